//! Writing MATLAB's Level 5 MAT-file format (the format of `save -v6` and
//! `save -v7`): the 128-byte header and one `miMATRIX` data element per
//! variable, zlib-compressed for v7. The layout follows MathWorks'
//! "MAT-File Format" document. This file turns values into bytes only: it
//! must not touch the disk or the workspace.

use std::io::Write;

use flate2::write::ZlibEncoder;
use flate2::Compression;

use super::format::{class, mi, FLAG_COMPLEX, FLAG_LOGICAL};
use crate::error::{Result, RuntimeError};
use crate::value::{StructArray, Value};

/// The 128-byte header: descriptive text, an unused subsystem offset, the
/// version 0x0100 and the endian indicator, written little-endian.
pub fn header(created: &str) -> Vec<u8> {
    let text = format!("MATLAB 5.0 MAT-file, Platform: ferromat, Created on: {created}");
    let mut bytes: Vec<u8> = text.into_bytes();
    bytes.resize(116, b' ');
    bytes.extend_from_slice(&[0u8; 8]);
    bytes.extend_from_slice(&0x0100u16.to_le_bytes());
    bytes.extend_from_slice(b"IM");
    bytes
}

/// One variable as a top-level data element, compressed when `compress`.
pub fn variable(name: &str, value: &Value, compress: bool) -> Result<Vec<u8>> {
    let mut element = Vec::new();
    matrix(&mut element, name, value)?;
    if !compress {
        return Ok(element);
    }
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::fast());
    encoder
        .write_all(&element)
        .and_then(|_| encoder.finish())
        .map_err(|e| RuntimeError::new("MATLAB:save:compressionFailed", e.to_string()))
        .and_then(|packed| {
            let size = length_u32(packed.len())?;
            let mut out = Vec::with_capacity(packed.len() + 8);
            out.extend_from_slice(&mi::COMPRESSED.to_le_bytes());
            out.extend_from_slice(&size.to_le_bytes());
            out.extend_from_slice(&packed);
            Ok(out)
        })
}

fn length_u32(bytes: usize) -> Result<u32> {
    u32::try_from(bytes).map_err(|_| {
        RuntimeError::new(
            "MATLAB:save:sizeTooBigForMATFile",
            "Variable cannot be saved to a Version 6 or 7 MAT-file: it is 2 GB or more. Use a smaller variable.",
        )
    })
}

/// Appends a data element: its 8-byte tag (or the 4-byte small form for
/// up to 4 bytes of data), the data, and padding to 8 bytes.
fn element(out: &mut Vec<u8>, kind: u32, data: &[u8]) -> Result<()> {
    if data.len() <= 4 && kind != mi::MATRIX {
        let tag = ((data.len() as u32) << 16) | kind;
        out.extend_from_slice(&tag.to_le_bytes());
        out.extend_from_slice(data);
        out.resize(out.len() + 4 - data.len(), 0);
        return Ok(());
    }
    out.extend_from_slice(&kind.to_le_bytes());
    out.extend_from_slice(&length_u32(data.len())?.to_le_bytes());
    out.extend_from_slice(data);
    pad8(out);
    Ok(())
}

fn pad8(out: &mut Vec<u8>) {
    let rem = out.len() % 8;
    if rem != 0 {
        out.resize(out.len() + 8 - rem, 0);
    }
}

/// A numeric data element from any plain element type.
fn numeric<T: Copy>(
    out: &mut Vec<u8>,
    kind: u32,
    data: &[T],
    to_bytes: impl Fn(T, &mut Vec<u8>),
) -> Result<()> {
    let mut bytes = Vec::with_capacity(std::mem::size_of_val(data));
    for &x in data {
        to_bytes(x, &mut bytes);
    }
    element(out, kind, &bytes)
}

/// Appends one `miMATRIX` element for `value` named `name` (empty inside
/// cells and structs).
fn matrix(out: &mut Vec<u8>, name: &str, value: &Value) -> Result<()> {
    let start = out.len();
    out.extend_from_slice(&mi::MATRIX.to_le_bytes());
    out.extend_from_slice(&[0u8; 4]);
    let (class_code, flags) = class_and_flags(value)?;
    let mut flag_bytes = Vec::with_capacity(8);
    flag_bytes.extend_from_slice(&((u32::from(flags) << 8) | u32::from(class_code)).to_le_bytes());
    flag_bytes.extend_from_slice(&0u32.to_le_bytes());
    element(out, mi::UINT32, &flag_bytes)?;
    let shape = value.shape();
    let mut dims = Vec::with_capacity(shape.ndims().max(2) * 4);
    for d in 0..shape.ndims().max(2) {
        let extent = i32::try_from(shape.dim(d)).map_err(|_| {
            RuntimeError::new(
                "MATLAB:save:sizeTooBigForMATFile",
                "A dimension is too large for a Version 6 or 7 MAT-file.",
            )
        })?;
        dims.extend_from_slice(&extent.to_le_bytes());
    }
    element(out, mi::INT32, &dims)?;
    element(out, mi::INT8, name.as_bytes())?;
    contents(out, value)?;
    let size = length_u32(out.len() - start - 8)?;
    out[start + 4..start + 8].copy_from_slice(&size.to_le_bytes());
    Ok(())
}

fn class_and_flags(value: &Value) -> Result<(u8, u8)> {
    Ok(match value {
        Value::Double(_) => (class::DOUBLE, 0),
        Value::ComplexDouble(_) => (class::DOUBLE, FLAG_COMPLEX),
        Value::Single(_) => (class::SINGLE, 0),
        Value::ComplexSingle(_) => (class::SINGLE, FLAG_COMPLEX),
        Value::Int8(_) => (class::INT8, 0),
        Value::UInt8(_) => (class::UINT8, 0),
        Value::Int16(_) => (class::INT16, 0),
        Value::UInt16(_) => (class::UINT16, 0),
        Value::Int32(_) => (class::INT32, 0),
        Value::UInt32(_) => (class::UINT32, 0),
        Value::Int64(_) => (class::INT64, 0),
        Value::UInt64(_) => (class::UINT64, 0),
        Value::Logical(_) => (class::UINT8, FLAG_LOGICAL),
        Value::Char(_) => (class::CHAR, 0),
        Value::Cell(_) => (class::CELL, 0),
        Value::Struct(_) => (class::STRUCT, 0),
        Value::String(_) | Value::FunctionHandle(_) | Value::Sparse(_) | Value::Object(_) => {
            return Err(RuntimeError::new(
                "ferromat:save:unsupportedClass",
                format!(
                    "Cannot save a value of class {} to a Version 6 or 7 MAT-file.",
                    value.class().name()
                ),
            ))
        }
    })
}

fn contents(out: &mut Vec<u8>, value: &Value) -> Result<()> {
    match value {
        Value::Double(t) => numeric(out, mi::DOUBLE, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::Single(t) => numeric(out, mi::SINGLE, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::ComplexDouble(t) => {
            numeric(out, mi::DOUBLE, t.data(), |x, b| {
                b.extend_from_slice(&x.re.to_le_bytes())
            })?;
            numeric(out, mi::DOUBLE, t.data(), |x, b| {
                b.extend_from_slice(&x.im.to_le_bytes())
            })
        }
        Value::ComplexSingle(t) => {
            numeric(out, mi::SINGLE, t.data(), |x, b| {
                b.extend_from_slice(&x.re.to_le_bytes())
            })?;
            numeric(out, mi::SINGLE, t.data(), |x, b| {
                b.extend_from_slice(&x.im.to_le_bytes())
            })
        }
        Value::Int8(t) => numeric(out, mi::INT8, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::UInt8(t) => numeric(out, mi::UINT8, t.data(), |x, b| b.push(x)),
        Value::Int16(t) => numeric(out, mi::INT16, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::UInt16(t) => numeric(out, mi::UINT16, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::Int32(t) => numeric(out, mi::INT32, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::UInt32(t) => numeric(out, mi::UINT32, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::Int64(t) => numeric(out, mi::INT64, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::UInt64(t) => numeric(out, mi::UINT64, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::Logical(t) => numeric(out, mi::UINT8, t.data(), |x, b| b.push(u8::from(x))),
        Value::Char(t) => numeric(out, mi::UINT16, t.data(), |x, b| {
            b.extend_from_slice(&x.to_le_bytes())
        }),
        Value::Cell(t) => t.data().iter().try_for_each(|v| matrix(out, "", v)),
        Value::Struct(s) => fields(out, s),
        Value::String(_) | Value::FunctionHandle(_) | Value::Sparse(_) | Value::Object(_) => Ok(()),
    }
}

/// A struct's field-name length, its names padded to that length, then
/// every element's fields in column-major element order.
fn fields(out: &mut Vec<u8>, s: &StructArray) -> Result<()> {
    let longest = s.fields.keys().map(String::len).max().unwrap_or(0);
    let width = (longest + 1).max(32);
    element(out, mi::INT32, &(width as i32).to_le_bytes())?;
    let mut names = Vec::with_capacity(width * s.fields.len());
    for name in s.fields.keys() {
        let start = names.len();
        names.extend_from_slice(name.as_bytes());
        names.resize(start + width, 0);
    }
    element(out, mi::INT8, &names)?;
    for index in 0..s.numel() {
        for column in s.fields.values() {
            match column.get(index) {
                Some(v) => matrix(out, "", v)?,
                None => matrix(out, "", &Value::empty())?,
            }
        }
    }
    Ok(())
}
