//! The backward rule of `batch_norm`, per channel `c` over its `M` elements, with `x̂ = (x -
//! mean) · invstd`: `gb = Σ g`, `gw = Σ g x̂`, and `gx = w · invstd · g` in evaluation (the
//! statistics are constants) or, through the batch's statistics in training,
//! `gx = w · invstd · (g - gb / M - x̂ · gw / M)`. Both are one pass of
//! `g · p + x · q + r` with per-channel coefficients (`kernel::channel_affine2`).

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::error::{InOp, OrPanic};
use crate::kernel::{channel_affine2, channel_gradient_sums, narrowed, ChannelsLayout};

struct BatchNormRule<T> {
    /// The nodes of the input, the weight and the bias (none where not given or not wanted).
    nodes: [Option<usize>; 3],
    x: Raw<T>,
    w: Option<Raw<T>>,
    mean: Vec<f64>,
    var: Vec<f64>,
    eps: f64,
    training: bool,
}

/// The rule of a batch norm whose inputs are the nodes `nodes` (`x`, the weight's when `w` is
/// given, then the bias' when `bias`).
#[allow(clippy::too_many_arguments)] // the fields of `Derivation::BatchNorm`
pub(super) fn batch_norm_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Raw<T>,
    w: Option<Raw<T>>,
    bias: bool,
    mean: Vec<f64>,
    var: Vec<f64>,
    eps: f64,
    training: bool,
) -> Box<dyn Backward<T>> {
    let nw = if w.is_some() { nodes[1] } else { None };
    let nb = if bias {
        nodes[1 + usize::from(w.is_some())]
    } else {
        None
    };
    Box::new(BatchNormRule {
        nodes: [nodes[0], nw, nb],
        x,
        w,
        mean,
        var,
        eps,
        training,
    })
}

impl<T: GradElement> Backward<T> for BatchNormRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let [nx, nw, nb] = self.nodes;
        let layout = ChannelsLayout::of(self.x.dims());
        let g = raw::contiguous(g);
        let (gs, xs) = (
            g.as_slice().expect("contiguous"),
            self.x.as_slice().expect("the rule's contiguous input"),
        );
        let sums = channel_gradient_sums(gs, xs, &self.mean, layout)
            .in_op("backward")
            .or_panic();
        let invstd: Vec<f64> = self
            .var
            .iter()
            .map(|v| 1.0 / (v + self.eps).sqrt())
            .collect();
        let channels = [layout.channels];
        if nb.is_some() {
            grads.add(
                nb,
                raw::from_vec(narrowed(sums.iter().map(|s| s.0)), &channels),
            );
        }
        if nw.is_some() {
            let gw = sums.iter().zip(&invstd).map(|(s, i)| s.1 * i);
            grads.add(nw, raw::from_vec(narrowed(gw), &channels));
        }
        if nx.is_none() {
            return;
        }
        let w: Vec<f64> = match &self.w {
            Some(w) => w
                .to_vec()
                .into_iter()
                .map(|v| v.to_f64().unwrap_or(f64::NAN))
                .collect(),
            None => vec![1.0; layout.channels],
        };
        let m = layout.per_channel() as f64;
        let (mut p, mut q, mut r) = (Vec::new(), Vec::new(), Vec::new());
        for c in 0..layout.channels {
            let a = w[c] * invstd[c];
            if self.training {
                // gx = a (g - Σg / M - (x - mean) invstd² Σg(x - mean) / M)
                let k = a * invstd[c] * invstd[c] * sums[c].1 / m;
                p.push(a);
                q.push(-k);
                r.push(k * self.mean[c] - a * sums[c].0 / m);
            } else {
                p.push(a);
                q.push(0.0);
                r.push(0.0);
            }
        }
        let [p, q, r]: [Vec<T>; 3] = [narrowed(p), narrowed(q), narrowed(r)];
        let gx = channel_affine2(gs, xs, layout, [&p, &q, &r])
            .in_op("backward")
            .or_panic();
        grads.add(nx, Raw::from_row_major(gx, self.x.dims()));
    }
}
