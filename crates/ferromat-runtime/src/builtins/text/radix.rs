//! Number bases: `dec2bin dec2hex dec2base` (integers to a char matrix, one
//! row per element, left-padded with zeros to a common width; negatives in
//! two's complement for dec2bin and dec2hex)
//! and `bin2dec hex2dec base2dec` (the reverse, one double per row or text);
//! `num2hex hex2num`, the IEEE bits of doubles and singles as hexadecimal.
//! Only integer radix arithmetic lives here; no general number formatting.

use crate::builtins::text::strings::TextArray;
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// The digit symbols of a radix-`base` number (`dec2base(d, '01')` style
/// symbol lists are given as text).
fn symbols_for(value: &Value, function: &str) -> Result<Vec<u16>> {
    if let Some(text) = value.as_text() {
        let units: Vec<u16> = text.encode_utf16().collect();
        let distinct = units
            .iter()
            .enumerate()
            .all(|(i, u)| !units[..i].contains(u));
        if units.len() < 2 || !distinct {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:symbolsNotUnique"),
                "The symbols must be at least two distinct characters.",
            ));
        }
        // Spaces in a number are skipped when reading it, so no symbol may
        // be whitespace.
        if units.iter().any(|&u| matches!(u, 9..=13 | 32)) {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:whitespaceSymbols"),
                "The symbols must not contain whitespace characters.",
            ));
        }
        return Ok(units);
    }
    let base = args::scalar(value, function)?;
    if !(2.0..=36.0).contains(&base) || base.fract() != 0.0 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:badBase"),
            "The base must be an integer between 2 and 36.",
        ));
    }
    Ok(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[..base as usize]
        .iter()
        .map(|&b| u16::from(b))
        .collect())
}

fn to_base(mut n: u64, symbols: &[u16]) -> Vec<u16> {
    let base = symbols.len() as u64;
    let mut digits = Vec::new();
    loop {
        digits.push(symbols[(n % base) as usize]);
        n /= base;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    digits
}

/// The two's complement bits of a negative integer `x` in the narrowest
/// signed width that holds it.
fn twos_complement(x: f64) -> Option<u64> {
    let value = x.floor();
    if value < -(2f64.powi(63)) {
        return None;
    }
    Some(twos_complement_exact(value as i128))
}

/// [`twos_complement`] of an exact integer at least -2^63.
fn twos_complement_exact(value: i128) -> u64 {
    let bits = [8u32, 16, 32, 64]
        .into_iter()
        .find(|&bits| value >= -(1i128 << (bits - 1)))
        .unwrap_or(64);
    ((1i128 << bits) + value) as u64
}

/// The elements of an integer-class array exactly (int64 and uint64 lose
/// their low bits as doubles); `None` for other classes.
fn exact_integers(value: &Value) -> Option<Vec<i128>> {
    fn all<T: Copy + Into<i128>>(t: &Tensor<T>) -> Vec<i128> {
        t.data().iter().map(|&v| v.into()).collect()
    }
    Some(match value {
        Value::Int8(t) => all(t),
        Value::Int16(t) => all(t),
        Value::Int32(t) => all(t),
        Value::Int64(t) => all(t),
        Value::UInt8(t) => all(t),
        Value::UInt16(t) => all(t),
        Value::UInt32(t) => all(t),
        Value::UInt64(t) => all(t),
        _ => return None,
    })
}

fn encode(
    args: &[Value],
    symbols: &[u16],
    min_digits_arg: Option<&Value>,
    function: &str,
) -> Result<Value> {
    let negatives_allowed = function != "dec2base";
    let values = args.first().and_then(Value::to_f64_vec).ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidInput"),
            "D must be a numeric array of nonnegative integers.",
        )
    })?;
    let min_digits = match min_digits_arg {
        Some(v) => args::count(v, function)?,
        None => 0,
    };
    let mut rows = Vec::with_capacity(values.len());
    if let Some(exact) = args.first().and_then(exact_integers) {
        for v in exact {
            if v < 0 && !negatives_allowed {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:NegativeOrNotFinite"),
                    "D must be a nonnegative finite integer.",
                ));
            }
            let bits = if v < 0 {
                twos_complement_exact(v)
            } else {
                v as u64
            };
            rows.push(to_base(bits, symbols));
        }
    } else {
        for &x in &values {
            if negatives_allowed && x < 0.0 && x.is_finite() {
                if let Some(bits) = twos_complement(x) {
                    rows.push(to_base(bits, symbols));
                    continue;
                }
            }
            // dec2bin and dec2hex round a fraction down (their MathWorks
            // pages); dec2base rejects it (dec2base(10.5, 8) is an error).
            let fraction = !negatives_allowed && x.fract() != 0.0;
            if !(x >= 0.0 && x.is_finite() && x < 2f64.powi(64)) || fraction {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:NegativeOrNotFinite"),
                    "D must be a nonnegative finite integer.",
                ));
            }
            rows.push(to_base(x.floor() as u64, symbols));
        }
    }
    let width = rows.iter().map(Vec::len).max().unwrap_or(0).max(min_digits);
    args::check_allocation_dims(&[rows.len(), width], 2)?;
    let mut data = vec![symbols[0]; rows.len() * width];
    for (r, row) in rows.iter().enumerate() {
        let pad = width - row.len();
        for (c, &unit) in row.iter().enumerate() {
            data[(pad + c) * rows.len() + r] = unit;
        }
    }
    let shape = if rows.is_empty() {
        Shape::matrix(0, 0)
    } else {
        Shape::matrix(rows.len(), width)
    };
    Ok(Value::Char(Tensor::new(shape, data)))
}

/// `dec2bin(d)`, `dec2bin(d, minDigits)`.
pub fn dec2bin(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let symbols: Vec<u16> = vec![u16::from(b'0'), u16::from(b'1')];
    one(encode(args, &symbols, args.get(1), "dec2bin").map_err(|e| e.in_function("dec2bin"))?)
}

/// `dec2hex(d)`, `dec2hex(d, minDigits)`.
pub fn dec2hex(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let symbols = symbols_for(&Value::scalar(16.0), "dec2hex")?;
    one(encode(args, &symbols, args.get(1), "dec2hex").map_err(|e| e.in_function("dec2hex"))?)
}

/// `dec2base(d, base)`, `dec2base(d, symbols)`, with optional `minDigits`.
pub fn dec2base(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let run = || {
        let base = args.get(1).ok_or_else(RuntimeError::not_enough_inputs)?;
        let symbols = symbols_for(base, "dec2base")?;
        encode(args, &symbols, args.get(2), "dec2base")
    };
    one(run().map_err(|e| e.in_function("dec2base"))?)
}

/// The rows of a char matrix, or the texts of a cellstr or string array.
fn texts_of(value: &Value, function: &str) -> Result<(Shape, Vec<Vec<u16>>)> {
    if let Value::Char(t) = value {
        let shape = t.shape();
        let (rows, cols) = (shape.rows(), shape.numel() / shape.rows().max(1));
        let data = t.data();
        let texts = (0..rows)
            .map(|r| (0..cols).map(|c| data[c * rows + r]).collect())
            .collect();
        return Ok((Shape::column(rows), texts));
    }
    let list = TextArray::from_value(value).ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidInput"),
            "Input must be a character array, string array or cell array of character vectors.",
        )
    })?;
    // One number per text, as a column (the texts become rows of a char
    // matrix in MATLAB).
    let n = list.items.len();
    Ok((
        Shape::column(n),
        list.items
            .into_iter()
            .map(Option::unwrap_or_default)
            .collect(),
    ))
}

/// The value of one text in the given digit symbols; spaces are ignored,
/// any other unknown character makes the value NaN.
fn decode_one(text: &[u16], symbols: &[u16], ignore_case: bool) -> f64 {
    let base = symbols.len() as f64;
    let mut value = 0.0;
    let mut any = false;
    for &unit in text {
        if unit == u16::from(b' ') {
            continue;
        }
        let probe = if ignore_case && unit < 0x80 {
            u16::from((unit as u8).to_ascii_uppercase())
        } else {
            unit
        };
        match symbols.iter().position(|&s| s == probe) {
            Some(d) => {
                value = value * base + d as f64;
                any = true;
            }
            None => return f64::NAN,
        }
    }
    if any {
        value
    } else {
        0.0
    }
}

fn decode(value: &Value, symbols: &[u16], ignore_case: bool, function: &str) -> Result<Value> {
    let (shape, texts) = texts_of(value, function)?;
    let numbers: Vec<f64> = texts
        .iter()
        .map(|t| decode_one(t, symbols, ignore_case))
        .collect();
    Ok(Value::Double(Tensor::new(shape, numbers)))
}

/// `bin2dec(binStr)`.
pub fn bin2dec(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let symbols = symbols_for(&Value::scalar(2.0), "bin2dec")?;
    one(decode(&args[0], &symbols, false, "bin2dec").map_err(|e| e.in_function("bin2dec"))?)
}

/// `hex2dec(hexStr)` (either letter case).
pub fn hex2dec(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let symbols = symbols_for(&Value::scalar(16.0), "hex2dec")?;
    one(decode(&args[0], &symbols, true, "hex2dec").map_err(|e| e.in_function("hex2dec"))?)
}

/// `base2dec(baseStr, base)` or `base2dec(baseStr, symbols)`.
pub fn base2dec(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let run = || {
        let base = args.get(1).ok_or_else(RuntimeError::not_enough_inputs)?;
        let symbols = symbols_for(base, "base2dec")?;
        decode(&args[0], &symbols, base.as_text().is_none(), "base2dec")
    };
    one(run().map_err(|e| e.in_function("base2dec"))?)
}

/// `num2hex(X)`: the IEEE 754 bits of each element of a double (16 hex
/// digits) or single (8) array, one row per element in column-major order.
pub fn num2hex(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let rows: Vec<String> = match &args[0] {
        Value::Double(t) => t
            .data()
            .iter()
            .map(|x| format!("{:016x}", x.to_bits()))
            .collect(),
        Value::Single(t) => t
            .data()
            .iter()
            .map(|x| format!("{:08x}", x.to_bits()))
            .collect(),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:num2hex:InvalidInput",
                "Input must be a real double or single array.",
            )
            .in_function("num2hex"))
        }
    };
    let width = rows.first().map_or(0, String::len);
    let mut data = vec![0u16; rows.len() * width];
    for (r, row) in rows.iter().enumerate() {
        for (c, unit) in row.encode_utf16().enumerate() {
            data[c * rows.len() + r] = unit;
        }
    }
    one(Value::Char(Tensor::new(
        Shape::matrix(rows.len(), width),
        data,
    )))
}

/// `hex2num(S)`: doubles from the IEEE 754 bits written in hex, one per row
/// of a char matrix or text of a cell array; short texts are padded on the
/// right with zeros, as MATLAB does.
pub fn hex2num(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (shape, texts) = texts_of(&args[0], "hex2num")?;
    let mut out = Vec::with_capacity(texts.len());
    for text in texts {
        let digits: String = String::from_utf16_lossy(&text).trim().to_string();
        if digits.len() > 16 || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
            return Err(RuntimeError::new(
                "MATLAB:hex2num:InvalidInput",
                "Input must be text of at most 16 hexadecimal digits.",
            )
            .in_function("hex2num"));
        }
        let padded = format!("{digits:0<16}");
        let bits = u64::from_str_radix(&padded, 16).unwrap_or(0);
        out.push(f64::from_bits(bits));
    }
    one(Value::Double(Tensor::new(shape, out)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn round_trip(n in 0u64..(1u64 << 53), base in 2usize..=36) {
            let symbols = symbols_for(&Value::scalar(base as f64), "t").unwrap();
            let digits = to_base(n, &symbols);
            prop_assert_eq!(decode_one(&digits, &symbols, false), n as f64);
        }
    }
}
