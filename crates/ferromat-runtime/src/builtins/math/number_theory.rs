//! Number theory on integer-valued arrays of any real numeric class:
//! factorial nchoosek perms primes isprime factor gcd lcm. Values are computed
//! in double (exact up to flintmax) and converted back to the argument's
//! class, so integer classes saturate as MATLAB's do. `nchoosek(v, k)` and
//! `perms(v)` only rearrange elements (through `gather_value`), so they keep
//! any class, cell and struct included, and never convert values. Bit
//! operations live in `bits.rs`.

use super::map::unsupported;
use super::map::zip_doubles;
use crate::builtins::args::check_allocation;
use crate::builtins::arrays::construct::from_f64;
use crate::builtins::arrays::gather::gather_value;
use crate::builtins::math::elementwise::binary_class;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

const FLINTMAX: f64 = 9_007_199_254_740_992.0;

/// The elements of a real numeric (or logical/char) value as doubles, with
/// the class results take: the argument's, or double for logical/char.
fn real_elements(value: &Value, name: &str) -> Result<(Vec<f64>, Class)> {
    if value.is_complex() {
        return Err(unsupported(name));
    }
    let data = value.to_f64_vec().ok_or_else(|| unsupported(name))?;
    let class = match value.class() {
        Class::Logical | Class::Char => Class::Double,
        other => other,
    };
    Ok((data, class))
}

fn is_whole(x: f64) -> bool {
    x.is_finite() && x.fract() == 0.0
}

/// `n!` for a nonnegative integer `n` (Inf once it overflows): the exact
/// product while it fits in a double's mantissa (n <= 22), beyond that the
/// gamma function rounded, which stays within an ulp where the running
/// product would gather rounding errors.
fn factorial_of(n: f64) -> f64 {
    if n > 170.0 {
        return f64::INFINITY;
    }
    if n <= 22.0 {
        return (2..=n as u32).fold(1.0, |acc, k| acc * f64::from(k));
    }
    libm::tgamma(n + 1.0).round()
}

pub fn factorial(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let (data, class) = real_elements(value, "factorial")?;
    if data
        .iter()
        .any(|&n| n < 0.0 || (n.is_finite() && n.fract() != 0.0) || n.is_nan())
    {
        return Err(RuntimeError::new(
            "MATLAB:factorial:NNegativeInt",
            "N must be an array of real non-negative integers.",
        )
        .in_function("factorial"));
    }
    let mut results: Vec<f64> = data.into_iter().map(factorial_of).collect();
    if class == Class::Single {
        // Single overflows at 35!.
        results.iter_mut().for_each(|x| *x = f64::from(*x as f32));
    }
    one(from_f64(value.shape(), class, results)?)
}

/// The binomial coefficient by the multiplicative formula, rounded at each
/// step so that results up to flintmax are exact.
fn binomial(n: f64, k: f64) -> f64 {
    let k = k.min(n - k);
    let mut result = 1.0f64;
    let mut i = 1.0;
    while i <= k {
        result = (result * (n - k + i) / i).round();
        if !result.is_finite() {
            return f64::INFINITY;
        }
        i += 1.0;
    }
    result
}

fn nchoosek_error(message: &str, id: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:nchoosek:{id}"), message).in_function("nchoosek")
}

/// `nchoosek(n, k)` for a scalar `n`, or every `k`-combination of the
/// elements of a vector `v` as the rows of a matrix.
pub fn nchoosek(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (source, k_value) = (&args[0], &args[1]);
    let k = k_value
        .as_f64()
        .filter(|&k| is_whole(k) && k >= 0.0)
        .ok_or_else(|| nchoosek_error("K must be an integer between 0 and N.", "InvalidArg2"))?;
    // A numeric scalar is `n`; anything else (including a scalar cell or
    // struct) is the set `v`, whose elements are only rearranged.
    let numeric_scalar = source.is_scalar()
        && !matches!(
            source,
            Value::Cell(_) | Value::Struct(_) | Value::String(_) | Value::Char(_)
        );
    if numeric_scalar {
        let (data, class) = real_elements(source, "nchoosek")?;
        let n = data.first().copied().unwrap_or(f64::NAN);
        if !is_whole(n) || n < 0.0 {
            return Err(nchoosek_error(
                "N must be a real non-negative integer.",
                "InvalidArg1",
            ));
        }
        if k > n {
            return Err(nchoosek_error(
                "K must be an integer between 0 and N.",
                "InvalidArg2",
            ));
        }
        let result = binomial(n, k);
        if result > FLINTMAX {
            crate::builtins::messages::warn(
                interp,
                "MATLAB:nchoosek:LargeCoefficient",
                &format!(
                    "Result may not be exact. Coefficient is greater than {} and is only accurate to 15 digits",
                    format_e(FLINTMAX)
                ),
            );
        }
        return one(from_f64(Shape::scalar(), class, vec![result])?);
    }
    if !source.shape().is_vector() && !source.is_empty() && !source.is_scalar() {
        return Err(nchoosek_error(
            "The first input must be a vector.",
            "InvalidArg1",
        ));
    }
    if matches!(source, Value::String(_) | Value::FunctionHandle(_)) {
        return Err(unsupported("nchoosek"));
    }
    let (shape, sources) = combinations(source.numel(), k as usize)?;
    one(gather_value(source, shape, sources)?)
}

/// `P = perms(v)`: every permutation of the elements of v, one per row,
/// in reverse lexicographic order of positions (so `perms(1:3)` starts
/// `3 2 1`).
pub fn perms(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let source = &args[0];
    if !source.shape().is_vector() && !source.is_empty() && !source.is_scalar() {
        return Err(RuntimeError::new(
            "MATLAB:perms:InvalidInput",
            "Input must be a vector.",
        ));
    }
    if matches!(source, Value::String(_) | Value::FunctionHandle(_)) {
        return Err(unsupported("perms"));
    }
    let n = source.numel();
    let count = (1..=n).try_fold(1usize, |acc, k| acc.checked_mul(k));
    let Some(rows) = count.filter(|&r| r.checked_mul(n.max(1)).is_some()) else {
        return Err(size_limit());
    };
    let shape = Shape::matrix(rows, n);
    check_allocation(&shape, std::mem::size_of::<usize>())?;
    // Positions in descending lexicographic order: start from the last
    // permutation and step to the previous one.
    let mut order: Vec<usize> = (0..n).rev().collect();
    let mut sources = vec![0usize; rows * n];
    for r in 0..rows {
        for (c, &i) in order.iter().enumerate() {
            sources[c * rows + r] = i;
        }
        // Previous permutation: the rightmost descent-free suffix.
        let Some(p) = (1..n).rev().find(|&p| order[p - 1] > order[p]) else {
            break;
        };
        let pivot = p - 1;
        let Some(swap) = (p..n).rev().find(|&q| order[q] < order[pivot]) else {
            break;
        };
        order.swap(pivot, swap);
        order[p..].reverse();
    }
    // perms only rearranges elements, so every class (char, logical,
    // complex, cell, struct) keeps its class.
    one(gather_value(source, shape, sources)?)
}

fn size_limit() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:array:SizeLimitExceeded",
        "Requested array exceeds the maximum possible array size.",
    )
}

/// `%e` as MATLAB's warning prints it (9.007199e+15).
fn format_e(x: f64) -> String {
    let text = format!("{x:.6e}");
    match text.split_once('e') {
        Some((mantissa, exponent)) => {
            let e: i32 = exponent.parse().unwrap_or(0);
            format!("{mantissa}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
        }
        None => text,
    }
}

/// The shape and column-major source positions of every `k`-subset of
/// `n` items, one subset per row in lexicographic order of positions; a
/// 0-by-k result when `k > n`.
fn combinations(n: usize, k: usize) -> Result<(Shape, Vec<usize>)> {
    if k > n {
        return Ok((Shape::matrix(0, k), Vec::new()));
    }
    let rows = binomial(n as f64, k as f64);
    if rows > usize::MAX as f64 / 8.0 {
        return Err(size_limit());
    }
    let rows = rows as usize;
    let shape = Shape::matrix(rows, k);
    check_allocation(&shape, std::mem::size_of::<usize>())?;
    let mut chosen: Vec<usize> = (0..k).collect();
    let mut sources = vec![0usize; rows * k];
    for r in 0..rows {
        for (c, &i) in chosen.iter().enumerate() {
            sources[c * rows + r] = i;
        }
        // Advance the rightmost position that can still move.
        let Some(p) = (0..k).rev().find(|&p| chosen[p] < n - k + p) else {
            break;
        };
        chosen[p] += 1;
        for q in p + 1..k {
            chosen[q] = chosen[q - 1] + 1;
        }
    }
    Ok((shape, sources))
}

/// Primes up to `limit` by the sieve of Eratosthenes.
fn sieve(limit: usize) -> Vec<f64> {
    if limit < 2 {
        return Vec::new();
    }
    let mut composite = vec![false; limit + 1];
    let mut found = Vec::new();
    for p in 2..=limit {
        if composite[p] {
            continue;
        }
        found.push(p as f64);
        let mut multiple = p.saturating_mul(p);
        while multiple <= limit {
            composite[multiple] = true;
            multiple += p;
        }
    }
    found
}

pub fn primes(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let (data, class) = real_elements(value, "primes")?;
    let [n] = data[..] else {
        return Err(
            RuntimeError::new("MATLAB:primes:InputNotScalar", "N must be a scalar.")
                .in_function("primes"),
        );
    };
    let limit = if n.is_nan() || n < 2.0 {
        0.0
    } else {
        n.floor()
    };
    // The sieve takes one byte per candidate.
    check_allocation(&Shape::row(limit.min(usize::MAX as f64 / 2.0) as usize), 1)?;
    let found = sieve(limit as usize);
    one(from_f64(Shape::row(found.len()), class, found)?)
}

/// Modular multiplication without overflow.
fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    ((u128::from(a) * u128::from(b)) % u128::from(m)) as u64
}

fn pow_mod(mut base: u64, mut exp: u64, m: u64) -> u64 {
    let mut result = 1 % m;
    base %= m;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul_mod(result, base, m);
        }
        base = mul_mod(base, base, m);
        exp >>= 1;
    }
    result
}

/// Deterministic Miller-Rabin for every 64-bit integer.
pub(crate) fn is_prime_u64(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n.is_multiple_of(p) {
            return n == p;
        }
    }
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
        .iter()
        .all(|&a| {
            let mut x = pow_mod(a, d, n);
            if x == 1 || x == n - 1 {
                return true;
            }
            for _ in 1..s {
                x = mul_mod(x, x, n);
                if x == n - 1 {
                    return true;
                }
            }
            false
        })
}

pub fn isprime(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let flags: Vec<bool> = match value {
        // 64-bit classes are read exactly, not through double.
        Value::UInt64(t) => t.data().iter().map(|&n| is_prime_u64(n)).collect(),
        Value::Int64(t) if t.data().iter().all(|&n| n >= 0) => {
            t.data().iter().map(|&n| is_prime_u64(n as u64)).collect()
        }
        _ => {
            let (data, _) = real_elements(value, "isprime")?;
            if data.iter().any(|&x| !is_whole(x) || x < 0.0) {
                return Err(RuntimeError::new(
                    "MATLAB:isprime:InputNotPosInt",
                    "All entries of X must be nonnegative integers.",
                )
                .in_function("isprime"));
            }
            data.iter().map(|&x| is_prime_u64(x as u64)).collect()
        }
    };
    one(Value::Logical(Tensor::new(value.shape(), flags)))
}

pub fn factor(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let (data, class) = real_elements(value, "factor")?;
    let [n] = data[..] else {
        return Err(
            RuntimeError::new("MATLAB:factor:NonScalarInput", "N must be a scalar.")
                .in_function("factor"),
        );
    };
    if !is_whole(n) || n < 0.0 {
        return Err(RuntimeError::new(
            "MATLAB:factor:InputNotPosInt",
            "N must be a real nonnegative integer.",
        )
        .in_function("factor"));
    }
    // Single holds consecutive integers only up to 2^24.
    let largest = if class == Class::Single {
        16_777_216.0
    } else {
        FLINTMAX
    };
    if class.is_float() && n > largest {
        return Err(RuntimeError::new(
            "MATLAB:factor:InputTooLarge",
            "The maximum value of N allowed is flintmax.",
        )
        .in_function("factor"));
    }
    let mut rest = n as u64;
    let mut found = Vec::new();
    if rest < 4 {
        found.push(rest as f64);
    } else {
        let mut p = 2u64;
        while p.saturating_mul(p) <= rest {
            while rest.is_multiple_of(p) {
                found.push(p as f64);
                rest /= p;
            }
            p += if p == 2 { 1 } else { 2 };
        }
        if rest > 1 {
            found.push(rest as f64);
        }
    }
    one(from_f64(Shape::row(found.len()), class, found)?)
}

/// `g = gcd(|a|, |b|)` with Bezout coefficients `u`, `v` (`a*u + b*v = g`)
/// by the extended Euclidean algorithm.
pub(crate) fn extended_gcd(a: f64, b: f64) -> (f64, f64, f64) {
    let (mut r0, mut r1) = (a.abs(), b.abs());
    let (mut s0, mut s1) = (1.0, 0.0);
    let (mut t0, mut t1) = (0.0, 1.0);
    while r1 != 0.0 {
        let q = (r0 / r1).floor();
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
        (t0, t1) = (t1, t0 - q * t1);
    }
    let sign = |x: f64| if x < 0.0 { -1.0 } else { 1.0 };
    (r0, s0 * sign(a), t0 * sign(b))
}

/// Both arguments as doubles after MATLAB's class and integer checks.
fn integer_pair(args: &[Value], name: &str) -> Result<(Class, Vec<f64>, Vec<f64>)> {
    let (a, b) = (&args[0], &args[1]);
    let class = binary_class(a, b, name, true)?;
    let x = a.to_f64_vec().ok_or_else(|| unsupported(name))?;
    let y = b.to_f64_vec().ok_or_else(|| unsupported(name))?;
    if x.iter().chain(&y).any(|&v| !is_whole(v)) {
        return Err(RuntimeError::new(
            format!("MATLAB:{name}:NonIntInputs"),
            "Inputs must be real integers.",
        )
        .in_function(name));
    }
    Ok((class, x, y))
}

pub fn gcd(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (class, x, y) = integer_pair(args, "gcd")?;
    let (a_shape, b_shape) = (args[0].shape(), args[1].shape());
    let (shape, g) = zip_doubles(&x, &a_shape, &y, &b_shape, |a, b| extended_gcd(a, b).0)?;
    let mut out = Outputs::new();
    out.push(from_f64(shape.clone(), class, g)?);
    if nargout > 1 {
        if matches!(
            class,
            Class::UInt8 | Class::UInt16 | Class::UInt32 | Class::UInt64
        ) {
            return Err(RuntimeError::new(
                "MATLAB:gcd:unsignedBezout",
                "Bezout coefficients are only returned for signed inputs.",
            )
            .in_function("gcd"));
        }
        let (_, u) = zip_doubles(&x, &a_shape, &y, &b_shape, |a, b| extended_gcd(a, b).1)?;
        let (_, v) = zip_doubles(&x, &a_shape, &y, &b_shape, |a, b| extended_gcd(a, b).2)?;
        out.push(from_f64(shape.clone(), class, u)?);
        out.push(from_f64(shape, class, v)?);
    }
    Ok(out)
}

pub fn lcm(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (class, x, y) = integer_pair(args, "lcm")?;
    if x.iter().chain(&y).any(|&v| v < 0.0) {
        return Err(RuntimeError::new(
            "MATLAB:lcm:InputNotPosInt",
            "Input arguments must contain positive integers.",
        )
        .in_function("lcm"));
    }
    let (shape, l) = zip_doubles(&x, &args[0].shape(), &y, &args[1].shape(), |a, b| {
        if a == 0.0 || b == 0.0 {
            0.0
        } else {
            a * (b / extended_gcd(a, b).0)
        }
    })?;
    one(from_f64(shape, class, l)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extended_gcd_matches_matlab_examples() {
        assert_eq!(extended_gcd(30.0, 56.0), (2.0, -13.0, 7.0));
        assert_eq!(extended_gcd(12.0, -18.0), (6.0, -1.0, -1.0));
        assert_eq!(extended_gcd(0.0, 0.0), (0.0, 1.0, 0.0));
    }

    #[test]
    fn primality_and_binomials() {
        assert!(is_prime_u64(18_446_744_073_709_551_557));
        assert!(!is_prime_u64(3_215_031_751));
        assert_eq!(binomial(5.0, 2.0), 10.0);
        assert_eq!(binomial(60.0, 30.0), 118_264_581_564_861_424.0);
        assert!(factorial_of(170.0).is_finite());
        assert_eq!(factorial_of(171.0), f64::INFINITY);
        assert_eq!(format_e(FLINTMAX), "9.007199e+15");
    }
}
