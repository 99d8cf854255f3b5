//! The weighted smoothers behind `smoothdata`'s 'gaussian', 'lowess',
//! 'loess', 'rlowess', 'rloess' and 'sgolay' methods, one lane at a time,
//! over the windows `moving::Span` describes.
//!
//! Every method here is linear in the data for a given set of weights, so
//! one set of weights serves real lanes and both parts of complex ones
//! (`Sample`). 'gaussian' averages the window with weights
//! exp(-d^2 / (2 sigma^2)), renormalized over the points present (so the
//! ends and omitted NaNs shrink the window). The regressions fit a
//! polynomial to the window by weighted least squares and evaluate it at
//! the window's own point: tricube weights (1 - (d/dmax)^3)^3 for the
//! lo(w)ess methods, where dmax is the farthest point of the window, and
//! equal weights for Savitzky-Golay. A regression window keeps its length
//! at the ends of a lane by sliding inwards, as MATLAB's does. The robust
//! methods refit five times with bisquare weights of the residuals.
//!
//! This file knows nothing of `Value`s or argument syntax.

use std::collections::HashMap;
use std::ops::{Add, Div, Mul, Range, Sub};

use num_complex::Complex64;
use num_traits::Zero;

use crate::builtins::statistics::moving::{window_median, Span};

/// An element of a lane: a real number or a complex one.
pub(super) trait Sample:
    Copy
    + Zero
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<f64, Output = Self>
    + Div<f64, Output = Self>
{
    fn missing(self) -> bool;
    fn nan() -> Self;
    fn magnitude(self) -> f64;
}

impl Sample for f64 {
    fn missing(self) -> bool {
        self.is_nan()
    }
    fn nan() -> f64 {
        f64::NAN
    }
    fn magnitude(self) -> f64 {
        self.abs()
    }
}

impl Sample for Complex64 {
    fn missing(self) -> bool {
        self.is_nan()
    }
    fn nan() -> Complex64 {
        Complex64::new(f64::NAN, f64::NAN)
    }
    fn magnitude(self) -> f64 {
        self.norm()
    }
}

/// Whether every window of `span` over `positions` holds only its own
/// point, in which case smoothing leaves the data as it is.
pub(super) fn single_point_windows(span: Span<'_>, positions: &[f64]) -> bool {
    match span {
        Span::Count { before, after } => before == 0 && after == 0,
        Span::Points {
            before,
            after,
            closed,
            ..
        } => {
            let gap = positions
                .windows(2)
                .map(|pair| pair[1] - pair[0])
                .fold(f64::INFINITY, f64::min);
            if closed {
                gap > before && gap > after
            } else {
                2.0 * gap > before + after
            }
        }
    }
}

/// A Gaussian-weighted moving average.
pub(super) struct Gaussian<'a> {
    pub span: Span<'a>,
    /// Where each element of the lane sits (distances are measured here).
    pub positions: &'a [f64],
    pub sigma: f64,
    pub omit: bool,
}

/// `out[k]`: the Gaussian-weighted mean of the window around element `k`
/// of `x`; NaN if the window holds a NaN (or, omitting them, only NaN).
pub(super) fn gaussian<E: Sample>(x: &[E], g: &Gaussian<'_>, out: &mut [E]) {
    let n = x.len();
    let weight = |d: f64| (-(d * d) / (2.0 * g.sigma * g.sigma)).exp();
    // Counted windows on evenly spaced points: the weights depend on the
    // offset only, so they are computed once.
    let table: Option<(usize, Vec<f64>)> = match g.span {
        Span::Count { before, after } => Some((
            before,
            (0..=before + after)
                .map(|j| weight(j as f64 - before as f64))
                .collect(),
        )),
        Span::Points { .. } => None,
    };
    for (k, slot) in out.iter_mut().enumerate().take(n) {
        let (mut sum, mut total, mut missing) = (E::zero(), 0.0, false);
        for i in g.span.range(k, n) {
            if x[i].missing() {
                if g.omit {
                    continue;
                }
                missing = true;
                break;
            }
            let w = match &table {
                Some((before, table)) => table[i + before - k],
                None => weight(g.positions[i] - g.positions[k]),
            };
            sum = sum + x[i] * w;
            total += w;
        }
        *slot = if missing || total == 0.0 {
            E::nan()
        } else {
            sum / total
        };
    }
}

/// A local polynomial regression.
pub(super) struct Regression<'a> {
    pub span: Span<'a>,
    pub positions: &'a [f64],
    pub degree: usize,
    /// Tricube distance weights (lowess, loess) or equal ones (sgolay).
    pub tricube: bool,
    pub omit: bool,
}

/// The window around element `k` slid inwards so that it keeps its length
/// where it would reach past either end of the lane.
fn sliding_range(span: Span<'_>, k: usize, n: usize) -> Range<usize> {
    match span {
        Span::Count { before, after } => {
            let width = before.saturating_add(after).saturating_add(1);
            if width >= n {
                return 0..n;
            }
            let start = k.saturating_sub(before).min(n - width);
            start..start + width
        }
        Span::Points {
            t,
            before,
            after,
            closed,
        } => {
            let (Some(&first), Some(&last), Some(&center)) = (t.first(), t.last(), t.get(k)) else {
                return k..k;
            };
            let width = before + after;
            if center - before < first {
                let high = first + width;
                let end = if closed {
                    t.partition_point(|&x| x <= high)
                } else {
                    t.partition_point(|&x| x < high)
                };
                0..end
            } else if center + after > last {
                let low = last - width;
                let start = if closed {
                    t.partition_point(|&x| x < low)
                } else {
                    t.partition_point(|&x| x <= low)
                };
                start..t.len()
            } else {
                span.range(k, n)
            }
        }
    }
}

/// The tricube weight of a distance `u` in units of the window's reach.
fn tricube(u: f64) -> f64 {
    if u >= 1.0 {
        0.0
    } else {
        let v = 1.0 - u * u * u;
        v * v * v
    }
}

/// Weights `l` such that `sum(l .* y)` is the value at u = 0 of the
/// degree-`degree` polynomial fitted to (u, y) by least squares with
/// weights `w` (all positive; `degree` below the number of points). The
/// square-root-weighted design is orthonormalized by Gram-Schmidt, twice
/// for accuracy; a column that vanishes (repeated points) lowers the
/// degree.
fn fit_weights(u: &[f64], w: &[f64], degree: usize) -> Vec<f64> {
    let m = u.len();
    let root: Vec<f64> = w.iter().map(|w| w.sqrt()).collect();
    let mut q: Vec<Vec<f64>> = Vec::with_capacity(degree + 1);
    // R's entries by column: r[j][i] for i <= j.
    let mut r: Vec<Vec<f64>> = Vec::with_capacity(degree + 1);
    let mut power: Vec<f64> = vec![1.0; m];
    for j in 0..=degree {
        if j > 0 {
            power.iter_mut().zip(u).for_each(|(p, &x)| *p *= x);
        }
        let mut column: Vec<f64> = power.iter().zip(&root).map(|(p, s)| p * s).collect();
        let norm0 = column.iter().map(|x| x * x).sum::<f64>().sqrt();
        let mut coefficients = vec![0.0; j + 1];
        for _ in 0..2 {
            for (i, basis) in q.iter().enumerate() {
                let dot: f64 = basis.iter().zip(&column).map(|(a, b)| a * b).sum();
                coefficients[i] += dot;
                column
                    .iter_mut()
                    .zip(basis)
                    .for_each(|(c, b)| *c -= dot * b);
            }
        }
        let norm = column.iter().map(|x| x * x).sum::<f64>().sqrt();
        if norm.is_nan() || norm <= 1e-12 * norm0.max(f64::MIN_POSITIVE) {
            break;
        }
        column.iter_mut().for_each(|c| *c /= norm);
        coefficients[j] = norm;
        q.push(column);
        r.push(coefficients);
    }
    // z solves R' z = e1; the fitted constant term is z' Q' sqrt(W) y.
    let mut z: Vec<f64> = Vec::with_capacity(q.len());
    for (j, column) in r.iter().enumerate() {
        let known: f64 = column[..j].iter().zip(&z).map(|(a, b)| a * b).sum();
        let target = if j == 0 { 1.0 } else { 0.0 };
        z.push((target - known) / column[j]);
    }
    (0..m)
        .map(|i| {
            root[i]
                * q.iter()
                    .zip(&z)
                    .map(|(basis, zj)| basis[i] * zj)
                    .sum::<f64>()
        })
        .collect()
}

/// `out[k]`: the regression of the window around element `k` evaluated
/// there. `robust` multiplies the distance weights (one factor per
/// element). NaN where the window holds a NaN that carries weight (or,
/// omitting NaN, where no point is left).
pub(super) fn regression<E: Sample>(
    x: &[E],
    fit: &Regression<'_>,
    robust: Option<&[f64]>,
    out: &mut [E],
) {
    let n = x.len();
    // On counted windows without robust weights, every window of the same
    // shape has the same weights: kept by (offset of the start, length).
    let cacheable = matches!(fit.span, Span::Count { .. }) && robust.is_none();
    let mut cache: HashMap<(usize, usize), Vec<f64>> = HashMap::new();
    let (mut kept, mut u, mut w) = (Vec::new(), Vec::new(), Vec::new());
    for (k, slot) in out.iter_mut().enumerate().take(n) {
        let range = sliding_range(fit.span, k, n);
        let center = fit.positions[k];
        let reach = range
            .clone()
            .map(|i| (fit.positions[i] - center).abs())
            .fold(0.0, f64::max);
        let scale = if reach > 0.0 { reach } else { 1.0 };
        kept.clear();
        u.clear();
        w.clear();
        let (mut missing, mut skipped) = (false, false);
        for i in range.clone() {
            let d = (fit.positions[i] - center) / scale;
            let mut weight = if fit.tricube && reach > 0.0 {
                tricube(d.abs())
            } else {
                1.0
            };
            if let Some(robust) = robust {
                weight *= robust[i];
            }
            if weight.is_nan() || weight <= 0.0 {
                continue;
            }
            if x[i].missing() {
                if fit.omit {
                    skipped = true;
                    continue;
                }
                missing = true;
                break;
            }
            kept.push(i);
            u.push(d);
            w.push(weight);
        }
        if missing || kept.is_empty() {
            *slot = E::nan();
            continue;
        }
        let degree = fit.degree.min(kept.len() - 1);
        let key = (k - range.start, range.len());
        let weights = if cacheable && !skipped {
            cache
                .entry(key)
                .or_insert_with(|| fit_weights(&u, &w, degree))
                .clone()
        } else {
            fit_weights(&u, &w, degree)
        };
        *slot = kept
            .iter()
            .zip(&weights)
            .fold(E::zero(), |sum, (&i, &l)| sum + x[i] * l);
    }
}

/// The bisquare robustness weights of the residuals `x - fit`, as
/// MATLAB's robust lo(w)ess computes them: a residual r gets
/// (1 - (r / (6 m))^2)^2, 0 from 6 m on, where m is the median residual
/// (at least `relative * max|x|`, which keeps an exact fit from dividing
/// by zero); a NaN residual gets 0. `None` when every residual is 0.
pub(super) fn robust_weights<E: Sample>(x: &[E], fit: &[E], relative: f64) -> Option<Vec<f64>> {
    let residuals: Vec<f64> = x
        .iter()
        .zip(fit)
        .map(|(&a, &b)| (a - b).magnitude())
        .collect();
    let mut present: Vec<f64> = residuals.iter().copied().filter(|r| !r.is_nan()).collect();
    let median = window_median(&mut present);
    let largest = x
        .iter()
        .map(|v| v.magnitude())
        .filter(|v| !v.is_nan())
        .fold(0.0, f64::max);
    let threshold = largest * relative;
    let scale = 6.0
        * if median.is_nan() {
            threshold
        } else {
            median.max(threshold)
        };
    if scale.is_nan() || scale <= 0.0 || scale.is_infinite() {
        return None;
    }
    Some(
        residuals
            .iter()
            .map(|&r| {
                let u = if r.is_nan() {
                    1.0
                } else {
                    (r / scale).min(1.0)
                };
                let v = 1.0 - u * u;
                v * v
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: &[f64], b: &[f64]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-12)
    }

    #[test]
    fn savitzky_golay_weights_are_the_classic_ones() {
        // Quadratic over 5 points: (-3 12 17 12 -3)/35.
        let u = [-1.0, -0.5, 0.0, 0.5, 1.0];
        let l = fit_weights(&u, &[1.0; 5], 2);
        let expected: Vec<f64> = [-3.0, 12.0, 17.0, 12.0, -3.0]
            .iter()
            .map(|c| c / 35.0)
            .collect();
        assert!(close(&l, &expected), "{l:?}");
        // Too few distinct points lower the degree instead of failing.
        let l = fit_weights(&[0.0, 0.0], &[1.0, 1.0], 1);
        assert!(close(&l, &[0.5, 0.5]), "{l:?}");
    }

    #[test]
    fn sliding_windows_keep_their_length() {
        let span = Span::Count {
            before: 2,
            after: 1,
        };
        assert_eq!(sliding_range(span, 0, 10), 0..4);
        assert_eq!(sliding_range(span, 1, 10), 0..4);
        assert_eq!(sliding_range(span, 5, 10), 3..7);
        assert_eq!(sliding_range(span, 9, 10), 6..10);
        assert_eq!(sliding_range(span, 1, 3), 0..3);
        let t: Vec<f64> = (1..=10).map(f64::from).collect();
        let points = Span::Points {
            t: &t,
            before: 2.0,
            after: 2.0,
            closed: false,
        };
        assert_eq!(sliding_range(points, 0, 10), 0..4);
        assert_eq!(sliding_range(points, 9, 10), 6..10);
        assert_eq!(sliding_range(points, 5, 10), 3..7);
    }

    #[test]
    fn lines_survive_lowess_and_sgolay() {
        let x: Vec<f64> = (0..12).map(|i| 3.0 - 0.5 * f64::from(i)).collect();
        let positions: Vec<f64> = (0..12).map(f64::from).collect();
        for (tricube, degree) in [(true, 1), (true, 2), (false, 2), (false, 3)] {
            let fit = Regression {
                span: Span::Count {
                    before: 2,
                    after: 2,
                },
                positions: &positions,
                degree,
                tricube,
                omit: true,
            };
            let mut out = vec![0.0; 12];
            regression(&x, &fit, None, &mut out);
            assert!(close(&out, &x), "{out:?}");
        }
    }

    #[test]
    fn gaussian_renormalizes_at_the_ends_and_around_nan() {
        let positions: Vec<f64> = (0..4).map(f64::from).collect();
        let g = Gaussian {
            span: Span::Count {
                before: 1,
                after: 1,
            },
            positions: &positions,
            sigma: 0.6,
            omit: true,
        };
        let mut out = vec![0.0; 4];
        gaussian(&[1.0, f64::NAN, 1.0, 1.0], &g, &mut out);
        assert!(close(&out, &[1.0, 1.0, 1.0, 1.0]), "{out:?}");
        let keep = Gaussian { omit: false, ..g };
        gaussian(&[1.0, f64::NAN, 1.0, 1.0], &keep, &mut out);
        assert!(out[0].is_nan() && out[2].is_nan() && out[3] == 1.0);
    }

    #[test]
    fn robust_weights_drop_outliers() {
        let x = [0.0, 0.0, 100.0, 0.0, 0.1];
        let fit = [0.0, 0.05, 0.0, 0.0, 0.0];
        let w = robust_weights(&x, &fit, 1e-8).unwrap();
        assert_eq!(w[2], 0.0);
        assert!(w[0] == 1.0 && w[4] < 1.0 && w[4] > 0.0);
        assert!(robust_weights(&[0.0, 0.0], &[0.0, 0.0], 1e-8).is_none());
    }
}
