//! Operators on datetimes and durations: datetime ± duration (or a number
//! of days), datetime − datetime → duration, duration ± duration, duration
//! times and divided by numbers, duration ./ duration → double, negation,
//! transposes and the comparisons. Each rule decides the result's class
//! and format, then runs the numeric operator on the seconds, so sizes,
//! broadcasting and their errors are the numeric ones. Undefined pairs
//! give MATLAB's `Undefined function` error.

use ferromat_syntax::{BinOp, PostfixOp, UnOp};

use super::{as_datetime, as_duration, civil, datetime_value, duration_value, pattern};
use crate::builtins::dates::format::date_texts;
use crate::builtins::objects::undefined_for;
use crate::error::{Result, RuntimeError};
use crate::value::{Object, Shape, Tensor, TimeArray, Value};

/// One operand, classified.
enum Operand<'a> {
    Datetime(&'a TimeArray),
    Duration(&'a TimeArray),
    /// A real number array (days, when added to a datetime or duration).
    Number(Value),
    Text,
    Other,
}

fn classify(value: &Value) -> Operand<'_> {
    if let Some(t) = as_datetime(value) {
        return Operand::Datetime(t);
    }
    if let Some(d) = as_duration(value) {
        return Operand::Duration(d);
    }
    match value {
        Value::Char(_) | Value::String(_) | Value::Cell(_) => Operand::Text,
        Value::Object(_) | Value::Struct(_) | Value::FunctionHandle(_) => Operand::Other,
        v if v.is_complex() => Operand::Other,
        v => match v.to_f64_vec() {
            Some(data) => Operand::Number(Value::Double(Tensor::new(v.shape(), data))),
            None => Operand::Other,
        },
    }
}

fn secs(t: &TimeArray) -> Value {
    Value::Double(t.seconds.clone())
}

fn as_seconds(result: Value) -> Result<Tensor<f64>> {
    match result {
        Value::Double(t) => Ok(t),
        _ => Err(RuntimeError::new(
            "ferromat:internal",
            "internal error: time arithmetic left double",
        )),
    }
}

/// Seconds of date text, for comparing or assigning text to datetimes.
pub fn text_as_datetime(value: &Value) -> Result<Tensor<f64>> {
    let texts = date_texts(value)?;
    let seconds = texts
        .iter()
        .map(|text| {
            crate::builtins::dates::format::parse_date(text, None).and_then(civil::from_parts)
        })
        .collect::<Result<Vec<f64>>>()?;
    let shape = match value {
        Value::Char(_) => Shape::column(seconds.len()),
        other => other.shape(),
    };
    if shape.numel() == seconds.len() {
        Ok(Tensor::new(shape, seconds))
    } else {
        Ok(Tensor::column(seconds))
    }
}

fn days_as_seconds(number: &Value) -> Result<Value> {
    crate::ops::binary(BinOp::Mul, number, &Value::scalar(civil::SECONDS_PER_DAY))
}

/// `lhs op rhs` with a datetime or duration operand.
pub fn binary(op: BinOp, lhs: &Value, rhs: &Value) -> Result<Value> {
    use Operand::*;
    let (a, b) = (classify(lhs), classify(rhs));
    let numeric =
        |op: BinOp, x: &Value, y: &Value| crate::ops::binary(op, x, y).and_then(as_seconds);
    let undefined = || {
        let object = if super::is_time_value(lhs) { lhs } else { rhs };
        undefined_for(op_name(op), object)
    };
    match op {
        BinOp::Add | BinOp::Sub => match (&a, &b) {
            (Datetime(t), Duration(d)) => Ok(datetime_value(
                numeric(op, &secs(t), &secs(d))?,
                t.format.clone(),
            )),
            (Datetime(t), Number(n)) => Ok(datetime_value(
                numeric(op, &secs(t), &days_as_seconds(n)?)?,
                t.format.clone(),
            )),
            (Duration(d), Datetime(t)) if op == BinOp::Add => Ok(datetime_value(
                numeric(op, &secs(d), &secs(t))?,
                t.format.clone(),
            )),
            (Number(n), Datetime(t)) if op == BinOp::Add => Ok(datetime_value(
                numeric(op, &days_as_seconds(n)?, &secs(t))?,
                t.format.clone(),
            )),
            (Datetime(x), Datetime(y)) if op == BinOp::Sub => Ok(duration_value(
                numeric(op, &secs(x), &secs(y))?,
                pattern::CLOCK_FORMAT.to_string(),
            )),
            (Datetime(x), Text) if op == BinOp::Sub => Ok(duration_value(
                numeric(op, &secs(x), &Value::Double(text_as_datetime(rhs)?))?,
                pattern::CLOCK_FORMAT.to_string(),
            )),
            (Duration(x), Duration(y)) => Ok(duration_value(
                numeric(op, &secs(x), &secs(y))?,
                x.format.clone(),
            )),
            (Duration(x), Number(n)) => Ok(duration_value(
                numeric(op, &secs(x), &days_as_seconds(n)?)?,
                x.format.clone(),
            )),
            (Number(n), Duration(y)) => Ok(duration_value(
                numeric(op, &days_as_seconds(n)?, &secs(y))?,
                y.format.clone(),
            )),
            _ => Err(undefined()),
        },
        BinOp::Mul | BinOp::MatMul => match (&a, &b) {
            (Duration(d), Number(n)) => {
                Ok(duration_value(numeric(op, &secs(d), n)?, d.format.clone()))
            }
            (Number(n), Duration(d)) => {
                Ok(duration_value(numeric(op, n, &secs(d))?, d.format.clone()))
            }
            _ => Err(undefined()),
        },
        BinOp::RightDiv | BinOp::MatRightDiv => match (&a, &b) {
            (Duration(d), Number(n)) => {
                Ok(duration_value(numeric(op, &secs(d), n)?, d.format.clone()))
            }
            (Duration(x), Duration(y)) => crate::ops::binary(op, &secs(x), &secs(y)),
            _ => Err(undefined()),
        },
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
            let pair = match (&a, &b) {
                (Datetime(x), Datetime(y)) | (Duration(x), Duration(y)) => (secs(x), secs(y)),
                (Datetime(x), Text) => (secs(x), Value::Double(text_as_datetime(rhs)?)),
                (Text, Datetime(y)) => (Value::Double(text_as_datetime(lhs)?), secs(y)),
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:datetime:CompareNotDefined",
                        format!(
                            "Comparison is not defined between {} and {} arrays.",
                            lhs.class().name(),
                            rhs.class().name()
                        ),
                    ))
                }
            };
            crate::ops::binary(op, &pair.0, &pair.1)
        }
        _ => Err(undefined()),
    }
}

fn op_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "plus",
        BinOp::Sub => "minus",
        BinOp::Mul => "times",
        BinOp::MatMul => "mtimes",
        BinOp::RightDiv => "rdivide",
        BinOp::MatRightDiv => "mrdivide",
        BinOp::LeftDiv => "ldivide",
        BinOp::MatLeftDiv => "mldivide",
        BinOp::Pow => "power",
        BinOp::MatPow => "mpower",
        BinOp::And => "and",
        BinOp::Or => "or",
        _ => "relop",
    }
}

/// `-d`, `+d` and `~t` on a datetime or duration; `None` for other objects.
pub fn unary(op: UnOp, operand: &Value) -> Option<Result<Value>> {
    let negate = |t: &TimeArray| t.seconds.map(|s| -s);
    Some(match (op, operand) {
        (UnOp::Plus, Value::Object(Object::Datetime(_) | Object::Duration(_))) => {
            Ok(operand.clone())
        }
        (UnOp::Neg, Value::Object(Object::Duration(d))) => {
            Ok(duration_value(negate(d), d.format.clone()))
        }
        (UnOp::Neg, Value::Object(Object::Datetime(_))) => Err(undefined_for("uminus", operand)),
        (UnOp::Not, Value::Object(Object::Datetime(_) | Object::Duration(_))) => {
            Err(undefined_for("not", operand))
        }
        _ => return None,
    })
}

/// `t'` and `t.'`; `None` for other objects.
pub fn postfix(op: PostfixOp, operand: &Value) -> Option<Result<Value>> {
    let Value::Object(object @ (Object::Datetime(t) | Object::Duration(t))) = operand else {
        return None;
    };
    let flipped = match op {
        PostfixOp::Transpose | PostfixOp::ConjTranspose => {
            crate::ops::postfix(PostfixOp::Transpose, &secs(t))
        }
    };
    Some(
        flipped
            .and_then(as_seconds)
            .map(|s| super::rewrap(object, s)),
    )
}
