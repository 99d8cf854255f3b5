//! `cat`, `horzcat`, `vertcat`: the function forms of `[a, b]` and
//! `[a; b]`. The class and size rules live in `ops::concat`, shared with
//! matrix literals.

use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::Value;

/// `cat(dim, A, B, ...)`: concatenation along dimension `dim`.
pub fn cat(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    let Some((dim, rest)) = values.split_first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let dim = args::count(dim, "cat")
        .ok()
        .filter(|&d| d >= 1)
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:catenate:invalidDimension",
                "Dimension must be a real positive integer.",
            )
        })?;
    one(ops::cat(dim - 1, rest)?)
}

/// `horzcat(A, B, ...)` is `[A, B, ...]`.
pub fn horzcat(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    one(ops::horzcat(values)?)
}

/// `vertcat(A, B, ...)` is `[A; B; ...]`.
pub fn vertcat(_: &mut Interpreter, values: &[Value], _: usize) -> Result<Outputs> {
    one(ops::vertcat(values)?)
}
