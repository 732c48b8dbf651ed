//! `max_pool2d` and `avg_pool2d`: PyTorch's `F.max_pool2d` and `F.avg_pool2d` on NCHW tensors, its window as types so that the
//! output's spatial sizes are checked against PyTorch's formula when the build knows them.

use super::conv::{checked_output, contiguous, Spatial};
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{avg_pool2d, max_pool2d, max_pool2d_values, Conv2dGeometry};
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dim, Shape};
use crate::tensor::{AnyDims, Derivation};
use crate::{FloatElement, Record, Tensor};
use core::marker::PhantomData;

/// The window of a 2-D pooling, as types: a square `KERNEL`, its `STRIDE` (the kernel by
/// default, as PyTorch's), `PADDING` (at most half the kernel; padding never wins) and
/// `CEIL_MODE` (PyTorch's `ceil_mode`: the output sizes rounded up, so that a last partial
/// window that starts inside the input or its left padding counts).
///
/// ```
/// use typed_tensor::nn::Pool;
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 1, 4, 4]>::from_fn(|i| (i[2] * 4 + i[3]) as f32);
/// let y: Tensor<f32, shape![1, 1, 2, 2]> = x.max_pool2d(Pool::<2>);
/// assert_eq!(y.to_vec(), [5., 7., 13., 15.]);
/// // ceil_mode: 5 pooled by 2 gives 3, the last window holding the last row alone.
/// let x = Tensor::<f32, shape![1, 1, 5, 2]>::from_fn(|i| (i[2] * 2 + i[3]) as f32);
/// let y: Tensor<f32, shape![1, 1, 3, 1]> = x.max_pool2d(Pool::<2, 2, 0, true>);
/// assert_eq!(y.to_vec(), [3., 7., 9.]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pool<
    const KERNEL: usize,
    const STRIDE: usize = KERNEL,
    const PADDING: usize = 0,
    const CEIL_MODE: bool = false,
>;

/// The build-time checks of a pooling (`AVG`: `avg_pool2d`, else `max_pool2d`).
pub(crate) struct PoolCheck<
    X,
    Y,
    const K: usize,
    const S: usize,
    const P: usize,
    const AVG: bool,
    const CEIL: bool,
>(PhantomData<(X, Y)>);

impl<
        X: Shape,
        Y: Shape,
        const K: usize,
        const S: usize,
        const P: usize,
        const AVG: bool,
        const CEIL: bool,
    > PoolCheck<X, Y, K, S, P, AVG, CEIL>
{
    const OP: &'static str = match (AVG, X::RANK == 3) {
        (true, true) => "avg_pool1d",
        (true, false) => "avg_pool2d",
        (false, true) => "max_pool1d",
        (false, false) => "max_pool2d",
    };

    const MESSAGE: ConstStr = if K == 0 || S == 0 {
        ConstStr::new()
            .push(Self::OP)
            .push(": kernel and stride must be at least 1, not ")
            .num(K)
            .push(" and ")
            .num(S)
    } else if 2 * P > K {
        ConstStr::new()
            .push(Self::OP)
            .push(": pad should be at most half of effective kernel size, but got pad=")
            .num(P)
            .push(", kernel_size=")
            .num(K)
    } else {
        let sizes = Spatial {
            op: Self::OP,
            input: X::STATIC_DIMS,
            input_names: X::DIM_NAMES,
            output: Y::STATIC_DIMS,
            output_names: Y::DIM_NAMES,
            ceil_mode: CEIL,
        };
        if X::RANK == 3 {
            sizes.check_axis(2, "length ", K, [S, P, 1])
        } else {
            sizes.check([K, K], S, P, 1)
        }
    };

    pub(crate) const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

impl<T, B, C, H, W, R> Tensor<T, (B, C, H, W), R>
where
    T: FloatElement,
    B: Dim,
    C: Dim,
    H: Dim,
    W: Dim,
    R: Record<T>,
{
    /// The largest element of each window of [`Pool`] over the spatial axes of this `[batch,
    /// C, H, W]` input (`F.max_pool2d(x, KERNEL, STRIDE, PADDING)`; NaN where a window holds
    /// one). The output is `[batch, C, OH, OW]`, named by the caller and, where `H` (`W`) is
    /// static, checked by the build against `floor((H + 2 PADDING - KERNEL) / STRIDE) + 1`; a
    /// `Dyn` size is checked at run time. Its gradient goes to the element each window took.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 3, 28, 28]>::ones_with_dims(&[2, 3, 28, 28]).unwrap();
    /// let y: Tensor<f32, shape![dyn, 3, 14, 14]> = x.max_pool2d(Pool::<2>);
    /// assert_eq!(y.dims(), &[2, 3, 14, 14]);
    /// ```
    #[track_caller]
    pub fn max_pool2d<
        OH: Dim,
        OW: Dim,
        const K: usize,
        const S: usize,
        const P: usize,
        const CEIL: bool,
    >(
        &self,
        window: Pool<K, S, P, CEIL>,
    ) -> Tensor<T, (B, C, OH, OW), R> {
        self.try_max_pool2d(window).or_panic()
    }

    /// [`max_pool2d`](Self::max_pool2d), with a `Dyn` size too small for the window, or
    /// giving another size than a static output one, as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn, 4]>::ones_with_dims(&[1, 1, 1, 4]).unwrap();
    /// let y: Result<Tensor<f32, shape![1, 1, dyn, 2]>, _> = x.try_max_pool2d(Pool::<2>);
    /// assert!(y.unwrap_err().to_string().contains("input size 1 at dimension 2 is too small"));
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_max_pool2d<
        OH: Dim,
        OW: Dim,
        const K: usize,
        const S: usize,
        const P: usize,
        const CEIL: bool,
    >(
        &self,
        _window: Pool<K, S, P, CEIL>,
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = PoolCheck::<(B, C, H, W), (B, C, OH, OW), K, S, P, false, CEIL>::CHECK;
        let geometry = window_geometry(self.dims(), [[K; 2], [S; 2], [P; 2]], CEIL);
        self.max_pooled("max_pool2d", geometry, [OH::SIZE, OW::SIZE])
    }

    /// The maxima over the windows of `geometry` (this input's dims, the window; the build
    /// has checked what it knows), the output sizes checked against `declared`: what
    /// `max_pool2d` and `max_pool1d` compute.
    #[allow(clippy::type_complexity)]
    pub(crate) fn max_pooled<OH: Dim, OW: Dim>(
        &self,
        op: &'static str,
        geometry: Conv2dGeometry,
        declared: [Option<usize>; 2],
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        let [oh, ow] = checked_output(op, &geometry, declared)?;
        let dims = self.dims();
        let out = [dims[0], dims[1], oh, ow];
        if R::RECORDS {
            return Ok(self.max_pooled_with_indices(op, geometry, out)?.0);
        }
        // Inference: the maxima alone, without the indices a gradient needs.
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let values = max_pool2d_values(x.as_slice().expect("contiguous"), &geometry).in_op(op)?;
        let value = Tensor::<T, AnyDims>::from_row_major(values, &out);
        Ok(R::derive(&[self.record()], value.retype(), |_, _| {
            Derivation::Constant { name: op }
        }))
    }

    /// The maxima over the windows of `geometry` (output dims `out`, checked) and, for each,
    /// the index within its `H * W` plane of the element it took.
    #[allow(clippy::type_complexity)]
    fn max_pooled_with_indices<OH: Dim, OW: Dim>(
        &self,
        op: &'static str,
        geometry: Conv2dGeometry,
        out: [usize; 4],
    ) -> Result<(Tensor<T, (B, C, OH, OW), R>, Tensor<usize, AnyDims>), ShapeError> {
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let (values, at) = max_pool2d(x.as_slice().expect("contiguous"), &geometry).in_op(op)?;
        let value = Tensor::<T, AnyDims>::from_row_major(values, &out);
        let at = Tensor::<usize, AnyDims>::from_row_major(at, &out);
        let indices = at.clone();
        let y = R::derive(&[self.record()], value.retype(), |_, _| {
            Derivation::MaxPool2d { at, geometry }
        });
        Ok((y, indices))
    }

    /// [`max_pool2d`](Self::max_pool2d) and, for each output, the index within its input's
    /// `H * W` plane of the element it took (PyTorch's `F.max_pool2d(..., return_indices=True)`,
    /// the indices `max_unpool2d` reads).
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 2, 4]>::from_vec(vec![1., 9., 3., 2., 5., 4., 7., 8.]).unwrap();
    /// let (y, at): (Tensor<f32, shape![1, 1, 1, 2]>, _) = x.max_pool2d_with_indices(Pool::<2>);
    /// assert_eq!((y.to_vec(), at.to_vec()), (vec![9., 8.], vec![1, 7]));
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn max_pool2d_with_indices<
        OH: Dim,
        OW: Dim,
        const K: usize,
        const S: usize,
        const P: usize,
        const CEIL: bool,
    >(
        &self,
        window: Pool<K, S, P, CEIL>,
    ) -> (Tensor<T, (B, C, OH, OW), R>, Tensor<usize, (B, C, OH, OW)>) {
        self.try_max_pool2d_with_indices(window).or_panic()
    }

    /// [`max_pool2d_with_indices`](Self::max_pool2d_with_indices), with
    /// [`try_max_pool2d`](Self::try_max_pool2d)'s errors as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn, 4]>::ones_with_dims(&[1, 1, 1, 4]).unwrap();
    /// assert!(x.try_max_pool2d_with_indices::<typed_tensor::Dyn, typed_tensor::Dyn, 2, 2, 0, false>(Pool).is_err());
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_max_pool2d_with_indices<
        OH: Dim,
        OW: Dim,
        const K: usize,
        const S: usize,
        const P: usize,
        const CEIL: bool,
    >(
        &self,
        _window: Pool<K, S, P, CEIL>,
    ) -> Result<(Tensor<T, (B, C, OH, OW), R>, Tensor<usize, (B, C, OH, OW)>), ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = PoolCheck::<(B, C, H, W), (B, C, OH, OW), K, S, P, false, CEIL>::CHECK;
        let op = "max_pool2d";
        let geometry = window_geometry(self.dims(), [[K; 2], [S; 2], [P; 2]], CEIL);
        let [oh, ow] = checked_output(op, &geometry, [OH::SIZE, OW::SIZE])?;
        let dims = self.dims();
        let (y, at) = self.max_pooled_with_indices(op, geometry, [dims[0], dims[1], oh, ow])?;
        Ok((y, at.retype()))
    }

    /// The mean of each window of [`Pool`] (`F.avg_pool2d(x, KERNEL, STRIDE, PADDING,
    /// count_include_pad=...)`): divided by the kernel's size when `count_include_pad`
    /// (PyTorch's default), by the window's elements inside the input otherwise. The output
    /// sizes are checked as [`max_pool2d`](Self::max_pool2d)'s. Its gradient is spread evenly
    /// over each window.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 2, 4]>::from_vec(vec![1., 2., 3., 4., 5., 6., 7., 8.]).unwrap();
    /// let y: Tensor<f32, shape![1, 1, 1, 2]> = x.avg_pool2d(Pool::<2>, true);
    /// assert_eq!(y.to_vec(), [3.5, 5.5]);
    /// // Padding 1: the corner window holds one element of four.
    /// let y: Tensor<f32, shape![1, 1, 2, 3]> = x.avg_pool2d(Pool::<2, 2, 1>, true);
    /// assert_eq!(y.to_vec()[0], 0.25);
    /// let y: Tensor<f32, shape![1, 1, 2, 3]> = x.avg_pool2d(Pool::<2, 2, 1>, false);
    /// assert_eq!(y.to_vec()[0], 1.0);
    /// ```
    #[track_caller]
    pub fn avg_pool2d<
        OH: Dim,
        OW: Dim,
        const K: usize,
        const S: usize,
        const P: usize,
        const CEIL: bool,
    >(
        &self,
        window: Pool<K, S, P, CEIL>,
        count_include_pad: bool,
    ) -> Tensor<T, (B, C, OH, OW), R> {
        self.try_avg_pool2d(window, count_include_pad).or_panic()
    }

    /// [`avg_pool2d`](Self::avg_pool2d), with a `Dyn` size too small for the window, or giving
    /// another size than a static output one, as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::Pool;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn, 4]>::ones_with_dims(&[1, 1, 5, 4]).unwrap();
    /// let y: Result<Tensor<f32, shape![1, 1, 3, 2]>, _> = x.try_avg_pool2d(Pool::<2>, true);
    /// assert!(y.unwrap_err().to_string().contains("gives an output of size 2"));
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_avg_pool2d<
        OH: Dim,
        OW: Dim,
        const K: usize,
        const S: usize,
        const P: usize,
        const CEIL: bool,
    >(
        &self,
        _window: Pool<K, S, P, CEIL>,
        count_include_pad: bool,
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = PoolCheck::<(B, C, H, W), (B, C, OH, OW), K, S, P, true, CEIL>::CHECK;
        let geometry = window_geometry(self.dims(), [[K; 2], [S; 2], [P; 2]], CEIL);
        self.avg_pooled(
            "avg_pool2d",
            geometry,
            [OH::SIZE, OW::SIZE],
            count_include_pad,
        )
    }

    /// The means over the windows of `geometry`, the output sizes checked against
    /// `declared`: what `avg_pool2d` and `avg_pool1d` compute.
    #[allow(clippy::type_complexity)]
    pub(crate) fn avg_pooled<OH: Dim, OW: Dim>(
        &self,
        op: &'static str,
        geometry: Conv2dGeometry,
        declared: [Option<usize>; 2],
        count_include_pad: bool,
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        let [oh, ow] = checked_output(op, &geometry, declared)?;
        let dims = self.dims();
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let values = avg_pool2d(
            x.as_slice().expect("contiguous"),
            &geometry,
            count_include_pad,
        )
        .in_op(op)?;
        let out = [dims[0], dims[1], oh, ow];
        let value = Tensor::<T, AnyDims>::from_row_major(values, &out);
        Ok(R::derive(&[self.record()], value.retype(), |_, _| {
            Derivation::AvgPool2d {
                geometry,
                count_include_pad,
            }
        }))
    }
}

/// The windows (`[kernel, stride, padding]`, each per spatial axis) of a pooling over an NCHW
/// input of `dims`.
pub(crate) fn window_geometry(
    dims: &[usize],
    [kernel, stride, padding]: [[usize; 2]; 3],
    ceil_mode: bool,
) -> Conv2dGeometry {
    Conv2dGeometry {
        batch: dims[0],
        channels: dims[1],
        input: [dims[2], dims[3]],
        kernel,
        stride,
        padding,
        dilation: [1; 2],
        groups: 1,
        ceil_mode,
    }
}
