//! The reduction engine on a `Lanes` problem: contiguous lanes (`inner == 1`;
//! short ones are gathered into small slabs) or slabs (`inner > 1`, one row
//! of `inner` accumulators updated per step, so the walk stays contiguous).
//! Serial and parallel drivers share the same per-lane and per-step
//! functions, and parallel splits only along lanes, accumulator blocks,
//! column ranges, or ordered chunks merged left to right, so results are
//! identical.
//!
//! The engine returns winners' positions along the run (`0..length`); turning
//! them into the caller's index form is `index.rs`'s job.

use std::ops::Range;

use rayon::prelude::*;

use crate::buffer;
use crate::element::Element;
use crate::fast::NumericKernels;
use crate::lanes::Lanes;
use crate::ordering::{Comparison, Rule};
use crate::parallel::Parallelism;
use crate::partial::Partial;

/// Below this many accumulators a slab step is done with the generic
/// element loop, since a kernel call per step would dominate.
const MIN_FAST_SLAB: usize = 8;

/// Accumulator columns processed together in a slab reduction: 1024 values
/// and positions (16 KiB for f64) stay in L1 while the rows stream by.
const SLAB_BLOCK: usize = 1024;

/// Rows of a slab applied to one accumulator block before moving to the
/// next block: this many sequential read streams at a time, handed to the
/// kernel together so it can keep each accumulator in a register across
/// several rows.
const SLAB_ROWS: usize = 16;

/// Contiguous lanes up to this long are reduced a block of lanes at a
/// time as a small slab (element `k` of each lane gathered into row `k`),
/// so one kernel call serves `SLAB_BLOCK` lanes: a call per lane costs more
/// than the lane itself (`max` of a 2xN matrix).
const SHORT_LANE: usize = SLAB_ROWS;

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
    let mut values = buffer::filled(count, first, parallelism);
    let mut positions = buffer::filled(count, 0usize, parallelism);
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
        self.lane_with(lane, self.want_positions)
    }

    fn lane_with(&self, lane: &[T], want_position: bool) -> (T, usize) {
        match self.fast {
            Some(kernels) => (kernels.lane)(lane, self.rule.extremum, self.rule.nan, want_position),
            None => match Partial::of_slice(lane, 0, self.rule) {
                Some(best) => (best.value, best.index),
                None => (T::default(), 0),
            },
        }
    }

    /// A lane split into ordered chunks whose values are reduced in
    /// parallel and merged left to right; the position is then looked for
    /// only inside the first winning chunk, which holds the first winner.
    fn lane_chunked(&self, lane: &[T]) -> (T, usize) {
        // Chunks of about 2^20 elements keep the final position search short.
        let pieces = self.parallelism.pieces(lane.len()).max(lane.len() >> 20);
        let chunk = lane.len().div_ceil(pieces).max(1);
        let partials: Vec<Partial<T>> = lane
            .par_chunks(chunk)
            .enumerate()
            .map(|(number, piece)| Partial::new(self.lane_with(piece, false).0, number))
            .collect();
        let merged = partials
            .into_iter()
            .reduce(|earlier, later| earlier.merge(later, self.rule));
        let Some(winner) = merged else {
            return (T::default(), 0);
        };
        if !self.want_positions {
            return (winner.value, 0);
        }
        let start = winner.index * chunk;
        let piece = &lane[start..(start + chunk).min(lane.len())];
        let (value, position) = self.lane_with(piece, true);
        (value, start + position)
    }

    fn contiguous(&self, values: &mut [T], positions: &mut [usize]) {
        let length = self.lanes.length;
        if !self.parallelism.split(self.data.len()) {
            self.lane_run(self.data, values, positions);
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
                .for_each(|((values, positions), data)| self.lane_run(data, values, positions));
        } else {
            let lanes = self.data.chunks_exact(length);
            for ((lane, value), position) in lanes.zip(values.iter_mut()).zip(positions.iter_mut())
            {
                (*value, *position) = self.lane_chunked(lane);
            }
        }
    }

    /// Consecutive whole lanes of `data`, one winner each.
    fn lane_run(&self, data: &[T], values: &mut [T], positions: &mut [usize]) {
        let length = self.lanes.length;
        let lanes = data.len() / length;
        if (2..=SHORT_LANE).contains(&length) && lanes >= MIN_FAST_SLAB && self.fast.is_some() {
            self.short_lanes(data, values, positions);
            return;
        }
        for ((lane, value), position) in data
            .chunks_exact(length)
            .zip(values.iter_mut())
            .zip(positions.iter_mut())
        {
            (*value, *position) = self.lane(lane);
        }
    }

    /// Short lanes (`2..=SHORT_LANE` long), `SLAB_BLOCK` lanes at a time:
    /// their first elements start the accumulators and elements `1..length`
    /// are gathered into rows for one slab kernel call, which applies them
    /// in order, as a lane scan would.
    fn short_lanes(&self, data: &[T], values: &mut [T], positions: &mut [usize]) {
        let length = self.lanes.length;
        let Some(&first) = data.first() else {
            return;
        };
        let block_lanes = SLAB_BLOCK.min(data.len() / length);
        let mut gathered = vec![first; (length - 1) * block_lanes];
        for ((block, values), positions) in data
            .chunks(length * SLAB_BLOCK)
            .zip(values.chunks_mut(SLAB_BLOCK))
            .zip(positions.chunks_mut(SLAB_BLOCK))
        {
            let count = values.len();
            for (value, lane) in values.iter_mut().zip(block.chunks_exact(length)) {
                *value = lane[0];
            }
            for (step, row) in gathered
                .chunks_exact_mut(count)
                .take(length - 1)
                .enumerate()
            {
                for (element, lane) in row.iter_mut().zip(block.chunks_exact(length)) {
                    *element = lane[step + 1];
                }
            }
            positions.fill(0);
            let mut rows: [&[T]; SHORT_LANE] = [&[]; SHORT_LANE];
            for (step, row) in rows.iter_mut().take(length - 1).enumerate() {
                *row = &gathered[step * count..(step + 1) * count];
            }
            self.slab_steps(values, positions, &rows[..length - 1], 1);
        }
    }

    /// One slab (`length` rows of `inner` elements) reduced into
    /// accumulators for the inner offsets `columns` of each row. Rows are
    /// taken `SLAB_ROWS` at a time and each group is applied one block of
    /// `SLAB_BLOCK` columns at a time, so the accumulators stay in L1 while
    /// memory is read as a few sequential streams.
    fn slab(
        &self,
        slab: &[T],
        columns: Range<usize>,
        steps: Range<usize>,
        values: &mut [T],
        positions: &mut [usize],
    ) {
        let inner = self.lanes.inner;
        let start = columns.start;
        let first_row = steps.start * inner;
        values.copy_from_slice(&slab[first_row + columns.start..first_row + columns.end]);
        positions.fill(steps.start);
        for group_start in (steps.start + 1..steps.end).step_by(SLAB_ROWS) {
            let group = group_start..(group_start + SLAB_ROWS).min(steps.end);
            for ((number, values), positions) in values
                .chunks_mut(SLAB_BLOCK)
                .enumerate()
                .zip(positions.chunks_mut(SLAB_BLOCK))
            {
                let block_start = start + number * SLAB_BLOCK;
                let mut rows: [&[T]; SLAB_ROWS] = [&[]; SLAB_ROWS];
                for (row, step) in rows.iter_mut().zip(group.clone()) {
                    let row_start = step * inner + block_start;
                    *row = &slab[row_start..row_start + values.len()];
                }
                self.slab_steps(values, positions, &rows[..group.len()], group.start);
            }
        }
    }

    /// Rows `rows[k]` (step `first_step + k`) applied to the accumulators.
    fn slab_steps(
        &self,
        values: &mut [T],
        positions: &mut [usize],
        rows: &[&[T]],
        first_step: usize,
    ) {
        match self.fast {
            Some(kernels) if values.len() >= MIN_FAST_SLAB => {
                let positions = self.want_positions.then_some(positions);
                (kernels.slab_steps)(
                    values,
                    positions,
                    rows,
                    first_step,
                    self.rule.extremum,
                    self.rule.nan,
                );
            }
            _ => {
                for (step, row) in (first_step..).zip(rows) {
                    for ((value, position), &candidate) in
                        values.iter_mut().zip(positions.iter_mut()).zip(*row)
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
                self.slab(slab, 0..inner, 0..self.lanes.length, values, positions);
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
                        self.slab(slab, 0..inner, 0..self.lanes.length, values, positions);
                    }
                });
            return;
        }
        // Few wide slabs. Each slab's steps are split into ordered ranges,
        // each read sequentially by one thread, and their winners merged in
        // order; that merge costs as much as `pieces` steps, so a slab of
        // few steps (`max(A, [], 2)` of an Nx3 matrix) is split by columns
        // instead, each thread taking a range of columns through all steps.
        let column_blocks = inner.div_ceil(SLAB_BLOCK);
        let length = self.lanes.length;
        let few_steps = length < 16 * self.parallelism.pieces(length);
        if few_steps && self.parallelism.enough_pieces(column_blocks) {
            let per_piece =
                column_blocks.div_ceil(self.parallelism.pieces(column_blocks)) * SLAB_BLOCK;
            for ((slab, values), positions) in slabs
                .zip(values.chunks_mut(inner))
                .zip(positions.chunks_mut(inner))
            {
                values
                    .par_chunks_mut(per_piece)
                    .zip(positions.par_chunks_mut(per_piece))
                    .enumerate()
                    .for_each(|(piece, (values, positions))| {
                        let start = piece * per_piece;
                        let columns = start..start + values.len();
                        self.slab(slab, columns, 0..self.lanes.length, values, positions);
                    });
            }
            return;
        }
        self.slabs_split_steps(slabs, values, positions);
    }

    /// Each slab's steps split into ordered ranges reduced in parallel and
    /// merged left to right (for slabs too narrow to split by columns).
    fn slabs_split_steps<'s>(
        &self,
        slabs: impl Iterator<Item = &'s [T]>,
        values: &mut [T],
        positions: &mut [usize],
    ) where
        T: 's,
    {
        let inner = self.lanes.inner;
        let length = self.lanes.length;
        let per_piece =
            length.div_ceil(self.parallelism.pieces(length).min(match self.parallelism {
                Parallelism::Always => length,
                _ => rayon::current_num_threads(),
            }));
        for ((slab, values), positions) in slabs
            .zip(values.chunks_mut(inner))
            .zip(positions.chunks_mut(inner))
        {
            let partials: Vec<(Vec<T>, Vec<usize>)> = (0..length.div_ceil(per_piece))
                .into_par_iter()
                .map(|piece| {
                    let steps = piece * per_piece..((piece + 1) * per_piece).min(length);
                    let mut piece_values = buffer::filled(inner, slab[0], Parallelism::Serial);
                    let mut piece_positions = buffer::filled(inner, 0usize, Parallelism::Serial);
                    self.slab(
                        slab,
                        0..inner,
                        steps,
                        &mut piece_values,
                        &mut piece_positions,
                    );
                    (piece_values, piece_positions)
                })
                .collect();
            let mut partials = partials.into_iter();
            if let Some((first_values, first_positions)) = partials.next() {
                values.copy_from_slice(&first_values);
                positions.copy_from_slice(&first_positions);
            }
            for (later_values, later_positions) in partials {
                for (((value, position), &later), &later_position) in values
                    .iter_mut()
                    .zip(positions.iter_mut())
                    .zip(&later_values)
                    .zip(&later_positions)
                {
                    if self.rule.beats(later, *value) {
                        *value = later;
                        *position = later_position;
                    }
                }
            }
        }
    }
}
