//! The grid axes of `interp2` and `interpn`: checking that an axis is
//! strictly monotonic, and finding the cell that holds a query point.
//! This file must not interpolate or know a function's error messages.

/// `Some(descending)` for a strictly monotonic axis without NaN (a single
/// point counts as ascending), `None` otherwise.
pub(super) fn direction(axis: &[f64]) -> Option<bool> {
    if axis.iter().any(|v| v.is_nan()) {
        return None;
    }
    if axis.windows(2).all(|w| w[0] < w[1]) {
        return Some(false);
    }
    axis.windows(2).all(|w| w[0] > w[1]).then_some(true)
}

/// The cell of an ascending axis holding `q` (the last cell holds the
/// upper end) and the position within it, or `None` outside the axis.
pub(super) fn locate(axis: &[f64], q: f64) -> Option<(usize, f64)> {
    let n = axis.len();
    if q.is_nan() || q < axis[0] || q > axis[n - 1] {
        return None;
    }
    if n == 1 {
        return Some((0, 0.0));
    }
    let k = axis
        .partition_point(|&v| v <= q)
        .saturating_sub(1)
        .min(n - 2);
    Some((k, (q - axis[k]) / (axis[k + 1] - axis[k])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_and_cells() {
        assert_eq!(direction(&[1.0, 2.0, 3.0]), Some(false));
        assert_eq!(direction(&[3.0, 2.0]), Some(true));
        assert_eq!(direction(&[5.0]), Some(false));
        assert_eq!(direction(&[1.0, 1.0]), None);
        assert_eq!(direction(&[1.0, f64::NAN]), None);
        let axis = [0.0, 1.0, 3.0];
        assert_eq!(locate(&axis, 2.0), Some((1, 0.5)));
        assert_eq!(locate(&axis, 3.0), Some((1, 1.0)));
        assert_eq!(locate(&axis, 0.0), Some((0, 0.0)));
        assert_eq!(locate(&axis, 3.5), None);
        assert_eq!(locate(&axis, f64::NAN), None);
    }
}
