//! `TransformerEncoderLayer<M, HEADS, HEAD, FF>`: `nn.TransformerEncoderLayer`.

use crate::kernel::MatmulElement;
use crate::nn::{LayerNorm, Linear, MultiheadAttention};
use crate::{Dim, FloatElement, Record, Tensor, D};

/// The feed-forward activation of a [`TransformerEncoderLayer`] or an [`Mlp`](crate::nn::Mlp)
/// (PyTorch's `activation`).
///
/// ```
/// use typed_tensor::nn::Activation;
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![2]>::from_vec(vec![-1., 2.]).unwrap();
/// assert_eq!(Activation::Relu.apply(&x).to_vec(), [0., 2.]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activation {
    /// `"relu"`, PyTorch's default.
    Relu,
    /// `"gelu"`: the exact (erf) GELU.
    Gelu,
    /// `nn.GELU(approximate="tanh")`: the tanh approximation (GPT-2's `gelu_new`).
    GeluTanh,
}

impl Activation {
    /// The activation of every element of `x`.
    ///
    /// ```
    /// use typed_tensor::nn::Activation;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![1]>::from_vec(vec![0.0]).unwrap();
    /// assert_eq!(Activation::Gelu.apply(&x).to_vec(), [0.0]);
    /// let one = Tensor::<f64, shape![1]>::from_vec(vec![1.0]).unwrap();
    /// let tanh_form = 0.5 * (1.0 + ((2.0 / std::f64::consts::PI).sqrt() * 1.044715f64).tanh());
    /// assert!((Activation::GeluTanh.apply(&one).to_vec()[0] - tanh_form).abs() < 1e-12);
    /// ```
    pub fn apply<T: FloatElement, S, R: Record<T>>(self, x: &Tensor<T, S, R>) -> Tensor<T, S, R> {
        match self {
            Activation::Relu => x.relu(),
            Activation::Gelu => x.gelu(),
            Activation::GeluTanh => x.gelu_tanh(),
        }
    }
}

/// PyTorch's `nn.TransformerEncoderLayer(M, HEADS, dim_feedforward=FF, batch_first=True)` in
/// eval mode (no dropout): self-attention and a feed-forward block, each with a residual
/// connection and a layer norm, before (`norm_first`, pre-norm) or after (post-norm, PyTorch's
/// default) the block:
///
/// - pre-norm: `x = x + attn(norm1(x))`, then `x + ff(norm2(x))`;
/// - post-norm: `x = norm1(x + attn(x))`, then `norm2(x + ff(x))`;
///
/// with `ff(x) = linear2(activation(linear1(x)))`. `HEAD` is `M / HEADS`, named by the caller
/// (see [`MultiheadAttention`]). The layer norms' `eps` is PyTorch's default `1e-5`.
///
/// ```
/// use typed_tensor::nn::{Activation, TransformerEncoderLayer};
/// use typed_tensor::{shape, Tensor};
/// // Zero weights: attention and feed-forward add nothing but their biases (zero), and the
/// // norms of the post-norm layer map each constant row to the norm's bias, 0.
/// let layer = TransformerEncoderLayer::<8, 2, 4, 16>::zeros(false, Activation::Relu);
/// let x = Tensor::<f32, shape![dyn, dyn, 8]>::ones_with_dims(&[2, 3, 8]).unwrap();
/// assert_eq!(layer.forward(&x, false).to_vec(), [0.0; 48]);
/// ```
#[derive(Clone)]
pub struct TransformerEncoderLayer<
    const M: usize,
    const HEADS: usize,
    const HEAD: usize,
    const FF: usize,
    T = f32,
> {
    /// PyTorch's `self_attn`.
    pub self_attn: MultiheadAttention<M, HEADS, HEAD, T>,
    /// PyTorch's `linear1`, `M -> FF`.
    pub linear1: Linear<M, FF, T>,
    /// PyTorch's `linear2`, `FF -> M`.
    pub linear2: Linear<FF, M, T>,
    /// PyTorch's `norm1`, around the attention.
    pub norm1: LayerNorm<M, T>,
    /// PyTorch's `norm2`, around the feed-forward block.
    pub norm2: LayerNorm<M, T>,
    /// Pre-norm (PyTorch's `norm_first=True`) or post-norm.
    pub norm_first: bool,
    /// The feed-forward activation.
    pub activation: Activation,
}

impl<const M: usize, const HEADS: usize, const HEAD: usize, const FF: usize, T>
    TransformerEncoderLayer<M, HEADS, HEAD, FF, T>
where
    T: FloatElement + MatmulElement,
{
    /// A layer whose weights and biases are all zero and whose norms are the identity's
    /// (weight one, bias zero): a start for tests, or for parameters assigned one by one.
    ///
    /// ```
    /// use typed_tensor::nn::{Activation, TransformerEncoderLayer};
    /// let layer = TransformerEncoderLayer::<4, 1, 4, 8, f64>::zeros(true, Activation::Gelu);
    /// assert_eq!(layer.norm1.weight.to_vec(), [1.0; 4]);
    /// assert_eq!(layer.self_attn.in_proj_weight().dims(), &[12, 4]);
    /// ```
    pub fn zeros(norm_first: bool, activation: Activation) -> Self {
        let eps = T::from(1e-5).expect("1e-5 is a float");
        TransformerEncoderLayer {
            self_attn: MultiheadAttention::zeros(),
            linear1: Linear::zeros(true),
            linear2: Linear::zeros(true),
            norm1: LayerNorm::new(eps),
            norm2: LayerNorm::new(eps),
            norm_first,
            activation,
        }
    }

    /// The layer applied to `x` (`[batch, seq, M]`); `is_causal` masks each position's
    /// attention to itself and the positions before it (PyTorch's `is_causal=True` with the
    /// square subsequent mask).
    ///
    /// ```
    /// use typed_tensor::nn::{Activation, TransformerEncoderLayer};
    /// use typed_tensor::{shape, Tensor};
    /// let layer = TransformerEncoderLayer::<4, 2, 2, 8>::zeros(true, Activation::Gelu);
    /// let x = Tensor::<f32, shape![1, 2, 4]>::from_vec(vec![1., 2., 3., 4., 5., 6., 7., 8.]).unwrap();
    /// // Pre-norm with zero blocks: the residuals carry `x` through unchanged.
    /// assert_eq!(layer.forward(&x, true).to_vec(), x.to_vec());
    /// ```
    #[track_caller]
    pub fn forward<B: Dim, S: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, S, D<M>), R>,
        is_causal: bool,
    ) -> Tensor<T, (B, S, D<M>), R> {
        self.apply(x, None, is_causal)
    }

    /// [`forward`](Self::forward) with PyTorch's `src_key_padding_mask` (`[batch, seq]`,
    /// `true` marks padding, which no position attends to; see
    /// [`MultiheadAttention::forward_masked`]). The padded positions' own outputs are computed
    /// as the others' (PyTorch's fast path returns zeros there instead).
    ///
    /// ```
    /// use typed_tensor::nn::{Activation, TransformerEncoderLayer};
    /// use typed_tensor::{shape, Tensor};
    /// let layer = TransformerEncoderLayer::<4, 2, 2, 8>::zeros(true, Activation::Relu);
    /// let x = Tensor::<f32, shape![1, 3, 4]>::ones();
    /// let pad = Tensor::<bool, shape![1, 3]>::from_vec(vec![false, false, true]).unwrap();
    /// assert_eq!(layer.forward_masked(&x, &pad, false).to_vec(), x.to_vec());
    /// ```
    #[track_caller]
    pub fn forward_masked<B: Dim, S: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, S, D<M>), R>,
        src_key_padding_mask: &Tensor<bool, (B, S)>,
        is_causal: bool,
    ) -> Tensor<T, (B, S, D<M>), R> {
        self.apply(x, Some(src_key_padding_mask), is_causal)
    }

    #[track_caller]
    fn apply<B: Dim, S: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, S, D<M>), R>,
        padding: Option<&Tensor<bool, (B, S)>>,
        is_causal: bool,
    ) -> Tensor<T, (B, S, D<M>), R> {
        let attend = |x: &Tensor<T, (B, S, D<M>), R>| match padding {
            None => self.self_attn.forward(x, is_causal),
            Some(padding) => self.self_attn.forward_masked(x, padding, is_causal),
        };
        if self.norm_first {
            let x = x + &attend(&self.norm1.forward(x));
            let ff = self.feed_forward(&self.norm2.forward(&x));
            x + &ff
        } else {
            let x = self.norm1.forward(&(x + &attend(x)));
            let ff = self.feed_forward(&x);
            self.norm2.forward(&(x + &ff))
        }
    }

    /// `linear2(activation(linear1(x)))`.
    fn feed_forward<B: Dim, S: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, S, D<M>), R>,
    ) -> Tensor<T, (B, S, D<M>), R> {
        let hidden = self.activation.apply(&self.linear1.forward(x));
        self.linear2.forward(&hidden)
    }
}

#[cfg(feature = "safetensors")]
impl<const M: usize, const HEADS: usize, const HEAD: usize, const FF: usize, T> crate::nn::StateDict
    for TransformerEncoderLayer<M, HEADS, HEAD, FF, T>
where
    T: FloatElement + MatmulElement + crate::interop::safetensors::SafetensorsElement,
{
    /// `{prefix}self_attn.`, `linear1.`, `linear2.`, `norm1.` and `norm2.`. The checkpoint
    /// does not hold `norm_first` or the activation: the layer loads as PyTorch's defaults,
    /// post-norm with ReLU; set the fields to the module's configuration.
    fn load(
        file: &safetensors::SafeTensors<'_>,
        prefix: &str,
    ) -> Result<Self, crate::interop::safetensors::SafetensorsError> {
        Ok(TransformerEncoderLayer {
            self_attn: MultiheadAttention::load(file, &format!("{prefix}self_attn."))?,
            linear1: Linear::load(file, &format!("{prefix}linear1."))?,
            linear2: Linear::load(file, &format!("{prefix}linear2."))?,
            norm1: LayerNorm::load(file, &format!("{prefix}norm1."))?,
            norm2: LayerNorm::load(file, &format!("{prefix}norm2."))?,
            norm_first: false,
            activation: Activation::Relu,
        })
    }

    fn views<'a>(
        &'a self,
        prefix: &str,
        out: &mut Vec<(String, crate::interop::safetensors::SafetensorsView<'a>)>,
    ) {
        self.self_attn.views(&format!("{prefix}self_attn."), out);
        self.linear1.views(&format!("{prefix}linear1."), out);
        self.linear2.views(&format!("{prefix}linear2."), out);
        self.norm1.views(&format!("{prefix}norm1."), out);
        self.norm2.views(&format!("{prefix}norm2."), out);
    }
}

/// `self_attn.`, `linear1.`, `linear2.`, `norm1.` and `norm2.` (PyTorch's names).
impl<const M: usize, const HEADS: usize, const HEAD: usize, const FF: usize, T>
    crate::nn::Parameters<T> for TransformerEncoderLayer<M, HEADS, HEAD, FF, T>
{
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "self_attn", &mut self.self_attn, visitor);
        crate::nn::visit_field(prefix, "linear1", &mut self.linear1, visitor);
        crate::nn::visit_field(prefix, "linear2", &mut self.linear2, visitor);
        crate::nn::visit_field(prefix, "norm1", &mut self.norm1, visitor);
        crate::nn::visit_field(prefix, "norm2", &mut self.norm2, visitor);
    }
}
