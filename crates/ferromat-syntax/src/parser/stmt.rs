//! Statements: statement lists and their separators, assignments, command
//! syntax, and the control-flow blocks (`if`, `for`, `while`, `switch`,
//! `try`) with their `end`. `function` definitions are in function.rs.

use super::lvalue::expr_to_lvalue;
use super::{ParseResult, Parser};
use crate::ast::{BinOp, Declared, Expr, ExprKind, Ident, Stmt, StmtKind};
use crate::error::{ParseError, INVALID_EXPRESSION, MISSING_END};
use crate::lexer::token::{Keyword, TokenKind};
use crate::span::Span;

/// Keywords that close or divide a block; a statement list stops at them.
fn ends_block(kind: &TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Eof
            | TokenKind::Keyword(
                Keyword::End
                    | Keyword::Else
                    | Keyword::Elseif
                    | Keyword::Case
                    | Keyword::Otherwise
                    | Keyword::Catch
                    | Keyword::Function
                    | Keyword::UnwindProtectCleanup
            )
    )
}

impl Parser<'_> {
    /// Statements up to (not including) a block-ending keyword or the end of
    /// input.
    pub(super) fn block(&mut self) -> ParseResult<Vec<Stmt>> {
        let mut statements = Vec::new();
        loop {
            self.skip_separators();
            if ends_block(self.peek_kind()) {
                return Ok(statements);
            }
            let start = self.peek().span.start;
            let kind = self.statement()?;
            let span = Span {
                start,
                end: self.previous_end.max(start),
            };
            let print = self.statement_terminator()?;
            statements.push(Stmt { kind, span, print });
        }
    }

    /// Consumes what ends a statement; returns false when that is `;`.
    fn statement_terminator(&mut self) -> ParseResult<bool> {
        match self.peek_kind() {
            TokenKind::Semicolon => {
                self.bump();
                Ok(false)
            }
            TokenKind::Comma | TokenKind::Newline => {
                self.bump();
                Ok(true)
            }
            // `if c, x end`: a block keyword also ends the statement.
            next if ends_block(next) => Ok(true),
            TokenKind::Assign => Err(self.incorrect_assignment(self.peek().span)),
            _ => Err(self.unexpected(INVALID_EXPRESSION)),
        }
    }

    fn statement(&mut self) -> ParseResult<StmtKind> {
        let token = self.peek();
        match token.kind {
            TokenKind::Keyword(keyword) => self.keyword_statement(keyword, token.span),
            TokenKind::Command { .. } => {
                let TokenKind::Command { name, args } = self.take().kind else {
                    return Err(self.unexpected(INVALID_EXPRESSION));
                };
                let name = Ident {
                    name: self.text(name).to_string(),
                    span: name,
                };
                Ok(StmtKind::Command { name, args })
            }
            TokenKind::LBracket if self.bracket_is_assignment_target() => {
                let targets = self.target_list()?;
                self.bump();
                let value = self.expression()?;
                Ok(StmtKind::Assign { targets, value })
            }
            _ => self.expression_statement(),
        }
    }

    fn expression_statement(&mut self) -> ParseResult<StmtKind> {
        let starts_with_paren = self.at(&TokenKind::LParen);
        let expr = self.expression()?;
        if let TokenKind::CompoundAssign(operator) = *self.peek_kind() {
            return self.compound_assignment(expr, operator, starts_with_paren);
        }
        if let TokenKind::Increment(operator) = *self.peek_kind() {
            return self.increment(expr, operator, starts_with_paren);
        }
        if !self.at(&TokenKind::Assign) {
            return Ok(StmtKind::Expr(expr));
        }
        let assign = self.peek().span;
        let target = if starts_with_paren {
            None
        } else {
            expr_to_lvalue(expr)
        };
        let Some(target) = target else {
            return Err(self.incorrect_assignment(assign));
        };
        self.bump();
        let value = self.expression()?;
        Ok(StmtKind::Assign {
            targets: vec![target],
            value,
        })
    }

    /// GNU Octave's `x += e`: the assignment `x = x + (e)`, its target
    /// read once more as the left operand.
    fn compound_assignment(
        &mut self,
        target_expr: Expr,
        operator: u8,
        starts_with_paren: bool,
    ) -> ParseResult<StmtKind> {
        let op = match operator {
            b'+' => BinOp::Add,
            b'-' => BinOp::Sub,
            b'*' => BinOp::MatMul,
            b'/' => BinOp::MatRightDiv,
            _ => BinOp::MatPow,
        };
        self.rewritten_assignment(target_expr, op, starts_with_paren, |parser, _| {
            parser.expression()
        })
    }

    /// GNU Octave's `x++` and `x--`: the assignment `x = x + 1` (or `- 1`).
    fn increment(
        &mut self,
        target_expr: Expr,
        operator: u8,
        starts_with_paren: bool,
    ) -> ParseResult<StmtKind> {
        let op = if operator == b'+' {
            BinOp::Add
        } else {
            BinOp::Sub
        };
        self.rewritten_assignment(target_expr, op, starts_with_paren, |_, at| {
            Ok(Expr {
                kind: ExprKind::Number(1.0),
                span: at,
            })
        })
    }

    /// `x = x op operand` for the operator token at the parser's position;
    /// `operand` reads (or makes) the right operand once that token is
    /// consumed, and gets the token's span.
    fn rewritten_assignment(
        &mut self,
        target_expr: Expr,
        op: BinOp,
        starts_with_paren: bool,
        operand: impl FnOnce(&mut Self, Span) -> ParseResult<Expr>,
    ) -> ParseResult<StmtKind> {
        let at = self.peek().span;
        let target = if starts_with_paren {
            None
        } else {
            expr_to_lvalue(target_expr.clone())
        };
        let Some(target) = target else {
            return Err(self.incorrect_assignment(at));
        };
        self.bump();
        let operand = operand(self, at)?;
        let span = target_expr.span.to(operand.span);
        let value = Expr {
            kind: ExprKind::Binary {
                op,
                lhs: Box::new(target_expr),
                rhs: Box::new(operand),
            },
            span,
        };
        Ok(StmtKind::Assign {
            targets: vec![target],
            value,
        })
    }

    fn keyword_statement(&mut self, keyword: Keyword, span: Span) -> ParseResult<StmtKind> {
        match keyword {
            Keyword::If => self.nested(|parser| parser.if_statement(span)),
            Keyword::For => self.nested(|parser| parser.for_statement(span)),
            Keyword::While => self.nested(|parser| parser.while_statement(span)),
            Keyword::Switch => self.nested(|parser| parser.switch_statement(span)),
            Keyword::Try => self.nested(|parser| parser.try_statement(span)),
            Keyword::UnwindProtect => self.nested(|parser| parser.unwind_protect_statement(span)),
            Keyword::Break => {
                self.bump();
                Ok(StmtKind::Break)
            }
            Keyword::Continue => {
                self.bump();
                Ok(StmtKind::Continue)
            }
            Keyword::Return => {
                self.bump();
                Ok(StmtKind::Return)
            }
            Keyword::Global => Ok(StmtKind::Global(self.declared_names()?)),
            Keyword::Persistent => Ok(StmtKind::Persistent(self.declared_names()?)),
            _ => Err(self.reserved_keyword_error(keyword, span)),
        }
    }

    /// `global a b c`: names up to the end of the statement, each with
    /// GNU Octave's optional initial value (`persistent n = 0`).
    fn declared_names(&mut self) -> ParseResult<Vec<Declared>> {
        self.bump();
        let mut names = Vec::new();
        while self.at(&TokenKind::Ident) {
            let span = self.bump();
            let name = Ident {
                name: self.text(span).to_string(),
                span,
            };
            let init = if self.at(&TokenKind::Assign) {
                self.bump();
                Some(self.expression()?)
            } else {
                None
            };
            names.push(Declared { name, init });
        }
        if names.is_empty() {
            return Err(self.unexpected(INVALID_EXPRESSION));
        }
        Ok(names)
    }

    /// Consumes the `end` of a block opened at `opener`; input that stops
    /// first is incomplete.
    fn block_end(&mut self, opener: Span) -> ParseResult<()> {
        match self.peek_kind() {
            TokenKind::Keyword(Keyword::End) => {
                self.bump();
                Ok(())
            }
            TokenKind::Eof => Err(ParseError::incomplete(MISSING_END, opener)),
            TokenKind::Error { .. } => Err(self.unexpected(MISSING_END)),
            TokenKind::Keyword(Keyword::Function) => Err(ParseError::new(MISSING_END, opener)),
            TokenKind::Keyword(keyword) => {
                Err(self.reserved_keyword_error(*keyword, self.peek().span))
            }
            _ => Err(self.unexpected(INVALID_EXPRESSION)),
        }
    }

    fn if_statement(&mut self, opener: Span) -> ParseResult<StmtKind> {
        self.bump();
        let mut clauses = Vec::new();
        let mut else_body = None;
        let condition = self.expression()?;
        clauses.push((condition, self.block()?));
        loop {
            match self.peek_kind() {
                TokenKind::Keyword(Keyword::Elseif) => {
                    self.bump();
                    let condition = self.expression()?;
                    clauses.push((condition, self.block()?));
                }
                TokenKind::Keyword(Keyword::Else) if else_body.is_none() => {
                    self.bump();
                    else_body = Some(self.block()?);
                }
                _ => break,
            }
        }
        self.block_end(opener)?;
        Ok(StmtKind::If { clauses, else_body })
    }

    /// `for i = e` or `for (i = e)`.
    fn for_statement(&mut self, opener: Span) -> ParseResult<StmtKind> {
        self.bump();
        let parenthesized = self.at(&TokenKind::LParen);
        let open = if parenthesized {
            Some(self.bump())
        } else {
            None
        };
        let name = self.peek().clone();
        if name.kind != TokenKind::Ident {
            return Err(self.unexpected(INVALID_EXPRESSION));
        }
        self.bump();
        if !self.eat(&TokenKind::Assign) {
            return Err(self.unexpected(INVALID_EXPRESSION));
        }
        let iter = match open {
            Some(open) => {
                let iter = self.with_context(false, 0, |parser| parser.expression())?;
                self.expect_close(&TokenKind::RParen, open)?;
                iter
            }
            None => self.expression()?,
        };
        let var = Ident {
            name: self.text(name.span).to_string(),
            span: name.span,
        };
        let body = self.block()?;
        self.block_end(opener)?;
        Ok(StmtKind::For { var, iter, body })
    }

    fn while_statement(&mut self, opener: Span) -> ParseResult<StmtKind> {
        self.bump();
        let cond = self.expression()?;
        let body = self.block()?;
        self.block_end(opener)?;
        Ok(StmtKind::While { cond, body })
    }

    fn switch_statement(&mut self, opener: Span) -> ParseResult<StmtKind> {
        self.bump();
        let subject = self.expression()?;
        let mut cases = Vec::new();
        let mut otherwise = None;
        loop {
            self.skip_separators();
            match self.peek_kind() {
                TokenKind::Keyword(Keyword::Case) if otherwise.is_none() => {
                    self.bump();
                    let value = self.expression()?;
                    cases.push((value, self.block()?));
                }
                TokenKind::Keyword(Keyword::Otherwise) if otherwise.is_none() => {
                    self.bump();
                    otherwise = Some(self.block()?);
                }
                _ => break,
            }
        }
        self.block_end(opener)?;
        Ok(StmtKind::Switch {
            subject,
            cases,
            otherwise,
        })
    }

    /// `try ... catch ME ... end`: a name right after `catch` on the same
    /// line is the exception variable, unless what follows it makes it the
    /// start of a statement (`catch disp(x)`, `catch x = 1`).
    fn try_statement(&mut self, opener: Span) -> ParseResult<StmtKind> {
        self.bump();
        let body = self.block()?;
        let mut catch_var = None;
        let mut catch_body = Vec::new();
        if self.eat(&TokenKind::Keyword(Keyword::Catch)) {
            let name = self.peek().clone();
            let after = self.peek_at(1);
            let names_variable = match after.kind {
                TokenKind::Newline | TokenKind::Semicolon | TokenKind::Comma | TokenKind::Eof => {
                    true
                }
                TokenKind::Ident | TokenKind::Command { .. } | TokenKind::Keyword(_) => {
                    after.space_before
                }
                _ => false,
            };
            if name.kind == TokenKind::Ident && names_variable {
                self.bump();
                catch_var = Some(Ident {
                    name: self.text(name.span).to_string(),
                    span: name.span,
                });
            }
            catch_body = self.block()?;
        }
        self.block_end(opener)?;
        Ok(StmtKind::Try {
            body,
            catch_var,
            catch_body,
        })
    }

    /// GNU Octave's `unwind_protect BODY unwind_protect_cleanup CLEANUP
    /// end_unwind_protect`.
    fn unwind_protect_statement(&mut self, opener: Span) -> ParseResult<StmtKind> {
        self.bump();
        let body = self.block()?;
        let mut cleanup = Vec::new();
        if self.eat(&TokenKind::Keyword(Keyword::UnwindProtectCleanup)) {
            cleanup = self.block()?;
        }
        self.block_end(opener)?;
        Ok(StmtKind::UnwindProtect { body, cleanup })
    }
}
