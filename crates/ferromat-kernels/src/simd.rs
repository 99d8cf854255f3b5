//! Which instruction set a vectorisable loop runs with: the CPU's widest
//! (AVX-512F, AVX2) or the portable baseline, detected at run time, and the
//! `dispatch!` macro that calls one of three copies of the same generic
//! body compiled for each. Only code generation differs between the copies:
//! no feature here changes how a floating-point operation rounds (Rust
//! never fuses a multiply and an add on its own), so every copy returns the
//! same bits. This file holds no loop of its own.
//!
//! `widest(|| loop)` is the short form for a loop written inline: the
//! closure is inlined into the feature-enabled copy (each closure is its
//! own type, called once there), and so is every `#[inline]` function it
//! calls, element closures included.

/// Which instruction set the wrappers may use, detected once per call
/// (the std macro caches the CPUID result).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Simd {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx2,
    #[cfg(target_arch = "x86_64")]
    Avx512,
}

#[inline(always)]
pub(crate) fn simd() -> Simd {
    #[cfg(target_arch = "x86_64")]
    {
        if is_x86_feature_detected!("avx512f") {
            return Simd::Avx512;
        }
        if is_x86_feature_detected!("avx2") {
            return Simd::Avx2;
        }
    }
    Simd::Portable
}

/// Runs the call compiled for the best available instruction set. The three
/// functions it names are the same generic body; only codegen differs.
macro_rules! dispatch {
    ($portable:path, $avx2:path, $avx512:path, $($arg:expr),*) => {
        match $crate::simd::simd() {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: avx512f was detected on this CPU just above.
            $crate::simd::Simd::Avx512 => unsafe { $avx512($($arg),*) },
            #[cfg(target_arch = "x86_64")]
            // SAFETY: avx2 was detected on this CPU just above.
            $crate::simd::Simd::Avx2 => unsafe { $avx2($($arg),*) },
            $crate::simd::Simd::Portable => $portable($($arg),*),
        }
    };
}
pub(crate) use dispatch;

/// Runs `work` compiled for the best available instruction set.
#[inline(always)]
pub(crate) fn widest<T>(work: impl FnOnce() -> T) -> T {
    dispatch!(run_portable, run_avx2, run_avx512, work)
}

fn run_portable<T>(work: impl FnOnce() -> T) -> T {
    work()
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn run_avx2<T>(work: impl FnOnce() -> T) -> T {
    work()
}
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn run_avx512<T>(work: impl FnOnce() -> T) -> T {
    work()
}
