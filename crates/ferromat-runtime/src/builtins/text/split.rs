//! `strsplit`, `strtok` and `strjoin`: splitting text at delimiters (with
//! escapes, collapsed runs and the matches as a second output), taking the
//! first token off a text, and joining texts with delimiters. Empty pieces, tokens and remainders are
//! `''` (0-by-0), as MATLAB documents them. The text-argument model they use
//! is `strings.rs`'s (beside this file); this file must not define another.

use crate::builtins::text::pattern::{MatchOptions, Pattern};
use crate::builtins::text::strings::{arg, build_text, invalid_text, TextArray, TextKind, Units};
use crate::builtins::text::subject::Subject;
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// Replaces the escape sequences `strsplit` and `strjoin` honour in
/// delimiters (`\t`, `\n`, `\\`, ...); unknown escapes stay as written.
pub(in crate::builtins) fn translate_escapes(units: &[u16]) -> Units {
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
pub(in crate::builtins) fn split_units(
    text: &[u16],
    delimiters: &[Units],
    collapse: bool,
) -> (Vec<Units>, Vec<Units>) {
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

/// `split_units` for delimiters that are MATLAB patterns: any of them
/// (leftmost match, first alternative first) ends a piece; with
/// `collapse`, matches that touch count as one delimiter.
fn split_by_patterns(
    text: &[u16],
    patterns: &[Units],
    collapse: bool,
) -> Result<(Vec<Units>, Vec<Units>)> {
    let alternatives: Vec<String> = patterns
        .iter()
        .map(|p| format!("(?:{})", String::from_utf16_lossy(p)))
        .collect();
    let pattern = Pattern::compile_cached(&alternatives.join("|"), MatchOptions::default())
        .map_err(|e| e.in_function("strsplit"))?;
    let subject = Subject::new(text);
    let mut spans: Vec<(usize, usize)> = Vec::new();
    for found in pattern.find_all(subject.text(), false, false)? {
        let span = (subject.unit(found.start), subject.unit(found.end));
        match spans.last_mut() {
            Some(last) if collapse && last.1 == span.0 => last.1 = span.1,
            _ => spans.push(span),
        }
    }
    let (mut pieces, mut matches) = (Vec::new(), Vec::new());
    let mut start = 0;
    for (from, to) in spans {
        pieces.push(subject.units(start, from).to_vec());
        matches.push(subject.units(from, to).to_vec());
        start = to;
    }
    pieces.push(subject.units(start, text.len()).to_vec());
    Ok((pieces, matches))
}

/// MATLAB gives an empty piece of text as `''`, which is 0-by-0: a 1-by-0
/// char row (or cell element) becomes 0-by-0 unless `keep_row(k)` says the
/// k-th one (column-major) is an empty slice of a longer text. Other values
/// pass through.
fn empty_text_as_0x0(value: Value, keep_row: impl Fn(usize) -> bool) -> Value {
    let blank =
        |k: usize, v: &Value| matches!(v, Value::Char(t) if t.data().is_empty()) && !keep_row(k);
    match value {
        Value::Char(ref t) if blank(0, &value) && t.data().is_empty() => {
            Value::Char(Tensor::empty())
        }
        Value::Cell(cells) => {
            let items = cells
                .data()
                .iter()
                .enumerate()
                .map(|(k, v)| {
                    if blank(k, v) {
                        Value::Char(Tensor::empty())
                    } else {
                        v.clone()
                    }
                })
                .collect();
            Value::Cell(std::sync::Arc::new(Tensor::new(
                cells.shape().clone(),
                items,
            )))
        }
        other => other,
    }
}

pub(in crate::builtins) fn flag_value(value: &Value, function: &str) -> Result<bool> {
    args::scalar(value, function)
        .map(|x| x != 0.0)
        .map_err(|e| e.in_function(function))
}

/// `[C, matches] = strsplit(str, delimiter, 'CollapseDelimiters', tf)`:
/// splits a char row or string scalar at whitespace (default) or at any of
/// the given delimiters (escape sequences like `\t` are honoured), collapsing
/// runs of delimiters unless told not to. Returns a 1-by-N cell (string
/// array for string input). With `'DelimiterType', 'RegularExpression'`
/// each delimiter is a MATLAB pattern (see pattern.rs).
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
    let given: Vec<Units> = if has_delimiter {
        let given = TextArray::parse(arg(args, 1)?, "strsplit")?;
        given.items.into_iter().flatten().collect()
    } else {
        [" ", "\u{c}", "\n", "\r", "\t", "\u{b}"]
            .iter()
            .map(|d| d.encode_utf16().collect())
            .collect()
    };
    let mut collapse = true;
    let mut regular_expression = false;
    let options = &args[if has_delimiter { 2 } else { 1 }..];
    for pair in options.chunks(2) {
        let name = pair[0].as_text().unwrap_or_default().to_ascii_lowercase();
        let value = pair.get(1).ok_or_else(RuntimeError::not_enough_inputs)?;
        if !name.is_empty() && "collapsedelimiters".starts_with(&name) {
            collapse = flag_value(value, "strsplit")?;
        } else if !name.is_empty() && "delimitertype".starts_with(&name) {
            let kind = value.as_text().unwrap_or_default().to_ascii_lowercase();
            regular_expression = match kind.as_str() {
                k if !k.is_empty() && "simple".starts_with(k) => false,
                k if !k.is_empty() && "regularexpression".starts_with(k) => true,
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:strsplit:InvalidDelimiterType",
                        "The value of 'DelimiterType' is invalid. It must be 'Simple' or 'RegularExpression'.",
                    )
                    .in_function("strsplit"))
                }
            };
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
    let (pieces, matches) = if regular_expression && has_delimiter {
        split_by_patterns(&text, &given, collapse)?
    } else {
        let delimiters: Vec<Units> = given.iter().map(|d| translate_escapes(d)).collect();
        split_units(&text, &delimiters, collapse)
    };
    let as_row = |items: Vec<Units>| {
        let shape = Shape::row(items.len());
        empty_text_as_0x0(
            build_text(kind, shape, items.into_iter().map(Some).collect()),
            |_| false,
        )
    };
    let mut out = Outputs::new();
    out.push(as_row(pieces));
    if nargout > 1 {
        out.push(as_row(matches));
    }
    Ok(out)
}

/// `token = strtok(str)`, `strtok(str, delimiters)`, `[token, remain] =
/// strtok(...)`: skips leading delimiters (whitespace by default), takes
/// the text up to the next delimiter, and leaves that delimiter on
/// `remain`. A cell array or string array is split element by element.
pub fn strtok(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let text = TextArray::parse(arg(args, 0)?, "strtok")?;
    let delimiters: Option<Units> = match args.get(1) {
        None => None,
        Some(value) => match value {
            Value::Char(t) => Some(t.data().to_vec()),
            Value::String(t) if t.is_scalar() => Some(
                t.data()[0]
                    .as_deref()
                    .unwrap_or("")
                    .encode_utf16()
                    .collect(),
            ),
            _ => return Err(invalid_text("strtok")),
        },
    };
    let is_delimiter = |unit: u16| match &delimiters {
        Some(set) => set.contains(&unit),
        // MATLAB's whitespace: space, \f \n \r \t \v, and NUL.
        None => matches!(unit, 0 | 9..=13 | 32),
    };
    let mut remains = Vec::with_capacity(text.items.len());
    let tokens = text.clone().map(|units| {
        let start = units
            .iter()
            .position(|&u| !is_delimiter(u))
            .unwrap_or(units.len());
        let end = units[start..]
            .iter()
            .position(|&u| is_delimiter(u))
            .map_or(units.len(), |k| start + k);
        remains.push(units[end..].to_vec());
        units[start..end].to_vec()
    });
    let mut outputs = Outputs::new();
    // Every empty result is '' (0-by-0) except the token of a char row that
    // holds only delimiters, which is the empty slice after them (1-by-0).
    let row_token = text.kind == TextKind::Char && !text.items.iter().flatten().all(Vec::is_empty);
    outputs.push(empty_text_as_0x0(tokens.into_value(), |_| row_token));
    if nargout > 1 {
        let mut remains = remains.into_iter();
        let remain = text.map(|_| remains.next().unwrap_or_default());
        outputs.push(empty_text_as_0x0(remain.into_value(), |_| false));
    }
    Ok(outputs)
}

/// `s = strjoin(C, delimiter)`: joins a cell array of char rows or a string
/// array with a space, the given delimiter (escapes honoured) or one
/// delimiter per gap (a cell of N-1 texts).
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
        // MATLAB's strjoin returns '' (0-by-0) when there is nothing to join.
        _ if parts.items.is_empty() => return one(Value::Char(Tensor::empty())),
        _ => TextKind::Char,
    };
    one(build_text(kind, Shape::scalar(), vec![joined]))
}
