//! `narginchk(minArgs, maxArgs)` and `nargoutchk(minArgs, maxArgs)`: compare
//! the running function's `nargin`/`nargout` with a range. Also the legacy
//! `msg = nargoutchk(min, max, n)` and `(..., 'struct')` forms. It must not
//! look at anything of the caller but the two counts the interpreter keeps.

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{StructArray, Value};

/// Which count a check reads.
#[derive(Clone, Copy)]
enum Count {
    Inputs,
    Outputs,
}

impl Count {
    fn function(self) -> &'static str {
        match self {
            Count::Inputs => "narginchk",
            Count::Outputs => "nargoutchk",
        }
    }

    /// The identifier and message of a count below the range and above it.
    fn messages(self) -> [(&'static str, &'static str); 2] {
        match self {
            Count::Inputs => [
                ("notEnoughInputs", "Not enough input arguments."),
                ("tooManyInputs", "Too many input arguments."),
            ],
            Count::Outputs => [
                ("notEnoughOutputs", "Not enough output arguments."),
                ("tooManyOutputs", "Too many output arguments."),
            ],
        }
    }
}

/// `narginchk(minArgs, maxArgs)`.
pub fn narginchk(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    check_caller(interp, args, Count::Inputs)?;
    Ok(Outputs::new())
}

/// `nargoutchk(minArgs, maxArgs)`, or the legacy `msg = nargoutchk(minArgs,
/// maxArgs, numArgs)` / `nargoutchk(..., 'struct')` that return the message
/// instead of raising it.
pub fn nargoutchk(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if args.len() == 2 {
        check_caller(interp, args, Count::Outputs)?;
        return Ok(Outputs::new());
    }
    let (low, high) = bounds(args, Count::Outputs)?;
    let n = args.get(2).map_or(Ok(0.0), |v| bound(v, Count::Outputs))?;
    let as_struct = match args.get(3) {
        None => false,
        Some(v) => match v.as_text().as_deref() {
            Some("struct") => true,
            Some("string") => false,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:nargoutchk:invalidInput",
                    "The fourth input must be either 'struct' or 'string'.",
                ))
            }
        },
    };
    let failure = outcome(n, low, high, Count::Outputs);
    one(match (failure, as_struct) {
        (Some((id, msg)), true) => Value::Struct(std::sync::Arc::new(StructArray::scalar([
            ("message".to_string(), Value::char_row(msg)),
            ("identifier".to_string(), Value::char_row(&id)),
        ]))),
        (None, true) => Value::Struct(std::sync::Arc::new(StructArray {
            shape: crate::value::Shape::matrix(0, 1),
            fields: [
                ("message".to_string(), Vec::new()),
                ("identifier".to_string(), Vec::new()),
            ]
            .into_iter()
            .collect(),
        })),
        (Some((_, msg)), false) => Value::char_row(msg),
        (None, false) => Value::Char(crate::value::Tensor::new(
            crate::value::Shape::matrix(1, 0),
            Vec::new(),
        )),
    })
}

fn check_caller(interp: &Interpreter, args: &[Value], count: Count) -> Result<()> {
    if args.len() != 2 {
        return Err(if args.len() < 2 {
            RuntimeError::not_enough_inputs()
        } else {
            RuntimeError::too_many_inputs()
        });
    }
    let (low, high) = bounds(args, count)?;
    let (nargin, nargout) = interp.running_function_counts().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{}:notInFunction", count.function()),
            format!(
                "You can only call {} from within a MATLAB function.",
                count.function()
            ),
        )
    })?;
    let n = match count {
        Count::Inputs => nargin,
        Count::Outputs => nargout,
    } as f64;
    match outcome(n, low, high, count) {
        Some((id, message)) => Err(RuntimeError::new(id, message)),
        None => Ok(()),
    }
}

/// The error a count `n` outside `[low, high]` gives, if any.
fn outcome(n: f64, low: f64, high: f64, count: Count) -> Option<(String, &'static str)> {
    let [below, above] = count.messages();
    let (suffix, message) = if n < low {
        below
    } else if n > high {
        above
    } else {
        return None;
    };
    Some((format!("MATLAB:{}:{suffix}", count.function()), message))
}

/// The two bounds, checked as MATLAB documents: integer-valued scalars
/// (`Inf` for the upper one), the lower not above the upper.
fn bounds(args: &[Value], count: Count) -> Result<(f64, f64)> {
    let low = args.first().map_or(Ok(0.0), |v| bound(v, count))?;
    let high = args.get(1).map_or(Ok(f64::INFINITY), |v| bound(v, count))?;
    if low.is_infinite() {
        return Err(RuntimeError::new(
            format!("MATLAB:{}:invalidMinArgs", count.function()),
            "Minimum number of arguments must be a finite integer.",
        ));
    }
    if low > high {
        return Err(RuntimeError::new(
            format!("MATLAB:{}:minGreaterThanMax", count.function()),
            "Minimum number of arguments cannot be greater than the maximum.",
        ));
    }
    Ok((low, high))
}

fn bound(value: &Value, count: Count) -> Result<f64> {
    match value.as_f64() {
        Some(x) if !value.is_complex() && (x.fract() == 0.0 || x.is_infinite()) => Ok(x),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{}:invalidInput", count.function()),
            "Number of arguments must be an integer scalar.",
        )),
    }
}
