//! A few eigenpairs of an operator known only by its action `x -> A x`:
//! restarted Arnoldi in Krylov–Schur form (Stewart, 2001), which is
//! restarted Lanczos when the operator is Hermitian. The basis is
//! orthogonalized twice (classical Gram–Schmidt, "twice is enough"), the
//! small projected problem goes to faer through [`crate::factor::eig`],
//! and a restart keeps an orthonormal basis of the wanted Ritz vectors, so
//! the projected matrix stays a general (not Hessenberg) Krylov
//! decomposition `A V = V G + v b'`.
//! All arithmetic is complex; real callers take real parts. Which values
//! are wanted is the caller's ordering: this file selects by a key and
//! knows nothing of `eigs` options or MATLAB wording.

use crate::{factor, Complex64, LinalgError, Matrix, View};

/// The operator `x -> A x`, failing with the caller's error type.
pub type Operator<'a, E> = dyn FnMut(&[Complex64]) -> Result<Vec<Complex64>, E> + 'a;

/// Settings of one run.
#[derive(Clone, Debug)]
pub struct KrylovOptions {
    /// How many eigenpairs are wanted.
    pub k: usize,
    /// Largest basis size (MATLAB's `SubspaceDimension`).
    pub subspace: usize,
    /// Relative residual tolerance.
    pub tol: f64,
    /// Restarts before giving up.
    pub max_restarts: usize,
    /// The operator is Hermitian: the projected matrix is too.
    pub hermitian: bool,
    /// The starting vector; a fixed pseudo-random one when `None`.
    pub start: Option<Vec<Complex64>>,
}

/// The wanted Ritz pairs, most wanted first.
#[derive(Clone, Debug)]
pub struct KrylovEigen {
    pub values: Vec<Complex64>,
    /// n x k, unit columns.
    pub vectors: Matrix<Complex64>,
    /// How many of the `k` pairs met the tolerance.
    pub converged: usize,
}

/// Why a run failed: the operator's own error, or a numerical one.
#[derive(Debug)]
pub enum KrylovError<E> {
    Operator(E),
    Linalg(LinalgError),
}

fn dot(a: &[Complex64], b: &[Complex64]) -> Complex64 {
    a.iter().zip(b).map(|(x, y)| x.conj() * y).sum()
}

fn norm(a: &[Complex64]) -> f64 {
    a.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt()
}

/// A reproducible pseudo-random vector (a linear congruential generator),
/// so that results do not depend on the session's random state.
fn pseudo_random(n: usize, seed: u64) -> Vec<Complex64> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(1);
    (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            Complex64::new((state >> 11) as f64 / (1u64 << 53) as f64 - 0.5, 0.0)
        })
        .collect()
}

/// Orthogonalizes `w` against `basis` twice; returns the coefficients.
fn orthogonalize(basis: &[Vec<Complex64>], w: &mut [Complex64]) -> Vec<Complex64> {
    let mut h = vec![Complex64::new(0.0, 0.0); basis.len()];
    for _ in 0..2 {
        let c: Vec<Complex64> = basis.iter().map(|v| dot(v, w)).collect();
        for (v, &ci) in basis.iter().zip(&c) {
            for (wi, vi) in w.iter_mut().zip(v) {
                *wi -= ci * vi;
            }
        }
        for (hi, ci) in h.iter_mut().zip(c) {
            *hi += ci;
        }
    }
    h
}

/// The `k` wanted eigenpairs of the n x n operator `apply`, ordered by
/// `key` ascending (the smallest key is the most wanted).
pub fn eigs<E>(
    n: usize,
    apply: &mut Operator<'_, E>,
    key: &dyn Fn(Complex64) -> f64,
    options: &KrylovOptions,
) -> Result<KrylovEigen, KrylovError<E>> {
    let k = options.k.min(n);
    // At least one vector beyond the wanted ones, at most the whole space.
    let m = options.subspace.max(k + 1).min(n);
    if k == 0 || n == 0 {
        return Ok(KrylovEigen {
            values: Vec::new(),
            vectors: Matrix::zeros(n, 0),
            converged: 0,
        });
    }
    let mut start = options.start.clone().unwrap_or_else(|| pseudo_random(n, 1));
    if start.len() != n {
        return Err(KrylovError::Linalg(LinalgError::DimensionMismatch));
    }
    let start_norm = norm(&start);
    if start_norm == 0.0 || !start_norm.is_finite() {
        start = pseudo_random(n, 1);
    }
    let scale = norm(&start);
    let mut basis: Vec<Vec<Complex64>> = vec![start.iter().map(|z| z / scale).collect()];
    // G is (m+1) x m, column-major: A V_m = V_{m+1} G.
    let rows = m + 1;
    let mut g = vec![Complex64::new(0.0, 0.0); rows * m];
    let mut kept = 0;
    let mut seed = 2;
    for restart in 0..=options.max_restarts {
        for j in kept..m {
            let mut w = apply(&basis[j]).map_err(KrylovError::Operator)?;
            if w.len() != n {
                return Err(KrylovError::Linalg(LinalgError::DimensionMismatch));
            }
            if w.iter().any(|z| !z.re.is_finite() || !z.im.is_finite()) {
                return Err(KrylovError::Linalg(LinalgError::NotFinite));
            }
            let h = orthogonalize(&basis, &mut w);
            for (i, hi) in h.into_iter().enumerate() {
                g[i + j * rows] = hi;
            }
            let mut beta = norm(&w);
            let reference = norm(&g[j * rows..j * rows + j + 1]).max(f64::MIN_POSITIVE);
            if beta <= f64::EPSILON * reference && basis.len() >= n {
                // The basis spans the whole space: nothing to add.
                w = vec![Complex64::new(0.0, 0.0); n];
                beta = 0.0;
            } else if beta <= f64::EPSILON * reference {
                // An invariant subspace: continue with a fresh direction,
                // not coupled to the basis (G gets a zero there).
                w = pseudo_random(n, seed);
                seed += 1;
                orthogonalize(&basis, &mut w);
                let fresh = norm(&w);
                if fresh == 0.0 {
                    return Err(KrylovError::Linalg(LinalgError::NoConvergence));
                }
                for z in w.iter_mut() {
                    *z /= fresh;
                }
                beta = 0.0;
            } else {
                for z in w.iter_mut() {
                    *z /= beta;
                }
            }
            g[j + 1 + j * rows] = Complex64::new(beta, 0.0);
            basis.push(w);
        }
        // Rayleigh-Ritz on the leading m x m block.
        let mut h = vec![Complex64::new(0.0, 0.0); m * m];
        for j in 0..m {
            for i in 0..m {
                h[i + j * m] = g[i + j * rows];
            }
        }
        if options.hermitian {
            for j in 0..m {
                for i in 0..=j {
                    let mean = (h[i + j * m] + h[j + i * m].conj()) * 0.5;
                    h[i + j * m] = mean;
                    h[j + i * m] = mean.conj();
                }
                h[j + j * m] = Complex64::new(h[j + j * m].re, 0.0);
            }
        }
        let eigen = factor::eig(View::new(&h, m, m).map_err(KrylovError::Linalg)?, true)
            .map_err(KrylovError::Linalg)?;
        let values: Vec<Complex64> = eigen
            .values
            .iter()
            .map(|&(re, im)| Complex64::new(re, im))
            .collect();
        let vectors: Vec<Complex64> = eigen
            .vectors
            .unwrap_or_default()
            .into_iter()
            .map(|(re, im)| Complex64::new(re, im))
            .collect();
        if vectors.len() != m * m {
            return Err(KrylovError::Linalg(LinalgError::NoConvergence));
        }
        let mut order: Vec<usize> = (0..m).collect();
        order.sort_by(|&a, &b| key(values[a]).total_cmp(&key(values[b])).then(a.cmp(&b)));
        // The residual of Ritz pair (theta, V y) is |b' y|, b' the last row of G.
        let last_row: Vec<Complex64> = (0..m).map(|j| g[m + j * rows]).collect();
        let residual = |i: usize| -> f64 {
            let y = &vectors[i * m..(i + 1) * m];
            last_row
                .iter()
                .zip(y)
                .map(|(b, y)| b * y)
                .sum::<Complex64>()
                .norm()
        };
        let magnitude = values.iter().map(|z| z.norm()).fold(0.0, f64::max);
        let threshold = options.tol * magnitude.max(f64::MIN_POSITIVE);
        let converged = order[..k]
            .iter()
            .filter(|&&i| residual(i) <= threshold)
            .count();
        let last_chance = restart == options.max_restarts;
        if converged == k || last_chance || m == n {
            let mut out = Matrix::zeros(n, k);
            for (c, &i) in order[..k].iter().enumerate() {
                let y = &vectors[i * m..(i + 1) * m];
                let column = &mut out.data[c * n..(c + 1) * n];
                for (v, &yj) in basis.iter().zip(y) {
                    for (o, vi) in column.iter_mut().zip(v) {
                        *o += vi * yj;
                    }
                }
                let length = norm(column);
                if length > 0.0 {
                    for o in column.iter_mut() {
                        *o /= length;
                    }
                }
            }
            let converged = if m == n { k } else { converged };
            return Ok(KrylovEigen {
                values: order[..k].iter().map(|&i| values[i]).collect(),
                vectors: out,
                converged,
            });
        }
        // Restart: keep an orthonormal basis Q of the wanted Ritz vectors,
        // more than k of them so the next cycle starts ahead.
        let keep = (k + (m - k) / 2).min(m - 1);
        let mut y = Matrix::<Complex64>::zeros(m, keep);
        for (c, &i) in order[..keep].iter().enumerate() {
            y.data[c * m..(c + 1) * m].copy_from_slice(&vectors[i * m..(i + 1) * m]);
        }
        let q = factor::qr(y.view(), true, false).q;
        // H' = Q' H Q and b' Q.
        let hq = crate::matmul(View::new(&h, m, m).map_err(KrylovError::Linalg)?, q.view())
            .map_err(KrylovError::Linalg)?;
        let qh = crate::solve::adjoint(q.view());
        let projected = crate::matmul(qh.view(), hq.view()).map_err(KrylovError::Linalg)?;
        let mut new_basis: Vec<Vec<Complex64>> = Vec::with_capacity(m + 1);
        for c in 0..keep {
            let mut v = vec![Complex64::new(0.0, 0.0); n];
            for (b, &qi) in basis.iter().zip(&q.data[c * m..(c + 1) * m]) {
                for (o, bi) in v.iter_mut().zip(b) {
                    *o += bi * qi;
                }
            }
            new_basis.push(v);
        }
        let residual_vector = basis.pop().unwrap_or_default();
        new_basis.push(residual_vector);
        basis = new_basis;
        g.iter_mut().for_each(|z| *z = Complex64::new(0.0, 0.0));
        for j in 0..keep {
            for i in 0..keep {
                g[i + j * rows] = projected.data[i + j * keep];
            }
            g[keep + j * rows] = (0..m).map(|i| last_row[i] * q.data[i + j * m]).sum();
        }
        kept = keep;
    }
    Err(KrylovError::Linalg(LinalgError::NoConvergence))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn dense_apply(
        a: &Matrix<Complex64>,
    ) -> impl FnMut(&[Complex64]) -> Result<Vec<Complex64>, ()> + '_ {
        move |x: &[Complex64]| {
            let n = a.rows;
            let mut y = vec![Complex64::new(0.0, 0.0); n];
            for (column, &xj) in a.data.chunks(n).zip(x) {
                for (yi, &aij) in y.iter_mut().zip(column) {
                    *yi += aij * xj;
                }
            }
            Ok(y)
        }
    }

    fn random_matrix(n: usize, seed: u64, symmetric: bool) -> Matrix<Complex64> {
        let values = pseudo_random(n * n, seed);
        let mut a = Matrix {
            rows: n,
            cols: n,
            data: values,
        };
        if symmetric {
            for j in 0..n {
                for i in 0..j {
                    a.data[i + j * n] = a.data[j + i * n];
                }
            }
        }
        a
    }

    fn dense_values(a: &Matrix<Complex64>) -> Vec<Complex64> {
        factor::eig(a.view(), false)
            .unwrap()
            .values
            .into_iter()
            .map(|(re, im)| Complex64::new(re, im))
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        #[test]
        fn largest_magnitude_values_match_the_dense_solver(n in 30usize..70, k in 1usize..5, seed in 0u64..500, symmetric: bool) {
            let a = random_matrix(n, seed, symmetric);
            let options = KrylovOptions { k, subspace: 20.max(2 * k), tol: 1e-12, max_restarts: 500, hermitian: symmetric, start: None };
            let key = |z: Complex64| -z.norm();
            let got = eigs(n, &mut dense_apply(&a), &key, &options).unwrap();
            prop_assert_eq!(got.converged, k);
            let mut want = dense_values(&a);
            want.sort_by(|x, y| y.norm().total_cmp(&x.norm()));
            for (g, w) in got.values.iter().zip(&want) {
                prop_assert!((g.norm() - w.norm()).abs() < 1e-8 * w.norm().max(1.0), "{} vs {}", g, w);
            }
            // Residuals ||A v - lambda v|| of the returned vectors.
            let mut apply = dense_apply(&a);
            for (c, lambda) in got.values.iter().enumerate() {
                let v = &got.vectors.data[c * n..(c + 1) * n];
                let av = apply(v).unwrap();
                let r: f64 = av.iter().zip(v).map(|(x, y)| (x - lambda * y).norm_sqr()).sum::<f64>().sqrt();
                prop_assert!(r < 1e-8 * lambda.norm().max(1.0));
            }
        }

        #[test]
        fn smallest_real_of_symmetric_matches_the_dense_solver(n in 30usize..60, seed in 0u64..500) {
            let a = random_matrix(n, seed, true);
            let options = KrylovOptions { k: 3, subspace: 20, tol: 1e-12, max_restarts: 1000, hermitian: true, start: None };
            let key = |z: Complex64| z.re;
            let got = eigs(n, &mut dense_apply(&a), &key, &options).unwrap();
            let mut want = dense_values(&a);
            want.sort_by(|x, y| x.re.total_cmp(&y.re));
            for (g, w) in got.values.iter().zip(&want) {
                prop_assert!((g.re - w.re).abs() < 1e-8, "{} vs {}", g, w);
            }
        }
    }
}
