//! Assignment targets: turning a parsed expression such as `s.a(2).b` into
//! an [`LValue`] chain, and the bracketed `[a, ~, c{2}] = ...` target list.

use super::{ParseResult, Parser};
use crate::ast::{Accessor, Expr, ExprKind, Ident, LValue};
use crate::error::{ParseError, INCORRECT_ASSIGN, INVALID_EXPRESSION};
use crate::lexer::token::TokenKind;
use crate::span::Span;

/// `x`, `x(i)`, `c{k}`, `s.a`, `s.(n)` and chains of them; anything else
/// (a literal, a transpose, an operator) cannot be assigned to.
pub(super) fn expr_to_lvalue(expr: Expr) -> Option<LValue> {
    let span = expr.span;
    let mut path = Vec::new();
    let mut current = expr;
    let base = loop {
        match current.kind {
            ExprKind::Ident(name) => {
                break Ident {
                    name,
                    span: current.span,
                }
            }
            ExprKind::Call { base, args } => {
                path.push(Accessor::Paren(args));
                current = *base;
            }
            ExprKind::CellIndex { base, args } => {
                path.push(Accessor::Brace(args));
                current = *base;
            }
            ExprKind::Field { base, name } => {
                path.push(Accessor::Field(name));
                current = *base;
            }
            ExprKind::DynField { base, name } => {
                path.push(Accessor::DynField(*name));
                current = *base;
            }
            _ => return None,
        }
    };
    path.reverse();
    Some(LValue::Target { base, path, span })
}

impl Parser<'_> {
    /// At a `[` that starts a statement: whether it is the target list of a
    /// multiple assignment, i.e. its matching `]` is followed by `=`.
    pub(super) fn bracket_is_assignment_target(&self) -> bool {
        let mut depth = 0usize;
        let mut offset = 0;
        loop {
            match self.peek_at(offset).kind {
                TokenKind::LBracket | TokenKind::LParen | TokenKind::LBrace => depth += 1,
                TokenKind::RBracket | TokenKind::RParen | TokenKind::RBrace => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return self.peek_at(offset + 1).kind == TokenKind::Assign;
                    }
                }
                TokenKind::Eof | TokenKind::Error { .. } => return false,
                TokenKind::Newline if depth == 1 => return false,
                _ => {}
            }
            offset += 1;
        }
    }

    /// `[a, ~, s.b, c{2}]` (commas or blanks between targets).
    pub(super) fn target_list(&mut self) -> ParseResult<Vec<LValue>> {
        let open = self.bump();
        self.with_context(true, 0, |parser| {
            let mut targets = Vec::new();
            loop {
                let token = parser.peek().clone();
                match token.kind {
                    TokenKind::RBracket => {
                        parser.bump();
                        break;
                    }
                    TokenKind::Comma if !targets.is_empty() => {
                        parser.bump();
                    }
                    TokenKind::Tilde
                        if matches!(
                            parser.peek_at(1).kind,
                            TokenKind::Comma | TokenKind::RBracket
                        ) || parser.peek_at(1).space_before =>
                    {
                        parser.bump();
                        targets.push(LValue::Tilde(token.span));
                    }
                    TokenKind::Ident => {
                        let target = parser.postfix()?;
                        let span = target.span;
                        let lvalue = expr_to_lvalue(target)
                            .ok_or_else(|| ParseError::new(INVALID_EXPRESSION, span))?;
                        targets.push(lvalue);
                    }
                    _ => return Err(parser.unexpected(INVALID_EXPRESSION)),
                }
            }
            if targets.is_empty() {
                return Err(ParseError::new(INVALID_EXPRESSION, open));
            }
            Ok(targets)
        })
    }

    /// The error for `expr = ...` when `expr` is not assignable.
    pub(super) fn incorrect_assignment(&self, assign: Span) -> ParseError {
        ParseError::new(INCORRECT_ASSIGN, assign)
    }
}
