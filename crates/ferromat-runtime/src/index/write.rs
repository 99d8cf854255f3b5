//! Indexed assignment `x(subs) = v` and `c{subs} = v`: class unification,
//! right-side size checks, growth with fill, scalar expansion, all through
//! one element-generic scatter. Unshared data is written in place
//! (`Tensor::data_mut` copies only when the data is shared).

use std::sync::Arc;

use super::convert::{assignment_class, convert};
use super::subscript::{element_bytes_of, write_plan, Axis, Selection, WritePlan};
use super::{delete, errors, Subscript};
use crate::error::Result;
use crate::value::{Shape, StructArray, Tensor, Value};

/// Writes `rhs` (one value, or one per selected element) into `target`,
/// growing it first to `plan.new_shape` with `fill`.
pub(crate) fn scatter<T: Clone>(
    target: Tensor<T>,
    plan: &WritePlan,
    rhs: &[T],
    fill: T,
) -> Tensor<T> {
    let mut tensor = grow(target, &plan.new_shape, fill);
    let data = tensor.data_mut();
    match rhs {
        [single] => plan.selection.for_each_offset(|_, offset| {
            if let Some(slot) = data.get_mut(offset) {
                *slot = single.clone();
            }
        }),
        many => plan.selection.for_each_offset(|k, offset| {
            if let (Some(slot), Some(x)) = (data.get_mut(offset), many.get(k)) {
                *slot = x.clone();
            }
        }),
    }
    tensor
}

/// `tensor` enlarged to `new_shape`, old elements at their old subscripts,
/// new ones `fill`. Appending along the last dimension reuses the vector,
/// so `x(end+1) = v` in a loop is amortised O(1).
fn grow<T: Clone>(tensor: Tensor<T>, new_shape: &Shape, fill: T) -> Tensor<T> {
    let old_shape = tensor.shape().clone();
    if &old_shape == new_shape {
        return tensor;
    }
    let n = new_shape.numel();
    let ndims = new_shape.ndims().max(old_shape.ndims());
    let old: Vec<usize> = (0..ndims).map(|d| old_shape.dim(d)).collect();
    let new: Vec<usize> = (0..ndims).map(|d| new_shape.dim(d)).collect();
    let last_non_singleton = old.iter().rposition(|&d| d != 1).unwrap_or(0);
    let is_prefix = old[..last_non_singleton]
        .iter()
        .zip(&new)
        .all(|(o, n)| o == n);
    if old_shape.numel() == 0 || is_prefix {
        let mut data = if old_shape.numel() == 0 {
            Vec::new()
        } else {
            tensor.into_vec()
        };
        data.resize(n, fill);
        return Tensor::new(new_shape.clone(), data);
    }
    let mut data = vec![fill; n];
    let old_positions = Selection {
        dims: new.iter().copied().collect(),
        axes: old.iter().map(|&d| Axis::All(d)).collect(),
    };
    let source = tensor.data();
    old_positions.for_each_offset(|k, offset| {
        if let (Some(slot), Some(x)) = (data.get_mut(offset), source.get(k)) {
            *slot = x.clone();
        }
    });
    Tensor::new(new_shape.clone(), data)
}

/// The right side must be a scalar or match the selection: by element count
/// for one subscript, by non-singleton dimensions otherwise.
pub(crate) fn check_rhs(plan: &WritePlan, rhs_shape: &Shape) -> Result<()> {
    let rhs_numel = rhs_shape.numel();
    if rhs_numel == 1 {
        return Ok(());
    }
    let count = plan.selection.count();
    if plan.linear {
        return if rhs_numel == count {
            Ok(())
        } else {
            Err(errors::numel_mismatch())
        };
    }
    let squeeze = |dims: &[usize]| dims.iter().copied().filter(|&d| d != 1).collect::<Vec<_>>();
    if squeeze(&plan.left_dims) == squeeze(rhs_shape.dims()) {
        Ok(())
    } else {
        Err(errors::size_mismatch(&plan.left_dims, rhs_shape))
    }
}

/// `[]` as MATLAB writes it: a 0x0 double, which deletes when assigned.
pub(crate) fn is_null(value: &Value) -> bool {
    matches!(value, Value::Double(t) if t.shape().dims() == [0, 0])
}

/// A right-hand side that deletes: `[]`, or `''`, the 0x0 char, as in the
/// idiom `s(s == ' ') = ''`.
pub(crate) fn deletes(value: &Value) -> bool {
    is_null(value) || matches!(value, Value::Char(t) if t.shape().dims() == [0, 0])
}

/// A 0x0 value of the same variant as `like` (structs keep its field names).
fn empty_like(like: &Value) -> Value {
    match like {
        Value::Double(_) => Value::Double(Tensor::empty()),
        Value::Single(_) => Value::Single(Tensor::empty()),
        Value::Int8(_) => Value::Int8(Tensor::empty()),
        Value::Int16(_) => Value::Int16(Tensor::empty()),
        Value::Int32(_) => Value::Int32(Tensor::empty()),
        Value::Int64(_) => Value::Int64(Tensor::empty()),
        Value::UInt8(_) => Value::UInt8(Tensor::empty()),
        Value::UInt16(_) => Value::UInt16(Tensor::empty()),
        Value::UInt32(_) => Value::UInt32(Tensor::empty()),
        Value::UInt64(_) => Value::UInt64(Tensor::empty()),
        Value::Logical(_) => Value::Logical(Tensor::empty()),
        Value::Char(_) => Value::Char(Tensor::empty()),
        Value::ComplexDouble(_) => Value::ComplexDouble(Tensor::empty()),
        Value::ComplexSingle(_) => Value::ComplexSingle(Tensor::empty()),
        Value::String(_) => Value::String(Tensor::empty()),
        Value::Cell(_) | Value::FunctionHandle(_) | Value::Object(_) => {
            Value::Cell(Arc::new(Tensor::empty()))
        }
        Value::Sparse(_) => crate::builtins::sparse::convert::sparse_value(
            crate::value::Sparse::Double(crate::value::Csc::zeros(0, 0, 0)),
        ),
        Value::Struct(s) => Value::Struct(Arc::new(StructArray {
            shape: Shape::empty(),
            fields: s.fields.keys().map(|k| (k.clone(), Vec::new())).collect(),
        })),
    }
}

/// `x(subs) = rhs`; `base` is `None` when `x` does not exist yet.
pub(crate) fn paren_set(base: Option<Value>, subs: &[Subscript], rhs: Value) -> Result<Value> {
    if subs.is_empty() {
        return Ok(rhs);
    }
    if deletes(&rhs) {
        return delete::delete(base.unwrap_or_else(Value::empty), subs);
    }
    let fresh = base.as_ref().is_none_or(is_null);
    if let Value::FunctionHandle(_) = rhs {
        return assign_function_handle(base, fresh, subs, rhs);
    }
    let base = match base {
        Some(b) if !fresh => b,
        _ => empty_like(&rhs),
    };
    let (base, rhs) = unify_arrays(base, rhs)?;
    let plan = write_plan(&base.shape(), subs, &rhs.shape(), element_bytes_of(&base))?;
    check_rhs(&plan, &rhs.shape())?;
    let p = &plan;
    match (base, rhs) {
        (Value::Cell(b), Value::Cell(r)) => Ok(Value::Cell(Arc::new(scatter(
            Arc::unwrap_or_clone(b),
            p,
            r.data(),
            Value::empty(),
        )))),
        (Value::Cell(_), r) => Err(errors::conversion("cell", r.class().name())),
        (Value::Struct(b), Value::Struct(r)) => {
            Ok(Value::Struct(Arc::new(scatter_struct(b, p, &r))))
        }
        (Value::Struct(_), r) => Err(errors::conversion("struct", r.class().name())),
        (Value::FunctionHandle(_), r) => {
            Err(errors::conversion("function_handle", r.class().name()))
        }
        (b, r @ (Value::Cell(_) | Value::Struct(_))) => {
            Err(errors::conversion(b.class().name(), r.class().name()))
        }
        (b, r) => scatter_same(b, p, r),
    }
}

/// Converts two array operands (numeric, logical, char, string) to the class
/// the assignment produces; containers and handles pass through unchanged.
fn unify_arrays(base: Value, rhs: Value) -> Result<(Value, Value)> {
    let is_array = |v: &Value| {
        !matches!(
            v,
            Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_)
        )
    };
    if !is_array(&base) || !is_array(&rhs) {
        return Ok((base, rhs));
    }
    let (class, complex) = assignment_class(&base, &rhs)?;
    Ok((
        convert(base, class, complex)?,
        convert(rhs, class, complex)?,
    ))
}

/// Both sides already have the same array variant.
fn scatter_same(base: Value, plan: &WritePlan, rhs: Value) -> Result<Value> {
    use num_complex::{Complex32, Complex64};
    let p = plan;
    Ok(match (base, rhs) {
        (Value::Double(b), Value::Double(r)) => Value::Double(scatter(b, p, r.data(), 0.0)),
        (Value::Single(b), Value::Single(r)) => Value::Single(scatter(b, p, r.data(), 0.0)),
        (Value::Int8(b), Value::Int8(r)) => Value::Int8(scatter(b, p, r.data(), 0)),
        (Value::Int16(b), Value::Int16(r)) => Value::Int16(scatter(b, p, r.data(), 0)),
        (Value::Int32(b), Value::Int32(r)) => Value::Int32(scatter(b, p, r.data(), 0)),
        (Value::Int64(b), Value::Int64(r)) => Value::Int64(scatter(b, p, r.data(), 0)),
        (Value::UInt8(b), Value::UInt8(r)) => Value::UInt8(scatter(b, p, r.data(), 0)),
        (Value::UInt16(b), Value::UInt16(r)) => Value::UInt16(scatter(b, p, r.data(), 0)),
        (Value::UInt32(b), Value::UInt32(r)) => Value::UInt32(scatter(b, p, r.data(), 0)),
        (Value::UInt64(b), Value::UInt64(r)) => Value::UInt64(scatter(b, p, r.data(), 0)),
        (Value::Logical(b), Value::Logical(r)) => Value::Logical(scatter(b, p, r.data(), false)),
        (Value::Char(b), Value::Char(r)) => Value::Char(scatter(b, p, r.data(), 0)),
        (Value::ComplexDouble(b), Value::ComplexDouble(r)) => {
            Value::ComplexDouble(scatter(b, p, r.data(), Complex64::new(0.0, 0.0)))
        }
        (Value::ComplexSingle(b), Value::ComplexSingle(r)) => {
            Value::ComplexSingle(scatter(b, p, r.data(), Complex32::new(0.0, 0.0)))
        }
        // Growth fills strings with <missing>.
        (Value::String(b), Value::String(r)) => Value::String(scatter(b, p, r.data(), None)),
        (b, r) => return Err(errors::conversion(b.class().name(), r.class().name())),
    })
}

/// Struct into struct array. The field sets are merged (fields missing on
/// either side hold `[]`) so that `s(2).a = 1`, which the interpreter runs as
/// read, set field, write back, can add fields.
fn scatter_struct(base: Arc<StructArray>, plan: &WritePlan, rhs: &StructArray) -> StructArray {
    let mut array = Arc::try_unwrap(base).unwrap_or_else(|shared| (*shared).clone());
    let old_numel = array.shape.numel();
    for name in rhs.fields.keys() {
        if !array.fields.contains_key(name) {
            array
                .fields
                .insert(name.clone(), vec![Value::empty(); old_numel]);
        }
    }
    let empties = vec![Value::empty(); rhs.numel()];
    for (name, column) in array.fields.iter_mut() {
        let values = rhs.fields.get(name).unwrap_or(&empties);
        let tensor = Tensor::new(array.shape.clone(), std::mem::take(column));
        *column = scatter(tensor, plan, values, Value::empty()).into_vec();
    }
    array.shape = plan.new_shape.clone();
    array
}

/// Function handles cannot form arrays: only a 1x1 result is allowed.
fn assign_function_handle(
    base: Option<Value>,
    fresh: bool,
    subs: &[Subscript],
    rhs: Value,
) -> Result<Value> {
    let base_shape = match &base {
        Some(b) if !fresh => b.shape(),
        _ => Shape::empty(),
    };
    let plan = write_plan(
        &base_shape,
        subs,
        &Shape::scalar(),
        std::mem::size_of::<Value>(),
    )?;
    match base {
        Some(b) if !fresh && !matches!(b, Value::FunctionHandle(_)) => {
            Err(errors::conversion(b.class().name(), "function_handle"))
        }
        _ if plan.new_shape.is_scalar() && plan.selection.count() == 1 => Ok(rhs),
        _ => Err(errors::function_handle_array()),
    }
}

/// `c{subs} = rhs`; creates the cell when `base` is `None` or `[]`.
pub(crate) fn brace_set(base: Option<Value>, subs: &[Subscript], rhs: Value) -> Result<Value> {
    let cell = match base {
        None => Tensor::empty(),
        Some(b) if is_null(&b) => Tensor::empty(),
        Some(Value::Cell(c)) => Arc::unwrap_or_clone(c),
        // `str{k} = text` sets one element of a string array.
        Some(strings @ Value::String(_)) => return string_brace_set(strings, subs, rhs),
        Some(_) => return Err(errors::brace_assign_on_non_cell()),
    };
    if subs.is_empty() {
        return Err(errors::brace_assign_count());
    }
    let plan = write_plan(
        cell.shape(),
        subs,
        &Shape::scalar(),
        std::mem::size_of::<Value>(),
    )?;
    if plan.selection.count() != 1 {
        return Err(errors::brace_assign_count());
    }
    Ok(Value::Cell(Arc::new(scatter(
        cell,
        &plan,
        std::slice::from_ref(&rhs),
        Value::empty(),
    ))))
}

/// `str{subs} = text` on a string array: one element, set from a character
/// row or a string scalar.
fn string_brace_set(strings: Value, subs: &[Subscript], rhs: Value) -> Result<Value> {
    let text = match &rhs {
        Value::String(t) if t.is_scalar() => rhs.clone(),
        Value::Char(c) if c.is_empty() => Value::string(""),
        Value::Char(_) => match rhs.as_text() {
            Some(text) => Value::string(&text),
            None => return Err(errors::conversion("string", "char")),
        },
        other => return Err(errors::conversion("string", other.class().name())),
    };
    if subs.is_empty() {
        return Err(errors::brace_assign_count());
    }
    let plan = write_plan(
        &strings.shape(),
        subs,
        &Shape::scalar(),
        std::mem::size_of::<Option<Arc<str>>>(),
    )?;
    if plan.selection.count() != 1 {
        return Err(errors::brace_assign_count());
    }
    paren_set(Some(strings), subs, text)
}
