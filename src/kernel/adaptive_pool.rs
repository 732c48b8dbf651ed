//! Adaptive average pooling (`F.adaptive_avg_pool2d`): output `(i, j)` of an `[oh, ow]` plane
//! is the mean of input rows `floor(i h / oh) .. ceil((i + 1) h / oh)` and the columns
//! likewise, PyTorch's windows (they overlap where `oh` does not divide `h`).

use super::alloc::full_buffer;
use super::Buffer;
use crate::error::AllocError;
use core::ops::Range;
use num_traits::Float;

/// The geometry of an adaptive pooling: `planes` (batch times channels) planes of `input`
/// sizes pooled to `output` sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdaptiveGeometry {
    /// Batch times channels.
    pub planes: usize,
    /// The input's `[h, w]`.
    pub input: [usize; 2],
    /// The output's `[oh, ow]`.
    pub output: [usize; 2],
}

/// Output `i`'s window of an axis of `len` pooled to `out`: `floor(i len / out) ..
/// ceil((i + 1) len / out)`.
fn window(i: usize, len: usize, out: usize) -> Range<usize> {
    (i * len / out)..((i + 1) * len).div_ceil(out)
}

/// Each output's window along both axes, and the reciprocal of its element count.
struct Windows<T> {
    rows: Vec<Range<usize>>,
    columns: Vec<Range<usize>>,
    scales: Vec<T>,
}

impl<T: Float> Windows<T> {
    fn of(g: &AdaptiveGeometry) -> Self {
        let [h, w] = g.input;
        let [oh, ow] = g.output;
        let rows: Vec<_> = (0..oh).map(|i| window(i, h, oh)).collect();
        let columns: Vec<_> = (0..ow).map(|j| window(j, w, ow)).collect();
        let scales = rows
            .iter()
            .flat_map(|r| columns.iter().map(move |c| r.len() * c.len()))
            .map(|n| T::one() / T::from(n).unwrap_or_else(T::nan))
            .collect();
        Windows {
            rows,
            columns,
            scales,
        }
    }
}

/// The means of the windows of each contiguous `[h, w]` plane of `x`, row-major `[planes, oh,
/// ow]`, planes split over threads.
pub(crate) fn adaptive_avg_pool2d<T: Float + Send + Sync>(
    x: &[T],
    g: &AdaptiveGeometry,
) -> Result<Buffer<T>, AllocError> {
    let plane = g.input[0] * g.input[1];
    let outs = g.output[0] * g.output[1];
    let mut buffer = full_buffer(g.planes * outs, T::zero())?;
    let values = buffer.get_mut().expect("a new buffer has one owner");
    let windows = Windows::of(g);
    let w = g.input[1];
    super::parallel::for_each_items(
        values,
        outs,
        plane,
        #[inline(always)]
        |first, part| {
            for (p, out) in part.chunks_exact_mut(outs.max(1)).enumerate() {
                let input = &x[(first + p) * plane..][..plane];
                let mut o = 0;
                for rows in &windows.rows {
                    for columns in &windows.columns {
                        let mut sum = T::zero();
                        for y in rows.clone() {
                            for &v in &input[y * w..][columns.clone()] {
                                sum = sum + v;
                            }
                        }
                        out[o] = sum * windows.scales[o];
                        o += 1;
                    }
                }
            }
        },
    );
    Ok(buffer)
}

/// The gradient of [`adaptive_avg_pool2d`]'s input: each output's gradient over its window's
/// element count, added at every element of the window.
pub(crate) fn adaptive_avg_pool2d_backward<T: Float + Send + Sync>(
    grad: &[T],
    g: &AdaptiveGeometry,
) -> Result<Buffer<T>, AllocError> {
    let plane = g.input[0] * g.input[1];
    let outs = g.output[0] * g.output[1];
    let mut buffer = full_buffer(g.planes * plane, T::zero())?;
    let x = buffer.get_mut().expect("a new buffer has one owner");
    let windows = Windows::of(g);
    let w = g.input[1];
    super::parallel::for_each_items(
        x,
        plane,
        outs,
        #[inline(always)]
        |first, part| {
            for (p, x) in part.chunks_exact_mut(plane.max(1)).enumerate() {
                let grad = &grad[(first + p) * outs..][..outs];
                let mut o = 0;
                for rows in &windows.rows {
                    for columns in &windows.columns {
                        let share = grad[o] * windows.scales[o];
                        for y in rows.clone() {
                            for slot in &mut x[y * w..][columns.clone()] {
                                *slot = *slot + share;
                            }
                        }
                        o += 1;
                    }
                }
            }
        },
    );
    Ok(buffer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_are_pytorchs() {
        // 5 pooled to 3: [0, 2), [1, 4), [3, 5).
        let got: Vec<_> = (0..3).map(|i| window(i, 5, 3)).collect();
        assert_eq!(got, [0..2, 1..4, 3..5]);
        // 2 to 4: each element twice.
        let got: Vec<_> = (0..4).map(|i| window(i, 2, 4)).collect();
        assert_eq!(got, [0..1, 0..1, 1..2, 1..2]);
    }

    #[test]
    fn backward_is_the_adjoint_of_forward() {
        let g = AdaptiveGeometry {
            planes: 2,
            input: [5, 7],
            output: [3, 2],
        };
        let x: Vec<f64> = (0..70).map(|i| ((i * 13) % 17) as f64 - 8.0).collect();
        let dy: Vec<f64> = (0..12).map(|i| ((i * 7) % 5) as f64 - 2.0).collect();
        let y = adaptive_avg_pool2d(&x, &g).unwrap();
        let dx = adaptive_avg_pool2d_backward(&dy, &g).unwrap();
        let lhs: f64 = y.iter().zip(&dy).map(|(a, b)| a * b).sum();
        let rhs: f64 = x.iter().zip(dx.iter()).map(|(a, b)| a * b).sum();
        assert!((lhs - rhs).abs() < 1e-9, "{lhs} vs {rhs}");
    }
}
