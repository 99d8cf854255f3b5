//! Products of a compressed-column (CSC) sparse matrix with dense
//! column-major matrices: `S * X` and `X * S`, both giving dense results.
//!
//! Large products run on rayon, split only where the serial order of the
//! additions into each output element is kept, so serial and parallel
//! results are equal bit for bit:
//! - `X * S` by output columns, `S * X` by output columns when there are
//!   enough of them;
//! - otherwise `S * X` splits `S` into column blocks that write disjoint
//!   ranges of output rows (`banded.rs`): the near-banded matrices of
//!   finite differences and finite elements. Each piece reads only its own
//!   columns;
//! - failing that, by ranges of output rows: every piece walks all columns
//!   of `S` and takes the part of each that falls in its rows.
//!
//! This file must not know MATLAB's classes or sparsity rules: the caller
//! has already chosen the element type and checked the sizes and the
//! allocation.

use std::ops::{Add, Mul};

use num_complex::Complex64;
use rayon::prelude::*;

use crate::buffer;
use crate::parallel::Parallelism;

mod banded;

/// An element of a sparse product: a ring whose zero starts every sum and
/// whose zero factors the product skips. (The names differ from the usual
/// `ZERO`/`is_zero` so that callers whose element types also carry such a
/// trait are not left with two candidates.)
pub trait ProductElement: Copy + Send + Sync + Add<Output = Self> + Mul<Output = Self> {
    const SUM_START: Self;
    fn is_zero_factor(self) -> bool;
}

impl ProductElement for f64 {
    const SUM_START: f64 = 0.0;
    fn is_zero_factor(self) -> bool {
        self == 0.0
    }
}

impl ProductElement for Complex64 {
    const SUM_START: Complex64 = Complex64::new(0.0, 0.0);
    fn is_zero_factor(self) -> bool {
        self.re == 0.0 && self.im == 0.0
    }
}

/// A borrowed compressed-column matrix: column `j`'s stored elements are
/// `row_idx[col_ptr[j]..col_ptr[j + 1]]` (rows increasing) and the same
/// range of `values`.
#[derive(Clone, Copy, Debug)]
pub struct CscView<'a, T> {
    pub rows: usize,
    pub cols: usize,
    pub col_ptr: &'a [usize],
    pub row_idx: &'a [usize],
    pub values: &'a [T],
}

impl<'a, T> CscView<'a, T> {
    pub(crate) fn column(&self, j: usize) -> (&'a [usize], &'a [T]) {
        let range = self.col_ptr[j]..self.col_ptr[j + 1];
        (&self.row_idx[range.clone()], &self.values[range])
    }

    pub(crate) fn nnz(&self) -> usize {
        self.col_ptr[self.cols]
    }
}

/// `S * X` for a dense column-major `x` of `s.cols` rows and `k` columns:
/// the dense `s.rows`-by-`k` product. A zero element of `x` is skipped, so
/// `Inf` or `NaN` stored in `s` meets it only where `x` is nonzero.
pub fn sparse_times_dense<T: ProductElement>(
    s: CscView<'_, T>,
    x: &[T],
    k: usize,
    parallelism: Parallelism,
) -> Vec<T> {
    let (m, n) = (s.rows, s.cols);
    let mut y = buffer::filled(m * k, T::SUM_START, parallelism);
    if m == 0 || k == 0 {
        return y;
    }
    let input = |col: usize| &x[col * n..(col + 1) * n];
    if !parallelism.split(s.nnz().saturating_mul(k)) {
        for (col, out) in y.chunks_mut(m).enumerate() {
            scatter(s, input(col), out);
        }
    } else if parallelism.enough_pieces(k) {
        y.par_chunks_mut(m)
            .enumerate()
            .for_each(|(col, out)| scatter(s, input(col), out));
    } else {
        let pieces = match parallelism {
            Parallelism::Always => 3,
            _ => rayon::current_num_threads(),
        };
        let blocks = banded::BandedSplit::of(s, pieces);
        let rows_per_piece = m.div_ceil(pieces.clamp(1, m));
        for (col, out) in y.chunks_mut(m).enumerate() {
            if let Some(blocks) = &blocks {
                if blocks.scatter(s, input(col), out) {
                    continue;
                }
                // A block met a row its guessed range did not allow:
                // start this column again on the row split.
                out.fill(T::SUM_START);
            }
            out.par_chunks_mut(rows_per_piece)
                .enumerate()
                .for_each(|(p, part)| scatter_rows(s, input(col), p * rows_per_piece, part));
        }
    }
    y
}

/// Adds `S * x` into `out` (all rows), column by column.
fn scatter<T: ProductElement>(s: CscView<'_, T>, x: &[T], out: &mut [T]) {
    for (j, &xj) in x.iter().enumerate() {
        if xj.is_zero_factor() {
            continue;
        }
        let (rows, values) = s.column(j);
        for (&i, &v) in rows.iter().zip(values) {
            out[i] = out[i] + v * xj;
        }
    }
}

/// Adds `S(first:first+out.len()-1, :) * x` into `out`, column by column.
fn scatter_rows<T: ProductElement>(s: CscView<'_, T>, x: &[T], first: usize, out: &mut [T]) {
    let end = first + out.len();
    for (j, &xj) in x.iter().enumerate() {
        if xj.is_zero_factor() {
            continue;
        }
        let (rows, values) = s.column(j);
        let start = if first == 0 {
            0
        } else {
            rows.partition_point(|&r| r < first)
        };
        for (&i, &v) in rows[start..].iter().zip(&values[start..]) {
            if i >= end {
                break;
            }
            let o = &mut out[i - first];
            *o = *o + v * xj;
        }
    }
}

/// `X * S` for a dense column-major `x` of `m` rows and `s.rows` columns:
/// the dense `m`-by-`s.cols` product. Each output column is the sum of
/// `x`'s columns weighted by one column of `s`.
pub fn dense_times_sparse<T: ProductElement>(
    x: &[T],
    m: usize,
    s: CscView<'_, T>,
    parallelism: Parallelism,
) -> Vec<T> {
    let mut y = buffer::filled(m * s.cols, T::SUM_START, parallelism);
    if m == 0 {
        return y;
    }
    let column = |j: usize, out: &mut [T]| {
        let (rows, values) = s.column(j);
        for (&k, &v) in rows.iter().zip(values) {
            let source = &x[k * m..(k + 1) * m];
            for (o, &xik) in out.iter_mut().zip(source) {
                *o = *o + xik * v;
            }
        }
    };
    if parallelism.split(s.nnz().saturating_mul(m)) && parallelism.enough_pieces(s.cols) {
        y.par_chunks_mut(m)
            .enumerate()
            .for_each(|(j, out)| column(j, out));
    } else {
        for (j, out) in y.chunks_mut(m).enumerate() {
            column(j, out);
        }
    }
    y
}
