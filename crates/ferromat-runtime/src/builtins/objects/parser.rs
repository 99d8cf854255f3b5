//! `inputParser`: a handle object that checks a function's inputs.
//! `addRequired`, `addOptional`, `addParameter` (and the older
//! `addParamValue`) declare arguments; `parse` matches the inputs against
//! them, runs the validators and fills `Results`, `Unmatched` and
//! `UsingDefaults`. Validators are MATLAB code: the parser's lock is never
//! held while one runs (it may look at the parser itself).

use std::sync::Arc;

use super::no_such_member;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::object::{ArgumentKind, ParserArgument, ParserData, Shared};
use crate::value::{Object, Shape, StructArray, Tensor, Value};

/// The properties of an inputParser; the first five can be set.
pub const PROPERTIES: &[&str] = &[
    "FunctionName",
    "CaseSensitive",
    "KeepUnmatched",
    "PartialMatching",
    "StructExpand",
    "Parameters",
    "Results",
    "Unmatched",
    "UsingDefaults",
];

/// The methods callable as `p.name(...)` as well as `name(p, ...)`.
pub const METHODS: &[&str] = &[
    "addOptional",
    "addParamValue",
    "addParameter",
    "addRequired",
    "parse",
];

type ParserHandle = Shared<ParserData>;

fn parser_of<'a>(value: Option<&'a Value>, function: &str) -> Result<&'a ParserHandle> {
    match value {
        Some(Value::Object(Object::InputParser(parser))) => Ok(parser),
        Some(other) => Err(super::undefined_for(function, other)),
        None => Err(RuntimeError::not_enough_inputs()),
    }
}

/// `p = inputParser`.
pub fn construct(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    one(Value::Object(Object::InputParser(Shared::new(
        ParserData::default(),
    ))))
}

/// A property's value.
pub fn property(parser: &ParserHandle, name: &str) -> Result<Value> {
    let data = parser.lock();
    Ok(match name {
        "FunctionName" => Value::char_row(&data.function_name),
        "CaseSensitive" => Value::bool(data.case_sensitive),
        "KeepUnmatched" => Value::bool(data.keep_unmatched),
        "PartialMatching" => Value::bool(data.partial_matching),
        "StructExpand" => Value::bool(data.struct_expand),
        "Parameters" => {
            let mut names: Vec<&str> = data.arguments.iter().map(|a| a.name.as_str()).collect();
            names.sort_unstable();
            text_cell(names)
        }
        "Results" => Value::Struct(data.results.clone()),
        "Unmatched" => Value::Struct(data.unmatched.clone()),
        "UsingDefaults" => text_cell(data.using_defaults.iter().map(String::as_str).collect()),
        other => return Err(no_such_member(other, "inputParser")),
    })
}

/// `p.Name = value` for the settable properties; `None` when `name` is not
/// one of them (the caller reports read-only or unknown).
pub fn set_property(parser: &ParserHandle, name: &str, value: &Value) -> Option<Result<()>> {
    let flag = || {
        crate::ops::to_logical_scalar(value).map_err(|_| {
            RuntimeError::new(
                "MATLAB:InputParser:InvalidPropertyValue",
                format!("The value of '{name}' must be a logical scalar."),
            )
        })
    };
    let result = match name {
        "FunctionName" => value
            .as_text()
            .map(|text| parser.lock().function_name = text)
            .ok_or_else(|| {
                RuntimeError::new(
                    "MATLAB:InputParser:InvalidPropertyValue",
                    "The value of 'FunctionName' must be a character vector or string scalar.",
                )
            }),
        "CaseSensitive" => flag().map(|b| parser.lock().case_sensitive = b),
        "KeepUnmatched" => flag().map(|b| parser.lock().keep_unmatched = b),
        "PartialMatching" => flag().map(|b| parser.lock().partial_matching = b),
        "StructExpand" => flag().map(|b| parser.lock().struct_expand = b),
        _ => return None,
    };
    Some(result)
}

fn text_cell(names: Vec<&str>) -> Value {
    let values: Vec<Value> = names.into_iter().map(Value::char_row).collect();
    Value::Cell(Arc::new(Tensor::new(
        Shape::matrix(1, values.len()),
        values,
    )))
}

/// `addRequired(p, name, validator)`.
pub fn add_required(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    add(args, ArgumentKind::Required, "addRequired")
}

/// `addOptional(p, name, default, validator)`.
pub fn add_optional(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    add(args, ArgumentKind::Optional, "addOptional")
}

/// `addParameter(p, name, default, validator)` (also `addParamValue`).
pub fn add_parameter(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    add(args, ArgumentKind::Parameter, "addParameter")
}

fn add(args: &[Value], kind: ArgumentKind, function: &str) -> Result<Outputs> {
    let parser = parser_of(args.first(), function)?;
    let name = args
        .get(1)
        .and_then(Value::as_text)
        .filter(|name| crate::index::check_field_name(name).is_ok())
        .ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:InputParser:InvalidParamName",
                "Argument names must be valid MATLAB variable names.",
            )
        })?;
    let (default, validator) = match kind {
        ArgumentKind::Required => (Value::empty(), args.get(2)),
        _ => (
            args.get(2)
                .cloned()
                .ok_or_else(RuntimeError::not_enough_inputs)?,
            args.get(3),
        ),
    };
    if let Some(validator) = validator {
        if !matches!(validator, Value::FunctionHandle(_)) {
            return Err(RuntimeError::new(
                "MATLAB:InputParser:ValidationFunctionNotHandle",
                "Validation functions must be function handles.",
            ));
        }
    }
    let mut data = parser.lock();
    if data
        .arguments
        .iter()
        .any(|a| a.name.eq_ignore_ascii_case(&name))
    {
        return Err(RuntimeError::new(
            "MATLAB:InputParser:DuplicateParameter",
            format!("An argument named '{name}' already exists in the schema."),
        ));
    }
    if kind != ArgumentKind::Parameter
        && data.arguments.iter().any(|a| {
            a.kind == ArgumentKind::Parameter
                || (kind == ArgumentKind::Required && a.kind == ArgumentKind::Optional)
        })
    {
        return Err(RuntimeError::new(
            "MATLAB:InputParser:ArgumentOrder",
            "Required arguments come before optional ones, and both before parameters.",
        ));
    }
    data.arguments.push(ParserArgument {
        name,
        kind,
        default,
        validator: validator.cloned(),
    });
    Ok(Outputs::new())
}

/// `parse(p, args...)`.
pub fn parse(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let parser = parser_of(args.first(), "parse")?;
    let inputs = args.get(1..).unwrap_or(&[]);
    // A copy of the schema: validators run without the lock.
    let data = parser.lock().clone();
    let prefix = if data.function_name.is_empty() {
        String::new()
    } else {
        format!("{}: ", data.function_name)
    };
    let mut results: Vec<(String, Value)> = Vec::new();
    let mut using_defaults = Vec::new();
    let mut position = 0;
    for argument in data
        .arguments
        .iter()
        .filter(|a| a.kind == ArgumentKind::Required)
    {
        let Some(value) = inputs.get(position) else {
            return Err(RuntimeError::new(
                "MATLAB:InputParser:notEnoughInputs",
                format!("{prefix}Not enough input arguments."),
            ));
        };
        validate(interp, argument, value, &prefix)?;
        results.push((argument.name.clone(), value.clone()));
        position += 1;
    }
    let parameters: Vec<&ParserArgument> = data
        .arguments
        .iter()
        .filter(|a| a.kind == ArgumentKind::Parameter)
        .collect();
    // Optional inputs end at the first text that names a parameter, or
    // text that fails the optional's validator (MATLAB then reads it as a
    // parameter name); every later optional takes its default.
    let mut positional_done = false;
    for argument in data
        .arguments
        .iter()
        .filter(|a| a.kind == ArgumentKind::Optional)
    {
        let value = inputs.get(position).filter(|_| !positional_done);
        let text = value.and_then(Value::as_text);
        let taken = match (value, &text) {
            (None, _) => false,
            (Some(_), Some(text)) if match_parameter(&data, &parameters, text).is_ok() => false,
            (Some(value), Some(_)) => validate(interp, argument, value, &prefix).is_ok(),
            (Some(value), None) => {
                validate(interp, argument, value, &prefix)?;
                true
            }
        };
        match value {
            Some(value) if taken => {
                results.push((argument.name.clone(), value.clone()));
                position += 1;
            }
            _ => {
                positional_done = true;
                results.push((argument.name.clone(), argument.default.clone()));
                using_defaults.push(argument.name.clone());
            }
        }
    }
    let pairs = name_value_pairs(&data, inputs.get(position..).unwrap_or(&[]), &prefix)?;
    let mut given: Vec<(String, Value)> = Vec::new();
    let mut unmatched: Vec<(String, Value)> = Vec::new();
    for (name, value) in pairs {
        match match_parameter(&data, &parameters, &name) {
            Ok(argument) => {
                validate(interp, argument, &value, &prefix)?;
                given.retain(|(n, _)| n != &argument.name);
                given.push((argument.name.clone(), value));
            }
            Err(_) if data.keep_unmatched => {
                unmatched.retain(|(n, _)| n != &name);
                unmatched.push((name, value));
            }
            Err(error) => return Err(error),
        }
    }
    for argument in parameters {
        match given.iter().position(|(n, _)| n == &argument.name) {
            Some(k) => results.push(given.swap_remove(k)),
            None => {
                results.push((argument.name.clone(), argument.default.clone()));
                using_defaults.push(argument.name.clone());
            }
        }
    }
    // Results lists its fields in alphabetical order, as MATLAB does.
    results.sort_by(|(a, _), (b, _)| a.cmp(b));
    unmatched.sort_by(|(a, _), (b, _)| a.cmp(b));
    let mut state = parser.lock();
    state.results = Arc::new(StructArray::scalar(results));
    state.unmatched = Arc::new(StructArray::scalar(unmatched));
    state.using_defaults = using_defaults;
    Ok(Outputs::new())
}

/// The name-value pairs after the positional inputs: `'Name', value`
/// pairs, or (with StructExpand) a struct whose fields are the pairs.
fn name_value_pairs(
    data: &ParserData,
    rest: &[Value],
    prefix: &str,
) -> Result<Vec<(String, Value)>> {
    let mut pairs = Vec::new();
    let mut k = 0;
    while let Some(item) = rest.get(k) {
        if let (Value::Struct(s), true) = (item, data.struct_expand) {
            if s.numel() == 1 {
                for (name, column) in &s.fields {
                    pairs.push((
                        name.clone(),
                        column.first().cloned().unwrap_or_else(Value::empty),
                    ));
                }
                k += 1;
                continue;
            }
        }
        let Some(name) = item.as_text() else {
            return Err(RuntimeError::new(
                "MATLAB:InputParser:ParamMustBeChar",
                format!("{prefix}Parameter names must be character vectors or string scalars."),
            ));
        };
        let Some(value) = rest.get(k + 1) else {
            return Err(RuntimeError::new(
                "MATLAB:InputParser:ParamMissingValue",
                format!("{prefix}No value was given for '{name}'. Name-value pair arguments require a name followed by a value."),
            ));
        };
        pairs.push((name, value.clone()));
        k += 2;
    }
    Ok(pairs)
}

/// The parameter `name` refers to: exact match first, then a unique
/// prefix when PartialMatching is on; case-insensitive unless
/// CaseSensitive.
fn match_parameter<'a>(
    data: &ParserData,
    parameters: &[&'a ParserArgument],
    name: &str,
) -> Result<&'a ParserArgument> {
    let equal = |a: &str, b: &str| {
        if data.case_sensitive {
            a == b
        } else {
            a.eq_ignore_ascii_case(b)
        }
    };
    if let Some(exact) = parameters.iter().find(|p| equal(&p.name, name)) {
        return Ok(exact);
    }
    if data.partial_matching && !name.is_empty() {
        let candidates: Vec<&&ParserArgument> = parameters
            .iter()
            .filter(|p| {
                p.name
                    .get(..name.len())
                    .is_some_and(|head| equal(head, name))
            })
            .collect();
        match candidates.as_slice() {
            [only] => return Ok(only),
            [] => {}
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:InputParser:AmbiguousParamName",
                    format!(
                    "Expected '{name}' to match one of these values, but it matches more than one."
                ),
                ))
            }
        }
    }
    Err(RuntimeError::new(
        "MATLAB:InputParser:UnmatchedParameter",
        format!("'{name}' is not a recognized parameter. For a list of valid name-value pair arguments, see the documentation for this function."),
    ))
}

/// Runs the argument's validator on `value`: false, or an error, fails.
fn validate(
    interp: &mut Interpreter,
    argument: &ParserArgument,
    value: &Value,
    prefix: &str,
) -> Result<()> {
    let Some(validator) = &argument.validator else {
        return Ok(());
    };
    let name = &argument.name;
    let text = match validator {
        Value::FunctionHandle(handle) => crate::display::handle_text(handle),
        _ => String::new(),
    };
    // A validator may return true/false or nothing (it throws instead,
    // like `validateattributes`): ask for one output, then for none.
    let mut outcome = interp.call_function(validator, std::slice::from_ref(value), 1);
    if matches!(&outcome, Err(error) if error.identifier == "MATLAB:TooManyOutputs") {
        outcome = interp.call_function(validator, std::slice::from_ref(value), 0);
    }
    let passed = match outcome {
        Err(error) if error.is_uncatchable() => return Err(error),
        Err(error) => {
            return Err(RuntimeError::new(
                "MATLAB:InputParser:ArgumentFailedValidation",
                format!(
                    "{prefix}The value of '{name}' is invalid. {}",
                    error.message
                ),
            ))
        }
        // A validator without outputs that did not throw accepts the value.
        Ok(outputs) => match outputs.first() {
            None => true,
            Some(result) => crate::ops::to_logical_scalar(result).unwrap_or(false),
        },
    };
    if passed {
        Ok(())
    } else {
        Err(RuntimeError::new(
            "MATLAB:InputParser:ArgumentFailedValidation",
            format!(
                "{prefix}The value of '{name}' is invalid. It must satisfy the function: {text}."
            ),
        ))
    }
}
