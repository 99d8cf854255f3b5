//! The symmetric-definite generalized eigenproblem `A*v = lambda*B*v` with
//! `A` Hermitian and `B` Hermitian positive definite, MATLAB's default
//! `'chol'` algorithm: with `B = R'*R`, the eigenpairs of the Hermitian
//! `C = R'\A/R` give real ascending values and vectors `V = R\Y` of unit
//! B-norm (`V'*B*V = I`). Factorizations come from `factor`; only the
//! triangular substitutions are written here. Any other pencil is not this
//! file's business: the caller falls back to the QZ path.

use crate::factor::{cholesky_upper, eig, Eigen};
use crate::{is_hermitian, Matrix, Result, Scalar, View};

/// `Some` eigen-decomposition when `a` is Hermitian and `b` Hermitian
/// positive definite; `None` when the pencil needs the QZ algorithm.
pub fn eig_symmetric_definite<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
    vectors: bool,
) -> Option<Result<Eigen>> {
    let n = a.rows();
    if n == 0 || !a.is_square() || b.rows() != n || !b.is_square() {
        return None;
    }
    if !is_hermitian(a) || !is_hermitian(b) {
        return None;
    }
    if a.require_finite().is_err() || b.require_finite().is_err() {
        return None;
    }
    let r = cholesky_upper(b).ok()?;
    let at = |m: &Matrix<T>, i: usize, j: usize| m.data[i + j * n];
    // X = R' \ A, then C = R' \ X' (= R'\A/R, as C is Hermitian).
    let lower_solve = |rhs: &Matrix<T>| -> Matrix<T> {
        let mut out = rhs.clone();
        for c in 0..n {
            for i in 0..n {
                let known = (0..i).fold(T::from_real(0.0), |acc, k| {
                    acc + at(&r, k, i).conjugate() * at(&out, k, c)
                });
                out.data[i + c * n] = (at(&out, i, c) - known) / at(&r, i, i).conjugate();
            }
        }
        out
    };
    let a_owned = Matrix {
        rows: n,
        cols: n,
        data: a.data().to_vec(),
    };
    let x = lower_solve(&a_owned);
    let mut c = lower_solve(&crate::solve::adjoint(x.view()));
    // Make C exactly Hermitian so `eig` takes its symmetric solver.
    for j in 0..n {
        for i in j..n {
            let avg = (at(&c, i, j) + at(&c, j, i).conjugate()) / T::from_real(2.0);
            let avg = if i == j {
                T::from_real(avg.real_part())
            } else {
                avg
            };
            c.data[i + j * n] = avg;
            c.data[j + i * n] = avg.conjugate();
        }
    }
    let mut e = match eig(c.view(), vectors) {
        Ok(e) => e,
        Err(err) => return Some(Err(err)),
    };
    if let Some(y) = e.vectors.as_mut() {
        // V = R \ Y by back substitution, column by column, in (re, im)
        // pairs as `Eigen` holds them.
        let rr = |i: usize, j: usize| {
            let z = at(&r, i, j);
            num_complex::Complex64::new(z.real_part(), z.imag_part())
        };
        for col in 0..n {
            let mut v = vec![num_complex::Complex64::new(0.0, 0.0); n];
            for i in (0..n).rev() {
                let (re, im) = y[i + col * n];
                let mut s = num_complex::Complex64::new(re, im);
                for (k, vk) in v.iter().enumerate().skip(i + 1) {
                    s -= rr(i, k) * vk;
                }
                v[i] = s / rr(i, i);
            }
            for (i, z) in v.into_iter().enumerate() {
                y[i + col * n] = (z.re, z.im);
            }
        }
    }
    e.hermitian = true;
    Some(Ok(e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mass_spring_values_ascend_with_unit_b_norm() {
        // K and M = diag(2, 1, 1), column-major.
        let k = [5.0, -2.0, 0.0, -2.0, 3.0, -1.0, 0.0, -1.0, 1.0];
        let m = [2.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0];
        let e = eig_symmetric_definite(
            View::new(&k, 3, 3).unwrap(),
            View::new(&m, 3, 3).unwrap(),
            true,
        )
        .unwrap()
        .unwrap();
        let values: Vec<f64> = e.values.iter().map(|v| v.0).collect();
        assert!(values.windows(2).all(|w| w[0] <= w[1]), "{values:?}");
        let v = e.vectors.unwrap();
        for j in 0..3 {
            let b_norm: f64 = (0..3).map(|i| m[i + i * 3] * v[i + j * 3].0.powi(2)).sum();
            assert!((b_norm - 1.0).abs() < 1e-12);
            // K v = lambda M v
            for i in 0..3 {
                let kv: f64 = (0..3).map(|l| k[i + l * 3] * v[l + j * 3].0).sum();
                let mv = m[i + i * 3] * v[i + j * 3].0;
                assert!((kv - values[j] * mv).abs() < 1e-12);
            }
        }
    }

    #[test]
    fn indefinite_b_is_left_to_qz() {
        let a = [1.0, 0.0, 0.0, 2.0];
        let b = [1.0, 2.0, 2.0, 1.0];
        let (a, b) = (View::new(&a, 2, 2).unwrap(), View::new(&b, 2, 2).unwrap());
        assert!(eig_symmetric_definite(a, b, false).is_none());
    }
}
