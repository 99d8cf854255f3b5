//! Dictionaries as MATLAB's Command Window shows them:
//! `  dictionary (string ⟼ double) with 3 entries:`, a blank line, then one
//! `    key ⟼ value` line per entry in insertion order, the keys padded to
//! one width; `with 1 entry:`, `with no entries.` and, unconfigured,
//! `dictionary with unset key and value types.`. Keys and values are shown
//! as struct fields show them (`"Red"`, `0.5000`, `[1×3 double]`), a cell
//! dictionary's values as cell elements (`{[1 2 3]}`). It reads a
//! dictionary; it changes nothing.

use super::{cell, real, structure, text, Body, DisplayFormat, Line, NumericFormat};
use crate::value::dictionary::{DictKey, DictionaryData};
use crate::value::Class;

/// The arrow MATLAB prints between a key and its value (U+27FC).
const ARROW: &str = "\u{27FC}";

/// The display body of a dictionary.
pub(crate) fn body(data: &DictionaryData, format: &DisplayFormat) -> Body {
    let Some((key_class, value_class)) = data.types() else {
        return Body::with_header(
            "  dictionary with unset key and value types.".to_string(),
            Vec::new(),
        );
    };
    let classes = format!("({} {ARROW} {})", key_class.name(), value_class.name());
    let header = match data.len() {
        0 => format!("  dictionary {classes} with no entries."),
        1 => format!("  dictionary {classes} with 1 entry:"),
        n => format!("  dictionary {classes} with {n} entries:"),
    };
    let rows: Vec<(String, String)> = data
        .iter()
        .map(|(key, value)| {
            let value = if value_class == Class::Cell {
                format!("{{{}}}", cell::element_summary(value, format.numeric))
            } else {
                structure::summary_with(value, format.numeric)
            };
            (key_text(key, key_class, format.numeric), value)
        })
        .collect();
    let width = rows
        .iter()
        .map(|(key, _)| key.chars().count())
        .max()
        .unwrap_or(0);
    let lines = rows
        .into_iter()
        .map(|(key, value)| {
            let pad = " ".repeat(width - key.chars().count());
            Line::Text(format!("    {key}{pad} {ARROW} {value}"))
        })
        .collect();
    Body::with_header(header, lines)
}

/// A key as a struct field would show it.
fn key_text(key: &DictKey, class: Class, numeric: NumericFormat) -> String {
    match key {
        DictKey::Float(_) => {
            let x = key.as_f64().unwrap_or(f64::NAN);
            real::scalar_text(x, numeric, class == Class::Single)
        }
        DictKey::Integer(n) => n.to_string(),
        DictKey::Bool(b) => if *b { "1" } else { "0" }.to_string(),
        DictKey::Text(s) => text::quoted_string(&Some(s.clone())),
        DictKey::Missing => text::quoted_string(&None),
    }
}
