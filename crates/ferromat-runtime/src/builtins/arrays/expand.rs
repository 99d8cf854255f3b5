//! `bsxfun`: applies a function to two arrays after expanding their
//! singleton dimensions to a common size. The expansion is a gather (any
//! class); the size rule is the operators' (`ops::broadcast`).

use super::super::Outputs;
use super::gather::{for_each_subscript, gather_value, linear};
use crate::error::Result;
use crate::interp::Interpreter;
use crate::ops::broadcast::result_shape;
use crate::value::{Shape, Value};

/// `value` repeated along its singleton dimensions to `target`.
fn expanded(value: &Value, target: &Shape) -> Result<Value> {
    let shape = value.shape();
    if shape == *target {
        return Ok(value.clone());
    }
    let dims = target.dims().to_vec();
    let own: Vec<usize> = (0..dims.len()).map(|d| shape.dim(d)).collect();
    let mut sources = Vec::with_capacity(target.numel());
    for_each_subscript(&dims, |subs| {
        let from: Vec<usize> = subs
            .iter()
            .zip(&own)
            .map(|(&s, &n)| if n == 1 { 0 } else { s })
            .collect();
        sources.push(linear(&own, &from));
    });
    gather_value(value, target.clone(), sources)
}

/// `C = bsxfun(fun, A, B)`: `fun` called once on A and B expanded to their
/// common size.
pub fn bsxfun(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (function, a, b) = (&args[0], &args[1], &args[2]);
    let target = result_shape(&a.shape(), &b.shape())?;
    super::super::args::check_allocation(&target, 8)?;
    let operands = [expanded(a, &target)?, expanded(b, &target)?];
    interp.call_function(function, &operands, 1)
}
