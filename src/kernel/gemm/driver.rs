//! The one loop nest of the SIMD float kernels (matrixmultiply's and BLIS's structure): the
//! product is cut into blocks of columns, of steps of the inner axis and of rows; each block
//! of `b` is packed once (or read in place), each block of `a` is packed (or read in place) for
//! every block of `b` it meets, and the leaf multiplies the two into its part of `c`, the
//! first block of the inner axis writing `c` and the others adding to it.
//!
//! A leaf ([`Leaf`]: few rows, one register, panels, packed) supplies only what differs: its
//! blocks and their loop order ([`Blocks`]), how it packs each operand (or not), and its
//! register tiles ([`Leaf::multiply`]). The working memory is the driver's: a block of `b` up
//! to a panel of [`INNER_BLOCK`] steps on the stack, larger ones and the blocks of `a` in the
//! thread's kept buffer (`scratch`), each bounded by the leaf's blocks whatever the product's
//! dims.

use super::blocking::INNER_BLOCK;
use super::operand::Matrix;
use super::scratch::Scratch;
use super::simd::{Simd, TILE_MAX};
use super::tiles::Target;
use core::mem::MaybeUninit;

/// How a leaf cuts a product: the most steps of the inner axis, columns and rows in one block,
/// and which of the inner-axis and column loops is outer.
#[derive(Clone, Copy, Debug)]
pub(super) struct Blocks {
    pub(super) inner: usize,
    pub(super) cols: usize,
    pub(super) rows: usize,
    /// The inner axis outermost, each block of steps meeting every column block (`a`'s block
    /// over those steps stays in cache); else BLIS's order, columns outermost (a block of `b`
    /// is packed once, and `c`'s column block stays in cache over the steps).
    pub(super) inner_outer: bool,
}

/// A block of `a`: rows `i0..i0 + height` over steps `k0..k0 + depth`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Region {
    pub(super) i0: usize,
    pub(super) height: usize,
    pub(super) k0: usize,
    pub(super) depth: usize,
}

/// One block of the product, as a leaf multiplies it.
pub(super) struct Block<'p, T> {
    /// The whole product's `[rows, inner, cols]`.
    pub(super) product: [usize; 3],
    /// The block's rows, steps and columns: `a.i0..`, `a.k0..`, `target.j..`.
    pub(super) region: Region,
    /// The operands as given, for the leaves that read them in place.
    pub(super) a: Matrix<'p, T>,
    pub(super) b: Matrix<'p, T>,
    /// What the leaf's `pack_a` and `pack_b` made of the block (empty where it packs none).
    pub(super) a_packed: &'p [T],
    pub(super) b_packed: &'p [T],
    /// The block of `a` the driver asks for next, `None` after the last: a leaf that prefetches
    /// it while this block's tiles run.
    pub(super) next: Option<Region>,
    /// Where the block's product goes: its columns, the row length of `c`, whether it adds to
    /// an earlier block of the inner axis, and the bias.
    pub(super) target: Target<'p, T>,
}

/// A kernel's part: its blocks, its packing, its tiles. Every method runs inlined into the
/// family's `#[target_feature]` function (`dispatch`), where `W`'s features are enabled.
pub(super) trait Leaf<T: Simd<W>, W, const ROWS: usize> {
    /// The blocks of a `rows x inner x cols` product that the kernel choice gave this leaf
    /// (`inner > 0`), in register tiles of at most `ROWS` rows.
    fn blocks(rows: usize, inner: usize, cols: usize) -> Blocks;

    /// The slots one packed block of `b` of `depth` steps by `width` columns takes (0: read in
    /// place).
    #[inline(always)]
    fn b_slots(_depth: usize, _width: usize) -> usize {
        0
    }

    /// The slots one packed block of `a` of `height` rows by `depth` steps takes (0: read in
    /// place).
    #[inline(always)]
    fn a_slots(_depth: usize, _height: usize) -> usize {
        0
    }

    /// Packs `b[k0..k0 + depth, j0..j0 + width]` into `slots` (`b_slots` of them) and returns
    /// the slots written.
    #[inline(always)]
    fn pack_b<'p>(
        _slots: &'p mut [MaybeUninit<T>],
        _b: Matrix<T>,
        _k0: usize,
        _depth: usize,
        _j0: usize,
        _width: usize,
    ) -> &'p [T] {
        &[]
    }

    /// Packs `a`'s `region` into `slots` (`a_slots` of them) and returns the slots written.
    #[inline(always)]
    fn pack_a<'p>(_slots: &'p mut [MaybeUninit<T>], _a: Matrix<T>, _region: Region) -> &'p [T] {
        &[]
    }

    /// Writes (or adds) `block`'s product into `c_rows`, the block's rows of `c` (from row
    /// `block.region.i0`).
    fn multiply(block: &Block<'_, T>, c_rows: &mut [MaybeUninit<T>]);
}

/// The panel buffer's size: [`INNER_BLOCK`] steps of the widest tile's columns ([`TILE_MAX`]
/// f32, 128 bytes; a ymm tile uses half).
const STACK_BYTES: usize = INNER_BLOCK * TILE_MAX * size_of::<f32>();

/// A block of `b` that fits, on the stack (allocating, zeroing and freeing a heap buffer
/// showed in small products: BENCHMARKS.md, "the panel kernel"), aligned to a cache line so
/// that each step's 64 bytes lie in one line, not two.
#[repr(C, align(64))]
struct StackBlock([MaybeUninit<u8>; STACK_BYTES]);

impl StackBlock {
    /// The buffer as slots of `T`, as many as fit.
    fn slots<T>(&mut self) -> &mut [MaybeUninit<T>] {
        assert!(align_of::<T>() <= 64, "the buffer is aligned for T");
        let len = STACK_BYTES / size_of::<T>();
        // SAFETY: the buffer is `STACK_BYTES` long and 64-aligned, which is at least `T`'s
        // alignment (checked above); `MaybeUninit<T>` asks nothing of its bytes, and the
        // slice borrows the buffer mutably for its lifetime.
        unsafe { core::slice::from_raw_parts_mut(self.0.as_mut_ptr().cast(), len) }
    }
}

/// `c = a · b` (plus `bias` on every row), `c` row-major with `cols` columns, on leaf `L`:
/// blocks of columns and of the inner axis in `L`'s order, then blocks of rows. Every element
/// read lies in the region the caller checked: `a`'s `rows x inner`, `b`'s `inner x cols`.
///
/// Inlined, with the leaf, into the family's function: the leaves' tiles need nearly every
/// register, so the loops here keep as little state as they can (BENCHMARKS.md, "One GEMM
/// driver").
#[inline(always)]
pub(super) fn gemm<T: Simd<W>, W, L: Leaf<T, W, ROWS>, const ROWS: usize>(
    c: &mut [MaybeUninit<T>],
    cols: usize,
    bias: Option<&[T]>,
    inner: usize,
    a: Matrix<T>,
    b: Matrix<T>,
) {
    debug_assert!(
        inner > 0,
        "the kernel choice gives an empty inner axis to matrixmultiply"
    );
    let rows = c.len() / cols;
    let blocks = L::blocks(rows, inner, cols);
    let depth_max = blocks.inner.min(inner);
    let mut stack = StackBlock([MaybeUninit::uninit(); STACK_BYTES]);
    let b_len = L::b_slots(depth_max, blocks.cols.min(cols));
    let a_len = L::a_slots(depth_max, blocks.rows.min(rows));
    let b_on_stack = b_len <= STACK_BYTES / size_of::<T>();
    let heap_b = if b_on_stack { 0 } else { b_len };
    let mut scratch = Scratch::take::<T>(heap_b + a_len);
    let (heap_b_slots, a_slots) = scratch.slots::<T>(heap_b + a_len).split_at_mut(heap_b);
    let b_slots = match b_on_stack {
        true => stack.slots::<T>(),
        false => heap_b_slots,
    };
    // The walk over blocks of steps and columns, in `L`'s order: the block after `(k0, j0)`.
    // Stepped, not computed from a count: a division per block showed in the smallest
    // products (a 64-cube is one block).
    let after = |k0: usize, j0: usize| match blocks.inner_outer {
        true if j0 + blocks.cols < cols => Some((k0, j0 + blocks.cols)),
        true if k0 + blocks.inner < inner => Some((k0 + blocks.inner, 0)),
        false if k0 + blocks.inner < inner => Some((k0 + blocks.inner, j0)),
        false if j0 + blocks.cols < cols => Some((0, j0 + blocks.cols)),
        _ => None,
    };
    let mut here = Some((0, 0));
    while let Some((k0, j0)) = here {
        here = after(k0, j0);
        let (depth, width) = (blocks.inner.min(inner - k0), blocks.cols.min(cols - j0));
        let b_packed = L::pack_b(
            &mut b_slots[..L::b_slots(depth, width)],
            b,
            k0,
            depth,
            j0,
            width,
        );
        for i0 in (0..rows).step_by(blocks.rows) {
            let height = blocks.rows.min(rows - i0);
            let region = Region {
                i0,
                height,
                k0,
                depth,
            };
            let a_packed = L::pack_a(&mut a_slots[..L::a_slots(depth, height)], a, region);
            // The block of `a` after this one: the next rows, else the first rows of the next
            // block of steps and columns.
            let next = match (i0 + height, here) {
                (i, _) if i < rows => Some(Region {
                    i0: i,
                    height: blocks.rows.min(rows - i),
                    ..region
                }),
                (_, Some((k0, _))) => Some(Region {
                    i0: 0,
                    height: blocks.rows.min(rows),
                    k0,
                    depth: blocks.inner.min(inner - k0),
                }),
                _ => None,
            };
            let block = Block {
                product: [rows, inner, cols],
                region,
                a,
                b,
                a_packed,
                b_packed,
                next,
                target: Target {
                    cols,
                    j: j0,
                    width,
                    add: k0 > 0,
                    bias,
                },
            };
            L::multiply(&block, &mut c[i0 * cols..(i0 + height) * cols]);
        }
    }
}
