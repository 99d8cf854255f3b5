//! `lu`, `qr`, `chol`, `eig` and `svd`: option parsing, the class of the
//! outputs and their number. The factorizations are `ferromat_linalg::factor`.

use num_complex::Complex64;

use super::{matrix_input, on_matrix, option, outputs, require_square};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, finish_value, linalg_error, matrix_data, view, Elem};
use crate::value::{Shape, Tensor, Value};
use ferromat_linalg::definite::eig_symmetric_definite;
use ferromat_linalg::factor;
use ferromat_linalg::{LinalgError, Matrix, View};

fn bad_option(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:unknownOption"),
        "Invalid option. Option must be \"vector\", \"matrix\", \"econ\" or 0.",
    )
}

fn real_matrix(rows: usize, cols: usize, data: Vec<f64>) -> Value {
    Value::Double(Tensor::new(Shape::matrix(rows, cols), data))
}

/// A 0/1 permutation matrix whose row `i` has its one in column `perm[i]`.
fn permutation_rows(perm: &[usize]) -> Value {
    let n = perm.len();
    let mut data = vec![0.0; n * n];
    for (i, &p) in perm.iter().enumerate() {
        data[i + p * n] = 1.0;
    }
    real_matrix(n, n, data)
}

/// 1-based indices as a row vector.
fn index_row(perm: &[usize]) -> Value {
    real_matrix(
        1,
        perm.len(),
        perm.iter().map(|&p| p as f64 + 1.0).collect(),
    )
}

/// `Y = lu(A)`, `[L, U] = lu(A)`, `[L, U, P] = lu(A)`, `lu(A, 'vector')`.
pub fn lu(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "lu")?;
    let vector = match args.get(1) {
        None => false,
        Some(v) => match option(v).as_deref() {
            Some("vector") => true,
            Some("matrix") => false,
            _ => return Err(bad_option("lu")),
        },
    };
    on_matrix(
        &operand,
        |a| lu_outputs(a, single, vector, nargout),
        |a| lu_outputs(a, single, vector, nargout),
    )
}

fn lu_outputs<T: Elem>(
    a: View<'_, T>,
    single: bool,
    vector: bool,
    nargout: usize,
) -> Result<Outputs> {
    if nargout >= 3 && !vector {
        check_allocation_dims(&[a.rows(), a.rows()], 8)?;
    }
    let f = factor::lu(a);
    let (m, k) = (f.l.rows, f.l.cols);
    match nargout {
        0 | 1 => {
            // Y = L + U - I, LAPACK's packed form.
            let mut y = f.u.resized(m, a.cols());
            for j in 0..k {
                for i in j + 1..m {
                    y.data[i + j * m] = f.l.data[i + j * m];
                }
            }
            outputs([finish(y, single)?], nargout)
        }
        2 => {
            // L = P' * L: row i of the factor goes back to row perm[i].
            let mut l = Matrix::<T>::zeros(m, k);
            for j in 0..k {
                for (i, &p) in f.perm.iter().enumerate() {
                    l.data[p + j * m] = f.l.data[i + j * m];
                }
            }
            outputs([finish(l, single)?, finish(f.u, single)?], nargout)
        }
        _ => {
            let p = if vector {
                index_row(&f.perm)
            } else {
                permutation_rows(&f.perm)
            };
            outputs([finish(f.l, single)?, finish(f.u, single)?, p], nargout)
        }
    }
}

/// `R = qr(A)`, `[Q, R] = qr(A)`, `[Q, R, P] = qr(A)`, with `0`, `"econ"`
/// or `"vector"`.
pub fn qr(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "qr")?;
    let (mut economy, mut vector) = (false, false);
    for arg in &args[1..] {
        match option(arg).as_deref() {
            Some("econ") => economy = true,
            Some("vector") => vector = true,
            Some("matrix") => vector = false,
            Some(_) => return Err(bad_option("qr")),
            None if arg.is_scalar() && arg.as_f64() == Some(0.0) => {
                economy = true;
                vector = true;
            }
            None => return Err(bad_option("qr")),
        }
    }
    on_matrix(
        &operand,
        |a| qr_outputs(a, single, economy, vector, nargout),
        |a| qr_outputs(a, single, economy, vector, nargout),
    )
}

fn qr_outputs<T: Elem>(
    a: View<'_, T>,
    single: bool,
    economy: bool,
    vector: bool,
    nargout: usize,
) -> Result<Outputs> {
    if !economy {
        check_allocation_dims(&[a.rows(), a.rows()], 16)?;
    }
    if nargout >= 3 && !vector {
        check_allocation_dims(&[a.cols(), a.cols()], 8)?;
    }
    let f = factor::qr(a, economy, nargout >= 3);
    if nargout <= 1 {
        return outputs([finish(f.r, single)?], nargout);
    }
    let mut out = vec![finish(f.q, single)?, finish(f.r, single)?];
    if let Some(perm) = f.perm {
        // A*P = Q*R with P(perm(j), j) = 1.
        out.push(if vector {
            index_row(&perm)
        } else {
            let n = perm.len();
            let mut data = vec![0.0; n * n];
            for (j, &p) in perm.iter().enumerate() {
                data[p + j * n] = 1.0;
            }
            real_matrix(n, n, data)
        });
    }
    outputs(out, nargout)
}

/// `R = chol(A)`, `chol(A, 'lower'|'upper')`, `[R, p] = chol(...)`.
pub fn chol(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "chol")?;
    require_square(&operand)?;
    let lower = match args.get(1).map(option) {
        None => false,
        Some(Some(t)) if t == "lower" => true,
        Some(Some(t)) if t == "upper" => false,
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:chol:unknownOption",
                "Shape flag must be 'upper' or 'lower'.",
            ))
        }
    };
    on_matrix(
        &operand,
        |a| chol_outputs(a, single, lower, nargout),
        |a| chol_outputs(a, single, lower, nargout),
    )
}

fn chol_outputs<T: Elem>(
    a: View<'_, T>,
    single: bool,
    lower: bool,
    nargout: usize,
) -> Result<Outputs> {
    // The lower triangle of A is the upper triangle of A'.
    let source = if lower {
        Some(ferromat_linalg::solve::adjoint(a))
    } else {
        None
    };
    let a = source.as_ref().map_or(a, |m| m.view());
    let (r, failed_at) = match factor::cholesky_upper(a) {
        Ok(r) => (r, 0),
        Err(LinalgError::NotPositiveDefinite(index)) if nargout >= 2 => {
            let leading: Vec<T> = (0..index)
                .flat_map(|j| (0..index).map(move |i| (i, j)))
                .map(|(i, j)| a.data()[i + j * a.rows()])
                .collect();
            let r = factor::cholesky_upper(view(&leading, index, index)?).map_err(linalg_error)?;
            (r, index + 1)
        }
        Err(e) => return Err(linalg_error(e)),
    };
    let r = if lower {
        ferromat_linalg::solve::adjoint(r.view())
    } else {
        r
    };
    outputs(
        [finish(r, single)?, Value::scalar(failed_at as f64)],
        nargout,
    )
}

/// `e = eig(A)`, `[V, D] = eig(A)`, `[V, D, W] = eig(A)`, `eig(A, B)`, with
/// `'vector'`/`'matrix'` and the accepted but unused balancing and
/// algorithm flags.
pub fn eig(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "eig")?;
    require_square(&operand)?;
    let mut second = None;
    let mut as_vector = None;
    let mut qz = false;
    for arg in &args[1..] {
        match option(arg).as_deref() {
            Some("vector") => as_vector = Some(true),
            Some("matrix") => as_vector = Some(false),
            Some("qz") => qz = true,
            Some("balance" | "nobalance" | "chol") => {}
            Some(_) => return Err(bad_option("eig")),
            None if second.is_none() => second = Some(matrix_input(arg, "eig")?),
            None => return Err(bad_option("eig")),
        }
    }
    let as_vector = as_vector.unwrap_or(nargout <= 1);
    let n = operand.rows();
    let complex_input =
        operand.is_complex() || second.as_ref().is_some_and(|(b, _)| b.is_complex());
    let single = single || second.as_ref().is_some_and(|(_, s)| *s);
    let vectors = nargout >= 2;
    let result = match &second {
        Some((b, _)) => {
            if b.rows() != n || b.cols() != n {
                return Err(RuntimeError::new(
                    "MATLAB:eig:matrixSize",
                    "Matrix sizes must agree.",
                ));
            }
            // MATLAB's default for Hermitian A and Hermitian positive
            // definite B is the Cholesky reduction (real ascending values,
            // V'*B*V = I); any other pencil, or 'qz', goes to QZ.
            if complex_input {
                let da = matrix_data::<Complex64>(&operand);
                let db = matrix_data::<Complex64>(b);
                let (va, vb) = (view(&da, n, n)?, view(&db, n, n)?);
                (!qz)
                    .then(|| eig_symmetric_definite(va, vb, vectors))
                    .flatten()
                    .unwrap_or_else(|| factor::eig_generalized(va, vb, vectors))
            } else {
                let ra = matrix_data::<f64>(&operand);
                let rb = matrix_data::<f64>(b);
                let (va, vb) = (view(&ra, n, n)?, view(&rb, n, n)?);
                (!qz)
                    .then(|| eig_symmetric_definite(va, vb, vectors))
                    .flatten()
                    .unwrap_or_else(|| factor::eig_generalized(va, vb, vectors))
            }
            .map_err(eig_error)?
        }
        None => on_matrix(
            &operand,
            |a| factor::eig(a, vectors).map_err(eig_error),
            |a| factor::eig(a, vectors).map_err(eig_error),
        )?,
    };
    let values: Vec<Complex64> = result
        .values
        .iter()
        .map(|&(re, im)| Complex64::new(re, im))
        .collect();
    let d = if as_vector {
        complex_value(n, 1, values.clone())
    } else {
        let mut diag = vec![Complex64::new(0.0, 0.0); n * n];
        for (i, &v) in values.iter().enumerate() {
            diag[i + i * n] = v;
        }
        complex_value(n, n, diag)
    };
    if !vectors {
        return outputs([finish_value(d, single)?], nargout);
    }
    let v: Vec<Complex64> = result
        .vectors
        .unwrap_or_default()
        .into_iter()
        .map(|(re, im)| Complex64::new(re, im))
        .collect();
    let mut out = vec![
        finish_value(complex_value(n, n, v.clone()), single)?,
        finish_value(d, single)?,
    ];
    if nargout >= 3 {
        out.push(finish_value(left_vectors(&v, n)?, single)?);
    }
    outputs(out, nargout)
}

fn eig_error(e: LinalgError) -> RuntimeError {
    match e {
        LinalgError::NotFinite => RuntimeError::new(
            "MATLAB:eig:matrixWithNaNInf",
            "Input to EIG must not contain NaN or Inf.",
        ),
        other => linalg_error(other),
    }
}

fn complex_value(rows: usize, cols: usize, data: Vec<Complex64>) -> Value {
    Complex64::wrap(Shape::matrix(rows, cols), data)
}

/// Left eigenvectors `W` with `W' * A = D * W'`: the columns of `inv(V)'`,
/// each scaled to 2-norm 1.
fn left_vectors(v: &[Complex64], n: usize) -> Result<Value> {
    let inv = ferromat_linalg::solve::inverse(view(v, n, n)?).map_err(linalg_error)?;
    let mut w = ferromat_linalg::solve::adjoint(inv.x.view());
    for j in 0..n {
        let column = &mut w.data[j * n..(j + 1) * n];
        let norm = column.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
        if norm > 0.0 {
            column.iter_mut().for_each(|z| *z /= norm);
        }
    }
    Ok(complex_value(n, n, w.data))
}

/// `s = svd(A)`, `[U, S, V] = svd(A)`, `svd(A, "econ")`, `svd(A, 0)`, and
/// `"vector"`/`"matrix"` for the form of `S`.
pub fn svd(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "svd")?;
    let (mut economy, mut as_vector) = (false, None);
    for arg in &args[1..] {
        match option(arg).as_deref() {
            Some("econ") => economy = true,
            Some("vector") => as_vector = Some(true),
            Some("matrix") => as_vector = Some(false),
            Some(_) => return Err(bad_option("svd")),
            // svd(A, 0) is economy only for tall matrices.
            None if arg.is_scalar() && arg.as_f64() == Some(0.0) => {
                economy = operand.rows() > operand.cols()
            }
            None => return Err(bad_option("svd")),
        }
    }
    let as_vector = as_vector.unwrap_or(nargout <= 1);
    on_matrix(
        &operand,
        |a| svd_outputs(a, single, economy, as_vector, nargout),
        |a| svd_outputs(a, single, economy, as_vector, nargout),
    )
}

fn svd_error(e: LinalgError) -> RuntimeError {
    match e {
        LinalgError::NotFinite => RuntimeError::new(
            "MATLAB:svd:matrixWithNaNInf",
            "Input to SVD must not contain NaN or Inf.",
        ),
        other => linalg_error(other),
    }
}

fn svd_outputs<T: Elem>(
    a: View<'_, T>,
    single: bool,
    economy: bool,
    as_vector: bool,
    nargout: usize,
) -> Result<Outputs> {
    let (m, n) = (a.rows(), a.cols());
    if nargout <= 1 {
        let s = factor::singular_values(a).map_err(svd_error)?;
        let len = s.len();
        let s_value = if as_vector {
            real_matrix(len, 1, s)
        } else {
            diagonal(&s, len, len)
        };
        return outputs([finish_value(s_value, single)?], nargout);
    }
    if !economy {
        check_allocation_dims(&[m, m], 16)?;
        check_allocation_dims(&[n, n], 16)?;
    }
    let f = factor::svd(a, economy).map_err(svd_error)?;
    let (rows, cols) = if economy {
        (f.s.len(), f.s.len())
    } else {
        (m, n)
    };
    let s_value = if as_vector {
        real_matrix(f.s.len(), 1, f.s.clone())
    } else {
        diagonal(&f.s, rows, cols)
    };
    outputs(
        [
            finish(f.u, single)?,
            finish_value(s_value, single)?,
            finish(f.v, single)?,
        ],
        nargout,
    )
}

fn diagonal(s: &[f64], rows: usize, cols: usize) -> Value {
    let mut data = vec![0.0; rows * cols];
    for (i, &x) in s.iter().enumerate().take(rows.min(cols)) {
        data[i + i * rows] = x;
    }
    real_matrix(rows, cols, data)
}
