//! Numeric literals, recognised with nom: decimal (`3`, `.5`, `1.`, `1e-3`,
//! `1.e3`, and the Fortran exponent `1.0D-08`), imaginary (`3i`, `2.5j`,
//! `1e3i`) and hexadecimal or binary integers (`0x1F`, `0b101`) with an
//! optional integer-type suffix (`0x1Fu16`, `0xFFs8`). nom stays inside
//! this crate; the runtime reads a radix literal's class and exact value
//! through [`integer_literal`], never by re-lexing on its own.

use nom::branch::alt;
use nom::bytes::complete::{tag, tag_no_case, take_while1};
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

/// Why a number could not be lexed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumberError {
    /// Not a number at all.
    Invalid,
    /// A hexadecimal or binary literal with more bits than its type holds.
    OutOfRange,
}

/// The integer class a hexadecimal or binary literal is stored as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntegerType {
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
}

impl IntegerType {
    fn bits(self) -> u32 {
        match self {
            IntegerType::U8 | IntegerType::S8 => 8,
            IntegerType::U16 | IntegerType::S16 => 16,
            IntegerType::U32 | IntegerType::S32 => 32,
            IntegerType::U64 | IntegerType::S64 => 64,
        }
    }

    fn signed(self) -> bool {
        matches!(
            self,
            IntegerType::S8 | IntegerType::S16 | IntegerType::S32 | IntegerType::S64
        )
    }
}

/// A hexadecimal or binary literal: its class and exact value (a signed
/// type's bits read as two's complement, so `0xFFs8` is -1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntegerLiteral {
    pub ty: IntegerType,
    pub value: i128,
}

/// The class and value of the hexadecimal or binary literal `text` (the
/// exact text of a number token); `None` for any other number or one out
/// of its type's range. Without a suffix the type is the smallest unsigned
/// one that holds the value, as MATLAB documents.
pub fn integer_literal(text: &str) -> Option<IntegerLiteral> {
    let (rest, (radix, digits)) = radix_integer(text).ok()?;
    let (rest, suffix) = opt(integer_suffix).parse(rest).ok()?;
    if !rest.is_empty() {
        return None;
    }
    let mut bits: u128 = 0;
    for d in digits.bytes() {
        bits = bits
            .checked_mul(u128::from(radix))?
            .checked_add(u128::from(hex_value(d)))?;
    }
    let ty = match suffix {
        Some(ty) => ty,
        None => [
            IntegerType::U8,
            IntegerType::U16,
            IntegerType::U32,
            IntegerType::U64,
        ]
        .into_iter()
        .find(|ty| bits >> ty.bits() == 0)?,
    };
    if bits >> ty.bits() != 0 {
        return None;
    }
    let value = i128::try_from(bits).ok()?;
    let value = if ty.signed() && bits >> (ty.bits() - 1) != 0 {
        value - (1i128 << ty.bits())
    } else {
        value
    };
    Some(IntegerLiteral { ty, value })
}

/// `u8` ... `u64`, `s8` ... `s64`.
fn integer_suffix(input: &str) -> IResult<&str, IntegerType> {
    alt((
        tag("u8").map(|_| IntegerType::U8),
        tag("u16").map(|_| IntegerType::U16),
        tag("u32").map(|_| IntegerType::U32),
        tag("u64").map(|_| IntegerType::U64),
        tag("s8").map(|_| IntegerType::S8),
        tag("s16").map(|_| IntegerType::S16),
        tag("s32").map(|_| IntegerType::S32),
        tag("s64").map(|_| IntegerType::S64),
    ))
    .parse(input)
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

/// `e`/`E`, or Fortran's `d`/`D`, which MATLAB also accepts (`1.0D-08`).
fn exponent(input: &str) -> IResult<&str, &str> {
    recognize((one_of("eEdD"), opt(one_of("+-")), digit1)).parse(input)
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
pub(crate) fn lex_number(input: &str) -> Result<NumberLiteral, NumberError> {
    let bytes = input.as_bytes();
    let radix_prefix =
        bytes.first() == Some(&b'0') && matches!(bytes.get(1), Some(b'x' | b'X' | b'b' | b'B'));
    let radix = if radix_prefix {
        radix_integer(input).ok()
    } else {
        None
    };
    let (rest, value) = if let Some((rest, _)) = radix {
        let (rest, _) = opt(integer_suffix)
            .parse(rest)
            .map_err(|_| NumberError::Invalid)?;
        let text = input.get(..input.len() - rest.len()).unwrap_or("");
        let literal = integer_literal(text).ok_or(NumberError::OutOfRange)?;
        (rest, literal.value as f64)
    } else {
        let (rest, text) = decimal(input).map_err(|_| NumberError::Invalid)?;
        // Rust's parser knows only `e` exponents.
        let text = text.replace(['d', 'D'], "e");
        (rest, text.parse::<f64>().map_err(|_| NumberError::Invalid)?)
    };
    let (rest, imaginary) = match imaginary_suffix(rest) {
        Ok((after, _)) => (after, true),
        Err(_) => (rest, false),
    };
    Ok(NumberLiteral {
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

    #[test]
    fn fortran_exponents() {
        assert_eq!(lexed("1.0D-08"), (1.0e-8, false, 7));
        assert_eq!(lexed("2d3"), (2000.0, false, 3));
        assert_eq!(lexed("2d"), (2.0, false, 1));
    }

    #[test]
    fn typed_integer_literals() {
        let typed = |text: &str| integer_literal(text).map(|l| (l.ty, l.value));
        assert_eq!(typed("0x1Fu16"), Some((IntegerType::U16, 31)));
        assert_eq!(typed("0b101s32"), Some((IntegerType::S32, 5)));
        assert_eq!(typed("0x80s8"), Some((IntegerType::S8, -128)));
        assert_eq!(typed("0xFFs8"), Some((IntegerType::S8, -1)));
        assert_eq!(typed("0x7Fs8"), Some((IntegerType::S8, 127)));
        assert_eq!(typed("0x100"), Some((IntegerType::U16, 256)));
        assert_eq!(
            typed("0xFFFFFFFFFFFFFFFF"),
            Some((IntegerType::U64, -1i128 + (1i128 << 64)))
        );
        assert_eq!(typed("0xFFFFFFFFFFFFFFFFs64"), Some((IntegerType::S64, -1)));
        assert_eq!(typed("0x100u8"), None);
        assert_eq!(typed("0x1FFFFFFFFFFFFFFFF"), None);
        assert_eq!(typed("12"), None);
        assert_eq!(lex_number("0x100u8"), Err(NumberError::OutOfRange));
        assert_eq!(lexed("0x1Fu16"), (31.0, false, 7));
        assert_eq!(lexed("0x80s8"), (-128.0, false, 6));
    }
}
