//! `qz`, `ordqz`, `ordschur` and `rsf2csf`: MATLAB's argument
//! rules, the selection vocabulary (logical select, cluster indices,
//! `'lhp'`/`'rhp'`/`'udi'`/`'udo'`) and output classes, over
//! `ferromat_linalg::gschur` and `ferromat_linalg::reorder`.
//! No factorization or block swap is written here.

use num_complex::Complex64;

use super::{matrix_input, option, outputs, require_square};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, linalg_error, matrix_data, view, Elem, Operand};
use crate::value::{Shape, Tensor, Value};
use ferromat_linalg::gschur::{self, Qz};
use ferromat_linalg::reorder::{self, Pencil};
use ferromat_linalg::solve::adjoint;
use ferromat_linalg::Matrix;

fn size_mismatch(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:InputSizeMismatch"),
        "The matrices must be square and of the same size.",
    )
}

/// Two or more square matrices of one size (an empty one allowed where
/// `optional`), and whether any is single.
fn same_square<'a>(
    values: &'a [Value],
    function: &str,
    optional: &[bool],
) -> Result<(Vec<Option<Operand<'a>>>, bool)> {
    let mut single = false;
    let mut out = Vec::with_capacity(values.len());
    let mut n = None;
    for (i, v) in values.iter().enumerate() {
        let (operand, s) = matrix_input(v, function)?;
        single |= s;
        if optional.get(i).copied().unwrap_or(false) && operand.shape().numel() == 0 {
            out.push(None);
            continue;
        }
        require_square(&operand)?;
        if *n.get_or_insert(operand.rows()) != operand.rows() {
            return Err(size_mismatch(function));
        }
        out.push(Some(operand));
    }
    if let Some(n) = n {
        check_allocation_dims(&[n, n, 8], 16)?;
    }
    Ok((out, single))
}

fn data<T: Elem>(operand: &Operand<'_>) -> Result<Matrix<T>> {
    let d = matrix_data::<T>(operand).into_owned();
    view(&d, operand.rows(), operand.cols())?;
    Ok(Matrix {
        rows: operand.rows(),
        cols: operand.cols(),
        data: d,
    })
}

/// `[AA, BB, Q, Z, V, W] = qz(A, B, mode)`, mode `'complex'` (the
/// default) or `'real'`.
pub fn qz(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let real_mode = match args.get(2) {
        None => false,
        Some(v) => match option(v).as_deref() {
            Some("real") => true,
            Some("complex") => false,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:qz:InvalidFlag",
                    "Flag must be 'real' or 'complex'.",
                ))
            }
        },
    };
    let (ops, single) = same_square(&args[..2], "qz", &[])?;
    let (Some(a), Some(b)) = (&ops[0], &ops[1]) else {
        return Err(size_mismatch("qz"));
    };
    let want_vectors = nargout >= 5;
    if real_mode && !a.is_complex() && !b.is_complex() {
        let (x, y) = (data::<f64>(a)?, data::<f64>(b)?);
        let f = gschur::qz_real(x.view(), y.view()).map_err(linalg_error)?;
        qz_outputs(f, single, want_vectors, nargout)
    } else {
        let (x, y) = (data::<Complex64>(a)?, data::<Complex64>(b)?);
        let f = gschur::qz_complex(x.view(), y.view()).map_err(linalg_error)?;
        qz_outputs(f, single, want_vectors, nargout)
    }
}

fn qz_outputs<T: Elem>(f: Qz<T>, single: bool, vectors: bool, nargout: usize) -> Result<Outputs> {
    let extra = if vectors {
        let e = gschur::eigenvectors(&f);
        vec![finish(e.v, single)?, finish(e.w, single)?]
    } else {
        Vec::new()
    };
    let first = [
        finish(f.aa, single)?,
        finish(f.bb, single)?,
        finish(f.q, single)?,
        finish(f.z, single)?,
    ];
    outputs(first.into_iter().chain(extra), nargout)
}

/// The key of each eigenvalue position: a logical select, cluster indices,
/// or a region keyword; blocks take the larger key of their positions.
enum Selection {
    Keys(Vec<f64>),
    Region(String),
}

fn selection(value: &Value, n: usize, function: &str) -> Result<Selection> {
    if let Some(word) = option(value) {
        return match word.as_str() {
            "lhp" | "rhp" | "udi" | "udo" => Ok(Selection::Region(word)),
            _ => Err(RuntimeError::new(
                format!("MATLAB:{function}:InvalidKeyword"),
                "Keyword must be 'lhp', 'rhp', 'udi', or 'udo'.",
            )),
        };
    }
    let bad = || {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidSelect"),
            "SELECT must be a logical or numeric vector with one entry per eigenvalue.",
        )
    };
    let (operand, _) = crate::ops::matrix::float_operand(value, function).map_err(|_| bad())?;
    let shape = operand.shape();
    if operand.is_complex()
        || shape.numel() != n
        || (n > 0 && shape.rows() != 1 && shape.cols() != 1)
        || shape.ndims() > 2
    {
        return Err(bad());
    }
    let keys = matrix_data::<f64>(&operand).into_owned();
    if keys.iter().any(|k| k.is_nan()) {
        return Err(bad());
    }
    Ok(Selection::Keys(keys))
}

impl Selection {
    /// The sort key of the diagonal block whose eigenvalues are `eigs` and
    /// which starts at position `k`: higher keys move to the top.
    fn key(&self, eigs: &[Complex64], k: usize) -> f64 {
        match self {
            Selection::Keys(keys) => (k..k + eigs.len())
                .filter_map(|i| keys.get(i).copied())
                .fold(f64::NEG_INFINITY, f64::max),
            Selection::Region(word) => {
                let e = eigs[0];
                let inside = match word.as_str() {
                    "lhp" => e.re < 0.0,
                    "rhp" => e.re > 0.0,
                    "udi" => e.norm() < 1.0,
                    _ => e.norm() > 1.0,
                };
                f64::from(u8::from(inside))
            }
        }
    }
}

/// `[US, TS] = ordschur(U, T, select)` (or a keyword, or clusters).
pub fn ordschur(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (ops, single) = same_square(&args[..2], "ordschur", &[])?;
    let (Some(u), Some(t)) = (&ops[0], &ops[1]) else {
        return Err(size_mismatch("ordschur"));
    };
    let selection = selection(&args[2], t.rows(), "ordschur")?;
    let key = |eigs: &[Complex64], k: usize| selection.key(eigs, k);
    if u.is_complex() || t.is_complex() {
        let mut p = standard_pencil::<Complex64>(u, t)?;
        reorder::reorder(&mut p, true, &key);
        outputs([finish(p.z, single)?, finish(p.s, single)?], nargout)
    } else {
        let mut p = standard_pencil::<f64>(u, t)?;
        reorder::reorder(&mut p, true, &key);
        outputs([finish(p.z, single)?, finish(p.s, single)?], nargout)
    }
}

fn standard_pencil<T: Elem>(u: &Operand<'_>, t: &Operand<'_>) -> Result<Pencil<T>> {
    let (u, s) = (data::<T>(u)?, data::<T>(t)?);
    require_finite(&[&u, &s])?;
    require_schur_form(&s, "ordschur")?;
    Ok(Pencil {
        t: Matrix::identity(s.rows),
        s,
        ql: u.clone(),
        z: u,
    })
}

/// A Schur or QZ form: triangular when complex, quasi-triangular when real.
fn require_schur_form<T: Elem>(s: &Matrix<T>, function: &str) -> Result<()> {
    let n = s.rows;
    let below = if T::IS_COMPLEX { 1 } else { 2 };
    let zero = T::from_real(0.0);
    if (0..n).all(|j| (j + below..n).all(|i| s.data[i + j * n] == zero)) {
        Ok(())
    } else {
        Err(RuntimeError::new(
            format!("MATLAB:{function}:NotSchurForm"),
            "The input must be in (quasi-)triangular Schur form.",
        ))
    }
}

fn require_finite<T: Elem>(ms: &[&Matrix<T>]) -> Result<()> {
    if ms
        .iter()
        .all(|m| m.data.iter().all(|x| x.is_finite_value()))
    {
        Ok(())
    } else {
        Err(linalg_error(ferromat_linalg::LinalgError::NotFinite))
    }
}

/// `[AAS, BBS, QS, ZS] = ordqz(AA, BB, Q, Z, select)`; an empty `Q` or `Z`
/// gives the incremental transform.
pub fn ordqz(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (ops, single) = same_square(&args[..4], "ordqz", &[false, false, true, true])?;
    let (Some(aa), Some(bb)) = (&ops[0], &ops[1]) else {
        return Err(size_mismatch("ordqz"));
    };
    let n = aa.rows();
    let selection = selection(&args[4], n, "ordqz")?;
    let key = |eigs: &[Complex64], k: usize| selection.key(eigs, k);
    let complex = ops.iter().flatten().any(|o| o.is_complex());
    if complex {
        let mut p = general_pencil::<Complex64>(aa, bb, &ops[2], &ops[3])?;
        reorder::reorder(&mut p, false, &key);
        ordqz_outputs(p, single, nargout)
    } else {
        let mut p = general_pencil::<f64>(aa, bb, &ops[2], &ops[3])?;
        reorder::reorder(&mut p, false, &key);
        ordqz_outputs(p, single, nargout)
    }
}

fn general_pencil<T: Elem>(
    aa: &Operand<'_>,
    bb: &Operand<'_>,
    q: &Option<Operand<'_>>,
    z: &Option<Operand<'_>>,
) -> Result<Pencil<T>> {
    let (s, t) = (data::<T>(aa)?, data::<T>(bb)?);
    let n = s.rows;
    let q = match q {
        Some(q) => data::<T>(q)?,
        None => Matrix::identity(n),
    };
    let z = match z {
        Some(z) => data::<T>(z)?,
        None => Matrix::identity(n),
    };
    require_finite(&[&s, &t, &q, &z])?;
    require_schur_form(&s, "ordqz")?;
    Ok(Pencil {
        s,
        t,
        ql: adjoint(q.view()),
        z,
    })
}

fn ordqz_outputs<T: Elem>(p: Pencil<T>, single: bool, nargout: usize) -> Result<Outputs> {
    let qs = adjoint(p.ql.view());
    outputs(
        [
            finish(p.s, single)?,
            finish(p.t, single)?,
            finish(qs, single)?,
            finish(p.z, single)?,
        ],
        nargout,
    )
}

/// `[U, T] = rsf2csf(Ur, Tr)`: real Schur form to complex Schur form.
pub fn rsf2csf(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (u, single_u) = matrix_input(&args[0], "rsf2csf")?;
    let (t, single_t) = matrix_input(&args[1], "rsf2csf")?;
    require_square(&t)?;
    if u.cols() != t.rows() {
        return Err(size_mismatch("rsf2csf"));
    }
    check_allocation_dims(&[u.rows().max(t.rows()), t.rows(), 4], 16)?;
    if u.is_complex() || t.is_complex() {
        return Err(RuntimeError::new(
            "MATLAB:rsf2csf:ComplexInput",
            "Inputs must be real.",
        ));
    }
    let single = single_u || single_t;
    let (um, tm) = (data::<f64>(&u)?, data::<f64>(&t)?);
    let (uc, tc) = reorder::rsf2csf(&um, &tm);
    let wrap = |m: Matrix<Complex64>| {
        let v = Value::ComplexDouble(Tensor::new(Shape::matrix(m.rows, m.cols), m.data));
        crate::ops::matrix::finish_value(v, single)
    };
    outputs([wrap(uc)?, wrap(tc)?], nargout)
}
