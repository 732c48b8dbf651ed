//! The one way the integrations build a tensor: dims checked against the shape type first,
//! then the elements copied once, in row-major order, into fresh storage.

use crate::error::{InOp, ShapeError};
use crate::kernel;
use crate::layout::Layout;
use crate::shape::Shape;
use crate::tensor::Tensor;

/// A row-major tensor of `dims` holding the first `numel(dims)` items of `items`; a storage
/// that cannot be allocated is the `Err` of op `op`.
///
/// The dims are checked (against `S`, and for element-count overflow) and the storage
/// allocated before any item is drawn, so an `Err` leaves a random-number generator or a reader
/// untouched. `items` must
/// yield at least that many items: callers pass sources of exactly that length.
pub(crate) fn tensor_from_iter<T, S: Shape>(
    op: &'static str,
    dims: &[usize],
    items: impl IntoIterator<Item = T>,
) -> Result<Tensor<T, S>, ShapeError> {
    S::check_dims(dims)?;
    let layout = Layout::contiguous(dims)?;
    let storage = kernel::buffer_from_iter(layout.numel(), items).in_op(op)?;
    Ok(Tensor::from_parts(storage, layout))
}
