//! Replays the parser fuzz target's seed corpus through the target's own
//! body, so `cargo test` catches a parser panic on any of them without
//! nightly or libFuzzer. The corpus is read in place: the hand-written seeds
//! in `fuzz/seeds/parse`, the parser's test data, and the repository's test
//! scripts and examples (no copies of them are committed).

use std::path::{Path, PathBuf};

use ferromat_syntax::fuzzing::{corpus_files, parse_target};

#[test]
fn every_parse_seed_parses_without_panic() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let roots: Vec<PathBuf> = [
        "fuzz/seeds/parse",
        "test_data",
        "../../tests",
        "../../examples",
    ]
    .iter()
    .map(|root| crate_dir.join(root))
    .collect();
    let files = corpus_files(&roots);
    assert!(files.len() >= 300, "only {} parse seeds", files.len());
    for path in &files {
        let bytes = std::fs::read(path).expect("read a seed");
        let outcome = std::panic::catch_unwind(|| parse_target(&bytes));
        assert!(outcome.is_ok(), "parse panicked on {}", path.display());
    }
}
