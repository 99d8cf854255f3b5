//! Size queries and layout builtins: size numel ndims length isempty isrow
//! iscolumn isvector isscalar ismatrix reshape permute squeeze circshift, and the one
//! gather kernel that `permute` and `repmat` share. These builtins work on
//! every class by moving elements; they never look at element values.

use std::sync::Arc;

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Tensor, Value};

/// A layout change that moves the elements of any tensor without looking
/// at them.
pub trait Rearrange {
    fn apply<T: Clone>(&self, tensor: &Tensor<T>) -> Tensor<T>;
}

/// Applies `op` to a value of any class: to the elements of an array, to
/// every field of a struct array.
pub fn rearrange(value: &Value, op: &impl Rearrange) -> Result<Value> {
    Ok(match value {
        // Sparse input: rearranged as full, the result sparse again.
        Value::Sparse(s) => crate::builtins::sparse::elementwise::sparse_or_keep(rearrange(
            &crate::builtins::sparse::convert::to_full(s)?,
            op,
        )?)?,
        Value::Double(t) => Value::Double(op.apply(t)),
        Value::Single(t) => Value::Single(op.apply(t)),
        Value::Int8(t) => Value::Int8(op.apply(t)),
        Value::Int16(t) => Value::Int16(op.apply(t)),
        Value::Int32(t) => Value::Int32(op.apply(t)),
        Value::Int64(t) => Value::Int64(op.apply(t)),
        Value::UInt8(t) => Value::UInt8(op.apply(t)),
        Value::UInt16(t) => Value::UInt16(op.apply(t)),
        Value::UInt32(t) => Value::UInt32(op.apply(t)),
        Value::UInt64(t) => Value::UInt64(op.apply(t)),
        Value::Logical(t) => Value::Logical(op.apply(t)),
        Value::Char(t) => Value::Char(op.apply(t)),
        Value::ComplexDouble(t) => Value::ComplexDouble(op.apply(t)),
        Value::ComplexSingle(t) => Value::ComplexSingle(op.apply(t)),
        Value::String(t) => Value::String(op.apply(t)),
        Value::Cell(t) => Value::Cell(Arc::new(op.apply(t))),
        Value::Struct(array) => {
            // The fieldless case still needs the new shape.
            let shape = op
                .apply(&Tensor::filled(array.shape.clone(), ()))
                .shape()
                .clone();
            let fields = array
                .fields
                .iter()
                .map(|(name, column)| {
                    let moved = op.apply(&Tensor::new(array.shape.clone(), column.clone()));
                    (name.clone(), moved.into_vec())
                })
                .collect();
            Value::Struct(Arc::new(StructArray { shape, fields }))
        }
        Value::FunctionHandle(_) => {
            let shape = op.apply(&Tensor::scalar(())).shape().clone();
            if !shape.is_scalar() {
                return Err(RuntimeError::new(
                    "MATLAB:UnableToConvert",
                    "Nonscalar arrays of function handles are not allowed; use cell arrays instead.",
                ));
            }
            value.clone()
        }
        // One object is one element: only an order-preserving no-op works.
        Value::Object(_) => {
            let shape = op.apply(&Tensor::scalar(())).shape().clone();
            if !shape.is_scalar() {
                return Err(crate::builtins::objects::undefined_for("reshape", value));
            }
            value.clone()
        }
    })
}

/// The elements of a column-major array read in the column-major order of
/// an array of `dims`, where a step along dimension `d` moves `strides[d]`
/// elements in `data` (a stride may be 0 to repeat).
///
/// # Panics
/// If an offset leaves `data`: callers derive strides from `data`'s shape.
#[track_caller]
pub fn gather<T: Clone>(data: &[T], dims: &[usize], strides: &[usize]) -> Vec<T> {
    let total: usize = dims.iter().product();
    let mut out = Vec::with_capacity(total);
    if total == 0 {
        return out;
    }
    let (first_len, first_stride) = (dims[0], strides[0]);
    let mut counter = vec![0usize; dims.len()];
    let mut offset = 0usize;
    loop {
        out.extend((0..first_len).map(|k| data[offset + k * first_stride].clone()));
        let mut d = 1;
        loop {
            if d >= dims.len() {
                return out;
            }
            counter[d] += 1;
            offset += strides[d];
            if counter[d] < dims[d] {
                break;
            }
            offset -= strides[d] * dims[d];
            counter[d] = 0;
            d += 1;
        }
    }
}

/// `permute` with a validated 0-based order covering at least every
/// dimension of the input.
pub struct Permutation(pub Vec<usize>);

impl Rearrange for Permutation {
    fn apply<T: Clone>(&self, tensor: &Tensor<T>) -> Tensor<T> {
        let shape = tensor.shape();
        let input_dims: Vec<usize> = (0..self.0.len()).map(|d| shape.dim(d)).collect();
        let input_strides = Shape::new(&input_dims).strides();
        let dims: Vec<usize> = self.0.iter().map(|&d| input_dims[d]).collect();
        let strides: Vec<usize> = self
            .0
            .iter()
            .map(|&d| input_strides.get(d).copied().unwrap_or(0))
            .collect();
        Tensor::new(Shape::new(&dims), gather(tensor.data(), &dims, &strides))
    }
}

/// A new shape with the same number of elements.
struct Reshape(Shape);

impl Rearrange for Reshape {
    fn apply<T: Clone>(&self, tensor: &Tensor<T>) -> Tensor<T> {
        tensor.clone().reshaped(self.0.clone())
    }
}

fn dims_row(dims: &[usize]) -> Value {
    Value::row(dims.iter().map(|&d| d as f64).collect())
}

fn invalid_dim() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:getdimarg:invalidDim",
        "Dimension argument must be a positive integer scalar or a vector of positive integers.",
    )
}

/// Positive integer dimension numbers (1-based) from a scalar or vector.
fn dimension_list(value: &Value) -> Result<Vec<usize>> {
    if matches!(value, Value::Char(_) | Value::String(_)) {
        return Err(invalid_dim());
    }
    let values = value.to_f64_vec().ok_or_else(invalid_dim)?;
    values
        .into_iter()
        .map(|x| {
            if x >= 1.0 && x.fract() == 0.0 && x < 2f64.powi(53) {
                Ok(x as usize)
            } else {
                Err(invalid_dim())
            }
        })
        .collect()
}

/// `size(A)`, `size(A, dim)`, `size(A, [d1 d2])`, `size(A, d1, d2)`,
/// `[r, c, ...] = size(A)` (the last output folds the remaining dims).
/// The size `size`, `length` and `isempty` report: a containers.Map
/// overloads them with its Count-by-1 size.
fn reported_shape(value: &Value) -> Shape {
    match crate::builtins::objects::overloaded_rows(value) {
        Some(rows) => Shape::matrix(rows, 1),
        None => value.shape(),
    }
}

pub fn size(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let shape = reported_shape(&args[0]);
    if args.len() > 1 {
        let mut dims = Vec::new();
        for arg in &args[1..] {
            dims.extend(dimension_list(arg)?);
        }
        let sizes: Vec<usize> = dims.iter().map(|&d| shape.dim(d - 1)).collect();
        if nargout <= 1 {
            return one(dims_row(&sizes));
        }
        if nargout != sizes.len() {
            return Err(RuntimeError::too_many_outputs());
        }
        return Ok(sizes.iter().map(|&s| Value::scalar(s as f64)).collect());
    }
    if nargout <= 1 {
        return one(dims_row(shape.dims()));
    }
    let mut out: Outputs = (0..nargout - 1)
        .map(|d| Value::scalar(shape.dim(d) as f64))
        .collect();
    let folded: usize = shape.dims().iter().skip(nargout - 1).product();
    out.push(Value::scalar(folded as f64));
    Ok(out)
}

pub fn numel(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(Value::scalar(args[0].numel() as f64))
}

pub fn ndims(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(Value::scalar(args[0].shape().ndims() as f64))
}

/// 0 for an empty array, otherwise the largest dimension.
pub fn length(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let shape = reported_shape(&args[0]);
    let length = if shape.is_empty() {
        0
    } else {
        shape.dims().iter().copied().max().unwrap_or(0)
    };
    one(Value::scalar(length as f64))
}

fn predicate(args: &[Value], test: fn(&Shape) -> bool) -> Result<Outputs> {
    one(Value::bool(test(&args[0].shape())))
}

pub fn isempty(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(reported_shape(&args[0]).is_empty()))
}

pub fn isrow(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    predicate(args, Shape::is_row)
}

pub fn iscolumn(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    predicate(args, Shape::is_column)
}

pub fn isvector(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    predicate(args, Shape::is_vector)
}

pub fn isscalar(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    predicate(args, Shape::is_scalar)
}

pub fn ismatrix(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    predicate(args, |shape| shape.ndims() == 2)
}

fn reshape_error(identifier: &str, message: String) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:getReshapeDims:{identifier}"), message)
}

/// The target dims of `reshape(A, ...)`: a size vector, or scalars with at
/// most one `[]` placeholder.
fn reshape_dims(numel: usize, sizes: &[Value]) -> Result<Vec<usize>> {
    let entries: Vec<Option<f64>> = match sizes {
        [vector] => {
            let values = vector.to_f64_vec().ok_or_else(invalid_size)?;
            if values.len() < 2 {
                return Err(reshape_error(
                    "sizeVector",
                    "Size vector must have at least two elements.".into(),
                ));
            }
            values.into_iter().map(Some).collect()
        }
        several => several
            .iter()
            .map(|v| match v {
                Value::Double(t) if t.is_empty() => Ok(None),
                _ if v.numel() == 1 => v.as_f64().map(Some).ok_or_else(invalid_size),
                _ => Err(RuntimeError::new(
                    "MATLAB:getReshapeDims:notScalar",
                    "Size arguments must be integer scalars.",
                )),
            })
            .collect::<Result<_>>()?,
    };
    if entries.iter().filter(|e| e.is_none()).count() > 1 {
        return Err(reshape_error(
            "unknownDim",
            "Size can only have one unknown dimension.".into(),
        ));
    }
    let mut dims = Vec::with_capacity(entries.len());
    for entry in &entries {
        dims.push(match entry {
            Some(x) if x.fract() == 0.0 && *x >= 0.0 && *x < 2f64.powi(53) => *x as usize,
            Some(_) => return Err(invalid_size()),
            None => 0,
        });
    }
    let known: Option<usize> = dims
        .iter()
        .zip(&entries)
        .filter(|(_, e)| e.is_some())
        .try_fold(1usize, |acc, (&d, _)| acc.checked_mul(d));
    if let Some(unknown) = entries.iter().position(Option::is_none) {
        match known {
            Some(k) if numel.checked_rem(k) == Some(0) => dims[unknown] = numel / k,
            _ => {
                return Err(reshape_error(
                    "notDivisible",
                    format!(
                        "Product of known dimensions, {}, not divisible into total number of elements, {numel}.",
                        known.map_or("Inf".to_string(), |k| k.to_string())
                    ),
                ))
            }
        }
    } else if known != Some(numel) {
        return Err(reshape_error(
            "notSameNumel",
            "Number of elements must not change. Use [] as one of the size inputs to \
             automatically calculate the appropriate size for that dimension."
                .into(),
        ));
    }
    Ok(dims)
}

fn invalid_size() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:getReshapeDims:notRealInt",
        "Size arguments must be real integers.",
    )
}

pub fn reshape(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let dims = reshape_dims(value.numel(), &args[1..])?;
    one(rearrange(value, &Reshape(Shape::new(&dims)))?)
}

/// `permute(A, order)`: `order` is a permutation of `1:k`, `k >= ndims(A)`.
pub fn permute(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let order = permutation_order(&args[0], &args[1])?;
    one(rearrange(&args[0], &Permutation(order))?)
}

/// `A = ipermute(B, dimorder)`: undoes `permute(A, dimorder)`.
pub fn ipermute(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let order = permutation_order(&args[0], &args[1])?;
    let mut inverse = vec![0; order.len()];
    for (position, &dim) in order.iter().enumerate() {
        inverse[dim] = position;
    }
    one(rearrange(&args[0], &Permutation(inverse))?)
}

/// The 0-based dimension order of `permute(value, order)`, checked.
fn permutation_order(value: &Value, order: &Value) -> Result<Vec<usize>> {
    let order = order.to_f64_vec().ok_or_else(bad_permutation)?;
    let ndims = value.shape().ndims();
    if order.len() < ndims {
        return Err(RuntimeError::new(
            "MATLAB:permute:tooFewIndices",
            "ORDER must have at least N elements for an N-D array.",
        ));
    }
    let mut seen = vec![false; order.len()];
    let mut zero_based = Vec::with_capacity(order.len());
    for &x in &order {
        if !(x >= 1.0 && x.fract() == 0.0 && x <= order.len() as f64) {
            return Err(bad_permutation());
        }
        let d = x as usize - 1;
        if std::mem::replace(&mut seen[d], true) {
            return Err(bad_permutation());
        }
        zero_based.push(d);
    }
    Ok(zero_based)
}

fn bad_permutation() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:permute:badIndex",
        "ORDER contains an invalid permutation index.",
    )
}

/// Removes singleton dimensions of an N-d array; matrices are unchanged.
pub fn squeeze(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let shape = value.shape();
    if shape.ndims() == 2 {
        return one(value.clone());
    }
    let dims: Vec<usize> = shape.dims().iter().copied().filter(|&d| d != 1).collect();
    one(rearrange(value, &Reshape(Shape::new(&dims)))?)
}

/// Circular shifts: `shifts[d]` positions along 0-based dimension `d`.
struct CircularShift(Vec<(usize, i64)>);

impl Rearrange for CircularShift {
    fn apply<T: Clone>(&self, tensor: &Tensor<T>) -> Tensor<T> {
        let mut data = tensor.data().to_vec();
        let dims = tensor.shape().dims();
        for &(axis, shift) in &self.0 {
            let ferromat_kernels::Lanes { length, inner, .. } =
                ferromat_kernels::Lanes::new(dims, axis);
            if length < 2 || inner == 0 {
                continue;
            }
            let offset = shift.rem_euclid(length as i64) as usize;
            if offset == 0 {
                continue;
            }
            // Each slab is `length` blocks of `inner` contiguous elements;
            // rotating the slab by whole blocks shifts along the axis.
            for slab in data.chunks_exact_mut(length * inner) {
                slab.rotate_right(offset * inner);
            }
        }
        Tensor::new(tensor.shape().clone(), data)
    }
}

fn integer_shifts(value: &Value) -> Result<Vec<i64>> {
    let invalid = || {
        RuntimeError::new(
            "MATLAB:circshift:InvalidShiftType",
            "Invalid shift type: must be a real integer array.",
        )
    };
    let values = value.to_f64_vec().ok_or_else(invalid)?;
    values
        .into_iter()
        .map(|x| {
            if x.is_finite() && x.fract() == 0.0 && x.abs() < 2f64.powi(62) {
                Ok(x as i64)
            } else {
                Err(invalid())
            }
        })
        .collect()
}

/// `circshift(A, K)`: scalar K shifts along the first non-singleton
/// dimension, a vector K shifts dimension i by K(i); `circshift(A, K, dim)`.
pub fn circshift(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = &args[0];
    let shifts = integer_shifts(&args[1])?;
    let shape = value.shape();
    let plan: Vec<(usize, i64)> = match args.get(2) {
        Some(dim) => {
            let dims = dimension_list(dim)?;
            match (dims.as_slice(), shifts.as_slice()) {
                ([d], [k]) => vec![(d - 1, *k)],
                _ => return Err(invalid_dim()),
            }
        }
        None if shifts.len() == 1 => {
            let axis = shape.dims().iter().position(|&d| d != 1).unwrap_or(0);
            vec![(axis, shifts[0])]
        }
        None => shifts.iter().copied().enumerate().collect(),
    };
    one(rearrange(value, &CircularShift(plan))?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Class;

    fn call(f: crate::builtins::BuiltinFn, args: &[Value], nargout: usize) -> Result<Outputs> {
        f(&mut Interpreter::new(), args, nargout)
    }

    fn nd(dims: &[usize]) -> Value {
        let shape = Shape::new(dims);
        let n = shape.numel();
        Value::matrix(shape, (1..=n).map(|x| x as f64).collect())
    }

    #[test]
    fn size_forms() {
        let a = nd(&[2, 3, 4]);
        assert_eq!(
            call(size, std::slice::from_ref(&a), 1).unwrap()[0],
            Value::row(vec![2.0, 3.0, 4.0])
        );
        let two = call(size, std::slice::from_ref(&a), 2).unwrap();
        assert_eq!(two.as_slice(), &[Value::scalar(2.0), Value::scalar(12.0)]);
        let four = call(size, std::slice::from_ref(&a), 4).unwrap();
        assert_eq!(four[3], Value::scalar(1.0));
        assert_eq!(
            call(size, &[a.clone(), Value::scalar(3.0)], 1).unwrap()[0],
            Value::scalar(4.0)
        );
        assert_eq!(
            call(size, &[a.clone(), Value::scalar(7.0)], 1).unwrap()[0],
            Value::scalar(1.0)
        );
        assert_eq!(
            call(size, &[a.clone(), Value::row(vec![1.0, 3.0])], 1).unwrap()[0],
            Value::row(vec![2.0, 4.0])
        );
        assert_eq!(
            call(
                size,
                &[a.clone(), Value::scalar(2.0), Value::scalar(1.0)],
                1
            )
            .unwrap()[0],
            Value::row(vec![3.0, 2.0])
        );
        let error = call(size, &[a, Value::scalar(0.0)], 1).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:getdimarg:invalidDim");
    }

    #[test]
    fn counts_and_predicates() {
        let empty = Value::Double(Tensor::new(Shape::matrix(0, 3), vec![]));
        assert_eq!(
            call(length, std::slice::from_ref(&empty), 1).unwrap()[0],
            Value::scalar(0.0)
        );
        assert_eq!(
            call(length, &[nd(&[2, 5, 3])], 1).unwrap()[0],
            Value::scalar(5.0)
        );
        assert_eq!(
            call(numel, &[nd(&[2, 5, 3])], 1).unwrap()[0],
            Value::scalar(30.0)
        );
        assert_eq!(
            call(ndims, &[nd(&[2, 5, 1])], 1).unwrap()[0],
            Value::scalar(2.0)
        );
        assert_eq!(
            call(isempty, std::slice::from_ref(&empty), 1).unwrap()[0],
            Value::bool(true)
        );
        assert_eq!(
            call(isrow, &[nd(&[1, 4])], 1).unwrap()[0],
            Value::bool(true)
        );
        assert_eq!(
            call(iscolumn, &[nd(&[1, 4])], 1).unwrap()[0],
            Value::bool(false)
        );
        assert_eq!(
            call(isvector, &[nd(&[1, 1, 3])], 1).unwrap()[0],
            Value::bool(false)
        );
        assert_eq!(
            call(isscalar, &[Value::char_row("a")], 1).unwrap()[0],
            Value::bool(true)
        );
        assert_eq!(
            call(ismatrix, &[nd(&[2, 2, 2])], 1).unwrap()[0],
            Value::bool(false)
        );
        assert_eq!(call(ismatrix, &[empty], 1).unwrap()[0], Value::bool(true));
    }

    #[test]
    fn reshape_with_placeholder_and_errors() {
        let a = nd(&[2, 6]);
        let out = call(reshape, &[a.clone(), Value::empty(), Value::scalar(3.0)], 1).unwrap();
        assert_eq!(out[0].shape().dims(), &[4, 3]);
        assert_eq!(out[0].to_f64_vec(), a.to_f64_vec());
        let out = call(reshape, &[a.clone(), Value::row(vec![3.0, 2.0, 2.0])], 1).unwrap();
        assert_eq!(out[0].shape().dims(), &[3, 2, 2]);
        let error = call(
            reshape,
            &[a.clone(), Value::scalar(5.0), Value::scalar(2.0)],
            1,
        )
        .unwrap_err();
        assert_eq!(error.identifier, "MATLAB:getReshapeDims:notSameNumel");
        assert!(error
            .message
            .starts_with("Number of elements must not change."));
        let error = call(reshape, &[a.clone(), Value::empty(), Value::scalar(5.0)], 1).unwrap_err();
        assert_eq!(
            error.message,
            "Product of known dimensions, 5, not divisible into total number of elements, 12."
        );
        let error = call(reshape, &[a.clone(), Value::empty(), Value::empty()], 1).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:getReshapeDims:unknownDim");
        assert!(call(reshape, &[a.clone(), Value::scalar(12.0)], 1).is_err());
        assert!(call(reshape, &[a, Value::scalar(1.5), Value::scalar(8.0)], 1).is_err());
        let text = call(
            reshape,
            &[
                Value::char_row("abcd"),
                Value::scalar(2.0),
                Value::scalar(2.0),
            ],
            1,
        );
        assert_eq!(text.unwrap()[0].class(), Class::Char);
    }

    #[test]
    fn permute_nd_and_classes() {
        let a = nd(&[2, 3, 4]);
        let p = call(permute, &[a.clone(), Value::row(vec![3.0, 1.0, 2.0])], 1).unwrap();
        assert_eq!(p[0].shape().dims(), &[4, 2, 3]);
        let data = p[0].to_f64_vec().unwrap();
        // p(k, i, j) = a(i, j, k); a(i, j, k) = i + 2(j-1) + 6(k-1) (1-based)
        for k in 0..4 {
            for i in 0..2 {
                for j in 0..3 {
                    let got = data[k + 4 * i + 8 * j];
                    assert_eq!(got, (1 + i + 2 * j + 6 * k) as f64);
                }
            }
        }
        let back = call(permute, &[p[0].clone(), Value::row(vec![2.0, 3.0, 1.0])], 1).unwrap();
        assert_eq!(back[0], a);
        let t = call(permute, &[nd(&[2, 3]), Value::row(vec![2.0, 1.0, 3.0])], 1).unwrap();
        assert_eq!(
            t[0].to_f64_vec().unwrap(),
            vec![1.0, 3.0, 5.0, 2.0, 4.0, 6.0]
        );
        let cells = Value::Cell(Arc::new(Tensor::row(vec![
            Value::scalar(1.0),
            Value::empty(),
        ])));
        let c = call(permute, &[cells, Value::row(vec![2.0, 1.0])], 1).unwrap();
        assert_eq!(c[0].shape().dims(), &[2, 1]);
        let error = call(permute, &[a.clone(), Value::row(vec![1.0, 2.0])], 1).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:permute:tooFewIndices");
        let error = call(permute, &[a, Value::row(vec![1.0, 1.0, 2.0])], 1).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:permute:badIndex");
    }

    #[test]
    fn permute_struct_array() {
        let mut fields = indexmap::IndexMap::new();
        fields.insert(
            "x".to_string(),
            vec![Value::scalar(1.0), Value::scalar(2.0)],
        );
        let array = Value::Struct(Arc::new(StructArray {
            shape: Shape::row(2),
            fields,
        }));
        let out = call(permute, &[array, Value::row(vec![2.0, 1.0])], 1).unwrap();
        let Value::Struct(out) = &out[0] else {
            panic!("not a struct")
        };
        assert_eq!(out.shape.dims(), &[2, 1]);
        assert_eq!(out.get("x", 1), Some(&Value::scalar(2.0)));
    }

    #[test]
    fn squeeze_drops_singletons() {
        let out = call(squeeze, &[nd(&[1, 1, 3])], 1).unwrap();
        assert_eq!(out[0].shape().dims(), &[3, 1]);
        let out = call(squeeze, &[nd(&[2, 1, 3])], 1).unwrap();
        assert_eq!(out[0].shape().dims(), &[2, 3]);
        let out = call(squeeze, &[nd(&[1, 4])], 1).unwrap();
        assert_eq!(out[0].shape().dims(), &[1, 4]);
    }

    #[test]
    fn circshift_along_dims() {
        let v = Value::row(vec![1.0, 2.0, 3.0, 4.0]);
        let out = call(circshift, &[v.clone(), Value::scalar(1.0)], 1).unwrap();
        assert_eq!(out[0], Value::row(vec![4.0, 1.0, 2.0, 3.0]));
        let out = call(circshift, &[v, Value::scalar(-5.0)], 1).unwrap();
        assert_eq!(out[0], Value::row(vec![2.0, 3.0, 4.0, 1.0]));
        let m = nd(&[2, 3]);
        let out = call(
            circshift,
            &[m.clone(), Value::scalar(1.0), Value::scalar(2.0)],
            1,
        )
        .unwrap();
        assert_eq!(
            out[0].to_f64_vec().unwrap(),
            vec![5.0, 6.0, 1.0, 2.0, 3.0, 4.0]
        );
        let out = call(circshift, &[m.clone(), Value::row(vec![1.0, 1.0])], 1).unwrap();
        assert_eq!(
            out[0].to_f64_vec().unwrap(),
            vec![6.0, 5.0, 2.0, 1.0, 4.0, 3.0]
        );
        let out = call(circshift, &[m.clone(), Value::scalar(1.0)], 1).unwrap();
        assert_eq!(
            out[0].to_f64_vec().unwrap(),
            vec![2.0, 1.0, 4.0, 3.0, 6.0, 5.0]
        );
        assert!(call(circshift, &[m.clone(), Value::scalar(0.5)], 1).is_err());
        assert!(call(circshift, &[m, Value::scalar(1.0), Value::scalar(0.0)], 1).is_err());
    }
}
