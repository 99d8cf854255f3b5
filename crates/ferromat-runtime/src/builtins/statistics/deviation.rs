//! Deviation from a centre: `mad` (mean or median absolute deviation, NaN
//! removed as the MathWorks page says) and `zscore` (centre and scale by
//! the mean and standard deviation; NaN propagates, constant lanes give 0).
//! Lanes come from `lanes.rs`, the mean and deviation from `spread.rs`, the
//! median from `order.rs`; this file computes no statistic another way.

use std::borrow::Cow;

use super::super::{one, Outputs};
use super::lanes::{default_axis, plan, reduce_lane_slices, DimSpec};
use super::order::lane_median;
use super::shape_moments::{dims, flag, lane_mean, per_lane, present};
use super::spread::{float_data, lane_std};
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

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

/// The dimensions (0-based, below `ndims`) that `spec` reduces in `shape`.
fn reduced_dims(shape: &Shape, spec: &DimSpec) -> Vec<bool> {
    let n = shape.ndims();
    let mut reduced = vec![false; n];
    match spec {
        DimSpec::Default => {
            if shape.dims() == [0, 0] {
                reduced.iter_mut().for_each(|r| *r = true);
            } else {
                reduced[default_axis(shape)] = true;
            }
        }
        DimSpec::One(axis) => {
            if let Some(r) = reduced.get_mut(*axis) {
                *r = true;
            }
        }
        DimSpec::All => reduced.iter_mut().for_each(|r| *r = true),
        DimSpec::Many(list) => list.iter().for_each(|&d| {
            if let Some(r) = reduced.get_mut(d) {
                *r = true;
            }
        }),
    }
    reduced
}

/// For every element of an array of `dims` (column-major), the linear
/// index of its lane's result in the reduced array (reduced dims set to 1).
fn lane_of_each(dims: &[usize], reduced: &[bool]) -> Vec<usize> {
    let total: usize = dims.iter().product();
    let mut strides = Vec::with_capacity(dims.len());
    let mut stride = 1;
    for (d, &size) in dims.iter().enumerate() {
        strides.push(if reduced[d] { 0 } else { stride });
        if !reduced[d] {
            stride *= size;
        }
    }
    let mut subscript = vec![0usize; dims.len()];
    let mut out = Vec::with_capacity(total);
    for _ in 0..total {
        out.push(subscript.iter().zip(&strides).map(|(s, t)| s * t).sum());
        for (d, s) in subscript.iter_mut().enumerate() {
            *s += 1;
            if *s < dims[d] {
                break;
            }
            *s = 0;
        }
    }
    out
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
    let (data, class) = float_data(value, "zscore")?;
    let shape = value.shape();
    let walk = match &data {
        Cow::Borrowed(_) => plan(value, &spec)?,
        Cow::Owned(data) => plan(&Value::matrix(shape.clone(), data.clone()), &spec)?,
    };
    let walk_data = match &walk.value {
        Value::Double(t) => Cow::Borrowed(t.data()),
        other => Cow::Owned(other.to_f64_vec().unwrap_or_default()),
    };
    let mut means = Vec::new();
    let sigmas = reduce_lane_slices(&walk_data, &walk.dims, walk.axis, |lane| {
        let (sigma, mean) = lane_std(lane, population);
        means.push(mean);
        sigma
    });
    let lanes = lane_of_each(shape.dims(), &reduced_dims(&shape, &spec));
    let z: Vec<f64> = data
        .iter()
        .zip(&lanes)
        .map(|(&x, &lane)| {
            let sigma = if sigmas[lane] == 0.0 {
                1.0
            } else {
                sigmas[lane]
            };
            (x - means[lane]) / sigma
        })
        .collect();
    let mut outputs = Outputs::new();
    outputs.push(from_f64(shape, class, z)?);
    if nargout > 1 {
        outputs.push(from_f64(walk.out_shape.clone(), class, means)?);
    }
    if nargout > 2 {
        outputs.push(from_f64(walk.out_shape, class, sigmas)?);
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lanes_of_a_reduced_middle_dimension() {
        // 2x3x2 reduced along dim 2: result is 2x1x2.
        let lanes = lane_of_each(&[2, 3, 2], &[false, true, false]);
        assert_eq!(lanes, vec![0, 1, 0, 1, 0, 1, 2, 3, 2, 3, 2, 3]);
    }

    #[test]
    fn mean_and_median_absolute_deviation() {
        let x = [0.0, 0.0, 1.0, 2.0, 100.0];
        assert!((lane_mad(&x, false) - 31.76).abs() < 1e-12);
        assert_eq!(lane_mad(&x, true), 1.0);
        assert_eq!(lane_mad(&[1.0, f64::NAN, 3.0], false), 1.0);
    }
}
