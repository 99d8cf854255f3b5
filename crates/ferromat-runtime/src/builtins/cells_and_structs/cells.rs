//! Cell builtins: `cell`, `num2cell`, `iscellstr`, `cell2mat`, `mat2cell`. Argument
//! parsing and result shaping only; `c{...}` indexing lives in `crate::index`.
//!
//! *Syntax*: `c = cell(n)`, `c = cell(m, n, ...)`, `c = cell([m n ...])`,
//! `c = num2cell(A)`, `tf = iscellstr(c)`, `A = cell2mat(c)`.
//!
//! *Description*: `cell` makes a cell array of `[]`; negative sizes count as
//! 0. `num2cell` puts each element of `A` in its own cell (same shape), or
//! with `dims` each slice along those dimensions.
//! `iscellstr` is true when every element is a character vector.
//! `cell2mat` joins an N-d cell of numeric, logical or char blocks: blocks
//! that share a subscript along a dimension share their size along it.
//!
//! *Examples*: `cell(2)` is a 2x2 cell; `cell2mat({[1 2], 3; [4 5], 6})` is
//! `[1 2 3; 4 5 6]`.
//!
//! *Differences from MATLAB*: `cell2mat` of struct cells is not supported.
//!
//! *See also*: structs.rs (`struct`, `fieldnames`).

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Shape, Tensor, Value};
use std::sync::Arc;

/// `cell(...)`.
pub fn cell(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let dims = size_arguments(inputs).map_err(|e| e.in_function("cell"))?;
    let shape = Shape::new(&dims);
    // Refused before allocating, like every other array constructor.
    crate::builtins::args::check_allocation(&shape, std::mem::size_of::<Value>())
        .map_err(|e| e.in_function("cell"))?;
    one(Value::Cell(Arc::new(Tensor::filled(shape, Value::empty()))))
}

/// Size arguments as `zeros` takes them: none (0x0), `n` (nxn), a size
/// vector, or one scalar per dimension.
fn size_arguments(inputs: &[Value]) -> Result<Vec<usize>> {
    let to_size = |x: f64| -> Result<usize> {
        if x.is_nan() || x.fract() != 0.0 {
            return Err(RuntimeError::new(
                "MATLAB:NonIntegerInput",
                "Size inputs must be integers.",
            ));
        }
        Ok(x.max(0.0).min(usize::MAX as f64) as usize)
    };
    let numbers = |v: &Value| {
        v.to_f64_vec().ok_or_else(|| {
            RuntimeError::new("MATLAB:NonNumericInput", "Size inputs must be numeric.")
        })
    };
    match inputs {
        [] => Ok(vec![0, 0]),
        [only] => {
            let values = numbers(only)?;
            let sizes = values
                .into_iter()
                .map(to_size)
                .collect::<Result<Vec<_>>>()?;
            Ok(match sizes.as_slice() {
                [n] => vec![*n, *n],
                _ => sizes,
            })
        }
        many => many
            .iter()
            .map(|v| {
                let values = numbers(v)?;
                match values.as_slice() {
                    [x] => to_size(*x),
                    _ => Err(RuntimeError::new(
                        "MATLAB:getReshapeDims:notRealScalar",
                        "Size inputs must be scalar.",
                    )),
                }
            })
            .collect(),
    }
}

/// `num2cell(A)`: every element in its own 1x1 cell; `num2cell(A, dims)`:
/// each cell holds the whole extent of `A` along `dims`, and the cell array
/// has size 1 along them.
pub fn num2cell(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let (value, dims) = match inputs {
        [value] => (value, Vec::new()),
        [value, dims] => {
            use crate::builtins::args::{parse_dims, Dims};
            let dims = match parse_dims(dims).map_err(|e| e.in_function("num2cell"))? {
                Dims::One(d) => vec![d],
                Dims::Many(d) => d,
                Dims::Default | Dims::All => Vec::new(),
            };
            (value, dims)
        }
        _ => return Err(RuntimeError::too_many_inputs().in_function("num2cell")),
    };
    let shape = value.shape();
    let cell_dims: Vec<usize> = shape
        .dims()
        .iter()
        .enumerate()
        .map(|(d, &n)| if dims.contains(&d) { 1 } else { n })
        .collect();
    let cell_shape = Shape::new(&cell_dims);
    let elements = (0..cell_shape.numel())
        .map(|i| {
            let mut rest = i;
            let subscripts: Vec<_> = cell_dims
                .iter()
                .enumerate()
                .map(|(d, &n)| {
                    let k = rest % n.max(1);
                    rest /= n.max(1);
                    if dims.contains(&d) {
                        crate::index::Subscript::Colon
                    } else {
                        crate::index::Subscript::Index(Value::scalar(k as f64 + 1.0))
                    }
                })
                .collect();
            if dims.is_empty() {
                let position = Value::scalar(i as f64 + 1.0);
                crate::index::paren_get(value, &[crate::index::Subscript::Index(position)])
            } else {
                crate::index::paren_get(value, &subscripts)
            }
        })
        .collect::<Result<Vec<_>>>()
        .map_err(|e| e.in_function("num2cell"))?;
    one(Value::Cell(Arc::new(Tensor::new(cell_shape, elements))))
}

/// A character vector as `iscellstr` counts it: a char row or `''`.
fn is_char_vector(value: &Value) -> bool {
    matches!(value, Value::Char(t) if t.shape().ndims() == 2 && (t.shape().rows() == 1 || t.is_empty()))
}

/// `iscellstr(c)`.
pub fn iscellstr(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("iscellstr"));
    };
    let all_text = matches!(value, Value::Cell(c) if c.data().iter().all(is_char_vector));
    one(Value::bool(all_text))
}

/// `c = mat2cell(A, d1, ..., dn)` / `mat2cell(A, r)`: splits `A` into
/// blocks whose sizes along dimension k are the elements of `dk` (which
/// must sum to `size(A, k)`); dimensions without a vector stay whole. The
/// cell has `numel(dk)` blocks along dimension k.
pub fn mat2cell(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value, dists @ ..] = inputs else {
        return Err(RuntimeError::not_enough_inputs());
    };
    let dims = value.shape().dims().to_vec();
    let rank = dims.len().max(dists.len());
    let mut splits: Vec<Vec<usize>> = Vec::with_capacity(rank);
    for k in 0..rank {
        let extent = dims.get(k).copied().unwrap_or(1);
        let split = match dists.get(k) {
            None => vec![extent],
            Some(dist) => dist
                .to_f64_vec()
                .filter(|xs| xs.iter().all(|&x| x >= 0.0 && x.fract() == 0.0 && x < 1e15))
                .map(|xs| xs.into_iter().map(|x| x as usize).collect::<Vec<_>>())
                .ok_or_else(|| {
                    RuntimeError::new(
                        "MATLAB:mat2cell:InvalidInput",
                        "Dimension division arguments must be vectors of nonnegative integers.",
                    )
                })?,
        };
        if split.iter().sum::<usize>() != extent {
            let size: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            return Err(RuntimeError::new(
                "MATLAB:mat2cell:DimensionSizeMismatch",
                format!(
                    "Input arguments, D1 through D{}, must sum to each dimension of the input matrix size, [{}].",
                    dists.len(),
                    size.join(" ")
                ),
            ));
        }
        splits.push(split);
    }
    let counts: Vec<usize> = splits.iter().map(Vec::len).collect();
    let cell_shape = Shape::new(&counts);
    crate::builtins::args::check_allocation(&cell_shape, std::mem::size_of::<Value>())?;
    // Start offset of each block along each dimension.
    let starts: Vec<Vec<usize>> = splits
        .iter()
        .map(|split| {
            split
                .iter()
                .scan(0, |at, &n| {
                    let start = *at;
                    *at += n;
                    Some(start)
                })
                .collect()
        })
        .collect();
    let mut blocks = Vec::with_capacity(cell_shape.numel());
    for block in 0..cell_shape.numel() {
        let (mut rest, mut corner, mut size) =
            (block, Vec::with_capacity(rank), Vec::with_capacity(rank));
        for ((&count, split), start) in counts.iter().zip(&splits).zip(&starts) {
            let index = rest % count;
            rest /= count;
            corner.push(start[index]);
            size.push(split[index]);
        }
        let block_shape = Shape::new(&size);
        let mut sources = Vec::with_capacity(block_shape.numel());
        for offset in 0..block_shape.numel() {
            let (mut rest, mut linear, mut stride) = (offset, 0, 1);
            for (k, (&at, &extent)) in corner.iter().zip(&size).enumerate() {
                linear += (at + rest % extent) * stride;
                rest /= extent;
                stride *= dims.get(k).copied().unwrap_or(1);
            }
            sources.push(linear);
        }
        blocks.push(crate::builtins::arrays::gather::gather_value(
            value,
            block_shape,
            sources,
        )?);
    }
    one(Value::Cell(Arc::new(Tensor::new(cell_shape, blocks))))
}

/// `cell2mat(c)`.
pub fn cell2mat(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("cell2mat"));
    };
    let Value::Cell(cell) = value else {
        return Err(RuntimeError::new(
            "MATLAB:cell2mat:InvalidInput",
            "Input must be a cell array.",
        )
        .in_function("cell2mat"));
    };
    join_blocks(cell)
        .map_err(|e| e.in_function("cell2mat"))
        .and_then(one)
}

fn join_blocks(cell: &Tensor<Value>) -> Result<Value> {
    let blocks = cell.data();
    let Some(first) = blocks.first() else {
        return Ok(Value::empty());
    };
    // Sparse blocks are joined by concatenation (cat keeps them sparse).
    if matches!(first, Value::Sparse(_)) {
        return Err(RuntimeError::new(
            "MATLAB:cell2mat:UnsupportedCellContent",
            "CELL2MAT does not support cell arrays containing sparse matrices; use cat.",
        ));
    }
    if matches!(
        first,
        Value::Cell(_) | Value::Struct(_) | Value::FunctionHandle(_) | Value::Object(_)
    ) {
        return Err(RuntimeError::new(
            "MATLAB:cell2mat:UnsupportedCellContent",
            "CELL2MAT does not support cell arrays containing cell arrays or objects.",
        ));
    }
    let same_type = blocks
        .iter()
        .all(|b| std::mem::discriminant(b) == std::mem::discriminant(first));
    if !same_type {
        return Err(RuntimeError::new(
            "MATLAB:cell2mat:MixedDataTypes",
            "All contents of the input cell array must be of the same data type.",
        ));
    }
    let layout = Layout::of(cell)?;
    fn join<T: Clone>(
        layout: &Layout,
        blocks: &[Value],
        tensor: fn(&Value) -> Option<&Tensor<T>>,
    ) -> Tensor<T> {
        let tensors: Vec<&Tensor<T>> = blocks.iter().filter_map(tensor).collect();
        layout.join(&tensors)
    }
    let l = &layout;
    Ok(match first {
        Value::Double(_) => Value::Double(join(l, blocks, |v| match v {
            Value::Double(t) => Some(t),
            _ => None,
        })),
        Value::Single(_) => Value::Single(join(l, blocks, |v| match v {
            Value::Single(t) => Some(t),
            _ => None,
        })),
        Value::Int8(_) => Value::Int8(join(l, blocks, |v| match v {
            Value::Int8(t) => Some(t),
            _ => None,
        })),
        Value::Int16(_) => Value::Int16(join(l, blocks, |v| match v {
            Value::Int16(t) => Some(t),
            _ => None,
        })),
        Value::Int32(_) => Value::Int32(join(l, blocks, |v| match v {
            Value::Int32(t) => Some(t),
            _ => None,
        })),
        Value::Int64(_) => Value::Int64(join(l, blocks, |v| match v {
            Value::Int64(t) => Some(t),
            _ => None,
        })),
        Value::UInt8(_) => Value::UInt8(join(l, blocks, |v| match v {
            Value::UInt8(t) => Some(t),
            _ => None,
        })),
        Value::UInt16(_) => Value::UInt16(join(l, blocks, |v| match v {
            Value::UInt16(t) => Some(t),
            _ => None,
        })),
        Value::UInt32(_) => Value::UInt32(join(l, blocks, |v| match v {
            Value::UInt32(t) => Some(t),
            _ => None,
        })),
        Value::UInt64(_) => Value::UInt64(join(l, blocks, |v| match v {
            Value::UInt64(t) => Some(t),
            _ => None,
        })),
        Value::Logical(_) => Value::Logical(join(l, blocks, |v| match v {
            Value::Logical(t) => Some(t),
            _ => None,
        })),
        Value::Char(_) => Value::Char(join(l, blocks, |v| match v {
            Value::Char(t) => Some(t),
            _ => None,
        })),
        Value::ComplexDouble(_) => Value::ComplexDouble(join(l, blocks, |v| match v {
            Value::ComplexDouble(t) => Some(t),
            _ => None,
        })),
        Value::ComplexSingle(_) => Value::ComplexSingle(join(l, blocks, |v| match v {
            Value::ComplexSingle(t) => Some(t),
            _ => None,
        })),
        Value::String(_) => Value::String(join(l, blocks, |v| match v {
            Value::String(t) => Some(t),
            _ => None,
        })),
        // Containers, handles and sparse blocks were rejected above.
        Value::Cell(_)
        | Value::Struct(_)
        | Value::FunctionHandle(_)
        | Value::Sparse(_)
        | Value::Object(_) => Value::empty(),
    })
}

/// The sizes of an N-d grid of blocks: `extents[d][k]` is the size along
/// dimension `d` of every block whose subscript along `d` is `k`.
struct Layout {
    cell_dims: Vec<usize>,
    extents: Vec<Vec<usize>>,
}

impl Layout {
    fn of(cell: &Tensor<Value>) -> Result<Layout> {
        let mismatch = || {
            RuntimeError::new(
                "MATLAB:catenate:dimensionMismatch",
                "Dimensions of arrays being concatenated are not consistent.",
            )
        };
        let blocks = cell.data();
        let ndims = blocks
            .iter()
            .map(|b| b.shape().ndims())
            .fold(cell.shape().ndims(), usize::max);
        let cell_dims: Vec<usize> = (0..ndims).map(|d| cell.shape().dim(d)).collect();
        let cell_strides = cell.shape().strides();
        let stride = |d: usize| cell_strides.get(d).copied().unwrap_or(blocks.len());
        let mut extents = Vec::with_capacity(ndims);
        for (d, &count) in cell_dims.iter().enumerate() {
            let sizes: Vec<usize> = (0..count)
                .map(|k| blocks.get(k * stride(d)).map(|b| b.shape().dim(d)))
                .collect::<Option<_>>()
                .ok_or_else(mismatch)?;
            extents.push(sizes);
        }
        for (index, block) in blocks.iter().enumerate() {
            let shape = block.shape();
            let mut rest = index;
            for (d, sizes) in extents.iter().enumerate() {
                let k = rest % cell_dims[d];
                rest /= cell_dims[d];
                if shape.dim(d) != sizes[k] {
                    return Err(mismatch());
                }
            }
        }
        Ok(Layout { cell_dims, extents })
    }

    /// Copies the blocks (column-major cell order) into one array: for each
    /// column of the result, the runs of every block along dimension 1.
    fn join<T: Clone>(&self, blocks: &[&Tensor<T>]) -> Tensor<T> {
        let out_dims: Vec<usize> = self.extents.iter().map(|s| s.iter().sum()).collect();
        // For every position along dimension d >= 2: (block subscript, local index).
        let owners: Vec<Vec<(usize, usize)>> = self
            .extents
            .iter()
            .map(|sizes| {
                sizes
                    .iter()
                    .enumerate()
                    .flat_map(|(k, &n)| (0..n).map(move |l| (k, l)))
                    .collect()
            })
            .collect();
        let total: usize = out_dims.iter().product();
        let columns: usize = out_dims.iter().skip(1).product();
        let mut data = Vec::with_capacity(total);
        for column in 0..columns {
            let (mut rest, mut cell_base, mut cell_step) = (column, 0, self.cell_dims[0]);
            let mut local = Vec::with_capacity(out_dims.len());
            for (d, owner) in owners.iter().enumerate().skip(1) {
                let (k, l) = owner[rest % out_dims[d]];
                rest /= out_dims[d];
                cell_base += k * cell_step;
                cell_step *= self.cell_dims[d];
                local.push((d, l));
            }
            for (k0, &height) in self.extents[0].iter().enumerate() {
                let Some(block) = blocks.get(cell_base + k0) else {
                    continue;
                };
                let strides = block.shape().strides();
                let start: usize = local
                    .iter()
                    .map(|&(d, l)| l * strides.get(d).copied().unwrap_or(0))
                    .sum();
                data.extend(block.data().iter().skip(start).take(height).cloned());
            }
        }
        Tensor::new(Shape::new(&out_dims), data)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: crate::builtins::BuiltinFn, inputs: &[Value]) -> Result<Value> {
        let mut interp = Interpreter::new();
        f(&mut interp, inputs, 1).map(|mut out| out.remove(0))
    }

    fn grid(rows: usize, cols: usize, values: Vec<Value>) -> Value {
        Value::Cell(Arc::new(Tensor::new(Shape::matrix(rows, cols), values)))
    }

    #[test]
    fn cell_sizes() {
        assert_eq!(call(cell, &[]).unwrap().shape().dims(), [0, 0]);
        assert_eq!(
            call(cell, &[Value::scalar(2.0)]).unwrap().shape().dims(),
            [2, 2]
        );
        let c = call(
            cell,
            &[Value::scalar(2.0), Value::scalar(3.0), Value::scalar(4.0)],
        )
        .unwrap();
        assert_eq!(c.shape().dims(), [2, 3, 4]);
        assert_eq!(
            call(cell, &[Value::row(vec![1.0, 3.0])])
                .unwrap()
                .shape()
                .dims(),
            [1, 3]
        );
        assert_eq!(
            call(cell, &[Value::scalar(-2.0)]).unwrap().shape().dims(),
            [0, 0]
        );
        assert!(call(cell, &[Value::scalar(1.5)]).is_err());
        let Value::Cell(t) = call(cell, &[Value::scalar(1.0), Value::scalar(2.0)]).unwrap() else {
            panic!("cell expected")
        };
        assert_eq!(t.data(), [Value::empty(), Value::empty()]);
    }

    #[test]
    fn num2cell_keeps_class_and_shape() {
        let ints = Value::Int8(Tensor::new(Shape::matrix(2, 1), vec![1, 2]));
        let c = call(num2cell, &[ints]).unwrap();
        assert_eq!(
            c,
            grid(
                2,
                1,
                vec![
                    Value::Int8(Tensor::scalar(1)),
                    Value::Int8(Tensor::scalar(2))
                ]
            )
        );
        let text = call(num2cell, &[Value::char_row("ab")]).unwrap();
        assert_eq!(
            text,
            grid(1, 2, vec![Value::char_row("a"), Value::char_row("b")])
        );
    }

    #[test]
    fn iscellstr_checks_every_element() {
        let yes = grid(
            1,
            2,
            vec![Value::char_row("a"), Value::Char(Tensor::empty())],
        );
        assert_eq!(call(iscellstr, &[yes]).unwrap(), Value::bool(true));
        let no = grid(1, 2, vec![Value::char_row("a"), Value::scalar(1.0)]);
        assert_eq!(call(iscellstr, &[no]).unwrap(), Value::bool(false));
        assert_eq!(
            call(iscellstr, &[Value::char_row("a")]).unwrap(),
            Value::bool(false)
        );
        assert_eq!(
            call(iscellstr, &[grid(0, 0, vec![])]).unwrap(),
            Value::bool(true)
        );
    }

    #[test]
    fn cell2mat_joins_blocks() {
        let c = grid(
            2,
            2,
            vec![
                Value::row(vec![1.0, 2.0]),
                Value::row(vec![4.0, 5.0]),
                Value::scalar(3.0),
                Value::scalar(6.0),
            ],
        );
        let joined = call(cell2mat, &[c]).unwrap();
        assert_eq!(
            joined,
            Value::matrix(Shape::matrix(2, 3), vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0])
        );
        let text = grid(1, 2, vec![Value::char_row("ab"), Value::char_row("c")]);
        assert_eq!(call(cell2mat, &[text]).unwrap(), Value::char_row("abc"));
        assert_eq!(
            call(cell2mat, &[grid(0, 0, vec![])]).unwrap(),
            Value::empty()
        );
        let mixed = grid(1, 2, vec![Value::scalar(1.0), Value::char_row("c")]);
        assert_eq!(
            call(cell2mat, &[mixed]).unwrap_err().message,
            "All contents of the input cell array must be of the same data type."
        );
        let ragged = grid(2, 1, vec![Value::row(vec![1.0, 2.0]), Value::scalar(3.0)]);
        assert_eq!(
            call(cell2mat, &[ragged]).unwrap_err().message,
            "Dimensions of arrays being concatenated are not consistent."
        );
        let nested = grid(1, 1, vec![grid(0, 0, vec![])]);
        assert!(call(cell2mat, &[nested]).is_err());
    }
}
