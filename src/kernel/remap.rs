//! 2-D remapping: each output element of a `[planes, oh, ow]` result read from one input
//! position chosen per output row and per output column (`rows[y]`, `cols[x]`), or a fill
//! value where either is [`OUTSIDE`]: padding (constant, reflect, replicate) and nearest
//! upsampling are index maps of this kind. The backward pass adds each output's gradient to
//! the position it was read from.

use super::alloc::{filled_buffer, full_buffer};
use super::Buffer;
use crate::error::AllocError;

/// An output row or column read from no input position: it takes the fill value.
pub(crate) const OUTSIDE: usize = usize::MAX;

/// `[planes, rows.len(), cols.len()]`: `x[p, rows[y], cols[x]]` (of the contiguous `[planes,
/// h, w]` input), or `fill` where a map is [`OUTSIDE`].
pub(crate) fn remap2d<T: Copy + Send + Sync>(
    x: &[T],
    [planes, h, w]: [usize; 3],
    rows: &[usize],
    cols: &[usize],
    fill: T,
) -> Result<Buffer<T>, AllocError> {
    let (oh, ow) = (rows.len(), cols.len());
    let outs = oh * ow;
    filled_buffer(planes * outs, |out| {
        super::parallel::for_each_items(
            out,
            outs,
            outs,
            #[inline(always)]
            |first, part| {
                for (k, plane) in part.chunks_exact_mut(outs.max(1)).enumerate() {
                    let input = &x[(first + k) * h * w..][..h * w];
                    for (line, &row) in plane.chunks_exact_mut(ow.max(1)).zip(rows) {
                        for (slot, &col) in line.iter_mut().zip(cols) {
                            let value = match row == OUTSIDE || col == OUTSIDE {
                                true => fill,
                                false => input[row * w + col],
                            };
                            slot.write(value);
                        }
                    }
                }
            },
        )
    })
}

/// The input gradient of [`remap2d`]: each element of the contiguous `[planes, rows.len(),
/// cols.len()]` gradient added at the input position it was read from, `[planes, h, w]`.
pub(crate) fn remap2d_backward<T: Copy + Send + Sync + num_traits::Zero>(
    grad: &[T],
    [planes, h, w]: [usize; 3],
    rows: &[usize],
    cols: &[usize],
) -> Result<Buffer<T>, AllocError> {
    let (oh, ow) = (rows.len(), cols.len());
    let outs = oh * ow;
    let mut buffer = full_buffer(planes * h * w, T::zero())?;
    let x = buffer.get_mut().expect("a new buffer has one owner");
    super::parallel::for_each_items(
        x,
        h * w,
        outs,
        #[inline(always)]
        |first, part| {
            for (k, plane) in part.chunks_exact_mut((h * w).max(1)).enumerate() {
                let grad = &grad[(first + k) * outs..][..outs];
                for (line, &row) in grad.chunks_exact(ow.max(1)).zip(rows) {
                    if row == OUTSIDE {
                        continue;
                    }
                    for (&g, &col) in line.iter().zip(cols) {
                        if col != OUTSIDE {
                            plane[row * w + col] = plane[row * w + col] + g;
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
        // Reflect-like rows with repeats, and a column outside.
        let (rows, cols) = ([1, 0, 1, 2, 1], [OUTSIDE, 0, 1, 2, 3, 3]);
        let dims = [2, 3, 4];
        let x: Vec<f64> = (0..24).map(|i| ((i * 7) % 11) as f64 - 5.0).collect();
        let g: Vec<f64> = (0..60).map(|i| ((i * 5) % 13) as f64 - 6.0).collect();
        let y = remap2d(&x, dims, &rows, &cols, 0.0).unwrap();
        let gx = remap2d_backward(&g, dims, &rows, &cols).unwrap();
        let lhs: f64 = y.iter().zip(&g).map(|(a, b)| a * b).sum();
        let rhs: f64 = x.iter().zip(gx.iter()).map(|(a, b)| a * b).sum();
        assert_eq!(lhs, rhs);
        assert_eq!(y[0], 0.0); // the outside column takes the fill
    }
}
