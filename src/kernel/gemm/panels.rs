//! The panel float kernel (x86-64 with AVX2 and FMA, or AVX-512F): `c = a · b` for a lhs whose
//! rows are contiguous, either few (up to a few hundred) or multiplied into narrow rows of `c`,
//! with `b` copied and `a` read in place.
//!
//! A packing kernel (matrixmultiply's, or `packed`) copies both operands on every call; for a
//! product of a few dozen or hundred rows (a 64-cube, one item of a batch of them, a layer
//! applied to 64 tokens), or one with few columns, packing `a` costs a large share of the
//! multiply-adds. Here only `b` is copied: a column block of panels of [`Simd::TILE`] columns
//! over [`INNER_BLOCK`] steps of the inner axis (in L2), and each register tile of rows of `a`
//! (the tiles of the few-rows kernel, `tiles`) multiplies every panel of the block in turn, its
//! rows of `a` read from memory for the first panel and from L1 for the others.

use super::blocking::{col_block, INNER_BLOCK, LHS_BLOCK_BYTES};
use super::driver::{self, Blocks, Leaf};
use super::operand::Matrix;
use super::pack::pack_block;
use super::simd::Simd;
use super::tiles::{prefetch_tile, row_tiles, store, RowTile, Target};
use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
use core::marker::PhantomData;
use core::mem::MaybeUninit;

/// The tiles walk the next tile's rows of `a` ([`Walk`]) only in a lhs (its whole storage, all
/// batch items) larger than this, the lhs block the kernel expects L2 to hold: a smaller one
/// is likely in cache already, where each step's prefetch would only take a load slot.
const WALK_MIN_BYTES: usize = LHS_BLOCK_BYTES;

/// This leaf, for the driver: products that [`choose_kernel`](super::choose::choose_kernel)
/// gives it, whose lhs rows are contiguous (or one step long) and few enough for a block of
/// them to stay in L2 ([`LHS_BLOCK_BYTES`]), or whose rows of `c` are narrow.
///
/// Its blocks: the inner axis outermost in blocks of [`INNER_BLOCK`] steps, then columns of a
/// column block, so that `b` is read a block of whole rows at a time (a walk down one panel's
/// columns over all of a deep `b` would stride through memory the prefetchers do not follow);
/// all rows in one block, `a` read in place. Each block's panels of `b` are copied, then
/// every register tile of rows of `a` ([`row_tiles`]) multiplies all of them. With rows outer
/// ([`rows_outer`]) a column block is as many panels of [`Simd::TILE`] columns as fit
/// [`col_block`]'s budget (in L2), so that `a` is read from memory once per block; panels
/// outer, it is one panel, which stays in L1 while `a`'s block is read from L2 for each.
pub(super) struct Panels;

impl<T: Simd<W>, W, const ROWS: usize> Leaf<T, W, ROWS> for Panels {
    #[inline(always)]
    fn blocks(rows: usize, inner: usize, cols: usize) -> Blocks {
        let depth_max = INNER_BLOCK.min(inner);
        Blocks {
            inner: INNER_BLOCK,
            cols: match rows_outer::<T>(rows, depth_max, cols) {
                true => col_block::<T>(depth_max, T::TILE),
                false => T::TILE,
            },
            rows,
            inner_outer: true,
        }
    }

    #[inline(always)]
    fn b_slots(depth: usize, width: usize) -> usize {
        depth * width.next_multiple_of(T::TILE)
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
    fn multiply(block: &driver::Block<'_, T>, c_rows: &mut [MaybeUninit<T>]) {
        debug_assert!(block.a.cols == 1 || block.product[1] == 1);
        let panels = PanelBlock::<T, W> {
            a: block.a,
            a_start: block.a.offset + block.region.k0,
            depth: block.region.depth,
            panels: block.b_packed,
            target: block.target,
            family: PhantomData,
        };
        row_tiles::<_, ROWS>(&panels, c_rows, block.target.cols);
    }
}

/// Whether each row tile multiplies every panel of a column block in turn (rows outer), rather
/// than each panel being multiplied by every row tile (panels outer), for a product of `rows`
/// by `cols` over inner blocks of `depth` steps: rows outer reads `a` from memory once per
/// block and the block of `b` once per row tile, panels outer reads `b` once and `a`'s block
/// once per panel. So rows outer where `a`'s block does not stay in L2 ([`LHS_BLOCK_BYTES`]),
/// or `b`'s stays in L1 ([`L1_BLOCK_BYTES`]); else panels outer, whose one panel stays in L1.
fn rows_outer<T>(rows: usize, depth: usize, cols: usize) -> bool {
    let bytes = depth * size_of::<T>();
    rows * bytes > LHS_BLOCK_BYTES || cols * bytes <= L1_BLOCK_BYTES
}

/// The most bytes of `b`'s column block that rows outer ([`rows_outer`]) reads once per row
/// tile where `a`'s block would stay in L2: two thirds of the L1 of the cores this kernel was
/// tuned on, leaving room for the row tile of `a`.
const L1_BLOCK_BYTES: usize = 32 * 1024;

/// The panels of one column block of `b` over one block of the inner axis, and where their
/// product goes, in registers of family `W`.
struct PanelBlock<'a, T, W> {
    /// `a[i, k0 + k]` is `a.data[a_start + i * a.rows + k]`, for `k < depth`.
    a: Matrix<'a, T>,
    a_start: usize,
    depth: usize,
    /// `b[k0 + k, j0 + p * TILE + q]` is `panels[(p * depth + k) * TILE + q]` (0 past the
    /// target's width).
    panels: &'a [T],
    /// The block's columns: `j0 = target.j`, `target.width` of them.
    target: Target<'a, T>,
    family: PhantomData<W>,
}

impl<T: Simd<W>, W> RowTile<T> for PanelBlock<'_, T, W> {
    #[inline(always)]
    fn tile<const R: usize>(&self, c_rows: &mut [MaybeUninit<T>], first: usize) {
        let depth = self.depth;
        let a: [&[T]; R] = core::array::from_fn(|r| {
            &self.a.data[self.a_start + (first + r) * self.a.rows..][..depth]
        });
        let here = a[0].as_ptr().cast::<i8>();
        let walks = self.a.rows == depth && size_of_val(self.a.data) > WALK_MIN_BYTES;
        let next_rows = walks.then(|| Walk::over_next_rows::<T, R>(here, depth));
        let (j0, width) = (self.target.j, self.target.width);
        for (p, panel) in self.panels.chunks_exact(depth * T::TILE).enumerate() {
            let j = j0 + p * T::TILE;
            let target = Target {
                j,
                width: T::TILE.min(j0 + width - j),
                ..self.target
            };
            prefetch_tile(c_rows, target);
            // SAFETY: inlined into the family's function in `dispatch`, only called on a CPU
            // with `W`'s features; with `add`, an earlier inner block wrote every slot.
            unsafe {
                let acc = match (p, next_rows) {
                    (0, Some(walk)) => panel_tile::<T, W, R, true>(&a, panel, walk),
                    _ => panel_tile::<T, W, R, false>(&a, panel, Walk::NONE),
                };
                store::<W, T, R, 2>(&acc, c_rows, target)
            };
        }
    }
}

/// The lines a tile's loop asks for ahead of its reads, one per step of the inner axis: the
/// rows of `a` of the next tile, where they follow the tile's own in memory and `a` is larger
/// than [`WALK_MIN_BYTES`]. A tile reads its `R` rows of `a` in place, `R` streams of a few
/// lines each, which the hardware prefetchers do not pick up: without the walk, each tile's
/// lines arrive on demand, one tile after another (BENCHMARKS.md, "Reading `a` in place").
#[derive(Clone, Copy)]
struct Walk {
    /// Step `k` asks for the line at `from + k * step`.
    from: *const i8,
    step: usize,
}

impl Walk {
    /// No walk, for the loops that do not prefetch.
    const NONE: Walk = Walk {
        from: core::ptr::null(),
        step: 0,
    };

    /// The walk over the `R` rows of `depth` values that follow the tile's rows at `here`
    /// (where `a`'s rows are adjacent, `depth` apart), at most a line a step.
    fn over_next_rows<T, const R: usize>(here: *const i8, depth: usize) -> Walk {
        Walk {
            from: here.wrapping_add(R * depth * size_of::<T>()),
            step: (R * size_of::<T>()).min(64),
        }
    }
}

/// One `R x TILE` register tile: rows `a` (read in place) times one panel of `b`, over the
/// panel's steps, asking for `walk`'s lines on the way if `PREFETCH` (a loop of its own, so
/// that the tiles that do not walk run the loop they ran before).
///
/// # Safety
/// Only where `W`'s features are enabled (inlined into the kernel).
#[inline(always)]
unsafe fn panel_tile<T: Simd<W>, W, const R: usize, const PREFETCH: bool>(
    a: &[&[T]; R],
    panel: &[T],
    walk: Walk,
) -> [[T::V; 2]; R] {
    let lanes = T::TILE / 2;
    // SAFETY (for the block): the caller's CPU has `W`'s features; `load` checks its slice; a
    // prefetch only hints, whatever its address.
    unsafe {
        let mut acc = [[T::splat(T::zero()); 2]; R];
        for (b, k) in panel.chunks_exact(T::TILE).zip(0..a[0].len()) {
            if PREFETCH {
                _mm_prefetch::<_MM_HINT_T0>(walk.from.wrapping_add(k * walk.step));
            }
            let (b0, b1) = (T::load(b), T::load(&b[lanes..]));
            for r in 0..R {
                let x = T::splat(a[r][k]);
                acc[r][0] = T::fma(x, b0, acc[r][0]);
                acc[r][1] = T::fma(x, b1, acc[r][1]);
            }
        }
        acc
    }
}

#[cfg(test)]
mod tests;
