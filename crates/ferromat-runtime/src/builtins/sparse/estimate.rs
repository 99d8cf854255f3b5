//! Norm and condition estimates without forming inverses: `condest` (the
//! Higham-Tisseur block 1-norm estimator, block size 2, applied to
//! `inv(A)` through one sparse LU kept for every solve) and `normest`
//! (MATLAB's power iteration on `S'*S`). Bounded loops only; no
//! factorization code here (ferromat-linalg's `SparseLu`).

use ferromat_linalg::sparse::{CscView, SparseLu};

use super::convert::to_sparse;
use super::operator::{column, norm, Operator};
use crate::builtins::args::check_allocation_dims;
use crate::builtins::Outputs;
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::ops::matrix::linalg_error;
use crate::value::{Csc, Value};

/// Higham's limit on the estimator's iterations.
const MAX_ESTIMATE_STEPS: usize = 5;

fn norm1(x: &[f64]) -> f64 {
    x.iter().map(|v| v.abs()).sum()
}

/// Largest column 1-norm of `a`.
fn matrix_norm1(a: &Csc<f64>) -> f64 {
    (0..a.cols())
        .map(|c| a.column(c).1.iter().map(|v| v.abs()).sum::<f64>())
        .fold(0.0, f64::max)
}

/// An estimate of `norm(inv(A),1)` and the vector `inv(A)*e` achieving it.
/// `solve(x, transpose)` is `A\x` or `A.'\x`.
fn inverse_norm1(
    n: usize,
    mut solve: impl FnMut(&[f64], bool) -> Result<Vec<f64>>,
) -> Result<(f64, Vec<f64>)> {
    if n <= 4 {
        // Small: every column of inv(A) exactly, as MATLAB does.
        let mut best = (0.0, vec![0.0; n]);
        for j in 0..n {
            let mut e = vec![0.0; n];
            e[j] = 1.0;
            let y = solve(&e, false)?;
            let est = norm1(&y);
            if est > best.0 || j == 0 {
                best = (est, y);
            }
        }
        return Ok(best);
    }
    // Block of two starting columns: ones/n and a fixed +-1 pattern/n
    // (deterministic, so the user's random stream is untouched).
    let mut block: Vec<Vec<f64>> = vec![
        vec![1.0 / n as f64; n],
        (0..n)
            .map(|i| if (i * 7 + i / 3) % 2 == 0 { 1.0 } else { -1.0 } / n as f64)
            .collect(),
    ];
    let mut est_old = 0.0;
    let mut best_vector = vec![0.0; n];
    let mut best_index: Option<usize> = None;
    let mut used = vec![false; n];
    let mut signs_old: Vec<Vec<f64>> = Vec::new();
    for step in 1..=MAX_ESTIMATE_STEPS {
        let ys: Vec<Vec<f64>> = block
            .iter()
            .map(|x| solve(x, false))
            .collect::<Result<_>>()?;
        let (j, est) =
            ys.iter()
                .map(|y| norm1(y))
                .enumerate()
                .fold(
                    (0, f64::NEG_INFINITY),
                    |b, (i, e)| if e > b.1 { (i, e) } else { b },
                );
        if est > est_old || step == 2 {
            best_vector = ys[j].clone();
        }
        if step >= 2 && est <= est_old {
            return Ok((est_old, best_vector));
        }
        est_old = est;
        let signs: Vec<Vec<f64>> = ys
            .iter()
            .map(|y| {
                y.iter()
                    .map(|&v| if v >= 0.0 { 1.0 } else { -1.0 })
                    .collect()
            })
            .collect();
        if step > 1 && signs.iter().all(|s| signs_old.iter().any(|o| o == s)) {
            break;
        }
        let zs: Vec<Vec<f64>> = signs
            .iter()
            .map(|s| solve(s, true))
            .collect::<Result<_>>()?;
        signs_old = signs;
        let h: Vec<f64> = (0..n)
            .map(|i| zs.iter().map(|z| z[i].abs()).fold(0.0, f64::max))
            .collect();
        let h_max = h.iter().copied().fold(0.0, f64::max);
        if step >= 2 && best_index.is_some_and(|b| h[b] == h_max) {
            break;
        }
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| h[b].total_cmp(&h[a]).then(a.cmp(&b)));
        let fresh: Vec<usize> = order.into_iter().filter(|&i| !used[i]).take(2).collect();
        if fresh.is_empty() {
            break;
        }
        best_index = fresh.first().copied();
        block = fresh
            .iter()
            .map(|&i| {
                used[i] = true;
                let mut e = vec![0.0; n];
                e[i] = 1.0;
                e
            })
            .collect();
    }
    Ok((est_old, best_vector))
}

/// `c = condest(A)`, `[c, v] = condest(A)`.
pub fn condest(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let s = to_sparse(&args[0], "condest")?;
    let a = s.to_real().ok_or_else(|| {
        RuntimeError::new(
            "MATLAB:condest:complexNotSupported",
            "condest supports real matrices only in ferromat.",
        )
    })?;
    if a.rows() != a.cols() {
        return Err(RuntimeError::new("MATLAB:square", "Matrix must be square."));
    }
    let n = a.rows();
    check_allocation_dims(&[n, 8], 8)?;
    let view = CscView {
        rows: n,
        cols: n,
        col_ptr: a.col_ptr(),
        row_idx: a.row_idx(),
        values: a.values(),
    };
    let lu = SparseLu::new(view).map_err(linalg_error)?;
    let (c, v) = match lu {
        Err(_) => (f64::INFINITY, vec![0.0; n]),
        Ok(lu) => {
            let (est, w) = inverse_norm1(n, |x, t| lu.solve(x, t).map_err(linalg_error))?;
            if !est.is_finite() {
                (f64::INFINITY, vec![0.0; n])
            } else {
                let scale = norm1(&w);
                let v = if scale > 0.0 {
                    w.iter().map(|x| x / scale).collect()
                } else {
                    w
                };
                (matrix_norm1(&a) * est, v)
            }
        }
    };
    let mut out = Outputs::new();
    out.push(Value::scalar(if n == 0 { 0.0 } else { c }));
    if nargout >= 2 {
        out.push(column(v));
    }
    Ok(out)
}

/// `nrm = normest(S)`, `nrm = normest(S, tol)`, `[nrm, cnt] = normest(...)`.
pub fn normest(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    const MAX_ITERATIONS: usize = 100;
    let tol = match args.get(1) {
        Some(t) => t.as_f64().filter(|t| !t.is_nan()).ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:normest:InvalidTol",
                "Tolerance must be a real scalar.",
            )
        })?,
        None => 1e-6,
    };
    let op = match &args[0] {
        Value::FunctionHandle(_) => {
            return Err(RuntimeError::new(
                "MATLAB:normest:InvalidInput",
                "Input must be a numeric matrix.",
            ))
        }
        other => Operator::read(other, "normest")?,
    };
    let (rows, cols) = op.size().unwrap_or((0, 0));
    check_allocation_dims(&[rows.max(cols), 4], 8)?;
    // Start from the column sums of |S|.
    let mut x = op.column_abs_sums();
    let mut e = norm(&x);
    let mut count = 0usize;
    if e > 0.0 {
        x.iter_mut().for_each(|v| *v /= e);
        let mut e0 = 0.0;
        while (e - e0).abs() > tol * e {
            e0 = e;
            let mut sx = op.apply(interp, &x, "normest")?;
            if sx.iter().all(|&v| v == 0.0) && x.iter().any(|&v| v != 0.0) {
                sx.iter_mut().for_each(|v| *v = interp.random.next_f64());
            }
            x = op.apply_transpose(interp, &sx, "normest")?;
            let normx = norm(&x);
            e = normx / norm(&sx);
            if normx > 0.0 {
                x.iter_mut().for_each(|v| *v /= normx);
            }
            count += 1;
            if count > MAX_ITERATIONS {
                crate::builtins::messages::warn(
                    interp,
                    "MATLAB:normest:notconverge",
                    &format!(
                        "NORMEST did not converge for {MAX_ITERATIONS} iterations with tolerance {}",
                        crate::format::sprintf("%g", &[Value::scalar(tol)]).unwrap_or_default()
                    ),
                );
                break;
            }
            if !e.is_finite() {
                break;
            }
        }
    }
    let mut out = Outputs::new();
    out.push(Value::scalar(e));
    if nargout >= 2 {
        out.push(Value::scalar(count as f64));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dense_inverse_norm1(n: usize, a: &[f64]) -> f64 {
        // Gauss-Jordan on [A | I].
        let mut m: Vec<Vec<f64>> = (0..n)
            .map(|i| {
                let mut row: Vec<f64> = (0..n).map(|j| a[j * n + i]).collect();
                row.extend((0..n).map(|j| if i == j { 1.0 } else { 0.0 }));
                row
            })
            .collect();
        for k in 0..n {
            let p = (k..n)
                .max_by(|&i, &j| m[i][k].abs().total_cmp(&m[j][k].abs()))
                .unwrap();
            m.swap(k, p);
            let d = m[k][k];
            m[k].iter_mut().for_each(|v| *v /= d);
            for i in 0..n {
                if i != k {
                    let f = m[i][k];
                    let row_k = m[k].clone();
                    m[i].iter_mut().zip(&row_k).for_each(|(v, r)| *v -= f * r);
                }
            }
        }
        (0..n)
            .map(|j| (0..n).map(|i| m[i][n + j].abs()).sum::<f64>())
            .fold(0.0, f64::max)
    }

    #[test]
    fn estimate_is_a_lower_bound_close_to_the_truth() {
        let mut state = 11u64;
        for n in [3usize, 6, 10, 25] {
            let mut a = vec![0.0; n * n];
            for (k, v) in a.iter_mut().enumerate() {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if (state >> 60) < 5 || k % (n + 1) == 0 {
                    *v = ((state >> 11) as f64 / (1u64 << 53) as f64) - 0.5
                        + if k % (n + 1) == 0 { 2.0 } else { 0.0 };
                }
            }
            let m = Csc::from_dense(n, n, &a);
            let view = CscView {
                rows: n,
                cols: n,
                col_ptr: m.col_ptr(),
                row_idx: m.row_idx(),
                values: m.values(),
            };
            let lu = SparseLu::new(view).unwrap().unwrap();
            let (est, _) = inverse_norm1(n, |x, t| Ok(lu.solve(x, t).unwrap())).unwrap();
            let exact = dense_inverse_norm1(n, &a);
            assert!(est <= exact * (1.0 + 1e-10), "n={n}: {est} > {exact}");
            assert!(est >= exact / 3.0, "n={n}: {est} far below {exact}");
        }
    }
}
