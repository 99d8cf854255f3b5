//! `norm` of a sparse argument without building the full matrix. Vectors:
//! any p, from the stored elements (implicit zeros add nothing to a
//! positive-p sum or an Inf-norm maximum; the forms where they matter,
//! p <= 0 and -Inf, are computed by the full `norm` on the vector). Matrices:
//! 1, Inf and 'fro' from column and row sums; the 2-norm MATLAB refuses
//! for sparse input ("Sparse norm(S,2) is not available.", see `normest`
//! and `svds`). The result is a full scalar. No other builtin's logic here.

use super::convert::{full_value, to_full};
use super::elementwise::values_column;
use crate::builtins::{one, BuiltinFn, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Sparse, Value};

enum Kind {
    P(f64),
    Frobenius,
}

fn unknown() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:norm:unknownNorm",
        "The only matrix norms available are 1, 2, inf, and 'fro'.",
    )
}

fn kind(arg: Option<&Value>) -> Result<Kind> {
    let Some(arg) = arg else {
        return Ok(Kind::P(2.0));
    };
    if matches!(arg, Value::Char(_) | Value::String(_)) {
        return match arg.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("fro") => Ok(Kind::Frobenius),
            Some("inf") => Ok(Kind::P(f64::INFINITY)),
            _ => Err(unknown()),
        };
    }
    match full_value(arg)?.as_f64() {
        Some(p) if arg.is_scalar() && !arg.is_complex() && !p.is_nan() => Ok(Kind::P(p)),
        _ => Err(unknown()),
    }
}

/// Magnitudes of the stored elements.
fn moduli(s: &Sparse) -> Vec<f64> {
    match s {
        Sparse::Double(m) => m.values().iter().map(|x| x.abs()).collect(),
        Sparse::Complex(m) => m.values().iter().map(|z| z.norm()).collect(),
        Sparse::Logical(m) => vec![1.0; m.nnz()],
    }
}

/// `norm(S)`, `norm(S,p)`; `func` is the full `norm` for the vector forms.
pub fn norm(interp: &mut Interpreter, func: BuiltinFn, args: &[Value]) -> Result<Outputs> {
    let Some(Value::Sparse(s)) = args.first() else {
        let full: Vec<Value> = args.iter().map(full_value).collect::<Result<_>>()?;
        return func(interp, &full, 1);
    };
    let kind = kind(args.get(1))?;
    let (rows, cols) = (s.rows(), s.cols());
    if rows == 1 || cols == 1 {
        let zeros_matter = match kind {
            Kind::P(p) => p <= 0.0 && s.nnz() < rows * cols,
            Kind::Frobenius => false,
        };
        let vector = if zeros_matter {
            to_full(s)?
        } else {
            values_column(s)
        };
        let mut rest = vec![vector];
        rest.extend(args.get(1).map(full_value).transpose()?);
        return func(interp, &rest, 1);
    }
    let m = moduli(s);
    if m.iter().any(|x| x.is_nan()) {
        return one(Value::scalar(f64::NAN));
    }
    let n = match kind {
        Kind::Frobenius => {
            let scale = m.iter().copied().fold(0.0, f64::max);
            if scale == 0.0 || scale.is_infinite() {
                scale
            } else {
                scale * m.iter().map(|x| (x / scale).powi(2)).sum::<f64>().sqrt()
            }
        }
        Kind::P(p) if p == 1.0 || p == f64::INFINITY => {
            let mut sums = vec![0.0; if p == 1.0 { cols } else { rows }];
            let mut k = 0;
            let by_column = p == 1.0;
            for_each_position(s, |r, c| {
                sums[if by_column { c } else { r }] += m[k];
                k += 1;
            });
            sums.into_iter().fold(0.0, f64::max)
        }
        Kind::P(2.0) => {
            return Err(RuntimeError::new(
                "MATLAB:norm:sparseNormNotAvailable",
                "Sparse norm(S,2) is not available.",
            ))
        }
        Kind::P(_) => return Err(unknown()),
    };
    one(Value::scalar(n))
}

fn for_each_position(s: &Sparse, mut visit: impl FnMut(usize, usize)) {
    match s {
        Sparse::Double(m) => m.for_each(|r, c, _| visit(r, c)),
        Sparse::Complex(m) => m.for_each(|r, c, _| visit(r, c)),
        Sparse::Logical(m) => m.for_each(|r, c, _| visit(r, c)),
    }
}
