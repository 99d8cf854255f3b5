//! The generalized Schur (QZ) form of a matrix pair in MATLAB's `qz`
//! convention, its generalized eigenvectors, and the eigenvalues of a
//! (quasi-)triangular pencil read off its diagonal blocks (what `ordqz`
//! and `ordschur` select by). The factorization is faer's: `hess_pair`
//! reduces the pair and faer's QZ iteration (the call `schur.rs` also
//! makes) finishes it. Only what faer keeps private is written here: the
//! back-substitution for eigenvectors of a quasi-triangular pencil and the
//! closed form of a 2x2 pencil's eigenvalues. This file never reorders.

use crate::schur::{complex_qz_iteration, hess_pair, real_qz_iteration};
use crate::solve::adjoint;
use crate::{parallelism, Complex64, LinalgError, Matrix, Result, Scalar, View};

/// `Q*A*Z = AA`, `Q*B*Z = BB` with `AA` upper (quasi-)triangular, `BB`
/// upper triangular, `Q`, `Z` unitary (MATLAB's `qz`).
pub struct Qz<T> {
    pub aa: Matrix<T>,
    pub bb: Matrix<T>,
    pub q: Matrix<T>,
    pub z: Matrix<T>,
}

/// The QZ factorization of a real pair: `AA` quasi-triangular with 1x1 and
/// 2x2 diagonal blocks.
pub fn qz_real(a: View<'_, f64>, b: View<'_, f64>) -> Result<Qz<f64>> {
    qz_with(a, b, real_qz_iteration)
}

/// The QZ factorization of a complex pair: both forms triangular.
pub fn qz_complex(a: View<'_, Complex64>, b: View<'_, Complex64>) -> Result<Qz<Complex64>> {
    qz_with(a, b, complex_qz_iteration)
}

type QzStep<'a, T> = faer::MatMut<'a, T>;

fn qz_with<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
    iterate: impl FnOnce(QzStep<'_, T>, QzStep<'_, T>, QzStep<'_, T>, QzStep<'_, T>, faer::Par),
) -> Result<Qz<T>> {
    let pair = hess_pair(a, b)?;
    let n = a.rows();
    if n == 0 {
        return Ok(pair_to_qz(pair));
    }
    let mut s = pair.aa;
    let mut t = pair.bb;
    // faer's convention: A = Q S Z^H; hess_pair returns MATLAB's Q.
    let mut left = adjoint(pair.q.view());
    let mut z = pair.z;
    let par = parallelism(n.saturating_mul(n).saturating_mul(n));
    iterate(
        s.faer_mut(),
        t.faer_mut(),
        left.faer_mut(),
        z.faer_mut(),
        par,
    );
    let zero = T::from_real(0.0);
    for j in 0..n {
        for i in j + 1..n {
            t.data[i + j * n] = zero;
            // A real 2x2 block keeps its one subdiagonal entry.
            if T::IS_COMPLEX || i > j + 1 {
                s.data[i + j * n] = zero;
            }
        }
    }
    if s.data.iter().chain(&t.data).any(|x| !x.is_finite_value()) {
        return Err(LinalgError::NoConvergence);
    }
    Ok(Qz {
        aa: s,
        bb: t,
        q: adjoint(left.view()),
        z,
    })
}

fn pair_to_qz<T: Scalar>(p: crate::schur::HessenbergPair<T>) -> Qz<T> {
    Qz {
        aa: p.aa,
        bb: p.bb,
        q: p.q,
        z: p.z,
    }
}

/// The diagonal blocks of a quasi-triangular matrix: `(start, size)`, a
/// 2x2 block wherever the subdiagonal entry is nonzero.
pub fn diagonal_blocks<T: Scalar>(s: &Matrix<T>) -> Vec<(usize, usize)> {
    let n = s.rows;
    let mut blocks = Vec::new();
    let mut k = 0;
    while k < n {
        let two = k + 1 < n && s.data[k + 1 + k * n] != T::from_real(0.0);
        let size = if two { 2 } else { 1 };
        blocks.push((k, size));
        k += size;
    }
    blocks
}

pub(crate) fn to_c<T: Scalar>(x: T) -> Complex64 {
    Complex64::new(x.real_part(), x.imag_part())
}

/// The eigenvalues of the pencil `S - lambda*T` restricted to one diagonal
/// block: `S_kk / T_kk` for a 1x1 block (Inf or NaN when `T_kk` is 0), the
/// roots of `det(S - lambda*T) = 0` for a 2x2 block, the one with positive
/// imaginary part first.
pub fn block_eigenvalues<T: Scalar>(
    s: &Matrix<T>,
    t: &Matrix<T>,
    start: usize,
    size: usize,
) -> Vec<Complex64> {
    let n = s.rows;
    let at = |m: &Matrix<T>, i: usize, j: usize| to_c(m.data[start + i + (start + j) * n]);
    if size == 1 {
        let (x, y) = (at(s, 0, 0), at(t, 0, 0));
        if y == Complex64::new(0.0, 0.0) {
            let inf = if x == y { f64::NAN } else { f64::INFINITY };
            return vec![Complex64::new(inf, 0.0)];
        }
        return vec![x / y];
    }
    let (a, b, c, d) = (at(s, 0, 0), at(s, 0, 1), at(s, 1, 0), at(s, 1, 1));
    let (e, f, g, h) = (at(t, 0, 0), at(t, 0, 1), at(t, 1, 0), at(t, 1, 1));
    let qa = e * h - f * g;
    let qb = a * h + d * e - b * g - c * f;
    let qc = a * d - b * c;
    if qa.norm() == 0.0 {
        let root = if qb.norm() == 0.0 {
            Complex64::new(f64::NAN, 0.0)
        } else {
            qc / qb
        };
        return vec![root, Complex64::new(f64::INFINITY, 0.0)];
    }
    let disc = (qb * qb - qa * qc * 4.0).sqrt();
    let (mut r1, mut r2) = ((qb + disc) / (qa * 2.0), (qb - disc) / (qa * 2.0));
    if !T::IS_COMPLEX {
        // A real block: an exactly conjugate pair.
        let (re, im) = ((r1.re + r2.re) / 2.0, (r1.im - r2.im).abs() / 2.0);
        if im != 0.0 {
            r1 = Complex64::new(re, im);
            r2 = Complex64::new(re, -im);
        }
    }
    if r1.im < r2.im {
        std::mem::swap(&mut r1, &mut r2);
    }
    vec![r1, r2]
}

/// Every eigenvalue of the pencil `(S, T)` in diagonal order (`ordeig`).
pub fn pencil_eigenvalues<T: Scalar>(s: &Matrix<T>, t: &Matrix<T>) -> Vec<Complex64> {
    diagonal_blocks(s)
        .into_iter()
        .flat_map(|(k, size)| block_eigenvalues(s, t, k, size))
        .collect()
}

/// Right and left generalized eigenvectors (`A*V*diag(b) = B*V*diag(a)`,
/// `W'*A*diag(b) = W'*B*diag(a)`), one column per eigenvalue in diagonal
/// order, each scaled so that its largest `|re| + |im|` is 1 (LAPACK's
/// `tgevc` normalization, which MATLAB shows).
pub struct Eigenvectors {
    pub v: Matrix<Complex64>,
    pub w: Matrix<Complex64>,
}

pub fn eigenvectors<T: Scalar>(f: &Qz<T>) -> Eigenvectors {
    let n = f.aa.rows;
    let blocks = diagonal_blocks(&f.aa);
    let mut v = Matrix::zeros(n, n);
    let mut w = Matrix::zeros(n, n);
    let (q_left, z) = (cmatrix(&adjoint(f.q.view())), cmatrix(&f.z));
    let mut column = 0;
    for (index, &(start, size)) in blocks.iter().enumerate() {
        for lambda in block_eigenvalues(&f.aa, &f.bb, start, size) {
            let (alpha, beta) = if lambda.is_finite() {
                (lambda, Complex64::new(1.0, 0.0))
            } else {
                (Complex64::new(1.0, 0.0), Complex64::new(0.0, 0.0))
            };
            let m = Matrix {
                rows: n,
                cols: n,
                data: (0..n * n)
                    .map(|k| beta * to_c(f.aa.data[k]) - alpha * to_c(f.bb.data[k]))
                    .collect(),
            };
            let y = null_vector(&m, &blocks, index);
            put_normalized(&mut v, column, &z, &y);
            // x^H M = 0: the same solve on the reversed conjugate transpose.
            let mh = reversed_adjoint(&m);
            let rblocks: Vec<(usize, usize)> =
                blocks.iter().rev().map(|&(k, s)| (n - k - s, s)).collect();
            let ry = null_vector(&mh, &rblocks, blocks.len() - 1 - index);
            let x: Vec<Complex64> = ry.into_iter().rev().collect();
            put_normalized(&mut w, column, &q_left, &x);
            column += 1;
        }
    }
    Eigenvectors { v, w }
}

fn cmatrix<T: Scalar>(m: &Matrix<T>) -> Matrix<Complex64> {
    Matrix {
        rows: m.rows,
        cols: m.cols,
        data: m.data.iter().map(|&x| to_c(x)).collect(),
    }
}

fn reversed_adjoint(m: &Matrix<Complex64>) -> Matrix<Complex64> {
    let n = m.rows;
    let mut out = Matrix::zeros(n, n);
    for j in 0..n {
        for i in 0..n {
            out.data[i + j * n] = m.data[(n - 1 - j) + (n - 1 - i) * n].conj();
        }
    }
    out
}

fn put_normalized(
    out: &mut Matrix<Complex64>,
    column: usize,
    basis: &Matrix<Complex64>,
    y: &[Complex64],
) {
    let n = basis.rows;
    let mut col = vec![Complex64::new(0.0, 0.0); n];
    for (k, &yk) in y.iter().enumerate() {
        if yk != Complex64::new(0.0, 0.0) {
            for (i, c) in col.iter_mut().enumerate() {
                *c += basis.data[i + k * n] * yk;
            }
        }
    }
    let scale = col
        .iter()
        .map(|c| c.re.abs() + c.im.abs())
        .fold(0.0, f64::max);
    for (i, c) in col.into_iter().enumerate() {
        out.data[i + column * n] = if scale > 0.0 { c / scale } else { c };
    }
}

/// A null vector of the singular upper quasi-triangular `M` (blocks as
/// given) supported on blocks `0..=index`, by back-substitution; tiny pivots
/// are raised to `eps * norm(M)` as LAPACK does.
fn null_vector(m: &Matrix<Complex64>, blocks: &[(usize, usize)], index: usize) -> Vec<Complex64> {
    let n = m.rows;
    let zero = Complex64::new(0.0, 0.0);
    let at = |i: usize, j: usize| m.data[i + j * n];
    let norm = m.data.iter().map(|x| x.norm()).fold(0.0, f64::max);
    let small = (f64::EPSILON * norm).max(f64::MIN_POSITIVE);
    let mut y = vec![zero; n];
    let (start, size) = blocks[index];
    if size == 1 {
        y[start] = Complex64::new(1.0, 0.0);
    } else {
        let (r0, r1) = (
            (at(start, start), at(start, start + 1)),
            (at(start + 1, start), at(start + 1, start + 1)),
        );
        let row = if r0.0.norm() + r0.1.norm() >= r1.0.norm() + r1.1.norm() {
            r0
        } else {
            r1
        };
        if row.0.norm() + row.1.norm() == 0.0 {
            y[start] = Complex64::new(1.0, 0.0);
        } else {
            y[start] = row.1;
            y[start + 1] = -row.0;
        }
    }
    let end = start + size;
    for &(k, s) in blocks[..index].iter().rev() {
        let rhs: Vec<Complex64> = (k..k + s)
            .map(|i| -(k + s..end).map(|j| at(i, j) * y[j]).sum::<Complex64>())
            .collect();
        let lift = |p: Complex64| {
            if p.norm() < small {
                Complex64::new(small, 0.0)
            } else {
                p
            }
        };
        if s == 1 {
            y[k] = rhs[0] / lift(at(k, k));
        } else {
            let (a, b, c, d) = (at(k, k), at(k, k + 1), at(k + 1, k), at(k + 1, k + 1));
            let det = lift(a * d - b * c);
            y[k] = (rhs[0] * d - b * rhs[1]) / det;
            y[k + 1] = (a * rhs[1] - c * rhs[0]) / det;
        }
    }
    y
}
