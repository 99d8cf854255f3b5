//! When kernels go parallel: the one size threshold and the caller's override.
//! Parallel and serial paths split work only along boundaries where the
//! "first occurrence wins" rule can be replayed exactly (whole lanes, whole
//! accumulator blocks, or ordered chunks merged left to right), so both give
//! identical results.

/// Element count from which a kernel uses rayon. Below it the spawn and join
/// cost exceeds the work: a values-only f64 lane of 2^17 elements takes about
/// 20 us on one core, versus a few microseconds of rayon overhead.
pub const PARALLEL_MIN_ELEMENTS: usize = 1 << 17;

/// Whether a call may use several threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Parallelism {
    /// Parallel from `PARALLEL_MIN_ELEMENTS` elements on.
    #[default]
    Auto,
    /// Never parallel.
    Serial,
    /// Parallel whatever the size, with small chunks (used by tests to
    /// exercise the splitting on small arrays).
    Always,
}

impl Parallelism {
    /// Whether work of `elements` elements should be split.
    pub(crate) fn split(self, elements: usize) -> bool {
        match self {
            Parallelism::Auto => {
                elements >= PARALLEL_MIN_ELEMENTS && rayon::current_num_threads() > 1
            }
            Parallelism::Serial => false,
            Parallelism::Always => true,
        }
    }

    /// Whether `count` independent items (lanes, slabs) are enough to keep
    /// every thread busy on their own.
    pub(crate) fn enough_pieces(self, count: usize) -> bool {
        match self {
            Parallelism::Always => count > 1,
            _ => count >= 2 * rayon::current_num_threads(),
        }
    }

    /// Target number of pieces to split `count` items into (at least 1,
    /// at most `count`).
    pub(crate) fn pieces(self, count: usize) -> usize {
        let wanted = match self {
            Parallelism::Always => count,
            _ => rayon::current_num_threads() * 4,
        };
        wanted.clamp(1, count.max(1))
    }
}
