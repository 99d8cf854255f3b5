//! `bicgstabl`: Sleijpen and Fokkema's BiCGstab(l) with l = 2 (as
//! MATLAB's), real or complex, with the calling forms, defaults (tol 1e-6,
//! maxit min(n,20)), outputs `[x,flag,relres,iter,resvec]`, flags and
//! messages every solver shares (solver.rs). Each iteration is two BiCG
//! steps followed by a degree-2 minimal-residual polynomial step, applied
//! one coefficient at a time; the iterate is checked after each of these
//! four quarter steps, so `iter` counts quarter iterations (1.75) and
//! `resvec` holds a residual norm per quarter step. Preconditioning is on
//! the right (`A*(M\y) = b`), so the residuals are those of `A*x = b`.
//! Products go through operator.rs; no product or factorization code here.

use super::operator::{all_finite, axpy, dot, norm, Field};
use super::solver::{begin, dispatch, zero, Request, Running, Solution};
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// The degree of the minimal-residual polynomial (MATLAB's is 2).
const L: usize = 2;

/// `x = bicgstabl(A,b,tol,maxit,M1,M2,x0)`.
pub fn bicgstabl(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(
        interp,
        args,
        nargout,
        "bicgstabl",
        false,
        run_bicgstabl,
        run_bicgstabl,
    )
}

/// Why an iteration ended early, as MATLAB's flag.
const PRECONDITIONER: u8 = 2;
const BREAKDOWN: u8 = 4;

/// A usable scalar: nonzero and finite.
fn usable<T: Field>(v: T) -> bool {
    !v.is_zero() && v.is_finite_value()
}

/// `Some(M\v)`, or `None` when the preconditioner gives a non-finite result.
fn solve<T: Field>(
    interp: &mut Interpreter,
    req: &Request<T>,
    v: &[T],
    function: &str,
) -> Result<Option<Vec<T>>> {
    let z = req.precondition(interp, v, function)?;
    Ok(all_finite(&z).then_some(z))
}

/// The coefficients `g` minimizing `norm(r0 - g(1)*r1 - g(2)*r2)`, by a
/// Gram-Schmidt QR of `[r1 r2]`; `None` when `[r1 r2]` is rank deficient.
fn minimal_residual<T: Field>(r: &[Vec<T>]) -> Option<[T; L]> {
    let n1 = norm(&r[1]);
    if n1 == 0.0 || !n1.is_finite() {
        return None;
    }
    let q1: Vec<T> = r[1].iter().map(|&v| v * T::from_real(1.0 / n1)).collect();
    let c = dot(&q1, &r[2]);
    let mut w = r[2].clone();
    axpy(&mut w, -c, &q1);
    let n2 = norm(&w);
    if n2 == 0.0 || !n2.is_finite() {
        return None;
    }
    let d1 = dot(&q1, &r[0]);
    let d2 = dot(&w, &r[0]) / T::from_real(n2);
    let g2 = d2 / T::from_real(n2);
    let g1 = (d1 - c * g2) / T::from_real(n1);
    (g1.is_finite_value() && g2.is_finite_value()).then_some([g1, g2])
}

fn run_bicgstabl<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
    const F: &str = "bicgstabl";
    let problem = &req.problem;
    let n = problem.n;
    let Running {
        mut x,
        r: r0,
        tracker: mut t,
        mut resvec,
    } = begin!(interp, req, 10, F);
    let one = T::from_real(1.0);
    let rt = r0.clone();
    // r[j] = (A/M)^j r0 and u[j] likewise; rh[j] = M\r[j], uh[j] = M\u[j].
    let mut r = vec![vec![zero::<T>(); n]; L + 1];
    let mut u = vec![vec![zero::<T>(); n]; L + 1];
    let mut rh = vec![vec![zero::<T>(); n]; L];
    let mut uh = vec![vec![zero::<T>(); n]; L];
    r[0] = r0;
    let (mut rho0, mut alpha, mut omega) = (one, zero::<T>(), one);
    let (mut flag, mut last) = (1u8, 0.0);
    'outer: for ii in 1..=req.maxit {
        let base = (ii - 1) as f64;
        rho0 = -omega * rho0;
        for j in 0..L {
            let rho1 = dot(&rt, &r[j]);
            if !usable(rho1) {
                flag = BREAKDOWN;
                break 'outer;
            }
            let beta = alpha * rho1 / rho0;
            rho0 = rho1;
            // The very first step has alpha = 0, so beta = 0 there.
            if (ii > 1 || j > 0) && !usable(beta) {
                flag = BREAKDOWN;
                break 'outer;
            }
            for i in 0..=j {
                for (u, &r) in u[i].iter_mut().zip(&r[i]) {
                    *u = r - beta * *u;
                }
            }
            for i in 0..j {
                for (u, &r) in uh[i].iter_mut().zip(&rh[i]) {
                    *u = r - beta * *u;
                }
            }
            let Some(z) = solve(interp, req, &u[j], F)? else {
                flag = PRECONDITIONER;
                break 'outer;
            };
            uh[j] = z;
            u[j + 1] = problem.a.apply(interp, &uh[j], F)?;
            let sigma = dot(&rt, &u[j + 1]);
            if !usable(sigma) {
                flag = BREAKDOWN;
                break 'outer;
            }
            alpha = rho0 / sigma;
            if !alpha.is_finite_value() {
                flag = BREAKDOWN;
                break 'outer;
            }
            t.stag = if alpha.modulus() * norm(&uh[0]) < f64::EPSILON * norm(&x) {
                t.stag + 1
            } else {
                0
            };
            axpy(&mut x, alpha, &uh[0]);
            for i in 0..=j {
                axpy(&mut r[i], -alpha, &u[i + 1]);
            }
            for i in 0..j {
                axpy(&mut rh[i], -alpha, &uh[i + 1]);
            }
            let quarter = base + (j + 1) as f64 / 4.0;
            last = quarter;
            resvec.push(norm(&r[0]));
            let k = resvec.len() - 1;
            if let Some(f) = t.check(interp, problem, &x, resvec[k], quarter, &mut resvec[k], F)? {
                flag = f;
                break 'outer;
            }
            let Some(z) = solve(interp, req, &r[j], F)? else {
                flag = PRECONDITIONER;
                break 'outer;
            };
            rh[j] = z;
            r[j + 1] = problem.a.apply(interp, &rh[j], F)?;
        }
        let Some(g) = minimal_residual(&r) else {
            flag = BREAKDOWN;
            break;
        };
        omega = g[L - 1];
        if !usable(omega) {
            flag = BREAKDOWN;
            break;
        }
        for (k, &gk) in g.iter().enumerate() {
            t.stag = if gk.modulus() * norm(&rh[k]) < f64::EPSILON * norm(&x) {
                t.stag + 1
            } else {
                0
            };
            axpy(&mut x, gk, &rh[k]);
            let (head, tail) = r.split_at_mut(1);
            axpy(&mut head[0], -gk, &tail[k]);
            let (head, tail) = u.split_at_mut(1);
            axpy(&mut head[0], -gk, &tail[k]);
            let quarter = base + (L + k + 1) as f64 / 4.0;
            last = quarter;
            resvec.push(norm(&r[0]));
            let idx = resvec.len() - 1;
            if let Some(f) = t.check(
                interp,
                problem,
                &x,
                resvec[idx],
                quarter,
                &mut resvec[idx],
                F,
            )? {
                flag = f;
                break 'outer;
            }
        }
    }
    t.result(interp, problem, x, flag, last, resvec, F)
}
