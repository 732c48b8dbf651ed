//! Optimizers with PyTorch's update rules and defaults (`torch.optim.SGD`, `Adam`, `AdamW`),
//! applied to one parameter at a time with a gradient of the parameter's own type: an update
//! whose gradient does not fit its parameter does not compile.
//!
//! Each parameter has its own state (momentum, moments, step count), created empty and filled
//! on its first step; the updates run in place on the parameter's and the state's elements,
//! allocating nothing after that first step (a parameter shared with a clone is copied once,
//! as [`Tensor::make_mut_slice`] does).

mod optimizer;
#[cfg(feature = "safetensors")]
mod state_io;

pub use optimizer::{Optimizer, UpdateRule};

use crate::error::OrPanic;
use crate::kernel::AdamStep;
use crate::{FloatElement, Shape, Tensor};

/// PyTorch's `torch.optim.SGD(lr, momentum, dampening, weight_decay, nesterov)`.
///
/// ```
/// use typed_tensor::nn::optim::{Sgd, SgdState};
/// use typed_tensor::{shape, Tensor};
/// let sgd = Sgd { lr: 0.1, momentum: 0.9, ..Sgd::new(0.1) };
/// let mut w = Tensor::<f32, shape![2]>::from_vec(vec![1.0, -1.0]).unwrap();
/// let mut state = SgdState::new();
/// let grad = Tensor::<f32, shape![2]>::from_vec(vec![0.5, 0.5]).unwrap();
/// sgd.step(&mut w, &grad, &mut state); // the first step: buffer = grad
/// assert_eq!(w.to_vec(), [0.95, -1.05]);
/// sgd.step(&mut w, &grad, &mut state); // buffer = 0.9 * 0.5 + 0.5 = 0.95
/// assert!((w.to_vec()[0] - 0.855).abs() < 1e-6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sgd<T> {
    /// The learning rate.
    pub lr: T,
    /// Momentum factor (PyTorch's default 0: plain SGD).
    pub momentum: T,
    /// Dampening of the momentum's new gradient (default 0).
    pub dampening: T,
    /// L2 penalty added to the gradient (default 0).
    pub weight_decay: T,
    /// Nesterov momentum (default false).
    pub nesterov: bool,
}

impl<T: FloatElement> Sgd<T> {
    /// PyTorch's defaults with this learning rate.
    ///
    /// ```
    /// use typed_tensor::nn::optim::Sgd;
    /// assert_eq!(Sgd::new(0.01f32).momentum, 0.0);
    /// ```
    pub fn new(lr: T) -> Self {
        Sgd {
            lr,
            momentum: T::zero(),
            dampening: T::zero(),
            weight_decay: T::zero(),
            nesterov: false,
        }
    }

    /// One step on `param` with `grad`, PyTorch's rule: `g = grad + weight_decay * param`;
    /// with momentum, `buf = g` on the first step and `momentum * buf + (1 - dampening) * g`
    /// after, and `g = g + momentum * buf` (Nesterov) or `buf`; then `param -= lr * g`.
    ///
    /// ```
    /// use typed_tensor::nn::optim::{Sgd, SgdState};
    /// use typed_tensor::{shape, Tensor};
    /// let mut w = Tensor::<f64, shape![1]>::from_vec(vec![2.0]).unwrap();
    /// let g = Tensor::<f64, shape![1]>::from_vec(vec![1.0]).unwrap();
    /// Sgd::new(0.5).step(&mut w, &g, &mut SgdState::new());
    /// assert_eq!(w.to_vec(), [1.5]);
    /// ```
    pub fn step<S: Shape>(
        &self,
        param: &mut Tensor<T, S>,
        grad: &Tensor<T, S>,
        state: &mut SgdState<T, S>,
    ) {
        check_dims(
            "SGD",
            param.dims(),
            grad.dims(),
            state.buf.as_ref().map(Tensor::dims),
        );
        let momentum = self.momentum != T::zero();
        let first = state.buf.is_none();
        if momentum && first {
            state.buf = Some(zeros_like(grad));
        }
        let grad = contiguous(grad);
        let buf = state.buf.as_mut().map(Tensor::make_mut_slice);
        sgd_update(self, param.make_mut_slice(), &grad, buf, first);
    }
}

/// The state of one parameter under [`Sgd`]: its momentum buffer, made on its first step.
///
/// ```
/// use typed_tensor::nn::optim::SgdState;
/// use typed_tensor::shape;
/// let state = SgdState::<f32, shape![3]>::new();
/// assert!(state.momentum_buffer().is_none());
/// ```
#[derive(Clone)]
pub struct SgdState<T, S> {
    buf: Option<Tensor<T, S>>,
}

impl<T, S> SgdState<T, S> {
    /// An empty state, before the first step.
    ///
    /// ```
    /// use typed_tensor::nn::optim::SgdState;
    /// let state: SgdState<f32, typed_tensor::shape![2]> = SgdState::new();
    /// assert!(state.momentum_buffer().is_none());
    /// ```
    pub fn new() -> Self {
        SgdState { buf: None }
    }

    /// The momentum buffer (PyTorch's `momentum_buffer`), after a step with momentum.
    ///
    /// ```
    /// use typed_tensor::nn::optim::{Sgd, SgdState};
    /// use typed_tensor::{shape, Tensor};
    /// let mut w = Tensor::<f32, shape![1]>::zeros();
    /// let g = Tensor::<f32, shape![1]>::ones();
    /// let mut state = SgdState::new();
    /// Sgd { momentum: 0.9, ..Sgd::new(0.1) }.step(&mut w, &g, &mut state);
    /// assert_eq!(state.momentum_buffer().unwrap().to_vec(), [1.0]);
    /// ```
    pub fn momentum_buffer(&self) -> Option<&Tensor<T, S>> {
        self.buf.as_ref()
    }
}

impl<T, S> Default for SgdState<T, S> {
    fn default() -> Self {
        Self::new()
    }
}

/// [`Sgd::step`] on the elements: generic over the element type only, so that it is compiled
/// once per type, not per shape.
fn sgd_update<T: FloatElement>(
    sgd: &Sgd<T>,
    p: &mut [T],
    g: &[T],
    buf: Option<&mut [T]>,
    first: bool,
) {
    let decay = sgd.weight_decay;
    match buf {
        None => {
            for (p, &g) in p.iter_mut().zip(g) {
                let g = g + decay * *p;
                *p = *p - sgd.lr * g;
            }
        }
        Some(buf) => {
            let keep = T::one() - sgd.dampening;
            for ((p, &g), b) in p.iter_mut().zip(g).zip(buf) {
                let g = g + decay * *p;
                *b = if first {
                    g
                } else {
                    sgd.momentum * *b + keep * g
                };
                let step = if sgd.nesterov {
                    g + sgd.momentum * *b
                } else {
                    *b
                };
                *p = *p - sgd.lr * step;
            }
        }
    }
}

/// PyTorch's `torch.optim.Adam` (`decoupled: false`) and `AdamW` (`decoupled: true`):
/// `lr`, `betas`, `eps`, `weight_decay`, without `amsgrad`.
///
/// ```
/// use typed_tensor::nn::optim::{Adam, AdamState};
/// use typed_tensor::{shape, Tensor};
/// let adam = Adam::new();
/// let mut w = Tensor::<f32, shape![2]>::from_vec(vec![1.0, -1.0]).unwrap();
/// let mut state = AdamState::new();
/// let grad = Tensor::<f32, shape![2]>::from_vec(vec![0.3, -2.0]).unwrap();
/// adam.step(&mut w, &grad, &mut state);
/// // Adam's first step moves each element by lr against its gradient's sign.
/// assert!((w.to_vec()[0] - (1.0 - 1e-3)).abs() < 1e-6);
/// assert!((w.to_vec()[1] - (-1.0 + 1e-3)).abs() < 1e-6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Adam<T> {
    /// The learning rate (default `1e-3`).
    pub lr: T,
    /// The moments' decay rates (default `(0.9, 0.999)`).
    pub betas: (T, T),
    /// Added to the second moment's root (default `1e-8`).
    pub eps: T,
    /// Weight decay: an L2 penalty added to the gradient (Adam, default 0), or decoupled,
    /// `param *= 1 - lr * weight_decay` (AdamW, default `1e-2`).
    pub weight_decay: T,
    /// AdamW's decoupled weight decay.
    pub decoupled: bool,
}

impl<T: FloatElement> Adam<T> {
    /// `torch.optim.Adam`'s defaults.
    ///
    /// ```
    /// use typed_tensor::nn::optim::Adam;
    /// assert_eq!(Adam::<f32>::new().betas, (0.9, 0.999));
    /// ```
    pub fn new() -> Self {
        Adam {
            lr: float(1e-3),
            betas: (float(0.9), float(0.999)),
            eps: float(1e-8),
            weight_decay: T::zero(),
            decoupled: false,
        }
    }

    /// `torch.optim.AdamW`'s defaults (weight decay `1e-2`, decoupled).
    ///
    /// ```
    /// use typed_tensor::nn::optim::Adam;
    /// assert!(Adam::<f64>::adam_w().decoupled);
    /// ```
    pub fn adam_w() -> Self {
        Adam {
            weight_decay: float(1e-2),
            decoupled: true,
            ..Self::new()
        }
    }

    /// One step on `param` with `grad`, PyTorch's rule: with AdamW `param *= 1 - lr * wd`,
    /// with Adam `g = grad + wd * param`; `m = β1 m + (1 - β1) g`, `v = β2 v + (1 - β2) g²`,
    /// then `param -= lr / (1 - β1^t) * m / (sqrt(v) / sqrt(1 - β2^t) + eps)` at step `t`.
    ///
    /// ```
    /// use typed_tensor::nn::optim::{Adam, AdamState};
    /// use typed_tensor::{shape, Tensor};
    /// let mut w = Tensor::<f64, shape![1]>::from_vec(vec![1.0]).unwrap();
    /// let g = Tensor::<f64, shape![1]>::from_vec(vec![0.0]).unwrap();
    /// let mut state = AdamState::new();
    /// Adam::adam_w().step(&mut w, &g, &mut state); // no gradient: only the decay
    /// assert!((w.to_vec()[0] - (1.0 - 1e-3 * 1e-2)).abs() < 1e-15);
    /// assert_eq!(state.steps(), 1);
    /// ```
    pub fn step<S: Shape>(
        &self,
        param: &mut Tensor<T, S>,
        grad: &Tensor<T, S>,
        state: &mut AdamState<T, S>,
    ) {
        let moments = state.moments.as_ref().map(|(m, _)| m.dims());
        check_dims("Adam", param.dims(), grad.dims(), moments);
        let (m, v) = state
            .moments
            .get_or_insert_with(|| (zeros_like(grad), zeros_like(grad)));
        state.steps += 1;
        let grad = contiguous(grad);
        adam_update(
            self,
            state.steps,
            param.make_mut_slice(),
            &grad,
            m.make_mut_slice(),
            v.make_mut_slice(),
        );
    }
}

impl<T: FloatElement> Default for Adam<T> {
    /// [`Adam::new`]: `torch.optim.Adam`'s defaults.
    fn default() -> Self {
        Self::new()
    }
}

/// The state of one parameter under [`Adam`]: its step count and moments (PyTorch's `step`,
/// `exp_avg`, `exp_avg_sq`), made on its first step.
///
/// ```
/// use typed_tensor::nn::optim::AdamState;
/// use typed_tensor::shape;
/// assert_eq!(AdamState::<f32, shape![3]>::new().steps(), 0);
/// ```
#[derive(Clone)]
pub struct AdamState<T, S> {
    steps: u64,
    moments: Option<(Tensor<T, S>, Tensor<T, S>)>,
}

impl<T, S> AdamState<T, S> {
    /// An empty state, before the first step.
    ///
    /// ```
    /// use typed_tensor::nn::optim::AdamState;
    /// let state: AdamState<f64, typed_tensor::shape![3]> = AdamState::new();
    /// assert!(state.exp_avg().is_none());
    /// ```
    pub fn new() -> Self {
        AdamState {
            steps: 0,
            moments: None,
        }
    }

    /// The steps taken.
    ///
    /// ```
    /// use typed_tensor::nn::optim::{Adam, AdamState};
    /// use typed_tensor::{shape, Tensor};
    /// let (mut w, g) = (Tensor::<f32, shape![1]>::zeros(), Tensor::<f32, shape![1]>::ones());
    /// let mut state = AdamState::new();
    /// Adam::new().step(&mut w, &g, &mut state);
    /// assert_eq!(state.steps(), 1);
    /// ```
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The first moment (PyTorch's `exp_avg`), after a step.
    ///
    /// ```
    /// use typed_tensor::nn::optim::{Adam, AdamState};
    /// use typed_tensor::{shape, Tensor};
    /// let (mut w, g) = (Tensor::<f64, shape![1]>::zeros(), Tensor::<f64, shape![1]>::ones());
    /// let mut state = AdamState::new();
    /// Adam::new().step(&mut w, &g, &mut state);
    /// assert!((state.exp_avg().unwrap().to_vec()[0] - 0.1).abs() < 1e-12);
    /// assert!((state.exp_avg_sq().unwrap().to_vec()[0] - 0.001).abs() < 1e-12);
    /// ```
    pub fn exp_avg(&self) -> Option<&Tensor<T, S>> {
        self.moments.as_ref().map(|(m, _)| m)
    }

    /// The second moment (PyTorch's `exp_avg_sq`), after a step.
    pub fn exp_avg_sq(&self) -> Option<&Tensor<T, S>> {
        self.moments.as_ref().map(|(_, v)| v)
    }
}

impl<T, S> Default for AdamState<T, S> {
    fn default() -> Self {
        Self::new()
    }
}

/// [`Adam::step`] on the elements, at step `t` (from 1); compiled once per element type.
fn adam_update<T: FloatElement>(
    adam: &Adam<T>,
    t: u64,
    p: &mut [T],
    g: &[T],
    m: &mut [T],
    v: &mut [T],
) {
    let (beta1, beta2) = adam.betas;
    let t = i32::try_from(t).unwrap_or(i32::MAX);
    let (decay, shrink) = if adam.decoupled {
        (T::zero(), T::one() - adam.lr * adam.weight_decay)
    } else {
        (adam.weight_decay, T::one())
    };
    let step = AdamStep {
        shrink,
        decay,
        beta1,
        beta2,
        step_size: adam.lr / (T::one() - beta1.powi(t)),
        correction2_root: (T::one() - beta2.powi(t)).sqrt(),
        eps: adam.eps,
    };
    T::adam_update(&step, p, g, m, v);
}

/// The gradient's elements in row-major order, borrowed when they already are.
fn contiguous<T: FloatElement, S>(grad: &Tensor<T, S>) -> std::borrow::Cow<'_, [T]> {
    match grad.as_slice() {
        Some(slice) => std::borrow::Cow::Borrowed(slice),
        None => std::borrow::Cow::Owned(grad.to_vec()),
    }
}

/// Panics unless the gradient (and the state, once made) has the parameter's run-time dims:
/// their types agree, so only `Dyn` axes can differ, and elements must never be paired with
/// another element's state.
#[track_caller]
fn check_dims(optimizer: &str, param: &[usize], grad: &[usize], state: Option<&[usize]>) {
    assert!(
        param == grad,
        "{optimizer} step: the gradient's dims {grad:?} are not the parameter's {param:?}"
    );
    if let Some(state) = state {
        assert!(
            param == state,
            "{optimizer} step: the parameter's dims {param:?} are not those of its state \
             {state:?} (a state serves one parameter)"
        );
    }
}

/// Zeros of `like`'s dims; panics with the error's text when they cannot be allocated (a
/// tensor's own dims fit its shape: only the allocation can fail).
#[track_caller]
fn zeros_like<T: FloatElement, S: Shape>(like: &Tensor<T, S>) -> Tensor<T, S> {
    Tensor::zeros_with_dims(like.dims()).or_panic()
}

/// A constant as the element type.
fn float<T: FloatElement>(x: f64) -> T {
    T::from(x).expect("a constant fits a float")
}
