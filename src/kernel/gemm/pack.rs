//! Packing `b` into panels of [`Simd::TILE`] columns (the panel and packed kernels), and the
//! transposes in registers that pack contiguous columns of `b` or rows of `a` step by step.

use super::operand::Matrix;
use super::simd::{Simd, TILE_MAX};
use core::mem::MaybeUninit;

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
