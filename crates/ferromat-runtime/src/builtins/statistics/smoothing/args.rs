//! The argument grammar of `smoothdata`: `(A, dim?, method?, window?,
//! nanflag?, Name, Value, ...)`, parsed in MATLAB's order into a
//! `Request`, with MATLAB's error identifiers (`MATLAB:smoothdata:*`).
//!
//! Words match case-insensitively by prefix, as MATLAB's do ('gauss',
//! 'rlo' is ambiguous, 'Smoothing' names 'SmoothingFactor'). Which error a
//! stray argument raises depends on how far the call got (a method, a
//! window, a NaN flag or a name-value argument was expected), as in
//! MATLAB. The Savitzky-Golay degree is checked against the window in
//! `sgolay_degree` once the window is known. This file decides nothing
//! about how data is smoothed.

use crate::builtins::args::parse_dim;
use crate::builtins::messages::warn;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Tensor, Value};

use crate::builtins::statistics::moving::Span;

pub(super) const NAME: &str = "smoothdata";

pub(super) fn error(id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:{NAME}:{id}"), message).in_function(NAME)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Method {
    MovMean,
    MovMedian,
    Gaussian,
    Lowess,
    Loess,
    RLowess,
    RLoess,
    SGolay,
}

const METHODS: [(&str, Method); 8] = [
    ("movmean", Method::MovMean),
    ("movmedian", Method::MovMedian),
    ("gaussian", Method::Gaussian),
    ("lowess", Method::Lowess),
    ("loess", Method::Loess),
    ("rlowess", Method::RLowess),
    ("rloess", Method::RLoess),
    ("sgolay", Method::SGolay),
];

const NAN_FLAGS: [&str; 2] = ["omitnan", "includenan"];

/// A parsed call.
pub(super) struct Request {
    /// 0-based dimension to smooth along.
    pub axis: usize,
    pub method: Method,
    /// The window given (one length or [kb kf]); `None` picks one.
    pub window: Option<Vec<f64>>,
    /// The window as given, as a double array: the second output.
    pub window_value: Option<Value>,
    pub omit: bool,
    pub factor: f64,
    /// 'SamplePoints' (as many as the smoothed dimension is long).
    pub t: Option<Vec<f64>>,
    /// 'Degree' as given (checked by `sgolay_degree`).
    pub degree: Option<Value>,
}

/// What a stray argument was taken for: it picks the error identifier.
#[derive(Clone, Copy, PartialEq)]
enum Expected {
    Method,
    Window,
    NanFlag,
    NameValue,
}

fn unexpected(expected: Expected, sgolay: bool) -> RuntimeError {
    match expected {
        Expected::Method => error(
            "invalidMethod",
            "Smoothing method must be 'movmean', 'movmedian', 'gaussian', 'lowess', 'loess', 'rlowess', 'rloess', or 'sgolay'.",
        ),
        Expected::Window => error(
            "invalidWinsize",
            "Window size must be a positive scalar or a two-element vector of nonnegative values.",
        ),
        Expected::NanFlag => error(
            "invalidNanflag",
            "Expected 'omitnan', 'includenan', or a name-value argument.",
        ),
        Expected::NameValue if sgolay => error(
            "invalidNVPairSGolay",
            "Name-value argument name must be 'SamplePoints', 'SmoothingFactor', or 'Degree'.",
        ),
        Expected::NameValue => error(
            "invalidNVPair",
            "Name-value argument name must be 'SamplePoints' or 'SmoothingFactor'.",
        ),
    }
}

/// A char row vector or string scalar, the only shapes an option word has.
fn word(value: &Value) -> Option<String> {
    match value {
        Value::Char(t) if t.shape().dims() == [1, t.numel()] => value.as_text(),
        Value::String(t) if t.is_scalar() => value.as_text(),
        _ => None,
    }
}

/// Indices of the `choices` that start with `word`, ignoring case; a word
/// shorter than `shortest` matches nothing.
fn matches(choices: &[&str], word: &str, shortest: usize) -> Vec<usize> {
    let length = word.chars().count();
    if length < shortest.max(1) {
        return Vec::new();
    }
    let word = word.to_lowercase();
    choices
        .iter()
        .enumerate()
        .filter(|(_, choice)| choice.to_lowercase().starts_with(&word))
        .map(|(i, _)| i)
        .collect()
}

fn is_numeric(value: &Value) -> bool {
    value.class().is_numeric() || value.class() == Class::Logical
}

/// The real parts of a numeric or logical value, as doubles.
fn numbers(value: &Value) -> Option<Vec<f64>> {
    let value = crate::builtins::sparse::convert::full_value(value).ok()?;
    match &value {
        Value::ComplexDouble(t) => Some(t.data().iter().map(|z| z.re).collect()),
        Value::ComplexSingle(t) => Some(t.data().iter().map(|z| f64::from(z.re)).collect()),
        Value::Char(_) => None,
        other => other.to_f64_vec(),
    }
}

/// A window argument: a positive scalar or two nonnegative values (an
/// empty one asks for the automatic window). Returns the values and the
/// double array the second output gives back.
fn window(value: &Value) -> Result<Option<(Vec<f64>, Value)>> {
    let bad = || unexpected(Expected::Window, false);
    let shape = value.shape();
    if !is_numeric(value) || value.numel() > 2 || !(shape.is_vector() || value.is_empty()) {
        return Err(bad());
    }
    let values = numbers(value).ok_or_else(bad)?;
    if values.iter().any(|&w| w < 0.0) || values == [0.0] {
        return Err(bad());
    }
    if value.is_complex() {
        return Err(error("noComplexWindows", "Window size must be real."));
    }
    if values.iter().any(|w| !w.is_finite()) {
        return Err(error("needsFiniteWindows", "Window size must be finite."));
    }
    if values.is_empty() {
        return Ok(None);
    }
    let as_double = Value::Double(Tensor::new(shape, values.clone()));
    Ok(Some((values, as_double)))
}

/// 'SamplePoints': a real, finite, strictly increasing numeric vector with
/// one point per element along the smoothed dimension (`length`).
fn sample_points(value: &Value, length: usize, empty_data: bool) -> Result<Option<Vec<f64>>> {
    let name = "'SamplePoints'";
    let invalid = || {
        error(
            "invalidSamplePoints",
            "'SamplePoints' must be a numeric vector.",
        )
    };
    let numeric = value.class().is_numeric() && !matches!(value, Value::Char(_));
    if !numeric || !(value.shape().is_vector() || value.is_empty()) {
        return Err(invalid());
    }
    let length_error = || {
        error(
            "SamplePointsLength",
            "'SamplePoints' must have one point for each element along the smoothed dimension.",
        )
    };
    if value.is_empty() {
        return if empty_data {
            Ok(None)
        } else {
            Err(length_error())
        };
    }
    let t = numbers(value).ok_or_else(invalid)?;
    let imaginary_finite = match value {
        Value::ComplexDouble(z) => z.data().iter().all(|z| z.im.is_finite()),
        Value::ComplexSingle(z) => z.data().iter().all(|z| z.im.is_finite()),
        _ => true,
    };
    if t.iter().any(|x| !x.is_finite()) || !imaginary_finite {
        return Err(error("needsFinites", format!("{name} must be finite.")));
    }
    if t.len() != length {
        return Err(length_error());
    }
    if value.is_complex() {
        return Err(error("noComplex", format!("{name} must be real.")));
    }
    if matches!(value, Value::Sparse(_)) {
        return Err(error(
            "noSparseSamplePoints",
            "'SamplePoints' must not be sparse.",
        ));
    }
    if t.windows(2).any(|pair| pair[1] == pair[0]) {
        return Err(error(
            "SamplePointsDuplicate",
            format!("{name} must not contain duplicate points."),
        ));
    }
    if t.windows(2).any(|pair| pair[1] < pair[0]) {
        return Err(error(
            "SamplePointsSorted",
            format!("{name} must be sorted in ascending order."),
        ));
    }
    Ok(Some(t))
}

/// 'SmoothingFactor': a real scalar in [0, 1] (or a logical scalar).
fn smoothing_factor(value: &Value) -> Result<f64> {
    if value.is_complex() {
        return Err(error("noComplex", "'SmoothingFactor' must be real."));
    }
    let invalid = || {
        error(
            "invalidSmoothingFactor",
            "'SmoothingFactor' must be a numeric scalar between 0 and 1.",
        )
    };
    if !is_numeric(value) || !value.is_scalar() {
        return Err(invalid());
    }
    let factor = numbers(value)
        .and_then(|v| v.first().copied())
        .ok_or_else(invalid)?;
    if (0.0..=1.0).contains(&factor) {
        Ok(factor)
    } else {
        Err(invalid())
    }
}

/// Parses everything after the data. `length_along(axis)` is the data's
/// size along a dimension; `empty_data` whether it has no elements.
pub(super) fn parse(
    args: &[Value],
    default_axis: usize,
    length_along: impl Fn(usize) -> usize,
    empty_data: bool,
) -> Result<Request> {
    let mut request = Request {
        axis: default_axis,
        method: Method::MovMean,
        window: None,
        window_value: None,
        omit: true,
        factor: 0.25,
        t: None,
        degree: None,
    };
    let mut expected = Expected::Method;
    let mut next = 1;
    if let Some(dim) = args.get(next).filter(|a| word(a).is_none()) {
        request.axis = parse_dim(dim).map_err(|e| e.in_function(NAME))?;
        next += 1;
    }
    let method_names: Vec<&str> = METHODS.iter().map(|(name, _)| *name).collect();
    let mut gave_method = false;
    if let Some(arg) = args.get(next) {
        let text = word(arg).ok_or_else(|| unexpected(Expected::Method, false))?;
        let found = matches(&method_names, &text, 1);
        if found.len() > 1 {
            return Err(unexpected(Expected::Method, false));
        }
        if let [index] = found[..] {
            request.method = METHODS[index].1;
            gave_method = true;
            next += 1;
            expected = Expected::Window;
            if let Some(value) = args.get(next).filter(|a| is_numeric(a)) {
                if let Some((values, as_double)) = window(value)? {
                    request.window = Some(values);
                    request.window_value = Some(as_double);
                }
                next += 1;
                expected = Expected::NanFlag;
            }
        }
    }
    let sgolay = request.method == Method::SGolay;
    let mut gave_nan_flag = false;
    if let Some(text) = args.get(next).and_then(word) {
        if let Some(&index) = matches(&NAN_FLAGS, &text, 1).first() {
            request.omit = index == 0;
            gave_nan_flag = true;
            expected = Expected::NameValue;
            next += 1;
        }
    }
    let mut valid = vec!["SamplePoints", "SmoothingFactor"];
    if sgolay {
        valid.push("Degree");
    }
    let every = ["SamplePoints", "SmoothingFactor", "DataVariables", "Degree"];
    while next < args.len() {
        let text = word(&args[next]).ok_or_else(|| unexpected(expected, sgolay))?;
        if expected == Expected::Window {
            expected = Expected::NanFlag;
        }
        if !gave_method && !matches(&method_names, &text, 1).is_empty() {
            return Err(error(
                "methodAfterOptions",
                "The smoothing method must come before the NaN flag and name-value arguments.",
            ));
        }
        if !matches(&NAN_FLAGS, &text, 1).is_empty() {
            return Err(if gave_nan_flag {
                error("duplicateNanflag", "The NaN flag may be given only once.")
            } else {
                error(
                    "nanflagAfterOptions",
                    "The NaN flag must come before the name-value arguments.",
                )
            });
        }
        // A word naming two options ('S', 'D') is not taken for either.
        if matches(&every, &text, 1).len() > 1 {
            return Err(unexpected(expected, sgolay));
        }
        let hits = matches(&valid, &text, 1);
        if hits.len() != 1 {
            if !matches(&["DataVariables"], &text, 2).is_empty() {
                return Err(error(
                    "DataVariablesArray",
                    "'DataVariables' is supported only for table and timetable inputs.",
                ));
            }
            if !sgolay && !matches(&["Degree"], &text, 2).is_empty() {
                return Err(error(
                    "degreeNoSgolay",
                    "'Degree' is supported only by the 'sgolay' method.",
                ));
            }
            return Err(unexpected(expected, sgolay));
        }
        let name = valid[hits[0]];
        expected = Expected::NameValue;
        if name == "SmoothingFactor" && request.window.is_some() {
            return Err(error(
                "tuneAndWindow",
                "'SmoothingFactor' cannot be given with a window size.",
            ));
        }
        let value = args.get(next + 1).ok_or_else(|| {
            error(
                "nameNoValue",
                format!("Expected a value after the name '{name}'."),
            )
        })?;
        match name {
            "SamplePoints" => {
                request.t = sample_points(value, length_along(request.axis), empty_data)?;
            }
            "SmoothingFactor" => request.factor = smoothing_factor(value)?,
            _ => request.degree = Some(value.clone()),
        }
        next += 2;
    }
    Ok(request)
}

/// The Savitzky-Golay degree: 'Degree' (default 2), a nonnegative integer
/// below the number of points a window can hold. A degree too large for
/// a window the call gave is an error; for the automatic window it is
/// lowered (with a warning when the call named it), as MATLAB does.
pub(super) fn sgolay_degree(
    interp: &mut Interpreter,
    request: &Request,
    window: &[f64],
) -> Result<usize> {
    let degree = match &request.degree {
        None => 2.0,
        Some(value) => {
            if value.is_complex() {
                return Err(error("noComplex", "'Degree' must be real."));
            }
            let invalid = || {
                error(
                    "negativeDegree",
                    "'Degree' must be a nonnegative integer scalar.",
                )
            };
            if !value.class().is_numeric() || !value.is_scalar() {
                return Err(invalid());
            }
            let degree = numbers(value)
                .and_then(|v| v.first().copied())
                .ok_or_else(invalid)?;
            if !degree.is_finite() {
                return Err(error("needsFinites", "'Degree' must be finite."));
            }
            if degree < 0.0 || degree.fract() != 0.0 {
                return Err(invalid());
            }
            degree
        }
    };
    let points = match &request.t {
        Some(t) => most_points(t, window) as f64,
        None if window.len() == 2 => window[0] + window[1] + 1.0,
        None => window.first().copied().unwrap_or(0.0),
    };
    if degree < points {
        return Ok(degree as usize);
    }
    let lowered = (points - 1.0).trunc().max(0.0);
    match (request.window.is_none(), request.degree.is_some()) {
        (false, true) => Err(error(
            "degreeTooLarge",
            format!("'Degree' must be less than the window size, {points}."),
        )),
        (true, true) => {
            warn(
                interp,
                "MATLAB:smoothdata:degreeAutoClash",
                &format!(
                    "'Degree' must be less than the automatically chosen window size, {points}; using degree {lowered}."
                ),
            );
            Ok(lowered as usize)
        }
        _ => Ok(lowered as usize),
    }
}

/// The most sample points any window of `window` over `t` holds.
fn most_points(t: &[f64], window: &[f64]) -> usize {
    let span = match *window {
        [kb, kf] => Span::Points {
            t,
            before: kb,
            after: kf,
            closed: true,
        },
        [w] => Span::Points {
            t,
            before: w / 2.0,
            after: w / 2.0,
            closed: false,
        },
        _ => return 0,
    };
    (0..t.len())
        .map(|k| span.range(k, t.len()).len())
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Value {
        Value::char_row(s)
    }

    fn parsed(args: &[Value]) -> Result<Request> {
        parse(args, 0, |_| 5, false)
    }

    fn id(args: &[Value]) -> String {
        parsed(args)
            .err()
            .map(|e| e.identifier.clone())
            .unwrap_or_default()
    }

    #[test]
    fn words_match_by_prefix() {
        let data = Value::row(vec![1.0; 5]);
        let r = parsed(&[data.clone(), text("Gauss"), Value::scalar(3.0), text("i")]).unwrap();
        assert_eq!(r.method, Method::Gaussian);
        assert_eq!(r.window, Some(vec![3.0]));
        assert!(!r.omit);
        let r = parsed(&[
            data.clone(),
            Value::scalar(2.0),
            text("sg"),
            text("deg"),
            Value::scalar(3.0),
        ])
        .unwrap();
        assert_eq!((r.axis, r.method), (1, Method::SGolay));
        assert!(r.degree.is_some());
        assert_eq!(
            id(&[data.clone(), text("lo")]),
            "MATLAB:smoothdata:invalidMethod"
        );
        assert_eq!(
            id(&[data.clone(), text("movmean"), text("x")]),
            "MATLAB:smoothdata:invalidNanflag"
        );
        assert_eq!(
            id(&[
                data.clone(),
                text("movmean"),
                Value::scalar(3.0),
                text("S"),
                Value::scalar(1.0)
            ]),
            "MATLAB:smoothdata:invalidNanflag"
        );
        assert_eq!(
            id(&[data.clone(), text("omitnan"), text("gaussian")]),
            "MATLAB:smoothdata:methodAfterOptions"
        );
        assert_eq!(
            id(&[data.clone(), text("omitnan"), text("includenan")]),
            "MATLAB:smoothdata:duplicateNanflag"
        );
        assert_eq!(
            id(&[data.clone(), text("Degree"), Value::scalar(1.0)]),
            "MATLAB:smoothdata:degreeNoSgolay"
        );
        assert_eq!(
            id(&[
                data.clone(),
                text("gaussian"),
                Value::scalar(3.0),
                text("SmoothingFactor"),
                Value::scalar(0.5)
            ]),
            "MATLAB:smoothdata:tuneAndWindow"
        );
        assert_eq!(
            id(&[data, text("SamplePoints")]),
            "MATLAB:smoothdata:nameNoValue"
        );
    }

    #[test]
    fn windows_and_sample_points_are_checked() {
        let data = Value::row(vec![1.0; 5]);
        let bad_window = |w: Value| id(&[data.clone(), text("movmean"), w]);
        assert_eq!(
            bad_window(Value::scalar(0.0)),
            "MATLAB:smoothdata:invalidWinsize"
        );
        assert_eq!(
            bad_window(Value::row(vec![1.0, 2.0, 3.0])),
            "MATLAB:smoothdata:invalidWinsize"
        );
        assert_eq!(
            bad_window(Value::scalar(f64::INFINITY)),
            "MATLAB:smoothdata:needsFiniteWindows"
        );
        let points = |t: Vec<f64>| id(&[data.clone(), text("SamplePoints"), Value::row(t)]);
        assert_eq!(
            points(vec![1.0, 2.0, 3.0]),
            "MATLAB:smoothdata:SamplePointsLength"
        );
        assert_eq!(
            points(vec![1.0, 2.0, 2.0, 3.0, 4.0]),
            "MATLAB:smoothdata:SamplePointsDuplicate"
        );
        assert_eq!(
            points(vec![1.0, 3.0, 2.0, 4.0, 5.0]),
            "MATLAB:smoothdata:SamplePointsSorted"
        );
        assert_eq!(most_points(&[1.0, 2.0, 3.0, 10.0], &[3.0]), 3);
        assert_eq!(most_points(&[1.0, 2.0, 3.0, 10.0], &[1.0, 1.0]), 3);
    }
}
