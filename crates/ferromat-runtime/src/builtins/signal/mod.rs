//! Signal processing in base MATLAB: phase unwrapping (`unwrap.rs`).
//! Registration is in `builtins/table/`.

pub mod unwrap;
