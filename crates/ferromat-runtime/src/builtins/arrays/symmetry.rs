//! Matrix structure read from values: issymmetric, ishermitian (with the
//! "skew"/"nonskew" option) and bandwidth. The predicates compare elements
//! exactly, as MATLAB does (no tolerance form: that is Octave's); they never
//! convert or copy the input beyond reading its elements once.

use num_complex::Complex64;

use super::super::{one, Outputs};
use super::diagonal::nonzero_mask;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// Every element of a numeric, logical or char array as a complex number.
fn complex_elements(value: &Value, function: &str) -> Result<Vec<Complex64>> {
    match value {
        Value::ComplexDouble(t) => Ok(t.data().to_vec()),
        Value::ComplexSingle(t) => Ok(t
            .data()
            .iter()
            .map(|z| Complex64::new(f64::from(z.re), f64::from(z.im)))
            .collect()),
        other => other
            .to_f64_vec()
            .map(|data| data.into_iter().map(|x| Complex64::new(x, 0.0)).collect())
            .ok_or_else(|| {
                RuntimeError::new(
                    format!("MATLAB:{function}:inputType"),
                    "Input must be a numeric, logical or char matrix.",
                )
            }),
    }
}

/// Which transpose the matrix must equal: plain or conjugate, and negated
/// for the skew test.
#[derive(Clone, Copy)]
struct Symmetry {
    conjugate: bool,
    skew: bool,
}

fn skew_option(args: &[Value], function: &str) -> Result<bool> {
    let Some(option) = args.get(1) else {
        return Ok(false);
    };
    match option.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
        Some("skew") => Ok(true),
        Some("nonskew") => Ok(false),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidOption"),
            "Second input must be 'skew' or 'nonskew'.",
        )),
    }
}

fn has_symmetry(value: &Value, function: &str, symmetry: Symmetry) -> Result<bool> {
    let elements = complex_elements(value, function)?;
    let shape = value.shape();
    if shape.ndims() > 2 || shape.rows() != shape.cols() {
        return Ok(false);
    }
    let n = shape.rows();
    for j in 0..n {
        for i in j..n {
            let (Some(&a), Some(&b)) = (elements.get(i + j * n), elements.get(j + i * n)) else {
                return Ok(false);
            };
            let mut mirrored = if symmetry.conjugate { b.conj() } else { b };
            if symmetry.skew {
                mirrored = -mirrored;
            }
            if a != mirrored {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// `issymmetric(A)`, `issymmetric(A, "skew")`: A equals A.' (or -A.').
pub fn issymmetric(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let skew = skew_option(args, "issymmetric")?;
    let symmetry = Symmetry {
        conjugate: false,
        skew,
    };
    one(Value::bool(has_symmetry(
        &args[0],
        "issymmetric",
        symmetry,
    )?))
}

/// `ishermitian(A)`, `ishermitian(A, "skew")`: A equals A' (or -A').
pub fn ishermitian(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let skew = skew_option(args, "ishermitian")?;
    let symmetry = Symmetry {
        conjugate: true,
        skew,
    };
    one(Value::bool(has_symmetry(
        &args[0],
        "ishermitian",
        symmetry,
    )?))
}

/// `[lower, upper] = bandwidth(A)`, `bandwidth(A, "lower"|"upper")`: the
/// farthest diagonal below / above the main one holding a nonzero (0 for
/// an empty or zero matrix).
pub fn bandwidth(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let matrix = &args[0];
    let numeric = matches!(
        matrix,
        Value::Double(_)
            | Value::Single(_)
            | Value::ComplexDouble(_)
            | Value::ComplexSingle(_)
            | Value::Logical(_)
    ) || matrix.class().is_integer();
    if !numeric || matrix.shape().ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:bandwidth:inputMustBe2DNumeric",
            "Input must be a 2-D numeric matrix.",
        ));
    }
    let mask = nonzero_mask(matrix, "bandwidth")?;
    let rows = matrix.shape().rows().max(1);
    let (mut lower, mut upper) = (0usize, 0usize);
    for (index, _) in mask.iter().enumerate().filter(|(_, &nonzero)| nonzero) {
        let (i, j) = (index % rows, index / rows);
        lower = lower.max(i.saturating_sub(j));
        upper = upper.max(j.saturating_sub(i));
    }
    if let Some(kind) = args.get(1) {
        let which = match kind.as_text().map(|t| t.to_ascii_lowercase()).as_deref() {
            Some("lower") => lower,
            Some("upper") => upper,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:bandwidth:invalidType",
                    "Bandwidth type must be 'lower' or 'upper'.",
                ))
            }
        };
        return one(Value::scalar(which as f64));
    }
    let both = [Value::scalar(lower as f64), Value::scalar(upper as f64)];
    Ok(both.into_iter().take(nargout.max(1)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Shape;

    fn call(f: super::super::super::BuiltinFn, args: &[Value], nargout: usize) -> Vec<Value> {
        f(&mut Interpreter::new(), args, nargout).unwrap().to_vec()
    }

    #[test]
    fn symmetry_tests_against_transposes() {
        let skew = Value::matrix(Shape::matrix(2, 2), vec![0.0, -2.0, 2.0, 0.0]);
        assert_eq!(
            call(issymmetric, std::slice::from_ref(&skew), 1)[0],
            Value::bool(false)
        );
        assert_eq!(
            call(issymmetric, &[skew.clone(), Value::char_row("skew")], 1)[0],
            Value::bool(true)
        );
        assert_eq!(
            call(ishermitian, &[skew, Value::char_row("skew")], 1)[0],
            Value::bool(true)
        );
        let row = Value::row(vec![1.0, 2.0]);
        assert_eq!(call(issymmetric, &[row], 1)[0], Value::bool(false));
        assert_eq!(
            call(issymmetric, &[Value::empty()], 1)[0],
            Value::bool(true)
        );
    }

    #[test]
    fn bandwidth_finds_farthest_diagonals() {
        // [1 0 0; 0 0 0; 5 0 1] has a nonzero on diagonal -2 only.
        let a = Value::matrix(
            Shape::matrix(3, 3),
            vec![1.0, 0.0, 5.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0],
        );
        let both = call(bandwidth, &[a], 2);
        assert_eq!(both, vec![Value::scalar(2.0), Value::scalar(0.0)]);
    }
}
