//! The numeric kernel of `lsqnonlin` and `lsqcurvefit`: the
//! Levenberg-Marquardt method for `min sum(F(x).^2)` with bounds `lb <= x
//! <= ub` treated by projection. Each iteration fixes the variables that
//! sit on a bound with the gradient pushing outward, solves the damped
//! least-squares problem `[J; sqrt(lambda*D)] p = -[F; 0]` (Marquardt's
//! scaling `D = diag(J'*J)`, and Nielsen's update of `lambda` from the
//! ratio of actual to predicted reduction) for the others (on the QR of the
//! linear-algebra crate, through `dogleg.rs`'s least-squares solve), and
//! projects `x + p` back into the box. The Jacobian is the user's or a
//! forward difference (`dogleg.rs`). It works on closures and plain
//! vectors; it must not parse MATLAB arguments or call the interpreter (the
//! builtins in `lsqnonlin.rs` do that).

use crate::error::Result;

use super::dogleg::{finite_jacobian, gauss_newton, System};

/// Why the iteration stopped, as `lsqnonlin`'s exit flags number them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stop {
    /// 1: the (projected) gradient is below the optimality tolerance.
    Optimal,
    /// 2: the step became smaller than the step tolerance.
    SmallStep,
    /// 3: the sum of squares changed by less than the function tolerance.
    SmallChange,
    /// 0: `MaxIterations` reached.
    MaxIter,
    /// 0: `MaxFunctionEvaluations` reached.
    MaxEvals,
}

impl Stop {
    pub fn flag(self) -> f64 {
        match self {
            Stop::Optimal => 1.0,
            Stop::SmallStep => 2.0,
            Stop::SmallChange => 3.0,
            Stop::MaxIter | Stop::MaxEvals => 0.0,
        }
    }
}

/// The tolerances and budgets the iteration honours (all relative).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// Relative to `max(1, firstorderopt at x0)`.
    pub tol_opt: f64,
    /// Relative to the sum of squares before the step.
    pub tol_fun: f64,
    /// A step shorter than `tol_x * (sqrt(eps) + norm(x))` stops.
    pub tol_x: f64,
    pub max_iter: f64,
    pub max_evals: f64,
    /// The first damping parameter (`InitDamping`).
    pub damping: f64,
}

/// Where the iteration stopped.
#[derive(Debug, Clone)]
pub(crate) struct Solution {
    pub x: Vec<f64>,
    pub f: Vec<f64>,
    /// Column-major, `f.len()` rows by `x.len()` columns.
    pub jacobian: Vec<f64>,
    /// `2*J'*F`, the gradient of the sum of squares.
    pub gradient: Vec<f64>,
    pub iterations: usize,
    pub evals: usize,
    /// Infinity norm of the gradient over the variables free to move.
    pub optimality: f64,
    pub step_size: f64,
    pub stop: Stop,
}

fn sum_sq(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum()
}

/// `2*J'*f` for a column-major `m`-by-`n` `J`.
fn gradient(j: &[f64], m: usize, n: usize, f: &[f64]) -> Vec<f64> {
    (0..n)
        .map(|c| 2.0 * (0..m).map(|r| j[c * m + r] * f[r]).sum::<f64>())
        .collect()
}

/// Which variables may move: not on a bound that the descent direction
/// `-g` points through.
fn free_variables(x: &[f64], g: &[f64], lb: &[f64], ub: &[f64]) -> Vec<bool> {
    (0..x.len())
        .map(|i| {
            !((x[i] <= lb[i] && g[i] > 0.0) || (x[i] >= ub[i] && g[i] < 0.0) || lb[i] == ub[i])
        })
        .collect()
}

fn optimality(g: &[f64], free: &[bool]) -> f64 {
    g.iter()
        .zip(free)
        .filter(|(_, f)| **f)
        .fold(0.0f64, |a, (v, _)| a.max(v.abs()))
}

/// The Levenberg-Marquardt step for the free columns of `J` with damping
/// `lambda` scaled by each column's squared norm (1 for a zero column),
/// spread back over all variables (zero for the fixed ones).
fn damped_step(j: &[f64], m: usize, f: &[f64], free: &[bool], lambda: f64) -> Option<Vec<f64>> {
    let cols: Vec<usize> = (0..free.len()).filter(|&c| free[c]).collect();
    let (k, rows) = (cols.len(), m + cols.len());
    let mut a = vec![0.0; rows * k];
    for (col, &c) in cols.iter().enumerate() {
        let column = &j[c * m..(c + 1) * m];
        a[col * rows..col * rows + m].copy_from_slice(column);
        let scale = sum_sq(column);
        let scale = if scale > 0.0 && scale.is_finite() {
            scale
        } else {
            1.0
        };
        a[col * rows + m + col] = (lambda * scale).sqrt();
    }
    let mut rhs = f.to_vec();
    rhs.resize(rows, 0.0);
    let p = gauss_newton(&a, rows, k, &rhs)?;
    let mut step = vec![0.0; free.len()];
    for (pc, &c) in p.iter().zip(&cols) {
        step[c] = *pc;
    }
    Some(step)
}

/// Minimizes `sum(F(x).^2)` over `lb <= x <= ub` from `x0` (inside the
/// bounds), where `f0` (and `j0`) are `F` (and its Jacobian) at `x0`.
pub(crate) fn solve(
    system: &mut System,
    x0: &[f64],
    f0: Vec<f64>,
    j0: Option<Vec<f64>>,
    (lb, ub): (&[f64], &[f64]),
    limits: Limits,
) -> Result<Solution> {
    let (m, n) = (f0.len(), x0.len());
    let mut evals = 1usize;
    let mut x = x0.to_vec();
    let mut f = f0;
    let mut j = match j0 {
        Some(j) => j,
        None => finite_jacobian(system, &x, &f, &mut evals, Some(ub))?,
    };
    let mut lambda = limits.damping.max(f64::MIN_POSITIVE);
    // Nielsen's growth factor for rejected steps.
    let mut nu = 2.0;
    let mut tol = None;
    let (mut iterations, mut step_size) = (0usize, 0.0);
    let norm = |v: &[f64]| sum_sq(v).sqrt();
    let stop = 'outer: loop {
        let g = gradient(&j, m, n, &f);
        let free = free_variables(&x, &g, lb, ub);
        let opt = optimality(&g, &free);
        let tol = *tol.get_or_insert(limits.tol_opt * opt.max(1.0));
        let ss = sum_sq(&f);
        if opt <= tol || ss == 0.0 {
            break Stop::Optimal;
        }
        if iterations as f64 >= limits.max_iter {
            break Stop::MaxIter;
        }
        loop {
            if evals as f64 >= limits.max_evals {
                break 'outer Stop::MaxEvals;
            }
            let small = limits.tol_x * (f64::EPSILON.sqrt() + norm(&x));
            let Some(p) = damped_step(&j, m, &f, &free, lambda) else {
                lambda *= nu;
                nu *= 2.0;
                if lambda > 1e30 {
                    break 'outer Stop::SmallStep;
                }
                continue;
            };
            let xt: Vec<f64> = (0..n).map(|i| (x[i] + p[i]).clamp(lb[i], ub[i])).collect();
            let s: Vec<f64> = xt.iter().zip(&x).map(|(a, b)| a - b).collect();
            let s_norm = norm(&s);
            if s_norm < small {
                step_size = s_norm;
                break 'outer Stop::SmallStep;
            }
            let (ft, jt) = system(&xt)?;
            evals += 1;
            let sst = sum_sq(&ft);
            if sst.is_finite() && sst < ss {
                // The reduction the linear model predicted for the step.
                let mut model = f.clone();
                for (c, sc) in s.iter().enumerate() {
                    for (r, mr) in model.iter_mut().enumerate() {
                        *mr += j[c * m + r] * sc;
                    }
                }
                let predicted = ss - sum_sq(&model);
                let rho = if predicted > 0.0 {
                    (ss - sst) / predicted
                } else {
                    1.0
                };
                let shrink = (1.0 / 3.0f64).max(1.0 - (2.0 * rho - 1.0).powi(3));
                lambda = (lambda * shrink).max(f64::MIN_POSITIVE);
                nu = 2.0;
                x = xt;
                f = ft;
                j = match jt {
                    Some(jt) => jt,
                    None => finite_jacobian(system, &x, &f, &mut evals, Some(ub))?,
                };
                iterations += 1;
                step_size = s_norm;
                if ss - sst <= limits.tol_fun * ss {
                    break 'outer Stop::SmallChange;
                }
                break;
            }
            lambda *= nu;
            nu *= 2.0;
        }
    };
    let g = gradient(&j, m, n, &f);
    let free = free_variables(&x, &g, lb, ub);
    Ok(Solution {
        optimality: optimality(&g, &free),
        gradient: g,
        x,
        f,
        jacobian: j,
        iterations,
        evals,
        step_size,
        stop,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        tol_opt: 1e-10,
        tol_fun: 1e-14,
        tol_x: 1e-12,
        max_iter: 400.0,
        max_evals: 1e4,
        damping: 1e-2,
    };

    fn run(f: impl Fn(&[f64]) -> Vec<f64>, x0: &[f64], lb: &[f64], ub: &[f64]) -> Solution {
        let mut system = |x: &[f64]| Ok((f(x), None));
        let f0 = f(x0);
        solve(&mut system, x0, f0, None, (lb, ub), LIMITS).unwrap()
    }

    const INF: f64 = f64::INFINITY;

    #[test]
    fn exponential_fit_of_the_lsqcurvefit_page() {
        let t = [0.9, 1.5, 13.8, 19.8, 24.1, 28.2, 35.2, 60.3, 74.6, 81.3];
        let y = [
            455.2, 428.6, 124.1, 67.3, 43.2, 28.1, 13.1, -0.4, -1.3, -1.5,
        ];
        let s = run(
            |c| {
                t.iter()
                    .zip(&y)
                    .map(|(t, y)| c[0] * (c[1] * t).exp() - y)
                    .collect()
            },
            &[100.0, -1.0],
            &[-INF; 2],
            &[INF; 2],
        );
        assert!(s.stop.flag() > 0.0, "{s:?}");
        assert!(
            (s.x[0] - 498.8309).abs() < 1e-3 && (s.x[1] + 0.1013).abs() < 1e-4,
            "{s:?}"
        );
    }

    #[test]
    fn bound_holds_the_solution() {
        // min (x - 3)^2 + (y + 1)^2 over x <= 2, y >= 0: at (2, 0).
        let s = run(
            |x| vec![x[0] - 3.0, x[1] + 1.0],
            &[0.0, 1.0],
            &[-INF, 0.0],
            &[2.0, INF],
        );
        assert!(
            (s.x[0] - 2.0).abs() < 1e-12 && s.x[1].abs() < 1e-12,
            "{s:?}"
        );
        assert_eq!(s.stop, Stop::Optimal, "{s:?}");
    }

    #[test]
    fn zero_residual_is_optimal() {
        let s = run(
            |x| vec![x[0] - 1.0, 2.0 * (x[0] - 1.0)],
            &[1.0],
            &[-INF],
            &[INF],
        );
        assert_eq!(s.stop, Stop::Optimal);
        assert_eq!(s.iterations, 0);
    }
}
