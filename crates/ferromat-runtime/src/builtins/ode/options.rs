//! `odeset` and `odeget`: the options structure of the ODE solvers, with
//! MATLAB's parameter names, built on the name-value machinery `optimset`
//! uses; and the one reader of an options structure for every solver:
//! the step settings (tolerances, steps, `Refine`, `NormControl`,
//! `NonNegative`), `Stats`, ode15s's formulas and the `OutputFcn` with
//! `OutputSel` (calling them is observe.rs's job; the matrix options are
//! problem.rs's). It neither steps nor calls user functions.

use crate::builtins::optim::{field_ci, OptionSet};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

use super::ndf::Formulas;
use super::runge_kutta::Settings;
/// The parameters of `odeset`, in MATLAB's display order.
pub(crate) const ODESET: OptionSet = OptionSet {
    setter: "odeset",
    getter: "odeget",
    fields: &[
        "AbsTol",
        "BDF",
        "Events",
        "InitialStep",
        "Jacobian",
        "JConstant",
        "JPattern",
        "Mass",
        "MassSingular",
        "MaxOrder",
        "MaxStep",
        "NonNegative",
        "NormControl",
        "OutputFcn",
        "OutputSel",
        "Refine",
        "RelTol",
        "Stats",
        "Vectorized",
        "MStateDependence",
        "MvPattern",
        "InitialSlope",
    ],
};

/// `options = odeset(Name, Value, ...)`, `odeset(oldopts, Name, Value,
/// ...)`, `odeset(oldopts, newopts)`; `odeset` alone lists the names.
pub fn odeset(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if args.is_empty() && nargout == 0 {
        interp.print(&ODESET.listing());
        return Ok(Outputs::new());
    }
    one(ODESET.set(ODESET.empty(), args)?)
}

/// `v = odeget(options, 'Name')`, `odeget(options, 'Name', default)`.
pub fn odeget(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(ODESET.get(args)?)
}

fn error(function: &str, id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

/// A vector of component indices (1-based, at most `n`) as 0-based.
fn indices(value: &Value, n: usize) -> Option<Vec<usize>> {
    if matches!(value, Value::Char(_) | Value::String(_)) || value.is_complex() {
        return None;
    }
    value
        .to_f64_vec()?
        .into_iter()
        .map(|x| (x >= 1.0 && x <= n as f64 && x.fract() == 0.0).then(|| x as usize - 1))
        .collect()
}

/// `OutputFcn` (a function handle or name, `None` when unset) and
/// `OutputSel` (0-based components; by default all `n`).
pub(crate) fn output_function(
    options: Option<&Value>,
    function: &str,
    n: usize,
) -> Result<(Option<Value>, Vec<usize>)> {
    let all = (0..n).collect();
    let Some(Value::Struct(s)) = options else {
        return Ok((None, all));
    };
    let get = |name: &str| field_ci(s, name).map(|(_, v)| v).filter(|v| !v.is_empty());
    let handle = get("OutputFcn").cloned();
    if handle
        .as_ref()
        .is_some_and(|v| !matches!(v, Value::FunctionHandle(_)) && v.as_text().is_none())
    {
        return Err(error(
            function,
            "invalidOption",
            "OutputFcn must be a function handle.",
        ));
    }
    let selection = match get("OutputSel") {
        None => all,
        Some(v) => indices(v, n).ok_or_else(|| {
            error(
                "odearguments",
                "OutputSelInvalid",
                "OutputSel must be a vector of indices of solution components.",
            )
        })?,
    };
    Ok((handle, selection))
}

/// The solver settings an options structure asks for, and whether to
/// print statistics.
pub(crate) fn settings<'a>(
    options: Option<&Value>,
    function: &str,
    refine: usize,
    n: usize,
) -> Result<(Settings<'a>, bool)> {
    let mut out = Settings {
        rel_tol: 1e-3,
        abs_tol: vec![1e-6],
        max_step: None,
        initial_step: None,
        refine,
        norm_control: false,
        keep_mesh: false,
        non_negative: Vec::new(),
        output: None,
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
    if let Some(v) = get("NonNegative") {
        out.non_negative = indices(v, n).ok_or_else(|| {
            error(
                "odenonnegative",
                "NonNegativeIndicesInvalid",
                "NonNegative must be a vector of indices of solution components.",
            )
        })?;
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
pub(crate) fn formulas(options: Option<&Value>, function: &str) -> Result<Formulas> {
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
