//! The parse error type and its MATLAB-style rendering (DISPLAY.md R6.3).
//! Holds the message texts MATLAB prints; knows nothing of tokens or nom.

use crate::span::{LineIndex, Span};

pub(crate) const INVALID_EXPRESSION: &str = "Invalid expression. Check for missing multiplication operator, missing or unbalanced delimiters, or other syntax error. To construct matrices, use brackets instead of parentheses.";
pub(crate) const MISMATCHED_DELIMITERS: &str = "Invalid expression. When calling a function or indexing a variable, use parentheses. Otherwise, check for mismatched delimiters.";
pub(crate) const INVALID_CHARACTER: &str = "Invalid text character. Check for unsupported symbol, invisible character, or pasting of non-ASCII characters.";
pub(crate) const MISSING_END: &str =
    "At least one END is missing. The statement beginning here does not have a matching end.";
pub(crate) const INCORRECT_ASSIGN: &str = "Incorrect use of '=' operator. To assign a value to a variable, use '='. To compare values for equality, use '=='.";
pub(crate) const INTEGER_LITERAL_RANGE: &str =
    "Hexadecimal or binary literal is out of range for its integer type.";
pub(crate) const INVALID_OPERATOR: &str = "Invalid use of operator.";
pub(crate) const UNTERMINATED_CHAR: &str = "Character vector is not terminated properly.";
pub(crate) const UNTERMINATED_STRING: &str = "String is not terminated properly.";
pub(crate) const UNTERMINATED_BLOCK_COMMENT: &str = "Block comment is not terminated.";
pub(crate) const UNTERMINATED_CONTINUATION: &str =
    "Line continuation '...' is not followed by another line.";
pub(crate) const NESTING_TOO_DEEP: &str =
    "Input nesting too deep: more than 128 levels of brackets, operators or blocks.";
pub(crate) const EXPRESSION_TOO_DEEP: &str =
    "Expression nesting too deep: more than 1024 levels of operators or indexing.";
pub(crate) const STATEMENT_AFTER_FUNCTIONS: &str =
    "Function definitions in a script must appear at the end of the file.";

/// A syntax error with the byte span it points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub message: String,
    pub span: Span,
    /// The input ended inside an unfinished construct (a block without
    /// `end`, an open bracket, a `...` continuation or a `%{` comment): a
    /// REPL should read another line and parse again instead of failing.
    pub incomplete: bool,
}

impl ParseError {
    pub(crate) fn new(message: impl Into<String>, span: Span) -> ParseError {
        ParseError {
            message: message.into(),
            span,
            incomplete: false,
        }
    }

    pub(crate) fn incomplete(message: impl Into<String>, span: Span) -> ParseError {
        ParseError {
            message: message.into(),
            span,
            incomplete: true,
        }
    }

    /// MATLAB's text for this error, without a trailing newline.
    ///
    /// With `file` = `None` (Command Window input) the offending line is
    /// echoed after one space, `↑` marks the column, then `Error: MESSAGE`.
    /// With a file name: `Error: File: NAME.m Line: L Column: C` and the
    /// message on the next line; a directory part of `file` is dropped and
    /// `.m` is added when missing.
    pub fn render(&self, source: &str, file: Option<&str>) -> String {
        let index = LineIndex::new(source);
        let offset = (self.span.start as usize).min(source.len());
        let (line, column) = index.line_col(source, offset);
        match file {
            Some(path) => {
                let name = path.rsplit(['/', '\\']).next().unwrap_or(path);
                let extension = if name.ends_with(".m") { "" } else { ".m" };
                format!(
                    "Error: File: {name}{extension} Line: {line} Column: {column}\n{}",
                    self.message
                )
            }
            None => {
                let text = index.line_text(source, line);
                let marker_indent = " ".repeat(column);
                format!(" {text}\n{marker_indent}↑\nError: {}", self.message)
            }
        }
    }
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(&self.message)
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_command_window_marker_under_column() {
        let error = ParseError::new(INCORRECT_ASSIGN, Span::new(2, 3));
        let text = error.render("z'=rand(4)", None);
        assert_eq!(
            text,
            format!(" z'=rand(4)\n   ↑\nError: {INCORRECT_ASSIGN}")
        );
    }

    #[test]
    fn renders_file_location_with_base_name() {
        let error = ParseError::new(INVALID_OPERATOR, Span::new(9, 10));
        let text = error.render("x = 1;\ny = *2", Some("dir/demo"));
        assert_eq!(
            text,
            format!("Error: File: demo.m Line: 2 Column: 3\n{INVALID_OPERATOR}")
        );
    }

    #[test]
    fn renders_offset_past_end() {
        let error = ParseError::incomplete(MISSING_END, Span::new(40, 40));
        let text = error.render("if x\n", Some("a.m"));
        assert!(text.starts_with("Error: File: a.m Line: 2 Column: 1"));
    }
}
