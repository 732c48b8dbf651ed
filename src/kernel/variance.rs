//! Variance (and standard deviation) along axis 1 of a row-major buffer seen as
//! `[outer, len, inner]`.
//!
//! The axis is cut into pieces that sit in cache (up to [`PIECE`] positions of a row, or
//! [`ROWS`] rows of a tile of columns); each piece is done in passes over the cached piece:
//! its mean, then its sum of squared deviations from that mean, which cannot cancel as
//! `E[x^2] - E[x]^2` does for values with a large common offset. The pieces' moments then
//! merge pairwise with Chan et al.'s formula, so memory is read once however long the axis.
//! (Welford's one-pass update is slower: a division per element.) The loops run under
//! [`with_wide_vectors`], compiled for AVX2 or AVX-512 where the CPU has them.

use super::alloc;
use super::buffer::Buffer;
use super::parallel::for_each_items;
use super::reduce::{map_indices, Cascade};
use super::softmax::{sum_row, SoftmaxFloat};
use super::wide::with_wide_vectors;
use crate::error::AllocError;

/// Positions of a row per piece: one block of `softmax::sum_row` (16 lanes of 128), whose
/// partial sums stay short.
const PIECE: usize = 2048;
/// Rows per piece in the non-last-axis loop.
const ROWS: usize = 128;
/// Columns per tile in the non-last-axis loop: a piece of `ROWS` rows of `f32` is 64 KiB.
const TILE: usize = 128;
/// Tasks (tiles of columns, or parts of the axis of one tile) the non-last-axis loop aims
/// for, so that a few tall matrices still give every thread work.
const MIN_TASKS: usize = 8;
/// Parts a single row (`var_all`) is cut into for threads: several per thread, so that a
/// thread slowed by other work does not hold up the rest.
const LONG_ROW_PARTS: usize = 16;

/// The count, mean and sum of squared deviations from the mean of some elements.
///
/// The mean is `base + offset`: `base` is a piece's rounded mean, `offset` what rounding
/// left out (and, after merges, the way to the merged mean). Merges subtract means, and
/// rounding the means at their own scale (`1e4` for values `1e4 + noise`) would put errors
/// of that scale into the differences, which the merge multiplies by the counts.
#[derive(Clone, Copy, Debug)]
struct Moments<T> {
    n: usize,
    base: T,
    offset: T,
    m2: T,
}

impl<T: SoftmaxFloat> Moments<T> {
    /// The moments of `xs`, in passes over the cached `xs`: a first mean, summed as offsets
    /// from the first element (small and exact when the values share a large offset, where
    /// a running total of the values would round at the offset's scale); then the deviations
    /// `d` from it, whose sum corrects the mean and the sum of squares (`sum d^2 -
    /// (sum d)^2 / n`, the corrected two-pass algorithm).
    #[inline(always)]
    fn of(xs: &[T]) -> Self {
        let n = count::<T>(xs.len());
        let shift = xs.first().copied().unwrap_or_else(T::zero);
        let base = shift + sum_row(xs, |x| x - shift) / n;
        let sum = sum_row(xs, |x| x - base);
        let squares = sum_row(xs, |x| (x - base) * (x - base));
        Moments {
            n: xs.len(),
            base,
            offset: sum / n,
            m2: corrected(squares, sum, n),
        }
    }

    /// The moments of the union of two disjoint sets (Chan, Golub and LeVeque), the mean
    /// kept on `self`'s base.
    #[inline(always)]
    fn merge(self, b: Self) -> Self {
        if self.n == 0 {
            return b;
        }
        if b.n == 0 {
            return self;
        }
        let n = self.n + b.n;
        let weight_b: T = count::<T>(b.n) / count::<T>(n);
        let d = (b.base - self.base) + (b.offset - self.offset);
        Moments {
            n,
            base: self.base,
            offset: self.offset + d * weight_b,
            m2: self.m2 + b.m2 + d * d * count::<T>(self.n) * weight_b,
        }
    }
}

/// `squares - sum^2 / n`, the sum of squared deviations from the mean of values whose
/// deviations from some base sum to `sum` and their squares to `squares`. Never below 0,
/// which rounding could give for values all (nearly) equal, and whose square root would be
/// NaN; NaN stays NaN.
#[inline(always)]
fn corrected<T: SoftmaxFloat>(squares: T, sum: T, n: T) -> T {
    let m2 = squares - sum * sum / n;
    if m2 < T::zero() {
        T::zero()
    } else {
        m2
    }
}

fn count<T: SoftmaxFloat>(n: usize) -> T {
    T::from(n).expect("a float holds any length, perhaps rounded")
}

/// `m2 / max(0, len - correction)`, or its square root when `sqrt`: with no degrees of
/// freedom left this is `m2 / 0`, inf (NaN for `m2 = 0`), as PyTorch.
#[inline(always)]
fn finish<T: SoftmaxFloat>(m2: T, len: usize, correction: usize, sqrt: bool) -> T {
    let var = m2 / count(len.saturating_sub(correction));
    if sqrt {
        var.sqrt()
    } else {
        var
    }
}

/// The variance along axis 1 of the row-major `data` of dims `[outer, len, inner]` with
/// divisor `len - correction` (its square root when `sqrt`), as a new row-major buffer of
/// `[outer, inner]`. An empty axis gives NaN. An `Err` when the buffer cannot be allocated
/// (with an empty axis, `outer * inner` may be far larger than `data`).
pub(crate) fn variance<T: SoftmaxFloat>(
    data: &[T],
    (outer, len, inner): (usize, usize, usize),
    correction: usize,
    sqrt: bool,
) -> Result<Buffer<T>, AllocError> {
    assert_eq!(
        data.len(),
        outer * len * inner,
        "variance: buffer and dims disagree"
    );
    let done = |m: Moments<T>| finish(m.m2, len, correction, sqrt);
    if outer * inner == 0 {
        return alloc::filled_buffer(0, |_| {});
    }
    if len == 0 {
        return alloc::full_buffer(outer * inner, done(Moments::of(&[])));
    }
    if inner == 1 {
        if outer == 1 {
            let only = done(long_row(data));
            return alloc::filled_buffer(1, |out| {
                out[0].write(only);
            });
        }
        return alloc::filled_buffer(outer, |out| {
            for_each_items(
                out,
                1,
                len,
                #[inline(always)]
                |first, chunk| {
                    for (i, slot) in chunk.iter_mut().enumerate() {
                        slot.write(done(row(&data[(first + i) * len..][..len])));
                    }
                },
            )
        });
    }
    let tiles = inner.div_ceil(TILE);
    let tasks = outer * tiles;
    // Few tiles of columns: cut the axis into parts too, so that threads share a tall matrix.
    let parts = (MIN_TASKS / tasks).clamp(1, len.div_ceil(ROWS));
    let part_len = len.div_ceil(parts).next_multiple_of(ROWS);
    let parts = len.div_ceil(part_len);
    let moments: Vec<Vec<Moments<T>>> = map_indices(tasks * parts, part_len * TILE, |i| {
        let (task, part) = (i / parts, i % parts);
        let (o, j) = (task / tiles, task % tiles * TILE);
        let (k0, k1) = (part * part_len, ((part + 1) * part_len).min(len));
        let rows = &data[(o * len + k0) * inner..(o * len + k1) * inner];
        with_wide_vectors(
            #[inline(always)]
            || columns(rows, inner, j, TILE.min(inner - j)),
        )
    });
    alloc::filled_buffer(outer * inner, |out| {
        // The tasks' tiles cover the output in order: task `o * tiles + t` holds columns
        // `t * TILE..` of output row `o`, whose tiles are consecutive in the row-major output.
        let mut slots = out.iter_mut();
        for task in moments.chunks(parts) {
            let merged = task
                .iter()
                .cloned()
                .reduce(merge_columns)
                .expect("the axis has at least one part");
            // `merged` first: `zip` takes a slot only for a value.
            for (m, slot) in merged.into_iter().zip(slots.by_ref()) {
                slot.write(done(m));
            }
        }
    })
}

/// The moments of the union of each column's two disjoint parts.
fn merge_columns<T: SoftmaxFloat>(a: Vec<Moments<T>>, b: Vec<Moments<T>>) -> Vec<Moments<T>> {
    a.into_iter().zip(b).map(|(a, b)| a.merge(b)).collect()
}

/// The moments of a row, its pieces merged pairwise.
#[inline(always)]
fn row<T: SoftmaxFloat>(row: &[T]) -> Moments<T> {
    if row.len() <= PIECE {
        return Moments::of(row);
    }
    let mut cascade = Cascade::new();
    for piece in row.chunks(PIECE) {
        cascade.push(Moments::of(piece), Moments::merge);
    }
    cascade
        .finish_after(None, Moments::merge)
        .expect("a row has at least one element")
}

/// [`row`] of the only row (`var_all`), its parts spread over threads when it is long.
fn long_row<T: SoftmaxFloat>(data: &[T]) -> Moments<T> {
    let part = data.len().div_ceil(LONG_ROW_PARTS).next_multiple_of(PIECE);
    let parts = data.len().div_ceil(part);
    let part_moments = |p: usize| {
        let piece = &data[p * part..][..part.min(data.len() - p * part)];
        with_wide_vectors(
            #[inline(always)]
            || row(piece),
        )
    };
    map_indices(parts, part, part_moments)
        .into_iter()
        .reduce(Moments::merge)
        .expect("a row has at least one element")
}

/// The moments of columns `j..j + n` of the row-major `[len, inner]` `matrix` (`len > 0`):
/// pieces of [`ROWS`] rows, each in passes over the cached piece, merged pairwise.
#[inline(always)]
fn columns<T: SoftmaxFloat>(matrix: &[T], inner: usize, j: usize, n: usize) -> Vec<Moments<T>> {
    let len = matrix.len() / inner;
    let merge = merge_columns::<T>;
    let mut cascade = Cascade::new();
    let mut sums = vec![T::zero(); n];
    let mut squares = vec![T::zero(); n];
    for k0 in (0..len).step_by(ROWS) {
        let rows = ROWS.min(len - k0);
        let piece = |k: usize| &matrix[(k0 + k) * inner + j..][..n];
        // The passes of `Moments::of`, each across the tile's columns.
        let shift = piece(0);
        sums.fill(T::zero());
        for k in 1..rows {
            for ((s, &x), &x0) in sums.iter_mut().zip(piece(k)).zip(shift) {
                *s = *s + (x - x0);
            }
        }
        let rows_t = count::<T>(rows);
        let bases: Vec<T> = sums
            .iter()
            .zip(shift)
            .map(|(&s, &x0)| x0 + s / rows_t)
            .collect();
        sums.fill(T::zero());
        squares.fill(T::zero());
        for k in 0..rows {
            let columns = sums
                .iter_mut()
                .zip(squares.iter_mut())
                .zip(piece(k))
                .zip(&bases);
            for (((s, q), &x), &base) in columns {
                *s = *s + (x - base);
                *q = *q + (x - base) * (x - base);
            }
        }
        let moments = bases
            .iter()
            .zip(sums.iter().zip(&squares))
            .map(|(&base, (&sum, &sq))| Moments {
                n: rows,
                base,
                offset: sum / rows_t,
                m2: corrected(sq, sum, rows_t),
            })
            .collect();
        cascade.push(moments, merge);
    }
    cascade
        .finish_after(None, merge)
        .expect("the axis has at least one element")
}

#[cfg(test)]
mod tests;
