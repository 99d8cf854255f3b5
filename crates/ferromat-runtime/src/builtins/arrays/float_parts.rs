//! Floating-point data as real and imaginary parts in doubles, and back:
//! for builtins whose arithmetic is linear or runs part by part (gradient,
//! smoothdata), so one real kernel serves complex data too. What the parts
//! mean is the caller's; this file only converts.

use num_complex::{Complex32, Complex64};

use crate::builtins::arrays::construct::from_f64;
use crate::error::Result;
use crate::value::{Class, Shape, Tensor, Value};

/// The data of a numeric or logical `value` as doubles: the real parts, the
/// imaginary parts when it is complex, and whether it was single. `None`
/// for char and non-numeric classes.
pub fn float_parts(value: &Value) -> Option<(Vec<f64>, Option<Vec<f64>>, bool)> {
    Some(match value {
        Value::ComplexDouble(t) => (
            t.data().iter().map(|z| z.re).collect(),
            Some(t.data().iter().map(|z| z.im).collect()),
            false,
        ),
        Value::ComplexSingle(t) => (
            t.data().iter().map(|z| f64::from(z.re)).collect(),
            Some(t.data().iter().map(|z| f64::from(z.im)).collect()),
            true,
        ),
        Value::Char(_) => return None,
        other if other.class().is_numeric() || other.class() == Class::Logical => {
            (other.to_f64_vec()?, None, matches!(other, Value::Single(_)))
        }
        _ => return None,
    })
}

/// A double (or, with `single`, single) value of `shape` from real parts
/// and, when given, imaginary parts of the same length.
pub fn from_float_parts(
    shape: Shape,
    re: Vec<f64>,
    im: Option<Vec<f64>>,
    single: bool,
) -> Result<Value> {
    Ok(match (im, single) {
        (None, _) => from_f64(
            shape,
            if single { Class::Single } else { Class::Double },
            re,
        )?,
        (Some(im), false) => Value::ComplexDouble(Tensor::new(
            shape,
            re.into_iter()
                .zip(im)
                .map(|(a, b)| Complex64::new(a, b))
                .collect(),
        )),
        (Some(im), true) => Value::ComplexSingle(Tensor::new(
            shape,
            re.into_iter()
                .zip(im)
                .map(|(a, b)| Complex32::new(a as f32, b as f32))
                .collect(),
        )),
    })
}
