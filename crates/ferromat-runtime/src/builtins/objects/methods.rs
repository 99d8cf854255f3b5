//! `methods` and `ismethod`: the methods of the built-in classes, read
//! from the one table of each class in `objects/mod.rs` (the names
//! `obj.name(...)` accepts). This file only reports those tables; it must
//! not decide what a member means or call a method.

use std::sync::Arc;

use super::{cleanup, dictionary, exception, map, parser};
use crate::builtins::{args, one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Object, Shape, Tensor, Value};

/// Each built-in class with methods, by its class name.
const CLASSES: [(&str, &[&str]); 5] = [
    ("containers.Map", map::METHODS),
    ("MException", exception::METHODS),
    ("inputParser", parser::METHODS),
    ("dictionary", dictionary::METHODS),
    ("onCleanup", cleanup::METHODS),
];

/// The methods of the class named `class`, sorted; `None` for a class
/// without a method table.
fn methods_of(class: &str) -> Option<Vec<&'static str>> {
    let (_, names) = CLASSES.iter().find(|(name, _)| *name == class)?;
    let mut names = names.to_vec();
    names.sort_unstable();
    Some(names)
}

/// The class name `methods` was given: an object's class or the text.
fn class_name(value: &Value) -> Result<String> {
    match value {
        Value::Object(object) => Ok(object.class().name().to_string()),
        other => other.as_text().ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:methods:InvalidInput",
                "Input must be an object or a class name given as a character vector or string scalar.",
            )
        }),
    }
}

/// `methods(className)`, `methods(obj)`, `methods(___, '-full')`,
/// `m = methods(___)`: the method names as an N-by-1 cell array of char
/// rows, or printed under `Methods for class NAME:`. A class without a
/// method table (a fundamental class, a table, a datetime, an unknown
/// name) has none: `m` is 0-by-1 and the printed form says so.
pub fn methods(interp: &mut Interpreter, inputs: &[Value], nargout: usize) -> Result<Outputs> {
    let class = class_name(&inputs[0])?;
    if let Some(option) = inputs.get(1) {
        let option = args::text(option, "methods")?;
        if option != "-full" {
            return Err(RuntimeError::new(
                "MATLAB:methods:InvalidOption",
                format!("Invalid option '{option}'. The only option is '-full'."),
            ));
        }
    }
    let names = methods_of(&class).unwrap_or_default();
    if nargout > 0 {
        let cells: Vec<Value> = names.iter().map(|n| Value::char_row(n)).collect();
        return one(Value::Cell(Arc::new(Tensor::new(
            Shape::matrix(cells.len(), 1),
            cells,
        ))));
    }
    if names.is_empty() {
        interp.print(&format!("No methods for class {class}.\n"));
        return Ok(Outputs::new());
    }
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    interp.print(&format!(
        "\nMethods for class {class}:\n\n{}\n",
        crate::interp::session::row_major_columns(&names)
    ));
    Ok(Outputs::new())
}

/// `tf = ismethod(obj, methodName)`: whether `obj` is an object whose
/// class has the method `methodName`; false for every other value.
pub fn ismethod(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let name = args::text(&inputs[1], "ismethod")?;
    let found = match &inputs[0] {
        Value::Object(Object::Table(_)) => false,
        Value::Object(object) => {
            methods_of(object.class().name()).is_some_and(|names| names.contains(&name.as_str()))
        }
        _ => false,
    };
    one(Value::bool(found))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_with_methods_is_listed_sorted() {
        assert_eq!(
            methods_of("containers.Map").unwrap(),
            ["isKey", "isempty", "keys", "length", "remove", "size", "values"]
        );
        assert!(methods_of("double").is_none());
        assert!(methods_of("inputParser").unwrap().contains(&"addRequired"));
    }
}
