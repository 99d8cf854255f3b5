//! Discrete Fourier transforms along one dimension of a column-major N-d
//! array, any length, on rustfft (complex input) and realfft (real input,
//! about half the work). Padding/truncation to `n` points and the inverse's
//! `1/n` scaling happen here; MATLAB argument rules do not.
//! Plans are cached across calls (planning a long transform computes its
//! twiddle factors, a third of a 2^20-point FFT's time). Independent lanes
//! run in parallel once a transform is large enough to pay for the threads.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, OnceLock};

use num_complex::Complex64;
use rayon::prelude::*;
use realfft::{ComplexToReal, RealFftPlanner, RealToComplex};
use rustfft::{Fft, FftPlanner};

/// Lengths above this are planned afresh each time: their twiddle tables
/// (16 bytes a point) are not worth keeping, and planning is then a small
/// part of the transform.
const CACHED_LENGTH: usize = 1 << 22;
/// A planner starts afresh after this many different cached plans, so that
/// a loop over many lengths does not grow memory without bound.
const CACHED_PLANS: usize = 64;
/// Transforms with fewer points in all are run on one thread: below this,
/// handing lanes to rayon costs more than it saves.
const PARALLEL_POINTS: usize = 1 << 15;

const ZERO: Complex64 = Complex64::new(0.0, 0.0);

/// One planner and the (length, direction) pairs planned with it so far.
struct PlanCache<P> {
    planner: P,
    planned: HashSet<(usize, bool)>,
}

/// A plan from `cache` (made on first use by `fresh`), or from a throwaway
/// planner when `n` is too long to keep.
fn cached_plan<P, R>(
    cache: &'static OnceLock<Mutex<PlanCache<P>>>,
    fresh: fn() -> P,
    n: usize,
    inverse: bool,
    make: impl FnOnce(&mut P) -> R,
) -> R {
    if n > CACHED_LENGTH {
        return make(&mut fresh());
    }
    let cache = cache.get_or_init(|| {
        Mutex::new(PlanCache {
            planner: fresh(),
            planned: HashSet::new(),
        })
    });
    // A panic while planning leaves nothing half-made that matters.
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    if cache.planned.insert((n, inverse)) && cache.planned.len() > CACHED_PLANS {
        cache.planner = fresh();
        cache.planned.clear();
        cache.planned.insert((n, inverse));
    }
    make(&mut cache.planner)
}

fn complex_plan(n: usize, inverse: bool) -> Arc<dyn Fft<f64>> {
    static CACHE: OnceLock<Mutex<PlanCache<FftPlanner<f64>>>> = OnceLock::new();
    cached_plan(&CACHE, FftPlanner::new, n, inverse, |planner| {
        if inverse {
            planner.plan_fft_inverse(n)
        } else {
            planner.plan_fft_forward(n)
        }
    })
}

static REAL_CACHE: OnceLock<Mutex<PlanCache<RealFftPlanner<f64>>>> = OnceLock::new();

fn real_plan(n: usize) -> Arc<dyn RealToComplex<f64>> {
    cached_plan(&REAL_CACHE, RealFftPlanner::new, n, false, |planner| {
        planner.plan_fft_forward(n)
    })
}

fn real_inverse_plan(n: usize) -> Arc<dyn ComplexToReal<f64>> {
    cached_plan(&REAL_CACHE, RealFftPlanner::new, n, true, |planner| {
        planner.plan_fft_inverse(n)
    })
}

/// Where the lanes of a transform along one dimension lie: `outer` blocks,
/// each holding `inner` interleaved lanes of `len` points (`n` after the
/// transform). Lane `o * inner + i` starts at `o * len * inner + i`.
#[derive(Clone, Copy)]
struct Lanes {
    inner: usize,
    outer: usize,
    len: usize,
    n: usize,
}

impl Lanes {
    fn new(dims: &[usize], dim: usize, n: usize) -> Self {
        Lanes {
            inner: dims.iter().take(dim).product(),
            outer: dims.iter().skip(dim + 1).product(),
            len: dims.get(dim).copied().unwrap_or(1),
            n,
        }
    }

    fn count(&self) -> usize {
        self.inner * self.outer
    }

    /// Copies lane `lane` of `data` into `into` (n points), truncated or
    /// padded with zeros.
    fn gather<T: Copy>(&self, data: &[T], lane: usize, into: &mut [T], zero: T) {
        let (o, i) = (lane / self.inner, lane % self.inner);
        let start = o * self.len * self.inner + i;
        let copy = self.len.min(self.n);
        for (k, x) in into[..copy].iter_mut().enumerate() {
            *x = data[start + k * self.inner];
        }
        into[copy..].fill(zero);
    }

    /// Turns lane-major buffers (`n` points per lane, one after another)
    /// into the column-major result, whose transformed dimension has `n`.
    fn interleave<T: Copy + Default>(&self, buffer: Vec<T>) -> Vec<T> {
        if self.inner == 1 {
            return buffer;
        }
        let (inner, n) = (self.inner, self.n);
        let mut out = vec![T::default(); buffer.len()];
        for (block_in, block_out) in buffer
            .chunks_exact(inner * n)
            .zip(out.chunks_exact_mut(inner * n))
        {
            for (i, lane) in block_in.chunks_exact(n).enumerate() {
                for (k, &x) in lane.iter().enumerate() {
                    block_out[k * inner + i] = x;
                }
            }
        }
        out
    }
}

/// Runs `work(state, lane, points)` on each `n`-point lane of `buffer`,
/// in parallel when the transform is large; `init` makes one state (scratch
/// space) per worker.
fn for_each_lane<T: Send, S>(
    buffer: &mut [T],
    n: usize,
    init: impl Fn() -> S + Sync + Send,
    work: impl Fn(&mut S, usize, &mut [T]) + Sync + Send,
) {
    if buffer.len() >= PARALLEL_POINTS && buffer.len() > n {
        buffer
            .par_chunks_exact_mut(n)
            .enumerate()
            .for_each_init(&init, |state, (lane, points)| work(state, lane, points));
    } else {
        let mut state = init();
        for (lane, points) in buffer.chunks_exact_mut(n).enumerate() {
            work(&mut state, lane, points);
        }
    }
}

fn scale_inverse(points: &mut [Complex64], n: usize) {
    let scale = 1.0 / n as f64;
    for x in points {
        *x *= scale;
    }
}

/// Transforms `data` (dims `dims`) along `dim` (0-based) to `n` points.
/// The result has dims `dims` with `dims[dim] = n`. Contiguous lanes of the
/// right length are transformed in place, in `data`'s own buffer.
pub fn fft_along(
    data: Vec<Complex64>,
    dims: &[usize],
    dim: usize,
    n: usize,
    inverse: bool,
) -> Vec<Complex64> {
    let lanes = Lanes::new(dims, dim, n);
    if lanes.count() == 0 || n == 0 {
        return vec![ZERO; lanes.count() * n];
    }
    let plan = complex_plan(n, inverse);
    let scratch = || vec![ZERO; plan.get_inplace_scratch_len()];
    let transform = |scratch: &mut Vec<Complex64>, points: &mut [Complex64]| {
        plan.process_with_scratch(points, scratch);
        if inverse {
            scale_inverse(points, n);
        }
    };
    if lanes.inner == 1 && lanes.len == n {
        let mut data = data;
        for_each_lane(&mut data, n, scratch, |scratch, _, points| {
            transform(scratch, points)
        });
        return data;
    }
    let mut buffer = vec![ZERO; lanes.count() * n];
    for_each_lane(&mut buffer, n, scratch, |scratch, lane, points| {
        lanes.gather(&data, lane, points, ZERO);
        transform(scratch, points);
    });
    lanes.interleave(buffer)
}

/// Scratch space of one worker of a real-input transform.
struct RealScratch {
    input: Vec<f64>,
    half: Vec<Complex64>,
    scratch: Vec<Complex64>,
}

/// `fft_along` for real `data`: one real-to-complex transform per lane
/// gives the first half of the spectrum, and conjugate symmetry the rest
/// (so the result is exactly conjugate-symmetric, as MATLAB's is). The
/// inverse of a real signal is the conjugate of its forward transform,
/// divided by `n`.
pub fn fft_real_along(
    data: &[f64],
    dims: &[usize],
    dim: usize,
    n: usize,
    inverse: bool,
) -> Vec<Complex64> {
    let lanes = Lanes::new(dims, dim, n);
    if lanes.count() == 0 || n == 0 {
        return vec![ZERO; lanes.count() * n];
    }
    let plan = real_plan(n);
    let init = || RealScratch {
        input: plan.make_input_vec(),
        half: plan.make_output_vec(),
        scratch: plan.make_scratch_vec(),
    };
    let mut buffer = vec![ZERO; lanes.count() * n];
    for_each_lane(&mut buffer, n, init, |state, lane, points| {
        lanes.gather(data, lane, &mut state.input, 0.0);
        // Every buffer was made by the plan itself, so the lengths agree
        // and the transform cannot fail.
        let done = plan.process_with_scratch(&mut state.input, &mut state.half, &mut state.scratch);
        debug_assert!(done.is_ok());
        let half = state.half.len();
        points[..half].copy_from_slice(&state.half);
        for k in half..n {
            points[k] = points[n - k].conj();
        }
        if inverse {
            for x in points.iter_mut() {
                *x = x.conj();
            }
            scale_inverse(points, n);
        }
    });
    lanes.interleave(buffer)
}

/// Scratch space of one worker of a conjugate-symmetric inverse.
struct SymmetricScratch {
    full: Vec<Complex64>,
    half: Vec<Complex64>,
    scratch: Vec<Complex64>,
}

/// The inverse transform of `data` along `dim` (0-based) to `n` points,
/// treating each lane as conjugate symmetric, as MATLAB's
/// `ifft(X, n, dim, 'symmetric')` does: after truncation or padding to `n`
/// points, only the first `n/2 + 1` are read (and the imaginary parts of the
/// zero and Nyquist frequencies ignored), and the result is real.
pub fn ifft_symmetric_along(data: &[Complex64], dims: &[usize], dim: usize, n: usize) -> Vec<f64> {
    let lanes = Lanes::new(dims, dim, n);
    if lanes.count() == 0 || n == 0 {
        return vec![0.0; lanes.count() * n];
    }
    let plan = real_inverse_plan(n);
    let init = || SymmetricScratch {
        full: vec![ZERO; n],
        half: plan.make_input_vec(),
        scratch: plan.make_scratch_vec(),
    };
    let mut buffer = vec![0.0; lanes.count() * n];
    for_each_lane(&mut buffer, n, init, |state, lane, points| {
        lanes.gather(data, lane, &mut state.full, ZERO);
        let half = state.half.len();
        state.half.copy_from_slice(&state.full[..half]);
        state.half[0].im = 0.0;
        if n.is_multiple_of(2) {
            state.half[half - 1].im = 0.0;
        }
        // The plan made every buffer, so the lengths agree, and the
        // imaginary parts it requires to be zero are zero: it cannot fail.
        let done = plan.process_with_scratch(&mut state.half, points, &mut state.scratch);
        debug_assert!(done.is_ok());
        let scale = 1.0 / n as f64;
        for x in points.iter_mut() {
            *x *= scale;
        }
    });
    lanes.interleave(buffer)
}
