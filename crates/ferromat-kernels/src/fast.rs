//! Vectorisable kernels for real floats and integers under their natural
//! numeric order (`Comparison::Auto`/`Real`): the contiguous-lane reduction,
//! the slab step of a strided-axis reduction and the element-wise run.
//! Each loop is written once, generically, in a shape LLVM auto-vectorises
//! (independent accumulators, selects instead of branches), and compiled a
//! second and third time inside `avx2`/`avx512f` wrappers chosen at run time.
//!
//! These kernels must return exactly what the generic `Rule::beats` loops
//! return, bit for bit, including which of `-0`/`+0` or which NaN wins; the
//! property tests check that. Nothing here knows about shapes or axes.

use std::mem::MaybeUninit;

use crate::element::Element;
use crate::nan::NanPolicy;
use crate::ordering::Extremum;
use crate::simd::dispatch;

/// (Public only so it may bound `NumericKernels`; unnameable outside.)
/// Real element types with a native `PartialOrd` that equals the kernels'
/// numeric order on non-NaN values.
pub trait FastReal: Element + PartialOrd {
    const LOWEST: Self;
    const HIGHEST: Self;
    const ZERO: Self;
    /// Whether values that compare equal can differ in bits (`-0`/`+0`).
    const SIGNED_ZERO: bool;
}

macro_rules! fast_floats {
    ($($t:ty),*) => {$(
        impl FastReal for $t {
            const LOWEST: Self = <$t>::NEG_INFINITY;
            const HIGHEST: Self = <$t>::INFINITY;
            const ZERO: Self = 0.0;
            const SIGNED_ZERO: bool = true;
        }
    )*};
}
fast_floats!(f64, f32);

macro_rules! fast_integers {
    ($($t:ty),*) => {$(
        impl FastReal for $t {
            const LOWEST: Self = <$t>::MIN;
            const HIGHEST: Self = <$t>::MAX;
            const ZERO: Self = 0;
            const SIGNED_ZERO: bool = false;
        }
    )*};
}
fast_integers!(i8, i16, i32, i64, u8, u16, u32, u64);

/// Slab steps: accumulators, optional positions, consecutive rows, and the
/// step of the first row.
pub(crate) type SlabSteps<T> =
    fn(&mut [T], Option<&mut [usize]>, &[&[T]], usize, Extremum, NanPolicy);

/// Function table of the fast kernels for one element type. Obtained through
/// `Element::numeric_kernels`; the fields are crate-internal.
pub struct NumericKernels<T: 'static> {
    pub(crate) lane: fn(&[T], Extremum, NanPolicy, bool) -> (T, usize),
    pub(crate) slab_steps: SlabSteps<T>,
    pub(crate) pair_run: fn(PairRun<'_, T>, Extremum, NanPolicy),
}

impl<T: FastReal> NumericKernels<T> {
    const fn new() -> Self {
        NumericKernels {
            lane,
            slab_steps,
            pair_run,
        }
    }
}

pub(crate) static F64_KERNELS: NumericKernels<f64> = NumericKernels::new();
pub(crate) static F32_KERNELS: NumericKernels<f32> = NumericKernels::new();
pub(crate) static I8_KERNELS: NumericKernels<i8> = NumericKernels::new();
pub(crate) static I16_KERNELS: NumericKernels<i16> = NumericKernels::new();
pub(crate) static I32_KERNELS: NumericKernels<i32> = NumericKernels::new();
pub(crate) static I64_KERNELS: NumericKernels<i64> = NumericKernels::new();
pub(crate) static U8_KERNELS: NumericKernels<u8> = NumericKernels::new();
pub(crate) static U16_KERNELS: NumericKernels<u16> = NumericKernels::new();
pub(crate) static U32_KERNELS: NumericKernels<u32> = NumericKernels::new();
pub(crate) static U64_KERNELS: NumericKernels<u64> = NumericKernels::new();

/// Max or min as a type, so the hot loops are monomorphised per direction.
trait Direction {
    fn better<T: PartialOrd>(candidate: T, incumbent: T) -> bool;
    /// Negation of "candidate is no better": true when better or unordered.
    fn not_at_most<T: PartialOrd>(candidate: T, incumbent: T) -> bool;
    fn worst<T: FastReal>() -> T;
}
struct Up;
struct Down;
impl Direction for Up {
    #[inline(always)]
    fn better<T: PartialOrd>(candidate: T, incumbent: T) -> bool {
        candidate > incumbent
    }
    #[inline(always)]
    #[allow(clippy::neg_cmp_op_on_partial_ord)]
    fn not_at_most<T: PartialOrd>(candidate: T, incumbent: T) -> bool {
        !(candidate <= incumbent)
    }
    #[inline(always)]
    fn worst<T: FastReal>() -> T {
        T::LOWEST
    }
}
impl Direction for Down {
    #[inline(always)]
    fn better<T: PartialOrd>(candidate: T, incumbent: T) -> bool {
        candidate < incumbent
    }
    #[inline(always)]
    #[allow(clippy::neg_cmp_op_on_partial_ord)]
    fn not_at_most<T: PartialOrd>(candidate: T, incumbent: T) -> bool {
        !(candidate >= incumbent)
    }
    #[inline(always)]
    fn worst<T: FastReal>() -> T {
        T::HIGHEST
    }
}

const ACCUMULATORS: usize = 16;

/// The best non-NaN value of `lane` (the direction's worst value when there
/// is none) and whether a NaN was seen (only tracked when `TRACK_NAN`).
#[inline(always)]
fn scan<T: FastReal, D: Direction, const TRACK_NAN: bool>(lane: &[T]) -> (T, bool) {
    let mut best = [D::worst::<T>(); ACCUMULATORS];
    let mut nan = [false; ACCUMULATORS];
    let mut chunks = lane.chunks_exact(ACCUMULATORS);
    for chunk in &mut chunks {
        for j in 0..ACCUMULATORS {
            let x = chunk[j];
            best[j] = if D::better(x, best[j]) { x } else { best[j] };
            if TRACK_NAN {
                #[allow(clippy::eq_op)]
                let is_nan = x != x;
                nan[j] |= is_nan;
            }
        }
    }
    let mut overall = D::worst::<T>();
    let mut saw_nan = false;
    for j in 0..ACCUMULATORS {
        if D::better(best[j], overall) {
            overall = best[j];
        }
        saw_nan |= nan[j];
    }
    for &x in chunks.remainder() {
        if D::better(x, overall) {
            overall = x;
        }
        if TRACK_NAN {
            saw_nan |= x.is_nan();
        }
    }
    (overall, saw_nan)
}

fn scan_portable<T: FastReal, D: Direction, const N: bool>(lane: &[T]) -> (T, bool) {
    scan::<T, D, N>(lane)
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn scan_avx2<T: FastReal, D: Direction, const N: bool>(lane: &[T]) -> (T, bool) {
    scan::<T, D, N>(lane)
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn scan_avx512<T: FastReal, D: Direction, const N: bool>(lane: &[T]) -> (T, bool) {
    scan::<T, D, N>(lane)
}

/// The smallest and largest non-NaN values of a lane (the starting
/// `HIGHEST`/`LOWEST` when there is none) and whether a NaN was seen (only
/// tracked when `TRACK_NAN`), for `bounds`. Memory is read once: each
/// L1-sized block is scanned for its minimum and then, from cache, for its
/// maximum, with the same `scan` as `max` and `min` (a loop updating both at
/// once vectorises poorly).
pub(crate) fn scan_bounds<T: FastReal, const TRACK_NAN: bool>(lane: &[T]) -> (T, T, bool) {
    dispatch!(
        bounds_portable::<T, TRACK_NAN>,
        bounds_avx2::<T, TRACK_NAN>,
        bounds_avx512::<T, TRACK_NAN>,
        lane
    )
}

#[inline(always)]
fn bounds_body<T: FastReal, const TRACK_NAN: bool>(lane: &[T]) -> (T, T, bool) {
    const BLOCK: usize = 2048;
    let (mut low, mut high, mut saw_nan) = (T::HIGHEST, T::LOWEST, false);
    for block in lane.chunks(BLOCK) {
        let (block_low, block_nan) = scan::<T, Down, TRACK_NAN>(block);
        let (block_high, _) = scan::<T, Up, false>(block);
        if block_low < low {
            low = block_low;
        }
        if block_high > high {
            high = block_high;
        }
        saw_nan |= block_nan;
    }
    (low, high, saw_nan)
}

fn bounds_portable<T: FastReal, const N: bool>(lane: &[T]) -> (T, T, bool) {
    bounds_body::<T, N>(lane)
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn bounds_avx2<T: FastReal, const N: bool>(lane: &[T]) -> (T, T, bool) {
    bounds_body::<T, N>(lane)
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn bounds_avx512<T: FastReal, const N: bool>(lane: &[T]) -> (T, T, bool) {
    bounds_body::<T, N>(lane)
}

/// Position of the first element satisfying `matches`, testing blocks with a
/// branch-free fold before looking inside the block that hit.
#[inline(always)]
fn first_position<T: Copy>(lane: &[T], matches: impl Fn(T) -> bool) -> Option<usize> {
    const BLOCK: usize = 64;
    for (block_number, block) in lane.chunks(BLOCK).enumerate() {
        if block.iter().fold(false, |hit, &x| hit | matches(x)) {
            return block
                .iter()
                .position(|&x| matches(x))
                .map(|offset| block_number * BLOCK + offset);
        }
    }
    None
}

fn lane<T: FastReal>(
    lane: &[T],
    extremum: Extremum,
    nan: NanPolicy,
    want_index: bool,
) -> (T, usize) {
    match extremum {
        Extremum::Max => lane_in::<T, Up>(lane, nan, want_index),
        Extremum::Min => lane_in::<T, Down>(lane, nan, want_index),
    }
}

/// Value and first position of the winner of a non-empty lane. The value is
/// found by a vectorised scan; the position (and the exact bits of a zero
/// winner) by a second scan that stops at the first match.
fn lane_in<T: FastReal, D: Direction>(lane: &[T], nan: NanPolicy, want_index: bool) -> (T, usize) {
    let track_nan = nan == NanPolicy::Include && T::SIGNED_ZERO;
    let (best, saw_nan) = if track_nan {
        dispatch!(
            scan_portable::<T, D, true>,
            scan_avx2::<T, D, true>,
            scan_avx512::<T, D, true>,
            lane
        )
    } else {
        dispatch!(
            scan_portable::<T, D, false>,
            scan_avx2::<T, D, false>,
            scan_avx512::<T, D, false>,
            lane
        )
    };
    let first = lane.first().copied().unwrap_or(best);
    if saw_nan {
        return match first_position(lane, |x: T| x.is_nan()) {
            Some(position) => (lane[position], position),
            None => (first, 0),
        };
    }
    let ambiguous = best == D::worst::<T>() || (T::SIGNED_ZERO && best == T::ZERO);
    if !want_index && !ambiguous {
        return (best, 0);
    }
    match first_position(lane, |x: T| x == best) {
        Some(position) => (lane[position], position),
        // Only NaN in the lane (omit policy): its first element stands.
        None => (first, 0),
    }
}

/// Consecutive steps of a slab reduction: `rows[k]` is step
/// `first_step + k`, and each updates the accumulators (and their
/// positions) element by element, in order.
fn slab_steps<T: FastReal>(
    best: &mut [T],
    positions: Option<&mut [usize]>,
    rows: &[&[T]],
    first_step: usize,
    extremum: Extremum,
    nan: NanPolicy,
) {
    let omit = nan == NanPolicy::Omit;
    match (extremum, omit) {
        (Extremum::Max, true) => slab_dispatch::<T, Up, true>(best, positions, rows, first_step),
        (Extremum::Max, false) => slab_dispatch::<T, Up, false>(best, positions, rows, first_step),
        (Extremum::Min, true) => slab_dispatch::<T, Down, true>(best, positions, rows, first_step),
        (Extremum::Min, false) => {
            slab_dispatch::<T, Down, false>(best, positions, rows, first_step)
        }
    }
}

/// Whether `candidate` replaces `incumbent`: the branch-free form of
/// `Rule::beats` for the numeric order, two comparisons per element.
/// "Not at most" (`!(candidate <= incumbent)` for max) is true when the
/// candidate is better or either value is NaN; the NaN test on the
/// candidate (omit) or on the incumbent (include) then settles NaN.
#[inline(always)]
#[allow(clippy::eq_op)]
fn takes<T: FastReal, D: Direction, const OMIT: bool>(candidate: T, incumbent: T) -> bool {
    let not_at_most = D::not_at_most(candidate, incumbent);
    if OMIT {
        (candidate == candidate) & not_at_most
    } else {
        (incumbent == incumbent) & not_at_most
    }
}

/// Rows applied this many at a time: each accumulator is loaded and stored
/// once per group instead of once per row, which is what bounds a slab
/// reduction with positions once the rows stream from memory.
const SLAB_GROUP: usize = 8;

#[inline(always)]
fn slab_body<T: FastReal, D: Direction, const OMIT: bool>(
    best: &mut [T],
    mut positions: Option<&mut [usize]>,
    rows: &[&[T]],
    first_step: usize,
) {
    let mut groups = rows.chunks_exact(SLAB_GROUP);
    let mut step = first_step;
    for group in &mut groups {
        let group: [&[T]; SLAB_GROUP] = std::array::from_fn(|k| group[k]);
        slab_group::<T, D, OMIT, SLAB_GROUP>(best, positions.as_deref_mut(), group, step);
        step += SLAB_GROUP;
    }
    for &row in groups.remainder() {
        slab_group::<T, D, OMIT, 1>(best, positions.as_deref_mut(), [row], step);
        step += 1;
    }
}

/// `K` rows (steps `step..step + K`) applied to the accumulators, with the
/// accumulator kept in a register across the group.
#[inline(always)]
fn slab_group<T: FastReal, D: Direction, const OMIT: bool, const K: usize>(
    best: &mut [T],
    positions: Option<&mut [usize]>,
    rows: [&[T]; K],
    step: usize,
) {
    let count = best.len();
    let rows = rows.map(|row| &row[..count]);
    match positions {
        Some(positions) => {
            let positions = &mut positions[..count];
            for i in 0..count {
                let mut value = best[i];
                let mut position = positions[i];
                for (k, row) in rows.iter().enumerate() {
                    let candidate = row[i];
                    let take = takes::<T, D, OMIT>(candidate, value);
                    value = if take { candidate } else { value };
                    position = if take { step + k } else { position };
                }
                best[i] = value;
                positions[i] = position;
            }
        }
        None => {
            for i in 0..count {
                let mut value = best[i];
                for row in &rows {
                    let candidate = row[i];
                    value = if takes::<T, D, OMIT>(candidate, value) {
                        candidate
                    } else {
                        value
                    };
                }
                best[i] = value;
            }
        }
    }
}

fn slab_portable<T: FastReal, D: Direction, const O: bool>(
    b: &mut [T],
    p: Option<&mut [usize]>,
    r: &[&[T]],
    s: usize,
) {
    slab_body::<T, D, O>(b, p, r, s)
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn slab_avx2<T: FastReal, D: Direction, const O: bool>(
    b: &mut [T],
    p: Option<&mut [usize]>,
    r: &[&[T]],
    s: usize,
) {
    slab_body::<T, D, O>(b, p, r, s)
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn slab_avx512<T: FastReal, D: Direction, const O: bool>(
    b: &mut [T],
    p: Option<&mut [usize]>,
    r: &[&[T]],
    s: usize,
) {
    slab_body::<T, D, O>(b, p, r, s)
}

fn slab_dispatch<T: FastReal, D: Direction, const O: bool>(
    b: &mut [T],
    p: Option<&mut [usize]>,
    r: &[&[T]],
    s: usize,
) {
    dispatch!(
        slab_portable::<T, D, O>,
        slab_avx2::<T, D, O>,
        slab_avx512::<T, D, O>,
        b,
        p,
        r,
        s
    )
}

/// One operand of an element-wise run: a contiguous slice or one value
/// repeated (a broadcast dimension).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Operand<'a, T> {
    Slice(&'a [T]),
    Scalar(T),
}

/// A contiguous run of an element-wise extremum: `out[i]` (and optionally
/// `origin[i]`) from `first[i]` and `second[i]`.
pub(crate) struct PairRun<'a, T> {
    pub first: Operand<'a, T>,
    pub second: Operand<'a, T>,
    pub out: &'a mut [MaybeUninit<T>],
    pub origin: Option<&'a mut [MaybeUninit<u8>]>,
}

/// Fills a run with `take_second(first, second)` deciding each element.
/// Shared by the fast and the generic element-wise paths.
#[inline(always)]
pub(crate) fn fill_run<T: Copy>(run: PairRun<'_, T>, take_second: impl Fn(T, T) -> bool) {
    let len = run.out.len();
    let out = run.out;
    match run.origin {
        Some(origin) => {
            let origin = &mut origin[..len];
            for_each_pair(run.first, run.second, len, |i, x, y| {
                let take = take_second(x, y);
                out[i].write(if take { y } else { x });
                origin[i].write(u8::from(take));
            });
        }
        None => for_each_pair(run.first, run.second, len, |i, x, y| {
            out[i].write(if take_second(x, y) { y } else { x });
        }),
    }
}

/// Calls `body(i, first[i], second[i])` for `i < len`, with one loop per
/// operand kind so that every loop is a plain slice walk.
#[inline(always)]
fn for_each_pair<T: Copy>(
    first: Operand<'_, T>,
    second: Operand<'_, T>,
    len: usize,
    mut body: impl FnMut(usize, T, T),
) {
    match (first, second) {
        (Operand::Slice(a), Operand::Slice(b)) => {
            for (i, (&x, &y)) in a[..len].iter().zip(&b[..len]).enumerate() {
                body(i, x, y);
            }
        }
        (Operand::Slice(a), Operand::Scalar(y)) => {
            for (i, &x) in a[..len].iter().enumerate() {
                body(i, x, y);
            }
        }
        (Operand::Scalar(x), Operand::Slice(b)) => {
            for (i, &y) in b[..len].iter().enumerate() {
                body(i, x, y);
            }
        }
        (Operand::Scalar(x), Operand::Scalar(y)) => {
            for i in 0..len {
                body(i, x, y);
            }
        }
    }
}

fn pair_run<T: FastReal>(run: PairRun<'_, T>, extremum: Extremum, nan: NanPolicy) {
    let omit = nan == NanPolicy::Omit;
    match (extremum, omit) {
        (Extremum::Max, true) => pair_dispatch::<T, Up, true>(run),
        (Extremum::Max, false) => pair_dispatch::<T, Up, false>(run),
        (Extremum::Min, true) => pair_dispatch::<T, Down, true>(run),
        (Extremum::Min, false) => pair_dispatch::<T, Down, false>(run),
    }
}

#[inline(always)]
fn pair_body<T: FastReal, D: Direction, const O: bool>(run: PairRun<'_, T>) {
    fill_run(run, |x, y| takes::<T, D, O>(y, x));
}
fn pair_portable<T: FastReal, D: Direction, const O: bool>(run: PairRun<'_, T>) {
    pair_body::<T, D, O>(run)
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn pair_avx2<T: FastReal, D: Direction, const O: bool>(run: PairRun<'_, T>) {
    pair_body::<T, D, O>(run)
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn pair_avx512<T: FastReal, D: Direction, const O: bool>(run: PairRun<'_, T>) {
    pair_body::<T, D, O>(run)
}
fn pair_dispatch<T: FastReal, D: Direction, const O: bool>(run: PairRun<'_, T>) {
    dispatch!(
        pair_portable::<T, D, O>,
        pair_avx2::<T, D, O>,
        pair_avx512::<T, D, O>,
        run
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_finds_first_winner_and_zero_bits() {
        let values = [-0.0f64, 0.0, -1.0];
        let (value, position) = lane(&values, Extremum::Max, NanPolicy::Omit, false);
        assert!(value == 0.0 && value.is_sign_negative());
        assert_eq!(position, 0);
        let long: Vec<f64> = (0..100).map(|i| (i % 7) as f64).collect();
        assert_eq!(lane(&long, Extremum::Max, NanPolicy::Omit, true), (6.0, 6));
        assert_eq!(lane(&long, Extremum::Min, NanPolicy::Omit, true), (0.0, 0));
    }

    #[test]
    fn lane_nan_policies() {
        let values = [f64::NAN, 2.0, f64::NAN, 5.0];
        assert_eq!(
            lane(&values, Extremum::Max, NanPolicy::Omit, true),
            (5.0, 3)
        );
        let (value, position) = lane(&values, Extremum::Max, NanPolicy::Include, true);
        assert!(value.is_nan());
        assert_eq!(position, 0);
        let only_nan = [f64::NAN; 40];
        assert_eq!(lane(&only_nan, Extremum::Min, NanPolicy::Omit, true).1, 0);
        let with_inf = [f64::NAN, f64::NEG_INFINITY];
        assert_eq!(
            lane(&with_inf, Extremum::Max, NanPolicy::Omit, true),
            (f64::NEG_INFINITY, 1)
        );
    }

    #[test]
    fn slab_step_keeps_first_on_ties() {
        let mut best = vec![1.0, f64::NAN, 3.0];
        let mut positions = vec![0, 0, 0];
        slab_steps(
            &mut best,
            Some(&mut positions),
            &[&[1.0, 2.0, 4.0]],
            1,
            Extremum::Max,
            NanPolicy::Omit,
        );
        assert_eq!(positions, vec![0, 1, 1]);
        assert_eq!(best, vec![1.0, 2.0, 4.0]);
    }

    #[test]
    fn slab_groups_match_single_steps() {
        let rows: Vec<Vec<f64>> = (0..7)
            .map(|r| (0..5).map(|c| ((r * 3 + c * 5) % 4) as f64).collect())
            .collect();
        let row_slices: Vec<&[f64]> = rows.iter().map(Vec::as_slice).collect();
        let mut grouped = vec![f64::NAN; 5];
        let mut grouped_positions = vec![0; 5];
        slab_steps(
            &mut grouped,
            Some(&mut grouped_positions),
            &row_slices,
            10,
            Extremum::Max,
            NanPolicy::Omit,
        );
        let mut single = vec![f64::NAN; 5];
        let mut single_positions = vec![0; 5];
        for (k, row) in row_slices.iter().enumerate() {
            slab_steps(
                &mut single,
                Some(&mut single_positions),
                &[row],
                10 + k,
                Extremum::Max,
                NanPolicy::Omit,
            );
        }
        assert_eq!(grouped, single);
        assert_eq!(grouped_positions, single_positions);
    }
}
