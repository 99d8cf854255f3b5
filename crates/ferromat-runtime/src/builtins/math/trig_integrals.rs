//! The sine and cosine integrals `sinint` (Si) and `cosint` (Ci) of real
//! and complex arguments, double or single (computed in double). Three
//! methods, each used where it is accurate to a few ulps:
//! - the power series near zero and near the imaginary axis (where its
//!   terms cannot cancel much: their sum is about `e^|z|` against a result
//!   of about `e^|Im z|`);
//! - the continued fraction of `E1(iz)` and `E1(-iz)` (modified Lentz) in
//!   the rest of the disc `|z| <= 50`;
//! - the asymptotic expansions of the auxiliary functions `f` and `g`
//!   beyond it.
//!
//! Arguments with a negative real part are reflected (`Si` is odd; `Ci`
//! gains `+-i*pi` from its logarithm, the sign following the imaginary
//! part's sign bit as MATLAB's `cosint(-1) = Ci(1) + i*pi` does). This
//! file holds no other special function; the element-wise class rules are
//! `map.rs`'s.

use std::f64::consts::{FRAC_PI_2, PI};

use num_complex::Complex64;

use super::complex_tan::recip;
use super::map::{unary, unsupported, Unary};
use crate::builtins::{one, Outputs};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

const EULER_GAMMA: f64 = 0.577_215_664_901_532_9;

/// Up to this modulus the series or the continued fraction; beyond it the
/// asymptotic expansions, whose smallest term there is below 1e-20.
const ASYMPTOTIC_FROM: f64 = 50.0;

/// The series serves everywhere within this modulus: its terms sum to at
/// most `Shi(2)`, about 1.6 times `Si(2)`.
const SERIES_DISC: f64 = 2.0;

/// Beyond the disc the series also serves while `|z| - |Im z|` stays below
/// this, which bounds the cancellation factor by `e` (the continued fraction
/// converges slowly there, its argument being near the negative reals).
const SERIES_BAND: f64 = 1.0;

/// The two power series `S = sum s^k z^(2k+1) / ((2k+1) (2k+1)!)` (k >= 0)
/// and `C = sum s^k z^(2k) / (2k (2k)!)` (k >= 1), with `s = -1` for the
/// trigonometric integrals (`Si = S`, `Ci = gamma + log z + C`) and
/// `s = 1` for the hyperbolic ones (`Shi`, `Chi`).
fn series(z: Complex64, s: f64) -> (Complex64, Complex64) {
    // `power` is z^n / n! with the sign s^floor(n/2).
    let mut power = z;
    let mut odd = z;
    let mut even = Complex64::new(0.0, 0.0);
    let modulus = z.norm();
    let mut n = 1.0;
    while n < 2000.0 {
        n += 1.0;
        power = power * z / n;
        if n % 2.0 == 0.0 {
            power *= s;
        }
        let term = power / n;
        if n % 2.0 == 0.0 {
            even += term;
        } else {
            odd += term;
        }
        // Past the largest term, stop once a term no longer counts.
        if n > modulus && term.norm() <= 0.25 * f64::EPSILON * (odd.norm() + even.norm()) {
            break;
        }
    }
    (odd, even)
}

/// `series` for a real argument, carried in double-double arithmetic
/// (value plus rounding error, products split exactly by `mul_add`): the
/// recurrence of the terms and their sum then add no rounding of their
/// own, which matters for `Shi` and `Chi` on the imaginary axis, where
/// sixty positive terms are summed.
fn series_real(x: f64, s: f64) -> (f64, f64) {
    // (hi, lo) pairs, |lo| <= ulp(hi) / 2.
    fn quick_sum(a: f64, b: f64) -> (f64, f64) {
        let sum = a + b;
        (sum, b - (sum - a))
    }
    fn add(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
        let sum = a.0 + b.0;
        let virtual_b = sum - a.0;
        let error = (a.0 - (sum - virtual_b)) + (b.0 - virtual_b);
        quick_sum(sum, error + a.1 + b.1)
    }
    fn scale(a: (f64, f64), y: f64) -> (f64, f64) {
        let product = a.0 * y;
        quick_sum(product, a.0.mul_add(y, -product) + a.1 * y)
    }
    fn divide(a: (f64, f64), n: f64) -> (f64, f64) {
        let quotient = a.0 / n;
        let remainder = (-quotient).mul_add(n, a.0) + a.1;
        quick_sum(quotient, remainder / n)
    }
    let mut power = (x, 0.0);
    let (mut odd, mut even) = ((x, 0.0), (0.0, 0.0));
    let mut n = 1.0;
    while n < 2000.0 {
        n += 1.0;
        power = divide(scale(power, x), n);
        if n % 2.0 == 0.0 {
            power = (power.0 * s, power.1 * s);
        }
        let term = divide(power, n);
        if n % 2.0 == 0.0 {
            even = add(even, term);
        } else {
            odd = add(odd, term);
        }
        if n > x.abs() && term.0.abs() <= 0.25 * f64::EPSILON * (odd.0.abs() + even.0.abs()) {
            break;
        }
    }
    (odd.0 + odd.1, even.0 + even.1)
}

/// `E1(w) e^w` by the continued fraction
/// `1 / (w + 1 - 1/(w + 3 - 4/(w + 5 - ...)))`. Lentz's method (from the
/// first term `w + 1`, never zero where it is used, so no tiny stand-in is
/// needed) finds how many terms converge; the fraction is then summed
/// again from its tail, which accumulates less rounding than the forward
/// product.
fn scaled_e1(w: Complex64) -> Complex64 {
    let mut b = w + 1.0;
    let (mut c, mut d) = (b, Complex64::new(0.0, 0.0));
    let mut terms = 20_000;
    for i in 1..20_000 {
        let a = -f64::from(i) * f64::from(i);
        b += 2.0;
        d = 1.0 / (b + d * a);
        c = b + a / c;
        if (c * d - 1.0).norm() <= 0.25 * f64::EPSILON {
            terms = i;
            break;
        }
    }
    let mut tail = Complex64::new(0.0, 0.0);
    for i in (1..=terms + 2).rev() {
        let i = f64::from(i);
        tail = -(i * i) / (w + (2.0 * i + 1.0) + tail);
    }
    1.0 / (w + 1.0 + tail)
}

/// The auxiliary functions `f(z) ~ (1/z) sum (-1)^k (2k)! / z^2k` and
/// `g(z) ~ (1/z^2) sum (-1)^k (2k+1)! / z^2k`, summed up to the smallest
/// term, for `|z| >= ASYMPTOTIC_FROM`.
fn auxiliary(z: Complex64) -> (Complex64, Complex64) {
    // `1 / (z * z)` would be NaN once `z * z` overflows (|z| > 1.3e154).
    let inverse = recip(z);
    let inverse_square = inverse * inverse;
    let (mut f_term, mut g_term) = (Complex64::new(1.0, 0.0), Complex64::new(1.0, 0.0));
    let (mut f_sum, mut g_sum) = (f_term, g_term);
    let mut k = 1.0;
    while k < 100.0 {
        let next_f = -f_term * inverse_square * ((2.0 * k - 1.0) * (2.0 * k));
        let next_g = -g_term * inverse_square * ((2.0 * k) * (2.0 * k + 1.0));
        if next_g.norm() >= g_term.norm() {
            break;
        }
        f_term = next_f;
        g_term = next_g;
        f_sum += f_term;
        g_sum += g_term;
        if g_term.norm() <= 0.25 * f64::EPSILON * g_sum.norm() {
            break;
        }
        k += 1.0;
    }
    (f_sum * inverse, g_sum * inverse_square)
}

/// `(Si(x), Ci(x))` for finite real `x > 0`.
fn si_ci_positive(x: f64) -> (f64, f64) {
    if x <= SERIES_DISC {
        let (s, c) = series_real(x, -1.0);
        return (s, EULER_GAMMA + x.ln() + c);
    }
    if x < ASYMPTOTIC_FROM {
        // E1(ix) = -Ci(x) + i (Si(x) - pi/2).
        let e1 = Complex64::new(0.0, -x).exp() * scaled_e1(Complex64::new(0.0, x));
        return (FRAC_PI_2 + e1.im, -e1.re);
    }
    let (f, g) = auxiliary(Complex64::new(x, 0.0));
    let (sin, cos) = x.sin_cos();
    (FRAC_PI_2 - f.re * cos - g.re * sin, f.re * sin - g.re * cos)
}

/// `Si(x)` of a real `x`, odd (so `Si(-0) = -0`), `+-pi/2` at `+-Inf`.
pub(crate) fn sine_integral(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.is_infinite() {
        return FRAC_PI_2.copysign(x);
    }
    if x == 0.0 {
        return x;
    }
    si_ci_positive(x.abs()).0.copysign(x)
}

/// `Ci(x)` of a real `x >= 0` (`-Inf` at zero, 0 at `Inf`).
pub(crate) fn cosine_integral(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    if x == f64::INFINITY {
        return 0.0;
    }
    si_ci_positive(x).1
}

/// `Ci(x)` of a real `x` with its sign bit set (including -0 and -Inf):
/// `Ci(|x|) + i*pi`, the upper side of the cut, as MATLAB gives it.
fn cosine_integral_negative(x: f64) -> Option<Complex64> {
    (x.is_sign_negative() && !x.is_nan()).then(|| Complex64::new(cosine_integral(-x), PI))
}

/// `(Si(iy), Ci(iy))` for real `y > 0`: `i Shi(y)` and `Chi(y) + i pi/2`.
fn on_imaginary_axis(y: f64) -> (Complex64, Complex64) {
    let (shi, chi) = if y <= ASYMPTOTIC_FROM {
        let (s, c) = series_real(y, 1.0);
        (s, EULER_GAMMA + y.ln() + c)
    } else {
        // Both are Ei(y)/2 to within e^-2y; Ei(y) ~ e^y/y sum k!/y^k. The
        // exponential is split so the result overflows only when it must.
        let (mut term, mut sum, mut k) = (1.0, 1.0, 1.0);
        while k < 100.0 {
            let next = term * k / y;
            if next >= term || next <= 0.25 * f64::EPSILON * sum {
                break;
            }
            term = next;
            sum += term;
            k += 1.0;
        }
        let half = (0.5 * y).exp();
        let value = half * (half * sum / (2.0 * y));
        (value, value)
    };
    (Complex64::new(0.0, shi), Complex64::new(chi, FRAC_PI_2))
}

/// `(Si(z), Ci(z))` for finite `z` with `Re z > 0` or on the imaginary
/// axis off zero.
fn si_ci_right(z: Complex64) -> (Complex64, Complex64) {
    if z.im == 0.0 {
        let (s, c) = si_ci_positive(z.re);
        return (Complex64::new(s, 0.0), Complex64::new(c, 0.0));
    }
    if z.re == 0.0 {
        let (s, c) = on_imaginary_axis(z.im.abs());
        return if z.im > 0.0 { (s, c) } else { (-s, c.conj()) };
    }
    let modulus = z.norm();
    if modulus >= ASYMPTOTIC_FROM {
        let (f, g) = auxiliary(z);
        let (sin, cos) = (z.sin(), z.cos());
        return (FRAC_PI_2 - f * cos - g * sin, f * sin - g * cos);
    }
    if modulus <= SERIES_DISC || modulus - z.im.abs() <= SERIES_BAND {
        let (s, c) = series(z, -1.0);
        return (s, EULER_GAMMA + z.ln() + c);
    }
    // For Re z > 0: E1(+-iz) = -Ci(z) +- i (Si(z) - pi/2).
    let i = Complex64::new(0.0, 1.0);
    let plus = (-i * z).exp() * scaled_e1(i * z);
    let minus = (i * z).exp() * scaled_e1(-i * z);
    (FRAC_PI_2 - 0.5 * i * (plus - minus), -0.5 * (plus + minus))
}

/// `Si(z)` for complex `z`.
fn sine_integral_complex(z: Complex64) -> Complex64 {
    if z.im == 0.0 {
        return Complex64::new(sine_integral(z.re), z.im);
    }
    if !z.re.is_finite() || !z.im.is_finite() {
        return Complex64::new(f64::NAN, f64::NAN);
    }
    if z.re < 0.0 {
        return -si_ci_right(-z).0;
    }
    si_ci_right(z).0
}

/// `Ci(z)` for complex `z`; a negative real part reflects with `+i*pi`
/// above the cut and `-i*pi` below it (a -0 imaginary part is below).
fn cosine_integral_complex(z: Complex64) -> Complex64 {
    if z.re.is_nan() || z.im.is_nan() {
        return Complex64::new(f64::NAN, f64::NAN);
    }
    let side = PI.copysign(z.im);
    if z.im == 0.0 {
        return if z.re.is_sign_negative() {
            Complex64::new(cosine_integral(-z.re), side)
        } else {
            Complex64::new(cosine_integral(z.re), 0.0)
        };
    }
    if !z.re.is_finite() || !z.im.is_finite() {
        return Complex64::new(f64::NAN, f64::NAN);
    }
    if z.re < 0.0 {
        return si_ci_right(-z).1 + Complex64::new(0.0, side);
    }
    si_ci_right(z).1
}

/// `sinint(X)`: the sine integral, element-wise, double or single.
pub fn sinint(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    const F: Unary = Unary {
        name: "sinint",
        real: sine_integral,
        outside: None,
        complex: sine_integral_complex,
    };
    // A numeric function: text is not a number here.
    if matches!(args[0], Value::Char(_)) {
        return Err(unsupported("sinint"));
    }
    one(unary(&args[0], &F)?)
}

/// `cosint(X)`: the cosine integral, element-wise, double or single;
/// complex for negative real arguments.
pub fn cosint(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    const F: Unary = Unary {
        name: "cosint",
        real: cosine_integral,
        outside: Some(cosine_integral_negative),
        complex: cosine_integral_complex,
    };
    if matches!(args[0], Value::Char(_)) {
        return Err(unsupported("cosint"));
    }
    one(unary(&args[0], &F)?)
}

#[cfg(test)]
#[path = "trig_integrals_tests.rs"]
mod tests;
