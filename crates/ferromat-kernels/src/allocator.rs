//! A global allocator for programs that run array code in loops: the
//! system allocator, plus a small cache of large freed blocks that the next
//! allocation of the same size takes back.
//!
//! Why: `Z = exp(X)` or `Y = A + B` on a 4000x4000 matrix writes a fresh
//! 128 MB buffer. glibc serves allocations that large with `mmap` (its
//! threshold cannot be raised past 32 MB) and returns them with `munmap`, so
//! every iteration of a loop pays a page fault and the kernel's zeroing for
//! each page of its result: measured with `perf`, that was 38% of the time
//! of `exp` on such a matrix. Taking back the block the previous iteration
//! freed skips all of it.
//!
//! The `ferromat` command line installs it; an embedding program may do
//! the same (`#[global_allocator]`), or keep its own. Only blocks of at
//! least [`MIN_CACHED_BYTES`] are cached, at most [`SLOTS`] of them and
//! [`MAX_CACHED_BYTES`] in all, so the memory it holds back is bounded.
//! This file decides nothing about what the blocks hold.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Mutex;

/// Blocks smaller than this go straight to the system allocator (which
/// keeps such blocks in its own heap and reuses them already).
pub const MIN_CACHED_BYTES: usize = 8 << 20;
/// How many freed blocks are kept.
pub const SLOTS: usize = 4;
/// The most memory the cache holds back at once.
pub const MAX_CACHED_BYTES: usize = 1 << 30;

/// A freed block kept for reuse: its address and layout.
#[derive(Clone, Copy)]
struct Block {
    address: usize,
    size: usize,
    align: usize,
}

/// The kept blocks, oldest first.
struct Cache {
    blocks: [Option<Block>; SLOTS],
}

impl Cache {
    fn cached_bytes(&self) -> usize {
        self.blocks.iter().flatten().map(|block| block.size).sum()
    }

    /// Takes out a block of exactly `layout`'s size and alignment. The
    /// kept blocks stay packed at the front, oldest first.
    fn take(&mut self, layout: Layout) -> Option<Block> {
        let slot = self.blocks.iter().position(|block| {
            block.is_some_and(|b| b.size == layout.size() && b.align == layout.align())
        })?;
        let block = self.blocks[slot].take();
        self.blocks[slot..].rotate_left(1);
        block
    }

    /// Keeps `block` and returns the blocks to give back to the system:
    /// the oldest kept ones, while every slot is full or the byte limit
    /// would be passed, or `block` itself when it alone is over the limit.
    fn keep(&mut self, block: Block) -> [Option<Block>; SLOTS + 1] {
        let mut released = [None; SLOTS + 1];
        if block.size > MAX_CACHED_BYTES {
            released[0] = Some(block);
            return released;
        }
        let mut count = 0;
        while self.blocks[0].is_some()
            && (self.blocks[SLOTS - 1].is_some()
                || self.cached_bytes() + block.size > MAX_CACHED_BYTES)
        {
            released[count] = self.blocks[0].take();
            self.blocks.rotate_left(1);
            count += 1;
        }
        // The loop leaves the last slot free.
        if let Some(slot) = self.blocks.iter_mut().find(|slot| slot.is_none()) {
            *slot = Some(block);
        }
        released
    }
}

/// Gives `block` back to the system allocator.
///
/// # Safety
/// `block` must have come from `System.alloc` with its size and alignment,
/// and must no longer be in use.
unsafe fn release(block: Block) {
    // SAFETY: the caller's contract; size and alignment formed a valid
    // `Layout` when the block was allocated.
    unsafe {
        System.dealloc(
            block.address as *mut u8,
            Layout::from_size_align_unchecked(block.size, block.align),
        )
    }
}

static CACHE: Mutex<Cache> = Mutex::new(Cache {
    blocks: [None; SLOTS],
});

/// The system allocator with a cache of large freed blocks (see the
/// module documentation).
///
/// ```
/// #[global_allocator]
/// static ALLOCATOR: ferromat_kernels::allocator::ReusingAllocator =
///     ferromat_kernels::allocator::ReusingAllocator;
/// ```
pub struct ReusingAllocator;

// SAFETY: every block handed out comes from `System` (directly, or a block
// `System` allocated with the same layout and that was freed and kept
// here); `dealloc` either keeps a block unused or gives it to `System`.
// The lock is `std`'s futex mutex, which never allocates.
unsafe impl GlobalAlloc for ReusingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() >= MIN_CACHED_BYTES {
            let kept = CACHE.lock().ok().and_then(|mut cache| cache.take(layout));
            if let Some(block) = kept {
                return block.address as *mut u8;
            }
        }
        // SAFETY: the caller's contract for `alloc` is System's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        if layout.size() < MIN_CACHED_BYTES {
            // Most frees are small: straight to the system, without
            // building the release list below (freeing a million texts,
            // this function's own time fell from 4.7% to 1.8% of a
            // profile of `regexp` over them).
            // SAFETY: the caller's contract for `dealloc` is System's.
            unsafe { System.dealloc(pointer, layout) };
            return;
        }
        let block = Block {
            address: pointer as usize,
            size: layout.size(),
            align: layout.align(),
        };
        let mut released = [None; SLOTS + 1];
        released[0] = Some(block);
        if let Ok(mut cache) = CACHE.lock() {
            released = cache.keep(block);
        }
        // Outside the lock: the system allocator may take its time.
        for block in released.into_iter().flatten() {
            // SAFETY: `block` is either the one being freed or a kept one,
            // all from `System` with their layouts and no longer in use.
            unsafe { release(block) };
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // Fresh pages from the system are zero already; a kept block
        // would have to be cleared, which is the cost this avoids.
        // SAFETY: the caller's contract for `alloc_zeroed` is System's.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // A live block always came from `System` with `layout`, so System
        // may grow it in place (glibc moves large blocks with `mremap`).
        // SAFETY: the caller's contract for `realloc` is System's.
        unsafe { System.realloc(pointer, layout, new_size) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Allocates, fills, frees and reallocates blocks of a few sizes in an
    /// order driven by a seed, checking that a live block keeps what was
    /// written into it (so no block is handed out twice) and that the
    /// cache stays within its limits.
    #[test]
    fn live_blocks_keep_their_contents() {
        let sizes = [
            MIN_CACHED_BYTES,
            MIN_CACHED_BYTES + 4096,
            64,
            3 * MIN_CACHED_BYTES,
        ];
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
        for step in 0..400u32 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            if live.len() < 6 && (state & 3 != 0 || live.is_empty()) {
                let size = sizes[(state >> 8) as usize % sizes.len()];
                let layout = Layout::from_size_align(size, 64).expect("layout");
                // SAFETY: a non-zero-sized layout.
                let pointer = unsafe { ReusingAllocator.alloc(layout) };
                assert!(!pointer.is_null());
                let mark = step as u8;
                // SAFETY: the block is `size` bytes and ours.
                unsafe {
                    pointer.write(mark);
                    pointer.add(size - 1).write(mark);
                }
                live.push((pointer, layout, mark));
            } else {
                let (pointer, layout, mark) = live.swap_remove((state >> 8) as usize % live.len());
                // SAFETY: a live block of this layout, allocated above.
                unsafe {
                    assert_eq!(pointer.read(), mark);
                    assert_eq!(pointer.add(layout.size() - 1).read(), mark);
                    ReusingAllocator.dealloc(pointer, layout);
                }
            }
            for &(pointer, layout, mark) in &live {
                // SAFETY: live blocks, each `layout.size()` bytes.
                unsafe {
                    assert_eq!(pointer.read(), mark);
                    assert_eq!(pointer.add(layout.size() - 1).read(), mark);
                }
            }
            let cache = CACHE.lock().expect("cache lock");
            assert!(cache.cached_bytes() <= MAX_CACHED_BYTES);
        }
        for (pointer, layout, _) in live {
            // SAFETY: live blocks allocated above.
            unsafe { ReusingAllocator.dealloc(pointer, layout) };
        }
    }

    #[test]
    fn a_freed_large_block_is_taken_back() {
        let layout = Layout::from_size_align(MIN_CACHED_BYTES + 8192, 4096).expect("layout");
        // SAFETY: non-zero size; the block is freed once, with its layout.
        unsafe {
            let first = ReusingAllocator.alloc(layout);
            ReusingAllocator.dealloc(first, layout);
            let second = ReusingAllocator.alloc(layout);
            assert_eq!(first, second);
            ReusingAllocator.dealloc(second, layout);
        }
    }

    #[test]
    fn the_limits_release_the_oldest() {
        // Bookkeeping only: these addresses are never dereferenced or freed.
        let mut cache = Cache {
            blocks: [None; SLOTS],
        };
        let block = |address, size| Block {
            address,
            size,
            align: 8,
        };
        let addresses = |released: [Option<Block>; SLOTS + 1]| -> Vec<usize> {
            released.iter().flatten().map(|b| b.address).collect()
        };
        let half = MAX_CACHED_BYTES / 2 + 1;
        assert!(addresses(cache.keep(block(8, half))).is_empty());
        assert_eq!(addresses(cache.keep(block(16, half))), vec![8]);
        assert_eq!(
            addresses(cache.keep(block(24, MAX_CACHED_BYTES + 1))),
            vec![24]
        );
        assert_eq!(
            addresses(cache.keep(block(32, MIN_CACHED_BYTES))),
            Vec::<usize>::new()
        );
        for k in 0..SLOTS {
            cache.keep(block(40 + 8 * k, MIN_CACHED_BYTES));
        }
        assert!(cache.blocks.iter().all(Option::is_some));
        assert!(cache.cached_bytes() <= MAX_CACHED_BYTES);
        let taken = cache.take(Layout::from_size_align(MIN_CACHED_BYTES, 8).expect("layout"));
        assert!(taken.is_some());
        assert!(cache.blocks[SLOTS - 1].is_none());
    }
}
