//! Python callables as MATLAB functions (`Engine.register`): a host
//! function whose body re-acquires the GIL (MATLAB code runs without it),
//! converts the arguments to Python, calls the callable and converts its
//! result back, and turns a Python exception into a MATLAB error. This file
//! must not decide how a value maps to Python (`convert.rs` does) nor lock
//! an engine.

use ferromat::{Call, HostFunction, RuntimeError, Value};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use crate::convert::{from_python, to_python};

/// The identifier of a MATLAB error raised for a Python exception (other
/// than a `ferromat.MatlabError`, which keeps its own).
const PYTHON_ERROR: &str = "ferromat:python:Error";

/// `function` as the MATLAB function `name` with at most `nargout`
/// outputs; `help name` shows `summary`, or the first line of the
/// callable's docstring.
pub fn host_function(
    function: &Bound<'_, PyAny>,
    name: String,
    nargout: usize,
    summary: Option<String>,
) -> PyResult<HostFunction> {
    if !function.is_callable() {
        return Err(PyTypeError::new_err(format!(
            "cannot register a '{}' object: it is not callable",
            function.get_type().name()?
        )));
    }
    let summary = match summary {
        Some(summary) => summary,
        None => docstring_summary(function),
    };
    let callable: Py<PyAny> = function.clone().unbind();
    let body =
        move |call: &Call<'_>| Python::attach(|py| invoke(py, callable.bind(py), call, nargout));
    Ok(HostFunction::new(name, body)
        .outputs(nargout)
        .summary(summary))
}

/// The first non-blank line of the callable's `__doc__`, if any.
fn docstring_summary(function: &Bound<'_, PyAny>) -> String {
    function
        .getattr("__doc__")
        .and_then(|doc| doc.extract::<Option<String>>())
        .ok()
        .flatten()
        .and_then(|doc| {
            doc.lines()
                .map(str::trim)
                .find(|line| !line.is_empty())
                .map(str::to_owned)
        })
        .unwrap_or_default()
}

/// One call from MATLAB: the arguments converted, the callable run, its
/// result converted to as many outputs as the caller asked for.
fn invoke(
    py: Python<'_>,
    function: &Bound<'_, PyAny>,
    call: &Call<'_>,
    declared: usize,
) -> Result<Vec<Value>, RuntimeError> {
    let args = call
        .args()
        .iter()
        .map(|value| to_python(py, value.clone()))
        .collect::<PyResult<Vec<_>>>()
        .and_then(|args| PyTuple::new(py, args))
        .map_err(|error| python_error(py, &error))?;
    let result = function
        .call1(args)
        .map_err(|error| python_error(py, &error))?;
    outputs(py, &result, declared, call.nargout())
}

/// The MATLAB outputs of a callable's `result`. With `nargout=0` the
/// result is ignored; with 1 it is the output (`None` is no output for a
/// statement call, `[]` otherwise); with more it must be a tuple or list of
/// that many values, of which the first `requested` are converted.
fn outputs(
    py: Python<'_>,
    result: &Bound<'_, PyAny>,
    declared: usize,
    requested: usize,
) -> Result<Vec<Value>, RuntimeError> {
    if declared == 0 || (requested == 0 && result.is_none()) {
        return Ok(Vec::new());
    }
    if declared == 1 {
        return from_python(result)
            .map(|value| vec![value])
            .map_err(|error| python_error(py, &error));
    }
    let items: Vec<Bound<'_, PyAny>> = if let Ok(tuple) = result.cast::<PyTuple>() {
        tuple.iter().collect()
    } else if let Ok(list) = result.cast::<PyList>() {
        list.iter().collect()
    } else {
        return Err(RuntimeError::new(
            "ferromat:python:outputs",
            format!(
                "The Python function returned a '{}', not a tuple of {declared} outputs.",
                result
                    .get_type()
                    .name()
                    .map(|name| name.to_string())
                    .unwrap_or_default()
            ),
        ));
    };
    if items.len() != declared {
        return Err(RuntimeError::new(
            "ferromat:python:outputs",
            format!(
                "The Python function returned {} outputs; it was registered with nargout={declared}.",
                items.len()
            ),
        ));
    }
    items
        .iter()
        .take(requested.max(1))
        .map(|item| from_python(item).map_err(|error| python_error(py, &error)))
        .collect()
}

/// A Python exception as a MATLAB error: a `ferromat.MatlabError` keeps its
/// identifier and message (so Python code can raise MATLAB errors of its
/// own); any other is `ferromat:python:Error` with `Type: message`.
fn python_error(py: Python<'_>, error: &PyErr) -> RuntimeError {
    let exception = error.value(py);
    let is_matlab_error = py
        .import("ferromat._errors")
        .and_then(|module| module.getattr("MatlabError"))
        .and_then(|class| exception.is_instance(&class))
        .unwrap_or(false);
    if is_matlab_error {
        let text = |attribute: &str| {
            exception
                .getattr(attribute)
                .and_then(|value| value.extract::<String>())
                .unwrap_or_default()
        };
        return RuntimeError::new(text("identifier"), text("message"));
    }
    let kind = error
        .get_type(py)
        .name()
        .map(|name| name.to_string())
        .unwrap_or_else(|_| "Exception".to_owned());
    let message = exception
        .str()
        .map(|text| text.to_string())
        .unwrap_or_default();
    let message = if message.is_empty() {
        kind
    } else {
        format!("{kind}: {message}")
    };
    RuntimeError::new(PYTHON_ERROR, message)
}
