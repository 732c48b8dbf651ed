//! The packed float kernel (x86-64 with AVX2 and FMA, or AVX-512F): `c = a · b` for the
//! products of more than `choose::PACKED_MIN_ROWS` rows that the panel kernel does not take (large ones, and
//! those whose lhs rows are strided), both operands packed and the loops blocked for the caches
//! in BLIS's order.
//!
//! A block of `b` (a family's inner block of steps, `blocking::YMM_INNER_BLOCK` or `ZMM_INNER_BLOCK`,
//! by as many columns as fit [`col_block`]'s budget, in L2) is packed into panels of
//! [`Simd::TILE`] columns; for each block of `a` (`row_block` rows), packed into panels of a
//! family's tile rows (`tiles`: 6 in ymm, more in zmm), each `a` panel (in L1) is multiplied by
//! every `b` panel (streamed from L2) into a `ROWS x TILE` register tile: per step of the inner
//! axis, two loads of `b`, one broadcast of `a` per row and two FMAs per row, the tile of the
//! few-rows and panel kernels (a last panel of a few rows, a tile of that many:
//! [`tile_height`]). The panel that stays in L1 is the one read a value at a time (the
//! broadcasts), as in BLIS's micro-kernels; the registers' loads stream. matrixmultiply's AVX2
//! tile has eight accumulators. While a block's tiles run they ask for the next block of `a`'s
//! source lines ([`ahead`]), so that its packing reads them from L2.

use super::blocking::col_block;
use super::driver::{self, Blocks, Leaf, Region};
use super::operand::Matrix;
use super::pack::{pack_block, transpose_lines};
use super::simd::Simd;
use super::tiles::{prefetch_tile, store, Target};
use ahead::Ahead;
use core::mem::MaybeUninit;
use num_traits::Float;

/// Steps of the inner axis per turn of a tile's loop.
const UNROLL: usize = 4;

/// Bytes of `a` packed at a time (one row block over one inner block), 144 KiB: the packing's
/// unit; each of its panels stays in L1 while every panel of `b` passes over it.
const ROW_BLOCK_BYTES: usize = 144 * 1024;

/// Rows of `a` packed at a time for `T`, given `depth` steps of the inner axis per block:
/// whole panels of `ROWS` rows filling [`ROW_BLOCK_BYTES`] (in ymm, 144 f32 rows, 72 f64).
pub(super) const fn row_block<T, const ROWS: usize>(depth: usize) -> usize {
    ROW_BLOCK_BYTES / (depth * size_of::<T>()) / ROWS * ROWS
}

/// This leaf, for the driver: products of more rows than the kernel choice leaves to
/// matrixmultiply that it does not give the panel kernel.
///
/// Its blocks, in BLIS's order: columns of [`col_block`] outermost, then the family's inner
/// block of steps ([`Simd::PACKED_INNER_BLOCK`]), then rows of [`row_block`]; both operands
/// packed, then each `a` panel by every `b` panel.
pub(super) struct Packed;

impl<T: Simd<W>, W, const ROWS: usize> Leaf<T, W, ROWS> for Packed {
    #[inline(always)]
    fn blocks(_rows: usize, inner: usize, _cols: usize) -> Blocks {
        let inner_block = T::PACKED_INNER_BLOCK;
        Blocks {
            inner: inner_block,
            cols: col_block::<T>(inner_block.min(inner), T::TILE),
            rows: row_block::<T, ROWS>(inner_block),
            inner_outer: false,
        }
    }

    #[inline(always)]
    fn b_slots(depth: usize, width: usize) -> usize {
        depth * width.next_multiple_of(T::TILE)
    }

    #[inline(always)]
    fn a_slots(depth: usize, height: usize) -> usize {
        depth * height.next_multiple_of(ROWS)
    }

    #[inline(always)]
    fn pack_b<'p>(
        slots: &'p mut [MaybeUninit<T>],
        b: Matrix<T>,
        k0: usize,
        depth: usize,
        j0: usize,
        width: usize,
    ) -> &'p [T] {
        pack_block::<T, W>(slots, b, k0, depth, j0, width)
    }

    #[inline(always)]
    fn pack_a<'p>(slots: &'p mut [MaybeUninit<T>], a: Matrix<T>, region: Region) -> &'p [T] {
        pack_a::<T, W, ROWS>(slots, a, region)
    }

    /// Each `a` panel (in L1) by every `b` panel (from L2) into a register tile, the tiles
    /// asking for their share of the next block of `a`'s source lines ([`Ahead`]).
    #[inline(always)]
    fn multiply(block: &driver::Block<'_, T>, c_rows: &mut [MaybeUninit<T>]) {
        let (a_panels, b_panels) = (block.a_packed, block.b_packed);
        let Region { height, depth, .. } = block.region;
        let (cols, j0) = (block.target.cols, block.target.j);
        // The tiles of this block, and the turns of each tile's loop.
        let a_panel_count = height.div_ceil(ROWS);
        let spread = [
            a_panel_count * (b_panels.len() / (depth * T::TILE)),
            depth / UNROLL,
        ];
        let mut ahead = match block.next {
            Some(next) => Ahead::new(
                block.a,
                [next.i0, next.height],
                [next.k0, next.depth],
                spread,
            ),
            None => Ahead::none(),
        };
        let mut a_at = 0;
        for q in 0..a_panel_count {
            let i = q * ROWS;
            let tile_rows = ROWS.min(height - i);
            let lines = tile_height::<ROWS>(tile_rows);
            let a_panel = &a_panels[a_at..a_at + depth * lines];
            a_at += depth * lines;
            let c_rows = &mut c_rows[i * cols..(i + tile_rows) * cols];
            for (p, b_panel) in b_panels.chunks_exact(depth * T::TILE).enumerate() {
                let j = j0 + p * T::TILE;
                let target = Target {
                    j,
                    width: T::TILE.min(cols - j),
                    ..block.target
                };
                prefetch_tile(c_rows, target);
                ahead.next_tile();
                let ahead = &mut ahead;
                // The match guards are constants: in a family of fewer tile rows the larger
                // tail tiles never run, and the optimizer drops their arms.
                // SAFETY: inlined into the family's function in `dispatch`, only called on a
                // CPU with `W`'s features; with `add`, the first inner block wrote `c`.
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

/// Packs `a[i0..i0 + height, k0..k0 + depth]` (`region`) into the first slots of `slots` as
/// panels of `ROWS` rows, each `depth` steps of `ROWS` values, the last of [`tile_height`]
/// values a step (zeros past `height`), and returns them.
#[inline(always)]
fn pack_a<'p, T: Simd<W>, W, const ROWS: usize>(
    slots: &'p mut [MaybeUninit<T>],
    a: Matrix<T>,
    region: Region,
) -> &'p [T] {
    let Region {
        i0,
        height,
        k0,
        depth,
    } = region;
    let tail = height % ROWS;
    let tail_lines = if tail == 0 {
        0
    } else {
        tile_height::<ROWS>(tail)
    };
    let len = depth * (height - tail + tail_lines);
    let slots = &mut slots[..len];
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
                transpose_lines::<T, W>(panel, &rows, depth);
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
    // SAFETY: the loop wrote every slot of each panel, the panels cover the `len` slots, and
    // `MaybeUninit<T>` has `T`'s layout.
    unsafe { &*(slots as *const [MaybeUninit<T>] as *const [T]) }
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
