//! Fuzz target: `parse` must never panic, and rendering any error it
//! returns must not panic either. Run with `cargo +nightly fuzz run parse`.
//! The body is `ferromat_syntax::fuzzing::parse_target`, which the seed
//! replay test and the stable driver run too.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    ferromat_syntax::fuzzing::parse_target(data);
});
