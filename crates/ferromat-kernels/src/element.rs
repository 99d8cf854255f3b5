//! The `Element` trait: what a kernel needs to know about one element type
//! (is it NaN, how two values compare under each `Comparison`, and whether a
//! specialised numeric kernel table exists). Implemented for every supported
//! type through a few generic helpers; the macros below are impl tables only
//! and never contain loops.
//!
//! Nothing here walks arrays or knows about axes.

use std::cmp::Ordering as Cmp;
use std::fmt::Debug;

use half::{bf16, f16};
use num_complex::Complex;
use num_traits::Float;

use crate::fast::NumericKernels;
use crate::ordering::Comparison;

/// An element type the kernels accept.
///
/// `compare` is only called with two non-NaN values: NaN handling belongs to
/// the `NanPolicy`, never to the ordering.
pub trait Element: Copy + Default + Send + Sync + PartialEq + Debug + 'static {
    /// True for a floating NaN, or a complex number with a NaN part.
    fn is_nan(self) -> bool;

    /// Orders two non-NaN values under `comparison`.
    fn compare(self, other: Self, comparison: Comparison) -> Cmp;

    /// Vectorisable kernels for this type's natural numeric order, if the
    /// type has one that the fast paths can use (real floats and integers).
    fn numeric_kernels() -> Option<&'static NumericKernels<Self>> {
        None
    }
}

/// Orders two non-NaN real floats. `Auto` and `Real` are the numeric order
/// (so `-0 == +0`), `Abs` compares magnitudes and breaks ties by angle
/// (0 for a clear sign bit, pi for a set one), `Total` is the numeric order
/// with `-0 < +0`.
pub(crate) fn compare_real_float<F: Float>(a: F, b: F, comparison: Comparison) -> Cmp {
    match comparison {
        Comparison::Auto | Comparison::Real => numeric(a, b),
        Comparison::Abs => {
            numeric(a.abs(), b.abs()).then_with(|| a.is_sign_negative().cmp(&b.is_sign_negative()))
        }
        Comparison::Total => {
            numeric(a, b).then_with(|| b.is_sign_negative().cmp(&a.is_sign_negative()))
        }
    }
}

fn numeric<F: PartialOrd>(a: F, b: F) -> Cmp {
    a.partial_cmp(&b).unwrap_or(Cmp::Equal)
}

/// Orders two integers, widened to i128 so that i64 and u64 compare exactly.
/// `Abs` ties (x and -x) are broken by angle: the negative one is larger.
pub(crate) fn compare_integer(a: i128, b: i128, comparison: Comparison) -> Cmp {
    match comparison {
        Comparison::Auto | Comparison::Real | Comparison::Total => a.cmp(&b),
        Comparison::Abs => a
            .unsigned_abs()
            .cmp(&b.unsigned_abs())
            .then_with(|| (a < 0).cmp(&(b < 0))),
    }
}

/// Orders two non-NaN complex numbers. `Auto` and `Abs` compare `hypot`
/// (never the squared magnitude, which overflows and loses ties) then the
/// angle `atan2(im, re)`; `Real` compares real then imaginary parts; `Total`
/// does the same with the total order of each part (`-0 < +0`).
pub(crate) fn compare_complex<F: Float>(
    a: Complex<F>,
    b: Complex<F>,
    comparison: Comparison,
) -> Cmp {
    match comparison {
        Comparison::Auto | Comparison::Abs => numeric(a.re.hypot(a.im), b.re.hypot(b.im))
            .then_with(|| numeric(a.im.atan2(a.re), b.im.atan2(b.re))),
        Comparison::Real => numeric(a.re, b.re).then_with(|| numeric(a.im, b.im)),
        Comparison::Total => compare_real_float(a.re, b.re, Comparison::Total)
            .then_with(|| compare_real_float(a.im, b.im, Comparison::Total)),
    }
}

macro_rules! float_elements {
    ($($t:ty => $kernels:expr),* $(,)?) => {$(
        impl Element for $t {
            #[inline(always)]
            fn is_nan(self) -> bool {
                Float::is_nan(self)
            }
            #[inline]
            fn compare(self, other: Self, comparison: Comparison) -> Cmp {
                compare_real_float(self, other, comparison)
            }
            fn numeric_kernels() -> Option<&'static NumericKernels<Self>> {
                $kernels
            }
        }
    )*};
}

float_elements! {
    f64 => Some(&crate::fast::F64_KERNELS),
    f32 => Some(&crate::fast::F32_KERNELS),
    f16 => None,
    bf16 => None,
}

macro_rules! integer_elements {
    ($($t:ty => $kernels:ident),* $(,)?) => {$(
        impl Element for $t {
            #[inline(always)]
            fn is_nan(self) -> bool {
                false
            }
            #[inline]
            fn compare(self, other: Self, comparison: Comparison) -> Cmp {
                compare_integer(i128::from(self), i128::from(other), comparison)
            }
            fn numeric_kernels() -> Option<&'static NumericKernels<Self>> {
                Some(&crate::fast::$kernels)
            }
        }
    )*};
}

integer_elements! {
    i8 => I8_KERNELS, i16 => I16_KERNELS, i32 => I32_KERNELS, i64 => I64_KERNELS,
    u8 => U8_KERNELS, u16 => U16_KERNELS, u32 => U32_KERNELS, u64 => U64_KERNELS,
}

impl Element for bool {
    #[inline(always)]
    fn is_nan(self) -> bool {
        false
    }
    #[inline]
    fn compare(self, other: Self, _comparison: Comparison) -> Cmp {
        self.cmp(&other)
    }
}

impl<F: Float + Default + Send + Sync + Debug + 'static> Element for Complex<F> {
    #[inline(always)]
    fn is_nan(self) -> bool {
        self.re.is_nan() || self.im.is_nan()
    }
    #[inline]
    fn compare(self, other: Self, comparison: Comparison) -> Cmp {
        compare_complex(self, other, comparison)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_complex::Complex64;

    #[test]
    fn abs_ordering_breaks_ties_by_angle() {
        assert_eq!((-2.0f64).compare(2.0, Comparison::Abs), Cmp::Greater);
        assert_eq!((-3i64).compare(3, Comparison::Abs), Cmp::Greater);
        assert_eq!(i64::MIN.compare(i64::MAX, Comparison::Abs), Cmp::Greater);
        let minus_one = Complex64::new(-1.0, 0.0);
        let i = Complex64::new(0.0, 1.0);
        assert_eq!(minus_one.compare(i, Comparison::Auto), Cmp::Greater);
    }

    #[test]
    fn integers_compare_exactly_near_limits() {
        let big = (1u64 << 53) + 1;
        assert_eq!(big.compare(1u64 << 53, Comparison::Auto), Cmp::Greater);
        assert_eq!(
            u64::MAX.compare(u64::MAX - 1, Comparison::Auto),
            Cmp::Greater
        );
    }

    #[test]
    fn total_order_separates_zeros() {
        assert_eq!(0.0f64.compare(-0.0, Comparison::Total), Cmp::Greater);
        assert_eq!(0.0f64.compare(-0.0, Comparison::Auto), Cmp::Equal);
        assert_eq!(
            f16::from_f32(-0.0).compare(f16::ZERO, Comparison::Total),
            Cmp::Less
        );
    }

    #[test]
    fn complex_real_ordering() {
        let a = Complex64::new(2.0, 1.0);
        let b = Complex64::new(-2.0, 2.0);
        assert_eq!(a.compare(b, Comparison::Real), Cmp::Greater);
        assert_eq!(a.compare(b, Comparison::Auto), Cmp::Less);
    }
}
