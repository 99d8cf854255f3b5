//! Integer-class and logical pages (DISPLAY.md R4.2, R4.3): exact element
//! texts (never through f64) right-aligned in longest+3 columns, logicals in
//! 4. `format short/long` does not affect these classes; `format hex` and
//! `format +` do.

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

/// The two's-complement bit patterns of an integer-class array in
/// hexadecimal, two digits per byte (`format hex`: `int8(-1)` is `ff`).
pub(crate) fn hex_texts(value: &Value) -> Vec<String> {
    fn texts<T: Copy>(data: &[T], bits: impl Fn(T) -> u64, digits: usize) -> Vec<String> {
        data.iter()
            .map(|&v| format!("{:0digits$x}", bits(v)))
            .collect()
    }
    match value {
        Value::Int8(t) => texts(t.data(), |v| u64::from(v as u8), 2),
        Value::Int16(t) => texts(t.data(), |v| u64::from(v as u16), 4),
        Value::Int32(t) => texts(t.data(), |v| u64::from(v as u32), 8),
        Value::Int64(t) => texts(t.data(), |v| v as u64, 16),
        Value::UInt8(t) => texts(t.data(), u64::from, 2),
        Value::UInt16(t) => texts(t.data(), u64::from, 4),
        Value::UInt32(t) => texts(t.data(), u64::from, 8),
        Value::UInt64(t) => texts(t.data(), |v| v, 16),
        _ => Vec::new(),
    }
}

/// Data lines of `format +`: one character per element (`+`, `-` or a
/// blank for zero), no separators.
pub(crate) fn sign_lines(texts: &[String], rows: usize) -> Vec<Line> {
    let signs: Vec<String> = texts
        .iter()
        .map(|t| match t.as_str() {
            "0" => " ",
            t if t.starts_with('-') => "-",
            _ => "+",
        })
        .map(str::to_string)
        .collect();
    columns::blocks(&columns::uniform(&signs, rows, 1), rows)
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
