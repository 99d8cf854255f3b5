//! The formula of `ode23tb`: TR-BDF2 as Hosea and Shampine analyse it
//! ("Analysis and implementation of TR-BDF2", 1996). A trapezoidal stage
//! to `t + gamma h` and a BDF2 stage to `t + h`, `gamma = 2 - sqrt(2)`,
//! for which both stages have the same coefficient `d = gamma/2` in front
//! of `h f`, so one matrix `W = M - d h J` serves both. The slopes are the
//! ones the formulas imply; the local error `C h^3 y'''` comes from their
//! second divided difference, filtered through `W`. This file holds only
//! the formula; the driver (Newton iteration, step control, output) is
//! one_step.rs. It knows no MATLAB value.

use std::f64::consts::{FRAC_1_SQRT_2, SQRT_2};

use super::one_step::{Attempt, Corrector, Start};
use crate::error::Result;

/// `gamma = 2 - sqrt(2)`: where the trapezoidal stage ends.
const GAMMA: f64 = 2.0 - SQRT_2;
/// `d = gamma / 2 = (1 - gamma) / (2 - gamma)`, both stages' coefficient.
pub(crate) const D: f64 = 1.0 - FRAC_1_SQRT_2;

/// One TR-BDF2 step from `start`; `None` when a Newton iteration failed.
pub(crate) fn attempt<F: FnMut(f64, &[f64]) -> Result<Vec<f64>>>(
    c: &mut Corrector<'_, '_, F>,
    start: &Start<'_>,
) -> Result<Option<Attempt>> {
    let Start {
        t, tnew, h, y, yp, ..
    } = *start;
    let n = y.len();
    // The BDF2 stage's weights: y1 - a yg + b y = d h yp1.
    let a = 1.0 / (GAMMA * (2.0 - GAMMA));
    let b = (1.0 - GAMMA) * (1.0 - GAMMA) * a;
    // The error constant (Hosea and Shampine).
    let error_constant = (-3.0 * GAMMA * GAMMA + 4.0 * GAMMA - 2.0) / (12.0 * (2.0 - GAMMA));
    let dh = D * h;
    // The trapezoidal stage: M (yg - y - d h yp) = d h f(t + gamma h, yg).
    let v: Vec<f64> = (0..n).map(|i| y[i] + dh * yp[i]).collect();
    let guess: Vec<f64> = (0..n).map(|i| y[i] + GAMMA * h * yp[i]).collect();
    let Some(yg) = c.stage(t + GAMMA * h, y, &v, guess)? else {
        return Ok(None);
    };
    let ypg: Vec<f64> = (0..n).map(|i| (yg[i] - v[i]) / dh).collect();
    // The BDF2 stage, predicted by the quadratic through y, yp and yg.
    let v: Vec<f64> = (0..n).map(|i| a * yg[i] - b * y[i]).collect();
    let guess: Vec<f64> = (0..n)
        .map(|i| y[i] + h * yp[i] + (yg[i] - y[i] - GAMMA * h * yp[i]) / (GAMMA * GAMMA))
        .collect();
    let Some(ynew) = c.stage(tnew, y, &v, guess)? else {
        return Ok(None);
    };
    let ypnew: Vec<f64> = (0..n).map(|i| (ynew[i] - v[i]) / dh).collect();
    // C h^3 y''' = 2 C h (yp/gamma - ypg/(gamma (1-gamma)) + yp1/(1-gamma)).
    let raw: Vec<f64> = (0..n)
        .map(|i| {
            2.0 * error_constant
                * h
                * (yp[i] / GAMMA - ypg[i] / (GAMMA * (1.0 - GAMMA)) + ypnew[i] / (1.0 - GAMMA))
        })
        .collect();
    let estimate = c.solve(&c.mass_times(&raw))?;
    Ok(Some(Attempt {
        ynew,
        ypnew,
        estimate,
    }))
}

#[cfg(test)]
mod tests {
    use super::super::one_step::{solve, tests::assert_second_order, Scheme};
    use super::super::rosenbrock::Implicit;
    use super::super::runge_kutta::Settings;
    use super::*;

    #[test]
    fn converges_at_second_order() {
        assert_second_order(Scheme::TrBdf2);
    }

    #[test]
    fn one_step_errs_by_the_error_constant() {
        // y' = 3 t^2 (y = t^3, y''' = 6): one step of h errs by C h^3 6.
        let c = (-3.0 * GAMMA * GAMMA + 4.0 * GAMMA - 2.0) / (12.0 * (2.0 - GAMMA));
        for h in [0.1, 0.05] {
            let mut f = |t: f64, _: &[f64]| Ok(vec![3.0 * t * t]);
            let mut s = Settings::with_tolerances(1.0, 1.0);
            s.initial_step = Some(h);
            s.max_step = Some(h);
            let sol = solve(
                &mut f,
                Implicit::plain(),
                Scheme::TrBdf2,
                &[0.0, h],
                &[0.0],
                &s,
                None,
            )
            .unwrap();
            assert_eq!(sol.steps, 1);
            let error = h * h * h - sol.y[1][0];
            assert!((error - 6.0 * c * h * h * h).abs() < 1e-14, "{h}: {error}");
        }
    }
}
