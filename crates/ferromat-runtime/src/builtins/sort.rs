//! `sort` along a dimension, ascending or descending, with `[B, I]`
//! outputs. Stable in both directions; NaN (and `<missing>`) sort as the
//! largest values, so they come last ascending and first descending, as in
//! MATLAB. Complex values sort by magnitude, then by phase angle.

use std::cmp::Ordering;

use ferromat_kernels::Lanes;
use num_complex::Complex;
use num_traits::Float;

use super::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// Sorts every lane of `tensor` along `axis`; returns the sorted tensor and
/// the 1-based source position of each element within its lane.
fn sort_lanes<T: Clone>(
    tensor: &Tensor<T>,
    axis: usize,
    descending: bool,
    order: impl Fn(&T, &T) -> Ordering,
) -> (Tensor<T>, Vec<f64>) {
    let data = tensor.data();
    let lanes = Lanes::new(tensor.shape().dims(), axis);
    let mut sorted = data.to_vec();
    let mut indices = vec![0.0; data.len()];
    let mut steps: Vec<usize> = Vec::with_capacity(lanes.length);
    for lane in 0..lanes.count() {
        let (start, stride) = lanes.lane_start(lane);
        steps.clear();
        steps.extend(0..lanes.length);
        steps.sort_by(|&a, &b| {
            let ordering = order(&data[start + a * stride], &data[start + b * stride]);
            if descending {
                ordering.reverse()
            } else {
                ordering
            }
        });
        for (k, &source) in steps.iter().enumerate() {
            sorted[start + k * stride] = data[start + source * stride].clone();
            indices[start + k * stride] = (source + 1) as f64;
        }
    }
    (Tensor::new(tensor.shape().clone(), sorted), indices)
}

/// Total order on floats with every NaN above every number.
fn float_order<F: Float>(a: &F, b: &F) -> Ordering {
    a.partial_cmp(b)
        .unwrap_or_else(|| a.is_nan().cmp(&b.is_nan()))
}

/// Magnitude (hypot), then phase angle; NaN above everything.
fn complex_order<F: Float>(a: &Complex<F>, b: &Complex<F>) -> Ordering {
    let key = |z: &Complex<F>| {
        if z.re.is_nan() || z.im.is_nan() {
            (F::nan(), F::zero())
        } else {
            (z.norm(), z.arg())
        }
    };
    let ((ma, pa), (mb, pb)) = (key(a), key(b));
    float_order(&ma, &mb).then_with(|| float_order(&pa, &pb))
}

/// Missing strings sort above all text.
fn string_order(a: &Option<std::sync::Arc<str>>, b: &Option<std::sync::Arc<str>>) -> Ordering {
    match (a, b) {
        (Some(x), Some(y)) => x.encode_utf16().cmp(y.encode_utf16()),
        (None, None) => Ordering::Equal,
        (None, Some(_)) => Ordering::Greater,
        (Some(_), None) => Ordering::Less,
    }
}

fn direction_error() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:sort:sortDirection",
        "Sorting direction must be 'ascend' or 'descend'.",
    )
}

fn invalid_dim() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:getdimarg:invalidDim",
        "Dimension argument must be a positive integer scalar within indexing range.",
    )
}

/// `(axis, descending)` from `sort(A, dim, mode)` with both optional.
fn parse(args: &[Value]) -> Result<(Option<usize>, bool)> {
    let (mut axis, mut descending) = (None, false);
    for (position, arg) in args.iter().enumerate().skip(1) {
        if let Some(mode) = arg.as_text() {
            descending = match mode.to_ascii_lowercase().as_str() {
                "ascend" => false,
                "descend" => true,
                _ => return Err(direction_error()),
            };
        } else if position == 1 {
            axis = Some(match arg.as_f64() {
                Some(x) if x >= 1.0 && x.fract() == 0.0 && x < 2f64.powi(53) => x as usize - 1,
                _ => return Err(invalid_dim()),
            });
        } else {
            return Err(direction_error());
        }
    }
    Ok((axis, descending))
}

/// The texts of a cell array of character vectors, for cellstr sorting.
fn cellstr_texts(cells: &Tensor<Value>) -> Option<Tensor<Vec<u16>>> {
    let texts = cells
        .data()
        .iter()
        .map(|v| match v {
            Value::Char(t) if t.shape().ndims() == 2 && t.shape().rows() <= 1 => {
                Some(t.data().to_vec())
            }
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Tensor::new(cells.shape().clone(), texts))
}

/// `B = sort(A)`, `sort(A, dim)`, `sort(..., 'ascend'|'descend')`,
/// `[B, I] = sort(...)`, for numeric, logical, char, string and cellstr
/// arrays.
pub fn sort(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let (axis, descending) = parse(args)?;
    let value = &args[0];
    let shape = value.shape();
    let axis = axis.unwrap_or_else(|| shape.dims().iter().position(|&d| d != 1).unwrap_or(0));
    let d = descending;
    let (sorted, indices) = match value {
        Value::Double(t) => wrap(sort_lanes(t, axis, d, float_order), Value::Double),
        Value::Single(t) => wrap(sort_lanes(t, axis, d, float_order), Value::Single),
        Value::ComplexDouble(t) => wrap(sort_lanes(t, axis, d, complex_order), Value::ComplexDouble),
        Value::ComplexSingle(t) => wrap(sort_lanes(t, axis, d, complex_order), Value::ComplexSingle),
        Value::Int8(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::Int8),
        Value::Int16(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::Int16),
        Value::Int32(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::Int32),
        Value::Int64(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::Int64),
        Value::UInt8(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::UInt8),
        Value::UInt16(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::UInt16),
        Value::UInt32(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::UInt32),
        Value::UInt64(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::UInt64),
        Value::Logical(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::Logical),
        Value::Char(t) => wrap(sort_lanes(t, axis, d, Ord::cmp), Value::Char),
        Value::String(t) => wrap(sort_lanes(t, axis, d, string_order), Value::String),
        Value::Cell(cells) => {
            let texts = cellstr_texts(cells).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:sort:InputType",
                    "Only cell arrays of character vectors are supported.",
                )
            })?;
            let (sorted, indices) = sort_lanes(&texts, axis, d, Ord::cmp);
            let cells = sorted.map(|units| Value::Char(Tensor::row(units.clone())));
            (Value::Cell(Box::new(cells)), indices)
        }
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:UndefinedFunction",
                "Check for incorrect argument data type or missing argument in call to function 'sort'.",
            ))
        }
    };
    if nargout < 2 {
        return one(sorted);
    }
    let mut out = Outputs::new();
    out.push(sorted);
    out.push(Value::Double(Tensor::new(shape, indices)));
    Ok(out)
}

fn wrap<T>(result: (Tensor<T>, Vec<f64>), class: fn(Tensor<T>) -> Value) -> (Value, Vec<f64>) {
    (class(result.0), result.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Shape;
    use num_complex::Complex64;

    fn call(args: &[Value], nargout: usize) -> Result<Outputs> {
        sort(&mut Interpreter::new(), args, nargout)
    }

    fn text(s: &str) -> Value {
        Value::char_row(s)
    }

    #[test]
    fn ascending_descending_with_nan_and_indices() {
        let v = Value::row(vec![3.0, f64::NAN, 1.0, 3.0, 2.0]);
        let out = call(std::slice::from_ref(&v), 2).unwrap();
        let sorted = out[0].to_f64_vec().unwrap();
        assert_eq!(sorted[..4], [1.0, 2.0, 3.0, 3.0]);
        assert!(sorted[4].is_nan());
        assert_eq!(out[1], Value::row(vec![3.0, 5.0, 1.0, 4.0, 2.0]));
        let out = call(&[v, text("descend")], 2).unwrap();
        let sorted = out[0].to_f64_vec().unwrap();
        assert!(sorted[0].is_nan());
        assert_eq!(sorted[1..], [3.0, 3.0, 2.0, 1.0]);
        // Stable: equal elements keep their order in both directions.
        assert_eq!(out[1], Value::row(vec![2.0, 1.0, 4.0, 5.0, 3.0]));
    }

    #[test]
    fn along_dimensions() {
        let m = Value::matrix(Shape::matrix(2, 3), vec![4.0, 1.0, 0.0, 5.0, 9.0, 2.0]);
        let by_column = &call(std::slice::from_ref(&m), 1).unwrap()[0];
        assert_eq!(
            by_column.to_f64_vec().unwrap(),
            vec![1.0, 4.0, 0.0, 5.0, 2.0, 9.0]
        );
        let by_row = call(&[m.clone(), Value::scalar(2.0), text("descend")], 2).unwrap();
        assert_eq!(
            by_row[0].to_f64_vec().unwrap(),
            vec![9.0, 5.0, 4.0, 2.0, 0.0, 1.0]
        );
        assert_eq!(
            by_row[1].to_f64_vec().unwrap(),
            vec![3.0, 2.0, 1.0, 3.0, 2.0, 1.0]
        );
        assert_eq!(call(&[m.clone(), Value::scalar(3.0)], 1).unwrap()[0], m);
        assert_eq!(call(&[Value::empty()], 1).unwrap()[0], Value::empty());
        assert!(call(&[m.clone(), Value::scalar(0.0)], 1).is_err());
        assert!(call(&[m, text("up")], 1).is_err());
    }

    #[test]
    fn classes() {
        let z = Value::ComplexDouble(Tensor::row(vec![
            Complex64::new(0.0, -2.0),
            Complex64::new(1.0, 0.0),
            Complex64::new(-1.0, 0.0),
            Complex64::new(0.0, 2.0),
        ]));
        let out = call(&[z], 2).unwrap();
        assert_eq!(out[1], Value::row(vec![2.0, 3.0, 1.0, 4.0]));
        assert_eq!(call(&[text("hello")], 1).unwrap()[0], text("ehllo"));
        let ints = Value::Int8(Tensor::row(vec![3, -1, 2]));
        assert_eq!(
            call(&[ints], 1).unwrap()[0],
            Value::Int8(Tensor::row(vec![-1, 2, 3]))
        );
        let cells = Value::Cell(Box::new(Tensor::row(vec![
            text("pear"),
            text("apple"),
            text("fig"),
        ])));
        let out = call(&[cells], 2).unwrap();
        assert_eq!(
            out[0],
            Value::Cell(Box::new(Tensor::row(vec![
                text("apple"),
                text("fig"),
                text("pear")
            ])))
        );
        assert_eq!(out[1], Value::row(vec![2.0, 3.0, 1.0]));
        let strings = Value::String(Tensor::row(vec![Some("b".into()), None, Some("a".into())]));
        let out = call(&[strings], 2).unwrap();
        assert_eq!(out[1], Value::row(vec![3.0, 1.0, 2.0]));
        let mixed = Value::Cell(Box::new(Tensor::row(vec![text("a"), Value::scalar(1.0)])));
        assert!(call(&[mixed], 1).is_err());
    }
}
