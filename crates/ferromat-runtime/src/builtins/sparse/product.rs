//! Matrix products with a sparse operand: sparse*sparse is sparse
//! (Gustavson's row-merge by columns), sparse*full and full*sparse are full
//! (a compressed-column matrix-vector product per right-side column), a
//! scalar factor keeps the other operand's storage. `kron` of sparse
//! operands is sparse. Result sizes a user controls are checked first.

use std::borrow::Cow;

use ferromat_kernels::sparse_product::{dense_times_sparse, sparse_times_dense, ProductElement};
use ferromat_kernels::Parallelism;
use num_complex::Complex64;

use super::convert::{full_value, sparse_value, to_sparse};
use super::elementwise;
use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::ops;
use crate::value::{Csc, Shape, Sparse, SparseElement, Tensor, Value};
use ferromat_syntax::BinOp;

fn inner_mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:innerdim",
        "Incorrect dimensions for matrix multiplication. Check that the number of columns in the first matrix matches the number of rows in the second matrix. To operate on each element of the matrix individually, use TIMES (.*) for elementwise multiplication.",
    )
}

/// An element type of the product kernels.
pub(super) trait Ring:
    SparseElement + ProductElement + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self>
{
}
impl Ring for f64 {}
impl Ring for Complex64 {}

/// `a * b` for sparse `a` and `b` (Gustavson: column j of the product is
/// the sum of a's columns weighted by b's column j).
fn spgemm<T: Ring>(a: &Csc<T>, b: &Csc<T>) -> Csc<T> {
    let rows = a.rows();
    let mut accumulator = vec![T::ZERO; rows];
    let mut mark = vec![usize::MAX; rows];
    let mut touched: Vec<usize> = Vec::new();
    let mut col_ptr = Vec::with_capacity(b.cols() + 1);
    let mut row_idx = Vec::new();
    let mut values = Vec::new();
    col_ptr.push(0);
    for j in 0..b.cols() {
        touched.clear();
        let (b_rows, b_values) = b.column(j);
        for (&k, &bkj) in b_rows.iter().zip(b_values) {
            let (a_rows, a_values) = a.column(k);
            for (&i, &aik) in a_rows.iter().zip(a_values) {
                if mark[i] != j {
                    mark[i] = j;
                    accumulator[i] = T::ZERO;
                    touched.push(i);
                }
                accumulator[i] = accumulator[i] + aik * bkj;
            }
        }
        touched.sort_unstable();
        for &i in &touched {
            let v = accumulator[i];
            if !v.is_zero() {
                row_idx.push(i);
                values.push(v);
            }
        }
        col_ptr.push(values.len());
    }
    Csc::from_parts(rows, b.cols(), col_ptr, row_idx, values)
}

/// `S * X` for full column-major `x` (`S.cols()` x `k`): full result, on
/// the kernels' (parallel, order-keeping) product.
pub(super) fn sparse_times_full<T: Ring>(s: &Csc<T>, x: &[T], k: usize) -> Vec<T> {
    sparse_times_dense(s.view(), x, k, Parallelism::Auto)
}

/// Full double or complex data of a full operand (borrowed when it already
/// is double or complex), or `None` for other classes.
enum FullData<'a> {
    Real(Cow<'a, [f64]>),
    Complex(&'a [Complex64]),
}

fn full_data(v: &Value) -> Option<FullData<'_>> {
    match v {
        Value::Double(t) => Some(FullData::Real(Cow::Borrowed(t.data()))),
        Value::Logical(_) => v.to_f64_vec().map(|d| FullData::Real(Cow::Owned(d))),
        Value::ComplexDouble(t) => Some(FullData::Complex(t.data())),
        _ => None,
    }
}

fn as_complex(d: &[f64]) -> Vec<Complex64> {
    d.iter().map(|&v| Complex64::new(v, 0.0)).collect()
}

/// `a * b` with at least one sparse operand.
pub fn mtimes(a: &Value, b: &Value) -> Result<Value> {
    if a.is_scalar() || b.is_scalar() {
        // A scalar factor: element-wise, sparse stays sparse.
        return elementwise::binary(BinOp::Mul, a, b);
    }
    let (sa, sb) = (a.shape(), b.shape());
    if sa.ndims() > 2 || sb.ndims() > 2 || sa.cols() != sb.rows() {
        return Err(inner_mismatch());
    }
    match (a, b) {
        (Value::Sparse(x), Value::Sparse(y)) => {
            let s = if x.is_complex() || y.is_complex() {
                Sparse::from_complex(spgemm(&x.complex(), &y.complex()))
            } else {
                match (x.real(), y.real()) {
                    (Some(p), Some(q)) => Sparse::Double(spgemm(&p, &q)),
                    _ => return Err(inner_mismatch()),
                }
            };
            Ok(sparse_value(s))
        }
        (Value::Sparse(x), other) => {
            let k = sb.cols();
            check_allocation_dims(&[sa.rows(), k], 16)?;
            let out_shape = Shape::matrix(sa.rows(), k);
            let product = |s: &Csc<Complex64>, d: &[Complex64]| {
                complex_result(out_shape.clone(), sparse_times_full(s, d, k))
            };
            match (x.real(), full_data(other)) {
                (Some(p), Some(FullData::Real(d))) => Ok(Value::Double(Tensor::new(
                    out_shape,
                    sparse_times_full(&p, &d, k),
                ))),
                (_, Some(FullData::Complex(d))) => product(&x.complex(), d),
                (None, Some(FullData::Real(d))) => product(&x.complex(), &as_complex(&d)),
                (_, None) => ops::binary(BinOp::MatMul, &full_value(a)?, b),
            }
        }
        (other, Value::Sparse(y)) => {
            let m = sa.rows();
            check_allocation_dims(&[m, sb.cols()], 16)?;
            let out_shape = Shape::matrix(m, sb.cols());
            let product = |d: &[Complex64], s: &Csc<Complex64>| {
                let data = dense_times_sparse(d, m, s.view(), Parallelism::Auto);
                complex_result(out_shape.clone(), data)
            };
            match (y.real(), full_data(other)) {
                (Some(q), Some(FullData::Real(d))) => Ok(Value::Double(Tensor::new(
                    out_shape,
                    dense_times_sparse(&d, m, q.view(), Parallelism::Auto),
                ))),
                (_, Some(FullData::Complex(d))) => product(d, &y.complex()),
                (None, Some(FullData::Real(d))) => product(&as_complex(&d), &y.complex()),
                (_, None) => ops::binary(BinOp::MatMul, a, &full_value(b)?),
            }
        }
        _ => ops::binary(BinOp::MatMul, a, b),
    }
}

/// A full complex result, real when every imaginary part is zero.
fn complex_result(shape: Shape, data: Vec<Complex64>) -> Result<Value> {
    if data.iter().all(|z| z.im == 0.0) {
        return Ok(Value::Double(Tensor::new(
            shape,
            data.iter().map(|z| z.re).collect(),
        )));
    }
    Ok(Value::ComplexDouble(Tensor::new(shape, data)))
}

/// `kron(A, B)` with a sparse operand: sparse, built from the stored
/// elements of both; `None` for complex operands (the caller computes on
/// full operands).
pub fn kron(a: &Value, b: &Value) -> Result<Option<Value>> {
    let x = to_sparse(a, "kron")?;
    let y = to_sparse(b, "kron")?;
    let (p, q) = match (x.to_real(), y.to_real()) {
        (Some(p), Some(q)) => (p, q),
        _ => return Ok(None),
    };
    let rows = p.rows().checked_mul(q.rows());
    let cols = p.cols().checked_mul(q.cols());
    let (Some(rows), Some(cols)) = (rows, cols) else {
        return Err(super::convert::size_too_large());
    };
    let n = p.nnz().saturating_mul(q.nnz());
    check_allocation_dims(&[n.saturating_add(cols)], 24)?;
    let mut r_of = Vec::with_capacity(n);
    let mut c_of = Vec::with_capacity(n);
    let mut values = Vec::with_capacity(n);
    p.for_each(|i, j, v| {
        q.for_each(|k, l, w| {
            r_of.push(i * q.rows() + k);
            c_of.push(j * q.cols() + l);
            values.push(v * w);
        })
    });
    let m = Csc::from_triplets(rows, cols, &r_of, &c_of, |k| values[k], |x, y| x + y);
    Ok(Some(sparse_value(Sparse::Double(m))))
}
