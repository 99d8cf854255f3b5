//! `psi`: the digamma function `psi(X)` and the polygamma functions
//! `psi(k, X)` of real nonnegative arguments, as MATLAB's page defines them
//! (negative and complex arguments are errors there, and here). This file
//! holds the kernels and the argument checks; it must not grow other
//! special functions (those are in `special.rs`).

use super::map::{real_unary, unsupported};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

const EULER_GAMMA: f64 = 0.577_215_664_901_532_9;
/// The positive zero of the digamma function, split into the nearest double
/// and the remainder, so values near the zero keep their relative accuracy.
const ROOT_HI: f64 = 1.461_632_144_968_362_2;
const ROOT_LO: f64 = 9.549_995_429_965_697e-17;

/// The asymptotic expansion of `psi(x)` for `x >= 10`:
/// `ln x - 1/(2x) - sum B_2k / (2k x^2k)`.
fn digamma_asymptotic(x: f64) -> f64 {
    let r = 1.0 / (x * x);
    // B_2k / (2k), k = 1..7.
    const C: [f64; 7] = [
        1.0 / 12.0,
        -1.0 / 120.0,
        1.0 / 252.0,
        -1.0 / 240.0,
        1.0 / 132.0,
        -691.0 / 32760.0,
        1.0 / 12.0,
    ];
    let series = C.iter().rev().fold(0.0, |acc, &c| (acc + c) * r);
    x.ln() - 0.5 / x - series
}

/// `sum_{k >= 0} 1 / ((k + a)(k + b))` for `a, b` in [1, 2]: direct terms,
/// then the Euler-Maclaurin tail. Every term is positive, so the sum keeps
/// full relative accuracy.
fn pair_sum(a: f64, b: f64) -> f64 {
    // With 200 direct terms the first dropped Euler-Maclaurin term,
    // f^(5)(N)/30240, is below 1e-18.
    const N: usize = 200;
    let mut sum = 0.0;
    for k in (0..N).rev() {
        let k = k as f64;
        sum += 1.0 / ((k + a) * (k + b));
    }
    let n = N as f64;
    let (p, q) = (n + a, n + b);
    let d = b - a;
    // The integral from N to infinity: ln(q/p)/(b-a), written with ln_1p so
    // a tiny b - a does not cancel.
    let integral = if d == 0.0 {
        1.0 / p
    } else {
        (d / p).ln_1p() / d
    };
    let f = 1.0 / (p * q);
    // f'(N) and f'''(N) of f(t) = 1/((t+a)(t+b)).
    let u = 1.0 / p + 1.0 / q;
    let v2 = 1.0 / (p * p) + 1.0 / (q * q);
    let v3 = 1.0 / p.powi(3) + 1.0 / q.powi(3);
    let f1 = -f * u;
    let f3 = -f * (u * u * u + 3.0 * u * v2 + 2.0 * v3);
    integral + 0.5 * f - f1 / 12.0 + f3 / 720.0 + sum
}

/// The digamma function of a real `x >= 0` (`-Inf` at 0).
pub(crate) fn digamma(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    if x == f64::INFINITY {
        return f64::INFINITY;
    }
    // The closed forms a caller may compare against exactly.
    if x == 1.0 {
        return -EULER_GAMMA;
    }
    if x == 0.5 {
        return -EULER_GAMMA - 2.0 * std::f64::consts::LN_2;
    }
    if x >= 10.0 {
        return digamma_asymptotic(x);
    }
    if x < 1.0 {
        // psi(x) = psi(x + 1) - 1/x.
        return digamma(x + 1.0) - 1.0 / x;
    }
    if x <= 2.0 {
        // psi(x) - psi(root) = (x - root) * sum 1/((k + root)(k + x)), and
        // psi(root) = 0: no cancellation near the zero.
        return ((x - ROOT_HI) - ROOT_LO) * pair_sum(ROOT_HI, x);
    }
    // 2 < x < 10: shift up past 10 and subtract the terms 1/(x + k).
    let mut shifted = x;
    let mut correction = 0.0;
    while shifted < 10.0 {
        correction += 1.0 / shifted;
        shifted += 1.0;
    }
    digamma_asymptotic(shifted) - correction
}

/// The polygamma function of order `k >= 1` at a real `x >= 0`:
/// `(-1)^(k+1) k! sum_j 1/(x + j)^(k+1)`.
pub(crate) fn polygamma(k: u32, x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    let sign = if k % 2 == 1 { 1.0 } else { -1.0 };
    if x == 0.0 {
        return sign * f64::INFINITY;
    }
    if x == f64::INFINITY {
        return 0.0;
    }
    let kf = f64::from(k);
    // Shift until the asymptotic series converges well for this order.
    let threshold = 15.0 + kf;
    let mut shifted = x;
    let mut direct = 0.0;
    while shifted < threshold {
        direct += shifted.powf(-(kf + 1.0));
        shifted += 1.0;
    }
    // sum_{j>=0} 1/(s+j)^(k+1) ~ s^-k/k + s^-(k+1)/2
    //   + sum_m B_2m (k+1)(k+2)...(k+2m-1) / (2m)! s^-(k+2m).
    const B: [f64; 7] = [
        1.0 / 6.0,
        -1.0 / 30.0,
        1.0 / 42.0,
        -1.0 / 30.0,
        5.0 / 66.0,
        -691.0 / 2730.0,
        7.0 / 6.0,
    ];
    let s = shifted;
    let mut tail = s.powf(-kf) / kf + 0.5 * s.powf(-(kf + 1.0));
    // rising = (k+1)...(k+2m-1) / (2m)!, updated per m.
    let mut rising = 1.0;
    let mut factorial = 1.0;
    for (m, b) in B.iter().enumerate() {
        let m = (m + 1) as f64;
        // Multiply in (k+2m-2)(k+2m-1); for m = 1 the product is just k+1.
        if m == 1.0 {
            rising *= kf + 1.0;
        } else {
            rising *= (kf + 2.0 * m - 2.0) * (kf + 2.0 * m - 1.0);
        }
        factorial *= (2.0 * m - 1.0) * (2.0 * m);
        tail += b * rising / factorial * s.powf(-(kf + 2.0 * m));
    }
    let factorial_k: f64 = (1..=k).map(f64::from).product();
    sign * factorial_k * (direct + tail)
}

fn psi_error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:psi:{id}"), message).in_function("psi")
}

/// Refuses complex, integer and negative arguments, as MATLAB's page asks
/// for real nonnegative `X`.
fn check_argument(x: &Value) -> Result<()> {
    if x.is_complex() || !matches!(x, Value::Double(_) | Value::Single(_)) {
        return Err(unsupported("psi"));
    }
    if x.to_f64_vec().unwrap_or_default().iter().any(|&v| v < 0.0) {
        return Err(psi_error("NegativeArg", "X must be nonnegative."));
    }
    Ok(())
}

pub fn psi(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    match args {
        [x] => {
            check_argument(x)?;
            one(real_unary(x, "psi", digamma)?)
        }
        [k, x] => {
            check_argument(x)?;
            let order = match k.to_f64_vec().as_deref() {
                Some(&[k]) if k >= 0.0 && k.fract() == 0.0 && k < 2_147_483_647.0 => k as u32,
                _ => {
                    return Err(psi_error(
                        "BadOrder",
                        "K must be a nonnegative integer scalar.",
                    ))
                }
            };
            if order == 0 {
                return one(real_unary(x, "psi", digamma)?);
            }
            let result = real_unary(x, "psi", |v| polygamma(order, v))?;
            // k is a double or single scalar; a single k makes the result single.
            one(match (k, result) {
                (Value::Single(_), Value::Double(t)) => Value::Single(Tensor::new(
                    t.shape().clone(),
                    t.data().iter().map(|&v| v as f32).collect(),
                )),
                (_, result) => result,
            })
        }
        _ => Err(
            RuntimeError::new("MATLAB:TooManyInputs", "Too many input arguments.")
                .in_function("psi"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digamma_closed_forms() {
        let third = digamma(1.0 / 3.0);
        let want = -EULER_GAMMA - 1.5 * 3f64.ln() - 3f64.sqrt() / 6.0 * std::f64::consts::PI;
        assert!((third - want).abs() < 4.0 * f64::EPSILON);
        assert!(digamma(ROOT_HI).abs() <= f64::EPSILON);
        assert!(
            (digamma(7.0) - (-EULER_GAMMA + 1.0 + 0.5 + 1.0 / 3.0 + 0.25 + 0.2 + 1.0 / 6.0)).abs()
                < 1e-15
        );
        assert!((digamma(20.5) - digamma(19.5) - 1.0 / 19.5).abs() < 1e-15);
    }

    #[test]
    fn polygamma_values() {
        let pi2 = std::f64::consts::PI.powi(2);
        assert!((polygamma(1, 2.0) - (pi2 / 6.0 - 1.0)).abs() < 1e-15);
        assert!((polygamma(1, 0.5) - pi2 / 2.0).abs() < 1e-14);
        // psi(2, 1) = -2 zeta(3).
        assert!((polygamma(2, 1.0) + 2.0 * 1.202_056_903_159_594_3).abs() < 1e-14);
        assert!(polygamma(3, 0.0).is_infinite());
    }
}
