//! `Partial`: the running `(value, index)` state of a reduction, mergeable so
//! that chunks reduced separately (in parallel, or by an embedder streaming
//! data) combine into exactly the result of one pass.
//!
//! Merging is associative and keeps the earlier partial on ties, provided the
//! partials are merged in index order (left operand covers earlier indices).

use crate::element::Element;
use crate::ordering::Rule;

/// The winner of a contiguous range of a reduction: its value and its index
/// in whatever index space the caller uses (0-based).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Partial<T> {
    pub value: T,
    pub index: usize,
}

impl<T: Element> Partial<T> {
    pub fn new(value: T, index: usize) -> Partial<T> {
        Partial { value, index }
    }

    /// Combines this partial with one covering later indices.
    #[inline]
    pub fn merge(self, later: Partial<T>, rule: Rule) -> Partial<T> {
        if rule.beats(later.value, self.value) {
            later
        } else {
            self
        }
    }

    /// Reduces `values` (whose first element has index `offset`) to one
    /// partial, or `None` for an empty slice.
    pub fn of_slice(values: &[T], offset: usize, rule: Rule) -> Option<Partial<T>> {
        let (&first, rest) = values.split_first()?;
        let mut best = Partial::new(first, offset);
        for (position, &value) in rest.iter().enumerate() {
            if rule.beats(value, best.value) {
                best = Partial::new(value, offset + position + 1);
            }
        }
        Some(best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Comparison, Extremum, NanPolicy};

    #[test]
    fn chunked_merge_equals_one_pass() {
        let values: Vec<f64> = (0..10_000)
            .map(|i| match i % 97 {
                0 => f64::NAN,
                k => ((i * 7919) % 1013) as f64 - (k % 3) as f64,
            })
            .collect();
        for nan in [NanPolicy::Omit, NanPolicy::Include] {
            for extremum in [Extremum::Max, Extremum::Min] {
                let rule = Rule::new(extremum, Comparison::Auto, nan);
                let whole = Partial::of_slice(&values, 0, rule);
                for chunk in [1, 7, 100, 4096] {
                    let merged = values
                        .chunks(chunk)
                        .enumerate()
                        .filter_map(|(k, c)| Partial::of_slice(c, k * chunk, rule))
                        .reduce(|a, b| a.merge(b, rule));
                    assert_eq!(merged.map(|p| p.index), whole.map(|p| p.index));
                }
                // Associativity: ((a b) c) == (a (b c)).
                let parts: Vec<_> = values
                    .chunks(3000)
                    .enumerate()
                    .filter_map(|(k, c)| Partial::of_slice(c, k * 3000, rule))
                    .collect();
                let left = parts[0].merge(parts[1], rule).merge(parts[2], rule);
                let right = parts[0].merge(parts[1].merge(parts[2], rule), rule);
                assert_eq!(left.index, right.index);
            }
        }
    }
}
