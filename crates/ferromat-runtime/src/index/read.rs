//! Reading: `x(subs)` for every class through one element-generic gather,
//! plus `c{subs}` contents. Dispatches on the value variant once; validation
//! is done by `subscript`, never here.

use std::sync::Arc;

use super::subscript::{read_plan, Selection};
use super::{errors, Subscript};
use crate::error::Result;
use crate::value::{Shape, StructArray, Tensor, Value};

/// The selected elements of column-major `data`, in result order.
pub(crate) fn gather<T: Clone>(data: &[T], selection: &Selection) -> Vec<T> {
    let mut out = Vec::with_capacity(selection.count());
    selection.for_each_offset(|_, offset| {
        if let Some(x) = data.get(offset) {
            out.push(x.clone());
        }
    });
    out
}

fn gather_tensor<T: Clone>(source: &Tensor<T>, selection: &Selection, shape: &Shape) -> Tensor<T> {
    Tensor::new(shape.clone(), gather(source.data(), selection))
}

/// `x(subs)`.
pub(crate) fn paren_get(base: &Value, subs: &[Subscript]) -> Result<Value> {
    if subs.is_empty() {
        return Ok(base.clone());
    }
    if let [Subscript::Colon] = subs {
        if let Some(column) = shared_column(base) {
            return Ok(column);
        }
    }
    if let Value::Sparse(sparse) = base {
        return super::sparse::paren_get(sparse, base, subs);
    }
    let (selection, shape) = read_plan(&base.shape(), subs)?;
    let s = &selection;
    let sh = &shape;
    Ok(match base {
        Value::Double(t) => Value::Double(gather_tensor(t, s, sh)),
        Value::Single(t) => Value::Single(gather_tensor(t, s, sh)),
        Value::Int8(t) => Value::Int8(gather_tensor(t, s, sh)),
        Value::Int16(t) => Value::Int16(gather_tensor(t, s, sh)),
        Value::Int32(t) => Value::Int32(gather_tensor(t, s, sh)),
        Value::Int64(t) => Value::Int64(gather_tensor(t, s, sh)),
        Value::UInt8(t) => Value::UInt8(gather_tensor(t, s, sh)),
        Value::UInt16(t) => Value::UInt16(gather_tensor(t, s, sh)),
        Value::UInt32(t) => Value::UInt32(gather_tensor(t, s, sh)),
        Value::UInt64(t) => Value::UInt64(gather_tensor(t, s, sh)),
        Value::Logical(t) => Value::Logical(gather_tensor(t, s, sh)),
        Value::Char(t) => Value::Char(gather_tensor(t, s, sh)),
        Value::ComplexDouble(t) => Value::ComplexDouble(gather_tensor(t, s, sh)),
        Value::ComplexSingle(t) => Value::ComplexSingle(gather_tensor(t, s, sh)),
        Value::String(t) => Value::String(gather_tensor(t, s, sh)),
        Value::Cell(t) => Value::Cell(Arc::new(gather_tensor(t, s, sh))),
        Value::Struct(array) => Value::Struct(Arc::new(StructArray {
            shape: shape.clone(),
            fields: array
                .fields
                .iter()
                .map(|(name, column)| (name.clone(), gather(column, s)))
                .collect(),
        })),
        Value::FunctionHandle(_) => {
            if shape.numel() != 1 {
                return Err(errors::function_handle_array());
            }
            base.clone()
        }
        // Routed to index/sparse.rs above.
        Value::Sparse(s) => return super::sparse::paren_get(s, base, subs),
        // Routed to builtins/objects by `index::paren_get`.
        Value::Object(object) => return crate::builtins::objects::paren_get(object, subs),
    })
}

/// `x(:)` of an array: the same elements as a column, sharing `x`'s buffer
/// (copy-on-write) instead of gathering a copy. `None` for structs and
/// function handles, which take the general path.
fn shared_column(base: &Value) -> Option<Value> {
    let column = Shape::column(base.numel());
    let c = &column;
    Some(match base {
        Value::Double(t) => Value::Double(t.clone().reshaped(c.clone())),
        Value::Single(t) => Value::Single(t.clone().reshaped(c.clone())),
        Value::Int8(t) => Value::Int8(t.clone().reshaped(c.clone())),
        Value::Int16(t) => Value::Int16(t.clone().reshaped(c.clone())),
        Value::Int32(t) => Value::Int32(t.clone().reshaped(c.clone())),
        Value::Int64(t) => Value::Int64(t.clone().reshaped(c.clone())),
        Value::UInt8(t) => Value::UInt8(t.clone().reshaped(c.clone())),
        Value::UInt16(t) => Value::UInt16(t.clone().reshaped(c.clone())),
        Value::UInt32(t) => Value::UInt32(t.clone().reshaped(c.clone())),
        Value::UInt64(t) => Value::UInt64(t.clone().reshaped(c.clone())),
        Value::Logical(t) => Value::Logical(t.clone().reshaped(c.clone())),
        Value::Char(t) => Value::Char(t.clone().reshaped(c.clone())),
        Value::ComplexDouble(t) => Value::ComplexDouble(t.clone().reshaped(c.clone())),
        Value::ComplexSingle(t) => Value::ComplexSingle(t.clone().reshaped(c.clone())),
        Value::String(t) => Value::String(t.clone().reshaped(c.clone())),
        Value::Cell(t) => Value::Cell(Arc::new(t.as_ref().clone().reshaped(column))),
        Value::Struct(_) | Value::FunctionHandle(_) | Value::Sparse(_) | Value::Object(_) => {
            return None
        }
    })
}

/// `c{subs}`: the selected contents as a comma-separated list.
pub(crate) fn brace_get(base: &Value, subs: &[Subscript]) -> Result<Vec<Value>> {
    if let Value::String(strings) = base {
        return string_chars(strings, subs);
    }
    let Value::Cell(cell) = base else {
        return Err(errors::brace_on_non_cell());
    };
    if subs.is_empty() {
        return Ok(cell.data().to_vec());
    }
    let (selection, _) = read_plan(cell.shape(), subs)?;
    Ok(gather(cell.data(), &selection))
}

/// Moves the content of the one cell `c{subs}` selects out, leaving `[]`.
pub(crate) fn brace_take(base: &mut Value, subs: &[Subscript]) -> Result<Value> {
    if let Value::String(strings) = base {
        // `s{k}(j) = c`: the element as text; the caller writes it back
        // through `brace_set`, which makes it a string again.
        let mut chars = string_chars(strings, subs)?;
        return match (chars.pop(), chars.is_empty()) {
            (Some(one), true) => Ok(one),
            _ => Err(errors::brace_assign_count()),
        };
    }
    let Value::Cell(cell) = base else {
        return Err(errors::brace_on_non_cell());
    };
    let (selection, _) = read_plan(cell.shape(), subs)?;
    if selection.count() != 1 {
        return Err(errors::brace_assign_count());
    }
    let mut offset = 0;
    selection.for_each_offset(|_, o| offset = o);
    Ok(Arc::make_mut(cell)
        .data_mut()
        .get_mut(offset)
        .map(|slot| std::mem::replace(slot, Value::empty()))
        .unwrap_or_else(Value::empty))
}

/// `str{subs}` on a string array: each selected element as a character row
/// (MATLAB's way to reach the characters of a string, `str{1}(2)`). A
/// missing element reads as a 0x0 char.
fn string_chars(strings: &Tensor<Option<Arc<str>>>, subs: &[Subscript]) -> Result<Vec<Value>> {
    let elements = if subs.is_empty() {
        strings.data().to_vec()
    } else {
        let (selection, _) = read_plan(strings.shape(), subs)?;
        gather(strings.data(), &selection)
    };
    Ok(elements
        .into_iter()
        .map(|text| match text {
            Some(text) => Value::char_row(&text),
            None => Value::Char(Tensor::empty()),
        })
        .collect())
}
