//! `jsonencode` and `jsondecode`: MATLAB values to JSON text and back,
//! with MATLAB's type mapping. This file parses the arguments; the
//! mappings live in `encode.rs` and `decode.rs`. Nothing here touches
//! the disk.

pub mod decode;
pub mod encode;

use crate::builtins::args::text;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

fn flag(value: &Value, option: &str) -> Result<bool> {
    match value {
        Value::Logical(_) | Value::Double(_) if value.is_scalar() => {
            Ok(value.as_f64().is_some_and(|x| x != 0.0))
        }
        _ => Err(RuntimeError::new(
            "MATLAB:jsonencode:invalidOption",
            format!("Value of '{option}' must be true or false."),
        )),
    }
}

/// `txt = jsonencode(data, Name, Value...)` with `PrettyPrint` and
/// `ConvertInfAndNaN`.
pub fn jsonencode(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [value, options @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let mut settings = encode::Settings {
        pretty: false,
        convert_non_finite: true,
    };
    if !options.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:jsonencode:invalidOption",
            "Name-value arguments must come in pairs.",
        ));
    }
    for pair in options.chunks(2) {
        let name = text(&pair[0], "jsonencode")?;
        match name.to_ascii_lowercase().as_str() {
            "prettyprint" => settings.pretty = flag(&pair[1], &name)?,
            "convertinfandnan" => settings.convert_non_finite = flag(&pair[1], &name)?,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:jsonencode:invalidOption",
                    format!("'{name}' is not a recognized parameter."),
                ))
            }
        }
    }
    let encoded = encode::encode(value, &settings)?;
    one(Value::char_row(&encoded))
}

/// `value = jsondecode(txt)`.
pub fn jsondecode(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [input, options @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let json = text(input, "jsondecode")?;
    let mut make_valid = true;
    for pair in options.chunks(2) {
        let name = text(&pair[0], "jsondecode")?;
        match (name.to_ascii_lowercase().as_str(), pair.get(1)) {
            ("makevalidname", Some(value)) => make_valid = flag(value, &name)?,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:jsondecode:invalidOption",
                    format!("'{name}' is not a recognized parameter."),
                ))
            }
        }
    }
    one(decode::decode(&json, make_valid)?)
}
