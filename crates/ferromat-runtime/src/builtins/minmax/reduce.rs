//! The reduction forms of `max`/`min`: picks the operating dimensions
//! (default, `dim`, `vecdim`, `'all'`), the index form, and runs the
//! kernel on the value's own element type (char is compared as double).

use ferromat_kernels::{reduce_extremum, Element, IndexForm, ReduceAxes, ReduceSpec};

use super::request::{Dims, Options, Which};
use super::{kernel_error, kernel_rule, one_based};
use crate::error::Result;
use crate::value::{Shape, Tensor, Value};

/// Reduces `input`; returns the values and, if `want_index`, MATLAB's `I`.
pub fn reduce(
    which: Which,
    input: &Value,
    dims: &Dims,
    options: Options,
    want_index: bool,
) -> Result<(Value, Option<Value>)> {
    let shape = input.shape();
    let ndims = shape.ndims();
    let axes = match dims {
        Dims::Default => ReduceAxes::One(default_dim(&shape)),
        Dims::One(d) if *d < ndims => ReduceAxes::One(*d),
        Dims::Many(list) => {
            let in_range: Vec<usize> = list.iter().copied().filter(|&d| d < ndims).collect();
            match in_range.as_slice() {
                [] => return Ok(unchanged(input, want_index, options.linear)),
                [one] if !options.linear => ReduceAxes::Many(vec![*one]),
                _ => ReduceAxes::Many(in_range),
            }
        }
        Dims::All => ReduceAxes::All,
        Dims::One(_) => return Ok(unchanged(input, want_index, options.linear)),
    };
    let index = if !want_index {
        IndexForm::None
    } else if options.linear || matches!(axes, ReduceAxes::All) {
        IndexForm::Linear
    } else if let ReduceAxes::One(_) = axes {
        IndexForm::AlongAxis
    } else {
        IndexForm::InSlice
    };
    let rule = kernel_rule(which, options);
    let spec = ReduceSpec {
        extremum: rule.extremum,
        comparison: rule.comparison,
        nan: rule.nan,
        index,
        ..ReduceSpec::default()
    };
    let run = |axes: ReduceAxes| -> Result<(Value, Option<Value>)> {
        macro_rules! on {
            ($t:expr, $variant:ident) => {{
                let (values, indices) =
                    reduce_tensor($t, axes, spec).map_err(|e| kernel_error(which, e))?;
                (Value::$variant(values), indices.map(one_based))
            }};
        }
        Ok(match input {
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
            other => return Err(super::unsupported_class(which, other)),
        })
    };
    run(axes)
}

/// MATLAB's default operating dimension: the first whose size is not 1.
fn default_dim(shape: &Shape) -> usize {
    shape.dims().iter().position(|&d| d != 1).unwrap_or(0)
}

/// `max(A, [], dim)` with `dim > ndims(A)`: `A` itself (char as double),
/// indices all 1 (with `'linear'`, each element's own linear index).
fn unchanged(input: &Value, want_index: bool, linear: bool) -> (Value, Option<Value>) {
    let value = match input {
        Value::Char(t) => Value::Double(t.map(|&c| f64::from(c))),
        other => other.clone(),
    };
    let shape = input.shape();
    let index = want_index.then(|| {
        if linear {
            let n = shape.numel();
            Value::Double(Tensor::new(shape, (1..=n).map(|k| k as f64).collect()))
        } else {
            Value::Double(Tensor::filled(shape, 1.0))
        }
    });
    (value, index)
}

/// Runs the kernel on one tensor: zero-copy in (a column-major view) and
/// column-major out.
fn reduce_tensor<T: Element>(
    input: &Tensor<T>,
    axes: ReduceAxes,
    spec: ReduceSpec,
) -> std::result::Result<(Tensor<T>, Option<Tensor<usize>>), ferromat_kernels::KernelError> {
    let reduced = reduce_extremum(input.view(), axes, spec)?;
    Ok((
        Tensor::from_ndarray(reduced.values),
        reduced.indices.map(Tensor::from_ndarray),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_dim_is_first_non_singleton() {
        assert_eq!(default_dim(&Shape::new(&[1, 3])), 1);
        assert_eq!(default_dim(&Shape::new(&[1, 1, 4])), 2);
        assert_eq!(default_dim(&Shape::scalar()), 0);
        assert_eq!(default_dim(&Shape::new(&[0, 3])), 0);
    }
}
