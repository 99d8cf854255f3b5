//! Concatenation (`[a, b; c, d]`, `horzcat`, `vertcat`, `cat`): MATLAB's
//! class of the result ("Valid Combinations of Unlike Classes": char beats
//! integer beats single beats double beats logical; the left-most integer
//! class wins; char with logical is invalid), cells absorbing non-cells,
//! struct arrays with matching fields, and the skipping of `[]`.
//! Cell literals `{a, b}` are built by the interpreter, not here.

use std::sync::Arc;

use indexmap::IndexMap;

use super::convert::{convert, FloatElem};
use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Shape, StructArray, Tensor, Value};

/// `Dimensions of arrays being concatenated are not consistent.`
pub fn dimension_mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:catenate:dimensionMismatch",
        "Dimensions of arrays being concatenated are not consistent.",
    )
}

/// `[a, b, ...]`
pub fn horzcat(values: &[Value]) -> Result<Value> {
    cat(1, values)
}

/// `[a; b; ...]`
pub fn vertcat(values: &[Value]) -> Result<Value> {
    cat(0, values)
}

/// The largest number of dimensions a concatenation may produce.
const MAX_DIMS: usize = 1024;

/// The plain `[]` (0x0 double), which concatenation ignores entirely.
fn is_plain_empty(value: &Value) -> bool {
    matches!(value, Value::Double(t) if t.shape().dims() == [0, 0])
}

/// Concatenation along 0-based dimension `dim`.
pub fn cat(dim: usize, values: &[Value]) -> Result<Value> {
    // Each dimension up to `dim` is materialised in the result's size.
    if dim >= MAX_DIMS {
        return Err(RuntimeError::new(
            "MATLAB:catenate:invalidDimension",
            format!("Concatenation dimension must not exceed {MAX_DIMS}."),
        ));
    }
    let operands: Vec<&Value> = values.iter().filter(|v| !is_plain_empty(v)).collect();
    let Some(&first) = operands.first() else {
        return Ok(Value::empty());
    };
    if operands.len() == 1 {
        return Ok(first.clone());
    }
    // Tables concatenate by variable (builtins/tables/).
    if operands
        .iter()
        .any(|v| crate::builtins::tables::as_table(v).is_some())
    {
        return crate::builtins::tables::cat(dim, &operands);
    }
    // Datetimes and durations concatenate their seconds (builtins/datetimes/).
    if operands
        .iter()
        .any(|v| crate::builtins::datetimes::is_time_value(v))
    {
        return crate::builtins::datetimes::cat(dim, &operands);
    }
    // Maps join their entries (builtins/objects/map.rs).
    let maps: Vec<_> = operands
        .iter()
        .filter_map(|v| match v {
            Value::Object(crate::value::Object::Map(m)) => Some(m),
            _ => None,
        })
        .collect();
    if maps.len() == operands.len() {
        return crate::builtins::objects::map::cat(dim, &maps);
    }
    // A sparse operand makes a sparse result (or, with classes that have
    // no sparse form, a full one from full operands).
    if operands.iter().any(|v| matches!(v, Value::Sparse(_))) {
        if let Some(joined) = crate::builtins::sparse::structure::cat(dim, &operands)? {
            return Ok(joined);
        }
        let full = crate::builtins::sparse::convert::densify_args(values)?;
        return cat(dim, &full);
    }
    if operands.iter().any(|v| matches!(v, Value::Cell(_))) {
        let cells: Vec<Tensor<Value>> = operands
            .iter()
            .map(|v| match v {
                Value::Cell(t) => (**t).clone(),
                other => Tensor::scalar((*other).clone()),
            })
            .collect();
        return Ok(Value::Cell(Arc::new(cat_tensors(dim, &cells)?)));
    }
    if operands
        .iter()
        .any(|v| matches!(v, Value::FunctionHandle(_)))
    {
        return Err(RuntimeError::new(
            "MATLAB:FunctionHandle:NonScalar",
            "Nonscalar arrays of function handles are not allowed; use cell arrays instead.",
        ));
    }
    if operands.iter().any(|v| matches!(v, Value::Struct(_))) {
        return cat_structs(dim, &operands);
    }
    let class = result_class(&operands)?;
    let complex = operands.iter().any(|v| v.is_complex());
    let convert_all = |class: Class| -> Result<Vec<Value>> {
        operands.iter().map(|v| convert(v, class)).collect()
    };
    macro_rules! cat_variant {
        ($variant:ident, $converted:expr) => {{
            let converted = $converted;
            let tensors: Vec<_> = converted
                .into_iter()
                .filter_map(|v| match v {
                    Value::$variant(t) => Some(t),
                    _ => None,
                })
                .collect();
            if tensors.len() != operands.len() {
                return Err(RuntimeError::new(
                    "ferromat:internal",
                    "internal error: concatenation operand conversion",
                ));
            }
            Ok(Value::$variant(cat_tensors(dim, &tensors)?))
        }};
    }
    match (class, complex) {
        (Class::Double, true) => cat_variant!(ComplexDouble, complex_all::<f64>(&operands)),
        (Class::Single, true) => cat_variant!(ComplexSingle, complex_all::<f32>(&operands)),
        (Class::Double, false) => cat_variant!(Double, convert_all(class)?),
        (Class::Single, false) => cat_variant!(Single, convert_all(class)?),
        (Class::Int8, _) => cat_variant!(Int8, convert_all(class)?),
        (Class::Int16, _) => cat_variant!(Int16, convert_all(class)?),
        (Class::Int32, _) => cat_variant!(Int32, convert_all(class)?),
        (Class::Int64, _) => cat_variant!(Int64, convert_all(class)?),
        (Class::UInt8, _) => cat_variant!(UInt8, convert_all(class)?),
        (Class::UInt16, _) => cat_variant!(UInt16, convert_all(class)?),
        (Class::UInt32, _) => cat_variant!(UInt32, convert_all(class)?),
        (Class::UInt64, _) => cat_variant!(UInt64, convert_all(class)?),
        (Class::Logical, _) => cat_variant!(Logical, convert_all(class)?),
        (Class::Char, _) => cat_variant!(Char, convert_all(class)?),
        (Class::String, _) => cat_variant!(String, string_operands(&operands)?),
        (other, _) => Err(RuntimeError::new(
            "ferromat:internal",
            format!("internal error: cannot concatenate class {}", other.name()),
        )),
    }
}

fn complex_all<F: FloatElem>(operands: &[&Value]) -> Vec<Value> {
    operands
        .iter()
        .filter_map(|v| F::complex_view(v).map(|t| F::wrap_complex(t.into_owned())))
        .collect()
}

/// Each operand as a string array: a char matrix gives one string per row,
/// numbers their text.
fn string_operands(operands: &[&Value]) -> Result<Vec<Value>> {
    operands.iter().map(|v| convert(v, Class::String)).collect()
}

/// The class of a concatenation of numeric, logical, char and string values.
fn result_class(operands: &[&Value]) -> Result<Class> {
    let classes: Vec<Class> = operands.iter().map(|v| v.class()).collect();
    if classes.contains(&Class::String) {
        return Ok(Class::String);
    }
    if classes.contains(&Class::Char) {
        if classes.contains(&Class::Logical) {
            return Err(RuntimeError::new(
                "MATLAB:invalidConversion",
                "Conversion to char from logical is not possible.",
            ));
        }
        return Ok(Class::Char);
    }
    if let Some(&integer) = classes.iter().find(|c| c.is_integer()) {
        return Ok(integer);
    }
    if classes.contains(&Class::Single) {
        return Ok(Class::Single);
    }
    if classes.iter().all(|&c| c == Class::Logical) {
        return Ok(Class::Logical);
    }
    Ok(Class::Double)
}

/// Struct arrays concatenate when their field names agree (in any order;
/// the first operand's order is kept).
fn cat_structs(dim: usize, operands: &[&Value]) -> Result<Value> {
    let mut structs = Vec::with_capacity(operands.len());
    for v in operands {
        match v {
            Value::Struct(s) => structs.push(s.as_ref()),
            other => {
                return Err(RuntimeError::new(
                    "MATLAB:invalidConversion",
                    format!(
                        "Conversion to struct from {} is not possible.",
                        other.class().name()
                    ),
                ))
            }
        }
    }
    let Some(first) = structs.first() else {
        return Ok(Value::empty());
    };
    let names: Vec<&String> = first.fields.keys().collect();
    for s in &structs {
        if s.fields.len() != names.len() || names.iter().any(|n| !s.fields.contains_key(*n)) {
            return Err(RuntimeError::new(
                "MATLAB:catenate:structFieldBad",
                "Concatenation of structures requires that all the structures have the same field names.",
            ));
        }
    }
    // Concatenate element indices, then gather every field through them.
    let index_tensors: Vec<Tensor<(usize, usize)>> = structs
        .iter()
        .enumerate()
        .map(|(k, s)| {
            Tensor::new(
                s.shape.clone(),
                (0..s.numel()).map(|i| (k, i)).collect::<Vec<_>>(),
            )
        })
        .collect();
    let joined = cat_tensors(dim, &index_tensors)?;
    let mut fields = IndexMap::with_capacity(names.len());
    for name in names {
        let column: Vec<Value> = joined
            .data()
            .iter()
            .map(|&(k, i)| {
                structs[k]
                    .get(name, i)
                    .cloned()
                    .unwrap_or_else(Value::empty)
            })
            .collect();
        fields.insert(name.clone(), column);
    }
    Ok(Value::Struct(Arc::new(StructArray {
        shape: joined.shape().clone(),
        fields,
    })))
}

/// Concatenates tensors along `dim`. Empty operands whose other dimensions
/// do not fit are ignored, as MATLAB ignores `[]`.
pub fn cat_tensors<T: Clone>(dim: usize, tensors: &[Tensor<T>]) -> Result<Tensor<T>> {
    let reference = tensors
        .iter()
        .find(|t| !t.is_empty())
        .or_else(|| tensors.iter().find(|t| t.shape().dims() != [0, 0]))
        .or_else(|| tensors.first());
    let Some(reference) = reference else {
        return Ok(Tensor::empty());
    };
    let rank = tensors
        .iter()
        .map(|t| t.shape().ndims())
        .max()
        .unwrap_or(2)
        .max(dim + 1);
    let fits =
        |t: &Tensor<T>| (0..rank).all(|d| d == dim || t.shape().dim(d) == reference.shape().dim(d));
    let mut kept: Vec<&Tensor<T>> = Vec::with_capacity(tensors.len());
    for t in tensors {
        if fits(t) {
            kept.push(t);
        } else if !t.is_empty() {
            return Err(dimension_mismatch());
        }
    }
    let mut dims: Vec<usize> = (0..rank).map(|d| reference.shape().dim(d)).collect();
    dims[dim] = kept
        .iter()
        .try_fold(0usize, |n, t| n.checked_add(t.shape().dim(dim)))
        .unwrap_or(usize::MAX);
    // `s = [s s]` in a loop doubles until this refuses it.
    check_allocation_dims(&dims, std::mem::size_of::<T>())?;
    let shape = Shape::new(&dims);
    let inner: usize = dims[..dim].iter().product();
    let outer: usize = dims[dim + 1..].iter().product();
    let mut data = Vec::with_capacity(shape.numel());
    for o in 0..outer {
        for t in &kept {
            let chunk = inner * t.shape().dim(dim);
            if let Some(slice) = t.data().get(o * chunk..(o + 1) * chunk) {
                data.extend_from_slice(slice);
            }
        }
    }
    Ok(Tensor::new(shape, data))
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_complex::Complex64;

    fn cell(values: Vec<Value>) -> Value {
        Value::Cell(Arc::new(Tensor::row(values)))
    }

    #[test]
    fn matrix_literal_rows_and_columns() {
        let row1 = horzcat(&[Value::scalar(1.0), Value::scalar(2.0)]).unwrap();
        let row2 = horzcat(&[Value::scalar(3.0), Value::scalar(4.0)]).unwrap();
        let m = vertcat(&[row1, row2]).unwrap();
        assert_eq!(
            m,
            Value::matrix(Shape::matrix(2, 2), vec![1.0, 3.0, 2.0, 4.0])
        );
        let wide = horzcat(&[m.clone(), m.clone()]).unwrap();
        assert_eq!(wide.shape().dims(), &[2, 4]);
        let deep = cat(2, &[m.clone(), m]).unwrap();
        assert_eq!(deep.shape().dims(), &[2, 2, 2]);
        assert!(cat(usize::MAX, &[Value::scalar(1.0)]).is_err());
        assert_eq!(
            cat(4, &[Value::scalar(1.0), Value::scalar(2.0)])
                .unwrap()
                .shape()
                .dims(),
            &[1, 1, 1, 1, 2]
        );
        assert_eq!(
            deep.to_f64_vec().unwrap(),
            vec![1.0, 3.0, 2.0, 4.0, 1.0, 3.0, 2.0, 4.0]
        );
    }

    #[test]
    fn empties_are_skipped() {
        let v = horzcat(&[Value::empty(), Value::scalar(1.0), Value::scalar(2.0)]).unwrap();
        assert_eq!(v, Value::row(vec![1.0, 2.0]));
        let e = Value::Double(Tensor::new(Shape::row(0), vec![]));
        assert_eq!(
            vertcat(&[e.clone(), Value::row(vec![1.0, 2.0])])
                .unwrap()
                .shape()
                .dims(),
            &[1, 2]
        );
        assert_eq!(horzcat(&[e.clone(), e]).unwrap().shape().dims(), &[1, 0]);
        assert_eq!(horzcat(&[]).unwrap(), Value::empty());
        // [] still leaves the other operand's class alone.
        let v = horzcat(&[Value::empty(), Value::bool(true)]).unwrap();
        assert_eq!(v.class(), Class::Logical);
    }

    #[test]
    fn dimension_mismatch_errors() {
        let err = vertcat(&[Value::row(vec![1.0, 2.0]), Value::row(vec![1.0])]).unwrap_err();
        assert_eq!(err.identifier, "MATLAB:catenate:dimensionMismatch");
        assert_eq!(
            err.message,
            "Dimensions of arrays being concatenated are not consistent."
        );
    }

    #[test]
    fn class_rules() {
        let c = horzcat(&[Value::char_row("a"), Value::scalar(66.0)]).unwrap();
        assert_eq!(c, Value::char_row("aB"));
        let i = horzcat(&[
            Value::bool(true),
            Value::scalar(2.6),
            Value::Int16(Tensor::scalar(7)),
            Value::UInt8(Tensor::scalar(250)),
            Value::Single(Tensor::scalar(40000.0)),
        ])
        .unwrap();
        assert_eq!(i, Value::Int16(Tensor::row(vec![1, 3, 7, 250, 32767])));
        let ic = horzcat(&[Value::Int8(Tensor::scalar(65)), Value::char_row("b")]).unwrap();
        assert_eq!(ic, Value::char_row("Ab"));
        let s = horzcat(&[Value::Single(Tensor::scalar(1.0)), Value::scalar(2.0)]).unwrap();
        assert_eq!(s, Value::Single(Tensor::row(vec![1.0, 2.0])));
        let d = horzcat(&[Value::bool(true), Value::scalar(2.0)]).unwrap();
        assert_eq!(d, Value::row(vec![1.0, 2.0]));
        let l = horzcat(&[Value::bool(true), Value::bool(false)]).unwrap();
        assert_eq!(l, Value::Logical(Tensor::row(vec![true, false])));
        assert!(horzcat(&[Value::char_row("a"), Value::bool(true)]).is_err());
        let z = horzcat(&[
            Value::scalar(1.0),
            Value::ComplexDouble(Tensor::scalar(Complex64::new(0.0, 1.0))),
        ])
        .unwrap();
        assert_eq!(
            z,
            Value::ComplexDouble(Tensor::row(vec![
                Complex64::new(1.0, 0.0),
                Complex64::new(0.0, 1.0)
            ]))
        );
    }

    #[test]
    fn strings_absorb_text_and_numbers() {
        let s = horzcat(&[
            Value::string("a"),
            Value::char_row("bc"),
            Value::scalar(3.0),
        ])
        .unwrap();
        assert_eq!(s.shape().dims(), &[1, 3]);
        assert_eq!(
            s,
            Value::String(Tensor::row(vec![
                Some(Arc::from("a")),
                Some(Arc::from("bc")),
                Some(Arc::from("3"))
            ]))
        );
    }

    #[test]
    fn cells_join_and_wrap() {
        let a = cell(vec![Value::scalar(1.0)]);
        let b = cell(vec![Value::char_row("x"), Value::scalar(2.0)]);
        let joined = horzcat(&[a.clone(), b]).unwrap();
        assert_eq!(joined.shape().dims(), &[1, 3]);
        let wrapped = horzcat(&[a, Value::scalar(5.0)]).unwrap();
        assert_eq!(wrapped, cell(vec![Value::scalar(1.0), Value::scalar(5.0)]));
    }

    #[test]
    fn structs_and_function_handles() {
        let s1 = Value::Struct(Arc::new(StructArray::scalar([
            ("a".to_string(), Value::scalar(1.0)),
            ("b".to_string(), Value::scalar(2.0)),
        ])));
        let s2 = Value::Struct(Arc::new(StructArray::scalar([
            ("b".to_string(), Value::scalar(20.0)),
            ("a".to_string(), Value::scalar(10.0)),
        ])));
        let joined = horzcat(&[s1.clone(), s2]).unwrap();
        let Value::Struct(s) = &joined else {
            panic!("not a struct")
        };
        assert_eq!(s.shape.dims(), &[1, 2]);
        assert_eq!(s.get("a", 1), Some(&Value::scalar(10.0)));
        let other = Value::Struct(Arc::new(StructArray::scalar([(
            "c".to_string(),
            Value::scalar(1.0),
        )])));
        assert!(horzcat(&[s1.clone(), other]).is_err());
        assert!(horzcat(&[s1, Value::scalar(1.0)]).is_err());
        let f = Value::FunctionHandle(Arc::new(crate::value::FunctionHandle::Named("sin".into())));
        assert_eq!(horzcat(std::slice::from_ref(&f)).unwrap(), f);
        assert!(horzcat(&[f.clone(), f]).is_err());
    }
}
