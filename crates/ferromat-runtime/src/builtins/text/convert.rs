//! Conversions between text and other classes: `string(x)` (numbers,
//! logicals, chars and cells to string arrays), `strlength` and
//! `str2double`. `string(x)` has its own small `%g` formatter because its
//! precision rule is its own; `num2str` and `sprintf` live elsewhere.

use std::sync::Arc;

use crate::builtins::text::strings::{arg, invalid_text, TextArray, Units};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// C's `%.{precision}g`: `precision` significant digits, exponent form when
/// the exponent is below -4 or at least `precision`, trailing zeros removed.
fn format_g(x: f64, precision: usize) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Inf".into() } else { "-Inf".into() };
    }
    let precision = precision.max(1);
    let scientific = format!("{:.*e}", precision - 1, x);
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let strip = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if exponent < -4 || exponent >= precision as i32 {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{}{:02}", strip(mantissa), sign, exponent.abs())
    } else {
        let decimals = (precision as i32 - 1 - exponent).max(0) as usize;
        strip(&format!("{x:.decimals$}"))
    }
}

/// The significant digits `string` uses for an array whose largest finite
/// magnitude is `max_abs`: four more than the digits before the point (at
/// least one), so `string(pi)` is "3.1416" and `string([pi 100])` gives
/// "3.14159"; capped at 16, beyond which doubles carry no more digits.
fn string_precision(max_abs: f64) -> usize {
    let digits = if max_abs > 0.0 {
        max_abs.log10().ceil().max(1.0)
    } else {
        1.0
    };
    (digits as usize + 4).min(16)
}

fn max_finite_abs(values: impl Iterator<Item = f64>) -> f64 {
    values
        .filter(|x| x.is_finite())
        .map(f64::abs)
        .fold(0.0, f64::max)
}

/// The text of each element; `None` for a real NaN, which `string` makes a
/// missing string, as MATLAB documents.
fn numbers_to_strings(value: &Value) -> Option<Vec<Option<String>>> {
    let texts = |texts: Vec<String>| Some(texts.into_iter().map(Some).collect());
    match value {
        Value::Double(_) | Value::Single(_) => {
            let data = value.to_f64_vec()?;
            let precision = string_precision(max_finite_abs(data.iter().copied()));
            Some(
                data.iter()
                    .map(|&x| (!x.is_nan()).then(|| format_g(x, precision)))
                    .collect(),
            )
        }
        Value::Logical(t) => texts(
            t.data()
                .iter()
                .map(|&b| if b { "true" } else { "false" }.to_string())
                .collect(),
        ),
        Value::Int64(t) => texts(t.data().iter().map(i64::to_string).collect()),
        Value::UInt64(t) => texts(t.data().iter().map(u64::to_string).collect()),
        Value::Int8(_)
        | Value::Int16(_)
        | Value::Int32(_)
        | Value::UInt8(_)
        | Value::UInt16(_)
        | Value::UInt32(_) => texts(value.to_f64_vec()?.iter().map(|x| format!("{x}")).collect()),
        Value::ComplexDouble(t) => {
            let parts = t.data().iter().flat_map(|z| [z.re, z.im]);
            let precision = string_precision(max_finite_abs(parts));
            texts(
                t.data()
                    .iter()
                    .map(|z| complex_text(z.re, z.im, precision))
                    .collect(),
            )
        }
        Value::ComplexSingle(t) => {
            let parts = t
                .data()
                .iter()
                .flat_map(|z| [f64::from(z.re), f64::from(z.im)]);
            let precision = string_precision(max_finite_abs(parts));
            texts(
                t.data()
                    .iter()
                    .map(|z| complex_text(f64::from(z.re), f64::from(z.im), precision))
                    .collect(),
            )
        }
        _ => None,
    }
}

fn complex_text(re: f64, im: f64, precision: usize) -> String {
    let imaginary = format_g(im, precision);
    let sign = if imaginary.starts_with('-') { "" } else { "+" };
    format!("{}{sign}{imaginary}i", format_g(re, precision))
}

/// `string(x)`: a string array of the shape of `x` (a char matrix gives one
/// element per row).
fn to_string_value(value: &Value) -> Result<Value> {
    let strings = |shape: Shape, texts: Vec<Option<String>>| {
        Value::String(Tensor::new(
            shape,
            texts.into_iter().map(|t| t.map(Arc::from)).collect(),
        ))
    };
    match value {
        Value::String(_) => Ok(value.clone()),
        Value::Char(t) => {
            if t.shape().ndims() > 2 {
                return Err(invalid_text("string"));
            }
            let (rows, cols) = (t.shape().rows(), t.shape().cols());
            if rows <= 1 {
                return Ok(Value::string(&String::from_utf16_lossy(t.data())));
            }
            let texts = (0..rows)
                .map(|r| {
                    let row: Units = (0..cols).map(|c| t.data()[c * rows + r]).collect();
                    Some(String::from_utf16_lossy(&row))
                })
                .collect();
            Ok(strings(Shape::column(rows), texts))
        }
        Value::Cell(cells) => {
            let mut texts = Vec::with_capacity(cells.numel());
            for (i, element) in cells.data().iter().enumerate() {
                match element {
                    Value::String(t) if t.is_scalar() => {
                        texts.push(t.first().cloned().flatten().map(|s| s.to_string()));
                    }
                    other => texts.push(Some(other.as_text().ok_or_else(|| {
                        RuntimeError::new(
                            "MATLAB:string:CellElementNotText",
                            format!(
                                "Conversion from cell failed. Element {} must be a string scalar or character vector.",
                                i + 1
                            ),
                        )
                        .in_function("string")
                    })?)),
                }
            }
            Ok(strings(cells.shape().clone(), texts))
        }
        other => {
            let texts = numbers_to_strings(other).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:string:UnsupportedClass",
                    format!(
                        "Conversion to string from {} is not possible.",
                        other.class().name()
                    ),
                )
                .in_function("string")
            })?;
            Ok(strings(other.shape(), texts))
        }
    }
}

/// `s = string(x)`: converts text, cells of text, numbers and logicals to a
/// string array of the same shape (a char matrix gives one element per row).
/// Numbers use `%g` with four more significant digits than the largest
/// magnitude has before the point (`string(pi)` is "3.1416"). Differences
/// from MATLAB: MATLAB does not document its rule; this one reproduces the
/// observed outputs, and precision is capped at 16 digits.
pub fn string(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    match args {
        [] => one(Value::String(Tensor::scalar(Some(Arc::from(""))))),
        [value] => one(to_string_value(value)?),
        _ => Err(RuntimeError::too_many_inputs().in_function("string")),
    }
}

/// `n = strlength(s)`: number of characters of each text (NaN for
/// `<missing>`), as a double array of the shape of `s`.
pub fn strlength(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let text = TextArray::parse(arg(args, 0)?, "strlength")?;
    let lengths = text
        .items
        .iter()
        .map(|item| item.as_ref().map_or(f64::NAN, |units| units.len() as f64))
        .collect();
    one(Value::Double(Tensor::new(text.shape, lengths)))
}

/// The number a text spells, or NaN: optional sign, digits with an optional
/// point, an optional `e`/`d` exponent, `Inf` or `NaN`; surrounding
/// whitespace and thousands-separating commas are ignored.
#[cfg(test)]
fn parse_double(text: &str) -> f64 {
    match parse_complex(text) {
        Some((re, 0.0)) => re,
        _ => f64::NAN,
    }
}

/// The complex number a text spells: a real part, an imaginary part (a
/// number followed by `i` or `j`, optionally through `*`: `2.5i`, `Inf*i`,
/// or a bare `i`), or both joined by `+`/`-` (`3+2i`, `1e3 - 2.5i`).
/// Blanks may surround the joining sign; commas are ignored. `None` when
/// the text spells no number.
fn parse_complex(text: &str) -> Option<(f64, f64)> {
    let cleaned: String = text.trim().chars().filter(|&c| c != ',').collect();
    let mut rest = cleaned.as_str();
    let (first, imaginary) = signed_term(&mut rest, false)?;
    rest = rest.trim_start();
    if rest.is_empty() {
        return Some(if imaginary {
            (0.0, first)
        } else {
            (first, 0.0)
        });
    }
    // A second term must be joined by a sign and be the imaginary part.
    if imaginary || !rest.starts_with(['+', '-']) {
        return None;
    }
    let (second, second_imaginary) = signed_term(&mut rest, true)?;
    (second_imaginary && rest.trim().is_empty()).then_some((first, second))
}

/// One signed term at the front of `rest`: its value and whether it is
/// imaginary. At most one sign; blanks after it only when `joining` (the
/// sign between the real and imaginary parts).
fn signed_term(rest: &mut &str, joining: bool) -> Option<(f64, bool)> {
    let mut sign = 1.0;
    if let Some(after) = rest.strip_prefix(['+', '-']) {
        if rest.starts_with('-') {
            sign = -1.0;
        }
        *rest = if joining { after.trim_start() } else { after };
    }
    let magnitude = unsigned_number(rest);
    let imaginary = imaginary_unit(rest, magnitude.is_some());
    match (magnitude, imaginary) {
        (Some(x), imaginary) => Some((sign * x, imaginary)),
        // A bare `i`: the coefficient is 1.
        (None, true) => Some((sign, true)),
        (None, false) => None,
    }
}

/// Digits with an optional point and `e`/`d` exponent, or `Inf`/`NaN`
/// (any case), removed from the front of `rest`.
fn unsigned_number(rest: &mut &str) -> Option<f64> {
    for (word, value) in [("inf", f64::INFINITY), ("nan", f64::NAN)] {
        if rest.len() >= 3 && rest.get(..3)?.eq_ignore_ascii_case(word) {
            *rest = rest.get(3..)?;
            return Some(value);
        }
    }
    let bytes = rest.as_bytes();
    let mut end = 0;
    let mut digits = 0;
    while end < bytes.len() && bytes[end].is_ascii_digit() {
        end += 1;
        digits += 1;
    }
    if bytes.get(end) == Some(&b'.') {
        end += 1;
        while end < bytes.len() && bytes[end].is_ascii_digit() {
            end += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return None;
    }
    if matches!(bytes.get(end), Some(b'e' | b'E' | b'd' | b'D')) {
        let mut exponent_end = end + 1;
        if matches!(bytes.get(exponent_end), Some(b'+' | b'-')) {
            exponent_end += 1;
        }
        let exponent_digits = bytes[exponent_end.min(bytes.len())..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if exponent_digits == 0 {
            return None;
        }
        end = exponent_end + exponent_digits;
    }
    let number = rest.get(..end)?.replace(['d', 'D'], "e");
    *rest = rest.get(end..)?;
    number.parse().ok()
}

/// Removes an `i`/`j` (after a number, also `*i`) from the front of
/// `rest`; whether there was one.
fn imaginary_unit(rest: &mut &str, after_number: bool) -> bool {
    let candidate = match rest.strip_prefix('*') {
        Some(after) if after_number => after,
        _ => rest,
    };
    match candidate.strip_prefix(['i', 'j', 'I', 'J']) {
        Some(after) => {
            *rest = after;
            true
        }
        None => false,
    }
}

/// `x = str2double(s)`: the number each text spells, NaN where it spells
/// none (and for non-text input). Accepts signs, decimals, `e`/`d`
/// exponents, `Inf`, `NaN`, surrounding whitespace, thousands commas and
/// complex text (`'3+2i'`, `'2j'`, `'Inf*i'`); the result is complex when
/// any element has an imaginary part.
pub fn str2double(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = arg(args, 0)?;
    let nan = (f64::NAN, 0.0);
    let parse_units = |units: &Option<Units>| {
        units.as_ref().map_or(nan, |u| {
            parse_complex(&String::from_utf16_lossy(u)).unwrap_or(nan)
        })
    };
    let parsed: Tensor<(f64, f64)> = match value {
        Value::Char(_) | Value::String(_) => match TextArray::from_value(value) {
            Some(text) => Tensor::new(
                text.shape.clone(),
                text.items.iter().map(parse_units).collect(),
            ),
            None => Tensor::scalar(nan),
        },
        Value::Cell(cells) => cells.map(|element| match element {
            Value::Char(_) => element
                .as_text()
                .and_then(|t| parse_complex(&t))
                .unwrap_or(nan),
            _ => nan,
        }),
        _ => Tensor::scalar(nan),
    };
    one(if parsed.data().iter().any(|&(_, im)| im != 0.0) {
        Value::ComplexDouble(parsed.map(|&(re, im)| num_complex::Complex64::new(re, im)))
    } else {
        Value::Double(parsed.map(|&(re, _)| re))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::text::strings::tests::{call, cell_row, chars, string_row};

    #[test]
    fn format_g_matches_c() {
        assert_eq!(format_g(std::f64::consts::PI, 5), "3.1416");
        assert_eq!(format_g(1e6, 6), "1e+06");
        assert_eq!(format_g(1e-5, 6), "1e-05");
        assert_eq!(format_g(0.0001, 6), "0.0001");
        assert_eq!(format_g(123456.0, 6), "123456");
        assert_eq!(format_g(1.0 / 3.0, 5), "0.33333");
        assert_eq!(format_g(-2.5, 5), "-2.5");
        assert_eq!(format_g(0.0, 5), "0");
        assert_eq!(format_g(f64::NEG_INFINITY, 5), "-Inf");
        assert_eq!(format_g(1.0 / 2f64.powi(52), 5), "2.2204e-16");
    }

    #[test]
    fn string_of_numbers_uses_the_array_precision() {
        let pi = std::f64::consts::PI;
        assert_eq!(
            call(string, &[Value::scalar(pi)]).unwrap(),
            Value::string("3.1416")
        );
        // Observed MATLAB output (MATLAB Answers 2040916).
        let cases = [
            (1.0, "3.1416"),
            (100.0, "3.14159"),
            (127.0, "3.141593"),
            (15000.0, "3.14159265"),
        ];
        for (other, expected) in cases {
            let out = call(string, &[Value::row(vec![pi, other])]).unwrap();
            assert_eq!(out.as_text(), None);
            match out {
                Value::String(t) => {
                    assert_eq!(t.data()[0].as_deref(), Some(expected));
                    assert_eq!(t.data()[1].as_deref(), Some(format!("{other}").as_str()));
                }
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(
            call(string, &[Value::scalar(2.75)]).unwrap(),
            Value::string("2.75")
        );
        assert_eq!(
            call(string, &[Value::scalar(123456789.0)]).unwrap(),
            Value::string("123456789")
        );
        // A NaN is a missing string, not the text "NaN".
        assert_eq!(
            call(string, &[Value::scalar(f64::NAN)]).unwrap(),
            Value::String(Tensor::scalar(None))
        );
    }

    #[test]
    fn string_of_other_classes() {
        assert_eq!(
            call(string, &[Value::bool(true)]).unwrap(),
            Value::string("true")
        );
        assert_eq!(
            call(string, &[Value::Int8(Tensor::scalar(-5))]).unwrap(),
            Value::string("-5")
        );
        assert_eq!(call(string, &[chars("abc")]).unwrap(), Value::string("abc"));
        assert_eq!(
            call(string, &[cell_row(&["a", "bc"])]).unwrap(),
            string_row(&["a", "bc"])
        );
        let z = Value::ComplexDouble(Tensor::scalar(num_complex::Complex64::new(3.0, -4.0)));
        assert_eq!(call(string, &[z]).unwrap(), Value::string("3-4i"));
        let matrix = Value::Char(Tensor::new(
            Shape::matrix(2, 2),
            "acbd".encode_utf16().collect(),
        ));
        let expected = Value::String(Tensor::column(vec![
            Some(Arc::from("ab")),
            Some(Arc::from("cd")),
        ]));
        assert_eq!(call(string, &[matrix]).unwrap(), expected);
        let bad = Value::Cell(Arc::new(Tensor::row(vec![chars("a"), Value::scalar(1.0)])));
        let error = call(string, &[bad]).unwrap_err();
        assert!(error.message.contains("Element 2"), "{}", error.message);
        let empty = Value::Double(Tensor::new(Shape::matrix(0, 3), vec![]));
        assert_eq!(call(string, &[empty]).unwrap().shape().dims(), &[0, 3]);
    }

    #[test]
    fn strlength_counts_code_units_and_missing_is_nan() {
        assert_eq!(
            call(strlength, &[chars("hello")]).unwrap(),
            Value::scalar(5.0)
        );
        assert_eq!(
            call(strlength, &[cell_row(&["a", ""])]).unwrap(),
            Value::row(vec![1.0, 0.0])
        );
        let with_missing = Value::String(Tensor::row(vec![Some(Arc::from("ab")), None]));
        match call(strlength, &[with_missing]).unwrap() {
            Value::Double(t) => {
                assert_eq!(t.data()[0], 2.0);
                assert!(t.data()[1].is_nan());
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn str2double_parses_or_gives_nan() {
        for (text, expected) in [
            ("4.625", 4.625),
            ("  -12 ", -12.0),
            ("1e3", 1000.0),
            ("1,200.5", 1200.5),
            (".5", 0.5),
            ("+2", 2.0),
            ("-Inf", f64::NEG_INFINITY),
            ("inf", f64::INFINITY),
        ] {
            assert_eq!(parse_double(text), expected, "{text}");
        }
        for text in [
            "", "abc", "1.2.3", "--1", "e5", "1e", "NaN", "1+2", "2i+3", "1 2",
        ] {
            assert!(parse_double(text).is_nan(), "{text}");
        }
        for (text, expected) in [
            ("3+2i", (3.0, 2.0)),
            ("2j", (0.0, 2.0)),
            ("Inf*i", (0.0, f64::INFINITY)),
            ("1e3 - 2.5i", (1000.0, -2.5)),
            ("-i", (0.0, -1.0)),
            ("4 + i", (4.0, 1.0)),
        ] {
            assert_eq!(parse_complex(text), Some(expected), "{text}");
        }
        assert_eq!(
            call(str2double, &[chars("2.5")]).unwrap(),
            Value::scalar(2.5)
        );
        assert!(call(str2double, &[Value::scalar(5.0)])
            .unwrap()
            .as_f64()
            .unwrap()
            .is_nan());
        let cells = Value::Cell(Arc::new(Tensor::row(vec![chars("1"), Value::scalar(2.0)])));
        match call(str2double, &[cells]).unwrap() {
            Value::Double(t) => {
                assert_eq!(t.data()[0], 1.0);
                assert!(t.data()[1].is_nan());
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            call(str2double, &[string_row(&["1", "2"])]).unwrap(),
            Value::row(vec![1.0, 2.0])
        );
    }
}
