//! Property tests of the Krylov solvers (iterative.rs, gmres.rs): on
//! random symmetric positive definite and diagonally dominant sparse
//! systems each converges to the dense solve. Test code only.

use super::*;
use crate::builtins::sparse::operator::{column, Operator, Preconditioner, Problem};
use crate::value::Csc;

/// A small deterministic generator (tests must not depend on a crate).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64) / ((1u64 << 53) as f64)
    }
}

/// Random sparse matrix, dense column-major; `spd`: B'B + n I, else
/// strictly diagonally dominant nonsymmetric.
fn random_system(n: usize, seed: u64, spd: bool) -> (Vec<f64>, Vec<f64>) {
    let mut g = Lcg(seed);
    let mut b = vec![0.0; n * n];
    for v in b.iter_mut() {
        if g.next() < 0.2 {
            *v = g.next() * 2.0 - 1.0;
        }
    }
    let mut a = vec![0.0; n * n];
    if spd {
        for i in 0..n {
            for j in 0..n {
                a[j * n + i] = (0..n).map(|k| b[i * n + k] * b[j * n + k]).sum();
            }
            a[i * n + i] += 1.0;
        }
    } else {
        a.copy_from_slice(&b);
        for i in 0..n {
            let row: f64 = (0..n).map(|j| b[j * n + i].abs()).sum();
            a[i * n + i] = row + 1.0;
        }
    }
    let rhs = (0..n).map(|_| g.next() * 2.0 - 1.0).collect();
    (a, rhs)
}

/// Gaussian elimination with partial pivoting (the naive reference).
fn dense_solve(n: usize, a: &[f64], b: &[f64]) -> Vec<f64> {
    let mut m: Vec<Vec<f64>> = (0..n)
        .map(|i| (0..n).map(|j| a[j * n + i]).collect())
        .collect();
    let mut x = b.to_vec();
    for k in 0..n {
        let p = (k..n)
            .max_by(|&i, &j| m[i][k].abs().total_cmp(&m[j][k].abs()))
            .unwrap();
        m.swap(k, p);
        x.swap(k, p);
        let pivot_row = m[k].clone();
        for i in k + 1..n {
            let f = m[i][k] / pivot_row[k];
            for (v, p) in m[i][k..].iter_mut().zip(&pivot_row[k..]) {
                *v -= f * p;
            }
            x[i] -= f * x[k];
        }
    }
    for k in (0..n).rev() {
        let s: f64 = (k + 1..n).map(|j| m[k][j] * x[j]).sum();
        x[k] = (x[k] - s) / m[k][k];
    }
    x
}

fn request(a: &[f64], b: Vec<f64>, n: usize, sparse: bool) -> Request<f64> {
    let op = if sparse {
        Operator::Sparse(Csc::from_dense(n, n, a))
    } else {
        Operator::Dense {
            rows: n,
            cols: n,
            data: a.to_vec(),
        }
    };
    Request {
        problem: Problem { a: op, b, n },
        tol: 1e-10,
        maxit: 4 * n,
        m1: Preconditioner::None,
        m2: Preconditioner::None,
        x0: vec![0.0; n],
    }
}

fn close(x: &[f64], y: &[f64]) -> bool {
    let scale = y.iter().map(|v| v.abs()).fold(1.0, f64::max);
    x.iter().zip(y).all(|(p, q)| (p - q).abs() <= 1e-6 * scale)
}

#[test]
fn solvers_converge_to_the_dense_solution() {
    let mut interp = Interpreter::new();
    for seed in 0..12u64 {
        let n = 5 + (seed as usize * 7) % 30;
        let sparse = seed % 2 == 0;
        let (a, b) = random_system(n, seed, true);
        let exact = dense_solve(n, &a, &b);
        for (name, s) in [
            (
                "pcg",
                run_pcg(&mut interp, &request(&a, b.clone(), n, sparse)).unwrap(),
            ),
            (
                "minres",
                run_minres(&mut interp, &request(&a, b.clone(), n, sparse)).unwrap(),
            ),
            (
                "bicgstab",
                run_bicgstab(&mut interp, &request(&a, b.clone(), n, sparse)).unwrap(),
            ),
        ] {
            assert_eq!(s.flag, 0, "{name} n={n} seed={seed}");
            assert!(s.relres <= 1e-10, "{name} relres {}", s.relres);
            assert!(close(&s.x, &exact), "{name} n={n} seed={seed}");
        }
        let (a, b) = random_system(n, seed + 100, false);
        let exact = dense_solve(n, &a, &b);
        let s = run_bicgstab(&mut interp, &request(&a, b.clone(), n, sparse)).unwrap();
        assert_eq!(s.flag, 0, "bicgstab nonsymmetric n={n}");
        assert!(close(&s.x, &exact));
        let args = [
            Value::matrix(crate::value::Shape::matrix(n, n), a.clone()),
            column(b.clone()),
            Value::scalar(5.0),
            Value::scalar(1e-10),
            Value::scalar(100.0),
        ];
        let out = super::super::gmres::gmres(&mut interp, &args, 2).unwrap();
        assert_eq!(out[1].as_f64(), Some(0.0), "gmres n={n} seed={seed}");
        assert!(close(&out[0].to_f64_vec().unwrap(), &exact), "gmres n={n}");
    }
}

#[test]
fn maxit_bounds_the_work_and_sets_flag_one() {
    let mut interp = Interpreter::new();
    let n = 40;
    let (a, b) = random_system(n, 7, true);
    let mut req = request(&a, b, n, true);
    req.maxit = 2;
    let s = run_pcg(&mut interp, &req).unwrap();
    assert_eq!(s.flag, 1);
    assert!(s.resvec.len() <= 3);
}

#[test]
fn jacobi_preconditioner_as_matrix_and_handle_agree() {
    let mut interp = Interpreter::new();
    let n = 20;
    let (a, b) = random_system(n, 3, true);
    let diag: Vec<f64> = (0..n).map(|i| a[i * n + i]).collect();
    let mut m = vec![0.0; n * n];
    for i in 0..n {
        m[i * n + i] = diag[i];
    }
    let mut req = request(&a, b.clone(), n, true);
    req.m1 = Preconditioner::Matrix(Value::matrix(crate::value::Shape::matrix(n, n), m));
    let s = run_pcg(&mut interp, &req).unwrap();
    assert_eq!(s.flag, 0);
    assert!(close(&s.x, &dense_solve(n, &a, &b)));
}
