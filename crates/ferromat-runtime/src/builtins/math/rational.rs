//! `rat`: rational approximations by a truncated continued fraction, the
//! numerator and denominator arrays or the expansion as text
//! (`'3 + 1/(7 + 1/(16))'`). MATLAB's own semantics (default tolerance,
//! rounding to the nearest integer at each step, the text layout); no
//! display format lives here.

use crate::builtins::dates::format::char_matrix;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// A double's continued fraction ends long before this many terms; the
/// bound only guards the loop.
const MAX_TERMS: usize = 64;

/// One element's approximation: `numerator / denominator` and the terms of
/// its expansion.
#[derive(Debug, PartialEq)]
struct Approximation {
    numerator: f64,
    denominator: f64,
    terms: Vec<f64>,
}

/// The continued fraction of `x`, cut at the first convergent within `tol`.
fn approximate(x: f64, tol: f64) -> Approximation {
    if x.is_nan() {
        return Approximation {
            numerator: f64::NAN,
            denominator: 1.0,
            terms: Vec::new(),
        };
    }
    if x.is_infinite() {
        return Approximation {
            numerator: x.signum(),
            denominator: 0.0,
            terms: Vec::new(),
        };
    }
    let first = x.round();
    let (mut numerator, mut previous_numerator) = (first, 1.0);
    let (mut denominator, mut previous_denominator) = (1.0, 0.0);
    let mut fraction = x - first;
    let mut terms = vec![first];
    while (x - numerator / denominator).abs() >= tol && fraction != 0.0 && terms.len() < MAX_TERMS {
        let flip = 1.0 / fraction;
        let step = flip.round();
        if !step.is_finite() {
            break;
        }
        fraction = flip - step;
        terms.push(step);
        (numerator, previous_numerator) = (numerator * step + previous_numerator, numerator);
        (denominator, previous_denominator) =
            (denominator * step + previous_denominator, denominator);
    }
    let sign = if denominator < 0.0 { -1.0 } else { 1.0 };
    Approximation {
        numerator: numerator * sign,
        denominator: denominator * sign,
        terms,
    }
}

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
        return Ok(Outputs::from_iter([char_matrix(&texts)]));
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

    /// The naive reference: a continued fraction evaluated from its last
    /// term back.
    fn evaluate(terms: &[f64]) -> f64 {
        let (last, rest) = terms.split_last().expect("terms");
        rest.iter().rev().fold(*last, |acc, term| term + 1.0 / acc)
    }

    #[test]
    fn the_first_convergent_within_tol_is_returned() {
        for k in 1..200 {
            let x = f64::from(k) * 0.37 - 31.0 + 1.0 / f64::from(k + 3);
            let tol = 1e-5;
            let a = approximate(x, tol);
            assert!(a.denominator > 0.0, "{x}");
            let value = a.numerator / a.denominator;
            assert!(
                (value - evaluate(&a.terms)).abs() < 1e-12 * value.abs().max(1.0),
                "{x}"
            );
            assert!((x - value).abs() < tol, "{x}");
            if a.terms.len() > 1 {
                let shorter = evaluate(&a.terms[..a.terms.len() - 1]);
                assert!((x - shorter).abs() >= tol, "{x} stopped late");
            }
        }
    }

    #[test]
    fn non_finite_values() {
        let a = approximate(f64::NEG_INFINITY, 0.0);
        assert_eq!((a.numerator, a.denominator), (-1.0, 0.0));
        let a = approximate(f64::NAN, 0.0);
        assert!(a.numerator.is_nan() && a.denominator == 1.0);
    }
}
