//! MATLAB's `table`: a value class on the built-in object model
//! (`Object::Table`, data in `value::TableData`). This module holds the
//! rules every table function shares: checking names and heights, MATLAB's
//! error texts, reading lists of names, and picking rows. Constructors and
//! conversions live in `construct.rs` and `convert.rs`, indexing in
//! `index.rs` (growth past the height in `grow.rs`), files in `io.rs`,
//! name repair in `names.rs`, variable rearranging in `vars.rs`, joins in
//! `join.rs` on the key matching of `keys.rs`, `varfun` in `apply.rs`,
//! `rowfun` in `rowfun.rs`, `groupsummary`/`groupcounts` in `groups.rs`,
//! `summary` in `summary.rs`;
//! display is in `display/table.rs`. Nothing here evaluates MATLAB code
//! (`varfun` calls user functions through the interpreter).

pub mod apply;
pub mod construct;
pub mod convert;
pub mod groups;
pub mod grow;
pub mod index;
pub mod io;
pub mod join;
pub(crate) mod keys;
pub mod names;
pub mod rowfun;
pub mod sort;
pub mod summary;
pub mod vars;

use std::sync::Arc;

use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::value::{Object, Shape, TableData, Tensor, Value};

pub use grow::nested_field_assign;
pub use index::{
    brace_assign, brace_get, cat, field_assign, member_value, paren_assign, paren_get,
};

/// The table inside `value`, if it is one.
pub fn as_table(value: &Value) -> Option<&Arc<TableData>> {
    match value {
        Value::Object(Object::Table(table)) => Some(table),
        _ => None,
    }
}

/// A table value from checked parts.
pub fn table_value(data: TableData) -> Value {
    Value::Object(Object::Table(Arc::new(data)))
}

pub(crate) fn unrecognized_var(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:UnrecognizedVarName",
        format!("Unrecognized table variable name '{name}'."),
    )
}

pub(crate) fn duplicate_var(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:DuplicateVarNames",
        format!("Duplicate table variable name: '{name}'."),
    )
}

pub(crate) fn unequal_heights() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:UnequalVarLengths",
        "All table variables must have the same number of rows.",
    )
}

pub(crate) fn row_mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:RowDimensionMismatch",
        "To assign to or create a variable in a table, the number of rows must match the height of the table.",
    )
}

/// The number of rows of an array as a table variable.
pub(crate) fn rows_of(value: &Value) -> usize {
    value.shape().rows()
}

/// Names reserved by the table class itself.
const RESERVED: [&str; 4] = ["Properties", "RowNames", "VariableNames", ":"];

/// Checks a full list of variable names: each non-empty, not reserved, no
/// two alike.
pub(crate) fn check_var_names(names: &[String]) -> Result<()> {
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(RuntimeError::new(
                "MATLAB:table:VariableNameNotValid",
                "Table variable names must be nonempty character vectors or strings.",
            ));
        }
        if RESERVED.contains(&name.as_str()) {
            return Err(RuntimeError::new(
                "MATLAB:table:ReservedVarnameConflict",
                format!("'{name}' is a reserved name and cannot be used as a variable name."),
            ));
        }
        if names[..i].contains(name) {
            return Err(duplicate_var(name));
        }
    }
    Ok(())
}

/// Checks row names against the height: one per row, non-empty, unique.
pub(crate) fn check_row_names(names: &[String], rows: usize) -> Result<()> {
    if names.is_empty() {
        return Ok(());
    }
    if names.len() != rows {
        return Err(RuntimeError::new(
            "MATLAB:table:IncorrectNumberOfRowNames",
            "The RowNames property must contain one name for each row in the table.",
        ));
    }
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(RuntimeError::new(
                "MATLAB:table:InvalidRowNames",
                "Row names must be nonempty character vectors or strings.",
            ));
        }
        if names[..i].contains(name) {
            return Err(RuntimeError::new(
                "MATLAB:table:DuplicateRowNames",
                format!("Duplicate row name: '{name}'."),
            ));
        }
    }
    Ok(())
}

/// Builds a checked table: names valid, every variable `rows` tall.
pub(crate) fn build(
    names: Vec<String>,
    columns: Vec<Value>,
    row_names: Vec<String>,
    rows: usize,
) -> Result<TableData> {
    check_var_names(&names)?;
    if columns.iter().any(|c| rows_of(c) != rows) {
        return Err(unequal_heights());
    }
    check_row_names(&row_names, rows)?;
    Ok(TableData {
        names,
        columns,
        row_names,
        rows,
    })
}

/// A list of names: a char row, a cell of char rows, or a string array.
pub(crate) fn text_list(value: &Value) -> Option<Vec<String>> {
    match value {
        Value::Char(t) if t.shape().rows() <= 1 => value.as_text().map(|s| vec![s]),
        Value::String(t) => t
            .data()
            .iter()
            .map(|s| s.as_deref().map(str::to_string))
            .collect(),
        Value::Cell(cell) => cell
            .data()
            .iter()
            .map(|item| match item {
                Value::Char(t) if t.shape().rows() <= 1 => item.as_text(),
                Value::String(t) if t.numel() == 1 => item.as_text(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Whether `value` is text that names something (not a numeric index).
pub(crate) fn is_text(value: &Value) -> bool {
    matches!(value, Value::Char(_) | Value::String(_))
        || matches!(value, Value::Cell(c) if c.data().iter().all(|v| matches!(v, Value::Char(_) | Value::String(_))))
}

/// A cell column of char rows (how tables hold text).
pub(crate) fn cellstr_column(texts: &[String]) -> Value {
    let data = texts.iter().map(|s| Value::char_row(s)).collect();
    Value::Cell(Arc::new(Tensor::new(Shape::matrix(texts.len(), 1), data)))
}

/// A 1xN cell row of char rows (`VariableNames`).
pub(crate) fn cellstr_row(texts: &[String]) -> Value {
    let data = texts.iter().map(|s| Value::char_row(s)).collect();
    Value::Cell(Arc::new(Tensor::new(Shape::matrix(1, texts.len()), data)))
}

/// The 0-based positions `sub` selects among `count` things called
/// `names` (`None` where they have no names). Numbers and logical masks
/// are checked by the array indexing rules; text is looked up by name.
pub(crate) fn positions(
    sub: &Subscript,
    count: usize,
    names: Option<&[String]>,
    unknown: impl Fn(&str) -> RuntimeError,
    out_of_range: impl Fn() -> RuntimeError,
) -> Result<Vec<usize>> {
    let value = match sub {
        Subscript::Colon => return Ok((0..count).collect()),
        Subscript::Index(value) => value,
    };
    if is_text(value) {
        let wanted = text_list(value).unwrap_or_default();
        let Some(names) = names else {
            return Err(unknown(wanted.first().map_or("", String::as_str)));
        };
        return wanted
            .iter()
            .map(|w| names.iter().position(|n| n == w).ok_or_else(|| unknown(w)))
            .collect();
    }
    let ordinals = Value::matrix(
        Shape::matrix(count, 1),
        (1..=count).map(|i| i as f64).collect(),
    );
    let picked = crate::index::paren_get(&ordinals, std::slice::from_ref(sub)).map_err(|e| {
        if e.message.starts_with("Index exceeds") {
            out_of_range()
        } else {
            e
        }
    })?;
    Ok(picked
        .to_f64_vec()
        .unwrap_or_default()
        .into_iter()
        .map(|x| x as usize - 1)
        .collect())
}

/// The rows `rows` (0-based) of an array, keeping every other dimension.
pub(crate) fn take_rows(value: &Value, rows: &[usize]) -> Result<Value> {
    crate::index::paren_get(value, &row_subscripts(rows, value.shape().ndims()))
}

/// `(rows, :, ..., :)` for an array of `ndims` dimensions (`rows` 0-based).
pub(crate) fn row_subscripts(rows: &[usize], ndims: usize) -> Vec<Subscript> {
    let index = Value::matrix(
        Shape::matrix(rows.len(), 1),
        rows.iter().map(|&r| (r + 1) as f64).collect(),
    );
    let mut subs = vec![Subscript::Index(index)];
    subs.extend(std::iter::repeat_n(Subscript::Colon, ndims - 1));
    subs
}

#[cfg(test)]
mod tests;
