//! ferromat-runtime: MATLAB values, the interpreter, the builtin registry and
//! builtins, display, errors, and the `Engine` embedding API.
//!
//! Element loops over arrays for the `max` family belong to
//! `ferromat-kernels`; this crate parses arguments, converts classes and
//! shapes results.

pub mod builtins;
pub mod display;
pub mod engine;
pub mod error;
pub mod format;
pub mod fuzzing;
pub mod index;
pub mod interp;
pub mod ops;
pub mod value;

pub use builtins::graphics::output::Format as FigureFormat;
pub use engine::{
    ArrayElement, Call, Engine, FromValue, HostFunction, InterruptHandle, IntoOutputs, Program,
};
pub use error::{ParseDetail, RuntimeError, SourceLocation, StackFrame};
/// The `ndarray` this crate's conversions use, so hosts need not match its
/// version themselves.
pub use ndarray;
pub use num_complex;
pub use value::{Class, FunctionHandle, Lease, Shape, StructArray, Tensor, Value};
