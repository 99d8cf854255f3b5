//! Ordering checks and row sorting: sortrows and issorted, for numeric,
//! logical, char, string and cellstr arrays. Elements are compared through
//! the set family's keys (`sets::items`), so NaN and <missing> order as
//! in `sort` (last ascending, first descending); the sorted output is
//! gathered from the input and keeps its class.

use std::cmp::Ordering;

use super::super::arrays::gather::gather_value;
use super::super::sets::items::{compare_key, element_keys, Key};
use super::super::{one, Outputs};
use super::lanes::{default_axis, dim_spec, DimSpec};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};
use ferromat_kernels::Lanes;

fn direction(text: &str, function: &str) -> Result<bool> {
    match text.to_ascii_lowercase().as_str() {
        "ascend" => Ok(false),
        "descend" => Ok(true),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:sortDirection"),
            "Sorting direction must be 'ascend' or 'descend'.",
        )),
    }
}

/// `B = sortrows(A)`, `sortrows(A, column)`, `sortrows(A, direction)`,
/// `sortrows(A, column, direction)`, `[B, index] = sortrows(...)`.
pub fn sortrows(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if args
        .first()
        .and_then(crate::builtins::tables::as_table)
        .is_some()
    {
        return crate::builtins::tables::sort::sortrows(interp, args, nargout);
    }
    let value = &args[0];
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:sortrows:inputDimensionMismatch",
            "A must be a 2-D matrix.",
        ));
    }
    let (rows, cols) = (shape.rows(), shape.cols());
    let keys = element_keys(value, "sortrows")?;
    let mut columns: Vec<(usize, bool)> = (0..cols).map(|c| (c, false)).collect();
    let mut rest = &args[1..];
    if let Some(first) = rest.first() {
        if first.as_text().is_none() && !matches!(first, Value::Cell(_)) {
            let spec_shape = first.shape();
            if !spec_shape.is_vector() && !spec_shape.is_empty() {
                return Err(RuntimeError::new(
                    "MATLAB:sortrows:COLnotVector",
                    "Column sorting vector must be a vector.",
                ));
            }
            let requested = first.to_f64_vec().unwrap_or_default();
            columns = requested
                .iter()
                .map(|&c| {
                    let index = c.abs();
                    if c != 0.0 && index.fract() == 0.0 && index <= cols as f64 {
                        Ok((index as usize - 1, c < 0.0))
                    } else {
                        Err(RuntimeError::new(
                            "MATLAB:sortrows:COLmismatchX",
                            "Column sorting vector must contain integers with absolute value between 1 and the number of columns in the first argument.",
                        ))
                    }
                })
                .collect::<Result<_>>()?;
            rest = &rest[1..];
        }
    }
    if let Some(mode) = rest.first() {
        let directions: Vec<bool> = match mode {
            Value::Cell(cells) => cells
                .data()
                .iter()
                .map(|c| direction(&c.as_text().unwrap_or_default(), "sortrows"))
                .collect::<Result<_>>()?,
            other => vec![direction(&other.as_text().unwrap_or_default(), "sortrows")?],
        };
        match directions.as_slice() {
            [one] => columns.iter_mut().for_each(|c| c.1 = *one),
            many if many.len() == columns.len() => {
                columns.iter_mut().zip(many).for_each(|(c, &d)| c.1 = d)
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:sortrows:directionMismatch",
                    "Sorting direction must be specified for each column.",
                ))
            }
        }
    }
    let mut order: Vec<usize> = (0..rows).collect();
    order.sort_by(|&a, &b| {
        columns
            .iter()
            .map(|&(c, descending)| {
                let o = compare_key(&keys[a + c * rows], &keys[b + c * rows]);
                if descending {
                    o.reverse()
                } else {
                    o
                }
            })
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    });
    let sources = (0..rows * cols)
        .map(|k| order[k % rows] + (k / rows) * rows)
        .collect();
    let mut outputs = Outputs::new();
    outputs.push(gather_value(value, shape, sources)?);
    if nargout > 1 {
        let index: Vec<f64> = order.iter().map(|&r| (r + 1) as f64).collect();
        outputs.push(Value::matrix(Shape::column(rows), index));
    }
    Ok(outputs)
}

/// Which orders `issorted` accepts.
#[derive(Clone, Copy, PartialEq)]
enum Wanted {
    Ascend,
    Descend,
    Monotonic,
    StrictAscend,
    StrictDescend,
    StrictMonotonic,
}

fn lane_sorted(lane: &[&Key], wanted: Wanted) -> bool {
    let orders: Vec<Ordering> = lane.windows(2).map(|w| compare_key(w[0], w[1])).collect();
    in_order(&orders, wanted)
}

/// Whether neighbours that compare as `orders` (each against the next) are
/// in the wanted order.
fn in_order(orders: &[Ordering], wanted: Wanted) -> bool {
    let all = |ok: fn(Ordering) -> bool| orders.iter().all(|&o| ok(o));
    let nondecreasing = || all(|o| o != Ordering::Greater);
    let nonincreasing = || all(|o| o != Ordering::Less);
    let increasing = || all(|o| o == Ordering::Less);
    let decreasing = || all(|o| o == Ordering::Greater);
    match wanted {
        Wanted::Ascend => nondecreasing(),
        Wanted::Descend => nonincreasing(),
        Wanted::Monotonic => nondecreasing() || nonincreasing(),
        Wanted::StrictAscend => increasing(),
        Wanted::StrictDescend => decreasing(),
        Wanted::StrictMonotonic => increasing() || decreasing(),
    }
}

/// Whether the rows of a matrix are in the wanted order, each compared
/// with the next lexicographically (first column first), as sortrows
/// orders them; the direction applies to the whole row.
fn rows_sorted(keys: &[Key], shape: &Shape, wanted: Wanted) -> bool {
    let rows = shape.dim(0);
    let columns = keys.len().checked_div(rows).unwrap_or(0);
    let orders: Vec<Ordering> = (1..rows)
        .map(|r| {
            (0..columns)
                .map(|c| compare_key(&keys[r - 1 + c * rows], &keys[r + c * rows]))
                .find(|o| *o != Ordering::Equal)
                .unwrap_or(Ordering::Equal)
        })
        .collect();
    in_order(&orders, wanted)
}

/// `issorted(A)`, `issorted(A, dim)`, `issorted(..., direction)`,
/// `issorted(A, 'rows')`: true when every lane is in the wanted order.
pub fn issorted(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let mut wanted = Wanted::Ascend;
    let mut spec = DimSpec::Default;
    let mut rows = false;
    for option in &args[1..] {
        match option.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("rows") => rows = true,
            Some("ascend") => wanted = Wanted::Ascend,
            Some("descend") => wanted = Wanted::Descend,
            Some("monotonic" | "either") => wanted = Wanted::Monotonic,
            Some("strictascend") => wanted = Wanted::StrictAscend,
            Some("strictdescend") => wanted = Wanted::StrictDescend,
            Some("strictmonotonic") => wanted = Wanted::StrictMonotonic,
            Some(_) => {
                return Err(RuntimeError::new(
                    "MATLAB:issorted:sortDirection",
                    "Sorting direction must be 'ascend', 'descend', 'monotonic', 'strictascend', 'strictdescend', or 'strictmonotonic'.",
                ))
            }
            None => spec = dim_spec(option, false)?,
        }
    }
    let keys = element_keys(value, "issorted")?;
    let shape = value.shape();
    if rows {
        if shape.dims().len() > 2 {
            return Err(RuntimeError::new(
                "MATLAB:issorted:MustBeMatrix",
                "Input must be a 2-D matrix when 'rows' is specified.",
            ));
        }
        return one(Value::bool(rows_sorted(&keys, &shape, wanted)));
    }
    let axis = match spec {
        DimSpec::One(axis) => axis,
        _ => default_axis(&shape),
    };
    let lanes = Lanes::new(shape.dims(), axis);
    let sorted = (0..lanes.count()).all(|number| {
        let (start, stride) = lanes.lane_start(number);
        let lane: Vec<&Key> = (0..lanes.length)
            .map(|k| &keys[start + k * stride])
            .collect();
        lane_sorted(&lane, wanted)
    });
    one(Value::bool(sorted))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sortrows_by_columns() {
        let a = Value::matrix(Shape::matrix(3, 2), vec![2.0, 1.0, 2.0, 9.0, 5.0, 1.0]);
        let out = sortrows(&mut Interpreter::new(), std::slice::from_ref(&a), 2).unwrap();
        assert_eq!(
            out[0].to_f64_vec().unwrap(),
            vec![1.0, 2.0, 2.0, 5.0, 1.0, 9.0]
        );
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![2.0, 3.0, 1.0]);
        let out = sortrows(&mut Interpreter::new(), &[a, Value::scalar(-2.0)], 1).unwrap();
        assert_eq!(
            out[0].to_f64_vec().unwrap(),
            vec![2.0, 1.0, 2.0, 9.0, 5.0, 1.0]
        );
    }

    #[test]
    fn issorted_directions() {
        let mut interp = Interpreter::new();
        let v = Value::row(vec![1.0, 2.0, 2.0, f64::NAN]);
        assert_eq!(
            issorted(&mut interp, std::slice::from_ref(&v), 1).unwrap()[0],
            Value::bool(true)
        );
        assert_eq!(
            issorted(&mut interp, &[v, Value::char_row("strictascend")], 1).unwrap()[0],
            Value::bool(false)
        );
    }
}
