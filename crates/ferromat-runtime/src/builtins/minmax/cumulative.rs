//! `cummax` and `cummin`: parse `(A)`, `(A, dim)`, `'forward'`/`'reverse'`
//! and the NaN flag, then run the shared `cumulative_extremum` kernel on the
//! value's own element type. One output, as in MATLAB. Char input is an
//! error: MATLAB documents `M` as having the type of `A` and lists no char
//! among the data types (unlike `max`), and Octave rejects char too.
//! No loops over elements live here.

use ferromat_kernels::{cumulative_extremum, CumulativeSpec, Direction, Element, KernelError};

use crate::builtins::minmax::request::{
    check_data_type, invalid_dim, parse_dims, repeated_option, text_of, Dims, NanFlag, Options,
    Which,
};
use crate::builtins::minmax::{kernel_error, kernel_rule, unsupported_class};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// `M = cummax(A)`, `cummax(A, dim)`, `cummax(___, direction)`,
/// `cummax(___, nanflag)`.
pub fn cummax(_: &mut Interpreter, args: &[Value], _nargout: usize) -> Result<Outputs> {
    run(Which::Max, args)
}

/// `cummin`: the mirror of `cummax`.
pub fn cummin(_: &mut Interpreter, args: &[Value], _nargout: usize) -> Result<Outputs> {
    run(Which::Min, args)
}

/// A parsed `cummax`/`cummin` call; `dim` is 0-based.
#[derive(Debug, PartialEq, Eq)]
struct Request {
    dim: Option<usize>,
    direction: Direction,
    nan: NanFlag,
}

fn run(which: Which, args: &[Value]) -> Result<Outputs> {
    let Some(input) = args.first() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    check_data_type(input, "First")?;
    if let Value::Char(_) = input {
        // The identifier and text of max's own data-type error.
        return Err(RuntimeError::new(
            "MATLAB:minmax:invalidDataType",
            "Invalid data type. First argument must be numeric or logical.",
        ));
    }
    let request = parse(which, &args[1..])?;
    let shape = input.shape();
    let dim = request
        .dim
        .unwrap_or_else(|| shape.dims().iter().position(|&d| d != 1).unwrap_or(0));
    let value = if dim >= shape.ndims() {
        // A trailing singleton dimension: each element is its own extremum.
        input.clone()
    } else {
        let rule = kernel_rule(
            which,
            Options {
                nan: request.nan,
                ..Options::default()
            },
        );
        let spec = CumulativeSpec {
            extremum: rule.extremum,
            comparison: rule.comparison,
            nan: rule.nan,
            direction: request.direction,
            ..CumulativeSpec::default()
        };
        let fail = |e| kernel_error(which, e);
        match input {
            Value::Double(t) => Value::Double(running(t, dim, spec).map_err(fail)?),
            Value::Single(t) => Value::Single(running(t, dim, spec).map_err(fail)?),
            Value::Int8(t) => Value::Int8(running(t, dim, spec).map_err(fail)?),
            Value::Int16(t) => Value::Int16(running(t, dim, spec).map_err(fail)?),
            Value::Int32(t) => Value::Int32(running(t, dim, spec).map_err(fail)?),
            Value::Int64(t) => Value::Int64(running(t, dim, spec).map_err(fail)?),
            Value::UInt8(t) => Value::UInt8(running(t, dim, spec).map_err(fail)?),
            Value::UInt16(t) => Value::UInt16(running(t, dim, spec).map_err(fail)?),
            Value::UInt32(t) => Value::UInt32(running(t, dim, spec).map_err(fail)?),
            Value::UInt64(t) => Value::UInt64(running(t, dim, spec).map_err(fail)?),
            Value::Logical(t) => Value::Logical(running(t, dim, spec).map_err(fail)?),
            Value::ComplexDouble(t) => Value::ComplexDouble(running(t, dim, spec).map_err(fail)?),
            Value::ComplexSingle(t) => Value::ComplexSingle(running(t, dim, spec).map_err(fail)?),
            other => return Err(unsupported_class(which, other)),
        }
    };
    let mut outputs = Outputs::new();
    outputs.push(value);
    Ok(outputs)
}

/// Parses everything after `A`: an optional dimension first, then a
/// direction and a NaN flag in any order, each at most once.
fn parse(which: Which, rest: &[Value]) -> Result<Request> {
    let mut request = Request {
        dim: None,
        direction: Direction::Forward,
        nan: NanFlag::Omit,
    };
    let (mut direction_seen, mut nan_seen) = (false, false);
    for (position, arg) in rest.iter().enumerate() {
        let Some(flag) = text_of(arg) else {
            if position != 0 {
                return Err(invalid_dim());
            }
            match parse_dims(arg)? {
                Dims::One(dim) => request.dim = Some(dim),
                _ => return Err(invalid_dim()),
            }
            continue;
        };
        let lower = flag.to_ascii_lowercase();
        match lower.as_str() {
            "forward" | "reverse" => {
                if direction_seen {
                    return Err(repeated_option());
                }
                direction_seen = true;
                request.direction = if lower == "reverse" {
                    Direction::Reverse
                } else {
                    Direction::Forward
                };
            }
            "omitnan" | "omitmissing" | "includenan" | "includemissing" => {
                if nan_seen {
                    return Err(repeated_option());
                }
                nan_seen = true;
                request.nan = if lower.starts_with("omit") {
                    NanFlag::Omit
                } else {
                    NanFlag::Include
                };
            }
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:cum{}:unknownOption", which.name()),
                    format!(
                        "Invalid option '{flag}'. Option must be 'forward', 'reverse', 'omitnan', 'includenan', 'omitmissing', or 'includemissing'."
                    ),
                ))
            }
        }
    }
    Ok(request)
}

/// Runs the kernel on one tensor: column-major in and out.
fn running<T: Element>(
    input: &Tensor<T>,
    dim: usize,
    spec: CumulativeSpec,
) -> std::result::Result<Tensor<T>, KernelError> {
    let result = cumulative_extremum(input.view(), dim, spec)?;
    Ok(Tensor::from_ndarray(result.values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_dim_direction_and_flag_in_any_order() {
        let parsed = parse(
            Which::Max,
            &[
                Value::scalar(2.0),
                Value::char_row("includenan"),
                Value::string("Reverse"),
            ],
        )
        .unwrap();
        assert_eq!(
            parsed,
            Request {
                dim: Some(1),
                direction: Direction::Reverse,
                nan: NanFlag::Include
            }
        );
        assert_eq!(
            parse(Which::Min, &[]).unwrap().direction,
            Direction::Forward
        );
    }

    #[test]
    fn rejects_bad_dims_and_repeats() {
        let message = |args: &[Value]| parse(Which::Max, args).unwrap_err().message.clone();
        assert!(message(&[Value::scalar(0.0)]).starts_with("Dimension argument"));
        assert!(message(&[Value::row(vec![1.0, 2.0])]).starts_with("Dimension argument"));
        assert!(
            message(&[Value::char_row("reverse"), Value::char_row("forward")])
                .starts_with("Each option")
        );
        assert!(message(&[Value::char_row("sideways")]).starts_with("Invalid option 'sideways'"));
        assert!(message(&[Value::char_row("reverse"), Value::scalar(1.0)])
            .starts_with("Dimension argument"));
    }

    #[test]
    fn char_input_is_an_error_but_logical_keeps_its_class() {
        let error = run(Which::Max, &[Value::char_row("abc")]).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:minmax:invalidDataType");
        assert_eq!(
            error.message,
            "Invalid data type. First argument must be numeric or logical."
        );
        let logical = Value::Logical(Tensor::row(vec![false, true, false]));
        let outputs = run(Which::Max, &[logical]).unwrap();
        assert!(matches!(&outputs[0], Value::Logical(t) if t.data() == [false, true, true]));
    }
}
