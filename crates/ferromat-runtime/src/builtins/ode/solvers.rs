//! `ode45`, `ode23`, `ode23s`, `ode15s`, `ode23t` and `ode23tb`: MATLAB's argument rules
//! (odefun, tspan, y0, options, extra parameters passed on to every user
//! function), the user's functions (right-hand side, events, mass,
//! Jacobian) called through `Interpreter::call_function`, warnings and
//! statistics as MATLAB prints them, and outputs by `nargout` (`[t, y]` or
//! the `sol` structure). The stepping itself is runge_kutta.rs, rosenbrock.rs,
//! ndf.rs and one_step.rs; this file holds no numeric rule.

use std::sync::Arc;

use crate::builtins::messages::warn;
use crate::builtins::optim::field_ci;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Value};

use super::events::EventValues;
use super::ndf::{self, Formulas};
use super::one_step::{self, Scheme};
use super::problem::{self, MatrixSource};
use super::rosenbrock::{self, solve_dense, Implicit};
use super::runge_kutta::{solve, Failure, Settings, Tableau, BOGACKI_SHAMPINE, DORMAND_PRINCE};

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
}

fn error(function: &str, id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

fn real_vector(value: &Value, function: &str, what: &str) -> Result<Vec<f64>> {
    match value {
        Value::Double(_)
        | Value::Single(_)
        | Value::Logical(_)
        | Value::Int8(_)
        | Value::Int16(_)
        | Value::Int32(_) => value
            .to_f64_vec()
            .ok_or_else(|| error(function, "invalidInput", format!("{what} must be real."))),
        _ => Err(error(
            function,
            "invalidInput",
            format!("{what} must be a real numeric vector."),
        )),
    }
}

/// The solver settings an options structure asks for, and whether to
/// print statistics.
fn settings(options: Option<&Value>, function: &str, refine: usize) -> Result<(Settings, bool)> {
    let mut out = Settings {
        rel_tol: 1e-3,
        abs_tol: vec![1e-6],
        max_step: None,
        initial_step: None,
        refine,
        norm_control: false,
        keep_mesh: false,
    };
    let mut stats = false;
    let s = match options {
        None => return Ok((out, stats)),
        Some(v) if v.is_empty() && !matches!(v, Value::Struct(_)) => return Ok((out, stats)),
        Some(Value::Struct(s)) if s.numel() == 1 => s,
        Some(_) => {
            return Err(error(
                function,
                "invalidOptions",
                "Options must be a structure created with odeset.",
            ))
        }
    };
    let get = |name: &str| field_ci(s, name).map(|(_, v)| v).filter(|v| !v.is_empty());
    let positive = |name: &str| -> Result<Option<f64>> {
        get(name)
            .map(|v| {
                v.as_f64().filter(|x| *x > 0.0).ok_or_else(|| {
                    error(
                        function,
                        "invalidOption",
                        format!("{name} must be a positive scalar."),
                    )
                })
            })
            .transpose()
    };
    for unsupported in ["NonNegative", "OutputFcn"] {
        if get(unsupported).is_some() {
            return Err(error(
                function,
                "unsupportedOption",
                format!("The '{unsupported}' option is not supported by ferromat's {function}."),
            ));
        }
    }
    if let Some(r) = positive("RelTol")? {
        out.rel_tol = r;
    }
    if let Some(v) = get("AbsTol") {
        out.abs_tol = v
            .to_f64_vec()
            .filter(|a| !a.is_empty() && a.iter().all(|x| *x > 0.0))
            .ok_or_else(|| error(function, "invalidOption", "AbsTol must be positive."))?;
    }
    out.max_step = positive("MaxStep")?;
    out.initial_step = positive("InitialStep")?;
    if let Some(r) = positive("Refine")? {
        out.refine = (r.round() as usize).clamp(1, 1000);
    }
    let on = |name: &str| {
        get(name)
            .and_then(Value::as_text)
            .is_some_and(|t| t.eq_ignore_ascii_case("on"))
    };
    out.norm_control = on("NormControl");
    stats = on("Stats");
    Ok((out, stats))
}

/// `MaxOrder` and `BDF`, which only `ode15s` reads.
fn formulas(options: Option<&Value>, function: &str) -> Result<Formulas> {
    let mut out = Formulas {
        max_order: 5,
        bdf: false,
    };
    let Some(Value::Struct(s)) = options else {
        return Ok(out);
    };
    let get = |name: &str| field_ci(s, name).map(|(_, v)| v).filter(|v| !v.is_empty());
    if let Some(v) = get("MaxOrder") {
        out.max_order = v
            .as_f64()
            .filter(|k| (1.0..=5.0).contains(k) && k.fract() == 0.0)
            .ok_or_else(|| {
                error(
                    function,
                    "invalidOption",
                    "MaxOrder must be 1, 2, 3, 4 or 5.",
                )
            })? as usize;
    }
    out.bdf = match get("BDF").map(|v| v.as_text().map(|t| t.to_ascii_lowercase())) {
        None => false,
        Some(Some(t)) if t == "on" => true,
        Some(Some(t)) if t == "off" => false,
        Some(_) => {
            return Err(error(
                function,
                "invalidOption",
                "BDF must be 'on' or 'off'.",
            ))
        }
    };
    Ok(out)
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
        Method::Rosenbrock | Method::Ndf | Method::OneStep(_) => 1,
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
    let y0 = real_vector(y0, function, "Y0")?;
    if y0.iter().any(|y| !y.is_finite()) {
        return Err(error(
            function,
            "invalidInitialConditions",
            "Initial conditions must be finite.",
        ));
    }
    let (mut settings, stats) = settings(options, function, refine)?;
    // A `sol` structure holds the solver's mesh and what `deval` needs to
    // interpolate it (the explicit pairs' stage derivatives, ode15s's
    // backward differences, the one-step methods' end slopes), as MATLAB's.
    settings.keep_mesh = nargout <= 1 && !matches!(method, Method::Rosenbrock);
    if settings.abs_tol.len() != 1 && settings.abs_tol.len() != y0.len() {
        return Err(error(
            "odearguments",
            "SizeAbsTol",
            "AbsTol must be a scalar or a vector the length of Y0.",
        ));
    }
    let n = y0.len();
    let matrices = problem::read(options, function, n)?;
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
    let interp = std::cell::RefCell::new(interp);
    let call = |handle: &Value, t: f64, y: Option<&[f64]>, nargout: usize| {
        let mut inputs = vec![Value::scalar(t)];
        if let Some(y) = y {
            inputs.push(Value::matrix(Shape::column(n), y.to_vec()));
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
        let v = if value.is_complex() {
            None
        } else {
            value.to_f64_vec()
        };
        match v {
            Some(v) if v.len() == n => Ok(v),
            Some(v) => Err(error(
                "odearguments",
                "SizeIC",
                format!("ODEFUN returns a vector of length {}, but the length of initial conditions vector is {n}. The vector returned by ODEFUN and the initial conditions vector must have the same number of elements.", v.len()),
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
    let sol = match method {
        Method::Explicit(tableau, _) => match &matrices.mass {
            // M y' = f is stepped as y' = M \ f.
            Some(_) => {
                let mut f = |t: f64, y: &[f64]| -> Result<Vec<f64>> {
                    let v = rhs(t, y)?;
                    solve_dense(&mass(t, y)?, n, &v)
                };
                solve(&mut f, tableau, &tspan, &y0, &settings, event_fn)?
            }
            None => solve(&mut rhs, tableau, &tspan, &y0, &settings, event_fn)?,
        },
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
    let interp = interp.into_inner();
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
    let implicit = !matches!(method, Method::Explicit(..));
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
        let y: Vec<f64> = sol.y.iter().flatten().copied().collect();
        let mut fields = vec![
            ("solver".to_string(), Value::char_row(function)),
            ("x".to_string(), Value::row(sol.t)),
            ("y".to_string(), Value::matrix(Shape::matrix(n, rows), y)),
        ];
        if has_events {
            let count = sol.events.len();
            let states: Vec<f64> = sol
                .events
                .iter()
                .flat_map(|e| e.y.iter().copied())
                .collect();
            fields.push((
                "xe".to_string(),
                Value::row(sol.events.iter().map(|e| e.t).collect()),
            ));
            fields.push((
                "ye".to_string(),
                Value::matrix(Shape::matrix(n, count), states),
            ));
            fields.push((
                "ie".to_string(),
                Value::row(sol.events.iter().map(|e| e.index as f64 + 1.0).collect()),
            ));
        }
        fields.push(("stats".to_string(), stats_struct));
        if settings.keep_mesh {
            let idata = match method {
                Method::Ndf => super::deval::difference_data(&sol.stages, &sol.orders, n)?,
                Method::OneStep(_) => super::deval::slope_data(&sol.stages, n)?,
                _ => super::deval::interpolation_data(&sol.stages, n)?,
            };
            fields.push(("idata".to_string(), idata));
        }
        return one(Value::Struct(Arc::new(StructArray::scalar(fields))));
    }
    let mut y = vec![0.0; rows * n];
    for (r, state) in sol.y.iter().enumerate() {
        for (c, v) in state.iter().enumerate() {
            y[c * rows + r] = *v;
        }
    }
    let mut out = Outputs::new();
    out.push(Value::matrix(Shape::column(rows), sol.t));
    out.push(Value::matrix(Shape::matrix(rows, n), y));
    if nargout > 2 {
        // `[t, y, te, ye, ie]`: one row per located event.
        let count = sol.events.len();
        let mut states = vec![0.0; count * n];
        for (r, event) in sol.events.iter().enumerate() {
            for (c, v) in event.y.iter().enumerate() {
                states[c * count + r] = *v;
            }
        }
        out.push(Value::matrix(
            Shape::column(count),
            sol.events.iter().map(|e| e.t).collect(),
        ));
        out.push(Value::matrix(Shape::matrix(count, n), states));
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
