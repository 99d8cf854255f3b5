//! `MException`: the value `catch ME` binds, the constructor, and the
//! methods `throw`, `rethrow`, `addCause`, `getReport`, plus the two
//! conversions between an MException value and the `RuntimeError` the
//! interpreter raises. A struct with a `message` field (`lasterror`-style)
//! is still accepted wherever an exception is thrown again. Rendering of
//! the object's display lives in display/object.rs.

use std::path::PathBuf;
use std::sync::Arc;

use indexmap::IndexMap;

use super::no_such_member;
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError, StackFrame};
use crate::format;
use crate::interp::Interpreter;
use crate::value::object::MException;
use crate::value::{Object, Shape, StructArray, Tensor, Value};

/// The properties of an MException, all read-only.
pub const PROPERTIES: &[&str] = &["identifier", "message", "cause", "stack", "Correction"];

/// The methods callable as `ME.name(...)` as well as `name(ME, ...)`.
pub const METHODS: &[&str] = &["addCause", "getReport", "rethrow", "throw", "throwAsCaller"];

/// The value bound by `catch ME`.
pub fn to_value(error: &RuntimeError) -> Value {
    let stack = stack_struct(&error.stack);
    Value::Object(Object::MException(Arc::new(MException {
        identifier: error.identifier.clone(),
        message: error.message.clone(),
        stack: Arc::new(stack),
        causes: Vec::new(),
        function: error.function.clone(),
    })))
}

/// The Nx1 `stack` struct (fields `file`, `name`, `line`) of an exception
/// or of `lasterror`; 0x1 when there are no frames.
pub fn stack_struct(frames: &[StackFrame]) -> StructArray {
    let mut stack_fields: IndexMap<String, Vec<Value>> = IndexMap::new();
    stack_fields.insert(
        "file".into(),
        frames
            .iter()
            .map(|f| {
                Value::char_row(
                    &f.file
                        .as_ref()
                        .map(|p| p.display().to_string())
                        .unwrap_or_default(),
                )
            })
            .collect(),
    );
    stack_fields.insert(
        "name".into(),
        frames.iter().map(|f| Value::char_row(&f.name)).collect(),
    );
    stack_fields.insert(
        "line".into(),
        frames
            .iter()
            .map(|f| Value::scalar(f.line as f64))
            .collect(),
    );
    StructArray {
        shape: Shape::matrix(frames.len(), 1),
        fields: stack_fields,
    }
}

/// The error an exception value stands for, its stack kept (`rethrow(ME)`,
/// `error(S)`): an MException, or a struct with a `message` field; `None`
/// for anything else.
pub fn from_value(value: &Value) -> Option<RuntimeError> {
    match value {
        Value::Object(Object::MException(exception)) => {
            let mut error = RuntimeError::new(&*exception.identifier, &*exception.message);
            error.stack = frames(&exception.stack);
            error.function = exception.function.clone();
            Some(error)
        }
        Value::Struct(s) => {
            let text = |field: &str| s.get(field, 0).and_then(Value::as_text);
            let message = text("message")?;
            let mut error = RuntimeError::new(text("identifier").unwrap_or_default(), message);
            if let Some(Value::Struct(stack)) = s.get("stack", 0) {
                error.stack = frames(stack);
            }
            Some(error)
        }
        _ => None,
    }
}

/// The frames of a `stack` struct (missing fields read as empty or 0).
pub fn frames(stack: &StructArray) -> Vec<StackFrame> {
    (0..stack.numel())
        .map(|k| {
            let field = |name: &str| stack.get(name, k);
            StackFrame {
                name: field("name").and_then(Value::as_text).unwrap_or_default(),
                file: field("file")
                    .and_then(Value::as_text)
                    .filter(|f| !f.is_empty())
                    .map(PathBuf::from),
                line: field("line").and_then(Value::as_f64).unwrap_or(0.0) as usize,
                source_line: String::new(),
            }
        })
        .collect()
}

/// The error `throw(ME)` / `error(ME)` raises: the exception's identifier
/// and message (not its causes: `RuntimeError` stays small), with the stack of the place it is thrown from.
pub fn thrown(value: &Value, function: &str) -> Result<RuntimeError> {
    let exception = exception_of(value, function)?;
    Ok(RuntimeError::new(
        &*exception.identifier,
        &*exception.message,
    ))
}

fn exception_of<'a>(value: &'a Value, function: &str) -> Result<&'a MException> {
    match value {
        Value::Object(Object::MException(exception)) => Ok(exception),
        other => Err(super::undefined_for(function, other)),
    }
}

/// `MException(errID, msg, A1, ..., An)`: `msg` is a format as in
/// `sprintf`.
pub fn construct(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let [identifier, message, data @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let identifier = args::text(identifier, "MException")?;
    if !identifier.is_empty() && !is_message_identifier(&identifier) {
        return Err(RuntimeError::new(
            "MATLAB:MException:InvalidId",
            format!("The identifier '{identifier}' is not a valid message identifier."),
        ));
    }
    let message = format::sprintf(&args::text(message, "MException")?, data)?;
    let stack = StructArray {
        shape: Shape::matrix(0, 1),
        fields: ["file", "name", "line"]
            .into_iter()
            .map(|name| (name.to_string(), Vec::new()))
            .collect(),
    };
    one(Value::Object(Object::MException(Arc::new(MException {
        identifier,
        message,
        stack: Arc::new(stack),
        causes: Vec::new(),
        function: None,
    }))))
}

/// `component:mnemonic`, each part starting with a letter and made of
/// letters, digits, `_` and `-`.
fn is_message_identifier(text: &str) -> bool {
    let parts: Vec<&str> = text.split(':').collect();
    parts.len() >= 2
        && parts.iter().all(|part| {
            part.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        })
}

/// An MException property.
pub fn property(exception: &MException, name: &str) -> Result<Value> {
    Ok(match name {
        "identifier" => Value::char_row(&exception.identifier),
        "message" => Value::char_row(&exception.message),
        "stack" => Value::Struct(exception.stack.clone()),
        "cause" => {
            let causes = exception.causes.clone();
            let shape = if causes.is_empty() {
                Shape::empty()
            } else {
                Shape::matrix(causes.len(), 1)
            };
            Value::Cell(Arc::new(Tensor::new(shape, causes)))
        }
        "Correction" => Value::empty(),
        other => return Err(no_such_member(other, "MException")),
    })
}

/// `ME = MException.last`: the most recent error no `try` caught;
/// `MException.last('reset')` forgets it. MATLAB returns a 0x0 MException
/// when there is none; ferromat returns `[]` (an empty object array is not
/// modelled).
pub fn last(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    if let Some(option) = values.first() {
        if !args::text(option, "MException.last")?.eq_ignore_ascii_case("reset") {
            return Err(RuntimeError::new(
                "MATLAB:MException:InvalidLastOption",
                "The only option MException.last accepts is 'reset'.",
            ));
        }
        interp.last_uncaught = None;
        return Ok(Outputs::new());
    }
    one(match &interp.last_uncaught {
        Some(error) => to_value(error),
        None => Value::empty(),
    })
}

/// `ME = addCause(ME, causeException)`: a copy of `ME` with one more cause.
pub fn add_cause(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let [base, cause] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let mut exception = exception_of(base, "addCause")?.clone();
    exception_of(cause, "addCause")?;
    exception.causes.push(cause.clone());
    one(Value::Object(Object::MException(Arc::new(exception))))
}

/// `throw(ME)`: raises the exception from the caller.
pub fn throw(values: &[Value]) -> RuntimeError {
    match values.first() {
        Some(value) => thrown(value, "throw").unwrap_or_else(|error| error),
        None => RuntimeError::not_enough_inputs(),
    }
}

/// `rethrow(ME)` and `rethrow(S)`: raises the error again with its stack.
pub fn rethrow(values: &[Value]) -> RuntimeError {
    match values.first().and_then(from_value) {
        Some(error) => error,
        None => RuntimeError::new(
            "MATLAB:rethrow:invalidInput",
            "Input must be an MException object or a structure with a message field.",
        ),
    }
}

/// `getReport(ME)`: the error report as MATLAB prints an uncaught error,
/// without the trailing newline (just the message for an exception that
/// was never thrown).
pub fn get_report(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let Some(value) = values.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let mut error = from_value(value).ok_or_else(|| super::undefined_for("getReport", value))?;
    for frame in &mut error.stack {
        frame.source_line.clear();
    }
    let report = crate::display::render_error(&error);
    one(Value::char_row(report.trim_end_matches('\n')))
}
