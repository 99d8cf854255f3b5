//! Shape of a distribution: skewness, kurtosis and central moments, lane by
//! lane over dim / vecdim / 'all' (`lanes.rs`), each lane summed on the
//! kernels' fold engine (`spread::lane_sum`, as var/std). NaN are missing
//! values and are removed, as the MathWorks pages say. Also the shared
//! `(X, flag, dim)` grammar and the one-statistic-per-lane driver that
//! `deviation.rs` (mad, zscore) reuses. Does not parse dims itself (`lanes.rs`) nor
//! compute variances another way than `spread.rs`.

use std::borrow::Cow;

use super::super::{one, Outputs};
use super::lanes::{dim_spec, plan, reduce_lane_slices, DimSpec};
use super::spread::{float_data, lane_sum};
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Value};

/// The lane without its NaN (borrowed when it has none).
pub(super) fn present(lane: &[f64]) -> Cow<'_, [f64]> {
    if lane.iter().any(|x| x.is_nan()) {
        Cow::Owned(lane.iter().copied().filter(|x| !x.is_nan()).collect())
    } else {
        Cow::Borrowed(lane)
    }
}

/// The mean of a lane without NaN (NaN when empty).
pub(super) fn lane_mean(x: &[f64]) -> f64 {
    lane_sum(x, |v| v) / x.len() as f64
}

/// The `order`-th central moment of a lane without NaN, divided by N.
fn central(x: &[f64], mean: f64, order: i32) -> f64 {
    lane_sum(x, move |v| (v - mean).powi(order)) / x.len() as f64
}

/// A 0-or-1 flag argument (`[]` keeps `default`).
pub(super) fn flag(value: Option<&Value>, default: bool, function: &str) -> Result<bool> {
    let Some(value) = value else {
        return Ok(default);
    };
    if value.is_empty() && value.as_text().is_none() {
        return Ok(default);
    }
    match value.as_f64() {
        Some(f) if value.as_text().is_none() && (f == 0.0 || f == 1.0) => Ok(f == 1.0),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:BadFlag"),
            "The flag must be 0 or 1.",
        )),
    }
}

/// The dim / vecdim / 'all' argument after the flag.
pub(super) fn dims(value: Option<&Value>) -> Result<DimSpec> {
    match value {
        None => Ok(DimSpec::Default),
        Some(v) => dim_spec(v, true),
    }
}

/// One statistic per lane of single or double `value` along `spec`: the
/// statistics, the shape they take (each reduced dimension 1) and the
/// class a result keeps.
pub(super) fn lane_statistics(
    value: &Value,
    spec: &DimSpec,
    function: &str,
    f: impl FnMut(&[f64]) -> f64,
) -> Result<(Vec<f64>, Shape, Class)> {
    let (data, class) = float_data(value, function)?;
    let walk = match data {
        Cow::Borrowed(_) => plan(value, spec)?,
        Cow::Owned(data) => plan(&Value::matrix(value.shape(), data), spec)?,
    };
    let walk_data = match &walk.value {
        Value::Double(t) => Cow::Borrowed(t.data()),
        other => Cow::Owned(other.to_f64_vec().unwrap_or_default()),
    };
    let out = reduce_lane_slices(&walk_data, &walk.dims, walk.axis, f);
    Ok((out, walk.out_shape, class))
}

/// One statistic per lane of single or double `value` along `spec`; the
/// result keeps the class.
pub(super) fn per_lane(
    value: &Value,
    spec: &DimSpec,
    function: &str,
    f: impl FnMut(&[f64]) -> f64,
) -> Result<Value> {
    let (out, shape, class) = lane_statistics(value, spec, function, f)?;
    from_f64(shape, class, out)
}

/// Skewness of one lane: the third central moment over the second to the
/// power 1.5; `corrected` applies sqrt(N(N-1))/(N-2) (NaN below 3 values).
fn lane_skewness(lane: &[f64], corrected: bool) -> f64 {
    let x = present(lane);
    let n = x.len() as f64;
    let mean = lane_mean(&x);
    let m2 = central(&x, mean, 2);
    let skew = central(&x, mean, 3) / m2.powf(1.5);
    match corrected {
        false => skew,
        true if n < 3.0 => f64::NAN,
        true => skew * ((n - 1.0) * n).sqrt() / (n - 2.0),
    }
}

/// Kurtosis of one lane: the fourth central moment over the squared
/// second; `corrected` applies the unbiased form (NaN below 4 values).
fn lane_kurtosis(lane: &[f64], corrected: bool) -> f64 {
    let x = present(lane);
    let n = x.len() as f64;
    let mean = lane_mean(&x);
    let m2 = central(&x, mean, 2);
    let kurt = central(&x, mean, 4) / (m2 * m2);
    match corrected {
        false => kurt,
        true if n < 4.0 => f64::NAN,
        true => 3.0 + (n - 1.0) / ((n - 2.0) * (n - 3.0)) * ((n + 1.0) * kurt - 3.0 * (n - 1.0)),
    }
}

/// `skewness`/`kurtosis`: `(X, flag?, dim | vecdim | 'all'?)`, flag 1 (the
/// default) biased, 0 corrected.
fn shape_statistic(
    args: &[Value],
    function: &str,
    lane: fn(&[f64], bool) -> f64,
) -> Result<Outputs> {
    if args.len() > 3 {
        return Err(RuntimeError::too_many_inputs());
    }
    let biased = flag(args.get(1), true, function)?;
    let spec = dims(args.get(2))?;
    one(per_lane(&args[0], &spec, function, |x| lane(x, !biased))?)
}

/// `y = skewness(X)`, `skewness(X, flag)`, `skewness(X, flag, dim | vecdim | 'all')`.
pub fn skewness(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    shape_statistic(args, "skewness", lane_skewness)
}

/// `k = kurtosis(X)`, `kurtosis(X, flag)`, `kurtosis(X, flag, dim | vecdim | 'all')`.
pub fn kurtosis(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    shape_statistic(args, "kurtosis", lane_kurtosis)
}

/// `m = moment(X, order)`, `moment(X, order, dim | vecdim | 'all')`: the
/// mean of `(x - mean(x)).^order` per lane.
pub fn moment(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if args.len() < 2 {
        return Err(RuntimeError::not_enough_inputs());
    }
    if args.len() > 3 {
        return Err(RuntimeError::too_many_inputs());
    }
    let order = match (&args[1], args[1].as_f64()) {
        (Value::Logical(_) | Value::Char(_), _) => None,
        (_, Some(k)) if k >= 1.0 && k.fract() == 0.0 && k <= f64::from(i32::MAX) => Some(k as i32),
        _ => None,
    }
    .ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:moment:BadOrder",
            "The order must be a positive integer scalar.",
        )
    })?;
    let spec = dims(args.get(2))?;
    one(per_lane(&args[0], &spec, "moment", |lane| {
        let x = present(lane);
        central(&x, lane_mean(&x), order)
    })?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skewness_and_kurtosis_of_small_lanes() {
        assert_eq!(lane_skewness(&[-1.0, 0.0, 1.0], false), 0.0);
        assert!(lane_skewness(&[2.0, 2.0], false).is_nan());
        assert!(lane_skewness(&[1.0, 2.0], true).is_nan());
        let k = lane_kurtosis(&[-1.0, 0.0, 0.0, 0.0, 1.0], false);
        assert!((k - 2.5).abs() < 1e-15);
        // NaN are removed before the moments are taken.
        assert_eq!(
            lane_kurtosis(&[-1.0, f64::NAN, 0.0, 0.0, 0.0, 1.0], false),
            k
        );
        assert!(lane_kurtosis(&[1.0, 2.0, 3.0], true).is_nan());
    }
}
