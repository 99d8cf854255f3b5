//! Order-preserving integer keys for real numeric elements, and the fast
//! lane sorts built on them: a value maps to a `u64` whose unsigned order
//! is MATLAB's sort order (NaN above +Inf, -0 equal to 0), so lanes sort
//! with `sort_unstable` on plain integers (pattern-defeating quicksort)
//! instead of a comparator that indexes back into the data. Measured on
//! 1e7 random doubles, keys with positions sort about 10x faster than the
//! comparator sort they replace, and an LSD radix sort was slower than
//! `sort_unstable` on this machine. Used by `sort`; complex, string and
//! cellstr elements do not come here. Long lanes sort in pieces with the
//! interrupt flag checked between them (`ferromat_kernels::sort`).

use ferromat_kernels::sort_unstable_until;

use crate::error::Result;
use crate::interp::interrupt;

/// A real element with an order-preserving `u64` key.
pub trait SortKey: Copy {
    /// The key: `a < b` in MATLAB's order iff `key(a) < key(b)`; equal
    /// elements (including -0 and 0, and any two NaNs) get equal keys.
    fn key(self) -> u64;
    /// The element of a key (for -0 and NaN: 0 and the default NaN).
    fn from_key(key: u64) -> Self;
    /// Whether equal keys may hold distinguishable elements (-0 and 0,
    /// NaN payloads), so a values-only sort must restore them.
    const INEXACT_KEYS: bool = false;
}

const SIGN: u64 = 1 << 63;

impl SortKey for f64 {
    fn key(self) -> u64 {
        let x = if self == 0.0 {
            0.0
        } else if self.is_nan() {
            f64::NAN
        } else {
            self
        };
        let bits = x.to_bits();
        if bits & SIGN != 0 {
            !bits
        } else {
            bits | SIGN
        }
    }
    fn from_key(key: u64) -> f64 {
        if key & SIGN != 0 {
            f64::from_bits(key & !SIGN)
        } else {
            f64::from_bits(!key)
        }
    }
    const INEXACT_KEYS: bool = true;
}

impl SortKey for f32 {
    fn key(self) -> u64 {
        f64::from(self).key()
    }
    fn from_key(key: u64) -> f32 {
        // Keys of f32 values are keys of exactly representable doubles.
        f64::from_key(key) as f32
    }
    const INEXACT_KEYS: bool = true;
}

macro_rules! signed_key {
    ($($t:ty),*) => {$(
        impl SortKey for $t {
            fn key(self) -> u64 {
                (self as i64 as u64) ^ SIGN
            }
            fn from_key(key: u64) -> $t {
                (key ^ SIGN) as i64 as $t
            }
        }
    )*};
}
signed_key!(i8, i16, i32, i64);

macro_rules! unsigned_key {
    ($($t:ty),*) => {$(
        impl SortKey for $t {
            fn key(self) -> u64 {
                self as u64
            }
            fn from_key(key: u64) -> $t {
                key as $t
            }
        }
    )*};
}
unsigned_key!(u8, u16, u32, u64);

impl SortKey for bool {
    fn key(self) -> u64 {
        u64::from(self)
    }
    fn from_key(key: u64) -> bool {
        key != 0
    }
}

/// The order in which to read `lane` so that it is sorted (0-based source
/// positions), ties in original order in both directions.
pub fn sorted_positions<T: SortKey>(lane: &[T], descending: bool) -> Result<Vec<usize>> {
    let flip = if descending { u64::MAX } else { 0 };
    Ok(sorted_pairs(lane, flip, false)?.1)
}

/// `sorted_positions` (ascending) with the key of each position beside it,
/// so callers can compare neighbours without reading back into `lane`.
pub fn sorted_keys_and_positions<T: SortKey>(lane: &[T]) -> Result<(Vec<u64>, Vec<usize>)> {
    sorted_pairs(lane, 0, true)
}

/// The sorted keys (xor `flip`; empty unless `keep_keys`) and positions of
/// `lane`. (key, position) pairs are distinct, so an unstable sort of them
/// is stable for equal keys.
fn sorted_pairs<T: SortKey>(
    lane: &[T],
    flip: u64,
    keep_keys: bool,
) -> Result<(Vec<u64>, Vec<usize>)> {
    fn split<I: Copy + Into<u64>>(pairs: Vec<(u64, I)>, keep_keys: bool) -> (Vec<u64>, Vec<usize>) {
        let keys = if keep_keys {
            pairs.iter().map(|&(k, _)| k).collect()
        } else {
            Vec::new()
        };
        // Positions came from `usize`, so they fit back.
        let positions = pairs.into_iter().map(|(_, i)| i.into() as usize).collect();
        (keys, positions)
    }
    let stop = &interrupt::requested;
    if lane.len() > u32::MAX as usize {
        // Lanes beyond 2^32 elements: (key, full position) pairs.
        let mut pairs: Vec<(u64, u64)> = lane
            .iter()
            .enumerate()
            .map(|(i, x)| (x.key() ^ flip, i as u64))
            .collect();
        sort_unstable_until(&mut pairs, stop).map_err(|_| interrupt::stopped_error())?;
        return Ok(split(pairs, keep_keys));
    }
    let mut pairs: Vec<(u64, u32)> = lane
        .iter()
        .enumerate()
        .map(|(i, x)| (x.key() ^ flip, i as u32))
        .collect();
    sort_unstable_until(&mut pairs, stop).map_err(|_| interrupt::stopped_error())?;
    Ok(split(pairs, keep_keys))
}

/// `lane` sorted (values only). Equal keys that hold different elements
/// (-0 and 0) keep their original order, as a stable sort leaves them;
/// NaNs come out as the default NaN.
pub fn sorted_values<T: SortKey>(lane: &[T], descending: bool) -> Result<Vec<T>> {
    let flip = if descending { u64::MAX } else { 0 };
    let mut keys: Vec<u64> = lane.iter().map(|x| x.key() ^ flip).collect();
    sort_unstable_until(&mut keys, &interrupt::requested)
        .map_err(|_| interrupt::stopped_error())?;
    let mut sorted: Vec<T> = keys.into_iter().map(|k| T::from_key(k ^ flip)).collect();
    if T::INEXACT_KEYS {
        let zero_key = T::from_key(0.0f64.key()).key();
        let originals: Vec<T> = lane
            .iter()
            .copied()
            .filter(|x| x.key() == zero_key)
            .collect();
        if let Some(start) = sorted.iter().position(|x| x.key() == zero_key) {
            sorted[start..start + originals.len()].copy_from_slice(&originals);
        }
    }
    Ok(sorted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn naive_positions(lane: &[f64], descending: bool) -> Vec<usize> {
        let mut positions: Vec<usize> = (0..lane.len()).collect();
        let order = |a: f64, b: f64| {
            a.partial_cmp(&b)
                .unwrap_or_else(|| a.is_nan().cmp(&b.is_nan()))
        };
        positions.sort_by(|&a, &b| {
            let o = order(lane[a], lane[b]);
            if descending {
                o.reverse()
            } else {
                o
            }
        });
        positions
    }

    #[test]
    fn a_pending_interrupt_ends_the_sort() {
        let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let lane: Vec<f64> = (0..100).map(f64::from).rev().collect();
        interrupt::with_interrupt_flag(&flag, || {
            let error = sorted_values(&lane, false).unwrap_err();
            assert_eq!(error.identifier, "MATLAB:interrupted");
        });
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
        interrupt::with_interrupt_flag(&flag, || {
            assert!(sorted_positions(&lane, true).is_err());
        });
    }

    #[test]
    fn float_keys_order() {
        let xs = [
            f64::NEG_INFINITY,
            -1.5,
            -0.0,
            0.0,
            1e-300,
            2.0,
            f64::INFINITY,
            f64::NAN,
        ];
        for w in xs.windows(2) {
            assert!(w[0].key() <= w[1].key(), "{w:?}");
        }
        assert_eq!((-0.0f64).key(), 0.0f64.key());
        assert!((-3i8).key() < 2i8.key());
    }

    proptest! {
        #[test]
        fn positions_match_stable_comparison_sort(
            lane in prop::collection::vec(
                prop_oneof![Just(f64::NAN), Just(0.0), Just(-0.0), (-5i32..5i32).prop_map(f64::from), any::<f64>()],
                0..5000),
            descending: bool,
        ) {
            prop_assert_eq!(sorted_positions(&lane, descending).unwrap(), naive_positions(&lane, descending));
            let values = sorted_values(&lane, descending).unwrap();
            let bits = |x: f64| if x.is_nan() { f64::NAN.to_bits() } else { x.to_bits() };
            let expected: Vec<u64> = naive_positions(&lane, descending).iter().map(|&i| bits(lane[i])).collect();
            let got: Vec<u64> = values.iter().map(|&x| bits(x)).collect();
            prop_assert_eq!(got, expected);
        }

        #[test]
        fn integer_values_match(lane in prop::collection::vec(any::<i16>(), 0..5000), descending: bool) {
            let mut expected = lane.clone();
            expected.sort();
            if descending { expected.reverse(); }
            prop_assert_eq!(sorted_values(&lane, descending).unwrap(), expected);
        }
    }
}
