//! Image class conversions with MATLAB's scaling rules: `im2double`,
//! `im2single`, `im2uint8`, `im2uint16`, and the same conversions for
//! `imwrite` and `ind2rgb`. An intensity image's range is [0, 1] in
//! `double`/`single`, the whole class range in `uint8`/`uint16`, and
//! [-32768, 32767] offset to [0, 65535] in `int16`; `'indexed'` images are
//! colormap indices, 1-based in floating point and 0-based in integers.
//! This file must not touch files or colours.

use crate::builtins::text::assemble::validatestring;
use crate::builtins::validation::validateattributes;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::integer::IntElem;
use crate::value::{Class, Tensor, Value};

/// The classes an image may have, as MATLAB's functions list them.
const IMAGE_CLASSES: [&str; 6] = ["double", "logical", "uint8", "uint16", "single", "int16"];

fn is_image_class(value: &Value) -> bool {
    matches!(
        value,
        Value::Double(_)
            | Value::Single(_)
            | Value::UInt8(_)
            | Value::UInt16(_)
            | Value::Int16(_)
            | Value::Logical(_)
    )
}

/// Checks that `value` is of an image class (and real, when `real`), with
/// `validateattributes`'s own message otherwise.
pub fn check_image(
    interp: &mut Interpreter,
    value: &Value,
    real: bool,
    function: &str,
    name: &str,
) -> Result<()> {
    let allowed_complex =
        !real && matches!(value, Value::ComplexDouble(_) | Value::ComplexSingle(_));
    if is_image_class(value) || allowed_complex {
        return Ok(());
    }
    let classes: Vec<Value> = IMAGE_CLASSES.iter().map(|c| Value::char_row(c)).collect();
    let attributes = if real {
        vec![Value::char_row("real")]
    } else {
        Vec::new()
    };
    validateattributes(
        interp,
        &[
            value.clone(),
            Value::cell_row(classes),
            Value::cell_row(attributes),
            Value::char_row(function),
            Value::char_row(name),
            Value::scalar(1.0),
        ],
        0,
    )?;
    // validateattributes accepts what it was asked to; anything else here
    // is a class it lists but ferromat stores another way.
    Err(RuntimeError::new(
        format!("MATLAB:{function}:invalidType"),
        format!("Expected input number 1, {name}, to be one of these types:\n\n{}\n\nInstead its type was {}.", IMAGE_CLASSES.join(", "), value.class().name()),
    ))
}

/// Whether the optional second argument says `'indexed'` (any
/// abbreviation, any case), with `validatestring`'s error otherwise.
fn indexed_flag(interp: &mut Interpreter, args: &[Value], function: &str) -> Result<bool> {
    let Some(flag) = args.get(1) else {
        return Ok(false);
    };
    validatestring(
        interp,
        &[
            flag.clone(),
            Value::cell_row(vec![Value::char_row("indexed")]),
            Value::char_row(function),
            Value::char_row("TYPE"),
            Value::scalar(2.0),
        ],
        1,
    )?;
    Ok(true)
}

fn invalid_indexed(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("images:{function}:invalidIndexedImage"),
        "An indexed image can be uint8, uint16, double, single, or logical.",
    )
}

fn too_many_colors(function: &str, bits: u32) -> RuntimeError {
    RuntimeError::new(
        format!("images:{function}:tooManyColorsFor{bits}bitStorage"),
        format!("Too many colors for {bits}-bit integer storage."),
    )
}

/// The largest element, NaN ignored (as `max` does); `-Inf` when empty.
fn largest(data: impl Iterator<Item = f64>) -> f64 {
    data.fold(f64::NEG_INFINITY, |m, x| if x > m { x } else { m })
}

/// `im2double`'s result, the class already checked.
pub fn to_double(value: &Value, indexed: bool, function: &str) -> Result<Value> {
    let plus = if indexed { 1.0 } else { 0.0 };
    Ok(match value {
        Value::Double(_) | Value::ComplexDouble(_) => value.clone(),
        Value::Single(t) => Value::Double(t.map(|&x| f64::from(x))),
        Value::ComplexSingle(t) => {
            Value::ComplexDouble(t.map(|z| num_complex::Complex64::new(z.re.into(), z.im.into())))
        }
        Value::Logical(t) => Value::Double(t.map(|&b| f64::from(u8::from(b)))),
        Value::UInt8(t) if indexed => Value::Double(t.map(|&x| f64::from(x) + plus)),
        Value::UInt8(t) => Value::Double(t.map(|&x| f64::from(x) / 255.0)),
        Value::UInt16(t) if indexed => Value::Double(t.map(|&x| f64::from(x) + plus)),
        Value::UInt16(t) => Value::Double(t.map(|&x| f64::from(x) / 65535.0)),
        Value::Int16(_) if indexed => return Err(invalid_indexed(function)),
        Value::Int16(t) => Value::Double(t.map(|&x| (f64::from(x) + 32768.0) / 65535.0)),
        other => return Err(unexpected(other, function)),
    })
}

/// `im2single`'s result (computed in single precision, as MATLAB does).
pub fn to_single(value: &Value, indexed: bool, function: &str) -> Result<Value> {
    Ok(match value {
        Value::Single(_) | Value::ComplexSingle(_) => value.clone(),
        Value::Double(t) => Value::Single(t.map(|&x| x as f32)),
        Value::ComplexDouble(t) => {
            Value::ComplexSingle(t.map(|z| num_complex::Complex32::new(z.re as f32, z.im as f32)))
        }
        Value::Logical(t) => Value::Single(t.map(|&b| f32::from(u8::from(b)))),
        Value::UInt8(t) if indexed => Value::Single(t.map(|&x| f32::from(x) + 1.0)),
        Value::UInt8(t) => Value::Single(t.map(|&x| f32::from(x) / 255.0)),
        Value::UInt16(t) if indexed => Value::Single(t.map(|&x| f32::from(x) + 1.0)),
        Value::UInt16(t) => Value::Single(t.map(|&x| f32::from(x) / 65535.0)),
        Value::Int16(_) if indexed => return Err(invalid_indexed(function)),
        Value::Int16(t) => Value::Single(t.map(|&x| (f32::from(x) + 32768.0) / 65535.0)),
        other => return Err(unexpected(other, function)),
    })
}

/// `im2uint8`'s result.
pub fn to_uint8(value: &Value, indexed: bool, function: &str) -> Result<Tensor<u8>> {
    if indexed {
        return Ok(match value {
            Value::UInt8(t) => t.clone(),
            Value::Logical(t) => t.map(|&b| u8::from(b)),
            Value::UInt16(t) => {
                if t.data().iter().any(|&x| x > 255) {
                    return Err(too_many_colors(function, 8));
                }
                t.map(|&x| x as u8)
            }
            Value::Double(t) => {
                if largest(t.data().iter().copied()) > 256.0 {
                    return Err(too_many_colors(function, 8));
                }
                t.map(|&x| u8::from_f64(x - 1.0))
            }
            Value::Single(t) => {
                if largest(t.data().iter().map(|&x| f64::from(x))) > 256.0 {
                    return Err(too_many_colors(function, 8));
                }
                t.map(|&x| u8::from_f64(f64::from(x) - 1.0))
            }
            Value::Int16(_) => return Err(invalid_indexed(function)),
            other => return Err(unexpected(other, function)),
        });
    }
    Ok(match value {
        Value::UInt8(t) => t.clone(),
        Value::Logical(t) => t.map(|&b| if b { 255 } else { 0 }),
        // round(x / 257) in integers: no tie is possible.
        Value::UInt16(t) => t.map(|&x| ((u32::from(x) + 128) / 257) as u8),
        Value::Int16(t) => t.map(|&x| ((i32::from(x) + 32768 + 128) / 257) as u8),
        // Rounded half away from zero, clipped to [0, 255], NaN to 0.
        Value::Double(t) => t.map(|&x| u8::from_f64(x * 255.0)),
        Value::Single(t) => t.map(|&x| u8::from_f64(f64::from(x * 255.0))),
        other => return Err(unexpected(other, function)),
    })
}

/// `im2uint16`'s result.
pub fn to_uint16(value: &Value, indexed: bool, function: &str) -> Result<Tensor<u16>> {
    if indexed {
        return Ok(match value {
            Value::UInt16(t) => t.clone(),
            Value::UInt8(t) => t.map(|&x| u16::from(x)),
            Value::Logical(t) => t.map(|&b| u16::from(b)),
            Value::Double(t) => {
                if largest(t.data().iter().copied()) > 65536.0 {
                    return Err(too_many_colors(function, 16));
                }
                t.map(|&x| u16::from_f64(x - 1.0))
            }
            Value::Single(t) => {
                if largest(t.data().iter().map(|&x| f64::from(x))) > 65536.0 {
                    return Err(too_many_colors(function, 16));
                }
                t.map(|&x| u16::from_f64(f64::from(x) - 1.0))
            }
            Value::Int16(_) => return Err(invalid_indexed(function)),
            other => return Err(unexpected(other, function)),
        });
    }
    Ok(match value {
        Value::UInt16(t) => t.clone(),
        Value::UInt8(t) => t.map(|&x| u16::from(x) * 257),
        Value::Logical(t) => t.map(|&b| if b { 65535 } else { 0 }),
        Value::Int16(t) => t.map(|&x| (i32::from(x) + 32768) as u16),
        Value::Double(t) => t.map(|&x| u16::from_f64(x * 65535.0)),
        Value::Single(t) => t.map(|&x| u16::from_f64(f64::from(x * 65535.0))),
        other => return Err(unexpected(other, function)),
    })
}

/// A class the callers' checks should have refused.
fn unexpected(value: &Value, function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:invalidType"),
        format!(
            "Images of class {} are not supported.",
            value.class().name()
        ),
    )
}

/// The shared body of the four `im2*` builtins.
fn convert(
    interp: &mut Interpreter,
    args: &[Value],
    function: &str,
    target: Class,
) -> Result<Outputs> {
    let image = &args[0];
    let real = matches!(target, Class::UInt8 | Class::UInt16);
    check_image(interp, image, real, function, "I")?;
    let indexed = indexed_flag(interp, args, function)?;
    one(match target {
        Class::Double => to_double(image, indexed, function)?,
        Class::Single => to_single(image, indexed, function)?,
        Class::UInt8 => Value::UInt8(to_uint8(image, indexed, function)?),
        _ => Value::UInt16(to_uint16(image, indexed, function)?),
    })
}

/// `I2 = im2double(I)`, `im2double(X, 'indexed')`.
pub fn im2double(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert(interp, args, "im2double", Class::Double)
}

/// `I2 = im2single(I)`, `im2single(X, 'indexed')`.
pub fn im2single(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert(interp, args, "im2single", Class::Single)
}

/// `I2 = im2uint8(I)`, `im2uint8(X, 'indexed')`.
pub fn im2uint8(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert(interp, args, "im2uint8", Class::UInt8)
}

/// `I2 = im2uint16(I)`, `im2uint16(X, 'indexed')`.
pub fn im2uint16(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    convert(interp, args, "im2uint16", Class::UInt16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uint16_to_uint8_matches_matlab_example() {
        // MATLAB's im2uint8 page: reshape(uint16(linspace(0,65535,25)),[5 5]).
        let input = [
            0u16, 2731, 5461, 8192, 10923, 13653, 16384, 19114, 21845, 24576,
        ];
        let expected = [0u8, 11, 21, 32, 43, 53, 64, 74, 85, 96];
        let value = Value::UInt16(Tensor::row(input.to_vec()));
        let out = to_uint8(&value, false, "im2uint8").unwrap();
        assert_eq!(out.data(), expected);
    }

    #[test]
    fn doubles_round_clip_and_map_nan_to_zero() {
        let value = Value::Double(Tensor::row(vec![-0.5, 0.5, 1.5, f64::NAN, 0.25]));
        assert_eq!(
            to_uint8(&value, false, "f").unwrap().data(),
            [0, 128, 255, 0, 64]
        );
        assert_eq!(
            to_uint16(&value, false, "f").unwrap().data(),
            [0, 32768, 65535, 0, 16384]
        );
        let indexed = Value::Double(Tensor::row(vec![1.0, 256.0]));
        assert_eq!(to_uint8(&indexed, true, "f").unwrap().data(), [0, 255]);
        let too_many = Value::Double(Tensor::row(vec![257.0]));
        assert!(to_uint8(&too_many, true, "f").is_err());
    }
}
