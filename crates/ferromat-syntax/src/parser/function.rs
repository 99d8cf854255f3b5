//! `function` definitions: the header forms (`function name`,
//! `function out = name(a, ~)`, `function [a, b] = name(varargin)`), the
//! body, and the file-wide rule that either every function ends with `end`
//! or none does.

use super::{ParseResult, Parser};
use crate::ast::{BinOp, Expr, ExprKind, Function, Ident, LValue, Stmt, StmtKind};
use crate::error::{ParseError, INVALID_EXPRESSION};
use crate::lexer::token::{Keyword, TokenKind};
use crate::span::Span;

/// A parsed function and whether it was closed by `end`.
pub(super) struct ParsedFunction {
    pub function: Function,
    pub has_end: bool,
}

/// MATLAB refuses files that close some functions with `end` and not others.
pub(super) fn check_end_convention(functions: &[ParsedFunction]) -> ParseResult<()> {
    let closed = functions.iter().find(|parsed| parsed.has_end);
    let open = functions.iter().any(|parsed| !parsed.has_end);
    match closed {
        Some(closed) if open => Err(ParseError::new(
            format!(
                "The function \"{}\" was closed with an 'end', but at least one other function definition was not. To avoid confusion when using nested functions, it is illegal to use both conventions in the same file.",
                closed.function.name.name
            ),
            closed.function.name.span,
        )),
        _ => Ok(()),
    }
}

impl Parser<'_> {
    pub(super) fn function(&mut self) -> ParseResult<ParsedFunction> {
        self.nested(|parser| {
            let start = parser.bump();
            let outputs = parser.function_outputs()?;
            let name = parser.function_name()?;
            let (params, defaults) = if parser.at(&TokenKind::LParen) {
                parser.function_params()?
            } else {
                (Vec::new(), Vec::new())
            };
            let header_end = parser.previous_end;
            let mut body = defaults;
            body.extend(parser.block()?);
            let mut nested = Vec::new();
            while parser.nest_functions && parser.at(&TokenKind::Keyword(Keyword::Function)) {
                let inner = parser.function()?;
                if !inner.has_end {
                    return Err(parser.unexpected(INVALID_EXPRESSION));
                }
                nested.push(inner.function);
                body.extend(parser.block()?);
            }
            let has_end = parser.eat(&TokenKind::Keyword(Keyword::End));
            if !nested.is_empty() && !has_end {
                return Err(parser.unexpected(INVALID_EXPRESSION));
            }
            // Without `end`, the function stops at its last statement, not
            // at the separators the body consumed after it.
            let end = if has_end {
                parser.previous_end
            } else {
                body.last()
                    .map_or(header_end, |statement| statement.span.end)
            };
            if let TokenKind::Keyword(keyword) = parser.peek_kind() {
                if *keyword != Keyword::Function {
                    return Err(parser.reserved_keyword_error(*keyword, parser.peek().span));
                }
            }
            if let TokenKind::Error { .. } = parser.peek_kind() {
                return Err(parser.unexpected(INVALID_EXPRESSION));
            }
            let span = Span {
                start: start.start,
                end: end.max(start.end),
            };
            Ok(ParsedFunction {
                function: Function {
                    name,
                    params,
                    outputs,
                    body,
                    nested,
                    span,
                },
                has_end,
            })
        })
    }

    /// `[a, b] =` or `out =` before the name; nothing for `function name`.
    fn function_outputs(&mut self) -> ParseResult<Vec<Ident>> {
        if self.at(&TokenKind::LBracket) {
            let open = self.bump();
            let mut outputs = Vec::new();
            loop {
                match self.peek_kind() {
                    TokenKind::Ident => outputs.push(self.ident()),
                    TokenKind::Comma if !outputs.is_empty() => {
                        self.bump();
                    }
                    TokenKind::RBracket => {
                        self.bump();
                        break;
                    }
                    TokenKind::Eof => {
                        return Err(ParseError::incomplete(
                            crate::error::MISMATCHED_DELIMITERS,
                            open,
                        ))
                    }
                    _ => return Err(self.unexpected(INVALID_EXPRESSION)),
                }
            }
            if !self.eat(&TokenKind::Assign) {
                return Err(self.unexpected(INVALID_EXPRESSION));
            }
            return Ok(outputs);
        }
        if self.at(&TokenKind::Ident) && self.peek_at(1).kind == TokenKind::Assign {
            let output = self.ident();
            self.bump();
            return Ok(vec![output]);
        }
        Ok(Vec::new())
    }

    /// The function name; property accessors like `get.Name` keep their dot.
    fn function_name(&mut self) -> ParseResult<Ident> {
        if !self.at(&TokenKind::Ident) {
            return Err(self.unexpected(INVALID_EXPRESSION));
        }
        let mut name = self.ident();
        while self.at(&TokenKind::Dot) && self.peek_at(1).kind == TokenKind::Ident {
            self.bump();
            let part = self.ident();
            name.name.push('.');
            name.name.push_str(&part.name);
            name.span = name.span.to(part.span);
        }
        Ok(name)
    }

    /// `(a, ~, varargin)`: `None` marks an ignored `~` input. GNU Octave's
    /// default values (`b = 2`) come back as statements that start the
    /// body: `if nargin < 2, b = 2; end`.
    fn function_params(&mut self) -> ParseResult<(Vec<Option<Ident>>, Vec<Stmt>)> {
        let open = self.bump();
        let mut params = Vec::new();
        let mut defaults = Vec::new();
        if !self.at(&TokenKind::RParen) {
            loop {
                match self.peek_kind() {
                    TokenKind::Ident => {
                        let name = self.ident();
                        if self.eat(&TokenKind::Assign) {
                            let value = self.expression()?;
                            defaults.push(default_value(&name, params.len() + 1, value));
                        }
                        params.push(Some(name));
                    }
                    TokenKind::Tilde => {
                        self.bump();
                        params.push(None);
                    }
                    _ => return Err(self.unexpected(INVALID_EXPRESSION)),
                }
                if !self.eat(&TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect_close(&TokenKind::RParen, open)?;
        Ok((params, defaults))
    }

    /// Consumes the current identifier token.
    fn ident(&mut self) -> Ident {
        let span = self.bump();
        Ident {
            name: self.text(span).to_string(),
            span,
        }
    }
}

/// `if nargin < position, name = value; end`: the default of the input at
/// `position`, spanning the text of its default value.
fn default_value(name: &Ident, position: usize, value: Expr) -> Stmt {
    let span = value.span;
    let expr = |kind| Expr { kind, span };
    let condition = expr(ExprKind::Binary {
        op: BinOp::Lt,
        lhs: Box::new(expr(ExprKind::Ident("nargin".to_string()))),
        rhs: Box::new(expr(ExprKind::Number(position as f64))),
    });
    let assign = Stmt {
        kind: StmtKind::Assign {
            targets: vec![LValue::Target {
                base: name.clone(),
                path: Vec::new(),
                span: name.span,
            }],
            value,
        },
        span,
        print: false,
    };
    Stmt {
        kind: StmtKind::If {
            clauses: vec![(condition, vec![assign])],
            else_body: None,
        },
        span,
        print: false,
    }
}
