//! `norm`, `vecnorm`, `cond`, `rank`, `trace`, `null`, `orth`, `dot`, `cross`:
//! argument rules and output classes over singular values and products
//! from `ferromat_linalg`. No decomposition is written here.

use num_complex::Complex64;

use super::{matrix_input, on_matrix, option, outputs, require_square};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::{finish, finish_value, linalg_error, Elem, Operand};
use crate::value::{Shape, Tensor, Value};
use ferromat_linalg::{factor, solve, Matrix, View};

fn svd_error(e: ferromat_linalg::LinalgError) -> RuntimeError {
    match e {
        ferromat_linalg::LinalgError::NotFinite => RuntimeError::new(
            "MATLAB:svd:matrixWithNaNInf",
            "Input to SVD must not contain NaN or Inf.",
        ),
        other => linalg_error(other),
    }
}

fn singular_values(operand: &Operand<'_>) -> Result<Vec<f64>> {
    on_matrix(
        operand,
        |a| factor::singular_values(a).map_err(svd_error),
        |a| factor::singular_values(a).map_err(svd_error),
    )
}

/// Which norm `norm` was asked for.
#[derive(Clone, Copy, PartialEq)]
enum NormKind {
    P(f64),
    Frobenius,
}

fn norm_kind(arg: Option<&Value>) -> Result<NormKind> {
    let Some(arg) = arg else {
        return Ok(NormKind::P(2.0));
    };
    if let Some(text) = option(arg) {
        return match text.as_str() {
            "fro" => Ok(NormKind::Frobenius),
            "inf" => Ok(NormKind::P(f64::INFINITY)),
            _ => Err(RuntimeError::new(
                "MATLAB:norm:unknownNorm",
                "The only matrix norms available are 1, 2, inf, and 'fro'.",
            )),
        };
    }
    match arg.as_f64() {
        Some(p) if arg.is_scalar() && !p.is_nan() => Ok(NormKind::P(p)),
        _ => Err(RuntimeError::new(
            "MATLAB:norm:unknownNorm",
            "The only matrix norms available are 1, 2, inf, and 'fro'.",
        )),
    }
}

fn moduli(operand: &Operand<'_>) -> Vec<f64> {
    match operand {
        Operand::Real(t) => t.data().iter().map(|x| x.abs()).collect(),
        Operand::Complex(t) => t.data().iter().map(|z| z.norm()).collect(),
    }
}

/// The vector p-norm of magnitudes, scaled so squares never overflow.
fn vector_norm(m: &[f64], kind: NormKind) -> f64 {
    let p = match kind {
        NormKind::Frobenius => 2.0,
        NormKind::P(p) => p,
    };
    if m.is_empty() {
        return if p == f64::NEG_INFINITY {
            f64::INFINITY
        } else {
            0.0
        };
    }
    if m.iter().any(|x| x.is_nan()) {
        return f64::NAN;
    }
    if p == f64::INFINITY {
        return m.iter().copied().fold(0.0, f64::max);
    }
    if p == f64::NEG_INFINITY {
        return m.iter().copied().fold(f64::INFINITY, f64::min);
    }
    if p == 1.0 {
        return m.iter().sum();
    }
    let scale = m.iter().copied().fold(0.0, f64::max);
    if scale == 0.0 || scale.is_infinite() {
        return scale;
    }
    scale
        * m.iter()
            .map(|x| (x / scale).powf(p))
            .sum::<f64>()
            .powf(1.0 / p)
}

fn matrix_norm(operand: &Operand<'_>, kind: NormKind) -> Result<f64> {
    let (rows, cols) = (operand.rows(), operand.cols());
    let m = moduli(operand);
    if m.iter().any(|x| x.is_nan()) {
        return Ok(f64::NAN);
    }
    match kind {
        NormKind::Frobenius => Ok(vector_norm(&m, NormKind::P(2.0))),
        NormKind::P(1.0) => Ok((0..cols)
            .map(|j| m[j * rows..(j + 1) * rows].iter().sum::<f64>())
            .fold(0.0, f64::max)),
        NormKind::P(p) if p == f64::INFINITY => Ok((0..rows)
            .map(|i| (0..cols).map(|j| m[i + j * rows]).sum::<f64>())
            .fold(0.0, f64::max)),
        NormKind::P(2.0) => {
            if m.iter().any(|x| x.is_infinite()) {
                return Ok(f64::INFINITY);
            }
            Ok(singular_values(operand)?.first().copied().unwrap_or(0.0))
        }
        NormKind::P(_) => Err(RuntimeError::new(
            "MATLAB:norm:unknownNorm",
            "The only matrix norms available are 1, 2, inf, and 'fro'.",
        )),
    }
}

/// `norm(v, p)` of vectors, `norm(A, p)` of matrices (1, 2, Inf, 'fro').
pub fn norm(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "norm")?;
    let kind = norm_kind(args.get(1))?;
    let is_vector = operand.rows() == 1 || operand.cols() == 1;
    let n = if is_vector {
        vector_norm(&moduli(&operand), kind)
    } else {
        matrix_norm(&operand, kind)?
    };
    one(finish_value(Value::scalar(n), single)?)
}

/// `cond(A)`: the 2-norm condition number from the singular values;
/// `cond(A, p)`: `norm(A, p) * norm(inv(A), p)`.
pub fn cond(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "cond")?;
    let kind = norm_kind(args.get(1))?;
    let c = if kind == NormKind::P(2.0) {
        let s = singular_values(&operand)?;
        match (s.first(), s.last()) {
            (Some(&hi), Some(&lo)) => hi / lo,
            _ => 0.0,
        }
    } else {
        require_square(&operand)?;
        let inverse = on_matrix(
            &operand,
            |a| {
                Ok(Operand::Real(std::borrow::Cow::Owned(to_tensor(
                    solve::inverse(a).map_err(linalg_error)?.x,
                ))))
            },
            |a| {
                Ok(Operand::Complex(std::borrow::Cow::Owned(to_tensor(
                    solve::inverse(a).map_err(linalg_error)?.x,
                ))))
            },
        )?;
        matrix_norm(&operand, kind)? * matrix_norm(&inverse, kind)?
    };
    one(finish_value(Value::scalar(c), single)?)
}

fn to_tensor<T: Elem>(m: Matrix<T>) -> Tensor<T> {
    Tensor::new(Shape::matrix(m.rows, m.cols), m.data)
}

/// MATLAB's default tolerance: `max(size(A)) * eps(max(s))`.
fn default_tol(rows: usize, cols: usize, s: &[f64]) -> f64 {
    let largest = s.first().copied().unwrap_or(0.0);
    rows.max(cols) as f64 * eps_of(largest)
}

/// The spacing of doubles at `x` (`eps(x)`).
fn eps_of(x: f64) -> f64 {
    let x = x.abs();
    if x == 0.0 {
        return f64::from_bits(1);
    }
    if !x.is_finite() {
        return f64::NAN;
    }
    let next = f64::from_bits(x.to_bits() + 1);
    next - x
}

/// `rank(A)`, `rank(A, tol)`.
pub fn rank(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (operand, _) = matrix_input(&args[0], "rank")?;
    let s = singular_values(&operand)?;
    let tol = match args.get(1) {
        Some(v) => crate::builtins::args::scalar(v, "rank")?,
        None => default_tol(operand.rows(), operand.cols(), &s),
    };
    one(Value::scalar(s.iter().filter(|&&x| x > tol).count() as f64))
}

/// `trace(A)`: the sum of the diagonal of a square matrix.
pub fn trace(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], "trace")?;
    require_square(&operand)?;
    let n = operand.rows();
    let value = match &operand {
        Operand::Real(t) => Value::scalar((0..n).map(|i| t.data()[i + i * n]).sum()),
        Operand::Complex(t) => {
            let sum: Complex64 = (0..n).map(|i| t.data()[i + i * n]).sum();
            Complex64::wrap(Shape::matrix(1, 1), vec![sum])
        }
    };
    one(finish_value(value, single)?)
}

/// `null(A)`, `null(A, tol)`: orthonormal basis of the null space, the
/// right singular vectors past the numerical rank.
pub fn null(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args.get(1).and_then(|v| v.as_text()) {
        Some(flag) => rational_null(&args[0], &flag, nargout),
        None => subspace(args, nargout, "null", false),
    }
}

/// `null(A, "rational")` (or the older `'r'`): the basis from `rref`.
fn rational_null(a: &Value, flag: &str, nargout: usize) -> Result<Outputs> {
    let lower = flag.to_ascii_lowercase();
    if lower.is_empty() || !"rational".starts_with(&lower) {
        return Err(RuntimeError::new(
            "MATLAB:null:InvalidOption",
            "Second input must be a tolerance or \"rational\".",
        ));
    }
    let (operand, single) = matrix_input(a, "null")?;
    let Operand::Real(t) = operand else {
        return Err(RuntimeError::new(
            "ferromat:null:complexRational",
            "The rational basis is computed for real matrices only.",
        ));
    };
    let dims = t.shape().dims();
    let (m, n) = (dims[0], dims.get(1).copied().unwrap_or(1));
    if t.data().iter().any(|x| !x.is_finite()) {
        return Err(RuntimeError::new(
            "MATLAB:null:matrixWithNaNInf",
            "Input to NULL must not contain NaN or Inf.",
        ));
    }
    check_allocation_dims(&[n, n], 8)?;
    let (data, cols) = super::rational_basis::rational_null(t.data().to_vec(), m, n);
    let basis = finish(
        Matrix {
            rows: n,
            cols,
            data,
        },
        single,
    )?;
    outputs([basis], nargout)
}

/// `orth(A)`, `orth(A, tol)`: orthonormal basis of the range, the left
/// singular vectors up to the numerical rank.
pub fn orth(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    subspace(args, nargout, "orth", true)
}

fn subspace(args: &[Value], nargout: usize, function: &str, range: bool) -> Result<Outputs> {
    let (operand, single) = matrix_input(&args[0], function)?;
    let tol = match args.get(1) {
        Some(v) => Some(crate::builtins::args::scalar(v, function)?),
        None => None,
    };
    let basis = on_matrix(
        &operand,
        |a| basis(a, tol, range, single),
        |a| basis(a, tol, range, single),
    )?;
    outputs([basis], nargout)
}

fn basis<T: Elem>(a: View<'_, T>, tol: Option<f64>, range: bool, single: bool) -> Result<Value> {
    let (m, n) = (a.rows(), a.cols());
    // The range needs only the economy U; the null space needs all of V.
    if !range {
        check_allocation_dims(&[m, m], 16)?;
        check_allocation_dims(&[n, n], 16)?;
    }
    let f = factor::svd(a, range).map_err(svd_error)?;
    let tol = tol.unwrap_or_else(|| default_tol(m, n, &f.s));
    let r = f.s.iter().filter(|&&x| x > tol).count();
    let (source, rows, first, count) = if range {
        (&f.u, m, 0, r)
    } else {
        (&f.v, n, r, n - r)
    };
    let data = source.data[first * rows..(first + count) * rows].to_vec();
    finish(
        Matrix {
            rows,
            cols: count,
            data,
        },
        single,
    )
}

/// The dimension `dot` and `cross` work along: the given one, or the first
/// whose length fits (`want`, or any non-singleton when `want` is None).
fn working_dim(shape: &Shape, want: Option<usize>) -> usize {
    let dims = shape.dims();
    match want {
        Some(len) => dims.iter().position(|&d| d == len).unwrap_or(0),
        None => dims.iter().position(|&d| d != 1).unwrap_or(0),
    }
}

fn dim_arg(args: &[Value], index: usize) -> Result<Option<usize>> {
    args.get(index)
        .map(crate::builtins::args::parse_dim)
        .transpose()
}

/// Lanes of `len` elements along `dim` of a column-major array: (start, stride).
fn lanes(dims: &[usize], dim: usize) -> (Vec<usize>, usize, usize) {
    let len = dims.get(dim).copied().unwrap_or(1);
    let inner: usize = dims.iter().take(dim).product();
    let outer: usize = dims.iter().skip(dim + 1).product();
    let mut starts = Vec::with_capacity(inner * outer);
    for o in 0..outer {
        for i in 0..inner {
            starts.push(o * len * inner + i);
        }
    }
    (starts, inner, len)
}

fn complex_data(operand: &Operand<'_>) -> Vec<Complex64> {
    crate::ops::matrix::matrix_data::<Complex64>(operand).into_owned()
}

/// `dot(A, B)`, `dot(A, B, dim)`: `sum(conj(A) .* B)` along a dimension.
pub fn dot(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, sa) = crate::ops::matrix::float_operand(&args[0], "dot")?;
    let (b, sb) = crate::ops::matrix::float_operand(&args[1], "dot")?;
    let vectors = a.shape().is_vector() && b.shape().is_vector();
    if vectors && a.shape().numel() != b.shape().numel() || !vectors && a.shape() != b.shape() {
        return Err(RuntimeError::new(
            "MATLAB:dot:InputSizeMismatch",
            "A and B must be same size.",
        ));
    }
    let (shape, dim) = if vectors && args.len() < 3 {
        (Shape::new(&[a.shape().numel(), 1]), 0)
    } else {
        let d = dim_arg(args, 2)?.unwrap_or_else(|| working_dim(a.shape(), None));
        (a.shape().clone(), d)
    };
    let (x, y) = (complex_data(&a), complex_data(&b));
    let (starts, stride, len) = lanes(shape.dims(), dim);
    let sums: Vec<Complex64> = starts
        .iter()
        .map(|&s| {
            (0..len)
                .map(|k| x[s + k * stride].conj() * y[s + k * stride])
                .sum()
        })
        .collect();
    let mut out_dims = shape.dims().to_vec();
    if let Some(d) = out_dims.get_mut(dim) {
        *d = 1;
    }
    let value = Complex64::wrap(Shape::new(&out_dims), sums);
    one(finish_value(value, sa || sb)?)
}

/// `vecnorm(A)`, `vecnorm(A, p)`, `vecnorm(A, p, dim)`: the p-norm of every
/// vector along a dimension (the first non-singleton one by default).
pub fn vecnorm(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, single) = crate::ops::matrix::float_operand(&args[0], "vecnorm")?;
    let p = match args.get(1) {
        None => 2.0,
        Some(v) => match v.as_f64() {
            Some(p) if v.is_scalar() && (p > 0.0 || p == f64::INFINITY) && !p.is_nan() => p,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:vecnorm:unknownNorm",
                    "The norm type must be a positive real scalar or Inf.",
                ))
            }
        },
    };
    let shape = a.shape().clone();
    let dim = dim_arg(args, 2)?.unwrap_or_else(|| working_dim(&shape, None));
    let m = moduli(&a);
    let (starts, stride, len) = lanes(shape.dims(), dim);
    let mut lane = Vec::with_capacity(len);
    let norms: Vec<f64> = starts
        .iter()
        .map(|&s| {
            lane.clear();
            lane.extend((0..len).map(|k| m[s + k * stride]));
            vector_norm(&lane, NormKind::P(p))
        })
        .collect();
    let mut out_dims = shape.dims().to_vec();
    if let Some(d) = out_dims.get_mut(dim) {
        *d = 1;
    }
    let value = Value::Double(Tensor::new(Shape::new(&out_dims), norms));
    one(finish_value(value, single)?)
}

/// `cross(A, B)`, `cross(A, B, dim)`: the cross product of 3-vectors.
pub fn cross(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (a, sa) = crate::ops::matrix::float_operand(&args[0], "cross")?;
    let (b, sb) = crate::ops::matrix::float_operand(&args[1], "cross")?;
    let vectors = a.shape().is_vector() && b.shape().is_vector();
    if vectors && (a.shape().numel() != 3 || b.shape().numel() != 3)
        || !vectors && a.shape() != b.shape()
    {
        return Err(RuntimeError::new(
            "MATLAB:cross:InputSizeMismatch",
            "A and B must be of length 3 in the dimension in which the cross product is taken.",
        ));
    }
    let shape = a.shape().clone();
    let dim = match dim_arg(args, 2)? {
        Some(d) => d,
        None => working_dim(&shape, Some(3)),
    };
    if shape.dims().get(dim).copied().unwrap_or(1) != 3 {
        return Err(RuntimeError::new(
            "MATLAB:cross:InputSizeWrongInDim",
            "A and B must be of length 3 in the dimension in which the cross product is taken.",
        ));
    }
    let (x, y) = (complex_data(&a), complex_data(&b));
    let (starts, stride, _) = lanes(shape.dims(), dim);
    let mut out = vec![Complex64::new(0.0, 0.0); x.len()];
    for s in starts {
        let at = |v: &[Complex64], k: usize| v[s + k * stride];
        out[s] = at(&x, 1) * at(&y, 2) - at(&x, 2) * at(&y, 1);
        out[s + stride] = at(&x, 2) * at(&y, 0) - at(&x, 0) * at(&y, 2);
        out[s + 2 * stride] = at(&x, 0) * at(&y, 1) - at(&x, 1) * at(&y, 0);
    }
    // A row and a column give a column, as MATLAB's does.
    let out_shape = if vectors && a.shape() != b.shape() {
        Shape::new(&[3, 1])
    } else {
        shape
    };
    one(finish_value(Complex64::wrap(out_shape, out), sa || sb)?)
}
