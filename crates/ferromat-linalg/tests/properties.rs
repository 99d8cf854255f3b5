//! Property tests: every factorization reconstructs random matrices and
//! every solve satisfies its equations, within stated tolerances, against
//! naive reference products written here.

use ferromat_linalg::{factor, fft, matmul, solve, Complex64, Matrix, View};
use proptest::prelude::*;

/// Relative tolerance for reconstructions of matrices with entries in
/// [-1, 1] and sizes up to 8: a few hundred ulps of the largest entry.
const TOL: f64 = 1e-10;

fn naive_product(a: &Matrix<f64>, b: &Matrix<f64>) -> Matrix<f64> {
    let mut c = Matrix::zeros(a.rows, b.cols);
    for j in 0..b.cols {
        for k in 0..a.cols {
            for i in 0..a.rows {
                c.data[i + j * a.rows] += a.data[i + k * a.rows] * b.data[k + j * b.rows];
            }
        }
    }
    c
}

fn max_diff(a: &[f64], b: &[f64]) -> f64 {
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f64::max)
}

fn matrix(
    rows: std::ops::Range<usize>,
    cols: std::ops::Range<usize>,
) -> impl Strategy<Value = Matrix<f64>> {
    (rows, cols).prop_flat_map(|(m, n)| {
        prop::collection::vec(-1.0f64..1.0, m * n).prop_map(move |data| Matrix {
            rows: m,
            cols: n,
            data,
        })
    })
}

/// A random square matrix made well conditioned by a dominant diagonal.
fn well_conditioned(n: std::ops::Range<usize>) -> impl Strategy<Value = Matrix<f64>> {
    square(n).prop_map(|mut m| {
        let n = m.rows;
        for i in 0..n {
            m.data[i + i * n] += n as f64 + 1.0;
        }
        m
    })
}

fn square(n: std::ops::Range<usize>) -> impl Strategy<Value = Matrix<f64>> {
    n.prop_flat_map(|n| matrix(n..n + 1, n..n + 1))
}

fn transpose(a: &Matrix<f64>) -> Matrix<f64> {
    solve::adjoint(a.view())
}

proptest! {
    #[test]
    fn matmul_matches_naive(a in matrix(1..9, 1..9), seed in matrix(1..9, 1..9)) {
        let b = Matrix { rows: a.cols, cols: seed.cols, data: (0..a.cols * seed.cols).map(|i| seed.data[i % seed.data.len()]).collect() };
        let c = matmul(a.view(), b.view()).unwrap();
        prop_assert!(max_diff(&c.data, &naive_product(&a, &b).data) < TOL);
    }

    #[test]
    fn lu_reconstructs_pa(a in matrix(1..9, 1..9)) {
        let f = factor::lu(a.view());
        let lu = naive_product(&f.l, &f.u);
        let mut pa = Matrix::zeros(a.rows, a.cols);
        for (i, &p) in f.perm.iter().enumerate() {
            for j in 0..a.cols {
                pa.data[i + j * a.rows] = a.data[p + j * a.rows];
            }
        }
        prop_assert!(max_diff(&lu.data, &pa.data) < TOL);
    }

    #[test]
    fn qr_reconstructs(a in matrix(1..9, 1..9), economy in any::<bool>()) {
        let f = factor::qr(a.view(), economy, false);
        prop_assert!(max_diff(&naive_product(&f.q, &f.r).data, &a.data) < TOL);
        let qtq = naive_product(&transpose(&f.q), &f.q);
        prop_assert!(max_diff(&qtq.data, &Matrix::<f64>::identity(f.q.cols).data) < TOL);
        let p = factor::qr(a.view(), economy, true);
        let qr = naive_product(&p.q, &p.r);
        let perm = p.perm.unwrap();
        for (j, &src) in perm.iter().enumerate() {
            for i in 0..a.rows {
                prop_assert!((qr.data[i + j * a.rows] - a.data[i + src * a.rows]).abs() < TOL);
            }
        }
    }

    #[test]
    fn svd_reconstructs(a in matrix(1..9, 1..9), economy in any::<bool>()) {
        let f = factor::svd(a.view(), economy).unwrap();
        let mut us = f.u.clone();
        let k = f.s.len();
        for j in 0..us.cols {
            let s = if j < k { f.s[j] } else { 0.0 };
            for i in 0..us.rows {
                us.data[i + j * us.rows] *= s;
            }
        }
        let vt = transpose(&f.v).resized(us.cols, a.cols);
        prop_assert!(max_diff(&naive_product(&us, &vt).data, &a.data) < TOL);
        prop_assert!(f.s.windows(2).all(|w| w[0] >= w[1]));
    }

    #[test]
    fn eig_reconstructs(a in square(1..8)) {
        let n = a.rows;
        let e = factor::eig(a.view(), true).unwrap();
        let v = e.vectors.unwrap();
        // A V == V D column by column, in complex arithmetic.
        for j in 0..n {
            let lambda = Complex64::new(e.values[j].0, e.values[j].1);
            for i in 0..n {
                let av: Complex64 = (0..n).map(|k| a.data[i + k * n] * Complex64::new(v[k + j * n].0, v[k + j * n].1)).sum();
                let vd = Complex64::new(v[i + j * n].0, v[i + j * n].1) * lambda;
                prop_assert!((av - vd).norm() < 1e-8);
            }
        }
    }

    #[test]
    fn generalized_eig_satisfies_its_equations(a in square(2..6), noise in square(2..6)) {
        // B = 4I + noise (noise cut to A's size) is far from singular, so
        // every value is finite. Sizes from 2 cover the 2-by-2 pencils
        // that faer's real QZ cannot take (complex pairs included).
        let n = a.rows;
        let b: Vec<f64> = (0..n * n)
            .map(|k| {
                let (i, j) = (k % n, k / n);
                let extra = if i < noise.rows && j < noise.cols { noise.data[i + j * noise.rows] } else { 0.0 };
                extra + if i == j { 4.0 } else { 0.0 }
            })
            .collect();
        let e = factor::eig_generalized(a.view(), View::new(&b, n, n).unwrap(), true).unwrap();
        let v = e.vectors.unwrap();
        prop_assert_eq!(e.values.len(), n);
        for j in 0..n {
            let lambda = Complex64::new(e.values[j].0, e.values[j].1);
            for i in 0..n {
                let vk = |k: usize| Complex64::new(v[k + j * n].0, v[k + j * n].1);
                let av: Complex64 = (0..n).map(|k| a.data[i + k * n] * vk(k)).sum();
                let bv: Complex64 = (0..n).map(|k| b[i + k * n] * vk(k)).sum();
                prop_assert!((av - lambda * bv).norm() < 1e-8, "{:?}", (av, lambda * bv));
            }
        }
    }

    #[test]
    fn symmetric_eig_is_real_and_ascending(a in square(1..8)) {
        let s = Matrix { rows: a.rows, cols: a.cols, data: a.data.iter().zip(&transpose(&a).data).map(|(x, y)| x + y).collect() };
        let e = factor::eig(s.view(), false).unwrap();
        prop_assert!(e.hermitian);
        prop_assert!(e.values.iter().all(|v| v.1 == 0.0));
        prop_assert!(e.values.windows(2).all(|w| w[0].0 <= w[1].0));
    }

    #[test]
    fn solves_well_conditioned_systems(a in well_conditioned(1..9), rhs in 1usize..3) {
        let n = a.rows;
        let b = Matrix { rows: n, cols: rhs, data: (0..n * rhs).map(|i| (i as f64).sin()).collect() };
        let s = solve::solve(a.view(), b.view()).unwrap();
        prop_assert_eq!(s.diagnostic, solve::Diagnostic::Fine);
        prop_assert!(max_diff(&naive_product(&a, &s.x).data, &b.data) < TOL);
        let inv = solve::inverse(a.view()).unwrap();
        prop_assert!(max_diff(&naive_product(&a, &inv.x).data, &Matrix::<f64>::identity(n).data) < TOL);
        // The same matrix made symmetric positive definite goes through Cholesky.
        let spd = naive_product(&transpose(&a), &a);
        let s = solve::solve(spd.view(), b.view()).unwrap();
        prop_assert!(max_diff(&naive_product(&spd, &s.x).data, &b.data) < 1e-8);
        let r = factor::cholesky_upper(spd.view()).unwrap();
        prop_assert!(max_diff(&naive_product(&transpose(&r), &r).data, &spd.data) < 1e-8);
    }

    /// Sizes past faer's recursion and block sizes, so the blocked LU and
    /// its row permutation are exercised.
    #[test]
    fn solves_large_general_systems(a in square(40..130)) {
        let n = a.rows;
        prop_assume!(factor::singular_values(a.view()).unwrap().last().copied().unwrap_or(0.0) > 1e-6);
        let b = Matrix { rows: n, cols: 2, data: (0..2 * n).map(|i| (i as f64).cos()).collect() };
        let s = solve::solve(a.view(), b.view()).unwrap();
        let scale = solve::norm1(a.view()) * s.x.data.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        prop_assert!(max_diff(&naive_product(&a, &s.x).data, &b.data) < 1e-10 * scale.max(1.0));
    }

    /// A permuted diagonal matrix goes through LU (it is neither
    /// triangular nor symmetric), and the condition estimate finds its
    /// exact 1-norm condition only if both the solve and the adjoint solve
    /// with the packed factors are right: a wrong adjoint picks the wrong
    /// column.
    #[test]
    fn rcond_of_permuted_diagonal_is_exact(
        diagonal in prop::collection::vec(0.5f64..1e3, 2..90),
        keys in prop::collection::vec(any::<u32>(), 90),
    ) {
        let n = diagonal.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (keys[i], i));
        let mut a = Matrix::<f64>::zeros(n, n);
        for (j, &row) in order.iter().enumerate() {
            a.data[row + j * n] = diagonal[j];
        }
        prop_assume!(ferromat_linalg::triangle(a.view()).is_none());
        let (low, high) = diagonal.iter().fold((f64::INFINITY, 0.0f64), |(l, h), &d| (l.min(d), h.max(d)));
        let estimate = solve::rcond(a.view()).unwrap();
        prop_assert!((estimate - low / high).abs() <= 1e-12 * (low / high), "{estimate} vs {}", low / high);
    }

    #[test]
    fn least_squares_satisfies_normal_equations(a in matrix(4..9, 1..4)) {
        prop_assume!(factor::singular_values(a.view()).unwrap().last().copied().unwrap_or(0.0) > 1e-3);
        let b = Matrix { rows: a.rows, cols: 1, data: (0..a.rows).map(|i| (i as f64).cos()).collect() };
        let x = solve::solve(a.view(), b.view()).unwrap().x;
        let residual: Vec<f64> = naive_product(&a, &x).data.iter().zip(&b.data).map(|(p, q)| p - q).collect();
        let r = Matrix { rows: a.rows, cols: 1, data: residual };
        let normal = naive_product(&transpose(&a), &r);
        prop_assert!(normal.data.iter().all(|v| v.abs() < 1e-9));
    }

    #[test]
    fn determinant_of_triangular_is_diagonal_product(a in square(1..7)) {
        let n = a.rows;
        let mut u = a.clone();
        for j in 0..n { for i in j + 1..n { u.data[i + j * n] = 0.0; } }
        let expected: f64 = (0..n).map(|i| u.data[i + i * n]).product();
        let d = solve::determinant(u.view()).unwrap();
        prop_assert!((d - expected).abs() <= 1e-12 * expected.abs().max(1e-300));
    }

    #[test]
    fn fft_matches_naive_dft(
        data in prop::collection::vec((-1.0f64..1.0, -1.0f64..1.0), 1..40),
    ) {
        let n = data.len();
        let x: Vec<Complex64> = data.iter().map(|&(r, i)| Complex64::new(r, i)).collect();
        let y = fft::fft_along(x.clone(), &[n, 1], 0, n, false);
        prop_assert!(close(&y, &naive_dft(&x, &[n, 1], 0, n, false), 1e-9));
        let back = fft::fft_along(y, &[n, 1], 0, n, true);
        prop_assert!(close(&back, &x, 1e-12));
    }

    #[test]
    fn fft_along_any_dimension_matches_naive_dft(
        dims in prop::collection::vec(1usize..6, 1..4),
        dim in 0usize..4,
        n in 1usize..9,
        inverse in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let total: usize = dims.iter().product();
        let real = pseudo_random(total, seed);
        let complex: Vec<Complex64> = real
            .iter()
            .zip(pseudo_random(total, seed ^ 1))
            .map(|(&r, i)| Complex64::new(r, i))
            .collect();
        let y = fft::fft_along(complex.clone(), &dims, dim, n, inverse);
        prop_assert!(close(&y, &naive_dft(&complex, &dims, dim, n, inverse), 1e-9));
        let as_complex: Vec<Complex64> = real.iter().map(|&r| Complex64::new(r, 0.0)).collect();
        let y = fft::fft_real_along(&real, &dims, dim, n, inverse);
        prop_assert!(close(&y, &naive_dft(&as_complex, &dims, dim, n, inverse), 1e-9));
        // 'symmetric': each lane's upper half is replaced by the conjugate
        // mirror of its lower half (zero and Nyquist made real) before a
        // plain inverse, whose result is then real.
        let inner: usize = dims.iter().take(dim).product();
        let len = dims.get(dim).copied().unwrap_or(1);
        let outer = total / (inner * len);
        let padded = naive_dft_pad(&complex, inner, len, outer, n);
        let mut mirrored = padded.clone();
        for lane in 0..inner * outer {
            let (o, i) = (lane / inner, lane % inner);
            let at = |k: usize| (o * n + k) * inner + i;
            mirrored[at(0)].im = 0.0;
            if n % 2 == 0 {
                mirrored[at(n / 2)].im = 0.0;
            }
            for k in n / 2 + 1..n {
                mirrored[at(k)] = mirrored[at(n - k)].conj();
            }
        }
        let mut padded_dims = dims.clone();
        if padded_dims.len() <= dim {
            padded_dims.resize(dim + 1, 1);
        }
        padded_dims[dim] = n;
        let expected = naive_dft(&mirrored, &padded_dims, dim, n, true);
        let y = fft::ifft_symmetric_along(&complex, &dims, dim, n);
        prop_assert!(y.len() == expected.len());
        prop_assert!(y.iter().zip(&expected).all(|(p, q)| (p - q.re).abs() < 1e-9 && q.im.abs() < 1e-9));
    }
}

/// `data`'s lanes (`outer` blocks of `inner` interleaved lanes of `len`
/// points) truncated or zero-padded to `n` points.
fn naive_dft_pad(
    data: &[Complex64],
    inner: usize,
    len: usize,
    outer: usize,
    n: usize,
) -> Vec<Complex64> {
    let mut out = vec![Complex64::new(0.0, 0.0); inner * n * outer];
    for o in 0..outer {
        for i in 0..inner {
            for k in 0..len.min(n) {
                out[(o * n + k) * inner + i] = data[(o * len + k) * inner + i];
            }
        }
    }
    out
}

/// Deterministic values in [-1, 1) from a seed (an LCG; the tests only need
/// varied data, not good randomness).
fn pseudo_random(len: usize, seed: u64) -> Vec<f64> {
    let mut state = seed | 1;
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
        })
        .collect()
}

fn close(a: &[Complex64], b: &[Complex64], tolerance: f64) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(p, q)| (p - q).norm() < tolerance)
}

/// The DFT of every lane along `dim` (0-based), truncated or zero-padded to
/// `n` points, straight from its definition.
fn naive_dft(
    data: &[Complex64],
    dims: &[usize],
    dim: usize,
    n: usize,
    inverse: bool,
) -> Vec<Complex64> {
    let inner: usize = dims.iter().take(dim).product();
    let outer: usize = dims.iter().skip(dim + 1).product();
    let len = dims.get(dim).copied().unwrap_or(1);
    let sign = if inverse { 1.0 } else { -1.0 };
    let mut out = vec![Complex64::new(0.0, 0.0); inner * n * outer];
    for o in 0..outer {
        for i in 0..inner {
            for k in 0..n {
                let mut sum = Complex64::new(0.0, 0.0);
                for j in 0..len.min(n) {
                    let angle = sign * 2.0 * std::f64::consts::PI * (j * k % n) as f64 / n as f64;
                    sum += data[(o * len + j) * inner + i] * Complex64::from_polar(1.0, angle);
                }
                if inverse {
                    sum /= n as f64;
                }
                out[(o * n + k) * inner + i] = sum;
            }
        }
    }
    out
}

/// Enough lanes to take the parallel path, along the first dimension
/// (contiguous lanes) and the second (interleaved lanes).
#[test]
fn parallel_lanes_match_naive_dft() {
    for (dims, dim) in [(vec![6, 6000], 0), (vec![6000, 6], 1)] {
        let total: usize = dims.iter().product();
        let real = pseudo_random(total, 7);
        let complex: Vec<Complex64> = real.iter().map(|&r| Complex64::new(r, -r / 2.0)).collect();
        let n = dims[dim];
        for inverse in [false, true] {
            let expected = naive_dft(&complex, &dims, dim, n, inverse);
            assert!(close(
                &fft::fft_along(complex.clone(), &dims, dim, n, inverse),
                &expected,
                1e-9
            ));
            let as_complex: Vec<Complex64> = real.iter().map(|&r| Complex64::new(r, 0.0)).collect();
            let expected = naive_dft(&as_complex, &dims, dim, n + 1, inverse);
            assert!(close(
                &fft::fft_real_along(&real, &dims, dim, n + 1, inverse),
                &expected,
                1e-9
            ));
        }
    }
}

#[test]
fn singular_and_nearly_singular_are_reported() {
    let a = Matrix {
        rows: 2,
        cols: 2,
        data: vec![1.0, 2.0, 2.0, 4.0],
    };
    let b = Matrix {
        rows: 2,
        cols: 1,
        data: vec![1.0, 2.0],
    };
    assert_eq!(
        solve::solve(a.view(), b.view()).unwrap().diagnostic,
        solve::Diagnostic::Singular
    );
    let d = Matrix {
        rows: 2,
        cols: 2,
        data: vec![1.0, 0.0, 0.0, 1e-20],
    };
    match solve::solve(d.view(), b.view()).unwrap().diagnostic {
        solve::Diagnostic::NearlySingular { rcond } => assert!((rcond - 1e-20).abs() < 1e-30),
        other => panic!("expected nearly singular, got {other:?}"),
    }
}

#[test]
fn bad_lengths_are_errors() {
    assert!(View::<f64>::new(&[1.0, 2.0, 3.0], 2, 2).is_err());
}
