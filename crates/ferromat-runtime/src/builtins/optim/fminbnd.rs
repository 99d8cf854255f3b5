//! `fminbnd`: the minimum of a scalar function on a closed interval by
//! Brent's method, golden-section steps made faster by parabolic
//! interpolation when the parabola is trustworthy. The kernel is a plain
//! function of a closure; the builtin parses arguments and options and
//! shapes outputs. Loops stop at `MaxIter` and `MaxFunEvals`.

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

use super::objective::{problem_arguments, Objective};
use super::options::{Display, SolverOptions};
use super::output_struct;

/// Where the minimizer stopped.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Minimum {
    pub x: f64,
    pub fx: f64,
    pub iterations: usize,
    pub evals: usize,
    pub converged: bool,
}

/// Brent's local minimizer of `f` on `[a, b]` with absolute tolerance
/// `tol_x` (plus sqrt(eps) relative).
pub(crate) fn brent_min(
    f: &mut impl FnMut(f64) -> Result<f64>,
    mut a: f64,
    mut b: f64,
    tol_x: f64,
    max_iter: f64,
    max_evals: f64,
) -> Result<Minimum> {
    let seps = f64::EPSILON.sqrt();
    // The golden section ratio (3 - sqrt(5)) / 2.
    let c = 0.5 * (3.0 - 5f64.sqrt());
    let mut v = a + c * (b - a);
    let mut w = v;
    let mut xf = v;
    let (mut d, mut e) = (0.0f64, 0.0f64);
    let mut fx = f(xf)?;
    let mut evals = 1usize;
    let (mut fv, mut fw) = (fx, fx);
    let mut xm = 0.5 * (a + b);
    let mut tol1 = seps * xf.abs() + tol_x / 3.0;
    let mut tol2 = 2.0 * tol1;
    let mut iterations = 0usize;
    while (xf - xm).abs() > tol2 - 0.5 * (b - a) {
        if evals as f64 >= max_evals || iterations as f64 >= max_iter {
            return Ok(Minimum {
                x: xf,
                fx,
                iterations,
                evals,
                converged: false,
            });
        }
        let mut golden = true;
        if e.abs() > tol1 {
            golden = false;
            let mut r = (xf - w) * (fx - fv);
            let mut q = (xf - v) * (fx - fw);
            let mut p = (xf - v) * q - (xf - w) * r;
            q = 2.0 * (q - r);
            if q > 0.0 {
                p = -p;
            }
            q = q.abs();
            r = e;
            e = d;
            if p.abs() < (0.5 * q * r).abs() && p > q * (a - xf) && p < q * (b - xf) {
                // A parabolic step, kept away from the ends.
                d = p / q;
                let x = xf + d;
                if x - a < tol2 || b - x < tol2 {
                    d = tol1 * sign_or_one(xm - xf);
                }
            } else {
                golden = true;
            }
        }
        if golden {
            e = if xf >= xm { a - xf } else { b - xf };
            d = c * e;
        }
        // Never evaluate closer than tol1 to the best point.
        let x = xf + sign_or_one(d) * d.abs().max(tol1);
        let fu = f(x)?;
        evals += 1;
        iterations += 1;
        if fu <= fx {
            if x >= xf {
                a = xf;
            } else {
                b = xf;
            }
            v = w;
            fv = fw;
            w = xf;
            fw = fx;
            xf = x;
            fx = fu;
        } else {
            if x < xf {
                a = x;
            } else {
                b = x;
            }
            if fu <= fw || w == xf {
                v = w;
                fv = fw;
                w = x;
                fw = fu;
            } else if fu <= fv || v == xf || v == w {
                v = x;
                fv = fu;
            }
        }
        xm = 0.5 * (a + b);
        tol1 = seps * xf.abs() + tol_x / 3.0;
        tol2 = 2.0 * tol1;
    }
    Ok(Minimum {
        x: xf,
        fx,
        iterations,
        evals,
        converged: true,
    })
}

/// MATLAB's `sign(t) + (t == 0)`: the sign, with zero counted as positive.
fn sign_or_one(t: f64) -> f64 {
    if t < 0.0 {
        -1.0
    } else {
        1.0
    }
}

fn bound(value: &Value, which: &str) -> Result<f64> {
    match value.as_f64() {
        Some(x) if !value.is_complex() && x.is_finite() => Ok(x),
        _ => Err(RuntimeError::new(
            "MATLAB:fminbnd:NonScalarBound",
            format!("The {which} bound must be a finite real scalar."),
        )
        .in_function("fminbnd")),
    }
}

/// `x = fminbnd(fun, x1, x2)`, `fminbnd(fun, x1, x2, options)`,
/// `[x, fval, exitflag, output] = fminbnd(___)`.
pub fn fminbnd(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if let Some(args) = problem_arguments(args, "fminbnd", &["x1", "x2"])? {
        return fminbnd(interp, &args, nargout);
    }
    let [func, lower, upper, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let defaults = SolverOptions {
        display: Display::Notify,
        tol_x: 1e-4,
        tol_fun: 1e-4,
        max_iter: 500.0,
        max_fun_evals: 500.0,
        fun_val_check: false,
    };
    let opts = SolverOptions::read(rest.first(), "fminbnd", defaults)?;
    let (a, b) = (bound(lower, "lower")?, bound(upper, "upper")?);
    let mut objective = Objective::new(interp, func, "fminbnd", rest.get(1..).unwrap_or_default())?;
    objective.check_values = opts.fun_val_check;
    if a > b {
        let message =
            "Exiting: The bounds are inconsistent (the lower bound exceeds the upper bound).";
        if opts.display != Display::Off {
            objective.interp.print(&format!("{message}\n"));
        }
        let output = output_struct(vec![
            ("iterations", Value::scalar(0.0)),
            ("funcCount", Value::scalar(0.0)),
            (
                "algorithm",
                Value::char_row("golden section search, parabolic interpolation"),
            ),
            ("message", Value::char_row(message)),
        ]);
        return Ok(shape_outputs(
            nargout,
            Value::empty(),
            Value::empty(),
            -2.0,
            output,
        ));
    }
    let min = {
        let mut f = |x: f64| objective.at(x);
        brent_min(&mut f, a, b, opts.tol_x, opts.max_iter, opts.max_fun_evals)?
    };
    let (flag, message) = if min.converged {
        (
            1.0,
            format!(
                "Optimization terminated:\n the current x satisfies the termination criteria using OPTIONS.TolX of {} \n",
                super::format_e(opts.tol_x)
            ),
        )
    } else if min.evals as f64 >= opts.max_fun_evals {
        (
            0.0,
            format!(
                "Exiting: Maximum number of function evaluations has been exceeded\n         - increase MaxFunEvals option.\n         Current function value: {:.6} \n",
                min.fx
            ),
        )
    } else {
        (
            0.0,
            format!(
                "Exiting: Maximum number of iterations has been exceeded\n         - increase MaxIter option.\n         Current function value: {:.6} \n",
                min.fx
            ),
        )
    };
    if opts.display.shows_exit_message(flag == 1.0) {
        objective.interp.print(&format!("\n{message}\n"));
    }
    let output = output_struct(vec![
        ("iterations", Value::scalar(min.iterations as f64)),
        ("funcCount", Value::scalar(min.evals as f64)),
        (
            "algorithm",
            Value::char_row("golden section search, parabolic interpolation"),
        ),
        ("message", Value::char_row(&message)),
    ]);
    Ok(shape_outputs(
        nargout,
        Value::scalar(min.x),
        Value::scalar(min.fx),
        flag,
        output,
    ))
}

pub(crate) fn shape_outputs(
    nargout: usize,
    x: Value,
    fx: Value,
    flag: f64,
    output: Value,
) -> Outputs {
    if nargout <= 1 {
        return Outputs::from_iter([x]);
    }
    let mut out = Outputs::new();
    out.push(x);
    out.push(fx);
    if nargout >= 3 {
        out.push(Value::scalar(flag));
    }
    if nargout >= 4 {
        out.push(output);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn minimize(f: impl Fn(f64) -> f64, a: f64, b: f64) -> Minimum {
        let mut g = |x: f64| Ok(f(x));
        brent_min(&mut g, a, b, 1e-8, 500.0, 500.0).unwrap()
    }

    #[test]
    fn parabola_minimum_to_tolerance() {
        for k in 0..40 {
            let centre = -2.0 + k as f64 * 0.1;
            let m = minimize(|x| (x - centre).powi(2) + 3.0, -5.0, 5.0);
            assert!(m.converged);
            assert!((m.x - centre).abs() < 1e-6, "{centre} {m:?}");
        }
    }

    #[test]
    fn minimum_at_an_end_stays_inside() {
        let m = minimize(|x| x, 1.0, 2.0);
        assert!(m.x >= 1.0 && m.x < 1.0 + 1e-6);
    }

    #[test]
    fn sin_on_zero_to_2pi() {
        let m = minimize(f64::sin, 0.0, 2.0 * std::f64::consts::PI);
        assert!((m.x - 1.5 * std::f64::consts::PI).abs() < 1e-6);
    }

    #[test]
    fn budget_is_respected() {
        let mut g = |x: f64| Ok((x * 1000.0).sin());
        let m = brent_min(&mut g, 0.0, 100.0, 1e-12, 5.0, 500.0).unwrap();
        assert!(!m.converged && m.iterations <= 5);
    }
}
