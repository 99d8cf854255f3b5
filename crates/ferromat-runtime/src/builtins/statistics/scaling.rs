//! Normalisation: normalize (z-score, norm, scale, range, center,
//! medianiqr along a dimension) and rescale (whole array to an interval).
//! Each lane's centre and scale come from the same helpers as median and
//! std; results are double (single stays single).

use super::super::{args, one, Outputs};
use super::lanes::{default_axis, map_lanes};
use super::order::real_data;
use crate::builtins::arrays::construct::from_f64;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::broadcast::zip;
use crate::value::{Class, Shape, Tensor, Value};

fn float_class(value: &Value) -> Class {
    if value.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    }
}

fn mean(x: &[f64]) -> f64 {
    x.iter().sum::<f64>() / x.len() as f64
}

fn std(x: &[f64]) -> f64 {
    let m = mean(x);
    let n = x.len();
    if n < 2 {
        return 0.0;
    }
    (x.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (n - 1) as f64).sqrt()
}

fn median(x: &[f64]) -> f64 {
    let mut sorted = x.to_vec();
    sorted.sort_unstable_by(f64::total_cmp);
    let n = sorted.len();
    if n == 0 {
        return f64::NAN;
    }
    if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

fn mad(x: &[f64]) -> f64 {
    let m = median(x);
    median(&x.iter().map(|v| (v - m).abs()).collect::<Vec<_>>())
}

fn iqr(x: &[f64]) -> f64 {
    let mut sorted = x.to_vec();
    sorted.sort_unstable_by(f64::total_cmp);
    let q = |p: f64| {
        let n = sorted.len();
        let position = p * n as f64 - 0.5;
        if position <= 0.0 {
            return sorted[0];
        }
        if position >= (n - 1) as f64 {
            return sorted[n - 1];
        }
        let i = position.floor() as usize;
        sorted[i] + (position - i as f64) * (sorted[i + 1] - sorted[i])
    };
    if sorted.is_empty() {
        f64::NAN
    } else {
        q(0.75) - q(0.25)
    }
}

/// A normalisation of one lane: subtract a centre, divide by a scale.
#[derive(Clone, Debug)]
enum Method {
    ZScore { robust: bool },
    Norm(f64),
    Scale(ScaleBy),
    Range(f64, f64),
    Center(CenterBy),
    MedianIqr,
}

#[derive(Clone, Debug)]
enum ScaleBy {
    Std,
    Mad,
    First,
    Iqr,
    Value(f64),
}

#[derive(Clone, Debug)]
enum CenterBy {
    Mean,
    Median,
    Value(f64),
}

fn method_error() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:normalize:InvalidMethod",
        "Method must be 'zscore', 'norm', 'scale', 'range', 'center', or 'medianiqr' with a valid method type.",
    )
}

fn normalise_lane(lane: &[f64], method: &Method, out: &mut [f64]) {
    let (centre, scale) = match method {
        Method::ZScore { robust: false } => (mean(lane), std(lane)),
        Method::ZScore { robust: true } => (median(lane), mad(lane)),
        Method::Norm(p) => {
            let norm = if p.is_infinite() {
                lane.iter().fold(0.0f64, |m, x| m.max(x.abs()))
            } else {
                lane.iter()
                    .map(|x| x.abs().powf(*p))
                    .sum::<f64>()
                    .powf(1.0 / p)
            };
            (0.0, norm)
        }
        Method::Scale(by) => (
            0.0,
            match by {
                ScaleBy::Std => std(lane),
                ScaleBy::Mad => mad(lane),
                ScaleBy::First => lane.first().copied().unwrap_or(f64::NAN),
                ScaleBy::Iqr => iqr(lane),
                ScaleBy::Value(s) => *s,
            },
        ),
        Method::Range(a, b) => {
            let lo = lane.iter().copied().fold(f64::INFINITY, f64::min);
            let hi = lane.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            for (slot, &x) in out.iter_mut().zip(lane) {
                *slot = if hi > lo {
                    a + (x - lo) / (hi - lo) * (b - a)
                } else {
                    *a
                };
            }
            return;
        }
        Method::Center(by) => (
            match by {
                CenterBy::Mean => mean(lane),
                CenterBy::Median => median(lane),
                CenterBy::Value(c) => *c,
            },
            1.0,
        ),
        Method::MedianIqr => (median(lane), iqr(lane)),
    };
    for (slot, &x) in out.iter_mut().zip(lane) {
        *slot = (x - centre) / scale;
    }
}

/// `normalize(A)`, `normalize(A, dim)`, `normalize(..., method)`,
/// `normalize(..., method, type)`.
pub fn normalize(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let shape = value.shape();
    let data = real_data(value, "normalize")?;
    let mut axis = default_axis(&shape);
    let mut rest = &args[1..];
    if let Some(first) = rest.first().filter(|v| v.as_text().is_none()) {
        axis = args::parse_dim(first)?;
        rest = &rest[1..];
    }
    let name = rest
        .first()
        .map(|v| args::text(v, "normalize"))
        .transpose()?;
    let option = rest.get(1);
    let option_text = option
        .and_then(Value::as_text)
        .map(|t| t.to_ascii_lowercase());
    let method = match name.map(|n| n.to_ascii_lowercase()).as_deref() {
        None | Some("zscore") => match option_text.as_deref() {
            None | Some("std") => Method::ZScore { robust: false },
            Some("robust") => Method::ZScore { robust: true },
            _ => return Err(method_error()),
        },
        Some("norm") => Method::Norm(match option {
            None => 2.0,
            Some(p) => p.as_f64().filter(|p| *p > 0.0).ok_or_else(method_error)?,
        }),
        Some("scale") => Method::Scale(match (option_text.as_deref(), option) {
            (None, None) | (Some("std"), _) => ScaleBy::Std,
            (Some("mad"), _) => ScaleBy::Mad,
            (Some("first"), _) => ScaleBy::First,
            (Some("iqr"), _) => ScaleBy::Iqr,
            (None, Some(v)) => ScaleBy::Value(v.as_f64().ok_or_else(method_error)?),
            _ => return Err(method_error()),
        }),
        Some("range") => match option {
            None => Method::Range(0.0, 1.0),
            Some(v) => match real_data(v, "normalize")?.as_slice() {
                [a, b] => Method::Range(*a, *b),
                _ => return Err(method_error()),
            },
        },
        Some("center") => Method::Center(match (option_text.as_deref(), option) {
            (None, None) | (Some("mean"), _) => CenterBy::Mean,
            (Some("median"), _) => CenterBy::Median,
            (None, Some(v)) => CenterBy::Value(v.as_f64().ok_or_else(method_error)?),
            _ => return Err(method_error()),
        }),
        Some("medianiqr") => Method::MedianIqr,
        Some(_) => return Err(method_error()),
    };
    let length = shape.dim(axis);
    let (dims, out) = map_lanes(&data, shape.dims(), axis, length, |lane, out| {
        normalise_lane(lane, &method, out)
    })?;
    one(from_f64(Shape::new(&dims), float_class(value), out)?)
}

/// A numeric or logical operand of rescale as a real tensor (char and other
/// classes are not numbers here, as MATLAB's input validation says).
fn rescale_operand(value: &Value) -> Result<Tensor<f64>> {
    let class = value.class();
    if !(class.is_numeric() || class == Class::Logical) {
        return Err(RuntimeError::new(
            "MATLAB:rescale:InvalidInput",
            "Inputs must be numeric or logical arrays.",
        ));
    }
    Ok(Tensor::new(value.shape(), real_data(value, "rescale")?))
}

/// `rescale(A)`, `rescale(A, l, u)`, with 'InputMin' and 'InputMax':
/// maps [InputMin, InputMax] (default min and max of A) onto [l, u].
/// l, u and the input bounds may be arrays expanding against A (MATLAB's
/// implicit expansion), e.g. a row of lower bounds, one per column.
pub fn rescale(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let data = rescale_operand(value)?;
    let mut rest = &args[1..];
    let (mut lower, mut upper) = (Tensor::scalar(0.0), Tensor::scalar(1.0));
    if rest.len() >= 2 && rest[0].as_text().is_none() {
        lower = rescale_operand(&rest[0])?;
        upper = rescale_operand(&rest[1])?;
        rest = &rest[2..];
    } else if rest.len() % 2 == 1 {
        return Err(RuntimeError::new(
            "MATLAB:rescale:InvalidInput",
            "Inputs must be numeric or logical arrays.",
        ));
    }
    let finite = data.data().iter().copied().filter(|x| !x.is_nan());
    let mut input_min = Tensor::scalar(finite.clone().fold(f64::INFINITY, f64::min));
    let mut input_max = Tensor::scalar(finite.fold(f64::NEG_INFINITY, f64::max));
    for pair in rest.chunks(2) {
        let name = args::text(&pair[0], "rescale")?.to_ascii_lowercase();
        let value = pair.get(1).ok_or_else(RuntimeError::not_enough_inputs)?;
        let v = rescale_operand(value)?;
        match name.as_str() {
            "inputmin" => input_min = v,
            "inputmax" => input_max = v,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:rescale:UnknownOption",
                    "Options must be 'InputMin' or 'InputMax'.",
                ))
            }
        }
    }
    // Each element meets its own bounds after expansion: zip them in turn.
    let range = zip(&input_min, &input_max, |&lo, &hi| (lo, hi))?;
    let target = zip(&lower, &upper, |&l, &u| (l, u))?;
    if target.data().iter().any(|(l, u)| l > u) {
        return Err(RuntimeError::new(
            "MATLAB:rescale:LowerGreaterThanUpper",
            "Lower bound must be less than or equal to upper bound.",
        ));
    }
    let bounds = zip(&range, &target, |&r, &t| (r, t))?;
    let out = zip(&data, &bounds, |&x, &((lo, hi), (l, u))| {
        if hi > lo {
            l + (x.clamp(lo, hi) - lo) / (hi - lo) * (u - l)
        } else {
            // A constant input has no range to map: it goes to the lower bound.
            l
        }
    })?;
    let shape = out.shape().clone();
    one(from_f64(shape, float_class(value), out.into_vec())?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_methods() {
        let lane = [1.0, 2.0, 3.0];
        let mut out = [0.0; 3];
        normalise_lane(&lane, &Method::ZScore { robust: false }, &mut out);
        assert_eq!(out, [-1.0, 0.0, 1.0]);
        normalise_lane(&lane, &Method::Range(0.0, 1.0), &mut out);
        assert_eq!(out, [0.0, 0.5, 1.0]);
        normalise_lane(&lane, &Method::Center(CenterBy::Median), &mut out);
        assert_eq!(out, [-1.0, 0.0, 1.0]);
    }
}
