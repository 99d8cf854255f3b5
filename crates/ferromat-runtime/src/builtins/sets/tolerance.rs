//! Tolerance variants: uniquetol (with 'ByRows' and 'OutputAllIndices')
//! and ismembertol on real single and double data. Two values u, v match
//! when |u - v| <= tol * DataScale, where DataScale defaults to the
//! largest magnitude in the inputs (per column for rows). Outputs are gathered
//! from the input, so they keep its class.

use super::super::arrays::gather::gather_value;
use super::super::Outputs;
use super::items::{index_column, is_row};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

fn unsupported_type(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:unsupportedType"),
        "Inputs must be real full single or double arrays.",
    )
}

fn real_values(value: &Value, function: &str) -> Result<Vec<f64>> {
    match value {
        Value::Double(_) | Value::Single(_) => {
            value.to_f64_vec().ok_or_else(|| unsupported_type(function))
        }
        _ => Err(unsupported_type(function)),
    }
}

fn bad_tolerance(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:InvalidTol"),
        "Tolerance must be a real, nonnegative, floating-point scalar.",
    )
}

/// The options after the data arguments: an optional `tol`, then
/// name-value pairs `'DataScale'` (a scalar, or one per column with
/// `'ByRows'`), `'ByRows'` and `'OutputAllIndices'` (uniquetol only).
struct Options {
    tol: f64,
    scale: Option<Vec<f64>>,
    by_rows: bool,
    all_indices: bool,
    /// `'highest'`: start from the largest value (uniquetol only).
    highest: bool,
}

fn options(rest: &[Value], default_tol: f64, function: &str) -> Result<Options> {
    let mut options = Options {
        tol: default_tol,
        scale: None,
        by_rows: false,
        all_indices: false,
        highest: false,
    };
    let mut index = 0;
    if let Some(first) = rest.first() {
        if !matches!(first, Value::Char(_) | Value::String(_)) {
            let float = matches!(first, Value::Double(_) | Value::Single(_));
            options.tol = first
                .as_f64()
                .filter(|t| float && *t >= 0.0)
                .ok_or_else(|| bad_tolerance(function))?;
            index = 1;
        }
    }
    if function == "uniquetol" {
        if let Some(word) = rest.get(index).and_then(Value::as_text) {
            match word.to_ascii_lowercase().as_str() {
                "lowest" => index += 1,
                "highest" => {
                    options.highest = true;
                    index += 1
                }
                _ => {}
            }
        }
    }
    let unknown = || {
        RuntimeError::new(
            format!("MATLAB:{function}:UnknownOption"),
            "Options must be 'DataScale', 'ByRows' or 'OutputAllIndices', each followed by a value.",
        )
    };
    let flag = |value: &Value| match value {
        Value::Logical(_) | Value::Double(_) | Value::Single(_) if value.is_scalar() => {
            value.as_f64().filter(|x| !x.is_nan()).map(|x| x != 0.0)
        }
        _ => None,
    };
    while index < rest.len() {
        let name = rest[index]
            .as_text()
            .ok_or_else(unknown)?
            .to_ascii_lowercase();
        let value = rest.get(index + 1).ok_or_else(unknown)?;
        match name.as_str() {
            "datascale" => {
                let numeric = matches!(value, Value::Double(_) | Value::Single(_))
                    || value.class().is_integer();
                let scale = value
                    .to_f64_vec()
                    .filter(|s| numeric && !s.is_empty() && s.iter().all(|x| *x >= 0.0))
                    .ok_or_else(|| {
                        RuntimeError::new(
                            format!("MATLAB:{function}:InvalidDataScale"),
                            "DataScale must be a real, nonnegative scalar or vector without NaN.",
                        )
                    })?;
                options.scale = Some(scale);
            }
            "byrows" if function == "uniquetol" => {
                options.by_rows = flag(value).ok_or_else(unknown)?
            }
            "outputallindices" if function == "uniquetol" => {
                options.all_indices = flag(value).ok_or_else(unknown)?
            }
            _ => return Err(unknown()),
        }
        index += 2;
    }
    Ok(options)
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

/// Ascending order with NaN last; ties keep their positions.
fn ascending(a: f64, b: f64) -> std::cmp::Ordering {
    a.partial_cmp(&b)
        .unwrap_or_else(|| a.is_nan().cmp(&b.is_nan()))
}

/// Within tolerance: equal (infinities included) or at most `limit` apart.
fn near(x: f64, y: f64, limit: f64) -> bool {
    x == y || (x - y).abs() <= limit
}

/// Clusters of the sorted items: for each item (in `order`) the first kept
/// representative it is near, else a new one. Returns the representatives
/// and each item's cluster.
fn cluster(
    order: &[usize],
    count: usize,
    near_rep: impl Fn(usize, usize) -> bool,
) -> (Vec<usize>, Vec<usize>) {
    let mut kept: Vec<usize> = Vec::new();
    let mut clusters = vec![0usize; count];
    for &item in order {
        match kept.iter().position(|&k| near_rep(item, k)) {
            Some(c) => clusters[item] = c,
            None => {
                kept.push(item);
                clusters[item] = kept.len() - 1;
            }
        }
    }
    (kept, clusters)
}

/// Cluster numbers after the representatives are put in `rank` order.
fn renumber(rank: &[usize], clusters: Vec<usize>) -> Vec<usize> {
    let mut new_of_old = vec![0usize; rank.len()];
    for (new, &old) in rank.iter().enumerate() {
        new_of_old[old] = new;
    }
    clusters.into_iter().map(|c| new_of_old[c]).collect()
}

/// `[C, IA, IC] = uniquetol(A, tol, occurrence, 'DataScale', s, 'ByRows', tf,
/// 'OutputAllIndices', tf)`: sorted values (or rows) with those within
/// tolerance of a kept one removed.
pub fn uniquetol(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let data = real_values(value, "uniquetol")?;
    let options = options(
        &args[1..],
        default_tolerance(value, 1e-12, 1e-6),
        "uniquetol",
    )?;
    let shape = value.shape();
    let (kept, clusters, out_shape, rows) = if options.by_rows {
        if shape.ndims() > 2 {
            return Err(RuntimeError::new(
                "MATLAB:uniquetol:ByRowsNot2D",
                "ByRows requires a 2-D matrix.",
            ));
        }
        let (m, n) = (shape.rows(), shape.cols());
        let at = |i: usize, j: usize| data[j * m + i];
        let scale: Vec<f64> = match &options.scale {
            Some(s) if s.len() == 1 => vec![s[0]; n],
            Some(s) if s.len() == n => s.clone(),
            Some(_) => {
                return Err(RuntimeError::new(
                    "MATLAB:uniquetol:InvalidDataScale",
                    "DataScale must be a scalar or have one element per column.",
                ))
            }
            None => (0..n)
                .map(|j| largest_magnitude(&(0..m).map(|i| at(i, j)).collect::<Vec<_>>()))
                .collect(),
        };
        let lexicographic = |a: usize, b: usize| {
            (0..n)
                .map(|j| ascending(at(a, j), at(b, j)))
                .find(|o| o.is_ne())
                .unwrap_or(std::cmp::Ordering::Equal)
        };
        let mut order: Vec<usize> = (0..m).collect();
        order.sort_by(|&a, &b| {
            let o = lexicographic(a, b);
            if options.highest { o.reverse() } else { o }.then(a.cmp(&b))
        });
        let (mut kept, clusters) = cluster(&order, m, |i, k| {
            (0..n).all(|j| near(at(i, j), at(k, j), options.tol * scale[j]))
        });
        // C is ascending either way; clusters are renumbered to match.
        let mut rank: Vec<usize> = (0..kept.len()).collect();
        rank.sort_by(|&a, &b| lexicographic(kept[a], kept[b]).then(kept[a].cmp(&kept[b])));
        let clusters = renumber(&rank, clusters);
        kept = rank.iter().map(|&r| kept[r]).collect();
        let sources = (0..n)
            .flat_map(|j| kept.iter().map(move |&i| j * m + i))
            .collect();
        let out_shape = Shape::matrix(kept.len(), n);
        (kept, clusters, out_shape, Some(sources))
    } else {
        let scale = match &options.scale {
            Some(s) if s.len() == 1 => s[0],
            Some(_) => {
                return Err(RuntimeError::new(
                    "MATLAB:uniquetol:InvalidDataScale",
                    "DataScale must be a scalar unless ByRows is true.",
                ))
            }
            None => largest_magnitude(&data),
        };
        let limit = options.tol * scale;
        let mut order: Vec<usize> = (0..data.len()).collect();
        order.sort_by(|&a, &b| {
            let o = ascending(data[a], data[b]);
            // NaN stays last (each its own value) when starting from the top.
            let o = if options.highest && !data[a].is_nan() && !data[b].is_nan() {
                o.reverse()
            } else {
                o
            };
            o.then(a.cmp(&b))
        });
        // Sorted, so only the last representative can be near.
        let mut kept: Vec<usize> = Vec::new();
        let mut clusters = vec![0usize; data.len()];
        for &position in &order {
            let x = data[position];
            match kept.last() {
                Some(&k) if !x.is_nan() && near(x, data[k], limit) => {}
                _ => kept.push(position),
            }
            clusters[position] = kept.len() - 1;
        }
        if options.highest {
            let mut rank: Vec<usize> = (0..kept.len()).collect();
            rank.sort_by(|&a, &b| {
                ascending(data[kept[a]], data[kept[b]]).then(kept[a].cmp(&kept[b]))
            });
            clusters = renumber(&rank, clusters);
            kept = rank.iter().map(|&r| kept[r]).collect();
        }
        let out_shape = if is_row(value) {
            Shape::row(kept.len())
        } else if shape.numel() == 0 && shape.ndims() == 2 && shape.rows() == 0 && shape.cols() == 0
        {
            Shape::matrix(0, 0)
        } else {
            Shape::column(kept.len())
        };
        (kept, clusters, out_shape, None)
    };
    let sources = rows.unwrap_or_else(|| kept.clone());
    let mut outputs = Outputs::new();
    outputs.push(gather_value(value, out_shape, sources)?);
    if nargout > 1 {
        if options.all_indices {
            let mut members: Vec<Vec<usize>> = vec![Vec::new(); kept.len()];
            for (item, &c) in clusters.iter().enumerate() {
                members[c].push(item);
            }
            let cells = members.into_iter().map(index_column).collect();
            outputs.push(Value::Cell(std::sync::Arc::new(Tensor::column(cells))));
        } else {
            outputs.push(index_column(kept));
        }
    }
    if nargout > 2 {
        outputs.push(index_column(clusters));
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
    let options = options(&args[2..], default, "ismembertol")?;
    let scale = match options.scale.as_deref() {
        Some([s]) => *s,
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:ismembertol:InvalidDataScale",
                "DataScale must be a scalar.",
            ))
        }
        None => largest_magnitude(&a_data).max(largest_magnitude(&b_data)),
    };
    let limit = options.tol * scale;
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
        // Within the default tolerance of 1e-12 (relative to max(abs(A))).
        let a = Value::row(vec![1.0, 1.0 + 1e-13, 2.0, f64::NAN]);
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
