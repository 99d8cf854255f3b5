//! Struct builtins: `struct`, `fieldnames`, `isfield`, `rmfield`,
//! `getfield`, `setfield`, `orderfields`. Field storage and `s.name` semantics live in
//! `crate::index`; these only parse arguments and shape results.
//!
//! *Syntax*: `s = struct`, `s = struct([])`, `s = struct(field1, value1, ...)`,
//! `names = fieldnames(s)`, `tf = isfield(s, name)`, `s = rmfield(s, name)`,
//! `v = getfield(s, name)`, `s = setfield(s, name, v)`.
//!
//! *Description*: `struct` with a non-scalar cell value makes a struct array
//! of that cell's size, one element per cell; a 1x1 cell stores its content;
//! `{}` makes a 0x0 struct array. `fieldnames` returns a column cell of
//! names in field order. `isfield` accepts one name or a cell of names.
//!
//! *Examples*: `struct('a', {1, 2})` is a 1x2 struct array;
//! `isfield(s, {'a', 'zz'})` is `[1 0]`.
//!
//! *Differences from MATLAB*: `getfield`/`setfield` take only one field name
//! (no nested or indexed forms); `struct(obj)` is not supported.
//!
//! *See also*: cells.rs (`cell`, `num2cell`, `cell2mat`).

use std::sync::Arc;

use indexmap::IndexMap;

use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::{self, check_field_name};
use crate::interp::{assign_steps, AssignStep, Interpreter};
use crate::value::{Shape, StructArray, Tensor, Value};

/// `struct(...)`.
pub fn struct_builtin(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    match inputs {
        [] => one(Value::Struct(Arc::new(StructArray::scalar([])))),
        [only] if only.is_empty() && only.class().is_numeric() => {
            one(Value::Struct(Arc::new(StructArray {
                shape: Shape::empty(),
                fields: IndexMap::new(),
            })))
        }
        [Value::Struct(s)] => one(Value::Struct(s.clone())),
        _ if inputs.len() % 2 == 1 => Err(RuntimeError::new(
            "MATLAB:struct:FieldValuePairs",
            "Field and value input arguments must come in pairs.",
        )
        .in_function("struct")),
        _ => build_struct(inputs)
            .map_err(|e| e.in_function("struct"))
            .and_then(one),
    }
}

fn build_struct(inputs: &[Value]) -> Result<Value> {
    let mut shape: Option<Shape> = None;
    let mut names = Vec::with_capacity(inputs.len() / 2);
    for pair in inputs.chunks(2) {
        let [name, value] = pair else { continue };
        let name = args::text(name, "struct")?;
        check_field_name(&name)?;
        if names.contains(&name) {
            return Err(RuntimeError::new(
                "MATLAB:DuplicateFieldName",
                format!("Duplicate field name \"{name}\"."),
            ));
        }
        names.push(name);
        if let Value::Cell(cell) = value {
            if !cell.is_scalar() {
                match &shape {
                    Some(s) if s != cell.shape() => {
                        return Err(RuntimeError::new(
                            "MATLAB:struct:CellSizeMismatch",
                            "Dimensions of the cell array values must match.",
                        ))
                    }
                    _ => shape = Some(cell.shape().clone()),
                }
            }
        }
    }
    let shape = shape.unwrap_or_else(Shape::scalar);
    let numel = shape.numel();
    let mut fields = IndexMap::with_capacity(names.len());
    for (name, value) in names.into_iter().zip(inputs.iter().skip(1).step_by(2)) {
        let column = match value {
            Value::Cell(cell) if cell.is_scalar() => {
                vec![cell.first().cloned().unwrap_or_else(Value::empty); numel]
            }
            Value::Cell(cell) => cell.data().to_vec(),
            other => vec![other.clone(); numel],
        };
        fields.insert(name, column);
    }
    Ok(Value::Struct(Arc::new(StructArray { shape, fields })))
}

pub(super) fn expect_struct<'a>(value: &'a Value, function: &str) -> Result<&'a StructArray> {
    match value {
        Value::Struct(s) => Ok(s),
        other => Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidInput"),
            format!(
                "Invalid input argument of type '{}'. Input must be a structure.",
                other.class().name()
            ),
        )
        .in_function(function)),
    }
}

/// Names from a char row, string array or cell of texts.
pub(super) fn names(value: &Value, function: &str) -> Result<Vec<String>> {
    let bad = || {
        RuntimeError::new(
            format!("MATLAB:{function}:InvalidFieldName"),
            "Field names must be a character vector, string array, or cell array of character vectors.",
        )
        .in_function(function)
    };
    match value {
        Value::Cell(cell) => cell
            .data()
            .iter()
            .map(|v| v.as_text().ok_or_else(bad))
            .collect(),
        Value::String(strings) => strings
            .data()
            .iter()
            .map(|s| s.as_deref().map(String::from).ok_or_else(bad))
            .collect(),
        other => other.as_text().map(|t| vec![t]).ok_or_else(bad),
    }
}

/// `fieldnames(s)`.
pub fn fieldnames(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("fieldnames"));
    };
    let s = expect_struct(value, "fieldnames")?;
    let list: Vec<Value> = s.fields.keys().map(|k| Value::char_row(k)).collect();
    one(Value::Cell(Arc::new(Tensor::column(list))))
}

/// `numfields(s)`: how many fields a structure has; 0 for anything else
/// (objects included, whose properties are not fields).
pub fn numfields(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let count = match inputs.first() {
        Some(Value::Struct(s)) => s.fields.len(),
        _ => 0,
    };
    one(Value::scalar(count as f64))
}

/// `isfield(s, name)`: false for non-structs; one result per name in a cell.
pub fn isfield(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value, query] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("isfield"));
    };
    let has = |name: &Value| match (value, name.as_text()) {
        (Value::Struct(s), Some(name)) => s.fields.contains_key(&name),
        _ => false,
    };
    match query {
        Value::Cell(cell) => one(Value::Logical(cell.map(has))),
        Value::String(strings) if !strings.is_scalar() => one(Value::Logical(
            strings.map(|s| has(&Value::String(Tensor::scalar(s.clone())))),
        )),
        other => one(Value::bool(has(other))),
    }
}

/// `rmfield(s, names)`.
pub fn rmfield(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value, query] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("rmfield"));
    };
    let s = expect_struct(value, "rmfield")?;
    let mut array = s.clone();
    for name in names(query, "rmfield")? {
        if array.fields.shift_remove(&name).is_none() {
            return Err(index::errors::unknown_field(&name).in_function("rmfield"));
        }
    }
    one(Value::Struct(Arc::new(array)))
}

/// The path after the structure: each argument a field name or a cell of
/// subscripts (`{i, j}`, with `':'` for a colon) that indexes with
/// parentheses, as MATLAB's `getfield(S, Sidx, field1, idx1, ...)` takes.
fn field_path(items: &[Value], function: &str) -> Result<Vec<AssignStep>> {
    items
        .iter()
        .map(|item| match item {
            Value::Cell(cell) => Ok(AssignStep::Paren(
                cell.data()
                    .iter()
                    .map(|sub| match sub.as_text() {
                        Some(text) if text == ":" => index::Subscript::Colon,
                        _ => index::Subscript::Index(sub.clone()),
                    })
                    .collect(),
            )),
            other => args::text(other, function)
                .map(AssignStep::Field)
                .map_err(|e| e.in_function(function)),
        })
        .collect()
}

/// The first value a field read gives (a struct array's first element's).
fn first_field(value: &Value, name: &str, function: &str) -> Result<Value> {
    let values = index::field_get(value, name).map_err(|e| e.in_function(function))?;
    values.into_iter().next().ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:index:expected_one_output_for_index",
            "Insufficient number of outputs from right hand side of equal sign to satisfy assignment.",
        )
        .in_function(function)
    })
}

/// `getfield(s, name)`, `getfield(s, {i, j}, name, {k}, name2, ..., {idx})`:
/// the value the path reaches, as `s(i, j).name(k).name2(idx)` would be.
pub fn getfield(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value, path @ ..] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("getfield"));
    };
    let mut current = value.clone();
    for step in field_path(path, "getfield")? {
        current = match step {
            AssignStep::Field(name) => first_field(&current, &name, "getfield")?,
            AssignStep::Paren(subs) => {
                index::paren_get(&current, &subs).map_err(|e| e.in_function("getfield"))?
            }
            AssignStep::Brace(subs) => index::brace_get(&current, &subs)
                .map_err(|e| e.in_function("getfield"))?
                .into_iter()
                .next()
                .unwrap_or_else(Value::empty),
        };
    }
    one(current)
}

/// `setfield(s, name, value)`, `setfield(s, {i, j}, name, {k}, ..., value)`:
/// `s` with the value the path reaches replaced, as the assignment
/// `s(i, j).name(k) = value` would make it.
pub fn setfield(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value, path @ .., new] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("setfield"));
    };
    if path.is_empty() {
        return Err(RuntimeError::not_enough_inputs().in_function("setfield"));
    }
    let path = field_path(path, "setfield")?;
    let mut place = Some(value.clone());
    assign_steps(&mut place, &path, new.clone()).map_err(|e| e.in_function("setfield"))?;
    one(place.unwrap_or_else(Value::empty))
}

/// `[s, P] = orderfields(s1)`, `orderfields(s1, s2)`, `orderfields(s1, C)`,
/// `orderfields(s1, P)`: the same struct array with its fields in ASCII
/// order, in the order of `s2`'s fields, of the names in `C`, or as the
/// permutation `P`; `P` out is the column of old positions, new order.
pub fn orderfields(_: &mut Interpreter, inputs: &[Value], nargout: usize) -> Result<Outputs> {
    let s = expect_struct(&inputs[0], "orderfields")?;
    let old: Vec<&String> = s.fields.keys().collect();
    let position = |name: &str| old.iter().position(|k| k.as_str() == name);
    let mismatch = || {
        RuntimeError::new(
            "MATLAB:orderfields:InvalidOrder",
            "The order must name every field of the structure exactly once.",
        )
        .in_function("orderfields")
    };
    let by_names = |wanted: Vec<String>| -> Result<Vec<usize>> {
        let order: Vec<usize> = wanted
            .iter()
            .map(|name| position(name).ok_or_else(mismatch))
            .collect::<Result<_>>()?;
        Ok(order)
    };
    let order = match inputs.get(1) {
        None => {
            let mut order: Vec<usize> = (0..old.len()).collect();
            order.sort_by(|&a, &b| old[a].as_bytes().cmp(old[b].as_bytes()));
            order
        }
        Some(Value::Struct(other)) => {
            if other.fields.len() != old.len() {
                return Err(mismatch());
            }
            by_names(other.fields.keys().cloned().collect())?
        }
        Some(list @ (Value::Cell(_) | Value::String(_))) => by_names(names(list, "orderfields")?)?,
        Some(Value::Char(_)) => return Err(mismatch()),
        Some(permutation) => {
            let shape = permutation.shape();
            let is_vector = shape.ndims() == 2 && (shape.rows() <= 1 || shape.cols() <= 1);
            let values = permutation
                .to_f64_vec()
                .filter(|_| is_vector || shape.numel() == 0)
                .ok_or_else(mismatch)?;
            values
                .iter()
                .map(|&p| {
                    if p.fract() == 0.0 && p >= 1.0 && p <= old.len() as f64 {
                        Ok(p as usize - 1)
                    } else {
                        Err(mismatch())
                    }
                })
                .collect::<Result<Vec<usize>>>()?
        }
    };
    let mut seen = vec![false; old.len()];
    for &k in &order {
        if std::mem::replace(&mut seen[k], true) {
            return Err(mismatch());
        }
    }
    if order.len() != old.len() {
        return Err(mismatch());
    }
    let fields = order
        .iter()
        .filter_map(|&k| s.fields.get_index(k))
        .map(|(name, column)| (name.clone(), column.clone()))
        .collect();
    let mut outputs = Outputs::new();
    outputs.push(Value::Struct(Arc::new(StructArray {
        shape: s.shape.clone(),
        fields,
    })));
    if nargout > 1 {
        outputs.push(Value::Double(Tensor::column(
            order.iter().map(|&k| (k + 1) as f64).collect(),
        )));
    }
    Ok(outputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: crate::builtins::BuiltinFn, inputs: &[Value]) -> Result<Value> {
        let mut interp = Interpreter::new();
        f(&mut interp, inputs, 1).map(|mut out| out.remove(0))
    }

    fn cell_row(values: Vec<Value>) -> Value {
        Value::Cell(Arc::new(Tensor::row(values)))
    }

    #[test]
    fn struct_forms() {
        let empty = call(struct_builtin, &[]).unwrap();
        assert_eq!(empty.shape().dims(), [1, 1]);
        assert_eq!(
            call(struct_builtin, &[Value::empty()])
                .unwrap()
                .shape()
                .dims(),
            [0, 0]
        );
        let s = call(
            struct_builtin,
            &[
                Value::char_row("a"),
                Value::scalar(1.0),
                Value::char_row("b"),
                Value::char_row("x"),
            ],
        )
        .unwrap();
        assert_eq!(index::field_get(&s, "b").unwrap(), [Value::char_row("x")]);
        let array = call(
            struct_builtin,
            &[
                Value::char_row("a"),
                cell_row(vec![Value::scalar(1.0), Value::scalar(2.0)]),
                Value::char_row("k"),
                Value::scalar(0.0),
            ],
        )
        .unwrap();
        assert_eq!(array.shape().dims(), [1, 2]);
        assert_eq!(
            index::field_get(&array, "a").unwrap(),
            [Value::scalar(1.0), Value::scalar(2.0)]
        );
        assert_eq!(
            index::field_get(&array, "k").unwrap(),
            [Value::scalar(0.0), Value::scalar(0.0)]
        );
        let wrapped = call(
            struct_builtin,
            &[Value::char_row("c"), cell_row(vec![cell_row(vec![])])],
        )
        .unwrap();
        assert_eq!(wrapped.shape().dims(), [1, 1]);
        let none = call(
            struct_builtin,
            &[Value::char_row("a"), Value::Cell(Arc::new(Tensor::empty()))],
        )
        .unwrap();
        assert_eq!(none.shape().dims(), [0, 0]);
        assert!(call(struct_builtin, &[Value::char_row("a")]).is_err());
        assert_eq!(
            call(struct_builtin, &[Value::char_row("1a"), Value::scalar(1.0)])
                .unwrap_err()
                .message,
            "Invalid field name \"1a\"."
        );
        let mismatch = [
            Value::char_row("a"),
            cell_row(vec![Value::scalar(1.0), Value::scalar(2.0)]),
            Value::char_row("b"),
            cell_row(vec![
                Value::scalar(1.0),
                Value::scalar(2.0),
                Value::scalar(3.0),
            ]),
        ];
        assert!(call(struct_builtin, &mismatch).is_err());
    }

    #[test]
    fn field_queries() {
        let s = call(
            struct_builtin,
            &[
                Value::char_row("a"),
                Value::scalar(1.0),
                Value::char_row("b"),
                Value::scalar(2.0),
            ],
        )
        .unwrap();
        let names = call(fieldnames, std::slice::from_ref(&s)).unwrap();
        assert_eq!(
            names,
            Value::Cell(Arc::new(Tensor::column(vec![
                Value::char_row("a"),
                Value::char_row("b")
            ])))
        );
        assert!(call(fieldnames, &[Value::scalar(1.0)]).is_err());
        assert_eq!(
            call(isfield, &[s.clone(), Value::char_row("b")]).unwrap(),
            Value::bool(true)
        );
        assert_eq!(
            call(isfield, &[Value::scalar(1.0), Value::char_row("b")]).unwrap(),
            Value::bool(false)
        );
        let both = call(
            isfield,
            &[
                s.clone(),
                cell_row(vec![Value::char_row("a"), Value::char_row("z")]),
            ],
        )
        .unwrap();
        assert_eq!(both, Value::Logical(Tensor::row(vec![true, false])));
        let fewer = call(rmfield, &[s.clone(), Value::char_row("a")]).unwrap();
        assert_eq!(
            call(fieldnames, &[fewer]).unwrap(),
            Value::Cell(Arc::new(Tensor::column(vec![Value::char_row("b")])))
        );
        assert_eq!(
            call(rmfield, &[s.clone(), Value::char_row("q")])
                .unwrap_err()
                .message,
            "Unrecognized field name \"q\"."
        );
        assert_eq!(
            call(getfield, &[s.clone(), Value::char_row("b")]).unwrap(),
            Value::scalar(2.0)
        );
        let changed = call(setfield, &[s, Value::char_row("c"), Value::scalar(3.0)]).unwrap();
        assert_eq!(
            index::field_get(&changed, "c").unwrap(),
            [Value::scalar(3.0)]
        );
    }
}
