//! `conv2d`: PyTorch's `F.conv2d` on NCHW tensors, its options as types so that the output's
//! spatial sizes are checked against PyTorch's formula when the build knows the input's.

use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{self, Conv2dGeometry, MatmulElement};
use crate::layout::Layout;
use crate::ops::Arith;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dim, Shape};
use crate::tensor::{saved, AnyDims, Derivation};
use crate::{FloatElement, Record, Tensor};
use core::marker::PhantomData;

/// The options of a 2-D convolution, as types: `STRIDE`, `PADDING` (zeros on every side; or
/// [`SAME`](crate::nn::SAME) and [`VALID`](crate::nn::VALID), PyTorch's `padding="same"` and
/// `"valid"`), `DILATION` and `GROUPS`, the same on both spatial axes (PyTorch's `conv2d`
/// with ints). Being types, they let the build check the output's height and width.
///
/// ```
/// use typed_tensor::nn::Conv;
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 1, 5, 5]>::ones();
/// let w = Tensor::<f32, shape![1, 1, 3, 3]>::ones();
/// // Stride 2, padding 1: floor((5 + 2 - 2 - 1) / 2) + 1 = 3.
/// let y: Tensor<f32, shape![1, 1, 3, 3]> = x.conv2d(&w, None, Conv::<2, 1>);
/// assert_eq!(y.to_vec(), [4., 6., 4., 6., 9., 6., 4., 6., 4.]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Conv<
    const STRIDE: usize = 1,
    const PADDING: usize = 0,
    const DILATION: usize = 1,
    const GROUPS: usize = 1,
>;

/// The build-time checks of a convolution of `X` by `Wt` into `Y`: the options, the channels,
/// and each static spatial size against PyTorch's formula.
pub(crate) struct ConvCheck<
    X,
    Wt,
    Y,
    const S: usize,
    const P: usize,
    const DL: usize,
    const G: usize,
>(PhantomData<(X, Wt, Y)>);

impl<
        X: Shape,
        Wt: Shape,
        Y: Shape,
        const S: usize,
        const P: usize,
        const DL: usize,
        const G: usize,
    > ConvCheck<X, Wt, Y, S, P, DL, G>
{
    /// `conv1d` for a `[batch, C, L]` input, `conv2d` for `[batch, C, H, W]`.
    const OP: &'static str = if X::RANK == 3 { "conv1d" } else { "conv2d" };

    const MESSAGE: ConstStr = {
        let (x, w) = (X::STATIC_DIMS, Wt::STATIC_DIMS);
        // The weight, `[out, in / groups, kernel...]`, and the input's channels are static.
        let mut all_static = x[1].is_some();
        let mut axis = 0;
        while axis < w.len() {
            all_static &= w[axis].is_some();
            axis += 1;
        }
        let (out, per_group, channels) = match (w[0], w[1], x[1]) {
            (Some(o), Some(c), Some(ch)) => (o, c, ch),
            _ => (0, 0, 0),
        };
        if !all_static {
            ConstStr::new()
                .push(Self::OP)
                .push(": the input's channels `")
                .shape(X::DIM_NAMES)
                .push("` and the weight's dims `")
                .shape(Wt::DIM_NAMES)
                .push("` must be static, so that the build checks them")
        } else if P == SAME && S != 1 {
            ConstStr::new()
                .push(Self::OP)
                .push(": padding=\"same\" is not supported for strided convolutions (stride ")
                .num(S)
                .push(")")
        } else if P == SAME
            && !(same_padding(w[2], DL).is_some() && same_padding(w[w.len() - 1], DL).is_some())
        {
            ConstStr::new()
                .push(Self::OP)
                .push(
                    ": padding=\"same\" pads DILATION (K - 1) / 2 on both sides, so it needs \
                     DILATION (K - 1) even; the weight `",
                )
                .shape(Wt::DIM_NAMES)
                .push("` with dilation ")
                .num(DL)
                .push(" gives an odd one (PyTorch pads it unequally; write the padding instead)")
        } else if S == 0 || DL == 0 || G == 0 {
            ConstStr::new()
                .push(Self::OP)
                .push(": stride, dilation and groups must be at least 1, not ")
                .num(S)
                .push(", ")
                .num(DL)
                .push(" and ")
                .num(G)
        } else if per_group * G != channels {
            ConstStr::new()
                .push(Self::OP)
                .push(": the input `")
                .shape(X::DIM_NAMES)
                .push("` has ")
                .num(channels)
                .push(" channels, but the weight `")
                .shape(Wt::DIM_NAMES)
                .push("` in ")
                .num(G)
                .push(" groups expects ")
                .num(per_group * G)
        } else if out % G != 0 {
            ConstStr::new()
                .push(Self::OP)
                .push(": the weight's ")
                .num(out)
                .push(" out channels are not divisible by ")
                .num(G)
                .push(" groups")
        } else {
            let sizes = Spatial {
                op: Self::OP,
                input: X::STATIC_DIMS,
                input_names: X::DIM_NAMES,
                output: Y::STATIC_DIMS,
                output_names: Y::DIM_NAMES,
                ceil_mode: false,
            };
            let (kh, kw) = (size_or_one(w[2]), size_or_one(w[w.len() - 1]));
            if X::RANK == 3 {
                sizes.check_axis(2, "length ", kw, [S, side_padding(P, DL, kw), DL])
            } else {
                let height = sizes.check_axis(2, "height ", kh, [S, side_padding(P, DL, kh), DL]);
                if height.is_empty() {
                    sizes.check_axis(3, "width ", kw, [S, side_padding(P, DL, kw), DL])
                } else {
                    height
                }
            }
        }
    };

    pub(crate) const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

/// `PADDING` for PyTorch's `padding="same"`: each side padded by half the dilated kernel's
/// reach less one, `DILATION (K - 1) / 2`, so that a stride-1 convolution keeps the input's
/// size. That needs `DILATION (K - 1)` even (PyTorch pads an odd one unequally; this crate
/// refuses it by name) and stride 1.
///
/// ```
/// use typed_tensor::nn::{Conv, SAME};
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 2, 9, 9]>::ones();
/// let w = Tensor::<f32, shape![4, 2, 5, 3]>::ones();
/// let y: Tensor<f32, shape![1, 4, 9, 9]> = x.conv2d(&w, None, Conv::<1, SAME>);
/// assert_eq!(y.to_vec()[0], 2.0 * 3.0 * 2.0); // the corner: 3 of 5 rows, 2 of 3 columns
/// ```
pub const SAME: usize = usize::MAX;

/// `PADDING` for PyTorch's `padding="valid"`: no padding, the default.
///
/// ```
/// use typed_tensor::nn::{Conv, VALID};
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 1, 5, 5]>::ones();
/// let w = Tensor::<f32, shape![1, 1, 3, 3]>::ones();
/// let y: Tensor<f32, shape![1, 1, 3, 3]> = x.conv2d(&w, None, Conv::<1, VALID>);
/// assert_eq!(y.to_vec(), [9.0; 9]);
/// ```
pub const VALID: usize = 0;

/// The per-side padding `padding="same"` gives a kernel of static size `k` with dilation
/// `dl`, or `None` when its reach is even (or the size is not static).
const fn same_padding(k: Option<usize>, dl: usize) -> Option<usize> {
    match k {
        Some(k) if k > 0 && (dl * (k - 1)).is_multiple_of(2) => Some(dl * (k - 1) / 2),
        _ => None,
    }
}

/// The padding of one side of an axis with a kernel of `k`: `p`, or half the dilated reach
/// for [`SAME`].
const fn side_padding(p: usize, dl: usize, k: usize) -> usize {
    match p {
        SAME => dl * (k - 1) / 2,
        p => p,
    }
}

/// The padding of each spatial axis of a kernel of sizes `kernel`: `P`, or half the dilated
/// reach for [`SAME`].
pub(crate) fn paddings<const P: usize>(kernel: [usize; 2], dl: usize) -> [usize; 2] {
    match P {
        SAME => kernel.map(|k| dl * k.saturating_sub(1) / 2),
        p => [p; 2],
    }
}

/// A static size, or 1 (a kernel size the checks before have found static).
const fn size_or_one(size: Option<usize>) -> usize {
    match size {
        Some(size) => size,
        None => 1,
    }
}

/// The spatial axes (2 and 3) of an NCHW input and output, as the build knows them.
pub(crate) struct Spatial {
    pub op: &'static str,
    pub input: &'static [Option<usize>],
    pub input_names: &'static [&'static str],
    pub output: &'static [Option<usize>],
    pub output_names: &'static [&'static str],
    /// Pooling's `ceil_mode` (convolutions: `false`).
    pub ceil_mode: bool,
}

impl Spatial {
    /// The message of the first static spatial size that is too small for `kernel` with these
    /// options, or whose output is not the output type's static size (PyTorch's formula);
    /// empty when none.
    pub const fn check(&self, kernel: [usize; 2], s: usize, p: usize, dl: usize) -> ConstStr {
        let height = self.check_axis(2, "height ", kernel[0], [s, p, dl]);
        if !height.is_empty() {
            return height;
        }
        self.check_axis(3, "width ", kernel[1], [s, p, dl])
    }

    /// [`check`](Self::check) of spatial axis `axis` alone, named `name` (`"length "`).
    pub const fn check_axis(
        &self,
        axis: usize,
        name: &str,
        kernel: usize,
        [s, p, dl]: [usize; 3],
    ) -> ConstStr {
        let Some(size) = self.input[axis] else {
            return ConstStr::new();
        };
        let reach = dl * (kernel - 1) + 1;
        let padded = size + 2 * p;
        let start = ConstStr::new()
            .push(self.op)
            .push(": ")
            .push(name)
            .num(size)
            .push(" (axis ")
            .num(axis)
            .push(" of `")
            .shape(self.input_names)
            .push("`) with kernel ")
            .num(kernel)
            .push(", stride ")
            .num(s)
            .push(", padding ")
            .num(p)
            .push(", dilation ")
            .num(dl);
        if padded < reach {
            return start
                .push(" is too small: the padded size ")
                .num(padded)
                .push(" is below the dilated kernel's ")
                .num(reach);
        }
        if let Some(declared) = self.output[axis] {
            let span = padded - reach;
            let size_out = match self.ceil_mode {
                // PyTorch's: rounded up, the last window starting before the right padding.
                true if span.div_ceil(s) * s >= size + p => span.div_ceil(s),
                true => span.div_ceil(s) + 1,
                false => span / s + 1,
            };
            if declared != size_out {
                return start
                    .push(" gives ")
                    .num(size_out)
                    .push(", not the output's ")
                    .push(self.output_names[axis]);
            }
        }
        ConstStr::new()
    }
}

impl<T, B, C, H, W, R> Tensor<T, (B, C, H, W), R>
where
    T: FloatElement + MatmulElement,
    B: Dim,
    C: Dim,
    H: Dim,
    W: Dim,
    R: Record<T>,
{
    /// The 2-D convolution of this `[batch, C, H, W]` input by `weight`, `[O, C / GROUPS, KH,
    /// KW]`, plus `bias` (`[O]`) (the channels and the weight's dims static), with the options of [`Conv`]: `F.conv2d(x, weight, bias,
    /// stride, padding, dilation, groups)` (a cross-correlation, as PyTorch's).
    ///
    /// The output is `[batch, O, OH, OW]`, its sizes named by the caller (an annotation fills
    /// `OH` and `OW`). Where `H` (`W`) is static, the build checks `OH` (`OW`) against
    /// `floor((H + 2 PADDING - DILATION (KH - 1) - 1) / STRIDE) + 1` and fails with a message
    /// naming the input size, the kernel, the options and the size they give; the channels
    /// (`C` against the weight's and `GROUPS`) are checked the same way. A `Dyn` size is
    /// checked at run time (a panic here, an `Err` from [`try_conv2d`](Self::try_conv2d)).
    ///
    /// Computed as matrix products of each group's weights by blocks of the input's columns
    /// (`im2col` a block of output positions at a time, so that the columns stay in cache).
    ///
    /// ```
    /// use typed_tensor::nn::Conv;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 2, 4, 4]>::ones_with_dims(&[3, 2, 4, 4]).unwrap();
    /// let w = Tensor::<f32, shape![5, 2, 3, 3]>::ones();
    /// let b = Tensor::<f32, shape![5]>::full(0.5);
    /// let y: Tensor<f32, shape![dyn, 5, 4, 4]> = x.conv2d(&w, Some(&b), Conv::<1, 1>);
    /// assert_eq!(y.dims(), &[3, 5, 4, 4]);
    /// assert_eq!(y.to_vec()[..4], [8.5, 12.5, 12.5, 8.5]); // 2 channels of 2x2, 2x3, 2x3, 2x2
    /// ```
    ///
    /// A wrong output size does not build (`cargo build`; a const assertion):
    ///
    /// ```compile_fail
    /// use typed_tensor::nn::Conv;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 1, 28, 28]>::ones_with_dims(&[1, 1, 28, 28]).unwrap();
    /// let w = Tensor::<f32, shape![32, 1, 3, 3]>::ones();
    /// // conv2d: height 28 (axis 2 of `(Dyn, D<1>, D<28>, D<28>)`) with kernel 3, stride 1,
    /// // padding 0, dilation 1 gives 26, not the output's D<28>
    /// let y: Tensor<f32, shape![dyn, 32, 28, 28]> = x.conv2d(&w, None, Conv::<1, 0>);
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn conv2d<
        O: Dim,
        CG: Dim,
        KH: Dim,
        KW: Dim,
        OH: Dim,
        OW: Dim,
        const S: usize,
        const P: usize,
        const DL: usize,
        const G: usize,
    >(
        &self,
        weight: &Tensor<T, (O, CG, KH, KW), R>,
        bias: Option<&Tensor<T, (O,), R>>,
        options: Conv<S, P, DL, G>,
    ) -> Tensor<T, (B, O, OH, OW), R> {
        self.try_conv2d(weight, bias, options).or_panic()
    }

    /// [`conv2d`](Self::conv2d), with a `Dyn` spatial size that is too small or that gives
    /// another output size than a static `OH`/`OW` as an `Err` naming it (and a result that
    /// cannot be allocated).
    ///
    /// ```
    /// use typed_tensor::nn::Conv;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn, 8]>::ones_with_dims(&[1, 1, 2, 8]).unwrap();
    /// let w = Tensor::<f32, shape![1, 1, 3, 3]>::ones();
    /// let y: Result<Tensor<f32, shape![1, 1, dyn, 6]>, _> = x.try_conv2d(&w, None, Conv::<1, 0>);
    /// assert_eq!(
    ///     y.unwrap_err().to_string(),
    ///     "conv2d(): input size 2 at dimension 2 is too small for kernel 3, stride 1, \
    ///      padding 0, dilation 1 (padded size 2, dilated kernel 3)"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_conv2d<
        O: Dim,
        CG: Dim,
        KH: Dim,
        KW: Dim,
        OH: Dim,
        OW: Dim,
        const S: usize,
        const P: usize,
        const DL: usize,
        const G: usize,
    >(
        &self,
        weight: &Tensor<T, (O, CG, KH, KW), R>,
        bias: Option<&Tensor<T, (O,), R>>,
        _options: Conv<S, P, DL, G>,
    ) -> Result<Tensor<T, (B, O, OH, OW), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ConvCheck::<(B, C, H, W), (O, CG, KH, KW), (B, O, OH, OW), S, P, DL, G>::CHECK;
        let dims = self.dims();
        let geometry = Conv2dGeometry {
            batch: dims[0],
            channels: dims[1],
            input: [dims[2], dims[3]],
            kernel: [weight.dims()[2], weight.dims()[3]],
            stride: [S; 2],
            padding: paddings::<P>([weight.dims()[2], weight.dims()[3]], DL),
            dilation: [DL; 2],
            groups: G,
            ceil_mode: false,
        };
        self.convolve("conv2d", weight, bias, geometry, [OH::SIZE, OW::SIZE])
    }

    /// The convolution of `geometry` (this input's and `weight`'s dims, the options; the
    /// build has checked what it knows), its output sizes checked against `declared`: what
    /// `conv2d` and `conv1d` compute.
    #[allow(clippy::type_complexity)]
    pub(crate) fn convolve<O: Dim, CG: Dim, KH: Dim, KW: Dim, OH: Dim, OW: Dim>(
        &self,
        op: &'static str,
        weight: &Tensor<T, (O, CG, KH, KW), R>,
        bias: Option<&Tensor<T, (O,), R>>,
        geometry: Conv2dGeometry,
        declared: [Option<usize>; 2],
    ) -> Result<Tensor<T, (B, O, OH, OW), R>, ShapeError> {
        let out = checked_output(op, &geometry, declared)?;
        let x = self.plain().retype::<AnyDims>();
        let value = convolved(
            &x,
            &weight.plain().retype(),
            bias.map(|b| b.plain().retype()).as_ref(),
            &geometry,
        )?;
        let value: Tensor<T, (B, O, OH, OW)> = value.retype();
        debug_assert_eq!(value.dims()[2..], out);
        let records: Vec<&R> = [
            Some(self.record()),
            Some(weight.record()),
            bias.map(|b| b.record()),
        ]
        .into_iter()
        .flatten()
        .collect();
        Ok(R::derive(&records, value, |_, _| Derivation::Conv2d {
            x: saved(self),
            w: saved(weight),
            bias: bias.is_some(),
            geometry,
        }))
    }
}

/// The output's spatial sizes, or the error of a size that is too small or that a static
/// output size contradicts.
pub(crate) fn checked_output(
    op: &'static str,
    g: &Conv2dGeometry,
    declared: [Option<usize>; 2],
) -> Result<[usize; 2], ShapeError> {
    let mut out = [0; 2];
    for axis in 0..2 {
        let size = g.output(axis);
        match (size, declared[axis]) {
            (Some(size), Some(declared)) if size != declared => {
                return Err(conv_size(op, g, axis, Some(size), Some(declared)))
            }
            (Some(size), _) => out[axis] = size,
            (None, _) => return Err(conv_size(op, g, axis, None, declared[axis])),
        }
    }
    Ok(out)
}

/// An error of a 1-D op computed as its 2-D form of height 1: the length is the 2-D width,
/// axis 3, but axis 2 of the op's own input.
pub(crate) fn as_1d(error: ShapeError) -> ShapeError {
    match error {
        ShapeError::ConvSize {
            axis: 3,
            op,
            input,
            kernel,
            stride,
            padding,
            dilation,
            output,
            declared,
        } => ShapeError::ConvSize {
            axis: 2,
            op,
            input,
            kernel,
            stride,
            padding,
            dilation,
            output,
            declared,
        },
        other => other,
    }
}

fn conv_size(
    op: &'static str,
    g: &Conv2dGeometry,
    axis: usize,
    output: Option<usize>,
    declared: Option<usize>,
) -> ShapeError {
    ShapeError::ConvSize {
        op,
        axis: axis + 2,
        input: g.input[axis],
        kernel: g.kernel[axis],
        stride: g.stride[axis],
        padding: g.padding[axis],
        dilation: g.dilation[axis],
        output,
        declared,
    }
}

/// `x` (`[N, C, H, W]`) convolved by `w` (`[O, C / G, KH, KW]`) plus `bias`, on run-time dims
/// the caller checked: `[N, O, OH, OW]`, each group's weights times blocks of the input's
/// columns (`kernel::conv2d`).
pub(crate) fn convolved<T: FloatElement + MatmulElement>(
    x: &Tensor<T, AnyDims>,
    w: &Tensor<T, AnyDims>,
    bias: Option<&Tensor<T, AnyDims>>,
    g: &Conv2dGeometry,
) -> Result<Tensor<T, AnyDims>, ShapeError> {
    let op = "conv2d";
    let [oh, ow] = g.out();
    let out_channels = w.dims()[0];
    let w = contiguous(w, op)?;
    let bias = bias.map(|b| contiguous(b, op)).transpose()?;
    let w = w.as_slice().expect("a contiguous tensor");
    let bias = bias
        .as_ref()
        .map(|b| b.as_slice().expect("a contiguous tensor"));
    let y = x.with_contiguous(op, |x| {
        kernel::conv2d(x, w, bias, g, out_channels).in_op(op)
    })??;
    Ok(Tensor::from_row_major(y, &[g.batch, out_channels, oh, ow]))
}

/// `y` (`[N, O, OH, OW]`) plus `bias[o]` on each channel `o`, or `y` itself without a bias.
pub(crate) fn plus_channel_bias<T: FloatElement>(
    y: Tensor<T, AnyDims>,
    bias: Option<&Tensor<T, AnyDims>>,
    op: &'static str,
) -> Result<Tensor<T, AnyDims>, ShapeError> {
    let Some(b) = bias else {
        return Ok(y);
    };
    let out = y.dims().to_vec();
    let b: Tensor<T, AnyDims> = contiguous(b, op)?.with_layout(row_major(&[out[1], 1, 1]));
    let storage = T::zip_arith(Arith::Add, &out, y.operand(&out), b.operand(&out));
    Ok(Tensor::from_parts(storage.in_op(op)?, row_major(&out)))
}

/// `x`, row-major from the start of its storage (copied when it is not).
pub(crate) fn contiguous<T: Copy + Send + Sync>(
    x: &Tensor<T, AnyDims>,
    op: &'static str,
) -> Result<Tensor<T, AnyDims>, ShapeError> {
    if x.layout().is_contiguous() {
        return Ok(x.clone());
    }
    let dims = x.dims();
    let storage = kernel::map(dims, x.operand(dims), core::convert::identity).in_op(op)?;
    Ok(Tensor::from_parts(storage, row_major(dims)))
}

/// The row-major layout of `dims`, whose element count an existing tensor already holds.
pub(crate) fn row_major(dims: &[usize]) -> Layout {
    Layout::contiguous(dims).expect("the dims of an existing tensor's elements")
}
