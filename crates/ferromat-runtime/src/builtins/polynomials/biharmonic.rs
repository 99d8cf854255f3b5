//! The biharmonic spline of `griddata(..., 'v4')` (Sandwell, 1987): the
//! sum of Green's functions g(d) = d^2 (ln d - 1) centred on the sample
//! points, with weights solved so that it passes through every value. The
//! dense solve is `mldivide`'s (its singular-matrix warnings included).
//! This file must not read MATLAB arguments or merge duplicate points.

use num_complex::Complex64;

use super::super::args;
use super::super::linalg::flush_warnings;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::ops::matrix::mldivide;
use crate::value::{Shape, Tensor, Value};

/// Green's function of the biharmonic operator in the plane; 0 at d = 0.
fn green(d: f64) -> f64 {
    if d == 0.0 {
        0.0
    } else {
        d * d * (d.ln() - 1.0)
    }
}

/// The weights of the spline through `values` at the points (x, y):
/// the solution of G w = v, G(i, j) = green(|p_i - p_j|).
fn weights(
    interp: &mut Interpreter,
    x: &[f64],
    y: &[f64],
    values: &[Complex64],
) -> Result<Vec<Complex64>> {
    let n = x.len();
    let shape = Shape::matrix(n, n);
    args::check_allocation(&shape, 8)?;
    let mut g = Vec::with_capacity(n * n);
    for j in 0..n {
        g.extend((0..n).map(|i| green((x[i] - x[j]).hypot(y[i] - y[j]))));
    }
    let complex = values.iter().any(|v| v.im != 0.0);
    let rhs = if complex {
        Value::ComplexDouble(Tensor::new(Shape::column(n), values.to_vec()))
    } else {
        Value::matrix(Shape::column(n), values.iter().map(|v| v.re).collect())
    };
    let solved = mldivide(&Value::matrix(shape, g), &rhs);
    flush_warnings(interp);
    Ok(match solved? {
        Value::ComplexDouble(t) => t.data().to_vec(),
        other => other
            .to_f64_vec()
            .unwrap_or_default()
            .into_iter()
            .map(|re| Complex64::new(re, 0.0))
            .collect(),
    })
}

/// The 'v4' surface through (x, y, values) at each query point.
pub fn evaluate(
    interp: &mut Interpreter,
    x: &[f64],
    y: &[f64],
    values: &[Complex64],
    queries: &[(f64, f64)],
) -> Result<Vec<Complex64>> {
    let w = weights(interp, x, y, values)?;
    Ok(queries
        .iter()
        .map(|&(qx, qy)| {
            x.iter()
                .zip(y)
                .zip(&w)
                .map(|((&px, &py), &wi)| wi * green((qx - px).hypot(qy - py)))
                .sum()
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn green_function_values() {
        assert_eq!(green(0.0), 0.0);
        assert_eq!(green(1.0), -1.0);
        assert!((green(std::f64::consts::E) - 0.0).abs() < 1e-15);
    }
}
