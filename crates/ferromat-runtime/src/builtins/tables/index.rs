//! Indexing tables, as the indexing module hands them over: `T.Var`,
//! `T.Properties`, `T(rows, vars)`, `T{rows, vars}`, their assignments,
//! `T(rows, :) = []`, and `[T1; T2]`, `[T1, T2]`. Every operation returns
//! a new table (tables are value objects); the caller stores it. Row and
//! variable subscripts are read in `positions` (mod.rs); row data moves
//! through the ordinary array indexing functions.

use std::sync::Arc;

use super::construct::select_rows;
use super::convert::concatenated;
use super::{
    as_table, build, cellstr_row, check_row_names, check_var_names, positions, row_mismatch,
    rows_of, table_value, text_list, unrecognized_var,
};
use crate::builtins::args;
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::ops;
use crate::value::{Shape, StructArray, TableData, Tensor, Value};

fn linear_subscript() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:LinearSubscript",
        "Subscripting into a table using one subscript (as in t(i)) is not supported. Specify a row subscript and a variable subscript, as in t(rows,vars).",
    )
}

fn unrecognized_row(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:UnrecognizedRowName",
        format!("Unrecognized row name '{name}'."),
    )
}

fn row_out_of_range() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:RowIndexOutOfRange",
        "Row index exceeds table dimensions.",
    )
}

fn var_out_of_range() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:VarIndexOutOfRange",
        "Variable index exceeds table dimensions.",
    )
}

fn two_subscripts(subs: &[Subscript]) -> Result<(&Subscript, &Subscript)> {
    match subs {
        [rows, vars] => Ok((rows, vars)),
        _ => Err(linear_subscript()),
    }
}

fn row_positions(table: &TableData, sub: &Subscript) -> Result<Vec<usize>> {
    let names = (!table.row_names.is_empty()).then_some(table.row_names.as_slice());
    positions(sub, table.rows, names, unrecognized_row, row_out_of_range)
}

pub(crate) fn var_positions(table: &TableData, sub: &Subscript) -> Result<Vec<usize>> {
    positions(
        sub,
        table.names.len(),
        Some(&table.names),
        unrecognized_var,
        var_out_of_range,
    )
}

/// `T.Properties` as a struct (MATLAB shows a TableProperties object with
/// these properties).
fn properties(table: &TableData) -> Value {
    let empty_row = || Value::Cell(Arc::new(Tensor::new(Shape::matrix(1, 0), Vec::new())));
    let row_names = if table.row_names.is_empty() {
        Value::Cell(Arc::new(Tensor::new(Shape::matrix(0, 0), Vec::new())))
    } else {
        super::cellstr_column(&table.row_names)
    };
    let fields = [
        ("Description", Value::char_row("")),
        ("UserData", Value::empty()),
        (
            "DimensionNames",
            cellstr_row(&["Row".to_string(), "Variables".to_string()]),
        ),
        ("VariableNames", cellstr_row(&table.names)),
        ("VariableDescriptions", empty_row()),
        ("VariableUnits", empty_row()),
        ("VariableContinuity", Value::empty()),
        ("RowNames", row_names),
    ];
    Value::Struct(Arc::new(StructArray::scalar(
        fields.into_iter().map(|(k, v)| (k.to_string(), v)),
    )))
}

/// `T.name`: a variable, `Properties`, `Row` (the row names) or
/// `Variables` (all data as one array).
pub fn member_value(table: &TableData, name: &str) -> Result<Value> {
    if let Some(i) = table.names.iter().position(|n| n == name) {
        return Ok(table.columns[i].clone());
    }
    match name {
        "Properties" => Ok(properties(table)),
        "Row" => Ok(super::cellstr_column(&table.row_names)),
        "Variables" => concatenated(table),
        _ => Err(unrecognized_var(name)),
    }
}

/// `T(rows, vars)`: a table of the selected rows and variables.
pub fn paren_get(table: &TableData, subs: &[Subscript]) -> Result<Value> {
    let (rows, vars) = two_subscripts(subs)?;
    let rows = row_positions(table, rows)?;
    let vars = var_positions(table, vars)?;
    let picked = select_rows(table, &rows)?;
    let names: Vec<String> = vars.iter().map(|&v| picked.names[v].clone()).collect();
    check_var_names(&names)?;
    Ok(table_value(TableData {
        columns: vars.iter().map(|&v| picked.columns[v].clone()).collect(),
        names,
        ..picked
    }))
}

/// `T{rows, vars}`: the selected data concatenated into one array.
pub fn brace_get(table: &TableData, subs: &[Subscript]) -> Result<Vec<Value>> {
    let sub = paren_get(table, subs)?;
    let sub = as_table(&sub).ok_or_else(linear_subscript)?;
    Ok(vec![concatenated(sub)?])
}

fn is_null(value: &Value) -> bool {
    matches!(value, Value::Double(t) if t.shape().dims() == [0, 0])
}

/// Rows an assignment writes: like reading, but numbers past the end grow
/// the table.
fn assigned_rows(table: &TableData, sub: &Subscript) -> Result<Vec<usize>> {
    match sub {
        Subscript::Index(value @ (Value::Double(_) | Value::Single(_)))
            if !super::is_text(value) =>
        {
            let numbers = value.to_f64_vec().unwrap_or_default();
            numbers
                .iter()
                .map(|&x| {
                    if x >= 1.0 && x.fract() == 0.0 && x <= f64::from(u32::MAX) {
                        Ok(x as usize - 1)
                    } else {
                        Err(RuntimeError::new(
                            "MATLAB:badsubscript",
                            "Array indices must be positive integers or logical values.",
                        ))
                    }
                })
                .collect()
        }
        _ => row_positions(table, sub),
    }
}

/// Writes `value` into rows `rows` of one variable.
fn write_rows(column: &Value, rows: &[usize], value: Value, braces: bool) -> Result<Value> {
    let subs = super::row_subscripts(rows, column.shape().ndims());
    // Text into a cell variable goes inside its cells (`T{1,'Name'} = 'x'`).
    let value = match (column, &value) {
        (Value::Cell(_), Value::Cell(_)) if !braces => value,
        (Value::Cell(_), _) => Value::Cell(Arc::new(Tensor::new(Shape::scalar(), vec![value]))),
        _ => value,
    };
    crate::index::paren_set(Some(column.clone()), &subs, value)
}

/// Puts updated columns into a table, growing row names where the
/// assignment added rows.
fn with_columns(table: &TableData, columns: Vec<Value>) -> Result<Value> {
    let rows = columns.first().map_or(table.rows, rows_of);
    if columns.iter().any(|c| rows_of(c) != rows) {
        return Err(row_mismatch());
    }
    let mut row_names = table.row_names.clone();
    if !row_names.is_empty() {
        for r in row_names.len()..rows {
            row_names.push(format!("Row{}", r + 1));
        }
    }
    Ok(table_value(build(
        table.names.clone(),
        columns,
        row_names,
        rows,
    )?))
}

/// The table lengthened to hold every row an assignment writes.
fn grown_for(table: &TableData, rows: &[usize]) -> Result<TableData> {
    let height = rows.iter().max().map_or(0, |&r| r + 1);
    super::grow::lengthen_table(table, height)
}

/// `T(rows, vars) = rhs`: `[]` deletes rows or variables; a table or a
/// cell supplies one value per variable; an array one column per variable.
pub fn paren_assign(table: &TableData, subs: &[Subscript], rhs: Value) -> Result<Value> {
    let (row_sub, var_sub) = two_subscripts(subs)?;
    if is_null(&rhs) {
        return delete(table, row_sub, var_sub);
    }
    let rows = assigned_rows(table, row_sub)?;
    let vars = var_positions(table, var_sub)?;
    let table = &grown_for(table, &rows)?;
    let mut columns = table.columns.clone();
    let mismatch = || {
        RuntimeError::new(
            "MATLAB:table:AssignmentDimensionMismatch",
            "The number of values on the right does not match the number of rows and variables selected.",
        )
    };
    for (k, &v) in vars.iter().enumerate() {
        let value = match &rhs {
            Value::Object(_) => {
                let source = as_table(&rhs).ok_or_else(mismatch)?;
                if source.names.len() != vars.len() || source.rows != rows.len() {
                    return Err(mismatch());
                }
                source.columns[k].clone()
            }
            Value::Cell(cell) if !matches!(columns[v], Value::Cell(_)) || vars.len() > 1 => {
                if cell.numel() != vars.len() * rows.len() {
                    return Err(mismatch());
                }
                let items: Vec<Value> = cell.data()[k * rows.len()..(k + 1) * rows.len()].to_vec();
                if matches!(columns[v], Value::Cell(_)) {
                    Value::Cell(Arc::new(Tensor::new(Shape::matrix(items.len(), 1), items)))
                } else {
                    ops::vertcat(&items)?
                }
            }
            _ if vars.len() == 1 => rhs.clone(),
            _ if rhs.is_scalar() => rhs.clone(),
            _ => {
                if rhs.shape().cols() != vars.len() {
                    return Err(mismatch());
                }
                crate::index::paren_get(
                    &rhs,
                    &[
                        Subscript::Colon,
                        Subscript::Index(Value::scalar((k + 1) as f64)),
                    ],
                )?
            }
        };
        columns[v] = write_rows(&columns[v], &rows, value, false)?;
    }
    with_columns(table, columns)
}

/// `T{rows, vars} = rhs`: the contents of the selected variables.
pub fn brace_assign(table: &TableData, subs: &[Subscript], rhs: Value) -> Result<Value> {
    let (row_sub, var_sub) = two_subscripts(subs)?;
    let rows = assigned_rows(table, row_sub)?;
    let vars = var_positions(table, var_sub)?;
    let table = &grown_for(table, &rows)?;
    let mut columns = table.columns.clone();
    for (k, &v) in vars.iter().enumerate() {
        let value = if vars.len() == 1 || rhs.is_scalar() {
            rhs.clone()
        } else {
            crate::index::paren_get(
                &rhs,
                &[
                    Subscript::Colon,
                    Subscript::Index(Value::scalar((k + 1) as f64)),
                ],
            )?
        };
        columns[v] = write_rows(&columns[v], &rows, value, true)?;
    }
    with_columns(table, columns)
}

/// `T(rows, :) = []` or `T(:, vars) = []`.
fn delete(table: &TableData, rows: &Subscript, vars: &Subscript) -> Result<Value> {
    match (rows, vars) {
        (_, Subscript::Colon) => {
            let gone = row_positions(table, rows)?;
            let kept: Vec<usize> = (0..table.rows).filter(|r| !gone.contains(r)).collect();
            Ok(table_value(select_rows(table, &kept)?))
        }
        (Subscript::Colon, _) => {
            let gone = var_positions(table, vars)?;
            let keep = |i: &usize| !gone.contains(i);
            let mut data = table.clone();
            data.names = (0..table.names.len())
                .filter(keep)
                .map(|i| table.names[i].clone())
                .collect();
            data.columns = (0..table.columns.len())
                .filter(keep)
                .map(|i| table.columns[i].clone())
                .collect();
            Ok(table_value(data))
        }
        _ => Err(RuntimeError::new(
            "MATLAB:table:InvalidEmptyAssignment",
            "At least one subscript must be ':' when you delete rows or variables by assigning [].",
        )),
    }
}

/// `T.name = rhs`: replaces or adds a variable (its height must match the
/// table's, unless the table is empty), or sets `Properties`.
pub fn field_assign(table: &TableData, name: &str, rhs: Value) -> Result<Value> {
    if name == "Properties" {
        return set_properties(table, &rhs);
    }
    let mut data = table.clone();
    let empty = table.names.is_empty() && table.rows == 0;
    if !empty && rows_of(&rhs) != table.rows {
        return Err(row_mismatch());
    }
    if empty {
        data.rows = rows_of(&rhs);
    }
    match table.names.iter().position(|n| n == name) {
        Some(i) => data.columns[i] = rhs,
        None => {
            data.names.push(name.to_string());
            data.columns.push(rhs);
            check_var_names(&data.names)?;
        }
    }
    Ok(table_value(data))
}

/// `T.Properties = S` (what `T.Properties.VariableNames = ...` becomes):
/// variable and row names change; the other properties are fixed here.
fn set_properties(table: &TableData, rhs: &Value) -> Result<Value> {
    let Value::Struct(given) = rhs else {
        return Err(RuntimeError::new(
            "MATLAB:table:InvalidProperties",
            "Table properties must be set from a table properties structure.",
        ));
    };
    let current = properties(table);
    let Value::Struct(current) = &current else {
        return Err(unrecognized_var("Properties"));
    };
    let mut data = table.clone();
    for (field, values) in &given.fields {
        let Some(value) = values.first() else {
            continue;
        };
        match field.as_str() {
            "VariableNames" => {
                let names = text_list(value).ok_or_else(|| {
                    RuntimeError::new(
                        "MATLAB:table:InvalidVarNames",
                        "Variable names must be a cell array of character vectors or a string array.",
                    )
                })?;
                if names.len() != table.names.len() {
                    return Err(RuntimeError::new(
                        "MATLAB:table:IncorrectNumberOfVarNames",
                        "The VariableNames property must contain one name for each variable in the table.",
                    ));
                }
                check_var_names(&names)?;
                data.names = names;
            }
            "RowNames" => {
                let names = if value.is_empty() {
                    Vec::new()
                } else {
                    text_list(value).ok_or_else(|| {
                        RuntimeError::new(
                            "MATLAB:table:InvalidRowNames",
                            "Row names must be a cell array of character vectors or a string array.",
                        )
                    })?
                };
                check_row_names(&names, table.rows)?;
                data.row_names = names;
            }
            other => {
                if current.get(other, 0) != Some(value) {
                    return Err(RuntimeError::new(
                        "ferromat:table:UnsupportedProperty",
                        format!("Setting the table property '{other}' is not supported."),
                    ));
                }
            }
        }
    }
    Ok(table_value(data))
}

/// `[T1; T2]` (dim 0) or `[T1, T2]` (dim 1). Vertically, variables are
/// matched by name and a cell row is read as one row of values.
pub fn cat(dim: usize, operands: &[&Value]) -> Result<Value> {
    let Some(first) = operands.iter().find_map(|v| as_table(v)) else {
        return Err(unrecognized_var(""));
    };
    let first = first.clone();
    match dim {
        0 => vertical(&first, operands),
        1 => horizontal(operands),
        _ => Err(RuntimeError::new(
            "MATLAB:table:cat:InvalidDim",
            "Tables can only be concatenated along the first or second dimension.",
        )),
    }
}

fn vertical(first: &TableData, operands: &[&Value]) -> Result<Value> {
    let unequal = || {
        RuntimeError::new(
            "MATLAB:table:vertcat:UnequalVarNames",
            "All tables being vertically concatenated must have the same variable names.",
        )
    };
    let width = first.names.len();
    let mut parts: Vec<Vec<Value>> = vec![Vec::new(); width];
    let mut row_names = Vec::new();
    let mut all_named = true;
    let mut rows = 0;
    for operand in operands {
        if let Some(table) = as_table(operand) {
            if table.names.len() != width {
                return Err(unequal());
            }
            for (j, name) in first.names.iter().enumerate() {
                let at = table
                    .names
                    .iter()
                    .position(|n| n == name)
                    .ok_or_else(unequal)?;
                parts[j].push(table.columns[at].clone());
            }
            all_named &= !table.row_names.is_empty() || table.rows == 0;
            row_names.extend(table.row_names.iter().cloned());
            rows += table.rows;
        } else if let Value::Cell(cell) = operand {
            let shape = cell.shape();
            if shape.ndims() != 2 || shape.cols() != width {
                return Err(unequal());
            }
            let n = shape.rows();
            for (j, part) in parts.iter_mut().enumerate() {
                let items: Vec<Value> = cell.data()[j * n..(j + 1) * n].to_vec();
                part.push(match &first.columns[j] {
                    Value::Cell(_) => {
                        Value::Cell(Arc::new(Tensor::new(Shape::matrix(n, 1), items)))
                    }
                    _ => ops::vertcat(&items)?,
                });
            }
            all_named = false;
            rows += n;
        } else {
            return Err(RuntimeError::new(
                "MATLAB:table:vertcat:NonTable",
                "All input arguments must be tables.",
            ));
        }
    }
    let columns = parts
        .iter()
        .map(|p| ops::vertcat(p.as_slice()))
        .collect::<Result<Vec<_>>>()?;
    args::check_allocation_dims(&[rows, width], std::mem::size_of::<Value>())?;
    let row_names = if all_named && !first.row_names.is_empty() {
        row_names
    } else {
        Vec::new()
    };
    Ok(table_value(build(
        first.names.clone(),
        columns,
        row_names,
        rows,
    )?))
}

fn horizontal(operands: &[&Value]) -> Result<Value> {
    let mut names = Vec::new();
    let mut columns = Vec::new();
    let mut rows = None;
    let mut row_names = Vec::new();
    for operand in operands {
        let table = as_table(operand).ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:table:horzcat:NonTable",
                "All input arguments must be tables.",
            )
        })?;
        if rows.is_some_and(|r| r != table.rows) {
            return Err(RuntimeError::new(
                "MATLAB:table:horzcat:SizeMismatch",
                "All tables being horizontally concatenated must have the same number of rows.",
            ));
        }
        rows = Some(table.rows);
        if row_names.is_empty() {
            row_names = table.row_names.clone();
        }
        names.extend(table.names.iter().cloned());
        columns.extend(table.columns.iter().cloned());
    }
    Ok(table_value(build(
        names,
        columns,
        row_names,
        rows.unwrap_or(0),
    )?))
}
