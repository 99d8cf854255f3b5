//! `matlab.lang.makeUniqueStrings`: makes texts unique by appending an
//! underscore and a number to repeats, optionally also unique against
//! excluded texts, or only for chosen elements (the rest then count as
//! excluded), within a maximum length.
//!
//! The rule is the one the MathWorks page describes and its examples show:
//! equal texts are found in sorted order; in each group of equal texts the
//! first keeps its text and the others become `text_1`, `text_2`, ... (all
//! of the group is renamed when the text is excluded), numbered with the
//! smallest numbers that no text `text_N` among the later texts and the
//! excluded ones already uses. With a maximum length, texts are cut to it
//! first, and a base is cut further to make room for its suffix. Numbers
//! after `text_` are read as `double` reads a string (`str2double`).
//! Texts are UTF-16 code units, as MATLAB counts them.

use crate::builtins::text::convert::str2double;
use crate::builtins::text::strings::{TextArray, TextKind, Units};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

const FUNCTION: &str = "matlab.lang.makeUniqueStrings";

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:makeUniqueStrings:{id}"), message).in_function(FUNCTION)
}

/// What the second argument names.
enum Selection {
    /// Texts the result must also differ from.
    Excluded(Vec<Units>),
    /// The elements (0-based, in the order given) to make unique; the
    /// others are kept and count as excluded.
    Elements(Vec<usize>),
}

/// A text argument as `TextArray`, or `None`: a char row (or ''), a cell
/// array of char rows, a string array.
fn texts(value: &Value) -> Option<TextArray> {
    TextArray::from_value(value)
}

fn selection(value: &Value, count: usize) -> Result<Selection> {
    let invalid = || {
        error(
            "InvalidFirstOptionalArg",
            "The second input must be a character vector, a cell array of character vectors, a string array, a logical array, or positive integer indices.",
        )
    };
    match value {
        Value::Char(_) | Value::Cell(_) | Value::String(_) => {
            let vector = value.shape().is_vector() || value.is_empty();
            match texts(value) {
                Some(list) if vector || matches!(value, Value::Char(_) | Value::String(_)) => Ok(
                    Selection::Excluded(list.items.into_iter().flatten().collect()),
                ),
                _ => Err(invalid()),
            }
        }
        Value::Logical(mask) => {
            if mask.numel() != count {
                return Err(error(
                    "BadLengthLogicalMask",
                    "The logical array must have one element for each input text.",
                ));
            }
            Ok(Selection::Elements(
                mask.data()
                    .iter()
                    .enumerate()
                    .filter(|(_, &on)| on)
                    .map(|(i, _)| i)
                    .collect(),
            ))
        }
        other if other.class().is_numeric() => {
            let full = crate::builtins::sparse::convert::full_value(other)?;
            let numbers = full.to_f64_vec().filter(|_| !full.is_complex());
            let Some(numbers) = numbers else {
                // Complex indices: positive integers they are not.
                return Err(error(
                    "NonPositiveRange",
                    "Indices must be positive integers.",
                ));
            };
            if numbers.iter().any(|x| x.is_finite() && x.fract() != 0.0) {
                return Err(invalid());
            }
            if numbers.iter().any(|&x| x.is_nan() || x <= 0.0) {
                return Err(error(
                    "NonPositiveRange",
                    "Indices must be positive integers.",
                ));
            }
            if numbers.iter().any(|&x| x > count as f64) {
                return Err(error(
                    "OutOfBoundRange",
                    "Indices must not exceed the number of input texts.",
                ));
            }
            Ok(Selection::Elements(
                numbers.iter().map(|&x| x as usize - 1).collect(),
            ))
        }
        _ => Err(invalid()),
    }
}

/// The maximum length argument: a nonnegative integer scalar (Inf: none).
fn max_length(value: &Value) -> Result<Option<usize>> {
    let invalid = || {
        error(
            "BadMaxStringLength",
            "The maximum string length must be a nonnegative integer scalar.",
        )
    };
    if !value.class().is_numeric() || !value.is_scalar() || value.is_complex() {
        return Err(invalid());
    }
    let x = value.as_f64().ok_or_else(invalid)?;
    if x.is_nan() || x < 0.0 || x.floor() != x {
        return Err(invalid());
    }
    Ok((x < usize::MAX as f64).then_some(x as usize))
}

/// The numbers `text_N` texts among `names` already use after `base_`.
fn used_numbers(interp: &mut Interpreter, base: &[u16], names: &[Units]) -> Result<Vec<f64>> {
    let mut prefix = base.to_vec();
    prefix.push(u16::from(b'_'));
    let suffixes: Vec<Option<std::sync::Arc<str>>> = names
        .iter()
        .filter(|name| name.starts_with(&prefix))
        .map(|name| Some(String::from_utf16_lossy(&name[prefix.len()..]).into()))
        .collect();
    if suffixes.is_empty() {
        return Ok(Vec::new());
    }
    let count = suffixes.len();
    let strings = Value::String(Tensor::new(Shape::matrix(1, count), suffixes));
    let parsed = str2double(interp, &[strings], 1)?;
    Ok(match parsed.into_iter().next() {
        Some(Value::ComplexDouble(z)) => z
            .data()
            .iter()
            .filter(|z| z.im == 0.0)
            .map(|z| z.re)
            .collect(),
        Some(value) => value.to_f64_vec().unwrap_or_default(),
        None => Vec::new(),
    }
    .into_iter()
    .filter(|x| !x.is_nan())
    .collect())
}

fn with_suffix(base: &[u16], number: usize) -> Units {
    let mut text = base.to_vec();
    text.extend(format!("_{number}").encode_utf16());
    text
}

/// New texts for the equal texts `sorted[start..=stop]`, unique among
/// the later texts of `sorted` and `excluded`.
fn rename_group(
    interp: &mut Interpreter,
    sorted: &[Units],
    start: usize,
    stop: usize,
    excluded: &[Units],
    limit: Option<usize>,
) -> Result<Vec<Units>> {
    let mut group: Vec<Units> = sorted[start..=stop].to_vec();
    let kept: Vec<Units> = sorted[..start]
        .iter()
        .chain(&sorted[stop + 1..])
        .cloned()
        .collect();
    // Texts sorted before the group cannot collide with `base_N` until
    // the base is cut shorter; from then on every text counts.
    let mut names: Vec<Units> = group
        .iter()
        .chain(&kept[start..])
        .chain(excluded)
        .cloned()
        .collect();
    loop {
        let base = group[0].clone();
        let used = used_numbers(interp, &base, &names)?;
        let numbers: Vec<usize> = (1..)
            .filter(|&k| !used.contains(&(k as f64)))
            .take(group.len())
            .collect();
        let last = numbers.last().copied().unwrap_or(1);
        let append = 1 + last.to_string().len();
        if let Some(limit) = limit {
            if append + base.len().min(1) > limit {
                return Err(error(
                    "CannotMakeUnique",
                    "Cannot make the strings unique without exceeding the maximum string length.",
                ));
            }
            if append + base.len() > limit {
                let keep = limit - append;
                group.iter_mut().for_each(|text| text.truncate(keep));
                names = group.iter().chain(&kept).chain(excluded).cloned().collect();
                continue;
            }
        }
        return Ok(numbers.iter().map(|&k| with_suffix(&base, k)).collect());
    }
}

/// `texts` made unique among themselves and against `excluded`; also
/// which of them changed.
fn make_unique(
    interp: &mut Interpreter,
    texts: &[Units],
    excluded: &[Units],
    limit: Option<usize>,
) -> Result<(Vec<Units>, Vec<bool>)> {
    let n = texts.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| texts[a].cmp(&texts[b]));
    let mut sorted: Vec<Units> = order.iter().map(|&i| texts[i].clone()).collect();
    let repeat: Vec<bool> = (0..n)
        .map(|i| i > 0 && sorted[i] == sorted[i - 1])
        .collect();
    let mut changed = vec![false; n];
    let mut i = 0;
    while i < n {
        // The run of texts equal to sorted[i].
        let mut stop = i;
        while stop + 1 < n && repeat[stop + 1] {
            stop += 1;
        }
        let protected = excluded.contains(&sorted[i]);
        let start = if protected { i } else { i + 1 };
        if start <= stop {
            let renamed = rename_group(interp, &sorted, start, stop, excluded, limit)?;
            for (slot, text) in sorted[start..=stop].iter_mut().zip(renamed) {
                *slot = text;
            }
            changed[start..=stop].iter_mut().for_each(|c| *c = true);
        }
        i = stop + 1;
    }
    let mut out = vec![Units::new(); n];
    let mut modified = vec![false; n];
    for (position, &original) in order.iter().enumerate() {
        out[original] = std::mem::take(&mut sorted[position]);
        modified[original] = changed[position];
    }
    Ok((out, modified))
}

/// Cuts a text to `limit` units; whether it was longer.
fn cut(text: &mut Units, limit: Option<usize>) -> bool {
    match limit {
        Some(limit) if text.len() > limit => {
            text.truncate(limit);
            true
        }
        _ => false,
    }
}

/// `U = matlab.lang.makeUniqueStrings(S)`, `(S, excluded)`,
/// `(S, whichElements)`, `(S, ..., maxStringLength)`,
/// `[U, modified] = ...`.
pub fn make_unique_strings(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    let input = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    let list = texts(input).ok_or_else(|| {
        error(
            "InvalidInputStrings",
            "The first input must be a character vector, a cell array of character vectors, or a string array.",
        )
    })?;
    if list.items.iter().any(Option::is_none) {
        return Err(error(
            "MissingNames",
            "The input strings must not contain <missing> values.",
        ));
    }
    let kind = list.kind;
    let shape = list.shape.clone();
    let modified_shape = if kind == TextKind::Char {
        Shape::scalar()
    } else {
        shape.clone()
    };
    let mut out = Outputs::new();
    if input.is_empty() {
        out.push(input.clone());
        if nargout > 1 {
            out.push(Value::Logical(Tensor::new(
                modified_shape.clone(),
                vec![false; modified_shape.numel()],
            )));
        }
        return Ok(out);
    }
    let mut items: Vec<Units> = list.items.into_iter().flatten().collect();
    let limit = match args.get(2) {
        Some(value) => max_length(value)?,
        None => None,
    };
    let selection = match args.get(1) {
        Some(value) => selection(value, items.len())?,
        None => Selection::Excluded(Vec::new()),
    };
    let mut modified = vec![false; items.len()];
    match selection {
        Selection::Excluded(excluded) => {
            for (text, flag) in items.iter_mut().zip(modified.iter_mut()) {
                *flag = cut(text, limit);
            }
            let (unique, changed) = make_unique(interp, &items, &excluded, limit)?;
            items = unique;
            modified.iter_mut().zip(changed).for_each(|(m, c)| *m |= c);
        }
        Selection::Elements(chosen) => {
            let mut is_chosen = vec![false; items.len()];
            chosen.iter().for_each(|&i| is_chosen[i] = true);
            let kept: Vec<Units> = (0..items.len())
                .filter(|&i| !is_chosen[i])
                .map(|i| items[i].clone())
                .collect();
            let mut checked: Vec<Units> = chosen.iter().map(|&i| items[i].clone()).collect();
            for (&i, text) in chosen.iter().zip(checked.iter_mut()) {
                modified[i] = cut(text, limit);
            }
            let (unique, changed) = make_unique(interp, &checked, &kept, limit)?;
            let mut renamed = vec![false; items.len()];
            for ((&i, text), flag) in chosen.iter().zip(unique).zip(changed) {
                items[i] = text;
                renamed[i] = flag;
            }
            modified.iter_mut().zip(renamed).for_each(|(m, r)| *m |= r);
        }
    }
    let result = if kind == TextKind::Char && limit == Some(0) {
        modified = vec![true];
        Value::Char(Tensor::new(Shape::matrix(1, 0), Vec::new()))
    } else {
        TextArray {
            kind,
            shape,
            items: items.into_iter().map(Some).collect(),
        }
        .into_value()
    };
    out.push(result);
    if nargout > 1 {
        out.push(Value::Logical(Tensor::new(modified_shape, modified)));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(texts: &[&str]) -> Vec<Units> {
        texts.iter().map(|t| t.encode_utf16().collect()).collect()
    }

    fn unique(texts: &[&str], excluded: &[&str], limit: Option<usize>) -> Vec<String> {
        let mut interp = Interpreter::new();
        make_unique(&mut interp, &units(texts), &units(excluded), limit)
            .unwrap()
            .0
            .iter()
            .map(|u| String::from_utf16_lossy(u))
            .collect()
    }

    #[test]
    fn documented_examples() {
        let names = ["John", "Sue", "Nick", "John", "Campion", "John", "Jason"];
        assert_eq!(
            unique(&names, &[], None),
            ["John", "Sue", "Nick", "John_1", "Campion", "John_2", "Jason"]
        );
        assert_eq!(
            unique(&["var", "var2", "var", "var3"], &["var3"], None),
            ["var", "var2", "var_1", "var3_1"]
        );
        assert_eq!(unique(&["a", "a", "a_1"], &[], None), ["a", "a_2", "a_1"]);
        assert_eq!(
            unique(&["quiz", "quiz", "quiz", "exam"], &[], Some(5)),
            ["quiz", "qui_1", "qui_2", "exam"]
        );
    }
}
