//! `gmres(A,b,restart,tol,maxit,M1,M2,x0)`: restarted GMRES with left
//! preconditioning `M = M1*M2`, as MATLAB documents it: without `restart`
//! (or with `restart == n`) one outer cycle of up to `maxit` (default
//! min(n,10)) inner steps; with it up to `maxit` (default
//! min(ceil(n/restart),10)) cycles of `restart` steps. Convergence is
//! measured on the preconditioned residual `norm(M\(b-A*x))` relative to
//! `norm(M\b)`; `iter` is `[outer inner]`. Arnoldi by modified
//! Gram-Schmidt, least squares by Givens rotations. Bounded loops only.

use super::operator::{
    all_finite, any_complex, axpy, column, dot, given, initial_guess, max_iterations, norm, report,
    tolerance, Field, Position, Preconditioner, Problem,
};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};
use ferromat_linalg::Complex64;

const F: &str = "gmres";

struct Setup<T> {
    problem: Problem<T>,
    tol: f64,
    outer: usize,
    inner: usize,
    restarted: bool,
    m1: Preconditioner,
    m2: Preconditioner,
    x0: Vec<T>,
}

fn read<T: Field>(args: &[Value]) -> Result<Setup<T>> {
    let problem = Problem::read(&args[0], &args[1], F)?;
    let n = problem.n;
    let restart = match given(args, 2).map(|v| v.as_f64()) {
        None => None,
        Some(Some(r)) if r.is_finite() && r >= 1.0 && r.fract() == 0.0 => {
            Some((r as usize).min(n.max(1)))
        }
        Some(_) => {
            return Err(RuntimeError::new(
                "MATLAB:gmres:InvalidRestart",
                "Restart must be a positive integer.",
            ))
        }
    };
    let restarted = matches!(restart, Some(r) if r != n);
    let tol = tolerance(given(args, 3), F)?;
    let default_maxit = match restart {
        Some(r) if restarted => n.div_ceil(r).min(10),
        _ => n.min(10),
    };
    let maxit = max_iterations(given(args, 4), default_maxit.max(1), F)?;
    let (outer, inner) = match restart {
        Some(r) if restarted => (maxit, r),
        _ => (1, maxit.min(n).max(1)),
    };
    check_allocation_dims(&[n, inner.saturating_add(2)], 8)?;
    Ok(Setup {
        m1: Preconditioner::read(given(args, 5), n, F)?,
        m2: Preconditioner::read(given(args, 6), n, F)?,
        x0: initial_guess(given(args, 7), n, F)?,
        problem,
        tol,
        outer,
        inner,
        restarted,
    })
}

impl<T: Field> Setup<T> {
    /// `M\v`, `None` when the preconditioner gives a non-finite result.
    fn minv(&self, interp: &mut Interpreter, v: &[T]) -> Result<Option<Vec<T>>> {
        let y = self.m1.solve(interp, v, F)?;
        if !all_finite(&y) {
            return Ok(None);
        }
        let z = self.m2.solve(interp, &y, F)?;
        Ok(all_finite(&z).then_some(z))
    }

    /// `M\(b - A*x)`.
    fn residual(&self, interp: &mut Interpreter, x: &[T]) -> Result<Option<Vec<T>>> {
        let r = self.problem.residual(interp, x, F)?;
        self.minv(interp, &r)
    }
}

struct Outcome<T> {
    x: Vec<T>,
    flag: u8,
    relres: f64,
    iter: (usize, usize),
    resvec: Vec<f64>,
}

/// `x + V(:,1:k)*y` where `h y = g` (upper triangular k x k, column-major
/// with leading dimension `ld`).
fn update<T: Field>(x: &[T], basis: &[Vec<T>], h: &[T], ld: usize, g: &[T], k: usize) -> Vec<T> {
    let mut y = vec![zero::<T>(); k];
    for i in (0..k).rev() {
        let mut s = g[i];
        for (j, &yj) in y.iter().enumerate().skip(i + 1) {
            s -= h[j * ld + i] * yj;
        }
        let d = h[i * ld + i];
        y[i] = if !d.is_zero() { s / d } else { zero::<T>() };
    }
    let mut out = x.to_vec();
    for (v, &yj) in basis.iter().zip(&y) {
        axpy(&mut out, yj, v);
    }
    out
}

fn zero<T: Field>() -> T {
    <T as crate::value::SparseElement>::ZERO
}

fn run<T: Field>(interp: &mut Interpreter, s: &Setup<T>) -> Result<Outcome<T>> {
    let n = s.problem.n;
    if norm(&s.problem.b) == 0.0 {
        return Ok(Outcome {
            x: vec![zero::<T>(); n],
            flag: 0,
            relres: 0.0,
            iter: (0, 0),
            resvec: vec![0.0],
        });
    }
    let fail = |x: Vec<T>, flag, relres, iter, resvec| Outcome {
        x,
        flag,
        relres,
        iter,
        resvec,
    };
    let Some(minv_b) = s.minv(interp, &s.problem.b)? else {
        return Ok(fail(s.x0.clone(), 2, f64::NAN, (0, 0), vec![]));
    };
    let n2minv_b = norm(&minv_b);
    let tolb = s.tol * n2minv_b;
    let mut x = s.x0.clone();
    let Some(mut r) = s.residual(interp, &x)? else {
        return Ok(fail(x, 2, f64::NAN, (0, 0), vec![]));
    };
    let mut normr = norm(&r);
    let mut resvec = vec![normr];
    if normr <= tolb {
        return Ok(Outcome {
            x,
            flag: 0,
            relres: normr / n2minv_b,
            iter: (0, 0),
            resvec,
        });
    }
    let ld = s.inner + 1;
    let mut last = (0, 0);
    for outer in 1..=s.outer {
        let real = |x: f64| T::from_real(x);
        let mut basis: Vec<Vec<T>> = vec![r.iter().map(|&v| v / real(normr)).collect()];
        let mut h = vec![zero::<T>(); ld * s.inner];
        let mut g = vec![zero::<T>(); ld];
        g[0] = real(normr);
        // Complex Givens rotations [conj(c) conj(s); -s c].
        let (mut cs, mut sn) = (vec![zero::<T>(); s.inner], vec![zero::<T>(); s.inner]);
        let mut next_x = None;
        for j in 0..s.inner {
            last = (outer, j + 1);
            let av = s.problem.a.apply(interp, &basis[j], F)?;
            let Some(mut w) = s.minv(interp, &av)? else {
                let relres = normr / n2minv_b;
                return Ok(fail(x, 2, relres, last, resvec));
            };
            for (i, v) in basis.iter().enumerate() {
                let hij = dot(v, &w);
                h[j * ld + i] = hij;
                axpy(&mut w, -hij, v);
            }
            let hnext = norm(&w);
            for i in 0..j {
                let (a, b) = (h[j * ld + i], h[j * ld + i + 1]);
                h[j * ld + i] = cs[i].conjugate() * a + sn[i].conjugate() * b;
                h[j * ld + i + 1] = -sn[i] * a + cs[i] * b;
            }
            let a = h[j * ld + j];
            let rho = a.modulus().hypot(hnext);
            (cs[j], sn[j]) = if rho == 0.0 {
                (real(1.0), zero::<T>())
            } else {
                (a / real(rho), real(hnext / rho))
            };
            h[j * ld + j] = real(rho);
            g[j + 1] = -sn[j] * g[j];
            g[j] = cs[j].conjugate() * g[j];
            let estimate = g[j + 1].modulus();
            resvec.push(estimate);
            let breakdown = hnext == 0.0 || !hnext.is_finite();
            if !breakdown {
                basis.push(w.iter().map(|&v| v / real(hnext)).collect());
            }
            if estimate <= tolb || breakdown || j + 1 == s.inner {
                let candidate = update(&x, &basis[..j + 1], &h, ld, &g, j + 1);
                let Some(true_r) = s.residual(interp, &candidate)? else {
                    return Ok(fail(x, 2, normr / n2minv_b, last, resvec));
                };
                let normr_act = norm(&true_r);
                if normr_act <= tolb {
                    if let Some(end) = resvec.last_mut() {
                        *end = normr_act;
                    }
                    return Ok(Outcome {
                        x: candidate,
                        flag: 0,
                        relres: normr_act / n2minv_b,
                        iter: last,
                        resvec,
                    });
                }
                if breakdown || j + 1 == s.inner {
                    next_x = Some((candidate, true_r, normr_act));
                    break;
                }
            }
        }
        if let Some((candidate, true_r, normr_act)) = next_x {
            if normr_act <= normr || !s.restarted {
                x = candidate;
                r = true_r;
                normr = normr_act;
            } else {
                // No progress in a whole cycle: the method stagnated.
                return Ok(fail(x, 3, normr / n2minv_b, last, resvec));
            }
        }
    }
    Ok(Outcome {
        x,
        flag: 1,
        relres: normr / n2minv_b,
        iter: last,
        resvec,
    })
}

pub fn gmres(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if any_complex(args) {
        let setup = read::<Complex64>(args)?;
        let o = run(interp, &setup)?;
        return Ok(finish(interp, setup.tol, o, nargout));
    }
    let setup = read::<f64>(args)?;
    let o = run(interp, &setup)?;
    Ok(finish(interp, setup.tol, o, nargout))
}

/// Shapes `[x,flag,relres,iter,resvec]`, printing MATLAB's message when
/// `flag` is not requested.
fn finish<T: Field>(interp: &mut Interpreter, tol: f64, o: Outcome<T>, nargout: usize) -> Outputs {
    if nargout < 2 {
        let at = Position::Restarted {
            outer: o.iter.0,
            inner: o.iter.1,
        };
        let returned = Position::Restarted {
            outer: o.iter.0,
            inner: o.iter.1,
        };
        let initial = o.flag == 0 && o.iter == (0, 0);
        report(interp, F, o.flag, tol, &at, &returned, o.relres, initial);
    }
    let mut out = Outputs::new();
    out.push(column(o.x));
    out.push(Value::scalar(o.flag as f64));
    out.push(Value::scalar(o.relres));
    out.push(Value::Double(Tensor::row(vec![
        o.iter.0 as f64,
        o.iter.1 as f64,
    ])));
    out.push(column(o.resvec));
    out.truncate(nargout.max(1));
    out
}
