//! The Krylov path of `eigs` and `svds`: large real sparse matrices and
//! function handles go to `ferromat_linalg::krylov` (restarted
//! Lanczos/Arnoldi) instead of a dense decomposition of `full(A)`.
//! Decides when that path applies, builds the operator (`A*x`, or
//! `(A - sigma*I)\x` through one sparse LU for 'smallestabs' and numeric
//! sigma), reads the `opts` struct, and turns Ritz pairs back into MATLAB
//! values. Selection order and output shaping stay in `eigs.rs`.

use ferromat_linalg::krylov::{self, KrylovError, KrylovOptions};
use ferromat_linalg::sparse::{CscView, SparseLu};
use ferromat_linalg::Complex64;

use super::operator::Operator;
use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::linalg_error;
use crate::value::{Csc, Value};

/// Below this size the dense decomposition is faster and exact.
pub(super) const DENSE_LIMIT: usize = 500;

/// What the Krylov run is asked for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Wanted {
    LargestAbs,
    LargestReal,
    SmallestReal,
    /// Eigenvalues nearest `sigma` ('smallestabs' is `sigma = 0`), through
    /// the inverse of the shifted operator.
    Near(f64),
}

/// `opts` fields MATLAB's `eigs` reads (`issym`, `tol`, `maxit`, `p`, `v0`).
#[derive(Clone, Debug, Default)]
pub(super) struct EigsOptions {
    pub symmetric: Option<bool>,
    pub tol: Option<f64>,
    pub max_restarts: Option<usize>,
    pub subspace: Option<usize>,
    pub start: Option<Vec<f64>>,
}

fn bad_option(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:eigs:InvalidOption",
        format!("Invalid value for the option '{name}'."),
    )
}

impl EigsOptions {
    pub fn read(value: Option<&Value>) -> Result<EigsOptions> {
        let mut options = EigsOptions::default();
        let Some(value) = value else {
            return Ok(options);
        };
        let Value::Struct(s) = value else {
            return Err(RuntimeError::new(
                "MATLAB:eigs:OptionsNotStructure",
                "Options must be a structure.",
            ));
        };
        let positive_count = |v: &Value, name: &str| -> Result<usize> {
            match v.as_f64() {
                Some(x) if x >= 1.0 && x.fract() == 0.0 && x < 1e9 => Ok(x as usize),
                _ => Err(bad_option(name)),
            }
        };
        if let Some(v) = s.get("issym", 0) {
            options.symmetric = Some(crate::ops::logical::is_true(v)?);
        }
        if let Some(v) = s.get("tol", 0) {
            options.tol = match v.as_f64() {
                Some(x) if x > 0.0 && x.is_finite() => Some(x),
                _ => return Err(bad_option("tol")),
            };
        }
        if let Some(v) = s.get("maxit", 0) {
            options.max_restarts = Some(positive_count(v, "maxit")?);
        }
        if let Some(v) = s.get("p", 0) {
            options.subspace = Some(positive_count(v, "p")?);
        }
        if let Some(v) = s.get("v0", 0) {
            if v.is_complex() {
                return Err(bad_option("v0"));
            }
            options.start = Some(v.to_f64_vec().ok_or_else(|| bad_option("v0"))?);
        }
        Ok(options)
    }
}

/// A real matrix's `A*x` (or the handle's), or `(A - sigma*I)\x`.
enum Action {
    Multiply(Operator),
    ShiftInvert(Box<SparseLu<f64>>),
}

impl Action {
    fn apply_real(&self, interp: &mut Interpreter, x: &[f64]) -> Result<Vec<f64>> {
        match self {
            Action::Multiply(op) => op.apply(interp, x, "eigs"),
            Action::ShiftInvert(lu) => lu.solve(x, false).map_err(linalg_error),
        }
    }

    /// The real operator on a complex vector, one call per nonzero part.
    fn apply(&self, interp: &mut Interpreter, x: &[Complex64]) -> Result<Vec<Complex64>> {
        let re: Vec<f64> = x.iter().map(|z| z.re).collect();
        let y_re = self.apply_real(interp, &re)?;
        if x.iter().all(|z| z.im == 0.0) {
            return Ok(y_re.into_iter().map(|r| Complex64::new(r, 0.0)).collect());
        }
        let im: Vec<f64> = x.iter().map(|z| z.im).collect();
        let y_im = self.apply_real(interp, &im)?;
        Ok(y_re
            .into_iter()
            .zip(y_im)
            .map(|(r, i)| Complex64::new(r, i))
            .collect())
    }
}

/// `A - sigma*I` in compressed columns (sorted rows, diagonal inserted).
fn shifted(a: &Csc<f64>, sigma: f64) -> (Vec<usize>, Vec<usize>, Vec<f64>) {
    let n = a.cols();
    let mut col_ptr = Vec::with_capacity(n + 1);
    let mut row_idx = Vec::with_capacity(a.nnz() + n);
    let mut values = Vec::with_capacity(a.nnz() + n);
    col_ptr.push(0);
    for c in 0..n {
        let (rows, vals) = a.column(c);
        let mut placed = false;
        for (&r, &v) in rows.iter().zip(vals) {
            if !placed && r >= c {
                if r == c {
                    row_idx.push(r);
                    values.push(v - sigma);
                    placed = true;
                    continue;
                }
                row_idx.push(c);
                values.push(-sigma);
                placed = true;
            }
            row_idx.push(r);
            values.push(v);
        }
        if !placed {
            row_idx.push(c);
            values.push(-sigma);
        }
        col_ptr.push(row_idx.len());
    }
    (col_ptr, row_idx, values)
}

/// Whether `eigs` takes the Krylov path for this argument.
pub(super) fn applies(value: &Value, n: usize, k: usize) -> bool {
    match value {
        Value::FunctionHandle(_) => true,
        Value::Sparse(s) => !s.is_complex() && n > DENSE_LIMIT && 2 * k + 2 < n,
        _ => false,
    }
}

/// The Ritz values and unit vectors (n x k, column-major) of the `k`
/// wanted eigenpairs, and how many converged. Values of an inverse
/// operator are mapped back (`sigma + 1/theta`).
pub(super) struct Found {
    pub values: Vec<Complex64>,
    pub vectors: Vec<Complex64>,
    pub converged: usize,
}

/// Runs the Krylov solver on `A` (sparse or handle) of size `n`.
pub(super) fn eigs(
    interp: &mut Interpreter,
    a: &Value,
    n: usize,
    k: usize,
    wanted: Wanted,
    options: &EigsOptions,
) -> Result<Found> {
    check_allocation_dims(&[n, 2 * k.max(20) + 2], 16)?;
    let operator = Operator::read(a, "eigs")?;
    let symmetric = match (&operator, options.symmetric) {
        (_, Some(flag)) => flag,
        (Operator::Sparse(m), None) => is_symmetric(m),
        _ => false,
    };
    let action = match (wanted, operator) {
        (Wanted::Near(sigma), Operator::Sparse(m)) => {
            let (col_ptr, row_idx, values) = shifted(&m, sigma);
            let view = CscView {
                rows: n,
                cols: n,
                col_ptr: &col_ptr,
                row_idx: &row_idx,
                values: &values,
            };
            match SparseLu::new(view).map_err(linalg_error)? {
                Ok(lu) => Action::ShiftInvert(Box::new(lu)),
                Err(_) => {
                    return Err(RuntimeError::new(
                        "MATLAB:eigs:SingularA",
                        "The shifted operator is singular. The shift is an eigenvalue. Try to use some other shift please.",
                    ))
                }
            }
        }
        // A handle with sigma computes (A - sigma*I)\x itself.
        (_, op) => Action::Multiply(op),
    };
    let key: Box<dyn Fn(Complex64) -> f64> = match wanted {
        Wanted::LargestAbs | Wanted::Near(_) => Box::new(|z: Complex64| -z.norm()),
        Wanted::LargestReal => Box::new(|z: Complex64| -z.re),
        Wanted::SmallestReal => Box::new(|z: Complex64| z.re),
    };
    let settings = KrylovOptions {
        k,
        subspace: options
            .subspace
            .unwrap_or_else(|| (2 * k).max(20))
            .max(k + 2)
            .min(n),
        tol: options.tol.unwrap_or(1e-14),
        max_restarts: options.max_restarts.unwrap_or(300),
        hermitian: symmetric,
        start: match &options.start {
            Some(v) if v.len() == n => Some(v.iter().map(|&x| Complex64::new(x, 0.0)).collect()),
            Some(_) => return Err(bad_option("v0")),
            None => None,
        },
    };
    let mut apply = |x: &[Complex64]| action.apply(interp, x);
    let result = krylov::eigs(n, &mut apply, key.as_ref(), &settings).map_err(|e| match e {
        KrylovError::Operator(e) => e,
        KrylovError::Linalg(e) => linalg_error(e),
    })?;
    let mut values = result.values;
    if let Wanted::Near(sigma) = wanted {
        for v in values.iter_mut() {
            *v = Complex64::new(sigma, 0.0) + Complex64::new(1.0, 0.0) / *v;
        }
    }
    let mut vectors = result.vectors.data;
    realify(&mut values, &mut vectors, n, symmetric);
    Ok(Found {
        values,
        vectors,
        converged: result.converged,
    })
}

/// A real operator's real eigenvalues have real eigenvectors: rotate each
/// such vector's phase so its largest entry is real and drop the rounding
/// left in the imaginary parts (and in the values of symmetric operators).
fn realify(values: &mut [Complex64], vectors: &mut [Complex64], n: usize, symmetric: bool) {
    for (c, value) in values.iter_mut().enumerate() {
        let real = symmetric || value.im.abs() <= 1e-12 * value.norm().max(f64::MIN_POSITIVE);
        if !real {
            continue;
        }
        *value = Complex64::new(value.re, 0.0);
        let Some(column) = vectors.get_mut(c * n..(c + 1) * n) else {
            continue;
        };
        let pivot = column
            .iter()
            .copied()
            .max_by(|a, b| a.norm().total_cmp(&b.norm()))
            .unwrap_or(Complex64::new(1.0, 0.0));
        if pivot.norm() == 0.0 {
            continue;
        }
        let phase = pivot.conj() / pivot.norm();
        let mut length = 0.0;
        for z in column.iter_mut() {
            *z = Complex64::new((*z * phase).re, 0.0);
            length += z.re * z.re;
        }
        let length = length.sqrt();
        if length > 0.0 {
            column.iter_mut().for_each(|z| *z /= length);
        }
    }
}

fn is_symmetric(m: &Csc<f64>) -> bool {
    m.rows() == m.cols() && {
        let t = m.transpose_with(|v| v);
        t.col_ptr() == m.col_ptr() && t.row_idx() == m.row_idx() && t.values() == m.values()
    }
}

/// Singular values, left and right vectors (column-major), and how many
/// of the values converged.
type Triplets = (Vec<f64>, Vec<f64>, Vec<f64>, usize);

/// The `k` largest singular values of a large real sparse `A` (m x n) and
/// their vectors, from the Hermitian operator `[0 A; A' 0]` whose largest
/// eigenvalues are the singular values with eigenvectors `[u; v]/sqrt(2)`.
pub(super) fn svds_largest(interp: &mut Interpreter, a: &Value, k: usize) -> Result<Triplets> {
    let operator = Operator::read(a, "svds")?;
    let Some((m, n)) = operator.size() else {
        return Err(RuntimeError::new(
            "MATLAB:svds:InvalidInput",
            "Input must be a matrix.",
        ));
    };
    let size = m + n;
    check_allocation_dims(&[size, 2 * k.max(20) + 2], 16)?;
    let settings = KrylovOptions {
        k,
        subspace: (2 * k).max(20).max(k + 2).min(size),
        tol: 1e-14,
        max_restarts: 300,
        hermitian: true,
        start: None,
    };
    let mut apply_real = |x: &[f64]| -> Result<Vec<f64>> {
        let (u, v) = x.split_at(m);
        let mut y = operator.apply(interp, v, "svds")?;
        y.extend(operator.apply_transpose(interp, u, "svds")?);
        Ok(y)
    };
    let mut apply = |x: &[Complex64]| -> Result<Vec<Complex64>> {
        let re: Vec<f64> = x.iter().map(|z| z.re).collect();
        let y_re = apply_real(&re)?;
        let im: Vec<f64> = x.iter().map(|z| z.im).collect();
        let y_im = if im.iter().all(|&v| v == 0.0) {
            vec![0.0; size]
        } else {
            apply_real(&im)?
        };
        Ok(y_re
            .into_iter()
            .zip(y_im)
            .map(|(r, i)| Complex64::new(r, i))
            .collect())
    };
    let key = |z: Complex64| -z.re;
    let result = krylov::eigs(size, &mut apply, &key, &settings).map_err(|e| match e {
        KrylovError::Operator(e) => e,
        KrylovError::Linalg(e) => linalg_error(e),
    })?;
    let mut values = result.values;
    let mut vectors = result.vectors.data;
    realify(&mut values, &mut vectors, size, true);
    let mut u = Vec::with_capacity(m * k);
    let mut v = Vec::with_capacity(n * k);
    let push_unit = |target: &mut Vec<f64>, part: &[Complex64]| {
        let length = part.iter().map(|z| z.re * z.re).sum::<f64>().sqrt();
        target.extend(
            part.iter()
                .map(|z| if length > 0.0 { z.re / length } else { 0.0 }),
        );
    };
    for column in vectors.chunks(size).take(k) {
        let (top, bottom) = column.split_at(m.min(column.len()));
        push_unit(&mut u, top);
        push_unit(&mut v, bottom);
    }
    Ok((
        values.iter().map(|z| z.re.max(0.0)).collect(),
        u,
        v,
        result.converged,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifted_inserts_missing_diagonal_entries_in_order() {
        // [0 2; 3 0] - 1*I = [-1 2; 3 -1].
        let a = Csc::from_dense(2, 2, &[0.0, 3.0, 2.0, 0.0]);
        let (col_ptr, row_idx, values) = shifted(&a, 1.0);
        assert_eq!(col_ptr, vec![0, 2, 4]);
        assert_eq!(row_idx, vec![0, 1, 0, 1]);
        assert_eq!(values, vec![-1.0, 3.0, 2.0, -1.0]);
    }
}
