//! `replaceBetween` and `eraseBetween`: change the text between two
//! patterns (every occurrence, boundaries kept unless `'Boundaries',
//! 'inclusive'`) or between two positions (inclusive unless
//! `'Boundaries','exclusive'`), keeping the kind of text given.
//!
//! It must not search with regular expressions (patterns are literal text,
//! as MATLAB's are for these functions) nor extract (`extractBetween` is
//! `assemble.rs`'s).

use crate::builtins::text::strings::{invalid_text, TextArray, Units};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// Where the changed span starts and ends: two literal patterns, or one
/// position pair per text (1-based, inclusive).
enum Bounds {
    Patterns(Units, Units),
    Positions(Vec<(f64, f64)>),
}

fn error(function: &str, id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

/// Numbers (not text) as one value per text, a scalar standing for all.
fn positions(value: &Value, count: usize, function: &str) -> Result<Option<Vec<f64>>> {
    if value.as_text().is_some() || matches!(value, Value::Cell(_) | Value::String(_)) {
        return Ok(None);
    }
    let numbers = value.to_f64_vec().ok_or_else(|| {
        error(
            function,
            "InvalidPositions",
            "Positions must be numeric or the boundaries must be text.",
        )
    })?;
    match numbers.len() {
        1 => Ok(Some(vec![numbers[0]; count])),
        n if n == count => Ok(Some(numbers)),
        _ => Err(error(
            function,
            "InvalidPositions",
            "Positions must be scalars or have one element per text.",
        )),
    }
}

fn bounds(args: &[Value], count: usize, function: &str) -> Result<Bounds> {
    let starts = positions(&args[1], count, function)?;
    let ends = positions(&args[2], count, function)?;
    match (starts, ends) {
        (Some(s), Some(e)) => Ok(Bounds::Positions(s.into_iter().zip(e).collect())),
        (None, None) => Ok(Bounds::Patterns(
            args::text(&args[1], function)?.encode_utf16().collect(),
            args::text(&args[2], function)?.encode_utf16().collect(),
        )),
        _ => Err(error(
            function,
            "InvalidBoundaries",
            "Start and end must both be positions or both be text.",
        )),
    }
}

/// `'Boundaries', 'inclusive'|'exclusive'` among the trailing arguments.
fn inclusive_option(rest: &[Value], default: bool, function: &str) -> Result<bool> {
    let mut inclusive = default;
    for pair in rest.chunks(2) {
        let name = args::text(&pair[0], function)?;
        let value = pair.get(1).ok_or_else(RuntimeError::not_enough_inputs)?;
        if !name.eq_ignore_ascii_case("boundaries") {
            return Err(error(
                function,
                "InvalidParameter",
                &format!("Invalid parameter name: {name}."),
            ));
        }
        inclusive = match args::text(value, function)?.to_ascii_lowercase().as_str() {
            "inclusive" => true,
            "exclusive" => false,
            other => {
                return Err(error(
                    function,
                    "InvalidBoundaries",
                    &format!("'Boundaries' must be 'inclusive' or 'exclusive', not '{other}'."),
                ))
            }
        };
    }
    Ok(inclusive)
}

/// `text` with every span between `start` and the next `end` replaced.
fn replace_patterns(
    text: &[u16],
    start: &[u16],
    end: &[u16],
    new: &[u16],
    inclusive: bool,
) -> Units {
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while !start.is_empty() && !end.is_empty() && i + start.len() <= text.len() {
        if !text[i..].starts_with(start) {
            out.push(text[i]);
            i += 1;
            continue;
        }
        let from = i + start.len();
        let Some(k) = (0..=text.len() - from).find(|&k| text[from + k..].starts_with(end)) else {
            break;
        };
        let to = from + k;
        if inclusive {
            out.extend_from_slice(new);
        } else {
            out.extend_from_slice(&text[i..from]);
            out.extend_from_slice(new);
            out.extend_from_slice(&text[to..to + end.len()]);
        }
        i = to + end.len();
    }
    out.extend_from_slice(&text[i.min(text.len())..]);
    out
}

fn replace_positions(
    text: &[u16],
    (s, e): (f64, f64),
    new: &[u16],
    inclusive: bool,
    function: &str,
) -> Result<Units> {
    let valid = s.fract() == 0.0 && e.fract() == 0.0 && s >= 1.0 && e <= text.len() as f64;
    // Exclusive positions keep the characters at `s` and `e` themselves.
    let (first, last) = if inclusive {
        (s, e)
    } else {
        (s + 1.0, e - 1.0)
    };
    if !valid || last < first - 1.0 {
        return Err(error(
            function,
            "InvalidPositions",
            "Positions must be integers within the text, the start no greater than the end plus one.",
        ));
    }
    let (first, last) = (first as usize - 1, last as usize);
    let mut out = text[..first].to_vec();
    out.extend_from_slice(new);
    out.extend_from_slice(&text[last..]);
    Ok(out)
}

fn between(
    args: &[Value],
    new_text: Option<&Value>,
    rest: &[Value],
    function: &str,
) -> Result<Outputs> {
    let text = TextArray::from_value(&args[0]).ok_or_else(|| invalid_text(function))?;
    let count = text.items.len();
    let bounds = bounds(args, count, function)?;
    let inclusive = inclusive_option(rest, matches!(bounds, Bounds::Positions(_)), function)?;
    let new_items: Vec<Units> = match new_text {
        None => vec![Vec::new(); count],
        Some(value) => {
            let news = TextArray::from_value(value).ok_or_else(|| invalid_text(function))?;
            let news: Vec<Units> = news
                .items
                .into_iter()
                .map(Option::unwrap_or_default)
                .collect();
            match news.len() {
                1 => vec![news[0].clone(); count],
                n if n == count => news,
                _ => {
                    return Err(error(
                        function,
                        "InvalidNewText",
                        "The new text must be one text or have one text per element of str.",
                    ))
                }
            }
        }
    };
    let mut items = Vec::with_capacity(count);
    for (k, item) in text.items.iter().enumerate() {
        items.push(match item {
            None => None,
            Some(units) => Some(match &bounds {
                Bounds::Patterns(s, e) => replace_patterns(units, s, e, &new_items[k], inclusive),
                Bounds::Positions(p) => {
                    replace_positions(units, p[k], &new_items[k], inclusive, function)?
                }
            }),
        });
    }
    one(TextArray { items, ..text }.into_value())
}

/// `replaceBetween(str, start, end, newText, 'Boundaries', b)`.
pub fn replace_between(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    between(args, Some(&args[3]), &args[4..], "replaceBetween")
}

/// `eraseBetween(str, start, end, 'Boundaries', b)`.
pub fn erase_between(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    between(args, None, &args[3..], "eraseBetween")
}
