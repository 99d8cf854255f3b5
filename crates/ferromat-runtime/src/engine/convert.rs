//! Conversions between `Value` and `ndarray` arrays for embedders: each
//! supported element type maps to one MATLAB class. Conversions never
//! change a value's class silently; a mismatch is an error. Arrays come out
//! in Rust's natural (row-major, standard) layout, so `as_slice()` works;
//! `Tensor::to_ndarray` is the column-major copy for hosts that want it.

use ndarray::ArrayD;
use num_complex::{Complex32, Complex64};

use crate::error::{Result, RuntimeError};
use crate::value::{Tensor, Value};

/// An element type with a MATLAB class counterpart.
pub trait ArrayElement: Clone + Sized {
    /// The value holding `tensor` as this type's class.
    fn into_value(tensor: Tensor<Self>) -> Value;
    /// The tensor of `value`, if it is of this type's class.
    fn tensor(value: &Value) -> Option<&Tensor<Self>>;
    const CLASS: &'static str;

    /// `value` as a row-major (standard layout) `ndarray` in MATLAB's shape.
    fn to_array(value: &Value) -> Result<ArrayD<Self>> {
        Self::tensor(value).map(standard_layout).ok_or_else(|| {
            RuntimeError::new(
                "ferromat:engine:classMismatch",
                format!(
                    "Cannot convert a value of class {} to an array of {}.",
                    value.class().name(),
                    Self::CLASS
                ),
            )
        })
    }
}

/// A tensor's elements copied into a standard-layout array: one pass over
/// the data, transposing MATLAB's column-major order.
fn standard_layout<T: Clone>(tensor: &Tensor<T>) -> ArrayD<T> {
    tensor.view().as_standard_layout().into_owned()
}

macro_rules! array_elements {
    ($($t:ty => $variant:ident, $class:literal;)*) => {$(
        impl ArrayElement for $t {
            const CLASS: &'static str = $class;
            fn into_value(tensor: Tensor<Self>) -> Value {
                Value::$variant(tensor.into())
            }
            fn tensor(value: &Value) -> Option<&Tensor<Self>> {
                match value {
                    Value::$variant(t) => Some(t),
                    _ => None,
                }
            }
        }
        impl From<ArrayD<$t>> for Value {
            fn from(array: ArrayD<$t>) -> Value {
                <$t>::into_value(Tensor::from_ndarray(array))
            }
        }
        impl From<$t> for Value {
            fn from(x: $t) -> Value {
                <$t>::into_value(Tensor::scalar(x))
            }
        }
    )*};
}

array_elements! {
    f64 => Double, "double";
    f32 => Single, "single";
    i8 => Int8, "int8";
    i16 => Int16, "int16";
    i32 => Int32, "int32";
    i64 => Int64, "int64";
    u8 => UInt8, "uint8";
    u16 => UInt16, "uint16";
    u32 => UInt32, "uint32";
    u64 => UInt64, "uint64";
    bool => Logical, "logical";
    Complex64 => ComplexDouble, "complex double";
    Complex32 => ComplexSingle, "complex single";
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::char_row(text)
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::char_row(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_keeps_shape_and_class() {
        let array = ndarray::arr2(&[[1i32, 2, 3], [4, 5, 6]]).into_dyn();
        let value = Value::from(array.clone());
        assert_eq!(value.class().name(), "int32");
        assert_eq!(i32::to_array(&value).expect("int32"), array);
        assert!(f64::to_array(&value).is_err());
    }

    #[test]
    fn row_major_input_comes_back_row_major() {
        let array = ndarray::arr2(&[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]).into_dyn();
        let back = f64::to_array(&Value::from(array.clone())).expect("double");
        assert_eq!(back, array);
        assert_eq!(back.as_slice(), Some(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0][..]));
    }

    #[test]
    fn three_d_and_column_major_inputs_come_back_standard() {
        use ndarray::{Array3, ShapeBuilder};
        let row_major = Array3::from_shape_fn((2, 3, 4), |(i, j, k)| (100 * i + 10 * j + k) as u16);
        let value = Value::from(row_major.clone().into_dyn());
        assert_eq!(value.shape().dims(), &[2, 3, 4]);
        let back = u16::to_array(&value).expect("uint16");
        assert_eq!(back, row_major.clone().into_dyn());
        assert_eq!(back.as_slice(), row_major.as_slice());

        let column_major =
            Array3::from_shape_fn((2, 3, 4).f(), |(i, j, k)| (i + 2 * j + 6 * k) as f64);
        assert!(column_major.as_slice().is_none());
        let back = f64::to_array(&Value::from(column_major.clone().into_dyn())).expect("double");
        assert_eq!(back, column_major.into_dyn());
        assert!(back.is_standard_layout());
    }
}
