//! `lscov`: least squares with known covariance, `[x, stdx, mse, S] =
//! lscov(A, B)`, `lscov(A, B, w)` (observation weights) and `lscov(A, B,
//! V)` / `lscov(A, B, V, alg)` (a positive definite covariance). The
//! problem is whitened (rows scaled by sqrt(w), or solved with the
//! transposed Cholesky factor of V) and then solved through the pivoted QR
//! of `ferromat_linalg::factor`, a basic solution when A is rank
//! deficient. Real double data only; no factorization is written here.

use super::{flush_warnings, matrix_input};
use crate::builtins::messages::warn;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{linalg_error, matrix_data, view};
use crate::value::{Shape, Value};
use ferromat_linalg::factor::{cholesky_upper, qr};
use ferromat_linalg::solve::{adjoint, inverse, solve};
use ferromat_linalg::{matmul, Matrix};

fn bad(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:lscov:{id}"), message).in_function("lscov")
}

/// A real 2-D double input as (data, rows, cols).
fn real_matrix(value: &Value) -> Result<(Vec<f64>, usize, usize)> {
    let (operand, _) = matrix_input(value, "lscov")?;
    if operand.is_complex() {
        return Err(bad("complexData", "lscov does not support complex data."));
    }
    let (rows, cols) = (operand.rows(), operand.cols());
    Ok((matrix_data::<f64>(&operand).into_owned(), rows, cols))
}

/// `A` and `B` whitened by the weights or covariance of the third input.
fn whiten(
    a: Matrix<f64>,
    b: Matrix<f64>,
    third: Option<&Value>,
    alg: Option<&Value>,
) -> Result<(Matrix<f64>, Matrix<f64>)> {
    let m = a.rows;
    let Some(third) = third else {
        return Ok((a, b));
    };
    if let Some(alg) = alg {
        match alg.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("chol" | "orth") => {}
            _ => return Err(bad("InvalidAlg", "ALG must be 'chol' or 'orth'.")),
        }
    }
    let (w, rows, cols) = real_matrix(third)?;
    if (rows == 1 || cols == 1) && w.len() == m && alg.is_none() {
        if w.iter().any(|w| w.is_nan() || *w < 0.0 || w.is_infinite()) {
            return Err(bad(
                "InvalidWeights",
                "W must be a vector of nonnegative, finite weights.",
            ));
        }
        let scale = |mut x: Matrix<f64>| {
            for j in 0..x.cols {
                for (i, s) in w.iter().enumerate() {
                    x.data[j * m + i] *= s.sqrt();
                }
            }
            x
        };
        return Ok((scale(a), scale(b)));
    }
    if rows != m || cols != m {
        return Err(bad(
            "InputSizeMismatch",
            "The third input must be a vector of weights with one element per row of A, or a square covariance matrix of that order.",
        ));
    }
    let r = cholesky_upper(view(&w, m, m)?).map_err(|_| {
        bad(
            "NonPosDefCovMatrix",
            "The covariance matrix V must be symmetric positive definite.",
        )
    })?;
    let lower = adjoint(r.view());
    let white = |x: &Matrix<f64>| -> Result<Matrix<f64>> {
        Ok(solve(lower.view(), x.view()).map_err(linalg_error)?.x)
    };
    Ok((white(&a)?, white(&b)?))
}

/// `[x, stdx, mse, S] = lscov(A, B)`, `lscov(A, B, w)`, `lscov(A, B, V)`,
/// `lscov(A, B, V, alg)`.
pub fn lscov(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (ad, m, p) = real_matrix(&args[0])?;
    let (bd, mb, k) = real_matrix(&args[1])?;
    if mb != m {
        return Err(bad(
            "InputSizeMismatch",
            "A and B must have the same number of rows.",
        ));
    }
    if ad.iter().chain(&bd).any(|x| !x.is_finite()) {
        return Err(bad("InfOrNaNInput", "A and B must not contain Inf or NaN."));
    }
    let a = Matrix {
        rows: m,
        cols: p,
        data: ad,
    };
    let b = Matrix {
        rows: m,
        cols: k,
        data: bd,
    };
    let (aw, bw) = whiten(a, b, args.get(2), args.get(3))?;
    let factors = qr(aw.view(), true, true);
    let perm: Vec<usize> = factors.perm.clone().unwrap_or_else(|| (0..p).collect());
    let diag = |i: usize| factors.r.data[i * factors.r.rows + i].abs();
    let steps = m.min(p);
    let tol = (m.max(p) as f64) * f64::EPSILON * if steps > 0 { diag(0) } else { 0.0 };
    let rank = (0..steps).take_while(|&i| diag(i) > tol).count();
    if rank < p {
        warn(
            interp,
            "MATLAB:lscov:RankDefDesignMat",
            "A is rank deficient to within machine precision.",
        );
    }
    // R1 z = Q1' * Bw on the first `rank` pivoted columns.
    let r1 = factors.r.resized(rank, rank);
    let q1 = factors.q.resized(m, rank);
    let c = matmul(adjoint(q1.view()).view(), bw.view()).map_err(linalg_error)?;
    let z = if rank > 0 {
        solve(r1.view(), c.view()).map_err(linalg_error)?.x
    } else {
        Matrix::zeros(0, k)
    };
    let mut x = Matrix::zeros(p, k);
    for j in 0..k {
        for (i, &col) in perm.iter().take(rank).enumerate() {
            x.data[j * p + col] = z.data[j * rank + i];
        }
    }
    let fitted = matmul(aw.view(), x.view()).map_err(linalg_error)?;
    let dfe = m - rank;
    let mse: Vec<f64> = (0..k)
        .map(|j| {
            if dfe == 0 {
                return 0.0;
            }
            let ss: f64 = (0..m)
                .map(|i| (bw.data[j * m + i] - fitted.data[j * m + i]).powi(2))
                .sum();
            ss / dfe as f64
        })
        .collect();
    let mut out = Outputs::from_iter([Value::matrix(Shape::new(&[p, k]), x.data)]);
    if nargout >= 2 {
        // Unscaled covariance inv(R1' R1) = inv(R1) inv(R1)', in pivoted order.
        let unscaled = if rank > 0 {
            let ri = inverse(r1.view()).map_err(linalg_error)?.x;
            matmul(ri.view(), adjoint(ri.view()).view()).map_err(linalg_error)?
        } else {
            Matrix::zeros(0, 0)
        };
        let mut s = vec![0.0; p * p * k];
        let mut stdx = vec![0.0; p * k];
        for (j, mse) in mse.iter().enumerate() {
            for (a, &ca) in perm.iter().take(rank).enumerate() {
                for (b, &cb) in perm.iter().take(rank).enumerate() {
                    s[j * p * p + cb * p + ca] = mse * unscaled.data[b * rank + a];
                }
                stdx[j * p + ca] = (mse * unscaled.data[a * rank + a]).sqrt();
            }
        }
        out.push(Value::matrix(Shape::new(&[p, k]), stdx));
        if nargout >= 3 {
            out.push(Value::row(mse));
        }
        if nargout >= 4 {
            out.push(Value::matrix(Shape::new(&[p, p, k]), s));
        }
    }
    flush_warnings(interp);
    Ok(out)
}
