//! Splitting a batched product over rayon's threads: batch items first, then blocks of rows of
//! one product.

use super::settings::{
    matmul_parallel_min_fmas, matmul_row_split_min_fmas, matmul_split_policy, MatmulSplitPolicy,
};
use super::timed_split::{self, SplitKind};
use super::GemmDims;
use rayon::prelude::*;

/// Row blocks of one product are multiples of this many rows: matrixmultiply packs the
/// lhs in blocks of 64 rows (f32; 32 or 64 for f64), so a block boundary elsewhere leaves
/// a partial block in both tasks.
const ROW_ALIGN: usize = 64;

/// Runs `product(item, first_row, rows_out)` for the whole of `out` when the product is large
/// enough to split and there are threads to use, split or not as [`matmul_split_policy`]
/// decides; returns whether it ran (otherwise the caller runs it on its thread).
///
/// Batch items are split first: they share nothing. With fewer items than threads, a
/// product above [`matmul_row_split_min_fmas`] is split into blocks of rows, each
/// of which packs the whole rhs again, so the blocks are few (two per thread) and whole
/// multiples of [`ROW_ALIGN`]: measured on the loaded machine of BENCHMARKS.md, eight
/// blocks per thread were up to 30% slower than two.
pub(super) fn split<X: Send>(
    out: &mut [X],
    dims: &GemmDims,
    product: &(impl Fn(usize, usize, &mut [X]) + Sync),
) -> bool {
    let threads = rayon::current_num_threads();
    // Saturating: broadcast (stride-0) operands can have huge dims without the storage.
    let item_fmas = (dims.rows * dims.cols).saturating_mul(dims.inner.max(1));
    let items = out.len() / (dims.rows * dims.cols);
    let total = item_fmas.saturating_mul(items);
    let split_items = items > 1 && total >= matmul_parallel_min_fmas();
    let split_rows = items < threads && item_fmas >= matmul_row_split_min_fmas();
    if threads < 2 || !(split_items || split_rows) {
        return false;
    }
    let tasks = threads * 2;
    let block_rows = if !split_rows {
        dims.rows
    } else {
        let blocks = tasks.div_ceil(items);
        dims.rows
            .div_ceil(blocks)
            .next_multiple_of(ROW_ALIGN)
            .min(dims.rows)
    };
    if items == 1 && block_rows == dims.rows {
        return false; // nothing to split
    }
    let cols = dims.cols;
    let run = |out: &mut [X], split: bool| {
        if !split {
            return super::serial(out, dims, product);
        }
        out.par_chunks_mut(dims.rows * cols)
            .enumerate()
            .for_each(|(item, c)| {
                if block_rows == dims.rows {
                    return product(item, 0, c);
                }
                c.par_chunks_mut(block_rows * cols)
                    .enumerate()
                    .for_each(|(block, rows)| product(item, block * block_rows, rows));
            });
    };
    match matmul_split_policy() {
        MatmulSplitPolicy::Always => run(out, true),
        MatmulSplitPolicy::Timed => {
            let kind = if block_rows < dims.rows {
                SplitKind::RowBlocks
            } else {
                SplitKind::BatchItems
            };
            let choice = timed_split::choose(kind, total);
            timed_split::timed(kind, total, choice, || run(out, choice.split));
        }
    }
    true
}
