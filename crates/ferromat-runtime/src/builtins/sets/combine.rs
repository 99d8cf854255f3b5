//! Operations on two inputs: ismember union intersect setdiff setxor, with
//! index outputs, 'rows', 'sorted'/'stable' and 'legacy'. Both inputs are
//! brought to one kind (`items::normalise_pair`), their items grouped
//! together, and outputs gathered from `[A(:); B(:)]` (or `[A; B]` for
//! rows), so the output class is the concatenation class. 'legacy' keeps
//! the R2012b behaviour: indices point to last occurrences (for union, an
//! item in both inputs is taken from B), and results are rows unless both
//! inputs are columns, with `ia`/`ib` shaped like `C`.

use super::super::Outputs;
use super::groups::{numbers, Groups};
use super::items::{
    compare_items, index_vector, is_column, is_plain_empty, is_row, items, legacy_flag,
    normalise_pair, pick, promote_complex, same_item, split_flags, stackable, Item,
};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Shape, Tensor, Value};

/// `[Lia, Locb] = ismember(A, B)`, `ismember(A, B, 'rows')`: whether each
/// item of A is in B, and the lowest index in B where it is ('legacy': the
/// highest).
pub fn ismember(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let flags = split_flags(args, 2, &["rows", "legacy"], "ismember")?;
    let legacy = legacy_flag(&flags, "ismember")?;
    let (a, b) = normalise_pair(&args[0], &args[1], "ismember")?;
    // A char row looked up in a cellstr is one text.
    let rows = flags.iter().any(|f| f == "rows") && !matches!(a, Value::Cell(_));
    let (mut a_items, mut b_items) = (items(&a, rows, "ismember")?, items(&b, rows, "ismember")?);
    promote_complex(&mut a_items, &mut b_items);
    let mut sorted_b: Vec<usize> = (0..b_items.len()).collect();
    // Equal items sorted by position, the one to report first.
    sorted_b.sort_by(|&x, &y| {
        let by_position = if legacy { y.cmp(&x) } else { x.cmp(&y) };
        compare_items(&b_items[x], &b_items[y]).then(by_position)
    });
    let locations: Vec<Option<usize>> = a_items
        .iter()
        .map(|item| {
            let start = sorted_b.partition_point(|&k| compare_items(&b_items[k], item).is_lt());
            sorted_b
                .get(start)
                .filter(|&&k| same_item(&b_items[k], item))
                .copied()
        })
        .collect();
    let shape = if rows {
        Shape::column(a_items.len())
    } else {
        a.shape()
    };
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

/// Which groups of the combined items a set operation keeps.
#[derive(Clone, Copy, PartialEq)]
enum Operation {
    Union,
    Intersect,
    SetDiff,
    SetXor,
}

impl Operation {
    fn name(self) -> &'static str {
        match self {
            Operation::Union => "union",
            Operation::Intersect => "intersect",
            Operation::SetDiff => "setdiff",
            Operation::SetXor => "setxor",
        }
    }

    fn keeps(self, in_a: bool, in_b: bool) -> bool {
        match self {
            Operation::Union => true,
            Operation::Intersect => in_a && in_b,
            Operation::SetDiff => in_a && !in_b,
            Operation::SetXor => in_a != in_b,
        }
    }
}

/// A group of equal items across both inputs: its position in A and in B
/// (0-based within each input; the first occurrence, or the last under
/// 'legacy').
struct Group {
    a: Option<usize>,
    b: Option<usize>,
}

fn set_operation(args: &[Value], nargout: usize, operation: Operation) -> Result<Outputs> {
    let name = operation.name();
    let flags = split_flags(args, 2, &["rows", "sorted", "stable", "legacy"], name)?;
    let has = |f: &str| flags.iter().any(|g| g == f);
    if has("sorted") && has("stable") {
        return Err(RuntimeError::new(
            format!("MATLAB:{name}:RepeatedFlag"),
            "You cannot specify more than one value for the same option.",
        ));
    }
    let legacy = legacy_flag(&flags, name)?;
    let (a, b) = normalise_pair(&args[0], &args[1], name)?;
    let rows = has("rows") && !matches!(a, Value::Cell(_)) && !matches!(b, Value::Cell(_));
    let (grouped, n_a) = match (numbers(&a, rows), numbers(&b, rows)) {
        (Some(in_a), Some(in_b)) => {
            let n_a = in_a.len();
            let all: Vec<f64> = in_a.iter().chain(in_b.iter()).copied().collect();
            (Groups::of_numbers(&all)?, n_a)
        }
        _ => {
            let mut a_items = items(&a, rows, name)?;
            let mut b_items = items(&b, rows, name)?;
            promote_complex(&mut a_items, &mut b_items);
            let columns_differ = a.shape().cols() != b.shape().cols();
            if rows && !a_items.is_empty() && !b_items.is_empty() && columns_differ {
                return Err(RuntimeError::new(
                    format!("MATLAB:{name}:AandBColnumAgree"),
                    "A and B must have the same number of columns.",
                ));
            }
            let n_a = a_items.len();
            let combined: Vec<Item> = a_items.into_iter().chain(b_items).collect();
            (Groups::of_items(&combined), n_a)
        }
    };
    let choose = |positions: &[usize]| {
        if legacy {
            positions.last().copied()
        } else {
            positions.first().copied()
        }
    };
    let mut found: Vec<Group> = grouped
        .iter()
        .map(|positions| {
            // Positions ascend, so those in A come first.
            let (in_a, in_b) = positions.split_at(positions.partition_point(|&p| p < n_a));
            Group {
                a: choose(in_a),
                b: choose(in_b).map(|p| p - n_a),
            }
        })
        .filter(|g| operation.keeps(g.a.is_some(), g.b.is_some()))
        .collect();
    if has("stable") {
        // Order of appearance in A, then in B.
        found.sort_by_key(|g| g.a.unwrap_or_else(|| n_a + g.b.unwrap_or(0)));
    }
    // Which input an item of C is read from and indexed in: A when it is
    // there, else B; under 'legacy' the last occurrence in [A(:); B(:)],
    // so B when it is there.
    let from_a = |g: &Group| match (g.a, g.b) {
        (Some(_), Some(_)) => !legacy,
        (a, _) => a.is_some(),
    };
    let picks: Vec<usize> = found
        .iter()
        .map(|g| if from_a(g) { g.a } else { g.b.map(|p| n_a + p) }.unwrap_or(0))
        .collect();
    let source = ops::vertcat(&[stackable(&a, rows)?, stackable(&b, rows)?])?;
    let as_row = if legacy {
        // A row unless both are columns; `[]` goes along with the other.
        let column = |v: &Value| is_column(v) || is_plain_empty(v);
        !(column(&a) && column(&b))
    } else {
        match operation {
            Operation::SetDiff => is_row(&a) || is_plain_empty(&a) && is_row(&b),
            _ => {
                (is_row(&a) || is_plain_empty(&a))
                    && (is_row(&b) || is_plain_empty(&b))
                    && !(is_plain_empty(&a) && is_plain_empty(&b))
            }
        }
    };
    let mut outputs = Outputs::new();
    outputs.push(pick(&source, &picks, rows, as_row)?);
    let (ia, ib): (Vec<usize>, Vec<usize>) = match operation {
        Operation::Intersect => (
            found.iter().filter_map(|g| g.a).collect(),
            found.iter().filter_map(|g| g.b).collect(),
        ),
        _ => (
            found
                .iter()
                .filter(|g| from_a(g))
                .filter_map(|g| g.a)
                .collect(),
            found
                .iter()
                .filter(|g| !from_a(g))
                .filter_map(|g| g.b)
                .collect(),
        ),
    };
    let index_row = legacy && as_row && !rows;
    if nargout > 1 {
        outputs.push(index_vector(ia, index_row));
    }
    if nargout > 2 {
        if operation == Operation::SetDiff {
            return Err(RuntimeError::too_many_outputs());
        }
        outputs.push(index_vector(ib, index_row));
    }
    Ok(outputs)
}

/// `[C, ia, ib] = union(A, B)`: items in A or B, `C` sorted (or 'stable'),
/// with `A(ia)` and `B(ib)` making up C.
pub fn union(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    set_operation(args, nargout, Operation::Union)
}

/// `[C, ia, ib] = intersect(A, B)`: items in both, `C = A(ia) = B(ib)`.
pub fn intersect(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    set_operation(args, nargout, Operation::Intersect)
}

/// `[C, ia] = setdiff(A, B)`: items of A not in B, `C = A(ia)`.
pub fn setdiff(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    set_operation(args, nargout, Operation::SetDiff)
}

/// `[C, ia, ib] = setxor(A, B)`: items in exactly one input.
pub fn setxor(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    set_operation(args, nargout, Operation::SetXor)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(
        f: super::super::super::BuiltinFn,
        a: Vec<f64>,
        b: Vec<f64>,
        nargout: usize,
    ) -> Outputs {
        f(
            &mut Interpreter::new(),
            &[Value::row(a), Value::row(b)],
            nargout,
        )
        .unwrap()
    }

    #[test]
    fn operations_on_rows_vectors() {
        let out = call(union, vec![5.0, 7.0, 1.0], vec![3.0, 1.0, 1.0], 3);
        assert_eq!(out[0], Value::row(vec![1.0, 3.0, 5.0, 7.0]));
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![3.0, 1.0, 2.0]);
        assert_eq!(out[2].to_f64_vec().unwrap(), vec![1.0]);
        let out = call(
            intersect,
            vec![7.0, 1.0, 7.0, 7.0, 4.0],
            vec![7.0, 0.0, 4.0, 4.0, 0.0],
            3,
        );
        assert_eq!(out[0], Value::row(vec![4.0, 7.0]));
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![5.0, 1.0]);
        assert_eq!(out[2].to_f64_vec().unwrap(), vec![3.0, 1.0]);
        let out = call(
            setdiff,
            vec![3.0, 6.0, 2.0, 1.0, 5.0, 1.0, 1.0],
            vec![2.0, 4.0, 6.0],
            2,
        );
        assert_eq!(out[0], Value::row(vec![1.0, 3.0, 5.0]));
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![4.0, 1.0, 5.0]);
        let out = call(
            setxor,
            vec![5.0, 1.0, 3.0, 3.0, 3.0],
            vec![4.0, 1.0, 2.0],
            1,
        );
        assert_eq!(out[0], Value::row(vec![2.0, 3.0, 4.0, 5.0]));
        let out = call(
            ismember,
            vec![5.0, 3.0, 4.0, 2.0],
            vec![2.0, 4.0, 4.0, 4.0, 6.0, 8.0],
            2,
        );
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![0.0, 0.0, 2.0, 1.0]);
    }

    #[test]
    fn legacy_indices_are_last_occurrences_in_rows() {
        let legacy = |f: super::super::super::BuiltinFn, a: Vec<f64>, b: Vec<f64>| {
            let args = [Value::row(a), Value::row(b), Value::char_row("legacy")];
            f(&mut Interpreter::new(), &args, 3).unwrap()
        };
        let out = legacy(union, vec![5.0, 7.0, 1.0], vec![3.0, 1.0, 1.0]);
        assert_eq!(out[1], Value::row(vec![1.0, 2.0]));
        assert_eq!(out[2], Value::row(vec![3.0, 1.0]));
        let out = legacy(
            intersect,
            vec![7.0, 1.0, 7.0, 7.0, 4.0],
            vec![7.0, 0.0, 4.0, 4.0, 0.0],
        );
        assert_eq!(out[1], Value::row(vec![5.0, 4.0]));
        assert_eq!(out[2], Value::row(vec![4.0, 1.0]));
        let out = legacy(ismember, vec![5.0, 3.0, 4.0, 2.0], vec![2.0, 4.0, 4.0, 4.0]);
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![0.0, 0.0, 4.0, 1.0]);
    }
}
