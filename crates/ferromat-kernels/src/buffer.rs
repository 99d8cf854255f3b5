//! Fresh output buffers. A buffer of many megabytes is first touched page by
//! page, and with 4 KiB pages those faults cost more than the kernel that
//! fills it; on Linux such buffers are advised to use transparent huge pages
//! (as NumPy does), which cuts the faults by 512x.
//!
//! Only allocation lives here; the kernels decide what to write.

use std::mem::MaybeUninit;

use rayon::prelude::*;

use crate::parallel::Parallelism;

/// Buffers from this many bytes on are advised to use huge pages.
const HUGE_PAGE_MIN_BYTES: usize = 4 << 20;

/// An empty vector with room for `len` elements, advised for huge pages
/// when large.
pub(crate) fn with_capacity<T>(len: usize) -> Vec<T> {
    let buffer = Vec::with_capacity(len);
    advise_huge_pages(&buffer);
    buffer
}

/// `len` copies of `value`, advised for huge pages before being filled.
/// A large buffer is filled by several threads when `parallelism` allows:
/// its first touch is a page fault per page, which one thread alone pays
/// for as long as a parallel kernel takes to fill it (`max` of a 2xN
/// matrix has an output half the input's size).
pub(crate) fn filled<T: Clone + Send + Sync>(
    len: usize,
    value: T,
    parallelism: Parallelism,
) -> Vec<T> {
    let mut buffer = with_capacity(len);
    if parallelism.split(len) {
        buffer.par_extend(rayon::iter::repeat_n(value, len));
    } else {
        buffer.resize(len, value);
    }
    buffer
}

/// A vector as long as `input`, written by `fill(input_piece, slots)` over
/// matching pieces of `piece` elements on rayon's threads, or by one call
/// over everything when `piece` is `None`. The result is never prefilled:
/// each element is written once, by `fill`.
///
/// # Safety
/// `fill` must write every slot of the slice it is given.
pub(crate) unsafe fn written_by_pieces<T, R, F>(
    input: &[T],
    piece: Option<usize>,
    fill: F,
) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&[T], &mut [MaybeUninit<R>]) + Sync,
{
    let total = input.len();
    let mut values: Vec<R> = with_capacity(total);
    let slots = &mut values.spare_capacity_mut()[..total];
    match piece {
        Some(piece) => slots
            .par_chunks_mut(piece.max(1))
            .zip(input.par_chunks(piece.max(1)))
            .for_each(|(out, input)| fill(input, out)),
        None => fill(input, slots),
    }
    // SAFETY: the pieces of `input` and of the slots pair up one to one and
    // tile `total`, and the caller's `fill` wrote every slot of each.
    unsafe { values.set_len(total) };
    values
}

#[cfg(target_os = "linux")]
fn advise_huge_pages<T>(buffer: &Vec<T>) {
    const HUGE_PAGE: usize = 2 << 20;
    let bytes = buffer.capacity().saturating_mul(std::mem::size_of::<T>());
    if bytes < HUGE_PAGE_MIN_BYTES {
        return;
    }
    let start = buffer.as_ptr() as usize;
    let aligned_start = start.next_multiple_of(HUGE_PAGE);
    let aligned_end = (start + bytes) / HUGE_PAGE * HUGE_PAGE;
    if aligned_end > aligned_start {
        // SAFETY: the range lies inside the buffer's own allocation, and
        // MADV_HUGEPAGE is only a hint that never changes its contents.
        // A failure (e.g. THP disabled) leaves ordinary pages, so the result
        // is ignored.
        unsafe {
            libc::madvise(
                aligned_start as *mut libc::c_void,
                aligned_end - aligned_start,
                libc::MADV_HUGEPAGE,
            );
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages<T>(_buffer: &Vec<T>) {
    let _ = HUGE_PAGE_MIN_BYTES;
}

#[cfg(test)]
mod tests {
    use crate::parallel::Parallelism;

    #[test]
    fn large_and_small_buffers() {
        for parallelism in [Parallelism::Serial, Parallelism::Always] {
            let large = super::filled(1 << 20, 7u64, parallelism);
            assert!(large.len() == 1 << 20 && large.iter().all(|&v| v == 7));
        }
        let small: Vec<u8> = super::with_capacity(3);
        assert!(small.capacity() >= 3 && small.is_empty());
    }
}
