//! Lowering: AST to the executable tree. Resolves every identifier to a slot
//! of the target workspace's name table and turns literals into values.
//! It decides nothing that depends on run-time values (variable or function
//! is decided when a name is evaluated).

use std::collections::HashSet;
use std::sync::Arc;

use ferromat_syntax as ast;
use num_complex::Complex64;

use super::ir::*;
use super::workspace::NameTable;
use crate::builtins::{self, BuiltinDef};
use crate::value::{Shape, Tensor, Value};

/// Tells whether a name is a local function of the code being lowered;
/// `None` when that is not known (then no name is bound to a builtin early).
pub type LocalFunctions<'a> = Option<&'a dyn Fn(&str) -> bool>;

/// Lowers statements into `names`.
pub fn lower_block(
    statements: &[ast::Stmt],
    names: &mut NameTable,
    source: &Arc<str>,
    locals: LocalFunctions<'_>,
) -> Block {
    let mut lowerer = Lowerer {
        names,
        source,
        locals,
    };
    statements.iter().map(|s| lowerer.stmt(s)).collect()
}

/// Lowers a single expression into `names`.
pub fn lower_expr(
    expr: &ast::Expr,
    names: &mut NameTable,
    source: &Arc<str>,
    locals: LocalFunctions<'_>,
) -> Node {
    Lowerer {
        names,
        source,
        locals,
    }
    .expr(expr)
}

/// A char row literal; `''` is 0x0 as in MATLAB.
pub fn char_literal(text: &str) -> Value {
    if text.is_empty() {
        Value::Char(Tensor::new(Shape::empty(), Vec::new()))
    } else {
        Value::char_row(text)
    }
}

struct Lowerer<'a> {
    names: &'a mut NameTable,
    /// The text the AST's spans point into; anonymous functions keep it,
    /// because lowering their bodies later reads literals and nested
    /// handles' text from it.
    source: &'a Arc<str>,
    locals: LocalFunctions<'a>,
}

impl Lowerer<'_> {
    /// The builtin `name` calls when it is not a variable, if that can be
    /// decided now: not a local function, not a session function.
    fn builtin_for(&self, name: &str) -> Option<&'static BuiltinDef> {
        let is_local = self.locals?;
        if is_local(name) {
            return None;
        }
        builtins::lookup(name).filter(|def| !def.is_session())
    }

    fn block(&mut self, statements: &[ast::Stmt]) -> Block {
        statements.iter().map(|s| self.stmt(s)).collect()
    }

    fn stmt(&mut self, stmt: &ast::Stmt) -> Stmt {
        let kind = match &stmt.kind {
            ast::StmtKind::Expr(e) => StmtKind::Expr(self.expr(e)),
            ast::StmtKind::Assign { targets, value } => StmtKind::Assign {
                targets: targets.iter().map(|t| self.target(t)).collect(),
                value: self.expr(value),
            },
            ast::StmtKind::If { clauses, else_body } => StmtKind::If {
                clauses: clauses
                    .iter()
                    .map(|(c, b)| (self.expr(c), self.block(b)))
                    .collect(),
                else_body: else_body.as_ref().map(|b| self.block(b)),
            },
            ast::StmtKind::For { var, iter, body } => StmtKind::For {
                var: self.names.slot(&var.name),
                iter: self.expr(iter),
                body: self.block(body),
            },
            ast::StmtKind::While { cond, body } => StmtKind::While {
                cond: self.expr(cond),
                body: self.block(body),
            },
            ast::StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => StmtKind::Switch {
                subject: self.expr(subject),
                cases: cases
                    .iter()
                    .map(|(c, b)| (self.expr(c), self.block(b)))
                    .collect(),
                otherwise: otherwise.as_ref().map(|b| self.block(b)),
            },
            ast::StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => StmtKind::Try {
                body: self.block(body),
                catch_var: catch_var.as_ref().map(|v| self.names.slot(&v.name)),
                catch_body: self.block(catch_body),
            },
            ast::StmtKind::UnwindProtect { body, cleanup } => StmtKind::UnwindProtect {
                body: self.block(body),
                cleanup: self.block(cleanup),
            },
            ast::StmtKind::Break => StmtKind::Break,
            ast::StmtKind::Continue => StmtKind::Continue,
            ast::StmtKind::Return => StmtKind::Return,
            ast::StmtKind::Command { name, args } => StmtKind::Command {
                name: Arc::from(name.name.as_str()),
                args: args.iter().map(|a| char_literal(a)).collect(),
            },
            ast::StmtKind::Global(names) => StmtKind::Global(self.declared(names)),
            ast::StmtKind::Persistent(names) => StmtKind::Persistent(self.declared(names)),
        };
        Stmt {
            kind,
            span: stmt.span,
            print: stmt.print,
        }
    }

    fn target(&mut self, target: &ast::LValue) -> Target {
        match target {
            ast::LValue::Tilde(_) => Target::Tilde,
            ast::LValue::Target { base, path, .. } => Target::Place {
                slot: self.names.slot(&base.name),
                name: Arc::from(base.name.as_str()),
                path: path.iter().map(|a| self.accessor(a)).collect(),
            },
        }
    }

    fn accessor(&mut self, accessor: &ast::Accessor) -> Accessor {
        match accessor {
            ast::Accessor::Paren(args) => Accessor::Paren(self.args(args)),
            ast::Accessor::Brace(args) => Accessor::Brace(self.args(args)),
            ast::Accessor::Field(name) => Accessor::Field(Arc::from(name.name.as_str())),
            ast::Accessor::DynField(e) => Accessor::DynField(self.expr(e)),
        }
    }

    fn args(&mut self, args: &[ast::Arg]) -> Vec<Arg> {
        args.iter()
            .map(|a| match a {
                ast::Arg::Colon(_) => Arg::Colon,
                ast::Arg::Expr(e) => Arg::Expr(self.expr(e)),
            })
            .collect()
    }

    fn boxed(&mut self, expr: &ast::Expr) -> Box<Node> {
        Box::new(self.expr(expr))
    }

    fn rows(&mut self, rows: &[Vec<ast::Expr>]) -> Vec<Vec<Node>> {
        rows.iter()
            .map(|row| row.iter().map(|e| self.expr(e)).collect())
            .collect()
    }

    fn declared(&mut self, names: &[ast::Declared]) -> Vec<(Slot, Option<Node>)> {
        names
            .iter()
            .map(|declared| {
                let slot = self.names.slot(&declared.name.name);
                (slot, declared.init.as_ref().map(|init| self.expr(init)))
            })
            .collect()
    }

    fn expr(&mut self, expr: &ast::Expr) -> Node {
        let kind = match &expr.kind {
            ast::ExprKind::Number(x) => NodeKind::Const(number_literal(self.source, expr.span, *x)),
            ast::ExprKind::Imaginary(x) => NodeKind::Const(Value::ComplexDouble(Tensor::scalar(
                Complex64::new(0.0, *x),
            ))),
            ast::ExprKind::Char(text) => NodeKind::Const(char_literal(text)),
            ast::ExprKind::Str(text) => NodeKind::Const(Value::string(text)),
            ast::ExprKind::Ident(name) => NodeKind::Name {
                slot: self.names.slot(name),
                name: Arc::from(name.as_str()),
                builtin: self.builtin_for(name),
            },
            ast::ExprKind::End => NodeKind::End,
            ast::ExprKind::Matrix(rows) => NodeKind::Matrix(self.rows(rows)),
            ast::ExprKind::Cell(rows) => NodeKind::Cell(self.rows(rows)),
            ast::ExprKind::Range { start, step, stop } => NodeKind::Range {
                start: self.boxed(start),
                step: step.as_ref().map(|s| self.boxed(s)),
                stop: self.boxed(stop),
            },
            ast::ExprKind::Binary { op, lhs, rhs } => NodeKind::Binary {
                op: *op,
                lhs: self.boxed(lhs),
                rhs: self.boxed(rhs),
            },
            ast::ExprKind::Unary { op, operand } => NodeKind::Unary {
                op: *op,
                operand: self.boxed(operand),
            },
            ast::ExprKind::Postfix { op, operand } => NodeKind::Postfix {
                op: *op,
                operand: self.boxed(operand),
            },
            ast::ExprKind::Call { base, args } => NodeKind::Call {
                base: self.boxed(base),
                args: self.args(args),
            },
            ast::ExprKind::CellIndex { base, args } => NodeKind::CellIndex {
                base: self.boxed(base),
                args: self.args(args),
            },
            ast::ExprKind::Field { base, name } => NodeKind::Field {
                base: self.boxed(base),
                name: Arc::from(name.name.as_str()),
            },
            ast::ExprKind::DynField { base, name } => NodeKind::DynField {
                base: self.boxed(base),
                name: self.boxed(name),
            },
            ast::ExprKind::AnonFunction { params, body } => {
                let params: Vec<String> = params.iter().map(|p| p.name.clone()).collect();
                let mut free = Vec::new();
                free_names(body, &mut free);
                let mut seen: HashSet<&str> = params.iter().map(String::as_str).collect();
                let captures = free
                    .iter()
                    .filter(|n| seen.insert(n.as_str()))
                    .map(|n| (n.clone(), self.names.slot(n)))
                    .collect();
                NodeKind::AnonFunction {
                    params,
                    body: Arc::new((**body).clone()),
                    captures,
                    text: Arc::from(anonymous_text(self.source, expr.span).as_str()),
                    source: self.source.clone(),
                }
            }
            ast::ExprKind::FunctionHandle(name) => {
                NodeKind::FunctionHandle(Arc::from(name.name.as_str()))
            }
        };
        Node {
            kind,
            span: expr.span,
        }
    }
}

/// A number literal; hexadecimal and binary literals (`0x1F`, `0b101`) are
/// of the smallest unsigned integer class that holds them, as in MATLAB.
fn number_literal(source: &str, span: ast::Span, x: f64) -> Value {
    use ferromat_syntax::IntegerType as T;
    let text = source.get(span.range()).unwrap_or("");
    let Some(literal) = ferromat_syntax::integer_literal(text) else {
        return Value::scalar(x);
    };
    // The lexer checked the range, so these conversions cannot fail; a
    // failure would still give the double value rather than a panic.
    let v = literal.value;
    let typed = match literal.ty {
        T::U8 => u8::try_from(v)
            .ok()
            .map(|x| Value::UInt8(Tensor::scalar(x))),
        T::U16 => u16::try_from(v)
            .ok()
            .map(|x| Value::UInt16(Tensor::scalar(x))),
        T::U32 => u32::try_from(v)
            .ok()
            .map(|x| Value::UInt32(Tensor::scalar(x))),
        T::U64 => u64::try_from(v)
            .ok()
            .map(|x| Value::UInt64(Tensor::scalar(x))),
        T::S8 => i8::try_from(v).ok().map(|x| Value::Int8(Tensor::scalar(x))),
        T::S16 => i16::try_from(v)
            .ok()
            .map(|x| Value::Int16(Tensor::scalar(x))),
        T::S32 => i32::try_from(v)
            .ok()
            .map(|x| Value::Int32(Tensor::scalar(x))),
        T::S64 => i64::try_from(v)
            .ok()
            .map(|x| Value::Int64(Tensor::scalar(x))),
    };
    typed.unwrap_or_else(|| Value::scalar(x))
}

/// Every identifier used in `expr`, in order of appearance (with repeats);
/// nested anonymous functions contribute the names they do not bind.
pub fn free_names(expr: &ast::Expr, out: &mut Vec<String>) {
    use ast::ExprKind as K;
    let args = |args: &[ast::Arg], out: &mut Vec<String>| {
        for a in args {
            if let ast::Arg::Expr(e) = a {
                free_names(e, out);
            }
        }
    };
    match &expr.kind {
        K::Ident(name) => out.push(name.clone()),
        K::Number(_) | K::Imaginary(_) | K::Char(_) | K::Str(_) | K::End => {}
        K::FunctionHandle(_) => {}
        K::Matrix(rows) | K::Cell(rows) => rows.iter().flatten().for_each(|e| free_names(e, out)),
        K::Range { start, step, stop } => {
            free_names(start, out);
            if let Some(s) = step {
                free_names(s, out);
            }
            free_names(stop, out);
        }
        K::Binary { lhs, rhs, .. } => {
            free_names(lhs, out);
            free_names(rhs, out);
        }
        K::Unary { operand, .. } | K::Postfix { operand, .. } => free_names(operand, out),
        K::Call { base, args: a } | K::CellIndex { base, args: a } => {
            free_names(base, out);
            args(a, out);
        }
        K::Field { base, .. } => free_names(base, out),
        K::DynField { base, name } => {
            free_names(base, out);
            free_names(name, out);
        }
        K::AnonFunction { params, body } => {
            let mut inner = Vec::new();
            free_names(body, &mut inner);
            out.extend(
                inner
                    .into_iter()
                    .filter(|n| !params.iter().any(|p| &p.name == n)),
            );
        }
    }
}

/// The text of an anonymous function as MATLAB shows it: `@(x)x.^2+a`
/// (whitespace outside quotes removed).
pub(crate) fn anonymous_text(source: &str, span: ast::Span) -> String {
    let raw = source.get(span.range()).unwrap_or("");
    let mut out = String::with_capacity(raw.len());
    let mut quote: Option<char> = None;
    let mut previous = ' ';
    for c in raw.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' => quote = Some(c),
            None if c == '\''
                && !(previous.is_alphanumeric()
                    || matches!(previous, ')' | ']' | '}' | '\'' | '.' | '_')) =>
            {
                quote = Some(c)
            }
            None if c.is_whitespace() => continue,
            None => {}
        }
        out.push(c);
        previous = c;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anonymous_text_drops_spaces_outside_quotes() {
        let src = "f = @(x) x.^2 + a;";
        assert_eq!(anonymous_text(src, ast::Span::new(4, 17)), "@(x)x.^2+a");
        let src = "g = @() disp('a b');";
        assert_eq!(anonymous_text(src, ast::Span::new(4, 19)), "@()disp('a b')");
    }
}
