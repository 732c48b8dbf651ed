//! The backward rules of `batch_norm` and `group_norm`. Batch norm's, per channel `c` over its `M` elements, with `x̂ = (x -
//! mean) · invstd`: `gb = Σ g`, `gw = Σ g x̂`, and `gx = w · invstd · g` in evaluation (the
//! statistics are constants) or, through the batch's statistics in training,
//! `gx = w · invstd · (g - gb / M - x̂ · gw / M)`. Both are one pass of
//! `g · p + x · q + r` with per-channel coefficients (`Raw::channel_combination`).

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::ops::batch_norm::widened;
use crate::ops::group_norm::{group_layout, plane_layout};
use crate::ops::{narrowed, ChannelsLayout};

/// The nodes of the input, the weight and the bias of a norm whose recorded inputs are
/// `nodes`: `x`, then the weight when `weight`, then the bias when `bias`.
fn param_nodes(nodes: &[Option<usize>], weight: bool, bias: bool) -> [Option<usize>; 3] {
    let nw = if weight { nodes[1] } else { None };
    let nb = if bias {
        nodes[1 + usize::from(weight)]
    } else {
        None
    };
    [nodes[0], nw, nb]
}

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
    let [nx, nw, nb] = param_nodes(nodes, w.is_some(), bias);
    Box::new(BatchNormRule {
        nodes: [nx, nw, nb],
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
        let sums = g.channel_gradient_sums(&self.x, &self.mean, layout);
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
            Some(w) => widened(w),
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
        grads.add(nx, g.channel_combination(&self.x, layout, [&p, &q, &r]));
    }
}

/// The rule of a group norm: per batch element `n` and group `g` of `M` elements, with `dy =
/// g w_c`, `gx = invstd (dy - Σdy / M - x̂ Σ(dy x̂) / M)`; `gw_c = Σ_n Σ g x̂`, `gb_c = Σ g`.
/// The sums per `[n, c]` plane (`Σ g`, `Σ g (x - mean)`) give all of them.
struct GroupNormRule<T> {
    nodes: [Option<usize>; 3],
    x: Raw<T>,
    w: Option<Raw<T>>,
    groups: usize,
    mean: Vec<f64>,
    var: Vec<f64>,
    eps: f64,
}

/// The rule of a group norm whose inputs are the nodes `nodes` (`x`, the weight's when `w` is
/// given, then the bias' when `bias`); `stats` the groups' means and variances.
pub(super) fn group_norm_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Raw<T>,
    w: Option<Raw<T>>,
    bias: bool,
    groups: usize,
    (mean, var): (Vec<f64>, Vec<f64>),
    eps: f64,
) -> Box<dyn Backward<T>> {
    let [nx, nw, nb] = param_nodes(nodes, w.is_some(), bias);
    Box::new(GroupNormRule {
        nodes: [nx, nw, nb],
        x,
        w,
        groups,
        mean,
        var,
        eps,
    })
}

impl<T: GradElement> Backward<T> for GroupNormRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let [nx, nw, nb] = self.nodes;
        let layout = ChannelsLayout::of(self.x.dims());
        let (batch, channels) = (layout.batch, layout.channels);
        let per_group = channels / self.groups;
        let planes = plane_layout(layout);
        let group_of = |n: usize, c: usize| n * self.groups + c / per_group;
        let g = raw::contiguous(g);
        // Each plane's group mean, for the plane sums.
        let plane_mean: Vec<f64> = (0..batch * channels)
            .map(|p| self.mean[group_of(p / channels.max(1), p % channels.max(1))])
            .collect();
        let sums = g.channel_gradient_sums(&self.x, &plane_mean, planes);
        let invstd: Vec<f64> = self
            .var
            .iter()
            .map(|v| 1.0 / (v + self.eps).sqrt())
            .collect();
        let w: Vec<f64> = match &self.w {
            Some(w) => widened(w),
            None => vec![1.0; channels],
        };
        let per_channel = |f: &dyn Fn(usize, usize) -> f64| -> Vec<f64> {
            (0..channels)
                .map(|c| (0..batch).map(|n| f(n, c)).sum())
                .collect()
        };
        let shape = [channels];
        if nb.is_some() {
            let gb = per_channel(&|n, c| sums[n * channels + c].0);
            grads.add(nb, raw::from_vec(narrowed(gb), &shape));
        }
        if nw.is_some() {
            let gw = per_channel(&|n, c| sums[n * channels + c].1 * invstd[group_of(n, c)]);
            grads.add(nw, raw::from_vec(narrowed(gw), &shape));
        }
        if nx.is_none() {
            return;
        }
        // Per group: Σ dy and Σ dy (x - mean), dy = g w_c.
        let mut group_sums = vec![(0.0, 0.0); batch * self.groups];
        for n in 0..batch {
            for (c, &wc) in w.iter().enumerate() {
                let (a, b) = sums[n * channels + c];
                let slot = &mut group_sums[group_of(n, c)];
                slot.0 += wc * a;
                slot.1 += wc * b;
            }
        }
        let m = group_layout(layout, self.groups).inner as f64;
        let (mut p, mut q, mut r) = (Vec::new(), Vec::new(), Vec::new());
        for n in 0..batch {
            for (c, &wc) in w.iter().enumerate() {
                let group = group_of(n, c);
                let (i, (sdy, sdyx)) = (invstd[group], group_sums[group]);
                let k = i * i * i * sdyx / m;
                p.push(i * wc);
                q.push(-k);
                r.push(k * self.mean[group] - i * sdy / m);
            }
        }
        let [p, q, r]: [Vec<T>; 3] = [narrowed(p), narrowed(q), narrowed(r)];
        grads.add(nx, g.channel_combination(&self.x, planes, [&p, &q, &r]));
    }
}
