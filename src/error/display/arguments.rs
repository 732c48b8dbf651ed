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

/// [`ShapeError::ConvSize`](crate::ShapeError::ConvSize): a spatial size too small for the
/// window, or giving another output size than the output type's, with the input size, the
/// window (`[kernel, stride, padding, dilation]`) and the sizes.
pub(super) fn conv_size(
    f: &mut fmt::Formatter<'_>,
    op: &str,
    axis: usize,
    input: usize,
    [kernel, stride, padding, dilation]: [usize; 4],
    (output, declared): (Option<usize>, Option<usize>),
) -> fmt::Result {
    let given = format!("kernel {kernel}, stride {stride}, padding {padding}, dilation {dilation}");
    match (output, declared) {
        (Some(output), Some(declared)) => write!(
            f,
            "{op}(): input size {input} at dimension {axis} with {given} gives an output of size \
             {output}, but the output type says {declared}"
        ),
        _ => {
            let reach = dilation
                .saturating_mul(kernel.saturating_sub(1))
                .saturating_add(1);
            let padded = input.saturating_add(padding.saturating_mul(2));
            write!(
                f,
                "{op}(): input size {input} at dimension {axis} is too small for {given} (padded \
                 size {padded}, dilated kernel {reach})"
            )
        }
    }
}
