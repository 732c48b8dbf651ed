//! `Mlp<I, H, O>`: two linear layers with an activation between them.

use crate::kernel::MatmulElement;
use crate::nn::linear::Out;
use crate::nn::{Activation, Linear};
use crate::shape::{FitsLastAxis, MatmulWith};
use crate::{FloatElement, Record, Tensor, D};

/// The feed-forward block `fc2(activation(fc1(x)))`: `Linear<I, H>`, an [`Activation`] (ReLU,
/// GELU or its tanh form), `Linear<H, O>` (timm's `Mlp`, whose `state_dict` names, `fc1.` and
/// `fc2.`, it loads and saves), over the last axis of any input.
///
/// ```
/// use typed_tensor::nn::{Activation, Linear, Mlp};
/// use typed_tensor::{shape, Tensor};
/// let mlp = Mlp::new(
///     Linear::<2, 3>::new(Tensor::from_vec(vec![1., 0., 0., 1., -1., -1.]).unwrap(), None),
///     Activation::Relu,
///     Linear::<3, 1>::new(Tensor::ones(), Some(Tensor::from_vec(vec![0.5]).unwrap())),
/// );
/// let x = Tensor::<f32, shape![dyn, 2]>::from_shape_vec(&[2, 2], vec![1., 2., -1., -2.]).unwrap();
/// // [1, 2] -> relu([1, 2, -3]) = [1, 2, 0] -> 3.5; [-1, -2] -> relu([-1, -2, 3]) -> 3.5
/// assert_eq!(mlp.forward(&x).to_vec(), [3.5, 3.5]);
/// ```
#[derive(Clone)]
pub struct Mlp<const I: usize, const H: usize, const O: usize, T = f32> {
    /// The first layer, `I -> H`.
    pub fc1: Linear<I, H, T>,
    /// Between the layers.
    pub activation: Activation,
    /// The second layer, `H -> O`.
    pub fc2: Linear<H, O, T>,
}

impl<const I: usize, const H: usize, const O: usize, T> Mlp<I, H, O, T>
where
    T: FloatElement + MatmulElement,
{
    /// A block of these layers.
    ///
    /// ```
    /// use typed_tensor::nn::{Activation, Linear, Mlp};
    /// use typed_tensor::Tensor;
    /// let mlp = Mlp::<4, 8, 2>::new(
    ///     Linear::new(Tensor::zeros(), None),
    ///     Activation::Gelu,
    ///     Linear::new(Tensor::zeros(), None),
    /// );
    /// assert_eq!(mlp.activation, Activation::Gelu);
    /// ```
    pub fn new(fc1: Linear<I, H, T>, activation: Activation, fc2: Linear<H, O, T>) -> Self {
        Mlp {
            fc1,
            activation,
            fc2,
        }
    }

    /// A block of zeros with biases: a placeholder to load a checkpoint into
    /// (`nn::load_parameters`, feature `safetensors`).
    ///
    /// ```
    /// use typed_tensor::nn::{parameter_names, Activation, Mlp};
    /// let mut mlp = Mlp::<4, 8, 2>::zeros(Activation::Relu);
    /// assert_eq!(parameter_names(&mut mlp), ["fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias"]);
    /// ```
    pub fn zeros(activation: Activation) -> Self {
        Mlp::new(Linear::zeros(true), activation, Linear::zeros(true))
    }

    /// `fc2(activation(fc1(x)))` over the last axis of any input, as [`Linear::forward`]:
    /// `[batch, I]`, `[batch, seq, I]`, ...
    ///
    /// ```
    /// use typed_tensor::nn::{Activation, Linear, Mlp};
    /// use typed_tensor::{shape, Tensor};
    /// let mlp = Mlp::<2, 2, 2>::new(
    ///     Linear::new(Tensor::ones(), None),
    ///     Activation::Relu,
    ///     Linear::new(Tensor::ones(), None),
    /// );
    /// let x = Tensor::<f32, shape![1, 2]>::from_vec(vec![1., 2.]).unwrap();
    /// assert_eq!(mlp.forward(&x).to_vec(), [6., 6.]);
    /// let tokens = Tensor::<f32, shape![dyn, 3, 2]>::ones_with_dims(&[2, 3, 2]).unwrap();
    /// assert_eq!(mlp.forward(&tokens).dims(), &[2, 3, 2]);
    /// ```
    ///
    /// Generic code needs no bound when the rank is written out:
    ///
    /// ```
    /// use typed_tensor::nn::Mlp;
    /// use typed_tensor::{Dim, Tensor, D};
    /// fn block<B: Dim, L: Dim>(mlp: &Mlp<8, 32, 8>, x: &Tensor<f32, (B, L, D<8>)>) -> Tensor<f32, (B, L, D<8>)> {
    ///     mlp.forward(x)
    /// }
    /// ```
    #[track_caller]
    pub fn forward<S, R: Record<T>>(
        &self,
        x: &Tensor<T, S, R>,
    ) -> Tensor<T, Out<Out<S, I, H>, H, O>, R>
    where
        S: MatmulWith<(D<I>, D<H>)>,
        <S as MatmulWith<(D<I>, D<H>)>>::Output: FitsLastAxis<(D<H>,)>,
        Out<S, I, H>: MatmulWith<(D<H>, D<O>)>,
        <Out<S, I, H> as MatmulWith<(D<H>, D<O>)>>::Output: FitsLastAxis<(D<O>,)>,
    {
        self.fc2
            .forward(&self.activation.apply(&self.fc1.forward(x)))
    }
}

#[cfg(feature = "safetensors")]
impl<const I: usize, const H: usize, const O: usize, T> crate::nn::StateDict for Mlp<I, H, O, T>
where
    T: FloatElement + MatmulElement + crate::interop::safetensors::SafetensorsElement,
{
    /// `{prefix}fc1.` and `{prefix}fc2.`; the activation is GELU, timm's default (the
    /// checkpoint does not hold it).
    fn load(
        file: &safetensors::SafeTensors<'_>,
        prefix: &str,
    ) -> Result<Self, crate::interop::safetensors::SafetensorsError> {
        Ok(Mlp::new(
            Linear::load(file, &format!("{prefix}fc1."))?,
            Activation::Gelu,
            Linear::load(file, &format!("{prefix}fc2."))?,
        ))
    }

    fn views<'a>(
        &'a self,
        prefix: &str,
        out: &mut Vec<(String, crate::interop::safetensors::SafetensorsView<'a>)>,
    ) {
        self.fc1.views(&format!("{prefix}fc1."), out);
        self.fc2.views(&format!("{prefix}fc2."), out);
    }
}

/// `fc1.` and `fc2.` (timm's names).
impl<const I: usize, const H: usize, const O: usize, T> crate::nn::Parameters<T>
    for Mlp<I, H, O, T>
{
    fn visit_parameters<V: crate::nn::Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        crate::nn::visit_field(prefix, "fc1", &mut self.fc1, visitor);
        crate::nn::visit_field(prefix, "fc2", &mut self.fc2, visitor);
    }
}
