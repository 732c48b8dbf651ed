//! Where the columns of a block of output positions come from: the image itself, read by the
//! walker of `columns` (any stride), or, for a stride of 1, a padded copy of the image on
//! whose grid every row of the columns is one contiguous run.
//!
//! On the grid, output position `(oy, ox)` is grid position `oy * Wp + ox` of the padded
//! image (`Wp` its padded width), and row `(c, ky, kx)` of the columns is the padded plane
//! of `c` from element `ky * dy * Wp + kx * dx` on: the grid also has the `Wp - OW` positions
//! past each output row, whose sums are computed and dropped (3% more work for a 3x3 kernel
//! on 56 columns). A block of columns is then a copy of one long run per row, where the
//! image's own layout breaks each row at every output row and at the padding (a run of 56
//! elements, and a `memmove` each, in a ResNet block).

use super::columns::block_columns;
use super::{owned, Conv2dGeometry};
use crate::error::AllocError;
use crate::kernel::alloc::full_buffer;
use crate::kernel::Buffer;
use core::ops::Range;

/// The columns of one image's planes (the channels of one group), block by block.
pub(super) enum ImageColumns<'x, T> {
    /// Read from the image by [`block_columns`].
    Direct { x: &'x [T], g: Conv2dGeometry },
    /// Read from `padded`, the planes padded with zeros, on its grid (stride 1 only).
    Grid {
        padded: Buffer<T>,
        g: Conv2dGeometry,
        /// The padded planes' height and width.
        size: [usize; 2],
    },
}

impl<'x, T: Copy + Send + Sync + num_traits::Zero> ImageColumns<'x, T> {
    /// The columns of `x`, `channels` planes of `g.input`, for the convolution `g`: on the
    /// grid when its stride is 1.
    pub(super) fn new(x: &'x [T], channels: usize, g: &Conv2dGeometry) -> Result<Self, AllocError> {
        if g.stride != [1, 1] {
            return Ok(ImageColumns::Direct { x, g: *g });
        }
        let [h, w] = g.input;
        let size = [h + 2 * g.padding[0], w + 2 * g.padding[1]];
        // From the pool of recycled buffers: the same size for every image and step.
        let mut buffer = full_buffer(channels * size[0] * size[1], T::zero())?;
        let padded = owned(&mut buffer);
        let ([ph, pw], plane) = (g.padding, size[0] * size[1]);
        for c in 0..channels {
            let padded = &mut padded[c * plane..(c + 1) * plane];
            padded[..ph * size[1]].fill(T::zero());
            padded[(ph + h) * size[1]..].fill(T::zero());
            for y in 0..h {
                let line = &mut padded[(ph + y) * size[1]..(ph + y + 1) * size[1]];
                line[..pw].fill(T::zero());
                line[pw..pw + w].copy_from_slice(&x[(c * h + y) * w..][..w]);
                line[pw + w..].fill(T::zero());
            }
        }
        Ok(ImageColumns::Grid {
            padded: buffer,
            g: *g,
            size,
        })
    }

    /// The positions the blocks cover: the output's, or the grid's up to the last output.
    pub(super) fn positions(&self) -> usize {
        match self {
            ImageColumns::Direct { g, .. } => g.positions(),
            ImageColumns::Grid { g, size, .. } => match g.out() {
                [0, _] | [_, 0] => 0,
                [oh, ow] => (oh - 1) * size[1] + ow,
            },
        }
    }

    /// Writes every element of `cols`, row-major `[rows.len(), positions.len()]`: rows `rows`
    /// of the columns (whole channels) at `positions` (of [`positions`](Self::positions)).
    pub(super) fn fill(&self, rows: Range<usize>, positions: Range<usize>, cols: &mut [T]) {
        match self {
            ImageColumns::Direct { x, g } => block_columns(x, g, rows, positions, cols),
            ImageColumns::Grid { padded, g, size } => {
                let (taps, width) = (g.kernel[0] * g.kernel[1], positions.len());
                let plane = size[0] * size[1];
                for (r, line) in rows.zip(cols.chunks_exact_mut(width.max(1))) {
                    let (c, k) = (r / taps, r % taps);
                    let (ky, kx) = (k / g.kernel[1], k % g.kernel[1]);
                    let at = c * plane
                        + ky * g.dilation[0] * size[1]
                        + kx * g.dilation[1]
                        + positions.start;
                    line.copy_from_slice(&padded[at..at + width]);
                }
            }
        }
    }

    /// Calls `f(column, output, len)` for the runs of the block of `width` columns from
    /// position `start` that are outputs: `len` columns from the block's `column` are the
    /// output positions from `output` (row-major `oh * ow`).
    pub(super) fn for_each_output(
        &self,
        start: usize,
        width: usize,
        mut f: impl FnMut(usize, usize, usize),
    ) {
        match self {
            ImageColumns::Direct { .. } => f(0, start, width),
            ImageColumns::Grid { g, size, .. } => {
                let (ow, wp, end) = (g.out()[1], size[1], start + width);
                for oy in start / wp..end.div_ceil(wp) {
                    let (from, to) = (start.max(oy * wp), end.min(oy * wp + ow));
                    if from < to {
                        f(from - start, oy * ow + from - oy * wp, to - from);
                    }
                }
            }
        }
    }
}
