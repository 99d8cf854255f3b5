//! Reading delimited text: `readmatrix`, `readcell`, `csvread`, `dlmread`.
//! Fields are split by the `csv` crate (quotes, embedded delimiters and
//! line breaks), or on runs of blanks for whitespace-delimited files; this
//! file chooses delimiters, skips header lines, applies ranges and builds
//! the arrays (plain numeric files go to the fast path of `csv_fast.rs`).
//! It must not write files.

use crate::builtins::args::{check_allocation_dims, text};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};
use std::sync::Arc;

use super::mat::ascii::parse_number;
use super::{file_to_read, read_bytes};

/// A rectangle of the file to keep, zero-based and inclusive; `None` ends
/// run to the last row or column.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Range {
    pub first_row: usize,
    pub first_col: usize,
    pub last_row: Option<usize>,
    pub last_col: Option<usize>,
}

/// What to read and how.
#[derive(Clone, Debug, Default)]
struct ReadOptions {
    delimiter: Option<u8>,
    header_lines: Option<usize>,
    range: Range,
}

fn bad_option(function: &str, detail: String) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:invalidOption"), detail)
}

/// A delimiter given by name or as its one character (`'\t'` escapes too).
pub fn delimiter_named(name: &str, function: &str) -> Result<u8> {
    Ok(match name {
        "," | "comma" => b',',
        "\t" | "\\t" | "tab" => b'\t',
        " " | "space" => b' ',
        ";" | "semi" => b';',
        "|" | "bar" => b'|',
        other if other.len() == 1 && other.is_ascii() => other.as_bytes()[0],
        other => {
            return Err(bad_option(
                function,
                format!("Invalid delimiter '{other}'."),
            ))
        }
    })
}

/// A spreadsheet range: `'B2'` (a start corner) or `'A1:C3'` (also
/// `'A1..C3'`), letters naming columns and numbers rows, both from 1.
pub fn parse_range_text(range: &str, function: &str) -> Result<Range> {
    let invalid = || bad_option(function, format!("Invalid range '{range}'."));
    let corner = |text: &str| -> Result<(usize, usize)> {
        let letters: String = text
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        let digits = &text[letters.len()..];
        if letters.is_empty() || digits.is_empty() {
            return Err(invalid());
        }
        let col = letters
            .to_ascii_uppercase()
            .bytes()
            .try_fold(0usize, |n, b| {
                n.checked_mul(26)?.checked_add(usize::from(b - b'A' + 1))
            })
            .ok_or_else(invalid)?;
        let row: usize = digits.parse().map_err(|_| invalid())?;
        if row == 0 {
            return Err(invalid());
        }
        Ok((row - 1, col - 1))
    };
    let (start, end) = match range.split_once(':').or_else(|| range.split_once("..")) {
        Some((a, b)) => (corner(a.trim())?, Some(corner(b.trim())?)),
        None => (corner(range.trim())?, None),
    };
    Ok(Range {
        first_row: start.0,
        first_col: start.1,
        last_row: end.map(|e| e.0),
        last_col: end.map(|e| e.1),
    })
}

/// A numeric range `[r c]` or `[r1 c1 r2 c2]`, counted from `base`.
fn numeric_range(value: &Value, base: usize, function: &str) -> Result<Range> {
    let numbers = value.to_f64_vec().unwrap_or_default();
    let index = |x: f64| -> Result<usize> {
        if x.fract() == 0.0 && x >= base as f64 && x < 1e15 {
            Ok(x as usize - base)
        } else {
            Err(bad_option(
                function,
                "Range values must be whole numbers within the file.".into(),
            ))
        }
    };
    match numbers.as_slice() {
        [r, c] => Ok(Range {
            first_row: index(*r)?,
            first_col: index(*c)?,
            ..Range::default()
        }),
        [r1, c1, r2, c2] => Ok(Range {
            first_row: index(*r1)?,
            first_col: index(*c1)?,
            last_row: Some(index(*r2)?),
            last_col: Some(index(*c2)?),
        }),
        _ => Err(bad_option(
            function,
            "Range must be [row col] or [row1 col1 row2 col2].".into(),
        )),
    }
}

fn parse_name_values(args: &[Value], function: &str) -> Result<ReadOptions> {
    let mut options = ReadOptions::default();
    if !args.len().is_multiple_of(2) {
        return Err(bad_option(
            function,
            "Name-value arguments must come in pairs.".into(),
        ));
    }
    for pair in args.chunks(2) {
        let name = text(&pair[0], function)?;
        let value = &pair[1];
        match name.to_ascii_lowercase().as_str() {
            "delimiter" => {
                options.delimiter = Some(delimiter_named(&text(value, function)?, function)?)
            }
            "numheaderlines" => {
                let n = value.as_f64().filter(|x| x.fract() == 0.0 && *x >= 0.0);
                options.header_lines = Some(n.ok_or_else(|| {
                    bad_option(
                        function,
                        "NumHeaderLines must be a nonnegative integer.".into(),
                    )
                })? as usize);
            }
            "range" => {
                options.range = match value.as_text() {
                    Some(range) => parse_range_text(&range, function)?,
                    None => numeric_range(value, 1, function)?,
                }
            }
            "filetype" | "texttype" | "outputtype" if value.as_text().is_some() => {}
            _ => {
                return Err(bad_option(
                    function,
                    format!("'{name}' is not a recognized parameter."),
                ))
            }
        }
    }
    Ok(options)
}

/// The delimiter a file without one given uses: comma for `.csv`, else
/// the most frequent of tab, comma, semicolon, bar on the first lines,
/// else blanks.
pub(crate) fn detect_delimiter(bytes: &[u8], is_csv: bool) -> u8 {
    if is_csv {
        return b',';
    }
    let sample = &bytes[..bytes.len().min(64 * 1024)];
    [b'\t', b',', b';', b'|']
        .into_iter()
        .map(|d| (sample.iter().filter(|&&b| b == d).count(), d))
        .filter(|&(count, _)| count > 0)
        .max_by_key(|&(count, _)| count)
        .map_or(b' ', |(_, d)| d)
}

/// Calls `each_row` with the fields of every non-blank line.
pub(crate) fn for_each_row(
    bytes: &[u8],
    delimiter: u8,
    mut each_row: impl FnMut(&[&[u8]]) -> Result<()>,
) -> Result<()> {
    if delimiter == b' ' {
        for line in bytes.split(|&b| b == b'\n') {
            let fields: Vec<&[u8]> = line
                .split(|b| b.is_ascii_whitespace())
                .filter(|f| !f.is_empty())
                .collect();
            if !fields.is_empty() {
                each_row(&fields)?;
            }
        }
        return Ok(());
    }
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delimiter)
        .from_reader(bytes);
    let mut record = csv::ByteRecord::new();
    loop {
        let more = reader.read_byte_record(&mut record).map_err(|e| {
            RuntimeError::new(
                "MATLAB:textio:malformedFile",
                format!("Unable to read the delimited text: {e}."),
            )
        })?;
        if !more {
            return Ok(());
        }
        let fields: Vec<&[u8]> = record.iter().collect();
        if fields.len() == 1 && fields[0].iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        each_row(&fields)?;
    }
}

pub(crate) fn field_text(field: &[u8]) -> &str {
    std::str::from_utf8(field).unwrap_or("").trim()
}

/// How `readmatrix`/`csvread` treat a field that is empty or not a number.
#[derive(Clone, Copy, PartialEq)]
enum Missing {
    /// `NaN` for both (`readmatrix`).
    NaN,
    /// `0` for an empty field; text is an error (`csvread`, `dlmread`).
    ZeroOrError,
}

/// The numeric grid of a file, row-major, with the number of columns.
fn numeric_grid(
    bytes: &[u8],
    delimiter: u8,
    options: &ReadOptions,
    missing: Missing,
    function: &str,
) -> Result<Value> {
    let range = options.range;
    let mut header_left = options.header_lines;
    let detecting_headers =
        header_left.is_none() && range == Range::default() && missing == Missing::NaN;
    let mut rows: Vec<Vec<f64>> = Vec::new();
    let mut cols = 0usize;
    let mut row_index = 0usize;
    let mut data_started = false;
    for_each_row(bytes, delimiter, |fields| {
        if let Some(left) = header_left.as_mut() {
            if *left > 0 {
                *left -= 1;
                return Ok(());
            }
        }
        let this_row = row_index;
        row_index += 1;
        if this_row < range.first_row || range.last_row.is_some_and(|last| this_row > last) {
            return Ok(());
        }
        let mut row = Vec::with_capacity(cols.max(fields.len()));
        let mut any_number = false;
        for (c, field) in fields.iter().enumerate() {
            if c < range.first_col || range.last_col.is_some_and(|last| c > last) {
                continue;
            }
            let text = field_text(field);
            let x = match parse_number(text) {
                Some(x) => {
                    any_number = true;
                    x
                }
                None if text.is_empty() => match missing {
                    Missing::NaN => f64::NAN,
                    Missing::ZeroOrError => 0.0,
                },
                None => match missing {
                    Missing::NaN => f64::NAN,
                    Missing::ZeroOrError => {
                        return Err(RuntimeError::new(
                            format!("MATLAB:{function}:textInNumericField"),
                            format!("Mismatch between file and format character vector: '{text}' is not a number (row {}, field {}).", this_row + 1, c + 1),
                        ))
                    }
                },
            };
            row.push(x);
        }
        // Leading rows with no number at all are a header (readmatrix).
        if detecting_headers && !data_started && !any_number {
            return Ok(());
        }
        data_started = true;
        cols = cols.max(row.len());
        check_allocation_dims(&[rows.len() + 1, cols], 8)?;
        rows.push(row);
        Ok(())
    })?;
    let fill = if missing == Missing::NaN {
        f64::NAN
    } else {
        0.0
    };
    let n = rows.len();
    check_allocation_dims(&[n, cols], 8)?;
    let mut data = vec![fill; n * cols];
    for (r, row) in rows.iter().enumerate() {
        for (c, &x) in row.iter().enumerate() {
            data[r + c * n] = x;
        }
    }
    Ok(Value::matrix(Shape::matrix(n, cols), data))
}

fn file_name_arg(args: &[Value], function: &str) -> Result<String> {
    text(
        args.first().ok_or_else(RuntimeError::not_enough_inputs)?,
        function,
    )
}

pub(crate) fn is_csv_name(name: &str) -> bool {
    name.to_ascii_lowercase().ends_with(".csv")
}

/// `A = readmatrix(filename, Name, Value...)`.
pub fn readmatrix(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let name = file_name_arg(args, "readmatrix")?;
    let options = parse_name_values(&args[1..], "readmatrix")?;
    let path = file_to_read(interp, &name, "readmatrix")?;
    let bytes = read_bytes(&path, &name, "readmatrix")?;
    let delimiter = options
        .delimiter
        .unwrap_or_else(|| detect_delimiter(&bytes, is_csv_name(&name)));
    if options.range == Range::default() {
        let plain = super::csv_fast::plain_numeric_grid(&bytes, delimiter, options.header_lines)?;
        if let Some((rows, cols, data)) = plain {
            return one(Value::matrix(Shape::matrix(rows, cols), data));
        }
    }
    one(numeric_grid(
        &bytes,
        delimiter,
        &options,
        Missing::NaN,
        "readmatrix",
    )?)
}

/// `M = csvread(filename)`, `csvread(filename, R1, C1)`,
/// `csvread(filename, R1, C1, [R1 C1 R2 C2])`, offsets from 0.
pub fn csvread(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let name = file_name_arg(args, "csvread")?;
    let range = offsets(&args[1..], "csvread")?;
    read_delimited(interp, &name, Some(b','), range, "csvread")
}

/// `M = dlmread(filename)`, `dlmread(filename, delimiter)`,
/// `dlmread(filename, delimiter, R1, C1)`, `dlmread(filename, delimiter, range)`.
pub fn dlmread(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let name = file_name_arg(args, "dlmread")?;
    let delimiter = match args.get(1) {
        Some(d) => match text(d, "dlmread")?.as_str() {
            "" => None,
            given => Some(delimiter_named(&crate::format::unescape(given), "dlmread")?),
        },
        None => None,
    };
    let range = match args.get(2..) {
        Some([single]) => match single.as_text() {
            Some(range) => parse_range_text(&range, "dlmread")?,
            None => numeric_range(single, 0, "dlmread")?,
        },
        Some(rest) => offsets(rest, "dlmread")?,
        None => Range::default(),
    };
    read_delimited(interp, &name, delimiter, range, "dlmread")
}

/// Zero-based `R1, C1[, [R1 C1 R2 C2]]`.
fn offsets(args: &[Value], function: &str) -> Result<Range> {
    let whole = |v: &Value| -> Result<usize> {
        v.as_f64()
            .filter(|x| x.fract() == 0.0 && *x >= 0.0 && *x < 1e15)
            .map(|x| x as usize)
            .ok_or_else(|| {
                bad_option(
                    function,
                    "Row and column offsets must be nonnegative integers.".into(),
                )
            })
    };
    match args {
        [] => Ok(Range::default()),
        [r, c] => Ok(Range {
            first_row: whole(r)?,
            first_col: whole(c)?,
            ..Range::default()
        }),
        [_, _, range] => numeric_range(range, 0, function),
        _ => Err(RuntimeError::too_many_inputs()),
    }
}

fn read_delimited(
    interp: &mut Interpreter,
    name: &str,
    delimiter: Option<u8>,
    range: Range,
    function: &str,
) -> Result<Outputs> {
    let path = file_to_read(interp, name, function)?;
    let bytes = read_bytes(&path, name, function)?;
    let delimiter = delimiter.unwrap_or_else(|| {
        let found = detect_delimiter(&bytes, false);
        if matches!(found, b',' | b'\t') {
            found
        } else {
            b' '
        }
    });
    let options = ReadOptions {
        delimiter: Some(delimiter),
        header_lines: Some(0),
        range,
    };
    one(numeric_grid(
        &bytes,
        delimiter,
        &options,
        Missing::ZeroOrError,
        function,
    )?)
}

/// `C = readcell(filename, Name, Value...)`: numbers as doubles, other
/// text as character vectors, empty fields as `[]`.
pub fn readcell(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let name = file_name_arg(args, "readcell")?;
    let options = parse_name_values(&args[1..], "readcell")?;
    let path = file_to_read(interp, &name, "readcell")?;
    let bytes = read_bytes(&path, &name, "readcell")?;
    let delimiter = options
        .delimiter
        .unwrap_or_else(|| detect_delimiter(&bytes, is_csv_name(&name)));
    let range = options.range;
    let mut header_left = options.header_lines.unwrap_or(0);
    let mut rows: Vec<Vec<Value>> = Vec::new();
    let mut cols = 0usize;
    let mut row_index = 0usize;
    for_each_row(&bytes, delimiter, |fields| {
        if header_left > 0 {
            header_left -= 1;
            return Ok(());
        }
        let this_row = row_index;
        row_index += 1;
        if this_row < range.first_row || range.last_row.is_some_and(|last| this_row > last) {
            return Ok(());
        }
        let row: Vec<Value> = fields
            .iter()
            .enumerate()
            .filter(|(c, _)| *c >= range.first_col && range.last_col.is_none_or(|last| *c <= last))
            .map(|(_, field)| {
                let text = field_text(field);
                match parse_number(text) {
                    Some(x) => Value::scalar(x),
                    None if text.is_empty() => Value::empty(),
                    None => Value::char_row(text),
                }
            })
            .collect();
        cols = cols.max(row.len());
        check_allocation_dims(&[rows.len() + 1, cols], std::mem::size_of::<Value>())?;
        rows.push(row);
        Ok(())
    })?;
    let n = rows.len();
    let mut data = vec![Value::empty(); n * cols];
    for (r, row) in rows.into_iter().enumerate() {
        for (c, v) in row.into_iter().enumerate() {
            data[r + c * n] = v;
        }
    }
    one(Value::Cell(Arc::new(Tensor::new(
        Shape::matrix(n, cols),
        data,
    ))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spreadsheet_ranges() {
        assert_eq!(
            parse_range_text("B2:AA10", "t").unwrap(),
            Range {
                first_row: 1,
                first_col: 1,
                last_row: Some(9),
                last_col: Some(26)
            }
        );
        assert_eq!(
            parse_range_text("C3", "t").unwrap(),
            Range {
                first_row: 2,
                first_col: 2,
                ..Range::default()
            }
        );
        assert!(parse_range_text("3C", "t").is_err());
        assert!(parse_range_text("A0", "t").is_err());
    }

    #[test]
    fn headers_empty_fields_and_quotes() {
        let text = b"x,y,z\n1,,3\n\"4\",5\n";
        let grid = numeric_grid(text, b',', &ReadOptions::default(), Missing::NaN, "t").unwrap();
        assert_eq!(grid.shape(), Shape::matrix(2, 3));
        let data = grid.to_f64_vec().unwrap();
        assert_eq!(data[0], 1.0);
        assert!(data[2].is_nan() && data[5].is_nan());
        assert_eq!(data[1], 4.0);
        let zeros = numeric_grid(
            b"1,,3\n",
            b',',
            &ReadOptions::default(),
            Missing::ZeroOrError,
            "t",
        )
        .unwrap();
        assert_eq!(zeros.to_f64_vec().unwrap(), vec![1.0, 0.0, 3.0]);
        assert!(numeric_grid(
            b"a,1\n",
            b',',
            &ReadOptions::default(),
            Missing::ZeroOrError,
            "t"
        )
        .is_err());
    }
}
