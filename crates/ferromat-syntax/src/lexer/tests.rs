//! Unit tests of the lexer's context-sensitive decisions.

use super::token::{Keyword, TokenKind};
use super::tokenize;

fn kinds(source: &str) -> Vec<TokenKind> {
    tokenize(source)
        .into_iter()
        .map(|token| token.kind)
        .collect()
}

#[test]
fn quote_after_value_is_transpose() {
    use TokenKind::*;
    assert_eq!(kinds("a'"), vec![Ident, Quote, Eof]);
    assert_eq!(kinds("a''"), vec![Ident, Quote, Quote, Eof]);
    assert_eq!(kinds("x = 'str'")[2], Char("str".into()));
    assert_eq!(kinds("'it''s'")[0], Char("it's".into()));
    assert_eq!(kinds("a.'")[1], DotQuote);
    assert_eq!(kinds("x(end)'")[4], Quote);
}

#[test]
fn quote_after_blank_in_brackets_is_char() {
    use TokenKind::*;
    assert_eq!(
        kinds("[a' 'str']"),
        vec![LBracket, Ident, Quote, Char("str".into()), RBracket, Eof]
    );
    assert_eq!(kinds("(a ')")[2], Quote);
}

#[test]
fn strings_and_numbers() {
    use TokenKind::*;
    assert_eq!(kinds("\"say \"\"hi\"\"\"")[0], Str("say \"hi\"".into()));
    assert_eq!(
        kinds("3i + .5"),
        vec![Imaginary(3.0), Plus, Number(0.5), Eof]
    );
    assert_eq!(kinds("1./x"), vec![Number(1.0), DotSlash, Ident, Eof]);
}

#[test]
fn space_flags() {
    let tokens = tokenize("[1 -2]");
    assert!(tokens[2].space_before);
    assert!(!tokens[3].space_before);
}

#[test]
fn comments_and_continuations() {
    use TokenKind::*;
    assert_eq!(
        kinds("x = 1 + ... note\n 2 % tail\n"),
        vec![Ident, Assign, Number(1.0), Plus, Number(2.0), Newline, Eof]
    );
    assert_eq!(kinds("%{\nnot code\n%}\nx"), vec![Newline, Ident, Eof]);
    assert_eq!(kinds("a %{ inline\nb"), vec![Ident, Newline, Ident, Eof]);
    let nested = kinds("%{\n%{\n%}\nstill comment\n%}\ny");
    assert_eq!(nested, vec![Newline, Ident, Eof]);
}

#[test]
fn newline_in_parentheses_is_blank() {
    use TokenKind::*;
    assert_eq!(
        kinds("f(1,\n2)"),
        vec![Ident, LParen, Number(1.0), Comma, Number(2.0), RParen, Eof]
    );
    assert_eq!(kinds("[1\n2]")[2], Newline);
}

#[test]
fn command_syntax_only_at_statement_start() {
    let tokens = kinds("format long; x = 1, hold on\nclear a b");
    let commands: Vec<Vec<String>> = tokens
        .iter()
        .filter_map(|kind| match kind {
            TokenKind::Command { args, .. } => Some(args.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        commands,
        vec![
            vec!["long".to_string()],
            vec!["on".to_string()],
            vec!["a".to_string(), "b".to_string()]
        ]
    );
    assert!(!kinds("y = f x")
        .iter()
        .any(|kind| matches!(kind, TokenKind::Command { .. })));
}

#[test]
fn keywords_and_errors() {
    assert_eq!(kinds("end")[0], TokenKind::Keyword(Keyword::End));
    assert!(matches!(
        kinds("x = 'abc")[2],
        TokenKind::Error {
            incomplete: false,
            ..
        }
    ));
    assert!(matches!(
        kinds("x = 1 + ...")[4],
        TokenKind::Error {
            incomplete: true,
            ..
        }
    ));
    assert!(matches!(
        kinds("%{\nopen")[0],
        TokenKind::Error {
            incomplete: true,
            ..
        }
    ));
    assert!(matches!(kinds("x = é")[2], TokenKind::Error { .. }));
    assert!(matches!(kinds("x = 1 $")[3], TokenKind::Error { .. }));
}
