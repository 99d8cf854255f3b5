//! The reduction forms of `max`/`min`: picks the operating dimensions
//! (default, `dim`, `vecdim`, `'all'`), the index form, and runs the
//! kernel on the value's own element type (char is compared as double).
//! A reduction of a whole long array (a vector, or `'all'`) runs in pieces
//! with the interrupt flag checked between them, so Ctrl-C ends `max` of
//! 2e8 elements promptly; the pieces merge exactly as one pass would.

use ferromat_kernels::{
    reduce_extremum, Element, IndexForm, Partial, ReduceAxes, ReduceSpec, Rule,
};
use ndarray::aview1;

use super::request::{Dims, Options, Which};
use super::{kernel_error, kernel_rule, one_based};
use crate::error::Result;
use crate::interp::interrupt;
use crate::value::{Shape, Tensor, Value};

/// Winners and, when asked for, their 0-based indices.
type Reduction<T> = (Tensor<T>, Option<Tensor<usize>>);

/// Elements per piece of a whole-array reduction: a few milliseconds of
/// work between two interrupt checks, and large enough that the kernel
/// still splits each piece across threads.
const PIECE: usize = 1 << 24;

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
                let (values, indices) = reduce_tensor(which, $t, axes, spec)?;
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
    which: Which,
    input: &Tensor<T>,
    axes: ReduceAxes,
    spec: ReduceSpec,
) -> Result<Reduction<T>> {
    let shape = input.shape();
    let whole = matches!(axes, ReduceAxes::All)
        || matches!(axes, ReduceAxes::One(d) if shape.dims()[d] == shape.numel());
    if whole && shape.numel() > PIECE {
        if let Some(reduced) = reduce_in_pieces(which, input, spec)? {
            return Ok(reduced);
        }
    }
    let reduced = reduce_extremum(input.view(), axes, spec).map_err(|e| kernel_error(which, e))?;
    Ok((
        Tensor::from_ndarray(reduced.values),
        reduced.indices.map(Tensor::from_ndarray),
    ))
}

/// Every element of `input` reduced to one, `PIECE` elements at a time in
/// linear order, each piece's winner merged into the earlier ones (ties
/// keep the earlier, as in one pass); the interrupt flag is checked
/// between pieces. The index is the linear one, which for a vector is also
/// the index along its one non-singleton dimension.
fn reduce_in_pieces<T: Element>(
    which: Which,
    input: &Tensor<T>,
    spec: ReduceSpec,
) -> Result<Option<Reduction<T>>> {
    let rule = Rule::new(spec.extremum, spec.comparison, spec.nan);
    let piece_spec = ReduceSpec {
        index: IndexForm::Linear,
        ..spec
    };
    let mut best: Option<Partial<T>> = None;
    for (number, piece) in input.data().chunks(PIECE).enumerate() {
        interrupt::check()?;
        let reduced = reduce_extremum(aview1(piece).into_dyn(), ReduceAxes::All, piece_spec)
            .map_err(|e| kernel_error(which, e))?;
        let value = reduced.values.iter().next().copied();
        let index = reduced.indices.and_then(|i| i.iter().next().copied());
        if let (Some(value), Some(index)) = (value, index) {
            let winner = Partial::new(value, number * PIECE + index);
            best = Some(match best {
                Some(earlier) => earlier.merge(winner, rule),
                None => winner,
            });
        }
    }
    let Some(best) = best else {
        return Ok(None);
    };
    let out_shape = Shape::new(&vec![1; input.shape().ndims().max(2)]);
    let indices =
        (spec.index != IndexForm::None).then(|| Tensor::new(out_shape.clone(), vec![best.index]));
    Ok(Some((Tensor::new(out_shape, vec![best.value]), indices)))
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

    /// A long vector reduced in pieces gives the one-pass winner and its
    /// first index (ties across pieces keep the earlier), and an interrupt
    /// pending before the work ends it with `MATLAB:interrupted`.
    #[test]
    fn long_vectors_reduce_in_pieces_and_stop_on_interrupt() {
        let n = PIECE * 2 + 7;
        let data: Vec<u8> = (0..n).map(|k| ((k * 7919) % 251) as u8).collect();
        let input = Tensor::new(Shape::new(&[1, n]), data.clone());
        let spec = ReduceSpec {
            index: IndexForm::AlongAxis,
            ..ReduceSpec::default()
        };
        let (values, indices) =
            reduce_tensor(Which::Max, &input, ReduceAxes::One(1), spec).unwrap();
        let best = *data.iter().max().unwrap();
        let first = data.iter().position(|&x| x == best).unwrap();
        assert_eq!(values.data(), &[best]);
        assert_eq!(indices.unwrap().data(), &[first]);
        let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let stopped = interrupt::with_interrupt_flag(&flag, || {
            reduce_tensor(Which::Max, &input, ReduceAxes::All, spec)
        });
        assert_eq!(stopped.unwrap_err().identifier, "MATLAB:interrupted");
    }
}
