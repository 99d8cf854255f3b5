//! `substruct`, `subsref` and `subsasgn` on any value: indexing written as
//! data, a struct array with fields `type` (`'()'`, `'{}'` or `'.'`) and
//! `subs` (a cell of subscripts, `':'` for a colon, or a field name).
//!
//! `subsref` reads through `crate::index` and `subsasgn` stores through
//! `interp::assign_steps`, the same machinery as `A(i).f{j}` written in
//! code, so objects of the built-in classes reach `builtins::objects` the
//! usual way. This file adds no indexing rules of its own.
//!
//! *Examples*: `subsref(magic(3), substruct('()', {2, ':'}))` is row 2;
//! `subsasgn(s, substruct('.', 'data', '()', {2}), 25)` is `s.data(2) = 25`.

use std::sync::Arc;

use indexmap::IndexMap;

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::{self, Subscript};
use crate::interp::{assign_steps, AssignStep, Interpreter};
use crate::value::{Shape, StructArray, Value};

/// The three kinds of indexing a `type` names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Paren,
    Brace,
    Dot,
}

fn kind_of(value: &Value, function: &str) -> Result<Kind> {
    match value.as_text().as_deref() {
        Some("()") => Ok(Kind::Paren),
        Some("{}") => Ok(Kind::Brace),
        Some(".") => Ok(Kind::Dot),
        _ => Err(RuntimeError::new(
            "MATLAB:subsArgType",
            "The type of each indexing level must be '()', '{}' or '.'.",
        )
        .in_function(function)),
    }
}

/// Whether `subs` suits `kind`: a field name for `.`; a cell of
/// subscripts (or the colon `':'` itself) for `()` and `{}`.
fn check_subs(kind: Kind, subs: &Value, function: &str) -> Result<()> {
    let fits = match kind {
        Kind::Dot => subs.as_text().is_some(),
        Kind::Paren | Kind::Brace => {
            matches!(subs, Value::Cell(_)) || subs.as_text().is_some_and(|t| t == ":")
        }
    };
    if fits {
        return Ok(());
    }
    Err(RuntimeError::new(
        "MATLAB:subsArgType",
        match kind {
            Kind::Dot => "The subscript of a '.' level must be a field name.",
            _ => "The subscripts of a '()' or '{}' level must be a cell array.",
        },
    )
    .in_function(function))
}

/// `S = substruct(type1, subs1, type2, subs2, ...)`: a 1xN struct array
/// with fields `type` and `subs`, one element per indexing level.
pub fn substruct(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    if inputs.len() < 2 || inputs.len() % 2 == 1 {
        return Err(RuntimeError::new(
            "MATLAB:substruct:nargin",
            "Type and subscript arguments must come in pairs.",
        )
        .in_function("substruct"));
    }
    let mut types = Vec::with_capacity(inputs.len() / 2);
    let mut subs = Vec::with_capacity(inputs.len() / 2);
    for pair in inputs.chunks(2) {
        let [kind, sub] = pair else { continue };
        check_subs(kind_of(kind, "substruct")?, sub, "substruct")?;
        types.push(kind.clone());
        subs.push(sub.clone());
    }
    let mut fields = IndexMap::new();
    fields.insert("type".to_string(), types);
    fields.insert("subs".to_string(), subs);
    one(Value::Struct(Arc::new(StructArray {
        shape: Shape::row(inputs.len() / 2),
        fields,
    })))
}

/// The indexing levels a `type`/`subs` struct array describes.
fn steps_of(s: &Value, function: &str) -> Result<Vec<AssignStep>> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:subsArgNotStruct",
            "The indexing argument must be a structure array with fields 'type' and 'subs'.",
        )
        .in_function(function)
    };
    let Value::Struct(array) = s else {
        return Err(bad());
    };
    if !array.fields.contains_key("type") || !array.fields.contains_key("subs") {
        return Err(bad());
    }
    (0..array.numel())
        .map(|k| {
            let (Some(kind), Some(subs)) = (array.get("type", k), array.get("subs", k)) else {
                return Err(bad());
            };
            let kind = kind_of(kind, function)?;
            check_subs(kind, subs, function)?;
            Ok(match kind {
                Kind::Dot => AssignStep::Field(subs.as_text().unwrap_or_default()),
                Kind::Paren => AssignStep::Paren(subscripts(subs)),
                Kind::Brace => AssignStep::Brace(subscripts(subs)),
            })
        })
        .collect()
}

/// The subscripts of one `()`/`{}` level; the text `':'` is a colon.
fn subscripts(subs: &Value) -> Vec<Subscript> {
    let colon_or = |value: &Value| match value {
        Value::Char(_) if value.as_text().is_some_and(|t| t == ":") => Subscript::Colon,
        other => Subscript::Index(other.clone()),
    };
    match subs {
        Value::Cell(cell) => cell.data().iter().map(colon_or).collect(),
        other => vec![colon_or(other)],
    }
}

/// `B = subsref(A, S)`, `[B1, ..., Bn] = subsref(A, S)`: what the indexing
/// expression `S` describes, applied to `A`; a last `{}` or `.` level may
/// give several values (a comma-separated list). An empty `S` gives `A`.
pub fn subsref(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value, s] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("subsref"));
    };
    let steps = steps_of(s, "subsref")?;
    let mut current: Vec<Value> = vec![value.clone()];
    for step in &steps {
        let base = match current.as_slice() {
            [only] => only,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:index:expected_one_output_for_index",
                    "Intermediate indexing levels must give exactly one value.",
                )
                .in_function("subsref"))
            }
        };
        current = match step {
            AssignStep::Paren(subs) => vec![index::paren_get(base, subs)?],
            AssignStep::Brace(subs) => index::brace_get(base, subs)?,
            AssignStep::Field(name) => index::field_get(base, name)?,
        };
    }
    Ok(current.into_iter().collect())
}

/// `R = subsasgn(A, S, B)`: `A` after the assignment `S` describes, as the
/// statement `A(...).f{...} = B` would leave it (`[]` into `()` deletes).
pub fn subsasgn(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value, s, rhs] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("subsasgn"));
    };
    let steps = steps_of(s, "subsasgn")?;
    if steps.is_empty() {
        return Err(RuntimeError::new(
            "MATLAB:subsasgn:emptyIndex",
            "The indexing argument must have at least one level.",
        )
        .in_function("subsasgn"));
    }
    let mut place = Some(value.clone());
    assign_steps(&mut place, &steps, rhs.clone())?;
    one(place.unwrap_or_else(Value::empty))
}
