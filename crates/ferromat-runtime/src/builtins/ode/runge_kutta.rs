//! The numeric engine of `ode45` and `ode23`: embedded explicit
//! Runge–Kutta pairs (Dormand–Prince 5(4), Bogacki–Shampine 3(2)) with
//! MATLAB's error control, initial step, step-size update and dense
//! output (`Refine` points per step, or the requested `tspan` points).
//! It knows nothing of MATLAB values: the right-hand side is a closure.
//! Steps are bounded by [`MAX_STEPS`].

use super::events::{Event, EventValues};
use super::output::{OutputHook, Recorder};
use super::step_size::{land_on_final, min_step, step_for_rate, step_within};
use crate::error::Result;

/// The steps one call may take before giving up (the minimum step size
/// alone bounds the count only astronomically).
pub(crate) const MAX_STEPS: usize = 2_000_000;

/// An embedded explicit pair with FSAL (the last stage is f at the new
/// point) and a dense-output polynomial.
pub(crate) struct Tableau {
    /// Stage coefficients: row i holds a(i, 0..i).
    pub a: &'static [&'static [f64]],
    pub c: &'static [f64],
    /// Error weights: b minus the embedded method's weights.
    pub e: &'static [f64],
    /// 1 / (order of the error estimate + 1).
    pub pow: f64,
    /// Dense output: y(t + s h) = y + h * sum_j K_j * sum_k interp[j][k] s^(k+1).
    pub interp: &'static [&'static [f64]],
}

/// Dormand–Prince 5(4), the pair of `ode45`.
pub(crate) const DORMAND_PRINCE: Tableau = Tableau {
    a: &[
        &[],
        &[1.0 / 5.0],
        &[3.0 / 40.0, 9.0 / 40.0],
        &[44.0 / 45.0, -56.0 / 15.0, 32.0 / 9.0],
        &[
            19372.0 / 6561.0,
            -25360.0 / 2187.0,
            64448.0 / 6561.0,
            -212.0 / 729.0,
        ],
        &[
            9017.0 / 3168.0,
            -355.0 / 33.0,
            46732.0 / 5247.0,
            49.0 / 176.0,
            -5103.0 / 18656.0,
        ],
        &[
            35.0 / 384.0,
            0.0,
            500.0 / 1113.0,
            125.0 / 192.0,
            -2187.0 / 6784.0,
            11.0 / 84.0,
        ],
    ],
    c: &[0.0, 1.0 / 5.0, 3.0 / 10.0, 4.0 / 5.0, 8.0 / 9.0, 1.0, 1.0],
    e: &[
        71.0 / 57600.0,
        0.0,
        -71.0 / 16695.0,
        71.0 / 1920.0,
        -17253.0 / 339200.0,
        22.0 / 525.0,
        -1.0 / 40.0,
    ],
    pow: 1.0 / 5.0,
    interp: &[
        &[1.0, -183.0 / 64.0, 37.0 / 12.0, -145.0 / 128.0],
        &[0.0, 0.0, 0.0, 0.0],
        &[0.0, 1500.0 / 371.0, -1000.0 / 159.0, 1000.0 / 371.0],
        &[0.0, -125.0 / 32.0, 125.0 / 12.0, -375.0 / 64.0],
        &[0.0, 9477.0 / 3392.0, -729.0 / 106.0, 25515.0 / 6784.0],
        &[0.0, -11.0 / 7.0, 11.0 / 3.0, -55.0 / 28.0],
        &[0.0, 3.0 / 2.0, -4.0, 5.0 / 2.0],
    ],
};

/// Bogacki–Shampine 3(2), the pair of `ode23`.
pub(crate) const BOGACKI_SHAMPINE: Tableau = Tableau {
    a: &[
        &[],
        &[1.0 / 2.0],
        &[0.0, 3.0 / 4.0],
        &[2.0 / 9.0, 1.0 / 3.0, 4.0 / 9.0],
    ],
    c: &[0.0, 1.0 / 2.0, 3.0 / 4.0, 1.0],
    e: &[-5.0 / 72.0, 1.0 / 12.0, 1.0 / 9.0, -1.0 / 8.0],
    pow: 1.0 / 3.0,
    interp: &[
        &[1.0, -4.0 / 3.0, 5.0 / 9.0],
        &[0.0, 1.0, -2.0 / 3.0],
        &[0.0, 4.0 / 3.0, -8.0 / 9.0],
        &[0.0, -1.0, 1.0],
    ],
};

/// The integration options the engines read (MATLAB's odeset names).
#[derive(Clone, Debug)]
pub(crate) struct Settings<'a> {
    pub rel_tol: f64,
    /// One value, or one per component.
    pub abs_tol: Vec<f64>,
    pub max_step: Option<f64>,
    pub initial_step: Option<f64>,
    pub refine: usize,
    pub norm_control: bool,
    /// Record the mesh (each step's end and stage derivatives, for a `sol`
    /// structure that `deval` reads) instead of output points.
    pub keep_mesh: bool,
    /// `NonNegative`: the components (0-based) kept non-negative.
    pub non_negative: Vec<usize>,
    /// `OutputFcn`: called with each step's output points (output.rs).
    pub output: Option<OutputHook<'a>>,
}

/// The error-control quantities both integrators derive from [`Settings`].
pub(crate) struct StepControl {
    /// The relative tolerance, no smaller than 100 eps.
    pub rtol: f64,
    /// Per component, `AbsTol / rtol`: below it an error is measured
    /// against the absolute tolerance.
    pub threshold: Vec<f64>,
    /// The same for `NormControl` (the first `AbsTol`).
    pub norm_threshold: f64,
    /// The largest step: `MaxStep`, by default a tenth of the interval.
    pub hmax: f64,
}

impl Settings<'_> {
    /// The step control of `n` components over `[t0, tfinal]`.
    pub(crate) fn step_control(&self, n: usize, t0: f64, tfinal: f64) -> StepControl {
        let rtol = self.rel_tol.max(100.0 * f64::EPSILON);
        let atol = |i: usize| {
            self.abs_tol
                .get(i)
                .or(self.abs_tol.first())
                .copied()
                .unwrap_or(1e-6)
        };
        let span = (tfinal - t0).abs();
        StepControl {
            rtol,
            threshold: (0..n).map(|i| atol(i) / rtol).collect(),
            norm_threshold: atol(0) / rtol,
            hmax: self.max_step.unwrap_or(0.1 * span).min(span),
        }
    }

    /// `NonNegative` on a derivative: a component held at or below zero
    /// may not decrease.
    pub(crate) fn clamp_slope(&self, y: &[f64], yp: &mut [f64]) {
        for &i in &self.non_negative {
            if let (Some(v), Some(d)) = (y.get(i), yp.get_mut(i)) {
                if *v <= 0.0 {
                    *d = d.max(0.0);
                }
            }
        }
    }

    /// `NonNegative` on a solution: negative components become zero.
    pub(crate) fn clamp_state(&self, y: &mut [f64]) {
        for &i in &self.non_negative {
            if let Some(v) = y.get_mut(i) {
                *v = v.max(0.0);
            }
        }
    }

    /// `NonNegative`'s part of the error test: how far the constrained
    /// components of `ynew` went below zero, measured like the local error
    /// (against `threshold`, so a step fails when a component is below
    /// minus its absolute tolerance). Zero when none is negative.
    pub(crate) fn negativity(&self, ynew: &[f64], control: &StepControl) -> f64 {
        let below = self
            .non_negative
            .iter()
            .filter_map(|&i| ynew.get(i).map(|v| (i, (-v).max(0.0))));
        if self.norm_control {
            two_norm(&below.map(|(_, v)| v).collect::<Vec<_>>()) / control.norm_threshold
        } else {
            inf_norm(below.map(|(i, v)| v / control.threshold.get(i).copied().unwrap_or(1.0)))
        }
    }
}

#[cfg(test)]
impl Settings<'_> {
    /// MATLAB's defaults but for the two tolerances (the unit tests' usual
    /// settings, changed field by field where a test needs more).
    pub(crate) fn with_tolerances(rel_tol: f64, abs_tol: f64) -> Self {
        Settings {
            rel_tol,
            abs_tol: vec![abs_tol],
            max_step: None,
            initial_step: None,
            refine: 1,
            norm_control: false,
            keep_mesh: false,
            non_negative: Vec::new(),
            output: None,
        }
    }
}

/// Why integration stopped early.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Failure {
    /// The step size fell below 16 eps(t) at this t, with this minimum step.
    StepTooSmall { t: f64, hmin: f64 },
    /// [`MAX_STEPS`] were taken without reaching the end.
    TooManySteps { t: f64 },
    /// The right-hand side gave NaN or Inf at this t.
    NonFinite { t: f64 },
}

/// Output times, states (one row per time) and counts.
#[derive(Clone, Debug, Default)]
pub(crate) struct Solution {
    pub t: Vec<f64>,
    pub y: Vec<Vec<f64>>,
    pub steps: usize,
    pub failed: usize,
    pub evals: usize,
    pub failure: Option<Failure>,
    /// Located events, in time order (the `Events` option).
    pub events: Vec<Event>,
    /// Jacobian evaluations, LU decompositions and linear solves (the
    /// implicit solvers' statistics; zero for explicit pairs).
    pub jacobians: usize,
    pub decompositions: usize,
    pub solves: usize,
    /// With `Settings::keep_mesh`: each step's stage derivatives (stage by
    /// stage, each a state-sized vector), the continuous extension's data.
    pub stages: Vec<Vec<Vec<f64>>>,
    /// With `Settings::keep_mesh`, for `ode15s`: each step's order (its
    /// `stages` entry then holds the backward differences at the step's end).
    pub orders: Vec<usize>,
    /// With `Settings::keep_mesh`, for `ode113`: each step's spacings
    /// `psi(1..12)` (its `stages` entry then holds the differences `phi`).
    pub spacings: Vec<Vec<f64>>,
}

/// An event function: `[value, isterminal, direction]` at `(t, y)`.
pub(crate) type EventFunction<'a> = &'a mut dyn FnMut(f64, &[f64]) -> Result<EventValues>;

pub(crate) fn inf_norm(v: impl Iterator<Item = f64>) -> f64 {
    v.fold(0.0, |m, x| {
        if x.is_nan() || x.abs() > m {
            x.abs()
        } else {
            m
        }
    })
}

pub(crate) fn two_norm(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

/// The slope of a step's continuous extension at `t + s h`: the stages
/// `k` weighted by the derivatives of the interpolation polynomials.
fn slopes_at(tableau: &Tableau, k: &[Vec<f64>], s: f64, n: usize) -> Vec<f64> {
    let weights: Vec<f64> = tableau
        .interp
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(p, c)| c * (p as f64 + 1.0) * s.powi(p as i32))
                .sum()
        })
        .collect();
    (0..n)
        .map(|i| k.iter().zip(&weights).map(|(stage, w)| stage[i] * w).sum())
        .collect()
}

/// Integrates `y' = f(t, y)` from `tspan[0]` to its last entry, stopping
/// early at a terminal event of `events`.
pub(crate) fn solve(
    f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
    tableau: &Tableau,
    tspan: &[f64],
    y0: &[f64],
    settings: &Settings,
    mut events: Option<EventFunction<'_>>,
) -> Result<Solution> {
    let n = y0.len();
    let (t0, tfinal) = (tspan[0], tspan[tspan.len() - 1]);
    let tdir = (tfinal - t0).signum();
    let control = settings.step_control(n, t0, tfinal);
    let (rtol, norm_threshold, hmax) = (control.rtol, control.norm_threshold, control.hmax);
    let threshold = control.threshold.clone();
    // `NonNegative`: a constrained component at or below zero may not
    // decrease.
    let mut f = |t: f64, y: &[f64]| -> Result<Vec<f64>> {
        let mut yp = f(t, y)?;
        settings.clamp_slope(y, &mut yp);
        Ok(yp)
    };
    let stages = tableau.c.len();
    let mut sol = Solution {
        t: vec![t0],
        y: vec![y0.to_vec()],
        ..Solution::default()
    };
    let (mut t, mut y) = (t0, y0.to_vec());
    let mut f0 = f(t, &y)?;
    sol.evals += 1;
    let mut recorder = Recorder::new(tspan, settings, y0, &mut events)?;
    let mut hmin = min_step(t);
    let htspan = (tspan[1] - tspan[0]).abs();
    let mut absh = match settings.initial_step {
        Some(h) => step_within(h, hmin, hmax),
        None => {
            let rh = if settings.norm_control {
                (two_norm(&f0) / two_norm(&y).max(norm_threshold)) / (0.8 * rtol.powf(tableau.pow))
            } else {
                inf_norm(
                    f0.iter()
                        .zip(&y)
                        .zip(&threshold)
                        .map(|((d, v), th)| d / v.abs().max(*th)),
                ) / (0.8 * rtol.powf(tableau.pow))
            };
            step_for_rate(rh, hmin, hmax, htspan)
        }
    };
    let mut k = vec![vec![0.0; n]; stages];
    let mut ynew = vec![0.0; n];
    let mut done = false;
    while !done {
        if sol.steps >= MAX_STEPS {
            sol.failure = Some(Failure::TooManySteps { t });
            break;
        }
        hmin = min_step(t);
        let mut h;
        (h, absh, done) = land_on_final(t, tfinal, tdir, step_within(absh, hmin, hmax));
        let mut no_failed = true;
        let err = loop {
            let tnew = if done { tfinal } else { t + h };
            h = tnew - t;
            k[0].clone_from(&f0);
            for s in 1..stages {
                let ys: Vec<f64> = (0..n)
                    .map(|i| {
                        y[i] + h * tableau.a[s]
                            .iter()
                            .enumerate()
                            .map(|(j, a)| a * k[j][i])
                            .sum::<f64>()
                    })
                    .collect();
                if s == stages - 1 {
                    ynew.clone_from(&ys);
                }
                k[s] = f(t + tableau.c[s] * h, &ys)?;
                sol.evals += 1;
            }
            if k[stages - 1].iter().any(|v| !v.is_finite()) || ynew.iter().any(|v| !v.is_finite()) {
                sol.failure = Some(Failure::NonFinite { t: tnew });
                return Ok(sol);
            }
            let delta: Vec<f64> = (0..n)
                .map(|i| (0..stages).map(|j| tableau.e[j] * k[j][i]).sum())
                .collect();
            let mut err = if settings.norm_control {
                absh * (two_norm(&delta) / two_norm(&y).max(two_norm(&ynew)).max(norm_threshold))
            } else {
                absh * inf_norm(
                    (0..n).map(|i| delta[i] / y[i].abs().max(ynew[i].abs()).max(threshold[i])),
                )
            };
            // `NonNegative`: a constrained component more than its
            // absolute tolerance below zero fails the step too.
            let mut negative = false;
            if err <= rtol && !settings.non_negative.is_empty() {
                let below = settings.negativity(&ynew, &control);
                if below > rtol {
                    (err, negative) = (below, true);
                }
            }
            if err <= rtol {
                break err;
            }
            sol.failed += 1;
            if absh <= hmin {
                sol.failure = Some(Failure::StepTooSmall { t, hmin });
                return Ok(sol);
            }
            if no_failed && !negative {
                absh = hmin.max(absh * 0.1f64.max(0.8 * (rtol / err).powf(tableau.pow)));
            } else {
                absh = hmin.max(0.5 * absh);
            }
            no_failed = false;
            h = tdir * absh;
            done = false;
        };
        sol.steps += 1;
        settings.clamp_state(&mut ynew);
        let tnew = t + h;
        let interpolate = |tq: f64| -> Vec<f64> {
            let s = (tq - t) / h;
            let powers: Vec<f64> = (1..=tableau.interp[0].len())
                .map(|p| s.powi(p as i32))
                .collect();
            (0..n)
                .map(|i| {
                    y[i] + h
                        * (0..stages)
                            .map(|j| {
                                k[j][i]
                                    * tableau.interp[j]
                                        .iter()
                                        .zip(&powers)
                                        .map(|(c, p)| c * p)
                                        .sum::<f64>()
                            })
                            .sum::<f64>()
                })
                .collect()
        };
        let terminal = recorder.step(&mut sol, &mut events, (t, tnew), &ynew, &interpolate)?;
        if settings.keep_mesh {
            // A terminal event ends the mesh at te, inside the step, and
            // `deval` scales the step's interpolant to [t, te]. So the
            // stages are replaced by the interpolant's slopes at the nodes
            // of the shorter step, t + c_j (te - t): the continuous
            // extension has the order of the interpolant's degree, so on
            // those slopes it gives back the same polynomial.
            let te = sol.t.last().copied().unwrap_or(tnew);
            if terminal && te != tnew {
                let stages_at = |s: f64| slopes_at(tableau, &k, s, n);
                let shorter = (te - t) / h;
                sol.stages
                    .push(tableau.c.iter().map(|c| stages_at(c * shorter)).collect());
            } else {
                sol.stages.push(k.clone());
            }
        }
        if terminal {
            break;
        }
        if no_failed {
            let temp = 1.25 * (err / rtol).powf(tableau.pow);
            absh = if temp > 0.2 { absh / temp } else { 5.0 * absh };
        }
        t = tnew;
        y.clone_from(&ynew);
        f0.clone_from(&k[stages - 1]);
    }
    Ok(sol)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tableaus_are_consistent() {
        for tab in [&DORMAND_PRINCE, &BOGACKI_SHAMPINE] {
            for (i, row) in tab.a.iter().enumerate() {
                let sum: f64 = row.iter().sum();
                assert!((sum - tab.c[i]).abs() < 1e-14, "row {i}");
            }
            // The propagated weights are the last row of `a` (FSAL).
            let b = tab.a[tab.a.len() - 1];
            assert!(tab.e.iter().sum::<f64>().abs() < 1e-14);
            // Dense output at s = 1 reproduces the step.
            for (j, row) in tab.interp.iter().enumerate() {
                assert!(
                    (row.iter().sum::<f64>() - b.get(j).copied().unwrap_or(0.0)).abs() < 1e-14,
                    "interp row {j}"
                );
            }
        }
    }

    #[test]
    fn exponential_decay_matches_exp() {
        for tab in [&DORMAND_PRINCE, &BOGACKI_SHAMPINE] {
            let mut f = |_: f64, y: &[f64]| Ok(vec![-y[0]]);
            let sol = solve(
                &mut f,
                tab,
                &[0.0, 5.0],
                &[1.0],
                &Settings::with_tolerances(1e-8, 1e-10),
                None,
            )
            .unwrap();
            let (t, y) = (sol.t.last().unwrap(), sol.y.last().unwrap()[0]);
            assert_eq!(*t, 5.0);
            assert!((y - (-5.0f64).exp()).abs() < 1e-7, "{y}");
            for (t, y) in sol.t.iter().zip(&sol.y) {
                assert!((y[0] - (-t).exp()).abs() < 1e-7);
            }
        }
    }

    #[test]
    fn requested_times_are_hit_and_interpolated_well() {
        let mut f = |t: f64, _: &[f64]| Ok(vec![t.cos()]);
        let tspan: Vec<f64> = (0..=20).map(|i| i as f64 * 0.5).collect();
        let sol = solve(
            &mut f,
            &DORMAND_PRINCE,
            &tspan,
            &[0.0],
            &Settings::with_tolerances(1e-6, 1e-9),
            None,
        )
        .unwrap();
        assert_eq!(sol.t, tspan);
        for (t, y) in sol.t.iter().zip(&sol.y) {
            assert!((y[0] - t.sin()).abs() < 1e-5, "{t} {y:?}");
        }
    }

    #[test]
    fn a_terminal_event_stops_at_its_time() {
        // y' = -1 from y = 1 reaches zero at t = 1.
        let mut f = |_: f64, _: &[f64]| Ok(vec![-1.0]);
        let mut events = |_: f64, y: &[f64]| {
            Ok(EventValues {
                value: vec![y[0]],
                terminal: vec![true],
                direction: vec![0.0],
            })
        };
        let sol = solve(
            &mut f,
            &DORMAND_PRINCE,
            &[0.0, 5.0],
            &[1.0],
            &Settings::with_tolerances(1e-6, 1e-9),
            Some(&mut events),
        )
        .unwrap();
        assert_eq!(sol.events.len(), 1);
        assert!((sol.events[0].t - 1.0).abs() < 1e-10, "{:?}", sol.events);
        assert!((*sol.t.last().unwrap() - 1.0).abs() < 1e-10);
        assert!(sol.y.last().unwrap()[0].abs() < 1e-10);
    }

    #[test]
    fn backwards_in_time() {
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[0]]);
        let sol = solve(
            &mut f,
            &DORMAND_PRINCE,
            &[1.0, 0.0],
            &[1f64.exp()],
            &Settings::with_tolerances(1e-8, 1e-10),
            None,
        )
        .unwrap();
        assert!((sol.y.last().unwrap()[0] - 1.0).abs() < 1e-6);
    }

    #[test]
    fn blow_up_stops_without_hanging() {
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[0] * y[0]]);
        let sol = solve(
            &mut f,
            &DORMAND_PRINCE,
            &[0.0, 2.0],
            &[1.0],
            &Settings::with_tolerances(1e-3, 1e-6),
            None,
        )
        .unwrap();
        assert!(sol.failure.is_some());
        assert!(*sol.t.last().unwrap() < 1.0 + 1e-3);
    }
}
