//! Functions that rearrange a sparse matrix's stored elements without
//! building the full matrix: `tril`, `triu`, `diag` (both directions),
//! `repmat` and `reshape`. Each result is sparse of the input's kind, as
//! MATLAB's is. Forms these paths do not cover (N-D sizes, empty inputs
//! of `diag`, arguments that are themselves sparse) return `None` and go
//! through the router's full fallback, which gives MATLAB's answer or
//! error; nothing here computes values, only positions.

use super::convert::sparse_value;
use crate::builtins::args::check_allocation_dims;
use crate::error::{Result, RuntimeError};
use crate::value::{Csc, Sparse, SparseElement, Value};

/// Applies a kind-generic expression to the matrix inside a [`Sparse`].
macro_rules! each_kind {
    ($s:expr, $m:ident => $e:expr) => {
        match $s {
            Sparse::Double($m) => Sparse::Double($e),
            Sparse::Complex($m) => Sparse::Complex($e),
            Sparse::Logical($m) => Sparse::Logical($e),
        }
    };
}

/// A whole number given as a real full scalar (`k`, repetition counts).
fn whole(value: &Value) -> Option<i64> {
    if matches!(value, Value::Sparse(_)) || !value.is_scalar() || value.is_complex() {
        return None;
    }
    match value.as_f64() {
        Some(x) if x.fract() == 0.0 && x.abs() < 9.0e15 => Some(x as i64),
        _ => None,
    }
}

/// The stored elements for which `keep(row, col)` holds.
fn filtered<T: SparseElement>(m: &Csc<T>, keep: impl Fn(usize, usize) -> bool) -> Csc<T> {
    let mut col_ptr = Vec::with_capacity(m.cols() + 1);
    let (mut rows, mut values) = (Vec::new(), Vec::new());
    col_ptr.push(0);
    for c in 0..m.cols() {
        let (r, v) = m.column(c);
        for (&r, &v) in r.iter().zip(v) {
            if keep(r, c) {
                rows.push(r);
                values.push(v);
            }
        }
        col_ptr.push(values.len());
    }
    Csc::from_parts(m.rows(), m.cols(), col_ptr, rows, values)
}

/// `tril(S,k)` (`upper` false) or `triu(S,k)`.
pub fn triangle(s: &Sparse, k: Option<&Value>, upper: bool) -> Option<Value> {
    let k = match k {
        None => 0,
        Some(v) => whole(v)?,
    };
    let keep = move |r: usize, c: usize| {
        let offset = c as i64 - r as i64;
        if upper {
            offset >= k
        } else {
            offset <= k
        }
    };
    Some(sparse_value(each_kind!(s, m => filtered(m, keep))))
}

/// `diag(v,k)` of a sparse vector (a square sparse matrix) or `diag(S,k)`
/// of a sparse matrix (a sparse column).
pub fn diag(s: &Sparse, k: Option<&Value>) -> Result<Option<Value>> {
    let k = match k {
        None => 0,
        Some(v) => match whole(v) {
            Some(k) => k,
            None => return Ok(None),
        },
    };
    let (rows, cols) = (s.rows(), s.cols());
    if rows == 0 || cols == 0 {
        return Ok(None);
    }
    if rows == 1 || cols == 1 {
        let n = rows.max(cols);
        let side = (n as u64).saturating_add(k.unsigned_abs());
        let side = usize::try_from(side).map_err(|_| super::convert::size_too_large())?;
        if side > super::convert::MAX_SPARSE_DIM {
            return Err(super::convert::size_too_large());
        }
        check_allocation_dims(&[side.saturating_add(1)], 8)?;
        return Ok(Some(sparse_value(
            each_kind!(s, m => vector_to_diagonal(m, side, k)),
        )));
    }
    Ok(Some(sparse_value(each_kind!(s, m => diagonal_of(m, k)))))
}

fn vector_to_diagonal<T: SparseElement>(m: &Csc<T>, side: usize, k: i64) -> Csc<T> {
    let (row_shift, col_shift) = if k >= 0 {
        (0, k as usize)
    } else {
        (k.unsigned_abs() as usize, 0)
    };
    let (mut r_of, mut c_of, mut values) = (Vec::new(), Vec::new(), Vec::new());
    m.for_each(|r, c, v| {
        let i = r.max(c);
        r_of.push(i + row_shift);
        c_of.push(i + col_shift);
        values.push(v);
    });
    Csc::from_triplets(side, side, &r_of, &c_of, |i| values[i], |_, b| b)
}

fn diagonal_of<T: SparseElement>(m: &Csc<T>, k: i64) -> Csc<T> {
    let (rows, cols) = (m.rows() as i64, m.cols() as i64);
    let len = if k >= 0 {
        rows.min(cols - k)
    } else {
        (rows + k).min(cols)
    }
    .max(0) as usize;
    let (mut r_of, mut values) = (Vec::new(), Vec::new());
    for i in 0..len {
        let (r, c) = if k >= 0 {
            (i, i + k as usize)
        } else {
            (i + k.unsigned_abs() as usize, i)
        };
        let v = m.get(r, c);
        if !v.is_zero() {
            r_of.push(i);
            values.push(v);
        }
    }
    let c_of = vec![0; r_of.len()];
    Csc::from_triplets(len, 1, &r_of, &c_of, |i| values[i], |_, b| b)
}

/// The two repetition counts of `repmat(S,m,n)` or `repmat(S,[m n])`;
/// `None` for other forms (more dimensions, non-integers).
fn repetitions(args: &[Value]) -> Option<(usize, usize)> {
    let count = |x: f64| (x.fract() == 0.0 && x.abs() < 9.0e15).then_some(x.max(0.0) as usize);
    match args {
        [n] if n.is_scalar() => {
            let n = count(whole(n)? as f64)?;
            Some((n, n))
        }
        [v] if !matches!(v, Value::Sparse(_)) && !v.is_complex() && v.numel() == 2 => {
            let d = v.to_f64_vec()?;
            Some((count(d[0])?, count(d[1])?))
        }
        [m, n] => Some((count(whole(m)? as f64)?, count(whole(n)? as f64)?)),
        _ => None,
    }
}

/// `repmat(S, ...)` with two repetition counts.
pub fn repmat(s: &Sparse, reps: &[Value]) -> Result<Option<Value>> {
    let Some((rm, rn)) = repetitions(reps) else {
        return Ok(None);
    };
    let too_large = super::convert::size_too_large;
    let rows = s.rows().checked_mul(rm).ok_or_else(too_large)?;
    let cols = s.cols().checked_mul(rn).ok_or_else(too_large)?;
    if rows > super::convert::MAX_SPARSE_DIM || cols > super::convert::MAX_SPARSE_DIM {
        return Err(too_large());
    }
    let nnz = s.nnz().checked_mul(rm).and_then(|x| x.checked_mul(rn));
    let nnz = nnz.ok_or_else(too_large)?;
    check_allocation_dims(&[nnz, 2], 8)?;
    check_allocation_dims(&[cols.saturating_add(1)], 8)?;
    Ok(Some(sparse_value(
        each_kind!(s, m => tiled(m, rm, rn, rows, cols)),
    )))
}

fn tiled<T: SparseElement>(m: &Csc<T>, rm: usize, rn: usize, rows: usize, cols: usize) -> Csc<T> {
    let total = m.nnz() * rm * rn;
    let mut col_ptr = Vec::with_capacity(cols + 1);
    let (mut row_idx, mut values) = (Vec::with_capacity(total), Vec::with_capacity(total));
    col_ptr.push(0);
    for _ in 0..rn {
        for c in 0..m.cols() {
            let (r, v) = m.column(c);
            for block in 0..rm {
                row_idx.extend(r.iter().map(|&r| r + block * m.rows()));
                values.extend_from_slice(v);
            }
            col_ptr.push(values.len());
        }
    }
    Csc::from_parts(rows, cols, col_ptr, row_idx, values)
}

/// The size `reshape(S, ...)` asks for: `[m n]`, or `m, n` with at most
/// one `[]`; `None` for forms left to the full path (more dimensions).
fn new_size(numel: usize, dims: &[Value]) -> Result<Option<(usize, usize)>> {
    let size = |v: &Value| -> Option<Option<usize>> {
        if v.is_empty() && !matches!(v, Value::Sparse(_)) {
            return Some(None);
        }
        let x = whole(v)?;
        (x >= 0).then_some(Some(x as usize))
    };
    let (m, n) = match dims {
        [v] if !matches!(v, Value::Sparse(_)) && !v.is_complex() && v.numel() == 2 => {
            let d = v.to_f64_vec().unwrap_or_default();
            match d.as_slice() {
                [m, n] if *m >= 0.0 && *n >= 0.0 && m.fract() == 0.0 && n.fract() == 0.0 => {
                    (Some(*m as usize), Some(*n as usize))
                }
                _ => return Ok(None),
            }
        }
        [m, n] => match (size(m), size(n)) {
            (Some(m), Some(n)) => (m, n),
            _ => return Ok(None),
        },
        _ => return Ok(None),
    };
    let (m, n) = match (m, n) {
        (Some(m), Some(n)) => (m, n),
        (None, Some(n)) if n > 0 && numel.is_multiple_of(n) => (numel / n, n),
        (Some(m), None) if m > 0 && numel.is_multiple_of(m) => (m, numel / m),
        _ => return Ok(None),
    };
    if m.checked_mul(n) != Some(numel) {
        return Err(RuntimeError::new(
            "MATLAB:getReshapeDims:notSameNumel",
            "Number of elements must not change. Use [] as one of the size inputs to \
             automatically calculate the appropriate size for that dimension.",
        ));
    }
    Ok(Some((m, n)))
}

/// `reshape(S,m,n)`, `reshape(S,[m n])`, with one size possibly `[]`.
pub fn reshape(s: &Sparse, dims: &[Value]) -> Result<Option<Value>> {
    let numel = s.rows() * s.cols();
    let Some((m, n)) = new_size(numel, dims)? else {
        return Ok(None);
    };
    check_allocation_dims(&[n.saturating_add(1)], 8)?;
    Ok(Some(sparse_value(each_kind!(s, x => x.reshaped(m, n)))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn magic4() -> Csc<f64> {
        let d = [
            16.0, 5.0, 9.0, 4.0, 2.0, 11.0, 7.0, 14.0, 3.0, 10.0, 6.0, 15.0, 13.0, 8.0, 12.0, 1.0,
        ];
        Csc::from_dense(4, 4, &d)
    }

    fn dense(v: Value) -> Vec<f64> {
        match v {
            Value::Sparse(s) => s.real().map(|m| m.to_dense()).unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    #[test]
    fn triangles_keep_the_band() {
        let s = Sparse::Double(magic4());
        let l = dense(triangle(&s, Some(&Value::scalar(-1.0)), false).unwrap_or(Value::empty()));
        assert_eq!(l[..4], [0.0, 5.0, 9.0, 4.0]);
        assert_eq!(l[4..8], [0.0, 0.0, 7.0, 14.0]);
        let u = dense(triangle(&s, None, true).unwrap_or(Value::empty()));
        assert_eq!(u[..4], [16.0, 0.0, 0.0, 0.0]);
        assert_eq!(u[12..], [13.0, 8.0, 12.0, 1.0]);
    }

    #[test]
    fn diag_both_directions() {
        let s = Sparse::Double(magic4());
        let d = diag(&s, Some(&Value::scalar(1.0))).ok().flatten();
        assert_eq!(dense(d.unwrap_or(Value::empty())), [2.0, 10.0, 12.0]);
        let v = Sparse::Double(Csc::from_dense(1, 2, &[3.0, 4.0]));
        let m = diag(&v, Some(&Value::scalar(-1.0))).ok().flatten();
        let m = dense(m.unwrap_or(Value::empty()));
        assert_eq!(m, [0.0, 3.0, 0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn repmat_tiles_blocks() {
        let s = Sparse::Double(Csc::from_dense(2, 1, &[1.0, 0.0]));
        let r = repmat(&s, &[Value::scalar(2.0), Value::scalar(2.0)])
            .ok()
            .flatten();
        let r = dense(r.unwrap_or(Value::empty()));
        assert_eq!(r, [1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0]);
    }
}
