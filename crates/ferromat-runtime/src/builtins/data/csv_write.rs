//! Writing delimited text: `writematrix`, `writecell`, `csvwrite`,
//! `dlmwrite`. Fields are quoted by the `csv` crate where needed; this
//! file formats numbers (`writematrix`/`writecell` with 15 significant
//! digits as MATLAB's longG, `csvwrite`/`dlmwrite` with 5 unless a
//! precision is given) and lays out offsets. It must not read values from
//! files other than the one it appends to.

use crate::builtins::args::text;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::format::cfmt::{general, non_finite_name};
use crate::interp::Interpreter;
use crate::value::Value;

use super::csv_read::delimiter_named;
use super::{file_to_write, write_atomically};

/// How numbers become text.
#[derive(Clone, Debug)]
pub(crate) enum Precision {
    Digits(usize),
    Format(String),
}

pub(crate) fn number_text(x: f64, precision: &Precision) -> Result<String> {
    if !x.is_finite() {
        return Ok(non_finite_name(x).to_string());
    }
    match precision {
        Precision::Digits(digits) => Ok(general(x, *digits, false, false)),
        Precision::Format(format) => crate::format::sprintf(format, &[Value::scalar(x)]),
    }
}

/// One value's fields as rows of text, for a 2-D numeric, logical, char
/// or string array.
fn array_rows(value: &Value, precision: &Precision, function: &str) -> Result<Vec<Vec<String>>> {
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:twoDimensional"),
            "Input must be a two-dimensional array.",
        ));
    }
    let (rows, cols) = (shape.rows(), shape.cols());
    let at = |r: usize, c: usize| r + c * rows;
    let cells: Vec<String> = match value {
        Value::String(t) => t
            .data()
            .iter()
            .map(|s| s.as_deref().unwrap_or("").to_string())
            .collect(),
        Value::Char(t) if function == "writematrix" => {
            // Each row of a char matrix is one text field.
            return Ok((0..rows)
                .map(|r| {
                    vec![String::from_utf16_lossy(
                        &(0..cols).map(|c| t.data()[at(r, c)]).collect::<Vec<u16>>(),
                    )]
                })
                .collect());
        }
        Value::Char(t) => t
            .data()
            .iter()
            .map(|&u| String::from_utf16_lossy(&[u]))
            .collect(),
        Value::ComplexDouble(t) => t
            .data()
            .iter()
            .map(|z| complex_text(z.re, z.im, precision))
            .collect::<Result<_>>()?,
        Value::ComplexSingle(t) => t
            .data()
            .iter()
            .map(|z| complex_text(f64::from(z.re), f64::from(z.im), precision))
            .collect::<Result<_>>()?,
        Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_) => {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:unsupportedType"),
                format!(
                    "Unsupported type '{}'. Use writecell for cell arrays.",
                    value.class().name()
                ),
            ))
        }
        other => other
            .to_f64_vec()
            .unwrap_or_default()
            .into_iter()
            .map(|x| number_text(x, precision))
            .collect::<Result<_>>()?,
    };
    Ok((0..rows)
        .map(|r| (0..cols).map(|c| cells[at(r, c)].clone()).collect())
        .collect())
}

fn complex_text(re: f64, im: f64, precision: &Precision) -> Result<String> {
    let imag = number_text(im.abs(), precision)?;
    let sign = if im.is_sign_negative() { '-' } else { '+' };
    Ok(format!("{}{sign}{imag}i", number_text(re, precision)?))
}

/// A cell array's fields: scalars as numbers, text as text, empty as empty.
fn cell_rows(value: &Value) -> Result<Vec<Vec<String>>> {
    let Value::Cell(cells) = value else {
        return Err(RuntimeError::new(
            "MATLAB:writecell:mustBeCell",
            "Input must be a cell array.",
        ));
    };
    let shape = cells.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:writecell:twoDimensional",
            "Input must be a two-dimensional cell array.",
        ));
    }
    let (rows, cols) = (shape.rows(), shape.cols());
    let longg = Precision::Digits(15);
    let mut out = vec![Vec::with_capacity(cols); rows];
    for c in 0..cols {
        for (r, row) in out.iter_mut().enumerate() {
            let element = &cells.data()[r + c * rows];
            let field = if element.is_empty() {
                String::new()
            } else if let Some(text) = element.as_text() {
                text
            } else if element.is_scalar()
                && !matches!(
                    element,
                    Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_)
                )
            {
                array_rows(element, &longg, "writecell")?.concat().concat()
            } else {
                return Err(RuntimeError::new(
                    "MATLAB:writecell:unsupportedElement",
                    format!(
                        "Cell element ({}, {}) must be a scalar or text.",
                        r + 1,
                        c + 1
                    ),
                ));
            };
            row.push(field);
        }
    }
    Ok(out)
}

/// The rows as delimited text, quoting fields as needed.
pub(crate) fn delimited(rows: &[Vec<String>], delimiter: u8, newline: &str) -> Result<Vec<u8>> {
    let mut writer = csv::WriterBuilder::new()
        .delimiter(delimiter)
        .flexible(true)
        .terminator(if newline == "\r\n" {
            csv::Terminator::CRLF
        } else {
            csv::Terminator::Any(b'\n')
        })
        .from_writer(Vec::new());
    for row in rows {
        if row.len() == 1 && row[0].is_empty() {
            // A lone empty field would be written as `""`; MATLAB writes nothing.
            writer
                .write_record(std::iter::empty::<&[u8]>())
                .map_err(write_error)?;
        } else {
            writer.write_record(row).map_err(write_error)?;
        }
    }
    writer
        .into_inner()
        .map_err(|e| write_error(e.into_error().into()))
}

fn write_error(e: csv::Error) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:textio:writeFailed",
        format!("Unable to write delimited text: {e}."),
    )
}

/// Writes `text` to `name`, after the old content when `append`.
pub(crate) fn store(
    interp: &Interpreter,
    name: &str,
    text: Vec<u8>,
    append: bool,
    function: &str,
) -> Result<Outputs> {
    let path = file_to_write(interp, name, function)?;
    let mut bytes = if append {
        std::fs::read(&path).unwrap_or_default()
    } else {
        Vec::new()
    };
    bytes.extend(text);
    write_atomically(&path, &bytes, name, function)?;
    Ok(Outputs::new())
}

/// The options shared by `writematrix` and `writecell`.
fn table_options(args: &[Value], function: &str) -> Result<(u8, bool)> {
    // MATLAB writes commas to .csv, .txt and .dat files alike.
    let mut delimiter = b',';
    let mut append = false;
    if !args.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidOption"),
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in args.chunks(2) {
        let option = text(&pair[0], function)?;
        let value = text(&pair[1], function)?;
        match option.to_ascii_lowercase().as_str() {
            "delimiter" => delimiter = delimiter_named(&value, function)?,
            "writemode" => match value.to_ascii_lowercase().as_str() {
                "overwrite" => append = false,
                "append" => append = true,
                _ => {
                    return Err(RuntimeError::new(
                        format!("MATLAB:{function}:invalidWriteMode"),
                        "WriteMode must be 'overwrite' or 'append'.",
                    ))
                }
            },
            "filetype" | "quotestrings" | "encoding" => {}
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:invalidOption"),
                    format!("'{option}' is not a recognized parameter."),
                ))
            }
        }
    }
    Ok((delimiter, append))
}

/// `writematrix(A, filename, Name, Value...)`.
pub fn writematrix(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [value, file, options @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let name = text(file, "writematrix")?;
    let (delimiter, append) = table_options(options, "writematrix")?;
    let rows = array_rows(value, &Precision::Digits(15), "writematrix")?;
    store(
        interp,
        &name,
        delimited(&rows, delimiter, "\n")?,
        append,
        "writematrix",
    )
}

/// `writecell(C, filename, Name, Value...)`.
pub fn writecell(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [value, file, options @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let name = text(file, "writecell")?;
    let (delimiter, append) = table_options(options, "writecell")?;
    let rows = cell_rows(value)?;
    store(
        interp,
        &name,
        delimited(&rows, delimiter, "\n")?,
        append,
        "writecell",
    )
}

/// What `dlmwrite`/`csvwrite` were asked for.
struct DlmRequest {
    delimiter: u8,
    row_offset: usize,
    col_offset: usize,
    precision: Precision,
    newline: &'static str,
    append: bool,
}

fn offset(value: &Value, function: &str) -> Result<usize> {
    value
        .as_f64()
        .filter(|x| x.fract() == 0.0 && *x >= 0.0 && *x < 1e9)
        .map(|x| x as usize)
        .ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:badOffset"),
                "Offsets must be nonnegative integers.",
            )
        })
}

/// Lays out `value` after the offsets: `row_offset` lines of delimiters,
/// and `col_offset` empty fields before each row.
fn dlm_text(value: &Value, request: &DlmRequest, function: &str) -> Result<Vec<u8>> {
    let rows = array_rows(value, &request.precision, function)?;
    let cols = rows.first().map_or(0, Vec::len);
    let mut laid_out: Vec<Vec<String>> = Vec::with_capacity(rows.len() + request.row_offset);
    for _ in 0..request.row_offset {
        laid_out.push(vec![String::new(); cols + request.col_offset]);
    }
    for row in rows {
        let mut fields = vec![String::new(); request.col_offset];
        fields.extend(row);
        laid_out.push(fields);
    }
    delimited(&laid_out, request.delimiter, request.newline)
}

/// `csvwrite(filename, M)`, `csvwrite(filename, M, row, col)`.
pub fn csvwrite(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [file, value, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let name = text(file, "csvwrite")?;
    let (row_offset, col_offset) = match rest {
        [] => (0, 0),
        [r, c] => (offset(r, "csvwrite")?, offset(c, "csvwrite")?),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:csvwrite:badOffset",
                "Give both a row and a column offset.",
            ))
        }
    };
    let request = DlmRequest {
        delimiter: b',',
        row_offset,
        col_offset,
        precision: Precision::Digits(5),
        newline: "\n",
        append: false,
    };
    let text = dlm_text(value, &request, "csvwrite")?;
    store(interp, &name, text, false, "csvwrite")
}

/// `dlmwrite(filename, M)`, `dlmwrite(filename, M, '-append')`,
/// `dlmwrite(filename, M, delimiter[, row, col])`, and the options
/// `delimiter newline roffset coffset precision`.
pub fn dlmwrite(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [file, value, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let name = text(file, "dlmwrite")?;
    let mut request = DlmRequest {
        delimiter: b',',
        row_offset: 0,
        col_offset: 0,
        precision: Precision::Digits(5),
        newline: "\n",
        append: false,
    };
    // MATLAB documents '-append' before the options; it is taken anywhere
    // among them (as Octave does), since it cannot be an option's value.
    let is_append = |v: &Value| {
        v.as_text()
            .is_some_and(|t| t.eq_ignore_ascii_case("-append"))
    };
    request.append = rest.iter().any(is_append);
    let kept: Vec<Value> = rest.iter().filter(|v| !is_append(v)).cloned().collect();
    let mut rest = kept.as_slice();
    let is_option = |v: &Value| {
        v.as_text().is_some_and(|t| {
            matches!(
                t.to_ascii_lowercase().as_str(),
                "delimiter" | "newline" | "roffset" | "coffset" | "precision"
            )
        })
    };
    if let Some(first) = rest.first().filter(|v| !is_option(v)) {
        request.delimiter = delimiter_named(
            &crate::format::unescape(&text(first, "dlmwrite")?),
            "dlmwrite",
        )?;
        match &rest[1..] {
            [] => rest = &[],
            [r, c] => {
                request.row_offset = offset(r, "dlmwrite")?;
                request.col_offset = offset(c, "dlmwrite")?;
                rest = &[];
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:dlmwrite:badOffset",
                    "Give both a row and a column offset.",
                ))
            }
        }
    }
    if !rest.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:dlmwrite:invalidOption",
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in rest.chunks(2) {
        let option = text(&pair[0], "dlmwrite")?.to_ascii_lowercase();
        match option.as_str() {
            "delimiter" => {
                request.delimiter = delimiter_named(
                    &crate::format::unescape(&text(&pair[1], "dlmwrite")?),
                    "dlmwrite",
                )?
            }
            "newline" => {
                request.newline = match text(&pair[1], "dlmwrite")?.to_ascii_lowercase().as_str() {
                    "pc" => "\r\n",
                    "unix" => "\n",
                    _ => {
                        return Err(RuntimeError::new(
                            "MATLAB:dlmwrite:invalidNewline",
                            "newline must be 'pc' or 'unix'.",
                        ))
                    }
                }
            }
            "roffset" => request.row_offset = offset(&pair[1], "dlmwrite")?,
            "coffset" => request.col_offset = offset(&pair[1], "dlmwrite")?,
            "precision" => {
                request.precision = match pair[1].as_text() {
                    Some(format) => Precision::Format(format),
                    None => Precision::Digits(offset(&pair[1], "dlmwrite")?.max(1)),
                }
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:dlmwrite:invalidOption",
                    format!("'{option}' is not a recognized parameter."),
                ))
            }
        }
    }
    let text = dlm_text(value, &request, "dlmwrite")?;
    store(interp, &name, text, request.append, "dlmwrite")
}
