//! The `k` best elements along one axis (`maxk`/`mink`), best first, by
//! partial selection rather than a full sort: each lane is read once, keeping
//! candidates in a small buffer that is cut back to its `k` best
//! (`select_nth_unstable_by`, linear) whenever it fills; once the buffer has
//! been cut, an element that does not beat the current k-th best is dropped
//! after one comparison. Only the `k` winners are then sorted. Order comes from the shared `Rule`; ties keep
//! the original order (smaller position first), so the result equals a
//! stable sort followed by taking `k`.
//!
//! Nothing here knows about MATLAB argument parsing or 1-based indices.

use std::cmp::Ordering as Cmp;

use ndarray::{ArrayD, ArrayViewD, IxDyn, ShapeBuilder};

use crate::element::Element;
use crate::error::KernelError;
use crate::lanes::Lanes;
use crate::layout::column_major_data;
use crate::ordering::Rule;

/// The `k` best elements along `axis` (fewer if the axis is shorter), with
/// their 0-based positions along the axis. Output is column-major; the axis
/// has length `min(k, len)`.
///
/// `rule` decides "better": for MATLAB's `maxk` use `Extremum::Max` with
/// `NanPolicy::Include` (NaN ranks above everything); for `mink` use
/// `Extremum::Min` with `NanPolicy::Omit` (NaN ranks below everything).
///
/// ```
/// use ferromat_kernels::{top_k, Comparison, Extremum, NanPolicy, Rule};
/// use ndarray::array;
/// let a = array![3.0, f64::NAN, 5.0, 3.0, 1.0].into_dyn();
/// let rule = Rule::new(Extremum::Max, Comparison::Auto, NanPolicy::Include);
/// let (values, positions) = top_k(a.view(), 0, 3, rule).unwrap();
/// assert!(values[[0]].is_nan());
/// assert_eq!(values[[1]], 5.0);
/// assert_eq!(positions.into_raw_vec_and_offset().0, vec![1, 2, 0]);
/// ```
pub fn top_k<T: Element>(
    input: ArrayViewD<'_, T>,
    axis: usize,
    k: usize,
    rule: Rule,
) -> Result<(ArrayD<T>, ArrayD<usize>), KernelError> {
    let dims = input.shape().to_vec();
    if axis >= dims.len() {
        return Err(KernelError::AxisOutOfRange {
            axis: i64::try_from(axis).unwrap_or(i64::MAX),
            rank: dims.len(),
        });
    }
    let data = column_major_data(&input);
    let lanes = Lanes::new(&dims, axis);
    let kept = k.min(lanes.length);
    let mut out_dims = dims.clone();
    out_dims[axis] = kept;
    let count = lanes.count() * kept;
    let mut values = vec![T::default(); count];
    let mut positions = vec![0usize; count];
    let order = |a: &(T, usize), b: &(T, usize)| ranking(rule, *a, *b);
    // Room for `kept` winners plus a batch of newcomers between two cuts.
    let capacity = (2 * kept).max(kept + 64).min(lanes.length);
    let mut best: Vec<(T, usize)> = Vec::with_capacity(capacity);
    if kept > 0 {
        for lane_number in 0..lanes.count() {
            let (start, stride) = lanes.lane_start(lane_number);
            best.clear();
            // The k-th best element so far, once `best` has been cut: a later
            // element ties lose to it (it comes first), so only a strictly
            // better one can enter.
            let mut threshold: Option<T> = None;
            for step in 0..lanes.length {
                let element = data[start + step * stride];
                if threshold.is_some_and(|worst| !rule.beats(element, worst)) {
                    continue;
                }
                best.push((element, step));
                if best.len() == capacity && capacity > kept {
                    best.select_nth_unstable_by(kept - 1, order);
                    best.truncate(kept);
                    threshold = Some(best[kept - 1].0);
                }
            }
            if kept < best.len() {
                best.select_nth_unstable_by(kept - 1, order);
                best.truncate(kept);
            }
            best.sort_unstable_by(order);
            // Output lane `lane_number` has the same (outer, inner) split
            // with length `kept`.
            let outer = lane_number / lanes.inner.max(1);
            let inner = lane_number % lanes.inner.max(1);
            let base = outer * kept * lanes.inner + inner;
            for (rank, &(value, position)) in best.iter().enumerate() {
                values[base + rank * lanes.inner] = value;
                positions[base + rank * lanes.inner] = position;
            }
        }
    }
    let shape = IxDyn(&out_dims).f();
    let overflow = || KernelError::IndexOverflow {
        shape: out_dims.clone(),
    };
    Ok((
        ArrayD::from_shape_vec(shape.clone(), values).map_err(|_| overflow())?,
        ArrayD::from_shape_vec(shape, positions).map_err(|_| overflow())?,
    ))
}

/// The total order of `top_k`: better first, then earlier position first.
#[inline]
fn ranking<T: Element>(rule: Rule, a: (T, usize), b: (T, usize)) -> Cmp {
    if rule.beats(a.0, b.0) {
        Cmp::Less
    } else if rule.beats(b.0, a.0) {
        Cmp::Greater
    } else {
        a.1.cmp(&b.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Comparison, Extremum, NanPolicy};
    use proptest::prelude::*;

    /// Reference: a stable full sort of the lane, then the first `k`.
    fn naive(lane: &[f64], k: usize, rule: Rule) -> Vec<(u64, usize)> {
        let mut pairs: Vec<(f64, usize)> = lane.iter().copied().zip(0..).collect();
        pairs.sort_by(|a, b| {
            if rule.beats(a.0, b.0) {
                Cmp::Less
            } else if rule.beats(b.0, a.0) {
                Cmp::Greater
            } else {
                Cmp::Equal
            }
        });
        pairs
            .into_iter()
            .take(k)
            .map(|(v, p)| (v.to_bits(), p))
            .collect()
    }

    fn rules() -> [Rule; 4] {
        [
            Rule::new(Extremum::Max, Comparison::Auto, NanPolicy::Include),
            Rule::new(Extremum::Min, Comparison::Auto, NanPolicy::Omit),
            Rule::new(Extremum::Max, Comparison::Abs, NanPolicy::Include),
            Rule::new(Extremum::Min, Comparison::Abs, NanPolicy::Omit),
        ]
    }

    proptest! {
        #[test]
        fn equals_stable_sort_then_take(
            lane in proptest::collection::vec(
                prop_oneof![(-4i32..5).prop_map(f64::from), Just(f64::NAN), Just(-0.0)], 0..40),
            k in 0usize..45,
        ) {
            check_lane(&lane, k)?;
        }

        /// Lanes long enough for the candidate buffer to be cut back
        /// several times (it holds `k + 64` or `2k` elements).
        #[test]
        fn long_lanes_equal_stable_sort_then_take(
            lane in proptest::collection::vec(
                prop_oneof![(-40i32..40).prop_map(f64::from), Just(f64::NAN), Just(-0.0)], 60..600),
            k in 1usize..80,
        ) {
            check_lane(&lane, k)?;
        }
    }

    fn check_lane(lane: &[f64], k: usize) -> Result<(), TestCaseError> {
        let input = ndarray::Array1::from(lane.to_vec()).into_dyn();
        for rule in rules() {
            let (values, positions) = top_k(input.view(), 0, k, rule).unwrap();
            let got: Vec<(u64, usize)> = values
                .iter()
                .zip(positions.iter())
                .map(|(v, &p)| (v.to_bits(), p))
                .collect();
            prop_assert_eq!(got, naive(lane, k, rule));
        }
        Ok(())
    }

    #[test]
    fn selects_along_rows_of_a_matrix() {
        // Column-major 2x3: [1 5 3; 4 2 6], k = 2 along axis 1.
        let a =
            ndarray::ArrayD::from_shape_vec(IxDyn(&[2, 3]).f(), vec![1.0, 4.0, 5.0, 2.0, 3.0, 6.0])
                .unwrap();
        let rule = Rule::new(Extremum::Max, Comparison::Auto, NanPolicy::Include);
        let (values, positions) = top_k(a.view(), 1, 2, rule).unwrap();
        assert_eq!(values.shape(), &[2, 2]);
        assert_eq!(values[[0, 0]], 5.0);
        assert_eq!(values[[0, 1]], 3.0);
        assert_eq!(values[[1, 0]], 6.0);
        assert_eq!(values[[1, 1]], 4.0);
        assert_eq!(positions[[1, 1]], 0);
        assert!(top_k(a.view(), 2, 1, rule).is_err());
    }
}
