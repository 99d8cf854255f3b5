//! Snapshot tests over file pairs: every `test_data/parser/ok/*.m` must parse
//! and match its `.ast` dump; every `test_data/parser/err/*.m` must fail
//! with the rendered error in its `.err`. `UPDATE_EXPECT=1` rewrites the
//! snapshots instead of comparing.

use ferromat_syntax::{dump::dump, parse};
use std::fs;
use std::path::{Path, PathBuf};

fn cases(kind: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("test_data/parser")
        .join(kind);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", dir.display()))
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "m"))
        .collect();
    files.sort();
    files
}

/// Compares or (with UPDATE_EXPECT=1) rewrites; returns a failure note.
fn check(path: &Path, extension: &str, actual: &str) -> Option<String> {
    let expected_path = path.with_extension(extension);
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        fs::write(&expected_path, actual).expect("write snapshot");
        return None;
    }
    let expected = fs::read_to_string(&expected_path).unwrap_or_default();
    (expected != actual).then(|| {
        format!(
            "{}: snapshot differs\n--- expected\n{expected}\n--- actual\n{actual}",
            expected_path.display()
        )
    })
}

fn source_of(path: &Path) -> String {
    fs::read_to_string(path).expect("read test source")
}

#[test]
fn ok_cases_parse_and_match_snapshots() {
    let files = cases("ok");
    assert!(files.len() >= 60, "only {} ok cases", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let source = source_of(path);
        match parse(&source) {
            Ok(program) => failures.extend(check(path, "ast", &dump(&program))),
            Err(error) => failures.push(format!(
                "{}: unexpected error\n{}",
                path.display(),
                error.render(&source, None)
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn err_cases_fail_with_expected_text() {
    let files = cases("err");
    assert!(files.len() >= 15, "only {} err cases", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let source = source_of(path);
        match parse(&source) {
            Ok(program) => failures.push(format!(
                "{}: parsed but should fail\n{}",
                path.display(),
                dump(&program)
            )),
            Err(error) => {
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
                let text = format!(
                    "{}\n\n{}\n\nincomplete: {}\n",
                    error.render(&source, Some(name)),
                    error.render(&source, None),
                    error.incomplete
                );
                failures.extend(check(path, "err", &text));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
