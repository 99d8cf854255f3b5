//! The parser fuzz target's body, shared by the cargo-fuzz target in
//! `crates/ferromat-syntax/fuzz/` (nightly, libFuzzer), the stable driver
//! `crates/ferromat/examples/fuzz_drive.rs` and the seed replay test
//! `tests/fuzz_seeds.rs`. It must not catch panics: a panic is the crash
//! the callers look for.

/// Parses `bytes` (when they are UTF-8) and renders any parse error, with
/// and without a file name. Nothing here may panic, whatever the bytes.
pub fn parse_target(bytes: &[u8]) {
    let Ok(source) = std::str::from_utf8(bytes) else {
        return;
    };
    if let Err(error) = crate::parse(source) {
        let _ = error.render(source, None);
        let _ = error.render(source, Some("fuzz.m"));
    }
}

/// Every `.m` file under `roots` (folders searched recursively), sorted: the seed corpus of the fuzz targets is the
/// project's own test scripts, examples and parser test data read in place,
/// plus the few hand-written seeds committed beside the targets.
pub fn corpus_files(roots: &[std::path::PathBuf]) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let mut pending: Vec<std::path::PathBuf> = roots.to_vec();
    while let Some(path) = pending.pop() {
        match std::fs::read_dir(&path) {
            Ok(entries) => pending.extend(entries.flatten().map(|entry| entry.path())),
            Err(_) if path.extension().is_some_and(|e| e == "m") => files.push(path),
            Err(_) => {}
        }
    }
    files.sort();
    files
}
