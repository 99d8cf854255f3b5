//! Indexing into sparse matrices without making them full: `S(i,j)`,
//! `S(k)`, `S(:,j)` read only the stored elements of the selected columns;
//! `S(i,j) = v` rebuilds the compressed columns from the kept elements and
//! the assigned ones; `S(:,j) = []` keeps the other columns. Subscripts
//! are validated by `subscript` as for every class; this file never
//! parses them.

use num_complex::Complex64;

use super::subscript::{delete_plan, read_plan, write_plan, Axis, DeletePlan, Selection};
use super::write::{check_rhs, deletes};
use super::Subscript;
use crate::builtins::args::check_allocation_dims;
use crate::builtins::sparse::convert::{full_value, sparse_value, to_full, to_sparse};
use crate::error::Result;
use crate::value::{Csc, Shape, Sparse, SparseElement, Value};

/// Positions along an axis as a list (`All` expanded by the caller only
/// when small enough: callers check the allocation).
fn axis_list(axis: &Axis) -> Vec<usize> {
    match axis {
        Axis::All(n) => (0..*n).collect(),
        Axis::List(list) => list.clone(),
    }
}

/// `m(rows, cols)` for 2-D selections.
fn gather_2d<T: SparseElement>(m: &Csc<T>, rows: &Axis, cols: &Axis) -> Csc<T> {
    let col_list = axis_list(cols);
    let out_rows = rows.len();
    let mut col_ptr = Vec::with_capacity(col_list.len() + 1);
    let mut row_idx = Vec::new();
    let mut values = Vec::new();
    col_ptr.push(0);
    // (row, output position) sorted by row: stored elements find their
    // output positions by binary search, so no array of the matrix's
    // height is allocated.
    let sorted: Option<Vec<(usize, usize)>> = match rows {
        Axis::All(_) => None,
        Axis::List(list) => {
            let mut pairs: Vec<(usize, usize)> =
                list.iter().enumerate().map(|(p, &r)| (r, p)).collect();
            pairs.sort_unstable();
            Some(pairs)
        }
    };
    let mut hits: Vec<(usize, T)> = Vec::new();
    for &c in &col_list {
        let (r, v) = m.column(c);
        match &sorted {
            None => {
                row_idx.extend_from_slice(r);
                values.extend_from_slice(v);
            }
            Some(pairs) => {
                hits.clear();
                for (&row, &x) in r.iter().zip(v) {
                    let start = pairs.partition_point(|p| p.0 < row);
                    for &(pr, p) in &pairs[start..] {
                        if pr != row {
                            break;
                        }
                        hits.push((p, x));
                    }
                }
                hits.sort_unstable_by_key(|h| h.0);
                for &(p, x) in &hits {
                    row_idx.push(p);
                    values.push(x);
                }
            }
        }
        col_ptr.push(values.len());
    }
    Csc::from_parts(out_rows, col_list.len(), col_ptr, row_idx, values)
}

/// `m(k)` for linear positions, shaped `out`.
fn gather_linear<T: SparseElement>(m: &Csc<T>, axis: &Axis, out: &Shape) -> Csc<T> {
    let (out_rows, out_cols) = (out.rows(), out.cols());
    if let Axis::All(_) = axis {
        return m.reshaped(out_rows, out_cols);
    }
    let rows = m.rows().max(1);
    let mut r_of = Vec::new();
    let mut c_of = Vec::new();
    let mut vals = Vec::new();
    if let Axis::List(list) = axis {
        for (p, &k) in list.iter().enumerate() {
            let v = m.get(k % rows, k / rows);
            if !v.is_zero() {
                r_of.push(p % out_rows.max(1));
                c_of.push(p / out_rows.max(1));
                vals.push(v);
            }
        }
    }
    Csc::from_triplets(out_rows, out_cols, &r_of, &c_of, |k| vals[k], |_, b| b)
}

/// `S(subs)`.
pub(crate) fn paren_get(s: &Sparse, base: &Value, subs: &[Subscript]) -> Result<Value> {
    if subs.len() > 2 {
        let full = super::read::paren_get(&to_full(s)?, subs)?;
        return Ok(sparse_value(to_sparse(&full, "subsref")?));
    }
    let (selection, shape) = read_plan(&base.shape(), subs)?;
    if shape.ndims() > 2 {
        let full = super::read::paren_get(&to_full(s)?, subs)?;
        return Ok(sparse_value(to_sparse(&full, "subsref")?));
    }
    check_allocation_dims(&[shape.cols().saturating_add(1)], 8)?;
    let out = match &selection.axes[..] {
        [rows, cols] => match s {
            Sparse::Double(m) => Sparse::Double(gather_2d(m, rows, cols)),
            Sparse::Complex(m) => Sparse::Complex(gather_2d(m, rows, cols)),
            Sparse::Logical(m) => Sparse::Logical(gather_2d(m, rows, cols)),
        },
        [axis] => match s {
            Sparse::Double(m) => Sparse::Double(gather_linear(m, axis, &shape)),
            Sparse::Complex(m) => Sparse::Complex(gather_linear(m, axis, &shape)),
            Sparse::Logical(m) => Sparse::Logical(gather_linear(m, axis, &shape)),
        },
        _ => return Ok(sparse_value(s.clone())),
    };
    Ok(sparse_value(out))
}

/// The assigned values, one per selected element or one for all.
enum Rhs {
    Real(Vec<f64>),
    Complex(Vec<Complex64>),
}

/// `S(subs) = rhs` (including deletion).
pub(crate) fn paren_set(s: &Sparse, base: &Value, subs: &[Subscript], rhs: Value) -> Result<Value> {
    if deletes(&rhs) {
        return delete(s, base, subs);
    }
    let rhs_full = full_value(&rhs)?;
    let values = match &rhs_full {
        Value::Double(_) | Value::Logical(_) => {
            Rhs::Real(rhs_full.to_f64_vec().unwrap_or_default())
        }
        Value::ComplexDouble(t) => Rhs::Complex(t.data().to_vec()),
        _ => return densified_set(s, subs, rhs_full),
    };
    if subs.len() > 2 {
        return densified_set(s, subs, rhs_full);
    }
    // Growing a sparse matrix allocates no m-by-n buffer: 0 skips the dense
    // size check (the column pointers are checked where they are built).
    let plan = write_plan(&base.shape(), subs, &rhs_full.shape(), 0)?;
    check_rhs(&plan, &rhs_full.shape())?;
    if plan.new_shape.ndims() > 2 {
        return densified_set(s, subs, rhs_full);
    }
    let (rows, cols) = (plan.new_shape.rows(), plan.new_shape.cols());
    let logical = s.is_logical() && matches!(rhs_full, Value::Logical(_));
    let complex = s.is_complex() || matches!(values, Rhs::Complex(_));
    let out = if complex {
        let v: Vec<Complex64> = match values {
            Rhs::Real(v) => v.into_iter().map(|x| Complex64::new(x, 0.0)).collect(),
            Rhs::Complex(v) => v,
        };
        Sparse::from_complex(assign(&s.complex(), rows, cols, &plan.selection, &v)?)
    } else {
        let Rhs::Real(v) = values else {
            return densified_set(s, subs, rhs_full);
        };
        let Some(m) = s.real() else {
            return densified_set(s, subs, rhs_full);
        };
        let m = assign(&m, rows, cols, &plan.selection, &v)?;
        if logical {
            Sparse::Logical(m.map(|x| x != 0.0))
        } else {
            Sparse::Double(m)
        }
    };
    Ok(sparse_value(out))
}

/// The kept elements of `m` (those outside the selection) plus the
/// assigned ones, in a `rows`x`cols` result.
fn assign<T: SparseElement>(
    m: &Csc<T>,
    rows: usize,
    cols: usize,
    selection: &Selection,
    rhs: &[T],
) -> Result<Csc<T>> {
    let count = selection.count();
    let writes_zero_only = rhs.len() == 1 && rhs[0].is_zero();
    if !writes_zero_only {
        check_allocation_dims(&[count.saturating_add(m.nnz())], 24)?;
    }
    // Targets as (row, col) of the grown matrix, in selection order.
    let mut targets: Vec<(usize, usize)> = Vec::new();
    let two_d = selection.axes.len() == 2;
    let mut row_marks: Vec<usize> = Vec::new();
    let mut col_marks: Vec<usize> = Vec::new();
    if two_d {
        row_marks = axis_list(&selection.axes[0]);
        col_marks = axis_list(&selection.axes[1]);
        row_marks.sort_unstable();
        col_marks.sort_unstable();
    }
    let mut linear_marks: Vec<usize> = Vec::new();
    let rows_nz = rows.max(1);
    selection.for_each_offset(|_, offset| {
        if two_d {
            // Offsets are over the grown 2-D dims.
            targets.push((offset % rows_nz, offset / rows_nz));
        } else {
            linear_marks.push(offset);
            targets.push((offset % rows_nz, offset / rows_nz));
        }
    });
    linear_marks.sort_unstable();
    let overwritten = |r: usize, c: usize| {
        if two_d {
            row_marks.binary_search(&r).is_ok() && col_marks.binary_search(&c).is_ok()
        } else {
            linear_marks.binary_search(&(c * rows_nz + r)).is_ok()
        }
    };
    let mut r_of = Vec::with_capacity(m.nnz() + targets.len());
    let mut c_of = Vec::with_capacity(m.nnz() + targets.len());
    let mut vals = Vec::with_capacity(m.nnz() + targets.len());
    m.for_each(|r, c, v| {
        if !overwritten(r, c) {
            r_of.push(r);
            c_of.push(c);
            vals.push(v);
        }
    });
    for (k, &(r, c)) in targets.iter().enumerate() {
        let v = if rhs.len() == 1 { rhs[0] } else { rhs[k] };
        r_of.push(r);
        c_of.push(c);
        vals.push(v);
    }
    // Later writes to the same element win, as in MATLAB.
    Ok(Csc::from_triplets(
        rows,
        cols,
        &r_of,
        &c_of,
        |k| vals[k],
        |_, b| b,
    ))
}

/// Assignment through the full matrix, for classes and shapes the sparse
/// path does not take; the result stays sparse where it can.
fn densified_set(s: &Sparse, subs: &[Subscript], rhs: Value) -> Result<Value> {
    let full = super::write::paren_set(Some(to_full(s)?), subs, rhs)?;
    match to_sparse(&full, "subsasgn") {
        Ok(sparse) if full.shape().ndims() == 2 => Ok(sparse_value(sparse)),
        _ => Ok(full),
    }
}

/// `S(subs) = []`: whole rows or columns keep the rest by indexing; other
/// deletions go through the full matrix.
fn delete(s: &Sparse, base: &Value, subs: &[Subscript]) -> Result<Value> {
    match delete_plan(&base.shape(), subs)? {
        DeletePlan::Nothing => Ok(base.clone()),
        DeletePlan::Slices {
            dims, dim, remove, ..
        } if dims.len() == 2 => {
            let keep: Vec<f64> = remove
                .iter()
                .enumerate()
                .filter(|(_, &r)| !r)
                .map(|(i, _)| i as f64 + 1.0)
                .collect();
            let kept = Subscript::Index(Value::Double(crate::value::Tensor::row(keep)));
            let subs = if dim == 0 {
                [kept, Subscript::Colon]
            } else {
                [Subscript::Colon, kept]
            };
            paren_get(s, base, &subs)
        }
        _ => densified_set(s, subs, Value::empty()),
    }
}
