//! `Conv1d<IN, OUT, K>`: `nn.Conv1d`, its stride and padding as types.

use crate::kernel::MatmulElement;
use crate::nn::Conv;
use crate::{Dim, FloatElement, Record, Tensor, D};

/// PyTorch's `nn.Conv1d(IN, OUT, K, stride=STRIDE, padding=PADDING, bias)` on `[batch, IN,
/// L]` input: the weight stored as PyTorch stores it, `[OUT, IN, K]`. The build checks the
/// output's length against PyTorch's formula and `IN` against the input's channels
/// ([`Tensor::conv1d`]).
///
/// ```
/// use typed_tensor::nn::Conv1d;
/// use typed_tensor::{shape, Tensor};
/// let conv = Conv1d::<2, 4, 3, 1, 1>::new(Tensor::ones(), Some(Tensor::zeros()));
/// let x = Tensor::<f32, shape![dyn, 2, 10]>::ones_with_dims(&[3, 2, 10]).unwrap();
/// let y: Tensor<f32, shape![dyn, 4, 10]> = conv.forward(&x); // padding 1 keeps 10
/// assert_eq!(y.to_vec()[..3], [4.0, 6.0, 6.0]); // the first position sees 2 x 2 ones
/// ```
#[derive(Clone)]
pub struct Conv1d<
    const IN: usize,
    const OUT: usize,
    const K: usize,
    const STRIDE: usize = 1,
    const PADDING: usize = 0,
    T = f32,
> {
    /// `[OUT, IN, K]`, PyTorch's `weight`.
    pub weight: Tensor<T, (D<OUT>, D<IN>, D<K>)>,
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
    > Conv1d<IN, OUT, K, STRIDE, PADDING, T>
{
    /// A layer of these parameters; `None` for `bias=False`.
    ///
    /// ```
    /// use typed_tensor::nn::Conv1d;
    /// use typed_tensor::Tensor;
    /// assert!(!Conv1d::<3, 8, 5>::new(Tensor::ones(), None).has_bias());
    /// ```
    pub fn new(
        weight: Tensor<T, (D<OUT>, D<IN>, D<K>)>,
        bias: Option<Tensor<T, (D<OUT>,)>>,
    ) -> Self {
        let has_bias = bias.is_some();
        Conv1d {
            weight,
            bias: bias.unwrap_or_else(Tensor::zeros),
            has_bias,
        }
    }

    /// A layer of zeros, with a bias or without: a placeholder to load a checkpoint into.
    ///
    /// ```
    /// use typed_tensor::nn::Conv1d;
    /// assert!(Conv1d::<3, 8, 5>::zeros(true).has_bias());
    /// ```
    pub fn zeros(bias: bool) -> Self {
        Conv1d::new(Tensor::zeros(), bias.then(Tensor::zeros))
    }

    /// Whether the layer has a bias of its own (PyTorch's `bias=True`).
    ///
    /// ```
    /// use typed_tensor::nn::Conv1d;
    /// assert!(!Conv1d::<3, 8, 5>::zeros(false).has_bias());
    /// ```
    pub fn has_bias(&self) -> bool {
        self.has_bias
    }

    /// The convolution of `x`, `[batch, IN, L]`, into `[batch, OUT, OL]`: the caller names
    /// `OL` (an annotation), and where `L` is static a wrong one does not build.
    ///
    /// ```
    /// use typed_tensor::nn::Conv1d;
    /// use typed_tensor::{shape, Tensor};
    /// let conv = Conv1d::<3, 2, 4, 2>::zeros(false); // stride 2
    /// let x = Tensor::<f32, shape![1, 3, 10]>::ones();
    /// let y: Tensor<f32, shape![1, 2, 4]> = conv.forward(&x); // (10 - 4) / 2 + 1
    /// assert_eq!(y.to_vec(), [0.0; 8]);
    /// ```
    #[track_caller]
    pub fn forward<B: Dim, C: Dim, L: Dim, OL: Dim, R: Record<T>>(
        &self,
        x: &Tensor<T, (B, C, L), R>,
    ) -> Tensor<T, (B, D<OUT>, OL), R> {
        let weight = x.param(&self.weight);
        let bias = self.has_bias.then(|| x.param(&self.bias));
        x.conv1d(&weight, bias.as_ref(), Conv::<STRIDE, PADDING>)
    }
}

/// `weight`, and `bias` when the layer has one (PyTorch's names).
impl<const IN: usize, const OUT: usize, const K: usize, const S: usize, const P: usize, T>
    crate::nn::Parameters<T> for Conv1d<IN, OUT, K, S, P, T>
{
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "weight", &mut self.weight, visitor);
        if self.has_bias {
            crate::nn::visit_field(prefix, "bias", &mut self.bias, visitor);
        }
    }
}
