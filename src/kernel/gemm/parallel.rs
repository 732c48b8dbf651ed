//! Splitting a batched product over rayon's threads: batch items first, then blocks of rows (or
//! of columns) of one product.

use super::settings::{
    matmul_parallel_min_fmas, matmul_row_split_min_fmas, matmul_split_policy, MatmulSplitPolicy,
};
use super::timed_split::{self, SplitKind};
use super::GemmDims;
use core::mem::MaybeUninit;
use rayon::prelude::*;

/// Row blocks of one product are multiples of this many rows: matrixmultiply packs the
/// lhs in blocks of 64 rows (f32; 32 or 64 for f64), so a block boundary elsewhere leaves
/// a partial block in both tasks.
const ROW_ALIGN: usize = 64;

/// Column blocks are multiples of this many columns, a multiple of every microkernel's width.
const COL_ALIGN: usize = 64;

/// How one product is divided among threads.
#[derive(Clone, Copy, PartialEq)]
enum Blocks {
    /// Whole products: only batch items are split.
    Whole,
    /// Blocks of this many rows.
    Rows(usize),
    /// Blocks of this many columns, when there are too few rows to split.
    Cols(usize),
}

/// Runs `product(item, first_row, first_col, block_cols, block)` over the whole of `out` when
/// the product is large enough to split and there are threads to use, split or not as
/// [`matmul_split_policy`] decides; returns whether it ran (otherwise the caller runs it on
/// its thread). `block` is a row-major `rows x block_cols` block of item `item`'s output.
///
/// Batch items are split first: they share nothing. With fewer items than threads, a
/// product above [`matmul_row_split_min_fmas`] is split into blocks of rows, each of which
/// packs the whole rhs again, so the blocks are few (two per thread) and whole multiples of
/// [`ROW_ALIGN`]: measured on the loaded machine of BENCHMARKS.md, eight blocks per thread
/// were up to 30% slower than two. A product with too few rows for two blocks (a batch of
/// tokens through a wide layer) is split into blocks of columns instead, each of which packs
/// the (small) lhs again; its blocks are computed apart and copied into place.
pub(super) fn split<T: Copy + Send + Sync>(
    out: &mut [MaybeUninit<T>],
    dims: &GemmDims,
    product: &(impl Fn(usize, usize, usize, usize, &mut [MaybeUninit<T>]) + Sync),
) -> bool {
    let (rows, cols) = (dims.rows, dims.cols);
    // Saturating: broadcast (stride-0) operands can have huge dims without the storage.
    let item_fmas = (rows * cols).saturating_mul(dims.inner.max(1));
    let items = out.len() / (rows * cols);
    let total = item_fmas.saturating_mul(items);
    let split_items = items > 1 && total >= matmul_parallel_min_fmas();
    let one_large = item_fmas >= matmul_row_split_min_fmas();
    if !split_items && !one_large {
        return false; // small products ask nothing of rayon
    }
    let threads = rayon::current_num_threads();
    let split_one = items < threads && one_large;
    if threads < 2 || !(split_items || split_one) {
        return false;
    }
    let blocks_per_item = (threads * 2).div_ceil(items);
    let block = |len: usize, align: usize| len.div_ceil(blocks_per_item).next_multiple_of(align);
    let blocks = match (block(rows, ROW_ALIGN), block(cols, COL_ALIGN)) {
        _ if !split_one => Blocks::Whole,
        (block_rows, _) if block_rows < rows => Blocks::Rows(block_rows),
        (_, block_cols) if block_cols < cols => Blocks::Cols(block_cols),
        _ => Blocks::Whole,
    };
    if items == 1 && blocks == Blocks::Whole {
        return false; // nothing to split
    }
    let run = |out: &mut [MaybeUninit<T>], split: bool| {
        if !split {
            return super::serial(out, dims, product);
        }
        out.par_chunks_mut(rows * cols)
            .enumerate()
            .for_each(|(item, c)| match blocks {
                Blocks::Whole => product(item, 0, 0, cols, c),
                Blocks::Rows(block_rows) => c
                    .par_chunks_mut(block_rows * cols)
                    .enumerate()
                    .for_each(|(block, c)| product(item, block * block_rows, 0, cols, c)),
                Blocks::Cols(block_cols) => column_blocks(c, rows, cols, block_cols, |first, c| {
                    product(item, 0, first, c.len() / rows, c)
                }),
            });
    };
    match matmul_split_policy() {
        MatmulSplitPolicy::Always => run(out, true),
        MatmulSplitPolicy::Timed => {
            let kind = match blocks {
                Blocks::Whole => SplitKind::BatchItems,
                Blocks::Rows(_) => SplitKind::RowBlocks,
                Blocks::Cols(_) => SplitKind::ColumnBlocks,
            };
            timed_split::run(kind, total, |split| run(out, split));
        }
    }
    true
}

/// Fills the row-major `rows x cols` matrix `c` by blocks of `block_cols` columns, computed in
/// parallel by `block(first_col, block)` into buffers of their own and then copied into place
/// (a block of columns is not a contiguous part of `c`).
fn column_blocks<T: Copy + Send>(
    c: &mut [MaybeUninit<T>],
    rows: usize,
    cols: usize,
    block_cols: usize,
    block: impl Fn(usize, &mut [MaybeUninit<T>]) + Sync,
) {
    let firsts: Vec<usize> = (0..cols).step_by(block_cols).collect();
    let blocks: Vec<Vec<MaybeUninit<T>>> = firsts
        .par_iter()
        .map(|&first| {
            let mut buffer = vec![MaybeUninit::uninit(); rows * block_cols.min(cols - first)];
            block(first, &mut buffer);
            buffer
        })
        .collect();
    for (first, buffer) in firsts.into_iter().zip(blocks) {
        let width = buffer.len() / rows;
        for (row, values) in c.chunks_mut(cols).zip(buffer.chunks(width)) {
            row[first..first + width].copy_from_slice(values);
        }
    }
}
