//! The tape: the ops recorded since it was made, each with the rule that turns the gradient
//! of its output into gradients of its inputs.

use super::grads::Accumulator;
use super::raw::Raw;
use super::{GradElement, Var};
use crate::error::AllocError;
use crate::layout::Layout;
use crate::Tensor;
use core::cell::RefCell;
use std::rc::Rc;

/// The backward rule of one recorded op: adds the gradients of its inputs to `grads`, given
/// `grad`, the gradient of its output. Consumed when it runs, which frees the values it saved.
pub(crate) trait Backward<T> {
    fn backward(self: Box<Self>, grad: Raw<T>, grads: &mut Accumulator<T>);
}

/// A recorded value: an op's output with its backward rule, or a parameter (a leaf) and the
/// identity its gradient is returned under.
enum Node<T> {
    Op(Box<dyn Backward<T>>),
    Param(ParamKey),
    /// An op whose backward rule has run.
    Spent,
}

/// The identity of a parameter: its storage and layout.
pub(crate) type ParamKey = (usize, Layout);

struct Nodes<T> {
    nodes: Vec<Node<T>>,
    params: Vec<(ParamKey, usize)>,
}

/// A record of the ops applied to [`Var`]s, from which [`Var::backward`] computes gradients.
///
/// A tape is made per step: parameters enter it with [`param`](Tape::param), inputs with
/// [`constant`](Tape::constant), and every op on their `Var`s is recorded on it. Cloning a
/// tape is cheap and gives the same tape. It is not `Send`: a training step records on one
/// thread (the kernels still use every core).
///
/// ```
/// use typed_tensor::autograd::Tape;
/// use typed_tensor::{shape, Tensor};
/// let w = Tensor::<f64, shape![2]>::from_vec(vec![3.0, -1.0]).unwrap();
/// let tape = Tape::new();
/// let loss = (&tape.param(&w) * &tape.param(&w)).sum_all(); // w·w
/// let grads = loss.backward();
/// assert_eq!(grads.get(&w).unwrap().to_vec(), [6.0, -2.0]); // 2w
/// ```
pub struct Tape<T> {
    nodes: Rc<RefCell<Nodes<T>>>,
}

impl<T> Clone for Tape<T> {
    fn clone(&self) -> Self {
        Tape {
            nodes: Rc::clone(&self.nodes),
        }
    }
}

impl<T> Default for Tape<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> Tape<T> {
    /// An empty tape.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// let tape = Tape::<f32>::new();
    /// assert_eq!(tape.len(), 0);
    /// ```
    pub fn new() -> Self {
        Tape {
            nodes: Rc::new(RefCell::new(Nodes {
                nodes: Vec::new(),
                params: Vec::new(),
            })),
        }
    }

    /// The number of values recorded: parameters and op results.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let tape = Tape::new();
    /// let w = Tensor::<f32, shape![2]>::ones();
    /// let y = tape.param(&w).exp();
    /// assert_eq!(tape.len(), 2);
    /// let _ = tape.constant(w.clone()).exp(); // constants record nothing
    /// assert_eq!(tape.len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.nodes.borrow().nodes.len()
    }

    /// Whether nothing is recorded yet.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// assert!(Tape::<f64>::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `value` as a parameter: a value whose gradient [`Var::backward`] returns, looked up by
    /// the tensor itself ([`Gradients::get`](super::Gradients::get)).
    ///
    /// The same tensor (or a clone of it) entered twice is one parameter, so a weight used in
    /// two places gets the sum of both gradients; so do two layers cloned from one template,
    /// which [`nn::deep_copy`](crate::nn::deep_copy) makes separate parameters. The tape holds a clone of the tensor until
    /// it is dropped: drop the tape (and the `Var`s) before updating the parameter in place,
    /// or the update copies it.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let w = Tensor::<f64, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap();
    /// let tape = Tape::new();
    /// let (a, b) = (tape.param(&w), tape.param(&w.clone()));
    /// let grads = (&a + &b).sum_all().backward();
    /// assert_eq!(grads.get(&w).unwrap().to_vec(), [2.0, 2.0]);
    /// ```
    pub fn param<S>(&self, value: &Tensor<T, S>) -> Var<T, S> {
        let key = value.storage_key();
        let mut nodes = self.nodes.borrow_mut();
        let known = nodes.params.iter().find(|(k, _)| *k == key).map(|p| p.1);
        let id = known.unwrap_or_else(|| {
            let id = nodes.nodes.len();
            nodes.nodes.push(Node::Param(key));
            nodes.params.push((key, id));
            id
        });
        drop(nodes);
        Var::new(value.clone(), Some(id), self.clone())
    }

    /// `value` as a constant: an input whose gradient is not wanted. Ops on constants only
    /// are not recorded.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::{shape, Tensor};
    /// let tape = Tape::new();
    /// let x = tape.constant(Tensor::<f32, shape![2]>::ones());
    /// assert!(!x.requires_grad());
    /// ```
    pub fn constant<S>(&self, value: Tensor<T, S>) -> Var<T, S> {
        Var::new(value, None, self.clone())
    }

    /// Room for `count` more nodes, or an `Err` naming them when it cannot be had (see
    /// `Record::try_reserve`).
    pub(crate) fn try_reserve(&self, count: usize) -> Result<(), AllocError> {
        let mut nodes = self.nodes.borrow_mut();
        nodes
            .nodes
            .try_reserve(count)
            .map_err(|_| AllocError::of::<Node<T>>(count))
    }

    /// Records an op's output whose inputs need gradients, with its backward rule.
    pub(crate) fn record(&self, backward: Box<dyn Backward<T>>) -> usize {
        let mut nodes = self.nodes.borrow_mut();
        nodes.nodes.push(Node::Op(backward));
        nodes.nodes.len() - 1
    }

    /// Whether `other` is this tape.
    pub(crate) fn same(&self, other: &Tape<T>) -> bool {
        Rc::ptr_eq(&self.nodes, &other.nodes)
    }

    /// Runs the backward rules from node `root`, whose gradient is `seed`, in reverse order of
    /// recording, and returns the gradients of the parameters.
    pub(crate) fn backward(&self, root: usize, seed: Raw<T>) -> super::Gradients<T>
    where
        T: GradElement,
    {
        let mut grads = Accumulator::new(root + 1);
        grads.add(Some(root), seed);
        let mut params = Vec::new();
        for id in (0..=root).rev() {
            let Some(grad) = grads.take(id) else {
                continue;
            };
            // The rule is taken out before it runs, so the tape is not borrowed meanwhile; a
            // parameter stays, for later tapes' ops on it.
            let rule = {
                let mut nodes = self.nodes.borrow_mut();
                match &nodes.nodes[id] {
                    Node::Param(key) => {
                        params.push((*key, grad));
                        continue;
                    }
                    Node::Op(_) => core::mem::replace(&mut nodes.nodes[id], Node::Spent),
                    Node::Spent => panic!(
                        "backward(): the ops recorded before this loss were already used by an \
                         earlier backward(); record them again on a new tape"
                    ),
                }
            };
            if let Node::Op(rule) = rule {
                rule.backward(grad, &mut grads);
            }
        }
        super::Gradients::new(params)
    }
}

/// `value` as the gradient seed of a scalar loss.
pub(crate) fn seed<T: GradElement>(value: &Tensor<T, ()>) -> Raw<T> {
    super::raw::full(value.dims(), T::one())
}
