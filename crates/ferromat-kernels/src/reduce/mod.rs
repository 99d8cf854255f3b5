//! Reductions to the extremum over one axis, a set of axes or all axes, with
//! optional indices of the first winner: the public entry point
//! `reduce_extremum` and its request and result types.
//!
//! The flow is: normalise axes to a mask, plan the memory walk (`plan.rs`),
//! run the lane engine (`engine.rs`), convert positions to the requested
//! index form (`index.rs`) and arrange the outputs in the requested layout.

mod axes;
mod engine;
mod index;
mod plan;

use ndarray::{ArrayD, ArrayViewD, Axis, IxDyn};

use crate::element::Element;
use crate::error::{element_count, KernelError};
use crate::layout::{arrange, Layout};
use crate::nan::NanPolicy;
use crate::ordering::{Comparison, Extremum, Rule};
use crate::parallel::Parallelism;

pub(crate) use axes::normalise_signed_axes;
pub use axes::ReduceAxes;
pub(crate) use engine::{fast_kernels, reduce_lanes};
pub use index::IndexForm;
pub(crate) use plan::Plan;

/// Everything about a reduction except the data and the axes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReduceSpec {
    pub extremum: Extremum,
    pub comparison: Comparison,
    pub nan: NanPolicy,
    pub index: IndexForm,
    /// Keep reduced axes as length 1 (MATLAB always does).
    pub keepdims: bool,
    pub layout: Layout,
    pub parallelism: Parallelism,
}

impl Default for ReduceSpec {
    /// MATLAB's `max`: omit NaN, keep dims, column-major, no index.
    fn default() -> Self {
        ReduceSpec {
            extremum: Extremum::Max,
            comparison: Comparison::Auto,
            nan: NanPolicy::Omit,
            index: IndexForm::None,
            keepdims: true,
            layout: Layout::ColumnMajor,
            parallelism: Parallelism::Auto,
        }
    }
}

impl ReduceSpec {
    pub(crate) fn rule(&self) -> Rule {
        Rule::new(self.extremum, self.comparison, self.nan)
    }
}

/// The result of a reduction: winners and, if asked, their 0-based indices
/// (same shape as `values`).
#[derive(Clone, Debug, PartialEq)]
pub struct Reduced<T> {
    pub values: ArrayD<T>,
    pub indices: Option<ArrayD<usize>>,
}

/// Reduces `input` over `axes` to its maximum or minimum.
///
/// A reduced axis of length 0 gives length 0 in the result (an error if
/// `keepdims` is off and other elements would remain). Ties go to the first
/// occurrence in the index form's order; with several axes, the smallest
/// column-major position.
///
/// ```
/// use ferromat_kernels::{reduce_extremum, IndexForm, ReduceAxes, ReduceSpec};
/// use ndarray::{array, ShapeBuilder};
/// // MATLAB: A = [3 1 5; 4 2 6]; [m, i] = max(A, [], 2)
/// let a = array![[3.0, 1.0, 5.0], [4.0, 2.0, 6.0]];
/// let spec = ReduceSpec { index: IndexForm::AlongAxis, ..ReduceSpec::default() };
/// let r = reduce_extremum(a.view().into_dyn(), ReduceAxes::One(1), spec).unwrap();
/// assert_eq!(r.values.into_raw_vec_and_offset().0, vec![5.0, 6.0]);
/// assert_eq!(r.indices.unwrap().into_raw_vec_and_offset().0, vec![2, 2]);
/// ```
pub fn reduce_extremum<T: Element>(
    input: ArrayViewD<'_, T>,
    axes: ReduceAxes,
    spec: ReduceSpec,
) -> Result<Reduced<T>, KernelError> {
    let dims = input.shape().to_vec();
    let reduced = axes.mask(dims.len())?;
    let reduced_count = reduced.iter().filter(|&&is_reduced| is_reduced).count();
    if spec.index == IndexForm::AlongAxis && reduced_count != 1 {
        return Err(KernelError::IndexNeedsOneAxis {
            count: reduced_count,
        });
    }
    element_count(&dims)?;
    let kept_dims: Vec<usize> = dims
        .iter()
        .zip(&reduced)
        .map(|(&len, &is_reduced)| if is_reduced && len > 0 { 1 } else { len })
        .collect();
    let want_index = spec.index != IndexForm::None;
    let (values, indices) = if input.is_empty() {
        let indices = want_index.then(|| ArrayD::<usize>::default(IxDyn(&kept_dims)));
        (ArrayD::<T>::default(IxDyn(&kept_dims)), indices)
    } else {
        let plan = Plan::new(&input, &reduced);
        let winners = reduce_lanes(
            &plan.data,
            plan.lanes,
            spec.rule(),
            want_index,
            spec.parallelism,
        );
        let kept_axes = plan.kept_memory_axes();
        let indices = winners.positions.map(|mut positions| {
            index::to_index_form(&mut positions, &plan, &dims, &reduced, spec.index);
            arrange(positions, &kept_dims, &kept_axes, spec.layout)
        });
        (
            arrange(winners.values, &kept_dims, &kept_axes, spec.layout),
            indices,
        )
    };
    if spec.keepdims {
        return Ok(Reduced { values, indices });
    }
    drop_reduced_axes(values, indices, &reduced, &kept_dims)
}

/// Values-only reduction (`IndexForm::None` whatever `spec.index` says).
pub fn reduce_extremum_values<T: Element>(
    input: ArrayViewD<'_, T>,
    axes: ReduceAxes,
    spec: ReduceSpec,
) -> Result<ArrayD<T>, KernelError> {
    let spec = ReduceSpec {
        index: IndexForm::None,
        ..spec
    };
    reduce_extremum(input, axes, spec).map(|reduced| reduced.values)
}

fn drop_reduced_axes<T>(
    mut values: ArrayD<T>,
    mut indices: Option<ArrayD<usize>>,
    reduced: &[bool],
    kept_dims: &[usize],
) -> Result<Reduced<T>, KernelError> {
    let remaining: usize = kept_dims
        .iter()
        .zip(reduced)
        .filter(|(_, &is_reduced)| !is_reduced)
        .map(|(&len, _)| len)
        .product();
    for axis in (0..reduced.len()).rev().filter(|&axis| reduced[axis]) {
        if kept_dims[axis] == 0 {
            if remaining > 0 {
                return Err(KernelError::EmptyReduction { axis });
            }
            // Everything is empty: drop the axis by reshaping an empty array.
            let mut shape = values.shape().to_vec();
            shape.remove(axis);
            values = ArrayD::from_shape_vec(IxDyn(&shape), Vec::new()).map_err(|_| {
                KernelError::IndexOverflow {
                    shape: shape.clone(),
                }
            })?;
            indices = indices
                .map(|_| ArrayD::from_shape_vec(IxDyn(&shape), Vec::new()))
                .transpose()
                .map_err(|_| KernelError::IndexOverflow {
                    shape: shape.clone(),
                })?;
        } else {
            values = values.index_axis_move(Axis(axis), 0);
            indices = indices.map(|indices| indices.index_axis_move(Axis(axis), 0));
        }
    }
    Ok(Reduced { values, indices })
}
