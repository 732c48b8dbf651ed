//! `max_pool1d` and `avg_pool1d`: PyTorch's `F.max_pool1d` and `F.avg_pool1d` on `[batch,
//! channels, length]` tensors, computed as the 2-D poolings of height 1, the window as types
//! so that the output's length is checked when the build knows the input's.

use super::conv::as_1d;
use super::pool::Pool;
use super::pool::{window_geometry, PoolCheck};
use crate::error::{OrPanic, ShapeError};
use crate::shape::Dim;
use crate::{FloatElement, One, Record, Tensor};

impl<T, B, C, L, R> Tensor<T, (B, C, L), R>
where
    T: FloatElement,
    B: Dim,
    C: Dim,
    L: Dim,
    R: Record<T>,
{
    /// The largest element of each window of [`Pool`] along the length of this `[batch, C,
    /// L]` input (`F.max_pool1d(x, KERNEL, STRIDE, PADDING)`; NaN where a window holds one),
    /// `[batch, C, OL]`, `OL` checked by the build against `floor((L + 2 PADDING - KERNEL) /
    /// STRIDE) + 1` where `L` is static. Its gradient goes to the element each window took.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 5]>::from_vec(vec![1., 5., 2., 4., 3.]).unwrap();
    /// let y: Tensor<f32, shape![1, 1, 2]> = x.max_pool1d(Pool::<2>);
    /// assert_eq!(y.to_vec(), [5., 4.]);
    /// ```
    #[track_caller]
    pub fn max_pool1d<OL: Dim, const K: usize, const S: usize, const P: usize, const CEIL: bool>(
        &self,
        window: Pool<K, S, P, CEIL>,
    ) -> Tensor<T, (B, C, OL), R> {
        self.try_max_pool1d(window).or_panic()
    }

    /// [`max_pool1d`](Self::max_pool1d), with a `Dyn` length too small for the window, or
    /// giving another length than a static output one, as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn]>::ones_with_dims(&[1, 1, 1]).unwrap();
    /// let y: Result<Tensor<f32, shape![1, 1, dyn]>, _> = x.try_max_pool1d(Pool::<2>);
    /// assert!(y.unwrap_err().to_string().contains("input size 1 at dimension 2 is too small"));
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_max_pool1d<
        OL: Dim,
        const K: usize,
        const S: usize,
        const P: usize,
        const CEIL: bool,
    >(
        &self,
        _window: Pool<K, S, P, CEIL>,
    ) -> Result<Tensor<T, (B, C, OL), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = PoolCheck::<(B, C, L), (B, C, OL), K, S, P, false, CEIL>::CHECK;
        let dims = self.dims();
        let geometry = window_geometry(
            &[dims[0], dims[1], 1, dims[2]],
            [[1, K], [1, S], [0, P]],
            CEIL,
        );
        let y = self.unsqueeze::<2>().max_pooled::<One, OL>(
            "max_pool1d",
            geometry,
            [Some(1), OL::SIZE],
        );
        Ok(y.map_err(as_1d)?.squeeze::<2>())
    }

    /// The mean of each window of [`Pool`] along the length (`F.avg_pool1d(x, KERNEL, STRIDE,
    /// PADDING, count_include_pad=...)`), sizes checked as
    /// [`max_pool1d`](Self::max_pool1d)'s; its gradient is spread evenly over each window.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 4]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let y: Tensor<f32, shape![1, 1, 3]> = x.avg_pool1d(Pool::<2, 2, 1>, false);
    /// assert_eq!(y.to_vec(), [1.0, 2.5, 4.0]);
    /// ```
    #[track_caller]
    pub fn avg_pool1d<OL: Dim, const K: usize, const S: usize, const P: usize, const CEIL: bool>(
        &self,
        window: Pool<K, S, P, CEIL>,
        count_include_pad: bool,
    ) -> Tensor<T, (B, C, OL), R> {
        self.try_avg_pool1d(window, count_include_pad).or_panic()
    }

    /// [`avg_pool1d`](Self::avg_pool1d), with a `Dyn` length too small for the window, or
    /// giving another length than a static output one, as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn]>::ones_with_dims(&[1, 1, 7]).unwrap();
    /// let y: Result<Tensor<f32, shape![1, 1, 4]>, _> = x.try_avg_pool1d(Pool::<2>, true);
    /// assert!(y.unwrap_err().to_string().contains("gives an output of size 3"));
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_avg_pool1d<
        OL: Dim,
        const K: usize,
        const S: usize,
        const P: usize,
        const CEIL: bool,
    >(
        &self,
        _window: Pool<K, S, P, CEIL>,
        count_include_pad: bool,
    ) -> Result<Tensor<T, (B, C, OL), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = PoolCheck::<(B, C, L), (B, C, OL), K, S, P, true, CEIL>::CHECK;
        let dims = self.dims();
        let geometry = window_geometry(
            &[dims[0], dims[1], 1, dims[2]],
            [[1, K], [1, S], [0, P]],
            CEIL,
        );
        let y = self.unsqueeze::<2>().avg_pooled::<One, OL>(
            "avg_pool1d",
            geometry,
            [Some(1), OL::SIZE],
            count_include_pad,
        );
        Ok(y.map_err(as_1d)?.squeeze::<2>())
    }
}
