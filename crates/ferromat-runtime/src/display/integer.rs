//! Integer-class and logical pages (DISPLAY.md R4.2, R4.3): exact element
//! texts (never through f64) right-aligned in longest+3 columns, logicals in
//! 4. `format short/long` does not affect these classes.

use super::columns;
use super::Line;
use crate::value::Value;

/// Exact decimal texts of an integer-class array, column-major.
pub(crate) fn exact_texts(value: &Value) -> Option<Vec<String>> {
    fn texts<T: ToString>(data: &[T]) -> Vec<String> {
        data.iter().map(T::to_string).collect()
    }
    Some(match value {
        Value::Int8(t) => texts(t.data()),
        Value::Int16(t) => texts(t.data()),
        Value::Int32(t) => texts(t.data()),
        Value::Int64(t) => texts(t.data()),
        Value::UInt8(t) => texts(t.data()),
        Value::UInt16(t) => texts(t.data()),
        Value::UInt32(t) => texts(t.data()),
        Value::UInt64(t) => texts(t.data()),
        _ => return None,
    })
}

/// Data lines of an integer page: one width for the whole array.
pub(crate) fn lines(texts: &[String], rows: usize) -> Vec<Line> {
    let width = texts.iter().map(String::len).max().unwrap_or(0) + 3;
    columns::blocks(&columns::uniform(texts, rows, width), rows)
}

/// Data lines of a logical page: width 4.
pub(crate) fn logical_lines(data: &[bool], rows: usize) -> Vec<Line> {
    let texts: Vec<String> = data
        .iter()
        .map(|&b| if b { "1" } else { "0" }.to_string())
        .collect();
    columns::blocks(&columns::uniform(&texts, rows, 4), rows)
}
