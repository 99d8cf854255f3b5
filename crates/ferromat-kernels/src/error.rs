//! `KernelError`: every way a kernel call can fail on caller data, returned as
//! a value. No MATLAB identifiers here: the runtime maps these to its own.

use thiserror::Error;

use crate::broadcast::BroadcastError;

/// Why a kernel refused its input.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum KernelError {
    /// Two operand shapes cannot be broadcast (SONNX E1).
    #[error(transparent)]
    NotBroadcastable(#[from] BroadcastError),
    /// The caller announced an output shape that the inputs do not produce
    /// (SONNX E2).
    #[error("output shape {expected:?} does not match the broadcast shape {actual:?}")]
    OutputShapeMismatch {
        expected: Vec<usize>,
        actual: Vec<usize>,
    },
    /// An axis outside `[0, rank)` (or `[-rank, rank)` where negative axes are
    /// allowed).
    #[error("axis {axis} is out of range for an array of rank {rank}")]
    AxisOutOfRange { axis: i64, rank: usize },
    /// The same axis listed twice (after normalising negative axes).
    #[error("axis {axis} is listed more than once")]
    RepeatedAxis { axis: usize },
    /// `IndexForm::AlongAxis` asked for while reducing several axes.
    #[error("an index along one axis needs exactly one reduced axis, got {count}")]
    IndexNeedsOneAxis { count: usize },
    /// A reduced axis of length 0 removed from the output (keepdims off)
    /// would leave elements with no value.
    #[error(
        "cannot remove the empty reduced axis {axis}: the result would have elements with no value"
    )]
    EmptyReduction { axis: usize },
    /// An element count or index does not fit in `usize`.
    #[error("index overflow: the shape {shape:?} has more elements than fit in usize")]
    IndexOverflow { shape: Vec<usize> },
    /// A variadic operator called with no inputs.
    #[error("at least one input is required")]
    NoInputs,
}

/// Product of `shape`, or `IndexOverflow`.
pub(crate) fn element_count(shape: &[usize]) -> Result<usize, KernelError> {
    shape
        .iter()
        .try_fold(1usize, |count, &len| count.checked_mul(len))
        .ok_or_else(|| KernelError::IndexOverflow {
            shape: shape.to_vec(),
        })
}
