//! `softmax` and `log_softmax` over one axis.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::ops::Arith;

/// The rule of `y = softmax(x)` (`gx = y (g - sum(g y))`) or of `y = log_softmax(x)`
/// (`gx = g - exp(y) sum(g)`), sums along `axis`.
struct SoftmaxRule<T> {
    node: Option<usize>,
    axis: usize,
    log: bool,
    y: Raw<T>,
}

impl<T: GradElement> Backward<T> for SoftmaxRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let y = &self.y;
        let dx = if self.log {
            let total = raw::sum_axis_keepdim(&g, self.axis);
            let p_total = raw::zip_with(y, &total, |y, total| y.exp() * total);
            raw::zip(&g, &p_total, Arith::Sub)
        } else if self.axis + 1 == y.rank() && y.as_slice().is_some() {
            // Over contiguous rows: one fused pass, in `g`'s buffer.
            let mut dx = raw::contiguous(g);
            dx.softmax_backward(y, T::one());
            dx
        } else {
            let gy = raw::zip(&g, y, Arith::Mul);
            let total = raw::sum_axis_keepdim(&gy, self.axis);
            let y_total = raw::zip(y, &total, Arith::Mul);
            raw::zip(&gy, &y_total, Arith::Sub)
        };
        grads.add(self.node, dx);
    }
}

/// The rule of `softmax` (`log_softmax` when `log`) over `axis` (`Derivation::Softmax`) of
/// node `node`, whose output is `y`.
pub(super) fn rule<T: GradElement>(
    node: Option<usize>,
    axis: usize,
    log: bool,
    y: Raw<T>,
) -> Box<dyn Backward<T>> {
    Box::new(SoftmaxRule { node, axis, log, y })
}
