//! `lsqr(A,b,tol,maxit,M1,M2,x0)`: Paige and Saunders' LSQR for
//! `A*x = b` or least squares `min norm(b-A*x)` with a rectangular `A`
//! (a matrix, or `afun(x,'notransp')` / `afun(x,'transp')`), right
//! preconditioned as MATLAB documents (`A*inv(M)*y = b`, `M = M1*M2`),
//! real or complex. Outputs `[x,flag,relres,iter,resvec,lsvec]`: `resvec`
//! holds the residual norms, `lsvec` the scaled normal-equation residuals
//! `norm((A*inv(M))'*r)/(norm(A*inv(M),'fro')*norm(r))`; flag 0 when either
//! falls to `tol`. Products go through operator.rs; bounded by `maxit`.

use super::operator::{
    all_finite, any_complex, axpy, column, given, initial_guess, max_iterations, norm, report,
    tolerance, Field, Operator, Position, Preconditioner,
};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

const F: &str = "lsqr";

/// `A*x` (`transpose` false, `rows` results) or `A'*x`.
fn times<T: Field>(
    interp: &mut Interpreter,
    a: &Operator<T>,
    x: &[T],
    len: usize,
    transpose: bool,
) -> Result<Vec<T>> {
    match a {
        Operator::Handle(f) | Operator::FlaggedHandle(f) => {
            let flag = Value::char_row(if transpose { "transp" } else { "notransp" });
            super::operator::call_vector(interp, f, x, len, &[flag], F)
        }
        _ if transpose => a.apply_transpose(interp, x, F),
        _ => a.apply(interp, x, F),
    }
}

/// `afun(b,'transp')`'s length: the number of unknowns of a handle.
fn unknowns_of_handle<T: Field>(interp: &mut Interpreter, f: &Value, b: &[T]) -> Result<usize> {
    let args = [T::column(b.to_vec()), Value::char_row("transp")];
    let out = interp.call_function(f, &args, 1)?;
    let y = out
        .into_iter()
        .next()
        .map(|v| super::convert::full_value(&v))
        .transpose()?;
    y.as_ref()
        .and_then(T::vector)
        .map(|y| y.len())
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:lsqr:FunctionOutputSize",
                "The function handle must return a numeric column vector.",
            )
        })
}

struct Setup<T> {
    a: Operator<T>,
    b: Vec<T>,
    n: usize,
    tol: f64,
    maxit: usize,
    m1: Preconditioner,
    m2: Preconditioner,
    m1t: Preconditioner,
    m2t: Preconditioner,
    x0: Vec<T>,
}

fn read<T: Field>(interp: &mut Interpreter, args: &[Value]) -> Result<Setup<T>> {
    let a = Operator::read(&args[0], F)?;
    let b_full = super::convert::full_value(&args[1])?;
    let b = T::vector(&b_full).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:lsqr:InvalidInput",
            "Right hand side must be numeric.",
        )
    })?;
    let m = b.len();
    let (rows, n) = match &a {
        Operator::Handle(f) | Operator::FlaggedHandle(f) => (m, unknowns_of_handle(interp, f, &b)?),
        other => other.size().unwrap_or((m, 0)),
    };
    if b_full.shape().ndims() > 2 || b_full.shape().cols() != 1 || rows != m {
        return Err(RuntimeError::new(
            "MATLAB:lsqr:RSHsizeMatchCoeffMatrix",
            format!(
                "Right hand side must be a column vector of length {rows} to match the coefficient matrix."
            ),
        ));
    }
    check_allocation_dims(&[m.max(n), 6], 16)?;
    let tol = tolerance(given(args, 2), F)?;
    let maxit = max_iterations(given(args, 3), m.min(n).clamp(1, 20), F)?;
    let m1 = Preconditioner::read(given(args, 4), n, F)?.flagged();
    let m2 = Preconditioner::read(given(args, 5), n, F)?.flagged();
    Ok(Setup {
        m1t: m1.transposed()?,
        m2t: m2.transposed()?,
        m1,
        m2,
        x0: initial_guess(given(args, 6), n, F)?,
        a,
        b,
        n,
        tol,
        maxit,
    })
}

struct Outcome<T> {
    x: Vec<T>,
    flag: u8,
    relres: f64,
    iter: f64,
    resvec: Vec<f64>,
    lsvec: Vec<f64>,
}

impl<T: Field> Setup<T> {
    /// `inv(M)*y = M2\(M1\y)`; `None` when a factor gives non-finite values.
    fn minv(&self, interp: &mut Interpreter, y: &[T]) -> Result<Option<Vec<T>>> {
        let z = self.m1.solve(interp, y, F)?;
        if !all_finite(&z) {
            return Ok(None);
        }
        let z = self.m2.solve(interp, &z, F)?;
        Ok(all_finite(&z).then_some(z))
    }

    /// `inv(M)'*y = M1'\(M2'\y)`.
    fn minv_t(&self, interp: &mut Interpreter, y: &[T]) -> Result<Option<Vec<T>>> {
        let z = self.m2t.solve(interp, y, F)?;
        if !all_finite(&z) {
            return Ok(None);
        }
        let z = self.m1t.solve(interp, &z, F)?;
        Ok(all_finite(&z).then_some(z))
    }

    fn residual(&self, interp: &mut Interpreter, x: &[T]) -> Result<Vec<T>> {
        let ax = times(interp, &self.a, x, self.b.len(), false)?;
        Ok(self.b.iter().zip(&ax).map(|(&b, &a)| b - a).collect())
    }
}

fn scale<T: Field>(v: &mut [T], by: f64) {
    let s = T::from_real(1.0 / by);
    v.iter_mut().for_each(|x| *x *= s);
}

fn run<T: Field>(interp: &mut Interpreter, req: &Setup<T>) -> Result<Outcome<T>> {
    let real = |x: f64| T::from_real(x);
    let m = req.b.len();
    let n2b = norm(&req.b);
    let done = |x: Vec<T>, flag: u8, relres: f64, iter: f64, resvec, lsvec| Outcome {
        x,
        flag,
        relres,
        iter,
        resvec,
        lsvec,
    };
    if n2b == 0.0 {
        let zero = vec![real(0.0); req.n];
        return Ok(done(zero, 0, 0.0, 0.0, vec![0.0], Vec::new()));
    }
    let mut x = req.x0.clone();
    let mut u = req.residual(interp, &x)?;
    let mut beta = norm(&u);
    let mut resvec = vec![beta];
    if beta <= req.tol * n2b {
        return Ok(done(x, 0, beta / n2b, 0.0, resvec, Vec::new()));
    }
    scale(&mut u, beta);
    let atu = times(interp, &req.a, &u, req.n, true)?;
    let Some(mut v) = req.minv_t(interp, &atu)? else {
        return Ok(done(x, 2, beta / n2b, 0.0, resvec, Vec::new()));
    };
    let mut alpha = norm(&v);
    if alpha == 0.0 {
        // b - A*x0 is orthogonal to the range of A: x0 is a least-squares
        // solution already.
        return Ok(done(x, 0, beta / n2b, 0.0, resvec, vec![0.0]));
    }
    scale(&mut v, alpha);
    let x0 = x.clone();
    let mut y = vec![real(0.0); req.n];
    let mut w = v.clone();
    let (mut phibar, mut rhobar) = (beta, alpha);
    let mut norm_a_sq = alpha * alpha;
    let mut lsvec = Vec::new();
    let (mut flag, mut last, mut relres) = (1u8, 0.0, beta / n2b);
    for ii in 1..=req.maxit {
        last = ii as f64;
        let Some(z) = req.minv(interp, &v)? else {
            flag = 2;
            break;
        };
        let az = times(interp, &req.a, &z, m, false)?;
        u.iter_mut()
            .zip(&az)
            .for_each(|(u, &a)| *u = a - real(alpha) * *u);
        beta = norm(&u);
        if beta > 0.0 {
            scale(&mut u, beta);
        }
        norm_a_sq += beta * beta;
        let atu = times(interp, &req.a, &u, req.n, true)?;
        let Some(vt) = req.minv_t(interp, &atu)? else {
            flag = 2;
            break;
        };
        v.iter_mut()
            .zip(&vt)
            .for_each(|(v, &t)| *v = t - real(beta) * *v);
        alpha = norm(&v);
        if alpha > 0.0 {
            scale(&mut v, alpha);
        }
        norm_a_sq += alpha * alpha;
        let rho = rhobar.hypot(beta);
        if rho == 0.0 || !rho.is_finite() {
            flag = 4;
            break;
        }
        let (c, s) = (rhobar / rho, beta / rho);
        let theta = s * alpha;
        rhobar = -c * alpha;
        let phi = c * phibar;
        phibar *= s;
        axpy(&mut y, real(phi / rho), &w);
        w.iter_mut()
            .zip(&v)
            .for_each(|(w, &v)| *w = v - real(theta / rho) * *w);
        let Some(step) = req.minv(interp, &y)? else {
            flag = 2;
            break;
        };
        x = x0.iter().zip(&step).map(|(&a, &b)| a + b).collect();
        let normar = phibar * alpha * c.abs();
        resvec.push(phibar);
        let ls = normar / (norm_a_sq.sqrt() * phibar);
        lsvec.push(if ls.is_nan() { 0.0 } else { ls });
        relres = phibar / n2b;
        if relres <= req.tol || ls <= req.tol || alpha == 0.0 || beta == 0.0 {
            let true_r = norm(&req.residual(interp, &x)?);
            relres = true_r / n2b;
            if let Some(last) = resvec.last_mut() {
                *last = true_r;
            }
            if relres <= req.tol || ls <= req.tol || alpha == 0.0 || beta == 0.0 {
                flag = 0;
                break;
            }
        }
    }
    if flag != 0 {
        relres = norm(&req.residual(interp, &x)?) / n2b;
    }
    Ok(done(x, flag, relres, last, resvec, lsvec))
}

fn shape<T: Field>(interp: &mut Interpreter, tol: f64, o: Outcome<T>, nargout: usize) -> Outputs {
    if nargout < 2 {
        let at = Position::Plain(o.iter);
        let initial = o.flag == 0 && o.iter == 0.0;
        report(interp, F, o.flag, tol, &at, &at, o.relres, initial);
    }
    let mut out = Outputs::new();
    out.push(column(o.x));
    out.push(Value::scalar(o.flag as f64));
    out.push(Value::scalar(o.relres));
    out.push(Value::scalar(o.iter));
    out.push(column(o.resvec));
    out.push(column(o.lsvec));
    out.truncate(nargout.max(1));
    out
}

/// `[x,flag,relres,iter,resvec,lsvec] = lsqr(A,b,tol,maxit,M1,M2,x0)`.
pub fn lsqr(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if any_complex(args) {
        let req = read::<ferromat_linalg::Complex64>(interp, args)?;
        let o = run(interp, &req)?;
        Ok(shape(interp, req.tol, o, nargout))
    } else {
        let req = read::<f64>(interp, args)?;
        let o = run(interp, &req)?;
        Ok(shape(interp, req.tol, o, nargout))
    }
}
