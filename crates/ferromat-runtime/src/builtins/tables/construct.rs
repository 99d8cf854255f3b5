//! Making tables: `table`, `array2table`, `cell2table`, `struct2table`,
//! and the queries `istable`, `height`, `width`, `head`, `tail`. Variable
//! names come from 'VariableNames', else from the caller's argument
//! names (the interpreter records them for these calls), else `Var1`...
//! This file builds tables; it does not index or display them.

use std::sync::Arc;

use super::names::{default_names, make_unique};
use super::{as_table, build, rows_of, table_value, take_rows, text_list};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Shape, StructArray, TableData, Tensor, Value};

/// The name-value options the constructors share.
#[derive(Default)]
struct Options {
    variable_names: Option<Vec<String>>,
    row_names: Option<Vec<String>>,
}

fn is_option_name(value: &Value) -> bool {
    matches!(value, Value::Char(_) | Value::String(_))
        && value.as_text().is_some_and(|t| {
            ["variablenames", "rownames"].contains(&t.to_ascii_lowercase().as_str())
        })
}

fn parse_options(args: &[Value], function: &str) -> Result<Options> {
    let mut options = Options::default();
    if !args.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:table:InvalidNameValuePair",
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in args.chunks(2) {
        let name = args::text(&pair[0], function)?;
        let list = || {
            text_list(&pair[1]).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:table:InvalidVarNames",
                    format!("The {name} value must be a cell array of character vectors or a string array."),
                )
            })
        };
        match name.to_ascii_lowercase().as_str() {
            "variablenames" => options.variable_names = Some(list()?),
            "rownames" => options.row_names = Some(list()?),
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:table:InvalidNameValuePair",
                    format!("Invalid parameter name: {name}."),
                ))
            }
        }
    }
    Ok(options)
}

/// Applies the options to variables that already have default names.
fn finish(
    columns: Vec<Value>,
    mut names: Vec<String>,
    rows: usize,
    options: Options,
) -> Result<Value> {
    if let Some(given) = options.variable_names {
        if given.len() != columns.len() {
            return Err(RuntimeError::new(
                "MATLAB:table:IncorrectNumberOfVarNames",
                "The VariableNames property must contain one name for each variable in the table.",
            ));
        }
        names = given;
    }
    let row_names = options.row_names.unwrap_or_default();
    Ok(table_value(build(names, columns, row_names, rows)?))
}

/// The names the caller wrote for the first `count` arguments, where they
/// were plain variables (`inputname`), else `None`.
pub(crate) fn argument_names(interp: &mut Interpreter, count: usize) -> Vec<Option<String>> {
    let mut names = std::mem::take(&mut interp.call_argument_names);
    names.resize(count, None);
    names
}

/// `T = table(var1, ..., varN, Name, Value)`.
pub fn table(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data_count = args.iter().position(is_option_name).unwrap_or(args.len());
    let given = argument_names(interp, data_count);
    let (data, rest) = args.split_at(data_count);
    let options = parse_options(rest, "table")?;
    let rows = data
        .first()
        .map_or_else(|| options.row_names.as_ref().map_or(0, Vec::len), rows_of);
    let mut names: Vec<String> = given
        .into_iter()
        .enumerate()
        .map(|(i, n)| n.unwrap_or_else(|| format!("Var{}", i + 1)))
        .collect();
    make_unique(&mut names);
    one(finish(data.to_vec(), names, rows, options)?)
}

/// Default names `A1, A2, ...` from the input's own name, else `Var1...`.
fn numbered_names(base: Option<String>, count: usize) -> Vec<String> {
    match base {
        Some(base) => (1..=count).map(|i| format!("{base}{i}")).collect(),
        None => default_names(1, count),
    }
}

fn two_dimensional(value: &Value, function: &str) -> Result<(usize, usize)> {
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:NDArray"),
            "Input must be a 2-D array.",
        ));
    }
    Ok((shape.rows(), shape.cols()))
}

fn column_of(value: &Value, col: usize) -> Result<Value> {
    crate::index::paren_get(
        value,
        &[
            crate::index::Subscript::Colon,
            crate::index::Subscript::Index(Value::scalar((col + 1) as f64)),
        ],
    )
}

/// `T = array2table(A, Name, Value)`: each column of `A` a variable.
pub fn array2table(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let base = argument_names(interp, 1).into_iter().next().flatten();
    let (array, rest) = args
        .split_first()
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    if matches!(array, Value::Cell(_) | Value::Struct(_)) || as_table(array).is_some() {
        return Err(RuntimeError::new(
            "MATLAB:array2table:CellInput",
            "Input must be a numeric, logical, char, or string array; use cell2table for a cell array.",
        ));
    }
    let (rows, cols) = two_dimensional(array, "array2table")?;
    let columns = (0..cols)
        .map(|c| column_of(array, c))
        .collect::<Result<Vec<_>>>()?;
    let options = parse_options(rest, "array2table")?;
    one(finish(columns, numbered_names(base, cols), rows, options)?)
}

/// A cell column as a table variable: text becomes a cellstr column,
/// numbers or logicals of one class a numeric column, anything else stays
/// a cell column.
fn variable_from_cells(cells: &[Value]) -> Result<Value> {
    let column = Value::Cell(Arc::new(Tensor::new(
        Shape::matrix(cells.len(), 1),
        cells.to_vec(),
    )));
    let all_text = cells
        .iter()
        .all(|v| matches!(v, Value::Char(t) if t.shape().rows() <= 1));
    if all_text || cells.is_empty() {
        return Ok(column);
    }
    let first = cells[0].class();
    let uniform = cells.iter().all(|v| {
        v.class() == first
            && v.is_scalar()
            && !matches!(
                v,
                Value::Cell(_) | Value::Struct(_) | Value::Object(_) | Value::FunctionHandle(_)
            )
    });
    if uniform {
        return ops::vertcat(cells);
    }
    Ok(column)
}

/// `T = cell2table(C, Name, Value)`.
pub fn cell2table(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let base = argument_names(interp, 1).into_iter().next().flatten();
    let (cell, rest) = args
        .split_first()
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    let Value::Cell(tensor) = cell else {
        return Err(RuntimeError::new(
            "MATLAB:cell2table:NotCell",
            "Input must be a cell array.",
        ));
    };
    let (rows, cols) = two_dimensional(cell, "cell2table")?;
    let columns = (0..cols)
        .map(|c| variable_from_cells(&tensor.data()[c * rows..(c + 1) * rows]))
        .collect::<Result<Vec<_>>>()?;
    let options = parse_options(rest, "cell2table")?;
    one(finish(columns, numbered_names(base, cols), rows, options)?)
}

/// `T = struct2table(S)`: one variable per field. A scalar struct's field
/// values are the variables; a struct array gives one row per element.
pub fn struct2table(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (value, rest) = args
        .split_first()
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    let Value::Struct(array) = value else {
        return Err(RuntimeError::new(
            "MATLAB:struct2table:NotStruct",
            "Input must be a structure.",
        ));
    };
    let options = parse_options(rest, "struct2table")?;
    let names: Vec<String> = array.fields.keys().cloned().collect();
    let (columns, rows) = if array.numel() == 1 {
        let columns: Vec<Value> = array
            .fields
            .values()
            .map(|v| v.first().cloned().unwrap_or_else(Value::empty))
            .collect();
        let rows = columns.first().map_or(0, rows_of);
        (columns, rows)
    } else {
        let columns = array
            .fields
            .values()
            .map(|values| variable_from_cells(values.as_slice()))
            .collect::<Result<Vec<_>>>()?;
        (columns, array.numel())
    };
    one(finish(columns, names, rows, options)?)
}

/// `istable(x)`.
pub fn istable(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    one(Value::bool(as_table(value).is_some()))
}

/// `height(x)`: the number of rows of a table or any array.
pub fn height(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    one(Value::scalar(value.shape().rows() as f64))
}

/// `width(x)`: the number of variables of a table, columns of an array.
pub fn width(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    one(Value::scalar(value.shape().cols() as f64))
}

/// The first or last `k` rows (8 unless given) of a table or array.
fn ends(args: &[Value], function: &str, first: bool) -> Result<Outputs> {
    let value = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let k = match args.get(1) {
        Some(k) => args::count(k, function)?,
        None => 8,
    };
    let height = value.shape().rows();
    let k = k.min(height);
    let rows: Vec<usize> = if first {
        (0..k).collect()
    } else {
        (height - k..height).collect()
    };
    if let Some(table) = as_table(value) {
        return one(table_value(select_rows(table, &rows)?));
    }
    one(take_rows(value, &rows)?)
}

/// `head(T, k)`.
pub fn head(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    ends(args, "head", true)
}

/// `tail(T, k)`.
pub fn tail(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    ends(args, "tail", false)
}

/// The rows `rows` (0-based, already checked) of a table.
pub(crate) fn select_rows(table: &TableData, rows: &[usize]) -> Result<TableData> {
    let columns = table
        .columns
        .iter()
        .map(|c| take_rows(c, rows))
        .collect::<Result<Vec<_>>>()?;
    let row_names = if table.row_names.is_empty() {
        Vec::new()
    } else {
        rows.iter().map(|&r| table.row_names[r].clone()).collect()
    };
    Ok(TableData {
        names: table.names.clone(),
        columns,
        row_names,
        rows: rows.len(),
    })
}

/// An empty struct with the table's variable names as fields, `n`x1.
pub(crate) fn struct_column(names: &[String], rows: usize, values: Vec<Vec<Value>>) -> Value {
    Value::Struct(Arc::new(StructArray {
        shape: Shape::matrix(rows, 1),
        fields: names.iter().cloned().zip(values).collect(),
    }))
}
