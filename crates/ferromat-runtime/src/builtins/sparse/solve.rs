//! `A \ B` and `B / A` with a sparse `A`, through ferromat-linalg's sparse
//! solvers (faer: triangular substitution, Cholesky, LU, QR). When the
//! sparse factorization reports a singular matrix, the dense solver runs
//! instead so the answer and warning are MATLAB's. The result is full
//! unless both operands are sparse.

use ferromat_linalg::sparse::{solve, CscView};
use ferromat_syntax::BinOp;
use num_complex::Complex64;

use super::convert::{full_value, sparse_value, to_sparse};
use super::elementwise;
use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::ops;
use crate::value::{Csc, Shape, Tensor, Value};

fn dimensions_must_agree() -> RuntimeError {
    RuntimeError::new("MATLAB:dimagree", "Matrix dimensions must agree.")
}

fn view<T: crate::value::SparseElement>(m: &Csc<T>) -> CscView<'_, T> {
    CscView {
        rows: m.rows(),
        cols: m.cols(),
        col_ptr: m.col_ptr(),
        row_idx: m.row_idx(),
        values: m.values(),
    }
}

/// `a \ b` with at least one sparse operand.
pub fn mldivide(a: &Value, b: &Value) -> Result<Value> {
    if a.is_scalar() {
        return elementwise::binary(BinOp::RightDiv, b, a);
    }
    let Value::Sparse(s) = a else {
        return ops::binary(BinOp::MatLeftDiv, a, &full_value(b)?);
    };
    let (sa, sb) = (a.shape(), b.shape());
    if sb.ndims() > 2 || sa.rows() != sb.rows() {
        return Err(dimensions_must_agree());
    }
    let both_sparse = matches!(b, Value::Sparse(_));
    let nrhs = sb.cols();
    check_allocation_dims(&[sa.rows().max(sa.cols()), nrhs], 16)?;
    let rhs = full_value(b)?;
    let solved: Option<Value> = match (s.real(), &rhs) {
        (Some(m), Value::Double(t)) => solve(view(&m), t.data(), nrhs)
            .map_err(ops::matrix::linalg_error)?
            .ok()
            .map(|(x, _)| Value::Double(Tensor::new(Shape::matrix(x.rows, x.cols), x.data))),
        (_, Value::Double(_) | Value::ComplexDouble(_) | Value::Logical(_)) => {
            let m = s.to_complex();
            let data: Vec<Complex64> = match &rhs {
                Value::ComplexDouble(t) => t.data().to_vec(),
                other => other
                    .to_f64_vec()
                    .unwrap_or_default()
                    .into_iter()
                    .map(|x| Complex64::new(x, 0.0))
                    .collect(),
            };
            solve(view(&m), &data, nrhs)
                .map_err(ops::matrix::linalg_error)?
                .ok()
                .map(|(x, _)| {
                    let shape = Shape::matrix(x.rows, x.cols);
                    if x.data.iter().all(|z| z.im == 0.0) {
                        Value::Double(Tensor::new(shape, x.data.iter().map(|z| z.re).collect()))
                    } else {
                        Value::ComplexDouble(Tensor::new(shape, x.data))
                    }
                })
        }
        _ => None,
    };
    let x = match solved {
        Some(x) => x,
        None => ops::binary(BinOp::MatLeftDiv, &full_value(a)?, &rhs)?,
    };
    if both_sparse {
        return Ok(sparse_value(to_sparse(&x, "mldivide")?));
    }
    Ok(x)
}

/// `a / b` with at least one sparse operand: `(b.' \ a.').'`.
pub fn mrdivide(a: &Value, b: &Value) -> Result<Value> {
    if b.is_scalar() {
        return elementwise::binary(BinOp::RightDiv, a, b);
    }
    let (sa, sb) = (a.shape(), b.shape());
    if sa.cols() != sb.cols() {
        return Err(dimensions_must_agree());
    }
    let t = |v: &Value| match v {
        Value::Sparse(s) => Ok(elementwise::postfix(
            ferromat_syntax::PostfixOp::Transpose,
            s,
        )),
        other => ops::postfix(ferromat_syntax::PostfixOp::Transpose, other),
    };
    let x = mldivide(&t(b)?, &t(a)?)?;
    t(&x)
}
