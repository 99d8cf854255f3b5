//! Moving-window statistics: movsum movprod movmean movmedian movmax
//! movmin movvar movstd. One
//! window walker (`window_lane`) handles the window length or [kb kf]
//! (`Span`, which can also measure windows in sample points), 'Endpoints'
//! ('shrink', 'discard', 'fill' or a value) and the NaN flag; each builtin
//! only supplies the statistic of one window. `smoothdata` walks its
//! 'movmean' and 'movmedian' windows here too.

use std::ops::Range;

use super::super::{args, one, Outputs};
use super::lanes::{default_axis, map_lanes};
use super::order::real_data;
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Value};

/// What happens where the window does not fit.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Endpoints {
    Shrink,
    Discard,
    Fill(f64),
}

/// How far the window around each element of a lane reaches.
#[derive(Clone, Copy, Debug)]
pub(super) enum Span<'a> {
    /// `before` elements back and `after` forward (a length k or [kb kf]).
    Count { before: usize, after: usize },
    /// The elements whose sample points `t` (sorted, one per element) lie
    /// in [t - before, t + after), or in [t - before, t + after] when
    /// `closed`: MATLAB's windows of a length k (half-open, k/2 each way)
    /// and of [kb kf] (closed) relative to 'SamplePoints'.
    Points {
        t: &'a [f64],
        before: f64,
        after: f64,
        closed: bool,
    },
}

impl Span<'_> {
    /// The index range of the window around element `k` of a lane of
    /// `len` elements (a `Points` window reads the lane's length from `t`).
    pub(super) fn range(&self, k: usize, len: usize) -> Range<usize> {
        match *self {
            Span::Count { before, after } => {
                k.saturating_sub(before)..k.saturating_add(after).saturating_add(1).min(len)
            }
            Span::Points {
                t,
                before,
                after,
                closed,
            } => {
                let Some(&center) = t.get(k) else {
                    return k..k;
                };
                let (low, high) = (center - before, center + after);
                let start = t.partition_point(|&x| x < low);
                let end = if closed {
                    t.partition_point(|&x| x <= high)
                } else {
                    t.partition_point(|&x| x < high)
                };
                start..end.max(start)
            }
        }
    }

    /// Whether the window around element `k` lies wholly inside the lane.
    fn full(&self, k: usize, len: usize) -> bool {
        match *self {
            Span::Count { before, after } => k >= before && k + after < len,
            Span::Points {
                t, before, after, ..
            } => match (t.get(k), t.first(), t.last()) {
                (Some(&center), Some(&first), Some(&last)) => {
                    center - before >= first && center + after <= last
                }
                _ => false,
            },
        }
    }
}

fn window_error() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:movfun:wrongWindowLength",
        "Window length must be a finite positive scalar or a two-element vector of nonnegative integers.",
    )
}

/// (before, after) of a window length k (odd: centered; even: one more
/// element before than after) or [kb kf], when they are whole numbers.
pub(super) fn counts(values: &[f64]) -> Option<(usize, usize)> {
    let integer = |x: f64| x >= 0.0 && x.fract() == 0.0 && x < 2f64.powi(53);
    match *values {
        [k] if k > 0.0 && integer(k) => {
            let k = k as usize;
            Some(if k % 2 == 1 {
                ((k - 1) / 2, (k - 1) / 2)
            } else {
                (k / 2, k / 2 - 1)
            })
        }
        [kb, kf] if integer(kb) && integer(kf) => Some((kb as usize, kf as usize)),
        _ => None,
    }
}

/// (before, after) from a window length k or [kb kf].
fn window(value: &Value) -> Result<(usize, usize)> {
    let values = value.to_f64_vec().ok_or_else(window_error)?;
    counts(&values).ok_or_else(window_error)
}

/// The window over sample points `t`: a length k (positive, finite) covers
/// [t - k/2, t + k/2), [kb kf] (nonnegative, finite) covers [t - kb, t + kf].
pub(super) fn points_window<'a>(value: &Value, t: &'a [f64]) -> Result<Span<'a>> {
    let values = value.to_f64_vec().ok_or_else(window_error)?;
    match *values {
        [k] if k > 0.0 && k.is_finite() => Ok(Span::Points {
            t,
            before: k / 2.0,
            after: k / 2.0,
            closed: false,
        }),
        [kb, kf] if kb >= 0.0 && kf >= 0.0 && kb.is_finite() && kf.is_finite() => {
            Ok(Span::Points {
                t,
                before: kb,
                after: kf,
                closed: true,
            })
        }
        _ => Err(window_error()),
    }
}

/// 'SamplePoints': a real vector of `length` finite, strictly increasing
/// points.
pub(super) fn sample_points(value: &Value, length: usize, function: &str) -> Result<Vec<f64>> {
    let invalid = || {
        RuntimeError::new(
            format!("MATLAB:{function}:invalidSamplePoints"),
            "'SamplePoints' must be a sorted vector of distinct finite numbers, one for each element along the operating dimension.",
        )
    };
    if !value.class().is_numeric() || !(value.shape().is_vector() || value.is_empty()) {
        return Err(invalid());
    }
    let t = value.to_f64_vec().ok_or_else(invalid)?;
    let increasing = t.windows(2).all(|w| w[0] < w[1]);
    if t.len() != length || !increasing || t.iter().any(|x| !x.is_finite()) {
        return Err(invalid());
    }
    Ok(t)
}

/// One window walk over `lane`: `out` gets `statistic` of the window
/// around each element (under 'discard', of each whole window only, so
/// `out` is that much shorter). A window holding NaN gives NaN unless
/// `omit`, which drops the NaN first. `values` is scratch space.
pub(super) fn window_lane(
    lane: &[f64],
    span: Span<'_>,
    endpoints: Endpoints,
    omit: bool,
    values: &mut Vec<f64>,
    statistic: &impl Fn(&mut Vec<f64>) -> f64,
    out: &mut [f64],
) {
    let len = lane.len();
    let positions = (0..len).filter(|&k| endpoints != Endpoints::Discard || span.full(k, len));
    for (slot, k) in out.iter_mut().zip(positions) {
        if let Endpoints::Fill(fill) = endpoints {
            if !span.full(k, len) {
                *slot = fill;
                continue;
            }
        }
        values.clear();
        values.extend_from_slice(&lane[span.range(k, len)]);
        if values.iter().any(|x| x.is_nan()) {
            if !omit {
                *slot = f64::NAN;
                continue;
            }
            values.retain(|x| !x.is_nan());
        }
        *slot = statistic(values);
    }
}

/// Applies `statistic` to every window; `omit_default` is the NaN flag
/// default of the function.
fn moving(
    args: &[Value],
    function: &str,
    keep_class: bool,
    statistic: impl Fn(&mut Vec<f64>) -> f64,
) -> Result<Outputs> {
    let value = &args[0];
    let shape = value.shape();
    let mut axis = default_axis(&shape);
    let mut endpoints = Endpoints::Shrink;
    let mut omit = false;
    let mut points: Option<&Value> = None;
    let mut index = 2;
    while index < args.len() {
        let arg = &args[index];
        match arg.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("omitnan" | "omitmissing") => omit = true,
            Some("includenan" | "includemissing") => omit = false,
            Some("endpoints") => {
                let option = args
                    .get(index + 1)
                    .ok_or_else(RuntimeError::not_enough_inputs)?;
                endpoints = match option.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
                    Some("shrink") => Endpoints::Shrink,
                    Some("discard") => Endpoints::Discard,
                    Some("fill") => Endpoints::Fill(f64::NAN),
                    Some(_) => {
                        return Err(RuntimeError::new(
                            format!("MATLAB:{function}:invalidEndpoints"),
                            "Endpoints must be 'shrink', 'discard', 'fill', or a numeric or logical scalar.",
                        ))
                    }
                    None => Endpoints::Fill(option.as_f64().ok_or_else(window_error)?),
                };
                index += 1;
            }
            Some("samplepoints") => {
                points = Some(
                    args.get(index + 1)
                        .ok_or_else(RuntimeError::not_enough_inputs)?,
                );
                index += 1;
            }
            Some(_) => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:invalidOption"),
                    "Invalid option: expected a dimension, 'omitnan', 'includenan', 'Endpoints' or 'SamplePoints'.",
                ))
            }
            None => axis = args::parse_dim(arg)?,
        }
        index += 1;
    }
    let data = real_data(value, function)?;
    let length = shape.dim(axis);
    let t = match points {
        Some(p) => Some(sample_points(p, length, function)?),
        None => None,
    };
    let span = match &t {
        Some(t) => points_window(&args[1], t)?,
        None => {
            let (before, after) = window(&args[1])?;
            Span::Count { before, after }
        }
    };
    let out_length = match endpoints {
        Endpoints::Discard => (0..length).filter(|&k| span.full(k, length)).count(),
        _ => length,
    };
    let mut window_values = Vec::new();
    let (dims, out) = map_lanes(&data, shape.dims(), axis, out_length, |lane, out| {
        window_lane(
            lane,
            span,
            endpoints,
            omit,
            &mut window_values,
            &statistic,
            out,
        )
    })?;
    let class = match value.class() {
        Class::Single => Class::Single,
        other if keep_class && other.is_numeric() => other,
        _ => Class::Double,
    };
    one(from_f64(Shape::new(&dims), class, out)?)
}

/// `movsum(A, k)`, `movsum(A, [kb kf])`, `movsum(..., dim)`, with
/// 'Endpoints' and the NaN flag.
pub fn movsum(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    moving(args, "movsum", false, |w| w.iter().sum())
}

/// `movprod(A, k)`, the product of each window, with the arguments of
/// `movsum` (an all-NaN window under 'omitnan' gives 1, the empty product).
pub fn movprod(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    moving(args, "movprod", false, |w| w.iter().product())
}

/// The mean of one window (an empty window, all NaN under 'omitnan',
/// gives NaN).
pub(super) fn window_mean(w: &mut [f64]) -> f64 {
    if w.is_empty() {
        f64::NAN
    } else {
        w.iter().sum::<f64>() / w.len() as f64
    }
}

/// The median of one window (reorders it).
pub(super) fn window_median(w: &mut [f64]) -> f64 {
    if w.is_empty() {
        return f64::NAN;
    }
    w.sort_unstable_by(f64::total_cmp);
    let n = w.len();
    if n % 2 == 1 {
        w[n / 2]
    } else {
        w[n / 2 - 1] / 2.0 + w[n / 2] / 2.0
    }
}

/// Moving mean (an all-NaN window under 'omitnan' gives NaN).
pub fn movmean(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    moving(args, "movmean", false, |w| window_mean(w))
}

/// Moving median.
pub fn movmedian(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    moving(args, "movmedian", true, |w| window_median(w))
}

/// Moving maximum.
pub fn movmax(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    moving(args, "movmax", true, |w| {
        w.iter().copied().reduce(f64::max).unwrap_or(f64::NAN)
    })
}

/// Moving minimum.
pub fn movmin(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    moving(args, "movmin", true, |w| {
        w.iter().copied().reduce(f64::min).unwrap_or(f64::NAN)
    })
}

/// The variance of one window: normalized by n - 1 (weight 0; a single
/// value gives 0) or by n (weight 1).
fn window_variance(w: &[f64], by_n: bool) -> f64 {
    let n = w.len();
    if n == 0 {
        return f64::NAN;
    }
    let mean = w.iter().sum::<f64>() / n as f64;
    let squares: f64 = w.iter().map(|x| (x - mean) * (x - mean)).sum();
    if by_n {
        squares / n as f64
    } else if n == 1 {
        0.0
    } else {
        squares / (n - 1) as f64
    }
}

/// Splits the weight `w` off `movvar(A, k, w, ...)`: 0 (the default, also
/// `[]`) normalizes by n - 1, 1 by n.
fn weighted(args: &[Value], function: &str) -> Result<(Vec<Value>, bool)> {
    if args.len() < 2 {
        return Err(RuntimeError::not_enough_inputs());
    }
    let mut rest = args.to_vec();
    let mut by_n = false;
    if let Some(w) = args.get(2).filter(|w| w.as_text().is_none()) {
        by_n = match w.to_f64_vec().as_deref() {
            Some([]) => false,
            Some([x]) if *x == 0.0 => false,
            Some([x]) if *x == 1.0 => true,
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:invalidWeight"),
                    "Weight must be 0 or 1.",
                )
                .in_function(function))
            }
        };
        rest.remove(2);
    }
    Ok((rest, by_n))
}

/// `movvar(A, k)`, `movvar(A, k, w)`, `movvar(A, k, w, dim)`, with
/// 'Endpoints' and the NaN flag.
pub fn movvar(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (args, by_n) = weighted(args, "movvar")?;
    moving(&args, "movvar", false, |w| window_variance(w, by_n))
}

/// Moving standard deviation, the square root of `movvar`.
pub fn movstd(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (args, by_n) = weighted(args, "movstd")?;
    moving(&args, "movstd", false, |w| window_variance(w, by_n).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: super::super::super::BuiltinFn, args: &[Value]) -> Vec<f64> {
        f(&mut Interpreter::new(), args, 1).unwrap()[0]
            .to_f64_vec()
            .unwrap()
    }

    #[test]
    fn windows_and_endpoints() {
        let a = Value::row(vec![4.0, 8.0, 6.0, -1.0, -2.0, -3.0, -1.0, 3.0, 4.0, 5.0]);
        assert_eq!(
            call(movsum, &[a.clone(), Value::scalar(3.0)]),
            vec![12.0, 18.0, 13.0, 3.0, -6.0, -6.0, -1.0, 6.0, 12.0, 9.0]
        );
        assert_eq!(
            call(movmean, &[a.clone(), Value::row(vec![2.0, 0.0])])[..3],
            [4.0, 6.0, 6.0]
        );
        let discard = call(
            movmax,
            &[
                a,
                Value::scalar(3.0),
                Value::char_row("Endpoints"),
                Value::char_row("discard"),
            ],
        );
        assert_eq!(discard.len(), 8);
        assert_eq!(discard[0], 8.0);
        let product = call(
            movprod,
            &[Value::row(vec![1.0, 2.0, 3.0, 4.0]), Value::scalar(3.0)],
        );
        assert_eq!(product, vec![2.0, 6.0, 24.0, 12.0]);
    }

    #[test]
    fn variance_windows_match_a_naive_variance() {
        let x: Vec<f64> = (1..=10).map(f64::from).collect();
        let a = Value::row(x.clone());
        for (k, by_n) in [(3.0, false), (4.0, false), (4.0, true), (5.0, true)] {
            let got = call(
                movvar,
                &[
                    a.clone(),
                    Value::scalar(k),
                    Value::scalar(f64::from(u8::from(by_n))),
                ],
            );
            let (before, after) = window(&Value::scalar(k)).unwrap();
            for (i, g) in got.iter().enumerate() {
                let w = &x[i.saturating_sub(before)..(i + after + 1).min(x.len())];
                let n = w.len() as f64;
                let mean = w.iter().sum::<f64>() / n;
                let ss: f64 = w.iter().map(|v| (v - mean).powi(2)).sum();
                let naive = if by_n {
                    ss / n
                } else if n == 1.0 {
                    0.0
                } else {
                    ss / (n - 1.0)
                };
                assert!((g - naive).abs() < 1e-12, "k={k} i={i}");
            }
        }
        let s = call(movstd, &[a, Value::scalar(3.0)]);
        assert!((s[0] - 0.5f64.sqrt()).abs() < 1e-15 && s[1] == 1.0);
    }
}
