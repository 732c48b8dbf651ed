//! Output buffers that are written once, with no zero-fill pass first, and the placement of
//! large ones on transparent huge pages.
//!
//! A large fresh output is mapped memory the process has never touched, and on Linux every 4 KiB
//! page faults on its first write: for a 64 MiB output that is 16384 faults, which cost more
//! than the arithmetic and make an allocating op several times slower than the same op in
//! place. Large buffers are therefore advised to use transparent huge pages (2 MiB, 512x
//! fewer faults) before anything touches them, and the kernel's first writes are spread over
//! the worker threads (see `parallel`), so faults are taken in parallel too.
//!
//! Huge pages also serve every later pass over the buffer (recycled blocks keep them, see
//! `recycle`): a loop streaming megabytes through 4 KiB pages takes a TLB miss every 4 KiB and
//! restarts the hardware prefetcher at every page boundary. So a large buffer starts at a
//! 2 MiB boundary (see `buffer::layout_of`), where all of its whole 2 MiB pieces can be huge
//! pages, not only those that happen to lie inside it.

use super::buffer::Buffer;
use crate::error::AllocError;
use std::mem::MaybeUninit;
use std::sync::OnceLock;

/// Buffers of at least this many bytes start at a huge-page boundary and get huge-page
/// advice; below it the 4 KiB faults are cheap and no whole huge page fits.
pub(crate) const HUGE_PAGE_MIN_BYTES: usize = 2 << 20;

/// The size and alignment of a transparent huge page on x86-64 and (with 4 KiB base pages)
/// aarch64 Linux.
pub(crate) const HUGE_PAGE: usize = 2 << 20;

/// A new shared buffer of `len` elements, every one written by `fill` (a large one on huge
/// pages where the system allows, see [`advise_huge_pages`]), or an `Err` naming the elements
/// when the memory cannot be had: an output's size comes from its operands' dims, and a
/// broadcast operand's dims can ask for far more than the machine has.
///
/// `fill` must write each slot; the kernel's fillers partition `0..len` into segments and their
/// loops write every element of each segment.
#[inline]
pub(crate) fn filled_buffer<T>(
    len: usize,
    fill: impl FnOnce(&mut [MaybeUninit<T>]),
) -> Result<Buffer<T>, AllocError> {
    Buffer::filled(len, fill)
}

/// [`filled_buffer`] for a `fill` that allocates working memory of its own and returns its
/// `Err` when that fails: the buffer is then freed and the `Err` returned.
pub(crate) fn try_filled_buffer<T>(
    len: usize,
    fill: impl FnOnce(&mut [MaybeUninit<T>]) -> Result<(), AllocError>,
) -> Result<Buffer<T>, AllocError> {
    Buffer::try_filled(len, fill)
}

/// A new buffer of `len` copies of `value`, or an `Err` naming them when it cannot be
/// allocated.
pub(crate) fn full_buffer<T: Clone>(len: usize, value: T) -> Result<Buffer<T>, AllocError> {
    filled_buffer(len, |out| {
        for slot in out {
            slot.write(value.clone());
        }
    })
}

/// An empty `Vec` with room for exactly `len` elements, or an `Err` naming them when the
/// memory cannot be had: `Vec::with_capacity` would abort the process instead.
pub(crate) fn vec_with_capacity<T>(len: usize) -> Result<Vec<T>, AllocError> {
    let mut vec = Vec::new();
    vec.try_reserve_exact(len)
        .map_err(|_| AllocError::of::<T>(len))?;
    Ok(vec)
}

/// `len` slots of working memory, not initialized, or an `Err` naming them when the memory
/// cannot be had.
pub(crate) fn uninit_vec<T>(len: usize) -> Result<Vec<MaybeUninit<T>>, AllocError> {
    let mut slots = vec_with_capacity(len)?;
    // SAFETY: the capacity is at least `len`, and a `MaybeUninit` needs no initialization, so
    // the first `len` slots are valid values as they are.
    unsafe { slots.set_len(len) };
    Ok(slots)
}

/// `vec![value; len]`, or an `Err` naming the elements when the memory cannot be had.
pub(crate) fn vec_filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, AllocError> {
    let mut vec = vec_with_capacity(len)?;
    vec.resize(len, value);
    Ok(vec)
}

/// The first allocation failure of tasks that run on several threads and cannot return it
/// themselves: a task that fails [`record`](Self::record)s it and stops, leaving its part of
/// the output unwritten, and the op returns it once all tasks are done
/// ([`result`](Self::result)), freeing that output unread.
#[derive(Default)]
pub(crate) struct FirstFailure(OnceLock<AllocError>);

impl FirstFailure {
    /// Keeps `error` unless a failure was recorded before it.
    pub(crate) fn record(&self, error: AllocError) {
        let _ = self.0.set(error);
    }

    /// `Ok` if no task failed, else the first failure.
    pub(crate) fn result(self) -> Result<(), AllocError> {
        match self.0.into_inner() {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }
}

/// Asks Linux to back the whole 2 MiB pieces of a fresh allocation of `bytes` at `start` with
/// huge pages, when it is large. The part after the last whole piece is left to 4 KiB pages:
/// a huge page there would be mostly unused memory.
#[cfg(target_os = "linux")]
pub(crate) fn advise_huge_pages(start: *mut u8, bytes: usize) {
    if bytes < HUGE_PAGE_MIN_BYTES {
        return;
    }
    let first = start as usize;
    let aligned_start = first.next_multiple_of(HUGE_PAGE);
    let aligned_end = (first + bytes) / HUGE_PAGE * HUGE_PAGE;
    if aligned_end <= aligned_start {
        return;
    }
    // SAFETY: the range [aligned_start, aligned_end) lies inside the allocation of `bytes` at
    // `start`, fresh memory that nothing has read or written yet. MADV_HUGEPAGE only changes
    // how the kernel backs the pages, never their contents or validity, so no Rust invariant
    // depends on it; a failure (THP disabled, old kernel) is harmless and ignored.
    unsafe {
        libc::madvise(
            aligned_start as *mut libc::c_void,
            aligned_end - aligned_start,
            libc::MADV_HUGEPAGE,
        );
    }
}

#[cfg(not(target_os = "linux"))]
pub(crate) fn advise_huge_pages(_start: *mut u8, _bytes: usize) {}
