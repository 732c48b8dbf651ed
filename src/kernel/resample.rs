//! 2-D resampling by separable two-tap weights: output `(y, x)` of a `[planes, oh, ow]` result
//! is `Σ rows[y].weights[a] cols[x].weights[b] input[rows[y].at[a], cols[x].at[b]]` over
//! `a, b` in `0..2` (bilinear interpolation). The backward pass spreads each output's gradient
//! back with the same weights.

use super::alloc::{filled_buffer, full_buffer};
use super::Buffer;
use crate::error::AllocError;
use num_traits::Float;

/// An output position's two input positions and their weights along one axis.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Taps<T> {
    /// The input positions (equal where the output sits on the last one).
    pub at: [usize; 2],
    /// Their weights, summing to 1.
    pub weights: [T; 2],
}

/// `[planes, rows.len(), cols.len()]` resampled from the contiguous `[planes, h, w]` input.
pub(crate) fn resample2d<T: Float + Send + Sync>(
    x: &[T],
    [planes, h, w]: [usize; 3],
    rows: &[Taps<T>],
    cols: &[Taps<T>],
) -> Result<Buffer<T>, AllocError> {
    let (oh, ow) = (rows.len(), cols.len());
    let outs = oh * ow;
    filled_buffer(planes * outs, |out| {
        super::parallel::for_each_items(
            out,
            outs,
            4 * outs,
            #[inline(always)]
            |first, part| {
                for (k, plane) in part.chunks_exact_mut(outs.max(1)).enumerate() {
                    let input = &x[(first + k) * h * w..][..h * w];
                    for (line, r) in plane.chunks_exact_mut(ow.max(1)).zip(rows) {
                        let [top, bottom] = r.at.map(|y| &input[y * w..][..w]);
                        for (slot, c) in line.iter_mut().zip(cols) {
                            let [a, b] = c.at;
                            let [ca, cb] = c.weights;
                            let upper = top[a] * ca + top[b] * cb;
                            let lower = bottom[a] * ca + bottom[b] * cb;
                            slot.write(upper * r.weights[0] + lower * r.weights[1]);
                        }
                    }
                }
            },
        )
    })
}

/// The input gradient of [`resample2d`]: each element of the contiguous `[planes,
/// rows.len(), cols.len()]` gradient spread onto its four input positions by their weights.
pub(crate) fn resample2d_backward<T: Float + Send + Sync>(
    grad: &[T],
    [planes, h, w]: [usize; 3],
    rows: &[Taps<T>],
    cols: &[Taps<T>],
) -> Result<Buffer<T>, AllocError> {
    let (oh, ow) = (rows.len(), cols.len());
    let outs = oh * ow;
    let mut buffer = full_buffer(planes * h * w, T::zero())?;
    let x = buffer.get_mut().expect("a new buffer has one owner");
    super::parallel::for_each_items(
        x,
        h * w,
        4 * outs,
        #[inline(always)]
        |first, part| {
            for (k, plane) in part.chunks_exact_mut((h * w).max(1)).enumerate() {
                let grad = &grad[(first + k) * outs..][..outs];
                for (line, r) in grad.chunks_exact(ow.max(1)).zip(rows) {
                    for (&g, c) in line.iter().zip(cols) {
                        for (&y, &wy) in r.at.iter().zip(&r.weights) {
                            for (&col, &wx) in c.at.iter().zip(&c.weights) {
                                let slot = &mut plane[y * w + col];
                                *slot = *slot + g * wy * wx;
                            }
                        }
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
    fn backward_is_the_adjoint_of_forward() {
        let taps = |at: [usize; 2], w: f64| Taps {
            at,
            weights: [1.0 - w, w],
        };
        let rows = [taps([0, 1], 0.25), taps([1, 2], 0.5), taps([2, 2], 0.0)];
        let cols = [
            taps([0, 0], 0.0),
            taps([0, 1], 0.75),
            taps([1, 1], 0.0),
            taps([0, 1], 0.1),
        ];
        let dims = [2, 3, 2];
        let x: Vec<f64> = (0..12).map(|i| ((i * 7) % 11) as f64 - 5.0).collect();
        let g: Vec<f64> = (0..24).map(|i| ((i * 5) % 13) as f64 - 6.0).collect();
        let y = resample2d(&x, dims, &rows, &cols).unwrap();
        let gx = resample2d_backward(&g, dims, &rows, &cols).unwrap();
        let lhs: f64 = y.iter().zip(&g).map(|(a, b)| a * b).sum();
        let rhs: f64 = x.iter().zip(gx.iter()).map(|(a, b)| a * b).sum();
        assert!((lhs - rhs).abs() < 1e-12, "{lhs} vs {rhs}");
    }
}
