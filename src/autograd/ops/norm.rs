//! `layer_norm` and `rms_norm` over the last axis: the value is the fused `Tensor` op; the
//! rule recomputes each row's statistics from the saved input, in the fused kernel
//! `Raw::norm_backward`.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;

/// The gradients of a norm over the last axis of `x` by the fused kernel: the input's when
/// `w` is given, the weight's (summed to `param_dims`, for a weight broadcast along the row)
/// when `weight_grad`.
fn norm_grads<T: GradElement>(
    x: Raw<T>,
    g: Raw<T>,
    w: Option<Raw<T>>,
    param_dims: [usize; 1],
    centered: bool,
    eps: T,
    weight_grad: bool,
) -> (Option<Raw<T>>, Option<Raw<T>>) {
    let len = x.dims()[x.rank() - 1];
    let (x, g) = (raw::contiguous(x), raw::contiguous(g));
    let w = w.map(|w| raw::contiguous(raw::expand(&w, &[len])));
    let (gx, gw) = x.norm_backward(&g, w.as_ref(), centered, eps, weight_grad);
    let gw = weight_grad.then(|| raw::sum_to(raw::from_vec(gw, &[len]), &param_dims));
    (gx, gw)
}

struct LayerNormRule<T> {
    nodes: [Option<usize>; 3],
    /// The input, when the input's or the weight's gradient is wanted.
    x: Option<Raw<T>>,
    /// The weight, when the input's gradient is wanted.
    w: Option<Raw<T>>,
    param_dims: [usize; 1],
    eps: T,
}

impl<T: GradElement> Backward<T> for LayerNormRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let [nx, nw, nb] = self.nodes;
        if nb.is_some() {
            grads.add(nb, raw::sum_to(g.clone(), &self.param_dims));
        }
        let Some(x) = self.x else {
            return;
        };
        let (gx, gw) = norm_grads(x, g, self.w, self.param_dims, true, self.eps, nw.is_some());
        if let Some(gw) = gw {
            grads.add(nw, gw);
        }
        if let Some(gx) = gx {
            grads.add(nx, gx);
        }
    }
}

struct RmsNormRule<T> {
    nodes: [Option<usize>; 2],
    x: Raw<T>,
    /// The weight, when the input's gradient is wanted.
    w: Option<Raw<T>>,
    param_dims: [usize; 1],
    eps: T,
}

impl<T: GradElement> Backward<T> for RmsNormRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let [nx, nw] = self.nodes;
        let (gx, gw) = norm_grads(
            self.x,
            g,
            self.w,
            self.param_dims,
            false,
            self.eps,
            nw.is_some(),
        );
        if let Some(gw) = gw {
            grads.add(nw, gw);
        }
        if let Some(gx) = gx {
            grads.add(nx, gx);
        }
    }
}

/// The rule of layer norm whose inputs are the nodes `nodes`, as `Derivation::LayerNorm`
/// describes it.
pub(super) fn layer_norm_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Option<Raw<T>>,
    w: Option<Raw<T>>,
    width: usize,
    eps: T,
) -> Box<dyn Backward<T>> {
    Box::new(LayerNormRule {
        nodes: [nodes[0], nodes[1], nodes[2]],
        x,
        w,
        param_dims: [width],
        eps,
    })
}

/// The rule of RMS norm whose inputs are the nodes `nodes`, as `Derivation::RmsNorm`
/// describes it.
pub(super) fn rms_norm_rule<T: GradElement>(
    nodes: &[Option<usize>],
    x: Raw<T>,
    w: Option<Raw<T>>,
    width: usize,
    eps: T,
) -> Box<dyn Backward<T>> {
    Box::new(RmsNormRule {
        nodes: [nodes[0], nodes[1]],
        x,
        w,
        param_dims: [width],
        eps,
    })
}
