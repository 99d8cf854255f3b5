//! Linear systems, inverses and determinants, with MATLAB's `mldivide`
//! solver selection: triangular -> substitution, Hermitian with a positive
//! real diagonal -> Cholesky (falling back to LU), other square -> LU with
//! partial pivoting, rectangular -> column-pivoted QR (basic solution).
//! Conditions worth a warning come back as a [`Diagnostic`]; this file
//! never words a message.

use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::lu::partial_pivoting::{factor, solve as lu_solve};
use faer::linalg::solvers::{ColPivQr, Llt, PartialPivLu, SolveCore};
use faer::linalg::triangular_solve as tri;
use faer::perm::PermRef;
use faer::{Conj, MatMut, Side};

use crate::{
    is_hermitian, matmul, parallelism, triangle, LinalgError, Matrix, Result, Scalar, Triangle,
    View,
};

/// What a solve or inverse noticed about the matrix.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Diagnostic {
    Fine,
    /// Reciprocal condition estimate below machine epsilon.
    NearlySingular {
        rcond: f64,
    },
    /// A zero pivot: the matrix is singular to working precision.
    Singular,
    /// A rectangular (or square least-squares) system of lower rank.
    RankDeficient {
        rank: usize,
        tol: f64,
    },
}

/// The result of a solve with what the solver noticed.
#[derive(Clone, Debug)]
pub struct Solved<T> {
    pub x: Matrix<T>,
    pub diagnostic: Diagnostic,
}

pub(crate) fn diagnose(rcond: f64) -> Diagnostic {
    if rcond == 0.0 {
        Diagnostic::Singular
    } else if rcond < f64::EPSILON || rcond.is_nan() {
        Diagnostic::NearlySingular { rcond }
    } else {
        Diagnostic::Fine
    }
}

/// `A \ B`.
pub fn solve<T: Scalar>(a: View<'_, T>, b: View<'_, T>) -> Result<Solved<T>> {
    if a.rows() != b.rows() {
        return Err(LinalgError::DimensionMismatch);
    }
    if a.rows() == 0 || a.cols() == 0 || b.cols() == 0 {
        return Ok(Solved {
            x: Matrix::zeros(a.cols(), b.cols()),
            diagnostic: Diagnostic::Fine,
        });
    }
    if !a.is_square() {
        return least_squares(a, b);
    }
    let mut x = Matrix::from_faer(b.faer());
    if let Some(side) = triangle(a) {
        let solver = Triangular { a, side };
        solver.solve(x.faer_mut(), false);
        let rcond = if has_zero_diagonal(a) {
            0.0
        } else {
            reciprocal_condition(a, &solver)
        };
        return Ok(Solved {
            x,
            diagnostic: diagnose(rcond),
        });
    }
    if is_hermitian(a) && (0..a.rows()).all(|i| a.at(i, i).real_part() > 0.0) {
        if let Ok(llt) = Llt::new(a.faer(), Side::Lower) {
            llt.solve_in_place_with_conj(Conj::No, x.faer_mut());
            let rcond = reciprocal_condition(a, &Factored(&llt));
            return Ok(Solved {
                x,
                diagnostic: diagnose(rcond),
            });
        }
    }
    let lu = PackedLu::new(a);
    lu.solve(x.faer_mut(), false);
    let rcond = lu.rcond(a);
    Ok(Solved {
        x,
        diagnostic: diagnose(rcond),
    })
}

/// LU with partial pivoting kept in one matrix, as LAPACK's `getrf` leaves
/// it: L's unit lower triangle below the diagonal, U on and above it.
/// faer's `PartialPivLu` copies the factors out into two new matrices,
/// which costs about a tenth of a 2000x2000 solve; `A \ b` needs only to
/// solve with them.
struct PackedLu<T> {
    lu: Matrix<T>,
    forward: Vec<usize>,
    inverse: Vec<usize>,
}

impl<T: Scalar> PackedLu<T> {
    /// Factors the square `a`.
    fn new(a: View<'_, T>) -> Self {
        let n = a.rows();
        let mut lu = Matrix::from_faer(a.faer());
        let mut forward = vec![0; n];
        let mut inverse = vec![0; n];
        let par = parallelism(n.saturating_mul(n).saturating_mul(n));
        let params = Default::default();
        let mut scratch =
            MemBuffer::new(factor::lu_in_place_scratch::<usize, T>(n, n, par, params));
        factor::lu_in_place(
            lu.faer_mut(),
            &mut forward,
            &mut inverse,
            par,
            MemStack::new(&mut scratch),
            params,
        );
        PackedLu {
            lu,
            forward,
            inverse,
        }
    }

    /// The 1-norm reciprocal condition estimate of `a`, the matrix these
    /// are the factors of: 0 when a pivot is zero, as `lu_rcond` has it.
    fn rcond(&self, a: View<'_, T>) -> f64 {
        if has_zero_diagonal(self.lu.view()) {
            0.0
        } else {
            reciprocal_condition(a, self)
        }
    }
}

impl<T: Scalar> InPlaceSolver<T> for PackedLu<T> {
    fn solve(&self, rhs: MatMut<'_, T>, adjoint: bool) {
        let n = self.lu.rows;
        let factors = self.lu.view().faer();
        // SAFETY: `lu_in_place` filled `forward` with a permutation of
        // 0..n and `inverse` with its inverse.
        let perm = unsafe { PermRef::new_unchecked(&self.forward, &self.inverse, n) };
        let par = parallelism(n.saturating_mul(n).saturating_mul(rhs.ncols()));
        let k = rhs.ncols();
        let mut scratch = MemBuffer::new(if adjoint {
            lu_solve::solve_transpose_in_place_scratch::<usize, T>(n, k, par)
        } else {
            lu_solve::solve_in_place_scratch::<usize, T>(n, k, par)
        });
        let stack = MemStack::new(&mut scratch);
        if adjoint {
            lu_solve::solve_transpose_in_place_with_conj(
                factors,
                factors,
                perm,
                Conj::Yes,
                rhs,
                par,
                stack,
            );
        } else {
            lu_solve::solve_in_place_with_conj(factors, factors, perm, Conj::No, rhs, par, stack);
        }
    }
}

fn has_zero_diagonal<T: Scalar>(a: View<'_, T>) -> bool {
    (0..a.rows().min(a.cols())).any(|i| a.at(i, i) == T::from_real(0.0))
}

pub(crate) fn lu_rcond<T: Scalar>(a: View<'_, T>, lu: &PartialPivLu<T>) -> f64 {
    let u = lu.U();
    if (0..u.nrows()).any(|i| u[(i, i)] == T::from_real(0.0)) {
        0.0
    } else {
        reciprocal_condition(a, &Factored(lu))
    }
}

/// Something that solves `A x = b` or `A' x = b` in place for one matrix.
pub(crate) trait InPlaceSolver<T> {
    fn solve(&self, rhs: MatMut<'_, T>, adjoint: bool);
}

pub(crate) struct Factored<'a, S>(pub(crate) &'a S);

impl<T: Scalar, S: SolveCore<T>> InPlaceSolver<T> for Factored<'_, S> {
    fn solve(&self, rhs: MatMut<'_, T>, adjoint: bool) {
        if adjoint {
            self.0.solve_transpose_in_place_with_conj(Conj::Yes, rhs);
        } else {
            self.0.solve_in_place_with_conj(Conj::No, rhs);
        }
    }
}

pub(crate) struct Triangular<'a, T> {
    pub(crate) a: View<'a, T>,
    pub(crate) side: Triangle,
}

impl<T: Scalar> InPlaceSolver<T> for Triangular<'_, T> {
    fn solve(&self, rhs: MatMut<'_, T>, adjoint: bool) {
        let m = self.a.faer();
        let par = parallelism(
            m.nrows()
                .saturating_mul(m.nrows())
                .saturating_mul(rhs.ncols()),
        );
        match (self.side, adjoint) {
            (Triangle::Lower, false) => tri::solve_lower_triangular_in_place(m, rhs, par),
            (Triangle::Upper, false) => tri::solve_upper_triangular_in_place(m, rhs, par),
            (Triangle::Lower, true) => tri::solve_upper_triangular_in_place(m.adjoint(), rhs, par),
            (Triangle::Upper, true) => tri::solve_lower_triangular_in_place(m.adjoint(), rhs, par),
        }
    }
}

/// The 1-norm of a matrix: its largest absolute column sum.
pub fn norm1<T: Scalar>(a: View<'_, T>) -> f64 {
    (0..a.cols())
        .map(|j| (0..a.rows()).map(|i| a.at(i, j).modulus()).sum::<f64>())
        .fold(0.0, f64::max)
}

/// Reciprocal condition number in the 1-norm, `1 / (|A|_1 |A^-1|_1)`, with
/// `|A^-1|_1` estimated by Hager's method as refined by Higham (the
/// estimator LAPACK's `xGECON` uses): a few solves, never the inverse.
pub(crate) fn reciprocal_condition<T: Scalar>(
    a: View<'_, T>,
    solver: &dyn InPlaceSolver<T>,
) -> f64 {
    let n = a.rows();
    let anorm = norm1(a);
    if anorm == 0.0 {
        return 0.0;
    }
    if !anorm.is_finite() {
        return f64::NAN;
    }
    let one_norm = |v: &[T]| v.iter().map(|x| x.modulus()).sum::<f64>();
    let solve = |v: &mut Vec<T>, adjoint: bool| {
        solver.solve(MatMut::from_column_major_slice_mut(v, n, 1), adjoint);
    };
    let mut x = vec![T::from_real(1.0 / n as f64); n];
    let mut estimate = 0.0f64;
    let mut last_j = usize::MAX;
    for iteration in 0..5 {
        let mut y = x.clone();
        solve(&mut y, false);
        estimate = estimate.max(one_norm(&y));
        let mut z: Vec<T> = y
            .iter()
            .map(|&v| {
                let m = v.modulus();
                if m == 0.0 {
                    T::from_real(1.0)
                } else {
                    v / T::from_real(m)
                }
            })
            .collect();
        solve(&mut z, true);
        let (j, zmax) =
            z.iter()
                .enumerate()
                .map(|(i, v)| (i, v.modulus()))
                .fold(
                    (0, -1.0),
                    |best, cur| if cur.1 > best.1 { cur } else { best },
                );
        let ztx: f64 = z
            .iter()
            .zip(&x)
            .map(|(&zi, &xi)| (zi.conjugate() * xi).real_part())
            .sum();
        if iteration > 0 && (zmax <= ztx || j == last_j) {
            break;
        }
        last_j = j;
        x = vec![T::from_real(0.0); n];
        x[j] = T::from_real(1.0);
    }
    // Higham's alternating vector guards against the estimator's blind spots.
    let mut alt: Vec<T> = (0..n)
        .map(|i| {
            let sign = if i % 2 == 0 { 1.0 } else { -1.0 };
            let ramp = if n > 1 {
                i as f64 / (n - 1) as f64
            } else {
                0.0
            };
            T::from_real(sign * (1.0 + ramp))
        })
        .collect();
    solve(&mut alt, false);
    estimate = estimate.max(2.0 * one_norm(&alt) / (3.0 * n as f64));
    if estimate.is_nan() {
        return f64::NAN;
    }
    if estimate == 0.0 || !estimate.is_finite() {
        return 0.0;
    }
    1.0 / (anorm * estimate)
}

/// `rcond(A)`: the 1-norm reciprocal condition estimate of a square matrix.
pub fn rcond<T: Scalar>(a: View<'_, T>) -> Result<f64> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    if a.rows() == 0 {
        return Ok(f64::INFINITY);
    }
    let lu = PackedLu::new(a);
    Ok(lu.rcond(a))
}

/// The basic least-squares solution from QR with column pivoting: at most
/// `rank` nonzero rows, as MATLAB returns for rectangular systems.
fn least_squares<T: Scalar>(a: View<'_, T>, b: View<'_, T>) -> Result<Solved<T>> {
    least_squares_with_rank(a, b).map(|(solved, _)| solved)
}

/// [`least_squares`] with the rank it found (`linsolve`'s second output).
pub(crate) fn least_squares_with_rank<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
) -> Result<(Solved<T>, usize)> {
    let (m, n) = (a.rows(), a.cols());
    if m == 0 || n == 0 || b.cols() == 0 {
        let solved = Solved {
            x: Matrix::zeros(n, b.cols()),
            diagnostic: Diagnostic::Fine,
        };
        return Ok((solved, 0));
    }
    let qr = ColPivQr::new(a.faer());
    let r = qr.R();
    let k = m.min(n);
    let largest = if k > 0 { r[(0, 0)].modulus() } else { 0.0 };
    let tol = m.max(n) as f64 * f64::EPSILON * largest;
    let rank = (0..k).take_while(|&i| r[(i, i)].modulus() > tol).count();
    let q = Matrix::from_faer(qr.compute_thin_Q().as_ref());
    let qh = adjoint(q.view());
    let c = matmul(qh.view(), b)?;
    let mut y = Matrix::zeros(rank, b.cols());
    for j in 0..b.cols() {
        for i in 0..rank {
            y.data[i + j * rank] = c.data[i + j * k];
        }
    }
    if rank > 0 {
        let par = parallelism(rank.saturating_mul(rank).saturating_mul(b.cols()));
        tri::solve_upper_triangular_in_place(r.get(0..rank, 0..rank), y.faer_mut(), par);
    }
    let (forward, _) = qr.P().arrays();
    let mut x = Matrix::zeros(n, b.cols());
    for j in 0..b.cols() {
        for (i, &target) in forward.iter().enumerate().take(rank) {
            x.data[target + j * n] = y.data[i + j * rank];
        }
    }
    let diagnostic = if rank < k {
        Diagnostic::RankDeficient { rank, tol }
    } else {
        Diagnostic::Fine
    };
    Ok((Solved { x, diagnostic }, rank))
}

/// The conjugate transpose.
pub fn adjoint<T: Scalar>(a: View<'_, T>) -> Matrix<T> {
    let (m, n) = (a.rows(), a.cols());
    let mut out = Matrix::zeros(n, m);
    for j in 0..n {
        for i in 0..m {
            out.data[j + i * n] = a.at(i, j).conjugate();
        }
    }
    out
}

/// `inv(A)`. A matrix with a zero pivot yields all `Inf`, as MATLAB's does.
pub fn inverse<T: Scalar>(a: View<'_, T>) -> Result<Solved<T>> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    let n = a.rows();
    if n == 0 {
        return Ok(Solved {
            x: Matrix::zeros(0, 0),
            diagnostic: Diagnostic::Fine,
        });
    }
    let lu = PartialPivLu::new(a.faer());
    let rcond = lu_rcond(a, &lu);
    let diagnostic = diagnose(rcond);
    if diagnostic == Diagnostic::Singular {
        return Ok(Solved {
            x: Matrix {
                rows: n,
                cols: n,
                data: vec![T::from_real(f64::INFINITY); n * n],
            },
            diagnostic,
        });
    }
    let mut x = Matrix::identity(n);
    lu.solve_in_place_with_conj(Conj::No, x.faer_mut());
    Ok(Solved { x, diagnostic })
}

/// `det(A)`: the product of LU's pivots with the permutation's sign.
pub fn determinant<T: Scalar>(a: View<'_, T>) -> Result<T> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    let n = a.rows();
    if n == 0 {
        return Ok(T::from_real(1.0));
    }
    let lu = PartialPivLu::new(a.faer());
    let u = lu.U();
    let sign = T::from_real(permutation_sign(lu.P().arrays().0));
    Ok((0..n).fold(sign, |det, i| det * u[(i, i)]))
}

/// +1 for an even permutation, -1 for an odd one (by counting cycles).
fn permutation_sign(forward: &[usize]) -> f64 {
    let mut seen = vec![false; forward.len()];
    let mut sign = 1.0;
    for start in 0..forward.len() {
        if seen[start] {
            continue;
        }
        let mut length = 0;
        let mut i = start;
        while !seen[i] {
            seen[i] = true;
            i = forward[i];
            length += 1;
        }
        if length % 2 == 0 {
            sign = -sign;
        }
    }
    sign
}
