//! `save -ascii` and `load -ascii`: numeric arrays as plain text, one
//! matrix row per line. Writing uses MATLAB's fixed layout (`%16.7e`, or
//! `%26.16e` with `-double`, tab-separated with `-tabs`); reading takes
//! numbers separated by blanks, commas or tabs, skipping `%` comments.
//! This file converts text and values only: it must not touch the disk.

use std::path::Path;

use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::format::cfmt::{exponential, non_finite_name};
use crate::value::{Shape, Value};

/// The text `save -ascii` writes for the chosen variables.
pub fn write(variables: &[(String, Value)], double: bool, tabs: bool) -> Result<Vec<u8>> {
    let (precision, width) = if double { (16, 26) } else { (7, 16) };
    let mut text = String::new();
    for (name, value) in variables {
        let numbers = match value {
            Value::Cell(_) | Value::Struct(_) | Value::String(_) | Value::FunctionHandle(_) => {
                return Err(RuntimeError::new(
                    "MATLAB:save:asciiUnsupported",
                    format!("Variable '{name}' is not numeric, logical or char and cannot be saved with -ascii."),
                ))
            }
            Value::ComplexDouble(t) => t.data().iter().map(|z| z.re).collect(),
            Value::ComplexSingle(t) => t.data().iter().map(|z| f64::from(z.re)).collect(),
            other => other.to_f64_vec().unwrap_or_default(),
        };
        let shape = value.shape();
        let rows = shape.rows();
        let cols = numbers.len().checked_div(rows).unwrap_or(0);
        for r in 0..rows {
            for c in 0..cols {
                let x = numbers.get(r + c * rows).copied().unwrap_or(f64::NAN);
                let body = if x.is_finite() {
                    exponential(x, precision, false)
                } else {
                    non_finite_name(x).to_string()
                };
                if tabs {
                    if c > 0 {
                        text.push('\t');
                    }
                    text.push_str(&body);
                } else {
                    text.push_str(&format!("{body:>width$}"));
                }
            }
            text.push('\n');
        }
    }
    Ok(text.into_bytes())
}

fn bad_text(line: usize, detail: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:load:unableToReadAscii",
        format!("Unable to read file as ASCII data: {detail} (line {line})."),
    )
}

/// The matrix in the text of an ASCII data file: every non-blank line is a
/// row, and every row has the same number of values.
pub fn read(bytes: &[u8]) -> Result<Value> {
    let text = std::str::from_utf8(bytes).map_err(|_| bad_text(1, "the file is not text"))?;
    let mut values: Vec<f64> = Vec::new();
    let mut cols: Option<usize> = None;
    let mut rows = 0usize;
    for (index, line) in text.lines().enumerate() {
        let line = line.split('%').next().unwrap_or("");
        let start = values.len();
        for field in line
            .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
            .filter(|f| !f.is_empty())
        {
            values.push(
                parse_number(field)
                    .ok_or_else(|| bad_text(index + 1, &format!("'{field}' is not a number")))?,
            );
        }
        let count = values.len() - start;
        if count == 0 {
            continue;
        }
        match cols {
            None => cols = Some(count),
            Some(n) if n != count => {
                return Err(bad_text(
                    index + 1,
                    "number of columns differs from the first line",
                ))
            }
            Some(_) => {}
        }
        rows += 1;
    }
    let cols = cols.unwrap_or(0);
    check_allocation_dims(&[rows, cols], 8)?;
    let mut data = vec![0.0; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            data[r + c * rows] = values[r * cols + c];
        }
    }
    Ok(Value::matrix(Shape::matrix(rows, cols), data))
}

/// A number as MATLAB's text readers accept it, `Inf` and `NaN` included.
pub fn parse_number(field: &str) -> Option<f64> {
    let field = field.trim();
    match field.to_ascii_lowercase().as_str() {
        "nan" | "+nan" | "-nan" => Some(f64::NAN),
        "inf" | "+inf" | "infinity" => Some(f64::INFINITY),
        "-inf" | "-infinity" => Some(f64::NEG_INFINITY),
        _ => field
            .parse::<f64>()
            .ok()
            .filter(|_| !field.starts_with(['i', 'I', 'n', 'N'])),
    }
}

/// The variable `load` creates for an ASCII file: the file name without
/// its extension, made a valid name (`x` prefixed, other characters `_`).
pub fn variable_name(path: &Path) -> String {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut name: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        name.insert(0, 'X');
    }
    name.truncate(63);
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_round_trip_keeps_shape_and_values() {
        let value = Value::matrix(
            Shape::matrix(2, 3),
            vec![1.0, -2.5, 3.0, 4e10, f64::NAN, 0.125],
        );
        let text = write(&[("a".into(), value.clone())], true, false).unwrap();
        let back = read(&text).unwrap();
        assert_eq!(back.shape(), Shape::matrix(2, 3));
        let (a, b) = (value.to_f64_vec().unwrap(), back.to_f64_vec().unwrap());
        assert!(a
            .iter()
            .zip(&b)
            .all(|(x, y)| x == y || (x.is_nan() && y.is_nan())));
        assert_eq!(
            String::from_utf8(write(&[("a".into(), Value::scalar(1.0))], false, false).unwrap())
                .unwrap(),
            "   1.0000000e+00\n"
        );
    }

    #[test]
    fn ragged_ascii_is_an_error_and_names_are_made_valid() {
        assert!(read(b"1 2\n3\n").is_err());
        assert_eq!(variable_name(Path::new("/x/my-data.txt")), "my_data");
        assert_eq!(variable_name(Path::new("2d.txt")), "X2d");
    }
}
