//! `null(A, "rational")`: the basis read off the reduced row echelon form
//! of a real matrix, with `rref`'s default tolerance. Each free column gets
//! a unit entry and minus the pivot rows' entries, so small integer
//! matrices give small-ratio bases as MATLAB's page shows. This file must
//! not be used for the orthonormal `null(A)`, which comes from the SVD.

/// Reduces the column-major `m`-by-`n` matrix `a` in place to reduced row
/// echelon form (partial pivoting, `tol = max(m, n) * eps * norm(A, inf)`)
/// and returns the pivot columns.
fn reduce(a: &mut [f64], m: usize, n: usize) -> Vec<usize> {
    let at = |i: usize, j: usize| i + j * m;
    let inf_norm = (0..m)
        .map(|i| (0..n).map(|j| a[at(i, j)].abs()).sum::<f64>())
        .fold(0.0, f64::max);
    let tol = m.max(n) as f64 * f64::EPSILON * inf_norm;
    let mut pivots = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < m && j < n {
        let (k, p) = (i..m)
            .map(|r| (r, a[at(r, j)].abs()))
            .fold(
                (i, -1.0),
                |best, cur| if cur.1 > best.1 { cur } else { best },
            );
        if p <= tol {
            (i..m).for_each(|r| a[at(r, j)] = 0.0);
            j += 1;
            continue;
        }
        pivots.push(j);
        for c in j..n {
            a.swap(at(i, c), at(k, c));
        }
        let d = a[at(i, j)];
        for c in j..n {
            a[at(i, c)] /= d;
        }
        for r in (0..m).filter(|&r| r != i) {
            let f = a[at(r, j)];
            if f != 0.0 {
                // Fused multiply-add, as the BLAS outer-product update MATLAB
                // uses: with it magic(4) gives the page's exact [-1 -3 3 1].
                for c in j..n {
                    a[at(r, c)] = (-f).mul_add(a[at(i, c)], a[at(r, c)]);
                }
            }
        }
        i += 1;
        j += 1;
    }
    pivots
}

/// The rational null-space basis of the column-major `m`-by-`n` matrix:
/// an `n`-by-`(n - rank)` column-major matrix, returned with its column
/// count.
pub(super) fn rational_null(mut a: Vec<f64>, m: usize, n: usize) -> (Vec<f64>, usize) {
    let pivots = reduce(&mut a, m, n);
    let free: Vec<usize> = (0..n).filter(|j| !pivots.contains(j)).collect();
    let mut z = vec![0.0; n * free.len()];
    for (col, &f) in free.iter().enumerate() {
        z[f + col * n] = 1.0;
        for (row, &p) in pivots.iter().enumerate() {
            z[p + col * n] = -a[row + f * m];
        }
    }
    (z, free.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_four_has_one_integer_vector() {
        // magic(4), column-major.
        let a = vec![
            16.0, 5.0, 9.0, 4.0, 2.0, 11.0, 7.0, 14.0, 3.0, 10.0, 6.0, 15.0, 13.0, 8.0, 12.0, 1.0,
        ];
        let (z, cols) = rational_null(a, 4, 4);
        assert_eq!(cols, 1);
        let expected = [-1.0, -3.0, 3.0, 1.0];
        for (got, want) in z.iter().zip(expected) {
            assert!((got - want).abs() < 1e-12, "{z:?}");
        }
    }

    #[test]
    fn ones_and_full_rank() {
        let (z, cols) = rational_null(vec![1.0; 9], 3, 3);
        assert_eq!(cols, 2);
        assert_eq!(z, vec![-1.0, 1.0, 0.0, -1.0, 0.0, 1.0]);
        let (z, cols) = rational_null(vec![1.0, 0.0, 0.0, 1.0], 2, 2);
        assert_eq!((z.len(), cols), (0, 0));
    }
}
