//! The parallel split of `S * x` for near-banded `S`: column blocks that
//! each write their own range of output rows.
//!
//! Block `t` holds a run of `S`'s columns (about equal stored elements per
//! block) and owns output rows `row_starts[t]..row_starts[t + 1]`, where
//! `row_starts[t]` is a guess, from a sample of columns, of one past the
//! largest row any earlier block stores. Each block adds its elements in
//! its own rows straight into its slice of the output; elements above its
//! rows (smaller row numbers, already owned by earlier blocks) are kept in
//! a spill list and added after all blocks have finished, block by block.
//! Every output element then receives its terms in increasing column
//! order, as the serial loop adds them: first those of the one block that
//! owns its row, then the spills of the later blocks.
//!
//! The guess is checked as the blocks run: a block that meets an element
//! below its rows (an earlier block's guess was too small) or spills too
//! much gives up, and the caller redoes the column another way.
//!
//! This file must not decide whether to go parallel (the caller has) nor
//! know anything of MATLAB.

use rayon::prelude::*;

use super::{CscView, ProductElement};

/// Columns read to guess a block's largest row, and to estimate how much
/// the next block would spill.
const SAMPLE_COLUMNS: usize = 64;

/// A block may spill at most one element in `SPILL_SHARE` of its own
/// (plus a few), or the split is not worth it.
const SPILL_SHARE: usize = 4;

/// Column blocks and the output rows each one owns.
#[derive(Debug)]
pub(super) struct BandedSplit {
    col_starts: Vec<usize>,
    row_starts: Vec<usize>,
}

impl BandedSplit {
    /// A split of `s` into `pieces` blocks, or `None` when a sample of its
    /// columns says the matrix is not banded enough to gain from one.
    pub(super) fn of<T: Copy>(s: CscView<'_, T>, pieces: usize) -> Option<BandedSplit> {
        let pieces = pieces.clamp(1, s.cols.max(1));
        if pieces < 2 || s.rows == 0 {
            return None;
        }
        let nnz = s.nnz();
        let mut col_starts: Vec<usize> = (0..=pieces)
            .map(|t| {
                let target = nnz / pieces * t + nnz % pieces * t / pieces;
                s.col_ptr[..=s.cols].partition_point(|&p| p < target)
            })
            .collect();
        col_starts[0] = 0;
        col_starts[pieces] = s.cols;
        let mut row_starts = vec![0; pieces + 1];
        row_starts[pieces] = s.rows;
        let mut reach = 0;
        for t in 1..pieces {
            reach = reach.max(largest_row_guess(s, col_starts[t - 1], col_starts[t]));
            row_starts[t] = reach;
            if reach >= s.rows || spills_much(s, col_starts[t], col_starts[t + 1], reach) {
                return None;
            }
        }
        Some(BandedSplit {
            col_starts,
            row_starts,
        })
    }

    /// Adds `S * x` into `out` (all rows, starting from `SUM_START`).
    /// Returns false, with `out` partly written, when a block met an
    /// element outside what its rows and spill list allow.
    pub(super) fn scatter<T: ProductElement>(
        &self,
        s: CscView<'_, T>,
        x: &[T],
        out: &mut [T],
    ) -> bool {
        let mut slices = Vec::with_capacity(self.row_starts.len() - 1);
        let mut rest: &mut [T] = &mut *out;
        for owned in self.row_starts.windows(2) {
            let (slice, tail) = rest.split_at_mut(owned[1] - owned[0]);
            slices.push(slice);
            rest = tail;
        }
        let spills: Vec<Option<Vec<(usize, T)>>> = slices
            .into_par_iter()
            .enumerate()
            .map(|(t, slice)| {
                let columns = self.col_starts[t]..self.col_starts[t + 1];
                scatter_block(s, x, columns, self.row_starts[t], slice)
            })
            .collect();
        if spills.iter().any(Option::is_none) {
            return false;
        }
        for (row, term) in spills.into_iter().flatten().flatten() {
            out[row] = out[row] + term;
        }
        true
    }
}

/// Adds block `columns`' elements in rows `first..first + out.len()` into
/// `out` and returns its elements above `first` as (row, term) in column
/// order; `None` when an element lies below the block's rows or the spill
/// list grows past its share.
fn scatter_block<T: ProductElement>(
    s: CscView<'_, T>,
    x: &[T],
    columns: std::ops::Range<usize>,
    first: usize,
    out: &mut [T],
) -> Option<Vec<(usize, T)>> {
    let end = first + out.len();
    let stored = s.col_ptr[columns.end] - s.col_ptr[columns.start];
    let spill_cap = stored / SPILL_SHARE + 16;
    let mut spill = Vec::new();
    for j in columns {
        let xj = x[j];
        if xj.is_zero_factor() {
            continue;
        }
        let (rows, values) = s.column(j);
        let (Some(&top), Some(&bottom)) = (rows.first(), rows.last()) else {
            continue;
        };
        if bottom >= end {
            return None;
        }
        let own = if top >= first {
            0
        } else {
            let above = rows.partition_point(|&r| r < first);
            if spill.len() + above > spill_cap {
                return None;
            }
            spill.extend(rows[..above].iter().zip(values).map(|(&r, &v)| (r, v * xj)));
            above
        };
        for (&i, &v) in rows[own..].iter().zip(&values[own..]) {
            let o = &mut out[i - first];
            *o = *o + v * xj;
        }
    }
    Some(spill)
}

/// One past the largest row stored in the last `SAMPLE_COLUMNS` nonempty
/// columns of `start..end` (0 if there are none): for a banded matrix, one
/// past the largest row of the whole run.
fn largest_row_guess<T: Copy>(s: CscView<'_, T>, start: usize, end: usize) -> usize {
    (start..end)
        .rev()
        .filter_map(|j| {
            let (rows, _) = s.column(j);
            rows.last().map(|&r| r + 1)
        })
        .take(SAMPLE_COLUMNS)
        .max()
        .unwrap_or(0)
}

/// Whether, in an even sample of the columns `start..end`, more than one in
/// `SPILL_SHARE` has an element above `first`.
fn spills_much<T: Copy>(s: CscView<'_, T>, start: usize, end: usize, first: usize) -> bool {
    let count = end - start;
    if count == 0 {
        return false;
    }
    let step = count.div_ceil(SAMPLE_COLUMNS).max(1);
    let (mut seen, mut above) = (0, 0);
    for j in (start..end).step_by(step) {
        seen += 1;
        if s.column(j).0.first().is_some_and(|&r| r < first) {
            above += 1;
        }
    }
    above * SPILL_SHARE > seen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view<'a>(
        rows: usize,
        col_ptr: &'a [usize],
        row_idx: &'a [usize],
        values: &'a [f64],
    ) -> CscView<'a, f64> {
        CscView {
            rows,
            cols: col_ptr.len() - 1,
            col_ptr,
            row_idx,
            values,
        }
    }

    /// A tridiagonal n-by-n pattern, plus `extra` (row, column) elements.
    fn tridiagonal(n: usize, extra: &[(usize, usize)]) -> (Vec<usize>, Vec<usize>, Vec<f64>) {
        let (mut col_ptr, mut row_idx, mut values) = (vec![0], Vec::new(), Vec::new());
        for j in 0..n {
            let mut rows: Vec<usize> = [j.wrapping_sub(1), j, j + 1]
                .into_iter()
                .filter(|&i| i < n)
                .chain(extra.iter().filter(|e| e.1 == j).map(|e| e.0))
                .collect();
            rows.sort_unstable();
            rows.dedup();
            for i in rows {
                row_idx.push(i);
                values.push(1.0 / (3.0 + (i * 7 + j * 5) as f64 % 11.0));
            }
            col_ptr.push(row_idx.len());
        }
        (col_ptr, row_idx, values)
    }

    fn serial(s: CscView<'_, f64>, x: &[f64]) -> Vec<f64> {
        let mut y = vec![0.0; s.rows];
        super::super::scatter(s, x, &mut y);
        y
    }

    #[test]
    fn banded_matrix_splits_and_matches_serial() {
        let n = 1000;
        let (c, r, v) = tridiagonal(n, &[]);
        let s = view(n, &c, &r, &v);
        let x: Vec<f64> = (0..n).map(|i| (i % 7) as f64 / 3.0 - 1.0).collect();
        let split = BandedSplit::of(s, 3).expect("a tridiagonal matrix splits");
        assert_eq!(split.row_starts.len(), 4);
        let mut y = vec![0.0; n];
        assert!(split.scatter(s, &x, &mut y));
        assert_eq!(y, serial(s, &x));
    }

    #[test]
    fn a_far_element_the_sample_missed_makes_the_block_give_up() {
        let n = 1000;
        // Column 10 (first block, outside the sampled last columns) stores
        // row 900, in the last block's rows.
        let (c, r, v) = tridiagonal(n, &[(900, 10)]);
        let s = view(n, &c, &r, &v);
        let split = BandedSplit::of(s, 3).expect("the sample sees a banded matrix");
        let x = vec![1.0; n];
        let mut y = vec![0.0; n];
        assert!(!split.scatter(s, &x, &mut y));
    }

    #[test]
    fn a_dense_last_row_is_not_split() {
        let n = 300;
        let extra: Vec<(usize, usize)> = (0..n).map(|j| (n - 1, j)).collect();
        let (c, r, v) = tridiagonal(n, &extra);
        assert!(BandedSplit::of(view(n, &c, &r, &v), 2).is_none());
    }
}
