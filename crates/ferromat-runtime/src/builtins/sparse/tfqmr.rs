//! `tfqmr` (transpose-free quasi-minimal residual, Freund 1993) and `qmr`
//! (quasi-minimal residual with the two-sided Lanczos process and a split
//! preconditioner `M = M1*M2`; function handles get MATLAB's
//! 'notransp'/'transp' flag), real or complex, with the calling forms,
//! defaults, outputs, flags and messages every solver shares (solver.rs).
//! tfqmr is preconditioned on the right, so its residuals are true
//! residuals `b - A*x`; it checks convergence after each half step, and
//! its `iter` is the number of whole iterations done, as MATLAB's is.
//! Products go through operator.rs; no product or factorization code here.

use super::operator::{all_finite, axpy, dot, norm, Field};
use super::solver::{begin, dispatch, zero, Request, Running, Solution};
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// `x = tfqmr(A,b,tol,maxit,M1,M2,x0)`.
pub fn tfqmr(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(interp, args, nargout, "tfqmr", false, run_tfqmr, run_tfqmr)
}

/// `Some(M\v, A*(M\v))`, or `None` when the preconditioner fails.
fn preconditioned_product<T: Field>(
    interp: &mut Interpreter,
    req: &Request<T>,
    v: &[T],
    function: &str,
) -> Result<Option<(Vec<T>, Vec<T>)>> {
    let z = req.precondition(interp, v, function)?;
    if !all_finite(&z) {
        return Ok(None);
    }
    let az = req.problem.a.apply(interp, &z, function)?;
    Ok(Some((z, az)))
}

fn run_tfqmr<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
    const F: &str = "tfqmr";
    let problem = &req.problem;
    let n = problem.n;
    let Running {
        mut x,
        r,
        tracker: mut t,
        mut resvec,
    } = begin!(interp, req, 10, F);
    let real = |x: f64| T::from_real(x);
    let rt = r.clone();
    let mut w = r.clone();
    let mut tau = resvec[0];
    let (mut theta, mut eta) = (0.0f64, zero::<T>());
    let mut d = vec![zero::<T>(); n];
    let mut rho = dot(&rt, &r);
    let (mut flag, mut last) = (1u8, 0.0);
    let Some((mut z1, mut az1)) = preconditioned_product(interp, req, &r, F)? else {
        return t.result(interp, problem, x, 2, 0.0, resvec, F);
    };
    let mut u1 = r;
    let mut v = az1.clone();
    'outer: for ii in 1..=req.maxit {
        let sigma = dot(&rt, &v);
        if sigma.is_zero() || !sigma.is_finite_value() || rho.is_zero() {
            flag = 4;
            break;
        }
        let alpha = rho / sigma;
        let mut u2 = u1.clone();
        axpy(&mut u2, -alpha, &v);
        let mut az2 = Vec::new();
        for half in 0..2 {
            let (z, az) = if half == 0 {
                (z1.clone(), az1.clone())
            } else {
                let Some((z2, a2)) = preconditioned_product(interp, req, &u2, F)? else {
                    flag = 2;
                    break 'outer;
                };
                az2.clone_from(&a2);
                (z2, a2)
            };
            axpy(&mut w, -alpha, &az);
            let scale = real(theta * theta) * eta / alpha;
            d.iter_mut().zip(&z).for_each(|(d, &z)| *d = z + scale * *d);
            theta = norm(&w) / tau;
            let c = 1.0 / (1.0 + theta * theta).sqrt();
            tau *= theta * c;
            eta = real(c * c) * alpha;
            t.stag = if eta.modulus() * norm(&d) < f64::EPSILON * norm(&x) {
                t.stag + 1
            } else {
                0
            };
            axpy(&mut x, eta, &d);
            let step = 2 * ii - 1 + half;
            let estimate = tau * ((step + 1) as f64).sqrt();
            resvec.push(estimate);
            let k = resvec.len() - 1;
            let iteration = ii as f64 - if half == 0 { 0.5 } else { 0.0 };
            last = iteration;
            if let Some(f) = t.check(interp, problem, &x, estimate, iteration, &mut resvec[k], F)? {
                flag = f;
                break 'outer;
            }
        }
        let rho_next = dot(&rt, &w);
        if rho_next.is_zero() || !rho_next.is_finite_value() {
            flag = 4;
            break;
        }
        let beta = rho_next / rho;
        rho = rho_next;
        u1 = w.iter().zip(&u2).map(|(&w, &u)| w + beta * u).collect();
        let Some((z, az)) = preconditioned_product(interp, req, &u1, F)? else {
            flag = 2;
            break;
        };
        (z1, az1) = (z, az);
        for ((v, &a1), &a2) in v.iter_mut().zip(&az1).zip(&az2) {
            *v = a1 + beta * (a2 + beta * *v);
        }
    }
    let mut s = t.result(interp, problem, x, flag, last, resvec, F)?;
    if flag != 0 {
        // The estimates bound the residual; report the true one.
        s.relres = norm(&problem.residual(interp, &s.x, F)?) / norm(&problem.b);
    }
    // MATLAB reports whole iterations: an iterate from the first half of
    // iteration i counts as i - 1 (its `floor(halfsteps/2)`); its message
    // says where it stopped in half steps ("stopped at iteration 40" after
    // the default 20 iterations, as on MATLAB's tfqmr page).
    s.iter = s.iter.floor();
    if flag != 0 {
        s.stopped *= 2.0;
    }
    Ok(s)
}

/// `x = qmr(A,b,tol,maxit,M1,M2,x0)`.
pub fn qmr(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(interp, args, nargout, "qmr", true, run_qmr, run_qmr)
}

fn scaled<T: Field>(v: &[T], by: f64) -> Vec<T> {
    let s = T::from_real(1.0 / by);
    v.iter().map(|&x| x * s).collect()
}

fn run_qmr<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
    const F: &str = "qmr";
    let problem = &req.problem;
    let n = problem.n;
    let (m1t, m2t) = (req.m1.transposed()?, req.m2.transposed()?);
    let Running {
        mut x,
        mut r,
        tracker: mut t,
        mut resvec,
    } = begin!(interp, req, 5, F);
    let real = |x: f64| T::from_real(x);
    let (mut flag, mut last) = (1u8, 0.0);
    let mut vt = r.clone();
    let mut y = req.m1.solve(interp, &vt, F)?;
    let mut wt = r.clone();
    let mut z = m2t.solve(interp, &wt, F)?;
    if !all_finite(&y) || !all_finite(&z) {
        return t.result(interp, problem, x, 2, 0.0, resvec, F);
    }
    let (mut rho, mut xi) = (norm(&y), norm(&z));
    let (mut gamma, mut eta, mut theta) = (1.0f64, real(-1.0), 0.0f64);
    let (mut p, mut q) = (vec![zero::<T>(); n], vec![zero::<T>(); n]);
    let (mut d, mut s) = (vec![zero::<T>(); n], vec![zero::<T>(); n]);
    let mut epsilon = zero::<T>();
    for ii in 1..=req.maxit {
        last = ii as f64;
        if rho == 0.0 || xi == 0.0 || !rho.is_finite() || !xi.is_finite() {
            flag = 4;
            break;
        }
        let v = scaled(&vt, rho);
        y = scaled(&y, rho);
        let w = scaled(&wt, xi);
        z = scaled(&z, xi);
        let delta = dot(&z, &y);
        if delta.is_zero() || !delta.is_finite_value() {
            flag = 4;
            break;
        }
        let yt = req.m2.solve(interp, &y, F)?;
        let zt = m1t.solve(interp, &z, F)?;
        if !all_finite(&yt) || !all_finite(&zt) {
            flag = 2;
            break;
        }
        if ii == 1 {
            p = yt;
            q = zt;
        } else {
            let pc = real(xi) * delta / epsilon;
            let qc = (real(rho) * delta / epsilon).conjugate();
            p.iter_mut().zip(&yt).for_each(|(p, &y)| *p = y - pc * *p);
            q.iter_mut().zip(&zt).for_each(|(q, &z)| *q = z - qc * *q);
        }
        let pt = problem.a.apply(interp, &p, F)?;
        epsilon = dot(&q, &pt);
        if epsilon.is_zero() || !epsilon.is_finite_value() {
            flag = 4;
            break;
        }
        let beta = epsilon / delta;
        if beta.is_zero() || !beta.is_finite_value() {
            flag = 4;
            break;
        }
        vt = pt.clone();
        axpy(&mut vt, -beta, &v);
        y = req.m1.solve(interp, &vt, F)?;
        let rho1 = rho;
        rho = norm(&y);
        wt = problem.a.apply_transpose(interp, &q, F)?;
        axpy(&mut wt, -beta.conjugate(), &w);
        z = m2t.solve(interp, &wt, F)?;
        if !all_finite(&y) || !all_finite(&z) {
            flag = 2;
            break;
        }
        xi = norm(&z);
        let (theta1, gamma1) = (theta, gamma);
        theta = rho / (gamma1 * beta.modulus());
        gamma = 1.0 / (1.0 + theta * theta).sqrt();
        if gamma == 0.0 {
            flag = 4;
            break;
        }
        eta = -eta * real(rho1 * gamma * gamma) / (beta * real(gamma1 * gamma1));
        let keep = real((theta1 * gamma) * (theta1 * gamma));
        d.iter_mut()
            .zip(&p)
            .for_each(|(d, &p)| *d = eta * p + keep * *d);
        s.iter_mut()
            .zip(&pt)
            .for_each(|(s, &p)| *s = eta * p + keep * *s);
        t.stag = if norm(&d) < f64::EPSILON * norm(&x) {
            t.stag + 1
        } else {
            0
        };
        axpy(&mut x, real(1.0), &d);
        axpy(&mut r, real(-1.0), &s);
        resvec.push(norm(&r));
        let k = resvec.len() - 1;
        if let Some(f) = t.check(interp, problem, &x, resvec[k], ii as f64, &mut resvec[k], F)? {
            flag = f;
            break;
        }
    }
    t.result(interp, problem, x, flag, last, resvec, F)
}
