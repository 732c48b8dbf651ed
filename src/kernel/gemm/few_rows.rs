//! The few-rows float kernel (x86-64 with AVX2 and FMA, or AVX-512F): `c = a · b` for a lhs of
//! at most [`MAX_ROWS`] rows and a rhs whose rows are contiguous, without packing the rhs.
//!
//! A packing kernel copies all of `b` before multiplying, which costs about as much as the
//! multiply-adds when `a` has only a few rows (the attention case `[5, 64] x [64, 2048]`).
//! Here a register tile of up to a family's tile rows (`tiles`) by two SIMD
//! registers of columns walks the inner axis, each step broadcasting `a[i, k]` over the
//! contiguous segment `b[k, j..]`, so `b` is read in place, once per column block. Only `a`
//! (small) is copied, an inner block at a time, into a k-major buffer (bounded however long
//! the inner axis: a broadcast `a` can be far larger than memory); the last columns of `b`
//! (fewer than a tile) are read with masked loads.

use super::blocking::INNER_BLOCK;
use super::choose::{FEW_ROWS_MAX_ROWS as MAX_ROWS, FEW_ROWS_MIN_INNER as MIN_INNER};
use super::driver::{self, Blocks, Leaf, Region};
use super::operand::Matrix;
use super::simd::Simd;
use super::tiles::{row_tiles, store, RowTile, Target};
use core::arch::x86_64::_mm_prefetch;
use core::arch::x86_64::_MM_HINT_T0;
use core::marker::PhantomData;
use core::mem::MaybeUninit;

/// This leaf, for the driver: products that [`choose_kernel`](super::choose::choose_kernel)
/// gives it, of at most [`MAX_ROWS`] rows, at least [`MIN_INNER`] steps of the inner axis (and
/// a minimum of columns), and `b`'s rows contiguous.
///
/// Its blocks: the inner axis in blocks of [`INNER_BLOCK`] steps, every column and row in one
/// block. `a`'s block is copied k-major (its rows' values of each step side by side, at most
/// `MAX_ROWS * INNER_BLOCK` values however long the inner axis); `b` is read in place, a
/// column block of [`Simd::TILE`] columns at a time, each in register tiles of rows
/// ([`row_tiles`]).
pub(super) struct FewRows;

impl<T: Simd<W>, W, const ROWS: usize> Leaf<T, W, ROWS> for FewRows {
    #[inline(always)]
    fn blocks(rows: usize, inner: usize, cols: usize) -> Blocks {
        debug_assert!(rows <= MAX_ROWS && inner >= MIN_INNER);
        Blocks {
            inner: INNER_BLOCK,
            cols,
            rows,
            inner_outer: true,
        }
    }

    #[inline(always)]
    fn a_slots(depth: usize, height: usize) -> usize {
        depth * height
    }

    /// `a_k[k * height + i] = a[i0 + i, k0 + k]`: a tile reads its rows' values of step `k`
    /// side by side.
    #[inline(always)]
    fn pack_a<'p>(slots: &'p mut [MaybeUninit<T>], a: Matrix<T>, region: Region) -> &'p [T] {
        let Region {
            i0,
            height,
            k0,
            depth,
        } = region;
        for (k, step) in slots.chunks_exact_mut(height).take(depth).enumerate() {
            let start = a.offset + i0 * a.rows + (k0 + k) * a.cols;
            for (i, slot) in step.iter_mut().enumerate() {
                slot.write(a.data[start + i * a.rows]);
            }
        }
        // SAFETY: the loop wrote every slot (`depth` steps of `height`, the slots' length),
        // and `MaybeUninit<T>` has `T`'s layout.
        unsafe { &*(slots as *const [MaybeUninit<T>] as *const [T]) }
    }

    #[inline(always)]
    fn multiply(block: &driver::Block<'_, T>, c_rows: &mut [MaybeUninit<T>]) {
        let b = block.b;
        debug_assert!(b.cols == 1);
        let [_, inner, cols] = block.product;
        let rows = block.region.height;
        let streams = inner.saturating_mul(cols).saturating_mul(size_of::<T>()) >= STREAM_RHS_BYTES;
        let strip_start = b.offset + block.region.k0 * b.rows;
        for j in (0..cols).step_by(T::TILE) {
            let strip = Strip {
                a_k: block.a_packed,
                rows,
                strip: &b.data[strip_start + j..],
                step: b.rows,
                target: Target {
                    j,
                    width: T::TILE.min(cols - j),
                    ..block.target
                },
            };
            match (strip.target.width == T::TILE, streams) {
                (true, true) => {
                    row_tiles::<_, ROWS>(&Width::<T, W, true, true>::of(&strip), c_rows, cols)
                }
                (true, false) => {
                    row_tiles::<_, ROWS>(&Width::<T, W, true, false>::of(&strip), c_rows, cols)
                }
                (false, _) => {
                    row_tiles::<_, ROWS>(&Width::<T, W, false, false>::of(&strip), c_rows, cols)
                }
            }
        }
    }
}

/// How far ahead of a tile's row segment the next column blocks are prefetched, in bytes:
/// the walk down a column block steps by a whole row of `b` (often past a page), which the
/// hardware prefetchers do not follow. One line, two zmm column blocks of `f32` ahead (four
/// ymm blocks), while `b` stays in L2.
const PREFETCH_BYTES: usize = 256;

/// A rhs of at least this many bytes (the L2 per core of the Xeon these distances were
/// measured on) comes from L3 or memory, so each step asks for both lines of the next zmm
/// column block's row segment ([`STREAM_PREFETCH_BYTES`]); a smaller one, in L2, asks for one
/// line ([`PREFETCH_BYTES`]), where a second request would take a load slot of a loop bound by
/// its loads (BENCHMARKS.md, "Few rows"). The bytes are those of the call's own `b`: a column
/// block of it when the product is split over threads, each of which has its own L2.
/// Distances are in bytes, tuned for zmm tiles (128 bytes of columns); ymm tiles keep them.
const STREAM_RHS_BYTES: usize = 2 << 20;

/// How far ahead of a tile's row segment a streamed rhs is prefetched: the next zmm column
/// block, whose two lines it asks for.
const STREAM_PREFETCH_BYTES: usize = 128;

/// One column block of `b` over one block of the inner axis, and where its product goes.
struct Strip<'a, T> {
    /// `a`'s block, k-major (`rows` values per step of the inner axis).
    a_k: &'a [T],
    rows: usize,
    /// `b[k0 + k, j..j + width]` is `strip[k * step..][..width]`.
    strip: &'a [T],
    step: usize,
    target: Target<'a, T>,
}

/// A [`Strip`] whose columns fill a whole tile (`FULL`: read with whole registers) or not
/// (read with masked loads), of a rhs that streams from beyond L2 (`STREAM`, see
/// [`STREAM_RHS_BYTES`]) or not, in registers of family `W`.
struct Width<'b, 'a, T, W, const FULL: bool, const STREAM: bool>(&'b Strip<'a, T>, PhantomData<W>);

impl<'b, 'a, T, W, const FULL: bool, const STREAM: bool> Width<'b, 'a, T, W, FULL, STREAM> {
    fn of(block: &'b Strip<'a, T>) -> Self {
        Width(block, PhantomData)
    }
}

impl<T: Simd<W>, W, const FULL: bool, const STREAM: bool> RowTile<T>
    for Width<'_, '_, T, W, FULL, STREAM>
{
    #[inline(always)]
    fn tile<const R: usize>(&self, c_rows: &mut [MaybeUninit<T>], first: usize) {
        let block = self.0;
        let lanes = T::TILE / 2;
        let width = block.target.width;
        let (n0, n1) = (width.min(lanes), width.saturating_sub(lanes));
        // SAFETY: every `Simd` call and `store` run inlined into the family's function in
        // `dispatch`, only called on a CPU with `W`'s features; with `add`, an earlier inner block
        // wrote every slot.
        unsafe {
            let mut acc = [[T::splat(T::zero()); 2]; R];
            // Checked once, not per step (the checks held registers the loop needs, BENCHMARKS.md
            // "One GEMM driver"): `a_k` holds `depth` steps of `rows` values with this tile's
            // `first..first + R` among them, and the strip `depth - 1` whole steps of `b` and
            // the last step's `used` values.
            let (rows, step, depth) = (block.rows, block.step, block.a_k.len() / block.rows);
            let used = if FULL { T::TILE } else { width };
            assert!(
                first + R <= rows && (depth == 0 || (depth - 1) * step + used <= block.strip.len()),
                "few_rows: a tile outside its block"
            );
            let (a_k, strip) = (block.a_k.as_ptr(), block.strip.as_ptr());
            for k in 0..depth {
                // SAFETY (of both reads): `k < depth`, so `k * rows + first + R <= depth * rows`
                // (the length of `a_k`) and `k * step + used` is within the strip (checked
                // above); both are read as shared slices of initialized `T`.
                let a: &[T; R] = &*a_k.add(k * rows + first).cast::<[T; R]>();
                let b = core::slice::from_raw_parts(strip.add(k * step), used);
                let distance = match STREAM {
                    true => STREAM_PREFETCH_BYTES,
                    false => PREFETCH_BYTES,
                };
                let ahead = b.as_ptr().cast::<i8>().wrapping_add(distance);
                _mm_prefetch::<_MM_HINT_T0>(ahead);
                if STREAM {
                    _mm_prefetch::<_MM_HINT_T0>(ahead.wrapping_add(64));
                }
                let (b0, b1) = if FULL {
                    (T::load(b), T::load(&b[lanes..]))
                } else {
                    (
                        T::load_part(b, n0),
                        T::load_part(b.get(lanes..).unwrap_or(&[]), n1),
                    )
                };
                for r in 0..R {
                    let x = T::splat(a[r]);
                    acc[r][0] = T::fma(x, b0, acc[r][0]);
                    acc[r][1] = T::fma(x, b1, acc[r][1]);
                }
            }
            store::<W, T, R, 2>(&acc, c_rows, block.target);
        }
    }
}

#[cfg(test)]
mod tests;
