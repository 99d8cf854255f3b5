//! Key values of table rows for the joins: each row's key is the list of
//! its values in the key variables (numbers or text), compared the way
//! MATLAB's joins match them: equal values match, NaN and `<missing>`
//! match nothing, and rows sort by number or by character code. This file
//! reads and compares keys; it builds no tables.

use std::cmp::Ordering;

use crate::error::{Result, RuntimeError};
use crate::value::{TableData, Value};

/// One value of a key variable in one row.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Atom {
    Number(f64),
    Text(String),
    /// NaN or `<missing>`: sorts last, equal to nothing.
    Missing,
}

/// A row's values in all its key variables, in key order.
pub(crate) type Key = Vec<Atom>;

#[derive(PartialEq)]
enum KeyClass {
    Number,
    Text,
}

fn unsupported_key(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:join:UnsupportedKeyType",
        format!("The key variable '{name}' must be numeric, logical, char, a cell array of character vectors, or a string array."),
    )
}

fn key_class(column: &Value) -> Option<KeyClass> {
    match column {
        Value::Char(_) | Value::String(_) => Some(KeyClass::Text),
        Value::Cell(cell) => cell
            .data()
            .iter()
            .all(|v| matches!(v, Value::Char(_)) || matches!(v, Value::String(s) if s.numel() == 1))
            .then_some(KeyClass::Text),
        Value::Double(_)
        | Value::Single(_)
        | Value::Logical(_)
        | Value::Int8(_)
        | Value::Int16(_)
        | Value::Int32(_)
        | Value::Int64(_)
        | Value::UInt8(_)
        | Value::UInt16(_)
        | Value::UInt32(_)
        | Value::UInt64(_) => Some(KeyClass::Number),
        _ => None,
    }
}

/// Appends the atoms of `column` to each row's key.
fn push_atoms(keys: &mut [Key], column: &Value, name: &str) -> Result<()> {
    let rows = keys.len();
    let shape = column.shape();
    let per_row = shape.numel().checked_div(rows).unwrap_or(0);
    match column {
        Value::Char(chars) => {
            for (r, key) in keys.iter_mut().enumerate() {
                let units: Vec<u16> = (0..per_row)
                    .filter_map(|c| chars.data().get(r + c * rows).copied())
                    .collect();
                key.push(Atom::Text(String::from_utf16_lossy(&units)));
            }
        }
        Value::String(strings) => {
            for (i, s) in strings.data().iter().enumerate() {
                keys[i % rows].push(
                    s.as_deref()
                        .map_or(Atom::Missing, |s| Atom::Text(s.to_string())),
                );
            }
        }
        Value::Cell(cell) => {
            for (i, item) in cell.data().iter().enumerate() {
                let text = item.as_text().ok_or_else(|| unsupported_key(name))?;
                keys[i % rows].push(Atom::Text(text));
            }
        }
        _ => {
            let numbers = column.to_f64_vec().ok_or_else(|| unsupported_key(name))?;
            for (i, x) in numbers.into_iter().enumerate() {
                keys[i % rows].push(if x.is_nan() {
                    Atom::Missing
                } else {
                    Atom::Number(x)
                });
            }
        }
    }
    Ok(())
}

/// The key of every row of `table` in variables `vars`; `other` and
/// `other_vars` are the matching keys of the other table, whose classes
/// must agree (numbers with numbers, text with text).
pub(crate) fn row_keys(
    table: &TableData,
    vars: &[usize],
    other: &TableData,
    other_vars: &[usize],
) -> Result<Vec<Key>> {
    let mut keys = vec![Vec::with_capacity(vars.len()); table.rows];
    for (&v, &w) in vars.iter().zip(other_vars) {
        let (column, name) = (&table.columns[v], &table.names[v]);
        let class = key_class(column).ok_or_else(|| unsupported_key(name))?;
        if key_class(&other.columns[w]) != Some(class) {
            return Err(RuntimeError::new(
                "MATLAB:table:join:KeyVarTypeMismatch",
                format!(
                    "Left and right key variables '{}' and '{}' are not comparable because one is a non-cell.",
                    name, other.names[w]
                ),
            ));
        }
        if table.rows > 0 {
            push_atoms(&mut keys, column, name)?;
        }
    }
    Ok(keys)
}

fn atom_order(a: &Atom, b: &Atom) -> Ordering {
    match (a, b) {
        (Atom::Number(x), Atom::Number(y)) => x.partial_cmp(y).unwrap_or(Ordering::Equal),
        (Atom::Text(x), Atom::Text(y)) => x.encode_utf16().cmp(y.encode_utf16()),
        (Atom::Missing, Atom::Missing) => Ordering::Equal,
        (Atom::Missing, _) => Ordering::Greater,
        (_, Atom::Missing) => Ordering::Less,
        (Atom::Number(_), Atom::Text(_)) => Ordering::Less,
        (Atom::Text(_), Atom::Number(_)) => Ordering::Greater,
    }
}

/// Sort order of keys: variable by variable, numbers by value, text by
/// character code, missing values last.
pub(crate) fn ordered(a: &Key, b: &Key) -> Ordering {
    a.iter()
        .zip(b)
        .map(|(x, y)| atom_order(x, y))
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}

/// Whether two keys match: equal, and neither holds a missing value.
pub(crate) fn same_key(a: &Key, b: &Key) -> bool {
    !a.contains(&Atom::Missing) && !b.contains(&Atom::Missing) && ordered(a, b).is_eq()
}

/// The rows of `table` grouped by their values in `vars`: groups in key
/// order, rows in row order inside each. With `missing_together`, rows
/// whose keys hold NaN or `<missing>` in the same places form one group
/// (as `groupsummary` counts them); without it each such row is a group
/// of its own (as a join, which matches them to nothing, would see it).
pub(crate) fn group_rows(
    table: &TableData,
    vars: &[usize],
    missing_together: bool,
) -> Result<Vec<Vec<usize>>> {
    let keys = row_keys(table, vars, table, vars)?;
    let mut order: Vec<usize> = (0..table.rows).collect();
    order.sort_by(|&a, &b| ordered(&keys[a], &keys[b]).then(a.cmp(&b)));
    let alike = |a: &Key, b: &Key| {
        if missing_together {
            ordered(a, b).is_eq()
        } else {
            same_key(a, b)
        }
    };
    let mut out: Vec<Vec<usize>> = Vec::new();
    for r in order {
        match out.last_mut() {
            Some(group) if alike(&keys[group[0]], &keys[r]) => group.push(r),
            _ => out.push(vec![r]),
        }
    }
    Ok(out)
}

/// Whether each row of `table` holds NaN or `<missing>` in `vars`.
pub(crate) fn rows_with_missing(table: &TableData, vars: &[usize]) -> Result<Vec<bool>> {
    Ok(row_keys(table, vars, table, vars)?
        .iter()
        .map(|key| key.contains(&Atom::Missing))
        .collect())
}

/// Every `(left row, right row)` whose keys match, in left row order,
/// then right row order (by sorting the right keys once).
pub(crate) fn matched_pairs(left: &[Key], right: &[Key]) -> Vec<(usize, usize)> {
    let mut sorted: Vec<usize> = (0..right.len()).collect();
    sorted.sort_by(|&a, &b| ordered(&right[a], &right[b]).then(a.cmp(&b)));
    let mut pairs = Vec::new();
    for (l, key) in left.iter().enumerate() {
        let start = sorted.partition_point(|&r| ordered(&right[r], key).is_lt());
        for &r in &sorted[start..] {
            if !ordered(&right[r], key).is_eq() {
                break;
            }
            if same_key(key, &right[r]) {
                pairs.push((l, r));
            }
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(xs: &[f64]) -> Vec<Key> {
        xs.iter()
            .map(|&x| {
                vec![if x.is_nan() {
                    Atom::Missing
                } else {
                    Atom::Number(x)
                }]
            })
            .collect()
    }

    /// The pairs a nested loop finds.
    fn naive(left: &[Key], right: &[Key]) -> Vec<(usize, usize)> {
        let mut pairs = Vec::new();
        for (l, a) in left.iter().enumerate() {
            for (r, b) in right.iter().enumerate() {
                if same_key(a, b) {
                    pairs.push((l, r));
                }
            }
        }
        pairs
    }

    #[test]
    fn duplicates_match_many_to_many_in_row_order() {
        let left = numbers(&[2.0, 1.0, 2.0]);
        let right = numbers(&[2.0, 3.0, 2.0]);
        assert_eq!(
            matched_pairs(&left, &right),
            vec![(0, 0), (0, 2), (2, 0), (2, 2)]
        );
    }

    #[test]
    fn nan_and_missing_match_nothing() {
        let left = numbers(&[f64::NAN, 1.0]);
        let right = numbers(&[f64::NAN, 1.0]);
        assert_eq!(matched_pairs(&left, &right), vec![(1, 1)]);
        let text = |s: Option<&str>| vec![s.map_or(Atom::Missing, |s| Atom::Text(s.into()))];
        assert!(!same_key(&text(None), &text(None)));
        assert!(same_key(&text(Some("a")), &text(Some("a"))));
    }

    #[test]
    fn multi_variable_keys_compare_in_order() {
        let a = vec![Atom::Text("x".into()), Atom::Number(2.0)];
        let b = vec![Atom::Text("x".into()), Atom::Number(3.0)];
        assert_eq!(ordered(&a, &b), Ordering::Less);
        assert!(!same_key(&a, &b));
        assert_eq!(
            ordered(&numbers(&[f64::NAN])[0], &numbers(&[1e300])[0]),
            Ordering::Greater
        );
    }

    #[test]
    fn sorted_matching_agrees_with_nested_loops() {
        // A small deterministic generator: keys drawn from a few values,
        // with NaN, so that duplicates and misses are common.
        let mut state = 0x2545_f491_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..200 {
            let (nl, nr) = ((next() % 9) as usize, (next() % 9) as usize);
            let mut draw = |n: usize| -> Vec<Key> {
                (0..n)
                    .map(|_| {
                        let v = next() % 6;
                        let w = next() % 2;
                        vec![
                            if v == 5 {
                                Atom::Missing
                            } else {
                                Atom::Number(v as f64)
                            },
                            Atom::Text(format!("k{w}")),
                        ]
                    })
                    .collect()
            };
            let left = draw(nl);
            let right = draw(nr);
            assert_eq!(matched_pairs(&left, &right), naive(&left, &right));
        }
    }
}
