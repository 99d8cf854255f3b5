//! From the engine's per-lane winners (position along the reduced run) to the
//! caller's index form, and from lane-ordered buffers to output arrays.
//!
//! Index arithmetic is column-major throughout: "in slice" numbers the
//! reduced axes in increasing order, "linear" numbers the whole input.

use crate::reduce::plan::Plan;

/// Which index, if any, a reduction reports for each winner (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum IndexForm {
    /// Values only: no index work at all.
    #[default]
    None,
    /// Position along the single reduced axis (MATLAB `[M, I] = max(A, [], dim)`).
    AlongAxis,
    /// Column-major position inside the reduced slice, reduced axes taken in
    /// increasing order (MATLAB `vecdim`).
    InSlice,
    /// Column-major linear index into the input (MATLAB `'linear'`, `'all'`).
    Linear,
}

/// A mixed-radix number: digit `t` runs over `lengths[t]` (fastest first)
/// and contributes `digit * weights[t]`.
struct MixedRadix {
    lengths: Vec<usize>,
    weights: Vec<usize>,
}

impl MixedRadix {
    fn new(axes: &[usize], dims: &[usize], weight_of: impl Fn(usize) -> usize) -> MixedRadix {
        MixedRadix {
            lengths: axes.iter().map(|&axis| dims[axis]).collect(),
            weights: axes.iter().map(|&axis| weight_of(axis)).collect(),
        }
    }

    /// True when mapping is the identity (weights are the column-major
    /// strides of the lengths), so callers can skip it.
    fn is_identity(&self) -> bool {
        let mut stride = 1;
        self.lengths
            .iter()
            .zip(&self.weights)
            .all(|(&length, &weight)| {
                let matches = weight == stride;
                stride *= length;
                matches
            })
    }

    fn map(&self, mut value: usize) -> usize {
        let mut mapped = 0;
        for (&length, &weight) in self.lengths.iter().zip(&self.weights) {
            mapped += (value % length) * weight;
            value /= length;
        }
        mapped
    }
}

/// Column-major strides of `dims`, restricted to the axes with `include`.
fn column_major_strides(dims: &[usize], include: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut strides = vec![0; dims.len()];
    let mut stride = 1;
    for axis in 0..dims.len() {
        if include(axis) {
            strides[axis] = stride;
            stride *= dims[axis];
        }
    }
    strides
}

/// Converts `positions` (per lane, along the run of `plan`) in place into
/// `form` indices for an input of shape `dims` with reduced axes `reduced`.
pub(crate) fn to_index_form<T: Clone>(
    positions: &mut [usize],
    plan: &Plan<'_, T>,
    dims: &[usize],
    reduced: &[bool],
    form: IndexForm,
) {
    match form {
        IndexForm::None => {}
        IndexForm::AlongAxis | IndexForm::InSlice => {
            let slice_strides = column_major_strides(dims, |axis| reduced[axis]);
            let run = MixedRadix::new(plan.reduced_memory_axes(), dims, |axis| slice_strides[axis]);
            if !run.is_identity() {
                positions
                    .iter_mut()
                    .for_each(|position| *position = run.map(*position));
            }
        }
        IndexForm::Linear => {
            let strides = column_major_strides(dims, |_| true);
            let run = MixedRadix::new(plan.reduced_memory_axes(), dims, |axis| strides[axis]);
            let kept = MixedRadix::new(&plan.kept_memory_axes(), dims, |axis| strides[axis]);
            let lanes = plan.lanes;
            // Memory in input axis order is the input's column-major order,
            // so the memory offset is the linear index.
            let identity = plan.memory_axes.windows(2).all(|pair| pair[0] < pair[1]);
            for (lane, position) in positions.iter_mut().enumerate() {
                *position = if identity {
                    let outer = lane / lanes.inner;
                    let inner = lane % lanes.inner;
                    (outer * lanes.length + *position) * lanes.inner + inner
                } else {
                    kept.map(lane) + run.map(*position)
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_radix_maps_digits() {
        let radix = MixedRadix {
            lengths: vec![2, 3],
            weights: vec![3, 1],
        };
        assert_eq!(radix.map(1), 3);
        assert_eq!(radix.map(2), 1);
        assert!(!radix.is_identity());
        assert!(MixedRadix {
            lengths: vec![2, 3],
            weights: vec![1, 2]
        }
        .is_identity());
    }
}
