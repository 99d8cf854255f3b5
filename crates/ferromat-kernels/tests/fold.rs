//! Property tests of the lane folds (`fold.rs`) against naive loops over
//! logical indices: random shapes of 1-4 dims, every axis (and one beyond
//! the last). Integer-valued data makes every float sum exact, so any
//! grouping must give the naive answer bit for bit; arbitrary floats
//! (NaN, Inf, -0 included) check that parallel equals serial exactly.

use ferromat_kernels::{fold_lanes, scan_lanes, Parallelism};
use proptest::prelude::*;

fn shape_and_axis() -> impl Strategy<Value = (Vec<usize>, usize)> {
    prop::collection::vec(0usize..6, 1..5).prop_flat_map(|dims| {
        let rank = dims.len();
        (Just(dims), 0..=rank)
    })
}

/// Sums (or running sums) of each lane by walking logical indices.
fn naive(data: &[f64], dims: &[usize], axis: usize, running: bool) -> Vec<f64> {
    let inner: usize = dims.iter().take(axis).product();
    let length = dims.get(axis).copied().unwrap_or(1);
    let outer: usize = dims.iter().skip(axis + 1).product();
    let mut out = if running {
        vec![0.0; data.len()]
    } else {
        vec![0.0; outer * inner]
    };
    for o in 0..outer {
        for i in 0..inner {
            let mut total = 0.0;
            for k in 0..length {
                let at = o * length * inner + k * inner + i;
                total += data[at];
                if running {
                    out[at] = total;
                }
            }
            if !running {
                out[o * inner + i] = total;
            }
        }
    }
    out
}

/// Running sums of each lane from its last element back to its first.
fn naive_reverse_running(data: &[f64], dims: &[usize], axis: usize) -> Vec<f64> {
    let inner: usize = dims.iter().take(axis).product();
    let length = dims.get(axis).copied().unwrap_or(1);
    let outer: usize = dims.iter().skip(axis + 1).product();
    let mut out = vec![0.0; data.len()];
    for o in 0..outer {
        for i in 0..inner {
            let mut total = 0.0;
            for k in (0..length).rev() {
                let at = o * length * inner + k * inner + i;
                total += data[at];
                out[at] = total;
            }
        }
    }
    out
}

fn same_bits(x: &[f64], y: &[f64]) -> bool {
    x.len() == y.len() && x.iter().zip(y).all(|(p, q)| p.to_bits() == q.to_bits())
}

fn special() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(-0.0),
        -1e6f64..1e6,
        1e-9f64..1e-6,
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn exact_sums_match_naive((dims, axis) in shape_and_axis(), seed in 0u64..1000) {
        let count: usize = dims.iter().product();
        let data: Vec<f64> = (0..count as u64)
            .map(|i| ((i * 7919 + seed) % 201) as f64 - 100.0)
            .collect();
        let add = |a: f64, x: &f64| a + x;
        for parallelism in [Parallelism::Serial, Parallelism::Always, Parallelism::Auto] {
            let sums = fold_lanes(&data, &dims, axis, 0.0, add, |a, b| a + b, parallelism);
            prop_assert!(same_bits(&sums, &naive(&data, &dims, axis, false)));
            let running = scan_lanes(&data, &dims, axis, 0.0, false, add, parallelism);
            prop_assert!(same_bits(&running, &naive(&data, &dims, axis, true)));
            let backwards = scan_lanes(&data, &dims, axis, 0.0, true, add, parallelism);
            prop_assert!(same_bits(&backwards, &naive_reverse_running(&data, &dims, axis)));
        }
    }

    #[test]
    fn parallel_equals_serial(
        (dims, axis) in shape_and_axis(),
        values in prop::collection::vec(special(), 1..64),
    ) {
        let count: usize = dims.iter().product();
        let data: Vec<f64> = (0..count).map(|i| values[i % values.len()]).collect();
        let add = |a: f64, x: &f64| a + x;
        let serial = fold_lanes(&data, &dims, axis, 0.0, add, |a, b| a + b, Parallelism::Serial);
        let parallel = fold_lanes(&data, &dims, axis, 0.0, add, |a, b| a + b, Parallelism::Always);
        prop_assert!(same_bits(&serial, &parallel));
    }
}

/// Long lanes cross the block size and the parallel split of one lane.
#[test]
fn long_lanes_parallel_equals_serial() {
    let data: Vec<f64> = (0..600_000).map(|i| (i as f64 * 0.618).sin()).collect();
    let add = |a: f64, x: &f64| a + x;
    for dims in [[600_000usize, 1], [3000, 200], [200, 3000]] {
        for axis in 0..2 {
            let serial = fold_lanes(
                &data,
                &dims,
                axis,
                0.0,
                add,
                |a, b| a + b,
                Parallelism::Serial,
            );
            let auto = fold_lanes(
                &data,
                &dims,
                axis,
                0.0,
                add,
                |a, b| a + b,
                Parallelism::Auto,
            );
            assert!(same_bits(&serial, &auto), "{dims:?} along {axis}");
        }
    }
}

/// Strided lanes (reducing along dim 2 and beyond) long enough to cross
/// the row blocks and the pairwise tree, wide enough to span several row
/// tiles: exact sums equal the naive loop, arbitrary floats give the same
/// bits serially, always split, and split by size.
#[test]
fn strided_lanes_across_blocks_and_tiles() {
    let cases: [(&[usize], usize); 5] = [
        (&[300, 1000], 1),
        (&[20_000, 3, 300], 2),
        (&[17_000, 40], 1),
        (&[3, 700, 5], 1),
        (&[40, 2, 600], 2),
    ];
    for (dims, axis) in cases {
        let count: usize = dims.iter().product();
        let exact: Vec<f64> = (0..count as u64)
            .map(|i| ((i * 7919) % 201) as f64 - 100.0)
            .collect();
        let noisy: Vec<f64> = (0..count).map(|i| (i as f64 * 0.618).sin() * 1e3).collect();
        let add = |a: f64, x: &f64| a + x;
        for parallelism in [Parallelism::Serial, Parallelism::Always, Parallelism::Auto] {
            let sums = fold_lanes(&exact, dims, axis, 0.0, add, |a, b| a + b, parallelism);
            assert!(
                same_bits(&sums, &naive(&exact, dims, axis, false)),
                "{dims:?} along {axis}"
            );
        }
        let serial = fold_lanes(
            &noisy,
            dims,
            axis,
            0.0,
            add,
            |a, b| a + b,
            Parallelism::Serial,
        );
        for parallelism in [Parallelism::Always, Parallelism::Auto] {
            let split = fold_lanes(&noisy, dims, axis, 0.0, add, |a, b| a + b, parallelism);
            assert!(same_bits(&serial, &split), "{dims:?} along {axis}");
        }
        let reference = naive(&noisy, dims, axis, false);
        for (s, r) in serial.iter().zip(&reference) {
            assert!(
                (s - r).abs() <= 1e-9 * (1.0 + r.abs()),
                "{dims:?} along {axis}: {s} vs {r}"
            );
        }
    }
}
