//! Reductions over one axis of a row-major buffer seen as `[outer, len, inner]`.
//!
//! Two loops, chosen by where the reduced axis sits:
//! - `inner == 1` (the last axis, and whole-tensor reductions): each output element folds one
//!   contiguous row of `len` elements with [`LANES`] independent accumulators, so LLVM turns
//!   the fold into vector operations (float sums are reassociated by this: results differ from
//!   a sequential sum by rounding, and are more accurate: see [`BLOCK`]);
//! - `inner > 1`: each output row of `inner` elements is a tile of accumulators, and every
//!   input row along the reduced axis is folded into it elementwise, which vectorizes across
//!   the inner dim and reads the input once, in order.
//!
//! Work is split over rayon when the input has at least `parallel_min_elements()` elements: over
//! output elements (or column blocks), and within a row when there are fewer rows than threads
//! (`sum_all` of a large tensor). No `unsafe` here: outputs are written through
//! [`alloc::filled_buffer`](super::alloc::filled_buffer) slots.

use super::alloc;
use super::buffer::Buffer;
#[cfg(feature = "parallel")]
use super::parallel::{for_each_chunk_on_pool, map_on_pool};
use crate::error::AllocError;
use core::mem::MaybeUninit;

/// Independent accumulators per row in the last-axis loop: 16 `f32` are four SSE or two AVX
/// registers, enough to hide the add latency.
pub(crate) const LANES: usize = 16;

/// Accumulator tile of the non-last-axis loop, in bytes: one 4096-wide `f32` row, so the input
/// is read in whole rows, one sequential stream per row, rather than in pieces of rows at a
/// large stride, which reads memory markedly slower; and the tile still fits in L1 or L2.
const TILE_BYTES: usize = 32 * 1024;

/// A fold over the elements of one reduced axis.
///
/// `merge` combines accumulators of disjoint parts of the axis in any order, so it must give
/// the same answer whatever the order (up to float rounding); index-carrying folds break ties
/// by the smaller index.
pub(crate) trait Reducer<T>: Sync {
    /// The running state.
    type Acc: Copy + Send + Sync;
    /// The value written per output element.
    type Out: Send;
    /// A starting accumulator, given some element `first` of the axis and its index: an
    /// identity (0 for a sum), or the element itself for idempotent folds (max).
    fn init(&self, first: T, index: usize) -> Self::Acc;
    /// Folds element `x` at position `index` along the axis.
    fn step(&self, acc: Self::Acc, x: T, index: usize) -> Self::Acc;
    /// Combines two accumulators of disjoint parts of the axis.
    fn merge(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc;
    /// The output for an axis of `len` elements.
    fn finish(&self, acc: Self::Acc, len: usize) -> Self::Out;
}

/// Reduces axis 1 of the row-major `data` of dims `[outer, len, inner]`, `len > 0`, into a new
/// row-major buffer of `[outer, inner]`, or an `Err` when that cannot be allocated.
pub(crate) fn reduce<T, R>(
    data: &[T],
    outer: usize,
    len: usize,
    inner: usize,
    r: &R,
) -> Result<Buffer<R::Out>, AllocError>
where
    T: Copy + Sync,
    R: Reducer<T>,
{
    assert!(len > 0, "the caller handles empty axes");
    assert_eq!(
        data.len(),
        outer * len * inner,
        "reduce: buffer and dims disagree"
    );
    if inner == 1 {
        reduce_rows(data, outer, len, r)
    } else {
        reduce_columns(data, outer, len, inner, r)
    }
}

/// Positions along the axis that one accumulator folds in sequence before its partial result
/// joins a pairwise (cascade) merge, as NumPy's and PyTorch's float sums do: float rounding
/// error then grows with `BLOCK + log2(len / BLOCK)` rather than with `len` (a single running
/// `f32` total of 4M values of 0.1 is off in the 4th digit).
const BLOCK: usize = 128;

/// Partial results merged pairwise: `push` them in order, `finish` merges what is left.
/// `merge(earlier, later)` combines two neighbours in that order.
pub(super) struct Cascade<A> {
    levels: Vec<Option<A>>,
}

impl<A> Cascade<A> {
    pub(super) fn new() -> Self {
        Cascade { levels: Vec::new() }
    }

    /// Adds the next partial result, merging equal-sized neighbours like a binary counter.
    #[inline]
    pub(super) fn push(&mut self, mut part: A, merge: impl Fn(A, A) -> A) {
        let mut level = 0;
        loop {
            if level == self.levels.len() {
                self.levels.push(None);
            }
            match self.levels[level].take() {
                Some(earlier) => {
                    part = merge(earlier, part);
                    level += 1;
                }
                None => {
                    self.levels[level] = Some(part);
                    return;
                }
            }
        }
    }

    fn finish(self, merge: impl Fn(A, A) -> A) -> Option<A> {
        self.finish_after(None, merge)
    }

    /// [`finish`](Self::finish) with `last`, a partial result later than every pushed one
    /// (an unfinished block), merged first.
    pub(super) fn finish_after(self, last: Option<A>, merge: impl Fn(A, A) -> A) -> Option<A> {
        last.into_iter()
            .chain(self.levels.into_iter().flatten())
            .reduce(|later, earlier| merge(earlier, later))
    }
}

/// The fold of one contiguous row whose first element is at position `k0` of the axis.
#[inline(always)]
fn fold_row<T: Copy, R: Reducer<T>>(r: &R, row: &[T], k0: usize) -> R::Acc {
    let block = BLOCK * LANES;
    if row.len() <= block {
        return fold_block(r, row, k0);
    }
    // The pairwise merge of `Cascade`, on the stack: level `i` holds the merge of `2^i` blocks,
    // and a row has fewer than `2^64` blocks.
    let mut levels: [Option<R::Acc>; 64] = [None; 64];
    for (b, part) in row.chunks(block).enumerate() {
        let mut acc = fold_block(r, part, k0 + b * block);
        let mut level = 0;
        while let Some(earlier) = levels[level].take() {
            acc = r.merge(earlier, acc);
            level += 1;
        }
        levels[level] = Some(acc);
    }
    levels
        .into_iter()
        .flatten()
        .reduce(|later, earlier| r.merge(earlier, later))
        .expect("a row has at least one element")
}

/// [`fold_row`] of one block, in [`LANES`] independent accumulators.
#[inline(always)]
fn fold_block<T: Copy, R: Reducer<T>>(r: &R, row: &[T], k0: usize) -> R::Acc {
    let mut lanes = [r.init(row[0], k0); LANES];
    let chunks = row.chunks_exact(LANES);
    let rest = chunks.remainder();
    for (c, chunk) in chunks.enumerate() {
        let base = k0 + c * LANES;
        for (l, (acc, &x)) in lanes.iter_mut().zip(chunk).enumerate() {
            *acc = r.step(*acc, x, base + l);
        }
    }
    let mut acc = lanes[0];
    for &lane in &lanes[1..] {
        acc = r.merge(acc, lane);
    }
    let rest_start = k0 + row.len() - rest.len();
    for (i, &x) in rest.iter().enumerate() {
        acc = r.step(acc, x, rest_start + i);
    }
    acc
}

/// The accumulators of positions `k0..k1` of the reduced axis, one per element of the `n`
/// columns starting at `data[base]` (rows `inner` apart): blocks of [`BLOCK`] rows, merged
/// pairwise.
#[inline(always)]
fn fold_columns<T: Copy, R: Reducer<T>>(
    r: &R,
    data: &[T],
    (base, inner, n): (usize, usize, usize),
    (k0, k1): (usize, usize),
) -> Vec<R::Acc> {
    let merge = |mut a: Vec<R::Acc>, b: Vec<R::Acc>| {
        for (x, y) in a.iter_mut().zip(b) {
            *x = r.merge(*x, y);
        }
        a
    };
    let mut cascade = Cascade::new();
    let mut start = k0;
    while start < k1 {
        let end = (start + BLOCK).min(k1);
        let first = &data[base + start * inner..][..n];
        let mut acc: Vec<R::Acc> = first.iter().map(|&x| r.init(x, start)).collect();
        for k in start..end {
            let row = &data[base + k * inner..][..n];
            for (a, &x) in acc.iter_mut().zip(row) {
                *a = r.step(*a, x, k);
            }
        }
        if start == k0 && end == k1 {
            return acc;
        }
        cascade.push(acc, merge);
        start = end;
    }
    cascade
        .finish(merge)
        .expect("the axis has at least one element")
}

/// The last-axis loop: one contiguous row per output element.
fn reduce_rows<T, R>(
    data: &[T],
    outer: usize,
    len: usize,
    r: &R,
) -> Result<Buffer<R::Out>, AllocError>
where
    T: Copy + Sync,
    R: Reducer<T>,
{
    alloc::filled_buffer(outer, |out| {
        if split_within_rows(outer, len) {
            for (o, slot) in out.iter_mut().enumerate() {
                slot.write(r.finish(fold_row_parallel(r, &data[o * len..][..len]), len));
            }
            return;
        }
        for_each_out_chunk(out, len, 1, |start, chunk| {
            for (i, slot) in chunk.iter_mut().enumerate() {
                let row = &data[(start + i) * len..][..len];
                slot.write(r.finish(fold_row(r, row, 0), len));
            }
        });
    })
}

/// The non-last-axis loop: output rows of `inner` accumulators, tiled.
fn reduce_columns<T, R>(
    data: &[T],
    outer: usize,
    len: usize,
    inner: usize,
    r: &R,
) -> Result<Buffer<R::Out>, AllocError>
where
    T: Copy + Sync,
    R: Reducer<T>,
{
    if split_along_axis(outer, inner, len) {
        let acc = fold_columns_parallel(data, outer, len, inner, r);
        return alloc::filled_buffer(outer * inner, |out| write_finished(r, out, &acc, len));
    }
    let tile = (TILE_BYTES / core::mem::size_of::<R::Acc>().max(1)).clamp(LANES, 4096);
    alloc::filled_buffer(outer * inner, |out| {
        for_each_out_chunk(out, len, LANES, |start, chunk| {
            let end = start + chunk.len();
            let mut position = start;
            while position < end {
                let (o, j) = (position / inner, position % inner);
                let n = (inner - j).min(end - position).min(tile);
                let base = o * len * inner + j;
                let acc = fold_columns(r, data, (base, inner, n), (0, len));
                let slots = &mut chunk[position - start..][..n];
                write_finished(r, slots, &acc, len);
                position += n;
            }
        });
    })
}

#[inline(always)]
fn write_finished<T, R: Reducer<T>>(
    r: &R,
    slots: &mut [MaybeUninit<R::Out>],
    acc: &[R::Acc],
    len: usize,
) {
    for (slot, &a) in slots.iter_mut().zip(acc) {
        slot.write(r.finish(a, len));
    }
}

/// Input elements from which a reduction splits over rayon: the elementwise ops' threshold,
/// counted in elements read rather than written.
#[cfg(feature = "parallel")]
fn parallel_threshold() -> usize {
    super::parallel::parallel_min_elements().max(LANES)
}

/// Whether to split single rows over threads rather than rows over threads: few long rows.
fn split_within_rows(outer: usize, len: usize) -> bool {
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        threads > 1 && outer < 2 * threads && len >= parallel_threshold()
    }
    #[cfg(not(feature = "parallel"))]
    {
        let _ = (outer, len);
        false
    }
}

/// Whether to split the reduced axis over threads in the non-last-axis loop: too few outputs
/// to give every thread a vector-width chunk of them, and enough work to pay.
fn split_along_axis(outer: usize, inner: usize, len: usize) -> bool {
    let outputs = outer * inner;
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        // Few outputs, or one `[len, inner]` matrix with many rows: then every thread streams
        // its own block of whole rows, where splitting the outputs would have each thread read
        // part of every row.
        let few_outputs = outputs < 2 * threads * LANES && len >= 2 * threads;
        let one_tall_matrix = outer == 1 && len >= ROWS_PER_THREAD * threads;
        threads > 1
            && (few_outputs || one_tall_matrix)
            && outputs.saturating_mul(len) >= parallel_threshold()
    }
    #[cfg(not(feature = "parallel"))]
    {
        let _ = (outputs, len);
        false
    }
}

/// Rows each thread must get before a single matrix is split along its rows.
#[cfg(feature = "parallel")]
const ROWS_PER_THREAD: usize = 64;

/// The accumulators of every output of the non-last-axis loop, the reduced axis split into
/// pieces on rayon's pool and merged.
#[cfg(feature = "parallel")]
fn fold_columns_parallel<T: Copy + Sync, R: Reducer<T>>(
    data: &[T],
    outer: usize,
    len: usize,
    inner: usize,
    r: &R,
) -> Vec<R::Acc> {
    let piece = len.div_ceil(rayon::current_num_threads() * 4);
    let parts = map_on_pool(len.div_ceil(piece), &|p| {
        let (k0, k1) = (p * piece, ((p + 1) * piece).min(len));
        let mut all = Vec::with_capacity(outer * inner);
        for o in 0..outer {
            let base = o * len * inner;
            all.extend(fold_columns(r, data, (base, inner, inner), (k0, k1)));
        }
        all
    });
    parts
        .into_iter()
        .reduce(|mut a, b| {
            for (x, y) in a.iter_mut().zip(b) {
                *x = r.merge(*x, y);
            }
            a
        })
        .expect("the axis has at least one element")
}

#[cfg(not(feature = "parallel"))]
fn fold_columns_parallel<T: Copy + Sync, R: Reducer<T>>(
    _: &[T],
    _: usize,
    _: usize,
    _: usize,
    _: &R,
) -> Vec<R::Acc> {
    unreachable!("split_along_axis is false without the parallel feature")
}

/// [`fold_row`] over pieces of a long row on rayon's pool, merged.
fn fold_row_parallel<T: Copy + Sync, R: Reducer<T>>(r: &R, row: &[T]) -> R::Acc {
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        let piece = row
            .len()
            .div_ceil(threads * 4)
            .max(parallel_threshold() / 4)
            .next_multiple_of(LANES);
        map_on_pool(row.len().div_ceil(piece), &|i| {
            let part = &row[i * piece..((i + 1) * piece).min(row.len())];
            fold_row(r, part, i * piece)
        })
        .into_iter()
        .reduce(|a, b| r.merge(a, b))
        .expect("a row has at least one element")
    }
    #[cfg(not(feature = "parallel"))]
    {
        fold_row(r, row, 0)
    }
}

/// `f(i)` for `i` in `0..n`, in order, over rayon when the work (`n * work_per_item`
/// elements) is large enough: for per-line work that is not a fold (`topk`, `kthvalue`).
pub(crate) fn map_indices<O: Send>(
    n: usize,
    work_per_item: usize,
    f: impl Fn(usize) -> O + Sync,
) -> Vec<O> {
    #[cfg(feature = "parallel")]
    {
        if n > 1
            && n.saturating_mul(work_per_item) >= parallel_threshold()
            && rayon::current_num_threads() > 1
        {
            return map_on_pool(n, &f);
        }
    }
    let _ = work_per_item;
    (0..n).map(f).collect()
}

/// Calls `body(start, chunk)` on disjoint chunks of `out` covering it, over rayon when the
/// input work (`out.len() * work_per_item` elements) is large enough; chunk lengths are
/// multiples of `align`.
fn for_each_out_chunk<X: Send>(
    out: &mut [X],
    work_per_item: usize,
    align: usize,
    body: impl Fn(usize, &mut [X]) + Sync,
) {
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        let work = out.len().saturating_mul(work_per_item);
        if threads > 1 && out.len() > 1 && work >= parallel_threshold() {
            let min_items = (parallel_threshold() / 4).div_ceil(work_per_item.max(1));
            let chunk = out
                .len()
                .div_ceil(threads * 4)
                .max(min_items)
                .next_multiple_of(align);
            for_each_chunk_on_pool(out, chunk, &body);
            return;
        }
    }
    let _ = (work_per_item, align);
    body(0, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Sum;
    impl Reducer<i64> for Sum {
        type Acc = i64;
        type Out = i64;
        fn init(&self, _: i64, _: usize) -> i64 {
            0
        }
        fn step(&self, acc: i64, x: i64, _: usize) -> i64 {
            acc + x
        }
        fn merge(&self, a: i64, b: i64) -> i64 {
            a + b
        }
        fn finish(&self, acc: i64, _: usize) -> i64 {
            acc
        }
    }

    /// Index of the first maximum.
    struct ArgMax;
    impl Reducer<i64> for ArgMax {
        type Acc = (i64, usize);
        type Out = usize;
        fn init(&self, x: i64, i: usize) -> (i64, usize) {
            (x, i)
        }
        fn step(&self, acc: (i64, usize), x: i64, i: usize) -> (i64, usize) {
            if x > acc.0 || (x == acc.0 && i < acc.1) {
                (x, i)
            } else {
                acc
            }
        }
        fn merge(&self, a: (i64, usize), b: (i64, usize)) -> (i64, usize) {
            self.step(a, b.0, b.1)
        }
        fn finish(&self, acc: (i64, usize), _: usize) -> usize {
            acc.1
        }
    }

    fn naive<O>(data: &[i64], [outer, len, inner]: [usize; 3], f: impl Fn(&[i64]) -> O) -> Vec<O> {
        let mut out = Vec::new();
        for o in 0..outer {
            for j in 0..inner {
                let column: Vec<i64> = (0..len).map(|k| data[(o * len + k) * inner + j]).collect();
                out.push(f(&column));
            }
        }
        out
    }

    #[test]
    fn matches_naive_on_both_loops_and_parallel_sizes() {
        let dims = [
            [1, 1, 1],
            [3, 5, 1],
            [2, 37, 3],
            [0, 4, 5],
            [4, 3, 0],
            // From here on above the default parallel threshold (2^18 elements).
            [1, 600_000, 1],
            [3, 200_000, 1],
            [2, 1000, 300],
            [200_000, 3, 1],
            [1, 3, 200_001],
            [1, 200_000, 5],
            [2, 100_000, 3],
            // One tall matrix with many outputs: split along its rows.
            [1, 1030, 600],
            [4, 10_000_000 / 4 / 16, 1],
        ];
        for [outer, len, inner] in dims {
            let data: Vec<i64> = (0..outer * len * inner)
                .map(|i| ((i * 7919) % 1013) as i64 - 500)
                .collect();
            let sums = reduce(&data, outer, len, inner, &Sum).unwrap();
            assert_eq!(
                &sums[..],
                naive(&data, [outer, len, inner], |c| c.iter().sum::<i64>()),
                "{:?}",
                [outer, len, inner]
            );
            let arg = reduce(&data, outer, len, inner, &ArgMax).unwrap();
            let want = naive(&data, [outer, len, inner], |c| {
                let m = *c.iter().max().unwrap();
                c.iter().position(|&x| x == m).unwrap()
            });
            assert_eq!(&arg[..], want, "{:?}", [outer, len, inner]);
        }
    }
}

/// Elements per chunk of [`squared_distance`]: the unit its threads take and the order its
/// sums are added in.
const DISTANCE_CHUNK: usize = 1 << 14;

/// `Σ (a[i] - b[i])²` (`mse_loss`'s sum), each difference taken in `T`, then squared and
/// summed in f64: chunks of [`DISTANCE_CHUNK`] elements each summed in eight lanes (over
/// threads when long), their sums added in order, so the result has the same bits on any
/// thread count.
pub(crate) fn squared_distance<T: num_traits::Float + Send + Sync>(a: &[T], b: &[T]) -> f64 {
    assert_eq!(a.len(), b.len(), "squared_distance: the lengths differ");
    let mut sums = vec![0.0f64; a.len().div_ceil(DISTANCE_CHUNK)];
    super::parallel::for_each_items(
        &mut sums,
        1,
        DISTANCE_CHUNK,
        #[inline(always)]
        |first, part| {
            for (k, sum) in part.iter_mut().enumerate() {
                let start = (first + k) * DISTANCE_CHUNK;
                let end = (start + DISTANCE_CHUNK).min(a.len());
                let (a, b) = (&a[start..end], &b[start..end]);
                let mut lanes = [0.0f64; 8];
                let mut pairs = a.chunks_exact(8).zip(b.chunks_exact(8));
                for (a, b) in &mut pairs {
                    for lane in 0..8 {
                        let d = (a[lane] - b[lane]).to_f64().unwrap_or(f64::NAN);
                        lanes[lane] += d * d;
                    }
                }
                let whole = a.len() / 8 * 8;
                let tail: f64 = a[whole..]
                    .iter()
                    .zip(&b[whole..])
                    .map(|(&a, &b)| (a - b).to_f64().unwrap_or(f64::NAN).powi(2))
                    .sum();
                *sum = lanes.iter().sum::<f64>() + tail;
            }
        },
    );
    sums.iter().sum()
}

#[cfg(test)]
mod squared_distance_tests {
    use super::{squared_distance, DISTANCE_CHUNK};

    /// Lengths around the lanes and the chunks, against a sequential f64 sum.
    #[test]
    fn squared_distance_is_the_sum_of_squares() {
        for n in [
            0,
            1,
            7,
            9,
            DISTANCE_CHUNK - 1,
            DISTANCE_CHUNK + 9,
            3 * DISTANCE_CHUNK + 5,
        ] {
            let a: Vec<f32> = (0..n).map(|i| ((i * 37) % 101) as f32 / 10.0).collect();
            let b: Vec<f32> = (0..n).map(|i| ((i * 11) % 53) as f32 / 7.0).collect();
            let expected: f64 = a
                .iter()
                .zip(&b)
                .map(|(&a, &b)| ((a - b) as f64).powi(2))
                .sum();
            let got = squared_distance(&a, &b);
            assert!(
                (got - expected).abs() <= 1e-12 * expected.max(1.0),
                "{n}: {got} {expected}"
            );
        }
    }
}
