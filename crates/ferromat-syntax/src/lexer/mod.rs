//! The lexer: source text to a token vector in one pass. It settles the
//! context-sensitive spots of MATLAB's lexical grammar (a `'` is a transpose
//! or a char literal, a statement-initial name may start command syntax,
//! newlines inside `( )` are blanks) with a small stack of open brackets.
//! It never fails: a lexical error becomes a final `Error` token, so the
//! parser reports errors in source order.

mod command;
pub(crate) mod number;
pub(crate) mod token;

use crate::error::{
    INTEGER_LITERAL_RANGE, INVALID_CHARACTER, UNTERMINATED_BLOCK_COMMENT, UNTERMINATED_CHAR,
    UNTERMINATED_CONTINUATION, UNTERMINATED_STRING,
};
use crate::span::Span;
use token::{Keyword, Token, TokenKind};

/// What an open bracket means for the text inside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bracket {
    /// `( )`: blanks and newlines are insignificant.
    Paren,
    /// `[ ]` or a `{ }` cell literal: blanks separate elements.
    Literal,
    /// `c{ }` indexing: like parentheses.
    BraceIndex,
    /// The parameter list of `@( )`: like parentheses, and what follows it
    /// starts a body, so a `'` there opens a char literal (`@() 'foo'`).
    AnonParams,
}

pub(crate) fn tokenize(source: &str) -> Vec<Token> {
    let mut lexer = Lexer {
        source,
        bytes: source.as_bytes(),
        position: 0,
        tokens: Vec::with_capacity(source.len() / 6 + 2),
        brackets: Vec::new(),
        statement_start: true,
        pending_space: false,
        anon_params_close: None,
    };
    lexer.run();
    lexer.tokens
}

struct Lexer<'a> {
    source: &'a str,
    bytes: &'a [u8],
    position: usize,
    tokens: Vec<Token>,
    brackets: Vec<Bracket>,
    statement_start: bool,
    /// A newline swallowed inside `( )` counts as a blank before the next token.
    pending_space: bool,
    /// The token index of the `)` that closed the latest `@( )` list.
    anon_params_close: Option<usize>,
}

impl Lexer<'_> {
    fn run(&mut self) {
        loop {
            let space_before = match self.skip_blanks() {
                Ok(space) => space,
                Err((message, at)) => {
                    self.push_error(message, at, true);
                    return;
                }
            };
            let start = self.position;
            let Some(&byte) = self.bytes.get(start) else {
                self.push(TokenKind::Eof, start, start, space_before);
                return;
            };
            if byte == b'\n' {
                self.position += 1;
                if matches!(
                    self.brackets.last(),
                    Some(Bracket::Paren | Bracket::BraceIndex | Bracket::AnonParams)
                ) {
                    self.pending_space = true;
                    continue;
                }
                self.push(TokenKind::Newline, start, start + 1, space_before);
                if self.brackets.is_empty() {
                    self.statement_start = true;
                }
                continue;
            }
            let at_statement_start = self.statement_start && self.brackets.is_empty();
            self.statement_start = false;
            // A leading `_` is GNU Octave's (`__helper__`); MATLAB names never
            // start with it, so accepting it changes no MATLAB program.
            if byte.is_ascii_alphabetic() || byte == b'_' {
                self.word(start, space_before, at_statement_start);
            } else if byte.is_ascii_digit()
                || (byte == b'.' && self.bytes.get(start + 1).is_some_and(u8::is_ascii_digit))
            {
                let text = self.source.get(start..).unwrap_or("");
                let literal = match number::lex_number(text) {
                    Ok(literal) => literal,
                    Err(number::NumberError::Invalid) => {
                        self.push_error(INVALID_CHARACTER, start, false);
                        return;
                    }
                    Err(number::NumberError::OutOfRange) => {
                        self.push_error(INTEGER_LITERAL_RANGE, start, false);
                        return;
                    }
                };
                self.position += literal.length;
                let kind = if literal.imaginary {
                    TokenKind::Imaginary(literal.value)
                } else {
                    TokenKind::Number(literal.value)
                };
                self.push(kind, start, self.position, space_before);
            } else if byte == b'\'' {
                if self.after_value(space_before) {
                    self.position += 1;
                    self.push(TokenKind::Quote, start, start + 1, space_before);
                } else {
                    match self.quoted(start, b'\'') {
                        Some(text) => {
                            self.push(TokenKind::Char(text), start, self.position, space_before)
                        }
                        None => {
                            self.push_error(UNTERMINATED_CHAR, start, false);
                            return;
                        }
                    }
                }
            } else if byte == b'"' {
                match self.quoted(start, b'"') {
                    Some(text) => {
                        self.push(TokenKind::Str(text), start, self.position, space_before)
                    }
                    None => {
                        self.push_error(UNTERMINATED_STRING, start, false);
                        return;
                    }
                }
            } else if let Some((kind, length)) = self.operator(start, space_before) {
                self.position += length;
                if self.brackets.is_empty()
                    && matches!(kind, TokenKind::Comma | TokenKind::Semicolon)
                {
                    self.statement_start = true;
                }
                self.push(kind, start, start + length, space_before);
            } else {
                self.push_error(INVALID_CHARACTER, start, false);
                return;
            }
        }
    }

    fn push(&mut self, kind: TokenKind, start: usize, end: usize, space_before: bool) {
        self.tokens.push(Token {
            kind,
            span: Span::new(start, end),
            space_before,
        });
    }

    fn push_error(&mut self, message: &'static str, at: usize, incomplete: bool) {
        let length = self.source.get(at..).and_then(|rest| rest.chars().next());
        let end = at + length.map_or(0, char::len_utf8);
        self.push(
            TokenKind::Error {
                message,
                incomplete,
            },
            at,
            end,
            true,
        );
        self.push(TokenKind::Eof, self.bytes.len(), self.bytes.len(), true);
    }

    /// Skips blanks, `%` comments, `%{ %}` block comments and `...`
    /// continuations; reports whether anything was skipped.
    fn skip_blanks(&mut self) -> Result<bool, (&'static str, usize)> {
        let mut skipped = std::mem::take(&mut self.pending_space);
        loop {
            match self.bytes.get(self.position) {
                Some(b' ' | b'\t' | b'\r' | b'\x0c') => self.position += 1,
                // `#` starts a comment as in GNU Octave; MATLAB has no other
                // use for it outside text.
                Some(b'%' | b'#') => {
                    if self.block_comment_opens_here() {
                        self.skip_block_comment()?;
                    } else {
                        self.skip_to_line_end();
                    }
                }
                Some(b'.') if self.bytes.get(self.position..self.position + 3) == Some(b"...") => {
                    let start = self.position;
                    self.skip_to_line_end();
                    self.position += 1;
                    if self.position >= self.bytes.len() {
                        return Err((UNTERMINATED_CONTINUATION, start));
                    }
                }
                _ => return Ok(skipped),
            }
            skipped = true;
        }
    }

    fn skip_to_line_end(&mut self) {
        let rest = &self.bytes[self.position..];
        self.position += rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
    }

    /// `%{` (or `#{`) opens a block comment only on a line of its own.
    fn block_comment_opens_here(&self) -> bool {
        if self.bytes.get(self.position + 1) != Some(&b'{') {
            return false;
        }
        let line_start = self.bytes[..self.position]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let before_blank = self.bytes[line_start..self.position]
            .iter()
            .all(|b| matches!(b, b' ' | b'\t'));
        before_blank && line_is_blank_from(self.bytes, self.position + 2)
    }

    /// Skips to the end of the line holding the matching `%}`; nested
    /// `%{` lines nest.
    fn skip_block_comment(&mut self) -> Result<(), (&'static str, usize)> {
        let start = self.position;
        let mut depth = 0usize;
        let mut line_start = self.bytes[..self.position]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        loop {
            let rest = &self.bytes[line_start..];
            let line_end = line_start + rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
            let line = trim_blanks(&self.bytes[line_start..line_end]);
            if line == b"%{" || line == b"#{" {
                depth += 1;
            } else if line == b"%}" || line == b"#}" {
                depth -= 1;
                if depth == 0 {
                    self.position = line_end;
                    return Ok(());
                }
            }
            if line_end >= self.bytes.len() {
                return Err((UNTERMINATED_BLOCK_COMMENT, start));
            }
            line_start = line_end + 1;
        }
    }

    fn word(&mut self, start: usize, space_before: bool, at_statement_start: bool) {
        let rest = &self.bytes[start..];
        let end = start
            + rest
                .iter()
                .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
                .unwrap_or(rest.len());
        self.position = end;
        let text = self.source.get(start..end).unwrap_or("");
        // After a `.` every word is a field name, keywords included (`s.end`).
        let after_dot = self
            .tokens
            .last()
            .is_some_and(|token| token.kind == TokenKind::Dot);
        if after_dot {
            self.push(TokenKind::Ident, start, end, space_before);
            return;
        }
        if let Some(keyword) = Keyword::from_word(text) {
            self.push(TokenKind::Keyword(keyword), start, end, space_before);
            return;
        }
        if at_statement_start && statement_ends_at(self.bytes, end) {
            if let Some(keyword) = token::octave_block_word(text) {
                self.push(TokenKind::Keyword(keyword), start, end, space_before);
                return;
            }
        }
        if at_statement_start {
            if let Some(first_word) = command::command_start(self.bytes, end) {
                let (args, args_end) = command::command_words(self.source, first_word);
                self.position = args_end;
                let name = Span::new(start, end);
                self.push(
                    TokenKind::Command { name, args },
                    start,
                    args_end,
                    space_before,
                );
                return;
            }
        }
        self.push(TokenKind::Ident, start, end, space_before);
    }

    /// Whether the previous token ends a value, so that a following `'` is a
    /// transpose and a `{` indexes. Inside `[ ]` and `{ }` literals a blank
    /// breaks that link: `[a 'str']` and `{x {1}}` start new elements.
    fn after_value(&self, space_before: bool) -> bool {
        let Some(previous) = self.tokens.last() else {
            return false;
        };
        if self.anon_params_close == Some(self.tokens.len() - 1) {
            return false;
        }
        let ends_value = match previous.kind {
            TokenKind::Number(_)
            | TokenKind::Imaginary(_)
            | TokenKind::Char(_)
            | TokenKind::Str(_)
            | TokenKind::Ident
            | TokenKind::RParen
            | TokenKind::RBracket
            | TokenKind::RBrace
            | TokenKind::Quote
            | TokenKind::DotQuote => true,
            TokenKind::Keyword(Keyword::End) => !self.brackets.is_empty(),
            _ => false,
        };
        ends_value && !(space_before && self.brackets.last() == Some(&Bracket::Literal))
    }

    /// Lexes a `'...'` or `"..."` literal whose opening quote is at `start`;
    /// `None` when the line ends first.
    fn quoted(&mut self, start: usize, quote: u8) -> Option<String> {
        let mut text = String::new();
        let mut position = start + 1;
        let mut piece_start = position;
        loop {
            match self.bytes.get(position) {
                None | Some(b'\n' | b'\r') => return None,
                Some(&b) if b == quote => {
                    text.push_str(self.source.get(piece_start..position)?);
                    if self.bytes.get(position + 1) == Some(&quote) {
                        text.push(char::from(quote));
                        position += 2;
                        piece_start = position;
                    } else {
                        self.position = position + 1;
                        return Some(text);
                    }
                }
                Some(_) => position += 1,
            }
        }
    }

    /// Whether only blanks, then a separator, a comment or the end of the
    /// line follow `position`.
    fn ends_statement(&self, position: usize) -> bool {
        let rest = self.bytes.get(position..).unwrap_or_default();
        let after_blanks = rest.iter().find(|&&b| b != b' ' && b != b'\t');
        matches!(
            after_blanks,
            None | Some(b'\n' | b'\r' | b';' | b',' | b'%' | b'#')
        )
    }

    fn operator(&mut self, start: usize, space_before: bool) -> Option<(TokenKind, usize)> {
        let next = self.bytes.get(start + 1).copied().unwrap_or(0);
        let operator = match self.bytes.get(start)? {
            b'.' => match next {
                b'*' => (TokenKind::DotStar, 2),
                b'/' => (TokenKind::DotSlash, 2),
                b'\\' => (TokenKind::DotBackslash, 2),
                b'^' => (TokenKind::DotCaret, 2),
                b'\'' => (TokenKind::DotQuote, 2),
                _ => (TokenKind::Dot, 1),
            },
            byte @ (b'+' | b'-')
                if next == *byte && self.brackets.is_empty() && self.ends_statement(start + 2) =>
            {
                (TokenKind::Increment(*byte), 2)
            }
            byte @ (b'+' | b'-' | b'*' | b'/' | b'^')
                if next == b'=' && self.brackets.is_empty() =>
            {
                (TokenKind::CompoundAssign(*byte), 2)
            }
            b'+' => (TokenKind::Plus, 1),
            b'-' => (TokenKind::Minus, 1),
            b'*' => (TokenKind::Star, 1),
            b'/' => (TokenKind::Slash, 1),
            b'\\' => (TokenKind::Backslash, 1),
            b'^' => (TokenKind::Caret, 1),
            b'=' if next == b'=' => (TokenKind::EqEq, 2),
            b'=' => (TokenKind::Assign, 1),
            b'~' | b'!' if next == b'=' => (TokenKind::NotEq, 2),
            b'~' | b'!' => (TokenKind::Tilde, 1),
            b'<' if next == b'=' => (TokenKind::Le, 2),
            b'<' => (TokenKind::Lt, 1),
            b'>' if next == b'=' => (TokenKind::Ge, 2),
            b'>' => (TokenKind::Gt, 1),
            b'&' if next == b'&' => (TokenKind::AmpAmp, 2),
            b'&' => (TokenKind::Amp, 1),
            b'|' if next == b'|' => (TokenKind::BarBar, 2),
            b'|' => (TokenKind::Bar, 1),
            b':' => (TokenKind::Colon, 1),
            b',' => (TokenKind::Comma, 1),
            b';' => (TokenKind::Semicolon, 1),
            b'@' => (TokenKind::At, 1),
            b'(' => {
                let after_at = self
                    .tokens
                    .last()
                    .is_some_and(|token| token.kind == TokenKind::At);
                self.brackets.push(if after_at {
                    Bracket::AnonParams
                } else {
                    Bracket::Paren
                });
                (TokenKind::LParen, 1)
            }
            b'[' => {
                self.brackets.push(Bracket::Literal);
                (TokenKind::LBracket, 1)
            }
            b'{' => {
                let bracket = if self.after_value(space_before) {
                    Bracket::BraceIndex
                } else {
                    Bracket::Literal
                };
                self.brackets.push(bracket);
                (TokenKind::LBrace, 1)
            }
            b')' => {
                if self.brackets.pop() == Some(Bracket::AnonParams) {
                    self.anon_params_close = Some(self.tokens.len());
                }
                (TokenKind::RParen, 1)
            }
            b']' => {
                self.brackets.pop();
                (TokenKind::RBracket, 1)
            }
            b'}' => {
                self.brackets.pop();
                (TokenKind::RBrace, 1)
            }
            _ => return None,
        };
        Some(operator)
    }
}

/// Whether only blanks, a comment or a statement separator follow `from`.
fn statement_ends_at(bytes: &[u8], from: usize) -> bool {
    let rest = bytes.get(from..).unwrap_or_default();
    let next = rest.iter().find(|b| !matches!(b, b' ' | b'\t'));
    next.is_none_or(|b| matches!(b, b'\r' | b'\n' | b';' | b',' | b'%' | b'#'))
}

fn line_is_blank_from(bytes: &[u8], from: usize) -> bool {
    bytes
        .get(from..)
        .unwrap_or(&[])
        .iter()
        .take_while(|&&b| b != b'\n')
        .all(|b| matches!(b, b' ' | b'\t' | b'\r'))
}

fn trim_blanks(line: &[u8]) -> &[u8] {
    let is_blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\r');
    let start = line.iter().position(|b| !is_blank(b)).unwrap_or(line.len());
    let end = line
        .iter()
        .rposition(|b| !is_blank(b))
        .map_or(start, |i| i + 1);
    &line[start..end]
}

#[cfg(test)]
mod tests;
