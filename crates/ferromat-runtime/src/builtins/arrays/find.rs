//! `find`: linear indices, or `[row, col, v]` subscripts and values, of the
//! nonzero elements of an array, with a count limit and `'first'`/`'last'`.
//! Nonzero means what logical conversion means: NaN counts as nonzero.

use crate::builtins::arrays::shape::{rearrange, Rearrange};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};

/// The elements at `positions`, as an array of `shape`.
struct Select<'a> {
    positions: &'a [usize],
    shape: Shape,
}

impl Rearrange for Select<'_> {
    fn apply<T: Clone>(&self, tensor: &Tensor<T>) -> Tensor<T> {
        let data = tensor.data();
        let picked = self.positions.iter().map(|&p| data[p].clone()).collect();
        Tensor::new(self.shape.clone(), picked)
    }
}

fn unsupported() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:UndefinedFunction",
        "Check for incorrect argument data type or missing argument in call to function 'find'.",
    )
}

fn positions_where<T>(data: &[T], nonzero: impl Fn(&T) -> bool) -> Vec<usize> {
    data.iter()
        .enumerate()
        .filter(|(_, x)| nonzero(x))
        .map(|(i, _)| i)
        .collect()
}

/// 0-based positions of the nonzero elements, in column-major order.
fn nonzero_positions(value: &Value) -> Result<Vec<usize>> {
    Ok(match value {
        Value::Double(t) => positions_where(t.data(), |&x| x != 0.0),
        Value::Single(t) => positions_where(t.data(), |&x| x != 0.0),
        Value::Logical(t) => positions_where(t.data(), |&x| x),
        Value::ComplexDouble(t) => positions_where(t.data(), |z| z.re != 0.0 || z.im != 0.0),
        Value::ComplexSingle(t) => positions_where(t.data(), |z| z.re != 0.0 || z.im != 0.0),
        Value::Char(t) => positions_where(t.data(), |&x| x != 0),
        Value::Int8(t) => positions_where(t.data(), |&x| x != 0),
        Value::Int16(t) => positions_where(t.data(), |&x| x != 0),
        Value::Int32(t) => positions_where(t.data(), |&x| x != 0),
        Value::Int64(t) => positions_where(t.data(), |&x| x != 0),
        Value::UInt8(t) => positions_where(t.data(), |&x| x != 0),
        Value::UInt16(t) => positions_where(t.data(), |&x| x != 0),
        Value::UInt32(t) => positions_where(t.data(), |&x| x != 0),
        Value::UInt64(t) => positions_where(t.data(), |&x| x != 0),
        _ => return Err(unsupported()),
    })
}

/// `find(X)`, `find(X, n)`, `find(X, n, 'first'|'last')`, `[r, c] = find(X)`,
/// `[r, c, v] = find(X)`.
pub fn find(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let value = &args[0];
    let limit = match args.get(1) {
        Some(n) => Some(match n.as_f64() {
            Some(x) if x >= 1.0 && (x.fract() == 0.0 || x.is_infinite()) => {
                x.min(usize::MAX as f64) as usize
            }
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:find:NInputNotPositiveInteger",
                    "Second argument must be a positive scalar integer.",
                ))
            }
        }),
        None => None,
    };
    let from_end = match args.get(2) {
        Some(direction) => match direction
            .as_text()
            .map(|t| t.to_ascii_lowercase())
            .as_deref()
        {
            Some("first") => false,
            Some("last") => true,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:find:InvalidDirection",
                    "Direction must be 'first' or 'last'.",
                ))
            }
        },
        None => false,
    };
    let mut positions = nonzero_positions(value)?;
    if let Some(limit) = limit {
        if positions.len() > limit {
            positions = if from_end {
                positions.split_off(positions.len() - limit)
            } else {
                positions[..limit].to_vec()
            };
        }
    }
    let input_shape = value.shape();
    let count = positions.len();
    // A scalar is both a row and a column; MATLAB gives 0x0 when it finds
    // nothing there (`find(0)`), as for a 0x0 input.
    let shape = if input_shape.dims() == [0, 0] || (input_shape.is_scalar() && count == 0) {
        Shape::empty()
    } else if input_shape.is_row() {
        Shape::row(count)
    } else {
        Shape::column(count)
    };
    let indices = |f: &dyn Fn(usize) -> usize| {
        Value::Double(Tensor::new(
            shape.clone(),
            positions.iter().map(|&p| f(p) as f64).collect(),
        ))
    };
    if nargout <= 1 {
        return one(indices(&|p| p + 1));
    }
    let rows = input_shape.rows().max(1);
    let mut out = Outputs::new();
    out.push(indices(&|p| p % rows + 1));
    out.push(indices(&|p| p / rows + 1));
    if nargout >= 3 {
        let select = Select {
            positions: &positions,
            shape: shape.clone(),
        };
        out.push(rearrange(value, &select)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Class;

    fn call(args: &[Value], nargout: usize) -> Result<Outputs> {
        find(&mut Interpreter::new(), args, nargout)
    }

    fn n(x: f64) -> Value {
        Value::scalar(x)
    }

    #[test]
    fn linear_indices_and_orientation() {
        let row = Value::row(vec![0.0, 3.0, 0.0, f64::NAN]);
        assert_eq!(call(&[row], 1).unwrap()[0], Value::row(vec![2.0, 4.0]));
        let m = Value::matrix(Shape::matrix(2, 2), vec![0.0, 1.0, 1.0, 0.0]);
        let found = &call(&[m], 1).unwrap()[0];
        assert_eq!(found.shape().dims(), &[2, 1]);
        assert_eq!(found.to_f64_vec().unwrap(), vec![2.0, 3.0]);
        assert_eq!(
            call(&[Value::empty()], 1).unwrap()[0].shape().dims(),
            &[0, 0]
        );
        assert_eq!(call(&[n(0.0)], 1).unwrap()[0].shape().dims(), &[0, 0]);
        let zero_by_three = Value::matrix(Shape::matrix(0, 3), vec![]);
        assert_eq!(
            call(&[zero_by_three], 1).unwrap()[0].shape().dims(),
            &[0, 1]
        );
        let text = Value::char_row("a\0b");
        assert_eq!(call(&[text], 1).unwrap()[0], Value::row(vec![1.0, 3.0]));
    }

    #[test]
    fn limits_and_direction() {
        let v = Value::row(vec![1.0, 0.0, 2.0, 3.0, 0.0, 4.0]);
        assert_eq!(
            call(&[v.clone(), n(2.0)], 1).unwrap()[0],
            Value::row(vec![1.0, 3.0])
        );
        let last = call(&[v.clone(), n(2.0), Value::char_row("last")], 1).unwrap();
        assert_eq!(last[0], Value::row(vec![4.0, 6.0]));
        assert_eq!(call(&[v.clone(), n(10.0)], 1).unwrap()[0].numel(), 4);
        assert!(call(&[v.clone(), n(0.0)], 1).is_err());
        assert!(call(&[v.clone(), n(1.5)], 1).is_err());
        assert!(call(&[v, n(1.0), Value::char_row("middle")], 1).is_err());
    }

    #[test]
    fn subscripts_and_values() {
        let a = Value::Int16(Tensor::new(
            Shape::new(&[2, 2, 2]),
            vec![0, 5, 0, 0, 0, 0, 7, 0],
        ));
        let out = call(&[a], 3).unwrap();
        assert_eq!(out[0].to_f64_vec().unwrap(), vec![2.0, 1.0]);
        assert_eq!(out[1].to_f64_vec().unwrap(), vec![1.0, 4.0]);
        assert_eq!(out[2], Value::Int16(Tensor::column(vec![5, 7])));
        let logical = Value::Logical(Tensor::row(vec![false, true]));
        let out = call(&[logical], 3).unwrap();
        assert_eq!(out[2].class(), Class::Logical);
        assert!(call(
            &[Value::Cell(std::sync::Arc::new(Tensor::scalar(n(1.0))))],
            1
        )
        .is_err());
    }
}
