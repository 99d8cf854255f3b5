//! `polyvalm`: a polynomial evaluated in the matrix sense, `p(X)` with
//! matrix products, by Horner's rule over `ferromat_linalg::matmul`.
//! Coefficients and matrix are read as real doubles like the rest of
//! this family; no element-wise evaluation lives here (that is polyval).

use super::super::statistics::order::real_data;
use super::super::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::linalg_error;
use crate::value::{Shape, Value};
use ferromat_linalg::{matmul, View};

/// `Y = polyvalm(p, X)` for a vector `p` and a square `X`.
pub fn polyvalm(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let [p, x] = args else {
        return Err(if args.len() < 2 {
            RuntimeError::not_enough_inputs()
        } else {
            RuntimeError::too_many_inputs()
        });
    };
    let shape = x.shape();
    if shape.dims().len() != 2 || shape.rows() != shape.cols() {
        return Err(RuntimeError::new(
            "MATLAB:polyvalm:NonSquareMatrix",
            "Input X must be a square matrix.",
        )
        .in_function("polyvalm"));
    }
    let p_shape = p.shape();
    if !(p_shape.is_vector() || p_shape.is_scalar() || p_shape.is_empty()) {
        return Err(
            RuntimeError::new("MATLAB:polyvalm:InvalidP", "Input P must be a vector.")
                .in_function("polyvalm"),
        );
    }
    let coefficients = real_data(p, "polyvalm")?;
    let n = shape.rows();
    let data = real_data(x, "polyvalm")?;
    crate::builtins::args::check_allocation(&shape, 8)?;
    let mut y = vec![0.0; n * n];
    for (k, c) in coefficients.iter().enumerate() {
        if k > 0 {
            let xv = View::new(&data, n, n).map_err(linalg_error)?;
            let yv = View::new(&y, n, n).map_err(linalg_error)?;
            y = matmul(yv, xv).map_err(linalg_error)?.data;
        }
        for i in 0..n {
            y[i + i * n] += c;
        }
    }
    one(Value::matrix(Shape::matrix(n, n), y))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_explicit_matrix_powers() {
        // p(X) = X^3 + 2 X^2 + 3 X + 4 I (Octave's test matrix).
        let x = Value::matrix(
            Shape::matrix(3, 3),
            vec![3.0, -2.0, -1.0, -4.0, 0.0, 4.0, 1.0, 2.0, -3.0],
        );
        let out = polyvalm(
            &mut Interpreter::new(),
            &[Value::row(vec![1.0, 2.0, 3.0, 4.0]), x],
            1,
        )
        .unwrap();
        assert_eq!(
            out[0].to_f64_vec().unwrap(),
            vec![117.0, -70.0, -43.0, -124.0, 36.0, 92.0, 11.0, 38.0, -45.0]
        );
    }
}
