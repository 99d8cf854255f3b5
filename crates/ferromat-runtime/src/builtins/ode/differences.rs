//! The backward-difference representation `ode15s` steps with: changing
//! the differences to a new step size, and interpolating them (the value
//! and its slope) for output points, events and `deval`. It holds only
//! these formulas: no stepping, no error control, no MATLAB values.

/// Changes the backward differences `dif` (columns 0..k, each n long) of
/// an order-k formula from step size h to `ratio * h`: `dif * R * U`,
/// where `R(i, j) = prod_{m<=i} (m - 1 - j ratio) / m` and `U(i, j) =
/// (-1)^i C(j, i)` (Shampine and Reichelt's change of step size).
pub(crate) fn rescale(dif: &mut [f64], n: usize, k: usize, ratio: f64) {
    let binomial = |j: usize, i: usize| -> f64 {
        (0..i).fold(1.0, |c, m| c * (j - m) as f64 / (m + 1) as f64)
    };
    let mut ru = vec![0.0; k * k];
    for i in 1..=k {
        for j in 1..=k {
            let mut sum = 0.0;
            for m in 1..=j {
                let r: f64 = (1..=i)
                    .map(|p| (p as f64 - 1.0 - m as f64 * ratio) / p as f64)
                    .product();
                let sign = if m % 2 == 0 { 1.0 } else { -1.0 };
                sum += r * sign * binomial(j, m);
            }
            ru[(i - 1) + (j - 1) * k] = sum;
        }
    }
    let old = dif[..n * k].to_vec();
    for j in 0..k {
        for row in 0..n {
            dif[row + j * n] = (0..k).map(|i| old[row + i * n] * ru[i + j * k]).sum();
        }
    }
}

/// The solution at `tq` from the differences at `(tnew, ynew)`: Newton's
/// backward interpolation `ynew + sum_j dif_j prod_{m<=j} (s+m-1)/m`,
/// `s = (tq - tnew) / h` (MATLAB's ntrp15s).
pub(crate) fn interpolate(
    tq: f64,
    tnew: f64,
    ynew: &[f64],
    h: f64,
    dif: &[f64],
    k: usize,
) -> Vec<f64> {
    let n = ynew.len();
    let s = (tq - tnew) / h;
    let mut out = ynew.to_vec();
    let mut product = 1.0;
    for j in 1..=k {
        product *= (s + j as f64 - 1.0) / j as f64;
        for (i, o) in out.iter_mut().enumerate() {
            *o += dif[i + (j - 1) * n] * product;
        }
    }
    out
}

/// The interpolant's derivative in t at `tq` (for `deval`'s second output).
pub(crate) fn slope(tq: f64, tnew: f64, h: f64, dif: &[f64], k: usize, n: usize) -> Vec<f64> {
    let s = (tq - tnew) / h;
    let mut out = vec![0.0; n];
    // d/ds of prod_{m<=j} (s+m-1)/m, built alongside the product.
    let (mut product, mut derivative) = (1.0, 0.0);
    for j in 1..=k {
        let factor = (s + j as f64 - 1.0) / j as f64;
        derivative = derivative * factor + product / j as f64;
        product *= factor;
        for (i, o) in out.iter_mut().enumerate() {
            *o += dif[i + (j - 1) * n] * derivative / h;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Backward differences of `p` at `t`, `t - h`, ... (columns 0..k).
    fn differences(p: &dyn Fn(f64) -> f64, t: f64, h: f64, k: usize) -> Vec<f64> {
        let mut table: Vec<f64> = (0..=k).map(|j| p(t - j as f64 * h)).collect();
        let mut out = Vec::new();
        for j in 1..=k {
            for q in (j..=k).rev() {
                table[q] = table[q - 1] - table[q];
            }
            out.push(table[j]);
        }
        out
    }

    #[test]
    fn rescaling_reexpresses_the_interpolating_polynomial() {
        let p = |t: f64| 1.0 + 2.0 * t - 0.5 * t * t + 0.25 * t * t * t;
        let (t, h) = (1.0, 0.1);
        for ratio in [1.0, 0.3, 0.5, 2.0] {
            let mut dif = differences(&p, t, h, 3);
            rescale(&mut dif, 1, 3, ratio);
            let expected = differences(&p, t, ratio * h, 3);
            for (a, b) in dif.iter().zip(&expected) {
                assert!((a - b).abs() < 1e-12, "{ratio}: {dif:?} {expected:?}");
            }
        }
    }

    #[test]
    fn interpolation_reproduces_a_cubic_and_its_slope() {
        let p = |t: f64| 1.0 + 2.0 * t - 0.5 * t * t + 0.25 * t * t * t;
        let dp = |t: f64| 2.0 - t + 0.75 * t * t;
        let (t, h) = (1.0, 0.1);
        let dif = differences(&p, t, h, 3);
        for tq in [0.75, 0.9, 0.95, 1.0] {
            assert!((interpolate(tq, t, &[p(t)], h, &dif, 3)[0] - p(tq)).abs() < 1e-12);
            assert!((slope(tq, t, h, &dif, 3, 1)[0] - dp(tq)).abs() < 1e-10);
        }
    }
}
