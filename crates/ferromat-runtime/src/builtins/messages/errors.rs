//! `error`, `assert`, `lasterr` and `lasterror`: the builtins that raise an error from
//! MATLAB code, and the record of the last error raised. Raising is
//! returning a `RuntimeError`; this file must not print.

use super::{assert_compare, identifier_and_message};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

fn nothing() -> Result<Outputs> {
    Ok(Outputs::new())
}

/// `error(msg)`, `error(msg, A...)`, `error(id, msg, A...)`, `error(struct)`.
/// An empty message does nothing, as in MATLAB.
pub fn error(_interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    if let [exception @ Value::Object(_)] = values {
        return Err(crate::builtins::objects::exception::thrown(
            exception, "error",
        )?);
    }
    let (identifier, message) = match values {
        [Value::Struct(s)] => {
            let field = |name: &str| s.get(name, 0).and_then(Value::as_text).unwrap_or_default();
            (field("identifier"), field("message"))
        }
        _ => identifier_and_message(values, "error")?,
    };
    if message.is_empty() {
        return nothing();
    }
    Err(RuntimeError::new(identifier, message))
}

/// `assert(cond)`, `assert(cond, msg, A...)`, `assert(cond, id, msg, A...)`.
/// A call MATLAB would reject (a condition that is not a logical or numeric
/// scalar with a message, or a second argument that is not text) is GNU
/// Octave's comparison form `assert(observed, expected, tol)`, which its
/// self-tests use (assert_compare.rs). A lone non-scalar condition holds
/// when it is non-empty and all true, as Octave has it.
pub fn assert(_interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let condition = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let numeric_condition = matches!(
        condition,
        Value::Logical(_) | Value::Double(_) | Value::Single(_)
    ) || condition.class().is_integer();
    let message_form = match values.get(1) {
        None => true,
        Some(message) => numeric_condition && condition.is_scalar() && message.as_text().is_some(),
    };
    if !message_form {
        if values.len() > 3 {
            return Err(RuntimeError::too_many_inputs());
        }
        assert_compare::assert_same(condition, &values[1], values.get(2))?;
        return nothing();
    }
    let holds = match condition {
        _ if numeric_condition && !condition.is_empty() => condition
            .to_f64_vec()
            .is_some_and(|elements| elements.iter().all(|&x| x != 0.0)),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:assertion:LogicalScalar",
                "The condition input argument must be a scalar logical.",
            ))
        }
    };
    if holds {
        return nothing();
    }
    if values.len() == 1 {
        return Err(RuntimeError::new(
            "MATLAB:assertion:failed",
            "Assertion failed.",
        ));
    }
    let (identifier, message) = identifier_and_message(&values[1..], "assert")?;
    Err(RuntimeError::new(identifier, message))
}

/// `msg = lasterr`, `[msg, msgid] = lasterr`, `lasterr(msg, msgid)`: the
/// last error raised in the session, caught or not.
pub fn lasterr(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    super::last_message(&mut interp.last_error, values, nargout, "lasterr")
}

/// `s = lasterror`, `s = lasterror(err)`, `s = lasterror('reset')`: the
/// last error as a struct with `message`, `identifier` and `stack`
/// (`file`, `name`, `line`; 0x1 when unknown). `err` (a struct with a
/// `message` field, or an MException) replaces it and `'reset'` clears it;
/// both return the error as it was before.
pub fn lasterror(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let text = |t: &str| {
        if t.is_empty() {
            Value::Char(crate::value::Tensor::empty())
        } else {
            Value::char_row(t)
        }
    };
    let previous = crate::value::StructArray::scalar([
        ("message".to_string(), text(&interp.last_error.0)),
        ("identifier".to_string(), text(&interp.last_error.1)),
        (
            "stack".to_string(),
            Value::Struct(std::sync::Arc::new(
                crate::builtins::objects::exception::stack_struct(&interp.last_error_stack),
            )),
        ),
    ]);
    match values {
        [] => {}
        [reset] if reset.as_text().is_some_and(|t| t == "reset") => {
            interp.last_error = (String::new(), String::new());
            interp.last_error_stack.clear();
        }
        [err] => {
            let error = crate::builtins::objects::exception::from_value(err)
                .filter(|_| !matches!(err, Value::Struct(s) if s.numel() != 1))
                .ok_or_else(|| {
                    RuntimeError::new(
                        "MATLAB:lasterror:InvalidInput",
                        "The argument must be 'reset' or a structure with a 'message' field.",
                    )
                    .in_function("lasterror")
                })?;
            interp.last_error = (error.message.clone(), error.identifier.clone());
            interp.last_error_stack = error.stack.clone();
        }
        _ => return Err(RuntimeError::too_many_inputs().in_function("lasterror")),
    }
    one(Value::Struct(std::sync::Arc::new(previous)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::output::testing::capturing_session as session;

    fn c(text: &str) -> Value {
        Value::char_row(text)
    }

    #[test]
    fn error_forms() {
        let (mut interp, _) = session();
        let err =
            error(&mut interp, &[c("Error. \\nInput must be a char.")], 0).expect_err("throws");
        assert_eq!(err.message, "Error. \\nInput must be a char.");
        assert_eq!(err.identifier, "");
        let err = error(
            &mut interp,
            &[c("Error. \\nInput must be a char, not a %s."), c("double")],
            0,
        )
        .expect_err("throws");
        assert_eq!(err.message, "Error. \nInput must be a char, not a double.");
        let err = error(
            &mut interp,
            &[
                c("MyComponent:incorrectType"),
                c("Bad %d"),
                Value::scalar(7.0),
            ],
            0,
        )
        .expect_err("throws");
        assert_eq!(
            (err.identifier.as_str(), err.message.as_str()),
            ("MyComponent:incorrectType", "Bad 7")
        );
        let err = error(&mut interp, &[c("Value: %d"), Value::scalar(3.0)], 0).expect_err("throws");
        assert_eq!(
            (err.identifier.as_str(), err.message.as_str()),
            ("", "Value: 3")
        );
        let err = error(&mut interp, &[c("a:b")], 0).expect_err("throws");
        assert_eq!((err.identifier.as_str(), err.message.as_str()), ("", "a:b"));
        assert!(error(&mut interp, &[c("")], 0).is_ok());
        let fields = crate::value::StructArray::scalar([
            ("message".to_string(), c("Data file not found.")),
            ("identifier".to_string(), c("MyFunction:fileNotFound")),
        ]);
        let err = error(
            &mut interp,
            &[Value::Struct(std::sync::Arc::new(fields))],
            0,
        )
        .expect_err("throws");
        assert_eq!(err.identifier, "MyFunction:fileNotFound");
        assert_eq!(err.message, "Data file not found.");
    }

    #[test]
    fn assert_forms() {
        let (mut interp, _) = session();
        assert!(assert(&mut interp, &[Value::bool(true)], 0).is_ok());
        let err = assert(&mut interp, &[Value::bool(false)], 0).expect_err("fails");
        assert_eq!(err.message, "Assertion failed.");
        let err = assert(
            &mut interp,
            &[Value::scalar(0.0), c("x is %d"), Value::scalar(4.0)],
            0,
        )
        .expect_err("fails");
        assert_eq!(err.message, "x is 4");
        let err = assert(
            &mut interp,
            &[Value::bool(false), c("a:b"), c("m%d"), Value::scalar(1.0)],
            0,
        )
        .expect_err("fails");
        assert_eq!(
            (err.identifier.as_str(), err.message.as_str()),
            ("a:b", "m1")
        );
        // A non-scalar condition holds when all true (Octave's reading);
        // an empty or partly false one fails, and text is no condition.
        assert!(assert(&mut interp, &[Value::row(vec![1.0, 1.0])], 0).is_ok());
        assert!(assert(&mut interp, &[Value::row(vec![1.0, 0.0])], 0).is_err());
        assert!(assert(&mut interp, &[Value::row(vec![])], 0).is_err());
        assert!(assert(&mut interp, &[c("abc")], 0).is_err());
        // The comparison form.
        assert!(assert(
            &mut interp,
            &[Value::row(vec![1.0, 2.0]), Value::row(vec![1.0, 2.0])],
            0
        )
        .is_ok());
        assert!(assert(
            &mut interp,
            &[Value::row(vec![1.0, 2.0]), Value::row(vec![1.0, 2.5])],
            0
        )
        .is_err());
    }

    #[test]
    fn lasterr_reads_and_sets() {
        let (mut interp, _) = session();
        interp.last_error = ("boom".into(), "a:b".into());
        let out = lasterr(&mut interp, &[], 2).expect("lasterr");
        assert_eq!(out[0], c("boom"));
        assert_eq!(out[1], c("a:b"));
        lasterr(&mut interp, &[c("")], 0).expect("reset");
        assert_eq!(interp.last_error, (String::new(), String::new()));
    }
}
