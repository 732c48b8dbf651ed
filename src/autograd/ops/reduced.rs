//! The rule shared by the reductions whose gradient reads the input and the result (`max`,
//! `prod`, `norm`, `logsumexp`, `var`, ...): each names its gradient as a [`Reduction`], and
//! [`Reduced`] says where the reduced axis is, so one rule serves the axis, keepdim and
//! all-element forms.

use super::extremes::Extreme;
use super::products::Product;
use super::reduce::SpreadRule;
use super::statistics::{LogSumExp, Moment, PNorm};
use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::tensor::Reducing;

/// The gradient of one reduction over one axis, on run-time dims.
pub(super) trait Reduction<T>: 'static {
    /// The gradient of the input `x` given the result `y` and its gradient `g`, both with the
    /// reduced `axis` kept as size 1 (so they broadcast against `x`).
    fn grad(&self, x: &Raw<T>, y: &Raw<T>, g: &Raw<T>, axis: usize) -> Raw<T>;
}

/// Where a reduction's gradient goes back to: the input's dims, the reduced axis and whether
/// the result dropped it. A reduction over every element is computed as one over the single
/// axis of the flattened input.
pub(super) struct Reduced {
    dims: Vec<usize>,
    axis: usize,
    removed: bool,
    all: bool,
}

impl Reduced {
    /// A reduction over `axis` of an input of `dims`; `removed` when the result drops it.
    pub(super) fn axis(dims: &[usize], axis: usize, removed: bool) -> Self {
        Reduced {
            dims: dims.to_vec(),
            axis,
            removed,
            all: false,
        }
    }

    /// A reduction over every element of an input of `dims`, to a rank-0 result.
    pub(super) fn all(dims: &[usize]) -> Self {
        Reduced {
            dims: dims.to_vec(),
            axis: 0,
            removed: true,
            all: true,
        }
    }

    /// The input in the form the gradient is computed on: flattened for a reduction over all.
    fn input<T: GradElement>(&self, x: Raw<T>) -> Raw<T> {
        match self.all {
            true => raw::reshape(x, &[self.dims.iter().product()]),
            false => x,
        }
    }

    /// A result, or its gradient, with the reduced axis present as size 1.
    fn kept<T: GradElement>(&self, y: Raw<T>) -> Raw<T> {
        if self.all {
            raw::reshape(y, &[1])
        } else if self.removed {
            raw::unsqueeze(&y, self.axis)
        } else {
            y
        }
    }

    /// A gradient of the input's computed form, with the input's dims.
    fn restore<T: GradElement>(&self, gx: Raw<T>) -> Raw<T> {
        match self.all {
            true => raw::reshape(gx, &self.dims),
            false => gx,
        }
    }
}

struct ReductionRule<T, R> {
    node: Option<usize>,
    at: Reduced,
    x: Raw<T>,
    y: Raw<T>,
    reduction: R,
}

impl<T: GradElement, R: Reduction<T>> Backward<T> for ReductionRule<T, R> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let g = self.at.kept(g);
        let gx = self.reduction.grad(&self.x, &self.y, &g, self.at.axis);
        grads.add(self.node, self.at.restore(gx));
    }
}

/// `1`, `-1` or `0` by the sign of `x`, and NaN for NaN: the derivative of `|x|` as PyTorch's
/// `sgn` (0 at 0, where `f64::signum` gives 1).
pub(super) fn sign<T: GradElement>(x: T) -> T {
    if x > T::zero() {
        T::one()
    } else if x < T::zero() {
        -T::one()
    } else {
        x * T::zero()
    }
}

/// The rule of a reduction over one axis (`Derivation::Reduced`) of the input of node `node`.
pub(super) fn reduced_rule<T: GradElement>(
    node: Option<usize>,
    kind: Reducing<T>,
    dims: Vec<usize>,
    axis: Option<usize>,
    removed: bool,
    x: Option<Raw<T>>,
    y: Option<Raw<T>>,
) -> Box<dyn Backward<T>> {
    let spread = |scale: T| -> Box<dyn Backward<T>> {
        Box::new(SpreadRule {
            node,
            removed: axis.filter(|_| removed),
            dims: dims.clone(),
            scale,
        })
    };
    match kind {
        Reducing::Sum => return spread(T::one()),
        Reducing::Mean => {
            let count = axis.map_or_else(|| dims.iter().product(), |axis| dims[axis]);
            return spread(T::one() / T::from(count).expect("a count converts"));
        }
        _ => {}
    }
    let at = match axis {
        Some(axis) => Reduced::axis(&dims, axis, removed),
        None => Reduced::all(&dims),
    };
    let (x, y) = (
        at.input(x.expect("the rule reads the input")),
        at.kept(y.expect("the rule reads the result")),
    );
    fn rule<T: GradElement, R: Reduction<T>>(
        node: Option<usize>,
        at: Reduced,
        x: Raw<T>,
        y: Raw<T>,
        reduction: R,
    ) -> Box<dyn Backward<T>> {
        Box::new(ReductionRule {
            node,
            at,
            x,
            y,
            reduction,
        })
    }
    match kind {
        Reducing::Sum | Reducing::Mean => unreachable!("spread above"),
        Reducing::Product => rule(node, at, x, y, Product),
        Reducing::Extreme { .. } => rule(node, at, x, y, Extreme),
        Reducing::Norm(p) => rule(node, at, x, y, PNorm(p)),
        Reducing::LogSumExp => rule(node, at, x, y, LogSumExp),
        Reducing::Moment { correction, sqrt } => rule(node, at, x, y, Moment { correction, sqrt }),
    }
}
