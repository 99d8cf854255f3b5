//! Sparse matrices as MATLAB stores them: compressed sparse column (CSC),
//! 2-D only, element kinds double, complex double and logical. This file
//! holds the storage type and the element-generic building blocks (assembly
//! from triplets, conversion to and from column-major dense data, zero-
//! preserving maps, transposition). It must not know operators, indexing
//! or display: those live in builtins/sparse, index/sparse.rs and
//! display/sparse.rs.
//!
//! Invariants of a [`Csc`]: `col_ptr.len() == cols + 1`, `col_ptr[0] == 0`,
//! non-decreasing; row indices strictly increasing within each column; no
//! stored element is zero (MATLAB never keeps explicit zeros); `nzmax >=
//! max(nnz, 1)`.

use std::borrow::Cow;

use ferromat_kernels::sparse_product::CscView;
use num_complex::Complex64;

/// An element a sparse matrix can hold: it knows its own zero.
pub trait SparseElement: Copy + PartialEq + Send + Sync + std::fmt::Debug + 'static {
    const ZERO: Self;
    fn is_zero(&self) -> bool;
}

impl SparseElement for f64 {
    const ZERO: f64 = 0.0;
    fn is_zero(&self) -> bool {
        *self == 0.0
    }
}

impl SparseElement for Complex64 {
    const ZERO: Complex64 = Complex64::new(0.0, 0.0);
    fn is_zero(&self) -> bool {
        self.re == 0.0 && self.im == 0.0
    }
}

impl SparseElement for bool {
    const ZERO: bool = false;
    fn is_zero(&self) -> bool {
        !*self
    }
}

/// A compressed-sparse-column matrix of `T` (see the module invariants).
#[derive(Clone, Debug, PartialEq)]
pub struct Csc<T> {
    rows: usize,
    cols: usize,
    col_ptr: Vec<usize>,
    row_idx: Vec<usize>,
    values: Vec<T>,
    nzmax: usize,
}

impl<T: SparseElement> Csc<T> {
    /// An all-zero `rows`x`cols` matrix with room for `nzmax` elements.
    pub fn zeros(rows: usize, cols: usize, nzmax: usize) -> Csc<T> {
        Csc {
            rows,
            cols,
            col_ptr: vec![0; cols + 1],
            row_idx: Vec::new(),
            values: Vec::new(),
            nzmax: nzmax.max(1),
        }
    }

    /// From CSC arrays that already meet the invariants except possibly
    /// for stored zeros, which are removed here.
    ///
    /// # Panics
    /// If the arrays are inconsistent (a bug in the caller, not user input).
    #[track_caller]
    pub fn from_parts(
        rows: usize,
        cols: usize,
        col_ptr: Vec<usize>,
        row_idx: Vec<usize>,
        values: Vec<T>,
    ) -> Csc<T> {
        assert_eq!(col_ptr.len(), cols + 1, "sparse column pointers");
        assert_eq!(row_idx.len(), values.len(), "sparse index/value lengths");
        assert_eq!(col_ptr.last().copied(), Some(values.len()), "sparse nnz");
        debug_assert!((0..cols).all(|c| {
            let r = &row_idx[col_ptr[c]..col_ptr[c + 1]];
            r.windows(2).all(|w| w[0] < w[1]) && r.iter().all(|&i| i < rows)
        }));
        let mut m = Csc {
            rows,
            cols,
            col_ptr,
            row_idx,
            values,
            nzmax: 1,
        };
        m.prune();
        m.nzmax = m.values.len().max(1);
        m
    }

    /// Removes stored zeros in place.
    fn prune(&mut self) {
        if !self.values.iter().any(|v| v.is_zero()) {
            return;
        }
        let mut write = 0;
        let mut start = 0;
        for c in 0..self.cols {
            let end = self.col_ptr[c + 1];
            for k in start..end {
                if !self.values[k].is_zero() {
                    self.row_idx[write] = self.row_idx[k];
                    self.values[write] = self.values[k];
                    write += 1;
                }
            }
            start = end;
            self.col_ptr[c + 1] = write;
        }
        self.row_idx.truncate(write);
        self.values.truncate(write);
    }

    /// Assembles `(rows[k], cols[k], value(k))` triplets (0-based,
    /// already checked against the size), combining duplicates with
    /// `combine` in triplet order and dropping results that are zero.
    /// Linear in the number of triplets plus a per-column sort.
    pub fn from_triplets(
        rows: usize,
        cols: usize,
        row_of: &[usize],
        col_of: &[usize],
        value: impl Fn(usize) -> T,
        combine: impl Fn(T, T) -> T,
    ) -> Csc<T> {
        let n = row_of.len().min(col_of.len());
        let mut col_ptr = vec![0usize; cols + 1];
        for &c in &col_of[..n] {
            col_ptr[c + 1] += 1;
        }
        for c in 0..cols {
            col_ptr[c + 1] += col_ptr[c];
        }
        // Each element goes straight to its column's bucket, in input order,
        // so duplicates meet `combine` in the order MATLAB adds them.
        let mut next = col_ptr[..cols].to_vec();
        let mut row_idx = vec![0usize; n];
        let mut values = vec![T::ZERO; n];
        for (k, (&r, &c)) in row_of[..n].iter().zip(&col_of[..n]).enumerate() {
            let slot = next[c];
            row_idx[slot] = r;
            values[slot] = value(k);
            next[c] = slot + 1;
        }
        drop(next);
        // Column by column: sort a bucket by row (stably) when it is out of
        // order, add up duplicates and drop zeros, writing the result over
        // the front of the same arrays.
        let mut scratch: Vec<(usize, T)> = Vec::new();
        let mut write = 0;
        for c in 0..cols {
            let (start, end) = (col_ptr[c], col_ptr[c + 1]);
            col_ptr[c] = write;
            let rows_here = &row_idx[start..end];
            if rows_here.windows(2).any(|w| w[0] >= w[1]) {
                scratch.clear();
                scratch.extend(
                    rows_here
                        .iter()
                        .copied()
                        .zip(values[start..end].iter().copied()),
                );
                scratch.sort_by_key(|&(r, _)| r);
                let mut k = 0;
                while k < scratch.len() {
                    let (row, mut acc) = scratch[k];
                    k += 1;
                    while k < scratch.len() && scratch[k].0 == row {
                        acc = combine(acc, scratch[k].1);
                        k += 1;
                    }
                    if !acc.is_zero() {
                        row_idx[write] = row;
                        values[write] = acc;
                        write += 1;
                    }
                }
            } else {
                for k in start..end {
                    if !values[k].is_zero() {
                        row_idx[write] = row_idx[k];
                        values[write] = values[k];
                        write += 1;
                    }
                }
            }
        }
        col_ptr[cols] = write;
        row_idx.truncate(write);
        values.truncate(write);
        let nzmax = values.len().max(1);
        Csc {
            rows,
            cols,
            col_ptr,
            row_idx,
            values,
            nzmax,
        }
    }

    /// The nonzeros of column-major dense `data` of a `rows`x`cols` matrix.
    pub fn from_dense(rows: usize, cols: usize, data: &[T]) -> Csc<T> {
        let mut col_ptr = Vec::with_capacity(cols + 1);
        let mut row_idx = Vec::new();
        let mut values = Vec::new();
        col_ptr.push(0);
        for c in 0..cols {
            for r in 0..rows {
                if let Some(&x) = data.get(c * rows + r) {
                    if !x.is_zero() {
                        row_idx.push(r);
                        values.push(x);
                    }
                }
            }
            col_ptr.push(values.len());
        }
        let nzmax = values.len().max(1);
        Csc {
            rows,
            cols,
            col_ptr,
            row_idx,
            values,
            nzmax,
        }
    }

    /// Column-major dense elements. The caller checks the allocation.
    pub fn to_dense(&self) -> Vec<T> {
        let mut out = vec![T::ZERO; self.rows * self.cols];
        for c in 0..self.cols {
            for k in self.col_ptr[c]..self.col_ptr[c + 1] {
                out[c * self.rows + self.row_idx[k]] = self.values[k];
            }
        }
        out
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn nnz(&self) -> usize {
        self.values.len()
    }

    /// Storage allocated, as `nzmax` reports it (at least 1).
    pub fn nzmax(&self) -> usize {
        self.nzmax.max(self.values.len()).max(1)
    }

    /// Sets the reported allocation (`sparse(i,j,v,m,n,nzmax)`, `spalloc`).
    pub fn with_nzmax(mut self, nzmax: usize) -> Csc<T> {
        self.nzmax = nzmax.max(self.values.len()).max(1);
        self
    }

    pub fn col_ptr(&self) -> &[usize] {
        &self.col_ptr
    }

    pub fn row_idx(&self) -> &[usize] {
        &self.row_idx
    }

    pub fn values(&self) -> &[T] {
        &self.values
    }

    /// The matrix as the kernels' borrowed compressed-column view.
    pub fn view(&self) -> CscView<'_, T> {
        CscView {
            rows: self.rows,
            cols: self.cols,
            col_ptr: &self.col_ptr,
            row_idx: &self.row_idx,
            values: &self.values,
        }
    }

    /// Row indices and values of column `c`.
    pub fn column(&self, c: usize) -> (&[usize], &[T]) {
        match (self.col_ptr.get(c), self.col_ptr.get(c + 1)) {
            (Some(&a), Some(&b)) => (&self.row_idx[a..b], &self.values[a..b]),
            _ => (&[], &[]),
        }
    }

    /// The element at (`r`, `c`), zero when not stored.
    pub fn get(&self, r: usize, c: usize) -> T {
        let (rows, values) = self.column(c);
        match rows.binary_search(&r) {
            Ok(k) => values[k],
            Err(_) => T::ZERO,
        }
    }

    /// Calls `visit(row, col, value)` for each stored element, column by column.
    pub fn for_each(&self, mut visit: impl FnMut(usize, usize, T)) {
        for c in 0..self.cols {
            for k in self.col_ptr[c]..self.col_ptr[c + 1] {
                visit(self.row_idx[k], c, self.values[k]);
            }
        }
    }

    /// `f` of every stored element (zeros in the result are dropped). Only
    /// right for an `f` with `f(0) == 0`; the caller decides that.
    pub fn map<U: SparseElement>(&self, f: impl Fn(T) -> U) -> Csc<U> {
        let values: Vec<U> = self.values.iter().map(|&x| f(x)).collect();
        Csc::from_parts(
            self.rows,
            self.cols,
            self.col_ptr.clone(),
            self.row_idx.clone(),
            values,
        )
    }

    /// The transpose, each element passed through `f` (conjugation).
    pub fn transpose_with(&self, f: impl Fn(T) -> T) -> Csc<T> {
        let mut count = vec![0usize; self.rows + 1];
        for &r in &self.row_idx {
            count[r + 1] += 1;
        }
        for r in 0..self.rows {
            count[r + 1] += count[r];
        }
        let mut next = count.clone();
        let n = self.nnz();
        let mut row_idx = vec![0usize; n];
        let mut values = vec![T::ZERO; n];
        for c in 0..self.cols {
            for k in self.col_ptr[c]..self.col_ptr[c + 1] {
                let r = self.row_idx[k];
                row_idx[next[r]] = c;
                values[next[r]] = f(self.values[k]);
                next[r] += 1;
            }
        }
        Csc::from_parts(self.cols, self.rows, count, row_idx, values)
    }

    /// Same elements, `rows`x`cols` (same number of elements), column-major
    /// order kept as `reshape` does.
    pub fn reshaped(&self, rows: usize, cols: usize) -> Csc<T> {
        let mut r_of = Vec::with_capacity(self.nnz());
        let mut c_of = Vec::with_capacity(self.nnz());
        self.for_each(|r, c, _| {
            let linear = c * self.rows + r;
            r_of.push(linear % rows.max(1));
            c_of.push(linear / rows.max(1));
        });
        // Linear order is preserved, so the triplets are already sorted by
        // column and row: assembly does no sorting work.
        let values = &self.values;
        Csc::from_triplets(rows, cols, &r_of, &c_of, |k| values[k], |_, b| b)
    }
}

/// A sparse matrix of one of MATLAB's three sparse element kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum Sparse {
    Double(Csc<f64>),
    Complex(Csc<Complex64>),
    Logical(Csc<bool>),
}

impl Sparse {
    pub fn rows(&self) -> usize {
        match self {
            Sparse::Double(m) => m.rows(),
            Sparse::Complex(m) => m.rows(),
            Sparse::Logical(m) => m.rows(),
        }
    }

    pub fn cols(&self) -> usize {
        match self {
            Sparse::Double(m) => m.cols(),
            Sparse::Complex(m) => m.cols(),
            Sparse::Logical(m) => m.cols(),
        }
    }

    pub fn nnz(&self) -> usize {
        match self {
            Sparse::Double(m) => m.nnz(),
            Sparse::Complex(m) => m.nnz(),
            Sparse::Logical(m) => m.nnz(),
        }
    }

    pub fn nzmax(&self) -> usize {
        match self {
            Sparse::Double(m) => m.nzmax(),
            Sparse::Complex(m) => m.nzmax(),
            Sparse::Logical(m) => m.nzmax(),
        }
    }

    pub fn is_logical(&self) -> bool {
        matches!(self, Sparse::Logical(_))
    }

    pub fn is_complex(&self) -> bool {
        matches!(self, Sparse::Complex(_))
    }

    /// The elements as doubles (logical true is 1); `None` for complex.
    pub fn to_real(&self) -> Option<Csc<f64>> {
        match self {
            Sparse::Double(m) => Some(m.clone()),
            Sparse::Logical(m) => Some(m.map(|b| if b { 1.0 } else { 0.0 })),
            Sparse::Complex(_) => None,
        }
    }

    /// The elements as doubles (`None` for complex), borrowed when they
    /// are doubles already: reading a large matrix need not copy it.
    pub fn real(&self) -> Option<Cow<'_, Csc<f64>>> {
        match self {
            Sparse::Double(m) => Some(Cow::Borrowed(m)),
            Sparse::Logical(m) => Some(Cow::Owned(m.map(|b| if b { 1.0 } else { 0.0 }))),
            Sparse::Complex(_) => None,
        }
    }

    /// The elements as complex doubles, borrowed when complex already.
    pub fn complex(&self) -> Cow<'_, Csc<Complex64>> {
        match self {
            Sparse::Complex(m) => Cow::Borrowed(m),
            _ => Cow::Owned(self.to_complex()),
        }
    }

    /// The elements as complex doubles.
    pub fn to_complex(&self) -> Csc<Complex64> {
        match self {
            Sparse::Double(m) => m.map(|x| Complex64::new(x, 0.0)),
            Sparse::Logical(m) => m.map(|b| Complex64::new(if b { 1.0 } else { 0.0 }, 0.0)),
            Sparse::Complex(m) => m.clone(),
        }
    }

    /// Complex results whose imaginary parts are all zero become real, as
    /// MATLAB's arithmetic does for full arrays.
    pub fn from_complex(m: Csc<Complex64>) -> Sparse {
        if m.values().iter().all(|z| z.im == 0.0) {
            Sparse::Double(m.map(|z| z.re))
        } else {
            Sparse::Complex(m)
        }
    }

    /// Bytes as `whos` reports them: per allocated element its value and a
    /// row index, plus one column pointer per column and one more (8-byte
    /// indices, as 64-bit MATLAB).
    pub fn bytes(&self) -> usize {
        let element = match self {
            Sparse::Double(_) => 8,
            Sparse::Complex(_) => 16,
            Sparse::Logical(_) => 1,
        };
        self.nzmax().saturating_mul(element + 8) + (self.cols() + 1).saturating_mul(8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triplets_sum_duplicates_and_drop_zeros() {
        let m = Csc::from_triplets(
            3,
            2,
            &[2, 0, 2, 1],
            &[1, 1, 1, 0],
            |k| [1.0, 2.0, 3.0, 0.0][k],
            |a, b| a + b,
        );
        assert_eq!(m.col_ptr(), &[0, 0, 2]);
        assert_eq!(m.row_idx(), &[0, 2]);
        assert_eq!(m.values(), &[2.0, 4.0]);
        assert_eq!(m.to_dense(), vec![0.0, 0.0, 0.0, 2.0, 0.0, 4.0]);
    }

    #[test]
    fn transpose_and_reshape() {
        let m = Csc::from_dense(2, 3, &[1.0, 0.0, 0.0, 2.0, 3.0, 0.0]);
        let t = m.transpose_with(|x| x);
        assert_eq!(t.to_dense(), vec![1.0, 0.0, 3.0, 0.0, 2.0, 0.0]);
        let r = m.reshaped(3, 2);
        assert_eq!(r.to_dense(), m.to_dense());
    }
}
