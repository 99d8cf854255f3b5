//! Element-wise extremum of two arrays with broadcasting (MATLAB, NumPy or
//! Paddle alignment), optionally reporting which operand won.
//!
//! Both operands are read column-major (borrowed when they already are, so
//! the runtime's calls copy nothing). Broadcast dimensions are merged into as
//! few as possible, and the first merged dimension becomes a contiguous run
//! handed to one vectorisable run kernel (`fast.rs`), so a matrix against a
//! row or a scalar costs one streaming pass.

use std::mem::MaybeUninit;

use ndarray::{ArrayD, ArrayViewD, IxDyn, ShapeBuilder};
use rayon::prelude::*;

use crate::broadcast::{align, broadcast_shape, Convention};
use crate::buffer;
use crate::element::Element;
use crate::error::{element_count, KernelError};
use crate::fast::{fill_run, NumericKernels, Operand, PairRun};
use crate::layout::{column_major_data, into_layout, Layout};
use crate::map::Walk;
use crate::nan::NanPolicy;
use crate::ordering::{Comparison, Extremum, Rule};
use crate::parallel::Parallelism;
use crate::reduce::fast_kernels;

/// How an element-wise extremum decides and what it returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElementwiseSpec {
    pub extremum: Extremum,
    pub comparison: Comparison,
    pub nan: NanPolicy,
    /// Also return the origin array (0 = first operand, 1 = second).
    pub origin: bool,
    pub layout: Layout,
    pub parallelism: Parallelism,
}

impl Default for ElementwiseSpec {
    /// MATLAB's `max(A, B)`: omit NaN, column-major, no origin.
    fn default() -> Self {
        ElementwiseSpec {
            extremum: Extremum::Max,
            comparison: Comparison::Auto,
            nan: NanPolicy::Omit,
            origin: false,
            layout: Layout::ColumnMajor,
            parallelism: Parallelism::Auto,
        }
    }
}

/// The result of an element-wise extremum.
#[derive(Clone, Debug, PartialEq)]
pub struct Elementwise<T> {
    pub values: ArrayD<T>,
    /// 0 where the value came from the first operand (also on ties), 1 where
    /// from the second.
    pub origin: Option<ArrayD<u8>>,
}

/// Element-wise maximum or minimum of `first` and `second`, broadcast under
/// `convention`.
///
/// ```
/// use ferromat_kernels::{elementwise_extremum, Convention, ElementwiseSpec};
/// use ndarray::array;
/// // MATLAB: [C, origin] = max([1 4 7], [2; 3; 5])
/// let a = array![[1.0, 4.0, 7.0]];
/// let b = array![[2.0], [3.0], [5.0]];
/// let spec = ElementwiseSpec { origin: true, ..ElementwiseSpec::default() };
/// let c = elementwise_extremum(a.view().into_dyn(), b.view().into_dyn(), Convention::Matlab, spec).unwrap();
/// assert_eq!(c.values, array![[2.0, 4.0, 7.0], [3.0, 4.0, 7.0], [5.0, 5.0, 7.0]].into_dyn());
/// assert_eq!(c.origin.unwrap(), array![[1, 0, 0], [1, 0, 0], [1, 1, 0]].into_dyn());
/// ```
pub fn elementwise_extremum<T: Element>(
    first: ArrayViewD<'_, T>,
    second: ArrayViewD<'_, T>,
    convention: Convention,
    spec: ElementwiseSpec,
) -> Result<Elementwise<T>, KernelError> {
    let out_dims = broadcast_shape(first.shape(), second.shape(), convention)?;
    let total = element_count(&out_dims)?;
    let (first_dims, second_dims) =
        align(first.shape(), second.shape(), convention).ok_or_else(|| {
            KernelError::NotBroadcastable(crate::BroadcastError {
                left: first.shape().to_vec(),
                right: second.shape().to_vec(),
                convention,
            })
        })?;
    let first_data = column_major_data(&first);
    let second_data = column_major_data(&second);
    let walk = Walk::new(&out_dims, &first_dims, &second_dims);
    let rule = Rule::new(spec.extremum, spec.comparison, spec.nan);
    let job = Job {
        first: &first_data,
        second: &second_data,
        walk: &walk,
        rule,
        fast: fast_kernels::<T>(rule),
    };

    let mut values: Vec<T> = buffer::with_capacity(total);
    let mut origin: Vec<u8> = buffer::with_capacity(if spec.origin { total } else { 0 });
    {
        let value_slots = &mut values.spare_capacity_mut()[..total];
        let origin_slots = spec
            .origin
            .then(|| &mut origin.spare_capacity_mut()[..total]);
        job.fill(value_slots, origin_slots, spec.parallelism);
    }
    // SAFETY: `Job::fill` writes every one of the `total` slots (the runs
    // tile `0..total`), and of the origin slots when they were requested.
    unsafe {
        values.set_len(total);
        if spec.origin {
            origin.set_len(total);
        }
    }
    let shape = IxDyn(&out_dims).f();
    let overflow = || KernelError::IndexOverflow {
        shape: out_dims.clone(),
    };
    let values = ArrayD::from_shape_vec(shape.clone(), values).map_err(|_| overflow())?;
    let origin = if spec.origin {
        Some(into_layout(
            ArrayD::from_shape_vec(shape, origin).map_err(|_| overflow())?,
            spec.layout,
        ))
    } else {
        None
    };
    Ok(Elementwise {
        values: into_layout(values, spec.layout),
        origin,
    })
}

struct Job<'a, T: 'static> {
    first: &'a [T],
    second: &'a [T],
    walk: &'a Walk,
    rule: Rule,
    fast: Option<&'static NumericKernels<T>>,
}

impl<T: Element> Job<'_, T> {
    fn operand<'s>(data: &'s [T], offset: usize, len: usize, contiguous: bool) -> Operand<'s, T> {
        if contiguous {
            Operand::Slice(&data[offset..offset + len])
        } else {
            Operand::Scalar(data[offset])
        }
    }

    /// Fills the runs starting at run number `first_run`.
    fn fill_runs(
        &self,
        first_run: usize,
        values: &mut [MaybeUninit<T>],
        mut origin: Option<&mut [MaybeUninit<u8>]>,
    ) {
        let len = self.walk.run;
        for (number, out) in values.chunks_mut(len).enumerate() {
            let (a, b) = self.walk.offsets(first_run + number);
            let origin = origin
                .as_deref_mut()
                .map(|origin| &mut origin[number * len..(number + 1) * len]);
            let run = PairRun {
                first: Self::operand(self.first, a, len, self.walk.first_contiguous),
                second: Self::operand(self.second, b, len, self.walk.second_contiguous),
                out,
                origin,
            };
            match self.fast {
                Some(kernels) => (kernels.pair_run)(run, self.rule.extremum, self.rule.nan),
                None => fill_run(run, |x, y| self.rule.beats(y, x)),
            }
        }
    }

    fn fill(
        &self,
        values: &mut [MaybeUninit<T>],
        origin: Option<&mut [MaybeUninit<u8>]>,
        parallelism: Parallelism,
    ) {
        let len = self.walk.run;
        let runs = values.len() / len.max(1);
        if values.is_empty() {
            return;
        }
        if !parallelism.split(values.len()) {
            return self.fill_runs(0, values, origin);
        }
        if runs < 2 {
            // One long run: split it into pieces that keep operand alignment.
            return self.fill_single_run_parallel(values, origin, parallelism);
        }
        let per_piece = runs.div_ceil(parallelism.pieces(runs)) * len;
        match origin {
            Some(origin) => values
                .par_chunks_mut(per_piece)
                .zip(origin.par_chunks_mut(per_piece))
                .enumerate()
                .for_each(|(piece, (values, origin))| {
                    self.fill_runs(piece * per_piece / len, values, Some(origin))
                }),
            None => values
                .par_chunks_mut(per_piece)
                .enumerate()
                .for_each(|(piece, values)| self.fill_runs(piece * per_piece / len, values, None)),
        }
    }

    fn fill_single_run_parallel(
        &self,
        values: &mut [MaybeUninit<T>],
        origin: Option<&mut [MaybeUninit<u8>]>,
        parallelism: Parallelism,
    ) {
        let len = values.len();
        let chunk = len.div_ceil(parallelism.pieces(len));
        let piece =
            |start: usize, out: &mut [MaybeUninit<T>], origin: Option<&mut [MaybeUninit<u8>]>| {
                let count = out.len();
                let run = PairRun {
                    first: Self::operand(
                        self.first,
                        start * usize::from(self.walk.first_contiguous),
                        count,
                        self.walk.first_contiguous,
                    ),
                    second: Self::operand(
                        self.second,
                        start * usize::from(self.walk.second_contiguous),
                        count,
                        self.walk.second_contiguous,
                    ),
                    out,
                    origin,
                };
                match self.fast {
                    Some(kernels) => (kernels.pair_run)(run, self.rule.extremum, self.rule.nan),
                    None => fill_run(run, |x, y| self.rule.beats(y, x)),
                }
            };
        match origin {
            Some(origin) => values
                .par_chunks_mut(chunk)
                .zip(origin.par_chunks_mut(chunk))
                .enumerate()
                .for_each(|(number, (out, origin))| piece(number * chunk, out, Some(origin))),
            None => values
                .par_chunks_mut(chunk)
                .enumerate()
                .for_each(|(number, out)| piece(number * chunk, out, None)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    #[test]
    fn matrix_against_row_and_scalar() {
        let a = array![[1.0, 5.0], [f64::NAN, -1.0]].into_dyn();
        let row = array![[2.0, 3.0]].into_dyn();
        let out = elementwise_extremum(
            a.view(),
            row.view(),
            Convention::Matlab,
            ElementwiseSpec::default(),
        );
        let out = out.map(|r| r.values);
        assert_eq!(out, Ok(array![[2.0, 5.0], [2.0, 3.0]].into_dyn()));
        let scalar = ndarray::arr0(0.0).into_dyn();
        let spec = ElementwiseSpec {
            extremum: Extremum::Min,
            nan: NanPolicy::Include,
            origin: true,
            ..ElementwiseSpec::default()
        };
        let out = elementwise_extremum(a.view(), scalar.view(), Convention::Numpy, spec);
        let Ok(out) = out else {
            panic!("broadcast failed")
        };
        assert!(out.values[[1, 0]].is_nan());
        assert_eq!(out.origin, Some(array![[1, 1], [0, 0]].into_dyn()));
    }

    #[test]
    fn not_broadcastable_names_both_shapes() {
        let a = ArrayD::<f64>::zeros(IxDyn(&[2, 3]));
        let b = ArrayD::<f64>::zeros(IxDyn(&[3, 2]));
        let error = elementwise_extremum(
            a.view(),
            b.view(),
            Convention::Matlab,
            ElementwiseSpec::default(),
        );
        let Err(error) = error else {
            panic!("expected an error")
        };
        let message = error.to_string();
        assert!(
            message.contains("[2, 3]") && message.contains("[3, 2]"),
            "{message}"
        );
    }
}
