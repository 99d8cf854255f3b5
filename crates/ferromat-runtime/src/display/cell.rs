//! Cell array bodies, brief form (DISPLAY.md R4.9): each element as a short
//! summary in braces, columns 4 apart, every cell of a column one width
//! (numbers right-aligned inside `[ ]`, other text padded before `}`).

use super::structure::{inline_row, size_class};
use super::{columns, complex, text, Line, NumericFormat};
use crate::value::{Tensor, Value};

/// The text between the braces: `[1]`, `[1 2 3]`, `'abc'`, `["abc"]`,
/// `2×2 double`, `1×1 cell`, `@(x)x.^2`.
pub(crate) fn element_summary(value: &Value, numeric: NumericFormat) -> String {
    let shape = value.shape();
    match value {
        Value::Char(t) if shape.rows() == 1 && shape.ndims() == 2 => {
            format!("'{}'", text::char_rows(t).concat())
        }
        Value::String(t) if t.is_scalar() => {
            format!(
                "[{}]",
                t.first().map(text::quoted_string).unwrap_or_default()
            )
        }
        Value::FunctionHandle(handle) => super::handle_text(handle),
        Value::ComplexDouble(t) if t.is_scalar() => match t.first() {
            Some(z) => format!("[{}]", complex::scalar_text(z.re, z.im, numeric, false)),
            None => size_class(value),
        },
        Value::ComplexSingle(t) if t.is_scalar() => match t.first() {
            Some(z) => format!(
                "[{}]",
                complex::scalar_text(f64::from(z.re), f64::from(z.im), numeric, true)
            ),
            None => size_class(value),
        },
        _ => match inline_row(value, numeric) {
            Some(text) => format!("[{text}]"),
            None => size_class(value),
        },
    }
}

/// Pads a braced summary to `width`: inside the brackets for numbers,
/// before the closing brace otherwise.
fn pad(inner: &str, width: usize) -> String {
    let len = inner.chars().count() + 2;
    let fill = " ".repeat(width.saturating_sub(len));
    match inner.strip_prefix('[') {
        Some(rest) => format!("{{[{fill}{rest}}}"),
        None => format!("{{{inner}{fill}}}"),
    }
}

/// Data lines of a 2-D cell page.
pub(crate) fn lines(t: &Tensor<Value>, numeric: NumericFormat) -> Vec<Line> {
    let rows = t.shape().rows();
    if rows == 0 {
        return Vec::new();
    }
    let table: Vec<Vec<String>> = t
        .data()
        .chunks(rows)
        .map(|column| {
            let inners: Vec<String> = column.iter().map(|v| element_summary(v, numeric)).collect();
            let width = inners
                .iter()
                .map(|s| s.chars().count() + 2)
                .max()
                .unwrap_or(0);
            inners
                .iter()
                .map(|inner| format!("    {}", pad(inner, width)))
                .collect()
        })
        .collect();
    columns::blocks(&table, rows)
}
