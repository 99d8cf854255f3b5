//! Property tests of the Schur family on random matrices: the QZ form
//! reproduces its pair and its eigenvectors satisfy their equations,
//! reordering keeps `U*T*U' = A` (and `Q'*S*Z' = A`, `Q'*T*Z' = B`) while
//! moving the selected eigenvalues to the front, `rsf2csf` gives a
//! triangular form of the same matrix, and `sylvester` solves
//! `A*X + X*B = C`. References are the naive products written here.

use ferromat_linalg::gschur::{self, pencil_eigenvalues};
use ferromat_linalg::reorder::{self, Pencil};
use ferromat_linalg::schur::schur_real;
use ferromat_linalg::sylvester::sylvester;
use ferromat_linalg::{Complex64, Matrix};
use proptest::prelude::*;

const TOL: f64 = 1e-9;

fn c(m: &Matrix<f64>) -> Matrix<Complex64> {
    Matrix {
        rows: m.rows,
        cols: m.cols,
        data: m.data.iter().map(|&x| Complex64::new(x, 0.0)).collect(),
    }
}

fn mul(a: &Matrix<Complex64>, b: &Matrix<Complex64>) -> Matrix<Complex64> {
    let mut out = Matrix::zeros(a.rows, b.cols);
    for j in 0..b.cols {
        for k in 0..a.cols {
            for i in 0..a.rows {
                out.data[i + j * a.rows] += a.data[i + k * a.rows] * b.data[k + j * b.rows];
            }
        }
    }
    out
}

fn adj(a: &Matrix<Complex64>) -> Matrix<Complex64> {
    let mut out = Matrix::zeros(a.cols, a.rows);
    for j in 0..a.cols {
        for i in 0..a.rows {
            out.data[j + i * a.cols] = a.data[i + j * a.rows].conj();
        }
    }
    out
}

fn diff(a: &Matrix<Complex64>, b: &Matrix<Complex64>) -> f64 {
    a.data
        .iter()
        .zip(&b.data)
        .map(|(x, y)| (x - y).norm())
        .fold(0.0, f64::max)
}

fn square(n: std::ops::Range<usize>) -> impl Strategy<Value = Matrix<f64>> {
    n.prop_flat_map(|n| {
        prop::collection::vec(-1.0f64..1.0, n * n).prop_map(move |data| Matrix {
            rows: n,
            cols: n,
            data,
        })
    })
}

fn pair(n: std::ops::Range<usize>) -> impl Strategy<Value = (Matrix<f64>, Matrix<f64>)> {
    n.prop_flat_map(|n| {
        (
            prop::collection::vec(-1.0f64..1.0, n * n),
            prop::collection::vec(-1.0f64..1.0, n * n),
        )
            .prop_map(move |(a, b)| {
                (
                    Matrix {
                        rows: n,
                        cols: n,
                        data: a,
                    },
                    Matrix {
                        rows: n,
                        cols: n,
                        data: b,
                    },
                )
            })
    })
}

fn lower_is_zero(m: &Matrix<Complex64>, below: usize) -> bool {
    (0..m.cols).all(|j| (j + below..m.rows).all(|i| m.data[i + j * m.rows].norm() < 1e-12))
}

/// Whether every eigenvalue satisfying `inside` comes before every one that
/// does not.
fn leads(eigs: &[Complex64], inside: impl Fn(Complex64) -> bool) -> bool {
    let first_out = eigs.iter().position(|&e| !inside(e)).unwrap_or(eigs.len());
    eigs[first_out..].iter().all(|&e| !inside(e))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn qz_reproduces_the_pair((a, b) in pair(1..7)) {
        let f = gschur::qz_complex(c(&a).view(), c(&b).view()).unwrap();
        prop_assert!(diff(&mul(&mul(&f.q, &c(&a)), &f.z), &f.aa) < TOL);
        prop_assert!(diff(&mul(&mul(&f.q, &c(&b)), &f.z), &f.bb) < TOL);
        prop_assert!(lower_is_zero(&f.aa, 1) && lower_is_zero(&f.bb, 1));
        let r = gschur::qz_real(a.view(), b.view()).unwrap();
        let (q, z) = (c(&r.q), c(&r.z));
        prop_assert!(diff(&mul(&mul(&q, &c(&a)), &z), &c(&r.aa)) < TOL);
        prop_assert!(diff(&mul(&mul(&q, &c(&b)), &z), &c(&r.bb)) < TOL);
        prop_assert!(lower_is_zero(&c(&r.aa), 2) && lower_is_zero(&c(&r.bb), 1));
    }

    #[test]
    fn qz_eigenvectors_satisfy_their_equations((a, b) in pair(1..6)) {
        let f = gschur::qz_complex(c(&a).view(), c(&b).view()).unwrap();
        let e = gschur::eigenvectors(&f);
        let n = a.rows;
        let (ac, bc) = (c(&a), c(&b));
        let (av, bv) = (mul(&ac, &e.v), mul(&bc, &e.v));
        let (wa, wb) = (mul(&adj(&e.w), &ac), mul(&adj(&e.w), &bc));
        for k in 0..n {
            let (alpha, beta) = (f.aa.data[k + k * n], f.bb.data[k + k * n]);
            for i in 0..n {
                let right = av.data[i + k * n] * beta - bv.data[i + k * n] * alpha;
                let left = wa.data[k + i * n] * beta - wb.data[k + i * n] * alpha;
                prop_assert!(right.norm() < 1e-8, "right {k}: {right}");
                prop_assert!(left.norm() < 1e-8, "left {k}: {left}");
            }
        }
    }

    #[test]
    fn ordschur_moves_the_selection_first(a in square(1..8), region in 0usize..4) {
        let s = schur_real(a.view()).unwrap();
        let inside = move |e: Complex64| match region {
            0 => e.re < 0.0,
            1 => e.re > 0.0,
            2 => e.norm() < 1.0,
            _ => e.norm() > 1.0,
        };
        let n = a.rows;
        let mut p = Pencil { s: s.t, t: Matrix::identity(n), ql: s.u.clone(), z: s.u };
        reorder::reorder(&mut p, true, &|eigs: &[Complex64], _| f64::from(u8::from(inside(eigs[0]))));
        let back = mul(&mul(&c(&p.z), &c(&p.s)), &adj(&c(&p.z)));
        prop_assert!(diff(&back, &c(&a)) < TOL);
        prop_assert!(lower_is_zero(&c(&p.s), 2));
        prop_assert!(leads(&pencil_eigenvalues(&p.s, &Matrix::identity(n)), inside));
    }

    #[test]
    fn ordqz_moves_the_selection_first((a, b) in pair(1..7), real in any::<bool>()) {
        let inside = |e: Complex64| e.norm() < 1.0;
        let key = |eigs: &[Complex64], _: usize| f64::from(u8::from(inside(eigs[0])));
        let (ac, bc) = (c(&a), c(&b));
        let (s, t, ql, z) = if real {
            let f = gschur::qz_real(a.view(), b.view()).unwrap();
            let mut p = Pencil { s: f.aa, t: f.bb, ql: transpose(&f.q), z: f.z };
            reorder::reorder(&mut p, false, &key);
            prop_assert!(leads(&pencil_eigenvalues(&p.s, &p.t), inside));
            (c(&p.s), c(&p.t), c(&p.ql), c(&p.z))
        } else {
            let f = gschur::qz_complex(ac.view(), bc.view()).unwrap();
            let mut p = Pencil { s: f.aa, t: f.bb, ql: adj(&f.q), z: f.z };
            reorder::reorder(&mut p, false, &key);
            prop_assert!(leads(&pencil_eigenvalues(&p.s, &p.t), inside));
            (p.s, p.t, p.ql, p.z)
        };
        prop_assert!(diff(&mul(&mul(&ql, &s), &adj(&z)), &ac) < TOL);
        prop_assert!(diff(&mul(&mul(&ql, &t), &adj(&z)), &bc) < TOL);
        prop_assert!(lower_is_zero(&t, 1) && lower_is_zero(&s, 2));
    }

    #[test]
    fn rsf2csf_gives_a_triangular_form(a in square(1..8)) {
        let s = schur_real(a.view()).unwrap();
        let (u, t) = reorder::rsf2csf(&s.u, &s.t);
        prop_assert!(diff(&mul(&mul(&u, &t), &adj(&u)), &c(&a)) < TOL);
        prop_assert!(lower_is_zero(&t, 1));
    }

    #[test]
    fn sylvester_solves_its_equation((a, b) in pair(1..7), shift in 3.0f64..5.0) {
        // A + shift*I and B + shift*I have no eigenvalues summing to 0.
        let n = a.rows;
        let mut a = a;
        let mut b = b;
        for i in 0..n {
            a.data[i + i * n] += shift;
            b.data[i + i * n] += shift;
        }
        let cm = Matrix { rows: n, cols: n, data: (0..n * n).map(|k| (k as f64).sin()).collect() };
        let x = sylvester(a.view(), b.view(), cm.view()).unwrap();
        let lhs = mul(&c(&a), &x);
        let rhs = mul(&x, &c(&b));
        let sum = Matrix { rows: n, cols: n, data: lhs.data.iter().zip(&rhs.data).map(|(p, q)| p + q).collect() };
        prop_assert!(diff(&sum, &c(&cm)) < TOL);
    }
}

fn transpose(m: &Matrix<f64>) -> Matrix<f64> {
    let mut out = Matrix::zeros(m.cols, m.rows);
    for j in 0..m.cols {
        for i in 0..m.rows {
            out.data[j + i * m.cols] = m.data[i + j * m.rows];
        }
    }
    out
}
