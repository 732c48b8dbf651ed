//! `Conv2d<IN, OUT, K>`: `nn.Conv2d` with a square kernel, its stride and padding as types.

use crate::kernel::MatmulElement;
use crate::nn::Conv;
use crate::{Dim, FloatElement, Record, Tensor, D};

/// PyTorch's `nn.Conv2d(IN, OUT, K, stride=STRIDE, padding=PADDING, bias)` on NCHW input: the
/// weight stored as PyTorch stores it, `[OUT, IN, K, K]`. Being types, the options let the
/// build check the output's height and width against PyTorch's formula, and `IN` against the
/// input's channels ([`Tensor::conv2d`]). Dilation and groups: the op itself.
///
/// ```
/// use typed_tensor::nn::Conv2d;
/// use typed_tensor::{shape, Tensor};
/// let conv = Conv2d::<1, 4, 3, 1, 1>::new(Tensor::ones(), Some(Tensor::zeros()));
/// let x = Tensor::<f32, shape![dyn, 1, 28, 28]>::ones_with_dims(&[2, 1, 28, 28]).unwrap();
/// let y: Tensor<f32, shape![dyn, 4, 28, 28]> = conv.forward(&x); // padding 1 keeps 28
/// assert_eq!(y.dims(), &[2, 4, 28, 28]);
/// assert_eq!(y.to_vec()[..3], [4.0, 6.0, 6.0]); // the corner sees 2 x 2 ones
/// ```
#[derive(Clone)]
pub struct Conv2d<
    const IN: usize,
    const OUT: usize,
    const K: usize,
    const STRIDE: usize = 1,
    const PADDING: usize = 0,
    T = f32,
> {
    /// `[OUT, IN, K, K]`, PyTorch's `weight`.
    pub weight: Tensor<T, (D<OUT>, D<IN>, D<K>, D<K>)>,
    /// `[OUT]`, PyTorch's `bias`; zeros when [`has_bias`](Self::has_bias) is false.
    pub bias: Tensor<T, (D<OUT>,)>,
    has_bias: bool,
}

impl<
        const IN: usize,
        const OUT: usize,
        const K: usize,
        const STRIDE: usize,
        const PADDING: usize,
        T: FloatElement + MatmulElement,
    > Conv2d<IN, OUT, K, STRIDE, PADDING, T>
{
    /// A layer of these parameters; `None` for `bias=False`.
    ///
    /// ```
    /// use typed_tensor::nn::Conv2d;
    /// use typed_tensor::Tensor;
    /// let conv = Conv2d::<3, 8, 3>::new(Tensor::ones(), None);
    /// assert!(!conv.has_bias());
    /// ```
    pub fn new(
        weight: Tensor<T, (D<OUT>, D<IN>, D<K>, D<K>)>,
        bias: Option<Tensor<T, (D<OUT>,)>>,
    ) -> Self {
        let has_bias = bias.is_some();
        Conv2d {
            weight,
            bias: bias.unwrap_or_else(Tensor::zeros),
            has_bias,
        }
    }

    /// A layer of zeros, with a bias or without: a placeholder to load a checkpoint into.
    ///
    /// ```
    /// use typed_tensor::nn::Conv2d;
    /// assert!(Conv2d::<3, 8, 3>::zeros(true).has_bias());
    /// ```
    pub fn zeros(bias: bool) -> Self {
        Conv2d::new(Tensor::zeros(), bias.then(Tensor::zeros))
    }

    /// Whether the layer has a bias of its own (PyTorch's `bias=True`).
    ///
    /// ```
    /// use typed_tensor::nn::Conv2d;
    /// assert!(!Conv2d::<3, 8, 3>::zeros(false).has_bias());
    /// ```
    pub fn has_bias(&self) -> bool {
        self.has_bias
    }

    /// The convolution of `x`, `[batch, IN, H, W]`, into `[batch, OUT, OH, OW]`: the caller
    /// names `OH` and `OW` (an annotation), and where `H` and `W` are static a wrong one does
    /// not build, with a message naming the input size, the kernel, the options and the size
    /// they give.
    ///
    /// ```
    /// use typed_tensor::nn::Conv2d;
    /// use typed_tensor::{shape, Tensor};
    /// let conv = Conv2d::<2, 3, 3, 2>::zeros(false); // stride 2, no padding
    /// let x = Tensor::<f32, shape![1, 2, 9, 9]>::ones();
    /// let y: Tensor<f32, shape![1, 3, 4, 4]> = conv.forward(&x); // (9 - 3) / 2 + 1 = 4
    /// assert_eq!(y.to_vec(), [0.0; 48]);
    /// ```
    #[track_caller]
    pub fn forward<B: Dim, C: Dim, H: Dim, W: Dim, OH: Dim, OW: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, C, H, W), R>,
    ) -> Tensor<T, (B, D<OUT>, OH, OW), R> {
        let weight = x.param(&self.weight);
        let bias = self.has_bias.then(|| x.param(&self.bias));
        x.conv2d(&weight, bias.as_ref(), Conv::<STRIDE, PADDING>)
    }
}

#[cfg(feature = "safetensors")]
impl<const IN: usize, const OUT: usize, const K: usize, const S: usize, const P: usize, T>
    crate::nn::StateDict for Conv2d<IN, OUT, K, S, P, T>
where
    T: FloatElement + MatmulElement + crate::interop::safetensors::SafetensorsElement,
{
    /// `{prefix}weight`, and `{prefix}bias` when the file has it (`bias=False` otherwise).
    fn load(
        file: &safetensors::SafeTensors<'_>,
        prefix: &str,
    ) -> Result<Self, crate::interop::safetensors::SafetensorsError> {
        let weight = Tensor::from_safetensors(file, &format!("{prefix}weight"))?;
        let bias_name = format!("{prefix}bias");
        let has_bias = file.names().iter().any(|name| **name == bias_name);
        let bias = match has_bias {
            true => Some(Tensor::from_safetensors(file, &bias_name)?),
            false => None,
        };
        Ok(Conv2d::new(weight, bias))
    }

    fn views<'a>(
        &'a self,
        prefix: &str,
        out: &mut Vec<(String, crate::interop::safetensors::SafetensorsView<'a>)>,
    ) {
        out.push((format!("{prefix}weight"), self.weight.safetensors_view()));
        if self.has_bias {
            out.push((format!("{prefix}bias"), self.bias.safetensors_view()));
        }
    }
}

/// `weight`, and `bias` when the layer has one (PyTorch's names).
impl<const IN: usize, const OUT: usize, const K: usize, const S: usize, const P: usize, T>
    crate::nn::Parameters<T> for Conv2d<IN, OUT, K, S, P, T>
{
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "weight", &mut self.weight, visitor);
        if self.has_bias {
            crate::nn::visit_field(prefix, "bias", &mut self.bias, visitor);
        }
    }
}

/// PyTorch's `nn.ConvTranspose2d(IN, OUT, K, stride=STRIDE, padding=PADDING, bias)`: the
/// weight stored as PyTorch stores it, `[IN, OUT, K, K]`. The build checks the output's
/// sizes against PyTorch's formula `(H - 1) STRIDE - 2 PADDING + K` and `IN` against the
/// input's channels ([`Tensor::conv_transpose2d`]; output padding, dilation and groups: the
/// op itself).
///
/// ```
/// use typed_tensor::nn::ConvTranspose2d;
/// use typed_tensor::{shape, Tensor};
/// let up = ConvTranspose2d::<8, 4, 2, 2>::zeros(true); // doubles the size
/// let x = Tensor::<f32, shape![dyn, 8, 7, 7]>::ones_with_dims(&[2, 8, 7, 7]).unwrap();
/// let y: Tensor<f32, shape![dyn, 4, 14, 14]> = up.forward(&x);
/// assert_eq!(y.dims(), &[2, 4, 14, 14]);
/// ```
#[derive(Clone)]
pub struct ConvTranspose2d<
    const IN: usize,
    const OUT: usize,
    const K: usize,
    const STRIDE: usize = 1,
    const PADDING: usize = 0,
    T = f32,
> {
    /// `[IN, OUT, K, K]`, PyTorch's `weight`.
    pub weight: Tensor<T, (D<IN>, D<OUT>, D<K>, D<K>)>,
    /// `[OUT]`, PyTorch's `bias`; zeros when [`has_bias`](Self::has_bias) is false.
    pub bias: Tensor<T, (D<OUT>,)>,
    has_bias: bool,
}

impl<
        const IN: usize,
        const OUT: usize,
        const K: usize,
        const STRIDE: usize,
        const PADDING: usize,
        T: FloatElement + MatmulElement,
    > ConvTranspose2d<IN, OUT, K, STRIDE, PADDING, T>
{
    /// A layer of these parameters; `None` for `bias=False`.
    ///
    /// ```
    /// use typed_tensor::nn::ConvTranspose2d;
    /// use typed_tensor::Tensor;
    /// assert!(!ConvTranspose2d::<3, 8, 3>::new(Tensor::ones(), None).has_bias());
    /// ```
    pub fn new(
        weight: Tensor<T, (D<IN>, D<OUT>, D<K>, D<K>)>,
        bias: Option<Tensor<T, (D<OUT>,)>>,
    ) -> Self {
        let has_bias = bias.is_some();
        ConvTranspose2d {
            weight,
            bias: bias.unwrap_or_else(Tensor::zeros),
            has_bias,
        }
    }

    /// A layer of zeros, with a bias or without: a placeholder to load a checkpoint into.
    ///
    /// ```
    /// use typed_tensor::nn::ConvTranspose2d;
    /// assert!(ConvTranspose2d::<3, 8, 3>::zeros(true).has_bias());
    /// ```
    pub fn zeros(bias: bool) -> Self {
        ConvTranspose2d::new(Tensor::zeros(), bias.then(Tensor::zeros))
    }

    /// Whether the layer has a bias of its own (PyTorch's `bias=True`).
    ///
    /// ```
    /// use typed_tensor::nn::ConvTranspose2d;
    /// assert!(!ConvTranspose2d::<3, 8, 3>::zeros(false).has_bias());
    /// ```
    pub fn has_bias(&self) -> bool {
        self.has_bias
    }

    /// The transposed convolution of `x`, `[batch, IN, H, W]`, into `[batch, OUT, OH, OW]`,
    /// `OH` and `OW` named by the caller and checked by the build where `H` and `W` are
    /// static.
    ///
    /// ```
    /// use typed_tensor::nn::ConvTranspose2d;
    /// use typed_tensor::{shape, Tensor};
    /// let up = ConvTranspose2d::<2, 3, 3, 1, 1>::zeros(false); // padding 1 keeps the size
    /// let x = Tensor::<f32, shape![1, 2, 5, 5]>::ones();
    /// let y: Tensor<f32, shape![1, 3, 5, 5]> = up.forward(&x);
    /// assert_eq!(y.to_vec(), [0.0; 75]);
    /// ```
    #[track_caller]
    pub fn forward<B: Dim, H: Dim, W: Dim, OH: Dim, OW: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, D<IN>, H, W), R>,
    ) -> Tensor<T, (B, D<OUT>, OH, OW), R> {
        let weight = x.param(&self.weight);
        let bias = self.has_bias.then(|| x.param(&self.bias));
        x.conv_transpose2d(
            &weight,
            bias.as_ref(),
            crate::nn::ConvTranspose::<STRIDE, PADDING>,
        )
    }
}

/// `weight`, and `bias` when the layer has one (PyTorch's names).
impl<const IN: usize, const OUT: usize, const K: usize, const S: usize, const P: usize, T>
    crate::nn::Parameters<T> for ConvTranspose2d<IN, OUT, K, S, P, T>
{
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "weight", &mut self.weight, visitor);
        if self.has_bias {
            crate::nn::visit_field(prefix, "bias", &mut self.bias, visitor);
        }
    }
}
