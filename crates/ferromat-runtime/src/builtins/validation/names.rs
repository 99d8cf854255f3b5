//! Names MATLAB code may use: `isvarname`, `iskeyword`, `namelengthmax`,
//! and `matlab.lang.makeValidName`, which turns any text into such a name.
//! The rule itself is the syntax crate's (`ferromat_syntax::names`); this
//! file only adapts it to MATLAB values.

use crate::builtins::text::strings::TextArray;
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};
use ferromat_syntax::names::{is_keyword, is_variable_name, KEYWORDS, NAME_LENGTH_MAX};

/// `isvarname(s)`: true for a char row or string scalar that is a valid
/// variable name; false for anything else, never an error.
pub fn isvarname(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let valid = match &args[0] {
        text @ (Value::Char(_) | Value::String(_)) if text.shape().rows() <= 1 => {
            text.as_text().is_some_and(|name| is_variable_name(&name))
        }
        _ => false,
    };
    one(Value::bool(valid))
}

/// `iskeyword` lists MATLAB's keywords as a column cell; `iskeyword(s)`
/// tests one word.
pub fn iskeyword(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    match args.first() {
        None => {
            let words: Vec<Value> = KEYWORDS.iter().map(|w| Value::char_row(w)).collect();
            let count = words.len();
            one(Value::Cell(std::sync::Arc::new(Tensor::new(
                crate::value::Shape::matrix(count, 1),
                words,
            ))))
        }
        Some(word) => one(Value::bool(
            word.as_text().is_some_and(|word| is_keyword(&word)),
        )),
    }
}

/// `namelengthmax`: 63.
pub fn namelengthmax(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::scalar(NAME_LENGTH_MAX as f64))
}

/// What `makeValidName` puts in place of a character a name cannot hold.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Replacement {
    Underscore,
    Delete,
    Hex,
}

/// `N = matlab.lang.makeValidName(S)`, `[N, modified] = ...(S,
/// 'ReplacementStyle', style, 'Prefix', prefix)`: each text of S made a
/// valid variable name, as the MathWorks page describes: whitespace is
/// removed (a lowercase letter after it becomes uppercase), other invalid
/// characters are replaced, a name that does not start with a letter or is
/// a keyword gets the prefix (a keyword also capitalised), and the result
/// is cut to `namelengthmax` characters.
pub fn make_valid_name(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    const FUNCTION: &str = "matlab.lang.makeValidName";
    let texts = TextArray::parse(
        args.first()
            .ok_or_else(|| RuntimeError::not_enough_inputs().in_function(FUNCTION))?,
        FUNCTION,
    )?;
    let (mut replacement, mut prefix) = (Replacement::Underscore, "x".to_string());
    let options = &args[1..];
    if !options.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:makeValidName:InvalidNameValue",
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in options.chunks_exact(2) {
        let name = args::text(&pair[0], FUNCTION)?;
        let value = args::text(&pair[1], FUNCTION)?;
        if name.eq_ignore_ascii_case("ReplacementStyle") {
            replacement = match value.to_ascii_lowercase().as_str() {
                "underscore" => Replacement::Underscore,
                "delete" => Replacement::Delete,
                "hex" => Replacement::Hex,
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:makeValidName:InvalidReplacementStyle",
                        "'ReplacementStyle' must be 'underscore', 'delete' or 'hex'.",
                    ))
                }
            };
        } else if name.eq_ignore_ascii_case("Prefix") {
            if !is_variable_name(&value) {
                return Err(RuntimeError::new(
                    "MATLAB:makeValidName:InvalidPrefix",
                    "'Prefix' must be a valid variable name.",
                ));
            }
            prefix = value;
        } else {
            return Err(RuntimeError::new(
                "MATLAB:makeValidName:InvalidNameValue",
                format!(
                    "'{name}' is not a recognized parameter. Use 'ReplacementStyle' or 'Prefix'."
                ),
            ));
        }
    }
    let originals: Vec<Option<String>> = texts
        .items
        .iter()
        .map(|item| item.as_deref().map(String::from_utf16_lossy))
        .collect();
    let valid = texts.map(|units| {
        let name = valid_name(&String::from_utf16_lossy(units), replacement, &prefix);
        name.encode_utf16().collect()
    });
    let modified: Vec<bool> = valid
        .items
        .iter()
        .zip(&originals)
        .map(|(new, old)| new.as_deref().map(String::from_utf16_lossy) != *old)
        .collect();
    let shape = valid.shape.clone();
    let mut out = Outputs::new();
    out.push(valid.into_value());
    if nargout > 1 {
        out.push(Value::Logical(Tensor::new(shape, modified)));
    }
    Ok(out)
}

/// One text made a valid name (see [`make_valid_name`]).
fn valid_name(text: &str, replacement: Replacement, prefix: &str) -> String {
    let mut name = String::new();
    let mut after_space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            after_space = !name.is_empty();
            continue;
        }
        let c = if after_space && c.is_lowercase() {
            c.to_uppercase().next().unwrap_or(c)
        } else {
            c
        };
        after_space = false;
        if c.is_ascii_alphanumeric() || c == '_' {
            name.push(c);
        } else {
            match replacement {
                Replacement::Underscore => name.push('_'),
                Replacement::Delete => {}
                Replacement::Hex => name.push_str(&format!("0x{:02X}", u32::from(c))),
            }
        }
    }
    if is_keyword(&name) {
        let mut chars = name.chars();
        let first: String = chars
            .next()
            .map(|c| c.to_ascii_uppercase())
            .into_iter()
            .collect();
        name = format!("{prefix}{first}{}", chars.as_str());
    } else if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        name = format!("{prefix}{name}");
    }
    name.chars().take(NAME_LENGTH_MAX).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The MathWorks page's examples, and every result a valid name.
    #[test]
    fn valid_names_follow_the_documented_rules() {
        let u = |s: &str| valid_name(s, Replacement::Underscore, "x");
        assert_eq!(u("Item_#"), "Item__");
        assert_eq!(u("Price/Unit"), "Price_Unit");
        assert_eq!(u("1st"), "x1st");
        assert_eq!(u("Width (m)"), "Width_m_");
        assert_eq!(u("for"), "xFor");
        assert_eq!(u("  two words "), "twoWords");
        assert_eq!(u(""), "x");
        assert_eq!(valid_name("a%b", Replacement::Hex, "x"), "a0x25b");
        assert_eq!(valid_name("1a-b", Replacement::Delete, "v_"), "v_1ab");
        for text in [
            "Item_#",
            "1st",
            "for",
            "",
            "  ",
            "é",
            "a b c",
            &"z".repeat(100),
        ] {
            for style in [
                Replacement::Underscore,
                Replacement::Delete,
                Replacement::Hex,
            ] {
                let name = valid_name(text, style, "x");
                assert!(is_variable_name(&name), "{text:?} gave {name:?}");
            }
        }
    }
}
