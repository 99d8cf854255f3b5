//! The driver shared by `ode23t` and `ode23tb`, one-step implicit methods
//! of order 2 whose every stage has the form `M (x - v) = d h f(tau, x)`
//! with one `d` per method, so one iteration matrix `W = M - d h J`
//! serves every stage of a step. It holds the starting values (consistent
//! ones for an index-1 DAE, from dae.rs), the simplified Newton
//! iteration of a stage, the Jacobian kept across steps and formed again
//! only when an iteration converges too slowly, MATLAB's error control
//! and step-size rule, the cubic Hermite continuous extension (output
//! points, events, `deval`) and the `sol` mesh. The methods' formulas are
//! trapezoid.rs and trbdf2.rs; this file must hold none of them. It
//! knows nothing of MATLAB values: the right-hand side, Jacobian and mass
//! are closures. Steps and failed attempts are bounded by [`MAX_STEPS`],
//! and each step checks the interrupt flag.

use super::dae::{consistent, is_singular};
use super::ndf::{factor, jacobian, Linear, Weights};
use super::output::Recorder;
use super::rosenbrock::{solve_dense, times, Factored, Implicit, MassKind};
use super::runge_kutta::{
    two_norm, EventFunction, Failure, Settings, Solution, StepControl, MAX_STEPS,
};
use super::step_size::{land_on_final, min_step, step_for_rate, step_within};
use super::{trapezoid, trbdf2};
use crate::error::{Result, RuntimeError};
use crate::interp::interrupt;

/// Newton iterations per stage, as in ode15s.
const MAX_NEWTON: usize = 4;

/// The method of a one-step solve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Scheme {
    /// `ode23t`: the trapezoidal rule.
    Trapezoid,
    /// `ode23tb`: TR-BDF2.
    TrBdf2,
}

/// The step accepted before the current one (for ode23t's error estimate).
pub(crate) struct Previous {
    pub h: f64,
    pub y: Vec<f64>,
    pub yp: Vec<f64>,
}

/// Where an attempted step starts and ends.
#[derive(Clone, Copy)]
pub(crate) struct Start<'s> {
    pub t: f64,
    pub tnew: f64,
    /// `tnew - t`.
    pub h: f64,
    pub y: &'s [f64],
    /// The slope at `t` the last step's formula implies (`M yp = f`).
    pub yp: &'s [f64],
    pub previous: Option<&'s Previous>,
    /// Components whose column of a singular mass is zero (the algebraic
    /// variables of a semi-explicit DAE); empty otherwise.
    pub algebraic: &'s [bool],
}

/// A step whose stages converged.
pub(crate) struct Attempt {
    pub ynew: Vec<f64>,
    /// The slope at the step's end, from the formula.
    pub ypnew: Vec<f64>,
    /// The local error estimate, already filtered through `W`.
    pub estimate: Vec<f64>,
}

/// MATLAB's error weights, from the step control.
pub(crate) struct Tolerances {
    pub rtol: f64,
    pub threshold: Vec<f64>,
    pub norm_threshold: f64,
    pub norm_control: bool,
}

impl Tolerances {
    /// Inverse weights for changes near the states `a` and `b`.
    pub(crate) fn weights(&self, a: &[f64], b: &[f64]) -> Weights {
        if self.norm_control {
            Weights::Norm(1.0 / two_norm(a).max(two_norm(b)).max(self.norm_threshold))
        } else {
            Weights::Each(
                (0..a.len())
                    .map(|i| 1.0 / a[i].abs().max(b[i].abs()).max(self.threshold[i]))
                    .collect(),
            )
        }
    }
}

/// What the methods' formulas use of the driver in one attempted step:
/// the right-hand side, the factored `W` and the mass.
pub(crate) struct Corrector<'c, 'i, F> {
    f: &'c mut F,
    implicit: &'c mut Implicit<'i>,
    kind: MassKind,
    /// The mass at the step's start; `None` is the identity.
    mass: Option<&'c Vec<f64>>,
    lu: &'c Factored,
    row_scale: Option<&'c [f64]>,
    /// `d h`.
    dh: f64,
    tol: &'c Tolerances,
    /// The contraction rate seen with this `W`, if any.
    rate: &'c mut Option<f64>,
    sol: &'c mut Solution,
}

impl<F: FnMut(f64, &[f64]) -> Result<Vec<f64>>> Corrector<'_, '_, F> {
    /// `W \ r` (rows scaled as `W`'s were).
    pub(crate) fn solve(&mut self, r: &[f64]) -> Result<Vec<f64>> {
        self.sol.solves += 1;
        match self.row_scale {
            Some(scale) => self
                .lu
                .solve(&r.iter().zip(scale).map(|(a, b)| a * b).collect::<Vec<_>>()),
            None => self.lu.solve(r),
        }
    }

    /// `M v` with the mass at the step's start.
    pub(crate) fn mass_times(&self, v: &[f64]) -> Vec<f64> {
        times(self.mass, v)
    }

    /// `f(t, y)`, counted.
    pub(crate) fn eval(&mut self, t: f64, y: &[f64]) -> Result<Vec<f64>> {
        self.sol.evals += 1;
        (self.f)(t, y)
    }

    fn mass_at(&mut self, t: f64, y: &[f64]) -> Result<Option<Vec<f64>>> {
        match self.implicit.mass.as_mut() {
            Some(m) => Ok(Some(m(t, y)?)),
            None => Ok(None),
        }
    }

    /// Solves the stage `M(tau, x) (x - v) = d h f(tau, x)` for `x` from
    /// `guess` by the simplified Newton iteration with `W`, MATLAB's rate
    /// test deciding convergence (as in ode15s); `None` when it converges
    /// too slowly or leaves the finite numbers. `y` (the step's start)
    /// scales the corrections.
    pub(crate) fn stage(
        &mut self,
        tau: f64,
        y: &[f64],
        v: &[f64],
        guess: Vec<f64>,
    ) -> Result<Option<Vec<f64>>> {
        let n = y.len();
        let mut x = guess;
        let weights = self.tol.weights(y, &x);
        let minnrm = 100.0 * f64::EPSILON * weights.norm(&x);
        let rtol = self.tol.rtol;
        let mut stage_mass = match self.kind {
            MassKind::Time => self.mass_at(tau, &x)?,
            _ => None,
        };
        let mut oldnrm = 0.0;
        for iter in 1..=MAX_NEWTON {
            if self.kind == MassKind::State {
                stage_mass = self.mass_at(tau, &x)?;
            }
            let fx = self.eval(tau, &x)?;
            let dx: Vec<f64> = (0..n).map(|i| x[i] - v[i]).collect();
            let mdx = times(stage_mass.as_ref().or(self.mass), &dx);
            let r: Vec<f64> = (0..n).map(|i| self.dh * fx[i] - mdx[i]).collect();
            let del = self.solve(&r)?;
            let newnrm = weights.norm(&del);
            for (xi, di) in x.iter_mut().zip(&del) {
                *xi += di;
            }
            if !newnrm.is_finite() || x.iter().any(|v| !v.is_finite()) {
                return Ok(None);
            }
            if newnrm <= minnrm {
                return Ok(Some(x));
            }
            if iter == 1 {
                if let Some(rate) = *self.rate {
                    // A rate from an earlier stage: demand more of it.
                    if newnrm * rate / (1.0 - rate) <= 0.05 * rtol {
                        return Ok(Some(x));
                    }
                }
            } else {
                if newnrm > 0.9 * oldnrm {
                    return Ok(None);
                }
                let rate = (0.9 * self.rate.unwrap_or(0.0)).max(newnrm / oldnrm);
                *self.rate = Some(rate);
                let errit = newnrm * rate / (1.0 - rate);
                if errit <= 0.5 * rtol {
                    return Ok(Some(x));
                }
                if 0.5 * rtol < errit * rate.powi((MAX_NEWTON - iter) as i32) {
                    return Ok(None);
                }
            }
            oldnrm = newnrm;
        }
        Ok(None)
    }
}

/// The cubic Hermite interpolant at fraction `s` of a step of size `h`
/// from `(y, yp)` to `(ynew, ypnew)`.
pub(crate) fn hermite(s: f64, h: f64, ends: [&[f64]; 4]) -> Vec<f64> {
    let [y, yp, ynew, ypnew] = ends;
    let (h00, h10) = (
        (1.0 + 2.0 * s) * (1.0 - s) * (1.0 - s),
        s * (1.0 - s) * (1.0 - s),
    );
    let (h01, h11) = (s * s * (3.0 - 2.0 * s), s * s * (s - 1.0));
    (0..y.len())
        .map(|i| h00 * y[i] + h10 * h * yp[i] + h01 * ynew[i] + h11 * h * ypnew[i])
        .collect()
}

/// The derivative in `t` of [`hermite`].
pub(crate) fn hermite_slope(s: f64, h: f64, ends: [&[f64]; 4]) -> Vec<f64> {
    let [y, yp, ynew, ypnew] = ends;
    // The basis functions' derivatives in s; those of the two values are
    // opposite.
    let d00 = 6.0 * s * (s - 1.0);
    let (d10, d11) = ((3.0 * s - 1.0) * (s - 1.0), s * (3.0 * s - 2.0));
    (0..y.len())
        .map(|i| d00 * (y[i] - ynew[i]) / h + d10 * yp[i] + d11 * ypnew[i])
        .collect()
}

fn mass_at(implicit: &mut Implicit<'_>, t: f64, y: &[f64]) -> Result<Option<Vec<f64>>> {
    match implicit.mass.as_mut() {
        Some(m) => Ok(Some(m(t, y)?)),
        None => Ok(None),
    }
}

/// Integrates `M y' = f(t, y)` from `tspan[0]` to its last entry.
pub(crate) fn solve(
    f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
    mut implicit: Implicit<'_>,
    scheme: Scheme,
    tspan: &[f64],
    y0: &[f64],
    settings: &Settings,
    mut events: Option<EventFunction<'_>>,
) -> Result<Solution> {
    let n = y0.len();
    let d = match scheme {
        Scheme::Trapezoid => 0.5,
        Scheme::TrBdf2 => trbdf2::D,
    };
    let pow = 1.0 / 3.0;
    let (t0, tfinal) = (tspan[0], tspan[tspan.len() - 1]);
    let tdir = (tfinal - t0).signum();
    let StepControl {
        rtol,
        threshold,
        norm_threshold,
        hmax,
    } = settings.step_control(n, t0, tfinal);
    let tol = Tolerances {
        rtol,
        threshold,
        norm_threshold,
        norm_control: settings.norm_control,
    };
    let mut sol = Solution {
        t: vec![t0],
        y: vec![y0.to_vec()],
        ..Solution::default()
    };
    let kind = implicit.mass_kind();
    let (mut t, mut y) = (t0, y0.to_vec());
    let mut mt = mass_at(&mut implicit, t, &y)?;
    let f0 = f(t, &y)?;
    sol.evals += 1;
    let dae = match (&mt, implicit.singular_mass) {
        (None, _) | (_, Some(false)) => false,
        (Some(_), Some(true)) => true,
        (Some(m), None) => is_singular(m, n)?,
    };
    if dae && scheme == Scheme::TrBdf2 {
        return Err(RuntimeError::new(
            "ferromat:ode23tb:singularMass",
            "ode23tb cannot solve differential-algebraic equations (a singular mass matrix); use ode15s or ode23t.",
        ));
    }
    let threshold = &tol.threshold;
    let mut dfdy = jacobian(f, &mut implicit, (t, &y, Some(&f0)), threshold, &mut sol)?;
    let mut yp = match (&mt, dae) {
        (Some(m), true) => {
            let c = consistent(f, m, t, &y, f0, &dfdy, (threshold, rtol), &mut sol.evals)?;
            if c.changed {
                y.clone_from(&c.y);
                sol.y[0].clone_from(&c.y);
                if kind == MassKind::State {
                    mt = mass_at(&mut implicit, t, &y)?;
                }
                if !implicit.constant_jacobian {
                    dfdy = jacobian(f, &mut implicit, (t, &y, Some(&c.f)), threshold, &mut sol)?;
                }
            }
            c.yp
        }
        (Some(m), false) => solve_dense(m, n, &f0)?,
        (None, _) => f0,
    };
    // A zero column of a singular mass: a variable whose slope no equation
    // sees.
    let algebraic: Vec<bool> = match (&mt, dae) {
        (Some(m), true) => (0..n)
            .map(|j| m[j * n..(j + 1) * n].iter().all(|v| *v == 0.0))
            .collect(),
        _ => Vec::new(),
    };
    let mut recorder = Recorder::new(tspan, settings, &y, &mut events)?;
    let mut hmin = min_step(t);
    let htspan = (tspan[1] - tspan[0]).abs();
    let mut absh = match settings.initial_step {
        Some(h) => step_within(h, hmin, hmax),
        None => {
            let rh = 1.25 * tol.weights(&y, &y).norm(&yp) / rtol.sqrt();
            step_for_rate(rh, hmin, hmax, htspan)
        }
    };
    let linear = |mt: &Option<Vec<f64>>, dfdy: &[f64], dh: f64, sol: &mut Solution| {
        sol.decompositions += 1;
        let lin = Linear {
            mass: mt.as_deref(),
            dfdy,
            dae,
        };
        factor(&lin, dh, n)
    };
    let mut h = tdir * absh;
    let (mut lu, mut row_scale) = linear(&mt, &dfdy, d * h, &mut sol)?;
    // The step size `lu` was formed for; `None` after J or M changed.
    let mut factored_for = Some(h);
    let mut rate: Option<f64> = None;
    let mut jcurrent = true;
    let mut previous: Option<Previous> = None;
    let mut done = false;
    while !done {
        interrupt::check()?;
        if sol.steps >= MAX_STEPS || sol.failed >= MAX_STEPS {
            sol.failure = Some(Failure::TooManySteps { t });
            break;
        }
        hmin = min_step(t);
        (h, absh, done) = land_on_final(t, tfinal, tdir, step_within(absh, hmin, hmax));
        if sol.steps > 0 && matches!(kind, MassKind::Time | MassKind::State) {
            mt = mass_at(&mut implicit, t, &y)?;
            factored_for = None;
        }
        let mut no_failed = true;
        let (tnew, attempt, err) = loop {
            let tnew = if done { tfinal } else { t + h };
            h = tnew - t;
            if factored_for != Some(h) {
                (lu, row_scale) = linear(&mt, &dfdy, d * h, &mut sol)?;
                factored_for = Some(h);
                rate = None;
            }
            let start = Start {
                t,
                tnew,
                h,
                y: &y,
                yp: &yp,
                previous: previous.as_ref(),
                algebraic: &algebraic,
            };
            let mut corrector = Corrector {
                f: &mut *f,
                implicit: &mut implicit,
                kind,
                mass: mt.as_ref(),
                lu: &lu,
                row_scale: row_scale.as_deref(),
                dh: d * h,
                tol: &tol,
                rate: &mut rate,
                sol: &mut sol,
            };
            let outcome = match scheme {
                Scheme::Trapezoid => trapezoid::attempt(&mut corrector, &start)?,
                Scheme::TrBdf2 => trbdf2::attempt(&mut corrector, &start)?,
            };
            // `None`: the iteration failed; otherwise the error estimate.
            let rejected = match outcome {
                Some(a) => {
                    let err = tol.weights(&y, &a.ynew).norm(&a.estimate);
                    if err <= rtol {
                        break (tnew, a, err);
                    }
                    Some(err)
                }
                None => None,
            };
            sol.failed += 1;
            let stuck = absh <= hmin && (jcurrent || rejected.is_some());
            if stuck || sol.failed >= MAX_STEPS {
                sol.failure = Some(if stuck {
                    Failure::StepTooSmall { t, hmin }
                } else {
                    Failure::TooManySteps { t }
                });
                return Ok(sol);
            }
            match rejected {
                None if !jcurrent => {
                    // Converging slowly: first re-linearise at (t, y).
                    dfdy = jacobian(f, &mut implicit, (t, &y, None), &tol.threshold, &mut sol)?;
                    jcurrent = true;
                    factored_for = None;
                    continue;
                }
                None => absh *= 0.3,
                // The step shrinks by the estimate, by half after a failure.
                Some(err) if no_failed => absh *= 0.1f64.max(0.8 * (rtol / err).powf(pow)),
                Some(_) => absh *= 0.5,
            }
            absh = absh.max(hmin);
            h = tdir * absh;
            done = false;
            no_failed = false;
        };
        sol.steps += 1;
        let Attempt { ynew, ypnew, .. } = attempt;
        let ends = [&y[..], &yp[..], &ynew[..], &ypnew[..]];
        let interpolate = |tq: f64| hermite((tq - t) / h, h, ends);
        let terminal = recorder.step(&mut sol, &mut events, (t, tnew), &ynew, &interpolate)?;
        if settings.keep_mesh {
            // A terminal event ends the step early: the same cubic on the
            // shorter step has the interpolant's slope there.
            let te = sol.t.last().copied().unwrap_or(tnew);
            let end_slope = if terminal && te != tnew {
                hermite_slope((te - t) / h, h, ends)
            } else {
                ypnew.clone()
            };
            sol.stages.push(vec![yp.clone(), end_slope]);
        }
        if terminal {
            break;
        }
        if no_failed {
            let temp = 1.25 * (err / rtol).powf(pow);
            absh = if temp > 0.2 { absh / temp } else { 5.0 * absh };
        }
        previous = Some(Previous {
            h,
            y: std::mem::replace(&mut y, ynew),
            yp: std::mem::replace(&mut yp, ypnew),
        });
        t = tnew;
        jcurrent = implicit.constant_jacobian;
    }
    Ok(sol)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::events::EventValues;
    use super::super::ndf::tests::{close_to_robertson, robertson};
    use super::*;

    const BOTH: [Scheme; 2] = [Scheme::Trapezoid, Scheme::TrBdf2];

    fn run(
        scheme: Scheme,
        f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
        implicit: Implicit<'_>,
        (tspan, y0): (&[f64], &[f64]),
        settings: &Settings,
    ) -> Solution {
        solve(f, implicit, scheme, tspan, y0, settings, None).unwrap()
    }

    /// The error at t = 2 in steps of exactly `h` on `y' = cos t - (y -
    /// sin t)`, `y(0) = 0`, whose solution is `sin t` (tolerances loose
    /// enough that no step is rejected).
    fn fixed_step_error(scheme: Scheme, h: f64) -> f64 {
        let mut f = |t: f64, y: &[f64]| Ok(vec![t.cos() - (y[0] - t.sin())]);
        let mut settings = Settings::with_tolerances(1e-2, 1e-2);
        settings.max_step = Some(h);
        settings.initial_step = Some(h);
        let sol = run(
            scheme,
            &mut f,
            Implicit::plain(),
            (&[0.0, 2.0], &[0.0]),
            &settings,
        );
        assert_eq!(sol.steps, (2.0 / h).round() as usize);
        assert_eq!(sol.failed, 0);
        (sol.y.last().unwrap()[0] - 2f64.sin()).abs()
    }

    /// Halving the step divides the global error by 4.
    pub(crate) fn assert_second_order(scheme: Scheme) {
        let errors = [0.2, 0.1, 0.05, 0.025].map(|h| fixed_step_error(scheme, h));
        for pair in errors.windows(2) {
            let order = (pair[0] / pair[1]).log2();
            assert!((order - 2.0).abs() < 0.1, "{scheme:?}: {errors:?}");
        }
    }

    #[test]
    fn stiff_decay_tracks_its_slow_solution_in_few_steps() {
        for scheme in BOTH {
            let mut f = |t: f64, y: &[f64]| Ok(vec![-1000.0 * (y[0] - t.cos()) - t.sin()]);
            let settings = Settings::with_tolerances(1e-5, 1e-8);
            let sol = run(
                scheme,
                &mut f,
                Implicit::plain(),
                (&[0.0, 2.0], &[1.0]),
                &settings,
            );
            assert_eq!(*sol.t.last().unwrap(), 2.0);
            for (t, y) in sol.t.iter().zip(&sol.y) {
                assert!((y[0] - t.cos()).abs() < 1e-4, "{scheme:?} {t} {y:?}");
            }
            // An explicit method needs 1000 steps here.
            assert!(sol.steps < 300, "{scheme:?} {}", sol.steps);
        }
    }

    #[test]
    fn tightening_the_tolerance_shrinks_steps_as_h_cubed() {
        // The local error is O(h^3): a thousandfold tighter tolerance
        // takes about ten times the steps and gains about a hundredfold.
        for scheme in BOTH {
            let go = |tol: f64| {
                let mut f = |_: f64, y: &[f64]| Ok(vec![-y[0]]);
                let settings = Settings::with_tolerances(tol, tol);
                let sol = run(
                    scheme,
                    &mut f,
                    Implicit::plain(),
                    (&[0.0, 4.0], &[1.0]),
                    &settings,
                );
                let error = (sol.y.last().unwrap()[0] - (-4f64).exp()).abs();
                (sol.steps as f64, error)
            };
            let ((coarse, e1), (fine, e2)) = (go(1e-4), go(1e-7));
            assert!(
                fine / coarse > 6.0 && fine / coarse < 16.0,
                "{coarse} {fine}"
            );
            assert!(e1 / e2 > 30.0 && e1 / e2 < 300.0, "{e1} {e2}");
        }
    }

    #[test]
    fn robertson_kinetics_and_van_der_pol() {
        let mut s = Settings::with_tolerances(1e-4, 1e-6);
        s.abs_tol = vec![1e-6, 1e-10, 1e-6];
        for scheme in BOTH {
            let mut f = robertson;
            let sol = run(
                scheme,
                &mut f,
                Implicit::plain(),
                (&[0.0, 40.0], &[1.0, 0.0, 0.0]),
                &s,
            );
            let last = sol.y.last().unwrap();
            assert!(close_to_robertson(last), "{scheme:?} {last:?}");
            // van der Pol, mu = 1000: y1(3000) = -1.5106068 (GNU Octave's
            // ode15s at RelTol 1e-9 agrees with ode15s here).
            let mut vdp =
                |_: f64, y: &[f64]| Ok(vec![y[1], 1000.0 * (1.0 - y[0] * y[0]) * y[1] - y[0]]);
            let tight = Settings::with_tolerances(1e-6, 1e-9);
            let sol = run(
                scheme,
                &mut vdp,
                Implicit::plain(),
                (&[0.0, 3000.0], &[2.0, 0.0]),
                &tight,
            );
            let y1 = sol.y.last().unwrap()[0];
            assert!((y1 + 1.510_606_8).abs() < 1e-3, "{scheme:?} {y1}");
        }
    }

    #[test]
    fn robertson_as_a_dae_from_an_inconsistent_start() {
        let mut s = Settings::with_tolerances(1e-4, 1e-6);
        s.abs_tol = vec![1e-6, 1e-10, 1e-6];
        let mut g = |t: f64, y: &[f64]| {
            let mut v = robertson(t, y)?;
            v[2] = y[0] + y[1] + y[2] - 1.0;
            Ok(v)
        };
        let mut mass = |_: f64, _: &[f64]| Ok(vec![1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
        let implicit = Implicit {
            mass: Some(&mut mass),
            ..Implicit::plain()
        };
        let tspan = [0.0, 0.4, 40.0];
        let sol = run(
            Scheme::Trapezoid,
            &mut g,
            implicit,
            (&tspan, &[1.0, 0.0, 0.5]),
            &s,
        );
        assert_eq!(sol.y[0], vec![1.0, 0.0, 0.0]);
        let last = sol.y.last().unwrap();
        assert!(close_to_robertson(last), "{last:?}");
        assert!((last.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        // Interpolated at 0.4, the algebraic y3 keeps the conservation law
        // and agrees with the ODE's value.
        let mut f = robertson;
        let ode = run(
            Scheme::Trapezoid,
            &mut f,
            Implicit::plain(),
            (&tspan, &[1.0, 0.0, 0.0]),
            &s,
        );
        let (a, b) = (&sol.y[1], &ode.y[1]);
        assert!((a.iter().sum::<f64>() - 1.0).abs() < 1e-6, "{a:?}");
        assert!(
            (a[2] - b[2]).abs() < 1e-4 && (a[0] - b[0]).abs() < 1e-4,
            "{a:?} {b:?}"
        );
        // ode23tb refuses a DAE.
        let mut mass = |_: f64, _: &[f64]| Ok(vec![1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
        let implicit = Implicit {
            mass: Some(&mut mass),
            ..Implicit::plain()
        };
        let e = solve(
            &mut g,
            implicit,
            Scheme::TrBdf2,
            &tspan,
            &[1.0, 0.0, 0.0],
            &s,
            None,
        );
        assert_eq!(e.err().unwrap().identifier, "ferromat:ode23tb:singularMass");
    }

    #[test]
    fn time_and_state_dependent_masses() {
        for scheme in BOTH {
            // (1 + t) y' = y: y = 1 + t.
            let mut f = |_: f64, y: &[f64]| Ok(vec![y[0]]);
            let mut mass = |t: f64, _: &[f64]| Ok(vec![1.0 + t]);
            let implicit = Implicit {
                mass: Some(&mut mass),
                constant_mass: false,
                ..Implicit::plain()
            };
            let s = Settings::with_tolerances(1e-6, 1e-9);
            let sol = run(scheme, &mut f, implicit, (&[0.0, 3.0], &[1.0]), &s);
            assert!((sol.y.last().unwrap()[0] - 4.0).abs() < 1e-4, "{scheme:?}");
            // y y' = 1: y = sqrt(1 + 2t).
            let mut f = |_: f64, _: &[f64]| Ok(vec![1.0]);
            let mut mass = |_: f64, y: &[f64]| Ok(vec![y[0]]);
            let implicit = Implicit {
                mass: Some(&mut mass),
                constant_mass: false,
                state_mass: true,
                ..Implicit::plain()
            };
            let sol = run(scheme, &mut f, implicit, (&[0.0, 4.0], &[1.0]), &s);
            assert!((sol.y.last().unwrap()[0] - 3.0).abs() < 1e-4, "{scheme:?}");
        }
    }

    #[test]
    fn a_terminal_event_ends_the_mesh_with_the_interpolants_slope() {
        for scheme in BOTH {
            let mut f = |_: f64, y: &[f64]| Ok(vec![-y[0]]);
            let mut events = |_: f64, y: &[f64]| {
                Ok(EventValues {
                    value: vec![y[0] - 0.5],
                    terminal: vec![true],
                    direction: vec![0.0],
                })
            };
            let mut s = Settings::with_tolerances(1e-8, 1e-10);
            s.keep_mesh = true;
            let tspan = [0.0, 5.0];
            let sol = solve(
                &mut f,
                Implicit::plain(),
                scheme,
                &tspan,
                &[1.0],
                &s,
                Some(&mut events),
            )
            .unwrap();
            assert!(
                (sol.events[0].t - 2f64.ln()).abs() < 1e-5,
                "{:?}",
                sol.events
            );
            assert_eq!(*sol.t.last().unwrap(), sol.events[0].t);
            assert_eq!(sol.stages.len(), sol.t.len() - 1);
            let slopes = sol.stages.last().unwrap();
            assert!((slopes[1][0] + 0.5).abs() < 1e-4, "{slopes:?}");
        }
    }

    #[test]
    fn hermite_reproduces_a_cubic_and_its_slope() {
        let p = |t: f64| 1.0 - t + 0.5 * t * t - 0.25 * t * t * t;
        let dp = |t: f64| -1.0 + t - 0.75 * t * t;
        let (t, h) = (0.5, 0.3);
        let ends = [&[p(t)][..], &[dp(t)], &[p(t + h)], &[dp(t + h)]];
        for s in [0.0, 0.25, 0.7, 1.0] {
            assert!((hermite(s, h, ends)[0] - p(t + s * h)).abs() < 1e-14);
            assert!((hermite_slope(s, h, ends)[0] - dp(t + s * h)).abs() < 1e-13);
        }
    }
}
