//! Bit-wise operations: bitand bitor bitxor bitshift bitcmp bitget bitset
//! on integer classes and on doubles holding integers (read as an
//! `assumedtype`, default uint64, as MATLAB does). Elements are carried exactly as i128
//! two's-complement patterns of the type's width; no other arithmetic here.

use super::map::{expansion, unsupported};
use crate::builtins::args::class_named;
use crate::builtins::math::elementwise::binary_class;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

/// The integer type whose bits an operation works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BitType {
    pub width: u32,
    pub signed: bool,
}

impl BitType {
    fn of(class: Class) -> Option<BitType> {
        let (width, signed) = match class {
            Class::Int8 => (8, true),
            Class::Int16 => (16, true),
            Class::Int32 => (32, true),
            Class::Int64 => (64, true),
            Class::UInt8 => (8, false),
            Class::UInt16 => (16, false),
            Class::UInt32 => (32, false),
            Class::UInt64 => (64, false),
            _ => return None,
        };
        Some(BitType { width, signed })
    }

    fn mask(self) -> i128 {
        (1i128 << self.width) - 1
    }

    fn range(self) -> (i128, i128) {
        if self.signed {
            (
                -(1i128 << (self.width - 1)),
                (1i128 << (self.width - 1)) - 1,
            )
        } else {
            (0, self.mask())
        }
    }

    /// The value's bit pattern, as an unsigned number below 2^width.
    pub(crate) fn bits(self, value: i128) -> i128 {
        value & self.mask()
    }

    /// The value a bit pattern stands for.
    pub(crate) fn value(self, bits: i128) -> i128 {
        let bits = bits & self.mask();
        if self.signed && bits >> (self.width - 1) == 1 {
            bits - (1i128 << self.width)
        } else {
            bits
        }
    }
}

/// Elements as exact integers; doubles must be whole (checked later).
fn elements(value: &Value) -> Option<Vec<f64>> {
    match value {
        Value::Double(_) | Value::Logical(_) | Value::Char(_) => value.to_f64_vec(),
        _ => None,
    }
}

fn exact_integers(value: &Value) -> Option<Vec<i128>> {
    Some(match value {
        Value::Int8(t) => t.data().iter().map(|&x| i128::from(x)).collect(),
        Value::Int16(t) => t.data().iter().map(|&x| i128::from(x)).collect(),
        Value::Int32(t) => t.data().iter().map(|&x| i128::from(x)).collect(),
        Value::Int64(t) => t.data().iter().map(|&x| i128::from(x)).collect(),
        Value::UInt8(t) => t.data().iter().map(|&x| i128::from(x)).collect(),
        Value::UInt16(t) => t.data().iter().map(|&x| i128::from(x)).collect(),
        Value::UInt32(t) => t.data().iter().map(|&x| i128::from(x)).collect(),
        Value::UInt64(t) => t.data().iter().map(|&x| i128::from(x)).collect(),
        _ => return None,
    })
}

fn out_of_range(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:bitfun:outOfRange",
        "Double inputs must have integer values in the range of ASSUMEDTYPE.",
    )
    .in_function(name)
}

/// The elements of one operand as integers of `bit_type`.
fn operand(value: &Value, bit_type: BitType, name: &str) -> Result<Vec<i128>> {
    if let Some(exact) = exact_integers(value) {
        return Ok(exact);
    }
    let data = elements(value).ok_or_else(|| unsupported(name))?;
    let (low, high) = bit_type.range();
    data.iter()
        .map(|&x| {
            // 2^64 is not below the uint64 limit, so compare in f64 first.
            let whole = x.is_finite() && x.fract() == 0.0 && x.abs() < 1.8e19;
            let v = x as i128;
            if whole && v >= low && v <= high {
                Ok(v)
            } else {
                Err(out_of_range(name))
            }
        })
        .collect()
}

/// The class of the result and the type whose bits are used: an integer
/// operand's class, else the `assumedtype` argument (default uint64).
fn working_type(class: Class, assumed: Option<&Value>, name: &str) -> Result<BitType> {
    let named = match assumed {
        Some(v) => {
            let text = v.as_text().ok_or_else(|| unsupported(name))?;
            let named = class_named(&text).and_then(BitType::of).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:bitfun:invalidAssumedType",
                    "ASSUMEDTYPE must be an integer type name.",
                )
                .in_function(name)
            })?;
            Some((named, class_named(&text)))
        }
        None => None,
    };
    match (BitType::of(class), named) {
        (Some(_), Some((_, named_class))) if named_class != Some(class) => Err(RuntimeError::new(
            "MATLAB:bitfun:invalidAssumedType",
            "ASSUMEDTYPE must match the integer class of the input.",
        )
        .in_function(name)),
        (Some(own), _) => Ok(own),
        (None, Some((named, _))) => Ok(named),
        (None, None) => Ok(BitType {
            width: 64,
            signed: false,
        }),
    }
}

/// Integers back into a value of `class` (exact for integer classes).
fn from_integers(shape: Shape, class: Class, data: Vec<i128>) -> Value {
    // Results are within the class's range by construction.
    match class {
        Class::Int8 => Value::Int8(Tensor::new(shape, data.iter().map(|&x| x as i8).collect())),
        Class::Int16 => Value::Int16(Tensor::new(shape, data.iter().map(|&x| x as i16).collect())),
        Class::Int32 => Value::Int32(Tensor::new(shape, data.iter().map(|&x| x as i32).collect())),
        Class::Int64 => Value::Int64(Tensor::new(shape, data.iter().map(|&x| x as i64).collect())),
        Class::UInt8 => Value::UInt8(Tensor::new(shape, data.iter().map(|&x| x as u8).collect())),
        Class::UInt16 => {
            Value::UInt16(Tensor::new(shape, data.iter().map(|&x| x as u16).collect()))
        }
        Class::UInt32 => {
            Value::UInt32(Tensor::new(shape, data.iter().map(|&x| x as u32).collect()))
        }
        Class::UInt64 => {
            Value::UInt64(Tensor::new(shape, data.iter().map(|&x| x as u64).collect()))
        }
        _ => Value::Double(Tensor::new(shape, data.iter().map(|&x| x as f64).collect())),
    }
}

/// `op` on the bit patterns of `args[0]` and `args[1]` under implicit
/// expansion, with the optional `assumedtype` as `args[2]`.
fn bitwise(args: &[Value], name: &str, op: fn(i128, i128) -> i128) -> Result<Outputs> {
    let (a, b) = (&args[0], &args[1]);
    if a.class() == Class::Single || b.class() == Class::Single {
        return Err(unsupported(name));
    }
    let class = binary_class(a, b, name, true)?;
    let bit_type = working_type(class, args.get(2), name)?;
    let x = operand(a, bit_type, name)?;
    let y = operand(b, bit_type, name)?;
    let (shape, pairs) = index_pairs(a, b)?;
    let data = pairs
        .into_iter()
        .map(|(i, j)| {
            let (p, q) = (x.get(i).copied(), y.get(j).copied());
            let (p, q) = (p.unwrap_or(0), q.unwrap_or(0));
            bit_type.value(op(bit_type.bits(p), bit_type.bits(q)))
        })
        .collect();
    one(from_integers(shape, class, data))
}

/// The element index pairs implicit expansion of `a` and `b` visits.
fn index_pairs(a: &Value, b: &Value) -> Result<(Shape, Vec<(usize, usize)>)> {
    let (shape, rows) = expansion(&[a.shape(), b.shape()])?;
    let pairs = rows
        .into_iter()
        .map(|row| {
            (
                row.first().copied().unwrap_or(0),
                row.get(1).copied().unwrap_or(0),
            )
        })
        .collect();
    Ok((shape, pairs))
}

pub fn bitand(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    bitwise(args, "bitand", |p, q| p & q)
}

pub fn bitor(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    bitwise(args, "bitor", |p, q| p | q)
}

pub fn bitxor(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    bitwise(args, "bitxor", |p, q| p ^ q)
}

/// `bitcmp(A)`, `bitcmp(A, assumedtype)`: every bit of the type flipped.
pub fn bitcmp(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let a = &args[0];
    let class = match a.class() {
        Class::Double | Class::Logical | Class::Char => Class::Double,
        c if c.is_integer() => c,
        _ => return Err(unsupported("bitcmp")),
    };
    let bit_type = working_type(class, args.get(1), "bitcmp")?;
    let x = operand(a, bit_type, "bitcmp")?;
    let data = x
        .into_iter()
        .map(|v| bit_type.value(!bit_type.bits(v)))
        .collect();
    one(from_integers(a.shape(), class, data))
}

/// `bitshift(A, k)`: left by `k` bits (right for negative `k`); bits
/// shifted past the type's width are lost, signed right shifts keep the
/// sign.
pub fn bitshift(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, k) = (&args[0], &args[1]);
    if a.class() == Class::Single || a.is_complex() {
        return Err(unsupported("bitshift"));
    }
    let class = match a.class() {
        Class::Double | Class::Logical | Class::Char => Class::Double,
        c if c.is_integer() => c,
        _ => return Err(unsupported("bitshift")),
    };
    let bit_type = working_type(class, args.get(2), "bitshift")?;
    let x = operand(a, bit_type, "bitshift")?;
    let shifts = k.to_f64_vec().ok_or_else(|| unsupported("bitshift"))?;
    if shifts.iter().any(|s| s.fract() != 0.0 || s.is_nan()) {
        return Err(RuntimeError::new(
            "MATLAB:bitshift:nonIntegerShift",
            "Shift values must be integers.",
        )
        .in_function("bitshift"));
    }
    let (shape, pairs) = index_pairs(a, k)?;
    let width = f64::from(bit_type.width);
    let data = pairs
        .into_iter()
        .map(|(i, j)| {
            let v = x.get(i).copied().unwrap_or(0);
            let s = shifts.get(j).copied().unwrap_or(0.0).clamp(-width, width);
            let bits = if s >= 0.0 {
                bit_type.bits(v) << (s as u32)
            } else if bit_type.signed {
                // The arithmetic shift of the signed value keeps its sign.
                v >> ((-s) as u32)
            } else {
                bit_type.bits(v) >> ((-s) as u32)
            };
            bit_type.value(bits)
        })
        .collect();
    one(from_integers(shape, class, data))
}

/// The bit positions of `bitget`/`bitset`: whole numbers from 1 to the
/// width of the type.
fn positions(bit: &Value, bit_type: BitType, name: &str) -> Result<Vec<u32>> {
    let values = match bit {
        Value::Char(_) | Value::Cell(_) | Value::Struct(_) | Value::String(_) => None,
        other if other.is_complex() => None,
        other => other.to_f64_vec(),
    }
    .ok_or_else(|| unsupported(name))?;
    let width = bit_type.width;
    values
        .into_iter()
        .map(|b| {
            if b.fract() == 0.0 && b >= 1.0 && b <= f64::from(width) {
                Ok(b as u32)
            } else {
                Err(RuntimeError::new(
                    "MATLAB:bitSetGet:BITOutOfRange",
                    format!("Bit position must be an integer between 1 and {width}."),
                )
                .in_function(name))
            }
        })
        .collect()
}

/// The class of `A` for `bitget`/`bitset`: double or an integer class.
fn bit_array_class(a: &Value, name: &str) -> Result<Class> {
    match a.class() {
        Class::Double if !a.is_complex() && !matches!(a, Value::Sparse(_)) => Ok(Class::Double),
        c if c.is_integer() => Ok(c),
        _ => Err(unsupported(name)),
    }
}

/// `bitget(A, bit)`, `bitget(A, bit, assumedtype)`: the bit at position
/// `bit` (1 is the least significant) as 0 or 1 of `A`'s class.
pub fn bitget(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, bit) = (&args[0], &args[1]);
    let class = bit_array_class(a, "bitget")?;
    let bit_type = working_type(class, args.get(2), "bitget")?;
    let x = operand(a, bit_type, "bitget")?;
    let bits = positions(bit, bit_type, "bitget")?;
    let (shape, pairs) = index_pairs(a, bit)?;
    let data = pairs
        .into_iter()
        .map(|(i, j)| {
            let v = bit_type.bits(x.get(i).copied().unwrap_or(0));
            let k = bits.get(j).copied().unwrap_or(1);
            (v >> (k - 1)) & 1
        })
        .collect();
    one(from_integers(shape, class, data))
}

/// `bitset(A, bit)`, `bitset(A, bit, V)`, `bitset(A, bit, assumedtype)`,
/// `bitset(A, bit, V, assumedtype)`: `A` with the bit at position `bit`
/// turned on (off where `V` is zero).
pub fn bitset(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, bit) = (&args[0], &args[1]);
    let (on, assumed) = match &args[2..] {
        [] => (None, None),
        [t] if matches!(t, Value::Char(_) | Value::String(_)) => (None, Some(t)),
        [v] => (Some(v), None),
        [v, t] => (Some(v), Some(t)),
        _ => return Err(RuntimeError::too_many_inputs().in_function("bitset")),
    };
    let class = bit_array_class(a, "bitset")?;
    let bit_type = working_type(class, assumed, "bitset")?;
    let x = operand(a, bit_type, "bitset")?;
    let bits = positions(bit, bit_type, "bitset")?;
    let one_value = Value::scalar(1.0);
    let on = on.unwrap_or(&one_value);
    let values = match on {
        Value::Char(_) | Value::Cell(_) | Value::Struct(_) | Value::String(_) => None,
        other if other.is_complex() => None,
        other => other.to_f64_vec(),
    }
    .ok_or_else(|| unsupported("bitset"))?;
    let (shape, rows) = expansion(&[a.shape(), bit.shape(), on.shape()])?;
    let data = rows
        .into_iter()
        .map(|row| {
            let at = |k: usize| row.get(k).copied().unwrap_or(0);
            let v = bit_type.bits(x.get(at(0)).copied().unwrap_or(0));
            let mask = 1i128 << (bits.get(at(1)).copied().unwrap_or(1) - 1);
            let set = values.get(at(2)).is_some_and(|&b| b != 0.0);
            bit_type.value(if set { v | mask } else { v & !mask })
        })
        .collect();
    one(from_integers(shape, class, data))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_round_trip_in_twos_complement() {
        let int8 = BitType::of(Class::Int8).unwrap();
        assert_eq!(int8.bits(-1), 255);
        assert_eq!(int8.value(0b1100_1000), -56);
        assert_eq!(int8.value(!int8.bits(-11)), 10);
        let uint8 = BitType::of(Class::UInt8).unwrap();
        assert_eq!(uint8.value(!uint8.bits(64)), 191);
    }
}
