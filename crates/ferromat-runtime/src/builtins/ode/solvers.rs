//! `ode45`, `ode23`, `ode113`, `ode23s`, `ode15s`, `ode23t` and `ode23tb`: MATLAB's argument rules
//! (odefun, tspan, y0, options, extra parameters passed on to every user
//! function), the user's functions (right-hand side, events, mass,
//! Jacobian, output function through observe.rs) called through
//! `Interpreter::call_function`, warnings and statistics as MATLAB prints
//! them, and outputs by `nargout` (`[t, y]` or the `sol` structure). A
//! complex `y0` makes the engines step the real and imaginary parts as one
//! real system of twice the size. The options are read by options.rs and
//! problem.rs; the stepping itself is runge_kutta.rs, adams.rs,
//! rosenbrock.rs, ndf.rs and one_step.rs; values.rs converts states to
//! and from MATLAB values; this file holds no numeric rule.

use std::cell::RefCell;
use std::sync::Arc;

use crate::builtins::arrays::float_parts::float_parts;
use crate::builtins::messages::warn;
use crate::builtins::optim::field_ci;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Value};

use super::adams;
use super::events::EventValues;
use super::ndf;
use super::observe::Observer;
use super::one_step::{self, Scheme};
use super::options::{formulas, output_function, settings};
use super::output::OutputHook;
use super::problem::{self, MatrixSource};
use super::rosenbrock::{self, solve_dense, Implicit};
use super::runge_kutta::{solve, Failure, Tableau, BOGACKI_SHAMPINE, DORMAND_PRINCE};
use super::values::{initial_values, real_vector, state_value, states_value};

/// How a solver steps.
#[derive(Clone, Copy)]
enum Method {
    /// An explicit Runge-Kutta pair and its default `Refine`.
    Explicit(&'static Tableau, usize),
    /// The modified Rosenbrock pair of `ode23s`.
    Rosenbrock,
    /// The variable-order NDFs (or BDFs) of `ode15s`.
    Ndf,
    /// The one-step implicit formulas of `ode23t` and `ode23tb`.
    OneStep(Scheme),
    /// The variable-order Adams–Bashforth–Moulton PECE formulas of `ode113`.
    Adams,
}

fn error(function: &str, id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

fn run(
    interp: &mut Interpreter,
    args: &[Value],
    nargout: usize,
    function: &'static str,
    method: Method,
) -> Result<Outputs> {
    let [odefun, tspan, y0, rest @ ..] = args else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let refine = match method {
        Method::Explicit(_, refine) => refine,
        Method::Rosenbrock | Method::Ndf | Method::OneStep(_) | Method::Adams => 1,
    };
    // Parameters after the options go to every user function (MATLAB's
    // older calling form).
    let (options, extras) = match rest {
        [] => (None, &[][..]),
        [options, extras @ ..] => (Some(options), extras),
    };
    if !matches!(odefun, Value::FunctionHandle(_)) && odefun.as_text().is_none() {
        return Err(error(
            function,
            "InvalidODEFUN",
            "The first input must be a function handle.",
        ));
    }
    let tspan = real_vector(tspan, function, "TSPAN")?;
    if tspan.len() < 2 {
        return Err(error(
            "odearguments",
            "TspanNotVector",
            "The timespan, tspan, must have at least two elements.",
        ));
    }
    if tspan.iter().any(|t| !t.is_finite()) {
        return Err(error(
            "odearguments",
            "TspanNotFinite",
            "The entries in tspan must be finite.",
        ));
    }
    let (first, last) = (tspan[0], tspan[tspan.len() - 1]);
    if first == last {
        return Err(error(
            "odearguments",
            "TspanEndpointsNotDistinct",
            "The last entry in tspan must be different from the first entry.",
        ));
    }
    let dir = (last - first).signum();
    if tspan.windows(2).any(|w| (w[1] - w[0]) * dir <= 0.0) {
        return Err(error(
            "odearguments",
            "TspanNotMonotonic",
            "The entries in tspan must strictly increase or decrease.",
        ));
    }
    let (y0, complex) = initial_values(y0, function)?;
    // The number of (possibly complex) components.
    let n = if complex { y0.len() / 2 } else { y0.len() };
    if y0.iter().any(|y| !y.is_finite()) {
        return Err(error(
            function,
            "invalidInitialConditions",
            "Initial conditions must be finite.",
        ));
    }
    let (mut settings, stats) = settings(options, function, refine, n)?;
    // A `sol` structure holds the solver's mesh and what `deval` needs to
    // interpolate it (the explicit pairs' stage derivatives, ode15s's
    // backward differences, the one-step methods' end slopes), as MATLAB's.
    settings.keep_mesh = nargout <= 1 && !matches!(method, Method::Rosenbrock);
    if settings.abs_tol.len() != 1 && settings.abs_tol.len() != n {
        return Err(error(
            "odearguments",
            "SizeAbsTol",
            "AbsTol must be a scalar or a vector the length of Y0.",
        ));
    }
    if complex && settings.abs_tol.len() == n {
        settings.abs_tol = settings.abs_tol.repeat(2);
    }
    let matrices = problem::read(options, function, n)?;
    if complex && (matrices.mass.is_some() || matrices.jacobian.is_some()) {
        return Err(error(
            function,
            "unsupportedOption",
            format!("The 'Mass' and 'Jacobian' options with a complex Y0 are not supported by ferromat's {function}."),
        ));
    }
    if !settings.non_negative.is_empty() {
        match method {
            Method::Explicit(..) | Method::Adams => {}
            Method::Rosenbrock => {
                warn(
                    interp,
                    "MATLAB:ode23s:NonNegativeIgnored",
                    "ODE23S does not constrain the solution. Option 'NonNegative' will be ignored.",
                );
                settings.non_negative.clear();
            }
            _ if matrices.mass.is_some() => {
                warn(
                    interp,
                    &format!("MATLAB:{function}:NonNegativeIgnoredForLinearlyImplicitSystems"),
                    "Option 'NonNegative' is ignored for linearly implicit systems (problems with a mass matrix).",
                );
                settings.non_negative.clear();
            }
            _ => {
                return Err(error(
                    function,
                    "unsupportedOption",
                    format!("The 'NonNegative' option is not supported by ferromat's {function}."),
                ))
            }
        }
    }
    let (output_handle, selection) = output_function(options, function, n)?;
    let observer = output_handle.map(|handle| Observer {
        handle,
        selection,
        extras,
        n,
        complex,
    });
    if let Some(observer) = &observer {
        observer.init(interp, [first, last], &y0)?;
    }
    let event_function = match options {
        Some(Value::Struct(s)) => field_ci(s, "Events")
            .map(|(_, v)| v.clone())
            .filter(|v| !v.is_empty()),
        _ => None,
    };
    if event_function
        .as_ref()
        .is_some_and(|v| !matches!(v, Value::FunctionHandle(_)) && v.as_text().is_none())
    {
        return Err(error(
            function,
            "invalidOption",
            "Events must be a function handle.",
        ));
    }
    // The right-hand side and the event function both call into the one
    // interpreter, never into each other.
    let interp = RefCell::new(interp);
    let call = |handle: &Value, t: f64, y: Option<&[f64]>, nargout: usize| {
        let mut inputs = vec![Value::scalar(t)];
        if let Some(y) = y {
            inputs.push(state_value(y, n, complex)?);
        }
        inputs.extend(extras.iter().cloned());
        interp.borrow_mut().call_function(handle, &inputs, nargout)
    };
    let matrix = |source: &MatrixSource, t: f64, y: &[f64], what: &str| -> Result<Vec<f64>> {
        match source {
            MatrixSource::Constant(m) => Ok(m.clone()),
            MatrixSource::Function { handle, with_state } => {
                let out = call(handle, t, with_state.then_some(y), 1)?;
                let value = out.first().ok_or_else(|| {
                    error(
                        function,
                        "NoOutput",
                        format!("The {what} function must return a value."),
                    )
                })?;
                problem::square(value, n, function, what)
            }
        }
    };
    let mut rhs = |t: f64, y: &[f64]| -> Result<Vec<f64>> {
        let out = call(odefun, t, Some(y), 1)?;
        let value = out
            .into_iter()
            .next()
            .ok_or_else(|| error(function, "NoOutput", "ODEFUN must return a value."))?;
        let v = match float_parts(&value) {
            // A complex problem steps [real parts; imaginary parts].
            Some((mut re, im, _)) if complex => {
                let im = im.unwrap_or_else(|| vec![0.0; re.len()]);
                let count = re.len();
                re.extend(im);
                Some((re, count))
            }
            Some((re, None, _)) => {
                let count = re.len();
                Some((re, count))
            }
            _ => None,
        };
        match v {
            Some((v, count)) if count == n => Ok(v),
            Some((_, count)) => Err(error(
                "odearguments",
                "SizeIC",
                format!("ODEFUN returns a vector of length {count}, but the length of initial conditions vector is {n}. The vector returned by ODEFUN and the initial conditions vector must have the same number of elements."),
            )),
            None => Err(error(function, "InvalidOutput", "ODEFUN must return a real numeric column vector.")),
        }
    };
    let mut events = |t: f64, y: &[f64]| -> Result<EventValues> {
        let Some(handle) = &event_function else {
            return Err(error(function, "invalidOption", "No event function."));
        };
        let out = call(handle, t, Some(y), 3)?;
        let part = |k: usize| out.get(k).and_then(Value::to_f64_vec).unwrap_or_default();
        let value = part(0);
        let (terminal, direction) = (part(1), part(2));
        if terminal.len() != value.len() || direction.len() != value.len() {
            return Err(error(
                function,
                "invalidEvents",
                "The event function must return value, isterminal and direction of equal length.",
            ));
        }
        Ok(EventValues {
            value,
            terminal: terminal.iter().map(|&x| x != 0.0).collect(),
            direction,
        })
    };
    let has_events = event_function.is_some();
    let event_fn =
        has_events.then_some(&mut events as &mut dyn FnMut(f64, &[f64]) -> Result<EventValues>);
    let mut mass = |t: f64, y: &[f64]| -> Result<Vec<f64>> {
        match &matrices.mass {
            Some(source) => matrix(source, t, y, "Mass"),
            None => Ok(Vec::new()),
        }
    };
    // The output function sees each step's output points as they come.
    let output_cell = RefCell::new(|times: &[f64], states: &[Vec<f64>]| -> Result<bool> {
        match &observer {
            Some(observer) => observer.step(&mut interp.borrow_mut(), times, states),
            None => Ok(false),
        }
    });
    if observer.is_some() {
        settings.output = Some(OutputHook(&output_cell));
    }
    let sol = match method {
        Method::Explicit(..) | Method::Adams => {
            // The explicit methods step M y' = f as y' = M \ f.
            let has_mass = matrices.mass.is_some();
            let mut f = |t: f64, y: &[f64]| -> Result<Vec<f64>> {
                let v = rhs(t, y)?;
                match has_mass {
                    true => solve_dense(&mass(t, y)?, n, &v),
                    false => Ok(v),
                }
            };
            match method {
                Method::Explicit(tableau, _) => {
                    solve(&mut f, tableau, &tspan, &y0, &settings, event_fn)?
                }
                _ => adams::solve(&mut f, &tspan, &y0, &settings, event_fn)?,
            }
        }
        Method::Rosenbrock | Method::Ndf | Method::OneStep(_) => {
            let mut jacobian = |t: f64, y: &[f64]| -> Result<Vec<f64>> {
                match &matrices.jacobian {
                    Some(source) => matrix(source, t, y, "Jacobian"),
                    None => Ok(Vec::new()),
                }
            };
            let implicit = Implicit {
                jacobian: matrices
                    .jacobian
                    .is_some()
                    .then_some(&mut jacobian as &mut dyn FnMut(f64, &[f64]) -> Result<Vec<f64>>),
                constant_jacobian: matrices.constant_jacobian,
                pattern: matrices.pattern.clone(),
                mass: matrices
                    .mass
                    .is_some()
                    .then_some(&mut mass as &mut dyn FnMut(f64, &[f64]) -> Result<Vec<f64>>),
                constant_mass: matches!(matrices.mass, Some(MatrixSource::Constant(_))),
                state_mass: matches!(
                    matrices.mass,
                    Some(MatrixSource::Function {
                        with_state: true,
                        ..
                    })
                ),
                singular_mass: matrices.singular_mass,
            };
            match method {
                Method::Ndf => {
                    let formulas = formulas(options, function)?;
                    ndf::solve(
                        &mut rhs, implicit, formulas, &tspan, &y0, &settings, event_fn,
                    )?
                }
                Method::OneStep(scheme) => {
                    one_step::solve(&mut rhs, implicit, scheme, &tspan, &y0, &settings, event_fn)
                        .map_err(|e| e.in_function(function))?
                }
                _ => rosenbrock::solve(&mut rhs, implicit, &tspan, &y0, &settings, event_fn)?,
            }
        }
    };
    let keep_mesh = settings.keep_mesh;
    let interp = interp.into_inner();
    if let Some(observer) = &observer {
        observer.done(interp)?;
    }
    let e = |x: f64| crate::format::sprintf("%e", &[Value::scalar(x)]).unwrap_or_default();
    match sol.failure {
        None => {}
        Some(Failure::StepTooSmall { t, hmin }) => warn(
            interp,
            &format!("MATLAB:{function}:IntegrationTolNotMet"),
            &format!("Failure at t={}.  Unable to meet integration tolerances without reducing the step size below the smallest value allowed ({}) at time t.", e(t), e(hmin)),
        ),
        Some(Failure::TooManySteps { t }) => warn(
            interp,
            &format!("ferromat:{function}:tooManySteps"),
            &format!("Failure at t={}.  Stopped after {} steps.", e(t), super::runge_kutta::MAX_STEPS),
        ),
        Some(Failure::NonFinite { t }) => warn(
            interp,
            &format!("MATLAB:{function}:NonFiniteValue"),
            &format!("Failure at t={}.  The solution or its derivative is NaN or Inf.", e(t)),
        ),
    }
    let implicit = !matches!(method, Method::Explicit(..) | Method::Adams);
    if stats {
        interp.print(&format!(
            "{} successful steps\n{} failed attempts\n{} function evaluations\n",
            sol.steps, sol.failed, sol.evals
        ));
        if implicit {
            interp.print(&format!(
                "{} partial derivatives\n{} LU decompositions\n{} solutions of linear systems\n",
                sol.jacobians, sol.decompositions, sol.solves
            ));
        }
    }
    let rows = sol.t.len();
    crate::builtins::args::check_allocation(&Shape::matrix(rows, n), 8)?;
    if nargout <= 1 {
        let mut counts = vec![
            ("nsteps".to_string(), Value::scalar(sol.steps as f64)),
            ("nfailed".to_string(), Value::scalar(sol.failed as f64)),
            ("nfevals".to_string(), Value::scalar(sol.evals as f64)),
        ];
        if implicit {
            counts.extend([
                ("npds".to_string(), Value::scalar(sol.jacobians as f64)),
                (
                    "ndecomps".to_string(),
                    Value::scalar(sol.decompositions as f64),
                ),
                ("nsolves".to_string(), Value::scalar(sol.solves as f64)),
            ]);
        }
        let stats_struct = Value::Struct(Arc::new(StructArray::scalar(counts)));
        let mut fields = vec![
            ("solver".to_string(), Value::char_row(function)),
            ("x".to_string(), Value::row(sol.t)),
            ("y".to_string(), states_value(&sol.y, n, complex, false)?),
        ];
        if has_events {
            let states: Vec<&[f64]> = sol.events.iter().map(|e| e.y.as_slice()).collect();
            fields.push((
                "xe".to_string(),
                Value::row(sol.events.iter().map(|e| e.t).collect()),
            ));
            fields.push(("ye".to_string(), states_value(&states, n, complex, false)?));
            fields.push((
                "ie".to_string(),
                Value::row(sol.events.iter().map(|e| e.index as f64 + 1.0).collect()),
            ));
        }
        fields.push(("stats".to_string(), stats_struct));
        // ferromat's `idata` of a complex problem would describe the real
        // layout, which `deval` does not read.
        if keep_mesh && !complex {
            let idata = match method {
                Method::Ndf => super::deval::difference_data(&sol.stages, &sol.orders, n)?,
                Method::OneStep(_) => super::deval::slope_data(&sol.stages, n)?,
                Method::Adams => {
                    super::deval::adams_data(&sol.stages, &sol.orders, &sol.spacings, n)?
                }
                _ => super::deval::interpolation_data(&sol.stages, n)?,
            };
            fields.push(("idata".to_string(), idata));
        }
        return one(Value::Struct(Arc::new(StructArray::scalar(fields))));
    }
    let y = states_value(&sol.y, n, complex, true)?;
    let mut out = Outputs::new();
    out.push(Value::matrix(Shape::column(rows), sol.t));
    out.push(y);
    if nargout > 2 {
        // `[t, y, te, ye, ie]`: one row per located event.
        let count = sol.events.len();
        let states: Vec<&[f64]> = sol.events.iter().map(|e| e.y.as_slice()).collect();
        out.push(Value::matrix(
            Shape::column(count),
            sol.events.iter().map(|e| e.t).collect(),
        ));
        out.push(states_value(&states, n, complex, true)?);
        out.push(Value::matrix(
            Shape::column(count),
            sol.events.iter().map(|e| e.index as f64 + 1.0).collect(),
        ));
    }
    Ok(out)
}

/// `[t, y] = ode45(odefun, tspan, y0)`, `ode45(___, options)`,
/// `sol = ode45(___)`: Dormand–Prince 5(4), four output points per step.
pub fn ode45(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(
        interp,
        args,
        nargout,
        "ode45",
        Method::Explicit(&DORMAND_PRINCE, 4),
    )
}

/// `[t, y] = ode23(odefun, tspan, y0)`, `ode23(___, options)`,
/// `sol = ode23(___)`: Bogacki–Shampine 3(2).
pub fn ode23(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(
        interp,
        args,
        nargout,
        "ode23",
        Method::Explicit(&BOGACKI_SHAMPINE, 1),
    )
}

/// `[t, y] = ode15s(odefun, tspan, y0)`, `ode15s(___, options)`,
/// `sol = ode15s(___)`: variable-order NDFs (BDFs with `BDF` 'on') for
/// stiff problems and index-1 DAEs, with `MaxOrder`, `Mass`,
/// `MassSingular`, `Jacobian`, `JPattern` and `JConstant`.
pub fn ode15s(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(interp, args, nargout, "ode15s", Method::Ndf)
}

/// `[t, y] = ode23s(odefun, tspan, y0)`, `ode23s(___, options)`,
/// `sol = ode23s(___)`: the modified Rosenbrock 2(3) pair for stiff
/// problems, with `Mass`, `Jacobian`, `JPattern` and `JConstant`.
pub fn ode23s(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(interp, args, nargout, "ode23s", Method::Rosenbrock)
}

/// `[t, y] = ode23t(odefun, tspan, y0)`, `ode23t(___, options)`,
/// `sol = ode23t(___)`: the trapezoidal rule with its free interpolant,
/// for moderately stiff problems and index-1 DAEs, with the options of
/// `ode15s` but `MaxOrder` and `BDF`.
pub fn ode23t(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(
        interp,
        args,
        nargout,
        "ode23t",
        Method::OneStep(Scheme::Trapezoid),
    )
}

/// `[t, y] = ode23tb(odefun, tspan, y0)`, `ode23tb(___, options)`,
/// `sol = ode23tb(___)`: TR-BDF2 for stiff problems, with `Mass` (not
/// singular), `Jacobian`, `JPattern` and `JConstant`.
pub fn ode23tb(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(
        interp,
        args,
        nargout,
        "ode23tb",
        Method::OneStep(Scheme::TrBdf2),
    )
}

/// `[t, y] = ode113(odefun, tspan, y0)`, `ode113(___, options)`,
/// `sol = ode113(___)`: variable-step, variable-order (1 to 12)
/// Adams–Bashforth–Moulton PECE formulas for nonstiff problems at
/// stringent tolerances.
pub fn ode113(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(interp, args, nargout, "ode113", Method::Adams)
}
