//! `poly`: the coefficients of the monic polynomial with given roots, or
//! the characteristic polynomial of a square matrix (its eigenvalues as
//! the roots, from `ferromat_linalg::factor::eig`). The product is built
//! as MATLAB builds it, one root at a time in place, so its rounding is
//! MATLAB's; only root finding and linear algebra live elsewhere.
//!
//! *Syntax*: `p = poly(r)`, `p = poly(A)`.

use num_complex::Complex64;

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::{interrupt, Interpreter};
use crate::ops::matrix::{finish_value, float_operand, matrix_data, Operand};
use crate::value::{Shape, Value};

/// Roots multiplied in between interrupt checks: a long vector of roots is
/// quadratic work.
const ROOTS_PER_CHECK: usize = 256;

/// `c(2:j+1) = c(2:j+1) - r(j) .* c(1:j)` for every root: walking down
/// from the top reads each old coefficient before it is overwritten.
fn expand<T>(roots: &[T], one: T, zero: T) -> Result<Vec<T>>
where
    T: Copy + std::ops::Sub<Output = T> + std::ops::Mul<Output = T>,
{
    let mut c = vec![zero; roots.len() + 1];
    c[0] = one;
    for (j, &r) in roots.iter().enumerate() {
        if j % ROOTS_PER_CHECK == 0 {
            interrupt::check()?;
        }
        for k in (1..=j + 1).rev() {
            c[k] = c[k] - r * c[k - 1];
        }
    }
    Ok(c)
}

/// Whether the complex roots come in exact conjugate pairs (MATLAB then
/// returns the real part of the coefficients).
fn conjugate_pairs(roots: &[Complex64]) -> bool {
    // Adding 0.0 turns -0.0 into 0.0: `-1i` is (-0, -1), whose conjugate
    // must match `1i`, as MATLAB's isequal test in poly has it.
    let key = |z: &Complex64| ((z.re + 0.0).to_bits(), (z.im + 0.0).to_bits());
    let mut upper: Vec<_> = roots.iter().filter(|z| z.im > 0.0).map(key).collect();
    let mut lower: Vec<_> = roots
        .iter()
        .filter(|z| z.im < 0.0)
        .map(|z| key(&z.conj()))
        .collect();
    upper.sort_unstable();
    lower.sort_unstable();
    upper == lower
}

fn eigenvalues(operand: &Operand, n: usize) -> Result<Vec<Complex64>> {
    let failed =
        |e: ferromat_linalg::LinalgError| RuntimeError::new("MATLAB:poly:Failed", e.to_string());
    let eigen = match operand {
        Operand::Real(t) => {
            let view = ferromat_linalg::View::new(t.data(), n, n).map_err(failed)?;
            ferromat_linalg::factor::eig(view, false)
        }
        Operand::Complex(t) => {
            let view = ferromat_linalg::View::new(t.data(), n, n).map_err(failed)?;
            ferromat_linalg::factor::eig(view, false)
        }
    }
    .map_err(failed)?;
    Ok(eigen
        .values
        .iter()
        .map(|&(re, im)| Complex64::new(re, im))
        .collect())
}

/// `poly(r)` of a vector of roots, `poly(A)` of a square matrix.
pub fn poly(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (operand, single) = float_operand(&args[0], "poly")?;
    let shape = operand.shape().clone();
    let (rows, cols) = (shape.rows(), shape.cols());
    let roots: Vec<Complex64> = if shape.is_empty() {
        Vec::new()
    } else if shape.ndims() == 2 && rows == cols {
        eigenvalues(&operand, rows)?
    } else if shape.is_vector() {
        matrix_data::<Complex64>(&operand).into_owned()
    } else {
        return Err(RuntimeError::new(
            "MATLAB:poly:InputSize",
            "Argument must be a vector or a square matrix.",
        )
        .in_function("poly"));
    };
    let shape = Shape::row(roots.len() + 1);
    let value = if roots.iter().all(|z| z.im == 0.0) {
        let real: Vec<f64> = roots.iter().map(|z| z.re).collect();
        Value::matrix(shape, expand(&real, 1.0, 0.0)?)
    } else {
        let zero = Complex64::new(0.0, 0.0);
        let c = expand(&roots, Complex64::new(1.0, 0.0), zero)?;
        if conjugate_pairs(&roots) {
            Value::matrix(shape, c.iter().map(|z| z.re).collect())
        } else {
            <Complex64 as crate::ops::matrix::Elem>::wrap(shape, c)
        }
    };
    one(finish_value(value, single)?)
}
