//! The (outer, length, inner) decomposition of a contiguous N-d array around
//! one axis: every reduction or cumulative kernel walks its data as `outer`
//! slabs, each holding `length` steps of `inner` contiguous elements.
//! Shapes here are in memory order (fastest-varying dimension first), which
//! for ferromat's column-major arrays is MATLAB's dimension order.

/// The loop bounds for reducing contiguous data of shape `dims` along `axis`.
///
/// Element `(o, k, i)` (outer slab `o`, step `k` along the axis, inner
/// offset `i`) lives at `o * length * inner + k * inner + i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lanes {
    /// Product of the dimensions after `axis` (slower-varying).
    pub outer: usize,
    /// Size of `axis` itself.
    pub length: usize,
    /// Product of the dimensions before `axis` (faster-varying).
    pub inner: usize,
}

impl Lanes {
    /// Splits `dims` around `axis`; an axis beyond the last dimension has
    /// length 1.
    pub fn new(dims: &[usize], axis: usize) -> Lanes {
        let inner = dims.iter().take(axis).product();
        let length = dims.get(axis).copied().unwrap_or(1);
        let outer = dims.iter().skip(axis + 1).product();
        Lanes {
            outer,
            length,
            inner,
        }
    }

    /// Number of lanes (= elements of the reduced result).
    pub fn count(&self) -> usize {
        self.outer * self.inner
    }

    /// Offset of the first element of lane `lane` (lanes numbered in the
    /// memory order of the result) and the stride between its steps.
    pub fn lane_start(&self, lane: usize) -> (usize, usize) {
        let o = lane / self.inner.max(1);
        let i = lane % self.inner.max(1);
        (o * self.length * self.inner + i, self.inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_around_axis() {
        let lanes = Lanes::new(&[2, 3, 4], 1);
        assert_eq!(
            lanes,
            Lanes {
                outer: 4,
                length: 3,
                inner: 2
            }
        );
        assert_eq!(lanes.count(), 8);
        assert_eq!(lanes.lane_start(3), (7, 2));
        assert_eq!(Lanes::new(&[2, 3], 5).length, 1);
    }
}
