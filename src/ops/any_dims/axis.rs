//! Along one axis of run-time dims: the sum kept as an axis of size 1, and ranges of the axis
//! placed in zeros (a reduction's and a slice's gradients).

use crate::error::OrPanic;
use crate::kernel::{self, Operand};
use crate::ops::reduce::{Empty, Sum};
use crate::tensor::AnyDims;
use crate::{Element, Tensor};

impl<T: Element> Tensor<T, AnyDims> {
    /// The sum over `axis`, kept as an axis of size 1.
    pub(crate) fn sum_axis_keepdim(&self, axis: usize) -> Self {
        let storage = self
            .reduce_axis_storage("backward", axis, &Sum, Empty::Value(T::zero()))
            .or_panic();
        let mut dims = self.dims().to_vec();
        dims[axis] = 1;
        Tensor::from_row_major(storage, &dims)
    }

    /// A zero tensor of `dims` holding each `(start, part)` of `parts` at indices `start..` of
    /// `axis`, in one pass (`kernel::concat` of the parts and the zero gaps between them). The
    /// ranges are disjoint and sorted by start; a single part that fills the axis is returned
    /// as it is.
    pub(crate) fn place_ranges(parts: &[(usize, Self)], dims: &[usize], axis: usize) -> Self {
        if let [(0, part)] = parts {
            if part.dims()[axis] == dims[axis] {
                return part.clone();
            }
        }
        let zero = T::zero();
        let mut joined = Vec::with_capacity(2 * parts.len() + 1);
        let mut at = 0;
        for (start, part) in parts {
            debug_assert!(*start >= at, "ranges sorted and disjoint");
            joined.push((Operand::scalar(&zero), start - at));
            joined.push((part.operand(part.dims()), part.dims()[axis]));
            at = start + part.dims()[axis];
        }
        joined.push((Operand::scalar(&zero), dims[axis] - at));
        Tensor::allocated(kernel::concat(dims, axis, &joined), dims)
    }
}
