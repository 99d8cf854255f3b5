//! `bounds`: `[S, L] = bounds(A)`, `(A, dim)`, `(A, vecdim)`, `(A, 'all')`
//! and a NaN flag, computed by the one-pass `reduce_bounds` kernel on the
//! value's own element type (char as double). No loops over elements here;
//! the dimension grammar and its errors are `max`'s (`minmax::request`).

use ferromat_kernels::{reduce_bounds, BoundsScan, KernelError, NanPolicy, ReduceAxes};

use crate::builtins::minmax::request::{
    check_data_type, invalid_dim, parse_dims, repeated_option, text_of, Dims, NanFlag, Which,
};
use crate::builtins::minmax::{kernel_error, unsupported_class};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// `[S, L] = bounds(A, ...)`: smallest and largest elements.
pub fn bounds(_: &mut Interpreter, args: &[Value], _nargout: usize) -> Result<Outputs> {
    let Some(input) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    check_data_type(input, "First")?;
    let (dims, nan) = parse(&args[1..])?;
    let shape = input.shape();
    let ndims = shape.ndims();
    let axes = match dims {
        Dims::Default => Some(ReduceAxes::One(
            shape.dims().iter().position(|&d| d != 1).unwrap_or(0),
        )),
        Dims::One(d) if d < ndims => Some(ReduceAxes::One(d)),
        Dims::One(_) => None,
        Dims::Many(list) => {
            let in_range: Vec<usize> = list.into_iter().filter(|&d| d < ndims).collect();
            (!in_range.is_empty()).then_some(ReduceAxes::Many(in_range))
        }
        Dims::All => Some(ReduceAxes::All),
    };
    let mut outputs = Outputs::new();
    let Some(axes) = axes else {
        // Only trailing singleton dimensions: every element bounds itself.
        let same = match input {
            Value::Char(t) => Value::Double(t.map(|&c| f64::from(c))),
            other => other.clone(),
        };
        outputs.push(same.clone());
        outputs.push(same);
        return Ok(outputs);
    };
    let nan = match nan {
        NanFlag::Omit => NanPolicy::Omit,
        NanFlag::Include => NanPolicy::Include,
    };
    let fail = |e| kernel_error(Which::Max, e);
    macro_rules! on {
        ($t:expr, $variant:ident) => {{
            let (low, high) = both($t, axes, nan).map_err(fail)?;
            (Value::$variant(low), Value::$variant(high))
        }};
    }
    let (smallest, largest) = match input {
        Value::Double(t) => on!(t, Double),
        Value::Single(t) => on!(t, Single),
        Value::Int8(t) => on!(t, Int8),
        Value::Int16(t) => on!(t, Int16),
        Value::Int32(t) => on!(t, Int32),
        Value::Int64(t) => on!(t, Int64),
        Value::UInt8(t) => on!(t, UInt8),
        Value::UInt16(t) => on!(t, UInt16),
        Value::UInt32(t) => on!(t, UInt32),
        Value::UInt64(t) => on!(t, UInt64),
        Value::Logical(t) => on!(t, Logical),
        Value::ComplexDouble(t) => on!(t, ComplexDouble),
        Value::ComplexSingle(t) => on!(t, ComplexSingle),
        Value::Char(t) => on!(&t.map(|&c| f64::from(c)), Double),
        other => return Err(unsupported_class(Which::Max, other)),
    };
    outputs.push(smallest);
    outputs.push(largest);
    Ok(outputs)
}

/// Everything after `A`: an optional dimension or vecdim first, then
/// `'all'` and a NaN flag in any order, each at most once.
fn parse(rest: &[Value]) -> Result<(Dims, NanFlag)> {
    let mut dims: Option<Dims> = None;
    let mut nan: Option<NanFlag> = None;
    for (position, arg) in rest.iter().enumerate() {
        let Some(flag) = text_of(arg) else {
            if position != 0 {
                return Err(invalid_dim());
            }
            dims = Some(parse_dims(arg)?);
            continue;
        };
        let lower = flag.to_ascii_lowercase();
        match lower.as_str() {
            "all" if dims.is_none() => dims = Some(Dims::All),
            "all" => return Err(repeated_option()),
            "omitnan" | "omitmissing" | "includenan" | "includemissing" => {
                if nan.is_some() {
                    return Err(repeated_option());
                }
                nan = Some(if lower.starts_with("omit") {
                    NanFlag::Omit
                } else {
                    NanFlag::Include
                });
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:bounds:unknownOption",
                    format!(
                        "Invalid option '{flag}'. Option must be 'all', 'omitnan', 'includenan', 'omitmissing', or 'includemissing'."
                    ),
                ))
            }
        }
    }
    Ok((dims.unwrap_or(Dims::Default), nan.unwrap_or_default()))
}

fn both<T: BoundsScan>(
    input: &Tensor<T>,
    axes: ReduceAxes,
    nan: NanPolicy,
) -> std::result::Result<(Tensor<T>, Tensor<T>), KernelError> {
    let result = reduce_bounds(input.view(), axes, ferromat_kernels::Comparison::Auto, nan)?;
    Ok((
        Tensor::from_ndarray(result.smallest),
        Tensor::from_ndarray(result.largest),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_dims_all_and_flags() {
        assert_eq!(parse(&[]).unwrap(), (Dims::Default, NanFlag::Omit));
        assert_eq!(
            parse(&[Value::char_row("all"), Value::char_row("includenan")]).unwrap(),
            (Dims::All, NanFlag::Include)
        );
        assert_eq!(
            parse(&[Value::row(vec![3.0, 1.0])]).unwrap().0,
            Dims::Many(vec![0, 2])
        );
        let message = |args: &[Value]| parse(args).unwrap_err().message.clone();
        assert!(message(&[Value::scalar(0.0)]).starts_with("Dimension argument"));
        assert!(message(&[Value::scalar(1.0), Value::char_row("all")]).starts_with("Each option"));
        assert!(
            message(&[Value::char_row("omitnan"), Value::char_row("includenan")])
                .starts_with("Each option")
        );
        assert!(message(&[Value::char_row("linear")]).starts_with("Invalid option 'linear'"));
    }
}
