//! The packed layout of the tiled `bf16` kernels, shared by AMX and AVX512-BF16: blocks of
//! 32 rows of `a` and panels of 32 columns of `b`, each cut along the inner axis into chunks
//! of 32 steps (2 KiB), zeros past the matrix's edge so that every chunk is whole.
//!
//! - A chunk of `a`: 32 rows of 32 steps, row after row: rows 0-15 are one AMX tile (64-byte
//!   rows), rows 16-31 the next.
//! - A chunk of `b`: 16 pairs of steps, each 32 columns of two values (step `2p` then `2p + 1`),
//!   the pair layout of `tdpbf16ps` and `vdpbf16ps` ("VNNI"): columns 0-15 of all 16 pairs are
//!   one AMX tile of 128-byte row stride, columns 16-31 the next.

use super::super::operand::Matrix;
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
    out.fill(0);
    for r in 0..count {
        let start = a.offset + (first + r) * a.rows;
        if a.cols == 1 || inner == 1 {
            let row = &a.data[start..start + inner];
            for (c, steps) in row.chunks(TILE).enumerate() {
                let dst = &mut out[c * CHUNK + r * TILE..][..steps.len()];
                for (d, x) in dst.iter_mut().zip(steps) {
                    *d = x.bits();
                }
            }
        } else {
            for p in 0..inner {
                out[(p / TILE) * CHUNK + r * TILE + p % TILE] = a.data[start + p * a.cols].bits();
            }
        }
    }
}

/// Packs columns `first..first + count` (`count <= TILE`) of `b`, all `inner` steps, into
/// `out` (`chunks(inner) * CHUNK` elements): step `32c + 2q + s` of column `j` at
/// `c * CHUNK + 64q + 2j + s`.
pub(super) fn pack_cols<H: HalfFloat>(
    b: Matrix<H>,
    first: usize,
    count: usize,
    inner: usize,
    out: &mut [u16],
) {
    debug_assert!(count <= TILE && out.len() == chunks(inner) * CHUNK);
    out.fill(0);
    // Where step `p` of column `j` goes.
    let slot = |p: usize, j: usize| (p / TILE) * CHUNK + (p % TILE / 2) * 2 * TILE + 2 * j + p % 2;
    if b.cols == 1 {
        // Rows of `b` contiguous: two steps' rows interleaved into one row of pairs, which
        // is contiguous in `out` (two `u16` as one `u32`, the first step low).
        for p in (0..inner).step_by(2) {
            let row = |p: usize| &b.data[b.offset + p * b.rows + first..][..count];
            let (even, odd) = (row(p), (p + 1 < inner).then(|| row(p + 1)));
            let dst = &mut out[slot(p, 0)..][..2 * count];
            match odd {
                Some(odd) => {
                    for ((d, x), y) in dst.chunks_exact_mut(2).zip(even).zip(odd) {
                        d[0] = x.bits();
                        d[1] = y.bits();
                    }
                }
                None => {
                    for (d, x) in dst.chunks_exact_mut(2).zip(even) {
                        d[0] = x.bits();
                    }
                }
            }
        }
    } else {
        // Columns contiguous or strided (a transposed weight): a column's steps in order.
        for j in 0..count {
            let start = b.offset + (first + j) * b.cols;
            for p in 0..inner {
                out[slot(p, j)] = b.data[start + p * b.rows].bits();
            }
        }
    }
}
