//! MATLAB's two-sided and squared Krylov solvers: `bicg` (biconjugate
//! gradients, which also needs `A'*x` and `M'\x`: function handles are
//! called as `afun(x,'notransp')` / `afun(x,'transp')`) and `cgs`
//! (conjugate gradients squared), real or complex, with the calling forms,
//! defaults, outputs, flags and messages the other solvers share
//! (iterative.rs). Products go through operator.rs; no product or
//! factorization code here.

use super::operator::{all_finite, axpy, dot, norm, Field, Preconditioner};
use super::solver::{begin, dispatch, zero, Request, Running, Solution};
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// `x = bicg(A,b,tol,maxit,M1,M2,x0)`.
pub fn bicg(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(interp, args, nargout, "bicg", true, run_bicg, run_bicg)
}

/// `M'\x = M1'\(M2'\x)` for `M = M1*M2`.
fn precondition_transpose<T: Field>(
    interp: &mut Interpreter,
    m1t: &Preconditioner,
    m2t: &Preconditioner,
    r: &[T],
    function: &str,
) -> Result<Vec<T>> {
    let y = m2t.solve(interp, r, function)?;
    if !all_finite(&y) {
        return Ok(y);
    }
    m1t.solve(interp, &y, function)
}

fn run_bicg<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
    const F: &str = "bicg";
    let (m1t, m2t) = (req.m1.transposed()?, req.m2.transposed()?);
    let problem = &req.problem;
    let Running {
        mut x,
        mut r,
        tracker: mut t,
        mut resvec,
        ..
    } = begin!(interp, req, 5, F);
    let mut rt = r.clone();
    let mut rho = T::from_real(1.0);
    let (mut p, mut pt) = (vec![zero::<T>(); problem.n], vec![zero::<T>(); problem.n]);
    let (mut flag, mut last) = (1u8, 0.0);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let z = req.precondition(interp, &r, F)?;
        if !all_finite(&z) {
            flag = 2;
            break;
        }
        let zt = precondition_transpose(interp, &m1t, &m2t, &rt, F)?;
        if !all_finite(&zt) {
            flag = 2;
            break;
        }
        let rho1 = rho;
        rho = dot(&rt, &z);
        if rho.is_zero() || !rho.is_finite_value() {
            flag = 4;
            break;
        }
        if ii == 1 {
            p = z;
            pt = zt;
        } else {
            let beta = rho / rho1;
            if beta.is_zero() || !beta.is_finite_value() {
                flag = 4;
                break;
            }
            p.iter_mut().zip(&z).for_each(|(p, &z)| *p = z + beta * *p);
            let bc = beta.conjugate();
            pt.iter_mut().zip(&zt).for_each(|(p, &z)| *p = z + bc * *p);
        }
        let q = problem.a.apply(interp, &p, F)?;
        let qt = problem.a.apply_transpose(interp, &pt, F)?;
        let ptq = dot(&pt, &q);
        if ptq.is_zero() || !ptq.is_finite_value() {
            flag = 4;
            break;
        }
        let alpha = rho / ptq;
        if !alpha.is_finite_value() {
            flag = 4;
            break;
        }
        t.stag = if alpha.modulus() * norm(&p) < f64::EPSILON * norm(&x) {
            t.stag + 1
        } else {
            0
        };
        axpy(&mut x, alpha, &p);
        axpy(&mut r, -alpha, &q);
        axpy(&mut rt, -alpha.conjugate(), &qt);
        resvec.push(norm(&r));
        let k = resvec.len() - 1;
        if let Some(f) = t.check(interp, problem, &x, resvec[k], ii as f64, &mut resvec[k], F)? {
            flag = f;
            break;
        }
    }
    t.result(interp, problem, x, flag, last, resvec, F)
}

/// `x = cgs(A,b,tol,maxit,M1,M2,x0)`.
pub fn cgs(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(interp, args, nargout, "cgs", false, run_cgs, run_cgs)
}

fn run_cgs<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
    const F: &str = "cgs";
    let problem = &req.problem;
    let n = problem.n;
    let Running {
        mut x,
        mut r,
        tracker: mut t,
        mut resvec,
        ..
    } = begin!(interp, req, 5, F);
    let rt = r.clone();
    let mut rho = T::from_real(1.0);
    let (mut p, mut q) = (vec![zero::<T>(); n], vec![zero::<T>(); n]);
    let (mut flag, mut last) = (1u8, 0.0);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let rho1 = rho;
        rho = dot(&rt, &r);
        if rho.is_zero() || !rho.is_finite_value() {
            flag = 4;
            break;
        }
        let u: Vec<T>;
        if ii == 1 {
            u = r.clone();
            p.clone_from(&u);
        } else {
            let beta = rho / rho1;
            if beta.is_zero() || !beta.is_finite_value() {
                flag = 4;
                break;
            }
            u = r.iter().zip(&q).map(|(&r, &q)| r + beta * q).collect();
            for ((p, &u), &q) in p.iter_mut().zip(&u).zip(&q) {
                *p = u + beta * (q + beta * *p);
            }
        }
        let ph = req.precondition(interp, &p, F)?;
        if !all_finite(&ph) {
            flag = 2;
            break;
        }
        let vh = problem.a.apply(interp, &ph, F)?;
        let rtvh = dot(&rt, &vh);
        if rtvh.is_zero() || !rtvh.is_finite_value() {
            flag = 4;
            break;
        }
        let alpha = rho / rtvh;
        if !alpha.is_finite_value() {
            flag = 4;
            break;
        }
        q = u.clone();
        axpy(&mut q, -alpha, &vh);
        let sum: Vec<T> = u.iter().zip(&q).map(|(&u, &q)| u + q).collect();
        let uh = req.precondition(interp, &sum, F)?;
        if !all_finite(&uh) {
            flag = 2;
            break;
        }
        t.stag = if alpha.modulus() * norm(&uh) < f64::EPSILON * norm(&x) {
            t.stag + 1
        } else {
            0
        };
        axpy(&mut x, alpha, &uh);
        let qh = problem.a.apply(interp, &uh, F)?;
        axpy(&mut r, -alpha, &qh);
        resvec.push(norm(&r));
        let k = resvec.len() - 1;
        if let Some(f) = t.check(interp, problem, &x, resvec[k], ii as f64, &mut resvec[k], F)? {
            flag = f;
            break;
        }
    }
    t.result(interp, problem, x, flag, last, resvec, F)
}
