//! `sort` along a dimension, ascending or descending, with `[B, I]`
//! outputs, 'ComparisonMethod' and 'MissingPlacement'. Stable in both
//! directions; NaN (and `<missing>`) sort as the largest values, so they
//! come last ascending and first descending unless 'MissingPlacement' says
//! otherwise, as in MATLAB. Complex values sort by magnitude, then by phase
//! angle ('abs'), or by real then imaginary part ('real'). Real numeric
//! lanes sort on integer keys (`statistics::keys`), never by comparator.

use std::cmp::Ordering;
use std::sync::Arc;

use ferromat_kernels::{sort_by_until, Lanes};
use num_complex::Complex;
use num_traits::Float;

use crate::builtins::statistics::keys::{sorted_positions, sorted_values, SortKey};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::interrupt;
use crate::interp::Interpreter;
use crate::value::{Tensor, Value};

/// Sorts every lane of `tensor` along `axis`: `positions` gives the order
/// in which to read one lane (0-based). Returns the sorted tensor and the
/// 1-based source position of each element within its lane.
fn sort_lanes<T: Clone>(
    tensor: &Tensor<T>,
    axis: usize,
    positions: impl Fn(&[T]) -> Result<Vec<usize>>,
) -> Result<(Tensor<T>, Vec<f64>)> {
    let data = tensor.data();
    let lanes = Lanes::new(tensor.shape().dims(), axis);
    let mut sorted = data.to_vec();
    let mut indices = vec![0.0; data.len()];
    let mut lane: Vec<T> = Vec::with_capacity(lanes.length);
    for number in 0..lanes.count() {
        let (start, stride) = lanes.lane_start(number);
        lane.clear();
        lane.extend((0..lanes.length).map(|k| data[start + k * stride].clone()));
        for (k, source) in positions(&lane)?.into_iter().enumerate() {
            sorted[start + k * stride] = lane[source].clone();
            indices[start + k * stride] = (source + 1) as f64;
        }
    }
    Ok((Tensor::new(tensor.shape().clone(), sorted), indices))
}

/// Values-only sort of every lane of a real tensor along `axis`, on keys
/// (no positions are tracked).
fn sort_values_lanes<T: SortKey>(
    tensor: &Tensor<T>,
    axis: usize,
    descending: bool,
) -> Result<Tensor<T>> {
    let data = tensor.data();
    let lanes = Lanes::new(tensor.shape().dims(), axis);
    if lanes.inner == 1 {
        let mut sorted = Vec::with_capacity(data.len());
        for lane in data.chunks(lanes.length.max(1)) {
            sorted.extend(sorted_values(lane, descending)?);
        }
        return Ok(Tensor::new(tensor.shape().clone(), sorted));
    }
    let mut sorted = data.to_vec();
    let mut lane: Vec<T> = Vec::with_capacity(lanes.length);
    for number in 0..lanes.count() {
        let (start, stride) = lanes.lane_start(number);
        lane.clear();
        lane.extend((0..lanes.length).map(|k| data[start + k * stride]));
        for (k, x) in sorted_values(&lane, descending)?.into_iter().enumerate() {
            sorted[start + k * stride] = x;
        }
    }
    Ok(Tensor::new(tensor.shape().clone(), sorted))
}

/// The values-only sort of a real numeric value, when the request allows
/// it (default comparison and NaN placement).
fn sort_values_only(value: &Value, axis: usize, request: &SortRequest) -> Result<Option<Value>> {
    if request.method == Method::Abs || request.missing != Missing::Auto {
        return Ok(None);
    }
    let d = request.descending;
    Ok(Some(match value {
        Value::Double(t) => Value::Double(sort_values_lanes(t, axis, d)?),
        Value::Single(t) => Value::Single(sort_values_lanes(t, axis, d)?),
        Value::Int8(t) => Value::Int8(sort_values_lanes(t, axis, d)?),
        Value::Int16(t) => Value::Int16(sort_values_lanes(t, axis, d)?),
        Value::Int32(t) => Value::Int32(sort_values_lanes(t, axis, d)?),
        Value::Int64(t) => Value::Int64(sort_values_lanes(t, axis, d)?),
        Value::UInt8(t) => Value::UInt8(sort_values_lanes(t, axis, d)?),
        Value::UInt16(t) => Value::UInt16(sort_values_lanes(t, axis, d)?),
        Value::UInt32(t) => Value::UInt32(sort_values_lanes(t, axis, d)?),
        Value::UInt64(t) => Value::UInt64(sort_values_lanes(t, axis, d)?),
        Value::Logical(t) => Value::Logical(sort_values_lanes(t, axis, d)?),
        Value::Char(t) => Value::Char(sort_values_lanes(t, axis, d)?),
        _ => return Ok(None),
    }))
}

/// Stable sort order of a lane under a comparator.
/// Long lanes sort in pieces with the interrupt flag checked between them.
fn compared_positions<T: Sync>(
    lane: &[T],
    descending: bool,
    order: impl Fn(&T, &T) -> Ordering + Sync,
) -> Result<Vec<usize>> {
    let mut steps: Vec<usize> = (0..lane.len()).collect();
    let compare = |a: &usize, b: &usize| {
        let ordering = order(&lane[*a], &lane[*b]);
        if descending {
            ordering.reverse()
        } else {
            ordering
        }
    };
    sort_by_until(&mut steps, &compare, &interrupt::requested)
        .map_err(|_| interrupt::stopped_error())?;
    Ok(steps)
}

/// Moves the missing elements of a sorted order to the front or back,
/// keeping both groups' order.
fn place_missing<T>(
    lane: &[T],
    positions: Vec<usize>,
    placement: Missing,
    descending: bool,
    is_missing: impl Fn(&T) -> bool,
) -> Vec<usize> {
    let first = match placement {
        Missing::Auto => return positions,
        Missing::First => true,
        Missing::Last => false,
    };
    if first == descending {
        // Already where the default order puts them.
        return positions;
    }
    let (missing, present): (Vec<usize>, Vec<usize>) =
        positions.into_iter().partition(|&i| is_missing(&lane[i]));
    if first {
        missing.into_iter().chain(present).collect()
    } else {
        present.into_iter().chain(missing).collect()
    }
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

/// Real part, then imaginary part; NaN above everything.
fn complex_real_order<F: Float>(a: &Complex<F>, b: &Complex<F>) -> Ordering {
    let missing = |z: &Complex<F>| z.re.is_nan() || z.im.is_nan();
    missing(a)
        .cmp(&missing(b))
        .then_with(|| float_order(&a.re, &b.re))
        .then_with(|| float_order(&a.im, &b.im))
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

/// 'ComparisonMethod'.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Method {
    Auto,
    Real,
    Abs,
}

/// 'MissingPlacement'.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Missing {
    Auto,
    First,
    Last,
}

/// A parsed `sort` call.
struct SortRequest {
    axis: Option<usize>,
    descending: bool,
    method: Method,
    missing: Missing,
}

/// `sort(A, dim, mode, Name, Value, ...)` with every part optional.
fn parse(args: &[Value]) -> Result<SortRequest> {
    let mut request = SortRequest {
        axis: None,
        descending: false,
        method: Method::Auto,
        missing: Missing::Auto,
    };
    let mut position = 1;
    while position < args.len() {
        let arg = &args[position];
        if let Some(word) = arg.as_text() {
            let word = word.to_ascii_lowercase();
            match word.as_str() {
                "ascend" => request.descending = false,
                "descend" => request.descending = true,
                "comparisonmethod" | "missingplacement" => {
                    let value = args
                        .get(position + 1)
                        .and_then(Value::as_text)
                        .map(|v| v.to_ascii_lowercase())
                        .ok_or_else(|| option_error(&word))?;
                    if word == "comparisonmethod" {
                        request.method = match value.as_str() {
                            "auto" => Method::Auto,
                            "real" => Method::Real,
                            "abs" => Method::Abs,
                            _ => return Err(option_error(&word)),
                        };
                    } else {
                        request.missing = match value.as_str() {
                            "auto" => Missing::Auto,
                            "first" => Missing::First,
                            "last" => Missing::Last,
                            _ => return Err(option_error(&word)),
                        };
                    }
                    position += 1;
                }
                _ => return Err(direction_error()),
            }
        } else if position == 1 {
            request.axis = Some(args::parse_dim(arg)?);
        } else {
            return Err(direction_error());
        }
        position += 1;
    }
    Ok(request)
}

fn option_error(name: &str) -> RuntimeError {
    let message = if name == "comparisonmethod" {
        "Comparison method must be 'auto', 'real', or 'abs'."
    } else {
        "Missing placement must be 'auto', 'first', or 'last'."
    };
    RuntimeError::new("MATLAB:sort:InvalidOption", message)
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

/// Sort order of a real lane: integer keys by default, magnitude then sign
/// for 'abs'.
fn real_positions<T: SortKey + Into<f64> + Sync>(
    lane: &[T],
    request: &SortRequest,
) -> Result<Vec<usize>> {
    let d = request.descending;
    let positions = if request.method == Method::Abs {
        compared_positions(lane, d, |a, b| {
            let (a, b): (f64, f64) = ((*a).into(), (*b).into());
            float_order(&a.abs(), &b.abs())
                .then_with(|| a.is_sign_negative().cmp(&b.is_sign_negative()))
        })?
    } else {
        sorted_positions(lane, d)?
    };
    Ok(place_missing(
        lane,
        positions,
        request.missing,
        d,
        |x: &T| {
            let value: f64 = (*x).into();
            value.is_nan()
        },
    ))
}

fn complex_positions<F: Float + Sync>(
    lane: &[Complex<F>],
    request: &SortRequest,
) -> Result<Vec<usize>> {
    let d = request.descending;
    let positions = if request.method == Method::Real {
        compared_positions(lane, d, complex_real_order)?
    } else {
        compared_positions(lane, d, complex_order)?
    };
    Ok(place_missing(lane, positions, request.missing, d, |z| {
        z.re.is_nan() || z.im.is_nan()
    }))
}

/// `B = sort(A)`, `sort(A, dim)`, `sort(..., 'ascend'|'descend')`,
/// `sort(..., 'ComparisonMethod', m, 'MissingPlacement', p)`,
/// `[B, I] = sort(...)`, for numeric, logical, char, string and cellstr
/// arrays.
pub fn sort(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let request = parse(args)?;
    let value = &args[0];
    let shape = value.shape();
    let axis = request
        .axis
        .unwrap_or_else(|| shape.dims().iter().position(|&d| d != 1).unwrap_or(0));
    if nargout < 2 {
        if let Some(sorted) = sort_values_only(value, axis, &request)? {
            return one(sorted);
        }
    }
    let r = &request;
    let d = request.descending;
    let real = |lane: &[f64]| real_positions(lane, r);
    let (sorted, indices) = match value {
        Value::Double(t) => wrap(sort_lanes(t, axis, real)?, Value::Double),
        Value::Single(t) => wrap(sort_lanes(t, axis, |l| real_positions(l, r))?, Value::Single),
        Value::ComplexDouble(t) => wrap(sort_lanes(t, axis, |l| complex_positions(l, r))?, Value::ComplexDouble),
        Value::ComplexSingle(t) => wrap(sort_lanes(t, axis, |l| complex_positions(l, r))?, Value::ComplexSingle),
        Value::Int8(t) => wrap(sort_lanes(t, axis, |l| real_positions(l, r))?, Value::Int8),
        Value::Int16(t) => wrap(sort_lanes(t, axis, |l| real_positions(l, r))?, Value::Int16),
        Value::Int32(t) => wrap(sort_lanes(t, axis, |l| real_positions(l, r))?, Value::Int32),
        Value::Int64(t) => wrap(sort_lanes(t, axis, |l| int64_positions(l, r))?, Value::Int64),
        Value::UInt8(t) => wrap(sort_lanes(t, axis, |l| real_positions(l, r))?, Value::UInt8),
        Value::UInt16(t) => wrap(sort_lanes(t, axis, |l| real_positions(l, r))?, Value::UInt16),
        Value::UInt32(t) => wrap(sort_lanes(t, axis, |l| real_positions(l, r))?, Value::UInt32),
        Value::UInt64(t) => wrap(sort_lanes(t, axis, |l| sorted_positions(l, d))?, Value::UInt64),
        Value::Logical(t) => wrap(sort_lanes(t, axis, |l| sorted_positions(l, d))?, Value::Logical),
        Value::Char(t) => wrap(sort_lanes(t, axis, |l| sorted_positions(l, d))?, Value::Char),
        Value::String(t) => wrap(
            sort_lanes(t, axis, |l| {
                let positions = compared_positions(l, d, string_order)?;
                Ok(place_missing(l, positions, r.missing, d, Option::is_none))
            })?,
            Value::String,
        ),
        Value::Cell(cells) => {
            let texts = cellstr_texts(cells).ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:sort:InputType",
                    "Only cell arrays of character vectors are supported.",
                )
            })?;
            let (sorted, indices) = sort_lanes(&texts, axis, |l| compared_positions(l, d, Ord::cmp))?;
            let cells = sorted.map(|units| Value::Char(Tensor::row(units.clone())));
            (Value::Cell(Arc::new(cells)), indices)
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

/// int64 has no lossless `Into<f64>`; 'abs' orders by the exact magnitude.
fn int64_positions(lane: &[i64], request: &SortRequest) -> Result<Vec<usize>> {
    if request.method == Method::Abs {
        return compared_positions(lane, request.descending, |a, b| {
            a.unsigned_abs()
                .cmp(&b.unsigned_abs())
                .then_with(|| b.cmp(a))
        });
    }
    sorted_positions(lane, request.descending)
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
        let cells = Value::Cell(Arc::new(Tensor::row(vec![
            text("pear"),
            text("apple"),
            text("fig"),
        ])));
        let out = call(&[cells], 2).unwrap();
        assert_eq!(
            out[0],
            Value::Cell(Arc::new(Tensor::row(vec![
                text("apple"),
                text("fig"),
                text("pear")
            ])))
        );
        assert_eq!(out[1], Value::row(vec![2.0, 3.0, 1.0]));
        let strings = Value::String(Tensor::row(vec![Some("b".into()), None, Some("a".into())]));
        let out = call(&[strings], 2).unwrap();
        assert_eq!(out[1], Value::row(vec![3.0, 1.0, 2.0]));
        let mixed = Value::Cell(Arc::new(Tensor::row(vec![text("a"), Value::scalar(1.0)])));
        assert!(call(&[mixed], 1).is_err());
    }
}
