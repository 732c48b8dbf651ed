//! The one-register panel kernel (x86-64 with AVX-512F): `c = a · b` for products whose rows
//! of `c` fit one zmm register (16 `f32` or 8 `f64` columns) and whose lhs rows are
//! contiguous, such as a classifier's output layer `[4096, 64] x [64, 10]`.
//!
//! The other kernels' tiles are two registers wide; on such narrow products a zmm tile would
//! leave more than half its lanes idle, and the ymm tile (6 rows, 16 `f32` columns) does two
//! FMAs per row and step where one zmm register of 16 columns does the work in one. Here `b`
//! is copied into one panel of a register's width per block of [`INNER_BLOCK`] steps (the
//! first block writes `c`, the others add to it), and register tiles of up to [`ROWS`] rows of
//! `a`, read in place, multiply it: one load of `b` and one FMA per row and step.

use super::blocking::INNER_BLOCK;
use super::driver::{self, Blocks, Leaf};
use super::operand::Matrix;
use super::simd::Simd;
use super::tiles::{prefetch_tile, row_tiles, store, RowTile, Target};
use core::marker::PhantomData;
use core::mem::MaybeUninit;

/// The most rows in one tile: 16 accumulators, the panel's register and the broadcasts in
/// flight use about half of AVX-512's 32 registers, and `row_tiles` has no taller arm.
const ROWS: usize = 16;

/// This leaf, for the driver: products that [`choose_kernel`](super::choose::choose_kernel)
/// gives it, whose rows of `c` fit one register and whose lhs rows are contiguous (or one step
/// long).
///
/// Its blocks: the inner axis in blocks of [`INNER_BLOCK`] steps, all columns and rows in one
/// block; each block's panel of `b` is copied, then every register tile of rows
/// ([`row_tiles`], its own [`ROWS`] whatever the family's) multiplies it, `a` read in place.
pub(super) struct OneRegister;

impl<T: Simd<W>, W, const TILE_ROWS: usize> Leaf<T, W, TILE_ROWS> for OneRegister {
    #[inline(always)]
    fn blocks(rows: usize, _inner: usize, cols: usize) -> Blocks {
        debug_assert!(cols <= T::TILE / 2);
        Blocks {
            inner: INNER_BLOCK,
            cols,
            rows,
            inner_outer: true,
        }
    }

    #[inline(always)]
    fn b_slots(depth: usize, _width: usize) -> usize {
        depth * (T::TILE / 2)
    }

    /// Copies `b[k0..k0 + depth, ..width]` into `slots`, one register's lanes per step (zeros
    /// past `width`): a masked load per step where `b`'s rows are contiguous, one value at a
    /// time otherwise (`b` is at most `inner x 16`).
    #[inline(always)]
    fn pack_b<'p>(
        slots: &'p mut [MaybeUninit<T>],
        b: Matrix<T>,
        k0: usize,
        _depth: usize,
        _j0: usize,
        width: usize,
    ) -> &'p [T] {
        let lanes = T::TILE / 2;
        for (k, step) in slots.chunks_exact_mut(lanes).enumerate() {
            let start = b.offset + (k0 + k) * b.rows;
            if b.cols == 1 {
                // SAFETY: inlined into the family's function in `dispatch`, only called on a
                // CPU with `W`'s features; `load_part` reads only the `width` values of the row.
                unsafe { T::store(T::load_part(&b.data[start..], width), step) };
            } else {
                for (q, slot) in step.iter_mut().enumerate() {
                    slot.write(match q < width {
                        true => b.data[start + q * b.cols],
                        false => T::zero(),
                    });
                }
            }
        }
        // SAFETY: every step wrote its `lanes` slots, the steps cover the slots, and
        // `MaybeUninit<T>` has `T`'s layout.
        unsafe { &*(slots as *const [MaybeUninit<T>] as *const [T]) }
    }

    #[inline(always)]
    fn multiply(block: &driver::Block<'_, T>, c_rows: &mut [MaybeUninit<T>]) {
        debug_assert!(block.a.cols == 1 || block.product[1] == 1);
        let panel = PanelBlock::<T, W> {
            a: block.a,
            a_start: block.a.offset + block.region.k0,
            depth: block.region.depth,
            panel: block.b_packed,
            target: block.target,
            family: PhantomData,
        };
        row_tiles::<_, ROWS>(&panel, c_rows, block.target.cols);
    }
}

/// One block of the inner axis: `a`'s rows over it, `b`'s panel, and where the product goes.
struct PanelBlock<'a, T, W> {
    /// `a[i, k0 + k]` is `a.data[a_start + i * a.rows + k]`, for `k < depth`.
    a: Matrix<'a, T>,
    a_start: usize,
    depth: usize,
    /// `b[k0 + k, q]` is `panel[k * lanes + q]` (0 for `q >= cols`).
    panel: &'a [T],
    target: Target<'a, T>,
    family: PhantomData<W>,
}

impl<T: Simd<W>, W> RowTile<T> for PanelBlock<'_, T, W> {
    #[inline(always)]
    fn tile<const R: usize>(&self, c_rows: &mut [MaybeUninit<T>], first: usize) {
        let (lanes, depth) = (T::TILE / 2, self.depth);
        let a: [&[T]; R] = core::array::from_fn(|r| {
            &self.a.data[self.a_start + (first + r) * self.a.rows..][..depth]
        });
        prefetch_tile(c_rows, self.target);
        // SAFETY: every `Simd` call and `store` run inlined into the family's function in
        // `dispatch`, only called on a CPU with `W`'s features; with `add`, an earlier inner block
        // wrote every slot.
        unsafe {
            let mut acc = [[T::splat(T::zero()); 1]; R];
            for (b, k) in self.panel.chunks_exact(lanes).zip(0..depth) {
                let b = T::load(b);
                for r in 0..R {
                    acc[r][0] = T::fma(T::splat(a[r][k]), b, acc[r][0]);
                }
            }
            store::<W, T, R, 1>(&acc, c_rows, self.target);
        }
    }
}

#[cfg(test)]
mod tests;
