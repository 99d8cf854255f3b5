//! The numeric engine of `integral` and `quadgk`: adaptive 7-point Gauss /
//! 15-point Kronrod quadrature after a change of variable that weakens
//! endpoint singularities and maps infinite ranges onto finite ones. It
//! knows nothing of MATLAB values: the integrand is a closure from points
//! to `m` values per point, and every loop is bounded by the interval cap.

use crate::error::Result;

/// Positive Kronrod nodes on [-1, 1], outermost first; the last is 0.
const NODES: [f64; 8] = [
    0.991_455_371_120_812_6,
    0.949_107_912_342_758_5,
    0.864_864_423_359_769_1,
    0.741_531_185_599_394_4,
    0.586_087_235_467_691_1,
    0.405_845_151_377_397_2,
    0.207_784_955_007_898_5,
    0.0,
];
/// Kronrod weights for [`NODES`].
const KRONROD: [f64; 8] = [
    0.022_935_322_010_529_22,
    0.063_092_092_629_978_55,
    0.104_790_010_322_250_2,
    0.140_653_259_715_525_9,
    0.169_004_726_639_267_9,
    0.190_350_578_064_785_4,
    0.204_432_940_075_298_9,
    0.209_482_141_084_727_8,
];
/// Gauss weights for the odd-indexed entries of [`NODES`] (1, 3, 5, 7).
const GAUSS: [f64; 4] = [
    0.129_484_966_168_869_7,
    0.279_705_391_489_276_7,
    0.381_830_050_505_118_9,
    0.417_959_183_673_469_4,
];

/// The 15 nodes on [-1, 1] in increasing order, with Kronrod weights and
/// Gauss weights (0 where the node is not a Gauss node).
fn rule() -> [(f64, f64, f64); 15] {
    let mut out = [(0.0, 0.0, 0.0); 15];
    for i in 0..8 {
        let gauss = if i % 2 == 1 { GAUSS[i / 2] } else { 0.0 };
        out[i] = (-NODES[i], KRONROD[i], gauss);
        out[14 - i] = (NODES[i], KRONROD[i], gauss);
    }
    out
}

/// One piece of the range and its change of variable x(t).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Piece {
    /// [a, b] finite: x = (b-a)/4 * t(3 - t^2) + (a+b)/2, t in [-1, 1].
    Finite(f64, f64),
    /// [a, Inf): x = a + (t/(1-t))^2, t in [0, 1).
    Upper(f64),
    /// (-Inf, b]: x = b - (t/(1-t))^2, t in [0, 1).
    Lower(f64),
    /// (-Inf, Inf): x = t/(1-t^2), t in (-1, 1).
    Whole,
}

impl Piece {
    /// The range of t.
    fn domain(self) -> (f64, f64) {
        match self {
            Piece::Finite(..) | Piece::Whole => (-1.0, 1.0),
            Piece::Upper(_) | Piece::Lower(_) => (0.0, 1.0),
        }
    }

    /// x(t) and dx/dt.
    fn map(self, t: f64) -> (f64, f64) {
        match self {
            Piece::Finite(a, b) => {
                let h = (b - a) / 4.0;
                (
                    h * t * (3.0 - t * t) + (a + b) / 2.0,
                    3.0 * h * (1.0 - t * t),
                )
            }
            Piece::Upper(a) => {
                let r = t / (1.0 - t);
                (a + r * r, 2.0 * t / (1.0 - t).powi(3))
            }
            Piece::Lower(b) => {
                let r = t / (1.0 - t);
                (b - r * r, 2.0 * t / (1.0 - t).powi(3))
            }
            Piece::Whole => {
                let d = 1.0 - t * t;
                (t / d, (1.0 + t * t) / (d * d))
            }
        }
    }
}

/// Splits `[a, b]` (a < b, either may be infinite) at the finite waypoints
/// strictly inside it into pieces.
pub(crate) fn pieces(a: f64, b: f64, waypoints: &[f64]) -> Vec<Piece> {
    let mut points: Vec<f64> = waypoints
        .iter()
        .copied()
        .filter(|w| w.is_finite() && *w > a && *w < b)
        .collect();
    points.sort_by(f64::total_cmp);
    points.dedup();
    let mut breaks = vec![a];
    breaks.extend(points);
    breaks.push(b);
    breaks
        .windows(2)
        .map(|w| match (w[0].is_finite(), w[1].is_finite()) {
            (true, true) => Piece::Finite(w[0], w[1]),
            (true, false) => Piece::Upper(w[0]),
            (false, true) => Piece::Lower(w[1]),
            (false, false) => Piece::Whole,
        })
        .collect()
}

/// Tolerances and the cap on subintervals in use.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settings {
    pub abs_tol: f64,
    pub rel_tol: f64,
    pub max_intervals: usize,
}

/// How the adaptive loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    Converged,
    /// More than `max_intervals` subintervals would be needed.
    IntervalLimit,
    /// The integrand gave NaN or Inf.
    NonFinite,
    /// A subinterval became too small to split further.
    MinimumStep,
}

/// The integral (m components), an error bound, and how the loop ended.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Quadrature {
    pub value: Vec<f64>,
    pub error_bound: f64,
    pub ending: Ending,
}

/// Rounds of bisection are bounded even when the interval cap is huge.
const MAX_ROUNDS: usize = 200;

/// Integrates over `pieces` the integrand `f`, which maps a list of points
/// to `m` values per point (point-major).
pub(crate) fn integrate(
    f: &mut impl FnMut(&[f64]) -> Result<Vec<f64>>,
    m: usize,
    pieces: &[Piece],
    settings: Settings,
) -> Result<Quadrature> {
    let rule = rule();
    let per_piece = (10 / pieces.len().max(1)).max(1);
    // (piece, t0, t1)
    let mut open: Vec<(usize, f64, f64)> = Vec::new();
    let mut total_width = 0.0;
    for (p, piece) in pieces.iter().enumerate() {
        let (t0, t1) = piece.domain();
        total_width += t1 - t0;
        let h = (t1 - t0) / per_piece as f64;
        for k in 0..per_piece {
            open.push((
                p,
                t0 + k as f64 * h,
                if k + 1 == per_piece {
                    t1
                } else {
                    t0 + (k + 1) as f64 * h
                },
            ));
        }
    }
    let mut done = vec![0.0; m];
    let mut done_err = 0.0;
    for _ in 0..MAX_ROUNDS {
        let mut xs = Vec::with_capacity(open.len() * 15);
        let mut jac = Vec::with_capacity(open.len() * 15);
        for &(p, t0, t1) in &open {
            let (mid, half) = ((t0 + t1) / 2.0, (t1 - t0) / 2.0);
            for &(node, _, _) in &rule {
                let (x, dx) = pieces[p].map(mid + half * node);
                xs.push(x);
                jac.push(dx * half);
            }
        }
        let values = f(&xs)?;
        let mut kronrod = vec![vec![0.0; m]; open.len()];
        let mut errors = vec![0.0f64; open.len()];
        let mut finite = true;
        for (k, (sum, err)) in kronrod.iter_mut().zip(errors.iter_mut()).enumerate() {
            let mut gauss = vec![0.0; m];
            for (j, &(_, wk, wg)) in rule.iter().enumerate() {
                let i = k * 15 + j;
                for c in 0..m {
                    let y = values.get(i * m + c).copied().unwrap_or(f64::NAN) * jac[i];
                    sum[c] += wk * y;
                    gauss[c] += wg * y;
                }
            }
            *err = sum
                .iter()
                .zip(&gauss)
                .map(|(a, b)| (a - b).abs())
                .fold(0.0, f64::max);
            finite &= sum.iter().all(|v| v.is_finite());
        }
        let mut value = done.clone();
        for sum in &kronrod {
            for c in 0..m {
                value[c] += sum[c];
            }
        }
        let total_err = done_err + errors.iter().sum::<f64>();
        if !finite {
            return Ok(Quadrature {
                value,
                error_bound: total_err,
                ending: Ending::NonFinite,
            });
        }
        let norm = value.iter().map(|v| v.abs()).fold(0.0, f64::max);
        let tol = settings.abs_tol.max(settings.rel_tol * norm);
        if total_err <= tol {
            return Ok(Quadrature {
                value,
                error_bound: total_err,
                ending: Ending::Converged,
            });
        }
        // Keep the subintervals that meet their share of the tolerance;
        // split the others in two.
        let mut next = Vec::new();
        for (k, &(p, t0, t1)) in open.iter().enumerate() {
            if errors[k] <= tol * (t1 - t0) / total_width {
                for c in 0..m {
                    done[c] += kronrod[k][c];
                }
                done_err += errors[k];
            } else {
                let mid = (t0 + t1) / 2.0;
                if mid <= t0 || mid >= t1 {
                    return Ok(Quadrature {
                        value,
                        error_bound: total_err,
                        ending: Ending::MinimumStep,
                    });
                }
                next.push((p, t0, mid));
                next.push((p, mid, t1));
            }
        }
        if next.len() > settings.max_intervals {
            return Ok(Quadrature {
                value,
                error_bound: total_err,
                ending: Ending::IntervalLimit,
            });
        }
        open = next;
    }
    let value = done;
    Ok(Quadrature {
        value,
        error_bound: done_err,
        ending: Ending::IntervalLimit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SETTINGS: Settings = Settings {
        abs_tol: 1e-10,
        rel_tol: 1e-6,
        max_intervals: 650,
    };

    fn scalar(f: impl Fn(f64) -> f64, a: f64, b: f64) -> Quadrature {
        let mut g = |xs: &[f64]| Ok(xs.iter().map(|&x| f(x)).collect());
        integrate(&mut g, 1, &pieces(a, b, &[]), SETTINGS).unwrap()
    }

    #[test]
    fn kronrod_weights_sum_to_two() {
        let r = rule();
        let k: f64 = r.iter().map(|e| e.1).sum();
        let g: f64 = r.iter().map(|e| e.2).sum();
        assert!((k - 2.0).abs() < 1e-14 && (g - 2.0).abs() < 1e-14);
    }

    #[test]
    fn gauss_exact_to_degree_13_kronrod_to_22() {
        let r = rule();
        for d in 0..=22 {
            let exact = if d % 2 == 1 {
                0.0
            } else {
                2.0 / (d as f64 + 1.0)
            };
            let k: f64 = r.iter().map(|e| e.1 * e.0.powi(d)).sum();
            assert!((k - exact).abs() < 1e-14, "kronrod degree {d}");
            if d <= 13 {
                let g: f64 = r.iter().map(|e| e.2 * e.0.powi(d)).sum();
                assert!((g - exact).abs() < 1e-14, "gauss degree {d}");
            }
        }
    }

    #[test]
    fn infinite_ranges() {
        let q = scalar(|x| (-x * x).exp(), f64::NEG_INFINITY, f64::INFINITY);
        assert!(
            (q.value[0] - std::f64::consts::PI.sqrt()).abs() < 1e-9,
            "{q:?}"
        );
        let q = scalar(|x| (-x).exp(), 0.0, f64::INFINITY);
        assert!((q.value[0] - 1.0).abs() < 1e-9);
        let q = scalar(|x| x.exp(), f64::NEG_INFINITY, 0.0);
        assert!((q.value[0] - 1.0).abs() < 1e-9);
    }

    #[test]
    fn endpoint_singularity() {
        let q = scalar(|x| 1.0 / x.sqrt(), 0.0, 1.0);
        assert!((q.value[0] - 2.0).abs() < 1e-6, "{q:?}");
    }

    #[test]
    fn interval_limit_ends_the_loop() {
        let mut g = |xs: &[f64]| Ok(xs.iter().map(|&x| (1.0 / x).sin() / x).collect());
        let s = Settings {
            abs_tol: 1e-14,
            rel_tol: 1e-14,
            max_intervals: 20,
        };
        let q = integrate(&mut g, 1, &pieces(1e-6, 1.0, &[]), s).unwrap();
        assert_eq!(q.ending, Ending::IntervalLimit);
    }

    proptest! {
        #[test]
        fn polynomials_against_antiderivative(coeffs in prop::collection::vec(-5.0f64..5.0, 1..8), a in -3.0f64..0.0, w in 0.1f64..4.0) {
            let b = a + w;
            let p = |x: f64| coeffs.iter().rev().fold(0.0, |acc, c| acc * x + c);
            let antiderivative = |x: f64| coeffs.iter().enumerate().map(|(k, c)| c * x.powi(k as i32 + 1) / (k as f64 + 1.0)).sum::<f64>();
            let exact = antiderivative(b) - antiderivative(a);
            let q = scalar(p, a, b);
            prop_assert!((q.value[0] - exact).abs() <= 1e-9 * exact.abs().max(1.0));
        }

        #[test]
        fn waypoints_do_not_change_smooth_integrals(w in prop::collection::vec(-1.0f64..2.0, 0..4)) {
            let mut g = |xs: &[f64]| Ok(xs.iter().map(|&x| x.cos()).collect());
            let q = integrate(&mut g, 1, &pieces(-1.0, 2.0, &w), SETTINGS).unwrap();
            prop_assert!((q.value[0] - (2f64.sin() + 1f64.sin())).abs() < 1e-9);
        }
    }
}
