//! How a view is walked: find a memory order in which the view is contiguous
//! and the reduced axes form one run, so the reduction is a `Lanes` problem on
//! a plain slice without copying (always the case for column-major data
//! reduced over consecutive axes, MATLAB's usual call, and row-major data
//! reduced over one axis). Otherwise copy the
//! elements once into the order (reduced axes, kept axes), which turns every
//! reduction into contiguous lanes.
//!
//! Only axes of length > 1 take part: length-1 axes have coordinate 0 and
//! can sit anywhere in the order.

use std::borrow::Cow;
use std::ops::Range;

use ndarray::ArrayViewD;

use crate::lanes::Lanes;

/// A reduction problem in memory terms.
pub(crate) struct Plan<'a, T: Clone> {
    /// Elements, column-major over `memory_axes`.
    pub data: Cow<'a, [T]>,
    /// The input axis of each memory dimension, fastest first.
    pub memory_axes: Vec<usize>,
    /// Positions in `memory_axes` of the reduced axes.
    pub run: Range<usize>,
    pub lanes: Lanes,
}

impl<'a, T: Clone> Plan<'a, T> {
    /// Plans the reduction of a non-empty `view` over the axes in `reduced`.
    pub fn new(view: &ArrayViewD<'a, T>, reduced: &[bool]) -> Plan<'a, T> {
        let dims = view.shape();
        let nontrivial: Vec<usize> = (0..dims.len()).filter(|&axis| dims[axis] > 1).collect();
        if let Some(plan) = Self::in_place(view, reduced, &nontrivial) {
            return plan;
        }
        let (reduced_axes, kept_axes): (Vec<usize>, Vec<usize>) =
            nontrivial.iter().partition(|&&axis| reduced[axis]);
        let mut memory_axes = reduced_axes.clone();
        memory_axes.extend(&kept_axes);
        let data = gather(view, &memory_axes);
        Self::from_order(Cow::Owned(data), dims, memory_axes, 0..reduced_axes.len())
    }

    fn in_place(view: &ArrayViewD<'a, T>, reduced: &[bool], nontrivial: &[usize]) -> Option<Self> {
        let dims = view.shape();
        let strides = view.strides();
        let mut memory_axes = nontrivial.to_vec();
        memory_axes.sort_by_key(|&axis| strides[axis]);
        let mut expected = 1isize;
        for &axis in &memory_axes {
            if strides[axis] != expected {
                return None;
            }
            expected = expected.checked_mul(isize::try_from(dims[axis]).ok()?)?;
        }
        let positions: Vec<usize> = (0..memory_axes.len())
            .filter(|&position| reduced[memory_axes[position]])
            .collect();
        let run = match (positions.first(), positions.last()) {
            (Some(&first), Some(&last)) if last - first + 1 == positions.len() => first..last + 1,
            (Some(_), Some(_)) => return None,
            _ => memory_axes.len()..memory_axes.len(),
        };
        // Ties go to the smallest column-major position over the reduced
        // axes, so the walk along the run must visit them in that order.
        if memory_axes[run.clone()]
            .windows(2)
            .any(|pair| pair[0] > pair[1])
        {
            return None;
        }
        // The strides are positive and tile memory in the order
        // `memory_axes`, so memory order is column-major over them.
        let data = view.to_slice_memory_order()?;
        Some(Self::from_order(
            Cow::Borrowed(data),
            dims,
            memory_axes,
            run,
        ))
    }

    fn from_order(
        data: Cow<'a, [T]>,
        dims: &[usize],
        memory_axes: Vec<usize>,
        run: Range<usize>,
    ) -> Self {
        let product = |range: Range<usize>| -> usize {
            memory_axes[range].iter().map(|&axis| dims[axis]).product()
        };
        let lanes = Lanes {
            inner: product(0..run.start),
            length: product(run.clone()),
            outer: product(run.end..memory_axes.len()),
        };
        Plan {
            data,
            memory_axes,
            run,
            lanes,
        }
    }

    /// Input axes of the kept memory dimensions, in the order of the
    /// reduction's result buffer.
    pub fn kept_memory_axes(&self) -> Vec<usize> {
        let mut kept = self.memory_axes[..self.run.start].to_vec();
        kept.extend_from_slice(&self.memory_axes[self.run.end..]);
        kept
    }

    /// Input axes of the reduced memory dimensions, fastest first.
    pub fn reduced_memory_axes(&self) -> &[usize] {
        &self.memory_axes[self.run.clone()]
    }
}

/// `memory_axes` followed by the remaining (length-1) axes.
fn full_order(rank: usize, memory_axes: &[usize]) -> Vec<usize> {
    let mut order = memory_axes.to_vec();
    order.extend((0..rank).filter(|axis| !memory_axes.contains(axis)));
    order
}

/// Copies the view's elements, column-major over `memory_axes`.
fn gather<T: Clone>(view: &ArrayViewD<'_, T>, memory_axes: &[usize]) -> Vec<T> {
    let order = full_order(view.ndim(), memory_axes);
    let permuted = view.clone().permuted_axes(order);
    // Reversing the axes makes ndarray's logical (row-major) iteration run
    // column-major over the permuted view.
    let reversed = permuted.reversed_axes();
    reversed.iter().cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::{ArrayD, IxDyn, ShapeBuilder};

    #[test]
    fn column_major_consecutive_axes_borrow() {
        let array = ArrayD::from_shape_vec(IxDyn(&[2, 3, 4]).f(), (0..24).collect::<Vec<i32>>())
            .unwrap_or_default();
        let plan = Plan::new(&array.view(), &[false, true, true]);
        assert!(matches!(plan.data, Cow::Borrowed(_)));
        assert_eq!(
            plan.lanes,
            Lanes {
                inner: 2,
                length: 12,
                outer: 1
            }
        );
        let split = Plan::new(&array.view(), &[true, false, true]);
        assert!(matches!(split.data, Cow::Owned(_)));
        assert_eq!(
            split.lanes,
            Lanes {
                inner: 1,
                length: 8,
                outer: 3
            }
        );
        assert_eq!(split.memory_axes, vec![0, 2, 1]);
    }

    #[test]
    fn row_major_last_axis_is_contiguous_lanes() {
        let array = ArrayD::from_shape_vec(IxDyn(&[3, 4]), (0..12).collect::<Vec<i32>>())
            .unwrap_or_default();
        let plan = Plan::new(&array.view(), &[false, true]);
        assert!(matches!(plan.data, Cow::Borrowed(_)));
        assert_eq!(
            plan.lanes,
            Lanes {
                inner: 1,
                length: 4,
                outer: 3
            }
        );
    }
}
