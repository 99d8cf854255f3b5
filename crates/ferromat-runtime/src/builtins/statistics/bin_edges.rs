//! The bin edges `histcounts` picks itself: `histcounts(X)` (the automatic
//! rule: one bin per integer for integer data spanning at most 50, else
//! Scott's rule, 3.5 std / n^(1/3)), `histcounts(X, nbins)` and either with
//! `'BinLimits'`. Without limits the edges sit at "nice" places that cover
//! the finite data, as the MathWorks histcounts page shows (`histcounts(X,
//! 6)` of the primes 2..29 has edges 0:4.9:29.4; `randn(100,1)` gets
//! -3:1:4); with limits the bins split the limits evenly. This file must not
//! count: it only chooses edges.

use crate::builtins::args;
use crate::error::Result;

/// Integer data spanning at most this many units gets one bin per integer.
const INTEGER_RULE_SPAN: f64 = 50.0;

/// The edges for `data` with `nbins` bins (or the automatic rule when
/// `None`) and optional hard `limits`.
pub fn automatic_edges(
    data: &[f64],
    nbins: Option<usize>,
    limits: Option<(f64, f64)>,
) -> Result<Vec<f64>> {
    if let Some(n) = nbins {
        args::check_allocation_dims(&[n.saturating_add(1)], 8)?;
    }
    if let Some((lo, hi)) = limits {
        let n = match nbins {
            Some(n) => n,
            None => scott_bins_between(data, lo, hi),
        };
        args::check_allocation_dims(&[n.saturating_add(1)], 8)?;
        return Ok(even_edges(lo, hi, n));
    }
    let finite = data.iter().copied().filter(|x| x.is_finite());
    let Some((lo, hi)) = finite.fold(None, |range: Option<(f64, f64)>, x| {
        Some(range.map_or((x, x), |(a, b)| (a.min(x), b.max(x))))
    }) else {
        // No finite data: bins from 0, one unit wide.
        let n = nbins.unwrap_or(1);
        return Ok((0..=n).map(|k| k as f64).collect());
    };
    match nbins {
        Some(n) => Ok(nice_edges_for_count(lo, hi, n)),
        None if is_small_integer_range(data, lo, hi) => {
            let first = lo.floor() - 0.5;
            let count = (hi.ceil() - lo.floor()) as usize + 1;
            Ok((0..=count).map(|k| first + k as f64).collect())
        }
        None => {
            let width = scott_width(data);
            let edges = nice_edges_for_width(lo, hi, width);
            args::check_allocation_dims(&[edges.len()], 8)?;
            Ok(edges)
        }
    }
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

/// Scott's rule inside hard limits: as many bins of Scott's width as
/// cover the limits (at least one).
fn scott_bins_between(data: &[f64], lo: f64, hi: f64) -> usize {
    let inside: Vec<f64> = data
        .iter()
        .copied()
        .filter(|&x| x >= lo && x <= hi)
        .collect();
    let width = scott_width(&inside);
    let bins = ((hi - lo) / width).ceil();
    if bins.is_finite() && bins >= 1.0 {
        bins.min(1e6) as usize
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
    let width = factor * power;
    let left = (width * (lo / width).floor()).min(lo).max(-f64::MAX);
    let count = ((hi - left) / width).ceil().max(1.0);
    let right = (left + count * width).max(hi).min(f64::MAX);
    let count = count.min(1e7) as usize;
    let mut edges: Vec<f64> = (0..count).map(|k| left + k as f64 * width).collect();
    edges.push(right);
    edges
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mathworks_examples() {
        // histcounts(X, 6) of the primes 2..29: edges 0:4.9:29.4.
        let primes = [2.0, 3.0, 5.0, 7.0, 11.0, 13.0, 17.0, 19.0, 23.0, 29.0];
        let edges = automatic_edges(&primes, Some(6), None).unwrap();
        let expected = [0.0, 4.9, 9.8, 14.7, 19.6, 24.5, 29.4];
        assert_eq!(edges.len(), expected.len());
        for (e, x) in edges.iter().zip(expected) {
            assert!((e - x).abs() < 1e-12, "{edges:?}");
        }
        // Unit-variance data of 100 points: Scott's width rounds to 1.
        let spread: Vec<f64> = (0..100).map(|k| -2.7 + 5.7 * k as f64 / 99.0).collect();
        let edges = nice_edges_for_width(-2.7, 3.0, 0.754);
        assert_eq!(edges, vec![-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0]);
        assert!(automatic_edges(&spread, None, None).unwrap().len() > 2);
    }

    #[test]
    fn integers_get_one_bin_each() {
        let edges = automatic_edges(&[1.0, 3.0, 3.0, 4.0], None, None).unwrap();
        assert_eq!(edges, vec![0.5, 1.5, 2.5, 3.5, 4.5]);
        let edges = automatic_edges(&[5.0, 5.0], None, None).unwrap();
        assert_eq!(edges, vec![4.5, 5.5]);
    }

    #[test]
    fn limits_split_evenly_and_empty_data_starts_at_zero() {
        let edges = automatic_edges(&[0.3, 0.9], Some(4), Some((0.0, 2.0))).unwrap();
        assert_eq!(edges, vec![0.0, 0.5, 1.0, 1.5, 2.0]);
        assert_eq!(
            automatic_edges(&[], Some(3), None).unwrap(),
            vec![0.0, 1.0, 2.0, 3.0]
        );
        assert_eq!(
            automatic_edges(&[f64::NAN], None, None).unwrap(),
            vec![0.0, 1.0]
        );
    }

    #[test]
    fn constant_data_gets_a_unit_bin() {
        let edges = automatic_edges(&[2.5, 2.5], Some(1), None).unwrap();
        assert_eq!(edges, vec![2.0, 3.0]);
    }
}
