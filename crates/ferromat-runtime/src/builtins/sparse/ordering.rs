//! Fill-reducing orderings as permutation row vectors: `amd`, `colamd`,
//! `symamd` and `symrcm`, on ferromat-linalg's ordering module (faer's
//! AMD and COLAMD; reverse Cuthill-McKee). Reads only the pattern of a
//! full or sparse argument; no factorization here.

use ferromat_linalg::ordering::{self, Pattern};

use super::convert::to_sparse;
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::linalg_error;
use crate::value::{Sparse, Tensor, Value};

/// Column pointers and row indices of any sparse kind.
fn pattern_arrays(s: &Sparse) -> (Vec<usize>, Vec<usize>) {
    match s {
        Sparse::Double(m) => (m.col_ptr().to_vec(), m.row_idx().to_vec()),
        Sparse::Complex(m) => (m.col_ptr().to_vec(), m.row_idx().to_vec()),
        Sparse::Logical(m) => (m.col_ptr().to_vec(), m.row_idx().to_vec()),
    }
}

fn not_square(function: &str) -> RuntimeError {
    RuntimeError::new(
        format!("MATLAB:{function}:NotSquare"),
        "Matrix must be square.",
    )
}

/// Runs `order` on the pattern of `args[0]` and returns `p` (1-based row).
fn permutation(
    args: &[Value],
    function: &str,
    square: bool,
    order: fn(Pattern<'_>) -> ferromat_linalg::Result<Vec<usize>>,
) -> Result<Outputs> {
    let s = to_sparse(&args[0], function)?;
    if square && s.rows() != s.cols() {
        return Err(not_square(function));
    }
    let (col_ptr, row_idx) = pattern_arrays(&s);
    let pattern = Pattern {
        rows: s.rows(),
        cols: s.cols(),
        col_ptr: &col_ptr,
        row_idx: &row_idx,
    };
    let p = order(pattern).map_err(linalg_error)?;
    one(Value::Double(Tensor::row(
        p.iter().map(|&j| (j + 1) as f64).collect(),
    )))
}

/// `p = amd(A)`: approximate minimum degree ordering of `A + A'`.
pub fn amd(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    permutation(args, "amd", true, ordering::amd)
}

/// `p = colamd(S)`: column approximate minimum degree ordering.
pub fn colamd(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    permutation(args, "colamd", false, ordering::colamd)
}

/// `p = symamd(S)`: a minimum degree ordering of symmetric `S` (here
/// AMD of `S + S'`, which orders the same graph).
pub fn symamd(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    permutation(args, "symamd", true, ordering::amd)
}

/// `r = symrcm(S)`: reverse Cuthill-McKee ordering of `S + S'`.
pub fn symrcm(_: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    permutation(args, "symrcm", true, ordering::rcm)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Csc;

    /// 2-D Poisson (5-point) matrix on a k x k grid, natural order.
    fn poisson(k: usize) -> Csc<f64> {
        let n = k * k;
        let mut dense = vec![0.0; n * n];
        for c in 0..n {
            let (i, j) = (c % k, c / k);
            dense[c * n + c] = 4.0;
            let mut link = |r: usize| dense[c * n + r] = -1.0;
            if i > 0 {
                link(c - 1);
            }
            if i + 1 < k {
                link(c + 1);
            }
            if j > 0 {
                link(c - k);
            }
            if j + 1 < k {
                link(c + k);
            }
        }
        Csc::from_dense(n, n, &dense)
    }

    /// Nonzeros of the Cholesky factor of `P A P'` by symbolic
    /// elimination (dense boolean, small n only).
    fn cholesky_fill(a: &Csc<f64>, p: &[usize]) -> usize {
        let n = a.rows();
        let mut position = vec![0; n];
        for (k, &j) in p.iter().enumerate() {
            position[j] = k;
        }
        let mut g = vec![vec![false; n]; n];
        a.for_each(|r, c, _| g[position[r]][position[c]] = true);
        let mut count = 0;
        for k in 0..n {
            let below: Vec<usize> = (k + 1..n).filter(|&i| g[i][k] || g[k][i]).collect();
            count += below.len() + 1;
            for &i in &below {
                for &j in &below {
                    g[i][j] = true;
                }
            }
        }
        count
    }

    fn bandwidth(a: &Csc<f64>, p: &[usize]) -> usize {
        let mut position = vec![0; a.rows()];
        for (k, &j) in p.iter().enumerate() {
            position[j] = k;
        }
        let mut b = 0;
        a.for_each(|r, c, _| b = b.max(position[r].abs_diff(position[c])));
        b
    }

    fn run(
        f: fn(&mut Interpreter, &[Value], usize) -> Result<Outputs>,
        a: &Csc<f64>,
    ) -> Vec<usize> {
        let v = super::super::convert::sparse_value(Sparse::Double(a.clone()));
        let out = f(&mut Interpreter::new(), &[v], 1).unwrap();
        let p: Vec<usize> = out[0]
            .to_f64_vec()
            .unwrap()
            .iter()
            .map(|&x| x as usize - 1)
            .collect();
        let mut sorted = p.clone();
        sorted.sort_unstable();
        assert_eq!(
            sorted,
            (0..a.rows()).collect::<Vec<_>>(),
            "not a permutation"
        );
        p
    }

    #[test]
    fn orderings_reduce_fill_or_bandwidth_on_poisson() {
        let a = poisson(12);
        let identity: Vec<usize> = (0..a.rows()).collect();
        let natural = cholesky_fill(&a, &identity);
        for f in [amd, symamd, colamd] {
            let p = run(f, &a);
            assert!(cholesky_fill(&a, &p) < natural, "fill not reduced");
        }
        // Shuffle the natural order: RCM must bring the bandwidth back
        // down to the grid's (k) from the shuffled one.
        let k = 12;
        let n = k * k;
        let shuffle: Vec<usize> = (0..n).map(|i| (i * 37) % n).collect();
        let mut dense = a.to_dense();
        let original = dense.clone();
        for c in 0..n {
            for r in 0..n {
                dense[shuffle[c] * n + shuffle[r]] = original[c * n + r];
            }
        }
        let shuffled = Csc::from_dense(n, n, &dense);
        let p = run(symrcm, &shuffled);
        assert!(
            bandwidth(&shuffled, &p) <= k + 1,
            "{}",
            bandwidth(&shuffled, &p)
        );
        assert!(bandwidth(&shuffled, &identity) > k + 1);
    }
}
