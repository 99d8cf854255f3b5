//! Dense linear algebra and FFTs for ferromat, on faer and rustfft.
//!
//! Every entry point takes column-major slices with their dimensions and
//! returns owned column-major results or a typed [`LinalgError`].
//! This crate knows nothing of MATLAB values, classes, warnings or error
//! identifiers: it reports conditions (a nearly singular matrix, a rank
//! deficient system) as data and leaves wording to the runtime.
//! It contains no hand-written decompositions; factorizations come from faer.

pub mod balance;
pub mod definite;
pub mod factor;
pub mod fft;
pub mod gschur;
pub mod gsvd;
pub mod krylov;
pub mod matfun;
pub mod ordering;
pub mod qrupdate;
pub mod reorder;
pub mod schur;
pub mod solve;
pub mod sparse;
pub mod structured;
pub mod sylvester;

use std::fmt::Debug;
use std::ops::{Add, Div, Mul, Neg, Sub};

use faer::{MatMut, MatRef, Par};
pub use num_complex::Complex64;

/// Why a linear algebra routine could not produce a result.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LinalgError {
    /// A slice's length does not match the dimensions given with it.
    #[error("data of length {len} does not hold a {rows}x{cols} matrix")]
    BadLength {
        len: usize,
        rows: usize,
        cols: usize,
    },
    /// The operation needs a square matrix.
    #[error("matrix must be square")]
    NotSquare,
    /// Inner or row dimensions of two operands disagree.
    #[error("dimensions of the operands do not agree")]
    DimensionMismatch,
    /// The input holds NaN or Inf and the algorithm cannot take it.
    #[error("input must not contain NaN or Inf")]
    NotFinite,
    /// An iterative algorithm (eigenvalues, singular values) did not converge.
    #[error("the iteration did not converge")]
    NoConvergence,
    /// Cholesky found a non-positive pivot at this 0-based index.
    #[error("matrix is not positive definite (pivot {0})")]
    NotPositiveDefinite(usize),
    /// The caller's stop callback asked to end the work early.
    #[error("stopped by the caller")]
    Stopped,
}

pub type Result<T> = std::result::Result<T, LinalgError>;

/// Element types: `f64` and `Complex64`. Single precision callers convert.
pub trait Scalar:
    faer::traits::ComplexField<Real = f64>
    + Copy
    + Send
    + Sync
    + Debug
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + 'static
{
    const IS_COMPLEX: bool;
    fn from_real(x: f64) -> Self;
    fn modulus(self) -> f64;
    fn conjugate(self) -> Self;
    fn real_part(self) -> f64;
    fn imag_part(self) -> f64;
    fn is_finite_value(self) -> bool {
        self.real_part().is_finite() && self.imag_part().is_finite()
    }
}

impl Scalar for f64 {
    const IS_COMPLEX: bool = false;
    fn from_real(x: f64) -> f64 {
        x
    }
    fn modulus(self) -> f64 {
        self.abs()
    }
    fn conjugate(self) -> f64 {
        self
    }
    fn real_part(self) -> f64 {
        self
    }
    fn imag_part(self) -> f64 {
        0.0
    }
}

impl Scalar for Complex64 {
    const IS_COMPLEX: bool = true;
    fn from_real(x: f64) -> Complex64 {
        Complex64::new(x, 0.0)
    }
    fn modulus(self) -> f64 {
        self.norm()
    }
    fn conjugate(self) -> Complex64 {
        self.conj()
    }
    fn real_part(self) -> f64 {
        self.re
    }
    fn imag_part(self) -> f64 {
        self.im
    }
}

/// A borrowed column-major matrix whose length was checked.
#[derive(Clone, Copy, Debug)]
pub struct View<'a, T> {
    rows: usize,
    cols: usize,
    data: &'a [T],
}

impl<'a, T: Scalar> View<'a, T> {
    pub fn new(data: &'a [T], rows: usize, cols: usize) -> Result<Self> {
        if rows.checked_mul(cols) != Some(data.len()) {
            return Err(LinalgError::BadLength {
                len: data.len(),
                rows,
                cols,
            });
        }
        Ok(View { rows, cols, data })
    }
    pub fn rows(&self) -> usize {
        self.rows
    }
    pub fn cols(&self) -> usize {
        self.cols
    }
    pub fn data(&self) -> &'a [T] {
        self.data
    }
    pub fn is_square(&self) -> bool {
        self.rows == self.cols
    }
    pub(crate) fn faer(&self) -> MatRef<'a, T> {
        MatRef::from_column_major_slice(self.data, self.rows, self.cols)
    }
    pub(crate) fn at(&self, i: usize, j: usize) -> T {
        self.data[i + j * self.rows]
    }
    pub(crate) fn require_finite(&self) -> Result<()> {
        if self.data.iter().all(|x| x.is_finite_value()) {
            Ok(())
        } else {
            Err(LinalgError::NotFinite)
        }
    }
}

/// An owned column-major matrix.
#[derive(Clone, Debug, PartialEq)]
pub struct Matrix<T> {
    pub rows: usize,
    pub cols: usize,
    pub data: Vec<T>,
}

impl<T: Scalar> Matrix<T> {
    pub fn zeros(rows: usize, cols: usize) -> Self {
        Matrix {
            rows,
            cols,
            data: vec![T::from_real(0.0); rows * cols],
        }
    }
    pub fn identity(n: usize) -> Self {
        let mut m = Self::zeros(n, n);
        for i in 0..n {
            m.data[i + i * n] = T::from_real(1.0);
        }
        m
    }
    pub fn view(&self) -> View<'_, T> {
        View {
            rows: self.rows,
            cols: self.cols,
            data: &self.data,
        }
    }
    /// Copies any faer matrix (whatever its strides) into column-major order.
    pub(crate) fn from_faer(m: MatRef<'_, T>) -> Self {
        let (rows, cols) = (m.nrows(), m.ncols());
        let mut data = Vec::with_capacity(rows * cols);
        for j in 0..cols {
            data.extend(m.col(j).iter().copied());
        }
        Matrix { rows, cols, data }
    }
    pub(crate) fn faer_mut(&mut self) -> MatMut<'_, T> {
        MatMut::from_column_major_slice_mut(&mut self.data, self.rows, self.cols)
    }
}

/// Below this many multiply-adds, threads cost more than they save.
const PARALLEL_MIN_FLOPS: usize = 1 << 18;

pub(crate) fn parallelism(flops: usize) -> Par {
    if flops < PARALLEL_MIN_FLOPS {
        Par::Seq
    } else {
        Par::rayon(0)
    }
}

/// `A * B` on faer's blocked, vectorized, parallel matrix product.
pub fn matmul<T: Scalar>(a: View<'_, T>, b: View<'_, T>) -> Result<Matrix<T>> {
    matmul_until(a, b, &|| false)
}

/// About this many multiply-adds (a fraction of a second) run between two
/// calls of a product's stop callback.
const STOP_CHECK_FLOPS: usize = 1 << 31;

/// `A * B` like [`matmul`], asking `stop` between column blocks of `B`
/// (each about [`STOP_CHECK_FLOPS`] multiply-adds, never narrower than a
/// few dozen columns, so blocking costs no speed); returns
/// [`LinalgError::Stopped`] as soon as `stop` says so.
pub fn matmul_until<T: Scalar>(
    a: View<'_, T>,
    b: View<'_, T>,
    stop: &dyn Fn() -> bool,
) -> Result<Matrix<T>> {
    if a.cols != b.rows {
        return Err(LinalgError::DimensionMismatch);
    }
    let mut c = Matrix::zeros(a.rows, b.cols);
    if a.rows == 0 || b.cols == 0 || a.cols == 0 {
        return Ok(c);
    }
    let flops_per_column = a.rows.saturating_mul(a.cols);
    let block = (STOP_CHECK_FLOPS / flops_per_column).max(64).min(b.cols);
    let mut first = 0;
    while first < b.cols {
        if stop() {
            return Err(LinalgError::Stopped);
        }
        let width = block.min(b.cols - first);
        faer::linalg::matmul::matmul(
            c.faer_mut().subcols_mut(first, width),
            faer::Accum::Replace,
            a.faer(),
            b.faer().subcols(first, width),
            T::from_real(1.0),
            parallelism(flops_per_column.saturating_mul(width)),
        );
        first += width;
    }
    Ok(c)
}

/// Which triangle, if any, holds all the nonzeros of a square matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Triangle {
    Upper,
    Lower,
}

pub fn triangle<T: Scalar>(a: View<'_, T>) -> Option<Triangle> {
    let zero = T::from_real(0.0);
    let n = a.rows;
    let upper = (0..n).all(|j| (j + 1..n).all(|i| a.at(i, j) == zero));
    if upper {
        return Some(Triangle::Upper);
    }
    let lower = (0..n).all(|j| (0..j).all(|i| a.at(i, j) == zero));
    lower.then_some(Triangle::Lower)
}

/// Exactly Hermitian (symmetric when real): `A == A'`.
pub fn is_hermitian<T: Scalar>(a: View<'_, T>) -> bool {
    a.is_square() && (0..a.rows).all(|j| (j..a.rows).all(|i| a.at(i, j) == a.at(j, i).conjugate()))
}
