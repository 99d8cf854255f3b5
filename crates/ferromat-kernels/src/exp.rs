//! `exp` of double arrays as a loop the compiler vectorises: libm's `exp`
//! is a call per element with branches inside, which no compiler turns
//! into SIMD, so `exp(X)` on a large matrix ran at a third of NumPy's speed.
//!
//! The method is the classic one (Cody and Waite's argument reduction, then
//! the Remez-fitted rational approximation on [-ln2/2, ln2/2] published
//! with Sun's fdlibm, whose error bound is below one ulp): x = k*ln2 + r
//! with k whole, exp(x) = 2^k * exp(r). Every step is plain IEEE
//! arithmetic without fused multiply-add, so the result is the same bit for
//! bit whatever instruction set runs it, serially or in parallel. Inputs
//! outside [-708, 709] (overflow, subnormal results, NaN) are redone by
//! libm in a second pass over the few blocks that hold one.
//!
//! Results are within one ulp of libm's but not always equal to them (about
//! one input in ten differs in the last bit; `exp(1)` is one ulp above
//! `e`), so the runtime's `exp` builtin does not use this yet: MATLAB's
//! `exp(1)` displays as `e` in `format long`.
//!
//! Only the element function and the array loop live here; class rules
//! (complex results, single precision) belong to the caller.

// The constants are written with the digits they were published with;
// each rounds to the intended double.
#![allow(clippy::excessive_precision)]

use std::mem::MaybeUninit;

use rayon::prelude::*;

use crate::buffer;
use crate::parallel::Parallelism;
use crate::simd::widest;

/// Inputs in this range give a normal double through the fast path.
const LOW: f64 = -708.0;
const HIGH: f64 = 709.0;
/// 1.5 * 2^52: adding it rounds a double below 2^51 to a whole number
/// and leaves that number in the low bits of the sum.
const ROUNDER: f64 = 6_755_399_441_055_744.0;
const LOG2_E: f64 = std::f64::consts::LOG2_E;
/// ln 2 split so that k * LN2_HIGH is exact for |k| < 2^11.
const LN2_HIGH: f64 = 6.931_471_803_691_238_164_90e-1;
const LN2_LOW: f64 = 1.908_214_929_270_587_700_02e-10;
/// Remez coefficients of the rational approximation (fdlibm's P1..P5).
const P1: f64 = 1.666_666_666_666_660_190_37e-1;
const P2: f64 = -2.777_777_777_701_559_338_42e-3;
const P3: f64 = 6.613_756_321_437_934_361_17e-5;
const P4: f64 = -1.653_390_220_546_525_153_90e-6;
const P5: f64 = 4.138_136_797_057_238_460_39e-8;
/// Elements written before the out-of-range check of a block.
const BLOCK: usize = 1024;

/// The fast path for `x` in [LOW, HIGH]; any other input gives a finite
/// placeholder that `exp` replaces.
#[inline(always)]
fn exp_in_range(x: f64) -> f64 {
    let x = x.clamp(LOW, HIGH);
    let shifted = x * LOG2_E + ROUNDER;
    let k = shifted - ROUNDER;
    let high = x - k * LN2_HIGH;
    let low = k * LN2_LOW;
    let r = high - low;
    let r2 = r * r;
    let c = r - r2 * (P1 + r2 * (P2 + r2 * (P3 + r2 * (P4 + r2 * P5))));
    let y = 1.0 - ((low - (r * c) / (2.0 - c)) - high);
    // The low bits of `shifted` hold k; k + 1023 in the exponent field is 2^k.
    let scale = f64::from_bits(shifted.to_bits().wrapping_add(1023) << 52);
    y * scale
}

#[inline(always)]
fn in_range(x: f64) -> bool {
    (LOW..=HIGH).contains(&x)
}

/// `e^x`, within one ulp of the exact value (and equal to what
/// `exp_slice` gives for the same element).
///
/// ```
/// assert_eq!(ferromat_kernels::exp::exp(0.0), 1.0);
/// assert_eq!(ferromat_kernels::exp::exp(f64::NEG_INFINITY), 0.0);
/// ```
pub fn exp(x: f64) -> f64 {
    if in_range(x) {
        exp_in_range(x)
    } else {
        x.exp()
    }
}

/// `out[k] = e^input[k]` for one block: a branch-free vectorisable pass,
/// then libm for the elements outside the fast range, if any.
#[inline(always)]
fn exp_block(input: &[f64], out: &mut [MaybeUninit<f64>]) {
    let mut outside = false;
    for (o, &x) in out.iter_mut().zip(input) {
        o.write(exp_in_range(x));
        outside |= !in_range(x);
    }
    if outside {
        for (o, &x) in out.iter_mut().zip(input) {
            if !in_range(x) {
                o.write(x.exp());
            }
        }
    }
}

/// The same blocks compiled for the widest vectors the CPU has (the choice
/// is `simd.rs`'s; no FMA is enabled, so every version rounds identically).
fn exp_blocks(input: &[f64], out: &mut [MaybeUninit<f64>]) {
    widest(|| {
        for (input, out) in input.chunks(BLOCK).zip(out.chunks_mut(BLOCK)) {
            exp_block(input, out);
        }
    })
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
    let mut values: Vec<f64> = buffer::with_capacity(total);
    {
        let slots = &mut values.spare_capacity_mut()[..total];
        // exp costs about ten times a memory-bound add per element, so it
        // pays to split from an eighth of the usual threshold.
        if parallelism.split(total.saturating_mul(8)) {
            let piece = total.div_ceil(parallelism.pieces(total)).max(BLOCK);
            slots
                .par_chunks_mut(piece)
                .zip(data.par_chunks(piece))
                .for_each(|(out, input)| exp_blocks(input, out));
        } else {
            exp_blocks(data, slots);
        }
    }
    // SAFETY: `exp_blocks` wrote every slot of each chunk, and the chunks
    // of `data` and of the slots pair up one to one and tile `total`.
    unsafe { values.set_len(total) };
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges() {
        assert_eq!(exp(0.0), 1.0);
        assert_eq!(exp(-0.0), 1.0);
        assert!((exp(1.0) - std::f64::consts::E).abs() <= f64::EPSILON * 2.0);
        assert!(exp(f64::NAN).is_nan());
        assert_eq!(exp(710.0), f64::INFINITY);
        assert_eq!(exp(-746.0), 0.0);
        assert_eq!(exp(-740.0), (-740.0f64).exp());
        assert!((exp(HIGH) / HIGH.exp() - 1.0).abs() <= f64::EPSILON);
    }
}
