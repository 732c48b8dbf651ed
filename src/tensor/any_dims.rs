//! `AnyDims`, the shape type of a tensor whose dims are known only at run time: autograd's
//! backward rules compute on `Tensor<T, AnyDims>` (`autograd::raw`), so that their code is
//! compiled once per element type, never once per shape. Its ops (`ops/any_dims/`) take the
//! dims from the layouts, which the forward op has checked.

use super::Tensor;
use crate::error::{AllocError, InOp, OrPanic};
use crate::kernel::Buffer;
use crate::layout::Layout;

/// The shape type of a tensor whose dims are only known at run time. It names no dims, so a
/// tensor of any dims may have it (`Tensor::from_parts` checks nothing for it).
pub enum AnyDims {}

impl<T> Tensor<T, AnyDims> {
    /// A new row-major tensor of `dims` from `storage`, which holds exactly their product of
    /// elements.
    pub(crate) fn from_row_major(storage: Buffer<T>, dims: &[usize]) -> Self {
        Tensor::from_parts(
            storage,
            Layout::contiguous(dims).expect("dims of an existing tensor fit"),
        )
    }

    /// [`from_row_major`](Self::from_row_major) of a kernel's result, or a panic with the
    /// text of its allocation error: the backward pass, these tensors' user, has no `Err` to
    /// return (its buffers have the dims of values the forward pass allocated).
    #[track_caller]
    pub(crate) fn allocated(storage: Result<Buffer<T>, AllocError>, dims: &[usize]) -> Self {
        Self::from_row_major(storage.in_op("backward").or_panic(), dims)
    }

    /// The row-major `data` as a tensor of `dims`, panicking as [`allocated`](Self::allocated).
    #[track_caller]
    pub(crate) fn from_vec(data: Vec<T>, dims: &[usize]) -> Self {
        Self::allocated(Buffer::try_from_vec(data), dims)
    }
}
