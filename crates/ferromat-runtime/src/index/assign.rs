//! Error-safe assignment for the interpreter: `x(i) = v`, `c{i} = v` and
//! `s.f = v` on a variable held in `place`. Every check that can fail runs
//! on borrowed values first, so a failed assignment leaves the variable as
//! it was; only then is the value moved into the setter, which updates an
//! unshared array in place. This file adds no indexing rules of its own.

use super::convert::{assignment_class, convert};
use super::subscript::{delete_plan, element_bytes_of, write_plan};
use super::write::{check_rhs, deletes, is_null};
use super::{errors, fields, write, Subscript};
use crate::builtins::{objects, tables};
use crate::error::Result;
use crate::value::{Object, Shape, Value};

/// `x(subs) = rhs` (deletion when `rhs` is `[]` or `''`).
pub fn paren_assign(place: &mut Option<Value>, subs: &[Subscript], rhs: Value) -> Result<()> {
    // A table is a value object: the new table replaces the old.
    if let Some(Value::Object(Object::Table(table))) = place.as_ref() {
        *place = Some(tables::paren_assign(table, subs, rhs)?);
        return Ok(());
    }
    // So are datetime and duration arrays.
    if let Some(Value::Object(o @ (Object::Datetime(_) | Object::Duration(_)))) = place.as_ref() {
        *place = Some(crate::builtins::datetimes::paren_assign(o, subs, rhs)?);
        return Ok(());
    }
    // And dictionaries, changed in place when nothing else shares them.
    if let Some(Value::Object(Object::Dictionary(_))) = place.as_ref() {
        return objects::dictionary::paren_assign(place, subs, rhs);
    }
    if let Some(Value::Object(object)) = place.as_ref() {
        return objects::paren_assign(object, subs, rhs);
    }
    let fresh = place.as_ref().is_none_or(is_null);
    let base_shape = if fresh {
        Shape::empty()
    } else {
        place
            .as_ref()
            .map(Value::shape)
            .unwrap_or_else(Shape::empty)
    };
    if deletes(&rhs) {
        delete_plan(
            &place
                .as_ref()
                .map(Value::shape)
                .unwrap_or_else(Shape::empty),
            subs,
        )?;
    } else if !subs.is_empty() && !matches!(rhs, Value::FunctionHandle(_)) {
        let element_bytes = place
            .as_ref()
            .filter(|_| !fresh)
            .map_or_else(|| element_bytes_of(&rhs), element_bytes_of);
        let plan = write_plan(&base_shape, subs, &rhs.shape(), element_bytes)?;
        check_rhs(&plan, &rhs.shape())?;
        if let Some(base) = place.as_ref().filter(|_| !fresh) {
            if is_plain_array(base) && is_plain_array(&rhs) {
                let (class, complex) = assignment_class(base, &rhs)?;
                if rhs.class() != class || rhs.is_complex() != complex {
                    convert(rhs.clone(), class, complex)?;
                }
            }
        }
    }
    // Through `index::paren_set`, which routes sparse bases and values.
    apply(place, |base| super::paren_set(base, subs, rhs))
}

/// `c{subs} = rhs`.
pub fn brace_assign(place: &mut Option<Value>, subs: &[Subscript], rhs: Value) -> Result<()> {
    match place.as_ref() {
        Some(Value::Object(Object::Table(table))) => {
            *place = Some(tables::brace_assign(table, subs, rhs)?);
            return Ok(());
        }
        Some(Value::Object(Object::Dictionary(_))) => {
            return objects::dictionary::brace_assign(place, subs, rhs);
        }
        Some(Value::Object(object)) => return Err(objects::brace_unsupported(object)),
        Some(Value::String(_)) => {
            // `str{k} = text`: computed on a copy so a failed assignment
            // keeps the variable.
            *place = Some(write::brace_set(place.clone(), subs, rhs)?);
            return Ok(());
        }
        Some(Value::Cell(cell)) => {
            write_plan(
                cell.shape(),
                subs,
                &Shape::scalar(),
                std::mem::size_of::<Value>(),
            )?;
        }
        Some(other) if !is_null(other) => return Err(errors::brace_assign_on_non_cell()),
        _ => {
            write_plan(
                &Shape::empty(),
                subs,
                &Shape::scalar(),
                std::mem::size_of::<Value>(),
            )?;
        }
    }
    apply(place, |base| write::brace_set(base, subs, rhs))
}

/// `s.name = rhs`.
pub fn field_assign(place: &mut Option<Value>, name: &str, rhs: Value) -> Result<()> {
    if let Some(Value::Object(Object::Table(table))) = place.as_ref() {
        *place = Some(tables::field_assign(table, name, rhs)?);
        return Ok(());
    }
    if let Some(Value::Object(o @ (Object::Datetime(_) | Object::Duration(_)))) = place.as_ref() {
        if let Some(changed) = crate::builtins::datetimes::property_assign(o, name, &rhs) {
            *place = Some(changed?);
            return Ok(());
        }
    }
    if let Some(Value::Object(object)) = place.as_ref() {
        return objects::property_assign(object, name, &rhs);
    }
    fields::check_field_name(name)?;
    match place.as_ref() {
        Some(Value::Struct(array)) if array.numel() > 1 => {
            return Err(errors::scalar_struct_required())
        }
        Some(Value::Struct(_)) | None => {}
        Some(other) if is_null(other) => {}
        Some(_) => return Err(errors::dot_assign_on_non_struct()),
    }
    apply(place, |base| fields::field_set(base, name, rhs))
}

/// `s.name(...) = rhs` and deeper: `rhs` is the whole updated member. A
/// table may grow with its variable; everything else is `field_assign`.
pub fn nested_field_assign(place: &mut Option<Value>, name: &str, rhs: Value) -> Result<()> {
    if let Some(Value::Object(Object::Table(table))) = place.as_ref() {
        *place = Some(tables::nested_field_assign(table, name, rhs)?);
        return Ok(());
    }
    field_assign(place, name, rhs)
}

/// Moves the value out, runs the setter, and puts the result back. After
/// the checks above the setters do not fail; if one ever does, the error
/// is still returned, never a panic.
fn apply(
    place: &mut Option<Value>,
    setter: impl FnOnce(Option<Value>) -> Result<Value>,
) -> Result<()> {
    let value = setter(place.take())?;
    *place = Some(value);
    Ok(())
}

fn is_plain_array(value: &Value) -> bool {
    !matches!(
        value,
        Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_assignment_keeps_the_variable() {
        let mut place = Some(Value::row(vec![1.0, 2.0, 3.0]));
        let subs = [Subscript::Index(Value::row(vec![1.0, 2.0]))];
        assert!(paren_assign(&mut place, &subs, Value::row(vec![7.0, 8.0, 9.0])).is_err());
        assert_eq!(place, Some(Value::row(vec![1.0, 2.0, 3.0])));
        let bad = [Subscript::Index(Value::scalar(0.0))];
        assert!(paren_assign(&mut place, &bad, Value::scalar(1.0)).is_err());
        assert!(brace_assign(&mut place, &subs, Value::scalar(1.0)).is_err());
        assert!(field_assign(&mut place, "a", Value::scalar(1.0)).is_err());
        assert_eq!(place, Some(Value::row(vec![1.0, 2.0, 3.0])));
    }

    #[test]
    fn assignment_updates_unshared_data_in_place() {
        let mut place = Some(Value::row(vec![0.0; 1000]));
        let before = match &place {
            Some(Value::Double(t)) => t.data().as_ptr(),
            _ => unreachable!(),
        };
        paren_assign(
            &mut place,
            &[Subscript::Index(Value::scalar(5.0))],
            Value::scalar(1.0),
        )
        .expect("in range");
        let after = match &place {
            Some(Value::Double(t)) => t.data().as_ptr(),
            _ => unreachable!(),
        };
        assert_eq!(before, after);
    }
}
