//! `idivide`: integer division with a chosen rounding ('fix', 'floor',
//! 'ceil', 'round'). Integer operands divide exactly in `i128` (so int64
//! quotients are exact); a double operand that is not a whole number
//! divides in double. The result has the integer operand's class and
//! saturates. No other integer arithmetic lives here.

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::broadcast::zip;
use crate::ops::integer::IntElem;
use crate::value::{Class, Tensor, Value};

#[derive(Clone, Copy, PartialEq, Debug)]
enum Rounding {
    Fix,
    Floor,
    Ceil,
    Round,
}

/// One element of an operand: exact when it is a whole number.
#[derive(Clone, Copy, Debug)]
enum Number {
    Exact(i128),
    Float(f64),
}

fn numbers<T: IntElem>(value: &Value) -> Result<Tensor<Number>> {
    if let Some(t) = T::unwrap(value) {
        return Ok(t.map(|x| Number::Exact(x.to_i128())));
    }
    let Value::Double(t) = value else {
        return Err(mixed_classes());
    };
    Ok(t.map(|&x| {
        if x.fract() == 0.0 && x.abs() < 2f64.powi(100) {
            Number::Exact(x as i128)
        } else {
            Number::Float(x)
        }
    }))
}

fn mixed_classes() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:idivide:mixedClasses",
        "Integers can only be combined with integers of the same class, or doubles.",
    )
}

/// `n / d` rounded as asked, for exact integers (`d != 0`).
fn exact_quotient(n: i128, d: i128, rounding: Rounding) -> i128 {
    let (q, r) = (n / d, n % d);
    if r == 0 {
        return q;
    }
    let toward = if (n < 0) == (d < 0) { 1 } else { -1 };
    match rounding {
        Rounding::Fix => q,
        Rounding::Floor if toward < 0 => q - 1,
        Rounding::Ceil if toward > 0 => q + 1,
        Rounding::Round if 2 * r.abs() >= d.abs() => q + toward,
        _ => q,
    }
}

fn quotient<T: IntElem>(n: Number, d: Number, rounding: Rounding) -> T {
    match (n, d) {
        (Number::Exact(n), Number::Exact(0)) => T::saturate(n.signum() * i128::MAX),
        (Number::Exact(n), Number::Exact(d)) => T::saturate(exact_quotient(n, d, rounding)),
        _ => {
            let as_float = |x: Number| match x {
                Number::Exact(v) => v as f64,
                Number::Float(v) => v,
            };
            let q = as_float(n) / as_float(d);
            T::from_f64(match rounding {
                Rounding::Fix => q.trunc(),
                Rounding::Floor => q.floor(),
                Rounding::Ceil => q.ceil(),
                Rounding::Round => q.round(),
            })
        }
    }
}

fn divide<T: IntElem>(a: &Value, b: &Value, rounding: Rounding) -> Result<Value> {
    let (x, y) = (numbers::<T>(a)?, numbers::<T>(b)?);
    Ok(T::wrap(zip(&x, &y, |&n, &d| {
        quotient::<T>(n, d, rounding)
    })?))
}

/// `C = idivide(A, B)`, `idivide(A, B, opt)` with opt 'fix' (default),
/// 'floor', 'ceil' or 'round'.
pub fn idivide(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, b) = (&args[0], &args[1]);
    let rounding = match args.get(2) {
        None => Rounding::Fix,
        Some(opt) => match opt.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("fix") => Rounding::Fix,
            Some("floor") => Rounding::Floor,
            Some("ceil") => Rounding::Ceil,
            Some("round") => Rounding::Round,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:idivide:InvalidRoundingOption",
                    "Rounding option must be 'fix', 'floor', 'ceil' or 'round'.",
                ))
            }
        },
    };
    let (ca, cb) = (a.class(), b.class());
    let class = match (ca.is_integer(), cb.is_integer()) {
        (true, true) if ca == cb => ca,
        (true, true) => return Err(mixed_classes()),
        (true, false) if cb == Class::Double => ca,
        (false, true) if ca == Class::Double => cb,
        (false, false) => {
            return Err(RuntimeError::new(
                "MATLAB:idivide:InvalidInput",
                "At least one input must be an integer array.",
            ))
        }
        _ => return Err(mixed_classes()),
    };
    let result = match class {
        Class::Int8 => divide::<i8>(a, b, rounding),
        Class::Int16 => divide::<i16>(a, b, rounding),
        Class::Int32 => divide::<i32>(a, b, rounding),
        Class::Int64 => divide::<i64>(a, b, rounding),
        Class::UInt8 => divide::<u8>(a, b, rounding),
        Class::UInt16 => divide::<u16>(a, b, rounding),
        Class::UInt32 => divide::<u32>(a, b, rounding),
        _ => divide::<u64>(a, b, rounding),
    }?;
    one(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_rounding_modes() {
        assert_eq!(exact_quotient(3, -4, Rounding::Fix), 0);
        assert_eq!(exact_quotient(3, -4, Rounding::Floor), -1);
        assert_eq!(exact_quotient(3, 4, Rounding::Ceil), 1);
        assert_eq!(exact_quotient(3, -4, Rounding::Round), -1);
        assert_eq!(exact_quotient(-7, 2, Rounding::Round), -4);
        assert_eq!(exact_quotient(7, 2, Rounding::Floor), 3);
        let big = 40_000_000_000_000_000i128;
        assert_eq!(
            exact_quotient(big, -199_999_999, Rounding::Fix),
            -200_000_001
        );
    }
}
