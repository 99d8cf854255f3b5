//! What every Krylov solver of `A*x = b` shares (pcg, bicgstab, minres
//! in iterative.rs; bicg, cgs in bicg.rs; tfqmr, qmr, bicgstabl, lsqr in
//! their own files): the parsed request `(A, b, tol, maxit, M1, M2, x0)`,
//! the one prologue (zero right side, initial residual, early return when
//! `x0` already converges), the best-iterate [`Tracker`], the real/complex
//! dispatch, and the shaping of `[x,flag,relres,iter,resvec]` with MATLAB's
//! message. No iteration of any particular method here.

use super::operator::{
    all_finite, any_complex, column, given, initial_guess, max_iterations, norm, report, tolerance,
    Field, Operator, Position, Preconditioner, Problem,
};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::Result;
use crate::interp::Interpreter;
use crate::value::{Csc, Value};
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

/// A solver's state after the shared prologue.
pub(super) struct Running<T> {
    /// The current iterate (`x0` at first).
    pub x: Vec<T>,
    /// `b - A*x0`.
    pub r: Vec<T>,
    pub tracker: Tracker<T>,
    /// `[norm(r0)]`, to be extended per step.
    pub resvec: Vec<f64>,
}

/// Where the prologue leaves a solver: done already, or ready to iterate.
pub(super) enum Start<T> {
    Done(Solution<T>),
    Iterate(Running<T>),
}

/// The prologue every solver shares: `x = 0` for a zero right side;
/// otherwise the initial residual, the [`Tracker`] (`cap` bounds MATLAB's
/// confirming extra steps) and, when `x0` already meets the tolerance,
/// `x0` with flag 0 and no iteration.
pub(super) fn start<T: Field>(
    interp: &mut Interpreter,
    req: &Request<T>,
    cap: usize,
    function: &str,
) -> Result<Start<T>> {
    let problem = &req.problem;
    let n2b = norm(&problem.b);
    if n2b == 0.0 {
        return Ok(Start::Done(zero_rhs(problem.n)));
    }
    let x = req.x0.clone();
    let r = problem.residual(interp, &x, function)?;
    let normr0 = norm(&r);
    let tracker = Tracker::new(
        n2b,
        req.tol,
        &x,
        normr0,
        max_more_steps(problem.n, req.maxit, cap),
    );
    let resvec = vec![normr0];
    if normr0 <= tracker.tolb {
        let done = tracker.result(interp, problem, x, 0, 0.0, resvec, function)?;
        return Ok(Start::Done(done));
    }
    Ok(Start::Iterate(Running {
        x,
        r,
        tracker,
        resvec,
    }))
}

/// Unwraps the prologue in a solver: returns early when it is done.
macro_rules! begin {
    ($interp:expr, $req:expr, $cap:expr, $function:expr) => {
        match super::solver::start($interp, $req, $cap, $function)? {
            super::solver::Start::Done(solution) => return Ok(solution),
            super::solver::Start::Iterate(running) => running,
        }
    };
}
pub(super) use begin;
