//! Logical operators (`&`, `|`, `~`) and the truth tests the interpreter uses
//! for `if`/`while` conditions and for `&&`/`||`. NaN cannot become a
//! logical; everything else nonzero is true. No short-circuiting here.

use std::borrow::Cow;

use super::arith::unsupported;
use super::broadcast::zip;
use super::convert::{as_f64, nan_to_logical};
use crate::error::{Result, RuntimeError};
use crate::value::{Tensor, Value};

/// The elements of `value` as logicals, for operator `symbol`. Complex
/// elements are true when either part is nonzero.
fn truth_values<'a>(symbol: &str, value: &'a Value) -> Result<Cow<'a, Tensor<bool>>> {
    let checked = |t: Tensor<f64>| -> Result<Tensor<bool>> {
        if t.data().iter().any(|x| x.is_nan()) {
            return Err(nan_to_logical());
        }
        Ok(t.map_elements(|&x| x != 0.0))
    };
    match value {
        Value::Logical(t) => Ok(Cow::Borrowed(t)),
        Value::ComplexDouble(t) => {
            if t.data().iter().any(|z| z.re.is_nan() || z.im.is_nan()) {
                return Err(nan_to_logical());
            }
            Ok(Cow::Owned(t.map(|z| z.re != 0.0 || z.im != 0.0)))
        }
        Value::ComplexSingle(t) => {
            if t.data().iter().any(|z| z.re.is_nan() || z.im.is_nan()) {
                return Err(nan_to_logical());
            }
            Ok(Cow::Owned(t.map(|z| z.re != 0.0 || z.im != 0.0)))
        }
        other => match as_f64(other) {
            Some(t) => checked(t.into_owned()).map(Cow::Owned),
            None => Err(unsupported(symbol, other)),
        },
    }
}

/// `a & b` (`is_and`) or `a | b`, element-wise with implicit expansion.
pub fn and_or(is_and: bool, symbol: &str, a: &Value, b: &Value) -> Result<Value> {
    let x = truth_values(symbol, a)?;
    let y = truth_values(symbol, b)?;
    let result = if is_and {
        zip(&x, &y, |&p, &q| p && q)?
    } else {
        zip(&x, &y, |&p, &q| p || q)?
    };
    Ok(Value::Logical(result))
}

/// `~a`.
pub fn not(value: &Value) -> Result<Value> {
    let x = truth_values("~", value)?;
    Ok(Value::Logical(x.map_elements(|&p| !p)))
}

/// The operand of `&&` or `||` as one logical.
pub fn to_logical_scalar(value: &Value) -> Result<bool> {
    let not_scalar = || {
        RuntimeError::new(
            "MATLAB:nonLogicalConditional",
            "Operands to the || and && operators must be convertible to logical scalar values.",
        )
    };
    if !value.is_scalar() {
        return Err(not_scalar());
    }
    match value {
        Value::String(_) | Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_) => {
            Err(not_scalar())
        }
        // A 1x1 sparse operand is tested as its full value.
        Value::Sparse(s) => to_logical_scalar(&crate::builtins::sparse::convert::to_full(s)?),
        other => {
            let t = truth_values("&&", other)?;
            Ok(t.first().copied().unwrap_or(false))
        }
    }
}

/// Whether an `if`/`while` condition holds: non-empty and every element
/// nonzero. Complex conditions test the real part, as the `if` reference
/// speaks of "logical or real numeric" elements.
pub fn is_true(value: &Value) -> Result<bool> {
    let conversion = |class: &str| {
        RuntimeError::new(
            "MATLAB:invalidConversion",
            format!("Conversion to logical from {class} is not possible."),
        )
    };
    match value {
        Value::Sparse(s) => crate::builtins::sparse::structure::is_true(s),
        Value::Logical(t) => Ok(!t.is_empty() && t.data().iter().all(|&b| b)),
        Value::Double(t) => all_nonzero(t.data().iter().copied()),
        Value::ComplexDouble(t) => all_nonzero(t.data().iter().map(|z| z.re)),
        Value::ComplexSingle(t) => all_nonzero(t.data().iter().map(|z| f64::from(z.re))),
        Value::String(_) | Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_) => {
            Err(conversion(value.class().name()))
        }
        other => match as_f64(other) {
            Some(t) => all_nonzero(t.data().iter().copied()),
            None => Err(conversion(other.class().name())),
        },
    }
}

fn all_nonzero(mut elements: impl Iterator<Item = f64>) -> Result<bool> {
    let mut any = false;
    let mut all = true;
    for x in elements.by_ref() {
        if x.is_nan() {
            return Err(nan_to_logical());
        }
        any = true;
        if x == 0.0 {
            all = false;
        }
    }
    Ok(any && all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn and_or_not_broadcast() {
        let a = Value::row(vec![0.0, 1.0, 2.0]);
        let b = Value::scalar(1.0);
        assert_eq!(
            and_or(true, "&", &a, &b).unwrap(),
            Value::Logical(Tensor::row(vec![false, true, true]))
        );
        assert_eq!(
            and_or(false, "|", &a, &Value::bool(false)).unwrap(),
            Value::Logical(Tensor::row(vec![false, true, true]))
        );
        assert_eq!(
            not(&a).unwrap(),
            Value::Logical(Tensor::row(vec![true, false, false]))
        );
    }

    #[test]
    fn nan_is_an_error() {
        let nan = Value::scalar(f64::NAN);
        assert_eq!(
            not(&nan).unwrap_err().message,
            "NaN's cannot be converted to logicals."
        );
        assert!(is_true(&nan).is_err());
        assert!(and_or(true, "&", &nan, &Value::scalar(1.0)).is_err());
    }

    #[test]
    fn conditions() {
        assert!(!is_true(&Value::empty()).unwrap());
        assert!(is_true(&Value::row(vec![1.0, 2.0])).unwrap());
        assert!(!is_true(&Value::row(vec![1.0, 0.0])).unwrap());
        assert!(is_true(&Value::char_row("a")).unwrap());
        assert!(is_true(&Value::Int8(Tensor::scalar(-1))).unwrap());
        let cell = Value::Cell(std::sync::Arc::new(Tensor::scalar(Value::scalar(1.0))));
        assert_eq!(
            is_true(&cell).unwrap_err().message,
            "Conversion to logical from cell is not possible."
        );
    }

    #[test]
    fn short_circuit_operands() {
        assert!(to_logical_scalar(&Value::scalar(2.0)).unwrap());
        assert!(!to_logical_scalar(&Value::bool(false)).unwrap());
        let err = to_logical_scalar(&Value::row(vec![1.0, 1.0])).unwrap_err();
        assert_eq!(
            err.message,
            "Operands to the || and && operators must be convertible to logical scalar values."
        );
        assert!(to_logical_scalar(&Value::empty()).is_err());
    }
}
