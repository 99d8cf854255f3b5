//! The formula of `ode23t`: the trapezoidal rule `y1 = y + h/2 (yp +
//! yp1)` with "derived" slopes (`yp1 = 2 (y1 - y)/h - yp`, the slope the
//! formula implies, not `f` evaluated again), which makes the cubic Hermite
//! interpolant of one_step.rs free, as Shampine, Reichelt and Kierzenka
//! describe MATLAB's ode23t. The local error `-h^3 y'''/12` is estimated
//! by Milne's device against the previous step's interpolant extrapolated
//! (on the first step, from one extra slope at the step's middle) and
//! filtered through `W = M - h/2 J` so that stiff components do not inflate
//! it. This file holds only the formula; the driver (Newton iteration,
//! step control, output) is one_step.rs. It knows no MATLAB value.

use super::one_step::{hermite, Attempt, Corrector, Start};
use crate::error::Result;

/// One trapezoidal step from `start`; `None` when its Newton iteration
/// failed.
pub(crate) fn attempt<F: FnMut(f64, &[f64]) -> Result<Vec<f64>>>(
    c: &mut Corrector<'_, '_, F>,
    start: &Start<'_>,
) -> Result<Option<Attempt>> {
    let Start {
        t,
        tnew,
        h,
        y,
        yp,
        previous,
        algebraic,
    } = *start;
    let n = y.len();
    // M (y1 - v) = h/2 f(tnew, y1) with v = y + h/2 yp.
    let v: Vec<f64> = (0..n).map(|i| y[i] + 0.5 * h * yp[i]).collect();
    // The predictor: the last step's quadratic interpolant (the free one)
    // extrapolated, or Euler's step on the first.
    let predicted: Vec<f64> = match previous {
        Some(p) => (0..n)
            .map(|i| y[i] + h * yp[i] + h * h / (2.0 * p.h) * (yp[i] - p.yp[i]))
            .collect(),
        None => (0..n).map(|i| y[i] + h * yp[i]).collect(),
    };
    let Some(ynew) = c.stage(tnew, y, &v, predicted.clone())? else {
        return Ok(None);
    };
    let mut ypnew: Vec<f64> = (0..n).map(|i| 2.0 * (ynew[i] - y[i]) / h - yp[i]).collect();
    // No equation sees an algebraic variable's slope, so the derived one
    // would keep any error it starts with: take the slope of the quadratic
    // through the last three values instead (the secant on the first step).
    for (i, _) in algebraic.iter().enumerate().filter(|(_, a)| **a) {
        let secant = (ynew[i] - y[i]) / h;
        ypnew[i] = match previous {
            Some(p) => secant + h / (h + p.h) * (secant - (y[i] - p.y[i]) / p.h),
            None => secant,
        };
    }
    // M times the local error, -h^3 y'''/12.
    let raw = match previous {
        // Milne's device: the predictor's error is -h^2 (h + hold)/4 y''',
        // so the trapezoidal rule's is -h/(3 (h + hold)) (y1 - predicted).
        Some(p) => {
            let k = -h / (3.0 * (h + p.h));
            let diff: Vec<f64> = (0..n).map(|i| k * (ynew[i] - predicted[i])).collect();
            c.mass_times(&diff)
        }
        // The interpolant's slope at the middle, the mean of the end
        // slopes, misses the true one by -h^2 y'''/8.
        None => {
            let ymid = hermite(0.5, h, [y, yp, &ynew, &ypnew]);
            let fmid = c.eval(t + 0.5 * h, &ymid)?;
            let mean: Vec<f64> = (0..n).map(|i| 0.5 * (yp[i] + ypnew[i])).collect();
            let mmean = c.mass_times(&mean);
            (0..n)
                .map(|i| 2.0 * h / 3.0 * (fmid[i] - mmean[i]))
                .collect()
        }
    };
    let estimate = c.solve(&raw)?;
    Ok(Some(Attempt {
        ynew,
        ypnew,
        estimate,
    }))
}

#[cfg(test)]
mod tests {
    use super::super::one_step::{tests::assert_second_order, Scheme};

    #[test]
    fn converges_at_second_order() {
        assert_second_order(Scheme::Trapezoid);
    }
}
