//! Sums and means over one axis or over all elements: the gradient is spread back over the
//! reduced elements.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::Tensor;

/// The rule of a sum or mean: the gradient, with the reduced axis back as size 1 (`axis`,
/// or every axis for a reduction over all), broadcast to the input's dims and scaled.
pub(super) struct SpreadRule<T> {
    pub(super) node: Option<usize>,
    pub(super) dims: Vec<usize>,
    /// The reduced axis when the result dropped it.
    pub(super) removed: Option<usize>,
    pub(super) scale: T,
}

impl<T: GradElement> Backward<T> for SpreadRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let g = match self.removed {
            Some(axis) => raw::unsqueeze(&g, axis),
            // A reduction over all elements: a scalar broadcasts to any dims.
            None => g,
        };
        let g = if self.scale == T::one() {
            raw::expand(&g, &self.dims)
        } else {
            let scale = self.scale;
            let scaled = raw::map(&g, move |g| g * scale);
            raw::expand(&scaled, &self.dims)
        };
        grads.add(self.node, g);
    }
}

impl<T: GradElement, S> Var<T, S> {
    fn spread<S2>(
        &self,
        value: Tensor<T, S2>,
        removed: Option<usize>,
        count: usize,
        mean: bool,
    ) -> Var<T, S2> {
        let node = self.node();
        let scale = match mean {
            true => T::one() / T::from(count).expect("a count converts to a float"),
            false => T::one(),
        };
        let dims = self.dims().to_vec();
        self.derive(&[node], value, || {
            Box::new(SpreadRule {
                node,
                dims,
                removed,
                scale,
            })
        })
    }

    /// The sum of all elements, as a rank-0 `Var` (a loss).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 2]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    /// let tape = Tape::new();
    /// let s = tape.param(&x).sum_all();
    /// assert_eq!(s.item(), 10.0);
    /// assert_eq!(s.backward().get(&x).unwrap().to_vec(), [1.0; 4]);
    /// ```
    pub fn sum_all(&self) -> Var<T, ()> {
        let value = scalar(self.value().sum_all());
        self.spread(value, None, self.value().numel(), false)
    }

    /// The mean of all elements, as a rank-0 `Var` (NaN when there are none, as PyTorch).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![4]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    /// let tape = Tape::new();
    /// let m = tape.param(&x).mean_all();
    /// assert_eq!(m.item(), 2.5);
    /// assert_eq!(m.backward().get(&x).unwrap().to_vec(), [0.25; 4]);
    /// ```
    pub fn mean_all(&self) -> Var<T, ()> {
        let value = scalar(self.value().mean_all());
        self.spread(value, None, self.value().numel(), true)
    }
}

/// `value` as a rank-0 tensor.
fn scalar<T: GradElement>(value: T) -> Tensor<T, ()> {
    Tensor::full_with_dims(&[], value).expect("a scalar fits")
}
