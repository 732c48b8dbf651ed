//! `Var::dropout` (feature `rand`): [`Tensor::dropout`](crate::Tensor::dropout), recorded.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::error::{OrPanic, ShapeError};
use crate::interop::dropout::mask;
use crate::ops::Arith;
use crate::shape::Shape;
use ::rand::Rng;

impl<T: GradElement, S: Shape> Var<T, S> {
    /// [`Tensor::dropout`](crate::Tensor::dropout), recorded: the gradient passes through the kept elements, scaled
    /// by `1 / (1 - p)` as they were, and is 0 at the dropped ones. The layers
    /// apply no dropout (PyTorch's eval mode); a model's own forward pass calls this where it
    /// wants it.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![8]>::full(2.0);
    /// let tape = Tape::new();
    /// let y = tape.param(&x).dropout(0.5, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// let g = y.sum_all().backward().get(&x).unwrap().to_vec();
    /// for (out, grad) in y.value().iter().zip(&g) {
    ///     assert_eq!((*out, *grad), if *grad == 0.0 { (0.0, 0.0) } else { (4.0, 2.0) });
    /// }
    /// ```
    #[track_caller]
    pub fn dropout<R: Rng + ?Sized>(&self, p: f64, rng: &mut R) -> Var<T, S> {
        self.try_dropout(p, rng).or_panic()
    }

    /// [`dropout`](Self::dropout), with `p` outside `[0, 1]` (or NaN) as an `Err`.
    ///
    /// ```
    /// use rand::rngs::Xoshiro256PlusPlus;
    /// use rand::SeedableRng;
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let tape = Tape::new();
    /// let x = tape.param(&Tensor::<f64, shape![2]>::ones());
    /// assert!(x.try_dropout(-0.1, &mut Xoshiro256PlusPlus::seed_from_u64(0)).is_err());
    /// ```
    pub fn try_dropout<R: Rng + ?Sized>(
        &self,
        p: f64,
        rng: &mut R,
    ) -> Result<Var<T, S>, ShapeError> {
        let mask = mask::<T, R>(self.value().numel(), p, rng)?;
        let value = self.value().times(&mask)?;
        let node = self.node();
        Ok(self.derive(&[node], value, || {
            let mask = raw::from_vec(mask, self.dims());
            Box::new(DropoutRule { node, mask })
        }))
    }
}

/// The rule of dropout: the gradient times the mask (0 or `1 / (1 - p)`).
struct DropoutRule<T> {
    node: Option<usize>,
    mask: Raw<T>,
}

impl<T: GradElement> Backward<T> for DropoutRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        grads.add(self.node, raw::zip(&g, &self.mask, Arith::Mul));
    }
}
