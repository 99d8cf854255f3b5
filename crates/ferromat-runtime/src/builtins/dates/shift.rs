//! Calendar arithmetic on serial date numbers: `addtodate` (add a number of
//! years, quarters, months, weeks, days, hours, minutes, seconds or
//! milliseconds) and `eomday` (the last day of a month). Months and years
//! go through date vectors (`calendar.rs`), so the day is clamped to the
//! end of a shorter month as MATLAB does; fixed units are plain day
//! fractions. This file must not parse or format date text.

use super::calendar::{from_serial, to_serial};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::broadcast::zip;
use crate::ops::convert::as_f64;
use crate::value::{Tensor, Value};

/// What one unit of `addtodate`'s amount is.
#[derive(Clone, Copy)]
enum Step {
    Months(f64),
    Days(f64),
}

fn step_named(name: &str) -> Option<Step> {
    let name = name.to_ascii_lowercase();
    let singular = name.strip_suffix('s').unwrap_or(&name);
    Some(match singular {
        "year" => Step::Months(12.0),
        "quarter" => Step::Months(3.0),
        "month" => Step::Months(1.0),
        "week" => Step::Days(7.0),
        "day" => Step::Days(1.0),
        "hour" => Step::Days(1.0 / 24.0),
        "minute" => Step::Days(1.0 / 1440.0),
        "second" => Step::Days(1.0 / 86400.0),
        "millisecond" => Step::Days(1.0 / 86_400_000.0),
        _ => return None,
    })
}

fn numbers<'a>(value: &'a Value, what: &str) -> Result<std::borrow::Cow<'a, Tensor<f64>>> {
    as_f64(value)
        .filter(|_| !value.is_complex())
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:addtodate:invalidInput",
                format!("{what} must be a real numeric array."),
            )
        })
}

/// The serial date `count` months after `serial`, the day clamped to the
/// target month's length and the time of day kept.
fn add_months(serial: f64, count: f64) -> Result<f64> {
    if !serial.is_finite() || !count.is_finite() {
        return Ok(f64::NAN);
    }
    let date = from_serial(serial)?;
    let months = f64::from(date.year) * 12.0 + f64::from(date.month) - 1.0 + count;
    let (year, month) = ((months / 12.0).floor(), months.rem_euclid(12.0) + 1.0);
    let day = f64::from(date.day).min(days_in_month(year, month));
    let time = serial - serial.floor();
    Ok(to_serial([year, month, day, 0.0, 0.0, 0.0])? + time)
}

fn is_leap_year(year: f64) -> bool {
    year.rem_euclid(4.0) == 0.0 && (year.rem_euclid(100.0) != 0.0 || year.rem_euclid(400.0) == 0.0)
}

fn days_in_month(year: f64, month: f64) -> f64 {
    match month as u32 {
        2 if is_leap_year(year) => 29.0,
        2 => 28.0,
        4 | 6 | 9 | 11 => 30.0,
        _ => 31.0,
    }
}

/// `dt = addtodate(d, t, timeUnit)`: `d` and `t` expand against each other.
pub fn addtodate(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let [dates, amounts, unit] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let unit_name = match unit {
        Value::Char(t) if t.shape().rows() == 1 => unit.as_text().unwrap_or_default(),
        Value::String(t) if t.is_scalar() => unit.as_text().unwrap_or_default(),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:addtodate:invalidUnit",
                "The time unit must be a character vector or string scalar.",
            ))
        }
    };
    let step = step_named(&unit_name).ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:addtodate:invalidUnit",
            format!("Invalid time unit '{unit_name}'."),
        )
    })?;
    let dates = numbers(dates, "Date numbers")?;
    let amounts = numbers(amounts, "The time to add")?;
    if amounts
        .data()
        .iter()
        .any(|t| t.fract() != 0.0 || t.abs() > 1e16)
    {
        return Err(RuntimeError::new(
            "MATLAB:addtodate:invalidQuantity",
            "The time to add must be an integer between -1e16 and 1e16.",
        ));
    }
    let shifted = zip(&dates, &amounts, |&d, &t| match step {
        Step::Days(unit) => Ok(d + t * unit),
        Step::Months(unit) => add_months(d, t * unit),
    })?;
    let shape = shifted.shape().clone();
    let data = shifted
        .into_vec()
        .into_iter()
        .collect::<Result<Vec<f64>>>()?;
    one(Value::Double(Tensor::new(shape, data)))
}

/// `e = eomday(y, m)`: the last day of month `m` of year `y`, element-wise
/// with implicit expansion.
pub fn eomday(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let [years, months] = values else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let invalid = || {
        RuntimeError::new(
            "MATLAB:eomday:invalidInput",
            "Year and month must be real numeric arrays with months from 1 to 12.",
        )
    };
    let years = as_f64(years)
        .filter(|_| !years.is_complex())
        .ok_or_else(invalid)?;
    let months = as_f64(months)
        .filter(|_| !months.is_complex())
        .ok_or_else(invalid)?;
    if months
        .data()
        .iter()
        .any(|m| !(1.0..=12.0).contains(m) || m.fract() != 0.0)
    {
        return Err(invalid());
    }
    let result = zip(&years, &months, |&y, &m| {
        if y.is_finite() {
            days_in_month(y.floor(), m)
        } else {
            f64::NAN
        }
    })?;
    one(Value::Double(result))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_clamp_to_the_shorter_month_and_keep_the_time() {
        let jan31 = to_serial([2020.0, 1.0, 31.0, 6.0, 0.0, 0.0]).unwrap();
        let feb29 = to_serial([2020.0, 2.0, 29.0, 6.0, 0.0, 0.0]).unwrap();
        assert!((add_months(jan31, 1.0).unwrap() - feb29).abs() < 1e-9);
        let back = to_serial([2019.0, 12.0, 31.0, 6.0, 0.0, 0.0]).unwrap();
        assert!((add_months(jan31, -1.0).unwrap() - back).abs() < 1e-9);
    }

    #[test]
    fn leap_years_follow_the_gregorian_rule() {
        assert!(is_leap_year(2000.0) && is_leap_year(-4.0) && is_leap_year(0.0));
        assert!(!is_leap_year(1900.0) && !is_leap_year(2001.0) && !is_leap_year(-100.0));
    }
}
