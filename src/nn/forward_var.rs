//! The layers' forward passes on recorded values ([`Var`]), for training: the same shapes and
//! checks as `forward`, with each parameter entered on the input's tape by
//! [`Tape::param`](crate::autograd::Tape::param), so that the gradients are found by the
//! layer's own tensors.

use crate::autograd::{GradElement, Var};
use crate::nn::linear::Out;
use crate::nn::{Activation, Linear, Mlp};
use crate::shape::{Dim, FitsLastAxis, MatmulWith};
use crate::D;

impl<const I: usize, const O: usize, T: GradElement> Linear<I, O, T> {
    /// [`forward`](Linear::forward) on a recorded input: `weight` (and `bias`, when the layer
    /// has one) enter `x`'s tape as parameters.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::Linear;
    /// use typed_tensor::{shape, Tensor};
    /// let fc = Linear::<2, 1, f64>::new(Tensor::ones(), Some(Tensor::zeros()));
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f64, shape![3, 2]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap());
    /// let grads = fc.forward_var(&x).sum_all().backward();
    /// assert_eq!(grads.get(&fc.weight).unwrap().to_vec(), [9.0, 12.0]);
    /// assert_eq!(grads.get(&fc.bias).unwrap().to_vec(), [3.0]);
    /// ```
    #[track_caller]
    pub fn forward_var<S>(&self, x: &Var<T, S>) -> Var<T, Out<S, I, O>>
    where
        S: MatmulWith<(D<I>, D<O>)>,
        <S as MatmulWith<(D<I>, D<O>)>>::Output: FitsLastAxis<(D<O>,)>,
    {
        let tape = x.tape();
        let bias = match self.has_bias() {
            true => tape.param(&self.bias),
            false => tape.constant(self.bias.clone()),
        };
        x.linear(&tape.param(&self.weight), &bias)
    }
}

impl Activation {
    /// [`apply`](Activation::apply) on a recorded value.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::Activation;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2]>::from_vec(vec![-1.0, 2.0]).unwrap();
    /// let tape = Tape::new();
    /// let g = Activation::Relu.apply_var(&tape.param(&x)).sum_all().backward();
    /// assert_eq!(g.get(&x).unwrap().to_vec(), [0.0, 1.0]);
    /// ```
    pub fn apply_var<T: GradElement, S>(self, x: &Var<T, S>) -> Var<T, S> {
        match self {
            Activation::Relu => x.relu(),
            Activation::Gelu => x.gelu(),
        }
    }
}

impl<const I: usize, const H: usize, const O: usize, T: GradElement> Mlp<I, H, O, T> {
    /// [`forward`](Mlp::forward) on a recorded input.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::{Activation, Linear, Mlp};
    /// use typed_tensor::{shape, Tensor};
    /// let mlp = Mlp::<2, 2, 1, f64>::new(
    ///     Linear::new(Tensor::ones(), None),
    ///     Activation::Relu,
    ///     Linear::new(Tensor::ones(), None),
    /// );
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f64, shape![1, 2]>::from_vec(vec![1., 2.]).unwrap());
    /// let grads = mlp.forward_var(&x).sum_all().backward();
    /// assert_eq!(grads.get(&mlp.fc1.weight).unwrap().to_vec(), [1., 2., 1., 2.]);
    /// ```
    #[track_caller]
    pub fn forward_var<B: Dim>(&self, x: &Var<T, (B, D<I>)>) -> Var<T, (B, D<O>)> {
        let hidden = self.activation.apply_var(&self.fc1.forward_var(x));
        self.fc2.forward_var(&hidden)
    }
}
