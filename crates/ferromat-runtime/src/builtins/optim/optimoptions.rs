//! `optimoptions`: the options of the Optimization Toolbox solvers, held
//! as a structure with MATLAB's current option names (`StepTolerance`,
//! `MaxIterations`, ...), which the solvers read beside the legacy
//! `optimset` names. Legacy names given to `optimoptions` are stored under
//! their current names, as MATLAB maps them. Options left unset are `[]`,
//! which every solver reads as its own default. This file knows no solver
//! algorithm and must not fill in solver defaults.

use indexmap::IndexMap;

use super::OptionSet;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{FunctionHandle, StructArray, Value};

/// The current option names, in the order a structure shows them.
const FIELDS: &[&str] = &[
    "Algorithm",
    "CheckGradients",
    "ConstraintTolerance",
    "Display",
    "FiniteDifferenceStepSize",
    "FiniteDifferenceType",
    "FunctionTolerance",
    "FunValCheck",
    "HessianApproximation",
    "InitDamping",
    "MaxFunctionEvaluations",
    "MaxIterations",
    "ObjectiveLimit",
    "OptimalityTolerance",
    "OutputFcn",
    "PlotFcn",
    "ScaleProblem",
    "SpecifyConstraintGradient",
    "SpecifyObjectiveGradient",
    "StepTolerance",
    "TypicalX",
    "UseParallel",
];

const OPTIMOPTIONS: OptionSet = OptionSet {
    setter: "optimoptions",
    getter: "optimoptions",
    fields: FIELDS,
};

/// The solvers whose options `optimoptions` creates.
const SOLVERS: &[&str] = &[
    "fgoalattain",
    "fminimax",
    "fmincon",
    "fminunc",
    "fseminf",
    "fsolve",
    "intlinprog",
    "linprog",
    "lsqcurvefit",
    "lsqlin",
    "lsqnonlin",
    "lsqnonneg",
    "quadprog",
];

/// The current name of a legacy `optimset` name for `solver`, or `None`
/// when `name` is not a legacy name. `TolFun` is the first-order
/// optimality tolerance for the minimizers and the function-change
/// tolerance for the equation and least-squares solvers, as MATLAB maps it.
fn current_name(name: &str, solver: &str) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    Some(match lower.as_str() {
        "tolx" => "StepTolerance",
        "tolfun" => match solver {
            "fsolve" | "lsqnonlin" | "lsqcurvefit" => "FunctionTolerance",
            _ => "OptimalityTolerance",
        },
        "tolcon" => "ConstraintTolerance",
        "maxiter" => "MaxIterations",
        "maxfunevals" => "MaxFunctionEvaluations",
        "gradobj" | "jacobian" => "SpecifyObjectiveGradient",
        "gradconstr" => "SpecifyConstraintGradient",
        "derivativecheck" => "CheckGradients",
        "findifftype" => "FiniteDifferenceType",
        "findiffrelstep" => "FiniteDifferenceStepSize",
        "plotfcns" => "PlotFcn",
        "hessupdate" => "HessianApproximation",
        _ => return None,
    })
}

/// `'on'`/`'off'` of the legacy switches become the logical values the
/// current names take.
fn current_value(current: &str, value: &Value) -> Value {
    let switch = matches!(
        current,
        "SpecifyObjectiveGradient" | "SpecifyConstraintGradient" | "CheckGradients"
    );
    match value.as_text().map(|t| t.to_ascii_lowercase()) {
        Some(t) if switch && t == "on" => Value::bool(true),
        Some(t) if switch && t == "off" => Value::bool(false),
        _ => value.clone(),
    }
}

fn solver_name(value: &Value) -> Option<String> {
    match value {
        Value::FunctionHandle(h) => match &**h {
            FunctionHandle::Named(n) => Some(n.clone()),
            _ => None,
        },
        other => other.as_text(),
    }
}

fn invalid_solver() -> RuntimeError {
    RuntimeError::new(
        "optim:optimoptions:InvalidSolver",
        "Invalid solver specified. Provide a solver name or handle (such as 'fmincon' or @fminunc).",
    )
    .in_function("optimoptions")
}

/// The name-value pairs of an options structure (from `optimset` or
/// `optimoptions`), set entries only, under current names.
fn struct_pairs(s: &StructArray, solver: &str) -> Vec<Value> {
    let mut pairs = Vec::new();
    for (name, column) in &s.fields {
        let Some(value) = column.first().filter(|v| !v.is_empty()) else {
            continue;
        };
        let current = current_name(name, solver).or_else(|| {
            FIELDS
                .iter()
                .copied()
                .find(|f| f.eq_ignore_ascii_case(name))
        });
        // optimset parameters with no current counterpart are dropped, as
        // MATLAB drops the ones a solver does not use.
        if let Some(current) = current {
            pairs.push(Value::char_row(current));
            pairs.push(current_value(current, value));
        }
    }
    pairs
}

/// `options = optimoptions(solver)`, `optimoptions(solver, Name, Value,
/// ...)`, `optimoptions(oldoptions, Name, Value, ...)`,
/// `optimoptions(solver, oldoptions)`.
pub fn optimoptions(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let Some(first) = args.first() else {
        return Err(RuntimeError::not_enough_inputs().in_function("optimoptions"));
    };
    let (solver, mut base, rest) = match first {
        Value::Struct(s) => ("fsolve".to_string(), struct_pairs(s, "fsolve"), &args[1..]),
        other => {
            let name = solver_name(other).ok_or_else(invalid_solver)?;
            let solver = SOLVERS
                .iter()
                .find(|s| s.eq_ignore_ascii_case(&name))
                .ok_or_else(invalid_solver)?
                .to_string();
            let mut rest = &args[1..];
            let mut base = Vec::new();
            if let Some(Value::Struct(s)) = rest.first() {
                base = struct_pairs(s, &solver);
                rest = &rest[1..];
            }
            (solver, base, rest)
        }
    };
    if rest.len() % 2 != 0 {
        return Err(RuntimeError::new(
            "MATLAB:optimoptions:NoValueForParam",
            "Arguments must occur in name-value pairs.",
        )
        .in_function("optimoptions"));
    }
    for pair in rest.chunks(2) {
        let name = pair[0].as_text().ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:optimoptions:invalidParamName",
                "Expected argument to be a character vector or string scalar parameter name.",
            )
            .in_function("optimoptions")
        })?;
        match current_name(&name, &solver) {
            Some(current) => {
                base.push(Value::char_row(current));
                base.push(current_value(current, &pair[1]));
            }
            None => {
                base.push(pair[0].clone());
                base.push(pair[1].clone());
            }
        }
    }
    let empty: IndexMap<String, Value> = OPTIMOPTIONS.empty();
    one(OPTIMOPTIONS.set(empty, &base)?)
}
