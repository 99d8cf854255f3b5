//! Times the reference workloads of the kernels (the ones compared against
//! NumPy by `benches/compare_numpy.py`) and prints one line per workload:
//! `<name> <best seconds>`. Run with `--release`; pass a repetition count as
//! the first argument (default 5) and optionally a workload name to run only
//! the workloads whose name contains it.
//!
//! This is a measuring tool only: it checks nothing about correctness.

use std::hint::black_box;
use std::time::Instant;

use ferromat_kernels::{
    elementwise_extremum, reduce_bounds, reduce_extremum, Comparison, Convention, ElementwiseSpec,
    IndexForm, NanPolicy, ReduceAxes, ReduceSpec,
};
use ndarray::{ArrayD, IxDyn, ShapeBuilder};
use rayon::prelude::*;

const VECTOR_LEN: usize = 100_000_000;
const SIDE: usize = 10_000;

/// Deterministic pseudo-random doubles in [0, 1) (xorshift64*).
fn random_values(count: usize, seed: u64) -> Vec<f64> {
    let mut state = seed | 1;
    (0..count)
        .map(|_| {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11) as f64 / (1u64 << 53) as f64
        })
        .collect()
}

fn selected(name: &str) -> bool {
    std::env::args()
        .nth(2)
        .is_none_or(|filter| name.contains(&filter))
}

fn best_of(repetitions: usize, mut work: impl FnMut()) -> f64 {
    (0..repetitions)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

/// A plain streaming read of the same bytes: parallel chunked sum with
/// independent accumulators, the floor any all-elements reduction can reach.
fn streaming_sum(values: &[f64]) -> f64 {
    values
        .par_chunks(1 << 16)
        .map(|chunk| {
            let mut sums = [0.0; 8];
            let mut blocks = chunk.chunks_exact(8);
            for block in &mut blocks {
                for lane in 0..8 {
                    sums[lane] += block[lane];
                }
            }
            sums.iter().sum::<f64>() + blocks.remainder().iter().sum::<f64>()
        })
        .sum()
}

fn main() {
    let repetitions: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    let vector = ArrayD::from_shape_vec(IxDyn(&[VECTOR_LEN]), random_values(VECTOR_LEN, 42))
        .expect("vector shape");
    let values_only = ReduceSpec::default();
    let with_linear = ReduceSpec {
        index: IndexForm::Linear,
        ..values_only
    };
    let along_axis = ReduceSpec {
        index: IndexForm::AlongAxis,
        ..values_only
    };

    if selected("max_all") {
        let seconds = best_of(repetitions, || {
            black_box(reduce_extremum(vector.view(), ReduceAxes::All, values_only).ok());
        });
        println!("max_all {seconds:.6}");
    }
    if selected("max_all_with_index") {
        let seconds = best_of(repetitions, || {
            black_box(reduce_extremum(vector.view(), ReduceAxes::All, with_linear).ok());
        });
        println!("max_all_with_index {seconds:.6}");
    }
    if selected("bounds_all") {
        let seconds = best_of(repetitions, || {
            black_box(
                reduce_bounds(
                    vector.view(),
                    ReduceAxes::All,
                    Comparison::Auto,
                    NanPolicy::Omit,
                )
                .ok(),
            );
        });
        println!("bounds_all {seconds:.6}");
    }
    let slice = vector.as_slice().expect("contiguous vector");
    if selected("sum_stream") {
        let seconds = best_of(repetitions, || {
            black_box(streaming_sum(slice));
        });
        println!("sum_stream {seconds:.6}");
    }
    drop(vector);

    let matrix = ArrayD::from_shape_vec(IxDyn(&[SIDE, SIDE]).f(), random_values(SIDE * SIDE, 7))
        .expect("matrix shape");
    if selected("columnwise_max_index") {
        let seconds = best_of(repetitions, || {
            black_box(reduce_extremum(matrix.view(), ReduceAxes::One(0), along_axis).ok());
        });
        println!("columnwise_max_index {seconds:.6}");
    }
    if selected("rowwise_max_index") {
        let seconds = best_of(repetitions, || {
            black_box(reduce_extremum(matrix.view(), ReduceAxes::One(1), along_axis).ok());
        });
        println!("rowwise_max_index {seconds:.6}");
    }
    let row =
        ArrayD::from_shape_vec(IxDyn(&[1, SIDE]).f(), random_values(SIDE, 9)).expect("row shape");
    if selected("elementwise_row") {
        let seconds = best_of(repetitions, || {
            black_box(
                elementwise_extremum(
                    matrix.view(),
                    row.view(),
                    Convention::Matlab,
                    ElementwiseSpec::default(),
                )
                .ok(),
            );
        });
        println!("elementwise_row {seconds:.6}");
    }
}
