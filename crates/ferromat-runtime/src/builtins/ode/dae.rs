//! Differential-algebraic equations `M y' = f(t, y)` with a singular mass
//! matrix, for the solvers that integrate them (`ode15s`): deciding
//! whether `M` is singular (`MassSingular` 'maybe') and making the initial
//! values consistent, as MATLAB's `daeic12` does for index-1 problems.
//! It neither steps nor knows MATLAB values; the factorisations are
//! faer's through ferromat_linalg.

use ferromat_linalg::factor::{qr, singular_values};
use ferromat_linalg::solve::{solve, Diagnostic};
use ferromat_linalg::View;

use crate::error::{Result, RuntimeError};
use crate::ops::matrix::linalg_error;

/// Newton iterations allowed for consistent initial values.
const MAX_ITERATIONS: usize = 10;

/// Whether the n-by-n `m` is singular to working precision (its smallest
/// singular value is below `n eps` times its largest).
pub(crate) fn is_singular(m: &[f64], n: usize) -> Result<bool> {
    let sv = singular_values(View::new(m, n, n).map_err(linalg_error)?).map_err(linalg_error)?;
    let (largest, smallest) = (sv.first().copied(), sv.last().copied());
    Ok(match (largest, smallest) {
        (Some(l), Some(s)) => s <= l * n as f64 * f64::EPSILON,
        _ => false,
    })
}

/// Initial values and slope that satisfy the algebraic equations.
pub(crate) struct Consistent {
    pub y: Vec<f64>,
    /// A slope `yp` with `M yp = f` (the algebraic components' slopes
    /// are left zero; the solver uses it only for its first step size).
    pub yp: Vec<f64>,
    pub f: Vec<f64>,
    /// Whether `y` changed (the caller's Jacobian is then stale).
    pub changed: bool,
}

/// Consistent initial values for `M y' = f(t, y)` near `y0`: with `M P =
/// Q R` (QR with column pivoting) of rank r, the last n - r rows of
/// `Q' f` must vanish; the components `P` puts last are the algebraic
/// ones, and Newton's method with the Jacobian `dfdy` moves only them.
/// The differential components stay as given.
#[allow(clippy::too_many_arguments)]
pub(crate) fn consistent(
    f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
    m: &[f64],
    t: f64,
    y0: &[f64],
    f0: Vec<f64>,
    dfdy: &[f64],
    (threshold, rtol): (&[f64], f64),
    evals: &mut usize,
) -> Result<Consistent> {
    let n = y0.len();
    let factors = qr(View::new(m, n, n).map_err(linalg_error)?, false, true);
    let perm = factors.perm.unwrap_or_else(|| (0..n).collect());
    let (q, r) = (&factors.q.data, &factors.r.data);
    let largest = (0..n).map(|i| r[i + i * n].abs()).fold(0.0, f64::max);
    let rank = (0..n)
        .take_while(|&i| r[i + i * n].abs() > largest * n as f64 * f64::EPSILON)
        .count();
    let algebraic = &perm[rank..];
    let na = algebraic.len();
    // Column c of Q, transposed, times v.
    let qt = |c: usize, v: &[f64]| -> f64 { (0..n).map(|i| q[i + c * n] * v[i]).sum() };
    let mut y = y0.to_vec();
    let mut fy = f0;
    let mut changed = false;
    if na > 0 {
        // The constraint Jacobian: rows rank.. of Q' dfdy, algebraic columns.
        let mut a = vec![0.0; na * na];
        for (jj, &j) in algebraic.iter().enumerate() {
            let column = &dfdy[j * n..(j + 1) * n];
            for ii in 0..na {
                a[ii + jj * na] = qt(rank + ii, column);
            }
        }
        let index_error = || {
            RuntimeError::new(
                "MATLAB:daeic12:IndexGTOne",
                "This DAE appears to be of index greater than 1.",
            )
        };
        let mut converged = false;
        for _ in 0..MAX_ITERATIONS {
            let g: Vec<f64> = (0..na).map(|ii| -qt(rank + ii, &fy)).collect();
            let solved = solve(
                View::new(&a, na, na).map_err(linalg_error)?,
                View::new(&g, na, 1).map_err(linalg_error)?,
            )
            .map_err(linalg_error)?;
            if matches!(
                solved.diagnostic,
                Diagnostic::Singular | Diagnostic::NearlySingular { .. }
            ) {
                return Err(index_error());
            }
            let delta = solved.x.data;
            let mut size = 0.0f64;
            for (&j, d) in algebraic.iter().zip(&delta) {
                y[j] += d;
                size = size.max(d.abs() / y[j].abs().max(threshold[j]));
            }
            if delta.iter().any(|d| *d != 0.0) {
                changed = true;
                fy = f(t, &y)?;
                *evals += 1;
            }
            if size <= 1e-3 * rtol {
                converged = true;
                break;
            }
        }
        if !converged || y.iter().any(|v| !v.is_finite()) {
            return Err(RuntimeError::new(
                "MATLAB:daeic12:NeedBetterY0",
                "Need a better guess y0 for consistent initial conditions.",
            ));
        }
    }
    // R11 z1' = (Q' f)(1:rank), the algebraic slopes taken as zero.
    let mut yp = vec![0.0; n];
    if rank > 0 {
        let r11: Vec<f64> = (0..rank * rank)
            .map(|k| r[k % rank + (k / rank) * n])
            .collect();
        let rhs: Vec<f64> = (0..rank).map(|i| qt(i, &fy)).collect();
        let z = solve(
            View::new(&r11, rank, rank).map_err(linalg_error)?,
            View::new(&rhs, rank, 1).map_err(linalg_error)?,
        )
        .map_err(linalg_error)?
        .x
        .data;
        for (i, v) in z.into_iter().enumerate() {
            yp[perm[i]] = v;
        }
    }
    Ok(Consistent {
        y,
        yp,
        f: fy,
        changed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn singular_masses_are_recognised() {
        assert!(is_singular(&[1.0, 0.0, 0.0, 0.0], 2).unwrap());
        assert!(!is_singular(&[1.0, 0.0, 0.0, 2.0], 2).unwrap());
    }

    #[test]
    fn the_algebraic_component_is_solved_for() {
        // y1' = -y1, 0 = y1 + y2 - 2 (y2 = 2 - y1), from y = (1, 0).
        let mut f = |_: f64, y: &[f64]| Ok(vec![-y[0], y[0] + y[1] - 2.0]);
        let m = [1.0, 0.0, 0.0, 0.0];
        let dfdy = [-1.0, 1.0, 0.0, 1.0];
        let f0 = f(0.0, &[1.0, 0.0]).unwrap();
        let mut evals = 0;
        let c = consistent(
            &mut f,
            &m,
            0.0,
            &[1.0, 0.0],
            f0,
            &dfdy,
            (&[1e-3, 1e-3], 1e-3),
            &mut evals,
        )
        .unwrap();
        assert_eq!(c.y[0], 1.0);
        assert!((c.y[1] - 1.0).abs() < 1e-12, "{:?}", c.y);
        assert!((c.yp[0] + 1.0).abs() < 1e-12 && c.changed);
    }

    #[test]
    fn an_index_two_problem_is_refused() {
        // 0 = y1 does not involve the algebraic y2: index 2.
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[1], y[0]]);
        let m = [1.0, 0.0, 0.0, 0.0];
        let dfdy = [0.0, 1.0, 1.0, 0.0];
        let mut evals = 0;
        let f0 = f(0.0, &[1.0, 0.0]).unwrap();
        let e = consistent(
            &mut f,
            &m,
            0.0,
            &[1.0, 0.0],
            f0,
            &dfdy,
            (&[1e-3, 1e-3], 1e-3),
            &mut evals,
        )
        .err()
        .unwrap();
        assert_eq!(e.identifier, "MATLAB:daeic12:IndexGTOne");
    }
}
