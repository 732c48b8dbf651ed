//! `ShapeError`: what a run-time shape check reports.

mod alloc;
mod display;
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
    /// A convolution's spatial size that gives no output (the padded input smaller than the
    /// dilated kernel), or an output size other than the output type's static one.
    ///
    /// ```
    /// use typed_tensor::ShapeError;
    /// let err = ShapeError::ConvSize {
    ///     op: "conv2d", axis: 3, input: 30, kernel: 3, stride: 1, padding: 0, dilation: 1,
    ///     output: Some(28), declared: Some(26),
    /// };
    /// assert_eq!(
    ///     err.to_string(),
    ///     "conv2d(): input size 30 at dimension 3 with kernel 3, stride 1, padding 0, dilation 1 \
    ///      gives an output of size 28, but the output type says 26"
    /// );
    /// ```
    ConvSize {
        /// The op.
        op: &'static str,
        /// The input's axis (2 for the height of NCHW).
        axis: usize,
        /// The input's size along it.
        input: usize,
        /// The kernel's size along it.
        kernel: usize,
        /// The stride.
        stride: usize,
        /// The zeros padded on each side.
        padding: usize,
        /// The dilation.
        dilation: usize,
        /// The output size, `None` when there is none.
        output: Option<usize>,
        /// The output type's static size along the axis, if it has one.
        declared: Option<usize>,
    },
    /// A per-channel tensor of `batch_norm` (`weight`, `bias`, `running_mean`,
    /// `running_var`), or a batch-norm layer's channels, whose length is not the input's
    /// channels (axis 1), which only a `Dyn` axis lets through the types. PyTorch's words.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNormOptions;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 3]).unwrap();
    /// let mut mean = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    /// let mut var = Tensor::<f32, shape![dyn]>::ones_with_dims(&[4]).unwrap();
    /// let err = x
    ///     .try_batch_norm(Some(&mut mean), Some(&mut var), None, None, BatchNormOptions::default())
    ///     .unwrap_err();
    /// assert_eq!(err.to_string(), "running_mean should contain 3 elements not 4");
    /// ```
    ChannelCount {
        /// The tensor's name (`"running_mean"`).
        name: &'static str,
        /// The input's channels.
        expected: usize,
        /// The tensor's length.
        got: usize,
    },
    /// `batch_norm` in training mode over one value per channel, whose variance is no
    /// statistic. PyTorch's words.
    ///
    /// ```
    /// use typed_tensor::nn::BatchNormOptions;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 3]>::zeros();
    /// let training = BatchNormOptions { training: true, ..Default::default() };
    /// let err = x.try_batch_norm(None, None, None, None, training).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "Expected more than 1 value per channel when training, got input size [1, 3]"
    /// );
    /// ```
    BatchStatistics {
        /// The input's dims.
        dims: Vec<usize>,
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
