//! Splitting an output buffer into chunks, over rayon's pool when it is large enough.

use super::wide::with_wide_vectors;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Below this many output elements an op runs on the calling thread: a split pays for rayon's
/// fork/join, and only an op that keeps both threads busy for longer than that gains from it.
/// Chosen between the largest size at which splitting is slower than one thread and the
/// smallest at which it is faster, in BENCHMARKS.md's `parallel threshold` group. The default
/// of [`parallel_min_elements`].
pub(crate) const PARALLEL_MIN_ELEMENTS: usize = 1 << 18;

static MIN_ELEMENTS: AtomicUsize = AtomicUsize::new(PARALLEL_MIN_ELEMENTS);

/// The output size, in elements, from which elementwise ops split their work over rayon's
/// thread pool (with the `parallel` feature, on by default).
///
/// ```
/// assert!(typed_tensor::runtime::parallel_min_elements() > 0);
/// ```
pub fn parallel_min_elements() -> usize {
    MIN_ELEMENTS.load(Ordering::Relaxed)
}

/// Sets [`parallel_min_elements`] for the whole process: `usize::MAX` keeps every op on the
/// calling thread, `0` splits every op that has at least two threads to use.
///
/// ```
/// let default = typed_tensor::runtime::parallel_min_elements();
/// typed_tensor::runtime::set_parallel_min_elements(1 << 20);
/// assert_eq!(typed_tensor::runtime::parallel_min_elements(), 1 << 20);
/// typed_tensor::runtime::set_parallel_min_elements(default);
/// ```
pub fn set_parallel_min_elements(elements: usize) {
    MIN_ELEMENTS.store(elements, Ordering::Relaxed);
}

/// No chunk is smaller than this, so a split never costs more in set-up than it saves.
#[cfg(feature = "parallel")]
const MIN_CHUNK: usize = 1 << 12;

/// Calls `body(start, chunk)` for disjoint chunks of `out` that together cover it, `start`
/// being the chunk's index in `out`, splitting over threads when `out.len() * cost` reaches
/// [`parallel_min_elements`]: `cost` is an element's work in units of a memory-bound
/// elementwise op's (1 for `+`; more for the transcendental functions, which compute long
/// enough per element that a smaller output already gains from a second thread).
#[inline(always)]
pub(crate) fn for_each_chunk<X: Send>(
    out: &mut [X],
    cost: usize,
    body: impl Fn(usize, &mut [X]) + Sync,
) {
    // With the `parallel` feature a small op pays one length test more than without it: the
    // splitting code stays out of line, so the small path compiles as in a serial build.
    #[cfg(feature = "parallel")]
    if out.len() >= 2 && out.len().saturating_mul(cost) >= parallel_min_elements() {
        return split_over_threads(out, body);
    }
    let _ = cost;
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
    // Sixteen chunks per thread, so a thread that starts late or is descheduled for a while
    // (as virtual CPUs can be) holds up only a small share of the op; each chunk stays large
    // enough (64 MiB output: 2 MiB chunks) that its set-up is noise.
    let chunk = out.len().div_ceil(threads * 16).max(MIN_CHUNK);
    for_each_chunk_on_pool(out, chunk, &body);
}

/// Calls `body(start, part)` for the consecutive `chunk`-long parts of `out` (the last may be
/// shorter) on rayon's pool, `start` being the part's index in `out`.
///
/// Only the per-part call is generic: the pool's work splitting runs in [`for_each_index`],
/// compiled once in this crate, rather than once per element type and op in every crate
/// that calls an op.
#[cfg(feature = "parallel")]
pub(crate) fn for_each_chunk_on_pool<X: Send>(
    out: &mut [X],
    chunk: usize,
    body: &(dyn Fn(usize, &mut [X]) + Sync),
) {
    assert!(chunk > 0, "chunks are never empty");
    let len = out.len();
    let base = SharedSlice(out.as_mut_ptr());
    for_each_index(len.div_ceil(chunk), &|i| {
        let start = i * chunk;
        let part_len = chunk.min(len - start);
        // SAFETY: `for_each_index` calls this once for each `i` below `len.div_ceil(chunk)`,
        // so `start..start + part_len` lies inside `out` and the parts never overlap: each
        // element is reached through one `&mut` at a time. `out` stays mutably borrowed (no
        // other access) until `for_each_index` returns, after every call has finished.
        let part = unsafe { core::slice::from_raw_parts_mut(base.at(start), part_len) };
        body(start, part);
    });
}

/// `[f(0), .., f(n - 1)]`, computed on rayon's pool.
#[cfg(feature = "parallel")]
pub(crate) fn map_on_pool<O: Send>(n: usize, f: &(dyn Fn(usize) -> O + Sync)) -> Vec<O> {
    let mut results: Vec<Option<O>> = (0..n).map(|_| None).collect();
    for_each_chunk_on_pool(&mut results, 1, &|i, slot| slot[0] = Some(f(i)));
    results
        .into_iter()
        .map(|result| result.expect("every index was computed"))
        .collect()
}

/// The start of a slice whose disjoint parts threads write: it crosses threads as a `&mut [X]`
/// would, hence the bounds of `Send` for `&mut [X]`.
#[cfg(feature = "parallel")]
struct SharedSlice<X>(*mut X);

// SAFETY: a `SharedSlice` is only dereferenced by `for_each_chunk_on_pool`, which hands each
// thread a disjoint part; moving those parts to other threads is what `&mut [X]: Send`
// (`X: Send`) allows.
#[cfg(feature = "parallel")]
unsafe impl<X: Send> Send for SharedSlice<X> {}
// SAFETY: as for `Send`: threads share only the base pointer, never an element.
#[cfg(feature = "parallel")]
unsafe impl<X: Send> Sync for SharedSlice<X> {}

#[cfg(feature = "parallel")]
impl<X> SharedSlice<X> {
    /// The pointer to element `i`. A method, not a field read, so that closures capture the
    /// whole `SharedSlice` (which is `Sync`) rather than its raw pointer (which is not).
    fn at(&self, i: usize) -> *mut X {
        self.0.wrapping_add(i)
    }
}

/// Calls `body(i)` for every `i` in `0..n` on rayon's pool: the one instance of rayon's work
/// splitting that the elementwise ops and reductions share.
#[cfg(feature = "parallel")]
pub(crate) fn for_each_index(n: usize, body: &(dyn Fn(usize) + Sync)) {
    use rayon::prelude::*;
    (0..n).into_par_iter().for_each(body);
}

#[cfg(all(test, feature = "parallel"))]
mod tests {
    use super::{for_each_chunk_on_pool, map_on_pool};

    /// Runs `f` on a pool of `threads` threads, so that parts really run concurrently.
    fn on_pool<R: Send>(threads: usize, f: impl FnOnce() -> R + Send) -> R {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a small pool builds")
            .install(f)
    }

    #[test]
    fn chunks_on_the_pool_cover_every_element_once_at_its_index() {
        for threads in [1, 3] {
            for len in [0, 1, 5, 4096, 3 * 4096 + 7] {
                for chunk in [1, 3, 4096, 100_000] {
                    let mut out = vec![usize::MAX; len];
                    on_pool(threads, || {
                        for_each_chunk_on_pool(&mut out, chunk, &|start, part| {
                            assert!(!part.is_empty() && part.len() <= chunk);
                            assert_eq!(start % chunk, 0);
                            for (i, slot) in part.iter_mut().enumerate() {
                                assert_eq!(*slot, usize::MAX, "written twice");
                                *slot = start + i;
                            }
                        })
                    });
                    assert!(
                        out.iter().enumerate().all(|(i, &v)| v == i),
                        "{len} {chunk}"
                    );
                }
            }
        }
    }

    #[test]
    fn chunks_of_zero_sized_elements() {
        let mut out = vec![(); 10];
        let seen = std::sync::atomic::AtomicUsize::new(0);
        for_each_chunk_on_pool(&mut out, 4, &|_, part| {
            seen.fetch_add(part.len(), std::sync::atomic::Ordering::Relaxed);
        });
        assert_eq!(seen.into_inner(), 10);
    }

    #[test]
    fn map_on_the_pool_keeps_the_order() {
        for n in [0, 1, 7, 1000] {
            let got = on_pool(3, || map_on_pool(n, &|i| i * i));
            assert_eq!(got, (0..n).map(|i| i * i).collect::<Vec<_>>());
        }
    }
}

/// Calls `body(first_item, chunk)` for disjoint chunks of whole items (`item_len` elements
/// of `out` each) that together cover `out`, over rayon when the input they read
/// (`work_per_item` elements per item) is large enough (`parallel_min_elements()`); each
/// chunk runs under [`with_wide_vectors`]. The rule for callers: mark `body` (and the
/// closures it calls) `#[inline(always)]`, or it is compiled apart, for the baseline's
/// vectors only.
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
