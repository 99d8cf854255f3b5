//! Differences and integrals along a dimension: diff gradient trapz
//! cumtrapz. Lanes come from `lanes.rs`; arithmetic is in double, and
//! results are double (single stays single; diff keeps integer classes,
//! saturating, as MATLAB does; gradient takes complex data part by part).

use super::super::{args, one, Outputs};
use super::lanes::{default_axis, map_lanes};
use super::order::real_data;
use crate::builtins::arrays::construct::from_f64;
use crate::builtins::arrays::float_parts::{float_parts, from_float_parts};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Value};

fn float_class(value: &Value) -> Class {
    if value.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    }
}

fn positive_integer(value: &Value, what: &str, function: &str) -> Result<usize> {
    match value.as_f64() {
        Some(x) if x >= 0.0 && x.fract() == 0.0 && x < 2f64.powi(53) => Ok(x as usize),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:{what}"),
            format!("{what} must be a positive integer scalar."),
        )),
    }
}

/// `diff(X)`, `diff(X, n)`, `diff(X, n, dim)`: n-th order differences.
pub fn diff(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let order = match args.get(1) {
        Some(n) if !n.is_empty() => positive_integer(n, "DifferenceOrder", "diff")?,
        _ => 1,
    };
    let shape = value.shape();
    let axis = match args.get(2) {
        Some(d) => args::parse_dim(d)?,
        None => default_axis(&shape),
    };
    let class = match value.class() {
        Class::Logical | Class::Char => Class::Double,
        other => other,
    };
    let mut dims = shape.dims().to_vec();
    let mut data = real_data(value, "diff")?;
    for _ in 0..order {
        let length = dims.get(axis).copied().unwrap_or(1);
        if length == 0 {
            break;
        }
        let (next_dims, next) = map_lanes(&data, &dims, axis, length - 1, |lane, out| {
            for (k, slot) in out.iter_mut().enumerate() {
                *slot = lane[k + 1] - lane[k];
            }
        })?;
        dims = next_dims;
        data = next;
    }
    one(from_f64(Shape::new(&dims), class, data)?)
}

/// Coordinates of the points along a lane of `length`: a scalar spacing or
/// a coordinate vector.
fn coordinates(spacing: Option<&Value>, length: usize, function: &str) -> Result<Vec<f64>> {
    let Some(spacing) = spacing else {
        return Ok((0..length).map(|k| k as f64).collect());
    };
    let values = real_data(spacing, function)?;
    match values.as_slice() {
        [h] => Ok((0..length).map(|k| k as f64 * h).collect()),
        many if many.len() == length => Ok(values),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:LengthXMismatchY"),
            "Length of X must match the size of Y in the operating dimension.",
        )),
    }
}

/// The (X, Y, dim) of trapz/cumtrapz: `(Y)`, `(X, Y)`, `(Y, dim)`,
/// `(X, Y, dim)`; a scalar second argument of two is a dim.
fn integral_args(args: &[Value]) -> Result<(Option<&Value>, &Value, usize)> {
    let (x, y, dim) = match args {
        [y] => (None, y, None),
        [y, d] if d.is_scalar() && !y.is_scalar() => (None, y, Some(d)),
        [x, y] => (Some(x), y, None),
        [x, y, d, ..] => (Some(x), y, Some(d)),
        [] => return Err(RuntimeError::not_enough_inputs()),
    };
    let axis = match dim {
        Some(d) => args::parse_dim(d)?,
        None => default_axis(&y.shape()),
    };
    Ok((x, y, axis))
}

/// `trapz(Y)`, `trapz(X, Y)`, `trapz(..., dim)`: trapezoidal integration.
pub fn trapz(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (x, y, axis) = integral_args(args)?;
    let shape = y.shape();
    let data = real_data(y, "trapz")?;
    let length = shape.dim(axis);
    let points = coordinates(x, length, "trapz")?;
    let (dims, out) = map_lanes(&data, shape.dims(), axis, 1, |lane, out| {
        out[0] = (1..lane.len())
            .map(|k| (points[k] - points[k - 1]) * (lane[k] + lane[k - 1]) / 2.0)
            .sum();
    })?;
    one(from_f64(Shape::new(&dims), float_class(y), out)?)
}

/// `cumtrapz(Y)`, `cumtrapz(X, Y)`, `cumtrapz(..., dim)`: running integral,
/// starting at 0.
pub fn cumtrapz(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (x, y, axis) = integral_args(args)?;
    let shape = y.shape();
    let data = real_data(y, "cumtrapz")?;
    let length = shape.dim(axis);
    let points = coordinates(x, length, "cumtrapz")?;
    let (dims, out) = map_lanes(&data, shape.dims(), axis, length, |lane, out| {
        let mut total = 0.0;
        for k in 0..lane.len() {
            if k > 0 {
                total += (points[k] - points[k - 1]) * (lane[k] + lane[k - 1]) / 2.0;
            }
            out[k] = total;
        }
    })?;
    one(from_f64(Shape::new(&dims), float_class(y), out)?)
}

/// One-dimensional gradient of a lane at points `x`: one-sided at the ends,
/// central (over the two neighbours) inside.
fn lane_gradient(lane: &[f64], x: &[f64], out: &mut [f64]) {
    let n = lane.len();
    if n < 2 {
        out.iter_mut().for_each(|o| *o = 0.0);
        return;
    }
    out[0] = (lane[1] - lane[0]) / (x[1] - x[0]);
    out[n - 1] = (lane[n - 1] - lane[n - 2]) / (x[n - 1] - x[n - 2]);
    for k in 1..n - 1 {
        out[k] = (lane[k + 1] - lane[k - 1]) / (x[k + 1] - x[k - 1]);
    }
}

/// `[FX, FY, ...] = gradient(F)`, `gradient(F, h)`, `gradient(F, hx, hy, ...)`:
/// FX along columns (dim 2), FY along rows (dim 1), then dims 3... ; a
/// vector has one gradient along its length.
pub fn gradient(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let shape = value.shape();
    // The gradient is linear: a complex F is differenced part by part.
    let (re, im, single) = match value {
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => {
            float_parts(value).ok_or_else(|| {
                RuntimeError::new("MATLAB:gradient:invalidDataType", "Invalid data type.")
            })?
        }
        _ => (
            real_data(value, "gradient")?,
            None,
            float_class(value) == Class::Single,
        ),
    };
    let axes: Vec<usize> = if shape.is_vector() {
        vec![default_axis(&shape)]
    } else {
        let mut axes = vec![1, 0];
        axes.extend(2..shape.ndims());
        axes
    };
    let spacings = &args[1..];
    if spacings.len() > 1 && spacings.len() != axes.len() {
        return Err(RuntimeError::new(
            "MATLAB:gradient:InvalidGridSpacing",
            "Spacing values must be given for every dimension, or as one scalar.",
        ));
    }
    let mut outputs = Outputs::new();
    for (k, &axis) in axes.iter().enumerate().take(nargout.max(1)) {
        let spacing = spacings.get(if spacings.len() == 1 { 0 } else { k });
        let length = shape.dim(axis);
        let x = coordinates(spacing, length, "gradient")?;
        let along = |data: &[f64]| {
            map_lanes(data, shape.dims(), axis, length, |lane, out| {
                lane_gradient(lane, &x, out)
            })
        };
        let (dims, out_re) = along(&re)?;
        let out_im = im.as_deref().map(along).transpose()?.map(|(_, out)| out);
        outputs.push(from_float_parts(Shape::new(&dims), out_re, out_im, single)?);
    }
    if nargout > axes.len() {
        return Err(RuntimeError::too_many_outputs());
    }
    Ok(outputs)
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
    fn differences_and_integrals() {
        let v = Value::row(vec![1.0, 4.0, 9.0, 16.0]);
        assert_eq!(call(diff, std::slice::from_ref(&v)), vec![3.0, 5.0, 7.0]);
        assert_eq!(call(diff, &[v.clone(), Value::scalar(2.0)]), vec![2.0, 2.0]);
        assert_eq!(call(trapz, std::slice::from_ref(&v)), vec![21.5]);
        assert_eq!(
            call(cumtrapz, std::slice::from_ref(&v)),
            vec![0.0, 2.5, 9.0, 21.5]
        );
        assert_eq!(call(gradient, &[v]), vec![3.0, 4.0, 6.0, 7.0]);
    }
}
