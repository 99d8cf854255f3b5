//! MATLAB integer-class arithmetic: the one place that rounds half away from
//! zero and saturates, and the exact (i128) paths that keep int64/uint64
//! results exact where a detour through double would lose bits.
//! Class dispatch and broadcasting are not done here.

use crate::value::{Tensor, Value};

/// An element of one of MATLAB's eight integer classes.
pub trait IntElem: Copy + Send + Sync + 'static {
    const MIN: i128;
    const MAX: i128;
    fn to_i128(self) -> i128;
    /// Caller guarantees `MIN <= x <= MAX`.
    fn from_i128_unchecked(x: i128) -> Self;
    fn wrap(tensor: Tensor<Self>) -> Value;
    fn unwrap(value: &Value) -> Option<&Tensor<Self>>;

    /// Saturates an exact integer into range.
    fn saturate(x: i128) -> Self {
        Self::from_i128_unchecked(x.clamp(Self::MIN, Self::MAX))
    }

    /// MATLAB's conversion of a double: round half away from zero, saturate,
    /// NaN -> 0.
    fn from_f64(x: f64) -> Self {
        if x.is_nan() {
            return Self::from_i128_unchecked(0);
        }
        let rounded = x.round();
        if rounded >= Self::MAX as f64 {
            Self::from_i128_unchecked(Self::MAX)
        } else if rounded <= Self::MIN as f64 {
            Self::from_i128_unchecked(Self::MIN)
        } else {
            Self::from_i128_unchecked(rounded as i128)
        }
    }
}

macro_rules! int_elem {
    ($t:ty, $variant:ident) => {
        impl IntElem for $t {
            const MIN: i128 = <$t>::MIN as i128;
            const MAX: i128 = <$t>::MAX as i128;
            fn to_i128(self) -> i128 {
                self as i128
            }
            fn from_i128_unchecked(x: i128) -> Self {
                x as $t
            }
            fn wrap(tensor: Tensor<Self>) -> Value {
                Value::$variant(tensor)
            }
            fn unwrap(value: &Value) -> Option<&Tensor<Self>> {
                match value {
                    Value::$variant(t) => Some(t),
                    _ => None,
                }
            }
        }
    };
}

int_elem!(i8, Int8);
int_elem!(i16, Int16);
int_elem!(i32, Int32);
int_elem!(i64, Int64);
int_elem!(u8, UInt8);
int_elem!(u16, UInt16);
int_elem!(u32, UInt32);
int_elem!(u64, UInt64);

/// An operand element of integer arithmetic: an exact integer or a double.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mixed {
    Int(i128),
    Float(f64),
}

/// Element types that can take part in integer-class arithmetic.
pub trait ToMixed: Copy {
    fn mixed(self) -> Mixed;
}

impl ToMixed for f64 {
    fn mixed(self) -> Mixed {
        Mixed::Float(self)
    }
}

impl<T: IntElem> ToMixed for T {
    fn mixed(self) -> Mixed {
        Mixed::Int(self.to_i128())
    }
}

/// The arithmetic operators integer classes support element-wise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    Div,
    Pow,
}

/// A double that is an integer small enough to take part in exact i128
/// arithmetic without overflow (|x| < 2^64 keeps products below 2^128).
fn exact_integer(x: f64) -> Option<i128> {
    if x.fract() == 0.0 && x.abs() < 18_446_744_073_709_551_616.0 {
        Some(x as i128)
    } else {
        None
    }
}

/// `a / b` of exact integers rounded half away from zero; division by zero
/// saturates by the sign of `a` (0/0 is 0), as MATLAB does.
pub fn div_round(a: i128, b: i128) -> DivResult {
    if b == 0 {
        return match a.signum() {
            1 => DivResult::PlusInf,
            -1 => DivResult::MinusInf,
            _ => DivResult::Exact(0),
        };
    }
    let quotient = a / b;
    let remainder = a % b;
    // |2r| >= |b| means the fraction is at least one half.
    if remainder != 0 && 2 * remainder.unsigned_abs() >= b.unsigned_abs() {
        let away = if (a < 0) == (b < 0) { 1 } else { -1 };
        DivResult::Exact(quotient + away)
    } else {
        DivResult::Exact(quotient)
    }
}

/// The result of an exact integer division.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DivResult {
    Exact(i128),
    PlusInf,
    MinusInf,
}

/// One element of `a op b` in integer class `T`.
pub fn int_op<T: IntElem>(op: IntOp, a: Mixed, b: Mixed) -> T {
    if let Some(exact) = exact_op::<T>(op, a, b) {
        return exact;
    }
    let x = match a {
        Mixed::Int(i) => i as f64,
        Mixed::Float(f) => f,
    };
    let y = match b {
        Mixed::Int(i) => i as f64,
        Mixed::Float(f) => f,
    };
    let result = match op {
        IntOp::Add => x + y,
        IntOp::Sub => x - y,
        IntOp::Mul => x * y,
        IntOp::Div => x / y,
        IntOp::Pow => x.powf(y),
    };
    T::from_f64(result)
}

/// The exact i128 result when both operands are integers (a double operand
/// counts when it is integer-valued) and the operation allows it.
fn exact_op<T: IntElem>(op: IntOp, a: Mixed, b: Mixed) -> Option<T> {
    let as_int = |m: Mixed| match m {
        Mixed::Int(i) => Some(i),
        Mixed::Float(f) => exact_integer(f),
    };
    let (x, y) = (as_int(a)?, as_int(b)?);
    let exact = match op {
        IntOp::Add => x.checked_add(y)?,
        IntOp::Sub => x.checked_sub(y)?,
        IntOp::Mul => x.checked_mul(y)?,
        IntOp::Div => match div_round(x, y) {
            DivResult::Exact(q) => q,
            DivResult::PlusInf => T::MAX,
            DivResult::MinusInf => T::MIN,
        },
        IntOp::Pow => {
            // Small classes are exact in double; the i128 loop matters for
            // int64/uint64 beyond 2^53.
            if y < 0 || y > u32::MAX as i128 {
                return None;
            }
            match x.checked_pow(y as u32) {
                Some(power) => power,
                None => {
                    let negative = x < 0 && y % 2 == 1;
                    return Some(T::saturate(if negative { i128::MIN } else { i128::MAX }));
                }
            }
        }
    };
    Some(T::saturate(exact))
}

/// Compares two mixed values exactly; `None` when a NaN is involved.
pub fn compare_mixed(a: Mixed, b: Mixed) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering;
    match (a, b) {
        (Mixed::Int(x), Mixed::Int(y)) => Some(x.cmp(&y)),
        (Mixed::Float(x), Mixed::Float(y)) => x.partial_cmp(&y),
        (Mixed::Int(x), Mixed::Float(y)) => compare_int_float(x, y),
        (Mixed::Float(x), Mixed::Int(y)) => compare_int_float(y, x).map(Ordering::reverse),
    }
}

fn compare_int_float(x: i128, y: f64) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering;
    if y.is_nan() {
        return None;
    }
    // Every i128 built from an integer class fits well inside +-2^127.
    if y >= 1.7e38 {
        return Some(Ordering::Less);
    }
    if y <= -1.7e38 {
        return Some(Ordering::Greater);
    }
    let floor = y.floor();
    let floor_int = floor as i128;
    match x.cmp(&floor_int) {
        Ordering::Equal if y > floor => Some(Ordering::Less),
        other => Some(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_half_away_and_saturates() {
        assert_eq!(i8::from_f64(2.5), 3);
        assert_eq!(i8::from_f64(-2.5), -3);
        assert_eq!(i8::from_f64(1000.0), 127);
        assert_eq!(i8::from_f64(-1000.0), -128);
        assert_eq!(u8::from_f64(-3.0), 0);
        assert_eq!(i32::from_f64(f64::NAN), 0);
        assert_eq!(u64::from_f64(f64::INFINITY), u64::MAX);
        assert_eq!(i64::from_f64(f64::NEG_INFINITY), i64::MIN);
    }

    #[test]
    fn integer_division_rounds_and_saturates() {
        assert_eq!(int_op::<i32>(IntOp::Div, Mixed::Int(7), Mixed::Int(2)), 4);
        assert_eq!(int_op::<i32>(IntOp::Div, Mixed::Int(-7), Mixed::Int(2)), -4);
        assert_eq!(int_op::<i32>(IntOp::Div, Mixed::Int(7), Mixed::Int(3)), 2);
        assert_eq!(
            int_op::<i8>(IntOp::Div, Mixed::Int(5), Mixed::Float(0.0)),
            127
        );
        assert_eq!(
            int_op::<i8>(IntOp::Div, Mixed::Int(-5), Mixed::Float(0.0)),
            -128
        );
        assert_eq!(
            int_op::<i8>(IntOp::Div, Mixed::Int(0), Mixed::Float(0.0)),
            0
        );
        assert_eq!(
            int_op::<u8>(IntOp::Div, Mixed::Int(5), Mixed::Float(0.4)),
            13
        );
    }

    #[test]
    fn int64_is_exact_beyond_two_pow_53() {
        let big = 1i128 << 53;
        assert_eq!(
            int_op::<i64>(IntOp::Add, Mixed::Int(big), Mixed::Float(1.0)),
            (big + 1) as i64
        );
        assert_eq!(
            int_op::<i64>(IntOp::Mul, Mixed::Int(big + 1), Mixed::Int(3)),
            (3 * (big + 1)) as i64
        );
        assert_eq!(
            int_op::<u64>(IntOp::Add, Mixed::Int(u64::MAX as i128), Mixed::Int(1)),
            u64::MAX
        );
        assert_eq!(
            int_op::<i64>(IntOp::Pow, Mixed::Int(3), Mixed::Int(39)),
            4_052_555_153_018_976_267
        );
        assert_eq!(
            int_op::<i64>(IntOp::Pow, Mixed::Int(-3), Mixed::Int(41)),
            i64::MIN
        );
    }

    #[test]
    fn exact_comparison_against_doubles() {
        use std::cmp::Ordering;
        let big = (1i128 << 53) + 1;
        assert_eq!(
            compare_mixed(Mixed::Int(big), Mixed::Float(9_007_199_254_740_992.0)),
            Some(Ordering::Greater)
        );
        assert_eq!(
            compare_mixed(Mixed::Int(2), Mixed::Float(2.5)),
            Some(Ordering::Less)
        );
        assert_eq!(
            compare_mixed(Mixed::Float(-2.5), Mixed::Int(-3)),
            Some(Ordering::Greater)
        );
        assert_eq!(compare_mixed(Mixed::Int(2), Mixed::Float(f64::NAN)), None);
    }
}
