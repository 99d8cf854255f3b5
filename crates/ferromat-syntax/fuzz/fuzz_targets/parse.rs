//! Fuzz target: `parse` must never panic, and rendering any error it
//! returns must not panic either. Run with `cargo +nightly fuzz run parse`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(source) = std::str::from_utf8(data) {
        if let Err(error) = ferromat_syntax::parse(source) {
            let _ = error.render(source, None);
            let _ = error.render(source, Some("fuzz.m"));
        }
    }
});
