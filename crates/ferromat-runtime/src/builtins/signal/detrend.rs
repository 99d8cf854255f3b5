//! `detrend`: removes a least-squares polynomial trend (degree 0, 1 or n,
//! 'constant' or 'linear'), optionally continuous piecewise between
//! breakpoints, from a vector or from each column of a matrix, for real
//! or complex double and single data. The fit is a QR least-squares solve
//! (`ferromat_linalg::solve`) on a centred and scaled abscissa; nothing
//! else numeric lives here.

use num_complex::{Complex32, Complex64};

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::linalg_error;
use crate::value::{Tensor, Value};
use ferromat_linalg::View;

fn error(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:detrend:{id}"), message).in_function("detrend")
}

/// The polynomial degree `n` (a nonnegative integer, 'constant' or
/// 'linear').
fn degree(value: &Value) -> Result<usize> {
    let invalid = || {
        error(
            "InvalidTrendType",
            "Polynomial degree must be a nonnegative integer, 'constant', or 'linear'.",
        )
    };
    if let Some(text) = value.as_text() {
        return match text.to_ascii_lowercase().as_str() {
            "constant" => Ok(0),
            "linear" => Ok(1),
            _ => Err(invalid()),
        };
    }
    match value.as_f64() {
        Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= 64.0 && !value.is_complex() => {
            Ok(n as usize)
        }
        _ => Err(invalid()),
    }
}

/// The design matrix (column-major, m rows): 1, s, ..., s^n and, for each
/// breakpoint b, (s - b)_+^k for k = 1..n, which keeps the pieces joined.
fn design(m: usize, n: usize, breaks: &[f64]) -> (Vec<f64>, usize) {
    // Scale 1..m to [-1, 1] so high powers stay well conditioned.
    let centre = (m as f64 + 1.0) / 2.0;
    let half = ((m as f64 - 1.0) / 2.0).max(1.0);
    let s: Vec<f64> = (1..=m).map(|i| (i as f64 - centre) / half).collect();
    let mut columns = Vec::new();
    for k in 0..=n {
        columns.extend(s.iter().map(|x| x.powi(k as i32)));
    }
    for b in breaks {
        let b = (b - centre) / half;
        for k in 1..=n {
            columns.extend(
                s.iter()
                    .map(|x| if *x > b { (x - b).powi(k as i32) } else { 0.0 }),
            );
        }
    }
    let count = columns.len() / m.max(1);
    (columns, count)
}

/// `lane` minus its least-squares fit on `basis` (m-by-p).
fn residual(basis: &[f64], m: usize, p: usize, lane: &[f64]) -> Result<Vec<f64>> {
    let a = View::new(basis, m, p).map_err(linalg_error)?;
    let b = View::new(lane, m, 1).map_err(linalg_error)?;
    let coefficients = ferromat_linalg::solve::solve(a, b)
        .map_err(linalg_error)?
        .x
        .data;
    Ok((0..m)
        .map(|i| {
            let fit: f64 = (0..p).map(|j| basis[i + j * m] * coefficients[j]).sum();
            lane[i] - fit
        })
        .collect())
}

/// Detrends the columns (or the one vector) of `data`, each of length m.
fn detrend_lanes(data: &[f64], m: usize, n: usize, breaks: &[f64]) -> Result<Vec<f64>> {
    if m == 0 {
        return Ok(Vec::new());
    }
    let (basis, p) = design(m, n, breaks);
    let mut out = Vec::with_capacity(data.len());
    for lane in data.chunks(m) {
        out.extend(residual(&basis, m, p, lane)?);
    }
    Ok(out)
}

/// `y = detrend(x)`, `detrend(x, n)`, `detrend(x, n, bp)`.
pub fn detrend(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let Some(x) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    if args.len() > 3 {
        return Err(RuntimeError::too_many_inputs());
    }
    let n = args.get(1).map(degree).transpose()?.unwrap_or(1);
    let breaks = match args.get(2) {
        Some(bp) if !bp.is_complex() => {
            bp.to_f64_vec()
                .filter(|_| !matches!(bp, Value::Char(_)))
                .ok_or_else(|| error("InvalidBreakPoints", "Break points must be numeric."))?
        }
        Some(_) => return Err(error("InvalidBreakPoints", "Break points must be real.")),
        None => Vec::new(),
    };
    let shape = x.shape();
    let m = if shape.is_vector() || shape.is_scalar() {
        shape.numel()
    } else {
        shape.rows()
    };
    let real = |v: &[f64]| detrend_lanes(v, m, n, &breaks);
    let value = match x {
        Value::Double(t) => Value::Double(Tensor::new(shape, real(t.data())?)),
        Value::Single(t) => {
            let data: Vec<f64> = t.data().iter().map(|v| f64::from(*v)).collect();
            let out = real(&data)?.into_iter().map(|v| v as f32).collect();
            Value::Single(Tensor::new(shape, out))
        }
        Value::ComplexDouble(t) => {
            let re: Vec<f64> = t.data().iter().map(|c| c.re).collect();
            let im: Vec<f64> = t.data().iter().map(|c| c.im).collect();
            let out = real(&re)?
                .into_iter()
                .zip(real(&im)?)
                .map(|(r, i)| Complex64::new(r, i))
                .collect();
            Value::ComplexDouble(Tensor::new(shape, out))
        }
        Value::ComplexSingle(t) => {
            let re: Vec<f64> = t.data().iter().map(|c| f64::from(c.re)).collect();
            let im: Vec<f64> = t.data().iter().map(|c| f64::from(c.im)).collect();
            let out = real(&re)?
                .into_iter()
                .zip(real(&im)?)
                .map(|(r, i)| Complex32::new(r as f32, i as f32))
                .collect();
            Value::ComplexSingle(Tensor::new(shape, out))
        }
        _ => {
            return Err(error(
                "InvalidInput",
                "Input data must be a single or double array.",
            ))
        }
    };
    one(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removes_polynomials_and_keeps_the_rest() {
        let m = 32;
        let t: Vec<f64> = (0..m).map(|i| i as f64 / m as f64).collect();
        let quad: Vec<f64> = t.iter().map(|x| x * x + 2.0 + 3.0 * x).collect();
        let y = detrend_lanes(&quad, m, 2, &[]).unwrap();
        assert!(y.iter().all(|v| v.abs() < 1e-13));
        // A linear detrend of a parabola leaves a residual orthogonal to 1 and t.
        let y = detrend_lanes(&quad, m, 1, &[]).unwrap();
        assert!(y.iter().sum::<f64>().abs() < 1e-12);
        assert!(y.iter().zip(&t).map(|(a, b)| a * b).sum::<f64>().abs() < 1e-12);
        // A continuous broken line with a breakpoint is removed exactly.
        let broken: Vec<f64> = (1..=20)
            .map(|i| {
                if i <= 10 {
                    i as f64
                } else {
                    10.0 - 2.0 * (i as f64 - 10.0)
                }
            })
            .collect();
        let y = detrend_lanes(&broken, 20, 1, &[10.0]).unwrap();
        assert!(y.iter().all(|v| v.abs() < 1e-12), "{y:?}");
    }
}
