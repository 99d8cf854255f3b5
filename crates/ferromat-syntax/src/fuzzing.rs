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
