//! Layer norm and RMS norm over the last axis of a row-major buffer, one fused pass per row.
//!
//! Each row is read from memory once: its statistics are computed while it sits in cache
//! (layer norm: the mean, then the biased variance of `x - mean`, two passes over the cached
//! row, which is exact where a one-pass `E[x^2] - E[x]^2` cancels), and the output
//! `(x - mean) * rstd * weight + bias` is written in a third pass. Sums are softmax's
//! (`softmax::sum_row_in`): independent accumulators merged pairwise, which LLVM vectorizes,
//! more of them than softmax's for rows long enough ([`LANES`]).

use super::alloc;
use super::buffer::Buffer;
use super::parallel::for_each_items;
use super::softmax::{sum_row_in, SoftmaxFloat};
use crate::error::AllocError;
use core::mem::MaybeUninit;

/// Accumulators per sum of a row of at least this many elements: four AVX-512 registers of
/// `f32`. A row's statistics are two sums in sequence and its output needs both: in one
/// register of accumulators, a row of a few hundred elements is a chain of dependent adds
/// that the next row's work cannot hide. Shorter rows take softmax's [`NARROW_LANES`], so
/// that they are summed in vectors too.
const LANES: usize = 64;

/// Accumulators per sum of a row shorter than [`LANES`].
const NARROW_LANES: usize = 16;

/// The sum of `f(x)` over a row, in [`LANES`] or [`NARROW_LANES`] accumulators by its length
/// (the backward pass's statistics use it too, so they are the forward's bits).
#[inline(always)]
pub(super) fn sum_row<T: SoftmaxFloat>(row: &[T], f: impl Fn(T) -> T) -> T {
    match row.len() >= LANES {
        true => sum_row_in::<T, LANES>(row, f),
        false => sum_row_in::<T, NARROW_LANES>(row, f),
    }
}

/// Which normalization, with its affine parameters (each of the row's length).
#[derive(Clone, Copy)]
pub(crate) enum Norm<'a, T> {
    /// `(x - mean) / sqrt(var + eps) * weight + bias`, `var` biased (`torch.layer_norm`).
    Layer { weight: &'a [T], bias: &'a [T] },
    /// `x / sqrt(mean(x^2) + eps) * weight` (`torch.rms_norm`).
    Rms { weight: &'a [T] },
}

/// The normalization `norm` of every row of `len` elements of the row-major `data`, as a new
/// buffer of the same length, or an `Err` when that cannot be allocated.
pub(crate) fn normalize<T: SoftmaxFloat>(
    data: &[T],
    len: usize,
    norm: Norm<'_, T>,
    eps: T,
) -> Result<Buffer<T>, AllocError> {
    let weight = match norm {
        Norm::Layer { weight, bias } => {
            assert_eq!(bias.len(), len, "norm: bias and row lengths differ");
            weight
        }
        Norm::Rms { weight } => weight,
    };
    assert_eq!(weight.len(), len, "norm: weight and row lengths differ");
    alloc::filled_buffer(data.len(), |out| {
        if len == 0 {
            return;
        }
        // A row is read three times (two statistics, then the output) with a division and a
        // square root per row: twice a memory-bound op's work, which halves the output size
        // from which it splits over threads.
        for_each_items(
            out,
            len,
            2 * len,
            #[inline(always)]
            |first_row, chunk| {
                for (i, out_row) in chunk.chunks_exact_mut(len).enumerate() {
                    let row = &data[(first_row + i) * len..][..len];
                    normalize_row(row, out_row, norm, eps);
                }
            },
        );
    })
}

/// One row of [`normalize`].
#[inline(always)]
fn normalize_row<T: SoftmaxFloat>(
    row: &[T],
    out: &mut [MaybeUninit<T>],
    norm: Norm<'_, T>,
    eps: T,
) {
    let n = T::from(row.len()).expect("a row length fits a float");
    match norm {
        Norm::Layer { weight, bias } => {
            let mean = sum_row(row, |x| x) / n;
            let var = sum_row(row, |x| (x - mean) * (x - mean)) / n;
            let rstd = (var + eps).sqrt().recip();
            for (((o, &x), &w), &b) in out.iter_mut().zip(row).zip(weight).zip(bias) {
                o.write((x - mean) * rstd * w + b);
            }
        }
        Norm::Rms { weight } => {
            let rms = (sum_row(row, |x| x * x) / n + eps).sqrt().recip();
            for ((o, &x), &w) in out.iter_mut().zip(row).zip(weight) {
                o.write(x * rms * w);
            }
        }
    }
}

#[cfg(test)]
mod tests;
