//! Smallest and largest element in one pass (MATLAB `bounds`): the same
//! planning as `reduce_extremum` (`Plan`, `Lanes`), but each element is read
//! once and updates both a minimum and a maximum accumulator. Real floats
//! and integers use a fused loop of independent accumulators written as
//! selects so that LLVM vectorises it; other types use `Rule::beats`, so
//! NaN and ordering decisions are the shared ones.
//!
//! Nothing here knows about MATLAB arguments; no indices are produced.

use ndarray::{ArrayD, ArrayViewD, IxDyn};
use rayon::prelude::*;

use crate::element::Element;
use crate::error::{element_count, KernelError};
use crate::fast::{scan_bounds, FastReal};
use crate::layout::{arrange, Layout};
use crate::nan::NanPolicy;
use crate::ordering::{Comparison, Extremum, Rule};
use crate::parallel::Parallelism;
use crate::reduce::{Plan, ReduceAxes};

/// An element type `reduce_bounds` accepts; `lane_bounds` is its
/// one-pass (smallest, largest) of a non-empty contiguous lane.
pub trait BoundsScan: Element {
    /// The (min, max) of `lane` under `comparison` and `nan`, as the two
    /// separate reductions would give them.
    fn lane_bounds(lane: &[Self], comparison: Comparison, nan: NanPolicy) -> (Self, Self) {
        generic_bounds(lane, comparison, nan)
    }
}

/// The minima and maxima of a reduction, same shape (reduced axes kept as
/// length 1), column-major.
#[derive(Clone, Debug, PartialEq)]
pub struct Bounds<T> {
    pub smallest: ArrayD<T>,
    pub largest: ArrayD<T>,
}

/// Smallest and largest elements of `input` over `axes` in one pass.
///
/// ```
/// use ferromat_kernels::{reduce_bounds, Comparison, NanPolicy, ReduceAxes};
/// use ndarray::array;
/// let a = array![2.0, f64::NAN, -1.0, 7.0].into_dyn();
/// let b = reduce_bounds(a.view(), ReduceAxes::All, Comparison::Auto, NanPolicy::Omit).unwrap();
/// assert_eq!(b.smallest[[0]], -1.0);
/// assert_eq!(b.largest[[0]], 7.0);
/// ```
pub fn reduce_bounds<T: BoundsScan>(
    input: ArrayViewD<'_, T>,
    axes: ReduceAxes,
    comparison: Comparison,
    nan: NanPolicy,
) -> Result<Bounds<T>, KernelError> {
    let dims = input.shape().to_vec();
    let reduced = axes.mask(dims.len())?;
    element_count(&dims)?;
    let kept_dims: Vec<usize> = dims
        .iter()
        .zip(&reduced)
        .map(|(&len, &is_reduced)| if is_reduced && len > 0 { 1 } else { len })
        .collect();
    if input.is_empty() {
        return Ok(Bounds {
            smallest: ArrayD::default(IxDyn(&kept_dims)),
            largest: ArrayD::default(IxDyn(&kept_dims)),
        });
    }
    let plan = Plan::new(&input, &reduced);
    let lanes = plan.lanes;
    let data: &[T] = &plan.data;
    let (smallest, largest) = if lanes.inner == 1 {
        contiguous(data, lanes.length, comparison, nan)
    } else {
        slabs(data, lanes, comparison, nan)
    };
    let kept_axes = plan.kept_memory_axes();
    Ok(Bounds {
        smallest: arrange(smallest, &kept_dims, &kept_axes, Layout::ColumnMajor),
        largest: arrange(largest, &kept_dims, &kept_axes, Layout::ColumnMajor),
    })
}

/// Contiguous lanes of `length`: whole lanes in parallel when there are
/// many, or one long lane split into ordered chunks merged left to right.
fn contiguous<T: BoundsScan>(
    data: &[T],
    length: usize,
    comparison: Comparison,
    nan: NanPolicy,
) -> (Vec<T>, Vec<T>) {
    let parallelism = Parallelism::Auto;
    let count = data.len() / length.max(1);
    let one = |lane: &[T]| -> (T, T) {
        if parallelism.split(lane.len()) {
            chunked(lane, comparison, nan, parallelism)
        } else {
            T::lane_bounds(lane, comparison, nan)
        }
    };
    let pairs: Vec<(T, T)> = if parallelism.split(data.len()) && parallelism.enough_pieces(count) {
        data.par_chunks_exact(length)
            .map(|lane| T::lane_bounds(lane, comparison, nan))
            .collect()
    } else {
        data.chunks_exact(length).map(one).collect()
    };
    pairs.into_iter().unzip()
}

/// One long lane reduced as parallel chunks whose bounds merge in order.
fn chunked<T: BoundsScan>(
    lane: &[T],
    comparison: Comparison,
    nan: NanPolicy,
    parallelism: Parallelism,
) -> (T, T) {
    // Chunks of about 2^20 elements, as `max` uses: many small pieces
    // balance the threads better than one piece per thread.
    let pieces = parallelism.pieces(lane.len()).max(lane.len() >> 20);
    let chunk = lane.len().div_ceil(pieces).max(1);
    let partials: Vec<(T, T)> = lane
        .par_chunks(chunk)
        .map(|piece| T::lane_bounds(piece, comparison, nan))
        .collect();
    let (min_rule, max_rule) = rules(comparison, nan);
    let mut merged = partials.into_iter();
    let Some(first) = merged.next() else {
        return (T::default(), T::default());
    };
    merged.fold(first, |(low, high), (piece_low, piece_high)| {
        (
            min_rule.pick(low, piece_low).0,
            max_rule.pick(high, piece_high).0,
        )
    })
}

/// Strided lanes (`inner > 1`): each step along the run updates a row of
/// `inner` min and max accumulators, so memory is read in order.
fn slabs<T: BoundsScan>(
    data: &[T],
    lanes: crate::lanes::Lanes,
    comparison: Comparison,
    nan: NanPolicy,
) -> (Vec<T>, Vec<T>) {
    let (min_rule, max_rule) = rules(comparison, nan);
    let slab = lanes.length * lanes.inner;
    let mut smallest = Vec::with_capacity(lanes.count());
    let mut largest = Vec::with_capacity(lanes.count());
    for block in data.chunks_exact(slab) {
        let mut low = block[..lanes.inner].to_vec();
        let mut high = low.clone();
        for row in block.chunks_exact(lanes.inner).skip(1) {
            for ((low, high), &x) in low.iter_mut().zip(high.iter_mut()).zip(row) {
                if min_rule.beats(x, *low) {
                    *low = x;
                }
                if max_rule.beats(x, *high) {
                    *high = x;
                }
            }
        }
        smallest.extend(low);
        largest.extend(high);
    }
    (smallest, largest)
}

fn rules(comparison: Comparison, nan: NanPolicy) -> (Rule, Rule) {
    (
        Rule::new(Extremum::Min, comparison, nan),
        Rule::new(Extremum::Max, comparison, nan),
    )
}

/// The `Rule::beats` one-pass loop for any element type and ordering.
fn generic_bounds<T: Element>(lane: &[T], comparison: Comparison, nan: NanPolicy) -> (T, T) {
    let (min_rule, max_rule) = rules(comparison, nan);
    let Some((&first, rest)) = lane.split_first() else {
        return (T::default(), T::default());
    };
    rest.iter().fold((first, first), |(low, high), &x| {
        (
            if min_rule.beats(x, low) { x } else { low },
            if max_rule.beats(x, high) { x } else { high },
        )
    })
}

/// The one-pass bounds for types with a native order (numeric
/// `Auto`/`Real`). NaN compares false, so it never wins a scan; a lane
/// without numbers (or, for `'includenan'`, with any NaN) yields its first
/// NaN, and a zero winner takes the bits of the first zero, as the separate
/// reductions do.
fn fused_bounds<T: FastReal>(lane: &[T], nan: NanPolicy) -> (T, T) {
    let track_nan = nan == NanPolicy::Include;
    let (low, high, any_nan) = if track_nan {
        scan_bounds::<T, true>(lane)
    } else {
        scan_bounds::<T, false>(lane)
    };
    // No number seen leaves the scans at their starting values, which no
    // real lane can produce together (low <= x <= high).
    let no_number = low == T::HIGHEST && high == T::LOWEST;
    if (track_nan && any_nan) || no_number {
        if let Some(&first_nan) = lane.iter().find(|x| x.is_nan()) {
            return (first_nan, first_nan);
        }
    }
    let first_equal = |target: T| {
        if T::SIGNED_ZERO && target == T::ZERO {
            lane.iter()
                .copied()
                .find(|&x| x == target)
                .unwrap_or(target)
        } else {
            target
        }
    };
    (first_equal(low), first_equal(high))
}

macro_rules! fused_types {
    ($($t:ty),*) => {$(
        impl BoundsScan for $t {
            fn lane_bounds(lane: &[Self], comparison: Comparison, nan: NanPolicy) -> (Self, Self) {
                match comparison {
                    Comparison::Auto | Comparison::Real => fused_bounds(lane, nan),
                    Comparison::Abs | Comparison::Total => generic_bounds(lane, comparison, nan),
                }
            }
        }
    )*};
}
fused_types!(f64, f32, i8, i16, i32, i64, u8, u16, u32, u64);

impl BoundsScan for bool {}
impl BoundsScan for half::f16 {}
impl BoundsScan for half::bf16 {}
impl BoundsScan for num_complex::Complex<f64> {}
impl BoundsScan for num_complex::Complex<f32> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{reduce_extremum_values, ReduceSpec};
    use ndarray::ShapeBuilder;
    use proptest::prelude::*;

    fn separate(a: &ArrayD<f64>, axes: ReduceAxes, nan: NanPolicy) -> (Vec<u64>, Vec<u64>) {
        let run = |extremum| {
            let spec = ReduceSpec {
                extremum,
                nan,
                ..ReduceSpec::default()
            };
            reduce_extremum_values(a.view(), axes.clone(), spec)
                .unwrap()
                .t()
                .iter()
                .map(|v| {
                    if v.is_nan() {
                        u64::MAX
                    } else {
                        (v + 0.0).to_bits()
                    }
                })
                .collect::<Vec<u64>>()
        };
        (run(Extremum::Min), run(Extremum::Max))
    }

    fn bits(a: &ArrayD<f64>) -> Vec<u64> {
        a.t()
            .iter()
            .map(|v| {
                if v.is_nan() {
                    u64::MAX
                } else {
                    (v + 0.0).to_bits()
                }
            })
            .collect()
    }

    proptest! {
        #[test]
        fn equals_separate_min_and_max(
            data in proptest::collection::vec(
                prop_oneof![(-50i32..50).prop_map(f64::from), Just(f64::NAN)], 24),
            axis in 0usize..3,
        ) {
            let a = ArrayD::from_shape_vec(IxDyn(&[2, 3, 4]).f(), data).unwrap();
            for nan in [NanPolicy::Omit, NanPolicy::Include] {
                for axes in [ReduceAxes::One(axis), ReduceAxes::All, ReduceAxes::Many(vec![0, 2])] {
                    let b = reduce_bounds(a.view(), axes.clone(), Comparison::Auto, nan).unwrap();
                    let (low, high) = separate(&a, axes, nan);
                    prop_assert_eq!(bits(&b.smallest), low);
                    prop_assert_eq!(bits(&b.largest), high);
                }
            }
        }
    }

    #[test]
    fn zero_bounds_take_the_first_zero() {
        // -0 sits in an earlier accumulator than the earlier +0.
        let mut values = vec![1.0f64; 40];
        values[17] = -0.0;
        values[3] = 0.0;
        let a = ndarray::Array1::from(values).into_dyn();
        let b =
            reduce_bounds(a.view(), ReduceAxes::All, Comparison::Auto, NanPolicy::Omit).unwrap();
        assert!(b.smallest[[0]] == 0.0 && b.smallest[[0]].is_sign_positive());
        let mut values = vec![-1.0f64; 40];
        values[33] = 0.0;
        values[20] = -0.0;
        let a = ndarray::Array1::from(values).into_dyn();
        let b =
            reduce_bounds(a.view(), ReduceAxes::All, Comparison::Auto, NanPolicy::Omit).unwrap();
        assert!(b.largest[[0]] == 0.0 && b.largest[[0]].is_sign_negative());
    }

    #[test]
    fn long_lane_with_nans_and_integers() {
        let mut values: Vec<f64> = (0..1000).map(|i| ((i * 37) % 101) as f64 - 50.0).collect();
        values[500] = f64::NAN;
        let a = ndarray::Array1::from(values).into_dyn();
        let omit =
            reduce_bounds(a.view(), ReduceAxes::All, Comparison::Auto, NanPolicy::Omit).unwrap();
        assert_eq!((omit.smallest[[0]], omit.largest[[0]]), (-50.0, 50.0));
        let include = reduce_bounds(
            a.view(),
            ReduceAxes::All,
            Comparison::Auto,
            NanPolicy::Include,
        )
        .unwrap();
        assert!(include.smallest[[0]].is_nan() && include.largest[[0]].is_nan());
        let all_nan = ndarray::Array1::from(vec![f64::NAN; 20]).into_dyn();
        let b = reduce_bounds(
            all_nan.view(),
            ReduceAxes::All,
            Comparison::Auto,
            NanPolicy::Omit,
        )
        .unwrap();
        assert!(b.smallest[[0]].is_nan());
        let ints = ndarray::Array1::from(vec![3i8, -128, 127, 0]).into_dyn();
        let b = reduce_bounds(
            ints.view(),
            ReduceAxes::All,
            Comparison::Auto,
            NanPolicy::Omit,
        )
        .unwrap();
        assert_eq!((b.smallest[[0]], b.largest[[0]]), (-128, 127));
    }
}
