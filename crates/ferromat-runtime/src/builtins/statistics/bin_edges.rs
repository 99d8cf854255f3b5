//! The bin edges `histcounts` (and `histogram`) pick themselves: a
//! [`BinRule`] (the automatic rule: one bin per integer for integer data
//! spanning at most 50, else Scott's rule; a number of bins; a bin width;
//! or a named 'BinMethod') with optional 'BinLimits'. Without limits the
//! edges sit at "nice" places that cover the finite data, as the MathWorks
//! histcounts page shows (`histcounts(X, 6)` of the primes 2..29 has edges
//! 0:4.9:29.4; `randn(100,1)` gets -3:1:4); with limits the bins split the
//! limits evenly. No rule makes more than 65536 bins (MATLAB's cap: a
//! narrower width is widened). This file must not count: it only chooses
//! edges.

use super::order::sorted_quantile;
use crate::builtins::args;
use crate::error::{Result, RuntimeError};

/// Integer data spanning at most this many units gets one bin per integer.
const INTEGER_RULE_SPAN: f64 = 50.0;

/// The most bins a width or a method may make.
const MOST_BINS: f64 = 65536.0;

/// How the bins are chosen when no edges are given.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BinRule {
    /// MATLAB's 'auto': integers when they span at most 50, else Scott.
    Auto,
    /// `nbins` (or 'NumBins').
    Count(usize),
    /// 'BinWidth', used as given (not rounded to a nice width).
    Width(f64),
    /// 'BinMethod' 'scott': 3.5 std / n^(1/3).
    Scott,
    /// 'BinMethod' 'fd' (Freedman-Diaconis): 2 iqr / n^(1/3).
    FreedmanDiaconis,
    /// 'BinMethod' 'integers': one bin per integer, edges on half integers.
    Integers,
    /// 'BinMethod' 'sturges': ceil(1 + log2(n)) bins.
    Sturges,
    /// 'BinMethod' 'sqrt': ceil(sqrt(n)) bins.
    SquareRoot,
}

impl BinRule {
    /// The rule a 'BinMethod' name selects ('auto', 'scott', 'fd',
    /// 'integers', 'sturges', 'sqrt'; any case).
    pub fn from_method(name: &str, function: &str) -> Result<BinRule> {
        Ok(match name.to_ascii_lowercase().as_str() {
            "auto" => BinRule::Auto,
            "scott" => BinRule::Scott,
            "fd" => BinRule::FreedmanDiaconis,
            "integers" => BinRule::Integers,
            "sturges" => BinRule::Sturges,
            "sqrt" => BinRule::SquareRoot,
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:InvalidBinMethod"),
                    "BinMethod must be 'auto', 'scott', 'fd', 'integers', 'sturges' or 'sqrt'.",
                ))
            }
        })
    }

    /// The raw bin width the rule asks for on `data` (finite values)
    /// spanning [lo, hi]; `None` for `Auto` and `Count`.
    fn width(self, data: &[f64], lo: f64, hi: f64) -> Option<f64> {
        let n = data.len().max(1) as f64;
        match self {
            BinRule::Auto | BinRule::Count(_) => None,
            BinRule::Width(w) => Some(w),
            BinRule::Scott => Some(scott_width(data)),
            BinRule::FreedmanDiaconis => {
                let mut sorted = data.to_vec();
                sorted.sort_unstable_by(f64::total_cmp);
                let iqr = sorted_quantile(&sorted, 0.75) - sorted_quantile(&sorted, 0.25);
                Some(2.0 * iqr / n.cbrt())
            }
            BinRule::Integers => Some(1.0),
            BinRule::Sturges => Some((hi - lo) / (1.0 + n.log2()).ceil()),
            BinRule::SquareRoot => Some((hi - lo) / n.sqrt().ceil()),
        }
    }
}

/// The edges for `data` under `rule`, with optional hard `limits`.
pub fn automatic_edges(
    data: &[f64],
    rule: BinRule,
    limits: Option<(f64, f64)>,
) -> Result<Vec<f64>> {
    if let BinRule::Count(n) = rule {
        args::check_allocation_dims(&[n.saturating_add(1)], 8)?;
    }
    if let Some((lo, hi)) = limits {
        let inside: Vec<f64> = data
            .iter()
            .copied()
            .filter(|&x| x >= lo && x <= hi)
            .collect();
        let edges = match rule {
            BinRule::Count(n) => even_edges(lo, hi, n),
            BinRule::Width(w) => width_edges_between(lo, hi, w),
            BinRule::Auto => even_edges(lo, hi, bins_between(lo, hi, scott_width(&inside))),
            _ => {
                let width = rule.width(&inside, lo, hi).unwrap_or(f64::NAN);
                even_edges(lo, hi, bins_between(lo, hi, width))
            }
        };
        return Ok(edges);
    }
    let Some((lo, hi)) = finite_range(data) else {
        // No finite data: bins from 0, one unit wide.
        let n = match rule {
            BinRule::Count(n) => n,
            _ => 1,
        };
        return Ok((0..=n).map(|k| k as f64).collect());
    };
    // Only the rules that look at the data's spread need its finite values
    // (a copy of the data: 80 MB for 1e7 values, more than the counting).
    let finite = || -> Vec<f64> { data.iter().copied().filter(|x| x.is_finite()).collect() };
    let edges = match rule {
        BinRule::Count(n) => nice_edges_for_count(lo, hi, n),
        BinRule::Integers if hi - lo <= MOST_BINS => integer_edges(lo, hi),
        BinRule::Width(w) => exact_width_edges(lo, hi, w),
        BinRule::Auto => {
            let finite = finite();
            if is_small_integer_range(&finite, lo, hi) {
                integer_edges(lo, hi)
            } else {
                nice_edges_for_width(lo, hi, scott_width(&finite))
            }
        }
        _ => {
            let width = rule.width(&finite(), lo, hi).unwrap_or(f64::NAN);
            nice_edges_for_width(lo, hi, capped_width(lo, hi, width))
        }
    };
    args::check_allocation_dims(&[edges.len()], 8)?;
    Ok(edges)
}

/// The smallest and largest finite values of `data`, `None` when it has
/// none. Eight running pairs side by side, so the loop is compares and
/// selects the compiler vectorises, not a branch per value.
fn finite_range(data: &[f64]) -> Option<(f64, f64)> {
    const LANES: usize = 8;
    let mut low = [f64::INFINITY; LANES];
    let mut high = [f64::NEG_INFINITY; LANES];
    let chunks = data.chunks_exact(LANES);
    let rest = chunks.remainder();
    let mut take = |lane: usize, x: f64| {
        let finite = x.is_finite();
        low[lane] = if finite && x < low[lane] {
            x
        } else {
            low[lane]
        };
        high[lane] = if finite && x > high[lane] {
            x
        } else {
            high[lane]
        };
    };
    for chunk in chunks {
        for (lane, &x) in chunk.iter().enumerate() {
            take(lane, x);
        }
    }
    for (lane, &x) in rest.iter().enumerate() {
        take(lane, x);
    }
    let lo = low.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = high.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    (lo <= hi).then_some((lo, hi))
}

/// One bin per integer from lo to hi, edges on half integers.
fn integer_edges(lo: f64, hi: f64) -> Vec<f64> {
    let first = lo.floor() - 0.5;
    let count = (hi.ceil() - lo.floor()) as usize + 1;
    (0..=count).map(|k| first + k as f64).collect()
}

/// A width at least wide enough that [lo, hi] needs at most 65536 bins.
fn capped_width(lo: f64, hi: f64, width: f64) -> f64 {
    width.max((hi - lo) / MOST_BINS)
}

/// Bins of exactly `width` (widened to the bin cap) on multiples of it,
/// as many as cover [lo, hi].
fn exact_width_edges(lo: f64, hi: f64, width: f64) -> Vec<f64> {
    // Aligning the first edge down to a multiple can need one bin more
    // than the cap; the count is clamped and the last edge still reaches
    // hi, so that bin is a little wider.
    let width = capped_width(lo, hi, width);
    let left = width * (lo / width).floor();
    let count = ((hi - left) / width).ceil().clamp(1.0, MOST_BINS);
    let right = (left + count * width).max(hi);
    let mut edges: Vec<f64> = (0..count as usize)
        .map(|k| left + k as f64 * width)
        .collect();
    edges.push(right);
    edges
}

/// Bins of `width` from `lo`; the last edge is `hi` (so the last bin may
/// be narrower).
fn width_edges_between(lo: f64, hi: f64, width: f64) -> Vec<f64> {
    let width = capped_width(lo, hi, width);
    // At most MOST_BINS - 1 full bins, so that pushing hi stays in the cap.
    let full = ((hi - lo) / width).floor().clamp(0.0, MOST_BINS - 1.0) as usize;
    let mut edges: Vec<f64> = (0..=full).map(|k| lo + k as f64 * width).collect();
    if edges.len() < 2 || edges.last().is_none_or(|&last| last < hi) {
        edges.push(hi);
    }
    edges
}

/// Whether every finite element is an integer and they span at most
/// `INTEGER_RULE_SPAN` (and lie well inside flintmax).
fn is_small_integer_range(data: &[f64], lo: f64, hi: f64) -> bool {
    let half_flintmax = 2f64.powi(52);
    hi - lo <= INTEGER_RULE_SPAN
        && lo >= -half_flintmax
        && hi <= half_flintmax
        && data
            .iter()
            .filter(|x| x.is_finite())
            .all(|x| x.fract() == 0.0)
}

/// Scott's bin width: 3.5 times the standard deviation of the finite
/// data over the cube root of its count.
fn scott_width(data: &[f64]) -> f64 {
    let finite: Vec<f64> = data.iter().copied().filter(|x| x.is_finite()).collect();
    let n = finite.len() as f64;
    let mean = finite.iter().sum::<f64>() / n;
    let variance = if finite.len() > 1 {
        finite.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    3.5 * variance.sqrt() / n.cbrt()
}

/// As many bins of `width` as cover [lo, hi] (at least one, at most the
/// cap).
fn bins_between(lo: f64, hi: f64, width: f64) -> usize {
    let bins = ((hi - lo) / width).ceil();
    if bins.is_finite() && bins >= 1.0 {
        bins.min(MOST_BINS) as usize
    } else {
        1
    }
}

/// `n` equal bins from `lo` to `hi`, the last edge exactly `hi`.
fn even_edges(lo: f64, hi: f64, n: usize) -> Vec<f64> {
    let n = n.max(1);
    (0..=n)
        .map(|k| {
            if k == n {
                hi
            } else {
                lo + (hi - lo) * k as f64 / n as f64
            }
        })
        .collect()
}

/// The unit of the data's scale: the spacing of doubles near the larger
/// magnitude of the limits.
fn scale_spacing(lo: f64, hi: f64) -> f64 {
    let scale = lo.abs().max(hi.abs());
    let next = f64::from_bits(scale.to_bits() + 1);
    next - scale
}

/// Whether the data are too close to constant for "nice" edges.
fn nearly_constant(lo: f64, hi: f64) -> bool {
    hi - lo <= scale_spacing(lo, hi).sqrt().max(f64::MIN_POSITIVE)
}

/// Edges for nearly constant data: `n` bins covering at least one unit,
/// on half integers, with the data in the middle.
fn constant_edges(lo: f64, hi: f64, n: usize) -> Vec<f64> {
    let span = (n as f64 * scale_spacing(lo, hi)).ceil().max(1.0);
    let left = (2.0 * (lo - span / 4.0)).floor() / 2.0;
    let right = (2.0 * (hi + span / 4.0)).ceil() / 2.0;
    let width = (right - left) / n as f64;
    let mut edges: Vec<f64> = (0..n).map(|k| left + k as f64 * width).collect();
    edges.push(right);
    edges
}

/// The power of ten at or below `width`, and `width` over it (in [1, 10)).
fn decade(width: f64) -> (f64, f64) {
    let power = 10f64.powf(width.log10().floor());
    (power, width / power)
}

/// `n` bins of a "nice" width (a short decimal) covering [lo, hi], the
/// first edge a multiple of a power of ten at or below `lo`.
fn nice_edges_for_count(lo: f64, hi: f64, n: usize) -> Vec<f64> {
    let n = n.max(1);
    if nearly_constant(lo, hi) {
        return constant_edges(lo, hi, n);
    }
    let raw = ((hi - lo) / n as f64).max(scale_spacing(lo, hi));
    let (power, relative) = decade(raw);
    let mut width = power * relative.floor();
    let left = (width * (lo / width).floor()).min(lo).max(-f64::MAX);
    if n > 1 {
        // The smallest short decimal that still reaches `hi` in n bins
        // without needing one fewer.
        let least = (hi - left) / n as f64;
        let most = (hi - left) / (n - 1) as f64;
        let step = 10f64.powf((most - least).log10().floor());
        width = step * (least / step).ceil();
    }
    let right = (left + n as f64 * width).max(hi).min(f64::MAX);
    let mut edges: Vec<f64> = (0..n).map(|k| left + k as f64 * width).collect();
    edges.push(right);
    edges
}

/// Bins of a "nice" width near `raw` (1, 2, 3, 5 or 10 times a power of
/// ten), on multiples of that width, as many as cover [lo, hi].
fn nice_edges_for_width(lo: f64, hi: f64, raw: f64) -> Vec<f64> {
    if nearly_constant(lo, hi) {
        return constant_edges(lo, hi, 1);
    }
    let raw = raw.max(scale_spacing(lo, hi));
    let (power, relative) = decade(raw);
    let factor = match relative {
        r if r < 1.5 => 1.0,
        r if r < 2.5 => 2.0,
        r if r < 4.0 => 3.0,
        r if r < 7.5 => 5.0,
        _ => 10.0,
    };
    let mut width = factor * power;
    // Rounding down may ask for more bins than the cap: step up through
    // the nice widths (1, 2, 3, 5, 10 times a power of ten) until it fits.
    let fits = |w: f64| ((hi - (w * (lo / w).floor()).min(lo)) / w).ceil() <= MOST_BINS;
    while !fits(width) && width.is_finite() {
        width = next_nice_width(width);
    }
    let left = (width * (lo / width).floor()).min(lo).max(-f64::MAX);
    let count = ((hi - left) / width).ceil().max(1.0);
    let right = (left + count * width).max(hi).min(f64::MAX);
    let count = count.min(MOST_BINS) as usize;
    let mut edges: Vec<f64> = (0..count).map(|k| left + k as f64 * width).collect();
    edges.push(right);
    edges
}

/// The next nice width above `width` (itself 1, 2, 3 or 5 times a power
/// of ten).
fn next_nice_width(width: f64) -> f64 {
    let (power, relative) = decade(width);
    let factor = match relative {
        r if r < 1.5 => 2.0,
        r if r < 2.5 => 3.0,
        r if r < 4.0 => 5.0,
        _ => 10.0,
    };
    factor * power
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lane-wise range equals a plain fold over the finite values, on
    /// lengths around the lane count and with NaN and infinities mixed in.
    #[test]
    fn finite_range_matches_a_plain_fold() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for len in 0..40 {
            for _ in 0..20 {
                let data: Vec<f64> = (0..len)
                    .map(|_| {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        match state % 8 {
                            0 => f64::NAN,
                            1 => f64::INFINITY,
                            2 => f64::NEG_INFINITY,
                            _ => (state >> 11) as f64 / (1u64 << 53) as f64 * 200.0 - 100.0,
                        }
                    })
                    .collect();
                let plain = data.iter().filter(|x| x.is_finite()).fold(None, |r, &x| {
                    Some(match r {
                        None => (x, x),
                        Some((a, b)) => (f64::min(a, x), f64::max(b, x)),
                    })
                });
                assert_eq!(finite_range(&data), plain, "{data:?}");
            }
        }
    }

    #[test]
    fn the_mathworks_examples() {
        // histcounts(X, 6) of the primes 2..29: edges 0:4.9:29.4.
        let primes = [2.0, 3.0, 5.0, 7.0, 11.0, 13.0, 17.0, 19.0, 23.0, 29.0];
        let edges = automatic_edges(&primes, BinRule::Count(6), None).unwrap();
        let expected = [0.0, 4.9, 9.8, 14.7, 19.6, 24.5, 29.4];
        assert_eq!(edges.len(), expected.len());
        for (e, x) in edges.iter().zip(expected) {
            assert!((e - x).abs() < 1e-12, "{edges:?}");
        }
        // Unit-variance data of 100 points: Scott's width rounds to 1.
        let spread: Vec<f64> = (0..100).map(|k| -2.7 + 5.7 * k as f64 / 99.0).collect();
        let edges = nice_edges_for_width(-2.7, 3.0, 0.754);
        assert_eq!(edges, vec![-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0]);
        assert!(automatic_edges(&spread, BinRule::Auto, None).unwrap().len() > 2);
    }

    #[test]
    fn integers_get_one_bin_each() {
        let edges = automatic_edges(&[1.0, 3.0, 3.0, 4.0], BinRule::Auto, None).unwrap();
        assert_eq!(edges, vec![0.5, 1.5, 2.5, 3.5, 4.5]);
        let edges = automatic_edges(&[5.0, 5.0], BinRule::Auto, None).unwrap();
        assert_eq!(edges, vec![4.5, 5.5]);
    }

    #[test]
    fn limits_split_evenly_and_empty_data_starts_at_zero() {
        let edges = automatic_edges(&[0.3, 0.9], BinRule::Count(4), Some((0.0, 2.0))).unwrap();
        assert_eq!(edges, vec![0.0, 0.5, 1.0, 1.5, 2.0]);
        assert_eq!(
            automatic_edges(&[], BinRule::Count(3), None).unwrap(),
            vec![0.0, 1.0, 2.0, 3.0]
        );
        assert_eq!(
            automatic_edges(&[f64::NAN], BinRule::Auto, None).unwrap(),
            vec![0.0, 1.0]
        );
    }

    #[test]
    fn constant_data_gets_a_unit_bin() {
        let edges = automatic_edges(&[2.5, 2.5], BinRule::Count(1), None).unwrap();
        assert_eq!(edges, vec![2.0, 3.0]);
    }

    proptest::proptest! {
        /// Every rule gives increasing edges that cover the finite data, at
        /// most 65536 bins, and limits are the first and last edges.
        #[test]
        fn every_rule_covers_the_data(
            data in proptest::collection::vec(-1e6f64..1e6, 1..40),
            rule_index in 0usize..8,
            width in 1e-3f64..1e4,
            bins in 1usize..200,
            limited in proptest::bool::ANY,
        ) {
            let rule = [
                BinRule::Auto,
                BinRule::Count(bins),
                BinRule::Width(width),
                BinRule::Scott,
                BinRule::FreedmanDiaconis,
                BinRule::Integers,
                BinRule::Sturges,
                BinRule::SquareRoot,
            ][rule_index];
            let lo = data.iter().copied().fold(f64::INFINITY, f64::min);
            let hi = data.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let limits = limited.then_some((lo - 1.0, hi + 1.0));
            let edges = automatic_edges(&data, rule, limits).unwrap();
            proptest::prop_assert!(edges.len() >= 2 && edges.len() <= 65537, "{}", edges.len());
            proptest::prop_assert!(edges.windows(2).all(|w| w[0] < w[1]), "{edges:?}");
            let (first, last) = (edges[0], edges[edges.len() - 1]);
            proptest::prop_assert!(first <= lo && last >= hi, "{first} {last} {lo} {hi}");
            if let Some((a, b)) = limits {
                proptest::prop_assert!(first == a && last == b);
            }
        }
    }
}
