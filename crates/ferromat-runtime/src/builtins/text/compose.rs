//! `compose`: formats data into an array of texts, one text per row of the
//! data (or per group of columns, when the format has fewer operators than
//! the data has columns), or one per element when several data arrays are
//! given. The formatting itself is the shared printf engine's
//! (`format::sprintf`); this file only decides which values make each text.

use std::sync::Arc;

use crate::builtins::text::strings::TextArray;
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::format::sprintf;
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// The number of conversions (`%d`, `%s`, ...) in a format; `%%` is none.
fn operator_count(format: &str) -> usize {
    let mut count = 0;
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '%' {
            if chars.peek() == Some(&'%') {
                chars.next();
            } else {
                count += 1;
            }
        }
    }
    count
}

/// A data argument; a numeric one is read into doubles once, since
/// reading the whole array again for each element made `compose` quadratic.
enum Data<'a> {
    Numbers(Vec<f64>),
    Other(&'a Value),
}

impl<'a> Data<'a> {
    fn of(value: &'a Value) -> Data<'a> {
        match value {
            Value::String(_) | Value::Cell(_) | Value::Char(_) => Data::Other(value),
            other => other.to_f64_vec().map_or(Data::Other(value), Data::Numbers),
        }
    }
}

/// Element `k` (column-major) of a data argument as a scalar value.
fn element(data: &Data, k: usize) -> Option<Value> {
    match data {
        Data::Numbers(numbers) => numbers.get(k).map(|&x| Value::scalar(x)),
        Data::Other(Value::String(t)) => t
            .data()
            .get(k)
            .map(|s| Value::String(Tensor::scalar(s.clone()))),
        Data::Other(Value::Cell(cells)) => cells.data().get(k).cloned(),
        Data::Other(value @ Value::Char(_)) => Some((*value).clone()),
        Data::Other(_) => None,
    }
}

/// The shape of a data argument as `compose` sees it (a char row is one
/// text).
fn data_shape(value: &Value) -> Shape {
    match value {
        Value::Char(_) => Shape::scalar(),
        other => other.shape(),
    }
}

/// `str = compose(formatSpec, A)`, `compose(formatSpec, A1, ..., AN)`.
pub fn compose(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    run(args).map_err(|e| e.in_function("compose"))
}

fn run(args: &[Value]) -> Result<Outputs> {
    let [format_arg, data @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let as_string = matches!(format_arg, Value::String(_));
    let formats = TextArray::from_value(format_arg).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:compose:InvalidFormat",
            "The format must be a character vector, string scalar or cell array of character vectors.",
        )
    })?;
    let format = match formats.items.as_slice() {
        [Some(units)] => String::from_utf16_lossy(units),
        _ => {
            return Err(RuntimeError::new(
                "ferromat:compose:oneFormat",
                "compose takes one format.",
            ))
        }
    };
    let (shape, texts) = match data {
        [] => (Shape::scalar(), vec![sprintf(&format, &[])?]),
        [single] => {
            let shape = data_shape(single);
            let (rows, cols) = (shape.rows(), shape.numel() / shape.rows().max(1));
            let per_text = operator_count(&format).max(1);
            let groups = cols.div_ceil(per_text).max(1);
            args::check_allocation_dims(&[rows, groups], 16)?;
            let mut texts = vec![String::new(); rows * groups];
            let single = Data::of(single);
            for r in 0..rows {
                for g in 0..groups {
                    let values: Vec<Value> = (g * per_text..((g + 1) * per_text).min(cols))
                        .filter_map(|c| element(&single, c * rows + r))
                        .collect();
                    texts[g * rows + r] = sprintf(&format, &values)?;
                }
            }
            (Shape::matrix(rows, groups), texts)
        }
        several => {
            let shape = several
                .iter()
                .map(data_shape)
                .find(|s| s.numel() != 1)
                .unwrap_or_else(Shape::scalar);
            let n = shape.numel();
            if several.iter().any(|v| {
                let count = data_shape(v).numel();
                count != 1 && count != n
            }) {
                return Err(RuntimeError::incompatible_sizes());
            }
            let mut texts = Vec::with_capacity(n);
            let columns: Vec<(Data, bool)> = several
                .iter()
                .map(|v| (Data::of(v), data_shape(v).numel() == 1))
                .collect();
            for k in 0..n {
                let values: Vec<Value> = columns
                    .iter()
                    .filter_map(|(data, one)| element(data, if *one { 0 } else { k }))
                    .collect();
                texts.push(sprintf(&format, &values)?);
            }
            (shape, texts)
        }
    };
    let value = if as_string {
        Value::String(Tensor::new(
            shape,
            texts.iter().map(|t| Some(Arc::from(t.as_str()))).collect(),
        ))
    } else {
        Value::Cell(Arc::new(Tensor::new(
            shape,
            texts.iter().map(|t| Value::char_row(t)).collect(),
        )))
    };
    one(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_operators() {
        assert_eq!(operator_count("%d and %5.2f%%"), 2);
        assert_eq!(operator_count("none"), 0);
    }

    #[test]
    fn numeric_data_is_read_once_and_indexed_per_element() {
        let data = Value::Int8(Tensor::row(vec![4, -5, 6]));
        let read = Data::of(&data);
        assert!(matches!(read, Data::Numbers(_)));
        assert_eq!(element(&read, 1), Some(Value::scalar(-5.0)));
        assert_eq!(element(&read, 3), None);
        let text = Value::char_row("ab");
        assert_eq!(element(&Data::of(&text), 7), Some(text.clone()));
    }
}
