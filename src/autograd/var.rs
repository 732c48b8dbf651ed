//! `Var<T, S>`: a tensor recorded on a tape.

use super::ops::rule_of;
use super::tape::{seed, Tape};
use super::{GradElement, Gradients};
use crate::tensor::{Derivation, Sealed};
use crate::{Record, ShapeError, Tensor};

/// A tensor of shape `S` recorded on a [`Tape`]: the ops on it are the ops on `Tensor`, with
/// the same shape checks and the same compile errors, and each is recorded so that
/// [`backward`](Var::backward) can compute gradients.
///
/// A `Var` is a parameter (from [`Tape::param`], whose gradient is returned), a constant (from
/// [`Tape::constant`]), or the result of an op on `Var`s.
///
/// ```
/// use typed_tensor::autograd::Tape;
/// use typed_tensor::{shape, Tensor};
/// let w = Tensor::<f64, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
/// let tape = Tape::new();
/// let y = tape.param(&w).exp().sum_all(); // sum(exp(w))
/// assert!((y.value().to_vec()[0] - (1f64.exp() + 2f64.exp() + 3f64.exp())).abs() < 1e-12);
/// let grads = y.backward();
/// assert_eq!(grads.get(&w).unwrap().to_vec(), w.exp().to_vec());
/// ```
pub type Var<T, S> = Tensor<T, S, Recorded<T>>;

/// The record of a [`Var`]: its node on a [`Tape`] (none for a constant) and the tape.
///
/// ```
/// use typed_tensor::autograd::{Recorded, Tape};
/// use typed_tensor::{shape, Tensor};
/// let x: Tensor<f32, shape![2], Recorded<f32>> = Tape::new().constant(Tensor::ones());
/// assert!(!x.requires_grad());
/// ```
pub struct Recorded<T> {
    node: Option<usize>,
    tape: Tape<T>,
}

impl<T> Clone for Recorded<T> {
    fn clone(&self) -> Self {
        Recorded {
            node: self.node,
            tape: self.tape.clone(),
        }
    }
}

impl<T> Recorded<T> {
    /// The record of a constant on `tape`: what a layer whose input is no tensor of `T`
    /// ([`Embedding::forward_in`](crate::nn::Embedding::forward_in)) records its result by.
    ///
    /// ```
    /// use typed_tensor::autograd::{Recorded, Tape};
    /// use typed_tensor::{shape, Record, Tensor};
    /// let tape = Tape::new();
    /// let w = Tensor::<f64, shape![2]>::ones();
    /// let y = Recorded::on(&tape).param(&w).sum_all();
    /// assert_eq!(y.backward().get(&w).unwrap().to_vec(), [1.0, 1.0]);
    /// ```
    pub fn on(tape: &Tape<T>) -> Self {
        Recorded {
            node: None,
            tape: tape.clone(),
        }
    }
}

impl<T> Sealed for Recorded<T> {}

impl<T: GradElement> Record<T> for Recorded<T> {
    const RECORDS: bool = true;

    fn param<S>(&self, param: &Tensor<T, S>) -> Var<T, S> {
        self.tape.param(param)
    }

    fn constant<S>(&self, value: Tensor<T, S>) -> Var<T, S> {
        self.tape.constant(value)
    }

    fn try_reserve(&self, op: &'static str, count: usize) -> Result<(), ShapeError> {
        self.tape
            .try_reserve(count)
            .map_err(|error| error.in_op(op))
    }

    #[track_caller]
    fn derive<S>(
        inputs: &[&Self],
        value: Tensor<T, S>,
        describe: impl FnOnce(&[bool], &Tensor<T, S>) -> Derivation<T>,
    ) -> Var<T, S> {
        let tape = &inputs[0].tape;
        for other in &inputs[1..] {
            assert!(tape.same(&other.tape), "{}", TWO_TAPES);
        }
        let nodes: Vec<Option<usize>> = inputs.iter().map(|input| input.node).collect();
        let node = match nodes.iter().any(Option::is_some) {
            true => {
                let requires: Vec<bool> = nodes.iter().map(Option::is_some).collect();
                rule_of(describe(&requires, &value), &nodes).map(|rule| tape.record(rule))
            }
            false => None,
        };
        Var::new(value, node, tape.clone())
    }
}

/// The message of an op on values of two tapes.
pub(crate) const TWO_TAPES: &str =
    "an op on values recorded on two different tapes; record every value of a step on one tape";

impl<T, S> Var<T, S> {
    pub(crate) fn new(value: Tensor<T, S>, node: Option<usize>, tape: Tape<T>) -> Self {
        Tensor::with_record(value, Recorded { node, tape })
    }

    /// The value.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tape::new().constant(Tensor::<f32, shape![2]>::ones());
    /// assert_eq!(x.value().to_vec(), [1.0, 1.0]);
    /// ```
    pub fn value(&self) -> Tensor<T, S> {
        self.plain()
    }

    /// The value, leaving the record behind.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tape::new().constant(Tensor::<f32, shape![2]>::ones());
    /// let t: Tensor<f32, shape![2]> = x.into_value();
    /// assert_eq!(t.to_vec(), [1.0, 1.0]);
    /// ```
    pub fn into_value(self) -> Tensor<T, S> {
        self.into_parts().0
    }

    /// The tape this value is recorded on.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f32, shape![2]>::ones());
    /// let y = x.tape().constant(Tensor::<f32, shape![2]>::zeros()); // same tape
    /// let _ = &x + &y;
    /// ```
    pub fn tape(&self) -> &Tape<T> {
        &self.record().tape
    }

    /// Whether a gradient flows to this value: it is a parameter or depends on one.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let tape = Tape::new();
    /// let w = Tensor::<f32, shape![2]>::ones();
    /// assert!(tape.param(&w).exp().requires_grad());
    /// assert!(!tape.constant(w).exp().requires_grad());
    /// ```
    pub fn requires_grad(&self) -> bool {
        self.record().node.is_some()
    }

    pub(crate) fn node(&self) -> Option<usize> {
        self.record().node
    }
}

impl<T: GradElement> Var<T, ()> {
    /// The gradients of this scalar with respect to every parameter it depends on
    /// (reverse-mode differentiation through the recorded ops).
    ///
    /// Each backward rule runs once and frees the values it saved; running `backward` again
    /// through the same ops panics (record the step again on a new tape).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap();
    /// let tape = Tape::new();
    /// let loss = tape.param(&x).powi(3).sum_all(); // x^3
    /// assert_eq!(loss.backward().get(&x).unwrap().to_vec(), [3.0, 12.0]); // 3x^2
    /// ```
    pub fn backward(self) -> Gradients<T> {
        match self.node() {
            Some(root) => self.tape().backward(root, seed(&self.plain())),
            None => Gradients::new(Vec::new()),
        }
    }
}

impl<T: crate::Element, S: crate::Shape> core::fmt::Debug for Var<T, S> {
    /// The value, and whether a gradient flows to it.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tape::new().constant(Tensor::<f32, shape![2]>::ones());
    /// assert!(format!("{x:?}").starts_with("Var { value: "));
    /// ```
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Var")
            .field("value", &self.plain())
            .field("requires_grad", &self.requires_grad())
            .finish()
    }
}
