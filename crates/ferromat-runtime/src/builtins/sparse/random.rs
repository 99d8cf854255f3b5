//! Random sparse matrices from the session's generator: `sprand` and
//! `sprandn` (uniform or normal values) and `sprandsym` (symmetric, normal
//! values). `sprand(m,n,density)` places exactly `round(density*m*n)`
//! values at distinct positions drawn without replacement (MATLAB promises
//! "approximately" that many; none are lost to repeated positions), and
//! `sprandsym(n,density)` has exactly `round(density*n^2)` nonzeros. The
//! `S` forms keep `S`'s pattern. Only positions and values are made here:
//! assembly is `Csc::from_triplets`, no sparse arithmetic.

use std::collections::HashSet;

use super::construct::{dimension, pattern_of};
use super::convert::{size_too_large, sparse_value, to_sparse};
use crate::builtins::args::{check_allocation_dims, scalar};
use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::{Csc, Sparse, Value};

/// A density in [0, 1].
fn density(value: &Value, function: &str) -> Result<f64> {
    let d = scalar(value, function)?;
    if !(0.0..=1.0).contains(&d) {
        return Err(RuntimeError::new(
            format!("MATLAB:{function}:invalidDensity"),
            "Density must be between 0 and 1.",
        ));
    }
    Ok(d)
}

/// `count` distinct integers of `0..total`, ascending, uniformly among all
/// such sets (Floyd's sampling: one draw per element, whatever `total`).
/// The caller has checked that `count` elements fit in memory.
fn distinct(interp: &mut Interpreter, count: u128, total: u128) -> Vec<u128> {
    let count = count.min(total);
    let mut chosen: HashSet<u128> = HashSet::with_capacity(count as usize);
    for top in total - count..total {
        let pick = ((interp.random.next_f64() * (top + 1) as f64) as u128).min(top);
        if !chosen.insert(pick) {
            chosen.insert(top);
        }
    }
    let mut sorted: Vec<u128> = chosen.into_iter().collect();
    sorted.sort_unstable();
    sorted
}

/// `sprand(m,n,density)`, `sprandn(...)`, and the `sprand(S)` form with
/// `S`'s pattern.
fn random_sparse(interp: &mut Interpreter, args: &[Value], normal: bool) -> Result<Outputs> {
    let function = if normal { "sprandn" } else { "sprand" };
    let draw = |interp: &mut Interpreter| {
        if normal {
            interp.random.next_normal()
        } else {
            interp.random.next_f64()
        }
    };
    let (rows, cols, r_of, c_of) = match args {
        [pattern] => {
            let s = to_sparse(pattern, function)?;
            let mut r_of = Vec::with_capacity(s.nnz());
            let mut c_of = Vec::with_capacity(s.nnz());
            pattern_of(&s, &mut r_of, &mut c_of);
            (s.rows(), s.cols(), r_of, c_of)
        }
        [m, n, d] => {
            let rows = dimension(m)?;
            let cols = dimension(n)?;
            let d = density(d, function)?;
            let total = rows as u128 * cols as u128;
            let target = (d * total as f64).round() as u128;
            let target = usize::try_from(target).map_err(|_| size_too_large())?;
            check_allocation_dims(&[target.saturating_add(cols).saturating_add(1)], 48)?;
            let mut r_of = Vec::with_capacity(target);
            let mut c_of = Vec::with_capacity(target);
            for k in distinct(interp, target as u128, total) {
                r_of.push((k % rows as u128) as usize);
                c_of.push((k / rows as u128) as usize);
            }
            (rows, cols, r_of, c_of)
        }
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let values: Vec<f64> = (0..r_of.len()).map(|_| draw(interp)).collect();
    let m = Csc::from_triplets(rows, cols, &r_of, &c_of, |k| values[k], |_, b| b);
    one(sparse_value(Sparse::Double(m)))
}

pub fn sprand(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    random_sparse(interp, args, false)
}

pub fn sprandn(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    random_sparse(interp, args, true)
}

/// The position `(i, j)`, `i > j`, of the `p`-th element of a strict lower
/// triangle numbered row by row: row `i` holds `p` in `i(i-1)/2 .. i(i+1)/2`.
fn lower_position(p: u128) -> (usize, usize) {
    let mut i = ((1.0 + (1.0 + 8.0 * p as f64).sqrt()) / 2.0) as u128;
    while i > 1 && i * (i - 1) / 2 > p {
        i -= 1;
    }
    while (i + 1) * i / 2 <= p {
        i += 1;
    }
    (i as usize, (p - i * (i - 1) / 2) as usize)
}

/// How many of `k` nonzeros of a symmetric n-by-n matrix lie on the
/// diagonal: as many as `k` cells drawn from the whole square would put
/// there, moved by one when needed so that the rest pair up across it.
fn diagonal_count(interp: &mut Interpreter, n: usize, k: u128) -> u128 {
    let n128 = n as u128;
    let mut r = distinct(interp, k, n128 * n128)
        .into_iter()
        .filter(|&c| c % n128 == c / n128)
        .count() as u128;
    if (k - r) % 2 == 1 {
        r = if r < n128.min(k) { r + 1 } else { r - 1 };
    }
    r
}

/// `sprandsym(n, density)` and `sprandsym(S)`: symmetric, values normally
/// distributed; an off-diagonal value appears at `(i,j)` and `(j,i)`.
pub fn sprandsym(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let (n, lower_r, lower_c) = match args {
        [pattern] => {
            let s = to_sparse(pattern, "sprandsym")?;
            if s.rows() != s.cols() {
                return Err(RuntimeError::new("MATLAB:square", "Matrix must be square."));
            }
            let mut r_of = Vec::new();
            let mut c_of = Vec::new();
            pattern_of(&s, &mut r_of, &mut c_of);
            let (r_of, c_of): (Vec<usize>, Vec<usize>) =
                r_of.into_iter().zip(c_of).filter(|(r, c)| r >= c).unzip();
            (s.rows(), r_of, c_of)
        }
        [n, d] => {
            let n = dimension(n)?;
            let d = density(d, "sprandsym")?;
            let total = n as u128 * n as u128;
            let k = (d * total as f64).round() as u128;
            let k_usize = usize::try_from(k).map_err(|_| size_too_large())?;
            check_allocation_dims(&[k_usize.saturating_add(n + 1)], 48)?;
            let on_diagonal = diagonal_count(interp, n, k);
            let pairs = (k - on_diagonal) / 2;
            let mut r_of = Vec::with_capacity(k_usize);
            let mut c_of = Vec::with_capacity(k_usize);
            for i in distinct(interp, on_diagonal, n as u128) {
                r_of.push(i as usize);
                c_of.push(i as usize);
            }
            let strict = n as u128 * (n as u128).saturating_sub(1) / 2;
            for p in distinct(interp, pairs, strict) {
                let (i, j) = lower_position(p);
                r_of.push(i);
                c_of.push(j);
            }
            (n, r_of, c_of)
        }
        [_, _, ..] => {
            return Err(RuntimeError::new(
                "MATLAB:sprandsym:unsupported",
                "sprandsym with a condition number (rc) or kind argument is not supported.",
            ))
        }
        [] => return Err(RuntimeError::not_enough_inputs()),
    };
    let values: Vec<f64> = (0..lower_r.len())
        .map(|_| interp.random.next_normal())
        .collect();
    let mut r_of = Vec::with_capacity(2 * lower_r.len());
    let mut c_of = Vec::with_capacity(2 * lower_r.len());
    let mut v_of = Vec::with_capacity(2 * lower_r.len());
    for ((&r, &c), &v) in lower_r.iter().zip(&lower_c).zip(&values) {
        r_of.push(r);
        c_of.push(c);
        v_of.push(v);
        if r != c {
            r_of.push(c);
            c_of.push(r);
            v_of.push(v);
        }
    }
    let m = Csc::from_triplets(n, n, &r_of, &c_of, |k| v_of[k], |a, b| a + b);
    one(sparse_value(Sparse::Double(m)))
}

#[cfg(test)]
mod tests {
    use super::lower_position;

    #[test]
    fn lower_triangle_numbering_is_row_by_row() {
        let positions: Vec<(usize, usize)> = (0..6).map(lower_position).collect();
        assert_eq!(
            positions,
            vec![(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]
        );
        assert_eq!(lower_position(4_999_950_000 - 1), (99_999, 99_998));
    }
}
