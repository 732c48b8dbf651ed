//! Losses of `Var`s: the functions of [`nn`](crate::nn)'s losses (defined in `ops/loss.rs`),
//! recorded.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::ops::loss::{Reduction, Rows};

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
        let mut out = raw::filled(batch * classes, T::zero());
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

/// The rule of a class loss (`Derivation::Classes`) of the input of node `node`.
pub(super) fn class_rule<T: GradElement>(
    node: Option<usize>,
    probs: Option<Raw<T>>,
    dims: [usize; 2],
    targets: Vec<usize>,
    mean: bool,
    smoothing: f64,
    ignore: Option<usize>,
) -> Box<dyn Backward<T>> {
    let reduction = match mean {
        true => Reduction::Mean,
        false => Reduction::Sum,
    };
    Box::new(ClassRule {
        node,
        probs,
        dims,
        targets,
        rows: Rows {
            reduction,
            smoothing,
            ignore,
        },
    })
}

/// The rule of `binary_cross_entropy_with_logits` (`Derivation::Logits`) of the nodes `nodes`.
pub(super) fn logits_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Raw<T>,
    y: Raw<T>,
    scale: T,
) -> Box<dyn Backward<T>> {
    Box::new(LogitsRule {
        nodes: [nodes[0], nodes[1]],
        x,
        y,
        scale,
    })
}

/// The rule of `mse_loss` (`Derivation::Squared`) of the nodes `nodes`.
pub(super) fn squared_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Raw<T>,
    y: Raw<T>,
    scale: T,
) -> Box<dyn Backward<T>> {
    Box::new(SquaredRule {
        nodes: [nodes[0], nodes[1]],
        x,
        y,
        scale,
    })
}

/// `mse_loss`'s rule: `2 (x - y) scale g` for `x`, its negation for `y`.
struct SquaredRule<T> {
    nodes: [Option<usize>; 2],
    x: Raw<T>,
    y: Raw<T>,
    scale: T,
}

impl<T: GradElement> Backward<T> for SquaredRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let factor = g.to_vec()[0] * self.scale * (T::one() + T::one());
        let gx = raw::zip_with(&self.x, &self.y, move |x, y| (x - y) * factor);
        if self.nodes[1].is_some() {
            grads.add(self.nodes[1], raw::map(&gx, |d| -d));
        }
        grads.add(self.nodes[0], gx);
    }
}
