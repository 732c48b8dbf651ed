//! The backward computations of the convolutions and poolings on run-time dims.

use crate::error::{InOp, OrPanic};
use crate::kernel::MatmulElement;
use crate::kernel::{
    adaptive_avg_pool2d_backward, avg_pool2d_backward, conv2d, conv2d_input_grad,
    conv2d_weight_grad, max_pool2d_backward, remap2d_backward, resample2d_backward,
    AdaptiveGeometry, Conv2dGeometry, Taps,
};
use crate::tensor::AnyDims;
use crate::{FloatElement, Tensor};

impl<T: FloatElement + MatmulElement> Tensor<T, AnyDims> {
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

    /// The convolution `g` of this contiguous `[N, C, H, W]` input by the contiguous `w`
    /// (`[O, C / G, KH, KW]`), without bias: `[N, O, OH, OW]` (the input gradient of a
    /// transposed convolution); a panic with the allocation's text, as the backward pass'
    /// others.
    #[track_caller]
    pub(crate) fn conv2d_by(&self, w: &Self, g: &Conv2dGeometry) -> Self {
        let (x, w_data) = (self.contiguous_data(), w.contiguous_data());
        let y = conv2d(x, w_data, None, g, w.dims()[0])
            .in_op("backward")
            .or_panic();
        let [oh, ow] = g.out();
        Self::from_row_major(y, &[g.batch, w.dims()[0], oh, ow])
    }

    /// The input gradient of the convolution `g` by the contiguous `w` (`[O, C / G, KH,
    /// KW]`) whose output gradient is this contiguous `[N, O, OH, OW]` tensor: `[N, C, H,
    /// W]`.
    #[track_caller]
    pub(crate) fn conv2d_input_grad(&self, w: &Self, g: &Conv2dGeometry) -> Self {
        let (gy, w_data) = (self.contiguous_data(), w.contiguous_data());
        let x = conv2d_input_grad(gy, w_data, g, w.dims()[0])
            .in_op("backward")
            .or_panic();
        Self::from_row_major(x, &[g.batch, g.channels, g.input[0], g.input[1]])
    }

    /// The weight gradient, `[O, C / G, KH, KW]`, of the convolution `g` of the contiguous
    /// `x` whose output gradient is this contiguous `[N, O, OH, OW]` tensor.
    #[track_caller]
    pub(crate) fn conv2d_weight_grad(&self, x: &Self, g: &Conv2dGeometry) -> Self {
        let (gy, x_data) = (self.contiguous_data(), x.contiguous_data());
        let out_channels = self.dims()[1];
        let w = conv2d_weight_grad(gy, x_data, g, out_channels)
            .in_op("backward")
            .or_panic();
        let rows = g.rows() / g.groups;
        Self::from_row_major(
            w,
            &[
                out_channels,
                rows / (g.kernel[0] * g.kernel[1]).max(1),
                g.kernel[0],
                g.kernel[1],
            ],
        )
    }

    /// This tensor's elements, row-major from the start of its storage.
    fn contiguous_data(&self) -> &[T] {
        self.as_slice().expect("a contiguous tensor")
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
