//! `isequal` and `isequaln`: whole-value equality of any classes. Sizes must
//! match; numeric, logical and char values compare by value regardless of
//! class; cells and structs compare recursively (struct field order does not
//! matter); a string scalar equals the char row with the same text.
//! `isequal` treats NaN (and `<missing>`) as unequal to itself, `isequaln`
//! as equal.

use num_complex::Complex64;

use crate::builtins::{one, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::{Sparse, StructArray, Value};

/// Every element of a numeric, logical or char value as a complex double.
pub(in crate::builtins) fn numeric_elements(value: &Value) -> Option<Vec<Complex64>> {
    Some(match value {
        Value::ComplexDouble(t) => t.data().to_vec(),
        Value::ComplexSingle(t) => t
            .data()
            .iter()
            .map(|z| Complex64::new(f64::from(z.re), f64::from(z.im)))
            .collect(),
        other => other
            .to_f64_vec()?
            .into_iter()
            .map(|x| Complex64::new(x, 0.0))
            .collect(),
    })
}

fn same_number(a: Complex64, b: Complex64, nan_equal: bool) -> bool {
    let part = |x: f64, y: f64| x == y || (nan_equal && x.is_nan() && y.is_nan());
    part(a.re, b.re) && part(a.im, b.im)
}

/// Integer data of one class compares exactly (int64 beyond 2^53 included).
fn same_integers(a: &Value, b: &Value) -> Option<bool> {
    Some(match (a, b) {
        (Value::Int8(x), Value::Int8(y)) => x.data() == y.data(),
        (Value::Int16(x), Value::Int16(y)) => x.data() == y.data(),
        (Value::Int32(x), Value::Int32(y)) => x.data() == y.data(),
        (Value::Int64(x), Value::Int64(y)) => x.data() == y.data(),
        (Value::UInt8(x), Value::UInt8(y)) => x.data() == y.data(),
        (Value::UInt16(x), Value::UInt16(y)) => x.data() == y.data(),
        (Value::UInt32(x), Value::UInt32(y)) => x.data() == y.data(),
        (Value::UInt64(x), Value::UInt64(y)) => x.data() == y.data(),
        (Value::Logical(x), Value::Logical(y)) => x.data() == y.data(),
        (Value::Char(x), Value::Char(y)) => x.data() == y.data(),
        _ => return None,
    })
}

fn same_structs(a: &StructArray, b: &StructArray, nan_equal: bool) -> bool {
    a.shape == b.shape
        && a.fields.len() == b.fields.len()
        && a.fields.iter().all(|(name, column)| {
            b.fields.get(name).is_some_and(|other| {
                column
                    .iter()
                    .zip(other)
                    .all(|(x, y)| values_equal(x, y, nan_equal))
            })
        })
}

/// The stored entries of column `c` of a sparse matrix: row indices and
/// values as complex doubles (sparse matrices store no zeros).
fn sparse_column(s: &Sparse, c: usize) -> (&[usize], Vec<Complex64>) {
    match s {
        Sparse::Double(m) => {
            let (rows, values) = m.column(c);
            (
                rows,
                values.iter().map(|&x| Complex64::new(x, 0.0)).collect(),
            )
        }
        Sparse::Complex(m) => {
            let (rows, values) = m.column(c);
            (rows, values.to_vec())
        }
        Sparse::Logical(m) => {
            let (rows, values) = m.column(c);
            let one = |b: bool| Complex64::new(f64::from(u8::from(b)), 0.0);
            (rows, values.iter().map(|&b| one(b)).collect())
        }
    }
}

/// Two sparse matrices compare entry by entry, never densified (a
/// 2^31-by-1000 all-zero matrix compares in no time).
fn same_sparse(a: &Sparse, b: &Sparse, nan_equal: bool) -> bool {
    a.rows() == b.rows()
        && a.cols() == b.cols()
        && (0..a.cols()).all(|c| {
            let ((rows_a, values_a), (rows_b, values_b)) =
                (sparse_column(a, c), sparse_column(b, c));
            rows_a == rows_b
                && values_a
                    .iter()
                    .zip(&values_b)
                    .all(|(&p, &q)| same_number(p, q, nan_equal))
        })
}

/// Whether two values are equal in the sense of `isequal` (or `isequaln`
/// when `nan_equal`).
pub fn values_equal(a: &Value, b: &Value, nan_equal: bool) -> bool {
    match (a, b) {
        (Value::String(s), Value::Char(_)) | (Value::Char(_), Value::String(s)) => {
            let (text, string) = if matches!(a, Value::Char(_)) {
                (a, b)
            } else {
                (b, a)
            };
            s.is_scalar()
                && text.shape().rows() <= 1
                && text.as_text().is_some()
                && text.as_text() == string.as_text()
        }
        _ if a.shape() != b.shape() => false,
        (Value::Sparse(x), Value::Sparse(y)) => same_sparse(x, y, nan_equal),
        // Against a full array of the same size, the dense form is no
        // bigger than the array already held.
        (Value::Sparse(x), other) | (other, Value::Sparse(x)) => {
            match crate::builtins::sparse::convert::to_full(x) {
                Ok(full) => values_equal(&full, other, nan_equal),
                Err(_) => false,
            }
        }
        (Value::String(x), Value::String(y)) => {
            x.data().iter().zip(y.data()).all(|(p, q)| match (p, q) {
                (Some(p), Some(q)) => p == q,
                (None, None) => nan_equal,
                _ => false,
            })
        }
        (Value::Cell(x), Value::Cell(y)) => x
            .data()
            .iter()
            .zip(y.data())
            .all(|(p, q)| values_equal(p, q, nan_equal)),
        (Value::Struct(x), Value::Struct(y)) => same_structs(x, y, nan_equal),
        (Value::FunctionHandle(x), Value::FunctionHandle(y)) => x == y,
        // Handles are equal when they are one object; MException values
        // when their contents are (value/object.rs).
        (Value::Object(x), Value::Object(y)) => x == y,
        _ => {
            if let Some(same) = same_integers(a, b) {
                return same;
            }
            match (numeric_elements(a), numeric_elements(b)) {
                (Some(x), Some(y)) => x
                    .iter()
                    .zip(&y)
                    .all(|(&p, &q)| same_number(p, q, nan_equal)),
                _ => false,
            }
        }
    }
}

fn all_equal(args: &[Value], nan_equal: bool) -> Result<Outputs> {
    let first = &args[0];
    one(Value::bool(
        args[1..]
            .iter()
            .all(|other| values_equal(first, other, nan_equal)),
    ))
}

/// `isequal(A, B, ...)`: true when all arguments are equal; NaN differs
/// from NaN.
pub fn isequal(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    all_equal(args, false)
}

/// `isequaln(A, B, ...)`: like `isequal`, but NaN equals NaN.
pub fn isequaln(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    all_equal(args, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::{Shape, Tensor};
    use std::sync::Arc;

    fn equal(a: &Value, b: &Value) -> bool {
        values_equal(a, b, false)
    }

    #[test]
    fn numbers_across_classes() {
        assert!(equal(&Value::scalar(1.0), &Value::Int8(Tensor::scalar(1))));
        assert!(equal(&Value::scalar(97.0), &Value::char_row("a")));
        assert!(equal(
            &Value::bool(true),
            &Value::Single(Tensor::scalar(1.0))
        ));
        assert!(equal(
            &Value::scalar(2.0),
            &Value::ComplexDouble(Tensor::scalar(Complex64::new(2.0, 0.0)))
        ));
        assert!(!equal(
            &Value::row(vec![1.0, 2.0]),
            &Value::matrix(Shape::column(2), vec![1.0, 2.0])
        ));
        assert!(!equal(
            &Value::Int64(Tensor::scalar(i64::MAX)),
            &Value::Int64(Tensor::scalar(i64::MAX - 1))
        ));
        let empty_row = Value::matrix(Shape::row(0), vec![]);
        assert!(!equal(&Value::empty(), &empty_row));
    }

    #[test]
    fn nan_policy() {
        let nan = Value::row(vec![1.0, f64::NAN]);
        assert!(!values_equal(&nan, &nan, false));
        assert!(values_equal(&nan, &nan, true));
        let missing = Value::String(Tensor::scalar(None));
        assert!(!values_equal(&missing, &missing, false));
        assert!(values_equal(&missing, &missing, true));
    }

    #[test]
    fn text_cells_and_structs() {
        assert!(equal(&Value::string("abc"), &Value::char_row("abc")));
        assert!(!equal(&Value::string("abc"), &Value::char_row("abd")));
        let cell = |v: Vec<Value>| Value::Cell(Arc::new(Tensor::row(v)));
        let a = cell(vec![Value::scalar(1.0), Value::char_row("x")]);
        let b = cell(vec![Value::Int8(Tensor::scalar(1)), Value::char_row("x")]);
        assert!(equal(&a, &b));
        assert!(!equal(&a, &cell(vec![Value::scalar(1.0)])));
        let first = Value::Struct(Arc::new(StructArray::scalar([
            ("a".to_string(), Value::scalar(1.0)),
            ("b".to_string(), a.clone()),
        ])));
        let reordered = Value::Struct(Arc::new(StructArray::scalar([
            ("b".to_string(), b),
            ("a".to_string(), Value::scalar(1.0)),
        ])));
        assert!(equal(&first, &reordered));
        let fewer = Value::Struct(Arc::new(StructArray::scalar([(
            "a".to_string(),
            Value::scalar(1.0),
        )])));
        assert!(!equal(&first, &fewer));
    }

    #[test]
    fn builtin_compares_every_argument() {
        let mut interp = Interpreter::new();
        let args = [Value::scalar(1.0), Value::scalar(1.0), Value::scalar(2.0)];
        assert_eq!(
            isequal(&mut interp, &args, 1).unwrap()[0],
            Value::bool(false)
        );
        assert_eq!(
            isequal(&mut interp, &args[..2], 1).unwrap()[0],
            Value::bool(true)
        );
        let nan = [Value::scalar(f64::NAN), Value::scalar(f64::NAN)];
        assert_eq!(
            isequaln(&mut interp, &nan, 1).unwrap()[0],
            Value::bool(true)
        );
    }
}
