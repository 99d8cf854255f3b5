//! `strcat`: joining texts horizontally, element by element, with MATLAB's
//! rule that char inputs lose their trailing ASCII whitespace (each row of
//! a char matrix on its own) while cell and string inputs keep theirs.
//! The text-argument model is `strings.rs`'s (`TextArray`); this file must
//! not define another, and it joins only: no padding or splitting options
//! (`pad`, `join` and `strsplit` live in `assemble.rs` and `split.rs`).

use crate::builtins::text::strings::{build_text, is_ascii_space, TextArray, TextKind, Units};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// `units` without its trailing ASCII whitespace.
fn trim_trailing(units: &[u16]) -> Units {
    let end = units
        .iter()
        .rposition(|&u| !is_ascii_space(u))
        .map_or(0, |i| i + 1);
    units[..end].to_vec()
}

/// One `strcat` argument as texts: a char row is one text, a char matrix
/// of several rows a column of texts (one per row); char texts are trimmed.
fn parse_part(value: &Value) -> Result<TextArray> {
    if let Value::Char(t) = value {
        let shape = t.shape();
        if shape.ndims() == 2 && shape.rows() > 1 {
            let (rows, cols) = (shape.rows(), shape.cols());
            let data = t.data();
            let items = (0..rows)
                .map(|r| {
                    let row: Units = (0..cols).map(|c| data[c * rows + r]).collect();
                    Some(trim_trailing(&row))
                })
                .collect();
            return Ok(TextArray {
                kind: TextKind::Char,
                shape: Shape::column(rows),
                items,
            });
        }
    }
    let part = TextArray::parse(value, "strcat")?;
    Ok(if part.kind == TextKind::Char {
        part.map(trim_trailing)
    } else {
        part
    })
}

/// The rows of a char result, padded with blanks to the longest.
fn char_matrix(rows: Vec<Units>) -> Value {
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    let count = rows.len();
    let mut data = vec![u16::from(b' '); count * width];
    for (r, row) in rows.iter().enumerate() {
        for (c, &unit) in row.iter().enumerate() {
            data[c * count + r] = unit;
        }
    }
    Value::Char(Tensor::new(Shape::matrix(count, width), data))
}

fn strcat_values(values: &[Value]) -> Result<Value> {
    let kind = if values.iter().any(|v| matches!(v, Value::String(_))) {
        TextKind::String
    } else if values.iter().any(|v| matches!(v, Value::Cell(_))) {
        TextKind::Cell
    } else {
        TextKind::Char
    };
    let parts = values.iter().map(parse_part).collect::<Result<Vec<_>>>()?;
    let mut shape = Shape::scalar();
    for part in parts.iter().filter(|p| p.items.len() != 1) {
        if shape.is_scalar() {
            shape = part.shape.clone();
        } else if shape != part.shape {
            return Err(RuntimeError::new(
                "MATLAB:strcat:InvalidInputSize",
                "All the inputs must be the same size or scalars.",
            )
            .in_function("strcat"));
        }
    }
    let count = if parts.iter().all(|p| p.items.len() == 1) {
        1
    } else {
        shape.numel()
    };
    let items: Vec<Option<Units>> = (0..count)
        .map(|i| {
            let mut joined = Units::new();
            for part in &parts {
                let index = if part.items.len() == 1 { 0 } else { i };
                joined.extend_from_slice(part.items.get(index)?.as_deref()?);
            }
            Some(joined)
        })
        .collect();
    if kind == TextKind::Char && count != 1 {
        return Ok(char_matrix(items.into_iter().flatten().collect()));
    }
    Ok(build_text(kind, shape, items))
}

/// `s = strcat(s1, ..., sN)`: joins texts element by element. The result is a
/// string array if any input is one, else a cell array if any input is one,
/// else a char array. Trailing ASCII whitespace of char inputs is removed
/// (row by row for a char matrix, whose rows are then padded back to one
/// width); cell and string inputs keep theirs. Scalars (and char rows) pair
/// with every element or row.
/// Differences from MATLAB: numeric inputs are rejected, as the MathWorks
/// page lists only text.
pub fn strcat(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if args.is_empty() {
        return Err(RuntimeError::not_enough_inputs().in_function("strcat"));
    }
    one(strcat_values(args)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::text::strings::tests::{call, cell_row, chars, string_row, texts};

    fn char_rows(rows: &[&str]) -> Value {
        let width = rows.iter().map(|r| r.len()).max().unwrap_or(0);
        let mut data = vec![u16::from(b' '); rows.len() * width];
        for (r, row) in rows.iter().enumerate() {
            for (c, b) in row.bytes().enumerate() {
                data[c * rows.len() + r] = u16::from(b);
            }
        }
        Value::Char(Tensor::new(Shape::matrix(rows.len(), width), data))
    }

    #[test]
    fn strcat_joins_char_matrices_row_by_row() {
        let out = call(
            strcat,
            &[char_rows(&["a ", "bb"]), char_rows(&["foo", "bar"])],
        )
        .unwrap();
        assert_eq!(out, char_rows(&["afoo ", "bbbar"]));
        let out = call(strcat, &[char_rows(&["a", "b"]), chars("c")]).unwrap();
        assert_eq!(out, char_rows(&["ac", "bc"]));
        let column = call(strcat, &[char_rows(&["x ", "yy"]), cell_row(&["1"])]).unwrap();
        assert_eq!(texts(&column), ["x1", "yy1"]);
        let error = call(
            strcat,
            &[char_rows(&["a", "b"]), char_rows(&["a", "b", "c"])],
        );
        assert!(error.is_err());
    }

    #[test]
    fn strcat_trims_trailing_whitespace_of_char_only() {
        let out = call(strcat, &[chars("Good "), chars("morning\t ")]).unwrap();
        assert_eq!(out, chars("Goodmorning"));
        let names = call(
            strcat,
            &[
                cell_row(&["Lincoln", "Washington"]),
                cell_row(&[", "]),
                cell_row(&["Abraham", "George"]),
            ],
        )
        .unwrap();
        assert_eq!(texts(&names), ["Lincoln, Abraham", "Washington, George"]);
        let s = call(
            strcat,
            &[
                string_row(&["John ", "Mary "]),
                string_row(&["Smith", "Jones"]),
            ],
        )
        .unwrap();
        assert_eq!(s, string_row(&["John Smith", "Mary Jones"]));
        let s = call(strcat, &[s, chars(", M.D.")]).unwrap();
        assert_eq!(texts(&s), ["John Smith, M.D.", "Mary Jones, M.D."]);
    }

    #[test]
    fn strcat_cell_with_char_trims_the_char() {
        let out = call(strcat, &[cell_row(&["a "]), chars("b ")]).unwrap();
        assert_eq!(out, cell_row(&["a b"]));
    }

    #[test]
    fn strcat_size_mismatch_and_non_text_are_errors() {
        let error = call(strcat, &[cell_row(&["a", "b"]), cell_row(&["a", "b", "c"])]).unwrap_err();
        assert_eq!(
            error.message,
            "All the inputs must be the same size or scalars."
        );
        assert!(call(strcat, &[chars("a"), Value::scalar(1.0)]).is_err());
    }
}
