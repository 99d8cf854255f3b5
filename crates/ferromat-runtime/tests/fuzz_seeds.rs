//! Replays every committed seed of the runtime's fuzz targets
//! (`fuzz/seeds/eval`, `fuzz/seeds/minmax_args`) through the targets' own
//! bodies in `ferromat_runtime::fuzzing`, with the fuzzing limits (step
//! budget, recursion limit, small array size limit). A panic or a caught
//! internal error fails the test with the seed's name. Its own test binary,
//! because the fuzzing array limit is process-wide.

use std::path::{Path, PathBuf};

use ferromat_runtime::fuzzing::{configure_fuzz_process, eval_target, fuzz_engine, minmax_target};
use ferromat_runtime::Engine;

fn seeds(target: &str, at_least: usize) -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/seeds")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .expect("the seed folder")
        .flatten()
        .map(|entry| entry.path())
        .collect();
    files.sort();
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
