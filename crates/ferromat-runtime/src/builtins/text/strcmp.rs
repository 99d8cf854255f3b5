//! The strcmp family: `strcmp`, `strcmpi`, `strncmp`, `strncmpi`. Any mix of
//! char arrays, string arrays and cell arrays compares element by element
//! (a multi-row char array against a cell or string array, row by row);
//! non-text never matches and never raises an error.

use crate::builtins::text::strings::{arg, fold_case, Units};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// One side of a comparison: a char array keeps its shape so that char
/// matrices compare as wholes.
#[derive(Clone, Debug, PartialEq)]
struct CompareText {
    shape: Shape,
    units: Units,
}

/// A comparison operand: a single text (or non-text, `None`) or an array of
/// them from a cell or string array.
enum Operand {
    One(Option<CompareText>),
    Many(Shape, Vec<Option<CompareText>>),
}

fn compare_text_of(value: &Value) -> Option<CompareText> {
    match value {
        Value::Char(t) => Some(CompareText {
            shape: t.shape().clone(),
            units: t.data().to_vec(),
        }),
        Value::String(t) if t.is_scalar() => t.first().and_then(|s| {
            s.as_deref().map(|s| {
                let units: Units = s.encode_utf16().collect();
                CompareText {
                    shape: Shape::row(units.len()),
                    units,
                }
            })
        }),
        _ => None,
    }
}

fn operand(value: &Value) -> Operand {
    match value {
        Value::String(t) if !t.is_scalar() => Operand::Many(
            t.shape().clone(),
            t.data()
                .iter()
                .map(|s| {
                    s.as_deref().map(|s| {
                        let units: Units = s.encode_utf16().collect();
                        CompareText {
                            shape: Shape::row(units.len()),
                            units,
                        }
                    })
                })
                .collect(),
        ),
        Value::Cell(cells) => Operand::Many(
            cells.shape().clone(),
            cells.data().iter().map(compare_text_of).collect(),
        ),
        other => Operand::One(compare_text_of(other)),
    }
}

/// How two texts are compared.
#[derive(Clone, Copy, Debug)]
struct CompareMode {
    /// Compare at most this many leading characters (`strncmp`).
    prefix: Option<usize>,
    ignore_case: bool,
}

fn texts_equal(a: &CompareText, b: &CompareText, mode: CompareMode) -> bool {
    // Identical text means identical size too, except that the empty text
    // `''` (0x0) and an empty row (`""`, `blanks(0)`) count as the same.
    let shaped =
        |t: &CompareText| t.shape.ndims() > 2 || (t.shape.rows() != 1 && t.shape != Shape::empty());
    if (shaped(a) || shaped(b)) && a.shape != b.shape {
        return false;
    }
    let (x, y) = match mode.prefix {
        Some(n) => (
            &a.units[..n.min(a.units.len())],
            &b.units[..n.min(b.units.len())],
        ),
        None => (&a.units[..], &b.units[..]),
    };
    if mode.ignore_case {
        fold_case(x) == fold_case(y)
    } else {
        x == y
    }
}

fn option_equal(a: &Option<CompareText>, b: &Option<CompareText>, mode: CompareMode) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => texts_equal(a, b, mode),
        _ => false,
    }
}

/// The rows of a char matrix with more than one row, each as its own text;
/// `None` for anything else.
fn char_rows(value: &Value) -> Option<Vec<Option<CompareText>>> {
    let Value::Char(t) = value else { return None };
    let shape = t.shape();
    if shape.ndims() > 2 || shape.rows() < 2 {
        return None;
    }
    let (rows, cols) = (shape.rows(), shape.cols());
    let data = t.data();
    Some(
        (0..rows)
            .map(|r| {
                let units: Units = (0..cols)
                    .filter_map(|c| data.get(r + c * rows).copied())
                    .collect();
                Some(CompareText {
                    shape: Shape::row(cols),
                    units,
                })
            })
            .collect(),
    )
}

/// A char matrix against a cell or string array compares row by row: with
/// one text the result is a column with a flag per row; with as many texts
/// as rows it is elementwise, in the shape of the array. `None` when the
/// counts do not fit, so the caller compares the matrix as a whole.
fn rows_against_many(
    rows: &[Option<CompareText>],
    shape: &Shape,
    texts: &[Option<CompareText>],
    mode: CompareMode,
) -> Option<Value> {
    if texts.len() == 1 {
        let flags = rows
            .iter()
            .map(|r| option_equal(r, &texts[0], mode))
            .collect();
        Some(Value::Logical(Tensor::new(
            Shape::column(rows.len()),
            flags,
        )))
    } else if texts.len() == rows.len() {
        let flags = rows
            .iter()
            .zip(texts)
            .map(|(r, t)| option_equal(r, t, mode))
            .collect();
        Some(Value::Logical(Tensor::new(shape.clone(), flags)))
    } else {
        None
    }
}

/// The logical result of comparing `a` with `b`: a scalar for two single
/// texts, else the shape of the array operand.
fn compare_values(a: &Value, b: &Value, mode: CompareMode, function: &str) -> Result<Value> {
    let pairwise = |shape: Shape, flags: Vec<bool>| Value::Logical(Tensor::new(shape, flags));
    for (matrix, other) in [(a, b), (b, a)] {
        if let (Some(rows), Operand::Many(shape, texts)) = (char_rows(matrix), operand(other)) {
            if let Some(result) = rows_against_many(&rows, &shape, &texts, mode) {
                return Ok(result);
            }
        }
    }
    Ok(match (operand(a), operand(b)) {
        (Operand::One(x), Operand::One(y)) => Value::bool(option_equal(&x, &y, mode)),
        (Operand::One(x), Operand::Many(shape, ys))
        | (Operand::Many(shape, ys), Operand::One(x)) => pairwise(
            shape,
            ys.iter().map(|y| option_equal(&x, y, mode)).collect(),
        ),
        (Operand::Many(xshape, xs), Operand::Many(yshape, ys)) => {
            if xs.len() == 1 {
                pairwise(
                    yshape,
                    ys.iter().map(|y| option_equal(&xs[0], y, mode)).collect(),
                )
            } else if ys.len() == 1 {
                pairwise(
                    xshape,
                    xs.iter().map(|x| option_equal(x, &ys[0], mode)).collect(),
                )
            } else if xshape == yshape {
                let flags = xs.iter().zip(&ys).map(|(x, y)| option_equal(x, y, mode));
                pairwise(xshape, flags.collect())
            } else {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:InputsSizeMismatch"),
                    "Inputs must be the same size or either one can be a scalar.",
                )
                .in_function(function));
            }
        }
    })
}

fn compare_builtin(
    args: &[Value],
    prefixed: bool,
    ignore_case: bool,
    function: &str,
) -> Result<Outputs> {
    let prefix = if prefixed {
        Some(args::count(arg(args, 2)?, function).map_err(|e| e.in_function(function))?)
    } else {
        None
    };
    let mode = CompareMode {
        prefix,
        ignore_case,
    };
    one(compare_values(
        arg(args, 0)?,
        arg(args, 1)?,
        mode,
        function,
    )?)
}

/// `tf = strcmp(s1, s2)`: whether texts are identical. Char arrays, string
/// arrays and cell arrays mix freely; an array operand gives a logical array
/// of its shape (two arrays must match in size unless one has one element).
/// Non-text and `<missing>` never match and never raise an error.
pub fn strcmp(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_builtin(args, false, false, "strcmp")
}

/// `tf = strcmpi(s1, s2)`: `strcmp` ignoring case.
pub fn strcmpi(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_builtin(args, false, true, "strcmpi")
}

/// `tf = strncmp(s1, s2, n)`: `strcmp` on at most the first `n`
/// characters; a shorter text is compared up to its end.
pub fn strncmp(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_builtin(args, true, false, "strncmp")
}

/// `tf = strncmpi(s1, s2, n)`: `strncmp` ignoring case.
pub fn strncmpi(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    compare_builtin(args, true, true, "strncmpi")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::text::strings::tests::{call, cell_row, chars, string_row};

    fn logical_row(flags: &[bool]) -> Value {
        Value::Logical(Tensor::row(flags.to_vec()))
    }

    #[test]
    fn scalar_texts() {
        assert_eq!(
            call(strcmp, &[chars("a"), chars("a")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call(strcmp, &[chars("a"), chars("A")]).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            call(strcmpi, &[chars("a"), chars("A")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call(strcmp, &[chars("abc"), Value::string("abc")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call(strcmp, &[chars(""), Value::char_row("")]).unwrap(),
            Value::bool(true)
        );
        let empty_0x0 = Value::Char(Tensor::empty());
        assert_eq!(
            call(strcmp, &[empty_0x0, Value::string("")]).unwrap(),
            Value::bool(true)
        );
    }

    #[test]
    fn non_text_is_false_not_an_error() {
        assert_eq!(
            call(strcmp, &[Value::scalar(1.0), Value::scalar(1.0)]).unwrap(),
            Value::bool(false)
        );
        let out = call(strcmp, &[Value::scalar(1.0), cell_row(&["a", "b"])]).unwrap();
        assert_eq!(out, logical_row(&[false, false]));
        let mixed = Value::Cell(std::sync::Arc::new(Tensor::row(vec![
            chars("a"),
            Value::scalar(1.0),
        ])));
        assert_eq!(
            call(strcmp, &[mixed, chars("a")]).unwrap(),
            logical_row(&[true, false])
        );
        let missing = Value::String(Tensor::scalar(None));
        assert_eq!(
            call(strcmp, &[missing.clone(), missing]).unwrap(),
            Value::bool(false)
        );
    }

    #[test]
    fn arrays_compare_elementwise() {
        let out = call(strcmp, &[cell_row(&["a", "b", "c"]), chars("b")]).unwrap();
        assert_eq!(out, logical_row(&[false, true, false]));
        let out = call(strcmp, &[cell_row(&["a", "b"]), string_row(&["a", "x"])]).unwrap();
        assert_eq!(out, logical_row(&[true, false]));
        let one = cell_row(&["b"]);
        assert_eq!(
            call(strcmp, &[one.clone(), chars("b")]).unwrap(),
            Value::Logical(Tensor::scalar(true))
        );
        assert_eq!(
            call(strcmp, &[one, cell_row(&["a", "b"])]).unwrap(),
            logical_row(&[false, true])
        );
        let error = call(strcmp, &[cell_row(&["a", "b"]), cell_row(&["a", "b", "c"])]).unwrap_err();
        assert_eq!(
            error.message,
            "Inputs must be the same size or either one can be a scalar."
        );
    }

    #[test]
    fn char_matrices_compare_as_wholes() {
        let column = Value::Char(Tensor::new(Shape::matrix(2, 1), vec![97, 98]));
        let row = chars("ab");
        assert_eq!(
            call(strcmp, &[column.clone(), column.clone()]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(call(strcmp, &[column, row]).unwrap(), Value::bool(false));
        let wide_empty = Value::Char(Tensor::new(Shape::matrix(0, 2), vec![]));
        assert_eq!(
            call(strcmp, &[Value::Char(Tensor::empty()), wide_empty]).unwrap(),
            Value::bool(false)
        );
    }

    #[test]
    fn char_matrix_rows_against_a_cell() {
        let matrix = Value::Char(Tensor::new(Shape::matrix(2, 1), vec![97, 98]));
        let column = |flags: Vec<bool>| Value::Logical(Tensor::new(Shape::column(2), flags));
        assert_eq!(
            call(strcmp, &[matrix.clone(), cell_row(&["a"])]).unwrap(),
            column(vec![true, false])
        );
        assert_eq!(
            call(strcmp, &[cell_row(&["a", "b"]), matrix]).unwrap(),
            logical_row(&[true, true])
        );
    }

    #[test]
    fn strncmp_compares_up_to_n_characters() {
        let n = |k: f64| Value::scalar(k);
        assert_eq!(
            call(strncmp, &[chars("yellow"), chars("yes"), n(2.0)]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call(strncmp, &[chars("yellow"), chars("yes"), n(3.0)]).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            call(strncmp, &[chars("ab"), chars("ab"), n(5.0)]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call(strncmp, &[chars("ab"), chars("abc"), n(5.0)]).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            call(strncmpi, &[chars("YEllow"), chars("yes"), n(2.0)]).unwrap(),
            Value::bool(true)
        );
        assert!(call(strncmp, &[chars("a"), chars("a"), n(-1.0)]).is_err());
    }
}
