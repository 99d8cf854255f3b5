//! Unit tests for the table rules: name checks, subscripts, and the
//! indexing operations on small tables.

use super::*;
use crate::index::Subscript;

fn sample() -> TableData {
    build(
        vec!["a".into(), "b".into()],
        vec![
            Value::matrix(Shape::matrix(3, 1), vec![1.0, 2.0, 3.0]),
            cellstr_column(&["x".into(), "y".into(), "z".into()]),
        ],
        vec!["r1".into(), "r2".into(), "r3".into()],
        3,
    )
    .expect("valid table")
}

#[test]
fn names_must_be_unique_and_heights_equal() {
    let err = check_var_names(&["a".into(), "a".into()]).unwrap_err();
    assert_eq!(err.identifier, "MATLAB:table:DuplicateVarNames");
    let err = build(
        vec!["a".into(), "b".into()],
        vec![Value::row(vec![1.0]), Value::empty()],
        Vec::new(),
        1,
    )
    .unwrap_err();
    assert_eq!(err.identifier, "MATLAB:table:UnequalVarLengths");
    assert!(check_row_names(&["x".into()], 2).is_err());
}

#[test]
fn subscripts_by_number_mask_and_name() {
    let table = sample();
    let by_name = positions(
        &Subscript::Index(Value::char_row("b")),
        2,
        Some(&table.names),
        unrecognized_var,
        || unrecognized_var("?"),
    )
    .unwrap();
    assert_eq!(by_name, [1]);
    let mask = Value::Logical(Tensor::new(Shape::matrix(3, 1), vec![true, false, true]));
    let rows = positions(&Subscript::Index(mask), 3, None, unrecognized_var, || {
        unrecognized_var("?")
    })
    .unwrap();
    assert_eq!(rows, [0, 2]);
    let err = positions(
        &Subscript::Index(Value::char_row("nope")),
        2,
        Some(&table.names),
        unrecognized_var,
        || unrecognized_var("?"),
    )
    .unwrap_err();
    assert_eq!(err.identifier, "MATLAB:table:UnrecognizedVarName");
    assert!(positions(
        &Subscript::Index(Value::scalar(4.0)),
        3,
        None,
        unrecognized_var,
        || { RuntimeError::new("out", "of range") }
    )
    .is_err_and(|e| e.identifier == "out"));
}

#[test]
fn indexing_reads_and_deletes_rows() {
    let table = sample();
    let sub = paren_get(
        &table,
        &[Subscript::Index(Value::char_row("r3")), Subscript::Colon],
    )
    .unwrap();
    let sub = as_table(&sub).unwrap();
    assert_eq!(sub.rows, 1);
    assert_eq!(sub.row_names, ["r3"]);
    let gone = paren_assign(
        &table,
        &[Subscript::Index(Value::scalar(2.0)), Subscript::Colon],
        Value::empty(),
    )
    .unwrap();
    let gone = as_table(&gone).unwrap();
    assert_eq!(gone.rows, 2);
    assert_eq!(
        gone.columns[0],
        Value::matrix(Shape::matrix(2, 1), vec![1.0, 3.0])
    );
    assert!(paren_get(&table, &[Subscript::Colon]).is_err());
    let grown = field_assign(&table, "c", Value::row(vec![1.0])).unwrap_err();
    assert_eq!(grown.identifier, "MATLAB:table:RowDimensionMismatch");
}
