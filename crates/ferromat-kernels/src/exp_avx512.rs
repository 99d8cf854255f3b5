//! The AVX-512 array loop of `exp` (`exp.rs`), written with intrinsics so
//! that its table lookup is a register permute instead of a gather.
//!
//! Why a second loop: the portable loop looks 2^(j/128) up in a 128-entry
//! table, which the compiler turns into two gathers per vector; on the AMD
//! cores this runs on, `perf annotate` put half of `exp`'s time on those
//! gathers. Here x = k*ln2/16 + r with |r| <= ln2/32, and 2^(j/16) comes
//! from 16 entries that fit in two registers, which `vpermt2pd` indexes
//! with the low four bits of k directly. The larger r costs three more
//! terms of the series (to r^9; the next is below 2^-77), and two more
//! exact steps: r^2/2 is carried exactly (a product and its error from a
//! fused multiply-add) and added to r in an error-free sum, so the part
//! of the series that is rounded stays below 2^-19 and the sum before the
//! last rounding is within about 2^-70 of e^x, relative, as in the
//! portable loop.
//!
//! The decision to redo an element (too near a rounding midpoint, below a
//! power of two, outside [-700, 709], NaN) is the portable loop's, and the
//! redone elements go to the same `exp_careful`. Both loops are correctly
//! rounded wherever they do not redo, so they give the same bits; the
//! tests compare this loop with the element function on millions of
//! inputs and on the stored hard cases. This file holds arithmetic only:
//! no blocking, threading or class rules.

#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::*;
use std::mem::MaybeUninit;

use crate::exp::{HIGH, LOW, MIDPOINT_MARGIN};
use crate::exp_table::{SCALE, TAIL};

/// 16 / ln 2.
const STEPS_PER_LN2: f64 = 23.083_120_654_223_414;
/// ln2 / 16 with 38 significant bits, so that k times it is exact for
/// every |k| < 2^15 (the fast range needs |k| <= 16366), and the rest.
const LN2_STEP_HIGH: f64 = 0.043_321_698_784_893_67;
const LN2_STEP_LOW: f64 = 1.029_121_848_931_067_6e-13;
/// 1.5 * 2^52, as in `exp.rs`.
const ROUNDER: f64 = 6_755_399_441_055_744.0;
/// Taylor coefficients 1/n! for n = 3..=9.
const C3: f64 = 1.0 / 6.0;
const C4: f64 = 1.0 / 24.0;
const C5: f64 = 1.0 / 120.0;
const C6: f64 = 1.0 / 720.0;
const C7: f64 = 1.0 / 5040.0;
const C8: f64 = 1.0 / 40320.0;
const C9: f64 = 1.0 / 362_880.0;
/// A last rounding error times this that still rounds back to the
/// result is at least the margin's fraction of half an ulp from the
/// midpoint.
const MARGIN_FACTOR: f64 = 1.0 + MIDPOINT_MARGIN;

/// 2^(j/16) for j = 0..16, as the nearest double and its relative error:
/// every eighth entry of the 128-entry table.
const fn every_eighth(table: &[u64; 128]) -> [f64; 16] {
    let mut out = [0.0; 16];
    let mut j = 0;
    while j < 16 {
        out[j] = f64::from_bits(table[8 * j]);
        j += 1;
    }
    out
}
static SCALE16: [f64; 16] = every_eighth(&SCALE);
static TAIL16: [f64; 16] = every_eighth(&TAIL);

/// e^x of eight inputs, and the mask of those to redo (see `exp.rs`'s
/// `exp_checked`, which this follows step by step).
#[inline]
#[target_feature(enable = "avx512f,fma")]
fn exp8(x: __m512d, tables: &[__m512d; 4]) -> (__m512d, __mmask8) {
    let [scale_low, scale_high, tail_low, tail_high] = *tables;
    let shifted = _mm512_fmadd_pd(x, _mm512_set1_pd(STEPS_PER_LN2), _mm512_set1_pd(ROUNDER));
    let k = _mm512_sub_pd(shifted, _mm512_set1_pd(ROUNDER));
    let k_bits = _mm512_castpd_si512(shifted);
    // vpermt2pd reads only the low four bits of each index: k mod 16.
    let scale = _mm512_permutex2var_pd(scale_low, k_bits, scale_high);
    let tail = _mm512_permutex2var_pd(tail_low, k_bits, tail_high);
    // k >> 4 added to the exponent field scales 2^(j/16) by 2^(k >> 4).
    let exponent = _mm512_slli_epi64::<52>(_mm512_srli_epi64::<4>(k_bits));
    let scale = _mm512_castsi512_pd(_mm512_add_epi64(_mm512_castpd_si512(scale), exponent));

    // r + r_low = x - k*ln2/16. `r_high` is exact (the product and the
    // difference are), and so is r_high - r; the fused steps round
    // k*LN2_STEP_LOW's contribution once each, 2^-83 of r at most.
    let r_high = _mm512_fnmadd_pd(k, _mm512_set1_pd(LN2_STEP_HIGH), x);
    let r = _mm512_fnmadd_pd(k, _mm512_set1_pd(LN2_STEP_LOW), r_high);
    let r_low = _mm512_fnmadd_pd(k, _mm512_set1_pd(LN2_STEP_LOW), _mm512_sub_pd(r_high, r));

    // r^2/2 exactly as half + half_error, then p_high + p_low = r + half
    // exactly (|r| is the larger).
    let half = _mm512_set1_pd(0.5);
    let r2 = _mm512_mul_pd(r, r);
    let r2_error = _mm512_fmsub_pd(r, r, r2);
    let half_r2 = _mm512_mul_pd(r2, half);
    let p_high = _mm512_add_pd(r, half_r2);
    let p_low = _mm512_sub_pd(half_r2, _mm512_sub_pd(p_high, r));
    // r^3 (1/6 + r/24 + ... + r^6/9!), below 2^-19.
    let mut poly = _mm512_fmadd_pd(r, _mm512_set1_pd(C9), _mm512_set1_pd(C8));
    for c in [C7, C6, C5, C4, C3] {
        poly = _mm512_fmadd_pd(r, poly, _mm512_set1_pd(c));
    }
    // e^(r + r_low) = 1 + p_high + q, q the small terms: that series
    // part, p_low, half of r2_error, and r_low (1 + r) (r_low is up to
    // half an ulp of r, so its product with r, 2^-64, is kept).
    let r_low_term = _mm512_fmadd_pd(r_low, r, r_low);
    let exact_rest = _mm512_add_pd(p_low, _mm512_fmadd_pd(r2_error, half, r_low_term));
    let q = _mm512_fmadd_pd(_mm512_mul_pd(r2, r), poly, exact_rest);
    // e^x / scale - 1 - p_high: the table value's error and q.
    let small = _mm512_add_pd(tail, _mm512_fmadd_pd(tail, p_high, q));
    // scale * p_high exactly, then scale + product_high exactly.
    let product_high = _mm512_mul_pd(scale, p_high);
    let product_low = _mm512_fmsub_pd(scale, p_high, product_high);
    let sum = _mm512_add_pd(scale, product_high);
    let sum_error = _mm512_add_pd(_mm512_sub_pd(scale, sum), product_high);
    let low = _mm512_add_pd(sum_error, _mm512_fmadd_pd(scale, small, product_low));
    let result = _mm512_add_pd(sum, low);

    // The last rounding's error, exactly. The result is correctly rounded
    // when that error, enlarged by the margin of `exp.rs`, would still
    // round back to the result (Ziv's test): a fused multiply-add and a
    // comparison, where `exp.rs` compares with half an ulp of the binade
    // and checks the binade's lower end apart. The test rounds on the real
    // grid, so a result just below a power of two needs no extra case.
    let rounding = _mm512_add_pd(_mm512_sub_pd(sum, result), low);
    let enlarged = _mm512_fmadd_pd(rounding, _mm512_set1_pd(MARGIN_FACTOR), result);
    // Unordered comparisons: true for NaN, which is then redone.
    let near_midpoint = _mm512_cmp_pd_mask::<_CMP_NEQ_UQ>(enlarged, result);
    // Ordered comparisons: false for NaN.
    let in_range = _mm512_cmp_pd_mask::<_CMP_GE_OQ>(x, _mm512_set1_pd(LOW))
        & _mm512_cmp_pd_mask::<_CMP_LE_OQ>(x, _mm512_set1_pd(HIGH));
    (result, !in_range | near_midpoint)
}

/// Stores eight results at `out[at..at + 8]`, and redoes the elements of
/// `redo` one by one with `careful` (a branch taken for about one vector
/// in 500, so it costs less than marking them for a second pass).
///
/// # Safety
/// `at + 8` must be within both slices.
#[inline(always)]
unsafe fn store(
    input: &[f64],
    out: &mut [MaybeUninit<f64>],
    at: usize,
    (result, redo): (__m512d, __mmask8),
    careful: &impl Fn(f64) -> f64,
) {
    // SAFETY: the caller bounds `at + 8`; avx512f is enabled in the
    // callers, the only functions this is inlined into.
    unsafe { _mm512_storeu_pd(out.as_mut_ptr().add(at).cast::<f64>(), result) };
    if redo != 0 {
        for lane in 0..8 {
            if redo & (1 << lane) != 0 {
                out[at + lane].write(careful(input[at + lane]));
            }
        }
    }
}

/// `out[k] = e^input[k]` for every element: sixteen at a time as two
/// independent vectors (the chain of one vector is long, so a second one
/// beside it fills the pipelines), what is left eight at a time, and the
/// last few by `element`. `careful` settles the elements the vector pass
/// could not.
///
/// # Safety
/// The CPU must have avx512f and fma.
#[target_feature(enable = "avx512f,fma")]
pub(crate) unsafe fn exp_all(
    input: &[f64],
    out: &mut [MaybeUninit<f64>],
    element: impl Fn(f64) -> f64,
    careful: impl Fn(f64) -> f64,
) {
    let len = input.len().min(out.len());
    let load = |pair: &[f64; 16]| {
        // SAFETY: a 16-double array is two full 8-double loads.
        unsafe {
            [
                _mm512_loadu_pd(pair.as_ptr()),
                _mm512_loadu_pd(pair.as_ptr().add(8)),
            ]
        }
    };
    let [scale_low, scale_high] = load(&SCALE16);
    let [tail_low, tail_high] = load(&TAIL16);
    let tables = [scale_low, scale_high, tail_low, tail_high];
    let mut i = 0;
    while i + 16 <= len {
        // SAFETY: i + 16 <= len, which bounds both slices.
        unsafe {
            let first = exp8(_mm512_loadu_pd(input.as_ptr().add(i)), &tables);
            let second = exp8(_mm512_loadu_pd(input.as_ptr().add(i + 8)), &tables);
            store(input, out, i, first, &careful);
            store(input, out, i + 8, second, &careful);
        }
        i += 16;
    }
    if i + 8 <= len {
        // SAFETY: i + 8 <= len.
        unsafe {
            let result = exp8(_mm512_loadu_pd(input.as_ptr().add(i)), &tables);
            store(input, out, i, result, &careful);
        }
        i += 8;
    }
    for k in i..len {
        out[k].write(element(input[k]));
    }
}
