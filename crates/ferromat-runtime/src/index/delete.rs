//! Deletion `x(subs) = []` for every class: one element-generic filter over
//! the plan from `subscript::delete_plan` (which also raises the errors).

use std::sync::Arc;

use super::subscript::{column_major_strides, delete_plan, DeletePlan};
use super::{errors, Subscript};
use crate::error::Result;
use crate::value::{Shape, Tensor, Value};

/// The elements of `data` that `plan` keeps, in order.
fn keep<T: Clone>(data: Vec<T>, plan: &DeletePlan) -> Vec<T> {
    match plan {
        DeletePlan::Nothing => data,
        DeletePlan::Linear { remove, .. } => data
            .into_iter()
            .zip(remove)
            .filter(|(_, &r)| !r)
            .map(|(x, _)| x)
            .collect(),
        DeletePlan::Slices {
            dims, dim, remove, ..
        } => {
            let stride = column_major_strides(dims)
                .get(*dim)
                .copied()
                .unwrap_or(1)
                .max(1);
            let extent = dims.get(*dim).copied().unwrap_or(1).max(1);
            data.into_iter()
                .enumerate()
                .filter(|(offset, _)| {
                    !remove
                        .get(offset / stride % extent)
                        .copied()
                        .unwrap_or(false)
                })
                .map(|(_, x)| x)
                .collect()
        }
    }
}

fn result_shape(plan: &DeletePlan, old: &Shape) -> Shape {
    match plan {
        DeletePlan::Nothing => old.clone(),
        DeletePlan::Linear { shape, .. } | DeletePlan::Slices { shape, .. } => shape.clone(),
    }
}

fn delete_tensor<T: Clone>(tensor: Tensor<T>, plan: &DeletePlan) -> Tensor<T> {
    if let DeletePlan::Nothing = plan {
        return tensor;
    }
    let shape = result_shape(plan, tensor.shape());
    Tensor::new(shape, keep(tensor.into_vec(), plan))
}

/// `x(subs) = []`.
pub(crate) fn delete(base: Value, subs: &[Subscript]) -> Result<Value> {
    // Sparse deletion is routed by `index::paren_set`; a sparse base that
    // reaches here is deleted from as full and made sparse again.
    if let Value::Sparse(s) = &base {
        let full = delete(crate::builtins::sparse::convert::to_full(s)?, subs)?;
        return crate::builtins::sparse::elementwise::sparse_or_keep(full);
    }
    let plan = delete_plan(&base.shape(), subs)?;
    let p = &plan;
    Ok(match base {
        Value::Double(t) => Value::Double(delete_tensor(t, p)),
        Value::Single(t) => Value::Single(delete_tensor(t, p)),
        Value::Int8(t) => Value::Int8(delete_tensor(t, p)),
        Value::Int16(t) => Value::Int16(delete_tensor(t, p)),
        Value::Int32(t) => Value::Int32(delete_tensor(t, p)),
        Value::Int64(t) => Value::Int64(delete_tensor(t, p)),
        Value::UInt8(t) => Value::UInt8(delete_tensor(t, p)),
        Value::UInt16(t) => Value::UInt16(delete_tensor(t, p)),
        Value::UInt32(t) => Value::UInt32(delete_tensor(t, p)),
        Value::UInt64(t) => Value::UInt64(delete_tensor(t, p)),
        Value::Logical(t) => Value::Logical(delete_tensor(t, p)),
        Value::Char(t) => Value::Char(delete_tensor(t, p)),
        Value::ComplexDouble(t) => Value::ComplexDouble(delete_tensor(t, p)),
        Value::ComplexSingle(t) => Value::ComplexSingle(delete_tensor(t, p)),
        Value::String(t) => Value::String(delete_tensor(t, p)),
        Value::Cell(t) => Value::Cell(Arc::new(delete_tensor(Arc::unwrap_or_clone(t), p))),
        Value::Struct(array) => {
            if let DeletePlan::Nothing = plan {
                return Ok(Value::Struct(array));
            }
            let mut array = Arc::try_unwrap(array).unwrap_or_else(|shared| (*shared).clone());
            for column in array.fields.values_mut() {
                *column = keep(std::mem::take(column), p);
            }
            array.shape = result_shape(p, &array.shape);
            Value::Struct(Arc::new(array))
        }
        Value::FunctionHandle(f) => match plan {
            DeletePlan::Nothing => Value::FunctionHandle(f),
            _ => return Err(errors::function_handle_array()),
        },
        // Objects are routed to builtins/objects before deletion is
        // planned; one that gets here is left as it is or refused.
        Value::Object(object) => match plan {
            DeletePlan::Nothing => Value::Object(object),
            _ => {
                return Err(crate::builtins::objects::undefined_for(
                    "subsasgn",
                    &Value::Object(object),
                ))
            }
        },
        // Handled before the plan.
        Value::Sparse(s) => Value::Sparse(s),
    })
}
