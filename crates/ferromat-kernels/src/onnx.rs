//! ONNX entry points: `ReduceMax`/`ReduceMin` (opsets 1-13: optional signed
//! axes, keepdims default true, no axes = all axes) and SONNX `Max`/`Min`
//! (variadic, NumPy broadcasting, total order, NaN propagates). Thin
//! adapters over `reduce_extremum` and `variadic_extremum`; row-major output.

use ndarray::{ArrayD, ArrayViewD};

use crate::element::Element;
use crate::error::KernelError;
use crate::layout::Layout;
use crate::nan::NanPolicy;
use crate::ordering::{Comparison, Extremum};
use crate::reduce::{normalise_signed_axes, reduce_extremum_values, ReduceAxes, ReduceSpec};
use crate::variadic::{variadic_extremum, VariadicSpec};

/// ONNX `ReduceMax`. `axes: None` (or empty) reduces every axis; negative
/// axes count from the end; NaN propagates.
///
/// ```
/// use ferromat_kernels::onnx;
/// use ndarray::array;
/// let data = array![[[5.0, 1.0], [20.0, 2.0]], [[30.0, 1.0], [40.0, 2.0]], [[55.0, 1.0], [60.0, 2.0]]].into_dyn();
/// let reduced = onnx::reduce_max(data.view(), Some(&[1]), false).unwrap();
/// assert_eq!(reduced, array![[20.0, 2.0], [40.0, 2.0], [60.0, 2.0]].into_dyn());
/// ```
pub fn reduce_max<T: Element>(
    data: ArrayViewD<'_, T>,
    axes: Option<&[i64]>,
    keepdims: bool,
) -> Result<ArrayD<T>, KernelError> {
    reduce(data, axes, keepdims, Extremum::Max)
}

/// ONNX `ReduceMin`, the mirror of `reduce_max`.
pub fn reduce_min<T: Element>(
    data: ArrayViewD<'_, T>,
    axes: Option<&[i64]>,
    keepdims: bool,
) -> Result<ArrayD<T>, KernelError> {
    reduce(data, axes, keepdims, Extremum::Min)
}

fn reduce<T: Element>(
    data: ArrayViewD<'_, T>,
    axes: Option<&[i64]>,
    keepdims: bool,
    extremum: Extremum,
) -> Result<ArrayD<T>, KernelError> {
    let axes = match axes {
        None | Some([]) => ReduceAxes::All,
        Some(axes) => ReduceAxes::Many(normalise_signed_axes(axes, data.ndim())?),
    };
    let spec = ReduceSpec {
        extremum,
        comparison: Comparison::Auto,
        nan: NanPolicy::Include,
        keepdims,
        layout: Layout::RowMajor,
        ..ReduceSpec::default()
    };
    reduce_extremum_values(data, axes, spec)
}

/// SONNX `Max` of 1..N inputs: `output_shape` is the shape the caller
/// expects (E2 if it differs); inputs that do not broadcast give E1.
pub fn max<T: Element>(
    inputs: &[ArrayViewD<'_, T>],
    output_shape: Option<&[usize]>,
) -> Result<ArrayD<T>, KernelError> {
    variadic(inputs, output_shape, Extremum::Max)
}

/// SONNX `Min`, the mirror of `max` (`min(-0, +0)` is `-0`).
pub fn min<T: Element>(
    inputs: &[ArrayViewD<'_, T>],
    output_shape: Option<&[usize]>,
) -> Result<ArrayD<T>, KernelError> {
    variadic(inputs, output_shape, Extremum::Min)
}

fn variadic<T: Element>(
    inputs: &[ArrayViewD<'_, T>],
    output_shape: Option<&[usize]>,
    extremum: Extremum,
) -> Result<ArrayD<T>, KernelError> {
    let spec = VariadicSpec {
        extremum,
        output_shape: output_shape.map(<[usize]>::to_vec),
        ..VariadicSpec::default()
    };
    variadic_extremum(inputs, &spec)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::{array, Array3};

    fn data() -> Array3<f32> {
        array![
            [[5.0, 1.0], [20.0, 2.0]],
            [[30.0, 1.0], [40.0, 2.0]],
            [[55.0, 1.0], [60.0, 2.0]]
        ]
    }

    #[test]
    fn do_not_keepdims() {
        let reduced = reduce_max(data().view().into_dyn(), Some(&[1]), false);
        assert_eq!(
            reduced,
            Ok(array![[20.0, 2.0], [40.0, 2.0], [60.0, 2.0]].into_dyn())
        );
    }

    #[test]
    fn keepdims() {
        let reduced = reduce_max(data().view().into_dyn(), Some(&[1]), true);
        assert_eq!(
            reduced,
            Ok(array![[[20.0, 2.0]], [[40.0, 2.0]], [[60.0, 2.0]]].into_dyn())
        );
    }

    #[test]
    fn default_axes_keepdims() {
        let reduced = reduce_max(data().view().into_dyn(), None, true);
        assert_eq!(reduced, Ok(array![[[60.0]]].into_dyn()));
    }

    #[test]
    fn negative_axes_keepdims() {
        let reduced = reduce_max(data().view().into_dyn(), Some(&[-2]), true);
        assert_eq!(
            reduced,
            Ok(array![[[20.0, 2.0]], [[40.0, 2.0]], [[60.0, 2.0]]].into_dyn())
        );
    }

    #[test]
    fn bad_axes_are_errors() {
        let data = data().into_dyn();
        assert!(matches!(
            reduce_max(data.view(), Some(&[3]), true),
            Err(KernelError::AxisOutOfRange { .. })
        ));
        assert!(matches!(
            reduce_max(data.view(), Some(&[1, -2]), true),
            Err(KernelError::RepeatedAxis { .. })
        ));
    }

    #[test]
    fn half_precision_and_integers() {
        let halves = array![half::f16::from_f32(1.5), half::f16::from_f32(-3.0)].into_dyn();
        assert_eq!(
            reduce_min(halves.view(), None, false).map(|m| m.into_raw_vec_and_offset().0),
            Ok(vec![half::f16::from_f32(-3.0)])
        );
        let big = array![u64::MAX - 1, u64::MAX, 3].into_dyn();
        assert_eq!(
            reduce_max(big.view(), Some(&[0]), false).map(|m| m[[]]),
            Ok(u64::MAX)
        );
    }
}
