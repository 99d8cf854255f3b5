//! `a.'` and `a'` for every class: 2-D arrays swap rows and columns (cells,
//! strings and struct arrays included), `'` also conjugates complex values.
//! N-d arrays are an error, as in MATLAB.

use std::sync::Arc;

use crate::error::{Result, RuntimeError};
use crate::value::{Shape, Tensor, Value};

fn nd_error() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:transpose:ND",
        "Transpose on ND array is not defined. Use PERMUTE instead.",
    )
}

/// The transpose of a 2-D tensor.
pub fn transpose_tensor<T: Clone>(t: &Tensor<T>) -> Result<Tensor<T>> {
    let shape = t.shape();
    if shape.ndims() > 2 {
        return Err(nd_error());
    }
    let (rows, cols) = (shape.rows(), shape.cols());
    let new_shape = Shape::matrix(cols, rows);
    if rows <= 1 || cols <= 1 {
        // A vector's elements keep their order.
        return Ok(t.clone().reshaped(new_shape));
    }
    let data = t.data();
    let mut out = Vec::with_capacity(data.len());
    for r in 0..rows {
        out.extend((0..cols).map(|c| data[r + c * rows].clone()));
    }
    Ok(Tensor::new(new_shape, out))
}

/// `a.'`
pub fn transpose(value: &Value) -> Result<Value> {
    Ok(
        map_tensor_value!(value, t => transpose_tensor(t)?, other => match other {
            Value::Struct(s) => {
                let shape = &s.shape;
                if shape.ndims() > 2 {
                    return Err(nd_error());
                }
                let mut fields = s.fields.clone();
                for column in fields.values_mut() {
                    let t = Tensor::new(shape.clone(), std::mem::take(column));
                    *column = transpose_tensor(&t)?.into_vec();
                }
                Value::Struct(Arc::new(crate::value::StructArray {
                    shape: Shape::matrix(shape.cols(), shape.rows()),
                    fields,
                }))
            }
            scalar => scalar.clone(),
        }),
    )
}

/// `a'`: transpose and complex conjugate.
pub fn ctranspose(value: &Value) -> Result<Value> {
    match transpose(value)? {
        Value::ComplexDouble(t) => Ok(Value::ComplexDouble(t.map(|z| z.conj()))),
        Value::ComplexSingle(t) => Ok(Value::ComplexSingle(t.map(|z| z.conj()))),
        other => Ok(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_complex::Complex64;

    #[test]
    fn matrix_transpose() {
        let m = Value::matrix(Shape::matrix(2, 3), vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        let t = transpose(&m).unwrap();
        assert_eq!(
            t,
            Value::matrix(Shape::matrix(3, 2), vec![1.0, 3.0, 5.0, 2.0, 4.0, 6.0])
        );
        assert_eq!(
            transpose(&Value::char_row("ab")).unwrap().shape().dims(),
            &[2, 1]
        );
        assert_eq!(transpose(&Value::empty()).unwrap(), Value::empty());
    }

    #[test]
    fn conjugate_transpose() {
        let z = Value::ComplexDouble(Tensor::row(vec![
            Complex64::new(1.0, 2.0),
            Complex64::new(3.0, -4.0),
        ]));
        assert_eq!(
            ctranspose(&z).unwrap(),
            Value::ComplexDouble(Tensor::column(vec![
                Complex64::new(1.0, -2.0),
                Complex64::new(3.0, 4.0)
            ]))
        );
        assert_eq!(
            transpose(&z).unwrap(),
            Value::ComplexDouble(Tensor::column(vec![
                Complex64::new(1.0, 2.0),
                Complex64::new(3.0, -4.0)
            ]))
        );
    }

    #[test]
    fn cells_structs_and_nd() {
        let c = Value::Cell(Arc::new(Tensor::row(vec![
            Value::scalar(1.0),
            Value::char_row("x"),
        ])));
        assert_eq!(transpose(&c).unwrap().shape().dims(), &[2, 1]);
        let s = crate::value::StructArray {
            shape: Shape::row(2),
            fields: [(
                "a".to_string(),
                vec![Value::scalar(1.0), Value::scalar(2.0)],
            )]
            .into_iter()
            .collect(),
        };
        let st = transpose(&Value::Struct(Arc::new(s))).unwrap();
        assert_eq!(st.shape().dims(), &[2, 1]);
        let nd = Value::matrix(Shape::new(&[1, 2, 2]), vec![0.0; 4]);
        assert_eq!(
            transpose(&nd).unwrap_err().message,
            "Transpose on ND array is not defined. Use PERMUTE instead."
        );
    }
}
