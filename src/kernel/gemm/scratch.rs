//! The driver's working memory on the heap (packed blocks of `a`, and of `b` beyond the stack
//! buffer), kept on each thread between products, as BLIS keeps its packing buffers: a
//! training step runs the same products every step, and a fresh allocation of each product's
//! blocks (a few hundred KiB to 1.5 MiB) is a request to the system allocator per product,
//! and with glibc's large-block threshold a fresh mapping whose pages fault in on first use.
//! A thread keeps at most the largest buffer it has needed: the blocks are bounded by the
//! cache sizes (`blocking`), whatever the product's dims.

use core::cell::Cell;
use core::mem::MaybeUninit;

/// Alignment of the slots [`Scratch::slots`] hands out: a cache line, so that each step of a
/// packed panel lies in one line, not two.
const ALIGN: usize = 64;

std::thread_local! {
    /// The buffer kept on this thread, empty while a product has it.
    static KEPT: Cell<Vec<MaybeUninit<u64>>> = const { Cell::new(Vec::new()) };
}

/// This thread's kept buffer, for one product; given back when dropped. A product inside
/// another on the same thread (none does so today) finds the store empty and allocates its
/// own, which replaces the kept one when given back.
pub(super) struct Scratch {
    words: Vec<MaybeUninit<u64>>,
}

impl Scratch {
    /// The kept buffer, grown to hold `len` slots of `T` from a cache-line boundary.
    pub(super) fn take<T>(len: usize) -> Scratch {
        let mut words = KEPT.with(Cell::take);
        let needed = (len * size_of::<T>() + ALIGN).div_ceil(size_of::<u64>());
        if words.len() < needed {
            words = Vec::with_capacity(needed);
            // SAFETY: the capacity is at least `needed`, and `MaybeUninit` asks nothing of
            // its contents.
            unsafe { words.set_len(needed) };
        }
        Scratch { words }
    }

    /// `len` slots of `T` (at most what [`take`](Self::take) was given), starting at a cache
    /// line.
    pub(super) fn slots<T>(&mut self, len: usize) -> &mut [MaybeUninit<T>] {
        assert!(align_of::<T>() <= ALIGN, "the slots are aligned for T");
        let start = self.words.as_mut_ptr().cast::<u8>();
        let skip = start.align_offset(ALIGN);
        assert!(
            skip + len * size_of::<T>() <= self.words.len() * size_of::<u64>(),
            "scratch: more slots than taken"
        );
        // SAFETY: `start + skip` is `ALIGN`-aligned (so aligned for `T`) and the `len` slots
        // after it lie inside the buffer (checked above); `MaybeUninit<T>` asks nothing of its
        // bytes, and the slice borrows the buffer mutably for its lifetime.
        unsafe { core::slice::from_raw_parts_mut(start.add(skip).cast(), len) }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let words = core::mem::take(&mut self.words);
        // Keep the larger of this buffer and one a product inside this one gave back.
        KEPT.with(|kept| {
            let other = kept.take();
            kept.set(if other.len() > words.len() {
                other
            } else {
                words
            });
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_aligned_kept_and_grown() {
        let mut scratch = Scratch::take::<f32>(1000);
        let slots = scratch.slots::<f32>(1000);
        assert_eq!(slots.as_ptr() as usize % ALIGN, 0);
        slots[999].write(1.0);
        let first = slots.as_ptr() as usize;
        drop(scratch);
        // The same buffer again for a smaller request; a larger one grows it.
        let mut again = Scratch::take::<f64>(100);
        assert_eq!(again.slots::<f64>(100).as_ptr() as usize, first);
        drop(again);
        let mut larger = Scratch::take::<f64>(100_000);
        assert_eq!(larger.slots::<f64>(100_000).len(), 100_000);
        // Nested on one thread: the inner one allocates its own, and the larger is kept.
        let inner = Scratch::take::<f32>(10);
        drop(inner);
        drop(larger);
        assert!(KEPT.with(|kept| {
            let words = kept.take();
            let len = words.len();
            kept.set(words);
            len >= 100_000
        }));
    }
}
