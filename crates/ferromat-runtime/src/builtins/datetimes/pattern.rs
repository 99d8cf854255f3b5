//! Display formats: MATLAB's datetime format letters (Unicode CLDR style:
//! `uuuu-MM-dd HH:mm:ss.SSS`, `dd-MMM-uuuu`, quoted literals `'T'`) and
//! duration formats (`hh:mm:ss`, `dd:hh:mm:ss`, `mm:ss`, `hh:mm` with
//! optional `.S` to `.SSSSSSSSS`, and the units `y d h m s`). A datetime
//! format is read into tokens once; writing text walks the tokens, and
//! reading text translates them to a chrono format string so chrono does
//! the parsing. This file turns numbers into text and back; it builds no
//! values.

use chrono::{NaiveDate, NaiveDateTime, NaiveTime, Timelike};

use super::civil::{self, SECONDS_PER_DAY};
use crate::builtins::dates::calendar::{DAY_NAMES, MONTH_NAMES};
use crate::error::{Result, RuntimeError};
use crate::format::cfmt::general;

/// `datetime`'s default display format.
pub const DEFAULT_FORMAT: &str = "dd-MMM-uuuu HH:mm:ss";
/// The default for datetimes built from dates alone (`datetime(Y,M,D)`,
/// `'today'`).
pub const DATE_FORMAT: &str = "dd-MMM-uuuu";
/// `duration`'s default display format.
pub const CLOCK_FORMAT: &str = "hh:mm:ss";

/// One piece of a datetime format: literal text, or a run of one letter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    Literal(String),
    Field(char, usize),
}

fn bad_format(format: &str, symbol: char) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:datetime:UnsupportedSymbol",
        format!(
            "The format '{format}' contains an unsupported symbol: '{symbol}'. See the \
             datetime.Format property for a complete description of the identifiers used in \
             datetime formats."
        ),
    )
}

/// The tokens of datetime format `format`, or MATLAB's error for a letter
/// it does not know.
pub fn tokens(format: &str) -> Result<Vec<Token>> {
    let chars: Vec<char> = format.chars().collect();
    let mut out = Vec::new();
    let mut literal = String::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c == '\'' {
            // '' is a quote; 'text' is literal text.
            if chars.get(i + 1) == Some(&'\'') {
                literal.push('\'');
                i += 2;
                continue;
            }
            let close = chars[i + 1..].iter().position(|&q| q == '\'');
            let end = close.map_or(chars.len(), |p| i + 1 + p);
            literal.extend(&chars[i + 1..end]);
            i = end + 1;
            continue;
        }
        if c.is_ascii_alphabetic() {
            if !"yuMdDHhmsSaE".contains(c) {
                return Err(bad_format(format, c));
            }
            let run = chars[i..].iter().take_while(|&&r| r == c).count();
            if !literal.is_empty() {
                out.push(Token::Literal(std::mem::take(&mut literal)));
            }
            out.push(Token::Field(c, run));
            i += run;
            continue;
        }
        literal.push(c);
        i += 1;
    }
    if !literal.is_empty() {
        out.push(Token::Literal(literal));
    }
    Ok(out)
}

/// Whether `format` is a valid datetime format.
pub fn check_datetime_format(format: &str) -> Result<()> {
    tokens(format).map(|_| ())
}

fn padded(value: i64, width: usize) -> String {
    if value < 0 {
        format!("-{:0width$}", -value)
    } else {
        format!("{value:0width$}")
    }
}

/// The text of one datetime in format `tokens`: `NaT` for NaN.
pub fn format_datetime(seconds: f64, tokens: &[Token]) -> String {
    if seconds.is_nan() {
        return "NaT".to_string();
    }
    if seconds.is_infinite() {
        return if seconds > 0.0 { "Inf" } else { "-Inf" }.to_string();
    }
    let Some(c) = civil::civil(seconds) else {
        return "NaT".to_string();
    };
    let mut out = String::new();
    for token in tokens {
        match token {
            Token::Literal(text) => out.push_str(text),
            Token::Field(letter, n) => {
                let n = *n;
                let month = MONTH_NAMES[(c.month as usize).saturating_sub(1) % 12];
                let weekday = DAY_NAMES[(c.weekday as usize).saturating_sub(1) % 7];
                let hour12 = match c.hour % 12 {
                    0 => 12,
                    h => h,
                };
                let text = match letter {
                    'y' | 'u' if n == 2 => padded(i64::from(c.year).rem_euclid(100), 2),
                    'y' | 'u' => padded(i64::from(c.year), n),
                    'M' if n == 3 => month[..3].to_string(),
                    'M' if n >= 4 => month.to_string(),
                    'M' => padded(i64::from(c.month), n),
                    'd' => padded(i64::from(c.day), n),
                    'D' => padded(i64::from(c.day_of_year), n),
                    'H' => padded(i64::from(c.hour), n),
                    'h' => padded(i64::from(hour12), n),
                    'm' => padded(i64::from(c.minute), n),
                    's' => padded(c.second.floor() as i64, n),
                    'S' => fraction_digits(c.second, n),
                    'a' => if c.hour < 12 { "AM" } else { "PM" }.to_string(),
                    'E' if n >= 4 => weekday.to_string(),
                    _ => weekday[..3].to_string(),
                };
                out.push_str(&text);
            }
        }
    }
    out
}

/// The first `n` digits of the fraction of `x`, truncated as MATLAB's
/// display truncates.
fn fraction_digits(x: f64, n: usize) -> String {
    let n = n.min(9);
    let scale = 10f64.powi(n as i32);
    // A hair over so 1.15 shows 1.15, not 1.14.
    let digits = ((x - x.floor()) * scale + 1e-6).floor().min(scale - 1.0);
    format!("{:0n$}", digits as u64)
}

/// The chrono format string that reads text written in `tokens`.
pub fn chrono_format(tokens: &[Token]) -> String {
    let mut out = String::new();
    let mut previous_dot = false;
    for token in tokens {
        match token {
            Token::Literal(text) => {
                previous_dot = text.ends_with('.');
                for ch in text.chars() {
                    if ch == '%' {
                        out.push_str("%%");
                    } else {
                        out.push(ch);
                    }
                }
            }
            Token::Field(letter, n) => {
                let spec = match (letter, n) {
                    ('y' | 'u', 2) => "%y",
                    ('y' | 'u', _) => "%Y",
                    ('M', 3) => "%b",
                    ('M', n) if *n >= 4 => "%B",
                    ('M', _) => "%m",
                    ('d', _) => "%d",
                    ('D', _) => "%j",
                    ('H', _) => "%H",
                    ('h', _) => "%I",
                    ('m', _) => "%M",
                    ('s', _) => "%S",
                    ('a', _) => "%p",
                    ('E', n) if *n >= 4 => "%A",
                    ('E', _) => "%a",
                    _ => "",
                };
                if *letter == 'S' {
                    // chrono reads a fraction with its dot: `.SSS` -> `%.f`.
                    if previous_dot {
                        out.pop();
                    }
                    out.push_str("%.f");
                } else {
                    out.push_str(spec);
                }
                previous_dot = false;
            }
        }
    }
    out
}

/// Seconds of `text` read with `tokens`, or `None` when it does not match.
pub fn parse_datetime(text: &str, tokens: &[Token]) -> Option<f64> {
    let format = chrono_format(tokens);
    let text = text.trim();
    let stamp = NaiveDateTime::parse_from_str(text, &format)
        .ok()
        .or_else(|| {
            NaiveDate::parse_from_str(text, &format)
                .ok()
                .map(|d| d.and_time(NaiveTime::MIN))
        })?;
    let date = stamp.date();
    let seconds = civil::from_parts([
        f64::from(chrono::Datelike::year(&date)),
        f64::from(chrono::Datelike::month(&date)),
        f64::from(chrono::Datelike::day(&date)),
        0.0,
        0.0,
        0.0,
    ])
    .ok()?;
    let time = stamp.time();
    Some(
        seconds
            + f64::from(time.num_seconds_from_midnight())
            + f64::from(time.nanosecond() % 1_000_000_000) * 1e-9,
    )
}

/// A duration display format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DurationFormat {
    /// A number of one unit: `y d h m s`.
    Unit(char),
    /// Colon-separated fields, with `days` when it starts with `dd`,
    /// dropping seconds (`hh:mm`) or hours (`mm:ss`), and `digits`
    /// fractional digits of the last field.
    Clock {
        days: bool,
        hours: bool,
        seconds: bool,
        digits: usize,
    },
}

/// The duration format `format` means, or MATLAB's error.
pub fn duration_format(format: &str) -> Result<DurationFormat> {
    if let [unit @ ('y' | 'd' | 'h' | 'm' | 's')] = format.chars().collect::<Vec<_>>()[..] {
        return Ok(DurationFormat::Unit(unit));
    }
    let (clock, fraction) = match format.split_once('.') {
        Some((clock, fraction)) => (clock, fraction),
        None => (format, ""),
    };
    let digits = fraction.len();
    let fraction_ok = fraction.chars().all(|c| c == 'S') && digits <= 9;
    let parsed = match clock {
        "dd:hh:mm:ss" => Some((true, true, true)),
        "hh:mm:ss" => Some((false, true, true)),
        "mm:ss" => Some((false, false, true)),
        "hh:mm" if digits == 0 => Some((false, true, false)),
        _ => None,
    };
    match parsed {
        Some((days, hours, seconds)) if fraction_ok && (digits == 0 || !fraction.is_empty()) => {
            Ok(DurationFormat::Clock {
                days,
                hours,
                seconds,
                digits,
            })
        }
        _ => Err(RuntimeError::new(
            "MATLAB:duration:UnrecognizedFormat",
            format!(
                "Invalid duration format '{format}'. Use 'y', 'd', 'h', 'm', 's', 'dd:hh:mm:ss', \
                 'hh:mm:ss', 'mm:ss' or 'hh:mm', with up to nine fractional second digits (S)."
            ),
        )),
    }
}

/// The text of one duration of `seconds` in `format`.
pub fn format_duration(seconds: f64, format: DurationFormat) -> String {
    match format {
        DurationFormat::Unit(unit) => {
            let (size, one, many) = match unit {
                'y' => (365.2425 * SECONDS_PER_DAY, "yr", "yrs"),
                'd' => (SECONDS_PER_DAY, "day", "days"),
                'h' => (3600.0, "hr", "hr"),
                'm' => (60.0, "min", "min"),
                _ => (1.0, "sec", "sec"),
            };
            let x = seconds / size;
            let number = if x.is_finite() {
                general(x, 5, false, false)
            } else {
                crate::format::cfmt::non_finite_name(x).to_string()
            };
            format!("{number} {}", if x.abs() == 1.0 { one } else { many })
        }
        DurationFormat::Clock {
            days,
            hours,
            seconds: with_seconds,
            digits,
        } => {
            if !seconds.is_finite() {
                return crate::format::cfmt::non_finite_name(seconds).to_string();
            }
            let sign = if seconds < 0.0 { "-" } else { "" };
            let total = seconds.abs();
            let whole = (total + 1e-9).floor();
            let mut fields = Vec::new();
            let mut rest = whole;
            if days {
                fields.push((rest / SECONDS_PER_DAY).floor());
                rest %= SECONDS_PER_DAY;
            }
            if hours {
                fields.push((rest / 3600.0).floor());
                rest %= 3600.0;
            }
            if with_seconds {
                fields.push((rest / 60.0).floor());
                fields.push(rest % 60.0);
            } else {
                fields.push((rest / 60.0).floor());
            }
            let mut text: Vec<String> =
                fields.iter().map(|f| format!("{:02}", *f as u64)).collect();
            if digits > 0 {
                if let Some(last) = text.last_mut() {
                    last.push('.');
                    last.push_str(&fraction_digits(total, digits));
                }
            }
            format!("{sign}{}", text.join(":"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seconds(parts: [f64; 6]) -> f64 {
        civil::from_parts(parts).unwrap_or(f64::NAN)
    }

    #[test]
    fn reads_letters_runs_and_quotes() {
        let t = tokens("uuuu-MM-dd'T'HH:mm").unwrap_or_default();
        assert_eq!(t[0], Token::Field('u', 4));
        assert_eq!(t[5], Token::Literal("T".to_string()));
        assert!(tokens("yyyy-QQ").is_err());
    }

    #[test]
    fn writes_matlab_formats() {
        let t = seconds([2014.0, 6.0, 28.0, 6.0, 5.0, 7.25]);
        let text = |f: &str| format_datetime(t, &tokens(f).unwrap_or_default());
        assert_eq!(text(DEFAULT_FORMAT), "28-Jun-2014 06:05:07");
        assert_eq!(text(DATE_FORMAT), "28-Jun-2014");
        assert_eq!(text("uuuu-MM-dd HH:mm:ss.SSS"), "2014-06-28 06:05:07.250");
        assert_eq!(
            text("EEEE, MMMM d, yyyy h:mm a"),
            "Saturday, June 28, 2014 6:05 AM"
        );
        assert_eq!(text("yy/M/d"), "14/6/28");
        assert_eq!(format_datetime(f64::NAN, &[]), "NaT");
    }

    #[test]
    fn translates_to_chrono() {
        let t = tokens("uuuu-MM-dd HH:mm:ss.SSS").unwrap_or_default();
        assert_eq!(chrono_format(&t), "%Y-%m-%d %H:%M:%S%.f");
        let t = tokens("dd-MMM-yyyy").unwrap_or_default();
        assert_eq!(chrono_format(&t), "%d-%b-%Y");
        assert_eq!(
            parse_datetime(
                "2014-06-28 06:05:07.250",
                &tokens("uuuu-MM-dd HH:mm:ss.SSS").unwrap_or_default()
            ),
            Some(seconds([2014.0, 6.0, 28.0, 6.0, 5.0, 7.25]))
        );
        assert_eq!(
            parse_datetime("28-Jun-2014", &tokens("dd-MMM-yyyy").unwrap_or_default()),
            Some(seconds([2014.0, 6.0, 28.0, 0.0, 0.0, 0.0]))
        );
        assert_eq!(
            parse_datetime("June 28", &tokens("dd-MMM-yyyy").unwrap_or_default()),
            None
        );
    }

    #[test]
    fn writes_durations() {
        let clock = duration_format("hh:mm:ss").unwrap_or(DurationFormat::Unit('s'));
        assert_eq!(format_duration(5445.0, clock), "01:30:45");
        assert_eq!(format_duration(-5445.0, clock), "-01:30:45");
        assert_eq!(format_duration(90000.0, clock), "25:00:00");
        let days = duration_format("dd:hh:mm:ss.SS").unwrap_or(DurationFormat::Unit('s'));
        assert_eq!(format_duration(90000.25, days), "01:01:00:00.25");
        assert_eq!(format_duration(9000.0, DurationFormat::Unit('h')), "2.5 hr");
        assert_eq!(format_duration(86400.0, DurationFormat::Unit('d')), "1 day");
        assert_eq!(
            format_duration(172800.0, DurationFormat::Unit('d')),
            "2 days"
        );
        assert!(duration_format("hh:mm:ss.SSSSSSSSSS").is_err());
        assert!(duration_format("q").is_err());
    }
}
