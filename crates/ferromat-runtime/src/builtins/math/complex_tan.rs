//! The complex tangent family: `tanh`, `tan`, `coth` and `cot` of a complex
//! argument, and the reciprocal they share. The textbook quotient
//! `sinh z / cosh z` overflows to `Inf/Inf = NaN` once `|re z|` passes
//! about 710 and loses digits near the imaginary axis, so tanh uses
//! Kahan's formula ("Branch cuts for complex elementary functions", 1987)
//! and the other three are derived from it. Nothing else lives here: the
//! builtins themselves are rows in `trig.rs`.

use num_complex::Complex64;

use crate::ops::arith::{complex_element, ArithOp};

/// Beyond this `|re z|` the real part of tanh rounds to +-1 and the
/// imaginary part is `4 sin y cos y e^(-2|x|)` to full precision (the
/// neglected terms are below `e^(-44)` relative); the closed form also
/// avoids overflowing `sinh(x)^2`.
const SATURATED: f64 = 22.0;

/// `1 / z` by Smith's division, so that reciprocals of tiny or huge
/// numbers do not underflow or overflow in `|z|^2` (`coth(1e-300 +
/// 1e-300i)` is about `5e299 - 5e299i`, not Inf).
pub(crate) fn recip(z: Complex64) -> Complex64 {
    complex_element(ArithOp::Div, Complex64::new(1.0, 0.0), z)
}

/// `tanh(x + iy)` by Kahan's formula: with `t = tan y`, `b = 1 + t^2`,
/// `s = sinh x` and `r = sqrt(1 + s^2)`,
/// `tanh = (b r s + i t) / (1 + b s^2)`. It stays finite wherever tanh is
/// (`tanh(i*pi/2)` is `1.6331e16i`, the value at the double nearest the
/// pole) and keeps tiny arguments exact.
pub(crate) fn complex_tanh(z: Complex64) -> Complex64 {
    let (x, y) = (z.re, z.im);
    if x.is_nan() {
        return Complex64::new(f64::NAN, if y == 0.0 { y } else { f64::NAN });
    }
    if x.abs() > SATURATED {
        let re = 1.0_f64.copysign(x);
        if x.is_infinite() && !y.is_finite() {
            // tanh(+-Inf + iy) is +-1 for every y; the sign of the
            // vanishing imaginary part is undetermined.
            return Complex64::new(re, 0.0);
        }
        // exp(-2|x|) underflows gracefully, to 0 for infinite x, where the
        // product keeps the sign of sin 2y.
        let im = 4.0 * y.sin() * y.cos() * (-2.0 * x.abs()).exp();
        return Complex64::new(re, im);
    }
    let t = y.tan();
    let beta = 1.0 + t * t;
    let s = x.sinh();
    let rho = (1.0 + s * s).sqrt();
    let denom = 1.0 + beta * s * s;
    Complex64::new(beta * rho * s / denom, t / denom)
}

/// `tan z = -i tanh(iz)`: with `tanh(-y + ix) = a + ib`, `tan(x + iy) =
/// b - ia`, so large imaginary parts saturate to `+-i` as they should.
pub(crate) fn complex_tan(z: Complex64) -> Complex64 {
    let w = complex_tanh(Complex64::new(-z.im, z.re));
    Complex64::new(w.im, -w.re)
}

/// `coth z = 1 / tanh z`; finite and near 0 at the zeros of coth
/// (`coth(i*pi/2)` is `-6.1232e-17i`), +-1 for large real parts.
pub(crate) fn complex_coth(z: Complex64) -> Complex64 {
    recip(complex_tanh(z))
}

/// `cot z = 1 / tan z`.
pub(crate) fn complex_cot(z: Complex64) -> Complex64 {
    recip(complex_tan(z))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: Complex64, b: Complex64, tol: f64) -> bool {
        (a - b).norm() <= tol * b.norm().max(f64::MIN_POSITIVE)
    }

    #[test]
    fn values_at_the_edges_match_octave() {
        // Reference values from GNU Octave 7.3 (glibc ctanh).
        let c = Complex64::new;
        let pole = complex_tanh(c(0.0, std::f64::consts::FRAC_PI_2));
        assert_eq!(pole.re, 0.0);
        assert!(close(pole, c(0.0, 16331239353195370.0), 1e-15));
        assert_eq!(complex_tanh(c(800.0, 1.0)), c(1.0, 0.0));
        assert_eq!(complex_tanh(c(-800.0, 1.0)), c(-1.0, 0.0));
        assert_eq!(complex_tanh(c(f64::INFINITY, 1.0)), c(1.0, 0.0));
        assert_eq!(complex_tanh(c(1e-300, 1e-300)), c(1e-300, 1e-300));
        assert!(close(
            complex_tanh(c(20.0, 3.0)),
            c(1.0, -2.374112041535652e-18),
            1e-15
        ));
        assert!(close(
            complex_tanh(c(355.0, 1.0)),
            c(1.0, 8.14055109348328e-309),
            1e-15
        ));
        let near = complex_tanh(c(1e-10, std::f64::consts::FRAC_PI_2));
        assert!(close(near, c(9999999999.99625, 6123.233995734469), 1e-12));
        assert!(close(
            complex_tan(c(800.0, 1.0)),
            c(-0.25324503106270563, 1.146350421670498),
            1e-12
        ));
        assert_eq!(complex_tan(c(0.0, 800.0)), c(0.0, 1.0));
        assert!(close(
            complex_coth(c(1e-300, 1e-300)),
            c(5e299, -5e299),
            1e-15
        ));
        let zero = complex_coth(c(0.0, std::f64::consts::FRAC_PI_2));
        assert!(close(zero, c(0.0, -6.123233995736766e-17), 1e-15));
        assert!(complex_tanh(c(f64::NAN, 1.0)).re.is_nan());
    }

    /// Where `sinh/cosh` is well conditioned (moderate arguments away from
    /// the poles) Kahan's formula agrees with it to rounding.
    #[test]
    fn agrees_with_the_quotient_where_that_is_well_conditioned() {
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        for _ in 0..2000 {
            let z = Complex64::new(8.0 * next() - 4.0, 8.0 * next() - 4.0);
            let cosh = z.cosh();
            if cosh.norm() < 0.1 {
                continue;
            }
            let naive = z.sinh() / cosh;
            assert!(close(complex_tanh(z), naive, 1e-13), "tanh({z})");
            let naive_tan = z.sin() / z.cos();
            if z.cos().norm() >= 0.1 {
                assert!(close(complex_tan(z), naive_tan, 1e-13), "tan({z})");
            }
        }
    }
}
