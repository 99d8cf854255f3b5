//! `polyeig`: the polynomial eigenvalue problem
//! `(A0 + e*A1 + ... + e^p*Ap) x = 0`, as the generalized eigenproblem of
//! its first companion pencil (n*p by n*p) solved by
//! `ferromat_linalg::factor::eig_generalized`. Each eigenvector is the
//! largest n-block of the pencil's vector (every block is a power of e
//! times x), scaled to 2-norm 1. This file builds the pencil and shapes
//! outputs; it holds no eigenvalue algorithm.

use num_complex::Complex64;

use crate::builtins::linalg::matrix_input;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish_value, linalg_error, matrix_data, view, Elem};
use crate::value::{Shape, Value};
use ferromat_linalg::factor::eig_generalized;

fn bad(id: &str, message: &str) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:polyeig:{id}"), message).in_function("polyeig")
}

/// `e = polyeig(A0, A1, ..., Ap)`, `[X, e] = polyeig(...)`.
pub fn polyeig(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if nargout > 2 {
        return Err(bad(
            "conditionNumbers",
            "The third output (eigenvalue condition numbers) is not supported.",
        ));
    }
    let mut coefficients = Vec::with_capacity(args.len());
    let mut single = false;
    let mut n = None;
    for a in args {
        let (operand, s) = matrix_input(a, "polyeig")?;
        single |= s;
        if operand.rows() != operand.cols() || n.is_some_and(|n| n != operand.rows()) {
            return Err(bad(
                "nonSquareMatrix",
                "Coefficient matrices must be square and of the same size.",
            ));
        }
        n = Some(operand.rows());
        coefficients.push(matrix_data::<Complex64>(&operand).into_owned());
    }
    let n = n.unwrap_or(0);
    let p = coefficients.len() - 1;
    let zero = Complex64::new(0.0, 0.0);
    let one = Complex64::new(1.0, 0.0);
    // First companion pencil A z = e B z with z = [x; e x; ...; e^(p-1) x].
    let size = n * p.max(1);
    // Two pencil matrices of complex elements, 16 bytes each.
    crate::builtins::args::check_allocation_dims(&[size, size, 2], 16)?;
    let elements = size * size;
    let mut a = vec![zero; elements];
    let mut b = vec![zero; elements];
    if p == 0 {
        a.copy_from_slice(&coefficients[0]);
        (0..n).for_each(|i| b[i * size + i] = one);
    } else {
        let last = (p - 1) * n;
        for i in 0..last {
            a[(i + n) * size + i] = one;
            b[i * size + i] = one;
        }
        for (k, ak) in coefficients[..p].iter().enumerate() {
            for c in 0..n {
                for r in 0..n {
                    a[(k * n + c) * size + last + r] = -ak[c * n + r];
                }
            }
        }
        for c in 0..n {
            for r in 0..n {
                b[(last + c) * size + last + r] = coefficients[p][c * n + r];
            }
        }
    }
    let vectors = nargout >= 2;
    let complex = args.iter().any(Value::is_complex);
    let eigen = if complex {
        eig_generalized(view(&a, size, size)?, view(&b, size, size)?, vectors)
    } else {
        let re = |m: &[Complex64]| m.iter().map(|z| z.re).collect::<Vec<f64>>();
        let (ra, rb) = (re(&a), re(&b));
        eig_generalized(view(&ra, size, size)?, view(&rb, size, size)?, vectors)
    }
    .map_err(linalg_error)?;
    let values: Vec<Complex64> = eigen
        .values
        .iter()
        .map(|&(re, im)| Complex64::new(re, im))
        .collect();
    let e = finish_value(Complex64::wrap(Shape::matrix(size, 1), values), single)?;
    if !vectors {
        return Ok(Outputs::from_iter([e]));
    }
    let z = eigen.vectors.unwrap_or_default();
    let mut x = Vec::with_capacity(n * size);
    for j in 0..size {
        let column = &z[j * size..(j + 1) * size];
        let block_norm = |k: usize| -> f64 {
            column[k * n..(k + 1) * n]
                .iter()
                .map(|&(re, im)| re * re + im * im)
                .sum()
        };
        let best = (0..p.max(1))
            .max_by(|&i, &k| block_norm(i).total_cmp(&block_norm(k)))
            .unwrap_or(0);
        let norm = block_norm(best).sqrt();
        let scale = if norm > 0.0 { 1.0 / norm } else { 1.0 };
        x.extend(
            column[best * n..(best + 1) * n]
                .iter()
                .map(|&(re, im)| Complex64::new(re * scale, im * scale)),
        );
    }
    let x = finish_value(Complex64::wrap(Shape::matrix(n, size), x), single)?;
    Ok(Outputs::from_iter([x, e]))
}
