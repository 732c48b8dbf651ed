//! What the x86-64 float kernels' tiles (`few_rows`, `one_register`, `panels`, `packed`) share: the rows of a column block in
//! balanced register tiles, and a tile's accumulators written (or added) into `c`.

use super::simd::{Simd, TILE_MAX};
use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
use core::mem::MaybeUninit;

/// The most rows in one ymm register tile: `2 * YMM_TILE_ROWS` accumulators, two registers
/// of `b` and one broadcast fit AVX2's 16 ymm registers.
pub(super) const YMM_TILE_ROWS: usize = 6;

/// The most rows in one zmm register tile: `2 * ZMM_TILE_ROWS` accumulators, two registers of
/// `b` and two broadcasts in flight fill AVX-512's 32 zmm registers, so that each load of `b`
/// feeds as many FMAs as the registers allow.
pub(super) const ZMM_TILE_ROWS: usize = 14;

/// A block of columns of `c` whose product register tiles of rows compute.
pub(super) trait RowTile<T> {
    /// Writes (or adds) the block's product into `R` rows of `c` (`c_rows`, from row
    /// `first`), accumulated in `R x 2` registers.
    fn tile<const R: usize>(&self, c_rows: &mut [MaybeUninit<T>], first: usize);
}

/// Runs `block`'s tiles over every row of `c` (row length `cols`), in tiles of at most
/// `ROWS` rows (at most 16), balanced (7 rows in tiles of at most 6 are tiles of 4 and 3, not 6
/// and 1) so that no tile is left with few independent accumulators.
#[inline(always)]
pub(super) fn row_tiles<T, const ROWS: usize>(
    block: &impl RowTile<T>,
    c: &mut [MaybeUninit<T>],
    cols: usize,
) {
    const { assert!(ROWS <= 16, "a tile height row_tiles has no arm for") };
    let rows = c.len() / cols;
    let mut i = 0;
    while i < rows {
        let height = (rows - i).div_ceil((rows - i).div_ceil(ROWS));
        let c_rows = &mut c[i * cols..(i + height) * cols];
        match height {
            1 => block.tile::<1>(c_rows, i),
            2 => block.tile::<2>(c_rows, i),
            3 => block.tile::<3>(c_rows, i),
            4 => block.tile::<4>(c_rows, i),
            5 => block.tile::<5>(c_rows, i),
            // A tile of `ROWS`, and the heights between 6 and it (instantiated only for
            // families whose tiles are taller: the condition is a constant).
            h if h == ROWS => block.tile::<ROWS>(c_rows, i),
            h if ROWS > 6 => match h {
                6 => block.tile::<6>(c_rows, i),
                7 => block.tile::<7>(c_rows, i),
                8 => block.tile::<8>(c_rows, i),
                9 => block.tile::<9>(c_rows, i),
                10 => block.tile::<10>(c_rows, i),
                11 => block.tile::<11>(c_rows, i),
                12 => block.tile::<12>(c_rows, i),
                13 => block.tile::<13>(c_rows, i),
                14 => block.tile::<14>(c_rows, i),
                _ => block.tile::<15>(c_rows, i),
            },
            _ => unreachable!("a balanced tile has at most ROWS rows"),
        }
        i += height;
    }
}

/// Where a tile's accumulators go: columns `j..j + width` (`width <= TILE`) of rows of `c` of
/// length `cols`, added to what an earlier block of the inner axis wrote when `add`.
#[derive(Clone, Copy)]
pub(super) struct Target<'a, T> {
    pub(super) cols: usize,
    pub(super) j: usize,
    pub(super) width: usize,
    pub(super) add: bool,
    /// The row added to every row of the product (`cols` long), where nothing earlier was
    /// written: a linear layer's bias, added in registers instead of in a pass of its own.
    pub(super) bias: Option<&'a [T]>,
}

/// Writes (or adds) the accumulators of `R` rows, `N` registers of family `W` each, into
/// `c_rows` at `target`.
///
/// # Safety
/// Only where `W`'s features are enabled (inlined into a kernel's `#[target_feature]`
/// function); with `target.add`, every slot of the target columns must have been written.
#[inline(always)]
pub(super) unsafe fn store<W, T: Simd<W>, const R: usize, const N: usize>(
    acc: &[[T::V; N]; R],
    c_rows: &mut [MaybeUninit<T>],
    target: Target<'_, T>,
) {
    let lanes = T::TILE / 2;
    for (row, acc) in c_rows.chunks_exact_mut(target.cols).zip(acc) {
        let row = &mut row[target.j..target.j + target.width];
        // SAFETY (for the block): the caller's CPU has `W`'s features; with `add`, the caller
        // promises every slot of the row's target columns was written, so reading them as
        // `T` (the cast, same layout) or with `assume_init` reads initialized values.
        unsafe {
            if target.width == N * lanes {
                // `acc * 1 + c` rounds once, as the scalar `c + acc` below does.
                let one = T::splat(T::one());
                for (n, &v) in acc.iter().enumerate() {
                    let at = n * lanes;
                    let v = if target.add {
                        let written = &*(row as *const [MaybeUninit<T>] as *const [T]);
                        T::fma(v, one, T::load(&written[at..]))
                    } else if let Some(bias) = target.bias {
                        T::fma(v, one, T::load(&bias[target.j + at..]))
                    } else {
                        v
                    };
                    T::store(v, &mut row[at..]);
                }
                continue;
            }
            if N == 1 {
                // Part of one register: masked loads and a masked store, no copy.
                let (width, one) = (target.width, T::splat(T::one()));
                let mut v = acc[0];
                if target.add {
                    let written = &*(row as *const [MaybeUninit<T>] as *const [T]);
                    v = T::fma(v, one, T::load_part(written, width));
                } else if let Some(bias) = target.bias {
                    v = T::fma(v, one, T::load_part(&bias[target.j..], width));
                }
                T::store_part(v, row, width);
                continue;
            }
            let mut out = [T::zero(); TILE_MAX];
            for (n, &v) in acc.iter().enumerate() {
                T::store(v, &mut out[n * lanes..]);
            }
            let bias = target
                .bias
                .map(|bias| &bias[target.j..target.j + target.width]);
            for (i, (slot, &value)) in row.iter_mut().zip(&out).enumerate() {
                let sum = match (target.add, bias) {
                    (true, _) => slot.assume_init() + value,
                    (false, Some(bias)) => value + bias[i],
                    (false, None) => value,
                };
                slot.write(sum);
            }
        }
    }
}

/// Asks for the cache lines of the tile's part of `c` now when the tile will read them (adding
/// to an earlier inner block), so that they arrive while its multiply-adds run (hundreds of
/// cycles). A tile that only writes `c` asks for nothing: its stores wait in the store buffer
/// while the next tile runs, where a prefetch per line would hold the loop until the line
/// fill buffers free up (BENCHMARKS.md, "Packing `a` in registers").
#[inline(always)]
pub(super) fn prefetch_tile<T>(c_rows: &[MaybeUninit<T>], target: Target<'_, T>) {
    if !target.add {
        return;
    }
    for row in c_rows.chunks_exact(target.cols) {
        let segment = &row[target.j..target.j + target.width];
        for at in [0, segment.len() - 1] {
            // SAFETY: a prefetch only hints; the address lies inside `c`. The CPU has SSE.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(segment[at..].as_ptr().cast::<i8>()) };
        }
    }
}
