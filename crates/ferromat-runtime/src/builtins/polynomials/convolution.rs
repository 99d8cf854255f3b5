//! `conv`: convolution of two vectors (polynomial multiplication), of any
//! numeric class, real or complex, with the 'full', 'same' and 'valid'
//! parts. Complex data is convolved part by part on the one real
//! convolution of `poly.rs`; this file only splits, combines and shapes.

use super::super::{args, one, Outputs};
use super::poly::convolve;
use crate::builtins::arrays::float_parts::{float_parts, from_float_parts};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Value};

/// A vector argument as real parts, imaginary parts when complex, and
/// whether it is single.
fn vector_parts(value: &Value) -> Result<(Vec<f64>, Option<Vec<f64>>, bool)> {
    let shape = value.shape();
    if !(shape.is_vector() || shape.is_scalar() || shape.is_empty()) {
        return Err(RuntimeError::new(
            "MATLAB:conv:AorBNotVector",
            "A and B must be vectors.",
        ));
    }
    float_parts(value).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:conv:invalidInput",
            "Inputs must be numeric or logical vectors.",
        )
    })
}

/// The full convolution of `(a_re, a_im)` and `(b_re, b_im)`:
/// `(a_re*b_re - a_im*b_im, a_re*b_im + a_im*b_re)`.
fn convolve_parts(
    a: (&[f64], Option<&[f64]>),
    b: (&[f64], Option<&[f64]>),
) -> (Vec<f64>, Option<Vec<f64>>) {
    let mut re = convolve(a.0, b.0);
    let imag = match (a.1, b.1) {
        (None, None) => return (re, None),
        (Some(ai), None) => convolve(ai, b.0),
        (None, Some(bi)) => convolve(a.0, bi),
        (Some(ai), Some(bi)) => {
            for (r, x) in re.iter_mut().zip(convolve(ai, bi)) {
                *r -= x;
            }
            let mut im = convolve(a.0, bi);
            for (i, x) in im.iter_mut().zip(convolve(ai, b.0)) {
                *i += x;
            }
            im
        }
    };
    (re, Some(imag))
}

/// `w = conv(u, v)`, `conv(u, v, shape)` with shape 'full', 'same' or
/// 'valid'. The result is a column when u is a column (or u is a scalar
/// and v a column), otherwise a row; single when either input is single,
/// otherwise double.
pub fn conv(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (u_re, u_im, u_single) = vector_parts(&args[0])?;
    let (v_re, v_im, v_single) = vector_parts(&args[1])?;
    args::check_allocation_dims(&[u_re.len() + v_re.len()], 16)?;
    let (m, n) = (u_re.len(), v_re.len());
    let shape = match args.get(2) {
        Some(s) => args::text(s, "conv")?.to_ascii_lowercase(),
        None => "full".to_string(),
    };
    let range = match shape.as_str() {
        "full" => 0..(m + n).saturating_sub(1),
        "same" => n / 2..n / 2 + m,
        "valid" if n > m || m == 0 || n == 0 => 0..0,
        "valid" => n - 1..m,
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:conv:unknownShapeParameter",
                "Shape must be 'full', 'same', or 'valid'.",
            ))
        }
    };
    let (re, im) = convolve_parts((&u_re, u_im.as_deref()), (&v_re, v_im.as_deref()));
    let part = |data: Vec<f64>| -> Vec<f64> {
        data.get(range.clone())
            .map(<[f64]>::to_vec)
            .unwrap_or_default()
    };
    // As MATLAB's arithmetic does, a result whose imaginary parts are all
    // zero is real.
    let (re, im) = (
        part(re),
        im.map(part).filter(|im| im.iter().any(|&x| x != 0.0)),
    );
    let column = args[0].shape().is_column() && !args[0].is_scalar()
        || args[0].is_scalar() && args[1].shape().is_column() && !args[1].is_scalar();
    let len = re.len();
    let shape = if column {
        Shape::column(len)
    } else {
        Shape::row(len)
    };
    one(from_float_parts(shape, re, im, u_single || v_single)?)
}
