//! A compact S-expression rendering of a [`Program`], used by the parser's
//! snapshot tests and handy for debugging. One statement per line, block
//! bodies indented; statement spans shown as `@start..end`, `;` marks a
//! statement whose output is suppressed.

use crate::ast::{
    Accessor, Arg, Expr, ExprKind, Function, LValue, PostfixOp, Program, Stmt, StmtKind, UnOp,
};
use std::fmt::Write;

/// The S-expression text of a whole program, ending with a newline.
pub fn dump(program: &Program) -> String {
    let mut out = String::new();
    for statement in &program.statements {
        statement_lines(&mut out, statement, 0);
    }
    for function in &program.functions {
        function_lines(&mut out, function);
    }
    out
}

/// The S-expression of one expression.
pub fn expr_text(expr: &Expr) -> String {
    let mut out = String::new();
    write_expr(&mut out, expr);
    out
}

fn function_lines(out: &mut String, function: &Function) {
    let params: Vec<&str> = function
        .params
        .iter()
        .map(|param| param.as_ref().map_or("~", |ident| ident.name.as_str()))
        .collect();
    let outputs: Vec<&str> = function.outputs.iter().map(|o| o.name.as_str()).collect();
    let _ = writeln!(
        out,
        "(function {} (params{}) (outputs{}) @{}..{}",
        function.name.name,
        spaced(&params),
        spaced(&outputs),
        function.span.start,
        function.span.end
    );
    for statement in &function.body {
        statement_lines(out, statement, 1);
    }
    for nested in &function.nested {
        function_lines(out, nested);
    }
    out.push_str(")\n");
}

/// Each name preceded by a blank: `(params a b)`, `(params)`.
fn spaced(names: &[&str]) -> String {
    names.iter().map(|name| format!(" {name}")).collect()
}

fn indent(out: &mut String, level: usize) {
    for _ in 0..level {
        out.push_str("  ");
    }
}

fn body_lines(out: &mut String, label: &str, body: &[Stmt], level: usize) {
    indent(out, level);
    let _ = writeln!(out, "({label}");
    for statement in body {
        statement_lines(out, statement, level + 1);
    }
    indent(out, level);
    out.push_str(")\n");
}

/// A block body after a header already written: statements one level in,
/// then the closing parenthesis at `level`.
fn close_body(out: &mut String, body: &[Stmt], level: usize) {
    out.push('\n');
    for statement in body {
        statement_lines(out, statement, level + 1);
    }
    indent(out, level);
    out.push(')');
}

fn statement_lines(out: &mut String, statement: &Stmt, level: usize) {
    indent(out, level);
    let _ = write!(out, "@{}..{} ", statement.span.start, statement.span.end);
    let inner = level + 1;
    match &statement.kind {
        StmtKind::Expr(expr) => write_expr(out, expr),
        StmtKind::Assign { targets, value } => {
            out.push_str("(assign (");
            for (index, target) in targets.iter().enumerate() {
                if index > 0 {
                    out.push(' ');
                }
                write_lvalue(out, target);
            }
            out.push_str(") ");
            write_expr(out, value);
            out.push(')');
        }
        StmtKind::If { clauses, else_body } => {
            out.push_str("(if\n");
            for (condition, body) in clauses {
                let mut label = String::from("clause ");
                write_expr(&mut label, condition);
                body_lines(out, &label, body, inner);
            }
            if let Some(body) = else_body {
                body_lines(out, "else", body, inner);
            }
            indent(out, level);
            out.push(')');
        }
        StmtKind::For { var, iter, body } => {
            let _ = write!(out, "(for {} ", var.name);
            write_expr(out, iter);
            close_body(out, body, level);
        }
        StmtKind::While { cond, body } => {
            out.push_str("(while ");
            write_expr(out, cond);
            close_body(out, body, level);
        }
        StmtKind::Switch {
            subject,
            cases,
            otherwise,
        } => {
            out.push_str("(switch ");
            write_expr(out, subject);
            out.push('\n');
            for (value, body) in cases {
                let mut label = String::from("case ");
                write_expr(&mut label, value);
                body_lines(out, &label, body, inner);
            }
            if let Some(body) = otherwise {
                body_lines(out, "otherwise", body, inner);
            }
            indent(out, level);
            out.push(')');
        }
        StmtKind::Try {
            body,
            catch_var,
            catch_body,
        } => {
            out.push_str("(try\n");
            for statement in body {
                statement_lines(out, statement, inner);
            }
            let label = match catch_var {
                Some(var) => format!("catch {}", var.name),
                None => String::from("catch"),
            };
            body_lines(out, &label, catch_body, inner);
            indent(out, level);
            out.push(')');
        }
        StmtKind::UnwindProtect { body, cleanup } => {
            out.push_str("(unwind_protect\n");
            for statement in body {
                statement_lines(out, statement, inner);
            }
            body_lines(out, "cleanup", cleanup, inner);
            indent(out, level);
            out.push(')');
        }
        StmtKind::Break => out.push_str("(break)"),
        StmtKind::Continue => out.push_str("(continue)"),
        StmtKind::Return => out.push_str("(return)"),
        StmtKind::Command { name, args } => {
            let _ = write!(out, "(command {}", name.name);
            for arg in args {
                let _ = write!(out, " {arg:?}");
            }
            out.push(')');
        }
        StmtKind::Global(names) | StmtKind::Persistent(names) => {
            let keyword = if matches!(statement.kind, StmtKind::Global(_)) {
                "global"
            } else {
                "persistent"
            };
            let names: Vec<String> = names
                .iter()
                .map(|declared| match &declared.init {
                    Some(init) => format!("{}={}", declared.name.name, expr_text(init)),
                    None => declared.name.name.clone(),
                })
                .collect();
            let _ = write!(out, "({keyword} {})", names.join(" "));
        }
    }
    if !statement.print {
        out.push(';');
    }
    out.push('\n');
}

fn write_lvalue(out: &mut String, target: &LValue) {
    match target {
        LValue::Tilde(_) => out.push('~'),
        LValue::Target { base, path, .. } if path.is_empty() => out.push_str(&base.name),
        LValue::Target { base, path, .. } => {
            let _ = write!(out, "({}", base.name);
            for accessor in path {
                out.push(' ');
                match accessor {
                    Accessor::Paren(args) => write_args(out, "paren", args),
                    Accessor::Brace(args) => write_args(out, "brace", args),
                    Accessor::Field(name) => {
                        let _ = write!(out, "(field {})", name.name);
                    }
                    Accessor::DynField(expr) => {
                        out.push_str("(dynfield ");
                        write_expr(out, expr);
                        out.push(')');
                    }
                }
            }
            out.push(')');
        }
    }
}

fn write_args(out: &mut String, label: &str, args: &[Arg]) {
    out.push('(');
    out.push_str(label);
    for arg in args {
        out.push(' ');
        match arg {
            Arg::Colon(_) => out.push(':'),
            Arg::Expr(expr) => write_expr(out, expr),
        }
    }
    out.push(')');
}

fn write_rows(out: &mut String, label: &str, rows: &[Vec<Expr>]) {
    out.push('(');
    out.push_str(label);
    for row in rows {
        out.push_str(" (");
        for (index, element) in row.iter().enumerate() {
            if index > 0 {
                out.push(' ');
            }
            write_expr(out, element);
        }
        out.push(')');
    }
    out.push(')');
}

fn write_expr(out: &mut String, expr: &Expr) {
    match &expr.kind {
        ExprKind::Number(value) => {
            let _ = write!(out, "{value}");
        }
        ExprKind::Imaginary(value) => {
            let _ = write!(out, "{value}i");
        }
        ExprKind::Char(text) => {
            let _ = write!(out, "'{}'", text.replace('\'', "''"));
        }
        ExprKind::Str(text) => {
            let _ = write!(out, "\"{}\"", text.replace('"', "\"\""));
        }
        ExprKind::Ident(name) => out.push_str(name),
        ExprKind::End => out.push_str("end"),
        ExprKind::Matrix(rows) => write_rows(out, "matrix", rows),
        ExprKind::Cell(rows) => write_rows(out, "cell", rows),
        ExprKind::Range { start, step, stop } => {
            out.push_str("(range ");
            write_expr(out, start);
            if let Some(step) = step {
                out.push(' ');
                write_expr(out, step);
            }
            out.push(' ');
            write_expr(out, stop);
            out.push(')');
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let _ = write!(out, "({} ", op.symbol());
            write_expr(out, lhs);
            out.push(' ');
            write_expr(out, rhs);
            out.push(')');
        }
        ExprKind::Unary { op, operand } => {
            let name = match op {
                UnOp::Neg => "neg",
                UnOp::Plus => "uplus",
                UnOp::Not => "not",
            };
            let _ = write!(out, "({name} ");
            write_expr(out, operand);
            out.push(')');
        }
        ExprKind::Postfix { op, operand } => {
            let name = match op {
                PostfixOp::ConjTranspose => "ctranspose",
                PostfixOp::Transpose => "transpose",
            };
            let _ = write!(out, "({name} ");
            write_expr(out, operand);
            out.push(')');
        }
        ExprKind::Call { base, args } => {
            out.push_str("(call ");
            write_expr(out, base);
            for arg in args {
                out.push(' ');
                match arg {
                    Arg::Colon(_) => out.push(':'),
                    Arg::Expr(expr) => write_expr(out, expr),
                }
            }
            out.push(')');
        }
        ExprKind::CellIndex { base, args } => {
            out.push_str("(cellindex ");
            write_expr(out, base);
            for arg in args {
                out.push(' ');
                match arg {
                    Arg::Colon(_) => out.push(':'),
                    Arg::Expr(expr) => write_expr(out, expr),
                }
            }
            out.push(')');
        }
        ExprKind::Field { base, name } => {
            out.push_str("(field ");
            write_expr(out, base);
            let _ = write!(out, " {})", name.name);
        }
        ExprKind::DynField { base, name } => {
            out.push_str("(dynfield ");
            write_expr(out, base);
            out.push(' ');
            write_expr(out, name);
            out.push(')');
        }
        ExprKind::AnonFunction { params, body } => {
            let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
            let _ = write!(out, "(lambda ({}) ", names.join(" "));
            write_expr(out, body);
            out.push(')');
        }
        ExprKind::FunctionHandle(name) => {
            let _ = write!(out, "(handle {})", name.name);
        }
    }
}
