//! Updating a QR factorization `A = Q*R` after a change to `A`, by Givens
//! plane rotations (Golub and Van Loan, *Matrix Computations*, 4th ed.,
//! sections 6.5.1-6.5.3, the algorithm MATLAB's pages name): a rank-one
//! change `A + u*v'` (`qrupdate`), a column or row inserted
//! (`qrinsert`) or deleted (`qrdelete`). Each costs O(m*n) rotations'
//! work where factoring again would cost O(m*n^2).
//! Every rotation is applied to rows of `R` and, as its inverse, to
//! columns of `Q`, so `Q*R` keeps its value and `Q` stays unitary; entries
//! a rotation annihilates are set to exact zeros, so `R` comes back exactly
//! upper triangular. These are the only hand-written rotations in the
//! crate: factoring from scratch stays with faer (`factor.rs`).
//! Indices here are 0-based; checking positions and sizes against
//! MATLAB's rules is the caller's job, and each function states the
//! preconditions it relies on.

use crate::{LinalgError, Matrix, Result, Scalar, View};

/// The factors of a QR factorization.
#[derive(Clone, Debug)]
pub struct QrPair<T> {
    pub q: Matrix<T>,
    pub r: Matrix<T>,
}

/// A plane rotation `G = [c s; -conj(s) c]` with `c` real.
#[derive(Clone, Copy, Debug)]
struct Rotation<T> {
    c: f64,
    s: T,
}

impl<T: Scalar> Rotation<T> {
    /// The rotation with `G * [f; g] = [r; 0]` (LAPACK's `lartg`
    /// convention: `c >= 0`).
    fn zeroing(f: T, g: T) -> Self {
        let (af, ag) = (f.modulus(), g.modulus());
        if ag == 0.0 {
            return Rotation {
                c: 1.0,
                s: T::from_real(0.0),
            };
        }
        if af == 0.0 {
            return Rotation {
                c: 0.0,
                s: g.conjugate() / T::from_real(ag),
            };
        }
        let norm = af.hypot(ag);
        Rotation {
            c: af / norm,
            s: f / T::from_real(af) * g.conjugate() / T::from_real(norm),
        }
    }

    /// The first entry of `G * [f; g]`.
    fn c_times(&self, f: T, g: T) -> T {
        T::from_real(self.c) * f + self.s * g
    }

    fn is_identity(&self) -> bool {
        self.c == 1.0 && self.s.modulus() == 0.0
    }

    /// Rows `i` and `k` of `m`, columns `from..`, become `G * [row i; row k]`.
    fn rows(&self, m: &mut Matrix<T>, i: usize, k: usize, from: usize) {
        let c = T::from_real(self.c);
        for j in from..m.cols {
            let (x, y) = (m.data[i + j * m.rows], m.data[k + j * m.rows]);
            m.data[i + j * m.rows] = c * x + self.s * y;
            m.data[k + j * m.rows] = c * y - self.s.conjugate() * x;
        }
    }

    /// Columns `i` and `k` of `m` become `[col i, col k] * G'`.
    fn cols(&self, m: &mut Matrix<T>, i: usize, k: usize) {
        let c = T::from_real(self.c);
        let rows = m.rows;
        for r in 0..rows {
            let (x, y) = (m.data[r + i * rows], m.data[r + k * rows]);
            m.data[r + i * rows] = c * x + self.s.conjugate() * y;
            m.data[r + k * rows] = c * y - self.s * x;
        }
    }
}

fn owned<T: Scalar>(v: View<'_, T>) -> Matrix<T> {
    Matrix {
        rows: v.rows(),
        cols: v.cols(),
        data: v.data().to_vec(),
    }
}

/// `Q' * x` for a column `x` with as many entries as `Q` has rows.
fn adjoint_times<T: Scalar>(q: &Matrix<T>, x: &[T]) -> Vec<T> {
    (0..q.cols)
        .map(|j| {
            (0..q.rows).fold(T::from_real(0.0), |acc, i| {
                acc + q.data[i + j * q.rows].conjugate() * x[i]
            })
        })
        .collect()
}

/// Returns `R` to upper triangular form from column `start` on, zeroing
/// each column's entries below the diagonal from the bottom up; `Q`
/// takes the inverse rotations. Cheap on Hessenberg columns: rotations
/// that would zero an exact zero are skipped.
fn triangularize<T: Scalar>(q: &mut Matrix<T>, r: &mut Matrix<T>, start: usize) {
    let m = r.rows;
    for j in start..r.cols.min(m) {
        for k in (j + 1..m).rev() {
            let g = r.data[k + j * m];
            if g.modulus() == 0.0 {
                continue;
            }
            let rot = Rotation::zeroing(r.data[k - 1 + j * m], g);
            rot.rows(r, k - 1, k, j);
            r.data[k + j * m] = T::from_real(0.0);
            rot.cols(q, k - 1, k);
        }
    }
}

/// Sets the strictly lower triangle of `r` to zero.
fn clear_below<T: Scalar>(r: &mut Matrix<T>) {
    for j in 0..r.cols {
        for i in (j + 1)..r.rows {
            r.data[i + j * r.rows] = T::from_real(0.0);
        }
    }
}

/// The factors of `Q*R + u*v'`. `Q` is m x m (full) or m x n with m > n
/// (economy, the result economy too); `R` has as many rows as `Q` has
/// columns; `u` has m entries and `v` as many as `R` has columns.
pub fn rank_one_update<T: Scalar>(
    q: View<'_, T>,
    r: View<'_, T>,
    u: &[T],
    v: &[T],
) -> Result<QrPair<T>> {
    let (m, k, n) = (q.rows(), q.cols(), r.cols());
    if r.rows() != k || u.len() != m || v.len() != n || (k != m && k != n) {
        return Err(LinalgError::DimensionMismatch);
    }
    let (mut q, mut r) = (owned(q), owned(r));
    let mut w = adjoint_times(&q, u);
    let economy = k < m;
    if economy {
        // Extend Q by the unit direction of u outside its range (two
        // Gram-Schmidt passes), and R by a zero row, so the update is
        // exact in k + 1 columns; the last row of R ends up zero.
        let mut rest: Vec<T> = u.to_vec();
        for pass in 0..2 {
            let c = if pass == 0 {
                w.clone()
            } else {
                adjoint_times(&q, &rest)
            };
            for (j, cj) in c.iter().enumerate() {
                for (i, x) in rest.iter_mut().enumerate() {
                    *x -= q.data[i + j * m] * *cj;
                }
            }
            if pass == 1 {
                for (wj, cj) in w.iter_mut().zip(&c) {
                    *wj += *cj;
                }
            }
        }
        let rho = rest.iter().map(|x| x.modulus().powi(2)).sum::<f64>().sqrt();
        let mut q_ext = q.resized(m, k + 1);
        if rho > 0.0 {
            for (i, x) in rest.iter().enumerate() {
                q_ext.data[i + k * m] = *x / T::from_real(rho);
            }
        }
        q = q_ext;
        r = r.resized(k + 1, n);
        w.push(T::from_real(rho));
    }
    // Rotate w to a multiple of e1 from the bottom up: R turns upper
    // Hessenberg, then takes the rank-one term in its first row.
    let rows = w.len();
    for i in (1..rows).rev() {
        let rot = Rotation::zeroing(w[i - 1], w[i]);
        if rot.is_identity() {
            continue;
        }
        w[i - 1] = rot.c_times(w[i - 1], w[i]);
        w[i] = T::from_real(0.0);
        rot.rows(&mut r, i - 1, i, 0);
        rot.cols(&mut q, i - 1, i);
    }
    for (j, vj) in v.iter().enumerate() {
        r.data[j * rows] += w[0] * vj.conjugate();
    }
    triangularize(&mut q, &mut r, 0);
    if economy {
        q = q.resized(m, k);
        r = r.resized(k, n);
    }
    clear_below(&mut r);
    Ok(QrPair { q, r })
}

/// The factors of `A` with column `x` inserted before column `j` (`j`
/// equal to the number of columns appends it). `Q` must be square.
pub fn insert_column<T: Scalar>(
    q: View<'_, T>,
    r: View<'_, T>,
    j: usize,
    x: &[T],
) -> Result<QrPair<T>> {
    let (m, n) = (q.rows(), r.cols());
    if !q.is_square() || r.rows() != m || x.len() != m || j > n {
        return Err(LinalgError::DimensionMismatch);
    }
    let mut q = owned(q);
    let w = adjoint_times(&q, x);
    let mut r1 = Matrix::zeros(m, n + 1);
    for c in 0..=n {
        let column: &[T] = match c.cmp(&j) {
            std::cmp::Ordering::Less => &r.data()[c * m..(c + 1) * m],
            std::cmp::Ordering::Equal => &w,
            std::cmp::Ordering::Greater => &r.data()[(c - 1) * m..c * m],
        };
        r1.data[c * m..(c + 1) * m].copy_from_slice(column);
    }
    triangularize(&mut q, &mut r1, j);
    clear_below(&mut r1);
    Ok(QrPair { q, r: r1 })
}

/// The factors of `A` with row `x` inserted before row `j` (`j` equal to
/// the number of rows appends it). `Q` must be square.
pub fn insert_row<T: Scalar>(
    q: View<'_, T>,
    r: View<'_, T>,
    j: usize,
    x: &[T],
) -> Result<QrPair<T>> {
    let (m, n) = (q.rows(), r.cols());
    if !q.is_square() || r.rows() != m || x.len() != n || j > m {
        return Err(LinalgError::DimensionMismatch);
    }
    // [A(0..j, :); x; A(j.., :)] = Q1 * [x; R] with Q1 the block
    // diagonal diag(1, Q) whose rows are placed in the new row order.
    let mut q1 = Matrix::zeros(m + 1, m + 1);
    q1.data[j] = T::from_real(1.0);
    for c in 0..m {
        for i in 0..m {
            let row = if i < j { i } else { i + 1 };
            q1.data[row + (c + 1) * (m + 1)] = q.data()[i + c * m];
        }
    }
    let mut r1 = Matrix::zeros(m + 1, n);
    for (c, &first) in x.iter().enumerate().take(n) {
        r1.data[c * (m + 1)] = first;
        for i in 0..m {
            r1.data[i + 1 + c * (m + 1)] = r.data()[i + c * m];
        }
    }
    triangularize(&mut q1, &mut r1, 0);
    clear_below(&mut r1);
    Ok(QrPair { q: q1, r: r1 })
}

/// The factors of `A` without column `j`. `Q` is m x k and `R` k x n
/// (full or economy), `j < n`.
pub fn delete_column<T: Scalar>(q: View<'_, T>, r: View<'_, T>, j: usize) -> Result<QrPair<T>> {
    let (k, n) = (r.rows(), r.cols());
    if q.cols() != k || j >= n {
        return Err(LinalgError::DimensionMismatch);
    }
    let mut q = owned(q);
    let mut r1 = Matrix::zeros(k, n - 1);
    for c in 0..n - 1 {
        let from = if c < j { c } else { c + 1 };
        r1.data[c * k..(c + 1) * k].copy_from_slice(&r.data()[from * k..(from + 1) * k]);
    }
    triangularize(&mut q, &mut r1, j);
    clear_below(&mut r1);
    Ok(QrPair { q, r: r1 })
}

/// The factors of `A` without row `j`. `Q` must be square, `j < m`.
pub fn delete_row<T: Scalar>(q: View<'_, T>, r: View<'_, T>, j: usize) -> Result<QrPair<T>> {
    let (m, n) = (q.rows(), r.cols());
    if !q.is_square() || r.rows() != m || j >= m || m == 0 {
        return Err(LinalgError::DimensionMismatch);
    }
    let (mut q, mut r) = (owned(q), owned(r));
    // Rotate row j of Q to a multiple of e1' from the right end; R turns
    // upper Hessenberg. Q's first column is then (a multiple of) e_j, so
    // dropping it, row j of Q and row 0 of R leaves A without row j.
    for i in (1..m).rev() {
        let (a, b) = (q.data[j + (i - 1) * m], q.data[j + i * m]);
        let rot = Rotation::zeroing(a.conjugate(), b.conjugate());
        if rot.is_identity() {
            continue;
        }
        rot.cols(&mut q, i - 1, i);
        q.data[j + i * m] = T::from_real(0.0);
        rot.rows(&mut r, i - 1, i, 0);
    }
    let mut q1 = Matrix::zeros(m - 1, m - 1);
    for c in 1..m {
        for i in 0..m {
            if i != j {
                let row = if i < j { i } else { i - 1 };
                q1.data[row + (c - 1) * (m - 1)] = q.data[i + c * m];
            }
        }
    }
    let mut r1 = Matrix::zeros(m - 1, n);
    for c in 0..n {
        for i in 1..m {
            r1.data[i - 1 + c * (m - 1)] = r.data[i + c * m];
        }
    }
    clear_below(&mut r1);
    Ok(QrPair { q: q1, r: r1 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_zeroes_the_second_entry() {
        let f = num_complex::Complex64::new(1.0, 2.0);
        let g = num_complex::Complex64::new(-3.0, 0.5);
        let rot = Rotation::zeroing(f, g);
        let second = g * rot.c - rot.s.conj() * f;
        assert!(second.norm() < 1e-15);
        let first = rot.c_times(f, g);
        assert!((first.norm() - (f.norm_sqr() + g.norm_sqr()).sqrt()).abs() < 1e-14);
    }
}
