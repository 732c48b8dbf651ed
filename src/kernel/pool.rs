//! 2-D max pooling: each output the largest element of its window (NaN when the window holds
//! one, as PyTorch), with the window position it came from for the backward pass.

use super::alloc::vec_filled;
use super::Conv2dGeometry;
use crate::error::AllocError;

/// The maxima of the contiguous `[batch, channels, h, w]` input over the windows of `g` (its
/// kernel, stride, padding, dilation; padding never wins), row-major `[batch, channels, oh,
/// ow]`, and for each the index within its `h * w` plane of the element it took.
pub(crate) fn max_pool2d<T: Copy + PartialOrd>(
    x: &[T],
    g: &Conv2dGeometry,
) -> Result<(Vec<T>, Vec<usize>), AllocError> {
    let [oh, ow] = g.out();
    let plane = g.input[0] * g.input[1];
    let planes = g.batch * g.channels;
    let first = match x.first() {
        Some(&v) => v,
        None => return Ok((Vec::new(), Vec::new())),
    };
    let mut values = vec_filled(planes * oh * ow, first)?;
    let mut at = vec_filled(planes * oh * ow, 0usize)?;
    for p in 0..planes {
        let input = &x[p * plane..(p + 1) * plane];
        for oy in 0..oh {
            for ox in 0..ow {
                let mut best: Option<(T, usize)> = None;
                for ky in 0..g.kernel[0] {
                    let Some(y) = (oy * g.stride + ky * g.dilation).checked_sub(g.padding) else {
                        continue;
                    };
                    if y >= g.input[0] {
                        continue;
                    }
                    for kx in 0..g.kernel[1] {
                        let Some(x) = (ox * g.stride + kx * g.dilation).checked_sub(g.padding)
                        else {
                            continue;
                        };
                        if x >= g.input[1] {
                            continue;
                        }
                        let (v, i) = (input[y * g.input[1] + x], y * g.input[1] + x);
                        // A NaN wins and stays (it is not smaller than anything after it).
                        let wins = match best {
                            None => true,
                            Some((b, _)) => !is_nan(b) && (v > b || is_nan(v)),
                        };
                        if wins {
                            best = Some((v, i));
                        }
                    }
                }
                // Padding is at most half the kernel, so every window holds an element.
                let (v, i) = best.expect("a window over the input");
                values[(p * oh + oy) * ow + ox] = v;
                at[(p * oh + oy) * ow + ox] = i;
            }
        }
    }
    Ok((values, at))
}

/// Whether `v` is NaN, for any partially ordered type: the one value not equal to itself.
#[allow(clippy::eq_op)]
fn is_nan<T: PartialOrd>(v: T) -> bool {
    v.partial_cmp(&v).is_none()
}

/// The gradient of [`max_pool2d`]'s input: each output's gradient added at the element it
/// took, row-major `[batch, channels, h, w]`.
pub(crate) fn max_pool2d_backward<T: Copy + num_traits::Zero>(
    grad: &[T],
    at: &[usize],
    g: &Conv2dGeometry,
) -> Result<Vec<T>, AllocError> {
    let plane = g.input[0] * g.input[1];
    let mut x = vec_filled(g.batch * g.channels * plane, T::zero())?;
    let per_plane = at.len() / (g.batch * g.channels).max(1);
    for (k, (&gv, &i)) in grad.iter().zip(at).enumerate() {
        let p = k / per_plane.max(1);
        let slot = &mut x[p * plane + i];
        *slot = *slot + gv;
    }
    Ok(x)
}
