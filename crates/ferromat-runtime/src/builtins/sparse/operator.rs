//! The one matrix-vector product path of the iterative solvers and
//! estimators (`pcg`, `gmres`, `bicgstab`, `minres`, `normest`, `eigs`):
//! an [`Operator`] is a sparse matrix, a full matrix or a function
//! handle, applied to a column, in real or complex arithmetic ([`Field`]); a [`Preconditioner`] applies
//! `M\x` (matrix or handle). Also the shared argument reading and the
//! convergence messages MATLAB prints when `flag` is not requested. No
//! solver algorithm lives here.

use ferromat_linalg::{Complex64, Scalar};

use super::convert::full_value;
use super::product::sparse_times_full;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops;
use crate::value::{Csc, Sparse, SparseElement, Tensor, Value};
use ferromat_syntax::BinOp;

/// The element type a solver runs in: `f64` for real problems,
/// `Complex64` when any of `A`, `b`, the preconditioners or `x0` is
/// complex.
pub(super) trait Field: Scalar + SparseElement + super::product::Ring {
    /// The elements of a full numeric value, `None` when they do not fit
    /// (complex data for a real solve, or a non-numeric class).
    fn vector(value: &Value) -> Option<Vec<Self>>;
    /// A sparse matrix in this element type.
    fn matrix(s: &Sparse) -> Option<Csc<Self>>;
    /// A column value.
    fn column(x: Vec<Self>) -> Value;
}

impl Field for f64 {
    fn vector(value: &Value) -> Option<Vec<f64>> {
        if value.is_complex() {
            return None;
        }
        value.to_f64_vec()
    }
    fn matrix(s: &Sparse) -> Option<Csc<f64>> {
        s.to_real()
    }
    fn column(x: Vec<f64>) -> Value {
        Value::Double(Tensor::column(x))
    }
}

impl Field for Complex64 {
    fn vector(value: &Value) -> Option<Vec<Complex64>> {
        match value {
            Value::ComplexDouble(t) => Some(t.data().to_vec()),
            Value::ComplexSingle(_) => None,
            other => Some(
                other
                    .to_f64_vec()?
                    .into_iter()
                    .map(|x| Complex64::new(x, 0.0))
                    .collect(),
            ),
        }
    }
    fn matrix(s: &Sparse) -> Option<Csc<Complex64>> {
        Some(s.to_complex())
    }
    fn column(x: Vec<Complex64>) -> Value {
        Value::ComplexDouble(Tensor::column(x))
    }
}

/// True when a solver's arguments need complex arithmetic.
pub(super) fn any_complex(args: &[Value]) -> bool {
    args.iter().any(|v| v.is_complex())
}

/// `A` of `A*x`.
pub(super) enum Operator<T = f64> {
    Sparse(Csc<T>),
    /// Column-major `rows` x `cols`.
    Dense {
        rows: usize,
        cols: usize,
        data: Vec<T>,
    },
    Handle(Value),
    /// A handle called as `afun(x, 'notransp')` / `afun(x, 'transp')`
    /// (`bicg`, `qmr`).
    FlaggedHandle(Value),
}

fn is_callable(value: &Value) -> bool {
    matches!(value, Value::FunctionHandle(_))
}

/// Complex operands reaching a real-only path (estimators, eigs).
fn complex_refused(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:complexNotSupported"),
        format!("{function} supports real matrices and vectors only in ferromat."),
    )
}

impl<T: Field> Operator<T> {
    /// A matrix or function handle argument.
    pub fn read(value: &Value, function: &str) -> Result<Operator<T>> {
        if is_callable(value) {
            return Ok(Operator::Handle(value.clone()));
        }
        match value {
            Value::Sparse(s) => T::matrix(s)
                .map(Operator::Sparse)
                .ok_or_else(|| complex_refused(function)),
            Value::Double(_) | Value::Logical(_) | Value::ComplexDouble(_) => {
                let shape = value.shape();
                if shape.ndims() > 2 {
                    return Err(RuntimeError::new(
                        format!("MATLAB:{function}:NonSquareMatrix"),
                        "Matrix must be square.",
                    ));
                }
                Ok(Operator::Dense {
                    rows: shape.rows(),
                    cols: shape.cols(),
                    data: T::vector(value).ok_or_else(|| complex_refused(function))?,
                })
            }
            other => Err(RuntimeError::new(
                format!("MATLAB:{function}:InvalidInput"),
                format!(
                    "Input must be a numeric matrix or a function handle, not {}.",
                    other.class().name()
                ),
            )),
        }
    }

    /// Rows and columns, `None` for a function handle.
    pub fn size(&self) -> Option<(usize, usize)> {
        match self {
            Operator::Sparse(m) => Some((m.rows(), m.cols())),
            Operator::Dense { rows, cols, .. } => Some((*rows, *cols)),
            Operator::Handle(_) | Operator::FlaggedHandle(_) => None,
        }
    }

    /// The same operator with a handle called with MATLAB's transpose flag.
    pub fn flagged(self) -> Operator<T> {
        match self {
            Operator::Handle(f) => Operator::FlaggedHandle(f),
            other => other,
        }
    }

    /// `sum(abs(A), 1)'` (empty for a handle).
    pub fn column_abs_sums(&self) -> Vec<f64> {
        match self {
            Operator::Sparse(m) => (0..m.cols())
                .map(|c| m.column(c).1.iter().map(|v| v.modulus()).sum())
                .collect(),
            Operator::Dense { rows, cols, data } => (0..*cols)
                .map(|c| {
                    data[c * rows..(c + 1) * rows]
                        .iter()
                        .map(|v| v.modulus())
                        .sum()
                })
                .collect(),
            Operator::Handle(_) | Operator::FlaggedHandle(_) => Vec::new(),
        }
    }

    /// `A*x` (`x` has `cols` elements; the result `rows`).
    pub fn apply(&self, interp: &mut Interpreter, x: &[T], function: &str) -> Result<Vec<T>> {
        match self {
            Operator::Sparse(m) => Ok(sparse_times_full(m, x, 1)),
            Operator::Dense { rows, cols, data } => {
                let mut y = vec![T::ZERO; *rows];
                for (c, &xc) in x.iter().enumerate().take(*cols) {
                    if !xc.is_zero() {
                        let column = &data[c * rows..(c + 1) * rows];
                        for (o, &a) in y.iter_mut().zip(column) {
                            *o += a * xc;
                        }
                    }
                }
                Ok(y)
            }
            Operator::Handle(f) => call_vector(interp, f, x, x.len(), &[], function),
            Operator::FlaggedHandle(f) => call_vector(
                interp,
                f,
                x,
                x.len(),
                &[Value::char_row("notransp")],
                function,
            ),
        }
    }

    /// `A'*x`, the conjugate transpose (handles cannot be transposed:
    /// callers only ask matrices).
    pub fn apply_transpose(
        &self,
        interp: &mut Interpreter,
        x: &[T],
        function: &str,
    ) -> Result<Vec<T>> {
        match self {
            Operator::Sparse(m) => {
                let mut y = vec![T::ZERO; m.cols()];
                for (c, o) in y.iter_mut().enumerate() {
                    let (rows, values) = m.column(c);
                    *o = rows
                        .iter()
                        .zip(values)
                        .fold(T::ZERO, |s, (&r, &v)| s + v.conjugate() * x[r]);
                }
                Ok(y)
            }
            Operator::Dense { rows, cols, data } => Ok((0..*cols)
                .map(|c| {
                    let column = &data[c * rows..(c + 1) * rows];
                    dot(column, x)
                })
                .collect()),
            Operator::Handle(_) => self.apply(interp, x, function),
            Operator::FlaggedHandle(f) => call_vector(
                interp,
                f,
                x,
                x.len(),
                &[Value::char_row("transp")],
                function,
            ),
        }
    }
}

/// `f(x)` for a column `x`, which must return a column of `len` (real
/// for a real solve).
pub(super) fn call_vector<T: Field>(
    interp: &mut Interpreter,
    f: &Value,
    x: &[T],
    len: usize,
    extra: &[Value],
    function: &str,
) -> Result<Vec<T>> {
    let mut call_args = vec![T::column(x.to_vec())];
    call_args.extend_from_slice(extra);
    let out = interp.call_function(f, &call_args, 1)?;
    let value = out.into_iter().next().map(|v| full_value(&v)).transpose()?;
    match value.as_ref().and_then(T::vector) {
        Some(y) if y.len() == len => Ok(y),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:FunctionOutputSize"),
            format!("The function handle must return a real column vector of length {len}."),
        )),
    }
}

/// `M\x` of a preconditioner factor: a matrix (solved with the sparse or
/// dense `mldivide`) or a function handle returning `M\x`.
pub(super) enum Preconditioner {
    None,
    Matrix(Value),
    Handle(Value),
    /// `mfun(x, 'notransp')` is `M\x`, `mfun(x, 'transp')` is `M'\x`.
    FlaggedHandle(Value),
    /// The transpose of a flagged handle: always called with `'transp'`.
    TransposedHandle(Value),
}

impl Preconditioner {
    pub fn read(value: Option<&Value>, n: usize, function: &str) -> Result<Preconditioner> {
        let Some(value) = value else {
            return Ok(Preconditioner::None);
        };
        if is_callable(value) {
            return Ok(Preconditioner::Handle(value.clone()));
        }
        if value.is_empty() {
            return Ok(Preconditioner::None);
        }
        let shape = value.shape();
        if shape.ndims() > 2 || shape.rows() != n || shape.cols() != n {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:WrongPrecondSize"),
                format!(
                    "Preconditioner must be a square matrix of size {n} to match the problem size."
                ),
            ));
        }
        Ok(Preconditioner::Matrix(value.clone()))
    }

    pub fn is_none(&self) -> bool {
        matches!(self, Preconditioner::None)
    }

    /// The same preconditioner with a handle called with the flag.
    pub fn flagged(self) -> Preconditioner {
        match self {
            Preconditioner::Handle(f) => Preconditioner::FlaggedHandle(f),
            other => other,
        }
    }

    /// The preconditioner `M'` (conjugate transpose), for `M'\x`.
    pub fn transposed(&self) -> Result<Preconditioner> {
        Ok(match self {
            Preconditioner::None => Preconditioner::None,
            Preconditioner::Handle(f) => Preconditioner::Handle(f.clone()),
            Preconditioner::FlaggedHandle(f) | Preconditioner::TransposedHandle(f) => {
                Preconditioner::TransposedHandle(f.clone())
            }
            Preconditioner::Matrix(m) => Preconditioner::Matrix(match m {
                Value::Sparse(s) => super::convert::sparse_value(match &**s {
                    Sparse::Complex(c) => Sparse::Complex(c.transpose_with(|z| z.conj())),
                    other => Sparse::Double(
                        other
                            .to_real()
                            .unwrap_or_else(|| Csc::zeros(0, 0, 1))
                            .transpose_with(|v| v),
                    ),
                }),
                other => ops::transpose::ctranspose(other)?,
            }),
        })
    }

    /// `M\x`.
    pub fn solve<T: Field>(
        &self,
        interp: &mut Interpreter,
        x: &[T],
        function: &str,
    ) -> Result<Vec<T>> {
        match self {
            Preconditioner::None => Ok(x.to_vec()),
            Preconditioner::Handle(f) => call_vector(interp, f, x, x.len(), &[], function),
            Preconditioner::FlaggedHandle(f) => call_vector(
                interp,
                f,
                x,
                x.len(),
                &[Value::char_row("notransp")],
                function,
            ),
            Preconditioner::TransposedHandle(f) => call_vector(
                interp,
                f,
                x,
                x.len(),
                &[Value::char_row("transp")],
                function,
            ),
            Preconditioner::Matrix(m) => {
                let rhs = T::column(x.to_vec());
                let y = match m {
                    Value::Sparse(_) => super::solve::mldivide(m, &rhs)?,
                    _ => ops::binary(BinOp::MatLeftDiv, m, &rhs)?,
                };
                // A singular M gives Inf/NaN: the solvers report flag 2.
                Ok(T::vector(&full_value(&y)?)
                    .filter(|y| y.len() == x.len())
                    .unwrap_or_else(|| vec![T::from_real(f64::NAN); x.len()]))
            }
        }
    }
}

/// The problem every solver shares: `A`, `b`, and its size.
pub(super) struct Problem<T = f64> {
    pub a: Operator<T>,
    pub b: Vec<T>,
    pub n: usize,
}

impl<T: Field> Problem<T> {
    pub fn read(a: &Value, b: &Value, function: &str) -> Result<Problem<T>> {
        let a = Operator::read(a, function)?;
        let b_full = full_value(b)?;
        let b_shape = b_full.shape();
        let b_data = T::vector(&b_full).ok_or_else(|| {
            RuntimeError::new(
                format!("MATLAB:{function}:InvalidInput"),
                "Right hand side must be numeric.",
            )
        })?;
        let n = match a.size() {
            Some((rows, cols)) if rows != cols => {
                return Err(RuntimeError::new(
                    format!("MATLAB:{function}:NonSquareMatrix"),
                    "Matrix must be square.",
                ))
            }
            Some((rows, _)) => rows,
            None => b_data.len(),
        };
        if b_shape.ndims() > 2 || b_shape.cols() != 1 || b_shape.rows() != n {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:RSHsizeMatchCoeffMatrix"),
                format!(
                    "Right hand side must be a column vector of length {n} to match the coefficient matrix."
                ),
            ));
        }
        Ok(Problem { a, b: b_data, n })
    }

    /// `b - A*x`.
    pub fn residual(&self, interp: &mut Interpreter, x: &[T], function: &str) -> Result<Vec<T>> {
        let ax = self.a.apply(interp, x, function)?;
        if ax.len() != self.n {
            return Err(RuntimeError::new(
                format!("MATLAB:{function}:FunctionOutputSize"),
                format!(
                    "The function handle must return a real column vector of length {}.",
                    self.n
                ),
            ));
        }
        Ok(self.b.iter().zip(&ax).map(|(&b, &a)| b - a).collect())
    }
}

/// An optional argument: absent or `[]` gives `None`.
pub(super) fn given(args: &[Value], k: usize) -> Option<&Value> {
    args.get(k).filter(|v| !v.is_empty() || is_callable(v))
}

/// `tol`: a real scalar; MATLAB warns and clamps tolerances below eps
/// or at least 1 (here: clamps silently).
pub(super) fn tolerance(value: Option<&Value>, function: &str) -> Result<f64> {
    let Some(value) = value else { return Ok(1e-6) };
    let tol = value.as_f64().ok_or_else(|| {
        RuntimeError::new(
            format!("MATLAB:{function}:NonScalarTol"),
            "Tolerance must be a real scalar.",
        )
    })?;
    if tol.is_nan() {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:NonScalarTol"),
            "Tolerance must be a real scalar.",
        ));
    }
    Ok(tol.clamp(f64::EPSILON, 1.0 - f64::EPSILON))
}

/// `maxit`: a positive integer (Inf is refused: every loop is bounded).
pub(super) fn max_iterations(
    value: Option<&Value>,
    default: usize,
    function: &str,
) -> Result<usize> {
    let Some(value) = value else {
        return Ok(default);
    };
    match value.as_f64() {
        Some(m) if m.is_finite() && m >= 0.0 && m.fract() == 0.0 && m < 1e9 => {
            Ok((m as usize).max(1))
        }
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:InvalidMaxit"),
            "Maximum number of iterations must be a positive integer.",
        )),
    }
}

/// `x0`: a column of length `n` (real for a real solve), zeros by default.
pub(super) fn initial_guess<T: Field>(
    value: Option<&Value>,
    n: usize,
    function: &str,
) -> Result<Vec<T>> {
    let Some(value) = value else {
        return Ok(vec![T::ZERO; n]);
    };
    let full = full_value(value)?;
    match T::vector(&full) {
        Some(x) if x.len() == n && full.shape().cols() == 1 => Ok(x),
        _ => Err(RuntimeError::new(
            format!("MATLAB:{function}:WrongInitGuessSize"),
            format!(
                "Initial guess must be a column vector of length {n} to match the problem size."
            ),
        )),
    }
}

pub(super) fn norm<T: Field>(x: &[T]) -> f64 {
    x.iter()
        .map(|v| v.modulus() * v.modulus())
        .sum::<f64>()
        .sqrt()
}

/// `x'*y` (conjugating `x`).
pub(super) fn dot<T: Field>(x: &[T], y: &[T]) -> T {
    x.iter()
        .zip(y)
        .fold(T::ZERO, |s, (&a, &b)| s + a.conjugate() * b)
}

pub(super) fn all_finite<T: Field>(x: &[T]) -> bool {
    x.iter().all(|v| v.is_finite_value())
}

/// A column value.
pub(super) fn column<T: Field>(x: Vec<T>) -> Value {
    T::column(x)
}

/// `y + a*x` element by element.
pub(super) fn axpy<T: Field>(y: &mut [T], a: T, x: &[T]) {
    y.iter_mut().zip(x).for_each(|(y, &x)| *y += a * x);
}

/// `%0.2g` as MATLAB's solver messages print numbers.
fn short(x: f64) -> String {
    crate::format::sprintf("%0.2g", &[Value::scalar(x)]).unwrap_or_else(|_| x.to_string())
}

/// An iteration count as MATLAB prints it (bicgstab has half steps,
/// bicgstabl quarter steps: 2.5, 1.75).
fn count_text(iteration: f64) -> String {
    if iteration.fract() == 0.0 {
        (iteration as i64).to_string()
    } else {
        format!("{iteration}")
    }
}

/// Where the solver stopped and where the returned iterate came from, as
/// text: `iteration 5` or `outer iteration 1 (inner iteration 5)`.
pub(super) enum Position {
    Plain(f64),
    Restarted { outer: usize, inner: usize },
}

impl Position {
    fn at(&self) -> String {
        match self {
            Position::Plain(k) => format!("iteration {}", count_text(*k)),
            Position::Restarted { outer, inner } => {
                format!("outer iteration {outer} (inner iteration {inner})")
            }
        }
    }

    fn number(&self) -> String {
        match self {
            Position::Plain(k) => count_text(*k),
            Position::Restarted { outer, inner } => format!("{outer}({inner})"),
        }
    }
}

/// The message MATLAB prints when the caller did not ask for `flag`.
#[allow(clippy::too_many_arguments)]
pub(super) fn report(
    interp: &mut Interpreter,
    function: &str,
    flag: u8,
    tol: f64,
    stopped: &Position,
    returned: &Position,
    relres: f64,
    initial: bool,
) {
    let text = if flag == 0 && initial {
        format!(
            "The initial guess has relative residual {} which is within\nthe desired tolerance {} so {function} returned it without iterating.\n",
            short(relres),
            short(tol)
        )
    } else if flag == 0 {
        format!(
            "{function} converged at {} to a solution with relative residual {}.\n",
            returned.at(),
            short(relres)
        )
    } else {
        let reason = match flag {
            1 => "the maximum number of iterations was reached",
            2 => "the system involving the preconditioner was ill conditioned",
            3 => "the method stagnated",
            5 => "the preconditioner is not symmetric positive definite",
            _ => "a scalar quantity became too small or too large to continue computing",
        };
        format!(
            "{function} stopped at {} without converging to the desired tolerance {}\nbecause {reason}.\nThe iterate returned (number {}) has relative residual {}.\n",
            stopped.at(),
            short(tol),
            returned.number(),
            short(relres)
        )
    };
    interp.print(&text);
}
