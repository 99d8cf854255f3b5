//! Hostile input against the real `ferromat` binary: random bytes,
//! unterminated strings and blocks, 1 MB lines, deep nesting, `max` with
//! every wrong argument type, huge allocations and runaway recursion. Each
//! must end with exit status 1 and an error on stderr, never a signal and
//! never a Rust panic message. Kept to a few seconds: CI has 2 cores.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `bytes` as a script file, removed again afterwards (the name
/// carries the process id, so parallel test binaries do not collide).
fn run_file(name: &str, bytes: &[u8]) -> Output {
    let path: PathBuf =
        std::env::temp_dir().join(format!("ferromat-hostile-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).expect("write script");
    let output = Command::new(env!("CARGO_BIN_EXE_ferromat"))
        .arg(&path)
        .output()
        .expect("run ferromat");
    std::fs::remove_file(&path).ok();
    output
}

fn run_code(code: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ferromat"))
        .args(["-e", code])
        .output()
        .expect("run ferromat")
}

/// No signal, no panic text; an error (non-empty stderr) means status 1.
fn assert_survived(what: &str, output: &Output) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.code().is_some(),
        "{what}: killed by a signal ({:?}); stderr: {stderr}",
        output.status
    );
    assert!(
        !stderr.contains("panicked at") && !stderr.contains("RUST_BACKTRACE"),
        "{what}: panic message on stderr: {stderr}"
    );
    assert!(!stderr.contains("Internal error"), "{what}: {stderr}");
    if !stderr.trim().is_empty() {
        assert_eq!(output.status.code(), Some(1), "{what}: stderr {stderr}");
    }
}

/// The input must fail cleanly: status 1 and an error message.
fn assert_clean_error(what: &str, output: &Output) {
    assert_survived(what, output);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{what}: stderr {stderr}");
    assert!(!stderr.trim().is_empty(), "{what}: no error message");
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn random_bytes() {
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    let alphabet = b"()[]{}'\"%.;,=+-*/\\^~&|<>@:!#\n\t 0123456789abcdefxyzendifforwhile";
    for case in 0..24 {
        let length = (random.next() % 400) as usize;
        let bytes: Vec<u8> = (0..length)
            .map(|_| {
                let r = random.next();
                if case % 3 == 0 {
                    r as u8
                } else {
                    alphabet[(r % alphabet.len() as u64) as usize]
                }
            })
            .collect();
        let output = run_file(&format!("random_{case}.m"), &bytes);
        assert_survived(&format!("random case {case}: {bytes:?}"), &output);
    }
}

#[test]
fn malformed_source() {
    let cases: &[(&str, &str)] = &[
        ("unterminated char", "x = 'abc"),
        ("unterminated string", "x = \"abc"),
        ("unterminated if", "if true\n x = 1;"),
        ("unterminated for", "for k = 1:3\n"),
        ("unterminated function", "function f()\n x = 1;\n if x"),
        ("unterminated bracket", "x = [1 2"),
        ("unterminated cell", "x = {1, 'a'"),
        ("unterminated block comment", "%{\nx = 1;"),
        ("stray end", "end"),
        ("bad operator", "x = 1 +* 2"),
        ("invalid utf8", "x = '\u{fffd}\u{fffd}"),
    ];
    for (what, code) in cases {
        assert_clean_error(what, &run_file("malformed.m", code.as_bytes()));
    }
    let invalid = run_file("invalid_utf8.m", b"x = '\xff\xfe\x00';\nmax(x)\n");
    assert_survived("invalid utf8 bytes", &invalid);
}

#[test]
fn huge_lines_and_deep_nesting() {
    let long_line = format!("x = [{}];\ndisp(numel(x))\n", "1 ".repeat(500_000));
    let output = run_file("long_line.m", long_line.as_bytes());
    assert_survived("1 MB line", &output);
    assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), "500000");
    let long_error = format!("x = {};", "+".repeat(1 << 20));
    assert_clean_error(
        "1 MB line of operators",
        &run_file("long_ops.m", long_error.as_bytes()),
    );
    let long_string = format!("x = '{}", "a".repeat(1 << 20));
    assert_clean_error(
        "1 MB unterminated",
        &run_file("long_str.m", long_string.as_bytes()),
    );
    for (open, close) in [
        ("(", ")"),
        ("[", "]"),
        ("{", "}"),
        ("-", ""),
        ("if 1\n", "end\n"),
    ] {
        let nested = format!("x = {}1{};", open.repeat(100_000), close.repeat(100_000));
        let what = format!("100000 nested {open:?}");
        assert_clean_error(&what, &run_file("nested.m", nested.as_bytes()));
    }
}

#[test]
fn max_with_wrong_arguments() {
    let cases = [
        "max({1, 2})",
        "max(struct('a', 1))",
        "max(@sin)",
        "max([1 2], {3})",
        "max([1 2], struct('a', 1))",
        "max(@sin, 1)",
        "max([1 2], [], {1})",
        "max([1 2], [], 1 + 2i)",
        "max([1 2], [], NaN)",
        "max([1 2], [], Inf)",
        "max([1 2], [], -1)",
        "max([1 2], [], 0.5)",
        "max([1 2], [], [1 1])",
        "max([1 2], [], 'bogus')",
        "max([1 2], [], 2, 'omitnan', 'includenan', 'x')",
        "max([1 2], [], 'ComparisonMethod')",
        "max([1 2], [], 'ComparisonMethod', 'sideways')",
        "max([1 2], [], 'ComparisonMethod', 5)",
        "max([1 2 3], [1 2])",
        "max(1:1e5, (1:1e5)')",
        "max()",
        "max(1, 2, 3, 4, 5, 6, 7)",
        "[a, b, c] = max([1 2])",
        "max(\"text\", {1})",
        "max([1 2], [], 'linear', 'linear', 'linear')",
        "max(int8(1), int16(2))",
    ];
    for code in cases {
        assert_clean_error(code, &run_code(code));
    }
}

/// Inputs found by fuzzing (docs/fuzzing.md): huge printf fields once
/// asked for hundreds of gigabytes, widths past 65535 panicked in Rust's
/// formatter, and huge indices overflowed extents.
#[test]
fn fuzz_found() {
    let failing = [
        "u = sprintf('%0333333333333.5g', 1/eps)",
        "sprintf('%*d', 1e15, 3)",
        "fprintf('%.999999999999f', 1)",
        "x = 1:3; x(2^60) = 1",
        "x = 1:3; x(2^60)",
        "x = 1:Inf",
    ];
    for code in failing {
        assert_clean_error(code, &run_code(code));
    }
    let succeeding = [
        "t = sprintf('%70000d', 5); disp(numel(t))",
        "t = sprintf('%.70000g', 0.1); disp(numel(t))",
        "s = [string(repmat('a', 1, 70000)); \"b\"]",
        "c = {repmat('a', 1, 70000), 1}",
        "x = num2str([1 2; 3 4], 70000)",
        "for k = 1:Inf, if k > 3, break, end, end, disp(k)",
        "for k = 1:1e15, if k > 3, break, end, end, disp(k)",
    ];
    for code in succeeding {
        let output = run_code(code);
        assert_survived(code, &output);
        assert_eq!(output.status.code(), Some(0), "{code}");
    }
}

#[test]
fn limits() {
    let cases = [
        "zeros(1e6, 1e6)",
        "ones(1e5, 1e5, 1e5)",
        "x = 1; x(1e6, 1e6) = 1",
        "x = 5; x(1e20) = 1",
        "x = 5; x(2^62, 29^62) = 1",
        "x = 5; x(uint64(18446744073709551615)) = 1",
        "x = 5; y = x(1e300)",
        "z = 1:5; z() = []; error('after')",
        "x = 1:1e15",
        "repmat([1 2], 1e8, 1e8)",
        "reshape(1:6, 1e10, [])",
        "rand(1e6, 1e6)",
        "cell(1e6, 1e6)",
        "linspace(0, 1, 1e15)",
        "zeros(2^62, 2^62)",
        "f = @(g, n) g(g, n + 1); f(f, 1)",
        "set(0, 'RecursionLimit', 10); r = @(g) g(g); r(r)",
    ];
    for code in cases {
        assert_clean_error(code, &run_code(code));
    }
    let recursive = "r = down(1);\nfunction r = down(n)\nr = down(n + 1);\nend\n";
    let output = run_file("runaway.m", recursive.as_bytes());
    assert_clean_error("runaway recursion", &output);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("Maximum recursion limit of 500 reached."),
        "{stderr}"
    );
}
