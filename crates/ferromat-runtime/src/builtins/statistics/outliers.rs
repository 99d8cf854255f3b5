//! `isoutlier`, and the detection half of `filloutliers` (`outlier_fill.rs`
//! fills): the argument grammar after the data, and per-lane thresholds.
//! A lane's lower and upper thresholds L and U come from its centre C and
//! spread (scaled MAD about the median, standard deviation about the mean,
//! quartiles, percentiles, or Grubbs' and the generalized ESD test); the
//! moving methods compute them per element over the `moving.rs` window
//! walker. NaN is left out of every statistic and is never an outlier.
//! Element values beyond (L, U) are outliers. This file fills nothing.

use super::super::{args, Outputs};
use super::lanes::{default_axis, map_lanes, reduce_lane_slices};
use super::moving::{
    counts, points_window, sample_points, window_lane, window_mean, window_median, Endpoints, Span,
};
use super::order::{real_data, sorted_quantile};
use crate::builtins::arrays::construct::from_f64;
use crate::builtins::math::incomplete_beta::inverse_beta;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Value};

/// The scale that makes the MAD of normal data its standard deviation,
/// -1/(sqrt(2)*erfcinv(3/2)) as MathWorks defines it.
const MAD_SCALE: f64 = 1.482_602_218_505_602;

pub(super) fn error(function: &str, id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message)
}

/// How outliers are found.
#[derive(Clone, Debug)]
pub(super) enum Method {
    Median,
    Mean,
    Quartiles,
    Grubbs,
    Gesd,
    /// Lower and upper percentiles.
    Percentiles(f64, f64),
    /// 'movmedian' (true) or 'movmean' with its window argument.
    Moving(bool, Value),
}

/// A parsed request: everything after the data (and fill method).
pub(super) struct Request {
    pub method: Method,
    pub factor: Option<f64>,
    pub axis: usize,
    pub max_outliers: Option<f64>,
    pub sample_points: Option<Value>,
    /// 'OutlierLocations' (filloutliers only).
    pub locations: Option<Value>,
}

/// Thresholds and flags of a whole array.
pub(super) struct Detection {
    pub tf: Vec<bool>,
    pub lower: Vec<f64>,
    pub upper: Vec<f64>,
    pub center: Vec<f64>,
    /// The shape of L, U and C: the data's, or with the axis reduced to 1.
    pub stat_dims: Vec<usize>,
    /// Whether L, U and C have one value per element (moving methods).
    pub per_element: bool,
}

fn text_word(value: &Value) -> Option<String> {
    match value {
        Value::Char(_) | Value::String(_) if value.numel() > 0 => {
            value.as_text().map(|t| t.to_ascii_lowercase())
        }
        _ => None,
    }
}

/// Parses `[method [window|threshold]] [dim] [Name, Value ...]`.
pub(super) fn parse(args: &[Value], shape: &Shape, function: &str, fill: bool) -> Result<Request> {
    let mut request = Request {
        method: Method::Median,
        factor: None,
        axis: default_axis(shape),
        max_outliers: None,
        sample_points: None,
        locations: None,
    };
    let mut index = 0;
    if let Some(word) = args.first().and_then(text_word) {
        let needs_argument = |index: usize| {
            args.get(index + 1)
                .cloned()
                .ok_or_else(RuntimeError::not_enough_inputs)
        };
        let method = match word.as_str() {
            "median" => Some(Method::Median),
            "mean" => Some(Method::Mean),
            "quartiles" => Some(Method::Quartiles),
            "grubbs" => Some(Method::Grubbs),
            "gesd" => Some(Method::Gesd),
            "movmedian" | "movmean" => {
                Some(Method::Moving(word == "movmedian", needs_argument(0)?))
            }
            "percentiles" => {
                let bounds = needs_argument(0)?.to_f64_vec().unwrap_or_default();
                match *bounds.as_slice() {
                    [l, u] if (0.0..=100.0).contains(&l) && (l..=100.0).contains(&u) => {
                        Some(Method::Percentiles(l, u))
                    }
                    _ => {
                        return Err(error(
                            function,
                            "InvalidPercentiles",
                            "Percentiles must be a two-element vector of increasing values between 0 and 100.",
                        ))
                    }
                }
            }
            _ => None,
        };
        if let Some(method) = method {
            index = if matches!(method, Method::Moving(..) | Method::Percentiles(..)) {
                2
            } else {
                1
            };
            request.method = method;
        }
    }
    if let Some(dim) = args.get(index).filter(|v| text_word(v).is_none()) {
        request.axis = args::parse_dim(dim)?;
        index += 1;
    }
    let rest = &args[index..];
    if !rest.len().is_multiple_of(2) {
        return Err(error(
            function,
            "NameValuePairs",
            "Name-value arguments must come in pairs, after the method, window and dimension.",
        ));
    }
    for pair in rest.chunks(2) {
        let name = text_word(&pair[0]).unwrap_or_default();
        let value = &pair[1];
        match name.as_str() {
            "thresholdfactor" => {
                let k = value
                    .as_f64()
                    .filter(|k| *k >= 0.0 && !value.is_complex() && value.numel() == 1)
                    .ok_or_else(|| {
                        error(
                            function,
                            "InvalidThresholdFactor",
                            "'ThresholdFactor' must be a nonnegative real scalar.",
                        )
                    })?;
                request.factor = Some(k);
            }
            "samplepoints" => request.sample_points = Some(value.clone()),
            "maxnumoutliers" => {
                let m = value.as_f64().filter(|m| *m >= 1.0 && m.fract() == 0.0);
                request.max_outliers = Some(m.ok_or_else(|| {
                    error(
                        function,
                        "InvalidMaxNumOutliers",
                        "'MaxNumOutliers' must be a positive integer scalar.",
                    )
                })?);
            }
            "outlierlocations" if fill => request.locations = Some(value.clone()),
            _ => {
                return Err(error(
                    function,
                    "InvalidOption",
                    "Expected a method ('median', 'mean', 'quartiles', 'grubbs', 'gesd', 'percentiles', 'movmedian', 'movmean'), a dimension, or the names 'ThresholdFactor', 'SamplePoints', 'MaxNumOutliers'.",
                ))
            }
        }
    }
    if matches!(request.method, Method::Grubbs | Method::Gesd) {
        if request.factor.is_some_and(|a| a > 1.0) {
            return Err(error(
                function,
                "InvalidThresholdFactor",
                "'ThresholdFactor' of 'grubbs' and 'gesd' is a significance level between 0 and 1.",
            ));
        }
    } else if request.max_outliers.is_some() {
        return Err(error(
            function,
            "MaxNumOutliersGesdOnly",
            "'MaxNumOutliers' is only supported with the 'gesd' method.",
        ));
    }
    Ok(request)
}

/// Mean and standard deviation (normalized by n - 1; one value gives 0).
fn mean_std(x: &[f64]) -> (f64, f64) {
    let n = x.len() as f64;
    let mean = x.iter().sum::<f64>() / n;
    if x.len() < 2 {
        return (mean, 0.0);
    }
    let ss: f64 = x.iter().map(|v| (v - mean) * (v - mean)).sum();
    (mean, (ss / (n - 1.0)).sqrt())
}

/// The t value with upper tail probability `p` for `df` degrees of freedom
/// (P(|T| > t) = betainc(df/(df+t^2), df/2, 1/2)).
fn t_upper(p: f64, df: f64) -> f64 {
    let x = inverse_beta(2.0 * p, df / 2.0, 0.5, false);
    (df * (1.0 - x) / x).sqrt()
}

/// Grubbs' critical value for `n` values at significance `alpha`.
fn grubbs_critical(n: f64, alpha: f64) -> f64 {
    let t = t_upper(alpha / (2.0 * n), n - 2.0);
    (n - 1.0) / n.sqrt() * (t * t / (n - 2.0 + t * t)).sqrt()
}

/// The index (into `x`) of the value farthest from `mean`.
fn farthest(x: &[f64], mean: f64) -> usize {
    let mut best = 0;
    for (i, v) in x.iter().enumerate() {
        if (v - mean).abs() > (x[best] - mean).abs() {
            best = i;
        }
    }
    best
}

/// (L, U, C) of Grubbs' test: remove the farthest value while its
/// statistic exceeds the critical value; the thresholds are the last
/// test's mean plus or minus critical value times deviation.
fn grubbs(mut x: Vec<f64>, alpha: f64) -> (f64, f64, f64) {
    loop {
        let (mean, std) = mean_std(&x);
        if x.len() < 3 {
            return (f64::NAN, f64::NAN, mean);
        }
        let critical = grubbs_critical(x.len() as f64, alpha);
        let far = farthest(&x, mean);
        if (x[far] - mean).abs() / std > critical {
            x.swap_remove(far);
        } else {
            return (mean - critical * std, mean + critical * std, mean);
        }
    }
}

/// (L, U, C) of the generalized ESD test with at most `max` outliers: the
/// number of outliers is the largest r whose statistic exceeds its
/// critical value; the thresholds are the mean of the other values plus or
/// minus the next critical value times their deviation.
fn gesd(x: &[f64], alpha: f64, max: Option<f64>) -> (f64, f64, f64) {
    let n = x.len();
    let max = match max {
        Some(m) => (m as usize).min(n),
        None => (n as f64 * 0.1).ceil() as usize,
    };
    let mut rest = x.to_vec();
    let mut removed = 0;
    let mut critical_values = Vec::new();
    for i in 1..=max {
        if rest.len() < 3 {
            break;
        }
        let (mean, std) = mean_std(&rest);
        let m = (n - i + 1) as f64;
        let t = t_upper(alpha / (2.0 * m), m - 2.0);
        let lambda = (m - 1.0) * t / ((m - 2.0 + t * t) * m).sqrt();
        critical_values.push(lambda);
        let far = farthest(&rest, mean);
        if (rest[far] - mean).abs() / std > lambda {
            removed = i;
        }
        rest.swap_remove(far);
    }
    // Recompute on the values that are not outliers.
    let mut keep = x.to_vec();
    for _ in 0..removed {
        let (mean, _) = mean_std(&keep);
        let far = farthest(&keep, mean);
        keep.swap_remove(far);
    }
    let (mean, std) = mean_std(&keep);
    let m = keep.len() as f64;
    let lambda = if m >= 3.0 {
        let t = t_upper(alpha / (2.0 * m), m - 2.0);
        (m - 1.0) * t / ((m - 2.0 + t * t) * m).sqrt()
    } else {
        f64::NAN
    };
    (mean - lambda * std, mean + lambda * std, mean)
}

/// The scaled MAD of a window about its median `center`.
fn scaled_mad(w: &[f64], center: f64) -> f64 {
    let mut deviations: Vec<f64> = w.iter().map(|x| (x - center).abs()).collect();
    MAD_SCALE * window_median(&mut deviations)
}

/// (L, U, C) of one lane for a method that is not moving.
fn lane_thresholds(lane: &[f64], request: &Request) -> (f64, f64, f64) {
    let mut x: Vec<f64> = lane.iter().copied().filter(|v| !v.is_nan()).collect();
    if x.is_empty() {
        return (f64::NAN, f64::NAN, f64::NAN);
    }
    let factor = |default: f64| request.factor.unwrap_or(default);
    match request.method {
        Method::Median | Method::Moving(..) => {
            let center = window_median(&mut x);
            let spread = factor(3.0) * scaled_mad(&x, center);
            (center - spread, center + spread, center)
        }
        Method::Mean => {
            let (mean, std) = mean_std(&x);
            let spread = factor(3.0) * std;
            (mean - spread, mean + spread, mean)
        }
        Method::Quartiles => {
            x.sort_unstable_by(f64::total_cmp);
            let (q1, q3) = (sorted_quantile(&x, 0.25), sorted_quantile(&x, 0.75));
            let spread = factor(1.5) * (q3 - q1);
            (q1 - spread, q3 + spread, (q1 + q3) / 2.0)
        }
        Method::Percentiles(l, u) => {
            x.sort_unstable_by(f64::total_cmp);
            let (low, high) = (
                sorted_quantile(&x, l / 100.0),
                sorted_quantile(&x, u / 100.0),
            );
            (low, high, (low + high) / 2.0)
        }
        Method::Grubbs => grubbs(x, factor(0.05)),
        Method::Gesd => gesd(&x, factor(0.05), request.max_outliers),
    }
}

/// Finds the outliers of `data` (shape `dims`) along the request's axis.
pub(super) fn detect(
    data: &[f64],
    dims: &[usize],
    request: &Request,
    function: &str,
) -> Result<Detection> {
    let axis = request.axis;
    let length = dims.get(axis).copied().unwrap_or(1);
    if let Method::Moving(median, window) = &request.method {
        let t = match &request.sample_points {
            Some(p) => Some(sample_points(p, length, function)?),
            None => None,
        };
        let window_error = || {
            error(
                function,
                "InvalidWindow",
                "Window length must be a finite positive scalar or a two-element vector of nonnegative values.",
            )
        };
        let span = match &t {
            Some(t) => points_window(window, t).map_err(|_| window_error())?,
            None => {
                let w = window.to_f64_vec().ok_or_else(window_error)?;
                let (before, after) = counts(&w).ok_or_else(window_error)?;
                Span::Count { before, after }
            }
        };
        let factor = request.factor.unwrap_or(3.0);
        let median = *median;
        let run = |statistic: &dyn Fn(&mut Vec<f64>) -> f64| -> Result<(Vec<usize>, Vec<f64>)> {
            let mut scratch = Vec::new();
            map_lanes(data, dims, axis, length, |lane, out| {
                window_lane(
                    lane,
                    span,
                    Endpoints::Shrink,
                    true,
                    &mut scratch,
                    &statistic,
                    out,
                )
            })
        };
        let (out_dims, center) = run(&|w| {
            if median {
                window_median(w)
            } else {
                window_mean(w)
            }
        })?;
        let (_, spread) = run(&|w| {
            if median {
                let c = window_median(w);
                factor * scaled_mad(w, c)
            } else {
                factor * mean_std(w).1
            }
        })?;
        let lower: Vec<f64> = center.iter().zip(&spread).map(|(c, s)| c - s).collect();
        let upper: Vec<f64> = center.iter().zip(&spread).map(|(c, s)| c + s).collect();
        // map_lanes puts every result back at its element's position.
        let tf = data
            .iter()
            .zip(lower.iter().zip(&upper))
            .map(|(x, (l, u))| x < l || x > u)
            .collect();
        return Ok(Detection {
            tf,
            lower,
            upper,
            center,
            stat_dims: out_dims,
            per_element: true,
        });
    }
    let mut stats = Vec::new();
    reduce_lane_slices(data, dims, axis, |lane| {
        stats.push(lane_thresholds(lane, request));
        0.0
    });
    let mut lane_number = 0;
    let (out_dims, flags) = map_lanes(data, dims, axis, length, |lane, out| {
        let (l, u, _) = stats
            .get(lane_number)
            .copied()
            .unwrap_or((f64::NAN, f64::NAN, f64::NAN));
        lane_number += 1;
        for (o, x) in out.iter_mut().zip(lane) {
            *o = f64::from(u8::from(*x < l || *x > u));
        }
    })?;
    let mut stat_dims = out_dims;
    if let Some(d) = stat_dims.get_mut(axis) {
        *d = 1;
    }
    Ok(Detection {
        tf: flags.iter().map(|f| *f != 0.0).collect(),
        lower: stats.iter().map(|s| s.0).collect(),
        upper: stats.iter().map(|s| s.1).collect(),
        center: stats.iter().map(|s| s.2).collect(),
        stat_dims,
        per_element: false,
    })
}

/// The data of `isoutlier`/`filloutliers` as doubles with its result class
/// (single stays single); only real numeric and logical data.
pub(super) fn outlier_data(value: &Value, function: &str) -> Result<(Vec<f64>, Class)> {
    if matches!(value, Value::Char(_)) || value.is_complex() {
        return Err(error(
            function,
            "InvalidFirstInput",
            "First argument must be a real numeric array.",
        ));
    }
    let class = if value.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    Ok((real_data(value, function)?, class))
}

/// L, U and C as values of `class`.
pub(super) fn threshold_values(detection: &Detection, class: Class) -> Result<[Value; 3]> {
    let shape = Shape::new(&detection.stat_dims);
    Ok([
        from_f64(shape.clone(), class, detection.lower.clone())?,
        from_f64(shape.clone(), class, detection.upper.clone())?,
        from_f64(shape, class, detection.center.clone())?,
    ])
}

/// `isoutlier(A)`, `isoutlier(A, method)`, `isoutlier(A, 'percentiles',
/// [lp up])`, `isoutlier(A, movmethod, window)`, `isoutlier(..., dim)`,
/// 'ThresholdFactor', 'SamplePoints', 'MaxNumOutliers';
/// `[TF, L, U, C] = isoutlier(...)`.
pub fn isoutlier(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let function = "isoutlier";
    let value = &args[0];
    let shape = value.shape();
    let request = parse(&args[1..], &shape, function, false)?;
    let (data, class) = outlier_data(value, function)?;
    let detection = detect(&data, shape.dims(), &request, function)?;
    let flags = detection
        .tf
        .iter()
        .map(|&t| f64::from(u8::from(t)))
        .collect();
    let mut out = Outputs::new();
    out.push(from_f64(shape.clone(), Class::Logical, flags)?);
    if nargout > 1 {
        out.extend(threshold_values(&detection, class)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t_and_grubbs_critical_values() {
        // tinv(0.975, 10) and the tabulated two-sided Grubbs value for
        // n = 10 at 0.05.
        assert!((t_upper(0.025, 10.0) - 2.228_138_851_986).abs() < 1e-9);
        assert!((grubbs_critical(10.0, 0.05) - 2.290).abs() < 1e-3);
    }

    #[test]
    fn median_thresholds_use_the_scaled_mad() {
        let request = parse(&[], &Shape::row(5), "isoutlier", false).unwrap();
        let (l, u, c) = lane_thresholds(&[1.0, 2.0, 3.0, 4.0, 100.0], &request);
        assert_eq!(c, 3.0);
        assert!((u - (3.0 + 3.0 * MAD_SCALE)).abs() < 1e-12);
        assert!((l - (3.0 - 3.0 * MAD_SCALE)).abs() < 1e-12);
    }
}
