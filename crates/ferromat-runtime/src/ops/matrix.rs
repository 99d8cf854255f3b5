//! Matrix operators `*`, `\`, `/` and `^` on the `ferromat-linalg` crate
//! (faer underneath), and the conversions every linear algebra builtin
//! shares: a `Value` viewed as a dense double or complex matrix, results
//! rounded back to single, and the warnings a solve raises. Scalar operands
//! fall back to the element-wise operators; nothing here broadcasts and no
//! numeric algorithm is written here.

use std::borrow::Cow;
use std::cell::RefCell;

use ferromat_linalg::solve::{Diagnostic, Solved};
use ferromat_linalg::{LinalgError, Matrix, Scalar, View};
use num_complex::Complex64;

use super::arith::{self, domain, unsupported, ArithOp, Domain};
use super::convert::{convert, simplify_complex, FloatElem};
use super::transpose::transpose;
use crate::error::{Result, RuntimeError};
use crate::value::{Class, Shape, Tensor, Value};

/// Element types a dense result can be wrapped from.
pub trait Elem: Scalar {
    fn wrap(shape: Shape, data: Vec<Self>) -> Value;
    /// The operand's elements in this field, borrowed when they already are.
    fn view_of<'a>(operand: &'a Operand<'_>) -> Cow<'a, [Self]>;
}

impl Elem for f64 {
    fn wrap(shape: Shape, data: Vec<f64>) -> Value {
        Value::Double(Tensor::new(shape, data))
    }
    fn view_of<'a>(operand: &'a Operand<'_>) -> Cow<'a, [f64]> {
        match operand {
            Operand::Real(t) => Cow::Borrowed(t.data()),
            // Callers pick the field; a complex operand is never viewed as real.
            Operand::Complex(t) => Cow::Owned(t.data().iter().map(|z| z.re).collect()),
        }
    }
}

impl Elem for Complex64 {
    fn wrap(shape: Shape, data: Vec<Complex64>) -> Value {
        simplify_complex(Tensor::new(shape, data))
    }
    fn view_of<'a>(operand: &'a Operand<'_>) -> Cow<'a, [Complex64]> {
        match operand {
            Operand::Complex(t) => Cow::Borrowed(t.data()),
            Operand::Real(t) => {
                Cow::Owned(t.data().iter().map(|&x| Complex64::new(x, 0.0)).collect())
            }
        }
    }
}

/// A numeric value as a dense double-precision matrix (or N-d array).
pub enum Operand<'a> {
    Real(Cow<'a, Tensor<f64>>),
    Complex(Cow<'a, Tensor<Complex64>>),
}

impl Operand<'_> {
    pub fn shape(&self) -> &Shape {
        match self {
            Operand::Real(t) => t.shape(),
            Operand::Complex(t) => t.shape(),
        }
    }
    pub fn rows(&self) -> usize {
        self.shape().rows()
    }
    pub fn cols(&self) -> usize {
        self.shape().cols()
    }
    pub fn is_complex(&self) -> bool {
        matches!(self, Operand::Complex(_))
    }
}

/// A double, single, logical or char value as an operand, and whether it is
/// single precision. Integers and other classes are refused with
/// `Invalid data type. Input matrix must be double or single.`
pub fn float_operand<'a>(value: &'a Value, function: &str) -> Result<(Operand<'a>, bool)> {
    let single = matches!(value, Value::Single(_) | Value::ComplexSingle(_));
    let operand = match value {
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => {
            Operand::Complex(f64::complex_view(value).ok_or_else(|| invalid_type(function))?)
        }
        Value::Double(_) | Value::Single(_) | Value::Logical(_) | Value::Char(_) => {
            Operand::Real(f64::real_view(value).ok_or_else(|| invalid_type(function))?)
        }
        _ => return Err(invalid_type(function)),
    };
    Ok((operand, single))
}

pub fn invalid_type(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:inputType"),
        "Invalid data type. Input matrix must be double or single.",
    )
}

/// A 2-D operand's elements as a checked faer-ready view in field `T`.
pub fn matrix_data<'a, T: Elem>(operand: &'a Operand<'_>) -> Cow<'a, [T]> {
    T::view_of(operand)
}

pub fn view<'a, T: Elem>(data: &'a [T], rows: usize, cols: usize) -> Result<View<'a, T>> {
    View::new(data, rows, cols).map_err(linalg_error)
}

/// Wraps a dense result, rounding to single when an input was single.
pub fn finish<T: Elem>(m: Matrix<T>, single: bool) -> Result<Value> {
    finish_value(T::wrap(Shape::matrix(m.rows, m.cols), m.data), single)
}

pub fn finish_value(v: Value, single: bool) -> Result<Value> {
    if single {
        convert(&v, Class::Single)
    } else {
        Ok(v)
    }
}

/// The runtime wording of a linear algebra failure.
pub fn linalg_error(error: LinalgError) -> RuntimeError {
    match error {
        LinalgError::NotSquare => RuntimeError::new("MATLAB:square", "Matrix must be square."),
        LinalgError::DimensionMismatch => dimensions_must_agree(),
        LinalgError::NotFinite => RuntimeError::new(
            "MATLAB:linalg:matrixWithNaNInf",
            "Input to the function must not contain NaN or Inf.",
        ),
        LinalgError::NoConvergence => RuntimeError::new(
            "MATLAB:linalg:noConvergence",
            "The algorithm did not converge.",
        ),
        LinalgError::NotPositiveDefinite(_) => {
            RuntimeError::new("MATLAB:posdef", "Matrix must be positive definite.")
        }
        LinalgError::Stopped => crate::interp::interrupt::stopped_error(),
        LinalgError::BadLength { .. } => {
            RuntimeError::new("ferromat:linalg:internal", error.to_string())
        }
    }
}

/// A warning raised inside an operator, waiting for someone with the
/// session's output to print it (operators have no session).
#[derive(Clone, Debug, PartialEq)]
pub struct PendingWarning {
    pub identifier: &'static str,
    pub message: String,
}

thread_local! {
    static PENDING: RefCell<Vec<PendingWarning>> = const { RefCell::new(Vec::new()) };
}

/// Takes the warnings raised since the last call, oldest first.
pub fn take_warnings() -> Vec<PendingWarning> {
    PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()))
}

/// MATLAB's `%e` with a blank where a minus sign would go.
fn signed_e(x: f64) -> String {
    let text = if x.is_finite() {
        crate::format::cfmt::exponential(x, 6, false)
    } else {
        crate::format::cfmt::non_finite_name(x).to_string()
    };
    if x.is_sign_negative() {
        text
    } else {
        format!(" {text}")
    }
}

/// Queues the warning a solve's diagnostic calls for.
pub fn raise(diagnostic: Diagnostic) {
    let warning = match diagnostic {
        Diagnostic::Fine => return,
        Diagnostic::Singular => PendingWarning {
            identifier: "MATLAB:singularMatrix",
            message: "Matrix is singular to working precision.".to_string(),
        },
        Diagnostic::NearlySingular { rcond } => PendingWarning {
            identifier: "MATLAB:nearlySingularMatrix",
            message: format!(
                "Matrix is close to singular or badly scaled. Results may be inaccurate. RCOND = {}.",
                signed_e(rcond)
            ),
        },
        Diagnostic::RankDeficient { rank, tol } => PendingWarning {
            identifier: "MATLAB:rankDeficientMatrix",
            message: format!("Rank deficient, rank = {rank}, tol = {}.", signed_e(tol)),
        },
    };
    PENDING.with(|p| p.borrow_mut().push(warning));
}

/// Both operands of a binary matrix operator in one field.
fn operator_operands<'a>(
    symbol: &str,
    a: &'a Value,
    b: &'a Value,
) -> Result<(Operand<'a>, Operand<'a>, bool)> {
    let d = domain(symbol, a, b)?;
    if let Domain::Integer(_) = d {
        let name = match symbol {
            "*" => "MTIMES",
            "\\" => "MLDIVIDE",
            _ => "MRDIVIDE",
        };
        return Err(RuntimeError::new(
            format!("MATLAB:{}:integerNotSupported", name.to_ascii_lowercase()),
            format!("{name} ({symbol}) is not fully supported for integer classes. At least one argument must be scalar."),
        ));
    }
    for v in [a, b] {
        if v.shape().ndims() > 2 {
            return Err(RuntimeError::new(
                "MATLAB:mtimes:inputsMustBe2D",
                "Arguments must be 2-D, or at least one argument must be scalar. Use TIMES (.*) for elementwise multiplication.",
            ));
        }
    }
    let single = matches!(d, Domain::Single | Domain::ComplexSingle);
    let operand = |v: &'a Value| -> Result<Operand<'a>> {
        Ok(match v {
            Value::ComplexDouble(_) | Value::ComplexSingle(_) => {
                Operand::Complex(f64::complex_view(v).ok_or_else(|| unsupported(symbol, v))?)
            }
            _ => Operand::Real(f64::real_view(v).ok_or_else(|| unsupported(symbol, v))?),
        })
    };
    Ok((operand(a)?, operand(b)?, single))
}

/// Runs `f` in the field both operands fit: real when both are real.
fn in_common_field(
    x: &Operand<'_>,
    y: &Operand<'_>,
    real: impl FnOnce(View<'_, f64>, View<'_, f64>) -> Result<Value>,
    complex: impl FnOnce(View<'_, Complex64>, View<'_, Complex64>) -> Result<Value>,
) -> Result<Value> {
    if x.is_complex() || y.is_complex() {
        let (dx, dy) = (matrix_data::<Complex64>(x), matrix_data::<Complex64>(y));
        complex(
            view(&dx, x.rows(), x.cols())?,
            view(&dy, y.rows(), y.cols())?,
        )
    } else {
        let (dx, dy) = (matrix_data::<f64>(x), matrix_data::<f64>(y));
        real(
            view(&dx, x.rows(), x.cols())?,
            view(&dy, y.rows(), y.cols())?,
        )
    }
}

fn inner_mismatch() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:innerdim",
        "Incorrect dimensions for matrix multiplication. Check that the number of columns in the first matrix matches the number of rows in the second matrix. To operate on each element of the matrix individually, use TIMES (.*) for elementwise multiplication.",
    )
}

/// `a * b`.
pub fn mtimes(a: &Value, b: &Value) -> Result<Value> {
    if a.is_scalar() || b.is_scalar() {
        return arith::elementwise(ArithOp::Mul, "*", a, b);
    }
    let (x, y, single) = operator_operands("*", a, b)?;
    if x.cols() != y.rows() {
        return Err(inner_mismatch());
    }
    in_common_field(
        &x,
        &y,
        |p, q| finish(product(p, q)?, single),
        |p, q| finish(product(p, q)?, single),
    )
}

/// The dense product, ending early (as `MATLAB:interrupted`) on Ctrl-C.
fn product<T: Scalar>(p: View<'_, T>, q: View<'_, T>) -> Result<Matrix<T>> {
    ferromat_linalg::matmul_until(p, q, &crate::interp::interrupt::requested).map_err(linalg_error)
}

fn dimensions_must_agree() -> RuntimeError {
    RuntimeError::new("MATLAB:dimagree", "Matrix dimensions must agree.")
}

fn solved<T: Elem>(s: std::result::Result<Solved<T>, LinalgError>, single: bool) -> Result<Value> {
    let s = s.map_err(linalg_error)?;
    raise(s.diagnostic);
    finish(s.x, single)
}

/// `a \ b`: the solution of `a * x = b`, by the solver `mldivide` picks.
pub fn mldivide(a: &Value, b: &Value) -> Result<Value> {
    if a.is_scalar() {
        return arith::elementwise(ArithOp::Div, "\\", b, a);
    }
    let (x, y, single) = operator_operands("\\", a, b)?;
    if x.rows() != y.rows() {
        return Err(dimensions_must_agree());
    }
    in_common_field(
        &x,
        &y,
        |p, q| solved(ferromat_linalg::solve::solve(p, q), single),
        |p, q| solved(ferromat_linalg::solve::solve(p, q), single),
    )
}

/// `a / b`: the solution of `x * b = a`, computed as `(b.' \ a.').'`.
pub fn mrdivide(a: &Value, b: &Value) -> Result<Value> {
    if b.is_scalar() {
        return arith::elementwise(ArithOp::Div, "/", a, b);
    }
    if a.shape().ndims() == 2 && b.shape().ndims() == 2 && a.shape().cols() != b.shape().cols() {
        return Err(dimensions_must_agree());
    }
    transpose(&mldivide(&transpose(b)?, &transpose(a)?)?)
}

/// `a ^ b`: scalar powers, integer powers of square matrices by repeated
/// squaring (negative through the inverse) and other powers through the
/// eigendecomposition, `V * D.^p / V`.
pub fn mpower(a: &Value, b: &Value) -> Result<Value> {
    if a.is_scalar() && b.is_scalar() {
        return arith::elementwise(ArithOp::Pow, "^", a, b);
    }
    let shape = a.shape();
    let square = shape.ndims() == 2 && shape.rows() == shape.cols();
    if !b.is_scalar() || !square {
        return Err(RuntimeError::new(
            "MATLAB:mpower:notScalarAndSquareMatrix",
            "Inputs must be a scalar and a square matrix. To operate on each element of the matrix individually, use POWER (.^) for elementwise power.",
        ));
    }
    let exponent = match b {
        Value::ComplexDouble(_) | Value::ComplexSingle(_) => None,
        other => other.as_f64(),
    };
    let Some(exponent) = exponent.filter(|e| e.fract() == 0.0 && e.is_finite()) else {
        return fractional_power(a, b);
    };
    let n = shape.rows();
    let identity = {
        let mut data = vec![0.0; n * n];
        for i in 0..n {
            data[i + i * n] = 1.0;
        }
        Value::Double(Tensor::new(Shape::matrix(n, n), data))
    };
    let mut base = if exponent < 0.0 {
        mldivide(a, &identity)?
    } else {
        a.clone()
    };
    let mut remaining = exponent.abs() as u64;
    let mut result: Option<Value> = None;
    while remaining > 0 {
        if remaining & 1 == 1 {
            result = Some(match result {
                Some(r) => mtimes(&r, &base)?,
                None => base.clone(),
            });
        }
        remaining >>= 1;
        if remaining > 0 {
            base = mtimes(&base, &base)?;
        }
    }
    match result {
        Some(r) => Ok(r),
        // A^0 is the identity in the class of A.
        None => convert(&identity, a.class()),
    }
}

/// `A^p` for non-integer or complex `p`: `V * diag(lambda.^p) / V`.
fn fractional_power(a: &Value, p: &Value) -> Result<Value> {
    let (operand, single) = float_operand(a, "mpower")?;
    let p_single = matches!(p, Value::Single(_) | Value::ComplexSingle(_));
    let power = match f64::complex_view(p) {
        Some(t) => t.data().first().copied().unwrap_or_default(),
        None => return Err(unsupported("^", p)),
    };
    let n = operand.rows();
    let data = matrix_data::<Complex64>(&operand);
    let eig = ferromat_linalg::factor::eig(view(&data, n, n)?, true).map_err(linalg_error)?;
    let vectors: Vec<Complex64> = eig
        .vectors
        .unwrap_or_default()
        .into_iter()
        .map(|(re, im)| Complex64::new(re, im))
        .collect();
    let mut scaled = vectors.clone();
    for (j, &(re, im)) in eig.values.iter().enumerate() {
        let lambda = Complex64::new(re, im);
        let factor = if eig.hermitian && re >= 0.0 && power.im == 0.0 {
            Complex64::new(re.powf(power.re), 0.0)
        } else {
            lambda.powc(power)
        };
        for i in 0..n {
            scaled[i + j * n] *= factor;
        }
    }
    // X = (V D^p) / V, i.e. X V = V D^p, solved as V.' X.' = (V D^p).'.
    let vt = transpose_c(&vectors, n);
    let rhs = transpose_c(&scaled, n);
    let s =
        ferromat_linalg::solve::solve(view(&vt, n, n)?, view(&rhs, n, n)?).map_err(linalg_error)?;
    raise(s.diagnostic);
    let x = transpose_c(&s.x.data, n);
    finish(
        Matrix {
            rows: n,
            cols: n,
            data: x,
        },
        single || p_single,
    )
}

fn transpose_c(data: &[Complex64], n: usize) -> Vec<Complex64> {
    let mut out = vec![Complex64::new(0.0, 0.0); n * n];
    for j in 0..n {
        for i in 0..n {
            out[j + i * n] = data[i + j * n];
        }
    }
    out
}
