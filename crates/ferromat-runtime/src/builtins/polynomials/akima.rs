//! Two more cubic Hermite interpolants on the pp-form of `piecewise.rs`:
//! `makima` (MATLAB's modified Akima slopes, which follow the data without
//! the overshoot of `spline` or the flat spots of `pchip`) and the cubic
//! convolution `interp2`/`interpn` use for `'cubic'` on uniform grids
//! (Keys' kernel with a = -1/2: centred-difference slopes, second-order
//! one-sided ones at the ends). Only the slope rules live here; the
//! Hermite pp, the argument reading and the evaluation are `piecewise.rs`'s.

use super::piecewise::{evaluate_at, hermite_pp, read_samples, Piecewise, Samples};
use crate::builtins::{one, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// The modified Akima slopes of `y` at the sorted, distinct points `x`.
/// The secants are extended by two on each side by linear extrapolation
/// of the secants themselves; with two points the result is the line.
fn makima_slopes(x: &[f64], y: &[f64]) -> Vec<f64> {
    let n = x.len();
    let secants: Vec<f64> = (0..n - 1)
        .map(|k| (y[k + 1] - y[k]) / (x[k + 1] - x[k]))
        .collect();
    if n == 2 {
        return vec![secants[0]; 2];
    }
    // extended[j + 2] is the secant j, for j = -2 ..= n.
    let mut extended = Vec::with_capacity(n + 3);
    let (first, second) = (secants[0], secants[1]);
    let before = 2.0 * first - second;
    extended.extend([2.0 * before - first, before]);
    extended.extend_from_slice(&secants);
    let (last, previous) = (secants[n - 2], secants[n - 3]);
    let after = 2.0 * last - previous;
    extended.extend([after, 2.0 * after - last]);
    (0..n)
        .map(|k| {
            let at = |j: isize| extended[(k as isize + j + 2) as usize];
            let (d_before2, d_before, d_here, d_after) = (at(-2), at(-1), at(0), at(1));
            let w1 = (d_after - d_here).abs() + (d_after + d_here).abs() / 2.0;
            let w2 = (d_before - d_before2).abs() + (d_before + d_before2).abs() / 2.0;
            if w1 + w2 == 0.0 {
                // All four secants are zero: the data is flat here.
                0.0
            } else {
                (w1 * d_before + w2 * d_here) / (w1 + w2)
            }
        })
        .collect()
}

/// The slopes that make the Hermite cubic equal Keys' cubic convolution on
/// a uniform grid; the ends use the kernel's boundary condition
/// `f(-1) = 3 f(0) - 3 f(1) + f(2)`.
fn convolution_slopes(x: &[f64], y: &[f64]) -> Vec<f64> {
    let n = x.len();
    let h = (x[n - 1] - x[0]) / (n - 1) as f64;
    if n == 2 {
        let line = (y[1] - y[0]) / h;
        return vec![line; 2];
    }
    (0..n)
        .map(|k| match k {
            0 => (-3.0 * y[0] + 4.0 * y[1] - y[2]) / (2.0 * h),
            k if k == n - 1 => (3.0 * y[k] - 4.0 * y[k - 1] + y[k - 2]) / (2.0 * h),
            k => (y[k + 1] - y[k - 1]) / (2.0 * h),
        })
        .collect()
}

/// Whether the sorted points are evenly spaced (to rounding), which the
/// cubic convolution needs.
pub(crate) fn is_uniform(x: &[f64]) -> bool {
    let Some((first, last)) = x.first().zip(x.last()) else {
        return true;
    };
    let h = (last - first) / (x.len().max(2) - 1) as f64;
    x.windows(2)
        .all(|w| ((w[1] - w[0]) - h).abs() <= 1e3 * f64::EPSILON * h.abs().max(last.abs()))
}

pub(crate) fn makima_pp(samples: &Samples) -> Piecewise {
    hermite_pp(samples, makima_slopes)
}

pub(crate) fn convolution_pp(samples: &Samples) -> Piecewise {
    hermite_pp(samples, convolution_slopes)
}

/// `pp = makima(x, y)`, `yq = makima(x, y, xq)`.
pub fn makima(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (samples, _) = read_samples(&args[0], &args[1], "makima", 0)?;
    let pp = makima_pp(&samples);
    match args.get(2) {
        Some(xq) => one(evaluate_at(&pp, xq, "makima")?),
        None => one(pp.to_value()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn samples(x: &[f64], y: &[f64]) -> Samples {
        Samples {
            x: x.to_vec(),
            y: vec![y.to_vec()],
            dim: vec![1],
        }
    }

    #[test]
    fn both_rules_reproduce_straight_lines() {
        let x = [0.0, 1.0, 2.0, 3.0, 4.0];
        let y: Vec<f64> = x.iter().map(|v| 2.0 * v - 1.0).collect();
        for pp in [
            makima_pp(&samples(&x, &y)),
            convolution_pp(&samples(&x, &y)),
        ] {
            for k in 0..=40 {
                let q = k as f64 / 10.0;
                assert!((pp.eval(0, q) - (2.0 * q - 1.0)).abs() < 1e-12);
            }
        }
    }

    #[test]
    fn makima_stays_flat_on_flat_runs() {
        // The page's step data: no overshoot on the flat parts.
        let x = [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0];
        let y = [-1.0, -1.0, -1.0, 0.0, 1.0, 1.0, 1.0];
        let pp = makima_pp(&samples(&x, &y));
        for k in 0..=600 {
            let v = pp.eval(0, -3.0 + k as f64 / 100.0);
            assert!((-1.0 - 1e-12..=1.0 + 1e-12).contains(&v));
        }
    }

    #[test]
    fn convolution_reproduces_quadratics_inside_the_grid() {
        // Centred differences are exact for parabolas, so Keys' kernel is.
        let x = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0];
        let y: Vec<f64> = x.iter().map(|v| v * v).collect();
        let pp = convolution_pp(&samples(&x, &y));
        assert!((pp.eval(0, 2.5) - 6.25).abs() < 1e-12);
        assert!(is_uniform(&x) && !is_uniform(&[0.0, 1.0, 3.0]));
    }
}
