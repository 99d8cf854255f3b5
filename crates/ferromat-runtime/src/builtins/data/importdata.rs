//! `importdata`: a file's data by its kind. A MAT-file gives its variable
//! (or a struct of them), a PNG or JPEG file its image through `imread`'s
//! decoder, and any other file is read as delimited numeric text with
//! header lines above and row headers to the left, split by `readmatrix`'s
//! row reader (`csv_read::for_each_row`). This file only decides where the
//! header ends and shapes MATLAB's outputs; it must not write files.

use std::sync::Arc;

use indexmap::IndexMap;

use super::csv_read::{detect_delimiter, field_text, for_each_row};
use super::mat::ascii::parse_number;
use super::mat::decode;
use super::{file_to_read, read_bytes};
use crate::builtins::args::{check_allocation_dims, count, text};
use crate::builtins::images::{read as image_read, Format};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Tensor, Value};

/// The fields of one line, split as `readmatrix` splits rows.
fn fields_of(line: &str, delimiter: u8) -> Result<Vec<String>> {
    let mut fields = Vec::new();
    for_each_row(line.as_bytes(), delimiter, |row| {
        fields.extend(row.iter().map(|f| field_text(f).to_string()));
        Ok(())
    })?;
    Ok(fields)
}

/// A data row: its numbers, and its row header when its first field is
/// text. `None` when the line is not a row of numbers.
fn numeric_row(fields: &[String]) -> Option<(Option<String>, Vec<f64>)> {
    let number = |f: &String| {
        if f.is_empty() {
            Some(f64::NAN)
        } else {
            parse_number(f)
        }
    };
    let (header, rest) = match fields.split_first() {
        None => return None,
        Some((first, rest)) if number(first).is_none() && !rest.is_empty() => {
            (Some(first.clone()), rest)
        }
        Some(_) => (None, fields),
    };
    let numbers: Option<Vec<f64>> = rest.iter().map(number).collect();
    numbers.map(|n| (header, n))
}

/// The text of a file cut into lines (`\n` or `\r\n`); the last line may
/// lack its end.
fn lines(bytes: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(bytes);
    let mut lines: Vec<String> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l).to_string())
        .collect();
    if lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

fn char_value(text: &str) -> Value {
    if text.is_empty() {
        Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()))
    } else {
        Value::char_row(text)
    }
}

fn cell(shape: Shape, cells: Vec<Value>) -> Value {
    Value::Cell(Arc::new(Tensor::new(shape, cells)))
}

fn cell_row(texts: &[String]) -> Value {
    cell(
        Shape::matrix(1, texts.len()),
        texts.iter().map(|t| char_value(t)).collect(),
    )
}

/// `A = importdata(filename)`, `importdata(filename, delimiterIn)`,
/// `importdata(filename, delimiterIn, headerlinesIn)`,
/// `[A, delimiterOut, headerlinesOut] = importdata(___)`.
pub fn importdata(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let name = text(&args[0], "importdata")?;
    if name == "-pastespecial" {
        return Err(RuntimeError::new(
            "ferromat:importdata:noClipboard",
            "importdata('-pastespecial') is not supported: ferromat has no clipboard.",
        ));
    }
    let path = file_to_read(interp, &name, "importdata")?;
    let bytes = read_bytes(&path, &name, "importdata")?;
    let given_delimiter = match args.get(1) {
        Some(d) => match crate::format::unescape(&text(d, "importdata")?).as_str() {
            "" => None,
            one if one.len() == 1 => Some(one.as_bytes()[0]),
            other => {
                return Err(RuntimeError::new(
                    "MATLAB:importdata:InvalidDelimiter",
                    format!("The delimiter '{other}' must be a single character."),
                ))
            }
        },
        None => None,
    };
    let given_headers = match args.get(2) {
        Some(h) => Some(count(h, "importdata")?),
        None => None,
    };
    let mut out = Outputs::new();
    if decode::is_mat_file(&bytes) {
        let mut variables = decode::variables(&bytes)?;
        out.push(if variables.len() == 1 {
            variables.remove(0).1
        } else {
            let fields = variables.into_iter().map(|(n, v)| (n, vec![v])).collect();
            Value::Struct(Arc::new(StructArray {
                shape: Shape::scalar(),
                fields,
            }))
        });
    } else if let Some(format) = Format::sniff(&bytes) {
        let image = image_read::decode(&bytes, format, &name)?;
        if image.map.numel() == 0 && image.alpha.numel() == 0 {
            out.push(image.image);
        } else {
            let fields: IndexMap<String, Vec<Value>> = [
                ("cdata", image.image),
                ("colormap", image.map),
                ("alpha", image.alpha),
            ]
            .into_iter()
            .map(|(n, v)| (n.to_string(), vec![v]))
            .collect();
            out.push(Value::Struct(Arc::new(StructArray {
                shape: Shape::scalar(),
                fields,
            })));
        }
    } else {
        let delimiter = given_delimiter.unwrap_or_else(|| detect_delimiter(&bytes, false));
        let (value, delimiter_out, headers) =
            text_data(&bytes, delimiter, given_delimiter.is_none(), given_headers)?;
        out.push(value);
        if nargout > 1 {
            out.push(char_value(&delimiter_out));
        }
        if nargout > 2 {
            out.push(Value::scalar(headers as f64));
        }
        return Ok(out);
    }
    if nargout > 1 {
        out.push(char_value(""));
    }
    if nargout > 2 {
        out.push(Value::scalar(0.0));
    }
    Ok(out)
}

/// The value of a text file, the delimiter reported, and the number of
/// header lines: header lines run to the first row of numbers (or are
/// `given`); data rows run from there to the first line that is not a row
/// of numbers (blank lines are skipped). A file with no numbers at all
/// gives its lines as a column cell array.
fn text_data(
    bytes: &[u8],
    delimiter: u8,
    auto_delimiter: bool,
    given: Option<usize>,
) -> Result<(Value, String, usize)> {
    let lines = lines(bytes);
    // Header candidates are split one line at a time, up to the first row
    // of numbers; the data below is split in one pass.
    let mut header_fields: Vec<Vec<String>> = Vec::new();
    let mut found = None;
    for (k, line) in lines.iter().enumerate() {
        let fields = fields_of(line, delimiter)?;
        if !fields.is_empty() && numeric_row(&fields).is_some() {
            found = Some(k);
            break;
        }
        header_fields.push(fields);
    }
    let Some(first_data) = found.or(given.filter(|&h| h < lines.len())) else {
        let texts: Vec<Value> = lines
            .iter()
            .filter(|l| !l.trim().is_empty())
            .map(|l| char_value(l))
            .collect();
        let n = texts.len();
        return Ok((cell(Shape::matrix(n, 1), texts), String::new(), n));
    };
    let header_count = given.unwrap_or(first_data).min(lines.len());
    while header_fields.len() < header_count {
        header_fields.push(fields_of(&lines[header_fields.len()], delimiter)?);
    }
    header_fields.truncate(header_count);
    let mut rows: Vec<Vec<f64>> = Vec::new();
    let mut row_headers: Vec<String> = Vec::new();
    let mut any_number = false;
    let mut ended = false;
    let mut headed = false;
    let body = lines[header_count..].join("\n");
    for_each_row(body.as_bytes(), delimiter, |raw| {
        if ended {
            return Ok(());
        }
        let fields: Vec<String> = raw.iter().map(|f| field_text(f).to_string()).collect();
        // The first row of numbers decides whether rows have a header:
        // after it, every row's first field is one, or none is.
        let row = numeric_row(&fields).and_then(|(header, numbers)| match header {
            Some(header) if !any_number || headed => Some((Some(header), numbers)),
            Some(_) => None,
            None if headed => numeric_row(&fields[1..]).map(|(_, n)| (Some(fields[0].clone()), n)),
            None => Some((None, numbers)),
        });
        match row {
            Some((header, numbers)) => {
                if !any_number {
                    headed = header.is_some();
                }
                any_number = true;
                row_headers.extend(header);
                rows.push(numbers);
            }
            // Text after the numbers ends the data; before them (too few
            // header lines given) it is a row of NaN.
            None if any_number => ended = true,
            None => rows.push(vec![f64::NAN; fields.len()]),
        }
        check_allocation_dims(&[rows.len(), fields.len()], 8)
    })?;
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let n = rows.len();
    check_allocation_dims(&[n, cols], 8)?;
    let mut data = vec![f64::NAN; n * cols];
    for (r, row) in rows.iter().enumerate() {
        for (c, &x) in row.iter().enumerate() {
            data[r + c * n] = x;
        }
    }
    let data = Value::matrix(Shape::matrix(n, cols), data);
    // One column of numbers with no delimiter found or given has none.
    let delimiter_out = if auto_delimiter && delimiter == b' ' && cols <= 1 {
        String::new()
    } else {
        (delimiter as char).to_string()
    };
    if header_count == 0 && row_headers.is_empty() {
        return Ok((data, delimiter_out, 0));
    }
    let headers = &lines[..header_count];
    let mut column_headers = header_fields
        .iter()
        .rev()
        .find(|f| !f.is_empty())
        .cloned()
        .unwrap_or_default();
    if !row_headers.is_empty() && column_headers.len() == cols + 1 {
        column_headers.remove(0);
    }
    let has_column_headers = cols > 0 && column_headers.len() == cols;
    Ok((
        import_struct(
            data,
            headers,
            &row_headers,
            has_column_headers.then_some(&column_headers[..]),
        ),
        delimiter_out,
        header_count,
    ))
}

/// The struct of a file with headers: `data`, `textdata` (one row per
/// header line, whole in its first column except the column headers,
/// which fill the last header row; then the row headers in the first
/// column), `rowheaders` and `colheaders` when the file has them.
fn import_struct(
    data: Value,
    headers: &[String],
    row_headers: &[String],
    column_headers: Option<&[String]>,
) -> Value {
    let width = column_headers.map_or(1, <[String]>::len).max(1);
    let single = headers.len() == 1 && row_headers.is_empty();
    let textdata = match column_headers {
        Some(names) if single => cell_row(names),
        _ => {
            let mut table: Vec<Vec<String>> = Vec::new();
            let last = headers.len().saturating_sub(1);
            for (k, line) in headers.iter().enumerate() {
                let mut row = vec![String::new(); width];
                match column_headers {
                    Some(names) if k == last => row.clone_from_slice(names),
                    _ => row[0] = line.clone(),
                }
                table.push(row);
            }
            for header in row_headers {
                let mut row = vec![String::new(); width];
                row[0] = header.clone();
                table.push(row);
            }
            let n = table.len();
            let mut cells = Vec::with_capacity(n * width);
            for c in 0..width {
                cells.extend(table.iter().map(|row| char_value(&row[c])));
            }
            cell(Shape::matrix(n, width), cells)
        }
    };
    let mut fields: IndexMap<String, Vec<Value>> = IndexMap::new();
    fields.insert("data".into(), vec![data]);
    fields.insert("textdata".into(), vec![textdata]);
    if !row_headers.is_empty() {
        let texts: Vec<Value> = row_headers.iter().map(|h| char_value(h)).collect();
        fields.insert(
            "rowheaders".into(),
            vec![cell(Shape::matrix(texts.len(), 1), texts)],
        );
    }
    if let Some(names) = column_headers {
        fields.insert("colheaders".into(), vec![cell_row(names)]);
    }
    Value::Struct(Arc::new(StructArray {
        shape: Shape::scalar(),
        fields,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header_count(text: &str, given: Option<usize>) -> (String, usize) {
        let (_, delimiter, headers) = text_data(text.as_bytes(), b'\t', true, given).unwrap();
        (delimiter, headers)
    }

    #[test]
    fn headers_end_at_the_first_row_of_numbers() {
        assert_eq!(header_count("1\t2\n3\t4\n", None), ("\t".into(), 0));
        assert_eq!(header_count("text\n\na\tb\n1\t2\n", None).1, 3);
        assert_eq!(header_count("text\n1\t2\n", Some(0)).1, 0);
        assert_eq!(header_count("only text\nmore\n", None), (String::new(), 2));
    }

    #[test]
    fn row_headers_are_decided_by_the_first_row() {
        let row = |f: &[&str]| numeric_row(&f.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(row(&["r1", "1", ""]).unwrap().0.as_deref(), Some("r1"));
        assert!(row(&["1", "x"]).is_none());
        assert!(row(&[]).is_none());
        assert!(row(&["1", "2"]).unwrap().0.is_none());
    }
}
