//! 2-D convolutions (and the 1-D and transposed ones, which are their forms): the geometry
//! that the convolutions and poolings share, the columns of a block of output positions
//! (`columns`: `im2col` and its adjoint `col2im`), and the products over those blocks
//! (`blocked`): the forward pass, the input gradient and the weight gradient.

mod blocked;
mod columns;
mod kept;
mod settings;
mod source;
mod winograd;
mod winograd_tiles;
mod winograd_weights;

pub(crate) use blocked::{conv2d, conv2d_input_grad, conv2d_weight_grad};
pub use settings::{conv_winograd, set_conv_winograd};

/// The elements of a buffer a convolution kernel made and alone holds.
fn owned<T>(buffer: &mut super::Buffer<T>) -> &mut [T] {
    buffer
        .get_mut()
        .expect("a kernel's own buffer has one owner")
}

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

    /// Every block's columns are the direct loop's (`(c, ky, kx)` rows, 0 on padding), and
    /// `<add_block_columns(c), x> == <c, block_columns(x)>`: the two are adjoint, which is
    /// what the backward pass needs. Odd sizes, strides, padding, dilation; blocks that start
    /// and end inside output rows, and rows that start inside the channels.
    #[test]
    fn block_columns_are_the_direct_loops_and_their_adjoint_adds_them_back() {
        for (input, kernel, s, p, d) in [
            ([5, 7], [3, 2], 2, 1, 1),
            ([6, 6], [2, 3], 1, 2, 2),
            ([4, 3], [1, 1], 3, 0, 1),
            ([9, 11], [3, 3], 1, 1, 1),
            ([1, 13], [1, 5], 1, 2, 1),
        ] {
            let g = geometry(input, kernel, s, p, d);
            let [oh, ow] = g.out();
            let taps = kernel[0] * kernel[1];
            let plane = input[0] * input[1];
            let x: Vec<f64> = (0..g.channels * plane)
                .map(|i| ((i * 7) % 11) as f64 - 5.0)
                .collect();
            let direct = |r: usize, pos: usize| {
                let (c, k) = (r / taps, r % taps);
                let (ky, kx, oy, ox) = (k / kernel[1], k % kernel[1], pos / ow, pos % ow);
                let y = (oy * s + ky * d) as isize - p as isize;
                let xx = (ox * s + kx * d) as isize - p as isize;
                match (0..input[0] as isize).contains(&y) && (0..input[1] as isize).contains(&xx) {
                    true => x[c * plane + y as usize * input[1] + xx as usize],
                    false => 0.0,
                }
            };
            for (channels, block) in [(0..3, 1), (1..3, 4), (0..2, 5), (2..3, oh * ow)] {
                let rows = channels.start * taps..channels.end * taps;
                let from = &x[channels.start * plane..];
                for p0 in (0..oh * ow).step_by(block) {
                    let positions = p0..(p0 + block).min(oh * ow);
                    let width = positions.len();
                    let mut cols = vec![f64::NAN; rows.len() * width];
                    columns::block_columns(from, &g, rows.clone(), positions.clone(), &mut cols);
                    for (i, &v) in cols.iter().enumerate() {
                        assert_eq!(v, direct(rows.start + i / width, p0 + i % width));
                    }
                    let c: Vec<f64> = (0..cols.len())
                        .map(|i| ((i * 5) % 13) as f64 - 6.0)
                        .collect();
                    let mut back = vec![0.0; channels.len() * plane];
                    columns::add_block_columns(&c, &g, rows.clone(), positions, &mut back);
                    let lhs: f64 = back.iter().zip(from).map(|(a, b)| a * b).sum();
                    let rhs: f64 = c.iter().zip(&cols).map(|(a, b)| a * b).sum();
                    assert_eq!(lhs, rhs);
                }
            }
        }
    }
}
