//! Matrix `[ ]` and cell `{ }` literals: rows split by `;` or newlines,
//! elements by `,` or blanks (the blank rules themselves live with the
//! operators in expr.rs). Empty rows vanish, as in MATLAB (`[1;;2]`).

use super::{ParseResult, Parser};
use crate::ast::{Expr, ExprKind};
use crate::error::{ParseError, INVALID_EXPRESSION, MISMATCHED_DELIMITERS};
use crate::lexer::token::TokenKind;

impl Parser<'_> {
    pub(super) fn matrix(&mut self) -> ParseResult<Expr> {
        let (rows, span) = self.literal_rows(TokenKind::RBracket)?;
        Ok(Expr {
            kind: ExprKind::Matrix(rows),
            span,
        })
    }

    pub(super) fn cell(&mut self) -> ParseResult<Expr> {
        let (rows, span) = self.literal_rows(TokenKind::RBrace)?;
        Ok(Expr {
            kind: ExprKind::Cell(rows),
            span,
        })
    }

    fn literal_rows(&mut self, close: TokenKind) -> ParseResult<(Vec<Vec<Expr>>, crate::Span)> {
        let open = self.bump();
        self.with_context(true, 0, |parser| {
            let mut rows = Vec::new();
            let mut row: Vec<Expr> = Vec::new();
            // Whether the last thing in this row was an element (so a comma
            // may follow) rather than a separator.
            let mut after_element = false;
            loop {
                let token = parser.peek();
                match &token.kind {
                    kind if *kind == close => {
                        let close_span = parser.bump();
                        if !row.is_empty() {
                            rows.push(row);
                        }
                        return Ok((rows, open.to(close_span)));
                    }
                    TokenKind::Semicolon | TokenKind::Newline => {
                        parser.bump();
                        if !row.is_empty() {
                            rows.push(std::mem::take(&mut row));
                        }
                        after_element = false;
                    }
                    TokenKind::Comma => {
                        if !after_element {
                            return Err(ParseError::new(INVALID_EXPRESSION, token.span));
                        }
                        parser.bump();
                        after_element = false;
                    }
                    TokenKind::Eof => {
                        return Err(ParseError::incomplete(MISMATCHED_DELIMITERS, open));
                    }
                    TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                        return Err(ParseError::new(MISMATCHED_DELIMITERS, token.span));
                    }
                    _ => {
                        row.push(parser.expression()?);
                        after_element = true;
                    }
                }
            }
        })
    }
}
