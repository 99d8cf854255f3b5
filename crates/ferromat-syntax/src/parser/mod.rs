//! The recursive-descent parser over the lexer's tokens: cursor, nesting
//! guard and the program level (script statements, then functions). The
//! grammar itself lives in the submodules; none of them evaluates anything.

mod expr;
mod function;
mod lvalue;
mod matrix;
mod stmt;

use crate::ast::Program;
use crate::error::{ParseError, EXPRESSION_TOO_DEEP, NESTING_TOO_DEEP, STATEMENT_AFTER_FUNCTIONS};
use crate::lexer::token::{Keyword, Token, TokenKind};
use crate::span::Span;

/// Deeper bracket/block/unary nesting than this is refused rather than
/// risking the parser's stack.
pub(crate) const MAX_DEPTH: usize = 128;

/// Bound on the depth of the expression tree itself (operator and indexing
/// chains such as `1+1+...+1` deepen it without recursing in the parser),
/// so that walking or dropping the AST cannot exhaust the stack either.
pub(crate) const MAX_TREE_DEPTH: usize = 1024;

pub(crate) type ParseResult<T> = Result<T, ParseError>;

pub(crate) struct Parser<'a> {
    source: &'a str,
    tokens: Vec<Token>,
    position: usize,
    /// End of the last consumed token: statement spans stop here.
    previous_end: u32,
    depth: usize,
    /// Depth of the expression tree being built above the current position.
    tree_depth: usize,
    /// Inside `( )` or `{ }` index arguments, where `end` is a value.
    index_depth: usize,
    /// Inside a `[ ]` or `{ }` literal, where blanks separate elements.
    in_literal: bool,
    /// The text ends with a bracket still open: an error at the end of
    /// input is then incomplete input rather than a syntax error.
    ends_inside_brackets: bool,
    /// A `function` inside a function body starts a nested function (the
    /// file closes every function with `end`), rather than ending the body.
    nest_functions: bool,
}

pub(crate) fn parse_program(source: &str, tokens: Vec<Token>) -> ParseResult<Program> {
    // The lexer's rule: any closer pops the innermost opener.
    let open_at_end = tokens.iter().fold(0usize, |open, token| match token.kind {
        TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => open + 1,
        TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => open.saturating_sub(1),
        _ => open,
    });
    // Most files parse with `function` ending the previous body (both end
    // conventions); only a file that fails that way is read again with
    // nested functions, so sibling functions without `end` never recurse.
    let may_nest = tokens
        .iter()
        .filter(|token| token.kind == TokenKind::Keyword(Keyword::Function))
        .nth(1)
        .is_some();
    if !may_nest {
        return Parser::new(source, tokens, open_at_end > 0, false).program();
    }
    Parser::new(source, tokens.clone(), open_at_end > 0, false)
        .program()
        .or_else(|error| {
            Parser::new(source, tokens, open_at_end > 0, true)
                .program()
                .map_err(|_| error)
        })
}

impl<'a> Parser<'a> {
    fn new(
        source: &'a str,
        tokens: Vec<Token>,
        ends_inside_brackets: bool,
        nest_functions: bool,
    ) -> Parser<'a> {
        Parser {
            source,
            tokens,
            position: 0,
            previous_end: 0,
            depth: 0,
            tree_depth: 0,
            index_depth: 0,
            in_literal: false,
            ends_inside_brackets,
            nest_functions,
        }
    }

    fn program(&mut self) -> ParseResult<Program> {
        let statements = self.block()?;
        let mut functions = Vec::new();
        loop {
            self.skip_separators();
            match self.peek_kind() {
                TokenKind::Eof => break,
                TokenKind::Keyword(Keyword::Function) => functions.push(self.function()?),
                TokenKind::Keyword(keyword) => {
                    return Err(self.reserved_keyword_error(*keyword, self.peek().span))
                }
                _ => return Err(ParseError::new(STATEMENT_AFTER_FUNCTIONS, self.peek().span)),
            }
        }
        function::check_end_convention(&functions)?;
        Ok(Program {
            statements,
            functions: functions
                .into_iter()
                .map(|parsed| parsed.function)
                .collect(),
        })
    }

    fn peek(&self) -> &Token {
        self.peek_at(0)
    }

    /// The token `offset` places ahead; the final `Eof` repeats forever.
    fn peek_at(&self, offset: usize) -> &Token {
        let index = (self.position + offset).min(self.tokens.len().saturating_sub(1));
        &self.tokens[index]
    }

    fn peek_kind(&self) -> &TokenKind {
        &self.peek().kind
    }

    /// Consumes the current token and returns its span.
    fn bump(&mut self) -> Span {
        let span = self.peek().span;
        if self.position + 1 < self.tokens.len() {
            self.position += 1;
        }
        self.previous_end = span.end;
        span
    }

    /// Consumes the current token, moving its payload out: the parser never
    /// looks back, so literal text and command words are not copied.
    fn take(&mut self) -> Token {
        let index = self.position.min(self.tokens.len().saturating_sub(1));
        let taken = match self.tokens.get_mut(index) {
            Some(token) if token.kind != TokenKind::Eof => Token {
                kind: std::mem::replace(&mut token.kind, TokenKind::Comma),
                span: token.span,
                space_before: token.space_before,
            },
            _ => self.peek().clone(),
        };
        self.bump();
        taken
    }

    fn at(&self, kind: &TokenKind) -> bool {
        self.peek_kind() == kind
    }

    fn eat(&mut self, kind: &TokenKind) -> bool {
        if self.at(kind) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn text(&self, span: Span) -> &'a str {
        self.source.get(span.range()).unwrap_or("")
    }

    /// Runs `inner` one nesting level deeper, refusing past [`MAX_DEPTH`].
    fn nested<T>(&mut self, inner: impl FnOnce(&mut Self) -> ParseResult<T>) -> ParseResult<T> {
        if self.depth >= MAX_DEPTH {
            return Err(ParseError::new(NESTING_TOO_DEEP, self.peek().span));
        }
        self.deepen()?;
        self.depth += 1;
        let result = inner(self);
        self.tree_depth -= 1;
        self.depth -= 1;
        result
    }

    /// One more level of expression tree above what is parsed next; the
    /// caller gives it back with `self.tree_depth -= n` when its chain ends.
    fn deepen(&mut self) -> ParseResult<()> {
        if self.tree_depth >= MAX_TREE_DEPTH {
            return Err(ParseError::new(EXPRESSION_TOO_DEEP, self.peek().span));
        }
        self.tree_depth += 1;
        Ok(())
    }

    /// Runs `inner` with the literal/index context changed, restoring it.
    fn with_context<T>(
        &mut self,
        in_literal: bool,
        index_levels: usize,
        inner: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<T> {
        let saved_literal = std::mem::replace(&mut self.in_literal, in_literal);
        self.index_depth += index_levels;
        let result = inner(self);
        self.index_depth -= index_levels;
        self.in_literal = saved_literal;
        result
    }

    /// The error for the current token when something else was expected:
    /// a lexical error surfaces here with its own message.
    fn unexpected(&self, message: &str) -> ParseError {
        let token = self.peek();
        match &token.kind {
            TokenKind::Error {
                message,
                incomplete,
            } => ParseError {
                message: (*message).to_string(),
                span: token.span,
                incomplete: *incomplete,
            },
            TokenKind::Eof => ParseError {
                message: message.to_string(),
                span: token.span,
                incomplete: self.ends_inside_brackets,
            },
            TokenKind::Keyword(keyword) if *keyword != Keyword::End || self.index_depth == 0 => {
                self.reserved_keyword_error(*keyword, token.span)
            }
            _ => ParseError::new(message, token.span),
        }
    }

    fn reserved_keyword_error(&self, keyword: Keyword, span: Span) -> ParseError {
        ParseError::new(
            format!("Illegal use of reserved keyword \"{}\".", keyword.word()),
            span,
        )
    }

    fn skip_separators(&mut self) {
        while matches!(
            self.peek_kind(),
            TokenKind::Newline | TokenKind::Semicolon | TokenKind::Comma
        ) {
            self.bump();
        }
    }
}

#[cfg(test)]
mod tests;
