//! Text editing builtins of the string-array era: `newline strip erase
//! reverse replace insertBefore insertAfter extractBefore extractAfter
//! count`. Each takes a char row, a cell array of char rows or a string
//! array and returns the same kind. Searching is for literal patterns; a
//! list of patterns means "any of them", longest first where two start at
//! the same place. Regular expressions are `regexp.rs`'s business.

use std::sync::Arc;

use crate::builtins::text::strings::{invalid_text, TextArray, TextKind};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

type Units = Vec<u16>;

fn text_arg(args: &[Value], index: usize, function: &str) -> Result<TextArray> {
    let value = args
        .get(index)
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    TextArray::from_value(value).ok_or_else(|| invalid_text(function))
}

/// The literal patterns of a pattern argument (missing strings dropped).
fn patterns(args: &[Value], index: usize, function: &str) -> Result<Vec<Units>> {
    Ok(text_arg(args, index, function)?
        .items
        .into_iter()
        .flatten()
        .collect())
}

/// Non-overlapping occurrences of any pattern, scanning left to right; at
/// each position the longest pattern that matches wins.
fn occurrences(text: &[u16], patterns: &[Units]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut pos = 0;
    while pos < text.len() {
        let best = patterns
            .iter()
            .filter(|p| !p.is_empty() && text[pos..].starts_with(p))
            .map(Vec::len)
            .max();
        match best {
            Some(len) => {
                found.push((pos, pos + len));
                pos += len;
            }
            None => pos += 1,
        }
    }
    found
}

fn with_error(function: &'static str) -> impl Fn(RuntimeError) -> RuntimeError {
    move |e| e.in_function(function)
}

/// `newline`: the newline character, `char(10)`.
pub fn newline(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::Char(Tensor::row(vec![10])))
}

/// `strip(str, side, padChar)`: removes leading and/or trailing whitespace
/// (or `padChar`).
pub fn strip(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "strip")?;
    let words = args[1.min(args.len())..]
        .iter()
        .map(|v| v.as_text().ok_or_else(|| invalid_text("strip")))
        .collect::<Result<Vec<String>>>()?;
    let is_side = |w: &str| matches!(w.to_ascii_lowercase().as_str(), "both" | "left" | "right");
    let (side, pad_text) = match words.as_slice() {
        [] => ("both".to_string(), None),
        [one] if is_side(one) => (one.to_ascii_lowercase(), None),
        [one] => ("both".to_string(), Some(one.clone())),
        [side, pad, ..] => (side.to_ascii_lowercase(), Some(pad.clone())),
    };
    if !is_side(&side) {
        return Err(RuntimeError::new(
            "MATLAB:strip:InvalidSide",
            "Side must be 'both', 'left' or 'right'.",
        )
        .in_function("strip"));
    }
    let pad = match pad_text.map(|t| t.encode_utf16().collect::<Units>()) {
        None => None,
        Some(units) if units.len() == 1 => Some(units[0]),
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:strip:PadCharacterMustBeOneChar",
                "Pad character must be a single character.",
            )
            .in_function("strip"))
        }
    };
    let strip_unit = |u: u16| match pad {
        Some(p) => u == p,
        None => char::from_u32(u32::from(u)).is_some_and(char::is_whitespace),
    };
    let (left, right) = (side != "right", side != "left");
    one(text
        .map(|units| {
            let mut start = 0;
            let mut end = units.len();
            while left && start < end && strip_unit(units[start]) {
                start += 1;
            }
            while right && end > start && strip_unit(units[end - 1]) {
                end -= 1;
            }
            units[start..end].to_vec()
        })
        .into_value())
}

/// `erase(str, match)`: deletes every occurrence of the pattern(s).
pub fn erase(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "erase")?;
    let pats = patterns(args, 1, "erase")?;
    one(empty_rows_as_0x0(
        text.map(|units| splice(units, &occurrences(units, &pats), |_| Vec::new()))
            .into_value(),
    ))
}

/// A char result (or cell element) left with no characters is `0x0`, as
/// MATLAB's `erase` returns `''` when everything is erased.
fn empty_rows_as_0x0(value: Value) -> Value {
    let empty = || Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()));
    match value {
        Value::Char(t) if t.numel() == 0 => empty(),
        Value::Cell(cells) if cells.data().iter().any(|c| c.numel() == 0) => {
            let items = cells
                .data()
                .iter()
                .map(|c| if c.numel() == 0 { empty() } else { c.clone() })
                .collect();
            Value::Cell(Arc::new(Tensor::new(cells.shape().clone(), items)))
        }
        other => other,
    }
}

/// `strrep`'s result with every char text that the replacement emptied made
/// `0x0`, as `erase` (which MATLAB builds on `strrep`) gives; a text that
/// was empty to begin with keeps its size.
pub(super) fn emptied_as_0x0(input: &Value, output: Value) -> Value {
    let emptied = |before: &Value, after: &Value| {
        matches!(after, Value::Char(_)) && before.numel() > 0 && after.numel() == 0
    };
    let empty = || Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()));
    match (input, output) {
        (Value::Cell(before), Value::Cell(after)) if before.numel() == after.numel() => {
            let items = before
                .data()
                .iter()
                .zip(after.data())
                .map(|(b, a)| if emptied(b, a) { empty() } else { a.clone() })
                .collect();
            Value::Cell(Arc::new(Tensor::new(after.shape().clone(), items)))
        }
        (before, after) if emptied(before, &after) => empty(),
        (_, after) => after,
    }
}

/// `text` with each range replaced by `with(range index)`.
fn splice(text: &[u16], ranges: &[(usize, usize)], mut with: impl FnMut(usize) -> Units) -> Units {
    let mut out = Vec::with_capacity(text.len());
    let mut from = 0;
    for (k, &(s, e)) in ranges.iter().enumerate() {
        out.extend_from_slice(&text[from..s]);
        out.extend(with(k));
        from = e;
    }
    out.extend_from_slice(&text[from..]);
    out
}

/// `reverse(str)`: the characters in reverse order.
pub fn reverse(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "reverse")?;
    one(text
        .map(|units| units.iter().rev().copied().collect())
        .into_value())
}

/// `replace(str, old, new)`: each occurrence of `old{k}` becomes `new{k}`
/// (or the one `new`).
pub fn replace(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "replace")?;
    let old = patterns(args, 1, "replace")?;
    let new = patterns(args, 2, "replace")?;
    if new.len() != 1 && new.len() != old.len() {
        return Err(RuntimeError::new(
            "MATLAB:string:replace:SizeMismatch",
            "NEW must be a scalar or the same size as OLD.",
        )
        .in_function("replace"));
    }
    one(text
        .map(|units| {
            let found = occurrences(units, &old);
            splice(units, &found, |k| {
                let (s, e) = found[k];
                let which = old.iter().position(|p| p[..] == units[s..e]).unwrap_or(0);
                new.get(which).or(new.first()).cloned().unwrap_or_default()
            })
        })
        .into_value())
}

/// A position argument (1-based, within `0..=len`) or a pattern.
enum Place {
    Position(f64),
    Patterns(Vec<Units>),
}

fn place(args: &[Value], index: usize, function: &str) -> Result<Place> {
    let value = args
        .get(index)
        .ok_or_else(RuntimeError::not_enough_inputs)?;
    match value {
        Value::Char(_) | Value::String(_) | Value::Cell(_) => {
            Ok(Place::Patterns(patterns(args, index, function)?))
        }
        other => other.as_f64().map(Place::Position).ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:InvalidPosition"),
                "Position must be a numeric scalar or the text to search for.",
            )
        }),
    }
}

/// A 1-based position `p` as a 0-based cut point in `text`, checked.
fn cut(text: &[u16], p: f64, offset: f64, function: &str) -> Result<usize> {
    let at = p + offset;
    if p.fract() != 0.0 || at < 0.0 || at > text.len() as f64 {
        return Err(RuntimeError::new(
            "MATLAB:string:MustBeValidIndex",
            "Numeric position exceeds the number of characters.",
        )
        .in_function(function));
    }
    Ok(at as usize)
}

/// Insert or extract at the first (extract) or every (insert) place.
fn by_place(
    args: &[Value],
    function: &'static str,
    mut op: impl FnMut(&[u16], Option<(usize, usize)>, Vec<(usize, usize)>) -> Option<Units>,
    position_offset: (f64, f64),
) -> Result<Value> {
    let text = text_arg(args, 0, function)?;
    let where_ = place(args, 1, function).map_err(with_error(function))?;
    let mut items = Vec::with_capacity(text.items.len());
    for item in &text.items {
        let Some(units) = item else {
            items.push(None);
            continue;
        };
        items.push(match &where_ {
            Place::Position(p) => {
                let s = cut(units, *p, position_offset.0, function)?;
                let e = cut(units, *p, position_offset.1, function)?;
                op(units, Some((s, e)), vec![(s, e)])
            }
            Place::Patterns(pats) => {
                let found = occurrences(units, pats);
                op(units, found.first().copied(), found)
            }
        });
    }
    Ok(TextArray { items, ..text }.into_value())
}

fn insert(args: &[Value], function: &'static str, after: bool) -> Result<Outputs> {
    let new = patterns(args, 2, function)?
        .into_iter()
        .next()
        .unwrap_or_default();
    let value = by_place(
        args,
        function,
        |units, _, found| {
            let cuts: Vec<(usize, usize)> = found
                .iter()
                .map(|&(s, e)| if after { (e, e) } else { (s, s) })
                .collect();
            Some(splice(units, &cuts, |_| new.clone()))
        },
        if after { (0.0, 0.0) } else { (-1.0, -1.0) },
    )?;
    one(value)
}

/// `insertAfter(str, pat | pos, newText)`.
pub fn insert_after(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    insert(args, "insertAfter", true)
}

/// `insertBefore(str, pat | pos, newText)`.
pub fn insert_before(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    insert(args, "insertBefore", false)
}

/// Extracted text when the pattern is absent: `<missing>` for strings,
/// empty for char and cells.
fn absent(kind: TextKind) -> Option<Units> {
    (kind != TextKind::String).then(Vec::new)
}

/// `extractBefore(str, pat | pos)`: the text before the first occurrence
/// (or before position `pos`).
pub fn extract_before(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let kind = text_arg(args, 0, "extractBefore")?.kind;
    let value = by_place(
        args,
        "extractBefore",
        |units, first, _| {
            first
                .map(|(s, _)| units[..s].to_vec())
                .or_else(|| absent(kind))
        },
        (-1.0, -1.0),
    )?;
    one(value)
}

/// `extractAfter(str, pat | pos)`: the text after the first occurrence (or
/// after position `pos`).
pub fn extract_after(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let kind = text_arg(args, 0, "extractAfter")?.kind;
    let value = by_place(
        args,
        "extractAfter",
        |units, first, _| {
            first
                .map(|(_, e)| units[e..].to_vec())
                .or_else(|| absent(kind))
        },
        (0.0, 0.0),
    )?;
    one(value)
}

/// `count(str, pat, 'IgnoreCase', tf)`: non-overlapping occurrences.
pub fn count(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "count")?;
    let mut pats = patterns(args, 1, "count")?;
    let mut ignore_case = false;
    if let [name, value, ..] = &args[2.min(args.len())..] {
        if !name
            .as_text()
            .is_some_and(|n| n.eq_ignore_ascii_case("IgnoreCase"))
        {
            return Err(RuntimeError::new(
                "MATLAB:count:InvalidParameter",
                "Invalid parameter; expected 'IgnoreCase'.",
            )
            .in_function("count"));
        }
        ignore_case = value.as_f64().is_some_and(|x| x != 0.0);
    }
    let fold = |u: &[u16]| crate::builtins::text::strings::fold_case(u);
    if ignore_case {
        pats = pats.iter().map(|p| fold(p)).collect();
    }
    let counts: Vec<f64> = text
        .items
        .iter()
        .map(|item| {
            item.as_ref().map_or(0.0, |units| {
                let units = if ignore_case {
                    fold(units)
                } else {
                    units.clone()
                };
                occurrences(&units, &pats).len() as f64
            })
        })
        .collect();
    one(Value::Double(Tensor::new(text.shape, counts)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(s: &str) -> Units {
        s.encode_utf16().collect()
    }

    #[test]
    fn occurrences_prefer_longest_and_do_not_overlap() {
        assert_eq!(occurrences(&u("aaab"), &[u("aa")]), vec![(0, 2)]);
        assert_eq!(occurrences(&u("abc"), &[u("a"), u("ab")]), vec![(0, 2)]);
        assert_eq!(splice(&u("abc"), &[(1, 2)], |_| u("XY")), u("aXYc"));
    }
}
