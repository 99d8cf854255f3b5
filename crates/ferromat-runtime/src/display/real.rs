//! Real double and single pages (DISPLAY.md R2.1–R2.5, R4.1): the integer
//! layout, `%10.4f`/`%20.15f` fixed layout with a common scale factor, the
//! scalar e-notation, and the layouts of the other `format` styles (G, E,
//! engineering, bank, rational, hex, `+`). Class headers and frames are
//! added by the caller.

use super::columns;
use super::{Line, NumericFormat};
use crate::format::cfmt;
use crate::format::rational::{field_tolerance, fraction_text, FieldLayout};

/// How every element of one page is written.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Layout {
    /// Integers right-aligned in 6 or 12 columns.
    Integer { width: usize },
    /// `%{width}.{decimals}f` of `x / 10^scale`.
    Fixed {
        width: usize,
        decimals: usize,
        scale: i32,
    },
    /// A scalar as three spaces (two when negative) and `%.{decimals}e`.
    Exponent { decimals: usize },
    /// `format shortG`/`longG`: `%.{digits}g` right-aligned in `width`.
    General { digits: usize, width: usize },
    /// `format shortE`/`longE`: `%.{decimals}e`, three blanks before the
    /// widest element.
    Scientific { decimals: usize },
    /// `format bank`: `%.2f`, three blanks before the widest element.
    Bank,
    /// `format shortEng`/`longEng`: a mantissa in [1, 1000) and a
    /// three-digit exponent that is a multiple of 3.
    Engineering { long: bool },
    /// `format rat`: fractions within `tol`, aligned at the `/`.
    Rational { field: FieldLayout, tol: f64 },
    /// `format hex`: the bit pattern, 16 digits (8 for single).
    Hex { single: bool },
    /// `format +`: one sign character per element.
    Sign,
}

/// Largest integer shown without a scale factor or exponent.
const INTEGER_LIMIT: f64 = 999_999_999.0;

/// Decimals and field width of the fixed layout.
fn fixed_shape(numeric: NumericFormat, single: bool) -> (usize, usize) {
    match (numeric.length(), single) {
        (NumericFormat::Long, false) => (15, 20),
        (NumericFormat::Long, true) => (7, 12),
        _ => (4, 10),
    }
}

/// Magnitudes from here up get a scale factor (arrays) or an exponent
/// (scalars): 1000 in short; 100 in long, where 15 decimals leave no room
/// for a third integer digit (DISPLAY.md open question 1, chosen here).
fn upper_limit(numeric: NumericFormat) -> f64 {
    match numeric.length() {
        NumericFormat::Long => 100.0,
        _ => 1000.0,
    }
}

fn choose(data: &[f64], numeric: NumericFormat, single: bool) -> Layout {
    let finite = data.iter().filter(|x| x.is_finite());
    let max = finite.clone().fold(0.0f64, |m, x| m.max(x.abs()));
    let all_integers = finite.clone().all(|x| x.fract() == 0.0);
    match numeric {
        NumericFormat::Bank => return Layout::Bank,
        NumericFormat::Hex => return Layout::Hex { single },
        NumericFormat::Sign => return Layout::Sign,
        NumericFormat::ShortEng | NumericFormat::LongEng => {
            return Layout::Engineering {
                long: numeric == NumericFormat::LongEng,
            }
        }
        NumericFormat::Rational => {
            // `format rat` is `rats` with its default length of 13.
            let tol = field_tolerance(data, 13);
            let texts: Vec<String> = data.iter().map(|&x| fraction_text(x, tol)).collect();
            let field = FieldLayout::display().fitting(&texts);
            return Layout::Rational { field, tol };
        }
        _ => {}
    }
    if all_integers && max <= INTEGER_LIMIT {
        let width = if max <= 999.0 { 6 } else { 12 };
        return Layout::Integer { width };
    }
    let (decimals, width) = fixed_shape(numeric, single);
    match numeric {
        // Digits from the format page's table; widths as MATLAB's Command
        // Window pads them (13 columns for shortG, 26 for longG).
        NumericFormat::ShortG => {
            return Layout::General {
                digits: 5,
                width: 13,
            }
        }
        NumericFormat::LongG => {
            let digits = if single { 7 } else { 15 };
            return Layout::General {
                digits,
                width: digits + 11,
            };
        }
        NumericFormat::ShortE | NumericFormat::LongE => return Layout::Scientific { decimals },
        _ => {}
    }
    let upper = upper_limit(numeric);
    if data.len() == 1 {
        return if max > 0.001 && max < upper {
            Layout::Fixed {
                width,
                decimals,
                scale: 0,
            }
        } else {
            Layout::Exponent { decimals }
        };
    }
    let power = max.log10().trunc() as i32;
    let scaled = max >= upper || power <= -3;
    Layout::Fixed {
        width,
        decimals,
        scale: if scaled { power } else { 0 },
    }
}

/// Divides by `10^power` without the error of a negative power of ten.
pub(crate) fn unscale(x: f64, power: i32) -> f64 {
    if power >= 0 {
        x / 10f64.powi(power)
    } else {
        x * 10f64.powi(-power)
    }
}

fn element(x: f64, layout: Layout) -> String {
    match layout {
        Layout::Hex { single: false } => return format!("{:016x}", x.to_bits()),
        // Single data arrives widened to f64 exactly, so narrowing is exact.
        Layout::Hex { single: true } => return format!("{:08x}", (x as f32).to_bits()),
        Layout::Sign => {
            let sign = if x > 0.0 {
                "+"
            } else if x < 0.0 {
                "-"
            } else {
                " "
            };
            return sign.to_string();
        }
        Layout::Rational { field, tol } => {
            let text = fraction_text(x, tol);
            return field.place(&text).unwrap_or(text);
        }
        _ => {}
    }
    if !x.is_finite() {
        return cfmt::non_finite_name(x).to_string();
    }
    match layout {
        Layout::Integer { .. } => format!("{}", x as i64),
        Layout::Fixed {
            decimals, scale, ..
        } => {
            if x == 0.0 {
                "0".to_string()
            } else {
                cfmt::fixed_half_away(unscale(x, scale), decimals)
            }
        }
        Layout::Exponent { decimals } => {
            let text = cfmt::exponential(x, decimals, false);
            let indent = if x < 0.0 { "  " } else { "   " };
            format!("{indent}{text}")
        }
        Layout::General { digits, .. } => cfmt::general(x, digits, false, false),
        Layout::Scientific { decimals } => cfmt::exponential(x, decimals, false),
        Layout::Bank => cfmt::fixed_half_away(x, 2),
        Layout::Engineering { long } => engineering(x, long),
        Layout::Rational { .. } | Layout::Hex { .. } | Layout::Sign => String::new(),
    }
}

/// `5.1235e+000`, `51.2346e+000`, `512.3457e+003`: short keeps 4 decimals,
/// long 15 significant digits, as the `format` page's examples show.
fn engineering(x: f64, long: bool) -> String {
    let mut exponent = if x == 0.0 {
        0
    } else {
        (x.abs().log10().floor() as i32).div_euclid(3) * 3
    };
    let mut text = String::new();
    // Rounding can carry the mantissa to 1000 (`999.99996`): one more
    // pass with the next exponent fixes it.
    for _ in 0..2 {
        let mantissa = unscale(x, exponent);
        let decimals = if long {
            let integer_digits = if mantissa.abs() >= 100.0 {
                3
            } else if mantissa.abs() >= 10.0 {
                2
            } else {
                1
            };
            15 - integer_digits
        } else {
            4
        };
        text = cfmt::fixed_half_away(mantissa, decimals);
        let integer_part = text.trim_start_matches('-').split('.').next().unwrap_or("");
        if integer_part.len() <= 3 {
            break;
        }
        exponent += 3;
    }
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{text}e{sign}{:03}", exponent.abs())
}

/// The field width of a layout for `texts`: fixed layouts have their own,
/// the E and bank layouts put three blanks before the widest element.
fn field_width(layout: Layout, texts: &[String]) -> usize {
    match layout {
        Layout::Integer { width } | Layout::Fixed { width, .. } | Layout::General { width, .. } => {
            width
        }
        Layout::Exponent { .. } | Layout::Rational { .. } | Layout::Sign => 0,
        // Right-aligned in 16 (short) or 25 (long) columns, as `disp`
        // shows the `format` page's engineering examples.
        Layout::Engineering { long: false } => 16,
        Layout::Engineering { long: true } => 25,
        Layout::Hex { .. } => 3 + texts.iter().map(|t| t.len()).max().unwrap_or(0),
        Layout::Scientific { .. } | Layout::Bank => {
            3 + texts.iter().map(|t| t.chars().count()).max().unwrap_or(0)
        }
    }
}

/// `   1.0e+03 *`.
pub(crate) fn scale_line(power: i32) -> String {
    format!("   1.0e{power:+03} *")
}

/// The data lines of one 2-D page of `rows` rows (column-major `data`).
pub(crate) fn page_lines(
    data: &[f64],
    rows: usize,
    numeric: NumericFormat,
    single: bool,
) -> Vec<Line> {
    let layout = choose(data, numeric, single);
    let texts: Vec<String> = data.iter().map(|&x| element(x, layout)).collect();
    let width = field_width(layout, &texts);
    let mut lines = Vec::new();
    if let Layout::Fixed { scale, .. } = layout {
        if scale != 0 {
            lines.push(Line::Text(scale_line(scale)));
            lines.push(Line::Blank);
        }
    }
    lines.extend(columns::blocks(
        &columns::uniform(&texts, rows, width),
        rows,
    ));
    lines
}

/// A real scalar as the echo shows it, without the indentation (used in
/// struct and cell summaries: `1`, `0.4399`, `2.5567e+03`).
pub(crate) fn scalar_text(x: f64, numeric: NumericFormat, single: bool) -> String {
    let layout = choose(&[x], numeric, single);
    element(x, layout).trim().to_string()
}

/// Elements of a short row vector for summaries: `1 2 3`, `1.5000 2.2500`.
pub(crate) fn row_text(data: &[f64], numeric: NumericFormat, single: bool) -> String {
    let layout = match choose(data, numeric, single) {
        Layout::Fixed {
            width, decimals, ..
        } => Layout::Fixed {
            width,
            decimals,
            scale: 0,
        },
        other => other,
    };
    let large = data.iter().any(|x| {
        x.is_finite() && (x.abs() >= upper_limit(numeric) || (*x != 0.0 && x.abs() < 0.001))
    });
    data.iter()
        .map(|&x| {
            if large && matches!(layout, Layout::Fixed { .. }) && x.is_finite() && x != 0.0 {
                let (decimals, _) = fixed_shape(numeric, single);
                cfmt::exponential(x, decimals, false)
            } else {
                element(x, layout).trim().to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
