//! The function forms of the matrix operators (`mtimes`, `mldivide`,
//! `mrdivide`, `mpower`), and `inv`, `det`, `rcond`, `pinv`: each prints
//! the warnings its solve raised. The operators themselves are
//! `ops::matrix`; this file adds nothing numeric.

use super::{flush_warnings, matrix_input, on_matrix, outputs, require_square};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{self, finish, finish_value, linalg_error, raise, Elem};
use crate::value::{Shape, Value};
use ferromat_linalg::{factor, solve, Matrix, View};

fn binary(
    interp: &mut Interpreter,
    args: &[Value],
    op: fn(&Value, &Value) -> Result<Value>,
) -> Result<Outputs> {
    let result = op(&args[0], &args[1]);
    flush_warnings(interp);
    one(result?)
}

/// `mtimes(A, B)`: `A * B`.
pub fn mtimes(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    binary(interp, args, matrix::mtimes)
}

/// `mldivide(A, B)`: `A \ B`.
pub fn mldivide(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    binary(interp, args, matrix::mldivide)
}

/// `mrdivide(B, A)`: `B / A`.
pub fn mrdivide(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    binary(interp, args, matrix::mrdivide)
}

/// `mpower(A, p)`: `A ^ p`.
pub fn mpower(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    binary(interp, args, matrix::mpower)
}

/// `inv(A)`, warning when `A` is singular or badly conditioned.
pub fn inv(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "inv")?;
    require_square(&operand)?;
    let result = on_matrix(&operand, |a| inverse(a, single), |a| inverse(a, single));
    flush_warnings(interp);
    one(result?)
}

fn inverse<T: Elem>(a: View<'_, T>, single: bool) -> Result<Value> {
    let s = solve::inverse(a).map_err(linalg_error)?;
    raise(s.diagnostic);
    finish(s.x, single)
}

/// `det(A)`.
pub fn det(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "det")?;
    require_square(&operand)?;
    let value = on_matrix(
        &operand,
        |a| {
            Ok(f64::wrap(
                Shape::matrix(1, 1),
                vec![solve::determinant(a).map_err(linalg_error)?],
            ))
        },
        |a| {
            let d = solve::determinant(a).map_err(linalg_error)?;
            Ok(num_complex::Complex64::wrap(Shape::matrix(1, 1), vec![d]))
        },
    )?;
    one(finish_value(value, single)?)
}

/// `rcond(A)`: LAPACK-style reciprocal condition estimate in the 1-norm.
pub fn rcond(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "rcond")?;
    require_square(&operand)?;
    let r = on_matrix(
        &operand,
        |a| solve::rcond(a).map_err(linalg_error),
        |a| solve::rcond(a).map_err(linalg_error),
    )?;
    one(finish_value(Value::scalar(r), single)?)
}

/// `pinv(A)`, `pinv(A, tol)`: the Moore-Penrose pseudoinverse from the SVD,
/// dropping singular values at or below `max(size(A)) * norm(A) * eps`.
pub fn pinv(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "pinv")?;
    let tol = match args.get(1) {
        Some(v) => Some(crate::builtins::args::scalar(v, "pinv")?),
        None => None,
    };
    let x = on_matrix(
        &operand,
        |a| pseudoinverse(a, tol, single),
        |a| pseudoinverse(a, tol, single),
    )?;
    outputs([x], nargout)
}

fn pseudoinverse<T: Elem>(a: View<'_, T>, tol: Option<f64>, single: bool) -> Result<Value> {
    let (m, n) = (a.rows(), a.cols());
    let f = factor::svd(a, true).map_err(|e| match e {
        ferromat_linalg::LinalgError::NotFinite => RuntimeError::new(
            "MATLAB:pinv:matrixWithNaNInf",
            "Input to SVD must not contain NaN or Inf.",
        ),
        other => linalg_error(other),
    })?;
    let largest = f.s.first().copied().unwrap_or(0.0);
    let eps = if single {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    };
    let tol = tol.unwrap_or(m.max(n) as f64 * largest * eps);
    let k = f.s.len();
    // X = V * diag(1/s) * U' over the kept singular values.
    let mut vs = Matrix::<T>::zeros(n, k);
    for (j, &s) in f.s.iter().enumerate() {
        if s > tol {
            for i in 0..n {
                vs.data[i + j * n] = f.v.data[i + j * n] / T::from_real(s);
            }
        }
    }
    let uh = solve::adjoint(f.u.view());
    let x = ferromat_linalg::matmul(vs.view(), uh.view()).map_err(linalg_error)?;
    finish(x, single)
}
