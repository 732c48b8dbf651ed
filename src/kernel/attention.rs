//! Scaled dot-product attention, fused: `softmax(q · kᵀ * scale) · v` for every batch item,
//! a block of query rows at a time, so that the scores and probabilities of a block live in
//! a buffer of the thread that computes them (at most [`QUERY_BLOCK`] rows of the key length)
//! instead of in two tensors of `[.., queries, keys]` written to memory and read back.
//!
//! The output is stored with the last batch axis (the heads) after the query axis,
//! `[outer.., queries, heads, value features]`: the order in which a transformer merges the
//! heads again, so that `permute` and `flatten_axes` of the result copy nothing. Work splits
//! over threads by query rows of all heads.

use super::alloc::{self, FirstFailure};
use super::buffer::Buffer;
use super::gemm::{matmul_rows, GemmDims, GemmOperand, MatmulElement};
use super::parallel::for_each_items;
use super::softmax::{scaled_softmax_row, SoftmaxFloat};
use super::wide::{with_wide_multiply_add, Fused, MulAdd, Separate};
use super::Operand;
use crate::error::AllocError;
use core::mem::MaybeUninit;

/// The most query rows whose scores are computed together: each block copies every head's
/// `kᵀ` and `v` into the GEMM kernels' panels once, so the fewer blocks the better, as long as
/// the block's scores and probabilities stay in L2 ([`BLOCK_BYTES`]).
const QUERY_BLOCK: usize = 128;

/// The fewest query rows of a block, however long the keys: with fewer, the extra copies of
/// `kᵀ` and `v` cost more than buffers beyond L2 (BENCHMARKS.md, "Fused attention").
const MIN_QUERY_BLOCK: usize = 64;

/// The bytes a block's scores and probabilities may take (two `[rows, keys]` buffers): half
/// the L2 of the cores this kernel was tuned on.
const BLOCK_BYTES: usize = 1 << 20;

/// Query rows computed together for `keys` keys of `T`: [`QUERY_BLOCK`], fewer where their
/// buffers would outgrow [`BLOCK_BYTES`], at least [`MIN_QUERY_BLOCK`].
fn query_block<T>(keys: usize) -> usize {
    let row_bytes = keys.max(1).saturating_mul(2 * size_of::<T>());
    (BLOCK_BYTES / row_bytes).clamp(MIN_QUERY_BLOCK, QUERY_BLOCK)
}

/// The operands of one attention: the products `q · kᵀ` (`scores`) and `p · v` (`values`)
/// share their batch axes and their `rows` (the queries); `scores.cols` (the keys) is
/// `values.inner`.
#[derive(Clone, Copy)]
pub(crate) struct Attention<'a, T> {
    pub(crate) scores: GemmDims,
    pub(crate) q: GemmOperand<'a, T>,
    pub(crate) kt: GemmOperand<'a, T>,
    pub(crate) values: GemmDims,
    pub(crate) v: GemmOperand<'a, T>,
    /// Positive: the softmax takes the maximum before scaling.
    pub(crate) scale: T,
    /// Query `i` sees keys `0..=i` only (PyTorch's `is_causal`: the mask's top left corner).
    pub(crate) causal: bool,
    /// Which keys each query sees (`true`), read with the strides of the scores
    /// `[batch.., queries, keys]` (stride 0 along the axes it is broadcast over).
    pub(crate) mask: Option<Operand<'a, bool>>,
}

/// `softmax(q · kᵀ * scale) · v` as a new buffer laid out `[outer.., queries, heads, value
/// features]` (see the module docs); a batch without axes has one head. An `Err` when the
/// buffer, the copy of an operand broadcast along a matrix axis (as in `matmul`), or a block's
/// scores (a few rows of the key length) cannot be allocated.
pub(crate) fn attention<T: SoftmaxFloat + MatmulElement>(
    a: &Attention<'_, T>,
) -> Result<Buffer<T>, AllocError>
where
    T::Accumulator: SoftmaxFloat,
{
    let (queries, keys, features) = (a.scores.rows, a.scores.cols, a.values.cols);
    assert!(
        a.scores.batch_dims() == a.values.batch_dims()
            && a.values.rows == queries
            && a.values.inner == keys,
        "attention: the two products disagree"
    );
    let heads = a.scores.batch_dims().last().copied().unwrap_or(1);
    let len = a.scores.items() * queries * features;
    alloc::try_filled_buffer(len, |out| {
        if out.is_empty() {
            return Ok(());
        }
        if keys == 0 {
            // No key to attend to: every output is an empty sum, as `p · v` with no inner axis.
            out.iter_mut().for_each(|slot| {
                slot.write(T::zero());
            });
            return Ok(());
        }
        // Operands broadcast along a matrix axis are copied first, as `matmul` copies them.
        let (mut q_copy, mut kt_copy, mut v_copy) = (Vec::new(), Vec::new(), Vec::new());
        let batch = a.scores.batch_dims();
        let a = &Attention {
            q: a.q.dense(batch, queries, a.scores.inner, &mut q_copy)?,
            kt: a.kt.dense(batch, a.scores.inner, keys, &mut kt_copy)?,
            v: a.v.dense(batch, keys, features, &mut v_copy)?,
            ..*a
        };
        let failure = FirstFailure::default();
        // A row of the output holds one query of every head; the work per row is its two
        // products' multiply-adds (a quarter of an elementwise op's cost each, as `matmul`'s
        // split threshold is four times the elementwise one) and the softmax.
        let fmas = heads * keys * (a.scores.inner + features);
        let work = fmas / 4 + heads * keys;
        for_each_items(
            out,
            heads * features,
            work,
            #[inline(always)]
            |first_row, rows| {
                let attended = with_wide_multiply_add(
                    rows,
                    #[inline(always)]
                    |rows| attend::<T, Fused>(a, heads, first_row, rows),
                    #[inline(always)]
                    |rows| attend::<T, Separate>(a, heads, first_row, rows),
                );
                if let Err(error) = attended {
                    failure.record(error);
                }
            },
        );
        failure.result()
    })
}

/// `len` slots of `T` for a block's working memory, or an `Err` naming them (`len` saturated
/// at `usize::MAX` when the block's size overflows it).
fn scratch<T>(len: Option<usize>) -> Result<Vec<MaybeUninit<T>>, AllocError> {
    alloc::uninit_vec(len.unwrap_or(usize::MAX))
}

/// Writes `out`, the output rows from row `first_row` of `[outer * queries]`, each holding
/// the query's row of every head; or returns an `Err`, having written nothing, when the
/// block's working memory cannot be allocated.
///
/// The scores, their softmax and the context are computed in the element's accumulator type
/// `W` (`f32` for `bf16` and `f16`, as PyTorch's fused CPU attention): the products sum in it,
/// and only the probabilities (the second product's operand) and the output are rounded to
/// `T`.
#[inline(always)]
fn attend<T: SoftmaxFloat + MatmulElement, M: MulAdd>(
    a: &Attention<'_, T>,
    heads: usize,
    first_row: usize,
    out: &mut [MaybeUninit<T>],
) -> Result<(), AllocError>
where
    T::Accumulator: SoftmaxFloat,
{
    let (queries, keys, features) = (a.scores.rows, a.scores.cols, a.values.cols);
    let row_len = heads * features;
    let rows = out.len() / row_len;
    let block = rows.min(query_block::<T::Accumulator>(keys));
    let mut scores = scratch::<T::Accumulator>(block.checked_mul(keys))?;
    let mut probs = scratch::<T>(block.checked_mul(keys))?;
    let mut context = scratch::<T::Accumulator>(block.checked_mul(features))?;
    // A row of probabilities in `W`, rounded into `probs` (unused where `T` is `W`).
    let same = same_type::<T, T::Accumulator>();
    let mut wide_row = scratch::<T::Accumulator>(Some(if same { 0 } else { keys }))?;
    let scale = a.scale.to_accumulator();
    let mut done = 0;
    while done < rows {
        let (outer, first_query) = ((first_row + done) / queries, (first_row + done) % queries);
        let n = (rows - done).min(queries - first_query).min(block);
        for head in 0..heads {
            let item = outer * heads + head;
            let scores = &mut scores[..n * keys];
            matmul_rows(scores, &a.scores, &a.q, &a.kt, item, first_query);
            // SAFETY: `matmul_rows` wrote every slot of `scores` (the GEMM kernels' contract),
            // and `MaybeUninit<T>` has `T`'s layout.
            let scores = unsafe { assume_written(scores) };
            let probs = &mut probs[..n * keys];
            for (i, (row, out_row)) in scores
                .chunks_exact_mut(keys)
                .zip(probs.chunks_exact_mut(keys))
                .enumerate()
            {
                if let Some(mask) = &a.mask {
                    hide_masked(row, mask, a.scores.batch_dims(), item, first_query + i);
                }
                // The keys a causal query does not see get weight 0, as `-inf` scores would.
                let visible = if a.causal {
                    (first_query + i + 1).min(keys)
                } else {
                    keys
                };
                let (seen, hidden) = out_row.split_at_mut(visible);
                if same {
                    // SAFETY: `T` and `W` are the same type (`same_type`), so the slots are
                    // the same memory of the same type.
                    let seen = unsafe {
                        &mut *(seen as *mut [MaybeUninit<T>]
                            as *mut [MaybeUninit<T::Accumulator>])
                    };
                    scaled_softmax_row::<T::Accumulator, M>(&row[..visible], seen, scale);
                } else {
                    let wide = &mut wide_row[..visible];
                    scaled_softmax_row::<T::Accumulator, M>(&row[..visible], wide, scale);
                    // SAFETY: `scaled_softmax_row` wrote every slot of `wide`.
                    let wide = unsafe { assume_written(wide) };
                    for (slot, &p) in seen.iter_mut().zip(wide.iter()) {
                        slot.write(T::from_accumulator(p));
                    }
                }
                hidden.iter_mut().for_each(|slot| {
                    slot.write(T::zero());
                });
            }
            // SAFETY: each row of `probs` (they tile it) was written whole: its visible part
            // by `scaled_softmax_row`, the rest with zeros; the layout is `T`'s as above.
            let probs = unsafe { assume_written(probs) };
            let values = GemmDims {
                rows: n,
                ..a.values
            };
            let context = &mut context[..n * features];
            let p = GemmOperand::row_major(probs, keys);
            matmul_rows(context, &values, &p, &a.v, item, 0);
            // SAFETY: as for `scores`.
            let context = unsafe { assume_written(context) };
            for (i, values) in context.chunks_exact(features).enumerate() {
                let at = (done + i) * row_len + head * features;
                for (slot, &x) in out[at..at + features].iter_mut().zip(values) {
                    slot.write(T::from_accumulator(x));
                }
            }
        }
        done += n;
    }
    Ok(())
}

/// Sets to `-inf` the scores of `row` (query `query` of batch item `item`) whose keys `mask`
/// hides (`false`): their weights become 0, and a query that sees no key gets NaN, as in
/// PyTorch.
fn hide_masked<T: SoftmaxFloat>(
    row: &mut [T],
    mask: &Operand<'_, bool>,
    batch: &[usize],
    mut item: usize,
    query: usize,
) {
    let rank = batch.len();
    let mut at = mask.offset + query * mask.strides[rank];
    for (axis, &dim) in batch.iter().enumerate().rev() {
        at += (item % dim) * mask.strides[axis];
        item /= dim;
    }
    let key_stride = mask.strides[rank + 1];
    for (j, score) in row.iter_mut().enumerate() {
        if !mask.data[at + j * key_stride] {
            *score = T::neg_infinity();
        }
    }
}

/// Whether `A` and `B` are one type.
fn same_type<A: 'static, B: 'static>() -> bool {
    core::any::TypeId::of::<A>() == core::any::TypeId::of::<B>()
}

/// `slots` as the values they hold.
///
/// # Safety
///
/// Every slot of `slots` must have been written.
#[inline(always)]
unsafe fn assume_written<T>(slots: &mut [MaybeUninit<T>]) -> &mut [T] {
    // SAFETY: the caller guarantees every slot is initialized; `MaybeUninit<T>` has the
    // size, alignment and layout of `T`, so the slots are a valid `[T]` of the same length.
    unsafe { &mut *(slots as *mut [MaybeUninit<T>] as *mut [T]) }
}

#[cfg(test)]
mod tests {
    use super::{query_block, MIN_QUERY_BLOCK, QUERY_BLOCK};

    /// Blocks of 128 rows while two `[rows, keys]` buffers fit 1 MiB, shorter ones down to 64
    /// rows past that, 64 however long the keys.
    #[test]
    fn query_blocks_shrink_with_the_keys_down_to_the_floor() {
        assert_eq!((MIN_QUERY_BLOCK, QUERY_BLOCK), (64, 128));
        for (keys, f32_rows, f64_rows) in [
            (0, 128, 128),
            (1, 128, 128),
            (128, 128, 128),
            (1024, 128, 64),
            (1536, 85, 64),
            (2048, 64, 64),
            (100_000, 64, 64),
            (usize::MAX, 64, 64),
        ] {
            assert_eq!(query_block::<f32>(keys), f32_rows, "f32, {keys} keys");
            assert_eq!(query_block::<f64>(keys), f64_rows, "f64, {keys} keys");
        }
    }
}
