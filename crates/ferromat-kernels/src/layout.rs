//! Memory layouts: the `Layout` a caller asks for, reading a view as
//! column-major contiguous data (borrowed when it already is, copied
//! otherwise), and turning a buffer whose dimensions are in some memory order
//! into an `ArrayD` of the requested layout (without copying when the orders
//! agree).
//!
//! No comparisons or reductions here.

use std::borrow::Cow;

use ndarray::{ArrayD, ArrayViewD, IxDyn, ShapeBuilder};

/// The memory order of an output array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Layout {
    /// C order: the last axis varies fastest (NumPy, ONNX, Paddle).
    RowMajor,
    /// Fortran order: the first axis varies fastest (MATLAB, ferromat).
    #[default]
    ColumnMajor,
}

/// The elements of `view` in column-major order: borrowed when the view is
/// already column-major contiguous, else copied.
pub(crate) fn column_major_data<'a, T: Clone>(view: &ArrayViewD<'a, T>) -> Cow<'a, [T]> {
    match view.clone().reversed_axes().to_slice() {
        Some(slice) => Cow::Borrowed(slice),
        None => Cow::Owned(view.t().iter().cloned().collect()),
    }
}

/// Builds an array of shape `dims` from `values`, which hold the elements in
/// column-major order over the axes `memory_axes` (fastest first; every axis
/// not listed has length 1), in the requested `layout`.
pub(crate) fn arrange<T: Clone + Default>(
    values: Vec<T>,
    dims: &[usize],
    memory_axes: &[usize],
    layout: Layout,
) -> ArrayD<T> {
    let ascending = memory_axes.windows(2).all(|pair| pair[0] < pair[1]);
    let descending = memory_axes.windows(2).all(|pair| pair[0] > pair[1]);
    let direct = match layout {
        Layout::ColumnMajor if ascending => ArrayD::from_shape_vec(IxDyn(dims).f(), values),
        Layout::RowMajor if descending => ArrayD::from_shape_vec(IxDyn(dims), values),
        _ => return rearrange(&values, dims, memory_axes, layout),
    };
    match direct {
        Ok(array) => array,
        // The element count always matches; a mismatch would be a bug in the
        // caller, and an empty result is the least harmful answer.
        Err(_) => ArrayD::default(IxDyn(&vec![0; dims.len()])),
    }
}

fn rearrange<T: Clone + Default>(
    values: &[T],
    dims: &[usize],
    memory_axes: &[usize],
    layout: Layout,
) -> ArrayD<T> {
    let mut strides = vec![0usize; dims.len()];
    let mut stride = 1;
    for &axis in memory_axes {
        if let Some(slot) = strides.get_mut(axis) {
            *slot = stride;
            stride *= dims[axis];
        }
    }
    let view = match ArrayViewD::from_shape(IxDyn(dims).strides(IxDyn(&strides)), values) {
        Ok(view) => view,
        Err(_) => return ArrayD::default(IxDyn(&vec![0; dims.len()])),
    };
    match layout {
        Layout::ColumnMajor => {
            let data: Vec<T> = view.t().iter().cloned().collect();
            ArrayD::from_shape_vec(IxDyn(dims).f(), data).unwrap_or_default()
        }
        Layout::RowMajor => view.as_standard_layout().into_owned(),
    }
}

/// Converts an array to the requested layout (no copy when it already is).
pub(crate) fn into_layout<T: Clone>(array: ArrayD<T>, layout: Layout) -> ArrayD<T> {
    let dims = array.shape().to_vec();
    match layout {
        Layout::ColumnMajor if array.t().is_standard_layout() => array,
        Layout::RowMajor if array.is_standard_layout() => array,
        Layout::ColumnMajor => {
            let data: Vec<T> = array.t().iter().cloned().collect();
            ArrayD::from_shape_vec(IxDyn(&dims).f(), data).unwrap_or(array)
        }
        Layout::RowMajor => array.as_standard_layout().into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    #[test]
    fn arrange_permuted_memory_order() {
        // Memory holds a 2x3 array with axis 1 fastest (i.e. row-major).
        let values = vec![1, 2, 3, 4, 5, 6];
        let array = arrange(values.clone(), &[2, 3], &[1, 0], Layout::ColumnMajor);
        assert_eq!(array, array![[1, 2, 3], [4, 5, 6]].into_dyn());
        assert!(array.t().is_standard_layout());
        let row_major = arrange(values, &[2, 3], &[1, 0], Layout::RowMajor);
        assert_eq!(row_major, array![[1, 2, 3], [4, 5, 6]].into_dyn());
        assert!(row_major.is_standard_layout());
    }

    #[test]
    fn column_major_data_borrows_fortran_views() {
        let fortran =
            ArrayD::from_shape_vec(IxDyn(&[2, 2]).f(), vec![1, 2, 3, 4]).unwrap_or_default();
        assert!(matches!(
            column_major_data(&fortran.view()),
            Cow::Borrowed(_)
        ));
        let c_order = array![[1, 3], [2, 4]].into_dyn();
        assert_eq!(column_major_data(&c_order.view()).as_ref(), &[1, 2, 3, 4]);
    }
}
