//! cargo-fuzz target: whole-program evaluation with a step budget (so
//! loops end) and captured output. A caught internal error is a crash.
#![no_main]

use std::cell::RefCell;

use ferromat_runtime::fuzzing::{configure_fuzz_process, eval_target, fuzz_engine};
use ferromat_runtime::Engine;
use libfuzzer_sys::fuzz_target;

thread_local! {
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

fuzz_target!(|data: &[u8]| {
    ENGINE.with(|cell| {
        let mut slot = cell.borrow_mut();
        let engine = slot.get_or_insert_with(|| {
            configure_fuzz_process();
            fuzz_engine()
        });
        assert!(eval_target(engine, data), "internal error");
    });
});
