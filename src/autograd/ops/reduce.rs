//! Sums and means over one axis or over all elements: the gradient is spread back over the
//! reduced elements.

use crate::autograd::grads::Accumulator;
use crate::autograd::raw::{self, Raw};
use crate::autograd::tape::Backward;
use crate::autograd::GradElement;

/// The rule of a sum or mean: the gradient, with the reduced axis back as size 1 (`axis`,
/// or every axis for a reduction over all), broadcast to the input's dims and scaled.
pub(super) struct SpreadRule<T> {
    pub(super) node: Option<usize>,
    pub(super) dims: Vec<usize>,
    /// The reduced axis when the result dropped it.
    pub(super) removed: Option<usize>,
    pub(super) scale: T,
}

impl<T: GradElement> Backward<T> for SpreadRule<T> {
    fn backward(self: Box<Self>, g: Raw<T>, grads: &mut Accumulator<T>) {
        let g = match self.removed {
            Some(axis) => raw::unsqueeze(&g, axis),
            // A reduction over all elements: a scalar broadcasts to any dims.
            None => g,
        };
        let g = if self.scale == T::one() {
            raw::expand(&g, &self.dims)
        } else {
            let scale = self.scale;
            let scaled = raw::map(&g, move |g| g * scale);
            raw::expand(&scaled, &self.dims)
        };
        grads.add(self.node, g);
    }
}
