//! `rat` and `rats`: rational approximations as numerator and denominator
//! arrays, as the continued-fraction text (`'3 + 1/(7 + 1/(16))'`) or as
//! `rats`' fixed-width fraction fields. Argument handling and output shaping
//! only: the approximation and the field layout live in
//! `format::rational`, which `format rat` shares.

use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::format::rational::{
    approximate, field_tolerance, fraction_text, Approximation, FieldLayout,
};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// The expansion as MATLAB writes it: `3 + 1/(7 + 1/(16))`.
fn expansion_text(x: f64, approximation: &Approximation) -> String {
    if !x.is_finite() {
        return crate::format::cfmt::non_finite_name(x).to_string();
    }
    let mut text = String::new();
    for (k, term) in approximation.terms.iter().enumerate() {
        if k > 0 {
            text.push_str(" + 1/(");
        }
        text.push_str(&format!("{term}"));
    }
    text.push_str(&")".repeat(approximation.terms.len().saturating_sub(1)));
    text
}

/// `R = rat(X)`, `R = rat(X, tol)`, `[N, D] = rat(___)`.
pub fn rat(_: &mut Interpreter, values: &[Value], nargout: usize) -> Result<Outputs> {
    let x = &values[0];
    if x.is_complex() || !matches!(x, Value::Double(_) | Value::Single(_)) {
        return Err(RuntimeError::new(
            "MATLAB:rat:invalidInput",
            "Input X must be a real floating-point array.",
        ));
    }
    let data = x.to_f64_vec().unwrap_or_default();
    let tol = match values.get(1) {
        Some(tol) => args::scalar(tol, "rat")?,
        None => {
            1e-6 * data
                .iter()
                .filter(|v| v.is_finite())
                .map(|v| v.abs())
                .sum::<f64>()
        }
    };
    let approximations: Vec<Approximation> = data.iter().map(|&v| approximate(v, tol)).collect();
    if nargout < 2 {
        let texts: Vec<String> = data
            .iter()
            .zip(&approximations)
            .map(|(&v, a)| expansion_text(v, a))
            .collect();
        return Ok(Outputs::from_iter([crate::format::char_matrix(&texts)]));
    }
    // N and D keep the class of X, as MATLAB computes them in it.
    let shape = x.shape();
    let part = |pick: fn(&Approximation) -> f64| -> Value {
        let values: Vec<f64> = approximations.iter().map(pick).collect();
        match x {
            Value::Single(_) => Value::Single(Tensor::new(
                shape.clone(),
                values.into_iter().map(|v| v as f32).collect(),
            )),
            _ => Value::Double(Tensor::new(shape.clone(), values)),
        }
    };
    Ok(Outputs::from_iter([
        part(|a| a.numerator),
        part(|a| a.denominator),
    ]))
}

/// `S = rats(X)`, `S = rats(X, strlen)`: one row of `strlen + 1`
/// character fields per row of `X` (a matrix's rows stay rows).
pub fn rats(_: &mut Interpreter, values: &[Value], _nargout: usize) -> Result<Outputs> {
    let x = &values[0];
    if x.is_complex() || !matches!(x, Value::Double(_) | Value::Single(_)) {
        return Err(RuntimeError::new(
            "MATLAB:rats:invalidInput",
            "Input X must be a real floating-point array.",
        ));
    }
    let strlen = match values.get(1) {
        Some(length) => args::count(length, "rats")?,
        None => 13,
    };
    if strlen == 0 {
        return Err(RuntimeError::new(
            "MATLAB:rats:invalidLength",
            "The character vector length must be a positive integer.",
        ));
    }
    let shape = x.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:rats:invalidInput",
            "Input X must be a 2-D array.",
        ));
    }
    let data = x.to_f64_vec().unwrap_or_default();
    let (rows, cols) = (shape.rows(), shape.cols());
    args::check_allocation_dims(&[rows, cols.saturating_mul(strlen.saturating_add(1))], 2)?;
    let tol = field_tolerance(&data, strlen);
    let layout = FieldLayout::rats(strlen);
    let mut lines = vec![String::new(); rows];
    for (k, &v) in data.iter().enumerate() {
        let text = fraction_text(v, tol);
        lines[k % rows.max(1)].push_str(&layout.place(&text).unwrap_or_else(|| layout.asterisk()));
    }
    one(crate::format::char_matrix(&lines))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pi_as_the_documentation_shows_it() {
        let a = approximate(std::f64::consts::PI, 1e-6 * std::f64::consts::PI);
        assert_eq!((a.numerator, a.denominator), (355.0, 113.0));
        assert_eq!(
            expansion_text(std::f64::consts::PI, &a),
            "3 + 1/(7 + 1/(16))"
        );
        let a = approximate(std::f64::consts::PI, 1e-7);
        assert_eq!(
            expansion_text(std::f64::consts::PI, &a),
            "3 + 1/(7 + 1/(16 + 1/(-294)))"
        );
    }
}
