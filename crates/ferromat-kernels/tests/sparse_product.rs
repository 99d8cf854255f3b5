//! Property tests of the sparse-dense products (`sparse_product.rs`) against
//! a naive reference that reads the sparse matrix one element at a time
//! (binary search by row in each column) and adds in increasing column
//! order, the order the kernels promise. Serial, forced-parallel and
//! automatic runs must all give the reference's bits, NaN included.

use ferromat_kernels::sparse_product::{dense_times_sparse, sparse_times_dense, CscView};
use ferromat_kernels::Parallelism;
use num_complex::Complex64;
use proptest::prelude::*;

/// A random CSC matrix: sizes, then per column a sorted set of rows.
#[derive(Debug, Clone)]
struct Csc {
    rows: usize,
    cols: usize,
    col_ptr: Vec<usize>,
    row_idx: Vec<usize>,
    values: Vec<f64>,
}

impl Csc {
    fn view(&self) -> CscView<'_, f64> {
        CscView {
            rows: self.rows,
            cols: self.cols,
            col_ptr: &self.col_ptr,
            row_idx: &self.row_idx,
            values: &self.values,
        }
    }

    fn get(&self, i: usize, j: usize) -> Option<f64> {
        let range = self.col_ptr[j]..self.col_ptr[j + 1];
        let rows = &self.row_idx[range.clone()];
        rows.binary_search(&i)
            .ok()
            .map(|p| self.values[range.start + p])
    }
}

fn value() -> impl Strategy<Value = f64> {
    prop_oneof![
        4 => -10.0f64..10.0,
        2 => Just(0.0),
        1 => Just(-0.0),
        1 => Just(f64::NAN),
        1 => Just(f64::INFINITY),
        1 => Just(1e300),
    ]
}

fn csc(max_rows: usize, max_cols: usize) -> impl Strategy<Value = Csc> {
    (0..=max_rows, 0..=max_cols).prop_flat_map(|(rows, cols)| {
        let column = proptest::collection::btree_set(0..rows.max(1), 0..=rows);
        (
            Just(rows),
            Just(cols),
            proptest::collection::vec(column, cols),
            proptest::collection::vec(value(), rows * cols),
        )
            .prop_map(|(rows, cols, sets, pool)| {
                let mut col_ptr = vec![0];
                let mut row_idx = Vec::new();
                let mut values = Vec::new();
                for set in sets {
                    for r in set.into_iter().filter(|&r| r < rows) {
                        values.push(pool[row_idx.len() % pool.len().max(1)]);
                        row_idx.push(r);
                    }
                    col_ptr.push(row_idx.len());
                }
                Csc {
                    rows,
                    cols,
                    col_ptr,
                    row_idx,
                    values,
                }
            })
    })
}

/// An n-by-n matrix whose column `j` stores the rows `rows_of(j)` (sorted,
/// those below `n` kept), with values that do not add exactly.
fn patterned(n: usize, rows_of: impl Fn(usize) -> Vec<usize>) -> Csc {
    let mut col_ptr = vec![0];
    let mut row_idx = Vec::new();
    let mut values = Vec::new();
    for j in 0..n {
        let mut rows: Vec<usize> = rows_of(j).into_iter().filter(|&i| i < n).collect();
        rows.sort_unstable();
        for i in rows {
            row_idx.push(i);
            values.push(1.0 / (1.0 + (i * 31 + j * 17) as f64 % 97.0));
        }
        col_ptr.push(row_idx.len());
    }
    Csc {
        rows: n,
        cols: n,
        col_ptr,
        row_idx,
        values,
    }
}

/// `S * X` forced parallel and automatic give the serial product's bits.
fn assert_splits_like_serial(s: CscView<'_, f64>, x: &[f64], k: usize) {
    let serial = sparse_times_dense(s, x, k, Parallelism::Serial);
    for parallelism in [Parallelism::Always, Parallelism::Auto] {
        assert!(same_bits(
            &sparse_times_dense(s, x, k, parallelism),
            &serial
        ));
    }
}

fn same_bits(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
}

fn naive_sparse_times_dense(s: &Csc, x: &[f64], k: usize) -> Vec<f64> {
    let mut y = vec![0.0; s.rows * k];
    for c in 0..k {
        for i in 0..s.rows {
            let mut acc = 0.0;
            for j in 0..s.cols {
                let xj = x[c * s.cols + j];
                if xj == 0.0 {
                    continue;
                }
                if let Some(v) = s.get(i, j) {
                    acc += v * xj;
                }
            }
            y[c * s.rows + i] = acc;
        }
    }
    y
}

fn naive_dense_times_sparse(x: &[f64], m: usize, s: &Csc) -> Vec<f64> {
    let mut y = vec![0.0; m * s.cols];
    for j in 0..s.cols {
        for r in 0..m {
            let mut acc = 0.0;
            for k in 0..s.rows {
                if let Some(v) = s.get(k, j) {
                    acc += x[k * m + r] * v;
                }
            }
            y[j * m + r] = acc;
        }
    }
    y
}

const ALL: [Parallelism; 3] = [Parallelism::Serial, Parallelism::Always, Parallelism::Auto];

proptest! {
    #[test]
    fn sparse_times_dense_matches_naive(
        s in csc(9, 9),
        k in 0usize..4,
        pool in proptest::collection::vec(value(), 1..40),
    ) {
        let x: Vec<f64> = (0..s.cols * k).map(|i| pool[i % pool.len()]).collect();
        let expected = naive_sparse_times_dense(&s, &x, k);
        for parallelism in ALL {
            let got = sparse_times_dense(s.view(), &x, k, parallelism);
            prop_assert!(same_bits(&got, &expected), "{:?}: {:?} vs {:?}", parallelism, got, expected);
        }
    }

    #[test]
    fn dense_times_sparse_matches_naive(
        s in csc(9, 9),
        m in 0usize..4,
        pool in proptest::collection::vec(value(), 1..40),
    ) {
        let x: Vec<f64> = (0..m * s.rows).map(|i| pool[i % pool.len()]).collect();
        let expected = naive_dense_times_sparse(&x, m, &s);
        for parallelism in ALL {
            let got = dense_times_sparse(&x, m, s.view(), parallelism);
            prop_assert!(same_bits(&got, &expected), "{:?}: {:?} vs {:?}", parallelism, got, expected);
        }
    }
}

/// A product large enough for the automatic split on more than one thread:
/// row pieces in `S * x` must still add in the serial order.
#[test]
fn large_products_split_like_serial() {
    let n: usize = 40_000;
    // A tridiagonal matrix with a far band, values that do not add exactly.
    let matrix = patterned(n, |j| vec![j.wrapping_sub(1), j, j + 1, j + 7_000]);
    let s = matrix.view();
    let x: Vec<f64> = (0..n).map(|i| ((i % 13) as f64 - 6.0) / 7.0).collect();
    assert_splits_like_serial(s, &x, 1);
    let serial = dense_times_sparse(&x, 1, s, Parallelism::Serial);
    assert!(same_bits(
        &dense_times_sparse(&x, 1, s, Parallelism::Always),
        &serial
    ));
    let z: Vec<Complex64> = x.iter().map(|&v| Complex64::new(v, -v)).collect();
    let zvalues: Vec<Complex64> = matrix
        .values
        .iter()
        .map(|&v| Complex64::new(v, 1.0))
        .collect();
    let zs = CscView {
        rows: n,
        cols: n,
        col_ptr: &matrix.col_ptr,
        row_idx: &matrix.row_idx,
        values: &zvalues,
    };
    let serial = sparse_times_dense(zs, &z, 1, Parallelism::Serial);
    assert_eq!(sparse_times_dense(zs, &z, 1, Parallelism::Always), serial);
}

/// A 2-D finite-difference pattern (bands at ±1 and ±`far`), alone and with
/// one stray element that the banded split's sample cannot see: the split
/// (or its fallback) must add in the serial order either way.
#[test]
fn banded_products_split_like_serial() {
    let n: usize = 60_000;
    let far = 250;
    for stray in [None, Some((n - 3, 17))] {
        let matrix = patterned(n, |j| {
            let mut rows = vec![j.wrapping_sub(far), j.wrapping_sub(1), j, j + 1, j + far];
            rows.extend(stray.filter(|&(_, c)| c == j).map(|(i, _)| i));
            rows
        });
        let s = matrix.view();
        let x: Vec<f64> = (0..n).map(|i| ((i % 13) as f64 - 6.0) / 7.0).collect();
        assert_splits_like_serial(s, &x, 1);
        let two: Vec<f64> = x.iter().chain(x.iter().rev()).copied().collect();
        assert_splits_like_serial(s, &two, 2);
    }
}
