//! `ShapeError`'s text: `fmt` hands each variant to its message, one function per kind,
//! grouped by family in the submodules. Every message reads like PyTorch's where PyTorch has
//! one, and names both shapes.

use super::ShapeError;
use core::fmt;

mod arguments;
mod axis;
mod broadcast;
mod dims;
mod join;
mod matmul;

impl fmt::Display for ShapeError {
    // One line per variant, a table: rustfmt would stack each pattern's fields one per line.
    #[rustfmt::skip]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ShapeError as E;
        match self {
            E::Broadcast { lhs, rhs, axis, dim } => broadcast::operands(f, lhs, rhs, *axis, dim),
            E::BroadcastInto { source, target, axis, dim } => {
                broadcast::into(f, source, target, *axis, dim)
            }
            E::DimsMismatch { shape, static_dims, dims, axis } => {
                dims::dims_mismatch(f, shape, static_dims, dims, *axis)
            }
            E::LengthMismatch { dims, expected, actual } => {
                dims::length(f, dims, *expected, *actual)
            }
            E::ElementCountOverflow { dims } => dims::element_count(f, dims),
            E::OutOfMemory { .. } => super::alloc::write_out_of_memory(self, f),
            E::Squeeze { dims, axis } => dims::squeeze(f, dims, *axis),
            E::Transform { op, from, to, reason } => dims::transform(f, op, from, to, reason),
            E::EmptyReduction { op, dims, axis } => axis::empty_reduction(f, op, dims, *axis),
            E::KOutOfRange { op, k, dims, axis } => axis::k_out_of_range(f, op, *k, dims, *axis),
            E::IndexOutOfRange { op, dims, axis, index } => {
                axis::index_out_of_range(f, op, dims, *axis, *index)
            }
            E::RangeOutOfRange { op, dims, axis, start, len } => {
                axis::range_out_of_range(f, op, dims, *axis, *start, *len)
            }
            E::Split { op, dims, axis, reason } => axis::split(f, op, dims, *axis, reason),
            E::GatherShape { dims, index_dims, axis } => {
                axis::gather_shape(f, dims, index_dims, *axis)
            }
            E::Join { op, parts, part, axis, dim } => join::parts(f, op, parts, *part, *axis, dim),
            E::EmptyJoin { op } => join::empty(f, op),
            E::JoinSize { op, axis, expected, sizes } => join::size(f, op, *axis, *expected, sizes),
            E::Matmul { lhs, rhs, dim } => matmul::contracted(f, lhs, rhs, dim),
            E::MatmulBatch { lhs, rhs, axis, dim } => matmul::batch(f, lhs, rhs, *axis, dim),
            E::BmmBatches { lhs, rhs, dim } => matmul::bmm_batches(f, lhs, rhs, dim),
            E::MatmulOut { product, out, dim } => matmul::out(f, product, out, dim),
            E::LossTarget { input, target } => arguments::loss_target(f, input, target),
            E::NormParameter { name, dims, input } => {
                arguments::norm_parameter(f, name, dims, input)
            }
            E::ConvSize {
                op,
                axis,
                input,
                kernel,
                stride,
                padding,
                dilation,
                output,
                declared,
            } => arguments::conv_size(
                f,
                op,
                *axis,
                *input,
                [*kernel, *stride, *padding, *dilation],
                (*output, *declared),
            ),
            E::ChannelCount { name, expected, got } => {
                write!(f, "{name} should contain {expected} elements not {got}")
            }
            E::BatchStatistics { dims } => write!(
                f,
                "Expected more than 1 value per channel when training, got input size {dims:?}"
            ),
            E::Argument { op, name, expected, value } => {
                arguments::argument(f, op, name, expected, value)
            }
        }
    }
}

/// `` (a `Dyn<Batch>` axis)`` at the end of a clause, when the failing axis is a named dim on
/// either side.
fn on_named(dim: &Option<String>) -> String {
    dim.as_ref()
        .map_or_else(String::new, |dim| format!(" (a `{dim}` axis)"))
}

/// ``, the `Dyn<Batch>` axis`` after an axis number, when the failing axis is a named dim.
fn named(dim: &Option<String>) -> String {
    dim.as_ref()
        .map_or_else(String::new, |dim| format!(", the `{dim}` axis"))
}
