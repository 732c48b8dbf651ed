//! The pooling layers: `nn.MaxPool2d`, `nn.AvgPool2d` and `nn.AdaptiveAvgPool2d`, each its
//! op as a layer with no parameters.

use crate::shape::const_fmt::{fail, ConstStr};
use crate::{Dim, FloatElement, Record, Tensor};

/// PyTorch's `nn.MaxPool2d(K, stride=S, padding=P, ceil_mode=CEIL)` (the stride is the kernel by default):
/// [`Tensor::max_pool2d`] as a layer, with no parameters.
///
/// ```
/// use typed_tensor::nn::MaxPool2d;
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![dyn, 8, 6, 6]>::ones_with_dims(&[2, 8, 6, 6]).unwrap();
/// let y: Tensor<f32, shape![dyn, 8, 3, 3]> = MaxPool2d::<2>.forward(&x);
/// assert_eq!(y.dims(), &[2, 8, 3, 3]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MaxPool2d<
    const K: usize,
    const S: usize = K,
    const P: usize = 0,
    const CEIL: bool = false,
>;

impl<const K: usize, const S: usize, const P: usize, const CEIL: bool> MaxPool2d<K, S, P, CEIL> {
    /// The largest element of each window, `[batch, C, OH, OW]`, `OH` and `OW` checked as
    /// [`Tensor::max_pool2d`] checks them.
    ///
    /// ```
    /// use typed_tensor::nn::MaxPool2d;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 3, 3]>::from_fn(|i| (i[2] * 3 + i[3]) as f32);
    /// let y: Tensor<f32, shape![1, 1, 2, 2]> = MaxPool2d::<2, 1>.forward(&x);
    /// assert_eq!(y.to_vec(), [4., 5., 7., 8.]);
    /// ```
    #[track_caller]
    pub fn forward<T, B, C, H, W, OH, OW, R>(
        &self,
        x: &Tensor<T, (B, C, H, W), R>,
    ) -> Tensor<T, (B, C, OH, OW), R>
    where
        T: FloatElement,
        B: Dim,
        C: Dim,
        H: Dim,
        W: Dim,
        OH: Dim,
        OW: Dim,
        R: Record<T>,
    {
        x.max_pool2d(crate::nn::Pool::<K, S, P, CEIL>)
    }
}

/// None: a pooling layer holds no parameters (so that a model deriving `Parameters` can hold
/// one as a field).
impl<const K: usize, const S: usize, const P: usize, const CEIL: bool, T> crate::nn::Parameters<T>
    for MaxPool2d<K, S, P, CEIL>
{
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, _: &mut String, _: &mut V) {}
}

/// PyTorch's `nn.AvgPool2d(K, stride=S, padding=P, ceil_mode=CEIL)` with its default `count_include_pad=True`
/// (the stride is the kernel by default): [`Tensor::avg_pool2d`] as a layer, with no
/// parameters.
///
/// ```
/// use typed_tensor::nn::AvgPool2d;
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 1, 2, 2]>::from_vec(vec![1., 2., 3., 6.]).unwrap();
/// let y: Tensor<f32, shape![1, 1, 1, 1]> = AvgPool2d::<2>.forward(&x);
/// assert_eq!(y.to_vec(), [3.0]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AvgPool2d<
    const K: usize,
    const S: usize = K,
    const P: usize = 0,
    const CEIL: bool = false,
>;

impl<const K: usize, const S: usize, const P: usize, const CEIL: bool> AvgPool2d<K, S, P, CEIL> {
    /// The mean of each window, `[batch, C, OH, OW]`, `OH` and `OW` checked as
    /// [`Tensor::avg_pool2d`] checks them.
    ///
    /// ```
    /// use typed_tensor::nn::AvgPool2d;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 4, 6, 6]>::ones_with_dims(&[2, 4, 6, 6]).unwrap();
    /// let y: Tensor<f32, shape![dyn, 4, 3, 3]> = AvgPool2d::<2>.forward(&x);
    /// assert_eq!(y.to_vec(), [1.0; 72]);
    /// ```
    #[track_caller]
    pub fn forward<T, B, C, H, W, OH, OW, R>(
        &self,
        x: &Tensor<T, (B, C, H, W), R>,
    ) -> Tensor<T, (B, C, OH, OW), R>
    where
        T: FloatElement,
        B: Dim,
        C: Dim,
        H: Dim,
        W: Dim,
        OH: Dim,
        OW: Dim,
        R: Record<T>,
    {
        x.avg_pool2d(crate::nn::Pool::<K, S, P, CEIL>, true)
    }
}

/// None: a pooling layer holds no parameters.
impl<const K: usize, const S: usize, const P: usize, const CEIL: bool, T> crate::nn::Parameters<T>
    for AvgPool2d<K, S, P, CEIL>
{
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, _: &mut String, _: &mut V) {}
}

/// PyTorch's `nn.AdaptiveAvgPool2d((OH, OW))`: [`Tensor::adaptive_avg_pool2d`] as a layer,
/// with no parameters. Any input size pools to `OH x OW`: `<1, 1>` before a classifier
/// makes the head independent of the image size. The output type names the sizes as the
/// other pooling layers' do, and the build checks them against `OH` and `OW`.
///
/// ```
/// use typed_tensor::nn::AdaptiveAvgPool2d;
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![dyn, 4, dyn, dyn]>::ones_with_dims(&[2, 4, 9, 7]).unwrap();
/// let y: Tensor<f32, shape![dyn, 4, 1, 1]> = AdaptiveAvgPool2d::<1, 1>.forward(&x);
/// assert_eq!(y.to_vec(), [1.0; 8]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AdaptiveAvgPool2d<const OH: usize, const OW: usize = OH>;

/// The build-time check of an `AdaptiveAvgPool2d<OH, OW>` into `Y`: `Y`'s sizes are the
/// layer's.
struct AdaptiveSizes<Y, const OH: usize, const OW: usize>(core::marker::PhantomData<Y>);

impl<Y: crate::Shape, const OH: usize, const OW: usize> AdaptiveSizes<Y, OH, OW> {
    const MESSAGE: ConstStr = match (Y::STATIC_DIMS[2], Y::STATIC_DIMS[3]) {
        (Some(h), Some(w)) if h == OH && w == OW => ConstStr::new(),
        _ => ConstStr::new()
            .push("AdaptiveAvgPool2d<")
            .num(OH)
            .push(", ")
            .num(OW)
            .push("> pools to ")
            .num(OH)
            .push(" x ")
            .num(OW)
            .push(", but the output type is `")
            .shape(Y::DIM_NAMES)
            .push("`"),
    };

    const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

impl<const OH: usize, const OW: usize> AdaptiveAvgPool2d<OH, OW> {
    /// The mean of each of the `OH x OW` windows tiling the input, `[batch, C, OH, OW]`.
    ///
    /// ```
    /// use typed_tensor::nn::AdaptiveAvgPool2d;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 4, 4]>::from_fn(|i| i[3] as f32);
    /// let y: Tensor<f32, shape![1, 1, 1, 2]> = AdaptiveAvgPool2d::<1, 2>.forward(&x);
    /// assert_eq!(y.to_vec(), [0.5, 2.5]);
    /// ```
    #[track_caller]
    pub fn forward<T, B, C, H, W, PH, PW, R>(
        &self,
        x: &Tensor<T, (B, C, H, W), R>,
    ) -> Tensor<T, (B, C, PH, PW), R>
    where
        T: FloatElement,
        B: Dim,
        C: Dim,
        H: Dim,
        W: Dim,
        PH: Dim,
        PW: Dim,
        R: Record<T>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = AdaptiveSizes::<(B, C, PH, PW), OH, OW>::CHECK;
        x.adaptive_avg_pool2d()
    }
}

/// None: a pooling layer holds no parameters.
impl<const OH: usize, const OW: usize, T> crate::nn::Parameters<T> for AdaptiveAvgPool2d<OH, OW> {
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, _: &mut String, _: &mut V) {}
}
