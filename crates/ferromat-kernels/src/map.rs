//! The element-wise engine: a unary map over one column-major buffer and a
//! binary map over two operands under implicit expansion (scalar, row,
//! column, general N-d broadcast), without ever materialising an expanded
//! operand. Every element function is a generic closure, so each call site
//! gets its own monomorphised loop that the compiler can vectorise.
//!
//! The output is walked as runs of its first merged dimension (see `Walk`);
//! inside a run each operand is either a contiguous slice or one repeated
//! element, so the inner loops are plain zips over slices. Large outputs are
//! split into pieces on rayon from `PARALLEL_MIN_ELEMENTS` on; a piece may
//! start in the middle of a run, and since each element depends only on its
//! own operands the parallel result is identical to the serial one.
//!
//! Class rules, saturation and error messages belong to the caller: this
//! file only moves elements through `f`.

use std::mem::MaybeUninit;

use rayon::prelude::*;

use crate::broadcast::{align, broadcast_shape, BroadcastError, Convention};
use crate::buffer;
use crate::error::{element_count, KernelError};
use crate::parallel::Parallelism;
use crate::simd::widest;

/// The output walked as runs of its first merged dimension, with each
/// operand's offset and whether it is contiguous along the run (else one
/// element repeated).
#[derive(Clone, Debug)]
pub(crate) struct Walk {
    pub(crate) run: usize,
    pub(crate) first_contiguous: bool,
    pub(crate) second_contiguous: bool,
    /// Remaining merged dims: (length, first stride, second stride).
    pub(crate) outer: Vec<(usize, usize, usize)>,
}

impl Walk {
    /// `first_dims` and `second_dims` are aligned to the rank of `out_dims`.
    pub(crate) fn new(out_dims: &[usize], first_dims: &[usize], second_dims: &[usize]) -> Walk {
        let strides = |dims: &[usize]| -> Vec<usize> {
            let mut stride = 1;
            dims.iter()
                .map(|&len| {
                    let this = if len == 1 { 0 } else { stride };
                    stride *= len;
                    this
                })
                .collect()
        };
        let (first_strides, second_strides) = (strides(first_dims), strides(second_dims));
        let mut merged: Vec<(usize, usize, usize)> = Vec::new();
        for (axis, &len) in out_dims.iter().enumerate() {
            if len == 1 {
                continue;
            }
            let (a, b) = (first_strides[axis], second_strides[axis]);
            match merged.last_mut() {
                Some(last) if a == last.1 * last.0 && b == last.2 * last.0 => last.0 *= len,
                _ => merged.push((len, a, b)),
            }
        }
        let (run, a, b) = if merged.is_empty() {
            (1, 0, 0)
        } else {
            merged.remove(0)
        };
        Walk {
            run,
            first_contiguous: a == 1,
            second_contiguous: b == 1,
            outer: merged,
        }
    }

    /// Offsets of run number `run` in the first and second operands.
    pub(crate) fn offsets(&self, mut run: usize) -> (usize, usize) {
        let (mut first, mut second) = (0, 0);
        for &(len, a, b) in &self.outer {
            let digit = run % len;
            run /= len;
            first += digit * a;
            second += digit * b;
        }
        (first, second)
    }

    /// Visits the output positions `start..start + count` as pieces of runs:
    /// `visit(first_offset, second_offset, output_offset, length)`, with the
    /// operand offsets of the piece's first element. An odometer over the
    /// outer dims replaces a division per run.
    fn pieces(
        &self,
        start: usize,
        count: usize,
        mut visit: impl FnMut(usize, usize, usize, usize),
    ) {
        if count == 0 {
            return;
        }
        let run = self.run.max(1);
        let run_number = start / run;
        let mut within = start % run;
        let mut digits: Vec<usize> = Vec::with_capacity(self.outer.len());
        {
            let mut rest = run_number;
            for &(len, _, _) in &self.outer {
                digits.push(rest % len);
                rest /= len;
            }
        }
        let (mut first, mut second) = self.offsets(run_number);
        let step = |contiguous: bool| usize::from(contiguous);
        let (first_step, second_step) = (step(self.first_contiguous), step(self.second_contiguous));
        let mut done = 0;
        while done < count {
            let length = (run - within).min(count - done);
            visit(
                first + within * first_step,
                second + within * second_step,
                done,
                length,
            );
            done += length;
            within = 0;
            for (digit, &(len, a, b)) in digits.iter_mut().zip(&self.outer) {
                *digit += 1;
                first += a;
                second += b;
                if *digit < len {
                    break;
                }
                *digit = 0;
                first -= a * len;
                second -= b * len;
            }
        }
    }
}

/// One operand of a run: a contiguous slice, or one element repeated.
enum Side<'a, T> {
    Slice(&'a [T]),
    Repeated(&'a T),
}

impl<'a, T> Side<'a, T> {
    fn of(data: &'a [T], offset: usize, length: usize, contiguous: bool) -> Side<'a, T> {
        if contiguous {
            Side::Slice(&data[offset..offset + length])
        } else {
            Side::Repeated(&data[offset])
        }
    }
}

/// Binary runs go through `widest` (see `simd.rs`) up to this many output
/// elements, and stay on the baseline instruction set above it. While the
/// operands fit in the caches, a comparison packs its results to bytes in
/// a few wide instructions instead of a dozen narrow ones, and a division
/// has twice the throughput: single-threaded over 1e6 doubles, `x > s`
/// took 92 us instead of 255 and `x ./ y` 375 us instead of 660. On
/// streams from memory (1.6e7 doubles) the wide copies measured 10-20%
/// slower instead, for every operator.
const WIDE_MAX_ELEMENTS: usize = 1 << 21;

/// `out[k] = f(first[k], second[k])` over one run. Each arm is a plain zip
/// over slices, which the compiler vectorises when `f` allows.
#[inline(always)]
fn binary_run<A, B, R, F: Fn(&A, &B) -> R>(
    first: Side<'_, A>,
    second: Side<'_, B>,
    out: &mut [MaybeUninit<R>],
    f: &F,
) {
    match (first, second) {
        (Side::Slice(x), Side::Slice(y)) => {
            for ((o, x), y) in out.iter_mut().zip(x).zip(y) {
                o.write(f(x, y));
            }
        }
        (Side::Slice(x), Side::Repeated(y)) => {
            for (o, x) in out.iter_mut().zip(x) {
                o.write(f(x, y));
            }
        }
        (Side::Repeated(x), Side::Slice(y)) => {
            for (o, y) in out.iter_mut().zip(y) {
                o.write(f(x, y));
            }
        }
        (Side::Repeated(x), Side::Repeated(y)) => {
            for o in out.iter_mut() {
                o.write(f(x, y));
            }
        }
    }
}

/// The shape of the broadcast result and each operand's shape aligned to it.
fn plan(
    first_dims: &[usize],
    second_dims: &[usize],
    convention: Convention,
) -> Result<(Vec<usize>, Walk), KernelError> {
    let out_dims = broadcast_shape(first_dims, second_dims, convention)?;
    let (first_aligned, second_aligned) =
        align(first_dims, second_dims, convention).ok_or_else(|| BroadcastError {
            left: first_dims.to_vec(),
            right: second_dims.to_vec(),
            convention,
        })?;
    let walk = Walk::new(&out_dims, &first_aligned, &second_aligned);
    Ok((out_dims, walk))
}

fn check_len(data_len: usize, dims: &[usize]) -> Result<(), KernelError> {
    let count = element_count(dims)?;
    if count == data_len {
        Ok(())
    } else {
        Err(KernelError::OutputShapeMismatch {
            expected: dims.to_vec(),
            actual: vec![data_len],
        })
    }
}

/// Output piece length for a parallel split of `total` elements.
fn piece_len(total: usize, parallelism: Parallelism) -> usize {
    total.div_ceil(parallelism.pieces(total)).max(1)
}

/// `f(first, second)` element by element under implicit expansion.
/// Operands are column-major buffers with their dims; returns the output
/// dims and the column-major result. Parallel and serial results are
/// identical.
///
/// ```
/// use ferromat_kernels::{map::binary_map, Convention, Parallelism};
/// // MATLAB: [1 2 3] + [10; 20]
/// let (dims, sum) = binary_map(
///     &[1.0, 2.0, 3.0], &[1, 3], &[10.0, 20.0], &[2, 1],
///     Convention::Matlab, Parallelism::Auto, |x: &f64, y: &f64| x + y,
/// ).unwrap();
/// assert_eq!(dims, vec![2, 3]);
/// assert_eq!(sum, vec![11.0, 21.0, 12.0, 22.0, 13.0, 23.0]);
/// ```
pub fn binary_map<A, B, R, F>(
    first: &[A],
    first_dims: &[usize],
    second: &[B],
    second_dims: &[usize],
    convention: Convention,
    parallelism: Parallelism,
    f: F,
) -> Result<(Vec<usize>, Vec<R>), KernelError>
where
    A: Sync,
    B: Sync,
    R: Send,
    F: Fn(&A, &B) -> R + Sync,
{
    check_len(first.len(), first_dims)?;
    check_len(second.len(), second_dims)?;
    let (out_dims, walk) = plan(first_dims, second_dims, convention)?;
    let total = element_count(&out_dims)?;
    let wide = total <= WIDE_MAX_ELEMENTS;
    let mut values: Vec<R> = buffer::with_capacity(total);
    {
        let slots = &mut values.spare_capacity_mut()[..total];
        let fill = |start: usize, out: &mut [MaybeUninit<R>]| {
            walk.pieces(start, out.len(), |a, b, at, length| {
                let first = Side::of(first, a, length, walk.first_contiguous);
                let second = Side::of(second, b, length, walk.second_contiguous);
                let out = &mut out[at..at + length];
                if wide {
                    widest(|| binary_run(first, second, out, &f))
                } else {
                    binary_run(first, second, out, &f)
                }
            })
        };
        if parallelism.split(total) {
            let piece = piece_len(total, parallelism);
            slots
                .par_chunks_mut(piece)
                .enumerate()
                .for_each(|(number, out)| fill(number * piece, out));
        } else {
            fill(0, slots);
        }
    }
    // SAFETY: the pieces of `Walk::pieces(0, total)` (or of each chunk at
    // its start) tile the whole range, and `binary_run` writes every slot
    // of each piece.
    unsafe { values.set_len(total) };
    Ok((out_dims, values))
}

/// `target[k] = f(target[k], other[k'])` in place, where `target` already
/// has the broadcast result's dims (`A = A + 1` reusing `A`'s buffer).
/// Fails with `OutputShapeMismatch` when broadcasting would grow `target`.
pub fn binary_map_in_place<A, B, F>(
    target: &mut [A],
    target_dims: &[usize],
    other: &[B],
    other_dims: &[usize],
    convention: Convention,
    parallelism: Parallelism,
    f: F,
) -> Result<(), KernelError>
where
    A: Send + Sync,
    B: Sync,
    F: Fn(&A, &B) -> A + Sync,
{
    check_len(target.len(), target_dims)?;
    check_len(other.len(), other_dims)?;
    let (out_dims, walk) = plan(target_dims, other_dims, convention)?;
    let total = element_count(&out_dims)?;
    if total != target.len() || (!walk.first_contiguous && total > 1) {
        return Err(KernelError::OutputShapeMismatch {
            expected: target_dims.to_vec(),
            actual: out_dims,
        });
    }
    let wide = total <= WIDE_MAX_ELEMENTS;
    let fill = |start: usize, out: &mut [A]| {
        walk.pieces(start, out.len(), |_, b, at, length| {
            let out = &mut out[at..at + length];
            let other = Side::of(other, b, length, walk.second_contiguous);
            if wide {
                widest(|| in_place_run(out, other, &f))
            } else {
                in_place_run(out, other, &f)
            }
        })
    };
    if parallelism.split(total) {
        let piece = piece_len(total, parallelism);
        target
            .par_chunks_mut(piece)
            .enumerate()
            .for_each(|(number, out)| fill(number * piece, out));
    } else {
        fill(0, target);
    }
    Ok(())
}

/// `target[k] = f(target[k], other[k])` over one run of the in-place form.
#[inline(always)]
fn in_place_run<A, B, F: Fn(&A, &B) -> A>(out: &mut [A], other: Side<'_, B>, f: &F) {
    match other {
        Side::Slice(y) => {
            for (o, y) in out.iter_mut().zip(y) {
                *o = f(o, y);
            }
        }
        Side::Repeated(y) => {
            for o in out.iter_mut() {
                *o = f(o, y);
            }
        }
    }
}

/// The unary loops, run through `widest` (see `simd.rs`): an element
/// function the compiler can inline (`floor`, `sqrt`, `abs`, a comparison)
/// then runs on the widest vectors the CPU has. x86's baseline has no
/// rounding instruction, so `floor` was a library call per element.
#[inline(always)]
fn map_run<A, R, F: Fn(&A) -> R>(input: &[A], out: &mut [MaybeUninit<R>], f: &F) {
    for (o, x) in out.iter_mut().zip(input) {
        o.write(f(x));
    }
}

#[inline(always)]
fn map_run_in_place<A, F: Fn(&A) -> A>(data: &mut [A], f: &F) {
    for o in data.iter_mut() {
        *o = f(o);
    }
}

/// `f(x)` for every element, in order. Parallel and serial results are
/// identical.
///
/// ```
/// use ferromat_kernels::{map::unary_map, Parallelism};
/// assert_eq!(unary_map(&[1.0, 4.0, 9.0], Parallelism::Auto, |x: &f64| x.sqrt()), vec![1.0, 2.0, 3.0]);
/// ```
pub fn unary_map<A, R, F>(data: &[A], parallelism: Parallelism, f: F) -> Vec<R>
where
    A: Sync,
    R: Send,
    F: Fn(&A) -> R + Sync,
{
    let total = data.len();
    let piece = parallelism
        .split(total)
        .then(|| piece_len(total, parallelism));
    let fill = |input: &[A], out: &mut [MaybeUninit<R>]| widest(|| map_run(input, out, &f));
    // SAFETY: `map_run` writes every slot of the run it is given.
    unsafe { buffer::written_by_pieces(data, piece, fill) }
}

/// `x = f(x)` for every element, in place.
pub fn unary_map_in_place<A, F>(data: &mut [A], parallelism: Parallelism, f: F)
where
    A: Send,
    F: Fn(&A) -> A + Sync,
{
    let fill = |out: &mut [A]| widest(|| map_run_in_place(out, &f));
    if parallelism.split(data.len()) {
        let piece = piece_len(data.len(), parallelism);
        data.par_chunks_mut(piece).for_each(fill);
    } else {
        fill(data);
    }
}

/// Whether `f` holds for any element; stops early (serially) on the first.
/// A parallel scan of a large array checks pieces independently.
pub fn any<A, F>(data: &[A], parallelism: Parallelism, f: F) -> bool
where
    A: Sync,
    F: Fn(&A) -> bool + Sync,
{
    if parallelism.split(data.len()) {
        let piece = piece_len(data.len(), parallelism);
        data.par_chunks(piece).any(|chunk| chunk.iter().any(&f))
    } else {
        data.iter().any(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_column_scalar() {
        let add = |x: &f64, y: &f64| x + y;
        let (dims, out) = binary_map(
            &[1.0, 2.0],
            &[2, 1],
            &[10.0, 20.0, 30.0],
            &[1, 3],
            Convention::Matlab,
            Parallelism::Serial,
            add,
        )
        .unwrap();
        assert_eq!(dims, vec![2, 3]);
        assert_eq!(out, vec![11.0, 12.0, 21.0, 22.0, 31.0, 32.0]);
        let (dims, out) = binary_map(
            &[5.0],
            &[1, 1],
            &[1.0, 2.0],
            &[1, 2],
            Convention::Matlab,
            Parallelism::Always,
            add,
        )
        .unwrap();
        assert_eq!((dims, out), (vec![1, 2], vec![6.0, 7.0]));
    }

    #[test]
    fn mismatched_shapes_and_lengths_are_errors() {
        let add = |x: &f64, y: &f64| x + y;
        let shapes = binary_map(
            &[1.0; 3],
            &[1, 3],
            &[1.0; 2],
            &[1, 2],
            Convention::Matlab,
            Parallelism::Auto,
            add,
        );
        assert!(matches!(shapes, Err(KernelError::NotBroadcastable(_))));
        let length = binary_map(
            &[1.0; 3],
            &[1, 2],
            &[1.0],
            &[1, 1],
            Convention::Matlab,
            Parallelism::Auto,
            add,
        );
        assert!(matches!(
            length,
            Err(KernelError::OutputShapeMismatch { .. })
        ));
        let mut target = [1.0; 2];
        let grows = binary_map_in_place(
            &mut target,
            &[2, 1],
            &[1.0; 3],
            &[1, 3],
            Convention::Matlab,
            Parallelism::Auto,
            add,
        );
        assert!(matches!(
            grows,
            Err(KernelError::OutputShapeMismatch { .. })
        ));
    }

    #[test]
    fn in_place_against_a_row() {
        let mut target = vec![1.0, 2.0, 3.0, 4.0];
        binary_map_in_place(
            &mut target,
            &[2, 2],
            &[10.0, 100.0],
            &[1, 2],
            Convention::Matlab,
            Parallelism::Always,
            |x: &f64, y: &f64| x * y,
        )
        .unwrap();
        assert_eq!(target, vec![10.0, 20.0, 300.0, 400.0]);
    }
}
