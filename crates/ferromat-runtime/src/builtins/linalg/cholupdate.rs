//! `cholupdate`: the Cholesky factor of `R'*R + x*x'` (`'+'`) or
//! `R'*R - x*x'` (`'-'`) from the upper factor `R`. The matrix is formed
//! and factored again with faer's Cholesky (`factor::cholesky_upper`):
//! this crate family hand-writes no factorizations. Only `cholupdate`
//! belongs here; `chol` itself is in `factor.rs`.
//!
//! *Syntax*: `R1 = cholupdate(R, x)`, `R1 = cholupdate(R, x, '+')`,
//! `R1 = cholupdate(R, x, '-')`, `[R1, p] = cholupdate(R, x, '-')`.

use super::{in_common_field, matrix_input, option, outputs, require_square};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, linalg_error, Elem};
use crate::value::Value;
use ferromat_linalg::factor::cholesky_upper;
use ferromat_linalg::{LinalgError, Matrix, Scalar, View};

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:cholupdate:{id}"), message).in_function("cholupdate")
}

/// `R^H R + sign x x^H`, upper triangle of `R` only (as `chol` reads it).
fn updated<T: Scalar>(r: View<'_, T>, x: View<'_, T>, sign: f64) -> Matrix<T> {
    let n = r.rows();
    let (rd, xd) = (r.data(), x.data());
    let mut a = Matrix::zeros(n, n);
    for j in 0..n {
        for i in 0..=j {
            // (R^H R)(i, j) = sum_k conj(R(k, i)) R(k, j), k <= min(i, j).
            let s = (0..=i).fold(T::from_real(0.0), |acc, k| {
                acc + rd[k + i * n].conjugate() * rd[k + j * n]
            });
            a.data[i + j * n] = s + T::from_real(sign) * xd[i] * xd[j].conjugate();
        }
    }
    a
}

fn update<T: Scalar + Elem>(
    r: View<'_, T>,
    x: View<'_, T>,
    sign: f64,
    single: bool,
    nargout: usize,
) -> Result<Outputs> {
    let a = updated(r, x, sign);
    match cholesky_upper(a.view()) {
        Ok(r1) => outputs([finish(r1, single)?, Value::scalar(0.0)], nargout),
        // MATLAB's page: with two outputs a failed downdate returns R
        // unchanged and p = 1 instead of an error.
        Err(LinalgError::NotPositiveDefinite(_)) if nargout >= 2 => {
            let unchanged = Matrix {
                rows: r.rows(),
                cols: r.cols(),
                data: r.data().to_vec(),
            };
            outputs([finish(unchanged, single)?, Value::scalar(1.0)], nargout)
        }
        Err(LinalgError::NotPositiveDefinite(_)) => Err(error(
            "NotPosDef",
            "Downdated matrix must be positive definite.",
        )),
        Err(e) => Err(linalg_error(e)),
    }
}

pub fn cholupdate(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (r, r_single) = matrix_input(&args[0], "cholupdate")?;
    require_square(&r)?;
    let (x, x_single) = matrix_input(&args[1], "cholupdate")?;
    if x.rows().min(x.cols()) > 1 || x.rows() * x.cols() != r.rows() {
        return Err(error(
            "VectorLength",
            "X must be a vector with as many elements as R has rows.",
        ));
    }
    let sign = match args.get(2) {
        None => 1.0,
        Some(v) => match option(v).as_deref() {
            Some("+") => 1.0,
            Some("-") => -1.0,
            _ => return Err(error("InvalidFlag", "Third argument must be '+' or '-'.")),
        },
    };
    let single = r_single || x_single;
    let n = r.rows();
    in_common_field(
        &r,
        &x,
        |r, x| {
            let x = View::new(x.data(), n, 1).map_err(linalg_error)?;
            update(r, x, sign, single, nargout)
        },
        |r, x| {
            let x = View::new(x.data(), n, 1).map_err(linalg_error)?;
            update(r, x, sign, single, nargout)
        },
    )
}
