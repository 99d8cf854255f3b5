//! Reading Level 5 MAT-files (v6 and v7, either byte order) into values.
//! Every size read from the file is checked against the bytes actually
//! there and against the array limit before anything is allocated; a
//! truncated or corrupt file is an error, never a panic. This file turns
//! bytes into values only: it must not touch the disk or the workspace.

use std::io::Read;
use std::sync::Arc;

use flate2::read::ZlibDecoder;
use indexmap::IndexMap;
use num_complex::{Complex32, Complex64};

use super::format::{class, mi, FLAG_COMPLEX, FLAG_LOGICAL};
use crate::builtins::args::{check_allocation_dims, max_array_bytes};
use crate::error::{Result, RuntimeError};
use crate::value::{Shape, StructArray, Tensor, Value};

/// Cells and structs nest; deeper than this is taken as a corrupt file
/// rather than risk the stack.
const MAX_DEPTH: usize = 200;

fn corrupt(detail: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:load:unableToReadMatFile",
        format!("Unable to read MAT-file: file may be corrupt ({detail})."),
    )
}

/// Whether `bytes` start like a Level 5 MAT-file.
pub fn is_mat_file(bytes: &[u8]) -> bool {
    bytes.len() >= 128 && matches!(&bytes[126..128], b"IM" | b"MI")
}

/// Every variable of the file, in file order.
pub fn variables(bytes: &[u8]) -> Result<Vec<(String, Value)>> {
    if bytes.len() >= 10 && &bytes[..10] == b"MATLAB 7.3" {
        return Err(RuntimeError::new(
            "ferromat:load:unsupportedVersion",
            "Version 7.3 MAT-files (HDF5) are not supported; save with -v7 or -v6.",
        ));
    }
    if !is_mat_file(bytes) {
        return Err(RuntimeError::new(
            "MATLAB:load:notBinaryFile",
            "Unable to read MAT-file: not a binary MAT-file. Try load -ASCII to read as text.",
        ));
    }
    let big_endian = &bytes[126..128] == b"MI";
    let mut reader = Reader {
        bytes,
        pos: 128,
        big_endian,
    };
    let mut out = Vec::new();
    while reader.pos < bytes.len() {
        let (kind, data) = reader.element()?;
        match kind {
            mi::MATRIX => out.push(matrix(data, big_endian, 0)?),
            mi::COMPRESSED => {
                let inflated = inflate(data)?;
                let mut inner = Reader {
                    bytes: &inflated,
                    pos: 0,
                    big_endian,
                };
                while inner.pos < inflated.len() {
                    let (kind, data) = inner.element()?;
                    if kind != mi::MATRIX {
                        return Err(corrupt("compressed element holds no array"));
                    }
                    out.push(matrix(data, big_endian, 0)?);
                }
            }
            _ => return Err(corrupt("unexpected top-level element")),
        }
    }
    Ok(out)
}

/// Decompresses one `miCOMPRESSED` element, never past the array limit.
fn inflate(data: &[u8]) -> Result<Vec<u8>> {
    let limit = max_array_bytes();
    let mut inflated = Vec::new();
    ZlibDecoder::new(data)
        .take(limit.saturating_add(1))
        .read_to_end(&mut inflated)
        .map_err(|_| corrupt("bad compressed data"))?;
    if inflated.len() as u64 > limit {
        check_allocation_dims(&[usize::MAX], 1)?;
    }
    Ok(inflated)
}

/// A cursor over data elements.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    big_endian: bool,
}

impl<'a> Reader<'a> {
    fn u32_at(&self, at: usize) -> Result<u32> {
        let raw: [u8; 4] = self
            .bytes
            .get(at..at + 4)
            .and_then(|s| s.try_into().ok())
            .ok_or_else(|| corrupt("truncated tag"))?;
        Ok(if self.big_endian {
            u32::from_be_bytes(raw)
        } else {
            u32::from_le_bytes(raw)
        })
    }

    /// The next element's type and data, skipping its padding.
    fn element(&mut self) -> Result<(u32, &'a [u8])> {
        let word = self.u32_at(self.pos)?;
        if word >> 16 != 0 {
            // Small element: size and type packed into one word.
            let size = (word >> 16) as usize;
            let start = self.pos + 4;
            let data = self
                .bytes
                .get(start..start + size.min(4))
                .ok_or_else(|| corrupt("truncated data"))?;
            if size > 4 {
                return Err(corrupt("bad small element"));
            }
            self.pos += 8;
            return Ok((word & 0xffff, data));
        }
        let size = self.u32_at(self.pos + 4)? as usize;
        let start = self.pos + 8;
        let end = start.checked_add(size).ok_or_else(|| corrupt("bad size"))?;
        let data = self
            .bytes
            .get(start..end)
            .ok_or_else(|| corrupt("truncated data"))?;
        // Compressed elements are not padded; others are, to 8 bytes.
        self.pos = if word == mi::COMPRESSED {
            end
        } else {
            end.div_ceil(8) * 8
        };
        Ok((word, data))
    }

    fn expect(&mut self, what: &str) -> Result<(u32, &'a [u8])> {
        if self.pos >= self.bytes.len() {
            return Err(corrupt(what));
        }
        self.element()
    }
}

/// One `miMATRIX` element's name and value.
fn matrix(data: &[u8], big_endian: bool, depth: usize) -> Result<(String, Value)> {
    if depth > MAX_DEPTH {
        return Err(corrupt("nesting too deep"));
    }
    if data.is_empty() {
        // An empty element stands for `[]` inside cells and structs.
        return Ok((String::new(), Value::empty()));
    }
    let mut r = Reader {
        bytes: data,
        pos: 0,
        big_endian,
    };
    let (_, flags) = r.expect("missing array flags")?;
    let flags_word = Reader {
        bytes: flags,
        pos: 0,
        big_endian,
    }
    .u32_at(0)?;
    let class_code = (flags_word & 0xff) as u8;
    let flag_bits = ((flags_word >> 8) & 0xff) as u8;
    let (dims_kind, dims_data) = r.expect("missing dimensions")?;
    let dims = integers(dims_kind, dims_data, big_endian)?
        .into_iter()
        .map(|d| usize::try_from(d).map_err(|_| corrupt("negative dimension")))
        .collect::<Result<Vec<usize>>>()?;
    let (_, name_bytes) = r.expect("missing array name")?;
    let name = String::from_utf8_lossy(name_bytes).into_owned();
    let numel = dims
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d))
        .ok_or_else(|| corrupt("dimensions overflow"))?;
    let shape = Shape::new(&dims);
    let value = match class_code {
        class::CELL => {
            check_allocation_dims(&dims, std::mem::size_of::<Value>())?;
            let mut cells = Vec::with_capacity(numel.min(data.len() / 8));
            for _ in 0..numel {
                cells.push(child(&mut r, big_endian, depth)?);
            }
            Value::Cell(Arc::new(Tensor::new(shape, cells)))
        }
        class::STRUCT => structure(&mut r, shape, numel, &dims, big_endian, depth)?,
        class::CHAR => {
            let (kind, bytes) = r.expect("missing character data")?;
            let units: Vec<u16> = match kind {
                mi::UTF8 => String::from_utf8_lossy(bytes).encode_utf16().collect(),
                mi::UTF32 => numbers::<u32>(kind, bytes, big_endian)?
                    .into_iter()
                    .flat_map(|c| {
                        char::from_u32(c)
                            .unwrap_or('\u{FFFD}')
                            .encode_utf16(&mut [0; 2])
                            .to_vec()
                    })
                    .collect(),
                _ => numbers::<u16>(kind, bytes, big_endian)?,
            };
            sized(units.len(), numel)?;
            Value::Char(Tensor::new(shape, units))
        }
        class::DOUBLE..=class::UINT64 => {
            numeric_value(&mut r, class_code, flag_bits, shape, numel, big_endian)?
        }
        class::SPARSE | class::OBJECT => return Err(unsupported(&name, "sparse or object")),
        _ => return Err(unsupported(&name, "function handle or opaque")),
    };
    Ok((name, value))
}

fn unsupported(name: &str, kind: &str) -> RuntimeError {
    RuntimeError::new(
        "ferromat:load:unsupportedClass",
        format!("Cannot load variable '{name}': {kind} arrays are not supported."),
    )
}

fn sized(found: usize, expected: usize) -> Result<()> {
    if found == expected {
        Ok(())
    } else {
        Err(corrupt("data size does not match dimensions"))
    }
}

/// The next nested array (a cell element or a struct field).
fn child(r: &mut Reader, big_endian: bool, depth: usize) -> Result<Value> {
    let (kind, data) = r.expect("missing cell or field element")?;
    if kind != mi::MATRIX {
        return Err(corrupt("nested element is not an array"));
    }
    Ok(matrix(data, big_endian, depth + 1)?.1)
}

fn structure(
    r: &mut Reader,
    shape: Shape,
    numel: usize,
    dims: &[usize],
    big_endian: bool,
    depth: usize,
) -> Result<Value> {
    let (kind, width_data) = r.expect("missing field name length")?;
    let width = integers(kind, width_data, big_endian)?
        .first()
        .and_then(|&w| usize::try_from(w).ok())
        .filter(|&w| w > 0)
        .ok_or_else(|| corrupt("bad field name length"))?;
    let (_, names_data) = r.expect("missing field names")?;
    let mut names = Vec::new();
    for chunk in names_data.chunks(width) {
        let end = chunk.iter().position(|&b| b == 0).unwrap_or(chunk.len());
        let name = String::from_utf8_lossy(&chunk[..end]).into_owned();
        if names.contains(&name) {
            return Err(corrupt("duplicate field name"));
        }
        names.push(name);
    }
    check_allocation_dims(dims, std::mem::size_of::<Value>() * names.len().max(1))?;
    let mut columns: Vec<Vec<Value>> = names.iter().map(|_| Vec::new()).collect();
    for _ in 0..numel {
        for column in columns.iter_mut() {
            column.push(child(r, big_endian, depth)?);
        }
    }
    let fields: IndexMap<String, Vec<Value>> = names.into_iter().zip(columns).collect();
    Ok(Value::Struct(std::sync::Arc::new(StructArray {
        shape,
        fields,
    })))
}

fn numeric_value(
    r: &mut Reader,
    class_code: u8,
    flags: u8,
    shape: Shape,
    numel: usize,
    big_endian: bool,
) -> Result<Value> {
    let complex = flags & FLAG_COMPLEX != 0;
    crate::builtins::args::check_allocation(&shape, if complex { 16 } else { 8 })?;
    let (kind, real) = r.expect("missing real part")?;
    let imag = if complex {
        Some(r.expect("missing imaginary part")?)
    } else {
        None
    };
    macro_rules! plain {
        ($t:ty, $variant:ident) => {{
            if imag.is_some() {
                return Err(RuntimeError::new(
                    "ferromat:load:unsupportedClass",
                    "Complex integer arrays are not supported.",
                ));
            }
            let data = numbers::<$t>(kind, real, big_endian)?;
            sized(data.len(), numel)?;
            Value::$variant(Tensor::new(shape, data))
        }};
    }
    if flags & FLAG_LOGICAL != 0 {
        let data: Vec<bool> = numbers::<f64>(kind, real, big_endian)?
            .into_iter()
            .map(|x| x != 0.0)
            .collect();
        sized(data.len(), numel)?;
        return Ok(Value::Logical(Tensor::new(shape, data)));
    }
    Ok(match (class_code, imag) {
        (class::DOUBLE, Some((ikind, im))) => {
            let re = numbers::<f64>(kind, real, big_endian)?;
            let im = numbers::<f64>(ikind, im, big_endian)?;
            sized(re.len(), numel)?;
            sized(im.len(), numel)?;
            Value::ComplexDouble(Tensor::new(
                shape,
                re.into_iter()
                    .zip(im)
                    .map(|(a, b)| Complex64::new(a, b))
                    .collect(),
            ))
        }
        (class::SINGLE, Some((ikind, im))) => {
            let re = numbers::<f32>(kind, real, big_endian)?;
            let im = numbers::<f32>(ikind, im, big_endian)?;
            sized(re.len(), numel)?;
            sized(im.len(), numel)?;
            Value::ComplexSingle(Tensor::new(
                shape,
                re.into_iter()
                    .zip(im)
                    .map(|(a, b)| Complex32::new(a, b))
                    .collect(),
            ))
        }
        (class::DOUBLE, None) => plain!(f64, Double),
        (class::SINGLE, None) => plain!(f32, Single),
        (class::INT8, _) => plain!(i8, Int8),
        (class::UINT8, _) => plain!(u8, UInt8),
        (class::INT16, _) => plain!(i16, Int16),
        (class::UINT16, _) => plain!(u16, UInt16),
        (class::INT32, _) => plain!(i32, Int32),
        (class::UINT32, _) => plain!(u32, UInt32),
        (class::INT64, _) => plain!(i64, Int64),
        (class::UINT64, _) => plain!(u64, UInt64),
        _ => return Err(corrupt("unknown class")),
    })
}

/// An element type the file's numbers can be converted to; the file may
/// store any class's data in a smaller type (MATLAB does, to save space).
trait Element: Copy {
    fn from_f64(x: f64) -> Self;
    fn from_i64(x: i64) -> Self;
    fn from_u64(x: u64) -> Self;
}

macro_rules! element_via_as {
    ($($t:ty),*) => {$(
        // One macro covers every pair, the identity casts included.
        #[allow(clippy::unnecessary_cast)]
        impl Element for $t {
            #[inline]
            fn from_f64(x: f64) -> Self { x as $t }
            #[inline]
            fn from_i64(x: i64) -> Self { x as $t }
            #[inline]
            fn from_u64(x: u64) -> Self { x as $t }
        }
    )*};
}
element_via_as!(f64, f32, i8, u8, i16, u16, i32, u32, i64, u64);

fn integers(kind: u32, data: &[u8], big_endian: bool) -> Result<Vec<i64>> {
    numbers::<i64>(kind, data, big_endian)
}

/// The numbers of a data element of type `kind`, converted to `T`.
fn numbers<T: Element>(kind: u32, data: &[u8], big_endian: bool) -> Result<Vec<T>> {
    macro_rules! each {
        ($width:literal, $raw:ty, $x:ident => $convert:expr) => {
            data.chunks_exact($width)
                .map(|c| {
                    let mut raw = [0u8; $width];
                    raw.copy_from_slice(c);
                    let $x = if big_endian {
                        <$raw>::from_be_bytes(raw)
                    } else {
                        <$raw>::from_le_bytes(raw)
                    };
                    $convert
                })
                .collect()
        };
    }
    Ok(match kind {
        mi::DOUBLE => each!(8, f64, x => T::from_f64(x)),
        mi::SINGLE => each!(4, f32, x => T::from_f64(f64::from(x))),
        mi::INT8 => data
            .iter()
            .map(|&b| T::from_i64(i64::from(b as i8)))
            .collect(),
        mi::UINT8 | mi::UTF8 => data.iter().map(|&b| T::from_u64(u64::from(b))).collect(),
        mi::INT16 => each!(2, i16, x => T::from_i64(i64::from(x))),
        mi::UINT16 | mi::UTF16 => each!(2, u16, x => T::from_u64(u64::from(x))),
        mi::INT32 => each!(4, i32, x => T::from_i64(i64::from(x))),
        mi::UINT32 | mi::UTF32 => each!(4, u32, x => T::from_u64(u64::from(x))),
        mi::INT64 => each!(8, i64, x => T::from_i64(x)),
        mi::UINT64 => each!(8, u64, x => T::from_u64(x)),
        _ => return Err(corrupt("unknown data type")),
    })
}
