//! `datetime` and `duration` arrays (value objects, `Object::Datetime` and
//! `Object::Duration` over `TimeArray`): the hooks the object model calls
//! for properties (`t.Year`, `t.Format`), indexing, assignment and
//! concatenation, and `call`, the router through which ordinary builtins
//! (`sort`, `datenum`, `char`, ...) reach their datetime forms. Each
//! element is seconds in an f64 tensor, so indexing, growth and
//! concatenation reuse the numeric machinery on that tensor and wrap the
//! result again. Constructors are `construct.rs`'s, operators `ops.rs`'s,
//! conversions `convert.rs`'s, calendars `civil.rs`'s, formats
//! `pattern.rs`'s.

pub mod civil;
pub mod construct;
pub mod convert;
pub mod ops;
pub mod pattern;

use std::sync::Arc;

use crate::builtins::{BuiltinFn, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::value::{Object, Tensor, TimeArray, Value};

pub const DATETIME_PROPERTIES: &[&str] = &[
    "Format", "Year", "Month", "Day", "Hour", "Minute", "Second", "TimeZone",
];
pub const DURATION_PROPERTIES: &[&str] = &["Format"];

pub fn datetime_value(seconds: Tensor<f64>, format: String) -> Value {
    Value::Object(Object::Datetime(Arc::new(TimeArray { seconds, format })))
}

pub fn duration_value(seconds: Tensor<f64>, format: String) -> Value {
    Value::Object(Object::Duration(Arc::new(TimeArray { seconds, format })))
}

pub fn as_datetime(value: &Value) -> Option<&Arc<TimeArray>> {
    match value {
        Value::Object(Object::Datetime(t)) => Some(t),
        _ => None,
    }
}

pub fn as_duration(value: &Value) -> Option<&Arc<TimeArray>> {
    match value {
        Value::Object(Object::Duration(t)) => Some(t),
        _ => None,
    }
}

pub fn is_time_value(value: &Value) -> bool {
    matches!(
        value,
        Value::Object(Object::Datetime(_) | Object::Duration(_))
    )
}

/// The same kind of object as `object` holding `seconds`.
fn rewrap(object: &Object, seconds: Tensor<f64>) -> Value {
    match object {
        Object::Datetime(t) => datetime_value(seconds, t.format.clone()),
        Object::Duration(t) => duration_value(seconds, t.format.clone()),
        other => Value::Object(other.clone()),
    }
}

fn time_array(object: &Object) -> Option<&Arc<TimeArray>> {
    match object {
        Object::Datetime(t) | Object::Duration(t) => Some(t),
        _ => None,
    }
}

fn doubles(value: Value) -> Result<Tensor<f64>> {
    match value {
        Value::Double(t) => Ok(t),
        _ => Err(RuntimeError::new(
            "ferromat:internal",
            "internal error: time data is not double",
        )),
    }
}

/// A builtin called with a datetime or duration argument: the functions
/// that have a datetime form run it; every other builtin runs as usual.
pub fn call(
    interp: &mut Interpreter,
    name: &str,
    func: BuiltinFn,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    match convert::overload(interp, name, args, nargout)? {
        Some(outputs) => Ok(outputs),
        None => func(interp, args, nargout),
    }
}

/// `t.name`.
pub fn property(object: &Object, name: &str) -> Option<Result<Value>> {
    let t = time_array(object)?;
    if name == "Format" {
        return Some(Ok(Value::char_row(&t.format)));
    }
    let Object::Datetime(_) = object else {
        return None;
    };
    let part = |c: civil::Civil| -> f64 {
        match name {
            "Year" => f64::from(c.year),
            "Month" => f64::from(c.month),
            "Day" => f64::from(c.day),
            "Hour" => f64::from(c.hour),
            "Minute" => f64::from(c.minute),
            _ => c.second,
        }
    };
    match name {
        "TimeZone" => Some(Ok(Value::char_row(""))),
        "Year" | "Month" | "Day" | "Hour" | "Minute" | "Second" => Some(Ok(Value::Double(
            t.seconds.map(|&s| civil::civil(s).map_or(f64::NAN, part)),
        ))),
        _ => None,
    }
}

/// `t.name = rhs`: the new array, or `None` when `name` is no property.
pub fn property_assign(object: &Object, name: &str, rhs: &Value) -> Option<Result<Value>> {
    let t = time_array(object)?;
    if name == "Format" {
        let result = rhs
            .as_text()
            .ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:datetime:InvalidFormat",
                    "Format must be a character vector or string scalar.",
                )
            })
            .and_then(|format| {
                match object {
                    Object::Duration(_) => pattern::duration_format(&format).map(|_| ())?,
                    _ => pattern::check_datetime_format(&format)?,
                }
                Ok(match object {
                    Object::Duration(_) => duration_value(t.seconds.clone(), format),
                    _ => datetime_value(t.seconds.clone(), format),
                })
            });
        return Some(result);
    }
    let slot = ["Year", "Month", "Day", "Hour", "Minute", "Second"]
        .iter()
        .position(|p| *p == name)?;
    let Object::Datetime(_) = object else {
        return None;
    };
    Some(assign_part(t, slot, rhs))
}

fn assign_part(t: &TimeArray, slot: usize, rhs: &Value) -> Result<Value> {
    let values = match rhs {
        Value::Object(_) | Value::Cell(_) | Value::Struct(_) => None,
        other => other.to_f64_vec(),
    }
    .ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:datetime:InvalidComponent",
            "Date and time components must be numeric.",
        )
    })?;
    if values.len() != 1 && values.len() != t.seconds.numel() {
        return Err(RuntimeError::new(
            "MATLAB:datetime:InvalidComponentSize",
            "The value must be a scalar or the same size as the datetime array.",
        ));
    }
    let mut out = Vec::with_capacity(t.seconds.numel());
    for (i, &s) in t.seconds.data().iter().enumerate() {
        let Some(mut parts) = civil::parts(s) else {
            out.push(s);
            continue;
        };
        parts[slot] = values
            .get(i)
            .or(values.first())
            .copied()
            .unwrap_or(f64::NAN);
        out.push(civil::from_parts(parts)?);
    }
    Ok(datetime_value(
        Tensor::new(t.seconds.shape().clone(), out),
        t.format.clone(),
    ))
}

/// `t(subs)`.
pub fn paren_get(object: &Object, subs: &[Subscript]) -> Option<Result<Value>> {
    let t = time_array(object)?;
    Some(
        crate::index::paren_get(&Value::Double(t.seconds.clone()), subs)
            .and_then(doubles)
            .map(|seconds| rewrap(object, seconds)),
    )
}

/// The seconds `value` holds as an element of an array like `object`:
/// datetimes (or date text) for a datetime array, durations for a
/// duration array.
fn element_seconds(object: &Object, value: &Value) -> Result<Tensor<f64>> {
    match (object, value) {
        (Object::Datetime(_), Value::Object(Object::Datetime(v)))
        | (Object::Duration(_), Value::Object(Object::Duration(v))) => Ok(v.seconds.clone()),
        (Object::Datetime(_), Value::Char(_) | Value::String(_) | Value::Cell(_)) => {
            ops::text_as_datetime(value)
        }
        _ => Err(RuntimeError::new(
            "MATLAB:datetime:InvalidAssignment",
            format!(
                "Unable to assign a value of class '{}' into a {} array.",
                value.class().name(),
                object.class().name()
            ),
        )),
    }
}

/// `t(subs) = rhs` (deletion with `[]`); NaT fills the gap when a datetime
/// array grows, zero when a duration array does.
pub fn paren_assign(object: &Object, subs: &[Subscript], rhs: Value) -> Result<Value> {
    let Some(t) = time_array(object) else {
        return Err(RuntimeError::new(
            "ferromat:internal",
            "internal error: not a time array",
        ));
    };
    let base = Value::Double(t.seconds.clone());
    if matches!(&rhs, Value::Double(d) if d.shape().dims() == [0, 0]) {
        let kept = crate::index::paren_set(Some(base), subs, rhs)?;
        return Ok(rewrap(object, doubles(kept)?));
    }
    let values = element_seconds(object, &rhs)?;
    let shape = values.shape().clone();
    let mut result = doubles(crate::index::paren_set(
        Some(base),
        subs,
        Value::Double(values),
    )?)?;
    if matches!(object, Object::Datetime(_)) && result.numel() > t.seconds.numel() {
        // Mark the written and the old elements; the rest are the fill.
        let ones = Value::Double(Tensor::filled(t.seconds.shape().clone(), 1.0));
        let written = doubles(crate::index::paren_set(
            Some(ones),
            subs,
            Value::Double(Tensor::filled(shape, 1.0)),
        )?)?;
        let data = result.data_mut();
        for (x, mark) in data.iter_mut().zip(written.data()) {
            if *mark == 0.0 {
                *x = f64::NAN;
            }
        }
    }
    Ok(rewrap(object, result))
}

/// `[a, b]` and `[a; b]` with a datetime or duration operand.
pub fn cat(dim: usize, operands: &[&Value]) -> Result<Value> {
    let Some(Value::Object(first)) = operands.iter().copied().find(|v| is_time_value(v)) else {
        return Err(RuntimeError::new(
            "ferromat:internal",
            "internal error: no time operand",
        ));
    };
    let parts = operands
        .iter()
        .map(|v| element_seconds(first, v).map(Value::Double))
        .collect::<Result<Vec<_>>>()
        .map_err(|_| {
            RuntimeError::new(
                "MATLAB:datetime:cat:InvalidConcatenation",
                format!(
                    "All inputs must be {} arrays or text.",
                    first.class().name()
                ),
            )
        })?;
    let joined = crate::ops::cat(dim, &parts)?;
    Ok(rewrap(first, doubles(joined)?))
}
