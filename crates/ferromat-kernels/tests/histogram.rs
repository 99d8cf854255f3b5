//! Property tests of `histogram.rs`: the guessed bin equals a linear scan
//! of the bin definitions for any sorted edges (repeated, uneven,
//! infinite) and both closed sides, and counts equal the naive tally for
//! serial, forced-parallel and automatic runs.

use ferromat_kernels::histogram::{counts, Bins, ClosedSide};
use ferromat_kernels::Parallelism;
use proptest::prelude::*;

/// The bin of `x` read straight off the definition: the last bin closed on
/// the left side's open end, the first on the right side's.
fn naive_bin(x: f64, edges: &[f64], closed: ClosedSide) -> Option<usize> {
    let bins = edges.len().checked_sub(1).filter(|&b| b > 0)?;
    let inside = |k: usize| match closed {
        ClosedSide::Left => {
            edges[k] <= x && (x < edges[k + 1] || (k == bins - 1 && x == edges[k + 1]))
        }
        ClosedSide::Right => (edges[k] < x || (k == 0 && x == edges[0])) && x <= edges[k + 1],
    };
    match closed {
        // With repeated edges several bins can satisfy the test; the
        // value belongs to the last (left-closed) or first (right-closed).
        ClosedSide::Left => (0..bins).rev().find(|&k| inside(k)),
        ClosedSide::Right => (0..bins).find(|&k| inside(k)),
    }
}

fn value() -> impl Strategy<Value = f64> {
    prop_oneof![
        6 => -25.0f64..25.0,
        3 => (-25i32..25).prop_map(f64::from),
        1 => Just(f64::NAN),
        1 => Just(f64::INFINITY),
        1 => Just(f64::NEG_INFINITY),
    ]
}

fn edges() -> impl Strategy<Value = Vec<f64>> {
    (
        proptest::collection::vec(-20i32..20, 0..12),
        proptest::bool::ANY,
        proptest::bool::ANY,
        0.0f64..1.0,
    )
        .prop_map(|(mut e, low_infinite, high_infinite, shift)| {
            e.sort_unstable();
            let mut e: Vec<f64> = e.into_iter().map(|v| f64::from(v) + shift).collect();
            if low_infinite && !e.is_empty() {
                e[0] = f64::NEG_INFINITY;
            }
            if high_infinite && e.len() > 2 {
                let last = e.len() - 1;
                e[last] = f64::INFINITY;
            }
            e
        })
}

proptest! {
    #[test]
    fn bins_match_the_definition(edges in edges(), xs in proptest::collection::vec(value(), 1..30)) {
        for closed in [ClosedSide::Left, ClosedSide::Right] {
            let bins = Bins::new(&edges, closed);
            for &x in &xs {
                prop_assert_eq!(bins.of(x), naive_bin(x, &edges, closed), "{} in {:?} {:?}", x, edges, closed);
                for e in &edges {
                    prop_assert_eq!(bins.of(*e), naive_bin(*e, &edges, closed));
                }
            }
        }
    }

    #[test]
    fn counts_match_a_tally(edges in edges(), xs in proptest::collection::vec(value(), 0..200)) {
        let bins = Bins::new(&edges, ClosedSide::Left);
        let mut expected = vec![0u64; bins.count()];
        for &x in &xs {
            if let Some(b) = naive_bin(x, &edges, ClosedSide::Left) {
                expected[b] += 1;
            }
        }
        for parallelism in [Parallelism::Serial, Parallelism::Always, Parallelism::Auto] {
            prop_assert_eq!(&counts(&xs, &bins, parallelism), &expected);
        }
    }
}

/// Even edges over a million values: the automatic split and the guess.
#[test]
fn many_values_count_like_serial() {
    let edges: Vec<f64> = (0..=100).map(|k| f64::from(k) * 0.37 - 18.0).collect();
    let xs: Vec<f64> = (0..1_000_000u32)
        .map(|i| (f64::from(i).sin() * 20.0) + if i % 1000 == 0 { f64::NAN } else { 0.0 })
        .collect();
    let bins = Bins::new(&edges, ClosedSide::Left);
    let serial = counts(&xs, &bins, Parallelism::Serial);
    assert_eq!(counts(&xs, &bins, Parallelism::Auto), serial);
    let inside = xs.iter().filter(|x| (-18.0..=19.0).contains(*x)).count() as u64;
    assert_eq!(serial.iter().sum::<u64>(), inside);
}
