//! Which value wins: the `Comparison` (how two values are ordered), the
//! `Extremum` (max or min) and the `Rule` that combines them with a
//! `NanPolicy`. Every kernel (reductions, cumulative, element-wise, variadic)
//! asks `Rule::beats` or `Rule::pick`, so ties and NaN are decided in one
//! place. The scalar `pick` lives here because it is exactly this rule.
//!
//! Nothing here allocates or touches arrays.

use std::cmp::Ordering as Cmp;

use crate::element::Element;
use crate::nan::NanPolicy;

/// How two (non-NaN) values are ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Comparison {
    /// Numeric order for real types; `Abs` for complex (MATLAB `'auto'`).
    #[default]
    Auto,
    /// Magnitude (`hypot` for complex), ties broken by angle in (-pi, pi]
    /// (so `-2` beats `2` for max). MATLAB `'abs'`.
    Abs,
    /// Real part, then imaginary part. MATLAB `'real'`; numeric for reals.
    Real,
    /// SONNX total order: `Inf > positive > +0 > -0 > negative > -Inf`
    /// (NaN, the top of that order, is the `NanPolicy`'s business). For
    /// complex: real part then imaginary part, each in this order.
    Total,
}

/// Whether the largest or the smallest value wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Extremum {
    #[default]
    Max,
    Min,
}

/// Which operand of an element-wise extremum supplied the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    First = 0,
    Second = 1,
}

/// The complete winning rule: extremum, ordering and NaN policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rule {
    pub extremum: Extremum,
    pub comparison: Comparison,
    pub nan: NanPolicy,
}

impl Rule {
    pub fn new(extremum: Extremum, comparison: Comparison, nan: NanPolicy) -> Rule {
        Rule {
            extremum,
            comparison,
            nan,
        }
    }

    /// True when `candidate` must replace `incumbent`, the earlier value.
    /// Ties keep the incumbent, which is what makes "first occurrence wins"
    /// hold in every kernel and makes partial results merge associatively.
    #[inline(always)]
    pub fn beats<T: Element>(&self, candidate: T, incumbent: T) -> bool {
        let candidate_nan = candidate.is_nan();
        let incumbent_nan = incumbent.is_nan();
        match self.nan {
            NanPolicy::Omit => {
                if candidate_nan {
                    return false;
                }
                if incumbent_nan {
                    return true;
                }
            }
            NanPolicy::Include => {
                if incumbent_nan {
                    return false;
                }
                if candidate_nan {
                    return true;
                }
            }
        }
        let wanted = match self.extremum {
            Extremum::Max => Cmp::Greater,
            Extremum::Min => Cmp::Less,
        };
        candidate.compare(incumbent, self.comparison) == wanted
    }

    /// The winner of two values and which one it was; ties go to `first`.
    #[inline(always)]
    pub fn pick<T: Element>(&self, first: T, second: T) -> (T, Origin) {
        if self.beats(second, first) {
            (second, Origin::Second)
        } else {
            (first, Origin::First)
        }
    }
}

/// The extremum of two scalars under `comparison` and `nan`, and which one
/// won (ties and "both NaN" go to `first`). No allocation: this is what an
/// interpreter calls for `m = max(m, k)` on scalars.
///
/// ```
/// use ferromat_kernels::{pick, Comparison, Extremum, NanPolicy, Origin};
/// assert_eq!(pick(f64::NAN, 1.0, Comparison::Auto, NanPolicy::Omit, Extremum::Max), (1.0, Origin::Second));
/// assert_eq!(pick(-2.0, 2.0, Comparison::Abs, NanPolicy::Omit, Extremum::Max), (-2.0, Origin::First));
/// ```
#[inline]
pub fn pick<T: Element>(
    first: T,
    second: T,
    comparison: Comparison,
    nan: NanPolicy,
    extremum: Extremum,
) -> (T, Origin) {
    Rule::new(extremum, comparison, nan).pick(first, second)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nan_policies() {
        let omit = Rule::new(Extremum::Max, Comparison::Auto, NanPolicy::Omit);
        let include = Rule::new(Extremum::Max, Comparison::Auto, NanPolicy::Include);
        assert_eq!(omit.pick(1.0, f64::NAN), (1.0, Origin::First));
        assert_eq!(omit.pick(f64::NAN, 1.0), (1.0, Origin::Second));
        assert_eq!(include.pick(1.0, f64::NAN).1, Origin::Second);
        assert_eq!(include.pick(f64::NAN, f64::NAN).1, Origin::First);
        assert_eq!(omit.pick(f64::NAN, f64::NAN).1, Origin::First);
    }

    #[test]
    fn ties_go_to_first() {
        let max = Rule::default();
        let (value, origin) = max.pick(-0.0f64, 0.0);
        assert!(value.is_sign_negative());
        assert_eq!(origin, Origin::First);
        let total = Rule::new(Extremum::Max, Comparison::Total, NanPolicy::Include);
        assert_eq!(total.pick(-0.0f64, 0.0).1, Origin::Second);
    }

    #[test]
    fn min_with_abs_prefers_smaller_angle() {
        let min_abs = Rule::new(Extremum::Min, Comparison::Abs, NanPolicy::Omit);
        assert_eq!(min_abs.pick(-2.0f64, 2.0), (2.0, Origin::Second));
        assert_eq!(min_abs.pick(-1i32, 3), (-1, Origin::First));
    }
}
