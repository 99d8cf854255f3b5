//! Sparse linear systems on faer's sparse module, with MATLAB's `mldivide`
//! choice for sparse matrices: triangular -> sparse substitution, Hermitian
//! with a positive real diagonal -> sparse Cholesky (falling back to LU),
//! other square -> sparse LU, rectangular -> sparse QR (least squares).
//! Takes compressed-column arrays (sorted rows, no duplicates) and dense
//! column-major right sides; no hand-written factorizations here.

use faer::linalg::solvers::{SolveCore, SolveLstsqCore};
use faer::sparse::{SparseColMatRef, SymbolicSparseColMatRef};
use faer::{Conj, MatMut, Side};

use crate::{LinalgError, Matrix, Result, Scalar};

/// A borrowed compressed-sparse-column matrix.
#[derive(Clone, Copy, Debug)]
pub struct CscView<'a, T> {
    pub rows: usize,
    pub cols: usize,
    pub col_ptr: &'a [usize],
    pub row_idx: &'a [usize],
    pub values: &'a [T],
}

/// Which method solved the system (for tests and diagnostics).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SparseMethod {
    LowerTriangular,
    UpperTriangular,
    Cholesky,
    Lu,
    Qr,
}

/// Why a sparse solve could not be done by a sparse factorization; the
/// caller may fall back to a dense solve (which words the warnings).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SparseFailure {
    /// The factorization found the matrix (structurally) singular.
    Singular,
}

impl<T: Scalar> CscView<'_, T> {
    fn check(&self) -> Result<()> {
        let ok = self.col_ptr.len() == self.cols + 1
            && self.row_idx.len() == self.values.len()
            && self.col_ptr.last() == Some(&self.values.len())
            && self.col_ptr.windows(2).all(|w| w[0] <= w[1])
            && self.row_idx.iter().all(|&r| r < self.rows);
        if ok {
            Ok(())
        } else {
            Err(LinalgError::BadLength {
                len: self.values.len(),
                rows: self.rows,
                cols: self.cols,
            })
        }
    }

    fn faer(&self) -> SparseColMatRef<'_, usize, T> {
        let symbolic = SymbolicSparseColMatRef::new_checked(
            self.rows,
            self.cols,
            self.col_ptr,
            None,
            self.row_idx,
        );
        SparseColMatRef::new(symbolic, self.values)
    }

    fn column(&self, c: usize) -> (&[usize], &[T]) {
        let (a, b) = (self.col_ptr[c], self.col_ptr[c + 1]);
        (&self.row_idx[a..b], &self.values[a..b])
    }

    /// Lower (`true`) or upper triangular with every diagonal element
    /// stored and nonzero.
    fn triangular(&self, lower: bool) -> bool {
        (0..self.cols).all(|c| {
            let (rows, values) = self.column(c);
            let in_triangle = rows.iter().all(|&r| if lower { r >= c } else { r <= c });
            let diagonal = if lower { rows.first() } else { rows.last() };
            in_triangle
                && diagonal == Some(&c)
                && values
                    .get(if lower { 0 } else { rows.len().wrapping_sub(1) })
                    .is_some_and(|v| v.modulus() != 0.0)
        })
    }

    /// Equal to its conjugate transpose, with a positive real diagonal.
    fn hermitian_positive_diagonal(&self) -> bool {
        for c in 0..self.cols {
            let (rows, values) = self.column(c);
            for (&r, &v) in rows.iter().zip(values) {
                let mirror = {
                    let (mr, mv) = self.column(r);
                    match mr.binary_search(&c) {
                        Ok(k) => mv[k].conjugate(),
                        Err(_) => return false,
                    }
                };
                if r == c && (v.imag_part() != 0.0 || v.real_part() <= 0.0) {
                    return false;
                }
                if mirror.real_part() != v.real_part() || mirror.imag_part() != v.imag_part() {
                    return false;
                }
            }
            if rows.binary_search(&c).is_err() {
                return false;
            }
        }
        true
    }
}

/// `A \ B` for sparse `A` and dense column-major `B` (`rows` x `nrhs`).
pub fn solve<T: Scalar>(
    a: CscView<'_, T>,
    b: &[T],
    nrhs: usize,
) -> Result<std::result::Result<(Matrix<T>, SparseMethod), SparseFailure>> {
    a.check()?;
    if b.len() != a.rows * nrhs {
        return Err(LinalgError::DimensionMismatch);
    }
    if a.rows == a.cols {
        let mut x = b.to_vec();
        let n = a.rows;
        fn rhs<T>(x: &mut [T], n: usize, nrhs: usize) -> MatMut<'_, T> {
            MatMut::from_column_major_slice_mut(x, n, nrhs)
        }
        let m = a.faer();
        if a.triangular(true) {
            m.sp_solve_lower_triangular_in_place(rhs(&mut x, n, nrhs));
            return Ok(Ok((mat(n, nrhs, x), SparseMethod::LowerTriangular)));
        }
        if a.triangular(false) {
            m.sp_solve_upper_triangular_in_place(rhs(&mut x, n, nrhs));
            return Ok(Ok((mat(n, nrhs, x), SparseMethod::UpperTriangular)));
        }
        if a.hermitian_positive_diagonal() {
            if let Ok(llt) = m.sp_cholesky(Side::Lower) {
                llt.solve_in_place_with_conj(Conj::No, rhs(&mut x, n, nrhs));
                return Ok(Ok((mat(n, nrhs, x), SparseMethod::Cholesky)));
            }
        }
        return match m.sp_lu() {
            Ok(lu) => {
                lu.solve_in_place_with_conj(Conj::No, rhs(&mut x, n, nrhs));
                if x.iter().all(|v| v.is_finite_value()) || b.iter().any(|v| !v.is_finite_value()) {
                    Ok(Ok((mat(n, nrhs, x), SparseMethod::Lu)))
                } else {
                    Ok(Err(SparseFailure::Singular))
                }
            }
            Err(_) => Ok(Err(SparseFailure::Singular)),
        };
    }
    if a.rows < a.cols {
        // faer's sparse QR needs at least as many rows as columns; the
        // caller solves wide systems densely.
        return Ok(Err(SparseFailure::Singular));
    }
    let qr = match a.faer().sp_qr() {
        Ok(qr) => qr,
        Err(_) => return Ok(Err(SparseFailure::Singular)),
    };
    let mut x = b.to_vec();
    qr.solve_lstsq_in_place_with_conj(
        Conj::No,
        MatMut::from_column_major_slice_mut(&mut x, a.rows, nrhs),
    );
    let mut out = Vec::with_capacity(a.cols * nrhs);
    for k in 0..nrhs {
        out.extend_from_slice(&x[k * a.rows..k * a.rows + a.cols]);
    }
    if out.iter().all(|v| v.is_finite_value()) {
        Ok(Ok((mat(a.cols, nrhs, out), SparseMethod::Qr)))
    } else {
        Ok(Err(SparseFailure::Singular))
    }
}

/// A sparse LU factorization kept for many solves (`condest`, shift-invert
/// `eigs`): `A\b` and `A.'\b` without refactoring.
pub struct SparseLu<T: Scalar> {
    lu: faer::sparse::linalg::solvers::Lu<usize, T>,
    n: usize,
}

impl<T: Scalar> SparseLu<T> {
    /// Factors square `a`; `Ok(Err(Singular))` when faer finds it singular.
    pub fn new(a: CscView<'_, T>) -> Result<std::result::Result<SparseLu<T>, SparseFailure>> {
        a.check()?;
        if a.rows != a.cols {
            return Err(LinalgError::NotSquare);
        }
        Ok(match a.faer().sp_lu() {
            Ok(lu) => Ok(SparseLu { lu, n: a.rows }),
            Err(_) => Err(SparseFailure::Singular),
        })
    }

    /// `A\b` (`transpose`: `A.'\b`) for one column `b`.
    pub fn solve(&self, b: &[T], transpose: bool) -> Result<Vec<T>> {
        if b.len() != self.n {
            return Err(LinalgError::DimensionMismatch);
        }
        let mut x = b.to_vec();
        let rhs = MatMut::from_column_major_slice_mut(&mut x, self.n, 1);
        if transpose {
            self.lu.solve_transpose_in_place_with_conj(Conj::No, rhs);
        } else {
            self.lu.solve_in_place_with_conj(Conj::No, rhs);
        }
        Ok(x)
    }
}

fn mat<T>(rows: usize, cols: usize, data: Vec<T>) -> Matrix<T> {
    Matrix { rows, cols, data }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dense_mul(a: &CscView<'_, f64>, x: &[f64]) -> Vec<f64> {
        let mut y = vec![0.0; a.rows];
        for (c, &xc) in x.iter().enumerate().take(a.cols) {
            let (rows, values) = a.column(c);
            for (&r, &v) in rows.iter().zip(values) {
                y[r] += v * xc;
            }
        }
        y
    }

    #[test]
    fn picks_cholesky_lu_and_triangular() {
        // [4 1 0; 1 4 1; 0 1 4]: SPD.
        let spd = CscView {
            rows: 3,
            cols: 3,
            col_ptr: &[0, 2, 5, 7],
            row_idx: &[0, 1, 0, 1, 2, 1, 2],
            values: &[4.0, 1.0, 1.0, 4.0, 1.0, 1.0, 4.0],
        };
        let b = [1.0, 2.0, 3.0];
        let (x, method) = solve(spd, &b, 1).unwrap().unwrap();
        assert_eq!(method, SparseMethod::Cholesky);
        let y = dense_mul(&spd, &x.data);
        assert!(y.iter().zip(&b).all(|(p, q)| (p - q).abs() < 1e-12));
        // Nonsymmetric: [1 2 0; 0 1 0; 3 0 1].
        let general = CscView {
            rows: 3,
            cols: 3,
            col_ptr: &[0, 2, 4, 5],
            row_idx: &[0, 2, 0, 1, 2],
            values: &[1.0, 3.0, 2.0, 1.0, 1.0],
        };
        let (x, method) = solve(general, &b, 1).unwrap().unwrap();
        assert_eq!(method, SparseMethod::Lu);
        let y = dense_mul(&general, &x.data);
        assert!(y.iter().zip(&b).all(|(p, q)| (p - q).abs() < 1e-12));
        let lower = CscView {
            rows: 2,
            cols: 2,
            col_ptr: &[0, 2, 3],
            row_idx: &[0, 1, 1],
            values: &[2.0, 1.0, 4.0],
        };
        let (x, method) = solve(lower, &[2.0, 5.0], 1).unwrap().unwrap();
        assert_eq!(method, SparseMethod::LowerTriangular);
        assert_eq!(x.data, vec![1.0, 1.0]);
    }
}
