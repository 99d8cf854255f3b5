//! Values into bins between sorted edges: which bin holds a value, and how
//! many values each bin holds.
//!
//! Bins are half-open, closed on the left (`[e(k), e(k+1))`) or on the
//! right (`(e(k), e(k+1)]`), and the outermost bin on the open side also
//! holds its outer edge, so every value from the first edge to the last
//! falls in exactly one bin. NaN and values outside fall in none.
//!
//! The bin is found by a guess from evenly spaced edges, then stepped to
//! the right bin: exact for any sorted edges (repeated, uneven, infinite),
//! and one division-free guess for the even edges histograms mostly have.
//! Counting splits the values across threads, each with its own counts,
//! summed at the end: integer counts, so the result does not depend on the
//! split.
//!
//! This file must not choose edges or know MATLAB's options; the caller
//! gives sorted edges.

use rayon::prelude::*;

use crate::parallel::Parallelism;

/// Which side of each bin is closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClosedSide {
    /// `[e(k), e(k+1))`, the last bin `[e(n-1), e(n)]`.
    Left,
    /// `(e(k), e(k+1)]`, the first bin `[e(0), e(1)]`.
    Right,
}

/// The bins between sorted `edges`.
#[derive(Clone, Copy, Debug)]
pub struct Bins<'a> {
    edges: &'a [f64],
    closed: ClosedSide,
    /// Bins per unit of the edges' span, when the span is finite and
    /// positive (the guess); 0 otherwise (the guess is always bin 0, and
    /// stepping does the rest through a binary search).
    scale: f64,
}

impl<'a> Bins<'a> {
    /// The bins between `edges`, which must be sorted (non-decreasing; no
    /// NaN). Fewer than two edges make no bins.
    pub fn new(edges: &'a [f64], closed: ClosedSide) -> Bins<'a> {
        let count = edges.len().saturating_sub(1);
        let span = match (edges.first(), edges.last()) {
            (Some(first), Some(last)) => last - first,
            _ => 0.0,
        };
        let scale = if count > 0 && span.is_finite() && span > 0.0 {
            count as f64 / span
        } else {
            0.0
        };
        Bins {
            edges,
            closed,
            scale,
        }
    }

    /// The number of bins.
    pub fn count(&self) -> usize {
        self.edges.len().saturating_sub(1)
    }

    /// The bin holding `x`, or `None` for NaN and values outside the edges.
    #[inline]
    pub fn of(&self, x: f64) -> Option<usize> {
        let bins = self.count();
        if bins == 0 {
            return None;
        }
        let edges = self.edges;
        let (first, last) = (edges[0], edges[bins]);
        if !(x >= first && x <= last) {
            return None;
        }
        if self.scale == 0.0 {
            return Some(self.searched(x));
        }
        // `as` saturates, so a far guess is clamped rather than wrapped.
        let mut k = (((x - first) * self.scale) as usize).min(bins - 1);
        match self.closed {
            ClosedSide::Left => {
                if x == last {
                    return Some(bins - 1);
                }
                while k > 0 && x < edges[k] {
                    k -= 1;
                }
                while k + 1 < bins && x >= edges[k + 1] {
                    k += 1;
                }
            }
            ClosedSide::Right => {
                if x == first {
                    return Some(0);
                }
                while k > 0 && x <= edges[k] {
                    k -= 1;
                }
                while k + 1 < bins && x > edges[k + 1] {
                    k += 1;
                }
            }
        }
        Some(k)
    }

    /// The bin of an `x` inside the edges by binary search (for edges
    /// whose span gives no guess: infinite or all equal).
    fn searched(&self, x: f64) -> usize {
        let bins = self.count();
        let edges = self.edges;
        match self.closed {
            ClosedSide::Left if x == edges[bins] => bins - 1,
            ClosedSide::Left => edges.partition_point(|&e| e <= x) - 1,
            ClosedSide::Right if x == edges[0] => 0,
            ClosedSide::Right => edges.partition_point(|&e| e < x) - 1,
        }
    }
}

/// Values counted per parallel piece, at least.
const PIECE: usize = 1 << 16;

/// How many of `data` fall in each bin.
pub fn counts(data: &[f64], bins: &Bins<'_>, parallelism: Parallelism) -> Vec<u64> {
    let count_into = |piece: &[f64], counts: &mut Vec<u64>| {
        for &x in piece {
            if let Some(b) = bins.of(x) {
                counts[b] += 1;
            }
        }
    };
    let n = bins.count();
    if !parallelism.split(data.len()) {
        let mut counts = vec![0; n];
        count_into(data, &mut counts);
        return counts;
    }
    let piece = match parallelism {
        Parallelism::Always => data.len().div_ceil(3).max(1),
        _ => data
            .len()
            .div_ceil(parallelism.pieces(data.len()))
            .max(PIECE),
    };
    data.par_chunks(piece)
        .map(|part| {
            let mut counts = vec![0; n];
            count_into(part, &mut counts);
            counts
        })
        .reduce(
            || vec![0; n],
            |mut a, b| {
                a.iter_mut().zip(&b).for_each(|(x, y)| *x += y);
                a
            },
        )
}
