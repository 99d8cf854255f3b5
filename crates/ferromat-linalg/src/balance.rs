//! Balancing before an eigenvalue computation, as LAPACK's `xGEBAL`
//! documents it: first permute rows and columns that isolate an eigenvalue
//! to the ends, then scale the rest by powers of two until each row and
//! column have comparable 2-norms. faer has no balancing routine, so this
//! small documented algorithm is written here; it must stay a similarity
//! by an exact permutation and exact powers of two (no rounding).

use crate::{Matrix, Scalar, View};

/// `B = D^-1 * P' * A * P * D` with `P` the permutation `order` (position
/// `j` holds original index `order[j]`) and `D = diag(scale)` by position.
pub struct Balanced<T> {
    pub balanced: Matrix<T>,
    pub order: Vec<usize>,
    pub scale: Vec<f64>,
}

const RADIX: f64 = 2.0;
/// A step is kept only when it shrinks `c + r` below this fraction.
const IMPROVEMENT: f64 = 0.95;

struct Work<T> {
    n: usize,
    m: Vec<T>,
    order: Vec<usize>,
}

impl<T: Scalar> Work<T> {
    fn at(&self, i: usize, j: usize) -> T {
        self.m[i + j * self.n]
    }
    /// Exchanges indices `a` and `b` (rows and columns alike).
    fn swap(&mut self, a: usize, b: usize) {
        if a == b {
            return;
        }
        let n = self.n;
        for j in 0..n {
            self.m.swap(a + j * n, b + j * n);
        }
        for i in 0..n {
            self.m.swap(i + a * n, i + b * n);
        }
        self.order.swap(a, b);
    }
}

fn norm2<T: Scalar>(values: impl Iterator<Item = T>) -> f64 {
    values.map(|x| x.modulus()).fold(0.0, f64::hypot)
}

fn max_abs<T: Scalar>(values: impl Iterator<Item = T>) -> f64 {
    values.map(|x| x.modulus()).fold(0.0, f64::max)
}

/// Balances a square matrix; `permute = false` is MATLAB's `'noperm'`.
/// Input holding NaN or Inf is permuted but not scaled.
pub fn balance<T: Scalar>(a: View<'_, T>, permute: bool) -> Balanced<T> {
    let n = a.rows();
    let mut w = Work {
        n,
        m: a.data().to_vec(),
        order: (0..n).collect(),
    };
    let zero = T::from_real(0.0);
    // Active block lo..=hi (0-based); empty when hi < lo.
    let (mut lo, mut hi) = (0usize, n);
    if permute && n > 0 {
        // Rows with no off-diagonal nonzero in the active columns go last.
        let mut changed = true;
        while changed && hi > 0 {
            changed = false;
            let start = hi;
            for i in (0..start).rev() {
                if i >= hi {
                    continue;
                }
                let isolated = (0..hi).all(|j| j == i || w.at(i, j) == zero);
                if isolated {
                    w.swap(i, hi - 1);
                    hi -= 1;
                    changed = true;
                    if hi == 0 {
                        break;
                    }
                }
            }
        }
        // Columns with no off-diagonal nonzero in the active rows go first.
        changed = true;
        while changed && lo < hi {
            changed = false;
            let mut j = lo;
            while j < hi {
                let isolated = (lo..hi).all(|i| i == j || w.at(i, j) == zero);
                if isolated {
                    w.swap(j, lo);
                    lo += 1;
                    changed = true;
                }
                j += 1;
            }
        }
    }
    let mut scale = vec![1.0; n];
    let finite = w.m.iter().all(|x| x.is_finite_value());
    if finite && lo < hi {
        scale_block(&mut w, lo, hi, &mut scale);
    }
    Balanced {
        balanced: Matrix {
            rows: n,
            cols: n,
            data: w.m,
        },
        order: w.order,
        scale,
    }
}

/// The scaling sweeps on the active block `lo..hi` (exclusive end).
fn scale_block<T: Scalar>(w: &mut Work<T>, lo: usize, hi: usize, scale: &mut [f64]) {
    let n = w.n;
    let safe_min = f64::MIN_POSITIVE / f64::EPSILON;
    let safe_max = 1.0 / safe_min;
    let small = safe_min * RADIX;
    let large = 1.0 / small;
    let mut changed = true;
    while changed {
        changed = false;
        // `i` names a row and a column of the matrix, not only a `scale` slot.
        #[allow(clippy::needless_range_loop)]
        for i in lo..hi {
            let mut c = norm2((lo..hi).map(|k| w.at(k, i)));
            let mut r = norm2((lo..hi).map(|k| w.at(i, k)));
            let mut ca = max_abs((0..hi).map(|k| w.at(k, i)));
            let mut ra = max_abs((lo..n).map(|k| w.at(i, k)));
            if c == 0.0 || r == 0.0 {
                continue;
            }
            let total = c + r;
            let mut f: f64 = 1.0;
            let mut g = r / RADIX;
            while c < g && f.max(c).max(ca) < large && r.min(g).min(ra) > small {
                f *= RADIX;
                c *= RADIX;
                ca *= RADIX;
                r /= RADIX;
                g /= RADIX;
                ra /= RADIX;
            }
            g = c / RADIX;
            while g >= r && r.max(ra) < large && f.min(c).min(g).min(ca) > small {
                f /= RADIX;
                c /= RADIX;
                g /= RADIX;
                ca /= RADIX;
                r *= RADIX;
                ra *= RADIX;
            }
            if c + r >= IMPROVEMENT * total {
                continue;
            }
            if f < 1.0 && scale[i] < 1.0 && f * scale[i] <= safe_min {
                continue;
            }
            if f > 1.0 && scale[i] > 1.0 && scale[i] >= safe_max / f {
                continue;
            }
            scale[i] *= f;
            changed = true;
            let (row, col) = (T::from_real(1.0 / f), T::from_real(f));
            for k in lo..n {
                w.m[i + k * n] *= row;
            }
            for k in 0..hi {
                w.m[k + i * n] *= col;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// B must equal D^-1 P' A P D exactly (powers of two, permutations).
    fn check(a: &Matrix<f64>, permute: bool) -> Balanced<f64> {
        let b = balance(a.view(), permute);
        let n = a.rows;
        for j in 0..n {
            for i in 0..n {
                let expected = a.data[b.order[i] + b.order[j] * n] * b.scale[j] / b.scale[i];
                assert_eq!(b.balanced.data[i + j * n], expected);
            }
        }
        for s in &b.scale {
            assert_eq!(s.log2().fract(), 0.0);
        }
        b
    }

    #[test]
    fn badly_scaled_matrix_is_balanced() {
        // MATLAB's balance example: A = [1 100 10000; .01 1 100; .0001 .01 1].
        let a = Matrix {
            rows: 3,
            cols: 3,
            data: vec![1.0, 0.01, 0.0001, 100.0, 1.0, 0.01, 10000.0, 100.0, 1.0],
        };
        let b = check(&a, true);
        let norm = |m: &Matrix<f64>| m.data.iter().fold(0.0f64, |s, x| s.max(x.abs()));
        assert!(norm(&b.balanced) < norm(&a) / 100.0);
    }

    #[test]
    fn triangular_matrix_is_only_permuted() {
        let a = Matrix {
            rows: 3,
            cols: 3,
            data: vec![1.0, 0.0, 0.0, 2.0, 3.0, 0.0, 4.0, 5.0, 6.0],
        };
        let b = check(&a, true);
        assert!(b.scale.iter().all(|&s| s == 1.0));
        let b = check(&a, false);
        assert_eq!(b.order, vec![0, 1, 2]);
    }

    #[test]
    fn random_matrices_stay_similar() {
        let mut state = 7u64;
        for n in 1..8 {
            let data = (0..n * n)
                .map(|_| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                    let x = (state >> 40) as f64;
                    if (x as u64).is_multiple_of(3) {
                        0.0
                    } else {
                        x * 2f64.powi((state >> 20) as i32 % 20 - 10)
                    }
                })
                .collect();
            let a = Matrix {
                rows: n,
                cols: n,
                data,
            };
            check(&a, true);
            check(&a, false);
        }
    }
}
