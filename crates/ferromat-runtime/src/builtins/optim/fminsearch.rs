//! `fminsearch`: an unconstrained minimum by the Nelder–Mead simplex
//! method with MATLAB's coefficients (reflection 1, expansion 2,
//! contraction 1/2, shrink 1/2) and its initial simplex (each coordinate
//! moved by 5%, or to 0.00025 when it is zero). The kernel is a plain
//! function of a closure; the builtin parses arguments and options and
//! shapes outputs. Loops stop at `MaxIter` and `MaxFunEvals`.

use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

use super::fminbnd::shape_outputs;
use super::objective::{problem_arguments, Objective};
use super::options::{Display, SolverOptions};
use super::{format_e, output_struct};

const REFLECT: f64 = 1.0;
const EXPAND: f64 = 2.0;
const CONTRACT: f64 = 0.5;
const SHRINK: f64 = 0.5;
const USUAL_DELTA: f64 = 0.05;
const ZERO_TERM_DELTA: f64 = 0.00025;

/// Why the simplex search stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stop {
    Converged,
    MaxFunEvals,
    MaxIter,
}

/// The best vertex found and the counts MATLAB reports.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SimplexResult {
    pub x: Vec<f64>,
    pub fx: f64,
    pub iterations: usize,
    pub evals: usize,
    pub stop: Stop,
}

/// MATLAB's `eps(x)`: the distance from |x| to the next larger double.
fn spacing(x: f64) -> f64 {
    let x = x.abs();
    if !x.is_finite() {
        return f64::NAN;
    }
    let next = f64::from_bits(x.to_bits() + 1);
    next - x
}

/// Sorts vertices by value, stably, NaN last.
fn sort_simplex(v: &mut Vec<Vec<f64>>, fv: &mut Vec<f64>) {
    let mut order: Vec<usize> = (0..fv.len()).collect();
    order.sort_by(|&i, &j| {
        fv[i]
            .partial_cmp(&fv[j])
            .unwrap_or_else(|| fv[i].is_nan().cmp(&fv[j].is_nan()))
    });
    *v = order.iter().map(|&i| v[i].clone()).collect();
    *fv = order.iter().map(|&i| fv[i]).collect();
}

/// `(1 + t) * xbar - t * worst`, the point on the line through the centroid
/// and the worst vertex.
fn along(xbar: &[f64], worst: &[f64], t: f64) -> Vec<f64> {
    xbar.iter()
        .zip(worst)
        .map(|(b, w)| (1.0 + t) * b - t * w)
        .collect()
}

/// Nelder–Mead from `x0`.
pub(crate) fn nelder_mead(
    f: &mut impl FnMut(&[f64]) -> Result<f64>,
    x0: &[f64],
    tol_x: f64,
    tol_fun: f64,
    max_iter: f64,
    max_evals: f64,
) -> Result<SimplexResult> {
    let n = x0.len();
    let mut v = vec![x0.to_vec()];
    let mut fv = vec![f(x0)?];
    for j in 0..n {
        let mut y = x0.to_vec();
        y[j] = if y[j] != 0.0 {
            (1.0 + USUAL_DELTA) * y[j]
        } else {
            ZERO_TERM_DELTA
        };
        fv.push(f(&y)?);
        v.push(y);
    }
    sort_simplex(&mut v, &mut fv);
    let mut iterations = 1usize;
    let mut evals = n + 1;
    while (evals as f64) < max_evals && (iterations as f64) < max_iter {
        let spread_f = fv[1..]
            .iter()
            .map(|y| (fv[0] - y).abs())
            .fold(0.0, f64::max);
        let spread_x = v[1..]
            .iter()
            .flat_map(|vj| vj.iter().zip(&v[0]).map(|(a, b)| (a - b).abs()))
            .fold(0.0, f64::max);
        let best_max = v[0].iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if spread_f <= tol_fun.max(10.0 * spacing(fv[0]))
            && spread_x <= tol_x.max(10.0 * spacing(best_max))
        {
            break;
        }
        let xbar: Vec<f64> = (0..n)
            .map(|i| v[..n].iter().map(|vj| vj[i]).sum::<f64>() / n as f64)
            .collect();
        let worst = v[n].clone();
        let xr = along(&xbar, &worst, REFLECT);
        let fxr = f(&xr)?;
        evals += 1;
        let mut shrink = false;
        if fxr < fv[0] {
            let xe = along(&xbar, &worst, REFLECT * EXPAND);
            let fxe = f(&xe)?;
            evals += 1;
            if fxe < fxr {
                v[n] = xe;
                fv[n] = fxe;
            } else {
                v[n] = xr;
                fv[n] = fxr;
            }
        } else if fxr < fv[n - 1] {
            v[n] = xr;
            fv[n] = fxr;
        } else if fxr < fv[n] {
            let xc = along(&xbar, &worst, CONTRACT * REFLECT);
            let fxc = f(&xc)?;
            evals += 1;
            if fxc <= fxr {
                v[n] = xc;
                fv[n] = fxc;
            } else {
                shrink = true;
            }
        } else {
            let xcc = along(&xbar, &worst, -CONTRACT);
            let fxcc = f(&xcc)?;
            evals += 1;
            if fxcc < fv[n] {
                v[n] = xcc;
                fv[n] = fxcc;
            } else {
                shrink = true;
            }
        }
        if shrink {
            let best = v[0].clone();
            for j in 1..=n {
                v[j] = best
                    .iter()
                    .zip(&v[j])
                    .map(|(b, x)| b + SHRINK * (x - b))
                    .collect();
                fv[j] = f(&v[j])?;
            }
            evals += n;
        }
        sort_simplex(&mut v, &mut fv);
        iterations += 1;
    }
    let stop = if evals as f64 >= max_evals {
        Stop::MaxFunEvals
    } else if iterations as f64 >= max_iter {
        Stop::MaxIter
    } else {
        Stop::Converged
    };
    Ok(SimplexResult {
        x: v[0].clone(),
        fx: fv[0],
        iterations,
        evals,
        stop,
    })
}

/// `x = fminsearch(fun, x0)`, `fminsearch(fun, x0, options)`,
/// `[x, fval, exitflag, output] = fminsearch(___)`.
pub fn fminsearch(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if let Some(args) = problem_arguments(args, "fminsearch", &["x0"])? {
        return fminsearch(interp, &args, nargout);
    }
    let [func, start, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let x0 = match start {
        Value::Double(_)
        | Value::Single(_)
        | Value::Int8(_)
        | Value::Int16(_)
        | Value::Int32(_)
        | Value::UInt8(_)
        | Value::UInt16(_)
        | Value::UInt32(_)
        | Value::Logical(_) => start.to_f64_vec().unwrap_or_default(),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:fminsearch:InvalidX0",
                "X0 must be a real numeric array.",
            )
            .in_function("fminsearch"))
        }
    };
    if x0.is_empty() || x0.iter().any(|x| !x.is_finite()) {
        return Err(RuntimeError::new(
            "MATLAB:fminsearch:InvalidX0",
            "X0 must be a nonempty array of finite values.",
        )
        .in_function("fminsearch"));
    }
    let n = x0.len() as f64;
    let defaults = SolverOptions {
        display: Display::Notify,
        tol_x: 1e-4,
        tol_fun: 1e-4,
        max_iter: 200.0 * n,
        max_fun_evals: 200.0 * n,
        fun_val_check: false,
    };
    let opts = SolverOptions::read(rest.first(), "fminsearch", defaults)?;
    let shape = start.shape();
    let mut objective = Objective::new(
        interp,
        func,
        "fminsearch",
        rest.get(1..).unwrap_or_default(),
    )?;
    objective.check_values = opts.fun_val_check;
    let result = {
        let mut f = |x: &[f64]| objective.at_array(&shape, x);
        nelder_mead(
            &mut f,
            &x0,
            opts.tol_x,
            opts.tol_fun,
            opts.max_iter,
            opts.max_fun_evals,
        )?
    };
    let (flag, message) = match result.stop {
        Stop::Converged => (
            1.0,
            format!(
                "Optimization terminated:\n the current x satisfies the termination criteria using OPTIONS.TolX of {} \n and F(X) satisfies the convergence criteria using OPTIONS.TolFun of {} \n",
                format_e(opts.tol_x),
                format_e(opts.tol_fun)
            ),
        ),
        Stop::MaxFunEvals => (
            0.0,
            format!(
                "Exiting: Maximum number of function evaluations has been exceeded\n         - increase MaxFunEvals option.\n         Current function value: {:.6} \n",
                result.fx
            ),
        ),
        Stop::MaxIter => (
            0.0,
            format!(
                "Exiting: Maximum number of iterations has been exceeded\n         - increase MaxIter option.\n         Current function value: {:.6} \n",
                result.fx
            ),
        ),
    };
    if opts.display.shows_exit_message(flag == 1.0) {
        objective.interp.print(&format!("\n{message}\n"));
    }
    let output = output_struct(vec![
        ("iterations", Value::scalar(result.iterations as f64)),
        ("funcCount", Value::scalar(result.evals as f64)),
        (
            "algorithm",
            Value::char_row("Nelder-Mead simplex direct search"),
        ),
        ("message", Value::char_row(&message)),
    ]);
    let x = Value::matrix(shape, result.x);
    Ok(shape_outputs(
        nargout,
        x,
        Value::scalar(result.fx),
        flag,
        output,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rosenbrock_reaches_one_one() {
        let mut f = |x: &[f64]| Ok(100.0 * (x[1] - x[0] * x[0]).powi(2) + (1.0 - x[0]).powi(2));
        let r = nelder_mead(&mut f, &[-1.2, 1.0], 1e-8, 1e-8, 1e4, 1e4).unwrap();
        assert_eq!(r.stop, Stop::Converged);
        assert!(
            (r.x[0] - 1.0).abs() < 1e-6 && (r.x[1] - 1.0).abs() < 1e-6,
            "{r:?}"
        );
    }

    #[test]
    fn quadratic_bowls_in_several_dimensions() {
        for n in 1..5 {
            let centre: Vec<f64> = (0..n).map(|i| i as f64 - 1.5).collect();
            let c = centre.clone();
            let mut f =
                move |x: &[f64]| Ok(x.iter().zip(&c).map(|(a, b)| (a - b).powi(2)).sum::<f64>());
            let r = nelder_mead(&mut f, &vec![0.0; n], 1e-8, 1e-10, 1e5, 1e5).unwrap();
            for (a, b) in r.x.iter().zip(&centre) {
                assert!((a - b).abs() < 1e-5, "{n} {r:?}");
            }
        }
    }

    #[test]
    fn budget_is_respected() {
        let mut f = |x: &[f64]| Ok(x[0].sin() * x[1].cos());
        let r = nelder_mead(&mut f, &[0.3, 0.2], 1e-14, 1e-14, 1e9, 20.0).unwrap();
        assert_eq!(r.stop, Stop::MaxFunEvals);
        assert!(r.evals <= 20 + 2);
    }

    #[test]
    fn spacing_matches_eps() {
        assert_eq!(spacing(1.0), f64::EPSILON);
        assert_eq!(spacing(-1.0), f64::EPSILON);
    }
}
