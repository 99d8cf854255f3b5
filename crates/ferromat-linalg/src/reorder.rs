//! Reordering of Schur and generalized Schur (QZ) forms (`ordschur`,
//! `ordqz`) and the real-to-complex Schur conversion (`rsf2csf`).
//! faer 0.24 has no block swap, so it is written here: two adjacent
//! diagonal blocks are exchanged by the direct method of Kagstrom (solve the
//! small coupled Sylvester system with faer's LU, then faer's QR of `[L; I]`
//! and `[R; I]` gives the orthogonal transforms). A standard Schur form is
//! reordered as the pencil `(T, I)`, where both transforms coincide.
//! This file never computes a factorization from scratch.

use faer::linalg::solvers::{PartialPivLu, SolveCore};
use faer::{Conj, Mat};

use crate::gschur::{block_eigenvalues, diagonal_blocks};
use crate::{factor::qr, Complex64, Matrix, Scalar, View};

/// A matrix pair in (quasi-)triangular form with its accumulated unitary
/// factors: `A = Ql * S * Z'`, `B = Ql * T * Z'`.
pub struct Pencil<T> {
    pub s: Matrix<T>,
    pub t: Matrix<T>,
    pub ql: Matrix<T>,
    pub z: Matrix<T>,
}

/// Reorders the pencil so that the diagonal blocks come in descending order
/// of `key(block's eigenvalues)`, keeping the order of equal keys (a
/// logical selection is the keys 1 and 0). `standard` marks a Schur form
/// (`T = I`, `Ql = Z`), whose 2x2 blocks need no triangular `T`.
pub fn reorder<T: Scalar>(
    p: &mut Pencil<T>,
    standard: bool,
    key: &dyn Fn(&[Complex64], usize) -> f64,
) {
    let mut blocks: Vec<(usize, f64)> = diagonal_blocks(&p.s)
        .into_iter()
        .map(|(k, size)| (size, key(&block_eigenvalues(&p.s, &p.t, k, size), k)))
        .collect();
    for target in 0..blocks.len() {
        // The first of the blocks left with the largest key moves up.
        let mut best = target;
        for (i, b) in blocks.iter().enumerate().skip(target) {
            if b.1 > blocks[best].1 {
                best = i;
            }
        }
        let mut at = best;
        while at > target {
            let start: usize = blocks[..at - 1].iter().map(|b| b.0).sum();
            swap_blocks(p, start, blocks[at - 1].0, blocks[at].0, standard);
            blocks.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// Exchanges the adjacent diagonal blocks of sizes `p1` (at `k`) and `p2`.
/// When the two blocks share an eigenvalue the swap is ill-posed and the
/// pencil is left as it is.
fn swap_blocks<T: Scalar>(p: &mut Pencil<T>, k: usize, p1: usize, p2: usize, standard: bool) {
    let n = p.s.rows;
    let m = p1 + p2;
    let unknowns = 2 * p1 * p2;
    let s = |i: usize, j: usize| p.s.data[k + i + (k + j) * n];
    let t = |i: usize, j: usize| p.t.data[k + i + (k + j) * n];
    // A11 R - L A22 = -A12, B11 R - L B22 = -B12; R at r + c*p1, L after.
    let mut sys = Mat::<T>::zeros(unknowns, unknowns);
    let mut rhs = Mat::<T>::zeros(unknowns, 1);
    let half = p1 * p2;
    for c in 0..p2 {
        for r in 0..p1 {
            let row = r + c * p1;
            for (offset, form) in [(0, &s as &dyn Fn(usize, usize) -> T), (half, &t)] {
                for q in 0..p1 {
                    sys[(offset + row, q + c * p1)] = form(r, q);
                }
                for q in 0..p2 {
                    let v = sys[(offset + row, half + r + q * p1)];
                    sys[(offset + row, half + r + q * p1)] = v - form(p1 + q, p1 + c);
                }
                rhs[(offset + row, 0)] = -form(r, p1 + c);
            }
        }
    }
    let lu = PartialPivLu::new(sys.as_ref());
    lu.solve_in_place_with_conj(Conj::No, rhs.as_mut());
    if (0..unknowns).any(|i| !rhs[(i, 0)].is_finite_value()) {
        return;
    }
    let basis = |first: usize| {
        let mut g = Matrix::<T>::zeros(m, p2);
        for c in 0..p2 {
            for r in 0..p1 {
                g.data[r + c * m] = rhs[(first + r + c * p1, 0)];
            }
            g.data[p1 + c + c * m] = T::from_real(1.0);
        }
        qr(g.view(), false, false).q
    };
    let zs = basis(0);
    let qs = if standard { zs.clone() } else { basis(half) };
    apply(p, k, &qs, &zs);
    let zero = T::from_real(0.0);
    for j in k..k + p2 {
        for i in k + p2..k + m {
            p.s.data[i + j * n] = zero;
            p.t.data[i + j * n] = zero;
        }
    }
    // New blocks: p2 at k, p1 at k + p2; a 2x2 block of T is made
    // triangular again.
    if !standard {
        for (start, size) in [(k, p2), (k + p2, p1)] {
            if size == 2 {
                triangularize_t(p, start);
            }
        }
    }
}

/// `S <- Qs' S Zs`, `T <- Qs' T Zs` on rows/columns `k..k+m`, and the
/// accumulated factors `Ql <- Ql Qs`, `Z <- Z Zs`.
fn apply<T: Scalar>(p: &mut Pencil<T>, k: usize, qs: &Matrix<T>, zs: &Matrix<T>) {
    let n = p.s.rows;
    for form in [&mut p.s, &mut p.t] {
        left_adjoint(form, k, qs);
        right(form, k, zs, n);
    }
    right(&mut p.ql, k, qs, n);
    right(&mut p.z, k, zs, n);
}

fn left_adjoint<T: Scalar>(x: &mut Matrix<T>, k: usize, g: &Matrix<T>) {
    let (rows, m) = (x.rows, g.rows);
    let mut tmp = vec![T::from_real(0.0); m];
    for j in 0..x.cols {
        for (i, slot) in tmp.iter_mut().enumerate() {
            *slot = (0..m)
                .map(|r| g.data[r + i * m].conjugate() * x.data[k + r + j * rows])
                .fold(T::from_real(0.0), |a, b| a + b);
        }
        for (i, v) in tmp.iter().enumerate() {
            x.data[k + i + j * rows] = *v;
        }
    }
}

fn right<T: Scalar>(x: &mut Matrix<T>, k: usize, g: &Matrix<T>, rows: usize) {
    let m = g.rows;
    let mut tmp = vec![T::from_real(0.0); m];
    for i in 0..rows {
        for (j, slot) in tmp.iter_mut().enumerate() {
            *slot = (0..m)
                .map(|c| x.data[i + (k + c) * rows] * g.data[c + j * m])
                .fold(T::from_real(0.0), |a, b| a + b);
        }
        for (j, v) in tmp.iter().enumerate() {
            x.data[i + (k + j) * rows] = *v;
        }
    }
}

/// Makes the 2x2 block of `T` at `k` upper triangular by a rotation from
/// the left (its QR), so the pair stays in generalized Schur form.
fn triangularize_t<T: Scalar>(p: &mut Pencil<T>, k: usize) {
    let n = p.t.rows;
    let block: Vec<T> = vec![
        p.t.data[k + k * n],
        p.t.data[k + 1 + k * n],
        p.t.data[k + (k + 1) * n],
        p.t.data[k + 1 + (k + 1) * n],
    ];
    let Ok(v) = View::new(&block, 2, 2) else {
        return;
    };
    let g = qr(v, false, false).q;
    left_adjoint(&mut p.s, k, &g);
    left_adjoint(&mut p.t, k, &g);
    right(&mut p.ql, k, &g, n);
    p.t.data[k + 1 + k * n] = T::from_real(0.0);
}

/// `[U, T] = rsf2csf(Ur, Tr)`: each 2x2 block of a real Schur form is made
/// triangular by a complex rotation (MATLAB's algorithm, from the bottom).
pub fn rsf2csf(u: &Matrix<f64>, t: &Matrix<f64>) -> (Matrix<Complex64>, Matrix<Complex64>) {
    let n = t.rows;
    let c = |m: &Matrix<f64>| Matrix {
        rows: m.rows,
        cols: m.cols,
        data: m.data.iter().map(|&x| Complex64::new(x, 0.0)).collect(),
    };
    let (mut uc, mut tc) = (c(u), c(t));
    let rows_u = uc.rows;
    for m in (1..n).rev() {
        let sub = tc.data[m + (m - 1) * n];
        if sub == Complex64::new(0.0, 0.0) {
            continue;
        }
        let (a, b, d) = (
            tc.data[m - 1 + (m - 1) * n],
            tc.data[m - 1 + m * n],
            tc.data[m + m * n],
        );
        // The first eigenvalue of the block minus T(m, m).
        let tr = a + d;
        let disc = ((a - d) * (a - d) + b * sub * 4.0).sqrt();
        let mut mu = (tr + disc) / 2.0;
        let other = (tr - disc) / 2.0;
        if other.im > mu.im {
            mu = other;
        }
        let mu = mu - d;
        let r = (mu.norm_sqr() + sub.norm_sqr()).sqrt();
        let (cs, sn) = (mu / r, sub / r);
        // G = [c' s; -s c]; rows m-1, m of T from column m-1 on.
        for j in m - 1..n {
            let (x, y) = (tc.data[m - 1 + j * n], tc.data[m + j * n]);
            tc.data[m - 1 + j * n] = cs.conj() * x + sn * y;
            tc.data[m + j * n] = -sn * x + cs * y;
        }
        // Columns m-1, m times G'.
        let rotate_columns = |x: &mut Matrix<Complex64>, rows: usize| {
            for i in 0..rows {
                let (p, q) = (x.data[i + (m - 1) * x.rows], x.data[i + m * x.rows]);
                x.data[i + (m - 1) * x.rows] = p * cs + q * sn.conj();
                x.data[i + m * x.rows] = -p * sn.conj() + q * cs.conj();
            }
        };
        rotate_columns(&mut tc, m + 1);
        rotate_columns(&mut uc, rows_u);
        tc.data[m + (m - 1) * n] = Complex64::new(0.0, 0.0);
    }
    (uc, tc)
}
