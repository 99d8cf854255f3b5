//! Order-preserving integer keys for real numeric elements, and the fast
//! lane sort built on them: a value maps to a `u64` whose unsigned order
//! is MATLAB's sort order (NaN above +Inf, -0 equal to 0), so lanes sort
//! with an LSD radix sort (large lanes) or `sort_unstable` (small ones)
//! instead of a comparator. Used by `sort`, `median`, `unique` and friends.
//! Complex, string and cellstr elements do not come here.

/// A real element with an order-preserving `u64` key.
pub trait SortKey: Copy {
    /// The key: `a < b` in MATLAB's order iff `key(a) < key(b)`; equal
    /// elements (including -0 and 0, and any two NaNs) get equal keys.
    fn key(self) -> u64;
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
    const INEXACT_KEYS: bool = true;
}

impl SortKey for f32 {
    fn key(self) -> u64 {
        f64::from(self).key()
    }
    const INEXACT_KEYS: bool = true;
}

macro_rules! signed_key {
    ($($t:ty),*) => {$(
        impl SortKey for $t {
            fn key(self) -> u64 {
                (self as i64 as u64) ^ SIGN
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
        }
    )*};
}
unsigned_key!(u8, u16, u32, u64);

impl SortKey for bool {
    fn key(self) -> u64 {
        u64::from(self)
    }
}

/// Lanes shorter than this use `sort_unstable`; longer ones the radix sort.
const RADIX_MIN_LENGTH: usize = 2048;

/// Radix digit width in bits (2^11 counters stay in L1).
const DIGIT_BITS: u32 = 11;

/// Sorts `items` by `key(item)` ascending, stably (LSD radix), skipping
/// digits on which every key agrees.
fn radix_sort_by_key<I: Copy>(items: &mut Vec<I>, key: impl Fn(&I) -> u64) {
    let n = items.len();
    let (mut all_and, mut all_or) = (u64::MAX, 0u64);
    for item in items.iter() {
        let k = key(item);
        all_and &= k;
        all_or |= k;
    }
    let varying = all_and ^ all_or;
    let mut buffer: Vec<I> = items.clone();
    let radix = 1usize << DIGIT_BITS;
    let mask = (radix - 1) as u64;
    let mut counts = vec![0usize; radix];
    let mut shift = 0;
    while shift < 64 {
        if (varying >> shift) & mask != 0 {
            counts.iter_mut().for_each(|c| *c = 0);
            for item in items.iter() {
                counts[((key(item) >> shift) & mask) as usize] += 1;
            }
            let mut total = 0;
            for c in counts.iter_mut() {
                let here = *c;
                *c = total;
                total += here;
            }
            for item in items.iter() {
                let digit = ((key(item) >> shift) & mask) as usize;
                buffer[counts[digit]] = *item;
                counts[digit] += 1;
            }
            std::mem::swap(items, &mut buffer);
        }
        shift += DIGIT_BITS;
    }
    debug_assert_eq!(items.len(), n);
}

/// The order in which to read `lane` so that it is sorted (0-based source
/// positions), ties in original order in both directions.
pub fn sorted_positions<T: SortKey>(lane: &[T], descending: bool) -> Vec<usize> {
    let flip = if descending { u64::MAX } else { 0 };
    let mut pairs: Vec<(u64, u32)> = Vec::new();
    if lane.len() <= u32::MAX as usize {
        pairs = lane
            .iter()
            .enumerate()
            .map(|(i, x)| (x.key() ^ flip, i as u32))
            .collect();
    }
    if pairs.len() != lane.len() {
        // Lanes beyond 2^32 elements: a stable comparison sort on usize.
        let mut positions: Vec<usize> = (0..lane.len()).collect();
        positions.sort_by_key(|&i| lane[i].key() ^ flip);
        return positions;
    }
    if pairs.len() >= RADIX_MIN_LENGTH {
        radix_sort_by_key(&mut pairs, |p| p.0);
    } else {
        // (key, position) pairs are distinct, so an unstable sort is stable.
        pairs.sort_unstable();
    }
    pairs.into_iter().map(|(_, i)| i as usize).collect()
}

/// `lane` sorted (values only), ties among inexact keys (-0 and 0, NaNs)
/// in their original order as a stable sort leaves them.
pub fn sorted_values<T: SortKey>(lane: &[T], descending: bool) -> Vec<T> {
    if T::INEXACT_KEYS {
        return sorted_positions(lane, descending)
            .into_iter()
            .map(|i| lane[i])
            .collect();
    }
    let flip = if descending { u64::MAX } else { 0 };
    let mut items: Vec<T> = lane.to_vec();
    if items.len() >= RADIX_MIN_LENGTH {
        radix_sort_by_key(&mut items, |x| x.key() ^ flip);
    } else {
        items.sort_unstable_by_key(|x| x.key() ^ flip);
    }
    items
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
    fn float_keys_order() {
        let xs = [f64::NEG_INFINITY, -1.5, -0.0, 0.0, 1e-300, 2.0, f64::INFINITY, f64::NAN];
        for w in xs.windows(2) {
            assert!(w[0].key() <= w[1].key(), "{w:?}");
        }
        assert_eq!((-0.0f64).key(), 0.0f64.key());
        assert_eq!((-3i8).key() < 2i8.key(), true);
    }

    proptest! {
        #[test]
        fn positions_match_stable_comparison_sort(
            lane in prop::collection::vec(
                prop_oneof![Just(f64::NAN), Just(0.0), Just(-0.0), (-5i32..5i32).prop_map(f64::from), any::<f64>()],
                0..5000),
            descending: bool,
        ) {
            prop_assert_eq!(sorted_positions(&lane, descending), naive_positions(&lane, descending));
            let values = sorted_values(&lane, descending);
            let expected: Vec<u64> = naive_positions(&lane, descending).iter().map(|&i| lane[i].to_bits()).collect();
            let got: Vec<u64> = values.iter().map(|x| x.to_bits()).collect();
            prop_assert_eq!(got, expected);
        }

        #[test]
        fn integer_values_match(lane in prop::collection::vec(any::<i16>(), 0..5000), descending: bool) {
            let mut expected = lane.clone();
            expected.sort();
            if descending { expected.reverse(); }
            prop_assert_eq!(sorted_values(&lane, descending), expected);
        }
    }
}
