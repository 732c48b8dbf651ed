//! The panel float kernel (x86-64 with AVX2 and FMA, or AVX-512F): `c = a · b` for a lhs of up
//! to a few hundred rows, each contiguous, with `b` copied one narrow panel at a
//! time.
//!
//! A packing kernel (matrixmultiply's, or `packed`) copies both operands on every call; for a
//! product of a few dozen or hundred rows (a 64-cube, one item of a batch of them, a layer
//! applied to 64 tokens) packing `a` costs a large share of the multiply-adds. Here `a` is read
//! in place and only `b` is copied: [`INNER_BLOCK`] steps of the inner axis by [`Simd::TILE`]
//! columns (16 KiB in ymm, 32 KiB in zmm), which stays in L1 while every register tile of rows
//! of `a` walks it, the tiles of the few-rows kernel (`tiles`).

use super::simd::{Kernel, Simd, TILE_MAX};
use super::tiles::{prefetch_tile, row_tiles, store, RowTile, Target, INNER_BLOCK};
use super::Matrix;
use core::marker::PhantomData;
use core::mem::MaybeUninit;

/// The lhs block one panel of `b` is multiplied by, `rows x INNER_BLOCK` elements, may take up
/// to this many bytes, half of this CPU's L2 per core: it is read again for every panel, and
/// from L2 that costs less than packing it (BENCHMARKS.md, "the packed kernel"). Larger blocks
/// take the packed kernel, unless the product is narrow ([`NARROW_ROW_BYTES`]).
pub(super) const LHS_BLOCK_BYTES: usize = 256 * 1024;

/// Products whose rows of `c` take at most this many bytes (64 f32 or 32 f64 columns: four ymm
/// panels, two zmm) take this kernel whatever their rows: the lhs is read once per panel, where
/// packing it would copy it once for that little use. The bound is in columns, not panels: a
/// zmm panel does twice a ymm panel's multiply-adds per read of the lhs, and four zmm panels
/// measured faster packed (BENCHMARKS.md, "AVX-512 matrix products").
pub(super) const NARROW_ROW_BYTES: usize = 256;

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

/// `c = a · b` in blocks of [`INNER_BLOCK`] steps of the inner axis (the first block writes
/// `c`, the others add to it) and, within one, panels of [`Simd::TILE`] columns; each panel is
/// copied, then every register tile of rows ([`row_tiles`]) multiplies it. Every element read
/// lies in the region the caller checked: `a`'s `rows x inner`, `b`'s `inner x cols`. Runs
/// only where `W`'s features are enabled (inlined into the family's function in `simd`).
#[inline(always)]
fn panels<T: Simd<W>, W, const ROWS: usize>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    let mut buffer = PanelBuffer([MaybeUninit::uninit(); PANEL_BYTES]);
    let slots = buffer.slots::<T>();
    for k0 in (0..inner).step_by(INNER_BLOCK) {
        let depth = INNER_BLOCK.min(inner - k0);
        for j in (0..cols).step_by(T::TILE) {
            let width = T::TILE.min(cols - j);
            let panel = pack::<T, W>(&mut slots[..depth * T::TILE], b, k0, j, width);
            let block = Block::<T, W> {
                a,
                a_start: a.offset + k0,
                depth,
                panel,
                target: Target {
                    cols,
                    j,
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

/// Writes `b[k0.., j..j + width]` into every slot of `slots`, [`Simd::TILE`] elements per
/// step of the inner axis, zeros past `width` (every panel is read with whole registers), and
/// returns them as the panel: rows of `b` copied a register at a time when contiguous, whole
/// panels of contiguous columns (a transposed view) transposed in registers, other layouts
/// one value at a time. Runs only where `W`'s features are enabled (inlined into the kernel).
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

/// One panel of `b` over one block of the inner axis, and where its product goes, in
/// registers of family `W`.
struct Block<'a, T, W> {
    /// `a[i, k0 + k]` is `a.data[a_start + i * a.rows + k]`, for `k < depth`.
    a: Matrix<'a, T>,
    a_start: usize,
    depth: usize,
    /// `b[k0 + k, j + q]` is `panel[k * TILE + q]` (0 for `q >= width`).
    panel: &'a [T],
    target: Target<'a, T>,
    family: PhantomData<W>,
}

impl<T: Simd<W>, W> RowTile<T> for Block<'_, T, W> {
    #[inline(always)]
    fn tile<const R: usize>(&self, c_rows: &mut [MaybeUninit<T>], first: usize) {
        let lanes = T::TILE / 2;
        let depth = self.depth;
        prefetch_tile(c_rows, self.target);
        let a: [&[T]; R] = core::array::from_fn(|r| {
            &self.a.data[self.a_start + (first + r) * self.a.rows..][..depth]
        });
        // SAFETY: every `Simd` call and `store` run inlined into the family's function in
        // `simd`, only called on a CPU with `W`'s features; with `add`, an earlier inner block
        // wrote every slot.
        unsafe {
            let mut acc = [[T::splat(T::zero()); 2]; R];
            for (b, k) in self.panel.chunks_exact(T::TILE).zip(0..depth) {
                let (b0, b1) = (T::load(b), T::load(&b[lanes..]));
                for r in 0..R {
                    let x = T::splat(a[r][k]);
                    acc[r][0] = T::fma(x, b0, acc[r][0]);
                    acc[r][1] = T::fma(x, b1, acc[r][1]);
                }
            }
            store::<W, T, R>(&acc, c_rows, self.target);
        }
    }
}

#[cfg(test)]
mod tests;
