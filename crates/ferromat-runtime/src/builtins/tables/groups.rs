//! `groupsummary` and `groupcounts`: statistics of the rows of a table (or
//! of the columns of an array) grouped by equal values in grouping
//! variables. Groups come from `keys::group_rows`, sorted by value, with
//! missing values (NaN, `<missing>`) in one group of their own unless
//! 'IncludeMissingGroups' is false. The statistics are the ordinary
//! builtins (`mean`, `median`, ...) called through the interpreter on each
//! group's rows, so their rules stay in one place; this file only picks
//! rows, names the results and assembles the output. It does no binning.

use std::sync::Arc;

use super::apply::function_name;
use super::index::var_positions;
use super::keys::{group_rows, rows_with_missing};
use super::{as_table, build, is_text, table_value, take_rows, text_list};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{FunctionHandle, Shape, TableData, Tensor, Value};

/// One computation `groupsummary` applies to each group of a variable.
#[derive(Clone, Debug)]
enum Method {
    /// A named statistic ('mean', 'sum', ...).
    Named(&'static str),
    /// A function handle; `index` numbers the handles from 1 (`fun1_X`).
    Handle { func: Value, index: usize },
}

/// The statistic names MATLAB's `groupsummary` knows, in the order
/// `'all'` lists them.
const NAMED: [&str; 12] = [
    "mean",
    "sum",
    "min",
    "max",
    "range",
    "median",
    "mode",
    "var",
    "std",
    "nummissing",
    "numel",
    "nnz",
];

fn invalid_method(text: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:groupsummary:InvalidMethodOption",
        format!("Invalid method '{text}'. Method must be a valid name or a function handle."),
    )
}

/// Whether `value` names methods or holds function handles (rather than
/// data variables or name-value options).
fn is_method_arg(value: &Value) -> bool {
    match value {
        Value::FunctionHandle(_) => true,
        Value::Cell(cell) => cell.data().iter().any(|v| {
            matches!(v, Value::FunctionHandle(_)) || v.as_text().is_some_and(|t| is_method_name(&t))
        }),
        other => text_list(other)
            .is_some_and(|names| !names.is_empty() && names.iter().all(|t| is_method_name(t))),
    }
}

fn is_method_name(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    lower == "all" || NAMED.contains(&lower.as_str())
}

/// The methods of a method argument, in order, handles numbered.
fn methods(value: &Value) -> Result<Vec<Method>> {
    let items: Vec<Value> = match value {
        Value::Cell(cell) => cell.data().to_vec(),
        Value::String(_) => text_list(value)
            .unwrap_or_default()
            .iter()
            .map(|t| Value::char_row(t))
            .collect(),
        other => vec![other.clone()],
    };
    let mut out = Vec::new();
    let mut handles = 0;
    for item in items {
        if matches!(item, Value::FunctionHandle(_)) {
            handles += 1;
            out.push(Method::Handle {
                func: item,
                index: handles,
            });
            continue;
        }
        let text = item.as_text().ok_or_else(|| invalid_method(""))?;
        let lower = text.to_ascii_lowercase();
        if lower == "all" {
            out.extend(NAMED.iter().map(|n| Method::Named(n)));
            continue;
        }
        let name = NAMED
            .iter()
            .find(|n| **n == lower)
            .ok_or_else(|| invalid_method(&text))?;
        out.push(Method::Named(name));
    }
    Ok(out)
}

fn named(name: &str) -> Value {
    Value::FunctionHandle(Arc::new(FunctionHandle::Named(name.to_string())))
}

fn call(interp: &mut Interpreter, name: &str, inputs: &[Value]) -> Result<Value> {
    interp
        .call_function(&named(name), inputs, 1)?
        .into_iter()
        .next()
        .ok_or_else(|| RuntimeError::new("MATLAB:groupsummary:NoOutput", "No output."))
}

/// One method on one group's rows of a variable: a row (one value per
/// column of the variable). Statistics leave NaN out, as MATLAB's
/// `groupsummary` does.
fn apply(interp: &mut Interpreter, method: &Method, data: Value) -> Result<Value> {
    let dim = Value::scalar(1.0);
    let omit = Value::char_row("omitnan");
    let empty = Value::empty();
    match method {
        Method::Named("mean") => call(interp, "mean", &[data, dim, omit]),
        Method::Named("sum") => call(interp, "sum", &[data, dim, omit]),
        Method::Named("median") => call(interp, "median", &[data, dim, omit]),
        Method::Named("min") => call(interp, "min", &[data, empty, dim]),
        Method::Named("max") => call(interp, "max", &[data, empty, dim]),
        Method::Named("mode") => call(interp, "mode", &[data, dim]),
        Method::Named("var") => call(interp, "var", &[data, Value::scalar(0.0), dim, omit]),
        Method::Named("std") => call(interp, "std", &[data, Value::scalar(0.0), dim, omit]),
        Method::Named("range") => {
            let high = call(interp, "max", &[data.clone(), empty.clone(), dim.clone()])?;
            let low = call(interp, "min", &[data, empty, dim])?;
            call(interp, "minus", &[high, low])
        }
        Method::Named("numel") => {
            let shape = data.shape();
            let columns = shape.numel().checked_div(shape.rows()).unwrap_or(1);
            Ok(Value::matrix(
                Shape::matrix(1, columns),
                vec![shape.rows() as f64; columns],
            ))
        }
        Method::Named("nummissing") => {
            let missing = missing_mask(&data);
            call(interp, "sum", &[missing, dim])
        }
        Method::Named("nnz") => {
            let missing = missing_mask(&data);
            let present = call(interp, "not", &[missing])?;
            let nonzero = call(interp, "ne", &[data, Value::scalar(0.0)])?;
            let kept = call(interp, "and", &[present, nonzero])?;
            call(interp, "sum", &[kept, dim])
        }
        Method::Named(other) => Err(invalid_method(other)),
        Method::Handle { func, .. } => {
            let prefix = function_name(func);
            let out = interp.call_function(func, &[data], 1)?;
            let value = out.into_iter().next().ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:groupsummary:FunctionNoOutput",
                    format!("The function '{prefix}' returned no output."),
                )
            })?;
            if value.shape().rows() != 1 {
                return Err(RuntimeError::new(
                    "MATLAB:groupsummary:ApplyDataVarsError",
                    "Function handle methods must return one row for each group.",
                ));
            }
            Ok(value)
        }
    }
}

/// Which elements are missing: NaN, `<missing>` strings, empty cells.
pub(crate) fn missing_mask(data: &Value) -> Value {
    let flags: Vec<bool> = match data {
        Value::String(t) => t.data().iter().map(Option::is_none).collect(),
        Value::Cell(c) => c.data().iter().map(Value::is_empty).collect(),
        Value::Char(t) => vec![false; t.numel()],
        other => other
            .to_f64_vec()
            .unwrap_or_default()
            .iter()
            .map(|x| x.is_nan())
            .collect(),
    };
    Value::Logical(Tensor::new(data.shape(), flags))
}

fn method_prefix(method: &Method) -> String {
    match method {
        Method::Named(name) => (*name).to_string(),
        Method::Handle { index, .. } => format!("fun{index}"),
    }
}

/// The 'IncludeMissingGroups' (and accepted 'IncludeEmptyGroups') options.
fn grouping_options(pairs: &[Value], function: &str) -> Result<bool> {
    if !pairs.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:NameValuePairs"),
            "Name-value arguments must come in pairs.",
        ));
    }
    let mut include_missing = true;
    for pair in pairs.chunks(2) {
        let name = args::text(&pair[0], function)?;
        match name.to_ascii_lowercase().as_str() {
            "includemissinggroups" => include_missing = args::scalar(&pair[1], function)? != 0.0,
            // Without categorical or binned grouping variables every group
            // has members, so there are no empty groups to include.
            "includeemptygroups" => {
                args::scalar(&pair[1], function)?;
            }
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:InvalidNameValue"),
                    format!("'{name}' is not a recognized parameter."),
                ))
            }
        }
    }
    Ok(include_missing)
}

/// Groups of rows, without the groups holding missing values when
/// `include_missing` is false.
fn grouped(table: &TableData, vars: &[usize], include_missing: bool) -> Result<Vec<Vec<usize>>> {
    let mut groups = group_rows(table, vars, true)?;
    if !include_missing {
        let missing = rows_with_missing(table, vars)?;
        groups.retain(|g| !missing[g[0]]);
    }
    Ok(groups)
}

/// The grouping variables' values of each group, `GroupCount`, in order.
fn group_columns(
    table: &TableData,
    vars: &[usize],
    groups: &[Vec<usize>],
) -> Result<(Vec<String>, Vec<Value>)> {
    let firsts: Vec<usize> = groups.iter().map(|g| g[0]).collect();
    let mut names = Vec::new();
    let mut columns = Vec::new();
    for &v in vars {
        names.push(table.names[v].clone());
        columns.push(take_rows(&table.columns[v], &firsts)?);
    }
    names.push("GroupCount".to_string());
    columns.push(Value::matrix(
        Shape::matrix(groups.len(), 1),
        groups.iter().map(|g| g.len() as f64).collect(),
    ));
    Ok((names, columns))
}

/// A table made from array arguments: `A`'s columns as `Var1..`, the
/// grouping columns as `Group1..` (the array forms of the functions).
fn array_table(data: Option<&Value>, groups: &Value) -> Result<(TableData, Vec<usize>)> {
    let group_columns: Vec<Value> = match groups {
        Value::Cell(cell) if !is_text(groups) => cell.data().to_vec(),
        other if other.shape().rows() > 1 || other.shape().numel() <= 1 => {
            let cols = other
                .shape()
                .numel()
                .checked_div(other.shape().rows())
                .unwrap_or(0);
            if matches!(other, Value::Cell(_)) || cols <= 1 {
                vec![other.clone()]
            } else {
                (0..cols)
                    .map(|c| column(other, c))
                    .collect::<Result<Vec<_>>>()?
            }
        }
        other => vec![other.clone()],
    };
    let rows = group_columns.first().map_or(0, |c| c.shape().rows());
    let mut names = Vec::new();
    let mut columns = Vec::new();
    if let Some(data) = data {
        let cols = data
            .shape()
            .numel()
            .checked_div(data.shape().rows())
            .unwrap_or(0);
        for c in 0..cols {
            names.push(format!("Var{}", c + 1));
            columns.push(column(data, c)?);
        }
    }
    let first_group = names.len();
    for (k, g) in group_columns.into_iter().enumerate() {
        names.push(format!("Group{}", k + 1));
        columns.push(g);
    }
    let vars = (first_group..names.len()).collect();
    Ok((build(names, columns, Vec::new(), rows)?, vars))
}

fn column(value: &Value, c: usize) -> Result<Value> {
    let index = Value::scalar((c + 1) as f64);
    crate::index::paren_get(value, &[Subscript::Colon, Subscript::Index(index)])
}

/// `G = groupsummary(T, groupvars)`, `groupsummary(T, groupvars, method)`,
/// `groupsummary(T, groupvars, method, datavars)`, with
/// 'IncludeMissingGroups'; `[B, BG, BC] = groupsummary(A, groupvars,
/// method)` for arrays.
pub fn groupsummary(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let [source, groupvars, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let (method_list, rest) = match rest.split_first() {
        Some((m, rest)) if is_method_arg(m) => (methods(m)?, rest),
        // Only a method may follow the grouping variables (binning
        // schemes are not supported), so other text is a bad method.
        Some((m, _)) if !is_option(m) => {
            return Err(invalid_method(&m.as_text().unwrap_or_default()))
        }
        _ => (Vec::new(), rest),
    };
    if let Some(table) = as_table(source) {
        let grouping = var_positions(table, &Subscript::Index(groupvars.clone()))?;
        let (data_vars, rest) = match rest.split_first() {
            Some((d, rest)) if !method_list.is_empty() && !is_option(d) => {
                (var_positions(table, &Subscript::Index(d.clone()))?, rest)
            }
            _ => (
                (0..table.names.len())
                    .filter(|v| !grouping.contains(v))
                    .collect(),
                rest,
            ),
        };
        let include_missing = grouping_options(rest, "groupsummary")?;
        let groups = grouped(table, &grouping, include_missing)?;
        let (mut names, mut columns) = group_columns(table, &grouping, &groups)?;
        if !method_list.is_empty() {
            for &v in &data_vars {
                for method in &method_list {
                    names.push(format!("{}_{}", method_prefix(method), table.names[v]));
                    columns.push(per_group(interp, method, &table.columns[v], &groups)?);
                }
            }
        }
        let height = groups.len();
        return one(table_value(build(names, columns, Vec::new(), height)?));
    }
    if method_list.is_empty() {
        return Err(RuntimeError::new(
            "MATLAB:groupsummary:MethodRequired",
            "A method is required for array input data.",
        ));
    }
    let include_missing = grouping_options(rest, "groupsummary")?;
    let (table, grouping) = array_table(Some(source), groupvars)?;
    let groups = grouped(&table, &grouping, include_missing)?;
    let mut results = Vec::new();
    for method in &method_list {
        for column in table.columns.iter().take(grouping[0]) {
            results.push(per_group(interp, method, column, &groups)?);
        }
    }
    let mut out = vec![ops::horzcat(&results)?];
    if nargout >= 2 {
        let (_, keys) = group_columns(&table, &grouping, &groups)?;
        let (counts, keys) = keys
            .split_last()
            .map_or((Value::empty(), &[][..]), |(c, k)| (c.clone(), k));
        out.push(if keys.len() == 1 {
            keys[0].clone()
        } else {
            Value::Cell(Arc::new(Tensor::row(keys.to_vec())))
        });
        out.push(counts);
    }
    Ok(out.into())
}

/// Whether an argument starts the name-value options.
fn is_option(value: &Value) -> bool {
    value.as_text().is_some_and(|t| {
        matches!(
            t.to_ascii_lowercase().as_str(),
            "includemissinggroups" | "includeemptygroups"
        )
    })
}

/// One method on every group of a variable, stacked in group order.
fn per_group(
    interp: &mut Interpreter,
    method: &Method,
    column: &Value,
    groups: &[Vec<usize>],
) -> Result<Value> {
    let mut rows = Vec::with_capacity(groups.len());
    for rows_of_group in groups {
        let data = take_rows(column, rows_of_group)?;
        rows.push(apply(interp, method, data)?);
    }
    if rows.is_empty() {
        return Ok(Value::matrix(Shape::matrix(0, 1), Vec::new()));
    }
    ops::vertcat(&rows)
}

/// `G = groupcounts(T, groupvars)`: the groups, `GroupCount` and
/// `Percent`; `[B, BG, BP] = groupcounts(A)` for arrays.
pub fn groupcounts(_: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let [source, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    if let Some(table) = as_table(source) {
        let [groupvars, rest @ ..] = rest else {
            return Err(RuntimeError::not_enough_inputs());
        };
        let grouping = var_positions(table, &Subscript::Index(groupvars.clone()))?;
        let include_missing = grouping_options(rest, "groupcounts")?;
        let groups = grouped(table, &grouping, include_missing)?;
        let (mut names, mut columns) = group_columns(table, &grouping, &groups)?;
        names.push("Percent".to_string());
        columns.push(percents(&groups, table.rows));
        let height = groups.len();
        return one(table_value(build(names, columns, Vec::new(), height)?));
    }
    let include_missing = grouping_options(rest, "groupcounts")?;
    let (table, grouping) = array_table(None, source)?;
    let groups = grouped(&table, &grouping, include_missing)?;
    let (_, mut keys) = group_columns(&table, &grouping, &groups)?;
    let counts = keys.pop().unwrap_or_else(Value::empty);
    let mut out = vec![counts];
    if nargout >= 2 {
        out.push(if keys.len() == 1 {
            keys.remove(0)
        } else {
            Value::Cell(Arc::new(Tensor::row(keys)))
        });
    }
    if nargout >= 3 {
        out.push(percents(&groups, table.rows));
    }
    Ok(out.into())
}

fn percents(groups: &[Vec<usize>], total: usize) -> Value {
    Value::matrix(
        Shape::matrix(groups.len(), 1),
        groups
            .iter()
            .map(|g| 100.0 * g.len() as f64 / total as f64)
            .collect(),
    )
}
