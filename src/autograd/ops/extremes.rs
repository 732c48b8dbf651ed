//! The largest and smallest values: `maximum`/`minimum` of two `Var`s elementwise, and
//! `max`/`min` over an axis or over every element. Ties share the gradient evenly, as
//! PyTorch's `maximum` and `amax`.

use super::reduced::Reduction;
use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;
use crate::ops::Arith;

/// The rule of `maximum(a, b)` (`max`) or `minimum(a, b)`: the gradient goes to the operand
/// that was chosen, half to each where they are equal, and all of it to both where they
/// compare neither way (NaN), as PyTorch; each summed back to its operand's dims.
pub(super) struct ChooseRule<T> {
    pub(super) max: bool,
    pub(super) a: (Option<usize>, Raw<T>),
    pub(super) b: (Option<usize>, Raw<T>),
}

impl<T: GradElement> Backward<T> for ChooseRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let ((na, a), (nb, b), max) = (self.a, self.b, self.max);
        let (zero, one) = (T::zero(), T::one());
        let half = one / (one + one);
        // The share of `first` against `second`: none where `second` wins.
        let share = |first: &Raw<T>, second: &Raw<T>| {
            raw::zip_with(first, second, move |x, y| {
                if x == y {
                    half
                } else if (max && x < y) || (!max && x > y) {
                    zero
                } else {
                    one
                }
            })
        };
        if na.is_some() {
            let ga = raw::zip(&g, &share(&a, &b), Arith::Mul);
            grads.add(na, raw::sum_to(ga, a.dims()));
        }
        if nb.is_some() {
            let gb = raw::zip(&g, &share(&b, &a), Arith::Mul);
            grads.add(nb, raw::sum_to(gb, b.dims()));
        }
    }
}

/// The gradient of `max` or `min`: shared evenly among the elements equal to the result (as
/// `torch.amax`/`amin`), `g * (x == y) / count`.
pub(super) struct Extreme;

impl<T: GradElement> Reduction<T> for Extreme {
    fn grad(&self, x: &Raw<T>, y: &Raw<T>, g: &Raw<T>, axis: usize) -> Raw<T> {
        let hit = raw::zip_with(x, y, |x, y| if x == y { T::one() } else { T::zero() });
        let count = raw::sum_axis_keepdim(&hit, axis);
        let share = raw::zip(g, &count, Arith::Div);
        raw::zip(&share, &hit, Arith::Mul)
    }
}

/// The rule of `maximum` (`max`) or `minimum` (`Derivation::Choose`) of the nodes `nodes`.
pub(super) fn choose_rule<T: GradElement>(
    nodes: &[Option<usize>],
    max: bool,
    a: Raw<T>,
    b: Raw<T>,
) -> Box<dyn Backward<T>> {
    Box::new(ChooseRule {
        max,
        a: (nodes[0], a),
        b: (nodes[1], b),
    })
}
