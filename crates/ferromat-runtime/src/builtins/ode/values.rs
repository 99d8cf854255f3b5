//! Conversions between MATLAB values and the ODE engines' real layout
//! for solvers.rs: `tspan` and `y0` read as real vectors (a complex `y0`
//! becomes its real parts followed by its imaginary parts), and states
//! turned back into columns or rows of a (possibly complex) matrix. It
//! neither steps nor calls user functions.

use crate::builtins::arrays::float_parts::{float_parts, from_float_parts};
use crate::error::{Result, RuntimeError};
use crate::value::{Shape, Value};

fn error(function: &str, id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{function}:{id}"), message).in_function(function)
}

pub(crate) fn real_vector(value: &Value, function: &str, what: &str) -> Result<Vec<f64>> {
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

/// `y0` in the engines' real layout: its real parts, then, when it is
/// complex, its imaginary parts.
pub(crate) fn initial_values(value: &Value, function: &str) -> Result<(Vec<f64>, bool)> {
    if !matches!(value, Value::ComplexDouble(_) | Value::ComplexSingle(_)) {
        return Ok((real_vector(value, function, "Y0")?, false));
    }
    let (mut y, im, _) = float_parts(value)
        .ok_or_else(|| error(function, "invalidInput", "Y0 must be a numeric vector."))?;
    y.extend(im.unwrap_or_default());
    Ok((y, true))
}

/// One state of `n` components in the engines' real layout as a column.
pub(crate) fn state_value(y: &[f64], n: usize, complex: bool) -> Result<Value> {
    states_value(&[y], n, complex, false)
}

/// States in the engines' real layout as an n-by-count matrix (`sol.y`,
/// a column each) or, with `one_row_each`, count-by-n (`[t, y]`).
pub(crate) fn states_value<S: AsRef<[f64]>>(
    states: &[S],
    n: usize,
    complex: bool,
    one_row_each: bool,
) -> Result<Value> {
    let count = states.len();
    let shape = if one_row_each {
        Shape::matrix(count, n)
    } else {
        Shape::matrix(n, count)
    };
    crate::builtins::args::check_allocation(&shape, 16)?;
    let at = |s: &S, i: usize| s.as_ref().get(i).copied().unwrap_or(0.0);
    let part = |offset: usize| -> Vec<f64> {
        if one_row_each {
            (0..n)
                .flat_map(|c| states.iter().map(move |s| at(s, c + offset)))
                .collect()
        } else {
            states
                .iter()
                .flat_map(|s| (0..n).map(move |c| at(s, c + offset)))
                .collect()
        }
    };
    from_float_parts(shape, part(0), complex.then(|| part(n)), false)
}
