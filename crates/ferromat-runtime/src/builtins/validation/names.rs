//! Names MATLAB code may use: `isvarname`, `iskeyword`, `namelengthmax`.
//! The rule itself is the syntax crate's (`ferromat_syntax::names`); this
//! file only adapts it to MATLAB values.

use crate::builtins::{one, Outputs};
use crate::error::Result;
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
