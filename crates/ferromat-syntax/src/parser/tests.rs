//! Focused parser tests: spans, the incomplete flag, depth limits and
//! shapes that snapshot files show less directly.

use crate::ast::{Expr, ExprKind, LValue, Program, StmtKind};
use crate::dump::{dump, expr_text};
use crate::parse;
use crate::span::Span;

fn program(source: &str) -> Program {
    match parse(source) {
        Ok(program) => program,
        Err(error) => panic!("{}", error.render(source, None)),
    }
}

fn single_expr(source: &str) -> Expr {
    let program = program(source);
    match program.statements.into_iter().next().map(|s| s.kind) {
        Some(StmtKind::Expr(expr)) => expr,
        other => panic!("not an expression statement: {other:?}"),
    }
}

fn shape(source: &str) -> String {
    expr_text(&single_expr(source))
}

#[test]
fn precedence_shapes() {
    assert_eq!(shape("-2^2"), "(neg (^ 2 2))");
    assert_eq!(shape("2^-1"), "(^ 2 (neg 1))");
    assert_eq!(shape("a + b * c"), "(+ a (* b c))");
    assert_eq!(shape("a - b - c"), "(- (- a b) c)");
    assert_eq!(shape("1:n'"), "(range 1 (ctranspose n))");
    assert_eq!(shape("a:b:c"), "(range a b c)");
    assert_eq!(shape("~a == b"), "(== (not a) b)");
    assert_eq!(shape("a || b && c | d & e"), "(|| a (&& b (| c (& d e))))");
    assert_eq!(shape("-a'"), "(neg (ctranspose a))");
}

#[test]
fn literal_whitespace_rules() {
    assert_eq!(shape("[1 -2]"), "(matrix (1 (neg 2)))");
    assert_eq!(shape("[1 - 2]"), "(matrix ((- 1 2)))");
    assert_eq!(shape("[1 -2 + 3]"), "(matrix (1 (+ (neg 2) 3)))");
    assert_eq!(shape("[a (1)]"), "(matrix (a 1))");
    assert_eq!(shape("[f(1) 2]"), "(matrix ((call f 1) 2))");
    assert_eq!(shape("[f(a -1)]"), "(matrix ((call f (- a 1))))");
    assert_eq!(shape("[a' b']"), "(matrix ((ctranspose a) (ctranspose b)))");
}

#[test]
fn expression_spans() {
    let expr = single_expr("  foo(1, 2) + x'");
    assert_eq!(expr.span, Span::new(2, 16));
    let ExprKind::Binary { lhs, rhs, .. } = expr.kind else {
        panic!("not binary");
    };
    assert_eq!(lhs.span, Span::new(2, 11));
    assert_eq!(rhs.span, Span::new(14, 16));
    assert_eq!(single_expr("[1 2]").span, Span::new(0, 5));
    assert_eq!(single_expr("@(x) x + 1").span, Span::new(0, 10));
    assert_eq!(single_expr("(a)").span, Span::new(0, 3));
}

#[test]
fn statement_spans_exclude_terminator() {
    let program = program("x = 1;  y = 2 ,\nif a\n b\nend;");
    let spans: Vec<Span> = program.statements.iter().map(|s| s.span).collect();
    assert_eq!(
        spans,
        vec![Span::new(0, 5), Span::new(8, 13), Span::new(16, 27)]
    );
    let prints: Vec<bool> = program.statements.iter().map(|s| s.print).collect();
    assert_eq!(prints, vec![false, true, false]);
}

#[test]
fn lvalue_paths() {
    let program = program("s.a(2).b{3} = 1;");
    let Some(StmtKind::Assign { targets, .. }) = program.statements.first().map(|s| &s.kind) else {
        panic!("not an assignment");
    };
    let Some(LValue::Target { base, path, span }) = targets.first() else {
        panic!("no target");
    };
    assert_eq!(base.name, "s");
    assert_eq!(path.len(), 4);
    assert_eq!(*span, Span::new(0, 11));
}

fn incomplete(source: &str) -> bool {
    match parse(source) {
        Ok(_) => false,
        Err(error) => error.incomplete,
    }
}

#[test]
fn incomplete_flag() {
    for source in [
        "for i = 1:3",
        "if x\n y = 1;",
        "while true\n",
        "switch x\n case 1",
        "try\n x",
        "x = [1 2",
        "f(1,",
        "c = {1,\n",
        "x = 1 + ...",
        "x = 1 + ...\n",
        "%{\ncomment",
        "x = 1;\nfunction f\n if x\n",
        "function f(a,",
        "g = @(x",
        "[a, b",
        "s.(",
    ] {
        assert!(incomplete(source), "should be incomplete: {source:?}");
    }
    for source in ["x = 1 +", "x = [1 2)", "end", "x = 'abc", "x = $"] {
        assert!(!incomplete(source), "should not be incomplete: {source:?}");
        assert!(parse(source).is_err(), "should fail: {source:?}");
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("-", ""), ("@()", "")] {
        let source = format!("x = {}1{}", open.repeat(5000), close.repeat(5000));
        let error = parse(&source).err().map(|e| e.message);
        assert!(
            error
                .as_deref()
                .is_some_and(|m| m.contains("nesting too deep")),
            "{open}: {error:?}"
        );
    }
    let blocks = "if x\n".repeat(5000);
    assert!(parse(&blocks).is_err());
    let moderate = format!("x = {}1{}", "(".repeat(120), ")".repeat(120));
    assert!(parse(&moderate).is_ok());
}

#[test]
fn long_line_parses() {
    let line = format!("x = [{}];", "1 ".repeat(500_000));
    let program = program(&line);
    assert_eq!(program.statements.len(), 1);
    let sum = format!("y = {}1;", "1 + ".repeat(1000));
    assert!(parse(&sum).is_ok());
    for chain in ["+1", "'", "(1)", ".a", "^2", "{1}"] {
        let source = format!("y = x{};", chain.repeat(5_000));
        let error = parse(&source).err().map(|e| e.message);
        assert!(
            error
                .as_deref()
                .is_some_and(|m| m.contains("nesting too deep")),
            "{chain}: {error:?}"
        );
    }
    let nested_chains = format!("y = {}1{};", "(1+1+1+1+1+".repeat(250), ")".repeat(250));
    assert!(parse(&nested_chains).is_err());
}

#[test]
fn function_file_and_script() {
    let file = program("function y = f(x)\ny = x;\nend\n");
    assert!(file.is_function_file());
    let script = program("x = 1;\nfunction f\nend\n");
    assert!(!script.is_function_file());
    assert_eq!(script.functions.len(), 1);
}

#[test]
fn nested_functions_need_end_and_keep_later_statements() {
    let file = program(
        "function r = outer(x)\n  t = 0;\n  add(x);\n  function add(v)\n    t = t + v;\n  end\n  r = t;\nend\nfunction s = other\ns = 1;\nend\n",
    );
    assert_eq!(file.functions.len(), 2);
    let outer = &file.functions[0];
    assert_eq!(outer.nested.len(), 1);
    assert_eq!(outer.nested[0].name.name, "add");
    assert_eq!(
        outer.body.len(),
        3,
        "statements after the nested function stay in the parent"
    );
    // Without `end`s, a second `function` is a sibling, however many there are.
    let flat = program(&"function a\nx = 1;\n".repeat(300));
    assert_eq!(flat.functions.len(), 300);
    assert!(flat.functions.iter().all(|f| f.nested.is_empty()));
    // A nested function must be closed, and so must its parent.
    assert!(parse("function a\nfunction b\nx = 1;\nend\n").is_err());
}

#[test]
fn ten_thousand_lines_parse() {
    let chunk = "for i = 1:10\n  x(i) = sin(i) * 2 + [1 2 3](1);\n  s.a{end+1} = 'text';\nend\n";
    let source = chunk.repeat(2500);
    let parsed = program(&source);
    assert_eq!(parsed.statements.len(), 2500);
}

#[test]
fn dump_is_stable() {
    let text = dump(&program("x = [1 -2];"));
    assert_eq!(text, "@0..10 (assign (x) (matrix (1 (neg 2))));\n");
}

#[test]
fn common_forms_parse() {
    for source in [
        "if(x)\ny\nend",
        "while(x < 3) x = x + 1; end",
        "for(i=1:3) disp(i); end",
        "switch(x)\ncase 1\nend",
        "function[a,b]=f(x)\na=x;b=x;\nend",
        "x=[1,2,3];y=x';",
        "disp(['a' num2str(1)])",
        "a = b.c{1}.d(2:end)",
        "x(:)'*y(:)",
        "z = 1e5i + .5e-2",
        "x.^.5 + a*.5 + a.*.5 + a./.5",
        "r = 1:.5:2",
        "c = {}; c{1}{2} = 3;",
        "s = struct('a', {1, 2});",
        "f = @(x) x(end);",
        "x(end).y(end) = 1;",
        "x = [1 2\n%{\n3\n%}\n4];",
        "x = 1 % see ... here\ny = 2",
        "fprintf('%d %s\\n', 1, 'a');",
        "if a && ~b || c, end",
        "A(2, :) = A(2, :) .* 2;",
        "[q, r] = deal(x{:});",
        "y = x(2:end-1)';",
        "m = [1 2; 3 4]^-1;",
        "t = ~isempty(x) & all(x > 0);",
    ] {
        if let Err(error) = parse(source) {
            panic!("{source:?}:\n{}", error.render(source, None));
        }
    }
}

#[test]
fn octave_block_words_close_blocks_only_as_whole_statements() {
    let text = dump(&program(
        "if a\n  b\nendif\nwhile c, d, endwhile\nfor k = 1:2\nendfor",
    ));
    assert_eq!(text.matches("(if").count(), 1, "{text}");
    assert_eq!(text.matches("(while").count(), 1, "{text}");
    assert_eq!(text.matches("(for").count(), 1, "{text}");
    // As a variable name `endif` stays an identifier.
    let text = dump(&program("endif = 3\ny = endif + 1"));
    assert!(text.contains("endif"), "{text}");
}

#[test]
fn hash_comments_and_compound_assignment() {
    let text = dump(&program("x = 1; # note\n#{\nblock\n#}\nx += 2 * y"));
    assert!(!text.contains("note") && !text.contains("block"), "{text}");
    assert!(text.contains("(+ x (* 2 y))"), "{text}");
    assert!(parse("(x) += 1").is_err());
    assert!(parse("3 += 1").is_err());
}

#[test]
fn unwind_protect_has_a_body_and_a_cleanup() {
    let text = dump(&program(
        "unwind_protect\n  a = 1;\nunwind_protect_cleanup\n  b = 2;\nend_unwind_protect",
    ));
    assert!(
        text.contains("(unwind_protect") && text.contains("cleanup"),
        "{text}"
    );
}

#[test]
fn octave_initial_values_of_declarations_and_inputs() {
    let text = dump(&program("persistent n = 0 m\nglobal G = 2 * k"));
    assert!(text.contains("(persistent n=0 m)"), "{text}");
    assert!(text.contains("(global G=(* 2 k))"), "{text}");
    // A default input becomes `if nargin < position, name = value; end`
    // at the top of the body.
    let text = dump(&program("function y = f(a, b = 3)\n  y = a + b;\nend"));
    assert!(text.contains("(< nargin 2)"), "{text}");
    assert!(
        text.find("nargin").unwrap() < text.find("(+ a b)").unwrap(),
        "{text}"
    );
    assert!(parse("function f(a, b = )\nend").is_err());
    assert!(parse("global = 3").is_err());
}

#[test]
fn octave_increment_statements() {
    let text = dump(&program("n++\nm--;\nk++ % note"));
    assert!(text.contains("(+ n 1)"), "{text}");
    assert!(text.contains("(- m 1)"), "{text}");
    assert!(text.contains("(+ k 1)"), "{text}");
    // Not at the end of a statement, `++` is two operators.
    let text = dump(&program("y = a ++b"));
    assert!(text.contains("(+ a (uplus b))"), "{text}");
    assert!(parse("3++").is_err());
}
