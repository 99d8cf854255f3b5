//! Struct bodies (DISPLAY.md R4.10) and the one-line value summaries shown
//! beside field names and inside cells: `1`, `'text'`, `[1 2 3]`,
//! `[3×3 double]`, `{'a'  'b'}`, `[1×1 struct]`.

use super::{cell, complex, integer, real, text, Body, DisplayFormat, Line, NumericFormat};
use crate::value::{StructArray, Value};

/// Row vectors are shown element by element while their text stays this
/// short; longer ones become `1×N double` ([U] threshold).
const INLINE_ROW_LIMIT: usize = 40;

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
            let small = shape.rows() == 1 && shape.ndims() == 2 && !t.is_empty();
            let parts: Option<Vec<String>> = small
                .then(|| {
                    t.data()
                        .iter()
                        .map(|v| {
                            let inner = cell::element_summary(v, numeric);
                            let simple = matches!(v, Value::Char(_) | Value::String(_))
                                || inner.starts_with('[');
                            simple.then_some(inner)
                        })
                        .collect()
                })
                .flatten();
            match parts {
                Some(parts) if parts.join("  ").chars().count() <= INLINE_ROW_LIMIT => {
                    format!("{{{}}}", parts.join("  "))
                }
                _ => format!("{{{}}}", size_class(value)),
            }
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
            Line::Text(format!("{name:>width$}: {value}"))
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
