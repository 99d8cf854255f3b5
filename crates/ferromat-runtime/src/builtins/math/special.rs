//! Special functions of real arguments: gamma gammaln gammaincinv
//! beta betaln erf erfc erfcx erfinv erfcinv expint ellipke (betainc and
//! betaincinv are in `incomplete_beta.rs`, gammainc in `gammainc.rs`). This file parses arguments and handles the edges (poles,
//! zeros, infinite and out-of-domain arguments); the kernels are `libm`'s
//! gamma, lgamma and erf (the musl implementations), `incomplete.rs`, and
//! puruspe's erfcx, which panics outside its domain: calls are guarded.
//! Bessel functions live in `bessel.rs`.

use num_complex::Complex64;

use super::incomplete::{inverse_erf, inverse_erfc, inverse_regularized_gamma, ln_beta};
use super::incomplete_beta::same_size_or_scalar;
use super::map::{real_nary, real_unary, unary, unsupported, Unary};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

const EULER_GAMMA: f64 = 0.577_215_664_901_532_9;

/// Refuses complex arguments, which these functions do not take.
pub(super) fn real_argument<'a>(value: &'a Value, name: &str) -> Result<&'a Value> {
    if value.is_complex() {
        return Err(unsupported(name));
    }
    Ok(value)
}

/// `gamma(x)`, with MATLAB's Inf at zero and the negative integers.
pub(crate) fn gamma_of(x: f64) -> f64 {
    if x == 0.0 {
        return f64::INFINITY.copysign(x);
    }
    if x < 0.0 && x.fract() == 0.0 {
        return f64::INFINITY;
    }
    libm::tgamma(x)
}

pub fn gamma(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(real_unary(
        real_argument(&args[0], "gamma")?,
        "gamma",
        gamma_of,
    )?)
}

/// `log(gamma(x))` for `x >= 0`; negative arguments are an error.
pub fn gammaln(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = real_argument(&args[0], "gammaln")?;
    if value
        .to_f64_vec()
        .unwrap_or_default()
        .iter()
        .any(|&x| x < 0.0)
    {
        return Err(
            RuntimeError::new("MATLAB:gammaln:NegativeArg", "Input must be nonnegative.")
                .in_function("gammaln"),
        );
    }
    one(real_unary(value, "gammaln", |x| libm::lgamma_r(x).0)?)
}

/// Which tail, and whether scaled, an incomplete gamma or beta call asks
/// for (`'lower'`, `'upper'`, `'scaledlower'`, `'scaledupper'`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tail {
    Lower,
    Upper,
    ScaledLower,
    ScaledUpper,
}

pub(super) fn tail_argument(value: Option<&Value>, name: &str, scaled: bool) -> Result<Tail> {
    let Some(value) = value else {
        return Ok(Tail::Lower);
    };
    let text = value.as_text().map(|t| t.to_ascii_lowercase());
    match text.as_deref() {
        Some("lower") => Ok(Tail::Lower),
        Some("upper") => Ok(Tail::Upper),
        Some("scaledlower") if scaled => Ok(Tail::ScaledLower),
        Some("scaledupper") if scaled => Ok(Tail::ScaledUpper),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{name}:InvalidTailArg"),
            "Tail must be 'lower' or 'upper'.",
        )
        .in_function(name)),
    }
}

/// The `x` with `gammainc(x, a, tail) = y`.
fn inverse_incomplete_gamma(y: f64, a: f64, upper: bool) -> f64 {
    if y.is_nan() || a.is_nan() || !(0.0..=1.0).contains(&y) || a < 0.0 {
        return f64::NAN;
    }
    // The edges by the tail's own value: `1 - y` would round a tiny upper
    // tail to a lower tail of 1.
    let (at_zero, at_infinity) = if upper { (1.0, 0.0) } else { (0.0, 1.0) };
    if a == 0.0 || y == at_zero {
        return 0.0;
    }
    if y == at_infinity {
        return f64::INFINITY;
    }
    inverse_regularized_gamma(y, a, upper)
}

pub fn gammaincinv(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (y, a) = (
        real_argument(&args[0], "gammaincinv")?,
        real_argument(&args[1], "gammaincinv")?,
    );
    let upper = tail_argument(args.get(2), "gammaincinv", false)? == Tail::Upper;
    same_size_or_scalar(
        &[y, a],
        "gammaincinv",
        "Y and A must be the same size, or either can be a scalar.",
    )?;
    if y.to_f64_vec()
        .unwrap_or_default()
        .iter()
        .any(|&v| !(0.0..=1.0).contains(&v) && !v.is_nan())
    {
        return Err(RuntimeError::new(
            "MATLAB:gammaincinv:YoutOfRange",
            "Y must be in the interval [0,1].",
        )
        .in_function("gammaincinv"));
    }
    if a.to_f64_vec().unwrap_or_default().iter().any(|&v| v < 0.0) {
        return Err(RuntimeError::new(
            "MATLAB:gammaincinv:NegativeArg",
            "A must be real and nonnegative.",
        )
        .in_function("gammaincinv"));
    }
    one(real_nary(&[y, a], "gammaincinv", |p| {
        inverse_incomplete_gamma(p[0], p[1], upper)
    })?)
}

/// `log(beta(z, w))` through log-gamma, which cannot overflow.
fn log_beta(z: f64, w: f64) -> f64 {
    ln_beta(z, w)
}

/// `beta(z, w)`: exact gamma ratios while they fit, else through logs.
fn beta_of(z: f64, w: f64) -> f64 {
    if z + w < 170.0 && z > 0.0 && w > 0.0 {
        return libm::tgamma(z) * libm::tgamma(w) / libm::tgamma(z + w);
    }
    log_beta(z, w).exp()
}

/// beta and betaln take real nonnegative Z and W of the same size, or one
/// of them scalar: MATLAB's pages state that, so there is no implicit
/// expansion of a row against a column here.
fn nonnegative_pair(args: &[Value], name: &str) -> Result<()> {
    same_size_or_scalar(
        &[&args[0], &args[1]],
        name,
        "Z and W must be the same size or either can be a scalar.",
    )?;
    for v in &args[..2] {
        real_argument(v, name)?;
        if v.to_f64_vec().unwrap_or_default().iter().any(|&x| x < 0.0) {
            return Err(RuntimeError::new(
                format!("MATLAB:{name}:NegativeArg"),
                "Inputs must be real and nonnegative.",
            )
            .in_function(name));
        }
    }
    Ok(())
}

pub fn beta(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    nonnegative_pair(args, "beta")?;
    one(real_nary(&[&args[0], &args[1]], "beta", |p| {
        beta_of(p[0], p[1])
    })?)
}

pub fn betaln(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    nonnegative_pair(args, "betaln")?;
    one(real_nary(&[&args[0], &args[1]], "betaln", |p| {
        // While the gamma ratio is a normal number its log is correctly
        // rounded to within an ulp (betaln(3,4) == log(1/60)); the sum of
        // lgammas loses a few ulps to cancellation.
        let direct = beta_of(p[0], p[1]);
        if p[0] + p[1] < 170.0 && direct.is_normal() {
            direct.ln()
        } else {
            log_beta(p[0], p[1])
        }
    })?)
}

pub fn erf(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(real_unary(
        real_argument(&args[0], "erf")?,
        "erf",
        libm::erf,
    )?)
}

pub fn erfc(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(real_unary(
        real_argument(&args[0], "erfc")?,
        "erfc",
        libm::erfc,
    )?)
}

/// `exp(x^2) * erfc(x)`, without the overflow of the product.
fn scaled_erfc(x: f64) -> f64 {
    if x.is_nan() {
        f64::NAN
    } else if x == f64::INFINITY {
        0.0
    } else if x < -26.7 {
        f64::INFINITY
    } else {
        puruspe::erfcx(x)
    }
}

pub fn erfcx(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(real_unary(
        real_argument(&args[0], "erfcx")?,
        "erfcx",
        scaled_erfc,
    )?)
}

fn erfinv_of(y: f64) -> f64 {
    if y.is_nan() || y.abs() > 1.0 {
        f64::NAN
    } else if y.abs() == 1.0 {
        f64::INFINITY.copysign(y)
    } else {
        inverse_erf(y)
    }
}

fn erfcinv_of(y: f64) -> f64 {
    if y.is_nan() || !(0.0..=2.0).contains(&y) {
        f64::NAN
    } else if y == 0.0 {
        f64::INFINITY
    } else if y == 2.0 {
        f64::NEG_INFINITY
    } else {
        inverse_erfc(y)
    }
}

pub fn erfinv(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(real_unary(
        real_argument(&args[0], "erfinv")?,
        "erfinv",
        erfinv_of,
    )?)
}

pub fn erfcinv(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(real_unary(
        real_argument(&args[0], "erfcinv")?,
        "erfcinv",
        erfcinv_of,
    )?)
}

/// The exponential integral `E1(x)` for real `x > 0`: the power series
/// near zero, the continued fraction (modified Lentz) beyond 1.
pub(crate) fn exponential_integral(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::INFINITY;
    }
    if x == f64::INFINITY {
        return 0.0;
    }
    if x <= 1.0 {
        let (mut term, mut sum, mut k) = (1.0, 0.0, 1.0);
        loop {
            term *= -x / k;
            let add = -term / k;
            sum += add;
            if add.abs() <= f64::EPSILON * sum.abs() || k > 200.0 {
                break;
            }
            k += 1.0;
        }
        return -EULER_GAMMA - x.ln() + sum;
    }
    let tiny = 1e-300;
    let mut b = x + 1.0;
    let mut c = 1.0 / tiny;
    let mut d = 1.0 / b;
    let mut h = d;
    for i in 1..10_000 {
        let an = -f64::from(i) * f64::from(i);
        b += 2.0;
        d = 1.0 / (an * d + b);
        c = b + an / c;
        let delta = c * d;
        h *= delta;
        if (delta - 1.0).abs() <= f64::EPSILON {
            break;
        }
    }
    h * (-x).exp()
}

/// `Ei(x)` for `x > 0` (series; asymptotic beyond 40), used for `E1` of
/// negative arguments: `E1(-x) = -Ei(x) - i*pi`.
fn exponential_integral_ei(x: f64) -> f64 {
    if x == f64::INFINITY {
        return f64::INFINITY;
    }
    if x > 40.0 {
        let (mut term, mut sum, mut k) = (1.0, 1.0, 1.0);
        while k < 40.0 {
            term *= k / x;
            sum += term;
            if term < f64::EPSILON * sum {
                break;
            }
            k += 1.0;
        }
        return x.exp() / x * sum;
    }
    let (mut term, mut sum, mut k) = (1.0, 0.0, 1.0);
    loop {
        term *= x / k;
        let add = term / k;
        sum += add;
        if add <= f64::EPSILON * sum || k > 500.0 {
            break;
        }
        k += 1.0;
    }
    EULER_GAMMA + x.ln() + sum
}

/// `E1(x)` of a negative real `x`, on the cut's lower side as MATLAB
/// gives it: `-Ei(-x) - i*pi`.
fn exponential_integral_negative(x: f64) -> Complex64 {
    Complex64::new(-exponential_integral_ei(-x), -std::f64::consts::PI)
}

/// `E1(z)` for complex `z` (principal branch, cut along the negative reals).
/// The power series `-gamma - log(z) - sum (-z)^k / (k k!)` wherever its
/// terms cannot cancel much: their sum is about `e^|z|` against a result
/// of about `e^-Re(z)`, so it serves while `|z| + Re(z)` is small (near
/// zero, and along the negative reals where the terms all share a sign).
/// Elsewhere the continued fraction `e^-z / (z + 1 - 1/(z + 3 - 4/(z + 5
/// - ...)))`, which converges off the cut.
fn exponential_integral_complex(z: Complex64) -> Complex64 {
    if z.im == 0.0 {
        return match z.re {
            x if x < 0.0 => exponential_integral_negative(x),
            x => Complex64::new(exponential_integral(x), 0.0),
        };
    }
    if z.re.is_nan() || z.im.is_nan() {
        return Complex64::new(f64::NAN, f64::NAN);
    }
    if !z.re.is_finite() || !z.im.is_finite() {
        // Along any ray into the right half plane E1 vanishes; into the
        // left it grows without bound.
        return if z.re == f64::INFINITY {
            Complex64::new(0.0, 0.0)
        } else {
            Complex64::new(f64::NAN, f64::NAN)
        };
    }
    if z.norm() + z.re <= 2.0 {
        let (mut term, mut sum) = (Complex64::new(1.0, 0.0), Complex64::new(0.0, 0.0));
        for k in 1..2000 {
            let k = f64::from(k);
            term *= -z / k;
            let add = term / k;
            sum += add;
            if add.norm() <= f64::EPSILON * sum.norm() {
                break;
            }
        }
        return -EULER_GAMMA - z.ln() - sum;
    }
    // The denominator by Lentz's method from its first term `z + 1`, which
    // is not zero here (so no tiny stand-in is needed; in complex
    // arithmetic one would overflow when squared).
    let mut b = z + 1.0;
    let (mut denominator, mut c, mut d) = (b, b, Complex64::new(0.0, 0.0));
    for i in 1..100_000 {
        let a = -f64::from(i) * f64::from(i);
        b += 2.0;
        d = 1.0 / (b + d * a);
        c = b + a / c;
        let delta = c * d;
        denominator *= delta;
        if (delta - 1.0).norm() <= f64::EPSILON {
            break;
        }
    }
    (-z).exp() / denominator
}

pub fn expint(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    const F: Unary = Unary {
        name: "expint",
        real: exponential_integral,
        outside: Some(|x| (x < 0.0).then(|| exponential_integral_negative(x))),
        complex: exponential_integral_complex,
    };
    // MATLAB's expint takes single or double only; text is not a number.
    if matches!(args[0], Value::Char(_)) {
        return Err(unsupported("expint"));
    }
    one(unary(&args[0], &F)?)
}

/// Complete elliptic integrals `K(m)` and `E(m)` by the arithmetic-
/// geometric mean.
pub(crate) fn elliptic_integrals(m: f64) -> (f64, f64) {
    if m.is_nan() {
        return (f64::NAN, f64::NAN);
    }
    if m == 1.0 {
        return (f64::INFINITY, 1.0);
    }
    let (mut a, mut b) = (1.0, (1.0 - m).sqrt());
    let mut c = m.sqrt();
    let mut power = 0.5;
    let mut sum = power * c * c;
    for _ in 0..64 {
        if c.abs() <= f64::EPSILON * a {
            break;
        }
        let next_a = (a + b) / 2.0;
        let next_b = (a * b).sqrt();
        c = (a - b) / 2.0;
        power *= 2.0;
        sum += power * c * c;
        a = next_a;
        b = next_b;
    }
    let k = std::f64::consts::PI / (2.0 * a);
    (k, k * (1.0 - sum))
}

pub fn ellipke(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let m = real_argument(&args[0], "ellipke")?;
    if m.to_f64_vec().unwrap_or_default().iter().any(|&v| v > 1.0) {
        return Err(RuntimeError::new(
            "MATLAB:ellipke:MOutOfRange",
            "M must be in the range -Inf < M <= 1.",
        )
        .in_function("ellipke"));
    }
    let mut out = Outputs::new();
    out.push(real_unary(m, "ellipke", |v| elliptic_integrals(v).0)?);
    if nargout > 1 {
        out.push(real_unary(m, "ellipke", |v| elliptic_integrals(v).1)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Within 1e-14 relative: the expansions are good to a few ulps.
    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-14 * b.abs().max(1e-300)
    }

    #[test]
    fn gamma_poles_and_exact_factorials() {
        assert_eq!(gamma_of(5.0), 24.0);
        assert_eq!(gamma_of(0.0), f64::INFINITY);
        assert_eq!(gamma_of(-1.0), f64::INFINITY);
    }

    #[test]
    fn exponential_integral_against_octave() {
        assert!(close(exponential_integral(1.0), 0.219_383_934_395_520_3));
        assert!(close(exponential_integral(0.1), 1.822_923_958_419_390_7));
        assert!(close(exponential_integral(10.0), 4.156_968_929_685_324e-6));
        assert!(close(exponential_integral_ei(1.0), 1.895_117_816_355_936_8));
    }

    /// Complex E1 against a naive reference (the plain power series, where
    /// it loses little: |z| from 1 to 2), a closed form, and symmetry.
    #[test]
    fn complex_exponential_integral_methods_agree() {
        let near = |a: Complex64, b: Complex64, tol: f64| (a - b).norm() <= tol * b.norm();
        // E1(i) = -Ci(1) + i (Si(1) - pi/2).
        let e1_i = exponential_integral_complex(Complex64::new(0.0, 1.0));
        assert!(near(
            e1_i,
            Complex64::new(-0.337_403_922_900_968_1, -0.624_713_256_427_713_6),
            1e-14
        ));
        for step in 0..40 {
            let angle = -3.0 + 0.15 * f64::from(step);
            for radius in [0.3, 1.0, 2.5, 7.0, 30.0] {
                let z = Complex64::from_polar(radius, angle);
                let value = exponential_integral_complex(z);
                // Conjugate symmetry off the cut.
                assert!(near(
                    exponential_integral_complex(z.conj()),
                    value.conj(),
                    1e-13
                ));
                // The series against the continued fraction, both summed
                // here by hand, where the series loses little.
                if (1.0..=2.0).contains(&radius) {
                    let series = {
                        let (mut term, mut sum) =
                            (Complex64::new(1.0, 0.0), Complex64::new(0.0, 0.0));
                        for k in 1..200 {
                            term *= -z / f64::from(k);
                            sum += term / f64::from(k);
                        }
                        -EULER_GAMMA - z.ln() - sum
                    };
                    assert!(near(value, series, 1e-12), "{z}: {value} vs {series}");
                }
            }
        }
        // On the real axis it is the real function.
        assert_eq!(
            exponential_integral_complex(Complex64::new(2.0, 0.0)).re,
            exponential_integral(2.0)
        );
    }

    #[test]
    fn elliptic_integrals_at_known_points() {
        let (k, e) = elliptic_integrals(0.0);
        assert!(close(k, std::f64::consts::FRAC_PI_2) && close(e, std::f64::consts::FRAC_PI_2));
        let (k, e) = elliptic_integrals(0.5);
        assert!(close(k, 1.854_074_677_301_372) && close(e, 1.350_643_881_047_675_5));
    }
}
