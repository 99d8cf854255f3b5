//! `conv2` and `filter2`: two-dimensional convolution and correlation of
//! matrices, with MATLAB's `'full'`, `'same'` and `'valid'` parts and the
//! separable form `conv2(u, v, A)`. Computed directly (a sum per kernel
//! element over the whole matrix, column by column), in double or complex,
//! rounded to single when an input was single. It must not grow an
//! FFT-based path: MATLAB's results are direct sums, and so are ours.
//!
//! *Syntax*: `C = conv2(A, B)`, `C = conv2(u, v, A)`, `C = conv2(..., shape)`,
//! `Y = filter2(b, X)`, `Y = filter2(b, X, shape)`.
//!
//! *See also*: `polynomials/poly.rs` (`conv`, `filter`: one dimension).

use std::borrow::Cow;

use num_complex::Complex64;

use crate::builtins::args::{check_allocation, is_text, text};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::{interrupt, Interpreter};
use crate::ops::matrix::{finish_value, float_operand, matrix_data, Elem, Operand};
use crate::value::{Shape, Value};

/// Which part of the full convolution is returned (`conv2` and `convn`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Part {
    Full,
    Same,
    Valid,
}

pub(super) fn parse_part(value: &Value, function: &str) -> Result<Part> {
    let name = text(value, function)?;
    match name.to_ascii_lowercase().as_str() {
        "full" => Ok(Part::Full),
        "same" => Ok(Part::Same),
        "valid" => Ok(Part::Valid),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:unknownShapeParameter"),
            "Shape must be 'full', 'same', or 'valid'.",
        )
        .in_function(function)),
    }
}

/// A matrix operand: its elements (column-major), rows and columns.
struct Matrix<'a> {
    operand: Operand<'a>,
    rows: usize,
    cols: usize,
}

fn matrix<'a>(value: &'a Value, function: &str, single: &mut bool) -> Result<Matrix<'a>> {
    let (operand, is_single) = float_operand(value, function)?;
    let dims = operand.shape().dims().to_vec();
    if dims.len() > 2 {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:inputMustBe2D"),
            "N-D arrays are not supported.",
        )
        .in_function(function));
    }
    *single |= is_single;
    Ok(Matrix {
        rows: dims[0],
        cols: dims[1],
        operand,
    })
}

/// A kernel: a matrix's elements read as `rows x cols` (`conv2(u, v, A)`
/// reads `u` as a column and `v` as a row, whatever their shapes).
struct Kernel<'m, 'a> {
    matrix: &'m Matrix<'a>,
    rows: usize,
    cols: usize,
}

impl<'m, 'a> Kernel<'m, 'a> {
    fn as_is(matrix: &'m Matrix<'a>) -> Self {
        Kernel {
            matrix,
            rows: matrix.rows,
            cols: matrix.cols,
        }
    }
}

/// The elements a convolution on `T` needs (`conv2` and `convn`).
pub(super) trait Sample:
    Elem + Copy + std::ops::Mul<Output = Self> + std::ops::AddAssign
{
    const ZERO: Self;
}
impl Sample for f64 {
    const ZERO: f64 = 0.0;
}
impl Sample for Complex64 {
    const ZERO: Complex64 = Complex64::new(0.0, 0.0);
}

/// The full convolution of the `rows x cols` matrix `a` with the
/// `kernel_rows x kernel_cols` matrix `kernel`:
/// `C(i+k, j+l) += kernel(k, l) * a(i, j)`, one kernel element at a time
/// over whole columns (contiguous, so the inner loop vectorises).
fn full<T: Sample>(
    a: &[T],
    (rows, cols): (usize, usize),
    kernel: &[T],
    (kernel_rows, kernel_cols): (usize, usize),
) -> Result<Vec<T>> {
    let out_rows = rows + kernel_rows - 1;
    let out_cols = cols + kernel_cols - 1;
    let mut out = vec![T::ZERO; out_rows * out_cols];
    for l in 0..kernel_cols {
        for k in 0..kernel_rows {
            // A large convolution is long work: Ctrl-C ends it between
            // kernel elements (one pass over the matrix each).
            interrupt::check()?;
            let weight = kernel[k + l * kernel_rows];
            for j in 0..cols {
                let target = &mut out[(j + l) * out_rows + k..][..rows];
                for (c, &x) in target.iter_mut().zip(&a[j * rows..(j + 1) * rows]) {
                    *c += weight * x;
                }
            }
        }
    }
    Ok(out)
}

/// Rows `first_row..first_row + row_count`, and the columns likewise, of a
/// column-major matrix with `rows` rows.
fn crop<T: Copy>(
    data: &[T],
    rows: usize,
    (first_row, row_count): (usize, usize),
    (first_col, col_count): (usize, usize),
) -> Vec<T> {
    let mut out = Vec::with_capacity(row_count * col_count);
    for j in first_col..first_col + col_count {
        out.extend_from_slice(&data[j * rows + first_row..][..row_count]);
    }
    out
}

/// Where `part` starts in the full result along one dimension, and how
/// long it is, for an input of length `a` and a kernel of length `kernel`
/// (both at least 1).
fn part_extent(part: Part, a: usize, kernel: usize) -> (usize, usize) {
    match part {
        Part::Full => (0, a + kernel - 1),
        Part::Same => (kernel / 2, a),
        Part::Valid => (kernel - 1, (a + 1).saturating_sub(kernel)),
    }
}

/// The size the kernels amount to: applied one after another, their
/// lengths add up less one per extra kernel.
fn combined_size(kernels: &[Kernel]) -> (usize, usize) {
    let extra = kernels.len() - 1;
    (
        kernels.iter().map(|k| k.rows).sum::<usize>() - extra,
        kernels.iter().map(|k| k.cols).sum::<usize>() - extra,
    )
}

/// `conv2` in field `T`: the kernels applied one after another (one for
/// `conv2(A, B)`, a column then a row for `conv2(u, v, A)`), then the part
/// cut out of the full result. `turned` turns the (only) kernel by 180
/// degrees first, for `filter2`'s correlation.
fn convolve<T: Sample>(a: &Matrix, kernels: &[Kernel], part: Part, turned: bool) -> Result<Value> {
    let (kernel_rows, kernel_cols) = combined_size(kernels);
    let (first_row, out_rows) = part_extent(part, a.rows, kernel_rows);
    let (first_col, out_cols) = part_extent(part, a.cols, kernel_cols);
    let full_rows = a.rows + kernel_rows - 1;
    check_allocation(
        &Shape::matrix(full_rows, a.cols + kernel_cols - 1),
        std::mem::size_of::<T>(),
    )?;
    let mut data: Cow<[T]> = matrix_data::<T>(&a.operand);
    let mut size = (a.rows, a.cols);
    for kernel in kernels {
        let mut weights = matrix_data::<T>(&kernel.matrix.operand);
        if turned {
            // Reversing a column-major matrix's elements turns it by 180
            // degrees: rot90(b, 2).
            weights.to_mut().reverse();
        }
        data = Cow::Owned(full(&data, size, &weights, (kernel.rows, kernel.cols))?);
        size = (size.0 + kernel.rows - 1, size.1 + kernel.cols - 1);
    }
    let result = match part {
        Part::Full => data.into_owned(),
        _ => crop(
            &data,
            full_rows,
            (first_row, out_rows),
            (first_col, out_cols),
        ),
    };
    Ok(T::wrap(Shape::matrix(out_rows, out_cols), result))
}

fn conv2_of(values: &[&Value], part: Part, turned: bool, function: &str) -> Result<Value> {
    let mut single = false;
    let matrices = values
        .iter()
        .map(|v| matrix(v, function, &mut single))
        .collect::<Result<Vec<_>>>()?;
    let (a, kernels) = match matrices.as_slice() {
        [a, b] => (a, vec![Kernel::as_is(b)]),
        // conv2(u, v, A): the columns with u(:), then the rows with v(:).
        [u, v, a] => {
            // MATLAB's page: u and v are vectors.
            if [u, v].iter().any(|m| m.rows > 1 && m.cols > 1) {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:vectorInputs"),
                    "The first two inputs must be vectors.",
                )
                .in_function(function));
            }
            let column = Kernel {
                matrix: u,
                rows: u.rows * u.cols,
                cols: 1,
            };
            let row = Kernel {
                matrix: v,
                rows: 1,
                cols: v.rows * v.cols,
            };
            (a, vec![column, row])
        }
        _ => return Err(RuntimeError::not_enough_inputs().in_function(function)),
    };
    let value = if matrices.iter().any(|m| m.rows == 0 || m.cols == 0) {
        // An empty input gives an empty result, whatever the part (GNU
        // Octave's answer; MathWorks documents no size for it).
        Value::matrix(Shape::matrix(0, 0), Vec::new())
    } else if matrices
        .iter()
        .any(|m| matches!(m.operand, Operand::Complex(_)))
    {
        convolve::<Complex64>(a, &kernels, part, turned)?
    } else {
        convolve::<f64>(a, &kernels, part, turned)?
    };
    finish_value(value, single)
}

/// `conv2(A, B)`, `conv2(u, v, A)`, `conv2(..., shape)`.
pub fn conv2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (values, part) = match args {
        [rest @ .., last] if rest.len() >= 2 && is_text(last) => (rest, parse_part(last, "conv2")?),
        _ => (args, Part::Full),
    };
    let values: Vec<&Value> = values.iter().collect();
    one(conv2_of(&values, part, false, "conv2")?)
}

/// `filter2(b, X)`, `filter2(b, X, shape)`: correlation, that is
/// `conv2(X, rot90(b, 2), shape)`; `shape` is `'same'` by default.
pub fn filter2(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (b, x, part) = match args {
        [b, x] => (b, x, Part::Same),
        [b, x, shape] => (b, x, parse_part(shape, "filter2")?),
        _ => return Err(RuntimeError::not_enough_inputs().in_function("filter2")),
    };
    one(conv2_of(&[x, b], part, true, "filter2")?)
}
