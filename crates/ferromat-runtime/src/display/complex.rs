//! Complex double and single pages (DISPLAY.md R4.5): `%9.4f` real part,
//! sign, `%7.4f` imaginary magnitude and `i`, a shared scale factor for
//! arrays and e-notation for scalars outside the fixed range.

use super::columns;
use super::real::{scale_line, unscale};
use super::{Line, NumericFormat};
use crate::format::cfmt;

/// Decimals of each part.
fn decimals(numeric: NumericFormat, single: bool) -> usize {
    match (numeric.length(), single) {
        (NumericFormat::Long, false) => 15,
        (NumericFormat::Long, true) => 7,
        _ => 4,
    }
}

/// Parts from this magnitude up are scaled (arrays) or use e-notation
/// (scalars). The lower bound 0.001 mirrors the real layout ([U]).
const UPPER: f64 = 100.0;
const LOWER: f64 = 0.001;

fn part(x: f64, decimals: usize, exponent: bool) -> String {
    if !x.is_finite() {
        cfmt::non_finite_name(x).to_string()
    } else if exponent {
        cfmt::exponential(x, decimals, false)
    } else {
        cfmt::fixed_half_away(x, decimals)
    }
}

/// `re` in `real_width`, ` + ` or ` - `, `|im|` in `imag_width`, `i`.
fn element(re: f64, im: f64, decimals: usize, exponent: bool) -> String {
    // Short gives the real part one more column than long (clone captures:
    // `   2.0000 + 3.0000i` vs `  0.177635683940025 + 0.022204460492503i`).
    let real_width = match (exponent, decimals) {
        (true, _) => 0,
        (false, 4) => 9,
        (false, d) => d + 4,
    };
    let imag_width = if exponent { 0 } else { decimals + 3 };
    let real = part(re, decimals, exponent);
    let sign = if im < 0.0 || (im == 0.0 && im.is_sign_negative()) {
        '-'
    } else {
        '+'
    };
    let imag = part(im.abs(), decimals, exponent);
    let real = if exponent {
        let indent = if re < 0.0 { "  " } else { "   " };
        format!("{indent}{real}")
    } else {
        format!("{real:>real_width$}")
    };
    let gap = if exponent { " " } else { "" };
    format!("{real} {sign}{gap}{imag:>imag_width$}i")
}

/// Data lines of one complex page.
pub(crate) fn page_lines(
    parts: &[(f64, f64)],
    rows: usize,
    numeric: NumericFormat,
    single: bool,
) -> Vec<Line> {
    let decimals = decimals(numeric, single);
    let max = parts
        .iter()
        .flat_map(|&(re, im)| [re, im])
        .filter(|x| x.is_finite())
        .fold(0.0f64, |m, x| m.max(x.abs()));
    let out_of_range = max >= UPPER || (max > 0.0 && max < LOWER);
    if parts.len() == 1 {
        let (re, im) = parts[0];
        return vec![Line::Text(element(re, im, decimals, out_of_range))];
    }
    let power = if out_of_range {
        max.log10().trunc() as i32
    } else {
        0
    };
    let texts: Vec<String> = parts
        .iter()
        .map(|&(re, im)| element(unscale(re, power), unscale(im, power), decimals, false))
        .collect();
    let width = if decimals == 4 { 19 } else { 2 * decimals + 10 };
    let mut lines = Vec::new();
    if power != 0 {
        lines.push(Line::Text(scale_line(power)));
        lines.push(Line::Blank);
    }
    lines.extend(columns::blocks(
        &columns::uniform(&texts, rows, width),
        rows,
    ));
    lines
}

/// A complex scalar without indentation, for summaries.
pub(crate) fn scalar_text(re: f64, im: f64, numeric: NumericFormat, single: bool) -> String {
    match page_lines(&[(re, im)], 1, numeric, single).first() {
        Some(Line::Text(text)) => text.trim().to_string(),
        _ => String::new(),
    }
}
