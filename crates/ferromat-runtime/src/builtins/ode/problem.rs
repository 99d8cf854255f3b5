//! The matrix-valued options of the ODE solvers, as `odeset` documents
//! them: `Mass` (a matrix, full or sparse, or a function of `t` or of
//! `t, y` by `MStateDependence`), `MassSingular`, `Jacobian` (a matrix or
//! a function of `t, y`), `JPattern` and `JConstant`. This file reads and checks them;
//! solvers.rs calls the functions and the engines use the matrices.

use crate::builtins::optim::field_ci;
use crate::error::{Result, RuntimeError};
use crate::value::{Sparse, Value};

/// Where a matrix option's value comes from.
#[derive(Clone, Debug)]
pub(crate) enum MatrixSource {
    /// An n-by-n matrix, column-major.
    Constant(Vec<f64>),
    /// A function called as `F(t, y, extras...)`, or `F(t, extras...)`
    /// when `with_state` is false.
    Function { handle: Value, with_state: bool },
}

/// The matrix options of one call.
#[derive(Clone, Debug, Default)]
pub(crate) struct MatrixOptions {
    pub mass: Option<MatrixSource>,
    pub jacobian: Option<MatrixSource>,
    pub pattern: Option<Vec<bool>>,
    pub constant_jacobian: bool,
    /// `MassSingular`: 'yes', 'no', or `None` for 'maybe'.
    pub singular_mass: Option<bool>,
}

fn invalid(function: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:invalidOption"), message).in_function(function)
}

/// A real n-by-n matrix (full or sparse) as column-major doubles.
pub(crate) fn square(value: &Value, n: usize, function: &str, what: &str) -> Result<Vec<f64>> {
    let size_error = || {
        RuntimeError::new(
            format!("MATLAB:{function}:{what}SizeMismatch"),
            format!("{what} must be a square matrix the size of the ODE system ({n}-by-{n})."),
        )
        .in_function(function)
    };
    let shape = value.shape();
    if shape.dims() != [n, n] && !(n == 1 && shape.numel() == 1) {
        return Err(size_error());
    }
    let data = match value {
        Value::Sparse(s) => match &**s {
            Sparse::Double(m) => m.to_dense(),
            Sparse::Logical(m) => m
                .to_dense()
                .into_iter()
                .map(|b| f64::from(u8::from(b)))
                .collect(),
            Sparse::Complex(_) => return Err(invalid(function, format!("{what} must be real."))),
        },
        v if v.is_complex() => return Err(invalid(function, format!("{what} must be real."))),
        v => v
            .to_f64_vec()
            .filter(|_| !matches!(v, Value::Char(_)))
            .ok_or_else(|| {
                invalid(
                    function,
                    format!("{what} must be a numeric matrix or a function handle."),
                )
            })?,
    };
    Ok(data)
}

fn is_function(value: &Value) -> bool {
    matches!(value, Value::FunctionHandle(_))
}

/// Reads `Mass`, `MStateDependence`, `Jacobian`, `JPattern` and
/// `JConstant` for a system of `n` equations.
pub(crate) fn read(options: Option<&Value>, function: &str, n: usize) -> Result<MatrixOptions> {
    let mut out = MatrixOptions::default();
    let Some(Value::Struct(s)) = options else {
        return Ok(out);
    };
    let get = |name: &str| field_ci(s, name).map(|(_, v)| v).filter(|v| !v.is_empty());
    let text = |name: &str| {
        get(name)
            .and_then(Value::as_text)
            .map(|t| t.to_ascii_lowercase())
    };
    let dependence = text("MStateDependence");
    let with_state = match dependence.as_deref() {
        None | Some("weak") | Some("strong") => true,
        Some("none") => false,
        Some(_) => {
            return Err(invalid(
                function,
                "MStateDependence must be 'none', 'weak' or 'strong'.",
            ))
        }
    };
    out.mass = get("Mass")
        .map(|m| -> Result<MatrixSource> {
            if is_function(m) {
                Ok(MatrixSource::Function {
                    handle: m.clone(),
                    with_state,
                })
            } else {
                Ok(MatrixSource::Constant(square(m, n, function, "Mass")?))
            }
        })
        .transpose()?;
    out.jacobian = get("Jacobian")
        .map(|j| -> Result<MatrixSource> {
            if is_function(j) {
                Ok(MatrixSource::Function {
                    handle: j.clone(),
                    with_state: true,
                })
            } else {
                Ok(MatrixSource::Constant(square(j, n, function, "Jacobian")?))
            }
        })
        .transpose()?;
    out.pattern = get("JPattern")
        .map(|p| square(p, n, function, "JPattern").map(|d| d.iter().map(|x| *x != 0.0).collect()))
        .transpose()?;
    out.singular_mass = match text("MassSingular").as_deref() {
        None | Some("maybe") => None,
        Some("yes") => Some(true),
        Some("no") => Some(false),
        Some(_) => {
            return Err(invalid(
                function,
                "MassSingular must be 'yes', 'no' or 'maybe'.",
            ))
        }
    };
    out.constant_jacobian = matches!(out.jacobian, Some(MatrixSource::Constant(_)))
        || text("JConstant").as_deref() == Some("on");
    Ok(out)
}
