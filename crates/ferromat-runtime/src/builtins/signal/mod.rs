//! Signal processing in base MATLAB: phase unwrapping (`unwrap.rs`) and
//! polynomial trend removal (`detrend.rs`).
//! Registration is in `builtins/table/`.

pub mod detrend;
pub mod unwrap;
