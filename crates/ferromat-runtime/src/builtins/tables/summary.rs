//! `summary(T)`: a table's size, its variables and their types, then the
//! statistics of the variables they apply to (numeric ones):
//! NumMissing, Min, Median, Max, Mean, Std, printed as a table with one
//! row per variable (R2024b's layout); `s = summary(T)` returns them as a
//! struct with one field per variable. The statistics are the ordinary
//! builtins called through the interpreter; the print uses the table
//! display. It must not change the table.

use std::sync::Arc;

use super::vars::table_arg;
use super::{build, rows_of, table_value};
use crate::builtins::{one, Outputs};
use crate::display;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{FunctionHandle, Shape, StructArray, TableData, Value};

/// The statistics of one variable, one value per column of it.
struct Statistics {
    missing: Value,
    min: Value,
    median: Value,
    max: Value,
    mean: Value,
    std: Value,
}

const STATISTIC_NAMES: [&str; 6] = ["NumMissing", "Min", "Median", "Max", "Mean", "Std"];

fn call(interp: &mut Interpreter, name: &str, inputs: &[Value]) -> Result<Value> {
    let handle = Value::FunctionHandle(Arc::new(FunctionHandle::Named(name.to_string())));
    interp
        .call_function(&handle, inputs, 1)?
        .into_iter()
        .next()
        .ok_or_else(|| RuntimeError::new("MATLAB:summary:NoOutput", "No output."))
}

/// Whether a variable gets statistics: numbers (a logical variable shows
/// its count of true values in the list instead).
fn has_statistics(column: &Value) -> bool {
    column.class().is_numeric()
}

fn statistics(interp: &mut Interpreter, column: &Value) -> Result<Statistics> {
    let data = column.clone();
    let dim = Value::scalar(1.0);
    let omit = Value::char_row("omitnan");
    let empty = Value::empty();
    let missing = super::groups::missing_mask(&data);
    Ok(Statistics {
        missing: call(interp, "sum", &[missing, dim.clone()])?,
        min: call(interp, "min", &[data.clone(), empty.clone(), dim.clone()])?,
        median: call(interp, "median", &[data.clone(), dim.clone(), omit.clone()])?,
        max: call(interp, "max", &[data.clone(), empty, dim.clone()])?,
        mean: call(interp, "mean", &[data.clone(), dim.clone(), omit.clone()])?,
        std: call(interp, "std", &[data, Value::scalar(0.0), dim, omit])?,
    })
}

/// The type a variable is listed with: its class, `N-column` before it
/// for a variable of several columns, the count of true values after a
/// logical one.
fn type_text(column: &Value) -> String {
    let class = match column {
        Value::Cell(cell)
            if cell
                .data()
                .iter()
                .all(|v| matches!(v, Value::Char(t) if t.shape().rows() <= 1)) =>
        {
            "cell array of character vectors".to_string()
        }
        other => other.class().name().to_string(),
    };
    let width = column
        .shape()
        .numel()
        .checked_div(rows_of(column))
        .unwrap_or(0);
    let mut text = if width > 1 && !matches!(column, Value::Char(_)) {
        format!("{width}-column {class}")
    } else {
        class
    };
    if let Value::Logical(bits) = column {
        let count = bits.data().iter().filter(|&&b| b).count();
        text.push_str(&format!(" ({count} true)"));
    }
    text
}

/// `summary(T)` prints; `s = summary(T)` returns the struct.
pub fn summary(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let [source] = values else {
        return Err(if values.is_empty() {
            RuntimeError::not_enough_inputs()
        } else {
            RuntimeError::too_many_inputs()
        });
    };
    let given = interp.argument_names(1).into_iter().next().flatten();
    let table = table_arg(source, "summary")?.clone();
    let mut stats: Vec<Option<Statistics>> = Vec::with_capacity(table.columns.len());
    for column in &table.columns {
        stats.push(if has_statistics(column) && table.rows > 0 {
            Some(statistics(interp, column)?)
        } else {
            None
        });
    }
    if nargout > 0 {
        return one(as_struct(&table, &stats));
    }
    let text = printed(interp, given.as_deref(), &table, &stats)?;
    interp.print(&text);
    Ok(Outputs::new())
}

fn printed(
    interp: &Interpreter,
    given: Option<&str>,
    table: &TableData,
    stats: &[Option<Statistics>],
) -> Result<String> {
    // MATLAB names the table as the caller did; an expression has no name.
    let label = given.map_or(String::new(), |n| format!("{n}: "));
    let mut out = format!(
        "{label}{}×{} table\n\nVariables:\n\n",
        table.rows,
        table.names.len()
    );
    for (name, column) in table.names.iter().zip(&table.columns) {
        out.push_str(&format!("    {name}: {}\n", type_text(column)));
    }
    // One row per variable column with statistics (a two-column variable
    // gives rows `X(:,1)`, `X(:,2)`).
    let mut row_names = Vec::new();
    let mut cells: Vec<Vec<f64>> = vec![Vec::new(); STATISTIC_NAMES.len()];
    for ((name, column), stat) in table.names.iter().zip(&table.columns).zip(stats) {
        let Some(stat) = stat else { continue };
        let values = [
            &stat.missing,
            &stat.min,
            &stat.median,
            &stat.max,
            &stat.mean,
            &stat.std,
        ]
        .map(|v| v.to_f64_vec().unwrap_or_default());
        let width = column
            .shape()
            .numel()
            .checked_div(rows_of(column))
            .unwrap_or(0);
        for c in 0..width {
            row_names.push(if width == 1 {
                name.clone()
            } else {
                format!("{name}(:,{})", c + 1)
            });
            for (cell, value) in cells.iter_mut().zip(&values) {
                cell.push(value.get(c).copied().unwrap_or(f64::NAN));
            }
        }
    }
    if !row_names.is_empty() {
        out.push_str("\nStatistics for applicable variables:\n\n");
        let rows = row_names.len();
        let columns = cells
            .into_iter()
            .map(|data| Value::matrix(Shape::matrix(rows, 1), data))
            .collect();
        let names = STATISTIC_NAMES.iter().map(|s| s.to_string()).collect();
        let stats_table = table_value(build(names, columns, row_names, rows)?);
        let shown = display::disp_value(&stats_table, &interp.format)?;
        out.push_str(&shown);
    }
    Ok(out)
}

fn as_struct(table: &TableData, stats: &[Option<Statistics>]) -> Value {
    let mut outer = Vec::new();
    for ((name, column), stat) in table.names.iter().zip(&table.columns).zip(stats) {
        let dims = column.shape();
        let size = Value::matrix(
            Shape::matrix(1, dims.dims().len()),
            dims.dims().iter().map(|&d| d as f64).collect(),
        );
        let mut fields = vec![
            ("Size".to_string(), size),
            ("Type".to_string(), Value::char_row(&type_text(column))),
            ("Description".to_string(), Value::char_row("")),
            ("Units".to_string(), Value::char_row("")),
            ("Continuity".to_string(), Value::empty()),
        ];
        if let Some(stat) = stat {
            let values = [
                &stat.missing,
                &stat.min,
                &stat.median,
                &stat.max,
                &stat.mean,
                &stat.std,
            ];
            for (label, value) in STATISTIC_NAMES.iter().zip(values) {
                fields.push((label.to_string(), value.clone()));
            }
        }
        outer.push((
            name.clone(),
            Value::Struct(Arc::new(StructArray::scalar(fields))),
        ));
    }
    Value::Struct(Arc::new(StructArray::scalar(outer)))
}
