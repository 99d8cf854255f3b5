//! Trigonometric and hyperbolic builtins: sin cos tan sec csc cot and their
//! inverses, the hyperbolic six and their inverses, the degree forms
//! (sind ... acotd), sinpi and cospi, atan2, atan2d, deg2rad and rad2deg. Each is a row of element functions handed to the
//! shared maps in `map.rs`; this file holds no class dispatch of its own.

use num_complex::Complex64;

use super::map::{real_binary, real_unary, unary, Unary};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

const DEG: f64 = std::f64::consts::PI / 180.0;

use super::complex_tan::{complex_cot, complex_coth, complex_tan, complex_tanh, recip};

use std::f64::consts::{FRAC_PI_2, PI};

/// `asin(x)` for real `|x| > 1`: `sign(x)*(pi/2 - i*acosh(|x|))`, the
/// branch MATLAB gives (`asin(2)` is `1.5708 - 1.3170i`).
fn asin_outside(x: f64) -> Option<Complex64> {
    (x.abs() > 1.0).then(|| Complex64::new(FRAC_PI_2, -x.abs().acosh()) * x.signum())
}

/// `acos(x)` for real `|x| > 1`: `i*acosh(x)` above 1, `pi - i*acosh(-x)`
/// below -1.
fn acos_outside(x: f64) -> Option<Complex64> {
    (x.abs() > 1.0).then(|| {
        if x > 1.0 {
            Complex64::new(0.0, x.acosh())
        } else {
            Complex64::new(PI, -(-x).acosh())
        }
    })
}

/// `acosh(x)` for real `x < 1`: `i*acos(x)` on [-1, 1), and
/// `acosh(-x) + i*pi` below -1.
fn acosh_outside(x: f64) -> Option<Complex64> {
    if x >= 1.0 || x.is_nan() {
        None
    } else if x >= -1.0 {
        Some(Complex64::new(0.0, x.acos()))
    } else {
        Some(Complex64::new((-x).acosh(), PI))
    }
}

/// `atanh(x)` for real `|x| > 1`: `atanh(1/x) + i*pi/2` (the imaginary
/// part is +pi/2 on both sides, as MATLAB gives).
fn atanh_outside(x: f64) -> Option<Complex64> {
    (x.abs() > 1.0).then(|| Complex64::new((1.0 / x).atanh(), FRAC_PI_2))
}

/// `asec(x) = acos(1/x)` and `acsc(x) = asin(1/x)` for real `|x| < 1`.
fn asec_outside(x: f64) -> Option<Complex64> {
    acos_outside(1.0 / x)
}

fn acsc_outside(x: f64) -> Option<Complex64> {
    asin_outside(1.0 / x)
}

/// `asin(z)` and `acos(z)` by the formulas of Hull, Fairgrieve and Tang:
/// with `A = (|z+1| + |z-1|)/2`, `asin z = asin(x/A) + i*acosh(A)` and
/// `acos z = acos(x/A) - i*acosh(A)` (imaginary sign following `y`),
/// which keep full accuracy where the logarithmic formula loses digits.
fn complex_asin(z: Complex64) -> Complex64 {
    if z.im == 0.0 {
        // On the real axis the branch is the real argument's.
        return asin_outside(z.re).unwrap_or_else(|| Complex64::new(z.re.asin(), 0.0));
    }
    let (a, ratio) = hull_parts(z);
    Complex64::new(ratio.asin(), a.acosh().copysign(z.im))
}

fn complex_acos(z: Complex64) -> Complex64 {
    if z.im == 0.0 {
        return acos_outside(z.re).unwrap_or_else(|| Complex64::new(z.re.acos(), 0.0));
    }
    let (a, ratio) = hull_parts(z);
    Complex64::new(ratio.acos(), -a.acosh().copysign(z.im))
}

fn hull_parts(z: Complex64) -> (f64, f64) {
    let a = 0.5 * ((z.re + 1.0).hypot(z.im) + (z.re - 1.0).hypot(z.im));
    let a = a.max(1.0);
    (a, (z.re / a).clamp(-1.0, 1.0))
}

fn asind_outside(x: f64) -> Option<Complex64> {
    asin_outside(x).map(|z| z / DEG)
}

fn acosd_outside(x: f64) -> Option<Complex64> {
    acos_outside(x).map(|z| z / DEG)
}

macro_rules! unary_builtins {
    ($($name:ident: $real:expr, $leaves:expr, $complex:expr;)*) => {
        $(
            pub fn $name(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
                const F: Unary = Unary {
                    name: stringify!($name),
                    real: $real,
                    outside: $leaves,
                    complex: $complex,
                };
                one(unary(&args[0], &F)?)
            }
        )*
    };
}

unary_builtins! {
    sin: f64::sin, None, |z| z.sin();
    cos: f64::cos, None, |z| z.cos();
    tan: f64::tan, None, complex_tan;
    sec: |x| 1.0 / x.cos(), None, |z| recip(z.cos());
    csc: |x| 1.0 / x.sin(), None, |z| recip(z.sin());
    cot: |x| 1.0 / x.tan(), None, complex_cot;
    asin: f64::asin, Some(asin_outside), complex_asin;
    acos: f64::acos, Some(acos_outside), complex_acos;
    atan: f64::atan, None, |z| z.atan();
    asec: |x| (1.0 / x).acos(), Some(asec_outside), |z| complex_acos(recip(z));
    acsc: |x| (1.0 / x).asin(), Some(acsc_outside), |z| complex_asin(recip(z));
    acot: |x| (1.0 / x).atan(), None, |z| recip(z).atan();
    sinh: f64::sinh, None, |z| z.sinh();
    cosh: f64::cosh, None, |z| z.cosh();
    tanh: f64::tanh, None, complex_tanh;
    asinh: f64::asinh, None, |z| z.asinh();
    acosh: f64::acosh, Some(acosh_outside), |z| z.acosh();
    atanh: f64::atanh, Some(atanh_outside), |z| z.atanh();
    asind: |x| x.asin() / DEG, Some(asind_outside), |z| complex_asin(z) / DEG;
    acosd: |x| x.acos() / DEG, Some(acosd_outside), |z| complex_acos(z) / DEG;
    atand: |x| x.atan() / DEG, None, |z| z.atan() / DEG;
    sech: |x| 1.0 / x.cosh(), None, |z| recip(z.cosh());
    csch: |x| 1.0 / x.sinh(), None, |z| recip(z.sinh());
    coth: |x| 1.0 / x.tanh(), None, complex_coth;
    asech: |x| (1.0 / x).acosh(), Some(asech_outside), |z| recip(z).acosh();
    acsch: |x| (1.0 / x).asinh(), None, |z| recip(z).asinh();
    acoth: |x| (1.0 / x).atanh(), Some(acoth_outside), |z| recip(z).atanh();
    asecd: |x| (1.0 / x).acos() / DEG, Some(asecd_outside), |z| complex_acos(recip(z)) / DEG;
    acscd: |x| (1.0 / x).asin() / DEG, Some(acscd_outside), |z| complex_asin(recip(z)) / DEG;
    acotd: |x| (1.0 / x).atan() / DEG, None, |z| recip(z).atan() / DEG;
    sinpi: sin_pi, None, |z| (z * PI).sin();
    cospi: cos_pi, None, |z| (z * PI).cos();
}

/// The degree forms of the direct functions: like `unary_builtins!`, but
/// MATLAB's sind/cosd/tand (and secd/cscd/cotd built on them) take only
/// floating-point input, and complex arguments go through the exact real
/// reduction too.
macro_rules! degree_builtins {
    ($($name:ident: $real:expr, $complex:expr;)*) => {
        $(
            pub fn $name(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
                const F: Unary = Unary {
                    name: stringify!($name),
                    real: $real,
                    outside: None,
                    complex: $complex,
                };
                needs_float(stringify!($name), &args[0])?;
                one(unary(&args[0], &F)?)
            }
        )*
    };
}

degree_builtins! {
    sind: sin_degrees, complex_sin_degrees;
    cosd: cos_degrees, complex_cos_degrees;
    tand: tan_degrees, complex_tan_degrees;
    secd: |x| 1.0 / cos_degrees(x), |z| recip(complex_cos_degrees(z));
    cscd: |x| 1.0 / sin_degrees(x), |z| recip(complex_sin_degrees(z));
    cotd: |x| 1.0 / tan_degrees(x), |z| recip(complex_tan_degrees(z));
}

/// `sind(a + bi) = sind(a)*cosh(b) + i*cosd(a)*sinh(b)` (b in radians),
/// with the real part reduced exactly, so `sind(180 + 180i)` has a zero
/// real part as `sind(180)` is zero.
fn complex_sin_degrees(z: Complex64) -> Complex64 {
    let b = z.im * DEG;
    Complex64::new(sin_degrees(z.re) * b.cosh(), cos_degrees(z.re) * b.sinh())
}

/// `cosd(a + bi) = cosd(a)*cosh(b) - i*sind(a)*sinh(b)`.
fn complex_cos_degrees(z: Complex64) -> Complex64 {
    let b = z.im * DEG;
    Complex64::new(cos_degrees(z.re) * b.cosh(), -sin_degrees(z.re) * b.sinh())
}

/// `tand(a + bi)` as the complex tangent of the angle with its real part
/// first reduced modulo 180 (exact), which keeps large real parts
/// accurate and the real part zero at multiples of 180.
fn complex_tan_degrees(z: Complex64) -> Complex64 {
    if !z.re.is_finite() {
        return complex_tan(z * DEG);
    }
    complex_tan(Complex64::new(z.re % 180.0, z.im) * DEG)
}

/// `asech(x) = acosh(1/x)` outside (0, 1]; `acoth(x) = atanh(1/x)` for
/// `|x| < 1`; the degree inverses of secant and cosecant likewise.
fn asech_outside(x: f64) -> Option<Complex64> {
    acosh_outside(1.0 / x)
}

fn acoth_outside(x: f64) -> Option<Complex64> {
    atanh_outside(1.0 / x)
}

fn asecd_outside(x: f64) -> Option<Complex64> {
    asec_outside(x).map(|z| z / DEG)
}

fn acscd_outside(x: f64) -> Option<Complex64> {
    acsc_outside(x).map(|z| z / DEG)
}

/// `x` split as `quadrant/2 + rest` with `rest` in [-1/4, 1/4], so that
/// sinpi and cospi are exact at multiples of 1/2.
fn half_split(x: f64) -> (u8, f64) {
    let halves = (2.0 * (x % 2.0)).round();
    (halves.rem_euclid(4.0) as u8, x % 2.0 - halves / 2.0)
}

/// `sin(pi*x)`, exactly 0 at integers and +-1 at half-integers.
fn sin_pi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let (quadrant, rest) = half_split(x);
    let (s, c) = ((rest * PI).sin(), (rest * PI).cos());
    match quadrant {
        0 => s,
        1 => c,
        2 => -s,
        _ => -c,
    }
}

/// `cos(pi*x)`, exactly 0 at half-integers and +-1 at integers.
fn cos_pi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let (quadrant, rest) = half_split(x);
    let (s, c) = ((rest * PI).sin(), (rest * PI).cos());
    match quadrant {
        0 => c,
        1 => -s + 0.0,
        2 => -c,
        _ => s + 0.0,
    }
}

/// An angle in degrees split as `90*quadrant + rest` with `rest` in
/// [-45, 45] and `quadrant` in 0..4, so that multiples of 90 are exact.
fn quadrant_split(x: f64) -> (u8, f64) {
    let reduced = x % 360.0;
    let quarter = (reduced / 90.0).round();
    let rest = reduced - 90.0 * quarter;
    (quarter.rem_euclid(4.0) as u8, rest)
}

/// `sin(x)` for `x` in degrees: exactly 0 at multiples of 180 and exactly
/// +-1 at odd multiples of 90, as MATLAB documents.
pub(crate) fn sin_degrees(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let (quadrant, rest) = quadrant_split(x);
    let (s, c) = ((rest * DEG).sin(), (rest * DEG).cos());
    // `+ 0.0` turns the -0 of sind(-180) into the 0 MATLAB shows.
    match quadrant {
        0 => s,
        1 => c,
        2 => -s + 0.0,
        _ => -c,
    }
}

/// `cos(x)` for `x` in degrees, exact at multiples of 90.
pub(crate) fn cos_degrees(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let (quadrant, rest) = quadrant_split(x);
    let (s, c) = ((rest * DEG).sin(), (rest * DEG).cos());
    match quadrant {
        0 => c,
        1 => -s + 0.0,
        2 => -c,
        _ => s + 0.0,
    }
}

/// `tan(x)` for `x` in degrees: 0 at multiples of 180 and +-Inf at odd
/// multiples of 90 (Inf at 90 and 270, -Inf at -90), as MATLAB documents
/// `tand(90)` to be Inf.
pub(crate) fn tan_degrees(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let (quadrant, rest) = quadrant_split(x);
    let t = (rest * DEG).tan();
    match (quadrant % 2, rest == 0.0) {
        (0, _) => t + 0.0,
        // The pole takes the sign of x: rem(x, 180) is +90 for 90, 270,
        // ... and -90 for -90, -270, ...
        (_, true) if x > 0.0 => f64::INFINITY,
        (_, true) => f64::NEG_INFINITY,
        _ => -1.0 / t,
    }
}

/// `atan2(Y, X)`: four-quadrant inverse tangent of real arguments.
pub fn atan2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(real_binary(&args[0], &args[1], "atan2", f64::atan2)?)
}

/// `atan2d(Y, X)`: four-quadrant inverse tangent in degrees.
pub fn atan2d(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(real_binary(&args[0], &args[1], "atan2d", |y, x| {
        y.atan2(x) / DEG
    })?)
}

/// The message MATLAB gives deg2rad and rad2deg for non-float input.
fn needs_float(name: &str, value: &Value) -> Result<()> {
    if value.class().is_float() {
        Ok(())
    } else {
        Err(RuntimeError::new(
            format!("MATLAB:{name}:nonFloatInput"),
            "Input must be floating point.",
        )
        .in_function(name))
    }
}

/// The value times a constant, for double, single and complex values.
fn scaled(value: &Value, name: &'static str, factor: f64) -> Result<Value> {
    needs_float(name, value)?;
    match value {
        Value::ComplexDouble(t) => Ok(Value::ComplexDouble(t.map(|z| z * factor))),
        Value::ComplexSingle(t) => Ok(Value::ComplexSingle(t.map(|z| z * factor as f32))),
        other => real_unary(other, name, |x| x * factor),
    }
}

pub fn deg2rad(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(scaled(&args[0], "deg2rad", DEG)?)
}

pub fn rad2deg(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(scaled(&args[0], "rad2deg", 1.0 / DEG)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn degree_functions_are_exact_at_right_angles() {
        assert_eq!(sin_degrees(180.0), 0.0);
        assert!(sin_degrees(180.0).is_sign_positive());
        assert_eq!(sin_degrees(90.0), 1.0);
        assert_eq!(sin_degrees(-90.0), -1.0);
        assert_eq!(sin_degrees(720.0), 0.0);
        assert_eq!(cos_degrees(90.0), 0.0);
        assert_eq!(cos_degrees(180.0), -1.0);
        assert_eq!(cos_degrees(270.0), 0.0);
        assert_eq!(cos_degrees(-360.0), 1.0);
        assert_eq!(tan_degrees(90.0), f64::INFINITY);
        assert_eq!(tan_degrees(-90.0), f64::NEG_INFINITY);
        assert_eq!(tan_degrees(270.0), f64::INFINITY);
        assert_eq!(tan_degrees(-270.0), f64::NEG_INFINITY);
        let z = complex_sin_degrees(Complex64::new(180.0, 180.0));
        assert_eq!(z.re, 0.0);
        let z = complex_cos_degrees(Complex64::new(90.0, 180.0));
        assert_eq!(z.re, 0.0);
        assert_eq!(tan_degrees(180.0), 0.0);
        assert!((tan_degrees(45.0) - 1.0).abs() < 1e-15);
        assert!((sin_degrees(30.0) - 0.5).abs() < 1e-15);
        assert!(sin_degrees(f64::INFINITY).is_nan());
    }

    #[test]
    fn inverse_functions_turn_complex_outside_their_domain() {
        const ASIN: Unary = Unary {
            name: "asin",
            real: f64::asin,
            outside: Some(asin_outside),
            complex: complex_asin,
        };
        let v = unary(&Value::row(vec![0.5, 2.0]), &ASIN).unwrap();
        assert!(v.is_complex());
        let v = unary(&Value::row(vec![0.5, 1.0]), &ASIN).unwrap();
        assert!(!v.is_complex());
    }
}
