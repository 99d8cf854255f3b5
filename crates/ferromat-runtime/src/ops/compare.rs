//! Relational operators (`== ~= < <= > >=`) with implicit expansion; every
//! result is logical. Integers compare exactly against doubles (int64 beyond
//! 2^53 included), complex `<` compares real parts, strings compare text.
//! No arithmetic happens here.

use std::cmp::Ordering;
use std::sync::Arc;

use super::arith::unsupported;
use super::broadcast::zip;
use super::convert::{as_f64, convert, FloatElem};
use super::integer::{compare_mixed, Mixed};
use crate::error::Result;
use crate::value::{Class, Tensor, Value};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CompareOp {
    /// The truth of the operator given how the operands order; `None` means
    /// unordered (a NaN or a missing string), where only `~=` holds.
    fn holds(self, ordering: Option<Ordering>) -> bool {
        match ordering {
            None => self == CompareOp::Ne,
            Some(o) => match self {
                CompareOp::Eq => o == Ordering::Equal,
                CompareOp::Ne => o != Ordering::Equal,
                CompareOp::Lt => o == Ordering::Less,
                CompareOp::Le => o != Ordering::Greater,
                CompareOp::Gt => o == Ordering::Greater,
                CompareOp::Ge => o != Ordering::Less,
            },
        }
    }
}

/// `a op b` element-wise, as a logical array.
pub fn compare(op: CompareOp, symbol: &str, a: &Value, b: &Value) -> Result<Value> {
    for v in [a, b] {
        if matches!(
            v,
            Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_)
        ) {
            return Err(unsupported(symbol, v));
        }
    }
    let result = if matches!(a, Value::String(_)) || matches!(b, Value::String(_)) {
        let x = strings(symbol, a)?;
        let y = strings(symbol, b)?;
        zip(&x, &y, |p, q| {
            let ordering = match (p, q) {
                (Some(p), Some(q)) => Some(p.as_ref().cmp(q.as_ref())),
                _ => None,
            };
            op.holds(ordering)
        })?
    } else if a.is_complex() || b.is_complex() {
        let x = f64::complex_view(a).ok_or_else(|| unsupported(symbol, a))?;
        let y = f64::complex_view(b).ok_or_else(|| unsupported(symbol, b))?;
        zip(&x, &y, |p, q| match op {
            CompareOp::Eq => p == q,
            CompareOp::Ne => p != q,
            _ => op.holds(p.re.partial_cmp(&q.re)),
        })?
    } else if a.class().is_integer() || b.class().is_integer() {
        let x = mixed_view(symbol, a)?;
        let y = mixed_view(symbol, b)?;
        zip(&x, &y, |&p, &q| op.holds(compare_mixed(p, q)))?
    } else {
        // Single compares in double too: single(0.1) == 0.1 is false.
        let x = as_f64(a).ok_or_else(|| unsupported(symbol, a))?;
        let y = as_f64(b).ok_or_else(|| unsupported(symbol, b))?;
        // One loop per operator (IEEE comparisons: NaN is unordered, so
        // only `~=` holds), which the compiler vectorises.
        match op {
            CompareOp::Eq => zip(&x, &y, |p, q| p == q),
            CompareOp::Ne => zip(&x, &y, |p, q| p != q),
            CompareOp::Lt => zip(&x, &y, |p, q| p < q),
            CompareOp::Le => zip(&x, &y, |p, q| p <= q),
            CompareOp::Gt => zip(&x, &y, |p, q| p > q),
            CompareOp::Ge => zip(&x, &y, |p, q| p >= q),
        }?
    };
    Ok(Value::Logical(result))
}

fn strings(symbol: &str, value: &Value) -> Result<Tensor<Option<Arc<str>>>> {
    match convert(value, Class::String) {
        Ok(Value::String(t)) => Ok(t),
        _ => Err(unsupported(symbol, value)),
    }
}

/// Exact element values of a real operand for comparisons involving integers.
fn mixed_view(symbol: &str, value: &Value) -> Result<Tensor<Mixed>> {
    let int = |x: i128| Mixed::Int(x);
    Ok(match value {
        Value::Int8(t) => t.map(|&x| int(x.into())),
        Value::Int16(t) => t.map(|&x| int(x.into())),
        Value::Int32(t) => t.map(|&x| int(x.into())),
        Value::Int64(t) => t.map(|&x| int(x.into())),
        Value::UInt8(t) => t.map(|&x| int(x.into())),
        Value::UInt16(t) => t.map(|&x| int(x.into())),
        Value::UInt32(t) => t.map(|&x| int(x.into())),
        Value::UInt64(t) => t.map(|&x| int(x.into())),
        other => as_f64(other)
            .ok_or_else(|| unsupported(symbol, other))?
            .map(|&x| Mixed::Float(x)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_complex::Complex64;

    fn logical_row(v: &[bool]) -> Value {
        Value::Logical(Tensor::row(v.to_vec()))
    }

    #[test]
    fn doubles_with_nan() {
        let a = Value::row(vec![1.0, f64::NAN, 3.0]);
        let b = Value::scalar(3.0);
        assert_eq!(
            compare(CompareOp::Lt, "<", &a, &b).unwrap(),
            logical_row(&[true, false, false])
        );
        assert_eq!(
            compare(CompareOp::Ne, "~=", &a, &a).unwrap(),
            logical_row(&[false, true, false])
        );
    }

    #[test]
    fn int64_compares_exactly() {
        let big = Value::Int64(Tensor::scalar((1i64 << 53) + 1));
        let d = Value::scalar(9_007_199_254_740_992.0);
        assert_eq!(
            compare(CompareOp::Eq, "==", &big, &d).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            compare(CompareOp::Gt, ">", &big, &d).unwrap(),
            Value::bool(true)
        );
        // Mixed integer classes may be compared.
        let small = Value::Int8(Tensor::scalar(-1));
        let unsigned = Value::UInt8(Tensor::scalar(255));
        assert_eq!(
            compare(CompareOp::Lt, "<", &small, &unsigned).unwrap(),
            Value::bool(true)
        );
    }

    #[test]
    fn single_against_double() {
        let s = Value::Single(Tensor::scalar(0.1f32));
        assert_eq!(
            compare(CompareOp::Eq, "==", &s, &Value::scalar(0.1)).unwrap(),
            Value::bool(false)
        );
    }

    #[test]
    fn complex_equality_and_order() {
        let z = Value::ComplexDouble(Tensor::scalar(Complex64::new(1.0, 2.0)));
        assert_eq!(
            compare(CompareOp::Eq, "==", &z, &Value::scalar(1.0)).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            compare(CompareOp::Lt, "<", &z, &Value::scalar(1.5)).unwrap(),
            Value::bool(true)
        );
    }

    #[test]
    fn chars_and_strings() {
        let a = Value::char_row("abc");
        let b = Value::char_row("abd");
        assert_eq!(
            compare(CompareOp::Eq, "==", &a, &b).unwrap(),
            logical_row(&[true, true, false])
        );
        let s = Value::string("abc");
        assert_eq!(
            compare(CompareOp::Eq, "==", &s, &a).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            compare(CompareOp::Lt, "<", &s, &Value::string("abd")).unwrap(),
            Value::bool(true)
        );
        let cell = Value::Cell(Arc::new(Tensor::scalar(Value::scalar(1.0))));
        let err = compare(CompareOp::Eq, "==", &cell, &a).unwrap_err();
        assert_eq!(
            err.message,
            "Operator '==' is not supported for operands of type 'cell'."
        );
    }
}
