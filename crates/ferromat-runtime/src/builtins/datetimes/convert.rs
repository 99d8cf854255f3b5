//! Functions of datetimes and durations: components (`year month day hour
//! minute second`), tests (`isdatetime isduration isnat`), numbers
//! (`posixtime juliandate yyyymmdd`, and `datenum datestr weekday` through
//! the router), text (`char string cellstr`), `timeofday`, `between`,
//! `dateshift`, and the ordering and shaping builtins (`sort min max
//! unique flip reshape ...`), which run on the seconds and wrap the result
//! again. No operators (`ops.rs`) and no constructors (`construct.rs`).

use super::{
    as_datetime, as_duration, civil, datetime_value, duration_value, is_time_value, pattern,
    TimeArray,
};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

fn datetime_arg<'a>(values: &'a [Value], function: &str) -> Result<&'a TimeArray> {
    values
        .first()
        .and_then(as_datetime)
        .map(|t| &**t)
        .ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:InvalidInput"),
                format!("Input to {function} must be a datetime array."),
            )
        })
}

/// The texts of every element in the array's format.
pub fn texts(t: &TimeArray, datetime: bool) -> Result<Vec<String>> {
    if datetime {
        let tokens = pattern::tokens(&t.format)?;
        Ok(t.seconds
            .data()
            .iter()
            .map(|&s| pattern::format_datetime(s, &tokens))
            .collect())
    } else {
        let format = pattern::duration_format(&t.format)?;
        Ok(t.seconds
            .data()
            .iter()
            .map(|&s| pattern::format_duration(s, format))
            .collect())
    }
}

/// Builtins with a datetime or duration form, run when an argument is
/// one; `None` sends the call on to the ordinary builtin.
pub fn overload(
    interp: &mut Interpreter,
    name: &str,
    args: &[Value],
    nargout: usize,
) -> Result<Option<Outputs>> {
    let Some(first) = args.iter().find(|v| is_time_value(v)) else {
        return Ok(None);
    };
    let (array, is_datetime) = match (as_datetime(first), as_duration(first)) {
        (Some(t), _) => (&**t, true),
        (_, Some(d)) => (&**d, false),
        _ => return Ok(None),
    };
    let serials = || Value::Double(array.seconds.map(|&s| civil::to_datenum(s)));
    let with_first = |value: Value| -> Vec<Value> {
        let mut all = args.to_vec();
        if let Some(slot) = all.first_mut() {
            *slot = value;
        }
        all
    };
    let outputs = match name {
        "datenum" if is_datetime && args.len() == 1 => one(serials())?,
        "datestr" if is_datetime => {
            crate::builtins::dates::format::datestr(interp, &with_first(serials()), nargout)?
        }
        "weekday" if is_datetime => {
            crate::builtins::dates::calendar::weekday(interp, &with_first(serials()), nargout)?
        }
        "char" | "string" | "cellstr" if args.len() == 1 => {
            let list = texts(array, is_datetime)?;
            let shape = array.seconds.shape().clone();
            one(match name {
                "char" => crate::format::char_matrix(&list),
                "string" => Value::String(Tensor::new(
                    shape,
                    list.iter().map(|s| Some(s.as_str().into())).collect(),
                )),
                _ => Value::Cell(std::sync::Arc::new(Tensor::new(
                    shape,
                    list.iter().map(|s| Value::char_row(s)).collect(),
                ))),
            })?
        }
        "sort" | "min" | "max" | "unique" | "flip" | "fliplr" | "flipud" | "reshape" | "repmat"
        | "transpose" | "circshift" | "squeeze" | "permute" | "mean" | "median" | "cummin"
        | "cummax" => shaped(interp, name, args, nargout, first, true)?,
        "sum" | "abs" | "cumsum" if !is_datetime => {
            shaped(interp, name, args, nargout, first, true)?
        }
        "diff" => {
            let mut out = shaped(interp, name, args, nargout, first, false)?;
            if let Some(Value::Double(d)) = out.first().cloned() {
                let format = if is_datetime {
                    pattern::CLOCK_FORMAT.to_string()
                } else {
                    array.format.clone()
                };
                out[0] = duration_value(d, format);
            }
            out
        }
        _ => return Ok(None),
    };
    Ok(Some(outputs))
}

/// Runs builtin `name` with every datetime or duration argument replaced
/// by its seconds; the first output becomes an array like `like` again
/// when `wrap`.
fn shaped(
    interp: &mut Interpreter,
    name: &str,
    args: &[Value],
    nargout: usize,
    like: &Value,
    wrap: bool,
) -> Result<Outputs> {
    let plain: Vec<Value> = args
        .iter()
        .map(|v| match (as_datetime(like), v) {
            (
                _,
                Value::Object(
                    crate::value::Object::Datetime(t) | crate::value::Object::Duration(t),
                ),
            ) if as_datetime(v).is_some() == as_datetime(like).is_some() => {
                Ok(Value::Double(t.seconds.clone()))
            }
            (Some(_), Value::Char(_) | Value::String(_)) if name == "min" || name == "max" => {
                super::ops::text_as_datetime(v).map(Value::Double)
            }
            (_, other) if is_time_value(other) => Err(RuntimeError::new(
                format!("MATLAB:{name}:InvalidInput"),
                format!("Inputs to {name} must all be datetime or all be duration arrays."),
            )),
            (_, other) => Ok(other.clone()),
        })
        .collect::<Result<_>>()?;
    let mut out = interp.call_method_builtin(name, &plain, nargout)?;
    if wrap {
        if let (Some(Value::Double(d)), Value::Object(object)) = (out.first().cloned(), like) {
            out[0] = super::rewrap(object, d);
        }
    }
    Ok(out)
}

fn component(values: &[Value], function: &str, part: fn(&civil::Civil) -> f64) -> Result<Outputs> {
    let t = datetime_arg(values, function)?;
    one(Value::Double(
        t.seconds
            .map(|&s| civil::civil(s).as_ref().map_or(f64::NAN, part)),
    ))
}

pub fn year(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    component(values, "year", |c| f64::from(c.year))
}

/// `month(t)`, and `month(t, 'name')` / `'shortname'` for month names.
pub fn month(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let kind = values
        .get(1)
        .and_then(Value::as_text)
        .unwrap_or_else(|| "monthofyear".to_string());
    let t = datetime_arg(values, "month")?;
    let format = match kind.to_ascii_lowercase().as_str() {
        "monthofyear" => return component(values, "month", |c| f64::from(c.month)),
        "name" => "MMMM",
        "shortname" => "MMM",
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:datetime:month:InvalidMonthType",
                format!(
                    "'{kind}' is not a valid month type: use 'monthofyear', 'name' or 'shortname'."
                ),
            ))
        }
    };
    let tokens = pattern::tokens(format)?;
    let names = t.seconds.map(|&s| {
        if s.is_nan() {
            Value::char_row("")
        } else {
            Value::char_row(&pattern::format_datetime(s, &tokens))
        }
    });
    one(Value::Cell(std::sync::Arc::new(names)))
}

pub fn day(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    match values
        .get(1)
        .and_then(Value::as_text)
        .map(|k| k.to_ascii_lowercase())
        .as_deref()
    {
        None | Some("dayofmonth") => component(values, "day", |c| f64::from(c.day)),
        Some("dayofyear") => component(values, "day", |c| f64::from(c.day_of_year)),
        Some("dayofweek") => component(values, "day", |c| f64::from(c.weekday)),
        Some(kind) => Err(RuntimeError::new(
            "MATLAB:datetime:day:InvalidDayType",
            format!(
                "'{kind}' is not a valid day type: use 'dayofmonth', 'dayofweek' or 'dayofyear'."
            ),
        )),
    }
}

pub fn hour(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    component(values, "hour", |c| f64::from(c.hour))
}

pub fn minute(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    component(values, "minute", |c| f64::from(c.minute))
}

pub fn second(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    component(values, "second", |c| c.second)
}

pub fn posixtime(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    one(Value::Double(
        datetime_arg(values, "posixtime")?.seconds.clone(),
    ))
}

pub fn juliandate(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let t = datetime_arg(values, "juliandate")?;
    one(Value::Double(
        t.seconds.map(|&s| civil::to_datenum(s) + 1_721_058.5),
    ))
}

pub fn yyyymmdd(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    component(values, "yyyymmdd", |c| {
        f64::from(c.year) * 10_000.0 + f64::from(c.month) * 100.0 + f64::from(c.day)
    })
}

/// `timeofday(t)`: the time since midnight, as a duration.
pub fn timeofday(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let t = datetime_arg(values, "timeofday")?;
    one(duration_value(
        t.seconds.map(|&s| s - civil::start_of_day(s)),
        pattern::CLOCK_FORMAT.to_string(),
    ))
}

pub fn isdatetime(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(values.first().and_then(as_datetime).is_some()))
}

pub fn isduration(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(values.first().and_then(as_duration).is_some()))
}

pub fn isnat(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let t = datetime_arg(values, "isnat")?;
    one(Value::Logical(t.seconds.map(|s| s.is_nan())))
}

/// `between(t1, t2)`: the elapsed time from `t1` to `t2`, as a duration
/// (MATLAB gives a calendarDuration; see the reference page).
pub fn between(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let (Some(a), Some(b)) = (
        values.first().and_then(as_datetime),
        values.get(1).and_then(as_datetime),
    ) else {
        return Err(RuntimeError::new(
            "MATLAB:datetime:between:InvalidInput",
            "The first two inputs to between must be datetime arrays.",
        ));
    };
    let difference = crate::ops::binary(
        ferromat_syntax::BinOp::Sub,
        &Value::Double(b.seconds.clone()),
        &Value::Double(a.seconds.clone()),
    )?;
    match difference {
        Value::Double(d) => one(duration_value(d, "dd:hh:mm:ss".to_string())),
        _ => Err(RuntimeError::new(
            "ferromat:internal",
            "internal error: between",
        )),
    }
}

/// `dateshift(t, 'start', unit)` and `dateshift(t, 'end', unit)`.
pub fn dateshift(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let t = datetime_arg(values, "dateshift")?;
    let rule = values
        .get(1)
        .and_then(Value::as_text)
        .unwrap_or_default()
        .to_ascii_lowercase();
    let unit = values
        .get(2)
        .and_then(Value::as_text)
        .unwrap_or_default()
        .to_ascii_lowercase();
    let unit = unit.trim_end_matches('s').to_string();
    let bad = || {
        RuntimeError::new(
            "MATLAB:datetime:dateshift:InvalidUnit",
            format!("dateshift(t, '{rule}', '{unit}') is not supported: use 'start' or 'end' with 'year', 'quarter', 'month', 'week', 'day', 'hour', 'minute' or 'second'."),
        )
    };
    if rule != "start" && rule != "end" {
        return Err(bad());
    }
    let start_of = |s: f64| -> Result<f64> {
        let Some(c) = civil::civil(s) else {
            return Ok(s);
        };
        let (y, m, d, h, mi) = (
            f64::from(c.year),
            f64::from(c.month),
            f64::from(c.day),
            f64::from(c.hour),
            f64::from(c.minute),
        );
        let quarter_month = ((m - 1.0) / 3.0).floor() * 3.0 + 1.0;
        Ok(match unit.as_str() {
            "year" => civil::from_parts([y, 1.0, 1.0, 0.0, 0.0, 0.0])?,
            "quarter" => civil::from_parts([y, quarter_month, 1.0, 0.0, 0.0, 0.0])?,
            "month" => civil::from_parts([y, m, 1.0, 0.0, 0.0, 0.0])?,
            "week" => civil::from_parts([y, m, d - f64::from(c.weekday) + 1.0, 0.0, 0.0, 0.0])?,
            "day" => civil::from_parts([y, m, d, 0.0, 0.0, 0.0])?,
            "hour" => civil::from_parts([y, m, d, h, 0.0, 0.0])?,
            "minute" => civil::from_parts([y, m, d, h, mi, 0.0])?,
            "second" => civil::from_parts([y, m, d, h, mi, c.second.floor()])?,
            _ => return Err(bad()),
        })
    };
    // The end of a unit is the start of its last day (or, below a day,
    // of its last second), as MATLAB's dateshift puts it.
    let next = |s: f64| -> Result<f64> {
        let Some(p) = civil::parts(s) else {
            return Ok(s);
        };
        let mut p = p;
        match unit.as_str() {
            "year" => p[0] += 1.0,
            "quarter" => p[1] += 3.0,
            "month" => p[1] += 1.0,
            "week" => p[2] += 7.0,
            "day" => p[2] += 1.0,
            "hour" => p[3] += 1.0,
            "minute" => p[4] += 1.0,
            _ => p[5] += 1.0,
        }
        civil::from_parts(p)
    };
    let step = if matches!(unit.as_str(), "year" | "quarter" | "month" | "week" | "day") {
        civil::SECONDS_PER_DAY
    } else {
        1.0
    };
    let shifted = t
        .seconds
        .data()
        .iter()
        .map(|&s| {
            if rule == "start" {
                start_of(s)
            } else {
                start_of(s).and_then(next).map(|n| n - step)
            }
        })
        .collect::<Result<Vec<f64>>>()?;
    one(datetime_value(
        Tensor::new(t.seconds.shape().clone(), shifted),
        t.format.clone(),
    ))
}
