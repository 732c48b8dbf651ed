//! 2-D max pooling: each output the largest element of its window (NaN when the window holds
//! one, as PyTorch), with the window position it came from for the backward pass.

use super::alloc::vec_filled;
use super::Conv2dGeometry;
use crate::error::AllocError;

/// The maxima of the contiguous `[batch, channels, h, w]` input over the windows of `g` (its
/// kernel, stride, padding, dilation; padding never wins), row-major `[batch, channels, oh,
/// ow]`, and for each the index within its `h * w` plane of the element it took. Planes are
/// split over threads when there are enough of them.
pub(crate) fn max_pool2d<T: Copy + PartialOrd + Send + Sync>(
    x: &[T],
    g: &Conv2dGeometry,
) -> Result<(Vec<T>, Vec<usize>), AllocError> {
    let [oh, ow] = g.out();
    let plane = g.input[0] * g.input[1];
    let outs = oh * ow;
    let mut at = vec_filled(g.batch * g.channels * outs, 0usize)?;
    let window = g.kernel[0] * g.kernel[1];
    super::parallel::for_each_items(&mut at, outs, outs * window, |first, part| {
        let mut best = Vec::with_capacity(ow);
        for (p, at) in part.chunks_exact_mut(outs.max(1)).enumerate() {
            let p = first + p;
            plane_maxima(&x[p * plane..(p + 1) * plane], g, at, &mut best);
        }
    });
    let mut values = Vec::new();
    values
        .try_reserve_exact(at.len())
        .map_err(|_| AllocError::of::<T>(at.len()))?;
    values.extend(
        at.iter()
            .enumerate()
            .map(|(k, &i)| x[k / outs.max(1) * plane + i]),
    );
    Ok((values, at))
}

/// The index of each window's maximum in one plane, `best` a scratch row. Each output row
/// is swept tap by tap across all its windows, the running maximum kept by a select rather
/// than a branch (random data would mispredict half of them).
fn plane_maxima<T: Copy + PartialOrd>(
    input: &[T],
    g: &Conv2dGeometry,
    at: &mut [usize],
    best: &mut Vec<T>,
) {
    let [oh, ow] = g.out();
    let w = g.input[1];
    let (s, d, p) = (g.stride, g.dilation, g.padding);
    if p == 0 && d == 1 {
        // Every window inside the plane, its rows contiguous (the common case).
        let [kh, kw] = g.kernel;
        for (oy, at) in at.chunks_exact_mut(ow.max(1)).enumerate().take(oh) {
            for (ox, slot) in at.iter_mut().enumerate() {
                let base = oy * s * w + ox * s;
                let (mut best_at, mut best) = (base, input[base]);
                for ky in 0..kh {
                    let row = &input[base + ky * w..base + ky * w + kw];
                    for (kx, &v) in row.iter().enumerate() {
                        let take = v > best || (is_nan(v) && !is_nan(best));
                        best_at = if take { base + ky * w + kx } else { best_at };
                        best = if take { v } else { best };
                    }
                }
                *slot = best_at;
            }
        }
        return;
    }
    for (oy, at) in at.chunks_exact_mut(ow.max(1)).enumerate().take(oh) {
        let rows = taps(oy, g, 0);
        // Start each window at an element inside it (padding is at most half the kernel).
        best.clear();
        for (ox, slot) in at.iter_mut().enumerate() {
            *slot = rows.start * w + taps(ox, g, 1).start;
            best.push(input[*slot]);
        }
        for y in rows.step_by(d) {
            for kx in 0..g.kernel[1] {
                let [lo, hi] = g.inside(1, kx, ow);
                for ox in lo..hi {
                    let i = y * w + ox * s + kx * d - p;
                    let v = input[i];
                    // A NaN wins, and stays: nothing is greater than it.
                    let take = v > best[ox] || (is_nan(v) && !is_nan(best[ox]));
                    if take {
                        best[ox] = v;
                        at[ox] = i;
                    }
                }
            }
        }
    }
}

/// The input positions (first to last, stepped by the dilation) that output `o`'s window
/// covers along `axis`, clipped to the input.
fn taps(o: usize, g: &Conv2dGeometry, axis: usize) -> core::ops::Range<usize> {
    let start = o * g.stride;
    let first_tap = g.padding.saturating_sub(start).div_ceil(g.dilation);
    let lo = start + first_tap * g.dilation - g.padding;
    let last = (start + (g.kernel[axis] - 1) * g.dilation).saturating_sub(g.padding);
    let hi = last.min(g.input[axis] - 1) + 1;
    // Align the end to the dilation's steps from `lo`.
    lo..hi.max(lo + 1)
}

/// Whether `v` is NaN, for any partially ordered type: the one value not equal to itself.
#[allow(clippy::eq_op)]
#[inline(always)]
fn is_nan<T: PartialOrd>(v: T) -> bool {
    v != v
}

/// The gradient of [`max_pool2d`]'s input: each output's gradient added at the element it
/// took, row-major `[batch, channels, h, w]`; planes split over threads when there are enough.
pub(crate) fn max_pool2d_backward<T: Copy + Send + Sync + num_traits::Zero>(
    grad: &[T],
    at: &[usize],
    g: &Conv2dGeometry,
) -> Result<Vec<T>, AllocError> {
    let plane = g.input[0] * g.input[1];
    let mut x = vec_filled(g.batch * g.channels * plane, T::zero())?;
    let outs = at.len() / (g.batch * g.channels).max(1);
    super::parallel::for_each_items(&mut x, plane, outs, |first, part| {
        for (p, x) in part.chunks_exact_mut(plane.max(1)).enumerate() {
            let p = first + p;
            let (grad, at) = (
                &grad[p * outs..(p + 1) * outs],
                &at[p * outs..(p + 1) * outs],
            );
            for (&gv, &i) in grad.iter().zip(at) {
                x[i] = x[i] + gv;
            }
        }
    });
    Ok(x)
}
