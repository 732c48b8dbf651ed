//! The packed float kernel (x86-64 with AVX2 and FMA, or AVX-512F): `c = a · b` for the products of more
//! than [`MIN_ROWS`] rows that the panel kernel does not take (large ones, and those whose lhs
//! rows are strided), both operands packed and the loops blocked for the caches in BLIS's
//! order.
//!
//! A block of `b` ([`INNER_BLOCK`] steps by up to [`COL_BLOCK`] columns, in L3) is packed into
//! panels of [`Simd::TILE`] columns; for each block of `a` (`row_block` rows, in L2), packed
//! into panels of [`TILE_ROWS`] rows, every `b` panel (16 KiB, in L1) is multiplied by each `a`
//! panel into a `TILE_ROWS x TILE` register tile: per step of the inner axis, two loads of `b`,
//! six broadcasts of `a` and twelve FMAs into twelve accumulators, the tile of the few-rows and
//! panel kernels. matrixmultiply's AVX2 tile has eight accumulators.

use super::panels;
use super::simd::{self, Kernel, Simd, Wide, TILE_MAX};
use super::tiles::{store, Target, INNER_BLOCK, TILE_ROWS};
use super::Matrix;
use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
use core::mem::MaybeUninit;
use num_traits::Float;

/// Products of at most this many rows that the panel kernel does not take (their lhs rows are
/// strided) take matrixmultiply's kernel: packing both operands here cost 0.52x-0.83x of it on
/// 32- and 64-cubes with a transposed lhs (BENCHMARKS.md, "the packed kernel").
pub(super) const MIN_ROWS: usize = 64;

/// Steps of the inner axis per turn of a tile's loop.
const UNROLL: usize = 4;

/// Columns of `b` packed at a time: `INNER_BLOCK x COL_BLOCK` f32 is 4 MiB, which stays in
/// the shared L3 while every row block of `a` passes over it.
const COL_BLOCK: usize = 4096;

/// Bytes of `a` packed at a time (one row block over one inner block), 144 KiB: it stays in L2
/// while every panel of `b` passes over it.
const ROW_BLOCK_BYTES: usize = 144 * 1024;

/// Rows of `a` packed at a time for `T`: whole panels filling [`ROW_BLOCK_BYTES`] (144 f32
/// rows, 72 f64).
const fn row_block<T>() -> usize {
    ROW_BLOCK_BYTES / (INNER_BLOCK * size_of::<T>()) / TILE_ROWS * TILE_ROWS
}

/// Writes `c = a · b` (as [`super::sealed::Gemm::gemm`]) and returns `true` when this kernel
/// applies: a `whole` product of more than [`MIN_ROWS`] rows, a non-empty inner axis, and a
/// CPU with AVX2 and FMA (AVX-512F where it has it). Otherwise writes nothing and returns
/// `false`.
pub(super) fn gemm<T: Wide>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
    whole: [usize; 2],
) -> bool {
    simd::run::<T, Packed>(c, cols, bias, inner, a, b, whole)
}

/// This kernel, for [`simd::run`].
struct Packed;

impl Kernel for Packed {
    #[inline(always)]
    fn gemm<T: Simd<W>, W>(
        c: &mut [MaybeUninit<T>],
        cols: usize,
        bias: Option<&[T]>,
        inner: usize,
        a: Matrix<T>,
        b: Matrix<T>,
        [rows, _]: [usize; 2],
    ) -> bool {
        if rows <= MIN_ROWS || inner == 0 {
            return false;
        }
        packed::<T, W>(c, cols, bias, inner, a, b);
        true
    }
}

/// `c = a · b` by blocks: columns of [`COL_BLOCK`], then the inner axis in [`INNER_BLOCK`]
/// steps (the first writes `c`, the others add to it), then rows of `row_block`. Every element
/// read lies in the region the caller checked: `a`'s `rows x inner`, `b`'s `inner x cols`.
/// Runs only where `W`'s features are enabled (inlined into the family's function in `simd`).
#[inline(always)]
fn packed<T: Simd<W>, W>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    let rows = c.len() / cols;
    let depth_max = INNER_BLOCK.min(inner);
    let row_block = row_block::<T>();
    let mut b_buffer: Vec<T> =
        Vec::with_capacity(depth_max * COL_BLOCK.min(cols).next_multiple_of(T::TILE));
    let mut a_buffer: Vec<T> =
        Vec::with_capacity(depth_max * row_block.min(rows).next_multiple_of(TILE_ROWS));
    for j0 in (0..cols).step_by(COL_BLOCK) {
        let width = COL_BLOCK.min(cols - j0);
        for k0 in (0..inner).step_by(INNER_BLOCK) {
            let depth = INNER_BLOCK.min(inner - k0);
            let b_panels = pack_b::<T, W>(&mut b_buffer, b, k0, depth, j0, width);
            for i0 in (0..rows).step_by(row_block) {
                let height = row_block.min(rows - i0);
                let a_panels = pack_a(&mut a_buffer, a, k0, depth, i0, height);
                for (p, b_panel) in b_panels.chunks_exact(depth * T::TILE).enumerate() {
                    let j = j0 + p * T::TILE;
                    let target = Target {
                        cols,
                        j,
                        width: T::TILE.min(cols - j),
                        add: k0 > 0,
                        bias,
                    };
                    for (q, a_panel) in a_panels.chunks_exact(depth * TILE_ROWS).enumerate() {
                        let i = i0 + q * TILE_ROWS;
                        let tile_rows = TILE_ROWS.min(rows - i);
                        let c_rows = &mut c[i * cols..(i + tile_rows) * cols];
                        prefetch_tile(c_rows, target);
                        // SAFETY: inlined into the family's function in `simd`, only called on
                        // a CPU with `W`'s features; with `add`, the first inner block wrote `c`.
                        unsafe {
                            store::<W, T, TILE_ROWS>(
                                &tile::<T, W>(a_panel, b_panel),
                                c_rows,
                                target,
                            )
                        };
                    }
                }
            }
        }
    }
}

/// Asks for the cache lines of the tile's part of `c` now, so that they arrive while the
/// tile's multiply-adds run (about a thousand cycles): `c` is too large for L2, and the tile
/// reads it (adding to an earlier inner block) or writes it only at the end.
#[inline(always)]
fn prefetch_tile<T>(c_rows: &[MaybeUninit<T>], target: Target<'_, T>) {
    for row in c_rows.chunks_exact(target.cols) {
        let segment = &row[target.j..target.j + target.width];
        for at in [0, segment.len() - 1] {
            // SAFETY: a prefetch only hints; the address lies inside `c`. The CPU has SSE.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(segment[at..].as_ptr().cast::<i8>()) };
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
    let slots = &mut buffer.spare_capacity_mut()[..len];
    for (p, panel) in slots.chunks_exact_mut(depth * T::TILE).enumerate() {
        let j = j0 + p * T::TILE;
        let panel_width = T::TILE.min(j0 + width - j);
        if b.cols == 1 {
            panels::pack::<T, W>(panel, b, k0, j, panel_width);
            continue;
        }
        let start = b.offset + k0 * b.rows + j * b.cols;
        if b.rows == 1 && panel_width == T::TILE {
            pack_columns::<T, W>(panel, &b.data[start..], b.cols, depth);
            continue;
        }
        gather(panel, b.data, start, [b.cols, b.rows], panel_width, T::TILE);
    }
    // SAFETY: each panel's loop wrote every one of its slots, and the panels cover `len`.
    unsafe { buffer.set_len(len) };
    buffer
}

/// Packs one panel of `b` whose `TILE` columns are contiguous (a transposed view), column `q`
/// being `depth` values from `b[q * step]`: squares of `TILE / 2` steps and columns
/// transposed in registers, the last steps one value at a time.
#[inline(always)]
fn pack_columns<T: Simd<W>, W>(panel: &mut [MaybeUninit<T>], b: &[T], step: usize, depth: usize) {
    let lanes = T::TILE / 2;
    let columns: [&[T]; TILE_MAX] = core::array::from_fn(|q| match q < T::TILE {
        true => &b[q * step..][..depth],
        false => &[],
    });
    let squares = depth - depth % lanes;
    for k in (0..squares).step_by(lanes) {
        for half in [0, lanes] {
            let dst = &mut panel[k * T::TILE + half..];
            // SAFETY: inlined into the kernel, which runs only on a CPU with `W`'s features;
            // `transpose` checks its slices.
            unsafe { T::transpose(&columns[half..half + lanes], k, dst, T::TILE) };
        }
    }
    for k in squares..depth {
        for (q, slot) in panel[k * T::TILE..][..T::TILE].iter_mut().enumerate() {
            slot.write(columns[q][k]);
        }
    }
}

/// Packs `a[i0..i0 + height, k0..k0 + depth]` into `buffer` as panels of [`TILE_ROWS`] rows
/// (zeros past `height`), each `depth` steps of `TILE_ROWS` values, and returns them.
#[inline(always)]
fn pack_a<'p, T: Float>(
    buffer: &'p mut Vec<T>,
    a: Matrix<T>,
    k0: usize,
    depth: usize,
    i0: usize,
    height: usize,
) -> &'p [T] {
    let len = depth * height.next_multiple_of(TILE_ROWS);
    buffer.clear();
    let slots = &mut buffer.spare_capacity_mut()[..len];
    for (p, panel) in slots.chunks_exact_mut(depth * TILE_ROWS).enumerate() {
        let i = i0 + p * TILE_ROWS;
        let tile_rows = TILE_ROWS.min(i0 + height - i);
        let start = a.offset + i * a.rows + k0 * a.cols;
        if a.cols == 1 && tile_rows == TILE_ROWS {
            // Rows of `a` contiguous: six streams read side by side, no bounds in the loop.
            let rows: [&[T]; TILE_ROWS] =
                core::array::from_fn(|r| &a.data[start + r * a.rows..][..depth]);
            for (k, step) in panel.chunks_exact_mut(TILE_ROWS).enumerate() {
                for (slot, row) in step.iter_mut().zip(&rows) {
                    slot.write(row[k]);
                }
            }
            continue;
        }
        if a.rows == 1 && tile_rows == TILE_ROWS {
            // Columns of `a` contiguous (a transposed view): each step's six values lie side
            // by side.
            for (k, step) in panel.chunks_exact_mut(TILE_ROWS).enumerate() {
                let values: &[T; TILE_ROWS] = a.data[start + k * a.cols..].first_chunk().unwrap();
                for (slot, &x) in step.iter_mut().zip(values) {
                    slot.write(x);
                }
            }
            continue;
        }
        gather(panel, a.data, start, [a.rows, a.cols], tile_rows, TILE_ROWS);
    }
    // SAFETY: the loop wrote every slot of each panel, and the panels cover `len` slots.
    unsafe { buffer.set_len(len) };
    buffer
}

/// Packs a panel of `lines` lines (rows of `a`, columns of `b`) from strided storage, one value
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

/// One `TILE_ROWS x TILE` register tile: `a_panel` (per step, `TILE_ROWS` values of `a`)
/// times `b_panel` (per step, `TILE` values of `b`), over the panels' steps.
///
/// # Safety
/// Only where `W`'s features are enabled (inlined into the kernel).
#[inline(always)]
unsafe fn tile<T: Simd<W>, W>(a_panel: &[T], b_panel: &[T]) -> [[T::V; 2]; TILE_ROWS] {
    // SAFETY (for the block): the caller's CPU has `W`'s features.
    unsafe {
        let mut acc = [[T::splat(T::zero()); 2]; TILE_ROWS];
        let a_steps = a_panel.chunks_exact(UNROLL * TILE_ROWS);
        let b_steps = b_panel.chunks_exact(UNROLL * T::TILE);
        let (a_rest, b_rest) = (a_steps.remainder(), b_steps.remainder());
        for (a, b) in a_steps.zip(b_steps) {
            for u in 0..UNROLL {
                step::<T, W>(&mut acc, &a[u * TILE_ROWS..], &b[u * T::TILE..]);
            }
        }
        for (a, b) in a_rest
            .chunks_exact(TILE_ROWS)
            .zip(b_rest.chunks_exact(T::TILE))
        {
            step::<T, W>(&mut acc, a, b);
        }
        acc
    }
}

/// One step of the inner axis: `acc[r] += a[r] * b[..TILE]`, for the tile's rows.
///
/// # Safety
/// Only where `W`'s features are enabled (inlined into the kernel).
#[inline(always)]
unsafe fn step<T: Simd<W>, W>(acc: &mut [[T::V; 2]; TILE_ROWS], a: &[T], b: &[T]) {
    let a: &[T; TILE_ROWS] = a.first_chunk().unwrap();
    // SAFETY: the caller's CPU has `W`'s features; `load` checks its slice.
    unsafe {
        let (b0, b1) = (T::load(b), T::load(&b[T::TILE / 2..]));
        for r in 0..TILE_ROWS {
            let x = T::splat(a[r]);
            acc[r][0] = T::fma(x, b0, acc[r][0]);
            acc[r][1] = T::fma(x, b1, acc[r][1]);
        }
    }
}

#[cfg(test)]
mod tests;
