//! Tables to other containers: `table2array`, `table2cell`,
//! `table2struct`. Reads a table; never changes one.

use std::sync::Arc;

use super::construct::struct_column;
use super::{as_table, take_rows};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Shape, StructArray, TableData, Tensor, Value};

fn table_arg<'a>(args: &'a [Value], function: &str) -> Result<&'a Arc<TableData>> {
    let value = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    as_table(value).ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:NotTable"),
            "Input must be a table.",
        )
    })
}

/// The variables side by side as one array (`T{:,:}`, `table2array`).
pub(crate) fn concatenated(table: &TableData) -> Result<Value> {
    if table.columns.is_empty() {
        return Ok(Value::Double(Tensor::new(
            Shape::matrix(table.rows, 0),
            Vec::new(),
        )));
    }
    ops::horzcat(&table.columns).map_err(|_| {
        RuntimeError::new(
            "MATLAB:table:ExtractDataIncompatibleTypeError",
            "Unable to concatenate the specified table variables.",
        )
    })
}

/// `A = table2array(T)`.
pub fn table2array(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(concatenated(table_arg(args, "table2array")?)?)
}

/// The value of row `row` of a variable as one cell of `table2cell`: a
/// cell variable gives its element, any other array its row.
fn cell_entry(column: &Value, row: usize) -> Result<Value> {
    match column {
        Value::Cell(cell) if cell.shape().cols() == 1 && cell.shape().ndims() == 2 => {
            Ok(cell.data().get(row).cloned().unwrap_or_else(Value::empty))
        }
        _ => take_rows(column, &[row]),
    }
}

/// `C = table2cell(T)`: height-by-width, one cell per variable and row.
pub fn table2cell(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let table = table_arg(args, "table2cell")?;
    let (rows, cols) = (table.rows, table.columns.len());
    args::check_allocation_dims(&[rows, cols], std::mem::size_of::<Value>())?;
    let mut data = Vec::with_capacity(rows * cols);
    for column in &table.columns {
        for r in 0..rows {
            data.push(cell_entry(column, r)?);
        }
    }
    one(Value::Cell(Arc::new(Tensor::new(
        Shape::matrix(rows, cols),
        data,
    ))))
}

/// `S = table2struct(T)` (one element per row) or
/// `table2struct(T, 'ToScalar', true)` (one field value per variable).
pub fn table2struct(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let table = table_arg(args, "table2struct")?;
    let to_scalar = match &args[1..] {
        [] => false,
        [name, value] if args::text(name, "table2struct")?.eq_ignore_ascii_case("ToScalar") => {
            value.as_f64().is_some_and(|x| x != 0.0)
        }
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:table2struct:InvalidNameValuePair",
                "Expected the name-value pair 'ToScalar', true or false.",
            ))
        }
    };
    if to_scalar {
        let fields = table
            .names
            .iter()
            .cloned()
            .zip(table.columns.iter().cloned());
        return one(Value::Struct(Arc::new(StructArray::scalar(fields))));
    }
    args::check_allocation_dims(
        &[table.rows, table.columns.len()],
        std::mem::size_of::<Value>(),
    )?;
    let values = table
        .columns
        .iter()
        .map(|c| (0..table.rows).map(|r| cell_entry(c, r)).collect())
        .collect::<Result<Vec<Vec<Value>>>>()?;
    one(struct_column(&table.names, table.rows, values))
}
