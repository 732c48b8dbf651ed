//! Fused, numerically stable softmax, log-softmax and logsumexp over axis 1 of a row-major
//! buffer seen as `[outer, len, inner]`.
//!
//! Every result is computed from `m`, the maximum along the axis, and `s = sum(exp(x - m))`,
//! so `exp` never sees a positive argument and never overflows:
//! `softmax = exp(x - m) / s`, `log_softmax = (x - m) - ln(s)`, `logsumexp = m + ln(s)`.
//!
//! Two loops, chosen by where the axis sits (as in `reduce`):
//! - `inner == 1` (the last axis): rows are contiguous. The maximum is one pass over the row
//!   from memory; the exponentials are written to the output and summed, then scaled by
//!   `1 / s`, while the row is still in cache. One read and one write of memory per element,
//!   one `exp`.
//! - `inner > 1`: whole rows of `inner` columns at a time (vectorized across the row): one
//!   pass for the column maxima, one that writes `exp(x - m)` and adds each row into column
//!   sums (blocks of rows merged pairwise, for accuracy), and one that scales the output by
//!   `1 / s`. `log_softmax` and `logsumexp` sum without writing, and `log_softmax` then writes
//!   `(x - m) - ln(s)`. Every element's `exp` is computed once. Large inputs are split over
//!   rayon into pieces of rows, whose maxima and sums merge.
//!
//! Special values follow PyTorch (its CPU kernels compute the same formulas): a NaN along the
//! axis, a `+inf`, or an axis of only `-inf` make the whole softmax and log-softmax line NaN;
//! logsumexp is then NaN, `+inf` and `-inf` respectively (PyTorch substitutes 0 for an infinite
//! maximum there); the logsumexp of an empty axis is `-inf`.
//!
//! `exp` here is [`SoftmaxFloat::exp_nonpositive`]: for `f32` a polynomial that LLVM
//! vectorizes (the standard library's `expf` is a scalar call, and was most of the composed
//! form's time). The last-axis loops fuse its multiply-adds where the CPU has FMA
//! ([`with_wide_multiply_add`]): there the polynomial is most of the work. The other axes'
//! loops round them twice on every CPU.

use super::alloc;
use super::buffer::Buffer;
use super::parallel::for_each_items;
use super::reduce::Cascade;
use super::wide::{with_wide_multiply_add, with_wide_vectors, Fused, MulAdd, Separate};
use crate::error::AllocError;
use core::mem::MaybeUninit;

/// Independent accumulators per row in the last-axis loops (four SSE or two AVX `f32`
/// registers, as in `reduce`).
const LANES: usize = 16;

/// Elements per lane summed in sequence before partial sums are merged pairwise, so rounding
/// error grows with `BLOCK + log2(len / BLOCK)`, not `len` (as the reduction kernel's sums).
const BLOCK: usize = 128;

/// The float operations of the softmax kernel: `f32` and `f64`.
pub trait SoftmaxFloat: num_traits::Float + Send + Sync + 'static {
    /// `e^self` for `self <= 0`, the only arguments softmax needs, and NaN for NaN: a NaN in a
    /// line whose maximum is finite makes the line's sum, and so its results, NaN.
    fn exp_nonpositive<M: MulAdd>(self) -> Self;
}

impl SoftmaxFloat for f32 {
    /// Cephes' `expf` polynomial (relative error below 2e-7 on the range), written without
    /// branches or calls so that loops over it vectorize. Subnormal results are exact to their
    /// precision: the power of two is applied in two halves, each a normal number.
    #[inline(always)]
    fn exp_nonpositive<M: MulAdd>(self) -> f32 {
        const LOG2E: f32 = core::f32::consts::LOG2_E;
        // ln 2 in two parts: `n * LN2_HI` is exact for the |n| <= 150 used here.
        const LN2_HI: f32 = 0.693_359_4;
        const LN2_LO: f32 = -2.121_944_4e-4;
        // Adding 1.5 * 2^23 rounds to an integer, which lands in the low mantissa bits.
        const MAGIC: f32 = 12_582_912.0;
        // Below -104, e^x is under half the smallest subnormal: 0. `<` is false for NaN,
        // which goes through as NaN.
        let x = if self < -104.0 { -104.0 } else { self };
        let t = M::mul_add(x, LOG2E, MAGIC);
        let n = t.to_bits() as i32 - MAGIC.to_bits() as i32;
        let nf = t - MAGIC;
        let r = M::mul_add(-nf, LN2_LO, M::mul_add(-nf, LN2_HI, x));
        let mut p = 1.987_569_1e-4_f32;
        p = M::mul_add(p, r, 1.398_199_9e-3);
        p = M::mul_add(p, r, 8.333_452e-3);
        p = M::mul_add(p, r, 4.166_579_6e-2);
        p = M::mul_add(p, r, 1.666_666_5e-1);
        p = M::mul_add(p, r, 0.5); // Cephes: 5.0000001201e-1, which rounds to 0.5 in f32
        let y = M::mul_add(p, r * r, r) + 1.0;
        // n is in [-150, 0]; 2^n as 2^(n >> 1) * 2^(n - (n >> 1)), exponents in [-75, 0].
        let n1 = n >> 1;
        let n2 = n - n1;
        let pow2 = |k: i32| f32::from_bits(((k + 127) as u32) << 23);
        y * pow2(n1) * pow2(n2)
    }
}

impl SoftmaxFloat for f64 {
    /// The standard library's `exp` (a scalar call; `f64` softmax is not the fast path).
    #[inline(always)]
    fn exp_nonpositive<M: MulAdd>(self) -> f64 {
        // Below -746, e^x is 0 in f64.
        let x = if self < -746.0 { -746.0 } else { self };
        x.exp()
    }
}

/// Which of the two per-element results to write.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Softmax {
    /// `exp(x - m) / s`.
    Exp,
    /// `(x - m) - ln(s)`.
    Log,
}

/// `softmax` or `log_softmax` along axis 1 of the row-major `data` of dims
/// `[outer, len, inner]`, as a new row-major buffer of the same dims, or an `Err` when that
/// cannot be allocated. Its working memory (a value per column) is at most `data`'s size.
pub(crate) fn softmax<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
    kind: Softmax,
) -> Result<Buffer<T>, AllocError> {
    assert_eq!(
        data.len(),
        outer * len * inner,
        "softmax: buffer and dims disagree"
    );
    if data.is_empty() {
        return alloc::filled_buffer(0, |_| {});
    }
    if inner == 1 {
        return alloc::filled_buffer(data.len(), |out| {
            for_each_items(
                out,
                len,
                len,
                #[inline(always)]
                |first_row, chunk| {
                    let rows = &data[first_row * len..][..chunk.len()];
                    with_wide_multiply_add(
                        chunk,
                        #[inline(always)]
                        |chunk| softmax_rows::<T, Fused>(rows, chunk, len, kind),
                        #[inline(always)]
                        |chunk| softmax_rows::<T, Separate>(rows, chunk, len, kind),
                    )
                },
            )
        });
    }
    let dims = (outer, len, inner);
    let tasks = Tasks::new(dims);
    let maxima = column_max(data, dims, &tasks);
    if kind == Softmax::Exp {
        return alloc::filled_buffer(data.len(), |out| {
            softmax_columns(data, dims, &tasks, &maxima, out)
        });
    }
    let sums = column_sums(data, dims, &tasks, &maxima);
    // Per column: `ln(s)`, or NaN where the maximum is not finite, which makes the column's
    // results NaN.
    let terms: Vec<T> = maxima
        .iter()
        .zip(&sums)
        .map(|(&m, &s)| if m.is_finite() { s.ln() } else { T::nan() })
        .collect();
    alloc::filled_buffer(data.len(), |out| {
        for_each_items(
            out,
            inner,
            inner,
            #[inline(always)]
            |first_row, chunk| {
                for (i, out_row) in chunk.chunks_exact_mut(inner).enumerate() {
                    let row = first_row + i;
                    let x = &data[row * inner..][..inner];
                    let o = row / len;
                    let m = &maxima[o * inner..][..inner];
                    let c = &terms[o * inner..][..inner];
                    for (((slot, &x), &m), &c) in out_row.iter_mut().zip(x).zip(m).zip(c) {
                        slot.write((x - m) - c);
                    }
                }
            },
        )
    })
}

/// The non-last-axis softmax into `out`: each task writes `exp(x - m)` for its rows and sums
/// them per column; once all sums are known, every row is scaled by `1 / s` through the
/// tasks' parts of `out`, handed back as initialized values.
fn softmax_columns<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
    tasks: &Tasks,
    maxima: &[T],
    out: &mut [MaybeUninit<T>],
) {
    let mut parts = Vec::with_capacity(tasks.list.len());
    let mut rest = out;
    for &(o, k0, k1) in &tasks.list {
        let (part, tail) = rest.split_at_mut((k1 - k0) * inner);
        parts.push((o, k0, part));
        rest = tail;
    }
    assert!(rest.is_empty(), "the tasks cover every row");
    let written = tasks.map(
        parts,
        #[inline(always)]
        |(o, k0, part)| {
            let m = &maxima[o * inner..][..inner];
            let mut sums = ColumnSums::new(inner);
            let values = init_rows(
                part,
                inner,
                #[inline(always)]
                |i, slots| {
                    let x = &data[(o * len + k0 + i) * inner..][..inner];
                    let e = write_all(slots, x, m, |x, m| (x - m).exp_nonpositive::<Separate>());
                    sums.add_row(e);
                    e
                },
            );
            (o, values, sums.finish())
        },
    );
    let mut totals = vec![T::zero(); outer * inner];
    for (o, _, part_sums) in &written {
        for (t, &p) in totals[o * inner..][..inner].iter_mut().zip(part_sums) {
            *t = *t + p;
        }
    }
    // `1 / s`, or NaN where the maximum is not finite (see the module docs).
    let factors: Vec<T> = maxima
        .iter()
        .zip(&totals)
        .map(|(&m, &s)| if m.is_finite() { s.recip() } else { T::nan() })
        .collect();
    tasks.map(
        written,
        #[inline(always)]
        |(o, values, _)| {
            let f = &factors[o * inner..][..inner];
            for row in values.chunks_exact_mut(inner) {
                for (v, &f) in row.iter_mut().zip(f) {
                    *v = *v * f;
                }
            }
        },
    );
}

/// `logsumexp` along axis 1 of the row-major `data` of dims `[outer, len, inner]`, as a new
/// row-major buffer of `[outer, inner]`; `-inf` for an empty axis. An `Err` when the buffer
/// cannot be allocated (an empty axis: `outer * inner` may be far larger than `data`).
pub(crate) fn logsumexp<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
) -> Result<Buffer<T>, AllocError> {
    assert_eq!(
        data.len(),
        outer * len * inner,
        "logsumexp: buffer and dims disagree"
    );
    if outer * inner == 0 {
        // No result, so no work: no task list over `outer` (which an empty tensor can make
        // far longer than memory holds).
        return alloc::filled_buffer(0, |_| {});
    }
    if len == 0 {
        return alloc::filled_buffer(outer * inner, |out| {
            out.iter_mut().for_each(|slot| {
                slot.write(T::neg_infinity());
            })
        });
    }
    if inner == 1 {
        return alloc::filled_buffer(outer, |out| {
            for_each_items(
                out,
                1,
                len,
                #[inline(always)]
                |first_row, chunk| {
                    let rows = &data[first_row * len..][..chunk.len() * len];
                    with_wide_multiply_add(
                        chunk,
                        #[inline(always)]
                        |chunk| logsumexp_rows::<T, Fused>(rows, chunk, len),
                        #[inline(always)]
                        |chunk| logsumexp_rows::<T, Separate>(rows, chunk, len),
                    )
                },
            )
        });
    }
    let dims = (outer, len, inner);
    let tasks = Tasks::new(dims);
    let maxima = column_max(data, dims, &tasks);
    let sums = column_sums(data, dims, &tasks, &maxima);
    alloc::filled_buffer(outer * inner, |out| {
        for ((slot, &m), &s) in out.iter_mut().zip(&maxima).zip(&sums) {
            slot.write(logsumexp_of(m, s));
        }
    })
}

/// The logsumexp of a line from its maximum `m` and `s = sum(exp(x - m))`: `m` itself where
/// `m` is not finite (see the module docs).
#[inline(always)]
fn logsumexp_of<T: SoftmaxFloat>(m: T, s: T) -> T {
    if m.is_finite() {
        m + s.ln()
    } else {
        m
    }
}

/// The logsumexp of each row of `len` elements of `rows`, one per slot of `out`.
#[inline(always)]
fn logsumexp_rows<T: SoftmaxFloat, M: MulAdd>(rows: &[T], out: &mut [MaybeUninit<T>], len: usize) {
    for (row, slot) in rows.chunks_exact(len).zip(out) {
        let m = max_row(row);
        let s = if m.is_finite() {
            sum_exp_row::<T, M>(row, m)
        } else {
            T::zero()
        };
        slot.write(logsumexp_of(m, s));
    }
}

/// The largest element of a non-empty row, NaN if there is one.
///
/// The vectorized maximum skips NaNs (a compare and select is one `max` instruction, the
/// NaN-aware form three); a row whose maximum is finite carries any NaN into its sum of
/// exponentials instead, as [`SoftmaxFloat::exp_nonpositive`] keeps NaN. Only a row without a
/// finite maximum is scanned again for NaN.
#[inline(always)]
fn max_row<T: SoftmaxFloat>(row: &[T]) -> T {
    let m = max_row_skipping_nan(row);
    if m.is_finite() {
        m
    } else {
        row.iter().copied().fold(row[0], max_nan)
    }
}

/// The largest non-NaN element of a row in [`LANES`] lanes merged as a tree (a fold over the
/// lanes would be a chain of scalar compares); NaN only if the row starts with NaN and has
/// nothing larger.
#[inline(always)]
fn max_row_skipping_nan<T: SoftmaxFloat>(row: &[T]) -> T {
    let larger = |a: T, b: T| if b > a { b } else { a };
    let mut lanes = [row[0]; LANES];
    let chunks = row.chunks_exact(LANES);
    let rest = chunks.remainder();
    for chunk in chunks {
        for (lane, &x) in lanes.iter_mut().zip(chunk) {
            *lane = larger(*lane, x);
        }
    }
    let mut width = LANES;
    while width > 1 {
        width /= 2;
        for i in 0..width {
            lanes[i] = larger(lanes[i], lanes[i + width]);
        }
    }
    rest.iter().copied().fold(lanes[0], larger)
}

/// The larger of `a` and `b`, NaN if either is NaN.
#[inline(always)]
#[allow(clippy::eq_op)] // `x != x` is the NaN test
fn max_nan<T: SoftmaxFloat>(a: T, b: T) -> T {
    if a > b || a != a {
        a
    } else {
        b
    }
}

/// The sum of `f(x)` over a row, in [`LANES`] accumulators of [`BLOCK`]-long runs whose
/// partial sums are merged pairwise.
#[inline(always)]
pub(crate) fn sum_row<T: SoftmaxFloat>(row: &[T], f: impl Fn(T) -> T) -> T {
    sum_row_in::<T, LANES>(row, f)
}

/// The sum of `f(x)` over a row, in `L` accumulators (a power of two) of [`BLOCK`]-long runs
/// whose partial sums are merged pairwise: more accumulators shorten the chain of dependent
/// adds of a short row.
#[inline(always)]
pub(crate) fn sum_row_in<T: SoftmaxFloat, const L: usize>(row: &[T], f: impl Fn(T) -> T) -> T {
    // A row of one block (every attention row) is that block's sum: the same bits as the
    // merge below, without walking its 64 levels for each short row.
    if row.len() <= BLOCK * L {
        return sum_block_in::<T, L>(row, &f);
    }
    // Level `i` holds the sum of `2^i` blocks; a row has fewer than `2^64` blocks.
    let mut levels: [Option<T>; 64] = [None; 64];
    for block in row.chunks(BLOCK * L) {
        let mut acc = sum_block_in::<T, L>(block, &f);
        let mut level = 0;
        while let Some(earlier) = levels[level].take() {
            acc = earlier + acc;
            level += 1;
        }
        levels[level] = Some(acc);
    }
    levels
        .into_iter()
        .flatten()
        .reduce(|later, earlier| earlier + later)
        .unwrap_or_else(T::zero)
}

/// [`sum_block`] in `L` accumulators, through [`sum_block_64`] for 64: the same bits either
/// way.
#[inline(always)]
fn sum_block_in<T: SoftmaxFloat, const L: usize>(block: &[T], f: impl Fn(T) -> T) -> T {
    if L == 64 {
        sum_block_64(block, f)
    } else {
        sum_block::<T, L>(block, f)
    }
}

/// [`sum_block`] in 64 accumulators kept as four arrays of 16, merged as [`pairwise`] merges 64
/// (lane `i` with `i + 32`, then with `i + 16`, then the 16 pairwise): one array of 64, whose
/// pairwise merge LLVM does not unroll everywhere, was left on the stack in some callers and
/// read and written back on every step.
#[inline(always)]
fn sum_block_64<T: SoftmaxFloat>(block: &[T], f: impl Fn(T) -> T) -> T {
    let mut lanes = [[T::zero(); 16]; 4];
    let chunks = block.chunks_exact(64);
    let rest = chunks.remainder();
    for chunk in chunks {
        for (part, values) in lanes.iter_mut().zip(chunk.chunks_exact(16)) {
            for (lane, &x) in part.iter_mut().zip(values) {
                *lane = *lane + f(x);
            }
        }
    }
    let [mut low, mut high, upper_low, upper_high] = lanes;
    for i in 0..16 {
        low[i] = low[i] + upper_low[i];
        high[i] = high[i] + upper_high[i];
    }
    for i in 0..16 {
        low[i] = low[i] + high[i];
    }
    let mut acc = pairwise(&low);
    for &x in rest {
        acc = acc + f(x);
    }
    acc
}

/// The sum of `f(x)` over at most `BLOCK * L` elements: `L` accumulators merged pairwise,
/// then the remainder in order.
#[inline(always)]
fn sum_block<T: SoftmaxFloat, const L: usize>(block: &[T], f: impl Fn(T) -> T) -> T {
    let mut lanes = [T::zero(); L];
    let chunks = block.chunks_exact(L);
    let rest = chunks.remainder();
    for chunk in chunks {
        for (lane, &x) in lanes.iter_mut().zip(chunk) {
            *lane = *lane + f(x);
        }
    }
    let mut acc = pairwise(&lanes);
    for &x in rest {
        acc = acc + f(x);
    }
    acc
}

/// The sum of `L` partial sums (a power of two), pairwise.
#[inline(always)]
fn pairwise<T: SoftmaxFloat, const L: usize>(lanes: &[T; L]) -> T {
    let mut width = L;
    let mut v = *lanes;
    while width > 1 {
        width /= 2;
        for i in 0..width {
            v[i] = v[i] + v[i + width];
        }
    }
    v[0]
}

/// `sum(exp(x - m))` over a row whose maximum `m` is finite.
#[inline(always)]
fn sum_exp_row<T: SoftmaxFloat, M: MulAdd>(row: &[T], m: T) -> T {
    sum_row(row, |x| (x - m).exp_nonpositive::<M>())
}

/// The rows of `len` elements of the last-axis loop.
#[inline(always)]
fn softmax_rows<T: SoftmaxFloat, M: MulAdd>(
    rows: &[T],
    out: &mut [MaybeUninit<T>],
    len: usize,
    kind: Softmax,
) {
    for (row, out_row) in rows.chunks_exact(len).zip(out.chunks_exact_mut(len)) {
        softmax_row::<T, M>(row, out_row, kind);
    }
}

/// One row of the last-axis loop.
#[inline(always)]
fn softmax_row<T: SoftmaxFloat, M: MulAdd>(row: &[T], out: &mut [MaybeUninit<T>], kind: Softmax) {
    let m = max_row(row);
    if !m.is_finite() {
        // NaN or `+inf` in the row, or only `-inf`: every result is NaN (see the module docs).
        out.iter_mut().for_each(|slot| {
            slot.write(T::nan());
        });
        return;
    }
    match kind {
        Softmax::Exp => write_normalized_exp::<T, M>(row, out, m, T::one()),
        Softmax::Log => {
            let ln_s = sum_exp_row::<T, M>(row, m).ln();
            for (slot, &x) in out.iter_mut().zip(row) {
                slot.write((x - m) - ln_s);
            }
        }
    }
}

/// `softmax(row * scale)` into `out` for `scale > 0` (attention's scaled scores): the scale
/// applied as the row is exponentiated rather than in a pass of its own, since `row`'s
/// maximum times `scale` is the scaled row's maximum.
#[inline(always)]
pub(crate) fn scaled_softmax_row<T: SoftmaxFloat, M: MulAdd>(
    row: &[T],
    out: &mut [MaybeUninit<T>],
    scale: T,
) {
    let m = max_row(row);
    if !m.is_finite() {
        out.iter_mut().for_each(|slot| {
            slot.write(T::nan());
        });
        return;
    }
    write_normalized_exp::<T, M>(row, out, m, scale);
}

/// Writes `exp((x - m) * scale) / sum` for every `x` of `row` into `out`, `m` being the row's
/// finite maximum.
#[inline(always)]
fn write_normalized_exp<T: SoftmaxFloat, M: MulAdd>(
    row: &[T],
    out: &mut [MaybeUninit<T>],
    m: T,
    scale: T,
) {
    let e = write_all(out, row, row, |x, _| {
        ((x - m) * scale).exp_nonpositive::<M>()
    });
    let inv = sum_row(e, |x| x).recip();
    e.iter_mut().for_each(|v| *v = *v * inv);
}

/// Writes `f(a[i], b[i])` into every slot `i` of `out` (as long as `a` and `b`) and returns the
/// slots as initialized values, for a second pass over them while they are in cache.
///
/// Slices rather than any iterator: a zip of slices of checked lengths compiles to full-width
/// vector loops, where a generic iterator with a count of the writes compiled half as wide.
#[inline(always)]
fn write_all<'a, A: Copy, B: Copy, T>(
    out: &'a mut [MaybeUninit<T>],
    a: &[A],
    b: &[B],
    f: impl Fn(A, B) -> T,
) -> &'a mut [T] {
    assert!(
        a.len() == out.len() && b.len() == out.len(),
        "write_all: lengths differ"
    );
    for ((slot, &x), &y) in out.iter_mut().zip(a).zip(b) {
        slot.write(f(x, y));
    }
    // SAFETY: the loop wrote every slot of `out`: the zip stops at the shortest of `out`, `a`
    // and `b`, and the assertion made them equally long; a panic in `f` leaves this line
    // unreached. `MaybeUninit<T>` has the size, alignment and layout of `T`, so the slots are a
    // valid `[T]` of the same length, borrowed mutably from `out`.
    unsafe { &mut *(out as *mut [MaybeUninit<T>] as *mut [T]) }
}

/// Fills `out` row by row (`row_len` slots each) with `fill(row_index, slots)`, which must
/// return that same row, initialized (checked), and returns all of `out` as initialized values.
#[inline(always)]
fn init_rows<'a, T>(
    out: &'a mut [MaybeUninit<T>],
    row_len: usize,
    mut fill: impl for<'r> FnMut(usize, &'r mut [MaybeUninit<T>]) -> &'r mut [T],
) -> &'a mut [T] {
    assert!(
        row_len > 0 && out.len().is_multiple_of(row_len),
        "init_rows: rows do not tile the output"
    );
    for (i, row) in out.chunks_exact_mut(row_len).enumerate() {
        let start = row.as_ptr().cast::<T>();
        let values = fill(i, row);
        assert!(
            core::ptr::eq(values.as_ptr(), start) && values.len() == row_len,
            "init_rows: fill returned another slice than its row"
        );
    }
    // SAFETY: for every row of `out` (the rows tile it: asserted above), `fill` returned a
    // `&mut [T]` at the row's address with the row's length (asserted): safe code can only
    // make such a reference to initialized `T`s, so every slot of `out` holds a `T`, and
    // nothing has been written through `out` since. The cast is valid as in `write_all`.
    unsafe { &mut *(out as *mut [MaybeUninit<T>] as *mut [T]) }
}

/// The rows of each outer block split into pieces along the axis, one task each, in row
/// order: several pieces when the input is large and there are few outer blocks, so that
/// every thread gets work.
struct Tasks {
    /// `(o, k0, k1)`: rows `k0..k1` of outer block `o`, non-empty.
    list: Vec<(usize, usize, usize)>,
    /// Whether to run the tasks on rayon's pool.
    #[cfg_attr(not(feature = "parallel"), allow(dead_code))]
    parallel: bool,
}

impl Tasks {
    fn new((outer, len, inner): (usize, usize, usize)) -> Self {
        let (pieces, parallel) = axis_pieces(outer, len, inner);
        let piece_len = len.div_ceil(pieces).max(1);
        let list = (0..outer)
            .flat_map(|o| {
                (0..len)
                    .step_by(piece_len)
                    .map(move |k0| (o, k0, (k0 + piece_len).min(len)))
            })
            .collect();
        Tasks { list, parallel }
    }

    /// `f` of every item, in order, on rayon's pool when the input is large.
    fn map<I: Send, O: Send>(&self, items: Vec<I>, f: impl Fn(I) -> O + Sync) -> Vec<O> {
        #[cfg(feature = "parallel")]
        {
            use rayon::prelude::*;
            if self.parallel && items.len() > 1 {
                return items
                    .into_par_iter()
                    .map(|item| {
                        with_wide_vectors(
                            #[inline(always)]
                            || f(item),
                        )
                    })
                    .collect();
            }
        }
        items
            .into_iter()
            .map(|item| {
                with_wide_vectors(
                    #[inline(always)]
                    || f(item),
                )
            })
            .collect()
    }
}

/// The maximum of every column of every outer block (`[outer, inner]`), NaN where there is one.
fn column_max<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
    tasks: &Tasks,
) -> Vec<T> {
    let parts = tasks.map(
        tasks.list.clone(),
        #[inline(always)]
        |(o, k0, k1)| {
            let mut m = data[(o * len + k0) * inner..][..inner].to_vec();
            for k in k0 + 1..k1 {
                let row = &data[(o * len + k) * inner..][..inner];
                for (m, &x) in m.iter_mut().zip(row) {
                    *m = max_nan(*m, x);
                }
            }
            (o, m)
        },
    );
    let mut maxima = vec![T::neg_infinity(); outer * inner];
    for (o, part) in parts {
        for (m, p) in maxima[o * inner..][..inner].iter_mut().zip(part) {
            *m = max_nan(*m, p);
        }
    }
    maxima
}

/// `sum(exp(x - m))` of every column of every outer block, given the columns' maxima `m`
/// (meaningful where `m` is finite).
fn column_sums<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
    tasks: &Tasks,
    maxima: &[T],
) -> Vec<T> {
    let parts = tasks.map(
        tasks.list.clone(),
        #[inline(always)]
        |(o, k0, k1)| {
            let m = &maxima[o * inner..][..inner];
            let mut sums = ColumnSums::new(inner);
            for k in k0..k1 {
                let row = &data[(o * len + k) * inner..][..inner];
                sums.add_exp_row(row, m);
            }
            (o, sums.finish())
        },
    );
    let mut totals = vec![T::zero(); outer * inner];
    for (o, part) in parts {
        for (t, p) in totals[o * inner..][..inner].iter_mut().zip(part) {
            *t = *t + p;
        }
    }
    totals
}

/// Column sums of rows added one by one: [`BLOCK`] rows summed in sequence, the block sums
/// merged pairwise (as `sum_row`, and the reduction kernel's non-last-axis sums).
struct ColumnSums<T> {
    inner: usize,
    block: Vec<T>,
    rows_in_block: usize,
    sums: Cascade<Vec<T>>,
}

/// `earlier + later`, column by column, into `later`'s buffer.
fn add_columns<T: SoftmaxFloat>(earlier: Vec<T>, mut later: Vec<T>) -> Vec<T> {
    for (l, e) in later.iter_mut().zip(earlier) {
        *l = e + *l;
    }
    later
}

impl<T: SoftmaxFloat> ColumnSums<T> {
    fn new(inner: usize) -> Self {
        ColumnSums {
            inner,
            block: vec![T::zero(); inner],
            rows_in_block: 0,
            sums: Cascade::new(),
        }
    }

    #[inline(always)]
    fn add_row(&mut self, row: &[T]) {
        for (b, &x) in self.block.iter_mut().zip(row) {
            *b = *b + x;
        }
        self.end_row();
    }

    /// Adds `exp(row - m)`, column by column, without storing it.
    #[inline(always)]
    fn add_exp_row(&mut self, row: &[T], m: &[T]) {
        for ((b, &x), &m) in self.block.iter_mut().zip(row).zip(m) {
            *b = *b + (x - m).exp_nonpositive::<Separate>();
        }
        self.end_row();
    }

    #[inline(always)]
    fn end_row(&mut self) {
        self.rows_in_block += 1;
        if self.rows_in_block == BLOCK {
            let full = core::mem::replace(&mut self.block, vec![T::zero(); self.inner]);
            self.sums.push(full, add_columns);
            self.rows_in_block = 0;
        }
    }

    fn finish(mut self) -> Vec<T> {
        let last = core::mem::take(&mut self.block);
        self.sums
            .finish_after((self.rows_in_block > 0).then_some(last), add_columns)
            .unwrap_or_else(|| vec![T::zero(); self.inner])
    }
}

/// Into how many pieces each outer block's axis is split, and whether to use rayon at all:
/// rayon from `parallel_min_elements()` input elements, and enough pieces for every thread
/// when there are few outer blocks.
fn axis_pieces(outer: usize, len: usize, inner: usize) -> (usize, bool) {
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        let work = outer.saturating_mul(len).saturating_mul(inner);
        if threads > 1 && work >= super::parallel::parallel_min_elements() {
            let pieces = if outer < 4 * threads {
                (4 * threads).div_ceil(outer).min(len).max(1)
            } else {
                1
            };
            return (pieces, true);
        }
    }
    let _ = (outer, len, inner);
    (1, false)
}

#[cfg(test)]
mod tests;
