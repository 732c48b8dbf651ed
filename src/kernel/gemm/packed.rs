//! The packed float kernel (x86-64 with AVX2 and FMA, or AVX-512F): `c = a · b` for the
//! products of more than [`MIN_ROWS`] rows that the panel kernel does not take (large ones, and
//! those whose lhs rows are strided), both operands packed and the loops blocked for the caches
//! in BLIS's order.
//!
//! A block of `b` (a family's inner block of steps, [`YMM_INNER_BLOCK`] or [`ZMM_INNER_BLOCK`],
//! by as many columns as fit [`COL_BLOCK_BYTES`], in L2) is packed into panels of
//! [`Simd::TILE`] columns; for each block of `a` (`row_block` rows), packed into panels of a
//! family's tile rows (`tiles`: 6 in ymm, more in zmm), each `a` panel (in L1) is multiplied by
//! every `b` panel (streamed from L2) into a `ROWS x TILE` register tile: per step of the inner
//! axis, two loads of `b`, one broadcast of `a` per row and two FMAs per row, the tile of the
//! few-rows and panel kernels (a last panel of a few rows, a tile of that many:
//! [`tile_height`]). The panel that stays in L1 is the one read a value at a time (the
//! broadcasts), as in BLIS's micro-kernels; the registers' loads stream. matrixmultiply's AVX2
//! tile has eight accumulators. While a block's tiles run they ask for the next block of `a`'s
//! source lines ([`ahead`]), so that its packing reads them from L2.

use super::panels;
use super::simd::{Kernel, Simd};
use super::tiles::{prefetch_tile, store, Target, INNER_BLOCK};
use super::Matrix;
use ahead::Ahead;
use core::mem::MaybeUninit;
use num_traits::Float;

/// Products of at most this many rows that the panel kernel does not take (their lhs rows are
/// strided) take matrixmultiply's kernel: packing both operands here was slower than it on
/// 32- and 64-cubes with a transposed lhs (BENCHMARKS.md, "the packed kernel").
pub(super) const MIN_ROWS: usize = 64;

/// Steps of the inner axis per turn of a tile's loop.
const UNROLL: usize = 4;

/// Bytes of `b` packed at a time (one block of columns over one inner block), 1 MiB: half the
/// L2 of the cores this kernel was tuned on, so that the block stays there while every panel of
/// `a` passes over it.
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

/// Steps of the inner axis packed at a time in ymm: a panel of `b` (16 KiB in f32) stays in L1
/// while every panel of the row block passes over it.
pub(super) const YMM_INNER_BLOCK: usize = INNER_BLOCK;

/// Steps of the inner axis packed at a time in zmm: twice ymm's, so that each tile's fixed
/// costs (its stores of `c`, and from the second block on its loads of `c`) spread over twice
/// the steps, and the row block of `a` (which [`ROW_BLOCK_BYTES`] bounds) holds half the rows,
/// leaving L2 room for the `b` panels, which no longer fit L1 (BENCHMARKS.md, "AVX-512 matrix
/// products").
pub(super) const ZMM_INNER_BLOCK: usize = 2 * INNER_BLOCK;

/// Bytes of `a` packed at a time (one row block over one inner block), 144 KiB: the packing's
/// unit; each of its panels stays in L1 while every panel of `b` passes over it.
const ROW_BLOCK_BYTES: usize = 144 * 1024;

/// Rows of `a` packed at a time for `T`, given `depth` steps of the inner axis per block:
/// whole panels of `ROWS` rows filling [`ROW_BLOCK_BYTES`] (in ymm, 144 f32 rows, 72 f64).
pub(super) const fn row_block<T, const ROWS: usize>(depth: usize) -> usize {
    ROW_BLOCK_BYTES / (depth * size_of::<T>()) / ROWS * ROWS
}

/// This kernel, for [`run`](super::simd::run): products of more than [`MIN_ROWS`] rows that
/// [`choose_kernel`](super::choose::choose_kernel) does not give the panel kernel.
pub(super) struct Packed;

impl Kernel for Packed {
    #[inline(always)]
    fn gemm<T: Simd<W>, W, const ROWS: usize>(
        c: &mut [MaybeUninit<T>],
        cols: usize,
        bias: Option<&[T]>,
        inner: usize,
        a: Matrix<T>,
        b: Matrix<T>,
    ) {
        debug_assert!(inner > 0);
        packed::<T, W, ROWS>(c, cols, bias, inner, a, b);
    }
}

/// `c = a · b` by blocks: columns of `col_block`, then the inner axis in the family's inner
/// block of steps (the first writes `c`, the others add to it), then rows of `row_block`, then
/// each `a` panel by every `b` panel. Every element
/// read lies in the region the caller checked: `a`'s `rows x inner`, `b`'s `inner x cols`.
/// Runs only where `W`'s features are enabled (inlined into the family's function in `simd`).
#[inline(always)]
fn packed<T: Simd<W>, W, const ROWS: usize>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    let rows = c.len() / cols;
    let inner_block = T::PACKED_INNER_BLOCK;
    let depth_max = inner_block.min(inner);
    let row_block = row_block::<T, ROWS>(inner_block);
    let col_block = col_block::<T>(depth_max, T::TILE);
    let mut b_buffer: Vec<T> =
        Vec::with_capacity(depth_max * col_block.min(cols).next_multiple_of(T::TILE));
    let mut a_buffer: Vec<T> =
        Vec::with_capacity(depth_max * row_block.min(rows).next_multiple_of(ROWS));
    for j0 in (0..cols).step_by(col_block) {
        let width = col_block.min(cols - j0);
        for k0 in (0..inner).step_by(inner_block) {
            let depth = inner_block.min(inner - k0);
            let b_panels = pack_b::<T, W>(&mut b_buffer, b, k0, depth, j0, width);
            for i0 in (0..rows).step_by(row_block) {
                let height = row_block.min(rows - i0);
                let a_panels = pack_a::<T, W, ROWS>(&mut a_buffer, a, k0, depth, i0, height);
                // The tiles of this block, and the turns of each tile's loop.
                let a_panel_count = height.div_ceil(ROWS);
                let spread = [
                    a_panel_count * (b_panels.len() / (depth * T::TILE)),
                    depth / UNROLL,
                ];
                // The block of `a` packed next: the next rows, else the first rows of the next
                // inner block, else of the next column block.
                let mut ahead = match (i0 + height, k0 + depth, j0 + width) {
                    (next, _, _) if next < rows => {
                        Ahead::new(a, [next, row_block.min(rows - next)], [k0, depth], spread)
                    }
                    (_, next, _) if next < inner => Ahead::new(
                        a,
                        [0, row_block.min(rows)],
                        [next, inner_block.min(inner - next)],
                        spread,
                    ),
                    (_, _, next) if next < cols => {
                        Ahead::new(a, [0, row_block.min(rows)], [0, depth_max], spread)
                    }
                    _ => Ahead::none(),
                };
                let mut a_at = 0;
                for q in 0..a_panel_count {
                    let i = i0 + q * ROWS;
                    let tile_rows = ROWS.min(rows - i);
                    let lines = tile_height::<ROWS>(tile_rows);
                    let a_panel = &a_panels[a_at..a_at + depth * lines];
                    a_at += depth * lines;
                    let c_rows = &mut c[i * cols..(i + tile_rows) * cols];
                    for (p, b_panel) in b_panels.chunks_exact(depth * T::TILE).enumerate() {
                        let j = j0 + p * T::TILE;
                        let target = Target {
                            cols,
                            j,
                            width: T::TILE.min(cols - j),
                            add: k0 > 0,
                            bias,
                        };
                        prefetch_tile(c_rows, target);
                        ahead.next_tile();
                        let ahead = &mut ahead;
                        // The match guards are constants: in a family of fewer tile rows the
                        // larger tail tiles never run, and the optimizer drops their arms.
                        // SAFETY: inlined into the family's function in `simd`, only called on
                        // a CPU with `W`'s features; with `add`, the first inner block wrote `c`.
                        unsafe {
                            match lines {
                                4 if ROWS > 4 => {
                                    let acc = tile::<T, W, 4>(a_panel, b_panel, ahead);
                                    store::<W, T, 4, 2>(&acc, c_rows, target)
                                }
                                8 if ROWS > 8 => {
                                    let acc = tile::<T, W, 8>(a_panel, b_panel, ahead);
                                    store::<W, T, 8, 2>(&acc, c_rows, target)
                                }
                                _ => {
                                    let acc = tile::<T, W, ROWS>(a_panel, b_panel, ahead);
                                    store::<W, T, ROWS, 2>(&acc, c_rows, target)
                                }
                            }
                        };
                    }
                }
            }
        }
    }
}

/// Packs `b[k0..k0 + depth, j0..j0 + width]` into `buffer` as panels of [`Simd::TILE`]
/// columns (zeros past `width`), each `depth` steps of `TILE` values, and returns them.
#[inline(always)]
fn pack_b<'p, T: Simd<W>, W>(
    buffer: &'p mut Vec<T>,
    b: Matrix<T>,
    k0: usize,
    depth: usize,
    j0: usize,
    width: usize,
) -> &'p [T] {
    let len = depth * width.next_multiple_of(T::TILE);
    buffer.clear();
    panels::pack_block::<T, W>(
        &mut buffer.spare_capacity_mut()[..len],
        b,
        k0,
        depth,
        j0,
        width,
    );
    // SAFETY: `pack_block` wrote every one of the first `len` slots.
    unsafe { buffer.set_len(len) };
    buffer
}

/// The rows a tile computes for a panel of `rows` (at most `ROWS`) rows of `a`, and the
/// values per step its packed panel holds: a last panel of at most 4 rows (or 8, in a family
/// of more tile rows) is a tile of that many, not of `ROWS`. A product's rows rarely divide
/// into whole tiles: 1024 rows end with a panel of 2, of which a 14-row tile computes 14.
const fn tile_height<const ROWS: usize>(rows: usize) -> usize {
    if rows <= 4 && ROWS > 4 {
        4
    } else if rows <= 8 && ROWS > 8 {
        8
    } else {
        ROWS
    }
}

/// Packs `a[i0..i0 + height, k0..k0 + depth]` into `buffer` as panels of `ROWS` rows, each
/// `depth` steps of `ROWS` values, the last of [`tile_height`] values a step (zeros past
/// `height`), and returns them.
#[inline(always)]
fn pack_a<'p, T: Simd<W>, W, const ROWS: usize>(
    buffer: &'p mut Vec<T>,
    a: Matrix<T>,
    k0: usize,
    depth: usize,
    i0: usize,
    height: usize,
) -> &'p [T] {
    let tail = height % ROWS;
    let tail_lines = if tail == 0 {
        0
    } else {
        tile_height::<ROWS>(tail)
    };
    let len = depth * (height - tail + tail_lines);
    buffer.clear();
    let slots = &mut buffer.spare_capacity_mut()[..len];
    let mut at = 0;
    for p in 0..height.div_ceil(ROWS) {
        let i = i0 + p * ROWS;
        let tile_rows = ROWS.min(i0 + height - i);
        let lines = tile_height::<ROWS>(tile_rows);
        let panel = &mut slots[at..at + depth * lines];
        at += depth * lines;
        let start = a.offset + i * a.rows + k0 * a.cols;
        if a.cols == 1 && tile_rows == ROWS {
            let rows: [&[T]; ROWS] =
                core::array::from_fn(|r| &a.data[start + r * a.rows..][..depth]);
            if ROWS >= T::YMM_LANES {
                panels::transpose_lines::<T, W>(panel, &rows, depth);
                continue;
            }
            // Rows of `a` contiguous, fewer than a square: streams read side by side, no
            // bounds in the loop.
            for (k, step) in panel.chunks_exact_mut(ROWS).enumerate() {
                for (slot, row) in step.iter_mut().zip(&rows) {
                    slot.write(row[k]);
                }
            }
            continue;
        }
        if a.rows == 1 && tile_rows == ROWS {
            // Columns of `a` contiguous (a transposed view): each step's six values lie side
            // by side.
            for (k, step) in panel.chunks_exact_mut(ROWS).enumerate() {
                let values: &[T; ROWS] = a.data[start + k * a.cols..].first_chunk().unwrap();
                for (slot, &x) in step.iter_mut().zip(values) {
                    slot.write(x);
                }
            }
            continue;
        }
        gather(panel, a.data, start, [a.rows, a.cols], tile_rows, lines);
    }
    // SAFETY: the loop wrote every slot of each panel, and the panels cover `len` slots.
    unsafe { buffer.set_len(len) };
    buffer
}

/// Packs a panel of `lines` rows of `a` from strided storage, one value
/// at a time: step `k` of line `l` is `data[start + l * line_stride + k * step_stride]` for the
/// first `width` lines, zero for the others.
#[inline(always)]
fn gather<T: Float>(
    panel: &mut [MaybeUninit<T>],
    data: &[T],
    start: usize,
    [line_stride, step_stride]: [usize; 2],
    width: usize,
    lines: usize,
) {
    for (k, step) in panel.chunks_exact_mut(lines).enumerate() {
        for (l, slot) in step.iter_mut().enumerate() {
            slot.write(match l < width {
                true => data[start + l * line_stride + k * step_stride],
                false => T::zero(),
            });
        }
    }
}

/// One `ROWS x TILE` register tile: `a_panel` (per step, `ROWS` values of `a`)
/// times `b_panel` (per step, `TILE` values of `b`), over the panels' steps, asking for its
/// share of the next block of `a`'s lines as its loop turns.
///
/// # Safety
/// Only where `W`'s features are enabled (inlined into the kernel).
#[inline(always)]
unsafe fn tile<T: Simd<W>, W, const ROWS: usize>(
    a_panel: &[T],
    b_panel: &[T],
    ahead: &mut Ahead,
) -> [[T::V; 2]; ROWS] {
    // SAFETY (for the block): the caller's CPU has `W`'s features.
    unsafe {
        let mut acc = [[T::splat(T::zero()); 2]; ROWS];
        let a_steps = a_panel.chunks_exact(UNROLL * ROWS);
        let b_steps = b_panel.chunks_exact(UNROLL * T::TILE);
        let (a_rest, b_rest) = (a_steps.remainder(), b_steps.remainder());
        for (a, b) in a_steps.zip(b_steps) {
            ahead.turn();
            for u in 0..UNROLL {
                step::<T, W, ROWS>(&mut acc, &a[u * ROWS..], &b[u * T::TILE..]);
            }
        }
        for (a, b) in a_rest.chunks_exact(ROWS).zip(b_rest.chunks_exact(T::TILE)) {
            step::<T, W, ROWS>(&mut acc, a, b);
        }
        acc
    }
}

/// One step of the inner axis: `acc[r] += a[r] * b[..TILE]`, for the tile's rows.
///
/// # Safety
/// Only where `W`'s features are enabled (inlined into the kernel).
#[inline(always)]
unsafe fn step<T: Simd<W>, W, const ROWS: usize>(acc: &mut [[T::V; 2]; ROWS], a: &[T], b: &[T]) {
    let a: &[T; ROWS] = a.first_chunk().unwrap();
    // SAFETY: the caller's CPU has `W`'s features; `load` checks its slice.
    unsafe {
        let (b0, b1) = (T::load(b), T::load(&b[T::TILE / 2..]));
        for r in 0..ROWS {
            let x = T::splat(a[r]);
            acc[r][0] = T::fma(x, b0, acc[r][0]);
            acc[r][1] = T::fma(x, b1, acc[r][1]);
        }
    }
}

mod ahead;
#[cfg(test)]
mod tests;
