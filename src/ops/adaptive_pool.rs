//! `adaptive_avg_pool2d`: PyTorch's `F.adaptive_avg_pool2d` on NCHW tensors, the output's
//! spatial sizes as const parameters (any sizes: the windows adapt to the input's).

use super::conv::contiguous;
use super::resize::{resized_sizes, StaticSizes};
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{adaptive_avg_pool2d, AdaptiveGeometry};
use crate::shape::Dim;
use crate::tensor::{AnyDims, Derivation};
use crate::{FloatElement, Record, Tensor};

impl<T, B, C, H, W, R> Tensor<T, (B, C, H, W), R>
where
    T: FloatElement,
    B: Dim,
    C: Dim,
    H: Dim,
    W: Dim,
    R: Record<T>,
{
    /// The mean of each of `OH x OW` windows that tile this `[batch, C, H, W]` input's spatial
    /// axes (`F.adaptive_avg_pool2d(x, (OH, OW))`), `OH` and `OW` the static sizes the caller
    /// names (an annotation; a `Dyn` one does not build): output `(i, j)` averages rows
    /// `floor(i H / OH) .. ceil((i + 1) H / OH)` and the columns likewise, so any input size
    /// pools to `[batch, C, OH, OW]` (`<1, 1>` is global average pooling). Its gradient is
    /// spread evenly over each window.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let y: Tensor<f32, shape![1, 1, 1, 1]> = x.adaptive_avg_pool2d();
    /// assert_eq!(y.to_vec(), [3.5]);
    /// // Width 3 to 2: windows [0, 2) and [1, 3).
    /// let y: Tensor<f32, shape![1, 1, 1, 2]> = x.adaptive_avg_pool2d();
    /// assert_eq!(y.to_vec(), [3.0, 4.0]);
    /// ```
    #[track_caller]
    pub fn adaptive_avg_pool2d<OH: Dim, OW: Dim>(&self) -> Tensor<T, (B, C, OH, OW), R> {
        self.try_adaptive_avg_pool2d().or_panic()
    }

    /// [`adaptive_avg_pool2d`](Self::adaptive_avg_pool2d), with an empty spatial axis (which
    /// has no mean) as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 3, dyn, 4]>::zeros_with_dims(&[2, 3, 0, 4]).unwrap();
    /// let y: Result<Tensor<f32, shape![2, 3, 1, 1]>, _> = x.try_adaptive_avg_pool2d();
    /// assert_eq!(
    ///     y.unwrap_err().to_string(),
    ///     "adaptive_avg_pool2d(): Expected reduction dim 2 to have non-zero size (dims [2, 3, 0, 4])"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_adaptive_avg_pool2d<OH: Dim, OW: Dim>(
        &self,
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = StaticSizes::<(B, C, OH, OW), true>::CHECK;
        let op = "adaptive_avg_pool2d";
        let dims = self.dims();
        let output = resized_sizes::<(B, C, OH, OW)>(op, dims)?;
        let geometry = AdaptiveGeometry {
            planes: dims[0] * dims[1],
            input: [dims[2], dims[3]],
            output,
        };
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let values = adaptive_avg_pool2d(x.as_slice().expect("contiguous"), &geometry).in_op(op)?;
        let out = [dims[0], dims[1], output[0], output[1]];
        let value = Tensor::<T, AnyDims>::from_row_major(values, &out);
        Ok(R::derive(&[self.record()], value.retype(), |_, _| {
            Derivation::AdaptiveAvgPool2d { geometry }
        }))
    }
}
