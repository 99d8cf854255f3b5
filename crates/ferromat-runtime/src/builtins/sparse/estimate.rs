//! Norm and condition estimates without forming inverses: `condest` (the
//! Higham-Tisseur block 1-norm estimator, block size 2, applied to
//! `inv(A)` through one sparse LU kept for every solve), `normest1` (the
//! same estimator on `A` itself, block size t, matrix or function form)
//! and `normest` (MATLAB's power iteration on `S'*S`). Bounded loops only; no
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

/// A 1-norm estimate `est` of an operator, with `v` and `w = A*v` such
/// that `norm(w,1) = est*norm(v,1)`, and the work done: iterations and
/// products with `A` or `A'`.
pub(super) struct Estimate {
    pub est: f64,
    pub v: Vec<f64>,
    pub w: Vec<f64>,
    pub steps: usize,
    pub products: usize,
}

/// Column `k` of the default starting block: ones for the first, a fixed
/// +-1 pattern per later column (deterministic, so the user's random
/// stream is untouched), all divided by n.
fn start_column(n: usize, k: usize) -> Vec<f64> {
    (0..n)
        .map(|i| {
            let sign = if k == 0 || (i * (6 * k + 1) + i / (k + 2)).is_multiple_of(2) {
                1.0
            } else {
                -1.0
            };
            sign / n as f64
        })
        .collect()
}

/// Higham and Tisseur's block 1-norm estimator with `t` columns.
/// `apply(x, transpose)` is `A*x` or `A'*x`; `start` is the starting
/// block (columns of length n). Small problems (n <= 4 or t >= n) get the
/// exact norm from every column.
pub(super) fn block_norm1(
    n: usize,
    t: usize,
    start: Option<Vec<Vec<f64>>>,
    mut apply: impl FnMut(&[f64], bool) -> Result<Vec<f64>>,
) -> Result<Estimate> {
    let unit = |i: usize| {
        let mut e = vec![0.0; n];
        e[i] = 1.0;
        e
    };
    let mut best = Estimate {
        est: 0.0,
        v: vec![0.0; n],
        w: vec![0.0; n],
        steps: 0,
        products: 0,
    };
    if n <= 4 || t >= n {
        for j in 0..n {
            let e = unit(j);
            let y = apply(&e, false)?;
            let est = norm1(&y);
            if est > best.est || j == 0 {
                (best.est, best.v, best.w) = (est, e, y);
            }
        }
        (best.steps, best.products) = (1, n);
        return Ok(best);
    }
    let t = t.max(1);
    let mut block: Vec<Vec<f64>> =
        start.unwrap_or_else(|| (0..t).map(|k| start_column(n, k)).collect());
    let mut best_index: Option<usize> = None;
    let mut used = vec![false; n];
    let mut signs_old: Vec<Vec<f64>> = Vec::new();
    for step in 1..=MAX_ESTIMATE_STEPS {
        best.steps = step;
        let ys: Vec<Vec<f64>> = block
            .iter()
            .map(|x| apply(x, false))
            .collect::<Result<_>>()?;
        best.products += ys.len();
        let (j, est) =
            ys.iter()
                .map(|y| norm1(y))
                .enumerate()
                .fold(
                    (0, f64::NEG_INFINITY),
                    |b, (i, e)| if e > b.1 { (i, e) } else { b },
                );
        if step >= 2 && est <= best.est {
            break;
        }
        best.est = est;
        if let (Some(x), Some(y)) = (block.get(j), ys.get(j)) {
            (best.v, best.w) = (x.clone(), y.clone());
        }
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
            .map(|s| apply(s, true))
            .collect::<Result<_>>()?;
        best.products += zs.len();
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
        let fresh: Vec<usize> = order.into_iter().filter(|&i| !used[i]).take(t).collect();
        if fresh.is_empty() {
            break;
        }
        best_index = fresh.first().copied();
        block = fresh
            .iter()
            .map(|&i| {
                used[i] = true;
                unit(i)
            })
            .collect();
    }
    Ok(best)
}

/// An estimate of `norm(inv(A),1)` and the vector `inv(A)*x` achieving it.
/// `solve(x, transpose)` is `A\x` or `A.'\x`.
fn inverse_norm1(
    n: usize,
    t: usize,
    solve: impl FnMut(&[f64], bool) -> Result<Vec<f64>>,
) -> Result<(f64, Vec<f64>)> {
    let estimate = block_norm1(n, t, None, solve)?;
    Ok((estimate.est, estimate.w))
}

/// `c = condest(A)`, `c = condest(A, t)` (t columns in the block
/// estimator, default 2), `[c, v] = condest(...)`.
pub fn condest(_: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let s = to_sparse(&args[0], "condest")?;
    let t = match args.get(1) {
        None => 2,
        Some(v) => match v.as_f64().filter(|_| !v.is_complex()) {
            Some(t) if t >= 1.0 && t.fract() == 0.0 && t.is_finite() => t as usize,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:condest:InvalidT",
                    "t must be a positive integer.",
                ))
            }
        },
    };
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
    check_allocation_dims(&[n, t.min(n).saturating_add(8)], 8)?;
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
            let (est, w) = inverse_norm1(n, t, |x, transpose| {
                lu.solve(x, transpose).map_err(linalg_error)
            })?;
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

/// How normest1 reaches `A`: a real square matrix, or MATLAB's function
/// interface `afun(flag, X, p1, p2, ...)` with the flags "dim", "real",
/// "notransp" and "transp".
enum OneNormOperator<'a> {
    Matrix(Operator),
    Function { f: &'a Value, extra: &'a [Value] },
}

impl OneNormOperator<'_> {
    fn call(&self, interp: &mut Interpreter, flag: &str, x: Value) -> Result<Value> {
        let OneNormOperator::Function { f, extra } = self else {
            return Ok(Value::empty());
        };
        let mut call_args = vec![Value::char_row(flag), x];
        call_args.extend(extra.iter().cloned());
        let out = interp.call_function(f, &call_args, 1)?;
        out.into_iter().next().ok_or_else(|| {
            RuntimeError::new(
                "MATLAB:normest1:FunctionOutput",
                format!("The function must return a value for the '{flag}' flag."),
            )
        })
    }

    fn apply(&self, interp: &mut Interpreter, x: &[f64], transpose: bool) -> Result<Vec<f64>> {
        match self {
            OneNormOperator::Matrix(a) if transpose => a.apply_transpose(interp, x, "normest1"),
            OneNormOperator::Matrix(a) => a.apply(interp, x, "normest1"),
            OneNormOperator::Function { .. } => {
                let flag = if transpose { "transp" } else { "notransp" };
                let y = self.call(interp, flag, column(x.to_vec()))?;
                match y.to_f64_vec() {
                    Some(y) if y.len() == x.len() => Ok(y),
                    _ => Err(RuntimeError::new(
                        "MATLAB:normest1:FunctionOutput",
                        format!(
                            "The '{flag}' result must be a real column of length {}.",
                            x.len()
                        ),
                    )),
                }
            }
        }
    }
}

fn normest1_error(message: &str) -> RuntimeError {
    RuntimeError::new("MATLAB:normest1:InvalidInput", message)
}

/// `c = normest1(A, t, X0)`, `normest1(afun, t, X0, p1, ...)`,
/// `[c, v, w, it] = normest1(...)`: a lower bound on `norm(A, 1)`.
pub fn normest1(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let operator = match &args[0] {
        Value::FunctionHandle(_) => OneNormOperator::Function {
            f: &args[0],
            extra: args.get(3..).unwrap_or(&[]),
        },
        Value::Sparse(_) | Value::Double(_) | Value::Logical(_) | Value::ComplexDouble(_) => {
            let a = Operator::read(&args[0], "normest1")?;
            match a.size() {
                Some((r, c)) if r == c => OneNormOperator::Matrix(a),
                _ => return Err(normest1_error("A must be a square matrix.")),
            }
        }
        _ => {
            return Err(normest1_error(
                "A must be a square matrix or a function handle.",
            ))
        }
    };
    let n = match &operator {
        OneNormOperator::Matrix(a) => a.size().map_or(0, |(r, _)| r),
        OneNormOperator::Function { .. } => {
            let real = operator.call(interp, "real", Value::empty())?;
            if real.as_f64() == Some(0.0) {
                return Err(RuntimeError::new(
                    "MATLAB:normest1:complexNotSupported",
                    "normest1 supports real operators only in ferromat.",
                ));
            }
            let dim = operator.call(interp, "dim", Value::empty())?;
            match dim.as_f64() {
                Some(d) if d >= 0.0 && d.fract() == 0.0 => d as usize,
                _ => {
                    return Err(normest1_error(
                        "The 'dim' flag must return a nonnegative integer.",
                    ))
                }
            }
        }
    };
    let t = match args.get(1).filter(|v| !v.is_empty()) {
        None => 2,
        Some(v) => match v.as_f64() {
            Some(t) if t >= 1.0 && t.fract() == 0.0 => t as usize,
            _ => return Err(normest1_error("T must be a positive integer.")),
        },
    };
    check_allocation_dims(&[n, t.min(n).max(1), 4], 8)?;
    let start = match args.get(2).filter(|v| !v.is_empty()) {
        None => None,
        Some(x0) => {
            let shape = x0.shape();
            let data = x0
                .to_f64_vec()
                .filter(|_| !x0.is_complex() && shape.ndims() == 2 && shape.rows() == n)
                .ok_or_else(|| normest1_error("X0 must be a real matrix with n rows."))?;
            if shape.cols() != t {
                return Err(normest1_error(&format!("X0 must have {t} columns.")));
            }
            Some(data.chunks(n.max(1)).map(<[f64]>::to_vec).collect())
        }
    };
    let estimate = block_norm1(n, t, start, |x, transpose| {
        operator.apply(interp, x, transpose)
    })?;
    let mut out = Outputs::new();
    out.push(Value::scalar(estimate.est));
    out.push(column(estimate.v));
    out.push(column(estimate.w));
    out.push(column(vec![
        estimate.steps as f64,
        estimate.products as f64,
    ]));
    out.truncate(nargout.max(1));
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
            let (est, _) = inverse_norm1(n, 2, |x, t| Ok(lu.solve(x, t).unwrap())).unwrap();
            let exact = dense_inverse_norm1(n, &a);
            assert!(est <= exact * (1.0 + 1e-10), "n={n}: {est} > {exact}");
            assert!(est >= exact / 3.0, "n={n}: {est} far below {exact}");
        }
    }

    #[test]
    fn block_estimate_is_a_consistent_lower_bound() {
        let mut state = 5u64;
        for (n, t) in [(3usize, 2usize), (8, 2), (8, 8), (20, 3), (30, 1)] {
            let a: Vec<f64> = (0..n * n)
                .map(|_| {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((state >> 11) as f64 / (1u64 << 53) as f64) - 0.5
                })
                .collect();
            let exact = (0..n)
                .map(|j| a[j * n..(j + 1) * n].iter().map(|v| v.abs()).sum::<f64>())
                .fold(0.0, f64::max);
            let apply = |x: &[f64], transpose: bool| -> Result<Vec<f64>> {
                Ok((0..n)
                    .map(|i| {
                        (0..n)
                            .map(|k| {
                                let entry = if transpose {
                                    a[i * n + k]
                                } else {
                                    a[k * n + i]
                                };
                                entry * x[k]
                            })
                            .sum()
                    })
                    .collect())
            };
            let e = block_norm1(n, t, None, apply).unwrap();
            assert!(e.est <= exact * (1.0 + 1e-12), "n={n}: {} > {exact}", e.est);
            if n <= 4 || t >= n {
                assert!((e.est - exact).abs() <= 1e-12 * exact);
            }
            let w = apply(&e.v, false).unwrap();
            assert!(w.iter().zip(&e.w).all(|(x, y)| (x - y).abs() <= 1e-12));
            assert!((norm1(&e.w) - e.est * norm1(&e.v)).abs() <= 1e-12 * e.est.max(1.0));
        }
    }
}
