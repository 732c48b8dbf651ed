//! Whether 3x3 convolutions may take Winograd's form: the one setting of the convolutions.

use std::sync::atomic::{AtomicBool, Ordering};

static WINOGRAD: AtomicBool = AtomicBool::new(true);

/// Whether `f32` and `f64` convolutions with a 3x3 kernel, stride and dilation 1, at least 16
/// channels each way per group and an output at least 28 wide take Winograd's F(4x4, 3x3)
/// (default `true`), for the output and both gradients.
///
/// Winograd's form multiplies 4x fewer times than the direct sum, and rounds more: in `f32`
/// its results lie within about 4e-6 of the exact sum, relative to the sum of the products'
/// magnitudes, where the direct sum's lie within about 1e-7 (`guide::convolution`, "How it
/// runs"). Turn it off with [`set_conv_winograd`] where the direct sum's rounding matters more
/// than the time.
///
/// ```
/// assert!(typed_tensor::runtime::conv_winograd());
/// ```
pub fn conv_winograd() -> bool {
    WINOGRAD.load(Ordering::Relaxed)
}

/// Sets [`conv_winograd`] for the whole process: `false` gives every convolution the direct
/// sum (as blocks of columns multiplied by the weights).
///
/// ```
/// use typed_tensor::nn::Conv;
/// use typed_tensor::runtime::{conv_winograd, set_conv_winograd};
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 16, 4, 28]>::ones();
/// let w = Tensor::<f32, shape![16, 16, 3, 3]>::full(0.1);
/// let winograd: Tensor<f32, shape![1, 16, 4, 28]> = x.conv2d(&w, None, Conv::<1, 1>);
/// set_conv_winograd(false);
/// let direct: Tensor<f32, shape![1, 16, 4, 28]> = x.conv2d(&w, None, Conv::<1, 1>);
/// set_conv_winograd(true);
/// // An inner pixel sums 144 products of 0.1: the two agree within rounding.
/// let (a, b) = (winograd.to_vec()[28 + 9], direct.to_vec()[28 + 9]);
/// assert!((a - 14.4).abs() < 1e-4 && (b - 14.4).abs() < 1e-4);
/// ```
pub fn set_conv_winograd(on: bool) {
    WINOGRAD.store(on, Ordering::Relaxed);
}
