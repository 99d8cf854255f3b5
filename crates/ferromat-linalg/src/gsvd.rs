//! The generalized singular value decomposition of a pair `A` (m x p),
//! `B` (n x p): `A = U*C*X'`, `B = V*S*X'`, `C'*C + S'*S = I`, with `U`,
//! `V` unitary and `C`, `S` nonnegative and diagonal in MATLAB's layout
//! (`q = min(m+n, p)` columns; `S`'s entries on its main diagonal, `C`'s
//! on `diag(C, max(0, q-m))`; `c/s` nondecreasing along the columns).
//! Built from faer's factorizations only, through `factor`: an economy QR
//! of `[A; B] = [Q1; Q2]*R`, an SVD of `Q2` (its singular values are the
//! `s`, its right vectors `Z` give `X = R'*Z`), and a Householder QR of
//! `Q1*Z` (columns in reverse order), whose unitary factor is `U` and
//! whose diagonal holds the `c`. Building the `C` and `S` matrices, the
//! economy shapes and the classes of the outputs are the caller's job.

use crate::factor::{qr, svd};
use crate::{matmul, LinalgError, Matrix, Result, Scalar, View};

/// `A = U*C*X'`, `B = V*S*X'`. Column `j` of `C` has `c[j]` at row
/// `j - (q - m)` when `j >= q - m` (row `j` when `q <= m`), and is zero
/// otherwise; column `j` of `S` has `s[j]` at row `j` when `j < n`.
#[derive(Clone, Debug)]
pub struct Gsvd<T> {
    pub u: Matrix<T>,
    pub v: Matrix<T>,
    pub x: Matrix<T>,
    pub c: Vec<f64>,
    pub s: Vec<f64>,
}

impl<T> Gsvd<T> {
    /// `sqrt(diag(C'*C) ./ diag(S'*S))`, nondecreasing (Inf where `s` is 0).
    pub fn values(&self) -> Vec<f64> {
        self.c.iter().zip(&self.s).map(|(c, s)| c / s).collect()
    }
}

fn block<T: Scalar>(m: &Matrix<T>, rows: std::ops::Range<usize>) -> Matrix<T> {
    let mut out = Matrix::zeros(rows.len(), m.cols);
    for j in 0..m.cols {
        for (k, i) in rows.clone().enumerate() {
            out.data[k + j * out.rows] = m.data[i + j * m.rows];
        }
    }
    out
}

fn adjoint<T: Scalar>(m: &Matrix<T>) -> Matrix<T> {
    crate::solve::adjoint(m.view())
}

pub fn gsvd<T: Scalar>(a: View<'_, T>, b: View<'_, T>) -> Result<Gsvd<T>> {
    let (m, n, p) = (a.rows(), b.rows(), a.cols());
    if b.cols() != p {
        return Err(LinalgError::DimensionMismatch);
    }
    a.require_finite()?;
    b.require_finite()?;
    let q = (m + n).min(p);
    // [A; B] = [Q1; Q2] * R, economy: Q (m+n) x q, R q x p.
    let mut stacked = Matrix::zeros(m + n, p);
    for j in 0..p {
        for i in 0..m {
            stacked.data[i + j * (m + n)] = a.data()[i + j * m];
        }
        for i in 0..n {
            stacked.data[m + i + j * (m + n)] = b.data()[i + j * n];
        }
    }
    let f = qr(stacked.view(), true, false);
    let (q1, q2) = (block(&f.q, 0..m), block(&f.q, m..m + n));
    // Q2 = V * diag(s) * Z': s nonincreasing, so c = sqrt(1 - s^2)
    // comes out nondecreasing.
    let sv = svd(q2.view(), false)?;
    let z = sv.v;
    let s: Vec<f64> = (0..q)
        .map(|j| sv.s.get(j).copied().unwrap_or(0.0))
        .collect();
    // Q1 * Z has orthogonal columns of norms c; factor it with the
    // largest first so U is unitary to working precision.
    let g = matmul(q1.view(), z.view())?;
    let mut reversed = Matrix::zeros(m, q);
    for j in 0..q {
        let from = q - 1 - j;
        reversed.data[j * m..(j + 1) * m].copy_from_slice(&g.data[from * m..(from + 1) * m]);
    }
    let h = qr(reversed.view(), false, false);
    let (mut u, t) = (h.q, h.r);
    let kept = m.min(q);
    let offset = q - kept;
    let mut c = vec![0.0; q];
    for i in 0..kept {
        let d = t.data[i + i * m];
        let modulus = d.modulus();
        c[q - 1 - i] = modulus;
        if modulus > 0.0 {
            let phase = d / T::from_real(modulus);
            for x in &mut u.data[i * m..(i + 1) * m] {
                *x *= phase;
            }
        }
    }
    // c and s come from two factorizations; scale each pair onto the
    // unit circle so C'*C + S'*S = I holds to rounding.
    let mut s = s;
    for (cj, sj) in c.iter_mut().zip(s.iter_mut()) {
        let h = cj.hypot(*sj);
        if h > 0.0 {
            *cj /= h;
            *sj /= h;
        }
    }
    // Column i of U (i < kept) pairs with column q-1-i of C; MATLAB puts
    // that entry at row q-1-i-offset, so the first `kept` columns reverse.
    let mut u_out = u.clone();
    for i in 0..kept {
        let from = kept - 1 - i;
        u_out.data[i * m..(i + 1) * m].copy_from_slice(&u.data[from * m..(from + 1) * m]);
    }
    debug_assert!(offset + kept == q);
    let x = matmul(adjoint(&f.r).view(), z.view())?;
    Ok(Gsvd {
        u: u_out,
        v: sv.u,
        x,
        c,
        s,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_nonsingular_b_gives_the_svd_of_a_over_b() {
        // A = diag(1, 2), B = I: sigma = svd(A/B) ascending = [1, 2].
        let a = [1.0, 0.0, 0.0, 2.0];
        let b = [1.0, 0.0, 0.0, 1.0];
        let g = gsvd(View::new(&a, 2, 2).unwrap(), View::new(&b, 2, 2).unwrap()).unwrap();
        let sigma = g.values();
        assert!((sigma[0] - 1.0).abs() < 1e-14 && (sigma[1] - 2.0).abs() < 1e-14);
    }
}
