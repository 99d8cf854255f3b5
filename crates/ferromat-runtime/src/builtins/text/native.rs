//! `unicode2native` and `native2unicode`: text as the bytes of a
//! character encoding, and back. The encodings and their conversions are
//! `files/encoding.rs`'s (the ones `fopen` takes); this file only checks
//! arguments and shapes results.
//!
//! *Syntax*: `bytes = unicode2native(str)`, `unicode2native(str, encoding)`,
//! `str = native2unicode(bytes)`, `native2unicode(bytes, encoding)`.
//!
//! *Differences from MATLAB*: without an encoding, UTF-8 is used (MATLAB
//! uses the system's default encoding, which is UTF-8 on Linux and macOS).

use crate::builtins::args::text;
use crate::builtins::files::encoding::Encoding;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

fn encoding(argument: Option<&Value>, function: &str) -> Result<Encoding> {
    match argument {
        None => Ok(Encoding::Utf8),
        Some(name) => Encoding::named(&text(name, function)?).map_err(|e| e.in_function(function)),
    }
}

/// `unicode2native(str, encoding)`: a 1-by-n `uint8` row of the bytes.
pub fn unicode2native(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let function = "unicode2native";
    let units: Vec<u16> = match inputs.first() {
        Some(Value::Char(t)) if t.shape().ndims() == 2 && t.shape().rows() <= 1 => {
            t.data().to_vec()
        }
        Some(value @ Value::String(_)) if value.is_scalar() => {
            text(value, function)?.encode_utf16().collect()
        }
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:unicode2native:InvalidInputType",
                "Input must be a character vector or string scalar.",
            )
            .in_function(function))
        }
        None => return Err(RuntimeError::not_enough_inputs().in_function(function)),
    };
    let bytes = encoding(inputs.get(1), function)?.encode(&units);
    one(Value::UInt8(Tensor::row(bytes)))
}

/// `native2unicode(bytes, encoding)`: the bytes (a `uint8` vector, or
/// numbers from 0 to 255) decoded to a char row.
pub fn native2unicode(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let function = "native2unicode";
    let Some(value) = inputs.first() else {
        return Err(RuntimeError::not_enough_inputs().in_function(function));
    };
    let invalid = || {
        RuntimeError::new(
            "MATLAB:native2unicode:InvalidBytes",
            "Bytes must be a vector of integers from 0 to 255.",
        )
        .in_function(function)
    };
    let shape = value.shape();
    if !(value.class().is_numeric() || matches!(value, Value::Char(_)))
        || value.is_complex()
        || (shape.ndims() > 2 || (shape.rows() > 1 && shape.cols() > 1))
    {
        return Err(invalid());
    }
    let bytes = value
        .to_f64_vec()
        .ok_or_else(invalid)?
        .into_iter()
        .map(|x| {
            if (0.0..=255.0).contains(&x) && x.fract() == 0.0 {
                Ok(x as u8)
            } else {
                Err(invalid())
            }
        })
        .collect::<Result<Vec<u8>>>()?;
    let units = encoding(inputs.get(1), function)?.decode(&bytes);
    one(Value::Char(Tensor::row(units)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: crate::builtins::BuiltinFn, inputs: &[Value]) -> Result<Value> {
        f(&mut Interpreter::new(), inputs, 1).map(|mut out| out.remove(0))
    }

    #[test]
    fn utf8_and_latin1_round_trips() {
        let text = Value::char_row("café");
        let utf8 = call(unicode2native, std::slice::from_ref(&text)).unwrap();
        assert_eq!(
            utf8,
            Value::UInt8(Tensor::row(vec![99, 97, 102, 0xC3, 0xA9]))
        );
        assert_eq!(call(native2unicode, &[utf8]).unwrap(), text);
        let latin1 = Value::char_row("ISO-8859-1");
        let bytes = call(unicode2native, &[text.clone(), latin1.clone()]).unwrap();
        assert_eq!(bytes, Value::UInt8(Tensor::row(vec![99, 97, 102, 0xE9])));
        assert_eq!(call(native2unicode, &[bytes, latin1]).unwrap(), text);
        assert!(call(native2unicode, &[Value::row(vec![300.0])]).is_err());
        assert!(call(unicode2native, &[Value::scalar(5.0)]).is_err());
    }
}
