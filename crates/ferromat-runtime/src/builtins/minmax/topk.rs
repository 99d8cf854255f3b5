//! `maxk` and `mink`: `(A, k)`, `(A, k, dim)`, `'ComparisonMethod'` and
//! `[B, I]`, by the partial-selection `top_k` kernel on the value's own
//! element type. `B` keeps the class of `A`, char included: MATLAB documents
//! `maxk` as the first `k` of a sort, and `sort` keeps char (cross-checked
//! against Octave's `sort`). NaN counts as larger than every number, as in
//! `sort`: `maxk` returns NaN first, `mink` last; ties keep their original
//! order.
//! No loops over elements here.

use ferromat_kernels::{top_k, Element, KernelError, NanPolicy, Rule};

use crate::builtins::minmax::request::{
    check_data_type, invalid_dim, parse_dims, repeated_option, text_of, Comparison, Dims, NanFlag,
    Options, Which,
};
use crate::builtins::minmax::{kernel_error, kernel_rule, one_based, unsupported_class};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// `B = maxk(A, k)`, `maxk(A, k, dim)`, `[B, I] = maxk(...)`.
pub fn maxk(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(Which::Max, args, nargout)
}

/// `mink`: the mirror of `maxk`.
pub fn mink(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    run(Which::Min, args, nargout)
}

fn run(which: Which, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (Some(input), Some(k)) = (args.first(), args.get(1)) else {
        return Err(RuntimeError::not_enough_inputs());
    };
    check_data_type(input, "First")?;
    let k = parse_k(which, k)?;
    let (dim, comparison) = parse(which, &args[2..])?;
    let shape = input.shape();
    let dim = dim.unwrap_or_else(|| shape.dims().iter().position(|&d| d != 1).unwrap_or(0));
    let nan = match which {
        Which::Max => NanFlag::Include,
        Which::Min => NanFlag::Omit,
    };
    let rule = kernel_rule(
        which,
        Options {
            nan,
            comparison,
            linear: false,
        },
    );
    let rule = Rule::new(rule.extremum, rule.comparison, rule.nan);
    debug_assert!(matches!(rule.nan, NanPolicy::Include | NanPolicy::Omit));
    let mut outputs = Outputs::new();
    if dim >= shape.ndims() {
        // A trailing singleton dimension holds one element per lane.
        let (value, index) = if k == 0 {
            let mut dims = shape.dims().to_vec();
            dims.resize(dim + 1, 1);
            dims[dim] = 0;
            let empty = crate::value::Shape::new(&dims);
            (
                empty_of_class(input, empty.clone()),
                Value::Double(Tensor::new(empty, Vec::new())),
            )
        } else {
            (
                input.clone(),
                Value::Double(Tensor::filled(shape.clone(), 1.0)),
            )
        };
        outputs.push(value);
        if nargout >= 2 {
            outputs.push(index);
        }
        return Ok(outputs);
    }
    let fail = |e| kernel_error(which, e);
    macro_rules! on {
        ($t:expr, $variant:ident) => {{
            let (values, positions) = select($t, dim, k, rule).map_err(fail)?;
            (Value::$variant(values), positions)
        }};
    }
    let (values, positions) = match input {
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
        Value::Char(t) => on!(t, Char),
        other => return Err(unsupported_class(which, other)),
    };
    outputs.push(values);
    if nargout >= 2 {
        outputs.push(one_based(positions));
    }
    Ok(outputs)
}

/// An empty array of `input`'s class with the given shape (`k = 0` along a
/// dimension beyond `ndims(A)`).
fn empty_of_class(input: &Value, shape: crate::value::Shape) -> Value {
    macro_rules! empty {
        ($variant:ident) => {
            Value::$variant(Tensor::new(shape, Vec::new()))
        };
    }
    match input {
        Value::Single(_) => empty!(Single),
        Value::Int8(_) => empty!(Int8),
        Value::Int16(_) => empty!(Int16),
        Value::Int32(_) => empty!(Int32),
        Value::Int64(_) => empty!(Int64),
        Value::UInt8(_) => empty!(UInt8),
        Value::UInt16(_) => empty!(UInt16),
        Value::UInt32(_) => empty!(UInt32),
        Value::UInt64(_) => empty!(UInt64),
        Value::Logical(_) => empty!(Logical),
        Value::Char(_) => empty!(Char),
        Value::ComplexDouble(_) => empty!(ComplexDouble),
        Value::ComplexSingle(_) => empty!(ComplexSingle),
        _ => empty!(Double),
    }
}

/// `k`: a nonnegative integer scalar.
fn parse_k(which: Which, k: &Value) -> Result<usize> {
    let numeric = k.class().is_numeric() || k.class() == crate::value::Class::Logical;
    let value = (numeric && !k.is_complex() && k.numel() == 1)
        .then(|| k.to_f64_vec())
        .flatten()
        .and_then(|v| v.first().copied());
    match value {
        // Every double from 2^53 up is an integer, so a huge k is valid (the
        // MATLAB page: k at least the length sorts the slice); the cast
        // saturates, and Inf counts as the largest k.
        Some(x) if x >= 0.0 && (x.fract() == 0.0 || x == f64::INFINITY) => Ok(x as usize),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{}k:invalidK", which.name()),
            "Second argument must be a nonnegative integer scalar.",
        )),
    }
}

/// After `A, k`: an optional dimension first, then `'ComparisonMethod'`.
fn parse(which: Which, rest: &[Value]) -> Result<(Option<usize>, Comparison)> {
    let mut dim = None;
    let mut comparison = None;
    let mut position = 0;
    while let Some(arg) = rest.get(position) {
        position += 1;
        let Some(flag) = text_of(arg) else {
            if position != 1 {
                return Err(invalid_dim());
            }
            match parse_dims(arg)? {
                Dims::One(d) => dim = Some(d),
                _ => return Err(invalid_dim()),
            }
            continue;
        };
        if !flag.eq_ignore_ascii_case("comparisonmethod") {
            return Err(RuntimeError::new(
                format!("MATLAB:{}k:unknownOption", which.name()),
                format!("Invalid option '{flag}'. Option must be 'ComparisonMethod'."),
            ));
        }
        if comparison.is_some() {
            return Err(repeated_option());
        }
        let method = rest
            .get(position)
            .and_then(text_of)
            .map(|m| m.to_ascii_lowercase());
        position += 1;
        comparison = Some(match method.as_deref() {
            Some("auto") => Comparison::Auto,
            Some("abs") => Comparison::Abs,
            Some("real") => Comparison::Real,
            _ => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{}k:invalidComparisonMethod", which.name()),
                    "'ComparisonMethod' must be followed by 'auto', 'abs', or 'real'.",
                ))
            }
        });
    }
    Ok((dim, comparison.unwrap_or_default()))
}

fn select<T: Element>(
    input: &Tensor<T>,
    dim: usize,
    k: usize,
    rule: Rule,
) -> std::result::Result<(Tensor<T>, Tensor<usize>), KernelError> {
    let (values, positions) = top_k(input.view(), dim, k, rule)?;
    Ok((
        Tensor::from_ndarray(values),
        Tensor::from_ndarray(positions),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_must_be_a_nonnegative_integer() {
        assert_eq!(parse_k(Which::Max, &Value::scalar(3.0)).unwrap(), 3);
        assert_eq!(parse_k(Which::Max, &Value::scalar(0.0)).unwrap(), 0);
        for bad in [
            Value::scalar(-1.0),
            Value::scalar(1.5),
            Value::row(vec![1.0, 2.0]),
        ] {
            assert!(parse_k(Which::Min, &bad)
                .unwrap_err()
                .message
                .starts_with("Second argument"));
        }
    }

    #[test]
    fn parses_dim_and_comparison() {
        let args = [
            Value::scalar(2.0),
            Value::char_row("ComparisonMethod"),
            Value::char_row("abs"),
        ];
        assert_eq!(
            parse(Which::Max, &args).unwrap(),
            (Some(1), Comparison::Abs)
        );
        assert!(parse(Which::Max, &[Value::char_row("ComparisonMethod")]).is_err());
        assert!(parse(Which::Max, &[Value::char_row("omitnan")]).is_err());
        assert!(parse(Which::Max, &[Value::row(vec![1.0, 2.0])]).is_err());
    }

    #[test]
    fn any_nonnegative_integer_k_is_accepted() {
        assert_eq!(parse_k(Which::Max, &Value::scalar(3.0)).ok(), Some(3));
        assert_eq!(
            parse_k(Which::Max, &Value::scalar(1e20)).ok(),
            Some(usize::MAX)
        );
        assert_eq!(
            parse_k(Which::Max, &Value::scalar(f64::INFINITY)).ok(),
            Some(usize::MAX)
        );
        for bad in [-1.0, 1.5, f64::NAN, f64::NEG_INFINITY] {
            assert!(parse_k(Which::Max, &Value::scalar(bad)).is_err());
        }
    }

    #[test]
    fn char_input_gives_char_and_k_zero_keeps_the_class() {
        let outputs = run(
            Which::Max,
            &[Value::char_row("hello"), Value::scalar(2.0)],
            2,
        )
        .unwrap();
        assert_eq!(outputs[0].as_text().as_deref(), Some("ol"));
        assert_eq!(outputs[1].to_f64_vec(), Some(vec![5.0, 3.0]));
        let int8 = Value::Int8(Tensor::row(vec![5, -3]));
        let outputs = run(
            Which::Min,
            &[int8, Value::scalar(0.0), Value::scalar(3.0)],
            1,
        )
        .unwrap();
        assert!(matches!(&outputs[0], Value::Int8(t) if t.shape().dims() == [1, 2, 0]));
    }
}
