//! Output buffers that are written once, with no zero-fill pass first.

use std::mem::MaybeUninit;
use std::sync::Arc;

/// A new shared buffer of `len` elements, every one written by `fill`.
///
/// `fill` must write each slot; the kernel's fillers partition `0..len` into segments and their
/// loops write every element of each segment.
pub(crate) fn filled_buffer<T>(len: usize, fill: impl FnOnce(&mut [MaybeUninit<T>])) -> Arc<[T]> {
    let mut buffer = Arc::<[T]>::new_uninit_slice(len);
    let slots = Arc::get_mut(&mut buffer).expect("a new Arc has no other owner");
    fill(slots);
    // SAFETY: `fill` wrote all `len` slots (every caller in this module passes a filler that
    // covers the whole range: see `for_each_chunk` and the segment loops, which write each
    // element of their output slice). If `fill` panics we never get here and the
    // `MaybeUninit` buffer is freed without reading it.
    unsafe { buffer.assume_init() }
}
