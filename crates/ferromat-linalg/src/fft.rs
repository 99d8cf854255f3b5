//! Discrete Fourier transforms along one dimension of a column-major N-d
//! array, any length, on rustfft. Padding/truncation to `n` points and the
//! inverse's `1/n` scaling happen here; MATLAB argument rules do not.
//! Plans are cached across calls (planning a long transform computes its
//! twiddle factors, a third of a 2^20-point FFT's time).

use std::collections::HashSet;
use std::sync::{Arc, Mutex, OnceLock};

use num_complex::Complex64;
use rustfft::{Fft, FftPlanner};

/// Lengths above this are planned afresh each time: their twiddle tables
/// (16 bytes a point) are not worth keeping, and planning is then a small
/// part of the transform.
const CACHED_LENGTH: usize = 1 << 22;
/// The planner starts afresh after this many different cached plans, so
/// that a loop over many lengths does not grow memory without bound.
const CACHED_PLANS: usize = 64;

/// The plans made so far, and which (length, direction) pairs they cover.
struct PlanCache {
    planner: FftPlanner<f64>,
    planned: HashSet<(usize, bool)>,
}

/// A plan for `n` points, from the process-wide cache when `n` is small
/// enough to keep.
fn plan(n: usize, inverse: bool) -> Arc<dyn Fft<f64>> {
    let make = |planner: &mut FftPlanner<f64>| {
        if inverse {
            planner.plan_fft_inverse(n)
        } else {
            planner.plan_fft_forward(n)
        }
    };
    if n > CACHED_LENGTH {
        return make(&mut FftPlanner::new());
    }
    static CACHE: OnceLock<Mutex<PlanCache>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| {
        Mutex::new(PlanCache {
            planner: FftPlanner::new(),
            planned: HashSet::new(),
        })
    });
    // A panic while planning leaves nothing half-made that matters.
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    if cache.planned.insert((n, inverse)) && cache.planned.len() > CACHED_PLANS {
        cache.planner = FftPlanner::new();
        cache.planned.clear();
        cache.planned.insert((n, inverse));
    }
    make(&mut cache.planner)
}

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
    let plan = plan(n, inverse);
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
