//! Struct bodies (DISPLAY.md R4.10) and the one-line value summaries shown
//! beside field names and inside cells: `1`, `'text'`, `[1 2 3]`,
//! `[3×3 double]`, `{'a'  'b'}`, `[1×1 struct]`.

use super::{complex, integer, real, text, Body, DisplayFormat, Line, NumericFormat};
use crate::format::cfmt::align_right;
use crate::value::{StructArray, Value};

/// Row vectors are shown element by element while their text stays this
/// short; longer ones become `1×N double` ([U] threshold).
const INLINE_ROW_LIMIT: usize = 40;

/// Cell rows in a struct field are shown element by element up to this
/// width ([U]; the clone shows 49 characters inline).
const INLINE_CELL_LIMIT: usize = 70;

/// The summary of `value` as a struct field shows it (format short).
pub fn summary(value: &Value) -> String {
    summary_with(value, NumericFormat::Short)
}

/// `r×c class`, e.g. `2×2 double`.
pub(crate) fn size_class(value: &Value) -> String {
    format!("{} {}", value.shape().display(), value.class().name())
}

/// Elements of a real scalar or short row vector (`1 2 3`), if it is one.
pub(crate) fn inline_row(value: &Value, numeric: NumericFormat) -> Option<String> {
    let shape = value.shape();
    if shape.ndims() != 2 || shape.rows() != 1 || shape.cols() == 0 {
        return None;
    }
    let text = match value {
        Value::Double(t) => real::row_text(t.data(), numeric, false),
        Value::Single(t) => {
            let data: Vec<f64> = t.data().iter().map(|&x| f64::from(x)).collect();
            real::row_text(&data, numeric, true)
        }
        Value::Logical(t) => t
            .data()
            .iter()
            .map(|&b| if b { "1" } else { "0" })
            .collect::<Vec<_>>()
            .join(" "),
        _ => integer::exact_texts(value)?.join(" "),
    };
    (shape.cols() == 1 || text.chars().count() <= INLINE_ROW_LIMIT).then_some(text)
}

/// A cell element inside a struct field's cell summary: bare scalars,
/// `[1  2]` rows, `{1×1 cell}` for nested cells (clone captures).
fn cell_part(value: &Value, numeric: NumericFormat) -> String {
    match value {
        Value::Cell(_) => format!("{{{}}}", size_class(value)),
        Value::Char(_) | Value::String(_) => summary_with(value, numeric),
        _ if value.is_scalar() => summary_with(value, numeric),
        _ => match inline_row(value, numeric) {
            Some(text) if !value.is_scalar() => {
                format!("[{}]", text.split(' ').collect::<Vec<_>>().join("  "))
            }
            _ => summary_with(value, numeric),
        },
    }
}

pub(crate) fn summary_with(value: &Value, numeric: NumericFormat) -> String {
    let shape = value.shape();
    match value {
        Value::Char(t) if shape.ndims() == 2 && shape.rows() <= 1 => {
            format!("'{}'", text::char_rows(t).concat())
        }
        Value::Char(t) if t.is_empty() => "''".to_string(),
        Value::String(t) if t.is_scalar() => t.first().map(text::quoted_string).unwrap_or_default(),
        Value::FunctionHandle(handle) => super::handle_text(handle),
        Value::Cell(t) => {
            let row = shape.rows() == 1 && shape.ndims() == 2 && !t.is_empty();
            let inline = row.then(|| {
                t.data()
                    .iter()
                    .map(|v| cell_part(v, numeric))
                    .collect::<Vec<_>>()
                    .join("  ")
            });
            match inline {
                Some(text) if text.chars().count() <= INLINE_CELL_LIMIT => format!("{{{text}}}"),
                _ => format!("{{{}}}", size_class(value)),
            }
        }
        Value::String(t) if shape.rows() == 1 && shape.ndims() == 2 && !t.is_empty() => {
            let parts: Vec<String> = t.data().iter().map(text::quoted_string).collect();
            format!("[{}]", parts.join("    "))
        }
        Value::Double(t) if t.shape().dims() == [0, 0] => "[]".to_string(),
        Value::Double(t) if t.is_scalar() => real::scalar_text(t.data()[0], numeric, false),
        Value::Single(t) if t.is_scalar() => {
            real::scalar_text(f64::from(t.data()[0]), numeric, true)
        }
        Value::ComplexDouble(t) if t.is_scalar() => match t.first() {
            Some(z) => complex::scalar_text(z.re, z.im, numeric, false),
            None => String::new(),
        },
        Value::ComplexSingle(t) if t.is_scalar() => match t.first() {
            Some(z) => complex::scalar_text(f64::from(z.re), f64::from(z.im), numeric, true),
            None => String::new(),
        },
        Value::Logical(t) if t.is_scalar() => if t.data()[0] { "1" } else { "0" }.to_string(),
        _ if value.class().is_integer() && value.is_scalar() => integer::exact_texts(value)
            .and_then(|texts| texts.into_iter().next())
            .unwrap_or_default(),
        _ => match inline_row(value, numeric) {
            Some(text) => format!("[{text}]"),
            None => format!("[{}]", size_class(value)),
        },
    }
}

/// `name: summary` lines with the colons aligned (longest name indented 4).
pub(crate) fn field_lines(s: &StructArray, format: &DisplayFormat) -> Vec<Line> {
    let width = s
        .fields
        .keys()
        .map(|k| k.chars().count())
        .max()
        .unwrap_or(0)
        + 4;
    s.fields
        .iter()
        .map(|(name, column)| {
            let value = column
                .first()
                .map(|v| summary_with(v, format.numeric))
                .unwrap_or_default();
            Line::Text(format!("{}: {value}", align_right(name, width)))
        })
        .collect()
}

fn name_lines(s: &StructArray) -> Vec<Line> {
    s.fields
        .keys()
        .map(|name| Line::Text(format!("    {name}")))
        .collect()
}

pub(crate) fn body(s: &StructArray, format: &DisplayFormat) -> Body {
    let size = s.shape.display();
    let has_fields = !s.fields.is_empty();
    if s.numel() == 1 {
        return if has_fields {
            Body::with_header("  struct with fields:".into(), field_lines(s, format))
        } else {
            Body::with_header("  struct with no fields.".into(), Vec::new())
        };
    }
    let prefix = if s.numel() == 0 {
        format!("  {size} empty struct array")
    } else {
        format!("  {size} struct array")
    };
    if has_fields {
        Body::with_header(format!("{prefix} with fields:"), name_lines(s))
    } else {
        Body::with_header(format!("{prefix} with no fields."), Vec::new())
    }
}
