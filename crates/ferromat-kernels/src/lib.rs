//! ferromat-kernels: N-d tensor kernels shared by every `max`/`min`-like builtin
//! of ferromat and by Rust programs that embed ferromat as a numeric engine.
//!
//! This crate knows nothing of MATLAB syntax, `Value`, 1-based indexing or
//! MATLAB error identifiers: it takes `ndarray` views, explicit axes and
//! explicit policies, and returns values, 0-based indices or an error value.

pub mod broadcast;
pub mod lanes;

pub use broadcast::{broadcast_shape, BroadcastError, Convention};
pub use lanes::Lanes;
