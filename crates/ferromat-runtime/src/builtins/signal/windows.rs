//! The classic window functions of the Signal Processing Toolbox —
//! `hamming`, `hann`, `hanning`, `blackman`, `bartlett` — and `sinc`.
//! Windows are double (or, with a trailing `'single'`, single) column
//! vectors. A symmetric window computes its first half and mirrors it, so
//! it is exactly symmetric; a periodic one is the symmetric window one
//! sample longer without its last sample, as the MathWorks pages define
//! it. The length follows MATLAB's order check: 0 gives an empty column,
//! 1 gives 1, a non-integer is rounded with a warning, a negative or
//! non-scalar length is an error. Nothing else lives here.

use std::f64::consts::PI;

use num_complex::Complex64;

use super::super::math::map::{unary, Unary};
use super::super::messages::warnings::warn;
use super::super::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Sampling {
    Symmetric,
    Periodic,
}

/// The options after the length: which of them a window takes.
struct Grammar {
    name: &'static str,
    sampling: bool,
    type_name: bool,
}

fn order_error(message: &str, grammar: &Grammar) -> RuntimeError {
    RuntimeError::new("signal:check_order:InvalidOrder", message).in_function(grammar.name)
}

/// The window length: a real finite scalar, rounded to the nearest
/// integer (with MATLAB's warning) when it is not one.
fn window_length(interp: &mut Interpreter, value: &Value, grammar: &Grammar) -> Result<usize> {
    let numeric = value.class().is_numeric() || matches!(value, Value::Logical(_));
    let length = match value.as_f64() {
        Some(x) if numeric && !value.is_complex() && x.is_finite() => x,
        _ => {
            return Err(order_error(
                "The order, N, must be a finite, real, nonnegative scalar.",
                grammar,
            ))
        }
    };
    if length < 0.0 {
        return Err(order_error("Order cannot be less than zero.", grammar));
    }
    let rounded = length.round();
    if rounded != length {
        warn(
            interp,
            "signal:check_order:InvalidOrderRounding",
            "Rounding order to nearest integer.",
        );
    }
    if rounded >= 2f64.powi(53) {
        return Err(order_error(
            "The order, N, must be a finite, real, nonnegative scalar.",
            grammar,
        ));
    }
    let n = rounded as usize;
    args::check_allocation(&Shape::column(n), std::mem::size_of::<f64>())?;
    Ok(n)
}

/// The unique option word `text` abbreviates (case-insensitively), as
/// `validatestring` matches.
fn option_word(text: &str, words: &[&'static str]) -> Option<&'static str> {
    let lower = text.to_ascii_lowercase();
    let mut found = words
        .iter()
        .filter(|w| !lower.is_empty() && w.starts_with(&lower));
    match (found.next(), found.next()) {
        (Some(word), None) => Some(word),
        _ => None,
    }
}

/// The sampling flag and output class after the length.
fn options(rest: &[Value], grammar: &Grammar) -> Result<(Sampling, bool)> {
    let invalid = |what: &str| {
        RuntimeError::new(
            format!("signal:{}:InvalidOption", grammar.name),
            format!("Expected {what}."),
        )
        .in_function(grammar.name)
    };
    let expected = match (grammar.sampling, grammar.type_name) {
        (true, true) => {
            "the window sampling flag 'symmetric' or 'periodic', or the type 'single' or 'double'"
        }
        (true, false) => "the window sampling flag 'symmetric' or 'periodic'",
        _ => "no options",
    };
    let (mut sampling, mut single) = (None, None);
    for value in rest {
        let text = value.as_text().ok_or_else(|| invalid(expected))?;
        let mut words = Vec::new();
        if grammar.sampling && sampling.is_none() && single.is_none() {
            words.extend(["symmetric", "periodic"]);
        }
        if grammar.type_name && single.is_none() {
            words.extend(["single", "double"]);
        }
        match option_word(&text, &words) {
            Some("symmetric") => sampling = Some(Sampling::Symmetric),
            Some("periodic") => sampling = Some(Sampling::Periodic),
            Some(word) => single = Some(word == "single"),
            None => return Err(invalid(expected)),
        }
    }
    Ok((
        sampling.unwrap_or(Sampling::Symmetric),
        single.unwrap_or(false),
    ))
}

/// A symmetric window of length `n >= 2` from its first half.
fn mirrored(n: usize, half: impl Fn(usize) -> f64) -> Vec<f64> {
    let first: Vec<f64> = (0..n.div_ceil(2)).map(half).collect();
    let mut window = first.clone();
    window.extend(first.iter().rev().skip(n % 2));
    window
}

/// `sum_j (-1)^j a_j cos(2 pi j k / (n - 1))`, the generalized cosine
/// window of length `n` (its sampling applied).
fn cosine_window(n: usize, sampling: Sampling, coefficients: &[f64]) -> Vec<f64> {
    let length = if sampling == Sampling::Periodic {
        n + 1
    } else {
        n
    };
    let mut window = mirrored(length, |k| {
        let x = k as f64 / (length - 1) as f64;
        coefficients.iter().enumerate().fold(0.0, |sum, (j, &a)| {
            let term = a * (2.0 * PI * j as f64 * x).cos();
            if j % 2 == 0 {
                sum + term
            } else {
                sum - term
            }
        })
    });
    window.truncate(n);
    window
}

/// Shared front of every window: length, options, the trivial lengths, and
/// the column of the requested class.
fn window(
    interp: &mut Interpreter,
    args: &[Value],
    grammar: &Grammar,
    compute: impl Fn(usize, Sampling) -> Vec<f64>,
) -> Result<Outputs> {
    let n = window_length(interp, &args[0], grammar)?;
    let (sampling, single) = options(&args[1..], grammar)?;
    let data = match n {
        0 => Vec::new(),
        1 => vec![1.0],
        _ => compute(n, sampling),
    };
    one(if single {
        Value::Single(Tensor::new(
            Shape::column(n),
            data.into_iter().map(|v| v as f32).collect(),
        ))
    } else {
        Value::Double(Tensor::new(Shape::column(n), data))
    })
}

/// A generalized cosine window builtin: `name(L)`, `name(L, sflag)`,
/// `name(..., typeName)`, all three of which take the same options.
fn cosine_window_builtin(
    interp: &mut Interpreter,
    args: &[Value],
    name: &'static str,
    coefficients: &[f64],
) -> Result<Outputs> {
    let grammar = Grammar {
        name,
        sampling: true,
        type_name: true,
    };
    window(interp, args, &grammar, |n, s| {
        cosine_window(n, s, coefficients)
    })
}

/// `hamming(L)`, `hamming(L, sflag)`, `hamming(..., typeName)`.
pub fn hamming(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    cosine_window_builtin(interp, args, "hamming", &[0.54, 0.46])
}

/// `hann(L)`, `hann(L, sflag)`, `hann(..., typeName)`: zero at both ends.
pub fn hann(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    cosine_window_builtin(interp, args, "hann", &[0.5, 0.5])
}

/// `blackman(L)`, `blackman(L, sflag)`, `blackman(..., typeName)`.
pub fn blackman(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    cosine_window_builtin(interp, args, "blackman", &[0.42, 0.5, 0.08])
}

/// The symmetric `hanning` window: `0.5 (1 - cos(2 pi k / (n + 1)))` for
/// `k = 1..n`, which leaves out hann's zero end points.
fn symmetric_hanning(n: usize) -> Vec<f64> {
    if n == 1 {
        return vec![1.0];
    }
    mirrored(n, |k| {
        0.5 * (1.0 - (2.0 * PI * (k + 1) as f64 / (n + 1) as f64).cos())
    })
}

/// `hanning(L)`, `hanning(L, sflag)`; the periodic window is a zero
/// followed by the symmetric window one shorter.
pub fn hanning(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let grammar = Grammar {
        name: "hanning",
        sampling: true,
        type_name: false,
    };
    window(interp, args, &grammar, |n, s| match s {
        Sampling::Symmetric => symmetric_hanning(n),
        Sampling::Periodic => {
            let mut w = vec![0.0];
            w.extend(symmetric_hanning(n - 1));
            w
        }
    })
}

/// `bartlett(L)`: the triangle `2k/(L-1)` rising to the middle, zero at
/// both ends.
pub fn bartlett(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let grammar = Grammar {
        name: "bartlett",
        sampling: false,
        type_name: false,
    };
    window(interp, args, &grammar, |n, _| {
        mirrored(n, |k| 2.0 * k as f64 / (n - 1) as f64)
    })
}

fn sinc_real(x: f64) -> f64 {
    if x == 0.0 {
        1.0
    } else {
        (PI * x).sin() / (PI * x)
    }
}

fn sinc_complex(z: Complex64) -> Complex64 {
    if z == Complex64::new(0.0, 0.0) {
        Complex64::new(1.0, 0.0)
    } else {
        (PI * z).sin() / (PI * z)
    }
}

/// `sinc(x) = sin(pi x) / (pi x)`, 1 at zero, element-wise.
pub fn sinc(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    const F: Unary = Unary {
        name: "sinc",
        real: sinc_real,
        outside: None,
        complex: sinc_complex,
    };
    one(unary(&args[0], &F)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetric_windows_mirror_exactly() {
        for n in 2..20 {
            let w = cosine_window(n, Sampling::Symmetric, &[0.42, 0.5, 0.08]);
            assert_eq!(w.len(), n);
            assert!(w.iter().zip(w.iter().rev()).all(|(a, b)| a == b));
        }
    }

    #[test]
    fn periodic_is_the_longer_symmetric_window_cut() {
        let long = cosine_window(16, Sampling::Symmetric, &[0.54, 0.46]);
        let periodic = cosine_window(15, Sampling::Periodic, &[0.54, 0.46]);
        assert_eq!(&long[..15], &periodic[..]);
    }

    #[test]
    fn hanning_has_no_zero_ends() {
        let w = symmetric_hanning(3);
        assert!((w[0] - 0.5).abs() < 1e-15 && w[1] == 1.0 && w[2] == w[0]);
    }

    #[test]
    fn option_words_are_unique_prefixes() {
        assert_eq!(
            option_word("Per", &["symmetric", "periodic"]),
            Some("periodic")
        );
        assert_eq!(option_word("s", &["symmetric", "periodic", "single"]), None);
        assert_eq!(option_word("", &["symmetric"]), None);
    }
}
