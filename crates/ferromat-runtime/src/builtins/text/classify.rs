//! Character classes and text containers: `isletter isstrprop` (which
//! characters are letters, digits, ...), `cellstr` and `strings` (building
//! the two text containers), `splitlines`, and `strjust` (justifying the
//! rows of a char matrix). Searching and editing text is `edit.rs`'s.

use std::sync::Arc;

use crate::builtins::text::strings::{invalid_text, TextArray, TextKind};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

fn char_of(unit: u16) -> Option<char> {
    char::from_u32(u32::from(unit))
}

/// `isletter(A)`: true for the letters of a char array; all false for any
/// other class.
pub fn isletter(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let flags = match value {
        Value::Char(t) => t.map(|&u| char_of(u).is_some_and(char::is_alphabetic)),
        other => Tensor::filled(other.shape(), false),
    };
    one(Value::Logical(flags))
}

/// The test for one `isstrprop` category.
fn category(name: &str) -> Option<fn(char) -> bool> {
    Some(match name {
        "alpha" => char::is_alphabetic,
        "alphanum" => char::is_alphanumeric,
        "digit" => |c: char| c.is_ascii_digit(),
        "lower" => char::is_lowercase,
        "upper" => char::is_uppercase,
        "wspace" => char::is_whitespace,
        "punct" => |c: char| {
            c.is_ascii_punctuation()
                || (!c.is_ascii() && !c.is_alphanumeric() && !c.is_whitespace() && !c.is_control())
        },
        "cntrl" => char::is_control,
        "graphic" | "graph" => |c: char| !c.is_control() && !c.is_whitespace(),
        "print" => |c: char| !c.is_control(),
        "xdigit" => |c: char| c.is_ascii_hexdigit(),
        _ => return None,
    })
}

fn classify(value: &Value, test: fn(char) -> bool) -> Value {
    match value {
        Value::Char(t) => Value::Logical(t.map(|&u| char_of(u).is_some_and(test))),
        Value::Cell(cells) => Value::Cell(Arc::new(cells.map(|v| classify(v, test)))),
        Value::String(t) if t.numel() == 1 => {
            let text = t
                .data()
                .first()
                .cloned()
                .flatten()
                .unwrap_or_else(|| Arc::from(""));
            let flags: Vec<bool> = text
                .encode_utf16()
                .map(|u| char_of(u).is_some_and(test))
                .collect();
            Value::Logical(Tensor::row(flags))
        }
        Value::String(t) => Value::Cell(Arc::new(t.map(|s| {
            let text = s.clone().unwrap_or_else(|| Arc::from(""));
            Value::Logical(Tensor::row(
                text.encode_utf16()
                    .map(|u| char_of(u).is_some_and(test))
                    .collect(),
            ))
        }))),
        // Numbers are character codes.
        other => match other.to_f64_vec() {
            Some(codes) => Value::Logical(Tensor::new(
                other.shape(),
                codes
                    .iter()
                    .map(|&x| {
                        x >= 0.0 && x.fract() == 0.0 && char::from_u32(x as u32).is_some_and(test)
                    })
                    .collect(),
            )),
            None => Value::Logical(Tensor::filled(other.shape(), false)),
        },
    }
}

/// `isstrprop(str, category)`, `isstrprop(..., 'ForceCellOutput', tf)`.
pub fn isstrprop(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let name = args::text(&args[1], "isstrprop")
        .map_err(|e| e.in_function("isstrprop"))?
        .to_ascii_lowercase();
    let test = category(&name).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:isstrprop:InvalidCategory",
            format!("'{name}' is not a valid category; use alpha, alphanum, digit, lower, upper, wspace, punct, cntrl, graphic, print or xdigit."),
        )
        .in_function("isstrprop")
    })?;
    let mut force = false;
    for pair in args[2.min(args.len())..].chunks(2) {
        // The one option, matched case-insensitively by any leading part.
        let name = pair[0].as_text().unwrap_or_default().to_ascii_lowercase();
        match pair {
            [_, flag] if !name.is_empty() && "forcecelloutput".starts_with(&name) => {
                force = flag.as_f64().is_some_and(|x| x != 0.0);
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:isstrprop:InvalidParameter",
                    "Optional arguments must be the name 'ForceCellOutput' and a logical value.",
                )
                .in_function("isstrprop"))
            }
        }
    }
    let mut result = classify(&args[0], test);
    if force && !matches!(result, Value::Cell(_)) {
        result = Value::Cell(Arc::new(Tensor::scalar(result)));
    }
    one(result)
}

/// `C = cellstr(A)`: each row of a char matrix (trailing blanks removed),
/// each element of a string array, or a cellstr unchanged.
pub fn cellstr(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    match &args[0] {
        Value::Char(t) if t.shape().ndims() == 2 => {
            let (rows, cols) = (t.shape().rows(), t.shape().cols());
            let data = t.data();
            let cells: Vec<Value> = (0..rows)
                .map(|r| {
                    let mut row: Vec<u16> = (0..cols).map(|c| data[c * rows + r]).collect();
                    while row.last().is_some_and(|&u| u == u16::from(b' ') || u == 0) {
                        row.pop();
                    }
                    Value::Char(Tensor::row(row))
                })
                .collect();
            let shape = if rows == 0 {
                Shape::scalar()
            } else {
                Shape::column(rows)
            };
            let cells = if rows == 0 {
                vec![Value::Char(Tensor::new(Shape::matrix(0, 0), Vec::new()))]
            } else {
                cells
            };
            one(Value::Cell(Arc::new(Tensor::new(shape, cells))))
        }
        value => {
            let list = TextArray::from_value(value).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:cellstr:MustBeCharOrCellArrayOrString",
                    "Input must be a string, character array, or cell array of character vectors.",
                )
                .in_function("cellstr")
            })?;
            one(TextArray {
                kind: TextKind::Cell,
                ..list
            }
            .into_value())
        }
    }
}

/// `strings(n)`, `strings(sz1, ..., szN)`, `strings(sz)`: empty strings.
pub fn strings(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let request = args::size_args(args, "strings").map_err(|e| e.in_function("strings"))?;
    args::check_allocation(&request.shape, 16)?;
    let n = request.shape.numel();
    one(Value::String(Tensor::new(
        request.shape,
        vec![Some(Arc::from("")); n],
    )))
}

/// `splitlines(str)`: the lines of a text, split at `\n`, `\r\n` or `\r`,
/// as a column (cell of char for char input, string for string input).
pub fn splitlines(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let list = TextArray::from_value(&args[0]).ok_or_else(|| invalid_text("splitlines"))?;
    let lines_of = |units: &[u16]| {
        let mut lines = Vec::new();
        let mut current = Vec::new();
        let mut i = 0;
        while let Some(&u) = units.get(i) {
            if u == 13 || u == 10 {
                lines.push(std::mem::take(&mut current));
                i += if u == 13 && units.get(i + 1) == Some(&10) {
                    2
                } else {
                    1
                };
                continue;
            }
            current.push(u);
            i += 1;
        }
        lines.push(current);
        lines
    };
    let kind = if list.kind == TextKind::String {
        TextKind::String
    } else {
        TextKind::Cell
    };
    if list.items.len() != 1 {
        return Err(RuntimeError::new(
            "ferromat:splitlines:notScalar",
            "splitlines takes one text; use cellfun for several.",
        )
        .in_function("splitlines"));
    }
    let lines = lines_of(list.items[0].as_deref().unwrap_or(&[]));
    let shape = Shape::column(lines.len());
    one(TextArray {
        kind,
        shape,
        items: lines.into_iter().map(Some).collect(),
    }
    .into_value())
}

/// `strjust(S, side)`: shifts each row of a char matrix (or each text of a
/// string array or cell array of character vectors) so its blanks are on the
/// left (`'right'`, the default), right or split (`'center'`).
pub fn strjust(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let side = match args.get(1) {
        Some(v) => args::text(v, "strjust")?.to_ascii_lowercase(),
        None => "right".to_string(),
    };
    if !matches!(side.as_str(), "right" | "left" | "center") {
        return Err(RuntimeError::new(
            "MATLAB:strjust:InvalidJustification",
            "Justification must be 'right', 'left' or 'center'.",
        )
        .in_function("strjust"));
    }
    let t = match &args[0] {
        Value::Char(t) => t,
        text @ (Value::String(_) | Value::Cell(_)) => {
            let texts = TextArray::from_value(text).ok_or_else(|| invalid_text("strjust"))?;
            return one(texts.map(|row| justify_row(row, &side)).into_value());
        }
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:strjust:InvalidInput",
                "Input must be a character array.",
            )
            .in_function("strjust"))
        }
    };
    if t.shape().ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:strjust:InvalidInput",
            "Input must be a 2-D character array.",
        )
        .in_function("strjust"));
    }
    let (rows, cols) = (t.shape().rows(), t.shape().cols());
    let data = t.data();
    let mut out = vec![u16::from(b' '); data.len()];
    for r in 0..rows {
        let row: Vec<u16> = (0..cols).map(|c| data[c * rows + r]).collect();
        for (c, u) in justify_row(&row, &side).into_iter().enumerate() {
            out[c * rows + r] = u;
        }
    }
    one(Value::Char(Tensor::new(t.shape().clone(), out)))
}

/// One row of `strjust`: the same length, its text moved to `side`.
fn justify_row(row: &[u16], side: &str) -> Vec<u16> {
    let cols = row.len();
    let is_blank = |u: &u16| *u == u16::from(b' ') || *u == 0;
    let first = row.iter().position(|u| !is_blank(u)).unwrap_or(cols);
    let last = row
        .iter()
        .rposition(|u| !is_blank(u))
        .map_or(first, |p| p + 1);
    let body = &row[first..last.max(first)];
    let free = cols - body.len();
    let shift = match side {
        "left" => 0,
        "right" => free,
        _ => free / 2,
    };
    let mut out = vec![u16::from(b' '); cols];
    out[shift..shift + body.len()].copy_from_slice(body);
    out
}
