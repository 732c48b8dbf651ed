//! The cache blocking the SIMD float kernels share, sized for the cores they were tuned on (48
//! KiB of L1 data and 2 MiB of L2 per core): how many steps of the inner axis, columns and
//! rows a block holds. The kernel choice (`choose`) reads them too, to know which products a
//! block of `a` keeps in L2.

/// Steps of the inner axis per block of the few-rows, one-register and panel kernels, and of
/// the packed kernel in ymm: a 64-byte-wide strip of `b` over them (two ymm registers of
/// columns, 16 KiB) stays in L1 while every row tile reads it. The first block writes `c`,
/// the others add to it.
pub(super) const INNER_BLOCK: usize = 256;

/// Steps of the inner axis the packed kernel packs at a time in ymm: a panel of `b` (16 KiB
/// in f32) stays in L1 while every panel of the row block passes over it.
pub(super) const YMM_INNER_BLOCK: usize = INNER_BLOCK;

/// Steps of the inner axis the packed kernel packs at a time in zmm: twice ymm's, so that
/// each tile's fixed costs (its stores of `c`, and from the second block on its loads of `c`)
/// spread over twice the steps, and the row block of `a` holds half the rows, leaving L2 room
/// for the `b` panels, which no longer fit L1 (BENCHMARKS.md, "AVX-512 matrix products").
pub(super) const ZMM_INNER_BLOCK: usize = 2 * INNER_BLOCK;

/// The lhs block the panel kernel multiplies its panels of `b` by, `rows x INNER_BLOCK`
/// elements, may take up to this many bytes, half of the L2 per core. Larger blocks take the
/// packed kernel, unless the product is narrow (`choose`).
pub(super) const LHS_BLOCK_BYTES: usize = 256 * 1024;

/// Bytes of `b` packed at a time (one block of columns over one inner block), 1 MiB: half the
/// L2, so that the block stays there while every panel of `a` passes over it.
const COL_BLOCK_BYTES: usize = 1 << 20;

/// Columns of `b` packed at a time for `T`, given `depth` steps of the inner axis per block:
/// whole panels of `tile` columns filling [`COL_BLOCK_BYTES`], at least one.
pub(super) const fn col_block<T>(depth: usize, tile: usize) -> usize {
    let panels = COL_BLOCK_BYTES / (depth * size_of::<T>() * tile);
    if panels == 0 {
        tile
    } else {
        panels * tile
    }
}
