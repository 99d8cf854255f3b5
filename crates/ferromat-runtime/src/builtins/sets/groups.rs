//! Groups of equal items for the set functions, in sorted order: the one
//! grouping `unique`, `union`, `intersect`, `setdiff` and `setxor` share.
//! Real elements (numeric, logical and char, not under 'rows') group through
//! the order-preserving integer keys `sort` uses, one flat sort of
//! (key, position) pairs; other items (text, rows) through the `Item`
//! comparator. NaN equals nothing, so every NaN is a group of its own.
//! This file must not build outputs.

use std::borrow::Cow;

use super::items::{compare_items, same_item, Item};
use crate::builtins::statistics::keys::{sorted_keys_and_positions, sorted_values, SortKey};
use crate::error::Result;
use crate::value::Value;

/// Groups of equal items in sorted order: group `g` holds the positions
/// `order[starts[g]..starts[g + 1]]`, increasing.
#[derive(Debug, PartialEq)]
pub struct Groups {
    order: Vec<usize>,
    starts: Vec<usize>,
}

impl Groups {
    /// The number of groups.
    pub fn len(&self) -> usize {
        self.starts.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The number of items grouped.
    pub fn items(&self) -> usize {
        self.order.len()
    }

    /// The positions of each group, groups in sorted order.
    pub fn iter(&self) -> impl Iterator<Item = &[usize]> + '_ {
        self.starts.windows(2).map(|w| &self.order[w[0]..w[1]])
    }

    /// Where groups start in a sorted order of `len` entries (and `len`
    /// at the end): between entries `k - 1` and `k` where `same(k - 1, k)`
    /// fails.
    fn starts(len: usize, same: impl Fn(usize, usize) -> bool) -> Vec<usize> {
        let mut starts = Vec::with_capacity(len / 2 + 2);
        starts.push(0);
        for k in 1..len {
            if !same(k - 1, k) {
                starts.push(k);
            }
        }
        if len > 0 {
            starts.push(len);
        }
        starts
    }

    /// Groups of general items (text, rows), by the `Item` comparator.
    pub fn of_items(items: &[Item]) -> Groups {
        let mut order: Vec<usize> = (0..items.len()).collect();
        order.sort_by(|&a, &b| compare_items(&items[a], &items[b]).then(a.cmp(&b)));
        let starts = Groups::starts(order.len(), |p, q| {
            same_item(&items[order[p]], &items[order[q]])
        });
        Groups { order, starts }
    }

    /// Groups of real numbers (the sorted order `sort` gives, ties in
    /// position order). Neighbours compare by their sort keys, which are
    /// equal exactly for equal numbers (-0 with 0), NaN apart.
    pub fn of_numbers(values: &[f64]) -> Result<Groups> {
        let (keys, order) = sorted_keys_and_positions(values)?;
        let nan = f64::NAN.key();
        let starts = Groups::starts(order.len(), |p, q| keys[p] == keys[q] && keys[p] != nan);
        Ok(Groups { order, starts })
    }
}

/// The distinct numbers of `values` in sorted order, each the first of its
/// group (so -0 or 0, whichever comes first; every NaN kept): what the
/// first element of each of `Groups::of_numbers`'s groups holds, found by
/// sorting the values alone, without positions.
pub fn distinct_numbers(values: &[f64]) -> Result<Vec<f64>> {
    let mut sorted = sorted_values(values, false)?;
    let nan = f64::NAN.key();
    sorted.dedup_by(|later, kept| later.key() == kept.key() && kept.key() != nan);
    Ok(sorted)
}

/// The elements of `value` as real numbers, when the set functions compare
/// them as numbers (not text, cells, complex, or rows); borrowed when they
/// are doubles.
pub fn numbers(value: &Value, rows: bool) -> Option<Cow<'_, [f64]>> {
    match value {
        _ if rows => None,
        Value::Double(t) => Some(Cow::Borrowed(t.data())),
        Value::String(_) | Value::Cell(_) | Value::ComplexDouble(_) | Value::ComplexSingle(_) => {
            None
        }
        other => other.to_f64_vec().map(Cow::Owned),
    }
}

#[cfg(test)]
mod tests {
    use super::super::items::Key;
    use super::*;
    use proptest::strategy::Strategy;

    fn listed(groups: &Groups) -> Vec<Vec<usize>> {
        groups.iter().map(<[usize]>::to_vec).collect()
    }

    #[test]
    fn nan_groups_alone() {
        let values = [2.0, f64::NAN, 1.0, 2.0, f64::NAN, -0.0, 0.0];
        let expected = vec![vec![2], vec![0, 3], vec![1], vec![4]];
        let items: Vec<Item> = values[..5].iter().map(|&x| vec![Key::Number(x)]).collect();
        assert_eq!(listed(&Groups::of_items(&items)), expected);
        assert_eq!(listed(&Groups::of_numbers(&values[..5]).unwrap()), expected);
        // -0 and 0 are one group, as `==` says.
        assert_eq!(
            listed(&Groups::of_numbers(&values[5..]).unwrap()),
            vec![vec![0, 1]]
        );
        assert!(Groups::of_numbers(&[]).unwrap().is_empty());
    }

    proptest::proptest! {
        /// The key path groups exactly as the comparator path does.
        #[test]
        fn number_groups_equal_item_groups(
            values in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::prelude::Just(f64::NAN),
                    proptest::prelude::Just(-0.0),
                    proptest::prelude::Just(0.0),
                    proptest::prelude::Just(f64::INFINITY),
                    proptest::prelude::Just(f64::NEG_INFINITY),
                    (-4i32..4).prop_map(f64::from),
                    -1e3f64..1e3,
                ],
                0..60,
            )
        ) {
            let items: Vec<Item> = values.iter().map(|&x| vec![Key::Number(x)]).collect();
            let groups = Groups::of_numbers(&values).unwrap();
            proptest::prop_assert_eq!(&groups, &Groups::of_items(&items));
            // The values-only path keeps the first element of each group,
            // bit for bit (-0 against 0), NaN apart.
            let firsts: Vec<u64> = groups.iter().map(|g| values[g[0]].to_bits()).collect();
            let distinct: Vec<u64> = distinct_numbers(&values)
                .unwrap()
                .iter()
                .map(|x| if x.is_nan() { values[0].to_bits() } else { x.to_bits() })
                .collect();
            let firsts: Vec<u64> = firsts
                .iter()
                .map(|&b| if f64::from_bits(b).is_nan() { values[0].to_bits() } else { b })
                .collect();
            proptest::prop_assert_eq!(distinct, firsts);
        }
    }
}
