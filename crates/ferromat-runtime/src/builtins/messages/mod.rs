//! Errors and warnings as MATLAB raises and reports them: `error`,
//! `assert`, `lasterr` (errors.rs), `warning`, `lastwarn` and the one
//! [`warn`] every builtin reports a warning through (warnings.rs). This
//! file holds what both share: reading an identifier and a message from
//! arguments. It must not print; printing is `warn`'s.

use super::args;
use crate::error::{Result, RuntimeError};
use crate::format;
use crate::value::Value;

mod assert_compare;
pub mod errors;
pub mod warnings;

pub use warnings::{warn, WarningState};

/// The `[msg, msgid]` outputs `lasterr` and `lastwarn` share, and the new
/// message and identifier their inputs set.
fn last_message(
    last: &mut (String, String),
    values: &[Value],
    nargout: usize,
    function: &str,
) -> Result<super::Outputs> {
    let previous = last.clone();
    if let Some(message) = values.first() {
        let message = args::text(message, function)?;
        let identifier = match values.get(1) {
            Some(identifier) => args::text(identifier, function)?,
            None => String::new(),
        };
        *last = (message, identifier);
    }
    // No message is '' (0x0), as MATLAB returns it.
    let text = |t: &str| {
        if t.is_empty() {
            Value::Char(crate::value::Tensor::empty())
        } else {
            Value::char_row(t)
        }
    };
    let mut outputs = super::Outputs::new();
    if values.is_empty() || nargout > 0 {
        outputs.push(text(&previous.0));
    }
    if nargout > 1 {
        outputs.push(text(&previous.1));
    }
    Ok(outputs)
}

/// True for a message identifier such as `MyComponent:incorrectType`:
/// two or more colon-separated parts of letters, digits, `_` and `-`.
pub(crate) fn is_identifier(text: &str) -> bool {
    let parts: Vec<&str> = text.split(':').collect();
    parts.len() >= 2
        && parts.iter().all(|part| {
            part.chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        })
}

/// The identifier and message of `error`/`warning`/`assert` arguments: one
/// argument is taken literally; with more, an identifier may come first
/// and the message is formatted like sprintf.
pub(crate) fn identifier_and_message(values: &[Value], function: &str) -> Result<(String, String)> {
    let text_of = |v: &Value| args::text(v, function);
    match values {
        [] => Err(RuntimeError::not_enough_inputs()),
        [only] => Ok((String::new(), text_of(only)?)),
        [head, rest @ ..] => {
            let head = text_of(head)?;
            match rest.split_first() {
                Some((format_value, data)) if is_identifier(&head) => {
                    let message = format::sprintf(&text_of(format_value)?, data)?;
                    Ok((head, message))
                }
                _ => Ok((String::new(), format::sprintf(&head, rest)?)),
            }
        }
    }
}
