//! `more`: MATLAB's switch for paging Command Window output.
//!
//! ferromat writes output to its sink (a terminal, a pipe, or the embedder's
//! capture) without a pager, as MATLAB does when run non-interactively
//! (`matlab -batch`), so `more` only checks its argument; it must not hold
//! output back or read keys.

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// `more on`, `more off`, `more(n)`.
pub fn more(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let valid = match args.first() {
        None => true,
        Some(value) => match value.as_text() {
            Some(word) => matches!(word.to_ascii_lowercase().as_str(), "on" | "off"),
            None => value.as_f64().is_some_and(|n| n >= 1.0 && n.fract() == 0.0),
        },
    };
    if !valid {
        return Err(RuntimeError::new(
            "MATLAB:more:InvalidInput",
            "Argument must be 'on', 'off' or a positive integer number of lines.",
        )
        .in_function("more"));
    }
    Ok(Outputs::new())
}
