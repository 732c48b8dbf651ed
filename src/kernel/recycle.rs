//! Recycling of large freed buffers, so that allocating ops in a loop stop page-faulting.
//!
//! A fresh large output is memory the process has never touched, and its first write
//! page-faults (see `alloc`); so does every later allocation of it, because the allocator
//! returns large blocks to the operating system on free. Model code allocates the same shapes
//! on every step, so the blocks of dropped large buffers are kept here, up to a byte limit,
//! and a new buffer of exactly the same size takes one back instead of asking for fresh memory.
//! Only blocks of at least [`MIN_RECYCLED_BYTES`] are kept: smaller ones come from the
//! allocator's own free lists without page faults. At most [`MAX_KEPT_BLOCKS`] are kept, so
//! that finding one stays a short scan.

use core::alloc::Layout;
use core::ptr::NonNull;
use std::alloc::dealloc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

/// Blocks smaller than this are freed at once, never kept. glibc serves larger requests with
/// fresh mappings (from 128 KiB, its initial mmap threshold) or from a heap top that it trims
/// on free, so mid-sized intermediates would otherwise page-fault on every step.
pub(crate) const MIN_RECYCLED_BYTES: usize = 64 << 10;

/// The most blocks kept at once; beyond it the oldest is freed.
pub(crate) const MAX_KEPT_BLOCKS: usize = 256;

/// The default of [`recycled_bytes_limit`]: room for a few large outputs.
pub const DEFAULT_RECYCLED_BYTES_LIMIT: usize = 256 << 20;

static LIMIT: AtomicUsize = AtomicUsize::new(DEFAULT_RECYCLED_BYTES_LIMIT);

/// Kept blocks, oldest first.
static KEPT: Mutex<Vec<Block>> = Mutex::new(Vec::new());

/// A freed allocation that no buffer refers to any more.
struct Block {
    start: NonNull<u8>,
    layout: Layout,
}

// SAFETY: a `Block` is the sole handle to memory from the global allocator, which may be
// freed or reused from any thread.
unsafe impl Send for Block {}

impl Block {
    fn free(self) {
        // SAFETY: `start` came from the global allocator with `layout` (see `keep`), and the
        // block was removed from `KEPT` before this call, so nothing else frees or uses it.
        unsafe { dealloc(self.start.as_ptr(), self.layout) }
    }
}

fn kept() -> MutexGuard<'static, Vec<Block>> {
    // A panic while the lock was held cannot leave the list inconsistent: every change to it
    // is a single push or remove.
    KEPT.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// How many bytes of freed large buffers the process may keep for reuse (default
/// [`DEFAULT_RECYCLED_BYTES_LIMIT`], 256 MiB).
///
/// Dropping a tensor whose buffer is at least 64 KiB keeps the buffer's memory, up to this many
/// bytes in all (the oldest is freed first), and a later tensor of exactly the same byte size
/// reuses it: a loop that allocates the same large outputs on every step stops paying for
/// page faults on fresh memory, which otherwise cost more than the arithmetic. The kept memory
/// stays in the process's resident size until it is reused or the limit is lowered.
///
/// ```
/// assert_eq!(typed_tensor::runtime::recycled_bytes_limit(), typed_tensor::runtime::DEFAULT_RECYCLED_BYTES_LIMIT);
/// ```
pub fn recycled_bytes_limit() -> usize {
    LIMIT.load(Ordering::Relaxed)
}

/// Sets [`recycled_bytes_limit`] for the whole process, freeing kept memory beyond the new
/// limit at once: `0` frees every kept block and turns recycling off.
///
/// ```
/// use typed_tensor::runtime::{recycled_bytes, set_recycled_bytes_limit};
/// use typed_tensor::{shape, Tensor};
/// set_recycled_bytes_limit(0);
/// drop(Tensor::<f32, shape![1024, 2048]>::zeros()); // 8 MiB, freed at once
/// assert_eq!(recycled_bytes(), 0);
/// set_recycled_bytes_limit(typed_tensor::runtime::DEFAULT_RECYCLED_BYTES_LIMIT);
/// ```
pub fn set_recycled_bytes_limit(bytes: usize) {
    LIMIT.store(bytes, Ordering::Relaxed);
    let excess = {
        let mut kept = kept();
        evict_to(&mut kept, bytes)
    };
    excess.into_iter().for_each(Block::free);
}

/// The bytes of freed buffers kept for reuse right now (at most [`recycled_bytes_limit`]).
///
/// ```
/// assert!(typed_tensor::runtime::recycled_bytes() <= typed_tensor::runtime::recycled_bytes_limit());
/// ```
pub fn recycled_bytes() -> usize {
    kept().iter().map(|block| block.layout.size()).sum()
}

/// Removes the oldest blocks until at most `limit` bytes and fewer than [`MAX_KEPT_BLOCKS`]
/// blocks are kept; returns them to be freed after the lock is released.
fn evict_to(kept: &mut Vec<Block>, limit: usize) -> Vec<Block> {
    let mut total: usize = kept.iter().map(|block| block.layout.size()).sum();
    let mut evicted = Vec::new();
    while total > limit || kept.len() >= MAX_KEPT_BLOCKS {
        let oldest = kept.remove(0);
        total -= oldest.layout.size();
        evicted.push(oldest);
    }
    evicted
}

/// A kept block with exactly `layout`, if there is one (the most recently kept).
pub(crate) fn take(layout: Layout) -> Option<NonNull<u8>> {
    if layout.size() < MIN_RECYCLED_BYTES {
        return None;
    }
    let mut kept = kept();
    let position = kept.iter().rposition(|block| block.layout == layout)?;
    Some(kept.remove(position).start)
}

/// Keeps the freed block at `start`, or frees it if it is small or does not fit the limit.
///
/// # Safety
/// `start` must come from the global allocator with `layout`, and nothing may use or free
/// it after this call.
pub(crate) unsafe fn keep(start: NonNull<u8>, layout: Layout) {
    let block = Block { start, layout };
    if layout.size() < MIN_RECYCLED_BYTES {
        return block.free();
    }
    let evicted = {
        let mut kept = kept();
        // Read under the lock, so a concurrent `set_recycled_bytes_limit` either sees this
        // block when it evicts or has already stored the limit read here.
        let limit = recycled_bytes_limit();
        match limit.checked_sub(layout.size()) {
            Some(room) => {
                let evicted = evict_to(&mut kept, room);
                kept.push(block);
                evicted
            }
            None => vec![block],
        }
    };
    evicted.into_iter().for_each(Block::free);
}

#[cfg(test)]
mod tests {
    use super::super::Buffer;
    use super::*;

    /// The limit is process-wide: tests that change it or depend on it take turns.
    static SERIAL: Mutex<()> = Mutex::new(());

    /// A buffer of `len` bytes holding `i * seed`, and where its elements start.
    fn buffer(len: usize, seed: u8) -> (Buffer<u8>, usize) {
        let buffer = Buffer::filled(len, |slots| {
            for (i, slot) in slots.iter_mut().enumerate() {
                slot.write((i as u8).wrapping_mul(seed));
            }
        })
        .unwrap();
        let start = buffer.as_ptr() as usize;
        (buffer, start)
    }

    #[test]
    fn a_dropped_large_buffer_comes_back_for_the_same_size_with_new_values() {
        let _turn = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        // A size no other test uses, so no other test can take the block first.
        let len = (5 << 20) + 4321;
        let (first, first_start) = buffer(len, 3);
        drop(first);
        let (second, second_start) = buffer(len, 7);
        assert_eq!(second_start, first_start, "the kept block is reused");
        assert!(second
            .iter()
            .enumerate()
            .all(|(i, &x)| x == (i as u8).wrapping_mul(7)));
    }

    #[test]
    fn a_mid_sized_buffer_comes_back_too() {
        let _turn = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        // 2 MiB, the size of a [4096, 128] f32 intermediate, plus a size no other test uses.
        let len = (2 << 20) + 999;
        let (first, first_start) = buffer(len, 3);
        drop(first);
        let (_, second_start) = buffer(len, 5);
        assert_eq!(second_start, first_start);
    }

    #[test]
    fn at_most_max_kept_blocks_are_kept() {
        let _turn = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        let buffers: Vec<_> = (0..MAX_KEPT_BLOCKS + 10)
            .map(|i| buffer(MIN_RECYCLED_BYTES + 7 * i + 1, 1).0)
            .collect();
        drop(buffers);
        assert!(kept().len() <= MAX_KEPT_BLOCKS);
        let newest = MIN_RECYCLED_BYTES + 7 * (MAX_KEPT_BLOCKS + 9) + 1;
        let layout = super::super::buffer::layout_for::<u8>(newest);
        assert!(
            kept().iter().any(|block| block.layout == layout),
            "the newest is kept"
        );
    }

    #[test]
    fn small_blocks_are_never_kept_or_handed_out() {
        let small = Layout::from_size_align(MIN_RECYCLED_BYTES - 1, 8).unwrap();
        assert!(take(small).is_none());
    }

    #[test]
    fn the_limit_bounds_kept_bytes_and_evicts_the_oldest() {
        let _turn = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        set_recycled_bytes_limit(12 << 20);
        let sizes = [(5 << 20) + 11, (5 << 20) + 22, (5 << 20) + 33];
        let buffers: Vec<_> = sizes.iter().map(|&len| buffer(len, 1)).collect();
        let newest_start = buffers[2].1;
        drop(buffers);
        // Two of the three fit under 12 MiB; other tests' blocks count against it too.
        assert!(recycled_bytes() <= 12 << 20);
        let (_, start) = buffer(sizes[2], 5);
        assert_eq!(start, newest_start, "the newest block is kept");

        let too_large = buffer(13 << 20, 1);
        drop(too_large);
        assert!(
            recycled_bytes() <= 12 << 20,
            "a block above the limit is freed"
        );

        set_recycled_bytes_limit(0);
        assert_eq!(recycled_bytes(), 0);
        drop(buffer(sizes[0], 1));
        assert_eq!(recycled_bytes(), 0, "limit 0 keeps nothing");
        set_recycled_bytes_limit(DEFAULT_RECYCLED_BYTES_LIMIT);
    }

    #[test]
    fn a_panicking_fill_of_a_recycled_block_frees_it() {
        let _turn = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        let len = (5 << 20) + 4444;
        let (first, _) = buffer(len, 3);
        drop(first);
        let layout = super::super::buffer::layout_for::<u8>(len);
        let kept_before = kept().iter().filter(|block| block.layout == layout).count();
        assert_eq!(kept_before, 1);
        let result = std::panic::catch_unwind(|| {
            Buffer::<u8>::filled(len, |_| panic!("filler failed")).unwrap();
        });
        assert!(result.is_err());
        let kept_after = kept().iter().filter(|block| block.layout == layout).count();
        assert_eq!(
            kept_after, 0,
            "taken, then freed by the unwind guard, not kept"
        );
        let (again, _) = buffer(len, 9);
        assert!(again
            .iter()
            .enumerate()
            .all(|(i, &x)| x == (i as u8).wrapping_mul(9)));
    }
}
