//! Field access `s.name` and field assignment `s.name = v` on structs and
//! struct arrays. Field-name validation for dynamic names lives here too.

use std::sync::Arc;

use super::errors;
use super::write::is_null;
use crate::error::Result;
use crate::value::{Shape, StructArray, Value};

/// `s.name` over every element (a comma-separated list, column-major).
pub(crate) fn field_get(base: &Value, name: &str) -> Result<Vec<Value>> {
    let Value::Struct(array) = base else {
        return Err(errors::dot_on_non_struct());
    };
    array
        .fields
        .get(name)
        .cloned()
        .ok_or_else(|| errors::unknown_field(name))
}

/// `s.name = rhs`; `base` is `None` when `s` does not exist yet.
pub(crate) fn field_set(base: Option<Value>, name: &str, rhs: Value) -> Result<Value> {
    check_field_name(name)?;
    let mut array = match base {
        None => Arc::new(StructArray::scalar([])),
        Some(b) if is_null(&b) => Arc::new(StructArray::scalar([])),
        Some(Value::Struct(array)) => array,
        Some(_) => return Err(errors::dot_assign_on_non_struct()),
    };
    match array.numel() {
        1 => {}
        // An empty struct array becomes 1x1 with its fields set to [].
        0 => {
            let names: Vec<String> = array.fields.keys().cloned().collect();
            array = Arc::new(StructArray {
                shape: Shape::scalar(),
                fields: names
                    .into_iter()
                    .map(|n| (n, vec![Value::empty()]))
                    .collect(),
            });
        }
        _ => return Err(errors::scalar_struct_required()),
    }
    let fields = &mut Arc::make_mut(&mut array).fields;
    match fields.get_mut(name) {
        Some(column) => column.iter_mut().for_each(|slot| *slot = rhs.clone()),
        None => {
            fields.insert(name.to_string(), vec![rhs]);
        }
    }
    Ok(Value::Struct(array))
}

/// `[s.name] = deal(...)`: element `k` of the struct array `base` gets
/// `values[k]`; the field is added when new. `values` must have one value
/// per element (the caller counted them from the same array).
pub(crate) fn field_set_each(base: Value, name: &str, values: Vec<Value>) -> Result<Value> {
    check_field_name(name)?;
    let Value::Struct(mut array) = base else {
        return Err(errors::dot_assign_on_non_struct());
    };
    if values.len() != array.numel() {
        return Err(errors::scalar_struct_required());
    }
    Arc::make_mut(&mut array)
        .fields
        .insert(name.to_string(), values);
    Ok(Value::Struct(array))
}

/// Moves the value of `s.name` out of a 1x1 struct, leaving `[]` behind, so
/// that a nested update (`s.a(3) = v`: take, assign, `field_set`) finds the
/// field's data unshared and writes it in place.
pub(crate) fn field_take(base: &mut Value, name: &str) -> Result<Value> {
    let Value::Struct(array) = base else {
        return Err(errors::dot_on_non_struct());
    };
    if array.numel() != 1 {
        return Err(errors::scalar_struct_required());
    }
    if !array.fields.contains_key(name) {
        return Err(errors::unknown_field(name));
    }
    let slot = Arc::make_mut(array)
        .fields
        .get_mut(name)
        .and_then(|column| column.first_mut());
    Ok(slot
        .map(|v| std::mem::replace(v, Value::empty()))
        .unwrap_or_else(Value::empty))
}

/// MATLAB field names: a letter, then letters, digits or underscores, at
/// most 63 characters.
pub fn check_field_name(name: &str) -> Result<()> {
    let mut chars = name.chars();
    let valid = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name.len() <= 63;
    if valid {
        Ok(())
    } else {
        Err(errors::invalid_field_name(name))
    }
}
