//! Matrix functions: `expm` by scaling and squaring with Padé approximants
//! (Higham, SIAM J. Matrix Anal. Appl. 26(4), 2005), `sqrtm` by the
//! Björck-Hammarling recurrence on a complex Schur form, `logm` by inverse
//! scaling and squaring on that form (Kenney-Laub; Higham 2001's Padé
//! partial fractions). The Schur form and the linear solves come from faer
//! (through `schur.rs` and `solve.rs`); only the recurrences are here.
//! Conditions worth a warning are reported as data, never worded.

use crate::schur::schur_complex;
use crate::solve::{adjoint, norm1, solve};
use crate::{matmul, Complex64, LinalgError, Matrix, Result, Scalar, View};

/// Padé degrees with the largest 1-norm each is accurate for in double
/// precision (Higham 2005, Table 2.3).
const EXPM_THETA: [(usize, f64); 5] = [
    (3, 1.495_585_217_958_292e-2),
    (5, 2.539_398_330_063_23e-1),
    (7, 9.504_178_996_162_932e-1),
    (9, 2.097_847_961_257_068e0),
    (13, 5.371_920_351_148_152e0),
];

/// Coefficients of the [m/m] Padé approximant of exp: `b[k]`, k = 0..=m.
fn pade_coefficients(m: usize) -> Vec<f64> {
    // b_k = (2m-k)! m! / ((2m)! k! (m-k)!), scaled so that b_m = 1.
    let mut b = vec![1.0; m + 1];
    for k in (0..m).rev() {
        let k1 = (k + 1) as f64;
        b[k] = b[k + 1] * k1 * (2 * m - k) as f64 / (m - k) as f64;
    }
    b
}

fn add_scaled<T: Scalar>(acc: &mut Matrix<T>, x: &Matrix<T>, c: f64) {
    let c = T::from_real(c);
    for (a, &v) in acc.data.iter_mut().zip(&x.data) {
        *a += c * v;
    }
}

fn add_identity<T: Scalar>(acc: &mut Matrix<T>, c: f64) {
    let n = acc.rows;
    for i in 0..n {
        acc.data[i + i * n] += T::from_real(c);
    }
}

fn mul<T: Scalar>(a: &Matrix<T>, b: &Matrix<T>) -> Result<Matrix<T>> {
    matmul(a.view(), b.view())
}

/// `exp(A)` for a square matrix; NaN everywhere when A holds NaN or Inf.
pub fn expm<T: Scalar>(a: View<'_, T>) -> Result<Matrix<T>> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    let n = a.rows();
    if a.require_finite().is_err() {
        return Ok(Matrix {
            rows: n,
            cols: n,
            data: vec![T::from_real(f64::NAN); n * n],
        });
    }
    let a = Matrix::from_faer(a.faer());
    let norm = norm1(a.view());
    for &(m, theta) in &EXPM_THETA[..4] {
        if norm <= theta {
            return pade(&a, m, 0);
        }
    }
    let theta13 = EXPM_THETA[4].1;
    let squarings = if norm > theta13 {
        (norm / theta13).log2().ceil().max(0.0) as i32
    } else {
        0
    };
    let mut scaled = a;
    let factor = 2f64.powi(-squarings);
    for x in &mut scaled.data {
        *x *= T::from_real(factor);
    }
    pade(&scaled, 13, squarings)
}

/// `r_m(A)^(2^squarings)` with `r_m` the [m/m] Padé approximant.
fn pade<T: Scalar>(a: &Matrix<T>, m: usize, squarings: i32) -> Result<Matrix<T>> {
    let n = a.rows;
    let b = pade_coefficients(m);
    let a2 = mul(a, a)?;
    let (u_inner, v) = if m == 13 {
        let a4 = mul(&a2, &a2)?;
        let a6 = mul(&a4, &a2)?;
        let mut high = Matrix::zeros(n, n);
        add_scaled(&mut high, &a6, b[13]);
        add_scaled(&mut high, &a4, b[11]);
        add_scaled(&mut high, &a2, b[9]);
        let mut u = mul(&a6, &high)?;
        add_scaled(&mut u, &a6, b[7]);
        add_scaled(&mut u, &a4, b[5]);
        add_scaled(&mut u, &a2, b[3]);
        add_identity(&mut u, b[1]);
        let mut high = Matrix::zeros(n, n);
        add_scaled(&mut high, &a6, b[12]);
        add_scaled(&mut high, &a4, b[10]);
        add_scaled(&mut high, &a2, b[8]);
        let mut v = mul(&a6, &high)?;
        add_scaled(&mut v, &a6, b[6]);
        add_scaled(&mut v, &a4, b[4]);
        add_scaled(&mut v, &a2, b[2]);
        add_identity(&mut v, b[0]);
        (u, v)
    } else {
        // Even powers A^0, A^2, ..., A^(m-1).
        let mut powers = vec![Matrix::identity(n), a2];
        while powers.len() < m.div_ceil(2) {
            let next = mul(&powers[powers.len() - 1], &powers[1])?;
            powers.push(next);
        }
        let (mut u, mut v) = (Matrix::zeros(n, n), Matrix::zeros(n, n));
        for (k, p) in powers.iter().enumerate() {
            add_scaled(&mut u, p, b[2 * k + 1]);
            add_scaled(&mut v, p, b[2 * k]);
        }
        (u, v)
    };
    let u = mul(a, &u_inner)?;
    let mut numerator = v.clone();
    add_scaled(&mut numerator, &u, 1.0);
    let mut denominator = v;
    add_scaled(&mut denominator, &u, -1.0);
    let mut r = solve(denominator.view(), numerator.view())?.x;
    for _ in 0..squarings {
        r = mul(&r, &r)?;
    }
    Ok(r)
}

/// A matrix function's value and what the computation noticed.
pub struct MatrixFunction {
    pub x: Matrix<Complex64>,
    /// Some eigenvalue is exactly zero (sqrtm, logm).
    pub singular: bool,
    /// Some eigenvalue is real and negative: the real input has no real
    /// principal value.
    pub negative_real_eigenvalue: bool,
    /// `logm` needed more square roots than it allows (its exit flag 1).
    pub too_many_roots: bool,
}

/// Whether an eigenvalue of a real matrix, computed as complex, lies on
/// the negative real axis (its imaginary part being rounding).
fn on_negative_axis(z: Complex64) -> bool {
    z.re < 0.0 && z.im.abs() <= 1e-10 * z.re.abs()
}

/// The principal square root of an upper triangular matrix (column by
/// column recurrence; a zero on the diagonal leaves Inf or NaN in the
/// entries that divide by it, as MATLAB's does).
fn sqrt_upper(t: &Matrix<Complex64>) -> Matrix<Complex64> {
    let n = t.rows;
    let mut r = Matrix::zeros(n, n);
    for j in 0..n {
        r.data[j + j * n] = t.data[j + j * n].sqrt();
        for i in (0..j).rev() {
            let mut s = t.data[i + j * n];
            for k in i + 1..j {
                s -= r.data[i + k * n] * r.data[k + j * n];
            }
            let d = r.data[i + i * n] + r.data[j + j * n];
            r.data[i + j * n] = if d == Complex64::new(0.0, 0.0) && s == d {
                d
            } else {
                s / d
            };
        }
    }
    r
}

fn similarity(u: &Matrix<Complex64>, r: &Matrix<Complex64>) -> Result<Matrix<Complex64>> {
    let ur = mul(u, r)?;
    matmul(ur.view(), adjoint(u.view()).view())
}

/// Runs `f` on the complex Schur factor of `a`; NaN input gives NaN.
fn on_schur(
    a: View<'_, Complex64>,
    f: impl FnOnce(&Matrix<Complex64>) -> (Matrix<Complex64>, bool),
) -> Result<MatrixFunction> {
    if !a.is_square() {
        return Err(LinalgError::NotSquare);
    }
    let n = a.rows();
    if a.require_finite().is_err() {
        return Ok(MatrixFunction {
            x: Matrix {
                rows: n,
                cols: n,
                data: vec![Complex64::new(f64::NAN, f64::NAN); n * n],
            },
            singular: false,
            negative_real_eigenvalue: false,
            too_many_roots: false,
        });
    }
    let schur = schur_complex(a)?;
    let diagonal: Vec<Complex64> = (0..n).map(|i| schur.t.data[i + i * n]).collect();
    let (r, too_many_roots) = f(&schur.t);
    Ok(MatrixFunction {
        x: similarity(&schur.u, &r)?,
        singular: diagonal.iter().any(|z| z.norm() == 0.0),
        negative_real_eigenvalue: diagonal.iter().any(|&z| on_negative_axis(z)),
        too_many_roots,
    })
}

/// The principal square root `X` (`X*X = A`).
pub fn sqrtm(a: View<'_, Complex64>) -> Result<MatrixFunction> {
    on_schur(a, |t| (sqrt_upper(t), false))
}

/// `[X, alpha, condx] = sqrtm(A)`'s second and third outputs: the stability
/// factor `alpha = norm(X,1)^2 / norm(A,1)` and the 1-norm relative
/// condition estimate `condx = |L|_1 * norm(A,1) / norm(X,1)`, where `L`
/// is the Frechet derivative of the square root, `L(E)` solving
/// `X*L + L*X = E`. `|L|_1` (as an n^2 x n^2 operator) comes from Hager's
/// estimator; each application solves a triangular Sylvester equation in
/// the Schur basis of `X`.
pub fn sqrtm_condition(a: View<'_, Complex64>, x: View<'_, Complex64>) -> Result<(f64, f64)> {
    let n = a.rows();
    let (anorm, xnorm) = (norm1(a), norm1(x));
    if n == 0 || anorm == 0.0 {
        return Ok((0.0, 0.0));
    }
    if !x
        .data()
        .iter()
        .all(|z| z.re.is_finite() && z.im.is_finite())
    {
        return Ok((f64::INFINITY, f64::INFINITY));
    }
    let alpha = xnorm * xnorm / anorm;
    let schur = schur_complex(x)?;
    let (u, r) = (&schur.u, &schur.t);
    let uh = adjoint(u.view());
    // L(E) = U * sylvester(U' E U) * U'; its adjoint solves with R' instead,
    // which is the same upper solve on the conjugate transpose.
    let apply = |e: &[Complex64], adjoint_op: bool| -> Result<Vec<Complex64>> {
        let e = Matrix {
            rows: n,
            cols: n,
            data: e.to_vec(),
        };
        let mut f = mul(&mul(&uh, &e)?, u)?;
        if adjoint_op {
            f = adjoint(f.view());
        }
        let mut y = sylvester_upper(r, &f);
        if adjoint_op {
            y = adjoint(y.view());
        }
        Ok(mul(&mul(u, &y)?, &uh)?.data)
    };
    let size = n * n;
    let one_norm = |v: &[Complex64]| v.iter().map(|z| z.norm()).sum::<f64>();
    let mut probe = vec![Complex64::new(1.0 / size as f64, 0.0); size];
    let mut estimate = 0.0f64;
    for iteration in 0..5 {
        let y = apply(&probe, false)?;
        estimate = estimate.max(one_norm(&y));
        let signs: Vec<Complex64> = y
            .iter()
            .map(|&v| {
                if v.norm() == 0.0 {
                    Complex64::new(1.0, 0.0)
                } else {
                    v / v.norm()
                }
            })
            .collect();
        let z = apply(&signs, true)?;
        let (j, largest) =
            z.iter()
                .enumerate()
                .map(|(i, v)| (i, v.norm()))
                .fold(
                    (0, -1.0),
                    |best, cur| if cur.1 > best.1 { cur } else { best },
                );
        let along: f64 = z
            .iter()
            .zip(&probe)
            .map(|(zi, pi)| (zi.conj() * pi).re)
            .sum();
        if !largest.is_finite() || (iteration > 0 && largest <= along) {
            break;
        }
        probe = vec![Complex64::new(0.0, 0.0); size];
        probe[j] = Complex64::new(1.0, 0.0);
    }
    let condx = if xnorm == 0.0 {
        f64::INFINITY
    } else {
        estimate * anorm / xnorm
    };
    Ok((alpha, if condx.is_nan() { f64::INFINITY } else { condx }))
}

/// Solves `R*Y + Y*R = F` for upper triangular `R`, column by column:
/// `(R + r_jj I) y_j = f_j - sum_{k<j} r_kj y_k` by back substitution.
fn sylvester_upper(r: &Matrix<Complex64>, f: &Matrix<Complex64>) -> Matrix<Complex64> {
    let n = r.rows;
    let mut y = Matrix::zeros(n, n);
    for j in 0..n {
        let mut rhs: Vec<Complex64> = (0..n).map(|i| f.data[i + j * n]).collect();
        for k in 0..j {
            let rkj = r.data[k + j * n];
            for (i, v) in rhs.iter_mut().enumerate() {
                *v -= y.data[i + k * n] * rkj;
            }
        }
        let shift = r.data[j + j * n];
        for i in (0..n).rev() {
            let mut s = rhs[i];
            for k in i + 1..n {
                s -= r.data[i + k * n] * y.data[k + j * n];
            }
            y.data[i + j * n] = s / (r.data[i + i * n] + shift);
        }
    }
    y
}

/// Gauss-Legendre nodes and weights on [0, 1] (Newton on P_m).
fn gauss_legendre(m: usize) -> Vec<(f64, f64)> {
    let mut rule = Vec::with_capacity(m);
    for i in 0..m {
        let mut x = (std::f64::consts::PI * (i as f64 + 0.75) / (m as f64 + 0.5)).cos();
        let mut derivative = 1.0;
        for _ in 0..100 {
            let (mut p0, mut p1) = (1.0, x);
            for k in 2..=m {
                let p2 = ((2 * k - 1) as f64 * x * p1 - (k - 1) as f64 * p0) / k as f64;
                p0 = p1;
                p1 = p2;
            }
            derivative = m as f64 * (x * p1 - p0) / (x * x - 1.0);
            let step = p1 / derivative;
            x -= step;
            if step.abs() < 1e-16 {
                break;
            }
        }
        let weight = 2.0 / ((1.0 - x * x) * derivative * derivative);
        rule.push(((x + 1.0) / 2.0, weight / 2.0));
    }
    rule
}

/// Padé degree for the logarithm and the norm of `T - I` it is accurate
/// to in double precision (Higham 2001, Table 2.1, m = 8).
const LOG_PADE_DEGREE: usize = 8;
const LOG_PADE_THETA: f64 = 3.40e-1;
/// Square roots beyond this many mean the input is too far from
/// anything a logarithm can recover (every root halves the distance).
const MAX_ROOTS: usize = 100;

/// `log(T)` for upper triangular `T` by inverse scaling and squaring.
fn log_upper(t: &Matrix<Complex64>) -> (Matrix<Complex64>, bool) {
    let n = t.rows;
    let mut root = t.clone();
    let mut roots = 0;
    loop {
        let mut x = root.clone();
        add_identity(&mut x, -1.0);
        if norm1(x.view()) <= LOG_PADE_THETA || roots >= MAX_ROOTS {
            break;
        }
        root = sqrt_upper(&root);
        roots += 1;
    }
    let mut x = root;
    add_identity(&mut x, -1.0);
    // log(I + X) ~ sum_j w_j X (I + x_j X)^-1, triangular solves.
    let mut log = Matrix::zeros(n, n);
    for (node, weight) in gauss_legendre(LOG_PADE_DEGREE) {
        let mut shifted = Matrix::zeros(n, n);
        add_scaled(&mut shifted, &x, node);
        add_identity(&mut shifted, 1.0);
        let term = solve(shifted.view(), x.view())
            .map(|s| s.x)
            .unwrap_or_else(|_| Matrix::zeros(n, n));
        add_scaled(&mut log, &term, weight);
    }
    let scale = 2f64.powi(roots as i32);
    for v in &mut log.data {
        *v *= scale;
    }
    // The diagonal is known exactly: the logarithms of the eigenvalues.
    for i in 0..n {
        log.data[i + i * n] = t.data[i + i * n].ln();
    }
    (log, roots >= MAX_ROOTS)
}

/// The principal logarithm (or a non-principal one when an eigenvalue is
/// on the closed negative real axis, which the flags report).
pub fn logm(a: View<'_, Complex64>) -> Result<MatrixFunction> {
    on_schur(a, log_upper)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complex(m: &Matrix<f64>) -> Matrix<Complex64> {
        Matrix {
            rows: m.rows,
            cols: m.cols,
            data: m.data.iter().map(|&x| Complex64::new(x, 0.0)).collect(),
        }
    }

    fn max_diff(a: &Matrix<Complex64>, b: &Matrix<Complex64>) -> f64 {
        a.data
            .iter()
            .zip(&b.data)
            .map(|(x, y)| (x - y).norm())
            .fold(0.0, f64::max)
    }

    /// A small pseudo-random generator so the properties see many inputs.
    fn matrix(seed: u64, n: usize, scale: f64) -> Matrix<f64> {
        let mut state = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let data = (0..n * n)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((state >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * scale
            })
            .collect();
        Matrix {
            rows: n,
            cols: n,
            data,
        }
    }

    /// The naive reference: the Taylor series summed to convergence.
    fn taylor_exp(a: &Matrix<f64>) -> Matrix<f64> {
        let n = a.rows;
        let mut sum = Matrix::identity(n);
        let mut term = Matrix::identity(n);
        for k in 1..200 {
            term = mul(&term, a).unwrap();
            for x in &mut term.data {
                *x /= k as f64;
            }
            add_scaled(&mut sum, &term, 1.0);
        }
        sum
    }

    #[test]
    fn pade_coefficients_match_the_closed_form() {
        assert_eq!(pade_coefficients(3), vec![120.0, 60.0, 12.0, 1.0]);
        assert_eq!(pade_coefficients(13)[0], 64764752532480000.0);
    }

    #[test]
    fn expm_matches_the_taylor_series() {
        for seed in 0..20 {
            for &scale in &[0.01, 0.5, 3.0, 12.0] {
                let a = matrix(seed, 5, scale);
                let e = expm(a.view()).unwrap();
                let reference = taylor_exp(&a);
                let size = reference.data.iter().fold(1.0f64, |m, x| m.max(x.abs()));
                for (x, y) in e.data.iter().zip(&reference.data) {
                    assert!((x - y).abs() <= 1e-11 * size, "seed {seed} scale {scale}");
                }
            }
        }
    }

    #[test]
    fn expm_of_a_diagonalizable_matrix() {
        // A = V diag(d) V^-1 with a known V.
        let v = Matrix {
            rows: 3,
            cols: 3,
            data: vec![1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 1.0, 0.0, 1.0],
        };
        let d: [f64; 3] = [0.5, -1.0, 2.0];
        let mut vd = v.clone();
        let mut ed = v.clone();
        for (j, dj) in d.iter().enumerate() {
            for i in 0..3 {
                vd.data[i + j * 3] *= dj;
                ed.data[i + j * 3] *= dj.exp();
            }
        }
        let vinv = crate::solve::inverse(v.view()).unwrap().x;
        let a = mul(&vd, &vinv).unwrap();
        let expected = mul(&ed, &vinv).unwrap();
        let e = expm(a.view()).unwrap();
        for (x, y) in e.data.iter().zip(&expected.data) {
            assert!((x - y).abs() < 1e-12 * 10.0);
        }
    }

    #[test]
    fn sqrtm_squares_back() {
        for seed in 0..20 {
            let a = complex(&matrix(seed, 6, 4.0));
            let f = sqrtm(a.view()).unwrap();
            let square = mul(&f.x, &f.x).unwrap();
            assert!(max_diff(&square, &a) < 1e-10, "seed {seed}");
        }
    }

    #[test]
    fn logm_inverts_expm_near_zero() {
        for seed in 0..20 {
            let a = matrix(seed, 5, 0.8);
            let e = expm(a.view()).unwrap();
            let f = logm(complex(&e).view()).unwrap();
            assert!(max_diff(&f.x, &complex(&a)) < 1e-11, "seed {seed}");
            assert!(!f.negative_real_eigenvalue);
        }
    }

    #[test]
    fn expm_of_logm_is_the_matrix() {
        for seed in 0..10 {
            let mut a = matrix(seed, 4, 1.0);
            add_identity(&mut a, 3.0);
            let log = logm(complex(&a).view()).unwrap();
            let back = expm(log.x.view()).unwrap();
            assert!(max_diff(&back, &complex(&a)) < 1e-11, "seed {seed}");
        }
    }

    #[test]
    fn gauss_legendre_integrates_polynomials() {
        let rule = gauss_legendre(8);
        let integral: f64 = rule.iter().map(|(x, w)| w * x.powi(9)).sum();
        assert!((integral - 0.1).abs() < 1e-15);
    }

    #[test]
    fn sqrtm_condition_of_a_diagonal_matrix_is_exact() {
        // X = diag(2, 3): L(E)_ij = E_ij / (x_i + x_j), so |L|_1 = 1/4 and
        // condx = (1/4) * norm(A,1) / norm(X,1) = 0.25 * 9 / 3.
        let c = |x: f64| Complex64::new(x, 0.0);
        let a = [c(4.0), c(0.0), c(0.0), c(9.0)];
        let x = [c(2.0), c(0.0), c(0.0), c(3.0)];
        let (alpha, condx) =
            sqrtm_condition(View::new(&a, 2, 2).unwrap(), View::new(&x, 2, 2).unwrap()).unwrap();
        assert!((alpha - 1.0).abs() < 1e-14);
        assert!((condx - 0.75).abs() < 1e-12, "{condx}");
    }
}
