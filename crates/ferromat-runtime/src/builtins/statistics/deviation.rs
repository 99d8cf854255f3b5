//! Deviation from a centre: `mad` (mean or median absolute deviation, NaN
//! removed as the MathWorks page says) and `zscore` (centre and scale by
//! the mean and standard deviation; NaN propagates, constant lanes give 0).
//! Lanes come from `lanes.rs`, the mean and deviation from `spread.rs`, the
//! median from `order.rs`; this file computes no statistic another way.

use ferromat_syntax::BinOp;

use super::super::{one, Outputs};
use super::order::lane_median;
use super::shape_moments::{dims, flag, lane_mean, lane_statistics, per_lane, present};
use super::spread::lane_std;
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::Value;

/// Mean (`median` false) or median absolute deviation of one lane.
fn lane_mad(lane: &[f64], median: bool) -> f64 {
    let x = present(lane);
    if median {
        let mut work = x.to_vec();
        let centre = lane_median(&mut work, false);
        let mut spread: Vec<f64> = x.iter().map(|v| (v - centre).abs()).collect();
        lane_median(&mut spread, false)
    } else {
        let centre = lane_mean(&x);
        let spread: Vec<f64> = x.iter().map(|v| (v - centre).abs()).collect();
        lane_mean(&spread)
    }
}

/// `y = mad(X)`, `mad(X, flag)`, `mad(X, flag, dim | vecdim | 'all')`:
/// flag 0 (default) the mean absolute deviation, 1 the median one.
pub fn mad(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if args.len() > 3 {
        return Err(RuntimeError::too_many_inputs());
    }
    let median = flag(args.get(1), false, "mad")?;
    let spec = dims(args.get(2))?;
    one(per_lane(&args[0], &spec, "mad", |lane| {
        lane_mad(lane, median)
    })?)
}

/// `Z = zscore(X)`, `zscore(X, flag)`, `zscore(X, flag, dim | vecdim | 'all')`,
/// `[Z, mu, sigma] = zscore(...)`: flag 0 (default) scales by the sample
/// standard deviation, 1 by the population one; a zero deviation scales by 1.
pub fn zscore(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if args.len() > 3 {
        return Err(RuntimeError::too_many_inputs());
    }
    let population = flag(args.get(1), false, "zscore")?;
    let spec = dims(args.get(2))?;
    let value = &args[0];
    let mut means = Vec::new();
    let (sigmas, lane_shape, class) = lane_statistics(value, &spec, "zscore", |lane| {
        let (sigma, mean) = lane_std(lane, population);
        means.push(mean);
        sigma
    })?;
    // A constant lane is centred but not scaled (its deviation is 0).
    let scale: Vec<f64> = sigmas
        .iter()
        .map(|&s| if s == 0.0 { 1.0 } else { s })
        .collect();
    let mu = from_f64(lane_shape.clone(), class, means)?;
    let scale = from_f64(lane_shape.clone(), class, scale)?;
    // (X - mu) ./ sigma on the one broadcasting kernel, in X's class.
    let centred = ops::binary(BinOp::Sub, value, &mu)?;
    let z = ops::binary(BinOp::RightDiv, &centred, &scale)?;
    let mut outputs = Outputs::new();
    outputs.push(z);
    if nargout > 1 {
        outputs.push(mu);
    }
    if nargout > 2 {
        outputs.push(from_f64(lane_shape, class, sigmas)?);
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_and_median_absolute_deviation() {
        let x = [0.0, 0.0, 1.0, 2.0, 100.0];
        assert!((lane_mad(&x, false) - 31.76).abs() < 1e-12);
        assert_eq!(lane_mad(&x, true), 1.0);
        assert_eq!(lane_mad(&[1.0, f64::NAN, 3.0], false), 1.0);
    }
}
