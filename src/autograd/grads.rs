//! Gradients: summed per recorded value during the backward pass, then handed back per
//! parameter, typed as the parameter.

use super::raw::{self, Raw};
use super::tape::ParamKey;
use super::{GradElement, Var};
use crate::ops::Arith;
use crate::Tensor;

/// The gradients of the values of one backward pass so far, by node.
pub(crate) struct Accumulator<T> {
    grads: Vec<Slot<T>>,
}

/// What one node has been given so far: a sum of whole gradients, and gradients of ranges of
/// one axis not yet placed in a tensor of the node's dims.
struct Slot<T> {
    whole: Option<Raw<T>>,
    ranges: Option<Ranges<T>>,
}

/// Gradients of disjoint ranges of one axis of a value (its `split` or `chunk` pieces, its
/// `narrow`s and `select`s), placed together when the value's gradient is taken: `k` pieces
/// cost one pass over the value, where placing each in a zero tensor and adding took `k`.
struct Ranges<T> {
    dims: Vec<usize>,
    axis: usize,
    parts: Vec<(usize, Raw<T>)>,
}

impl<T: GradElement> Ranges<T> {
    /// Whether indices `start..start + len` meet a range already held.
    fn overlaps(&self, start: usize, len: usize) -> bool {
        self.parts
            .iter()
            .any(|(at, g)| start < at + g.dims()[self.axis] && *at < start + len)
    }

    /// The ranges in a zero tensor of the value's dims.
    fn place(mut self) -> Raw<T> {
        // An empty range before a range of the same start: `place_ranges` walks them in order.
        let axis = self.axis;
        self.parts
            .sort_by_key(|(start, g)| (*start, g.dims()[axis]));
        raw::place_ranges(&self.parts, &self.dims, self.axis)
    }
}

impl<T: GradElement> Slot<T> {
    /// Adds the held ranges, placed, to the whole gradient.
    fn place_ranges(&mut self) {
        if let Some(ranges) = self.ranges.take() {
            self.add(ranges.place());
        }
    }

    fn add(&mut self, grad: Raw<T>) {
        self.whole = Some(match self.whole.take() {
            Some(sum) => raw::zip_owned(sum, grad, Arith::Add),
            None => grad,
        });
    }
}

impl<T: GradElement> Accumulator<T> {
    pub(crate) fn new(nodes: usize) -> Self {
        Accumulator {
            grads: (0..nodes)
                .map(|_| Slot {
                    whole: None,
                    ranges: None,
                })
                .collect(),
        }
    }

    /// Adds `grad` to the gradient of `node`; a constant (`None`) takes none.
    pub(crate) fn add(&mut self, node: Option<usize>, grad: Raw<T>) {
        if let Some(node) = node {
            self.grads[node].add(grad);
        }
    }

    /// Adds `grad`, the gradient of indices `start..` of `axis` of `node`'s value (of
    /// `dims`), to the gradient of `node`. Ranges of one axis that do not overlap wait to be
    /// placed together; another axis or an overlap places those held first.
    pub(crate) fn add_range(
        &mut self,
        node: Option<usize>,
        grad: Raw<T>,
        dims: &[usize],
        axis: usize,
        start: usize,
    ) {
        let Some(node) = node else {
            return;
        };
        let slot = &mut self.grads[node];
        let len = grad.dims()[axis];
        if let Some(held) = &slot.ranges {
            if held.axis != axis || held.overlaps(start, len) {
                slot.place_ranges();
            }
        }
        slot.ranges
            .get_or_insert_with(|| Ranges {
                dims: dims.to_vec(),
                axis,
                parts: Vec::new(),
            })
            .parts
            .push((start, grad));
    }

    /// The gradient of `node`, which no later rule adds to: every rule adds to its inputs,
    /// which were recorded before it.
    pub(crate) fn take(&mut self, node: usize) -> Option<Raw<T>> {
        let slot = &mut self.grads[node];
        slot.place_ranges();
        slot.whole.take()
    }
}

/// The gradients of a loss with respect to the parameters it was computed from, returned by
/// [`Var::backward`].
///
/// [`get`](Gradients::get) takes the parameter tensor itself and returns its gradient as a
/// `Tensor` of the same type, so an optimizer step that does not fit the parameter does not
/// compile.
///
/// ```
/// use typed_tensor::autograd::Tape;
/// use typed_tensor::{shape, Tensor};
/// let w = Tensor::<f64, shape![2, 3]>::ones();
/// let x = Tensor::<f64, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
/// let tape = Tape::new();
/// let loss = tape.param(&w).matmul(&tape.constant(x)).sum_all();
/// let grads = loss.backward();
/// let g: Tensor<f64, shape![2, 3]> = grads.get(&w).unwrap();
/// assert_eq!(g.to_vec(), [1.0, 2.0, 3.0, 1.0, 2.0, 3.0]);
/// ```
pub struct Gradients<T> {
    params: Vec<(ParamKey, Raw<T>)>,
}

impl<T> Gradients<T> {
    pub(crate) fn new(params: Vec<(ParamKey, Raw<T>)>) -> Self {
        Gradients { params }
    }

    /// The gradient of `param`, a tensor entered with [`Tape::param`](super::Tape::param) (or
    /// a clone of it), or `None` when the loss does not depend on it.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let (a, b) = (Tensor::<f32, shape![2]>::ones(), Tensor::<f32, shape![2]>::ones());
    /// let tape = Tape::new();
    /// let _unused = tape.param(&b);
    /// let grads = tape.param(&a).sum_all().backward();
    /// assert_eq!(grads.get(&a).unwrap().to_vec(), [1.0, 1.0]);
    /// assert!(grads.get(&b).is_none());
    /// ```
    pub fn get<S>(&self, param: &Tensor<T, S>) -> Option<Tensor<T, S>> {
        let key = param.storage_key();
        let (_, grad) = self.params.iter().find(|(k, _)| *k == key)?;
        // The gradient has the dims of the value it belongs to, which `key` identifies.
        Some(grad.clone().retype())
    }

    /// The gradient of a parameter's `Var` (from [`Tape::param`](super::Tape::param)), or
    /// `None` when the loss does not depend on it.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let tape = Tape::new();
    /// let w = tape.param(&Tensor::<f64, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap());
    /// let grads = (&w * 3.0).sum_all().backward();
    /// assert_eq!(grads.wrt(&w).unwrap().to_vec(), [3.0, 3.0]);
    /// ```
    pub fn wrt<S>(&self, var: &Var<T, S>) -> Option<Tensor<T, S>> {
        var.node()?;
        self.get(&var.value())
    }

    /// Adds `other`'s gradients to these, parameter by parameter (PyTorch's accumulation of
    /// `.grad` over several `backward` calls, for gradient accumulation over micro-batches).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f64, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap();
    /// let step = |scale: f64| {
    ///     let tape = Tape::new();
    ///     (&tape.param(&w) * scale).sum_all().backward()
    /// };
    /// let mut grads = step(1.0);
    /// grads.accumulate(step(2.0));
    /// assert_eq!(grads.get(&w).unwrap().to_vec(), [3.0, 3.0]);
    /// ```
    pub fn accumulate(&mut self, other: Gradients<T>)
    where
        T: GradElement,
    {
        for (key, grad) in other.params {
            match self.params.iter_mut().find(|(k, _)| *k == key) {
                Some((_, sum)) => *sum = raw::add(sum, &grad),
                None => self.params.push((key, grad)),
            }
        }
    }

    /// Scales every gradient by `max_norm / (total + 1e-6)` when that is below 1, where
    /// `total` is the 2-norm of all the gradients as one vector, and returns `total`:
    /// PyTorch's `torch.nn.utils.clip_grad_norm_(params, max_norm)`, called between
    /// `backward` and the optimizer's step. The squares are summed in `f64`, and the norm is
    /// infinite where their sum exceeds `T`'s range (where PyTorch's sum in `T` overflows). As
    /// PyTorch's default (`error_if_nonfinite=False`): a NaN norm makes every gradient NaN; an
    /// infinite one zeroes the finite gradients and makes infinite ones NaN.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f64, shape![2]>::from_vec(vec![3.0, 4.0]).unwrap();
    /// let tape = Tape::new();
    /// let mut grads = (&tape.param(&w) * &tape.param(&w)).sum_all().backward(); // [6, 8]
    /// assert_eq!(grads.clip_grad_norm(5.0), 10.0);
    /// let clipped = grads.get(&w).unwrap().to_vec(); // [6, 8] * 5 / (10 + 1e-6)
    /// assert!((clipped[0] - 3.0).abs() < 1e-6 && (clipped[1] - 4.0).abs() < 1e-6);
    /// ```
    pub fn clip_grad_norm(&mut self, max_norm: T) -> T
    where
        T: GradElement,
    {
        let f = |x: T| x.to_f64().expect("a float converts to f64");
        let squares: f64 = self
            .params
            .iter()
            .flat_map(|(_, grad)| grad.iter().map(|&x| f(x) * f(x)))
            .sum();
        let overflows = T::from(squares).is_none_or(|s| s.is_infinite());
        let total = if overflows {
            f64::INFINITY
        } else {
            squares.sqrt()
        };
        let coef = f(max_norm) / (total + 1e-6);
        // A NaN coefficient scales too, as PyTorch's clamp propagates it.
        if coef < 1.0 || coef.is_nan() {
            let coef = T::from(coef).expect("an f64 converts to a float");
            for (_, grad) in &mut self.params {
                *grad = raw::scale(grad, coef);
            }
        }
        T::from(total).expect("an f64 converts to a float")
    }

    /// The number of parameters with a gradient.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let tape = Tape::new();
    /// let w = Tensor::<f32, shape![2]>::ones();
    /// assert_eq!(tape.param(&w).sum_all().backward().len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.params.len()
    }

    /// Whether no parameter has a gradient.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f32, shape![2]>::ones());
    /// assert!(x.sum_all().backward().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.params.is_empty()
    }
}
