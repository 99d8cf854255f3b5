//! MATLAB's Krylov solvers for `A*x = b`: `pcg`, `bicgstab`, `minres` and
//! `gmres` (restarted), with MATLAB's calling forms, defaults (tol 1e-6,
//! maxit min(n,20); gmres min(n,10)), outputs `[x,flag,relres,iter,resvec]`,
//! flags (0 converged, 1 maxit, 2 ill-conditioned preconditioner, 3
//! stagnation, 4 breakdown, 5 minres: preconditioner not SPD) and the
//! message printed when `flag` is not requested. Every loop is bounded by
//! `maxit`. Products go through operator.rs; no product or factorization
//! code here.

use super::operator::{
    all_finite, any_complex, axpy, column, dot, given, initial_guess, max_iterations, norm, report,
    tolerance, Field, Operator, Position, Preconditioner, Problem,
};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::Csc;
use crate::value::Value;
use ferromat_linalg::Complex64;

/// What a solver returns before the outputs are shaped.
pub(super) struct Solution<T> {
    pub x: Vec<T>,
    pub flag: u8,
    pub relres: f64,
    /// Iteration of the returned iterate (bicgstab: may be a half step).
    pub iter: f64,
    /// Where the iteration stopped, for the message.
    pub stopped: f64,
    pub resvec: Vec<f64>,
}

/// The parsed `(A, b, tol, maxit, M1, M2, x0)` of pcg, bicgstab, minres.
pub(super) struct Request<T> {
    pub problem: Problem<T>,
    pub tol: f64,
    pub maxit: usize,
    pub m1: Preconditioner,
    pub m2: Preconditioner,
    pub x0: Vec<T>,
}

impl<T: Field> Request<T> {
    /// `first` is the position of `tol` (2, or 3 for gmres's restart).
    pub fn read(
        args: &[Value],
        first: usize,
        default_maxit: usize,
        function: &str,
    ) -> Result<Request<T>> {
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

    /// Function handles called with MATLAB's transpose flag (bicg).
    fn flag_handles(&mut self) {
        let a = std::mem::replace(&mut self.problem.a, Operator::Sparse(Csc::zeros(0, 0, 1)));
        self.problem.a = a.flagged();
        self.m1 = std::mem::replace(&mut self.m1, Preconditioner::None).flagged();
        self.m2 = std::mem::replace(&mut self.m2, Preconditioner::None).flagged();
    }

    pub fn precondition(
        &self,
        interp: &mut Interpreter,
        r: &[T],
        function: &str,
    ) -> Result<Vec<T>> {
        let y = self.m1.solve(interp, r, function)?;
        if !all_finite(&y) {
            return Ok(y);
        }
        self.m2.solve(interp, &y, function)
    }
}

/// Shapes `[x,flag,relres,iter,resvec]`, printing MATLAB's message when
/// `flag` is not requested.
fn finish<T: Field>(
    interp: &mut Interpreter,
    function: &str,
    tol: f64,
    s: Solution<T>,
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
pub(super) fn zero_rhs<T: Field>(n: usize) -> Solution<T> {
    Solution {
        x: vec![<T as crate::value::SparseElement>::ZERO; n],
        flag: 0,
        relres: 0.0,
        iter: 0.0,
        stopped: 0.0,
        resvec: vec![0.0],
    }
}

/// Book-keeping every solver shares: the best iterate so far, and the
/// extra steps MATLAB takes to confirm a residual estimate.
pub(super) struct Tracker<T> {
    n2b: f64,
    pub tolb: f64,
    xmin: Vec<T>,
    imin: f64,
    normrmin: f64,
    normr_act: f64,
    pub stag: usize,
    moresteps: usize,
    maxmsteps: usize,
}

const MAX_STAG_STEPS: usize = 3;

impl<T: Field> Tracker<T> {
    pub fn new(n2b: f64, tol: f64, x0: &[T], normr: f64, maxmsteps: usize) -> Tracker<T> {
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
    pub fn check(
        &mut self,
        interp: &mut Interpreter,
        problem: &Problem<T>,
        x: &[T],
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
    pub fn result(
        self,
        interp: &mut Interpreter,
        problem: &Problem<T>,
        x: Vec<T>,
        flag: u8,
        iteration: f64,
        resvec: Vec<f64>,
        function: &str,
    ) -> Result<Solution<T>> {
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

pub(super) fn max_more_steps(n: usize, maxit: usize, cap: usize) -> usize {
    (n / 50).min(cap).min(n.saturating_sub(maxit)).max(1)
}

/// Runs `solver` in real arithmetic, or in complex when any argument is
/// complex (MATLAB's solvers accept complex `A`, `b`, `M1`, `M2`, `x0`).
pub(super) fn dispatch(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    function: &str,
    flagged: bool,
    real: fn(&mut Interpreter, &Request<f64>) -> Result<Solution<f64>>,
    complex: fn(&mut Interpreter, &Request<Complex64>) -> Result<Solution<Complex64>>,
) -> Result<Outputs> {
    if any_complex(args) {
        let mut req = Request::<Complex64>::read(args, 2, 20, function)?;
        if flagged {
            req.flag_handles();
        }
        let s = complex(interp, &req)?;
        Ok(finish(interp, function, req.tol, s, nargout))
    } else {
        let mut req = Request::<f64>::read(args, 2, 20, function)?;
        if flagged {
            req.flag_handles();
        }
        let s = real(interp, &req)?;
        Ok(finish(interp, function, req.tol, s, nargout))
    }
}

pub(super) fn zero<T: Field>() -> T {
    <T as crate::value::SparseElement>::ZERO
}

/// `x = pcg(A,b,tol,maxit,M1,M2,x0)`.
pub fn pcg(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    dispatch(interp, args, nargout, "pcg", false, run_pcg, run_pcg)
}

fn run_pcg<T: Field>(interp: &mut Interpreter, req: &Request<T>) -> Result<Solution<T>> {
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
    let n2b = norm(&problem.b);
    if n2b == 0.0 {
        return Ok(zero_rhs(n));
    }
    let real = |x: f64| T::from_real(x);
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
