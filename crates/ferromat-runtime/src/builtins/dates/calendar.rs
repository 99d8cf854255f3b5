//! Serial date numbers and date vectors: `datenum datevec now clock date
//! etime weekday calendar`. A serial date number counts days from the
//! proleptic Gregorian 0-Jan-0000 (so 1-Jan-0000 is 1), with the time of
//! day as the fraction. Calendar arithmetic is chrono's (`NaiveDate`); this
//! file only maps MATLAB's conventions onto it. Text formats and parsing
//! are `format.rs`'s.

use chrono::{Datelike, NaiveDate, Timelike};

use super::format;
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// English month names, as `datestr`, `month` and `datetime` write them.
pub const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// English weekday names, Sunday first as `weekday` numbers them.
pub const DAY_NAMES: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// Days between chrono's day 1 (1-Jan-0001) and MATLAB's day 1
/// (1-Jan-0000): year 0 is a leap year.
const CE_OFFSET: i64 = 366;

/// Years chrono can represent, with a margin for month carries.
const YEAR_LIMIT: f64 = 200_000.0;

/// A broken-down date and time, as in a MATLAB date vector.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DateVec {
    pub year: i32,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    /// Seconds with their fraction.
    pub second: f64,
}

fn out_of_range() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:datenum:outOfRange",
        "Date values are out of the range the calendar supports.",
    )
}

/// Serial day number of year/month (any integers; months carry into
/// years) plus `day - 1` days.
fn serial_day(year: f64, month: f64, day: f64) -> Result<f64> {
    if !(year.is_finite() && month.is_finite()) || year.abs() > YEAR_LIMIT {
        return if year.is_nan() || month.is_nan() || day.is_nan() {
            Ok(f64::NAN)
        } else {
            Err(out_of_range())
        };
    }
    // MATLAB rounds fractional months and clamps months below 1 to January.
    let month = month.round().max(1.0);
    let months = year * 12.0 + (month - 1.0);
    let (y, m) = ((months / 12.0).floor(), months.rem_euclid(12.0) + 1.0);
    let first = NaiveDate::from_ymd_opt(y as i32, m as u32, 1).ok_or_else(out_of_range)?;
    Ok((i64::from(first.num_days_from_ce()) + CE_OFFSET) as f64 + day - 1.0)
}

/// `datenum` of a date vector's parts.
pub fn to_serial(parts: [f64; 6]) -> Result<f64> {
    let [y, mo, d, h, mi, s] = parts;
    Ok(serial_day(y, mo, d)? + (h * 3600.0 + mi * 60.0 + s) / 86400.0)
}

/// The date vector of a serial date number, seconds rounded to 0.1 ms so
/// that whole seconds come back whole.
pub fn from_serial(serial: f64) -> Result<DateVec> {
    if !serial.is_finite() || serial.abs() > YEAR_LIMIT * 366.0 {
        return Err(out_of_range());
    }
    let mut day = serial.floor();
    // A double near 7e5 resolves about 10 microseconds of a day; rounding
    // to 0.1 ms gives back the seconds that went in.
    let mut micros = ((serial - day) * 864e6).round() * 100.0;
    if micros >= 86_400e6 {
        day += 1.0;
        micros -= 86_400e6;
    }
    let date = NaiveDate::from_num_days_from_ce_opt((day as i64 - CE_OFFSET) as i32)
        .ok_or_else(out_of_range)?;
    let whole = (micros / 1e6).floor();
    let seconds_of_day = whole as u32;
    let time = chrono::NaiveTime::from_num_seconds_from_midnight_opt(seconds_of_day, 0)
        .ok_or_else(out_of_range)?;
    Ok(DateVec {
        year: date.year(),
        month: date.month(),
        day: date.day(),
        hour: time.hour(),
        minute: time.minute(),
        second: f64::from(time.second()) + (micros - whole * 1e6) / 1e6,
    })
}

/// Day of the week of a serial date, 1 = Sunday.
pub fn weekday_number(serial: f64) -> f64 {
    // Serial day 1 (1-Jan-0000) was a Saturday.
    (serial.floor() + 5.0).rem_euclid(7.0) + 1.0
}

fn numbers(value: &Value, function: &str) -> Result<Vec<f64>> {
    value.to_f64_vec().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidInput"),
            "Date inputs must be real numbers, date vectors or date text.",
        )
        .in_function(function)
    })
}

/// The rows of an N-by-3 or N-by-6 date-vector matrix.
fn date_vector_rows(value: &Value) -> Option<Vec<[f64; 6]>> {
    let shape = value.shape();
    let cols = shape.cols();
    if shape.ndims() != 2 || !(cols == 3 || cols == 6) || shape.rows() == 0 {
        return None;
    }
    let rows = shape.rows();
    let data = value.to_f64_vec()?;
    Some(
        (0..rows)
            .map(|r| {
                let mut row = [0.0; 6];
                for (c, slot) in row.iter_mut().enumerate().take(cols) {
                    *slot = data[c * rows + r];
                }
                row
            })
            .collect(),
    )
}

/// Whether an N-by-6 or N-by-3 matrix given to `datevec`, `datestr` or
/// `weekday` is read as date vectors rather than serial numbers. Rows must
/// look like dates (integer years and months 1 to 12, days 0 to 31), which
/// a row of serial numbers fails. (`datenum`'s one argument of 3 or 6
/// columns is always date vectors.)
fn looks_like_date_vectors(value: &Value) -> bool {
    match date_vector_rows(value) {
        Some(rows) => rows.iter().all(|r| {
            r[0].fract() == 0.0
                && r[1].fract() == 0.0
                && (1.0..=12.0).contains(&r[1])
                && (0.0..=31.0).contains(&r[2])
        }),
        None => false,
    }
}

/// `datenum(DateVector)`, `datenum(Y, M, D[, H, MI, S])`,
/// `datenum(DateString[, formatIn])`.
pub fn datenum(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let run = || -> Result<Value> {
        let first = &args[0];
        if matches!(first, Value::Char(_) | Value::Cell(_) | Value::String(_)) {
            let format_in = args.get(1).and_then(Value::as_text);
            let texts = format::date_texts(first)?;
            let mut serials = Vec::with_capacity(texts.len());
            for text in &texts {
                serials.push(to_serial(format::parse_date(text, format_in.as_deref())?)?);
            }
            return Ok(Value::Double(Tensor::column(serials)));
        }
        if args.len() == 1 {
            // One m-by-3 or m-by-6 numeric argument is always date vectors
            // (MathWorks datenum page: `datenum(DateVector)`).
            if let Some(rows) = date_vector_rows(first) {
                let serials = rows
                    .into_iter()
                    .map(to_serial)
                    .collect::<Result<Vec<_>>>()?;
                return Ok(Value::Double(Tensor::column(serials)));
            }
            return Ok(Value::Double(Tensor::new(
                first.shape(),
                numbers(first, "datenum")?,
            )));
        }
        // Y, M, D, ... each a scalar or arrays of one common size.
        let columns = args
            .iter()
            .map(|a| numbers(a, "datenum"))
            .collect::<Result<Vec<_>>>()?;
        let shape = args
            .iter()
            .map(Value::shape)
            .find(|s| s.numel() != 1)
            .unwrap_or_else(Shape::scalar);
        let n = shape.numel();
        if columns.iter().any(|c| c.len() != 1 && c.len() != n) {
            return Err(RuntimeError::new(
                "MATLAB:datenum:InputSizeMismatch",
                "The date parts must be scalars or arrays of the same size.",
            ));
        }
        let mut serials = Vec::with_capacity(n);
        for k in 0..n {
            let mut parts = [0.0; 6];
            for (slot, column) in parts.iter_mut().zip(&columns) {
                *slot = if column.len() == 1 {
                    column[0]
                } else {
                    column[k]
                };
            }
            serials.push(to_serial(parts)?);
        }
        Ok(Value::Double(Tensor::new(shape, serials)))
    };
    one(run().map_err(|e| e.in_function("datenum"))?)
}

/// Serial dates from a datevec/datestr/weekday argument: numbers, date
/// vectors or date text.
pub fn serials_of(value: &Value, format_in: Option<&str>, function: &str) -> Result<Vec<f64>> {
    // A char matrix is one date per row (MathWorks datevec page), as for
    // datenum; it must not fall through to its character codes.
    if matches!(value, Value::Char(_) | Value::Cell(_) | Value::String(_)) {
        return format::date_texts(value)?
            .iter()
            .map(|t| to_serial(format::parse_date(t, format_in)?))
            .collect();
    }
    if looks_like_date_vectors(value) {
        if let Some(rows) = date_vector_rows(value) {
            return rows.into_iter().map(to_serial).collect();
        }
    }
    numbers(value, function)
}

/// `V = datevec(D)`, `[Y, M, D, H, MI, S] = datevec(D)`.
pub fn datevec(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let format_in = args.get(1).and_then(Value::as_text);
    let serials = serials_of(&args[0], format_in.as_deref(), "datevec")
        .map_err(|e| e.in_function("datevec"))?;
    let vectors = serials
        .iter()
        .map(|&s| from_serial(s))
        .collect::<Result<Vec<_>>>()
        .map_err(|e| e.in_function("datevec"))?;
    let columns: [Vec<f64>; 6] = [
        vectors.iter().map(|v| f64::from(v.year)).collect(),
        vectors.iter().map(|v| f64::from(v.month)).collect(),
        vectors.iter().map(|v| f64::from(v.day)).collect(),
        vectors.iter().map(|v| f64::from(v.hour)).collect(),
        vectors.iter().map(|v| f64::from(v.minute)).collect(),
        vectors.iter().map(|v| v.second).collect(),
    ];
    let mut out = Outputs::new();
    if nargout <= 1 {
        let n = vectors.len();
        out.push(Value::matrix(Shape::matrix(n, 6), columns.concat()));
        return Ok(out);
    }
    // Serial numbers split into separate outputs keep the array's shape
    // (as Octave 7 does; MathWorks leaves it unstated). Date text and date
    // vectors give one date per row, so those stay columns.
    let numeric_serials = !(matches!(args[0], Value::Char(_) | Value::Cell(_) | Value::String(_))
        || looks_like_date_vectors(&args[0]));
    let shape = if numeric_serials && args[0].shape().numel() == vectors.len() {
        args[0].shape()
    } else {
        Shape::matrix(vectors.len(), 1)
    };
    for column in columns.into_iter().take(nargout) {
        out.push(Value::Double(Tensor::new(shape.clone(), column)));
    }
    Ok(out)
}

/// The local date and time now, as a date vector.
fn local_now() -> [f64; 6] {
    let now = chrono::Local::now().naive_local();
    [
        f64::from(now.year()),
        f64::from(now.month()),
        f64::from(now.day()),
        f64::from(now.hour()),
        f64::from(now.minute()),
        f64::from(now.second()) + f64::from(now.nanosecond() % 1_000_000_000) / 1e9,
    ]
}

/// `now`: the current local date and time as a serial date number.
pub fn now(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::scalar(to_serial(local_now())?))
}

/// `clock`: the current local date and time as a date vector.
pub fn clock(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::row(local_now().to_vec()))
}

/// `date`: today as `'dd-mmm-yyyy'`.
pub fn date(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    let today = to_serial(local_now())?.floor();
    one(Value::char_row(&format::format_date(
        from_serial(today)?,
        "dd-mmm-yyyy",
    )))
}

/// `etime(t1, t0)`: seconds from date vector `t0` to date vector `t1`.
pub fn etime(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let rows = |v: &Value| {
        date_vector_rows(v)
            .filter(|_| v.shape().cols() == 6)
            .ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:etime:InvalidInput",
                    "Inputs must be 1-by-6 or N-by-6 date vectors.",
                )
                .in_function("etime")
            })
    };
    let (t1, t0) = (rows(&args[0])?, rows(&args[1])?);
    if t1.len() != t0.len() {
        return Err(RuntimeError::incompatible_sizes().in_function("etime"));
    }
    // Whole days and clock parts are subtracted separately so that integer
    // date vectors give exact seconds (a serial number near 7e5 days only
    // resolves about 10 microseconds).
    let seconds = t1
        .iter()
        .zip(&t0)
        .map(|(a, b)| {
            let days = serial_day(a[0], a[1], a[2])? - serial_day(b[0], b[1], b[2])?;
            let clock = (a[3] - b[3]) * 3600.0 + (a[4] - b[4]) * 60.0 + (a[5] - b[5]);
            Ok(days * 86400.0 + clock)
        })
        .collect::<Result<Vec<f64>>>()?;
    one(Value::Double(Tensor::column(seconds)))
}

/// `[N, S] = weekday(D)`, `weekday(D, 'long')`: day numbers (1 = Sunday)
/// and names (`'Sun'`, or `'Sunday'` when long).
pub fn weekday(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let long = match args.get(1) {
        Some(v) => match args::text(v, "weekday")?.to_ascii_lowercase().as_str() {
            "long" => true,
            "short" => false,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:weekday:InvalidForm",
                    "The form must be 'long' or 'short'.",
                )
                .in_function("weekday"))
            }
        },
        None => false,
    };
    let serials = serials_of(&args[0], None, "weekday").map_err(|e| e.in_function("weekday"))?;
    let shape = if matches!(&args[0], Value::Double(_) | Value::Single(_))
        && !looks_like_date_vectors(&args[0])
    {
        args[0].shape()
    } else {
        Shape::column(serials.len())
    };
    let days: Vec<f64> = serials.iter().map(|&s| weekday_number(s)).collect();
    let mut out = Outputs::new();
    out.push(Value::Double(Tensor::new(shape, days.clone())));
    if nargout > 1 {
        let names: Vec<String> = days
            .iter()
            .map(|&d| {
                let name = DAY_NAMES[(d as usize).saturating_sub(1) % 7];
                if long {
                    name.to_string()
                } else {
                    name[..3].to_string()
                }
            })
            .collect();
        out.push(crate::format::char_matrix(&names));
    }
    Ok(out)
}

/// `calendar(y, m)` / `calendar(d)` / `calendar`: the 6-by-7 matrix of day
/// numbers of a month, weeks as rows starting on Sunday.
pub fn calendar(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (year, month) = match args {
        [] => {
            let now = local_now();
            (now[0], now[1])
        }
        [d] => {
            let v = from_serial(args::scalar(d, "calendar")?)?;
            (f64::from(v.year), f64::from(v.month))
        }
        [y, m, ..] => (args::scalar(y, "calendar")?, args::scalar(m, "calendar")?),
    };
    let first = serial_day(year, month, 1.0)?;
    let next = serial_day(year, month + 1.0, 1.0)?;
    let days = (next - first) as usize;
    let lead = weekday_number(first) as usize - 1;
    let mut grid = vec![0.0; 42];
    for day in 0..days {
        let cell = lead + day;
        let (row, col) = (cell / 7, cell % 7);
        if let Some(slot) = grid.get_mut(col * 6 + row) {
            *slot = (day + 1) as f64;
        }
    }
    if nargout == 0 {
        let v = from_serial(first)?;
        let mut text = format!("{:>21}\n", format::format_date(v, "mmm yyyy"));
        text.push_str("     S     M    Tu     W    Th     F     S\n");
        for row in 0..6 {
            for col in 0..7 {
                text.push_str(&format!("{:>6}", grid[col * 6 + row]));
            }
            text.push('\n');
        }
        interp.print(&text);
        return Ok(Outputs::new());
    }
    one(Value::matrix(Shape::matrix(6, 7), grid))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn known_serials() {
        assert_eq!(to_serial([0.0, 1.0, 1.0, 0.0, 0.0, 0.0]).unwrap(), 1.0);
        assert_eq!(
            to_serial([2000.0, 1.0, 1.0, 0.0, 0.0, 0.0]).unwrap(),
            730486.0
        );
        assert_eq!(
            to_serial([2000.0, 13.0, 1.0, 0.0, 0.0, 0.0]).unwrap(),
            to_serial([2001.0, 1.0, 1.0, 0.0, 0.0, 0.0]).unwrap()
        );
        assert_eq!(weekday_number(730486.0), 7.0); // 1-Jan-2000 was a Saturday.
    }

    proptest! {
        #[test]
        fn serial_round_trip(serial in 1.0f64..1.0e6) {
            let v = from_serial(serial).unwrap();
            let back = to_serial([f64::from(v.year), f64::from(v.month), f64::from(v.day), f64::from(v.hour), f64::from(v.minute), v.second]).unwrap();
            prop_assert!((back - serial).abs() < 1e-9);
        }
    }
}
