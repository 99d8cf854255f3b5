//! Tolerance variants: uniquetol and ismembertol on real numeric data.
//! Two values u, v match when |u - v| <= tol * DataScale, where DataScale
//! defaults to the largest magnitude in the inputs. Outputs are gathered
//! from the input, so they keep its class.

use super::super::arrays::gather::gather_value;
use super::super::Outputs;
use super::items::{index_column, is_row};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

fn real_values(value: &Value, function: &str) -> Result<Vec<f64>> {
    if value.is_complex() || matches!(value, Value::Char(_)) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:unsupportedType"),
            "Inputs must be real full single or double arrays.",
        ));
    }
    value.to_f64_vec().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:unsupportedType"),
            "Inputs must be real full single or double arrays.",
        )
    })
}

/// `tol` and the 'DataScale' option after the data arguments.
fn options(rest: &[Value], default_tol: f64, function: &str) -> Result<(f64, Option<f64>)> {
    let (mut tol, mut scale) = (default_tol, None);
    let mut index = 0;
    if let Some(first) = rest.first() {
        if first.as_text().is_none() {
            tol = first.as_f64().filter(|t| *t >= 0.0).ok_or_else(|| {
                RuntimeError::new(
                    format!("MATLAB:{function}:InvalidTol"),
                    "Tolerance must be a real, nonnegative scalar.",
                )
            })?;
            index = 1;
        }
    }
    while index < rest.len() {
        let name = rest[index]
            .as_text()
            .unwrap_or_default()
            .to_ascii_lowercase();
        let value = rest.get(index + 1);
        match (name.as_str(), value.and_then(Value::as_f64)) {
            ("datascale", Some(s)) if s >= 0.0 => scale = Some(s),
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:UnknownOption"),
                    "Options must be 'DataScale' with a nonnegative scalar value.",
                ))
            }
        }
        index += 2;
    }
    Ok((tol, scale))
}

fn default_tolerance(value: &Value, double: f64, single: f64) -> f64 {
    if value.class() == Class::Single {
        single
    } else {
        double
    }
}

fn largest_magnitude(values: &[f64]) -> f64 {
    values
        .iter()
        .filter(|x| x.is_finite())
        .fold(0.0, |m, x| m.max(x.abs()))
}

/// `[C, IA, IC] = uniquetol(A, tol, 'DataScale', s)`: sorted values with
/// those within tolerance of a kept value removed.
pub fn uniquetol(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let data = real_values(value, "uniquetol")?;
    let (tol, scale) = options(
        &args[1..],
        default_tolerance(value, 1e-6, 1e-4),
        "uniquetol",
    )?;
    let limit = tol * scale.unwrap_or_else(|| largest_magnitude(&data));
    let mut order: Vec<usize> = (0..data.len()).collect();
    order.sort_by(|&a, &b| {
        data[a]
            .partial_cmp(&data[b])
            .unwrap_or_else(|| data[a].is_nan().cmp(&data[b].is_nan()))
            .then(a.cmp(&b))
    });
    let mut kept: Vec<usize> = Vec::new();
    let mut cluster = vec![0usize; data.len()];
    for &position in &order {
        let x = data[position];
        match kept.last() {
            Some(&k) if !x.is_nan() && (x - data[k]).abs() <= limit => {}
            _ => kept.push(position),
        }
        cluster[position] = kept.len() - 1;
    }
    let shape = if is_row(value) {
        Shape::row(kept.len())
    } else {
        Shape::column(kept.len())
    };
    let mut outputs = Outputs::new();
    outputs.push(gather_value(value, shape, kept.clone())?);
    if nargout > 1 {
        outputs.push(index_column(kept));
    }
    if nargout > 2 {
        outputs.push(index_column(cluster));
    }
    Ok(outputs)
}

/// `[LIA, LocB] = ismembertol(A, B, tol, 'DataScale', s)`: whether each
/// element of A is within tolerance of an element of B, and the lowest
/// such index in B.
pub fn ismembertol(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (a, b) = (&args[0], &args[1]);
    let a_data = real_values(a, "ismembertol")?;
    let b_data = real_values(b, "ismembertol")?;
    let default = if a.class() == Class::Single || b.class() == Class::Single {
        1e-6
    } else {
        1e-12
    };
    let (tol, scale) = options(&args[2..], default, "ismembertol")?;
    let scale = scale.unwrap_or_else(|| largest_magnitude(&a_data).max(largest_magnitude(&b_data)));
    let limit = tol * scale;
    let mut sorted: Vec<(f64, usize)> = b_data
        .iter()
        .enumerate()
        .filter(|(_, x)| !x.is_nan())
        .map(|(i, &x)| (x, i))
        .collect();
    sorted.sort_by(|p, q| p.0.total_cmp(&q.0).then(p.1.cmp(&q.1)));
    let locations: Vec<Option<usize>> = a_data
        .iter()
        .map(|&x| {
            if x.is_nan() {
                return None;
            }
            let start = sorted.partition_point(|p| p.0 < x - limit);
            sorted[start..]
                .iter()
                .take_while(|p| p.0 <= x + limit)
                .map(|p| p.1)
                .min()
        })
        .collect();
    let shape = a.shape();
    let mut outputs = Outputs::new();
    outputs.push(Value::Logical(Tensor::new(
        shape.clone(),
        locations.iter().map(Option::is_some).collect(),
    )));
    if nargout > 1 {
        outputs.push(Value::matrix(
            shape,
            locations
                .iter()
                .map(|l| l.map_or(0.0, |k| (k + 1) as f64))
                .collect(),
        ));
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clusters_within_tolerance() {
        let a = Value::row(vec![1.0, 1.0 + 1e-9, 2.0, f64::NAN]);
        let out = uniquetol(&mut Interpreter::new(), &[a], 3).unwrap();
        let c = out[0].to_f64_vec().unwrap();
        assert_eq!(c[..2], [1.0, 2.0]);
        assert!(c[2].is_nan());
        assert_eq!(out[2].to_f64_vec().unwrap(), vec![1.0, 1.0, 2.0, 3.0]);
        let out = ismembertol(
            &mut Interpreter::new(),
            &[
                Value::row(vec![1.0, 3.0]),
                Value::row(vec![3.0 + 1e-13, 1.0, 1.0]),
            ],
            2,
        )
        .unwrap();
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![2.0, 1.0]);
    }
}
