//! The constructors `dictionary` and `configureDictionary` and the
//! functions of a `dictionary`: `keys`, `values`, `isKey`, `insert`,
//! `remove`, `lookup`, `entries`, `numEntries`, `isConfigured` and
//! `types`. Each parses its MATLAB arguments and calls the planning and
//! conversion helpers of `dictionary.rs`; `insert` and `remove` return a
//! new dictionary (the argument is never changed in place unless it is the
//! only reference). No indexing rules or display here.

use std::sync::Arc;

use super::dictionary::{
    apply, changed, dictionary_of, dictionary_value, error, key_array, lookup_values, plan_insert,
    plan_remove, to_keys, unconfigured_lookup, unsupported, value_array, Change,
};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::dictionary::DictionaryData;
use crate::value::{Class, Shape, StructArray, TableData, Tensor, Value};

fn arg(args: &[Value], position: usize) -> Result<&Value> {
    args.get(position)
        .ok_or_else(RuntimeError::not_enough_inputs)
}

/// Whether `value` is the word `word` (any case), as a char row or string.
fn is_word(value: &Value, word: &str) -> bool {
    matches!(value, Value::Char(_) | Value::String(_))
        && value
            .as_text()
            .is_some_and(|text| text.eq_ignore_ascii_case(word))
}

/// The error for a name-value argument a function does not take.
fn bad_option(function: &str, name: &Value) -> RuntimeError {
    let name = name
        .as_text()
        .unwrap_or_else(|| name.class().name().to_string());
    RuntimeError::new(
        format!("MATLAB:{function}:InvalidParameter"),
        format!("'{name}' is not a recognized parameter."),
    )
}

/// The value of the one name-value option `option` in `rest`, if given.
fn option<'a>(rest: &'a [Value], function: &str, option: &str) -> Result<Option<&'a Value>> {
    if !rest.len().is_multiple_of(2) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidNameValuePair"),
            "Name-value arguments must come in pairs.",
        ));
    }
    let mut found = None;
    for pair in rest.chunks_exact(2) {
        if let [name, value] = pair {
            if !is_word(name, option) {
                return Err(bad_option(function, name));
            }
            found = Some(value);
        }
    }
    Ok(found)
}

fn unconfigured(function: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:dictionary:UnconfiguredNotSupported",
        format!("Unable to call '{function}' on a dictionary with unset key and value types."),
    )
}

/// The key and value classes of a configured dictionary.
fn types_of(data: &DictionaryData, function: &str) -> Result<(Class, Class)> {
    data.types().ok_or_else(|| unconfigured(function))
}

/// `keys(d)` (an N-by-1 array in insertion order) or `keys(d, "cell")`.
pub fn keys(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "keys")?;
    let (key_class, _) = types_of(data, "keys")?;
    let keys: Vec<_> = data.iter().map(|(key, _)| key).collect();
    let column = Shape::column(keys.len());
    match args.get(1) {
        None => one(key_array(key_class, &keys, column)),
        Some(word) if is_word(word, "cell") => {
            let cells = keys
                .iter()
                .map(|key| key_array(key_class, &[key], Shape::scalar()))
                .collect();
            one(Value::Cell(Arc::new(Tensor::new(column, cells))))
        }
        Some(other) => Err(bad_format("keys", other)),
    }
}

fn bad_format(function: &str, value: &Value) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:dictionary:Invalid{}Format", capitalized(function)),
        format!(
            "Invalid option '{}'. The only option is \"cell\".",
            value
                .as_text()
                .unwrap_or_else(|| value.class().name().to_string())
        ),
    )
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// `values(d)`, `values(d, "cell")`, `values(d, keys)` and
/// `values(d, keys, "cell")`.
pub fn values(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "values")?;
    let (_, value_class) = types_of(data, "values")?;
    let (keys, as_cell) = match &args[1..] {
        [] => (None, false),
        [word] if is_word(word, "cell") => (None, true),
        [keys] => (Some(keys), false),
        [keys, word] if is_word(word, "cell") => (Some(keys), true),
        [_, other, ..] => return Err(bad_format("values", other)),
    };
    let array = match keys {
        Some(keys) => lookup_values(data, keys, None)?,
        None => {
            let all: Vec<Value> = data.iter().map(|(_, value)| value.clone()).collect();
            let column = Shape::column(all.len());
            value_array(value_class, all, column)?
        }
    };
    if as_cell && value_class != Class::Cell {
        return one(num2cell(&array)?);
    }
    one(array)
}

/// A cell of the same shape holding each element of `array`.
fn num2cell(array: &Value) -> Result<Value> {
    let shape = array.shape();
    let cells = (0..array.numel())
        .map(|k| {
            crate::index::paren_get(
                array,
                &[crate::index::Subscript::Index(Value::scalar(
                    (k + 1) as f64,
                ))],
            )
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Value::Cell(Arc::new(Tensor::new(shape, cells))))
}

/// `isKey(d, keys)`: a logical array of the keys' shape. A key that cannot
/// be converted to the key type is not present.
pub fn is_key(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "isKey")?;
    let (key_class, _) = data.types().ok_or_else(unconfigured_lookup)?;
    let keys = arg(args, 1)?;
    let (found, shape) = match to_keys(key_class, keys) {
        Ok((keys, shape)) => (keys.iter().map(|key| data.contains(key)).collect(), shape),
        Err(_) => (vec![false; keys.numel()], keys.shape()),
    };
    one(Value::Logical(Tensor::new(shape, found)))
}

/// `insert(d, keys, values)` and `insert(..., 'Overwrite', tf)`.
pub fn insert(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "insert")?;
    let (keys, values) = (arg(args, 1)?, arg(args, 2)?);
    let overwrite = match option(&args[3..], "insert", "Overwrite")? {
        Some(flag) => ops::to_logical_scalar(flag).map_err(|_| {
            RuntimeError::new(
                "MATLAB:insert:InvalidOverwrite",
                "Overwrite must be a logical scalar: true, false, 1 or 0.",
            )
        })?,
        None => true,
    };
    let change = match plan_insert(data, keys, values, false)? {
        Change::Insert {
            configure,
            keys,
            values,
            ..
        } => Change::Insert {
            configure,
            keys,
            values,
            overwrite,
        },
        remove => remove,
    };
    one(changed(data, change))
}

/// `remove(d, keys)`: the dictionary without those keys.
pub fn remove(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "remove")?;
    let change = plan_remove(data, arg(args, 1)?)?;
    one(changed(data, change))
}

/// `lookup(d, keys)` and `lookup(d, keys, 'FallbackValue', v)`.
pub fn lookup(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "lookup")?;
    let fallback = option(&args[2..], "lookup", "FallbackValue")?;
    one(lookup_values(data, arg(args, 1)?, fallback)?)
}

/// `entries(d)`: a table with variables `Key` and `Value`;
/// `entries(d, "struct")` an N-by-1 struct array; `entries(d, "cell")` an
/// N-by-2 cell array.
pub fn entries(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "entries")?;
    let (key_class, value_class) = types_of(data, "entries")?;
    let format = match args.get(1) {
        None => "table".to_string(),
        Some(word) => match word.as_text().map(|t| t.to_ascii_lowercase()) {
            Some(format) if ["table", "struct", "cell"].contains(&format.as_str()) => format,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:dictionary:InvalidEntriesFormat",
                    "Format must be \"table\", \"struct\" or \"cell\".",
                ))
            }
        },
    };
    let n = data.len();
    let keys: Vec<Value> = data
        .iter()
        .map(|(key, _)| key_array(key_class, &[key], Shape::scalar()))
        .collect();
    let values = data
        .iter()
        .map(|(_, value)| value_array(value_class, vec![value.clone()], Shape::scalar()))
        .collect::<Result<Vec<_>>>()?;
    match format.as_str() {
        "struct" => {
            let fields = [("Key".to_string(), keys), ("Value".to_string(), values)];
            one(Value::Struct(Arc::new(StructArray {
                shape: Shape::column(n),
                fields: fields.into_iter().collect(),
            })))
        }
        "cell" => {
            let cells = keys.into_iter().chain(values).collect();
            one(Value::Cell(Arc::new(Tensor::new(
                Shape::matrix(n, 2),
                cells,
            ))))
        }
        _ => {
            let all_keys: Vec<_> = data.iter().map(|(key, _)| key).collect();
            let key_column = key_array(key_class, &all_keys, Shape::column(n));
            let all_values = data.iter().map(|(_, value)| value.clone()).collect();
            let value_column = value_array(value_class, all_values, Shape::column(n))?;
            one(crate::builtins::tables::table_value(TableData {
                names: vec!["Key".to_string(), "Value".to_string()],
                columns: vec![key_column, value_column],
                row_names: Vec::new(),
                rows: n,
            }))
        }
    }
}

/// `numEntries(d)`: the number of entries (0 while unconfigured).
pub fn num_entries(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "numEntries")?;
    one(Value::scalar(data.len() as f64))
}

/// `isConfigured(d)`.
pub fn is_configured(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "isConfigured")?;
    one(Value::bool(data.types().is_some()))
}

/// `[keyType, valueType] = types(d)`: string scalars, `<missing>` while
/// unconfigured.
pub fn types(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let data = dictionary_of(arg(args, 0)?, "types")?;
    let name =
        |class: Option<Class>| Value::String(Tensor::scalar(class.map(|c| Arc::from(c.name()))));
    let types = data.types();
    let mut out = Outputs::new();
    out.push(name(types.map(|(key, _)| key)));
    if nargout > 1 {
        out.push(name(types.map(|(_, value)| value)));
    }
    Ok(out)
}

/// `dictionary()`, `dictionary(keys, values)` and
/// `dictionary(k1, v1, ..., kN, vN)`: the first pair configures the
/// types, later pairs are converted to them.
pub fn construct(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if !args.len().is_multiple_of(2) {
        return Err(error(
            "IncorrectNumberOfInputs",
            "Specify keys and values in pairs: dictionary(keys,values) or dictionary(k1,v1,...,kN,vN).",
        ));
    }
    let mut data = DictionaryData::unconfigured();
    for pair in args.chunks_exact(2) {
        if let [keys, values] = pair {
            let change = plan_insert(&data, keys, values, false)?;
            apply(&mut data, change);
        }
    }
    one(dictionary_value(data))
}

/// `configureDictionary(keyType, valueType)`: an empty dictionary of
/// those classes (`char` means `string`).
pub fn configure(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let class_of = |value: &Value, what: &str| -> Result<Class> {
        let name = match value {
            Value::Char(_) | Value::String(_) if value.as_text().is_some() => value.as_text(),
            _ => None,
        }
        .ok_or_else(|| {
            error(
                "InvalidTypeName",
                format!("The {what} type must be a string scalar or character vector."),
            )
        })?;
        let class = match Class::from_name(&name) {
            Some(Class::Char) => Class::String,
            Some(class) => class,
            None => {
                return Err(error(
                    "InvalidTypeName",
                    format!("'{name}' is not a valid {what} type."),
                ))
            }
        };
        let allowed = class.is_numeric()
            || matches!(class, Class::Logical | Class::String)
            || (what == "value" && matches!(class, Class::Cell | Class::Struct));
        if allowed {
            Ok(class)
        } else {
            Err(unsupported(&format!("{what}s"), class.name()))
        }
    };
    let (Some(key), Some(value)) = (args.first(), args.get(1)) else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let data = DictionaryData::configured(class_of(key, "key")?, class_of(value, "value")?);
    one(dictionary_value(data))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::dictionary::DictKey;
    use crate::value::Object;

    fn strings(items: &[&str]) -> Value {
        Value::String(Tensor::row(
            items.iter().map(|s| Some(Arc::from(*s))).collect(),
        ))
    }

    #[test]
    fn a_planned_change_copies_only_a_shared_dictionary() {
        let mut data = DictionaryData::unconfigured();
        let change = plan_insert(
            &data,
            &strings(&["a", "b"]),
            &Value::row(vec![1.0, 2.0]),
            false,
        )
        .expect("planned");
        apply(&mut data, change);
        let original = dictionary_value(data);
        let Value::Object(Object::Dictionary(shared)) = &original else {
            panic!("a dictionary");
        };
        let change =
            plan_insert(shared, &strings(&["a"]), &Value::scalar(9.0), false).expect("planned");
        let copy = changed(shared, change);
        let Value::Object(Object::Dictionary(copy)) = &copy else {
            panic!("a dictionary");
        };
        let a = DictKey::Text(Arc::from("a"));
        assert_eq!(shared.get(&a), Some(&Value::scalar(1.0)));
        assert_eq!(copy.get(&a), Some(&Value::scalar(9.0)));
        assert_eq!(shared.types(), Some((Class::String, Class::Double)));
    }

    #[test]
    fn mismatched_sizes_and_bad_types_are_refused() {
        let data = DictionaryData::unconfigured();
        assert!(plan_insert(
            &data,
            &strings(&["a", "b"]),
            &Value::row(vec![1.0, 2.0, 3.0]),
            false
        )
        .is_err());
        let cell = Value::cell_row(vec![Value::scalar(1.0)]);
        assert!(plan_insert(&data, &cell, &Value::scalar(1.0), false).is_err());
        let configured = DictionaryData::configured(Class::Double, Class::Double);
        assert!(plan_insert(&configured, &Value::scalar(1.0), &cell, false).is_err());
        assert!(plan_remove(&DictionaryData::unconfigured(), &Value::scalar(1.0)).is_err());
    }
}
