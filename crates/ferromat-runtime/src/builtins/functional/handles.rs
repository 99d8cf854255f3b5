//! Function handles as values: `feval`, `func2str`, `str2func`, and `deal`,
//! which hands its inputs to the caller's outputs. Calls of user code go
//! through `Interpreter::call_function`; this file never evaluates syntax.

use std::sync::Arc;

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::lower::anonymous_text;
use crate::interp::Interpreter;
use crate::value::{AnonymousFunction, FunctionHandle, Value};

/// `[y1, ..., ym] = feval(f, x1, ..., xn)`: calls a function handle or the
/// function a text names.
pub fn feval(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let func = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    if !matches!(func, Value::FunctionHandle(_)) && func.as_text().is_none() {
        return Err(RuntimeError::new(
            "MATLAB:feval:ArgumentMustBeStringOrHandle",
            "Argument must contain a character vector or function handle.",
        )
        .in_function("feval"));
    }
    interp.call_function(func, &args[1..], nargout)
}

/// The text `func2str` gives: the name of a named handle (no `@`), the
/// source text of an anonymous one.
fn handle_text(handle: &FunctionHandle) -> String {
    match handle {
        FunctionHandle::Named(name) => name.clone(),
        FunctionHandle::Local(local) => local.name.clone(),
        FunctionHandle::Anonymous(anonymous) => anonymous.text.clone(),
    }
}

/// `s = func2str(f)`: the name of a named handle (without `@`) or the text of
/// an anonymous function (`'@(x)x.^2'`).
pub fn func2str(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    match args.first() {
        Some(Value::FunctionHandle(handle)) => one(Value::char_row(&handle_text(handle))),
        Some(_) => Err(RuntimeError::new(
            "MATLAB:func2str:InputNotFunctionHandle",
            "Input must be a function handle.",
        )
        .in_function("func2str")),
        None => Err(RuntimeError::not_enough_inputs().in_function("func2str")),
    }
}

/// Whether `name` can name a function: a MATLAB identifier, possibly
/// package-qualified (`pkg.fun`).
fn is_function_name(name: &str) -> bool {
    !name.is_empty()
        && name.split('.').all(|part| {
            part.starts_with(|c: char| c.is_ascii_alphabetic())
                && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
}

/// `f = str2func(text)`: a handle to the named function (`'max'`, `'@max'`)
/// or the anonymous function the text spells (`'@(x)7*x-13'`). As in
/// MATLAB, an anonymous function made from text captures no variables: a
/// name that is neither a parameter nor a function fails when it is called.
pub fn str2func(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = args
        .first()
        .ok_or_else(RuntimeError::not_enough_inputs)?
        .as_text()
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:str2func:InvalidInput",
                "Input must be a character vector or string scalar.",
            )
            .in_function("str2func")
        })?;
    let trimmed = text.trim();
    let name = match trimmed.strip_prefix('@') {
        Some(rest) if is_function_name(rest.trim()) => rest.trim(),
        Some(_) => {
            let function = anonymous_from_text(trimmed).map_err(|e| e.in_function("str2func"))?;
            return one(Value::FunctionHandle(Arc::new(FunctionHandle::Anonymous(
                function,
            ))));
        }
        None => trimmed,
    };
    if !is_function_name(name) {
        return Err(RuntimeError::new(
            "MATLAB:str2func:invalidFunctionName",
            format!("Invalid function name '{name}'."),
        )
        .in_function("str2func"));
    }
    one(Value::FunctionHandle(Arc::new(FunctionHandle::Named(
        name.to_string(),
    ))))
}

/// The anonymous function `text` spells, with no captured variables.
/// Anything else than one `@(...) expression` is an error.
fn anonymous_from_text(text: &str) -> Result<AnonymousFunction> {
    let source: Arc<str> = Arc::from(text);
    let program = ferromat_syntax::parse(&source)
        .map_err(|e| RuntimeError::new("MATLAB:parse", e.render(&source, None)))?;
    let expression = match (program.statements.as_slice(), program.functions.is_empty()) {
        ([statement], true) => match &statement.kind {
            ferromat_syntax::StmtKind::Expr(expression) => Some(expression),
            _ => None,
        },
        _ => None,
    };
    match expression.map(|e| (&e.kind, e.span)) {
        Some((ferromat_syntax::ExprKind::AnonFunction { params, body }, span)) => {
            Ok(AnonymousFunction {
                params: params.iter().map(|p| p.name.clone()).collect(),
                body: Arc::new((**body).clone()),
                captures: Vec::new(),
                text: anonymous_text(&source, span),
                source,
            })
        }
        _ => Err(RuntimeError::new(
            "MATLAB:str2func:invalidFunctionName",
            format!("Invalid function name '{text}'."),
        )),
    }
}

/// `[a, b, ...] = deal(x)` copies `x` to every output; `deal(x1, ..., xn)`
/// gives each output its own input.
pub fn deal(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let wanted = nargout.max(1);
    match args {
        [single] => Ok(std::iter::repeat_n(single.clone(), wanted).collect()),
        _ if args.len() == wanted => Ok(args.iter().cloned().collect()),
        _ => Err(RuntimeError::new(
            "MATLAB:deal:narginout",
            "The number of outputs should match the number of inputs.",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::text::strings::tests::{call, chars};

    fn handle(name: &str) -> Value {
        Value::FunctionHandle(Arc::new(FunctionHandle::Named(name.into())))
    }

    #[test]
    fn feval_checks_its_callee() {
        let error = call(feval, &[Value::scalar(1.0)]).unwrap_err();
        assert_eq!(
            error.identifier,
            "MATLAB:feval:ArgumentMustBeStringOrHandle"
        );
    }

    #[test]
    fn func2str_and_str2func() {
        assert_eq!(call(func2str, &[handle("max")]).unwrap(), chars("max"));
        assert!(call(func2str, &[chars("max")]).is_err());
        assert_eq!(call(str2func, &[chars("max")]).unwrap(), handle("max"));
        assert_eq!(
            call(str2func, &[Value::string("pkg.fun")]).unwrap(),
            handle("pkg.fun")
        );
        assert!(call(str2func, &[chars("1abc")]).is_err());
        assert_eq!(call(str2func, &[chars("@sin")]).unwrap(), handle("sin"));
        assert!(call(str2func, &[Value::scalar(1.0)]).is_err());
        match call(str2func, &[chars("@(x, y) x + 1")]) {
            Ok(Value::FunctionHandle(handle)) => match &*handle {
                FunctionHandle::Anonymous(f) => {
                    assert_eq!(f.params, ["x", "y"]);
                    assert_eq!(f.text, "@(x,y)x+1");
                    assert!(f.captures.is_empty());
                }
                other => panic!("expected an anonymous function, got {other:?}"),
            },
            other => panic!("expected a handle, got {other:?}"),
        }
        let error = call(str2func, &[chars("@(x) x +")]).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:parse");
        let error = call(str2func, &[chars("@(x) x; 2")]).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:str2func:invalidFunctionName");
    }
}
