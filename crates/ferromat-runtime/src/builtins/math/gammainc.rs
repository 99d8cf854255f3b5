//! `gammainc`: the regularized incomplete gamma function, lower and upper
//! and their scaled forms, for every real `x` (complex results for a
//! negative `x` with a non-integer `a`, as MATLAB gives them) and `a >= 0`.
//! The edges (`a` or `x` zero or infinite) are the limits MATLAB returns;
//! the scaled forms come straight from the series where it applies, so
//! they keep their digits where `exp` of the factor would lose them. The
//! kernels are `incomplete.rs`'s; this file must not hold other special
//! functions (special.rs has them).

use num_complex::Complex64;

use super::incomplete::{
    gamma_prefactor, regularized_gamma, scaled_upper_fraction, upper_gamma_fraction,
};
use super::incomplete_beta::same_size_or_scalar;
use super::map::real_nary;
use super::special::{gamma_of, real_argument, tail_argument, Tail};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::convert::simplify_complex;
use crate::value::{Tensor, Value};

/// `S(a, x) = sum x^n / ((a+1)...(a+n))`: the lower tail without its
/// factor, `P(a, x) = x^a e^-x / Gamma(a+1) * S`, so that `S` is exactly
/// the `'scaledlower'` result. Used for `x < a + 1`. For negative `x`
/// its terms alternate and cancel (8 digits lost at x = -20), so there it
/// is summed in Kummer's form (below) unless `e^-x` would overflow.
fn lower_series(x: f64, a: f64) -> f64 {
    if x < 0.0 && a > 0.0 && x >= -KUMMER_LIMIT {
        return x.exp() * kummer_sum(-x, a);
    }
    let mut term = 1.0_f64;
    let mut sum = 1.0_f64;
    let mut n = 1.0;
    while term.abs() > f64::EPSILON * sum.abs() && n < 100_000.0 {
        term *= x / (a + n);
        sum += term;
        n += 1.0;
    }
    sum
}

/// Up to this `|x|` a negative `x` takes Kummer's form of the series,
/// whose sum grows like `e^|x|`.
const KUMMER_LIMIT: f64 = 700.0;

/// `sum_n a/(a+n) y^n/n!` for `y > 0`: Kummer's transformation turns
/// `S(a, -y) = 1F1(1; a+1; -y)` into `e^-y 1F1(a; a+1; y)`, whose terms are
/// all positive, so the sum keeps its digits.
fn kummer_sum(y: f64, a: f64) -> f64 {
    let mut power = 1.0_f64;
    let mut sum = 1.0_f64;
    let mut n = 1.0;
    while n < 100_000.0 {
        power *= y / n;
        let term = power * a / (a + n);
        sum += term;
        // Past the largest term each is smaller than the last.
        if term <= f64::EPSILON * sum {
            break;
        }
        n += 1.0;
    }
    sum
}

/// `Gamma(a+1) e^x / x^a`, the factor of the scaled forms, for `x > 0`:
/// `a` over `incomplete.rs`'s prefactor, which keeps its digits for large
/// `a`, unless that prefactor underflows.
fn scale_factor(x: f64, a: f64) -> f64 {
    let prefactor = gamma_prefactor(a, x);
    if prefactor > 1e-300 {
        a / prefactor
    } else {
        (libm::lgamma_r(a + 1.0).0 + x - a * x.ln()).exp()
    }
}

/// The regularized incomplete gamma function for `x >= 0` (or `x < 0`
/// with integer `a`, where every form stays real) and `a >= 0`. The edges
/// are the limits MATLAB returns: `a = 0` is the step `P = 1`, `x = 0`
/// gives `P = 0` with scaled lower tail 1, an infinite `a` gives `P = 0`
/// and an infinite `x` gives `P = 1`.
fn incomplete_gamma(x: f64, a: f64, tail: Tail) -> f64 {
    if x.is_nan() || a.is_nan() || (x.is_infinite() && a.is_infinite()) {
        return f64::NAN;
    }
    let pick = |lower: f64, upper: f64, scaled_lower: f64, scaled_upper: f64| match tail {
        Tail::Lower => lower,
        Tail::Upper => upper,
        Tail::ScaledLower => scaled_lower,
        Tail::ScaledUpper => scaled_upper,
    };
    if a == 0.0 {
        // Gamma(1) e^x / x^0 = e^x.
        return pick(1.0, 0.0, x.exp(), 0.0);
    }
    if x == 0.0 {
        return pick(0.0, 1.0, 1.0, f64::INFINITY);
    }
    if a == f64::INFINITY {
        return pick(0.0, 1.0, 1.0, f64::INFINITY);
    }
    if x == f64::INFINITY {
        return pick(1.0, 0.0, f64::INFINITY, 0.0);
    }
    if a == 1.0 {
        // The exponential distribution in closed form; expm1 keeps small
        // arguments accurate, where `1 - exp(-x)` would cancel.
        return if x.abs() < 0.5 {
            pick(-(-x).exp_m1(), (-x).exp(), x.exp_m1() / x, 1.0 / x)
        } else {
            pick(1.0 - (-x).exp(), (-x).exp(), (x.exp() - 1.0) / x, 1.0 / x)
        };
    }
    if x < 0.0 {
        // Integer `a` (the caller checked): Q is the finite sum
        // e^-x sum_{k<a} x^k / k!, real for every x.
        let mut term = 1.0;
        let mut sum = 1.0;
        let mut k = 1.0;
        while k < a {
            term *= x / k;
            sum += term;
            k += 1.0;
        }
        let upper = (-x).exp() * sum;
        let series = lower_series(x, a);
        let scale = gamma_of(a + 1.0) * x.exp() / x.powi(a as i32);
        return pick(1.0 - upper, upper, series, scale - series);
    }
    let (lower, upper) = regularized_gamma(a, x);
    if x < a + 1.0 {
        let series = lower_series(x, a);
        // Below x = a + 1 the lower tail P = series / scale is at most
        // about one half, so `scale - series` loses at most a bit or two
        // beyond the scale factor's own few ulps. Just below the mode the
        // fraction summed backwards is closer (an ulp); further down it
        // converges erratically, and Lentz's stop test there ended it far
        // from the value (negative at x = 800, a = 1000). Small `a` keeps
        // the forward fraction from x = a/2 on.
        let scaled_upper = if a >= 1.0 && a - x <= 0.25 * a.sqrt() {
            scaled_upper_fraction(a, x)
        } else if a < 1.0 && x >= a / 2.0 {
            a * upper_gamma_fraction(a, x)
        } else {
            scale_factor(x, a) - series
        };
        pick(lower, upper, series, scaled_upper)
    } else {
        let scale = scale_factor(x, a);
        pick(lower, upper, lower * scale, upper * scale)
    }
}

/// The complex result of a negative `x` with a non-integer `a`, where
/// `x^a = |x|^a e^(i pi a)`: `P = x^a e^-x / Gamma(a+1) * S` with the real
/// series `S`; the scaled lower tail is `S` itself.
fn incomplete_gamma_complex(x: f64, a: f64, tail: Tail) -> Complex64 {
    let series = lower_series(x, a);
    let power = Complex64::from_polar((-x).powf(a), std::f64::consts::PI * a);
    let factor = power * ((-x).exp() / gamma_of(a + 1.0));
    let lower = factor * series;
    match tail {
        Tail::Lower => lower,
        Tail::Upper => Complex64::new(1.0, 0.0) - lower,
        Tail::ScaledLower => Complex64::new(series, 0.0),
        Tail::ScaledUpper => factor.inv() - series,
    }
}

pub fn gammainc(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (x, a) = (
        real_argument(&args[0], "gammainc")?,
        real_argument(&args[1], "gammainc")?,
    );
    let tail = tail_argument(args.get(2), "gammainc", true)?;
    same_size_or_scalar(
        &[x, a],
        "gammainc",
        "X and A must be the same size, or either can be a scalar.",
    )?;
    let a_values = a.to_f64_vec().unwrap_or_default();
    if a_values.iter().any(|&a| a < 0.0) {
        return Err(RuntimeError::new(
            "MATLAB:gammainc:NegativeArg",
            "A must be real and nonnegative.",
        )
        .in_function("gammainc"));
    }
    let complex_point = |x: f64, a: f64| x < 0.0 && a.is_finite() && a.fract() != 0.0;
    let real = real_nary(&[x, a], "gammainc", |p| {
        if complex_point(p[0], p[1]) {
            incomplete_gamma_complex(p[0], p[1], tail).re
        } else {
            incomplete_gamma(p[0], p[1], tail)
        }
    })?;
    let x_values = x.to_f64_vec().unwrap_or_default();
    if !x_values.iter().any(|&x| x < 0.0) || a_values.iter().all(|&a| a.fract() == 0.0) {
        return one(real);
    }
    let imaginary = real_nary(&[x, a], "gammainc", |p| {
        if complex_point(p[0], p[1]) {
            incomplete_gamma_complex(p[0], p[1], tail).im
        } else {
            0.0
        }
    })?;
    one(combine_parts(real, imaginary))
}

/// A complex value from its real and imaginary parts (same class and
/// shape), real again when every imaginary part is zero.
fn combine_parts(real: Value, imaginary: Value) -> Value {
    match (real, imaginary) {
        (Value::Single(re), Value::Single(im)) => {
            let shape = re.shape().clone();
            let data = re
                .data()
                .iter()
                .zip(im.data())
                .map(|(&r, &i)| num_complex::Complex32::new(r, i))
                .collect();
            simplify_complex(Tensor::new(shape, data))
        }
        (Value::Double(re), Value::Double(im)) => {
            let shape = re.shape().clone();
            let data = re
                .data()
                .iter()
                .zip(im.data())
                .map(|(&r, &i)| Complex64::new(r, i))
                .collect();
            simplify_complex(Tensor::new(shape, data))
        }
        (real, _) => real,
    }
}
