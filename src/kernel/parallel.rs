//! Splitting an output buffer into chunks, over rayon's pool when it is large enough.

use super::wide::with_wide_vectors;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Below this many output elements an op runs on the calling thread: a split pays for rayon's
/// fork/join, and only an op that keeps both threads busy for longer than that gains from it.
/// Chosen between the largest size at which splitting is slower than one thread and the
/// smallest at which it is faster, in BENCHMARKS.md's `parallel threshold` group. The default
/// of [`parallel_min_elements`].
pub(crate) const PARALLEL_MIN_ELEMENTS: usize = 1 << 19;

static MIN_ELEMENTS: AtomicUsize = AtomicUsize::new(PARALLEL_MIN_ELEMENTS);

/// The output size, in elements, from which elementwise ops split their work over rayon's
/// thread pool (with the `parallel` feature, on by default).
///
/// ```
/// assert!(typed_tensor::parallel_min_elements() > 0);
/// ```
pub fn parallel_min_elements() -> usize {
    MIN_ELEMENTS.load(Ordering::Relaxed)
}

/// Sets [`parallel_min_elements`] for the whole process: `usize::MAX` keeps every op on the
/// calling thread, `0` splits every op that has at least two threads to use.
///
/// ```
/// let default = typed_tensor::parallel_min_elements();
/// typed_tensor::set_parallel_min_elements(1 << 20);
/// assert_eq!(typed_tensor::parallel_min_elements(), 1 << 20);
/// typed_tensor::set_parallel_min_elements(default);
/// ```
pub fn set_parallel_min_elements(elements: usize) {
    MIN_ELEMENTS.store(elements, Ordering::Relaxed);
}

/// No chunk is smaller than this, so a split never costs more in set-up than it saves.
#[cfg(feature = "parallel")]
const MIN_CHUNK: usize = 1 << 12;

/// Calls `body(start, chunk)` for disjoint chunks of `out` that together cover it, `start`
/// being the chunk's index in `out`.
#[inline(always)]
pub(crate) fn for_each_chunk<X: Send>(out: &mut [X], body: impl Fn(usize, &mut [X]) + Sync) {
    // With the `parallel` feature a small op pays one length test more than without it: the
    // splitting code stays out of line, so the small path compiles as in a serial build.
    #[cfg(feature = "parallel")]
    if out.len() >= parallel_min_elements().max(2) {
        return split_over_threads(out, body);
    }
    body(0, out);
}

/// `for_each_chunk` for outputs large enough to split, when rayon has threads to split over.
#[cfg(feature = "parallel")]
#[inline(never)]
fn split_over_threads<X: Send>(out: &mut [X], body: impl Fn(usize, &mut [X]) + Sync) {
    let threads = rayon::current_num_threads();
    if threads < 2 {
        return body(0, out);
    }
    use rayon::prelude::*;
    // Sixteen chunks per thread, so a thread that starts late or is descheduled for a while
    // (as virtual CPUs can be) holds up only a small share of the op; each chunk stays large
    // enough (64 MiB output: 2 MiB chunks) that its set-up is noise.
    let chunk = out.len().div_ceil(threads * 16).max(MIN_CHUNK);
    out.par_chunks_mut(chunk)
        .enumerate()
        .for_each(|(i, part)| body(i * chunk, part));
}

/// Calls `body(first_item, chunk)` for disjoint chunks of whole items (`item_len` elements
/// of `out` each) that together cover `out`, over rayon when the input they read
/// (`work_per_item` elements per item) is large enough (`parallel_min_elements()`); each
/// chunk runs under [`with_wide_vectors`].
pub(crate) fn for_each_items<X: Send>(
    out: &mut [X],
    item_len: usize,
    work_per_item: usize,
    body: impl Fn(usize, &mut [X]) + Sync,
) {
    #[cfg(feature = "parallel")]
    {
        let item_len = item_len.max(1);
        use rayon::prelude::*;
        let threads = rayon::current_num_threads();
        let items = out.len() / item_len;
        let work = items.saturating_mul(work_per_item);
        if threads > 1 && items > 1 && work >= parallel_min_elements() {
            let per_chunk = items.div_ceil(threads * 8);
            out.par_chunks_mut(per_chunk * item_len)
                .enumerate()
                .for_each(|(i, chunk)| {
                    with_wide_vectors(
                        #[inline(always)]
                        || body(i * per_chunk, chunk),
                    )
                });
            return;
        }
    }
    let _ = (item_len, work_per_item);
    with_wide_vectors(
        #[inline(always)]
        || body(0, out),
    );
}
