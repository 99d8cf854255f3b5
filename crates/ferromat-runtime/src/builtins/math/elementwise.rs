//! Element-wise math builtins: abs sign sqrt exp log log2 log10 floor ceil
//! round fix mod rem hypot real imag conj angle complex isnan isinf
//! isfinite. Each function maps elements one to one (binary ones with
//! MATLAB implicit expansion); class rules follow MATLAB (integers keep
//! their class where MATLAB allows them, logical and char become double).
//! Unary maps run on the kernels' unary engine (`Tensor::map_elements`:
//! vectorised where the element function allows, parallel on large arrays);
//! binary ones zip through `ops::broadcast::zip`, the runtime's only
//! implicit-expansion path. The helpers `transcend`, `transcendental`,
//! `rounding` and `predicate` are `pub(crate)` for other unary families.
//! Reductions and comparisons live elsewhere.

use ferromat_kernels::{map, Parallelism};
use num_complex::Complex;
use num_traits::Float;

use crate::builtins::arrays::construct::{from_f64, scalar_from_f64};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::broadcast::zip;
use crate::ops::convert::as_f64;
use crate::value::{Class, Tensor, Value};

/// MATLAB's message for a class a function has no method for.
fn unsupported(function: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:UndefinedFunction",
        format!("Check for incorrect argument data type or missing argument in call to function '{function}'."),
    )
}

/// Logical and char arguments as double; other values unchanged.
fn promote(value: &Value) -> Value {
    match value {
        Value::Logical(_) | Value::Char(_) => {
            let data = value.to_f64_vec().unwrap_or_default();
            Value::Double(Tensor::new(value.shape(), data))
        }
        other => other.clone(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Transcendental {
    Sqrt,
    Exp,
    Log,
    Log2,
    Log10,
}

impl Transcendental {
    fn name(self) -> &'static str {
        match self {
            Transcendental::Sqrt => "sqrt",
            Transcendental::Exp => "exp",
            Transcendental::Log => "log",
            Transcendental::Log2 => "log2",
            Transcendental::Log10 => "log10",
        }
    }

    /// Whether a real input leaves the reals (negative under sqrt or log).
    fn leaves_reals<F: Float>(self, x: F) -> bool {
        self != Transcendental::Exp && x < F::zero()
    }

    fn real<F: Float>(self, x: F) -> F {
        match self {
            Transcendental::Sqrt => x.sqrt(),
            Transcendental::Exp => x.exp(),
            Transcendental::Log => x.ln(),
            Transcendental::Log2 => x.log2(),
            Transcendental::Log10 => x.log10(),
        }
    }

    fn complex<F: Float>(self, z: Complex<F>) -> Complex<F> {
        let ten = F::from(10.0).unwrap_or_else(F::one);
        match self {
            Transcendental::Sqrt => z.sqrt(),
            Transcendental::Exp => z.exp(),
            Transcendental::Log => z.ln(),
            Transcendental::Log2 => z.ln() / (F::one() + F::one()).ln(),
            Transcendental::Log10 => z.ln() / ten.ln(),
        }
    }
}

/// A real float array through `kind`, turning complex as a whole when any
/// element needs it, as MATLAB does for `sqrt(-1)`.
pub(crate) fn transcend<F: Float + Send + Sync>(
    t: &Tensor<F>,
    kind: Transcendental,
    real: fn(Tensor<F>) -> Value,
    complex: fn(Tensor<Complex<F>>) -> Value,
) -> Value {
    if map::any(t.data(), Parallelism::Auto, |&x| kind.leaves_reals(x)) {
        complex(t.map_elements(|&x| kind.complex(Complex::new(x, F::zero()))))
    } else {
        // sqrt gets a loop of its own so that it inlines and vectorises;
        // the others are library calls either way.
        real(match kind {
            Transcendental::Sqrt => t.map_elements(|&x| x.sqrt()),
            _ => t.map_elements(|&x| kind.real(x)),
        })
    }
}

pub(crate) fn transcendental(args: &[Value], kind: Transcendental) -> Result<Outputs> {
    one(match promote(&args[0]) {
        // The kernel's exp is vectorised and correctly rounded.
        Value::Double(t) if kind == Transcendental::Exp => Value::Double(Tensor::new(
            t.shape().clone(),
            ferromat_kernels::exp::exp_slice(t.data(), Parallelism::Auto),
        )),
        Value::Double(t) => transcend(&t, kind, Value::Double, Value::ComplexDouble),
        Value::Single(t) => transcend(&t, kind, Value::Single, Value::ComplexSingle),
        Value::ComplexDouble(t) => Value::ComplexDouble(t.map_elements(|&z| kind.complex(z))),
        Value::ComplexSingle(t) => Value::ComplexSingle(t.map_elements(|&z| kind.complex(z))),
        _ => return Err(unsupported(kind.name())),
    })
}

pub fn sqrt(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    transcendental(args, Transcendental::Sqrt)
}

pub fn exp(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    transcendental(args, Transcendental::Exp)
}

pub fn log(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    transcendental(args, Transcendental::Log)
}

pub fn log2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    transcendental(args, Transcendental::Log2)
}

pub fn log10(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    transcendental(args, Transcendental::Log10)
}

/// Applies `real` to real floats, to both parts of complex values; integer
/// arrays are returned unchanged (they are already whole).
/// `real` is generic (not a function pointer) so that each rounding mode
/// gets its own inlined, vectorised loop.
pub(crate) fn rounding(
    args: &[Value],
    name: &str,
    real: impl Fn(f64) -> f64 + Copy + Sync,
) -> Result<Value> {
    Ok(match promote(&args[0]) {
        Value::Double(t) => Value::Double(t.map_elements(|&x| real(x))),
        Value::Single(t) => Value::Single(t.map_elements(|&x| real(f64::from(x)) as f32)),
        Value::ComplexDouble(t) => {
            Value::ComplexDouble(t.map_elements(|z| Complex::new(real(z.re), real(z.im))))
        }
        Value::ComplexSingle(t) => Value::ComplexSingle(t.map_elements(|z| {
            Complex::new(real(f64::from(z.re)) as f32, real(f64::from(z.im)) as f32)
        })),
        v if v.class().is_integer() => v,
        _ => return Err(unsupported(name)),
    })
}

pub fn floor(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(rounding(args, "floor", f64::floor)?)
}

pub fn ceil(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(rounding(args, "ceil", f64::ceil)?)
}

pub fn fix(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(rounding(args, "fix", f64::trunc)?)
}

/// `round(X)` (halves away from zero) and `round(X, N)` to N decimal
/// digits (N < 0 rounds to tens, hundreds, ...).
pub fn round(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let Some(digits) = args.get(1) else {
        return one(rounding(args, "round", f64::round)?);
    };
    let digits = match digits.as_f64() {
        Some(d) if d.fract() == 0.0 && d.abs() <= 400.0 => d as i32,
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:round:invalidDigits",
                "The second input must be a real integer scalar.",
            ))
        }
    };
    let value = promote(&args[0]);
    if value.class().is_integer() && digits >= 0 {
        return one(value);
    }
    let scaled = |x: f64| {
        if digits >= 0 {
            let factor = 10f64.powi(digits);
            let y = (x * factor).round() / factor;
            if y.is_finite() {
                y
            } else {
                x
            }
        } else {
            let factor = 10f64.powi(-digits);
            (x / factor).round() * factor
        }
    };
    one(match value {
        Value::Double(t) => Value::Double(t.map_elements(|&x| scaled(x))),
        Value::Single(t) => Value::Single(t.map_elements(|&x| scaled(f64::from(x)) as f32)),
        Value::ComplexDouble(t) => {
            Value::ComplexDouble(t.map_elements(|z| Complex::new(scaled(z.re), scaled(z.im))))
        }
        Value::ComplexSingle(t) => Value::ComplexSingle(t.map_elements(|z| {
            Complex::new(
                scaled(f64::from(z.re)) as f32,
                scaled(f64::from(z.im)) as f32,
            )
        })),
        v if v.class().is_integer() => {
            let data: Vec<f64> = v
                .to_f64_vec()
                .unwrap_or_default()
                .into_iter()
                .map(scaled)
                .collect();
            from_f64(v.shape(), v.class(), data)?
        }
        _ => return Err(unsupported("round")),
    })
}

/// Scalar shortcuts (`ScalarFn`) of the one-argument rounding functions
/// and `abs`, with the same element functions as the general paths.
pub fn floor_scalar(args: &[f64]) -> Option<f64> {
    one_scalar(args, f64::floor)
}
pub fn ceil_scalar(args: &[f64]) -> Option<f64> {
    one_scalar(args, f64::ceil)
}
pub fn fix_scalar(args: &[f64]) -> Option<f64> {
    one_scalar(args, f64::trunc)
}
pub fn round_scalar(args: &[f64]) -> Option<f64> {
    one_scalar(args, f64::round)
}
pub fn abs_scalar(args: &[f64]) -> Option<f64> {
    one_scalar(args, f64::abs)
}

pub fn exp_scalar(args: &[f64]) -> Option<f64> {
    one_scalar(args, ferromat_kernels::exp::exp)
}

fn one_scalar(args: &[f64], function: fn(f64) -> f64) -> Option<f64> {
    match *args {
        [x] => Some(function(x)),
        _ => None,
    }
}

/// `abs`: magnitude (hypot for complex); integers saturate (`abs(int8(-128))`
/// is 127).
pub fn abs(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(match promote(&args[0]) {
        Value::Double(t) => Value::Double(t.map_elements(|x| x.abs())),
        Value::Single(t) => Value::Single(t.map_elements(|x| x.abs())),
        Value::ComplexDouble(t) => Value::Double(t.map_elements(|z| z.norm())),
        Value::ComplexSingle(t) => Value::Single(t.map_elements(|z| z.norm())),
        Value::Int8(t) => Value::Int8(t.map_elements(|x| x.saturating_abs())),
        Value::Int16(t) => Value::Int16(t.map_elements(|x| x.saturating_abs())),
        Value::Int32(t) => Value::Int32(t.map_elements(|x| x.saturating_abs())),
        Value::Int64(t) => Value::Int64(t.map_elements(|x| x.saturating_abs())),
        v @ (Value::UInt8(_) | Value::UInt16(_) | Value::UInt32(_) | Value::UInt64(_)) => v,
        _ => return Err(unsupported("abs")),
    })
}

fn sign_of<F: Float>(x: F) -> F {
    if x.is_nan() || x == F::zero() {
        x * F::zero()
    } else {
        x.signum()
    }
}

fn complex_sign<F: Float>(z: Complex<F>) -> Complex<F> {
    let magnitude = z.norm();
    if magnitude == F::zero() {
        Complex::new(F::zero(), F::zero())
    } else {
        z / magnitude
    }
}

/// `sign`: -1, 0 or 1 (NaN stays NaN); `z./abs(z)` for complex.
pub fn sign(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(match promote(&args[0]) {
        Value::Double(t) => Value::Double(t.map_elements(|&x| sign_of(x) + 0.0)),
        Value::Single(t) => Value::Single(t.map_elements(|&x| sign_of(x) + 0.0)),
        Value::ComplexDouble(t) => Value::ComplexDouble(t.map_elements(|&z| complex_sign(z))),
        Value::ComplexSingle(t) => Value::ComplexSingle(t.map_elements(|&z| complex_sign(z))),
        Value::Int8(t) => Value::Int8(t.map_elements(|x| x.signum())),
        Value::Int16(t) => Value::Int16(t.map_elements(|x| x.signum())),
        Value::Int32(t) => Value::Int32(t.map_elements(|x| x.signum())),
        Value::Int64(t) => Value::Int64(t.map_elements(|x| x.signum())),
        Value::UInt8(t) => Value::UInt8(t.map_elements(|&x| u8::from(x > 0))),
        Value::UInt16(t) => Value::UInt16(t.map_elements(|&x| u16::from(x > 0))),
        Value::UInt32(t) => Value::UInt32(t.map_elements(|&x| u32::from(x > 0))),
        Value::UInt64(t) => Value::UInt64(t.map_elements(|&x| u64::from(x > 0))),
        _ => return Err(unsupported("sign")),
    })
}

/// The real part; real arrays are returned as they are.
pub fn real(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(match promote(&args[0]) {
        Value::ComplexDouble(t) => Value::Double(t.map_elements(|z| z.re)),
        Value::ComplexSingle(t) => Value::Single(t.map_elements(|z| z.re)),
        v if v.class().is_numeric() => v,
        _ => return Err(unsupported("real")),
    })
}

/// The imaginary part; zeros of the same class for real arrays.
pub fn imag(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(match promote(&args[0]) {
        Value::ComplexDouble(t) => Value::Double(t.map_elements(|z| z.im)),
        Value::ComplexSingle(t) => Value::Single(t.map_elements(|z| z.im)),
        v if v.class().is_numeric() => from_f64(v.shape(), v.class(), vec![0.0; v.numel()])?,
        _ => return Err(unsupported("imag")),
    })
}

pub fn conj(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(match promote(&args[0]) {
        Value::ComplexDouble(t) => Value::ComplexDouble(t.map_elements(|z| z.conj())),
        Value::ComplexSingle(t) => Value::ComplexSingle(t.map_elements(|z| z.conj())),
        v if v.class().is_numeric() => v,
        _ => return Err(unsupported("conj")),
    })
}

/// The phase angle `atan2(imag, real)` in [-pi, pi].
pub fn angle(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(match promote(&args[0]) {
        Value::ComplexDouble(t) => Value::Double(t.map_elements(|z| z.arg())),
        Value::ComplexSingle(t) => Value::Single(t.map_elements(|z| z.arg())),
        Value::Single(t) => Value::Single(t.map_elements(|&x| 0f32.atan2(x))),
        Value::Double(t) => Value::Double(t.map_elements(|&x| 0f64.atan2(x))),
        _ => return Err(unsupported("angle")),
    })
}

pub(crate) fn predicate(
    args: &[Value],
    name: &str,
    real: impl Fn(f64) -> bool + Copy + Sync,
    both: impl Fn(bool, bool) -> bool + Copy + Sync,
) -> Result<Outputs> {
    let value = &args[0];
    let flags = match value {
        Value::ComplexDouble(t) => t.map_elements(|z| both(real(z.re), real(z.im))),
        Value::ComplexSingle(t) => {
            t.map_elements(|z| both(real(f64::from(z.re)), real(f64::from(z.im))))
        }
        Value::Double(t) => t.map_elements(|&x| real(x)),
        Value::Single(t) => t.map_elements(|&x| real(f64::from(x))),
        v if v.class().is_integer() || matches!(v, Value::Logical(_) | Value::Char(_)) => {
            let data = v.to_f64_vec().unwrap_or_default();
            Tensor::new(v.shape(), data.into_iter().map(real).collect())
        }
        _ => return Err(unsupported(name)),
    };
    one(Value::Logical(flags))
}

pub fn isnan(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    predicate(args, "isnan", f64::is_nan, |a, b| a || b)
}

pub fn isinf(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    predicate(args, "isinf", f64::is_infinite, |a, b| a || b)
}

pub fn isfinite(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    predicate(args, "isfinite", f64::is_finite, |a, b| a && b)
}

/// The class of a binary numeric result: an integer operand wins (two
/// different integer classes are an error), then single, then double.
pub(crate) fn binary_class(
    left: &Value,
    right: &Value,
    function: &str,
    allow_integers: bool,
) -> Result<Class> {
    for v in [left, right] {
        let class = v.class();
        let real_numeric = class.is_numeric() || matches!(class, Class::Logical | Class::Char);
        if v.is_complex() || !real_numeric || (!allow_integers && class.is_integer()) {
            return Err(unsupported(function));
        }
    }
    let (a, b) = (left.class(), right.class());
    Ok(match (a.is_integer(), b.is_integer()) {
        (true, true) if a != b => {
            return Err(RuntimeError::new(
                "MATLAB:mixedClasses",
                "Integers can only be combined with integers of the same class, or scalar doubles.",
            ))
        }
        (true, _) => a,
        (_, true) => b,
        _ if a == Class::Single || b == Class::Single => Class::Single,
        _ => Class::Double,
    })
}

fn binary(
    args: &[Value],
    function: &str,
    allow_integers: bool,
    f: fn(f64, f64) -> f64,
) -> Result<Outputs> {
    let (left, right) = (&args[0], &args[1]);
    let class = binary_class(left, right, function, allow_integers)?;
    if let (Some(x), Some(y)) = (left.as_f64(), right.as_f64()) {
        return one(scalar_from_f64(class, f(x, y))?);
    }
    let a = as_f64(left).ok_or_else(|| unsupported(function))?;
    let b = as_f64(right).ok_or_else(|| unsupported(function))?;
    let result = zip(&a, &b, |&x, &y| f(x, y))?;
    let shape = result.shape().clone();
    one(from_f64(shape, class, result.into_vec())?)
}

/// The integer quotient `round(q)` when `q` is within round-off of it.
fn near_integer(q: f64) -> Option<f64> {
    let nearest = q.round();
    ((q - nearest).abs() <= f64::EPSILON * nearest.abs()).then_some(nearest)
}

/// `x - floor(x./y).*y` with the sign of `y`; `mod(x, 0)` is `x`.
fn floored_remainder(x: f64, y: f64) -> f64 {
    if y == 0.0 {
        return x;
    }
    let q = x / y;
    if y.fract() != 0.0 && near_integer(q).is_some() {
        return 0.0;
    }
    let r = x - q.floor() * y;
    if r != 0.0 && (r < 0.0) != (y < 0.0) {
        r + y
    } else {
        r
    }
}

/// `x - fix(x./y).*y` with the sign of `x`; `rem(x, 0)` is NaN.
fn truncated_remainder(x: f64, y: f64) -> f64 {
    if y == 0.0 {
        return f64::NAN;
    }
    let q = x / y;
    if y.fract() != 0.0 && near_integer(q).is_some() {
        return 0.0;
    }
    x - q.trunc() * y
}

/// Scalar shortcut of `mod`.
pub fn mod_scalar(args: &[f64]) -> Option<f64> {
    match *args {
        [x, y] => Some(floored_remainder(x, y)),
        _ => None,
    }
}

/// Scalar shortcut of `rem`.
pub fn rem_scalar(args: &[f64]) -> Option<f64> {
    match *args {
        [x, y] => Some(truncated_remainder(x, y)),
        _ => None,
    }
}

pub fn modulus(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    binary(args, "mod", true, floored_remainder)
}

pub fn rem(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    binary(args, "rem", true, truncated_remainder)
}

/// `sqrt(a.^2 + b.^2)` without overflow or underflow.
pub fn hypot(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    binary(args, "hypot", false, f64::hypot)
}

/// `complex(a)` (zero imaginary part) and `complex(a, b)`.
pub fn complex(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let zero = Value::scalar(0.0);
    let (re, im) = (&args[0], args.get(1).unwrap_or(&zero));
    if re.class().is_integer() || im.class().is_integer() {
        return Err(RuntimeError::new(
            "ferromat:complex:integer",
            "ferromat does not support complex integer arrays.",
        ));
    }
    let class = binary_class(re, im, "complex", false)?;
    let a = as_f64(re).ok_or_else(|| unsupported("complex"))?;
    let b = as_f64(im).ok_or_else(|| unsupported("complex"))?;
    one(if class == Class::Single {
        Value::ComplexSingle(zip(&a, &b, |&x, &y| Complex::new(x as f32, y as f32))?)
    } else {
        Value::ComplexDouble(zip(&a, &b, |&x, &y| Complex::new(x, y))?)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Shape;
    use num_complex::{Complex32, Complex64};

    fn call(f: crate::builtins::BuiltinFn, args: &[Value]) -> Result<Value> {
        f(&mut Interpreter::new(), args, 1).map(|mut o| o.remove(0))
    }

    fn n(x: f64) -> Value {
        Value::scalar(x)
    }

    fn row(v: &[f64]) -> Value {
        Value::row(v.to_vec())
    }

    fn complex_row(v: &[(f64, f64)]) -> Value {
        Value::ComplexDouble(Tensor::row(
            v.iter().map(|&(a, b)| Complex64::new(a, b)).collect(),
        ))
    }

    #[test]
    fn sqrt_and_log_turn_complex_for_negatives() {
        assert_eq!(call(sqrt, &[row(&[4.0, 9.0])]).unwrap(), row(&[2.0, 3.0]));
        assert_eq!(
            call(sqrt, &[row(&[-4.0, 9.0])]).unwrap(),
            complex_row(&[(0.0, 2.0), (3.0, 0.0)])
        );
        let log_negative = call(log, &[n(-1.0)]).unwrap();
        assert_eq!(log_negative, complex_row(&[(0.0, std::f64::consts::PI)]));
        assert_eq!(call(log2, &[n(8.0)]).unwrap(), n(3.0));
        assert_eq!(call(log10, &[n(1000.0)]).unwrap(), n(3.0));
        assert_eq!(call(exp, &[n(0.0)]).unwrap(), n(1.0));
        assert_eq!(call(exp, &[Value::bool(false)]).unwrap(), n(1.0));
        let single = call(sqrt, &[Value::Single(Tensor::scalar(-1.0))]).unwrap();
        assert_eq!(
            single,
            Value::ComplexSingle(Tensor::scalar(Complex32::new(0.0, 1.0)))
        );
        let error = call(sqrt, &[Value::Int8(Tensor::scalar(4))]).unwrap_err();
        assert_eq!(error.message, "Check for incorrect argument data type or missing argument in call to function 'sqrt'.");
        assert!(call(log, &[Value::char_row("a")]).is_ok());
        assert!(call(exp, &[Value::string("a")]).is_err());
    }

    #[test]
    fn rounding_family() {
        let v = row(&[-2.5, -0.5, 0.5, 1.5, 2.4]);
        assert_eq!(
            call(round, std::slice::from_ref(&v)).unwrap(),
            row(&[-3.0, -1.0, 1.0, 2.0, 2.0])
        );
        assert_eq!(
            call(floor, std::slice::from_ref(&v)).unwrap(),
            row(&[-3.0, -1.0, 0.0, 1.0, 2.0])
        );
        assert_eq!(
            call(ceil, std::slice::from_ref(&v)).unwrap(),
            row(&[-2.0, -0.0, 1.0, 2.0, 3.0])
        );
        assert_eq!(call(fix, &[v]).unwrap(), row(&[-2.0, -0.0, 0.0, 1.0, 2.0]));
        let ints = Value::Int16(Tensor::row(vec![3, -4]));
        assert_eq!(call(floor, std::slice::from_ref(&ints)).unwrap(), ints);
        assert_eq!(call(round, &[n(1.23456), n(2.0)]).unwrap(), n(1.23));
        assert_eq!(call(round, &[n(1234.0), n(-2.0)]).unwrap(), n(1200.0));
        assert_eq!(
            call(round, &[Value::Int16(Tensor::scalar(1251)), n(-2.0)]).unwrap(),
            Value::Int16(Tensor::scalar(1300))
        );
        assert_eq!(
            call(round, &[complex_row(&[(1.5, -2.5)])]).unwrap(),
            complex_row(&[(2.0, -3.0)])
        );
        assert_eq!(call(floor, &[Value::bool(true)]).unwrap(), n(1.0));
        let single_complex = Value::ComplexSingle(Tensor::scalar(Complex32::new(1.26, -2.44)));
        assert_eq!(
            call(round, &[single_complex, n(1.0)]).unwrap(),
            Value::ComplexSingle(Tensor::scalar(Complex32::new(1.3, -2.4)))
        );
    }

    #[test]
    fn abs_sign_and_parts() {
        assert_eq!(
            call(abs, &[Value::Int8(Tensor::scalar(-128))]).unwrap(),
            Value::Int8(Tensor::scalar(127))
        );
        assert_eq!(call(abs, &[complex_row(&[(3.0, 4.0)])]).unwrap(), n(5.0));
        let huge = complex_row(&[(3e200, 4e200)]);
        let magnitude = call(abs, &[huge]).unwrap().as_f64().unwrap_or(f64::NAN);
        assert!((magnitude / 5e200 - 1.0).abs() < 1e-15, "{magnitude}");
        assert_eq!(
            call(sign, &[row(&[-2.0, 0.0, 3.0])]).unwrap(),
            row(&[-1.0, 0.0, 1.0])
        );
        assert!(call(sign, &[n(f64::NAN)])
            .unwrap()
            .as_f64()
            .is_some_and(f64::is_nan));
        assert_eq!(
            call(sign, &[Value::Int32(Tensor::scalar(-7))]).unwrap(),
            Value::Int32(Tensor::scalar(-1))
        );
        assert_eq!(
            call(sign, &[complex_row(&[(3.0, 4.0)])]).unwrap(),
            complex_row(&[(0.6, 0.8)])
        );
        let z = complex_row(&[(1.0, -2.0)]);
        assert_eq!(call(real, std::slice::from_ref(&z)).unwrap(), n(1.0));
        assert_eq!(call(imag, std::slice::from_ref(&z)).unwrap(), n(-2.0));
        assert_eq!(
            call(conj, std::slice::from_ref(&z)).unwrap(),
            complex_row(&[(1.0, 2.0)])
        );
        assert_eq!(
            call(imag, &[Value::UInt8(Tensor::scalar(9))]).unwrap(),
            Value::UInt8(Tensor::scalar(0))
        );
        assert_eq!(call(angle, &[n(-1.0)]).unwrap(), n(std::f64::consts::PI));
        assert_eq!(
            call(angle, &[complex_row(&[(0.0, 1.0)])]).unwrap(),
            n(std::f64::consts::FRAC_PI_2)
        );
        assert!(call(
            real,
            &[Value::Cell(std::sync::Arc::new(Tensor::scalar(n(1.0))))]
        )
        .is_err());
    }

    #[test]
    fn predicates() {
        let v = row(&[1.0, f64::NAN, f64::INFINITY, -f64::INFINITY]);
        let flags = |b: &[bool]| Value::Logical(Tensor::row(b.to_vec()));
        assert_eq!(
            call(isnan, std::slice::from_ref(&v)).unwrap(),
            flags(&[false, true, false, false])
        );
        assert_eq!(
            call(isinf, std::slice::from_ref(&v)).unwrap(),
            flags(&[false, false, true, true])
        );
        assert_eq!(
            call(isfinite, &[v]).unwrap(),
            flags(&[true, false, false, false])
        );
        let z = complex_row(&[(1.0, f64::NAN), (f64::INFINITY, 0.0)]);
        assert_eq!(
            call(isnan, std::slice::from_ref(&z)).unwrap(),
            flags(&[true, false])
        );
        assert_eq!(call(isfinite, &[z]).unwrap(), flags(&[false, false]));
        assert_eq!(
            call(isnan, &[Value::Int8(Tensor::scalar(1))]).unwrap(),
            Value::bool(false)
        );
        assert!(call(isnan, &[Value::string("x")]).is_err());
    }

    #[test]
    fn mod_and_rem_follow_matlab_conventions() {
        let a = row(&[-4.0, -1.0, 7.0, 9.0]);
        assert_eq!(
            call(modulus, &[a.clone(), n(3.0)]).unwrap(),
            row(&[2.0, 2.0, 1.0, 0.0])
        );
        assert_eq!(
            call(modulus, &[a.clone(), n(-3.0)]).unwrap(),
            row(&[-1.0, -1.0, -2.0, 0.0])
        );
        assert_eq!(
            call(rem, &[a.clone(), n(3.0)]).unwrap(),
            row(&[-1.0, -1.0, 1.0, 0.0])
        );
        assert_eq!(call(modulus, &[n(5.0), n(0.0)]).unwrap(), n(5.0));
        assert!(call(rem, &[n(5.0), n(0.0)])
            .unwrap()
            .as_f64()
            .is_some_and(f64::is_nan));
        assert_eq!(call(modulus, &[n(0.3), n(0.1)]).unwrap(), n(0.0));
        let theta = row(&[0.0, 3.5, 4.0 * std::f64::consts::PI]);
        let wrapped = call(modulus, &[theta, n(2.0 * std::f64::consts::PI)]).unwrap();
        assert_eq!(wrapped, row(&[0.0, 3.5, 0.0]));
        assert_eq!(call(modulus, &[n(5.5), n(-2.0)]).unwrap(), n(-0.5));
        let ints = call(modulus, &[Value::Int8(Tensor::row(vec![-7, 7])), n(3.0)]).unwrap();
        assert_eq!(ints, Value::Int8(Tensor::row(vec![2, 1])));
        let mixed = call(
            modulus,
            &[
                Value::Int8(Tensor::scalar(1)),
                Value::Int16(Tensor::scalar(1)),
            ],
        );
        assert_eq!(mixed.unwrap_err().identifier, "MATLAB:mixedClasses");
        let column = Value::matrix(Shape::column(2), vec![10.0, 20.0]);
        let expanded = call(modulus, &[column, row(&[3.0, 7.0])]).unwrap();
        assert_eq!(expanded.shape().dims(), &[2, 2]);
        assert_eq!(expanded.to_f64_vec().unwrap(), vec![1.0, 2.0, 3.0, 6.0]);
        let error = call(rem, &[row(&[1.0, 2.0]), row(&[1.0, 2.0, 3.0])]).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:sizeDimensionsMustMatch");
        assert!(call(modulus, &[complex_row(&[(1.0, 1.0)]), n(2.0)]).is_err());
    }

    #[test]
    fn hypot_and_complex() {
        assert_eq!(call(hypot, &[n(3e300), n(4e300)]).unwrap(), n(5e300));
        assert_eq!(
            call(hypot, &[Value::Single(Tensor::scalar(3.0)), n(4.0)]).unwrap(),
            Value::Single(Tensor::scalar(5.0))
        );
        assert!(call(hypot, &[Value::Int8(Tensor::scalar(3)), n(4.0)]).is_err());
        assert_eq!(
            call(complex, &[row(&[1.0, 2.0]), n(3.0)]).unwrap(),
            complex_row(&[(1.0, 3.0), (2.0, 3.0)])
        );
        assert_eq!(
            call(complex, &[n(1.0)]).unwrap(),
            complex_row(&[(1.0, 0.0)])
        );
        assert!(call(complex, &[Value::Int8(Tensor::scalar(1)), n(1.0)]).is_err());
    }
}
