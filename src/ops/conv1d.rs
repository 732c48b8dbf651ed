//! `conv1d`: PyTorch's `F.conv1d` on `[batch, channels, length]` tensors, computed as the 2-D
//! convolution of height 1 (kernel height 1, no padding along it), its options as types so
//! that the output's length is checked against PyTorch's formula when the build knows it.

use super::conv::{as_1d, paddings, Conv, ConvCheck};
use crate::error::{OrPanic, ShapeError};
use crate::kernel::{Conv2dGeometry, MatmulElement};
use crate::shape::Dim;
use crate::{FloatElement, Record, Tensor};

impl<T, B, C, L, R> Tensor<T, (B, C, L), R>
where
    T: FloatElement + MatmulElement,
    B: Dim,
    C: Dim,
    L: Dim,
    R: Record<T>,
{
    /// The 1-D convolution of this `[batch, C, L]` input by `weight`, `[O, C / GROUPS, K]`,
    /// plus `bias` (`[O]`), with the options of [`Conv`]: `F.conv1d(x, weight, bias, stride,
    /// padding, dilation, groups)`. The output is `[batch, O, OL]`, `OL` named by the caller
    /// and, where `L` is static, checked by the build against `floor((L + 2 PADDING -
    /// DILATION (K - 1) - 1) / STRIDE) + 1`; the channels are checked as `conv2d`'s. A `Dyn`
    /// length is checked at run time ([`try_conv1d`](Self::try_conv1d) returns the error).
    ///
    /// ```
    /// use typed_tensor::nn::Conv;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 5]>::from_vec(vec![1., 2., 3., 4., 5.]).unwrap();
    /// let w = Tensor::<f32, shape![1, 1, 2]>::from_vec(vec![1., -1.]).unwrap();
    /// let y: Tensor<f32, shape![1, 1, 4]> = x.conv1d(&w, None, Conv::<1>);
    /// assert_eq!(y.to_vec(), [-1.0; 4]);
    /// // Stride 2, padding 1: floor((5 + 2 - 1 - 1) / 2) + 1 = 3.
    /// let y: Tensor<f32, shape![1, 1, 3]> = x.conv1d(&w, None, Conv::<2, 1>);
    /// assert_eq!(y.to_vec(), [-1., -1., -1.]);
    /// ```
    ///
    /// A wrong output length does not build:
    ///
    /// ```compile_fail
    /// use typed_tensor::nn::Conv;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 5]>::ones();
    /// let w = Tensor::<f32, shape![1, 1, 2]>::ones();
    /// let y: Tensor<f32, shape![1, 1, 5]> = x.conv1d(&w, None, Conv::<1>);
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn conv1d<
        O: Dim,
        CG: Dim,
        K: Dim,
        OL: Dim,
        const S: usize,
        const P: usize,
        const DL: usize,
        const G: usize,
    >(
        &self,
        weight: &Tensor<T, (O, CG, K), R>,
        bias: Option<&Tensor<T, (O,), R>>,
        options: Conv<S, P, DL, G>,
    ) -> Tensor<T, (B, O, OL), R> {
        self.try_conv1d(weight, bias, options).or_panic()
    }

    /// [`conv1d`](Self::conv1d), with a `Dyn` length that is too small or that gives another
    /// output length than a static `OL` as an `Err` naming it.
    ///
    /// ```
    /// use typed_tensor::nn::Conv;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn]>::ones_with_dims(&[1, 1, 2]).unwrap();
    /// let w = Tensor::<f32, shape![1, 1, 3]>::ones();
    /// let y: Result<Tensor<f32, shape![1, 1, dyn]>, _> = x.try_conv1d(&w, None, Conv::<1>);
    /// assert_eq!(
    ///     y.unwrap_err().to_string(),
    ///     "conv1d(): input size 2 at dimension 2 is too small for kernel 3, stride 1, \
    ///      padding 0, dilation 1 (padded size 2, dilated kernel 3)"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_conv1d<
        O: Dim,
        CG: Dim,
        K: Dim,
        OL: Dim,
        const S: usize,
        const P: usize,
        const DL: usize,
        const G: usize,
    >(
        &self,
        weight: &Tensor<T, (O, CG, K), R>,
        bias: Option<&Tensor<T, (O,), R>>,
        _options: Conv<S, P, DL, G>,
    ) -> Result<Tensor<T, (B, O, OL), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ConvCheck::<(B, C, L), (O, CG, K), (B, O, OL), S, P, DL, G>::CHECK;
        let dims = self.dims();
        let geometry = Conv2dGeometry {
            batch: dims[0],
            channels: dims[1],
            input: [1, dims[2]],
            kernel: [1, weight.dims()[2]],
            stride: [1, S],
            padding: [0, paddings::<P>([1, weight.dims()[2]], DL)[1]],
            dilation: [1, DL],
            groups: G,
            ceil_mode: false,
        };
        // [batch, C, 1, L] by [O, C / G, 1, K]: views, recorded, so gradients come back 3-D.
        let y = self
            .unsqueeze::<2>()
            .convolve::<O, CG, crate::One, K, crate::One, OL>(
                "conv1d",
                &weight.unsqueeze::<2>(),
                bias,
                geometry,
                [Some(1), OL::SIZE],
            );
        Ok(y.map_err(as_1d)?.squeeze::<2>())
    }
}
