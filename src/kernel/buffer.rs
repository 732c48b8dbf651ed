//! `Buffer<T>`: the shared, reference-counted element storage behind every tensor.
//!
//! Like `Arc<[T]>`, but with one count instead of a strong and a weak one, and no atomic
//! read-modify-write when the last owner drops a buffer or asks for it mutably. Small ops are
//! latency-bound, and with `Arc<[T]>` the three atomic operations of a fresh output's life
//! (`get_mut`'s compare-exchange, then the strong and weak decrements on drop) cost about as
//! much as a whole small op.
//!
//! The count and length sit in a header in the same allocation, before the elements.

use super::alloc::{advise_huge_pages, HUGE_PAGE, HUGE_PAGE_MIN_BYTES};
use super::recycle;
use crate::error::AllocError;
use core::alloc::Layout;
use core::marker::PhantomData;
use core::mem::MaybeUninit;
use core::ptr::NonNull;
use core::sync::atomic::{fence, AtomicUsize, Ordering};
use std::alloc::{alloc, dealloc};

/// How many `Buffer`s share the allocation, and how many elements follow.
struct Header {
    owners: AtomicUsize,
    len: usize,
}

/// Shared, immutable-while-shared storage of `len` initialized elements.
pub(crate) struct Buffer<T> {
    /// The header, followed at `elements_offset::<T>(len)` by `len` initialized `T`s.
    header: NonNull<Header>,
    /// Owns `T`s: for drop check and auto traits.
    elements: PhantomData<T>,
}

// SAFETY: a `Buffer` hands out `&[T]` to every owner (so `T: Sync` is needed to share it) and
// drops the `T`s on whichever thread releases it last (so `T: Send`), exactly as `Arc<[T]>`.
// The count is atomic.
unsafe impl<T: Send + Sync> Send for Buffer<T> {}
// SAFETY: as for `Send`: `&Buffer` only gives `&[T]` and can clone (an atomic increment).
unsafe impl<T: Send + Sync> Sync for Buffer<T> {}

/// The size and alignment of a cache line on the targets this crate tunes for.
const CACHE_LINE: usize = 64;

/// Buffers of at least this many bytes of elements start them at a cache-line boundary. It is
/// the size from which [`recycle`] keeps freed blocks: the allocator's slower path for an
/// alignment above its own is then taken once per size while recycling is on, not on every
/// op, as it would be for small outputs (BENCHMARKS.md, "Cache-line-aligned buffers").
pub(crate) const LINE_ALIGNED_MIN_BYTES: usize = recycle::MIN_RECYCLED_BYTES;

/// The allocation's layout for a buffer of `len` elements.
#[cfg(test)]
pub(crate) fn layout_for<T>(len: usize) -> Layout {
    layout_of::<T>(len).0
}

/// The allocation's layout for `len` elements and the elements' offset in it.
///
/// The elements of a buffer of at least [`LINE_ALIGNED_MIN_BYTES`] start at a cache-line
/// boundary, one cache line after the header's start (or their own alignment, if larger), so
/// that a vector load of 64 bytes at the start of each 64-byte piece of the elements stays
/// within one cache line, wherever the allocator would have put them: a kernel's speed then
/// does not depend on the address (a matrix product whose rhs rows straddle lines reads three
/// lines where two would do).
/// A buffer of at least [`HUGE_PAGE_MIN_BYTES`] also starts at a huge-page boundary, so that
/// each of its whole 2 MiB pieces can be one huge page (see `alloc`); its size is not padded
/// to the alignment: the memory after the last element is never touched.
fn layout_of<T>(len: usize) -> (Layout, usize) {
    try_layout_of::<T>(len).expect("the layout of an existing buffer")
}

/// [`layout_of`], or an `Err` when the allocation would be larger than `isize::MAX` bytes
/// (the most one allocation may have), which no allocator could then give.
fn try_layout_of<T>(len: usize) -> Result<(Layout, usize), AllocError> {
    let too_large = |_| AllocError::of::<T>(len);
    let elements = Layout::array::<T>(len).map_err(too_large)?;
    let (layout, offset) = header_of(elements.size())
        .extend(elements)
        .map_err(too_large)?;
    debug_assert_eq!(offset, elements_offset::<T>(len));
    if elements.size() >= HUGE_PAGE_MIN_BYTES {
        Ok((layout, offset))
    } else {
        Ok((layout.pad_to_align(), offset))
    }
}

/// The elements' offset in the allocation of `len` of them, as [`layout_of`] places them
/// (without its size checks: for a buffer that exists).
#[inline(always)]
fn elements_offset<T>(len: usize) -> usize {
    let header = header_of(len.saturating_mul(size_of::<T>()));
    header.size().next_multiple_of(align_of::<T>())
}

/// The header's layout in the allocation of `bytes` of elements: a cache line for a buffer of
/// at least [`LINE_ALIGNED_MIN_BYTES`], aligned to a huge page from [`HUGE_PAGE_MIN_BYTES`]
/// (see [`layout_of`]), else the `Header` itself. Constants, so that the small ops' paths
/// check no layout at run time.
#[inline(always)]
const fn header_of(bytes: usize) -> Layout {
    const fn line(align: usize) -> Layout {
        assert!(size_of::<Header>() <= CACHE_LINE);
        match Layout::from_size_align(CACHE_LINE, align) {
            Ok(layout) => layout,
            Err(_) => panic!("a power of two"),
        }
    }
    const HUGE: Layout = line(HUGE_PAGE);
    const LINE: Layout = line(CACHE_LINE);
    if bytes < LINE_ALIGNED_MIN_BYTES {
        Layout::new::<Header>()
    } else if bytes < HUGE_PAGE_MIN_BYTES {
        LINE
    } else {
        HUGE
    }
}

impl<T> Buffer<T> {
    /// A new buffer of `len` elements, every one written by `fill`, or an `Err` naming them
    /// when the memory cannot be had (see [`try_filled`](Self::try_filled)).
    ///
    /// `fill` must write each slot. If it panics, the memory is freed and the elements it
    /// wrote are leaked, never dropped half-initialized.
    #[inline]
    pub(crate) fn filled(
        len: usize,
        fill: impl FnOnce(&mut [MaybeUninit<T>]),
    ) -> Result<Self, AllocError> {
        Self::try_filled(len, |slots| {
            fill(slots);
            Ok(())
        })
    }

    /// A new buffer of `len` elements, every one written by `fill` unless it returns an `Err`
    /// (a kernel whose working memory could not be had). An `Err` too when the buffer's own
    /// memory cannot be had: more than `isize::MAX` bytes, or more than the allocator gives
    /// (which, unlike `Vec`'s, never aborts the process); `fill` is then not called.
    ///
    /// `fill` must write each slot when it returns `Ok`. If it panics or returns an `Err`, the
    /// memory is freed and the elements it wrote are leaked, never dropped half-initialized.
    pub(crate) fn try_filled(
        len: usize,
        fill: impl FnOnce(&mut [MaybeUninit<T>]) -> Result<(), AllocError>,
    ) -> Result<Self, AllocError> {
        let (layout, offset) = try_layout_of::<T>(len)?;
        let raw = match recycle::take(layout) {
            Some(block) => block.as_ptr(),
            None => {
                // SAFETY: `layout` has a non-zero size: it holds at least the header.
                let fresh = unsafe { alloc(layout) };
                if !fresh.is_null() {
                    advise_huge_pages(fresh, layout.size());
                }
                fresh
            }
        };
        let Some(header) = NonNull::new(raw.cast::<Header>()) else {
            return Err(AllocError::of::<T>(len));
        };
        // Frees the allocation if `fill` panics or fails; forgotten once every slot is written.
        struct FreeOnUnwind(*mut u8, Layout);
        impl Drop for FreeOnUnwind {
            fn drop(&mut self) {
                // SAFETY: the pointer came from the global allocator with this layout (fresh
                // from `alloc`, or a recycled block of it) and nothing else refers to it: the
                // buffer was never handed out.
                unsafe { dealloc(self.0, self.1) }
            }
        }
        let guard = FreeOnUnwind(raw, layout);
        // SAFETY: `header` is valid for writes (fresh or a recycled block of the same layout,
        // which no one else refers to; suitably aligned: `layout` starts with `Header`). The
        // slots start at `offset` inside the allocation, are aligned for `T` (`Layout::extend`
        // placed them) and are `len` long; `MaybeUninit` needs no initialization, and this is
        // the only reference to them.
        let slots = unsafe {
            header.as_ptr().write(Header {
                owners: AtomicUsize::new(1),
                len,
            });
            core::slice::from_raw_parts_mut(raw.add(offset).cast::<MaybeUninit<T>>(), len)
        };
        fill(slots)?;
        core::mem::forget(guard);
        Ok(Buffer {
            header,
            elements: PhantomData,
        })
    }

    /// A new buffer holding `values`, in order (moved into the shared allocation, which gets
    /// the same huge-page advice as the kernel's outputs when it is large), or an `Err` when
    /// that allocation cannot be had.
    pub(crate) fn try_from_vec(values: Vec<T>) -> Result<Self, AllocError> {
        Self::filled(values.len(), |slots| {
            for (slot, value) in slots.iter_mut().zip(values) {
                slot.write(value);
            }
        })
    }

    fn header(&self) -> &Header {
        // SAFETY: the header was initialized in `filled` and lives while any owner does.
        unsafe { self.header.as_ref() }
    }

    fn elements_ptr(&self) -> *mut T {
        let offset = elements_offset::<T>(self.header().len);
        // SAFETY: the elements start `offset` bytes into the allocation, as in `filled`.
        unsafe { self.header.as_ptr().cast::<u8>().add(offset).cast::<T>() }
    }

    /// An identity of the allocation, the same for every `Buffer` that shares it, while any
    /// of them lives: how the gradient store finds a parameter's gradient.
    pub(crate) fn id(&self) -> usize {
        self.header.as_ptr() as usize
    }

    /// The elements, mutably, if no other `Buffer` shares them.
    #[inline]
    pub(crate) fn get_mut(&mut self) -> Option<&mut [T]> {
        // A count of one cannot grow under us: only an owner can clone, and we are the only
        // owner, borrowed mutably. Acquire pairs with the Release of former owners' drops, so
        // their reads happen before our writes.
        if self.header().owners.load(Ordering::Acquire) != 1 {
            return None;
        }
        let len = self.header().len;
        // SAFETY: `len` initialized elements start at `elements_ptr`; no other owner exists,
        // and `&mut self` keeps this one from handing out another reference meanwhile.
        Some(unsafe { core::slice::from_raw_parts_mut(self.elements_ptr(), len) })
    }
}

#[cfg(test)]
impl<T> From<Vec<T>> for Buffer<T> {
    /// [`Buffer::try_from_vec`], for tests, whose buffers are small.
    fn from(values: Vec<T>) -> Self {
        Buffer::try_from_vec(values).expect("a test's buffer fits in memory")
    }
}

impl<T> core::ops::Deref for Buffer<T> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        // SAFETY: `len` initialized elements start at `elements_ptr`, and nothing mutates them
        // while a shared borrow of an owner exists (`get_mut` needs `&mut` and uniqueness).
        unsafe { core::slice::from_raw_parts(self.elements_ptr(), self.header().len) }
    }
}

impl<T> Clone for Buffer<T> {
    #[inline]
    fn clone(&self) -> Self {
        // Relaxed, as in `Arc`: the new owner is made from an existing one, which already
        // synchronizes with everything before it.
        let before = self.header().owners.fetch_add(1, Ordering::Relaxed);
        if before > isize::MAX as usize {
            // As `Arc`: that many owners means leaked clones; wrapping would free in use.
            std::process::abort();
        }
        Buffer {
            header: self.header,
            elements: PhantomData,
        }
    }
}

impl<T> Drop for Buffer<T> {
    #[inline]
    fn drop(&mut self) {
        // The last owner frees without an atomic read-modify-write (the common case for
        // temporaries): a count of one cannot change, as in `get_mut`.
        if self.header().owners.load(Ordering::Acquire) != 1 {
            if self.header().owners.fetch_sub(1, Ordering::Release) != 1 {
                return;
            }
            // Pairs with the other owners' Release decrements, as in `Arc`'s drop.
            fence(Ordering::Acquire);
        }
        let len = self.header().len;
        let (layout, _) = layout_of::<T>(len);
        // SAFETY: this is the last owner, so nothing else can read the elements or the
        // header. The `len` elements are initialized and dropped once, here; then the memory,
        // allocated with `layout` (by `filled`, directly or through `recycle::take`), is
        // handed to `recycle::keep`, and this buffer never touches it again.
        unsafe {
            core::ptr::drop_in_place(core::ptr::slice_from_raw_parts_mut(
                self.elements_ptr(),
                len,
            ));
            recycle::keep(self.header.cast::<u8>(), layout);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{
        elements_offset, layout_of, Buffer, HUGE_PAGE, HUGE_PAGE_MIN_BYTES, LINE_ALIGNED_MIN_BYTES,
    };
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    /// Counts its drops, so tests can see that each element is dropped exactly once.
    struct Counted(Arc<AtomicUsize>);

    impl Drop for Counted {
        fn drop(&mut self) {
            self.0.fetch_add(1, Ordering::SeqCst);
        }
    }

    fn counted(n: usize) -> (Buffer<Counted>, Arc<AtomicUsize>) {
        let drops = Arc::new(AtomicUsize::new(0));
        let values = (0..n)
            .map(|_| Counted(Arc::clone(&drops)))
            .collect::<Vec<_>>();
        (Buffer::from(values), drops)
    }

    #[test]
    fn filled_holds_what_fill_wrote() {
        let buffer = Buffer::<u64>::filled(5, |slots| {
            for (i, slot) in slots.iter_mut().enumerate() {
                slot.write(i as u64 * 3);
            }
        })
        .unwrap();
        assert_eq!(&*buffer, [0, 3, 6, 9, 12]);
    }

    #[test]
    fn empty_and_zero_sized_buffers() {
        let mut empty = Buffer::<f32>::from(Vec::new());
        assert!(empty.is_empty());
        assert_eq!(empty.get_mut().map(|s| s.len()), Some(0));
        let clone = empty.clone();
        assert!(empty.get_mut().is_none());
        drop(clone);

        let units = Buffer::from(vec![(); 1000]);
        assert_eq!(units.len(), 1000);
        let clone = units.clone();
        assert_eq!(clone.len(), 1000);
    }

    #[test]
    fn elements_are_aligned_for_their_type() {
        #[derive(Clone, Copy)]
        #[repr(align(64))]
        struct Wide(u8);
        let buffer = Buffer::from(vec![Wide(7); 3]);
        assert_eq!(buffer.as_ptr() as usize % 64, 0);
        assert_eq!(buffer.iter().map(|w| w.0).sum::<u8>(), 21);
        let words = Buffer::from(vec![u128::MAX; 2]);
        assert_eq!(words.as_ptr() as usize % core::mem::align_of::<u128>(), 0);
        assert_eq!(&*words, [u128::MAX; 2]);
    }

    /// From [`LINE_ALIGNED_MIN_BYTES`] on (64 KiB), the elements start at a cache line,
    /// whatever the allocator's own alignment; below it they follow the 16-byte header, as the
    /// allocator aligns it.
    #[test]
    fn buffers_from_64_kib_start_their_elements_at_a_cache_line() {
        let floats = LINE_ALIGNED_MIN_BYTES / 4;
        // Every buffer kept alive, each of its own size (so no recycled block comes back), with
        // small allocations in between, so that the allocator's addresses vary.
        let (mut small, mut buffers) = (Vec::new(), Vec::new());
        for (n, len) in (floats..floats + 64 * 24)
            .step_by(64)
            .chain([100_000])
            .enumerate()
        {
            small.push(vec![0u8; 16 * (n % 4) + 8]);
            let buffer = Buffer::from((0..len).map(|i| i as f32).collect::<Vec<_>>());
            assert_eq!(buffer.as_ptr() as usize % 64, 0, "{len}");
            assert!(buffer.iter().enumerate().all(|(i, &x)| x == i as f32));
            assert_eq!(layout_of::<f32>(len).1, elements_offset::<f32>(len));
            buffers.push(buffer);
        }
        for len in [1, floats - 1] {
            let (layout, offset) = layout_of::<f32>(len);
            assert_eq!((offset, layout.align()), (16, 8), "{len}");
            assert_eq!(offset, elements_offset::<f32>(len));
            let buffer = Buffer::from(vec![1.5f32; len]);
            assert!(buffer.iter().all(|&x| x == 1.5));
        }
    }

    /// Just below and at the huge-page size, for elements of 4 and 64 bytes (one larger than
    /// the header's cache line in alignment): the elements hold their values, and from that
    /// size on they start a cache line after a 2 MiB boundary, which the header's start is.
    #[test]
    fn large_buffers_start_at_a_huge_page_boundary_one_cache_line_in() {
        #[derive(Clone, Copy, PartialEq, Debug)]
        #[repr(align(128))]
        struct Wide(u32);
        let floats = HUGE_PAGE_MIN_BYTES / 4;
        for len in [floats - 1, floats, floats + 3] {
            let buffer = Buffer::from((0..len).map(|i| i as f32).collect::<Vec<_>>());
            assert!(buffer.iter().enumerate().all(|(i, &x)| x == i as f32));
            let start = buffer.as_ptr() as usize;
            if len >= floats {
                assert_eq!(start % HUGE_PAGE, 64, "{len}");
                assert_eq!(buffer.id() % HUGE_PAGE, 0);
            } else {
                assert_eq!(start % 4, 0);
            }
        }
        let wides = HUGE_PAGE_MIN_BYTES / 128;
        for len in [wides - 1, wides] {
            let buffer = Buffer::from((0..len).map(|i| Wide(i as u32)).collect::<Vec<_>>());
            assert_eq!(buffer.as_ptr() as usize % 128, 0);
            assert!(buffer.iter().enumerate().all(|(i, w)| w.0 == i as u32));
            if len == wides {
                assert_eq!(buffer.as_ptr() as usize % HUGE_PAGE, 128);
            }
        }
    }

    #[test]
    fn get_mut_only_while_unique() {
        let mut buffer = Buffer::from(vec![1, 2, 3]);
        buffer.get_mut().expect("unique")[1] = 20;
        let clone = buffer.clone();
        assert!(buffer.get_mut().is_none());
        assert_eq!(&*clone, [1, 20, 3]);
        drop(clone);
        buffer.get_mut().expect("unique again")[2] = 30;
        assert_eq!(&*buffer, [1, 20, 30]);
    }

    #[test]
    fn each_element_is_dropped_once_by_the_last_owner() {
        let (buffer, drops) = counted(10);
        let clones = [buffer.clone(), buffer.clone(), buffer.clone()];
        drop(buffer);
        let [a, b, c] = clones;
        drop(b);
        drop(a);
        assert_eq!(drops.load(Ordering::SeqCst), 0, "an owner is left");
        drop(c);
        assert_eq!(drops.load(Ordering::SeqCst), 10);
    }

    #[test]
    fn owners_on_many_threads_drop_the_elements_once() {
        let (buffer, drops) = counted(100);
        std::thread::scope(|scope| {
            for _ in 0..4 {
                let mine = buffer.clone();
                scope.spawn(move || {
                    for _ in 0..10_000 {
                        let clone = mine.clone();
                        assert_eq!(clone.len(), 100);
                    }
                });
            }
        });
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        let mut buffer = buffer;
        assert!(buffer.get_mut().is_some(), "every thread's clone is gone");
        drop(buffer);
        assert_eq!(drops.load(Ordering::SeqCst), 100);
    }

    #[test]
    fn a_panicking_fill_frees_without_dropping_unwritten_slots() {
        let drops = Arc::new(AtomicUsize::new(0));
        let result = std::panic::catch_unwind(|| {
            Buffer::<Counted>::filled(8, |slots| {
                for slot in &mut slots[..3] {
                    slot.write(Counted(Arc::clone(&drops)));
                }
                panic!("filler failed");
            })
            .unwrap()
        });
        assert!(result.is_err());
        // The three written elements are leaked, not dropped: the buffer never knew which
        // slots were written, and dropping an unwritten one would be undefined behaviour.
        assert_eq!(drops.load(Ordering::SeqCst), 0);
        assert_eq!(Arc::strong_count(&drops), 4);
    }
}
