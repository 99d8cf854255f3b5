//! The `fsolve` builtin: reads `fsolve(fun, x0, options)` (or a problem
//! structure), runs the trust-region dogleg kernel of `dogleg.rs` and
//! shapes `[x, fval, exitflag, output, jacobian]`. The numeric method lives
//! in `dogleg.rs`; this file must not grow an algorithm.

use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

use super::dogleg::{self, Limits, Stop};
use super::objective::{problem_arguments, Objective};
use super::options::{Display, SolverOptions};
use super::output_struct;

fn exit_message(stop: Stop) -> &'static str {
    match stop {
        Stop::Solved => "Equation solved.\n\nfsolve completed because the vector of function values is near zero\nas measured by the value of the function tolerance, and\nthe problem appears regular as measured by the gradient.\n",
        Stop::SmallStep => "Equation solved, solver stalled.\n\nfsolve stopped because the relative size of the current step is less than the\nvalue of the step size tolerance and the vector of function values\nis near zero as measured by the value of the function tolerance.\n",
        Stop::SmallChange => "Equation solved, solver stalled.\n\nfsolve stopped because the relative change in the sum of squares of the\nequations is less than the function tolerance and the vector of function\nvalues is near zero as measured by the value of the function tolerance.\n",
        Stop::Budget => "Solver stopped prematurely.\n\nfsolve stopped because it exceeded the iteration limit or the\nfunction evaluation limit.\n",
        Stop::NotSolved => "No solution found.\n\nfsolve stopped because the problem appears regular as measured by the gradient,\nbut the vector of function values is not near zero as measured by the\nvalue of the function tolerance.\n",
        Stop::RadiusTooSmall => "No solution found.\n\nfsolve stopped because the trust-region radius became too small.\n",
    }
}

/// `x = fsolve(fun, x0)`, `fsolve(fun, x0, options)`, `fsolve(problem)`,
/// `[x, fval, exitflag, output, jacobian] = fsolve(___)`.
pub fn fsolve(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if let Some(args) = problem_arguments(args, "fsolve", &["x0"])? {
        return fsolve(interp, &args, nargout);
    }
    let [func, start, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let x0 = match start {
        Value::Double(_) | Value::Single(_) | Value::Logical(_) => start.to_f64_vec(),
        _ => None,
    };
    let x0 = match x0 {
        Some(x0) if !x0.is_empty() && x0.iter().all(|x| x.is_finite()) => x0,
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:fsolve:InvalidX0",
                "X0 must be a nonempty real array of finite values.",
            )
            .in_function("fsolve"))
        }
    };
    let defaults = SolverOptions {
        display: Display::Final,
        tol_x: 1e-6,
        tol_fun: 1e-6,
        max_iter: 400.0,
        max_fun_evals: 100.0 * x0.len() as f64,
        fun_val_check: false,
    };
    let opts = SolverOptions::read(rest.first(), "fsolve", defaults)?;
    let shape = start.shape();
    let mut objective = Objective::new(interp, func, "fsolve", rest.get(1..).unwrap_or_default())?;
    objective.check_values = opts.fun_val_check;
    let (f0, f_shape) = objective.values_at(&shape, &x0)?;
    // The Jacobian (and the dogleg's least-squares copy of it) is
    // values-by-unknowns: sized by the user, so checked before the first.
    args::check_allocation(&Shape::matrix(f0.len(), x0.len()), 2 * size_of::<f64>())?;
    let result = {
        let mut system = |x: &[f64]| -> Result<(Vec<f64>, Option<Vec<f64>>)> {
            let (f, s) = objective.values_at(&shape, x)?;
            if s.numel() != f0.len() {
                return Err(RuntimeError::new(
                    "MATLAB:fsolve:FvalSizeChanged",
                    "FUN must return the same number of values at every point.",
                )
                .in_function("fsolve"));
            }
            Ok((f, None))
        };
        let limits = Limits {
            tol_fun: opts.tol_fun,
            tol_x: opts.tol_x,
            max_iter: opts.max_iter,
            max_fun_evals: opts.max_fun_evals,
        };
        dogleg::solve(&mut system, &x0, f0.clone(), None, limits)?
    };
    let message = exit_message(result.stop);
    if opts.display.shows_exit_message(result.stop.flag() > 0.0) {
        objective.interp.print(&format!("\n{message}\n"));
    }
    let (m, n) = (result.f.len(), result.x.len());
    let output = output_struct(vec![
        ("iterations", Value::scalar(result.iterations as f64)),
        ("funcCount", Value::scalar(result.evals as f64)),
        ("algorithm", Value::char_row("trust-region-dogleg")),
        ("firstorderopt", Value::scalar(result.optimality)),
        ("message", Value::char_row(message)),
    ]);
    let mut out = Outputs::new();
    out.push(Value::matrix(shape, result.x));
    if nargout >= 2 {
        out.push(Value::matrix(f_shape, result.f));
    }
    if nargout >= 3 {
        out.push(Value::scalar(result.stop.flag()));
    }
    if nargout >= 4 {
        out.push(output);
    }
    if nargout >= 5 {
        out.push(Value::matrix(Shape::matrix(m, n), result.jacobian));
    }
    Ok(out)
}
