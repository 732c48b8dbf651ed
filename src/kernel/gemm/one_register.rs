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

use super::simd::{Kernel, Simd};
use super::tiles::{prefetch_tile, row_tiles, store, RowTile, Target, INNER_BLOCK};
use super::Matrix;
use core::marker::PhantomData;
use core::mem::MaybeUninit;

/// Products whose rows of `c` take at most this many bytes take this kernel (where the CPU has
/// AVX-512F and `a`'s rows are contiguous): one zmm register.
pub(super) const MAX_ROW_BYTES: usize = 64;

/// The most rows in one tile: 16 accumulators, the panel's register and the broadcasts in
/// flight use about half of AVX-512's 32 registers, and `row_tiles` has no taller arm.
const ROWS: usize = 16;

/// This kernel, for [`run`](super::simd::run): products that
/// [`choose_kernel`](super::choose::choose_kernel) gives it, whose rows of `c` fit one
/// register and whose lhs rows are contiguous (or one step long).
pub(super) struct OneRegister;

impl Kernel for OneRegister {
    #[inline(always)]
    fn gemm<T: Simd<W>, W, const TILE_ROWS: usize>(
        c: &mut [MaybeUninit<T>],
        cols: usize,
        bias: Option<&[T]>,
        inner: usize,
        a: Matrix<T>,
        b: Matrix<T>,
    ) {
        debug_assert!(inner > 0 && cols <= T::TILE / 2 && (a.cols == 1 || inner == 1));
        one_register::<T, W>(c, cols, bias, inner, a, b);
    }
}

/// `c = a · b` in blocks of [`INNER_BLOCK`] steps: each block's panel of `b` is copied, then
/// every register tile of rows ([`row_tiles`]) multiplies it. Every element read lies in the
/// region the caller checked: `a`'s `rows x inner`, `b`'s `inner x cols`. Runs only where
/// `W`'s features are enabled (inlined into the family's function in `simd`).
#[inline(always)]
fn one_register<T: Simd<W>, W>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    let lanes = T::TILE / 2;
    let mut buffer: Vec<T> = Vec::with_capacity(INNER_BLOCK.min(inner) * lanes);
    for k0 in (0..inner).step_by(INNER_BLOCK) {
        let depth = INNER_BLOCK.min(inner - k0);
        let panel = pack::<T, W>(&mut buffer, b, k0, depth, cols);
        let block = Block::<T, W> {
            a,
            a_start: a.offset + k0,
            depth,
            panel,
            target: Target {
                cols,
                j: 0,
                width: cols,
                add: k0 > 0,
                bias,
            },
            family: PhantomData,
        };
        row_tiles::<_, ROWS>(&block, c, cols);
    }
}

/// Copies `b[k0..k0 + depth, ..cols]` into `buffer`, one register's lanes per step (zeros past
/// `cols`), and returns it: a masked load per step where `b`'s rows are contiguous, one value
/// at a time otherwise (`b` is at most `inner x 16`).
#[inline(always)]
fn pack<'p, T: Simd<W>, W>(
    buffer: &'p mut Vec<T>,
    b: Matrix<T>,
    k0: usize,
    depth: usize,
    cols: usize,
) -> &'p [T] {
    let lanes = T::TILE / 2;
    buffer.clear();
    let slots = &mut buffer.spare_capacity_mut()[..depth * lanes];
    for (k, step) in slots.chunks_exact_mut(lanes).enumerate() {
        let start = b.offset + (k0 + k) * b.rows;
        if b.cols == 1 {
            // SAFETY: inlined into the family's function in `simd`, only called on a CPU with
            // `W`'s features; `load_part` reads only the `cols` values of the row.
            unsafe { T::store(T::load_part(&b.data[start..], cols), step) };
        } else {
            for (q, slot) in step.iter_mut().enumerate() {
                slot.write(match q < cols {
                    true => b.data[start + q * b.cols],
                    false => T::zero(),
                });
            }
        }
    }
    // SAFETY: every step wrote its `lanes` slots, and the steps cover `depth * lanes`.
    unsafe { buffer.set_len(depth * lanes) };
    buffer
}

/// One block of the inner axis: `a`'s rows over it, `b`'s panel, and where the product goes.
struct Block<'a, T, W> {
    /// `a[i, k0 + k]` is `a.data[a_start + i * a.rows + k]`, for `k < depth`.
    a: Matrix<'a, T>,
    a_start: usize,
    depth: usize,
    /// `b[k0 + k, q]` is `panel[k * lanes + q]` (0 for `q >= cols`).
    panel: &'a [T],
    target: Target<'a, T>,
    family: PhantomData<W>,
}

impl<T: Simd<W>, W> RowTile<T> for Block<'_, T, W> {
    #[inline(always)]
    fn tile<const R: usize>(&self, c_rows: &mut [MaybeUninit<T>], first: usize) {
        let (lanes, depth) = (T::TILE / 2, self.depth);
        let a: [&[T]; R] = core::array::from_fn(|r| {
            &self.a.data[self.a_start + (first + r) * self.a.rows..][..depth]
        });
        prefetch_tile(c_rows, self.target);
        // SAFETY: every `Simd` call and `store` run inlined into the family's function in
        // `simd`, only called on a CPU with `W`'s features; with `add`, an earlier inner block
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
