//! Broadcasting rules: which output shape two operand shapes produce under each
//! convention (MATLAB, NumPy, Paddle). Only shapes live here; the element loops
//! that walk broadcast operands are in the element-wise kernels.

use thiserror::Error;

/// How two operand shapes are aligned before each dimension pair is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Convention {
    /// MATLAB implicit expansion: dimensions aligned on the left, missing
    /// trailing dimensions are 1.
    Matlab,
    /// NumPy / ONNX multidirectional broadcasting: aligned on the right.
    Numpy,
    /// Paddle `maximum(x, y, axis)`: `y` (with trailing size-1 dims removed)
    /// is aligned with `x` starting at dimension `axis`; `-1` aligns on the right.
    Paddle { axis: isize },
}

/// Two shapes that cannot be broadcast together.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("shapes {left:?} and {right:?} are not broadcastable ({convention:?} convention)")]
pub struct BroadcastError {
    pub left: Vec<usize>,
    pub right: Vec<usize>,
    pub convention: Convention,
}

/// The shape of the result of an element-wise operation on operands of shapes
/// `left` and `right`. A pair of dims must be equal or contain a 1; an empty
/// dimension (0) expands against 1 to 0.
pub fn broadcast_shape(
    left: &[usize],
    right: &[usize],
    convention: Convention,
) -> Result<Vec<usize>, BroadcastError> {
    let error = || BroadcastError {
        left: left.to_vec(),
        right: right.to_vec(),
        convention,
    };
    let (left_aligned, right_aligned) = align(left, right, convention).ok_or_else(error)?;
    left_aligned
        .iter()
        .zip(&right_aligned)
        .map(|(&l, &r)| match (l, r) {
            _ if l == r => Some(l),
            (1, r) => Some(r),
            (l, 1) => Some(l),
            _ => None,
        })
        .collect::<Option<Vec<usize>>>()
        .ok_or_else(error)
}

/// Both shapes padded with 1s to a common rank according to the convention.
/// `None` when the Paddle axis does not fit.
pub fn align(
    left: &[usize],
    right: &[usize],
    convention: Convention,
) -> Option<(Vec<usize>, Vec<usize>)> {
    let rank = left.len().max(right.len());
    let pad_end = |s: &[usize], n: usize| {
        let mut v = s.to_vec();
        v.resize(n, 1);
        v
    };
    let pad_start = |s: &[usize], n: usize| {
        let mut v = vec![1; n - s.len()];
        v.extend_from_slice(s);
        v
    };
    match convention {
        Convention::Matlab => Some((pad_end(left, rank), pad_end(right, rank))),
        Convention::Numpy => Some((pad_start(left, rank), pad_start(right, rank))),
        Convention::Paddle { axis } => {
            let mut y = right.to_vec();
            while y.len() > 1 && y.last() == Some(&1) {
                y.pop();
            }
            if y.len() > left.len() {
                return None;
            }
            let start = if axis < 0 {
                left.len() - y.len()
            } else {
                usize::try_from(axis).ok()?
            };
            if start + y.len() > left.len() {
                return None;
            }
            let mut aligned = vec![1; left.len()];
            aligned[start..start + y.len()].copy_from_slice(&y);
            Some((left.to_vec(), aligned))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matlab_aligns_left() {
        assert_eq!(
            broadcast_shape(&[1, 3], &[3, 1], Convention::Matlab),
            Ok(vec![3, 3])
        );
        assert_eq!(
            broadcast_shape(&[2, 3, 4], &[2], Convention::Matlab),
            Ok(vec![2, 3, 4])
        );
        assert!(broadcast_shape(&[2, 3], &[3], Convention::Matlab).is_err());
        assert_eq!(
            broadcast_shape(&[0, 3], &[1, 3], Convention::Matlab),
            Ok(vec![0, 3])
        );
    }

    #[test]
    fn numpy_aligns_right() {
        assert_eq!(
            broadcast_shape(&[2, 3], &[3], Convention::Numpy),
            Ok(vec![2, 3])
        );
        assert!(broadcast_shape(&[2, 3], &[2], Convention::Numpy).is_err());
    }

    #[test]
    fn paddle_axis() {
        assert_eq!(
            broadcast_shape(&[2, 3, 4, 5], &[3, 4], Convention::Paddle { axis: 1 }),
            Ok(vec![2, 3, 4, 5])
        );
        assert_eq!(
            broadcast_shape(&[2, 3, 4, 5], &[4, 5, 1], Convention::Paddle { axis: -1 }),
            Ok(vec![2, 3, 4, 5])
        );
        assert!(broadcast_shape(&[2, 3], &[3, 4], Convention::Paddle { axis: 1 }).is_err());
    }
}
