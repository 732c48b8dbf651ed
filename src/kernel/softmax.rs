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
//! - `inner > 1`: for each column, `(m, s)` is kept online in a tile of accumulators that
//!   spans whole rows (vectorized across the row): for each element `x`, `m' = max(m, x)`,
//!   `s = s * exp(m - m') + exp(x - m')`. Then one elementwise pass writes the output. Two
//!   reads and one write of memory per element. Online states of disjoint parts of the axis
//!   merge the same way, so a large input is split along the axis over rayon.
//!
//! Special values follow PyTorch (its CPU kernels compute the same formulas): a NaN along the
//! axis, a `+inf`, or an axis of only `-inf` make the whole softmax and log-softmax line NaN;
//! logsumexp is then NaN, `+inf` and `-inf` respectively (PyTorch substitutes 0 for an infinite
//! maximum there); the logsumexp of an empty axis is `-inf`.
//!
//! `exp` here is [`SoftmaxFloat::exp_nonpositive`]: for `f32` a polynomial that LLVM
//! vectorizes (the standard library's `expf` is a scalar call, and was most of the composed
//! form's time).

use super::alloc;
use super::buffer::Buffer;
use core::mem::MaybeUninit;

/// Independent accumulators per row in the last-axis loops (four SSE or two AVX `f32`
/// registers, as in `reduce`).
const LANES: usize = 16;

/// Elements per lane summed in sequence before partial sums are merged pairwise, so rounding
/// error grows with `BLOCK + log2(len / BLOCK)`, not `len` (as the reduction kernel's sums).
const BLOCK: usize = 128;

/// Columns per accumulator tile of the non-last-axis loop: two `f32` tiles of 16 KiB and a
/// 16 KiB input row fit in L1.
const TILE: usize = 4096;

/// The float operations of the softmax kernel: `f32` and `f64`.
pub trait SoftmaxFloat: num_traits::Float + Send + Sync + 'static {
    /// `e^self` for `self <= 0`, the only arguments softmax needs. A NaN argument gives 0,
    /// like `-inf`: NaN only reaches here as `-inf - -inf` in an online update over an axis
    /// that is all `-inf` so far, whose terms are zeros (a real NaN input is caught by the
    /// maximum, which propagates it).
    fn exp_nonpositive(self) -> Self;
}

impl SoftmaxFloat for f32 {
    /// Cephes' `expf` polynomial (relative error below 2e-7 on the range), written without
    /// branches or calls so that loops over it vectorize. Subnormal results are exact to their
    /// precision: the power of two is applied in two halves, each a normal number.
    #[inline(always)]
    fn exp_nonpositive(self) -> f32 {
        const LOG2E: f32 = core::f32::consts::LOG2_E;
        // ln 2 in two parts: `n * LN2_HI` is exact for the |n| <= 150 used here.
        const LN2_HI: f32 = 0.693_359_4;
        const LN2_LO: f32 = -2.121_944_4e-4;
        // Adding 1.5 * 2^23 rounds to an integer, which lands in the low mantissa bits.
        const MAGIC: f32 = 12_582_912.0;
        // Below -104, e^x is under half the smallest subnormal: 0. `>=` is false for NaN.
        let x = if self >= -104.0 { self } else { -104.0 };
        let t = x * LOG2E + MAGIC;
        let n = t.to_bits() as i32 - MAGIC.to_bits() as i32;
        let nf = t - MAGIC;
        let r = x - nf * LN2_HI - nf * LN2_LO;
        let mut p = 1.987_569_1e-4_f32;
        p = p * r + 1.398_199_9e-3;
        p = p * r + 8.333_452e-3;
        p = p * r + 4.166_579_6e-2;
        p = p * r + 1.666_666_5e-1;
        p = p * r + 0.5; // Cephes: 5.0000001201e-1, which rounds to 0.5 in f32
        let y = p * r * r + r + 1.0;
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
    fn exp_nonpositive(self) -> f64 {
        // Below -746, e^x is 0 in f64; `>=` is false for NaN.
        let x = if self >= -746.0 { self } else { -746.0 };
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
/// `[outer, len, inner]`, as a new row-major buffer of the same dims.
pub(crate) fn softmax<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
    kind: Softmax,
) -> Buffer<T> {
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
            for_each_items(out, len, len, |first_row, chunk| {
                for (i, out_row) in chunk.chunks_exact_mut(len).enumerate() {
                    let row = &data[(first_row + i) * len..][..len];
                    softmax_row(row, out_row, kind);
                }
            })
        });
    }
    let stats = column_stats(data, (outer, len, inner));
    // Per column: the maximum, and the factor (`1 / s`) or term (`ln s`) of the result; NaN
    // where the maximum is not finite, which makes the column's results NaN.
    let (maxima, terms): (Vec<T>, Vec<T>) = stats
        .iter()
        .map(|&(m, s)| match (m.is_finite(), kind) {
            (true, Softmax::Exp) => (m, s.recip()),
            (true, Softmax::Log) => (m, s.ln()),
            (false, _) => (T::zero(), T::nan()),
        })
        .unzip();
    alloc::filled_buffer(data.len(), |out| {
        for_each_items(out, inner, inner, |first_row, chunk| {
            for (i, out_row) in chunk.chunks_exact_mut(inner).enumerate() {
                let row = first_row + i;
                let x = &data[row * inner..][..inner];
                let o = row / len;
                let m = &maxima[o * inner..][..inner];
                let c = &terms[o * inner..][..inner];
                match kind {
                    Softmax::Exp => {
                        for (((slot, &x), &m), &c) in out_row.iter_mut().zip(x).zip(m).zip(c) {
                            slot.write((x - m).exp_nonpositive() * c);
                        }
                    }
                    Softmax::Log => {
                        for (((slot, &x), &m), &c) in out_row.iter_mut().zip(x).zip(m).zip(c) {
                            slot.write((x - m) - c);
                        }
                    }
                }
            }
        })
    })
}

/// `logsumexp` along axis 1 of the row-major `data` of dims `[outer, len, inner]`, as a new
/// row-major buffer of `[outer, inner]`; `-inf` for an empty axis.
pub(crate) fn logsumexp<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
) -> Buffer<T> {
    assert_eq!(
        data.len(),
        outer * len * inner,
        "logsumexp: buffer and dims disagree"
    );
    let finish = |m: T, s: T| if m.is_finite() { m + s.ln() } else { m };
    if len == 0 {
        return alloc::filled_buffer(outer * inner, |out| {
            out.iter_mut().for_each(|slot| {
                slot.write(T::neg_infinity());
            })
        });
    }
    if inner == 1 {
        return alloc::filled_buffer(outer, |out| {
            for_each_items(out, 1, len, |first_row, chunk| {
                for (i, slot) in chunk.iter_mut().enumerate() {
                    let row = &data[(first_row + i) * len..][..len];
                    let m = max_row(row);
                    let s = if m.is_finite() {
                        sum_exp_row(row, m)
                    } else {
                        T::zero()
                    };
                    slot.write(finish(m, s));
                }
            })
        });
    }
    let stats = column_stats(data, (outer, len, inner));
    alloc::filled_buffer(outer * inner, |out| {
        for (slot, &(m, s)) in out.iter_mut().zip(&stats) {
            slot.write(finish(m, s));
        }
    })
}

/// The largest element of a non-empty row, NaN if there is one (lanes, vectorized).
#[inline(always)]
fn max_row<T: SoftmaxFloat>(row: &[T]) -> T {
    let mut lanes = [row[0]; LANES];
    let chunks = row.chunks_exact(LANES);
    let rest = chunks.remainder();
    for chunk in chunks {
        for (lane, &x) in lanes.iter_mut().zip(chunk) {
            *lane = max_nan(*lane, x);
        }
    }
    lanes
        .into_iter()
        .chain(rest.iter().copied())
        .fold(row[0], max_nan)
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
fn sum_row<T: SoftmaxFloat>(row: &[T], f: impl Fn(T) -> T) -> T {
    // Level `i` holds the sum of `2^i` blocks; a row has fewer than `2^64` blocks.
    let mut levels: [Option<T>; 64] = [None; 64];
    for block in row.chunks(BLOCK * LANES) {
        let mut lanes = [T::zero(); LANES];
        let chunks = block.chunks_exact(LANES);
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

/// The sum of the [`LANES`] partial sums, pairwise.
#[inline(always)]
fn pairwise<T: SoftmaxFloat>(lanes: &[T; LANES]) -> T {
    let mut width = LANES;
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
fn sum_exp_row<T: SoftmaxFloat>(row: &[T], m: T) -> T {
    sum_row(row, |x| (x - m).exp_nonpositive())
}

/// One row of the last-axis loop.
#[inline(always)]
fn softmax_row<T: SoftmaxFloat>(row: &[T], out: &mut [MaybeUninit<T>], kind: Softmax) {
    let m = max_row(row);
    if !m.is_finite() {
        // NaN or `+inf` in the row, or only `-inf`: every result is NaN (see the module docs).
        out.iter_mut().for_each(|slot| {
            slot.write(T::nan());
        });
        return;
    }
    match kind {
        Softmax::Exp => {
            let e = write_all(out, row, |x| (x - m).exp_nonpositive());
            let inv = sum_row(e, |x| x).recip();
            e.iter_mut().for_each(|v| *v = *v * inv);
        }
        Softmax::Log => {
            let ln_s = sum_exp_row(row, m).ln();
            for (slot, &x) in out.iter_mut().zip(row) {
                slot.write((x - m) - ln_s);
            }
        }
    }
}

/// Writes `f(src[i])` into every slot of `out` (the same length as `src`) and returns the
/// slots as initialized values, for a second pass over them while they are in cache.
#[inline(always)]
fn write_all<'a, A: Copy, T>(
    out: &'a mut [MaybeUninit<T>],
    src: &[A],
    f: impl Fn(A) -> T,
) -> &'a mut [T] {
    assert_eq!(out.len(), src.len(), "write_all: lengths differ");
    for (slot, &x) in out.iter_mut().zip(src) {
        slot.write(f(x));
    }
    // SAFETY: the loop above wrote every slot of `out`: the zip stops at the shorter of `out`
    // and `src`, and the assertion made them equally long; a panic in `f` leaves this line
    // unreached. `MaybeUninit<T>` has the size, alignment and layout of `T`, so the initialized
    // slots are a valid `[T]` of the same length, borrowed mutably from `out` for `'a`.
    unsafe { &mut *(out as *mut [MaybeUninit<T>] as *mut [T]) }
}

/// The online `(max, sum(exp(x - max)))` of every column of every outer block: a row-major
/// `[outer, inner]` vector, split along the axis over rayon when the input is large.
fn column_stats<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
) -> Vec<(T, T)> {
    let pieces = axis_pieces(outer, len, inner);
    let piece_len = len.div_ceil(pieces);
    let task = |t: usize| {
        let (o, p) = (t / pieces, t % pieces);
        let (k0, k1) = (p * piece_len, ((p + 1) * piece_len).min(len));
        online_stats(data, (o, len, inner), (k0, k1))
    };
    let parts: Vec<Vec<(T, T)>> = map_tasks(outer * pieces, task);
    let mut stats = Vec::with_capacity(outer * inner);
    for o in 0..outer {
        let mut merged = parts[o * pieces].clone();
        for part in &parts[o * pieces + 1..(o + 1) * pieces] {
            for (acc, &other) in merged.iter_mut().zip(part) {
                *acc = merge(*acc, other);
            }
        }
        stats.extend(merged);
    }
    stats
}

/// Two online states of disjoint parts of an axis as one.
#[inline(always)]
fn merge<T: SoftmaxFloat>((m1, s1): (T, T), (m2, s2): (T, T)) -> (T, T) {
    let m = max_nan(m1, m2);
    (
        m,
        s1 * (m1 - m).exp_nonpositive() + s2 * (m2 - m).exp_nonpositive(),
    )
}

/// The online states of every column of outer block `o` over positions `k0..k1` of the axis
/// (empty parts give `(-inf, 0)`, the identity of [`merge`]).
fn online_stats<T: SoftmaxFloat>(
    data: &[T],
    (o, len, inner): (usize, usize, usize),
    (k0, k1): (usize, usize),
) -> Vec<(T, T)> {
    let mut out = Vec::with_capacity(inner);
    let mut m = vec![T::neg_infinity(); inner.min(TILE)];
    let mut s = vec![T::zero(); inner.min(TILE)];
    for j0 in (0..inner).step_by(TILE) {
        let n = (inner - j0).min(TILE);
        let (m, s) = (&mut m[..n], &mut s[..n]);
        m.fill(T::neg_infinity());
        s.fill(T::zero());
        for k in k0..k1 {
            let row = &data[(o * len + k) * inner + j0..][..n];
            for ((m, s), &x) in m.iter_mut().zip(s.iter_mut()).zip(row) {
                let new = max_nan(*m, x);
                *s = *s * (*m - new).exp_nonpositive() + (x - new).exp_nonpositive();
                *m = new;
            }
        }
        out.extend(m.iter().copied().zip(s.iter().copied()));
    }
    out
}

/// Into how many pieces each outer block's axis is split for rayon: enough tasks for every
/// thread when there are few outer blocks and the input is large, else 1.
fn axis_pieces(outer: usize, len: usize, inner: usize) -> usize {
    #[cfg(feature = "parallel")]
    {
        let threads = rayon::current_num_threads();
        let work = outer.saturating_mul(len).saturating_mul(inner);
        if threads > 1 && work >= super::parallel::parallel_min_elements() && outer < 4 * threads {
            return (4 * threads).div_ceil(outer).min(len).max(1);
        }
    }
    let _ = (outer, len, inner);
    1
}

/// `f(t)` for `t` in `0..n`, in order, on rayon's pool when there are several tasks.
fn map_tasks<O: Send>(n: usize, f: impl Fn(usize) -> O + Sync) -> Vec<O> {
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        if n > 1 && rayon::current_num_threads() > 1 {
            return (0..n).into_par_iter().map(&f).collect();
        }
    }
    (0..n).map(f).collect()
}

/// Calls `body(first_item, chunk)` for disjoint chunks of whole items (`item_len` elements
/// of `out` each) that together cover `out`, over rayon when the input they read
/// (`work_per_item` elements per item) is large enough (`parallel_min_elements()`).
fn for_each_items<X: Send>(
    out: &mut [X],
    item_len: usize,
    work_per_item: usize,
    body: impl Fn(usize, &mut [X]) + Sync,
) {
    let item_len = item_len.max(1);
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        let threads = rayon::current_num_threads();
        let items = out.len() / item_len;
        let work = items.saturating_mul(work_per_item);
        if threads > 1 && items > 1 && work >= super::parallel::parallel_min_elements() {
            let per_chunk = items.div_ceil(threads * 8);
            out.par_chunks_mut(per_chunk * item_len)
                .enumerate()
                .for_each(|(i, chunk)| body(i * per_chunk, chunk));
            return;
        }
    }
    let _ = work_per_item;
    body(0, out);
}

#[cfg(test)]
mod tests;
