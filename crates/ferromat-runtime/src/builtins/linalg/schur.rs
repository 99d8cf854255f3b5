//! `schur`, `hess` (also of a pair `hess(A, B)`) and `balance`: options, output order and classes over
//! `ferromat_linalg::schur` and `ferromat_linalg::balance`. No
//! decomposition or scaling loop is written here.

use num_complex::Complex64;

use super::{in_common_field, matrix_input, on_matrix, option, outputs, require_square};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, linalg_error, matrix_data, view, Elem};
use crate::value::{Shape, Tensor, Value};
use ferromat_linalg::{balance as scaling, schur as forms, View};

/// `T = schur(A)`, `[U, T] = schur(A)`, with `'real'` (the default for
/// real input: quasi-triangular) or `'complex'` (triangular).
pub fn schur(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "schur")?;
    let complex_form = match args.get(1) {
        None => false,
        Some(v) => match option(v).as_deref() {
            Some("real") => false,
            Some("complex") => true,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:schur:InvalidInput",
                    "Second input must be 'real' or 'complex'.",
                ))
            }
        },
    };
    require_square(&operand)?;
    let n = operand.rows();
    check_allocation_dims(&[n, n], 32)?;
    let factors = if operand.is_complex() || complex_form {
        let data = matrix_data::<Complex64>(&operand);
        let f = forms::schur_complex(view(&data, n, n)?).map_err(linalg_error)?;
        (finish(f.u, single)?, finish(f.t, single)?)
    } else {
        let data = matrix_data::<f64>(&operand);
        let f = forms::schur_real(view(&data, n, n)?).map_err(linalg_error)?;
        (finish(f.u, single)?, finish(f.t, single)?)
    };
    if nargout <= 1 {
        outputs([factors.1], nargout)
    } else {
        outputs([factors.0, factors.1], nargout)
    }
}

/// `H = hess(A)`, `[P, H] = hess(A)` with `A = P*H*P'`.
pub fn hess(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if let Some(b) = args.get(1) {
        return hess_pair(&args[0], b, nargout);
    }
    let (operand, single) = matrix_input(&args[0], "hess")?;
    require_square(&operand)?;
    let n = operand.rows();
    check_allocation_dims(&[n, n], 32)?;
    on_matrix(
        &operand,
        |a| hess_outputs(a, single, nargout),
        |a| hess_outputs(a, single, nargout),
    )
}

fn hess_outputs<T: Elem>(a: View<'_, T>, single: bool, nargout: usize) -> Result<Outputs> {
    a.data()
        .iter()
        .all(|x| x.is_finite_value())
        .then_some(())
        .ok_or_else(|| linalg_error(ferromat_linalg::LinalgError::NotFinite))?;
    let f = forms::hess(a).map_err(linalg_error)?;
    if nargout <= 1 {
        outputs([finish(f.h, single)?], nargout)
    } else {
        outputs([finish(f.p, single)?, finish(f.h, single)?], nargout)
    }
}

/// `[AA, BB, Q, Z] = hess(A, B)`: `Q*A*Z = AA` upper Hessenberg and
/// `Q*B*Z = BB` upper triangular.
fn hess_pair(a: &Value, b: &Value, nargout: usize) -> Result<Outputs> {
    let (x, single_a) = matrix_input(a, "hess")?;
    let (y, single_b) = matrix_input(b, "hess")?;
    require_square(&x)?;
    require_square(&y)?;
    if x.rows() != y.rows() {
        return Err(RuntimeError::new(
            "MATLAB:hess:InputSizeMismatch",
            "The matrices must be the same size.",
        ));
    }
    let n = x.rows();
    check_allocation_dims(&[n, n, 4], 16)?;
    let single = single_a || single_b;
    in_common_field(
        &x,
        &y,
        |p, q| pair_outputs(p, q, single, nargout),
        |p, q| pair_outputs(p, q, single, nargout),
    )
}

fn pair_outputs<T: Elem>(
    a: View<'_, T>,
    b: View<'_, T>,
    single: bool,
    nargout: usize,
) -> Result<Outputs> {
    let f = forms::hess_pair(a, b).map_err(linalg_error)?;
    outputs(
        [
            finish(f.aa, single)?,
            finish(f.bb, single)?,
            finish(f.q, single)?,
            finish(f.z, single)?,
        ],
        nargout,
    )
}

fn column(values: &[f64]) -> Value {
    Value::Double(Tensor::new(Shape::matrix(values.len(), 1), values.to_vec()))
}

/// `[T, B] = balance(A)`, `B = balance(A)`, `[S, P, B] = balance(A)`, each
/// with `'noperm'` to scale without permuting.
pub fn balance(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "balance")?;
    let permute = match args.get(1) {
        None => true,
        Some(v) => match option(v).as_deref() {
            Some("noperm") => false,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:balance:InvalidOption",
                    "Invalid option. Option must be 'noperm'.",
                ))
            }
        },
    };
    require_square(&operand)?;
    let n = operand.rows();
    check_allocation_dims(&[n, n], 16)?;
    on_matrix(
        &operand,
        |a| balance_outputs(a, permute, single, nargout),
        |a| balance_outputs(a, permute, single, nargout),
    )
}

fn balance_outputs<T: Elem>(
    a: View<'_, T>,
    permute: bool,
    single: bool,
    nargout: usize,
) -> Result<Outputs> {
    let b = scaling::balance(a, permute);
    let n = a.rows();
    let balanced = finish(b.balanced, single)?;
    match nargout {
        0 | 1 => outputs([balanced], nargout),
        2 => {
            // T = P*D: column j of T is the unit vector perm(j) scaled by d(j).
            let mut t = vec![0.0; n * n];
            for (j, (&p, &d)) in b.order.iter().zip(&b.scale).enumerate() {
                t[p + j * n] = d;
            }
            let t = Value::Double(Tensor::new(Shape::matrix(n, n), t));
            outputs(
                [crate::ops::matrix::finish_value(t, single)?, balanced],
                nargout,
            )
        }
        _ => {
            // MATLAB indexes S and P by the original index k:
            // T(k, P(k)) = S(k).
            let mut position = vec![0; n];
            for (j, &k) in b.order.iter().enumerate() {
                position[k] = j;
            }
            let perm: Vec<f64> = position.iter().map(|&j| j as f64 + 1.0).collect();
            let s: Vec<f64> = position.iter().map(|&j| b.scale[j]).collect();
            let scale = crate::ops::matrix::finish_value(column(&s), single)?;
            outputs([scale, column(&perm), balanced], nargout)
        }
    }
}
