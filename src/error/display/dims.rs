//! The messages about a tensor's own dims: dims that do not fit the shape type, data of
//! another length, too many elements, a squeeze of an axis that is not 1, a transform the
//! dims or strides do not allow.

use crate::limits::MAX_ELEMENTS;
use core::fmt;

/// [`ShapeError::DimsMismatch`](crate::ShapeError::DimsMismatch): the dims and the shape
/// type, then the rank on each side, or the first axis that disagrees and what the type says.
pub(super) fn dims_mismatch(
    f: &mut fmt::Formatter<'_>,
    shape: &str,
    static_dims: &[Option<usize>],
    dims: &[usize],
    axis: Option<usize>,
) -> fmt::Result {
    let Some(axis) = axis else {
        return write!(
            f,
            "dims {dims:?} do not fit shape {shape}: {} {} given, the type has {}",
            dims.len(),
            if dims.len() == 1 { "axis" } else { "axes" },
            static_dims.len(),
        );
    };
    let want = static_dims[axis].map_or("any size".to_string(), |n| n.to_string());
    write!(
        f,
        "dims {dims:?} do not fit shape {shape}: axis {axis} is {}, the type says {want}",
        dims[axis],
    )
}

/// [`ShapeError::LengthMismatch`](crate::ShapeError::LengthMismatch): the dims, their element
/// count and the data's length.
pub(super) fn length(
    f: &mut fmt::Formatter<'_>,
    dims: &[usize],
    expected: usize,
    actual: usize,
) -> fmt::Result {
    write!(
        f,
        "dims {dims:?} need {expected} elements but the data has {actual}"
    )
}

/// [`ShapeError::ElementCountOverflow`](crate::ShapeError::ElementCountOverflow): the dims
/// and the limit, with where the limit comes from.
pub(super) fn element_count(f: &mut fmt::Formatter<'_>, dims: &[usize]) -> fmt::Result {
    write!(
        f,
        "the element count of dims {dims:?} is too large: a tensor holds at most \
         {MAX_ELEMENTS} elements (isize::MAX bytes of 16-byte elements)"
    )
}

/// [`ShapeError::Squeeze`](crate::ShapeError::Squeeze): the axis, the dims and the axis's
/// size.
pub(super) fn squeeze(f: &mut fmt::Formatter<'_>, dims: &[usize], axis: usize) -> fmt::Result {
    write!(
        f,
        "cannot squeeze axis {axis} of dims {dims:?}: it is {}, not 1",
        dims[axis]
    )
}

/// [`ShapeError::Transform`](crate::ShapeError::Transform): the transform, both shapes and
/// the reason its caller gives.
pub(super) fn transform(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    from: &[usize],
    to: &str,
    reason: &str,
) -> fmt::Result {
    write!(f, "cannot {op} dims {from:?} into {to}: {reason}")
}
