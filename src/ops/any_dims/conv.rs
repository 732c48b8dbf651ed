//! The backward computations of `conv2d` and `max_pool2d` on run-time dims.

use crate::error::{InOp, OrPanic};
use crate::kernel::{
    adaptive_avg_pool2d_backward, avg_pool2d_backward, col2im, im2col, max_pool2d_backward,
    remap2d_backward, resample2d_backward, AdaptiveGeometry, Conv2dGeometry, Taps,
};
use crate::tensor::AnyDims;
use crate::{FloatElement, Tensor};

impl<T: FloatElement> Tensor<T, AnyDims> {
    /// The input gradient of a resampling (`interpolate_bilinear`) whose output gradient is
    /// this contiguous `[N, C, rows.len(), cols.len()]` tensor.
    #[track_caller]
    pub(crate) fn resample_backward(
        &self,
        rows: &[Taps<T>],
        cols: &[Taps<T>],
        input: [usize; 2],
    ) -> Self {
        let grad = self.as_slice().expect("a contiguous tensor");
        let dims = self.dims();
        let x = resample2d_backward(grad, [dims[0] * dims[1], input[0], input[1]], rows, cols)
            .in_op("backward")
            .or_panic();
        Self::from_row_major(x, &[dims[0], dims[1], input[0], input[1]])
    }

    /// The input gradient of a remapping (`pad2d`) whose output gradient is this contiguous
    /// `[N, C, rows.len(), cols.len()]` tensor, of an input of `input` spatial sizes.
    #[track_caller]
    pub(crate) fn remap_backward(&self, rows: &[usize], cols: &[usize], input: [usize; 2]) -> Self {
        let grad = self.as_slice().expect("a contiguous tensor");
        let dims = self.dims();
        let planes = dims[0] * dims[1];
        let x = remap2d_backward(grad, [planes, input[0], input[1]], rows, cols)
            .in_op("backward")
            .or_panic();
        Self::from_row_major(x, &[dims[0], dims[1], input[0], input[1]])
    }

    /// The input gradient of an adaptive average pooling whose output gradient is this
    /// contiguous `[N, C, OH, OW]` tensor.
    #[track_caller]
    pub(crate) fn adaptive_avg_pool2d_backward(&self, g: &AdaptiveGeometry) -> Self {
        let grad = self.as_slice().expect("a contiguous tensor");
        let x = adaptive_avg_pool2d_backward(grad, g)
            .in_op("backward")
            .or_panic();
        let mut dims = self.dims().to_vec();
        dims[2..].copy_from_slice(&g.input);
        Self::from_row_major(x, &dims)
    }

    /// The columns of this contiguous `[N, C, H, W]` input (`im2col`), `[N, G, C / G * KH *
    /// KW, OH * OW]`; a panic with the allocation's text, as the backward pass' others.
    #[track_caller]
    pub(crate) fn columns(&self, g: &Conv2dGeometry) -> Self {
        let data = self.as_slice().expect("a contiguous tensor");
        let cols = im2col(data, g).in_op("backward").or_panic();
        let [oh, ow] = g.out();
        let dims = [g.batch, g.groups, g.rows() / g.groups, oh * ow];
        Self::from_row_major(cols, &dims)
    }

    /// These contiguous columns added back onto the input positions they were read from
    /// (`col2im`), `[N, C, H, W]`.
    #[track_caller]
    pub(crate) fn added_from_columns(&self, g: &Conv2dGeometry) -> Self {
        let data = self.as_slice().expect("a contiguous tensor");
        let x = col2im(data, g).in_op("backward").or_panic();
        Self::from_row_major(x, &[g.batch, g.channels, g.input[0], g.input[1]])
    }

    /// The input gradient of a max pooling whose output gradient is this contiguous tensor,
    /// each value added at the element its window took (`at`).
    #[track_caller]
    pub(crate) fn max_pool2d_backward(
        &self,
        at: &Tensor<usize, AnyDims>,
        g: &Conv2dGeometry,
    ) -> Self {
        let grad = self.as_slice().expect("a contiguous tensor");
        let at = at.as_slice().expect("the rule's own contiguous indices");
        let x = max_pool2d_backward(grad, at, g)
            .in_op("backward")
            .or_panic();
        Self::from_row_major(x, &[g.batch, g.channels, g.input[0], g.input[1]])
    }

    /// The input gradient of an average pooling whose output gradient is this contiguous
    /// tensor.
    #[track_caller]
    pub(crate) fn avg_pool2d_backward(&self, g: &Conv2dGeometry, count_include_pad: bool) -> Self {
        let grad = self.as_slice().expect("a contiguous tensor");
        let x = avg_pool2d_backward(grad, g, count_include_pad)
            .in_op("backward")
            .or_panic();
        Self::from_row_major(x, &[g.batch, g.channels, g.input[0], g.input[1]])
    }
}
