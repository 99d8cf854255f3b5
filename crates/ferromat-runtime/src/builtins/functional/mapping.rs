//! `cellfun` and `arrayfun`: apply a function to every element, with
//! 'UniformOutput' and 'ErrorHandler'.
//!
//! Every call of user code goes through `Interpreter::call_function`; this
//! file never evaluates syntax itself. Argument parsing and the assembly of
//! uniform outputs are pure functions so they can be tested without an
//! interpreter.

use std::sync::Arc;

use super::legacy::{apply_legacy, legacy_function};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Class, Shape, StructArray, Tensor, Value};

/// Which of the two mapping builtins is running; it decides how elements are
/// taken out of the inputs and how errors are worded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mapper {
    Cellfun,
    Arrayfun,
    Structfun,
}

impl Mapper {
    fn name(self) -> &'static str {
        match self {
            Mapper::Cellfun => "cellfun",
            Mapper::Arrayfun => "arrayfun",
            Mapper::Structfun => "structfun",
        }
    }
}

/// The name-value options both mapping builtins take.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct MapOptions {
    pub(super) uniform: bool,
    error_handler: Option<Value>,
}

impl Default for MapOptions {
    fn default() -> Self {
        MapOptions {
            uniform: true,
            error_handler: None,
        }
    }
}

/// The option a (case-insensitive, possibly abbreviated) name refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OptionName {
    UniformOutput,
    ErrorHandler,
}

fn option_name(value: &Value) -> Option<OptionName> {
    let name = value.as_text()?.to_ascii_lowercase();
    if name.is_empty() {
        None
    } else if "uniformoutput".starts_with(&name) {
        Some(OptionName::UniformOutput)
    } else if "errorhandler".starts_with(&name) {
        Some(OptionName::ErrorHandler)
    } else {
        None
    }
}

/// Where the data arguments end: for `cellfun` at the first non-cell; for
/// `arrayfun` (whose data may be text) where the rest is all name-value pairs.
pub(super) fn data_end(args: &[Value], mapper: Mapper) -> usize {
    match mapper {
        Mapper::Structfun => 2.min(args.len()),
        Mapper::Cellfun => (1..args.len())
            .find(|&i| !matches!(args[i], Value::Cell(_)))
            .unwrap_or(args.len()),
        Mapper::Arrayfun => (2..args.len())
            .find(|&start| {
                (args.len() - start).is_multiple_of(2)
                    && args[start..]
                        .chunks(2)
                        .all(|pair| option_name(&pair[0]).is_some())
            })
            .unwrap_or(args.len()),
    }
}

fn not_a_cell(position: usize, value: &Value) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:cellfun:NotACell",
        format!(
            "Input #{} expected to be a cell array, was {} instead.",
            position + 1,
            value.class().name()
        ),
    )
    .in_function("cellfun")
}

pub(super) fn parse_options(args: &[Value], start: usize, mapper: Mapper) -> Result<MapOptions> {
    let mut options = MapOptions::default();
    for (offset, pair) in args[start..].chunks(2).enumerate() {
        let position = start + 2 * offset;
        let name = option_name(&pair[0]).ok_or_else(|| match mapper {
            Mapper::Cellfun => not_a_cell(position, &pair[0]),
            Mapper::Arrayfun | Mapper::Structfun => RuntimeError::new(
                format!("MATLAB:{}:UnknownParameter", mapper.name()),
                "Unrecognized parameter name. Expected 'UniformOutput' or 'ErrorHandler'.",
            )
            .in_function(mapper.name()),
        })?;
        let value = pair.get(1).ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{}:MissingParameterValue", mapper.name()),
                "Parameter name must be followed by a value.",
            )
            .in_function(mapper.name())
        })?;
        match name {
            OptionName::UniformOutput => {
                options.uniform = value.as_f64().map(|x| x != 0.0).ok_or_else(|| {
                    RuntimeError::new(
                        format!("MATLAB:{}:UniformOutputNotLogical", mapper.name()),
                        "The value of 'UniformOutput' must be a logical scalar.",
                    )
                    .in_function(mapper.name())
                })?;
            }
            OptionName::ErrorHandler => {
                if !matches!(value, Value::FunctionHandle(_)) {
                    return Err(RuntimeError::new(
                        format!("MATLAB:{}:ErrorHandlerNotFunctionHandle", mapper.name()),
                        "The value of 'ErrorHandler' must be a function handle.",
                    )
                    .in_function(mapper.name()));
                }
                options.error_handler = Some(value.clone());
            }
        }
    }
    Ok(options)
}

/// Checks that every data input has the shape of the first; returns it.
fn common_shape(inputs: &[Value], mapper: Mapper) -> Result<Shape> {
    let first = inputs
        .first()
        .map(Value::shape)
        .unwrap_or_else(Shape::scalar);
    for (k, input) in inputs.iter().enumerate().skip(1) {
        let shape = input.shape();
        if shape == first {
            continue;
        }
        let dims = first.ndims().max(shape.ndims());
        let dim = (0..dims)
            .find(|&d| first.dim(d) != shape.dim(d))
            .unwrap_or(0);
        return Err(RuntimeError::new(
            format!("MATLAB:{}:ArgumentSizeMismatch", mapper.name()),
            format!(
                "All of the input arguments must be of the same size and shape.\n\
                 Previous inputs had size {} in dimension {}. Input #{} has size {}",
                first.dim(dim),
                dim + 1,
                k + 2,
                shape.dim(dim)
            ),
        )
        .in_function(mapper.name()));
    }
    Ok(first)
}

fn scalar_of<T: Clone>(t: &Tensor<T>, index: usize) -> Tensor<T> {
    Tensor::scalar(t.data()[index].clone())
}

/// Element `index` (column-major, below `numel`) of `value` as `arrayfun`
/// passes it: a 1x1 value of the same class (a 1x1 cell for cells).
fn element_of(value: &Value, index: usize) -> Value {
    match value {
        Value::Double(t) => Value::Double(scalar_of(t, index)),
        Value::Single(t) => Value::Single(scalar_of(t, index)),
        Value::Int8(t) => Value::Int8(scalar_of(t, index)),
        Value::Int16(t) => Value::Int16(scalar_of(t, index)),
        Value::Int32(t) => Value::Int32(scalar_of(t, index)),
        Value::Int64(t) => Value::Int64(scalar_of(t, index)),
        Value::UInt8(t) => Value::UInt8(scalar_of(t, index)),
        Value::UInt16(t) => Value::UInt16(scalar_of(t, index)),
        Value::UInt32(t) => Value::UInt32(scalar_of(t, index)),
        Value::UInt64(t) => Value::UInt64(scalar_of(t, index)),
        Value::Logical(t) => Value::Logical(scalar_of(t, index)),
        Value::Char(t) => Value::Char(scalar_of(t, index)),
        Value::ComplexDouble(t) => Value::ComplexDouble(scalar_of(t, index)),
        Value::ComplexSingle(t) => Value::ComplexSingle(scalar_of(t, index)),
        Value::String(t) => Value::String(scalar_of(t, index)),
        Value::Cell(t) => Value::Cell(Arc::new(scalar_of(t, index))),
        Value::Struct(s) => Value::Struct(Arc::new(StructArray {
            shape: Shape::scalar(),
            fields: s
                .fields
                .iter()
                .map(|(name, column)| (name.clone(), vec![column[index].clone()]))
                .collect(),
        })),
        Value::FunctionHandle(_) | Value::Object(_) => value.clone(),
        // A sparse array passes 1x1 sparse elements, as in MATLAB.
        Value::Sparse(s) => crate::builtins::sparse::convert::element(s, index),
    }
}

/// The argument element `index` of input `value` contributes.
fn argument_of(value: &Value, index: usize, mapper: Mapper) -> Value {
    match (mapper, value) {
        (Mapper::Cellfun | Mapper::Structfun, Value::Cell(cells)) => cells.data()[index].clone(),
        _ => element_of(value, index),
    }
}

/// Whether a result can be one element of a uniform output array: any
/// class whose values concatenate (function handles do not).
fn uniform_class(value: &Value) -> bool {
    value.class() != Class::FunctionHandle
}

/// Whether two results concatenate: the same class and, for structs, the
/// same field names.
fn same_kind(first: &Value, value: &Value) -> bool {
    match (first, value) {
        (Value::Struct(a), Value::Struct(b)) => {
            a.fields.len() == b.fields.len() && a.fields.keys().all(|k| b.fields.contains_key(k))
        }
        _ => first.class() == value.class(),
    }
}

fn non_scalar_error(mapper: Mapper, index: usize, output: usize) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{}:NotAScalarOutput", mapper.name()),
        format!(
            "Non-scalar in Uniform output, at index {}, output {}.\nSet 'UniformOutput' to false.",
            index + 1,
            output + 1
        ),
    )
    .in_function(mapper.name())
}

/// Checks that `value`, the result for element `index`, fits a uniform
/// output whose first result was `first`.
fn check_uniform(
    value: &Value,
    first: Option<&Value>,
    mapper: Mapper,
    index: usize,
    output: usize,
) -> Result<()> {
    if value.numel() != 1 {
        return Err(non_scalar_error(mapper, index, output));
    }
    if !uniform_class(value) {
        return Err(RuntimeError::new(
            format!("ferromat:{}:functionHandleOutput", mapper.name()),
            format!(
                "Function handles cannot be concatenated in Uniform output, at index {}, output {}.\nSet 'UniformOutput' to false.",
                index + 1,
                output + 1
            ),
        )
        .in_function(mapper.name()));
    }
    if let Some(first) = first {
        if !same_kind(first, value) {
            return Err(RuntimeError::new(
                format!("MATLAB:{}:MismatchInOutputTypes", mapper.name()),
                format!(
                    "Mismatch in type of outputs, at index {}, output {} ({} versus {}).\nSet 'UniformOutput' to false.",
                    index + 1,
                    output + 1,
                    value.class().name(),
                    first.class().name()
                ),
            )
            .in_function(mapper.name()));
        }
    }
    Ok(())
}

fn gather<T: Clone>(
    values: &[Value],
    shape: &Shape,
    pick: impl Fn(&Value) -> Option<T>,
) -> Option<Tensor<T>> {
    let data = values.iter().map(pick).collect::<Option<Vec<T>>>()?;
    Some(Tensor::new(shape.clone(), data))
}

/// One array of `shape` from 1x1 results that passed `check_uniform`
/// (so all of one class); `None` if they do not fit. Real and complex
/// results of one class combine into a complex array.
fn uniform_array(values: &[Value], shape: &Shape) -> Option<Value> {
    use num_complex::{Complex32, Complex64};
    let first = values.first()?;
    Some(match first.class() {
        Class::Double if values.iter().any(Value::is_complex) => {
            Value::ComplexDouble(gather(values, shape, |v| match v {
                Value::ComplexDouble(t) => t.first().copied(),
                Value::Double(t) => t.first().map(|&re| Complex64::new(re, 0.0)),
                _ => None,
            })?)
        }
        Class::Single if values.iter().any(Value::is_complex) => {
            Value::ComplexSingle(gather(values, shape, |v| match v {
                Value::ComplexSingle(t) => t.first().copied(),
                Value::Single(t) => t.first().map(|&re| Complex32::new(re, 0.0)),
                _ => None,
            })?)
        }
        Class::Double => Value::Double(gather(values, shape, |v| match v {
            Value::Double(t) => t.first().copied(),
            _ => None,
        })?),
        Class::Single => Value::Single(gather(values, shape, |v| match v {
            Value::Single(t) => t.first().copied(),
            _ => None,
        })?),
        Class::Int8 => Value::Int8(gather(values, shape, |v| match v {
            Value::Int8(t) => t.first().copied(),
            _ => None,
        })?),
        Class::Int16 => Value::Int16(gather(values, shape, |v| match v {
            Value::Int16(t) => t.first().copied(),
            _ => None,
        })?),
        Class::Int32 => Value::Int32(gather(values, shape, |v| match v {
            Value::Int32(t) => t.first().copied(),
            _ => None,
        })?),
        Class::Int64 => Value::Int64(gather(values, shape, |v| match v {
            Value::Int64(t) => t.first().copied(),
            _ => None,
        })?),
        Class::UInt8 => Value::UInt8(gather(values, shape, |v| match v {
            Value::UInt8(t) => t.first().copied(),
            _ => None,
        })?),
        Class::UInt16 => Value::UInt16(gather(values, shape, |v| match v {
            Value::UInt16(t) => t.first().copied(),
            _ => None,
        })?),
        Class::UInt32 => Value::UInt32(gather(values, shape, |v| match v {
            Value::UInt32(t) => t.first().copied(),
            _ => None,
        })?),
        Class::UInt64 => Value::UInt64(gather(values, shape, |v| match v {
            Value::UInt64(t) => t.first().copied(),
            _ => None,
        })?),
        Class::Logical => Value::Logical(gather(values, shape, |v| match v {
            Value::Logical(t) => t.first().copied(),
            _ => None,
        })?),
        Class::Char => Value::Char(gather(values, shape, |v| match v {
            Value::Char(t) => t.first().copied(),
            _ => None,
        })?),
        Class::String => Value::String(gather(values, shape, |v| match v {
            Value::String(t) => t.first().cloned(),
            _ => None,
        })?),
        Class::Cell => Value::Cell(Arc::new(gather(values, shape, |v| match v {
            Value::Cell(t) => t.first().cloned(),
            _ => None,
        })?)),
        Class::Struct => {
            let Value::Struct(first) = first else {
                return None;
            };
            let mut fields = indexmap::IndexMap::new();
            for name in first.fields.keys() {
                let column = values
                    .iter()
                    .map(|v| match v {
                        Value::Struct(s) => s.get(name, 0).cloned(),
                        _ => None,
                    })
                    .collect::<Option<Vec<Value>>>()?;
                fields.insert(name.clone(), column);
            }
            Value::Struct(Arc::new(StructArray {
                shape: shape.clone(),
                fields,
            }))
        }
        Class::FunctionHandle | Class::Object(_) => return None,
    })
}

/// The struct an 'ErrorHandler' receives as its first argument.
fn error_struct(error: &RuntimeError, index: usize) -> Value {
    Value::Struct(Arc::new(StructArray::scalar([
        ("identifier".to_string(), Value::char_row(&error.identifier)),
        ("message".to_string(), Value::char_row(&error.message)),
        ("index".to_string(), Value::scalar((index + 1) as f64)),
    ])))
}

/// Calls `func` on every element of `inputs` and shapes the results.
pub(super) fn map_elements(
    interp: &mut Interpreter,
    func: &Value,
    inputs: &[Value],
    options: &MapOptions,
    nargout: usize,
    mapper: Mapper,
) -> Result<Outputs> {
    let shape = common_shape(inputs, mapper)?;
    let count = shape.numel();
    let wanted = nargout.max(1);
    let mut columns: Vec<Vec<Value>> = vec![Vec::with_capacity(count); wanted];
    let mut produced_nothing = false;
    for index in 0..count {
        let call_args: Vec<Value> = inputs
            .iter()
            .map(|input| argument_of(input, index, mapper))
            .collect();
        let results = match interp.call_function(func, &call_args, nargout) {
            Ok(results) => results,
            Err(error) => match &options.error_handler {
                Some(handler) if !error.is_uncatchable() => {
                    let mut handler_args = vec![error_struct(&error, index)];
                    handler_args.extend(call_args);
                    interp.call_function(handler, &handler_args, nargout)?
                }
                _ => return Err(error),
            },
        };
        if nargout == 0 && results.is_empty() {
            produced_nothing = true;
            continue;
        }
        if results.len() < wanted {
            return Err(RuntimeError::too_many_outputs().in_function(mapper.name()));
        }
        for (output, value) in results.into_iter().take(wanted).enumerate() {
            if options.uniform {
                check_uniform(&value, columns[output].first(), mapper, index, output)?;
            }
            columns[output].push(value);
        }
    }
    if produced_nothing {
        return Ok(Outputs::new());
    }
    let mut outputs = Outputs::new();
    for (output, values) in columns.into_iter().enumerate() {
        let value = if !options.uniform {
            Value::Cell(Arc::new(Tensor::new(shape.clone(), values)))
        } else if values.is_empty() {
            Value::Double(Tensor::new(shape.clone(), Vec::new()))
        } else {
            uniform_array(&values, &shape).ok_or_else(|| non_scalar_error(mapper, 0, output))?
        };
        outputs.push(value);
    }
    Ok(outputs)
}

pub(super) fn check_callee(value: &Value, mapper: Mapper) -> Result<()> {
    match value {
        Value::FunctionHandle(_) => Ok(()),
        other if other.as_text().is_some() => Ok(()),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{}:NotAFunctionHandle", mapper.name()),
            "Input #1 expected to be a function handle.",
        )
        .in_function(mapper.name())),
    }
}

/// `[A1, ..., Am] = cellfun(func, C1, ..., Cn, 'UniformOutput', tf,
/// 'ErrorHandler', handler)`: calls `func` on the elements of the cell arrays
/// (all of one size) and concatenates the 1x1 results into arrays of that
/// size, or collects them in cells with 'UniformOutput' false. The legacy
/// names 'isempty', 'islogical', 'isnumeric', 'isreal', 'length', 'ndims',
/// 'prodofsize', 'size' (with K) and 'isclass' (with a class name) are
/// evaluated directly. 1x1 cell and struct results concatenate into cell and
/// struct arrays; function handles need 'UniformOutput' false.
pub fn cellfun(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let func = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    check_callee(func, Mapper::Cellfun)?;
    if let (Value::Char(_), Some(Value::Cell(cells))) = (func, args.get(1)) {
        let name = func.as_text().unwrap_or_default();
        if let Some(legacy) = legacy_function(&name, &args[2..])? {
            return one(apply_legacy(&legacy, cells));
        }
    }
    let end = data_end(args, Mapper::Cellfun);
    if end < 2 {
        return Err(match args.get(1) {
            Some(value) => not_a_cell(1, value),
            None => RuntimeError::not_enough_inputs().in_function("cellfun"),
        });
    }
    let options = parse_options(args, end, Mapper::Cellfun)?;
    map_elements(
        interp,
        func,
        &args[1..end],
        &options,
        nargout,
        Mapper::Cellfun,
    )
}

/// `[A1, ..., Am] = arrayfun(func, X1, ..., Xn, ...)`: `cellfun` over the
/// elements of arrays of any class (a struct array passes 1x1 structs, a
/// cell array 1x1 cells), with the same options.
pub fn arrayfun(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let func = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    check_callee(func, Mapper::Arrayfun)?;
    let end = data_end(args, Mapper::Arrayfun);
    if end < 2 {
        return Err(RuntimeError::not_enough_inputs().in_function("arrayfun"));
    }
    let options = parse_options(args, end, Mapper::Arrayfun)?;
    map_elements(
        interp,
        func,
        &args[1..end],
        &options,
        nargout,
        Mapper::Arrayfun,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::text::strings::tests::{call, call_n, cell_row, chars};
    use crate::value::FunctionHandle;

    fn handle(name: &str) -> Value {
        Value::FunctionHandle(Arc::new(FunctionHandle::Named(name.into())))
    }

    #[test]
    fn options_are_found_after_the_data() {
        let args = [
            handle("f"),
            cell_row(&["a"]),
            cell_row(&["b"]),
            chars("UniformOutput"),
            Value::bool(false),
        ];
        assert_eq!(data_end(&args, Mapper::Cellfun), 3);
        let options = parse_options(&args, 3, Mapper::Cellfun).unwrap();
        assert!(!options.uniform);
        // arrayfun data may be text: 'un' here is data, not an option name.
        let args = [handle("f"), chars("un"), chars("Un"), Value::scalar(0.0)];
        assert_eq!(data_end(&args, Mapper::Arrayfun), 2);
        let args = [
            handle("f"),
            Value::scalar(1.0),
            chars("ErrorHandler"),
            handle("g"),
        ];
        let options =
            parse_options(&args, data_end(&args, Mapper::Arrayfun), Mapper::Arrayfun).unwrap();
        assert_eq!(options.error_handler, Some(handle("g")));
        assert!(options.uniform);
    }

    #[test]
    fn bad_options_are_reported() {
        let args = [handle("f"), cell_row(&["a"]), Value::scalar(3.0)];
        let error = parse_options(&args, 2, Mapper::Cellfun).unwrap_err();
        assert_eq!(
            error.message,
            "Input #3 expected to be a cell array, was double instead."
        );
        let args = [
            handle("f"),
            cell_row(&["a"]),
            chars("ErrorHandler"),
            Value::scalar(1.0),
        ];
        assert!(parse_options(&args, 2, Mapper::Cellfun).is_err());
        let args = [handle("f"), cell_row(&["a"]), chars("UniformOutput")];
        assert!(parse_options(&args, 2, Mapper::Cellfun).is_err());
    }

    #[test]
    fn inputs_must_share_a_shape() {
        let inputs = [Value::row(vec![1.0, 2.0, 3.0]), Value::row(vec![1.0, 2.0])];
        let error = common_shape(&inputs, Mapper::Arrayfun).unwrap_err();
        assert_eq!(
            error.message,
            "All of the input arguments must be of the same size and shape.\n\
             Previous inputs had size 3 in dimension 2. Input #3 has size 2"
        );
        assert_eq!(
            common_shape(&inputs[..1], Mapper::Arrayfun).unwrap().dims(),
            &[1, 3]
        );
    }

    #[test]
    fn elements_keep_their_class() {
        let ints = Value::Int16(Tensor::row(vec![4, 5]));
        assert_eq!(element_of(&ints, 1), Value::Int16(Tensor::scalar(5)));
        let cells = cell_row(&["a", "b"]);
        assert_eq!(argument_of(&cells, 1, Mapper::Cellfun), chars("b"));
        assert_eq!(argument_of(&cells, 1, Mapper::Arrayfun), cell_row(&["b"]));
        let people = Value::Struct(Arc::new(StructArray {
            shape: Shape::row(2),
            fields: [(
                "n".to_string(),
                vec![Value::scalar(1.0), Value::scalar(2.0)],
            )]
            .into_iter()
            .collect(),
        }));
        match element_of(&people, 1) {
            Value::Struct(s) => {
                assert!(s.shape.is_scalar());
                assert_eq!(s.get("n", 0), Some(&Value::scalar(2.0)));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn uniform_outputs_keep_class_and_shape() {
        let shape = Shape::matrix(2, 1);
        let flags = [Value::bool(true), Value::bool(false)];
        assert_eq!(
            uniform_array(&flags, &shape),
            Some(Value::Logical(Tensor::new(
                shape.clone(),
                vec![true, false]
            )))
        );
        let numbers = [
            Value::scalar(1.0),
            Value::ComplexDouble(Tensor::scalar(num_complex::Complex64::new(0.0, 1.0))),
        ];
        assert!(matches!(
            uniform_array(&numbers, &shape),
            Some(Value::ComplexDouble(_))
        ));
        let letters = [chars("a"), chars("b")];
        assert_eq!(uniform_array(&letters, &Shape::row(2)), Some(chars("ab")));
        let cells = [cell_row(&["a"]), cell_row(&["b"])];
        assert_eq!(
            uniform_array(&cells, &Shape::row(2)),
            Some(cell_row(&["a", "b"]))
        );
        let point = |x: f64| {
            Value::Struct(Arc::new(StructArray::scalar([(
                "x".to_string(),
                Value::scalar(x),
            )])))
        };
        match uniform_array(&[point(1.0), point(2.0)], &Shape::row(2)) {
            Some(Value::Struct(s)) => {
                assert_eq!(s.shape.dims(), &[1, 2]);
                assert_eq!(s.get("x", 1), Some(&Value::scalar(2.0)));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn uniform_checks_name_the_index_and_output() {
        let error =
            check_uniform(&Value::row(vec![1.0, 2.0]), None, Mapper::Cellfun, 0, 0).unwrap_err();
        assert_eq!(
            error.message,
            "Non-scalar in Uniform output, at index 1, output 1.\nSet 'UniformOutput' to false."
        );
        assert_eq!(error.function.as_deref(), Some("cellfun"));
        let first = Value::scalar(1.0);
        let error =
            check_uniform(&Value::bool(true), Some(&first), Mapper::Arrayfun, 2, 1).unwrap_err();
        assert!(
            error
                .message
                .starts_with("Mismatch in type of outputs, at index 3, output 2"),
            "{}",
            error.message
        );
        let handle_value = handle("sin");
        assert!(check_uniform(&handle_value, None, Mapper::Cellfun, 0, 0).is_err());
        assert!(check_uniform(&cell_row(&["a"]), None, Mapper::Cellfun, 0, 0).is_ok());
        let with = |name: &str| {
            Value::Struct(Arc::new(StructArray::scalar([(
                name.to_string(),
                Value::scalar(1.0),
            )])))
        };
        assert!(check_uniform(&with("b"), Some(&with("a")), Mapper::Cellfun, 1, 0).is_err());
        assert!(check_uniform(&with("a"), Some(&with("a")), Mapper::Cellfun, 1, 0).is_ok());
        assert!(check_uniform(&Value::scalar(2.0), Some(&first), Mapper::Cellfun, 1, 0).is_ok());
    }

    #[test]
    fn empty_inputs_never_call_the_function() {
        let empty = Value::Cell(Arc::new(Tensor::new(Shape::matrix(0, 2), vec![])));
        let out = call(cellfun, &[handle("f"), empty.clone()]).unwrap();
        assert_eq!(out, Value::Double(Tensor::new(Shape::matrix(0, 2), vec![])));
        let args = [
            handle("f"),
            empty.clone(),
            chars("UniformOutput"),
            Value::bool(false),
        ];
        let out = call(cellfun, &args).unwrap();
        assert_eq!(out, empty);
        let both = call_n(arrayfun, &[handle("f"), Value::empty()], 2).unwrap();
        assert_eq!(both.len(), 2);
    }

    #[test]
    fn cellfun_rejects_non_cells_and_non_functions() {
        let error = call(cellfun, &[handle("f"), Value::scalar(1.0)]).unwrap_err();
        assert_eq!(
            error.message,
            "Input #2 expected to be a cell array, was double instead."
        );
        assert!(call(cellfun, &[Value::scalar(1.0), cell_row(&["a"])]).is_err());
        assert!(call(arrayfun, &[Value::scalar(1.0), Value::scalar(1.0)]).is_err());
    }

    #[test]
    fn error_struct_fields() {
        let error = RuntimeError::new("a:b", "boom");
        match error_struct(&error, 2) {
            Value::Struct(s) => {
                assert_eq!(s.get("identifier", 0), Some(&chars("a:b")));
                assert_eq!(s.get("message", 0), Some(&chars("boom")));
                assert_eq!(s.get("index", 0), Some(&Value::scalar(3.0)));
            }
            other => panic!("{other:?}"),
        }
    }
}
