//! `LayerNorm<H>` and `RmsNorm<H>`: `nn.LayerNorm` and `nn.RMSNorm` over the last axis.

use crate::shape::FitsLastAxis;
use crate::{FloatElement, Record, Tensor, D};

/// PyTorch's `nn.LayerNorm(H, eps)` (elementwise affine): the last axis normalized to mean 0
/// and biased variance 1, then scaled by `weight` and shifted by `bias` ([`Tensor::layer_norm`],
/// one pass).
///
/// ```
/// use typed_tensor::nn::LayerNorm;
/// use typed_tensor::{shape, Tensor};
/// let norm = LayerNorm::<2>::new(0.0);
/// let x = Tensor::<f32, shape![2, 2]>::from_vec(vec![1., 3., 5., 5.]).unwrap();
/// assert_eq!(norm.forward(&x).to_vec()[..2], [-1.0, 1.0]);
/// ```
#[derive(Clone)]
pub struct LayerNorm<const H: usize, T = f32> {
    /// `[H]`, PyTorch's `weight`, ones when new.
    pub weight: Tensor<T, (D<H>,)>,
    /// `[H]`, PyTorch's `bias`, zeros when new.
    pub bias: Tensor<T, (D<H>,)>,
    /// Added to the variance (PyTorch's default `1e-5`).
    pub eps: T,
}

impl<const H: usize, T: FloatElement> LayerNorm<H, T> {
    /// A layer as PyTorch initializes it: weight ones, bias zeros.
    ///
    /// ```
    /// use typed_tensor::nn::LayerNorm;
    /// let norm = LayerNorm::<3, f64>::new(1e-5);
    /// assert_eq!(norm.weight.to_vec(), [1.0; 3]);
    /// ```
    pub fn new(eps: T) -> Self {
        LayerNorm {
            weight: Tensor::ones(),
            bias: Tensor::zeros(),
            eps,
        }
    }

    /// The last axis of `x` normalized, scaled and shifted; any leading axes.
    ///
    /// ```
    /// use typed_tensor::nn::LayerNorm;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 1, 4]>::ones_with_dims(&[2, 1, 4]).unwrap();
    /// assert_eq!(LayerNorm::<4>::new(1e-5).forward(&x).to_vec(), [0.0; 8]);
    /// ```
    #[track_caller]
    pub fn forward<S, R: Record<T>>(&self, x: &Tensor<T, S, R>) -> Tensor<T, S, R>
    where
        S: FitsLastAxis<(D<H>,), Output = S>,
    {
        x.layer_norm(&x.param(&self.weight), &x.param(&self.bias), self.eps)
    }
}

/// PyTorch's `nn.RMSNorm(H, eps)` (elementwise affine): the last axis divided by its root
/// mean square, then scaled by `weight` ([`Tensor::rms_norm`]). PyTorch's default `eps=None`
/// is the element type's machine epsilon; [`new`](Self::new) takes it explicitly.
///
/// ```
/// use typed_tensor::nn::RmsNorm;
/// use typed_tensor::{shape, Tensor};
/// let norm = RmsNorm::<2>::new(0.0);
/// let x = Tensor::<f32, shape![1, 2]>::from_vec(vec![3., 4.]).unwrap();
/// let rms = (12.5f32).sqrt();
/// assert_eq!(norm.forward(&x).to_vec(), [3. / rms, 4. / rms]);
/// ```
#[derive(Clone)]
pub struct RmsNorm<const H: usize, T = f32> {
    /// `[H]`, PyTorch's `weight`, ones when new.
    pub weight: Tensor<T, (D<H>,)>,
    /// Added to the mean square.
    pub eps: T,
}

impl<const H: usize, T: FloatElement> RmsNorm<H, T> {
    /// A layer as PyTorch initializes it: weight ones.
    ///
    /// ```
    /// use typed_tensor::nn::RmsNorm;
    /// assert_eq!(RmsNorm::<2>::new(1e-6).weight.to_vec(), [1.0, 1.0]);
    /// ```
    pub fn new(eps: T) -> Self {
        RmsNorm {
            weight: Tensor::ones(),
            eps,
        }
    }

    /// The last axis of `x` divided by its root mean square and scaled; any leading axes.
    ///
    /// ```
    /// use typed_tensor::nn::RmsNorm;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 2]>::from_shape_vec(&[1, 2], vec![-2., 2.]).unwrap();
    /// assert_eq!(RmsNorm::<2>::new(0.0).forward(&x).to_vec(), [-1.0, 1.0]);
    /// ```
    #[track_caller]
    pub fn forward<S, R: Record<T>>(&self, x: &Tensor<T, S, R>) -> Tensor<T, S, R>
    where
        S: FitsLastAxis<(D<H>,), Output = S>,
    {
        x.rms_norm(&x.param(&self.weight), self.eps)
    }
}

#[cfg(feature = "safetensors")]
impl<const H: usize, T> crate::nn::StateDict for LayerNorm<H, T>
where
    T: FloatElement + crate::interop::safetensors::SafetensorsElement,
{
    /// `{prefix}weight` and `{prefix}bias`; `eps` is PyTorch's default, `1e-5` (the
    /// checkpoint does not hold it).
    fn load(
        file: &safetensors::SafeTensors<'_>,
        prefix: &str,
    ) -> Result<Self, crate::interop::safetensors::SafetensorsError> {
        Ok(LayerNorm {
            weight: Tensor::from_safetensors(file, &format!("{prefix}weight"))?,
            bias: Tensor::from_safetensors(file, &format!("{prefix}bias"))?,
            eps: T::from(1e-5).expect("1e-5 is a float"),
        })
    }

    fn views<'a>(
        &'a self,
        prefix: &str,
        out: &mut Vec<(String, crate::interop::safetensors::SafetensorsView<'a>)>,
    ) {
        out.push((format!("{prefix}weight"), self.weight.safetensors_view()));
        out.push((format!("{prefix}bias"), self.bias.safetensors_view()));
    }
}

#[cfg(feature = "safetensors")]
impl<const H: usize, T> crate::nn::StateDict for RmsNorm<H, T>
where
    T: FloatElement + crate::interop::safetensors::SafetensorsElement,
{
    /// `{prefix}weight`; `eps` is PyTorch's default, the element type's machine epsilon.
    fn load(
        file: &safetensors::SafeTensors<'_>,
        prefix: &str,
    ) -> Result<Self, crate::interop::safetensors::SafetensorsError> {
        Ok(RmsNorm {
            weight: Tensor::from_safetensors(file, &format!("{prefix}weight"))?,
            eps: T::epsilon(),
        })
    }

    fn views<'a>(
        &'a self,
        prefix: &str,
        out: &mut Vec<(String, crate::interop::safetensors::SafetensorsView<'a>)>,
    ) {
        out.push((format!("{prefix}weight"), self.weight.safetensors_view()));
    }
}

/// `weight` and `bias` (PyTorch's names).
impl<const H: usize, T> crate::nn::Parameters<T> for LayerNorm<H, T> {
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "weight", &mut self.weight, visitor);
        crate::nn::visit_field(prefix, "bias", &mut self.bias, visitor);
    }
}

/// `weight` (PyTorch's name).
impl<const H: usize, T> crate::nn::Parameters<T> for RmsNorm<H, T> {
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "weight", &mut self.weight, visitor);
    }
}
