//! Element-wise arithmetic (`+ - .* ./ .\ .^`, unary `-` and `+`) for every
//! class: picks the class the result has (MATLAB's class table) once, then
//! runs one generic element function through the broadcast zip. Matrix
//! operators live in `matrix.rs`; comparisons in `compare.rs`.

use std::borrow::Cow;
use std::sync::Arc;

use num_complex::Complex;

use super::broadcast::{result_shape, zip, zip_into};
use super::convert::{as_f64, convert, simplify_complex, FloatElem};
use super::integer::{int_op, IntElem, IntOp, ToMixed};
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Tensor, Value};

/// An element-wise arithmetic operator; `a .\ b` is computed as `b ./ a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Pow,
}

/// The class and representation an arithmetic result is computed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    Double,
    Single,
    ComplexDouble,
    ComplexSingle,
    Integer(Class),
}

/// `Operator '+' is not supported for operands of type 'cell'.`
pub fn unsupported(symbol: &str, value: &Value) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:UndefinedFunction",
        format!(
            "Operator '{symbol}' is not supported for operands of type '{}'.",
            value.class().name()
        ),
    )
}

/// `Integers can only be combined with integers of the same class, or scalar doubles.`
pub fn mixed_integers() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:mixedClasses",
        "Integers can only be combined with integers of the same class, or scalar doubles.",
    )
}

fn is_arithmetic(value: &Value) -> bool {
    !matches!(
        value,
        Value::String(_) | Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_)
    )
}

/// The domain of `a op b` for numeric, logical and char operands.
pub fn domain(symbol: &str, a: &Value, b: &Value) -> Result<Domain> {
    for v in [a, b] {
        if !is_arithmetic(v) {
            return Err(unsupported(symbol, v));
        }
    }
    let (ca, cb) = (a.class(), b.class());
    let integer = match (ca.is_integer(), cb.is_integer()) {
        (true, true) if ca != cb => return Err(mixed_integers()),
        (true, _) => Some(ca),
        (_, true) => Some(cb),
        _ => None,
    };
    if let Some(class) = integer {
        if a.is_complex() || b.is_complex() {
            return Err(RuntimeError::new(
                "MATLAB:complexIntegerArithmetic",
                "Complex integer arithmetic is not supported.",
            ));
        }
        return Ok(Domain::Integer(class));
    }
    let single = ca == Class::Single || cb == Class::Single;
    Ok(match (a.is_complex() || b.is_complex(), single) {
        (true, true) => Domain::ComplexSingle,
        (true, false) => Domain::ComplexDouble,
        (false, true) => Domain::Single,
        (false, false) => Domain::Double,
    })
}

/// `a op b` element-wise with implicit expansion.
pub fn elementwise(op: ArithOp, symbol: &str, a: &Value, b: &Value) -> Result<Value> {
    elementwise_operands(op, symbol, Cow::Borrowed(a), Cow::Borrowed(b))
}

/// `a op b` where an owned operand (a temporary such as `(A + B)` in
/// `(A + B) .* 2`) may lend its buffer to the result when it is not shared
/// and already has the result's class and shape.
pub fn elementwise_operands(
    op: ArithOp,
    symbol: &str,
    a: Cow<'_, Value>,
    b: Cow<'_, Value>,
) -> Result<Value> {
    if matches!(*a, Value::String(_)) || matches!(*b, Value::String(_)) {
        return string_op(op, symbol, &a, &b);
    }
    match domain(symbol, &a, &b)? {
        // A power may turn complex and then needs both operands again.
        Domain::Double if op == ArithOp::Pow => real_pow::<f64>(&a, &b),
        Domain::Single if op == ArithOp::Pow => real_pow::<f32>(&a, &b),
        Domain::Double => real_op::<f64>(op, a, b),
        Domain::Single => real_op::<f32>(op, a, b),
        Domain::ComplexDouble => complex_values::<f64>(op, &a, &b),
        Domain::ComplexSingle => complex_values::<f32>(op, &a, &b),
        Domain::Integer(class) => for_int_class!(class, integer_op(op, &a, &b)),
    }
}

fn internal(what: &str) -> RuntimeError {
    RuntimeError::new("ferromat:internal", format!("internal error: {what}"))
}

/// A real operand in precision `F`: an owned value of class `F` is taken
/// with its buffer (unshared once the value is dropped).
fn real_side<F: FloatElem>(value: Cow<'_, Value>) -> Result<Cow<'_, Tensor<F>>> {
    match value {
        Cow::Borrowed(v) => F::real_view(v).ok_or_else(|| internal("real operand")),
        Cow::Owned(v) => {
            let tensor = F::real_view(&v)
                .map(Cow::into_owned)
                .ok_or_else(|| internal("real operand"))?;
            drop(v);
            Ok(Cow::Owned(tensor))
        }
    }
}

/// `f` over two real operands, written into an owned operand's buffer when
/// it can take the result.
fn apply_real<F: FloatElem>(
    x: Cow<'_, Tensor<F>>,
    y: Cow<'_, Tensor<F>>,
    f: impl Fn(&F, &F) -> F + Sync + Copy,
) -> Result<Tensor<F>> {
    let shape = result_shape(x.shape(), y.shape())?;
    match (x, y) {
        (Cow::Owned(x), y) if *x.shape() == shape => zip_into(x, &y, f),
        (x, Cow::Owned(y)) if *y.shape() == shape => zip_into(y, &x, move |q, p| f(p, q)),
        (x, y) => zip(&x, &y, f),
    }
}

fn real_op<F: FloatElem>(op: ArithOp, a: Cow<'_, Value>, b: Cow<'_, Value>) -> Result<Value> {
    let (x, y) = (real_side::<F>(a)?, real_side::<F>(b)?);
    // One monomorphised loop per operator: a `match op` per element would
    // keep the loops from vectorising.
    let result = match op {
        ArithOp::Add => apply_real(x, y, |&p, &q| p + q),
        ArithOp::Sub => apply_real(x, y, |&p, &q| p - q),
        ArithOp::Mul => apply_real(x, y, |&p, &q| p * q),
        ArithOp::Div => apply_real(x, y, |&p, &q| p / q),
        ArithOp::Pow => apply_real(x, y, |&p, &q| real_element(ArithOp::Pow, p, q)),
    }?;
    Ok(F::wrap(result))
}

fn real_pow<F: FloatElem>(a: &Value, b: &Value) -> Result<Value> {
    let x = F::real_view(a).ok_or_else(|| internal("real operand"))?;
    let y = F::real_view(b).ok_or_else(|| internal("real operand"))?;
    let result = zip(&x, &y, |&p, &q| real_element(ArithOp::Pow, p, q))?;
    if result.data().iter().any(|r| r.is_nan()) {
        // A negative base with a fractional exponent has a complex result.
        let needs_complex = zip(&x, &y, |&p, &q| p < F::zero() && q.fract() != F::zero())?;
        if needs_complex.data().iter().any(|&c| c) {
            return complex_values::<F>(ArithOp::Pow, a, b);
        }
    }
    Ok(F::wrap(result))
}

/// One real element of `p op q` in IEEE arithmetic.
pub fn real_element<F: FloatElem>(op: ArithOp, p: F, q: F) -> F {
    match op {
        ArithOp::Add => p + q,
        ArithOp::Sub => p - q,
        ArithOp::Mul => p * q,
        ArithOp::Div => p / q,
        // `powf` (libm pow) is correctly rounded in practice, where powi's
        // repeated multiplication drifts in the last digits; squaring is exact
        // either way and common enough to skip the call.
        ArithOp::Pow if q.to_f64() == 2.0 => p * p,
        ArithOp::Pow => p.powf(q),
    }
}

fn complex_values<F: FloatElem>(op: ArithOp, a: &Value, b: &Value) -> Result<Value> {
    let x = F::complex_view(a).ok_or_else(|| internal("complex operand"))?;
    let y = F::complex_view(b).ok_or_else(|| internal("complex operand"))?;
    let result = match op {
        ArithOp::Add => zip(&x, &y, |&p, &q| p + q),
        ArithOp::Sub => zip(&x, &y, |&p, &q| p - q),
        _ => zip(&x, &y, |&p, &q| complex_element(op, p, q)),
    }?;
    Ok(simplify_complex(result))
}

/// One complex element of `p op q`. A zero imaginary part is treated as a
/// real operand so that `(1+2i) * Inf` is `Inf + Infi`, not NaN.
pub fn complex_element<F: FloatElem>(op: ArithOp, p: Complex<F>, q: Complex<F>) -> Complex<F> {
    let zero = F::zero();
    match op {
        ArithOp::Add => p + q,
        ArithOp::Sub => p - q,
        ArithOp::Mul => {
            if q.im == zero {
                Complex::new(p.re * q.re, p.im * q.re)
            } else if p.im == zero {
                Complex::new(p.re * q.re, p.re * q.im)
            } else {
                p * q
            }
        }
        ArithOp::Div => complex_div(p, q),
        ArithOp::Pow => complex_pow(p, q),
    }
}

/// Smith's algorithm: avoids the overflow of dividing by `|q|^2`.
fn complex_div<F: FloatElem>(p: Complex<F>, q: Complex<F>) -> Complex<F> {
    let (a, b, c, d) = (p.re, p.im, q.re, q.im);
    if d == F::zero() {
        return Complex::new(a / c, b / c);
    }
    if c.abs() >= d.abs() {
        let r = d / c;
        let den = c + d * r;
        Complex::new((a + b * r) / den, (b - a * r) / den)
    } else {
        let r = c / d;
        let den = c * r + d;
        Complex::new((a * r + b) / den, (b * r - a) / den)
    }
}

fn complex_pow<F: FloatElem>(p: Complex<F>, q: Complex<F>) -> Complex<F> {
    let zero = F::zero();
    if q.im == zero {
        let e = q.re.to_f64();
        if p.im == zero && (p.re >= zero || e.fract() == 0.0) {
            return Complex::new(real_element(ArithOp::Pow, p.re, q.re), zero);
        }
        if e.fract() == 0.0 && e.abs() <= 1024.0 {
            // Repeated multiplication keeps (1i)^2 exactly -1.
            let mut result = Complex::new(F::one(), zero);
            let mut base = p;
            let mut n = e.abs() as u32;
            while n > 0 {
                if n & 1 == 1 {
                    result = result * base;
                }
                base = base * base;
                n >>= 1;
            }
            return if e < 0.0 {
                complex_div(Complex::new(F::one(), zero), result)
            } else {
                result
            };
        }
    }
    if p.re == zero && p.im == zero {
        return if q.re > zero {
            Complex::new(zero, zero)
        } else {
            Complex::new(F::nan(), F::nan())
        };
    }
    p.powc(q)
}

/// One side of integer arithmetic: the integer array or a double view of a
/// double, single, logical or char operand.
enum IntSide<'a, T: IntElem> {
    Int(&'a Tensor<T>),
    Float(std::borrow::Cow<'a, Tensor<f64>>),
}

fn int_side<T: IntElem>(value: &Value) -> Result<IntSide<'_, T>> {
    if let Some(t) = T::unwrap(value) {
        return Ok(IntSide::Int(t));
    }
    as_f64(value)
        .map(IntSide::Float)
        .ok_or_else(|| internal("integer operand"))
}

fn integer_op<T: IntElem>(op: ArithOp, a: &Value, b: &Value) -> Result<Value> {
    let int_op_kind = match op {
        ArithOp::Add => IntOp::Add,
        ArithOp::Sub => IntOp::Sub,
        ArithOp::Mul => IntOp::Mul,
        ArithOp::Div => IntOp::Div,
        ArithOp::Pow => IntOp::Pow,
    };
    let k = int_op_kind;
    let result = match (int_side::<T>(a)?, int_side::<T>(b)?) {
        (IntSide::Int(x), IntSide::Int(y)) => zip(x, y, |p, q| mixed_op::<T, _, _>(k, p, q))?,
        (IntSide::Int(x), IntSide::Float(y)) => zip(x, &y, |p, q| mixed_op::<T, _, _>(k, p, q))?,
        (IntSide::Float(x), IntSide::Int(y)) => zip(&x, y, |p, q| mixed_op::<T, _, _>(k, p, q))?,
        (IntSide::Float(x), IntSide::Float(y)) => zip(&x, &y, |p, q| mixed_op::<T, _, _>(k, p, q))?,
    };
    Ok(T::wrap(result))
}

fn mixed_op<T: IntElem, A: ToMixed, B: ToMixed>(op: IntOp, x: &A, y: &B) -> T {
    int_op::<T>(op, x.mixed(), y.mixed())
}

/// `+` on strings appends text element-wise; other operators are errors.
fn string_op(op: ArithOp, symbol: &str, a: &Value, b: &Value) -> Result<Value> {
    if op != ArithOp::Add {
        let culprit = if matches!(a, Value::String(_)) { a } else { b };
        return Err(unsupported(symbol, culprit));
    }
    let as_strings = |v: &Value| -> Result<Tensor<Option<Arc<str>>>> {
        match convert(v, Class::String) {
            Ok(Value::String(t)) => Ok(t),
            _ => Err(unsupported(symbol, v)),
        }
    };
    let (x, y) = (as_strings(a)?, as_strings(b)?);
    let result = zip(&x, &y, |p, q| match (p, q) {
        (Some(p), Some(q)) => Some(Arc::from(format!("{p}{q}"))),
        _ => None,
    })?;
    Ok(Value::String(result))
}

/// Unary minus: negation in the operand's class (logical and char become
/// double; integers saturate, so `-int8(-128)` is 127).
pub fn negate(value: &Value) -> Result<Value> {
    match value {
        Value::Double(t) => Ok(Value::Double(t.map_elements(|&x| -x))),
        Value::Single(t) => Ok(Value::Single(t.map_elements(|&x| -x))),
        Value::ComplexDouble(t) => Ok(Value::ComplexDouble(t.map_elements(|&z| -z))),
        Value::ComplexSingle(t) => Ok(Value::ComplexSingle(t.map_elements(|&z| -z))),
        Value::Logical(_) | Value::Char(_) => {
            let doubles = as_f64(value).ok_or_else(|| internal("negate"))?;
            Ok(Value::Double(doubles.map(|&x| -x)))
        }
        v if v.class().is_integer() => elementwise(ArithOp::Sub, "-", &zero_of(v.class())?, v),
        other => Err(unsupported("-", other)),
    }
}

fn zero_of(class: Class) -> Result<Value> {
    convert(&Value::scalar(0.0), class)
}

/// Unary plus: the value itself; logical and char become double.
pub fn unary_plus(value: &Value) -> Result<Value> {
    match value {
        Value::Logical(_) | Value::Char(_) => convert(value, Class::Double),
        Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_) => {
            Err(unsupported("+", value))
        }
        other => Ok(other.clone()),
    }
}
