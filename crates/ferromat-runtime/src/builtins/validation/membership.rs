//! MATLAB's argument validators about what a value is rather than its
//! numbers: `mustBeMember`, `mustBeA`, `mustBeText`, `mustBeTextScalar`,
//! `mustBeNonzeroLengthText`, `mustBeNonmissing`, `mustBeFile`,
//! `mustBeFolder`, `mustBeValidVariableName`. Each raises MATLAB's
//! `MATLAB:validators:*` error and returns nothing; none changes its input
//! or the disk.

use std::sync::Arc;

use super::attributes::format_number;
use super::validators::{check, fail};
use crate::builtins::files::folders::{isfile, isfolder};
use crate::builtins::sets::combine::ismember;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Tensor, Value};
use ferromat_syntax::names::is_variable_name;

/// A cell whose string scalars are made char rows, so that a cell of
/// strings is looked up as the cellstr it stands for.
fn as_cellstr(value: &Value) -> Value {
    match value {
        Value::Cell(cells)
            if cells
                .data()
                .iter()
                .any(|c| matches!(c, Value::String(s) if s.is_scalar())) =>
        {
            let data = cells
                .data()
                .iter()
                .map(|c| match c {
                    Value::String(s) if s.is_scalar() => {
                        Value::char_row(&c.as_text().unwrap_or_default())
                    }
                    other => other.clone(),
                })
                .collect();
            Value::Cell(Arc::new(Tensor::new(cells.shape().clone(), data)))
        }
        other => other.clone(),
    }
}

/// One element of the set as `mustBeMember`'s message lists it.
fn set_lines(set: &Value) -> Vec<String> {
    match set {
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|c| match c.as_text() {
                Some(text) => format!("'{text}'"),
                None => set_lines(c).join(", "),
            })
            .collect(),
        Value::String(strings) => strings
            .data()
            .iter()
            .map(|s| match s {
                Some(text) => format!("\"{text}\""),
                None => "<missing>".to_string(),
            })
            .collect(),
        Value::Char(_) => match set.as_text() {
            Some(text) => vec![format!("'{text}'")],
            None => Vec::new(),
        },
        Value::Logical(t) => t
            .data()
            .iter()
            .map(|&b| if b { "true" } else { "false" }.to_string())
            .collect(),
        other => other
            .to_f64_vec()
            .unwrap_or_default()
            .into_iter()
            .map(format_number)
            .collect(),
    }
}

/// `mustBeMember(A, S)`: every element of `A` is in `S` (`ismember`).
pub fn must_be_member(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (value, set) = (as_cellstr(&args[0]), as_cellstr(&args[1]));
    // A lookup ismember refuses (a number in a cellstr) is not a member.
    let member = match ismember(interp, &[value, set.clone()], 1) {
        Ok(outputs) => outputs.first().is_some_and(|tf| {
            tf.to_f64_vec()
                .is_some_and(|xs| xs.iter().all(|&x| x != 0.0))
        }),
        Err(_) => false,
    };
    let mut message = "Value must be a member of this set:".to_string();
    for line in set_lines(&set) {
        message.push_str("\n    ");
        message.push_str(&line);
    }
    check(member, "mustBeMember", &message)
}

/// The texts of a class-name list: char row, string array or cellstr.
fn class_names(value: &Value) -> Result<Vec<String>> {
    let bad = || {
        RuntimeError::new(
            "MATLAB:validators:mustBeAInvalidClassNames",
            "Class names must be a string array, character vector, or cell array of character vectors.",
        )
    };
    match value {
        Value::Char(_) => value.as_text().map(|t| vec![t]).ok_or_else(bad),
        Value::String(strings) => strings
            .data()
            .iter()
            .map(|s| s.as_deref().map(String::from).ok_or_else(bad))
            .collect(),
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|c| match c {
                Value::Char(_) => c.as_text().ok_or_else(bad),
                _ => Err(bad()),
            })
            .collect(),
        _ => Err(bad()),
    }
}

/// `'a'`, `'a' or 'b'`, `'a', 'b', or 'c'`.
fn alternatives(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    match quoted.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [a, b] => format!("{a} or {b}"),
        [init @ .., last] => format!("{}, or {last}", init.join(", ")),
    }
}

/// `mustBeA(value, classNames)`: `isa(value, name)` for one of the names
/// (`'numeric'`, `'float'` and `'integer'` name groups).
pub fn must_be_a(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let names = class_names(&args[1])?;
    let class = args[0].class();
    let is_a = |name: &str| match name {
        "numeric" => class.is_numeric(),
        "float" => class.is_float(),
        "integer" => class.is_integer(),
        other => class.name() == other || crate::builtins::objects::is_a(&args[0], other),
    };
    check(
        names.iter().any(|n| is_a(n)),
        "mustBeA",
        &format!(
            "Value must be of the following types: {}.",
            alternatives(&names)
        ),
    )
}

/// Whether a value is text: char, string array or cellstr.
fn is_text(value: &Value) -> bool {
    match value {
        Value::Char(_) | Value::String(_) => true,
        Value::Cell(cells) => cells.data().iter().all(|c| matches!(c, Value::Char(_))),
        _ => false,
    }
}

const TEXT_MESSAGE: &str =
    "Value must be a character vector, string array, or cell array of character vectors.";

pub fn must_be_text(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    check(is_text(&args[0]), "mustBeText", TEXT_MESSAGE)
}

/// A char row (or `''`) or a string scalar (missing included).
fn is_text_scalar(value: &Value) -> bool {
    match value {
        Value::Char(t) => {
            let dims = t.shape().dims();
            dims.len() == 2 && (dims[0] == 1 || (dims[0] == 0 && dims[1] == 0))
        }
        Value::String(s) => s.is_scalar(),
        _ => false,
    }
}

pub fn must_be_text_scalar(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    check(
        is_text_scalar(&args[0]),
        "mustBeTextScalar",
        "Value must be a character vector or string scalar.",
    )
}

/// `mustBeNonzeroLengthText(A)`: text whose every piece has a character.
pub fn must_be_nonzero_length_text(
    _: &mut Interpreter,
    args: &[Value],
    _: usize,
) -> Result<Outputs> {
    let value = &args[0];
    let holds = match value {
        Value::Char(_) => !value.is_empty(),
        Value::String(s) => s
            .data()
            .iter()
            .all(|t| t.as_deref().is_some_and(|t| !t.is_empty())),
        Value::Cell(cells) => cells
            .data()
            .iter()
            .all(|c| matches!(c, Value::Char(_)) && !c.is_empty()),
        _ => false,
    };
    check(
        holds,
        "mustBeNonzeroLengthText",
        "Value must be text with one or more characters.",
    )
}

/// `mustBeNonmissing(A)`: no NaN, `<missing>` string or empty cellstr
/// element; integer, logical and char values have no missing value.
pub fn must_be_nonmissing(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let value = crate::builtins::sparse::convert::full_value(&args[0])?;
    let missing = match &value {
        Value::Double(t) => t.data().iter().any(|x| x.is_nan()),
        Value::Single(t) => t.data().iter().any(|x| x.is_nan()),
        Value::ComplexDouble(t) => t.data().iter().any(|z| z.re.is_nan() || z.im.is_nan()),
        Value::ComplexSingle(t) => t.data().iter().any(|z| z.re.is_nan() || z.im.is_nan()),
        Value::String(t) => t.data().iter().any(Option::is_none),
        Value::Cell(cells) => cells.data().iter().any(|c| match c {
            Value::Char(_) => c.is_empty(),
            _ => true,
        }),
        other if other.class().is_numeric() => false,
        other if matches!(other.class(), Class::Logical | Class::Char) => false,
        _ => {
            return Err(fail(
                "mustBeNonmissing",
                "Value must not have missing data.",
            ))
        }
    };
    check(
        !missing,
        "mustBeNonmissing",
        "Value must not have missing data.",
    )
}

/// The texts of a path or name argument, for the messages that list them.
fn texts(value: &Value) -> Result<Vec<String>> {
    if !is_text(value) {
        return Err(fail("mustBeText", TEXT_MESSAGE));
    }
    Ok(match value {
        Value::String(s) => s
            .data()
            .iter()
            .map(|t| t.as_deref().unwrap_or("").to_string())
            .collect(),
        Value::Cell(cells) => cells
            .data()
            .iter()
            .map(|c| c.as_text().unwrap_or_default())
            .collect(),
        other => vec![other.as_text().unwrap_or_default()],
    })
}

/// `'a', 'b'`: the names a path or name validator lists.
fn listed(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("'{n}'"))
        .collect::<Vec<_>>()
        .join(", ")
}

type KindTest = fn(&mut Interpreter, &[Value], usize) -> Result<Outputs>;

fn paths_exist(
    interp: &mut Interpreter,
    value: &Value,
    test: KindTest,
    name: &str,
    what: &str,
) -> Result<Outputs> {
    // The file-system switch names the validator, not the `isfile` it uses.
    interp.require(crate::interp::host::Capability::ListFolders, name)?;
    let names = texts(value)?;
    let value = match value {
        Value::Char(_) => Value::char_row(&names.first().cloned().unwrap_or_default()),
        other => other.clone(),
    };
    let found = test(interp, &[value], 1)?;
    let answers = found
        .first()
        .and_then(Value::to_f64_vec)
        .unwrap_or_default();
    let missing: Vec<String> = names
        .into_iter()
        .zip(answers.iter().chain(std::iter::repeat(&0.0)))
        .filter(|(_, ok)| **ok == 0.0)
        .map(|(n, _)| n)
        .collect();
    check(
        missing.is_empty(),
        name,
        &format!("These {what} do not exist: {}.", listed(&missing)),
    )
}

pub fn must_be_file(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    paths_exist(interp, &args[0], isfile, "mustBeFile", "files")
}

pub fn must_be_folder(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    paths_exist(interp, &args[0], isfolder, "mustBeFolder", "folders")
}

pub fn must_be_valid_variable_name(
    _: &mut Interpreter,
    args: &[Value],
    _: usize,
) -> Result<Outputs> {
    let invalid: Vec<String> = texts(&args[0])?
        .into_iter()
        .filter(|n| !is_variable_name(n))
        .collect();
    check(
        invalid.is_empty(),
        "mustBeValidVariableName",
        &format!("These are not valid variable names: {}.", listed(&invalid)),
    )
}
