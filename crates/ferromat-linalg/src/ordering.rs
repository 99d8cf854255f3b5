//! Fill-reducing and bandwidth-reducing orderings of a sparsity pattern
//! (0-based permutations): approximate minimum degree of `A + A'` and
//! column approximate minimum degree of `A` come from faer
//! (`faer::sparse::linalg::{amd, colamd}`); reverse Cuthill-McKee is the
//! documented breadth-first algorithm (George and Liu) written here,
//! since faer has none. Patterns only: values are never read.

use faer::dyn_stack::{MemBuffer, MemStack};
use faer::sparse::linalg::{amd, colamd};
use faer::sparse::SymbolicSparseColMatRef;

use crate::{LinalgError, Result};

/// A borrowed compressed-column pattern (sorted rows, no duplicates).
#[derive(Clone, Copy, Debug)]
pub struct Pattern<'a> {
    pub rows: usize,
    pub cols: usize,
    pub col_ptr: &'a [usize],
    pub row_idx: &'a [usize],
}

impl Pattern<'_> {
    fn symbolic(&self) -> Result<SymbolicSparseColMatRef<'_, usize>> {
        let ok = self.col_ptr.len() == self.cols + 1
            && self.col_ptr.first() == Some(&0)
            && self.col_ptr.last() == Some(&self.row_idx.len())
            && self.col_ptr.windows(2).all(|w| w[0] <= w[1])
            && (0..self.cols).all(|c| {
                let r = &self.row_idx[self.col_ptr[c]..self.col_ptr[c + 1]];
                r.windows(2).all(|w| w[0] < w[1]) && r.iter().all(|&i| i < self.rows)
            });
        if !ok {
            return Err(LinalgError::BadLength {
                len: self.row_idx.len(),
                rows: self.rows,
                cols: self.cols,
            });
        }
        Ok(SymbolicSparseColMatRef::new_checked(
            self.rows,
            self.cols,
            self.col_ptr,
            None,
            self.row_idx,
        ))
    }
}

fn scratch_failed() -> LinalgError {
    LinalgError::BadLength {
        len: usize::MAX,
        rows: 0,
        cols: 0,
    }
}

/// Approximate minimum degree ordering of the pattern of `A + A'`
/// (square `A`).
pub fn amd(a: Pattern<'_>) -> Result<Vec<usize>> {
    if a.rows != a.cols {
        return Err(LinalgError::NotSquare);
    }
    let n = a.rows;
    let symbolic = a.symbolic()?;
    let mut perm = vec![0usize; n];
    let mut perm_inv = vec![0usize; n];
    let mut mem = MemBuffer::try_new(amd::order_scratch::<usize>(n, a.row_idx.len()))
        .map_err(|_| scratch_failed())?;
    amd::order(
        &mut perm,
        &mut perm_inv,
        symbolic,
        amd::Control::default(),
        MemStack::new(&mut mem),
    )
    .map_err(|_| scratch_failed())?;
    Ok(perm)
}

/// Column approximate minimum degree ordering of `A` (fill of the
/// factorizations of `A(:,p)`, `A(:,p)'*A(:,p)`).
pub fn colamd(a: Pattern<'_>) -> Result<Vec<usize>> {
    let symbolic = a.symbolic()?;
    let n = a.cols;
    let mut perm = vec![0usize; n];
    let mut perm_inv = vec![0usize; n];
    let mut mem = MemBuffer::try_new(colamd::order_scratch::<usize>(
        a.rows,
        a.cols,
        a.row_idx.len(),
    ))
    .map_err(|_| scratch_failed())?;
    colamd::order(
        &mut perm,
        &mut perm_inv,
        symbolic,
        colamd::Control::default(),
        MemStack::new(&mut mem),
    )
    .map_err(|_| scratch_failed())?;
    Ok(perm)
}

/// Adjacency lists of `A + A'` without the diagonal, each sorted.
fn symmetric_adjacency(a: Pattern<'_>) -> Vec<Vec<usize>> {
    let n = a.rows.min(a.cols);
    let mut adj = vec![Vec::new(); n];
    for c in 0..n {
        for &r in &a.row_idx[a.col_ptr[c]..a.col_ptr[c + 1]] {
            if r != c && r < n {
                adj[r].push(c);
                adj[c].push(r);
            }
        }
    }
    for list in adj.iter_mut() {
        list.sort_unstable();
        list.dedup();
    }
    adj
}

/// Breadth-first levels from `root` within unvisited nodes: the order of
/// visit and the number of levels. Neighbours are taken in increasing
/// degree (Cuthill-McKee).
fn bfs(adj: &[Vec<usize>], root: usize, seen: &mut [bool], order: &mut Vec<usize>) -> usize {
    let start = order.len();
    seen[root] = true;
    order.push(root);
    let mut levels = 0;
    let mut level_start = start;
    while level_start < order.len() {
        levels += 1;
        let level_end = order.len();
        let mut k = level_start;
        while k < level_end {
            let node = order[k];
            k += 1;
            let mut next: Vec<usize> = adj[node].iter().copied().filter(|&j| !seen[j]).collect();
            next.sort_by_key(|&j| (adj[j].len(), j));
            for j in next {
                seen[j] = true;
                order.push(j);
            }
        }
        level_start = level_end;
    }
    levels
}

/// The nodes of the last BFS level of `visit` (a BFS order from its
/// first node); `distance` is all `usize::MAX` before and after.
fn last_level(adj: &[Vec<usize>], visit: &[usize], distance: &mut [usize]) -> Vec<usize> {
    if let Some(&root) = visit.first() {
        distance[root] = 0;
    }
    for &j in visit {
        for &k in &adj[j] {
            if distance[k] == usize::MAX {
                distance[k] = distance[j] + 1;
            }
        }
    }
    let far = visit.iter().map(|&j| distance[j]).max().unwrap_or(0);
    let nodes = visit
        .iter()
        .copied()
        .filter(|&j| distance[j] == far)
        .collect();
    for &j in visit {
        distance[j] = usize::MAX;
    }
    nodes
}

/// Reverse Cuthill-McKee ordering of the pattern of `A + A'`: per
/// connected component, a pseudo-peripheral start node (George-Liu:
/// repeat BFS from a node of least degree in the last level while the
/// eccentricity grows), a BFS by increasing degree, and the whole order
/// reversed.
pub fn rcm(a: Pattern<'_>) -> Result<Vec<usize>> {
    a.symbolic()?;
    let adj = symmetric_adjacency(a);
    let n = adj.len();
    let mut seen = vec![false; n];
    let mut order = Vec::with_capacity(n);
    let mut scratch_seen = vec![false; n];
    let mut scratch = Vec::with_capacity(n);
    let mut distance = vec![usize::MAX; n];
    // Components in order of their node of least degree.
    let mut by_degree: Vec<usize> = (0..n).collect();
    by_degree.sort_by_key(|&j| (adj[j].len(), j));
    for &first in &by_degree {
        if seen[first] {
            continue;
        }
        let mut root = first;
        let mut eccentricity = 0;
        // Eccentricity grows at most n times; each pass is one BFS.
        for _ in 0..n {
            scratch.clear();
            let levels = bfs(&adj, root, &mut scratch_seen, &mut scratch);
            for &j in &scratch {
                scratch_seen[j] = false;
            }
            if levels <= eccentricity {
                break;
            }
            eccentricity = levels;
            // BFS order lists the last level last: take its node of
            // least degree as the next root.
            let far = last_level(&adj, &scratch, &mut distance);
            let candidate = far.into_iter().min_by_key(|&j| (adj[j].len(), j));
            match candidate {
                Some(c) if c != root => root = c,
                _ => break,
            }
        }
        bfs(&adj, root, &mut seen, &mut order);
    }
    order.reverse();
    Ok(order)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 5-point Laplacian pattern on a k x k grid, natural order.
    fn grid(k: usize) -> (Vec<usize>, Vec<usize>) {
        let n = k * k;
        let mut col_ptr = vec![0];
        let mut row_idx = Vec::new();
        for c in 0..n {
            let (i, j) = (c % k, c / k);
            let mut rows = vec![c];
            if i > 0 {
                rows.push(c - 1);
            }
            if i + 1 < k {
                rows.push(c + 1);
            }
            if j > 0 {
                rows.push(c - k);
            }
            if j + 1 < k {
                rows.push(c + k);
            }
            rows.sort_unstable();
            row_idx.extend(rows);
            col_ptr.push(row_idx.len());
        }
        (col_ptr, row_idx)
    }

    fn is_permutation(p: &[usize], n: usize) -> bool {
        let mut seen = vec![false; n];
        p.len() == n
            && p.iter()
                .all(|&j| j < n && !std::mem::replace(&mut seen[j], true))
    }

    #[test]
    fn orderings_are_permutations() {
        let (cp, ri) = grid(6);
        let a = Pattern {
            rows: 36,
            cols: 36,
            col_ptr: &cp,
            row_idx: &ri,
        };
        assert!(is_permutation(&amd(a).unwrap(), 36));
        assert!(is_permutation(&colamd(a).unwrap(), 36));
        assert!(is_permutation(&rcm(a).unwrap(), 36));
    }

    #[test]
    fn rcm_of_a_shuffled_path_is_a_path() {
        // Path graph 0-1-...-9 relabelled; RCM recovers bandwidth 1.
        let n = 10;
        let label = [3, 7, 0, 9, 1, 5, 8, 2, 6, 4];
        let mut cols: Vec<Vec<usize>> = vec![vec![]; n];
        for k in 0..n {
            cols[label[k]].push(label[k]);
            if k + 1 < n {
                cols[label[k]].push(label[k + 1]);
                cols[label[k + 1]].push(label[k]);
            }
        }
        let mut col_ptr = vec![0];
        let mut row_idx = Vec::new();
        for c in cols.iter_mut() {
            c.sort_unstable();
            row_idx.extend(c.iter().copied());
            col_ptr.push(row_idx.len());
        }
        let a = Pattern {
            rows: n,
            cols: n,
            col_ptr: &col_ptr,
            row_idx: &row_idx,
        };
        let p = rcm(a).unwrap();
        let mut position = vec![0; n];
        for (k, &j) in p.iter().enumerate() {
            position[j] = k;
        }
        for k in 0..n - 1 {
            let d = position[label[k]].abs_diff(position[label[k + 1]]);
            assert_eq!(d, 1);
        }
    }
}
