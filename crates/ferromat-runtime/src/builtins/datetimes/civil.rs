//! The calendar under `datetime`: seconds since 1970-01-01 00:00:00
//! (unzoned, proleptic Gregorian) to and from year, month, day and time of
//! day, on chrono's `NaiveDate`. Months and days outside their ranges
//! carry, as MATLAB's `datetime(Y,M,D,...)` does. No formats, no values.

use chrono::{Datelike, Local, NaiveDate, Timelike};

use crate::error::{Result, RuntimeError};

pub const SECONDS_PER_DAY: f64 = 86_400.0;

/// chrono's day number (`num_days_from_ce`) of 1970-01-01.
const EPOCH_DAYS_FROM_CE: i64 = 719_163;

/// MATLAB's serial date number of 1970-01-01.
pub const EPOCH_DATENUM: f64 = 719_529.0;

/// Years chrono represents, with a margin for carries.
const YEAR_LIMIT: f64 = 200_000.0;

/// A point in time broken down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Civil {
    pub year: i32,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    /// Seconds with their fraction, in [0, 60).
    pub second: f64,
    /// 1 = Sunday ... 7 = Saturday, as `weekday` numbers them.
    pub weekday: u32,
    pub day_of_year: u32,
}

pub fn out_of_range() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:datetime:outOfRange",
        "Date and time values are out of the range the calendar supports.",
    )
}

/// The broken-down form of `seconds`; `None` for NaT, infinities and
/// points beyond the calendar's range.
pub fn civil(seconds: f64) -> Option<Civil> {
    if !seconds.is_finite() || (seconds / SECONDS_PER_DAY).abs() > YEAR_LIMIT * 366.0 {
        return None;
    }
    let days = (seconds / SECONDS_PER_DAY).floor();
    let mut in_day = seconds - days * SECONDS_PER_DAY;
    // Rounding can leave a whisker under a full day.
    let mut days = days as i64;
    if in_day >= SECONDS_PER_DAY {
        in_day -= SECONDS_PER_DAY;
        days += 1;
    }
    let date =
        NaiveDate::from_num_days_from_ce_opt(i32::try_from(days + EPOCH_DAYS_FROM_CE).ok()?)?;
    let whole = in_day.floor();
    Some(Civil {
        year: date.year(),
        month: date.month(),
        day: date.day(),
        hour: (whole / 3600.0) as u32,
        minute: ((whole % 3600.0) / 60.0) as u32,
        second: in_day - (whole / 60.0).floor() * 60.0,
        weekday: date.weekday().num_days_from_sunday() + 1,
        day_of_year: date.ordinal(),
    })
}

/// Seconds of the date `year`, `month`, `day` (any integers: months carry
/// into years, days into months) at midnight. NaN in gives NaN.
fn midnight(year: f64, month: f64, day: f64) -> Result<f64> {
    if year.is_nan() || month.is_nan() || day.is_nan() {
        return Ok(f64::NAN);
    }
    if !(year.is_finite() && month.is_finite()) || year.abs() > YEAR_LIMIT {
        return Err(out_of_range());
    }
    let months = year.floor() * 12.0 + (month.floor() - 1.0);
    let (y, m) = ((months / 12.0).floor(), months.rem_euclid(12.0) + 1.0);
    let first = NaiveDate::from_ymd_opt(y as i32, m as u32, 1).ok_or_else(out_of_range)?;
    let days = i64::from(first.num_days_from_ce()) - EPOCH_DAYS_FROM_CE;
    Ok((days as f64 + day - 1.0) * SECONDS_PER_DAY)
}

/// Seconds of a date and time given as parts; hours, minutes and seconds
/// beyond their ranges carry.
pub fn from_parts(parts: [f64; 6]) -> Result<f64> {
    let [year, month, day, hour, minute, second] = parts;
    let base = midnight(year, month, day.floor())?;
    Ok(base + (day - day.floor()) * SECONDS_PER_DAY + hour * 3600.0 + minute * 60.0 + second)
}

/// The parts of a date and time, for assigning one property (`t.Year = 2015`).
pub fn parts(seconds: f64) -> Option<[f64; 6]> {
    civil(seconds).map(|c| {
        [
            f64::from(c.year),
            f64::from(c.month),
            f64::from(c.day),
            f64::from(c.hour),
            f64::from(c.minute),
            c.second,
        ]
    })
}

/// Now, on the local wall clock, as unzoned seconds.
pub fn now() -> f64 {
    let now = Local::now().naive_local();
    let days = i64::from(now.date().num_days_from_ce()) - EPOCH_DAYS_FROM_CE;
    days as f64 * SECONDS_PER_DAY
        + f64::from(now.num_seconds_from_midnight())
        + f64::from(now.nanosecond() % 1_000_000_000) * 1e-9
}

/// Midnight of the day `seconds` falls in.
pub fn start_of_day(seconds: f64) -> f64 {
    (seconds / SECONDS_PER_DAY).floor() * SECONDS_PER_DAY
}

/// Serial date number (`datenum`) of `seconds`.
pub fn to_datenum(seconds: f64) -> f64 {
    seconds / SECONDS_PER_DAY + EPOCH_DATENUM
}

/// Seconds of serial date number `serial`, to the microsecond (a datenum
/// near today carries about ten microseconds of precision, so finer
/// digits are noise).
pub fn from_datenum(serial: f64) -> f64 {
    let seconds = (serial - EPOCH_DATENUM) * SECONDS_PER_DAY;
    if seconds.is_finite() && seconds.abs() < 1e15 {
        (seconds * 1e6).round() / 1e6
    } else {
        seconds
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn epoch_and_leap_days() {
        assert_eq!(
            from_parts([1970.0, 1.0, 1.0, 0.0, 0.0, 0.0]).ok(),
            Some(0.0)
        );
        let leap = from_parts([2024.0, 2.0, 29.0, 12.0, 30.0, 15.5]).unwrap_or(f64::NAN);
        let c = civil(leap).expect("in range");
        assert_eq!(
            (c.year, c.month, c.day, c.hour, c.minute),
            (2024, 2, 29, 12, 30)
        );
        assert!((c.second - 15.5).abs() < 1e-9);
        assert_eq!(c.weekday, 5); // Thursday
        assert_eq!(c.day_of_year, 60);
    }

    #[test]
    fn months_and_days_carry() {
        let a = from_parts([2014.0, 13.0, 1.0, 0.0, 0.0, 0.0]).ok();
        let b = from_parts([2015.0, 1.0, 1.0, 0.0, 0.0, 0.0]).ok();
        assert_eq!(a, b);
        let c = from_parts([2014.0, 0.0, 1.0, 0.0, 0.0, 0.0]).ok();
        let d = from_parts([2013.0, 12.0, 1.0, 0.0, 0.0, 0.0]).ok();
        assert_eq!(c, d);
        let e = from_parts([2014.0, 1.0, 32.0, 0.0, 0.0, 0.0]).ok();
        let f = from_parts([2014.0, 2.0, 1.0, 0.0, 0.0, 0.0]).ok();
        assert_eq!(e, f);
        assert!(from_parts([f64::NAN, 1.0, 1.0, 0.0, 0.0, 0.0]).is_ok_and(f64::is_nan));
    }

    #[test]
    fn datenum_of_known_dates() {
        // datenum(2014,6,28) is 735778.
        let t = from_parts([2014.0, 6.0, 28.0, 0.0, 0.0, 0.0]).unwrap_or(f64::NAN);
        assert_eq!(to_datenum(t), 735_778.0);
        assert_eq!(from_datenum(735_778.25), t + 6.0 * 3600.0);
    }

    proptest! {
        /// datetime -> datenum -> datetime keeps every whole millisecond.
        #[test]
        fn datenum_round_trip(year in 1i32..4000, month in 1u32..13, day in 1u32..29,
                              hour in 0u32..24, minute in 0u32..60, ms in 0u32..60_000) {
            let parts = [f64::from(year), f64::from(month), f64::from(day), f64::from(hour),
                         f64::from(minute), f64::from(ms) / 1000.0];
            let t = from_parts(parts).unwrap_or(f64::NAN);
            let back = from_datenum(to_datenum(t));
            prop_assert!((back - t).abs() < 5e-5, "{t} -> {back}");
            let c = civil(back).expect("in range");
            prop_assert_eq!((c.year, c.month, c.day, c.hour, c.minute), (year, month, day, hour, minute));
        }

        /// Broken down and rebuilt, a point in time is unchanged.
        #[test]
        fn civil_round_trip(seconds in -1e11f64..1e11) {
            let c = civil(seconds).expect("in range");
            let rebuilt = from_parts([f64::from(c.year), f64::from(c.month), f64::from(c.day),
                                      f64::from(c.hour), f64::from(c.minute), c.second]).unwrap_or(f64::NAN);
            prop_assert!((rebuilt - seconds).abs() < 1e-4);
        }
    }
}
