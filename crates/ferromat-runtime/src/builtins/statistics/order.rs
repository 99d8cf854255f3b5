//! Order statistics: median mode prctile quantile iqr. Each lane is copied
//! out (`lanes.rs`), NaN handled by the flag, then partially or fully
//! sorted; results are computed in double and returned in the class MATLAB
//! documents (median and mode natively, percentiles as float).

use super::super::arrays::gather::{for_each_subscript, linear};
use super::super::{one, Outputs};
use super::lanes::{default_axis, dim_spec, map_lanes, plan, reduce_lanes, DimSpec};
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};
use std::borrow::Cow;
use std::sync::Arc;

/// The elements of a real numeric, logical or char array as doubles.
pub fn real_data(value: &Value, function: &str) -> Result<Vec<f64>> {
    real_slice(value, function).map(Cow::into_owned)
}

/// `real_data`, borrowed when the value already holds doubles.
pub fn real_slice<'a>(value: &'a Value, function: &str) -> Result<Cow<'a, [f64]>> {
    if let Value::Double(t) = value {
        return Ok(Cow::Borrowed(t.data()));
    }
    if value.is_complex() {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:complexData"),
            format!("{function} does not support complex data."),
        ));
    }
    value.to_f64_vec().map(Cow::Owned).ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:invalidInput"),
            "Invalid data type. First argument must be numeric or logical.",
        )
    })
}

/// Options shared by median/mode-like reductions: a dim or vecdim, 'all',
/// and the NaN flag.
pub struct ReduceOptions {
    pub dims: DimSpec,
    pub omit_nan: bool,
}

/// Parses `(dim | vecdim | 'all')?, nanflag?` (flags in any order).
pub fn reduce_options(
    options: &[Value],
    function: &str,
    default_omit: bool,
) -> Result<ReduceOptions> {
    let mut parsed = ReduceOptions {
        dims: DimSpec::Default,
        omit_nan: default_omit,
    };
    for (position, option) in options.iter().enumerate() {
        if let Some(flag) = option.as_text() {
            match flag.to_ascii_lowercase().as_str() {
                "all" => parsed.dims = DimSpec::All,
                "omitnan" | "omitmissing" => parsed.omit_nan = true,
                "includenan" | "includemissing" => parsed.omit_nan = false,
                "double" | "native" | "default" => {}
                _ => return Err(unknown_option(function)),
            }
        } else if position == 0 {
            parsed.dims = dim_spec(option, true)?;
        } else {
            return Err(unknown_option(function));
        }
    }
    Ok(parsed)
}

pub fn unknown_option(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:unknownFlag"),
        "Invalid option. Option must be 'all', 'omitnan', 'includenan', or a dimension.",
    )
}

/// The class median and mode return: the input's numeric class; logical
/// and char give double.
fn native_class(value: &Value) -> Class {
    match value.class() {
        Class::Logical | Class::Char => Class::Double,
        other => other,
    }
}

/// The median of a lane (reordered in place); NaN when it is empty or,
/// unless `omit_nan`, holds a NaN.
pub(super) fn lane_median(lane: &mut Vec<f64>, omit_nan: bool) -> f64 {
    if lane.iter().any(|x| x.is_nan()) {
        if !omit_nan {
            return f64::NAN;
        }
        lane.retain(|x| !x.is_nan());
    }
    let n = lane.len();
    if n == 0 {
        return f64::NAN;
    }
    let (_, &mut upper, _) = lane.select_nth_unstable_by(n / 2, f64::total_cmp);
    if n % 2 == 1 {
        return upper;
    }
    let lower = lane[..n / 2]
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max);
    if lower.is_infinite() && upper.is_infinite() && lower != upper {
        return f64::NAN;
    }
    // Halves first so that two huge values do not overflow.
    if lower == upper {
        lower
    } else {
        lower / 2.0 + upper / 2.0
    }
}

/// `median(A)`, `median(A, dim | vecdim | 'all')`, `median(..., nanflag)`.
pub fn median(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let options = reduce_options(&args[1..], "median", false)?;
    // Double data is walked in place: each lane is copied once, for the
    // selection to reorder.
    let walk = match value {
        Value::Double(_) => plan(value, &options.dims)?,
        other => plan(
            &Value::matrix(other.shape(), real_data(other, "median")?),
            &options.dims,
        )?,
    };
    let walk_data: Cow<[f64]> = match &walk.value {
        Value::Double(t) => Cow::Borrowed(t.data()),
        other => Cow::Owned(other.to_f64_vec().unwrap_or_default()),
    };
    let out = reduce_lanes(&walk_data, &walk.dims, walk.axis, |lane| {
        lane_median(lane, options.omit_nan)
    });
    one(from_f64(walk.out_shape, native_class(value), out)?)
}

/// The most frequent value of a lane (smallest among ties), its count, and
/// every value with that count (ascending). NaN are ignored.
fn lane_mode(lane: &mut Vec<f64>) -> (f64, f64, Vec<f64>) {
    lane.retain(|x| !x.is_nan());
    if lane.is_empty() {
        return (f64::NAN, 0.0, Vec::new());
    }
    lane.sort_unstable_by(f64::total_cmp);
    let mut best = (lane[0], 0usize);
    let mut ties = Vec::new();
    let mut start = 0;
    while start < lane.len() {
        let mut end = start + 1;
        while end < lane.len() && lane[end] == lane[start] {
            end += 1;
        }
        let run = end - start;
        if run > best.1 {
            best = (lane[start], run);
            ties.clear();
        }
        if run == best.1 {
            ties.push(lane[start]);
        }
        start = end;
    }
    (best.0, best.1 as f64, ties)
}

/// `[M, F, C] = mode(A)`, `mode(A, dim | vecdim | 'all')`.
pub fn mode(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let options = reduce_options(&args[1..], "mode", true)?;
    let data = real_data(value, "mode")?;
    let walk = plan(&Value::matrix(value.shape(), data), &options.dims)?;
    let walk_data = walk.value.to_f64_vec().unwrap_or_default();
    let (mut frequencies, mut tie_lists) = (Vec::new(), Vec::new());
    let modes = reduce_lanes(&walk_data, &walk.dims, walk.axis, |lane| {
        let (m, f, ties) = lane_mode(lane);
        frequencies.push(f);
        tie_lists.push(ties);
        m
    });
    let class = native_class(value);
    let mut outputs = Outputs::new();
    outputs.push(from_f64(walk.out_shape.clone(), class, modes)?);
    if nargout > 1 {
        outputs.push(Value::matrix(walk.out_shape.clone(), frequencies));
    }
    if nargout > 2 {
        let cells = tie_lists
            .into_iter()
            .map(|ties| {
                let n = ties.len();
                from_f64(Shape::column(n), class, ties)
            })
            .collect::<Result<Vec<_>>>()?;
        outputs.push(Value::Cell(Arc::new(Tensor::new(walk.out_shape, cells))));
    }
    Ok(outputs)
}

/// The p-quantile (0 <= p <= 1) of sorted data without NaN, MATLAB's
/// method: sorted element i sits at probability (i - 0.5)/n, linear
/// interpolation between, clamped to the extremes outside.
pub(super) fn sorted_quantile(sorted: &[f64], p: f64) -> f64 {
    let n = sorted.len();
    if n == 0 {
        return f64::NAN;
    }
    let position = p * n as f64 - 0.5;
    if position <= 0.0 {
        return sorted[0];
    }
    if position >= (n - 1) as f64 {
        return sorted[n - 1];
    }
    let below = position.floor();
    let fraction = position - below;
    let i = below as usize;
    let (low, high) = (sorted[i], sorted[i + 1]);
    if fraction == 0.0 {
        return low;
    }
    if low.is_infinite() || high.is_infinite() {
        // Weighted form, so -Inf to a finite value stays -Inf (not NaN).
        return (1.0 - fraction) * low + fraction * high;
    }
    low + fraction * (high - low)
}

/// The probabilities of `quantile`/`prctile` (already scaled to [0, 1]).
fn probabilities(value: &Value, scale: f64, function: &str, allow_count: bool) -> Result<Vec<f64>> {
    let shape = value.shape();
    if !matches!(value, Value::Double(_) | Value::Single(_))
        || !(shape.is_vector() || shape.is_scalar() || shape.is_empty())
    {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:BadPercents"),
            if scale == 100.0 {
                "P must be a scalar or a vector of percent values of type single or double."
            } else {
                "P must be a scalar or a vector of probabilities of type single or double."
            },
        ));
    }
    let raw = real_data(value, function)?;
    if allow_count && raw.len() == 1 && raw[0] > 1.0 && raw[0].fract() == 0.0 {
        // quantile(A, N): N evenly spaced cumulative probabilities.
        let n = raw[0];
        super::super::args::check_allocation_dims(&[n as usize], 8)?;
        return Ok((1..=n as usize).map(|k| k as f64 / (n + 1.0)).collect());
    }
    raw.into_iter()
        .map(|p| {
            let q = p / scale;
            if (0.0..=1.0).contains(&q) {
                Ok(q)
            } else {
                Err(RuntimeError::new(
                    format!("MATLAB:{function}:BadPercents"),
                    if scale == 100.0 {
                        "P must be a scalar or a vector of percent values between 0 and 100."
                    } else {
                        "P must be a scalar or a vector of probability values between 0 and 1."
                    },
                ))
            }
        })
        .collect()
}

/// Quantiles of every lane along one dimension; the output has
/// `probabilities.len()` elements along that dimension.
fn quantiles(args: &[Value], function: &str, scale: f64) -> Result<Value> {
    let value = &args[0];
    if !matches!(value, Value::Double(_) | Value::Single(_)) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidInput"),
            "Input data must be of type single or double.",
        ));
    }
    let ps = probabilities(&args[1], scale, function, scale == 1.0)?;
    let data = real_data(value, function)?;
    let shape = value.shape();
    let spec = quantile_options(&args[2..], function)?;
    let class = if value.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let vector_default = matches!(spec, DimSpec::Default) && shape.is_vector();
    let walk = if matches!(spec, DimSpec::Default) {
        plan(
            &Value::matrix(shape.clone(), data),
            &DimSpec::One(default_axis(&shape)),
        )?
    } else {
        plan(&Value::matrix(shape.clone(), data), &spec)?
    };
    let walk_data = walk.value.to_f64_vec().unwrap_or_default();
    let (mut dims, out) = map_lanes(
        &walk_data,
        &walk.dims,
        walk.axis,
        ps.len(),
        |lane, result| {
            let mut sorted: Vec<f64> = lane.iter().copied().filter(|x| !x.is_nan()).collect();
            sorted.sort_unstable_by(f64::total_cmp);
            for (slot, &p) in result.iter_mut().zip(&ps) {
                *slot = sorted_quantile(&sorted, p);
            }
        },
    )?;
    if vector_default {
        // A vector gives its quantiles along its own orientation.
        dims = if shape.is_row() {
            vec![1, ps.len()]
        } else {
            vec![ps.len(), 1]
        };
        return from_f64(Shape::new(&dims), class, out);
    }
    let reduced: Vec<usize> = match &spec {
        DimSpec::All => (0..shape.ndims()).collect(),
        DimSpec::Many(list) => {
            let mut list: Vec<usize> = list
                .iter()
                .copied()
                .filter(|&d| d < shape.ndims())
                .collect();
            list.sort_unstable();
            list
        }
        _ => Vec::new(),
    };
    let Some(&first) = reduced.first() else {
        return from_f64(Shape::new(&dims), class, out);
    };
    // The walk put the quantiles last, after the kept dims; MATLAB puts
    // them at the smallest reduced dim.
    let mut target = walk.out_shape.dims().to_vec();
    target[first] = ps.len();
    let kept: Vec<usize> = (0..target.len()).filter(|d| !reduced.contains(d)).collect();
    let mut walk_dims: Vec<usize> = kept.iter().map(|&d| target[d]).collect();
    walk_dims.push(ps.len());
    let mut moved = Vec::with_capacity(out.len());
    for_each_subscript(&target, |subs| {
        let mut from: Vec<usize> = kept.iter().map(|&d| subs[d]).collect();
        from.push(subs[first]);
        moved.push(out[linear(&walk_dims, &from)]);
    });
    from_f64(Shape::new(&target), class, moved)
}

/// The options after `p`: one `dim | vecdim | 'all'`, then `'Method'`
/// with `'exact'` or `'approximate'` (both the exact method here; a bare
/// method name is taken too).
fn quantile_options(options: &[Value], function: &str) -> Result<DimSpec> {
    let invalid = || {
        RuntimeError::new(
            format!("MATLAB:{function}:invalidOption"),
            "Options must be a dimension, 'all', or 'Method' with 'exact' or 'approximate'.",
        )
    };
    let is_method = |v: &Value| {
        v.as_text().is_some_and(|t| {
            t.eq_ignore_ascii_case("exact") || t.eq_ignore_ascii_case("approximate")
        })
    };
    let mut spec = None;
    let mut k = 0;
    while k < options.len() {
        let option = &options[k];
        match option.as_text() {
            Some(t) if t.eq_ignore_ascii_case("method") => {
                if !options.get(k + 1).is_some_and(is_method) {
                    return Err(invalid());
                }
                k += 1;
            }
            Some(_) if is_method(option) => {}
            Some(t) if t.eq_ignore_ascii_case("all") && spec.is_none() => spec = Some(DimSpec::All),
            None if spec.is_none() => spec = Some(dim_spec(option, true)?),
            _ => return Err(invalid()),
        }
        k += 1;
    }
    Ok(spec.unwrap_or(DimSpec::Default))
}

/// `prctile(A, p)`, `prctile(A, p, dim | vecdim | 'all')`.
pub fn prctile(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(quantiles(args, "prctile", 100.0)?)
}

/// `quantile(A, p)`, `quantile(A, n)`, `quantile(..., dim | vecdim | 'all')`.
pub fn quantile(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(quantiles(args, "quantile", 1.0)?)
}

/// `iqr(A)`, `iqr(A, dim | vecdim | 'all')`: 75th minus 25th percentile.
pub fn iqr(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let options = reduce_options(&args[1..], "iqr", true)?;
    let data = real_data(value, "iqr")?;
    let walk = plan(&Value::matrix(value.shape(), data), &options.dims)?;
    let walk_data = walk.value.to_f64_vec().unwrap_or_default();
    let out = reduce_lanes(&walk_data, &walk.dims, walk.axis, |lane| {
        lane.retain(|x| !x.is_nan());
        lane.sort_unstable_by(f64::total_cmp);
        sorted_quantile(lane, 0.75) - sorted_quantile(lane, 0.25)
    });
    let class = if value.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    one(from_f64(walk.out_shape, class, out)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians() {
        assert_eq!(lane_median(&mut vec![3.0, 1.0, 2.0], false), 2.0);
        assert_eq!(lane_median(&mut vec![4.0, 1.0, 2.0, 3.0], false), 2.5);
        assert!(lane_median(&mut vec![1.0, f64::NAN], false).is_nan());
        assert_eq!(lane_median(&mut vec![1.0, f64::NAN, 3.0], true), 2.0);
        assert!(lane_median(&mut vec![], false).is_nan());
        assert_eq!(lane_median(&mut vec![f64::MAX, f64::MAX], false), f64::MAX);
    }

    #[test]
    fn modes_pick_smallest_tie() {
        let (m, f, ties) = lane_mode(&mut vec![3.0, 1.0, 3.0, 1.0, 2.0]);
        assert_eq!((m, f), (1.0, 2.0));
        assert_eq!(ties, vec![1.0, 3.0]);
    }

    #[test]
    fn quantile_method() {
        let sorted = [1.0, 2.0, 3.0, 4.0];
        assert_eq!(sorted_quantile(&sorted, 0.5), 2.5);
        assert_eq!(sorted_quantile(&sorted, 0.25), 1.5);
        assert_eq!(sorted_quantile(&sorted, 0.0), 1.0);
        assert_eq!(sorted_quantile(&sorted, 1.0), 4.0);
    }
}
