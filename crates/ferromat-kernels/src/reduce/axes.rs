//! Which axes a reduction removes: the `ReduceAxes` a caller passes and its
//! normalisation to a per-axis mask, with range and repetition checks.

use crate::error::KernelError;

/// The axes a reduction runs over (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReduceAxes {
    /// One axis (MATLAB `dim`).
    One(usize),
    /// A set of axes (MATLAB `vecdim`, NumPy `axis=(..)`); order does not
    /// matter, repetitions are an error. An empty set reduces nothing.
    Many(Vec<usize>),
    /// Every axis (MATLAB `'all'`).
    All,
}

impl ReduceAxes {
    /// `reduced[axis]` is true for every reduced axis of an array of `rank`
    /// dimensions; also returns how many axes were listed.
    pub(crate) fn mask(&self, rank: usize) -> Result<Vec<bool>, KernelError> {
        let mut reduced = vec![false; rank];
        let listed: &[usize] = match self {
            ReduceAxes::All => return Ok(vec![true; rank]),
            ReduceAxes::One(axis) => std::slice::from_ref(axis),
            ReduceAxes::Many(axes) => axes,
        };
        for &axis in listed {
            let slot = reduced.get_mut(axis).ok_or(KernelError::AxisOutOfRange {
                axis: i64::try_from(axis).unwrap_or(i64::MAX),
                rank,
            })?;
            if *slot {
                return Err(KernelError::RepeatedAxis { axis });
            }
            *slot = true;
        }
        Ok(reduced)
    }
}

/// Normalises ONNX-style axes (negative counts from the end, `[-rank, rank)`)
/// to 0-based axes, rejecting out-of-range and repeated ones.
pub(crate) fn normalise_signed_axes(axes: &[i64], rank: usize) -> Result<Vec<usize>, KernelError> {
    let signed_rank = i64::try_from(rank).unwrap_or(i64::MAX);
    let mut normalised = Vec::with_capacity(axes.len());
    for &axis in axes {
        let out_of_range = KernelError::AxisOutOfRange { axis, rank };
        if axis < -signed_rank || axis >= signed_rank {
            return Err(out_of_range);
        }
        let positive = if axis < 0 { axis + signed_rank } else { axis };
        let positive = usize::try_from(positive).map_err(|_| out_of_range)?;
        if normalised.contains(&positive) {
            return Err(KernelError::RepeatedAxis { axis: positive });
        }
        normalised.push(positive);
    }
    Ok(normalised)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_and_errors() {
        assert_eq!(
            ReduceAxes::Many(vec![2, 0]).mask(3),
            Ok(vec![true, false, true])
        );
        assert_eq!(ReduceAxes::All.mask(2), Ok(vec![true, true]));
        assert_eq!(
            ReduceAxes::One(3).mask(3),
            Err(KernelError::AxisOutOfRange { axis: 3, rank: 3 })
        );
        assert_eq!(
            ReduceAxes::Many(vec![1, 1]).mask(3),
            Err(KernelError::RepeatedAxis { axis: 1 })
        );
    }

    #[test]
    fn signed_axes() {
        assert_eq!(normalise_signed_axes(&[-1, 0], 3), Ok(vec![2, 0]));
        assert!(normalise_signed_axes(&[-4], 3).is_err());
        assert!(normalise_signed_axes(&[3], 3).is_err());
        assert_eq!(
            normalise_signed_axes(&[1, -2], 3),
            Err(KernelError::RepeatedAxis { axis: 1 })
        );
    }
}
