//! Property tests of the QR updates (`qrupdate.rs`) and the generalized
//! SVD (`gsvd.rs`) by their defining equations, over random real and
//! complex matrices: `Q1*R1` equals the changed matrix, `Q1` is unitary
//! and `R1` exactly upper triangular; `A = U*C*X'`, `B = V*S*X'`,
//! `C'*C + S'*S = I` with `U`, `V` unitary and `c/s` nondecreasing.

use ferromat_linalg::gsvd::gsvd;
use ferromat_linalg::qrupdate::{
    delete_column, delete_row, insert_column, insert_row, rank_one_update, QrPair,
};
use ferromat_linalg::{factor, matmul, solve, Complex64, Matrix, Scalar, View};
use proptest::prelude::*;

/// Relative tolerance for entries in [-1, 1] and sizes up to 7.
const TOL: f64 = 1e-12;

fn real(
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

fn complex(
    rows: std::ops::Range<usize>,
    cols: std::ops::Range<usize>,
) -> impl Strategy<Value = Matrix<Complex64>> {
    (rows, cols).prop_flat_map(|(m, n)| {
        prop::collection::vec((-1.0f64..1.0, -1.0f64..1.0), m * n).prop_map(move |pairs| Matrix {
            rows: m,
            cols: n,
            data: pairs
                .into_iter()
                .map(|(re, im)| Complex64::new(re, im))
                .collect(),
        })
    })
}

fn product<T: Scalar>(a: &Matrix<T>, b: &Matrix<T>) -> Matrix<T> {
    matmul(a.view(), b.view()).unwrap()
}

fn max_diff<T: Scalar>(a: &Matrix<T>, b: &Matrix<T>) -> f64 {
    assert_eq!((a.rows, a.cols), (b.rows, b.cols));
    a.data
        .iter()
        .zip(&b.data)
        .map(|(x, y)| (*x - *y).modulus())
        .fold(0.0, f64::max)
}

fn unitary_error<T: Scalar>(q: &Matrix<T>) -> f64 {
    let qhq = product(&solve::adjoint(q.view()), q);
    max_diff(&qhq, &Matrix::identity(q.cols))
}

fn is_upper<T: Scalar>(r: &Matrix<T>) -> bool {
    (0..r.cols).all(|j| ((j + 1)..r.rows).all(|i| r.data[i + j * r.rows].modulus() == 0.0))
}

/// `f` is a valid QR factorization of `a`.
fn check_qr<T: Scalar>(f: &QrPair<T>, a: &Matrix<T>) -> Result<(), TestCaseError> {
    prop_assert!(is_upper(&f.r));
    prop_assert!(unitary_error(&f.q) < TOL);
    prop_assert!(max_diff(&product(&f.q, &f.r), a) < TOL);
    Ok(())
}

fn full_qr<T: Scalar>(a: &Matrix<T>) -> (Matrix<T>, Matrix<T>) {
    let f = factor::qr(a.view(), false, false);
    (f.q, f.r)
}

/// `a` with column (or row) `j` of `x` inserted, or removed when `x` is None.
fn edited<T: Scalar>(a: &Matrix<T>, j: usize, x: Option<&[T]>, row: bool) -> Matrix<T> {
    let t = |m: &Matrix<T>| solve::adjoint(m.view());
    let conj = |v: &[T]| v.iter().map(|z| z.conjugate()).collect::<Vec<_>>();
    let source = if row { t(a) } else { a.clone() };
    let m = source.rows;
    let mut cols: Vec<Vec<T>> = source
        .data
        .chunks(m.max(1))
        .take(source.cols)
        .map(<[T]>::to_vec)
        .collect();
    match x {
        Some(x) => cols.insert(j, if row { conj(x) } else { x.to_vec() }),
        None => {
            cols.remove(j);
        }
    }
    let out = Matrix {
        rows: m,
        cols: cols.len(),
        data: cols.concat(),
    };
    if row {
        t(&out)
    } else {
        out
    }
}

fn update_case<T: Scalar>(
    a: Matrix<T>,
    u: Vec<T>,
    v: Vec<T>,
    economy: bool,
) -> Result<(), TestCaseError> {
    let f = factor::qr(a.view(), economy, false);
    let (m, n) = (a.rows, a.cols);
    let g = rank_one_update(f.q.view(), f.r.view(), &u, &v).unwrap();
    let mut target = a.clone();
    for (j, vj) in v.iter().enumerate().take(n) {
        for (i, ui) in u.iter().enumerate().take(m) {
            target.data[i + j * m] += *ui * vj.conjugate();
        }
    }
    check_qr(&g, &target)
}

proptest! {
    #[test]
    fn rank_one_update_real(a in real(1..7, 1..7), seed in prop::collection::vec(-1.0f64..1.0, 14), economy in any::<bool>()) {
        let (m, n) = (a.rows, a.cols);
        let economy = economy && m > n;
        update_case(a, seed[..m].to_vec(), seed[7..7 + n].to_vec(), economy)?;
    }

    #[test]
    fn rank_one_update_complex(a in complex(1..7, 1..7), seed in prop::collection::vec(-1.0f64..1.0, 28), economy in any::<bool>()) {
        let (m, n) = (a.rows, a.cols);
        let economy = economy && m > n;
        let z = |k: usize| Complex64::new(seed[2 * k], seed[2 * k + 1]);
        update_case(a, (0..m).map(z).collect(), (7..7 + n).map(z).collect(), economy)?;
    }

    #[test]
    fn column_insert_and_delete(a in complex(1..7, 1..7), seed in prop::collection::vec(-1.0f64..1.0, 14), j in 0usize..8) {
        let (q, r) = full_qr(&a);
        let x: Vec<Complex64> = (0..a.rows).map(|k| Complex64::new(seed[2 * k], seed[2 * k + 1])).collect();
        let j_in = j % (a.cols + 1);
        check_qr(&insert_column(q.view(), r.view(), j_in, &x).unwrap(), &edited(&a, j_in, Some(&x), false))?;
        let j_out = j % a.cols;
        check_qr(&delete_column(q.view(), r.view(), j_out).unwrap(), &edited(&a, j_out, None, false))?;
    }

    #[test]
    fn row_insert_and_delete(a in real(1..7, 1..7), seed in prop::collection::vec(-1.0f64..1.0, 7), j in 0usize..8) {
        let (q, r) = full_qr(&a);
        let x = &seed[..a.cols];
        let j_in = j % (a.rows + 1);
        check_qr(&insert_row(q.view(), r.view(), j_in, x).unwrap(), &edited(&a, j_in, Some(x), true))?;
        let j_out = j % a.rows;
        check_qr(&delete_row(q.view(), r.view(), j_out).unwrap(), &edited(&a, j_out, None, true))?;
    }

    #[test]
    fn complex_row_insert_and_delete(a in complex(1..7, 1..7), seed in prop::collection::vec(-1.0f64..1.0, 14), j in 0usize..8) {
        let (q, r) = full_qr(&a);
        let x: Vec<Complex64> = (0..a.cols).map(|k| Complex64::new(seed[2 * k], seed[2 * k + 1])).collect();
        let j_in = j % (a.rows + 1);
        check_qr(&insert_row(q.view(), r.view(), j_in, &x).unwrap(), &edited(&a, j_in, Some(&x), true))?;
        let j_out = j % a.rows;
        check_qr(&delete_row(q.view(), r.view(), j_out).unwrap(), &edited(&a, j_out, None, true))?;
    }

    #[test]
    fn gsvd_real(a in real(0..6, 1..6), seed in prop::collection::vec(-1.0f64..1.0, 36), n in 0usize..6) {
        let p = a.cols;
        let b = Matrix { rows: n, cols: p, data: seed[..n * p].to_vec() };
        gsvd_case(&a, &b)?;
    }

    #[test]
    fn gsvd_complex(a in complex(1..6, 1..6), b_rows in 1usize..6, seed in prop::collection::vec(-1.0f64..1.0, 72)) {
        let p = a.cols;
        let b = Matrix {
            rows: b_rows,
            cols: p,
            data: (0..b_rows * p).map(|k| Complex64::new(seed[2 * k], seed[2 * k + 1])).collect(),
        };
        gsvd_case(&a, &b)?;
    }
}

/// `C` and `S` as MATLAB lays them out.
fn c_and_s<T: Scalar>(c: &[f64], s: &[f64], m: usize, n: usize) -> (Matrix<T>, Matrix<T>) {
    let q = c.len();
    let offset = q.saturating_sub(m);
    let (mut cm, mut sm) = (Matrix::zeros(m, q), Matrix::zeros(n, q));
    for j in 0..q {
        if j >= offset {
            cm.data[j - offset + j * m] = T::from_real(c[j]);
        }
        if j < n {
            sm.data[j + j * n] = T::from_real(s[j]);
        } else {
            assert_eq!(s[j], 0.0);
        }
        if j < offset {
            assert_eq!(c[j], 0.0);
        }
    }
    (cm, sm)
}

fn gsvd_case<T: Scalar>(a: &Matrix<T>, b: &Matrix<T>) -> Result<(), TestCaseError> {
    let (m, n, p) = (a.rows, b.rows, a.cols);
    let g = gsvd(a.view(), b.view()).unwrap();
    let q = (m + n).min(p);
    prop_assert_eq!(g.c.len(), q);
    prop_assert_eq!((g.x.rows, g.x.cols), (p, q));
    let (c, s) = c_and_s::<T>(&g.c, &g.s, m, n);
    let xh = solve::adjoint(g.x.view());
    let scale = 1.0
        + a.data
            .iter()
            .chain(&b.data)
            .map(|z| z.modulus())
            .fold(0.0, f64::max);
    prop_assert!(max_diff(&product(&product(&g.u, &c), &xh), a) < TOL * scale * 10.0);
    prop_assert!(max_diff(&product(&product(&g.v, &s), &xh), b) < TOL * scale * 10.0);
    prop_assert!(unitary_error(&g.u) < TOL && unitary_error(&g.v) < TOL);
    for j in 0..q {
        prop_assert!((g.c[j].powi(2) + g.s[j].powi(2) - 1.0).abs() < TOL);
        prop_assert!(g.c[j] >= 0.0 && g.s[j] >= 0.0);
    }
    let sigma = g.values();
    prop_assert!(
        sigma
            .windows(2)
            .all(|w| w[0] <= w[1] * (1.0 + 1e-10) + 1e-12),
        "{:?}",
        sigma
    );
    Ok(())
}

#[test]
fn gsvd_of_the_mathworks_example() {
    // MathWorks' gsvd page: A = reshape(1:15, 5, 3), B = magic(3) gives
    // sigma = [0.0000; 0.3325; 5.0123] (svd(A/B) in ascending order).
    let a: Vec<f64> = (1..=15).map(f64::from).collect();
    let b = [8.0, 3.0, 4.0, 1.0, 5.0, 9.0, 6.0, 7.0, 2.0];
    let g = gsvd(View::new(&a, 5, 3).unwrap(), View::new(&b, 3, 3).unwrap()).unwrap();
    let sigma = g.values();
    assert!(sigma[0].abs() < 1e-12);
    assert!((sigma[1] - 0.3325).abs() < 5e-5 && (sigma[2] - 5.0123).abs() < 5e-5);
}
