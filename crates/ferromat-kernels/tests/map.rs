//! Property tests of the element-wise engine (`map.rs`) against a naive
//! reference: random shapes of 1-4 dims (sizes 0 to 4), random broadcast
//! patterns (each dim of each operand kept or collapsed to 1, or one operand
//! a scalar), values full of NaN, Inf and signed zeros. The reference walks
//! logical indices of the output one by one and shares no code with the
//! engine's runs. Parallel (forced on small arrays) must equal serial bit
//! for bit, and the in-place forms must equal the allocating ones.

use ferromat_kernels::map::{
    any as any_element, binary_map, binary_map_in_place, unary_map, unary_map_in_place,
};
use ferromat_kernels::{Convention, Parallelism};
use proptest::prelude::*;

fn special() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(0.0),
        Just(-0.0),
        -1e3f64..1e3,
        -5.0f64..5.0,
    ]
}

/// Column-major offset of the output index `index` in an operand of `dims`
/// (a size-1 dim is read at 0: implicit expansion).
fn naive_offset(index: &[usize], dims: &[usize]) -> usize {
    let mut offset = 0;
    let mut stride = 1;
    for (d, &size) in dims.iter().enumerate() {
        let i = if size == 1 { 0 } else { index[d] };
        offset += i * stride;
        stride *= size;
    }
    offset
}

fn naive_binary(
    a: &[f64],
    a_dims: &[usize],
    b: &[f64],
    b_dims: &[usize],
    f: impl Fn(f64, f64) -> f64,
) -> (Vec<usize>, Vec<f64>) {
    let rank = a_dims.len().max(b_dims.len());
    let pad = |d: &[usize]| {
        let mut v = d.to_vec();
        v.resize(rank, 1);
        v
    };
    let (a_dims, b_dims) = (pad(a_dims), pad(b_dims));
    let out: Vec<usize> = a_dims
        .iter()
        .zip(&b_dims)
        .map(|(&x, &y)| if x == 1 { y } else { x })
        .collect();
    let total: usize = out.iter().product();
    let mut values = Vec::with_capacity(total);
    let mut index = vec![0usize; rank];
    for k in 0..total {
        let mut rest = k;
        for (d, &size) in out.iter().enumerate() {
            index[d] = rest % size;
            rest /= size;
        }
        values.push(f(
            a[naive_offset(&index, &a_dims)],
            b[naive_offset(&index, &b_dims)],
        ));
    }
    (out, values)
}

fn same_bits(x: &[f64], y: &[f64]) -> bool {
    x.len() == y.len() && x.iter().zip(y).all(|(p, q)| p.to_bits() == q.to_bits())
}

/// An output shape and two operand shapes that broadcast to it.
fn broadcast_case() -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
    (
        prop::collection::vec(0usize..5, 1..5),
        prop::collection::vec(any::<bool>(), 4),
        prop::collection::vec(any::<bool>(), 4),
        0u8..4,
    )
        .prop_map(|(dims, keep_a, keep_b, scalar)| {
            let shrink = |keep: &[bool]| -> Vec<usize> {
                dims.iter()
                    .zip(keep)
                    .map(|(&d, &k)| if k { d } else { 1 })
                    .collect()
            };
            let (mut a, mut b) = (shrink(&keep_a), shrink(&keep_b));
            match scalar {
                0 => a = vec![1, 1],
                1 => b = vec![1],
                _ => {}
            }
            (a, b)
        })
}

fn values(count: usize) -> impl Strategy<Value = Vec<f64>> {
    prop::collection::vec(special(), count)
}

fn operands() -> impl Strategy<Value = (Vec<usize>, Vec<f64>, Vec<usize>, Vec<f64>)> {
    broadcast_case().prop_flat_map(|(a_dims, b_dims)| {
        let (na, nb) = (a_dims.iter().product(), b_dims.iter().product());
        (Just(a_dims), values(na), Just(b_dims), values(nb))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn binary_matches_naive_and_parallel_equals_serial(
        (a_dims, a, b_dims, b) in operands(),
        op in 0u8..4,
    ) {
        let f = move |x: f64, y: f64| match op {
            0 => x + y,
            1 => x - y,
            2 => x * y,
            _ => x / y,
        };
        let (expected_dims, expected) = naive_binary(&a, &a_dims, &b, &b_dims, f);
        for parallelism in [Parallelism::Serial, Parallelism::Always, Parallelism::Auto] {
            let (dims, out) = binary_map(
                &a, &a_dims, &b, &b_dims, Convention::Matlab, parallelism,
                |x: &f64, y: &f64| f(*x, *y),
            ).unwrap();
            let trailing_ones = |d: &[usize]| {
                let mut v = d.to_vec();
                while v.len() > 2 && v.last() == Some(&1) { v.pop(); }
                v
            };
            prop_assert_eq!(trailing_ones(&dims), trailing_ones(&expected_dims));
            prop_assert!(same_bits(&out, &expected), "{:?} vs {:?}", out, expected);
        }
        // In place into the first operand whenever it already has the
        // result's shape.
        if a.len() == expected.len() && b.len() <= a.len() {
            let fits = a_dims.iter().zip(b_dims.iter().chain(std::iter::repeat(&1)))
                .all(|(&x, &y)| y == x || y == 1);
            if fits {
                for parallelism in [Parallelism::Serial, Parallelism::Always] {
                    let mut target = a.clone();
                    binary_map_in_place(
                        &mut target, &a_dims, &b, &b_dims, Convention::Matlab, parallelism,
                        |x: &f64, y: &f64| f(*x, *y),
                    ).unwrap();
                    prop_assert!(same_bits(&target, &expected));
                }
            }
        }
    }

    #[test]
    fn unary_matches_naive(data in prop::collection::vec(special(), 0..300)) {
        let expected: Vec<f64> = data.iter().map(|x| x.exp() - x.abs()).collect();
        for parallelism in [Parallelism::Serial, Parallelism::Always, Parallelism::Auto] {
            let out = unary_map(&data, parallelism, |x: &f64| x.exp() - x.abs());
            prop_assert!(same_bits(&out, &expected));
            let mut in_place = data.clone();
            unary_map_in_place(&mut in_place, parallelism, |x: &f64| x.exp() - x.abs());
            prop_assert!(same_bits(&in_place, &expected));
            prop_assert_eq!(
                any_element(&data, parallelism, |x: &f64| x.is_nan()),
                data.iter().any(|x| x.is_nan())
            );
        }
    }
}

/// Values where rounding modes disagree: halves, just below and above
/// them, signed zeros, the edge of exact integers (2^52, 2^53) and beyond.
fn rounding_cases() -> impl Strategy<Value = f64> {
    prop_oneof![
        special(),
        (-2000i32..2000).prop_map(|k| f64::from(k) / 2.0),
        (-2000i32..2000).prop_map(|k| f64::from(k) / 2.0 + 1e-12),
        prop_oneof![
            Just(4503599627370495.5),
            Just(4503599627370497.0),
            Just(-9007199254740993.0)
        ],
        any::<f64>(),
    ]
}

proptest! {
    /// The unary engine compiles its loop for the widest vectors the CPU
    /// has, where rounding is one instruction rather than a library call:
    /// every rounding mode must still give the scalar library's bits, for
    /// doubles and singles, allocating and in place.
    #[test]
    fn vectorised_rounding_matches_scalar(data in prop::collection::vec(rounding_cases(), 0..200)) {
        let modes: [fn(f64) -> f64; 4] = [f64::floor, f64::ceil, f64::trunc, f64::round];
        for (mode, scalar) in modes.into_iter().enumerate() {
            let expected: Vec<f64> = data.iter().map(|&x| scalar(x)).collect();
            let singles: Vec<f32> = data.iter().map(|&x| x as f32).collect();
            let expected_single: Vec<f32> = singles.iter().map(|&x| scalar(f64::from(x)) as f32).collect();
            for parallelism in [Parallelism::Serial, Parallelism::Always] {
                // A closure per mode (not the function pointer) so that the
                // engine inlines and vectorises it.
                let (out, single, in_place) = match mode {
                    0 => (unary_map(&data, parallelism, |x: &f64| x.floor()),
                          unary_map(&singles, parallelism, |x: &f32| x.floor()),
                          { let mut d = data.clone(); unary_map_in_place(&mut d, parallelism, |x: &f64| x.floor()); d }),
                    1 => (unary_map(&data, parallelism, |x: &f64| x.ceil()),
                          unary_map(&singles, parallelism, |x: &f32| x.ceil()),
                          { let mut d = data.clone(); unary_map_in_place(&mut d, parallelism, |x: &f64| x.ceil()); d }),
                    2 => (unary_map(&data, parallelism, |x: &f64| x.trunc()),
                          unary_map(&singles, parallelism, |x: &f32| x.trunc()),
                          { let mut d = data.clone(); unary_map_in_place(&mut d, parallelism, |x: &f64| x.trunc()); d }),
                    _ => (unary_map(&data, parallelism, |x: &f64| x.round()),
                          unary_map(&singles, parallelism, |x: &f32| x.round()),
                          { let mut d = data.clone(); unary_map_in_place(&mut d, parallelism, |x: &f64| x.round()); d }),
                };
                // NaN payloads are not MATLAB-visible; every other bit is.
                let same = |a: &[f64]| a.len() == expected.len()
                    && a.iter().zip(&expected).all(|(p, q)| p.to_bits() == q.to_bits() || (p.is_nan() && q.is_nan()));
                prop_assert!(same(&out));
                prop_assert!(same(&in_place));
                prop_assert!(single.len() == expected_single.len()
                    && single.iter().zip(&expected_single).all(|(a, b)| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())));
            }
        }
    }
}

/// A large mixed case above the parallel threshold, run with the default
/// policy and serially: identical bits.
#[test]
fn large_parallel_equals_serial() {
    let rows = 700;
    let cols = 300;
    let a: Vec<f64> = (0..rows * cols)
        .map(|i| ((i * 7919) % 1013) as f64 / 7.0 - 70.0)
        .collect();
    let row: Vec<f64> = (0..cols).map(|j| j as f64 * 0.37 - 3.0).collect();
    let run = |parallelism| {
        binary_map(
            &a,
            &[rows, cols],
            &row,
            &[1, cols],
            Convention::Matlab,
            parallelism,
            |x: &f64, y: &f64| x.powf(*y),
        )
        .unwrap()
    };
    let (serial, parallel) = (run(Parallelism::Serial), run(Parallelism::Auto));
    assert_eq!(serial.0, parallel.0);
    assert!(same_bits(&serial.1, &parallel.1));
}
