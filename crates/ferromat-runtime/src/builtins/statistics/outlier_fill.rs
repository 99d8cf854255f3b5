//! `filloutliers`: finds outliers as `isoutlier` does (`outliers.rs`) and
//! replaces them with the centre, the nearer threshold ('clip'), a scalar,
//! or an interpolant of the other elements. Interpolating fills go through
//! the `fillmissing` builtin with the outliers as 'MissingLocations', so
//! this file does no interpolation itself.

use super::super::Outputs;
use super::outliers::{detect, error, outlier_data, parse, threshold_values, Detection};
use crate::builtins::arrays::construct::from_f64;
use crate::builtins::statistics::fill::fillmissing;
use crate::builtins::statistics::lanes::map_lanes;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Value};

const NAME: &str = "filloutliers";

/// What replaces an outlier.
enum Fill {
    Center,
    Clip,
    Constant(f64),
    /// A `fillmissing` method name.
    Interpolate(String),
}

fn fill_method(value: &Value) -> Result<Fill> {
    if let Some(word) = value.as_text().map(|t| t.to_ascii_lowercase()) {
        return match word.as_str() {
            "center" => Ok(Fill::Center),
            "clip" => Ok(Fill::Clip),
            "previous" | "next" | "nearest" | "linear" | "spline" | "pchip" | "makima" => {
                Ok(Fill::Interpolate(word))
            }
            _ => Err(error(
                NAME,
                "InvalidFillMethod",
                "Fill method must be 'center', 'clip', 'previous', 'next', 'nearest', 'linear', 'spline', 'pchip', 'makima', or a numeric scalar.",
            )),
        };
    }
    match value.as_f64() {
        Some(v) if value.numel() == 1 && !value.is_complex() => Ok(Fill::Constant(v)),
        _ => Err(error(
            NAME,
            "InvalidFillMethod",
            "Fill method must be 'center', 'clip', an interpolation method, or a numeric scalar.",
        )),
    }
}

/// The threshold statistic (`L`, `U` or `C`) that applies to each element:
/// per element already for moving methods, else its lane's value.
fn per_element(
    detection: &Detection,
    stat: &[f64],
    data: &[f64],
    dims: &[usize],
    axis: usize,
) -> Result<Vec<f64>> {
    if detection.per_element {
        return Ok(stat.to_vec());
    }
    let length = dims.get(axis).copied().unwrap_or(1);
    let mut lane_number = 0;
    let (_, out) = map_lanes(data, dims, axis, length, |_, out| {
        let v = stat.get(lane_number).copied().unwrap_or(f64::NAN);
        lane_number += 1;
        out.fill(v);
    })?;
    Ok(out)
}

/// `B = filloutliers(A, fillmethod)`, `filloutliers(A, fillmethod,
/// findmethod)`, `filloutliers(A, fillmethod, movmethod, window)`, `...,
/// dim`, 'ThresholdFactor', 'SamplePoints', 'MaxNumOutliers',
/// 'OutlierLocations'; `[B, TF, L, U, C] = filloutliers(...)`.
pub fn filloutliers(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let shape = value.shape();
    let fill = fill_method(&args[1])?;
    let request = parse(&args[2..], &shape, NAME, true)?;
    let (data, class) = outlier_data(value, NAME)?;
    // B keeps the class of A (integers round and saturate); the thresholds
    // are double, or single for single data.
    let b_class = match value.class() {
        c if c.is_numeric() => c,
        _ => Class::Double,
    };
    let dims = shape.dims().to_vec();
    let mut detection = detect(&data, &dims, &request, NAME)?;
    if let Some(locations) = &request.locations {
        let flags = match locations {
            Value::Logical(t) if t.shape().dims() == dims.as_slice() => t.data().to_vec(),
            _ => {
                return Err(error(
                    NAME,
                    "InvalidOutlierLocations",
                    "'OutlierLocations' must be a logical array the size of the data.",
                ))
            }
        };
        if matches!(fill, Fill::Center | Fill::Clip) {
            return Err(error(
                NAME,
                "OutlierLocationsFillMethod",
                "'OutlierLocations' is not supported with the 'center' and 'clip' fill methods.",
            ));
        }
        detection.tf = flags;
    }
    let tf = detection.tf.clone();
    let filled: Value = match &fill {
        Fill::Interpolate(method) => {
            let flags: Vec<f64> = tf.iter().map(|&t| f64::from(u8::from(t))).collect();
            let mut call = vec![
                from_f64(shape.clone(), class, data.clone())?,
                Value::char_row(method),
                Value::scalar((request.axis + 1) as f64),
                Value::char_row("MissingLocations"),
                from_f64(shape.clone(), Class::Logical, flags)?,
            ];
            if let Some(t) = &request.sample_points {
                call.extend([Value::char_row("SamplePoints"), t.clone()]);
            }
            let filled = fillmissing(interp, &call, 1)?
                .into_iter()
                .next()
                .ok_or_else(RuntimeError::not_enough_inputs)?;
            let values = filled
                .to_f64_vec()
                .ok_or_else(RuntimeError::not_enough_inputs)?;
            from_f64(shape.clone(), b_class, values)?
        }
        _ => {
            let axis = request.axis;
            let values = match fill {
                Fill::Center => per_element(&detection, &detection.center, &data, &dims, axis)?,
                Fill::Clip => {
                    let lower = per_element(&detection, &detection.lower, &data, &dims, axis)?;
                    let upper = per_element(&detection, &detection.upper, &data, &dims, axis)?;
                    data.iter()
                        .zip(lower.iter().zip(&upper))
                        .map(|(x, (l, u))| if x < l { *l } else { *u })
                        .collect()
                }
                Fill::Constant(v) => vec![v; data.len()],
                Fill::Interpolate(_) => Vec::new(),
            };
            let out: Vec<f64> = data
                .iter()
                .zip(&tf)
                .zip(values)
                .map(|((x, t), v)| if *t { v } else { *x })
                .collect();
            from_f64(shape.clone(), b_class, out)?
        }
    };
    let mut out = Outputs::new();
    out.push(filled);
    if nargout > 1 {
        let flags = tf.iter().map(|&t| f64::from(u8::from(t))).collect();
        out.push(from_f64(shape.clone(), Class::Logical, flags)?);
    }
    if nargout > 2 {
        out.extend(threshold_values(&detection, class)?);
    }
    Ok(out)
}
