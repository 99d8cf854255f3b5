//! Replays every committed seed of the parser fuzz target
//! (`fuzz/seeds/parse`) through the target's own body, so `cargo test`
//! catches a parser panic on any of them without nightly or libFuzzer.

use ferromat_syntax::fuzzing::parse_target;

#[test]
fn every_parse_seed_parses_without_panic() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/parse");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .expect("the parse seed folder")
        .flatten()
        .map(|entry| entry.path())
        .collect();
    files.sort();
    assert!(files.len() >= 100, "only {} parse seeds", files.len());
    for path in &files {
        let bytes = std::fs::read(path).expect("read a seed");
        let outcome = std::panic::catch_unwind(|| parse_target(&bytes));
        assert!(outcome.is_ok(), "parse panicked on {}", path.display());
    }
}
