//! `hist`, MATLAB's legacy histogram: counts in bins given by a number of
//! bins (spread evenly over the finite range of the data) or by their
//! centres (edges half-way between neighbours). A bin holds the values in
//! (left edge, right edge]; the first bin reaches down to -Inf and the last
//! up to Inf, NaN is not counted. Each column of a matrix is counted on the
//! same bins. With no output it draws through the `bar` builtin (its 'hist'
//! layout), so this file never builds graphics itself.

use super::super::{args, Outputs};
use crate::builtins::arrays::construct::{from_f64, linspace};
use crate::builtins::graphics::{charts, numeric, target_axes};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Value};

const NAME: &str = "hist";

fn invalid_input() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:hist:InvalidInput",
        "Input arguments must be numeric.",
    )
}

/// The data or bins argument as real doubles (logical allowed, as in
/// MATLAB's hist; complex values count by their real part).
fn numbers(value: &Value) -> Result<Vec<f64>> {
    if !(value.class().is_numeric() || value.class() == Class::Logical)
        || matches!(value, Value::Char(_))
    {
        return Err(invalid_input());
    }
    if value.is_complex() {
        return Ok(numeric(value, NAME)?.0);
    }
    value.to_f64_vec().ok_or_else(invalid_input)
}

/// The bin centres and the interior edges between bins for `nbins` bins
/// over the finite range of `data`: a constant range is widened to put the
/// value in the middle of a bin of unit width.
fn even_bins(interp: &mut Interpreter, data: &[f64], nbins: usize) -> Result<(Vec<f64>, Vec<f64>)> {
    let finite = data.iter().copied().filter(|x| x.is_finite());
    let (mut low, mut high) = finite.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), x| {
        (l.min(x), h.max(x))
    });
    if low > high {
        // No finite value at all: MATLAB centres the bins on zero.
        (low, high) = (0.0, 0.0);
    }
    if low == high {
        let n = nbins as f64;
        low = low - (n / 2.0).floor() - 0.5;
        high = high + (n / 2.0).ceil() - 0.5;
    }
    let call = [
        Value::scalar(low),
        Value::scalar(high),
        Value::scalar(nbins as f64 + 1.0),
    ];
    let edges = linspace(interp, &call, 1)?
        .first()
        .and_then(Value::to_f64_vec)
        .unwrap_or_default();
    let width = match edges.as_slice() {
        [a, b, ..] => b - a,
        _ => f64::INFINITY,
    };
    let centres = edges.iter().take(nbins).map(|e| e + width / 2.0).collect();
    let interior = edges.get(1..nbins).unwrap_or_default().to_vec();
    Ok((centres, interior))
}

/// The interior edges half-way between given bin centres, which must not
/// decrease (MATLAB's histc refuses such edges).
fn centred_bins(centres: &[f64]) -> Result<Vec<f64>> {
    if centres.windows(2).any(|w| {
        matches!(
            w[0].partial_cmp(&w[1]),
            None | Some(std::cmp::Ordering::Greater)
        )
    }) {
        return Err(RuntimeError::new(
            "MATLAB:histc:InvalidInput",
            "Edge vector must be monotonically non-decreasing.",
        ));
    }
    Ok(centres
        .windows(2)
        .map(|w| w[0] + (w[1] - w[0]) / 2.0)
        .collect())
}

/// Counts of one column: a value goes to the first bin whose right edge
/// is at or above it.
fn count_column(column: &[f64], interior: &[f64], counts: &mut [f64]) {
    for &x in column.iter().filter(|x| !x.is_nan()) {
        let bin = interior.partition_point(|&e| e < x);
        if let Some(c) = counts.get_mut(bin) {
            *c += 1.0;
        }
    }
}

/// `hist(y)`, `hist(y, nbins)`, `hist(y, centers)`, `hist(ax, ...)`,
/// `[counts, centers] = hist(...)`.
pub fn hist(interp: &mut Interpreter, args_in: &[Value], nargout: usize) -> Result<Outputs> {
    let axes_given = args_in.len() >= 2 && target_axes(interp, args_in).1.len() < args_in.len();
    let (target, args_in) = if axes_given {
        (Some(args_in[0].clone()), &args_in[1..])
    } else {
        (None, args_in)
    };
    let (y, bins) = match args_in {
        [y] => (y, None),
        [y, bins] => (y, Some(bins)),
        [] => return Err(RuntimeError::not_enough_inputs()),
        _ => return Err(RuntimeError::too_many_inputs()),
    };
    let data = numbers(y)?;
    let shape = y.shape();
    let vector = shape.is_vector() || shape.numel() == 1;
    // A vector is one column; otherwise the columns of dim 1.
    let rows = if vector { data.len() } else { shape.dim(0) };
    let columns = data.len().checked_div(rows).unwrap_or(0);
    let bins = match bins {
        Some(b) if b.is_empty() => None,
        other => other,
    };
    let (centres, interior) = match bins {
        Some(b) if b.numel() > 1 => {
            let centres = numbers(b)?;
            let interior = centred_bins(&centres)?;
            (centres, interior)
        }
        Some(b) => {
            let n = args::count(&Value::scalar(numbers(b)?[0]), NAME)?.max(1);
            if data.is_empty() {
                ((1..=n).map(|k| k as f64).collect(), Vec::new())
            } else {
                even_bins(interp, &data, n)?
            }
        }
        None if data.is_empty() => ((1..=10).map(f64::from).collect(), Vec::new()),
        None => even_bins(interp, &data, 10)?,
    };
    let nbins = centres.len();
    let out_cols = columns.max(usize::from(data.is_empty()));
    args::check_allocation(&Shape::new(&[nbins, out_cols]), 8)?;
    let mut counts = vec![0.0; nbins * out_cols];
    if rows > 0 {
        for (column, out) in data.chunks(rows).zip(counts.chunks_mut(nbins.max(1))) {
            count_column(column, &interior, out);
        }
    }
    // Row outputs for non-empty vector data, as MATLAB; otherwise one
    // column of counts per data column and the centres as a column.
    let rows_out = vector && !data.is_empty();
    let centre_class = if y.class() == Class::Single {
        Class::Single
    } else {
        Class::Double
    };
    let (count_shape, centre_shape) = if rows_out || data.is_empty() {
        (
            Shape::row(nbins),
            if rows_out {
                Shape::row(nbins)
            } else {
                Shape::new(&[nbins, 1])
            },
        )
    } else {
        let mut dims = shape.dims().to_vec();
        dims[0] = nbins;
        (Shape::new(&dims), Shape::new(&[nbins, 1]))
    };
    let counts = Value::matrix(count_shape, counts);
    let centres = from_f64(centre_shape, centre_class, centres)?;
    if nargout == 0 {
        // MATLAB's hist draws through bar(x, n, ..., 'hist'): touching
        // bars, one series per column.
        let mut call: Vec<Value> = target.into_iter().collect();
        let x = Value::row(centres.to_f64_vec().unwrap_or_default());
        let n = if rows_out || data.is_empty() {
            counts
        } else {
            Value::matrix(
                Shape::new(&[nbins, out_cols]),
                counts.to_f64_vec().unwrap_or_default(),
            )
        };
        call.extend([x, n, Value::scalar(1.0), Value::char_row("hist")]);
        charts::bar(interp, &call, 0)?;
        return Ok(Outputs::new());
    }
    let mut out = Outputs::new();
    out.push(counts);
    if nargout > 1 {
        out.push(centres);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[Value]) -> (Vec<f64>, Vec<f64>) {
        let out = hist(&mut Interpreter::new(), args, 2).unwrap();
        (out[0].to_f64_vec().unwrap(), out[1].to_f64_vec().unwrap())
    }

    #[test]
    fn a_value_on_an_edge_goes_to_the_lower_bin() {
        let (n, x) = run(&[Value::row(vec![1.0, 2.0, 3.0]), Value::scalar(2.0)]);
        assert_eq!(n, vec![2.0, 1.0]);
        assert_eq!(x, vec![1.5, 2.5]);
    }

    #[test]
    fn constant_data_sits_in_the_middle_bin() {
        let (n, x) = run(&[Value::scalar(5.0), Value::scalar(10.0)]);
        assert_eq!(x, (0..10).map(f64::from).collect::<Vec<_>>());
        assert_eq!(n[5], 1.0);
    }

    #[test]
    fn centres_bound_the_outer_bins_by_infinity() {
        let y = Value::row(vec![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, f64::INFINITY]);
        let (n, _) = run(&[y, Value::row(vec![1.0, 2.0, 5.0])]);
        assert_eq!(n, vec![2.0, 2.0, 4.0]);
    }
}
