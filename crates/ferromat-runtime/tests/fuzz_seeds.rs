//! Replays the seed corpora of the runtime's fuzz targets (the hand-written
//! `fuzz/seeds/minmax_args`; for `eval`, the repository's test scripts and
//! examples, read in place) through the targets' own
//! bodies in `ferromat_runtime::fuzzing`, with the fuzzing limits (step
//! budget, recursion limit, small array size limit). A panic or a caught
//! internal error fails the test with the seed's name. Its own test binary,
//! because the fuzzing array limit is process-wide.

use std::path::{Path, PathBuf};

use ferromat_runtime::fuzzing::{configure_fuzz_process, eval_target, fuzz_engine, minmax_target};
use ferromat_runtime::Engine;
use ferromat_syntax::fuzzing::corpus_files;

fn seeds(target: &str, at_least: usize) -> Vec<PathBuf> {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = if target == "eval" {
        corpus_files(&[
            crate_dir.join("../../tests"),
            crate_dir.join("../../examples"),
        ])
    } else {
        let folder = crate_dir.join("fuzz/seeds").join(target);
        let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
            .expect("the seed folder")
            .flatten()
            .map(|entry| entry.path())
            .collect();
        files.sort();
        files
    };
    assert!(
        files.len() >= at_least,
        "only {} {target} seeds",
        files.len()
    );
    files
}

fn replay(target: &str, at_least: usize, body: fn(&mut Engine, &[u8]) -> bool) {
    configure_fuzz_process();
    let mut engine = fuzz_engine();
    for path in seeds(target, at_least) {
        let bytes = std::fs::read(&path).expect("read a seed");
        let outcome =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body(&mut engine, &bytes)));
        assert!(
            matches!(outcome, Ok(true)),
            "{target} seed {} crashed (panic or internal error)",
            path.display()
        );
    }
}

#[test]
fn every_eval_seed_runs_without_internal_error() {
    replay("eval", 100, eval_target);
}

#[test]
fn every_minmax_seed_runs_without_internal_error() {
    replay("minmax_args", 30, minmax_target);
}
