//! Date text: `datestr` (MATLAB's numbered formats 0-31 and free-form
//! formats built from `yyyy yy QQ mmmm mmm mm m dddd ddd dd d HH MM SS FFF
//! AM PM`) and the parsing of date text for `datenum`/`datevec` (with a
//! given format, or by trying the standard formats in turn). Calendar
//! arithmetic is `calendar.rs`'s; this file only reads and writes fields.

use chrono::Datelike;

use super::calendar::{from_serial, serials_of, weekday_number, DateVec, DAY_NAMES, MONTH_NAMES};
use crate::builtins::text::strings::TextArray;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// MATLAB's numbered `datestr` formats, 0 to 31.
const NUMBERED: [&str; 32] = [
    "dd-mmm-yyyy HH:MM:SS",
    "dd-mmm-yyyy",
    "mm/dd/yy",
    "mmm",
    "m",
    "mm",
    "mm/dd",
    "dd",
    "ddd",
    "d",
    "yyyy",
    "yy",
    "mmmyy",
    "HH:MM:SS",
    "HH:MM:SS PM",
    "HH:MM",
    "HH:MM PM",
    "QQ-YY",
    "QQ",
    "dd/mm",
    "dd/mm/yy",
    "mmm.dd,yyyy HH:MM:SS",
    "mmm.dd,yyyy",
    "mm/dd/yyyy",
    "dd/mm/yyyy",
    "yy/mm/dd",
    "yyyy/mm/dd",
    "QQ-YYYY",
    "mmmyyyy",
    "yyyy-mm-dd",
    "yyyymmddTHHMMSS",
    "yyyy-mm-dd HH:MM:SS",
];

/// One element of a date format.
#[derive(Clone, Debug, PartialEq)]
enum Field {
    Year4,
    Year2,
    Quarter,
    MonthName,
    MonthShort,
    Month2,
    MonthLetter,
    DayName,
    DayShort,
    Day2,
    DayLetter,
    Hour,
    Minute,
    Second,
    Millis,
    AmPm,
    Literal(char),
}

/// Splits a format into fields, longest symbol first at each position.
fn fields(format: &str) -> Vec<Field> {
    const SYMBOLS: [(&str, Field); 17] = [
        ("yyyy", Field::Year4),
        ("YYYY", Field::Year4),
        ("mmmm", Field::MonthName),
        ("dddd", Field::DayName),
        ("mmm", Field::MonthShort),
        ("ddd", Field::DayShort),
        ("FFF", Field::Millis),
        ("yy", Field::Year2),
        ("YY", Field::Year2),
        ("QQ", Field::Quarter),
        ("mm", Field::Month2),
        ("dd", Field::Day2),
        ("HH", Field::Hour),
        ("MM", Field::Minute),
        ("SS", Field::Second),
        ("AM", Field::AmPm),
        ("PM", Field::AmPm),
    ];
    let mut out = Vec::new();
    let mut rest = format;
    while let Some(c) = rest.chars().next() {
        if let Some((symbol, field)) = SYMBOLS.iter().find(|(s, _)| rest.starts_with(s)) {
            out.push(field.clone());
            rest = &rest[symbol.len()..];
            continue;
        }
        out.push(match c {
            'm' => Field::MonthLetter,
            'd' => Field::DayLetter,
            c => Field::Literal(c),
        });
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// `v` written in `format`.
pub fn format_date(v: DateVec, format: &str) -> String {
    let parts = fields(format);
    let twelve_hour = parts.contains(&Field::AmPm);
    let serial = super::calendar::to_serial([
        f64::from(v.year),
        f64::from(v.month),
        f64::from(v.day),
        0.0,
        0.0,
        0.0,
    ])
    .unwrap_or(1.0);
    let weekday = (weekday_number(serial) as usize).saturating_sub(1) % 7;
    let month = MONTH_NAMES[(v.month as usize).saturating_sub(1) % 12];
    // Whole milliseconds, rounded, so 11.52 s (stored as 11.5199...) shows 520.
    let total_millis = (v.second * 1000.0).round();
    let (whole_seconds, millis) = ((total_millis / 1000.0).floor(), total_millis % 1000.0);
    let mut out = String::new();
    for part in parts {
        match part {
            Field::Year4 => out.push_str(&format!("{:04}", v.year)),
            Field::Year2 => out.push_str(&format!("{:02}", v.year.rem_euclid(100))),
            Field::Quarter => out.push_str(&format!("Q{}", (v.month - 1) / 3 + 1)),
            Field::MonthName => out.push_str(month),
            Field::MonthShort => out.push_str(&month[..3]),
            Field::Month2 => out.push_str(&format!("{:02}", v.month)),
            Field::MonthLetter => out.push_str(&month[..1]),
            Field::DayName => out.push_str(DAY_NAMES[weekday]),
            Field::DayShort => out.push_str(&DAY_NAMES[weekday][..3]),
            Field::Day2 => out.push_str(&format!("{:02}", v.day)),
            Field::DayLetter => out.push_str(&DAY_NAMES[weekday][..1]),
            Field::Hour if twelve_hour => out.push_str(&format!("{:>2}", (v.hour + 11) % 12 + 1)),
            Field::Hour => out.push_str(&format!("{:02}", v.hour)),
            Field::Minute => out.push_str(&format!("{:02}", v.minute)),
            Field::Second => out.push_str(&format!("{:02}", whole_seconds as u32)),
            Field::Millis => out.push_str(&format!("{:03}", millis as u32)),
            Field::AmPm => out.push_str(if v.hour < 12 { "AM" } else { "PM" }),
            Field::Literal(c) => out.push(c),
        }
    }
    out
}

/// The date texts of a char matrix (one per row), cellstr or string array.
pub fn date_texts(value: &Value) -> Result<Vec<String>> {
    if let Value::Char(t) = value {
        let (rows, cols) = (t.shape().rows(), t.shape().cols());
        let data = t.data();
        return Ok((0..rows)
            .map(|r| {
                String::from_utf16_lossy(&(0..cols).map(|c| data[c * rows + r]).collect::<Vec<_>>())
            })
            .collect());
    }
    let list = TextArray::from_value(value).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:datenum:InvalidInput",
            "Date text must be a character array, string array or cell array of character vectors.",
        )
    })?;
    Ok(list
        .items
        .iter()
        .map(|u| String::from_utf16_lossy(u.as_deref().unwrap_or(&[])))
        .collect())
}

fn not_a_date(text: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:datenum:ConvertDateString",
        format!("DATENUM failed. The input '{text}' is not in a recognized date format; give the format as the second argument."),
    )
}

/// Reads `text` as `format`; `None` when it does not fit.
fn parse_with(text: &str, format: &str) -> Option<[f64; 6]> {
    let now = chrono::Local::now();
    let mut v = [f64::from(now.year()), 1.0, 1.0, 0.0, 0.0, 0.0];
    let mut pm = None;
    let mut rest = text.trim();
    let digits = |rest: &mut &str, max: usize| -> Option<f64> {
        let n = rest
            .chars()
            .take(max)
            .take_while(char::is_ascii_digit)
            .count();
        let value = rest[..n].parse().ok()?;
        *rest = &rest[n..];
        Some(value)
    };
    let name = |rest: &mut &str, names: &[&str], short: bool| -> Option<usize> {
        names
            .iter()
            .position(|full| {
                let want = if short { &full[..3] } else { full };
                rest.get(..want.len())
                    .is_some_and(|head| head.eq_ignore_ascii_case(want))
            })
            .inspect(|&k| {
                let len = if short { 3 } else { names[k].len() };
                *rest = &rest[len..];
            })
    };
    for field in fields(format) {
        match field {
            // Three or four digits: '00' is a two-digit year for 'yy'
            // (so '09/07/00' is read as mm/dd/yy, year 2000).
            Field::Year4 => {
                let before = rest.len();
                v[0] = digits(&mut rest, 4)?;
                if before - rest.len() < 3 {
                    return None;
                }
            }
            Field::Year2 => {
                let yy = digits(&mut rest, 2)?;
                let pivot = f64::from(now.year()) - 50.0;
                let century = (pivot / 100.0).floor() * 100.0;
                v[0] = if century + yy < pivot {
                    century + 100.0 + yy
                } else {
                    century + yy
                };
            }
            Field::Month2 => v[1] = digits(&mut rest, 2)?,
            Field::MonthShort => v[1] = (name(&mut rest, &MONTH_NAMES, true)? + 1) as f64,
            Field::MonthName => v[1] = (name(&mut rest, &MONTH_NAMES, false)? + 1) as f64,
            Field::Day2 => v[2] = digits(&mut rest, 2)?,
            Field::DayShort => {
                name(&mut rest, &DAY_NAMES, true)?;
            }
            Field::DayName => {
                name(&mut rest, &DAY_NAMES, false)?;
            }
            Field::Hour => v[3] = digits(&mut rest, 2)?,
            Field::Minute => v[4] = digits(&mut rest, 2)?,
            Field::Second => v[5] = digits(&mut rest, 2)?,
            // Fractional seconds: '.2' is 200 ms, '.25' 250 ms.
            Field::Millis => {
                let before = rest.len();
                let value = digits(&mut rest, 3)?;
                v[5] += value / 10f64.powi((before - rest.len()) as i32);
            }
            Field::AmPm => {
                let head = rest.get(..2)?.to_ascii_uppercase();
                pm = Some(match head.as_str() {
                    "AM" => false,
                    "PM" => true,
                    _ => return None,
                });
                rest = &rest[2..];
            }
            Field::Literal(c) => rest = rest.strip_prefix(c)?,
            Field::Quarter | Field::MonthLetter | Field::DayLetter => return None,
        }
    }
    if !rest.trim().is_empty()
        || v[1] < 1.0
        || v[1] > 12.0
        || v[2] < 1.0
        || v[2] > 31.0
        || v[3] > 24.0
        || v[4] > 59.0
        || v[5] >= 61.0
    {
        return None;
    }
    match pm {
        Some(true) if v[3] < 12.0 => v[3] += 12.0,
        Some(false) if v[3] == 12.0 => v[3] = 0.0,
        _ => {}
    }
    Some(v)
}

/// The standard formats tried, in order, for text without a format.
const GUESSES: [&str; 17] = [
    "dd-mmm-yyyy HH:MM:SS",
    "dd-mmm-yyyy",
    "yyyy-mm-dd HH:MM:SS",
    "yyyy-mm-dd HH:MM",
    "yyyy-mm-dd",
    "mm/dd/yyyy",
    "mm/dd/yy",
    "yyyy/mm/dd",
    "mmm.dd,yyyy HH:MM:SS",
    "mmm.dd,yyyy",
    "yyyymmddTHHMMSS",
    "dd-mmm-yyyy HH:MM",
    "mm/dd",
    "HH:MM:SS PM",
    "HH:MM:SS",
    "HH:MM PM",
    "HH:MM",
];

/// A date text as date-vector parts, read with `format` or guessed.
pub fn parse_date(text: &str, format: Option<&str>) -> Result<[f64; 6]> {
    match format {
        Some(f) => parse_with(text, f).ok_or_else(|| not_a_date(text)),
        None => GUESSES
            .iter()
            .find_map(|f| parse_with(text, f))
            .ok_or_else(|| not_a_date(text)),
    }
}

/// `datestr(D)`, `datestr(D, F)` with F a format number or text.
pub fn datestr(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let run = || -> Result<Value> {
        let serials = serials_of(&args[0], None, "datestr")?;
        let format = match args.get(1) {
            Some(f) if f.as_text().is_some() => f.as_text().unwrap_or_default(),
            Some(f) => {
                let n = f
                    .as_f64()
                    .filter(|n| n.fract() == 0.0 && (0.0..32.0).contains(n))
                    .ok_or_else(|| {
                        RuntimeError::new(
                            "MATLAB:datestr:DateNumber",
                            "The format number must be an integer from 0 to 31.",
                        )
                    })?;
                NUMBERED[n as usize].to_string()
            }
            None => {
                let all_midnight = serials.iter().all(|s| s.fract() == 0.0);
                NUMBERED[usize::from(all_midnight)].to_string()
            }
        };
        let texts = serials
            .iter()
            .map(|&s| Ok(format_date(from_serial(s)?, &format)))
            .collect::<Result<Vec<String>>>()?;
        Ok(crate::format::char_matrix(&texts))
    };
    one(run().map_err(|e| e.in_function("datestr"))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vec_of(y: i32, mo: u32, d: u32, h: u32, mi: u32, s: f64) -> DateVec {
        DateVec {
            year: y,
            month: mo,
            day: d,
            hour: h,
            minute: mi,
            second: s,
        }
    }

    #[test]
    fn formats() {
        let v = vec_of(2020, 4, 1, 15, 45, 17.25);
        assert_eq!(format_date(v, NUMBERED[0]), "01-Apr-2020 15:45:17");
        assert_eq!(format_date(v, "HH:MM PM"), " 3:45 PM");
        assert_eq!(
            format_date(v, "dddd mmmm d QQ FFF"),
            "Wednesday April W Q2 250"
        );
        assert_eq!(format_date(v, NUMBERED[30]), "20200401T154517");
    }

    #[test]
    fn parsing() {
        assert_eq!(
            parse_date("01-Apr-2020 15:45:17", None).unwrap(),
            [2020.0, 4.0, 1.0, 15.0, 45.0, 17.0]
        );
        assert_eq!(
            parse_date("2020-04-01", None).unwrap(),
            [2020.0, 4.0, 1.0, 0.0, 0.0, 0.0]
        );
        assert_eq!(
            parse_date("04/01/2020 3PM", Some("mm/dd/yyyy HHPM")).unwrap()[3],
            15.0
        );
        assert!(parse_date("not a date", None).is_err());
    }
}
