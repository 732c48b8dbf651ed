//! Losses of `Var`s: the functions of [`nn`](crate::nn)'s losses (defined in `ops/loss.rs`),
//! recorded.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, erase, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::{GradElement, Var};
use crate::error::OrPanic;
use crate::ops::loss::{self, CrossEntropy, NllLoss, Reduction, Rows};
use crate::ops::Arith;
use crate::shape::Dim;
use crate::{Tensor, LAST};

/// The rule of `cross_entropy` / `nll_loss` over `[batch, classes]` rows: the gradient of row
/// `i` is `scale * (p_i - (1 - ε) onehot(t_i) - ε / C)`, with `p_i` the softmax of the logits
/// (`cross_entropy`) or 0 (`nll_loss`, whose input is already log-probabilities); rows whose
/// target is ignored get 0, and the mean's `scale` counts the others.
struct ClassRule<T> {
    node: Option<usize>,
    probs: Option<Raw<T>>,
    dims: [usize; 2],
    targets: Vec<usize>,
    rows: Rows,
}

impl<T: GradElement> Backward<T> for ClassRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let [batch, classes] = self.dims;
        let g = g.to_vec()[0].to_f64().expect("a float converts");
        let Rows {
            reduction,
            smoothing,
            ..
        } = self.rows;
        let counted = self
            .targets
            .iter()
            .filter(|&&t| self.rows.counts(t))
            .count();
        let scale = match reduction {
            Reduction::Mean => g / counted as f64,
            Reduction::Sum => g,
        };
        let uniform = smoothing / classes as f64;
        let probs = self.probs.map(|p| p.to_vec());
        let mut out = vec![T::zero(); batch * classes];
        for (i, &target) in self.targets.iter().enumerate() {
            if !self.rows.counts(target) {
                continue;
            }
            for c in 0..classes {
                let p = probs.as_ref().map_or(0.0, |p| {
                    p[i * classes + c].to_f64().expect("a float converts")
                });
                let hot = if c == target { 1.0 - smoothing } else { 0.0 };
                out[i * classes + c] =
                    T::from(scale * (p - hot - uniform)).expect("a float converts");
            }
        }
        let grad = raw::from_vec(out, &self.dims);
        grads.add(self.node, grad);
    }
}

impl<T: GradElement, B: Dim, C: Dim> Var<T, (B, C)> {
    /// [`nn::cross_entropy`](crate::nn::cross_entropy) of these logits, recorded: its gradient
    /// is `(softmax(logits) - target distribution) / batch` (for the mean).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::Reduction;
    /// use typed_tensor::{shape, Tensor};
    /// let logits = Tensor::<f64, shape![1, 2]>::zeros();
    /// let targets = Tensor::<usize, shape![1]>::from_vec(vec![0]).unwrap();
    /// let tape = Tape::new();
    /// let loss = tape.param(&logits).cross_entropy(&targets, Reduction::Mean, 0.0);
    /// assert!((loss.item() - 2f64.ln()).abs() < 1e-15);
    /// assert_eq!(loss.backward().get(&logits).unwrap().to_vec(), [-0.5, 0.5]);
    /// ```
    #[track_caller]
    pub fn cross_entropy(
        &self,
        targets: &Tensor<usize, (B,)>,
        reduction: Reduction,
        label_smoothing: T,
    ) -> Var<T, ()> {
        let options = CrossEntropy {
            reduction,
            label_smoothing,
            ignore_index: None,
        };
        self.cross_entropy_with(targets, options)
    }

    /// [`nn::cross_entropy_with`](crate::nn::cross_entropy_with) of these logits, recorded:
    /// rows whose target is `options.ignore_index` get no gradient, and the mean divides by the
    /// other rows.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::CrossEntropy;
    /// use typed_tensor::{shape, Tensor};
    /// let logits = Tensor::<f64, shape![2, 2]>::zeros();
    /// let targets = Tensor::<usize, shape![2]>::from_vec(vec![0, 5]).unwrap(); // 5: padding
    /// let tape = Tape::new();
    /// let options = CrossEntropy { ignore_index: Some(5), ..CrossEntropy::default() };
    /// let loss = tape.param(&logits).cross_entropy_with(&targets, options);
    /// assert!((loss.item() - 2f64.ln()).abs() < 1e-15);
    /// assert_eq!(loss.backward().get(&logits).unwrap().to_vec(), [-0.5, 0.5, 0.0, 0.0]);
    /// ```
    #[track_caller]
    pub fn cross_entropy_with(
        &self,
        targets: &Tensor<usize, (B,)>,
        options: CrossEntropy<T>,
    ) -> Var<T, ()> {
        let loss = loss::try_cross_entropy_with(&self.value(), targets, options).or_panic();
        self.class_loss(loss, targets, Rows::of(options), true)
    }

    /// [`nn::nll_loss`](crate::nn::nll_loss) of these log-probabilities, recorded: its
    /// gradient is `-1 / batch` (for the mean) at each row's target and 0 elsewhere.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::Reduction;
    /// use typed_tensor::{shape, Tensor};
    /// let log_probs = Tensor::<f64, shape![2, 2]>::from_vec(vec![-0.1, -2.0, -0.5, -0.9]).unwrap();
    /// let targets = Tensor::<usize, shape![2]>::from_vec(vec![1, 0]).unwrap();
    /// let tape = Tape::new();
    /// let loss = tape.param(&log_probs).nll_loss(&targets, Reduction::Mean);
    /// assert_eq!(loss.item(), 1.25);
    /// assert_eq!(loss.backward().get(&log_probs).unwrap().to_vec(), [0.0, -0.5, -0.5, 0.0]);
    /// ```
    #[track_caller]
    pub fn nll_loss(&self, targets: &Tensor<usize, (B,)>, reduction: Reduction) -> Var<T, ()> {
        let options = NllLoss {
            reduction,
            ignore_index: None,
        };
        self.nll_loss_with(targets, options)
    }

    /// [`nn::nll_loss_with`](crate::nn::nll_loss_with) of these log-probabilities, recorded:
    /// rows whose target is `options.ignore_index` get no gradient, and the mean divides by the
    /// other rows.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::NllLoss;
    /// use typed_tensor::{shape, Tensor};
    /// let log_probs = Tensor::<f64, shape![2, 2]>::from_vec(vec![-0.1, -2.0, -0.5, -0.9]).unwrap();
    /// let targets = Tensor::<usize, shape![2]>::from_vec(vec![1, 7]).unwrap();
    /// let tape = Tape::new();
    /// let options = NllLoss { ignore_index: Some(7), ..NllLoss::default() };
    /// let loss = tape.param(&log_probs).nll_loss_with(&targets, options);
    /// assert_eq!(loss.item(), 2.0);
    /// assert_eq!(loss.backward().get(&log_probs).unwrap().to_vec(), [0.0, -1.0, 0.0, 0.0]);
    /// ```
    #[track_caller]
    pub fn nll_loss_with(&self, targets: &Tensor<usize, (B,)>, options: NllLoss) -> Var<T, ()> {
        let loss = loss::nll_loss_with(&self.value(), targets, options);
        self.class_loss(loss, targets, Rows::of_nll(options), false)
    }

    /// `loss`, recorded with [`ClassRule`], its rows reduced as `rows` says.
    fn class_loss(
        &self,
        loss: T,
        targets: &Tensor<usize, (B,)>,
        rows: Rows,
        softmax: bool,
    ) -> Var<T, ()> {
        let node = self.node();
        let dims = [self.dims()[0], self.dims()[1]];
        let value = Tensor::full_with_dims(&[], loss).expect("a scalar fits");
        self.derive(&[node], value, || {
            Box::new(ClassRule {
                node,
                probs: softmax.then(|| erase(self.value().softmax::<LAST>())),
                dims,
                targets: targets.to_vec(),
                rows,
            })
        })
    }
}

impl<T: GradElement, S> Var<T, S> {
    /// [`nn::mse_loss`](crate::nn::mse_loss) against `target`, recorded (both may need gradients).
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::Reduction;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2]>::from_vec(vec![1.0, 3.0]).unwrap();
    /// let tape = Tape::new();
    /// let y = tape.constant(Tensor::<f64, shape![2]>::from_vec(vec![0.0, 0.0]).unwrap());
    /// let loss = tape.param(&x).mse_loss(&y, Reduction::Mean);
    /// assert_eq!(loss.item(), 5.0);
    /// assert_eq!(loss.backward().get(&x).unwrap().to_vec(), [1.0, 3.0]); // 2 (x - y) / n
    /// ```
    pub fn mse_loss(&self, target: &Var<T, S>, reduction: Reduction) -> Var<T, ()> {
        let diff = self.same_shape(target, Arith::Sub, "mse_loss");
        let squared = diff.same_shape(&diff, Arith::Mul, "mse_loss");
        match reduction {
            Reduction::Mean => squared.mean_all(),
            Reduction::Sum => squared.sum_all(),
        }
    }

    /// [`nn::binary_cross_entropy_with_logits`](crate::nn::binary_cross_entropy_with_logits)
    /// against `target` probabilities, recorded: `max(x, 0) - x y + ln(1 + exp(-|x|))`, stable
    /// for large logits.
    ///
    /// ```
    /// use typed_tensor::autograd::Tape;
    /// use typed_tensor::nn::Reduction;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f64, shape![2]>::zeros();
    /// let tape = Tape::new();
    /// let y = tape.constant(Tensor::<f64, shape![2]>::from_vec(vec![1.0, 0.0]).unwrap());
    /// let loss = tape.param(&x).binary_cross_entropy_with_logits(&y, Reduction::Mean);
    /// assert!((loss.item() - 2f64.ln()).abs() < 1e-15);
    /// assert_eq!(loss.backward().get(&x).unwrap().to_vec(), [-0.25, 0.25]); // (sigmoid(x) - y) / n
    /// ```
    pub fn binary_cross_entropy_with_logits(
        &self,
        target: &Var<T, S>,
        reduction: Reduction,
    ) -> Var<T, ()> {
        self.check_tape(target);
        assert_eq!(
            self.dims(),
            target.dims(),
            "binary_cross_entropy_with_logits(): the input's dims {:?} and the target's dims {:?} \
             differ",
            self.dims(),
            target.dims()
        );
        let loss =
            loss::binary_cross_entropy_with_logits(&self.value(), &target.value(), reduction);
        let value = Tensor::full_with_dims(&[], loss).expect("a scalar fits");
        let nodes = [self.node(), target.node()];
        let count = match reduction {
            Reduction::Mean => self.value().numel(),
            Reduction::Sum => 1,
        };
        self.derive(&nodes, value, || {
            Box::new(LogitsRule {
                nodes,
                x: self.raw_value(),
                y: target.raw_value(),
                scale: T::one() / T::from(count).expect("a count converts to a float"),
            })
        })
    }
}

/// The rule of `binary_cross_entropy_with_logits`: `(sigmoid(x) - y)` for the logits and
/// `-x` for the target, times the loss's gradient and scale (PyTorch's formulas, which hold
/// at `x = 0` too).
struct LogitsRule<T> {
    nodes: [Option<usize>; 2],
    x: Raw<T>,
    y: Raw<T>,
    scale: T,
}

impl<T: GradElement> Backward<T> for LogitsRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let factor = g.to_vec()[0] * self.scale;
        if self.nodes[0].is_some() {
            let gx = raw::zip_with(&self.x, &self.y, move |x, y| {
                (T::one() / (T::one() + (-x).exp()) - y) * factor
            });
            grads.add(self.nodes[0], gx);
        }
        if self.nodes[1].is_some() {
            grads.add(self.nodes[1], raw::map(&self.x, move |x| -x * factor));
        }
    }
}
