//! The one implicit-expansion path of the runtime: every element-wise binary
//! operator and binary builtin (`+`, `==`, `&`, `mod`, `hypot`, ...) zips its
//! operands here, and this hands the walk to the kernels' element-wise engine
//! (`ferromat_kernels::map`), which never materialises an expanded operand,
//! vectorises the contiguous runs and goes parallel on large outputs. Shapes
//! come from `ferromat_kernels::broadcast_shape`. It knows nothing of classes
//! or operators; callers pass the element function.

use ferromat_kernels::{binary_map, binary_map_in_place, Convention, Parallelism};

use crate::error::{Result, RuntimeError};
use crate::value::{Shape, Tensor};

/// The shape `a op b` has under implicit expansion.
pub fn result_shape(a: &Shape, b: &Shape) -> Result<Shape> {
    if a == b {
        return Ok(a.clone());
    }
    let shape = ferromat_kernels::broadcast_shape(a.dims(), b.dims(), Convention::Matlab)
        .map(|dims| Shape::new(&dims))
        .map_err(|_| RuntimeError::incompatible_sizes())?;
    // Expansion can multiply sizes (`(1:1e5) + (1:1e5)'`): refuse before
    // allocating. Equal shapes (above) cannot grow, so they skip this.
    crate::builtins::args::check_allocation(&shape, 8)?;
    Ok(shape)
}

fn internal(error: ferromat_kernels::KernelError) -> RuntimeError {
    RuntimeError::new(
        "ferromat:internal",
        format!("internal error: element-wise engine: {error}"),
    )
}

/// Applies `f` to every pair of elements of `a` and `b` after implicit
/// expansion. Two scalars stay off the heap; everything else goes through
/// the kernels' engine (serial and parallel results are identical).
pub fn zip<A, B, R>(
    a: &Tensor<A>,
    b: &Tensor<B>,
    f: impl Fn(&A, &B) -> R + Sync,
) -> Result<Tensor<R>>
where
    A: Clone + Sync,
    B: Clone + Sync,
    R: Clone + Send,
{
    if let (Some(x), Some(y)) = (scalar_element(a), scalar_element(b)) {
        return Ok(Tensor::scalar(f(x, y)));
    }
    let shape = result_shape(a.shape(), b.shape())?;
    let (_, data) = binary_map(
        a.data(),
        a.shape().dims(),
        b.data(),
        b.shape().dims(),
        Convention::Matlab,
        Parallelism::Auto,
        f,
    )
    .map_err(internal)?;
    Ok(Tensor::new(shape, data))
}

fn scalar_element<T>(t: &Tensor<T>) -> Option<&T>
where
    T: Clone,
{
    match t.data() {
        [x] if t.shape().is_scalar() => Some(x),
        _ => None,
    }
}

/// `zip` that writes into `a`'s own buffer when `a` is not shared and
/// already has the result's shape (`A = A + 1` on a temporary); otherwise
/// the same as `zip`.
pub fn zip_into<A, B>(
    mut a: Tensor<A>,
    b: &Tensor<B>,
    f: impl Fn(&A, &B) -> A + Sync,
) -> Result<Tensor<A>>
where
    A: Clone + Send + Sync,
    B: Clone + Sync,
{
    let shape = result_shape(a.shape(), b.shape())?;
    if shape == *a.shape() && !a.is_scalar() {
        let dims = a.shape().dims().to_vec();
        if let Some(target) = a.unique_data_mut() {
            binary_map_in_place(
                target,
                &dims,
                b.data(),
                b.shape().dims(),
                Convention::Matlab,
                Parallelism::Auto,
                f,
            )
            .map_err(internal)?;
            return Ok(a);
        }
    }
    zip(&a, b, f)
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
