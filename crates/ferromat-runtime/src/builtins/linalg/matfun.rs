//! `expm`, `sqrtm` and `logm`: input and class rules, MATLAB's warnings
//! and extra outputs, over `ferromat_linalg::matfun`. No recurrence or
//! approximation is written here.

use num_complex::Complex64;

use super::{matrix_input, on_matrix, outputs, require_square};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::messages::warn;
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, linalg_error, matrix_data, view, Operand};
use crate::value::Value;
use ferromat_linalg::matfun::{self, MatrixFunction};
use ferromat_linalg::solve::norm1;
use ferromat_linalg::{matmul, Matrix};

/// The square input of a matrix function, checked and sized.
fn square_input<'a>(value: &'a Value, function: &str) -> Result<(Operand<'a>, bool)> {
    let (operand, single) = matrix_input(value, function)?;
    require_square(&operand)?;
    check_allocation_dims(&[operand.rows(), operand.rows()], 16)?;
    Ok((operand, single))
}

/// `Y = expm(X)`: real input gives a real result.
pub fn expm(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = square_input(&args[0], "expm")?;
    let y = on_matrix(
        &operand,
        |a| finish(matfun::expm(a).map_err(linalg_error)?, single),
        |a| finish(matfun::expm(a).map_err(linalg_error)?, single),
    )?;
    outputs([y], nargout)
}

/// Runs a Schur-based matrix function on the input as complex.
fn on_complex(
    operand: &Operand<'_>,
    f: fn(ferromat_linalg::View<'_, Complex64>) -> ferromat_linalg::Result<MatrixFunction>,
) -> Result<(MatrixFunction, Vec<Complex64>)> {
    let n = operand.rows();
    let data = matrix_data::<Complex64>(operand).into_owned();
    let result = f(view(&data, n, n)?).map_err(linalg_error)?;
    Ok((result, data))
}

/// The result as MATLAB returns it: real when the input is real and the
/// principal value is real (the imaginary parts are then rounding).
fn shaped(x: Matrix<Complex64>, real: bool, single: bool) -> Result<Value> {
    if real {
        let data = x.data.iter().map(|z| z.re).collect();
        finish(
            Matrix {
                rows: x.rows,
                cols: x.cols,
                data,
            },
            single,
        )
    } else {
        finish(x, single)
    }
}

/// `X = sqrtm(A)`, `[X, residual] = sqrtm(A)` with
/// `residual = norm(A - X^2, 1) / norm(A, 1)`, and `[X, alpha, condx] =
/// sqrtm(A)` with the stability factor and the condition estimate.
pub fn sqrtm(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = square_input(&args[0], "sqrtm")?;
    let (result, data) = on_complex(&operand, matfun::sqrtm)?;
    if result.singular && nargout <= 1 {
        warn(
            interp,
            "MATLAB:sqrtm:SingularMatrix",
            "Matrix is singular and may not have a square root.",
        );
    }
    let real = !operand.is_complex() && !result.negative_real_eigenvalue;
    let n = operand.rows();
    if nargout >= 3 {
        let (alpha, condx) =
            matfun::sqrtm_condition(view(&data, n, n)?, result.x.view()).map_err(linalg_error)?;
        let x = shaped(result.x, real, single)?;
        return outputs(
            [
                x,
                finish_scalar(alpha, single)?,
                finish_scalar(condx, single)?,
            ],
            nargout,
        );
    }
    let residual = if nargout >= 2 {
        let square = matmul(result.x.view(), result.x.view()).map_err(linalg_error)?;
        let difference: Vec<Complex64> =
            data.iter().zip(&square.data).map(|(a, s)| a - s).collect();
        let scale = norm1(view(&data, n, n)?);
        Some(norm1(view(&difference, n, n)?) / scale)
    } else {
        None
    };
    let x = shaped(result.x, real, single)?;
    let mut out = vec![x];
    if let Some(r) = residual {
        out.push(finish_scalar(r, single)?);
    }
    outputs(out, nargout)
}

fn finish_scalar(x: f64, single: bool) -> Result<Value> {
    crate::ops::matrix::finish_value(Value::scalar(x), single)
}

/// `L = logm(A)`, `[L, exitflag] = logm(A)`; a warning when the principal
/// logarithm does not exist.
pub fn logm(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = square_input(&args[0], "logm")?;
    let (result, _) = on_complex(&operand, matfun::logm)?;
    let principal = !result.singular && !result.negative_real_eigenvalue;
    if !principal {
        warn(
            interp,
            "MATLAB:logm:nonPosRealEig",
            "Principal matrix logarithm is not defined for A with nonpositive real eigenvalues. A non-principal matrix logarithm is returned.",
        );
    }
    let real = !operand.is_complex() && principal;
    let exit_flag = if result.too_many_roots { 1.0 } else { 0.0 };
    let l = shaped(result.x, real, single)?;
    outputs([l, Value::scalar(exit_flag)], nargout)
}
