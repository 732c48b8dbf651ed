//! The fused kernels of backward passes over the last axis of run-time dims: a softmax's
//! gradient, a norm's gradients and attention's weights (`FloatKernels` of
//! `kernel/compiled.rs`).

use crate::error::{InOp, OrPanic};
use crate::float::FloatElement;
use crate::kernel::NormBackward;
use crate::tensor::AnyDims;
use crate::Tensor;

impl<T: FloatElement> Tensor<T, AnyDims> {
    /// `self = scale * y * (self - rowsum(self * y))` over the rows of the last axis, in this
    /// gradient's buffer (copied first when it is shared or strided): the gradient of a
    /// softmax `y` of the same dims, which is contiguous, given the output's gradient `self`.
    pub(crate) fn softmax_backward(&mut self, y: &Self, scale: T) {
        let len = self.dims()[self.rank() - 1];
        let weights = y.as_slice().expect("contiguous");
        T::softmax_backward(
            weights,
            self.make_elements_mut("backward").or_panic(),
            len,
            scale,
        );
    }

    /// The gradients of the norm over the last axis of this input `x`, given the output's
    /// gradient `g` and, when the input's gradient is wanted, the weight (one per element of
    /// a row), all contiguous: the input's (when `weight` is given, of `x`'s dims) and the
    /// weight's summed over the rows (when `weight_grad`, else empty). `centered` is layer
    /// norm (the mean subtracted) rather than RMS norm.
    pub(crate) fn norm_backward(
        &self,
        g: &Self,
        weight: Option<&Self>,
        centered: bool,
        eps: T,
        weight_grad: bool,
    ) -> (Option<Self>, Vec<T>) {
        let len = self.dims()[self.rank() - 1];
        let (gx, gw) = T::norm_backward(&NormBackward {
            x: self.as_slice().expect("contiguous"),
            g: g.as_slice().expect("contiguous"),
            weight: weight.map(|w| w.as_slice().expect("contiguous")),
            len,
            centered,
            eps,
            weight_grad,
        })
        .in_op("backward")
        .or_panic();
        let gx = gx.map(|gx| Tensor::from_row_major(gx, self.dims()));
        (gx, gw)
    }

    /// `softmax` over the last axis of these scores times `scale`, where `mask` (broadcast
    /// into the scores) and the causal triangle allow, 0 elsewhere; a row that allows nothing
    /// is NaN, as the forward op. Computed in the scores' buffer (copied first when it is
    /// shared or strided). Like every op of run-time dims, it serves the backward pass and
    /// panics with the allocation error's text when memory cannot be had.
    pub(crate) fn attention_weights(
        mut self,
        scale: T,
        mask: Option<&Tensor<bool, AnyDims>>,
        causal: bool,
    ) -> Self {
        let dims = self.dims().to_vec();
        let rank = dims.len();
        let (rows, keys) = (dims[rank - 2], dims[rank - 1]);
        let allowed = mask.map(|m| m.broadcast_copy(&dims));
        let weights = T::attention_weights(
            self.make_elements_mut("backward").or_panic(),
            rows,
            keys,
            scale,
            causal,
            allowed
                .as_ref()
                .map(|a| a.as_slice().expect("a copy is contiguous")),
        );
        Tensor::allocated(weights, &dims)
    }
}
