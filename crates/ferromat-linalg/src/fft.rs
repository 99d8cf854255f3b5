//! Discrete Fourier transforms along one dimension of a column-major N-d
//! array, any length, on rustfft. Padding/truncation to `n` points and the
//! inverse's `1/n` scaling happen here; MATLAB argument rules do not.

use num_complex::Complex64;
use rustfft::FftPlanner;

/// Transforms `data` (dims `dims`) along `dim` (0-based) to `n` points.
/// The result has dims `dims` with `dims[dim] = n`.
pub fn fft_along(
    data: &[Complex64],
    dims: &[usize],
    dim: usize,
    n: usize,
    inverse: bool,
) -> Vec<Complex64> {
    let len = dims.get(dim).copied().unwrap_or(1);
    let inner: usize = dims.iter().take(dim).product();
    let outer: usize = dims.iter().skip(dim + 1).product();
    let total = inner * n * outer;
    let zero = Complex64::new(0.0, 0.0);
    let mut out = vec![zero; total];
    if total == 0 {
        return out;
    }
    let copy = len.min(n);
    // Lay the input out with the transformed dimension resized to n.
    for o in 0..outer {
        for k in 0..copy {
            let src = (o * len + k) * inner;
            let dst = (o * n + k) * inner;
            out[dst..dst + inner].copy_from_slice(&data[src..src + inner]);
        }
    }
    let mut planner = FftPlanner::<f64>::new();
    let plan = if inverse {
        planner.plan_fft_inverse(n)
    } else {
        planner.plan_fft_forward(n)
    };
    let mut scratch = vec![zero; plan.get_inplace_scratch_len()];
    if inner == 1 {
        // Lanes are contiguous: rustfft runs them all in one call.
        plan.process_with_scratch(&mut out, &mut scratch);
    } else {
        let mut lane = vec![zero; n];
        for o in 0..outer {
            for i in 0..inner {
                let base = o * n * inner + i;
                for (k, x) in lane.iter_mut().enumerate() {
                    *x = out[base + k * inner];
                }
                plan.process_with_scratch(&mut lane, &mut scratch);
                for (k, x) in lane.iter().enumerate() {
                    out[base + k * inner] = *x;
                }
            }
        }
    }
    if inverse {
        let scale = 1.0 / n as f64;
        for x in &mut out {
            *x *= scale;
        }
    }
    out
}
