//! Numeric literals, recognised with nom: decimal (`3`, `.5`, `1.`, `1e-3`,
//! `1.e3`), imaginary (`3i`, `2.5j`, `1e3i`) and hexadecimal or binary
//! integers (`0x1F`, `0b101`). nom stays inside this crate.

use nom::branch::alt;
use nom::bytes::complete::{tag_no_case, take_while1};
use nom::character::complete::{char, digit0, digit1, one_of};
use nom::combinator::{not, opt, recognize};
use nom::{IResult, Parser};

/// A lexed number: its value, whether it carries an `i`/`j` suffix, and how
/// many bytes of input it used.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct NumberLiteral {
    pub value: f64,
    pub imaginary: bool,
    pub length: usize,
}

/// `1.` keeps its dot unless the dot begins an element-wise operator
/// (`1./x`, `1.^2`, `1.*x`, `1.\x`), a transpose (`1.'`) or a `...`.
fn decimal_mantissa(input: &str) -> IResult<&str, &str> {
    alt((
        recognize((digit1, opt((char('.'), not(one_of("*/\\^'.")), digit0)))),
        recognize((char('.'), digit1)),
    ))
    .parse(input)
}

fn exponent(input: &str) -> IResult<&str, &str> {
    recognize((one_of("eE"), opt(one_of("+-")), digit1)).parse(input)
}

fn decimal(input: &str) -> IResult<&str, &str> {
    recognize((decimal_mantissa, opt(exponent))).parse(input)
}

fn radix_integer(input: &str) -> IResult<&str, (u32, &str)> {
    alt((
        (
            tag_no_case("0x"),
            take_while1(|c: char| c.is_ascii_hexdigit()),
        )
            .map(|(_, d)| (16, d)),
        (
            tag_no_case("0b"),
            take_while1(|c: char| c == '0' || c == '1'),
        )
            .map(|(_, d)| (2, d)),
    ))
    .parse(input)
}

fn imaginary_suffix(input: &str) -> IResult<&str, char> {
    let (rest, suffix) = one_of("ijIJ").parse(input)?;
    // `3if` is not `3i` followed by `f`: the suffix must end the word.
    not(take_while1(|c: char| c.is_ascii_alphanumeric() || c == '_')).parse(rest)?;
    Ok((rest, suffix))
}

/// Lexes the number at the start of `input`, which must begin with a digit
/// or with `.` followed by a digit.
pub(crate) fn lex_number(input: &str) -> Option<NumberLiteral> {
    let bytes = input.as_bytes();
    let radix_prefix =
        bytes.first() == Some(&b'0') && matches!(bytes.get(1), Some(b'x' | b'X' | b'b' | b'B'));
    let radix = if radix_prefix {
        radix_integer(input).ok()
    } else {
        None
    };
    let (rest, value) = if let Some((rest, (radix, digits))) = radix {
        let value = digits.bytes().fold(0.0f64, |acc, d| {
            acc * f64::from(radix) + f64::from(hex_value(d))
        });
        (rest, value)
    } else {
        let (rest, text) = decimal(input).ok()?;
        (rest, text.parse::<f64>().ok()?)
    };
    let (rest, imaginary) = match imaginary_suffix(rest) {
        Ok((after, _)) => (after, true),
        Err(_) => (rest, false),
    };
    Some(NumberLiteral {
        value,
        imaginary,
        length: input.len() - rest.len(),
    })
}

fn hex_value(digit: u8) -> u32 {
    char::from(digit).to_digit(16).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lexed(text: &str) -> (f64, bool, usize) {
        let literal = lex_number(text).unwrap_or(NumberLiteral {
            value: f64::NAN,
            imaginary: false,
            length: 0,
        });
        (literal.value, literal.imaginary, literal.length)
    }

    #[test]
    fn decimal_forms() {
        assert_eq!(lexed("42"), (42.0, false, 2));
        assert_eq!(lexed(".5"), (0.5, false, 2));
        assert_eq!(lexed("1."), (1.0, false, 2));
        assert_eq!(lexed("1e-3"), (0.001, false, 4));
        assert_eq!(lexed("1E3"), (1000.0, false, 3));
        assert_eq!(lexed("1.e3"), (1000.0, false, 4));
        assert_eq!(lexed("2.5e+2x"), (250.0, false, 6));
    }

    #[test]
    fn dot_operators_are_not_swallowed() {
        assert_eq!(lexed("1./x"), (1.0, false, 1));
        assert_eq!(lexed("1.^2"), (1.0, false, 1));
        assert_eq!(lexed("1.*2"), (1.0, false, 1));
        assert_eq!(lexed("1.'"), (1.0, false, 1));
        assert_eq!(lexed("1..."), (1.0, false, 1));
        assert_eq!(lexed("1.5.*2"), (1.5, false, 3));
    }

    #[test]
    fn exponent_needs_digits() {
        assert_eq!(lexed("1e"), (1.0, false, 1));
        assert_eq!(lexed("1e+"), (1.0, false, 1));
    }

    #[test]
    fn imaginary_and_radix() {
        assert_eq!(lexed("3i"), (3.0, true, 2));
        assert_eq!(lexed("2.5j"), (2.5, true, 4));
        assert_eq!(lexed("1e3i"), (1000.0, true, 4));
        assert_eq!(lexed("3if"), (3.0, false, 1));
        assert_eq!(lexed("0x1F"), (31.0, false, 4));
        assert_eq!(lexed("0b101"), (5.0, false, 5));
        assert_eq!(lexed("0xg"), (0.0, false, 1));
    }
}
