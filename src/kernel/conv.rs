//! The copies a 2-D convolution is made of: `im2col`, which lays each output position's
//! receptive field out as a column, so that the convolution is one matrix product per group,
//! and `col2im`, its adjoint, which adds the columns back onto the input (the backward pass).

use super::alloc::full_buffer;
use super::Buffer;
use crate::error::AllocError;

/// A 2-D convolution's sizes: input `[batch, channels, height, width]`, a `kernel`, and the
/// stride, padding (on both sides) and dilation of each spatial axis (`[height, width]`, as
/// PyTorch's `conv2d` with pairs; a 1-D convolution is one of height 1, kernel height 1 and
/// no padding along it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conv2dGeometry {
    pub batch: usize,
    pub channels: usize,
    pub input: [usize; 2],
    pub kernel: [usize; 2],
    pub stride: [usize; 2],
    pub padding: [usize; 2],
    pub dilation: [usize; 2],
    pub groups: usize,
    /// Pooling's `ceil_mode`: the output sizes rounded up, a last window that starts inside
    /// the input or its left padding kept (convolutions: `false`).
    pub ceil_mode: bool,
}

impl Conv2dGeometry {
    /// The output size along spatial axis `axis` (0: height, 1: width), PyTorch's
    /// `floor((H + 2p - d(k - 1) - 1) / s) + 1`, or `None` when the padded input is smaller
    /// than the dilated kernel (or a size overflows).
    pub fn output(&self, axis: usize) -> Option<usize> {
        let padded = self.input[axis].checked_add(self.padding[axis].checked_mul(2)?)?;
        let reach = self.dilation[axis]
            .checked_mul(self.kernel[axis] - 1)?
            .checked_add(1)?;
        let (span, stride) = (padded.checked_sub(reach)?, self.stride[axis]);
        if !self.ceil_mode {
            return Some(span / stride + 1);
        }
        // PyTorch's rule: rounded up, but the last window must start before the right padding.
        let out = span.div_ceil(stride) + 1;
        let starts_inside = (out - 1) * stride < self.input[axis] + self.padding[axis];
        Some(if starts_inside { out } else { out - 1 })
    }

    /// Both output sizes (call only once [`output`](Self::output) has been checked).
    pub fn out(&self) -> [usize; 2] {
        [0, 1].map(|axis| self.output(axis).expect("a checked geometry"))
    }

    /// Rows of one image's columns: `channels * kh * kw`.
    pub fn rows(&self) -> usize {
        self.channels * self.kernel[0] * self.kernel[1]
    }

    /// Columns of one image: output positions `oh * ow`.
    pub fn positions(&self) -> usize {
        let [oh, ow] = self.out();
        oh * ow
    }

    /// The output positions `lo..hi` along spatial axis `axis` (of `outs`) whose kernel tap
    /// `k` reads inside the input rather than padding: `0 <= o * s + k * d - p < size`.
    pub fn inside(&self, axis: usize, k: usize, outs: usize) -> [usize; 2] {
        let (s, tap, p) = (
            self.stride[axis],
            k * self.dilation[axis],
            self.padding[axis],
        );
        let lo = p.saturating_sub(tap).div_ceil(s);
        // o * s + tap - p <= size - 1
        let hi = match (self.input[axis] + p).checked_sub(tap + 1) {
            Some(last) => (last / s + 1).min(outs),
            None => 0,
        };
        [lo.min(hi), hi]
    }
}

/// The columns of the contiguous `[batch, channels, h, w]` input `x`: row-major
/// `[batch, channels * kh * kw, oh * ow]`, 0 where a receptive field covers padding. Images
/// are split over threads when there are enough of them.
pub(crate) fn im2col<T: Copy + Send + Sync + num_traits::Zero>(
    x: &[T],
    g: &Conv2dGeometry,
) -> Result<Buffer<T>, AllocError> {
    let (rows, positions) = (g.rows(), g.positions());
    let image = g.channels * g.input[0] * g.input[1];
    // A buffer of the kernel's pool (recycled memory, no fresh pages), written in place.
    let mut buffer = full_buffer(g.batch * rows * positions, T::zero())?;
    let cols = buffer.get_mut().expect("a new buffer has one owner");
    let per_image = rows * positions;
    super::parallel::for_each_items(cols, per_image, per_image, |first, part| {
        for (n, cols) in part.chunks_exact_mut(per_image).enumerate() {
            let n = first + n;
            image_columns(&x[n * image..(n + 1) * image], g, cols);
        }
    });
    Ok(buffer)
}

/// One image's columns into `cols` (zeros on entry).
fn image_columns<T: Copy>(x: &[T], g: &Conv2dGeometry, cols: &mut [T]) {
    let [oh, ow] = g.out();
    let [h, w] = g.input;
    let kernel = g.kernel[0] * g.kernel[1];
    for (row, col_row) in cols.chunks_exact_mut(oh * ow).enumerate() {
        let (c, k) = (row / kernel, row % kernel);
        let (ky, kx) = (k / g.kernel[1], k % g.kernel[1]);
        let plane = &x[c * h * w..(c + 1) * h * w];
        let [ox_lo, ox_hi] = g.inside(1, kx, ow);
        if ox_lo >= ox_hi {
            continue;
        }
        let [oy_lo, oy_hi] = g.inside(0, ky, oh);
        for oy in oy_lo..oy_hi {
            let y = oy * g.stride[0] + ky * g.dilation[0] - g.padding[0];
            let out = &mut col_row[oy * ow + ox_lo..oy * ow + ox_hi];
            let x0 = ox_lo * g.stride[1] + kx * g.dilation[1] - g.padding[1];
            let src = &plane[y * w..(y + 1) * w];
            match g.stride[1] {
                1 => out.copy_from_slice(&src[x0..x0 + out.len()]),
                s => {
                    for (i, o) in out.iter_mut().enumerate() {
                        *o = src[x0 + i * s];
                    }
                }
            }
        }
    }
}

/// The adjoint of [`im2col`]: the row-major `[batch, channels, h, w]` sum of each column
/// entry onto the input position it was read from (padding entries are dropped). Images are
/// split over threads when there are enough of them.
pub(crate) fn col2im<T: Copy + Send + Sync + num_traits::Zero + core::ops::Add<Output = T>>(
    cols: &[T],
    g: &Conv2dGeometry,
) -> Result<Buffer<T>, AllocError> {
    let (rows, positions) = (g.rows(), g.positions());
    let image = g.channels * g.input[0] * g.input[1];
    let mut buffer = full_buffer(g.batch * image, T::zero())?;
    let x = buffer.get_mut().expect("a new buffer has one owner");
    let per_image = rows * positions;
    super::parallel::for_each_items(x, image, per_image, |first, part| {
        for (n, x) in part.chunks_exact_mut(image.max(1)).enumerate() {
            let n = first + n;
            add_image_columns(&cols[n * per_image..(n + 1) * per_image], g, x);
        }
    });
    Ok(buffer)
}

/// One image's columns added onto its input `x`.
fn add_image_columns<T: Copy + core::ops::Add<Output = T>>(
    cols: &[T],
    g: &Conv2dGeometry,
    x: &mut [T],
) {
    let [oh, ow] = g.out();
    let [h, w] = g.input;
    let kernel = g.kernel[0] * g.kernel[1];
    for (row, col_row) in cols.chunks_exact(oh * ow).enumerate() {
        let (c, k) = (row / kernel, row % kernel);
        let (ky, kx) = (k / g.kernel[1], k % g.kernel[1]);
        let plane = &mut x[c * h * w..(c + 1) * h * w];
        let [ox_lo, ox_hi] = g.inside(1, kx, ow);
        if ox_lo >= ox_hi {
            continue;
        }
        let [oy_lo, oy_hi] = g.inside(0, ky, oh);
        for oy in oy_lo..oy_hi {
            let y = oy * g.stride[0] + ky * g.dilation[0] - g.padding[0];
            let from = &col_row[oy * ow + ox_lo..oy * ow + ox_hi];
            let x0 = ox_lo * g.stride[1] + kx * g.dilation[1] - g.padding[1];
            let line = &mut plane[y * w..(y + 1) * w];
            for (i, &v) in from.iter().enumerate() {
                let at = &mut line[x0 + i * g.stride[1]];
                *at = *at + v;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn geometry(
        input: [usize; 2],
        kernel: [usize; 2],
        s: usize,
        p: usize,
        d: usize,
    ) -> Conv2dGeometry {
        Conv2dGeometry {
            batch: 2,
            channels: 3,
            input,
            kernel,
            stride: [s; 2],
            padding: [p; 2],
            dilation: [d; 2],
            groups: 1,
            ceil_mode: false,
        }
    }

    #[test]
    fn output_sizes_follow_pytorch_formula() {
        assert_eq!(geometry([28, 28], [3, 3], 1, 1, 1).out(), [28, 28]);
        assert_eq!(geometry([28, 27], [3, 3], 2, 0, 1).out(), [13, 13]);
        assert_eq!(geometry([7, 9], [3, 2], 1, 0, 2).out(), [3, 7]);
        assert_eq!(geometry([2, 2], [3, 3], 1, 0, 1).output(0), None);
        assert_eq!(geometry([1, 1], [3, 3], 1, 1, 1).out(), [1, 1]);
    }

    /// `<col2im(c), x> == <c, im2col(x)>`: the two are adjoint, which is what the backward
    /// pass needs, on odd sizes, strides, padding and dilation.
    #[test]
    fn col2im_is_the_adjoint_of_im2col() {
        for (input, kernel, s, p, d) in [
            ([5, 7], [3, 2], 2, 1, 1),
            ([6, 6], [2, 3], 1, 2, 2),
            ([4, 3], [1, 1], 3, 0, 1),
        ] {
            let g = geometry(input, kernel, s, p, d);
            let n = g.batch * g.channels * input[0] * input[1];
            let x: Vec<f64> = (0..n).map(|i| ((i * 7) % 11) as f64 - 5.0).collect();
            let cols = im2col(&x, &g).unwrap();
            let c: Vec<f64> = (0..cols.len())
                .map(|i| ((i * 5) % 13) as f64 - 6.0)
                .collect();
            let back = col2im(&c, &g).unwrap();
            let lhs: f64 = back.iter().zip(&x).map(|(a, b)| a * b).sum();
            let rhs: f64 = c.iter().zip(cols.iter()).map(|(a, b)| a * b).sum();
            assert_eq!(lhs, rhs);
        }
    }
}
