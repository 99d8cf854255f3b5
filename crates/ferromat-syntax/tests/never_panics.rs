//! Property test: `parse` never panics, on arbitrary text or on random
//! sequences of MATLAB-ish fragments, and every span it returns lies inside
//! the source.

use ferromat_syntax::{parse, Program, Span};
use proptest::prelude::*;

const FRAGMENTS: &[&str] = &[
    "x",
    "y1",
    "end",
    "if",
    "else",
    "elseif",
    "for",
    "while",
    "switch",
    "case",
    "otherwise",
    "try",
    "catch",
    "function",
    "return",
    "global",
    " ",
    "\t",
    "\n",
    "\r\n",
    ";",
    ",",
    "=",
    "==",
    "~=",
    "!=",
    "~",
    "!",
    "+",
    "-",
    "*",
    "/",
    "\\",
    "^",
    ".^",
    ".*",
    "./",
    ".\\",
    "'",
    ".'",
    "\"",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ".",
    ":",
    "@",
    "&",
    "&&",
    "|",
    "||",
    "<",
    "<=",
    ">",
    ">=",
    "%",
    "%{\n",
    "\n%}\n",
    "...",
    "...\n",
    "1",
    ".5",
    "1e3",
    "2i",
    "0x1F",
    "'a'",
    "\"s\"",
    "format long",
    "hold on",
    "é",
    "$",
    "1.",
    "@(x)",
    "s.a",
    "c{1}",
];

fn fragments() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(FRAGMENTS), 0..60).prop_map(|parts| parts.concat())
}

fn span_ok(span: Span, length: usize) -> bool {
    span.start <= span.end && (span.end as usize) <= length
}

fn spans_in_bounds(program: &Program, length: usize) -> bool {
    program.statements.iter().all(|s| span_ok(s.span, length))
        && program.functions.iter().all(|f| span_ok(f.span, length))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text_never_panics(source in "\\PC{0,80}") {
        match parse(&source) {
            Ok(program) => prop_assert!(spans_in_bounds(&program, source.len())),
            Err(error) => prop_assert!(span_ok(error.span, source.len())),
        }
    }

    #[test]
    fn matlab_fragments_never_panic(source in fragments()) {
        match parse(&source) {
            Ok(program) => prop_assert!(spans_in_bounds(&program, source.len())),
            Err(error) => {
                prop_assert!(span_ok(error.span, source.len()));
                let _ = error.render(&source, None);
                let _ = error.render(&source, Some("f.m"));
            }
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..120)) {
        let source = String::from_utf8_lossy(&bytes);
        let _ = parse(&source);
    }
}
