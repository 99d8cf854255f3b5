//! Paddle `maximum(x, y, axis)` / `minimum`: `y` (trailing size-1 dims
//! ignored) is aligned with `x` from dimension `axis` (`-1`: on the right);
//! NaN propagates; row-major output. A thin adapter over
//! `elementwise_extremum` with `Convention::Paddle`.

use ndarray::{ArrayD, ArrayViewD};

use crate::broadcast::Convention;
use crate::element::Element;
use crate::elementwise::{elementwise_extremum, ElementwiseSpec};
use crate::error::KernelError;
use crate::layout::Layout;
use crate::nan::NanPolicy;
use crate::ordering::Extremum;

/// Paddle `maximum(x, y, axis)`.
///
/// ```
/// use ferromat_kernels::paddle;
/// use ndarray::{array, Array};
/// let x = Array::from_shape_fn((2, 3, 4), |(i, j, k)| (i * 12 + j * 4 + k) as f64).into_dyn();
/// let y = array![[5.0, 5.0, 5.0, 5.0], [0.0, 100.0, 0.0, 0.0], [0.0; 4]].into_dyn();
/// let m = paddle::maximum(x.view(), y.view(), 1).unwrap();
/// assert_eq!(m[[0, 0, 0]], 5.0);
/// assert_eq!(m[[1, 1, 1]], 100.0);
/// assert_eq!(m[[1, 2, 3]], 23.0);
/// ```
pub fn maximum<T: Element>(
    x: ArrayViewD<'_, T>,
    y: ArrayViewD<'_, T>,
    axis: isize,
) -> Result<ArrayD<T>, KernelError> {
    extremum(x, y, axis, Extremum::Max)
}

/// Paddle `minimum(x, y, axis)`.
pub fn minimum<T: Element>(
    x: ArrayViewD<'_, T>,
    y: ArrayViewD<'_, T>,
    axis: isize,
) -> Result<ArrayD<T>, KernelError> {
    extremum(x, y, axis, Extremum::Min)
}

fn extremum<T: Element>(
    x: ArrayViewD<'_, T>,
    y: ArrayViewD<'_, T>,
    axis: isize,
    extremum: Extremum,
) -> Result<ArrayD<T>, KernelError> {
    let spec = ElementwiseSpec {
        extremum,
        nan: NanPolicy::Include,
        layout: Layout::RowMajor,
        ..ElementwiseSpec::default()
    };
    elementwise_extremum(x, y, Convention::Paddle { axis }, spec).map(|result| result.values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::{array, Array, IxDyn};

    #[test]
    fn trailing_ones_and_nan() {
        let x =
            Array::from_shape_fn((2, 3, 4, 5), |(a, b, c, d)| (a + b + c + d) as f64).into_dyn();
        let y = Array::from_elem((4, 5, 1), f64::NAN).into_dyn();
        let Ok(m) = maximum(x.view(), y.view(), -1) else {
            panic!("failed")
        };
        assert!(m.iter().all(|v| v.is_nan()));
        assert!(m.is_standard_layout());
        let y = array![[1.0f64]].into_dyn();
        assert!(maximum(x.view(), y.view(), 3).is_ok());
        let wrong = ArrayD::<f64>::zeros(IxDyn(&[3, 4]));
        assert!(matches!(
            maximum(x.view(), wrong.view(), 2),
            Err(KernelError::NotBroadcastable(_))
        ));
    }
}
