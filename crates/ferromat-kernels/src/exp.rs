//! `exp` of double arrays as a loop the compiler vectorises, correctly
//! rounded: libm's `exp` is a call per element with branches inside, which
//! no compiler turns into SIMD, so `exp(X)` on a large matrix ran at a
//! third of NumPy's speed.
//!
//! The method: x = k*ln2/128 + r with k whole and |r| <= ln2/256, so
//! e^x = 2^(k/128) * e^r; 2^(k mod 128 / 128) comes from a table
//! (`exp_table.rs`, the nearest double and its relative error), e^r - 1
//! from its Taylor series to r^6 (the next term is below 2^-110). The
//! product with the table value is carried in two doubles (an exact split
//! of each factor, then an error-free sum), so the sum before the last
//! rounding is within about 2^-68 of e^x, relative. The last addition's
//! own rounding error is recovered exactly, and when it lies within 2^-13
//! ulp of half an ulp (the one case where that small error could change
//! which way the result rounds) the element is redone in double-double
//! arithmetic (`exp_careful`); inputs outside [-700, 709] (overflow,
//! results near or below the subnormal range, NaN) go to libm. In that
//! range the result is the correctly rounded e^x, so `exp(1)` is `e` to
//! the last bit. glibc's `exp` agrees with it except about one input in
//! 5,000, where glibc is one ulp off (its documented bound is 0.511 ulp).
//!
//! On a CPU with fused multiply-add the array loop uses it (`FUSED`): the
//! product with the table value is then one multiply and one fma instead
//! of two splits and four products, and the series, the reduction and the
//! sums of small terms are fmas. Each fused step rounds once where the
//! plain one rounds twice, so the error bound above still holds; both
//! versions are correctly rounded, so the result is the same bit for bit
//! whatever instruction set runs it, serially or in parallel (tests
//! compare the two on random inputs).
//!
//! Every instruction of the array loop counts (it is compute-bound): the
//! input is not clamped (an out-of-range input indexes the table in
//! bounds and is redone), and an element to redo is marked by a NaN in
//! the output rather than by a separate flag array. Together with the
//! fused reduction these took `exp` of a 1000x1000 matrix from 2.8 to
//! 1.75 ms on one thread.
//!
//! On AVX-512 the array loop is `exp_avx512.rs` instead: the same method
//! with a 16-entry table held in registers (the 128-entry one costs two
//! gathers per vector), and the same redo decision and careful path; it
//! took that matrix to 1.2 ms.
//! Only the element function and the array loop live here; class rules
//! (complex results, single precision) belong to the caller.

use std::mem::MaybeUninit;

use crate::buffer;
#[cfg(target_arch = "x86_64")]
use crate::exp_avx512;
use crate::exp_table::{SCALE, TAIL};
use crate::parallel::Parallelism;
#[cfg(target_arch = "x86_64")]
use crate::simd::{simd, Simd};

/// Inputs in this range go through the fast path. Below -700 the small
/// terms of the product (about 2^-80 of the result) would fall into the
/// subnormal range and lose the bits the last rounding depends on.
pub(crate) const LOW: f64 = -700.0;
pub(crate) const HIGH: f64 = 709.0;
/// 1.5 * 2^52: adding it rounds a double below 2^51 to a whole number
/// and leaves that number in the low bits of the sum.
const ROUNDER: f64 = 6_755_399_441_055_744.0;
/// 128 / ln 2.
const STEPS_PER_LN2: f64 = 184.664_965_233_787_3;
/// ln2 / 128 split so that k * LN2_STEP_HIGH is exact for |k| < 2^18
/// (35 significant bits), and the rest.
const LN2_STEP_HIGH: f64 = 0.005_415_212_347_998_022;
const LN2_STEP_LOW: f64 = 1.265_508_608_332_543_8e-13;
/// Taylor coefficients 1/n! of e^r - 1 - r.
const C2: f64 = 1.0 / 2.0;
const C3: f64 = 1.0 / 6.0;
const C4: f64 = 1.0 / 24.0;
const C5: f64 = 1.0 / 120.0;
const C6: f64 = 1.0 / 720.0;
/// Clearing the low 27 mantissa bits leaves at most 26 significant bits,
/// so the product of two such halves is exact.
const SPLIT_MASK: u64 = !((1u64 << 27) - 1);
const EXPONENT_MASK: u64 = 0x7ff0_0000_0000_0000;
const MANTISSA_MASK: u64 = (1u64 << 52) - 1;
/// 2^-53: an ulp of a double in [1, 2) is 2^-52, half of it this.
const HALF_ULP_OF_ONE: f64 = 1.0 / 9_007_199_254_740_992.0;
/// How close (as a fraction of half an ulp, so 2^-13 ulp) the last
/// rounding error may come to half an ulp before the element goes to
/// `exp_careful`: about seven times the error bound of the sum before the
/// last rounding (2^-15.8 ulp, dominated by the series' own rounding). The
/// mpmath comparison in the tests found no miss at this margin.
pub(crate) const MIDPOINT_MARGIN: f64 = 1.0 / 4096.0;
/// Half an ulp of 1 times (1 - margin): a last rounding error at least
/// this many times the result's power of two is too near the midpoint.
const NEAR_MIDPOINT_FRACTION: f64 = HALF_ULP_OF_ONE * (1.0 - MIDPOINT_MARGIN);
/// Elements written before the check for elements to redo.
const BLOCK: usize = 512;

/// `x = k * ln2/128 + r`: the whole `k` (as a double), and 2^(k/128) as
/// the table's nearest double `scale` and its relative error `tail`.
#[inline(always)]
fn reduce<const FUSED: bool>(x: f64) -> (f64, f64, f64) {
    // The fused and plain products may round a tie differently and pick
    // neighbouring k; either leaves |r| within the series' range.
    let shifted = if FUSED {
        x.mul_add(STEPS_PER_LN2, ROUNDER)
    } else {
        x * STEPS_PER_LN2 + ROUNDER
    };
    let k = shifted - ROUNDER;
    let k_bits = shifted.to_bits();
    let step = (k_bits & 127) as usize;
    // The low bits of `shifted` hold k in two's complement; k >> 7 added to
    // the exponent field scales the table's 2^(step/128) by 2^(k >> 7).
    let scale = f64::from_bits(SCALE[step].wrapping_add((k_bits >> 7).wrapping_shl(52)));
    (k, scale, f64::from_bits(TAIL[step]))
}

/// The fast path: e^x for `x` in [LOW, HIGH], and whether the element must
/// be redone by libm (outside that range, or too near a rounding midpoint
/// to be sure of the last bit). `FUSED` computes the exact product and the
/// series with fused multiply-adds; it is only fast where the caller's
/// code is compiled with the `fma` feature (elsewhere `mul_add` is a call).
#[inline(always)]
pub(crate) fn exp_checked<const FUSED: bool>(x: f64) -> (f64, bool) {
    // No clamp: an input outside [LOW, HIGH] (or NaN) still indexes the
    // table in bounds (`reduce` masks the step), its result is garbage,
    // and the range check below sends it to libm.
    let (k, scale, tail) = reduce::<FUSED>(x);
    // r = x - k*ln2/128 as r + r_low: the product and the first difference
    // are exact, so the fused and plain forms give the same `r_high`.
    let r_high = if FUSED {
        (-k).mul_add(LN2_STEP_HIGH, x)
    } else {
        x - k * LN2_STEP_HIGH
    };
    let k_low = k * LN2_STEP_LOW;
    let r = r_high - k_low;
    let r_low = (r_high - r) - k_low;
    let r2 = r * r;
    let series = if FUSED {
        r2 * r.mul_add(r.mul_add(r.mul_add(r.mul_add(C6, C5), C4), C3), C2)
    } else {
        r2 * (C2 + r * (C3 + r * (C4 + r * (C5 + r * C6))))
    };
    // e^x / scale - 1 - r, all the small terms: the table value's error,
    // the reduction's, and the series beyond r.
    let small = if FUSED {
        tail + tail.mul_add(r, r_low + series)
    } else {
        tail + (tail * r + (r_low + series))
    };
    // scale * r exactly, as product_high + product_low.
    let (product_high, product_low) = if FUSED {
        let high = scale * r;
        (high, scale.mul_add(r, -high))
    } else {
        let scale_high = f64::from_bits(scale.to_bits() & SPLIT_MASK);
        let scale_low = scale - scale_high;
        let r_split_high = f64::from_bits(r.to_bits() & SPLIT_MASK);
        let r_split_low = r - r_split_high;
        let high = scale_high * r_split_high;
        let low = scale_high * r_split_low + scale_low * r_split_high + scale_low * r_split_low;
        (high, low)
    };
    // scale + product_high exactly, as sum + sum_error (|scale| is larger).
    let sum = scale + product_high;
    let sum_error = (scale - sum) + product_high;
    let low = if FUSED {
        sum_error + scale.mul_add(small, product_low)
    } else {
        sum_error + (product_low + scale * small)
    };
    let result = sum + low;
    // The last rounding's error, exactly. It is at most half an ulp of
    // `result`, so it lies within the margin of the midpoint exactly when
    // its size is at least (1 - margin) half ulps.
    let rounding = (sum - result) + low;
    let bits = result.to_bits();
    let near_midpoint_from = f64::from_bits(bits & EXPONENT_MASK) * NEAR_MIDPOINT_FRACTION;
    let near_midpoint = rounding.abs() >= near_midpoint_from;
    // Just below a power of two the ulp halves, and so does the distance
    // to the midpoint; such results are rare enough to leave to libm.
    let below_power_of_two = bits & MANTISSA_MASK == 0 && rounding < 0.0;
    // False for NaN too.
    let in_range = (LOW..=HIGH).contains(&x);
    let redo = !in_range | near_midpoint | below_power_of_two;
    (result, redo)
}

/// `e^x`, correctly rounded in [-700, 709] (and equal to what `exp_slice`
/// gives for the same element).
///
/// ```
/// assert_eq!(ferromat_kernels::exp::exp(0.0), 1.0);
/// assert_eq!(ferromat_kernels::exp::exp(1.0), std::f64::consts::E);
/// assert_eq!(ferromat_kernels::exp::exp(f64::NEG_INFINITY), 0.0);
/// ```
pub fn exp(x: f64) -> f64 {
    match exp_checked::<false>(x) {
        (result, false) => result,
        (_, true) => exp_careful(x),
    }
}

/// ln2 / 128 in three parts for the careful path: the first two have 35
/// significant bits, so their products with k are exact.
const LN2_STEP_MIDDLE: f64 = 1.265_508_608_301_285_3e-13;
const LN2_STEP_REST: f64 = 3.125_847_927_823_999_5e-24;
const TWO_TO_200: f64 = 1.606_938_044_258_990_3e60;

/// A double-double: `high + low` with |low| at most half an ulp of `high`.
#[derive(Clone, Copy)]
struct Double2 {
    high: f64,
    low: f64,
}

impl Double2 {
    #[inline(always)]
    fn sum(a: f64, b: f64) -> Double2 {
        let high = a + b;
        let b_part = high - a;
        let low = (a - (high - b_part)) + (b - b_part);
        Double2 { high, low }
    }
    #[inline(always)]
    fn product(a: f64, b: f64) -> Double2 {
        let high = a * b;
        // A fused multiply-add gives the product's rounding error exactly
        // (in software where the CPU lacks it; this path is rare).
        Double2 {
            high,
            low: a.mul_add(b, -high),
        }
    }
    #[inline(always)]
    fn add(self, other: Double2) -> Double2 {
        let s = Double2::sum(self.high, other.high);
        let t = Double2::sum(self.low, other.low);
        let u = Double2::sum(s.high, s.low + t.high);
        Double2::sum(u.high, u.low + t.low)
    }
    #[inline(always)]
    fn mul(self, other: Double2) -> Double2 {
        let p = Double2::product(self.high, other.high);
        let cross = self.high * other.low + self.low * other.high;
        Double2::sum(p.high, p.low + cross)
    }
    /// 1 / n for a whole n below 2^53.
    #[inline(always)]
    fn reciprocal(n: f64) -> Double2 {
        let high = 1.0 / n;
        let remainder = (-high).mul_add(n, 1.0);
        Double2 {
            high,
            low: remainder / n,
        }
    }
}

/// The elements `exp_checked` could not settle: inputs outside the fast
/// range go to libm; the rest are computed in double-double arithmetic
/// (about 2^-100 relative before the last rounding, the reduction with a
/// three-part ln2/128 and the series to r^12), which settles the last bit
/// for every input short of the handful that lie closer still to a
/// rounding midpoint.
#[cold]
fn exp_careful(x: f64) -> f64 {
    exp_careful_body(x)
}

/// `exp_careful` where the CPU has fused multiply-add: its exact products
/// are then one instruction each instead of calls to libm's software
/// `fma`, which made it five times slower. The bits are the same.
#[cfg(target_arch = "x86_64")]
#[cold]
#[target_feature(enable = "fma")]
fn exp_careful_fused(x: f64) -> f64 {
    exp_careful_body(x)
}

#[inline(always)]
fn exp_careful_body(x: f64) -> f64 {
    if !(LOW..=HIGH).contains(&x) {
        return x.exp();
    }
    let (k, scale, tail) = reduce::<false>(x);
    // Tiny results are computed 2^200 times larger, so that the last of
    // the 106 bits stay above the subnormal range; scaling back is exact
    // because the result is a normal double.
    let (scale, unscale) = if k < 0.0 {
        (scale * TWO_TO_200, 1.0 / TWO_TO_200)
    } else {
        (scale, 1.0)
    };
    // r = x - k*ln2/128: both products below are exact, and the first
    // difference too (x and k*LN2_STEP_HIGH are within a factor of two).
    let r_high = x - k * LN2_STEP_HIGH;
    let r = Double2::sum(r_high, -(k * LN2_STEP_MIDDLE)).add(Double2 {
        high: -(k * LN2_STEP_REST),
        low: 0.0,
    });
    // e^r - 1 = r (1 + r/2 (1 + r/3 (1 + ... (1 + r/12)))).
    let one = Double2 {
        high: 1.0,
        low: 0.0,
    };
    let mut series = one;
    for n in (2..=12).rev() {
        series = one.add(r.mul(Double2::reciprocal(f64::from(n))).mul(series));
    }
    let exp_r_minus_one = r.mul(series);
    // scale (1 + tail) (1 + (e^r - 1)), relative to scale.
    let tail = Double2 {
        high: tail,
        low: 0.0,
    };
    let relative = tail.add(exp_r_minus_one).add(tail.mul(exp_r_minus_one));
    let result = Double2 {
        high: scale,
        low: 0.0,
    }
    .add(Double2::product(scale, relative.high))
    .add(Double2 {
        high: scale * relative.low,
        low: 0.0,
    });
    (result.high + result.low) * unscale
}

/// `out[k] = e^input[k]` for one block: a branch-free vectorisable pass
/// that marks the elements to redo, then libm for those, if any.
#[inline(always)]
fn exp_block<const FUSED: bool>(
    input: &[f64],
    out: &mut [MaybeUninit<f64>],
    careful: impl Fn(f64) -> f64,
) {
    let len = input.len().min(out.len()).min(BLOCK);
    let (input, out) = (&input[..len], &mut out[..len]);
    // An element to redo is marked by a NaN result (in the fast range a
    // result is never NaN; a NaN input is redone anyway), which costs one
    // select per vector where a separate array of flags cost four
    // instructions.
    let mut any_redo = false;
    for i in 0..len {
        let (result, again) = exp_checked::<FUSED>(input[i]);
        out[i].write(if again { f64::NAN } else { result });
        any_redo |= again;
    }
    if any_redo {
        redo_marked(input, out, careful);
    }
}

/// The second pass of a block whose first pass wrote every slot of `out`
/// and marked the elements to redo with NaN; `careful` is `exp_careful`
/// compiled for the caller's CPU features.
fn redo_marked(input: &[f64], out: &mut [MaybeUninit<f64>], careful: impl Fn(f64) -> f64) {
    for (x, slot) in input.iter().zip(out.iter_mut()) {
        // SAFETY: the first pass wrote every slot of `out`.
        if unsafe { slot.assume_init_read() }.is_nan() {
            slot.write(careful(*x));
        }
    }
}

/// The blocks, in order.
#[inline(always)]
fn exp_blocks_body<const FUSED: bool>(
    input: &[f64],
    out: &mut [MaybeUninit<f64>],
    careful: impl Fn(f64) -> f64 + Copy,
) {
    for (input, out) in input.chunks(BLOCK).zip(out.chunks_mut(BLOCK)) {
        exp_block::<FUSED>(input, out, careful);
    }
}

/// The same blocks compiled for the widest vectors the CPU has (which
/// `simd.rs` detects), with fused multiply-add when the CPU has it: every
/// version gives the same, correctly rounded, bits. Named copies rather
/// than `simd::widest(|| ...)`: the body is too large for the compiler to
/// inline a closure into the feature-enabled wrapper.
fn exp_blocks(input: &[f64], out: &mut [MaybeUninit<f64>]) {
    #[cfg(target_arch = "x86_64")]
    if is_x86_feature_detected!("fma") {
        match simd() {
            // SAFETY: avx512f and fma were detected on this CPU just above.
            Simd::Avx512 => return unsafe { blocks_avx512_fused(input, out) },
            // SAFETY: avx2 and fma were detected on this CPU just above.
            Simd::Avx2 => return unsafe { blocks_avx2_fused(input, out) },
            Simd::Portable => {}
        }
    }
    exp_blocks_body::<false>(input, out, exp_careful)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn blocks_avx2_fused(input: &[f64], out: &mut [MaybeUninit<f64>]) {
    // The closure has this function's features, fma among them, so the
    // careful path's exact products are single instructions here too.
    exp_blocks_body::<true>(input, out, |x| exp_careful_fused(x))
}
/// On AVX-512 the loop is `exp_avx512.rs`'s, whose table lookup is a
/// register permute rather than a gather.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,fma")]
fn blocks_avx512_fused(input: &[f64], out: &mut [MaybeUninit<f64>]) {
    // SAFETY: avx512f and fma are enabled in this function.
    // The closure has this function's features, fma among them.
    let careful = |x| exp_careful_fused(x);
    unsafe { exp_avx512::exp_all(input, out, exp, careful) }
}

/// `e^x` of every element, in order; parallel on large arrays with the
/// serial result.
///
/// ```
/// use ferromat_kernels::{exp::exp_slice, Parallelism};
/// assert_eq!(exp_slice(&[0.0, f64::INFINITY], Parallelism::Auto), vec![1.0, f64::INFINITY]);
/// ```
pub fn exp_slice(data: &[f64], parallelism: Parallelism) -> Vec<f64> {
    let total = data.len();
    // exp costs about ten times a memory-bound add per element, so it pays
    // to split from an eighth of the usual threshold.
    let piece = parallelism
        .split(total.saturating_mul(8))
        .then(|| total.div_ceil(parallelism.pieces(total)).max(BLOCK));
    // SAFETY: `exp_blocks` writes every slot of the piece it is given.
    unsafe { buffer::written_by_pieces(data, piece, exp_blocks) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fused and plain fast paths return the same bits and make the
    /// same redo decision on almost every input; where they differ on the
    /// decision, the one that did not redo is still correctly rounded,
    /// which `exp_careful` settles. (`mul_add` outside an fma-enabled
    /// function is a correct, slow, call, so this runs on any CPU.)
    #[test]
    fn fused_and_plain_agree() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
            // Half the inputs over the whole fast range, half in [-2, 2].
            let x = if state & 1 == 0 {
                LOW + (HIGH - LOW) * unit
            } else {
                4.0 * unit - 2.0
            };
            let settle = |(value, redo): (f64, bool)| if redo { exp_careful(x) } else { value };
            let plain = settle(exp_checked::<false>(x));
            let fused = settle(exp_checked::<true>(x));
            assert_eq!(plain.to_bits(), fused.to_bits(), "x = {x:e}");
        }
    }

    /// The AVX2 loop, which `exp_slice` does not reach on an AVX-512 CPU,
    /// against the element function bit for bit, on inputs that include
    /// the ones it redoes (a redo is about one element in 500).
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx2_loop_matches_element_function() {
        if !(is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma")) {
            return;
        }
        let mut state = 0x6a09_e667_f3bc_c908u64;
        let input: Vec<f64> = (0..100_000)
            .map(|i| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
                if i % 2 == 0 {
                    LOW + (HIGH - LOW) * unit
                } else {
                    4.0 * unit - 2.0
                }
            })
            .chain([f64::NAN, f64::INFINITY, -f64::INFINITY, -0.0, 800.0, -800.0])
            .collect();
        let mut out = vec![MaybeUninit::uninit(); input.len()];
        // SAFETY: avx2 and fma were detected just above.
        unsafe { blocks_avx2_fused(&input, &mut out) };
        for (x, slot) in input.iter().zip(&out) {
            // SAFETY: the block loop writes every slot.
            let value = unsafe { slot.assume_init_read() };
            assert_eq!(value.to_bits(), exp(*x).to_bits(), "x = {x:e}");
        }
    }

    #[test]
    fn edges() {
        assert_eq!(exp(0.0), 1.0);
        assert_eq!(exp(-0.0), 1.0);
        assert_eq!(exp(1.0), std::f64::consts::E);
        assert!(exp(f64::NAN).is_nan());
        assert_eq!(exp(710.0), f64::INFINITY);
        assert_eq!(exp(-746.0), 0.0);
        assert_eq!(exp(-740.0), (-740.0f64).exp());
        assert!((exp(HIGH) / HIGH.exp() - 1.0).abs() <= f64::EPSILON);
    }
}
