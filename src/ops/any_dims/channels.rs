//! The per-channel passes of the normalizations' backward rules (`batch_norm`, `group_norm`)
//! on run-time dims.

use crate::error::{InOp, OrPanic};
use crate::kernel::{channel_affine2, channel_gradient_sums, ChannelsLayout};
use crate::tensor::AnyDims;
use crate::{FloatElement, Tensor};

impl<T: FloatElement> Tensor<T, AnyDims> {
    /// Each channel of `layout`'s `(Σ g, Σ g (x - mean_c))`, this contiguous tensor being `g`
    /// and `x` the contiguous input.
    #[track_caller]
    pub(crate) fn channel_gradient_sums(
        &self,
        x: &Self,
        mean: &[f64],
        layout: ChannelsLayout,
    ) -> Vec<(f64, f64)> {
        let g = self.as_slice().expect("a contiguous tensor");
        let x = x.as_slice().expect("a contiguous input");
        channel_gradient_sums(g, x, mean, layout)
            .in_op("backward")
            .or_panic()
    }

    /// `g * p_c + x * q_c + r_c` over each channel `c` of `layout`, this contiguous tensor
    /// being `g` and `x` the contiguous input, of `x`'s dims.
    #[track_caller]
    pub(crate) fn channel_combination(
        &self,
        x: &Self,
        layout: ChannelsLayout,
        pqr: [&[T]; 3],
    ) -> Self {
        let g = self.as_slice().expect("a contiguous tensor");
        let values = x.as_slice().expect("a contiguous input");
        let out = channel_affine2(g, values, layout, pqr)
            .in_op("backward")
            .or_panic();
        Self::from_row_major(out, x.dims())
    }
}
