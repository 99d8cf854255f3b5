//! `readtable` and `writetable` for delimited text. Fields are split and
//! quoted by the CSV code of `builtins/data` (one parser, one writer, the
//! same file-capability checks); this file decides variable names, column
//! types and the header row.

use super::names::{default_names, make_unique, make_valid_name};
use super::{as_table, build, cellstr_column, table_value};
use crate::builtins::args::{check_allocation_dims, text};
use crate::builtins::data::csv_read::{
    delimiter_named, detect_delimiter, field_text, for_each_row, is_csv_name,
};
use crate::builtins::data::csv_write::{delimited, number_text, store, Precision};
use crate::builtins::data::mat::ascii::parse_number;
use crate::builtins::data::{file_to_read, read_bytes};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

fn invalid_option(function: &str, name: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:InvalidParameter"),
        format!("'{name}' is not a recognized parameter."),
    )
}

fn pairs<'a>(args: &'a [Value], function: &str) -> Result<Vec<(String, &'a Value)>> {
    if !args.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidNameValuePair"),
            "Name-value arguments must come in pairs.",
        ));
    }
    args.chunks(2)
        .map(|pair| Ok((text(&pair[0], function)?.to_ascii_lowercase(), &pair[1])))
        .collect()
}

fn flag(value: &Value) -> bool {
    value.as_f64().is_some_and(|x| x != 0.0)
}

/// One column of text fields as a variable: numbers (NaN where empty) if
/// every non-empty field is one, else a cellstr column.
fn column_variable(fields: &[String]) -> Value {
    let numbers: Option<Vec<f64>> = fields
        .iter()
        .map(|f| {
            if f.is_empty() {
                Some(f64::NAN)
            } else {
                parse_number(f)
            }
        })
        .collect();
    match numbers {
        Some(numbers) => Value::matrix(Shape::matrix(fields.len(), 1), numbers),
        None => cellstr_column(fields),
    }
}

/// `T = readtable(filename, Name, Value)`.
pub fn readtable(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (file, rest) = args
        .split_first()
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    let name = text(file, "readtable")?;
    let mut delimiter = None;
    let mut read_names = None;
    let mut header_lines = 0usize;
    for (option, value) in pairs(rest, "readtable")? {
        match option.as_str() {
            "delimiter" => {
                delimiter = Some(delimiter_named(&text(value, "readtable")?, "readtable")?)
            }
            "readvariablenames" => read_names = Some(flag(value)),
            "numheaderlines" => header_lines = crate::builtins::args::count(value, "readtable")?,
            "filetype" | "texttype" => {}
            _ => return Err(invalid_option("readtable", &option)),
        }
    }
    let path = file_to_read(interp, &name, "readtable")?;
    let bytes = read_bytes(&path, &name, "readtable")?;
    let delimiter = delimiter.unwrap_or_else(|| detect_delimiter(&bytes, is_csv_name(&name)));
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut skipped = 0;
    let mut width = 0;
    for_each_row(&bytes, delimiter, |fields| {
        if skipped < header_lines {
            skipped += 1;
            return Ok(());
        }
        width = width.max(fields.len());
        check_allocation_dims(&[rows.len() + 1, width], std::mem::size_of::<Value>())?;
        rows.push(fields.iter().map(|f| field_text(f).to_string()).collect());
        Ok(())
    })?;
    // Without 'ReadVariableNames', the first row names the variables unless
    // it is data: a row whose every field is a number (or empty), as
    // MATLAB's import detection reads a file without a header.
    let read_names = read_names.unwrap_or_else(|| {
        rows.first().is_some_and(|first| {
            !first
                .iter()
                .all(|field| field.is_empty() || parse_number(field).is_some())
        })
    });
    let header = if read_names && !rows.is_empty() {
        Some(rows.remove(0))
    } else {
        None
    };
    let mut names: Vec<String> = match header {
        Some(header) => (0..width)
            .map(|c| match header.get(c).map(String::as_str) {
                Some(h) if !h.is_empty() => make_valid_name(h),
                _ => format!("Var{}", c + 1),
            })
            .collect(),
        None => default_names(1, width),
    };
    make_unique(&mut names);
    let height = rows.len();
    let columns = (0..width)
        .map(|c| {
            let fields: Vec<String> = rows
                .iter()
                .map(|r| r.get(c).cloned().unwrap_or_default())
                .collect();
            column_variable(&fields)
        })
        .collect();
    one(table_value(build(names, columns, Vec::new(), height)?))
}

/// The fields of row `row` of one variable, one per column it has.
fn variable_fields(column: &Value, row: usize, out: &mut Vec<String>) -> Result<()> {
    let shape = column.shape();
    let (rows, cols) = (shape.rows(), shape.cols());
    let at = |c: usize| row + c * rows;
    match column {
        Value::Char(_) => {
            let line = super::take_rows(column, &[row])?;
            out.push(line.as_text().unwrap_or_default());
        }
        Value::Cell(cell) => {
            for c in 0..cols {
                let item = cell.data().get(at(c)).cloned().unwrap_or_else(Value::empty);
                out.push(scalar_field(&item)?);
            }
        }
        Value::String(t) => {
            for c in 0..cols {
                out.push(
                    t.data()
                        .get(at(c))
                        .cloned()
                        .flatten()
                        .map(|s| s.to_string())
                        .unwrap_or_default(),
                );
            }
        }
        _ => {
            let numbers = column.to_f64_vec().ok_or_else(unwritable)?;
            for c in 0..cols {
                let x = numbers.get(at(c)).copied().unwrap_or(f64::NAN);
                out.push(number_text(x, &Precision::Digits(15))?);
            }
        }
    }
    Ok(())
}

fn unwritable() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:table:write:UnsupportedVariableType",
        "writetable supports numeric, logical, text and cell variables only.",
    )
}

/// A cell element as one field: text as it is, a number as longG.
fn scalar_field(item: &Value) -> Result<String> {
    if let Some(t) = item.as_text() {
        return Ok(t);
    }
    if item.is_empty() {
        return Ok(String::new());
    }
    match item.as_f64() {
        Some(x) => number_text(x, &Precision::Digits(15)),
        None => Err(unwritable()),
    }
}

/// `writetable(T, filename, Name, Value)`: a header row of variable names
/// (`Name_1`, `Name_2` for the columns of a matrix variable), then one
/// line per row.
pub fn writetable(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [value, file, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let table = as_table(value).ok_or_else(|| {
        RuntimeError::new("MATLAB:writetable:NotTable", "First input must be a table.")
    })?;
    let name = text(file, "writetable")?;
    let mut delimiter = b',';
    let mut write_names = true;
    let mut write_row_names = false;
    for (option, value) in pairs(rest, "writetable")? {
        match option.as_str() {
            "delimiter" => delimiter = delimiter_named(&text(value, "writetable")?, "writetable")?,
            "writevariablenames" => write_names = flag(value),
            "writerownames" => write_row_names = flag(value),
            "filetype" | "quotestrings" | "encoding" => {}
            _ => return Err(invalid_option("writetable", &option)),
        }
    }
    let row_names = write_row_names && !table.row_names.is_empty();
    let mut lines: Vec<Vec<String>> = Vec::with_capacity(table.rows + 1);
    if write_names {
        let mut header = Vec::new();
        if row_names {
            header.push("Row".to_string());
        }
        for (name, column) in table.names.iter().zip(&table.columns) {
            let cols = match column {
                Value::Char(_) => 1,
                _ => column.shape().cols(),
            };
            if cols == 1 {
                header.push(name.clone());
            } else {
                header.extend((1..=cols).map(|k| format!("{name}_{k}")));
            }
        }
        lines.push(header);
    }
    for r in 0..table.rows {
        let mut line = Vec::new();
        if row_names {
            line.push(table.row_names[r].clone());
        }
        for column in &table.columns {
            variable_fields(column, r, &mut line)?;
        }
        lines.push(line);
    }
    let bytes = delimited(&lines, delimiter, "\n")?;
    store(interp, &name, bytes, false, "writetable")
}
