//! char and string bodies (DISPLAY.md R4.4, R4.8): quoted rows indented 4,
//! a size header for several rows, string arrays in left-aligned columns
//! 4 apart, `<missing>` for missing strings.

use std::sync::Arc;

use super::{array_header, columns, Body, Line};
use crate::format::cfmt::align_left;
use crate::value::{Tensor, Value};

/// The rows of a 2-D char page as text.
pub(crate) fn char_rows(t: &Tensor<u16>) -> Vec<String> {
    let rows = t.shape().rows();
    if rows == 0 {
        return Vec::new();
    }
    let cols = t.numel() / rows;
    (0..rows)
        .map(|r| {
            let units: Vec<u16> = (0..cols).map(|c| t.data()[c * rows + r]).collect();
            String::from_utf16_lossy(&units)
        })
        .collect()
}

pub(crate) fn char_body(t: &Tensor<u16>) -> Body {
    let lines: Vec<Line> = char_rows(t)
        .into_iter()
        .map(|row| Line::Text(format!("    '{row}'")))
        .collect();
    if t.shape().rows() == 1 {
        Body::data(lines)
    } else {
        Body::with_header(array_header(&Value::Char(t.clone())), lines)
    }
}

/// `"text"` or `<missing>`.
pub(crate) fn quoted_string(element: &Option<Arc<str>>) -> String {
    match element {
        Some(text) => format!("\"{text}\""),
        None => "<missing>".to_string(),
    }
}

pub(crate) fn string_body(t: &Tensor<Option<Arc<str>>>) -> Body {
    if t.is_scalar() {
        let text = t.first().map(quoted_string).unwrap_or_default();
        return Body::data(vec![Line::Text(format!("    {text}"))]);
    }
    let rows = t.shape().rows();
    let texts: Vec<String> = t.data().iter().map(quoted_string).collect();
    let table: Vec<Vec<String>> = texts
        .chunks(rows.max(1))
        .map(|column| {
            let width = column.iter().map(|s| s.chars().count()).max().unwrap_or(0);
            column
                .iter()
                .map(|s| format!("    {}", align_left(s, width)))
                .collect()
        })
        .collect();
    let mut lines = columns::blocks(&table, rows);
    for line in &mut lines {
        if let Line::Text(text) = line {
            let trimmed = text.trim_end().len();
            text.truncate(trimmed);
        }
    }
    Body::with_header(array_header(&Value::String(t.clone())), lines)
}
