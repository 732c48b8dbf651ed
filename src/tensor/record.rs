//! How a tensor's ops are recorded: `Tensor`'s third type parameter.
//!
//! An op is written once, for every `R: Record<T>`: it computes its value on the plain
//! tensors and hands the value to a hook of `R`. [`Plain`]'s hooks return the value as it is
//! (a zero-sized record, inlined away: inference pays nothing); the tape's record
//! ([`Var`](crate::autograd::Var)) saves the backward rule. This is burn's autodiff backend
//! decorator as a type parameter, and the place where a tracer (ONNX export) plugs in.

use super::derivation::Derivation;
use super::Tensor;
use crate::ShapeError;

mod sealed {
    /// Only this crate's records: the hooks name the crate's own rule descriptions.
    pub trait Sealed {}
}
pub(crate) use sealed::Sealed;

/// How the ops on a tensor are recorded: [`Plain`], the default, not at all (inference), or a
/// tape's record for training ([`Var`](crate::autograd::Var) is `Tensor<T, S, Recorded<T>>`).
///
/// Code generic over `R: Record<T>` runs the same way on both: a layer's `forward` or a
/// user's model is written once, and is differentiated when its input is recorded. The
/// parameters of a layer enter the input's record with [`Tensor::param`].
///
/// ```
/// use typed_tensor::autograd::Tape;
/// use typed_tensor::Record;
/// use typed_tensor::{shape, Tensor};
/// // One function for inference and for training.
/// fn scaled<R: Record<f32>>(x: &Tensor<f32, shape![2], R>, w: &Tensor<f32, shape![2]>) -> Tensor<f32, shape![2], R> {
///     x * &x.param(w)
/// }
/// let (x, w) = (Tensor::<f32, shape![2]>::ones(), Tensor::from_vec(vec![2.0, 3.0]).unwrap());
/// assert_eq!(scaled(&x, &w).to_vec(), [2.0, 3.0]);
/// let tape = Tape::new();
/// let grads = scaled(&tape.constant(x), &w).sum_all().backward();
/// assert_eq!(grads.get(&w).unwrap().to_vec(), [1.0, 1.0]);
/// ```
pub trait Record<T>: Clone + Sealed {
    /// Whether this record saves rules ([`Plain`]'s does not): an op that could reuse an
    /// owned operand's buffer for its result does so only when this is false.
    #[doc(hidden)]
    const RECORDS: bool;

    /// `param` entered on this record as a parameter: its gradient is returned by the
    /// record's backward pass (for [`Plain`], `param` itself).
    fn param<S>(&self, param: &Tensor<T, S>) -> Tensor<T, S, Self>;

    /// `value` entered on this record as a constant (no gradient flows to it).
    fn constant<S>(&self, value: Tensor<T, S>) -> Tensor<T, S, Self>;

    /// Makes room for the rules of `count` more ops on this record, or returns the `Err` of
    /// op `op` naming them when it cannot be had: an op that records many results at once
    /// (`split`) asks first, so that a count its own list of results can hold does not abort
    /// in the tape's. `Plain` records nothing.
    #[doc(hidden)]
    fn try_reserve(&self, op: &'static str, count: usize) -> Result<(), ShapeError>;

    /// `value`, the result of an op on tensors recorded by `inputs`, with this record: the
    /// tape's record saves the rule `describe` gives (called, with whether a gradient flows to
    /// each input, only when one flows to any); `Plain` returns `value`. The inputs must be
    /// recorded on one tape (a panic otherwise).
    #[doc(hidden)]
    #[track_caller]
    fn derive<S>(
        inputs: &[&Self],
        value: Tensor<T, S>,
        describe: impl FnOnce(&[bool], &Tensor<T, S>) -> Derivation<T>,
    ) -> Tensor<T, S, Self>;
}

/// The record of a plain tensor: none. The default of `Tensor`'s third parameter.
///
/// ```
/// use typed_tensor::Plain;
/// use typed_tensor::{shape, Tensor};
/// let x: Tensor<f32, shape![2], Plain> = Tensor::<f32, shape![2]>::ones(); // the same type
/// assert_eq!(x.to_vec(), [1.0, 1.0]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plain;

impl Sealed for Plain {}

impl<T> Record<T> for Plain {
    const RECORDS: bool = false;

    #[inline(always)]
    fn param<S>(&self, param: &Tensor<T, S>) -> Tensor<T, S> {
        param.clone()
    }

    #[inline(always)]
    fn constant<S>(&self, value: Tensor<T, S>) -> Tensor<T, S> {
        value
    }

    #[inline(always)]
    fn try_reserve(&self, _op: &'static str, _count: usize) -> Result<(), ShapeError> {
        Ok(())
    }

    #[inline(always)]
    fn derive<S>(
        _: &[&Self],
        value: Tensor<T, S>,
        _: impl FnOnce(&[bool], &Tensor<T, S>) -> Derivation<T>,
    ) -> Tensor<T, S> {
        value
    }
}

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// `param`, a layer's parameter, entered on this tensor's record: as it is for a plain
    /// tensor, as a parameter of the tape for a recorded one (its gradient is then returned
    /// by [`Gradients::get`](crate::autograd::Gradients::get) for `param`).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f64, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap();
    /// let x = Tape::new().constant(Tensor::<f64, shape![2]>::ones());
    /// let grads = (&x * &x.param(&w)).sum_all().backward();
    /// assert_eq!(grads.get(&w).unwrap().to_vec(), [1.0, 1.0]);
    /// ```
    pub fn param<S2>(&self, param: &Tensor<T, S2>) -> Tensor<T, S2, R> {
        self.record.param(param)
    }

    /// `value` entered on this tensor's record as a constant (no gradient flows to it).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tape::new().param(&Tensor::<f64, shape![2]>::ones());
    /// assert!(!x.constant(Tensor::<f64, shape![2]>::ones()).requires_grad());
    /// ```
    pub fn constant<S2>(&self, value: Tensor<T, S2>) -> Tensor<T, S2, R> {
        self.record.constant(value)
    }
}
