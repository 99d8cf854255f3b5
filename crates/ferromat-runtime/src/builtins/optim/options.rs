//! `optimset` and `optimget`: the options structure of MATLAB's own
//! solvers (`fzero`, `fminbnd`, `fminsearch`) and of the Toolbox solvers
//! ferromat has (`fsolve`, `fminunc`, `lsqnonlin`, `lsqcurvefit`), and how a
//! solver reads it: [`SolverOptions`] for the common parameters, the
//! `*_option` readers for the others, under legacy and current names.
//! Option names match case-insensitively, as MATLAB's do. This file knows
//! no solver algorithm.

use std::sync::Arc;

use indexmap::IndexMap;

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{StructArray, Value};

/// The parameters of MATLAB's `optimset` without toolboxes, in its order.
const FIELDS: &[&str] = &[
    "Display",
    "MaxFunEvals",
    "MaxIter",
    "TolFun",
    "TolX",
    "FunValCheck",
    "OutputFcn",
    "PlotFcns",
    // Optimization Toolbox parameters read by fminunc, lsqnonlin and
    // lsqcurvefit (legacy names, as MATLAB's optimset spells them).
    "Algorithm",
    "DerivativeCheck",
    "Diagnostics",
    "DiffMaxChange",
    "DiffMinChange",
    "FinDiffType",
    "GradObj",
    "HessUpdate",
    "InitDamping",
    "Jacobian",
    "LargeScale",
    "ObjectiveLimit",
    "ScaleProblem",
    "TypicalX",
];

/// The field of a struct whose name equals `name` ignoring case.
pub(crate) fn field_ci<'a>(s: &'a StructArray, name: &str) -> Option<(&'a str, &'a Value)> {
    s.fields
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .and_then(|(k, column)| column.first().map(|v| (k.as_str(), v)))
}

/// A scalar struct argument, or a MATLAB-style error naming `function`.
pub(crate) fn options_struct<'a>(value: &'a Value, function: &str) -> Result<&'a StructArray> {
    match value {
        Value::Struct(s) if s.numel() == 1 => Ok(s),
        // `[]` is MATLAB's "no options".
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidOptions"),
            "Options must be a structure created with optimset.",
        )
        .in_function(function)),
    }
}

/// A family of name-value option structures (`optimset`, `odeset`): the
/// parameter names in display order and the function that builds them.
pub(crate) struct OptionSet {
    pub setter: &'static str,
    pub getter: &'static str,
    pub fields: &'static [&'static str],
}

/// The parameters of `optimset` and `optimget`.
const OPTIMSET: OptionSet = OptionSet {
    setter: "optimset",
    getter: "optimget",
    fields: FIELDS,
};

impl OptionSet {
    /// The canonical spelling of a parameter name: the parameter it names
    /// ignoring case, else the one parameter it begins (MATLAB accepts
    /// enough leading characters to name one, so `'maxit'` is `MaxIter`).
    /// `Err` lists the candidates when there is no such parameter (none)
    /// or the prefix begins several.
    fn canonical(&self, name: &str) -> std::result::Result<&'static str, Vec<&'static str>> {
        if let Some(exact) = self.fields.iter().find(|f| f.eq_ignore_ascii_case(name)) {
            return Ok(exact);
        }
        let begins = |f: &&&str| {
            !name.is_empty()
                && f.len() >= name.len()
                && f.is_char_boundary(name.len())
                && f[..name.len()].eq_ignore_ascii_case(name)
        };
        let candidates: Vec<&'static str> = self.fields.iter().filter(begins).copied().collect();
        match candidates.as_slice() {
            [one] => Ok(one),
            _ => Err(candidates),
        }
    }

    /// [`Self::canonical`], or the setter's error for an unknown or
    /// ambiguous name.
    fn resolve(&self, name: &str) -> Result<&'static str> {
        self.canonical(name).map_err(|candidates| {
            if candidates.is_empty() {
                self.unrecognized(name)
            } else {
                RuntimeError::new(
                    format!("MATLAB:{}:AmbiguousParamName", self.setter),
                    format!(
                        "Ambiguous parameter name '{name}' ({}).",
                        candidates.join(", ")
                    ),
                )
                .in_function(self.setter)
            }
        })
    }

    fn unrecognized(&self, name: &str) -> RuntimeError {
        RuntimeError::new(
            format!("MATLAB:{}:InvalidParamName", self.setter),
            format!("Unrecognized parameter name '{name}'. Please see the options table in the documentation for a list of acceptable options."),
        )
        .in_function(self.setter)
    }

    /// Every parameter set to `[]`, in display order.
    pub fn empty(&self) -> IndexMap<String, Value> {
        self.fields
            .iter()
            .map(|f| (f.to_string(), Value::empty()))
            .collect()
    }

    /// The listing the setter prints with no arguments and no outputs.
    pub fn listing(&self) -> String {
        self.fields
            .iter()
            .map(|f| format!("{f:>16}: [ ]\n"))
            .collect()
    }

    /// Copies the parameters of `s` onto `into`; with `skip_empty`, an
    /// empty value leaves the old one (`optimset(old, new)`).
    fn merge_struct(
        &self,
        into: &mut IndexMap<String, Value>,
        s: &StructArray,
        skip_empty: bool,
    ) -> Result<()> {
        for (name, column) in &s.fields {
            let key = self.resolve(name)?;
            let value = column.first().cloned().unwrap_or_else(Value::empty);
            if skip_empty && value.is_empty() {
                continue;
            }
            into.insert(key.to_string(), value);
        }
        Ok(())
    }

    /// `set(Name, Value, ...)`, `set(old, Name, Value, ...)`, `set(old, new)`
    /// applied over `options`.
    pub fn set(&self, mut options: IndexMap<String, Value>, args: &[Value]) -> Result<Value> {
        let mut rest = args;
        if let [first, tail @ ..] = args {
            if let Value::Struct(s) = first {
                self.merge_struct(&mut options, s, false)?;
                rest = tail;
                if let [Value::Struct(new)] = rest {
                    self.merge_struct(&mut options, new, true)?;
                    return Ok(into_value(options));
                }
            } else if first.is_empty() && !matches!(first, Value::Char(_) | Value::String(_)) {
                rest = tail;
            }
        }
        if !rest.len().is_multiple_of(2) {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:NoValueForParam", self.setter),
                "Arguments must occur in name-value pairs.",
            )
            .in_function(self.setter));
        }
        for pair in rest.chunks(2) {
            let name = pair[0].as_text().ok_or_else(|| {
                RuntimeError::new(
                    format!("MATLAB:{}:invalidParamName", self.setter),
                    "Expected argument to be a character vector or string scalar parameter name.",
                )
                .in_function(self.setter)
            })?;
            let key = self.resolve(&name)?;
            options.insert(key.to_string(), pair[1].clone());
        }
        Ok(into_value(options))
    }

    /// `get(options, 'Name')`, `get(options, 'Name', default)`.
    pub fn get(&self, args: &[Value]) -> Result<Value> {
        let [options, name, rest @ ..] = args else {
            return Err(RuntimeError::not_enough_inputs());
        };
        let s = match options {
            Value::Struct(s) if s.numel() == 1 => Some(&**s),
            v if v.is_empty() => None,
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{}:invalidInput", self.getter),
                    format!(
                        "First argument must be an options structure created with {}.",
                        self.setter
                    ),
                )
                .in_function(self.getter))
            }
        };
        let name = name.as_text().ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{}:invalidInput", self.getter),
                "Second argument must be a parameter name.",
            )
            .in_function(self.getter)
        })?;
        let key = self.canonical(&name).map_err(|_| {
            RuntimeError::new(
                format!("MATLAB:{}:InvalidPropName", self.getter),
                format!(
                    "Unrecognized property name '{name}'. See {} for possibilities.",
                    self.setter.to_uppercase()
                ),
            )
            .in_function(self.getter)
        })?;
        let value = s.and_then(|s| field_ci(s, key)).map(|(_, v)| v.clone());
        Ok(match value {
            Some(v) if !v.is_empty() => v,
            _ => rest.first().cloned().unwrap_or_else(Value::empty),
        })
    }
}

/// The defaults `optimset(solver)` fills in, or `None` for an unknown solver.
fn solver_defaults(solver: &str) -> Option<Vec<(&'static str, Value)>> {
    let notify = ("Display", Value::char_row("notify"));
    let check = ("FunValCheck", Value::char_row("off"));
    Some(match solver {
        "fzero" => vec![notify, ("TolX", Value::scalar(f64::EPSILON)), check],
        "fminbnd" => vec![
            notify,
            ("MaxFunEvals", Value::scalar(500.0)),
            ("MaxIter", Value::scalar(500.0)),
            ("TolX", Value::scalar(1e-4)),
            check,
        ],
        "fminsearch" => vec![
            notify,
            ("MaxFunEvals", Value::char_row("200*numberofvariables")),
            ("MaxIter", Value::char_row("200*numberofvariables")),
            ("TolFun", Value::scalar(1e-4)),
            ("TolX", Value::scalar(1e-4)),
            check,
        ],
        _ => return None,
    })
}

fn into_value(fields: IndexMap<String, Value>) -> Value {
    Value::Struct(Arc::new(StructArray::scalar(fields)))
}

/// `optimset`, `options = optimset(Name, Value, ...)`, `optimset(oldopts,
/// Name, Value, ...)`, `optimset(oldopts, newopts)`, `optimset(solver)`.
pub fn optimset(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    if args.is_empty() && nargout == 0 {
        interp.print(&OPTIMSET.listing());
        return Ok(Outputs::new());
    }
    if let [first] = args {
        let solver = match first {
            Value::FunctionHandle(h) => match &**h {
                crate::value::FunctionHandle::Named(n) => Some(n.clone()),
                _ => None,
            },
            other => other.as_text().filter(|t| OPTIMSET.canonical(t).is_err()),
        };
        if let Some(solver) = solver {
            let defaults = solver_defaults(&solver).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:optimset:InvalidFunction",
                    format!("No default options available for the function '{solver}'."),
                )
                .in_function("optimset")
            })?;
            let mut options = OPTIMSET.empty();
            for (k, v) in defaults {
                options.insert(k.to_string(), v);
            }
            return one(into_value(options));
        }
    }
    one(OPTIMSET.set(OPTIMSET.empty(), args)?)
}

/// `val = optimget(options, 'Name')`, `optimget(options, 'Name', default)`:
/// the parameter's value, or `default` (else `[]`) when it is empty.
pub fn optimget(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(OPTIMSET.get(args)?)
}

/// What `Display` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Display {
    Off,
    /// Print only when the solver does not converge (the default).
    Notify,
    /// Print the exit message.
    Final,
    /// Print each iteration and the exit message.
    Iter,
}

impl Display {
    /// Whether a solver prints its exit message: `'notify'` only when it
    /// did not converge, `'final'` and `'iter'` always.
    pub(crate) fn shows_exit_message(self, converged: bool) -> bool {
        match self {
            Display::Off => false,
            Display::Notify => !converged,
            Display::Final | Display::Iter => true,
        }
    }
}

/// The options a solver reads, with the solver's defaults filled in.
#[derive(Clone, Debug)]
pub(crate) struct SolverOptions {
    pub display: Display,
    pub tol_x: f64,
    pub tol_fun: f64,
    pub max_iter: f64,
    pub max_fun_evals: f64,
    /// `FunValCheck`: 'on' makes a NaN or Inf objective value an error.
    pub fun_val_check: bool,
}

impl SolverOptions {
    /// Reads `options` (a struct or `[]`) for `function` over `defaults`.
    pub fn read(
        options: Option<&Value>,
        function: &str,
        defaults: SolverOptions,
    ) -> Result<SolverOptions> {
        let mut out = defaults;
        let Some(options) = options else {
            return Ok(out);
        };
        if options.is_empty() && !matches!(options, Value::Struct(_)) {
            return Ok(out);
        }
        let s = options_struct(options, function)?;
        // Tolerances may be 0 (the solvers' relative terms still end their
        // loops, which are bounded anyway); counts must be positive. The
        // current (optimoptions) names are read as well as the legacy ones.
        out.tol_x = read_number(s, &["TolX", "StepTolerance"], out.tol_x, true, function)?;
        out.tol_fun = read_number(
            s,
            &["TolFun", "FunctionTolerance"],
            out.tol_fun,
            true,
            function,
        )?;
        out.max_iter = read_number(
            s,
            &["MaxIter", "MaxIterations"],
            out.max_iter,
            false,
            function,
        )?;
        out.max_fun_evals = read_number(
            s,
            &["MaxFunEvals", "MaxFunctionEvaluations"],
            out.max_fun_evals,
            false,
            function,
        )?;
        if let Some((_, v)) = field_ci(s, "FunValCheck") {
            if !v.is_empty() {
                out.fun_val_check = match v.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
                    Some("on") => true,
                    Some("off") => false,
                    _ => return Err(RuntimeError::new(
                        format!("MATLAB:{function}:InvalidFunValCheck"),
                        "Invalid value for OPTIONS parameter FunValCheck: must be 'on' or 'off'.",
                    )
                    .in_function(function)),
                };
            }
        }
        if let Some((_, v)) = field_ci(s, "Display") {
            if !v.is_empty() {
                let text = v.as_text().unwrap_or_default().to_ascii_lowercase();
                out.display = match text.as_str() {
                    "off" | "none" => Display::Off,
                    "notify" | "notify-detailed" => Display::Notify,
                    "final" | "final-detailed" => Display::Final,
                    "iter" | "iter-detailed" => Display::Iter,
                    _ => {
                        return Err(RuntimeError::new(
                            format!("MATLAB:{function}:InvalidDisplay"),
                            "Invalid value for OPTIONS parameter Display.",
                        )
                        .in_function(function))
                    }
                };
            }
        }
        Ok(out)
    }
}

/// The first of `names` (an option's current and legacy spellings) that
/// `s` sets to a non-empty value, with the field's own spelling.
fn first_set<'a>(s: &'a StructArray, names: &[&str]) -> Option<(&'a str, &'a Value)> {
    names
        .iter()
        .filter_map(|n| field_ci(s, n))
        .find(|(_, v)| !v.is_empty())
}

/// The first of `names` set (non-empty) in `s` as a number, else `default`;
/// text such as `'200*numberofvariables'` means the default. Tolerances
/// may be 0 (`zero_ok`), counts must be positive.
fn read_number(
    s: &StructArray,
    names: &[&str],
    default: f64,
    zero_ok: bool,
    function: &str,
) -> Result<f64> {
    let Some((name, v)) = first_set(s, names) else {
        return Ok(default);
    };
    if v.as_text().is_some() {
        return Ok(default);
    }
    v.as_f64()
        .filter(|x| !x.is_nan() && (*x > 0.0 || zero_ok && *x == 0.0))
        .ok_or_else(|| {
            let what = if zero_ok { "nonnegative" } else { "positive" };
            RuntimeError::new(
                format!("MATLAB:{function}:invalidOption"),
                format!("Option '{name}' must be a {what} scalar."),
            )
            .in_function(function)
        })
}

/// The options structure of a solver call, `None` for absent or `[]`.
fn options_of<'a>(options: Option<&'a Value>, function: &str) -> Result<Option<&'a StructArray>> {
    match options {
        None => Ok(None),
        Some(v) if v.is_empty() && !matches!(v, Value::Struct(_)) => Ok(None),
        Some(v) => options_struct(v, function).map(Some),
    }
}

/// A numeric option of the Optimization Toolbox solvers under any of
/// `names` (current name first, then legacy ones), else `default`; `zero_ok`
/// as in [`SolverOptions::read`].
pub(crate) fn number_option(
    options: Option<&Value>,
    names: &[&str],
    default: f64,
    zero_ok: bool,
    function: &str,
) -> Result<f64> {
    match options_of(options, function)? {
        Some(s) => read_number(s, names, default, zero_ok, function),
        None => Ok(default),
    }
}

/// A value option that may be any real scalar (`ObjectiveLimit`).
pub(crate) fn signed_option(
    options: Option<&Value>,
    names: &[&str],
    default: f64,
    function: &str,
) -> Result<f64> {
    let Some(s) = options_of(options, function)? else {
        return Ok(default);
    };
    let Some((name, v)) = first_set(s, names) else {
        return Ok(default);
    };
    v.as_f64().filter(|x| !x.is_nan()).ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:invalidOption"),
            format!("Option '{name}' must be a real scalar."),
        )
        .in_function(function)
    })
}

/// An on/off option under any of `names`: `'on'`/`'off'` (optimset) or
/// `true`/`false` (optimoptions); `default` when unset.
pub(crate) fn switch_option(
    options: Option<&Value>,
    names: &[&str],
    default: bool,
    function: &str,
) -> Result<bool> {
    let Some(s) = options_of(options, function)? else {
        return Ok(default);
    };
    let Some((name, v)) = first_set(s, names) else {
        return Ok(default);
    };
    let value = match v.as_text() {
        Some(t) if t.eq_ignore_ascii_case("on") => Some(true),
        Some(t) if t.eq_ignore_ascii_case("off") => Some(false),
        Some(_) => None,
        None => v.as_f64().filter(|x| !x.is_nan()).map(|x| x != 0.0),
    };
    value.ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:invalidOption"),
            format!("Option '{name}' must be 'on' or 'off' (true or false)."),
        )
        .in_function(function)
    })
}

/// Checks that the `Algorithm` option, when set, names one of `allowed`
/// (the solver's algorithms, which it may run by one method of its own).
pub(crate) fn check_algorithm(
    options: Option<&Value>,
    allowed: &[&str],
    function: &str,
) -> Result<()> {
    let Some(s) = options_of(options, function)? else {
        return Ok(());
    };
    let Some((_, v)) = first_set(s, &["Algorithm"]) else {
        return Ok(());
    };
    match v.as_text() {
        Some(t) if allowed.iter().any(|a| a.eq_ignore_ascii_case(&t)) => Ok(()),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidAlgorithm"),
            format!(
                "Invalid value for option 'Algorithm': must be {}.",
                allowed
                    .iter()
                    .map(|a| format!("'{a}'"))
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
        )
        .in_function(function)),
    }
}
