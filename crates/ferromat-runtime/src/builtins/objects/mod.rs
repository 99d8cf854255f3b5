//! Built-in classes (`containers.Map`, `MException`, `inputParser`,
//! `dictionary`, `onCleanup`; tables and datetimes route to their own folders): the one place that
//! knows each class's properties and methods. The interpreter and the
//! indexing module call the hooks here for `obj.name`, `obj.name(...)`,
//! `obj(...)` and their assignments; methods are ordinary `BUILTINS` rows,
//! so `keys(M)` and `M.keys()` run the same code. This module decides
//! what a member name means; it never evaluates MATLAB code itself.
//! `methods.rs` reports the method tables (`methods`, `ismethod`).

pub mod cleanup;
pub mod dictionary;
pub mod dictionary_methods;
pub mod exception;
pub mod map;
pub mod methods;
pub mod parser;

use ferromat_syntax::BinOp;

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::Subscript;
use crate::interp::Interpreter;
use crate::value::{Object, Value};

/// `Undefined function 'plus' for input arguments of type
/// 'containers.Map'.`: what an operation that the class does not define
/// gives.
pub fn undefined_for(function: &str, value: &Value) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:UndefinedFunction",
        format!(
            "Undefined function '{function}' for input arguments of type '{}'.",
            value.class().name()
        ),
    )
}

/// An operator with an object operand: `==` and `~=` of handles compare
/// identity (the `handle` class defines them); every other operator is
/// undefined for the built-in classes.
pub fn binary(op: BinOp, lhs: &Value, rhs: &Value) -> Result<Value> {
    if crate::builtins::datetimes::is_time_value(lhs)
        || crate::builtins::datetimes::is_time_value(rhs)
    {
        return crate::builtins::datetimes::ops::binary(op, lhs, rhs);
    }
    let same = |a: &Value, b: &Value| match (a, b) {
        (Value::Object(Object::Map(x)), Value::Object(Object::Map(y))) => Some(x.same(y)),
        (Value::Object(Object::OnCleanup(x)), Value::Object(Object::OnCleanup(y))) => {
            Some(std::sync::Arc::ptr_eq(x, y))
        }
        _ => None,
    };
    if let (BinOp::Eq | BinOp::Ne, Some(identical)) = (op, same(lhs, rhs)) {
        return Ok(Value::bool(identical == (op == BinOp::Eq)));
    }
    let name = match op {
        BinOp::Add => "plus",
        BinOp::Sub => "minus",
        BinOp::Mul => "times",
        BinOp::RightDiv => "rdivide",
        BinOp::LeftDiv => "ldivide",
        BinOp::Pow => "power",
        BinOp::MatMul => "mtimes",
        BinOp::MatRightDiv => "mrdivide",
        BinOp::MatLeftDiv => "mldivide",
        BinOp::MatPow => "mpower",
        BinOp::Eq => "eq",
        BinOp::Ne => "ne",
        BinOp::Lt => "lt",
        BinOp::Le => "le",
        BinOp::Gt => "gt",
        BinOp::Ge => "ge",
        BinOp::And => "and",
        BinOp::Or => "or",
        BinOp::ShortAnd => "&&",
        BinOp::ShortOr => "||",
    };
    let object = if matches!(lhs, Value::Object(_)) {
        lhs
    } else {
        rhs
    };
    Err(undefined_for(name, object))
}

/// `Unrecognized method, property, or field 'x' for class 'MException'.`
pub fn no_such_member(name: &str, class: &str) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:noSuchMethodOrField",
        format!("Unrecognized method, property, or field '{name}' for class '{class}'."),
    )
}

/// What `obj.name` refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Member {
    Property,
    /// A method: the `BUILTINS` row of that name, called with the object
    /// as its first argument.
    Method,
}

/// The member `name` of `object`, or MATLAB's error when it has none.
pub fn member(object: &Object, name: &str) -> Result<Member> {
    if let Object::Table(table) = object {
        // A table's members are its variables and `Properties`.
        return crate::builtins::tables::member_value(table, name).map(|_| Member::Property);
    }
    let (properties, methods) = match object {
        Object::Map(_) => (map::PROPERTIES, map::METHODS),
        Object::MException(_) => (exception::PROPERTIES, exception::METHODS),
        Object::InputParser(_) => (parser::PROPERTIES, parser::METHODS),
        Object::Table(_) => (&[][..], &[][..]),
        Object::Datetime(_) => (crate::builtins::datetimes::DATETIME_PROPERTIES, &[][..]),
        Object::Duration(_) => (crate::builtins::datetimes::DURATION_PROPERTIES, &[][..]),
        Object::Dictionary(_) => (&[][..], dictionary::METHODS),
        Object::OnCleanup(_) => (cleanup::PROPERTIES, cleanup::METHODS),
    };
    if properties.contains(&name) {
        Ok(Member::Property)
    } else if methods.contains(&name) {
        Ok(Member::Method)
    } else {
        Err(no_such_member(name, object.class().name()))
    }
}

/// The value of property `name`.
pub fn property(object: &Object, name: &str) -> Result<Value> {
    match object {
        Object::Map(map) => map::property(map, name),
        Object::MException(exception) => exception::property(exception, name),
        Object::InputParser(state) => parser::property(state, name),
        Object::Table(table) => crate::builtins::tables::member_value(table, name),
        Object::Datetime(_) | Object::Duration(_) => {
            crate::builtins::datetimes::property(object, name)
                .unwrap_or_else(|| Err(no_such_member(name, object.class().name())))
        }
        Object::Dictionary(_) => Err(no_such_member(name, object.class().name())),
        Object::OnCleanup(task) => cleanup::property(task, name),
    }
}

/// `obj.name = rhs`: the settable properties of an inputParser change the
/// shared object; every other property is read-only.
pub fn property_assign(object: &Object, name: &str, rhs: &Value) -> Result<()> {
    if let Object::InputParser(state) = object {
        if let Some(result) = parser::set_property(state, name, rhs) {
            return result;
        }
    }
    let class = object.class().name();
    Err(match member(object, name) {
        Ok(Member::Property) => RuntimeError::new(
            "MATLAB:class:SetProhibited",
            format!(
                "Unable to set the '{name}' property of class '{class}' because it is read-only."
            ),
        ),
        Ok(Member::Method) => RuntimeError::new(
            "MATLAB:class:SetProhibited",
            format!(
                "Unable to set the '{name}' property of class '{class}' because it is a method."
            ),
        ),
        Err(_) => RuntimeError::new(
            "MATLAB:noPublicFieldForClass",
            format!("Unrecognized property '{name}' for class '{class}'."),
        ),
    })
}

/// `obj(subs)`.
pub fn paren_get(object: &Object, subs: &[Subscript]) -> Result<Value> {
    match object {
        Object::Map(map) => map::paren_get(map, subs),
        Object::Table(table) => crate::builtins::tables::paren_get(table, subs),
        Object::Dictionary(data) => dictionary::paren_get(data, subs),
        Object::Datetime(_) | Object::Duration(_) => {
            crate::builtins::datetimes::paren_get(object, subs)
                .unwrap_or_else(|| Err(undefined_for("subsref", &Value::Object(object.clone()))))
        }
        // Any other object indexed by 1 (or `:`) is itself.
        Object::MException(_) | Object::InputParser(_) | Object::OnCleanup(_) => match subs {
            [] => Ok(Value::Object(object.clone())),
            _ if subs.iter().all(is_one) => Ok(Value::Object(object.clone())),
            _ => Err(crate::index::errors::linear_out_of_range(1)),
        },
    }
}

fn is_one(sub: &Subscript) -> bool {
    match sub {
        Subscript::Colon => true,
        Subscript::Index(value) => value.as_f64() == Some(1.0),
    }
}

/// `obj(subs) = rhs` for a handle object; `place` keeps the (shared)
/// object. Value objects (tables, datetimes, dictionaries) are replaced in
/// their place by `index::paren_assign` instead.
pub fn paren_assign(object: &Object, subs: &[Subscript], rhs: Value) -> Result<()> {
    match object {
        Object::Map(map) => map::paren_assign(map, subs, rhs),
        Object::Dictionary(_)
        | Object::MException(_)
        | Object::InputParser(_)
        | Object::OnCleanup(_)
        | Object::Table(_)
        | Object::Datetime(_)
        | Object::Duration(_) => Err(undefined_for("subsasgn", &Value::Object(object.clone()))),
    }
}

/// `obj{...}` on a class without brace indexing.
pub fn brace_unsupported(object: &Object) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:cellRefFromNonCell",
        format!(
            "Brace indexing is not supported for variables of type '{}'.",
            object.class().name()
        ),
    )
}

/// The Count a map reports for `length` and as the rows of `size`
/// (containers.Map overloads `size`, `length` and `isempty`).
pub fn overloaded_rows(value: &Value) -> Option<usize> {
    match value {
        Value::Object(Object::Map(map)) => Some(map::count(map)),
        _ => None,
    }
}

/// `keys(M)` of a containers.Map or `keys(d, ...)` of a dictionary.
pub fn keys(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args.first() {
        Some(Value::Object(Object::Dictionary(_))) => {
            dictionary_methods::keys(interp, args, nargout)
        }
        _ if args.len() > 1 => Err(RuntimeError::too_many_inputs()),
        _ => map::keys(interp, args, nargout),
    }
}

/// `values` of a containers.Map or a dictionary.
pub fn values(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args.first() {
        Some(Value::Object(Object::Dictionary(_))) => {
            dictionary_methods::values(interp, args, nargout)
        }
        _ if args.len() > 2 => Err(RuntimeError::too_many_inputs()),
        _ => map::values(interp, args, nargout),
    }
}

/// `isKey` of a containers.Map or a dictionary.
pub fn is_key(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args.first() {
        Some(Value::Object(Object::Dictionary(_))) => {
            dictionary_methods::is_key(interp, args, nargout)
        }
        _ => map::is_key(interp, args, nargout),
    }
}

/// `remove` of a containers.Map (in place) or a dictionary (a new one).
pub fn remove(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args.first() {
        Some(Value::Object(Object::Dictionary(_))) => {
            dictionary_methods::remove(interp, args, nargout)
        }
        _ => map::remove(interp, args, nargout),
    }
}

/// `isobject(x)`: true for objects of the built-in classes.
pub fn isobject(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    one(Value::bool(matches!(value, Value::Object(_))))
}

/// Whether `value` is an instance of `class_name`, counting `handle` for
/// handle classes (for `isa`).
pub fn is_a(value: &Value, class_name: &str) -> bool {
    match value {
        Value::Object(object) => {
            object.class().name() == class_name
                || (class_name == "handle" && object.class().is_handle())
        }
        _ => false,
    }
}

/// The method `name` of `object` called with `args` after the object:
/// `M.keys()`, `ME.getReport()`.
pub fn call_method(
    interp: &mut Interpreter,
    object: &Value,
    name: &str,
    args: &[Value],
    nargout: usize,
) -> Result<Outputs> {
    let mut all = Vec::with_capacity(args.len() + 1);
    all.push(object.clone());
    all.extend_from_slice(args);
    interp.call_method_builtin(name, &all, nargout)
}
