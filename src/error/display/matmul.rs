//! Matrix products' messages: contracted axes that differ, worded as the PyTorch function
//! that `torch.matmul` hands each rank to, batch axes that do not broadcast, `bmm`'s batches,
//! and `matmul_into`'s `out`.

use super::broadcast::{size_mismatch, sizes_at};
use super::{named, on_named};
use core::fmt;

/// [`ShapeError::Matmul`](crate::ShapeError::Matmul): the message of the PyTorch function
/// for the operands' ranks, as `torch.matmul` picks it.
pub(super) fn contracted(
    f: &mut fmt::Formatter<'_>,
    lhs: &[usize],
    rhs: &[usize],
    dim: &Option<String>,
) -> fmt::Result {
    match (lhs.len(), rhs.len()) {
        (1, 1) => dot(f, lhs, rhs, dim),
        (2.., 1) => mv(f, lhs, rhs, dim),
        (_, 3..) => bmm(f, lhs, rhs, dim),
        _ => mm(f, lhs, rhs, dim),
    }
}

/// Two vectors: `torch.dot`'s message, which `torch.matmul` gives them too.
fn dot(
    f: &mut fmt::Formatter<'_>,
    lhs: &[usize],
    rhs: &[usize],
    dim: &Option<String>,
) -> fmt::Result {
    write!(
        f,
        "inconsistent tensor size, expected tensor {lhs:?} and src {rhs:?} to have the \
         same number of elements, but got {} and {} elements respectively{}",
        lhs[0],
        rhs[0],
        on_named(dim),
    )
}

/// A matrix (or a batch of them, folded into rows) times a vector: `torch.mv`'s.
fn mv(
    f: &mut fmt::Formatter<'_>,
    lhs: &[usize],
    rhs: &[usize],
    dim: &Option<String>,
) -> fmt::Result {
    let (rows, inner) = folded(lhs);
    write!(
        f,
        "size mismatch, got input ({rows}), mat ({rows}x{inner}), vec ({}){} \
         (shapes {lhs:?} and {rhs:?})",
        rhs[0],
        on_axis(dim),
    )
}

/// A batch of matrices on the right: `torch.bmm`'s, over the broadcast batch.
fn bmm(
    f: &mut fmt::Formatter<'_>,
    lhs: &[usize],
    rhs: &[usize],
    dim: &Option<String>,
) -> fmt::Result {
    let batch = broadcast_batch(lhs, rhs);
    write!(
        f,
        "Expected size for first two dimensions of batch2 tensor to be: [{batch}, {}] \
         but got: [{batch}, {}]{} (shapes {lhs:?} and {rhs:?}).",
        lhs[lhs.len() - 1],
        rhs[rhs.len() - 2],
        on_axis(dim),
    )
}

/// Matrices, a batch on the left folded into rows as PyTorch folds it: `torch.mm`'s.
fn mm(
    f: &mut fmt::Formatter<'_>,
    lhs: &[usize],
    rhs: &[usize],
    dim: &Option<String>,
) -> fmt::Result {
    let left = if lhs.len() > 2 {
        let (rows, inner) = folded(lhs);
        format!("{rows}x{inner}")
    } else {
        matrix_text(lhs, true)
    };
    write!(
        f,
        "mat1 and mat2 shapes cannot be multiplied ({left} and {}){} (shapes {lhs:?} \
         and {rhs:?})",
        matrix_text(rhs, false),
        on_axis(dim),
    )
}

/// [`ShapeError::MatmulBatch`](crate::ShapeError::MatmulBatch): PyTorch's broadcasting
/// message over the batch dims (all but the last two), with both operands' shapes.
pub(super) fn batch(
    f: &mut fmt::Formatter<'_>,
    lhs: &[usize],
    rhs: &[usize],
    axis: usize,
    dim: &Option<String>,
) -> fmt::Result {
    fn batch(dims: &[usize]) -> &[usize] {
        &dims[..dims.len().saturating_sub(2)]
    }
    size_mismatch(
        f,
        sizes_at(batch(lhs), batch(rhs), axis),
        axis,
        dim,
        format_args!("batch dims of matmul operands of shapes {lhs:?} and {rhs:?}"),
    )
}

/// [`ShapeError::BmmBatches`](crate::ShapeError::BmmBatches): `torch.bmm`'s message, saying
/// that `bmm` does not broadcast the batch.
pub(super) fn bmm_batches(
    f: &mut fmt::Formatter<'_>,
    lhs: &[usize],
    rhs: &[usize],
    dim: &Option<String>,
) -> fmt::Result {
    write!(
        f,
        "Expected size for first two dimensions of batch2 tensor to be: [{}, {}] but \
         got: [{}, {}] (bmm does not broadcast the batch{}; shapes {lhs:?} and {rhs:?})",
        lhs[0],
        lhs[2],
        rhs[0],
        rhs[1],
        named(dim),
    )
}

/// [`ShapeError::MatmulOut`](crate::ShapeError::MatmulOut): the product's dims and `out`'s.
pub(super) fn out(
    f: &mut fmt::Formatter<'_>,
    product: &[usize],
    out: &[usize],
    dim: &Option<String>,
) -> fmt::Result {
    write!(
        f,
        "matmul: the product has dims {product:?} but out has dims {out:?}{}",
        on_named(dim),
    )
}

/// `dims` (at least a matrix) as PyTorch folds a batch into rows: `(rows, last)`.
fn folded(dims: &[usize]) -> (usize, usize) {
    let (last, rest) = dims.split_last().expect("a matrix has axes");
    (rest.iter().product(), *last)
}

/// The number of matrices in the product of two batched operands: the product of their batch
/// axes broadcast (the larger of two sizes where they differ).
fn broadcast_batch(lhs: &[usize], rhs: &[usize]) -> usize {
    let batch = |dims: &[usize]| dims[..dims.len().saturating_sub(2)].to_vec();
    let (a, b) = (batch(lhs), batch(rhs));
    let rank = a.len().max(b.len());
    (0..rank)
        .map(|i| {
            let at = |d: &[usize]| (i + d.len()).checked_sub(rank).map_or(1, |j| d[j]);
            at(&a).max(at(&b))
        })
        .product()
}

/// ` on a `Name` axis` when a named run-time dim is involved.
fn on_axis(dim: &Option<String>) -> String {
    dim.as_ref()
        .map_or_else(String::new, |dim| format!(" on a `{dim}` axis"))
}

/// The matrix a matmul operand is seen as: a vector is a row on the left, a column on the
/// right (`torch.matmul`'s promotion), as `"{rows}x{cols}"`.
fn matrix_text(dims: &[usize], is_lhs: bool) -> String {
    match (dims, is_lhs) {
        ([k], true) => format!("1x{k}"),
        ([k], false) => format!("{k}x1"),
        ([.., r, c], _) => format!("{r}x{c}"),
        ([], _) => "0-d".to_string(),
    }
}
