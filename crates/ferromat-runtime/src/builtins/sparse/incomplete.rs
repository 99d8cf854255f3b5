//! The incomplete factorization kernels behind `ilu` and `ichol`: a
//! left-looking (column by column) incomplete LU with optional row
//! pivoting, threshold dropping and column-sum compensation, and a
//! left-looking incomplete Cholesky with optional threshold dropping and
//! row-sum compensation. Both work in complex arithmetic (real input is
//! the special case with zero imaginary parts). No argument reading or
//! MATLAB messages for options here (ilu.rs, ichol.rs).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use num_complex::Complex64 as C;

use crate::error::{Result, RuntimeError};
use crate::value::Csc;

/// Which incomplete LU.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum IluKind {
    /// ILU(0): the factors keep the pattern of `A`.
    NoFill,
    /// Threshold dropping, no pivoting.
    Crout,
    /// Threshold dropping with partial pivoting by `thresh`.
    Pivoting { thresh: f64, udiag: bool },
}

/// `P*A ~ L*U`: `l` unit lower triangular and `u` upper triangular in the
/// pivoted frame, `perm[p]` the row of `A` at position `p`.
pub(super) struct IluFactors {
    pub l: Csc<C>,
    pub u: Csc<C>,
    pub perm: Vec<usize>,
}

pub(super) fn zero_pivot() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:ilu:ZeroPivot",
        "There is a pivot equal to zero. Consider decreasing the drop tolerance or consider \
         using the 'udiag' option.",
    )
}

/// Left-looking incomplete LU of the square matrix `a`. With
/// `preserve_columns`, each diagonal of `U` is chosen so that
/// `e'*P*A == e'*L*U` holds exactly (MATLAB's `milu = 'col'`).
pub(super) fn ilu(
    a: &Csc<C>,
    kind: IluKind,
    droptol: f64,
    preserve_columns: bool,
) -> Result<IluFactors> {
    let n = a.cols();
    let mut perm: Vec<usize> = (0..n).collect();
    let mut place: Vec<usize> = (0..n).collect();
    let mut l_cols: Vec<Vec<(usize, C)>> = Vec::with_capacity(n);
    let mut u_cols: Vec<Vec<(usize, C)>> = Vec::with_capacity(n);
    let mut l_col_sums: Vec<C> = Vec::with_capacity(n);
    let mut w = vec![C::new(0.0, 0.0); n];
    let mut in_w = vec![false; n];
    let mut in_a = vec![usize::MAX; n];
    let mut rows: Vec<usize> = Vec::new();
    let mut heap: BinaryHeap<Reverse<usize>> = BinaryHeap::new();
    for j in 0..n {
        let (a_rows, a_values) = a.column(j);
        let norm = a_values.iter().map(|v| v.norm_sqr()).sum::<f64>().sqrt();
        let local = droptol * norm;
        let dropping = kind != IluKind::NoFill && droptol > 0.0;
        let column_sum: C = a_values.iter().sum();
        for (&r, &v) in a_rows.iter().zip(a_values) {
            in_a[r] = j;
            w[r] = v;
            in_w[r] = true;
            rows.push(r);
            if place[r] < j {
                heap.push(Reverse(place[r]));
            }
        }
        let mut u_col: Vec<(usize, C)> = Vec::new();
        let mut compensation = C::new(0.0, 0.0);
        while let Some(Reverse(k)) = heap.pop() {
            let ukj = w[perm[k]];
            if ukj == C::new(0.0, 0.0) || (dropping && ukj.norm() < local) {
                continue;
            }
            u_col.push((k, ukj));
            compensation += l_col_sums[k] * ukj;
            for &(i, lik) in &l_cols[k] {
                if kind == IluKind::NoFill && in_a[i] != j {
                    continue;
                }
                if !in_w[i] {
                    in_w[i] = true;
                    w[i] = C::new(0.0, 0.0);
                    rows.push(i);
                    if place[i] < j {
                        heap.push(Reverse(place[i]));
                    }
                }
                w[i] -= lik * ukj;
            }
        }
        // The pivot: the diagonal, or for ilutp the largest candidate when
        // the diagonal is below thresh times it.
        let mut pivot_row = perm[j];
        if let IluKind::Pivoting { thresh, .. } = kind {
            let mut best: Option<(usize, f64)> = None;
            for &r in &rows {
                if place[r] >= j {
                    let m = w[r].norm();
                    if best.is_none_or(|(br, bm)| m > bm || (m == bm && r < br)) {
                        best = Some((r, m));
                    }
                }
            }
            let diagonal = if in_w[pivot_row] {
                w[pivot_row].norm()
            } else {
                0.0
            };
            if let Some((r, m)) = best {
                if diagonal < thresh * m {
                    pivot_row = r;
                }
            }
        }
        let mut pivot = if in_w[pivot_row] {
            w[pivot_row]
        } else {
            C::new(0.0, 0.0)
        };
        let mut kept: Vec<(usize, C)> = Vec::new();
        for &r in &rows {
            if place[r] >= j && r != pivot_row {
                let v = w[r];
                if v != C::new(0.0, 0.0) && !(dropping && v.norm() < local) {
                    kept.push((r, v));
                }
            }
        }
        if preserve_columns {
            pivot = column_sum - compensation - kept.iter().map(|&(_, v)| v).sum::<C>();
        }
        if pivot == C::new(0.0, 0.0) {
            if let IluKind::Pivoting { udiag: true, .. } = kind {
                pivot = C::new(local, 0.0);
            }
            if pivot == C::new(0.0, 0.0) {
                return Err(zero_pivot());
            }
        }
        let mut l_sum = C::new(1.0, 0.0);
        for entry in kept.iter_mut() {
            entry.1 /= pivot;
            l_sum += entry.1;
        }
        u_col.push((j, pivot));
        u_cols.push(u_col);
        l_cols.push(kept);
        l_col_sums.push(l_sum);
        let q = place[pivot_row];
        perm.swap(j, q);
        place[perm[j]] = j;
        place[perm[q]] = q;
        for &r in &rows {
            in_w[r] = false;
            w[r] = C::new(0.0, 0.0);
        }
        rows.clear();
    }
    let l = assemble(
        n,
        l_cols.iter().enumerate().map(|(j, col)| {
            let mut entries: Vec<(usize, C)> = col.iter().map(|&(r, v)| (place[r], v)).collect();
            entries.push((j, C::new(1.0, 0.0)));
            entries
        }),
    );
    let u = assemble(n, u_cols.into_iter());
    Ok(IluFactors { l, u, perm })
}

/// An `n`x`n` CSC matrix from per-column `(row, value)` lists (any order).
pub(super) fn assemble(n: usize, columns: impl Iterator<Item = Vec<(usize, C)>>) -> Csc<C> {
    let mut col_ptr = vec![0];
    let mut row_idx = Vec::new();
    let mut values = Vec::new();
    for mut col in columns {
        col.sort_by_key(|&(r, _)| r);
        for (r, v) in col {
            row_idx.push(r);
            values.push(v);
        }
        col_ptr.push(row_idx.len());
    }
    Csc::from_parts(n, n, col_ptr, row_idx, values)
}

/// How `ichol` drops.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum CholKind {
    /// IC(0): the factor keeps the pattern of `tril(A)`.
    NoFill,
    /// Threshold dropping against `droptol*norm(A(j:end,j),1)`.
    Threshold(f64),
}

pub(super) fn nonpositive_pivot() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:ichol:NonpositivePivot",
        "Encountered nonpositive pivot.",
    )
}

/// Left-looking incomplete Cholesky `A ~ L*L'` from the lower triangle
/// of `a` (Hermitian). With `modified`, dropped elements are moved to the
/// diagonal so that `A*e == L*L'*e`.
pub(super) fn ichol(a: &Csc<C>, kind: CholKind, modified: bool) -> Result<Csc<C>> {
    let n = a.cols();
    let mut l_cols: Vec<Vec<(usize, C)>> = Vec::with_capacity(n);
    // For each row, the columns k < row where L(row,k) is stored.
    let mut l_rows: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut pending = vec![C::new(0.0, 0.0); n];
    let mut w = vec![C::new(0.0, 0.0); n];
    let mut in_w = vec![false; n];
    let mut in_a = vec![usize::MAX; n];
    let mut rows: Vec<usize> = Vec::new();
    for j in 0..n {
        let (a_rows, a_values) = a.column(j);
        let mut norm1 = 0.0;
        for (&r, &v) in a_rows.iter().zip(a_values) {
            if r >= j {
                in_a[r] = j;
                w[r] = v;
                in_w[r] = true;
                rows.push(r);
                norm1 += v.norm();
            }
        }
        if !in_w[j] {
            in_w[j] = true;
            w[j] = C::new(0.0, 0.0);
            rows.push(j);
        }
        for &k in &l_rows[j] {
            let col = &l_cols[k];
            let start = col.partition_point(|&(r, _)| r < j);
            let ljk = col[start].1.conj();
            for &(i, lik) in &col[start..] {
                if kind == CholKind::NoFill && in_a[i] != j && i != j {
                    if modified {
                        // A fill element that IC(0) never creates.
                        let v = -lik * ljk;
                        pending[j] += v.conj();
                        pending[i] += v;
                    }
                    continue;
                }
                if !in_w[i] {
                    in_w[i] = true;
                    w[i] = C::new(0.0, 0.0);
                    rows.push(i);
                }
                w[i] -= lik * ljk;
            }
        }
        let mut kept: Vec<(usize, C)> = Vec::new();
        for &r in &rows {
            if r == j {
                continue;
            }
            let v = w[r];
            if v == C::new(0.0, 0.0) {
                continue;
            }
            let dropped = match kind {
                CholKind::Threshold(t) => v.norm() < t * norm1,
                CholKind::NoFill => false,
            };
            if dropped {
                if modified {
                    pending[j] += v.conj();
                    pending[r] += v;
                }
            } else {
                kept.push((r, v));
            }
        }
        let d = w[j] + pending[j];
        if d.re.is_nan() || d.re <= 0.0 || !d.re.is_finite() {
            return Err(nonpositive_pivot());
        }
        let root = d.re.sqrt();
        kept.sort_by_key(|&(r, _)| r);
        let mut col = Vec::with_capacity(kept.len() + 1);
        col.push((j, C::new(root, 0.0)));
        for (r, v) in kept {
            l_rows[r].push(j);
            col.push((r, v / root));
        }
        l_cols.push(col);
        for &r in &rows {
            in_w[r] = false;
            w[r] = C::new(0.0, 0.0);
        }
        rows.clear();
    }
    Ok(assemble(n, l_cols.into_iter()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dense(m: &Csc<C>) -> Vec<C> {
        m.to_dense()
    }

    fn product(n: usize, l: &[C], u: &[C]) -> Vec<C> {
        let mut out = vec![C::new(0.0, 0.0); n * n];
        for i in 0..n {
            for j in 0..n {
                for k in 0..n {
                    out[i + j * n] += l[i + k * n] * u[k + j * n];
                }
            }
        }
        out
    }

    fn matrix(n: usize, seed: u64, density: f64) -> Csc<C> {
        let mut state = seed;
        let mut next = || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        let mut data = vec![C::new(0.0, 0.0); n * n];
        for j in 0..n {
            for i in 0..n {
                if i == j {
                    data[i + j * n] = C::new(n as f64, 0.0);
                } else if next() < density {
                    data[i + j * n] = C::new(next() - 0.5, next() - 0.5);
                }
            }
        }
        Csc::from_dense(n, n, &data)
    }

    /// Without dropping, every kind is the complete LU: L*U equals P*A.
    #[test]
    fn complete_factorization_reproduces_the_matrix() {
        for seed in 1..20 {
            let n = 3 + (seed as usize % 6);
            let a = matrix(n, seed, 0.5);
            let kinds = [
                IluKind::Crout,
                IluKind::Pivoting {
                    thresh: 1.0,
                    udiag: false,
                },
            ];
            for kind in kinds {
                let f = ilu(&a, kind, 0.0, false).expect("factorization");
                let lu = product(n, &dense(&f.l), &dense(&f.u));
                let ad = dense(&a);
                for i in 0..n {
                    for j in 0..n {
                        let expected = ad[f.perm[i] + j * n];
                        assert!((lu[i + j * n] - expected).norm() < 1e-12);
                    }
                }
            }
        }
    }

    /// ILU(0) matches A on A's pattern, and the column-sum variant keeps
    /// column sums.
    #[test]
    fn nofill_matches_on_the_pattern() {
        for seed in 1..20 {
            let n = 4 + (seed as usize % 5);
            let a = matrix(n, seed, 0.4);
            let ad = dense(&a);
            let f = ilu(&a, IluKind::NoFill, 0.0, false).expect("ilu0");
            let lu = product(n, &dense(&f.l), &dense(&f.u));
            for k in 0..n * n {
                if ad[k] != C::new(0.0, 0.0) {
                    assert!((lu[k] - ad[k]).norm() < 1e-12);
                }
            }
            let f = ilu(&a, IluKind::NoFill, 0.0, true).expect("milu");
            let lu = product(n, &dense(&f.l), &dense(&f.u));
            for j in 0..n {
                let s1: C = (0..n).map(|i| ad[i + j * n]).sum();
                let s2: C = (0..n).map(|i| lu[i + j * n]).sum();
                assert!((s1 - s2).norm() < 1e-12);
            }
        }
    }

    /// Complete incomplete Cholesky of an SPD matrix reproduces it.
    #[test]
    fn cholesky_without_dropping_is_exact() {
        let n = 6;
        let mut data = vec![C::new(0.0, 0.0); n * n];
        for i in 0..n {
            data[i + i * n] = C::new(4.0, 0.0);
            if i + 1 < n {
                data[i + 1 + i * n] = C::new(-1.0, 0.5);
                data[i + (i + 1) * n] = C::new(-1.0, -0.5);
            }
            if i + 3 < n {
                data[i + 3 + i * n] = C::new(-0.5, 0.0);
                data[i + (i + 3) * n] = C::new(-0.5, 0.0);
            }
        }
        let a = Csc::from_dense(n, n, &data);
        let l = ichol(&a, CholKind::Threshold(0.0), false).expect("ichol");
        let ld = dense(&l);
        let lh: Vec<C> = (0..n * n)
            .map(|k| ld[(k / n) + (k % n) * n].conj())
            .collect();
        let llh = product(n, &ld, &lh);
        for k in 0..n * n {
            assert!((llh[k] - data[k]).norm() < 1e-12);
        }
    }
}
