//! Matrix operators: `*` (blocked column-major product), `\` and `/` (LU with
//! partial pivoting for square systems, Householder QR least squares
//! otherwise) and `^` (integer powers of square matrices). Scalar operands
//! fall back to the element-wise operators; nothing here broadcasts.

use std::ops::{Add, Div, Mul, Sub};

use num_complex::Complex64;

use super::arith::{self, domain, unsupported, ArithOp, Domain};
use super::convert::{convert, simplify_complex, FloatElem};
use super::transpose::transpose;
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Shape, Tensor, Value};

/// Element types the dense linear algebra runs on: `f64` and `Complex64`
/// (single precision is computed in double and rounded at the end).
pub trait Field:
    Copy
    + PartialEq
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Send
    + Sync
    + 'static
{
    fn zero() -> Self;
    fn one() -> Self;
    fn from_real(x: f64) -> Self;
    fn magnitude(self) -> f64;
    fn conj(self) -> Self;
}

impl Field for f64 {
    fn zero() -> f64 {
        0.0
    }
    fn one() -> f64 {
        1.0
    }
    fn from_real(x: f64) -> f64 {
        x
    }
    fn magnitude(self) -> f64 {
        self.abs()
    }
    fn conj(self) -> f64 {
        self
    }
}

impl Field for Complex64 {
    fn zero() -> Complex64 {
        Complex64::new(0.0, 0.0)
    }
    fn one() -> Complex64 {
        Complex64::new(1.0, 0.0)
    }
    fn from_real(x: f64) -> Complex64 {
        Complex64::new(x, 0.0)
    }
    fn magnitude(self) -> f64 {
        self.norm()
    }
    fn conj(self) -> Complex64 {
        Complex64::conj(&self)
    }
}

/// A dense column-major matrix.
#[derive(Clone, Debug, PartialEq)]
pub struct Dense<T> {
    pub rows: usize,
    pub cols: usize,
    pub data: Vec<T>,
}

/// `C = A * B`, blocked so a panel of `A` stays in cache while it is reused
/// for every column of `B`; four columns of `C` are updated per pass over a
/// column of `A`, and the innermost loop is contiguous so it vectorizes.
pub fn gemm<T: Field>(a: &Dense<T>, b: &Dense<T>) -> Dense<T> {
    const ROW_BLOCK: usize = 256;
    const INNER_BLOCK: usize = 128;
    let (m, n, p) = (a.rows, a.cols, b.cols);
    let mut c = vec![T::zero(); m * p];
    if m == 0 {
        return Dense {
            rows: m,
            cols: p,
            data: c,
        };
    }
    for i0 in (0..m).step_by(ROW_BLOCK) {
        let i1 = (i0 + ROW_BLOCK).min(m);
        for k0 in (0..n).step_by(INNER_BLOCK) {
            let k1 = (k0 + INNER_BLOCK).min(n);
            for (group, c_cols) in c.chunks_mut(4 * m).enumerate() {
                let j0 = group * 4;
                let mut columns: Vec<&mut [T]> =
                    c_cols.chunks_mut(m).map(|col| &mut col[i0..i1]).collect();
                if let [c0, c1, c2, c3] = columns.as_mut_slice() {
                    for k in k0..k1 {
                        let a_col = &a.data[k * m + i0..k * m + i1];
                        let f0 = b.data[k + j0 * n];
                        let f1 = b.data[k + (j0 + 1) * n];
                        let f2 = b.data[k + (j0 + 2) * n];
                        let f3 = b.data[k + (j0 + 3) * n];
                        let lanes = c0
                            .iter_mut()
                            .zip(c1.iter_mut())
                            .zip(c2.iter_mut())
                            .zip(c3.iter_mut())
                            .zip(a_col);
                        for ((((x0, x1), x2), x3), &ai) in lanes {
                            *x0 = *x0 + ai * f0;
                            *x1 = *x1 + ai * f1;
                            *x2 = *x2 + ai * f2;
                            *x3 = *x3 + ai * f3;
                        }
                    }
                } else {
                    for (offset, c_col) in columns.iter_mut().enumerate() {
                        for k in k0..k1 {
                            let factor = b.data[k + (j0 + offset) * n];
                            let a_col = &a.data[k * m + i0..k * m + i1];
                            for (ci, &ai) in c_col.iter_mut().zip(a_col) {
                                *ci = *ci + ai * factor;
                            }
                        }
                    }
                }
            }
        }
    }
    Dense {
        rows: m,
        cols: p,
        data: c,
    }
}

/// Solves the square system `A X = B` by LU with partial pivoting. A
/// singular matrix yields Inf/NaN entries, as MATLAB's result does.
pub fn lu_solve<T: Field>(a: &Dense<T>, b: &Dense<T>) -> Dense<T> {
    let n = a.rows;
    let mut lu = a.data.clone();
    let mut x = b.data.clone();
    let p = b.cols;
    for k in 0..n {
        let pivot = (k..n)
            .max_by(|&i, &j| {
                lu[i + k * n]
                    .magnitude()
                    .partial_cmp(&lu[j + k * n].magnitude())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .unwrap_or(k);
        if pivot != k {
            for j in 0..n {
                lu.swap(k + j * n, pivot + j * n);
            }
            for j in 0..p {
                x.swap(k + j * n, pivot + j * n);
            }
        }
        let diagonal = lu[k + k * n];
        for i in k + 1..n {
            lu[i + k * n] = lu[i + k * n] / diagonal;
        }
        for j in k + 1..n {
            let factor = lu[k + j * n];
            if factor == T::zero() {
                continue;
            }
            for i in k + 1..n {
                lu[i + j * n] = lu[i + j * n] - lu[i + k * n] * factor;
            }
        }
    }
    for j in 0..p {
        let column = &mut x[j * n..(j + 1) * n];
        for k in 0..n {
            let value = column[k];
            for i in k + 1..n {
                column[i] = column[i] - lu[i + k * n] * value;
            }
        }
        for k in (0..n).rev() {
            column[k] = column[k] / lu[k + k * n];
            let value = column[k];
            for i in 0..k {
                column[i] = column[i] - lu[i + k * n] * value;
            }
        }
    }
    Dense {
        rows: n,
        cols: p,
        data: x,
    }
}

/// Least-squares (m > n) or basic (m < n) solution of `A X = B` by
/// Householder QR without column pivoting.
pub fn qr_solve<T: Field>(a: &Dense<T>, b: &Dense<T>) -> Dense<T> {
    let (m, n, p) = (a.rows, a.cols, b.cols);
    let mut r = a.data.clone();
    let mut qtb = b.data.clone();
    let steps = m.min(n);
    for k in 0..steps {
        let norm = (k..m)
            .map(|i| r[i + k * m].magnitude().powi(2))
            .sum::<f64>()
            .sqrt();
        if norm == 0.0 {
            continue;
        }
        let head = r[k + k * m];
        let phase = if head.magnitude() == 0.0 {
            T::one()
        } else {
            head / T::from_real(head.magnitude())
        };
        // alpha = -phase * norm avoids cancellation in v = x - alpha e1.
        let alpha = T::zero() - phase * T::from_real(norm);
        let mut v: Vec<T> = (k..m).map(|i| r[i + k * m]).collect();
        v[0] = v[0] - alpha;
        let v_norm = v.iter().map(|x| x.magnitude().powi(2)).sum::<f64>().sqrt();
        if v_norm == 0.0 {
            continue;
        }
        for x in &mut v {
            *x = *x / T::from_real(v_norm);
        }
        let reflect = |column: &mut [T]| {
            let dot = v
                .iter()
                .zip(column.iter())
                .fold(T::zero(), |acc, (&vi, &ci)| acc + vi.conj() * ci);
            let scaled = dot * T::from_real(2.0);
            for (ci, &vi) in column.iter_mut().zip(&v) {
                *ci = *ci - vi * scaled;
            }
        };
        for j in k..n {
            reflect(&mut r[j * m + k..(j + 1) * m]);
        }
        for j in 0..p {
            reflect(&mut qtb[j * m + k..(j + 1) * m]);
        }
    }
    let mut x = vec![T::zero(); n * p];
    for j in 0..p {
        for k in (0..steps).rev() {
            let mut sum = qtb[k + j * m];
            for i in k + 1..steps {
                sum = sum - r[k + i * m] * x[i + j * n];
            }
            x[k + j * n] = sum / r[k + k * m];
        }
    }
    Dense {
        rows: n,
        cols: p,
        data: x,
    }
}

/// The operands of a matrix operator as dense matrices of one field, and
/// whether the result is single precision.
enum Operands {
    Real(Dense<f64>, Dense<f64>),
    Complex(Dense<Complex64>, Dense<Complex64>),
}

fn dense_operands(symbol: &str, a: &Value, b: &Value) -> Result<(Operands, bool)> {
    let d = domain(symbol, a, b)?;
    if let Domain::Integer(_) = d {
        return Err(RuntimeError::new(
            "MATLAB:mtimes:integerNotSupported",
            "Integer matrix operations require at least one scalar argument. Use the element-wise operator instead.",
        ));
    }
    for v in [a, b] {
        if v.shape().ndims() > 2 {
            return Err(RuntimeError::new(
                "MATLAB:mtimes:inputsMustBe2D",
                "Arguments must be 2-D, or at least one argument must be scalar. Use TIMES (.*) for elementwise multiplication.",
            ));
        }
    }
    let single = matches!(d, Domain::Single | Domain::ComplexSingle);
    let dense = |v: &Value| -> Result<Dense<f64>> {
        let t = f64::real_view(v).ok_or_else(|| unsupported(symbol, v))?;
        Ok(Dense {
            rows: t.shape().rows(),
            cols: t.shape().cols(),
            data: t.data().to_vec(),
        })
    };
    let dense_complex = |v: &Value| -> Result<Dense<Complex64>> {
        let t = f64::complex_view(v).ok_or_else(|| unsupported(symbol, v))?;
        Ok(Dense {
            rows: t.shape().rows(),
            cols: t.shape().cols(),
            data: t.data().to_vec(),
        })
    };
    let operands = if matches!(d, Domain::ComplexDouble | Domain::ComplexSingle) {
        Operands::Complex(dense_complex(a)?, dense_complex(b)?)
    } else {
        Operands::Real(dense(a)?, dense(b)?)
    };
    Ok((operands, single))
}

fn finish_real(m: Dense<f64>, single: bool) -> Result<Value> {
    let v = Value::Double(Tensor::new(Shape::matrix(m.rows, m.cols), m.data));
    if single {
        convert(&v, Class::Single)
    } else {
        Ok(v)
    }
}

fn finish_complex(m: Dense<Complex64>, single: bool) -> Result<Value> {
    let v = simplify_complex(Tensor::new(Shape::matrix(m.rows, m.cols), m.data));
    if single {
        convert(&v, Class::Single)
    } else {
        Ok(v)
    }
}

/// `a * b`.
pub fn mtimes(a: &Value, b: &Value) -> Result<Value> {
    if a.is_scalar() || b.is_scalar() {
        return arith::elementwise(ArithOp::Mul, "*", a, b);
    }
    let (operands, single) = dense_operands("*", a, b)?;
    let inner_mismatch = || {
        RuntimeError::new(
            "MATLAB:innerdim",
            "Incorrect dimensions for matrix multiplication. Check that the number of columns in the first matrix matches the number of rows in the second matrix. To operate on each element of the matrix individually, use TIMES (.*) for elementwise multiplication.",
        )
    };
    match operands {
        Operands::Real(x, y) => {
            if x.cols != y.rows {
                return Err(inner_mismatch());
            }
            finish_real(gemm(&x, &y), single)
        }
        Operands::Complex(x, y) => {
            if x.cols != y.rows {
                return Err(inner_mismatch());
            }
            finish_complex(gemm(&x, &y), single)
        }
    }
}

fn dimensions_must_agree() -> RuntimeError {
    RuntimeError::new("MATLAB:dimagree", "Matrix dimensions must agree.")
}

fn solve<T: Field>(a: &Dense<T>, b: &Dense<T>) -> Result<Dense<T>> {
    if a.rows != b.rows {
        return Err(dimensions_must_agree());
    }
    if a.rows == 0 || a.cols == 0 || b.cols == 0 {
        return Ok(Dense {
            rows: a.cols,
            cols: b.cols,
            data: vec![T::zero(); a.cols * b.cols],
        });
    }
    Ok(if a.rows == a.cols {
        lu_solve(a, b)
    } else {
        qr_solve(a, b)
    })
}

/// `a \ b`: the solution of `a * x = b`.
pub fn mldivide(a: &Value, b: &Value) -> Result<Value> {
    if a.is_scalar() {
        return arith::elementwise(ArithOp::Div, "\\", b, a);
    }
    let (operands, single) = dense_operands("\\", a, b)?;
    match operands {
        Operands::Real(x, y) => finish_real(solve(&x, &y)?, single),
        Operands::Complex(x, y) => finish_complex(solve(&x, &y)?, single),
    }
}

/// `a / b`: the solution of `x * b = a`, computed as `(b.' \ a.').'`.
pub fn mrdivide(a: &Value, b: &Value) -> Result<Value> {
    if b.is_scalar() {
        return arith::elementwise(ArithOp::Div, "/", a, b);
    }
    if a.shape().ndims() == 2 && b.shape().ndims() == 2 && a.shape().cols() != b.shape().cols() {
        return Err(dimensions_must_agree());
    }
    transpose(&mldivide(&transpose(b)?, &transpose(a)?)?)
}

/// `a ^ b`: scalar powers, and integer powers of square matrices.
pub fn mpower(a: &Value, b: &Value) -> Result<Value> {
    if a.is_scalar() && b.is_scalar() {
        return arith::elementwise(ArithOp::Pow, "^", a, b);
    }
    let shape = a.shape();
    let square = shape.ndims() == 2 && shape.rows() == shape.cols();
    if !b.is_scalar() || !square {
        return Err(RuntimeError::new(
            "MATLAB:mpower:notScalarAndSquareMatrix",
            "Inputs must be a scalar and a square matrix. To operate on each element of the matrix individually, use POWER (.^) for elementwise power.",
        ));
    }
    let exponent = match b {
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => None,
        other => other.as_f64(),
    };
    let Some(exponent) = exponent.filter(|e| e.fract() == 0.0 && e.is_finite()) else {
        return Err(RuntimeError::new(
            "ferromat:mpower:nonIntegerExponent",
            "Matrix powers with non-integer or complex exponents are not supported.",
        ));
    };
    let n = shape.rows();
    let identity = {
        let mut data = vec![0.0; n * n];
        for i in 0..n {
            data[i + i * n] = 1.0;
        }
        Value::Double(Tensor::new(Shape::matrix(n, n), data))
    };
    let mut base = if exponent < 0.0 {
        mldivide(a, &identity)?
    } else {
        a.clone()
    };
    let mut remaining = exponent.abs() as u64;
    let mut result: Option<Value> = None;
    while remaining > 0 {
        if remaining & 1 == 1 {
            result = Some(match result {
                Some(r) => mtimes(&r, &base)?,
                None => base.clone(),
            });
        }
        remaining >>= 1;
        if remaining > 0 {
            base = mtimes(&base, &base)?;
        }
    }
    match result {
        Some(r) => Ok(r),
        // A^0 is the identity in the class of A.
        None => convert(&identity, a.class()),
    }
}
