//! Exponents and logarithms beyond the basic `exp`/`log` family of
//! `elementwise.rs`: expm1 log1p, two-output log2, pow2 nextpow2, the
//! real-only realsqrt reallog realpow, and nthroot. Element functions only;
//! class dispatch is in `map.rs`, `.^` itself in `ops`.

use std::sync::atomic::{AtomicBool, Ordering};

use ferromat_syntax::BinOp;
use num_complex::Complex64;

use super::map::{real_binary, real_unary, unary, unsupported, Unary};
use crate::builtins::arrays::construct::from_f64;
use crate::builtins::{math::elementwise, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Class, Value};

pub fn expm1(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    const F: Unary = Unary {
        name: "expm1",
        real: f64::exp_m1,
        outside: None,
        complex: |z| z.exp() - 1.0,
    };
    one(unary(&args[0], &F)?)
}

/// `log(1 + x)`; below -1 the result is `log(|1 + x|) + i*pi`.
pub fn log1p(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    const F: Unary = Unary {
        name: "log1p",
        real: f64::ln_1p,
        outside: Some(|x| {
            (x < -1.0).then(|| Complex64::new((-1.0 - x).ln(), std::f64::consts::PI))
        }),
        complex: |z| (z + 1.0).ln(),
    };
    one(unary(&args[0], &F)?)
}

/// `x = f * 2^e` with `0.5 <= |f| < 1`; zero, Inf and NaN give `(x, 0)`.
pub(crate) fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    // Subnormals are scaled into the normal range first.
    let (x, shift) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(64), -64)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (fraction, biased - 1022 + shift)
}

/// `f * 2^e` for integer `e` without the overflow of forming `2^e` first.
pub(crate) fn ldexp(f: f64, e: f64) -> f64 {
    if e.fract() != 0.0 || !e.is_finite() {
        return f * e.exp2();
    }
    let mut result = f;
    let mut left = e;
    while left != 0.0 && result != 0.0 && result.is_finite() {
        let step = left.clamp(-1000.0, 1000.0);
        result *= step.exp2();
        left -= step;
    }
    result
}

/// `log2(x)`, or with two outputs the mantissa and exponent of `x`.
pub fn log2(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if nargout < 2 {
        return elementwise::log2(interp, args, nargout);
    }
    let value = &args[0];
    let parts = |data: &[f64]| -> (Vec<f64>, Vec<f64>) {
        data.iter()
            .map(|&x| {
                let (f, e) = frexp(x);
                (f, f64::from(e))
            })
            .unzip()
    };
    let (fractions, exponents, class) = match value {
        Value::Double(_) | Value::Single(_) | Value::Logical(_) | Value::Char(_) => {
            let data = value.to_f64_vec().unwrap_or_default();
            let (f, e) = parts(&data);
            let class = if value.class() == Class::Single {
                Class::Single
            } else {
                Class::Double
            };
            (f, e, class)
        }
        // Complex values split their real parts, as MATLAB does.
        Value::ComplexDouble(t) => {
            let (f, e) = parts(&t.data().iter().map(|z| z.re).collect::<Vec<_>>());
            (f, e, Class::Double)
        }
        Value::ComplexSingle(t) => {
            let (f, e) = parts(&t.data().iter().map(|z| f64::from(z.re)).collect::<Vec<_>>());
            (f, e, Class::Single)
        }
        _ => return Err(unsupported("log2")),
    };
    let shape = value.shape();
    let mut out = Outputs::new();
    out.push(from_f64(shape.clone(), class, fractions)?);
    out.push(from_f64(shape, class, exponents)?);
    Ok(out)
}

/// `pow2(e)` is `2.^e`; `pow2(f, e)` is `f .* 2.^e`, exact for integer `e`.
pub fn pow2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    match args {
        [e] => one(real_unary(e, "pow2", f64::exp2)?),
        [f, e, ..] => one(real_binary(f, e, "pow2", ldexp)?),
        [] => Err(RuntimeError::not_enough_inputs()),
    }
}

/// The smallest `p` with `2^p >= |x|`; integer classes keep their class.
pub fn nextpow2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let exponent = |x: f64| {
        let x = x.abs();
        if x == 0.0 {
            return 0.0;
        }
        if !x.is_finite() {
            return x;
        }
        let (f, e) = frexp(x);
        f64::from(if f == 0.5 { e - 1 } else { e })
    };
    let class = value.class();
    if class.is_integer() {
        let data = value.to_f64_vec().unwrap_or_default();
        return one(from_f64(
            value.shape(),
            class,
            data.into_iter().map(exponent).collect(),
        )?);
    }
    one(real_unary(value, "nextpow2", exponent)?)
}

/// Refuses complex results of the real-only functions.
fn real_only(value: Value, name: &str) -> Result<Value> {
    if value.is_complex() {
        let title = format!("{}{}", name[..1].to_uppercase(), &name[1..]);
        return Err(RuntimeError::new(
            format!("MATLAB:{name}:complexResult"),
            format!("{title} produced complex result."),
        )
        .in_function(name));
    }
    Ok(value)
}

fn refuse_complex_input(value: &Value, name: &str) -> Result<()> {
    if value.is_complex() {
        return real_only(value.clone(), name).map(|_| ());
    }
    Ok(())
}

pub fn realsqrt(interp: &mut Interpreter, args: &[Value], n: usize) -> Result<Outputs> {
    refuse_complex_input(&args[0], "realsqrt")?;
    let mut out = elementwise::sqrt(interp, args, n)?;
    let value = out.remove(0);
    one(real_only(value, "realsqrt")?)
}

pub fn reallog(interp: &mut Interpreter, args: &[Value], n: usize) -> Result<Outputs> {
    refuse_complex_input(&args[0], "reallog")?;
    let mut out = elementwise::log(interp, args, n)?;
    let value = out.remove(0);
    one(real_only(value, "reallog")?)
}

pub fn realpow(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    refuse_complex_input(&args[0], "realpow")?;
    refuse_complex_input(&args[1], "realpow")?;
    one(real_only(
        ops::binary(BinOp::Pow, &args[0], &args[1])?,
        "realpow",
    )?)
}

/// The real `n`th root of `x`, refined by one Newton step so exact roots
/// come out exact (`nthroot(27, 3)` is 3, not 3.0000000000000004).
pub(crate) fn real_root(x: f64, n: f64) -> f64 {
    let y = x.signum() * x.abs().powf(1.0 / n);
    if y == 0.0 || !y.is_finite() || !n.is_finite() || x == 0.0 {
        return y;
    }
    let correction = (y.powf(n) - x) / (n * y.powf(n - 1.0));
    if correction.is_finite() {
        y - correction
    } else {
        y
    }
}

pub fn nthroot(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (x, n) = (&args[0], &args[1]);
    if x.is_complex() || n.is_complex() {
        return Err(
            RuntimeError::new("MATLAB:nthroot:ComplexInput", "Both X and N must be real.")
                .in_function("nthroot"),
        );
    }
    // Set from the parallel element loop, so atomic.
    let bad_pair = AtomicBool::new(false);
    let result = real_binary(x, n, "nthroot", |x, n| {
        let odd_integer = n.fract() == 0.0 && n.rem_euclid(2.0) == 1.0;
        if x < 0.0 && !odd_integer {
            bad_pair.store(true, Ordering::Relaxed);
        }
        real_root(x, n)
    })?;
    if bad_pair.load(Ordering::Relaxed) {
        return Err(RuntimeError::new(
            "MATLAB:nthroot:negXNotOddIntegerN",
            "If X is negative, N must be an odd integer.",
        )
        .in_function("nthroot"));
    }
    one(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frexp_splits_into_half_open_mantissa() {
        assert_eq!(frexp(8.0), (0.5, 4));
        assert_eq!(frexp(-3.0), (-0.75, 2));
        assert_eq!(frexp(0.0), (0.0, 0));
        let (f, e) = frexp(f64::MIN_POSITIVE / 4.0);
        assert_eq!((f, e), (0.5, -1023));
        assert_eq!(ldexp(0.5, -1073.0), 5e-324);
        assert_eq!(ldexp(1.0, 1024.0), f64::INFINITY);
    }

    #[test]
    fn roots_are_exact_where_they_can_be() {
        assert_eq!(real_root(27.0, 3.0), 3.0);
        assert_eq!(real_root(-27.0, 3.0), -3.0);
        assert_eq!(real_root(-8.0, -1.0), -0.125);
        assert_eq!(real_root(16.0, 4.0), 2.0);
    }
}
