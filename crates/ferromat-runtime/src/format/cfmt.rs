//! C printf number primitives (`%f`, `%e`, `%g`, integers, padding) with
//! glibc's spelling: two-digit exponents, `inf`/`nan` replaced by MATLAB's
//! `Inf`/`NaN`. Pure text functions: no MATLAB argument handling here.

/// Flags, width and precision of one conversion.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spec {
    pub left: bool,
    pub plus: bool,
    pub space: bool,
    pub zero: bool,
    pub alternate: bool,
    pub width: Option<usize>,
    pub precision: Option<usize>,
}

/// More digits than any double's exact decimal expansion has after the
/// point (the smallest subnormal, 2^-1074, has 1074) or in its significand
/// (at most 767). Digits requested beyond this are zeros; asking Rust's
/// formatter for them would panic above its limit of 65535.
const EXACT_DIGITS: usize = 1100;

/// `%.{precision}f` of a finite number (sign included), for any precision.
pub fn fixed(x: f64, precision: usize) -> String {
    let exact = precision.min(EXACT_DIGITS);
    let mut text = format!("{x:.exact$}");
    if precision > exact {
        text.push_str(&"0".repeat(precision - exact));
    }
    text
}

/// [`fixed`] with a tie rounded away from zero, as MATLAB's display rounds
/// (`0.78125` shows as `0.7813`), where C's `%f` rounds an exact tie to
/// even. A tie needs a dyadic value with exactly `precision + 1` decimals,
/// so 25 more digits than asked tell a tie from a value just above one.
pub fn fixed_half_away(x: f64, precision: usize) -> String {
    let text = fixed(x, precision);
    if precision >= EXACT_DIGITS {
        return text;
    }
    let longer = fixed(x, precision + 25);
    let Some((_, fraction)) = longer.split_once('.') else {
        return text;
    };
    let beyond = &fraction[precision..];
    let is_tie = beyond.starts_with('5') && beyond[1..].bytes().all(|b| b == b'0');
    let kept = &longer[..longer.len() - 25 - usize::from(precision == 0)];
    if !is_tie || text.trim_start_matches('-') != kept.trim_start_matches('-') {
        // Not a tie, or `%f` already rounded it away from zero.
        return text;
    }
    increment_last_digit(kept)
}

/// `digits` (a `%f` text) with one unit added in its last place.
fn increment_last_digit(digits: &str) -> String {
    let mut bytes = digits.as_bytes().to_vec();
    let mut carry = true;
    for b in bytes.iter_mut().rev() {
        if !carry {
            break;
        }
        match *b {
            b'9' => *b = b'0',
            b'0'..=b'8' => {
                *b += 1;
                carry = false;
            }
            _ => {}
        }
    }
    let mut text = String::from_utf8(bytes).unwrap_or_default();
    if carry {
        let sign = usize::from(text.starts_with('-'));
        text.insert(sign, '1');
    }
    text
}

/// `%.{precision}e` of a finite number: `1.2346e+03`, for any precision.
pub fn exponential(x: f64, precision: usize, upper: bool) -> String {
    let exact = precision.min(EXACT_DIGITS);
    let text = format!("{x:.exact$e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let zeros = "0".repeat(precision - exact);
    let mantissa = format!("{mantissa}{zeros}");
    let (sign, digits) = match exponent.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exponent),
    };
    let e = if upper { 'E' } else { 'e' };
    let pad = if digits.len() < 2 { "0" } else { "" };
    format!("{mantissa}{e}{sign}{pad}{digits}")
}

/// `%.{precision}g` of a finite number, C semantics (`#` keeps zeros).
pub fn general(x: f64, precision: usize, alternate: bool, upper: bool) -> String {
    let p = precision.max(1);
    if x == 0.0 {
        let mut s = if x.is_sign_negative() { "-0" } else { "0" }.to_string();
        if alternate {
            s.push('.');
            s.push_str(&"0".repeat(p - 1));
        }
        return s;
    }
    // The exponent after rounding to p significant digits decides the style.
    let probe = exponential(x, (p - 1).min(EXACT_DIGITS), false);
    let exponent: i32 = probe
        .split_once('e')
        .and_then(|(_, e)| e.parse().ok())
        .unwrap_or(0);
    // In i64: a precision from user data may exceed i32 (`%.3000000000g`).
    let (exponent, significant) = (i64::from(exponent), i64::try_from(p).unwrap_or(i64::MAX));
    let text = if exponent < -4 || exponent >= significant {
        exponential(x, p - 1, upper)
    } else {
        let decimals = usize::try_from(significant - 1 - exponent).unwrap_or(0);
        fixed(x, decimals)
    };
    if alternate {
        // `#` keeps the point even with no digits after it.
        if !text.contains('.') {
            let at = text.find(['e', 'E']).unwrap_or(text.len());
            let mut text = text;
            text.insert(at, '.');
            return text;
        }
        return text;
    }
    strip_fraction_zeros(&text)
}

/// Removes trailing fraction zeros (and a bare point) of `%g` output,
/// keeping any exponent.
fn strip_fraction_zeros(text: &str) -> String {
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(i) => text.split_at(i),
        None => (text, ""),
    };
    if !mantissa.contains('.') {
        return text.to_string();
    }
    let trimmed = mantissa.trim_end_matches('0').trim_end_matches('.');
    format!("{trimmed}{exponent}")
}

/// MATLAB's names for non-finite values.
pub fn non_finite_name(x: f64) -> &'static str {
    if x.is_nan() {
        "NaN"
    } else if x > 0.0 {
        "Inf"
    } else {
        "-Inf"
    }
}

/// Applies sign flags and the width to a formatted number `body` (which may
/// start with `-`). `zero_ok` is false for NaN/Inf, which never get zeros.
pub fn pad_number(body: &str, spec: &Spec, zero_ok: bool) -> String {
    let (negative, digits) = match body.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, body),
    };
    let sign = if negative {
        "-"
    } else if spec.plus {
        "+"
    } else if spec.space {
        " "
    } else {
        ""
    };
    let len = sign.len() + digits.chars().count();
    let width = spec.width.unwrap_or(0);
    if len >= width {
        return format!("{sign}{digits}");
    }
    let fill = width - len;
    if spec.left {
        format!("{sign}{digits}{}", " ".repeat(fill))
    } else if spec.zero && zero_ok {
        format!("{sign}{}{digits}", "0".repeat(fill))
    } else {
        format!("{}{sign}{digits}", " ".repeat(fill))
    }
}

/// `text` right-aligned in `width` characters. Use this rather than
/// `format!("{text:>width$}")` wherever the width comes from user data:
/// Rust's formatter panics for widths above 65535.
pub fn align_right(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(text.chars().count());
    let mut out = String::with_capacity(text.len() + fill);
    out.push_str(&" ".repeat(fill));
    out.push_str(text);
    out
}

/// `text` left-aligned in `width` characters (see [`align_right`]).
pub fn align_left(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(text.chars().count());
    let mut out = String::with_capacity(text.len() + fill);
    out.push_str(text);
    out.push_str(&" ".repeat(fill));
    out
}

/// Pads text to the spec's width (right-aligned unless `-`).
pub fn pad_text(text: &str, spec: &Spec) -> String {
    let len = text.chars().count();
    let width = spec.width.unwrap_or(0);
    if len >= width {
        return text.to_string();
    }
    let fill = " ".repeat(width - len);
    if spec.left {
        format!("{text}{fill}")
    } else {
        format!("{fill}{text}")
    }
}

/// A floating conversion (`f`, `e`, `g` and upper-case forms) of any double,
/// NaN and infinities spelled as MATLAB does and padded to the width.
pub fn float(x: f64, conversion: char, spec: &Spec) -> String {
    if !x.is_finite() {
        return pad_number(non_finite_name(x), spec, false);
    }
    let precision = spec.precision.unwrap_or(6);
    let mut body = match conversion {
        'f' | 'F' => fixed(x, precision),
        'e' | 'E' => exponential(x, precision, conversion == 'E'),
        _ => general(x, precision, spec.alternate, conversion == 'G'),
    };
    if spec.alternate && precision == 0 && matches!(conversion, 'f' | 'F' | 'e' | 'E') {
        let at = body.find(['e', 'E']).unwrap_or(body.len());
        body.insert(at, '.');
    }
    pad_number(&body, spec, true)
}

/// An integer conversion (`d`, `i`, `u`, `x`, `X`, `o`) of an exact integer.
pub fn integer(value: i128, conversion: char, spec: &Spec) -> String {
    let magnitude = value.unsigned_abs();
    let mut digits = match conversion {
        'x' => format!("{magnitude:x}"),
        'X' => format!("{magnitude:X}"),
        'o' => format!("{magnitude:o}"),
        _ => magnitude.to_string(),
    };
    if let Some(precision) = spec.precision {
        if precision == 0 && magnitude == 0 {
            digits.clear();
        } else if digits.len() < precision {
            digits = format!("{}{digits}", "0".repeat(precision - digits.len()));
        }
    }
    if spec.alternate && magnitude != 0 {
        match conversion {
            'x' => digits.insert_str(0, "0x"),
            'X' => digits.insert_str(0, "0X"),
            'o' if !digits.starts_with('0') => digits.insert(0, '0'),
            _ => {}
        }
    }
    let body = if value < 0 {
        format!("-{digits}")
    } else {
        digits
    };
    // C ignores the 0 flag when a precision is given for integers.
    pad_number(&body, spec, spec.precision.is_none())
}

#[cfg(test)]
// Test values are MATLAB's documented inputs (3.1416, 2.7183), not constants.
#[allow(clippy::approx_constant)]
mod tests {
    use super::*;

    #[test]
    fn display_rounds_ties_away_from_zero() {
        assert_eq!(fixed(0.78125, 4), "0.7812");
        assert_eq!(fixed_half_away(0.78125, 4), "0.7813");
        assert_eq!(fixed_half_away(-0.78125, 4), "-0.7813");
        assert_eq!(fixed_half_away(2.5, 0), "3");
        assert_eq!(fixed_half_away(0.5, 0), "1");
        assert_eq!(fixed_half_away(-0.5, 0), "-1");
        assert_eq!(fixed_half_away(9.99951171875, 3), "10.000");
        assert_eq!(increment_last_digit("-9.99"), "-10.00");
        assert_eq!(fixed_half_away(0.1, 4), "0.1000");
        assert_eq!(fixed_half_away(1.00005, 4), fixed(1.00005, 4));
        // Against a naive reference: exact ties k/32 at 4 decimals.
        for k in -64..64 {
            let x = f64::from(k) / 32.0;
            let scaled = x * 1e4;
            let naive = scaled.abs().round().copysign(scaled) / 1e4;
            assert_eq!(fixed_half_away(x, 4), fixed(naive, 4), "{x}");
        }
    }

    fn spec(width: Option<usize>, precision: Option<usize>) -> Spec {
        Spec {
            width,
            precision,
            ..Spec::default()
        }
    }

    #[test]
    fn general_matches_c() {
        assert_eq!(general(1e6, 6, false, false), "1e+06");
        assert_eq!(general(1e-5, 6, false, false), "1e-05");
        assert_eq!(general(0.0001, 6, false, false), "0.0001");
        assert_eq!(general(123456.0, 6, false, false), "123456");
        assert_eq!(general(1.0 / f64::EPSILON, 5, false, false), "4.5036e+15");
        assert_eq!(general(3.14159, 5, false, false), "3.1416");
        assert_eq!(general(100.0, 2, false, false), "1e+02");
        assert_eq!(general(2.5, 6, true, false), "2.50000");
        assert_eq!(general(1.0, 1, true, false), "1.");
        assert_eq!(general(0.0, 3, true, false), "0.00");
    }

    #[test]
    fn precisions_and_widths_past_rusts_formatter_limit() {
        // Rust's `{:.N}` and `{:N}` panic above 65535.
        let fixed_text = fixed(1.0, 70_000);
        assert_eq!(fixed_text.len(), 70_002);
        assert!(fixed_text.starts_with("1.000") && fixed_text.ends_with('0'));
        let exponent_text = exponential(1.5, 70_000, false);
        assert_eq!(exponent_text.len(), 70_006);
        assert!(exponent_text.starts_with("1.5000") && exponent_text.ends_with("0e+00"));
        assert_eq!(
            general(0.1, 70_000, false, false),
            "0.1000000000000000055511151231257827021181583404541015625"
        );
        assert_eq!(align_right("ab", 70_000).len(), 70_000);
        assert!(align_right("ab", 70_000).ends_with(" ab"));
        assert!(align_left("ab", 70_000).starts_with("ab "));
        assert_eq!(align_left("abc", 2), "abc");
    }

    #[test]
    fn exponent_has_two_digits() {
        assert_eq!(exponential(12345.678, 4, false), "1.2346e+04");
        assert_eq!(exponential(1e-100, 2, true), "1.00E-100");
        assert_eq!(exponential(0.0, 1, false), "0.0e+00");
    }

    #[test]
    fn padding_and_flags() {
        assert_eq!(
            float(f64::INFINITY, 'f', &spec(Some(8), Some(2))),
            "     Inf"
        );
        let zero = Spec {
            zero: true,
            width: Some(25),
            ..Spec::default()
        };
        assert_eq!(integer(123456, 'd', &zero), "0000000000000000000123456");
        let plus = Spec {
            plus: true,
            ..Spec::default()
        };
        assert_eq!(float(2.5, 'f', &plus), "+2.500000");
        let left = Spec {
            left: true,
            width: Some(5),
            ..Spec::default()
        };
        assert_eq!(integer(-3, 'd', &left), "-3   ");
        let alt = Spec {
            alternate: true,
            ..Spec::default()
        };
        assert_eq!(integer(255, 'x', &alt), "0xff");
        assert_eq!(
            float(f64::NAN, 'd', &zero),
            format!("{}NaN", " ".repeat(22))
        );
    }
}
