//! `unique`: the distinct elements or rows of one input, sorted or in
//! order of appearance, with the index outputs `ia` (first or last
//! occurrence) and `ic` (where each input item went). Under 'legacy'
//! (R2012b behaviour) `ia` defaults to the last occurrence and both index
//! outputs are rows when A is a row vector.

use super::super::arrays::gather::gather_value;
use super::super::{one, Outputs};
use super::groups::{distinct_numbers, numbers, Groups};
use super::items::{index_vector, is_plain_empty, is_row, items, legacy_flag, pick, split_flags};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Shape;
use crate::value::Value;

const FLAGS: &[&str] = &["sorted", "stable", "rows", "first", "last", "legacy"];

/// `[C, ia, ic] = unique(A)`, `unique(A, 'rows')`,
/// `unique(..., 'sorted' | 'stable')`, `unique(..., 'first' | 'last')`,
/// `unique(..., 'legacy')`.
pub fn unique(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let flags = split_flags(args, 1, FLAGS, "unique")?;
    let has = |f: &str| flags.iter().any(|g| g == f);
    if has("sorted") && has("stable") || has("first") && has("last") {
        return Err(RuntimeError::new(
            "MATLAB:UNIQUE:RepeatedFlag",
            "You cannot specify more than one value for the same option.",
        ));
    }
    let legacy = legacy_flag(&flags, "unique")?;
    // 'legacy' picks the last occurrence unless 'first' is given.
    let last = has("last") || legacy && !has("first");
    let rows = has("rows") && !matches!(value, Value::Cell(_));
    if let Value::Double(t) = value {
        if nargout <= 1 && !rows && !last && !has("stable") && !is_plain_empty(value) {
            // Only the sorted distinct values: no positions to carry.
            let distinct = distinct_numbers(t.data())?;
            let shape = if is_row(value) {
                Shape::row(distinct.len())
            } else {
                Shape::column(distinct.len())
            };
            return one(Value::matrix(shape, distinct));
        }
    }
    let grouped = match numbers(value, rows) {
        Some(values) => Groups::of_numbers(&values)?,
        None => Groups::of_items(&items(value, rows, "unique")?),
    };
    let mut found: Vec<&[usize]> = grouped.iter().collect();
    let representative = |group: &&[usize]| {
        if last {
            group[group.len() - 1]
        } else {
            group[0]
        }
    };
    if has("stable") {
        found.sort_unstable_by_key(|g| g[0]);
    }
    let picks: Vec<usize> = found.iter().map(representative).collect();
    let mut c = pick(value, &picks, rows, is_row(value))?;
    if !rows && is_plain_empty(value) {
        // unique([]) is 0x0, like its input.
        c = gather_value(value, Shape::matrix(0, 0), Vec::new())?;
    }
    let index_row = legacy && !rows && is_row(value);
    let mut outputs = Outputs::new();
    outputs.push(c);
    if nargout > 1 {
        outputs.push(index_vector(picks.iter().copied(), index_row));
    }
    if nargout > 2 {
        let mut destination = vec![0usize; grouped.items()];
        for (number, group) in found.iter().enumerate() {
            for &position in group.iter() {
                destination[position] = number;
            }
        }
        outputs.push(index_vector(destination, index_row));
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Tensor;

    fn call(args: &[Value], nargout: usize) -> Outputs {
        unique(&mut Interpreter::new(), args, nargout).unwrap()
    }

    #[test]
    fn sorted_and_stable() {
        let a = Value::row(vec![3.0, 1.0, 3.0, 2.0, 1.0]);
        let out = call(std::slice::from_ref(&a), 3);
        assert_eq!(out[0], Value::row(vec![1.0, 2.0, 3.0]));
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![2.0, 4.0, 1.0]);
        assert_eq!(out[2].to_f64_vec().unwrap(), vec![3.0, 1.0, 3.0, 2.0, 1.0]);
        let out = call(&[a.clone(), Value::char_row("stable")], 2);
        assert_eq!(out[0], Value::row(vec![3.0, 1.0, 2.0]));
        let out = call(&[a, Value::char_row("last")], 2);
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![5.0, 4.0, 3.0]);
    }

    #[test]
    fn legacy_takes_last_and_keeps_rows() {
        let a = Value::row(vec![9.0, 2.0, 9.0, 5.0]);
        let out = call(&[a.clone(), Value::char_row("legacy")], 3);
        assert_eq!(out[1], Value::row(vec![2.0, 4.0, 3.0]));
        assert_eq!(out[2], Value::row(vec![3.0, 1.0, 3.0, 2.0]));
        let out = call(
            &[
                a.clone(),
                Value::char_row("first"),
                Value::char_row("legacy"),
            ],
            2,
        );
        assert_eq!(out[1], Value::row(vec![2.0, 4.0, 1.0]));
        let stable = [a, Value::char_row("stable"), Value::char_row("legacy")];
        assert!(unique(&mut Interpreter::new(), &stable, 1).is_err());
    }

    #[test]
    fn rows_and_cellstr() {
        let m = Value::matrix(Shape::matrix(3, 2), vec![1.0, 0.0, 1.0, 2.0, 5.0, 2.0]);
        let out = call(&[m, Value::char_row("rows")], 1);
        assert_eq!(out[0].shape().dims(), &[2, 2]);
        assert_eq!(out[0].to_f64_vec().unwrap(), vec![0.0, 1.0, 5.0, 2.0]);
        let cells = Value::Cell(std::sync::Arc::new(Tensor::row(vec![
            Value::char_row("b"),
            Value::char_row("a"),
            Value::char_row("b"),
        ])));
        let out = call(&[cells], 1);
        assert_eq!(out[0].shape().dims(), &[1, 2]);
    }
}
