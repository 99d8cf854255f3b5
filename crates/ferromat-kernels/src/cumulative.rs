//! Running extremum along one axis (`cummax`/`cummin`): the cumulative twin of
//! the reduction, on the same `Lanes` split and the same `Rule`. Each step
//! along the axis updates a whole row of `inner` running winners, so the walk
//! stays contiguous for column-major data whatever the axis.

use ndarray::{ArrayD, ArrayViewD, IxDyn, ShapeBuilder};
use rayon::prelude::*;

use crate::element::Element;
use crate::error::KernelError;
use crate::lanes::Lanes;
use crate::layout::{column_major_data, into_layout, Layout};
use crate::nan::NanPolicy;
use crate::ordering::{Comparison, Extremum, Rule};
use crate::parallel::Parallelism;
use crate::reduce::Reduced;

/// Which end of the axis the running extremum starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Direction {
    #[default]
    Forward,
    /// From the last element backwards (MATLAB `'reverse'`); ties keep the
    /// element met first, i.e. the one with the larger index.
    Reverse,
}

/// How a cumulative extremum decides and what it returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct CumulativeSpec {
    pub extremum: Extremum,
    pub comparison: Comparison,
    pub nan: NanPolicy,
    pub direction: Direction,
    /// Also return, for each element, the 0-based position along the axis of
    /// the running winner.
    pub indices: bool,
    pub layout: Layout,
    pub parallelism: Parallelism,
}

/// Running maximum or minimum of `input` along `axis`; the result has the
/// input's shape.
///
/// ```
/// use ferromat_kernels::{cumulative_extremum, CumulativeSpec};
/// use ndarray::array;
/// let a = array![3.0, 1.0, 5.0, 5.0, 2.0].into_dyn();
/// let spec = CumulativeSpec { indices: true, ..CumulativeSpec::default() };
/// let r = cumulative_extremum(a.view(), 0, spec).unwrap();
/// assert_eq!(r.values, array![3.0, 3.0, 5.0, 5.0, 5.0].into_dyn());
/// assert_eq!(r.indices.unwrap(), array![0, 0, 2, 2, 2].into_dyn());
/// ```
pub fn cumulative_extremum<T: Element>(
    input: ArrayViewD<'_, T>,
    axis: usize,
    spec: CumulativeSpec,
) -> Result<Reduced<T>, KernelError> {
    let dims = input.shape().to_vec();
    if axis >= dims.len() {
        return Err(KernelError::AxisOutOfRange {
            axis: i64::try_from(axis).unwrap_or(i64::MAX),
            rank: dims.len(),
        });
    }
    let data = column_major_data(&input);
    let lanes = Lanes::new(&dims, axis);
    let mut values = data.to_vec();
    let mut positions = vec![0usize; data.len()];
    let rule = Rule::new(spec.extremum, spec.comparison, spec.nan);
    let slab = lanes.length * lanes.inner;
    if slab > 0 {
        let run = |(values, positions): (&mut [T], &mut [usize])| {
            running(values, positions, lanes, rule, spec.direction)
        };
        if spec.parallelism.split(data.len()) && spec.parallelism.enough_pieces(lanes.outer) {
            values
                .par_chunks_mut(slab)
                .zip(positions.par_chunks_mut(slab))
                .for_each(run);
        } else {
            values
                .chunks_mut(slab)
                .zip(positions.chunks_mut(slab))
                .for_each(run);
        }
    }
    let shape = IxDyn(&dims).f();
    let overflow = || KernelError::IndexOverflow {
        shape: dims.clone(),
    };
    let values = ArrayD::from_shape_vec(shape.clone(), values).map_err(|_| overflow())?;
    let indices = if spec.indices {
        let indices = ArrayD::from_shape_vec(shape, positions).map_err(|_| overflow())?;
        Some(into_layout(indices, spec.layout))
    } else {
        None
    };
    Ok(Reduced {
        values: into_layout(values, spec.layout),
        indices,
    })
}

/// Turns one slab (a copy of the input) into its running winners in place.
fn running<T: Element>(
    values: &mut [T],
    positions: &mut [usize],
    lanes: Lanes,
    rule: Rule,
    direction: Direction,
) {
    let inner = lanes.inner;
    let steps: Box<dyn Iterator<Item = usize>> = match direction {
        Direction::Forward => Box::new(0..lanes.length),
        Direction::Reverse => Box::new((0..lanes.length).rev()),
    };
    let mut previous: Option<usize> = None;
    for step in steps {
        let row = step * inner;
        match previous {
            None => positions[row..row + inner].fill(step),
            Some(before) => {
                let before = before * inner;
                for i in 0..inner {
                    let (best, best_position) = (values[before + i], positions[before + i]);
                    if rule.beats(values[row + i], best) {
                        positions[row + i] = step;
                    } else {
                        values[row + i] = best;
                        positions[row + i] = best_position;
                    }
                }
            }
        }
        previous = Some(step);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    #[test]
    fn reverse_and_omit_nan_along_rows() {
        let a = array![[f64::NAN, 1.0, f64::NAN, 3.0], [4.0, 2.0, 9.0, 1.0]].into_dyn();
        let spec = CumulativeSpec {
            indices: true,
            ..CumulativeSpec::default()
        };
        let Ok(forward) = cumulative_extremum(a.view(), 1, spec) else {
            panic!("failed")
        };
        assert!(forward.values[[0, 0]].is_nan());
        assert_eq!(
            forward.values.slice(ndarray::s![0, 1..]).to_vec(),
            vec![1.0, 1.0, 3.0]
        );
        assert_eq!(
            forward
                .indices
                .clone()
                .map(|i| i.slice(ndarray::s![1, ..]).to_vec()),
            Some(vec![0, 0, 2, 2])
        );
        let reverse = CumulativeSpec {
            direction: Direction::Reverse,
            extremum: Extremum::Min,
            ..spec
        };
        let Ok(reverse) = cumulative_extremum(a.view(), 1, reverse) else {
            panic!("failed")
        };
        assert_eq!(
            reverse.values.slice(ndarray::s![1, ..]).to_vec(),
            vec![1.0, 1.0, 1.0, 1.0]
        );
        assert_eq!(
            reverse
                .indices
                .map(|i| i.slice(ndarray::s![1, ..]).to_vec()),
            Some(vec![3, 3, 3, 3])
        );
        assert!(cumulative_extremum(a.view(), 2, spec).is_err());
    }
}
