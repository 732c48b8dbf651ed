//! Memory an op asked for and did not get: the kernels' [`AllocError`], and the message of
//! [`ShapeError::OutOfMemory`], PyTorch's allocator's.

use super::ShapeError;
use core::fmt;

/// An allocation that failed: `elements` values of `element_bytes` bytes each (an output, or
/// a copy a kernel works on). The kernels return it; the op that called them names itself
/// with [`in_op`](Self::in_op).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct AllocError {
    elements: usize,
    element_bytes: usize,
}

impl AllocError {
    /// `elements` values of `T` could not be allocated.
    pub(crate) fn of<T>(elements: usize) -> Self {
        AllocError {
            elements,
            element_bytes: size_of::<T>(),
        }
    }

    /// The error of op `op` (PyTorch's name for it: `matmul`, `add`, `sum`, ...).
    pub(crate) fn in_op(self, op: &'static str) -> ShapeError {
        ShapeError::OutOfMemory {
            op,
            elements: self.elements,
            element_bytes: self.element_bytes,
        }
    }
}

/// [`AllocError::in_op`] on the error of a `Result`.
pub(crate) trait InOp<T> {
    /// The value, or the allocation failure as the error of op `op`.
    fn in_op(self, op: &'static str) -> Result<T, ShapeError>;
}

impl<T> InOp<T> for Result<T, AllocError> {
    #[inline(always)]
    fn in_op(self, op: &'static str) -> Result<T, ShapeError> {
        self.map_err(|e| e.in_op(op))
    }
}

/// The text of [`ShapeError::OutOfMemory`] (`error`): PyTorch's CPU allocator's message,
/// after the op, with the element count and size. The bytes are counted in `u128`, which no
/// product of two `usize` overflows.
pub(in crate::error) fn write_out_of_memory(
    error: &ShapeError,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    let ShapeError::OutOfMemory {
        op,
        elements,
        element_bytes,
    } = error
    else {
        unreachable!("called for OutOfMemory only")
    };
    let bytes = *elements as u128 * *element_bytes as u128;
    write!(
        f,
        "{op}(): DefaultCPUAllocator: not enough memory: you tried to allocate {bytes} bytes \
         ({elements} elements of {element_bytes} bytes)"
    )
}
