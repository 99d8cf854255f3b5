//! ferromat-syntax: turns MATLAB source text into an AST whose every node
//! carries its byte-offset [`Span`].
//!
//! Invariants: this crate knows nothing of the runtime (no values, no
//! evaluation), no `nom` type appears in its public API, and no input, however
//! malformed, makes [`parse`] panic; errors come back as [`ParseError`].

pub mod ast;
pub mod span;

pub use ast::*;
pub use span::{LineIndex, Span};
// TEMPORARY SHIM (replaced by the syntax branch at merge).
#[derive(Debug)]
pub struct ParseError {
    pub message: String,
    pub span: Span,
    pub incomplete: bool,
}
impl ParseError {
    pub fn render(&self, _s: &str, _f: Option<&str>) -> String {
        self.message.clone()
    }
}
pub fn parse(_s: &str) -> Result<Program, ParseError> {
    Err(ParseError {
        message: "shim".into(),
        span: Span::default(),
        incomplete: false,
    })
}
