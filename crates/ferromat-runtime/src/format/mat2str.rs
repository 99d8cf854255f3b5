//! `mat2str`: a 2-D value as text that evaluates back to it (DISPLAY.md
//! R5.3): `%.15g` numbers, `true`/`false`, quoted text, optional class
//! wrapper. Only builds text; argument parsing is in builtins/console/print.rs.

use super::cfmt::{self, Spec};
use crate::error::{Result, RuntimeError};
use crate::value::Value;

/// `mat2str(value, precision, 'class')` (`precision` defaults to 15).
pub fn mat2str(value: &Value, precision: usize, with_class: bool) -> Result<String> {
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:mat2str:TwoDInput",
            "Input matrix must be 2-D.",
        ));
    }
    let (rows, cols) = (shape.rows(), shape.cols());
    match value {
        Value::Char(t) => return Ok(char_text(t.data(), rows, cols)),
        Value::String(t) => return Ok(string_text(t.data(), rows, cols)),
        Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_) => {
            return Err(RuntimeError::new(
                "MATLAB:mat2str:NumericInput",
                "Input matrix must be a numeric, logical, char, or string array.",
            ))
        }
        _ => {}
    }
    let class = value.class().name();
    let wrap = |text: String| {
        if with_class {
            format!("{class}({text})")
        } else {
            text
        }
    };
    if value.is_empty() {
        let text = if rows == 0 && cols == 0 {
            "[]".to_string()
        } else {
            format!("zeros({rows},{cols})")
        };
        return Ok(wrap(text));
    }
    let elements = element_texts(value, precision);
    let text = if elements.len() == 1 {
        elements[0].clone()
    } else {
        let lines: Vec<String> = (0..rows)
            .map(|r| {
                (0..cols)
                    .map(|c| elements[c * rows + r].as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        format!("[{}]", lines.join(";"))
    };
    Ok(wrap(text))
}

fn element_texts(value: &Value, precision: usize) -> Vec<String> {
    let real = |x: f64| number(x, precision);
    let complex = |re: f64, im: f64| {
        let mut text = real(re);
        if im != 0.0 {
            if im.is_finite() {
                text.push(if im < 0.0 { '-' } else { '+' });
                text.push_str(&number(im.abs(), precision));
                text.push('i');
            } else if im.is_nan() {
                text.push_str("+1i*NaN");
            } else {
                text.push_str(if im < 0.0 { "-1i*Inf" } else { "+1i*Inf" });
            }
        }
        text
    };
    match value {
        Value::Double(t) => t.data().iter().map(|&x| real(x)).collect(),
        Value::Single(t) => t.data().iter().map(|&x| real(f64::from(x))).collect(),
        Value::ComplexDouble(t) => t.data().iter().map(|z| complex(z.re, z.im)).collect(),
        Value::ComplexSingle(t) => t
            .data()
            .iter()
            .map(|z| complex(f64::from(z.re), f64::from(z.im)))
            .collect(),
        Value::Logical(t) => t
            .data()
            .iter()
            .map(|&b| if b { "true" } else { "false" }.to_string())
            .collect(),
        Value::Int8(t) => t.data().iter().map(|x| x.to_string()).collect(),
        Value::Int16(t) => t.data().iter().map(|x| x.to_string()).collect(),
        Value::Int32(t) => t.data().iter().map(|x| x.to_string()).collect(),
        Value::Int64(t) => t.data().iter().map(|x| x.to_string()).collect(),
        Value::UInt8(t) => t.data().iter().map(|x| x.to_string()).collect(),
        Value::UInt16(t) => t.data().iter().map(|x| x.to_string()).collect(),
        Value::UInt32(t) => t.data().iter().map(|x| x.to_string()).collect(),
        Value::UInt64(t) => t.data().iter().map(|x| x.to_string()).collect(),
        _ => Vec::new(),
    }
}

/// `%.{precision}g` with `-0` shown as `0`.
fn number(x: f64, precision: usize) -> String {
    let spec = Spec {
        precision: Some(precision),
        ..Spec::default()
    };
    cfmt::float(x + 0.0, 'g', &spec)
}

fn char_text(data: &[u16], rows: usize, cols: usize) -> String {
    if rows * cols == 0 {
        return "''".to_string();
    }
    let quoted: Vec<String> = (0..rows)
        .map(|r| {
            let units: Vec<u16> = (0..cols).map(|c| data[c * rows + r]).collect();
            format!("'{}'", String::from_utf16_lossy(&units).replace('\'', "''"))
        })
        .collect();
    if rows == 1 {
        quoted[0].clone()
    } else {
        format!("[{}]", quoted.join(";"))
    }
}

fn string_text(data: &[Option<std::sync::Arc<str>>], rows: usize, cols: usize) -> String {
    if data.is_empty() {
        return format!("strings({rows},{cols})");
    }
    let texts: Vec<String> = data
        .iter()
        .map(|s| match s {
            Some(s) => format!("\"{}\"", s.replace('"', "\"\"")),
            None => "string(missing)".to_string(),
        })
        .collect();
    if texts.len() == 1 {
        return texts[0].clone();
    }
    let lines: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| texts[c * rows + r].as_str())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    format!("[{}]", lines.join(";"))
}

#[cfg(test)]
// Test values are MATLAB's documented inputs (3.1416, 2.7183), not constants.
#[allow(clippy::approx_constant)]
mod tests {
    use super::*;
    use crate::value::{Shape, Tensor};
    use num_complex::Complex64;

    fn m(value: Value) -> String {
        mat2str(&value, 15, false).expect("mat2str")
    }

    #[test]
    fn documented_examples() {
        let a = Value::matrix(Shape::matrix(2, 2), vec![3.85, 7.74, 2.91, 8.99]);
        assert_eq!(m(a), "[3.85 2.91;7.74 8.99]");
        assert_eq!(m(Value::scalar(std::f64::consts::PI)), "3.14159265358979");
        let b = Value::row(vec![3.1416, 2.7183]);
        assert_eq!(mat2str(&b, 3, false).expect("mat2str"), "[3.14 2.72]");
        let u = Value::UInt16(Tensor::row(vec![256, 512]));
        assert_eq!(mat2str(&u, 15, true).expect("mat2str"), "uint16([256 512])");
    }

    #[test]
    fn special_values() {
        assert_eq!(
            m(Value::Logical(Tensor::row(vec![true, false]))),
            "[true false]"
        );
        assert_eq!(
            m(Value::row(vec![f64::NAN, f64::INFINITY, f64::NEG_INFINITY])),
            "[NaN Inf -Inf]"
        );
        assert_eq!(m(Value::scalar(-0.0)), "0");
        assert_eq!(
            m(Value::ComplexDouble(Tensor::scalar(Complex64::new(
                3.0, 4.0
            )))),
            "3+4i"
        );
        assert_eq!(
            m(Value::ComplexDouble(Tensor::row(vec![
                Complex64::new(1.0, -2.0),
                Complex64::new(3.0, 0.0)
            ]))),
            "[1-2i 3]"
        );
        assert_eq!(m(Value::empty()), "[]");
        assert_eq!(m(Value::row(Vec::new())), "zeros(1,0)");
        assert_eq!(m(Value::char_row("abc")), "'abc'");
        assert_eq!(m(Value::char_row("it's")), "'it''s'");
        assert_eq!(m(Value::scalar(1e10)), "10000000000");
        assert_eq!(m(Value::row(vec![1.5, f64::NAN])), "[1.5 NaN]");
        assert_eq!(m(Value::row(vec![1.0, 2.0, 3.0])), "[1 2 3]");
        assert_eq!(m(Value::string("hi")), "\"hi\"");
        let nd = Value::matrix(Shape::new(&[1, 1, 2]), vec![1.0, 2.0]);
        assert!(mat2str(&nd, 15, false).is_err());
    }
}
