//! ferromat: a MATLAB-compatible scripting runtime. This facade re-exports
//! what an embedding program needs (the `Engine`, `Value`, and the kernels)
//! and hosts the `ferromat` command line.
//!
//! ```
//! let mut engine = ferromat::Engine::new();
//! engine.capture_output();
//! engine.eval("x = 3;").unwrap();
//! assert_eq!(engine.get("x").unwrap().as_f64(), Some(3.0));
//! ```

pub use ferromat_kernels as kernels;
pub use ferromat_runtime::{
    ndarray, num_complex, ArrayElement, Call, Class, Engine, FigureFormat, FromValue,
    FunctionHandle, HostFunction, InterruptHandle, IntoOutputs, Lease, ParseDetail, Program,
    RuntimeError, Shape, SourceLocation, StackFrame, StructArray, Tensor, Value,
};

/// The text MATLAB prints for an uncaught error: the `Error using NAME`
/// line, the message and one `Error in` frame per stack level.
pub use ferromat_runtime::display::render_error;
/// Whether `name` is a valid MATLAB variable, field or function name.
pub use ferromat_runtime::engine::is_valid_name;

/// The embedding guide, `docs/embedding.md`; its Rust examples run as doc
/// tests so the guide cannot drift from the API.
#[doc = include_str!("../docs/embedding.md")]
pub mod embedding_guide {}

/// The README's Rust example, compiled and run by `cargo test --doc`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
