//! `lsqnonneg`: nonnegative linear least squares, `min ||C x - d||` with
//! `x >= 0`, by the active-set method of Lawson and Hanson (MATLAB's
//! algorithm), with the `TolX` option and MATLAB's six outputs. The
//! unconstrained subproblems are QR solves from `ferromat_linalg`; the
//! kernel takes plain column-major data and knows nothing of MATLAB values.

use super::options::{field_ci, options_struct};
use super::output_struct;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::linalg_error;
use crate::value::{Shape, Value};
use ferromat_linalg::View;

/// The result of the active-set iteration.
#[derive(Debug)]
pub(crate) struct Nnls {
    pub x: Vec<f64>,
    pub iterations: usize,
    pub converged: bool,
}

/// `C' r` for an m-by-n column-major `C`.
fn gradient(c: &[f64], m: usize, r: &[f64]) -> Vec<f64> {
    c.chunks(m.max(1))
        .map(|col| col.iter().zip(r).map(|(a, b)| a * b).sum())
        .collect()
}

/// `d - C x`.
fn residual(c: &[f64], m: usize, d: &[f64], x: &[f64]) -> Vec<f64> {
    let mut r = d.to_vec();
    for (col, xj) in c.chunks(m.max(1)).zip(x) {
        for (ri, a) in r.iter_mut().zip(col) {
            *ri -= a * xj;
        }
    }
    r
}

/// The least-squares solution on the columns `set`, zero elsewhere.
fn subproblem(c: &[f64], m: usize, n: usize, d: &[f64], set: &[bool]) -> Result<Vec<f64>> {
    let columns: Vec<usize> = (0..n).filter(|&j| set[j]).collect();
    let mut z = vec![0.0; n];
    if columns.is_empty() {
        return Ok(z);
    }
    let reduced: Vec<f64> = columns
        .iter()
        .flat_map(|&j| c[j * m..(j + 1) * m].iter().copied())
        .collect();
    let a = View::new(&reduced, m, columns.len()).map_err(linalg_error)?;
    let b = View::new(d, m, 1).map_err(linalg_error)?;
    let solved = ferromat_linalg::solve::solve(a, b).map_err(linalg_error)?;
    for (k, &j) in columns.iter().enumerate() {
        z[j] = solved.x.data[k];
    }
    Ok(z)
}

/// Lawson and Hanson's NNLS on an m-by-n `C` with tolerance `tol`.
pub(crate) fn nnls(c: &[f64], m: usize, n: usize, d: &[f64], tol: f64) -> Result<Nnls> {
    let mut x = vec![0.0; n];
    let mut passive = vec![false; n];
    let mut w = gradient(c, m, &residual(c, m, d, &x));
    let max_iterations = 3 * n.max(1);
    let mut iterations = 0;
    loop {
        let candidate = (0..n)
            .filter(|&j| !passive[j] && w[j] > tol)
            .max_by(|&a, &b| w[a].total_cmp(&w[b]));
        let Some(j) = candidate else {
            return Ok(Nnls {
                x,
                iterations,
                converged: true,
            });
        };
        passive[j] = true;
        let mut z = subproblem(c, m, n, d, &passive)?;
        // Step back toward x while any passive component is not positive.
        while (0..n).any(|i| passive[i] && z[i] <= 0.0) {
            iterations += 1;
            if iterations > max_iterations {
                return Ok(Nnls {
                    x,
                    iterations,
                    converged: false,
                });
            }
            let alpha = (0..n)
                .filter(|&i| passive[i] && z[i] <= 0.0)
                .map(|i| x[i] / (x[i] - z[i]))
                .fold(f64::INFINITY, f64::min);
            for i in 0..n {
                x[i] += alpha * (z[i] - x[i]);
                if passive[i] && x[i].abs() < tol {
                    passive[i] = false;
                }
            }
            z = subproblem(c, m, n, d, &passive)?;
        }
        x = z;
        w = gradient(c, m, &residual(c, m, d, &x));
    }
}

fn matrix_argument(value: &Value, what: &str) -> Result<(Vec<f64>, usize, usize)> {
    let shape = value.shape();
    let data = match value {
        Value::Double(_) | Value::Single(_) if shape.dims().len() == 2 => value.to_f64_vec(),
        _ => None,
    };
    data.map(|d| (d, shape.rows(), shape.cols()))
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:lsqnonneg:NotMatrix",
                format!("{what} must be a real double or single matrix."),
            )
            .in_function("lsqnonneg")
        })
}

/// `x = lsqnonneg(C, d)`, `lsqnonneg(C, d, options)`, `[x, resnorm,
/// residual, exitflag, output, lambda] = lsqnonneg(...)`.
pub fn lsqnonneg(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (c, d) = match args {
        [c, d, ..] => (c, d),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let (cdata, m, n) = matrix_argument(c, "C")?;
    let (ddata, dm, dn) = matrix_argument(d, "d")?;
    if dn != 1 && !(dm == 1 && m == dn) || dm * dn != m {
        return Err(RuntimeError::new(
            "MATLAB:lsqnonneg:InvalidDSize",
            "The number of rows in C must equal the length of d.",
        )
        .in_function("lsqnonneg"));
    }
    let norm1 = cdata
        .chunks(m.max(1))
        .map(|col| col.iter().map(|v| v.abs()).sum::<f64>())
        .fold(0.0, f64::max);
    let mut tol = 10.0 * f64::EPSILON * norm1 * m.max(n) as f64;
    match args.get(2) {
        Some(v) if v.is_empty() && !matches!(v, Value::Struct(_)) => {}
        Some(v) => {
            let s = options_struct(v, "lsqnonneg")?;
            if let Some((_, t)) = field_ci(s, "TolX").filter(|(_, t)| !t.is_empty()) {
                tol = t.as_f64().filter(|t| *t >= 0.0).ok_or_else(|| {
                    RuntimeError::new(
                        "MATLAB:lsqnonneg:InvalidTolX",
                        "TolX must be a nonnegative scalar.",
                    )
                })?;
            }
        }
        None => {}
    }
    let result = nnls(&cdata, m, n, &ddata, tol)?;
    let resid = residual(&cdata, m, &ddata, &result.x);
    // The multipliers of the positive components are zero by
    // complementarity; rounding must not show through.
    let lambda: Vec<f64> = gradient(&cdata, m, &resid)
        .into_iter()
        .zip(&result.x)
        .map(|(l, x)| if *x > 0.0 { 0.0 } else { l })
        .collect();
    let mut out = Outputs::new();
    out.push(Value::matrix(Shape::column(n), result.x));
    if nargout <= 1 {
        return Ok(out);
    }
    out.push(Value::scalar(resid.iter().map(|r| r * r).sum()));
    out.push(Value::matrix(Shape::column(m), resid));
    out.push(Value::scalar(if result.converged { 1.0 } else { 0.0 }));
    out.push(output_struct(vec![
        ("iterations", Value::scalar(result.iterations as f64)),
        ("algorithm", Value::char_row("active-set")),
        (
            "message",
            Value::char_row(if result.converged {
                "Optimization terminated."
            } else {
                "Exiting: Iteration count is exceeded."
            }),
        ),
    ]));
    out.push(Value::matrix(Shape::column(n), lambda));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force: the best of every subset's unconstrained solution that
    /// is nonnegative.
    fn naive(c: &[f64], m: usize, n: usize, d: &[f64]) -> f64 {
        let mut best = d.iter().map(|v| v * v).sum::<f64>();
        for mask in 1..(1u32 << n) {
            let set: Vec<bool> = (0..n).map(|j| mask & (1 << j) != 0).collect();
            let z = subproblem(c, m, n, d, &set).unwrap();
            if z.iter().all(|v| *v >= -1e-12) {
                let r = residual(c, m, d, &z);
                best = best.min(r.iter().map(|v| v * v).sum());
            }
        }
        best
    }

    #[test]
    fn agrees_with_subset_enumeration() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) as f64 / (1u64 << 31) as f64) - 0.5
        };
        for _ in 0..50 {
            let (m, n) = (5, 3);
            let c: Vec<f64> = (0..m * n).map(|_| next()).collect();
            let d: Vec<f64> = (0..m).map(|_| next()).collect();
            let got = nnls(&c, m, n, &d, 1e-12).unwrap();
            assert!(got.x.iter().all(|v| *v >= 0.0));
            let r = residual(&c, m, &d, &got.x);
            let resnorm: f64 = r.iter().map(|v| v * v).sum();
            assert!((resnorm - naive(&c, m, n, &d)).abs() < 1e-10);
        }
    }

    #[test]
    fn octave_example() {
        let c = [1.0, 0.0, 2.0, 0.0, 1.0, 1.0];
        let got = nnls(&c, 3, 2, &[1.0, 3.0, -2.0], 1e-12).unwrap();
        assert!(got.x[0].abs() < 1e-14 && (got.x[1] - 0.5).abs() < 1e-14);
    }
}
