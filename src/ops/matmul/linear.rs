//! `x.linear(&w, &b)`: PyTorch's `F.linear`, `x · wᵀ + b`, with the bias added by the GEMM
//! kernel as it stores each tile instead of in a pass of its own over the output.

use crate::error::{OrPanic, ShapeError};
use crate::kernel::MatmulElement;
use crate::shape::{FitsLastAxis, MatmulWith, MatrixShape};
use crate::tensor::{saved, Derivation};
use crate::{Record, Tensor};

/// The product `x · wᵀ` of an input of shape `S` and a weight of shape `W`.
type Product<S, W> = <S as MatmulWith<<W as MatrixShape>::Transposed>>::Output;

/// The shape of `x.linear(&w, &b)`: the product's, named through the bias's bound.
type Linear<S, W, B> = <Product<S, W> as FitsLastAxis<B>>::Output;

impl<T: MatmulElement, S, R: Record<T>> Tensor<T, S, R> {
    /// `self · weightᵀ + bias` (`torch.nn.functional.linear`), with `weight` stored as PyTorch
    /// stores it, `[out_features, in_features]`, and `bias` of `[out_features]`.
    ///
    /// The same as `self.matmul(&weight.t()) + bias`, in one pass: the kernel adds the bias to
    /// each tile of the product in registers. Leading axes of `self` are batch axes, as in
    /// `matmul`. Shapes are checked at compile time: an inner-axis mismatch is `matmul`'s error
    /// (naming the transposed weight), a bias that is not the last axis of the product is
    /// [`FitsLastAxis`]'s; a `Dyn` axis that does not fit panics with PyTorch's message
    /// ([`try_linear`](Self::try_linear) returns it).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let w = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 0., 1., 0., 1., 0.]).unwrap();
    /// let b = Tensor::<f32, shape![2]>::from_vec(vec![0.5, -1.]).unwrap();
    /// let y: Tensor<f32, shape![2, 2]> = x.linear(&w, &b);
    /// assert_eq!(y.to_vec(), [4.5, 1., 10.5, 4.]);
    /// assert_eq!(y.to_vec(), (x.matmul(&w.t()) + &b).to_vec());
    /// ```
    #[track_caller]
    pub fn linear<W, B>(
        &self,
        weight: &Tensor<T, W, R>,
        bias: &Tensor<T, B, R>,
    ) -> Tensor<T, Linear<S, W, B>, R>
    where
        W: MatrixShape,
        S: MatmulWith<W::Transposed>,
        Product<S, W>: FitsLastAxis<B>,
    {
        self.try_linear(weight, bias).or_panic()
    }

    /// [`linear`](Self::linear), with a `Dyn` axis that does not fit as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[2, 3]).unwrap();
    /// let w = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[4, 3]).unwrap();
    /// let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[5]).unwrap();
    /// assert_eq!(
    ///     x.try_linear(&w, &b).unwrap_err().to_string(),
    ///     "The size of tensor a (4) must match the size of tensor b (5) at non-singleton \
    ///      dimension 1 (shapes [2, 4] and [5])"
    /// );
    /// ```
    #[allow(clippy::type_complexity)] // the result type, named by the bounds
    pub fn try_linear<W, B>(
        &self,
        weight: &Tensor<T, W, R>,
        bias: &Tensor<T, B, R>,
    ) -> Result<Tensor<T, Linear<S, W, B>, R>, ShapeError>
    where
        W: MatrixShape,
        S: MatmulWith<W::Transposed>,
        Product<S, W>: FitsLastAxis<B>,
    {
        let (x, weight_t) = (self.plain(), weight.plain().t());
        let value = bias.plain().with_contiguous("linear", |bias| {
            x.product("linear", &weight_t, S::STRICT_AXES, Some(bias))
        })??;
        let records = [self.record(), weight.record(), bias.record()];
        Ok(R::derive(&records, value, |_, _| Derivation::Linear {
            x: saved(self),
            w: saved(weight),
            bias_dims: bias.dims().to_vec(),
        }))
    }
}
