//! ferromat-syntax: turns MATLAB source text into an AST whose every node
//! carries its byte-offset [`Span`].
//!
//! Invariants: this crate knows nothing of the runtime (no values, no
//! evaluation), no `nom` type appears in its public API, and no input, however
//! malformed, makes [`parse`] panic; errors come back as [`ParseError`].
//! See `src/README.md` for a map of the modules.

pub mod ast;
pub mod dump;
mod error;
pub mod fuzzing;
mod lexer;
pub mod names;
mod parser;
pub mod span;

pub use ast::*;
pub use error::ParseError;
pub use lexer::number::{integer_literal, IntegerLiteral, IntegerType};
pub use names::{is_keyword, is_variable_name, make_valid_name};
pub use span::{LineIndex, Span};

/// Parses a script, a function file or REPL input.
///
/// On failure the error points at the offending token; its `incomplete`
/// flag tells a REPL that more input could complete the text.
pub fn parse(source: &str) -> Result<Program, ParseError> {
    let tokens = lexer::tokenize(source);
    parser::parse_program(source, tokens)
}
