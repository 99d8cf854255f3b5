//! Runs every `tests/**/<name>.m` script of the repository and compares
//! what it prints with `<name>.out` beside it (and, for a script that ends
//! in an uncaught error, the error report with `<name>.err`). The expected
//! files are written from MATLAB's documented behaviour, never generated
//! from ferromat's own output.

use std::path::Path;

use ferromat_runtime::display::render_error;
use ferromat_runtime::Engine;

fn run_script(path: &Path) -> datatest_stable::Result<()> {
    let expected_out = std::fs::read_to_string(path.with_extension("out"))
        .map_err(|e| format!("{}: no expected output: {e}", path.display()))?;
    let expected_err = std::fs::read_to_string(path.with_extension("err")).unwrap_or_default();
    let mut engine = Engine::new();
    engine.capture_output();
    if let Some(folder) = path.parent() {
        engine.add_path(folder.canonicalize()?);
    }
    // Each script starts in an empty folder of its own, so the files it
    // writes (save, writematrix, ...) never land in the source tree and
    // scripts running in parallel never see each other's files.
    let scratch = scratch_folder(path)?;
    engine.interpreter().current_folder = scratch.clone();
    let result = engine.run_file(path);
    let _ = std::fs::remove_dir_all(&scratch);
    let out = engine.take_output();
    let err = result.err().map(|e| render_error(&e)).unwrap_or_default();
    let mut problems = String::new();
    if out != expected_out {
        problems.push_str(&first_difference("stdout", &expected_out, &out));
    }
    if err != expected_err {
        problems.push_str(&first_difference("stderr", &expected_err, &err));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.into())
    }
}

/// A new empty folder for one script's files, unique to this process and script.
fn scratch_folder(script: &Path) -> std::io::Result<std::path::PathBuf> {
    let name: String = script
        .to_string_lossy()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let folder =
        std::env::temp_dir().join(format!("ferromat-script-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder)?;
    Ok(folder)
}

/// The first differing line of `expected` and `actual`, with context.
fn first_difference(stream: &str, expected: &str, actual: &str) -> String {
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
        "{stream} differs at line {}:\n expected:\n{} actual:\n{}",
        line + 1,
        window(&expected_lines),
        window(&actual_lines)
    )
}

datatest_stable::harness! {
    { test = run_script, root = "../../tests", pattern = r"^([^_/]*/)*[^/]*\.m$" },
}
