//! Property tests of every entry point against naive references: random
//! shapes of 0-4 dims (sizes 0 to 3), random layouts (C, F, sliced,
//! reversed, permuted), random axis sets, values full of NaN, Inf, signed
//! zeros, integer limits and ties, for f64, f32, i64, u64, bool and complex.
//! The references are the simplest loops over logical indices, with their
//! own comparison functions, so they share no code with the kernels' walks.

use std::cmp::Ordering;

use ferromat_kernels::{
    cumulative_extremum, elementwise_extremum, reduce_bounds, reduce_extremum, variadic_extremum,
    BoundsScan, Comparison, Convention, CumulativeSpec, Direction, Element, ElementwiseSpec,
    Extremum, IndexForm, Layout, NanPolicy, Parallelism, ReduceAxes, ReduceSpec, VariadicSpec,
};
use ndarray::{ArrayD, Axis, IxDyn, ShapeBuilder, Slice};
use num_complex::Complex64;
use proptest::prelude::*;

/// Each type's order written independently of the crate, as plainly as
/// possible.
trait Naive: Element {
    fn naive_nan(self) -> bool;
    fn naive_cmp(self, other: Self, comparison: Comparison) -> Ordering;
}

fn float_cmp(a: f64, b: f64, comparison: Comparison) -> Ordering {
    let by_value = a.partial_cmp(&b).unwrap_or(Ordering::Equal);
    match comparison {
        Comparison::Auto | Comparison::Real => by_value,
        Comparison::Abs => {
            let angle = |x: f64| {
                if x.is_sign_negative() {
                    std::f64::consts::PI
                } else {
                    0.0
                }
            };
            a.abs()
                .partial_cmp(&b.abs())
                .unwrap_or(Ordering::Equal)
                .then(angle(a).total_cmp(&angle(b)))
        }
        Comparison::Total => a.total_cmp(&b),
    }
}

impl Naive for f64 {
    fn naive_nan(self) -> bool {
        self.is_nan()
    }
    fn naive_cmp(self, other: Self, comparison: Comparison) -> Ordering {
        float_cmp(self, other, comparison)
    }
}
impl Naive for f32 {
    fn naive_nan(self) -> bool {
        self.is_nan()
    }
    fn naive_cmp(self, other: Self, comparison: Comparison) -> Ordering {
        float_cmp(f64::from(self), f64::from(other), comparison)
    }
}
fn integer_cmp(a: i128, b: i128, comparison: Comparison) -> Ordering {
    match comparison {
        Comparison::Abs => a.abs().cmp(&b.abs()).then((a < 0).cmp(&(b < 0))),
        _ => a.cmp(&b),
    }
}
impl Naive for i64 {
    fn naive_nan(self) -> bool {
        false
    }
    fn naive_cmp(self, other: Self, comparison: Comparison) -> Ordering {
        integer_cmp(self.into(), other.into(), comparison)
    }
}
impl Naive for u64 {
    fn naive_nan(self) -> bool {
        false
    }
    fn naive_cmp(self, other: Self, comparison: Comparison) -> Ordering {
        integer_cmp(self.into(), other.into(), comparison)
    }
}
impl Naive for bool {
    fn naive_nan(self) -> bool {
        false
    }
    fn naive_cmp(self, other: Self, _: Comparison) -> Ordering {
        u8::from(self).cmp(&u8::from(other))
    }
}
impl Naive for Complex64 {
    fn naive_nan(self) -> bool {
        self.re.is_nan() || self.im.is_nan()
    }
    fn naive_cmp(self, other: Self, comparison: Comparison) -> Ordering {
        let partial = |a: f64, b: f64| a.partial_cmp(&b).unwrap_or(Ordering::Equal);
        match comparison {
            Comparison::Auto | Comparison::Abs => partial(self.norm(), other.norm())
                .then(partial(self.im.atan2(self.re), other.im.atan2(other.re))),
            Comparison::Real => partial(self.re, other.re).then(partial(self.im, other.im)),
            Comparison::Total => self
                .re
                .total_cmp(&other.re)
                .then(self.im.total_cmp(&other.im)),
        }
    }
}

/// Does `candidate` replace `incumbent` (which came earlier)?
fn naive_beats<T: Naive>(
    candidate: T,
    incumbent: T,
    extremum: Extremum,
    comparison: Comparison,
    nan: NanPolicy,
) -> bool {
    match (nan, candidate.naive_nan(), incumbent.naive_nan()) {
        (NanPolicy::Omit, true, _) => false,
        (NanPolicy::Omit, false, true) => true,
        (NanPolicy::Include, _, true) => false,
        (NanPolicy::Include, true, false) => true,
        _ => {
            let order = candidate.naive_cmp(incumbent, comparison);
            match extremum {
                Extremum::Max => order == Ordering::Greater,
                Extremum::Min => order == Ordering::Less,
            }
        }
    }
}

/// Bitwise-ish equality through Debug (distinguishes -0 and +0).
fn same<T: std::fmt::Debug>(a: &[T], b: &[T]) -> bool {
    format!("{a:?}") == format!("{b:?}")
}

fn column_major<T: Clone>(array: &ArrayD<T>) -> Vec<T> {
    array.t().iter().cloned().collect()
}

fn unravel(mut linear: usize, dims: &[usize]) -> Vec<usize> {
    dims.iter()
        .map(|&len| {
            let digit = linear % len;
            linear /= len;
            digit
        })
        .collect()
}

fn ravel(index: &[usize], dims: &[usize]) -> usize {
    index
        .iter()
        .zip(dims)
        .rev()
        .fold(0, |acc, (&i, &len)| acc * len + i)
}

/// An array of logical shape `shape`, filled by cycling `pool`, in one of
/// five layouts.
fn build<T: Clone>(shape: &[usize], pool: &[T], layout: u8, offset: usize) -> ArrayD<T> {
    let fill = |count: usize| -> Vec<T> {
        (0..count)
            .map(|k| pool[(k * 7 + offset) % pool.len()].clone())
            .collect()
    };
    let count: usize = shape.iter().product();
    let make = |dims: &[usize], fortran: bool| {
        let data = fill(dims.iter().product());
        let result = if fortran {
            ArrayD::from_shape_vec(IxDyn(dims).f(), data)
        } else {
            ArrayD::from_shape_vec(IxDyn(dims), data)
        };
        result.expect("shape and data agree")
    };
    match layout {
        0 => make(shape, false),
        1 => make(shape, true),
        2 => {
            let doubled: Vec<usize> = shape.iter().map(|&len| 2 * len).collect();
            let mut array = make(&doubled, true);
            for axis in 0..shape.len() {
                array.slice_axis_inplace(Axis(axis), Slice::new(0, None, 2));
            }
            array
        }
        3 => {
            let mut array = make(shape, count & 1 == 0);
            for axis in 0..shape.len() {
                array.invert_axis(Axis(axis));
            }
            array
        }
        _ => {
            let rank = shape.len();
            let rotated: Vec<usize> = (0..rank).map(|axis| shape[(axis + 1) % rank]).collect();
            let order: Vec<usize> = (0..rank).map(|axis| (axis + rank - 1) % rank).collect();
            make(&rotated, true).permuted_axes(order)
        }
    }
}

fn reference_reduce<T: Naive>(
    input: &ArrayD<T>,
    mask: &[bool],
    spec: &ReduceSpec,
) -> (Vec<usize>, Vec<T>, Vec<usize>) {
    let dims = input.shape().to_vec();
    let out_dims: Vec<usize> = dims
        .iter()
        .zip(mask)
        .map(|(&len, &r)| if r && len > 0 { 1 } else { len })
        .collect();
    let reduced: Vec<usize> = (0..dims.len()).filter(|&axis| mask[axis]).collect();
    let reduced_dims: Vec<usize> = reduced.iter().map(|&axis| dims[axis]).collect();
    let slice_len: usize = reduced_dims.iter().product();
    let (mut values, mut indices) = (Vec::new(), Vec::new());
    for out in 0..out_dims.iter().product::<usize>() {
        let mut full = unravel(out, &out_dims);
        let mut best: Option<(T, usize)> = None;
        for position in 0..slice_len {
            for (digit, &axis) in unravel(position, &reduced_dims).into_iter().zip(&reduced) {
                full[axis] = digit;
            }
            let x = input[IxDyn(&full)];
            let index = match spec.index {
                IndexForm::Linear => ravel(&full, &dims),
                _ => position,
            };
            best = match best {
                Some((b, _)) if !naive_beats(x, b, spec.extremum, spec.comparison, spec.nan) => {
                    best
                }
                _ => Some((x, index)),
            };
        }
        if let Some((value, index)) = best {
            values.push(value);
            indices.push(index);
        }
    }
    (out_dims, values, indices)
}

fn spec_from(choice: (bool, u8, bool, u8, bool, u8)) -> ReduceSpec {
    let (max, comparison, omit, index, keepdims, parallel) = choice;
    ReduceSpec {
        extremum: if max { Extremum::Max } else { Extremum::Min },
        comparison: [
            Comparison::Auto,
            Comparison::Abs,
            Comparison::Real,
            Comparison::Total,
        ][comparison as usize % 4],
        nan: if omit {
            NanPolicy::Omit
        } else {
            NanPolicy::Include
        },
        index: [
            IndexForm::None,
            IndexForm::AlongAxis,
            IndexForm::InSlice,
            IndexForm::Linear,
        ][index as usize % 4],
        keepdims,
        layout: if parallel % 2 == 0 {
            Layout::ColumnMajor
        } else {
            Layout::RowMajor
        },
        parallelism: [Parallelism::Serial, Parallelism::Always, Parallelism::Auto]
            [parallel as usize % 3],
    }
}

fn axes_from(rank: usize, kind: u8, bits: u8) -> (ReduceAxes, Vec<bool>) {
    match kind % 3 {
        0 if rank > 0 => {
            let axis = bits as usize % rank;
            (
                ReduceAxes::One(axis),
                (0..rank).map(|a| a == axis).collect(),
            )
        }
        1 => {
            let mask: Vec<bool> = (0..rank).map(|a| bits & (1 << a) != 0).collect();
            let mut axes: Vec<usize> = (0..rank).filter(|&a| mask[a]).collect();
            axes.reverse();
            (ReduceAxes::Many(axes), mask)
        }
        _ => (ReduceAxes::All, vec![true; rank]),
    }
}

type Choice = (bool, u8, bool, u8, bool, u8);

fn check_reduce<T: Naive>(
    shape: Vec<usize>,
    pool: Vec<T>,
    layout: u8,
    offset: usize,
    axes: (u8, u8),
    choice: Choice,
) -> Result<(), TestCaseError> {
    let input = build(&shape, &pool, layout, offset);
    let (axes, mask) = axes_from(shape.len(), axes.0, axes.1);
    let spec = spec_from(choice);
    let result = reduce_extremum(input.view(), axes, spec);
    let count = mask.iter().filter(|&&r| r).count();
    if spec.index == IndexForm::AlongAxis && count != 1 {
        prop_assert!(result.is_err());
        return Ok(());
    }
    let (out_dims, values, indices) = reference_reduce(&input, &mask, &spec);
    let empty_removed = !spec.keepdims
        && (0..shape.len()).any(|a| mask[a] && shape[a] == 0)
        && (0..shape.len())
            .filter(|&a| !mask[a])
            .map(|a| shape[a])
            .product::<usize>()
            > 0;
    if empty_removed {
        prop_assert!(result.is_err());
        return Ok(());
    }
    let result = result.map_err(|e| TestCaseError::fail(e.to_string()))?;
    let expected_shape: Vec<usize> = if spec.keepdims {
        out_dims
    } else {
        (0..shape.len())
            .filter(|&a| !mask[a])
            .map(|a| shape[a])
            .collect()
    };
    prop_assert_eq!(result.values.shape(), &expected_shape[..]);
    let layout_ok = match spec.layout {
        Layout::ColumnMajor => result.values.t().is_standard_layout(),
        Layout::RowMajor => result.values.is_standard_layout(),
    };
    prop_assert!(layout_ok);
    prop_assert!(
        same(&column_major(&result.values), &values),
        "{:?} vs {:?}",
        result.values,
        values
    );
    match (spec.index, result.indices) {
        (IndexForm::None, None) => {}
        (IndexForm::None, Some(_)) => prop_assert!(false, "indices not asked for"),
        (_, Some(got)) => prop_assert_eq!(column_major(&got), indices),
        (_, None) => prop_assert!(false, "indices missing"),
    }
    Ok(())
}

/// `reduce_bounds` equals the naive minimum and maximum, bit for bit
/// (signed zeros and which NaN included), in column-major order with the
/// reduced axes kept.
fn check_bounds<T: Naive + BoundsScan>(
    shape: Vec<usize>,
    pool: Vec<T>,
    layout: u8,
    axes: (u8, u8),
    choice: Choice,
) -> Result<(), TestCaseError> {
    let input = build(&shape, &pool, layout, 0);
    let (axes, mask) = axes_from(shape.len(), axes.0, axes.1);
    let spec = spec_from(choice);
    let result = reduce_bounds(input.view(), axes, spec.comparison, spec.nan)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    for (extremum, got) in [
        (Extremum::Min, &result.smallest),
        (Extremum::Max, &result.largest),
    ] {
        let spec = ReduceSpec { extremum, ..spec };
        let (out_dims, values, _) = reference_reduce(&input, &mask, &spec);
        prop_assert_eq!(got.shape(), &out_dims[..]);
        prop_assert!(
            same(&column_major(got), &values),
            "{:?}: {:?} vs {:?}",
            extremum,
            got,
            values
        );
    }
    Ok(())
}

fn check_parallel_identical<T: Naive>(
    shape: Vec<usize>,
    pool: Vec<T>,
    layout: u8,
    axes: (u8, u8),
    choice: Choice,
) -> Result<(), TestCaseError> {
    let input = build(&shape, &pool, layout, 3);
    let (axes, _) = axes_from(shape.len(), axes.0, axes.1);
    let serial = ReduceSpec {
        parallelism: Parallelism::Serial,
        ..spec_from(choice)
    };
    let parallel = ReduceSpec {
        parallelism: Parallelism::Always,
        ..serial
    };
    let a = reduce_extremum(input.view(), axes.clone(), serial);
    let b = reduce_extremum(input.view(), axes, parallel);
    prop_assert_eq!(format!("{a:?}"), format!("{b:?}"));
    Ok(())
}

fn check_elementwise<T: Naive>(
    shapes: (Vec<usize>, Vec<usize>),
    pool: Vec<T>,
    layouts: (u8, u8),
    convention: u8,
    choice: Choice,
) -> Result<(), TestCaseError> {
    let (mut left, mut right) = shapes;
    // Make some pairs broadcastable by forcing ones.
    for (k, len) in right.iter_mut().enumerate() {
        if choice.5 & 1 == 0 && k < left.len() && *len != left[k] {
            *len = 1;
        }
    }
    if left.is_empty() && choice.4 {
        left = vec![1];
    }
    let first = build(&left, &pool, layouts.0, 1);
    let second = build(&right, &pool, layouts.1, 4);
    let convention = if convention & 1 == 0 {
        Convention::Matlab
    } else {
        Convention::Numpy
    };
    let base = spec_from(choice);
    let spec = ElementwiseSpec {
        extremum: base.extremum,
        comparison: base.comparison,
        nan: base.nan,
        origin: choice.4,
        layout: base.layout,
        parallelism: base.parallelism,
    };
    let result = elementwise_extremum(first.view(), second.view(), convention, spec);
    // Naive broadcast.
    let rank = left.len().max(right.len());
    let pad = |s: &[usize]| -> Vec<usize> {
        let ones = vec![1; rank - s.len()];
        if convention == Convention::Matlab {
            [s, &ones[..]].concat()
        } else {
            [&ones[..], s].concat()
        }
    };
    let (l, r) = (pad(&left), pad(&right));
    let mut out_dims = Vec::new();
    for (&a, &b) in l.iter().zip(&r) {
        if a == b || b == 1 {
            out_dims.push(a);
        } else if a == 1 {
            out_dims.push(b);
        } else {
            prop_assert!(result.is_err());
            return Ok(());
        }
    }
    let result = result.map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(result.values.shape(), &out_dims[..]);
    let (first_values, second_values) = (
        column_major(&first.to_owned()),
        column_major(&second.to_owned()),
    );
    let (mut values, mut origin) = (Vec::new(), Vec::new());
    for out in 0..out_dims.iter().product::<usize>() {
        let index = unravel(out, &out_dims);
        let pick = |dims: &[usize]| -> Vec<usize> {
            index
                .iter()
                .zip(dims)
                .map(|(&i, &len)| if len == 1 { 0 } else { i })
                .collect()
        };
        let x = first_values[ravel(&pick(&l), &l)];
        let y = second_values[ravel(&pick(&r), &r)];
        let take = naive_beats(y, x, spec.extremum, spec.comparison, spec.nan);
        values.push(if take { y } else { x });
        origin.push(u8::from(take));
    }
    prop_assert!(same(&column_major(&result.values), &values));
    if spec.origin {
        prop_assert_eq!(result.origin.as_ref().map(column_major), Some(origin));
    }
    Ok(())
}

fn check_cumulative<T: Naive>(
    shape: Vec<usize>,
    pool: Vec<T>,
    layout: u8,
    axis: u8,
    reverse: bool,
    choice: Choice,
) -> Result<(), TestCaseError> {
    if shape.is_empty() {
        return Ok(());
    }
    let input = build(&shape, &pool, layout, 2);
    let axis = axis as usize % shape.len();
    let base = spec_from(choice);
    let spec = CumulativeSpec {
        extremum: base.extremum,
        comparison: base.comparison,
        nan: base.nan,
        direction: if reverse {
            Direction::Reverse
        } else {
            Direction::Forward
        },
        indices: true,
        layout: base.layout,
        parallelism: base.parallelism,
    };
    let result = cumulative_extremum(input.view(), axis, spec)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut values = input.clone();
    let mut indices = ArrayD::<usize>::zeros(IxDyn(&shape));
    for out in 0..shape.iter().product::<usize>() {
        let mut index = unravel(out, &shape);
        let target = index[axis];
        let steps: Vec<usize> = if reverse {
            (target..shape[axis]).rev().collect()
        } else {
            (0..=target).collect()
        };
        let mut best: Option<(T, usize)> = None;
        for step in steps {
            index[axis] = step;
            let x = input[IxDyn(&index)];
            best = match best {
                Some((b, _)) if !naive_beats(x, b, spec.extremum, spec.comparison, spec.nan) => {
                    best
                }
                _ => Some((x, step)),
            };
        }
        index[axis] = target;
        if let Some((value, position)) = best {
            values[IxDyn(&index)] = value;
            indices[IxDyn(&index)] = position;
        }
    }
    prop_assert!(same(&column_major(&result.values), &column_major(&values)));
    prop_assert_eq!(
        result.indices.as_ref().map(column_major),
        Some(column_major(&indices))
    );
    Ok(())
}

fn special_f64() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(0.0),
        Just(-0.0),
        (-3i32..4).prop_map(f64::from),
        any::<f64>(),
    ]
}
fn special_f32() -> impl Strategy<Value = f32> {
    special_f64().prop_map(|x| x as f32)
}
fn special_i64() -> impl Strategy<Value = i64> {
    prop_oneof![
        Just(i64::MIN),
        Just(i64::MIN + 1),
        Just(i64::MAX),
        Just(i64::MAX - 1),
        Just(1 << 53),
        Just((1 << 53) + 1),
        -3i64..4
    ]
}
fn special_u64() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(u64::MAX),
        Just(u64::MAX - 1),
        Just(0),
        Just(1 << 53),
        Just((1 << 53) + 1),
        0u64..4
    ]
}
fn special_complex() -> impl Strategy<Value = Complex64> {
    (special_f64(), special_f64()).prop_map(|(re, im)| Complex64::new(re, im))
}

fn shape() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(0usize..4, 0..=4)
}
fn choice() -> impl Strategy<Value = Choice> {
    (
        any::<bool>(),
        0u8..4,
        any::<bool>(),
        0u8..4,
        any::<bool>(),
        0u8..6,
    )
}

macro_rules! properties_for {
    ($module:ident, $t:ty, $values:expr) => {
        mod $module {
            use super::*;
            proptest! {
                #![proptest_config(ProptestConfig::with_cases(128))]
                #[test]
                fn reduce_matches_reference(shape in shape(), pool in prop::collection::vec($values, 1..6), layout in 0u8..5, offset in 0usize..8, axes in (0u8..3, any::<u8>()), choice in choice()) {
                    check_reduce::<$t>(shape, pool, layout, offset, axes, choice)?;
                }
                /// Slabs wide enough for the fast kernels (`inner >= 8`)
                /// and long enough for whole groups of rows plus a remainder.
                #[test]
                fn wide_slab_matches_reference(inner in 8usize..40, length in 1usize..40, pool in prop::collection::vec($values, 1..6), layout in 0u8..5, choice in choice()) {
                    check_reduce::<$t>(vec![inner, length], pool, layout, 0, (0, 1), choice)?;
                }
                #[test]
                fn bounds_match_reference(shape in prop::collection::vec(0usize..6, 0..=3), long in 0usize..80, pool in prop::collection::vec($values, 1..6), layout in 0u8..5, axes in (0u8..3, any::<u8>()), choice in choice()) {
                    // A long first axis exercises the vectorised scans.
                    let mut shape = shape;
                    if let Some(first) = shape.first_mut() {
                        *first += long;
                    }
                    check_bounds::<$t>(shape, pool, layout, axes, choice)?;
                }
                #[test]
                fn parallel_equals_serial(shape in prop::collection::vec(0usize..12, 0..=3), pool in prop::collection::vec($values, 1..6), layout in 0u8..5, axes in (0u8..3, any::<u8>()), choice in choice()) {
                    check_parallel_identical::<$t>(shape, pool, layout, axes, choice)?;
                }
                #[test]
                fn elementwise_matches_reference(shapes in (shape(), shape()), pool in prop::collection::vec($values, 1..6), layouts in (0u8..5, 0u8..5), convention in 0u8..2, choice in choice()) {
                    check_elementwise::<$t>(shapes, pool, layouts, convention, choice)?;
                }
                #[test]
                fn cumulative_matches_reference(shape in shape(), pool in prop::collection::vec($values, 1..6), layout in 0u8..5, axis in 0u8..4, reverse in any::<bool>(), choice in choice()) {
                    check_cumulative::<$t>(shape, pool, layout, axis, reverse, choice)?;
                }
            }
        }
    };
}

properties_for!(f64_properties, f64, special_f64());
properties_for!(f32_properties, f32, special_f32());
properties_for!(i64_properties, i64, special_i64());
properties_for!(u64_properties, u64, special_u64());
properties_for!(bool_properties, bool, any::<bool>());
properties_for!(complex_properties, Complex64, special_complex());

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    #[test]
    fn variadic_is_a_left_fold_and_exact(shapes in prop::collection::vec(prop::collection::vec(1usize..3, 0..=3), 1..4), pool in prop::collection::vec(special_f64(), 1..6)) {
        let inputs: Vec<ArrayD<f64>> = shapes.iter().enumerate().map(|(k, s)| build(s, &pool, k as u8 % 5, k)).collect();
        let views: Vec<_> = inputs.iter().map(|a| a.view()).collect();
        let result = variadic_extremum(&views, &VariadicSpec::default());
        let mut expected: Option<ArrayD<f64>> = None;
        for input in &inputs {
            expected = Some(match expected {
                None => input.clone(),
                Some(acc) => {
                    let shape = match ferromat_kernels::broadcast_shape(acc.shape(), input.shape(), Convention::Numpy) {
                        Ok(shape) => shape,
                        Err(_) => { prop_assert!(result.is_err()); return Ok(()); }
                    };
                    let (a, b) = (acc.broadcast(shape.clone()).expect("broadcast"), input.broadcast(shape.clone()).expect("broadcast"));
                    ndarray::Zip::from(&a).and(&b).map_collect(|&x, &y| {
                        if naive_beats(y, x, Extremum::Max, Comparison::Total, NanPolicy::Include) { y } else { x }
                    })
                }
            });
        }
        let expected = expected.expect("at least one input");
        let result = result.map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(result.shape(), expected.shape());
        prop_assert!(same(&column_major(&result), &column_major(&expected)));
        // Exactness: every element is bit-identical to some input element.
        for value in result.iter() {
            prop_assert!(inputs.iter().any(|input| input.iter().any(|x| x.to_bits() == value.to_bits())));
        }
    }
}

#[test]
fn large_parallel_reductions_match_serial() {
    let values: Vec<f64> = (0..600_000usize)
        .map(|k| ((k * 7919) % 100_003) as f64 - if k % 1001 == 0 { 0.5 } else { 0.0 })
        .collect();
    let matrix = ArrayD::from_shape_vec(IxDyn(&[600, 1000]).f(), values).expect("shape");
    for axes in [ReduceAxes::One(0), ReduceAxes::One(1), ReduceAxes::All] {
        for form in [IndexForm::InSlice, IndexForm::Linear] {
            let serial = ReduceSpec {
                index: form,
                parallelism: Parallelism::Serial,
                ..ReduceSpec::default()
            };
            let auto = ReduceSpec {
                parallelism: Parallelism::Auto,
                ..serial
            };
            let a = reduce_extremum(matrix.view(), axes.clone(), serial);
            let b = reduce_extremum(matrix.view(), axes.clone(), auto);
            assert_eq!(a, b);
        }
    }
    let row = ArrayD::from_shape_fn(IxDyn(&[1, 1000]), |i| (i[1] % 13) as f64);
    let spec = ElementwiseSpec {
        origin: true,
        parallelism: Parallelism::Serial,
        ..ElementwiseSpec::default()
    };
    let a = elementwise_extremum(matrix.view(), row.view(), Convention::Matlab, spec);
    let b = elementwise_extremum(
        matrix.view(),
        row.view(),
        Convention::Matlab,
        ElementwiseSpec {
            parallelism: Parallelism::Auto,
            ..spec
        },
    );
    assert_eq!(a, b);
}

/// Reduces the same small-integer data stored as `T` and as `f64` and checks
/// that winners and indices agree, for the element types without their own
/// property suite.
fn agrees_with_f64<T: Element>(
    convert: impl Fn(i8) -> T,
    back: impl Fn(T) -> f64,
    wide_comparison: Comparison,
) {
    let raw: Vec<i8> = (0..60).map(|k: i32| ((k * 37) % 11 - 5) as i8).collect();
    let wide = ArrayD::from_shape_vec(
        IxDyn(&[3, 4, 5]).f(),
        raw.iter().map(|&v| f64::from(v)).collect(),
    )
    .expect("shape");
    let narrow = ArrayD::from_shape_vec(
        IxDyn(&[3, 4, 5]).f(),
        raw.iter().map(|&v| convert(v)).collect(),
    )
    .expect("shape");
    for axes in [
        ReduceAxes::One(1),
        ReduceAxes::Many(vec![0, 2]),
        ReduceAxes::All,
    ] {
        for extremum in [Extremum::Max, Extremum::Min] {
            let spec = ReduceSpec {
                extremum,
                index: IndexForm::Linear,
                ..ReduceSpec::default()
            };
            let wide_spec = ReduceSpec {
                comparison: wide_comparison,
                ..spec
            };
            let expected =
                reduce_extremum(wide.view(), axes.clone(), wide_spec).expect("f64 reduce");
            let got = reduce_extremum(narrow.view(), axes.clone(), spec).expect("narrow reduce");
            assert_eq!(
                got.values.iter().map(|&v| back(v)).collect::<Vec<_>>(),
                expected.values.iter().copied().collect::<Vec<_>>()
            );
            assert_eq!(got.indices, expected.indices);
        }
    }
}

#[test]
fn every_element_type_agrees_with_f64() {
    let auto = Comparison::Auto;
    agrees_with_f64(|v| v, f64::from, auto);
    agrees_with_f64(i16::from, f64::from, auto);
    agrees_with_f64(i32::from, f64::from, auto);
    agrees_with_f64(|v| (v + 5) as u8, |v| f64::from(v) - 5.0, auto);
    agrees_with_f64(|v| (v + 5) as u16, |v| f64::from(v) - 5.0, auto);
    agrees_with_f64(|v| (v + 5) as u32, |v| f64::from(v) - 5.0, auto);
    agrees_with_f64(
        |v| half::f16::from_f32(f32::from(v)),
        |v| f64::from(v.to_f32()),
        auto,
    );
    agrees_with_f64(
        |v| half::bf16::from_f32(f32::from(v)),
        |v| f64::from(v.to_f32()),
        auto,
    );
    // Complex 'auto' is abs-then-angle, which on real data is the f64 'abs' order.
    agrees_with_f64(
        |v| num_complex::Complex32::new(f32::from(v), 0.0),
        |v| f64::from(v.re),
        Comparison::Abs,
    );
}
