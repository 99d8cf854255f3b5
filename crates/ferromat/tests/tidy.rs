//! Tidy checks over the workspace's own Rust sources: every `.rs` file opens
//! with a `//!` doc saying what it is for, and no file passes 600 lines
//! outside its tests (the lines before a trailing `#[cfg(test)]` module).
//! Test code (`tests/` and `benches/` folders, `tests.rs` modules) has no
//! line cap. It reads files only; it must not change them.

use std::path::{Path, PathBuf};

/// The most lines a source file may have outside its tests.
const MAX_LINES: usize = 600;

fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if path.is_dir() {
            // Build output and fuzzing corpora are not sources.
            if name != "target" && name != "corpus" && name != "artifacts" {
                rust_files(&path, files);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

fn workspace_sources() -> Vec<PathBuf> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    rust_files(&crates, &mut files);
    files.sort();
    assert!(files.len() > 100, "found only {} sources", files.len());
    files
}

fn is_test_code(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == "tests.rs")
        || path
            .components()
            .any(|c| c.as_os_str() == "tests" || c.as_os_str() == "benches")
}

/// Lines before the first top-level `#[cfg(test)]`.
fn lines_outside_tests(text: &str) -> usize {
    text.lines()
        .take_while(|line| !line.starts_with("#[cfg(test)]"))
        .count()
}

#[test]
fn every_source_file_has_a_module_doc() {
    let missing: Vec<String> = workspace_sources()
        .into_iter()
        .filter(|path| {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            !text.trim_start().starts_with("//!")
        })
        .map(|path| path.display().to_string())
        .collect();
    assert!(missing.is_empty(), "files without a //! doc: {missing:#?}");
}

#[test]
fn no_source_file_passes_the_line_cap() {
    let long: Vec<String> = workspace_sources()
        .into_iter()
        .filter(|path| !is_test_code(path))
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            let lines = lines_outside_tests(&text);
            (lines > MAX_LINES).then(|| format!("{} ({lines} lines)", path.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "files over {MAX_LINES} lines outside tests: {long:#?}"
    );
}

#[test]
fn the_counter_stops_at_the_test_module() {
    let text = "//! doc\nfn a() {}\n#[cfg(test)]\nmod tests {\n}\n";
    assert_eq!(lines_outside_tests(text), 2);
    assert!(is_test_code(Path::new("crates/x/tests/data.rs")));
    assert!(!is_test_code(Path::new("crates/x/src/lib.rs")));
}
