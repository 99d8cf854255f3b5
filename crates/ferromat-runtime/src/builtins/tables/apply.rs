//! `varfun`: a function applied to each variable of a table, on all rows
//! or on each group of rows with equal values in the grouping variables.
//! Groups come from the join key machinery (`keys.rs`), sorted by value;
//! user functions run through `Interpreter::call_function`.

use super::index::var_positions;
use super::keys::group_rows;
use super::vars::table_arg;
use super::{build, table_value, take_rows};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{FunctionHandle, Shape, Tensor, Value};
use std::sync::Arc;

#[derive(PartialEq)]
enum Format {
    Table,
    Uniform,
    Cell,
}

/// The prefix of output names: the function's name, `Fun` for an
/// anonymous function.
pub(crate) fn function_name(func: &Value) -> String {
    match func {
        Value::FunctionHandle(handle) => match handle.as_ref() {
            FunctionHandle::Named(name) => name.rsplit('.').next().unwrap_or(name).to_string(),
            FunctionHandle::Local(local) => local.name.clone(),
            FunctionHandle::Anonymous(_) => "Fun".to_string(),
        },
        other => other.as_text().unwrap_or_else(|| "Fun".to_string()),
    }
}

fn uniform_error(function: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:varfun:NotAScalarOutput",
        format!("The function '{function}' returned a non-scalar value; set 'OutputFormat' to 'cell' or 'table'."),
    )
}

/// `B = varfun(func, A)` with 'InputVariables', 'GroupingVariables' and
/// 'OutputFormat' ('table', 'uniform', 'cell').
pub fn varfun(interp: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let func = &values[0];
    let table = table_arg(&values[1], "varfun")?.clone();
    let rest = &values[2..];
    if !rest.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:table:InvalidNameValuePair",
            "Name-value arguments must come in pairs.",
        ));
    }
    let mut inputs: Option<Vec<usize>> = None;
    let mut grouping: Vec<usize> = Vec::new();
    let mut format = Format::Table;
    for pair in rest.chunks(2) {
        let name = args::text(&pair[0], "varfun")?;
        let vars = || var_positions(&table, &Subscript::Index(pair[1].clone()));
        match name.to_ascii_lowercase().as_str() {
            "inputvariables" => inputs = Some(vars()?),
            "groupingvariables" => grouping = vars()?,
            "outputformat" => {
                format = match args::text(&pair[1], "varfun")?
                    .to_ascii_lowercase()
                    .as_str()
                {
                    "table" => Format::Table,
                    "uniform" => Format::Uniform,
                    "cell" => Format::Cell,
                    _ => {
                        return Err(RuntimeError::new(
                            "MATLAB:table:varfun:InvalidOutputFormat",
                            "'OutputFormat' must be 'table', 'uniform', or 'cell'.",
                        ))
                    }
                }
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:table:InvalidNameValuePair",
                    format!("Invalid parameter name: {name}."),
                ))
            }
        }
    }
    let inputs: Vec<usize> = inputs.unwrap_or_else(|| {
        (0..table.names.len())
            .filter(|v| !grouping.contains(v))
            .collect()
    });
    let prefix = function_name(func);
    let row_groups = if grouping.is_empty() {
        vec![(0..table.rows).collect::<Vec<_>>()]
    } else {
        group_rows(&table, &grouping, false)?
    };
    // results[v][g]: the function of input variable v on group g.
    let mut results: Vec<Vec<Value>> = Vec::with_capacity(inputs.len());
    for &v in &inputs {
        let mut per_group = Vec::with_capacity(row_groups.len());
        for rows in &row_groups {
            let data = if grouping.is_empty() {
                table.columns[v].clone()
            } else {
                take_rows(&table.columns[v], rows)?
            };
            let out = interp.call_function(func, &[data], 1)?;
            let value = out.into_iter().next().ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:table:varfun:FunctionNoOutput",
                    format!("The function '{prefix}' returned no output."),
                )
            })?;
            if format == Format::Uniform && !value.is_scalar() {
                return Err(uniform_error(&prefix));
            }
            per_group.push(value);
        }
        results.push(per_group);
    }
    match format {
        Format::Uniform => {
            let columns = results
                .iter()
                .map(|col| ops::vertcat(col))
                .collect::<Result<Vec<_>>>()?;
            one(ops::horzcat(&columns)?)
        }
        Format::Cell => {
            let groups = row_groups.len();
            let data: Vec<Value> = results.into_iter().flatten().collect();
            one(Value::Cell(Arc::new(Tensor::new(
                Shape::matrix(groups, inputs.len()),
                data,
            ))))
        }
        Format::Table => {
            let mut names = Vec::new();
            let mut columns = Vec::new();
            let firsts: Vec<usize> = row_groups.iter().map(|g| g[0]).collect();
            if !grouping.is_empty() {
                for &g in &grouping {
                    names.push(table.names[g].clone());
                    columns.push(take_rows(&table.columns[g], &firsts)?);
                }
                names.push("GroupCount".to_string());
                columns.push(Value::matrix(
                    Shape::matrix(row_groups.len(), 1),
                    row_groups.iter().map(|g| g.len() as f64).collect(),
                ));
            }
            for (k, &v) in inputs.iter().enumerate() {
                names.push(format!("{prefix}_{}", table.names[v]));
                let column = ops::vertcat(&results[k])?;
                if !grouping.is_empty() && super::rows_of(&column) != row_groups.len() {
                    return Err(RuntimeError::new(
                        "MATLAB:table:varfun:GroupedOutputHeight",
                        format!("The function '{prefix}' must return one row for each group."),
                    ));
                }
                columns.push(column);
            }
            let height = columns.first().map_or(0, super::rows_of);
            let row_names = if grouping.is_empty() && height == table.rows {
                table.row_names.clone()
            } else {
                Vec::new()
            };
            one(table_value(build(names, columns, row_names, height)?))
        }
    }
}
