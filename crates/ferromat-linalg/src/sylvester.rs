//! The Sylvester equation `A*X + X*B = C` by the Bartels-Stewart method:
//! complex Schur forms of `A` and `B` from [`crate::schur`], then one
//! shifted triangular solve per column with faer's triangular solver.
//! The caller keeps the real part for a real problem. This file
//! reports a singular equation (an eigenvalue of `A` equal to minus one
//! of `B`) only through the Inf/NaN the solves produce.

use faer::linalg::triangular_solve::solve_upper_triangular_in_place;
use faer::{Mat, Par};

use crate::schur::schur_complex;
use crate::solve::adjoint;
use crate::{matmul, Complex64, LinalgError, Matrix, Result, Scalar, View};

/// Solves `A*X + X*B = C` for square `A` (m x m) and `B` (n x n) and an
/// m x n `C`. The solution is complex; a real problem's is its real part.
pub fn sylvester<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
    c: View<'_, T>,
) -> Result<Matrix<Complex64>> {
    if !a.is_square() || !b.is_square() {
        return Err(LinalgError::NotSquare);
    }
    if c.rows() != a.rows() || c.cols() != b.rows() {
        return Err(LinalgError::DimensionMismatch);
    }
    a.require_finite()?;
    b.require_finite()?;
    let (m, n) = (a.rows(), b.rows());
    let complex = |v: View<'_, T>| Matrix {
        rows: v.rows(),
        cols: v.cols(),
        data: v
            .data()
            .iter()
            .map(|x| Complex64::new(x.real_part(), x.imag_part()))
            .collect::<Vec<_>>(),
    };
    let (ac, bc, cc) = (complex(a), complex(b), complex(c));
    let sa = schur_complex(ac.view())?;
    let sb = schur_complex(bc.view())?;
    // F = Ua' C Ub
    let f = matmul(
        adjoint(sa.u.view()).view(),
        matmul(cc.view(), sb.u.view())?.view(),
    )?;
    let mut y = Matrix::<Complex64>::zeros(m, n);
    for j in 0..n {
        let mut rhs = Mat::<Complex64>::from_fn(m, 1, |i, _| f.data[i + j * m]);
        for k in 0..j {
            let tkj = sb.t.data[k + j * n];
            for i in 0..m {
                rhs[(i, 0)] -= y.data[i + k * m] * tkj;
            }
        }
        let shift = sb.t.data[j + j * n];
        let shifted = Mat::<Complex64>::from_fn(m, m, |i, l| {
            let t = sa.t.data[i + l * m];
            if i == l {
                t + shift
            } else {
                t
            }
        });
        solve_upper_triangular_in_place(shifted.as_ref(), rhs.as_mut(), Par::Seq);
        for i in 0..m {
            y.data[i + j * m] = rhs[(i, 0)];
        }
    }
    let x = matmul(
        matmul(sa.u.view(), y.view())?.view(),
        adjoint(sb.u.view()).view(),
    )?;
    Ok(x)
}
