//! The comparison form of `assert`: `assert(observed, expected)` and
//! `assert(observed, expected, tol)`, as GNU Octave's self-tests use it.
//! MATLAB has no such form (its second argument is a message), so
//! `errors::assert` comes here only for calls MATLAB would reject: a
//! condition that is not a logical or numeric scalar, or a second argument
//! that is not text. This file decides equality and words the reason; it
//! must not raise anything but the one assertion error.

use num_complex::Complex64;

use crate::builtins::arrays::equality::{numeric_elements, values_equal};
use crate::builtins::sparse::convert::full_value;
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Value};

/// Compares `observed` with `expected` (with `tolerance` for numbers: an
/// absolute bound when positive, relative to `expected` when negative) and
/// raises `MATLAB:assertion:failed` naming the first difference.
pub(super) fn assert_same(
    observed: &Value,
    expected: &Value,
    tolerance: Option<&Value>,
) -> Result<()> {
    let tolerance = match tolerance {
        Some(t) => Some(
            numeric_elements(&full_value(t)?)
                .ok_or_else(|| failed("the tolerance must be numeric".into()))?
                .into_iter()
                .map(|z| z.re)
                .collect::<Vec<f64>>(),
        ),
        None => None,
    };
    match difference(observed, expected, tolerance.as_deref()) {
        None => Ok(()),
        Some(reason) => Err(failed(reason)),
    }
}

fn failed(reason: String) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:assertion:failed",
        format!("ASSERT errors for: assert (cond,expected,tol): {reason}"),
    )
}

/// The reason `observed` is not `expected`, or `None` when it is.
fn difference(observed: &Value, expected: &Value, tolerance: Option<&[f64]>) -> Option<String> {
    let dimensions = || {
        format!(
            "Dimensions don't match (observed {}, expected {})",
            observed.shape().size_text(),
            expected.shape().size_text()
        )
    };
    if let (Value::String(strings), Value::Char(chars))
    | (Value::Char(chars), Value::String(strings)) = (observed, expected)
    {
        // A string scalar and a char row with the same text are the same
        // text, as `isequal` has it; Octave's `["ab"; "cd"]` is a char
        // matrix where MATLAB builds a string column, so a string column
        // also equals the char matrix whose rows it holds.
        let rows = chars.shape().rows();
        let columns = chars.shape().cols();
        let same = chars.shape().ndims() == 2
            && strings.shape().cols() == 1
            && strings.data().len() == rows
            && strings.data().iter().enumerate().all(|(row, text)| {
                let row_text: String = (0..columns)
                    .filter_map(|column| {
                        char::from_u32(u32::from(chars.data()[row + column * rows]))
                    })
                    .collect();
                text.as_deref() == Some(row_text.as_str())
            });
        return (!same).then(|| "Strings don't match".to_string());
    }
    match expected {
        Value::Char(_) => {
            if !matches!(observed, Value::Char(_)) {
                return Some(format!(
                    "Expected string, but observed {}",
                    observed.class().name()
                ));
            }
            (observed.shape() != expected.shape() || !values_equal(observed, expected, false))
                .then(|| "Strings don't match".to_string())
        }
        // Octave compares the elements of cells and structs by calling
        // itself with the tolerance given, 0 by default: an explicit
        // tolerance, so their classes are not compared (`{int32(1)}`
        // equals `{1}`), while top-level values' classes are.
        Value::Cell(cells) => {
            let nested = Some(tolerance.unwrap_or(&[0.0]));
            let Value::Cell(observed_cells) = observed else {
                return Some(format!(
                    "Expected cell, but observed {}",
                    observed.class().name()
                ));
            };
            if observed.shape() != expected.shape() {
                return Some(dimensions());
            }
            observed_cells
                .data()
                .iter()
                .zip(cells.data())
                .find_map(|(o, e)| difference(o, e, nested))
                .map(|reason| format!("Cell configuration error: {reason}"))
        }
        Value::FunctionHandle(_) => (!values_equal(observed, expected, false))
            .then(|| "Function handles don't match".to_string()),
        Value::Struct(expected_struct) => {
            let nested = Some(tolerance.unwrap_or(&[0.0]));
            let Value::Struct(observed_struct) = observed else {
                return Some(format!(
                    "Expected struct, but observed {}",
                    observed.class().name()
                ));
            };
            if observed.shape() != expected.shape()
                || observed_struct.fields.len() != expected_struct.fields.len()
            {
                return Some("Structure sizes don't match".to_string());
            }
            for (name, column) in &expected_struct.fields {
                let Some(observed_column) = observed_struct.fields.get(name) else {
                    return Some("Structure fieldname mismatch".to_string());
                };
                for (o, e) in observed_column.iter().zip(column) {
                    if let Some(reason) = difference(o, e, nested) {
                        return Some(format!(
                            "Structure configuration error in '{name}': {reason}"
                        ));
                    }
                }
            }
            None
        }
        _ if observed.shape() != expected.shape() => Some(dimensions()),
        _ => numeric_difference(observed, expected, tolerance),
    }
}

fn numeric_difference(
    observed: &Value,
    expected: &Value,
    tolerance: Option<&[f64]>,
) -> Option<String> {
    if tolerance.is_none() {
        if observed.class() != expected.class() {
            return Some(format!(
                "Class {} != {}",
                observed.class().name(),
                expected.class().name()
            ));
        }
        if matches!(observed, Value::Sparse(_)) != matches!(expected, Value::Sparse(_)) {
            return Some("sparse != non-sparse".to_string());
        }
        if observed.is_complex() != expected.is_complex() {
            return Some(
                if observed.is_complex() {
                    "complex != real"
                } else {
                    "real != complex"
                }
                .to_string(),
            );
        }
    }
    if observed.class() == Class::String || expected.class() == Class::String {
        return (!values_equal(observed, expected, true))
            .then(|| "Strings don't match".to_string());
    }
    let elements = |value: &Value| full_value(value).ok().and_then(|v| numeric_elements(&v));
    let (Some(a), Some(b)) = (elements(observed), elements(expected)) else {
        return (!values_equal(observed, expected, true))
            .then(|| format!("Values of class {} don't match", observed.class().name()));
    };
    let tolerances = tolerance.unwrap_or(&[0.0]);
    if tolerances.len() != 1 && tolerances.len() != a.len() {
        return Some("Tolerance dimensions don't match".to_string());
    }
    a.iter().zip(&b).enumerate().find_map(|(index, (&x, &y))| {
        let tol = tolerances[if tolerances.len() == 1 { 0 } else { index }];
        element_difference(x, y, tol).map(|reason| {
            format!(
                "({}): observed {}, expected {}: {reason}",
                index + 1,
                number_text(x),
                number_text(y)
            )
        })
    })
}

fn number_text(z: Complex64) -> String {
    if z.im == 0.0 {
        format!("{}", z.re)
    } else {
        format!("{z}")
    }
}

/// NaN must meet NaN and Inf the same Inf; finite parts compare within `tol`.
fn element_difference(x: Complex64, y: Complex64, tol: f64) -> Option<String> {
    for (p, q) in [(x.re, y.re), (x.im, y.im)] {
        if p.is_nan() != q.is_nan() {
            return Some("'NaN' mismatch".to_string());
        }
        if (p.is_infinite() || q.is_infinite()) && p != q {
            return Some("'Inf' mismatch".to_string());
        }
    }
    let finite = |z: Complex64| {
        let part = |v: f64| if v.is_finite() { v } else { 0.0 };
        Complex64::new(part(z.re), part(z.im))
    };
    let (x, y) = (finite(x), finite(y));
    let error = (x - y).norm();
    if tol == 0.0 {
        return (x != y).then(|| "values differ".to_string());
    }
    if tol > 0.0 || y == Complex64::new(0.0, 0.0) {
        let bound = tol.abs();
        return (error > bound).then(|| format!("Abs err {error:.5} exceeds tol {bound:.5}"));
    }
    let relative = error / y.norm();
    (relative > tol.abs()).then(|| format!("Rel err {relative:.5} exceeds tol {:.5}", tol.abs()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(values: &[f64]) -> Value {
        Value::row(values.to_vec())
    }

    #[test]
    fn equal_values_pass_and_different_ones_name_the_reason() {
        assert!(difference(&row(&[1.0, 2.0]), &row(&[1.0, 2.0]), None).is_none());
        assert!(difference(&row(&[1.0, 2.0]), &row(&[1.0, 3.0]), None).is_some());
        assert!(difference(&row(&[1.0, 2.0]), &row(&[1.0, 2.0, 3.0]), None)
            .is_some_and(|r| r.contains("Dimensions")));
        assert!(difference(&Value::scalar(1.0), &Value::bool(true), None)
            .is_some_and(|r| r.contains("Class")));
    }

    #[test]
    fn tolerances_are_absolute_when_positive_and_relative_when_negative() {
        let (a, b) = (Value::scalar(100.5), Value::scalar(100.0));
        assert!(difference(&a, &b, Some(&[1.0])).is_none());
        assert!(difference(&a, &b, Some(&[0.1])).is_some());
        assert!(difference(&a, &b, Some(&[-0.01])).is_none());
        assert!(difference(&a, &b, Some(&[-0.001])).is_some());
        // A relative tolerance against zero is absolute.
        assert!(difference(&Value::scalar(1e-3), &Value::scalar(0.0), Some(&[-1e-2])).is_none());
    }

    #[test]
    fn nan_meets_nan_and_inf_must_match() {
        let nan = f64::NAN;
        assert!(difference(&row(&[nan, 1.0]), &row(&[nan, 1.0]), None).is_none());
        assert!(difference(&row(&[nan]), &row(&[1.0]), Some(&[10.0])).is_some());
        assert!(difference(&row(&[f64::INFINITY]), &row(&[f64::INFINITY]), Some(&[1.0])).is_none());
        assert!(difference(
            &row(&[f64::INFINITY]),
            &row(&[-f64::INFINITY]),
            Some(&[1.0])
        )
        .is_some());
    }

    #[test]
    fn text_cells_and_classes() {
        let abc = Value::char_row("abc");
        assert!(difference(&abc, &Value::char_row("abc"), None).is_none());
        assert!(difference(&abc, &Value::char_row("abd"), None).is_some());
        assert!(difference(&row(&[97.0, 98.0, 99.0]), &abc, None).is_some());
    }

    #[test]
    fn classes_are_compared_at_the_top_level_only() {
        let one_int = Value::Int32(crate::value::Tensor::scalar(1));
        assert!(difference(&one_int, &row(&[1.0]), None).is_some());
        let cell = |v: Value| Value::Cell(std::sync::Arc::new(crate::value::Tensor::scalar(v)));
        assert!(difference(&cell(one_int.clone()), &cell(row(&[1.0])), None).is_none());
        assert!(difference(&cell(one_int), &cell(row(&[2.0])), None).is_some());
    }
}
