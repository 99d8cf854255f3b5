//! `rowfun`: a function applied to each row of a table (its variables as
//! separate inputs, or one row vector with 'SeparateInputs' false), or to
//! each group of rows with equal grouping values. Results become a table
//! (names from 'OutputVariableNames', else `Var1..`), uniform arrays or a
//! cell. Groups come from `keys::group_rows`; user functions run through
//! `Interpreter::call_function`. It must not change the input table.

use std::sync::Arc;

use super::apply::function_name;
use super::index::var_positions;
use super::keys::group_rows;
use super::vars::table_arg;
use super::{build, rows_of, table_value, take_rows, text_list};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Shape, TableData, Tensor, Value};

#[derive(Clone, Copy, PartialEq)]
enum Format {
    Table,
    Uniform,
    Cell,
}

/// The parsed name-value options.
struct Request {
    inputs: Vec<usize>,
    grouping: Vec<usize>,
    separate: bool,
    extract_cells: bool,
    output_names: Option<Vec<String>>,
    outputs: usize,
    format: Format,
}

fn invalid(detail: String) -> RuntimeError {
    RuntimeError::new("MATLAB:table:rowfun:InvalidNameValue", detail)
}

fn flag(value: &Value) -> Result<bool> {
    Ok(args::scalar(value, "rowfun")? != 0.0)
}

fn request(table: &TableData, rest: &[Value]) -> Result<Request> {
    if !rest.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:table:InvalidNameValuePair",
            "Name-value arguments must come in pairs.",
        ));
    }
    let mut inputs = None;
    let mut grouping = Vec::new();
    let mut separate = true;
    let mut extract_cells = false;
    let mut output_names: Option<Vec<String>> = None;
    let mut outputs = None;
    let mut format = Format::Table;
    for pair in rest.chunks(2) {
        let name = args::text(&pair[0], "rowfun")?;
        let vars = || var_positions(table, &Subscript::Index(pair[1].clone()));
        match name.to_ascii_lowercase().as_str() {
            "inputvariables" => inputs = Some(vars()?),
            "groupingvariables" => grouping = vars()?,
            "separateinputs" => separate = flag(&pair[1])?,
            "extractcellcontents" => extract_cells = flag(&pair[1])?,
            "outputvariablenames" => {
                output_names = Some(text_list(&pair[1]).ok_or_else(|| {
                    invalid("'OutputVariableNames' must be a list of names.".into())
                })?)
            }
            "numoutputs" => outputs = Some(args::count(&pair[1], "rowfun")?),
            "outputformat" => {
                format = match args::text(&pair[1], "rowfun")?
                    .to_ascii_lowercase()
                    .as_str()
                {
                    "table" => Format::Table,
                    "uniform" => Format::Uniform,
                    "cell" => Format::Cell,
                    _ => {
                        return Err(invalid(
                            "'OutputFormat' must be 'table', 'uniform', or 'cell'.".into(),
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
    let inputs = inputs.unwrap_or_else(|| {
        (0..table.names.len())
            .filter(|v| !grouping.contains(v))
            .collect()
    });
    let outputs = outputs.unwrap_or_else(|| output_names.as_ref().map_or(1, Vec::len));
    if let Some(names) = &output_names {
        if names.len() != outputs {
            return Err(invalid(
                "The number of output variable names must equal 'NumOutputs'.".into(),
            ));
        }
        super::check_var_names(names)?;
    }
    Ok(Request {
        inputs,
        grouping,
        separate,
        extract_cells,
        output_names,
        outputs,
        format,
    })
}

/// The inputs of one call: each input variable's rows `rows`, cell
/// contents unwrapped for a single row when asked, joined into one row
/// vector when inputs are not separate.
fn call_inputs(table: &TableData, request: &Request, rows: &[usize]) -> Result<Vec<Value>> {
    let mut values = Vec::with_capacity(request.inputs.len());
    for &v in &request.inputs {
        let mut value = take_rows(&table.columns[v], rows)?;
        if request.extract_cells {
            if let Value::Cell(cell) = &value {
                value = match cell.data() {
                    [single] => single.clone(),
                    items => ops::vertcat(items)?,
                };
            }
        }
        values.push(value);
    }
    if request.separate {
        Ok(values)
    } else {
        Ok(vec![ops::horzcat(&values)?])
    }
}

/// `B = rowfun(func, A)` with 'InputVariables', 'GroupingVariables',
/// 'SeparateInputs', 'ExtractCellContents', 'OutputVariableNames',
/// 'NumOutputs' and 'OutputFormat'; `[B1, ..., Bn]` for 'uniform'.
pub fn rowfun(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let [func, source, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let table = table_arg(source, "rowfun")?.clone();
    let request = request(&table, rest)?;
    let name = function_name(func);
    let calls: Vec<Vec<usize>> = if request.grouping.is_empty() {
        (0..table.rows).map(|r| vec![r]).collect()
    } else {
        group_rows(&table, &request.grouping, false)?
    };
    // results[c][k]: output k of call c.
    let mut results: Vec<Vec<Value>> = Vec::with_capacity(calls.len());
    for rows in &calls {
        let inputs = call_inputs(&table, &request, rows)?;
        let out = interp.call_function(func, &inputs, request.outputs)?;
        if out.len() < request.outputs {
            return Err(RuntimeError::new(
                "MATLAB:table:rowfun:TooFewOutputs",
                format!(
                    "The function '{name}' returned {} outputs; {} were requested.",
                    out.len(),
                    request.outputs
                ),
            ));
        }
        results.push(out.into_iter().take(request.outputs).collect());
    }
    match request.format {
        Format::Uniform => uniform(&results, request.outputs, &name, nargout),
        Format::Cell => {
            let calls = results.len();
            let mut data = Vec::with_capacity(calls * request.outputs);
            for k in 0..request.outputs {
                data.extend(results.iter().map(|r| r[k].clone()));
            }
            one(Value::Cell(Arc::new(Tensor::new(
                Shape::matrix(calls, request.outputs),
                data,
            ))))
        }
        Format::Table => one(as_table_output(&table, &request, &calls, &results, &name)?),
    }
}

/// 'uniform': every output scalar; one column per output, each returned
/// as its own output argument.
fn uniform(results: &[Vec<Value>], outputs: usize, name: &str, nargout: usize) -> Result<Outputs> {
    let mut out = Vec::new();
    for k in 0..outputs.max(1).min(nargout.max(1)) {
        let column: Vec<Value> = results.iter().filter_map(|r| r.get(k).cloned()).collect();
        if column.iter().any(|v| !v.is_scalar()) {
            return Err(RuntimeError::new(
                "MATLAB:table:rowfun:NotAScalarOutput",
                format!("The function '{name}' returned a non-scalar value; set 'OutputFormat' to 'cell' or 'table'."),
            ));
        }
        out.push(if column.is_empty() {
            Value::matrix(Shape::matrix(0, 1), Vec::new())
        } else {
            ops::vertcat(&column)?
        });
    }
    Ok(out.into())
}

fn as_table_output(
    table: &TableData,
    request: &Request,
    calls: &[Vec<usize>],
    results: &[Vec<Value>],
    name: &str,
) -> Result<Value> {
    let grouped = !request.grouping.is_empty();
    // Rows each call contributes: the height of its outputs, which must
    // agree; ungrouped calls give exactly one row.
    let mut heights = Vec::with_capacity(results.len());
    for outputs in results {
        let h = outputs.first().map_or(1, rows_of);
        if outputs.iter().any(|v| rows_of(v) != h) || (!grouped && h != 1) {
            return Err(RuntimeError::new(
                "MATLAB:table:rowfun:OutputHeightMismatch",
                format!("The outputs of the function '{name}' must have one row for each row (or the same number of rows for each group)."),
            ));
        }
        heights.push(h);
    }
    let mut names = Vec::new();
    let mut columns = Vec::new();
    if grouped {
        let repeated: Vec<usize> = calls
            .iter()
            .zip(&heights)
            .flat_map(|(rows, &h)| std::iter::repeat_n(rows[0], h))
            .collect();
        for &g in &request.grouping {
            names.push(table.names[g].clone());
            columns.push(take_rows(&table.columns[g], &repeated)?);
        }
        names.push("GroupCount".to_string());
        columns.push(Value::matrix(
            Shape::matrix(repeated.len(), 1),
            calls
                .iter()
                .zip(&heights)
                .flat_map(|(rows, &h)| std::iter::repeat_n(rows.len() as f64, h))
                .collect(),
        ));
    }
    let height: usize = heights.iter().sum();
    for k in 0..request.outputs {
        names.push(match &request.output_names {
            Some(given) => given[k].clone(),
            None => format!("Var{}", k + 1),
        });
        let parts: Vec<Value> = results.iter().map(|r| r[k].clone()).collect();
        columns.push(if parts.is_empty() {
            Value::matrix(Shape::matrix(0, 1), Vec::new())
        } else {
            ops::vertcat(&parts)?
        });
    }
    let row_names = if grouped {
        Vec::new()
    } else {
        table.row_names.clone()
    };
    Ok(table_value(build(names, columns, row_names, height)?))
}
