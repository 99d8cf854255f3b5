//! The abstract syntax tree of a MATLAB program, as produced by the parser
//! and consumed by the runtime. Plain data: no evaluation, no name
//! resolution, no nom types. Every node carries the [`Span`] of its source.

use crate::span::Span;

/// A parsed source file or REPL input.
///
/// A script has `statements` (possibly followed by local `functions`); a
/// function file has no statements and its first function is the main one.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub statements: Vec<Stmt>,
    pub functions: Vec<Function>,
}

impl Program {
    /// A file whose first code is a `function` definition.
    pub fn is_function_file(&self) -> bool {
        self.statements.is_empty() && !self.functions.is_empty()
    }
}

/// `function [out1, out2] = name(in1, ~, varargin) ... end`
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: Ident,
    /// Input parameters; `None` stands for an ignored input written `~`.
    /// A trailing `varargin` is an ordinary parameter named `varargin`.
    pub params: Vec<Option<Ident>>,
    /// Output names; a trailing `varargout` is an ordinary output name.
    pub outputs: Vec<Ident>,
    pub body: Vec<Stmt>,
    /// Functions nested inside this one (files that close every function
    /// with `end`); they share this function's variables.
    pub nested: Vec<Function>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    /// The whole statement, excluding the terminating `;`, `,` or newline.
    pub span: Span,
    /// True unless the statement ends with `;` (its result is displayed).
    pub print: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// An expression statement: `x`, `f(1)`, `3 + 4`.
    Expr(Expr),
    /// `x = e`, `s.a(2) = e`, or `[a, ~, c] = e`. One target for the single
    /// form; the bracketed form may have one or more.
    Assign {
        targets: Vec<LValue>,
        value: Expr,
    },
    /// `if c1 ... elseif c2 ... else ... end`
    If {
        clauses: Vec<(Expr, Vec<Stmt>)>,
        else_body: Option<Vec<Stmt>>,
    },
    /// `for var = iter ... end` (also `for (var = iter)`)
    For {
        var: Ident,
        iter: Expr,
        body: Vec<Stmt>,
    },
    While {
        cond: Expr,
        body: Vec<Stmt>,
    },
    /// `switch subject, case v1 ..., case {v2, v3} ..., otherwise ..., end`
    Switch {
        subject: Expr,
        cases: Vec<(Expr, Vec<Stmt>)>,
        otherwise: Option<Vec<Stmt>>,
    },
    /// `try ... catch ME ... end`; `catch_var` is `None` for a bare `catch`.
    Try {
        body: Vec<Stmt>,
        catch_var: Option<Ident>,
        catch_body: Vec<Stmt>,
    },
    /// GNU Octave's `unwind_protect ... unwind_protect_cleanup ...
    /// end_unwind_protect`: `cleanup` runs however `body` ends, and an
    /// error from `body` is raised again after it.
    UnwindProtect {
        body: Vec<Stmt>,
        cleanup: Vec<Stmt>,
    },
    Break,
    Continue,
    Return,
    /// Command syntax: `format long`, `hold on`, `clear x y`. Each word is
    /// passed to the function `name` as a char argument.
    Command {
        name: Ident,
        args: Vec<String>,
    },
    Global(Vec<Declared>),
    Persistent(Vec<Declared>),
}

/// One name of a `global` or `persistent` declaration. `init` is GNU
/// Octave's initial value (`persistent count = 0`), used only when the
/// declaration creates the variable; MATLAB code never has one.
#[derive(Clone, Debug, PartialEq)]
pub struct Declared {
    pub name: Ident,
    pub init: Option<Expr>,
}

/// The left-hand side of an assignment.
#[derive(Clone, Debug, PartialEq)]
pub enum LValue {
    /// `~` in `[~, i] = max(x)`: the output is discarded.
    Tilde(Span),
    /// `x`, `x(i, j)`, `c{k}`, `s.a.b(2)`, `s.(name)`.
    Target {
        base: Ident,
        path: Vec<Accessor>,
        span: Span,
    },
}

/// One step of an indexing chain in an assignment target.
#[derive(Clone, Debug, PartialEq)]
pub enum Accessor {
    Paren(Vec<Arg>),
    Brace(Vec<Arg>),
    Field(Ident),
    DynField(Expr),
}

/// An argument inside `( )` or `{ }`: an expression or a bare `:`.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Colon(Span),
    Expr(Expr),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A real number literal: `3`, `2.5e-3`, `0x1F`.
    Number(f64),
    /// An imaginary literal: `3i`, `2.5j` holds 3.0, 2.5.
    Imaginary(f64),
    /// A char array literal `'it''s'` (quotes already undoubled).
    Char(String),
    /// A string literal `"say ""hi"""` (quotes already undoubled).
    Str(String),
    Ident(String),
    /// `end` inside an index expression.
    End,
    /// `[a b; c d]`: rows of elements. `[]` has no rows.
    Matrix(Vec<Vec<Expr>>),
    /// `{a b; c d}`
    Cell(Vec<Vec<Expr>>),
    /// `start:stop` or `start:step:stop`.
    Range {
        start: Box<Expr>,
        step: Option<Box<Expr>>,
        stop: Box<Expr>,
    },
    Binary {
        op: BinOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    Unary {
        op: UnOp,
        operand: Box<Expr>,
    },
    /// `a'` (conjugate transpose) and `a.'` (transpose).
    Postfix {
        op: PostfixOp,
        operand: Box<Expr>,
    },
    /// `base(args)`: indexing or a function call, decided at run time.
    Call {
        base: Box<Expr>,
        args: Vec<Arg>,
    },
    /// `base{args}`: cell content indexing.
    CellIndex {
        base: Box<Expr>,
        args: Vec<Arg>,
    },
    /// `base.name`
    Field {
        base: Box<Expr>,
        name: Ident,
    },
    /// `base.(expr)`
    DynField {
        base: Box<Expr>,
        name: Box<Expr>,
    },
    /// `@(x, y) body`
    AnonFunction {
        params: Vec<Ident>,
        body: Box<Expr>,
    },
    /// `@name`
    FunctionHandle(Ident),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    MatMul,
    /// `/`
    MatRightDiv,
    /// `\`
    MatLeftDiv,
    /// `^`
    MatPow,
    /// `.*`
    Mul,
    /// `./`
    RightDiv,
    /// `.\`
    LeftDiv,
    /// `.^`
    Pow,
    /// `==`
    Eq,
    /// `~=` (also `!=`)
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&`
    And,
    /// `|`
    Or,
    /// `&&`
    ShortAnd,
    /// `||`
    ShortOr,
}

impl BinOp {
    /// The operator as written in source.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::MatMul => "*",
            BinOp::MatRightDiv => "/",
            BinOp::MatLeftDiv => "\\",
            BinOp::MatPow => "^",
            BinOp::Mul => ".*",
            BinOp::RightDiv => "./",
            BinOp::LeftDiv => ".\\",
            BinOp::Pow => ".^",
            BinOp::Eq => "==",
            BinOp::Ne => "~=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::ShortAnd => "&&",
            BinOp::ShortOr => "||",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `-a`
    Neg,
    /// `+a`
    Plus,
    /// `~a` (also `!a`)
    Not,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PostfixOp {
    /// `'`
    ConjTranspose,
    /// `.'`
    Transpose,
}
