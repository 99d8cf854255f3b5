//! Text builtins: the strcmp family, strcat, case and whitespace handling,
//! splitting and joining, search and replace, and conversions between text,
//! string arrays and numbers (`string`, `str2double`, `strlength`).
//!
//! Inputs are char rows, cell arrays of char rows or string arrays, and
//! results keep the kind of container given (a cell in, a cell out). Text is
//! handled as UTF-16 code units, as MATLAB stores chars. Number formatting for
//! `num2str`, `sprintf` and display lives in the display module, not here;
//! `string(x)` has its own small `%g` formatter because its precision rule is
//! its own.

use std::sync::Arc;

use super::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// Text as MATLAB stores it.
type Units = Vec<u16>;

/// The container a text argument came in, which decides the result's class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TextKind {
    Char,
    Cell,
    String,
}

/// A text argument as a list of texts: one for a char row, one per element
/// of a cell array of char rows or of a string array.
#[derive(Clone, Debug, PartialEq)]
struct TextArray {
    kind: TextKind,
    shape: Shape,
    /// Column-major; `None` is a `<missing>` string.
    items: Vec<Option<Units>>,
}

fn is_char_row(t: &Tensor<u16>) -> bool {
    t.shape().ndims() == 2 && t.shape().rows() <= 1
}

impl TextArray {
    /// `None` unless `value` is a char row, a string array or a cell array
    /// whose every element is a char row.
    fn from_value(value: &Value) -> Option<TextArray> {
        match value {
            Value::Char(t) if is_char_row(t) => Some(TextArray {
                kind: TextKind::Char,
                shape: Shape::scalar(),
                items: vec![Some(t.data().to_vec())],
            }),
            Value::String(t) => Some(TextArray {
                kind: TextKind::String,
                shape: t.shape().clone(),
                items: t
                    .data()
                    .iter()
                    .map(|s| s.as_deref().map(|s| s.encode_utf16().collect()))
                    .collect(),
            }),
            Value::Cell(cells) => {
                let items = cells
                    .data()
                    .iter()
                    .map(|v| match v {
                        Value::Char(t) if is_char_row(t) => Some(Some(t.data().to_vec())),
                        _ => None,
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(TextArray {
                    kind: TextKind::Cell,
                    shape: cells.shape().clone(),
                    items,
                })
            }
            _ => None,
        }
    }

    fn parse(value: &Value, function: &str) -> Result<TextArray> {
        TextArray::from_value(value).ok_or_else(|| invalid_text(function))
    }

    fn map(self, mut f: impl FnMut(&[u16]) -> Units) -> TextArray {
        TextArray {
            items: self
                .items
                .iter()
                .map(|item| item.as_deref().map(&mut f))
                .collect(),
            ..self
        }
    }

    fn into_value(self) -> Value {
        build_text(self.kind, self.shape, self.items)
    }
}

/// A value of the given kind holding `items` (a char result takes the first).
fn build_text(kind: TextKind, shape: Shape, items: Vec<Option<Units>>) -> Value {
    match kind {
        TextKind::Char => {
            let units = items.into_iter().next().flatten().unwrap_or_default();
            Value::Char(Tensor::row(units))
        }
        TextKind::Cell => Value::Cell(Box::new(Tensor::new(
            shape,
            items
                .into_iter()
                .map(|item| Value::Char(Tensor::row(item.unwrap_or_default())))
                .collect(),
        ))),
        TextKind::String => Value::String(Tensor::new(
            shape,
            items
                .into_iter()
                .map(|item| item.map(|units| Arc::from(String::from_utf16_lossy(&units))))
                .collect(),
        )),
    }
}

fn invalid_text(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:InvalidInput"),
        "Input must be a string array, character vector, or cell array of character vectors.",
    )
    .in_function(function)
}

fn arg(args: &[Value], index: usize) -> Result<&Value> {
    args.get(index).ok_or_else(RuntimeError::not_enough_inputs)
}

/// The one code unit `unit` maps to in upper or lower case; unchanged when
/// the mapping is not a single BMP character (like `ß` to `SS`).
fn change_case_unit(unit: u16, upper: bool) -> u16 {
    if unit < 0x80 {
        let byte = unit as u8;
        let mapped = if upper {
            byte.to_ascii_uppercase()
        } else {
            byte.to_ascii_lowercase()
        };
        return u16::from(mapped);
    }
    let Some(ch) = char::from_u32(u32::from(unit)) else {
        return unit;
    };
    let mut mapped: Vec<char> = if upper {
        ch.to_uppercase().collect()
    } else {
        ch.to_lowercase().collect()
    };
    match (mapped.pop(), mapped.is_empty()) {
        (Some(single), true) => u16::try_from(u32::from(single)).unwrap_or(unit),
        _ => unit,
    }
}

fn fold_case(units: &[u16]) -> Units {
    units.iter().map(|&u| change_case_unit(u, false)).collect()
}

/// ASCII whitespace as `strcat` trims it.
fn is_ascii_space(unit: u16) -> bool {
    matches!(unit, 0x20 | 0x09 | 0x0A | 0x0B | 0x0C | 0x0D)
}

/// Whitespace as `isspace` and `strsplit` see it.
fn is_space(unit: u16) -> bool {
    is_ascii_space(unit) || char::from_u32(u32::from(unit)).is_some_and(char::is_whitespace)
}

/// Whitespace `strtrim` removes: not the non-breaking spaces, which MATLAB
/// calls significant.
fn is_trimmable(unit: u16) -> bool {
    is_space(unit) && !matches!(unit, 0xA0 | 0x2007 | 0x202F)
}

// ---------------------------------------------------------------------------
// strcmp, strcmpi, strncmp, strncmpi

/// One side of a comparison: a char array keeps its shape so that char
/// matrices compare as wholes.
#[derive(Clone, Debug, PartialEq)]
struct CompareText {
    shape: Shape,
    units: Units,
}

/// A comparison operand: a single text (or non-text, `None`) or an array of
/// them from a cell or string array.
enum Operand {
    One(Option<CompareText>),
    Many(Shape, Vec<Option<CompareText>>),
}

fn compare_text_of(value: &Value) -> Option<CompareText> {
    match value {
        Value::Char(t) => Some(CompareText {
            shape: t.shape().clone(),
            units: t.data().to_vec(),
        }),
        Value::String(t) if t.is_scalar() => t.first().and_then(|s| {
            s.as_deref().map(|s| {
                let units: Units = s.encode_utf16().collect();
                CompareText {
                    shape: Shape::row(units.len()),
                    units,
                }
            })
        }),
        _ => None,
    }
}

fn operand(value: &Value) -> Operand {
    match value {
        Value::String(t) if !t.is_scalar() => Operand::Many(
            t.shape().clone(),
            t.data()
                .iter()
                .map(|s| {
                    s.as_deref().map(|s| {
                        let units: Units = s.encode_utf16().collect();
                        CompareText {
                            shape: Shape::row(units.len()),
                            units,
                        }
                    })
                })
                .collect(),
        ),
        Value::Cell(cells) => Operand::Many(
            cells.shape().clone(),
            cells.data().iter().map(compare_text_of).collect(),
        ),
        other => Operand::One(compare_text_of(other)),
    }
}

/// How two texts are compared.
#[derive(Clone, Copy, Debug)]
struct CompareMode {
    /// Compare at most this many leading characters (`strncmp`).
    prefix: Option<usize>,
    ignore_case: bool,
}

fn texts_equal(a: &CompareText, b: &CompareText, mode: CompareMode) -> bool {
    let is_matrix = |t: &CompareText| t.shape.rows() > 1 || t.shape.ndims() > 2;
    if (is_matrix(a) || is_matrix(b)) && a.shape != b.shape {
        return false;
    }
    let (x, y) = match mode.prefix {
        Some(n) => (
            &a.units[..n.min(a.units.len())],
            &b.units[..n.min(b.units.len())],
        ),
        None => (&a.units[..], &b.units[..]),
    };
    if mode.ignore_case {
        fold_case(x) == fold_case(y)
    } else {
        x == y
    }
}

fn option_equal(a: &Option<CompareText>, b: &Option<CompareText>, mode: CompareMode) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => texts_equal(a, b, mode),
        _ => false,
    }
}

/// The logical result of comparing `a` with `b`: a scalar for two single
/// texts, else the shape of the array operand.
fn compare_values(a: &Value, b: &Value, mode: CompareMode, function: &str) -> Result<Value> {
    let pairwise = |shape: Shape, flags: Vec<bool>| Value::Logical(Tensor::new(shape, flags));
    Ok(match (operand(a), operand(b)) {
        (Operand::One(x), Operand::One(y)) => Value::bool(option_equal(&x, &y, mode)),
        (Operand::One(x), Operand::Many(shape, ys))
        | (Operand::Many(shape, ys), Operand::One(x)) => pairwise(
            shape,
            ys.iter().map(|y| option_equal(&x, y, mode)).collect(),
        ),
        (Operand::Many(xshape, xs), Operand::Many(yshape, ys)) => {
            if xs.len() == 1 {
                pairwise(
                    yshape,
                    ys.iter().map(|y| option_equal(&xs[0], y, mode)).collect(),
                )
            } else if ys.len() == 1 {
                pairwise(
                    xshape,
                    xs.iter().map(|x| option_equal(x, &ys[0], mode)).collect(),
                )
            } else if xshape == yshape {
                let flags = xs.iter().zip(&ys).map(|(x, y)| option_equal(x, y, mode));
                pairwise(xshape, flags.collect())
            } else {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:InputsSizeMismatch"),
                    "Inputs must be the same size or either one can be a scalar.",
                )
                .in_function(function));
            }
        }
    })
}

fn compare_builtin(
    args: &[Value],
    prefixed: bool,
    ignore_case: bool,
    function: &str,
) -> Result<Outputs> {
    let prefix = if prefixed {
        Some(args::count(arg(args, 2)?, function).map_err(|e| e.in_function(function))?)
    } else {
        None
    };
    let mode = CompareMode {
        prefix,
        ignore_case,
    };
    one(compare_values(
        arg(args, 0)?,
        arg(args, 1)?,
        mode,
        function,
    )?)
}

pub fn strcmp(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_builtin(args, false, false, "strcmp")
}

pub fn strcmpi(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_builtin(args, false, true, "strcmpi")
}

pub fn strncmp(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_builtin(args, true, false, "strncmp")
}

pub fn strncmpi(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_builtin(args, true, true, "strncmpi")
}

// ---------------------------------------------------------------------------
// strcat

fn strcat_values(values: &[Value]) -> Result<Value> {
    let kind = if values.iter().any(|v| matches!(v, Value::String(_))) {
        TextKind::String
    } else if values.iter().any(|v| matches!(v, Value::Cell(_))) {
        TextKind::Cell
    } else {
        TextKind::Char
    };
    let mut parts = Vec::with_capacity(values.len());
    for value in values {
        let mut part = TextArray::parse(value, "strcat")?;
        if part.kind == TextKind::Char {
            part = part.map(|units| {
                let end = units
                    .iter()
                    .rposition(|&u| !is_ascii_space(u))
                    .map_or(0, |i| i + 1);
                units[..end].to_vec()
            });
        }
        parts.push(part);
    }
    let mut shape = Shape::scalar();
    for part in parts.iter().filter(|p| p.items.len() != 1) {
        if shape.is_scalar() {
            shape = part.shape.clone();
        } else if shape != part.shape {
            return Err(RuntimeError::new(
                "MATLAB:strcat:InvalidInputSize",
                "All the inputs must be the same size or scalars.",
            )
            .in_function("strcat"));
        }
    }
    let count = if parts.iter().all(|p| p.items.len() == 1) {
        1
    } else {
        shape.numel()
    };
    let items = (0..count)
        .map(|i| {
            let mut joined = Units::new();
            for part in &parts {
                let index = if part.items.len() == 1 { 0 } else { i };
                joined.extend_from_slice(part.items.get(index)?.as_deref()?);
            }
            Some(joined)
        })
        .collect();
    Ok(build_text(kind, shape, items))
}

pub fn strcat(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if args.is_empty() {
        return Err(RuntimeError::not_enough_inputs().in_function("strcat"));
    }
    one(strcat_values(args)?)
}

// ---------------------------------------------------------------------------
// upper, lower, strtrim, deblank, blanks, isspace

fn change_case(value: &Value, upper: bool, function: &str) -> Result<Value> {
    match value {
        Value::Char(t) => Ok(Value::Char(t.map(|&u| change_case_unit(u, upper)))),
        other => Ok(TextArray::parse(other, function)?
            .map(|units| units.iter().map(|&u| change_case_unit(u, upper)).collect())
            .into_value()),
    }
}

pub fn upper(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(change_case(arg(args, 0)?, true, "upper")?)
}

pub fn lower(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(change_case(arg(args, 0)?, false, "lower")?)
}

/// Which ends `strtrim` (both) or `deblank` (trailing) clean.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trim {
    Both,
    Trailing,
}

impl Trim {
    fn removes(self, unit: u16) -> bool {
        match self {
            Trim::Both => is_trimmable(unit),
            Trim::Trailing => is_trimmable(unit) || unit == 0,
        }
    }
}

/// Removes the leading and/or trailing columns of a 2-D char array in which
/// every row is whitespace.
fn trim_char_array(t: &Tensor<u16>, trim: Trim, function: &str) -> Result<Tensor<u16>> {
    if t.shape().ndims() > 2 {
        return Err(invalid_text(function));
    }
    let (rows, cols) = (t.shape().rows(), t.shape().cols());
    if rows == 0 || cols == 0 {
        return Ok(t.clone());
    }
    let data = t.data();
    let blank_column = |c: usize| {
        data[c * rows..(c + 1) * rows]
            .iter()
            .all(|&u| trim.removes(u))
    };
    let end = (0..cols)
        .rev()
        .find(|&c| !blank_column(c))
        .map_or(0, |c| c + 1);
    let start = match trim {
        Trim::Both => (0..end).find(|&c| !blank_column(c)).unwrap_or(end),
        Trim::Trailing => 0,
    };
    Ok(Tensor::new(
        Shape::matrix(rows, end - start),
        data[start * rows..end * rows].to_vec(),
    ))
}

fn trim_value(value: &Value, trim: Trim, function: &str) -> Result<Value> {
    match value {
        Value::Char(t) => Ok(Value::Char(trim_char_array(t, trim, function)?)),
        Value::Cell(cells) => {
            let mut out = Vec::with_capacity(cells.numel());
            for element in cells.data() {
                match element {
                    Value::Char(t) => out.push(Value::Char(trim_char_array(t, trim, function)?)),
                    _ => return Err(invalid_text(function)),
                }
            }
            Ok(Value::Cell(Box::new(Tensor::new(
                cells.shape().clone(),
                out,
            ))))
        }
        Value::String(_) => {
            let text = TextArray::parse(value, function)?;
            let trimmed = text.map(|units| {
                let row = Tensor::row(units.to_vec());
                trim_char_array(&row, trim, function)
                    .map(Tensor::into_vec)
                    .unwrap_or_default()
            });
            Ok(trimmed.into_value())
        }
        _ => Err(invalid_text(function)),
    }
}

pub fn strtrim(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(trim_value(arg(args, 0)?, Trim::Both, "strtrim")?)
}

pub fn deblank(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(trim_value(arg(args, 0)?, Trim::Trailing, "deblank")?)
}

pub fn blanks(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = args::count(arg(args, 0)?, "blanks").map_err(|e| e.in_function("blanks"))?;
    one(Value::Char(Tensor::row(vec![u16::from(b' '); n])))
}

pub fn isspace(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = arg(args, 0)?;
    one(match value {
        Value::Char(t) => Value::Logical(t.map(|&u| is_space(u))),
        Value::String(t) if t.is_scalar() => {
            let units: Units = value.as_text().unwrap_or_default().encode_utf16().collect();
            Value::Logical(Tensor::row(units.iter().map(|&u| is_space(u)).collect()))
        }
        other => Value::Logical(Tensor::filled(other.shape(), false)),
    })
}

// ---------------------------------------------------------------------------
// strsplit, strjoin

/// Replaces the escape sequences `strsplit` and `strjoin` honour in
/// delimiters (`\t`, `\n`, `\\`, ...); unknown escapes stay as written.
fn translate_escapes(units: &[u16]) -> Units {
    let mut out = Units::with_capacity(units.len());
    let mut i = 0;
    while i < units.len() {
        if units[i] == u16::from(b'\\') && i + 1 < units.len() {
            let escaped = match units[i + 1] {
                0x5C => Some(0x5C),
                0x61 => Some(0x07),
                0x62 => Some(0x08),
                0x66 => Some(0x0C),
                0x6E => Some(0x0A),
                0x72 => Some(0x0D),
                0x74 => Some(0x09),
                0x76 => Some(0x0B),
                _ => None,
            };
            if let Some(unit) = escaped {
                out.push(unit);
                i += 2;
                continue;
            }
        }
        out.push(units[i]);
        i += 1;
    }
    out
}

/// The pieces of `text` between delimiters, and the delimiter texts found.
/// At each position the longest matching delimiter wins; with `collapse`,
/// consecutive delimiters count as one.
fn split_units(text: &[u16], delimiters: &[Units], collapse: bool) -> (Vec<Units>, Vec<Units>) {
    let match_at = |pos: usize| {
        delimiters
            .iter()
            .filter(|d| !d.is_empty() && text[pos..].starts_with(d))
            .map(Vec::len)
            .max()
    };
    let (mut pieces, mut matches) = (Vec::new(), Vec::new());
    let (mut start, mut pos) = (0, 0);
    while pos < text.len() {
        let Some(mut len) = match_at(pos) else {
            pos += 1;
            continue;
        };
        pieces.push(text[start..pos].to_vec());
        let match_start = pos;
        pos += len;
        while collapse && pos < text.len() {
            match match_at(pos) {
                Some(next) => {
                    len = next;
                    pos += len;
                }
                None => break,
            }
        }
        matches.push(text[match_start..pos].to_vec());
        start = pos;
    }
    pieces.push(text[start..].to_vec());
    (pieces, matches)
}

fn flag_value(value: &Value, function: &str) -> Result<bool> {
    args::scalar(value, function)
        .map(|x| x != 0.0)
        .map_err(|e| e.in_function(function))
}

pub fn strsplit(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let source = arg(args, 0)?;
    let kind = match source {
        Value::String(_) => TextKind::String,
        _ => TextKind::Cell,
    };
    let text: Units = source
        .as_text()
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:strsplit:InvalidStringType",
                "First input must be either a character vector or string scalar.",
            )
            .in_function("strsplit")
        })?
        .encode_utf16()
        .collect();
    // strsplit(s, name, value, ...) has an odd count; a delimiter makes it even.
    let has_delimiter = args.len().is_multiple_of(2);
    let delimiters: Vec<Units> = if has_delimiter {
        let given = TextArray::parse(arg(args, 1)?, "strsplit")?;
        given
            .items
            .iter()
            .flatten()
            .map(|d| translate_escapes(d))
            .collect()
    } else {
        [" ", "\u{c}", "\n", "\r", "\t", "\u{b}"]
            .iter()
            .map(|d| d.encode_utf16().collect())
            .collect()
    };
    let mut collapse = true;
    let options = &args[if has_delimiter { 2 } else { 1 }..];
    for pair in options.chunks(2) {
        let name = pair[0].as_text().unwrap_or_default().to_ascii_lowercase();
        let value = pair.get(1).ok_or_else(RuntimeError::not_enough_inputs)?;
        if !name.is_empty() && "collapsedelimiters".starts_with(&name) {
            collapse = flag_value(value, "strsplit")?;
        } else if !name.is_empty() && "delimitertype".starts_with(&name) {
            let kind = value.as_text().unwrap_or_default().to_ascii_lowercase();
            if kind != "simple" {
                return Err(RuntimeError::new(
                    "ferromat:strsplit:unsupportedDelimiterType",
                    "Only 'DelimiterType' 'Simple' is supported.",
                )
                .in_function("strsplit"));
            }
        } else {
            return Err(RuntimeError::new(
                "MATLAB:strsplit:InvalidParameter",
                format!(
                    "Invalid parameter name: {}.",
                    pair[0].as_text().unwrap_or_default()
                ),
            )
            .in_function("strsplit"));
        }
    }
    let (pieces, matches) = split_units(&text, &delimiters, collapse);
    let as_row = |items: Vec<Units>| {
        let shape = Shape::row(items.len());
        build_text(kind, shape, items.into_iter().map(Some).collect())
    };
    let mut out = Outputs::new();
    out.push(as_row(pieces));
    if nargout > 1 {
        out.push(as_row(matches));
    }
    Ok(out)
}

pub fn strjoin(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let parts = TextArray::from_value(arg(args, 0)?)
        .filter(|t| t.kind != TextKind::Char && (t.shape.is_vector() || t.items.is_empty()))
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:strjoin:InvalidCellType",
                "First input must be a 1-by-N cell array of character vectors or string array.",
            )
            .in_function("strjoin")
        })?;
    let delimiters: Vec<Units> = match args.get(1) {
        None => vec![vec![u16::from(b' ')]],
        Some(Value::Cell(_)) => {
            let given = TextArray::parse(&args[1], "strjoin")?;
            if given.items.len() + 1 != parts.items.len().max(1) {
                return Err(RuntimeError::new(
                    "MATLAB:strjoin:WrongNumberOfDelimiterElements",
                    "The number of delimiters must be one less than the number of text elements.",
                )
                .in_function("strjoin"));
            }
            given.items.iter().flatten().cloned().collect()
        }
        Some(other) => {
            let delimiter = other
                .as_text()
                .ok_or_else(|| invalid_text("strjoin"))?
                .encode_utf16()
                .collect::<Units>();
            vec![translate_escapes(&delimiter)]
        }
    };
    let mut joined = Some(Units::new());
    for (i, item) in parts.items.iter().enumerate() {
        if i > 0 {
            let delimiter = delimiters.get(i - 1).or(delimiters.first());
            if let (Some(out), Some(d)) = (joined.as_mut(), delimiter) {
                out.extend_from_slice(d);
            }
        }
        match (joined.as_mut(), item) {
            (Some(out), Some(text)) => out.extend_from_slice(text),
            _ => joined = None,
        }
    }
    let kind = match parts.kind {
        TextKind::String => TextKind::String,
        _ => TextKind::Char,
    };
    one(build_text(kind, Shape::scalar(), vec![joined]))
}

// ---------------------------------------------------------------------------
// strrep, strfind, contains, startsWith, endsWith

/// Start positions (0-based) of every occurrence of `pattern`, overlapping
/// ones included.
fn find_all(text: &[u16], pattern: &[u16]) -> Vec<usize> {
    if pattern.is_empty() || pattern.len() > text.len() {
        return Vec::new();
    }
    (0..=text.len() - pattern.len())
        .filter(|&i| text[i..].starts_with(pattern))
        .collect()
}

/// MATLAB's strrep: every occurrence, overlapping ones included, becomes one
/// copy of `new`; characters covered by no occurrence are kept.
fn replace_all(text: &[u16], old: &[u16], new: &[u16]) -> Units {
    let starts = find_all(text, old);
    if starts.is_empty() {
        return text.to_vec();
    }
    let mut out = Units::with_capacity(text.len());
    let (mut next_match, mut covered_until) = (0, 0);
    for (i, &unit) in text.iter().enumerate() {
        if starts.get(next_match) == Some(&i) {
            out.extend_from_slice(new);
            next_match += 1;
            covered_until = i + old.len();
        } else if i >= covered_until {
            out.push(unit);
        }
    }
    out
}

fn text_units(value: &Value, function: &str) -> Result<Units> {
    Ok(value
        .as_text()
        .ok_or_else(|| invalid_text(function))?
        .encode_utf16()
        .collect())
}

pub fn strrep(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = TextArray::parse(arg(args, 0)?, "strrep")?;
    let old = text_units(arg(args, 1)?, "strrep")?;
    let new = text_units(arg(args, 2)?, "strrep")?;
    one(text
        .map(|units| replace_all(units, &old, &new))
        .into_value())
}

fn indices_value(starts: Vec<usize>) -> Value {
    if starts.is_empty() {
        Value::empty()
    } else {
        Value::row(starts.into_iter().map(|i| (i + 1) as f64).collect())
    }
}

pub fn strfind(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = TextArray::parse(arg(args, 0)?, "strfind")?;
    let pattern = text_units(arg(args, 1)?, "strfind")?;
    let single =
        text.kind == TextKind::Char || (text.kind == TextKind::String && text.items.len() == 1);
    let found: Vec<Value> = text
        .items
        .iter()
        .map(|item| {
            indices_value(
                item.as_deref()
                    .map_or_else(Vec::new, |t| find_all(t, &pattern)),
            )
        })
        .collect();
    if single {
        return one(found.into_iter().next().unwrap_or_else(Value::empty));
    }
    one(Value::Cell(Box::new(Tensor::new(text.shape, found))))
}

/// Where `contains`, `startsWith` and `endsWith` look for a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PatternPlace {
    Anywhere,
    Start,
    End,
}

fn pattern_builtin(args: &[Value], place: PatternPlace, function: &str) -> Result<Outputs> {
    let text = TextArray::parse(arg(args, 0)?, function)?;
    let patterns = TextArray::parse(arg(args, 1)?, function)?;
    let mut ignore_case = false;
    for pair in args[2.min(args.len())..].chunks(2) {
        let name = pair[0].as_text().unwrap_or_default();
        let value = pair.get(1).ok_or_else(RuntimeError::not_enough_inputs)?;
        if !name.eq_ignore_ascii_case("IgnoreCase") {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:InvalidParameter"),
                format!("Invalid parameter name: {name}."),
            )
            .in_function(function));
        }
        ignore_case = flag_value(value, function)?;
    }
    let fold = |units: &[u16]| {
        if ignore_case {
            fold_case(units)
        } else {
            units.to_vec()
        }
    };
    let patterns: Vec<Units> = patterns.items.iter().flatten().map(|p| fold(p)).collect();
    let flags: Vec<bool> = text
        .items
        .iter()
        .map(|item| {
            item.as_deref().is_some_and(|t| {
                let t = fold(t);
                patterns.iter().any(|p| match place {
                    PatternPlace::Start => t.starts_with(p),
                    PatternPlace::End => t.ends_with(p),
                    PatternPlace::Anywhere => {
                        p.is_empty() || t.windows(p.len()).any(|w| w == &p[..])
                    }
                })
            })
        })
        .collect();
    one(Value::Logical(Tensor::new(text.shape, flags)))
}

pub fn contains(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    pattern_builtin(args, PatternPlace::Anywhere, "contains")
}

pub fn starts_with(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    pattern_builtin(args, PatternPlace::Start, "startsWith")
}

pub fn ends_with(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    pattern_builtin(args, PatternPlace::End, "endsWith")
}

// ---------------------------------------------------------------------------
// string, strlength, str2double

/// C's `%.{precision}g`: `precision` significant digits, exponent form when
/// the exponent is below -4 or at least `precision`, trailing zeros removed.
fn format_g(x: f64, precision: usize) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Inf".into() } else { "-Inf".into() };
    }
    let precision = precision.max(1);
    let scientific = format!("{:.*e}", precision - 1, x);
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let strip = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if exponent < -4 || exponent >= precision as i32 {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{}{:02}", strip(mantissa), sign, exponent.abs())
    } else {
        let decimals = (precision as i32 - 1 - exponent).max(0) as usize;
        strip(&format!("{x:.decimals$}"))
    }
}

/// The significant digits `string` uses for an array whose largest finite
/// magnitude is `max_abs`: four more than the digits before the point (at
/// least one), so `string(pi)` is "3.1416" and `string([pi 100])` gives
/// "3.14159"; capped at 16, beyond which doubles carry no more digits.
fn string_precision(max_abs: f64) -> usize {
    let digits = if max_abs > 0.0 {
        max_abs.log10().ceil().max(1.0)
    } else {
        1.0
    };
    (digits as usize + 4).min(16)
}

fn max_finite_abs(values: impl Iterator<Item = f64>) -> f64 {
    values
        .filter(|x| x.is_finite())
        .map(f64::abs)
        .fold(0.0, f64::max)
}

fn numbers_to_strings(value: &Value) -> Option<Vec<String>> {
    match value {
        Value::Double(_) | Value::Single(_) => {
            let data = value.to_f64_vec()?;
            let precision = string_precision(max_finite_abs(data.iter().copied()));
            Some(data.iter().map(|&x| format_g(x, precision)).collect())
        }
        Value::Logical(t) => Some(
            t.data()
                .iter()
                .map(|&b| if b { "true" } else { "false" }.to_string())
                .collect(),
        ),
        Value::Int64(t) => Some(t.data().iter().map(i64::to_string).collect()),
        Value::UInt64(t) => Some(t.data().iter().map(u64::to_string).collect()),
        Value::Int8(_)
        | Value::Int16(_)
        | Value::Int32(_)
        | Value::UInt8(_)
        | Value::UInt16(_)
        | Value::UInt32(_) => Some(value.to_f64_vec()?.iter().map(|x| format!("{x}")).collect()),
        Value::ComplexDouble(t) => {
            let parts = t.data().iter().flat_map(|z| [z.re, z.im]);
            let precision = string_precision(max_finite_abs(parts));
            Some(
                t.data()
                    .iter()
                    .map(|z| complex_text(z.re, z.im, precision))
                    .collect(),
            )
        }
        Value::ComplexSingle(t) => {
            let parts = t
                .data()
                .iter()
                .flat_map(|z| [f64::from(z.re), f64::from(z.im)]);
            let precision = string_precision(max_finite_abs(parts));
            let texts = t.data().iter();
            Some(
                texts
                    .map(|z| complex_text(f64::from(z.re), f64::from(z.im), precision))
                    .collect(),
            )
        }
        _ => None,
    }
}

fn complex_text(re: f64, im: f64, precision: usize) -> String {
    let imaginary = format_g(im, precision);
    let sign = if imaginary.starts_with('-') { "" } else { "+" };
    format!("{}{sign}{imaginary}i", format_g(re, precision))
}

/// `string(x)`: a string array of the shape of `x` (a char matrix gives one
/// element per row).
fn to_string_value(value: &Value) -> Result<Value> {
    let strings = |shape: Shape, texts: Vec<Option<String>>| {
        Value::String(Tensor::new(
            shape,
            texts.into_iter().map(|t| t.map(Arc::from)).collect(),
        ))
    };
    match value {
        Value::String(_) => Ok(value.clone()),
        Value::Char(t) => {
            if t.shape().ndims() > 2 {
                return Err(invalid_text("string"));
            }
            let (rows, cols) = (t.shape().rows(), t.shape().cols());
            if rows <= 1 {
                return Ok(Value::string(&String::from_utf16_lossy(t.data())));
            }
            let texts = (0..rows)
                .map(|r| {
                    let row: Units = (0..cols).map(|c| t.data()[c * rows + r]).collect();
                    Some(String::from_utf16_lossy(&row))
                })
                .collect();
            Ok(strings(Shape::column(rows), texts))
        }
        Value::Cell(cells) => {
            let mut texts = Vec::with_capacity(cells.numel());
            for (i, element) in cells.data().iter().enumerate() {
                match element {
                    Value::String(t) if t.is_scalar() => {
                        texts.push(t.first().cloned().flatten().map(|s| s.to_string()));
                    }
                    other => texts.push(Some(other.as_text().ok_or_else(|| {
                        RuntimeError::new(
                            "MATLAB:string:CellElementNotText",
                            format!(
                                "Conversion from cell failed. Element {} must be a string scalar or character vector.",
                                i + 1
                            ),
                        )
                        .in_function("string")
                    })?)),
                }
            }
            Ok(strings(cells.shape().clone(), texts))
        }
        other => {
            let texts = numbers_to_strings(other).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:string:UnsupportedClass",
                    format!(
                        "Conversion to string from {} is not possible.",
                        other.class().name()
                    ),
                )
                .in_function("string")
            })?;
            Ok(strings(
                other.shape(),
                texts.into_iter().map(Some).collect(),
            ))
        }
    }
}

pub fn string(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    match args {
        [] => one(Value::String(Tensor::scalar(Some(Arc::from(""))))),
        [value] => one(to_string_value(value)?),
        _ => Err(RuntimeError::too_many_inputs().in_function("string")),
    }
}

pub fn strlength(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = TextArray::parse(arg(args, 0)?, "strlength")?;
    let lengths = text
        .items
        .iter()
        .map(|item| item.as_ref().map_or(f64::NAN, |units| units.len() as f64))
        .collect();
    one(Value::Double(Tensor::new(text.shape, lengths)))
}

/// The number a text spells, or NaN: optional sign, digits with an optional
/// point, an optional `e`/`d` exponent, `Inf` or `NaN`; surrounding
/// whitespace and thousands-separating commas are ignored.
fn parse_double(text: &str) -> f64 {
    let trimmed: String = text.trim().chars().filter(|&c| c != ',').collect();
    let body = trimmed.trim_start_matches(['+', '-']);
    if trimmed.len() - body.len() > 1 {
        return f64::NAN;
    }
    let lowered = body.to_ascii_lowercase();
    if lowered == "inf" || lowered == "nan" {
        return trimmed.to_ascii_lowercase().parse().unwrap_or(f64::NAN);
    }
    let valid = !body.is_empty()
        && body
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | 'd' | 'D' | '+' | '-'))
        && body.starts_with(|c: char| c.is_ascii_digit() || c == '.');
    if !valid {
        return f64::NAN;
    }
    trimmed.replace(['d', 'D'], "e").parse().unwrap_or(f64::NAN)
}

pub fn str2double(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = arg(args, 0)?;
    let parse_units = |units: &Option<Units>| {
        units
            .as_ref()
            .map_or(f64::NAN, |u| parse_double(&String::from_utf16_lossy(u)))
    };
    one(match value {
        Value::Char(_) | Value::String(_) => match TextArray::from_value(value) {
            Some(text) => Value::Double(Tensor::new(
                text.shape.clone(),
                text.items.iter().map(parse_units).collect(),
            )),
            None => Value::scalar(f64::NAN),
        },
        Value::Cell(cells) => Value::Double(cells.map(|element| match element {
            Value::Char(_) => element.as_text().map_or(f64::NAN, |t| parse_double(&t)),
            _ => f64::NAN,
        })),
        _ => Value::scalar(f64::NAN),
    })
}
