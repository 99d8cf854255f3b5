//! Extremum of N arrays (ONNX/SONNX `Max`/`Min`): NumPy broadcasting over all
//! inputs, an optional caller-announced output shape, and a left fold of the
//! two-operand element-wise kernel (ties to the earlier input, so every
//! result element is bit-identical to one input element).

use ndarray::{ArrayD, ArrayViewD};

use crate::broadcast::{broadcast_shape, Convention};
use crate::element::Element;
use crate::elementwise::{elementwise_extremum, ElementwiseSpec};
use crate::error::KernelError;
use crate::layout::{into_layout, Layout};
use crate::nan::NanPolicy;
use crate::ordering::{Comparison, Extremum};
use crate::parallel::Parallelism;

/// How a variadic extremum decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariadicSpec {
    pub extremum: Extremum,
    pub comparison: Comparison,
    pub nan: NanPolicy,
    /// The output shape the caller expects (SONNX E2 when it differs).
    pub output_shape: Option<Vec<usize>>,
    pub layout: Layout,
    pub parallelism: Parallelism,
}

impl Default for VariadicSpec {
    /// SONNX `Max`: total order, NaN propagates, row-major.
    fn default() -> Self {
        VariadicSpec {
            extremum: Extremum::Max,
            comparison: Comparison::Total,
            nan: NanPolicy::Include,
            output_shape: None,
            layout: Layout::RowMajor,
            parallelism: Parallelism::Auto,
        }
    }
}

/// Extremum of all `inputs`, broadcast NumPy-style.
///
/// ```
/// use ferromat_kernels::{variadic_extremum, VariadicSpec};
/// use ndarray::array;
/// let a = array![[1.0, -0.0], [f64::NAN, 3.0]].into_dyn();
/// let b = array![0.0, 2.0].into_dyn();
/// let m = variadic_extremum(&[a.view(), b.view()], &VariadicSpec::default()).unwrap();
/// assert!(m[[0, 1]] == 2.0 && m[[1, 0]].is_nan() && m[[0, 0]] == 1.0);
/// ```
pub fn variadic_extremum<T: Element>(
    inputs: &[ArrayViewD<'_, T>],
    spec: &VariadicSpec,
) -> Result<ArrayD<T>, KernelError> {
    let (first, rest) = inputs.split_first().ok_or(KernelError::NoInputs)?;
    let mut shape = first.shape().to_vec();
    for input in rest {
        shape = broadcast_shape(&shape, input.shape(), Convention::Numpy)?;
    }
    if let Some(expected) = &spec.output_shape {
        if *expected != shape {
            return Err(KernelError::OutputShapeMismatch {
                expected: expected.clone(),
                actual: shape,
            });
        }
    }
    let pair_spec = ElementwiseSpec {
        extremum: spec.extremum,
        comparison: spec.comparison,
        nan: spec.nan,
        origin: false,
        layout: spec.layout,
        parallelism: spec.parallelism,
    };
    let Some((second, rest)) = rest.split_first() else {
        let broadcast =
            first
                .broadcast(shape.clone())
                .ok_or_else(|| KernelError::OutputShapeMismatch {
                    expected: shape.clone(),
                    actual: first.shape().to_vec(),
                })?;
        return Ok(into_layout(broadcast.to_owned(), spec.layout));
    };
    let mut result =
        elementwise_extremum(first.view(), second.view(), Convention::Numpy, pair_spec)?.values;
    for input in rest {
        result =
            elementwise_extremum(result.view(), input.view(), Convention::Numpy, pair_spec)?.values;
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::{array, IxDyn};

    #[test]
    fn sonnx_errors() {
        let a = ArrayD::<f32>::zeros(IxDyn(&[2, 3]));
        let b = ArrayD::<f32>::zeros(IxDyn(&[4]));
        assert!(matches!(
            variadic_extremum(&[a.view(), b.view()], &VariadicSpec::default()),
            Err(KernelError::NotBroadcastable(_))
        ));
        let spec = VariadicSpec {
            output_shape: Some(vec![3, 2]),
            ..VariadicSpec::default()
        };
        assert!(matches!(
            variadic_extremum(&[a.view()], &spec),
            Err(KernelError::OutputShapeMismatch { .. })
        ));
        assert_eq!(
            variadic_extremum::<f32>(&[], &VariadicSpec::default()),
            Err(KernelError::NoInputs)
        );
    }

    #[test]
    fn zeros_and_three_inputs() {
        let a = array![-0.0f64, 1.0].into_dyn();
        let b = array![0.0f64, 1.0].into_dyn();
        let c = array![-0.0f64, 2.0].into_dyn();
        let Ok(m) = variadic_extremum(&[a.view(), b.view(), c.view()], &VariadicSpec::default())
        else {
            panic!("failed")
        };
        assert!(m[0] == 0.0 && m[0].is_sign_positive());
        assert_eq!(m[1], 2.0);
    }
}
