//! Dropping deeply nested values without deep native recursion. A value
//! built by `s.a = s` or `c = {c}` or `f = @() f()` in a loop nests as deep
//! as the loop ran; Rust's own drop would recurse once per level and
//! overflow the stack at around 1e5 levels. `drop_deep` takes containers
//! apart on a heap stack instead. It must not copy anything: shared parts
//! are released, not walked.

use std::sync::Arc;

use super::{FunctionHandle, Value};

/// Drops `value`, walking nested cells, structs and captured variables of
/// anonymous functions iteratively. Parts still shared with another value
/// only lose a reference.
#[inline]
pub fn drop_deep(value: Value) {
    // A flat value (every scalar and numeric array) holds no values: it
    // drops in one step, without the work list's allocation.
    if is_flat(&value) {
        return;
    }
    let mut pending = vec![value];
    // Only containers go on the work list; `filter` drops a flat element
    // where it is (a cell of a million texts is not moved, 72 MB, onto the
    // list).
    let container = |value: &Value| !is_flat(value);
    while let Some(value) = pending.pop() {
        match value {
            Value::Cell(cells) => {
                if let Some(elements) = Arc::try_unwrap(cells)
                    .ok()
                    .and_then(|c| c.into_unique_vec())
                {
                    pending.extend(elements.into_iter().filter(container));
                }
            }
            Value::Struct(array) => {
                if let Ok(array) = Arc::try_unwrap(array) {
                    for (_, column) in array.fields {
                        pending.extend(column.into_iter().filter(container));
                    }
                }
            }
            Value::FunctionHandle(handle) => {
                if let Ok(FunctionHandle::Anonymous(function)) = Arc::try_unwrap(handle) {
                    let captured = function.captures.into_iter().map(|(_, value)| value);
                    pending.extend(captured.filter(container));
                }
            }
            Value::Object(object) => {
                pending.extend(object.into_unique_contents().into_iter().filter(container))
            }
            // Flat arrays drop in one step.
            _ => {}
        }
    }
}

/// Whether `value` holds no other values (every numeric, logical, char and
/// string array), so dropping it cannot recurse.
fn is_flat(value: &Value) -> bool {
    !matches!(
        value,
        Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_) | Value::Object(_)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::{StructArray, Tensor};

    #[test]
    fn a_million_levels_drop_without_overflow() {
        let mut nested = Value::scalar(1.0);
        for _ in 0..1_000_000 {
            nested = Value::Cell(Arc::new(Tensor::scalar(nested)));
        }
        drop_deep(nested);
        let mut record = Value::scalar(1.0);
        for _ in 0..1_000_000 {
            record = Value::Struct(Arc::new(StructArray::scalar([("a".to_string(), record)])));
        }
        drop_deep(record);
    }

    #[test]
    fn shared_parts_survive() {
        let inner = Value::Struct(Arc::new(StructArray::scalar([(
            "x".to_string(),
            Value::scalar(2.0),
        )])));
        let outer = Value::Cell(Arc::new(Tensor::scalar(inner.clone())));
        drop_deep(outer);
        assert!(matches!(inner, Value::Struct(ref s) if s.fields["x"][0] == Value::scalar(2.0)));
    }
}
