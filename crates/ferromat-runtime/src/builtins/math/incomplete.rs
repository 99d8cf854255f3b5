//! Kernels of the regularized incomplete gamma and beta functions and of
//! the inverse special functions, in double precision. The forward
//! functions use the power series and continued fractions of DLMF 8.7,
//! 8.9 and 8.17 with `libm`'s log-gamma (puruspe's own log-gamma is good to
//! only about 1e-10, too coarse for MATLAB's 15 digits); the inverses
//! start from puruspe's estimates and are polished by Newton steps on the
//! accurate forward functions; the inverse gamma starts from its own
//! estimates and steps in a shrinking bracket (the inverse beta is in
//! `incomplete_beta.rs`). Callers validate the domains first.

/// Below this magnitude a continued-fraction denominator is nudged away
/// from zero (the modified Lentz method).
const TINY: f64 = 1e-300;
const MAX_TERMS: usize = 100_000;

fn ln_gamma(x: f64) -> f64 {
    libm::lgamma_r(x).0
}

/// From this `a` on, `gamma_prefactor` takes Stirling's form: its series
/// for log-gamma's remainder is then exact to 1e-17 in six terms.
const STIRLING_FROM: f64 = 20.0;

/// `x^a e^-x / Gamma(a)`, the factor both expansions share. Written as
/// `exp(a ln x - x - ln Gamma(a))` it loses digits as `a` grows (the three
/// terms are of size `a ln a` and cancel: about 1e-10 relative at
/// a = 1e6), so for large `a` it is taken apart around `x = a` (DLMF
/// 5.11.1 and 8.12): `sqrt(a / 2pi) e^(-stirling(a)) e^(a (ln(1+t) - t))`
/// with `t = (x - a) / a`, where every factor keeps its digits.
pub(crate) fn gamma_prefactor(a: f64, x: f64) -> f64 {
    if a < STIRLING_FROM {
        // Three correctly rounded-ish factors keep a few ulps where the
        // exponent of their logs would carry `eps * a ln x` of error.
        let direct = x.powf(a) * (-x).exp() / libm::tgamma(a);
        if x < 700.0 && direct.is_normal() && direct > 1e-290 {
            return direct;
        }
        return (a * x.ln() - x - ln_gamma(a)).exp();
    }
    let t = (x - a) / a;
    (a / std::f64::consts::TAU).sqrt() * (a * ln_1p_minus(t) - stirling_remainder(a)).exp()
}

/// `ln Gamma(a) - ((a - 1/2) ln a - a + ln(2pi)/2)` for `a >= 20`, by
/// Stirling's series (DLMF 5.11.1).
fn stirling_remainder(a: f64) -> f64 {
    let inverse = 1.0 / a;
    let square = inverse * inverse;
    inverse
        * (1.0 / 12.0
            - square
                * (1.0 / 360.0
                    - square
                        * (1.0 / 1260.0
                            - square
                                * (1.0 / 1680.0
                                    - square * (1.0 / 1188.0 - square * (691.0 / 360_360.0))))))
}

/// `ln(1 + t) - t` for `t > -1`, without the cancellation near 0: with
/// `u = t / (2 + t)`, `ln(1 + t) = 2 atanh(u)` and `t - 2u = t u`, so the
/// difference is `-t u + 2 (u^3/3 + u^5/5 + ...)`.
fn ln_1p_minus(t: f64) -> f64 {
    if t.abs() > 0.5 {
        return t.ln_1p() - t;
    }
    let u = t / (2.0 + t);
    let square = u * u;
    let mut power = u * square;
    let mut sum = 0.0;
    let mut k = 3.0;
    // |u| <= 1/3, so each term is at most a ninth of the one before.
    while power.abs() > f64::EPSILON * f64::EPSILON * (t * u).abs() + f64::MIN_POSITIVE {
        sum += power / k;
        power *= square;
        k += 2.0;
    }
    2.0 * sum - t * u
}

/// Up to this integer `a`, `Q(a, x)` is taken from its finite sum.
const FINITE_SUM_UP_TO: f64 = 60.0;

/// `Q(a, x) = e^-x sum_{k<a} x^k / k!` for integer `1 <= a <= 60` and
/// `0 < x <= 700` (DLMF 8.4.10): positive terms, so it keeps its digits
/// in both tails where the series and fraction lose a few.
pub(crate) fn integer_upper_gamma(a: f64, x: f64) -> Option<f64> {
    if a.fract() != 0.0 || !(1.0..=FINITE_SUM_UP_TO).contains(&a) || !(x > 0.0 && x <= 700.0) {
        return None;
    }
    let mut term = 1.0_f64;
    let mut sum = 1.0_f64;
    for k in 1..a as usize {
        term *= x / k as f64;
        sum += term;
    }
    Some((-x).exp() * sum)
}

/// `1 / (first + a1/(b1 + a2/(b2 + ...)))`, where `term(k)` is
/// `(a_k, b_k)`, by the modified Lentz method: a denominator that comes
/// near zero is nudged to `TINY`, and the product stops when a factor is
/// 1 to machine precision. Both incomplete functions' fractions are this.
fn lentz(first: f64, mut term: impl FnMut(usize) -> (f64, f64)) -> f64 {
    let mut c = 1.0 / TINY;
    let mut d = 1.0 / nudge(first);
    let mut h = d;
    for k in 1..MAX_TERMS {
        let (a, b) = term(k);
        d = 1.0 / nudge(b + a * d);
        c = nudge(b + a / c);
        let step = d * c;
        h *= step;
        if (step - 1.0).abs() < f64::EPSILON {
            break;
        }
    }
    h
}

/// A continued-fraction denominator moved away from zero.
fn nudge(v: f64) -> f64 {
    if v.abs() < TINY {
        TINY
    } else {
        v
    }
}

/// Term `i >= 1`, `(a_i, b_i)`, of DLMF 8.9.2's fraction, whose head is
/// `first = x + 1 - a`.
fn upper_gamma_term(a: f64, first: f64, i: usize) -> (f64, f64) {
    let i = i as f64;
    (-i * (i - a), first + 2.0 * i)
}

/// The continued fraction of DLMF 8.9.2:
/// `Q(a, x) = x^a e^-x / Gamma(a) * h`, so `a h` is the scaled upper tail.
/// Used for `x >= a + 1`, where it converges in a few terms; well below
/// `x = a` it converges erratically and Lentz's stop test can end it far
/// from the value (with the wrong sign at `a = 1000, x = 800`), so callers
/// take the series there.
pub(crate) fn upper_gamma_fraction(a: f64, x: f64) -> f64 {
    let first = x + 1.0 - a;
    lentz(first, |i| upper_gamma_term(a, first, i))
}

/// `a h` of `upper_gamma_fraction`, the scaled upper tail, for `x` just
/// below the mode (`a - x` up to about `sqrt(a)/4`), where the difference
/// `Gamma(a+1) e^x / x^a - S` carries the few-ulp error of the scale
/// factor. The fraction is summed from its tail back to its head, which
/// keeps about an ulp where Lentz's forward product drifts by several;
/// the depth is twice what Lentz needs to converge, plus a margin.
pub(crate) fn scaled_upper_fraction(a: f64, x: f64) -> f64 {
    let first = x + 1.0 - a;
    let mut terms = 0;
    lentz(first, |i| {
        terms = i;
        upper_gamma_term(a, first, i)
    });
    let depth = 2 * terms + 20;
    // b_depth, then b_k + a_(k+1) / (what follows) back to the head b_0.
    let mut tail = upper_gamma_term(a, first, depth).1;
    for k in (0..depth).rev() {
        let (numerator, _) = upper_gamma_term(a, first, k + 1);
        tail = first + 2.0 * k as f64 + numerator / nudge(tail);
    }
    a / nudge(tail)
}

/// `(P(a, x), Q(a, x))` for `a > 0`, `x >= 0` (finite).
pub(crate) fn regularized_gamma(a: f64, x: f64) -> (f64, f64) {
    if x == 0.0 {
        return (0.0, 1.0);
    }
    let exact_upper = integer_upper_gamma(a, x);
    if let Some(q) = exact_upper.filter(|&q| q <= 0.5) {
        return (1.0 - q, q);
    }
    if x < a + 1.0 {
        // P = x^a e^-x / Gamma(a+1) * sum x^n / ((a+1)...(a+n))
        let mut term = 1.0 / a;
        let mut sum = term;
        for n in 1..MAX_TERMS {
            term *= x / (a + n as f64);
            sum += term;
            if term.abs() < sum.abs() * f64::EPSILON {
                break;
            }
        }
        let p = (sum * gamma_prefactor(a, x)).min(1.0);
        (p, exact_upper.unwrap_or(1.0 - p))
    } else {
        let q = (gamma_prefactor(a, x) * upper_gamma_fraction(a, x)).min(1.0);
        (1.0 - q, q)
    }
}

/// The continued fraction of `I_x(a, b)` (DLMF 8.17.22), good for
/// `x < (a+1)/(a+b+2)`: `1 / (1 + d1/(1 + d2/(1 + ...)))`, whose odd
/// coefficients `d_{2m+1}` and even ones `d_{2m}` have their own formulas.
pub(crate) fn beta_fraction(a: f64, b: f64, x: f64) -> f64 {
    lentz(1.0, |k| {
        let m = (k / 2) as f64;
        let coefficient = if k % 2 == 1 {
            -(a + m) * (a + b + m) * x / ((a + 2.0 * m) * (a + 1.0 + 2.0 * m))
        } else {
            m * (b - m) * x / ((a - 1.0 + 2.0 * m) * (a + 2.0 * m))
        };
        (coefficient, 1.0)
    })
}

/// `ln B(a, b)`.
pub(crate) fn ln_beta(a: f64, b: f64) -> f64 {
    ln_gamma(a) + ln_gamma(b) - ln_gamma(a + b)
}

/// The regularized incomplete beta function `I_x(a, b)` for `a, b > 0`
/// and `0 <= x <= 1`.
pub(crate) fn regularized_beta(a: f64, b: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let front = (a * x.ln() + b * (-x).ln_1p() - ln_beta(a, b)).exp();
    if x < (a + 1.0) / (a + b + 2.0) {
        front * beta_fraction(a, b, x) / a
    } else {
        1.0 - front * beta_fraction(b, a, 1.0 - x) / b
    }
}

/// Newton's method on `f` from `start`, kept inside `(low, high)`.
fn polish(start: f64, low: f64, high: f64, f: impl Fn(f64) -> (f64, f64)) -> f64 {
    let mut x = start;
    for _ in 0..50 {
        let (value, slope) = f(x);
        if value == 0.0 || slope == 0.0 || !slope.is_finite() || !value.is_finite() {
            break;
        }
        let mut next = x - value / slope;
        if next <= low {
            next = (x + low) / 2.0;
        } else if next >= high {
            next = (x + high) / 2.0;
        }
        let done = (next - x).abs() <= 4.0 * f64::EPSILON * next.abs();
        x = next;
        if done {
            break;
        }
    }
    x
}

/// The `x` with `P(a, x) = p` (or `Q(a, x) = p` when `upper`), for
/// `a > 0` and `0 < p < 1`. It is solved in the tail whose value is at
/// most 1/2 (`1 - p` is exact there), by Newton's method on the tail's
/// logarithm, which is close to linear in `x` even where the tail is as
/// small as 1e-300, kept inside a bracket that shrinks with every step.
pub(crate) fn inverse_regularized_gamma(p: f64, a: f64, upper: bool) -> f64 {
    let (value, solve_upper) = if p <= 0.5 {
        (p, upper)
    } else {
        (1.0 - p, !upper)
    };
    let start = if solve_upper {
        upper_gamma_start(value, a)
    } else {
        lower_gamma_start(value, a)
    };
    if a == 1.0 {
        // The exponential distribution: Q = e^-x, P = 1 - e^-x.
        return if solve_upper {
            -value.ln()
        } else {
            -(-value).ln_1p()
        };
    }
    if start == 0.0 {
        // The answer lies below the smallest double.
        return 0.0;
    }
    let target = value.ln();
    let (mut low, mut high) = (0.0_f64, f64::INFINITY);
    let mut x = start;
    for _ in 0..200 {
        let (lower, upper_tail) = regularized_gamma(a, x);
        let tail = if solve_upper { upper_tail } else { lower };
        let density = gamma_prefactor(a, x) / x;
        // The tail grows with x for P and falls for Q; `excess > 0` means
        // x lies beyond the answer on P's side.
        let excess = if solve_upper {
            target - tail.ln()
        } else {
            tail.ln() - target
        };
        if excess == 0.0 || excess.is_nan() {
            break;
        }
        if excess > 0.0 {
            high = x;
        } else {
            low = x;
        }
        let slope = density / tail;
        let mut next = x - excess / slope;
        if !next.is_finite() || next <= low || next >= high || tail == 0.0 {
            next = if high.is_finite() {
                if low > 0.0 {
                    (low * high).sqrt()
                } else {
                    high / 2.0
                }
            } else {
                x * 2.0
            };
        }
        let done = (next - x).abs() <= 4.0 * f64::EPSILON * next.abs();
        x = next;
        if done {
            break;
        }
    }
    x
}

/// A first estimate of the `x` with `P(a, x) = p` for `p <= 1/2`: the
/// Wilson-Hilferty cube of a normal quantile for `a > 1` (DLMF 8.11(v):
/// the gamma distribution is nearly normal in `x^(1/3)`), and the leading
/// term `P ~ x^a / Gamma(a+1)` where that is larger or the cube fails.
fn lower_gamma_start(p: f64, a: f64) -> f64 {
    let small_x = ((p.ln() + ln_gamma(a + 1.0)) / a).exp();
    if a > 1.0 {
        let z = -std::f64::consts::SQRT_2 * inverse_erfc(2.0 * p);
        let root = 1.0 - 1.0 / (9.0 * a) + z / (3.0 * a.sqrt());
        if root > 0.0 {
            return (a * root * root * root).max(small_x.min(a));
        }
    }
    small_x
}

/// A first estimate of the `x` with `Q(a, x) = q` for `q <= 1/2`: the
/// Wilson-Hilferty cube for `a > 1`, else the leading term of
/// `Q ~ x^(a-1) e^-x / Gamma(a)`.
fn upper_gamma_start(q: f64, a: f64) -> f64 {
    if a > 1.0 {
        let z = std::f64::consts::SQRT_2 * inverse_erfc(2.0 * q);
        let root = 1.0 - 1.0 / (9.0 * a) + z / (3.0 * a.sqrt());
        return a * root * root * root;
    }
    (-(q.ln() + ln_gamma(a))).max(1.0)
}

const TWO_OVER_ROOT_PI: f64 = std::f64::consts::FRAC_2_SQRT_PI;

/// `erfinv(y)` for `-1 < y < 1`.
pub(crate) fn inverse_erf(y: f64) -> f64 {
    if y == 0.0 {
        return y;
    }
    polish(puruspe::inverf(y), f64::NEG_INFINITY, f64::INFINITY, |x| {
        (libm::erf(x) - y, TWO_OVER_ROOT_PI * (-x * x).exp())
    })
}

/// `erfcinv(y)` for `0 < y < 2`.
pub(crate) fn inverse_erfc(y: f64) -> f64 {
    if y == 1.0 {
        return 0.0;
    }
    polish(puruspe::inverfc(y), f64::NEG_INFINITY, f64::INFINITY, |x| {
        (libm::erfc(x) - y, -TWO_OVER_ROOT_PI * (-x * x).exp())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol * b.abs()
    }

    #[test]
    fn incomplete_gamma_matches_closed_forms() {
        // P(1, x) = 1 - e^-x; P(2, x) = 1 - (1 + x) e^-x.
        for &x in &[0.1, 0.5, 1.0, 3.0, 10.0] {
            assert!(close(regularized_gamma(1.0, x).0, -(-x).exp_m1(), 1e-14));
            let q2 = (1.0 + x) * (-x).exp();
            assert!(close(regularized_gamma(2.0, x).1, q2, 1e-14));
        }
    }

    #[test]
    fn incomplete_beta_matches_closed_forms() {
        // I_x(1, b) = 1 - (1-x)^b; I_x(a, 1) = x^a.
        for &x in &[0.05, 0.3, 0.5, 0.9] {
            assert!(close(
                regularized_beta(1.0, 3.0, x),
                1.0 - (1.0 - x).powi(3),
                1e-14
            ));
            assert!(close(regularized_beta(2.5, 1.0, x), x.powf(2.5), 1e-14));
        }
    }

    #[test]
    fn inverses_round_trip() {
        let x = inverse_regularized_gamma(0.3, 2.5, false);
        assert!(close(regularized_gamma(2.5, x).0, 0.3, 1e-14));
        let x = inverse_regularized_gamma(1e-5, 2.5, true);
        assert!(close(regularized_gamma(2.5, x).1, 1e-5, 1e-12));
        assert!(close(libm::erf(inverse_erf(0.5)), 0.5, 1e-15));
        assert!(close(libm::erfc(inverse_erfc(1.5)), 1.5, 1e-15));
    }
}
