//! Text builtins: case and whitespace handling, search and replace; and the
//! text-argument model (`TextArray`) the sibling files `strcmp.rs` (strcmp
//! family), `strcat.rs`, `split.rs` and `convert.rs` (`string`, `strlength`,
//! `str2double`) share.
//!
//! Inputs are char rows, cell arrays of char rows or string arrays, and
//! results keep the kind of container given (a cell in, a cell out). Text is
//! handled as UTF-16 code units, as MATLAB stores chars. Number formatting for
//! `num2str`, `sprintf` and display lives in the display module, not here.

use std::sync::Arc;

use crate::builtins::text::split::flag_value;
pub use crate::builtins::text::split::{strjoin, strsplit};
pub use crate::builtins::text::strcat::strcat;
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{is_char_row, Shape, Tensor, Value};

/// Text as MATLAB stores it.
pub(in crate::builtins) type Units = Vec<u16>;

/// The container a text argument came in, which decides the result's class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::builtins) enum TextKind {
    Char,
    Cell,
    String,
}

/// A text argument as a list of texts: one for a char row, one per element
/// of a cell array of char rows or of a string array.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::builtins) struct TextArray {
    pub(in crate::builtins) kind: TextKind,
    pub(in crate::builtins) shape: Shape,
    /// Column-major; `None` is a `<missing>` string.
    pub(in crate::builtins) items: Vec<Option<Units>>,
}

impl TextArray {
    /// `None` unless `value` is a char row, a string array or a cell array
    /// whose every element is a char row.
    pub(in crate::builtins) fn from_value(value: &Value) -> Option<TextArray> {
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

    pub(in crate::builtins) fn parse(value: &Value, function: &str) -> Result<TextArray> {
        TextArray::from_value(value).ok_or_else(|| invalid_text(function))
    }

    pub(in crate::builtins) fn map(self, mut f: impl FnMut(&[u16]) -> Units) -> TextArray {
        TextArray {
            items: self
                .items
                .iter()
                .map(|item| item.as_deref().map(&mut f))
                .collect(),
            ..self
        }
    }

    pub(in crate::builtins) fn into_value(self) -> Value {
        build_text(self.kind, self.shape, self.items)
    }
}

/// A value of the given kind holding `items` (a char result takes the first).
pub(in crate::builtins) fn build_text(
    kind: TextKind,
    shape: Shape,
    items: Vec<Option<Units>>,
) -> Value {
    match kind {
        TextKind::Char => {
            let units = items.into_iter().next().flatten().unwrap_or_default();
            Value::Char(Tensor::row(units))
        }
        TextKind::Cell => Value::Cell(Arc::new(Tensor::new(
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

pub(in crate::builtins) fn invalid_text(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:InvalidInput"),
        "Input must be a string array, character vector, or cell array of character vectors.",
    )
    .in_function(function)
}

pub(in crate::builtins) fn arg(args: &[Value], index: usize) -> Result<&Value> {
    args.get(index).ok_or_else(RuntimeError::not_enough_inputs)
}

/// The one code unit `unit` maps to in upper or lower case; unchanged when
/// the mapping is not a single BMP character (like `ß` to `SS`).
pub(in crate::builtins) fn change_case_unit(unit: u16, upper: bool) -> u16 {
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

pub(in crate::builtins) fn fold_case(units: &[u16]) -> Units {
    units.iter().map(|&u| change_case_unit(u, false)).collect()
}

/// ASCII whitespace as `strcat` trims it.
pub(in crate::builtins) fn is_ascii_space(unit: u16) -> bool {
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
// upper, lower, strtrim, deblank, blanks, isspace

fn change_case(value: &Value, upper: bool, function: &str) -> Result<Value> {
    match value {
        Value::Char(t) => Ok(Value::Char(t.map(|&u| change_case_unit(u, upper)))),
        other => Ok(TextArray::parse(other, function)?
            .map(|units| units.iter().map(|&u| change_case_unit(u, upper)).collect())
            .into_value()),
    }
}

/// `t = upper(s)`: uppercase copy of a char array, cell array of char rows or
/// string array. Characters whose uppercase is longer than one (`ß`) stay.
pub fn upper(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(change_case(arg(args, 0)?, true, "upper")?)
}

/// `t = lower(s)`: lowercase copy, as `upper`.
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
    // Nothing left (all blank) is `''`, 0-by-0 as in MATLAB and Octave.
    let rows = if end == start { 0 } else { rows };
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
            Ok(Value::Cell(Arc::new(Tensor::new(
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

/// `t = strtrim(s)`: removes leading and trailing whitespace (not the
/// non-breaking spaces MATLAB calls significant). A char matrix loses the
/// columns that are blank in every row. Works on cells and string arrays.
pub fn strtrim(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(trim_value(arg(args, 0)?, Trim::Both, "strtrim")?)
}

/// `t = deblank(s)`: removes trailing whitespace and null characters.
pub fn deblank(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(trim_value(arg(args, 0)?, Trim::Trailing, "deblank")?)
}

/// `b = blanks(n)`: a 1-by-n char row of spaces.
pub fn blanks(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = args::count(arg(args, 0)?, "blanks").map_err(|e| e.in_function("blanks"))?;
    args::check_allocation_dims(&[1, n], 2)?;
    one(Value::Char(Tensor::row(vec![u16::from(b' '); n])))
}

/// `tf = isspace(s)`: which characters are whitespace; false for every
/// element of non-text input.
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

/// `t = strrep(s, old, new)`: replaces every occurrence of `old`, counting
/// overlapping ones (`strrep('222', '22', '*')` is `'**'`).
pub fn strrep(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = TextArray::parse(arg(args, 0)?, "strrep")?;
    let old = text_units(arg(args, 1)?, "strrep")?;
    let new = text_units(arg(args, 2)?, "strrep")?;
    let replaced = text
        .map(|units| replace_all(units, &old, &new))
        .into_value();
    one(super::edit::emptied_as_0x0(arg(args, 0)?, replaced))
}

fn indices_value(starts: Vec<usize>) -> Value {
    if starts.is_empty() {
        Value::empty()
    } else {
        Value::row(starts.into_iter().map(|i| (i + 1) as f64).collect())
    }
}

/// `k = strfind(s, pattern)`: 1-based double start indices of every
/// (possibly overlapping) occurrence, `[]` if none; a cell of such rows for a
/// cell or non-scalar string array.
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
    one(Value::Cell(Arc::new(Tensor::new(text.shape, found))))
}

/// Where `contains`, `startsWith`, `endsWith` and `matches` look for a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PatternPlace {
    Anywhere,
    Start,
    End,
    Whole,
}

fn pattern_builtin(args: &[Value], place: PatternPlace, function: &str) -> Result<Outputs> {
    let text = TextArray::parse(arg(args, 0)?, function)?;
    let patterns = TextArray::parse(arg(args, 1)?, function)?;
    let mut ignore_case = false;
    for pair in args[2.min(args.len())..].chunks(2) {
        let name = pair[0].as_text().unwrap_or_default();
        let value = pair.get(1).ok_or_else(RuntimeError::not_enough_inputs)?;
        // Names match case-insensitively and by any leading part ('i', 'IgnoreC').
        if name.is_empty() || !"ignorecase".starts_with(&name.to_ascii_lowercase()) {
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
                    PatternPlace::Whole => t == *p,
                    PatternPlace::Anywhere => {
                        p.is_empty() || t.windows(p.len()).any(|w| w == &p[..])
                    }
                })
            })
        })
        .collect();
    one(Value::Logical(Tensor::new(text.shape, flags)))
}

/// `tf = contains(s, pattern, 'IgnoreCase', tf)`: whether each text holds
/// any of the patterns; logical of the shape of `s`.
pub fn contains(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    pattern_builtin(args, PatternPlace::Anywhere, "contains")
}

/// `tf = startsWith(s, pattern, 'IgnoreCase', tf)`, as `contains`.
pub fn starts_with(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    pattern_builtin(args, PatternPlace::Start, "startsWith")
}

/// `tf = endsWith(s, pattern, 'IgnoreCase', tf)`, as `contains`.
pub fn ends_with(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    pattern_builtin(args, PatternPlace::End, "endsWith")
}

/// `tf = matches(s, pattern, 'IgnoreCase', tf)`: whether each text equals
/// any of the patterns, as `contains`.
pub fn matches(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    pattern_builtin(args, PatternPlace::Whole, "matches")
}

#[cfg(test)]
pub(in crate::builtins) mod tests {
    use super::*;
    use crate::builtins::text::split::{split_units, translate_escapes};
    use crate::builtins::BuiltinFn;

    /// Runs builtin `f` on `args` asking for one output.
    pub(in crate::builtins) fn call(f: BuiltinFn, args: &[Value]) -> Result<Value> {
        call_n(f, args, 1).map(|mut out| out.remove(0))
    }

    pub(in crate::builtins) fn call_n(
        f: BuiltinFn,
        args: &[Value],
        nargout: usize,
    ) -> Result<Outputs> {
        f(&mut Interpreter::new(), args, nargout)
    }

    pub(in crate::builtins) fn chars(text: &str) -> Value {
        Value::char_row(text)
    }

    pub(in crate::builtins) fn cell_row(texts: &[&str]) -> Value {
        let values: Vec<Value> = texts.iter().map(|t| Value::char_row(t)).collect();
        Value::Cell(Arc::new(Tensor::row(values)))
    }

    pub(in crate::builtins) fn string_row(texts: &[&str]) -> Value {
        Value::String(Tensor::row(
            texts.iter().map(|t| Some(Arc::from(*t))).collect(),
        ))
    }

    /// The texts of a char row, cellstr or string array, in column-major order.
    pub(in crate::builtins) fn texts(value: &Value) -> Vec<String> {
        TextArray::from_value(value)
            .expect("a text value")
            .items
            .into_iter()
            .map(|item| String::from_utf16_lossy(&item.expect("not missing")))
            .collect()
    }

    #[test]
    fn text_arrays_keep_their_kind() {
        let cell = TextArray::from_value(&cell_row(&["a", "bc"])).unwrap();
        assert_eq!(cell.kind, TextKind::Cell);
        assert_eq!(cell.clone().into_value(), cell_row(&["a", "bc"]));
        let strings = TextArray::from_value(&string_row(&["x"])).unwrap();
        assert_eq!(strings.kind, TextKind::String);
        assert!(TextArray::from_value(&Value::scalar(1.0)).is_none());
        let mixed = Value::Cell(Arc::new(Tensor::row(vec![chars("a"), Value::scalar(1.0)])));
        assert!(TextArray::from_value(&mixed).is_none());
    }

    #[test]
    fn upper_and_lower_on_every_text_kind() {
        assert_eq!(call(upper, &[chars("abc1é")]).unwrap(), chars("ABC1É"));
        assert_eq!(
            call(lower, &[cell_row(&["AB", "Cd"])]).unwrap(),
            cell_row(&["ab", "cd"])
        );
        assert_eq!(
            call(upper, &[string_row(&["x", "y"])]).unwrap(),
            string_row(&["X", "Y"])
        );
        let matrix = Value::Char(Tensor::new(
            Shape::matrix(2, 1),
            vec![u16::from(b'a'), u16::from(b'b')],
        ));
        let expected = Value::Char(Tensor::new(
            Shape::matrix(2, 1),
            vec![u16::from(b'A'), u16::from(b'B')],
        ));
        assert_eq!(call(upper, &[matrix]).unwrap(), expected);
        assert!(call(upper, &[Value::scalar(1.0)]).is_err());
        // ß has no one-character upper case; it stays.
        assert_eq!(change_case_unit(0xDF, true), 0xDF);
    }

    #[test]
    fn strtrim_and_deblank() {
        assert_eq!(
            call(strtrim, &[chars("  \tab c \n")]).unwrap(),
            chars("ab c")
        );
        assert_eq!(call(deblank, &[chars("  ab  ")]).unwrap(), chars("  ab"));
        assert_eq!(
            call(strtrim, &[cell_row(&[" a", "b ", "   "])]).unwrap(),
            Value::Cell(Arc::new(Tensor::row(vec![
                chars("a"),
                chars("b"),
                // All blank trims to '' (0-by-0).
                Value::Char(Tensor::new(Shape::matrix(0, 0), vec![]))
            ])))
        );
        assert_eq!(
            call(strtrim, &[string_row(&[" x "])]).unwrap(),
            string_row(&["x"])
        );
        // A non-breaking space is significant.
        let nbsp = Value::Char(Tensor::row(vec![0xA0, u16::from(b'a'), 0x20]));
        let kept = Value::Char(Tensor::row(vec![0xA0, u16::from(b'a')]));
        assert_eq!(call(strtrim, &[nbsp]).unwrap(), kept);
        assert!(call(strtrim, &[Value::scalar(1.0)]).is_err());
    }

    #[test]
    fn strtrim_of_char_matrix_removes_common_blank_columns() {
        // [' ab '; '  c ']
        let rows = [" ab ", "  c "];
        let data: Vec<u16> = (0..4)
            .flat_map(|c| rows.iter().map(move |r| r.encode_utf16().nth(c).unwrap()))
            .collect();
        let matrix = Value::Char(Tensor::new(Shape::matrix(2, 4), data));
        // Columns 1 and 4 are blank in both rows; column-major 'ab';' c'.
        let expected = Value::Char(Tensor::new(
            Shape::matrix(2, 2),
            "a bc".encode_utf16().collect(),
        ));
        assert_eq!(call(strtrim, &[matrix]).unwrap(), expected);
    }

    #[test]
    fn blanks_and_isspace() {
        assert_eq!(call(blanks, &[Value::scalar(3.0)]).unwrap(), chars("   "));
        assert!(call(blanks, &[Value::scalar(-1.0)]).is_err());
        assert_eq!(
            call(isspace, &[chars("a b\t")]).unwrap(),
            Value::Logical(Tensor::row(vec![false, true, false, true]))
        );
        assert_eq!(
            call(isspace, &[Value::scalar(32.0)]).unwrap(),
            Value::bool(false)
        );
    }

    /// strsplit's pieces: an empty piece is '' (0-by-0).
    fn pieces(texts: &[&str]) -> Value {
        let values = texts
            .iter()
            .map(|t| match *t {
                "" => Value::Char(Tensor::new(Shape::matrix(0, 0), vec![])),
                t => Value::char_row(t),
            })
            .collect();
        Value::Cell(Arc::new(Tensor::row(values)))
    }

    #[test]
    fn strsplit_default_whitespace_collapses() {
        let out = call(strsplit, &[chars("a  b\tc")]).unwrap();
        assert_eq!(out, cell_row(&["a", "b", "c"]));
        let out = call(strsplit, &[chars(" a ")]).unwrap();
        assert_eq!(out, pieces(&["", "a", ""]));
    }

    #[test]
    fn strsplit_with_delimiters_and_options() {
        let out = call(strsplit, &[chars("a,b,,c"), chars(",")]).unwrap();
        assert_eq!(out, cell_row(&["a", "b", "c"]));
        let args = [
            chars("a,b,,c"),
            chars(","),
            chars("CollapseDelimiters"),
            Value::bool(false),
        ];
        assert_eq!(call(strsplit, &args).unwrap(), pieces(&["a", "b", "", "c"]));
        let out = call(
            strsplit,
            &[chars("1.21m/s 1.985m/s"), cell_row(&[" ", "m/s"])],
        )
        .unwrap();
        assert_eq!(out, pieces(&["1.21", "1.985", ""]));
        let out = call(strsplit, &[string_row(&["x\ty"]), chars("\\t")]).unwrap();
        assert_eq!(out, string_row(&["x", "y"]));
        let both = call_n(strsplit, &[chars("a-b--c"), chars("-")], 2).unwrap();
        assert_eq!(both[1], cell_row(&["-", "--"]));
        assert!(call(strsplit, &[Value::scalar(1.0)]).is_err());
        assert!(call(
            strsplit,
            &[chars("a"), chars(","), chars("Bogus"), Value::bool(true)]
        )
        .is_err());
    }

    #[test]
    fn split_prefers_the_longest_delimiter() {
        let text: Units = "a::b:c".encode_utf16().collect();
        let delimiters: Vec<Units> = [":", "::"]
            .iter()
            .map(|d| d.encode_utf16().collect())
            .collect();
        let (pieces, matches) = split_units(&text, &delimiters, false);
        let pieces: Vec<String> = pieces.iter().map(|p| String::from_utf16_lossy(p)).collect();
        assert_eq!(pieces, ["a", "b", "c"]);
        assert_eq!(matches.len(), 2);
    }

    #[test]
    fn strjoin_with_default_custom_and_per_gap_delimiters() {
        let words = cell_row(&["Carrots", "Peas", "Celery"]);
        assert_eq!(
            call(strjoin, std::slice::from_ref(&words)).unwrap(),
            chars("Carrots Peas Celery")
        );
        assert_eq!(
            call(strjoin, &[words.clone(), chars(", ")]).unwrap(),
            chars("Carrots, Peas, Celery")
        );
        assert_eq!(
            call(strjoin, &[words.clone(), chars("\\n")]).unwrap(),
            chars("Carrots\nPeas\nCelery")
        );
        let gaps = cell_row(&[" and ", " or "]);
        assert_eq!(
            call(strjoin, &[words.clone(), gaps]).unwrap(),
            chars("Carrots and Peas or Celery")
        );
        assert!(call(strjoin, &[words, cell_row(&["x"])]).is_err());
        assert_eq!(
            call(strjoin, &[string_row(&["a", "b"]), chars("-")]).unwrap(),
            Value::string("a-b")
        );
        assert!(call(strjoin, &[chars("abc")]).is_err());
    }

    #[test]
    fn strrep_replaces_overlapping_occurrences_each_once() {
        let text = chars("abc 2 def 22 ghi 222 jkl 2222");
        let out = call(strrep, &[text, chars("22"), chars("*")]).unwrap();
        assert_eq!(out, chars("abc 2 def * ghi ** jkl ***"));
        let out = call(strrep, &[cell_row(&["aa", "b"]), chars("a"), chars("xy")]).unwrap();
        assert_eq!(out, cell_row(&["xyxy", "b"]));
        let out = call(
            strrep,
            &[Value::string("hello"), chars("l"), Value::string("")],
        )
        .unwrap();
        assert_eq!(out, Value::string("heo"));
    }

    #[test]
    fn strfind_gives_double_indices() {
        let out = call(
            strfind,
            &[
                chars("Find the starting indices of substrings"),
                chars("in"),
            ],
        )
        .unwrap();
        assert_eq!(out, Value::row(vec![2.0, 15.0, 19.0, 36.0]));
        assert_eq!(
            call(strfind, &[chars("abababa"), chars("aba")]).unwrap(),
            Value::row(vec![1.0, 3.0, 5.0])
        );
        assert_eq!(
            call(strfind, &[chars("abc"), chars("z")]).unwrap(),
            Value::empty()
        );
        let out = call(strfind, &[cell_row(&["abc", "bcb"]), chars("b")]).unwrap();
        let expected = Value::Cell(Arc::new(Tensor::row(vec![
            Value::scalar(2.0),
            Value::row(vec![1.0, 3.0]),
        ])));
        assert_eq!(out, expected);
    }

    #[test]
    fn contains_starts_with_ends_with() {
        let names = string_row(&[
            "Mary Ann Jones",
            "Christopher Matthew Burns",
            "John Paul Smith",
        ]);
        let out = call(contains, &[names.clone(), string_row(&["Ann", "Paul"])]).unwrap();
        assert_eq!(out, Value::Logical(Tensor::row(vec![true, false, true])));
        let out = call(
            starts_with,
            &[
                names.clone(),
                chars("john"),
                chars("IgnoreCase"),
                Value::bool(true),
            ],
        )
        .unwrap();
        assert_eq!(out, Value::Logical(Tensor::row(vec![false, false, true])));
        let out = call(ends_with, &[names, chars("Burns")]).unwrap();
        assert_eq!(out, Value::Logical(Tensor::row(vec![false, true, false])));
        assert_eq!(
            call(contains, &[chars("abc"), chars("")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call(contains, &[chars("abc"), chars("B")]).unwrap(),
            Value::bool(false)
        );
        assert!(call(contains, &[Value::scalar(1.0), chars("a")]).is_err());
        assert!(call(
            contains,
            &[chars("a"), chars("a"), chars("Nope"), Value::bool(true)]
        )
        .is_err());
    }

    #[test]
    fn escapes_in_delimiters() {
        let translated = translate_escapes(&"a\\tb\\\\c\\q".encode_utf16().collect::<Units>());
        assert_eq!(String::from_utf16_lossy(&translated), "a\tb\\c\\q");
    }
}
