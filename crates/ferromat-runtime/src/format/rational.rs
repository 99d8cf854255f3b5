//! Rational approximations shared by `rat`, `rats` and `format rat`: the
//! truncated continued fraction (MATLAB's rule: round to the nearest
//! integer at each step, stop at the first convergent within tolerance) and
//! the fixed-width fraction fields `rats` and the display lay out. Text
//! only; nothing here knows values, classes or the interpreter.

/// A double's continued fraction ends long before this many terms; the
/// bound only guards the loop.
const MAX_TERMS: usize = 64;

/// One element's approximation: `numerator / denominator` and the terms of
/// its expansion.
#[derive(Debug, PartialEq)]
pub struct Approximation {
    pub numerator: f64,
    pub denominator: f64,
    pub terms: Vec<f64>,
}

/// The continued fraction of `x`, cut at the first convergent within `tol`.
pub fn approximate(x: f64, tol: f64) -> Approximation {
    if x.is_nan() {
        return Approximation {
            numerator: f64::NAN,
            denominator: 1.0,
            terms: Vec::new(),
        };
    }
    if x.is_infinite() {
        return Approximation {
            numerator: x.signum(),
            denominator: 0.0,
            terms: Vec::new(),
        };
    }
    let first = x.round();
    let (mut numerator, mut previous_numerator) = (first, 1.0);
    let (mut denominator, mut previous_denominator) = (1.0, 0.0);
    let mut fraction = x - first;
    let mut terms = vec![first];
    while (x - numerator / denominator).abs() >= tol && fraction != 0.0 && terms.len() < MAX_TERMS {
        let flip = 1.0 / fraction;
        let step = flip.round();
        if !step.is_finite() {
            break;
        }
        fraction = flip - step;
        terms.push(step);
        (numerator, previous_numerator) = (numerator * step + previous_numerator, numerator);
        (denominator, previous_denominator) =
            (denominator * step + previous_denominator, denominator);
    }
    let sign = if denominator < 0.0 { -1.0 } else { 1.0 };
    Approximation {
        numerator: numerator * sign,
        denominator: denominator * sign,
        terms,
    }
}

/// The tolerance `rats` (and so `format rat`) uses for a field of
/// `strlen` characters: `min(10^(-(strlen-1)/2) * norm(X(isfinite(X)),1), 0.1)`,
/// from the Algorithms section of the `rats` page.
pub fn field_tolerance(data: &[f64], strlen: usize) -> f64 {
    let norm: f64 = data.iter().filter(|x| x.is_finite()).map(|x| x.abs()).sum();
    let exponent = -((strlen as f64) - 1.0) / 2.0;
    (10f64.powf(exponent) * norm).min(0.1)
}

/// `355/113`, `-1/2`, `7`, `Inf`, `NaN`: an element as a simple fraction
/// (an integer when the denominator is 1).
pub fn fraction_text(x: f64, tol: f64) -> String {
    if !x.is_finite() {
        return crate::format::cfmt::non_finite_name(x).to_string();
    }
    let approximation = approximate(x, tol);
    // `+ 0.0` turns the -0 of a negligible negative element into 0.
    let numerator = approximation.numerator + 0.0;
    if approximation.denominator == 1.0 {
        format!("{numerator}")
    } else {
        format!("{numerator}/{}", approximation.denominator)
    }
}

/// Where a fraction goes in its fixed-width field (1-based columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldLayout {
    /// Characters in the field.
    pub width: usize,
    /// Column of the `/`.
    pub slash: usize,
    /// Column of an integer's last digit.
    pub integer_end: usize,
}

impl FieldLayout {
    /// `rats(X, strlen)`: `strlen + 1` characters, the `/` in column
    /// `(strlen + 3) / 2` and integers ending there too, as the page's
    /// examples lay out `rats(pi)`, `rats(pi, 20)` and `rats(hilb(4))`.
    pub fn rats(strlen: usize) -> FieldLayout {
        let slash = (strlen + 3) / 2;
        FieldLayout {
            width: strlen + 1,
            slash,
            integer_end: slash,
        }
    }

    /// `format rat`: 15 characters, the numerator (or integer) ending in
    /// column 8 and the `/` in column 9, as MATLAB shows `pi` and `hilb(4)`.
    pub fn display() -> FieldLayout {
        FieldLayout {
            width: 15,
            slash: 9,
            integer_end: 8,
        }
    }

    /// The same layout widened so every text fits aligned: the left part
    /// grows for long numerators, the right part for long denominators.
    pub fn fitting(self, texts: &[String]) -> FieldLayout {
        let mut layout = self;
        for text in texts {
            let (left, right) = split(text);
            let end = if text.contains('/') {
                layout.slash - 1
            } else {
                layout.integer_end
            };
            if left + 1 > end {
                let grow = left + 1 - end;
                layout.slash += grow;
                layout.integer_end += grow;
                layout.width += grow;
            }
            let room = layout.width - layout.slash;
            if right + 1 > room {
                layout.width += right + 1 - room;
            }
        }
        layout
    }

    /// `text` placed in the field, or `None` when it cannot be aligned
    /// with a blank before it and after it.
    pub fn place(self, text: &str) -> Option<String> {
        let (left, right) = split(text);
        let end = if text.contains('/') {
            self.slash - 1
        } else {
            self.integer_end
        };
        if left + 1 > end || right + 1 > self.width - self.slash {
            return None;
        }
        let leading = end - left;
        let trailing = self.width - leading - text.chars().count();
        Some(format!(
            "{}{text}{}",
            " ".repeat(leading),
            " ".repeat(trailing)
        ))
    }

    /// `rats`' field for a text that does not fit: an asterisk where the
    /// `/` goes.
    pub fn asterisk(self) -> String {
        let leading = self.slash - 1;
        format!(
            "{}*{}",
            " ".repeat(leading),
            " ".repeat(self.width - self.slash)
        )
    }
}

/// Characters of a fraction text before the `/` (the whole text for an
/// integer) and after it.
fn split(text: &str) -> (usize, usize) {
    match text.split_once('/') {
        Some((left, right)) => (left.chars().count(), right.chars().count()),
        None => (text.chars().count(), 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pi_and_hilbert_fields_as_the_rats_page_shows() {
        let pi = std::f64::consts::PI;
        let text = fraction_text(pi, field_tolerance(&[pi], 13));
        assert_eq!(text, "355/113");
        assert_eq!(
            FieldLayout::rats(13).place(&text).as_deref(),
            Some("    355/113   ")
        );
        let text = fraction_text(pi, field_tolerance(&[pi], 20));
        assert_eq!(text, "104348/33215");
        assert_eq!(
            FieldLayout::rats(20).place(&text).as_deref(),
            Some("    104348/33215     ")
        );
        let text = fraction_text(pi, field_tolerance(&[pi], 25));
        assert_eq!(
            FieldLayout::rats(25).place(&text).as_deref(),
            Some("      1146408/364913      ")
        );
        assert_eq!(
            FieldLayout::rats(13).place("1").as_deref(),
            Some("       1      ")
        );
        assert_eq!(
            FieldLayout::rats(13).place("1/2").as_deref(),
            Some("      1/2     ")
        );
        assert_eq!(
            FieldLayout::display().place("1").as_deref(),
            Some("       1       ")
        );
        assert_eq!(
            FieldLayout::display().place("1/2").as_deref(),
            Some("       1/2     ")
        );
    }

    #[test]
    fn negligible_elements_are_zero_and_long_texts_widen() {
        let data = [1e7, 1e-9];
        let tol = field_tolerance(&data, 13);
        assert_eq!(fraction_text(1e-9, tol), "0");
        assert_eq!(fraction_text(-1e-9, tol), "0");
        let texts = vec![fraction_text(1e7, tol), "1/2".to_string()];
        assert_eq!(FieldLayout::rats(13).place(&texts[0]), None);
        let wide = FieldLayout::display().fitting(&texts);
        let fields: Vec<String> = texts.iter().filter_map(|t| wide.place(t)).collect();
        assert_eq!(fields.len(), 2);
        let slash = fields[1].find('/').expect("slash");
        assert_eq!(fields[0].find("10000000").map(|k| k + 8), Some(slash));
    }

    /// The naive reference: a continued fraction evaluated from its last
    /// term back.
    fn evaluate(terms: &[f64]) -> f64 {
        let (last, rest) = terms.split_last().expect("terms");
        rest.iter().rev().fold(*last, |acc, term| term + 1.0 / acc)
    }

    #[test]
    fn the_first_convergent_within_tol_is_returned() {
        for k in 1..200 {
            let x = f64::from(k) * 0.37 - 31.0 + 1.0 / f64::from(k + 3);
            let tol = 1e-5;
            let a = approximate(x, tol);
            assert!(a.denominator > 0.0, "{x}");
            let value = a.numerator / a.denominator;
            assert!(
                (value - evaluate(&a.terms)).abs() < 1e-12 * value.abs().max(1.0),
                "{x}"
            );
            assert!((x - value).abs() < tol, "{x}");
            if a.terms.len() > 1 {
                let shorter = evaluate(&a.terms[..a.terms.len() - 1]);
                assert!((x - shorter).abs() >= tol, "{x} stopped late");
            }
        }
    }

    #[test]
    fn non_finite_values() {
        let a = approximate(f64::NEG_INFINITY, 0.0);
        assert_eq!((a.numerator, a.denominator), (-1.0, 0.0));
        let a = approximate(f64::NAN, 0.0);
        assert!(a.numerator.is_nan() && a.denominator == 1.0);
    }
}
