//! Splitting an output buffer into chunks, over rayon's pool when it is large enough.

/// Below this many output elements an op runs on the calling thread: rayon's fork/join costs
/// a few microseconds, which only pays off once the work is tens of microseconds.
pub(crate) const PARALLEL_MIN_ELEMENTS: usize = 1 << 16;

/// Calls `body(start, chunk)` for disjoint chunks of `out` that together cover it, `start`
/// being the chunk's index in `out`.
pub(crate) fn for_each_chunk<X: Send>(out: &mut [X], body: impl Fn(usize, &mut [X]) + Sync) {
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        if out.len() >= PARALLEL_MIN_ELEMENTS && threads > 1 {
            use rayon::prelude::*;
            // A few chunks per thread evens out threads that start late; each chunk stays
            // large enough that its segment set-up is noise.
            let chunk = out
                .len()
                .div_ceil(threads * 4)
                .max(PARALLEL_MIN_ELEMENTS / 4);
            out.par_chunks_mut(chunk)
                .enumerate()
                .for_each(|(i, part)| body(i * chunk, part));
            return;
        }
    }
    body(0, out);
}
