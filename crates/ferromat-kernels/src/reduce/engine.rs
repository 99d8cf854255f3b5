//! The reduction engine on a `Lanes` problem: contiguous lanes (`inner == 1`)
//! or slabs (`inner > 1`, one row of `inner` accumulators updated per step,
//! so the walk stays contiguous). Serial and parallel drivers share the same
//! per-lane and per-step functions, and parallel splits only along lanes,
//! accumulator blocks, or ordered chunks merged left to right, so results are
//! identical.
//!
//! The engine returns winners' positions along the run (`0..length`); turning
//! them into the caller's index form is `index.rs`'s job.

use rayon::prelude::*;

use crate::element::Element;
use crate::fast::NumericKernels;
use crate::lanes::Lanes;
use crate::ordering::{Comparison, Rule};
use crate::parallel::Parallelism;
use crate::partial::Partial;

/// Below this many accumulators a slab step is done with the generic
/// element loop, since a kernel call per step would dominate.
const MIN_FAST_SLAB: usize = 8;

/// Per-lane winners: values and positions along the run, in lane order
/// (`outer * inner + inner_offset`). Positions are `None` unless asked for.
pub(crate) struct LaneWinners<T> {
    pub values: Vec<T>,
    pub positions: Option<Vec<usize>>,
}

/// The fast kernels for `T`, if they implement `rule`'s ordering.
pub(crate) fn fast_kernels<T: Element>(rule: Rule) -> Option<&'static NumericKernels<T>> {
    match rule.comparison {
        Comparison::Auto | Comparison::Real => T::numeric_kernels(),
        Comparison::Abs | Comparison::Total => None,
    }
}

/// Reduces `data` (`lanes.outer * lanes.length * lanes.inner` elements,
/// `lanes.length >= 1`) under `rule`.
pub(crate) fn reduce_lanes<T: Element>(
    data: &[T],
    lanes: Lanes,
    rule: Rule,
    want_positions: bool,
    parallelism: Parallelism,
) -> LaneWinners<T> {
    let count = lanes.count();
    let Some(&first) = data.first() else {
        return LaneWinners {
            values: Vec::new(),
            positions: want_positions.then(Vec::new),
        };
    };
    let mut values = vec![first; count];
    let mut positions = vec![0usize; count];
    let reducer = Reducer {
        data,
        lanes,
        rule,
        want_positions,
        fast: fast_kernels::<T>(rule),
        parallelism,
    };
    if lanes.inner == 1 {
        reducer.contiguous(&mut values, &mut positions);
    } else {
        reducer.slabs(&mut values, &mut positions);
    }
    LaneWinners {
        values,
        positions: want_positions.then_some(positions),
    }
}

struct Reducer<'a, T: 'static> {
    data: &'a [T],
    lanes: Lanes,
    rule: Rule,
    want_positions: bool,
    fast: Option<&'static NumericKernels<T>>,
    parallelism: Parallelism,
}

impl<T: Element> Reducer<'_, T> {
    fn lane(&self, lane: &[T]) -> (T, usize) {
        match self.fast {
            Some(kernels) => {
                (kernels.lane)(lane, self.rule.extremum, self.rule.nan, self.want_positions)
            }
            None => match Partial::of_slice(lane, 0, self.rule) {
                Some(best) => (best.value, best.index),
                None => (T::default(), 0),
            },
        }
    }

    /// A lane split into ordered chunks reduced in parallel, then merged left
    /// to right (the chunk partials are tiny).
    fn lane_chunked(&self, lane: &[T]) -> (T, usize) {
        let pieces = self.parallelism.pieces(lane.len());
        let chunk = lane.len().div_ceil(pieces).max(1);
        let partials: Vec<Partial<T>> = lane
            .par_chunks(chunk)
            .enumerate()
            .map(|(number, piece)| {
                let (value, position) = self.lane(piece);
                Partial::new(value, number * chunk + position)
            })
            .collect();
        let merged = partials
            .into_iter()
            .reduce(|earlier, later| earlier.merge(later, self.rule));
        merged.map_or((T::default(), 0), |best| (best.value, best.index))
    }

    fn contiguous(&self, values: &mut [T], positions: &mut [usize]) {
        let length = self.lanes.length;
        let lanes = self.data.chunks_exact(length);
        if !self.parallelism.split(self.data.len()) {
            for ((lane, value), position) in lanes.zip(values.iter_mut()).zip(positions.iter_mut())
            {
                (*value, *position) = self.lane(lane);
            }
            return;
        }
        let outer = self.lanes.outer;
        if self.parallelism.enough_pieces(outer) {
            let pieces = self.parallelism.pieces(outer);
            let per_piece = outer.div_ceil(pieces);
            values
                .par_chunks_mut(per_piece)
                .zip(positions.par_chunks_mut(per_piece))
                .zip(self.data.par_chunks(per_piece * length))
                .for_each(|((values, positions), data)| {
                    for ((lane, value), position) in data
                        .chunks_exact(length)
                        .zip(values.iter_mut())
                        .zip(positions.iter_mut())
                    {
                        (*value, *position) = self.lane(lane);
                    }
                });
        } else {
            for ((lane, value), position) in lanes.zip(values.iter_mut()).zip(positions.iter_mut())
            {
                (*value, *position) = self.lane_chunked(lane);
            }
        }
    }

    /// One slab (`length` rows of `inner` elements) reduced into
    /// accumulators for the inner offsets `columns` of each row.
    fn slab(
        &self,
        slab: &[T],
        columns: std::ops::Range<usize>,
        values: &mut [T],
        positions: &mut [usize],
    ) {
        let inner = self.lanes.inner;
        let width = columns.len();
        values.copy_from_slice(&slab[columns.clone()]);
        positions.fill(0);
        for step in 1..self.lanes.length {
            let start = step * inner + columns.start;
            let row = &slab[start..start + width];
            match self.fast {
                Some(kernels) if width >= MIN_FAST_SLAB => {
                    let positions = self.want_positions.then_some(&mut *positions);
                    (kernels.slab_step)(
                        values,
                        positions,
                        row,
                        step,
                        self.rule.extremum,
                        self.rule.nan,
                    );
                }
                _ => {
                    for ((value, position), &candidate) in
                        values.iter_mut().zip(positions.iter_mut()).zip(row)
                    {
                        if self.rule.beats(candidate, *value) {
                            *value = candidate;
                            *position = step;
                        }
                    }
                }
            }
        }
    }

    fn slabs(&self, values: &mut [T], positions: &mut [usize]) {
        let inner = self.lanes.inner;
        let slab_size = inner * self.lanes.length;
        let slabs = self.data.chunks_exact(slab_size);
        if !self.parallelism.split(self.data.len()) {
            for ((slab, values), positions) in slabs
                .zip(values.chunks_mut(inner))
                .zip(positions.chunks_mut(inner))
            {
                self.slab(slab, 0..inner, values, positions);
            }
            return;
        }
        let outer = self.lanes.outer;
        if self.parallelism.enough_pieces(outer) {
            let pieces = self.parallelism.pieces(outer);
            let per_piece = outer.div_ceil(pieces);
            values
                .par_chunks_mut(per_piece * inner)
                .zip(positions.par_chunks_mut(per_piece * inner))
                .zip(self.data.par_chunks(per_piece * slab_size))
                .for_each(|((values, positions), data)| {
                    for ((slab, values), positions) in data
                        .chunks_exact(slab_size)
                        .zip(values.chunks_mut(inner))
                        .zip(positions.chunks_mut(inner))
                    {
                        self.slab(slab, 0..inner, values, positions);
                    }
                });
            return;
        }
        // Few wide slabs: split each slab's accumulators into column blocks.
        let blocks = match self.parallelism {
            Parallelism::Always => inner,
            _ => rayon::current_num_threads(),
        };
        let block = inner
            .div_ceil(blocks.max(1))
            .next_multiple_of(8)
            .min(inner)
            .max(1);
        for ((slab, values), positions) in slabs
            .zip(values.chunks_mut(inner))
            .zip(positions.chunks_mut(inner))
        {
            values
                .par_chunks_mut(block)
                .zip(positions.par_chunks_mut(block))
                .enumerate()
                .for_each(|(number, (values, positions))| {
                    let start = number * block;
                    self.slab(slab, start..start + values.len(), values, positions);
                });
        }
    }
}
