//! Sorting a long slice in pieces with a stop check between them, so the
//! caller (an interpreter's Ctrl-C, an embedder's interrupt handle) can end
//! a sort of hundreds of millions of elements within a fraction of a second.
//!
//! The slice is cut into runs of `SORT_RUN` elements, each sorted with the
//! standard library's unstable sort (several runs at once on rayon), then
//! merged bottom-up in passes through one scratch buffer. `stop` is called
//! only on the calling thread (an interpreter keeps its flag in a thread
//! local), between batches of runs and every `SORT_RUN` merged elements.
//!
//! This file must not define an ordering: it sorts by `Ord` or the
//! caller's comparator; MATLAB's orders (NaN last, descending, complex by
//! magnitude) belong to the caller.

use std::cmp::Ordering;

use rayon::prelude::*;

/// Elements per initial run, and merged elements between two stop checks:
/// about 5 ms of work for 8-byte keys.
pub const SORT_RUN: usize = 1 << 19;

/// The sort ended because `stop` said so; the slice's contents are then
/// unspecified (each slot holds one of its elements, some maybe twice).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// Sorts `data` ascending like `slice::sort_unstable`, asking `stop`
/// between pieces of work; returns `Err(Stopped)` as soon as it says so.
/// Slices up to a few runs long are sorted in one call after one check.
/// When the scratch buffer (as large as `data`) cannot be allocated, the
/// slice is sorted in one call, without further checks.
///
/// ```
/// use ferromat_kernels::sort::sort_unstable_until;
/// let mut keys = vec![3u64, 1, 2];
/// sort_unstable_until(&mut keys, &|| false).unwrap();
/// assert_eq!(keys, [1, 2, 3]);
/// ```
pub fn sort_unstable_until<T: Ord + Copy + Send + Sync>(
    data: &mut [T],
    stop: &dyn Fn() -> bool,
) -> Result<(), Stopped> {
    sort_in_runs(
        data,
        SORT_RUN,
        &|piece: &mut [T]| piece.sort_unstable(),
        &T::cmp,
        stop,
    )
}

/// A stable sort of `data` under `compare` like `slice::sort_by`, asking
/// `stop` between pieces of work as [`sort_unstable_until`] does.
///
/// ```
/// use ferromat_kernels::sort::sort_by_until;
/// let mut words = vec!["bb", "a", "cc", "d"];
/// sort_by_until(&mut words, &|a: &&str, b: &&str| a.len().cmp(&b.len()), &|| false).unwrap();
/// assert_eq!(words, ["a", "d", "bb", "cc"]);
/// ```
pub fn sort_by_until<T, F>(
    data: &mut [T],
    compare: &F,
    stop: &dyn Fn() -> bool,
) -> Result<(), Stopped>
where
    T: Copy + Send + Sync,
    F: Fn(&T, &T) -> Ordering + Sync,
{
    sort_in_runs(
        data,
        SORT_RUN,
        &|piece: &mut [T]| piece.sort_by(compare),
        compare,
        stop,
    )
}

/// Sorts runs of `run` elements with `sort_piece`, then merges them under
/// `compare` (taking the earlier run's element on ties, so a stable
/// `sort_piece` gives a stable sort).
fn sort_in_runs<T, S, F>(
    data: &mut [T],
    run: usize,
    sort_piece: &S,
    compare: &F,
    stop: &dyn Fn() -> bool,
) -> Result<(), Stopped>
where
    T: Copy + Send + Sync,
    S: Fn(&mut [T]) + Sync,
    F: Fn(&T, &T) -> Ordering,
{
    if stop() {
        return Err(Stopped);
    }
    let mut scratch: Vec<T> = Vec::new();
    if data.len() <= 4 * run || scratch.try_reserve_exact(data.len()).is_err() {
        sort_piece(data);
        return Ok(());
    }
    let batch = run * rayon::current_num_threads().max(1);
    for group in data.chunks_mut(batch) {
        if stop() {
            return Err(Stopped);
        }
        group.par_chunks_mut(run).for_each(sort_piece);
    }
    scratch.extend_from_slice(data);
    // Runs of `width` are sorted in `source`; each pass merges pairs of
    // them into `target`, and the two swap roles.
    let mut width = run;
    let mut in_scratch = false;
    while width < data.len() {
        let (source, target): (&[T], &mut [T]) = if in_scratch {
            (&scratch, data)
        } else {
            (data, &mut scratch)
        };
        merge_pass(source, target, width, run, compare, stop)?;
        in_scratch = !in_scratch;
        width = width.saturating_mul(2);
    }
    if in_scratch {
        data.copy_from_slice(&scratch);
    }
    Ok(())
}

/// Merges neighbouring sorted runs of `width` from `source` into `target`.
fn merge_pass<T: Copy>(
    source: &[T],
    target: &mut [T],
    width: usize,
    check_every: usize,
    compare: &impl Fn(&T, &T) -> Ordering,
    stop: &dyn Fn() -> bool,
) -> Result<(), Stopped> {
    for (pair, out) in source
        .chunks(width.saturating_mul(2))
        .zip(target.chunks_mut(width.saturating_mul(2)))
    {
        let split = width.min(pair.len());
        let (left, right) = pair.split_at(split);
        merge(left, right, out, check_every, compare, stop)?;
    }
    Ok(())
}

/// Merges sorted `left` and `right` into `out` (taking from `left` on
/// ties), calling `stop` every `check_every` outputs.
fn merge<T: Copy>(
    left: &[T],
    right: &[T],
    out: &mut [T],
    check_every: usize,
    compare: &impl Fn(&T, &T) -> Ordering,
    stop: &dyn Fn() -> bool,
) -> Result<(), Stopped> {
    let (mut i, mut j) = (0, 0);
    for block in out.chunks_mut(check_every.max(1)) {
        if stop() {
            return Err(Stopped);
        }
        for slot in block {
            let take_left = j >= right.len()
                || (i < left.len() && compare(&left[i], &right[j]) != Ordering::Greater);
            if take_left {
                *slot = left[i];
                i += 1;
            } else {
                *slot = right[j];
                j += 1;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::cell::Cell;

    proptest! {
        /// Small runs exercise every merge pass; the reference is the
        /// standard library's sort.
        #[test]
        fn equals_standard_sort(mut data in prop::collection::vec(0u16..50, 0..2000), run in 1usize..64) {
            let mut expected = data.clone();
            expected.sort_unstable();
            sort_in_runs(&mut data, run, &|p: &mut [u16]| p.sort_unstable(), &u16::cmp, &|| false).unwrap();
            prop_assert_eq!(data, expected);
        }

        #[test]
        fn pairs_with_positions_equal_standard_sort(values in prop::collection::vec(-5i64..5, 0..1500)) {
            let mut pairs: Vec<(i64, u32)> = values.iter().enumerate().map(|(i, &v)| (v, i as u32)).collect();
            let mut expected = pairs.clone();
            expected.sort();
            sort_in_runs(&mut pairs, 7, &|p: &mut [(i64, u32)]| p.sort_unstable(), &<(i64, u32)>::cmp, &|| false).unwrap();
            prop_assert_eq!(pairs, expected);
        }

        /// A stable comparator sort: equal keys keep their order.
        #[test]
        fn comparator_sort_is_stable(values in prop::collection::vec(0u8..6, 0..1500), run in 1usize..40) {
            let mut positions: Vec<usize> = (0..values.len()).collect();
            let mut expected = positions.clone();
            let compare = |a: &usize, b: &usize| values[*a].cmp(&values[*b]);
            expected.sort_by(compare);
            sort_in_runs(&mut positions, run, &|p: &mut [usize]| p.sort_by(compare), &compare, &|| false).unwrap();
            prop_assert_eq!(positions, expected);
        }
    }

    #[test]
    fn stop_ends_the_sort_and_is_asked_repeatedly() {
        let mut data: Vec<u32> = (0..100_000).rev().collect();
        let calls = Cell::new(0);
        let stop = || {
            calls.set(calls.get() + 1);
            calls.get() > 5
        };
        assert_eq!(
            sort_in_runs(
                &mut data,
                16,
                &|p: &mut [u32]| p.sort_unstable(),
                &u32::cmp,
                &stop
            ),
            Err(Stopped)
        );
        assert_eq!(calls.get(), 6, "no work after the stop");
    }
}
