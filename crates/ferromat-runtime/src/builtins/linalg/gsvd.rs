//! `gsvd`: the generalized singular value decomposition of a pair of
//! matrices with the same number of columns. Argument rules, the `C`/`S`
//! layouts (full and economy), classes and outputs by `nargout` live here;
//! the decomposition is `ferromat_linalg::gsvd`'s (faer's QR and SVD).
//!
//! *Syntax*: `[U, V, X, C, S] = gsvd(A, B)`, `gsvd(A, B, "econ")`,
//! `gsvd(A, B, 0)`, `sigma = gsvd(A, B)`.

use super::{in_common_field, matrix_input, option, outputs};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, finish_value, linalg_error, Elem};
use crate::value::{Shape, Tensor, Value};
use ferromat_linalg::gsvd::gsvd as decompose;
use ferromat_linalg::{LinalgError, Matrix, View};

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:gsvd:{id}"), message).in_function("gsvd")
}

fn real(rows: usize, cols: usize, data: Vec<f64>) -> Value {
    Value::Double(Tensor::new(Shape::matrix(rows, cols), data))
}

/// The first `cols` columns of `m`.
fn leading_columns<T: Elem>(m: Matrix<T>, cols: usize) -> Matrix<T> {
    if cols >= m.cols {
        return m;
    }
    m.resized(m.rows, cols)
}

fn run<T: Elem>(
    a: View<'_, T>,
    b: View<'_, T>,
    economy: bool,
    single: bool,
    nargout: usize,
) -> Result<Outputs> {
    let f = decompose(a, b).map_err(|e| match e {
        LinalgError::NotFinite => error(
            "matrixWithNaNInf",
            "Input to GSVD must not contain NaN or Inf.",
        ),
        other => linalg_error(other),
    })?;
    let (m, n, q) = (a.rows(), b.rows(), f.c.len());
    if nargout <= 1 {
        return outputs([finish_value(real(q, 1, f.values()), single)?], nargout);
    }
    let (c_rows, s_rows) = if economy {
        (m.min(q), n.min(q))
    } else {
        (m, n)
    };
    let offset = q.saturating_sub(m);
    let mut c = vec![0.0; c_rows * q];
    let mut s = vec![0.0; s_rows * q];
    for j in 0..q {
        if j >= offset && j - offset < c_rows {
            c[j - offset + j * c_rows] = f.c[j];
        }
        if j < s_rows {
            s[j + j * s_rows] = f.s[j];
        }
    }
    outputs(
        [
            finish(leading_columns(f.u, c_rows), single)?,
            finish(leading_columns(f.v, s_rows), single)?,
            finish(f.x, single)?,
            finish_value(real(c_rows, q, c), single)?,
            finish_value(real(s_rows, q, s), single)?,
        ],
        nargout,
    )
}

pub fn gsvd(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (a, a_single) = matrix_input(&args[0], "gsvd")?;
    let (b, b_single) = matrix_input(&args[1], "gsvd")?;
    let economy = match args.get(2) {
        None => false,
        Some(v) if option(v).as_deref() == Some("econ") => true,
        Some(v) if v.is_scalar() && v.as_f64() == Some(0.0) => true,
        Some(_) => {
            return Err(error(
                "InvalidOption",
                "Third argument must be 0 or \"econ\".",
            ))
        }
    };
    if a.cols() != b.cols() {
        return Err(error(
            "ColumnMismatch",
            "A and B must have the same number of columns.",
        ));
    }
    // As Octave: an empty A or B is refused (MATLAB's page says nothing).
    if a.rows() * a.cols() == 0 || b.rows() * b.cols() == 0 {
        return Err(error("EmptyInput", "A and B must not be empty."));
    }
    // The factorization forms the full square U and V whatever is asked
    // (economy sizes are cut from them), so their size is checked first.
    check_allocation_dims(&[a.rows(), a.rows()], 16)?;
    check_allocation_dims(&[b.rows(), b.rows()], 16)?;
    let single = a_single || b_single;
    in_common_field(
        &a,
        &b,
        |a, b| run(a, b, economy, single, nargout),
        |a, b| run(a, b, economy, single, nargout),
    )
}
