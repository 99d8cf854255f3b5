//! `roots`: the zeros of a polynomial as the eigenvalues of its companion
//! matrix (the eigen-solver is `ferromat_linalg::factor::eig`). Leading
//! zero coefficients are dropped and trailing zeros give zero roots, as
//! MATLAB documents. This file does no other polynomial algebra.

use num_complex::Complex64;

use super::super::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// The coefficients as complex numbers (real input has zero imaginary
/// parts) and whether any was complex.
fn coefficients(value: &Value) -> Result<(Vec<Complex64>, bool)> {
    let shape = value.shape();
    if !(shape.is_vector() || shape.is_scalar() || shape.is_empty()) {
        return Err(RuntimeError::new(
            "MATLAB:roots:NonVectorInput",
            "Input must be a vector.",
        ));
    }
    let not_numeric = || {
        RuntimeError::new(
            "MATLAB:roots:NonNumericInput",
            "Input must be a numeric vector.",
        )
    };
    match value {
        Value::ComplexDouble(t) => Ok((t.data().to_vec(), true)),
        Value::ComplexSingle(t) => Ok((
            t.data()
                .iter()
                .map(|z| Complex64::new(z.re as f64, z.im as f64))
                .collect(),
            true,
        )),
        other if other.class().is_numeric() || matches!(other, Value::Logical(_)) => Ok((
            other
                .to_f64_vec()
                .ok_or_else(not_numeric)?
                .into_iter()
                .map(|x| Complex64::new(x, 0.0))
                .collect(),
            false,
        )),
        _ => Err(not_numeric()),
    }
}

/// The roots of the descending coefficients `p` (any order, with
/// multiplicity).
pub(crate) fn polynomial_roots(p: &[Complex64], complex: bool) -> Result<Vec<Complex64>> {
    if p.iter().any(|z| !z.re.is_finite() || !z.im.is_finite()) {
        return Err(RuntimeError::new(
            "MATLAB:roots:NonFiniteInput",
            "Input to ROOTS must not contain NaN or Inf.",
        ));
    }
    let zero = Complex64::new(0.0, 0.0);
    let Some(first) = p.iter().position(|&z| z != zero) else {
        return Ok(Vec::new());
    };
    let last = p.iter().rposition(|&z| z != zero).unwrap_or(first);
    let core = &p[first..=last];
    let trailing = p.len() - 1 - last;
    let n = core.len() - 1;
    let mut roots = Vec::with_capacity(n + trailing);
    if n > 0 {
        super::super::args::check_allocation_dims(&[n, n], 16)?;
        // Companion matrix (column-major): first row -c(2:end)/c(1), ones on
        // the subdiagonal.
        let mut companion = vec![zero; n * n];
        for j in 0..n {
            companion[j * n] = -core[j + 1] / core[0];
        }
        for i in 1..n {
            companion[i + (i - 1) * n] = Complex64::new(1.0, 0.0);
        }
        let eigen = if complex {
            let view = ferromat_linalg::View::new(&companion, n, n).map_err(linalg_error)?;
            ferromat_linalg::factor::eig(view, false)
        } else {
            let real: Vec<f64> = companion.iter().map(|z| z.re).collect();
            let view = ferromat_linalg::View::new(&real, n, n).map_err(linalg_error)?;
            ferromat_linalg::factor::eig(view, false)
        }
        .map_err(linalg_error)?;
        roots.extend(eigen.values.iter().map(|&(re, im)| Complex64::new(re, im)));
    }
    roots.extend(std::iter::repeat_n(zero, trailing));
    Ok(roots)
}

fn linalg_error(e: ferromat_linalg::LinalgError) -> RuntimeError {
    RuntimeError::new("MATLAB:roots:Failed", e.to_string())
}

/// `r = roots(p)`: a column vector, complex when any root is.
pub fn roots(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (p, complex) = coefficients(&args[0])?;
    if p.is_empty() {
        return one(Value::matrix(Shape::matrix(0, 0), Vec::new()));
    }
    let r = polynomial_roots(&p, complex)?;
    let shape = Shape::column(r.len());
    if complex || r.iter().any(|z| z.im != 0.0) {
        one(Value::ComplexDouble(Tensor::new(shape, r)))
    } else {
        one(Value::matrix(shape, r.iter().map(|z| z.re).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roots_of_known_polynomials() {
        let c = |v: &[f64]| {
            v.iter()
                .map(|&x| Complex64::new(x, 0.0))
                .collect::<Vec<_>>()
        };
        // (x-1)(x-2)(x-3) with two trailing-zero roots.
        let mut r = polynomial_roots(&c(&[0.0, 1.0, -6.0, 11.0, -6.0, 0.0, 0.0]), false).unwrap();
        r.sort_by(|a, b| a.re.total_cmp(&b.re));
        let expected = [0.0, 0.0, 1.0, 2.0, 3.0];
        assert_eq!(r.len(), 5);
        for (z, e) in r.iter().zip(expected) {
            assert!((z.re - e).abs() < 1e-10 && z.im.abs() < 1e-10, "{z}");
        }
        // x^2 + 1 has roots +-i.
        let r = polynomial_roots(&c(&[1.0, 0.0, 1.0]), false).unwrap();
        assert!(r
            .iter()
            .all(|z| (z.norm() - 1.0).abs() < 1e-12 && z.re.abs() < 1e-12));
        assert!(polynomial_roots(&c(&[1.0, f64::NAN]), false).is_err());
    }
}
