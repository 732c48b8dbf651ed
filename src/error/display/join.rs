//! `cat`'s and `stack`'s messages, in PyTorch's words: parts whose dims disagree, no parts,
//! and parts that do not add up to the result type's static size.

use super::named;
use core::fmt;

/// [`ShapeError::Join`](crate::ShapeError::Join) of `cat` (`axis` is `Some`): `torch.cat`'s
/// message at the first other axis where the part differs from part 0; of `stack`:
/// `torch.stack`'s, with both parts' dims.
pub(super) fn parts(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    parts: &[Vec<usize>],
    part: usize,
    axis: Option<usize>,
    dim: &Option<String>,
) -> fmt::Result {
    let Some(axis) = axis else {
        return write!(
            f,
            "{op}(): expects each tensor to be equal size, but got {:?} at entry 0 and {:?} at entry {part}{}",
            parts[0], parts[part], named(dim)
        );
    };
    let (first, other) = (&parts[0], &parts[part]);
    let at = (0..first.len())
        .find(|&i| i != axis && first[i] != other[i])
        .unwrap_or(0);
    write!(
        f,
        "{op}(): sizes of tensors must match except in dimension {axis}: expected size {} \
         but got size {} for tensor number {part} at dimension {at}{} (dims {first:?} and {other:?})",
        first[at], other[at], named(dim)
    )
}

/// [`ShapeError::EmptyJoin`](crate::ShapeError::EmptyJoin): PyTorch's message for no tensors.
pub(super) fn empty(f: &mut fmt::Formatter<'_>, op: &str) -> fmt::Result {
    write!(f, "{op}(): expected a non-empty list of tensors")
}

/// [`ShapeError::JoinSize`](crate::ShapeError::JoinSize): the result type's static size, the
/// parts' total (saturating, as the sum may overflow) and each part's size.
pub(super) fn size(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    axis: usize,
    expected: usize,
    sizes: &[usize],
) -> fmt::Result {
    write!(
        f,
        "{op}(): dimension {axis} of the result is D<{expected}> in its type, but the parts \
         give {} (sizes {sizes:?})",
        sizes.iter().fold(0usize, |a, &b| a.saturating_add(b))
    )
}
