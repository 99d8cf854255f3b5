//! Diagonals of sparse matrices: `spdiags` in its four forms (extract all
//! nonzero diagonals, extract chosen diagonals, replace diagonals of a
//! matrix, build an m-by-n matrix from columns). Indexing rule of MATLAB's `spdiags`: for
//! `m >= n` row `j` of `B` holds the diagonal's element in column `j` of
//! `A`; for `m < n` it holds the element in row `j`. This file must not
//! hold arithmetic or solvers.

use std::ops::Add;

use num_complex::Complex64;

use super::convert::{full_value, sparse_value, to_sparse, undefined_for};
use crate::builtins::args::{check_allocation_dims, scalar};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Csc, Shape, Sparse, SparseElement, Tensor, Value};

/// An element `spdiags` moves around (sums duplicates when assembling).
trait Entry: SparseElement + Add<Output = Self> {}
impl Entry for f64 {}
impl Entry for Complex64 {}

/// Row of `B` that holds the element (`r`, `c`) of an `m`x`n` matrix.
fn b_row(m: usize, n: usize, r: usize, c: usize) -> usize {
    if m >= n {
        c
    } else {
        r
    }
}

/// The diagonal numbers argument: integers, as a list.
fn diagonal_numbers(value: &Value) -> Result<Vec<i64>> {
    let data = full_value(value)?
        .to_f64_vec()
        .ok_or_else(|| undefined_for("spdiags", value))?;
    data.iter()
        .map(|&d| {
            if d.is_finite() && d.fract() == 0.0 && d.abs() < 2f64.powi(53) {
                Ok(d as i64)
            } else {
                Err(RuntimeError::new(
                    "MATLAB:spdiags:InvalidDiagonal",
                    "Diagonal indices must be integer values.",
                ))
            }
        })
        .collect()
}

/// A dimension argument of `spdiags(B,d,m,n)`.
fn dimension(value: &Value) -> Result<usize> {
    let x = scalar(value, "spdiags")?;
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x <= super::convert::MAX_SPARSE_DIM as f64 {
        Ok(x as usize)
    } else {
        Err(super::convert::size_too_large())
    }
}

/// Columns `diagonals` of `a` laid out as `B` (min(m,n) x p, column-major).
fn extract<T: Entry>(a: &Csc<T>, diagonals: &[i64]) -> Result<Vec<T>> {
    let (m, n) = (a.rows(), a.cols());
    let len = m.min(n);
    check_allocation_dims(&[len, diagonals.len()], 16)?;
    let mut b = vec![T::ZERO; len * diagonals.len()];
    // Diagonal number -> columns of B (a number may repeat).
    let mut order: Vec<(i64, usize)> = diagonals.iter().copied().zip(0..).collect();
    order.sort_unstable();
    a.for_each(|r, c, v| {
        let d = c as i64 - r as i64;
        let start = order.partition_point(|&(x, _)| x < d);
        let row = b_row(m, n, r, c);
        for &(_, k) in order[start..].iter().take_while(|&&(x, _)| x == d) {
            if row < len {
                b[k * len + row] = v;
            }
        }
    });
    Ok(b)
}

/// Triplets (row, col, value) of the diagonals `d` taken from the columns
/// of `bin` (`b_rows` x p, column-major) for an `m`x`n` result.
fn place<T: Entry>(
    bin: &[T],
    b_rows: usize,
    diagonals: &[i64],
    m: usize,
    n: usize,
    out: &mut (Vec<usize>, Vec<usize>, Vec<T>),
) -> Result<()> {
    for (k, &d) in diagonals.iter().enumerate() {
        // Rows r with 0 <= r < m and 0 <= r + d < n.
        let first = if d < 0 { d.unsigned_abs() as usize } else { 0 };
        let last = if d >= 0 {
            m.min(n.saturating_sub(d as usize))
        } else {
            m.min(n.saturating_add(d.unsigned_abs() as usize))
        };
        if first >= last {
            continue;
        }
        check_allocation_dims(&[out.0.len().saturating_add(last - first)], 24)?;
        for r in first..last {
            let c = (r as i64 + d) as usize;
            let row = b_row(m, n, r, c);
            let Some(&v) = bin.get(k * b_rows + row).filter(|_| row < b_rows) else {
                return Err(RuntimeError::new(
                    "MATLAB:spdiags:InvalidSizeBin",
                    "Size of input matrix B does not match the size of the diagonals it replaces.",
                ));
            };
            out.0.push(r);
            out.1.push(c);
            out.2.push(v);
        }
    }
    Ok(())
}

/// `spdiags(Bin, d, A)` (`base` = A's elements kept off the diagonals `d`)
/// or `spdiags(Bin, d, m, n)` (`base` = None).
fn assemble<T: Entry>(
    bin: &[T],
    b_rows: usize,
    diagonals: &[i64],
    m: usize,
    n: usize,
    base: Option<&Csc<T>>,
) -> Result<Csc<T>> {
    let mut triplets = (Vec::new(), Vec::new(), Vec::new());
    if let Some(a) = base {
        let mut replaced = diagonals.to_vec();
        replaced.sort_unstable();
        a.for_each(|r, c, v| {
            if replaced.binary_search(&(c as i64 - r as i64)).is_err() {
                triplets.0.push(r);
                triplets.1.push(c);
                triplets.2.push(v);
            }
        });
    }
    place(bin, b_rows, diagonals, m, n, &mut triplets)?;
    let (r_of, c_of, values) = triplets;
    check_allocation_dims(&[n.saturating_add(1)], 8)?;
    Ok(Csc::from_triplets(
        m,
        n,
        &r_of,
        &c_of,
        |k| values[k],
        |a, b| a + b,
    ))
}

/// A full real or complex matrix from column-major data.
fn full_matrix(rows: usize, cols: usize, data: Vec<Complex64>, complex: bool) -> Value {
    let shape = Shape::matrix(rows, cols);
    if complex {
        Value::ComplexDouble(Tensor::new(shape, data))
    } else {
        Value::Double(Tensor::new(shape, data.iter().map(|z| z.re).collect()))
    }
}

fn column_of(d: &[i64]) -> Value {
    Value::Double(Tensor::column(d.iter().map(|&x| x as f64).collect()))
}

/// The matrix `Bin` of the building forms, as complex elements.
fn bin_data(value: &Value) -> Result<(Vec<Complex64>, usize, usize, bool)> {
    let full = full_value(value)?;
    let shape = full.shape();
    if shape.ndims() > 2 {
        return Err(undefined_for("spdiags", value));
    }
    let data: Vec<Complex64> = match &full {
        Value::ComplexDouble(t) => t.data().to_vec(),
        other => other
            .to_f64_vec()
            .filter(|_| !matches!(other, Value::Cell(_) | Value::Struct(_)))
            .ok_or_else(|| undefined_for("spdiags", value))?
            .into_iter()
            .map(|x| Complex64::new(x, 0.0))
            .collect(),
    };
    Ok((data, shape.rows(), shape.cols(), full.is_complex()))
}

/// Real sparse result unless some element is complex.
fn sparse_of(m: Csc<Complex64>, complex: bool) -> Value {
    if complex {
        sparse_value(Sparse::from_complex(m))
    } else {
        sparse_value(Sparse::Double(m.map(|z| z.re)))
    }
}

pub fn spdiags(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    match args {
        [a] | [a, _] => {
            let s = to_sparse(a, "spdiags")?;
            let complex = s.is_complex();
            let m = s.to_complex();
            let diagonals = match args.get(1) {
                Some(d) => diagonal_numbers(d)?,
                None => {
                    let mut found = Vec::new();
                    m.for_each(|r, c, _| found.push(c as i64 - r as i64));
                    found.sort_unstable();
                    found.dedup();
                    found
                }
            };
            let len = m.rows().min(m.cols());
            let b = full_matrix(len, diagonals.len(), extract(&m, &diagonals)?, complex);
            let mut out = Outputs::new();
            out.push(b);
            if args.len() == 1 && nargout >= 2 {
                out.push(column_of(&diagonals));
            }
            Ok(out)
        }
        [bin, d, a] => {
            let diagonals = diagonal_numbers(d)?;
            let (data, b_rows, b_cols, bin_complex) = bin_data(bin)?;
            check_columns(b_cols, diagonals.len(), data.len())?;
            let s = to_sparse(a, "spdiags")?;
            let complex = bin_complex || s.is_complex();
            let base = s.to_complex();
            let (m, n) = (base.rows(), base.cols());
            let result = assemble(&data, b_rows, &diagonals, m, n, Some(&base))?;
            one(sparse_of(result, complex))
        }
        [bin, d, m, n] => {
            let diagonals = diagonal_numbers(d)?;
            let (data, b_rows, b_cols, complex) = bin_data(bin)?;
            check_columns(b_cols, diagonals.len(), data.len())?;
            let (m, n) = (dimension(m)?, dimension(n)?);
            let result = assemble(&data, b_rows, &diagonals, m, n, None)?;
            one(sparse_of(result, complex))
        }
        _ => Err(RuntimeError::too_many_inputs()),
    }
}

/// `Bin` needs one column per diagonal (an empty `Bin` places nothing).
fn check_columns(b_cols: usize, diagonals: usize, elements: usize) -> Result<()> {
    if b_cols < diagonals && elements > 0 {
        return Err(RuntimeError::new(
            "MATLAB:spdiags:InvalidSizeBin",
            "Size of input matrix B does not match the size of the diagonals it replaces.",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A random banded m x n matrix (bandwidths up to 2) as CSC.
    fn banded(m: usize, n: usize, seed: u64) -> Csc<f64> {
        let mut state = seed;
        let mut dense = vec![0.0; m * n];
        for c in 0..n {
            for r in 0..m {
                if (r as i64 - c as i64).abs() <= 2 {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let v = ((state >> 33) % 7) as f64 - 3.0;
                    dense[c * m + r] = v;
                }
            }
        }
        Csc::from_dense(m, n, &dense)
    }

    #[test]
    fn spdiags_round_trips_banded_matrices() {
        for (m, n) in [(5, 5), (6, 4), (4, 7), (1, 3), (3, 1), (8, 8)] {
            for seed in 0..20 {
                let a = banded(m, n, seed);
                let mut diagonals = Vec::new();
                a.for_each(|r, c, _| diagonals.push(c as i64 - r as i64));
                diagonals.sort_unstable();
                diagonals.dedup();
                let b = extract(&a, &diagonals).unwrap();
                let len = m.min(n);
                let back = assemble(&b, len, &diagonals, m, n, None).unwrap();
                assert_eq!(back, a, "{m}x{n} seed {seed}");
                // Replacing every diagonal with itself changes nothing.
                let same = assemble(&b, len, &diagonals, m, n, Some(&a)).unwrap();
                assert_eq!(same, a);
            }
        }
    }

    #[test]
    fn building_uses_lower_part_for_superdiagonals_when_tall() {
        // spdiags([1 2 3 4; 5 6 7 8]', [0 1], 4, 4): superdiagonal 6 7 8.
        let bin = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
        let s = assemble(&bin, 4, &[0, 1], 4, 4, None).unwrap();
        assert_eq!(s.get(0, 1), 6.0);
        assert_eq!(s.get(2, 3), 8.0);
        // 3x5 (wide): superdiagonal from the upper part: 5 6 7.
        let s = assemble(&bin, 4, &[0, 1], 3, 5, None).unwrap();
        assert_eq!(s.get(0, 1), 5.0);
        assert_eq!(s.get(2, 3), 7.0);
    }
}
