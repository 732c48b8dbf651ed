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

use super::simd::{Kernel, Simd, TILE_MAX};
use super::tiles::{prefetch_tile, row_tiles, store, RowTile, Target, INNER_BLOCK};
use super::{packed, Matrix};
use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
use core::marker::PhantomData;
use core::mem::MaybeUninit;

/// The lhs block the panels of `b` are multiplied by, `rows x INNER_BLOCK` elements, may take
/// up to this many bytes, half of this CPU's L2 per core. Larger blocks take the packed
/// kernel, unless the product is narrow ([`NARROW_ROW_BYTES`], [`SHALLOW_ROW_BYTES`]).
pub(super) const LHS_BLOCK_BYTES: usize = 256 * 1024;

/// Products whose rows of `c` take at most this many bytes (64 f32 or 32 f64 columns: four ymm
/// panels, two zmm) take this kernel whatever their rows: `a` is read in place once per block
/// of the inner axis, where packing it would copy it for that little use.
pub(super) const NARROW_ROW_BYTES: usize = 256;

/// Products of one block of the inner axis (at most [`INNER_BLOCK`] steps) whose rows of `c`
/// take at most this many bytes (four zmm panels of f32) take this kernel whatever their rows:
/// a row tile of `a`, read from memory for the first panel, is in L1 for the other three,
/// where the packed kernel's copy of `a` is not paid back over so few columns and steps.
/// Wider or deeper products run faster packed (BENCHMARKS.md, "Panels of a whole column
/// block").
pub(super) const SHALLOW_ROW_BYTES: usize = 512;

/// The tiles walk the next tile's rows of `a` ([`Walk`]) only in a lhs (its whole storage, all
/// batch items) larger than this, the lhs block the kernel expects L2 to hold: a smaller one
/// is likely in cache already, where each step's prefetch would only take a load slot.
const WALK_MIN_BYTES: usize = LHS_BLOCK_BYTES;

/// The panel buffer's size: [`INNER_BLOCK`] steps of the widest tile's columns ([`TILE_MAX`]
/// f32, 128 bytes; a ymm tile uses half).
const PANEL_BYTES: usize = INNER_BLOCK * TILE_MAX * size_of::<f32>();

/// The panel's storage, on the stack (allocating, zeroing and freeing a heap buffer showed in
/// small products: BENCHMARKS.md, "the panel kernel"), aligned to a cache line so that each
/// step's 64 bytes lie in one line, not two.
#[repr(C, align(64))]
struct PanelBuffer([MaybeUninit<u8>; PANEL_BYTES]);

impl PanelBuffer {
    /// The buffer as slots of `T`, as many as fit.
    fn slots<T>(&mut self) -> &mut [MaybeUninit<T>] {
        assert!(align_of::<T>() <= 64, "the buffer is aligned for T");
        let len = PANEL_BYTES / size_of::<T>();
        // SAFETY: the buffer is `PANEL_BYTES` long and 64-aligned, which is at least `T`'s
        // alignment (checked above); `MaybeUninit<T>` asks nothing of its bytes, and the
        // slice borrows the buffer mutably for its lifetime.
        unsafe { core::slice::from_raw_parts_mut(self.0.as_mut_ptr().cast(), len) }
    }
}

/// This kernel, for [`run`](super::simd::run): products that
/// [`choose_kernel`](super::choose::choose_kernel) gives it, whose lhs rows are contiguous
/// (or one step long) and few enough for a block of them to stay in L2
/// ([`LHS_BLOCK_BYTES`]), or whose rows of `c` are narrow ([`NARROW_ROW_BYTES`]).
pub(super) struct Panels;

impl Kernel for Panels {
    #[inline(always)]
    fn gemm<T: Simd<W>, W, const ROWS: usize>(
        c: &mut [MaybeUninit<T>],
        cols: usize,
        bias: Option<&[T]>,
        inner: usize,
        a: Matrix<T>,
        b: Matrix<T>,
    ) {
        debug_assert!(inner > 0 && (a.cols == 1 || inner == 1));
        panels::<T, W, ROWS>(c, cols, bias, inner, a, b);
    }
}

/// `c = a · b` by blocks: the inner axis in blocks of [`INNER_BLOCK`] steps (the first writes
/// `c`, the others add to it), then columns of `col_block`, so that `b` is read a block of
/// whole rows at a time (a walk down one panel's columns over all of a deep `b` would stride
/// through memory the prefetchers do not follow); each block's panels of `b` are copied,
/// then every register tile of rows of `a` ([`row_tiles`]) multiplies all of them. With rows
/// outer ([`rows_outer`]) a column block is as many panels of [`Simd::TILE`]
/// columns as fit [`packed::col_block`]'s budget (in L2), so that `a` is read from memory once
/// per block; panels outer, it is one panel, which stays in L1 while `a`'s block is read from
/// L2 for each. Every element read lies in the region the caller checked: `a`'s
/// `rows x inner`, `b`'s `inner x cols`. Runs only where `W`'s features are enabled (inlined
/// into the family's function in `simd`).
#[inline(always)]
fn panels<T: Simd<W>, W, const ROWS: usize>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    let depth_max = INNER_BLOCK.min(inner);
    let col_block = match rows_outer::<T>(c.len() / cols, depth_max, cols) {
        true => packed::col_block::<T>(depth_max, T::TILE),
        false => T::TILE,
    };
    let block_len = depth_max * col_block.min(cols).next_multiple_of(T::TILE);
    let mut buffer = PanelBuffer([MaybeUninit::uninit(); PANEL_BYTES]);
    let mut heap: Vec<T> = Vec::new();
    let slots = match block_len <= PANEL_BYTES / size_of::<T>() {
        true => buffer.slots::<T>(),
        false => {
            heap.reserve_exact(block_len);
            heap.spare_capacity_mut()
        }
    };
    for k0 in (0..inner).step_by(INNER_BLOCK) {
        let depth = INNER_BLOCK.min(inner - k0);
        for j0 in (0..cols).step_by(col_block) {
            let width = col_block.min(cols - j0);
            let len = depth * width.next_multiple_of(T::TILE);
            let panels = pack_block::<T, W>(&mut slots[..len], b, k0, depth, j0, width);
            let block = Block::<T, W> {
                a,
                a_start: a.offset + k0,
                depth,
                panels,
                target: Target {
                    cols,
                    j: j0,
                    width,
                    add: k0 > 0,
                    bias,
                },
                family: PhantomData,
            };
            row_tiles::<_, ROWS>(&block, c, cols);
        }
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

/// Packs `b[k0..k0 + depth, j0..j0 + width]` into `slots` as panels of [`Simd::TILE`] columns
/// (each `depth` steps, zeros past `width`) and returns them.
#[inline(always)]
pub(super) fn pack_block<'p, T: Simd<W>, W>(
    slots: &'p mut [MaybeUninit<T>],
    b: Matrix<T>,
    k0: usize,
    depth: usize,
    j0: usize,
    width: usize,
) -> &'p [T] {
    for (p, panel) in slots.chunks_exact_mut(depth * T::TILE).enumerate() {
        let j = j0 + p * T::TILE;
        pack::<T, W>(panel, b, k0, j, T::TILE.min(j0 + width - j));
    }
    // SAFETY: `pack` wrote every slot of each panel, the panels cover `slots`, and
    // `MaybeUninit<T>` has `T`'s layout.
    unsafe { &*(slots as *const [MaybeUninit<T>] as *const [T]) }
}

/// Writes `b[k0.., j..j + width]` into every slot of `slots`, [`Simd::TILE`] elements per
/// step of the inner axis, zeros past `width` (every panel is read with whole registers), and
/// returns them as the panel: rows of `b` copied a register at a time when contiguous (with
/// masked loads in a last, narrower panel), whole panels of contiguous columns (a transposed
/// view) transposed in registers, other layouts one value at a time. Runs only where `W`'s
/// features are enabled (inlined into the kernel).
#[inline(always)]
pub(super) fn pack<'p, T: Simd<W>, W>(
    slots: &'p mut [MaybeUninit<T>],
    b: Matrix<T>,
    k0: usize,
    j: usize,
    width: usize,
) -> &'p [T] {
    assert_eq!(slots.len() % T::TILE, 0, "a panel is whole steps");
    let depth = slots.len() / T::TILE;
    if b.rows == 1 && b.cols != 1 && width == T::TILE && depth > 0 {
        let start = b.offset + k0 + j * b.cols;
        pack_columns::<T, W>(slots, &b.data[start..], b.cols, depth);
    } else {
        for (k, dst) in slots.chunks_exact_mut(T::TILE).enumerate() {
            let start = b.offset + (k0 + k) * b.rows + j * b.cols;
            if b.cols == 1 && width == T::TILE {
                let (src, lanes) = (&b.data[start..start + T::TILE], T::TILE / 2);
                // SAFETY: inlined into the family's function in `simd`, only called on a CPU
                // with `W`'s features.
                unsafe {
                    T::store(T::load(src), dst);
                    T::store(T::load(&src[lanes..]), &mut dst[lanes..]);
                }
            } else if b.cols == 1 {
                // A last panel narrower than the tile: masked loads, zeros past `width`.
                let (src, lanes) = (&b.data[start..start + width], T::TILE / 2);
                let first = width.min(lanes);
                // SAFETY: inlined into the family's function in `simd`, only called on a CPU
                // with `W`'s features; `load_part` reads only the `width` values of the row.
                unsafe {
                    T::store(T::load_part(src, first), dst);
                    T::store(
                        T::load_part(&src[first..], width - first),
                        &mut dst[lanes..],
                    );
                }
            } else {
                for (q, slot) in dst.iter_mut().enumerate() {
                    slot.write(match q < width {
                        true => b.data[start + q * b.cols],
                        false => T::zero(),
                    });
                }
            }
        }
    }
    // SAFETY: every slot was written (by `pack_columns`, or by the loop over whole chunks of
    // `TILE`, which `slots` is made of), and `MaybeUninit<T>` has `T`'s layout.
    unsafe { &*(slots as *const [MaybeUninit<T>] as *const [T]) }
}

/// Packs one panel of `b` whose `TILE` columns are contiguous (a transposed view), column `q`
/// being `depth` values from `b[q * step]`. Writes every slot of the panel's `depth` steps.
#[inline(always)]
fn pack_columns<T: Simd<W>, W>(panel: &mut [MaybeUninit<T>], b: &[T], step: usize, depth: usize) {
    let columns: [&[T]; TILE_MAX] = core::array::from_fn(|q| match q < T::TILE {
        true => &b[q * step..][..depth],
        false => &[],
    });
    transpose_lines::<T, W>(panel, &columns[..T::TILE], depth);
}

/// Writes `panel[k * lines.len() + q] = lines[q][k]` for every `k < depth` (a panel of the
/// lines' values side by side, step by step): squares of [`Simd::YMM_LANES`] lines and steps
/// transposed in registers, the last square of lines overlapping the one before it when the
/// lines are not a multiple of the lanes (both write the same values), the last steps one
/// value at a time. Needs at least `YMM_LANES` lines, each of at least `depth` values.
#[inline(always)]
pub(super) fn transpose_lines<T: Simd<W>, W>(
    panel: &mut [MaybeUninit<T>],
    lines: &[&[T]],
    depth: usize,
) {
    let (width, lanes) = (lines.len(), T::YMM_LANES);
    assert!(width >= lanes, "transpose_lines: fewer lines than a square");
    let squares = depth - depth % lanes;
    for k in (0..squares).step_by(lanes) {
        let step = &mut panel[k * width..];
        for q in (0..width).step_by(lanes) {
            let q = q.min(width - lanes);
            // SAFETY: inlined into the kernel, which runs only on a CPU with `W`'s features
            // (which include AVX2); `transpose` checks its slices.
            unsafe { T::transpose(&lines[q..q + lanes], k, &mut step[q..], width) };
        }
    }
    for k in squares..depth {
        for (slot, line) in panel[k * width..][..width].iter_mut().zip(lines) {
            slot.write(line[k]);
        }
    }
}

/// The panels of one column block of `b` over one block of the inner axis, and where their
/// product goes, in registers of family `W`.
struct Block<'a, T, W> {
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

impl<T: Simd<W>, W> RowTile<T> for Block<'_, T, W> {
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
            // SAFETY: inlined into the family's function in `simd`, only called on a CPU
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
