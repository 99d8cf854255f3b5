//! The numeric engine of `ode23s`: the modified Rosenbrock pair of orders
//! 2 and 3 of Shampine and Reichelt (one Jacobian, one iteration matrix
//! `W = M - h d J` per step, three linear solves), with a mass matrix
//! `M`, MATLAB's error control and step-size rule, its continuous
//! extension for output points and events, and finite-difference
//! Jacobians (optionally masked by a sparsity pattern). It knows nothing
//! of MATLAB values: the right-hand side, Jacobian and mass are closures.

use super::output::Recorder;
use super::runge_kutta::{
    inf_norm, two_norm, EventFunction, Failure, Settings, Solution, StepControl, MAX_STEPS,
};
use super::step_size::{land_on_final, min_step, step_for_rate, step_within};
use crate::error::Result;
use crate::ops::matrix::linalg_error;
use ferromat_linalg::{Matrix, View};

/// A closure giving an n-by-n matrix (column-major) at `(t, y)`.
pub(crate) type MatrixFunction<'a> = &'a mut dyn FnMut(f64, &[f64]) -> Result<Vec<f64>>;

/// The linear-algebra side of a stiff problem.
pub(crate) struct Implicit<'a> {
    /// `J(t, y)`; `None` means forward differences of the right-hand side.
    pub jacobian: Option<MatrixFunction<'a>>,
    /// `JConstant`: evaluate the Jacobian once.
    pub constant_jacobian: bool,
    /// `JPattern`, column-major: entries outside it are structurally zero.
    pub pattern: Option<Vec<bool>>,
    /// `M(t, y)`; `None` is the identity. Evaluated at the start of each
    /// step (once when `constant_mass`).
    pub mass: Option<MatrixFunction<'a>>,
    pub constant_mass: bool,
    /// The mass function takes `y` (`MStateDependence` other than
    /// 'none'), so it changes within a step.
    pub state_mass: bool,
    /// `MassSingular`: `Some(true)` 'yes', `Some(false)` 'no', `None`
    /// 'maybe' (the solver tests the mass at the start).
    pub singular_mass: Option<bool>,
}

/// Where the mass matrix comes from, which decides when the implicit
/// solvers evaluate it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum MassKind {
    Identity,
    Constant,
    /// `M(t)`: evaluated once per stage or attempted step, at its end.
    Time,
    /// `M(t, y)`: evaluated at every Newton iterate.
    State,
}

impl Implicit<'_> {
    pub(crate) fn mass_kind(&self) -> MassKind {
        match (&self.mass, self.constant_mass, self.state_mass) {
            (None, ..) => MassKind::Identity,
            (Some(_), true, _) => MassKind::Constant,
            (Some(_), false, false) => MassKind::Time,
            (Some(_), false, true) => MassKind::State,
        }
    }
}

#[cfg(test)]
impl Implicit<'_> {
    /// `y' = f(t, y)`: no mass, forward-difference Jacobians (the unit
    /// tests' starting point, changed by struct update).
    pub(crate) fn plain() -> Self {
        Implicit {
            jacobian: None,
            constant_jacobian: false,
            pattern: None,
            mass: None,
            constant_mass: true,
            state_mass: false,
            singular_mass: None,
        }
    }
}

/// `A \ b` for a square column-major `A`.
pub(crate) fn solve_dense(a: &[f64], n: usize, b: &[f64]) -> Result<Vec<f64>> {
    let view = |d, c| View::new(d, n, c).map_err(linalg_error);
    let solved = ferromat_linalg::solve::solve(view(a, n)?, view(b, 1)?).map_err(linalg_error)?;
    Ok(solved.x.data)
}

/// An LU factorisation kept for repeated solves: the implicit solvers
/// factor their iteration matrix once and reuse it over Newton iterations
/// and steps (MATLAB counts these as its LU decompositions).
pub(crate) struct Factored {
    l: Matrix<f64>,
    u: Matrix<f64>,
    /// Row `i` of `P A` is row `perm[i]` of `A`.
    perm: Vec<usize>,
}

impl Factored {
    /// Factors the square column-major `a`. A singular matrix is factored
    /// too; its solves give infinities, which the callers treat as a
    /// failed iteration.
    pub(crate) fn new(a: &[f64], n: usize) -> Result<Self> {
        let lu = ferromat_linalg::factor::lu(View::new(a, n, n).map_err(linalg_error)?);
        Ok(Factored {
            l: lu.l,
            u: lu.u,
            perm: lu.perm,
        })
    }

    /// `A \ b` by two triangular solves.
    pub(crate) fn solve(&self, b: &[f64]) -> Result<Vec<f64>> {
        use ferromat_linalg::structured::{linsolve, Declared, Structure};
        let n = self.perm.len();
        let pb: Vec<f64> = self.perm.iter().map(|&i| b[i]).collect();
        let triangular = |m: &Matrix<f64>, rhs: &[f64], structure| -> Result<Vec<f64>> {
            let rhs = View::new(rhs, n, 1).map_err(linalg_error)?;
            let declared = Declared {
                structure,
                adjoint: false,
            };
            Ok(linsolve(m.view(), rhs, declared)
                .map_err(linalg_error)?
                .x
                .data)
        };
        let w = triangular(&self.l, &pb, Structure::Lower)?;
        triangular(&self.u, &w, Structure::Upper)
    }
}

/// `M v`, `M` being the identity when absent.
pub(crate) fn times(m: Option<&Vec<f64>>, v: &[f64]) -> Vec<f64> {
    let Some(m) = m else { return v.to_vec() };
    let n = v.len();
    let mut out = vec![0.0; n];
    for (j, x) in v.iter().enumerate() {
        for (i, o) in out.iter_mut().enumerate() {
            *o += m[i + j * n] * x;
        }
    }
    out
}

/// Forward-difference Jacobian of `f` at `(t, y)` with `f(t, y) = f0`.
pub(crate) fn numeric_jacobian(
    f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
    (t, y, f0): (f64, &[f64], &[f64]),
    threshold: &[f64],
    pattern: Option<&Vec<bool>>,
    evals: &mut usize,
) -> Result<Vec<f64>> {
    let n = y.len();
    let mut jac = vec![0.0; n * n];
    let root_eps = f64::EPSILON.sqrt();
    for j in 0..n {
        if pattern.is_some_and(|p| p[j * n..(j + 1) * n].iter().all(|x| !x)) {
            continue;
        }
        let mut del = root_eps * y[j].abs().max(threshold[j]);
        if del == 0.0 {
            del = root_eps;
        }
        let mut yd = y.to_vec();
        yd[j] += del;
        del = yd[j] - y[j];
        let fd = f(t, &yd)?;
        *evals += 1;
        for i in 0..n {
            if pattern.is_none_or(|p| p[i + j * n]) {
                jac[i + j * n] = (fd[i] - f0[i]) / del;
            }
        }
    }
    Ok(jac)
}

/// Integrates `M y' = f(t, y)` from `tspan[0]` to its last entry.
pub(crate) fn solve(
    f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
    mut implicit: Implicit<'_>,
    tspan: &[f64],
    y0: &[f64],
    settings: &Settings,
    mut events: Option<EventFunction<'_>>,
) -> Result<Solution> {
    let n = y0.len();
    let d = 1.0 / (2.0 + std::f64::consts::SQRT_2);
    let e32 = 6.0 + std::f64::consts::SQRT_2;
    let pow = 1.0 / 3.0;
    let (t0, tfinal) = (tspan[0], tspan[tspan.len() - 1]);
    let tdir = (tfinal - t0).signum();
    let StepControl {
        rtol,
        threshold,
        norm_threshold,
        hmax,
    } = settings.step_control(n, t0, tfinal);
    let mut sol = Solution {
        t: vec![t0],
        y: vec![y0.to_vec()],
        ..Solution::default()
    };
    let (mut t, mut y) = (t0, y0.to_vec());
    let mut f0 = f(t, &y)?;
    sol.evals += 1;
    let mut recorder = Recorder::new(tspan, settings, y0, &mut events)?;
    let mut mass = match implicit.mass.as_mut() {
        Some(m) => Some(m(t, &y)?),
        None => None,
    };
    let mut hmin = min_step(t);
    let htspan = (tspan[1] - tspan[0]).abs();
    let mut absh = match settings.initial_step {
        Some(h) => step_within(h, hmin, hmax),
        None => {
            let yp = match &mass {
                Some(m) => solve_dense(m, n, &f0)?,
                None => f0.clone(),
            };
            let rh = if settings.norm_control {
                1.25 * (two_norm(&yp) / two_norm(&y).max(norm_threshold)) / rtol.sqrt()
            } else {
                1.25 * inf_norm(
                    yp.iter()
                        .zip(&y)
                        .zip(&threshold)
                        .map(|((d, v), th)| d / v.abs().max(*th)),
                ) / rtol.sqrt()
            };
            step_for_rate(rh, hmin, hmax, htspan)
        }
    };
    let mut jacobian: Option<Vec<f64>> = None;
    let mut done = false;
    while !done {
        if sol.steps >= MAX_STEPS {
            sol.failure = Some(Failure::TooManySteps { t });
            break;
        }
        hmin = min_step(t);
        let mut h;
        (h, absh, done) = land_on_final(t, tfinal, tdir, step_within(absh, hmin, hmax));
        if !implicit.constant_mass && sol.steps > 0 {
            if let Some(m) = implicit.mass.as_mut() {
                mass = Some(m(t, &y)?);
            }
        }
        if jacobian.is_none() || !implicit.constant_jacobian {
            let jac = match implicit.jacobian.as_mut() {
                Some(jf) => jf(t, &y)?,
                None => numeric_jacobian(
                    f,
                    (t, &y, &f0),
                    &threshold,
                    implicit.pattern.as_ref(),
                    &mut sol.evals,
                )?,
            };
            sol.jacobians += 1;
            jacobian = Some(jac);
        }
        let jac = jacobian.as_deref().unwrap_or_default();
        let delt = tdir * f64::EPSILON.sqrt() * t.abs().max((t + h).abs()).max(f64::MIN_POSITIVE);
        let dfdt: Vec<f64> = f(t + delt, &y)?
            .iter()
            .zip(&f0)
            .map(|(a, b)| (a - b) / delt)
            .collect();
        sol.evals += 1;
        let mut no_failed = true;
        let (k1, k2, ynew, fnew, err) = loop {
            let tnew = if done { tfinal } else { t + h };
            h = tnew - t;
            let w: Vec<f64> = (0..n * n)
                .map(|k| {
                    let m = match &mass {
                        Some(m) => m[k],
                        None => f64::from(u8::from(k % n == k / n)),
                    };
                    m - h * d * jac[k]
                })
                .collect();
            sol.decompositions += 1;
            let rhs1: Vec<f64> = (0..n).map(|i| f0[i] + h * d * dfdt[i]).collect();
            let k1 = solve_dense(&w, n, &rhs1)?;
            let y1: Vec<f64> = (0..n).map(|i| y[i] + 0.5 * h * k1[i]).collect();
            let f1 = f(t + 0.5 * h, &y1)?;
            let mk1 = times(mass.as_ref(), &k1);
            let rhs2: Vec<f64> = (0..n).map(|i| f1[i] - mk1[i]).collect();
            let k2: Vec<f64> = solve_dense(&w, n, &rhs2)?
                .iter()
                .zip(&k1)
                .map(|(a, b)| a + b)
                .collect();
            let ynew: Vec<f64> = (0..n).map(|i| y[i] + h * k2[i]).collect();
            let f2 = f(tnew, &ynew)?;
            let mk2 = times(mass.as_ref(), &k2);
            let rhs3: Vec<f64> = (0..n)
                .map(|i| f2[i] - e32 * (mk2[i] - f1[i]) - 2.0 * (mk1[i] - f0[i]) + h * d * dfdt[i])
                .collect();
            let k3 = solve_dense(&w, n, &rhs3)?;
            sol.evals += 2;
            sol.solves += 3;
            if ynew.iter().chain(&f2).any(|v| !v.is_finite()) {
                sol.failure = Some(Failure::NonFinite { t: tnew });
                return Ok(sol);
            }
            let delta: Vec<f64> = (0..n)
                .map(|i| (k1[i] - 2.0 * k2[i] + k3[i]) / 6.0)
                .collect();
            let err = if settings.norm_control {
                absh * (two_norm(&delta) / two_norm(&y).max(two_norm(&ynew)).max(norm_threshold))
            } else {
                absh * inf_norm(
                    (0..n).map(|i| delta[i] / y[i].abs().max(ynew[i].abs()).max(threshold[i])),
                )
            };
            if err <= rtol {
                break (k1, k2, ynew, f2, err);
            }
            sol.failed += 1;
            if absh <= hmin {
                sol.failure = Some(Failure::StepTooSmall { t, hmin });
                return Ok(sol);
            }
            if no_failed {
                no_failed = false;
                absh = hmin.max(absh * 0.5f64.max(0.8 * (rtol / err).powf(pow)));
            } else {
                absh = hmin.max(0.5 * absh);
            }
            h = tdir * absh;
            done = false;
        };
        sol.steps += 1;
        let tnew = t + h;
        // The continuous extension: y + h (s(1-s) k1 + s(s-2d) k2) / (1-2d).
        let interpolate = |tq: f64| -> Vec<f64> {
            let s = (tq - t) / h;
            let (a, b) = (
                s * (1.0 - s) / (1.0 - 2.0 * d),
                s * (s - 2.0 * d) / (1.0 - 2.0 * d),
            );
            (0..n).map(|i| y[i] + h * (a * k1[i] + b * k2[i])).collect()
        };
        if recorder.step(&mut sol, &mut events, (t, tnew), &ynew, &interpolate)? {
            break;
        }
        if no_failed {
            let temp = 1.25 * (err / rtol).powf(pow);
            absh = if temp > 0.2 { absh / temp } else { 5.0 * absh };
        }
        t = tnew;
        y = ynew;
        f0 = fnew;
    }
    Ok(sol)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stiff_linear_decay_tracks_its_slow_solution() {
        // y' = -1000 (y - cos t) - sin t has the solution cos t from y = 1.
        let mut f = |t: f64, y: &[f64]| Ok(vec![-1000.0 * (y[0] - t.cos()) - t.sin()]);
        let sol = solve(
            &mut f,
            Implicit::plain(),
            &[0.0, 2.0],
            &[1.0],
            &Settings::with_tolerances(1e-5, 1e-8),
            None,
        )
        .unwrap();
        assert_eq!(*sol.t.last().unwrap(), 2.0);
        for (t, y) in sol.t.iter().zip(&sol.y) {
            assert!((y[0] - t.cos()).abs() < 1e-3, "{t} {y:?}");
        }
        // Stiffness handled: an explicit method is stable only for steps
        // below 2/1000, so it needs at least 1000 steps over [0, 2] (this
        // one takes about 370 at these tolerances).
        assert!(sol.steps < 1000, "{}", sol.steps);
    }

    #[test]
    fn a_mass_matrix_scales_the_derivative() {
        // 2 y' = -y: y = exp(-t / 2).
        let mut f = |_: f64, y: &[f64]| Ok(vec![-y[0]]);
        let mut mass = |_: f64, _: &[f64]| Ok(vec![2.0]);
        let implicit = Implicit {
            mass: Some(&mut mass),
            ..Implicit::plain()
        };
        let sol = solve(
            &mut f,
            implicit,
            &[0.0, 3.0],
            &[1.0],
            &Settings::with_tolerances(1e-6, 1e-9),
            None,
        )
        .unwrap();
        let y = sol.y.last().unwrap()[0];
        assert!((y - (-1.5f64).exp()).abs() < 1e-4, "{y}");
    }

    #[test]
    fn an_analytic_jacobian_agrees_with_differences() {
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[1], -y[0]]);
        let mut jac = |_: f64, _: &[f64]| Ok(vec![0.0, -1.0, 1.0, 0.0]);
        let implicit = Implicit {
            jacobian: Some(&mut jac),
            constant_jacobian: true,
            ..Implicit::plain()
        };
        let sol = solve(
            &mut f,
            implicit,
            &[0.0, 1.0],
            &[0.0, 1.0],
            &Settings::with_tolerances(1e-6, 1e-9),
            None,
        )
        .unwrap();
        let y = sol.y.last().unwrap();
        assert!((y[0] - 1f64.sin()).abs() < 1e-4 && (y[1] - 1f64.cos()).abs() < 1e-4);
        assert_eq!(sol.jacobians, 1);
    }
}
