//! The messages about what an op is given beside its input, in PyTorch's words: a loss's
//! targets, a normalization's weight or bias, a scalar argument.

use core::fmt;

/// [`ShapeError::LossTarget`](crate::ShapeError::LossTarget): PyTorch's batch-size message
/// for a loss, with both shapes.
pub(super) fn loss_target(
    f: &mut fmt::Formatter<'_>,
    input: &[usize],
    target: &[usize],
) -> fmt::Result {
    write!(
        f,
        "Expected input batch_size ({}) to match target batch_size ({}) (shapes {input:?} \
         and {target:?})",
        input[0], target[0],
    )
}

/// [`ShapeError::NormParameter`](crate::ShapeError::NormParameter): PyTorch's message for a
/// weight or bias of another shape than `normalized_shape` (the last axis), with the input's
/// shape.
pub(super) fn norm_parameter(
    f: &mut fmt::Formatter<'_>,
    name: &str,
    dims: &[usize],
    input: &[usize],
) -> fmt::Result {
    write!(
        f,
        "Expected {name} to be of same shape as normalized_shape, but got {name} of shape \
         {dims:?} and normalized_shape = {:?} (input shape {input:?})",
        &input[input.len().saturating_sub(1)..],
    )
}

/// [`ShapeError::Argument`](crate::ShapeError::Argument): PyTorch's message for
/// `cross_entropy`'s `label_smoothing`, for any op and argument.
pub(super) fn argument(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    name: &str,
    expected: &str,
    value: &str,
) -> fmt::Result {
    write!(f, "{op}(): {name} must be {expected}. Got: {value}")
}
