//! The non-interactive command line: `ferromat FILE.m`, `-e CODE`, a script
//! on standard input, `--path`, `--version`, `--help`, and the exit status
//! (0 on success, 1 on an uncaught error, `n` after `exit(n)`).

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn ferromat() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ferromat"));
    command.env("NO_COLOR", "1");
    command
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A scratch folder, removed when the test ends.
struct TempDir(PathBuf);

impl TempDir {
    fn new(test: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!("ferromat-cli-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("create a temporary folder");
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn run_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = ferromat()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start ferromat");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write the script");
    child.wait_with_output().expect("wait for ferromat")
}

#[test]
fn a_failing_script_exits_with_1_and_reports_on_stderr() {
    let dir = TempDir::new("fail");
    let script = dir.0.join("failing.m");
    std::fs::write(&script, "x = 1;\nno_such_function_xyz(2)\n").unwrap();
    let output = ferromat().arg(&script).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains("Unrecognized function or variable 'no_such_function_xyz'."),
        "{stderr}"
    );
    assert!(
        !stderr.contains('\x1b'),
        "no colour off a terminal: {stderr:?}"
    );
}

#[test]
fn a_succeeding_script_exits_with_0() {
    let dir = TempDir::new("ok");
    let script = dir.0.join("fine.m");
    std::fs::write(&script, "x = 1;\nwhich x\n").unwrap();
    let output = ferromat().arg(&script).output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "x is a variable.\n");
}

#[test]
fn eval_option_runs_code() {
    let output = ferromat().args(["-e", "y = 2; which y"]).output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(text(&output.stdout), "y is a variable.\n");
    let output = ferromat().args(["-e", "exit(7)"]).output().unwrap();
    assert_eq!(output.status.code(), Some(7));
    let output = ferromat()
        .args(["--eval", "undefined_thing + 1"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("'undefined_thing'"));
}

#[test]
fn a_script_on_standard_input_runs_whole() {
    let output = run_with_stdin(&[], "for i = 1:3\n  last = i;\nend\nwhich last\n");
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "last is a variable.\n");
    let output = run_with_stdin(&[], "a = 1;\nmissing_fn_q(a)\n");
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("missing_fn_q"));
}

#[test]
fn path_option_makes_functions_callable() {
    let first = TempDir::new("path-a");
    let second = TempDir::new("path-b");
    std::fs::write(first.0.join("helper_one.m"), "function helper_one\nend\n").unwrap();
    std::fs::write(second.0.join("helper_two.m"), "function helper_two\nend\n").unwrap();
    let output = ferromat()
        .arg("--path")
        .arg(&first.0)
        .arg("--path")
        .arg(&second.0)
        .args(["-e", "helper_one; helper_two; which helper_two"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(text(&output.stdout).ends_with("helper_two.m\n"));
}

#[test]
fn version_and_help() {
    let output = ferromat().arg("--version").output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        text(&output.stdout),
        format!("ferromat {}\n", env!("CARGO_PKG_VERSION"))
    );
    let output = ferromat().arg("--help").output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let help = text(&output.stdout);
    for option in ["--eval", "--path", "--version", "[FILE]"] {
        assert!(help.contains(option), "{option} missing from:\n{help}");
    }
}

#[test]
fn help_and_who_work_from_the_command_line() {
    // The summary line, then the reference page `who.md`.
    let output = ferromat().args(["-e", "help whos"]).output().unwrap();
    let help = text(&output.stdout);
    assert!(
        help.starts_with(
            " whos - List variables in the workspace, with sizes and types\n\n  who, whos\n"
        ),
        "{help}"
    );
    let output = ferromat()
        .args(["-e", "a = 1; b = 2; who"])
        .output()
        .unwrap();
    assert_eq!(text(&output.stdout), "\nYour variables are:\n\na  b  \n\n");
}

#[test]
fn help_min_shows_the_shared_max_min_page() {
    let max = text(&ferromat().args(["-e", "help max"]).output().unwrap().stdout);
    let min = text(&ferromat().args(["-e", "help min"]).output().unwrap().stdout);
    assert!(min.contains("'ComparisonMethod'"), "{min}");
    // The same page body under each name's own summary line.
    let body = |help: &str| help.split_once('\n').map(|(_, rest)| rest.to_string());
    assert_eq!(body(&max), body(&min));
}
