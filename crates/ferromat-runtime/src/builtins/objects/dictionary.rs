//! `dictionary` (MATLAB R2022b+): the conversion of MATLAB arrays to keys and
//! stored values (char rows become strings, later entries are converted
//! to the configured classes), and `d(keys)`, `d{keys}` and their
//! assignments. A dictionary is a value object: every change is planned on
//! the borrowed value first (so a failed assignment changes nothing) and
//! then applied through `Arc::make_mut`, which copies only when another
//! variable shares the entries. The data structure lives in
//! value/dictionary.rs, the constructors and methods in
//! `dictionary_methods.rs`, display in
//! display/dictionary.rs; this file must not print or hold any state.

use std::sync::Arc;

use crate::builtins::arrays::shape::{rearrange, Rearrange};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::ops;
use crate::value::dictionary::{DictKey, DictionaryData};
use crate::value::{Class, Object, Shape, StructArray, Tensor, Value};

/// The methods callable as `d.name(...)` as well as `name(d, ...)`.
pub const METHODS: &[&str] = &[
    "entries",
    "insert",
    "isConfigured",
    "isKey",
    "keys",
    "lookup",
    "numEntries",
    "remove",
    "types",
    "values",
];

pub(super) fn error(id: &str, message: impl Into<String>) -> RuntimeError {
    RuntimeError::new(format!("MATLAB:dictionary:{id}"), message)
}

pub(super) fn scalar_key_not_found() -> RuntimeError {
    error("ScalarKeyNotFound", "Key not found.")
}

fn key_not_found(position: usize) -> RuntimeError {
    error(
        "KeyNotFound",
        format!("Key not found at element {position} of the key array."),
    )
}

pub(super) fn unconfigured_lookup() -> RuntimeError {
    error(
        "UnconfiguredLookupNotSupported",
        "Unable to perform a lookup in a dictionary with unset key and value types.",
    )
}

fn unconfigured_removal() -> RuntimeError {
    error(
        "UnconfiguredRemovalNotSupported",
        "Unable to remove entries from a dictionary with unset key and value types.",
    )
}

fn dims_mismatch() -> RuntimeError {
    error(
        "KeyValueDimsMustMatch",
        "Dimensions of the key and value must be compatible, or the value must be scalar.",
    )
}

pub(super) fn unsupported(what: &str, class: &str) -> RuntimeError {
    error(
        "UnsupportedType",
        format!("Dictionary {what} of type '{class}' are not supported."),
    )
}

fn not_convertible(what: &str, from: &str, to: Class) -> RuntimeError {
    error(
        "TypeConversionFailed",
        format!(
            "Unable to convert {what} of type '{from}' to the dictionary's {what} type '{}'.",
            to.name()
        ),
    )
}

/// The dictionary in `value`, or MATLAB's error for a call on something
/// else.
pub fn dictionary_of<'a>(value: &'a Value, function: &str) -> Result<&'a Arc<DictionaryData>> {
    match value {
        Value::Object(Object::Dictionary(data)) => Ok(data),
        other => Err(super::undefined_for(function, other)),
    }
}

pub fn dictionary_value(data: DictionaryData) -> Value {
    Value::Object(Object::Dictionary(Arc::new(data)))
}

/// A char array as string scalars: one per row (a row or `''` is one).
fn char_as_string(value: &Value) -> Result<Value> {
    ops::convert::convert(value, Class::String)
}

/// The key class that `keys` gives an unconfigured dictionary.
fn infer_key_class(keys: &Value) -> Result<Class> {
    match keys.class() {
        Class::Char => Ok(Class::String),
        _ if keys.is_complex() => Err(unsupported("keys", "complex")),
        class if class.is_numeric() || matches!(class, Class::Logical | Class::String) => Ok(class),
        other => Err(unsupported("keys", other.name())),
    }
}

/// The value class that `values` gives an unconfigured dictionary.
fn infer_value_class(values: &Value) -> Result<Class> {
    match (values, values.class()) {
        (Value::Sparse(_), _) => Err(unsupported("values", "sparse")),
        (_, Class::Char) => Ok(Class::String),
        (_, class)
            if class.is_numeric()
                || matches!(
                    class,
                    Class::Logical | Class::String | Class::Cell | Class::Struct
                ) =>
        {
            Ok(class)
        }
        (_, other) => Err(unsupported("values", other.name())),
    }
}

/// `value` in `class`, as MATLAB's conversion functions make it
/// (`string(1)` is "1", `double("2")` is 2).
fn converted(value: &Value, class: Class, what: &str) -> Result<Value> {
    let value = match value {
        Value::Char(_) => char_as_string(value)?,
        Value::Sparse(_) => return Err(not_convertible(what, "sparse", class)),
        other => other.clone(),
    };
    if value.class() == class {
        return Ok(value);
    }
    let convertible = |c: Class| c.is_numeric() || matches!(c, Class::Logical | Class::String);
    if !convertible(value.class()) || !convertible(class) {
        return Err(not_convertible(what, value.class().name(), class));
    }
    ops::convert::convert(&value, class)
}

/// The keys of `keys` converted to `class`, in column-major order, and
/// the shape a lookup with them returns.
pub(super) fn to_keys(class: Class, keys: &Value) -> Result<(Vec<DictKey>, Shape)> {
    let keys = converted(keys, class, "key")?;
    let shape = keys.shape();
    let list: Vec<DictKey> = match &keys {
        Value::Double(t) => t.data().iter().map(|&x| DictKey::float(x)).collect(),
        Value::Single(t) => t
            .data()
            .iter()
            .map(|&x| DictKey::float(f64::from(x)))
            .collect(),
        Value::Int8(t) => integers(t.data()),
        Value::Int16(t) => integers(t.data()),
        Value::Int32(t) => integers(t.data()),
        Value::Int64(t) => integers(t.data()),
        Value::UInt8(t) => integers(t.data()),
        Value::UInt16(t) => integers(t.data()),
        Value::UInt32(t) => integers(t.data()),
        Value::UInt64(t) => integers(t.data()),
        Value::Logical(t) => t.data().iter().map(|&b| DictKey::Bool(b)).collect(),
        Value::String(t) => t
            .data()
            .iter()
            .map(|s| match s {
                Some(text) => DictKey::Text(text.clone()),
                None => DictKey::Missing,
            })
            .collect(),
        other if other.is_complex() => return Err(unsupported("keys", "complex")),
        other => return Err(unsupported("keys", other.class().name())),
    };
    Ok((list, shape))
}

fn integers<T: Copy + Into<i128>>(data: &[T]) -> Vec<DictKey> {
    data.iter().map(|&n| DictKey::Integer(n.into())).collect()
}

/// The stored values of `values` in `class`, one per element (a cell's
/// contents for a cell dictionary), and their shape.
pub(super) fn to_values(class: Class, values: &Value) -> Result<(Vec<Value>, Shape)> {
    match (class, values) {
        (Class::Cell, Value::Cell(cells)) => Ok((cells.data().to_vec(), cells.shape().clone())),
        (Class::Struct, Value::Struct(_)) => Ok((elements(values)?, values.shape())),
        (Class::Cell | Class::Struct, other) => {
            Err(not_convertible("value", other.class().name(), class))
        }
        _ => {
            let values = converted(values, class, "value")?;
            Ok((elements(&values)?, values.shape()))
        }
    }
}

/// Every element of an array, each as a 1x1 value of its class.
fn elements(array: &Value) -> Result<Vec<Value>> {
    Ok(match array {
        Value::Double(t) => t.data().iter().map(|&x| Value::scalar(x)).collect(),
        Value::Logical(t) => t.data().iter().map(|&b| Value::bool(b)).collect(),
        Value::String(t) => t
            .data()
            .iter()
            .map(|s| Value::String(Tensor::scalar(s.clone())))
            .collect(),
        other => (0..other.numel())
            .map(|k| {
                crate::index::paren_get(other, &[Subscript::Index(Value::scalar((k + 1) as f64))])
            })
            .collect::<Result<_>>()?,
    })
}

/// The keys of a dictionary of key class `class` as an array of `shape`.
pub(super) fn key_array(class: Class, keys: &[&DictKey], shape: Shape) -> Value {
    let float = |k: &&DictKey| k.as_f64().unwrap_or(f64::NAN);
    let int = |k: &&DictKey| match k {
        DictKey::Integer(n) => *n,
        _ => 0,
    };
    fn ints<T: TryFrom<i128> + Default>(
        keys: &[&DictKey],
        int: impl Fn(&&DictKey) -> i128,
    ) -> Vec<T> {
        keys.iter()
            .map(|k| T::try_from(int(k)).unwrap_or_default())
            .collect()
    }
    match class {
        Class::Single => Value::Single(Tensor::new(
            shape,
            keys.iter().map(|k| float(k) as f32).collect(),
        )),
        Class::Int8 => Value::Int8(Tensor::new(shape, ints(keys, int))),
        Class::Int16 => Value::Int16(Tensor::new(shape, ints(keys, int))),
        Class::Int32 => Value::Int32(Tensor::new(shape, ints(keys, int))),
        Class::Int64 => Value::Int64(Tensor::new(shape, ints(keys, int))),
        Class::UInt8 => Value::UInt8(Tensor::new(shape, ints(keys, int))),
        Class::UInt16 => Value::UInt16(Tensor::new(shape, ints(keys, int))),
        Class::UInt32 => Value::UInt32(Tensor::new(shape, ints(keys, int))),
        Class::UInt64 => Value::UInt64(Tensor::new(shape, ints(keys, int))),
        Class::Logical => Value::Logical(Tensor::new(
            shape,
            keys.iter().map(|k| **k == DictKey::Bool(true)).collect(),
        )),
        Class::String => Value::String(Tensor::new(
            shape,
            keys.iter()
                .map(|k| match k {
                    DictKey::Text(text) => Some(text.clone()),
                    _ => None,
                })
                .collect(),
        )),
        _ => Value::Double(Tensor::new(shape, keys.iter().map(float).collect())),
    }
}

/// Stored values of a dictionary of value class `class` as one array of
/// `shape` (a cell array for a cell dictionary).
pub(super) fn value_array(class: Class, values: Vec<Value>, shape: Shape) -> Result<Value> {
    crate::builtins::args::check_allocation(&shape, std::mem::size_of::<Value>())?;
    if class == Class::Cell {
        return Ok(Value::Cell(Arc::new(Tensor::new(shape, values))));
    }
    if values.is_empty() {
        return Ok(empty_of(class, shape));
    }
    let column = ops::concat::vertcat(&values)?;
    rearrange(&column, &ToShape(shape))
}

struct ToShape(Shape);

impl Rearrange for ToShape {
    fn apply<T: Clone>(&self, tensor: &Tensor<T>) -> Tensor<T> {
        tensor.clone().reshaped(self.0.clone())
    }
}

/// An empty array of `class` and `shape`.
fn empty_of(class: Class, shape: Shape) -> Value {
    match class {
        Class::Single => Value::Single(Tensor::new(shape, Vec::new())),
        Class::Int8 => Value::Int8(Tensor::new(shape, Vec::new())),
        Class::Int16 => Value::Int16(Tensor::new(shape, Vec::new())),
        Class::Int32 => Value::Int32(Tensor::new(shape, Vec::new())),
        Class::Int64 => Value::Int64(Tensor::new(shape, Vec::new())),
        Class::UInt8 => Value::UInt8(Tensor::new(shape, Vec::new())),
        Class::UInt16 => Value::UInt16(Tensor::new(shape, Vec::new())),
        Class::UInt32 => Value::UInt32(Tensor::new(shape, Vec::new())),
        Class::UInt64 => Value::UInt64(Tensor::new(shape, Vec::new())),
        Class::Logical => Value::Logical(Tensor::new(shape, Vec::new())),
        Class::String => Value::String(Tensor::new(shape, Vec::new())),
        Class::Cell => Value::Cell(Arc::new(Tensor::new(shape, Vec::new()))),
        Class::Struct => Value::Struct(Arc::new(StructArray {
            shape,
            fields: Default::default(),
        })),
        _ => Value::Double(Tensor::new(shape, Vec::new())),
    }
}

/// A change to a dictionary, checked against the borrowed value before
/// anything is written.
pub(super) enum Change {
    Insert {
        /// The classes an unconfigured dictionary takes on.
        configure: Option<(Class, Class)>,
        keys: Vec<DictKey>,
        /// One per key, or one for every key.
        values: Vec<Value>,
        overwrite: bool,
    },
    Remove(Vec<DictKey>),
}

/// Plans `d(keys) = values` (or, with `contents`, `d{keys} = values`).
pub(super) fn plan_insert(
    data: &DictionaryData,
    keys: &Value,
    values: &Value,
    contents: bool,
) -> Result<Change> {
    let (configure, (key_class, value_class)) = match data.types() {
        Some(types) => (None, types),
        None => {
            let value_class = if contents {
                Class::Cell
            } else {
                infer_value_class(values)?
            };
            let types = (infer_key_class(keys)?, value_class);
            (Some(types), types)
        }
    };
    let (keys, key_shape) = to_keys(key_class, keys)?;
    let (values, value_shape) = if contents {
        if value_class != Class::Cell {
            return Err(brace_needs_cells());
        }
        (vec![values.clone()], Shape::scalar())
    } else {
        to_values(value_class, values)?
    };
    let same_shape = key_shape == value_shape || (key_shape.is_vector() && value_shape.is_vector());
    let compatible = values.len() == 1
        || (keys.is_empty() && values.is_empty())
        || (values.len() == keys.len() && same_shape);
    if !compatible {
        return Err(dims_mismatch());
    }
    Ok(Change::Insert {
        configure,
        keys,
        values,
        overwrite: true,
    })
}

/// Plans removing `keys` (`d(keys) = []`, `remove`). Keys that are not
/// present are skipped.
pub(super) fn plan_remove(data: &DictionaryData, keys: &Value) -> Result<Change> {
    let (key_class, _) = data.types().ok_or_else(unconfigured_removal)?;
    Ok(Change::Remove(to_keys(key_class, keys)?.0))
}

/// Applies a planned change; cannot fail.
pub(super) fn apply(data: &mut DictionaryData, change: Change) {
    let mut dropped = Vec::new();
    match change {
        Change::Insert {
            configure,
            keys,
            values,
            overwrite,
        } => {
            if let Some((key, value)) = configure {
                data.configure(key, value);
            }
            let broadcast = values.len() == 1;
            for (position, key) in keys.into_iter().enumerate() {
                let value = if broadcast {
                    values.first()
                } else {
                    values.get(position)
                };
                let Some(value) = value else { continue };
                if overwrite || !data.contains(&key) {
                    dropped.extend(data.insert(key, value.clone()));
                }
            }
        }
        Change::Remove(keys) => {
            for key in &keys {
                dropped.extend(data.remove(key));
            }
        }
    }
    dropped
        .into_iter()
        .for_each(crate::value::teardown::drop_deep);
}

/// `d` with `change` applied: in place when nothing else shares it.
pub(super) fn changed(data: &Arc<DictionaryData>, change: Change) -> Value {
    let mut data = Arc::clone(data);
    apply(Arc::make_mut(&mut data), change);
    Value::Object(Object::Dictionary(data))
}

/// Applies `change` to the dictionary held in `place` (copy-on-write).
fn apply_in_place(place: &mut Option<Value>, change: Change) {
    if let Some(Value::Object(Object::Dictionary(data))) = place {
        apply(Arc::make_mut(data), change);
    }
}

fn brace_needs_cells() -> RuntimeError {
    error(
        "BraceIndexingRequiresCellValues",
        "Brace indexing is only supported for dictionaries with values of type 'cell'.",
    )
}

/// The one subscript of `d(keys)`.
fn key_subscript(subs: &[Subscript]) -> Result<&Value> {
    match subs {
        [Subscript::Index(keys)] => Ok(keys),
        _ => Err(error(
            "InvalidSubscript",
            "Index a dictionary with one array of keys.",
        )),
    }
}

/// The values of `keys` as one array of the keys' shape; missing keys take
/// `fallback` (a scalar of the value class) or give MATLAB's error.
pub(super) fn lookup_values(
    data: &DictionaryData,
    keys: &Value,
    fallback: Option<&Value>,
) -> Result<Value> {
    let (key_class, value_class) = data.types().ok_or_else(unconfigured_lookup)?;
    let (keys, shape) = to_keys(key_class, keys)?;
    let scalar = keys.len() == 1;
    let mut fallback_value = None;
    let mut found = Vec::with_capacity(keys.len());
    for (position, key) in keys.iter().enumerate() {
        if let Some(value) = data.get(key) {
            found.push(value.clone());
            continue;
        }
        let Some(fallback) = fallback else {
            return Err(if scalar {
                scalar_key_not_found()
            } else {
                key_not_found(position + 1)
            });
        };
        // Checked only when it is needed, as MATLAB documents.
        if fallback_value.is_none() {
            let (mut list, _) = to_values(value_class, fallback)?;
            if list.len() != 1 {
                return Err(error(
                    "FallbackValueMustBeScalar",
                    "FallbackValue must be a scalar.",
                ));
            }
            fallback_value = list.pop();
        }
        found.extend(fallback_value.clone());
    }
    value_array(value_class, found, shape)
}

/// `d(keys)`; `d()` is `d`.
pub fn paren_get(data: &Arc<DictionaryData>, subs: &[Subscript]) -> Result<Value> {
    if subs.is_empty() {
        return Ok(Value::Object(Object::Dictionary(Arc::clone(data))));
    }
    lookup_values(data, key_subscript(subs)?, None)
}

/// `d{keys}`: the contents of a cell dictionary's values.
pub fn brace_get(data: &DictionaryData, subs: &[Subscript]) -> Result<Vec<Value>> {
    let (key_class, value_class) = data.types().ok_or_else(unconfigured_lookup)?;
    if value_class != Class::Cell {
        return Err(brace_needs_cells());
    }
    let (keys, _) = to_keys(key_class, key_subscript(subs)?)?;
    let scalar = keys.len() == 1;
    keys.iter()
        .enumerate()
        .map(|(position, key)| {
            data.get(key).cloned().ok_or_else(|| {
                if scalar {
                    scalar_key_not_found()
                } else {
                    key_not_found(position + 1)
                }
            })
        })
        .collect()
}

fn is_null(value: &Value) -> bool {
    matches!(value, Value::Double(t) if t.shape().dims() == [0, 0])
}

/// `d(keys) = values`, or removal when `values` is `[]`. `place` holds the
/// dictionary and is unchanged on error.
pub fn paren_assign(place: &mut Option<Value>, subs: &[Subscript], rhs: Value) -> Result<()> {
    let Some(Value::Object(Object::Dictionary(data))) = place.as_ref() else {
        return Ok(());
    };
    let keys = key_subscript(subs)?;
    let change = if is_null(&rhs) {
        plan_remove(data, keys)?
    } else {
        plan_insert(data, keys, &rhs, false)?
    };
    apply_in_place(place, change);
    Ok(())
}

/// `d{keys} = value`: stores `value` as the cell content of each key.
pub fn brace_assign(place: &mut Option<Value>, subs: &[Subscript], rhs: Value) -> Result<()> {
    let Some(Value::Object(Object::Dictionary(data))) = place.as_ref() else {
        return Ok(());
    };
    let change = plan_insert(data, key_subscript(subs)?, &rhs, true)?;
    apply_in_place(place, change);
    Ok(())
}
