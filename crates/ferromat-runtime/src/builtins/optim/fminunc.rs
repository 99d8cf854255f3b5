//! The `fminunc` builtin: reads `fminunc(fun, x0, options)` (or a problem
//! structure), runs the BFGS kernel of `bfgs.rs` and shapes `[x, fval,
//! exitflag, output, grad, hessian]`. The numeric method lives in
//! `bfgs.rs`; this file must not grow an algorithm.

use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

use super::bfgs::{self, Limits, Stop};
use super::objective::{problem_arguments, Objective};
use super::options::{
    check_algorithm, number_option, signed_option, switch_option, Display, SolverOptions,
};
use super::{limit_line, output_struct};

const NAME: &str = "fminunc";

fn exit_message(stop: Stop, opts: &SolverOptions, defaults: &SolverOptions) -> String {
    match stop {
        Stop::Optimal => "Local minimum found.\n\nOptimization completed because the size of the gradient is less than\nthe value of the optimality tolerance.\n".to_string(),
        Stop::SmallStep => "Local minimum possible.\n\nfminunc stopped because the size of the current step is less than\nthe value of the step size tolerance.\n".to_string(),
        Stop::NoDecrease => "Local minimum possible.\n\nfminunc stopped because it cannot decrease the objective function\nalong the current search direction.\n".to_string(),
        Stop::MaxIter => format!(
            "Solver stopped prematurely.\n\nfminunc stopped because it exceeded the iteration limit,\n{}",
            limit_line("MaxIterations", opts.max_iter, defaults.max_iter)
        ),
        Stop::MaxEvals => format!(
            "Solver stopped prematurely.\n\nfminunc stopped because it exceeded the function evaluation limit,\n{}",
            limit_line("MaxFunctionEvaluations", opts.max_fun_evals, defaults.max_fun_evals)
        ),
        Stop::BelowLimit => "Objective function is unbounded below.\n\nfminunc stopped because the objective function value is less than\nthe value of the objective limit.\n".to_string(),
    }
}

/// The start point: a nonempty real array of finite values.
pub(super) fn start_point(start: &Value, function: &'static str) -> Result<Vec<f64>> {
    let x0 = match start {
        Value::Logical(_) => start.to_f64_vec(),
        v if v.class().is_numeric() && !v.is_complex() => start.to_f64_vec(),
        _ => None,
    };
    match x0 {
        Some(x0) if !x0.is_empty() && x0.iter().all(|x| x.is_finite()) => Ok(x0),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidX0"),
            "X0 must be a nonempty real array of finite values.",
        )
        .in_function(function)),
    }
}

/// `x = fminunc(fun, x0)`, `fminunc(fun, x0, options)`, `fminunc(problem)`,
/// `[x, fval, exitflag, output, grad, hessian] = fminunc(___)`.
pub fn fminunc(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if let Some(args) = problem_arguments(args, NAME, &["x0"])? {
        return fminunc(interp, &args, nargout);
    }
    let [func, start, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let x0 = start_point(start, NAME)?;
    let n = x0.len();
    let defaults = SolverOptions {
        display: Display::Final,
        tol_x: 1e-6,
        tol_fun: 1e-6,
        max_iter: 400.0,
        max_fun_evals: 100.0 * n as f64,
        fun_val_check: false,
    };
    let options = rest.first();
    let opts = SolverOptions::read(options, NAME, defaults.clone())?;
    // 'trust-region' is accepted and run by the quasi-Newton method.
    check_algorithm(options, &["quasi-newton", "trust-region"], NAME)?;
    let limits = Limits {
        tol_opt: number_option(
            options,
            &["OptimalityTolerance", "TolFun"],
            1e-6,
            true,
            NAME,
        )?,
        tol_x: opts.tol_x,
        max_iter: opts.max_iter,
        max_evals: opts.max_fun_evals,
        objective_limit: signed_option(options, &["ObjectiveLimit"], -1e20, NAME)?,
    };
    let with_gradient = switch_option(
        options,
        &["SpecifyObjectiveGradient", "GradObj"],
        false,
        NAME,
    )?;
    // The inverse Hessian approximation and the Hessian output are n-by-n.
    args::check_allocation(&Shape::matrix(n, n), size_of::<f64>())?;
    let shape = start.shape();
    let mut objective = Objective::new(interp, func, NAME, rest.get(1..).unwrap_or_default())?;
    objective.check_values = opts.fun_val_check;
    let mut fun = |x: &[f64]| -> Result<(f64, Option<Vec<f64>>)> {
        if !with_gradient {
            return Ok((objective.at_array(&shape, x)?, None));
        }
        let (f, _, g, _) = objective.values_and_derivative(&shape, x)?;
        match f.as_slice() {
            [f] if g.len() == n => Ok((*f, Some(g))),
            [_] => Err(RuntimeError::new(
                "MATLAB:fminunc:InvalidGradient",
                format!(
                    "The gradient returned by FUN must have {n} elements, one for each variable."
                ),
            )
            .in_function(NAME)),
            _ => Err(RuntimeError::new(
                "MATLAB:fminunc:NonScalarObj",
                "FUN must return a scalar value.",
            )
            .in_function(NAME)),
        }
    };
    let result = bfgs::minimize(&mut fun, &x0, limits)?;
    let hessian = if nargout >= 6 {
        Some(bfgs::hessian(&mut fun, &result.x, result.f, &result.grad)?)
    } else {
        None
    };
    let message = exit_message(result.stop, &opts, &defaults);
    let flag = result.stop.flag();
    if opts.display.shows_exit_message(flag > 0.0) {
        objective.interp.print(&format!("\n{message}\n"));
    }
    let output = output_struct(vec![
        ("iterations", Value::scalar(result.iterations as f64)),
        ("funcCount", Value::scalar(result.evals as f64)),
        ("stepsize", Value::scalar(result.step_size)),
        ("lssteplength", Value::scalar(result.ls_step)),
        (
            "firstorderopt",
            Value::scalar(result.grad.iter().fold(0.0f64, |a, g| a.max(g.abs()))),
        ),
        ("algorithm", Value::char_row("quasi-newton")),
        ("message", Value::char_row(&message)),
    ]);
    let mut out = Outputs::new();
    out.push(Value::matrix(shape, result.x));
    let extra = [
        Value::scalar(result.f),
        Value::scalar(flag),
        output,
        Value::matrix(Shape::matrix(n, 1), result.grad),
    ];
    out.extend(extra.into_iter().take(nargout.saturating_sub(1)));
    if let Some(h) = hessian {
        out.push(Value::matrix(Shape::matrix(n, n), h));
    }
    Ok(out)
}
