//! Solves where the caller declares the matrix's structure (`linsolve`
//! with an options struct) and the minimum-norm least-squares solve of
//! `lsqminnorm` (complete orthogonal decomposition from two QRs).
//! Declared structure is trusted, never tested: a triangular solve reads
//! only its triangle, a Hermitian solve only the upper triangle, as MATLAB
//! documents for `linsolve`. Like `solve.rs`, conditions come back as a
//! [`Diagnostic`] and no message is worded here.

use faer::linalg::solvers::{ColPivQr, Llt, PartialPivLu, Qr, SolveCore};
use faer::linalg::triangular_solve as tri;
use faer::{Conj, Side};

use crate::solve::{
    adjoint, diagnose, least_squares_with_rank, lu_rcond, reciprocal_condition, Diagnostic,
    Factored, InPlaceSolver, Triangular,
};
use crate::{matmul, parallelism, LinalgError, Matrix, Result, Scalar, Triangle, View};

/// What the caller declares about `A` (`linsolve`'s `opts` fields).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Structure {
    /// No declaration: LU when square, column-pivoted QR otherwise.
    General,
    /// `LT`: only the lower triangle is read.
    Lower,
    /// `UT`: only the upper triangle is read.
    Upper,
    /// `UHESS`: only the upper Hessenberg part is read.
    UpperHessenberg,
    /// `SYM`: Hermitian, built from the upper triangle.
    Hermitian,
    /// `SYM` and `POSDEF`: Cholesky of the Hermitian matrix.
    HermitianPositiveDefinite,
    /// `RECT`: least squares by column-pivoted QR, even when square.
    Rectangular,
}

/// The structure and whether to solve `A' * X = B` (`TRANSA`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Declared {
    pub structure: Structure,
    pub adjoint: bool,
}

/// `linsolve`'s second output: the reciprocal condition estimate of a
/// square system or the rank of a least-squares one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Measure {
    ReciprocalCondition(f64),
    Rank(usize),
}

/// A declared-structure solve's result.
#[derive(Clone, Debug)]
pub struct DeclaredSolve<T> {
    pub x: Matrix<T>,
    pub measure: Measure,
    pub diagnostic: Diagnostic,
}

/// `linsolve(A, B, opts)`: solves `op(A) * X = B` with the solver the
/// declared structure names, `op` being the identity or the adjoint.
pub fn linsolve<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
    declared: Declared,
) -> Result<DeclaredSolve<T>> {
    let (op_rows, op_cols) = if declared.adjoint {
        (a.cols(), a.rows())
    } else {
        (a.rows(), a.cols())
    };
    if op_rows != b.rows() {
        return Err(LinalgError::DimensionMismatch);
    }
    let least_squares = declared.structure == Structure::Rectangular || op_rows != op_cols;
    if least_squares {
        return rectangular(a, b, declared);
    }
    let n = op_rows;
    if n == 0 || b.cols() == 0 {
        let rcond = if n == 0 { f64::INFINITY } else { 1.0 };
        let measure = Measure::ReciprocalCondition(rcond);
        return Ok(DeclaredSolve {
            x: Matrix::zeros(n, b.cols()),
            measure,
            diagnostic: Diagnostic::Fine,
        });
    }
    let mut x = Matrix::from_faer(b.faer());
    let rcond = match declared.structure {
        Structure::Lower | Structure::Upper => {
            let side = if declared.structure == Structure::Lower {
                Triangle::Lower
            } else {
                Triangle::Upper
            };
            let solver = Triangular { a, side };
            solver.solve(x.faer_mut(), declared.adjoint);
            if (0..n).any(|i| a.at(i, i) == T::from_real(0.0)) {
                0.0
            } else {
                reciprocal_condition(a, &solver)
            }
        }
        Structure::Hermitian | Structure::HermitianPositiveDefinite => {
            // Hermitian matrices are their own adjoint: TRANSA changes nothing.
            let h = hermitian_from_upper(a);
            let positive = declared.structure == Structure::HermitianPositiveDefinite;
            match positive.then(|| Llt::new(h.view().faer(), Side::Lower)) {
                Some(Ok(llt)) => {
                    llt.solve_in_place_with_conj(Conj::No, x.faer_mut());
                    reciprocal_condition(h.view(), &Factored(&llt))
                }
                // Not positive definite after all (or only SYM): LU of the
                // Hermitian matrix gives the solution MATLAB's LDL' would.
                _ => lu_solve(h.view(), &mut x, false),
            }
        }
        Structure::UpperHessenberg => {
            let h = upper_hessenberg_part(a);
            lu_solve(h.view(), &mut x, declared.adjoint)
        }
        Structure::General | Structure::Rectangular => lu_solve(a, &mut x, declared.adjoint),
    };
    Ok(DeclaredSolve {
        x,
        measure: Measure::ReciprocalCondition(rcond),
        diagnostic: diagnose(rcond),
    })
}

/// Solves `A x = b` (or `A' x = b`) by LU in place, returning the
/// reciprocal condition estimate (the same for `A` and `A'` in the 1-norm
/// estimator's sense: it bounds both).
fn lu_solve<T: Scalar>(a: View<'_, T>, x: &mut Matrix<T>, adjoint: bool) -> f64 {
    let lu = PartialPivLu::new(a.faer());
    if adjoint {
        lu.solve_transpose_in_place_with_conj(Conj::Yes, x.faer_mut());
    } else {
        lu.solve_in_place_with_conj(Conj::No, x.faer_mut());
    }
    lu_rcond(a, &lu)
}

/// The least-squares branch: QR with column pivoting of the declared part
/// of `op(A)`.
fn rectangular<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
    declared: Declared,
) -> Result<DeclaredSolve<T>> {
    let projected = match declared.structure {
        Structure::Lower => Some(triangle_part(a, Triangle::Lower)),
        Structure::Upper => Some(triangle_part(a, Triangle::Upper)),
        Structure::UpperHessenberg => Some(upper_hessenberg_part(a)),
        Structure::Hermitian | Structure::HermitianPositiveDefinite if a.is_square() => {
            Some(hermitian_from_upper(a))
        }
        _ => None,
    };
    let base = projected.as_ref().map_or(a, |m| m.view());
    let op = declared.adjoint.then(|| adjoint(base));
    let matrix = op.as_ref().map_or(base, |m| m.view());
    let (solved, rank) = least_squares_with_rank(matrix, b)?;
    Ok(DeclaredSolve {
        x: solved.x,
        measure: Measure::Rank(rank),
        diagnostic: solved.diagnostic,
    })
}

fn hermitian_from_upper<T: Scalar>(a: View<'_, T>) -> Matrix<T> {
    let n = a.rows();
    let mut h = Matrix::zeros(n, n);
    for j in 0..n {
        for i in 0..=j {
            h.data[i + j * n] = a.at(i, j);
            h.data[j + i * n] = a.at(i, j).conjugate();
        }
        // A Hermitian diagonal is real; the imaginary part is not read.
        h.data[j + j * n] = T::from_real(a.at(j, j).real_part());
    }
    h
}

fn triangle_part<T: Scalar>(a: View<'_, T>, side: Triangle) -> Matrix<T> {
    let (m, n) = (a.rows(), a.cols());
    let mut t = Matrix::zeros(m, n);
    for j in 0..n {
        for i in 0..m {
            let keep = match side {
                Triangle::Lower => i >= j,
                Triangle::Upper => i <= j,
            };
            if keep {
                t.data[i + j * m] = a.at(i, j);
            }
        }
    }
    t
}

fn upper_hessenberg_part<T: Scalar>(a: View<'_, T>) -> Matrix<T> {
    let (m, n) = (a.rows(), a.cols());
    let mut h = Matrix::zeros(m, n);
    for j in 0..n {
        for i in 0..m.min(j + 2) {
            h.data[i + j * m] = a.at(i, j);
        }
    }
    h
}

/// `lsqminnorm(A, B, tol)`'s result: the solution, the rank used and the
/// tolerance that decided it.
#[derive(Clone, Debug)]
pub struct MinimumNorm<T> {
    pub x: Matrix<T>,
    pub rank: usize,
    pub tol: f64,
}

/// The minimum-norm least-squares solution of `A X = B` from the complete
/// orthogonal decomposition: `A P = Q [R11 R12]`, truncated where `|R(i,i)|`
/// falls to `tol`, then `[R11 R12]' = Z T`, so `A P ≈ Q1 T' Z'` and
/// `X = P Z (T' \ (Q1' B))`. The default `tol` is
/// `max(m, n) * eps * |R(1,1)|`.
pub fn min_norm_solve<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
    tol: Option<f64>,
) -> Result<MinimumNorm<T>> {
    let (m, n) = (a.rows(), a.cols());
    if m != b.rows() {
        return Err(LinalgError::DimensionMismatch);
    }
    let p = b.cols();
    if m == 0 || n == 0 || p == 0 {
        return Ok(MinimumNorm {
            x: Matrix::zeros(n, p),
            rank: 0,
            tol: tol.unwrap_or(0.0),
        });
    }
    a.require_finite()?;
    let qr = ColPivQr::new(a.faer());
    let r = qr.R();
    let k = m.min(n);
    let tol = tol.unwrap_or_else(|| m.max(n) as f64 * f64::EPSILON * r[(0, 0)].modulus());
    let rank = (0..k).take_while(|&i| r[(i, i)].modulus() > tol).count();
    let mut x = Matrix::zeros(n, p);
    if rank == 0 {
        return Ok(MinimumNorm { x, rank, tol });
    }
    // c = Q1' B over the first `rank` columns of Q.
    let q = Matrix::from_faer(qr.compute_thin_Q().as_ref().get(.., 0..rank));
    let c = matmul(adjoint(q.view()).view(), b)?;
    // [R11 R12]' = Z T.
    let r1 = Matrix::from_faer(r.get(0..rank, 0..n));
    let r1h = adjoint(r1.view());
    let second = Qr::new(r1h.view().faer());
    let t = second.R().get(0..rank, 0..rank);
    let mut y = c;
    let par = parallelism(rank.saturating_mul(rank).saturating_mul(p));
    tri::solve_lower_triangular_in_place(t.adjoint(), y.faer_mut(), par);
    let z = Matrix::from_faer(second.compute_thin_Q().as_ref());
    let w = matmul(z.view(), y.view())?;
    let (forward, _) = qr.P().arrays();
    for j in 0..p {
        for (i, &target) in forward.iter().enumerate() {
            x.data[target + j * n] = w.data[i + j * n];
        }
    }
    Ok(MinimumNorm { x, rank, tol })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::factor;
    use proptest::prelude::*;

    fn random(rows: usize, cols: usize, seed: u64) -> Matrix<f64> {
        // A small linear congruential generator keeps the tests deterministic.
        let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        let data = (0..rows * cols)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((state >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
            })
            .collect();
        Matrix { rows, cols, data }
    }

    fn max_diff(a: &Matrix<f64>, b: &Matrix<f64>) -> f64 {
        a.data
            .iter()
            .zip(&b.data)
            .map(|(x, y)| (x - y).abs())
            .fold(0.0, f64::max)
    }

    /// The pseudoinverse solution from the SVD, the reference for `lsqminnorm`.
    fn pinv_solve(a: &Matrix<f64>, b: &Matrix<f64>, rank: usize) -> Matrix<f64> {
        let f = factor::svd(a.view(), true).unwrap();
        let (m, n) = (a.rows, a.cols);
        let mut x = Matrix::zeros(n, b.cols);
        for k in 0..rank {
            for j in 0..b.cols {
                let dot: f64 = (0..m)
                    .map(|i| f.u.data[i + k * m] * b.data[i + j * m])
                    .sum();
                for i in 0..n {
                    x.data[i + j * n] += f.v.data[i + k * n] * dot / f.s[k];
                }
            }
        }
        x
    }

    proptest! {
        #[test]
        fn min_norm_matches_pseudoinverse(m in 1usize..8, n in 1usize..8, r in 1usize..8, seed in 0u64..1000) {
            let r = r.min(m).min(n);
            let a = matmul(random(m, r, seed).view(), random(r, n, seed + 7).view()).unwrap();
            let b = random(m, 2, seed + 13);
            let got = min_norm_solve(a.view(), b.view(), None).unwrap();
            prop_assert_eq!(got.rank, r);
            let want = pinv_solve(&a, &b, r);
            prop_assert!(max_diff(&got.x, &want) < 1e-8 * (1.0 + want.data.iter().fold(0.0f64, |s, v| s.max(v.abs()))));
        }

        #[test]
        fn declared_structures_agree_with_general_solve(n in 1usize..9, seed in 0u64..1000, adjoint_flag: bool) {
            let g = random(n, n, seed);
            // A well-conditioned Hermitian positive definite matrix.
            let mut spd = matmul(adjoint(g.view()).view(), g.view()).unwrap();
            for i in 0..n { spd.data[i + i * n] += n as f64; }
            let lower = triangle_part(spd.view(), Triangle::Lower);
            let upper = triangle_part(spd.view(), Triangle::Upper);
            let hess = upper_hessenberg_part(g.view());
            let b = random(n, 3, seed + 1);
            let cases = [
                (&spd, Structure::HermitianPositiveDefinite),
                (&spd, Structure::Hermitian),
                (&lower, Structure::Lower),
                (&upper, Structure::Upper),
                (&hess, Structure::UpperHessenberg),
                (&g, Structure::General),
                (&spd, Structure::Rectangular),
            ];
            for (matrix, structure) in cases {
                let declared = Declared { structure, adjoint: adjoint_flag };
                let got = linsolve(matrix.view(), b.view(), declared).unwrap();
                let op = if adjoint_flag { adjoint(matrix.view()) } else { (*matrix).clone() };
                let residual = matmul(op.view(), got.x.view()).unwrap();
                let scale = 1.0 + got.x.data.iter().fold(0.0f64, |s, v| s.max(v.abs()));
                prop_assert!(max_diff(&residual, &b) < 1e-9 * scale * n as f64, "{:?}", structure);
            }
        }
    }

    #[test]
    fn triangular_declaration_reads_only_its_triangle() {
        // The strictly lower part is garbage the solver must ignore.
        let a = Matrix {
            rows: 2,
            cols: 2,
            data: vec![2.0, 99.0, 1.0, 4.0],
        };
        let b = Matrix {
            rows: 2,
            cols: 1,
            data: vec![4.0, 8.0],
        };
        let declared = Declared {
            structure: Structure::Upper,
            adjoint: false,
        };
        let got = linsolve(a.view(), b.view(), declared).unwrap();
        assert_eq!(got.x.data, vec![1.0, 2.0]);
    }

    #[test]
    fn rank_is_the_measure_of_rectangular_systems() {
        let a = Matrix {
            rows: 3,
            cols: 2,
            data: vec![1.0, 2.0, 3.0, 2.0, 4.0, 6.0],
        };
        let b = Matrix {
            rows: 3,
            cols: 1,
            data: vec![1.0, 1.0, 1.0],
        };
        let declared = Declared {
            structure: Structure::General,
            adjoint: false,
        };
        let got = linsolve(a.view(), b.view(), declared).unwrap();
        assert_eq!(got.measure, Measure::Rank(1));
        assert!(matches!(
            got.diagnostic,
            Diagnostic::RankDeficient { rank: 1, .. }
        ));
    }

    #[test]
    fn singular_square_system_reports_zero_rcond() {
        let a = Matrix {
            rows: 2,
            cols: 2,
            data: vec![1.0, 2.0, 2.0, 4.0],
        };
        let b = Matrix {
            rows: 2,
            cols: 1,
            data: vec![1.0, 1.0],
        };
        let declared = Declared {
            structure: Structure::General,
            adjoint: false,
        };
        let got = linsolve(a.view(), b.view(), declared).unwrap();
        assert_eq!(got.diagnostic, Diagnostic::Singular);
        assert_eq!(got.measure, Measure::ReciprocalCondition(0.0));
    }
}
