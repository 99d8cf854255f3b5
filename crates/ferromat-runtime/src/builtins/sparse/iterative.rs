//! MATLAB's Krylov solvers for `A*x = b`: `pcg`, `bicgstab`, `minres` and
//! `gmres` (restarted), with MATLAB's calling forms, defaults (tol 1e-6,
//! maxit min(n,20); gmres min(n,10)), outputs `[x,flag,relres,iter,resvec]`,
//! flags (0 converged, 1 maxit, 2 ill-conditioned preconditioner, 3
//! stagnation, 4 breakdown, 5 minres: preconditioner not SPD) and the
//! message printed when `flag` is not requested. Every loop is bounded by
//! `maxit`. Products go through operator.rs; no product or factorization
//! code here.

use super::operator::{all_finite, axpy, dot, norm, Field};
use super::solver::{begin, dispatch, zero, Request, Running, Solution};
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// `x = pcg(A,b,tol,maxit,M1,M2,x0)`.
pub fn pcg(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(interp, args, nargout, "pcg", false, run_pcg, run_pcg)
}

fn run_pcg<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
    const F: &str = "pcg";
    let problem = &req.problem;
    let Running {
        mut x,
        mut r,
        tracker: mut t,
        mut resvec,
        ..
    } = begin!(interp, req, 5, F);
    let (mut rho, mut p, mut flag, mut last) =
        (T::from_real(1.0), vec![zero::<T>(); problem.n], 1u8, 0.0);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let z = req.precondition(interp, &r, F)?;
        if !all_finite(&z) {
            flag = 2;
            break;
        }
        let rho1 = rho;
        rho = dot(&r, &z);
        if rho.is_zero() || rho.modulus().is_infinite() {
            flag = 4;
            break;
        }
        if ii == 1 {
            p = z;
        } else {
            let beta = rho / rho1;
            if beta.is_zero() || beta.modulus().is_infinite() {
                flag = 4;
                break;
            }
            p.iter_mut().zip(&z).for_each(|(p, &z)| *p = z + beta * *p);
        }
        let q = problem.a.apply(interp, &p, F)?;
        let pq = dot(&p, &q);
        // MATLAB compares the real part of p'*q.
        if pq.real_part() <= 0.0 || !pq.is_finite_value() {
            flag = 4;
            break;
        }
        let alpha = rho / pq;
        if alpha.modulus().is_infinite() {
            flag = 4;
            break;
        }
        if norm(&p) * alpha.modulus() < f64::EPSILON * norm(&x) {
            t.stag += 1;
        } else {
            t.stag = 0;
        }
        axpy(&mut x, alpha, &p);
        axpy(&mut r, -alpha, &q);
        resvec.push(norm(&r));
        let normr = resvec[ii];
        if let Some(f) = t.check(interp, problem, &x, normr, ii as f64, &mut resvec[ii], F)? {
            flag = f;
            break;
        }
    }
    t.result(interp, problem, x, flag, last, resvec, F)
}

/// `x = bicgstab(A,b,tol,maxit,M1,M2,x0)`: iterations count half steps.
pub fn bicgstab(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(
        interp,
        args,
        nargout,
        "bicgstab",
        false,
        run_bicgstab,
        run_bicgstab,
    )
}

fn run_bicgstab<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
    const F: &str = "bicgstab";
    let problem = &req.problem;
    let Running {
        mut x,
        mut r,
        tracker: mut t,
        mut resvec,
        ..
    } = begin!(interp, req, 10, F);
    let rt = r.clone();
    let one = T::from_real(1.0);
    let (mut rho, mut omega, mut alpha) = (one, one, zero::<T>());
    let (mut p, mut v) = (vec![zero::<T>(); problem.n], vec![zero::<T>(); problem.n]);
    let (mut flag, mut last) = (1u8, 0.0);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let rho1 = rho;
        rho = dot(&rt, &r);
        if rho.is_zero() || rho.modulus().is_infinite() {
            flag = 4;
            break;
        }
        if ii == 1 {
            p.clone_from(&r);
        } else {
            let beta = (rho / rho1) * (alpha / omega);
            if beta.is_zero() || !beta.is_finite_value() {
                flag = 4;
                break;
            }
            for ((p, &r), &v) in p.iter_mut().zip(&r).zip(&v) {
                *p = r + beta * (*p - omega * v);
            }
        }
        let ph = req.precondition(interp, &p, F)?;
        if !all_finite(&ph) {
            flag = 2;
            break;
        }
        v = problem.a.apply(interp, &ph, F)?;
        let rtv = dot(&rt, &v);
        if rtv.is_zero() || !rtv.is_finite_value() {
            flag = 4;
            break;
        }
        alpha = rho / rtv;
        if alpha.modulus().is_infinite() {
            flag = 4;
            break;
        }
        t.stag = if alpha.modulus() * norm(&ph) < f64::EPSILON * norm(&x) {
            t.stag + 1
        } else {
            0
        };
        let mut xhalf = x.clone();
        axpy(&mut xhalf, alpha, &ph);
        let mut s = r.clone();
        axpy(&mut s, -alpha, &v);
        resvec.push(norm(&s));
        let k = resvec.len() - 1;
        let half = ii as f64 - 0.5;
        last = half;
        if let Some(f) = t.check(interp, problem, &xhalf, resvec[k], half, &mut resvec[k], F)? {
            flag = f;
            x = xhalf;
            break;
        }
        let sh = req.precondition(interp, &s, F)?;
        if !all_finite(&sh) {
            flag = 2;
            break;
        }
        let tv = problem.a.apply(interp, &sh, F)?;
        let tt = dot(&tv, &tv);
        if tt.is_zero() || tt.modulus().is_infinite() {
            flag = 4;
            break;
        }
        omega = dot(&tv, &s) / tt;
        if omega.is_zero() || omega.modulus().is_infinite() {
            flag = 4;
            break;
        }
        t.stag = if omega.modulus() * norm(&sh) < f64::EPSILON * norm(&xhalf) {
            t.stag + 1
        } else {
            0
        };
        x = xhalf;
        axpy(&mut x, omega, &sh);
        r = s;
        axpy(&mut r, -omega, &tv);
        resvec.push(norm(&r));
        let k = resvec.len() - 1;
        last = ii as f64;
        if let Some(f) = t.check(interp, problem, &x, resvec[k], ii as f64, &mut resvec[k], F)? {
            flag = f;
            break;
        }
    }
    t.result(interp, problem, x, flag, last, resvec, F)
}

/// `x = minres(A,b,tol,maxit,M1,M2,x0)`: Paige and Saunders' MINRES for
/// Hermitian `A` (and Hermitian positive definite `M = M1*M2`); the
/// Lanczos coefficients are real.
pub fn minres(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(
        interp, args, nargout, "minres", false, run_minres, run_minres,
    )
}

fn run_minres<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
    const F: &str = "minres";
    let problem = &req.problem;
    let n = problem.n;
    let real = |x: f64| T::from_real(x);
    let Running {
        mut x,
        r: mut r1,
        tracker: mut t,
        mut resvec,
        ..
    } = begin!(interp, req, 5, F);
    let preconditioned = !(req.m1.is_none() && req.m2.is_none());
    let mut y = req.precondition(interp, &r1, F)?;
    if !all_finite(&y) {
        return t.result(interp, problem, x, 2, 0.0, resvec, F);
    }
    let beta1_sq = dot(&r1, &y).real_part();
    if beta1_sq <= 0.0 {
        return t.result(interp, problem, x, 5, 0.0, resvec, F);
    }
    let beta1 = beta1_sq.sqrt();
    let mut r2 = r1.clone();
    let (mut oldb, mut beta, mut dbar, mut epsln) = (0.0, beta1, 0.0, 0.0);
    let (mut phibar, mut cs, mut sn) = (beta1, -1.0, 0.0);
    let (mut w, mut w2) = (vec![zero::<T>(); n], vec![zero::<T>(); n]);
    let (mut flag, mut last) = (1u8, 0.0);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let v: Vec<T> = y.iter().map(|&y| y / real(beta)).collect();
        y = problem.a.apply(interp, &v, F)?;
        if ii >= 2 {
            axpy(&mut y, real(-beta / oldb), &r1);
        }
        let alfa = dot(&v, &y).real_part();
        axpy(&mut y, real(-alfa / beta), &r2);
        r1 = std::mem::replace(&mut r2, y.clone());
        y = req.precondition(interp, &r2, F)?;
        if !all_finite(&y) {
            flag = 2;
            break;
        }
        oldb = beta;
        let beta_sq = dot(&r2, &y).real_part();
        if beta_sq < 0.0 {
            flag = 5;
            break;
        }
        beta = beta_sq.sqrt();
        let oldeps = epsln;
        let delta = cs * dbar + sn * alfa;
        let gbar = sn * dbar - cs * alfa;
        epsln = sn * beta;
        dbar = -cs * beta;
        let gamma = gbar.hypot(beta).max(f64::EPSILON);
        cs = gbar / gamma;
        sn = beta / gamma;
        let phi = cs * phibar;
        phibar *= sn;
        let w1 = std::mem::take(&mut w2);
        w2 = std::mem::take(&mut w);
        w = (0..n)
            .map(|k| (v[k] - real(oldeps) * w1[k] - real(delta) * w2[k]) / real(gamma))
            .collect();
        axpy(&mut x, real(phi), &w);
        // Without a preconditioner phibar is the residual norm; with one
        // it is in M's norm, so the true residual is measured instead.
        let normr = if preconditioned {
            norm(&problem.residual(interp, &x, F)?)
        } else {
            phibar
        };
        resvec.push(normr);
        let k = resvec.len() - 1;
        let exhausted = beta == 0.0;
        if let Some(f) = t.check(interp, problem, &x, normr, ii as f64, &mut resvec[k], F)? {
            flag = f;
            break;
        }
        if exhausted {
            // The Krylov space is invariant: no further progress possible.
            flag = 4;
            break;
        }
    }
    t.result(interp, problem, x, flag, last, resvec, F)
}

#[cfg(test)]
#[path = "iterative_tests.rs"]
mod tests;
