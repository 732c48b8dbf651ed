//! Splitting a batched product over rayon's threads: batch items first, then blocks of rows (or
//! of columns) of one product, the calling thread taking its share.

use super::operand::GemmDims;
use super::settings::{
    matmul_parallel_min_fmas, matmul_row_split_min_fmas, matmul_split_policy, MatmulSplitPolicy,
};
use super::timed_split::{self, SplitKind};
use crate::kernel::alloc::uninit_vec;
use core::mem::MaybeUninit;
use std::sync::Mutex;

/// Row blocks of one product are multiples of this many rows: matrixmultiply packs the
/// lhs in blocks of 64 rows (f32; 32 or 64 for f64), so a block boundary elsewhere leaves
/// a partial block in both tasks.
const ROW_ALIGN: usize = 64;

/// Column blocks are multiples of this many columns: a multiple of every microkernel's width,
/// and one panel of the panel kernel (f32), which takes most products split by columns (at
/// most 64 rows) and packs nothing twice across them.
const COL_ALIGN: usize = 16;

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
/// packs the whole rhs again, so the blocks are as few as the threads and whole multiples of
/// [`ROW_ALIGN`] (more blocks per thread pack the rhs more often for no gain in balance:
/// BENCHMARKS.md, "Splitting over threads"; a machine too busy for that balance is one where
/// the timed policy does not split). A product with too few rows for two blocks (a batch of
/// tokens through a wide layer) is split into blocks of columns instead, computed apart and
/// copied into place (or, when the memory for that cannot be had, not split). The calling
/// thread works on the blocks from the start ([`share_out`]).
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
    let blocks_per_item = threads.div_ceil(items);
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
    let run = |out: &mut [MaybeUninit<T>], split: bool| match (split, blocks) {
        (false, _) => dims.each_item(out, product),
        (true, Blocks::Whole) => share_out(out.chunks_mut(rows * cols).enumerate(), |(item, c)| {
            product(item, 0, 0, cols, c)
        }),
        (true, Blocks::Rows(block_rows)) => {
            let blocks = out
                .chunks_mut(rows * cols)
                .enumerate()
                .flat_map(|(item, c)| {
                    let blocks = c.chunks_mut(block_rows * cols).enumerate();
                    blocks.map(move |(block, c)| (item, block * block_rows, c))
                });
            share_out(blocks, |(item, first, c)| product(item, first, 0, cols, c))
        }
        (true, Blocks::Cols(block_cols)) => {
            if !column_blocks(out, rows, cols, block_cols, product) {
                dims.each_item(out, product);
            }
        }
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

/// Fills `out`, row-major `rows x cols` matrices, by blocks of `block_cols` columns, each
/// computed by `product(item, 0, first_col, width, block)` into a buffer of its own (a block
/// of columns is not a contiguous part of `out`) and then copied into place. Returns `false`,
/// having written nothing, when those buffers (as large as `out` together) cannot be
/// allocated.
fn column_blocks<T: Copy + Send>(
    out: &mut [MaybeUninit<T>],
    rows: usize,
    cols: usize,
    block_cols: usize,
    product: &(impl Fn(usize, usize, usize, usize, &mut [MaybeUninit<T>]) + Sync),
) -> bool {
    let items = out.len() / (rows * cols);
    let firsts = (0..cols).step_by(block_cols);
    let blocks: Vec<(usize, usize)> = (0..items)
        .flat_map(|item| firsts.clone().map(move |first| (item, first)))
        .collect();
    let buffers: Result<Vec<Vec<MaybeUninit<T>>>, _> = blocks
        .iter()
        .map(|&(_, first)| uninit_vec(rows * block_cols.min(cols - first)))
        .collect();
    let Ok(mut buffers) = buffers else {
        return false;
    };
    share_out(blocks.iter().zip(&mut buffers), |(&(item, first), c)| {
        product(item, 0, first, c.len() / rows, c)
    });
    for (&(item, first), buffer) in blocks.iter().zip(&buffers) {
        let width = buffer.len() / rows;
        let c = &mut out[item * rows * cols..][..rows * cols];
        for (row, values) in c.chunks_mut(cols).zip(buffer.chunks(width)) {
            row[first..first + width].copy_from_slice(values);
        }
    }
    true
}

/// Runs `work` on every task of `tasks`, taking them in order from a queue: the calling
/// thread starts at once, and each of rayon's other threads takes tasks from the time it
/// wakes. A split then costs no more than the work itself while the others are waking (a
/// vCPU of this machine's VM takes tens of microseconds, more when its core is busy), and
/// tasks left when a thread is descheduled go to the threads still running.
fn share_out<X: Send>(tasks: impl Iterator<Item = X> + Send, work: impl Fn(X) + Sync) {
    let queue = Mutex::new(tasks);
    // The lock is never held while a task runs, so a task's panic cannot poison it.
    let take = || queue.lock().expect("the task queue's lock").next();
    let drain = || {
        while let Some(task) = take() {
            work(task);
        }
    };
    rayon::in_place_scope(|scope| {
        for _ in 1..rayon::current_num_threads() {
            scope.spawn(|_| drain());
        }
        drain();
    });
}
