//! Hessenberg and Schur forms as MATLAB's `hess` and `schur` return them,
//! computed by faer. faer 0.24 keeps its standard Schur (`multishift_qr`)
//! private, but exposes its QZ algorithm: the pair `(H, I)` is already in
//! generalized Hessenberg form, and QZ of it gives `Q' H Z = S`,
//! `Q' Z = T`; since `T` is then unitary and triangular, `Z' A Z` is the
//! Schur form of `A` with the structure of `S`. No decomposition is written
//! here: this file only calls faer and reshapes its output.

use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::evd::{hessenberg, ComputeEigenvectors};
use faer::linalg::gevd::gen_hessenberg::{self, GeneralizedHessenbergParams};
use faer::linalg::gevd::{qz_cplx, qz_real, GeneralizedSchurParams};
use faer::linalg::householder;
use faer::{Auto, Col, Conj, Mat};

use crate::{matmul, parallelism, solve::adjoint, LinalgError, Matrix, Result, Scalar, View};

/// `A = P*H*P'` with `H` upper Hessenberg and `P` unitary.
pub struct Hessenberg<T> {
    pub p: Matrix<T>,
    pub h: Matrix<T>,
}

/// `A = U*T*U'` with `T` upper triangular (complex) or quasi-triangular
/// with 1x1 and 2x2 diagonal blocks (real).
pub struct Schur<T> {
    pub u: Matrix<T>,
    pub t: Matrix<T>,
}

fn cube(n: usize) -> usize {
    n.saturating_mul(n).saturating_mul(n)
}

/// The Hessenberg form of a square matrix (faer's blocked reduction).
pub fn hess<T: Scalar>(a: View<'_, T>) -> Result<Hessenberg<T>> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    let n = a.rows();
    if n <= 2 {
        return Ok(Hessenberg {
            p: Matrix::identity(n),
            h: Matrix::from_faer(a.faer()),
        });
    }
    let par = parallelism(cube(n));
    let block = faer::linalg::qr::no_pivoting::factor::recommended_block_size::<T>(n - 1, n - 1);
    let mut h: Mat<T> = a.faer().to_owned();
    let mut reflectors = Mat::<T>::zeros(block, n - 1);
    let req = hessenberg::hessenberg_in_place_scratch::<T>(n, block, par, Default::default()).or(
        householder::apply_block_householder_sequence_on_the_right_in_place_scratch::<T>(
            n - 1,
            block,
            n - 1,
        ),
    );
    let mut buffer = MemBuffer::new(req);
    let stack = MemStack::new(&mut buffer);
    hessenberg::hessenberg_in_place(
        h.as_mut(),
        reflectors.as_mut(),
        par,
        stack,
        Default::default(),
    );
    let mut p = Mat::<T>::identity(n, n);
    householder::apply_block_householder_sequence_on_the_right_in_place_with_conj(
        h.as_ref().submatrix(1, 0, n - 1, n - 1),
        reflectors.as_ref(),
        Conj::No,
        p.as_mut().submatrix_mut(1, 1, n - 1, n - 1),
        par,
        stack,
    );
    // The reflectors were stored below the subdiagonal.
    for j in 0..n {
        for i in j + 2..n {
            h[(i, j)] = T::from_real(0.0);
        }
    }
    Ok(Hessenberg {
        p: Matrix::from_faer(p.as_ref()),
        h: Matrix::from_faer(h.as_ref()),
    })
}

/// The real Schur form: `T` quasi-triangular, `U` orthogonal.
pub fn schur_real(a: View<'_, f64>) -> Result<Schur<f64>> {
    schur_with(a, real_qz_iteration)
}

/// The complex Schur form: `T` upper triangular, `U` unitary.
pub fn schur_complex(a: View<'_, crate::Complex64>) -> Result<Schur<crate::Complex64>> {
    schur_with(a, complex_qz_iteration)
}

/// faer's real QZ iteration on a pair already in generalized Hessenberg
/// form, accumulating into `q` and `z`: the one call `schur` and `qz` share.
pub(crate) fn real_qz_iteration(
    s: faer::MatMut<'_, f64>,
    t: faer::MatMut<'_, f64>,
    q: faer::MatMut<'_, f64>,
    z: faer::MatMut<'_, f64>,
    par: faer::Par,
) {
    let n = s.nrows();
    let params = <GeneralizedSchurParams as Auto<f64>>::auto();
    let mut buffer = MemBuffer::new(qz_real::hessenberg_to_qz_scratch::<f64>(n, par, params));
    let (mut alphar, mut alphai, mut beta) = (
        Col::<f64>::zeros(n),
        Col::<f64>::zeros(n),
        Col::<f64>::zeros(n),
    );
    qz_real::hessenberg_to_qz(
        s,
        t,
        Some(q),
        Some(z),
        alphar.as_mut(),
        alphai.as_mut(),
        beta.as_mut(),
        ComputeEigenvectors::Yes,
        par,
        params,
        MemStack::new(&mut buffer),
    );
}

/// faer's complex QZ iteration, as `real_qz_iteration`.
pub(crate) fn complex_qz_iteration(
    s: faer::MatMut<'_, crate::Complex64>,
    t: faer::MatMut<'_, crate::Complex64>,
    q: faer::MatMut<'_, crate::Complex64>,
    z: faer::MatMut<'_, crate::Complex64>,
    par: faer::Par,
) {
    type C = crate::Complex64;
    let n = s.nrows();
    let params = <GeneralizedSchurParams as Auto<C>>::auto();
    let mut buffer = MemBuffer::new(qz_cplx::hessenberg_to_qz_scratch::<C>(n, par, params));
    let (mut alpha, mut beta) = (Col::<C>::zeros(n), Col::<C>::zeros(n));
    qz_cplx::hessenberg_to_qz(
        s,
        t,
        Some(q),
        Some(z),
        alpha.as_mut(),
        beta.as_mut(),
        ComputeEigenvectors::Yes,
        par,
        params,
        MemStack::new(&mut buffer),
    );
}

fn schur_with<T: Scalar>(
    a: View<'_, T>,
    qz: impl FnOnce(
        faer::MatMut<'_, T>,
        faer::MatMut<'_, T>,
        faer::MatMut<'_, T>,
        faer::MatMut<'_, T>,
        faer::Par,
    ),
) -> Result<Schur<T>> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    a.require_finite()?;
    let n = a.rows();
    if n == 0 {
        return Ok(Schur {
            u: Matrix::zeros(0, 0),
            t: Matrix::zeros(0, 0),
        });
    }
    let reduced = hess(a)?;
    let par = parallelism(cube(n));
    let mut s: Mat<T> = Mat::from_fn(n, n, |i, j| reduced.h.data[i + j * n]);
    let mut b = Mat::<T>::identity(n, n);
    let mut q: Mat<T> = Mat::from_fn(n, n, |i, j| reduced.p.data[i + j * n]);
    let mut z = q.clone();
    qz(s.as_mut(), b.as_mut(), q.as_mut(), z.as_mut(), par);
    // Z' A Z, recomputed so that A - U*T*U' is small whatever B's rounding.
    let u = Matrix::from_faer(z.as_ref());
    let az = matmul(a, u.view())?;
    let mut t = matmul(adjoint(u.view()).view(), az.view())?;
    let zero = T::from_real(0.0);
    for j in 0..n {
        for i in j + 1..n {
            // Keep a subdiagonal entry only where QZ left a 2x2 block.
            let block = T::IS_COMPLEX || i != j + 1 || s[(i, j)] == zero;
            if block {
                t.data[i + j * n] = zero;
            }
        }
    }
    Ok(Schur { u, t })
}

/// `[AA, BB, Q, Z] = hess(A, B)` in MATLAB's convention: `Q*A*Z = AA`
/// upper Hessenberg, `Q*B*Z = BB` upper triangular, `Q` and `Z` unitary.
pub struct HessenbergPair<T> {
    pub aa: Matrix<T>,
    pub bb: Matrix<T>,
    pub q: Matrix<T>,
    pub z: Matrix<T>,
}

/// The generalized Hessenberg-triangular form: a QR of `B` makes it
/// triangular, then faer's `generalized_hessenberg` reduces the pair.
pub fn hess_pair<T: Scalar>(a: View<'_, T>, b: View<'_, T>) -> Result<HessenbergPair<T>> {
    if !a.is_square() || !b.is_square() {
        return Err(LinalgError::NotSquare);
    }
    if a.rows() != b.rows() {
        return Err(LinalgError::DimensionMismatch);
    }
    a.require_finite()?;
    b.require_finite()?;
    let n = a.rows();
    let first = crate::factor::qr(b, false, false);
    let mut left = first.q;
    let mut aa = matmul(adjoint(left.view()).view(), a)?;
    let mut bb = first.r;
    let mut z = Matrix::identity(n);
    let params = <GeneralizedHessenbergParams as Auto<T>>::auto();
    let par = parallelism(cube(n));
    let mut buffer = MemBuffer::new(gen_hessenberg::generalized_hessenberg_scratch::<T>(
        n, params,
    ));
    gen_hessenberg::generalized_hessenberg(
        aa.faer_mut(),
        bb.faer_mut(),
        Some(left.faer_mut()),
        Some(z.faer_mut()),
        par,
        MemStack::new(&mut buffer),
        params,
    );
    // faer leaves rotation bookkeeping below the structure; the forms are
    // exactly zero there.
    for j in 0..n {
        for i in j + 1..n {
            bb.data[i + j * n] = T::from_real(0.0);
            if i > j + 1 {
                aa.data[i + j * n] = T::from_real(0.0);
            }
        }
    }
    Ok(HessenbergPair {
        aa,
        bb,
        q: adjoint(left.view()),
        z,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Complex64;

    fn residual<T: Scalar>(a: &Matrix<T>, f: &Schur<T>) -> f64 {
        let ut = matmul(f.u.view(), f.t.view()).unwrap();
        let back = matmul(ut.view(), adjoint(f.u.view()).view()).unwrap();
        a.data
            .iter()
            .zip(&back.data)
            .map(|(&x, &y)| (x - y).modulus())
            .fold(0.0, f64::max)
    }

    #[test]
    fn real_schur_reproduces_the_matrix() {
        let n = 7;
        let data: Vec<f64> = (0..n * n).map(|k| ((k * 37 % 11) as f64) - 5.0).collect();
        let a = Matrix {
            rows: n,
            cols: n,
            data,
        };
        let f = schur_real(a.view()).unwrap();
        assert!(residual(&a, &f) < 1e-12);
        for j in 0..n {
            for i in j + 2..n {
                assert_eq!(f.t.data[i + j * n], 0.0);
            }
        }
    }

    #[test]
    fn complex_schur_is_triangular() {
        let n = 6;
        let data: Vec<Complex64> = (0..n * n)
            .map(|k| Complex64::new((k % 7) as f64, (k % 3) as f64 - 1.0))
            .collect();
        let a = Matrix {
            rows: n,
            cols: n,
            data,
        };
        let f = schur_complex(a.view()).unwrap();
        assert!(residual(&a, &f) < 1e-12);
    }

    #[test]
    fn hessenberg_reproduces_the_matrix() {
        let n = 5;
        let data: Vec<f64> = (0..n * n).map(|k| ((k * 13 % 7) as f64) - 3.0).collect();
        let a = Matrix {
            rows: n,
            cols: n,
            data,
        };
        let f = hess(a.view()).unwrap();
        let ph = matmul(f.p.view(), f.h.view()).unwrap();
        let back = matmul(ph.view(), adjoint(f.p.view()).view()).unwrap();
        for (x, y) in a.data.iter().zip(&back.data) {
            assert!((x - y).abs() < 1e-12);
        }
    }

    #[test]
    fn hessenberg_triangular_pair_reconstructs_both_matrices() {
        let n = 6;
        let a: Vec<f64> = (0..n * n)
            .map(|k| ((k * 7 + 3) % 11) as f64 - 5.0)
            .collect();
        let b: Vec<f64> = (0..n * n)
            .map(|k| ((k * 5 + 1) % 13) as f64 - 6.0)
            .collect();
        let (a, b) = (View::new(&a, n, n).unwrap(), View::new(&b, n, n).unwrap());
        let f = hess_pair(a, b).unwrap();
        for (original, form) in [(a, &f.aa), (b, &f.bb)] {
            let qa = matmul(f.q.view(), original).unwrap();
            let qaz = matmul(qa.view(), f.z.view()).unwrap();
            let worst = qaz
                .data
                .iter()
                .zip(&form.data)
                .map(|(x, y)| (x - y).abs())
                .fold(0.0, f64::max);
            assert!(worst < 1e-10, "{worst}");
        }
        for j in 0..n {
            for i in j + 1..n {
                assert_eq!(f.bb.data[i + j * n], 0.0);
            }
        }
    }
}
