//! Constructors: `datetime` (now and relative days, Y,M,D[,H,MI,S[,MS]],
//! date vectors, text with `'InputFormat'`, numbers with `'ConvertFrom'`,
//! `'Format'`), `duration` (H,MI,S[,MS], an N-by-3 matrix, 'hh:mm:ss' text)
//! and the unit functions `years days hours minutes seconds milliseconds`,
//! which build durations from numbers and give numbers back from
//! durations. Argument parsing only; calendars are `civil.rs`'s, formats
//! `pattern.rs`'s.

use super::{as_duration, civil, datetime_value, duration_value, pattern};
use crate::builtins::dates::format::{date_texts, parse_date};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

const DATETIME_OPTIONS: [&str; 8] = [
    "Format",
    "InputFormat",
    "ConvertFrom",
    "TimeZone",
    "Locale",
    "PivotYear",
    "Epoch",
    "TicksPerSecond",
];

/// Positional arguments and the name-value options after them.
struct Call<'a> {
    positional: &'a [Value],
    options: Vec<(String, &'a Value)>,
}

impl Call<'_> {
    fn option(&self, name: &str) -> Option<&Value> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| *v)
    }

    fn text_option(&self, name: &str, function: &str) -> Result<Option<String>> {
        self.option(name)
            .map(|v| args::text(v, function))
            .transpose()
    }
}

/// Splits `values` where the name-value options begin: the first text
/// argument after the first that names one of `names`, with an even
/// number of arguments from it to the end.
fn split_options<'a>(values: &'a [Value], names: &[&str], function: &str) -> Result<Call<'a>> {
    let start = (1..values.len())
        .find(|&i| {
            (values.len() - i).is_multiple_of(2)
                && values[i]
                    .as_text()
                    .is_some_and(|t| names.iter().any(|n| n.eq_ignore_ascii_case(&t)))
        })
        .unwrap_or(values.len());
    let mut options = Vec::new();
    for pair in values[start..].chunks(2) {
        let name = pair[0].as_text().unwrap_or_default();
        let canonical = names
            .iter()
            .find(|n| n.eq_ignore_ascii_case(&name))
            .copied();
        let canonical = canonical.ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:InvalidNameValue"),
                format!("Unrecognized name-value argument '{name}'."),
            )
        })?;
        options.push((canonical.to_string(), &pair[1]));
    }
    Ok(Call {
        positional: &values[..start],
        options,
    })
}

fn numbers(value: &Value, function: &str) -> Result<Vec<f64>> {
    match value {
        Value::Object(_)
        | Value::Cell(_)
        | Value::Struct(_)
        | Value::String(_)
        | Value::Char(_) => None,
        other => other.to_f64_vec(),
    }
    .ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidNumericData"),
            "Numeric input data must be real.",
        )
    })
}

/// Numeric arrays of one shape, or scalars, element by element.
fn broadcast(values: &[Value], function: &str) -> Result<(Shape, Vec<Vec<f64>>)> {
    let mut shape = Shape::scalar();
    for value in values {
        let s = value.shape();
        if !s.is_scalar() {
            if !shape.is_scalar() && shape != s {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:InputSizeMismatch"),
                    "Numeric input data must all be the same size, or any of them can be scalar.",
                ));
            }
            shape = s;
        }
    }
    let columns = values
        .iter()
        .map(|v| numbers(v, function))
        .collect::<Result<Vec<_>>>()?;
    Ok((shape, columns))
}

fn element(column: &[f64], i: usize) -> f64 {
    match column {
        [only] => *only,
        _ => column.get(i).copied().unwrap_or(f64::NAN),
    }
}

/// The rows of an N-by-`width` matrix.
fn matrix_rows(value: &Value, width: usize, function: &str) -> Result<Vec<Vec<f64>>> {
    let shape = value.shape();
    let data = numbers(value, function)?;
    let rows = shape.rows();
    Ok((0..rows)
        .map(|r| (0..width).map(|c| data[c * rows + r]).collect())
        .collect())
}

/// `datetime(...)`.
pub fn datetime(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let call = split_options(values, &DATETIME_OPTIONS, "datetime")?;
    if call
        .option("TimeZone")
        .and_then(Value::as_text)
        .is_some_and(|z| !z.is_empty())
    {
        return Err(RuntimeError::new(
            "ferromat:datetime:timeZone",
            "Time zones are not supported: datetimes are unzoned.",
        ));
    }
    let format = call.text_option("Format", "datetime")?;
    let input_format = call.text_option("InputFormat", "datetime")?;
    let (seconds, default_format) = match call.positional {
        [] => (Tensor::scalar(civil::now()), pattern::DEFAULT_FORMAT),
        [single] => from_one(single, &call, input_format.as_deref())?,
        parts @ ([_, _, _] | [_, _, _, _, _, _] | [_, _, _, _, _, _, _]) => {
            let (shape, columns) = broadcast(parts, "datetime")?;
            args::check_allocation(&shape, 8)?;
            let mut out = Vec::with_capacity(shape.numel());
            for i in 0..shape.numel() {
                let mut p = [0.0; 6];
                for (slot, column) in p.iter_mut().zip(&columns) {
                    *slot = element(column, i);
                }
                if let Some(ms) = columns.get(6) {
                    p[5] += element(ms, i) / 1000.0;
                }
                out.push(civil::from_parts(p)?);
            }
            let default = if parts.len() == 3 {
                pattern::DATE_FORMAT
            } else {
                pattern::DEFAULT_FORMAT
            };
            (Tensor::new(shape, out), default)
        }
        _ => return Err(RuntimeError::too_many_inputs()),
    };
    let format = format.unwrap_or_else(|| default_format.to_string());
    pattern::check_datetime_format(&format)?;
    one(datetime_value(seconds, format))
}

/// `datetime(X)` with one positional argument.
fn from_one(
    value: &Value,
    call: &Call,
    input_format: Option<&str>,
) -> Result<(Tensor<f64>, &'static str)> {
    if let Some(kind) = call.text_option("ConvertFrom", "datetime")? {
        let shape = value.shape();
        let x = numbers(value, "datetime")?;
        let (convert, format): (fn(f64) -> f64, _) = match kind.to_ascii_lowercase().as_str() {
            "datenum" => (civil::from_datenum, pattern::DEFAULT_FORMAT),
            "posixtime" => (|s| s, pattern::DEFAULT_FORMAT),
            "excel" => (|x| civil::from_datenum(x + 693_960.0), pattern::DEFAULT_FORMAT),
            "juliandate" => (|x| civil::from_datenum(x - 1_721_058.5), pattern::DEFAULT_FORMAT),
            "yyyymmdd" => (from_yyyymmdd, pattern::DATE_FORMAT),
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:datetime:UnrecognizedConvertFrom",
                    format!("'{kind}' is not a recognized 'ConvertFrom' value: use 'datenum', 'posixtime', 'excel', 'juliandate' or 'yyyymmdd'."),
                ))
            }
        };
        return Ok((
            Tensor::new(shape, x.into_iter().map(convert).collect()),
            format,
        ));
    }
    if let Some(text) = value
        .as_text()
        .filter(|_| !matches!(value, Value::String(t) if !t.is_scalar()))
    {
        let today = civil::start_of_day(civil::now());
        let relative = match text.to_ascii_lowercase().as_str() {
            "now" => Some((civil::now(), pattern::DEFAULT_FORMAT)),
            "today" => Some((today, pattern::DATE_FORMAT)),
            "tomorrow" => Some((today + civil::SECONDS_PER_DAY, pattern::DATE_FORMAT)),
            "yesterday" => Some((today - civil::SECONDS_PER_DAY, pattern::DATE_FORMAT)),
            _ => None,
        };
        if let Some((seconds, format)) = relative {
            return Ok((Tensor::scalar(seconds), format));
        }
    }
    if matches!(value, Value::Char(_) | Value::String(_) | Value::Cell(_)) {
        let texts = date_texts(value)?;
        let shape = match value {
            Value::Char(_) => Shape::column(texts.len()),
            other => other.shape(),
        };
        let tokens = input_format.map(pattern::tokens).transpose()?;
        let missing: Vec<bool> = match value {
            Value::String(t) => t.data().iter().map(Option::is_none).collect(),
            _ => vec![false; texts.len()],
        };
        let seconds = texts
            .iter()
            .zip(missing)
            .map(|(text, missing)| {
                if missing || text.trim().is_empty() || text.trim() == "NaT" {
                    return Ok(f64::NAN);
                }
                match &tokens {
                    Some(tokens) => pattern::parse_datetime(text, tokens).ok_or_else(|| {
                        RuntimeError::new(
                            "MATLAB:datetime:ParseErr",
                            format!("Unable to convert '{text}' to datetime using the format '{}'.", input_format.unwrap_or_default()),
                        )
                    }),
                    None => parse_date(text, None)
                        .map_err(|_| {
                            RuntimeError::new(
                                "MATLAB:datetime:UnrecognizedDateStringSuggestLocale",
                                format!("Could not recognize the date/time format of '{text}'. Specify a format using the 'InputFormat' parameter."),
                            )
                        })
                        .and_then(civil::from_parts),
                }
            })
            .collect::<Result<Vec<f64>>>()?;
        // Text that holds dates alone shows dates alone, as MATLAB does.
        let dates_only = seconds
            .iter()
            .all(|&s| s.is_nan() || s == civil::start_of_day(s));
        let format = if dates_only {
            pattern::DATE_FORMAT
        } else {
            pattern::DEFAULT_FORMAT
        };
        return Ok((Tensor::new(shape, seconds), format));
    }
    let cols = value.shape().cols();
    if value.shape().ndims() == 2 && (cols == 3 || cols == 6) {
        let rows = matrix_rows(value, cols, "datetime")?;
        let seconds = rows
            .iter()
            .map(|row| {
                let mut p = [0.0; 6];
                p[..cols].copy_from_slice(row);
                civil::from_parts(p)
            })
            .collect::<Result<Vec<_>>>()?;
        let format = if cols == 3 {
            pattern::DATE_FORMAT
        } else {
            pattern::DEFAULT_FORMAT
        };
        return Ok((Tensor::column(seconds), format));
    }
    Err(RuntimeError::new(
        "MATLAB:datetime:InvalidNumericData",
        "Numeric input data must be a matrix with three or six columns, or else use 'ConvertFrom' to convert other numeric data.",
    ))
}

fn from_yyyymmdd(x: f64) -> f64 {
    let (y, m, d) = (
        (x / 10_000.0).floor(),
        (x / 100.0).floor() % 100.0,
        x % 100.0,
    );
    civil::from_parts([y, m, d, 0.0, 0.0, 0.0]).unwrap_or(f64::NAN)
}

/// `duration(...)`.
pub fn duration(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let call = split_options(values, &["Format", "InputFormat"], "duration")?;
    let format = call
        .text_option("Format", "duration")?
        .unwrap_or_else(|| pattern::CLOCK_FORMAT.to_string());
    pattern::duration_format(&format)?;
    let seconds = match call.positional {
        [text] if matches!(text, Value::Char(_) | Value::String(_) | Value::Cell(_)) => {
            let shape = match text {
                Value::Char(_) => Shape::scalar(),
                other => other.shape(),
            };
            let parsed = date_texts(text)?
                .iter()
                .map(|t| parse_clock(t))
                .collect::<Result<Vec<_>>>()?;
            if parsed.len() != shape.numel() {
                Tensor::column(parsed)
            } else {
                Tensor::new(shape, parsed)
            }
        }
        [matrix] => {
            if matrix.shape().ndims() != 2 || matrix.shape().cols() != 3 {
                return Err(RuntimeError::new(
                    "MATLAB:duration:InvalidNumericMatrix",
                    "Numeric input data must be a matrix with three columns.",
                ));
            }
            let rows = matrix_rows(matrix, 3, "duration")?;
            Tensor::column(
                rows.iter()
                    .map(|r| r[0] * 3600.0 + r[1] * 60.0 + r[2])
                    .collect(),
            )
        }
        parts @ ([_, _, _] | [_, _, _, _]) => {
            let (shape, columns) = broadcast(parts, "duration")?;
            args::check_allocation(&shape, 8)?;
            let weights = [3600.0, 60.0, 1.0, 0.001];
            let total = (0..shape.numel())
                .map(|i| {
                    columns
                        .iter()
                        .zip(weights)
                        .map(|(c, w)| element(c, i) * w)
                        .sum::<f64>()
                })
                .collect();
            Tensor::new(shape, total)
        }
        [] => Tensor::empty(),
        _ => return Err(RuntimeError::too_many_inputs()),
    };
    one(duration_value(seconds, format))
}

/// Seconds of 'hh:mm:ss' or 'dd:hh:mm:ss' text (seconds may have a fraction).
fn parse_clock(text: &str) -> Result<f64> {
    let fields: Option<Vec<f64>> = text
        .trim()
        .split(':')
        .map(|f| f.trim().parse::<f64>().ok())
        .collect();
    let weights: &[f64] = match fields.as_ref().map(Vec::len) {
        Some(3) => &[3600.0, 60.0, 1.0],
        Some(4) => &[86_400.0, 3600.0, 60.0, 1.0],
        _ => &[],
    };
    match fields {
        Some(f) if !weights.is_empty() => Ok(f.iter().zip(weights).map(|(x, w)| x * w).sum()),
        _ => Err(RuntimeError::new(
            "MATLAB:duration:DurationConversionFailed",
            format!("Unable to convert '{text}' to duration. Text must be in the form 'hh:mm:ss' or 'dd:hh:mm:ss'."),
        )),
    }
}

/// One unit function: seconds per unit and the display format it gives.
fn unit(values: &[Value], seconds_per_unit: f64, format: &str, function: &str) -> Result<Outputs> {
    let [value] = values else {
        return Err(RuntimeError::too_many_inputs());
    };
    if let Some(d) = as_duration(value) {
        return one(Value::Double(d.seconds.map(|s| s / seconds_per_unit)));
    }
    let shape = value.shape();
    let x = numbers(value, function)?;
    one(duration_value(
        Tensor::new(shape, x.into_iter().map(|v| v * seconds_per_unit).collect()),
        format.to_string(),
    ))
}

pub fn years(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    unit(values, 365.2425 * civil::SECONDS_PER_DAY, "y", "years")
}

pub fn days(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    unit(values, civil::SECONDS_PER_DAY, "d", "days")
}

pub fn hours(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    unit(values, 3600.0, "h", "hours")
}

pub fn minutes(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    unit(values, 60.0, "m", "minutes")
}

pub fn seconds(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    unit(values, 1.0, "s", "seconds")
}

pub fn milliseconds(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    unit(values, 0.001, "s", "milliseconds")
}

/// `NaT`, `NaT(n)`, `NaT(m, n, ...)`: Not-a-Time datetimes.
pub fn nat(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let request = args::size_args(values, "NaT")?;
    args::check_allocation(&request.shape, 8)?;
    let shape = request.shape;
    let count = shape.numel();
    one(datetime_value(
        Tensor::new(shape, vec![f64::NAN; count]),
        pattern::DEFAULT_FORMAT.to_string(),
    ))
}
