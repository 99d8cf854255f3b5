//! `sortrows(T, vars, direction)` for tables: rows ordered by one or more
//! variables (or `'RowNames'`), each variable sorted by the ordinary
//! `sortrows` of arrays. Variables are applied last to first, relying on
//! that sort being stable, so earlier variables take precedence. It builds
//! a reordered table; it does not compare values itself.

use super::construct::select_rows;
use super::{as_table, positions, table_value, take_rows, unrecognized_var};
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::value::{Shape, TableData, Value};

/// Which key: a variable, or the row names.
#[derive(Clone, Copy)]
enum Key {
    Variable(usize),
    RowNames,
}

fn is_direction(value: &Value) -> bool {
    let named = |t: &str| matches!(t.to_ascii_lowercase().as_str(), "ascend" | "descend");
    match value {
        Value::Char(_) | Value::String(_) => value.as_text().is_some_and(|t| named(&t)),
        Value::Cell(cells) => {
            cells.numel() > 0
                && cells
                    .data()
                    .iter()
                    .all(|c| c.as_text().is_some_and(|t| named(&t)))
        }
        _ => false,
    }
}

fn sort_keys(table: &TableData, spec: &Value) -> Result<Vec<(Key, bool)>> {
    if spec.as_text().as_deref() == Some("RowNames") {
        return Ok(vec![(Key::RowNames, false)]);
    }
    if let Some(numbers) = spec.to_f64_vec().filter(|_| !super::is_text(spec)) {
        if !matches!(spec, Value::Logical(_)) {
            return numbers
                .iter()
                .map(|&x| {
                    let i = x.abs();
                    if x != 0.0 && i.fract() == 0.0 && i <= table.names.len() as f64 {
                        Ok((Key::Variable(i as usize - 1), x < 0.0))
                    } else {
                        Err(RuntimeError::new(
                            "MATLAB:table:VarIndexOutOfRange",
                            "Variable index exceeds table dimensions.",
                        ))
                    }
                })
                .collect();
        }
    }
    let picked = positions(
        &Subscript::Index(spec.clone()),
        table.names.len(),
        Some(&table.names),
        unrecognized_var,
        || {
            RuntimeError::new(
                "MATLAB:table:VarIndexOutOfRange",
                "Variable index exceeds table dimensions.",
            )
        },
    )?;
    Ok(picked
        .into_iter()
        .map(|v| (Key::Variable(v), false))
        .collect())
}

/// `[B, index] = sortrows(T, vars, direction)`.
pub fn sortrows(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let table = args
        .first()
        .and_then(as_table)
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    let mut rest = &args[1..];
    let mut keys = match rest.first() {
        Some(spec) if !is_direction(spec) => {
            rest = &rest[1..];
            sort_keys(table, spec)?
        }
        _ => (0..table.names.len())
            .map(|v| (Key::Variable(v), false))
            .collect(),
    };
    if let Some(mode) = rest.first() {
        let texts: Vec<String> = match mode {
            Value::Cell(cells) => cells.data().iter().filter_map(Value::as_text).collect(),
            other => vec![args::text(other, "sortrows")?],
        };
        if texts.len() != 1 && texts.len() != keys.len() {
            return Err(RuntimeError::new(
                "MATLAB:table:sortrows:WrongNumberOfDirections",
                "Specify one sort direction, or one for each sorting variable.",
            ));
        }
        for (k, key) in keys.iter_mut().enumerate() {
            let text = texts.get(k).or(texts.first()).map_or("", String::as_str);
            key.1 = match text.to_ascii_lowercase().as_str() {
                "ascend" => false,
                "descend" => true,
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:sortrows:unrecognizedStringChoice",
                        "Sorting direction must be 'ascend' or 'descend'.",
                    ))
                }
            };
        }
    }
    let mut order: Vec<usize> = (0..table.rows).collect();
    for &(key, descending) in keys.iter().rev() {
        let column = match key {
            Key::Variable(v) => take_rows(&table.columns[v], &order)?,
            Key::RowNames => {
                let names: Vec<String> = order
                    .iter()
                    .map(|&r| table.row_names.get(r).cloned().unwrap_or_default())
                    .collect();
                super::cellstr_column(&names)
            }
        };
        let direction = Value::char_row(if descending { "descend" } else { "ascend" });
        let sorted = crate::builtins::statistics::rows::sortrows(interp, &[column, direction], 2)?;
        let index = sorted
            .get(1)
            .and_then(Value::to_f64_vec)
            .unwrap_or_default();
        order = index
            .iter()
            .filter_map(|&i| order.get((i as usize).wrapping_sub(1)).copied())
            .collect();
    }
    let mut outputs = Outputs::new();
    outputs.push(table_value(select_rows(table, &order)?));
    if nargout > 1 {
        outputs.push(Value::matrix(
            Shape::matrix(order.len(), 1),
            order.iter().map(|&r| (r + 1) as f64).collect(),
        ));
    }
    Ok(outputs)
}
