//! Rearranging the variables of a table: `addvars`, `removevars`,
//! `renamevars`, `movevars`. Each returns a new table with the same rows;
//! none of them touches the data inside a variable.

use std::sync::Arc;

use super::index::var_positions;
use super::{as_table, check_var_names, row_mismatch, rows_of, table_value, text_list};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::value::{TableData, Value};

/// The table a function works on, or MATLAB's error for another class.
pub(crate) fn table_arg<'a>(value: &'a Value, function: &str) -> Result<&'a Arc<TableData>> {
    as_table(value).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:UndefinedFunction",
            format!(
                "Undefined function '{function}' for input arguments of type '{}'.",
                value.class().name()
            ),
        )
    })
}

/// The 0-based variables a names/numbers/mask argument selects.
fn selected(table: &TableData, value: &Value) -> Result<Vec<usize>> {
    var_positions(table, &Subscript::Index(value.clone()))
}

/// One variable position from a 'Before'/'After' location.
fn location(table: &TableData, value: &Value) -> Result<usize> {
    match selected(table, value)?.as_slice() {
        [one] => Ok(*one),
        _ => Err(RuntimeError::new(
            "MATLAB:table:InvalidLocation",
            "Specify a single table variable as the location.",
        )),
    }
}

/// Where moved or added variables go: before position `k` of the
/// remaining list (`None` is the end).
fn insertion_point(
    table: &TableData,
    option: Option<(bool, &Value)>,
    remaining: &[usize],
) -> Result<usize> {
    let Some((before, value)) = option else {
        return Ok(remaining.len());
    };
    let anchor = location(table, value)?;
    let at = remaining.iter().position(|&v| v == anchor).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:table:InvalidLocation",
            "The location cannot be one of the variables being moved.",
        )
    })?;
    Ok(if before { at } else { at + 1 })
}

fn name_value_error(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:InvalidNameValuePair",
        format!("Invalid parameter name: {name}."),
    )
}

/// `T2 = removevars(T1, vars)`.
pub fn removevars(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let table = table_arg(&values[0], "removevars")?;
    let gone = match values.get(1) {
        Some(v) => selected(table, v)?,
        None => Vec::new(),
    };
    let mut data = TableData::clone(table);
    let keep: Vec<usize> = (0..table.names.len())
        .filter(|i| !gone.contains(i))
        .collect();
    data.names = keep.iter().map(|&i| table.names[i].clone()).collect();
    data.columns = keep.iter().map(|&i| table.columns[i].clone()).collect();
    one(table_value(data))
}

/// `T2 = renamevars(T1, vars, newNames)`.
pub fn renamevars(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let table = table_arg(&values[0], "renamevars")?;
    let vars = selected(table, &values[1])?;
    let new_names = text_list(&values[2]).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:table:InvalidVarNames",
            "New variable names must be a character vector, a cell array of character vectors, or a string array.",
        )
    })?;
    if new_names.len() != vars.len() {
        return Err(RuntimeError::new(
            "MATLAB:table:renamevars:NumNamesMismatch",
            "The number of new variable names must equal the number of variables to rename.",
        ));
    }
    let mut data = TableData::clone(table);
    for (&v, name) in vars.iter().zip(new_names) {
        data.names[v] = name;
    }
    check_var_names(&data.names)?;
    one(table_value(data))
}

/// Reads trailing `'Before'`/`'After'` and (for addvars)
/// `'NewVariableNames'` pairs starting at `start`.
struct Placement<'a> {
    location: Option<(bool, &'a Value)>,
    new_names: Option<Vec<String>>,
}

fn placement<'a>(values: &'a [Value], function: &str, allow_names: bool) -> Result<Placement<'a>> {
    let mut out = Placement {
        location: None,
        new_names: None,
    };
    if !values.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:table:InvalidNameValuePair",
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in values.chunks(2) {
        let name = args::text(&pair[0], function)?;
        match name.to_ascii_lowercase().as_str() {
            "before" | "after" if out.location.is_some() => {
                return Err(RuntimeError::new(
                    "MATLAB:table:BeforeAndAfter",
                    "Specify either 'Before' or 'After', not both.",
                ))
            }
            "before" => out.location = Some((true, &pair[1])),
            "after" => out.location = Some((false, &pair[1])),
            "newvariablenames" if allow_names => {
                out.new_names = Some(text_list(&pair[1]).ok_or_else(|| name_value_error(&name))?)
            }
            _ => return Err(name_value_error(&name)),
        }
    }
    Ok(out)
}

/// `T2 = movevars(T1, vars)` (to the end), `movevars(T1, vars, 'Before', loc)`,
/// `movevars(T1, vars, 'After', loc)`.
pub fn movevars(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let table = table_arg(&values[0], "movevars")?;
    let moved = selected(table, &values[1])?;
    let options = placement(&values[2..], "movevars", false)?;
    let remaining: Vec<usize> = (0..table.names.len())
        .filter(|i| !moved.contains(i))
        .collect();
    let at = insertion_point(table, options.location, &remaining)?;
    let mut order = remaining[..at].to_vec();
    order.extend(&moved);
    order.extend(&remaining[at..]);
    let mut data = TableData::clone(table);
    data.names = order.iter().map(|&i| table.names[i].clone()).collect();
    data.columns = order.iter().map(|&i| table.columns[i].clone()).collect();
    check_var_names(&data.names)?;
    one(table_value(data))
}

fn is_placement_name(value: &Value) -> bool {
    matches!(value, Value::Char(_) | Value::String(_))
        && value.as_text().is_some_and(|t| {
            ["before", "after", "newvariablenames"].contains(&t.to_ascii_lowercase().as_str())
        })
}

/// `T2 = addvars(T1, var1, ..., varN)` with 'Before', 'After' and
/// 'NewVariableNames'. Default names are the arguments' own names, else
/// `Var<k>` for the k-th variable of the result.
pub fn addvars(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let count = values
        .iter()
        .skip(1)
        .position(is_placement_name)
        .map_or(values.len() - 1, |p| p);
    let given = interp.argument_names(count + 1);
    let table = table_arg(&values[0], "addvars")?;
    let added = &values[1..=count];
    let options = placement(&values[count + 1..], "addvars", true)?;
    let empty = table.names.is_empty() && table.rows == 0;
    let height = if empty {
        added.first().map_or(0, rows_of)
    } else {
        table.rows
    };
    if added.iter().any(|v| rows_of(v) != height) {
        return Err(row_mismatch());
    }
    let all: Vec<usize> = (0..table.names.len()).collect();
    let at = insertion_point(table, options.location, &all)?;
    let names: Vec<String> = match options.new_names {
        Some(names) if names.len() == count => names,
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:table:addvars:NewVariableNamesMismatch",
                "The number of new variable names must equal the number of variables to add.",
            ))
        }
        None => given[1..]
            .iter()
            .enumerate()
            .map(|(k, n)| n.clone().unwrap_or_else(|| format!("Var{}", at + k + 1)))
            .collect(),
    };
    let mut data = TableData::clone(table);
    data.rows = height;
    for (k, (name, value)) in names.into_iter().zip(added.iter().cloned()).enumerate() {
        data.names.insert(at + k, name);
        data.columns.insert(at + k, value);
    }
    check_var_names(&data.names)?;
    one(table_value(data))
}
