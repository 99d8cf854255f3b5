//! Unit tests of indexing, assignment, deletion and fields against MATLAB's
//! documented behaviour (values cross-checked with Octave where it agrees).

use std::sync::Arc;

use super::*;
use crate::error::RuntimeError;
use crate::value::{Shape, StructArray, Tensor};

fn n(x: f64) -> Subscript {
    Subscript::Index(Value::scalar(x))
}

fn v(xs: &[f64]) -> Subscript {
    Subscript::Index(Value::row(xs.to_vec()))
}

fn col(xs: &[f64]) -> Subscript {
    Subscript::Index(Value::Double(Tensor::column(xs.to_vec())))
}

fn mask(bits: &[bool]) -> Subscript {
    Subscript::Index(Value::Logical(Tensor::row(bits.to_vec())))
}

const C: Subscript = Subscript::Colon;

/// Column-major matrix.
fn m(rows: usize, cols: usize, data: &[f64]) -> Value {
    Value::matrix(Shape::matrix(rows, cols), data.to_vec())
}

/// 1..=numel in an array of `dims`.
fn counting(dims: &[usize]) -> Value {
    let shape = Shape::new(dims);
    let data = (1..=shape.numel()).map(|x| x as f64).collect();
    Value::matrix(shape, data)
}

fn dims(value: &Value) -> Vec<usize> {
    value.shape().dims().to_vec()
}

fn doubles(value: &Value) -> Vec<f64> {
    value.to_f64_vec().expect("numeric")
}

fn message(result: Result<impl std::fmt::Debug>) -> String {
    let error: RuntimeError = result.expect_err("expected an error");
    error.message.clone()
}

fn data_ptr(value: &Value) -> *const f64 {
    match value {
        Value::Double(t) => t.data().as_ptr(),
        _ => std::ptr::null(),
    }
}

#[test]
fn end_value_folds_trailing_dims() {
    let a = counting(&[2, 3, 4]);
    assert_eq!(end_value(&a, 0, 1), 24);
    assert_eq!(end_value(&a, 0, 2), 2);
    assert_eq!(end_value(&a, 1, 2), 12);
    assert_eq!(end_value(&a, 1, 3), 3);
    assert_eq!(end_value(&a, 2, 3), 4);
    assert_eq!(end_value(&a, 3, 4), 1);
}

#[test]
fn linear_read_shapes() {
    let row = Value::row(vec![10.0, 20.0, 30.0]);
    let r = paren_get(&row, &[col(&[3.0, 1.0])]).unwrap();
    assert_eq!((dims(&r), doubles(&r)), (vec![1, 2], vec![30.0, 10.0]));
    let column = Value::Double(Tensor::column(vec![1.0, 2.0, 3.0]));
    assert_eq!(
        dims(&paren_get(&column, &[v(&[1.0, 2.0])]).unwrap()),
        [2, 1]
    );
    let matrix = counting(&[3, 3]);
    assert_eq!(
        dims(&paren_get(&matrix, &[v(&[1.0, 2.0])]).unwrap()),
        [1, 2]
    );
    assert_eq!(
        dims(&paren_get(&matrix, &[col(&[1.0, 2.0])]).unwrap()),
        [2, 1]
    );
    let index = Subscript::Index(m(2, 2, &[1.0, 2.0, 3.0, 1.0]));
    assert_eq!(
        dims(&paren_get(&row, std::slice::from_ref(&index)).unwrap()),
        [2, 2]
    );
    // A scalar source takes the index's shape.
    let scalar = Value::scalar(7.0);
    let r = paren_get(&scalar, &[col(&[1.0, 1.0])]).unwrap();
    assert_eq!((dims(&r), doubles(&r)), (vec![2, 1], vec![7.0, 7.0]));
    assert_eq!(dims(&paren_get(&matrix, &[C]).unwrap()), [9, 1]);
    assert_eq!(dims(&paren_get(&row, &[C]).unwrap()), [3, 1]);
}

#[test]
fn empty_index_shapes() {
    let empty = Subscript::Index(Value::empty());
    let row = Value::row(vec![1.0, 2.0]);
    assert_eq!(
        dims(&paren_get(&row, std::slice::from_ref(&empty)).unwrap()),
        [1, 0]
    );
    assert_eq!(
        dims(&paren_get(&counting(&[3, 3]), std::slice::from_ref(&empty)).unwrap()),
        [0, 0]
    );
    let column = Value::Double(Tensor::column(vec![1.0, 2.0]));
    assert_eq!(dims(&paren_get(&column, &[empty]).unwrap()), [0, 1]);
}

#[test]
fn subscript_reads_including_nd_and_folding() {
    let a = counting(&[3, 4]);
    assert_eq!(doubles(&paren_get(&a, &[n(2.0), n(3.0)]).unwrap()), [8.0]);
    let column = paren_get(&a, &[C, n(2.0)]).unwrap();
    assert_eq!(
        (dims(&column), doubles(&column)),
        (vec![3, 1], vec![4.0, 5.0, 6.0])
    );
    let row = paren_get(&a, &[n(1.0), C]).unwrap();
    assert_eq!(
        (dims(&row), doubles(&row)),
        (vec![1, 4], vec![1.0, 4.0, 7.0, 10.0])
    );
    let block = paren_get(&a, &[v(&[3.0, 1.0]), v(&[4.0, 1.0])]).unwrap();
    assert_eq!(doubles(&block), [12.0, 10.0, 3.0, 1.0]);

    let cube = counting(&[2, 3, 4]);
    let page = paren_get(&cube, &[C, C, n(2.0)]).unwrap();
    assert_eq!(dims(&page), [2, 3]);
    assert_eq!(doubles(&page), (7..=12).map(f64::from).collect::<Vec<_>>());
    // Two subscripts on 2x3x4: the second runs over 12 folded columns.
    assert_eq!(
        doubles(&paren_get(&cube, &[n(2.0), n(5.0)]).unwrap()),
        [10.0]
    );
    assert_eq!(dims(&paren_get(&cube, &[C, C]).unwrap()), [2, 12]);
    // Extra trailing subscripts of 1 are allowed.
    assert_eq!(
        doubles(&paren_get(&a, &[n(3.0), n(4.0), n(1.0), C]).unwrap()),
        [12.0]
    );
    let tube = paren_get(&counting(&[2, 2, 2, 2]), &[n(1.0), n(2.0), C, n(2.0)]).unwrap();
    assert_eq!(
        (dims(&tube), doubles(&tube)),
        (vec![1, 1, 2], vec![11.0, 15.0])
    );
}

#[test]
fn logical_masks() {
    let row = Value::row(vec![5.0, 6.0, 7.0, 8.0]);
    let r = paren_get(&row, &[mask(&[true, false, true])]).unwrap();
    assert_eq!((dims(&r), doubles(&r)), (vec![1, 2], vec![5.0, 7.0]));
    let matrix = counting(&[2, 2]);
    let big = Subscript::Index(Value::Logical(Tensor::new(
        Shape::matrix(2, 2),
        vec![true, false, false, true],
    )));
    let r = paren_get(&matrix, &[big]).unwrap();
    assert_eq!((dims(&r), doubles(&r)), (vec![2, 1], vec![1.0, 4.0]));
    assert_eq!(
        dims(&paren_get(&matrix, &[mask(&[true, true, true])]).unwrap()),
        [1, 3]
    );
    let rows = paren_get(&matrix, &[mask(&[false, true]), C]).unwrap();
    assert_eq!(doubles(&rows), [2.0, 4.0]);
    // A longer mask is fine while its extra entries are false.
    assert!(paren_get(&row, &[mask(&[true, false, false, false, false])]).is_ok());
    assert_eq!(
        message(paren_get(
            &row,
            &[mask(&[false, false, false, false, true])]
        )),
        "The logical indices contain a true value outside of the array bounds."
    );
    assert_eq!(
        message(paren_get(&matrix, &[mask(&[false, false, true]), C])),
        "The logical indices in position 1 contain a true value outside of the array bounds."
    );
}

#[test]
fn index_errors_use_matlab_texts() {
    let row = Value::row(vec![1.0, 2.0, 3.0]);
    for bad in [0.0, 1.5, -1.0, f64::NAN, f64::INFINITY] {
        let error = paren_get(&row, &[n(bad)]).unwrap_err();
        assert_eq!(error.identifier, "MATLAB:badsubscript");
        assert_eq!(
            error.message,
            "Array indices must be positive integers or logical values."
        );
    }
    let error = paren_get(&row, &[n(5.0)]).unwrap_err();
    assert_eq!(error.identifier, "MATLAB:badsubscript");
    assert_eq!(
        error.message,
        "Index exceeds the number of array elements. Index must not exceed 3."
    );
    let matrix = counting(&[3, 3]);
    assert_eq!(
        message(paren_get(&matrix, &[n(4.0), n(1.0)])),
        "Index in position 1 exceeds array bounds. Index must not exceed 3."
    );
    assert_eq!(
        message(paren_get(&matrix, &[n(1.0), n(4.0)])),
        "Index in position 2 exceeds array bounds. Index must not exceed 3."
    );
    assert_eq!(
        message(paren_get(&matrix, &[n(1.0), n(1.0), n(2.0)])),
        "Index in position 3 exceeds array bounds. Index must not exceed 1."
    );
    let cell_index = Subscript::Index(Value::Cell(Arc::new(Tensor::scalar(Value::scalar(1.0)))));
    assert_eq!(
        message(paren_get(&row, &[cell_index])),
        "Unable to use a value of type cell as an index."
    );
    let int_zero = Subscript::Index(Value::Int8(Tensor::scalar(0)));
    assert!(paren_get(&row, &[int_zero]).is_err());
}

#[test]
fn integer_and_char_indices() {
    let row = counting(&[1, 100]);
    let i = Subscript::Index(Value::UInt8(Tensor::row(vec![2, 3])));
    assert_eq!(doubles(&paren_get(&row, &[i]).unwrap()), [2.0, 3.0]);
    let i = Subscript::Index(Value::Int64(Tensor::scalar(100)));
    assert_eq!(doubles(&paren_get(&row, &[i]).unwrap()), [100.0]);
    let i = Subscript::Index(Value::char_row("a"));
    assert_eq!(doubles(&paren_get(&row, &[i]).unwrap()), [97.0]);
}

#[test]
fn every_class_reads() {
    let ints = Value::Int16(Tensor::row(vec![1, 2, 3]));
    assert_eq!(
        paren_get(&ints, &[n(2.0)]).unwrap(),
        Value::Int16(Tensor::scalar(2))
    );
    let text = Value::char_row("hello");
    assert_eq!(
        paren_get(&text, &[v(&[2.0, 1.0])]).unwrap(),
        Value::char_row("eh")
    );
    let strings = Value::String(Tensor::row(vec![Some(Arc::from("a")), None]));
    assert_eq!(
        paren_get(&strings, &[n(2.0)]).unwrap(),
        Value::String(Tensor::scalar(None))
    );
    let complex = Value::ComplexDouble(Tensor::row(vec![
        num_complex::Complex64::new(1.0, 2.0),
        num_complex::Complex64::new(3.0, 4.0),
    ]));
    assert_eq!(
        paren_get(&complex, &[n(2.0)]).unwrap(),
        Value::ComplexDouble(Tensor::scalar(num_complex::Complex64::new(3.0, 4.0)))
    );
    let cell = Value::Cell(Arc::new(Tensor::row(vec![
        Value::scalar(1.0),
        Value::char_row("x"),
    ])));
    let part = paren_get(&cell, &[n(2.0)]).unwrap();
    assert_eq!(
        part,
        Value::Cell(Arc::new(Tensor::scalar(Value::char_row("x"))))
    );
    let logical = Value::Logical(Tensor::row(vec![true, false]));
    assert_eq!(paren_get(&logical, &[n(2.0)]).unwrap(), Value::bool(false));
    let single = Value::Single(Tensor::row(vec![1.5, 2.5]));
    assert_eq!(
        paren_get(&single, &[n(1.0)]).unwrap(),
        Value::Single(Tensor::scalar(1.5))
    );
}

fn struct_array(values: &[f64]) -> Value {
    let mut fields = indexmap::IndexMap::new();
    fields.insert(
        "a".to_string(),
        values.iter().map(|&x| Value::scalar(x)).collect(),
    );
    fields.insert(
        "b".to_string(),
        values.iter().map(|_| Value::char_row("t")).collect(),
    );
    Value::Struct(Arc::new(StructArray {
        shape: Shape::row(values.len()),
        fields,
    }))
}

#[test]
fn struct_array_paren_and_fields() {
    let s = struct_array(&[1.0, 2.0, 3.0]);
    let second = paren_get(&s, &[n(2.0)]).unwrap();
    assert_eq!(field_get(&second, "a").unwrap(), [Value::scalar(2.0)]);
    let two = paren_get(&s, &[v(&[3.0, 1.0])]).unwrap();
    assert_eq!(dims(&two), [1, 2]);
    assert_eq!(
        field_get(&two, "a").unwrap(),
        [Value::scalar(3.0), Value::scalar(1.0)]
    );
    assert_eq!(field_get(&s, "a").unwrap().len(), 3);
    assert_eq!(
        message(field_get(&s, "zz")),
        "Unrecognized field name \"zz\"."
    );
    assert_eq!(
        message(field_get(&Value::scalar(1.0), "a")),
        "Dot indexing is not supported for variables of this type."
    );
}

#[test]
fn assignment_is_in_place_when_unshared() {
    let mut x = Value::matrix(Shape::row(1000), vec![0.0; 1000]);
    let start = data_ptr(&x);
    for i in 1..=1000 {
        x = paren_set(Some(x), &[n(i as f64)], Value::scalar(i as f64)).unwrap();
        assert_eq!(data_ptr(&x), start, "copied at iteration {i}");
    }
    assert_eq!(doubles(&x)[999], 1000.0);
    let mut y = counting(&[4, 4]);
    let start = data_ptr(&y);
    y = paren_set(Some(y), &[n(2.0), n(3.0)], Value::scalar(-1.0)).unwrap();
    assert_eq!(data_ptr(&y), start);
}

#[test]
fn assignment_copies_shared_data() {
    let a = Value::row(vec![1.0, 2.0, 3.0]);
    let b = paren_set(Some(a.clone()), &[n(2.0)], Value::scalar(9.0)).unwrap();
    assert_eq!(doubles(&a), [1.0, 2.0, 3.0]);
    assert_eq!(doubles(&b), [1.0, 9.0, 3.0]);
    assert_ne!(data_ptr(&a), data_ptr(&b));
}

#[test]
fn appending_in_a_loop() {
    let mut x: Option<Value> = None;
    for i in 1..=500 {
        let end = x.as_ref().map_or(0, |x| end_value(x, 0, 1));
        x = Some(paren_set(x, &[n((end + 1) as f64)], Value::scalar(i as f64)).unwrap());
    }
    let x = x.unwrap();
    assert_eq!(dims(&x), [1, 500]);
    assert_eq!(doubles(&x)[499], 500.0);
}

#[test]
fn appending_reuses_capacity() {
    // A copying append would move the data every time (the old buffer is
    // still alive while the new one is filled); amortised growth moves it
    // only when the capacity doubles.
    let mut x = Value::row(vec![0.0; 4]);
    let mut moves = 0;
    for i in 5..=2000 {
        let before = data_ptr(&x);
        x = paren_set(Some(x), &[n(i as f64)], Value::scalar(i as f64)).unwrap();
        moves += usize::from(data_ptr(&x) != before);
    }
    assert_eq!(dims(&x), [1, 2000]);
    assert!(moves < 40, "data moved {moves} times");
    assert_eq!(doubles(&x)[499], 500.0);
}

#[test]
fn growth_fills_with_zeros() {
    let row = Value::row(vec![1.0, 2.0, 3.0]);
    let r = paren_set(Some(row), &[n(5.0)], Value::scalar(7.0)).unwrap();
    assert_eq!(
        (dims(&r), doubles(&r)),
        (vec![1, 5], vec![1.0, 2.0, 3.0, 0.0, 7.0])
    );
    let column = Value::Double(Tensor::column(vec![1.0]));
    let column = paren_set(Some(column), &[n(1.0)], Value::scalar(2.0)).unwrap();
    assert_eq!(dims(&column), [1, 1]);
    let column = Value::Double(Tensor::column(vec![1.0, 2.0]));
    assert_eq!(
        dims(&paren_set(Some(column), &[n(4.0)], Value::scalar(1.0)).unwrap()),
        [4, 1]
    );
    assert_eq!(
        dims(&paren_set(None, &[n(3.0)], Value::scalar(1.0)).unwrap()),
        [1, 3]
    );
    assert_eq!(
        dims(&paren_set(Some(Value::empty()), &[n(3.0)], Value::scalar(1.0)).unwrap()),
        [1, 3]
    );
    let zero_by_three = Value::matrix(Shape::matrix(0, 3), vec![]);
    assert_eq!(
        dims(&paren_set(Some(zero_by_three), &[n(5.0)], Value::scalar(1.0)).unwrap()),
        [1, 5]
    );
    let zero_by_one = Value::matrix(Shape::matrix(0, 1), vec![]);
    assert_eq!(
        dims(&paren_set(Some(zero_by_one), &[n(3.0)], Value::scalar(1.0)).unwrap()),
        [3, 1]
    );
    let scalar = paren_set(Some(Value::scalar(4.0)), &[n(3.0)], Value::scalar(1.0)).unwrap();
    assert_eq!(doubles(&scalar), [4.0, 0.0, 1.0]);

    let grown = paren_set(
        Some(counting(&[2, 2])),
        &[n(3.0), n(3.0)],
        Value::scalar(9.0),
    )
    .unwrap();
    assert_eq!(dims(&grown), [3, 3]);
    assert_eq!(
        doubles(&grown),
        [1.0, 2.0, 0.0, 3.0, 4.0, 0.0, 0.0, 0.0, 9.0]
    );
    let cube = paren_set(Some(counting(&[2, 2])), &[C, C, n(2.0)], Value::scalar(5.0)).unwrap();
    assert_eq!(dims(&cube), [2, 2, 2]);
    assert_eq!(doubles(&cube), [1.0, 2.0, 3.0, 4.0, 5.0, 5.0, 5.0, 5.0]);
    let created = paren_set(None, &[n(2.0), n(3.0)], Value::scalar(1.0)).unwrap();
    assert_eq!(
        (dims(&created), doubles(&created).iter().sum::<f64>()),
        (vec![2, 3], 1.0)
    );
    let four_d = paren_set(None, &[n(1.0), n(1.0), n(2.0), n(2.0)], Value::scalar(1.0)).unwrap();
    assert_eq!(dims(&four_d), [1, 1, 2, 2]);
    // Colons on an empty left side take their extent from the right side.
    let from_column = paren_set(
        None,
        &[C, n(1.0)],
        Value::Double(Tensor::column(vec![1.0, 2.0, 3.0])),
    )
    .unwrap();
    assert_eq!(dims(&from_column), [3, 1]);
    let two_columns = paren_set(
        Some(from_column),
        &[C, n(2.0)],
        Value::row(vec![4.0, 5.0, 6.0]),
    )
    .unwrap();
    assert_eq!(doubles(&two_columns), [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
}

#[test]
fn growth_errors() {
    assert_eq!(
        message(paren_set(
            Some(counting(&[2, 2])),
            &[n(7.0)],
            Value::scalar(1.0)
        )),
        "Attempt to grow array along ambiguous dimension."
    );
    assert_eq!(
        message(paren_set(
            Some(counting(&[2, 3, 4])),
            &[n(1.0), n(13.0)],
            Value::scalar(1.0)
        )),
        "Attempt to grow array along ambiguous dimension."
    );
    assert_eq!(
        message(paren_set(None, &[n(1e15), n(1e15)], Value::scalar(1.0))),
        "Maximum variable size allowed by the program is exceeded."
    );
    assert_eq!(
        message(paren_set(None, &[n(2f64.powi(60))], Value::scalar(1.0))),
        "One or more indices are invalid. Indices must be less than 2^48."
    );
    assert_eq!(
        message(paren_set(None, &[n(0.0)], Value::scalar(1.0))),
        "Array indices must be positive integers or logical values."
    );
}

#[test]
fn right_side_sizes() {
    let x = counting(&[3, 3]);
    let filled = paren_set(Some(x.clone()), &[C, n(2.0)], Value::scalar(0.0)).unwrap();
    assert_eq!(doubles(&filled)[3..6], [0.0, 0.0, 0.0]);
    let kept = paren_set(Some(x.clone()), &[C], Value::scalar(1.0)).unwrap();
    assert_eq!(dims(&kept), [3, 3]);
    let a_row = paren_set(
        Some(x.clone()),
        &[n(1.0), C],
        Value::Double(Tensor::column(vec![7.0, 8.0, 9.0])),
    )
    .unwrap();
    assert_eq!(
        doubles(&paren_get(&a_row, &[n(1.0), C]).unwrap()),
        [7.0, 8.0, 9.0]
    );
    let linear = paren_set(Some(x.clone()), &[v(&[1.0, 9.0])], m(2, 1, &[-1.0, -9.0])).unwrap();
    assert_eq!((doubles(&linear)[0], doubles(&linear)[8]), (-1.0, -9.0));
    let error = paren_set(
        Some(Value::row(vec![1.0, 2.0, 3.0])),
        &[v(&[1.0, 2.0])],
        Value::row(vec![1.0, 2.0, 3.0]),
    )
    .unwrap_err();
    assert_eq!(
        error.message,
        "Unable to perform assignment because the left and right sides have a different number of elements."
    );
    assert_eq!(
        message(paren_set(Some(x.clone()), &[n(1.0), v(&[1.0, 2.0])], Value::row(vec![1.0, 2.0, 3.0]))),
        "Unable to perform assignment because the size of the left side is 1-by-2 and the size of the right side is 1-by-3."
    );
    assert_eq!(
        message(paren_set(Some(x), &[v(&[1.0, 2.0]), v(&[1.0, 2.0])], Value::row(vec![1.0, 2.0, 3.0, 4.0]))),
        "Unable to perform assignment because the size of the left side is 2-by-2 and the size of the right side is 1-by-4."
    );
}

#[test]
fn logical_mask_assignment() {
    let x = Value::row(vec![1.0, -2.0, 3.0, -4.0]);
    let negative = Subscript::Index(Value::Logical(Tensor::row(vec![false, true, false, true])));
    let r = paren_set(Some(x), &[negative], Value::scalar(0.0)).unwrap();
    assert_eq!(doubles(&r), [1.0, 0.0, 3.0, 0.0]);
    // A true beyond the end grows the array when assigning.
    let r = paren_set(
        Some(r),
        &[mask(&[false, false, false, false, true])],
        Value::scalar(5.0),
    )
    .unwrap();
    assert_eq!(dims(&r), [1, 5]);
}

#[test]
fn assignment_class_rules() {
    let int8 = |xs: Vec<i8>| Value::Int8(Tensor::row(xs));
    // An integer right side turns a double array into that integer class.
    let r = paren_set(Some(Value::row(vec![1.5, 300.0])), &[n(1.0)], int8(vec![5])).unwrap();
    assert_eq!(r, int8(vec![5, 127]));
    // A double right side is rounded and saturated into an integer array.
    let r = paren_set(
        Some(int8(vec![1, 2, 3])),
        &[v(&[1.0, 2.0, 3.0])],
        Value::row(vec![2.5, -300.0, f64::NAN]),
    )
    .unwrap();
    assert_eq!(r, int8(vec![3, -128, 0]));
    let r = paren_set(
        Some(int8(vec![1, 2])),
        &[n(1.0)],
        Value::Int16(Tensor::scalar(500)),
    )
    .unwrap();
    assert_eq!(r, int8(vec![127, 2]));
    let r = paren_set(
        Some(Value::Logical(Tensor::row(vec![true, true]))),
        &[n(2.0)],
        Value::scalar(5.0),
    )
    .unwrap();
    assert_eq!(r, Value::row(vec![1.0, 5.0]));
    let r = paren_set(Some(Value::char_row("abc")), &[n(2.0)], Value::scalar(66.0)).unwrap();
    assert_eq!(r, Value::char_row("aBc"));
    let r = paren_set(
        Some(Value::row(vec![1.0, 2.0])),
        &[n(2.0)],
        Value::char_row("a"),
    )
    .unwrap();
    assert_eq!(r, Value::row(vec![1.0, 97.0]));
    let r = paren_set(None, &[n(2.0)], Value::char_row("a")).unwrap();
    assert_eq!(r, Value::Char(Tensor::row(vec![0, 97])));
    let r = paren_set(
        Some(Value::row(vec![1.0])),
        &[n(2.0)],
        Value::Single(Tensor::scalar(2.0)),
    )
    .unwrap();
    assert_eq!(r, Value::Single(Tensor::row(vec![1.0, 2.0])));
    let r = paren_set(Some(Value::row(vec![1.0])), &[n(2.0)], Value::bool(true)).unwrap();
    assert_eq!(r, Value::row(vec![1.0, 1.0]));
    let z = Value::ComplexDouble(Tensor::scalar(num_complex::Complex64::new(0.0, 1.0)));
    let r = paren_set(Some(Value::row(vec![1.0, 2.0])), &[n(2.0)], z.clone()).unwrap();
    assert_eq!(
        r,
        Value::ComplexDouble(Tensor::row(vec![
            num_complex::Complex64::new(1.0, 0.0),
            num_complex::Complex64::new(0.0, 1.0)
        ]))
    );
    assert!(paren_set(Some(int8(vec![1])), &[n(1.0)], z).is_err());
}

#[test]
fn string_arrays() {
    let s = Value::string("a");
    let r = paren_set(Some(s), &[n(3.0)], Value::string("c")).unwrap();
    assert_eq!(
        r,
        Value::String(Tensor::row(vec![
            Some(Arc::from("a")),
            None,
            Some(Arc::from("c"))
        ]))
    );
    let r = paren_set(Some(r), &[n(2.0)], Value::char_row("bb")).unwrap();
    assert_eq!(paren_get(&r, &[n(2.0)]).unwrap(), Value::string("bb"));
    let r = paren_set(Some(r), &[n(1.0)], Value::scalar(3.25)).unwrap();
    assert_eq!(paren_get(&r, &[n(1.0)]).unwrap(), Value::string("3.25"));
    let r = paren_set(
        Some(Value::row(vec![1.0, 2.0])),
        &[n(2.0)],
        Value::string("4.5"),
    )
    .unwrap();
    assert_eq!(r, Value::row(vec![1.0, 4.5]));
}

#[test]
fn cell_paren_assignment() {
    let cell = |xs: Vec<Value>| Value::Cell(Arc::new(Tensor::row(xs)));
    let c = cell(vec![Value::scalar(1.0)]);
    let r = paren_set(Some(c.clone()), &[n(3.0)], cell(vec![Value::char_row("x")])).unwrap();
    assert_eq!(
        r,
        cell(vec![
            Value::scalar(1.0),
            Value::empty(),
            Value::char_row("x")
        ])
    );
    assert_eq!(
        message(paren_set(Some(c), &[n(1.0)], Value::scalar(5.0))),
        "Conversion to cell from double is not possible."
    );
    assert_eq!(
        message(paren_set(
            Some(Value::row(vec![1.0])),
            &[n(1.0)],
            cell(vec![Value::scalar(1.0)])
        )),
        "Conversion to double from cell is not possible."
    );
    let created = paren_set(None, &[n(2.0)], cell(vec![Value::scalar(1.0)])).unwrap();
    assert_eq!(created, cell(vec![Value::empty(), Value::scalar(1.0)]));
}

fn one_struct(fields: &[(&str, Value)]) -> Value {
    Value::Struct(Arc::new(StructArray::scalar(
        fields.iter().map(|(k, v)| (k.to_string(), v.clone())),
    )))
}

#[test]
fn struct_array_assignment() {
    let s = one_struct(&[("a", Value::scalar(1.0))]);
    let grown = paren_set(None, &[n(3.0)], s.clone()).unwrap();
    assert_eq!(dims(&grown), [1, 3]);
    assert_eq!(
        field_get(&grown, "a").unwrap(),
        [Value::empty(), Value::empty(), Value::scalar(1.0)]
    );
    // s(2).a = 5 as the interpreter runs it: read, set field, write back.
    let second = paren_get(&grown, &[n(2.0)]).unwrap();
    let second = field_set(Some(second), "b", Value::scalar(5.0)).unwrap();
    let merged = paren_set(Some(grown), &[n(2.0)], second).unwrap();
    let Value::Struct(array) = &merged else {
        panic!("struct expected")
    };
    assert_eq!(array.fields.keys().collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!(
        field_get(&merged, "b").unwrap(),
        [Value::empty(), Value::scalar(5.0), Value::empty()]
    );
    assert_eq!(
        message(paren_set(
            Some(merged.clone()),
            &[n(1.0)],
            Value::scalar(1.0)
        )),
        "Conversion to struct from double is not possible."
    );
    let deleted = paren_set(Some(merged), &[n(1.0)], Value::empty()).unwrap();
    assert_eq!(dims(&deleted), [1, 2]);
    assert_eq!(
        field_get(&deleted, "b").unwrap(),
        [Value::scalar(5.0), Value::empty()]
    );
}

#[test]
fn function_handles_stay_scalar() {
    let f = Value::FunctionHandle(Arc::new(crate::value::FunctionHandle::Named("sin".into())));
    assert_eq!(paren_set(None, &[n(1.0)], f.clone()).unwrap(), f);
    assert_eq!(
        message(paren_set(None, &[n(2.0)], f.clone())),
        "Nonscalar arrays of function handles are not allowed; use cell arrays instead."
    );
    assert_eq!(paren_get(&f, &[n(1.0)]).unwrap(), f);
}

#[test]
fn deletion() {
    let row = Value::row(vec![1.0, 2.0, 3.0, 4.0]);
    let r = paren_set(Some(row.clone()), &[n(2.0)], Value::empty()).unwrap();
    assert_eq!(r, Value::row(vec![1.0, 3.0, 4.0]));
    let r = paren_set(
        Some(row.clone()),
        &[mask(&[true, false, true])],
        Value::empty(),
    )
    .unwrap();
    assert_eq!(r, Value::row(vec![2.0, 4.0]));
    let column = Value::Double(Tensor::column(vec![1.0, 2.0, 3.0]));
    assert_eq!(
        dims(&paren_set(Some(column), &[v(&[1.0, 1.0])], Value::empty()).unwrap()),
        [2, 1]
    );
    // Linear deletion from a matrix leaves a row.
    let r = paren_set(Some(counting(&[3, 3])), &[v(&[1.0, 2.0])], Value::empty()).unwrap();
    assert_eq!((dims(&r), doubles(&r)[0]), (vec![1, 7], 3.0));
    assert_eq!(
        paren_set(
            Some(counting(&[3, 3])),
            &[Subscript::Index(Value::empty())],
            Value::empty()
        )
        .unwrap(),
        counting(&[3, 3])
    );
    assert_eq!(
        dims(&paren_set(Some(counting(&[3, 3])), &[C], Value::empty()).unwrap()),
        [0, 0]
    );
    let r = paren_set(Some(counting(&[3, 3])), &[C, n(2.0)], Value::empty()).unwrap();
    assert_eq!(
        (dims(&r), doubles(&r)),
        (vec![3, 2], vec![1.0, 2.0, 3.0, 7.0, 8.0, 9.0])
    );
    let r = paren_set(Some(counting(&[3, 3])), &[n(1.0), C], Value::empty()).unwrap();
    assert_eq!(
        (dims(&r), doubles(&r)),
        (vec![2, 3], vec![2.0, 3.0, 5.0, 6.0, 8.0, 9.0])
    );
    // An index covering the whole dimension counts as a colon.
    let r = paren_set(
        Some(counting(&[3, 3])),
        &[v(&[1.0, 2.0, 3.0]), n(3.0)],
        Value::empty(),
    )
    .unwrap();
    assert_eq!(dims(&r), [3, 2]);
    assert_eq!(
        dims(&paren_set(Some(counting(&[3, 3])), &[C, C], Value::empty()).unwrap()),
        [0, 3]
    );
    let r = paren_set(Some(counting(&[2, 2, 3])), &[C, C, n(2.0)], Value::empty()).unwrap();
    assert_eq!(
        (dims(&r), doubles(&r)),
        (
            vec![2, 2, 2],
            vec![1.0, 2.0, 3.0, 4.0, 9.0, 10.0, 11.0, 12.0]
        )
    );
    let r = paren_set(
        Some(counting(&[2, 2, 2, 2])),
        &[C, C, C, n(1.0)],
        Value::empty(),
    )
    .unwrap();
    assert_eq!((dims(&r), doubles(&r)[0]), (vec![2, 2, 2], 9.0));
    // Two subscripts fold the trailing dims: 2x2x3 -> 2x6 -> 2x5.
    assert_eq!(
        dims(&paren_set(Some(counting(&[2, 2, 3])), &[C, n(1.0)], Value::empty()).unwrap()),
        [2, 5]
    );
    let error = paren_set(
        Some(counting(&[3, 3])),
        &[v(&[1.0, 2.0]), v(&[1.0, 2.0])],
        Value::empty(),
    )
    .unwrap_err();
    assert_eq!(
        error.message,
        "A null assignment can have only one non-colon index."
    );
    assert_eq!(
        message(paren_set(Some(row.clone()), &[n(5.0)], Value::empty())),
        "Index exceeds the number of array elements. Index must not exceed 4."
    );
    assert_eq!(
        message(paren_set(
            Some(counting(&[3, 3])),
            &[C, n(4.0)],
            Value::empty()
        )),
        "Index in position 2 exceeds array bounds. Index must not exceed 3."
    );
    // Deleting with an all-empty subscript list changes nothing.
    let r = paren_set(
        Some(row.clone()),
        &[Subscript::Index(Value::Double(Tensor::new(
            Shape::row(0),
            vec![],
        )))],
        Value::empty(),
    )
    .unwrap();
    assert_eq!(r, row);
}

#[test]
fn deletion_for_every_class() {
    let text = paren_set(
        Some(Value::char_row("hello")),
        &[v(&[1.0, 5.0])],
        Value::empty(),
    )
    .unwrap();
    assert_eq!(text, Value::char_row("ell"));
    let cell = Value::Cell(Arc::new(Tensor::row(vec![
        Value::scalar(1.0),
        Value::scalar(2.0),
    ])));
    let r = paren_set(Some(cell), &[n(1.0)], Value::empty()).unwrap();
    assert_eq!(
        r,
        Value::Cell(Arc::new(Tensor::row(vec![Value::scalar(2.0)])))
    );
    let ints = Value::UInt32(Tensor::row(vec![1, 2, 3]));
    assert_eq!(
        paren_set(Some(ints), &[n(3.0)], Value::empty()).unwrap(),
        Value::UInt32(Tensor::row(vec![1, 2]))
    );
    let strings = Value::String(Tensor::row(vec![Some(Arc::from("a")), None]));
    assert_eq!(
        paren_set(Some(strings), &[n(2.0)], Value::empty()).unwrap(),
        Value::String(Tensor::row(vec![Some(Arc::from("a"))]))
    );
    let s = struct_array(&[1.0, 2.0, 3.0]);
    let r = paren_set(Some(s), &[v(&[1.0, 3.0])], Value::empty()).unwrap();
    assert_eq!(field_get(&r, "a").unwrap(), [Value::scalar(2.0)]);
    assert_eq!(dims(&r), [1, 1]);
    assert_eq!(
        dims(&paren_set(Some(Value::scalar(1.0)), &[n(1.0)], Value::empty()).unwrap()),
        [1, 0]
    );
}

#[test]
fn brace_indexing() {
    let c = Value::Cell(Arc::new(Tensor::new(
        Shape::matrix(2, 2),
        vec![
            Value::scalar(1.0),
            Value::char_row("b"),
            Value::scalar(3.0),
            Value::empty(),
        ],
    )));
    assert_eq!(brace_get(&c, &[n(2.0)]).unwrap(), [Value::char_row("b")]);
    assert_eq!(
        brace_get(&c, &[C, n(2.0)]).unwrap(),
        [Value::scalar(3.0), Value::empty()]
    );
    assert_eq!(brace_get(&c, &[C]).unwrap().len(), 4);
    assert_eq!(
        message(brace_get(&Value::scalar(1.0), &[n(1.0)])),
        "Brace indexing is not supported for variables of this type."
    );
    assert_eq!(
        message(brace_get(&c, &[n(5.0)])),
        "Index exceeds the number of array elements. Index must not exceed 4."
    );
    let created = brace_set(None, &[n(3.0)], Value::scalar(7.0)).unwrap();
    assert_eq!(
        created,
        Value::Cell(Arc::new(Tensor::row(vec![
            Value::empty(),
            Value::empty(),
            Value::scalar(7.0)
        ])))
    );
    let from_empty = brace_set(
        Some(Value::empty()),
        &[n(1.0), n(2.0)],
        Value::char_row("x"),
    )
    .unwrap();
    assert_eq!(dims(&from_empty), [1, 2]);
    // c{i} = [] stores an empty value; it does not delete.
    let stored = brace_set(Some(created), &[n(3.0)], Value::empty()).unwrap();
    assert_eq!(dims(&stored), [1, 3]);
    let nested = brace_set(Some(c.clone()), &[n(2.0), n(2.0)], c.clone()).unwrap();
    assert_eq!(
        brace_get(&nested, &[n(4.0)]).unwrap(),
        std::slice::from_ref(&c)
    );
    assert_eq!(
        message(brace_set(Some(Value::scalar(1.0)), &[n(2.0)], Value::scalar(1.0))),
        "Unable to perform assignment because brace indexing is not supported for variables of this type."
    );
    assert!(brace_set(Some(c), &[v(&[1.0, 2.0])], Value::scalar(1.0)).is_err());
}

#[test]
fn in_place_cell_and_struct_updates() {
    let mut c = Value::Cell(Arc::new(Tensor::row(vec![Value::empty(); 100])));
    let start = match &c {
        Value::Cell(t) => t.data().as_ptr(),
        _ => std::ptr::null(),
    };
    for i in 1..=100 {
        c = brace_set(Some(c), &[n(i as f64)], Value::scalar(i as f64)).unwrap();
    }
    let end = match &c {
        Value::Cell(t) => t.data().as_ptr(),
        _ => std::ptr::null(),
    };
    assert_eq!(start, end);
    assert_eq!(brace_get(&c, &[n(100.0)]).unwrap(), [Value::scalar(100.0)]);
}

#[test]
fn field_assignment() {
    let s = field_set(None, "a", Value::scalar(1.0)).unwrap();
    assert_eq!(field_get(&s, "a").unwrap(), [Value::scalar(1.0)]);
    let s = field_set(Some(s), "b", Value::char_row("x")).unwrap();
    let s = field_set(Some(s), "a", Value::scalar(2.0)).unwrap();
    let Value::Struct(array) = &s else {
        panic!("struct expected")
    };
    assert_eq!(array.fields.keys().collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!(field_get(&s, "a").unwrap(), [Value::scalar(2.0)]);
    let from_empty = field_set(Some(Value::empty()), "z", Value::scalar(3.0)).unwrap();
    assert_eq!(dims(&from_empty), [1, 1]);
    let empty_struct = paren_set(Some(struct_array(&[1.0])), &[n(1.0)], Value::empty()).unwrap();
    let refilled = field_set(Some(empty_struct), "a", Value::scalar(4.0)).unwrap();
    assert_eq!(field_get(&refilled, "b").unwrap(), [Value::empty()]);
    assert_eq!(
        message(field_set(
            Some(struct_array(&[1.0, 2.0])),
            "a",
            Value::scalar(1.0)
        )),
        "Scalar structure required for this assignment."
    );
    assert_eq!(
        message(field_set(Some(Value::scalar(1.0)), "a", Value::scalar(1.0))),
        "Unable to perform assignment because dot indexing is not supported for variables of this type."
    );
    assert_eq!(
        message(field_set(None, "1a", Value::scalar(1.0))),
        "Invalid field name \"1a\"."
    );
    // Writing a field of an unshared struct does not copy it.
    let shared = s.clone();
    let changed = field_set(Some(s), "a", Value::scalar(9.0)).unwrap();
    assert_eq!(field_get(&shared, "a").unwrap(), [Value::scalar(2.0)]);
    assert_eq!(field_get(&changed, "a").unwrap(), [Value::scalar(9.0)]);
}

#[test]
fn zero_subscripts_return_the_value() {
    let x = Value::row(vec![1.0, 2.0]);
    assert_eq!(paren_get(&x, &[]).unwrap(), x);
}

/// Values checked against GNU Octave 7 (which agrees with MATLAB here).
#[test]
fn octave_cross_checks() {
    let a = paren_set(
        Some(counting(&[2, 3, 4])),
        &[n(2.0), n(7.0)],
        Value::scalar(0.0),
    )
    .unwrap();
    let zeros: Vec<usize> = doubles(&a)
        .iter()
        .enumerate()
        .filter(|(_, &x)| x == 0.0)
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(zeros, [14]);
    let r = paren_get(&counting(&[2, 3, 4]), &[C, v(&[2.0, 5.0])]).unwrap();
    assert_eq!(
        (dims(&r), doubles(&r)),
        (vec![2, 2], vec![3.0, 4.0, 9.0, 10.0])
    );
    let d = paren_set(Some(counting(&[2, 2, 2])), &[n(2.0), C, C], Value::empty()).unwrap();
    assert_eq!(
        (dims(&d), doubles(&d)),
        (vec![1, 2, 2], vec![1.0, 3.0, 5.0, 7.0])
    );
    let e = paren_set(
        Some(Value::matrix(Shape::matrix(2, 2), vec![0.0; 4])),
        &[n(3.0), n(1.0), n(2.0)],
        Value::scalar(7.0),
    )
    .unwrap();
    assert_eq!(dims(&e), [3, 2, 2]);
    assert_eq!(doubles(&e).iter().position(|&x| x == 7.0), Some(8));
    let g = paren_get(
        &counting(&[2, 3, 4]),
        &[v(&[1.0, 2.0]), v(&[3.0, 1.0]), v(&[4.0, 2.0])],
    )
    .unwrap();
    assert_eq!(doubles(&g), [23.0, 24.0, 19.0, 20.0, 11.0, 12.0, 7.0, 8.0]);
    let h = paren_set(
        Some(counting(&[1, 5])),
        &[v(&[1.0, 1.0, 2.0])],
        Value::empty(),
    )
    .unwrap();
    assert_eq!(doubles(&h), [3.0, 4.0, 5.0]);
    let magic4 = m(
        4,
        4,
        &[
            16.0, 5.0, 9.0, 4.0, 2.0, 11.0, 7.0, 14.0, 3.0, 10.0, 6.0, 15.0, 13.0, 8.0, 12.0, 1.0,
        ],
    );
    let k = paren_set(
        Some(magic4),
        &[mask(&[true, false, true, false]), C],
        Value::empty(),
    )
    .unwrap();
    assert_eq!(doubles(&k), [5.0, 4.0, 11.0, 14.0, 10.0, 15.0, 8.0, 1.0]);
}

#[test]
fn number_to_string_conversion() {
    let text = |x: f64| paren_set(Some(Value::string("")), &[n(1.0)], Value::scalar(x)).unwrap();
    assert_eq!(text(std::f64::consts::PI), Value::string("3.1416"));
    assert_eq!(text(1e-5), Value::string("1e-05"));
    assert_eq!(text(123456.0), Value::string("123456"));
    assert_eq!(text(0.0), Value::string("0"));
    assert_eq!(text(-2.0), Value::string("-2"));
    assert_eq!(text(f64::NAN), Value::String(Tensor::scalar(None)));
}

#[test]
fn nested_updates_without_copies() {
    // s.a(i) = i in a loop: take the field, assign, put it back.
    let mut s = field_set(None, "a", Value::row(vec![0.0; 100])).unwrap();
    let start = data_ptr(&field_get(&s, "a").unwrap()[0]);
    for i in 1..=100 {
        let field = field_take(&mut s, "a").unwrap();
        let field = paren_set(Some(field), &[n(i as f64)], Value::scalar(i as f64)).unwrap();
        s = field_set(Some(s), "a", field).unwrap();
    }
    let a = field_get(&s, "a").unwrap().remove(0);
    assert_eq!((data_ptr(&a), doubles(&a)[99]), (start, 100.0));
    assert_eq!(
        message(field_take(&mut s, "zz")),
        "Unrecognized field name \"zz\"."
    );

    // c{2}(i) = i likewise.
    let mut c = brace_set(None, &[n(2.0)], Value::row(vec![0.0; 10])).unwrap();
    let start = data_ptr(&brace_get(&c, &[n(2.0)]).unwrap()[0]);
    for i in 1..=10 {
        let content = brace_take(&mut c, &[n(2.0)]).unwrap();
        let content = paren_set(Some(content), &[n(i as f64)], Value::scalar(1.0)).unwrap();
        c = brace_set(Some(c), &[n(2.0)], content).unwrap();
    }
    let content = brace_get(&c, &[n(2.0)]).unwrap().remove(0);
    assert_eq!(
        (data_ptr(&content), doubles(&content)),
        (start, vec![1.0; 10])
    );
    assert!(brace_take(&mut c, &[C]).is_err());
    assert!(brace_take(&mut Value::scalar(1.0), &[n(1.0)]).is_err());
}

#[test]
fn growth_fill_per_class() {
    let text = paren_set(Some(Value::char_row("ab")), &[n(4.0)], Value::char_row("d")).unwrap();
    assert_eq!(text, Value::Char(Tensor::row(vec![97, 98, 0, 100])));
    let flags = paren_set(Some(Value::bool(true)), &[n(3.0)], Value::bool(true)).unwrap();
    assert_eq!(flags, Value::Logical(Tensor::row(vec![true, false, true])));
    let bytes = paren_set(
        Some(Value::UInt8(Tensor::scalar(1))),
        &[n(2.0), n(2.0)],
        Value::scalar(300.0),
    )
    .unwrap();
    assert_eq!(
        bytes,
        Value::UInt8(Tensor::new(Shape::matrix(2, 2), vec![1, 0, 0, 255]))
    );
    let cell = brace_set(
        Some(Value::Cell(Arc::new(Tensor::scalar(Value::scalar(1.0))))),
        &[n(2.0), n(3.0)],
        Value::scalar(6.0),
    )
    .unwrap();
    assert_eq!(dims(&cell), [2, 3]);
    assert_eq!(
        brace_get(&cell, &[C])
            .unwrap()
            .iter()
            .filter(|v| **v == Value::empty())
            .count(),
        4
    );
    let z = num_complex::Complex32::new(1.0, -1.0);
    let complex = paren_set(
        Some(Value::Single(Tensor::scalar(2.0))),
        &[n(2.0)],
        Value::ComplexSingle(Tensor::scalar(z)),
    )
    .unwrap();
    assert_eq!(
        complex,
        Value::ComplexSingle(Tensor::row(vec![num_complex::Complex32::new(2.0, 0.0), z]))
    );
    let integer_index = Subscript::Index(Value::Int32(Tensor::scalar(3)));
    let grown = paren_set(None, &[integer_index], Value::scalar(1.0)).unwrap();
    assert_eq!(doubles(&grown), [0.0, 0.0, 1.0]);
    let nd = paren_set(
        Some(counting(&[2, 2, 2])),
        &[n(1.0), n(1.0), n(1.0), n(2.0)],
        Value::scalar(-1.0),
    )
    .unwrap();
    assert_eq!(dims(&nd), [2, 2, 2, 2]);
    assert_eq!(doubles(&nd)[..8], doubles(&counting(&[2, 2, 2]))[..]);
    assert_eq!(doubles(&nd)[8], -1.0);
}

#[test]
fn nd_vectors_keep_the_source_orientation() {
    let ndv = counting(&[1, 1, 6]);
    assert_eq!(
        dims(&paren_get(&ndv, &[v(&[1.0, 2.0, 3.0])]).unwrap()),
        [1, 1, 3]
    );
    assert_eq!(
        dims(&paren_get(&ndv, &[col(&[1.0, 2.0])]).unwrap()),
        [1, 1, 2]
    );
    let page_index = Subscript::Index(counting(&[1, 1, 4]));
    let row = counting(&[1, 6]);
    assert_eq!(
        dims(&paren_get(&row, std::slice::from_ref(&page_index)).unwrap()),
        [1, 4]
    );
    let column = counting(&[6, 1]);
    assert_eq!(
        dims(&paren_get(&column, std::slice::from_ref(&page_index)).unwrap()),
        [4, 1]
    );
    // A matrix source, or a matrix index, gives the index's shape.
    let matrix = counting(&[4, 4]);
    assert_eq!(
        dims(&paren_get(&matrix, std::slice::from_ref(&page_index)).unwrap()),
        [1, 1, 4]
    );
    let square = Subscript::Index(counting(&[2, 2]));
    assert_eq!(dims(&paren_get(&ndv, &[square]).unwrap()), [2, 2]);
    // A scalar source takes the index's shape.
    assert_eq!(
        dims(
            &paren_get(
                &Value::scalar(7.0),
                &[Subscript::Index(Value::Double(Tensor::new(
                    Shape::new(&[1, 1, 3]),
                    vec![1.0; 3]
                )))]
            )
            .unwrap()
        ),
        [1, 1, 3]
    );
}

#[test]
fn colons_on_an_empty_array_take_the_right_sides_dims_in_order() {
    let grown = paren_set(None, &[n(1.0), C, C], counting(&[1, 4])).unwrap();
    assert_eq!(dims(&grown), [1, 1, 4]);
    let grown = paren_set(None, &[C, n(1.0)], counting(&[1, 3])).unwrap();
    assert_eq!(dims(&grown), [3, 1]);
    let grown = paren_set(None, &[C, C, n(2.0)], counting(&[2, 3])).unwrap();
    assert_eq!(dims(&grown), [2, 3, 2]);
    // An existing size is kept: a 3x0 array cannot take a 2-row column.
    let three_by_zero = Value::matrix(Shape::matrix(3, 0), Vec::new());
    assert!(paren_set(
        Some(three_by_zero),
        &[C, n(1.0)],
        Value::Double(Tensor::column(vec![1.0, 2.0]))
    )
    .is_err());
}

#[test]
fn field_set_each_fills_one_value_per_element() {
    let array = Value::Struct(Arc::new(StructArray {
        shape: Shape::row(2),
        fields: [("f".to_string(), vec![Value::empty(), Value::empty()])]
            .into_iter()
            .collect(),
    }));
    let set = field_set_each(
        array.clone(),
        "g",
        vec![Value::scalar(1.0), Value::scalar(2.0)],
    )
    .unwrap();
    let Value::Struct(set) = set else {
        panic!("struct expected")
    };
    assert_eq!(set.get("g", 1), Some(&Value::scalar(2.0)));
    assert!(field_set_each(array, "g", vec![Value::scalar(1.0)]).is_err());
}
