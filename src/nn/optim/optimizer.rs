//! `Optimizer`: an update rule applied to every parameter of a model, each with its own
//! state, found by the parameter's name.

use super::{Adam, AdamState, Sgd, SgdState};
use crate::autograd::Gradients;
use crate::nn::{Parameters, Visit};
use crate::shape::Shape;
use crate::{FloatElement, Tensor};
use core::any::Any;
use std::collections::HashMap;

/// An update rule for one parameter with a gradient of its type: [`Sgd`] and [`Adam`].
///
/// ```
/// use typed_tensor::nn::optim::{Sgd, SgdState, UpdateRule};
/// use typed_tensor::{shape, Tensor};
/// let mut w = Tensor::<f64, shape![1]>::from_vec(vec![1.0]).unwrap();
/// let g = Tensor::<f64, shape![1]>::from_vec(vec![1.0]).unwrap();
/// let mut state = SgdState::new();
/// UpdateRule::update(&Sgd::new(0.5), &mut w, &g, &mut state);
/// assert_eq!(w.to_vec(), [0.5]);
/// ```
pub trait UpdateRule<T> {
    /// The state of one parameter of shape `S`, empty before its first step.
    type State<S: 'static>: Default + Send + 'static;

    /// Updates `param` in place with `grad`.
    fn update<S: Shape + 'static>(
        &self,
        param: &mut Tensor<T, S>,
        grad: &Tensor<T, S>,
        state: &mut Self::State<S>,
    );

    /// The names of the tensors a state may hold, PyTorch's (`exp_avg`, `momentum_buffer`).
    const STATE_TENSORS: &'static [&'static str];

    /// A state's tensors by name and its step count (where the rule counts steps): what
    /// `Optimizer::save_state` (feature `safetensors`) writes.
    ///
    /// ```
    /// use typed_tensor::nn::optim::{Adam, AdamState, UpdateRule};
    /// use typed_tensor::{shape, Tensor};
    /// let (mut w, g) = (Tensor::<f32, shape![2]>::zeros(), Tensor::<f32, shape![2]>::ones());
    /// let mut state = AdamState::new();
    /// Adam::new().step(&mut w, &g, &mut state);
    /// let (tensors, steps) = <Adam<f32> as UpdateRule<f32>>::state_parts(&state);
    /// assert_eq!((tensors[0].0, tensors[1].0, steps), ("exp_avg", "exp_avg_sq", Some(1)));
    /// ```
    #[allow(clippy::type_complexity)]
    fn state_parts<S: 'static>(
        state: &Self::State<S>,
    ) -> (Vec<(&'static str, Tensor<T, S>)>, Option<u64>);

    /// The state made of `tensors` (each of [`STATE_TENSORS`](Self::STATE_TENSORS), where
    /// saved) and `steps`, or `None` when they do not make one (a moment without the other).
    ///
    /// ```
    /// use typed_tensor::nn::optim::{Sgd, UpdateRule};
    /// use typed_tensor::{shape, Tensor};
    /// let buffer = Tensor::<f32, shape![2]>::ones();
    /// let state = <Sgd<f32> as UpdateRule<f32>>::state_from(vec![("momentum_buffer", buffer)], None);
    /// assert_eq!(state.unwrap().momentum_buffer().unwrap().to_vec(), [1.0, 1.0]);
    /// ```
    fn state_from<S: 'static>(
        tensors: Vec<(&'static str, Tensor<T, S>)>,
        steps: Option<u64>,
    ) -> Option<Self::State<S>>;
}

impl<T: FloatElement> UpdateRule<T> for Sgd<T> {
    type State<S: 'static> = SgdState<T, S>;

    fn update<S: Shape + 'static>(
        &self,
        param: &mut Tensor<T, S>,
        grad: &Tensor<T, S>,
        state: &mut SgdState<T, S>,
    ) {
        self.step(param, grad, state);
    }

    const STATE_TENSORS: &'static [&'static str] = &["momentum_buffer"];

    fn state_parts<S: 'static>(
        state: &SgdState<T, S>,
    ) -> (Vec<(&'static str, Tensor<T, S>)>, Option<u64>) {
        let buffer = state.buf.iter().map(|b| ("momentum_buffer", b.clone()));
        (buffer.collect(), None)
    }

    fn state_from<S: 'static>(
        tensors: Vec<(&'static str, Tensor<T, S>)>,
        steps: Option<u64>,
    ) -> Option<SgdState<T, S>> {
        let _ = steps;
        let buf = tensors
            .into_iter()
            .find(|(name, _)| *name == "momentum_buffer");
        Some(SgdState {
            buf: buf.map(|(_, b)| b),
        })
    }
}

impl<T: FloatElement> UpdateRule<T> for Adam<T> {
    type State<S: 'static> = AdamState<T, S>;

    fn update<S: Shape + 'static>(
        &self,
        param: &mut Tensor<T, S>,
        grad: &Tensor<T, S>,
        state: &mut AdamState<T, S>,
    ) {
        self.step(param, grad, state);
    }

    const STATE_TENSORS: &'static [&'static str] = &["exp_avg", "exp_avg_sq"];

    fn state_parts<S: 'static>(
        state: &AdamState<T, S>,
    ) -> (Vec<(&'static str, Tensor<T, S>)>, Option<u64>) {
        let tensors = match &state.moments {
            Some((m, v)) => vec![("exp_avg", m.clone()), ("exp_avg_sq", v.clone())],
            None => Vec::new(),
        };
        (tensors, Some(state.steps))
    }

    fn state_from<S: 'static>(
        tensors: Vec<(&'static str, Tensor<T, S>)>,
        steps: Option<u64>,
    ) -> Option<AdamState<T, S>> {
        let mut moments = [None, None];
        for (name, tensor) in tensors {
            let slot = ["exp_avg", "exp_avg_sq"].iter().position(|n| *n == name)?;
            moments[slot] = Some(tensor);
        }
        let moments = match moments {
            [Some(m), Some(v)] => Some((m, v)),
            [None, None] => None,
            _ => return None,
        };
        Some(AdamState {
            steps: steps?,
            moments,
        })
    }
}

/// An update rule over a whole model (`torch.optim.SGD(model.parameters())` and friends):
/// [`step`](Optimizer::step) visits the model's [`Parameters`] and updates each one that has
/// a gradient, with a state kept per parameter name.
///
/// As PyTorch, a parameter without a gradient (the loss does not depend on it) is left as it
/// is, state included. After the first step a step allocates nothing: the states exist, the
/// names are built in a buffer the optimizer keeps, and the updates run in place
/// (`tests/optim_allocations.rs` counts). Gradients are not accumulated between steps: each step takes the
/// gradients it is given (sum several with [`Gradients::accumulate`] first).
///
/// ```
/// use typed_tensor::autograd::Tape;
/// use typed_tensor::nn::optim::{Optimizer, Sgd};
/// use typed_tensor::nn::{self, Linear, Reduction};
/// use typed_tensor::{Tensor, D};
///
/// let mut fc = Linear::<1, 1, f64>::new(Tensor::zeros(), Some(Tensor::zeros()));
/// let x = Tensor::<f64, (D<4>, D<1>)>::from_vec(vec![0.0, 1.0, 2.0, 3.0]).unwrap();
/// let y = Tensor::<f64, (D<4>, D<1>)>::from_vec(vec![1.0, 3.0, 5.0, 7.0]).unwrap(); // 2x + 1
/// let mut opt = Optimizer::new(Sgd { momentum: 0.5, ..Sgd::new(0.05) });
/// for _ in 0..300 {
///     let tape = Tape::new();
///     let pred = fc.forward(&tape.constant(x.clone()));
///     let grads = nn::mse_loss(&pred, &tape.constant(y.clone()), Reduction::Mean).backward();
///     drop(tape);
///     opt.step(&mut fc, &grads);
/// }
/// assert!((fc.weight.to_vec()[0] - 2.0).abs() < 1e-3);
/// assert!((fc.bias.to_vec()[0] - 1.0).abs() < 1e-3);
/// ```
pub struct Optimizer<R> {
    /// The update rule and its settings (change `lr` between steps for a schedule).
    pub rule: R,
    pub(super) states: HashMap<String, Box<dyn Any + Send>>,
    /// The buffer the parameters' names are built in, kept so that steps allocate none.
    names: String,
}

impl<R> Optimizer<R> {
    /// An optimizer with no state yet.
    ///
    /// ```
    /// use typed_tensor::nn::optim::{Adam, Optimizer};
    /// let opt = Optimizer::new(Adam::<f32>::adam_w());
    /// assert_eq!(opt.rule.weight_decay, 1e-2);
    /// ```
    pub fn new(rule: R) -> Self {
        Optimizer {
            rule,
            states: HashMap::new(),
            names: String::new(),
        }
    }

    /// Updates every parameter of `model` that has a gradient in `grads`.
    ///
    /// Panics when a parameter's shape has changed since an earlier step under the same
    /// name (its state no longer fits).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::optim::{Optimizer, Sgd};
    /// use typed_tensor::nn::Parameters;
    /// use typed_tensor::{shape, Tensor};
    ///
    /// #[derive(Parameters)]
    /// struct Model {
    ///     w: Tensor<f64, shape![2]>,
    /// }
    /// let mut model = Model { w: Tensor::from_vec(vec![1.0, -1.0]).unwrap() };
    /// let grads = {
    ///     let tape = Tape::new();
    ///     (&tape.param(&model.w) * &tape.param(&model.w)).sum_all().backward()
    /// };
    /// Optimizer::new(Sgd::new(0.25)).step(&mut model, &grads); // w - 0.25 * 2w
    /// assert_eq!(model.w.to_vec(), [0.5, -0.5]);
    /// ```
    #[track_caller]
    pub fn step<T, M>(&mut self, model: &mut M, grads: &Gradients<T>)
    where
        R: UpdateRule<T>,
        M: Parameters<T>,
    {
        let mut visitor = Step {
            rule: &self.rule,
            states: &mut self.states,
            grads,
        };
        self.names.clear();
        model.visit_parameters(&mut self.names, &mut visitor);
    }
}

/// The visit of one [`Optimizer::step`].
struct Step<'a, R, T> {
    rule: &'a R,
    states: &'a mut HashMap<String, Box<dyn Any + Send>>,
    grads: &'a Gradients<T>,
}

impl<R: UpdateRule<T>, T> Visit<T> for Step<'_, R, T> {
    fn visit<S: Shape + 'static>(&mut self, name: &str, param: &mut Tensor<T, S>) {
        let Some(grad) = self.grads.get(param) else {
            return;
        };
        // Looked up by `&str` first: a step after the first allocates no key.
        if !self.states.contains_key(name) {
            let fresh: Box<dyn Any + Send> = Box::new(R::State::<S>::default());
            self.states.insert(name.to_string(), fresh);
        }
        let state = self.states.get_mut(name).expect("inserted above");
        let state = state.downcast_mut::<R::State<S>>().unwrap_or_else(|| {
            panic!("Optimizer::step(): parameter `{name}` changed shape since an earlier step")
        });
        self.rule.update(param, &grad, state);
    }
}
