//! ferromat: a MATLAB-compatible scripting runtime. This facade re-exports
//! what an embedding program needs (the `Engine`, `Value`, and the kernels)
//! and hosts the `ferromat` command line.

pub use ferromat_kernels as kernels;
pub use ferromat_runtime::{RuntimeError, Shape, Tensor, Value};
