//! Tests of the vectorised `exp` (`exp.rs`): equal to the correctly rounded
//! value on stored cases (`data/exp_cases.txt`), within one ulp of libm
//! everywhere (NaN, infinities, -0, overflow and subnormal results
//! included), the array loop equal bit for bit to the element function,
//! and the parallel loop equal to the serial one.

use ferromat_kernels::exp::{exp, exp_slice};
use ferromat_kernels::Parallelism;
use proptest::prelude::*;

/// Distance in representable doubles between two finite values of the
/// same sign (0 when both are the same non-finite value).
fn ulps(x: f64, y: f64) -> u64 {
    if x.is_nan() || y.is_nan() {
        return if x.is_nan() && y.is_nan() {
            0
        } else {
            u64::MAX
        };
    }
    if x == y {
        return 0;
    }
    if x.is_sign_negative() != y.is_sign_negative() || !x.is_finite() || !y.is_finite() {
        return u64::MAX;
    }
    x.to_bits().abs_diff(y.to_bits())
}

fn input() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(-0.0),
        Just(0.0),
        Just(708.0),
        Just(709.0),
        Just(-708.0),
        Just(-700.0),
        Just(1.0),
        -1.0f64..1.0,
        -50.0f64..50.0,
        -760.0f64..720.0,
        -1e-12f64..1e-12,
        any::<f64>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn within_one_ulp_of_libm(values in prop::collection::vec(input(), 0..300)) {
        let serial = exp_slice(&values, Parallelism::Serial);
        let parallel = exp_slice(&values, Parallelism::Always);
        prop_assert_eq!(serial.len(), values.len());
        for ((&x, &s), &p) in values.iter().zip(&serial).zip(&parallel) {
            prop_assert!(ulps(s, x.exp()) <= 1, "exp({x:e}) = {s:e}, libm {:e}", x.exp());
            prop_assert_eq!(s.to_bits(), exp(x).to_bits());
            prop_assert_eq!(s.to_bits(), p.to_bits());
        }
    }
}

/// A dense sweep of the fast range and a large parallel array.
#[test]
fn sweep_and_large_array() {
    let values: Vec<f64> = (0..400_000)
        .map(|i| -708.0 + i as f64 * (1417.0 / 400_000.0))
        .collect();
    let auto = exp_slice(&values, Parallelism::Auto);
    let serial = exp_slice(&values, Parallelism::Serial);
    for ((&x, &a), &s) in values.iter().zip(&auto).zip(&serial) {
        assert!(
            ulps(a, x.exp()) <= 1,
            "exp({x:e}) = {a:e}, libm {:e}",
            x.exp()
        );
        assert_eq!(a.to_bits(), s.to_bits());
    }
}

/// The array loop (vectorised, fused where the CPU has fma) and the plain
/// element function agree bit for bit on a million random inputs: each is
/// correctly rounded wherever it does not defer, so any difference would
/// be an error bound that does not hold in one of them.
#[test]
fn array_loop_matches_element_function() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let values: Vec<f64> = (0..1_000_000)
        .map(|i| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
            match i % 3 {
                0 => -700.0 + 1409.0 * unit,
                1 => 8.0 * unit - 4.0,
                _ => (unit - 0.5) * 1e-3,
            }
        })
        .collect();
    let array = exp_slice(&values, Parallelism::Auto);
    for (&x, &a) in values.iter().zip(&array) {
        assert_eq!(a.to_bits(), exp(x).to_bits(), "exp({x:e})");
    }
}

/// Inputs with their correctly rounded e^x, computed by mpmath
/// (`tools/exp_cases.py`): random ones, and every one of 400,000 where
/// glibc's `exp` is not correctly rounded. Outside [-700, 709] the kernel
/// defers to libm, so there only one ulp is asked.
#[test]
fn correctly_rounded_cases() {
    let cases = include_str!("data/exp_cases.txt");
    let mut count = 0;
    for line in cases.lines().filter(|line| !line.starts_with('#')) {
        let mut fields = line.split_whitespace();
        let mut next = || u64::from_str_radix(fields.next().expect("two fields"), 16).expect("hex");
        let (x, expected) = (f64::from_bits(next()), next());
        let (result, expected) = (exp(x), f64::from_bits(expected));
        // The array loop too (on AVX-512 its own code, `exp_avx512.rs`):
        // eight copies, so that the element goes through the vector pass.
        let array = exp_slice(&[x; 8], Parallelism::Serial);
        assert!(
            array.iter().all(|a| a.to_bits() == result.to_bits()),
            "exp({x:e}) array"
        );
        if (-700.0..=709.0).contains(&x) {
            assert_eq!(result.to_bits(), expected.to_bits(), "exp({x:e})");
        } else {
            // libm's range, where only its own one-ulp bound holds.
            assert!(ulps(result, expected) <= 1, "exp({x:e})");
        }
        assert_eq!(
            exp_slice(&[x], Parallelism::Serial)[0].to_bits(),
            result.to_bits()
        );
        count += 1;
    }
    assert!(count > 3000);
}
