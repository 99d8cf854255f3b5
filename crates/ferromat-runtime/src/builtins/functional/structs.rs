//! `structfun`: `cellfun` over the fields of a scalar struct. The fields
//! go through the same mapping loop as `cellfun` (options, 'ErrorHandler',
//! uniform assembly); this file only turns the struct into a column of
//! values and, with 'UniformOutput' false, the cells back into a struct.

use std::sync::Arc;

use super::mapping::{check_callee, data_end, map_elements, parse_options, Mapper};
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Tensor, Value};

/// `[A1, ..., Am] = structfun(func, S, 'UniformOutput', tf, 'ErrorHandler',
/// handler)`: calls `func` on each field of the scalar struct `S` in field
/// order. Uniform results form an n-by-1 column (n fields); with
/// 'UniformOutput' false each output is a struct with `S`'s field names.
pub fn structfun(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let func = args.first().ok_or_else(RuntimeError::not_enough_inputs)?;
    check_callee(func, Mapper::Structfun)?;
    let fields = match args.get(1) {
        Some(Value::Struct(s)) if s.shape.numel() == 1 => s.clone(),
        _ => {
            return Err(RuntimeError::new(
                "MATLAB:structfun:NotAScalarStructure",
                "Inputs to STRUCTFUN must be scalar structures.",
            ))
        }
    };
    let end = data_end(args, Mapper::Structfun);
    if !(args.len() - end).is_multiple_of(2) {
        return Err(RuntimeError::new(
            "MATLAB:structfun:MissingParameterValue",
            "Parameter name must be followed by a value.",
        ));
    }
    let options = parse_options(args, end, Mapper::Structfun)?;
    let names: Vec<String> = fields.fields.keys().cloned().collect();
    let values: Vec<Value> = fields
        .fields
        .values()
        .map(|column| column.first().cloned().unwrap_or_else(Value::empty))
        .collect();
    let column = Value::Cell(Arc::new(Tensor::new(
        Shape::matrix(values.len(), 1),
        values,
    )));
    let outputs = map_elements(
        interp,
        func,
        &[column],
        &options,
        nargout,
        Mapper::Structfun,
    )?;
    if options.uniform {
        return Ok(outputs);
    }
    Ok(outputs
        .into_iter()
        .map(|output| match output {
            Value::Cell(cells) => Value::Struct(Arc::new(StructArray::scalar(
                names.iter().cloned().zip(cells.data().iter().cloned()),
            ))),
            other => other,
        })
        .collect())
}
