//! `Linear<I, O>`: `nn.Linear`, `x · wᵀ + b`.

use crate::kernel::MatmulElement;
use crate::shape::{FitsLastAxis, MatmulWith};
use crate::{FloatElement, Record, Tensor, D};

/// The shape of `Linear<I, O>`'s output for an input of shape `S`: `S` with its last axis
/// `D<O>`.
pub(crate) type Out<S, const I: usize, const O: usize> =
    <<S as MatmulWith<(D<I>, D<O>)>>::Output as FitsLastAxis<(D<O>,)>>::Output;

/// PyTorch's `nn.Linear(I, O, bias)`: `y = x · weightᵀ + bias` over the last axis of any
/// input, the weight stored as PyTorch stores it, `[O, I]`.
///
/// Without a bias, the bias is zeros that the checkpoint neither holds nor gets, added by the
/// GEMM kernel as it stores each tile (no pass of its own), so both forms are one op.
///
/// ```
/// use typed_tensor::nn::Linear;
/// use typed_tensor::{shape, Tensor};
/// let w = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 0., 0., 0., 1., 1.]).unwrap();
/// let fc = Linear::new(w, Some(Tensor::from_vec(vec![0.5, -0.5]).unwrap()));
/// let x = Tensor::<f32, shape![2, 1, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
/// let y: Tensor<f32, shape![2, 1, 2]> = fc.forward(&x);
/// assert_eq!(y.to_vec(), [1.5, 4.5, 4.5, 10.5]);
/// ```
#[derive(Clone)]
pub struct Linear<const I: usize, const O: usize, T = f32> {
    /// `[O, I]`, PyTorch's `weight`.
    pub weight: Tensor<T, (D<O>, D<I>)>,
    /// `[O]`, PyTorch's `bias`; zeros when [`has_bias`](Self::has_bias) is false.
    pub bias: Tensor<T, (D<O>,)>,
    has_bias: bool,
}

impl<const I: usize, const O: usize, T: FloatElement + MatmulElement> Linear<I, O, T> {
    /// A layer of these parameters; `None` for `bias=False`.
    ///
    /// ```
    /// use typed_tensor::nn::Linear;
    /// use typed_tensor::Tensor;
    /// let fc = Linear::<3, 2>::new(Tensor::ones(), None);
    /// assert!(!fc.has_bias());
    /// assert_eq!(fc.bias.to_vec(), [0.0, 0.0]);
    /// ```
    pub fn new(weight: Tensor<T, (D<O>, D<I>)>, bias: Option<Tensor<T, (D<O>,)>>) -> Self {
        let has_bias = bias.is_some();
        Linear {
            weight,
            bias: bias.unwrap_or_else(Tensor::zeros),
            has_bias,
        }
    }

    /// A layer of zeros, with a bias (`bias=True`) or without: a placeholder to load a
    /// checkpoint into (`nn::load_parameters`, feature `safetensors`).
    ///
    /// ```
    /// use typed_tensor::nn::Linear;
    /// let fc = Linear::<3, 2>::zeros(true);
    /// assert!(fc.has_bias());
    /// assert_eq!(fc.weight.to_vec(), [0.0; 6]);
    /// assert!(!Linear::<3, 2>::zeros(false).has_bias());
    /// ```
    pub fn zeros(bias: bool) -> Self {
        Linear::new(Tensor::zeros(), bias.then(Tensor::zeros))
    }

    /// Whether the layer has a bias of its own (PyTorch's `bias=True`), which checkpoints hold.
    ///
    /// ```
    /// use typed_tensor::nn::Linear;
    /// use typed_tensor::Tensor;
    /// assert!(Linear::<3, 2>::new(Tensor::ones(), Some(Tensor::ones())).has_bias());
    /// ```
    pub fn has_bias(&self) -> bool {
        self.has_bias
    }

    /// `x · weightᵀ + bias` over the last axis of `x`, whose leading axes are any batch axes
    /// ([`Tensor::linear`]).
    ///
    /// ```
    /// use typed_tensor::nn::Linear;
    /// use typed_tensor::{shape, Tensor};
    /// let fc = Linear::<3, 2>::new(Tensor::ones(), None);
    /// let x = Tensor::<f32, shape![dyn, 3]>::ones_with_dims(&[4, 3]).unwrap();
    /// assert_eq!(fc.forward(&x).to_vec(), [3.0; 8]);
    /// ```
    #[track_caller]
    pub fn forward<S, R: Record<T>>(&self, x: &Tensor<T, S, R>) -> Tensor<T, Out<S, I, O>, R>
    where
        S: MatmulWith<(D<I>, D<O>)>,
        <S as MatmulWith<(D<I>, D<O>)>>::Output: FitsLastAxis<(D<O>,)>,
    {
        let bias = match self.has_bias {
            true => x.param(&self.bias),
            false => x.constant(self.bias.clone()),
        };
        x.linear(&x.param(&self.weight), &bias)
    }
}

#[cfg(feature = "safetensors")]
impl<const I: usize, const O: usize, T> crate::nn::StateDict for Linear<I, O, T>
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
        let bias = if has_bias {
            Some(Tensor::from_safetensors(file, &bias_name)?)
        } else {
            None
        };
        Ok(Linear::new(weight, bias))
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
impl<const I: usize, const O: usize, T> crate::nn::Parameters<T> for Linear<I, O, T> {
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "weight", &mut self.weight, visitor);
        if self.has_bias {
            crate::nn::visit_field(prefix, "bias", &mut self.bias, visitor);
        }
    }
}
