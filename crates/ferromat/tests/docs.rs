//! Runs the examples of the user documentation so that the docs cannot
//! drift from what ferromat prints. Every ` ```matlab ` block of
//! `docs/**/*.md` is a session: lines starting with `>> ` are input (a line
//! starting with `.. ` continues the previous input line), every other line
//! is the expected output, byte for byte. Each block runs in a fresh
//! `Engine`; an input that errors prints its rendered error into the same
//! stream and the block goes on. Blocks fenced ` ```matlab-norun ` are
//! skipped. The same holds for the README. Also runs every `examples/*.m` script and requires it to finish
//! without an error. Expected outputs are written from MATLAB's documented
//! behaviour, never generated from ferromat's own output.

use std::path::Path;

use ferromat_runtime::display::render_error;
use ferromat_runtime::Engine;

/// One ` ```matlab ` block: its inputs and its expected output.
#[derive(Debug, PartialEq)]
struct Session {
    /// 1-based line of the opening fence in the markdown file.
    line: usize,
    inputs: Vec<String>,
    expected: String,
}

const INPUT_PROMPT: &str = ">> ";
const CONTINUATION_PROMPT: &str = ".. ";

/// Every runnable session of a markdown text, in order. An unclosed block
/// is an error, so a typo in a fence cannot silently disable examples.
fn sessions(markdown: &str) -> Result<Vec<Session>, String> {
    let mut found = Vec::new();
    let mut current: Option<Session> = None;
    let mut skipping = false;
    for (index, line) in markdown.lines().enumerate() {
        let fence = line.trim_start().strip_prefix("```");
        match (&mut current, fence) {
            (None, Some(info)) if !skipping => match info.trim() {
                "matlab" => {
                    current = Some(Session {
                        line: index + 1,
                        inputs: Vec::new(),
                        expected: String::new(),
                    })
                }
                _ => skipping = true,
            },
            (None, Some(_)) => skipping = false,
            (None, None) => {}
            (Some(_), Some(_)) => found.extend(current.take()),
            (Some(session), None) => {
                if let Some(input) = line.strip_prefix(INPUT_PROMPT) {
                    session.inputs.push(input.to_string());
                } else if let Some(rest) = line.strip_prefix(CONTINUATION_PROMPT) {
                    let Some(last) = session.inputs.last_mut() else {
                        return Err(format!("line {}: '.. ' before any '>> '", index + 1));
                    };
                    last.push('\n');
                    last.push_str(rest);
                } else {
                    session.expected.push_str(line);
                    session.expected.push('\n');
                }
            }
        }
    }
    match current {
        Some(session) => Err(format!("line {}: unclosed ```matlab block", session.line)),
        None => Ok(found),
    }
}

/// What a fresh engine prints for the session's inputs, errors included.
fn run_session(session: &Session) -> String {
    let mut engine = Engine::new();
    engine.capture_output();
    // Examples that write files (save, writematrix) write them into an
    // empty folder of their own, removed afterwards, never the source tree.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let scratch = std::env::temp_dir().join(format!("ferromat-docs-{}-{n}", std::process::id()));
    let scratch_made = std::fs::create_dir_all(&scratch).is_ok();
    if scratch_made {
        engine.interpreter().current_folder = scratch.clone();
    }
    let mut printed = String::new();
    for input in &session.inputs {
        let result = engine.eval(input);
        printed.push_str(&engine.take_output());
        if let Err(error) = result {
            printed.push_str(&render_error(&error));
        }
    }
    if scratch_made {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    printed
}

fn check_markdown(path: &Path) -> datatest_stable::Result<()> {
    let markdown = std::fs::read_to_string(path)?;
    let sessions = sessions(&markdown).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut problems = String::new();
    for session in &sessions {
        let actual = run_session(session);
        let expected = session.expected.trim_end_matches('\n');
        if actual.trim_end_matches('\n') != expected {
            problems.push_str(&format!(
                "{}:{}: the block's output differs.\n{}\n",
                path.display(),
                session.line,
                first_difference(expected, actual.trim_end_matches('\n'))
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.into())
    }
}

/// An example script must run to the end without an error.
fn check_example_script(path: &Path) -> datatest_stable::Result<()> {
    let mut engine = Engine::new();
    engine.capture_output();
    match engine.run_file(path) {
        Ok(()) => Ok(()),
        Err(error) => Err(format!("{}:\n{}", path.display(), render_error(&error)).into()),
    }
}

/// The first differing line of `expected` and `actual`, with context.
fn first_difference(expected: &str, actual: &str) -> String {
    let expected_lines: Vec<&str> = expected.split('\n').collect();
    let actual_lines: Vec<&str> = actual.split('\n').collect();
    let line = expected_lines
        .iter()
        .zip(&actual_lines)
        .position(|(e, a)| e != a)
        .unwrap_or(expected_lines.len().min(actual_lines.len()));
    let window = |lines: &[&str]| {
        lines
            .iter()
            .enumerate()
            .skip(line.saturating_sub(3))
            .take(7)
            .map(|(i, l)| format!("  {:>4}| {l:?}\n", i + 1))
            .collect::<String>()
    };
    format!(
        " output line {}:\n expected:\n{} actual:\n{}",
        line + 1,
        window(&expected_lines),
        window(&actual_lines)
    )
}

/// The sessions of the repository's README.md (run as one more "file",
/// because the harness would otherwise walk the whole repository).
fn check_readme(_: &Path) -> datatest_stable::Result<()> {
    check_markdown(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"))
}

/// The runner's own parser, checked on a fixed text (run as one more
/// "file" so it needs no second harness).
fn check_parser(_: &Path) -> datatest_stable::Result<()> {
    let text = "intro\n```matlab\n>> x = 1\n\nx =\n\n     1\n\n>> if x\n.. y = 2\n.. end\n```\n\
                ```matlab-norun\n>> rand\n```\n```sh\n>> not matlab\n```\n";
    let parsed = sessions(text)?;
    let wanted = vec![Session {
        line: 2,
        inputs: vec!["x = 1".to_string(), "if x\ny = 2\nend".to_string()],
        expected: "\nx =\n\n     1\n\n".to_string(),
    }];
    if parsed != wanted {
        return Err(format!("parsed {parsed:?}").into());
    }
    if sessions("```matlab\n>> x\n").is_ok() {
        return Err("an unclosed block was accepted".into());
    }
    if sessions("```matlab\n.. x\n```\n").is_ok() {
        return Err("a continuation without input was accepted".into());
    }
    Ok(())
}

datatest_stable::harness! {
    { test = check_markdown, root = "../../docs", pattern = r"^.*\.md$" },
    { test = check_example_script, root = "../../examples", pattern = r"^.*\.m$" },
    { test = check_parser, root = "tests", pattern = r"^docs\.rs$" },
    { test = check_readme, root = "tests", pattern = r"^docs\.rs$" },
}
