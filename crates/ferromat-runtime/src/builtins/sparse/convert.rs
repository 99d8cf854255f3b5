//! Moving between sparse and full values: `full` of a sparse matrix (with
//! the checked allocation), the sparse form of a full double, complex or
//! logical matrix, and the shared errors of the sparse family. No
//! arithmetic here.

use std::sync::Arc;

use num_complex::Complex64;

use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::value::{Csc, Shape, Sparse, Tensor, Value};

/// MATLAB's largest sparse dimension on 64-bit platforms (2^48 - 1).
pub const MAX_SPARSE_DIM: usize = (1 << 48) - 1;

/// The full value of a sparse matrix, refusing sizes past the memory limit.
pub fn to_full(s: &Sparse) -> Result<Value> {
    let (rows, cols) = (s.rows(), s.cols());
    let element = match s {
        Sparse::Double(_) => 8,
        Sparse::Complex(_) => 16,
        Sparse::Logical(_) => 1,
    };
    check_allocation_dims(&[rows, cols], element)?;
    let shape = Shape::matrix(rows, cols);
    Ok(match s {
        Sparse::Double(m) => Value::Double(Tensor::new(shape, m.to_dense())),
        Sparse::Complex(m) => Value::ComplexDouble(Tensor::new(shape, m.to_dense())),
        Sparse::Logical(m) => Value::Logical(Tensor::new(shape, m.to_dense())),
    })
}

/// `value` with any sparse matrix made full; other values unchanged.
pub fn full_value(value: &Value) -> Result<Value> {
    match value {
        Value::Sparse(s) => to_full(s),
        other => Ok(other.clone()),
    }
}

/// Wraps a sparse matrix as a value.
pub fn sparse_value(s: Sparse) -> Value {
    Value::Sparse(Arc::new(s))
}

/// The sparse form of a double, complex double, logical or sparse value.
/// Other classes are refused with MATLAB's message for `function`.
pub fn to_sparse(value: &Value, function: &str) -> Result<Sparse> {
    let shape = value.shape();
    if shape.ndims() > 2 {
        return Err(RuntimeError::new(
            "MATLAB:sparse:ndInput",
            "Sparse matrices must be 2-D.",
        ));
    }
    let (rows, cols) = (shape.rows(), shape.cols());
    Ok(match value {
        Value::Sparse(s) => (**s).clone(),
        Value::Double(t) => Sparse::Double(Csc::from_dense(rows, cols, t.data())),
        Value::ComplexDouble(t) => Sparse::Complex(Csc::from_dense(rows, cols, t.data())),
        Value::Logical(t) => Sparse::Logical(Csc::from_dense(rows, cols, t.data())),
        other => return Err(undefined_for(function, other)),
    })
}

/// `Undefined function 'sparse' for input arguments of type 'int8'.`:
/// MATLAB has no sparse integer, single, char or other classes.
pub fn undefined_for(function: &str, value: &Value) -> RuntimeError {
    RuntimeError::new(
        "MATLAB:UndefinedFunction",
        format!(
            "Undefined function '{function}' for input arguments of type '{}'.",
            value.class().name()
        ),
    )
}

/// Sizes past MATLAB's sparse index type.
pub fn size_too_large() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:sparse:sparseSizeLimit",
        "Sparse matrix sizes must be non-negative integers less than MAXSIZE as defined by \
         COMPUTER. Use HELP COMPUTER for more details.",
    )
}

/// A sparse result of any element type as complex, for mixed arithmetic.
pub fn complex_of(s: &Sparse) -> Csc<Complex64> {
    s.to_complex()
}

/// Element `k` (column-major) of a sparse matrix as a 1x1 sparse value.
pub fn element(s: &Sparse, k: usize) -> Value {
    let rows = s.rows().max(1);
    let (r, c) = (k % rows, k / rows);
    let one = |v| Csc::from_triplets(1, 1, &[0], &[0], |_| v, |a, _| a);
    sparse_value(match s {
        Sparse::Double(m) => Sparse::Double(one(m.get(r, c))),
        Sparse::Complex(m) => Sparse::Complex(Csc::from_triplets(
            1,
            1,
            &[0],
            &[0],
            |_| m.get(r, c),
            |a, _| a,
        )),
        Sparse::Logical(m) => Sparse::Logical(Csc::from_triplets(
            1,
            1,
            &[0],
            &[0],
            |_| m.get(r, c),
            |a, _| a,
        )),
    })
}

/// Makes every sparse argument full (the fallback for builtins with no
/// sparse implementation: their result is then what MATLAB gives for the
/// full input).
pub fn densify_args(args: &[Value]) -> Result<Vec<Value>> {
    args.iter().map(full_value).collect()
}

/// The elements of a real full or sparse argument as doubles, for index
/// and value vectors; `None` for other classes.
pub fn real_data(value: &Value) -> Result<Option<Vec<f64>>> {
    match value {
        Value::Sparse(s) if !s.is_complex() => Ok(full_value(value)?.to_f64_vec()),
        Value::Sparse(_) => Ok(None),
        other => Ok(other.to_f64_vec()),
    }
}
