//! cargo-fuzz target: the `max`/`min` argument grammar with random
//! classes, shapes, values and flags. A caught internal error is a crash.
#![no_main]

use std::cell::RefCell;

use ferromat_runtime::fuzzing::{configure_fuzz_process, fuzz_engine, minmax_target};
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
        assert!(minmax_target(engine, data), "internal error");
    });
});
