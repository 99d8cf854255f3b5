//! `struct2cell` and `cell2struct`: a struct array's field values as a
//! cell array with one more leading dimension (one row per field), and
//! back; `namedargs2cell`, a scalar struct as name-value pairs. Only the reshaping of values between the two containers is
//! here; field-name rules are `index::check_field_name`'s.
//!
//! *Syntax*: `C = struct2cell(S)`, `S = cell2struct(C, fields)`,
//! `S = cell2struct(C, fields, dim)`, `C = namedargs2cell(s)`.
//!
//! *See also*: structs.rs (`struct`, `fieldnames`), cells.rs (`num2cell`).

use std::sync::Arc;

use indexmap::IndexMap;

use super::structs::{expect_struct, names};
use crate::builtins::args::{check_allocation, parse_dim};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::index::check_field_name;
use crate::interp::Interpreter;
use crate::value::{Shape, StructArray, Tensor, Value};

/// `struct2cell(S)`: for an m-by-n struct array with p fields, the
/// p-by-m-by-n cell array whose `C(f, k)` is field `f` of `S(k)`.
pub fn struct2cell(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let [value] = inputs else {
        return Err(RuntimeError::not_enough_inputs().in_function("struct2cell"));
    };
    let s = expect_struct(value, "struct2cell")?;
    let mut dims = vec![s.fields.len()];
    dims.extend_from_slice(s.shape.dims());
    let shape = Shape::new(&dims);
    check_allocation(&shape, std::mem::size_of::<Value>())?;
    let mut cells = Vec::with_capacity(shape.numel());
    for element in 0..s.numel() {
        cells.extend(s.fields.values().map(|column| column[element].clone()));
    }
    one(Value::Cell(Arc::new(Tensor::new(shape, cells))))
}

/// `C = namedargs2cell(s)`: the fields of the scalar struct `s` as the
/// 1-by-2N cell array `{name1, value1, ..., nameN, valueN}`, in field
/// order, ready to pass on as `f(C{:})`.
pub fn namedargs2cell(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let s = expect_struct(&inputs[0], "namedargs2cell")?;
    if s.numel() != 1 {
        return Err(RuntimeError::new(
            "MATLAB:namedargs2cell:InvalidInput",
            "Input must be a scalar structure.",
        )
        .in_function("namedargs2cell"));
    }
    let shape = Shape::matrix(1, 2 * s.fields.len());
    check_allocation(&shape, std::mem::size_of::<Value>())?;
    let mut cells = Vec::with_capacity(shape.numel());
    for (name, column) in &s.fields {
        cells.push(Value::char_row(name));
        cells.push(column[0].clone());
    }
    one(Value::Cell(Arc::new(Tensor::new(shape, cells))))
}

/// The field names `cell2struct` takes: a char vector, a char matrix (one
/// name per row, trailing blanks dropped), a cell array of char vectors or
/// a string array.
fn field_names(value: &Value) -> Result<Vec<String>> {
    let names = match value {
        Value::Char(t) if t.shape().ndims() == 2 && t.shape().rows() > 1 => {
            let (rows, cols) = (t.shape().rows(), t.shape().cols());
            (0..rows)
                .map(|r| {
                    let row: Vec<u16> = (0..cols).map(|c| t.data()[r + c * rows]).collect();
                    String::from_utf16_lossy(&row).trim_end().to_string()
                })
                .collect()
        }
        other => names(other, "cell2struct")?,
    };
    for (k, name) in names.iter().enumerate() {
        check_field_name(name).map_err(|e| e.in_function("cell2struct"))?;
        if names[..k].contains(name) {
            return Err(RuntimeError::new(
                "MATLAB:DuplicateFieldName",
                format!("Duplicate field name \"{name}\"."),
            )
            .in_function("cell2struct"));
        }
    }
    Ok(names)
}

/// `cell2struct(C, fields, dim)`: field `f` of each element comes from the
/// cells at position `f` along `dim` (1 when omitted); the struct array has
/// `C`'s size without that dimension (a column when one dimension is left).
pub fn cell2struct(_: &mut Interpreter, inputs: &[Value], _: usize) -> Result<Outputs> {
    let (cells, fields, dim) = match inputs {
        [cells, fields] => (cells, fields, 0),
        [cells, fields, dim] => (
            cells,
            fields,
            parse_dim(dim).map_err(|e| e.in_function("cell2struct"))?,
        ),
        _ => return Err(RuntimeError::not_enough_inputs().in_function("cell2struct")),
    };
    let Value::Cell(cells) = cells else {
        return Err(RuntimeError::new(
            "MATLAB:cell2struct:ArgumentMustBeCell",
            "First argument must be a cell array.",
        )
        .in_function("cell2struct"));
    };
    let names = field_names(fields)?;
    let dims = cells.shape().dims();
    let length = dims.get(dim).copied().unwrap_or(1);
    if length != names.len() {
        return Err(RuntimeError::new(
            "MATLAB:cell2struct:ArgumentCountMismatch",
            "Number of field names must match number of fields in new structure.",
        )
        .in_function("cell2struct"));
    }
    let inner: usize = dims.iter().take(dim).product();
    let outer: usize = dims.iter().skip(dim + 1).product();
    let mut remaining: Vec<usize> = dims
        .iter()
        .enumerate()
        .filter(|&(d, _)| d != dim)
        .map(|(_, &n)| n)
        .collect();
    if remaining.len() < 2 {
        remaining.resize(2, 1);
    }
    let data = cells.data();
    let mut fields = IndexMap::with_capacity(names.len());
    for (f, name) in names.into_iter().enumerate() {
        let mut column = Vec::with_capacity(inner * outer);
        for o in 0..outer {
            let start = (o * length + f) * inner;
            column.extend_from_slice(&data[start..start + inner]);
        }
        fields.insert(name, column);
    }
    one(Value::Struct(Arc::new(StructArray {
        shape: Shape::new(&remaining),
        fields,
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: crate::builtins::BuiltinFn, inputs: &[Value]) -> Result<Value> {
        let mut interp = Interpreter::new();
        f(&mut interp, inputs, 1).map(|mut out| out.remove(0))
    }

    fn cell(shape: &[usize], values: Vec<Value>) -> Value {
        Value::Cell(Arc::new(Tensor::new(Shape::new(shape), values)))
    }

    #[test]
    fn round_trip_of_a_struct_array() {
        // A 2x3 cell read along dim 2: three fields, a 2x1 struct array.
        let values: Vec<Value> = (1..=6).map(|k| Value::scalar(k as f64)).collect();
        let c = cell(&[2, 3], values.clone());
        let names = cell(&[1, 3], ["a", "b", "c"].map(Value::char_row).to_vec());
        let s = call(cell2struct, &[c.clone(), names, Value::scalar(2.0)]).unwrap();
        let Value::Struct(array) = &s else {
            panic!("not a struct")
        };
        assert_eq!(array.shape.dims(), &[2, 1]);
        // s(2).b is C{2, 2}, the fourth value in column-major order.
        assert_eq!(array.get("b", 1), Some(&values[3]));
        // struct2cell gives fields down the first dimension: 3x2.
        let back = call(struct2cell, &[s]).unwrap();
        assert_eq!(back.shape().dims(), &[3, 2]);
        let Value::Cell(back) = back else {
            panic!("not a cell")
        };
        // back(f, k) = s(k).(f) = C(k, f): the transpose of C.
        let expected: Vec<Value> = [0, 2, 4, 1, 3, 5]
            .iter()
            .map(|&i| values[i].clone())
            .collect();
        assert_eq!(back.data(), expected.as_slice());
    }

    #[test]
    fn count_mismatch_and_char_matrix_names() {
        let c = cell(&[2, 1], vec![Value::scalar(1.0), Value::scalar(2.0)]);
        let one_name = Value::char_row("a");
        assert!(call(cell2struct, &[c.clone(), one_name]).is_err());
        let rows = Value::Char(Tensor::new(
            Shape::matrix(2, 3),
            "xyab  ".encode_utf16().collect(),
        ));
        // Rows "xa " and "yb " (column-major), trailing blanks dropped.
        let s = call(cell2struct, &[c, rows]).unwrap();
        let Value::Struct(array) = &s else {
            panic!("not a struct")
        };
        assert_eq!(array.fields.keys().collect::<Vec<_>>(), ["xa", "yb"]);
        assert_eq!(array.shape.dims(), &[1, 1]);
    }
}
