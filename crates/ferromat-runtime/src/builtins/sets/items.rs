//! Comparable keys for the elements or rows of a set-operation input, the
//! class normalisation of two inputs (char with cellstr, anything with
//! string), the groups of equal keys, and output construction by gathering
//! from the (concatenated) inputs. NaN and <missing> never equal anything,
//! as MATLAB's set functions treat them.

use std::cmp::Ordering;
use std::sync::Arc;

use super::super::arrays::gather::gather_value;
use crate::error::{Result, RuntimeError};
use crate::ops;
use crate::value::{Shape, Tensor, Value};

/// One element's key.
#[derive(Clone, Debug, PartialEq)]
pub enum Key {
    Number(f64),
    /// A complex element (real, imaginary); a real element next to complex
    /// ones becomes one too (`promote_complex`).
    Complex(f64, f64),
    Text(Vec<u16>),
    /// A <missing> string.
    Missing,
}

/// Sort order: numbers (NaN last; complex ones by magnitude, then angle,
/// as `sort` orders them), then texts by code unit, missing last.
pub fn compare_key(a: &Key, b: &Key) -> Ordering {
    let by_value = |x: f64, y: f64| {
        x.partial_cmp(&y)
            .unwrap_or_else(|| x.is_nan().cmp(&y.is_nan()))
    };
    match (a, b) {
        (Key::Number(x), Key::Number(y)) => by_value(*x, *y),
        (Key::Complex(..), _) | (_, Key::Complex(..)) => match (complex_parts(a), complex_parts(b))
        {
            (Some((p, q)), Some((r, s))) => {
                let nan = |re: f64, im: f64| re.is_nan() || im.is_nan();
                match (nan(p, q), nan(r, s)) {
                    (false, false) => by_value(p.hypot(q), r.hypot(s))
                        .then_with(|| by_value(q.atan2(p), s.atan2(r))),
                    (x, y) => x.cmp(&y),
                }
            }
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        },
        (Key::Text(x), Key::Text(y)) => x.cmp(y),
        (Key::Missing, Key::Missing) => Ordering::Equal,
        (Key::Missing, _) => Ordering::Greater,
        (_, Key::Missing) => Ordering::Less,
        (Key::Number(_), Key::Text(_)) => Ordering::Less,
        (Key::Text(_), Key::Number(_)) => Ordering::Greater,
    }
}

/// Set equality: NaN and missing equal nothing.
pub fn same_key(a: &Key, b: &Key) -> bool {
    match (a, b) {
        (Key::Number(x), Key::Number(y)) => x == y,
        (Key::Complex(..), _) | (_, Key::Complex(..)) => complex_parts(a) == complex_parts(b),
        (Key::Text(x), Key::Text(y)) => x == y,
        _ => false,
    }
}

/// A numeric key as (real, imaginary).
fn complex_parts(key: &Key) -> Option<(f64, f64)> {
    match key {
        Key::Number(x) => Some((*x, 0.0)),
        Key::Complex(re, im) => Some((*re, *im)),
        _ => None,
    }
}

/// When either input has a complex element, makes every real number of
/// both a complex key, so all numbers sort by magnitude and angle.
pub fn promote_complex(a: &mut [Item], b: &mut [Item]) {
    let complex = |items: &[Item]| {
        items
            .iter()
            .flatten()
            .any(|k| matches!(k, Key::Complex(..)))
    };
    if !complex(a) && !complex(b) {
        return;
    }
    for key in a.iter_mut().chain(b.iter_mut()).flatten() {
        if let Key::Number(x) = *key {
            *key = Key::Complex(x, 0.0);
        }
    }
}

/// An item: one element, or one row under 'rows'.
pub type Item = Vec<Key>;

pub fn compare_items(a: &Item, b: &Item) -> Ordering {
    a.iter()
        .zip(b)
        .map(|(x, y)| compare_key(x, y))
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}

pub fn same_item(a: &Item, b: &Item) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_key(x, y))
}

fn unsupported(value: &Value, function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:UnsupportedInput"),
        format!(
            "Input of class '{}' is not supported: use numeric, logical, char, string or a cell array of character vectors.",
            value.class().name()
        ),
    )
}

/// The keys of every element, column-major.
pub fn element_keys(value: &Value, function: &str) -> Result<Vec<Key>> {
    match value {
        Value::String(t) => Ok(t
            .data()
            .iter()
            .map(|s| match s {
                Some(text) => Key::Text(text.encode_utf16().collect()),
                None => Key::Missing,
            })
            .collect()),
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|v| match v {
                Value::Char(t) if crate::value::is_char_row(t) => Ok(Key::Text(t.data().to_vec())),
                _ => Err(RuntimeError::new(
                    format!("MATLAB:{function}:InputClass"),
                    "Cell array input must be a cell array of character vectors.",
                )),
            })
            .collect(),
        Value::ComplexDouble(t) => Ok(t.data().iter().map(|z| Key::Complex(z.re, z.im)).collect()),
        Value::ComplexSingle(t) => Ok(t
            .data()
            .iter()
            .map(|z| Key::Complex(f64::from(z.re), f64::from(z.im)))
            .collect()),
        other => other
            .to_f64_vec()
            .map(|data| data.into_iter().map(Key::Number).collect())
            .ok_or_else(|| unsupported(value, function)),
    }
}

/// The items of `value`: elements, or rows when `rows` (2-D only).
pub fn items(value: &Value, rows: bool, function: &str) -> Result<Vec<Item>> {
    let keys = element_keys(value, function)?;
    if !rows {
        return Ok(keys.into_iter().map(|k| vec![k]).collect());
    }
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:NotAMatrix"),
            "A must be a 2-D matrix when using the 'rows' option.",
        ));
    }
    let (r, c) = (shape.rows(), shape.cols());
    Ok((0..r)
        .map(|i| (0..c).map(|j| keys[i + j * r].clone()).collect())
        .collect())
}

/// Brings two inputs to a common kind for comparison: a char row next to a
/// cellstr becomes a 1x1 cell; char or cellstr next to a string becomes
/// string. A cell next to anything else (but `[]`) is refused, as MATLAB's
/// set functions refuse to compare text with numbers.
pub fn normalise_pair(a: &Value, b: &Value, function: &str) -> Result<(Value, Value)> {
    let string = |v: &Value| matches!(v, Value::String(_));
    let cell = |v: &Value| matches!(v, Value::Cell(_));
    let char_row = |v: &Value| matches!(v, Value::Char(_));
    let to_string = |v: &Value| -> Result<Value> {
        if string(v) {
            Ok(v.clone())
        } else {
            ops::convert(v, crate::value::Class::String)
        }
    };
    if string(a) || string(b) {
        return Ok((to_string(a)?, to_string(b)?));
    }
    let other_ok = |v: &Value| cell(v) || char_row(v) || is_plain_empty(v);
    if (cell(a) || cell(b)) && !(other_ok(a) && other_ok(b)) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InputClass"),
            format!(
                "Input A of class {} and input B of class {} must be cell arrays of character vectors, unless one is a character vector.",
                a.class().name(),
                b.class().name()
            ),
        ));
    }
    let wrap = |v: &Value| Value::Cell(Arc::new(Tensor::scalar(v.clone())));
    Ok(match (cell(a), cell(b)) {
        (true, false) if char_row(b) => (a.clone(), wrap(b)),
        (false, true) if char_row(a) => (wrap(a), b.clone()),
        // A `[]` next to a cell array is an empty set of texts, not an
        // item: stacking it as a number would put a `[]` into C.
        (true, false) if is_plain_empty(b) => (a.clone(), empty_cell()),
        (false, true) if is_plain_empty(a) => (empty_cell(), b.clone()),
        _ => (a.clone(), b.clone()),
    })
}

/// `value(:)` (elements) or `value` itself (rows), for concatenating the
/// two inputs of a set operation.
pub fn stackable(value: &Value, rows: bool) -> Result<Value> {
    if rows {
        return Ok(value.clone());
    }
    let n = value.numel();
    gather_value(value, Shape::column(n), (0..n).collect())
}

/// The output holding items `picks` (0-based) of `source` (elements or
/// rows): a row vector when `as_row`, else a column, or a matrix of rows.
pub fn pick(source: &Value, picks: &[usize], rows: bool, as_row: bool) -> Result<Value> {
    if rows {
        let shape = source.shape();
        let (r, c) = (shape.rows(), shape.cols());
        let k = picks.len();
        let sources = (0..k * c)
            .map(|i| picks[i % k.max(1)] + (i / k.max(1)) * r)
            .collect();
        return gather_value(source, Shape::matrix(k, c), sources);
    }
    let shape = if as_row {
        Shape::row(picks.len())
    } else {
        Shape::column(picks.len())
    };
    gather_value(source, shape, picks.to_vec())
}

/// 1-based positions as a double column vector.
pub fn index_column(positions: impl IntoIterator<Item = usize>) -> Value {
    index_vector(positions, false)
}

/// 1-based positions as a double row vector when `as_row`, else a column
/// (the 'legacy' index outputs follow the orientation of the data).
pub fn index_vector(positions: impl IntoIterator<Item = usize>, as_row: bool) -> Value {
    let data: Vec<f64> = positions.into_iter().map(|p| (p + 1) as f64).collect();
    let shape = if as_row {
        Shape::row(data.len())
    } else {
        Shape::column(data.len())
    };
    Value::matrix(shape, data)
}

/// Whether a value counts as a row for the orientation rules of the set
/// functions (a 0x0 `[]` goes along with the other input).
pub fn is_row(value: &Value) -> bool {
    let shape = value.shape();
    shape.ndims() == 2 && shape.rows() == 1
}

/// A 0-by-0 cell array.
fn empty_cell() -> Value {
    Value::Cell(Arc::new(Tensor::new(Shape::matrix(0, 0), Vec::new())))
}

pub fn is_plain_empty(value: &Value) -> bool {
    value.shape().dims() == [0, 0]
}

/// Whether a value is an N-by-1 column (a scalar is one; `[]` is not).
pub fn is_column(value: &Value) -> bool {
    let shape = value.shape();
    shape.ndims() == 2 && shape.cols() == 1
}

/// Whether the flags ask for the R2012b behaviour ('legacy'), which fixes
/// the order, so 'sorted' and 'stable' cannot go with it.
pub fn legacy_flag(flags: &[String], function: &str) -> Result<bool> {
    let has = |f: &str| flags.iter().any(|g| g == f);
    if !has("legacy") {
        return Ok(false);
    }
    if has("sorted") || has("stable") {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:SetOrderWithLegacy"),
            "The 'sorted' and 'stable' options cannot be combined with 'legacy'.",
        ));
    }
    Ok(true)
}

/// Splits the trailing text flags of a set function from its data inputs.
pub fn split_flags(
    args: &[Value],
    data_count: usize,
    allowed: &[&str],
    function: &str,
) -> Result<Vec<String>> {
    args[data_count..]
        .iter()
        .map(|a| {
            let flag = a.as_text().map(|t| t.to_ascii_lowercase());
            match flag {
                Some(f) if allowed.contains(&f.as_str()) => Ok(f),
                _ => Err(RuntimeError::new(
                    format!("MATLAB:{function}:UnknownFlag"),
                    format!(
                        "Invalid flag. Flags must be one of: '{}'.",
                        allowed.join("', '")
                    ),
                )),
            }
        })
        .collect()
}
