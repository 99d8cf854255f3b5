//! `containers.Map`: the constructor, `M(key)` reads and writes, and the
//! methods `keys`, `values`, `isKey`, `remove`. Keys are checked against
//! the map's KeyType and values against its ValueType here, before the
//! map's lock is taken: a lock is never held while another value (which
//! may be this very map, `M(k) = M`) is inspected. The data structure and
//! its ordering live in value/object.rs; display in display/object.rs.

use super::no_such_member;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::ops;
use crate::value::map_entries::{KeyRef, MapValue, TextKey};
use crate::value::object::{KeyType, MapData, MapHandle, MapKey, ValueType};
use crate::value::{is_char_row, Class, Object, Tensor, Value};
use std::sync::Arc;

/// The properties a map has, all read-only.
pub const PROPERTIES: &[&str] = &["Count", "KeyType", "ValueType"];

/// The methods callable as `M.name(...)` as well as `name(M, ...)`.
pub const METHODS: &[&str] = &[
    "isKey", "isempty", "keys", "length", "remove", "size", "values",
];

fn no_key() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:Containers:Map:NoKey",
        "The specified key is not present in this container.",
    )
}

fn key_type_mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:Containers:TypeMismatch",
        "Specified key type does not match the type expected for this container.",
    )
}

fn value_type_mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:Containers:TypeMismatch",
        "Specified value type does not match the type expected for this container.",
    )
}

fn count_mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:Containers:Map:KeyValueNumberMismatch",
        "The number of keys and values must be the same.",
    )
}

/// The map in `value`, or MATLAB's error for a call on something else.
fn map_of<'a>(value: &'a Value, function: &str) -> Result<&'a MapHandle> {
    match value {
        Value::Object(Object::Map(map)) => Ok(map),
        other => Err(super::undefined_for(function, other)),
    }
}

/// `containers.Map(...)`: no arguments, name-value options only, or
/// `keySet, valueSet` followed by `'UniformValues', tf`.
pub fn construct(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let options_only = args
        .first()
        .is_none_or(|first| option_name(first).is_some());
    let (key_values, options) = match args {
        _ if options_only => (None, args),
        [keys, values, options @ ..] => (Some((keys, values)), options),
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let mut key_type = None;
    let mut value_type = None;
    let mut uniform = None;
    if options.len() % 2 != 0 {
        return Err(RuntimeError::new(
            "MATLAB:Containers:Map:BadParameterValuePairs",
            "Parameters must be specified as name-value pairs.",
        ));
    }
    for pair in options.chunks_exact(2) {
        let [name, value] = pair else { continue };
        match option_name(name) {
            Some(MapOption::KeyType) if key_values.is_none() => {
                key_type = Some(
                    value
                        .as_text()
                        .and_then(|t| KeyType::from_name(&t))
                        .ok_or_else(|| bad_option_value("KeyType"))?,
                )
            }
            Some(MapOption::ValueType) if key_values.is_none() => {
                value_type = Some(
                    value
                        .as_text()
                        .and_then(|t| ValueType::from_name(&t))
                        .ok_or_else(|| bad_option_value("ValueType"))?,
                )
            }
            Some(MapOption::UniformValues) => {
                uniform = Some(
                    ops::to_logical_scalar(value).map_err(|_| bad_option_value("UniformValues"))?,
                )
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:Containers:Map:BadParameter",
                    format!(
                        "Unknown parameter '{}'.",
                        name.as_text()
                            .unwrap_or_else(|| name.class().name().to_string())
                    ),
                ))
            }
        }
    }
    let data = match key_values {
        None => MapData::new(
            key_type.unwrap_or(KeyType::Char),
            value_type.unwrap_or(ValueType::Any),
        ),
        Some((keys, values)) => from_sets(keys, values, uniform)?,
    };
    one(Value::Object(Object::Map(MapHandle::new(data))))
}

#[derive(Clone, Copy)]
enum MapOption {
    KeyType,
    ValueType,
    UniformValues,
}

fn option_name(value: &Value) -> Option<MapOption> {
    let text = value.as_text()?;
    Some(match text.to_ascii_lowercase().as_str() {
        "keytype" => MapOption::KeyType,
        "valuetype" => MapOption::ValueType,
        "uniformvalues" => MapOption::UniformValues,
        _ => return None,
    })
}

fn bad_option_value(name: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:Containers:Map:BadParameterValue",
        format!("Invalid value for parameter '{name}'."),
    )
}

/// A map from `keySet` and `valueSet`, with the key and value types they
/// imply.
fn from_sets(keys: &Value, values: &Value, uniform: Option<bool>) -> Result<MapData> {
    let keys = key_list(keys)?;
    let key_type = infer_key_type(&keys)?;
    let values: Vec<Value> = match values {
        // A cell lists the values, one per key (the MathWorks page: keySet
        // and valueSet have the same number of elements).
        Value::Cell(cells) => cells.data().to_vec(),
        single if keys.len() == 1 => vec![single.clone()],
        array => elements(array)?,
    };
    if values.len() != keys.len() {
        return Err(count_mismatch());
    }
    let value_type = if uniform == Some(false) {
        ValueType::Any
    } else {
        infer_value_type(&values)
    };
    let mut data = MapData::new(key_type, value_type);
    for (key, value) in keys.iter().zip(values) {
        let key = to_key(key_type, key)?;
        let value = check_value(value_type, value)?;
        data.entries
            .insert(key, value)
            .map_err(|_| too_many_keys())?;
    }
    Ok(data)
}

/// The keys of a keySet: a cell's elements, a char row as one key, a
/// numeric array's elements.
fn key_list(keys: &Value) -> Result<Vec<Value>> {
    match keys {
        Value::Cell(cells) => Ok(cells.data().to_vec()),
        Value::Char(_) => Ok(vec![keys.clone()]),
        Value::String(t) if t.is_scalar() => Ok(vec![keys.clone()]),
        other if other.class().is_numeric() && !other.is_complex() => elements(other),
        _ => Err(key_type_mismatch()),
    }
}

fn infer_key_type(keys: &[Value]) -> Result<KeyType> {
    let Some(first) = keys.first() else {
        return Ok(KeyType::Char);
    };
    if matches!(first, Value::Char(_) | Value::String(_)) {
        return Ok(KeyType::Char);
    }
    let class = first.class();
    let same = keys.iter().all(|k| k.class() == class);
    Ok(match class {
        Class::Single if same => KeyType::Single,
        Class::Int32 if same => KeyType::Int32,
        Class::UInt32 if same => KeyType::UInt32,
        Class::Int64 if same => KeyType::Int64,
        Class::UInt64 if same => KeyType::UInt64,
        class if class.is_numeric() => KeyType::Double,
        _ => return Err(key_type_mismatch()),
    })
}

/// `char` when every value is a char row, the numeric or logical class
/// when every value is a real scalar of that one class, else `any`.
fn infer_value_type(values: &[Value]) -> ValueType {
    let Some(first) = values.first() else {
        return ValueType::Any;
    };
    if values
        .iter()
        .all(|v| matches!(v, Value::Char(t) if is_char_row(t)))
    {
        return ValueType::Char;
    }
    let class = first.class();
    // Complex scalars are scalars of their class too ({1, 2i} is double).
    let uniform_scalars = values
        .iter()
        .all(|v| v.class() == class && v.is_scalar() && (!v.is_complex() || class.is_float()));
    if !uniform_scalars || !(class.is_numeric() || class == Class::Logical) {
        return ValueType::Any;
    }
    ValueType::from_name(class.name()).unwrap_or(ValueType::Any)
}

/// `key` as a key of a map whose KeyType is `key_type`.
pub fn to_key(key_type: KeyType, key: &Value) -> Result<MapKey> {
    match key_type {
        KeyType::Char => match key {
            Value::Char(t) if is_char_row(t) => Ok(MapKey::Text(TextKey::shared(t))),
            Value::Char(t) if t.is_empty() => Ok(MapKey::Text(Vec::new().into())),
            Value::String(_) => key
                .as_text()
                .map(|t| MapKey::Text(t.encode_utf16().collect::<Vec<u16>>().into()))
                .ok_or_else(key_type_mismatch),
            _ => Err(key_type_mismatch()),
        },
        _ if !key.class().is_numeric() || key.is_complex() || !key.is_scalar() => {
            Err(key_type_mismatch())
        }
        KeyType::Double | KeyType::Single => {
            let x = key.as_f64().ok_or_else(key_type_mismatch)?;
            let x = if key_type == KeyType::Single {
                f64::from(x as f32)
            } else {
                x
            };
            if x.is_nan() {
                return Err(key_type_mismatch());
            }
            // -0 and 0 are one key.
            Ok(MapKey::Float(if x == 0.0 { 0.0 } else { x }))
        }
        KeyType::Int32 | KeyType::UInt32 | KeyType::Int64 | KeyType::UInt64 => {
            let n = exact_integer(key).ok_or_else(key_type_mismatch)?;
            let (low, high) = match key_type {
                KeyType::Int32 => (i128::from(i32::MIN), i128::from(i32::MAX)),
                KeyType::UInt32 => (0, i128::from(u32::MAX)),
                KeyType::Int64 => (i128::from(i64::MIN), i128::from(i64::MAX)),
                _ => (0, i128::from(u64::MAX)),
            };
            if n < low || n > high {
                return Err(key_type_mismatch());
            }
            Ok(MapKey::Integer(n))
        }
    }
}

/// Runs `find` on `key` as a key of a map whose KeyType is `key_type`,
/// borrowing a char key's text rather than copying it (the lookup case).
fn with_key<R>(key_type: KeyType, key: &Value, find: impl FnOnce(KeyRef<'_>) -> R) -> Result<R> {
    match key {
        Value::Char(t) if key_type == KeyType::Char && is_char_row(t) => {
            Ok(find(KeyRef::Text(t.data())))
        }
        _ => to_key(key_type, key).map(|key| find(key.as_ref())),
    }
}

/// The integer a real numeric scalar holds exactly (int64/uint64 without
/// rounding through double).
fn exact_integer(key: &Value) -> Option<i128> {
    match key {
        Value::Int64(t) => t.first().map(|&n| i128::from(n)),
        Value::UInt64(t) => t.first().map(|&n| i128::from(n)),
        other => {
            let x = other.as_f64()?;
            // Beyond 2^127 no key type can hold it anyway.
            (x.is_finite() && x.fract() == 0.0 && x.abs() < 1.7e38).then_some(x as i128)
        }
    }
}

/// A key as MATLAB gives it back: a char row or a scalar of the KeyType.
fn key_value(key_type: KeyType, key: KeyRef<'_>) -> Value {
    match key {
        KeyRef::Text(units) => Value::Char(Tensor::row(units.to_vec())),
        KeyRef::Float(x) if key_type == KeyType::Single => Value::Single(Tensor::scalar(x as f32)),
        KeyRef::Float(x) => Value::scalar(x),
        // In range by construction (`to_key`); saturate rather than wrap.
        KeyRef::Integer(n) => match key_type {
            KeyType::Int32 => Value::Int32(Tensor::scalar(
                n.clamp(i32::MIN.into(), i32::MAX.into()) as i32,
            )),
            KeyType::UInt32 => Value::UInt32(Tensor::scalar(n.clamp(0, u32::MAX.into()) as u32)),
            KeyType::Int64 => Value::Int64(Tensor::scalar(
                n.clamp(i64::MIN.into(), i64::MAX.into()) as i64,
            )),
            _ => Value::UInt64(Tensor::scalar(n.clamp(0, u64::MAX.into()) as u64)),
        },
    }
}

/// `value` as a map with this ValueType stores it.
fn check_value(value_type: ValueType, value: Value) -> Result<Value> {
    match value_type {
        ValueType::Any => Ok(value),
        ValueType::Char => match value {
            Value::Char(_) => Ok(value),
            _ => Err(value_type_mismatch()),
        },
        numeric => {
            let class = crate::builtins::args::class_named(numeric.name())
                .ok_or_else(value_type_mismatch)?;
            let fits = (value.class().is_numeric() || value.class() == Class::Logical)
                && value.is_scalar()
                && (!value.is_complex()
                    || matches!(value_type, ValueType::Double | ValueType::Single));
            if !fits {
                return Err(value_type_mismatch());
            }
            ops::convert::convert(&value, class)
        }
    }
}

/// `[M1; M2; ...]` of maps: a new map holding every entry, later maps
/// winning on a shared key. MATLAB concatenates maps only vertically, and
/// only maps of one KeyType; differing ValueTypes give `any`.
pub fn cat(dim: usize, maps: &[&MapHandle]) -> Result<Value> {
    if dim != 0 {
        return Err(RuntimeError::new(
            "MATLAB:Containers:Map:HorzCat",
            "Horizontal concatenation of containers.Map objects is not supported; use vertical concatenation.",
        ));
    }
    let mut merged: Option<MapData> = None;
    for map in maps {
        // One lock at a time: `[M; M]` names the same map twice, and the
        // merged map is a new one no lock guards.
        let data = map.lock();
        merged = Some(match merged {
            None => data.clone(),
            Some(mut acc) => {
                if acc.key_type != data.key_type {
                    return Err(key_type_mismatch());
                }
                if acc.value_type != data.value_type {
                    acc.value_type = ValueType::Any;
                }
                for (key, value) in data.entries.sorted() {
                    acc.entries
                        .insert(key.to_owned(), value.to_value())
                        .map_err(|_| too_many_keys())?;
                }
                acc
            }
        });
    }
    let data = merged.unwrap_or_else(|| MapData::new(KeyType::Char, ValueType::Any));
    Ok(Value::Object(Object::Map(MapHandle::new(data))))
}

/// The one key of `M(key)`.
fn single_key(subs: &[Subscript]) -> Result<&Value> {
    match subs {
        [Subscript::Index(key)] => Ok(key),
        [Subscript::Colon] => Err(key_type_mismatch()),
        _ => Err(RuntimeError::new(
            "MATLAB:Containers:Map:OnlyOneKey",
            "Only one key may be specified.",
        )),
    }
}

/// `M(key)`.
pub fn paren_get(map: &MapHandle, subs: &[Subscript]) -> Result<Value> {
    get(map, single_key(subs)?)
}

/// The value under `key` (`M(key)`, also the interpreter's loop path).
/// A key is a plain value, never this map, so one lock covers the lookup.
pub fn get(map: &MapHandle, key: &Value) -> Result<Value> {
    value_under(&map.lock(), key)
}

/// The value under `key` in `data`, or MATLAB's missing-key error.
fn value_under(data: &MapData, key: &Value) -> Result<Value> {
    with_key(data.key_type, key, |key| {
        data.entries.get(key).map(MapValue::to_value)
    })?
    .ok_or_else(no_key)
}

/// A new char key past what one map can index (see `map_entries`).
fn too_many_keys() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:Map:tooManyKeys",
        "The map already holds the most char keys one map can hold (4294967295).",
    )
}

/// `M(key) = value`: adds or replaces the entry in the one shared map.
pub fn paren_assign(map: &MapHandle, subs: &[Subscript], rhs: Value) -> Result<()> {
    set(map, single_key(subs)?, rhs)
}

/// `M(key) = value` with the key evaluated (also the interpreter's loop
/// path).
pub fn set(map: &MapHandle, key: &Value, rhs: Value) -> Result<()> {
    let (key_type, value_type) = {
        let data = map.lock();
        (data.key_type, data.value_type)
    };
    let key = to_key(key_type, key)?;
    let value = check_value(value_type, rhs)?;
    // The replaced value is dropped after the lock is released: it may be
    // the last reference to a deep structure.
    let old = map.lock().entries.insert(key, value);
    match old {
        Ok(old) => {
            if let Some(old) = old {
                crate::value::teardown::drop_deep(old);
            }
            Ok(())
        }
        Err(refused) => {
            crate::value::teardown::drop_deep(refused);
            Err(too_many_keys())
        }
    }
}

/// A map property (`Count`, `KeyType`, `ValueType`).
pub fn property(map: &MapHandle, name: &str) -> Result<Value> {
    let data = map.lock();
    Ok(match name {
        // MATLAB's Count is a uint64.
        "Count" => Value::UInt64(Tensor::scalar(data.entries.len() as u64)),
        "KeyType" => Value::char_row(data.key_type.name()),
        "ValueType" => Value::char_row(data.value_type.name()),
        other => return Err(no_such_member(other, "containers.Map")),
    })
}

/// The Count of a map: its `length`, and the rows of its `size`.
pub fn count(map: &MapHandle) -> usize {
    map.lock().entries.len()
}

/// `keys(M)`: a 1-by-Count cell of the keys in sorted order.
pub fn keys(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let map = map_of(arg(args, 0)?, "keys")?;
    let data = map.lock();
    let keys: Vec<Value> = data
        .entries
        .sorted()
        .into_iter()
        .map(|(key, _)| key_value(data.key_type, key))
        .collect();
    one(Value::cell_row(keys))
}

/// `values(M)` in key order, or `values(M, keySet)` in the keySet's order.
pub fn values(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let map = map_of(arg(args, 0)?, "values")?;
    match args.get(1) {
        None => {
            let data = map.lock();
            let values: Vec<Value> = data
                .entries
                .sorted()
                .into_iter()
                .map(|(_, value)| value.to_value())
                .collect();
            one(Value::cell_row(values))
        }
        Some(Value::Cell(wanted)) => {
            // Keys are plain values (a cell never holds a map key), so
            // one lock covers every lookup.
            let data = map.lock();
            let found = wanted
                .data()
                .iter()
                .map(|k| value_under(&data, k))
                .collect::<Result<Vec<_>>>()?;
            one(Value::Cell(Arc::new(Tensor::new(
                wanted.shape().clone(),
                found,
            ))))
        }
        Some(_) => Err(RuntimeError::new(
            "MATLAB:Containers:Map:KeysNotCell",
            "Specified keys must be a cell array.",
        )),
    }
}

/// `isKey(M, key)`: a logical scalar, or one per element of a cell of keys.
/// A key of the wrong type is simply not present.
pub fn is_key(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let map = map_of(arg(args, 0)?, "isKey")?;
    let keys = arg(args, 1)?;
    // The keys are plain values, never this map: one lock for them all.
    let data = map.lock();
    let present = |key: &Value| {
        with_key(data.key_type, key, |key| data.entries.contains_key(key)).unwrap_or(false)
    };
    match keys {
        Value::Cell(keys) => {
            let found: Vec<bool> = keys.data().iter().map(present).collect();
            one(Value::Logical(Tensor::new(keys.shape().clone(), found)))
        }
        key => one(Value::bool(present(key))),
    }
}

/// `remove(M, key)` or `remove(M, keySet)`: every key must be present;
/// returns the (same, shared) map.
pub fn remove(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let map = map_of(arg(args, 0)?, "remove")?;
    let key_type = map.lock().key_type;
    let keys = match arg(args, 1)? {
        Value::Cell(keys) => keys.data().to_vec(),
        key => vec![key.clone()],
    };
    let keys = keys
        .iter()
        .map(|k| to_key(key_type, k))
        .collect::<Result<Vec<_>>>()?;
    let removed = {
        let mut data = map.lock();
        if keys.iter().any(|k| !data.entries.contains_key(k.as_ref())) {
            return Err(no_key());
        }
        keys.iter()
            .filter_map(|k| data.entries.remove(k.as_ref()))
            .collect::<Vec<_>>()
    };
    removed
        .into_iter()
        .for_each(crate::value::teardown::drop_deep);
    one(arg(args, 0)?.clone())
}

/// Every element of an array, each as a scalar of its class.
fn elements(array: &Value) -> Result<Vec<Value>> {
    (0..array.numel())
        .map(|k| crate::index::paren_get(array, &[Subscript::Index(Value::scalar((k + 1) as f64))]))
        .collect()
}

/// Argument `position`; the registry's argument counts make it present.
fn arg(args: &[Value], position: usize) -> Result<&Value> {
    args.get(position)
        .ok_or_else(RuntimeError::not_enough_inputs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_checked_against_the_key_type() {
        let int = |n: i64| Value::Int64(Tensor::scalar(n));
        assert_eq!(
            to_key(KeyType::Double, &Value::scalar(-0.0)).ok(),
            Some(MapKey::Float(0.0))
        );
        assert!(to_key(KeyType::Double, &Value::scalar(f64::NAN)).is_err());
        assert!(to_key(KeyType::Double, &Value::char_row("a")).is_err());
        assert!(to_key(KeyType::Char, &Value::scalar(1.0)).is_err());
        assert!(to_key(KeyType::UInt32, &Value::scalar(-1.0)).is_err());
        assert!(to_key(KeyType::Int32, &Value::scalar(1.5)).is_err());
        assert!(to_key(KeyType::Int32, &Value::scalar(3e9)).is_err());
        assert!(to_key(KeyType::Int64, &Value::scalar(1e300)).is_err());
        assert_eq!(
            to_key(KeyType::Int64, &int(i64::MIN)).ok(),
            Some(MapKey::Integer(i128::from(i64::MIN)))
        );
        assert_eq!(
            to_key(KeyType::Char, &Value::string("k")).ok(),
            Some(MapKey::Text(vec![107].into()))
        );
    }

    #[test]
    fn assignment_into_a_copy_changes_the_original() {
        let map = MapHandle::new(MapData::new(KeyType::Char, ValueType::Double));
        let copy = map.clone();
        let key = [Subscript::Index(Value::char_row("k"))];
        paren_assign(&copy, &key, Value::Int8(Tensor::scalar(4))).expect("stored");
        // Converted to the ValueType, and visible through the original.
        assert_eq!(paren_get(&map, &key).ok(), Some(Value::scalar(4.0)));
        assert!(paren_assign(&map, &key, Value::char_row("x")).is_err());
        // A map may hold itself without deadlocking.
        let itself = Value::Object(Object::Map(map.clone()));
        let any = MapHandle::new(MapData::new(KeyType::Char, ValueType::Any));
        paren_assign(&any, &key, Value::Object(Object::Map(any.clone()))).expect("stored");
        assert_eq!(count(&any), 1);
        assert!(matches!(itself, Value::Object(_)));
    }
}
