//! The one column-major broadcast zip every element-wise binary operator uses:
//! MATLAB implicit expansion with shapes from `ferromat_kernels::broadcast_shape`.
//! It knows nothing of classes or operators; callers pass the element function.

use ferromat_kernels::{broadcast_shape, Convention};
use smallvec::SmallVec;

use crate::error::{Result, RuntimeError};
use crate::value::{Shape, Tensor};

/// The shape `a op b` has under implicit expansion.
pub fn result_shape(a: &Shape, b: &Shape) -> Result<Shape> {
    if a == b {
        return Ok(a.clone());
    }
    let shape = broadcast_shape(a.dims(), b.dims(), Convention::Matlab)
        .map(|dims| Shape::new(&dims))
        .map_err(|_| RuntimeError::incompatible_sizes())?;
    // Expansion can multiply sizes (`(1:1e5) + (1:1e5)'`): refuse before
    // allocating. Equal shapes (above) cannot grow, so they skip this.
    crate::builtins::args::check_allocation(&shape, 8)?;
    Ok(shape)
}

/// Applies `f` to every pair of elements of `a` and `b` after implicit
/// expansion. Scalars and equal shapes take loops without index arithmetic.
pub fn zip<A, B, R>(
    a: &Tensor<A>,
    b: &Tensor<B>,
    mut f: impl FnMut(&A, &B) -> R,
) -> Result<Tensor<R>>
where
    A: Clone,
    B: Clone,
    R: Clone,
{
    let (a_data, b_data) = (a.data(), b.data());
    // Scalars first: `map` keeps a 1x1 result inline, off the heap.
    if let ([x], true) = (a_data, a.shape().is_scalar()) {
        return Ok(b.map(|y| f(x, y)));
    }
    if let ([y], true) = (b_data, b.shape().is_scalar()) {
        return Ok(a.map(|x| f(x, y)));
    }
    if a.shape() == b.shape() {
        let data: Vec<R> = a_data.iter().zip(b_data).map(|(x, y)| f(x, y)).collect();
        return Ok(Tensor::new(a.shape().clone(), data));
    }
    let shape = result_shape(a.shape(), b.shape())?;
    let n = shape.numel();
    let mut data = Vec::with_capacity(n);
    if n > 0 {
        walk(&shape, a.shape(), b.shape(), |i, j| {
            data.push(f(&a_data[i], &b_data[j]))
        });
    }
    Ok(Tensor::new(shape, data))
}

/// Calls `visit(i, j)` with the source offsets of `a` and `b` for every
/// element of the (non-empty) broadcast shape `out`, in column-major order.
fn walk(out: &Shape, a: &Shape, b: &Shape, mut visit: impl FnMut(usize, usize)) {
    let dims = out.dims();
    let expanded_strides = |s: &Shape| -> SmallVec<[usize; 4]> {
        let strides = s.strides();
        (0..dims.len())
            .map(|d| if s.dim(d) == 1 { 0 } else { strides[d] })
            .collect()
    };
    let (a_strides, b_strides) = (expanded_strides(a), expanded_strides(b));
    let mut counter: SmallVec<[usize; 4]> = SmallVec::from_elem(0, dims.len());
    let (mut i, mut j) = (0usize, 0usize);
    let rows = dims[0];
    let total = out.numel();
    let mut done = 0;
    while done < total {
        for r in 0..rows {
            visit(i + r * a_strides[0], j + r * b_strides[0]);
        }
        done += rows;
        // Advance the outer dimensions like an odometer.
        let mut d = 1;
        while d < dims.len() {
            counter[d] += 1;
            i += a_strides[d];
            j += b_strides[d];
            if counter[d] < dims[d] {
                break;
            }
            i -= a_strides[d] * dims[d];
            j -= b_strides[d] * dims[d];
            counter[d] = 0;
            d += 1;
        }
        if d == dims.len() {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(rows: usize, cols: usize, data: Vec<f64>) -> Tensor<f64> {
        Tensor::new(Shape::matrix(rows, cols), data)
    }

    #[test]
    fn row_plus_column_expands() {
        let row = t(1, 3, vec![1.0, 2.0, 3.0]);
        let col = t(2, 1, vec![10.0, 20.0]);
        let sum = zip(&row, &col, |x, y| x + y).unwrap();
        assert_eq!(sum.shape().dims(), &[2, 3]);
        assert_eq!(sum.data(), &[11.0, 21.0, 12.0, 22.0, 13.0, 23.0]);
    }

    #[test]
    fn matrix_and_row() {
        let m = t(2, 2, vec![1.0, 2.0, 3.0, 4.0]);
        let row = t(1, 2, vec![10.0, 100.0]);
        let out = zip(&m, &row, |x, y| x * y).unwrap();
        assert_eq!(out.data(), &[10.0, 20.0, 300.0, 400.0]);
    }

    #[test]
    fn three_d_against_matrix() {
        let a = Tensor::new(Shape::new(&[1, 2, 2]), vec![1.0, 2.0, 3.0, 4.0]);
        let b = t(2, 1, vec![0.0, 10.0]);
        let out = zip(&a, &b, |x, y| x + y).unwrap();
        assert_eq!(out.shape().dims(), &[2, 2, 2]);
        assert_eq!(out.data(), &[1.0, 11.0, 2.0, 12.0, 3.0, 13.0, 4.0, 14.0]);
    }

    #[test]
    fn empty_dimensions_expand_to_empty() {
        let a = t(0, 3, vec![]);
        let b = t(1, 3, vec![1.0, 2.0, 3.0]);
        let out = zip(&a, &b, |x, y| x + y).unwrap();
        assert_eq!(out.shape().dims(), &[0, 3]);
        let scalar = Tensor::scalar(1.0);
        let out = zip(&a, &scalar, |x, y| x + y).unwrap();
        assert_eq!(out.shape().dims(), &[0, 3]);
    }

    #[test]
    fn incompatible_sizes_error() {
        let a = t(1, 3, vec![1.0; 3]);
        let b = t(1, 2, vec![1.0; 2]);
        let err = zip(&a, &b, |x, y| x + y).unwrap_err();
        assert_eq!(err.identifier, "MATLAB:sizeDimensionsMustMatch");
        assert_eq!(
            err.message,
            "Arrays have incompatible sizes for this operation."
        );
    }

    /// Column-major offset of `index` in `dims`, reading size-1 dims at 0.
    fn naive_offset(index: &[usize], dims: &[usize]) -> usize {
        let mut offset = 0;
        let mut stride = 1;
        for (d, &size) in dims.iter().enumerate() {
            let i = if size == 1 { 0 } else { index[d] };
            offset += i * stride;
            stride *= size;
        }
        offset
    }

    proptest::proptest! {
        #[test]
        fn zip_matches_naive_expansion(
            dims in proptest::collection::vec(0usize..4, 1..5),
            mask_a in proptest::collection::vec(proptest::bool::ANY, 4),
            mask_b in proptest::collection::vec(proptest::bool::ANY, 4),
        ) {
            let shrink = |mask: &[bool]| -> Vec<usize> {
                dims.iter().zip(mask).map(|(&d, &one)| if one { 1 } else { d }).collect()
            };
            let (a_dims, b_dims) = (shrink(&mask_a), shrink(&mask_b));
            let a_shape = Shape::new(&a_dims);
            let b_shape = Shape::new(&b_dims);
            let a = Tensor::new(a_shape.clone(), (0..a_shape.numel()).map(|i| i as f64).collect());
            let b = Tensor::new(b_shape.clone(), (0..b_shape.numel()).map(|i| 1000.0 * i as f64).collect());
            let out = zip(&a, &b, |x, y| x + y).unwrap();
            let out_dims: Vec<usize> = (0..dims.len())
                .map(|d| if a_dims[d] == 1 { b_dims[d] } else { a_dims[d] })
                .collect();
            proptest::prop_assert_eq!(out.shape(), &Shape::new(&out_dims));
            let mut index = vec![0usize; out_dims.len()];
            for k in 0..out.numel() {
                let mut rest = k;
                for (d, &size) in out_dims.iter().enumerate() {
                    index[d] = rest % size;
                    rest /= size;
                }
                let expected = a.data()[naive_offset(&index, &a_dims)]
                    + b.data()[naive_offset(&index, &b_dims)];
                proptest::prop_assert_eq!(out.data()[k], expected);
            }
        }
    }
}
