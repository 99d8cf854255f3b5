//! Conversions every builtin family shares: reading a text flag, a scalar
//! number or an integer out of an argument, with MATLAB-style errors.
//! Family-specific argument grammars (like `max`'s) live in their own files.

use crate::error::{Result, RuntimeError};
use crate::value::Value;

/// The text of a char row or string scalar argument.
pub fn text(value: &Value, function: &str) -> Result<String> {
    value.as_text().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:mustBeText"),
            "Input must be a character vector or string scalar.",
        )
    })
}

/// A real numeric, logical or char scalar as a double.
pub fn scalar(value: &Value, function: &str) -> Result<f64> {
    value.as_f64().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:mustBeScalar"),
            "Input must be a real numeric scalar.",
        )
    })
}

/// A non-negative integer-valued scalar, as used for sizes and counts.
pub fn count(value: &Value, function: &str) -> Result<usize> {
    let x = scalar(value, function)?;
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x < 2f64.powi(63) {
        Ok(x as usize)
    } else {
        Err(RuntimeError::new(
            format!("MATLAB:{function}:mustBeNonnegativeInteger"),
            "Input must be a nonnegative integer scalar.",
        ))
    }
}
