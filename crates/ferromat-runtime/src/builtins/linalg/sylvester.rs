//! `sylvester(A, B, C)`: the solution of `A*X + X*B = C`, over
//! `ferromat_linalg::sylvester` (Bartels-Stewart). Argument checks and the
//! output class live here; no solve is written here.

use num_complex::Complex64;

use super::{matrix_input, outputs};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, linalg_error, matrix_data, view, Operand};
use crate::value::Value;
use ferromat_linalg::{sylvester as bartels_stewart, Matrix};

fn not_square(which: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:sylvester:inputsMustBeSquare",
        format!("Input {which} must be a square matrix."),
    )
}

/// `X = sylvester(A, B, C)` with `A` m x m, `B` n x n and `C` m x n.
pub fn sylvester(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (a, sa) = matrix_input(&args[0], "sylvester")?;
    let (b, sb) = matrix_input(&args[1], "sylvester")?;
    let (c, sc) = matrix_input(&args[2], "sylvester")?;
    if a.rows() != a.cols() {
        return Err(not_square("A"));
    }
    if b.rows() != b.cols() {
        return Err(not_square("B"));
    }
    if c.rows() != a.rows() || c.cols() != b.rows() {
        return Err(RuntimeError::new(
            "MATLAB:sylvester:sizeMismatch",
            "The number of rows of C must match A, and its columns must match B.",
        ));
    }
    let (m, n) = (a.rows(), b.rows());
    check_allocation_dims(&[m.max(n), m.max(n), 8], 16)?;
    let single = sa || sb || sc;
    let complex = a.is_complex() || b.is_complex() || c.is_complex();
    let x = solve(&a, &b, &c)?;
    let value = if complex {
        finish(x, single)?
    } else {
        let real = Matrix {
            rows: x.rows,
            cols: x.cols,
            data: x.data.iter().map(|z| z.re).collect::<Vec<f64>>(),
        };
        finish(real, single)?
    };
    outputs([value], nargout)
}

fn solve(a: &Operand<'_>, b: &Operand<'_>, c: &Operand<'_>) -> Result<Matrix<Complex64>> {
    let (da, db, dc) = (
        matrix_data::<Complex64>(a),
        matrix_data::<Complex64>(b),
        matrix_data::<Complex64>(c),
    );
    bartels_stewart::sylvester(
        view(&da, a.rows(), a.cols())?,
        view(&db, b.rows(), b.cols())?,
        view(&dc, c.rows(), c.cols())?,
    )
    .map_err(linalg_error)
}
