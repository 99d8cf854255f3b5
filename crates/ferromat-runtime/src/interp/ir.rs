//! The executable tree: the AST with every identifier resolved to a slot of
//! its workspace and every literal turned into a `Value`. Produced by
//! `lower.rs`, run by `exec.rs` and `eval.rs`; it holds no run-time state.

use std::sync::Arc;

use ferromat_syntax::{BinOp, Expr, PostfixOp, Span, UnOp};

use crate::builtins::BuiltinDef;
use crate::value::Value;

/// Index of a variable in its workspace.
pub type Slot = usize;

/// A lowered block of statements.
pub type Block = Vec<Stmt>;

#[derive(Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
    pub print: bool,
}

#[derive(Debug)]
pub enum StmtKind {
    Expr(Node),
    Assign {
        targets: Vec<Target>,
        value: Node,
    },
    If {
        clauses: Vec<(Node, Block)>,
        else_body: Option<Block>,
    },
    For {
        var: Slot,
        iter: Node,
        body: Block,
    },
    While {
        cond: Node,
        body: Block,
    },
    Switch {
        subject: Node,
        cases: Vec<(Node, Block)>,
        otherwise: Option<Block>,
    },
    Try {
        body: Block,
        catch_var: Option<Slot>,
        catch_body: Block,
    },
    /// GNU Octave's `unwind_protect`: `cleanup` runs however `body` ends.
    UnwindProtect {
        body: Block,
        cleanup: Block,
    },
    Break,
    Continue,
    Return,
    /// `format long`: a call of `name` with char arguments, or a variable
    /// display when `name` is a variable (`x` alone is parsed as an expression,
    /// but `x y` never is).
    Command {
        name: Arc<str>,
        args: Vec<Value>,
    },
    /// Each name with GNU Octave's initial value, evaluated only when the
    /// declaration creates the variable.
    Global(Vec<(Slot, Option<Node>)>),
    Persistent(Vec<(Slot, Option<Node>)>),
}

/// An assignment target.
#[derive(Debug)]
pub enum Target {
    Tilde,
    Place {
        slot: Slot,
        name: Arc<str>,
        path: Vec<Accessor>,
    },
}

#[derive(Debug)]
pub enum Accessor {
    Paren(Vec<Arg>),
    Brace(Vec<Arg>),
    Field(Arc<str>),
    DynField(Node),
}

#[derive(Debug)]
pub enum Arg {
    Colon,
    Expr(Node),
}

#[derive(Debug)]
pub struct Node {
    pub kind: NodeKind,
    pub span: Span,
}

#[derive(Debug)]
pub enum NodeKind {
    Const(Value),
    /// A name: a variable if its slot holds a value, else a function call
    /// with no arguments.
    Name {
        slot: Slot,
        name: Arc<str>,
        /// The builtin this name calls when it is not a variable, resolved
        /// once at lowering (never for names a local or session function
        /// could claim).
        builtin: Option<&'static BuiltinDef>,
    },
    End,
    Matrix(Vec<Vec<Node>>),
    Cell(Vec<Vec<Node>>),
    Range {
        start: Box<Node>,
        step: Option<Box<Node>>,
        stop: Box<Node>,
    },
    Binary {
        op: BinOp,
        lhs: Box<Node>,
        rhs: Box<Node>,
    },
    Unary {
        op: UnOp,
        operand: Box<Node>,
    },
    Postfix {
        op: PostfixOp,
        operand: Box<Node>,
    },
    Call {
        base: Box<Node>,
        args: Vec<Arg>,
    },
    CellIndex {
        base: Box<Node>,
        args: Vec<Arg>,
    },
    Field {
        base: Box<Node>,
        name: Arc<str>,
    },
    DynField {
        base: Box<Node>,
        name: Box<Node>,
    },
    /// `@(x) body`: the body stays an AST until the handle is called; the
    /// names it captures are listed with their slots here.
    AnonFunction {
        params: Vec<String>,
        body: Arc<Expr>,
        captures: Vec<(String, Slot)>,
        text: Arc<str>,
        source: Arc<str>,
    },
    FunctionHandle(Arc<str>),
}
