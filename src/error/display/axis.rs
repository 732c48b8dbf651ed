//! The messages about one axis of one tensor, in PyTorch's `op(): ...` form: a reduction
//! over nothing, a `k`, an index or a range the axis does not have, a split it does not
//! allow, and `gather`'s index dims.

use core::fmt;

/// [`ShapeError::EmptyReduction`](crate::ShapeError::EmptyReduction): PyTorch's message for
/// a reduction with no identity over an axis of size 0, or over no elements at all.
pub(super) fn empty_reduction(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    dims: &[usize],
    axis: Option<usize>,
) -> fmt::Result {
    match axis {
        Some(axis) => write!(
            f,
            "{op}(): Expected reduction dim {axis} to have non-zero size (dims {dims:?})"
        ),
        None => write!(
            f,
            "{op}(): Expected a tensor with at least one element (dims {dims:?})"
        ),
    }
}

/// [`ShapeError::KOutOfRange`](crate::ShapeError::KOutOfRange): PyTorch's `k` out of range,
/// with the axis's size and the dims.
pub(super) fn k_out_of_range(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    k: usize,
    dims: &[usize],
    axis: usize,
) -> fmt::Result {
    write!(
        f,
        "{op}(): k ({k}) is out of range for dimension {axis} of size {} (dims {dims:?})",
        dims[axis]
    )
}

/// [`ShapeError::IndexOutOfRange`](crate::ShapeError::IndexOutOfRange): PyTorch's index out
/// of range, with the axis's size and the dims.
pub(super) fn index_out_of_range(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    dims: &[usize],
    axis: usize,
    index: usize,
) -> fmt::Result {
    write!(
        f,
        "{op}(): index {index} is out of range for dimension {axis} of size {} (dims {dims:?})",
        dims[axis]
    )
}

/// [`ShapeError::RangeOutOfRange`](crate::ShapeError::RangeOutOfRange): `narrow`'s start and
/// length past the end, PyTorch's words.
pub(super) fn range_out_of_range(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    dims: &[usize],
    axis: usize,
    start: usize,
    len: usize,
) -> fmt::Result {
    write!(
        f,
        "{op}(): start ({start}) + length ({len}) exceeds dimension {axis} of size {} (dims {dims:?})",
        dims[axis]
    )
}

/// [`ShapeError::Split`](crate::ShapeError::Split): the axis, its size, the dims and the
/// reason its caller gives.
pub(super) fn split(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    dims: &[usize],
    axis: usize,
    reason: &str,
) -> fmt::Result {
    write!(
        f,
        "{op}(): cannot split dimension {axis} of size {} (dims {dims:?}): {reason}",
        dims[axis]
    )
}

/// [`ShapeError::GatherShape`](crate::ShapeError::GatherShape): both shapes and the gathered
/// axis, the one where the index may be larger.
pub(super) fn gather_shape(
    f: &mut fmt::Formatter<'_>,
    dims: &[usize],
    index_dims: &[usize],
    axis: usize,
) -> fmt::Result {
    write!(
        f,
        "gather(): index dims {index_dims:?} must not exceed the input's dims {dims:?} \
         apart from dimension {axis}"
    )
}
