//! `readmatrix`'s fast path for the common file: numbers separated by one
//! delimiter, no quotes, every data row as wide as the first. Lines are
//! found with `memchr`, fields split on the delimiter byte, and each field
//! parsed straight from its bytes by `fast-float2` (no UTF-8 check, no
//! `String`); the rows are cut into chunks parsed in parallel with
//! `rayon`. Anything else (quotes, whitespace-delimited, ragged rows)
//! returns `None` and the general `csv`-crate reader takes over, so this
//! file must give exactly the values that reader gives or none at all.

use rayon::prelude::*;

use crate::builtins::args::check_allocation_dims;
use crate::error::Result;

/// The value of one field: a number, NaN for an empty field or text, and
/// whether it was a number (header detection needs to know).
fn field_value(field: &[u8]) -> (f64, bool) {
    let field = field.trim_ascii();
    if field.is_empty() {
        return (f64::NAN, false);
    }
    match fast_float2::parse::<f64, _>(field) {
        Ok(x) => (x, true),
        Err(_) => (f64::NAN, false),
    }
}

/// Whether a line holds only blanks (the general reader skips it).
fn is_blank(line: &[u8]) -> bool {
    line.iter().all(u8::is_ascii_whitespace)
}

/// The lines of `bytes`, without their `\n`.
fn lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut rest = bytes;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        let line = &rest[..end];
        rest = rest.get(end + 1..).unwrap_or(&[]);
        Some(line)
    })
}

/// Parses one line into `out`; its field count, and whether any field
/// was a number.
fn parse_line(line: &[u8], delimiter: u8, out: &mut Vec<f64>) -> (usize, bool) {
    let mut count = 0;
    let mut any = false;
    for field in line.split(|&b| b == delimiter) {
        let (x, number) = field_value(field);
        out.push(x);
        any |= number;
        count += 1;
    }
    (count, any)
}

/// The offset where data starts: after `header_lines` non-blank lines, or
/// (with `None`) after the leading lines that hold no number at all.
fn data_start(bytes: &[u8], delimiter: u8, header_lines: Option<usize>) -> usize {
    let mut offset = 0;
    let mut skipped = 0;
    let mut scratch = Vec::new();
    for line in lines(bytes) {
        let next = offset + line.len() + 1;
        if !is_blank(line) {
            let header = match header_lines {
                Some(n) => skipped < n,
                None => {
                    scratch.clear();
                    !parse_line(line, delimiter, &mut scratch).1
                }
            };
            if !header {
                return offset;
            }
            skipped += 1;
        }
        offset = next;
    }
    bytes.len()
}

/// The rows of one chunk, row-major, or `None` if a row's width differs
/// from `width` (then the general reader decides).
fn parse_chunk(chunk: &[u8], delimiter: u8, width: usize) -> Option<Vec<f64>> {
    let mut out = Vec::with_capacity(chunk.len() / 8);
    for line in lines(chunk) {
        if is_blank(line) {
            continue;
        }
        let (count, _) = parse_line(line, delimiter, &mut out);
        if count != width {
            return None;
        }
    }
    Some(out)
}

/// `bytes[from..]` cut into about `parts` pieces, each ending after a `\n`.
fn chunks(bytes: &[u8], parts: usize) -> Vec<&[u8]> {
    let size = (bytes.len() / parts.max(1)).max(1 << 16);
    let mut out = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        let cut = if rest.len() <= size {
            rest.len()
        } else {
            memchr::memchr(b'\n', &rest[size..]).map_or(rest.len(), |i| size + i + 1)
        };
        out.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    out
}

/// The numeric grid of a plain file as `(rows, columns, column-major
/// data)`, or `None` when the file needs the general reader.
pub(crate) fn plain_numeric_grid(
    bytes: &[u8],
    delimiter: u8,
    header_lines: Option<usize>,
) -> Result<Option<(usize, usize, Vec<f64>)>> {
    if delimiter == b' ' || memchr::memchr(b'"', bytes).is_some() {
        return Ok(None);
    }
    let start = data_start(bytes, delimiter, header_lines);
    let body = &bytes[start..];
    let Some(first) = lines(body).find(|l| !is_blank(l)) else {
        return Ok(Some((0, 0, Vec::new())));
    };
    let width = first.split(|&b| b == delimiter).count();
    // A row costs at least `width` bytes; refuse before parsing a file
    // whose matrix would break the array limit.
    check_allocation_dims(&[body.len() / width.max(1) + 1, width], 8)?;
    let parts = chunks(body, rayon::current_num_threads() * 4);
    let parsed: Option<Vec<Vec<f64>>> = parts
        .par_iter()
        .map(|chunk| parse_chunk(chunk, delimiter, width))
        .collect();
    let Some(parsed) = parsed else {
        return Ok(None);
    };
    let total: usize = parsed.iter().map(Vec::len).sum();
    let rows = total / width.max(1);
    let mut data = vec![0.0; total];
    // Row-major pieces to MATLAB's column-major order, one column at a
    // time so that each write stream is sequential.
    let mut row_base = 0;
    for piece in &parsed {
        let piece_rows = piece.len() / width;
        for c in 0..width {
            let column = &mut data[c * rows + row_base..c * rows + row_base + piece_rows];
            for (r, slot) in column.iter_mut().enumerate() {
                *slot = piece[r * width + c];
            }
        }
        row_base += piece_rows;
    }
    Ok(Some((rows, width, data)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_files_parse_column_major() {
        let grid = plain_numeric_grid(b"a,b\n1,2\n\n3,4.5\r\n", b',', None).unwrap();
        assert_eq!(grid, Some((2, 2, vec![1.0, 3.0, 2.0, 4.5])));
        let grid = plain_numeric_grid(b"x\n1,2\n", b',', Some(1)).unwrap();
        assert_eq!(grid, Some((1, 2, vec![1.0, 2.0])));
        // Quotes and ragged rows go to the general reader.
        assert_eq!(plain_numeric_grid(b"\"1\",2\n", b',', None).unwrap(), None);
        assert_eq!(plain_numeric_grid(b"1,2\n3\n", b',', None).unwrap(), None);
    }

    #[test]
    fn empty_and_text_fields_are_nan() {
        let (rows, cols, data) = plain_numeric_grid(b"1,,x\n-inf,NaN,2e3\n", b',', None)
            .unwrap()
            .unwrap();
        assert_eq!((rows, cols), (2, 3));
        assert_eq!(data[0], 1.0);
        assert!(data[2].is_nan() && data[4].is_nan() && data[3].is_nan());
        assert_eq!(data[1], f64::NEG_INFINITY);
        assert_eq!(data[5], 2000.0);
    }

    #[test]
    fn chunked_parsing_matches_a_single_pass() {
        let mut text = String::new();
        for i in 0..50_000 {
            text.push_str(&format!("{},{}.25,-{}e-3\n", i, i, i));
        }
        let (rows, cols, data) = plain_numeric_grid(text.as_bytes(), b',', None)
            .unwrap()
            .unwrap();
        assert_eq!((rows, cols), (50_000, 3));
        for i in [0usize, 1, 49_999, 31_337] {
            assert_eq!(data[i], i as f64);
            assert_eq!(data[rows + i], i as f64 + 0.25);
            assert_eq!(data[2 * rows + i], -(i as f64) * 1e-3);
        }
    }
}
