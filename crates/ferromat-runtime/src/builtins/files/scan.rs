//! `fscanf` and `sscanf`: read formatted data with a C-style format (`%d %i %u %f %e
//! %g %s %c`, widths, `%*` skips, literal text), recycling the format
//! until the data ends or stops matching, as MATLAB does. The scanner
//! works on decoded characters and reports how many it consumed, so the
//! file position can be set after it. It must not open files itself.

use std::io::SeekFrom;

use super::binary::{wanted, Wanted};
use super::handles::open_file;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// One piece of a scan format.
#[derive(Clone, Debug, PartialEq)]
enum Piece {
    /// Whitespace in the format: skips any whitespace in the data.
    Space,
    Literal(char),
    Convert {
        kind: char,
        width: Option<usize>,
        skip: bool,
        /// `l` modifier: integer conversions saturate at 64 bits, not 32.
        long: bool,
    },
}

fn bad_format(format: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:fscanf:invalidFormat",
        format!("Invalid format '{format}'."),
    )
}

/// Splits a format into pieces; `\n`, `\t` and friends in the format text
/// are escapes, as in `fprintf`.
fn parse_format(format: &str) -> Result<Vec<Piece>> {
    let mut pieces = Vec::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '%' => {
                if chars.peek() == Some(&'%') {
                    chars.next();
                    pieces.push(Piece::Literal('%'));
                    continue;
                }
                let skip = chars.next_if_eq(&'*').is_some();
                let mut digits = String::new();
                while let Some(d) = chars.next_if(|d| d.is_ascii_digit()) {
                    digits.push(d);
                }
                // `%ld`/`%lu` read 64-bit integers; `h` and `l` on other
                // conversions change nothing.
                let mut long = false;
                while let Some(m) = chars.next_if(|m| matches!(m, 'l' | 'h')) {
                    long |= m == 'l';
                }
                let kind = chars.next().ok_or_else(|| bad_format(format))?;
                if !matches!(
                    kind,
                    'd' | 'i' | 'u' | 'f' | 'e' | 'g' | 's' | 'c' | 'x' | 'o'
                ) {
                    return Err(bad_format(format));
                }
                let width = digits.parse::<usize>().ok().filter(|w| *w > 0);
                pieces.push(Piece::Convert {
                    kind,
                    width,
                    skip,
                    long,
                });
            }
            '\\' => match chars.next() {
                Some('n' | 't' | 'r') => pieces.push(Piece::Space),
                Some('\\') => pieces.push(Piece::Literal('\\')),
                Some(other) => pieces.push(Piece::Literal(other)),
                None => pieces.push(Piece::Literal('\\')),
            },
            c if c.is_whitespace() => pieces.push(Piece::Space),
            c => pieces.push(Piece::Literal(c)),
        }
    }
    Ok(pieces)
}

/// What a scan produced: every converted value (characters as their
/// codes), whether all conversions were text, and the characters consumed.
pub struct Scanned {
    pub values: Vec<f64>,
    pub all_text: bool,
    pub consumed: usize,
}

/// The length of the number at the start of `text` (within `width`) and
/// its value; integers only for `d`/`i`/`u`, hexadecimal for `x`, octal
/// for `o`.
pub fn number_at(text: &[char], kind: char, width: usize) -> Option<(f64, usize)> {
    let text = &text[..text.len().min(width)];
    let mut i = 0;
    let negative = match text.first() {
        Some('-') => {
            i += 1;
            true
        }
        Some('+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let sign = if negative { -1.0 } else { 1.0 };
    let digits_from = |start: usize, radix: u32| {
        let mut end = start;
        while text.get(end).is_some_and(|c| c.is_digit(radix)) {
            end += 1;
        }
        end
    };
    match kind {
        'd' | 'u' => integer_at(text, i, 10).map(|(v, end)| (sign * v, end)),
        'x' | 'o' => {
            let radix = if kind == 'x' { 16 } else { 8 };
            integer_at(text, i, radix).map(|(v, end)| (sign * v, end))
        }
        'i' => {
            // As C's `%i`: `0x` starts hexadecimal, a leading `0` octal.
            let hex = text.get(i) == Some(&'0')
                && matches!(text.get(i + 1), Some('x' | 'X'))
                && text.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit());
            let found = if hex {
                integer_at(text, i + 2, 16)
            } else if text.get(i) == Some(&'0') {
                integer_at(text, i, 8)
            } else {
                integer_at(text, i, 10)
            };
            found.map(|(v, end)| (sign * v, end))
        }
        _ => {
            let rest: String = text[i..]
                .iter()
                .take(9)
                .collect::<String>()
                .to_ascii_lowercase();
            for (word, value) in [
                ("infinity", f64::INFINITY),
                ("inf", f64::INFINITY),
                ("nan", f64::NAN),
            ] {
                if rest.starts_with(word) {
                    return Some((sign * value, i + word.len()));
                }
            }
            let int_end = digits_from(i, 10);
            let mut end = int_end;
            let mut frac_end = int_end;
            if text.get(end) == Some(&'.') {
                frac_end = digits_from(end + 1, 10);
                end = frac_end;
            }
            let mantissa_digits = (int_end - i) + frac_end.saturating_sub(int_end + 1);
            if mantissa_digits == 0 {
                return None;
            }
            if matches!(text.get(end), Some('e' | 'E' | 'd' | 'D')) {
                let mut e = end + 1;
                if matches!(text.get(e), Some('+' | '-')) {
                    e += 1;
                }
                let exp_end = digits_from(e, 10);
                if exp_end > e {
                    end = exp_end;
                }
            }
            let literal: String = text[i..end]
                .iter()
                .map(|&c| if matches!(c, 'd' | 'D') { 'e' } else { c })
                .collect();
            literal.parse::<f64>().ok().map(|v| (sign * v, end))
        }
    }
}

/// The digits of `radix` from `start` and their value, or `None` when
/// there is none. The value is accumulated in `f64` so that any number of
/// digits is read (and later saturated) rather than overflowing.
fn integer_at(text: &[char], start: usize, radix: u32) -> Option<(f64, usize)> {
    let mut end = start;
    let mut value = 0.0;
    while let Some(d) = text.get(end).and_then(|c| c.to_digit(radix)) {
        value = value * f64::from(radix) + f64::from(d);
        end += 1;
    }
    (end > start).then_some((value, end))
}

/// An integer conversion's value clamped to its class, as MATLAB's
/// `sscanf` does: `%d`/`%i` to int32 (`%ld`/`%li` to int64), `%u`/`%o`/`%x`
/// to uint32 (or uint64); other conversions are left alone.
fn saturate(value: f64, kind: char, long: bool) -> f64 {
    let (low, high) = match (kind, long) {
        ('d' | 'i', false) => (f64::from(i32::MIN), f64::from(i32::MAX)),
        ('d' | 'i', true) => (i64::MIN as f64, i64::MAX as f64),
        // Negative unsigned input keeps its sign rather than wrapping.
        ('u' | 'o' | 'x', false) => (f64::NEG_INFINITY, f64::from(u32::MAX)),
        ('u' | 'o' | 'x', true) => (f64::NEG_INFINITY, u64::MAX as f64),
        _ => return value,
    };
    value.clamp(low, high)
}

/// Scans `text` with `format` until it ends, stops matching, or `limit`
/// values were read.
pub fn scan(text: &[char], format: &str, limit: Option<usize>) -> Result<Scanned> {
    let pieces = parse_format(format)?;
    let conversions: Vec<char> = pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Convert {
                kind, skip: false, ..
            } => Some(*kind),
            _ => None,
        })
        .collect();
    let all_text = !conversions.is_empty() && conversions.iter().all(|k| matches!(k, 's' | 'c'));
    let mut values = Vec::new();
    let mut pos = 0;
    let full = |values: &Vec<f64>| limit.is_some_and(|l| values.len() >= l);
    let skip_space = |pos: &mut usize| {
        while text.get(*pos).is_some_and(|c| c.is_whitespace()) {
            *pos += 1;
        }
    };
    'recycle: loop {
        let pass_start = pos;
        for piece in &pieces {
            if full(&values) {
                break 'recycle;
            }
            match piece {
                Piece::Space => skip_space(&mut pos),
                Piece::Literal(c) => {
                    if text.get(pos) != Some(c) {
                        break 'recycle;
                    }
                    pos += 1;
                }
                Piece::Convert {
                    kind,
                    width,
                    skip,
                    long,
                } => {
                    if *kind != 'c' {
                        skip_space(&mut pos);
                    }
                    if pos >= text.len() {
                        break 'recycle;
                    }
                    let width = width.unwrap_or(if *kind == 'c' { 1 } else { usize::MAX });
                    match kind {
                        'c' | 's' => {
                            let mut end = pos;
                            while end < text.len()
                                && end - pos < width
                                && (*kind == 'c' || !text[end].is_whitespace())
                            {
                                end += 1;
                            }
                            if !skip {
                                for &c in &text[pos..end] {
                                    let mut units = [0u16; 2];
                                    for unit in c.encode_utf16(&mut units) {
                                        values.push(f64::from(*unit));
                                    }
                                }
                            }
                            pos = end;
                        }
                        _ => match number_at(&text[pos..], *kind, width) {
                            Some((value, used)) => {
                                if !skip {
                                    values.push(saturate(value, *kind, *long));
                                }
                                pos += used;
                            }
                            None => break 'recycle,
                        },
                    }
                }
            }
        }
        if pos == pass_start || pos >= text.len() || conversions.is_empty() {
            break;
        }
    }
    Ok(Scanned {
        values,
        all_text,
        consumed: pos,
    })
}

/// `[m n]` of a size argument: the rows, and the columns unless `Inf`.
type Rows = (usize, Option<usize>);

/// The shape of `count` scanned values for a size argument: a column for
/// `Inf` or `n`, `m` rows (padded with zeros) for `[m n]` and `[m Inf]`.
fn shaped(mut values: Vec<f64>, size: Option<Rows>) -> (Shape, Vec<f64>) {
    match size {
        None => (Shape::column(values.len()), values),
        // Less than one column stays a column of what was read, so that a
        // huge `m` never pads.
        Some((rows, _)) if values.len() < rows || rows == 0 => {
            (Shape::column(values.len()), values)
        }
        Some((rows, _)) => {
            let columns = values.len().div_ceil(rows);
            values.resize(rows * columns, 0.0);
            (Shape::matrix(rows, columns), values)
        }
    }
}

/// The size argument of `fscanf`: the element limit and, for `[m n]`, the rows.
fn size_arg(value: &Value) -> Result<(Option<usize>, Option<Rows>)> {
    Ok(match wanted(value, "fscanf")? {
        Wanted::Column(limit) => (limit, None),
        Wanted::Rows(rows, columns) => (
            columns.map(|c| rows.saturating_mul(c)),
            Some((rows, columns)),
        ),
    })
}

/// The rest of an open file as characters, for the text scanners; the
/// caller moves the position with [`consume`].
pub fn remaining_text(
    interp: &mut Interpreter,
    target: &Value,
    function: &str,
) -> Result<Vec<char>> {
    let file = open_file(interp, target)?;
    file.check_readable(function)?;
    let remaining = match file.stream.remaining() {
        Ok(n) => usize::try_from(n).unwrap_or(usize::MAX),
        Err(error) => return Err(file.failed(error, function)),
    };
    args::check_allocation_dims(&[remaining], 4)?;
    let mut bytes = Vec::with_capacity(remaining);
    if let Err(error) = file.stream.read_up_to(remaining, &mut bytes) {
        return Err(file.failed(error, function));
    }
    let units = file.encoding.decode(&bytes);
    Ok(char::decode_utf16(units)
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect())
}

/// Moves the file to just after the first `used` of the characters that
/// [`remaining_text`] returned from `start`, and sets the end flag.
pub fn consume(
    interp: &mut Interpreter,
    target: &Value,
    start: u64,
    text: &[char],
    used: usize,
    function: &str,
) -> Result<()> {
    let file = open_file(interp, target)?;
    let consumed: String = text[..used].iter().collect();
    let units: Vec<u16> = consumed.encode_utf16().collect();
    let bytes = file.encoding.encode(&units).len() as u64;
    if let Err(error) = file.stream.seek(SeekFrom::Start(start + bytes)) {
        return Err(file.failed(error, function));
    }
    file.at_end = used >= text.len();
    Ok(())
}

/// The position of an open file, for [`consume`].
pub fn position(interp: &mut Interpreter, target: &Value, function: &str) -> Result<u64> {
    let file = open_file(interp, target)?;
    file.stream.position().map_err(|e| file.failed(e, function))
}

/// `A = fscanf(fid, format)`, `fscanf(fid, format, sizeA)`, `[A, count] =
/// fscanf(...)`.
pub fn fscanf(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let [target, format, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let format = args::text(format, "fscanf")?;
    let (limit, size) = match rest.first() {
        Some(v) => size_arg(v)?,
        None => (None, None),
    };
    let start = position(interp, target, "fscanf")?;
    let text = remaining_text(interp, target, "fscanf")?;
    let scanned = scan(&text, &format, limit)?;
    consume(interp, target, start, &text, scanned.consumed, "fscanf")?;
    let count = scanned.values.len();
    let mut out = Outputs::new();
    out.push(assemble(scanned.values, scanned.all_text, size));
    if nargout >= 2 {
        out.push(Value::scalar(count as f64));
    }
    Ok(out)
}

/// The first output of a scan: text when every conversion was `%s`/`%c`
/// and no size was given, else doubles shaped by the size argument.
fn assemble(values: Vec<f64>, all_text: bool, size: Option<Rows>) -> Value {
    if all_text && size.is_none() {
        let units = values.iter().map(|&x| x as u16).collect();
        Value::Char(Tensor::row(units))
    } else {
        let (shape, data) = shaped(values, size);
        if all_text {
            Value::Char(Tensor::new(shape, data.iter().map(|&x| x as u16).collect()))
        } else {
            Value::Double(Tensor::new(shape, data))
        }
    }
}

/// `A = sscanf(str, format)`, `sscanf(str, format, sizeA)`, `[A, count,
/// errmsg, nextindex] = sscanf(...)`: `fscanf`'s scanner over text.
pub fn sscanf(_: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let [text, format, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let text: Vec<char> = match text {
        Value::Char(t) => char::decode_utf16(t.data().iter().copied())
            .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect(),
        other => other
            .as_text()
            .ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:sscanf:invalidFirstInput",
                    "First argument must be a text scalar.",
                )
            })?
            .chars()
            .collect(),
    };
    let format = format.as_text().ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:sscanf:invalidFormat",
            "Format must be a character vector or string scalar.",
        )
    })?;
    let (limit, size) = match rest.first() {
        Some(v) => size_arg(v)?,
        None => (None, None),
    };
    let scanned = scan(&text, &format, limit)?;
    let count = scanned.values.len();
    let mut out = Outputs::new();
    out.push(assemble(scanned.values, scanned.all_text, size));
    if nargout >= 2 {
        out.push(Value::scalar(count as f64));
    }
    if nargout >= 3 {
        let rest_is_space = text[scanned.consumed..].iter().all(|c| c.is_whitespace());
        let reached_limit = limit.is_some_and(|l| count >= l);
        // No error gives `''`, which is 0-by-0.
        out.push(if rest_is_space || reached_limit {
            Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()))
        } else {
            Value::char_row("Matching failure in format.")
        });
    }
    if nargout >= 4 {
        out.push(Value::scalar((scanned.consumed + 1) as f64));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(text: &str) -> Vec<char> {
        text.chars().collect()
    }

    #[test]
    fn numbers_and_text_scan_with_recycling() {
        let s = scan(&chars("1 2.5\n3e2 -4"), "%f", None).unwrap();
        assert_eq!(s.values, vec![1.0, 2.5, 300.0, -4.0]);
        let s = scan(&chars("3.5 7"), "%d", None).unwrap();
        assert_eq!(s.values, vec![3.0]);
        assert_eq!(s.consumed, 1);
        let s = scan(&chars("x=1,x=2"), "x=%d,", None).unwrap();
        assert_eq!(s.values, vec![1.0, 2.0]);
        let s = scan(&chars("ab cd"), "%s", None).unwrap();
        assert!(s.all_text);
        assert_eq!(s.values, vec![97.0, 98.0, 99.0, 100.0]);
        let s = scan(&chars("1 2 3 4 5"), "%d", Some(3)).unwrap();
        assert_eq!(s.values, vec![1.0, 2.0, 3.0]);
        let s = scan(&chars("Inf -nan 0x"), "%f", None).unwrap();
        assert_eq!(s.values[0], f64::INFINITY);
        assert!(s.values[1].is_nan());
        assert!(parse_format("%q").is_err());
    }

    #[test]
    fn shapes_follow_the_size_argument() {
        let (shape, data) = shaped(vec![1.0, 2.0, 3.0], Some((2, None)));
        assert_eq!(shape.dims(), &[2, 2]);
        assert_eq!(data, vec![1.0, 2.0, 3.0, 0.0]);
        assert_eq!(shaped(vec![1.0], None).0.dims(), &[1, 1]);
        let huge = Some((1_000_000_000_000, None));
        assert_eq!(shaped(vec![1.0, 2.0], huge).0.dims(), &[2, 1]);
    }
}
