//! MException values: how a caught error looks to MATLAB code (`ME.message`,
//! `ME.identifier`, `ME.stack`) and how such a value is thrown again.
//! ferromat represents an MException as a struct with those fields.

use std::path::PathBuf;
use std::sync::Arc;

use indexmap::IndexMap;

use crate::error::{RuntimeError, StackFrame};
use crate::value::{Shape, StructArray, Value};

/// The value bound by `catch ME`.
pub fn to_value(error: &RuntimeError) -> Value {
    let frames = &error.stack;
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
    let stack = StructArray {
        shape: Shape::matrix(frames.len(), 1),
        fields: stack_fields,
    };
    Value::Struct(Arc::new(StructArray::scalar([
        ("identifier".to_string(), Value::char_row(&error.identifier)),
        ("message".to_string(), Value::char_row(&error.message)),
        ("stack".to_string(), Value::Struct(Arc::new(stack))),
    ])))
}

/// The error a caught-exception value stands for (`rethrow(ME)`,
/// `error(S)`); `None` if the value has no `message` field.
pub fn from_value(value: &Value) -> Option<RuntimeError> {
    let Value::Struct(s) = value else {
        return None;
    };
    let text = |field: &str| s.get(field, 0).and_then(Value::as_text);
    let message = text("message")?;
    let mut error = RuntimeError::new(text("identifier").unwrap_or_default(), message);
    if let Some(Value::Struct(stack)) = s.get("stack", 0) {
        for k in 0..stack.numel() {
            let field = |name: &str| stack.get(name, k);
            error.stack.push(StackFrame {
                name: field("name").and_then(Value::as_text).unwrap_or_default(),
                file: field("file")
                    .and_then(Value::as_text)
                    .filter(|f| !f.is_empty())
                    .map(PathBuf::from),
                line: field("line").and_then(Value::as_f64).unwrap_or(0.0) as usize,
                source_line: String::new(),
            });
        }
    }
    Some(error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let error = RuntimeError::new("a:b", "boom");
        let back = from_value(&to_value(&error)).expect("an exception value");
        assert_eq!(back.identifier, "a:b");
        assert_eq!(back.message, "boom");
    }
}
