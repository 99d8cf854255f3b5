//! ferromat-kernels: N-d tensor kernels shared by every `max`/`min`-like builtin
//! of ferromat and by Rust programs that embed ferromat as a numeric engine.
//!
//! This crate knows nothing of MATLAB syntax, `Value`, 1-based indexing or
//! MATLAB error identifiers: it takes `ndarray` views, explicit axes and
//! explicit policies, and returns values, 0-based indices or an error value.
//! See `docs/kernels.md` (included below as the `guide` module) for how an
//! embedder calls each entry point.

pub mod allocator;
pub mod bounds;
pub mod broadcast;
mod buffer;
pub mod cumulative;
pub mod element;
pub mod elementwise;
pub mod error;
pub mod exp;
#[cfg(target_arch = "x86_64")]
mod exp_avx512;
mod exp_table;
mod fast;
pub mod fold;
pub mod histogram;
pub mod lanes;
pub mod layout;
pub mod map;
pub mod nan;
pub mod onnx;
pub mod ordering;
pub mod paddle;
pub mod parallel;
pub mod partial;
pub mod reduce;
mod simd;
pub mod sort;
pub mod sparse_product;
pub mod top_k;
pub mod variadic;

#[doc = include_str!("../kernels.md")]
pub mod guide {}

pub use bounds::{reduce_bounds, Bounds, BoundsScan};
pub use broadcast::{broadcast_shape, BroadcastError, Convention};
pub use cumulative::{cumulative_extremum, CumulativeSpec, Direction};
pub use element::Element;
pub use elementwise::{elementwise_extremum, Elementwise, ElementwiseSpec};
pub use error::KernelError;
pub use fast::NumericKernels;
pub use fold::{fold_lanes, scan_lanes};
pub use lanes::Lanes;
pub use layout::Layout;
pub use map::{binary_map, binary_map_in_place, unary_map, unary_map_in_place};
pub use nan::NanPolicy;
pub use ordering::{pick, Comparison, Extremum, Origin, Rule};
pub use parallel::{Parallelism, PARALLEL_MIN_ELEMENTS};
pub use partial::Partial;
pub use reduce::{
    reduce_extremum, reduce_extremum_values, IndexForm, ReduceAxes, ReduceSpec, Reduced,
};
pub use sort::{sort_by_until, sort_unstable_until, Stopped};
pub use top_k::top_k;
pub use variadic::{variadic_extremum, VariadicSpec};
