//! MATLAB indexing: `x(i,j,...)`, `c{...}`, `s.name`, indexed assignment with
//! growth and class conversion, and deletion `x(...) = []`, for every class.
//!
//! The interpreter resolves `end` (with [`end_value`]) and `:` before calling
//! in; this module never evaluates expressions. Subscript validation happens
//! only in `subscript`; `read`, `write` and `delete` run one element-generic
//! gather/scatter/filter after dispatching on the value variant once.
//! Assignment takes the base by value so an unshared array is updated in
//! place. Objects (`Value::Object`) are handed to `builtins::objects` at
//! the entry of each operation: it owns their indexing rules.

mod convert;
mod delete;
pub mod errors;
mod fields;
mod read;
mod sparse;
mod subscript;
mod write;

use crate::builtins::objects;
use crate::error::Result;
use crate::value::Value;

pub use fields::check_field_name;

/// One subscript as the interpreter passes it.
#[derive(Clone, Debug, PartialEq)]
pub enum Subscript {
    /// `:`.
    Colon,
    /// Any index value: numbers, a logical mask, a range already evaluated.
    Index(Value),
}

/// The value of `end` in subscript `position` (0-based) of `count`: the size
/// along that dimension, the product of the remaining dimensions for the last
/// subscript, and `numel` when there is only one subscript.
pub fn end_value(base: &Value, position: usize, count: usize) -> usize {
    subscript::end_value(&base.shape(), position, count)
}

/// `x(subs)`: a cell gives a cell, a struct array a struct array.
pub fn paren_get(base: &Value, subs: &[Subscript]) -> Result<Value> {
    if let Value::Object(object) = base {
        return objects::paren_get(object, subs);
    }
    let subs = full_subscripts(subs)?;
    if let Value::Sparse(s) = base {
        return sparse::paren_get(s, base, &subs);
    }
    read::paren_get(base, &subs)
}

/// Sparse subscripts (`x(S)`, a sparse logical mask) are read as full;
/// no copy is made when there are none.
fn full_subscripts(subs: &[Subscript]) -> Result<std::borrow::Cow<'_, [Subscript]>> {
    if !subs
        .iter()
        .any(|s| matches!(s, Subscript::Index(Value::Sparse(_))))
    {
        return Ok(std::borrow::Cow::Borrowed(subs));
    }
    subs.iter()
        .map(|s| match s {
            Subscript::Index(v @ Value::Sparse(_)) => Ok(Subscript::Index(
                crate::builtins::sparse::convert::full_value(v)?,
            )),
            other => Ok(other.clone()),
        })
        .collect::<Result<Vec<_>>>()
        .map(std::borrow::Cow::Owned)
}

/// `c{subs}`: the selected contents as a comma-separated list.
pub fn brace_get(base: &Value, subs: &[Subscript]) -> Result<Vec<Value>> {
    if let Value::Object(crate::value::Object::Table(table)) = base {
        return crate::builtins::tables::brace_get(table, subs);
    }
    if let Value::Object(crate::value::Object::Dictionary(data)) = base {
        return crate::builtins::objects::dictionary::brace_get(data, subs);
    }
    if let Value::Object(object) = base {
        return Err(objects::brace_unsupported(object));
    }
    read::brace_get(base, subs)
}

/// `s.name` for every element of a struct array, as a comma-separated list.
pub fn field_get(base: &Value, name: &str) -> Result<Vec<Value>> {
    // Properties only: methods need the interpreter, which calls them
    // before it gets here (`interp/eval.rs`).
    if let Value::Object(object) = base {
        return match objects::member(object, name)? {
            objects::Member::Property => Ok(vec![objects::property(object, name)?]),
            objects::Member::Method => Err(objects::no_such_member(name, object.class().name())),
        };
    }
    fields::field_get(base, name)
}

/// `x(subs) = rhs`, deletion when `rhs` is `[]`. `base` is `None` when `x`
/// does not exist yet.
pub fn paren_set(base: Option<Value>, subs: &[Subscript], rhs: Value) -> Result<Value> {
    let subs = full_subscripts(subs)?;
    match (&base, &rhs) {
        // Into a sparse matrix: it stays sparse.
        (Some(b @ Value::Sparse(s)), _) => sparse::paren_set(s, b, &subs, rhs.clone()),
        // A sparse value into a full (or new) array: MATLAB keeps it full.
        (_, Value::Sparse(_)) => write::paren_set(
            base,
            &subs,
            crate::builtins::sparse::convert::full_value(&rhs)?,
        ),
        _ => write::paren_set(base, &subs, rhs),
    }
}

/// Moves `s.name` out of a 1x1 struct (leaving `[]`), for nested updates
/// such as `s.a(3) = v`: take the field, `paren_set` it, then `field_set` it
/// back. The field's data is then unshared, so the update is in place.
pub fn field_take(base: &mut Value, name: &str) -> Result<Value> {
    fields::field_take(base, name)
}

/// Moves the content of the single cell `c{subs}` out (leaving `[]`), for
/// nested updates such as `c{2}(3) = v`; errors as `brace_get` does.
pub fn brace_take(base: &mut Value, subs: &[Subscript]) -> Result<Value> {
    read::brace_take(base, subs)
}

/// `c{subs} = rhs`, creating or growing the cell.
pub fn brace_set(base: Option<Value>, subs: &[Subscript], rhs: Value) -> Result<Value> {
    write::brace_set(base, subs, rhs)
}

/// `s.name = rhs` on a 1x1 struct, creating the struct or the field.
pub fn field_set(base: Option<Value>, name: &str, rhs: Value) -> Result<Value> {
    fields::field_set(base, name, rhs)
}

/// `[s.name] = deal(...)`: one value per element of the struct array `base`.
pub fn field_set_each(base: Value, name: &str, values: Vec<Value>) -> Result<Value> {
    fields::field_set_each(base, name, values)
}

/// The size of what `x(subs)` selects on an assignment's left (growing `x`
/// if it must): `x{subs}` there is a comma-separated list of its numel.
pub fn assigned_shape(base: &Value, subs: &[Subscript]) -> Result<crate::value::Shape> {
    let plan = subscript::write_plan(
        &base.shape(),
        subs,
        &crate::value::Shape::scalar(),
        subscript::element_bytes_of(base),
    )?;
    Ok(match plan.left_dims.as_slice() {
        [n] => crate::value::Shape::row(*n),
        dims => crate::value::Shape::new(dims),
    })
}

mod assign;
#[cfg(test)]
mod tests;
pub use assign::{brace_assign, field_assign, nested_field_assign, paren_assign};
