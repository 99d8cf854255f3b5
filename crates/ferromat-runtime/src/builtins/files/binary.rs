//! Binary data through file identifiers: `fread` and `fwrite`, with
//! MATLAB's precision strings (`'int16'`, `'*char'`, `'uint8=>char'`,
//! `'4*double'`), size arguments, skips and byte orders. Class conversion
//! of the result goes through `ops::convert`; this file must not format
//! text.

use super::encoding::Encoding;
use super::handles::{file_id, open_file, ByteOrder, FileId};
use super::text_io;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Class, Shape, Tensor, Value};

/// How one element is stored in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stored {
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
    F32,
    F64,
    /// `'char'`: text through the file's encoding.
    Char,
}

impl Stored {
    fn named(name: &str) -> Option<Stored> {
        Some(match name.trim() {
            "uint8" | "uchar" | "unsigned char" | "char*1" => Stored::U8,
            "int8" | "schar" | "signed char" | "integer*1" => Stored::I8,
            "uint16" | "ushort" => Stored::U16,
            "int16" | "short" | "integer*2" => Stored::I16,
            "uint32" | "uint" | "ulong" => Stored::U32,
            "int32" | "int" | "long" | "integer*4" => Stored::I32,
            "uint64" => Stored::U64,
            "int64" | "integer*8" => Stored::I64,
            "single" | "float32" | "float" | "real*4" => Stored::F32,
            "double" | "float64" | "real*8" => Stored::F64,
            "char" => Stored::Char,
            _ => return None,
        })
    }

    fn bytes(self) -> usize {
        match self {
            Stored::U8 | Stored::I8 | Stored::Char => 1,
            Stored::U16 | Stored::I16 => 2,
            Stored::U32 | Stored::I32 | Stored::F32 => 4,
            Stored::U64 | Stored::I64 | Stored::F64 => 8,
        }
    }

    /// The class `'*source'` keeps.
    fn class(self) -> Class {
        match self {
            Stored::U8 => Class::UInt8,
            Stored::I8 => Class::Int8,
            Stored::U16 => Class::UInt16,
            Stored::I16 => Class::Int16,
            Stored::U32 => Class::UInt32,
            Stored::I32 => Class::Int32,
            Stored::U64 => Class::UInt64,
            Stored::I64 => Class::Int64,
            Stored::F32 => Class::Single,
            Stored::F64 => Class::Double,
            Stored::Char => Class::Char,
        }
    }

    fn decode(self, raw: &[u8], order: ByteOrder) -> f64 {
        let mut buffer = [0u8; 8];
        let n = self.bytes();
        buffer[..n].copy_from_slice(&raw[..n]);
        if order == ByteOrder::Big {
            buffer[..n].reverse();
        }
        let b = buffer;
        match self {
            Stored::U8 | Stored::Char => f64::from(b[0]),
            Stored::I8 => f64::from(b[0] as i8),
            Stored::U16 => f64::from(u16::from_le_bytes([b[0], b[1]])),
            Stored::I16 => f64::from(i16::from_le_bytes([b[0], b[1]])),
            Stored::U32 => f64::from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            Stored::I32 => f64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            Stored::F32 => f64::from(f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            Stored::U64 => u64::from_le_bytes(b) as f64,
            Stored::I64 => i64::from_le_bytes(b) as f64,
            Stored::F64 => f64::from_le_bytes(b),
        }
    }

    /// `x` as stored bytes: integers rounded and saturated (NaN is 0),
    /// as MATLAB converts.
    fn encode(self, x: f64, order: ByteOrder, out: &mut Vec<u8>) {
        fn int(x: f64, min: f64, max: f64) -> f64 {
            if x.is_nan() {
                0.0
            } else {
                x.round().clamp(min, max)
            }
        }
        let mut bytes: Vec<u8> = match self {
            Stored::U8 | Stored::Char => vec![int(x, 0.0, 255.0) as u8],
            Stored::I8 => (int(x, -128.0, 127.0) as i8).to_le_bytes().to_vec(),
            Stored::U16 => (int(x, 0.0, 65535.0) as u16).to_le_bytes().to_vec(),
            Stored::I16 => (int(x, -32768.0, 32767.0) as i16).to_le_bytes().to_vec(),
            Stored::U32 => (int(x, 0.0, 4294967295.0) as u32).to_le_bytes().to_vec(),
            Stored::I32 => (int(x, -2147483648.0, 2147483647.0) as i32)
                .to_le_bytes()
                .to_vec(),
            // `as` saturates from f64, which is MATLAB's rule for 64-bit types.
            Stored::U64 => (int(x, 0.0, f64::MAX) as u64).to_le_bytes().to_vec(),
            Stored::I64 => (int(x, f64::MIN, f64::MAX) as i64).to_le_bytes().to_vec(),
            Stored::F32 => (x as f32).to_le_bytes().to_vec(),
            Stored::F64 => x.to_le_bytes().to_vec(),
        };
        if order == ByteOrder::Big {
            bytes.reverse();
        }
        out.extend_from_slice(&bytes);
    }
}

/// A parsed precision: what is stored, what class comes back, and how many
/// elements are read between skips (`'N*source'`).
struct Precision {
    stored: Stored,
    output: Class,
    block: usize,
}

fn invalid_precision(text: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:fread:invalidPrecision",
        format!("Invalid precision '{text}'."),
    )
}

fn parse_precision(text: &str) -> Result<Precision> {
    let mut rest = text.trim();
    let mut block = 1;
    if let Some((count, tail)) = rest.split_once('*') {
        if let Ok(n) = count.trim().parse::<usize>() {
            block = n.max(1);
            rest = tail;
        }
    }
    let keep = rest.starts_with('*');
    let rest = rest.trim_start_matches('*');
    let (source, output) = match rest.split_once("=>") {
        Some((source, output)) => (source, Some(output.trim())),
        None => (rest, None),
    };
    let stored = Stored::named(source).ok_or_else(|| invalid_precision(text))?;
    let output = match output {
        Some("char") => Class::Char,
        Some(name) => args::class_named(name).ok_or_else(|| invalid_precision(text))?,
        None if keep => stored.class(),
        None => Class::Double,
    };
    Ok(Precision {
        stored,
        output,
        block,
    })
}

/// How many elements `fread` (or `fscanf`) wants and in what shape: `Inf`,
/// `n`, `[m n]` or `[m Inf]`.
pub(super) enum Wanted {
    Column(Option<usize>),
    Rows(usize, Option<usize>),
}

/// The size argument of `function` (`fread`, `fscanf`).
pub(super) fn wanted(value: &Value, function: &str) -> Result<Wanted> {
    let bad = || {
        RuntimeError::new(
            format!("MATLAB:{function}:invalidSize"),
            "Size must be a positive integer, Inf, or a two-element vector [m n].",
        )
    };
    let dims = value.to_f64_vec().ok_or_else(bad)?;
    let one = |x: f64| -> Result<Option<usize>> {
        if x == f64::INFINITY {
            Ok(None)
        } else if x >= 0.0 && x.fract() == 0.0 && x < 2f64.powi(53) {
            Ok(Some(x as usize))
        } else {
            Err(bad())
        }
    };
    match dims.as_slice() {
        [n] => Ok(Wanted::Column(one(*n)?)),
        [m, n] => Ok(Wanted::Rows(one(*m)?.ok_or_else(bad)?, one(*n)?)),
        _ => Err(bad()),
    }
}

/// `A = fread(fid)`, `fread(fid, sizeA, precision, skip, machinefmt)`,
/// `[A, count] = fread(...)`.
pub fn fread(interp: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let target = values.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    // `fread(fid, precision)` leaves the size out.
    let (size_value, rest) = match values.get(1) {
        Some(v) if v.as_text().is_some() => (None, &values[1..]),
        Some(v) => (Some(v), values.get(2..).unwrap_or(&[])),
        None => (None, &[][..]),
    };
    let wanted = match size_value {
        Some(v) => wanted(v, "fread")?,
        None => Wanted::Column(None),
    };
    let precision = match rest.first() {
        Some(v) => parse_precision(&args::text(v, "fread")?)?,
        None => parse_precision("uint8")?,
    };
    let skip = match rest.get(1) {
        Some(v) => args::count(v, "fread")? as u64,
        None => 0,
    };
    let order_override = match rest.get(2) {
        Some(v) => Some(ByteOrder::named(&args::text(v, "fread")?)?),
        None => None,
    };
    let limit = match wanted {
        Wanted::Column(n) => n,
        Wanted::Rows(m, n) => n.map(|n| m.saturating_mul(n)),
    };
    let file = open_file(interp, target)?;
    file.check_readable("fread")?;
    let order = order_override.unwrap_or(file.order);
    let size = precision.stored.bytes();
    let available = match file.stream.remaining() {
        Ok(n) => usize::try_from(n / size as u64).unwrap_or(usize::MAX),
        Err(error) => return Err(file.failed(error, "fread")),
    };
    let count_bound = limit.map_or(available, |l| l.min(available));
    args::check_allocation_dims(&[count_bound], 8)?;
    let mut numbers = Vec::with_capacity(count_bound);
    let mut raw = Vec::with_capacity(size);
    while limit.is_none_or(|l| numbers.len() < l) {
        raw.clear();
        match file.stream.read_up_to(size, &mut raw) {
            Ok(n) if n == size => numbers.push(precision.stored.decode(&raw, order)),
            Ok(_) => {
                file.at_end = true;
                break;
            }
            Err(error) => return Err(file.failed(error, "fread")),
        }
        if skip > 0 && numbers.len() % precision.block == 0 {
            if let Err(error) = file.stream.skip(skip) {
                return Err(file.failed(error, "fread"));
            }
        }
    }
    if matches!(file.stream.peek_byte(), Ok(None)) && limit.is_none() {
        file.at_end = true;
    }
    let encoding = file.encoding;
    let count = numbers.len();
    let shape = match wanted {
        Wanted::Column(_) => Shape::column(count),
        // Less than one column comes back as a column of what was read;
        // otherwise the last column is padded with zeros (never more than
        // `m - 1` extra elements).
        Wanted::Rows(m, _) if count < m || m == 0 => Shape::column(count),
        Wanted::Rows(m, _) => {
            let columns = count.div_ceil(m);
            numbers.resize(m * columns, 0.0);
            Shape::matrix(m, columns)
        }
    };
    let value = if precision.output == Class::Char {
        let bytes: Vec<u8> = numbers.iter().map(|&x| x as u8).collect();
        let text = if precision.stored == Stored::Char {
            encoding.decode(&bytes)
        } else {
            numbers
                .iter()
                .map(|&x| x.clamp(0.0, 65535.0) as u16)
                .collect()
        };
        // Multi-byte text can decode to fewer characters than bytes read.
        let shape = if text.len() == shape.numel() {
            shape
        } else {
            Shape::column(text.len())
        };
        Value::Char(Tensor::new(shape, text))
    } else {
        ops::convert(
            &Value::Double(Tensor::new(shape, numbers)),
            precision.output,
        )?
    };
    let mut out = Outputs::new();
    out.push(value);
    if nargout >= 2 {
        out.push(Value::scalar(count as f64));
    }
    Ok(out)
}

/// `fwrite(fid, A)`, `fwrite(fid, A, precision, skip, machinefmt)`,
/// `count = fwrite(...)`: the elements of `A` in column order.
pub fn fwrite(interp: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let [target, data, rest @ ..] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let precision = match rest.first() {
        Some(v) => parse_precision(&args::text(v, "fwrite")?)?,
        None => parse_precision("uint8")?,
    };
    let skip = match rest.get(1) {
        Some(v) => args::count(v, "fwrite")?,
        None => 0,
    };
    let order_override = match rest.get(2) {
        Some(v) => Some(ByteOrder::named(&args::text(v, "fwrite")?)?),
        None => None,
    };
    let numbers = data.to_f64_vec().ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:fwrite:invalidInput",
            "Data must be numeric, logical or char.",
        )
    })?;
    let bytes_for = |order: ByteOrder, encoding: Encoding| {
        let mut bytes = Vec::new();
        if precision.stored == Stored::Char {
            let units: Vec<u16> = numbers
                .iter()
                .map(|&x| x.clamp(0.0, 65535.0) as u16)
                .collect();
            bytes = encoding.encode(&units);
        } else {
            for (i, &x) in numbers.iter().enumerate() {
                precision.stored.encode(x, order, &mut bytes);
                if skip > 0 && (i + 1) % precision.block == 0 {
                    bytes.resize(bytes.len() + skip, 0);
                }
            }
        }
        bytes
    };
    match file_id(target)? {
        FileId::Stdout | FileId::Stderr => {
            let bytes = bytes_for(
                order_override.unwrap_or(ByteOrder::native()),
                Encoding::Utf8,
            );
            let text = String::from_utf8_lossy(&bytes).into_owned();
            text_io::write_text(interp, file_id(target)?, &text)?;
        }
        _ => {
            let file = open_file(interp, target)?;
            file.check_writable("fwrite")?;
            let bytes = bytes_for(order_override.unwrap_or(file.order), file.encoding);
            if let Err(error) = file.stream.write(&bytes) {
                return Err(file.failed(error, "fwrite"));
            }
        }
    }
    crate::builtins::one(Value::scalar(numbers.len() as f64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precisions_parse() {
        let p = parse_precision("uint8=>char").unwrap();
        assert_eq!((p.stored, p.output, p.block), (Stored::U8, Class::Char, 1));
        let p = parse_precision("*int16").unwrap();
        assert_eq!((p.stored, p.output), (Stored::I16, Class::Int16));
        let p = parse_precision("4*double").unwrap();
        assert_eq!(
            (p.stored, p.output, p.block),
            (Stored::F64, Class::Double, 4)
        );
        assert_eq!(parse_precision("*char").unwrap().output, Class::Char);
        assert!(parse_precision("int3").is_err());
    }

    #[test]
    fn elements_round_trip_in_both_orders() {
        for order in [ByteOrder::Little, ByteOrder::Big] {
            for (stored, x) in [
                (Stored::I16, -300.0),
                (Stored::U32, 70000.0),
                (Stored::F32, 1.5),
                (Stored::F64, -2.25),
                (Stored::I64, -5.0),
            ] {
                let mut bytes = Vec::new();
                stored.encode(x, order, &mut bytes);
                assert_eq!(bytes.len(), stored.bytes());
                assert_eq!(stored.decode(&bytes, order), x);
            }
        }
        let mut bytes = Vec::new();
        Stored::U8.encode(300.0, ByteOrder::Little, &mut bytes);
        Stored::I8.encode(f64::NAN, ByteOrder::Little, &mut bytes);
        Stored::U16.encode(2.5, ByteOrder::Big, &mut bytes);
        assert_eq!(bytes, vec![255, 0, 0, 3]);
    }
}
