//! Diagonals and triangles: diag tril triu, and the structure predicates
//! issquare isdiag istril istriu isbanded. Building and extracting go
//! through the family gather (`gather.rs`); the predicates read only which
//! elements are nonzero (`nonzero_mask`), never their values otherwise.

use super::super::{args, one, Outputs};
use super::gather::{gather_value, gather_with_fill, zero_like};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// An integer diagonal offset `k`.
fn offset_arg(value: Option<&Value>, function: &str) -> Result<i64> {
    let Some(value) = value else { return Ok(0) };
    match value.as_f64() {
        Some(x) if x.is_finite() && x.fract() == 0.0 && x.abs() < 2f64.powi(53) => Ok(x as i64),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:kthDiagInputNotInteger"),
            "K-th diagonal input must be an integer scalar.",
        )),
    }
}

fn require_2d(value: &Value, function: &str) -> Result<(usize, usize)> {
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:firstInputMustBe2D"),
            "First input must be 2-D.",
        ));
    }
    Ok((shape.rows(), shape.cols()))
}

/// `diag(v, k)` builds a square matrix with v on diagonal k; `diag(A, k)`
/// extracts diagonal k of a matrix as a column.
pub fn diag(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let k = offset_arg(args.get(1), "diag")?;
    let (rows, cols) = require_2d(value, "diag")?;
    if rows == 1 || cols == 1 {
        let n = value.numel();
        let size = n.checked_add(k.unsigned_abs() as usize).ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:pmaxsize",
                "Maximum variable size allowed by the program is exceeded.",
            )
        })?;
        args::check_allocation_dims(&[size, size], 8)?;
        let mut sources = vec![None; size * size];
        for i in 0..n {
            let (r, c) = if k >= 0 {
                (i, i + k as usize)
            } else {
                (i + k.unsigned_abs() as usize, i)
            };
            sources[r + c * size] = Some(i);
        }
        let zero = zero_like(value, "diag")?;
        return one(gather_with_fill(
            value,
            &zero,
            Shape::matrix(size, size),
            &sources,
        )?);
    }
    let (first_row, first_col) = if k >= 0 {
        (0usize, k as usize)
    } else {
        (k.unsigned_abs() as usize, 0usize)
    };
    let length = rows
        .saturating_sub(first_row)
        .min(cols.saturating_sub(first_col));
    let sources = (0..length)
        .map(|i| (first_row + i) + (first_col + i) * rows)
        .collect();
    one(gather_value(value, Shape::column(length), sources)?)
}

/// Keeps elements with `keep(j - i)` and zeroes the others.
fn triangle(args: &[Value], function: &str, keep: impl Fn(i64, i64) -> bool) -> Result<Outputs> {
    let value = &args[0];
    let k = offset_arg(args.get(1), function)?;
    let (rows, cols) = require_2d(value, function)?;
    let zero = zero_like(value, function)?;
    let mut sources = Vec::with_capacity(rows * cols);
    for j in 0..cols {
        for i in 0..rows {
            let linear = i + j * rows;
            sources.push(keep(j as i64 - i as i64, k).then_some(linear));
        }
    }
    one(gather_with_fill(value, &zero, value.shape(), &sources)?)
}

/// `tril(A, k)`: elements on and below diagonal k.
pub fn tril(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    triangle(args, "tril", |offset, k| offset <= k)
}

/// `triu(A, k)`: elements on and above diagonal k.
pub fn triu(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    triangle(args, "triu", |offset, k| offset >= k)
}

/// Whether each element is nonzero, for numeric, logical and char arrays.
pub fn nonzero_mask(value: &Value, function: &str) -> Result<Vec<bool>> {
    match value {
        Value::ComplexDouble(t) => Ok(t
            .data()
            .iter()
            .map(|z| z.re != 0.0 || z.im != 0.0)
            .collect()),
        Value::ComplexSingle(t) => Ok(t
            .data()
            .iter()
            .map(|z| z.re != 0.0 || z.im != 0.0)
            .collect()),
        Value::Logical(t) => Ok(t.data().to_vec()),
        other => other
            .to_f64_vec()
            .map(|data| data.iter().map(|&x| x != 0.0).collect())
            .ok_or_else(|| {
                RuntimeError::new(
                    format!("MATLAB:{function}:invalidInputType"),
                    "Input must be a numeric or logical array.",
                )
            }),
    }
}

/// Whether every nonzero element (i, j) of a matrix satisfies
/// `-lower <= j - i <= upper`; false for N-d arrays.
fn banded(value: &Value, function: &str, lower: f64, upper: f64) -> Result<bool> {
    let mask = nonzero_mask(value, function)?;
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Ok(false);
    }
    let rows = shape.rows();
    Ok(mask.iter().enumerate().all(|(index, &nonzero)| {
        let offset = (index / rows.max(1)) as f64 - (index % rows.max(1)) as f64;
        !nonzero || (offset <= upper && -offset <= lower)
    }))
}

pub fn isdiag(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(banded(&args[0], "isdiag", 0.0, 0.0)?))
}

pub fn istril(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(banded(&args[0], "istril", f64::INFINITY, 0.0)?))
}

pub fn istriu(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(banded(&args[0], "istriu", 0.0, f64::INFINITY)?))
}

/// `isbanded(A, lower, upper)`: nonzeros only within the band.
pub fn isbanded(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let bandwidth = |value: &Value| match value.as_f64() {
        Some(x) if x >= 0.0 && (x.fract() == 0.0 || x.is_infinite()) => Ok(x),
        _ => Err(RuntimeError::new(
            "MATLAB:isbanded:invalidBandwidth",
            "Lower and upper bandwidths must be nonnegative integer scalars.",
        )),
    };
    let lower = bandwidth(&args[1])?;
    let upper = bandwidth(&args[2])?;
    one(Value::bool(banded(&args[0], "isbanded", lower, upper)?))
}

/// `issquare(A)`: a 2-D array with as many rows as columns.
pub fn issquare(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let shape = args[0].shape();
    one(Value::bool(
        shape.ndims() == 2 && shape.rows() == shape.cols(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: super::super::super::BuiltinFn, args: &[Value]) -> Value {
        f(&mut Interpreter::new(), args, 1).unwrap()[0].clone()
    }

    #[test]
    fn diag_builds_and_extracts() {
        let v = Value::row(vec![1.0, 2.0]);
        let m = call(diag, &[v.clone(), Value::scalar(1.0)]);
        assert_eq!(m.shape().dims(), &[3, 3]);
        assert_eq!(
            m.to_f64_vec().unwrap(),
            vec![0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 2.0, 0.0]
        );
        let back = call(diag, &[m, Value::scalar(1.0)]);
        assert_eq!(back.to_f64_vec().unwrap(), vec![1.0, 2.0]);
        assert_eq!(back.shape().dims(), &[2, 1]);
        let a = Value::matrix(Shape::matrix(2, 3), (1..=6).map(f64::from).collect());
        assert_eq!(
            call(diag, &[a.clone(), Value::scalar(-1.0)])
                .to_f64_vec()
                .unwrap(),
            vec![2.0]
        );
        assert_eq!(call(diag, &[a, Value::scalar(5.0)]).shape().dims(), &[0, 1]);
    }

    #[test]
    fn triangles_and_predicates() {
        let a = Value::matrix(Shape::matrix(2, 2), vec![1.0, 3.0, 2.0, 4.0]);
        let lower = call(tril, std::slice::from_ref(&a));
        assert_eq!(lower.to_f64_vec().unwrap(), vec![1.0, 3.0, 0.0, 4.0]);
        assert_eq!(
            call(istril, std::slice::from_ref(&lower)),
            Value::bool(true)
        );
        assert_eq!(call(istriu, &[lower]), Value::bool(false));
        let upper = call(triu, &[a.clone(), Value::scalar(1.0)]);
        assert_eq!(upper.to_f64_vec().unwrap(), vec![0.0, 0.0, 2.0, 0.0]);
        assert_eq!(call(isdiag, std::slice::from_ref(&a)), Value::bool(false));
        assert_eq!(
            call(isbanded, &[a, Value::scalar(1.0), Value::scalar(1.0)]),
            Value::bool(true)
        );
    }
}
