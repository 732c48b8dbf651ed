//! Broadcasting's messages: two operands that do not broadcast, a source that does not
//! broadcast into a target it may not change, and the size mismatch that matmul's batch axes
//! report too.

use super::{named, on_named};
use core::fmt;

/// Why a size 1 did not broadcast: it fails only where a type says `D<1>`, a static size that
/// does not broadcast (`One` is the size one that does).
const STATIC_ONE: &str = "; a size 1 typed `D<1>` does not broadcast, `One` does";

/// [`ShapeError::Broadcast`](crate::ShapeError::Broadcast): PyTorch's broadcasting message,
/// with both shapes.
pub(super) fn operands(
    f: &mut fmt::Formatter<'_>,
    lhs: &[usize],
    rhs: &[usize],
    axis: usize,
    dim: &Option<String>,
) -> fmt::Result {
    size_mismatch(
        f,
        sizes_at(lhs, rhs, axis),
        axis,
        dim,
        format_args!("shapes {lhs:?} and {rhs:?}"),
    )
}

/// [`ShapeError::BroadcastInto`](crate::ShapeError::BroadcastInto): the source's axis and the
/// target's axis it meets, each numbered in its own shape; or that the source has more axes.
pub(super) fn into(
    f: &mut fmt::Formatter<'_>,
    source: &[usize],
    target: &[usize],
    axis: Option<usize>,
    dim: &Option<String>,
) -> fmt::Result {
    let Some(axis) = axis else {
        return write!(
            f,
            "shape {source:?} cannot be broadcast into {target:?}: it has more axes"
        );
    };
    let lead = target.len() - source.len();
    let size = source[axis - lead];
    write!(
        f,
        "shape {source:?} cannot be broadcast into {target:?}: axis {} is {size} but \
         the target's axis {axis} is {}{}{}",
        axis - lead,
        target[axis],
        on_named(dim),
        // A source of 1 fails only as a `D<1>` (see `check_broadcast_into`).
        if size == 1 { STATIC_ONE } else { "" },
    )
}

/// The sizes of two shapes aligned from the right at axis `axis` of their broadcast, 1 where
/// a shape has no such axis.
pub(super) fn sizes_at(lhs: &[usize], rhs: &[usize], axis: usize) -> (usize, usize) {
    let size_at = |dims: &[usize]| {
        let lead = lhs.len().max(rhs.len()) - dims.len();
        axis.checked_sub(lead).map_or(1, |i| dims[i])
    };
    (size_at(lhs), size_at(rhs))
}

/// PyTorch's broadcasting message for sizes `a` and `b` at `axis`, `shapes` in parentheses
/// after it. A size 1 that failed is a `D<1>` ([`STATIC_ONE`]), so it is not called
/// "non-singleton".
pub(super) fn size_mismatch(
    f: &mut fmt::Formatter<'_>,
    (a, b): (usize, usize),
    axis: usize,
    dim: &Option<String>,
    shapes: fmt::Arguments<'_>,
) -> fmt::Result {
    let (kind, why) = match a == 1 || b == 1 {
        true => ("", STATIC_ONE),
        false => ("non-singleton ", ""),
    };
    write!(
        f,
        "The size of tensor a ({a}) must match the size of tensor b ({b}) at {kind}dimension \
         {axis}{} ({shapes}{why})",
        named(dim),
    )
}
