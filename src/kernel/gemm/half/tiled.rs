//! The driver of the tiled `bf16` paths (AMX and AVX512-BF16): `b` packed a block of panels
//! at a time, `a` a block of row blocks at a time, every 32 x 32 block of `c` summed over the
//! inner axis in `f32` by the path's block kernel (carried between blocks of the inner axis
//! in `f32`) and stored once, bias added and rounded. Each panel of `b` stays in L1 while a
//! group of row blocks passes over it.

use super::super::operand::Matrix;
use super::amx::Tiles;
use super::pack::{chunks, pack_cols, pack_rows, ABlock, CHUNK, TILE};
use super::{dot, HalfPath, Output};
use crate::kernel::half::HalfFloat;
use core::cell::Cell;
use core::mem::MaybeUninit;

/// Bytes of `b` packed at a time: half the L2 of the cores this was written on.
const B_BLOCK_BYTES: usize = 1 << 20;

/// Bytes of `a` packed at a time.
const A_BLOCK_BYTES: usize = 512 << 10;

/// Bytes of `a`'s row blocks that each panel of `b` passes over while both stay in L1 (of 48
/// KiB): a panel is read from L2 once per group, not once per row block.
const A_GROUP_BYTES: usize = 32 << 10;

/// The most steps of the inner axis a packed block covers (a panel of 64 KiB). Longer inner
/// axes are cut into blocks whose sums are carried from one to the next in `f32` blocks of
/// `c`. Blocks of 256 steps, whose panel and two row blocks fit L1, were slower on
/// `[1024, 1024] x [1024, 256]` (0.72 ms against 0.53-0.65 with 1024, one thread): each
/// carried block's load and store costs more than the L2 reads it saves.
const INNER_BLOCK_STEPS: usize = 1024;

/// Bytes of the `f32` blocks of `c` carried between blocks of the inner axis: the columns of
/// `b` packed at a time shrink until the carried blocks of all rows fit.
const CARRIED_BYTES: usize = 2 << 20;

/// Writes every slot of `c` with `a · b` plus `bias` on `path` (AMX or AVX512-BF16, which
/// the caller's choice found on this CPU), `inner > 0`.
///
/// The loops, outermost first: blocks of columns of `b`; blocks of the inner axis (one when it
/// is at most [`INNER_BLOCK_STEPS`]), whose panels of `b` are packed once; blocks of rows of
/// `a`, packed once per inner block; groups of row blocks; panels; row blocks of the group.
pub(super) fn gemm<H: HalfFloat, O: Output>(
    c: &mut [MaybeUninit<O>],
    cols: usize,
    bias: Option<&[H]>,
    inner: usize,
    a: Matrix<H>,
    b: Matrix<H>,
    path: HalfPath,
) {
    let rows = c.len() / cols;
    let inner_blocks = inner.div_ceil(INNER_BLOCK_STEPS);
    let block_steps = inner.div_ceil(inner_blocks).next_multiple_of(TILE);
    let panel = chunks(block_steps) * CHUNK;
    let panel_bytes = panel * size_of::<u16>();
    let row_blocks = rows.div_ceil(TILE);
    let mut panels_per_block = (B_BLOCK_BYTES / panel_bytes).clamp(1, cols.div_ceil(TILE));
    if inner_blocks > 1 {
        let carried_per_panel = row_blocks * size_of::<Accumulator>();
        panels_per_block = panels_per_block.min((CARRIED_BYTES / carried_per_panel).max(1));
    }
    let blocks_per_block = (A_BLOCK_BYTES / panel_bytes).clamp(1, row_blocks);
    let lines = ((panels_per_block + blocks_per_block) * panel).div_ceil(32);
    let mut packed = Kept::take(&KEPT_LINES, lines, Line([0; 32]));
    let (b_lines, a_lines) = packed.items.split_at_mut(panels_per_block * panel / 32);
    let (b_pairs, a_packed) = (pairs(b_lines), words(a_lines));
    // One block of `c` in `f32`, or with several inner blocks one per row block and panel of
    // the column block, carried from one inner block to the next.
    let carried = if inner_blocks > 1 {
        row_blocks * panels_per_block
    } else {
        1
    };
    let mut kept = Kept::take(&KEPT_BLOCKS, carried, Accumulator([0.0; TILE * TILE]));
    let acc = &mut kept.items;
    let tiles = match path {
        HalfPath::Amx => {
            Some(Tiles::configure().expect("the AMX path is chosen only where available"))
        }
        _ => None,
    };
    let bias: Option<Vec<f32>> = bias.map(|bias| bias.iter().map(|x| x.widen()).collect());
    for col_block in (0..cols).step_by(panels_per_block * TILE) {
        let block_cols = (cols - col_block).min(panels_per_block * TILE);
        let panels = block_cols.div_ceil(TILE);
        for inner_block in 0..inner_blocks {
            let first_step = inner_block * block_steps;
            let steps = (inner - first_step).min(block_steps);
            let last = inner_block + 1 == inner_blocks;
            // The operands over this block's steps.
            let a = Matrix {
                offset: a.offset + first_step * a.cols,
                ..a
            };
            let b = Matrix {
                offset: b.offset + first_step * b.rows,
                ..b
            };
            let panel = chunks(steps) * CHUNK;
            let a_bits = H::bits_of(a.data);
            for (k, panel_out) in b_pairs.chunks_mut(panel / 2).take(panels).enumerate() {
                let first = col_block + k * TILE;
                pack_cols(b, first, (cols - first).min(TILE), steps, panel_out);
            }
            let b_packed: &[u16] = words_of(b_pairs);
            for row_block in (0..rows).step_by(blocks_per_block * TILE) {
                let block_rows = (rows - row_block).min(blocks_per_block * TILE);
                let a_blocks = block_rows.div_ceil(TILE);
                // A whole block of contiguous rows over whole chunks is read in place.
                let in_place = |first: usize| {
                    a.cols == 1 && steps.is_multiple_of(TILE) && first + TILE <= rows
                };
                for (k, block_out) in a_packed.chunks_mut(panel).take(a_blocks).enumerate() {
                    let first = row_block + k * TILE;
                    if !in_place(first) {
                        pack_rows(a, first, (rows - first).min(TILE), steps, block_out);
                    }
                }
                let group = (A_GROUP_BYTES / (panel * size_of::<u16>())).max(1);
                for group_start in (0..a_blocks).step_by(group) {
                    let group_end = (group_start + group).min(a_blocks);
                    for (jp, b_panel) in b_packed.chunks(panel).take(panels).enumerate() {
                        let first_col = col_block + jp * TILE;
                        let width = (cols - first_col).min(TILE);
                        let bias = bias
                            .as_ref()
                            .map(|bias| &bias[first_col..first_col + width]);
                        for ib in group_start..group_end {
                            let first_row = row_block + ib * TILE;
                            let a_block = if in_place(first_row) {
                                ABlock {
                                    data: &a_bits[a.offset + first_row * a.rows..],
                                    row_stride: a.rows,
                                    chunk_step: TILE,
                                    chunks: steps / TILE,
                                }
                            } else {
                                ABlock::packed(&a_packed[ib * panel..][..panel])
                            };
                            let height = (rows - first_row).min(TILE);
                            let tile = if carried == 1 {
                                &mut acc[0].0
                            } else {
                                &mut acc[(first_row / TILE) * panels_per_block + jp].0
                            };
                            let accumulate = inner_block > 0;
                            match &tiles {
                                Some(tiles) => tiles.block(a_block, b_panel, tile, accumulate),
                                None => dot::block(a_block, b_panel, tile, accumulate),
                            }
                            if last {
                                let first = first_row * cols + first_col;
                                dot::store_block(tile, [height, width], bias, c, first, cols);
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A block of `c` in `f32`, on a cache line.
#[derive(Clone, Copy)]
#[repr(align(64))]
struct Accumulator([f32; TILE * TILE]);

/// A cache line of packed elements: the tiles' rows are whole lines, never split.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Line([u16; 32]);

std::thread_local! {
    /// The packed blocks' memory kept on this thread between products (see `scratch`).
    static KEPT_LINES: Cell<Vec<Line>> = const { Cell::new(Vec::new()) };
    /// The carried blocks of `c` kept on this thread between products.
    static KEPT_BLOCKS: Cell<Vec<Accumulator>> = const { Cell::new(Vec::new()) };
}

/// Memory of one product taken from a thread's store (`kept`) and given back when dropped:
/// grown (filled with `empty`) only when a product needs more than the store holds. Its
/// values are left from earlier products; each user overwrites what it reads.
struct Kept<T: 'static> {
    items: Vec<T>,
    kept: &'static std::thread::LocalKey<Cell<Vec<T>>>,
}

impl<T: Copy> Kept<T> {
    /// At least `len` items.
    fn take(kept: &'static std::thread::LocalKey<Cell<Vec<T>>>, len: usize, empty: T) -> Self {
        let mut items = kept.with(Cell::take);
        if items.len() < len {
            items = vec![empty; len];
        }
        Kept { items, kept }
    }
}

impl<T: 'static> Drop for Kept<T> {
    fn drop(&mut self) {
        let items = core::mem::take(&mut self.items);
        self.kept.with(|kept| kept.set(items));
    }
}

/// Lines as elements, from a cache line's start.
fn words(lines: &mut [Line]) -> &mut [u16] {
    let len = lines.len() * 32;
    // SAFETY: `Line` is 32 `u16` and nothing else (`repr(C)`, size 64), so the lines are `len`
    // initialized `u16`, borrowed mutably for the slice's lifetime.
    unsafe { core::slice::from_raw_parts_mut(lines.as_mut_ptr().cast::<u16>(), len) }
}

/// Lines as pairs of elements.
fn pairs(lines: &mut [Line]) -> &mut [u32] {
    let len = lines.len() * 16;
    // SAFETY: as for `words`, 16 `u32` (any bits are a valid `u32`, and a line's alignment of
    // 64 is a `u32`'s too).
    unsafe { core::slice::from_raw_parts_mut(lines.as_mut_ptr().cast::<u32>(), len) }
}

/// Pairs read as elements: each `u32`'s low half first (x86-64 is little-endian).
fn words_of(pairs: &[u32]) -> &[u16] {
    // SAFETY: two `u16` per `u32`, any bits valid, alignment 4 >= 2; shared for the slice's
    // lifetime. On a little-endian CPU the low half is the first `u16` in memory.
    unsafe { core::slice::from_raw_parts(pairs.as_ptr().cast::<u16>(), pairs.len() * 2) }
}
