//! Class conversion as MATLAB does it (`double(x)`, `int8(x)`, `char(x)`,
//! `string(x)`, `logical(x)`), plus the borrowed element views the operators
//! compute in (`as_f64`, `as_f32`, `as_complex`). Integer rounding itself
//! lives in `integer.rs`; concatenation rules live in `concat.rs`.

use std::borrow::Cow;
use std::sync::Arc;

use num_complex::{Complex, Complex32, Complex64};

use super::integer::IntElem;
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Shape, Tensor, Value};

/// Elements of a real numeric, logical or char value as doubles, borrowed
/// when the value already is a real double. int64/uint64 beyond 2^53 round.
pub fn as_f64(value: &Value) -> Option<Cow<'_, Tensor<f64>>> {
    Some(match value {
        Value::Double(t) => Cow::Borrowed(t),
        Value::Single(t) => Cow::Owned(t.map(|&x| f64::from(x))),
        Value::Int8(t) => Cow::Owned(t.map(|&x| f64::from(x))),
        Value::Int16(t) => Cow::Owned(t.map(|&x| f64::from(x))),
        Value::Int32(t) => Cow::Owned(t.map(|&x| f64::from(x))),
        Value::Int64(t) => Cow::Owned(t.map(|&x| x as f64)),
        Value::UInt8(t) => Cow::Owned(t.map(|&x| f64::from(x))),
        Value::UInt16(t) => Cow::Owned(t.map(|&x| f64::from(x))),
        Value::UInt32(t) => Cow::Owned(t.map(|&x| f64::from(x))),
        Value::UInt64(t) => Cow::Owned(t.map(|&x| x as f64)),
        Value::Logical(t) => Cow::Owned(t.map(|&x| f64::from(u8::from(x)))),
        Value::Char(t) => Cow::Owned(t.map(|&x| f64::from(x))),
        _ => return None,
    })
}

/// Elements of a real value in single precision.
pub fn as_f32(value: &Value) -> Option<Cow<'_, Tensor<f32>>> {
    match value {
        Value::Single(t) => Some(Cow::Borrowed(t)),
        other => as_f64(other).map(|t| Cow::Owned(t.map(|&x| x as f32))),
    }
}

/// Floating element types: `f64` for double, `f32` for single.
pub trait FloatElem: num_traits::Float + Send + Sync + std::fmt::Debug + 'static {
    fn real_view(value: &Value) -> Option<Cow<'_, Tensor<Self>>>;
    fn complex_view(value: &Value) -> Option<Cow<'_, Tensor<Complex<Self>>>>;
    fn wrap(tensor: Tensor<Self>) -> Value;
    fn wrap_complex(tensor: Tensor<Complex<Self>>) -> Value;
    fn to_f64(self) -> f64;
    fn from_f64(x: f64) -> Self;
}

impl FloatElem for f64 {
    fn real_view(value: &Value) -> Option<Cow<'_, Tensor<f64>>> {
        as_f64(value)
    }
    fn complex_view(value: &Value) -> Option<Cow<'_, Tensor<Complex64>>> {
        match value {
            Value::ComplexDouble(t) => Some(Cow::Borrowed(t)),
            Value::ComplexSingle(t) => Some(Cow::Owned(
                t.map(|z| Complex64::new(f64::from(z.re), f64::from(z.im))),
            )),
            other => as_f64(other).map(|t| Cow::Owned(t.map(|&x| Complex64::new(x, 0.0)))),
        }
    }
    fn wrap(tensor: Tensor<f64>) -> Value {
        Value::Double(tensor)
    }
    fn wrap_complex(tensor: Tensor<Complex64>) -> Value {
        Value::ComplexDouble(tensor)
    }
    fn to_f64(self) -> f64 {
        self
    }
    fn from_f64(x: f64) -> f64 {
        x
    }
}

impl FloatElem for f32 {
    fn real_view(value: &Value) -> Option<Cow<'_, Tensor<f32>>> {
        as_f32(value)
    }
    fn complex_view(value: &Value) -> Option<Cow<'_, Tensor<Complex32>>> {
        match value {
            Value::ComplexSingle(t) => Some(Cow::Borrowed(t)),
            Value::ComplexDouble(t) => Some(Cow::Owned(
                t.map(|z| Complex32::new(z.re as f32, z.im as f32)),
            )),
            other => as_f32(other).map(|t| Cow::Owned(t.map(|&x| Complex32::new(x, 0.0)))),
        }
    }
    fn wrap(tensor: Tensor<f32>) -> Value {
        Value::Single(tensor)
    }
    fn wrap_complex(tensor: Tensor<Complex32>) -> Value {
        Value::ComplexSingle(tensor)
    }
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
    fn from_f64(x: f64) -> f32 {
        x as f32
    }
}

/// A complex result with every imaginary part zero becomes real, as MATLAB
/// drops zero imaginary parts of computed results.
pub fn simplify_complex<F: FloatElem>(tensor: Tensor<Complex<F>>) -> Value {
    if tensor.data().iter().all(|z| z.im == F::zero()) {
        F::wrap(tensor.map(|z| z.re))
    } else {
        F::wrap_complex(tensor)
    }
}

fn not_possible(from: &Value, to: Class) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:invalidConversion",
        format!(
            "Conversion to {} from {} is not possible.",
            to.name(),
            from.class().name()
        ),
    )
}

/// `NaN's cannot be converted to logicals.`
pub fn nan_to_logical() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:nologicalnan",
        "NaN's cannot be converted to logicals.",
    )
}

/// Converts `value` to `class` as the class's constructor function does.
pub fn convert(value: &Value, class: Class) -> Result<Value> {
    if value.class() == class {
        return Ok(value.clone());
    }
    match class {
        Class::Double => to_float::<f64>(value, class),
        Class::Single => to_float::<f32>(value, class),
        Class::Int8 => to_int::<i8>(value, class),
        Class::Int16 => to_int::<i16>(value, class),
        Class::Int32 => to_int::<i32>(value, class),
        Class::Int64 => to_int::<i64>(value, class),
        Class::UInt8 => to_int::<u8>(value, class),
        Class::UInt16 => to_int::<u16>(value, class),
        Class::UInt32 => to_int::<u32>(value, class),
        Class::UInt64 => to_int::<u64>(value, class),
        Class::Logical => to_logical(value),
        Class::Char => to_char(value),
        Class::String => to_string_array(value),
        Class::Cell | Class::Struct | Class::FunctionHandle | Class::Object(_) => {
            Err(not_possible(value, class))
        }
    }
}

fn to_float<F: FloatElem>(value: &Value, class: Class) -> Result<Value> {
    match value {
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => F::complex_view(value)
            .map(|t| F::wrap_complex(t.into_owned()))
            .ok_or_else(|| not_possible(value, class)),
        // double("3.5") parses the text; unparsable text is NaN.
        Value::String(t) => Ok(F::wrap(t.map(|s| {
            F::from_f64(
                s.as_deref()
                    .and_then(|text| text.trim().parse::<f64>().ok())
                    .unwrap_or(f64::NAN),
            )
        }))),
        Value::Int64(t) => Ok(F::wrap(t.map(|&x| F::from_f64(x as f64)))),
        Value::UInt64(t) => Ok(F::wrap(t.map(|&x| F::from_f64(x as f64)))),
        other => F::real_view(other)
            .map(|t| F::wrap(t.into_owned()))
            .ok_or_else(|| not_possible(value, class)),
    }
}

/// Converts an integer array of another class exactly, saturating.
fn int_from_int<S: IntElem, T: IntElem>(t: &Tensor<S>) -> Value {
    T::wrap(t.map(|&x| T::saturate(x.to_i128())))
}

fn to_int<T: IntElem>(value: &Value, class: Class) -> Result<Value> {
    match value {
        Value::Int8(t) => Ok(int_from_int::<i8, T>(t)),
        Value::Int16(t) => Ok(int_from_int::<i16, T>(t)),
        Value::Int32(t) => Ok(int_from_int::<i32, T>(t)),
        Value::Int64(t) => Ok(int_from_int::<i64, T>(t)),
        Value::UInt8(t) => Ok(int_from_int::<u8, T>(t)),
        Value::UInt16(t) => Ok(int_from_int::<u16, T>(t)),
        Value::UInt32(t) => Ok(int_from_int::<u32, T>(t)),
        Value::UInt64(t) => Ok(int_from_int::<u64, T>(t)),
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => Err(RuntimeError::new(
            "ferromat:complexInteger",
            "Complex integers are not supported.",
        )),
        Value::String(_) => {
            let doubles = to_float::<f64>(value, Class::Double)?;
            to_int::<T>(&doubles, class)
        }
        other => as_f64(other)
            .map(|t| T::wrap(t.map(|&x| T::from_f64(x))))
            .ok_or_else(|| not_possible(value, class)),
    }
}

fn to_logical(value: &Value) -> Result<Value> {
    match value {
        Value::Logical(_) => Ok(value.clone()),
        Value::Char(_) => Err(not_possible(value, Class::Logical)),
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => Err(RuntimeError::new(
            "MATLAB:nologicalcomplex",
            "Complex values cannot be converted to logicals.",
        )),
        Value::Double(t) => {
            if t.data().iter().any(|x| x.is_nan()) {
                return Err(nan_to_logical());
            }
            Ok(Value::Logical(t.map(|&x| x != 0.0)))
        }
        Value::Single(t) => {
            if t.data().iter().any(|x| x.is_nan()) {
                return Err(nan_to_logical());
            }
            Ok(Value::Logical(t.map(|&x| x != 0.0)))
        }
        // Integers and chars are exactly zero or not in double.
        other => as_f64(other)
            .map(|t| Value::Logical(t.map(|&x| x != 0.0)))
            .ok_or_else(|| not_possible(value, Class::Logical)),
    }
}

/// Rows of text padded with spaces to a char matrix (`char({'a','bcd'})`).
pub fn char_matrix(rows: &[Vec<u16>]) -> Value {
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut data = vec![u16::from(b' '); rows.len() * width];
    for (r, row) in rows.iter().enumerate() {
        for (c, &code) in row.iter().enumerate() {
            data[r + c * rows.len()] = code;
        }
    }
    Value::Char(Tensor::new(Shape::matrix(rows.len(), width), data))
}

fn to_char(value: &Value) -> Result<Value> {
    match value {
        Value::String(t) => {
            if t.numel() == 1 {
                let text = t.first().and_then(|s| s.clone()).unwrap_or_default();
                return Ok(Value::char_row(&text));
            }
            let rows: Vec<Vec<u16>> = t
                .data()
                .iter()
                .map(|s| s.as_deref().unwrap_or("").encode_utf16().collect())
                .collect();
            Ok(char_matrix(&rows))
        }
        Value::Cell(cells) => {
            let mut rows = Vec::new();
            for element in cells.data() {
                match element {
                    Value::Char(t) if t.shape().ndims() == 2 => {
                        let (r, c) = (t.shape().rows(), t.shape().cols());
                        for i in 0..r {
                            rows.push((0..c).map(|j| t.data()[i + j * r]).collect());
                        }
                    }
                    Value::String(t) if t.numel() == 1 => rows.push(
                        t.first()
                            .and_then(|s| s.as_deref())
                            .unwrap_or("")
                            .encode_utf16()
                            .collect(),
                    ),
                    _ => {
                        return Err(RuntimeError::new(
                            "MATLAB:char:CellsMustContainChars",
                            "Cell elements must be character arrays.",
                        ))
                    }
                }
            }
            Ok(char_matrix(&rows))
        }
        Value::ComplexDouble(t) => Ok(Value::Char(t.map(|z| u16::from_f64(z.re)))),
        Value::ComplexSingle(t) => Ok(Value::Char(t.map(|z| u16::from_f64(f64::from(z.re))))),
        other => as_f64(other)
            .map(|t| Value::Char(t.map(|&x| u16::from_f64(x))))
            .ok_or_else(|| not_possible(value, Class::Char)),
    }
}

/// The text `string(x)` gives a real number: integers in full, other values
/// with up to 5 significant digits in the shorter of fixed and exponent form.
pub fn number_text(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Inf" } else { "-Inf" }.into();
    }
    if x.fract() == 0.0 && x.abs() < 1e15 {
        return format!("{}", x as i64);
    }
    let exponent = x.abs().log10().floor() as i32;
    if (-5..5).contains(&exponent) {
        let decimals = (4 - exponent).max(0) as usize;
        let text = format!("{x:.decimals$}");
        let text = text.trim_end_matches('0').trim_end_matches('.');
        text.to_string()
    } else {
        let text = format!("{x:.4e}");
        // Rust prints `1.2346e10`; MATLAB prints `1.2346e+10`.
        match text.split_once('e') {
            Some((mantissa, exp)) => {
                let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
                let (sign, digits) = match exp.strip_prefix('-') {
                    Some(d) => ('-', d),
                    None => ('+', exp),
                };
                format!("{mantissa}e{sign}{digits:0>2}")
            }
            None => text,
        }
    }
}

fn to_string_array(value: &Value) -> Result<Value> {
    let text = |s: String| Some(Arc::<str>::from(s));
    match value {
        Value::Char(t) => {
            let shape = t.shape();
            if shape.ndims() != 2 {
                return Err(not_possible(value, Class::String));
            }
            let (r, c) = (shape.rows(), shape.cols());
            if r == 0 && c == 0 {
                return Ok(Value::string(""));
            }
            let rows: Vec<Option<Arc<str>>> = (0..r)
                .map(|i| {
                    let codes: Vec<u16> = (0..c).map(|j| t.data()[i + j * r]).collect();
                    text(String::from_utf16_lossy(&codes))
                })
                .collect();
            Ok(Value::String(Tensor::column(rows)))
        }
        Value::Logical(t) => Ok(Value::String(
            t.map(|&b| text(if b { "true" } else { "false" }.into())),
        )),
        Value::Cell(cells) => {
            let mut out = Vec::with_capacity(cells.numel());
            for element in cells.data() {
                match to_string_array(element)? {
                    Value::String(s) if s.numel() == 1 => out.push(s.data()[0].clone()),
                    _ => {
                        return Err(RuntimeError::new(
                            "MATLAB:string:MustBeCellOfScalars",
                            "Conversion from cell failed. Element must be a scalar.",
                        ))
                    }
                }
            }
            Ok(Value::String(Tensor::new(cells.shape().clone(), out)))
        }
        Value::ComplexDouble(t) => Ok(Value::String(t.map(|z| {
            let sign = if z.im < 0.0 { '-' } else { '+' };
            text(format!(
                "{}{sign}{}i",
                number_text(z.re),
                number_text(z.im.abs())
            ))
        }))),
        Value::ComplexSingle(_) => to_string_array(&convert(value, Class::Double)?),
        Value::Int64(t) => Ok(Value::String(t.map(|&x| text(x.to_string())))),
        Value::UInt64(t) => Ok(Value::String(t.map(|&x| text(x.to_string())))),
        other => as_f64(other)
            .map(|t| Value::String(t.map(|&x| text(number_text(x)))))
            .ok_or_else(|| not_possible(value, Class::String)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_to_integer_rounds_and_saturates() {
        let v = Value::row(vec![2.5, -2.5, 300.0, f64::NAN, -1.0]);
        assert_eq!(
            convert(&v, Class::UInt8).unwrap(),
            Value::UInt8(Tensor::row(vec![3, 0, 255, 0, 0]))
        );
        assert_eq!(
            convert(&v, Class::Int8).unwrap(),
            Value::Int8(Tensor::row(vec![3, -3, 127, 0, -1]))
        );
    }

    #[test]
    fn integer_to_integer_is_exact() {
        let v = Value::Int64(Tensor::scalar(i64::MAX));
        assert_eq!(
            convert(&v, Class::UInt64).unwrap(),
            Value::UInt64(Tensor::scalar(i64::MAX as u64))
        );
        assert_eq!(
            convert(&v, Class::Int32).unwrap(),
            Value::Int32(Tensor::scalar(i32::MAX))
        );
    }

    #[test]
    fn logical_rejects_nan_and_complex() {
        let err = convert(&Value::scalar(f64::NAN), Class::Logical).unwrap_err();
        assert_eq!(err.message, "NaN's cannot be converted to logicals.");
        let z = Value::ComplexDouble(Tensor::scalar(Complex64::new(1.0, 2.0)));
        assert!(convert(&z, Class::Logical).is_err());
        assert!(convert(&z, Class::Int8).is_err());
        assert_eq!(
            convert(&Value::row(vec![0.0, 2.0]), Class::Logical).unwrap(),
            Value::Logical(Tensor::row(vec![false, true]))
        );
    }

    #[test]
    fn cell_conversion_errors() {
        let c = Value::Cell(Arc::new(Tensor::scalar(Value::scalar(1.0))));
        let err = convert(&c, Class::Double).unwrap_err();
        assert_eq!(
            err.message,
            "Conversion to double from cell is not possible."
        );
    }

    #[test]
    fn char_number_round_trip() {
        assert_eq!(
            convert(&Value::char_row("AB"), Class::Double).unwrap(),
            Value::row(vec![65.0, 66.0])
        );
        assert_eq!(
            convert(&Value::row(vec![104.0, 105.0]), Class::Char).unwrap(),
            Value::char_row("hi")
        );
    }

    #[test]
    fn cellstr_to_char_pads() {
        let cells = Value::Cell(Arc::new(Tensor::row(vec![
            Value::char_row("a"),
            Value::char_row("bcd"),
        ])));
        let m = convert(&cells, Class::Char).unwrap();
        assert_eq!(m.shape().dims(), &[2, 3]);
        let expected: Vec<u16> = "ab c d".encode_utf16().collect();
        assert_eq!(m, Value::Char(Tensor::new(Shape::matrix(2, 3), expected)));
    }

    #[test]
    fn strings_and_numbers() {
        assert_eq!(
            convert(&Value::string("3.5"), Class::Double).unwrap(),
            Value::scalar(3.5)
        );
        assert_eq!(
            convert(&Value::scalar(std::f64::consts::PI), Class::String).unwrap(),
            Value::string("3.1416")
        );
        assert_eq!(number_text(42.0), "42");
        assert_eq!(number_text(0.1), "0.1");
        assert_eq!(number_text(1.5e10), "15000000000");
        assert_eq!(number_text(1.23456e-7), "1.2346e-07");
    }
}
