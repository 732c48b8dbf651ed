//! Views: `reshape`, `view`, `flatten`, `flatten_axes`, `unflatten`, `unsqueeze`, `squeeze`
//! (the same elements in the same order), `permute`, `transpose`, `t` (axes reordered),
//! `broadcast_to`/`expand`, and the ranges of an axis: `select`, `narrow`, `split`, `chunk`.
//!
//! The views are `Tensor`'s, written once for every record (`src/transform/`); each gradient is the output's gradient
//! moved back to the input's dims: reshaped, permuted back, summed over the broadcast axes, or
//! placed in a zero tensor at the range it came from.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;

/// The rule of a view with the input's elements in the same row-major order: the gradient
/// reshaped to the input's dims.
struct ReshapeRule {
    node: Option<usize>,
    dims: Vec<usize>,
}

impl<T: GradElement> Backward<T> for ReshapeRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        grads.add(self.node, raw::reshape(g, &self.dims));
    }
}

/// The rule of a permutation: output axis `i` is input axis `axes[i]`, so the gradient's
/// axis `i` goes back to axis `axes[i]` (a view).
struct PermuteRule {
    node: Option<usize>,
    axes: Vec<usize>,
}

impl<T: GradElement> Backward<T> for PermuteRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let mut inverse = vec![0; self.axes.len()];
        for (i, &axis) in self.axes.iter().enumerate() {
            inverse[axis] = i;
        }
        grads.add(self.node, raw::permute(&g, &inverse));
    }
}

/// The rule of `broadcast_to`: the gradient summed over the axes the input was broadcast
/// along, back to the input's dims.
struct SumToRule {
    node: Option<usize>,
    dims: Vec<usize>,
}

impl<T: GradElement> Backward<T> for SumToRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        grads.add(self.node, raw::sum_to(g, &self.dims));
    }
}

/// The rule of a range `start..` of `axis` (with the axis dropped when `selected`): the
/// gradient of that range, which the accumulator places with the value's other ranges.
struct RangeRule {
    node: Option<usize>,
    dims: Vec<usize>,
    axis: usize,
    start: usize,
    selected: bool,
}

impl<T: GradElement> Backward<T> for RangeRule {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let g = match self.selected {
            true => raw::unsqueeze(&g, self.axis),
            false => g,
        };
        grads.add_range(self.node, g, &self.dims, self.axis, self.start);
    }
}

/// The rule of a reshape (`Derivation::Reshape`) of the input of node `node`, of dims `dims`.
pub(super) fn reshape_rule<T: GradElement>(
    node: Option<usize>,
    dims: Vec<usize>,
) -> Box<dyn Backward<T>> {
    Box::new(ReshapeRule { node, dims })
}

/// The rule of a permutation (`Derivation::Permute`).
pub(super) fn permute_rule<T: GradElement>(
    node: Option<usize>,
    axes: Vec<usize>,
) -> Box<dyn Backward<T>> {
    Box::new(PermuteRule { node, axes })
}

/// The rule of a broadcast view (`Derivation::SumTo`).
pub(super) fn sum_to_rule<T: GradElement>(
    node: Option<usize>,
    dims: Vec<usize>,
) -> Box<dyn Backward<T>> {
    Box::new(SumToRule { node, dims })
}

/// The rule of a range of one axis (`Derivation::Range`).
pub(super) fn range_rule<T: GradElement>(
    node: Option<usize>,
    dims: Vec<usize>,
    axis: usize,
    start: usize,
    selected: bool,
) -> Box<dyn Backward<T>> {
    Box::new(RangeRule {
        node,
        dims,
        axis,
        start,
        selected,
    })
}
