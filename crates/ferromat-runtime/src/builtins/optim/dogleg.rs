//! The numeric kernel of `fsolve`: Powell's trust-region dogleg method for
//! a system of nonlinear equations `F(x) = 0` (square, over- or
//! underdetermined), with a forward-difference Jacobian when the user
//! supplies none; its Gauss-Newton step is a least-squares solve on the
//! linear-algebra crate's QR. It works on closures and plain vectors; it
//! must not parse MATLAB arguments or call the interpreter (the builtin in
//! `fsolve.rs` does that).

use ferromat_linalg::factor::{self, QrFactors};
use ferromat_linalg::View;

use crate::error::Result;

/// Why the iteration stopped, as `fsolve`'s exit flags number them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Stop {
    /// 1: the first-order optimality measure is small and `F` is near zero.
    Solved,
    /// 2: the step became smaller than `TolX` (relative to `x`).
    SmallStep,
    /// 3: the sum of squares changed by less than `TolFun` (relative).
    SmallChange,
    /// 0: `MaxIter` or `MaxFunEvals` was reached.
    Budget,
    /// -2: stopped at a point where `F` is not near zero.
    NotSolved,
    /// -3: the trust region became too small to make progress.
    RadiusTooSmall,
}

impl Stop {
    pub fn flag(self) -> f64 {
        match self {
            Stop::Solved => 1.0,
            Stop::SmallStep => 2.0,
            Stop::SmallChange => 3.0,
            Stop::Budget => 0.0,
            Stop::NotSolved => -2.0,
            Stop::RadiusTooSmall => -3.0,
        }
    }
}

/// The tolerances and budgets the iteration honours.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    pub tol_fun: f64,
    pub tol_x: f64,
    pub max_iter: f64,
    pub max_fun_evals: f64,
}

/// Where the iteration stopped.
#[derive(Debug, Clone)]
pub(crate) struct Solution {
    pub x: Vec<f64>,
    pub f: Vec<f64>,
    /// Column-major, `f.len()` rows by `x.len()` columns.
    pub jacobian: Vec<f64>,
    pub iterations: usize,
    pub evals: usize,
    /// `norm(J'*F, Inf)` at `x`.
    pub optimality: f64,
    pub stop: Stop,
}

/// The equations: values at `x`, and the Jacobian when the user supplies
/// it (`None` asks for finite differences).
pub(crate) type System<'a> = dyn FnMut(&[f64]) -> Result<(Vec<f64>, Option<Vec<f64>>)> + 'a;

fn norm2(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

fn sum_sq(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum()
}

/// `J * p` for a column-major `m`-by-`n` `J`.
fn times(j: &[f64], m: usize, p: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; m];
    for (c, pc) in p.iter().enumerate() {
        for (r, o) in out.iter_mut().enumerate() {
            *o += j[c * m + r] * pc;
        }
    }
    out
}

/// `J' * f`.
fn times_t(j: &[f64], m: usize, n: usize, f: &[f64]) -> Vec<f64> {
    (0..n)
        .map(|c| (0..m).map(|r| j[c * m + r] * f[r]).sum())
        .collect()
}

/// The Gauss-Newton step `J \ -F` (least squares, minimum norm when
/// underdetermined), `None` when `J` is rank deficient. Both come from the
/// unpivoted thin QR of the linear-algebra crate: of `J` itself when it
/// is tall (`x = R \ Q'b`), of `J'` when it is wide (`x = Q (R' \ b)`).
pub(crate) fn gauss_newton(j: &[f64], m: usize, n: usize, f: &[f64]) -> Option<Vec<f64>> {
    let tall = m >= n;
    let (rows, cols) = if tall { (m, n) } else { (n, m) };
    let transposed: Vec<f64>;
    let a = if tall {
        j
    } else {
        transposed = (0..m)
            .flat_map(|r| (0..n).map(move |c| j[c * m + r]))
            .collect();
        &transposed
    };
    let QrFactors { q, r, .. } = factor::qr(View::new(a, rows, cols).ok()?, true, false);
    // Q is rows-by-cols and R cols-by-cols, both column-major.
    let q_at = |i: usize, k: usize| q.data[k * rows + i];
    let r_at = |i: usize, k: usize| r.data[k * cols + i];
    let diag: Vec<f64> = (0..cols).map(|k| r_at(k, k).abs()).collect();
    let largest = diag.iter().cloned().fold(0.0, f64::max);
    let floor = largest * f64::EPSILON * rows.max(cols) as f64;
    if largest == 0.0 || diag.iter().any(|d| *d <= floor) {
        return None;
    }
    let rhs: Vec<f64> = f.iter().map(|v| -v).collect();
    let step = if tall {
        let qtb: Vec<f64> = (0..cols)
            .map(|k| (0..rows).map(|i| q_at(i, k) * rhs[i]).sum())
            .collect();
        let mut x = vec![0.0; cols];
        for i in (0..cols).rev() {
            let s: f64 = (i + 1..cols).map(|k| r_at(i, k) * x[k]).sum();
            x[i] = (qtb[i] - s) / r_at(i, i);
        }
        x
    } else {
        let mut z = vec![0.0; cols];
        for i in 0..cols {
            let s: f64 = (0..i).map(|k| r_at(k, i) * z[k]).sum();
            z[i] = (rhs[i] - s) / r_at(i, i);
        }
        (0..rows)
            .map(|i| (0..cols).map(|k| q_at(i, k) * z[k]).sum())
            .collect()
    };
    step.iter().all(|v| v.is_finite()).then_some(step)
}

/// The dogleg step inside a trust region of radius `delta`.
fn dogleg_step(j: &[f64], m: usize, n: usize, f: &[f64], g: &[f64], delta: f64) -> Vec<f64> {
    let gn = gauss_newton(j, m, n, f);
    if let Some(gn) = &gn {
        if norm2(gn) <= delta {
            return gn.clone();
        }
    }
    let gnorm = norm2(g);
    let jg_sq = sum_sq(&times(j, m, g));
    let scale_to_radius = |v: &[f64]| v.iter().map(|x| -x * delta / gnorm).collect::<Vec<_>>();
    if jg_sq == 0.0 {
        return scale_to_radius(g);
    }
    // The Cauchy point: the minimizer of the model along -g.
    let alpha = gnorm * gnorm / jg_sq;
    let sd: Vec<f64> = g.iter().map(|x| -alpha * x).collect();
    let Some(gn) = gn else {
        return if alpha * gnorm >= delta {
            scale_to_radius(g)
        } else {
            sd
        };
    };
    if alpha * gnorm >= delta {
        return scale_to_radius(g);
    }
    // The point where the segment from the Cauchy point to the
    // Gauss-Newton step leaves the region.
    let d: Vec<f64> = gn.iter().zip(&sd).map(|(a, b)| a - b).collect();
    let (a, b, c) = (
        sum_sq(&d),
        2.0 * sd.iter().zip(&d).map(|(x, y)| x * y).sum::<f64>(),
        sum_sq(&sd) - delta * delta,
    );
    let tau = if a > 0.0 {
        ((-b + (b * b - 4.0 * a * c).max(0.0).sqrt()) / (2.0 * a)).clamp(0.0, 1.0)
    } else {
        0.0
    };
    sd.iter().zip(&d).map(|(s, di)| s + tau * di).collect()
}

/// Forward-difference Jacobian at `x` (steps `sqrt(eps)*max(|x|, 1)`, away
/// from zero, or back from an upper bound `ub` they would cross), `f` the
/// values at `x`.
pub(crate) fn finite_jacobian(
    system: &mut System,
    x: &[f64],
    f: &[f64],
    evals: &mut usize,
    ub: Option<&[f64]>,
) -> Result<Vec<f64>> {
    let (m, n) = (f.len(), x.len());
    let mut j = vec![0.0; m * n];
    let mut xt = x.to_vec();
    for c in 0..n {
        let mut h = f64::EPSILON.sqrt() * x[c].abs().max(1.0) * if x[c] < 0.0 { -1.0 } else { 1.0 };
        if ub.and_then(|ub| ub.get(c)).is_some_and(|u| x[c] + h > *u) {
            h = -h.abs();
        }
        xt[c] = x[c] + h;
        let h = xt[c] - x[c];
        let (ft, _) = system(&xt)?;
        *evals += 1;
        xt[c] = x[c];
        for r in 0..m {
            j[c * m + r] = (ft.get(r).copied().unwrap_or(f64::NAN) - f[r]) / h;
        }
    }
    Ok(j)
}

/// Solves `F(x) = 0` from `x0`, where `f0` (and `j0`) are `F` (and its
/// Jacobian) at `x0`, already evaluated once.
pub(crate) fn solve(
    system: &mut System,
    x0: &[f64],
    f0: Vec<f64>,
    j0: Option<Vec<f64>>,
    limits: Limits,
) -> Result<Solution> {
    let (m, n) = (f0.len(), x0.len());
    let mut evals = 1usize;
    let mut x = x0.to_vec();
    let mut f = f0;
    let mut j = match j0 {
        Some(j) => j,
        None => finite_jacobian(system, &x, &f, &mut evals, None)?,
    };
    // F is "near zero" when its sum of squares is below sqrt(TolFun).
    let near_zero = |f: &[f64]| sum_sq(f) <= limits.tol_fun.sqrt();
    let mut delta = norm2(&x).max(1.0);
    let mut iterations = 0usize;
    let stop = loop {
        let g = times_t(&j, m, n, &f);
        let optimality = g.iter().fold(0.0f64, |a, v| a.max(v.abs()));
        if !optimality.is_finite() {
            break Stop::NotSolved;
        }
        if optimality <= limits.tol_fun || sum_sq(&f) == 0.0 {
            break if near_zero(&f) {
                Stop::Solved
            } else {
                Stop::NotSolved
            };
        }
        if iterations as f64 >= limits.max_iter || evals as f64 >= limits.max_fun_evals {
            break Stop::Budget;
        }
        let p = dogleg_step(&j, m, n, &f, &g, delta);
        let xt: Vec<f64> = x.iter().zip(&p).map(|(a, b)| a + b).collect();
        let (ft, jt) = system(&xt)?;
        evals += 1;
        let (ss, sst) = (sum_sq(&f), sum_sq(&ft));
        let model: Vec<f64> = times(&j, m, &p)
            .iter()
            .zip(&f)
            .map(|(a, b)| a + b)
            .collect();
        let predicted = ss - sum_sq(&model);
        let actual = if sst.is_finite() {
            ss - sst
        } else {
            f64::NEG_INFINITY
        };
        let rho = if predicted > 0.0 {
            actual / predicted
        } else {
            -1.0
        };
        let pnorm = norm2(&p);
        if rho < 0.25 {
            delta = 0.25 * pnorm;
        } else if rho > 0.75 && pnorm >= 0.9 * delta {
            delta *= 2.0;
        }
        let small_step = pnorm < limits.tol_x * (f64::EPSILON.sqrt() + norm2(&x));
        if rho > 1e-4 {
            x = xt;
            f = ft;
            iterations += 1;
            j = match jt {
                Some(jt) => jt,
                None => finite_jacobian(system, &x, &f, &mut evals, None)?,
            };
            if small_step {
                break if near_zero(&f) {
                    Stop::SmallStep
                } else {
                    Stop::NotSolved
                };
            }
            if (ss - sst).abs() <= limits.tol_fun * ss {
                break if near_zero(&f) {
                    Stop::SmallChange
                } else {
                    Stop::NotSolved
                };
            }
        } else if delta < limits.tol_x * (f64::EPSILON.sqrt() + norm2(&x)) {
            break if near_zero(&f) {
                Stop::SmallStep
            } else {
                Stop::RadiusTooSmall
            };
        }
    };
    let g = times_t(&j, m, n, &f);
    Ok(Solution {
        optimality: g.iter().fold(0.0f64, |a, v| a.max(v.abs())),
        x,
        f,
        jacobian: j,
        iterations,
        evals,
        stop,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        tol_fun: 1e-10,
        tol_x: 1e-10,
        max_iter: 400.0,
        max_fun_evals: 1e4,
    };

    fn run(f: impl Fn(&[f64]) -> Vec<f64>, x0: &[f64]) -> Solution {
        let mut system = |x: &[f64]| Ok((f(x), None));
        let f0 = f(x0);
        solve(&mut system, x0, f0, None, LIMITS).unwrap()
    }

    #[test]
    fn square_nonlinear_system() {
        let s = run(
            |p| {
                vec![
                    p[0].sin() + p[1] * p[1] + p[2].ln() - 7.0,
                    3.0 * p[0] + 2f64.powf(p[1]) - p[2].powi(3) + 1.0,
                    p[0] + p[1] + p[2] - 5.0,
                ]
            },
            &[0.5, 2.0, 2.5],
        );
        assert!(s.stop.flag() > 0.0, "{s:?}");
        let want = [0.599054, 2.395931, 2.005014];
        for (a, b) in s.x.iter().zip(want) {
            assert!((a - b).abs() < 1e-5, "{s:?}");
        }
    }

    #[test]
    fn overdetermined_fit() {
        let t: Vec<f64> = (0..11).map(|k| 0.5 * k as f64).collect();
        let y: Vec<f64> = t.iter().map(|t| (-0.2 * t).exp() + 3.0).collect();
        let s = run(
            |c| {
                t.iter()
                    .zip(&y)
                    .map(|(t, y)| (-c[0] * t).exp() + c[1] - y)
                    .collect()
            },
            &[0.0, 0.0],
        );
        assert!(
            (s.x[0] - 0.2).abs() < 1e-6 && (s.x[1] - 3.0).abs() < 1e-6,
            "{s:?}"
        );
    }

    #[test]
    fn zero_gradient_away_from_a_root_is_not_solved() {
        let s = run(|x| vec![x[0] * x[0] + 1.0], &[0.0]);
        assert!(s.stop.flag() < 0.0, "{s:?}");
    }

    #[test]
    fn root_at_the_start() {
        let s = run(|x| vec![5.0 * x[0]], &[0.0]);
        assert_eq!(s.stop, Stop::Solved);
        assert_eq!(s.iterations, 0);
    }
}
