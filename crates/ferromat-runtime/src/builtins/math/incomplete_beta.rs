//! `betainc` and `betaincinv`: the regularized incomplete beta function
//! and its inverse, both tails, with MATLAB's argument rules (single or
//! double arguments of one size or scalar, `X` and `Y` in `[0,1]`, `Z`
//! and `W` nonnegative). Both tails are computed without forming `1 - x`
//! where that would round (a tiny `x` in the upper tail), and the inverse
//! solves in whichever tail is at most 1/2 by Newton steps on the tail's
//! logarithm inside a shrinking bracket. The continued fraction is
//! `incomplete.rs`'s; this file must not hold other special functions,
//! and `same_size_or_scalar` is the one size rule the incomplete gamma
//! and beta families share.

use super::incomplete::{beta_fraction, ln_beta};
use super::map::{real_nary, unsupported};
use super::special::{tail_argument, Tail};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// MATLAB's rule for these functions: the arguments are all one size, or
/// scalar (no implicit expansion of a row against a column).
pub(super) fn same_size_or_scalar(args: &[&Value], name: &str, message: &str) -> Result<()> {
    let mut sizes = args
        .iter()
        .map(|v| v.shape())
        .filter(|shape| !shape.is_scalar());
    if let Some(first) = sizes.next() {
        if sizes.any(|shape| shape != first) {
            return Err(
                RuntimeError::new(format!("MATLAB:{name}:InputSizeMismatch"), message)
                    .in_function(name),
            );
        }
    }
    Ok(())
}

/// Refuses arguments that are not single or double (MATLAB's pages list
/// only those classes; char and logical are not numbers here).
fn float_arguments(args: &[Value], name: &str) -> Result<()> {
    if args[..3]
        .iter()
        .all(|v| matches!(v, Value::Double(_) | Value::Single(_)))
    {
        return Ok(());
    }
    Err(unsupported(name))
}

/// `(I_x(a, b), 1 - I_x(a, b))` for `a, b > 0` and `0 <= x <= 1`. The
/// fraction runs on the side where it converges fast and gives that tail
/// directly; only the other one is `1 -` it, so a tiny upper tail at a
/// tiny `x` keeps its digits.
pub(crate) fn beta_tails(a: f64, b: f64, x: f64) -> (f64, f64) {
    if x <= 0.0 {
        return (0.0, 1.0);
    }
    if x >= 1.0 {
        return (1.0, 0.0);
    }
    let front = beta_front(a, b, x);
    if x < (a + 1.0) / (a + b + 2.0) {
        let lower = (front * beta_fraction(a, b, x) / a).min(1.0);
        (lower, 1.0 - lower)
    } else {
        let upper = (front * beta_fraction(b, a, 1.0 - x) / b).min(1.0);
        (1.0 - upper, upper)
    }
}

/// `x^a (1-x)^b / B(a, b)`, the factor both fractions share. As a
/// product of powers over gamma ratios it keeps a few ulps; the log form
/// `exp(a ln x + b ln(1-x) - ln B)` carries `eps` times the size of
/// `ln B` (8e-14 relative at `B(100, 1)`), so it is only the fallback for
/// arguments where the product would overflow or underflow.
fn beta_front(a: f64, b: f64, x: f64) -> f64 {
    if a + b < 170.0 {
        let beta = libm::tgamma(a) * libm::tgamma(b) / libm::tgamma(a + b);
        // 1 - x is exact from x = 1/2 on.
        let right = if x >= 0.5 {
            (1.0 - x).powf(b)
        } else {
            (b * (-x).ln_1p()).exp()
        };
        let direct = x.powf(a) * right / beta;
        if beta.is_normal() && direct.is_normal() && direct > 1e-290 {
            return direct;
        }
    }
    (a * x.ln() + b * (-x).ln_1p() - ln_beta(a, b)).exp()
}

/// `betainc(x, z, w)` or its upper tail, with MATLAB's limits where `z`
/// or `w` is zero (the mass sits at an end of the interval).
fn incomplete_beta(x: f64, z: f64, w: f64, upper: bool) -> f64 {
    if x.is_nan() || z.is_nan() || w.is_nan() {
        return f64::NAN;
    }
    // A zero or infinite parameter puts all the mass at one end.
    let at_left = z == 0.0 || (w == f64::INFINITY && z.is_finite());
    let at_right = w == 0.0 || (z == f64::INFINITY && w.is_finite());
    let lower = match (at_left, at_right) {
        (true, true) => f64::NAN,
        (true, false) => {
            if x == 0.0 && z != 0.0 {
                0.0
            } else {
                1.0
            }
        }
        (false, true) => {
            if x == 1.0 {
                1.0
            } else {
                0.0
            }
        }
        _ if z.is_infinite() || w.is_infinite() => f64::NAN,
        _ => {
            let (lower, upper_tail) = beta_tails(z, w, x);
            return if upper { upper_tail } else { lower };
        }
    };
    if upper {
        1.0 - lower
    } else {
        lower
    }
}

/// The `x` with `betainc(x, a, b, tail) = p`, for `a, b > 0` and
/// `0 < p < 1`: Newton's method on the logarithm of the tail that is at
/// most 1/2 (so `1 - p` is exact), inside a bracket that every step
/// shrinks; a step that leaves the bracket is replaced by its geometric
/// (or, near 1, arithmetic) midpoint, so answers as small as 1e-300 are
/// reached in a few dozen steps.
pub(crate) fn inverse_beta(p: f64, a: f64, b: f64, upper: bool) -> f64 {
    let lower_value = if upper { 1.0 - p } else { p };
    let (value, in_upper) = if p <= 0.5 {
        (p, upper)
    } else {
        (1.0 - p, !upper)
    };
    let target = value.ln();
    let log_norm = ln_beta(a, b);
    let start = puruspe::invbetai(lower_value, a, b);
    let mut x = if start > 0.0 && start < 1.0 {
        start
    } else {
        0.5
    };
    let (mut low, mut high) = (0.0_f64, 1.0_f64);
    // Where one ulp of x moves the tail by many ulps (x^100 near 1), the
    // steps go on to the last bit; the best point seen is the answer.
    let mut best = (f64::INFINITY, x);
    for _ in 0..500 {
        let (lower, upper_tail) = beta_tails(a, b, x);
        let tail = if in_upper { upper_tail } else { lower };
        // `excess > 0` means x lies beyond the answer.
        let excess = if in_upper {
            target - tail.ln()
        } else {
            tail.ln() - target
        };
        if excess.is_nan() {
            break;
        }
        if excess.abs() < best.0 {
            best = (excess.abs(), x);
        }
        if excess == 0.0 {
            break;
        }
        if excess > 0.0 {
            high = x;
        } else {
            low = x;
        }
        let density = ((a - 1.0) * x.ln() + (b - 1.0) * (-x).ln_1p() - log_norm).exp();
        let mut next = x - excess * tail / density;
        if !(next > low && next < high) {
            next = if low == 0.0 {
                high * 1e-3
            } else if high > 4.0 * low {
                (low * high).sqrt()
            } else {
                low + (high - low) / 2.0
            };
        }
        // Done once the step is below half an ulp or the bracket holds
        // only neighbouring doubles.
        let done = next == x
            || (next - x).abs() < 0.5 * f64::EPSILON * next.abs()
            || high - low <= f64::EPSILON * high;
        x = next;
        if done {
            break;
        }
    }
    best.1
}

/// `betaincinv(y, z, w, tail)` at one point, after validation.
fn inverse_incomplete_beta(y: f64, z: f64, w: f64, upper: bool) -> f64 {
    if y.is_nan() || z.is_nan() || w.is_nan() || z <= 0.0 || w <= 0.0 {
        return f64::NAN;
    }
    // The ends: the lower tail is 0 at x = 0 and 1 at x = 1.
    let at_zero = if upper { 1.0 } else { 0.0 };
    if y == at_zero {
        return 0.0;
    }
    if y == 1.0 - at_zero {
        return 1.0;
    }
    inverse_beta(y, z, w, upper)
}

/// Raises MATLAB's error when a value of `value` lies outside `[0,1]`
/// (NaN passes and gives NaN).
fn unit_interval(value: &Value, name: &str, id: &str, what: &str) -> Result<()> {
    let values = value.to_f64_vec().unwrap_or_default();
    if values
        .iter()
        .any(|&v| !v.is_nan() && !(0.0..=1.0).contains(&v))
    {
        return Err(RuntimeError::new(
            format!("MATLAB:{name}:{id}"),
            format!("{what} must be in the interval [0,1]."),
        )
        .in_function(name));
    }
    Ok(())
}

fn nonnegative(args: &[Value], name: &str) -> Result<()> {
    for v in args {
        if v.to_f64_vec().unwrap_or_default().iter().any(|&x| x < 0.0) {
            return Err(RuntimeError::new(
                format!("MATLAB:{name}:NegativeArg"),
                "Z and W must be real and nonnegative.",
            )
            .in_function(name));
        }
    }
    Ok(())
}

const SIZES: &str = "Inputs must be the same size, or any of them can be scalar.";

/// The argument checks betainc and betaincinv share: floating-point,
/// real, same size or scalar, the first in [0, 1] (its error `id` naming
/// it `what`), nonnegative parameters; returns whether the tail is upper.
fn beta_arguments(args: &[Value], name: &str, id: &str, what: &str) -> Result<bool> {
    float_arguments(args, name)?;
    if args[..3].iter().any(Value::is_complex) {
        return Err(unsupported(name));
    }
    same_size_or_scalar(&[&args[0], &args[1], &args[2]], name, SIZES)?;
    unit_interval(&args[0], name, id, what)?;
    nonnegative(&args[1..3], name)?;
    Ok(tail_argument(args.get(3), name, false)? == Tail::Upper)
}

pub fn betainc(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let upper = beta_arguments(args, "betainc", "XoutOfRange", "X")?;
    one(real_nary(
        &[&args[0], &args[1], &args[2]],
        "betainc",
        |p| incomplete_beta(p[0], p[1], p[2], upper),
    )?)
}

pub fn betaincinv(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let upper = beta_arguments(args, "betaincinv", "YoutOfRange", "Y")?;
    one(real_nary(
        &[&args[0], &args[1], &args[2]],
        "betaincinv",
        |p| inverse_incomplete_beta(p[0], p[1], p[2], upper),
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The naive reference: `I_x(a, b)` by the power series
    /// `x^a (1-x)^b / (a B(a, b)) * sum (a+b)_n / (a+1)_n x^n`
    /// (DLMF 8.17.8), summed to convergence at small `x`.
    fn series(a: f64, b: f64, x: f64) -> f64 {
        let mut term = 1.0;
        let mut sum = 1.0;
        for n in 0..10_000 {
            let n = n as f64;
            term *= (a + b + n) / (a + 1.0 + n) * x;
            sum += term;
            if term < 1e-18 * sum {
                break;
            }
        }
        (a * x.ln() + b * (-x).ln_1p() - ln_beta(a, b)).exp() / a * sum
    }

    fn close(got: f64, want: f64, tol: f64) -> bool {
        (got - want).abs() <= tol * want.abs()
    }

    #[test]
    fn tails_match_the_series_and_closed_forms() {
        for &(a, b) in &[(0.5, 0.5), (2.0, 3.0), (5.0, 1.5), (30.0, 40.0)] {
            // Dyadic points, so that 1 - x is exact.
            for &x in &[1.0 / 1_048_576.0, 1.0 / 128.0, 0.125, 0.1875] {
                let (lower, _) = beta_tails(a, b, x);
                assert!(close(lower, series(a, b, x), 1e-13), "{a} {b} {x}");
                // The upper tail of (a, b) at x is the lower of (b, a) at 1 - x.
                let (_, upper) = beta_tails(b, a, 1.0 - x);
                assert!(close(upper, series(a, b, x), 1e-12), "{a} {b} {x}");
            }
        }
        // I_x(a, 1) = x^a, even where the upper tail is the tiny one.
        let x = 1e-40;
        assert!(close(beta_tails(1e-3, 1.0, x).0, x.powf(1e-3), 1e-15));
        assert!(close(beta_tails(2.0, 1.0, x).0, x * x, 1e-15));
        assert!(close(beta_tails(2.0, 1.0, 1.0 - 1e-10).1, 2e-10, 1e-6));
        // The product form of the factor keeps the last digits that the
        // log form loses to ln B(100, 1) = -ln 100 and ln B(1e-3, 1).
        let x = 0.5_f64.powf(0.01);
        assert!(close(
            beta_tails(100.0, 1.0, x).0,
            x.powi(100),
            4.0 * f64::EPSILON
        ));
        let x = 0.9_f64.powi(1000);
        assert!(close(
            beta_tails(1e-3, 1.0, x).0,
            x.powf(1e-3),
            4.0 * f64::EPSILON
        ));
    }

    #[test]
    fn inverse_round_trips_in_both_tails() {
        for &(a, b) in &[
            (2.0, 3.0),
            (1e-3, 1.0),
            (1.0, 1e-3),
            (0.5, 7.0),
            (50.0, 0.2),
        ] {
            for &p in &[1e-30, 1e-5, 0.1, 0.5, 0.9, 0.99] {
                for upper in [false, true] {
                    let x = inverse_beta(p, a, b, upper);
                    let (lower, upper_tail) = beta_tails(a, b, x);
                    let got = if upper { upper_tail } else { lower };
                    // Where x rounds to a double near 1 the tail can only
                    // be met to the density times an ulp of x.
                    if !(f64::MIN_POSITIVE..1.0 - f64::EPSILON).contains(&x) {
                        // The answer (1e-30000, or 1 - 1e-27, for a = 1e-3)
                        // is beyond the doubles; the nearest one is returned.
                        continue;
                    }
                    let tol = if x > 0.5 { 1e-5 } else { 1e-9 };
                    assert!(close(got, p, tol), "{a} {b} {p} {upper}: {x} -> {got}");
                }
            }
        }
        // 1 - x^1e-3 = 0.1 has x = 0.9^1000 = 1.7478e-46.
        let x = inverse_beta(0.1, 1e-3, 1.0, true);
        assert!(close(x, 0.9_f64.powi(1000), 1e-12));
    }
}
