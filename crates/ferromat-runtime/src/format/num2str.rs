//! `num2str` and `int2str`: numbers to a char matrix, following the
//! behaviour of MathWorks' num2str.m (DISPLAY.md R5.2). Results are rows of
//! text; turning them into a char value is `char_matrix`'s job.

use super::cfmt::{align_left, align_right};
use super::printf::sprintf;
use crate::error::{Result, RuntimeError};
use crate::value::{Tensor, Value};

/// The optional second argument of `num2str`.
#[derive(Clone, Debug, PartialEq)]
pub enum Num2StrOption {
    /// `num2str(x)`.
    Default,
    /// `num2str(x, n)`: at most `n` significant digits.
    Precision(usize),
    /// `num2str(x, fmt)`: each element through the sprintf format.
    Format(String),
}

/// Numbers as the real and imaginary parts `num2str` works on; integer
/// classes keep exact values.
enum Numbers {
    Float { re: Vec<f64>, im: Option<Vec<f64>> },
    Exact(Vec<i128>),
}

/// `num2str(value, option)` as rows of text.
pub fn num2str(value: &Value, option: &Num2StrOption) -> Result<Vec<String>> {
    if let Value::Char(t) = value {
        return Ok(char_rows(t));
    }
    if let (Value::String(_), Some(text)) = (value, value.as_text()) {
        return Ok(vec![text]);
    }
    let shape = value.shape();
    if value.is_empty() {
        return Ok(Vec::new());
    }
    let numbers = numbers_of(value)?;
    let rows = shape.rows();
    let cols = shape.numel() / rows.max(1);
    match (numbers, option) {
        (Numbers::Exact(values), Num2StrOption::Format(f)) => {
            let re: Vec<Value> = values.iter().map(|&v| exact_value(v)).collect();
            format_each(&re, rows, cols, f)
        }
        (Numbers::Exact(values), _) => Ok(int2str_exact(&values, rows, cols)),
        (Numbers::Float { re, im: None }, Num2StrOption::Format(f)) => {
            let re: Vec<Value> = re.iter().map(|&x| Value::scalar(x + 0.0)).collect();
            format_each(&re, rows, cols, f)
        }
        (Numbers::Float { re, im: Some(im) }, Num2StrOption::Format(f)) => {
            let re_values: Vec<Value> = re.iter().map(|&x| Value::scalar(x + 0.0)).collect();
            complex_columns(&re_values, &im, rows, cols, f, 0, false)
        }
        (Numbers::Float { re, im }, option) => {
            let re: Vec<f64> = re.iter().map(|x| x + 0.0).collect();
            let width_of = |x: f64| if x.is_finite() { x.abs() } else { 314.0 };
            let xmax = match &im {
                None => re.iter().map(|&x| width_of(x)).fold(0.0, f64::max),
                Some(im) => re
                    .iter()
                    .zip(im)
                    .map(|(&a, &b)| width_of(a.hypot(b)))
                    .fold(0.0, f64::max),
            };
            let integral = |x: &f64| !x.is_finite() || x.fract() == 0.0;
            let all_integers = re.iter().all(integral) && im.iter().flatten().all(integral);
            let precision = match option {
                Num2StrOption::Precision(n) => Some(*n),
                _ => None,
            };
            if precision.is_none() && all_integers && xmax <= 2f64.powi(53) {
                return match im {
                    None => Ok(int2str_float(&re, rows, cols)),
                    Some(im) => {
                        let digits = digits_of(xmax).clamp(1, 12);
                        let re_values: Vec<Value> = re.iter().map(|&x| Value::scalar(x)).collect();
                        complex_columns(
                            &re_values,
                            &im,
                            rows,
                            cols,
                            "%d",
                            2 * (digits + 1) + 2,
                            true,
                        )
                    }
                };
            }
            let d = precision.unwrap_or_else(|| {
                if xmax == 0.0 {
                    1
                } else {
                    digits_of(xmax).clamp(1, 12) + 4
                }
            });
            match im {
                None => Ok(recycled_rows(&re, rows, cols, d)),
                Some(im) => {
                    let re_values: Vec<Value> = re.iter().map(|&x| Value::scalar(x)).collect();
                    let format = format!("%.{d}g");
                    complex_columns(&re_values, &im, rows, cols, &format, 2 * (d + 6) + 2, true)
                }
            }
        }
    }
}

/// `int2str(value)`: rounds and prints integers, rows of text.
pub fn int2str(value: &Value) -> Result<Vec<String>> {
    let shape = value.shape();
    if value.is_empty() {
        return Ok(Vec::new());
    }
    let rows = shape.rows();
    let cols = shape.numel() / rows.max(1);
    if let Value::Char(t) = value {
        let codes: Vec<f64> = t.data().iter().map(|&c| f64::from(c)).collect();
        return Ok(int2str_float(&codes, rows, cols));
    }
    match numbers_of(value)? {
        Numbers::Exact(values) => Ok(int2str_exact(&values, rows, cols)),
        Numbers::Float { re, .. } => {
            let rounded: Vec<f64> = re.iter().map(|x| x.round() + 0.0).collect();
            Ok(int2str_float(&rounded, rows, cols))
        }
    }
}

/// Rows padded with blanks into a char matrix value.
pub fn char_matrix(rows: &[String]) -> Value {
    let rows: Vec<Vec<u16>> = rows.iter().map(|r| r.encode_utf16().collect()).collect();
    crate::ops::convert::char_matrix(&rows)
}

fn char_rows(t: &Tensor<u16>) -> Vec<String> {
    let rows = t.shape().rows();
    let cols = t.numel() / rows.max(1);
    (0..rows)
        .map(|r| {
            let units: Vec<u16> = (0..cols).map(|c| t.data()[c * rows + r]).collect();
            String::from_utf16_lossy(&units)
        })
        .collect()
}

fn numbers_of(value: &Value) -> Result<Numbers> {
    let exact = |v: Vec<i128>| Ok(Numbers::Exact(v));
    match value {
        Value::Int8(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::Int16(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::Int32(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::Int64(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::UInt8(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::UInt16(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::UInt32(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::UInt64(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::Logical(t) => exact(t.data().iter().map(|&x| x.into()).collect()),
        Value::Double(t) => Ok(Numbers::Float {
            re: t.data().to_vec(),
            im: None,
        }),
        Value::Single(t) => Ok(Numbers::Float {
            re: t.data().iter().map(|&x| f64::from(x)).collect(),
            im: None,
        }),
        Value::ComplexDouble(t) => Ok(Numbers::Float {
            re: t.data().iter().map(|z| z.re).collect(),
            im: Some(t.data().iter().map(|z| z.im).collect()),
        }),
        Value::ComplexSingle(t) => Ok(Numbers::Float {
            re: t.data().iter().map(|z| f64::from(z.re)).collect(),
            im: Some(t.data().iter().map(|z| f64::from(z.im)).collect()),
        }),
        _ => Err(RuntimeError::new(
            "MATLAB:num2str:nonNumericInput",
            "Input to num2str must be numeric.",
        )),
    }
}

fn exact_value(v: i128) -> Value {
    match i64::try_from(v) {
        Ok(x) => Value::Int64(Tensor::scalar(x)),
        Err(_) => Value::UInt64(Tensor::scalar(u64::try_from(v).unwrap_or(u64::MAX))),
    }
}

/// Number of digits before the point: `floor(log10(x)) + 1`.
fn digits_of(x: f64) -> usize {
    if x < 1.0 {
        return 0;
    }
    (x.log10().floor() as i64 + 1).max(0) as usize
}

fn int2str_float(values: &[f64], rows: usize, cols: usize) -> Vec<String> {
    let text = |x: f64| {
        if x.is_finite() {
            format!("{:.0}", x + 0.0)
        } else {
            super::cfmt::non_finite_name(x).to_string()
        }
    };
    if values.len() == 1 {
        return vec![text(values[0])];
    }
    let xmax = values
        .iter()
        .filter(|x| x.is_finite())
        .fold(0.0f64, |m, x| m.max(x.abs()));
    let mut d = if xmax == 0.0 { 1 } else { digits_of(xmax) };
    if values.iter().any(|x| !x.is_finite()) {
        d = d.max(3);
    }
    let texts: Vec<String> = values.iter().map(|&x| text(x)).collect();
    aligned_rows(&texts, rows, cols, d + 2)
}

fn int2str_exact(values: &[i128], rows: usize, cols: usize) -> Vec<String> {
    if values.len() == 1 {
        return vec![values[0].to_string()];
    }
    let xmax = values.iter().map(|v| v.unsigned_abs()).max().unwrap_or(0);
    let d = xmax.max(1).to_string().len();
    let texts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    aligned_rows(&texts, rows, cols, d + 2)
}

/// Right-aligns every text in `width`, then strips the blank columns all
/// rows share on the left.
fn aligned_rows(texts: &[String], rows: usize, cols: usize, width: usize) -> Vec<String> {
    let lines: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| align_right(&texts[c * rows + r], width))
                .collect()
        })
        .collect();
    trim_block(lines)
}

/// `strtrim` of a char matrix: removes blank columns on both sides that
/// every row shares (rows are first padded to one width).
fn trim_block(lines: Vec<String>) -> Vec<String> {
    let chars: Vec<Vec<char>> = lines.iter().map(|l| l.chars().collect()).collect();
    let width = chars.iter().map(Vec::len).max().unwrap_or(0);
    let blank = |row: &Vec<char>, c: usize| {
        row.get(c)
            .is_none_or(|ch| ch.is_whitespace() || *ch == '\0')
    };
    let first = (0..width).find(|&c| !chars.iter().all(|row| blank(row, c)));
    let Some(first) = first else {
        return vec![String::new(); lines.len()];
    };
    let last = (0..width)
        .rev()
        .find(|&c| !chars.iter().all(|row| blank(row, c)))
        .unwrap_or(first);
    chars
        .iter()
        .map(|row| {
            (first..=last)
                .map(|c| row.get(c).copied().unwrap_or(' '))
                .collect()
        })
        .collect()
}

/// Each row through `%{d+7}.{d}g`, with a blank inserted where a minus
/// sign would touch the previous field.
fn recycled_rows(values: &[f64], rows: usize, cols: usize, d: usize) -> Vec<String> {
    let width = d + 7;
    let mut lines: Vec<Vec<char>> = Vec::with_capacity(rows);
    let mut pads: Vec<usize> = Vec::new();
    for r in 0..rows {
        let line: String = (0..cols)
            .map(|c| super::cfmt::float(values[c * rows + r], 'g', &general_spec(width, d)))
            .collect();
        let chars: Vec<char> = line.chars().collect();
        let negative = (0..cols).any(|c| values[c * rows + r] < 0.0);
        if cols > 1 && negative {
            for i in 1..chars.len() {
                if chars[i] == '-'
                    && !matches!(chars[i - 1], ' ' | 'e' | 'E')
                    && !pads.contains(&(i - 1))
                {
                    pads.push(i - 1);
                }
            }
        }
        lines.push(chars);
    }
    let width_all = lines.iter().map(Vec::len).max().unwrap_or(0);
    for line in &mut lines {
        line.resize(width_all, ' ');
    }
    pads.sort_unstable_by(|a, b| b.cmp(a));
    for &pad in &pads {
        for line in &mut lines {
            let at = (pad + 1).min(line.len());
            line.insert(at, ' ');
        }
    }
    trim_block(lines.into_iter().map(|l| l.into_iter().collect()).collect())
}

fn general_spec(width: usize, precision: usize) -> super::cfmt::Spec {
    super::cfmt::Spec {
        width: Some(width),
        precision: Some(precision),
        ..Default::default()
    }
}

/// One sprintf of `format` per element; columns right-justified (left with
/// a `-` flag) and padded to one width, no separator.
fn format_each(values: &[Value], rows: usize, cols: usize, format: &str) -> Result<Vec<String>> {
    let left = format_is_left(format);
    let mut columns = Vec::with_capacity(cols);
    for c in 0..cols {
        let mut texts = Vec::with_capacity(rows);
        for r in 0..rows {
            texts.push(sprintf(
                format,
                std::slice::from_ref(&values[c * rows + r]),
            )?);
        }
        columns.push(justify(texts, left));
    }
    let max_width = columns.iter().map(|c| column_width(c)).max().unwrap_or(0);
    Ok(join_columns(columns, max_width, false))
}

fn format_is_left(format: &str) -> bool {
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '%' {
            while let Some(&f) = chars.peek() {
                if f == '-' {
                    return true;
                }
                if !"+ 0#".contains(f) {
                    break;
                }
                chars.next();
            }
        }
    }
    false
}

/// Like MATLAB's `strjust(char(c))`: pads to one width, moving trailing
/// blanks to the front unless `left`.
fn justify(texts: Vec<String>, left: bool) -> Vec<String> {
    let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
    texts
        .into_iter()
        .map(|t| {
            if left {
                align_left(&t, width)
            } else {
                align_right(t.trim_end(), width)
            }
        })
        .collect()
}

fn column_width(column: &[String]) -> usize {
    column.iter().map(|t| t.chars().count()).max().unwrap_or(0)
}

fn join_columns(columns: Vec<Vec<String>>, max_width: usize, trailing_space: bool) -> Vec<String> {
    let rows = columns.first().map_or(0, Vec::len);
    let lines = (0..rows)
        .map(|r| {
            let mut line = String::new();
            for column in &columns {
                line.push_str(&align_right(&column[r], max_width));
                if trailing_space {
                    line.push(' ');
                }
            }
            line
        })
        .collect();
    trim_block(lines)
}

/// Complex columns: the real part right-justified, then the signed
/// imaginary part with `i`; columns padded to `force_width`.
fn complex_columns(
    re: &[Value],
    im: &[f64],
    rows: usize,
    cols: usize,
    format: &str,
    force_width: usize,
    trailing_space: bool,
) -> Result<Vec<String>> {
    let mut columns = Vec::with_capacity(cols);
    for c in 0..cols {
        let mut real_texts = Vec::with_capacity(rows);
        let mut imag_texts = Vec::with_capacity(rows);
        for r in 0..rows {
            let k = c * rows + r;
            real_texts.push(sprintf(format, std::slice::from_ref(&re[k]))?);
            let mut imag = sprintf(format, &[Value::scalar(im[k] + 0.0)])?;
            if !imag.trim_start().starts_with('-') {
                let at = imag.len() - imag.trim_start().len();
                imag.insert(at, '+');
            }
            imag.push('i');
            imag_texts.push(imag);
        }
        let real_col = justify(real_texts, false);
        let imag_col = justify(imag_texts, true);
        columns.push(
            real_col
                .into_iter()
                .zip(imag_col)
                .map(|(a, b)| format!("{a}{b}"))
                .collect::<Vec<_>>(),
        );
    }
    let max_width = columns
        .iter()
        .map(|c| column_width(c))
        .max()
        .unwrap_or(0)
        .max(force_width);
    Ok(join_columns(columns, max_width, trailing_space))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Shape;
    use num_complex::Complex64;

    fn n2s(value: Value) -> String {
        num2str(&value, &Num2StrOption::Default)
            .expect("num2str")
            .join("\n")
    }

    #[test]
    fn default_forms() {
        assert_eq!(n2s(Value::row(vec![1.0, 2.0, 3.0])), "1  2  3");
        assert_eq!(n2s(Value::scalar(f64::NAN)), "NaN");
        assert_eq!(n2s(Value::scalar(std::f64::consts::PI)), "3.1416");
        assert_eq!(n2s(Value::scalar(f64::EPSILON)), "2.2204e-16");
        assert_eq!(n2s(Value::scalar(123.456)), "123.456");
        assert_eq!(n2s(Value::scalar(0.000123456)), "0.00012346");
        assert_eq!(n2s(Value::row(vec![1.5, 2.25])), "1.5        2.25");
        assert_eq!(n2s(Value::row(vec![1.5, f64::NAN])), "1.5           NaN");
        assert_eq!(n2s(Value::scalar(1e10)), "10000000000");
        assert_eq!(n2s(Value::scalar(-0.0)), "0");
        assert_eq!(n2s(Value::char_row("abc")), "abc");
        assert_eq!(n2s(Value::empty()), "");
        assert_eq!(
            n2s(Value::matrix(
                Shape::matrix(2, 2),
                vec![1.0, 10.0, -2.0, 3.0]
            )),
            " 1  -2\n10   3"
        );
        assert_eq!(
            n2s(Value::Int64(Tensor::scalar(i64::MAX))),
            "9223372036854775807"
        );
        assert_eq!(n2s(Value::bool(true)), "1");
    }

    #[test]
    fn complex_forms() {
        assert_eq!(
            n2s(Value::ComplexDouble(Tensor::scalar(Complex64::new(
                3.0, 4.0
            )))),
            "3+4i"
        );
        assert_eq!(
            n2s(Value::ComplexDouble(Tensor::scalar(Complex64::new(
                1.5, -2.5
            )))),
            "1.5-2.5i"
        );
    }

    #[test]
    fn precision_and_format() {
        let pi = Value::scalar(std::f64::consts::PI);
        let p = |n| {
            num2str(&pi, &Num2StrOption::Precision(n))
                .expect("num2str")
                .join("")
        };
        assert_eq!(p(8), "3.1415927");
        assert_eq!(p(2), "3.1");
        let f = |v: &Value, fmt: &str| {
            num2str(v, &Num2StrOption::Format(fmt.into()))
                .expect("num2str")
                .join("\n")
        };
        assert_eq!(f(&pi, "%10.5f"), "3.14159");
        assert_eq!(f(&Value::row(vec![1.0, 2.0, 3.0]), "%d"), "123");
        assert_eq!(f(&Value::row(vec![1.0, 22.0]), "%d,"), "1,22,");
        assert_eq!(
            num2str(
                &Value::row(vec![1.0, 2.0, 3.0]),
                &Num2StrOption::Precision(3)
            )
            .expect("num2str")
            .join(""),
            "1         2         3"
        );
        assert_eq!(n2s(Value::row(vec![-1.5, 2.0])), "-1.5           2");
    }

    #[test]
    fn int2str_rounds_and_aligns() {
        let i2s = |v: Value| int2str(&v).expect("int2str").join("\n");
        assert_eq!(i2s(Value::scalar(2.5)), "3");
        assert_eq!(i2s(Value::scalar(-2.5)), "-3");
        assert_eq!(i2s(Value::row(vec![1.0, f64::INFINITY])), "1  Inf");
        assert_eq!(i2s(Value::row(vec![1.4, 22.6])), "1  23");
        assert_eq!(i2s(Value::char_row("a")), "97");
        let m = char_matrix(&["ab".into(), "c".into()]);
        assert_eq!(m.shape().dims(), &[2, 2]);
    }

    /// Expectations shared with GNU Octave's num2str (same algorithm).
    #[test]
    fn matrices_like_octave() {
        let m =
            |r: usize, c: usize, data: &[f64]| Value::matrix(Shape::matrix(r, c), data.to_vec());
        assert_eq!(n2s(m(2, 2, &[1.0, 3.0, -2.0, 40.0])), "1  -2\n3  40");
        assert_eq!(
            n2s(m(2, 2, &[1.5, 3.0, -2.25, 40.0])),
            "1.5        -2.25\n  3           40"
        );
        assert_eq!(n2s(Value::scalar(-std::f64::consts::PI)), "-3.1416");
        assert_eq!(
            n2s(m(2, 1, &[std::f64::consts::PI, -100.5])),
            "3.141593\n  -100.5"
        );
        assert_eq!(n2s(Value::scalar(123456789.123)), "123456789.123");
        assert_eq!(
            n2s(Value::row(vec![0.1, 0.22, -0.333])),
            "0.1        0.22      -0.333"
        );
        assert_eq!(
            n2s(Value::ComplexDouble(Tensor::scalar(Complex64::new(
                1.0, 2.5
            )))),
            "1+2.5i"
        );
        assert_eq!(n2s(Value::row(vec![1e-10, 1.0])), "1e-10           1");
        assert_eq!(n2s(Value::row(vec![-1.5, -2.5])), "-1.5        -2.5");
        let i2s = int2str(&m(2, 2, &[1.0, 300.0, -20.0, 4.0]))
            .expect("int2str")
            .join("\n");
        assert_eq!(i2s, "  1  -20\n300    4");
    }
}
