//! Elementwise ops of run-time dims: two operands broadcast together, and a copy broadcast to
//! larger dims.

use crate::error::{InOp, OrPanic};
use crate::kernel::{self, Arith};
use crate::layout::broadcast_layout;
use crate::tensor::AnyDims;
use crate::{Element, Tensor};

impl<T: Element> Tensor<T, AnyDims> {
    /// `self op other`, broadcast together, by the element type's own kernel.
    pub(crate) fn broadcast_arith(&self, other: &Self, op: Arith) -> Self {
        let layout = broadcast_layout(self.dims(), other.dims()).expect("gradient dims broadcast");
        let out = layout.dims();
        let storage = T::zip_arith(op, out, self.operand(out), other.operand(out));
        Tensor::from_parts(storage.in_op("backward").or_panic(), layout)
    }
}

impl<A: Copy + Sync> Tensor<A, AnyDims> {
    /// `f(self, other)` elementwise, broadcast together: each caller passes its own closure,
    /// so the loop is compiled once per element types and caller.
    pub(crate) fn broadcast_zip<B, O>(
        &self,
        other: &Tensor<B, AnyDims>,
        f: impl Fn(A, B) -> O + Sync,
    ) -> Tensor<O, AnyDims>
    where
        B: Copy + Sync,
        O: Send,
    {
        let layout = broadcast_layout(self.dims(), other.dims()).expect("gradient dims broadcast");
        let out = layout.dims();
        let storage = kernel::binary(out, self.operand(out), other.operand(out), f);
        Tensor::from_parts(storage.in_op("backward").or_panic(), layout)
    }

    /// This tensor broadcast to `dims` (which it broadcasts into) and copied, row-major.
    pub(crate) fn broadcast_copy(&self, dims: &[usize]) -> Self
    where
        A: Send,
    {
        let storage = kernel::map(dims, self.operand(dims), core::convert::identity);
        Tensor::allocated(storage, dims)
    }
}
