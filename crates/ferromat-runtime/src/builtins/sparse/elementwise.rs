//! Operators with a sparse operand, following MATLAB's sparsity rules:
//! which results are sparse (`S.*F`, `S+S`, comparisons, `-S`) and which
//! full (`S+F`, `S+1`, `2./S`). Fast paths work on the stored elements
//! only; every other case computes on full operands with the ordinary
//! operators and converts the result, so values always equal the full
//! computation. Matrix products and solvers are in product.rs/solve.rs.

use std::borrow::Cow;

use ferromat_syntax::{BinOp, PostfixOp, UnOp};

use super::convert::{full_value, sparse_value, to_sparse};
use crate::error::{Result, RuntimeError};
use crate::ops;
use crate::value::{Csc, Sparse, SparseElement, Tensor, Value};
use num_complex::Complex64;

fn is_sparse(v: &Value) -> bool {
    matches!(v, Value::Sparse(_))
}

/// Whether MATLAB gives a sparse result for `a op b` (at least one sparse).
fn sparse_result(op: BinOp, a: &Value, b: &Value) -> bool {
    let (sa, sb) = (is_sparse(a), is_sparse(b));
    match op {
        BinOp::Add | BinOp::Sub => sa && sb,
        BinOp::Mul | BinOp::And | BinOp::Or => true,
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => true,
        BinOp::RightDiv => sa || !a.is_scalar(),
        BinOp::LeftDiv => sb || !b.is_scalar(),
        BinOp::Pow => {
            sa && match b.as_f64() {
                Some(p) if b.is_scalar() => p > 0.0,
                _ => !b.is_scalar(),
            }
        }
        _ => false,
    }
}

/// A real elementwise function of two doubles for the stored-element
/// paths; `None` for operators that go through the full computation.
fn real_fn(op: BinOp) -> Option<fn(f64, f64) -> f64> {
    let truth = |b: bool| if b { 1.0 } else { 0.0 };
    let _ = truth;
    Some(match op {
        BinOp::Add => |x, y| x + y,
        BinOp::Sub => |x, y| x - y,
        BinOp::Mul => |x, y| x * y,
        BinOp::RightDiv => |x, y| x / y,
        BinOp::Eq => |x, y| f64::from(u8::from(x == y)),
        BinOp::Ne => |x, y| f64::from(u8::from(x != y)),
        BinOp::Lt => |x, y| f64::from(u8::from(x < y)),
        BinOp::Le => |x, y| f64::from(u8::from(x <= y)),
        BinOp::Gt => |x, y| f64::from(u8::from(x > y)),
        BinOp::Ge => |x, y| f64::from(u8::from(x >= y)),
        BinOp::And => |x, y| f64::from(u8::from(x != 0.0 && y != 0.0)),
        BinOp::Or => |x, y| f64::from(u8::from(x != 0.0 || y != 0.0)),
        _ => return None,
    })
}

fn is_comparison(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Eq
            | BinOp::Ne
            | BinOp::Lt
            | BinOp::Le
            | BinOp::Gt
            | BinOp::Ge
            | BinOp::And
            | BinOp::Or
    )
}

/// Wraps a real result as double, or as logical for comparisons.
fn finish(op: BinOp, m: Csc<f64>) -> Value {
    if is_comparison(op) {
        sparse_value(Sparse::Logical(m.map(|x| x != 0.0)))
    } else {
        sparse_value(Sparse::Double(m))
    }
}

/// Real data of a sparse operand (`None` if complex), borrowed when it
/// is double.
fn real_sparse(v: &Value) -> Option<Cow<'_, Csc<f64>>> {
    match v {
        Value::Sparse(s) => s.real(),
        _ => None,
    }
}

/// A real scalar operand, sparse or full.
fn real_scalar(v: &Value) -> Option<f64> {
    if !v.is_scalar() || v.is_complex() {
        return None;
    }
    match v {
        Value::Double(_) | Value::Logical(_) | Value::Sparse(_) => v.as_f64(),
        _ => None,
    }
}

/// The union of two patterns, `f` applied where either is stored.
pub fn merge(a: &Csc<f64>, b: &Csc<f64>, f: impl Fn(f64, f64) -> f64) -> Csc<f64> {
    merge_with(a, b, f)
}

/// [`merge`] for any element kind.
fn merge_with<T: SparseElement>(a: &Csc<T>, b: &Csc<T>, f: impl Fn(T, T) -> T) -> Csc<T> {
    let cols = a.cols();
    let mut col_ptr = Vec::with_capacity(cols + 1);
    let mut rows = Vec::with_capacity(a.nnz() + b.nnz());
    let mut values = Vec::with_capacity(a.nnz() + b.nnz());
    col_ptr.push(0);
    for c in 0..cols {
        let (ar, av) = a.column(c);
        let (br, bv) = b.column(c);
        let (mut i, mut j) = (0, 0);
        while i < ar.len() || j < br.len() {
            let (r, x, y) = match (ar.get(i), br.get(j)) {
                (Some(&p), Some(&q)) if p == q => {
                    i += 1;
                    j += 1;
                    (p, av[i - 1], bv[j - 1])
                }
                (Some(&p), Some(&q)) if p < q => {
                    i += 1;
                    (p, av[i - 1], T::ZERO)
                }
                (Some(&p), None) => {
                    i += 1;
                    (p, av[i - 1], T::ZERO)
                }
                (_, Some(&q)) => {
                    j += 1;
                    (q, T::ZERO, bv[j - 1])
                }
                (None, None) => break,
            };
            let z = f(x, y);
            if !z.is_zero() {
                rows.push(r);
                values.push(z);
            }
        }
        col_ptr.push(values.len());
    }
    Csc::from_parts(a.rows(), cols, col_ptr, rows, values)
}

/// `a op b` with at least one sparse operand.
pub fn binary(op: BinOp, a: &Value, b: &Value) -> Result<Value> {
    match op {
        BinOp::MatMul => return super::product::mtimes(a, b),
        BinOp::MatLeftDiv => return super::solve::mldivide(a, b),
        BinOp::MatRightDiv => return super::solve::mrdivide(a, b),
        BinOp::MatPow => return full_then(op, a, b, is_sparse(a)),
        BinOp::ShortAnd | BinOp::ShortOr => {
            return Err(RuntimeError::new(
                "ferromat:internal",
                "internal error: && and || are evaluated by the interpreter",
            ))
        }
        _ => {}
    }
    // `b .\ a` is `a ./ b`; one division path.
    if op == BinOp::LeftDiv {
        return binary(BinOp::RightDiv, b, a);
    }
    let sparse = sparse_result(op, a, b);
    if let (true, Some(f)) = (sparse, real_fn(op)) {
        if let Some(v) = stored_element_path(op, f, a, b)? {
            return Ok(v);
        }
    }
    if sparse && (a.is_complex() || b.is_complex()) {
        if let Some(v) = complex_stored_path(op, a, b) {
            return Ok(v);
        }
    }
    full_then(op, a, b, sparse)
}

/// The paths that touch stored elements only, when `f`'s value at the
/// implicit zeros is zero.
fn stored_element_path(
    op: BinOp,
    f: fn(f64, f64) -> f64,
    a: &Value,
    b: &Value,
) -> Result<Option<Value>> {
    let same_shape = a.shape() == b.shape();
    if let (Some(x), Some(y)) = (real_sparse(a), real_sparse(b)) {
        if same_shape && f(0.0, 0.0) == 0.0 {
            return Ok(Some(finish(op, merge(&x, &y, f))));
        }
    }
    if let (Some(x), Some(s)) = (real_sparse(a), real_scalar(b)) {
        if !b.is_scalar() || a.is_scalar() {
            return Ok(None);
        }
        if f(0.0, s) == 0.0 {
            return Ok(Some(finish(op, x.map(|v| f(v, s)))));
        }
    }
    if let (Some(s), Some(y)) = (real_scalar(a), real_sparse(b)) {
        if b.is_scalar() {
            return Ok(None);
        }
        if f(s, 0.0) == 0.0 {
            return Ok(Some(finish(op, y.map(|v| f(s, v)))));
        }
    }
    // Sparse times (or and) a full array of the same size: only the sparse
    // operand's stored elements can be nonzero.
    if same_shape && matches!(op, BinOp::Mul | BinOp::And) {
        let (sp, full) = if is_sparse(a) { (a, b) } else { (b, a) };
        if let (Some(x), Some(data)) = (real_sparse(sp), real_full(full)) {
            let rows = x.rows();
            let mut out = Vec::with_capacity(x.nnz());
            x.for_each(|r, c, v| out.push(f(v, data[c * rows + r])));
            return Ok(Some(finish(
                op,
                Csc::from_parts(
                    x.rows(),
                    x.cols(),
                    x.col_ptr().to_vec(),
                    x.row_idx().to_vec(),
                    out,
                ),
            )));
        }
    }
    Ok(None)
}

/// Complex arithmetic `+ - .* ./` with a complex operand, on stored
/// elements only (the result's imaginary parts all zero make it real, as
/// MATLAB's arithmetic does); `None` where implicit zeros would change.
fn complex_stored_path(op: BinOp, a: &Value, b: &Value) -> Option<Value> {
    let f: fn(Complex64, Complex64) -> Complex64 = match op {
        BinOp::Add => |x, y| x + y,
        BinOp::Sub => |x, y| x - y,
        BinOp::Mul => |x, y| x * y,
        BinOp::RightDiv => |x, y| x / y,
        _ => return None,
    };
    let zero = Complex64::new(0.0, 0.0);
    let is_zero = |z: Complex64| z.re == 0.0 && z.im == 0.0;
    let done = |m: Csc<Complex64>| Some(sparse_value(Sparse::from_complex(m)));
    match (a, b) {
        (Value::Sparse(x), Value::Sparse(y)) if a.shape() == b.shape() => {
            if !is_zero(f(zero, zero)) {
                return None;
            }
            done(merge_with(&x.to_complex(), &y.to_complex(), f))
        }
        (Value::Sparse(x), _) if b.is_scalar() && !a.is_scalar() => {
            let s = complex_scalar(b)?;
            is_zero(f(zero, s))
                .then(|| x.to_complex().map(|v| f(v, s)))
                .and_then(done)
        }
        (_, Value::Sparse(y)) if a.is_scalar() && !b.is_scalar() => {
            let s = complex_scalar(a)?;
            is_zero(f(s, zero))
                .then(|| y.to_complex().map(|v| f(s, v)))
                .and_then(done)
        }
        _ if op == BinOp::Mul && a.shape() == b.shape() => {
            let (sp, full) = if is_sparse(a) { (a, b) } else { (b, a) };
            let (Value::Sparse(x), data) = (sp, complex_full(full)?) else {
                return None;
            };
            let x = x.to_complex();
            let rows = x.rows();
            let mut out = Vec::with_capacity(x.nnz());
            x.for_each(|r, c, v| out.push(v * data[c * rows + r]));
            let (col_ptr, row_idx) = (x.col_ptr().to_vec(), x.row_idx().to_vec());
            done(Csc::from_parts(rows, x.cols(), col_ptr, row_idx, out))
        }
        _ => None,
    }
}

/// A double, logical or complex scalar (full or sparse) as complex.
fn complex_scalar(v: &Value) -> Option<Complex64> {
    match v {
        Value::Sparse(s) => Some(s.to_complex().get(0, 0)),
        Value::ComplexDouble(t) => t.data().first().copied(),
        Value::Double(_) | Value::Logical(_) => v.as_f64().map(|x| Complex64::new(x, 0.0)),
        _ => None,
    }
}

/// The elements of a full double, logical or complex array as complex.
fn complex_full(v: &Value) -> Option<Vec<Complex64>> {
    match v {
        Value::ComplexDouble(t) => Some(t.data().to_vec()),
        Value::Double(_) | Value::Logical(_) => Some(
            v.to_f64_vec()?
                .into_iter()
                .map(|x| Complex64::new(x, 0.0))
                .collect(),
        ),
        _ => None,
    }
}

fn real_full(v: &Value) -> Option<Cow<'_, [f64]>> {
    match v {
        Value::Double(t) => Some(Cow::Borrowed(t.data())),
        Value::Logical(_) => v.to_f64_vec().map(Cow::Owned),
        _ => None,
    }
}

/// Computes on full operands; the result is made sparse when MATLAB's is.
fn full_then(op: BinOp, a: &Value, b: &Value, sparse: bool) -> Result<Value> {
    let result = ops::binary(op, &full_value(a)?, &full_value(b)?)?;
    if sparse {
        sparse_or_keep(result)
    } else {
        Ok(result)
    }
}

/// The sparse form of a double, complex or logical 2-D result; other
/// classes (an integer result) stay as they are.
pub fn sparse_or_keep(result: Value) -> Result<Value> {
    match &result {
        Value::Double(_) | Value::ComplexDouble(_) | Value::Logical(_)
            if result.shape().ndims() == 2 =>
        {
            Ok(sparse_value(to_sparse(&result, "sparse")?))
        }
        _ => Ok(result),
    }
}

/// `-S`, `+S`, `~S`.
pub fn unary(op: UnOp, s: &Sparse) -> Result<Value> {
    Ok(match (op, s) {
        (UnOp::Plus, _) => sparse_value(s.clone()),
        (UnOp::Neg, Sparse::Complex(m)) => sparse_value(Sparse::Complex(m.map(|z| -z))),
        (UnOp::Neg, _) => match s.real() {
            Some(m) => sparse_value(Sparse::Double(m.map(|x| -x))),
            None => unreachable_kind(),
        },
        (UnOp::Not, _) => {
            let full = ops::unary(UnOp::Not, &super::convert::to_full(s)?)?;
            sparse_or_keep(full)?
        }
    })
}

fn unreachable_kind() -> Value {
    Value::empty()
}

/// `S.'` and `S'`.
pub fn postfix(op: PostfixOp, s: &Sparse) -> Value {
    sparse_value(match s {
        Sparse::Double(m) => Sparse::Double(m.transpose_with(|x| x)),
        Sparse::Logical(m) => Sparse::Logical(m.transpose_with(|x| x)),
        Sparse::Complex(m) => Sparse::Complex(match op {
            PostfixOp::Transpose => m.transpose_with(|z| z),
            PostfixOp::ConjTranspose => m.transpose_with(|z| z.conj()),
        }),
    })
}

/// `s`'s pattern with new values for its stored elements (`mapped` holds
/// one value per stored element, in storage order): the result of a
/// function applied to the nonzeros. Zeros it produces are dropped.
pub fn same_pattern(s: &Sparse, mapped: &Value, function: &str) -> Result<Sparse> {
    let (rows, cols) = (s.rows(), s.cols());
    let (col_ptr, row_idx) = match s {
        Sparse::Double(m) => (m.col_ptr().to_vec(), m.row_idx().to_vec()),
        Sparse::Complex(m) => (m.col_ptr().to_vec(), m.row_idx().to_vec()),
        Sparse::Logical(m) => (m.col_ptr().to_vec(), m.row_idx().to_vec()),
    };
    if mapped.numel() != s.nnz() {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:outputSize"),
            "The function must return one value per nonzero element.",
        ));
    }
    let mapped = full_value(mapped)?;
    Ok(match &mapped {
        Value::Double(t) => Sparse::Double(Csc::from_parts(
            rows,
            cols,
            col_ptr,
            row_idx,
            t.data().to_vec(),
        )),
        Value::ComplexDouble(t) => Sparse::from_complex(Csc::from_parts(
            rows,
            cols,
            col_ptr,
            row_idx,
            t.data().to_vec(),
        )),
        Value::Logical(t) => Sparse::Logical(Csc::from_parts(
            rows,
            cols,
            col_ptr,
            row_idx,
            t.data().to_vec(),
        )),
        other => return Err(super::convert::undefined_for(function, other)),
    })
}

/// The stored values of `s` as a full column, for calling a builtin on them.
pub fn values_column(s: &Sparse) -> Value {
    match s {
        Sparse::Double(m) => Value::Double(Tensor::column(m.values().to_vec())),
        Sparse::Complex(m) => Value::ComplexDouble(Tensor::column(m.values().to_vec())),
        Sparse::Logical(m) => Value::Logical(Tensor::column(m.values().to_vec())),
    }
}
