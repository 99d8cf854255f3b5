//! Making and taking apart sparse matrices: `sparse` (every form), `full`,
//! `issparse`, `nnz`, `nonzeros`, `nzmax`, `spalloc`, `speye`, `spones`,
//! `spfun`, `spconvert` and `find` on sparse input. Random matrices
//! (random.rs), arithmetic, reductions and solvers live in the sibling files.

use std::borrow::Cow;

use num_complex::Complex64;

use super::convert::{
    full_value, real_data, size_too_large, sparse_value, to_sparse, undefined_for, MAX_SPARSE_DIM,
};
use crate::builtins::args::{check_allocation_dims, count};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Csc, Shape, Sparse, Tensor, Value};

/// A sparse dimension argument: a non-negative integer below MAXSIZE.
pub(super) fn dimension(value: &Value) -> Result<usize> {
    let x = value.as_f64().ok_or_else(size_too_large)?;
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x <= MAX_SPARSE_DIM as f64 {
        Ok(x as usize)
    } else {
        Err(size_too_large())
    }
}

/// An all-zero sparse matrix: its column pointers are allocated.
fn zeros(rows: usize, cols: usize, nzmax: usize) -> Result<Sparse> {
    check_allocation_dims(&[cols.saturating_add(1)], 8)?;
    Ok(Sparse::Double(Csc::zeros(rows, cols, nzmax)))
}

/// Index vectors of `sparse(i,j,v)`: positive integers, as 0-based.
fn subscripts(value: &Value) -> Result<Vec<usize>> {
    let index = |x: f64| {
        // In range first, so the cast is exact and a fraction shows.
        if x >= 1.0 && x <= MAX_SPARSE_DIM as f64 && (x as usize) as f64 == x {
            Ok(x as usize - 1)
        } else {
            Err(RuntimeError::new(
                "MATLAB:sparsfcn:nonPosIndex",
                "Index into matrix must be positive.",
            ))
        }
    };
    match value {
        // The common case reads the index array in place.
        Value::Double(t) => t.data().iter().map(|&x| index(x)).collect(),
        _ => {
            let data = real_data(value)?.ok_or_else(|| undefined_for("sparse", value))?;
            data.into_iter().map(index).collect()
        }
    }
}

/// The values of `sparse(i,j,v)`, borrowed when they are full already.
enum TripletValues<'a> {
    Real(Cow<'a, [f64]>),
    Complex(Cow<'a, [Complex64]>),
    Logical(Cow<'a, [bool]>),
}

impl TripletValues<'_> {
    fn read(value: &Value) -> Result<TripletValues<'_>> {
        Ok(match value {
            Value::Double(t) => TripletValues::Real(Cow::Borrowed(t.data())),
            Value::ComplexDouble(t) => TripletValues::Complex(Cow::Borrowed(t.data())),
            Value::Logical(t) => TripletValues::Logical(Cow::Borrowed(t.data())),
            Value::Sparse(_) => match full_value(value)? {
                Value::Double(t) => TripletValues::Real(Cow::Owned(t.data().to_vec())),
                Value::ComplexDouble(t) => TripletValues::Complex(Cow::Owned(t.data().to_vec())),
                Value::Logical(t) => TripletValues::Logical(Cow::Owned(t.data().to_vec())),
                other => return Err(undefined_for("sparse", &other)),
            },
            other => return Err(undefined_for("sparse", other)),
        })
    }

    fn len(&self) -> usize {
        match self {
            TripletValues::Real(v) => v.len(),
            TripletValues::Complex(v) => v.len(),
            TripletValues::Logical(v) => v.len(),
        }
    }
}

/// `sparse(i,j,v[,m,n[,nzmax]])`.
fn from_triplets(args: &[Value]) -> Result<Sparse> {
    let (i_arg, j_arg, v_arg) = (&args[0], &args[1], &args[2]);
    let rows_of = subscripts(i_arg)?;
    let cols_of = subscripts(j_arg)?;
    let values = TripletValues::read(v_arg)?;
    let n = rows_of.len().max(cols_of.len()).max(values.len());
    let fits = |len: usize| len == n || len == 1;
    if !fits(rows_of.len()) || !fits(cols_of.len()) || !fits(values.len()) {
        return Err(RuntimeError::new(
            "MATLAB:samelen",
            "Vectors must be the same length.",
        ));
    }
    let (rows, cols) = if args.len() >= 5 {
        (dimension(&args[3])?, dimension(&args[4])?)
    } else {
        let max = |v: &[usize]| v.iter().map(|&x| x + 1).max().unwrap_or(0);
        (max(&rows_of), max(&cols_of))
    };
    if rows_of.iter().any(|&r| r >= rows) || cols_of.iter().any(|&c| c >= cols) {
        return Err(RuntimeError::new(
            "MATLAB:sparsfcn:indexOutOfRange",
            "Index exceeds matrix dimensions.",
        ));
    }
    check_allocation_dims(&[n.saturating_add(cols).saturating_add(1)], 24)?;
    let expand = |v: Vec<usize>| {
        if v.len() == 1 && n != 1 {
            vec![v[0]; n]
        } else {
            v
        }
    };
    let (rows_of, cols_of) = (expand(rows_of), expand(cols_of));
    let pick = |len: usize, k: usize| if len == 1 { 0 } else { k };
    let nzmax = if args.len() >= 6 {
        count(&args[5], "sparse")?
    } else {
        values.len()
    };
    let sparse = match &values {
        TripletValues::Real(v) => Sparse::Double(Csc::from_triplets(
            rows,
            cols,
            &rows_of,
            &cols_of,
            |k| v[pick(v.len(), k)],
            |a, b| a + b,
        )),
        TripletValues::Complex(v) => Sparse::from_complex(Csc::from_triplets(
            rows,
            cols,
            &rows_of,
            &cols_of,
            |k| v[pick(v.len(), k)],
            |a, b| a + b,
        )),
        // Duplicates of a logical matrix combine with OR (their sum is
        // nonzero, which is true).
        TripletValues::Logical(v) => Sparse::Logical(Csc::from_triplets(
            rows,
            cols,
            &rows_of,
            &cols_of,
            |k| v[pick(v.len(), k)],
            |a, b| a || b,
        )),
    };
    Ok(with_nzmax(sparse, nzmax))
}

fn with_nzmax(s: Sparse, nzmax: usize) -> Sparse {
    match s {
        Sparse::Double(m) => Sparse::Double(m.with_nzmax(nzmax)),
        Sparse::Complex(m) => Sparse::Complex(m.with_nzmax(nzmax)),
        Sparse::Logical(m) => Sparse::Logical(m.with_nzmax(nzmax)),
    }
}

/// `sparse(A)`, `sparse(m,n)`, `sparse(i,j,v)`, `sparse(i,j,v,m,n)`,
/// `sparse(i,j,v,m,n,nzmax)`.
pub fn sparse(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let s = match args.len() {
        1 => to_sparse(&args[0], "sparse")?,
        2 => zeros(dimension(&args[0])?, dimension(&args[1])?, 0)?,
        3 | 5 | 6 => from_triplets(args)?,
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    one(sparse_value(s))
}

/// `full(S)`; full input is returned as it is.
pub fn full(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(full_value(&args[0])?)
}

pub fn issparse(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    one(Value::bool(matches!(args[0], Value::Sparse(_))))
}

/// `nnz(X)` for sparse and full input.
pub fn nnz(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = match &args[0] {
        Value::Sparse(s) => s.nnz(),
        other => count_nonzero(other)?,
    };
    one(Value::scalar(n as f64))
}

fn count_nonzero(value: &Value) -> Result<usize> {
    Ok(match value {
        Value::ComplexDouble(t) => t
            .data()
            .iter()
            .filter(|z| z.re != 0.0 || z.im != 0.0)
            .count(),
        Value::ComplexSingle(t) => t
            .data()
            .iter()
            .filter(|z| z.re != 0.0 || z.im != 0.0)
            .count(),
        other => match other.to_f64_vec() {
            Some(data) => data.iter().filter(|&&x| x != 0.0).count(),
            None => return Err(undefined_for("nnz", other)),
        },
    })
}

/// `nzmax(S)`: allocated storage; `numel` of a full matrix.
pub fn nzmax(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let n = match &args[0] {
        Value::Sparse(s) => s.nzmax(),
        other => other.numel(),
    };
    one(Value::scalar(n as f64))
}

/// `nonzeros(A)`: the nonzero values as a full column, column by column.
pub fn nonzeros(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let s = to_sparse(&args[0], "nonzeros")?;
    one(match &s {
        Sparse::Double(m) => Value::Double(Tensor::column(m.values().to_vec())),
        Sparse::Complex(m) => Value::ComplexDouble(Tensor::column(m.values().to_vec())),
        Sparse::Logical(m) => Value::Logical(Tensor::column(m.values().to_vec())),
    })
}

/// `spalloc(m,n,nz)`: all zero with room for `nz` elements.
pub fn spalloc(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let nz = count(&args[2], "spalloc")?;
    one(sparse_value(zeros(
        dimension(&args[0])?,
        dimension(&args[1])?,
        nz,
    )?))
}

/// Rows and columns from `(n)`, `(m,n)` or `([m n])`.
fn size_pair(args: &[Value]) -> Result<(usize, usize)> {
    match args {
        [] => Ok((1, 1)),
        [one] if one.numel() == 2 => {
            let d = real_data(one)?.ok_or_else(size_too_large)?;
            Ok((
                dimension(&Value::scalar(d[0]))?,
                dimension(&Value::scalar(d[1]))?,
            ))
        }
        [one] => {
            let n = dimension(one)?;
            Ok((n, n))
        }
        [m, n, ..] => Ok((dimension(m)?, dimension(n)?)),
    }
}

/// `speye(n)`, `speye(m,n)`, `speye([m n])`.
pub fn speye(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (rows, cols) = size_pair(args)?;
    let k = rows.min(cols);
    check_allocation_dims(&[k.saturating_add(cols)], 16)?;
    let diagonal: Vec<usize> = (0..k).collect();
    let m = Csc::from_triplets(rows, cols, &diagonal, &diagonal, |_| 1.0, |a, _| a);
    one(sparse_value(Sparse::Double(m)))
}

/// `spones(S)`: ones where `S` has nonzeros.
pub fn spones(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let s = to_sparse(&args[0], "spones")?;
    let m = match &s {
        Sparse::Double(m) => m.map(|_| 1.0),
        Sparse::Complex(m) => m.map(|_| 1.0),
        Sparse::Logical(m) => m.map(|_| 1.0),
    };
    one(sparse_value(Sparse::Double(m)))
}

/// `spfun(f, S)`: `f` of the nonzeros only, in the same places.
pub fn spfun(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let s = to_sparse(&args[1], "spfun")?;
    let values = match &s {
        Sparse::Double(m) => Value::Double(Tensor::column(m.values().to_vec())),
        Sparse::Complex(m) => Value::ComplexDouble(Tensor::column(m.values().to_vec())),
        Sparse::Logical(m) => Value::Logical(Tensor::column(m.values().to_vec())),
    };
    let result = interp.call_function(&args[0], &[values], 1)?;
    let mapped = result.into_iter().next().ok_or_else(|| {
        RuntimeError::new("MATLAB:spfun:noOutput", "The function returned no value.")
    })?;
    one(sparse_value(super::elementwise::same_pattern(
        &s, &mapped, "spfun",
    )?))
}

/// `spconvert(D)`: rows `[i j v]` or `[i j re im]`; a last row `[m n 0]`
/// gives the size.
pub fn spconvert(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    if let Value::Sparse(_) = &args[0] {
        return one(args[0].clone());
    }
    let shape = args[0].shape();
    let data = real_data(&args[0])?.ok_or_else(|| undefined_for("spconvert", &args[0]))?;
    let (n, width) = (shape.rows(), shape.cols());
    if shape.ndims() != 2 || !(width == 3 || width == 4) {
        return Err(RuntimeError::new(
            "MATLAB:spconvert:invalidSize",
            "Array must have 3 or 4 columns.",
        ));
    }
    let column = |k: usize| Value::Double(Tensor::column(data[k * n..(k + 1) * n].to_vec()));
    let values = if width == 4 {
        let re = &data[2 * n..3 * n];
        let im = &data[3 * n..4 * n];
        let z: Vec<Complex64> = re
            .iter()
            .zip(im)
            .map(|(&a, &b)| Complex64::new(a, b))
            .collect();
        Value::ComplexDouble(Tensor::column(z))
    } else {
        column(2)
    };
    one(sparse_value(from_triplets(&[
        column(0),
        column(1),
        values,
    ])?))
}

/// `find(S)` on a sparse matrix: indices, or `[i, j, v]`, of its stored
/// elements, as full vectors (rows for a row vector, else columns).
pub fn find(s: &Sparse, nargout: usize) -> Result<Outputs> {
    let mut r_of = Vec::with_capacity(s.nnz());
    let mut c_of = Vec::with_capacity(s.nnz());
    let rows = s.rows();
    pattern_of(s, &mut r_of, &mut c_of);
    let n = r_of.len();
    let shape = if rows == 1 && s.cols() != 1 {
        Shape::row(n)
    } else {
        Shape::column(n)
    };
    let vector = |data: Vec<f64>| Value::Double(Tensor::new(shape.clone(), data));
    let mut out = Outputs::new();
    if nargout <= 1 {
        let linear = r_of
            .iter()
            .zip(&c_of)
            .map(|(&r, &c)| (c as f64) * (rows as f64) + r as f64 + 1.0)
            .collect();
        out.push(vector(linear));
        return Ok(out);
    }
    out.push(vector(r_of.iter().map(|&r| r as f64 + 1.0).collect()));
    out.push(vector(c_of.iter().map(|&c| c as f64 + 1.0).collect()));
    if nargout >= 3 {
        out.push(match s {
            Sparse::Double(m) => Value::Double(Tensor::new(shape.clone(), m.values().to_vec())),
            Sparse::Complex(m) => {
                Value::ComplexDouble(Tensor::new(shape.clone(), m.values().to_vec()))
            }
            Sparse::Logical(m) => Value::Logical(Tensor::new(shape.clone(), m.values().to_vec())),
        });
    }
    Ok(out)
}

/// The 0-based (row, column) of every stored element, column by column.
pub fn pattern_of(s: &Sparse, r_of: &mut Vec<usize>, c_of: &mut Vec<usize>) {
    let mut visit = |r: usize, c: usize| {
        r_of.push(r);
        c_of.push(c);
    };
    match s {
        Sparse::Double(m) => m.for_each(|r, c, _| visit(r, c)),
        Sparse::Complex(m) => m.for_each(|r, c, _| visit(r, c)),
        Sparse::Logical(m) => m.for_each(|r, c, _| visit(r, c)),
    }
}
