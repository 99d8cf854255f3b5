//! Taking text apart and putting it together: `split join pad
//! extractBetween strvcat validatestring compose`. Inputs are char rows,
//! cell arrays of char rows or string arrays; the result kinds follow the
//! MathWorks pages (a char input to `split` gives a cell column, a string
//! input a string column). Formatting for `compose` is the shared printf
//! engine's (`format/printf.rs`).

use std::sync::Arc;

use crate::builtins::text::strings::{build_text, invalid_text, TextArray, TextKind};
use crate::builtins::{args, one, Outputs};
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

fn is_space(u: u16) -> bool {
    char::from_u32(u32::from(u)).is_some_and(char::is_whitespace)
}

/// The pieces of `text` between delimiters (longest delimiter first;
/// whitespace when there are none). With `collapse`, a run of delimiters
/// counts as one.
fn split_one(text: &[u16], delimiters: Option<&[Units]>, collapse: bool) -> Vec<Units> {
    let hit_at = |i: usize| match delimiters {
        Some(ds) => ds
            .iter()
            .filter(|d| !d.is_empty() && text[i..].starts_with(d))
            .map(Vec::len)
            .max(),
        None => is_space(text[i]).then_some(1),
    };
    let mut pieces = Vec::new();
    let mut current = Vec::new();
    let mut i = 0;
    while i < text.len() {
        match hit_at(i) {
            Some(len) => {
                pieces.push(std::mem::take(&mut current));
                i += len;
                while collapse && i < text.len() {
                    match hit_at(i) {
                        Some(next) => i += next,
                        None => break,
                    }
                }
            }
            None => {
                current.push(text[i]);
                i += 1;
            }
        }
    }
    pieces.push(current);
    pieces
}

/// `newStr = split(str)`, `split(str, delimiter)`: one text becomes a
/// column of pieces; an N-by-1 column of texts (each with the same number
/// of pieces M) becomes N-by-M, as MATLAB splits along the first trailing
/// dimension of size 1.
pub fn split(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "split")?;
    // split(str, 'CollapseDelimiters', tf) has no delimiter; split(str, d, ...) has one.
    let has_delimiter = args.len().is_multiple_of(2);
    let delimiters: Option<Vec<Units>> = if has_delimiter {
        Some(
            text_arg(args, 1, "split")?
                .items
                .into_iter()
                .flatten()
                .collect(),
        )
    } else {
        None
    };
    let mut collapse = true;
    for pair in args[if has_delimiter { 2 } else { 1 }..].chunks(2) {
        let name = pair[0].as_text().unwrap_or_default();
        match (name.eq_ignore_ascii_case("CollapseDelimiters"), pair.get(1)) {
            (true, Some(flag)) => collapse = flag.as_f64().is_some_and(|x| x != 0.0),
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:split:InvalidParameter",
                    format!("Invalid parameter name: {name}."),
                )
                .in_function("split"))
            }
        }
    }
    let kind = if text.kind == TextKind::String {
        TextKind::String
    } else {
        TextKind::Cell
    };
    let split_all: Vec<Vec<Units>> = text
        .items
        .iter()
        .map(|item| {
            split_one(
                item.as_deref().unwrap_or(&[]),
                delimiters.as_deref(),
                collapse,
            )
        })
        .collect();
    let pieces = split_all.first().map_or(0, Vec::len);
    if split_all.iter().any(|p| p.len() != pieces) {
        return Err(RuntimeError::new(
            "MATLAB:split:UnequalNumberOfPieces",
            "Every text must split into the same number of pieces.",
        )
        .in_function("split"));
    }
    let n = split_all.len();
    let (shape, items) = if n == 1 {
        (
            Shape::column(pieces),
            split_all.into_iter().flatten().map(Some).collect(),
        )
    } else if text.shape.is_column() {
        // A column of texts: each text's pieces fill a row.
        let mut items = vec![None; n * pieces];
        for (r, row) in split_all.into_iter().enumerate() {
            for (c, piece) in row.into_iter().enumerate() {
                items[c * n + r] = Some(piece);
            }
        }
        (Shape::matrix(n, pieces), items)
    } else {
        return Err(RuntimeError::new(
            "ferromat:split:notColumn",
            "split takes one text or a column of texts.",
        )
        .in_function("split"));
    };
    one(build_text(kind, shape, items))
}

/// `newStr = join(str)`, `join(str, delimiter)`: joins the texts of each
/// row (along the last dimension whose size is not 1) with a space or the
/// delimiter.
pub fn join(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "join")?;
    let delimiter: Units = match args.get(1) {
        Some(v) => args::text(v, "join")
            .map_err(|e| e.in_function("join"))?
            .encode_utf16()
            .collect(),
        None => vec![u16::from(b' ')],
    };
    let dims = text.shape.dims();
    let (rows, cols) = if dims.len() == 2 && dims[1] == 1 {
        (1, dims[0])
    } else {
        (dims[0], text.shape.numel() / dims[0].max(1))
    };
    let column_input = dims.len() == 2 && dims[1] == 1;
    let mut joined = Vec::with_capacity(rows);
    for r in 0..rows {
        let mut out: Option<Units> = Some(Vec::new());
        for c in 0..cols {
            let index = if column_input { c } else { c * rows + r };
            if c > 0 {
                if let Some(o) = out.as_mut() {
                    o.extend_from_slice(&delimiter);
                }
            }
            match (out.as_mut(), text.items.get(index).cloned().flatten()) {
                (Some(o), Some(piece)) => o.extend(piece),
                _ => out = None,
            }
        }
        joined.push(out);
    }
    // A char input is one text already; a cell stays a cell (join's rule).
    let kind = text.kind;
    one(build_text(kind, Shape::column(rows), joined))
}

/// `pad(str)`, `pad(str, numberOfCharacters)`, `pad(___, side)`,
/// `pad(___, padCharacter)`: pads with blanks (or the character) on the
/// right (default), left or both sides, to the longest text or the count.
pub fn pad(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "pad")?;
    let mut width: Option<usize> = None;
    let mut side = "right".to_string();
    let mut fill = u16::from(b' ');
    let mut words = Vec::new();
    for value in &args[1.min(args.len())..] {
        match value.as_text() {
            Some(word) => words.push(word),
            None => width = Some(args::count(value, "pad").map_err(|e| e.in_function("pad"))?),
        }
    }
    for (k, word) in words.iter().enumerate() {
        let lower = word.to_ascii_lowercase();
        if k == 0 && matches!(lower.as_str(), "left" | "right" | "both") {
            side = lower;
        } else {
            let units: Units = word.encode_utf16().collect();
            match units.as_slice() {
                [unit] => fill = *unit,
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:pad:PadCharacterMustBeOneChar",
                        "Pad character must be a single character.",
                    )
                    .in_function("pad"))
                }
            }
        }
    }
    let longest = text.items.iter().flatten().map(Vec::len).max().unwrap_or(0);
    let target = width.unwrap_or(longest);
    args::check_allocation_dims(&[text.items.len(), target], 2)?;
    one(text
        .map(|units| {
            let free = target.saturating_sub(units.len());
            let left = match side.as_str() {
                "left" => free,
                "both" => free / 2,
                _ => 0,
            };
            let mut out = vec![fill; left];
            out.extend_from_slice(units);
            out.resize(out.len() + free - left, fill);
            out
        })
        .into_value())
}

/// `extractBetween(str, startPat, endPat)`: every text between an
/// occurrence of `startPat` and the next `endPat`; with positions, the
/// characters from `startPos` to `endPos` inclusive.
pub fn extract_between(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = text_arg(args, 0, "extractBetween")?;
    let (start, end) = (&args[1], &args[2]);
    if let (Some(s), Some(e)) = (
        start.as_f64().filter(|_| start.as_text().is_none()),
        end.as_f64().filter(|_| end.as_text().is_none()),
    ) {
        let mut items = Vec::with_capacity(text.items.len());
        for item in &text.items {
            let units = item.as_deref().unwrap_or(&[]);
            if s < 1.0
                || e < s - 1.0
                || e > units.len() as f64
                || s.fract() != 0.0
                || e.fract() != 0.0
            {
                return Err(RuntimeError::new("MATLAB:extractBetween:InvalidPositions", "Positions must be integers within the text, start no greater than end plus one.").in_function("extractBetween"));
            }
            items.push(Some(units[s as usize - 1..e as usize].to_vec()));
        }
        return one(TextArray { items, ..text }.into_value());
    }
    let start_pat: Units = args::text(start, "extractBetween")?
        .encode_utf16()
        .collect();
    let end_pat: Units = args::text(end, "extractBetween")?.encode_utf16().collect();
    let units = match text.items.as_slice() {
        [one] => one.clone().unwrap_or_default(),
        _ => {
            return Err(RuntimeError::new(
                "ferromat:extractBetween:notScalar",
                "With patterns, extractBetween takes one text at a time.",
            )
            .in_function("extractBetween"))
        }
    };
    let mut found = Vec::new();
    let mut i = 0;
    while !start_pat.is_empty() && i + start_pat.len() <= units.len() {
        if units[i..].starts_with(&start_pat) {
            let from = i + start_pat.len();
            let rest = &units[from..];
            match (0..=rest.len().saturating_sub(end_pat.len()))
                .find(|&k| rest[k..].starts_with(&end_pat))
            {
                Some(k) if !end_pat.is_empty() => {
                    found.push(Some(rest[..k].to_vec()));
                    i = from + k + end_pat.len();
                    continue;
                }
                _ => break,
            }
        }
        i += 1;
    }
    let kind = if text.kind == TextKind::String {
        TextKind::String
    } else {
        TextKind::Cell
    };
    one(build_text(kind, Shape::column(found.len()), found))
}

/// `strvcat(t1, t2, ...)`: the texts as rows of a char matrix, padded with
/// blanks; empty texts are skipped (unlike `char`).
pub fn strvcat(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let mut rows: Vec<Units> = Vec::new();
    for value in args {
        match value {
            Value::Char(t) => {
                let (r, c) = (
                    t.shape().rows(),
                    t.shape().numel() / t.shape().rows().max(1),
                );
                for i in 0..r {
                    rows.push((0..c).map(|j| t.data()[j * r + i]).collect());
                }
            }
            other => match TextArray::from_value(other) {
                Some(list) => rows.extend(list.items.into_iter().flatten()),
                None => {
                    let codes = other.to_f64_vec().ok_or_else(|| invalid_text("strvcat"))?;
                    rows.push(codes.iter().map(|&x| x as u16).collect());
                }
            },
        }
    }
    rows.retain(|r| !r.is_empty());
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    let n = rows.len();
    args::check_allocation_dims(&[n, width], 2)?;
    let mut data = vec![u16::from(b' '); n * width];
    for (r, row) in rows.iter().enumerate() {
        for (c, &u) in row.iter().enumerate() {
            data[c * n + r] = u;
        }
    }
    let shape = if n == 0 {
        Shape::matrix(0, 0)
    } else {
        Shape::matrix(n, width)
    };
    one(Value::Char(Tensor::new(shape, data)))
}

/// Where a `validatestring` error points: the calling function, the
/// variable name and the argument number its optional inputs give.
struct Describe {
    function: Option<String>,
    variable: Option<String>,
    position: Option<usize>,
}

impl Describe {
    /// `(str, strarray, argIndex)`, `(..., funcName)`, `(..., funcName,
    /// varName)`, `(..., funcName, varName, argIndex)`.
    fn parse(rest: &[Value]) -> Result<Describe> {
        let bad = |what: &str| {
            RuntimeError::new(
                format!("MATLAB:validatestring:invalid{what}"),
                match what {
                    "ArgIndex" => "ARGINDEX must be a positive integer scalar.".to_string(),
                    other => format!("{other} must be a character vector or string scalar."),
                },
            )
            .in_function("validatestring")
        };
        let position = |v: &Value| -> Result<usize> {
            if args::is_text(v) || !v.is_scalar() {
                return Err(bad("ArgIndex"));
            }
            match v.as_f64() {
                Some(x) if x >= 1.0 && x.fract() == 0.0 && x < 1e15 => Ok(x as usize),
                _ => Err(bad("ArgIndex")),
            }
        };
        let text = |v: &Value, what: &str| v.as_text().ok_or_else(|| bad(what));
        Ok(match rest {
            [] => Describe {
                function: None,
                variable: None,
                position: None,
            },
            [index] if !args::is_text(index) => Describe {
                function: None,
                variable: None,
                position: Some(position(index)?),
            },
            [function] => Describe {
                function: Some(text(function, "FunctionName")?),
                variable: None,
                position: None,
            },
            [function, variable] => Describe {
                function: Some(text(function, "FunctionName")?),
                variable: Some(text(variable, "VariableName")?),
                position: None,
            },
            [function, variable, index] => Describe {
                function: Some(text(function, "FunctionName")?),
                variable: Some(text(variable, "VariableName")?),
                position: Some(position(index)?),
            },
            _ => return Err(RuntimeError::too_many_inputs().in_function("validatestring")),
        })
    }

    /// `input`, `input number 2`, `input number 2, mode,` or `mode`.
    fn subject(&self) -> String {
        match (
            &self.position,
            self.variable.as_deref().filter(|v| !v.is_empty()),
        ) {
            (Some(n), Some(v)) => format!("input number {n}, {v},"),
            (Some(n), None) => format!("input number {n}"),
            (None, Some(v)) => v.to_string(),
            (None, None) => "input".to_string(),
        }
    }

    fn error(&self, id: &str, message: String) -> RuntimeError {
        let function = self.function.as_deref().filter(|f| !f.is_empty());
        RuntimeError::new(id, message).in_function(function.unwrap_or("validatestring"))
    }
}

/// `validStr = validatestring(str, strarray)` with the optional
/// `funcName`, `varName` and `argIndex` that name the input in the error.
pub fn validatestring(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let describe = Describe::parse(&args[2..])?;
    let given =
        args::text(&args[0], "validatestring").map_err(|e| e.in_function("validatestring"))?;
    // The valid values are a string array or a cell array of character
    // vectors (the MathWorks page); a char vector is not a list of them.
    if let Some(Value::Char(_)) = args.get(1) {
        return Err(RuntimeError::new(
            "MATLAB:validatestring:invalidStringArray",
            "Valid values must be given as a string array or a cell array of character vectors.",
        )
        .in_function("validatestring"));
    }
    let options = text_arg(args, 1, "validatestring")?;
    let lower = given.to_lowercase();
    let names: Vec<String> = options
        .items
        .iter()
        .flatten()
        .map(|u| String::from_utf16_lossy(u))
        .collect();
    let hits: Vec<&String> = names
        .iter()
        .filter(|n| !lower.is_empty() && n.to_lowercase().starts_with(&lower))
        .collect();
    let exact = names.iter().find(|n| n.to_lowercase() == lower);
    let subject = describe.subject();
    let chosen = match (exact, hits.as_slice()) {
        (Some(e), _) => e.clone(),
        (None, [one]) => (*one).clone(),
        // Several matches where each contains the shorter ones: the shortest wins.
        (None, [first, ..]) if hits.iter().all(|h| h.to_lowercase().starts_with(&first.to_lowercase()) || first.to_lowercase().starts_with(&h.to_lowercase())) => {
            hits.iter().min_by_key(|h| h.len()).map(|h| (*h).clone()).unwrap_or_else(|| (*first).clone())
        }
        (None, []) => {
            return Err(describe.error(
                "MATLAB:validatestring:unrecognizedStringChoice",
                format!("Expected {subject} to match one of these values:\n\n'{}'\n\nThe input, '{given}', did not match any of the valid values.", names.join("', '")),
            ))
        }
        (None, _) => {
            return Err(describe.error(
                "MATLAB:validatestring:ambiguousStringChoice",
                format!("Expected {subject} to match one of these values:\n\n'{}'\n\nThe input, '{given}', matched more than one valid value.", names.join("', '")),
            ))
        }
    };
    let value = match &args[0] {
        Value::String(_) => Value::String(Tensor::scalar(Some(Arc::from(chosen.as_str())))),
        _ => Value::char_row(&chosen),
    };
    one(value)
}
