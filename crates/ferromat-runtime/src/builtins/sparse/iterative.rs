//! MATLAB's Krylov solvers for `A*x = b`: `pcg`, `bicgstab`, `minres` and
//! `gmres` (restarted), with MATLAB's calling forms, defaults (tol 1e-6,
//! maxit min(n,20); gmres min(n,10)), outputs `[x,flag,relres,iter,resvec]`,
//! flags (0 converged, 1 maxit, 2 ill-conditioned preconditioner, 3
//! stagnation, 4 breakdown, 5 minres: preconditioner not SPD) and the
//! message printed when `flag` is not requested. Every loop is bounded by
//! `maxit`. Products go through operator.rs; no product or factorization
//! code here.

use super::operator::{
    all_finite, column, dot, given, initial_guess, max_iterations, norm, report, tolerance,
    Position, Preconditioner, Problem,
};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Value;

/// What a solver returns before the outputs are shaped.
struct Solution {
    x: Vec<f64>,
    flag: u8,
    relres: f64,
    /// Iteration of the returned iterate (bicgstab: may be a half step).
    iter: f64,
    /// Where the iteration stopped, for the message.
    stopped: f64,
    resvec: Vec<f64>,
}

/// The parsed `(A, b, tol, maxit, M1, M2, x0)` of pcg, bicgstab, minres.
struct Request {
    problem: Problem,
    tol: f64,
    maxit: usize,
    m1: Preconditioner,
    m2: Preconditioner,
    x0: Vec<f64>,
}

impl Request {
    /// `first` is the position of `tol` (2, or 3 for gmres's restart).
    fn read(args: &[Value], first: usize, default_maxit: usize, function: &str) -> Result<Request> {
        let problem = Problem::read(&args[0], &args[1], function)?;
        let n = problem.n;
        check_allocation_dims(&[n, 8], 8)?;
        let tol = tolerance(given(args, first), function)?;
        let maxit = max_iterations(
            given(args, first + 1),
            default_maxit.min(n).max(1),
            function,
        )?;
        let m1 = Preconditioner::read(given(args, first + 2), n, function)?;
        let m2 = Preconditioner::read(given(args, first + 3), n, function)?;
        let x0 = initial_guess(given(args, first + 4), n, function)?;
        Ok(Request {
            problem,
            tol,
            maxit,
            m1,
            m2,
            x0,
        })
    }

    fn precondition(
        &self,
        interp: &mut Interpreter,
        r: &[f64],
        function: &str,
    ) -> Result<Vec<f64>> {
        let y = self.m1.solve(interp, r, function)?;
        if !all_finite(&y) {
            return Ok(y);
        }
        self.m2.solve(interp, &y, function)
    }
}

/// Shapes `[x,flag,relres,iter,resvec]`, printing MATLAB's message when
/// `flag` is not requested.
fn finish(
    interp: &mut Interpreter,
    function: &str,
    tol: f64,
    s: Solution,
    nargout: usize,
) -> Outputs {
    if nargout < 2 {
        report(
            interp,
            function,
            s.flag,
            tol,
            &Position::Plain(s.stopped),
            &Position::Plain(s.iter),
            s.relres,
            s.flag == 0 && s.iter == 0.0,
        );
    }
    let mut out = Outputs::new();
    out.push(column(s.x));
    out.push(Value::scalar(s.flag as f64));
    out.push(Value::scalar(s.relres));
    out.push(Value::scalar(s.iter));
    out.push(column(s.resvec));
    out.truncate(nargout.max(1));
    out
}

/// A zero right side: `x = 0`, converged without iterating.
fn zero_rhs(n: usize) -> Solution {
    Solution {
        x: vec![0.0; n],
        flag: 0,
        relres: 0.0,
        iter: 0.0,
        stopped: 0.0,
        resvec: vec![0.0],
    }
}

/// Book-keeping every solver shares: the best iterate so far, and the
/// extra steps MATLAB takes to confirm a residual estimate.
struct Tracker {
    n2b: f64,
    tolb: f64,
    xmin: Vec<f64>,
    imin: f64,
    normrmin: f64,
    normr_act: f64,
    stag: usize,
    moresteps: usize,
    maxmsteps: usize,
}

const MAX_STAG_STEPS: usize = 3;

impl Tracker {
    fn new(n2b: f64, tol: f64, x0: &[f64], normr: f64, maxmsteps: usize) -> Tracker {
        Tracker {
            n2b,
            tolb: tol * n2b,
            xmin: x0.to_vec(),
            imin: 0.0,
            normrmin: normr,
            normr_act: normr,
            stag: 0,
            moresteps: 0,
            maxmsteps,
        }
    }

    /// After a step to `x` with recurrence residual `normr`: `Some(flag)`
    /// when the iteration ends. Checks the true residual when the
    /// estimate says converged, or stagnation, or while confirming.
    #[allow(clippy::too_many_arguments)]
    fn check(
        &mut self,
        interp: &mut Interpreter,
        problem: &Problem,
        x: &[f64],
        normr: f64,
        iteration: f64,
        resvec_last: &mut f64,
        function: &str,
    ) -> Result<Option<u8>> {
        self.normr_act = normr;
        if normr <= self.tolb || self.stag >= MAX_STAG_STEPS || self.moresteps > 0 {
            self.normr_act = norm(&problem.residual(interp, x, function)?);
            *resvec_last = self.normr_act;
            if self.normr_act <= self.tolb {
                return Ok(Some(0));
            }
            if self.stag >= MAX_STAG_STEPS && self.moresteps == 0 {
                self.stag = 0;
            }
            self.moresteps += 1;
            if self.moresteps >= self.maxmsteps {
                return Ok(Some(3));
            }
        }
        if self.normr_act < self.normrmin {
            self.normrmin = self.normr_act;
            self.xmin = x.to_vec();
            self.imin = iteration;
        }
        if self.stag >= MAX_STAG_STEPS {
            return Ok(Some(3));
        }
        Ok(None)
    }

    /// The returned iterate: on failure, the one of least residual.
    #[allow(clippy::too_many_arguments)]
    fn result(
        self,
        interp: &mut Interpreter,
        problem: &Problem,
        x: Vec<f64>,
        flag: u8,
        iteration: f64,
        resvec: Vec<f64>,
        function: &str,
    ) -> Result<Solution> {
        if flag == 0 {
            return Ok(Solution {
                x,
                flag,
                relres: self.normr_act / self.n2b,
                iter: iteration,
                stopped: iteration,
                resvec,
            });
        }
        let r_min = norm(&problem.residual(interp, &self.xmin, function)?);
        let (x, iter, relres) = if r_min <= self.normr_act {
            (self.xmin, self.imin, r_min / self.n2b)
        } else {
            (x, iteration, self.normr_act / self.n2b)
        };
        Ok(Solution {
            x,
            flag,
            relres,
            iter,
            stopped: iteration,
            resvec,
        })
    }
}

fn max_more_steps(n: usize, maxit: usize, cap: usize) -> usize {
    (n / 50).min(cap).min(n.saturating_sub(maxit)).max(1)
}

/// `x = pcg(A,b,tol,maxit,M1,M2,x0)`.
pub fn pcg(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let req = Request::read(args, 2, 20, "pcg")?;
    let s = run_pcg(interp, &req)?;
    Ok(finish(interp, "pcg", req.tol, s, nargout))
}

fn run_pcg(interp: &mut Interpreter, req: &Request) -> Result<Solution> {
    const F: &str = "pcg";
    let problem = &req.problem;
    let n2b = norm(&problem.b);
    if n2b == 0.0 {
        return Ok(zero_rhs(problem.n));
    }
    let mut x = req.x0.clone();
    let mut r = problem.residual(interp, &x, F)?;
    let normr0 = norm(&r);
    let mut t = Tracker::new(
        n2b,
        req.tol,
        &x,
        normr0,
        max_more_steps(problem.n, req.maxit, 5),
    );
    let mut resvec = vec![normr0];
    if normr0 <= t.tolb {
        return t.result(interp, problem, x, 0, 0.0, resvec, F);
    }
    let (mut rho, mut p, mut flag, mut last) = (1.0, vec![0.0; problem.n], 1u8, 0.0);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let z = req.precondition(interp, &r, F)?;
        if !all_finite(&z) {
            flag = 2;
            break;
        }
        let rho1 = rho;
        rho = dot(&r, &z);
        if rho == 0.0 || rho.is_infinite() {
            flag = 4;
            break;
        }
        if ii == 1 {
            p = z;
        } else {
            let beta = rho / rho1;
            if beta == 0.0 || beta.is_infinite() {
                flag = 4;
                break;
            }
            p.iter_mut().zip(&z).for_each(|(p, z)| *p = z + beta * *p);
        }
        let q = problem.a.apply(interp, &p, F)?;
        let pq = dot(&p, &q);
        if pq <= 0.0 || pq.is_infinite() || pq.is_nan() {
            flag = 4;
            break;
        }
        let alpha = rho / pq;
        if alpha.is_infinite() {
            flag = 4;
            break;
        }
        if norm(&p) * alpha.abs() < f64::EPSILON * norm(&x) {
            t.stag += 1;
        } else {
            t.stag = 0;
        }
        x.iter_mut().zip(&p).for_each(|(x, p)| *x += alpha * p);
        r.iter_mut().zip(&q).for_each(|(r, q)| *r -= alpha * q);
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
    let req = Request::read(args, 2, 20, "bicgstab")?;
    let s = run_bicgstab(interp, &req)?;
    Ok(finish(interp, "bicgstab", req.tol, s, nargout))
}

fn run_bicgstab(interp: &mut Interpreter, req: &Request) -> Result<Solution> {
    const F: &str = "bicgstab";
    let problem = &req.problem;
    let n2b = norm(&problem.b);
    if n2b == 0.0 {
        return Ok(zero_rhs(problem.n));
    }
    let mut x = req.x0.clone();
    let mut r = problem.residual(interp, &x, F)?;
    let normr0 = norm(&r);
    let mut t = Tracker::new(
        n2b,
        req.tol,
        &x,
        normr0,
        max_more_steps(problem.n, req.maxit, 10),
    );
    let mut resvec = vec![normr0];
    if normr0 <= t.tolb {
        return t.result(interp, problem, x, 0, 0.0, resvec, F);
    }
    let rt = r.clone();
    let (mut rho, mut omega, mut alpha) = (1.0, 1.0, 0.0);
    let (mut p, mut v) = (vec![0.0; problem.n], vec![0.0; problem.n]);
    let (mut flag, mut last) = (1u8, 0.0);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let rho1 = rho;
        rho = dot(&rt, &r);
        if rho == 0.0 || rho.is_infinite() {
            flag = 4;
            break;
        }
        if ii == 1 {
            p.clone_from(&r);
        } else {
            let beta = (rho / rho1) * (alpha / omega);
            if beta == 0.0 || !beta.is_finite() {
                flag = 4;
                break;
            }
            for ((p, r), v) in p.iter_mut().zip(&r).zip(&v) {
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
        if rtv == 0.0 || !rtv.is_finite() {
            flag = 4;
            break;
        }
        alpha = rho / rtv;
        if alpha.is_infinite() {
            flag = 4;
            break;
        }
        t.stag = if alpha.abs() * norm(&ph) < f64::EPSILON * norm(&x) {
            t.stag + 1
        } else {
            0
        };
        let xhalf: Vec<f64> = x.iter().zip(&ph).map(|(x, p)| x + alpha * p).collect();
        let s: Vec<f64> = r.iter().zip(&v).map(|(r, v)| r - alpha * v).collect();
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
        if tt == 0.0 || tt.is_infinite() {
            flag = 4;
            break;
        }
        omega = dot(&tv, &s) / tt;
        if omega == 0.0 || omega.is_infinite() {
            flag = 4;
            break;
        }
        t.stag = if omega.abs() * norm(&sh) < f64::EPSILON * norm(&xhalf) {
            t.stag + 1
        } else {
            0
        };
        x = xhalf.iter().zip(&sh).map(|(x, s)| x + omega * s).collect();
        r = s.iter().zip(&tv).map(|(s, t)| s - omega * t).collect();
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
/// symmetric `A` (and symmetric positive definite `M = M1*M2`).
pub fn minres(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let req = Request::read(args, 2, 20, "minres")?;
    let s = run_minres(interp, &req)?;
    Ok(finish(interp, "minres", req.tol, s, nargout))
}

fn run_minres(interp: &mut Interpreter, req: &Request) -> Result<Solution> {
    const F: &str = "minres";
    let problem = &req.problem;
    let n = problem.n;
    let n2b = norm(&problem.b);
    if n2b == 0.0 {
        return Ok(zero_rhs(n));
    }
    let mut x = req.x0.clone();
    let mut r1 = problem.residual(interp, &x, F)?;
    let normr0 = norm(&r1);
    let mut t = Tracker::new(n2b, req.tol, &x, normr0, max_more_steps(n, req.maxit, 5));
    let mut resvec = vec![normr0];
    if normr0 <= t.tolb {
        return t.result(interp, problem, x, 0, 0.0, resvec, F);
    }
    let preconditioned = !(req.m1.is_none() && req.m2.is_none());
    let mut y = req.precondition(interp, &r1, F)?;
    if !all_finite(&y) {
        return t.result(interp, problem, x, 2, 0.0, resvec, F);
    }
    let beta1_sq = dot(&r1, &y);
    if beta1_sq <= 0.0 {
        return t.result(interp, problem, x, 5, 0.0, resvec, F);
    }
    let beta1 = beta1_sq.sqrt();
    let mut r2 = r1.clone();
    let (mut oldb, mut beta, mut dbar, mut epsln) = (0.0, beta1, 0.0, 0.0);
    let (mut phibar, mut cs, mut sn) = (beta1, -1.0, 0.0);
    let (mut w, mut w2) = (vec![0.0; n], vec![0.0; n]);
    let (mut flag, mut last) = (1u8, 0.0);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let v: Vec<f64> = y.iter().map(|y| y / beta).collect();
        y = problem.a.apply(interp, &v, F)?;
        if ii >= 2 {
            let f = beta / oldb;
            y.iter_mut().zip(&r1).for_each(|(y, r)| *y -= f * r);
        }
        let alfa = dot(&v, &y);
        let f = alfa / beta;
        y.iter_mut().zip(&r2).for_each(|(y, r)| *y -= f * r);
        r1 = std::mem::replace(&mut r2, y.clone());
        y = req.precondition(interp, &r2, F)?;
        if !all_finite(&y) {
            flag = 2;
            break;
        }
        oldb = beta;
        let beta_sq = dot(&r2, &y);
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
            .map(|k| (v[k] - oldeps * w1[k] - delta * w2[k]) / gamma)
            .collect();
        x.iter_mut().zip(&w).for_each(|(x, w)| *x += phi * w);
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
