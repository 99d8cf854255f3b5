//! `typecast` and `swapbytes`: the bytes of numeric elements read as
//! another class, or each element's bytes in reverse order. Bytes are in
//! the machine's order, little-endian, as MATLAB's on x86 and ARM. This
//! file never converts values (that is `cast`, through `ops::convert`).

use crate::builtins::args::text;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, Tensor, Value};

/// A numeric element type as its little-endian bytes.
trait Bytes: Copy + Sized {
    const SIZE: usize;
    fn push_bytes(self, out: &mut Vec<u8>);
    fn from_bytes(bytes: &[u8]) -> Self;
    fn swapped(self) -> Self;
}

macro_rules! bytes_of {
    ($($t:ty),*) => {$(
        impl Bytes for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn push_bytes(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn from_bytes(bytes: &[u8]) -> Self {
                let mut array = [0u8; std::mem::size_of::<$t>()];
                array.copy_from_slice(bytes);
                <$t>::from_le_bytes(array)
            }
            fn swapped(self) -> Self {
                let mut array = self.to_le_bytes();
                array.reverse();
                <$t>::from_le_bytes(array)
            }
        }
    )*};
}

bytes_of!(f64, f32, i8, i16, i32, i64, u8, u16, u32, u64);

/// Calls `$f::<T>(tensor, $args)` with `T` the element type of a real
/// numeric value; other values go to `$other`.
macro_rules! on_numeric {
    ($value:expr, $tensor:ident => $body:expr, $other:expr) => {
        match $value {
            Value::Double($tensor) => $body,
            Value::Single($tensor) => $body,
            Value::Int8($tensor) => $body,
            Value::Int16($tensor) => $body,
            Value::Int32($tensor) => $body,
            Value::Int64($tensor) => $body,
            Value::UInt8($tensor) => $body,
            Value::UInt16($tensor) => $body,
            Value::UInt32($tensor) => $body,
            Value::UInt64($tensor) => $body,
            _ => $other,
        }
    };
}

fn all_bytes<T: Bytes>(tensor: &Tensor<T>) -> Vec<u8> {
    let mut out = Vec::with_capacity(tensor.data().len() * T::SIZE);
    tensor.data().iter().for_each(|&x| x.push_bytes(&mut out));
    out
}

fn read_as<T: Bytes>(bytes: &[u8], shape: Shape) -> Tensor<T> {
    Tensor::new(
        shape,
        bytes.chunks_exact(T::SIZE).map(T::from_bytes).collect(),
    )
}

fn typecast_error(message: &str) -> RuntimeError {
    RuntimeError::new("MATLAB:typecast:invalidInput", message).in_function("typecast")
}

/// `Y = typecast(X, type)`: the bytes of the real numeric vector `X` read as
/// class `type`, in `X`'s orientation (a scalar gives a row).
pub fn typecast(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [x, type_name] = args else {
        return Err(if args.len() < 2 {
            RuntimeError::not_enough_inputs()
        } else {
            RuntimeError::too_many_inputs()
        }
        .in_function("typecast"));
    };
    let bytes = on_numeric!(x, t => all_bytes(t), {
        return Err(typecast_error(
            "The first input argument must be a full, real numeric scalar or vector.",
        ));
    });
    let shape = x.shape();
    if !(shape.is_vector() || shape.numel() == 0) || shape.ndims() > 2 {
        return Err(typecast_error("The first input argument must be a vector."));
    }
    let class = text(type_name, "typecast")
        .ok()
        .and_then(|name| Class::from_name(&name))
        .filter(|class| class.is_numeric())
        .ok_or_else(|| {
            typecast_error(
                "The second input argument must be a numeric class name: 'single', 'double', \
                 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64' or 'uint64'.",
            )
        })?;
    let size = class_size(class);
    if bytes.len() % size != 0 {
        return Err(typecast_error(if bytes.len() < size {
            "Too few input values to make output type."
        } else {
            "The input's size in bytes must be a multiple of the output type's size."
        }));
    }
    let count = bytes.len() / size;
    let column = shape.dims().len() == 2 && shape.cols() == 1 && shape.rows() != 1;
    // An empty input keeps its size: `typecast([], 'double')` is 0x0.
    let out_shape = if shape.numel() == 0 {
        shape.clone()
    } else if column {
        Shape::matrix(count, 1)
    } else {
        Shape::matrix(1, count)
    };
    one(match class {
        Class::Double => Value::Double(read_as(&bytes, out_shape)),
        Class::Single => Value::Single(read_as(&bytes, out_shape)),
        Class::Int8 => Value::Int8(read_as(&bytes, out_shape)),
        Class::Int16 => Value::Int16(read_as(&bytes, out_shape)),
        Class::Int32 => Value::Int32(read_as(&bytes, out_shape)),
        Class::Int64 => Value::Int64(read_as(&bytes, out_shape)),
        Class::UInt8 => Value::UInt8(read_as(&bytes, out_shape)),
        Class::UInt16 => Value::UInt16(read_as(&bytes, out_shape)),
        Class::UInt32 => Value::UInt32(read_as(&bytes, out_shape)),
        _ => Value::UInt64(read_as(&bytes, out_shape)),
    })
}

/// Bytes per element of a numeric class.
fn class_size(class: Class) -> usize {
    match class {
        Class::Double | Class::Int64 | Class::UInt64 => 8,
        Class::Single | Class::Int32 | Class::UInt32 => 4,
        Class::Int16 | Class::UInt16 => 2,
        _ => 1,
    }
}

/// `Y = swapbytes(X)`: every element's bytes reversed (big- to
/// little-endian and back); complex values swap each part.
pub fn swapbytes(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [x] = args else {
        return Err(if args.is_empty() {
            RuntimeError::not_enough_inputs()
        } else {
            RuntimeError::too_many_inputs()
        }
        .in_function("swapbytes"));
    };
    fn swap<T: Bytes>(t: &Tensor<T>) -> Tensor<T> {
        t.map(|&x| x.swapped())
    }
    one(match x {
        Value::Double(t) => Value::Double(swap(t)),
        Value::Single(t) => Value::Single(swap(t)),
        Value::Int8(t) => Value::Int8(t.clone()),
        Value::Int16(t) => Value::Int16(swap(t)),
        Value::Int32(t) => Value::Int32(swap(t)),
        Value::Int64(t) => Value::Int64(swap(t)),
        Value::UInt8(t) => Value::UInt8(t.clone()),
        Value::UInt16(t) => Value::UInt16(swap(t)),
        Value::UInt32(t) => Value::UInt32(swap(t)),
        Value::UInt64(t) => Value::UInt64(swap(t)),
        Value::ComplexDouble(t) => Value::ComplexDouble(
            t.map(|z| num_complex::Complex64::new(z.re.swapped(), z.im.swapped())),
        ),
        Value::ComplexSingle(t) => Value::ComplexSingle(
            t.map(|z| num_complex::Complex32::new(z.re.swapped(), z.im.swapped())),
        ),
        other => {
            return Err(RuntimeError::new(
                "MATLAB:swapbytes:invalidInput",
                format!(
                    "Input must be numeric; swapbytes is not defined for class '{}'.",
                    other.class().name()
                ),
            )
            .in_function("swapbytes"))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every class's byte round trip against the standard library's own
    /// byte-order functions, the naive reference.
    #[test]
    fn bytes_round_trip_and_swap_match_std() {
        for x in [0u32, 1, 0x1a2b_3c4d, u32::MAX] {
            let mut out = Vec::new();
            x.push_bytes(&mut out);
            assert_eq!(out, x.to_le_bytes());
            assert_eq!(u32::from_bytes(&out), x);
            assert_eq!(x.swapped(), x.swap_bytes());
        }
        for x in [0.0f64, -0.8, 1e300, f64::NAN] {
            assert_eq!(x.swapped().to_bits(), x.to_bits().swap_bytes());
            assert_eq!(x.swapped().swapped().to_bits(), x.to_bits());
        }
        assert_eq!((-2i16).swapped(), (-2i16).swap_bytes());
    }
}
