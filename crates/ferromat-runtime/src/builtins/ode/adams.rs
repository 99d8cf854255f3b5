//! The numeric engine of `ode113`: variable-step, variable-order
//! Adams–Bashforth–Moulton formulas in PECE mode (orders 1 to 12), in the
//! modified-divided-difference form of Shampine and Gordon ("Computer
//! Solution of Ordinary Differential Equations", 1975), with MATLAB's error
//! measure (the max norm against `max(|y|, AbsTol/RelTol)` at the step's
//! start, or `NormControl`'s 2-norm), and the method's own continuous
//! extension ([`interpolate`], which `deval` uses too). The history is the
//! array of modified divided differences `phi` of the slopes and the
//! spacings `psi` of the last steps; order and step size are chosen from
//! error estimates at orders k-2 .. k+1. It knows nothing of MATLAB values:
//! the right-hand side is a closure. Outputs and events go through
//! output.rs.

use super::output::Recorder;
use super::runge_kutta::{
    inf_norm, two_norm, EventFunction, Failure, Settings, Solution, MAX_STEPS,
};
use super::step_size::{land_on_final, min_step, step_for_rate, step_within};
use crate::error::Result;

/// The highest order of the formulas.
pub(crate) const MAX_ORDER: usize = 12;

/// Columns of `phi` a step keeps: the differences up to order
/// [`MAX_ORDER`] + 2 (the last two are work space of the error estimate).
pub(crate) const COLUMNS: usize = MAX_ORDER + 2;

/// Shampine and Gordon's constants relating the error of a constant-step
/// formula of order k to its leading difference (1-based: `GSTR[k]`).
const GSTR: [f64; 14] = [
    0.0, 0.5, 0.0833, 0.0417, 0.0264, 0.0188, 0.0143, 0.0114, 0.00936, 0.00789, 0.00679, 0.00592,
    0.00524, 0.00468,
];

/// The integration coefficients of one step (all 1-based, as in the
/// method's description; entry 0 is unused).
struct Coefficients {
    g: [f64; 14],
    sig: [f64; 14],
    alpha: [f64; 14],
    beta: [f64; 14],
    psi: [f64; 14],
    v: [f64; 14],
    w: [f64; 14],
}

impl Coefficients {
    fn new() -> Self {
        let mut c = Coefficients {
            g: [0.0; 14],
            sig: [0.0; 14],
            alpha: [0.0; 14],
            beta: [0.0; 14],
            psi: [0.0; 14],
            v: [0.0; 14],
            w: [0.0; 14],
        };
        c.g[1] = 1.0;
        c.g[2] = 0.5;
        c.sig[1] = 1.0;
        c
    }

    /// The coefficients of a step of size `h` at order `k`, the `ns`-th
    /// with this size (only those that a change of size or order changes:
    /// after k steps of one size the formulas are constant-step ones).
    fn update(&mut self, h: f64, k: usize, kold: usize, ns: usize) {
        if k < ns {
            return;
        }
        let (kp1, kp2) = (k + 1, k + 2);
        self.beta[ns] = 1.0;
        self.alpha[ns] = 1.0 / ns as f64;
        let mut temp1 = h * ns as f64;
        self.sig[ns + 1] = 1.0;
        for i in ns + 1..=k {
            let temp2 = self.psi[i - 1];
            self.psi[i - 1] = temp1;
            self.beta[i] = self.beta[i - 1] * self.psi[i - 1] / temp2;
            temp1 = temp2 + h;
            self.alpha[i] = h / temp1;
            self.sig[i + 1] = i as f64 * self.alpha[i] * self.sig[i];
        }
        self.psi[k] = temp1;
        if ns <= 1 {
            for iq in 1..=k {
                self.v[iq] = 1.0 / (iq * (iq + 1)) as f64;
                self.w[iq] = self.v[iq];
            }
        } else {
            if k > kold {
                // The order went up: the new diagonal entry of v.
                self.v[k] = 1.0 / (k * kp1) as f64;
                for j in 1..=ns.saturating_sub(2) {
                    let i = k - j;
                    self.v[i] -= self.alpha[j + 1] * self.v[i + 1];
                }
            }
            let temp5 = self.alpha[ns];
            for iq in 1..=kp1 - ns {
                self.v[iq] -= temp5 * self.v[iq + 1];
                self.w[iq] = self.v[iq];
            }
            self.g[ns + 1] = self.w[1];
        }
        for i in ns + 2..=kp1 {
            let temp6 = self.alpha[i - 1];
            for iq in 1..=kp2 - i {
                self.w[iq] -= temp6 * self.w[iq + 1];
            }
            self.g[i] = self.w[1];
        }
    }
}

/// The continuous extension of a step that ended at `(tnew, ynew)` with
/// order `k`: the value and the slope at `tq`. `phi` holds the step's
/// modified divided differences after the step (column-major, `ynew.len()`
/// rows, at least `k + 1` columns), `psi` its spacings `psi(1..k)`.
/// Out-of-range data gives zeros rather than a panic (deval reads them
/// from a user-visible structure).
pub(crate) fn interpolate(
    tq: f64,
    (tnew, ynew): (f64, &[f64]),
    phi: &[f64],
    psi: &[f64],
    k: usize,
) -> (Vec<f64>, Vec<f64>) {
    let n = ynew.len();
    let hi = tq - tnew;
    let ki = k.clamp(1, MAX_ORDER) + 1;
    let (mut g, mut rho, mut w) = ([0.0; 15], [0.0; 15], [0.0; 15]);
    g[1] = 1.0;
    rho[1] = 1.0;
    for (i, wi) in w.iter_mut().enumerate().take(ki + 1).skip(1) {
        *wi = 1.0 / i as f64;
    }
    let mut term = 0.0;
    for j in 2..=ki {
        let psij = psi.get(j - 2).copied().unwrap_or(f64::NAN);
        let gamma = (hi + term) / psij;
        let eta = hi / psij;
        for i in 1..=ki + 1 - j {
            w[i] = gamma * w[i] - eta * w[i + 1];
        }
        g[j] = w[1];
        rho[j] = gamma * rho[j - 1];
        term = psij;
    }
    let at = |c: usize, l: usize| phi.get(c * n + l).copied().unwrap_or(0.0);
    let mut y = ynew.to_vec();
    let mut yp = vec![0.0; n];
    for l in 0..n {
        let (mut sum, mut slope) = (0.0, 0.0);
        for i in (1..=ki).rev() {
            sum += g[i] * at(i - 1, l);
            slope += rho[i] * at(i - 1, l);
        }
        y[l] += hi * sum;
        yp[l] = slope;
    }
    (y, yp)
}

/// Integrates `y' = f(t, y)` from `tspan[0]` to its last entry, stopping
/// early at a terminal event of `events`. With `Settings::keep_mesh` each
/// step's `phi` (its [`COLUMNS`] columns) goes to `sol.stages`, its order
/// to `sol.orders` and its spacings `psi(1..12)` to `sol.spacings`.
pub(crate) fn solve(
    f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
    tspan: &[f64],
    y0: &[f64],
    settings: &Settings,
    mut events: Option<EventFunction<'_>>,
) -> Result<Solution> {
    let n = y0.len();
    let (t0, tfinal) = (tspan[0], tspan[tspan.len() - 1]);
    let tdir = (tfinal - t0).signum();
    let control = settings.step_control(n, t0, tfinal);
    let (rtol, hmax) = (control.rtol, control.hmax);
    // `NonNegative`: a constrained component at or below zero may not
    // decrease.
    let mut f = |t: f64, y: &[f64]| -> Result<Vec<f64>> {
        let mut yp = f(t, y)?;
        settings.clamp_slope(y, &mut yp);
        Ok(yp)
    };
    // The weighted norm of a difference, relative to the state at the
    // start of the step (not the prediction, which near a singularity
    // can be huge enough to make any error look small).
    let norm = |v: &[f64], y: &[f64]| -> f64 {
        if settings.norm_control {
            two_norm(v) / two_norm(y).max(control.norm_threshold)
        } else {
            inf_norm((0..n).map(|i| v[i] / y[i].abs().max(control.threshold[i])))
        }
    };
    let mut sol = Solution {
        t: vec![t0],
        y: vec![y0.to_vec()],
        ..Solution::default()
    };
    let (mut t, mut y) = (t0, y0.to_vec());
    let yp0 = f(t, &y)?;
    sol.evals += 1;
    let mut recorder = Recorder::new(tspan, settings, y0, &mut events)?;
    let mut hmin = min_step(t);
    let mut absh = match settings.initial_step {
        Some(h) => step_within(h, hmin, hmax),
        None => {
            // A first-order step whose error is a quarter of sqrt(RelTol).
            let rh = norm(&yp0, &y) / (0.25 * rtol.sqrt());
            step_for_rate(rh, hmin, hmax, (tspan[1] - tspan[0]).abs())
        }
    };
    // phi(:, c) is `phi[c * n..(c + 1) * n]`, c = 1..=COLUMNS.
    let mut phi = vec![0.0; n * (COLUMNS + 1)];
    phi[n..2 * n].copy_from_slice(&yp0);
    let col = |c: usize| c * n..(c + 1) * n;
    let mut co = Coefficients::new();
    let (mut k, mut kold, mut ns) = (1usize, 0usize, 0usize);
    let mut hold = 0.0;
    let mut phase1 = true;
    let mut done = false;
    while !done {
        if sol.steps >= MAX_STEPS {
            sol.failure = Some(Failure::TooManySteps { t });
            break;
        }
        hmin = min_step(t);
        let mut h;
        (h, absh, done) = land_on_final(t, tfinal, tdir, step_within(absh, hmin, hmax));
        let mut failures = 0;
        let (tnew, p, mut yp, knew, erk, erkm1) = loop {
            let (kp1, kp2) = (k + 1, k + 2);
            if h != hold {
                ns = 0;
            }
            if ns <= kold {
                ns += 1;
            }
            co.update(h, k, kold, ns);
            // The differences for a constant step (phi*), then the
            // predictor and the predicted differences.
            for i in ns + 1..=k {
                let b = co.beta[i];
                phi[col(i)].iter_mut().for_each(|x| *x *= b);
            }
            phi.copy_within(col(kp1), kp2 * n);
            phi[col(kp1)].fill(0.0);
            let mut p = vec![0.0; n];
            for i in (1..=k).rev() {
                let gi = co.g[i];
                for l in 0..n {
                    p[l] += gi * phi[i * n + l];
                    phi[i * n + l] += phi[(i + 1) * n + l];
                }
            }
            for l in 0..n {
                p[l] = y[l] + h * p[l];
            }
            let tnew = if done { tfinal } else { t + h };
            let yp = f(tnew, &p)?;
            sol.evals += 1;
            if yp.iter().chain(&p).any(|v| !v.is_finite()) {
                sol.failure = Some(Failure::NonFinite { t: tnew });
                return Ok(sol);
            }
            // Errors at orders k, k-1 and k-2 as if the steps were constant.
            let diff: Vec<f64> = (0..n).map(|l| yp[l] - phi[n + l]).collect();
            let with =
                |c: usize| -> Vec<f64> { (0..n).map(|l| phi[c * n + l] + diff[l]).collect() };
            let erkm2 = if k >= 3 {
                absh * co.sig[k - 1] * GSTR[k - 2] * norm(&with(k - 1), &y)
            } else {
                0.0
            };
            let erkm1 = if k >= 2 {
                absh * co.sig[k] * GSTR[k - 1] * norm(&with(k), &y)
            } else {
                0.0
            };
            let temp5 = absh * norm(&diff, &y);
            let mut err = temp5 * (co.g[k] - co.g[kp1]);
            let erk = temp5 * co.sig[kp1] * GSTR[k];
            let mut knew = k;
            if (k >= 3 && erkm1.max(erkm2) <= erk) || (k == 2 && erkm1 <= 0.5 * erk) {
                knew = k - 1;
            }
            // `NonNegative`: a constrained component of the corrected
            // solution more than its absolute tolerance below zero fails
            // the step too.
            if err <= rtol && !settings.non_negative.is_empty() {
                let corrected: Vec<f64> = (0..n).map(|l| p[l] + h * co.g[kp1] * diff[l]).collect();
                err = err.max(settings.negativity(&corrected, &control));
            }
            if err <= rtol {
                break (tnew, p, yp, knew, erk, erkm1);
            }
            // A failed step: restore the differences and spacings, halve
            // the step (and fall back to order 1 from the third failure).
            sol.failed += 1;
            if absh <= hmin {
                sol.failure = Some(Failure::StepTooSmall { t, hmin });
                return Ok(sol);
            }
            phase1 = false;
            for i in 1..=k {
                let b = co.beta[i];
                for l in 0..n {
                    phi[i * n + l] = (phi[i * n + l] - phi[(i + 1) * n + l]) / b;
                }
            }
            for i in 2..=k {
                co.psi[i - 1] = co.psi[i] - h;
            }
            failures += 1;
            let mut factor = 0.5;
            if failures > 3 && 0.5 * rtol < 0.25 * erk {
                factor = (0.5 * rtol / erk).sqrt();
            }
            k = if failures >= 3 { 1 } else { knew };
            ns = 0;
            absh = hmin.max(factor * absh);
            h = tdir * absh;
            done = false;
        };
        sol.steps += 1;
        // Correct, and evaluate at the corrected solution.
        let (kp1, kp2) = (k + 1, k + 2);
        kold = k;
        hold = h;
        let mut ynew: Vec<f64> = (0..n)
            .map(|l| p[l] + h * co.g[kp1] * (yp[l] - phi[n + l]))
            .collect();
        settings.clamp_state(&mut ynew);
        yp = f(tnew, &ynew)?;
        sol.evals += 1;
        for l in 0..n {
            phi[kp1 * n + l] = yp[l] - phi[n + l];
            phi[kp2 * n + l] = phi[kp1 * n + l] - phi[kp2 * n + l];
        }
        for i in 1..=k {
            for l in 0..n {
                phi[i * n + l] += phi[kp1 * n + l];
            }
        }
        let psi = co.psi;
        let history = &phi[n..(kp1 + 1) * n];
        let extension = |tq: f64| interpolate(tq, (tnew, &ynew), history, &psi[1..], kold).0;
        let terminal = recorder.step(&mut sol, &mut events, (t, tnew), &ynew, &extension)?;
        if settings.keep_mesh {
            sol.stages
                .push((1..=COLUMNS).map(|c| phi[col(c)].to_vec()).collect());
            sol.orders.push(kold);
            sol.spacings.push(psi[1..=MAX_ORDER].to_vec());
        }
        if terminal {
            break;
        }
        // The order of the next step: from the error estimate at order
        // k + 1 once the steps are constant enough for it to be reliable;
        // always up while starting (phase 1).
        if knew + 1 == k || k == MAX_ORDER {
            phase1 = false;
        }
        let (mut raise, mut lower, mut erkp1) = (phase1, false, 0.0);
        if !phase1 {
            if knew + 1 == k {
                lower = true;
            } else if kp1 <= ns {
                erkp1 = absh * GSTR[kp1] * norm(&phi[col(kp2)], &y);
                if k == 1 {
                    raise = erkp1 < 0.5 * erk;
                } else if erkm1 <= erk.min(erkp1) {
                    lower = true;
                } else {
                    raise = erkp1 < erk && k != MAX_ORDER;
                }
            }
        }
        let erk = if raise {
            k = kp1;
            erkp1
        } else if lower {
            k -= 1;
            erkm1
        } else {
            erk
        };
        // The step size for the new order: doubled while starting or
        // when the error is far below the tolerance, cut when above half of it.
        if phase1 || 0.5 * rtol >= erk * 2f64.powi(k as i32 + 1) {
            absh *= 2.0;
        } else if 0.5 * rtol < erk {
            let r = (0.5 * rtol / erk).powf(1.0 / (k as f64 + 1.0));
            absh *= r.clamp(0.5, 0.9);
        }
        t = tnew;
        y = ynew;
    }
    Ok(sol)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(
        f: &mut impl FnMut(f64, &[f64]) -> Result<Vec<f64>>,
        tspan: &[f64],
        y0: &[f64],
        rtol: f64,
        atol: f64,
    ) -> Solution {
        solve(f, tspan, y0, &Settings::with_tolerances(rtol, atol), None).unwrap()
    }

    #[test]
    fn exponential_decay_matches_exp() {
        let mut f = |_: f64, y: &[f64]| Ok(vec![-y[0]]);
        let sol = run(&mut f, &[0.0, 5.0], &[1.0], 1e-10, 1e-12);
        assert_eq!(*sol.t.last().unwrap(), 5.0);
        for (t, y) in sol.t.iter().zip(&sol.y) {
            assert!((y[0] - (-t).exp()).abs() < 1e-9, "{t} {}", y[0]);
        }
    }

    #[test]
    fn the_order_rises_on_a_smooth_problem() {
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[1], -y[0]]);
        let mut s = Settings::with_tolerances(1e-10, 1e-12);
        s.keep_mesh = true;
        let sol = solve(&mut f, &[0.0, 20.0], &[0.0, 1.0], &s, None).unwrap();
        let y = sol.y.last().unwrap();
        assert!((y[0] - 20f64.sin()).abs() < 1e-8, "{y:?}");
        assert!(sol.orders.iter().any(|&k| k >= 8), "{:?}", sol.orders);
        assert_eq!(sol.orders.len(), sol.t.len() - 1);
    }

    #[test]
    fn the_interpolant_is_accurate_inside_steps() {
        let mut f = |t: f64, _: &[f64]| Ok(vec![t.cos()]);
        let tspan: Vec<f64> = (0..=40).map(|i| i as f64 * 0.25).collect();
        let sol = run(&mut f, &tspan, &[0.0], 1e-9, 1e-12);
        assert_eq!(sol.t, tspan);
        for (t, y) in sol.t.iter().zip(&sol.y) {
            assert!((y[0] - t.sin()).abs() < 1e-8, "{t} {y:?}");
        }
    }

    #[test]
    fn backwards_in_time_and_blow_up() {
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[0]]);
        let sol = run(&mut f, &[1.0, 0.0], &[1f64.exp()], 1e-8, 1e-10);
        assert!((sol.y.last().unwrap()[0] - 1.0).abs() < 1e-7);
        let mut f = |_: f64, y: &[f64]| Ok(vec![y[0] * y[0]]);
        let sol = run(&mut f, &[0.0, 2.0], &[1.0], 1e-6, 1e-9);
        assert!(sol.failure.is_some());
        assert!(*sol.t.last().unwrap() < 1.0 + 1e-3);
    }
}
