//! The packed layout of the tiled `bf16` kernels, shared by AMX and AVX512-BF16: blocks of
//! 32 rows of `a` and panels of 32 columns of `b`, each cut along the inner axis into chunks
//! of 32 steps (2 KiB), zeros past the matrix's edge so that every chunk is whole.
//!
//! - A chunk of `a`: 32 rows of 32 steps, row after row: rows 0-15 are one AMX tile (64-byte
//!   rows), rows 16-31 the next.
//! - A chunk of `b`: 16 pairs of steps, each 32 columns of two values (step `2p` then `2p + 1`),
//!   the pair layout of `tdpbf16ps` and `vdpbf16ps` ("VNNI"): columns 0-15 of all 16 pairs are
//!   one AMX tile of 128-byte row stride, columns 16-31 the next. Since every chunk is 16 whole
//!   rows of pairs, the pairs of all chunks are rows of 32 pairs one after another.

use super::super::operand::Matrix;
use super::transpose;
use crate::kernel::half::HalfFloat;

/// Rows of a block of `a`, columns of a panel of `b`, steps of a chunk.
pub(super) const TILE: usize = 32;

/// Elements of a packed chunk.
pub(super) const CHUNK: usize = TILE * TILE;

/// Chunks covering `inner` steps.
pub(super) fn chunks(inner: usize) -> usize {
    inner.div_ceil(TILE)
}

/// Packs rows `first..first + count` (`count <= TILE`) of `a`, all `inner` steps, into
/// `out` (`chunks(inner) * CHUNK` elements): row `r`, step `32c + s` at `c * CHUNK + 32r + s`.
pub(super) fn pack_rows<H: HalfFloat>(
    a: Matrix<H>,
    first: usize,
    count: usize,
    inner: usize,
    out: &mut [u16],
) {
    debug_assert!(count <= TILE && out.len() == chunks(inner) * CHUNK);
    // Zeros where the matrix ends: the rows past `count` and the steps past `inner`.
    for chunk in out.chunks_exact_mut(CHUNK) {
        chunk[count * TILE..].fill(0);
    }
    if !inner.is_multiple_of(TILE) {
        let last = &mut out[(chunks(inner) - 1) * CHUNK..];
        for row in last.chunks_exact_mut(TILE).take(count) {
            row[inner % TILE..].fill(0);
        }
    }
    for r in 0..count {
        let start = a.offset + (first + r) * a.rows;
        if a.cols == 1 || inner == 1 {
            let row = &a.data[start..start + inner];
            let bits = H::bits_of(row);
            let mut whole = bits.chunks_exact(TILE);
            for (c, steps) in whole.by_ref().enumerate() {
                // A fixed-size copy: inlined moves, not a call per 64 bytes.
                let dst: &mut [u16; TILE] = (&mut out[c * CHUNK + r * TILE..][..TILE])
                    .try_into()
                    .expect("TILE elements");
                *dst = steps.try_into().expect("TILE elements");
            }
            let tail = whole.remainder();
            if !tail.is_empty() {
                let c = inner / TILE;
                out[c * CHUNK + r * TILE..][..tail.len()].copy_from_slice(tail);
            }
        } else {
            for p in 0..inner {
                out[(p / TILE) * CHUNK + r * TILE + p % TILE] = a.data[start + p * a.cols].bits();
            }
        }
    }
}

/// Packs columns `first..first + count` (`count <= TILE`) of `b`, all `inner` steps, into
/// `out` (`chunks(inner) * CHUNK / 2` pairs): steps `32c + 2q` and `32c + 2q + 1` of column
/// `j` as the pair at `c * CHUNK / 2 + 32q + j`, the first step in the low half (the element
/// layout above, written a pair at a time).
pub(super) fn pack_cols<H: HalfFloat>(
    b: Matrix<H>,
    first: usize,
    count: usize,
    inner: usize,
    out: &mut [u32],
) {
    debug_assert!(count <= TILE && out.len() == chunks(inner) * CHUNK / 2);
    // Zeros where the matrix ends: the columns past `count`, and the pairs past `inner`
    // (each written pair holds zero in its high half past an odd `inner`).
    if count < TILE {
        for row in out.chunks_exact_mut(TILE) {
            row[count..].fill(0);
        }
    }
    out[inner.div_ceil(2) * TILE..].fill(0);
    let pair = |low: H, high: Option<H>| {
        u32::from(low.bits()) | u32::from(high.map_or(0, |h| h.bits())) << 16
    };
    // The pairs `q` of every column sit at `32q + j`: a row of pairs per pair of steps.
    if b.cols == 1 {
        // Rows of `b` contiguous: two steps' rows zipped into one row of pairs.
        for (q, pairs) in out
            .chunks_exact_mut(TILE)
            .enumerate()
            .take(inner.div_ceil(2))
        {
            let row = |p: usize| &b.data[b.offset + p * b.rows + first..][..count];
            let even = row(2 * q);
            match (2 * q + 1 < inner).then(|| row(2 * q + 1)) {
                Some(odd) => {
                    for ((d, &x), &y) in pairs.iter_mut().zip(even).zip(odd) {
                        *d = pair(x, Some(y));
                    }
                }
                None => {
                    for (d, &x) in pairs.iter_mut().zip(even) {
                        *d = pair(x, None);
                    }
                }
            }
        }
    } else if b.rows == 1 {
        // Columns of `b` contiguous (a transposed weight, as `linear`'s, or `kᵀ`): 16 columns'
        // whole chunks at a time by a register transpose, the rest a pair at a time.
        let bits = H::bits_of(b.data);
        let whole_chunks = if transpose::available() {
            inner / TILE
        } else {
            0
        };
        let groups = count / 16;
        for group in 0..groups {
            for chunk in 0..whole_chunks {
                let starts = core::array::from_fn(|j| {
                    b.offset + (first + 16 * group + j) * b.cols + chunk * TILE
                });
                transpose::transpose_pairs(
                    bits,
                    &starts,
                    &mut out[chunk * CHUNK / 2 + 16 * group..],
                );
            }
        }
        for j in 0..count {
            let column = &b.data[b.offset + (first + j) * b.cols..][..inner];
            // The steps the transposes wrote for this column.
            let done = if j < 16 * groups {
                whole_chunks * TILE
            } else {
                0
            };
            let mut steps = column[done..].chunks_exact(2);
            for (q, two) in steps.by_ref().enumerate() {
                out[(done / 2 + q) * TILE + j] = pair(two[0], Some(two[1]));
            }
            if let [last] = steps.remainder() {
                out[(inner / 2) * TILE + j] = pair(*last, None);
            }
        }
    } else {
        // Strided both ways.
        for j in 0..count {
            let at = |p: usize| b.data[b.offset + p * b.rows + (first + j) * b.cols];
            for q in 0..inner.div_ceil(2) {
                let high = (2 * q + 1 < inner).then(|| at(2 * q + 1));
                out[q * TILE + j] = pair(at(2 * q), high);
            }
        }
    }
}

/// A block of 32 rows of `a` as the block kernels read it: row `r`, step `32c + s` at
/// `data[r * row_stride + c * chunk_step + s]`, for `chunks` chunks. A packed block has
/// strides (32, 1024); a block read in place from `a`'s contiguous rows (its steps whole
/// chunks) has (`a`'s row stride, 32).
#[derive(Clone, Copy)]
pub(super) struct ABlock<'a> {
    pub(super) data: &'a [u16],
    pub(super) row_stride: usize,
    pub(super) chunk_step: usize,
    pub(super) chunks: usize,
}

impl<'a> ABlock<'a> {
    /// A packed block of `chunks` chunks.
    pub(super) fn packed(data: &'a [u16]) -> Self {
        debug_assert!(data.len().is_multiple_of(CHUNK));
        ABlock {
            data,
            row_stride: TILE,
            chunk_step: CHUNK,
            chunks: data.len() / CHUNK,
        }
    }

    /// Panics unless every element the block addresses lies inside `data`: the kernels read
    /// it through pointers.
    pub(super) fn check(&self) {
        if self.chunks > 0 {
            let last =
                (TILE - 1) * self.row_stride + (self.chunks - 1) * self.chunk_step + TILE - 1;
            assert!(
                last < self.data.len(),
                "a block of `a` reaches past its slice"
            );
        }
    }
}
