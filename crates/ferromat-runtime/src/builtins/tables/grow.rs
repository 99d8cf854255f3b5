//! Growing a table by assignment: rows written past the height lengthen
//! every variable with its default fill (0 for numbers, `false`, a blank
//! for char, `''` in a cell of text, `[]` in other cells, `<missing>` for
//! strings), and `T.x(i) = v` past the end of one variable grows the whole
//! table. This file decides heights and fills; the assignments themselves
//! stay in `index.rs`.

use std::sync::Arc;

use super::{build, row_mismatch, rows_of, table_value};
use crate::builtins::args;
use crate::error::{Result, RuntimeError};
use crate::value::{Shape, TableData, Tensor, Value};

/// What new rows hold: the default fill of growth by assignment, or the
/// missing values the outer joins put where a row had no match (NaN for
/// floating point, otherwise the same as the default).
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Fill {
    Default,
    Missing,
}

/// The value a lengthened variable gets in its new rows.
fn fill_value(column: &Value, fill: Fill) -> Result<Value> {
    Ok(match column {
        Value::Cell(cell) => {
            let text = cell.data().iter().all(|v| matches!(v, Value::Char(_)));
            let inner = if text {
                Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()))
            } else {
                Value::empty()
            };
            Value::Cell(Arc::new(Tensor::scalar(inner)))
        }
        Value::String(_) => Value::String(Tensor::scalar(None)),
        Value::Logical(_) => Value::bool(false),
        Value::Char(_) => Value::char_row(" "),
        Value::Double(_) | Value::ComplexDouble(_) | Value::Single(_) | Value::ComplexSingle(_)
            if fill == Fill::Missing =>
        {
            Value::scalar(f64::NAN)
        }
        Value::Double(_)
        | Value::ComplexDouble(_)
        | Value::Single(_)
        | Value::ComplexSingle(_)
        | Value::Int8(_)
        | Value::Int16(_)
        | Value::Int32(_)
        | Value::Int64(_)
        | Value::UInt8(_)
        | Value::UInt16(_)
        | Value::UInt32(_)
        | Value::UInt64(_) => Value::scalar(0.0),
        other => {
            return Err(RuntimeError::new(
                "ferromat:table:CannotLengthen",
                format!(
                    "A table variable of class {} cannot be lengthened by assignment.",
                    other.class().name()
                ),
            ))
        }
    })
}

/// `column` with rows added up to `height`, holding its default fill.
pub(crate) fn lengthen(column: &Value, height: usize) -> Result<Value> {
    lengthen_with(column, height, Fill::Default)
}

/// `column` with rows added up to `height`, holding `fill`.
pub(crate) fn lengthen_with(column: &Value, height: usize, fill: Fill) -> Result<Value> {
    let rows = rows_of(column);
    if rows >= height {
        return Ok(column.clone());
    }
    let shape = column.shape();
    let mut dims = shape.dims().to_vec();
    dims[0] = height;
    args::check_allocation_dims(&dims, std::mem::size_of::<Value>().min(16))?;
    let new_rows: Vec<usize> = (rows..height).collect();
    let subs = super::row_subscripts(&new_rows, shape.ndims());
    crate::index::paren_set(Some(column.clone()), &subs, fill_value(column, fill)?)
}

/// Every variable of `table` lengthened to `height` rows (row names get
/// MATLAB's defaults `Row<k>` for the new rows).
pub(crate) fn lengthen_table(table: &TableData, height: usize) -> Result<TableData> {
    if height <= table.rows {
        return Ok(table.clone());
    }
    let columns = table
        .columns
        .iter()
        .map(|c| lengthen(c, height))
        .collect::<Result<Vec<_>>>()?;
    let mut row_names = table.row_names.clone();
    if !row_names.is_empty() {
        for r in row_names.len()..height {
            row_names.push(format!("Row{}", r + 1));
        }
    }
    build(table.names.clone(), columns, row_names, height)
}

/// `T.name(...) = v` (and deeper): the variable came back changed. If it
/// grew past the height, the table grows with it; a variable that lost
/// rows is an error, as is a new variable of the wrong height.
pub fn nested_field_assign(table: &TableData, name: &str, rhs: Value) -> Result<Value> {
    let existing = table.names.iter().position(|n| n == name);
    let height = rows_of(&rhs);
    match existing {
        Some(i) if height > table.rows && table.rows > 0 => {
            let mut grown = lengthen_table(table, height)?;
            grown.columns[i] = rhs;
            Ok(table_value(grown))
        }
        Some(_) if height < table.rows => Err(row_mismatch()),
        _ => super::field_assign(table, name, rhs),
    }
}
