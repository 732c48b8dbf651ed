//! The backward pass of layer norm and RMS norm over the last axis, fused: per row, the
//! statistics are recomputed from the saved input while it sits in cache, and the input's
//! gradient `rstd * (u - mean(u) - xhat * mean(u * xhat))` (`u = g * weight`, `xhat` the
//! normalized input; RMS norm has no `mean(u)` term) is written in one more pass. The weight's
//! gradient `Σ_rows g * xhat` is summed row by row, across the columns.

use super::alloc;
use super::buffer::Buffer;
use super::norm::sum_row;
use super::parallel::for_each_items;
use super::softmax::SoftmaxFloat;
use super::softmax_backward::sum_pairs;
use super::wide::with_wide_vectors;
use crate::error::AllocError;

/// What a normalization's backward pass is given and asked for.
pub(crate) struct NormBackward<'a, T> {
    /// The forward's input, row-major rows of `len` elements.
    pub(crate) x: &'a [T],
    /// The output's gradient, laid out as `x`.
    pub(crate) g: &'a [T],
    /// The weight (`len` elements), when the input's gradient is wanted.
    pub(crate) weight: Option<&'a [T]>,
    /// The row length.
    pub(crate) len: usize,
    /// Layer norm (the mean subtracted) rather than RMS norm.
    pub(crate) centered: bool,
    pub(crate) eps: T,
    /// Whether the weight's gradient is wanted.
    pub(crate) weight_grad: bool,
}

/// The input's gradient (when `weight` is given) and the weight's (when asked for, else
/// empty) of the normalization of every row of `b.x`; an `Err` when their memory cannot be had.
pub(crate) fn norm_backward<T: SoftmaxFloat>(
    b: &NormBackward<'_, T>,
) -> Result<(Option<Buffer<T>>, Vec<T>), AllocError> {
    let len = b.len;
    assert_eq!(
        b.x.len(),
        b.g.len(),
        "norm backward: x and g lengths differ"
    );
    assert!(
        b.weight.is_none_or(|w| w.len() == len),
        "norm backward: weight and row lengths differ"
    );
    if len == 0 || b.x.is_empty() {
        let gx = b
            .weight
            .map(|_| alloc::filled_buffer(b.x.len(), |_| {}))
            .transpose()?;
        return Ok((
            gx,
            alloc::vec_filled(if b.weight_grad { len } else { 0 }, T::zero())?,
        ));
    }
    assert_eq!(b.x.len() % len, 0, "norm backward: not whole rows");
    let stats = row_statistics(b)?;
    let gx = b.weight.map(|weight| {
        alloc::filled_buffer(b.x.len(), |out| {
            // Each row is read three times and has a scratch row: about four passes' work.
            for_each_items(
                out,
                len,
                4 * len,
                #[inline(always)]
                |first_row, chunk| {
                    let mut u = vec![T::zero(); len];
                    for (i, out) in chunk.chunks_exact_mut(len).enumerate() {
                        let row = first_row + i;
                        let (x, g) = (&b.x[row * len..][..len], &b.g[row * len..][..len]);
                        let (mean, rstd) = stats[row];
                        for ((u, &g), &w) in u.iter_mut().zip(g).zip(weight) {
                            *u = g * w;
                        }
                        let n = T::from(len).expect("a row length fits a float");
                        let u_mean = match b.centered {
                            true => sum_row(&u, |u| u) / n,
                            false => T::zero(),
                        };
                        let along = sum_pairs(&u, x, |u, x| u * (x - mean)) * rstd / n;
                        for ((o, &u), &x) in out.iter_mut().zip(&u).zip(x) {
                            let xhat = (x - mean) * rstd;
                            o.write(rstd * (u - u_mean - xhat * along));
                        }
                    }
                },
            )
        })
    });
    let gx = gx.transpose()?;
    let mut gw = Vec::new();
    if b.weight_grad {
        gw = alloc::vec_filled(len, T::zero())?;
        with_wide_vectors(
            #[inline(always)]
            || {
                for (row, &(mean, rstd)) in stats.iter().enumerate() {
                    let (x, g) = (&b.x[row * len..][..len], &b.g[row * len..][..len]);
                    for ((gw, &x), &g) in gw.iter_mut().zip(x).zip(g) {
                        *gw = *gw + g * ((x - mean) * rstd);
                    }
                }
            },
        );
    }
    Ok((gx, gw))
}

/// Each row's mean (0 for RMS norm) and `1 / sqrt(var + eps)` (RMS norm: of the mean square),
/// the forward's statistics.
fn row_statistics<T: SoftmaxFloat>(b: &NormBackward<'_, T>) -> Result<Vec<(T, T)>, AllocError> {
    let len = b.len;
    let n = T::from(len).expect("a row length fits a float");
    let mut stats = alloc::vec_filled(b.x.len() / len, (T::zero(), T::zero()))?;
    for_each_items(
        &mut stats,
        1,
        2 * len,
        #[inline(always)]
        |first_row, chunk| {
            for (i, s) in chunk.iter_mut().enumerate() {
                let x = &b.x[(first_row + i) * len..][..len];
                let mean = match b.centered {
                    true => sum_row(x, |x| x) / n,
                    false => T::zero(),
                };
                let var = sum_row(x, |x| (x - mean) * (x - mean)) / n;
                *s = (mean, (var + b.eps).sqrt().recip());
            }
        },
    );
    Ok(stats)
}

#[cfg(test)]
mod tests;
