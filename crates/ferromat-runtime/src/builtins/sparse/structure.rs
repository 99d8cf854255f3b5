//! Sparse matrices as whole arrays: concatenation (`[S F; F S]` is
//! sparse, built column by column without a full copy) and the truth test
//! of `if S` / `while S`. Operators are in elementwise.rs.

use num_complex::Complex64;

use super::convert::{sparse_value, to_sparse};
use crate::error::{Result, RuntimeError};
use crate::ops::concat::dimension_mismatch;
use crate::value::{Csc, Sparse, Value};

/// Concatenation along `dim` (0 rows, 1 columns) of operands of which at
/// least one is sparse; `None` when an operand's class has no sparse form
/// (the caller then concatenates full values).
pub fn cat(dim: usize, operands: &[&Value]) -> Result<Option<Value>> {
    if dim > 1 {
        return Ok(None);
    }
    let mut parts = Vec::with_capacity(operands.len());
    for v in operands {
        match v {
            Value::Sparse(_) | Value::Double(_) | Value::ComplexDouble(_) | Value::Logical(_)
                if v.shape().ndims() == 2 =>
            {
                parts.push(to_sparse(v, "cat")?)
            }
            _ => return Ok(None),
        }
    }
    // Empty operands whose other size disagrees are skipped, as in full
    // concatenation of `zeros(1,0)` with anything.
    let keep: Vec<&Sparse> = parts
        .iter()
        .filter(|p| p.rows() * p.cols() != 0 || parts.iter().all(|q| q.rows() * q.cols() == 0))
        .collect();
    let Some(first) = keep.first() else {
        return Ok(None);
    };
    let all_logical = keep.iter().all(|p| p.is_logical());
    let any_complex = keep.iter().any(|p| p.is_complex());
    let s = if any_complex {
        let ms: Vec<Csc<Complex64>> = keep.iter().map(|p| p.to_complex()).collect();
        Sparse::from_complex(join(dim, &ms, first.rows(), first.cols())?)
    } else {
        let ms: Vec<Csc<f64>> = keep.iter().filter_map(|p| p.to_real()).collect();
        let m = join(dim, &ms, first.rows(), first.cols())?;
        if all_logical {
            Sparse::Logical(m.map(|x| x != 0.0))
        } else {
            Sparse::Double(m)
        }
    };
    Ok(Some(sparse_value(s)))
}

fn join<T: crate::value::SparseElement>(
    dim: usize,
    ms: &[Csc<T>],
    rows: usize,
    cols: usize,
) -> Result<Csc<T>> {
    let mut col_ptr = vec![0usize];
    let mut row_idx = Vec::new();
    let mut values = Vec::new();
    if dim == 1 {
        if ms.iter().any(|m| m.rows() != rows) {
            return Err(dimension_mismatch());
        }
        for m in ms {
            for c in 0..m.cols() {
                let (r, v) = m.column(c);
                row_idx.extend_from_slice(r);
                values.extend_from_slice(v);
                col_ptr.push(values.len());
            }
        }
        let total_cols = col_ptr.len() - 1;
        return Ok(Csc::from_parts(rows, total_cols, col_ptr, row_idx, values));
    }
    if ms.iter().any(|m| m.cols() != cols) {
        return Err(dimension_mismatch());
    }
    let total_rows = ms.iter().map(|m| m.rows()).sum();
    for c in 0..cols {
        let mut offset = 0;
        for m in ms {
            let (r, v) = m.column(c);
            row_idx.extend(r.iter().map(|&i| i + offset));
            values.extend_from_slice(v);
            offset += m.rows();
        }
        col_ptr.push(values.len());
    }
    Ok(Csc::from_parts(total_rows, cols, col_ptr, row_idx, values))
}

/// `if S`: non-empty, every element nonzero; NaN cannot be converted.
pub fn is_true(s: &Sparse) -> Result<bool> {
    let has_nan = match s {
        Sparse::Double(m) => m.values().iter().any(|x| x.is_nan()),
        Sparse::Complex(m) => m.values().iter().any(|z| z.re.is_nan()),
        Sparse::Logical(_) => false,
    };
    if has_nan {
        return Err(RuntimeError::new(
            "MATLAB:nologicalnan",
            "NaN's cannot be converted to logicals.",
        ));
    }
    let numel = s.rows().saturating_mul(s.cols());
    let all_stored = match s {
        Sparse::Complex(m) => m.values().iter().all(|z| z.re != 0.0),
        _ => true,
    };
    Ok(numel != 0 && s.nnz() == numel && all_stored)
}
