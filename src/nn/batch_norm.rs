//! `BatchNorm1d<C>` and `BatchNorm2d<C>`: `nn.BatchNorm1d(C)` and `nn.BatchNorm2d(C)`, with
//! their running statistics and training mode, one forward for both modes.

use crate::error::{OrPanic, ShapeError};
use crate::nn::{visit_field, BatchNormOptions, Parameters, Visit};
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dim, SelectAxis, Shape};
use crate::{FloatElement, Record, Tensor, D};
use core::marker::PhantomData;
use std::sync::Mutex;

/// PyTorch's `nn.BatchNorm1d(C)` (`SPATIAL = 1`: input `[batch, C]` or `[batch, C, L]`) and
/// `nn.BatchNorm2d(C)` (`SPATIAL = 2`: `[batch, C, H, W]`), with `affine=True` and
/// `track_running_stats=True`: see the aliases [`BatchNorm1d`] and [`BatchNorm2d`].
///
/// In training mode (a new layer's, [`Parameters::train`]) `forward` normalizes each channel
/// by the batch's statistics and updates the running ones; in evaluation mode
/// ([`Parameters::eval`]) by the running ones. The running statistics are updated through
/// `&self` (they sit behind a lock), so a model's `forward` stays `&self` as PyTorch's
/// `forward` is; their values are [`running_mean`](Self::running_mean) and
/// [`running_var`](Self::running_var).
///
/// ```
/// use typed_tensor::nn::{BatchNorm2d, Parameters};
/// use typed_tensor::{shape, Tensor};
/// let mut bn = BatchNorm2d::<2>::new(1e-5, Some(0.1));
/// let x = Tensor::<f32, shape![dyn, 2, 3, 3]>::from_fn_with_dims(&[4, 2, 3, 3], |i| i[1] as f32 * 10.0).unwrap();
/// let y = bn.forward(&x); // training: each channel is constant, so normalized to 0
/// assert!(y.to_vec().iter().all(|v| v.abs() < 1e-3));
/// assert_eq!(bn.running_mean().to_vec(), [0.0, 1.0]); // 0.9 * 0 + 0.1 * 10
/// bn.eval();
/// let y = bn.forward(&x); // (x - running_mean) / sqrt(running_var + eps)
/// assert!((y.to_vec()[9] - 9.0 / (0.9f32 + 1e-5).sqrt()).abs() < 1e-4);
/// ```
pub struct BatchNorm<const C: usize, const SPATIAL: usize, T = f32> {
    /// `[C]`, PyTorch's `weight` (`gamma`).
    pub weight: Tensor<T, (D<C>,)>,
    /// `[C]`, PyTorch's `bias` (`beta`).
    pub bias: Tensor<T, (D<C>,)>,
    running: Mutex<Running<T, C>>,
    eps: f64,
    momentum: Option<f64>,
    training: bool,
}

/// `nn.BatchNorm1d(C)`: over `[batch, C]` or `[batch, C, L]`.
///
/// ```
/// use typed_tensor::nn::BatchNorm1d;
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f64, shape![2, 3]>::from_vec(vec![1., 2., 3., 3., 4., 5.]).unwrap();
/// let bn = BatchNorm1d::<3, f64>::new(0.0, Some(0.1));
/// assert_eq!(bn.forward(&x).to_vec(), [-1., -1., -1., 1., 1., 1.]);
/// ```
pub type BatchNorm1d<const C: usize, T = f32> = BatchNorm<C, 1, T>;

/// `nn.BatchNorm2d(C)`: over `[batch, C, H, W]`.
///
/// ```
/// use typed_tensor::nn::BatchNorm2d;
/// use typed_tensor::{shape, Tensor};
/// let bn = BatchNorm2d::<1, f64>::new(0.0, Some(0.1));
/// let x = Tensor::<f64, shape![1, 1, 1, 2]>::from_vec(vec![1., 3.]).unwrap();
/// assert_eq!(bn.forward(&x).to_vec(), [-1., 1.]);
/// ```
pub type BatchNorm2d<const C: usize, T = f32> = BatchNorm<C, 2, T>;

/// The running statistics, updated by a forward in training mode.
#[derive(Clone)]
struct Running<T, const C: usize> {
    mean: Tensor<T, (D<C>,)>,
    var: Tensor<T, (D<C>,)>,
    batches: u64,
}

impl<const C: usize, const SPATIAL: usize, T: Clone> Clone for BatchNorm<C, SPATIAL, T> {
    fn clone(&self) -> Self {
        BatchNorm {
            weight: self.weight.clone(),
            bias: self.bias.clone(),
            running: Mutex::new(
                self.running
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .clone(),
            ),
            eps: self.eps,
            momentum: self.momentum,
            training: self.training,
        }
    }
}

/// The build-time checks of a `BatchNorm<C, SPATIAL>` on an input of shape `X`: its rank, and
/// its channels where static.
struct BatchNormCheck<X, const C: usize, const SPATIAL: usize>(PhantomData<X>);

impl<X: Shape, const C: usize, const SPATIAL: usize> BatchNormCheck<X, C, SPATIAL> {
    const NAME: &'static str = match SPATIAL {
        1 => "BatchNorm1d",
        2 => "BatchNorm2d",
        _ => "BatchNorm3d",
    };

    const MESSAGE: ConstStr = {
        let rank = X::RANK;
        let (low, high) = if SPATIAL == 1 {
            (2, 3)
        } else {
            (SPATIAL + 2, SPATIAL + 2)
        };
        if rank < low || rank > high {
            let expected = if SPATIAL == 1 {
                "2D or 3D"
            } else if SPATIAL == 2 {
                "4D"
            } else {
                "5D"
            };
            ConstStr::new()
                .push(Self::NAME)
                .push(": expected ")
                .push(expected)
                .push(" input (got ")
                .num(rank)
                .push("D input `")
                .shape(X::DIM_NAMES)
                .push("`)")
        } else {
            match X::STATIC_DIMS[1] {
                Some(channels) if channels != C => ConstStr::new()
                    .push(Self::NAME)
                    .push("(")
                    .num(C)
                    .push(") on an input of ")
                    .num(channels)
                    .push(" channels (axis 1 of `")
                    .shape(X::DIM_NAMES)
                    .push("`): running_mean should contain ")
                    .num(channels)
                    .push(" elements not ")
                    .num(C),
                _ => ConstStr::new(),
            }
        }
    };

    const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

impl<const C: usize, const SPATIAL: usize, T: FloatElement> BatchNorm<C, SPATIAL, T> {
    /// A layer as PyTorch makes it: weight ones, bias zeros, running mean zeros, running
    /// variance ones, in training mode. `momentum` `None` is PyTorch's cumulative average
    /// (`momentum=None`: the running statistics are the mean of every batch's).
    ///
    /// ```
    /// use typed_tensor::nn::BatchNorm2d;
    /// let bn = BatchNorm2d::<8>::new(1e-5, Some(0.1));
    /// assert_eq!(bn.running_var().to_vec(), [1.0; 8]);
    /// ```
    pub fn new(eps: f64, momentum: Option<f64>) -> Self {
        BatchNorm {
            weight: Tensor::ones(),
            bias: Tensor::zeros(),
            running: Mutex::new(Running {
                mean: Tensor::zeros(),
                var: Tensor::ones(),
                batches: 0,
            }),
            eps,
            momentum,
            training: true,
        }
    }

    /// Whether the layer is in training mode.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNorm2d;
    /// assert!(BatchNorm2d::<8>::new(1e-5, Some(0.1)).training());
    /// ```
    pub fn training(&self) -> bool {
        self.training
    }

    /// The running mean, PyTorch's `running_mean` buffer.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNorm1d;
    /// assert_eq!(BatchNorm1d::<2>::new(1e-5, None).running_mean().to_vec(), [0.0, 0.0]);
    /// ```
    pub fn running_mean(&self) -> Tensor<T, (D<C>,)> {
        self.running().mean.clone()
    }

    /// The running (unbiased) variance, PyTorch's `running_var` buffer.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNorm1d;
    /// assert_eq!(BatchNorm1d::<2>::new(1e-5, None).running_var().to_vec(), [1.0, 1.0]);
    /// ```
    pub fn running_var(&self) -> Tensor<T, (D<C>,)> {
        self.running().var.clone()
    }

    /// The batches seen in training mode, PyTorch's `num_batches_tracked`.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNorm1d;
    /// use typed_tensor::Tensor;
    /// let bn = BatchNorm1d::<2>::new(1e-5, None);
    /// bn.forward(&Tensor::<f32, typed_tensor::shape![4, 2]>::ones());
    /// assert_eq!(bn.num_batches_tracked(), 1);
    /// ```
    pub fn num_batches_tracked(&self) -> u64 {
        self.running().batches
    }

    /// Replaces the running statistics (a checkpoint's), keeping the batch count.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNorm1d;
    /// use typed_tensor::Tensor;
    /// let mut bn = BatchNorm1d::<2>::new(1e-5, None);
    /// bn.set_running(Tensor::full(0.5), Tensor::full(2.0));
    /// assert_eq!(bn.running_var().to_vec(), [2.0, 2.0]);
    /// ```
    pub fn set_running(&mut self, mean: Tensor<T, (D<C>,)>, var: Tensor<T, (D<C>,)>) {
        let running = self.running.get_mut().unwrap_or_else(|e| e.into_inner());
        running.mean = mean;
        running.var = var;
    }

    /// The running statistics: a poisoned lock (a panic inside a forward) still holds
    /// values, which a forward replaces whole or not at all.
    fn running(&self) -> std::sync::MutexGuard<'_, Running<T, C>> {
        self.running.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The batch norm of `x`, `[batch, C, ...]` (PyTorch's `forward`): by the batch's
    /// statistics in training mode, which also updates the running ones, by the running ones
    /// in evaluation mode. The input's rank and static channels are checked by the build; a
    /// `Dyn` channel axis panics with PyTorch's message when it is not `C`
    /// ([`try_forward`](Self::try_forward) returns it).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::BatchNorm1d;
    /// use typed_tensor::{shape, Tensor};
    /// let bn = BatchNorm1d::<1, f64>::new(0.0, Some(0.1));
    /// let x = Tape::new().param(&Tensor::<f64, shape![2, 1]>::from_vec(vec![1., 3.]).unwrap());
    /// let grads = (bn.forward(&x) * 2.0).sum_all().backward();
    /// assert_eq!(grads.get(&bn.bias).unwrap().to_vec(), [4.0]);
    /// ```
    #[track_caller]
    pub fn forward<S, X, R: Record<T>>(&self, x: &Tensor<T, S, R>) -> Tensor<T, S, R>
    where
        S: Shape + SelectAxis<1, Dim = X>,
        X: Dim,
    {
        self.try_forward(x).or_panic()
    }

    /// [`forward`](Self::forward), with a `Dyn` channel axis of another size than `C`, or a
    /// batch of one value per channel in training mode, as an `Err`; the running statistics
    /// are then left as they were.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNorm2d;
    /// use typed_tensor::{shape, Tensor};
    /// let bn = BatchNorm2d::<4>::new(1e-5, Some(0.1));
    /// let x = Tensor::<f32, shape![2, dyn, 5, 5]>::ones_with_dims(&[2, 3, 5, 5]).unwrap();
    /// let err = bn.try_forward(&x).unwrap_err();
    /// assert_eq!(err.to_string(), "running_mean should contain 3 elements not 4");
    /// ```
    pub fn try_forward<S, X, R: Record<T>>(
        &self,
        x: &Tensor<T, S, R>,
    ) -> Result<Tensor<T, S, R>, ShapeError>
    where
        S: Shape + SelectAxis<1, Dim = X>,
        X: Dim,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = BatchNormCheck::<S, C, SPATIAL>::CHECK;
        let weight = x.param(&self.weight.clone().retype::<(X,)>());
        let bias = x.param(&self.bias.clone().retype::<(X,)>());
        let mut running = self.running();
        let (mut mean, mut var) = (
            running.mean.clone().retype::<(X,)>(),
            running.var.clone().retype::<(X,)>(),
        );
        let momentum = match self.momentum {
            Some(momentum) => momentum,
            None => 1.0 / (running.batches + 1) as f64,
        };
        let options = BatchNormOptions {
            training: self.training,
            momentum,
            eps: self.eps,
        };
        let y = x.try_batch_norm(
            Some(&mut mean),
            Some(&mut var),
            Some(&weight),
            Some(&bias),
            options,
        )?;
        if self.training {
            running.mean = mean.retype();
            running.var = var.retype();
            running.batches += 1;
        }
        Ok(y)
    }
}

/// `weight` and `bias` as parameters, `running_mean` and `running_var` as buffers,
/// `num_batches_tracked` as a count: PyTorch's `state_dict` names.
impl<const C: usize, const SPATIAL: usize, T> Parameters<T> for BatchNorm<C, SPATIAL, T> {
    fn visit_parameters<V: Visit<T>>(&mut self, prefix: &mut String, visitor: &mut V) {
        visit_field(prefix, "weight", &mut self.weight, visitor);
        visit_field(prefix, "bias", &mut self.bias, visitor);
        let running = self.running.get_mut().unwrap_or_else(|e| e.into_inner());
        let len = prefix.len();
        prefix.push_str("running_mean");
        visitor.visit_buffer(prefix, &mut running.mean);
        prefix.truncate(len);
        prefix.push_str("running_var");
        visitor.visit_buffer(prefix, &mut running.var);
        prefix.truncate(len);
        prefix.push_str("num_batches_tracked");
        visitor.visit_count(prefix, &mut running.batches);
        prefix.truncate(len);
        visitor.visit_mode(&mut self.training);
    }
}
