//! Output buffers that are written once, with no zero-fill pass first.
//!
//! A large fresh output is mapped memory the process has never touched, and on Linux every 4 KiB
//! page faults on its first write: for a 64 MiB output that is 16384 faults, which cost more
//! than the arithmetic and make an allocating op several times slower than the same op in
//! place. Large buffers are therefore advised to use transparent huge pages (2 MiB, 512x
//! fewer faults) before anything touches them, and the kernel's first writes are spread over
//! the worker threads (see `parallel`), so faults are taken in parallel too.

use super::buffer::Buffer;
use std::mem::MaybeUninit;

/// Outputs at least this large get huge-page advice; below it the 4 KiB faults are cheap
/// and a huge page could waste up to 2 MiB.
pub(crate) const HUGE_PAGE_MIN_BYTES: usize = 4 << 20;

/// A new shared buffer of `len` elements, every one written by `fill`, with huge-page advice
/// when it is large.
///
/// `fill` must write each slot; the kernel's fillers partition `0..len` into segments and their
/// loops write every element of each segment.
pub(crate) fn filled_buffer<T>(len: usize, fill: impl FnOnce(&mut [MaybeUninit<T>])) -> Buffer<T> {
    Buffer::filled(len, |slots| {
        advise_huge_pages(slots);
        fill(slots);
    })
}

/// Asks Linux to back the 2 MiB-aligned part of a large, untouched buffer with huge pages.
#[cfg(target_os = "linux")]
fn advise_huge_pages<T>(slots: &mut [MaybeUninit<T>]) {
    const HUGE_PAGE: usize = 2 << 20;
    let bytes = core::mem::size_of_val(slots);
    if bytes < HUGE_PAGE_MIN_BYTES {
        return;
    }
    let start = slots.as_mut_ptr() as usize;
    let aligned_start = start.next_multiple_of(HUGE_PAGE);
    let aligned_end = (start + bytes) / HUGE_PAGE * HUGE_PAGE;
    if aligned_end <= aligned_start {
        return;
    }
    // SAFETY: the range [aligned_start, aligned_end) lies inside `slots`, memory this function
    // borrows mutably and that nothing has read or written yet. MADV_HUGEPAGE only changes how
    // the kernel backs the pages, never their contents or validity, so no Rust invariant
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
fn advise_huge_pages<T>(_slots: &mut [MaybeUninit<T>]) {}
