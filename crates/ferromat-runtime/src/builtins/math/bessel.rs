//! Bessel-type functions of real order and real argument: besselj bessely
//! besseli besselk besselh airy, and legendre. Positive orders and
//! arguments come from `puruspe`'s continued fractions (which panic on bad
//! arguments or when x is too large to converge: every call is guarded, and
//! large x takes the Hankel asymptotic expansion here); negative orders
//! and arguments follow the reflection formulas of DLMF 10.4, 10.11, 10.27
//! and 10.34.

use std::f64::consts::PI;

use num_complex::Complex64;

use super::map::{expansion, unsupported};
use crate::builtins::args::check_allocation;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::convert::simplify_complex;
use crate::value::{Class, Shape, Tensor, Value};

/// Beyond this argument puruspe's continued fraction may not converge.
const ASYMPTOTIC_FROM: f64 = 5000.0;

/// The largest order computed.
const MAX_ORDER: f64 = 1e6;

/// The largest `legendre` degree: the recurrence costs O(n^2) per point.
const MAX_DEGREE: f64 = 10_000.0;

/// `(J_nu(x), Y_nu(x))` for `nu >= 0` and `x > 0`.
fn jy_positive(nu: f64, x: f64) -> (f64, f64) {
    if x == f64::INFINITY {
        return (0.0, 0.0);
    }
    if x > ASYMPTOTIC_FROM {
        if nu * nu > x {
            return (f64::NAN, f64::NAN);
        }
        return hankel_asymptotic(nu, x);
    }
    puruspe::Jnu_Ynu(nu, x)
}

/// The Hankel expansion of `J_nu` and `Y_nu` for large `x` (DLMF 10.17).
fn hankel_asymptotic(nu: f64, x: f64) -> (f64, f64) {
    let mu = 4.0 * nu * nu;
    let (mut p, mut q) = (1.0, 0.0);
    let mut term = 1.0;
    for k in 1..40 {
        let odd = f64::from(2 * k - 1);
        term *= (mu - odd * odd) / (f64::from(k) * 8.0 * x);
        if term.abs() < 1e-17 {
            break;
        }
        // Terms alternate between Q (odd k) and P (even k) with signs
        // + - - + + - ... in pairs.
        let sign = if (k / 2) % 2 == 0 { 1.0 } else { -1.0 };
        if k % 2 == 1 {
            q += sign * term;
        } else {
            p += sign * term;
        }
    }
    let chi = x - (nu / 2.0 + 0.25) * PI;
    let amplitude = (2.0 / (PI * x)).sqrt();
    (
        amplitude * (p * chi.cos() - q * chi.sin()),
        amplitude * (p * chi.sin() + q * chi.cos()),
    )
}

/// `(I_nu(x), K_nu(x))` for `nu >= 0` and `x > 0`.
fn ik_positive(nu: f64, x: f64) -> (f64, f64) {
    if x > 710.0 {
        return (f64::INFINITY, 0.0);
    }
    puruspe::Inu_Knu(nu, x)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    J,
    Y,
    I,
    K,
}

/// The Bessel function of `kind` for any real order and argument.
fn bessel(kind: Kind, nu: f64, x: f64) -> Complex64 {
    let real = |v: f64| Complex64::new(v, 0.0);
    // Orders beyond MAX_ORDER (and infinite ones) are outside what the
    // continued fractions handle; they give NaN rather than a panic.
    if nu.is_nan() || x.is_nan() || nu.abs() > MAX_ORDER {
        return real(f64::NAN);
    }
    if x < 0.0 {
        // DLMF 10.11.1-2 and 10.34.1-2 with m = 1.
        let (s, c) = ((nu * PI).sin(), (nu * PI).cos());
        let turn = Complex64::new(c, s);
        return match kind {
            Kind::J => turn * bessel(Kind::J, nu, -x),
            Kind::I => turn * bessel(Kind::I, nu, -x),
            Kind::Y => {
                turn.conj() * bessel(Kind::Y, nu, -x)
                    + Complex64::new(0.0, 2.0 * c) * bessel(Kind::J, nu, -x)
            }
            Kind::K => {
                turn.conj() * bessel(Kind::K, nu, -x)
                    - Complex64::new(0.0, PI) * bessel(Kind::I, nu, -x)
            }
        };
    }
    let integer = nu.fract() == 0.0;
    if nu < 0.0 {
        let m = -nu;
        let (s, c) = ((m * PI).sin(), (m * PI).cos());
        // Integer orders: exact signs instead of sin/cos round-off.
        let (s, c) = if integer {
            (0.0, if m % 2.0 == 0.0 { 1.0 } else { -1.0 })
        } else {
            (s, c)
        };
        return match kind {
            Kind::J => c * bessel(Kind::J, m, x) - s * bessel(Kind::Y, m, x),
            Kind::Y => s * bessel(Kind::J, m, x) + c * bessel(Kind::Y, m, x),
            Kind::I => bessel(Kind::I, m, x) + (2.0 / PI) * s * bessel(Kind::K, m, x),
            Kind::K => bessel(Kind::K, m, x),
        };
    }
    if x == 0.0 {
        return real(match kind {
            Kind::J | Kind::I => {
                if nu == 0.0 {
                    1.0
                } else {
                    0.0
                }
            }
            Kind::Y => f64::NEG_INFINITY,
            Kind::K => f64::INFINITY,
        });
    }
    real(match kind {
        Kind::J => jy_positive(nu, x).0,
        Kind::Y => jy_positive(nu, x).1,
        Kind::I => ik_positive(nu, x).0,
        Kind::K => ik_positive(nu, x).1,
    })
}

/// Whether the optional third argument asks for the scaled function.
fn scaled(value: Option<&Value>, name: &str) -> Result<bool> {
    match value.map(|v| v.as_f64()) {
        None => Ok(false),
        Some(Some(s)) if s == 0.0 || s == 1.0 => Ok(s == 1.0),
        Some(_) => Err(RuntimeError::new(
            format!("MATLAB:{name}:InvalidScale"),
            "Scale must be 0 or 1.",
        )
        .in_function(name)),
    }
}

/// Maps `f(nu, x)` over the expanded order and argument arrays.
fn map_orders(
    nu: &Value,
    x: &Value,
    name: &str,
    f: impl Fn(f64, f64) -> Complex64,
) -> Result<Value> {
    for v in [nu, x] {
        if v.is_complex()
            || !matches!(
                v,
                Value::Double(_) | Value::Single(_) | Value::Logical(_) | Value::Char(_)
            )
        {
            return Err(unsupported(name));
        }
    }
    let single = nu.class() == Class::Single || x.class() == Class::Single;
    let orders = nu.to_f64_vec().unwrap_or_default();
    let points = x.to_f64_vec().unwrap_or_default();
    let (shape, rows) = expansion(&[nu.shape(), x.shape()])?;
    let values: Vec<Complex64> = rows
        .iter()
        .map(|row| {
            let n = row
                .first()
                .and_then(|&i| orders.get(i))
                .copied()
                .unwrap_or(f64::NAN);
            let v = row
                .get(1)
                .and_then(|&i| points.get(i))
                .copied()
                .unwrap_or(f64::NAN);
            f(n, v)
        })
        .collect();
    Ok(if single {
        simplify_complex(Tensor::new(
            shape,
            values
                .into_iter()
                .map(|z| num_complex::Complex32::new(z.re as f32, z.im as f32))
                .collect(),
        ))
    } else {
        simplify_complex(Tensor::new(shape, values))
    })
}

fn bessel_builtin(args: &[Value], name: &str, kind: Kind) -> Result<Outputs> {
    let scale = scaled(args.get(2), name)?;
    one(map_orders(&args[0], &args[1], name, |nu, x| {
        let value = bessel(kind, nu, x);
        match (scale, kind) {
            (true, Kind::I) => value * (-x.abs()).exp(),
            (true, Kind::K) => value * x.exp(),
            _ => value,
        }
    })?)
}

pub fn besselj(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    bessel_builtin(args, "besselj", Kind::J)
}

pub fn bessely(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    bessel_builtin(args, "bessely", Kind::Y)
}

pub fn besseli(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    bessel_builtin(args, "besseli", Kind::I)
}

pub fn besselk(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    bessel_builtin(args, "besselk", Kind::K)
}

/// `besselh(nu, Z)`, `besselh(nu, K, Z)`, `besselh(nu, K, Z, scale)`:
/// Hankel functions `J +- iY` of the first (K = 1) or second kind.
pub fn besselh(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (kind, x, scale) = match args {
        [_, x] => (1.0, x, false),
        [_, k, x, rest @ ..] => (
            k.as_f64()
                .filter(|&k| k == 1.0 || k == 2.0)
                .ok_or_else(|| {
                    RuntimeError::new("MATLAB:besselh:InvalidKind", "K must be 1 or 2.")
                        .in_function("besselh")
                })?,
            x,
            scaled(rest.first(), "besselh")?,
        ),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let sign = if kind == 1.0 { 1.0 } else { -1.0 };
    one(map_orders(&args[0], x, "besselh", |nu, x| {
        let h = bessel(Kind::J, nu, x) + Complex64::new(0.0, sign) * bessel(Kind::Y, nu, x);
        if scale {
            h * Complex64::new(0.0, -sign * x).exp()
        } else {
            h
        }
    })?)
}

/// Airy functions (k = 0: Ai, 1: Ai', 2: Bi, 3: Bi') of a real argument
/// through Bessel functions of order 1/3 and 2/3 (DLMF 9.6).
fn airy_of(k: u8, x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    let sqrt3 = 3f64.sqrt();
    if x == 0.0 {
        let g13 = libm::tgamma(1.0 / 3.0);
        let g23 = libm::tgamma(2.0 / 3.0);
        return match k {
            0 => 1.0 / (3f64.powf(2.0 / 3.0) * g23),
            1 => -1.0 / (3f64.powf(1.0 / 3.0) * g13),
            2 => 1.0 / (3f64.powf(1.0 / 6.0) * g23),
            _ => 3f64.powf(1.0 / 6.0) / g13,
        };
    }
    let t = x.abs();
    let zeta = 2.0 / 3.0 * t.powf(1.5);
    let re = |kind, nu| bessel(kind, nu, zeta).re;
    if x > 0.0 {
        match k {
            0 => (t / 3.0).sqrt() / PI * re(Kind::K, 1.0 / 3.0),
            1 => -t / (PI * sqrt3) * re(Kind::K, 2.0 / 3.0),
            2 => (t / 3.0).sqrt() * (re(Kind::I, -1.0 / 3.0) + re(Kind::I, 1.0 / 3.0)),
            _ => t / sqrt3 * (re(Kind::I, -2.0 / 3.0) + re(Kind::I, 2.0 / 3.0)),
        }
    } else {
        match k {
            0 => t.sqrt() / 3.0 * (re(Kind::J, 1.0 / 3.0) + re(Kind::J, -1.0 / 3.0)),
            1 => t / 3.0 * (re(Kind::J, 2.0 / 3.0) - re(Kind::J, -2.0 / 3.0)),
            2 => (t / 3.0).sqrt() * (re(Kind::J, -1.0 / 3.0) - re(Kind::J, 1.0 / 3.0)),
            _ => t / sqrt3 * (re(Kind::J, -2.0 / 3.0) + re(Kind::J, 2.0 / 3.0)),
        }
    }
}

/// `airy(Z)` and `airy(k, Z)` for real `Z`.
pub fn airy(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (k, z) = match args {
        [z] => (0, z),
        [k, z, ..] => (
            k.as_f64()
                .filter(|k| [0.0, 1.0, 2.0, 3.0].contains(k))
                .ok_or_else(|| {
                    RuntimeError::new("MATLAB:airy:InvalidK", "K must be 0, 1, 2 or 3.")
                        .in_function("airy")
                })? as u8,
            z,
        ),
        [] => return Err(RuntimeError::not_enough_inputs()),
    };
    if args.len() > 2 {
        scaled(args.get(2), "airy")?;
    }
    one(super::map::real_unary(
        real_only(z, "airy")?,
        "airy",
        |x| airy_of(k, x),
    )?)
}

fn real_only<'a>(value: &'a Value, name: &str) -> Result<&'a Value> {
    if value.is_complex() {
        return Err(unsupported(name));
    }
    Ok(value)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Normalization {
    Unnormalized,
    Schmidt,
    Full,
}

/// `P_n^m(x)` for `m = 0..=n` (with the Condon-Shortley phase) by the
/// standard three-term recurrence in the degree.
fn associated_legendre(n: usize, x: f64) -> Vec<f64> {
    let s = (1.0 - x * x).max(0.0).sqrt();
    (0..=n)
        .map(|m| {
            // P_m^m = (-1)^m (2m-1)!! s^m
            let mut pmm = 1.0;
            for i in 1..=m {
                pmm *= -(2.0 * i as f64 - 1.0) * s;
            }
            if m == n {
                return pmm;
            }
            let mut previous = pmm;
            let mut current = x * (2.0 * m as f64 + 1.0) * pmm;
            for l in m + 2..=n {
                let next = ((2.0 * l as f64 - 1.0) * x * current
                    - (l as f64 + m as f64 - 1.0) * previous)
                    / (l as f64 - m as f64);
                previous = current;
                current = next;
            }
            current
        })
        .collect()
}

/// `sqrt((n-m)!/(n+m)!)` through log-gamma.
fn factorial_ratio_sqrt(n: usize, m: usize) -> f64 {
    let ln = libm::lgamma_r((n - m) as f64 + 1.0).0 - libm::lgamma_r((n + m) as f64 + 1.0).0;
    (ln / 2.0).exp()
}

/// `legendre(n, X)` and `legendre(n, X, normalization)`: the associated
/// Legendre functions of degree n and orders 0..n, one row per order.
pub fn legendre(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = args[0]
        .as_f64()
        .filter(|&n| n >= 0.0 && n.fract() == 0.0)
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:legendre:NNotInteger",
                "N must be a positive scalar integer.",
            )
            .in_function("legendre")
        })?;
    if n > MAX_DEGREE {
        return Err(RuntimeError::new(
            "ferromat:legendre:degreeTooLarge",
            format!("ferromat computes legendre for degrees up to {MAX_DEGREE}."),
        )
        .in_function("legendre"));
    }
    let n = n as usize;
    let x = real_only(&args[1], "legendre")?;
    let normalization = match args.get(2).map(|v| v.as_text()) {
        None => Normalization::Unnormalized,
        Some(Some(t)) if t == "unnorm" => Normalization::Unnormalized,
        Some(Some(t)) if t == "sch" => Normalization::Schmidt,
        Some(Some(t)) if t == "norm" => Normalization::Full,
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:legendre:InvalidNormalization",
                "Normalization must be 'unnorm', 'sch' or 'norm'.",
            )
            .in_function("legendre"))
        }
    };
    let points = match x {
        Value::Double(_) | Value::Single(_) | Value::Logical(_) | Value::Char(_) => {
            x.to_f64_vec().unwrap_or_default()
        }
        _ => return Err(unsupported("legendre")),
    };
    // The result is (n+1)-by-size(X), with row vectors of X flattened.
    let x_shape = x.shape();
    let mut dims = vec![n + 1];
    if x_shape.is_vector() || x_shape.is_scalar() {
        dims.push(points.len());
    } else {
        dims.extend_from_slice(x_shape.dims());
    }
    let shape = Shape::new(&dims);
    check_allocation(&shape, 8)?;
    let mut data = Vec::with_capacity(shape.numel());
    for &p in &points {
        let column = associated_legendre(n, p);
        data.extend(
            column
                .into_iter()
                .enumerate()
                .map(|(m, v)| match normalization {
                    Normalization::Unnormalized => v,
                    Normalization::Schmidt if m == 0 => v,
                    Normalization::Schmidt => {
                        let sign = if m % 2 == 0 { 1.0 } else { -1.0 };
                        sign * (2.0f64).sqrt() * factorial_ratio_sqrt(n, m) * v
                    }
                    Normalization::Full => {
                        let sign = if m % 2 == 0 { 1.0 } else { -1.0 };
                        sign * (n as f64 + 0.5).sqrt() * factorial_ratio_sqrt(n, m) * v
                    }
                }),
        );
    }
    let single = x.class() == Class::Single;
    one(if single {
        Value::Single(Tensor::new(
            shape,
            data.into_iter().map(|v| v as f32).collect(),
        ))
    } else {
        Value::Double(Tensor::new(shape, data))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reflections_and_asymptotics_agree_with_direct_values() {
        let j1 = bessel(Kind::J, 1.0, 2.0).re;
        assert!((bessel(Kind::J, -1.0, 2.0).re + j1).abs() < 1e-15);
        assert!((bessel(Kind::J, 1.0, -2.0).re + j1).abs() < 1e-15);
        // Order 1/2 has the closed forms sqrt(2/(pi x)) (sin x, -cos x); the
        // large argument's rounding in the phase allows ~1e-13.
        let x = 6000.0;
        let (j, y) = hankel_asymptotic(0.5, x);
        let amplitude = (2.0 / (PI * x)).sqrt();
        assert!((j - amplitude * x.sin()).abs() < 1e-13);
        assert!((y + amplitude * x.cos()).abs() < 1e-13);
        assert_eq!(bessel(Kind::K, 0.0, 0.0).re, f64::INFINITY);
    }

    #[test]
    fn legendre_degree_two() {
        let p = associated_legendre(2, 0.5);
        assert!((p[0] - -0.125).abs() < 1e-15);
        assert!((p[1] - -1.299_038_105_676_658).abs() < 1e-15);
        assert!((p[2] - 2.25).abs() < 1e-15);
    }
}
