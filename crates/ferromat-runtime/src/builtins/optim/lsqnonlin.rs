//! The `lsqnonlin` and `lsqcurvefit` builtins: read the arguments (start
//! point, bounds, options, `xdata`/`ydata`, or a problem structure), run
//! the Levenberg-Marquardt kernel of `levmar.rs` and shape `[x, resnorm,
//! residual, exitflag, output, lambda, jacobian]`. The numeric method lives
//! in `levmar.rs`; this file must not grow an algorithm.

use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

use super::fminunc::start_point;
use super::levmar::{self, Limits, Stop};
use super::objective::{problem_arguments, Objective};
use super::options::{check_algorithm, number_option, switch_option, Display, SolverOptions};
use super::{limit_line, output_struct};

fn exit_message(name: &str, stop: Stop, opts: &SolverOptions, defaults: &SolverOptions) -> String {
    match stop {
        Stop::Optimal => "Local minimum found.\n\nOptimization completed because the size of the gradient is less than\nthe value of the optimality tolerance.\n".to_string(),
        Stop::SmallStep => format!("Local minimum possible.\n\n{name} stopped because the size of the current step is less than\nthe value of the step size tolerance.\n"),
        Stop::SmallChange => format!("Local minimum possible.\n\n{name} stopped because the final change in the sum of squares relative to \nits initial value is less than the value of the function tolerance.\n"),
        Stop::MaxIter => format!(
            "Solver stopped prematurely.\n\n{name} stopped because it exceeded the iteration limit,\n{}",
            limit_line("MaxIterations", opts.max_iter, defaults.max_iter)
        ),
        Stop::MaxEvals => format!(
            "Solver stopped prematurely.\n\n{name} stopped because it exceeded the function evaluation limit,\n{}",
            limit_line("MaxFunctionEvaluations", opts.max_fun_evals, defaults.max_fun_evals)
        ),
    }
}

/// A bound argument: `[]` for none, else at most `n` real values (the
/// missing ones unbounded, NaN an error).
fn bound(
    value: Option<&Value>,
    n: usize,
    none: f64,
    name: &str,
    function: &'static str,
) -> Result<Vec<f64>> {
    let values = match value {
        None => Vec::new(),
        Some(v) if v.is_empty() => Vec::new(),
        Some(v)
            if (v.class().is_numeric() || matches!(v, Value::Logical(_))) && !v.is_complex() =>
        {
            v.to_f64_vec().unwrap_or_default()
        }
        Some(_) => vec![f64::NAN],
    };
    if values.len() > n || values.iter().any(|v| v.is_nan()) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidBounds"),
            format!("{name} must be a real array with at most as many elements as X0, and no NaN."),
        )
        .in_function(function));
    }
    let mut out = values;
    out.resize(n, none);
    Ok(out)
}

/// What the two builtins share once their arguments are read.
struct Call<'v> {
    function: &'static str,
    func: &'v Value,
    start: &'v Value,
    lb: Option<&'v Value>,
    ub: Option<&'v Value>,
    options: Option<&'v Value>,
    /// `lsqcurvefit`'s `xdata` (passed to `fun`) and `ydata` (subtracted).
    data: Option<(&'v Value, &'v Value)>,
}

/// `x = lsqnonlin(fun, x0)`, `lsqnonlin(fun, x0, lb, ub)`,
/// `lsqnonlin(fun, x0, lb, ub, options)`, `lsqnonlin(problem)`,
/// `[x, resnorm, residual, exitflag, output, lambda, jacobian] = lsqnonlin(___)`.
pub fn lsqnonlin(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    const NAME: &str = "lsqnonlin";
    if let Some(args) = problem_arguments(args, NAME, &["x0"])? {
        return lsqnonlin(interp, &args, nargout);
    }
    let [func, start, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    if rest.len() > 3 {
        return Err(linear_constraints(NAME));
    }
    let call = Call {
        function: NAME,
        func,
        start,
        lb: rest.first(),
        ub: rest.get(1),
        options: rest.get(2),
        data: None,
    };
    run(interp, call, nargout)
}

/// `x = lsqcurvefit(fun, x0, xdata, ydata)`, `lsqcurvefit(fun, x0, xdata,
/// ydata, lb, ub)`, `lsqcurvefit(fun, x0, xdata, ydata, lb, ub, options)`,
/// `lsqcurvefit(problem)`, `[x, resnorm, residual, exitflag, output,
/// lambda, jacobian] = lsqcurvefit(___)`.
pub fn lsqcurvefit(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    const NAME: &str = "lsqcurvefit";
    if let Some(args) = problem_arguments(args, NAME, &["x0", "xdata", "ydata"])? {
        return lsqcurvefit(interp, &args, nargout);
    }
    let [func, start, xdata, ydata, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    if rest.len() > 3 {
        return Err(linear_constraints(NAME));
    }
    let call = Call {
        function: NAME,
        func,
        start,
        lb: rest.first(),
        ub: rest.get(1),
        options: rest.get(2),
        data: Some((xdata, ydata)),
    };
    run(interp, call, nargout)
}

fn linear_constraints(function: &'static str) -> RuntimeError {
    RuntimeError::new(
        format!("ferromat:{function}:constraintsUnsupported"),
        "Linear and nonlinear constraints are not supported; give fun, x0, lb, ub and options.",
    )
    .in_function(function)
}

fn run(interp: &mut Interpreter, call: Call, nargout: usize) -> Result<Outputs> {
    let name = call.function;
    let x0 = start_point(call.start, name)?;
    let n = x0.len();
    let shape = call.start.shape();
    let lb = bound(call.lb, n, f64::NEG_INFINITY, "LB", name)?;
    let ub = bound(call.ub, n, f64::INFINITY, "UB", name)?;
    let defaults = SolverOptions {
        display: Display::Final,
        tol_x: 1e-6,
        tol_fun: 1e-6,
        max_iter: 400.0,
        max_fun_evals: 100.0 * n as f64,
        fun_val_check: false,
    };
    let options = call.options;
    let opts = SolverOptions::read(options, name, defaults.clone())?;
    // Every algorithm is run by the Levenberg-Marquardt method.
    check_algorithm(
        options,
        &[
            "trust-region-reflective",
            "levenberg-marquardt",
            "interior-point",
        ],
        name,
    )?;
    let limits = Limits {
        tol_opt: number_option(
            options,
            &["OptimalityTolerance", "TolFun"],
            1e-6,
            true,
            name,
        )?,
        tol_fun: number_option(options, &["FunctionTolerance", "TolFun"], 1e-6, true, name)?,
        tol_x: opts.tol_x,
        max_iter: opts.max_iter,
        max_evals: opts.max_fun_evals,
        damping: number_option(options, &["InitDamping"], 1e-2, false, name)?,
    };
    let with_jacobian = switch_option(
        options,
        &["SpecifyObjectiveGradient", "Jacobian"],
        false,
        name,
    )?;
    let lambda_struct = |lower: Vec<f64>, upper: Vec<f64>| {
        output_struct(vec![
            ("lower", Value::matrix(shape.clone(), lower)),
            ("upper", Value::matrix(shape.clone(), upper)),
        ])
    };
    if lb.iter().zip(&ub).any(|(l, u)| l > u) {
        let message = "Problem is infeasible.\n\nlb > ub: at least one lower bound exceeds the corresponding upper bound.\n";
        if opts.display != Display::Off {
            interp.print(&format!("\n{message}\n"));
        }
        let output = output_struct(vec![
            ("iterations", Value::scalar(0.0)),
            ("funcCount", Value::scalar(0.0)),
            ("algorithm", Value::char_row("levenberg-marquardt")),
            ("message", Value::char_row(message)),
        ]);
        let all = [
            Value::matrix(shape.clone(), x0),
            Value::empty(),
            Value::empty(),
            Value::scalar(-2.0),
            output,
            lambda_struct(vec![0.0; n], vec![0.0; n]),
            Value::empty(),
        ];
        return Ok(all.into_iter().take(nargout.max(1)).collect());
    }
    // Components of x0 outside the bounds start on them.
    let x0: Vec<f64> = (0..n).map(|i| x0[i].clamp(lb[i], ub[i])).collect();
    let (extras, ydata) = match call.data {
        Some((xdata, ydata)) => {
            let y = match ydata {
                v if !v.is_complex()
                    && (v.class().is_numeric() || matches!(v, Value::Logical(_))) =>
                {
                    v.to_f64_vec()
                }
                _ => None,
            };
            let y = y.ok_or_else(|| {
                RuntimeError::new(
                    format!("MATLAB:{name}:InvalidYdata"),
                    "YDATA must be a real numeric array.",
                )
                .in_function(name)
            })?;
            (vec![xdata.clone()], Some(y))
        }
        None => (Vec::new(), None),
    };
    let mut objective = Objective::new(interp, call.func, name, &extras)?;
    objective.check_values = opts.fun_val_check;
    let mut residual_shape = Shape::matrix(0, 0);
    let mut evaluate = |x: &[f64], out_shape: &mut Shape| -> Result<(Vec<f64>, Option<Vec<f64>>)> {
        let (mut f, f_shape, jac) = if with_jacobian {
            let (f, s, j, _) = objective.values_and_derivative(&shape, x)?;
            if j.len() != f.len() * n {
                return Err(RuntimeError::new(
                    format!("MATLAB:{name}:InvalidJacobian"),
                    format!("The Jacobian returned by FUN must be {}-by-{n}.", f.len()),
                )
                .in_function(name));
            }
            (f, s, Some(j))
        } else {
            let (f, s) = objective.values_at(&shape, x)?;
            (f, s, None)
        };
        if let Some(y) = &ydata {
            if y.len() != f.len() {
                return Err(RuntimeError::new(
                    "MATLAB:lsqcurvefit:YdataSizeMismatchFunVal",
                    "Function value and YDATA sizes are not equal.",
                )
                .in_function(name));
            }
            f.iter_mut().zip(y).for_each(|(fi, yi)| *fi -= yi);
        }
        *out_shape = f_shape;
        Ok((f, jac))
    };
    let (f0, j0) = evaluate(&x0, &mut residual_shape)?;
    let m = f0.len();
    // The Jacobian and the damped least-squares copy of it are sized by
    // the user's problem: checked before the first is built.
    args::check_allocation(&Shape::matrix(m + n, n), 2 * size_of::<f64>())?;
    let result = {
        let mut system = |x: &[f64]| -> Result<(Vec<f64>, Option<Vec<f64>>)> {
            let mut s = Shape::matrix(0, 0);
            let (f, j) = evaluate(x, &mut s)?;
            if f.len() != m {
                return Err(RuntimeError::new(
                    format!("MATLAB:{name}:FvalSizeChanged"),
                    "FUN must return the same number of values at every point.",
                )
                .in_function(name));
            }
            Ok((f, j))
        };
        levmar::solve(&mut system, &x0, f0, j0, (&lb, &ub), limits)?
    };
    let message = exit_message(name, result.stop, &opts, &defaults);
    let flag = result.stop.flag();
    if opts.display.shows_exit_message(flag > 0.0) {
        objective.interp.print(&format!("\n{message}\n"));
    }
    // Multipliers of the active bounds: the gradient pushing against them.
    let (mut lower, mut upper) = (vec![0.0; n], vec![0.0; n]);
    for i in 0..n {
        let g = result.gradient[i];
        if result.x[i] <= lb[i] && g > 0.0 {
            lower[i] = g;
        } else if result.x[i] >= ub[i] && g < 0.0 {
            upper[i] = -g;
        }
    }
    let output = output_struct(vec![
        ("firstorderopt", Value::scalar(result.optimality)),
        ("iterations", Value::scalar(result.iterations as f64)),
        ("funcCount", Value::scalar(result.evals as f64)),
        ("cgiterations", Value::empty()),
        ("stepsize", Value::scalar(result.step_size)),
        ("algorithm", Value::char_row("levenberg-marquardt")),
        ("message", Value::char_row(&message)),
    ]);
    let resnorm = result.f.iter().map(|v| v * v).sum::<f64>();
    let all = [
        Value::matrix(shape.clone(), result.x),
        Value::scalar(resnorm),
        Value::matrix(residual_shape, result.f),
        Value::scalar(flag),
        output,
        lambda_struct(lower, upper),
        Value::matrix(Shape::matrix(m, n), result.jacobian),
    ];
    Ok(all.into_iter().take(nargout.max(1)).collect())
}
