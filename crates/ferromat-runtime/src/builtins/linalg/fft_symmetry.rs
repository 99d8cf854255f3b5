//! The conjugate-symmetry test `ifft`, `ifft2` and `ifftn` run on their
//! input: MATLAB returns a real result when every transformed slab of the
//! (padded or truncated) input equals its own conjugate mirror exactly.
//! This file only answers the question; it must not transform anything.

use num_complex::Complex64;

/// Whether the column-major array of size `dims`, padded with zeros or
/// truncated to `n` points along each `(dim, n)` of `transformed`, satisfies
/// `X(k) == conj(X(-k mod n))` along all of those dims at once (the other
/// dims index independent slabs). `get(i)` reads element `i` of the data.
pub(super) fn is_conjugate_symmetric(
    dims: &[usize],
    transformed: &[(usize, usize)],
    get: impl Fn(usize) -> Complex64,
) -> bool {
    // Along a dim past the data's last, the padded input is the data at
    // index 0 and zeros after it, which mirror onto each other: such a dim
    // never breaks the symmetry, so the test stays within the data's dims.
    let rank = dims.len();
    let transformed: Vec<(usize, usize)> = transformed
        .iter()
        .copied()
        .filter(|&(d, _)| d < rank)
        .collect();
    let dim_of = |d: usize| dims.get(d).copied().unwrap_or(1);
    let size_of = |d: usize| transformed.iter().find(|&&(t, _)| t == d).map(|&(_, n)| n);
    let extent: Vec<usize> = (0..rank)
        .map(|d| size_of(d).unwrap_or_else(|| dim_of(d)))
        .collect();
    if extent.contains(&0) {
        return true;
    }
    let mut strides = Vec::with_capacity(rank);
    let mut stride = 1usize;
    for d in 0..rank {
        strides.push(stride);
        stride = stride.saturating_mul(dim_of(d));
    }
    // The element at a multi-index of the padded array: zero past the data.
    let value = |index: &[usize]| -> Complex64 {
        let mut linear = 0usize;
        for (d, &i) in index.iter().enumerate() {
            if i >= dim_of(d) {
                return Complex64::new(0.0, 0.0);
            }
            linear += i * strides[d];
        }
        get(linear)
    };
    let mut index = vec![0usize; rank];
    let mut mirror = vec![0usize; rank];
    loop {
        for d in 0..rank {
            mirror[d] = if size_of(d).is_some() {
                (extent[d] - index[d]) % extent[d]
            } else {
                index[d]
            };
        }
        if value(&index) != value(&mirror).conj() {
            return false;
        }
        // Odometer over the padded extent.
        let mut d = 0;
        loop {
            if d == rank {
                return true;
            }
            index[d] += 1;
            if index[d] < extent[d] {
                break;
            }
            index[d] = 0;
            d += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(dims: &[usize], sizes: &[usize], data: &[(f64, f64)]) -> bool {
        let transformed: Vec<(usize, usize)> = sizes.iter().copied().enumerate().collect();
        is_conjugate_symmetric(dims, &transformed, |i| Complex64::new(data[i].0, data[i].1))
    }

    #[test]
    fn vectors() {
        assert!(check(
            &[4],
            &[4],
            &[(1.0, 0.0), (2.0, 1.0), (3.0, 0.0), (2.0, -1.0)]
        ));
        assert!(!check(&[3], &[3], &[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)]));
        assert!(!check(&[2], &[2], &[(1.0, 0.5), (2.0, 0.0)]));
        // Padding [1 2] to 3 points gives [1 2 0], not symmetric.
        assert!(!check(&[2], &[3], &[(1.0, 0.0), (2.0, 0.0)]));
        // Truncating [1 2 3] to 1 point gives [1], symmetric.
        assert!(check(&[3], &[1], &[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)]));
    }

    #[test]
    fn matrices() {
        // Column-major 2x2 real matrix: symmetric along both dims.
        assert!(check(
            &[2, 2],
            &[2, 2],
            &[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]
        ));
        // Along dim 1 only, each column is its own slab.
        assert!(check(
            &[2, 2],
            &[2],
            &[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]
        ));
        // A 3x1 column is symmetric along dims 1 and 2 when X(2) == X(3).
        assert!(check(
            &[3, 1],
            &[3, 1],
            &[(1.0, 0.0), (2.0, 0.0), (2.0, 0.0)]
        ));
        // A row transformed along dim 2 only.
        let row = [(1.0, 0.0), (2.0, 0.0), (2.0, 0.0)];
        assert!(is_conjugate_symmetric(&[1, 3], &[(1, 3)], |i| {
            Complex64::new(row[i].0, row[i].1)
        }));
    }
}
