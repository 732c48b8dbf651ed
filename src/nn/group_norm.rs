//! `GroupNorm<G, C>`: `nn.GroupNorm(G, C)`, the same in training and evaluation.

use crate::error::{OrPanic, ShapeError};
use crate::nn::{visit_field, Parameters, Visit};
use crate::shape::{Dim, SelectAxis, Shape};
use crate::{FloatElement, Record, Tensor, D};

/// PyTorch's `nn.GroupNorm(GROUPS, C, eps, affine=True)`: [`Tensor::group_norm`] with a
/// weight and a bias of `[C]` (ones and zeros when new). It keeps no running statistics, so
/// training and evaluation are one computation.
///
/// ```
/// use typed_tensor::nn::GroupNorm;
/// use typed_tensor::{shape, Tensor};
/// let norm = GroupNorm::<2, 4, f64>::new(0.0);
/// let x = Tensor::<f64, shape![1, 4, 1]>::from_vec(vec![1., 3., 10., 30.]).unwrap();
/// assert_eq!(norm.forward(&x).to_vec(), [-1., 1., -1., 1.]);
/// ```
#[derive(Clone)]
pub struct GroupNorm<const GROUPS: usize, const C: usize, T = f32> {
    /// `[C]`, PyTorch's `weight`.
    pub weight: Tensor<T, (D<C>,)>,
    /// `[C]`, PyTorch's `bias`.
    pub bias: Tensor<T, (D<C>,)>,
    eps: f64,
}

impl<const GROUPS: usize, const C: usize, T: FloatElement> GroupNorm<GROUPS, C, T> {
    /// A layer as PyTorch makes it: weight ones, bias zeros.
    ///
    /// ```
    /// use typed_tensor::nn::GroupNorm;
    /// assert_eq!(GroupNorm::<4, 8>::new(1e-5).weight.to_vec(), [1.0; 8]);
    /// ```
    pub fn new(eps: f64) -> Self {
        GroupNorm {
            weight: Tensor::ones(),
            bias: Tensor::zeros(),
            eps,
        }
    }

    /// The group norm of `x`, `[batch, C, ...]`. A static channel axis other than `C` does
    /// not build (the weight's type is the input's channel dim); a `Dyn` one other than `C`
    /// panics with PyTorch's message ([`try_forward`](Self::try_forward) returns it).
    ///
    /// ```
    /// use typed_tensor::nn::GroupNorm;
    /// use typed_tensor::{shape, Tensor};
    /// let norm = GroupNorm::<2, 4>::new(1e-5);
    /// let x = Tensor::<f32, shape![dyn, 4, 8, 8]>::ones_with_dims(&[2, 4, 8, 8]).unwrap();
    /// assert_eq!(norm.forward(&x).to_vec(), [0.0; 512]); // constant groups normalize to 0
    /// ```
    #[track_caller]
    pub fn forward<S, R: Record<T>>(&self, x: &Tensor<T, S, R>) -> Tensor<T, S, R>
    where
        S: Shape + SelectAxis<1, Dim = D<C>>,
    {
        self.try_forward(x).or_panic()
    }

    /// [`forward`](Self::forward) on an input whose channel axis may be `Dyn`: a size other
    /// than `C` is an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::GroupNorm;
    /// use typed_tensor::{shape, Tensor};
    /// let norm = GroupNorm::<2, 4>::new(1e-5);
    /// let x = Tensor::<f32, shape![1, dyn, 3]>::ones_with_dims(&[1, 6, 3]).unwrap();
    /// assert_eq!(
    ///     norm.try_forward(&x).unwrap_err().to_string(),
    ///     "weight should contain 6 elements not 4"
    /// );
    /// ```
    pub fn try_forward<S, X, R: Record<T>>(
        &self,
        x: &Tensor<T, S, R>,
    ) -> Result<Tensor<T, S, R>, ShapeError>
    where
        S: Shape + SelectAxis<1, Dim = X>,
        X: Dim,
    {
        let weight = x.param(&self.weight.clone().retype::<(X,)>());
        let bias = x.param(&self.bias.clone().retype::<(X,)>());
        x.try_group_norm::<GROUPS, X>(Some(&weight), Some(&bias), self.eps)
    }
}

/// `weight` and `bias` (PyTorch's names).
impl<const GROUPS: usize, const C: usize, T> Parameters<T> for GroupNorm<GROUPS, C, T> {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        visit_field(prefix, "weight", &mut self.weight, visitor);
        visit_field(prefix, "bias", &mut self.bias, visitor);
    }
}
