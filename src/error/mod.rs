//! `ShapeError`: what a run-time shape check reports.

use crate::limits::MAX_ELEMENTS;
use core::fmt;

mod alloc;
mod named;

pub(crate) use alloc::{AllocError, InOp};

/// A shape check that failed at run time, naming the shapes and axes involved.
///
/// Operators panic with the same text that `try_*` methods return. Broadcasting failures read
/// like PyTorch's:
///
/// ```
/// use typed_tensor::{shape, Tensor};
/// let a = Tensor::<f32, shape![dyn, 2]>::zeros_with_dims(&[3, 2]).unwrap();
/// let b = Tensor::<f32, shape![dyn, 2]>::zeros_with_dims(&[4, 2]).unwrap();
/// let err = a.try_add(&b).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0 \
///      (shapes [3, 2] and [4, 2])"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ShapeError {
    /// Two shapes do not broadcast: `axis` is the dimension of the broadcast result where they
    /// disagree (PyTorch's numbering).
    Broadcast {
        /// Dims of the left operand.
        lhs: Vec<usize>,
        /// Dims of the right operand.
        rhs: Vec<usize>,
        /// The failing axis, counted in the broadcast result.
        axis: usize,
        /// The named run-time dim (`Dyn<Batch>`) at the failing axis, when it has one.
        dim: Option<String>,
    },
    /// `source` cannot be broadcast into `target` while keeping `target`'s dims (in-place ops,
    /// `*_into`).
    BroadcastInto {
        /// Dims being broadcast.
        source: Vec<usize>,
        /// Dims that must not change.
        target: Vec<usize>,
        /// The failing axis of `target`, or `None` when `source` has more axes.
        axis: Option<usize>,
        /// The named run-time dim (`Dyn<Batch>`) at the failing axis, when it has one.
        dim: Option<String>,
    },
    /// Run-time dims do not fit the shape type: wrong rank (`axis` is `None`) or a static axis
    /// with another size.
    DimsMismatch {
        /// The shape type as rustc prints it.
        shape: String,
        /// The type's size on each axis, `None` for `Dyn`.
        static_dims: Vec<Option<usize>>,
        /// The dims given.
        dims: Vec<usize>,
        /// The first axis that disagrees.
        axis: Option<usize>,
    },
    /// The data has another number of elements than the dims call for.
    LengthMismatch {
        /// The dims.
        dims: Vec<usize>,
        /// Their element count.
        expected: usize,
        /// The data's length.
        actual: usize,
    },
    /// The product of the (non-zero) dims is more elements than a tensor may have: the
    /// `isize::MAX` bytes of one allocation, of the widest element type (16 bytes).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let err = Tensor::<u8, shape![dyn, dyn]>::zeros_with_dims(&[1 << 60, 1]).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "the element count of dims [1152921504606846976, 1] is too large: a tensor holds \
    ///      at most 576460752303423483 elements (isize::MAX bytes of 16-byte elements)"
    /// );
    /// ```
    ElementCountOverflow {
        /// The dims.
        dims: Vec<usize>,
    },
    /// The memory of an op's output, or of a copy the op works on, could not be allocated:
    /// PyTorch's allocator's message after the op's name, with the elements asked for. A
    /// broadcast (`expand`) view holds its elements once whatever its dims, so an op over it
    /// can ask for far more memory than there is; the `try_` methods then return this, and
    /// the other methods panic with its text, rather than abort the process.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let err = Tensor::<f32, shape![dyn, dyn]>::zeros_with_dims(&[1 << 30, 1 << 28]).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "zeros(): DefaultCPUAllocator: not enough memory: you tried to allocate \
    ///      1152921504606846976 bytes (288230376151711744 elements of 4 bytes)"
    /// );
    /// ```
    OutOfMemory {
        /// The operation, as PyTorch names it: `matmul`, `add`, `sum`, `contiguous`, ...
        op: &'static str,
        /// The number of elements asked for.
        elements: usize,
        /// The size of each, in bytes.
        element_bytes: usize,
    },
    /// `squeeze` of a `Dyn` axis whose run-time size is not 1.
    Squeeze {
        /// Dims of the tensor.
        dims: Vec<usize>,
        /// The axis that was to be removed.
        axis: usize,
    },
    /// A shape transform (`reshape`, `view`, `flatten`, `broadcast_to`) that the run-time dims
    /// or strides do not allow.
    Transform {
        /// The transform, such as `"reshape"`.
        op: &'static str,
        /// Dims of the source tensor.
        from: Vec<usize>,
        /// The target shape type as rustc prints it, or the target dims.
        to: String,
        /// Why it failed.
        reason: String,
    },
    /// A reduction without an identity (`max`, `min`, `argmax`, `argmin`, an infinity norm)
    /// over an axis of size 0, or over a tensor with no elements (`axis` is `None`).
    EmptyReduction {
        /// The operation, as in PyTorch's message: `max`, `argmin`, `norm`, ...
        op: &'static str,
        /// Dims of the input.
        dims: Vec<usize>,
        /// The reduced axis, or `None` for a whole-tensor reduction.
        axis: Option<usize>,
    },
    /// `topk` or `kthvalue` asked for a `k` that the axis does not have.
    KOutOfRange {
        /// The operation: `topk` or `kthvalue`.
        op: &'static str,
        /// The requested `k`.
        k: usize,
        /// Dims of the input.
        dims: Vec<usize>,
        /// The axis.
        axis: usize,
    },
    /// A loss's targets are for another batch size than its input (`cross_entropy`,
    /// `nll_loss`).
    LossTarget {
        /// Dims of the input (logits or log-probabilities).
        input: Vec<usize>,
        /// Dims of the targets.
        target: Vec<usize>,
    },
    /// An index along an axis that the axis does not have (`select`, `index_select`, `gather`,
    /// a loss's class targets).
    IndexOutOfRange {
        /// The operation: `select`, `index_select`, `gather`, `cross_entropy` or `nll_loss`.
        op: &'static str,
        /// Dims of the tensor indexed.
        dims: Vec<usize>,
        /// The axis.
        axis: usize,
        /// The index.
        index: usize,
    },
    /// `narrow` asked for `start..start + len` beyond the end of the axis.
    RangeOutOfRange {
        /// The operation: `narrow` or `narrow_static`.
        op: &'static str,
        /// Dims of the tensor.
        dims: Vec<usize>,
        /// The axis.
        axis: usize,
        /// First index of the range.
        start: usize,
        /// Length of the range.
        len: usize,
    },
    /// `split`, `chunk` or their exact forms cannot cut the axis as asked.
    Split {
        /// The operation: `split`, `chunk`, `split_exact`, `chunk_exact`.
        op: &'static str,
        /// Dims of the tensor.
        dims: Vec<usize>,
        /// The axis.
        axis: usize,
        /// Why not.
        reason: String,
    },
    /// `cat` or `stack` of parts whose dims disagree where they must agree.
    Join {
        /// The operation: `cat` or `stack`.
        op: &'static str,
        /// Dims of every part, in order.
        parts: Vec<Vec<usize>>,
        /// The part (counted from 0) that disagrees with part 0.
        part: usize,
        /// The axis they are joined along (`cat`), or `None` (`stack`: all dims must agree).
        axis: Option<usize>,
        /// The named run-time dim (`Dyn<Batch>`) at the failing axis, when it has one.
        dim: Option<String>,
    },
    /// `cat` or `stack` given no tensors.
    EmptyJoin {
        /// The operation: `cat` or `stack`.
        op: &'static str,
    },
    /// The joined axis is a static `D<N>` in the result's type, but the parts add up to
    /// another size.
    JoinSize {
        /// The operation: `cat` or `stack`.
        op: &'static str,
        /// The result's axis.
        axis: usize,
        /// The result type's size on that axis.
        expected: usize,
        /// Each part's size on that axis (for `stack`, one per part).
        sizes: Vec<usize>,
    },
    /// `gather`: the index tensor is larger than the input on an axis other than the gathered
    /// one, or has another rank.
    GatherShape {
        /// Dims of the input.
        dims: Vec<usize>,
        /// Dims of the index tensor.
        index_dims: Vec<usize>,
        /// The gathered axis.
        axis: usize,
    },
    /// The contracted axes of a matrix product differ (a `Dyn` axis that did not fit): the
    /// lhs's last axis and the rhs's second to last (or only) axis.
    Matmul {
        /// Dims of the left operand.
        lhs: Vec<usize>,
        /// Dims of the right operand.
        rhs: Vec<usize>,
        /// The named run-time dim (`Dyn<Batch>`) at the failing axis, when it has one.
        dim: Option<String>,
    },
    /// The batch axes of a matrix product (all but the last two) do not broadcast, or differ
    /// where they must be equal (`bmm`): `axis` counts in the broadcast batch dims.
    MatmulBatch {
        /// Dims of the left operand.
        lhs: Vec<usize>,
        /// Dims of the right operand.
        rhs: Vec<usize>,
        /// The failing batch axis.
        axis: usize,
        /// The named run-time dim (`Dyn<Batch>`) at the failing axis, when it has one.
        dim: Option<String>,
    },
    /// The batches of `bmm` (axis 0 of each operand) differ: unlike `matmul`, `bmm` does not
    /// broadcast them, a batch of 1 included (as `torch.bmm`).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![dyn, 2, 3]>::zeros_with_dims(&[1, 2, 3]).unwrap();
    /// let b = Tensor::<f32, shape![dyn, 3, 2]>::zeros_with_dims(&[4, 3, 2]).unwrap();
    /// assert_eq!(
    ///     a.try_bmm(&b).unwrap_err().to_string(),
    ///     "Expected size for first two dimensions of batch2 tensor to be: [1, 3] but got: \
    ///      [4, 3] (bmm does not broadcast the batch; shapes [1, 2, 3] and [4, 3, 2])"
    /// );
    /// ```
    BmmBatches {
        /// Dims of the left operand.
        lhs: Vec<usize>,
        /// Dims of the right operand.
        rhs: Vec<usize>,
        /// The named run-time dim (`Dyn<Batch>`) of the batch axis, when it has one.
        dim: Option<String>,
    },
    /// The `out` tensor of `matmul_into` has other run-time dims than the product.
    MatmulOut {
        /// Dims of the product.
        product: Vec<usize>,
        /// Dims of `out`.
        out: Vec<usize>,
        /// The named run-time dim (`Dyn<Batch>`) at the first axis that differs, when it has one.
        dim: Option<String>,
    },
    /// A normalization's `weight` or `bias` does not have the length of the normalized (last)
    /// axis, which only a `Dyn` axis on either side lets through the types. PyTorch's words.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 4]).unwrap();
    /// let w = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
    /// let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    /// assert_eq!(
    ///     x.try_layer_norm(&w, &b, 1e-5).unwrap_err().to_string(),
    ///     "Expected weight to be of same shape as normalized_shape, but got weight of shape [3] \
    ///      and normalized_shape = [4] (input shape [2, 4])"
    /// );
    /// ```
    NormParameter {
        /// `"weight"` or `"bias"`.
        name: &'static str,
        /// The parameter's dims.
        dims: Vec<usize>,
        /// The input's dims; the last one is normalized.
        input: Vec<usize>,
    },
    /// A scalar argument outside the values the op accepts, worded as PyTorch's message for
    /// `cross_entropy`'s `label_smoothing`.
    ///
    /// ```
    /// use typed_tensor::nn::{try_cross_entropy, Reduction};
    /// use typed_tensor::{shape, Tensor};
    /// let logits = Tensor::<f32, shape![1, 3]>::zeros();
    /// let targets = Tensor::<usize, shape![1]>::zeros();
    /// assert_eq!(
    ///     try_cross_entropy(&logits, &targets, Reduction::Mean, 1.5).unwrap_err().to_string(),
    ///     "cross_entropy(): label_smoothing must be between 0.0 and 1.0. Got: 1.5"
    /// );
    /// ```
    Argument {
        /// The op.
        op: &'static str,
        /// The argument's name.
        name: &'static str,
        /// What it must be (`"between 0.0 and 1.0"`).
        expected: &'static str,
        /// The value given, as it prints.
        value: String,
    },
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

/// Why a size 1 did not broadcast: it fails only where a type says `D<1>`, a static size that
/// does not broadcast (`One` is the size one that does).
const STATIC_ONE: &str = "; a size 1 typed `D<1>` does not broadcast, `One` does";

/// The sizes of two shapes aligned from the right at axis `axis` of their broadcast, 1 where
/// a shape has no such axis.
fn sizes_at(lhs: &[usize], rhs: &[usize], axis: usize) -> (usize, usize) {
    let size_at = |dims: &[usize]| {
        let lead = lhs.len().max(rhs.len()) - dims.len();
        axis.checked_sub(lead).map_or(1, |i| dims[i])
    };
    (size_at(lhs), size_at(rhs))
}

/// PyTorch's broadcasting message for sizes `a` and `b` at `axis`, `shapes` in parentheses
/// after it. A size 1 that failed is a `D<1>` ([`STATIC_ONE`]), so it is not called
/// "non-singleton".
fn write_size_mismatch(
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

/// The matrix a matmul operand is seen as: a vector is a row on the left, a column on the
/// right (`torch.matmul`'s promotion), as `"{rows}x{cols}"`.
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

fn matrix_text(dims: &[usize], is_lhs: bool) -> String {
    match (dims, is_lhs) {
        ([k], true) => format!("1x{k}"),
        ([k], false) => format!("{k}x1"),
        ([.., r, c], _) => format!("{r}x{c}"),
        ([], _) => "0-d".to_string(),
    }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::Broadcast {
                lhs,
                rhs,
                axis,
                dim,
            } => write_size_mismatch(
                f,
                sizes_at(lhs, rhs, *axis),
                *axis,
                dim,
                format_args!("shapes {lhs:?} and {rhs:?}"),
            ),
            ShapeError::BroadcastInto {
                source,
                target,
                axis: Some(axis),
                dim,
            } => {
                let lead = target.len() - source.len();
                let size = source[axis - lead];
                write!(
                    f,
                    "shape {source:?} cannot be broadcast into {target:?}: axis {} is {size} but \
                     the target's axis {axis} is {}{}{}",
                    axis - lead,
                    target[*axis],
                    on_named(dim),
                    // A source of 1 fails only as a `D<1>` (see `check_broadcast_into`).
                    if size == 1 { STATIC_ONE } else { "" },
                )
            }
            ShapeError::BroadcastInto {
                source,
                target,
                axis: None,
                ..
            } => write!(
                f,
                "shape {source:?} cannot be broadcast into {target:?}: it has more axes"
            ),
            ShapeError::DimsMismatch {
                shape,
                static_dims,
                dims,
                axis: None,
            } => write!(
                f,
                "dims {dims:?} do not fit shape {shape}: {} {} given, the type has {}",
                dims.len(),
                if dims.len() == 1 { "axis" } else { "axes" },
                static_dims.len(),
            ),
            ShapeError::DimsMismatch {
                shape,
                static_dims,
                dims,
                axis: Some(axis),
            } => {
                let want = static_dims[*axis].map_or("any size".to_string(), |n| n.to_string());
                write!(
                    f,
                    "dims {dims:?} do not fit shape {shape}: axis {axis} is {}, the type says {want}",
                    dims[*axis],
                )
            }
            ShapeError::LengthMismatch {
                dims,
                expected,
                actual,
            } => write!(
                f,
                "dims {dims:?} need {expected} elements but the data has {actual}"
            ),
            ShapeError::ElementCountOverflow { dims } => {
                write!(
                    f,
                    "the element count of dims {dims:?} is too large: a tensor holds at most \
                     {MAX_ELEMENTS} elements (isize::MAX bytes of 16-byte elements)"
                )
            }
            ShapeError::OutOfMemory { .. } => alloc::write_out_of_memory(self, f),
            ShapeError::EmptyReduction {
                op,
                dims,
                axis: Some(axis),
            } => write!(
                f,
                "{op}(): Expected reduction dim {axis} to have non-zero size (dims {dims:?})"
            ),
            ShapeError::EmptyReduction {
                op,
                dims,
                axis: None,
            } => write!(
                f,
                "{op}(): Expected a tensor with at least one element (dims {dims:?})"
            ),
            ShapeError::KOutOfRange { op, k, dims, axis } => write!(
                f,
                "{op}(): k ({k}) is out of range for dimension {axis} of size {} (dims {dims:?})",
                dims[*axis]
            ),
            ShapeError::Squeeze { dims, axis } => write!(
                f,
                "cannot squeeze axis {axis} of dims {dims:?}: it is {}, not 1",
                dims[*axis]
            ),
            // Two vectors: `torch.dot`'s message, which `torch.matmul` gives them too.
            ShapeError::Matmul { lhs, rhs, dim } if lhs.len() == 1 && rhs.len() == 1 => write!(
                f,
                "inconsistent tensor size, expected tensor {lhs:?} and src {rhs:?} to have the \
                 same number of elements, but got {} and {} elements respectively{}",
                lhs[0],
                rhs[0],
                on_named(dim),
            ),
            // A matrix (or a batch of them, folded into rows) times a vector: `torch.mv`'s.
            ShapeError::Matmul { lhs, rhs, dim } if lhs.len() >= 2 && rhs.len() == 1 => {
                let (rows, inner) = folded(lhs);
                write!(
                    f,
                    "size mismatch, got input ({rows}), mat ({rows}x{inner}), vec ({}){} \
                     (shapes {lhs:?} and {rhs:?})",
                    rhs[0],
                    on_axis(dim),
                )
            }
            // A batch of matrices on the right: `torch.bmm`'s, over the broadcast batch.
            ShapeError::Matmul { lhs, rhs, dim } if rhs.len() >= 3 => {
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
            // Matrices, a batch on the left folded into rows as PyTorch folds it: `torch.mm`'s.
            ShapeError::Matmul { lhs, rhs, dim } => {
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
            ShapeError::MatmulBatch {
                lhs,
                rhs,
                axis,
                dim,
            } => {
                fn batch(dims: &[usize]) -> &[usize] {
                    &dims[..dims.len().saturating_sub(2)]
                }
                write_size_mismatch(
                    f,
                    sizes_at(batch(lhs), batch(rhs), *axis),
                    *axis,
                    dim,
                    format_args!("batch dims of matmul operands of shapes {lhs:?} and {rhs:?}"),
                )
            }
            ShapeError::BmmBatches { lhs, rhs, dim } => write!(
                f,
                "Expected size for first two dimensions of batch2 tensor to be: [{}, {}] but \
                 got: [{}, {}] (bmm does not broadcast the batch{}; shapes {lhs:?} and {rhs:?})",
                lhs[0],
                lhs[2],
                rhs[0],
                rhs[1],
                named(dim),
            ),
            ShapeError::NormParameter { name, dims, input } => write!(
                f,
                "Expected {name} to be of same shape as normalized_shape, but got {name} of shape \
                 {dims:?} and normalized_shape = {:?} (input shape {input:?})",
                &input[input.len().saturating_sub(1)..],
            ),
            ShapeError::Argument {
                op,
                name,
                expected,
                value,
            } => write!(f, "{op}(): {name} must be {expected}. Got: {value}"),
            ShapeError::MatmulOut { product, out, dim } => write!(
                f,
                "matmul: the product has dims {product:?} but out has dims {out:?}{}",
                on_named(dim),
            ),
            ShapeError::Transform {
                op,
                from,
                to,
                reason,
            } => write!(f, "cannot {op} dims {from:?} into {to}: {reason}"),
            ShapeError::LossTarget { input, target } => write!(
                f,
                "Expected input batch_size ({}) to match target batch_size ({}) (shapes {input:?} \
                 and {target:?})",
                input[0], target[0],
            ),
            ShapeError::IndexOutOfRange {
                op,
                dims,
                axis,
                index,
            } => write!(
                f,
                "{op}(): index {index} is out of range for dimension {axis} of size {} (dims {dims:?})",
                dims[*axis]
            ),
            ShapeError::RangeOutOfRange {
                op,
                dims,
                axis,
                start,
                len,
            } => write!(
                f,
                "{op}(): start ({start}) + length ({len}) exceeds dimension {axis} of size {} (dims {dims:?})",
                dims[*axis]
            ),
            ShapeError::Split {
                op,
                dims,
                axis,
                reason,
            } => write!(
                f,
                "{op}(): cannot split dimension {axis} of size {} (dims {dims:?}): {reason}",
                dims[*axis]
            ),
            ShapeError::Join {
                op,
                parts,
                part,
                axis: Some(axis),
                dim,
            } => {
                let (first, other) = (&parts[0], &parts[*part]);
                let at = (0..first.len())
                    .find(|&i| i != *axis && first[i] != other[i])
                    .unwrap_or(0);
                write!(
                    f,
                    "{op}(): sizes of tensors must match except in dimension {axis}: expected size {} \
                     but got size {} for tensor number {part} at dimension {at}{} (dims {first:?} and {other:?})",
                    first[at], other[at], named(dim)
                )
            }
            ShapeError::Join {
                op,
                parts,
                part,
                axis: None,
                dim,
            } => write!(
                f,
                "{op}(): expects each tensor to be equal size, but got {:?} at entry 0 and {:?} at entry {part}{}",
                parts[0], parts[*part], named(dim)
            ),
            ShapeError::EmptyJoin { op } => {
                write!(f, "{op}(): expected a non-empty list of tensors")
            }
            ShapeError::JoinSize {
                op,
                axis,
                expected,
                sizes,
            } => write!(
                f,
                "{op}(): dimension {axis} of the result is D<{expected}> in its type, but the parts \
                 give {} (sizes {sizes:?})",
                sizes.iter().fold(0usize, |a, &b| a.saturating_add(b))
            ),
            ShapeError::GatherShape {
                dims,
                index_dims,
                axis,
            } => write!(
                f,
                "gather(): index dims {index_dims:?} must not exceed the input's dims {dims:?} \
                 apart from dimension {axis}"
            ),
        }
    }
}

impl std::error::Error for ShapeError {}

/// The operators' way out of a `try_*` result: panic with the error's text at the user's call.
pub(crate) trait OrPanic<T> {
    /// The value, or a panic with the error's message. Every `#[track_caller]` function up to
    /// the user's code passes its caller on, so the panic names the user's line (a closure
    /// given to `unwrap_or_else` would not: closures cannot track their caller).
    fn or_panic(self) -> T;
}

impl<T> OrPanic<T> for Result<T, ShapeError> {
    #[track_caller]
    #[inline]
    fn or_panic(self) -> T {
        match self {
            Ok(value) => value,
            Err(e) => panic!("{e}"),
        }
    }
}
