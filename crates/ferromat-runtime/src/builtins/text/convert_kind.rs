//! `convertCharsToStrings` and `convertStringsToChars`: argument adapters
//! that change only text arguments of the other kind and hand every other
//! argument back unchanged, one output per input.
//!
//! It must not convert numbers to text (that is `string` and `char`,
//! `convert.rs`), nor validate anything: any value is a valid input.

use std::sync::Arc;

use crate::builtins::text::strings::{build_text, TextArray, TextKind};
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// `[B1,...,Bn] = convertCharsToStrings(A1,...,An)`: a character array
/// becomes one string (a matrix's characters taken column by column, as
/// MATLAB documents), a cell array of character vectors a string array of
/// its size.
pub fn convert_chars_to_strings(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    Ok(args
        .iter()
        .map(|value| match value {
            Value::Char(chars) => {
                let text = String::from_utf16_lossy(chars.data());
                Value::String(Tensor::scalar(Some(Arc::from(text))))
            }
            Value::Cell(_) => match TextArray::from_value(value) {
                Some(texts) => build_text(TextKind::String, texts.shape, texts.items),
                None => value.clone(),
            },
            other => other.clone(),
        })
        .collect())
}

/// `[B1,...,Bn] = convertStringsToChars(A1,...,An)`: a string scalar
/// becomes a character vector, any other string array a cell array of
/// character vectors of its size (a missing string gives `''`).
pub fn convert_strings_to_chars(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    Ok(args
        .iter()
        .map(|value| match value {
            Value::String(strings) => {
                let items = strings
                    .data()
                    .iter()
                    .map(|s| s.as_deref().map(|s| s.encode_utf16().collect()))
                    .collect();
                if strings.is_scalar() {
                    build_text(TextKind::Char, Shape::scalar(), items)
                } else {
                    build_text(TextKind::Cell, strings.shape().clone(), items)
                }
            }
            other => other.clone(),
        })
        .collect())
}
