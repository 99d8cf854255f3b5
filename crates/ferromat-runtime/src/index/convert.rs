//! Class rules of indexed assignment: which class `x(i) = v` produces when
//! `x` and `v` differ, and the element conversions (rounding, saturation,
//! char codes) that get both sides to it. No indexing happens here.

use std::sync::Arc;

use num_complex::{Complex32, Complex64};

use super::errors;
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Shape, Tensor, Value};

/// The class of `x` after `x(...) = v`, for real-or-complex numeric, logical,
/// char and string operands, and whether it is complex. MATLAB keeps an
/// integer left side, lets an integer right side convert a float or char
/// left side, prefers single over double, and turns logical into double.
pub(crate) fn assignment_class(base: &Value, rhs: &Value) -> Result<(Class, bool)> {
    let (b, r) = (base.class(), rhs.class());
    let complex = base.is_complex() || rhs.is_complex();
    let class = if b == r {
        b
    } else if b == Class::String || r == Class::String {
        // A string left side converts the right; a double left side parses
        // the strings; anything else cannot hold text.
        match b {
            Class::String => Class::String,
            Class::Double => Class::Double,
            _ => return Err(errors::conversion(b.name(), r.name())),
        }
    } else if b.is_integer() {
        b
    } else if r.is_integer() {
        r
    } else if b == Class::Single || r == Class::Single {
        Class::Single
    } else {
        match (b, r) {
            (Class::Double, _) => Class::Double,
            (Class::Char, _) => Class::Char,
            (Class::Logical, Class::Char) => Class::Char,
            _ => Class::Double,
        }
    };
    if complex && !class.is_float() {
        return Err(errors::conversion(class.name(), "complex"));
    }
    Ok((class, complex))
}

/// `value` converted to `class` (complex when `complex`).
pub(crate) fn convert(value: Value, class: Class, complex: bool) -> Result<Value> {
    if value.class() == class && value.is_complex() == complex {
        return Ok(value);
    }
    let shape = value.shape();
    match (class, complex) {
        (Class::Double, true) => Ok(Value::ComplexDouble(match value {
            Value::ComplexSingle(t) => t.map(|z| Complex64::new(f64::from(z.re), f64::from(z.im))),
            other => Tensor::new(
                shape,
                reals(&other)?
                    .into_iter()
                    .map(|x| Complex64::new(x, 0.0))
                    .collect(),
            ),
        })),
        (Class::Single, true) => Ok(Value::ComplexSingle(match value {
            Value::ComplexDouble(t) => t.map(|z| Complex32::new(z.re as f32, z.im as f32)),
            other => Tensor::new(
                shape,
                reals(&other)?
                    .into_iter()
                    .map(|x| Complex32::new(x as f32, 0.0))
                    .collect(),
            ),
        })),
        (Class::String, _) => to_string_array(&value),
        _ => {
            let data = reals(&value)?;
            from_reals(class, shape, data)
                .ok_or_else(|| errors::conversion(class.name(), value.class().name()))?
        }
    }
}

/// The elements of a real numeric, logical, char or string value as doubles
/// (strings parse as numbers, NaN when they do not).
fn reals(value: &Value) -> Result<Vec<f64>> {
    if let Value::String(t) = value {
        return Ok(t
            .data()
            .iter()
            .map(|s| {
                s.as_deref()
                    .and_then(|s| s.trim().parse::<f64>().ok())
                    .unwrap_or(f64::NAN)
            })
            .collect());
    }
    value
        .to_f64_vec()
        .ok_or_else(|| errors::conversion("double", value.class().name()))
}

fn from_reals(class: Class, shape: Shape, data: Vec<f64>) -> Option<Result<Value>> {
    // `as` rounds toward zero and saturates (NaN to 0); rounding first gives
    // MATLAB's round-half-away-from-zero conversion.
    fn ints<T: Clone>(shape: Shape, data: &[f64], cast: fn(f64) -> T) -> Tensor<T> {
        Tensor::new(shape, data.iter().map(|&x| cast(x.round())).collect())
    }
    Some(Ok(match class {
        Class::Double => Value::Double(Tensor::new(shape, data)),
        Class::Single => {
            Value::Single(Tensor::new(shape, data.iter().map(|&x| x as f32).collect()))
        }
        Class::Int8 => Value::Int8(ints(shape, &data, |x| x as i8)),
        Class::Int16 => Value::Int16(ints(shape, &data, |x| x as i16)),
        Class::Int32 => Value::Int32(ints(shape, &data, |x| x as i32)),
        Class::Int64 => Value::Int64(ints(shape, &data, |x| x as i64)),
        Class::UInt8 => Value::UInt8(ints(shape, &data, |x| x as u8)),
        Class::UInt16 => Value::UInt16(ints(shape, &data, |x| x as u16)),
        Class::UInt32 => Value::UInt32(ints(shape, &data, |x| x as u32)),
        Class::UInt64 => Value::UInt64(ints(shape, &data, |x| x as u64)),
        Class::Char => Value::Char(ints(shape, &data, |x| x as u16)),
        Class::Logical => {
            if data.iter().any(|x| x.is_nan()) {
                return Some(Err(RuntimeError::new(
                    "MATLAB:nologicalnan",
                    "NaN's cannot be converted to logicals.",
                )));
            }
            Value::Logical(Tensor::new(shape, data.iter().map(|&x| x != 0.0).collect()))
        }
        _ => return None,
    }))
}

/// A char row becomes one string, a char matrix one string per row; numbers
/// and logicals become their shortest `%g`-style text.
fn to_string_array(value: &Value) -> Result<Value> {
    let text = |s: String| Some(Arc::<str>::from(s));
    match value {
        Value::String(_) => Ok(value.clone()),
        Value::Char(t) => {
            let shape = t.shape();
            if shape.ndims() != 2 {
                return Err(errors::conversion("string", "char"));
            }
            let (rows, cols) = (shape.rows(), shape.cols());
            let strings = (0..rows)
                .map(|r| {
                    let units: Vec<u16> = (0..cols)
                        .filter_map(|c| t.data().get(r + c * rows).copied())
                        .collect();
                    text(String::from_utf16_lossy(&units))
                })
                .collect::<Vec<_>>();
            Ok(Value::String(Tensor::column(strings)))
        }
        other => {
            let data = other
                .to_f64_vec()
                .ok_or_else(|| errors::conversion("string", other.class().name()))?;
            Ok(Value::String(Tensor::new(
                other.shape(),
                data.into_iter()
                    .map(|x| {
                        if x.is_nan() {
                            None
                        } else {
                            text(short_number(x))
                        }
                    })
                    .collect(),
            )))
        }
    }
}

/// Integers in full, others as `%g` with five significant digits, as
/// `string(pi)` gives `"3.1416"`.
fn short_number(x: f64) -> String {
    if x.is_infinite() {
        return if x > 0.0 { "Inf" } else { "-Inf" }.to_string();
    }
    if x.fract() == 0.0 && x.abs() < 1e15 {
        return format!("{x:.0}");
    }
    let exponent = x.abs().log10().floor() as i32;
    if !(-4..5).contains(&exponent) {
        let text = format!("{x:.4e}");
        let (mantissa, power) = text.split_once('e').unwrap_or((&text, "0"));
        let mantissa = trim_zeros(mantissa);
        let power: i32 = power.parse().unwrap_or(0);
        let sign = if power < 0 { '-' } else { '+' };
        return format!("{mantissa}e{sign}{:02}", power.abs());
    }
    let decimals = (4 - exponent).max(0) as usize;
    trim_zeros(&format!("{x:.decimals$}"))
}

fn trim_zeros(text: &str) -> String {
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text.to_string()
    }
}
