//! What an op hands its record: which op ran and what its backward rule reads.
//!
//! An op written once for every record (`Record`) describes itself here; the tape's record
//! turns the description into a backward rule (`autograd`), and [`Plain`](super::Plain)
//! never builds one. As candle's `Op` enum: data only, so the ops' generic code needs no
//! bound the gradients need (`GradElement`).

use super::{AnyDims, Tensor};
use crate::kernel::Arith;

/// A tensor of run-time dims, as a rule saves it.
pub type Saved<T> = Tensor<T, AnyDims>;

/// The recorded ops, each with what its rule reads.
// Built once per recorded op and consumed at once by the record (never stored or moved in
// bulk), so the size of its largest variant costs nothing.
#[allow(clippy::large_enum_variant)]
pub enum Derivation<T> {
    /// No gradient flows through the result (rounding, whose derivative is 0 everywhere): the
    /// op's name (`floor`), for a tracer.
    Constant { name: &'static str },
    /// An elementwise function of one input; `saved` is its input or, where the derivative
    /// reads it, its output ([`Unary::reads_output`]); `name` is the op's own (`fract`'s
    /// derivative is `Pow(1)`'s), for a tracer.
    Unary {
        op: Unary<T>,
        saved: Saved<T>,
        name: &'static str,
    },
    /// `lhs op rhs` with broadcasting; each operand's dims, and its value where the rule
    /// reads it (`*` reads the other operand, `/` both).
    Arith {
        op: Arith,
        lhs: (Vec<usize>, Option<Saved<T>>),
        rhs: (Vec<usize>, Option<Saved<T>>),
    },
    /// `x · wᵀ + b` over the last axis: `x` and `w`, and the bias' dims.
    Linear {
        x: Saved<T>,
        w: Saved<T>,
        bias_dims: Vec<usize>,
    },
    /// Layer norm over the last axis: `x` when a gradient flows to `x` or the weight, the
    /// weight when one flows to `x`.
    LayerNorm {
        x: Option<Saved<T>>,
        w: Option<Saved<T>>,
        width: usize,
        eps: T,
    },
    /// The same elements in the same order under other dims (`reshape`, `view`, `flatten`,
    /// `unflatten`, `squeeze`, `unsqueeze`): the input's dims.
    Reshape { dims: Vec<usize> },
    /// Axes reordered: output axis `i` is input axis `axes[i]`.
    Permute { axes: Vec<usize> },
    /// A broadcast view (`broadcast_to`, `expand`): the input's dims, to which the gradient
    /// is summed back.
    SumTo { dims: Vec<usize> },
    /// A range of one axis (`narrow`, `split`, `chunk`; `select` when `selected`, which
    /// removed the axis): the input's dims, the axis and the range's start.
    Range {
        dims: Vec<usize>,
        axis: usize,
        start: usize,
        selected: bool,
    },
    /// Scaled dot-product attention: the query, key and value, the boolean mask (`true`
    /// keeps a score) and whether it was causal.
    Attention {
        q: Saved<T>,
        k: Saved<T>,
        v: Saved<T>,
        mask: Option<Tensor<bool, AnyDims>>,
        causal: bool,
    },
    /// Elements picked along `axis` by an index (`gather`; `index_select` when `spread`,
    /// whose indices pick whole slices): the input's dims and the index, by which the
    /// gradient is scattered back.
    Scatter {
        dims: Vec<usize>,
        axis: usize,
        index: Tensor<usize, AnyDims>,
        spread: bool,
    },
    /// A matrix product with `torch.matmul`'s rules (`matmul`, `mm`, `mv`, `dot`, `bmm`):
    /// both operands.
    Matmul { a: Saved<T>, b: Saved<T> },
    /// `a ** b` elementwise with broadcasting: both operands.
    Pow { a: Saved<T>, b: Saved<T> },
    /// `softmax` (or `log_softmax` when `log`) over `axis`: its output.
    Softmax { axis: usize, log: bool, y: Saved<T> },
    /// A reduction over `axis` of an input of dims `dims` (the axis removed when `removed`,
    /// kept as 1 otherwise), or over every element (no `axis`, a rank-0 result); the input `x`
    /// and the result `y` when the rule reads them.
    Reduced {
        kind: Reducing<T>,
        dims: Vec<usize>,
        axis: Option<usize>,
        removed: bool,
        x: Option<Saved<T>>,
        y: Option<Saved<T>>,
    },
    /// The larger (`max`) or smaller of two operands elementwise, with broadcasting.
    Choose { max: bool, a: Saved<T>, b: Saved<T> },
    /// `x op c` with a scalar `c` (`c op x` for the reversed ops); for `c / x`, `x` and the
    /// result.
    Scalar {
        op: Arith,
        c: T,
        saved: Option<(Saved<T>, Saved<T>)>,
    },
    /// `where(cond, a, b)`: the condition and each branch's dims; no `a_dims` when `a` is the
    /// constant `fill` (`masked_fill`, whose one input is `b`).
    Where {
        cond: Tensor<bool, AnyDims>,
        a_dims: Option<Vec<usize>>,
        b_dims: Vec<usize>,
        fill: Option<T>,
    },
    /// The input times a fixed mask of its dims (`dropout`): the mask.
    Mask { mask: Saved<T> },
    /// The inputs joined along `axis` (`cat`): each input's length along it.
    Cat { axis: usize, lens: Vec<usize> },
    /// The inputs joined along a new axis `axis` (`stack`).
    Stack { axis: usize },
    /// A class loss of a `[batch, classes]` input (`cross_entropy`, whose softmax `probs`
    /// it saves, or `nll_loss`): the targets and the loss's options.
    Classes {
        probs: Option<Saved<T>>,
        dims: [usize; 2],
        targets: Vec<usize>,
        mean: bool,
        smoothing: f64,
        ignore: Option<usize>,
    },
    /// `mse_loss` of `x` against `y`, each element's term scaled by `scale`.
    Squared { x: Saved<T>, y: Saved<T>, scale: T },
    /// `binary_cross_entropy_with_logits` of the logits `x` against `y`, scaled by `scale`.
    Logits { x: Saved<T>, y: Saved<T>, scale: T },
    /// A 2-D convolution (`conv2d`) of `x` by `w`, plus a bias when `bias` (the third input).
    Conv2d {
        x: Saved<T>,
        w: Saved<T>,
        bias: bool,
        geometry: crate::kernel::Conv2dGeometry,
    },
    /// A 2-D transposed convolution (`conv_transpose2d`) of `x` by `w`, plus a bias when
    /// `bias`: `geometry` is the convolution whose input gradient it is (its input the
    /// output), `output_padding` what was added to the output's far sides.
    ConvTranspose2d {
        x: Saved<T>,
        w: Saved<T>,
        bias: bool,
        geometry: crate::kernel::Conv2dGeometry,
        output_padding: [usize; 2],
    },
    /// 2-D max pooling over windows of `geometry`: for each output, the index within its
    /// input plane of the element it took.
    MaxPool2d {
        at: Tensor<usize, AnyDims>,
        geometry: crate::kernel::Conv2dGeometry,
    },
    /// 2-D average pooling over windows of `geometry`, divided by the kernel's size when
    /// `count_include_pad`, by the elements inside the input otherwise.
    AvgPool2d {
        geometry: crate::kernel::Conv2dGeometry,
        count_include_pad: bool,
    },
    /// Adaptive average pooling of `geometry`'s planes: each output the mean of its window.
    AdaptiveAvgPool2d {
        geometry: crate::kernel::AdaptiveGeometry,
    },
    /// Batch norm over axis 1 (`batch_norm`) of the contiguous `x`, by the weight `w` when
    /// given (the second input) and plus a bias when `bias` (the last): the per-channel mean
    /// and biased variance it normalized by, the batch's when `training` (the gradient flows
    /// through them) or the running ones, and `eps`.
    BatchNorm {
        x: Saved<T>,
        w: Option<Saved<T>>,
        bias: bool,
        mean: Vec<f64>,
        var: Vec<f64>,
        eps: f64,
        training: bool,
    },
    /// Group norm of the contiguous `x` in `groups` groups of channels, by the weight `w`
    /// when given and plus a bias when `bias`: each batch element's groups' mean and biased
    /// variance (`[batch * groups]`), and `eps`.
    GroupNorm {
        x: Saved<T>,
        w: Option<Saved<T>>,
        bias: bool,
        groups: usize,
        mean: Vec<f64>,
        var: Vec<f64>,
        eps: f64,
    },
    /// The last two axes remapped (`pad2d`, `pad1d`): output row `y` read from input row
    /// `rows[y]`, column `x` from `cols[x]` (`kernel::OUTSIDE`: the fill), of an input of
    /// `input` sizes; `form` says what made the map, for a tracer.
    Remap {
        rows: Vec<usize>,
        cols: Vec<usize>,
        input: [usize; 2],
        form: Remapped<T>,
    },
    /// The last two axes resampled by two-tap weights per output row and column
    /// (`interpolate_bilinear`), of an input of `input` sizes.
    Resample {
        rows: Vec<crate::kernel::Taps<T>>,
        cols: Vec<crate::kernel::Taps<T>>,
        input: [usize; 2],
    },
    /// RMS norm over the last axis: `x`, and the weight when a gradient flows to `x`.
    RmsNorm {
        x: Saved<T>,
        w: Option<Saved<T>>,
        width: usize,
        eps: T,
    },
}

/// The reductions over one axis whose gradient a rule computes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reducing<T> {
    /// The gradient is spread over the axis.
    Sum,
    /// The gradient is spread over the axis, divided by its length.
    Mean,
    Product,
    /// `max` (`min` when not `max`): the gradient goes to the elements equal to the result,
    /// shared evenly.
    Extreme {
        max: bool,
    },
    /// The vector `p`-norm.
    Norm(T),
    LogSumExp,
    /// `var` (`std` when `sqrt`) with PyTorch's `correction`.
    Moment {
        correction: usize,
        sqrt: bool,
    },
}

impl<T> Reducing<T> {
    /// Whether the rule reads the input and the result (all but `Sum` and `Mean`).
    pub fn reads_values(&self) -> bool {
        !matches!(self, Reducing::Sum | Reducing::Mean)
    }
}

/// The elementwise functions whose derivative a rule computes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Unary<T> {
    Exp,
    Ln,
    Log2,
    Log10,
    Sqrt,
    Tanh,
    Sigmoid,
    Erf,
    Gelu,
    GeluTanh,
    Silu,
    Relu,
    Abs,
    Pow(T),
    Clamp(T, T),
    ClampMin(T),
    ClampMax(T),
}

impl<T> Unary<T> {
    /// Whether the derivative reads the output (`exp`, `sqrt`, `tanh`, `sigmoid`) rather than
    /// the input.
    pub fn reads_output(&self) -> bool {
        matches!(
            self,
            Unary::Exp | Unary::Sqrt | Unary::Tanh | Unary::Sigmoid
        )
    }
}

impl<T> Derivation<T> {
    /// The description of `op` (the derivative of op `name`) applied to `input` giving `output`.
    pub(crate) fn unary<S, R>(
        name: &'static str,
        op: Unary<T>,
        input: &Tensor<T, S, R>,
        output: &Tensor<T, S>,
    ) -> Self {
        let saved = match op.reads_output() {
            true => output.clone().retype(),
            false => input.plain().retype(),
        };
        Derivation::Unary { op, saved, name }
    }
}

impl<T> Derivation<T> {
    /// The description of `lhs op rhs` (`+ - * /`); `requires` says whether a gradient flows
    /// to each operand. `*` saves the operand the other's gradient reads, `/` both.
    pub(crate) fn arith<S1, S2, R>(
        op: Arith,
        lhs: &Tensor<T, S1, R>,
        rhs: &Tensor<T, S2, R>,
        requires: &[bool],
    ) -> Self {
        let (keep_lhs, keep_rhs) = match op {
            Arith::Mul => (requires[1], requires[0]),
            Arith::Div => (requires[1], true),
            _ => (false, false),
        };
        Derivation::Arith {
            op,
            lhs: (lhs.dims().to_vec(), keep_lhs.then(|| saved(lhs))),
            rhs: (rhs.dims().to_vec(), keep_rhs.then(|| saved(rhs))),
        }
    }
}

/// `tensor`, as a rule saves it.
pub(crate) fn saved<T, S, R>(tensor: &Tensor<T, S, R>) -> Saved<T> {
    tensor.plain().retype()
}

/// What made a [`Derivation::Remap`]'s index map: a padding by `pads` (`[left, right, top,
/// bottom]`) with a constant, by reflection or by replication, or a nearest resize.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Remapped<T> {
    /// `F.pad(..., mode="constant", value)`.
    Constant { pads: [usize; 4], value: T },
    /// `F.pad(..., mode="reflect")`.
    Reflect { pads: [usize; 4] },
    /// `F.pad(..., mode="replicate")`.
    Replicate { pads: [usize; 4] },
    /// `F.interpolate(..., mode="nearest")`.
    Nearest,
}
