//! The one element gather every "move elements" builtin of this family
//! uses (flips, rot90, repelem, diag, tril, triu, toeplitz, hankel,
//! blkdiag...): the output is built by taking, for each output position in
//! column-major order, the input element at a given linear source index, or
//! a fill element. Works for every class through `shape::rearrange`; it
//! never looks at element values and never converts classes.

use crate::builtins::arrays::shape::{rearrange, Rearrange};
use crate::error::{Result, RuntimeError};
use crate::ops;
use crate::value::{Shape, Tensor, Value};

/// An output of `shape` whose element k is input element `sources[k]`.
/// Callers compute `sources` from the input's shape, so every index is in
/// range.
pub struct Gather {
    pub shape: Shape,
    pub sources: Vec<usize>,
}

impl Rearrange for Gather {
    #[track_caller]
    fn apply<T: Clone>(&self, tensor: &Tensor<T>) -> Tensor<T> {
        let data = tensor.data();
        Tensor::new(
            self.shape.clone(),
            self.sources.iter().map(|&k| data[k].clone()).collect(),
        )
    }
}

/// `value` rearranged: output element k is `value(sources[k] + 1)`.
pub fn gather_value(value: &Value, shape: Shape, sources: Vec<usize>) -> Result<Value> {
    debug_assert_eq!(shape.numel(), sources.len());
    rearrange(value, &Gather { shape, sources })
}

/// The zero of `value`'s class used to pad: 0 of numeric classes, false,
/// char 0; other classes have no zero and give `MATLAB:UndefinedFunction`
/// for `function`, as MATLAB reports for e.g. `diag` of a cell.
pub fn zero_like(value: &Value, function: &str) -> Result<Value> {
    match value {
        Value::Cell(_) | Value::Struct(_) | Value::String(_) | Value::FunctionHandle(_) => {
            Err(RuntimeError::new(
                "MATLAB:UndefinedFunction",
                format!(
                    "Undefined function '{function}' for input arguments of type '{}'.",
                    value.class().name()
                ),
            ))
        }
        // A real zero of the element precision; concatenated with complex
        // data it becomes a complex zero.
        _ => ops::convert(&Value::scalar(0.0), value.class()),
    }
}

/// Like [`gather_value`], where `None` positions take `fill` (a 1x1 value
/// that concatenates with `value` into `value`'s class).
pub fn gather_with_fill(
    value: &Value,
    fill: &Value,
    shape: Shape,
    sources: &[Option<usize>],
) -> Result<Value> {
    let n = value.numel();
    let column = gather_value(value, Shape::column(n), (0..n).collect())?;
    let extended = ops::vertcat(&[column, fill.clone()])?;
    let sources = sources.iter().map(|s| s.unwrap_or(n)).collect();
    gather_value(&extended, shape, sources)
}

/// The column-major linear index of subscripts `subs` (0-based) in `dims`.
pub fn linear(dims: &[usize], subs: &[usize]) -> usize {
    let mut index = 0;
    let mut stride = 1;
    for (d, &s) in subs.iter().enumerate() {
        index += s * stride;
        stride *= dims.get(d).copied().unwrap_or(1);
    }
    index
}

/// Calls `visit` with the 0-based subscripts of every element of `dims` in
/// column-major order.
pub fn for_each_subscript(dims: &[usize], mut visit: impl FnMut(&[usize])) {
    if dims.contains(&0) {
        return;
    }
    let mut subs = vec![0usize; dims.len()];
    loop {
        visit(&subs);
        let mut d = 0;
        loop {
            if d == dims.len() {
                return;
            }
            subs[d] += 1;
            if subs[d] < dims[d] {
                break;
            }
            subs[d] = 0;
            d += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gathers_any_class() {
        let cells = Value::Cell(std::sync::Arc::new(Tensor::row(vec![
            Value::scalar(1.0),
            Value::char_row("a"),
        ])));
        let out = gather_value(&cells, Shape::row(2), vec![1, 0]).unwrap();
        let Value::Cell(t) = out else { panic!() };
        assert_eq!(t.data()[0], Value::char_row("a"));
    }

    #[test]
    fn fill_keeps_class() {
        let v = Value::Int8(Tensor::row(vec![3, 4]));
        let zero = zero_like(&v, "diag").unwrap();
        let out = gather_with_fill(&v, &zero, Shape::row(3), &[Some(1), None, Some(0)]).unwrap();
        assert_eq!(out, Value::Int8(Tensor::row(vec![4, 0, 3])));
    }

    #[test]
    fn subscripts_in_column_major_order() {
        let mut seen = Vec::new();
        for_each_subscript(&[2, 3], |s| seen.push(linear(&[2, 3], s)));
        assert_eq!(seen, vec![0, 1, 2, 3, 4, 5]);
    }
}
