//! Bodies of built-in objects as MATLAB's Command Window shows them: a
//! `  ClassName with properties:` header, then `Name: summary` lines with
//! the colons aligned. It reads an object's state; it changes nothing.

use super::{structure, Body, DisplayFormat, Line};
use crate::format::cfmt::align_right;
use crate::value::{Object, Value};

/// The display body of `object`.
pub(crate) fn body(object: &Object, format: &DisplayFormat) -> Body {
    match object {
        Object::Table(table) => super::table::body(table),
        Object::Datetime(array) => super::time::body(array, true),
        Object::Duration(array) => super::time::body(array, false),
        Object::Dictionary(data) => super::dictionary::body(data, format),
        Object::Map(map) => {
            // Read what is shown, then let the lock go before formatting.
            let (count, key_type, value_type) = {
                let data = map.lock();
                (data.entries.len(), data.key_type, data.value_type)
            };
            // A map shows its type names bare (`KeyType: char`).
            property_body(
                "Map",
                vec![
                    ("Count", count.to_string()),
                    ("KeyType", key_type.name().to_string()),
                    ("ValueType", value_type.name().to_string()),
                ],
            )
        }
        Object::MException(exception) => {
            let cause = if exception.causes.is_empty() {
                "{}".to_string()
            } else {
                format!("{{{}×1 cell}}", exception.causes.len())
            };
            let identifier = Value::char_row(&exception.identifier);
            let message = Value::char_row(&exception.message);
            property_body(
                "MException",
                vec![
                    (
                        "identifier",
                        structure::summary_with(&identifier, format.numeric),
                    ),
                    ("message", structure::summary_with(&message, format.numeric)),
                    ("cause", cause),
                    ("stack", format!("[{}×1 struct]", exception.stack.numel())),
                    ("Correction", "[]".to_string()),
                ],
            )
        }
        Object::OnCleanup(object) => {
            let task = object.task().unwrap_or_else(Value::empty);
            property_body(
                "onCleanup",
                vec![("task", structure::summary_with(&task, format.numeric))],
            )
        }
        Object::InputParser(parser) => {
            let data = parser.lock();
            let flag = |b: bool| if b { "1" } else { "0" }.to_string();
            let names = |count: usize| format!("{{1×{count} cell}}");
            let function_name = Value::char_row(&data.function_name);
            property_body(
                "inputParser",
                vec![
                    (
                        "FunctionName",
                        structure::summary_with(&function_name, format.numeric),
                    ),
                    ("CaseSensitive", flag(data.case_sensitive)),
                    ("KeepUnmatched", flag(data.keep_unmatched)),
                    ("PartialMatching", flag(data.partial_matching)),
                    ("StructExpand", flag(data.struct_expand)),
                    ("Parameters", names(data.arguments.len())),
                    ("Results", "[1×1 struct]".to_string()),
                    ("Unmatched", "[1×1 struct]".to_string()),
                    ("UsingDefaults", names(data.using_defaults.len())),
                ],
            )
        }
    }
}

fn property_body(class: &str, properties: Vec<(&str, String)>) -> Body {
    let width = properties
        .iter()
        .map(|(name, _)| name.chars().count())
        .max()
        .unwrap_or(0)
        + 4;
    let lines = properties
        .into_iter()
        .map(|(name, value)| Line::Text(format!("{}: {value}", align_right(name, width))))
        .collect();
    Body::with_header(format!("  {class} with properties:"), lines)
}
