//! Expressions: MATLAB's operator precedence by precedence climbing, unary
//! and power operators, postfix indexing chains, primaries and function
//! handles. Also applies the blank-separates-elements rule inside literals.

use super::{ParseResult, Parser};
use crate::ast::{Arg, BinOp, Expr, ExprKind, Ident, PostfixOp, UnOp};
use crate::error::{
    ParseError, INCORRECT_ASSIGN, INVALID_EXPRESSION, INVALID_OPERATOR, MISMATCHED_DELIMITERS,
};
use crate::lexer::token::{Keyword, TokenKind};
use crate::span::Span;

/// Binding strength of binary operators, lowest first. The range `:` sits
/// between comparison and additive operators.
const PRECEDENCE_SHORT_OR: u8 = 1;
const PRECEDENCE_SHORT_AND: u8 = 2;
const PRECEDENCE_OR: u8 = 3;
const PRECEDENCE_AND: u8 = 4;
const PRECEDENCE_COMPARISON: u8 = 5;
const PRECEDENCE_RANGE: u8 = 6;
const PRECEDENCE_ADDITIVE: u8 = 7;
const PRECEDENCE_MULTIPLICATIVE: u8 = 8;

/// A binary operator token, or `None` for the range colon.
fn binary_operator(kind: &TokenKind) -> Option<(Option<BinOp>, u8)> {
    let (op, precedence) = match kind {
        TokenKind::BarBar => (BinOp::ShortOr, PRECEDENCE_SHORT_OR),
        TokenKind::AmpAmp => (BinOp::ShortAnd, PRECEDENCE_SHORT_AND),
        TokenKind::Bar => (BinOp::Or, PRECEDENCE_OR),
        TokenKind::Amp => (BinOp::And, PRECEDENCE_AND),
        TokenKind::EqEq => (BinOp::Eq, PRECEDENCE_COMPARISON),
        TokenKind::NotEq => (BinOp::Ne, PRECEDENCE_COMPARISON),
        TokenKind::Lt => (BinOp::Lt, PRECEDENCE_COMPARISON),
        TokenKind::Le => (BinOp::Le, PRECEDENCE_COMPARISON),
        TokenKind::Gt => (BinOp::Gt, PRECEDENCE_COMPARISON),
        TokenKind::Ge => (BinOp::Ge, PRECEDENCE_COMPARISON),
        TokenKind::Colon => return Some((None, PRECEDENCE_RANGE)),
        TokenKind::Plus => (BinOp::Add, PRECEDENCE_ADDITIVE),
        TokenKind::Minus => (BinOp::Sub, PRECEDENCE_ADDITIVE),
        TokenKind::Star => (BinOp::MatMul, PRECEDENCE_MULTIPLICATIVE),
        TokenKind::Slash => (BinOp::MatRightDiv, PRECEDENCE_MULTIPLICATIVE),
        TokenKind::Backslash => (BinOp::MatLeftDiv, PRECEDENCE_MULTIPLICATIVE),
        TokenKind::DotStar => (BinOp::Mul, PRECEDENCE_MULTIPLICATIVE),
        TokenKind::DotSlash => (BinOp::RightDiv, PRECEDENCE_MULTIPLICATIVE),
        TokenKind::DotBackslash => (BinOp::LeftDiv, PRECEDENCE_MULTIPLICATIVE),
        _ => return None,
    };
    Some((Some(op), precedence))
}

fn unary_operator(kind: &TokenKind) -> Option<UnOp> {
    match kind {
        TokenKind::Minus => Some(UnOp::Neg),
        TokenKind::Plus => Some(UnOp::Plus),
        TokenKind::Tilde => Some(UnOp::Not),
        _ => None,
    }
}

impl Parser<'_> {
    /// A full expression (lowest precedence).
    pub(super) fn expression(&mut self) -> ParseResult<Expr> {
        self.nested(|parser| parser.binary(PRECEDENCE_SHORT_OR))
    }

    fn binary(&mut self, min_precedence: u8) -> ParseResult<Expr> {
        let mut lhs = self.unary()?;
        let mut chain = 0;
        while let Some((op, precedence)) = binary_operator(self.peek_kind()) {
            if precedence < min_precedence || self.operator_starts_new_element() {
                break;
            }
            self.deepen()?;
            chain += 1;
            self.bump();
            let rhs = self.operand(precedence + 1)?;
            lhs = match op {
                Some(op) => binary_node(op, lhs, rhs),
                None => self.range(lhs, rhs)?,
            };
        }
        self.tree_depth -= chain;
        Ok(lhs)
    }

    /// The right operand of a binary operator, with MATLAB's message when it
    /// is missing.
    fn operand(&mut self, min_precedence: u8) -> ParseResult<Expr> {
        if binary_operator(self.peek_kind()).is_some() && unary_operator(self.peek_kind()).is_none()
        {
            return Err(self.unexpected(INVALID_OPERATOR));
        }
        self.binary(min_precedence)
    }

    /// `start:stop` just parsed as far as `stop`; a further `:` makes it
    /// `start:step:stop`.
    fn range(&mut self, start: Expr, second: Expr) -> ParseResult<Expr> {
        if self.at(&TokenKind::Colon) && !self.operator_starts_new_element() {
            self.bump();
            let stop = self.operand(PRECEDENCE_ADDITIVE)?;
            let span = start.span.to(stop.span);
            return Ok(Expr {
                kind: ExprKind::Range {
                    start: Box::new(start),
                    step: Some(Box::new(second)),
                    stop: Box::new(stop),
                },
                span,
            });
        }
        let span = start.span.to(second.span);
        Ok(Expr {
            kind: ExprKind::Range {
                start: Box::new(start),
                step: None,
                stop: Box::new(second),
            },
            span,
        })
    }

    /// Inside `[ ]`/`{ }`, `a -b` is two elements while `a - b` and `a-b`
    /// are one: a `+`/`-` with a blank before and none after starts a new
    /// element.
    fn operator_starts_new_element(&self) -> bool {
        if !self.in_literal {
            return false;
        }
        let token = self.peek();
        matches!(token.kind, TokenKind::Plus | TokenKind::Minus)
            && token.space_before
            && !self.peek_at(1).space_before
    }

    fn unary(&mut self) -> ParseResult<Expr> {
        let Some(op) = unary_operator(self.peek_kind()) else {
            return self.power();
        };
        self.nested(|parser| {
            let start = parser.bump();
            let operand = parser.unary()?;
            Ok(unary_node(op, start, operand))
        })
    }

    /// Power and transpose share one level and associate to the left;
    /// the exponent may carry its own unary operators (`2^-1`).
    fn power(&mut self) -> ParseResult<Expr> {
        let mut base = self.postfix()?;
        let mut chain = 0;
        loop {
            let op = match self.peek_kind() {
                TokenKind::Quote | TokenKind::DotQuote => {
                    self.deepen()?;
                    chain += 1;
                    let op = if self.at(&TokenKind::Quote) {
                        PostfixOp::ConjTranspose
                    } else {
                        PostfixOp::Transpose
                    };
                    let span = base.span.to(self.bump());
                    base = Expr {
                        kind: ExprKind::Postfix {
                            op,
                            operand: Box::new(base),
                        },
                        span,
                    };
                    continue;
                }
                TokenKind::Caret => BinOp::MatPow,
                TokenKind::DotCaret => BinOp::Pow,
                _ => break,
            };
            self.deepen()?;
            chain += 1;
            self.bump();
            let exponent = self.exponent()?;
            base = binary_node(op, base, exponent);
        }
        self.tree_depth -= chain;
        Ok(base)
    }

    fn exponent(&mut self) -> ParseResult<Expr> {
        let Some(op) = unary_operator(self.peek_kind()) else {
            if binary_operator(self.peek_kind()).is_some() {
                return Err(self.unexpected(INVALID_OPERATOR));
            }
            return self.postfix();
        };
        self.nested(|parser| {
            let start = parser.bump();
            let operand = parser.exponent()?;
            Ok(unary_node(op, start, operand))
        })
    }

    /// A primary followed by any chain of `(args)`, `{args}`, `.name` and
    /// `.(expr)`. Inside literals a blank before `(` or `{` starts a new
    /// element instead (`[a (1)]`).
    pub(super) fn postfix(&mut self) -> ParseResult<Expr> {
        let mut expr = self.primary()?;
        let mut chain = 0;
        loop {
            let token = self.peek();
            let blank_in_literal = self.in_literal && token.space_before;
            let extends = match token.kind {
                TokenKind::LParen | TokenKind::LBrace => !blank_in_literal,
                TokenKind::Dot => true,
                _ => false,
            };
            if !extends {
                break;
            }
            self.deepen()?;
            chain += 1;
            match self.peek().kind {
                TokenKind::LParen => {
                    let (args, close) = self.arguments(TokenKind::RParen)?;
                    let span = expr.span.to(close);
                    expr = Expr {
                        kind: ExprKind::Call {
                            base: Box::new(expr),
                            args,
                        },
                        span,
                    };
                }
                TokenKind::LBrace => {
                    let (args, close) = self.arguments(TokenKind::RBrace)?;
                    let span = expr.span.to(close);
                    expr = Expr {
                        kind: ExprKind::CellIndex {
                            base: Box::new(expr),
                            args,
                        },
                        span,
                    };
                }
                TokenKind::Dot => {
                    self.bump();
                    expr = self.field(expr)?;
                }
                _ => break,
            }
        }
        self.tree_depth -= chain;
        Ok(expr)
    }

    fn field(&mut self, base: Expr) -> ParseResult<Expr> {
        let token = self.peek().clone();
        match token.kind {
            TokenKind::Ident | TokenKind::Keyword(_) => {
                self.bump();
                let name = Ident {
                    name: self.text(token.span).to_string(),
                    span: token.span,
                };
                let span = base.span.to(token.span);
                Ok(Expr {
                    kind: ExprKind::Field {
                        base: Box::new(base),
                        name,
                    },
                    span,
                })
            }
            TokenKind::LParen => {
                let (name, close) = self.parenthesized()?;
                let span = base.span.to(close);
                Ok(Expr {
                    kind: ExprKind::DynField {
                        base: Box::new(base),
                        name: Box::new(name),
                    },
                    span,
                })
            }
            _ => Err(self.unexpected(INVALID_EXPRESSION)),
        }
    }

    /// `( expr )` with blanks insignificant inside; returns the expression
    /// and the span of the whole group.
    fn parenthesized(&mut self) -> ParseResult<(Expr, Span)> {
        let open = self.bump();
        let inner = self.with_context(false, 0, |parser| parser.expression())?;
        let close = self.expect_close(&TokenKind::RParen, open)?;
        Ok((inner, open.to(close)))
    }

    /// Index or call arguments after the opening `(` or `{`: expressions or
    /// a bare `:`, with `end` meaning the last index.
    pub(super) fn arguments(&mut self, close: TokenKind) -> ParseResult<(Vec<Arg>, Span)> {
        let open = self.bump();
        self.with_context(false, 1, |parser| {
            let mut args = Vec::new();
            if parser.at(&close) {
                return Ok((args, parser.bump()));
            }
            loop {
                let next = &parser.peek_at(1).kind;
                if parser.at(&TokenKind::Colon) && (next == &TokenKind::Comma || next == &close) {
                    args.push(Arg::Colon(parser.bump()));
                } else {
                    args.push(Arg::Expr(parser.expression()?));
                }
                if !parser.eat(&TokenKind::Comma) {
                    break;
                }
            }
            let close_span = parser.expect_close(&close, open)?;
            Ok((args, close_span))
        })
    }

    /// Consumes the closing delimiter or reports the mismatch; running out
    /// of input inside an open bracket is incomplete input.
    pub(super) fn expect_close(&mut self, close: &TokenKind, open: Span) -> ParseResult<Span> {
        if self.at(close) {
            return Ok(self.bump());
        }
        match self.peek_kind() {
            TokenKind::Eof => Err(ParseError::incomplete(MISMATCHED_DELIMITERS, open)),
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                Err(ParseError::new(MISMATCHED_DELIMITERS, self.peek().span))
            }
            _ => Err(self.unexpected(INVALID_EXPRESSION)),
        }
    }

    fn primary(&mut self) -> ParseResult<Expr> {
        let token = self.peek();
        let span = token.span;
        let kind = match token.kind {
            TokenKind::Number(value) => ExprKind::Number(value),
            TokenKind::Imaginary(value) => ExprKind::Imaginary(value),
            TokenKind::Char(_) | TokenKind::Str(_) => {
                return Ok(match self.take().kind {
                    TokenKind::Str(text) => Expr {
                        kind: ExprKind::Str(text),
                        span,
                    },
                    TokenKind::Char(text) => Expr {
                        kind: ExprKind::Char(text),
                        span,
                    },
                    _ => return Err(ParseError::new(INVALID_EXPRESSION, span)),
                });
            }
            TokenKind::Ident => ExprKind::Ident(self.text(span).to_string()),
            TokenKind::Keyword(Keyword::End) if self.index_depth > 0 => ExprKind::End,
            // Nesting is counted once per level, by `expression`.
            TokenKind::LParen => {
                let (mut inner, span) = self.parenthesized()?;
                inner.span = span;
                return Ok(inner);
            }
            TokenKind::LBracket => return self.matrix(),
            TokenKind::LBrace => return self.cell(),
            TokenKind::At => return self.function_handle(),
            // Input that stops inside an open bracket may go on.
            TokenKind::Eof => return Err(self.unexpected(INVALID_EXPRESSION)),
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                return Err(ParseError::new(MISMATCHED_DELIMITERS, span))
            }
            // `if x = 1`: an `=` where a value should start.
            TokenKind::Assign => return Err(ParseError::new(INCORRECT_ASSIGN, span)),
            ref other if binary_operator(other).is_some() => {
                return Err(self.unexpected(INVALID_OPERATOR))
            }
            _ => return Err(self.unexpected(INVALID_EXPRESSION)),
        };
        self.bump();
        Ok(Expr { kind, span })
    }

    /// `@name`, `@pkg.name` or `@(params) body`.
    fn function_handle(&mut self) -> ParseResult<Expr> {
        let at = self.bump();
        if self.at(&TokenKind::LParen) {
            let open = self.bump();
            let mut params = Vec::new();
            if !self.at(&TokenKind::RParen) {
                loop {
                    let token = self.peek().clone();
                    match token.kind {
                        TokenKind::Ident | TokenKind::Tilde => {
                            self.bump();
                            params.push(Ident {
                                name: self.text(token.span).to_string(),
                                span: token.span,
                            });
                        }
                        _ => return Err(self.unexpected(INVALID_EXPRESSION)),
                    }
                    if !self.eat(&TokenKind::Comma) {
                        break;
                    }
                }
            }
            self.expect_close(&TokenKind::RParen, open)?;
            // The body is its own scope: `end` there never indexes an
            // enclosing argument list.
            let saved_index_depth = std::mem::replace(&mut self.index_depth, 0);
            let body = self.expression();
            self.index_depth = saved_index_depth;
            let body = body?;
            let span = at.to(body.span);
            return Ok(Expr {
                kind: ExprKind::AnonFunction {
                    params,
                    body: Box::new(body),
                },
                span,
            });
        }
        let first = self.peek().clone();
        if first.kind != TokenKind::Ident || first.space_before {
            return Err(self.unexpected(INVALID_EXPRESSION));
        }
        self.bump();
        let mut name_span = first.span;
        while self.at(&TokenKind::Dot) && self.peek_at(1).kind == TokenKind::Ident {
            self.bump();
            name_span = name_span.to(self.bump());
        }
        Ok(Expr {
            kind: ExprKind::FunctionHandle(Ident {
                name: self.text(name_span).to_string(),
                span: name_span,
            }),
            span: at.to(name_span),
        })
    }
}

fn binary_node(op: BinOp, lhs: Expr, rhs: Expr) -> Expr {
    let span = lhs.span.to(rhs.span);
    Expr {
        kind: ExprKind::Binary {
            op,
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
        },
        span,
    }
}

fn unary_node(op: UnOp, operator: Span, operand: Expr) -> Expr {
    let span = operator.to(operand.span);
    Expr {
        kind: ExprKind::Unary {
            op,
            operand: Box::new(operand),
        },
        span,
    }
}
