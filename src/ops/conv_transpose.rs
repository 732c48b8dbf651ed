//! `conv_transpose2d`: PyTorch's `F.conv_transpose2d` on NCHW tensors, the adjoint of
//! `conv2d` (each input position spreads its kernel-weighted values over the output), its
//! options as types so that the output's sizes are checked against PyTorch's formula when
//! the build knows the input's.

use super::conv::{contiguous, plus_channel_bias};
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{self, Conv2dGeometry, MatmulElement};
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dim, Shape};
use crate::tensor::{saved, AnyDims, Derivation};
use crate::{FloatElement, Record, Tensor};
use core::marker::PhantomData;

/// The options of a 2-D transposed convolution, as types: `STRIDE`, `PADDING` (removed from
/// each side of the full output), `OUTPUT_PADDING` (added to one side, smaller than the
/// stride), `DILATION` and `GROUPS` (PyTorch's `conv_transpose2d` with ints).
///
/// ```
/// use typed_tensor::nn::ConvTranspose;
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 1, 2, 2]>::ones();
/// let w = Tensor::<f32, shape![1, 1, 2, 2]>::ones();
/// // Stride 2: each input spreads over its own 2x2 block, (2 - 1) * 2 + 2 = 4.
/// let y: Tensor<f32, shape![1, 1, 4, 4]> = x.conv_transpose2d(&w, None, ConvTranspose::<2>);
/// assert_eq!(y.to_vec(), [1.0; 16]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConvTranspose<
    const STRIDE: usize = 1,
    const PADDING: usize = 0,
    const OUTPUT_PADDING: usize = 0,
    const DILATION: usize = 1,
    const GROUPS: usize = 1,
>;

/// `(size - 1) * s - 2 p + d (k - 1) + op + 1`, or `None` when it is not positive.
const fn transposed_size(size: usize, k: usize, [s, p, op, d]: [usize; 4]) -> Option<usize> {
    let full = (size - 1) * s + d * (k - 1) + op + 1;
    if size == 0 || full <= 2 * p {
        None
    } else {
        Some(full - 2 * p)
    }
}

/// The build-time checks of a transposed convolution of `X` by `Wt` into `Y`.
struct ConvTransposeCheck<
    X,
    Wt,
    Y,
    const S: usize,
    const P: usize,
    const OP: usize,
    const DL: usize,
    const G: usize,
>(PhantomData<(X, Wt, Y)>);

impl<
        X: Shape,
        Wt: Shape,
        Y: Shape,
        const S: usize,
        const P: usize,
        const OP: usize,
        const DL: usize,
        const G: usize,
    > ConvTransposeCheck<X, Wt, Y, S, P, OP, DL, G>
{
    const MESSAGE: ConstStr = {
        let (x, w, y) = (X::STATIC_DIMS, Wt::STATIC_DIMS, Y::STATIC_DIMS);
        let start = ConstStr::new().push("conv_transpose2d: ");
        match (x[1], w[0], w[1], w[2], w[3]) {
            _ if S == 0 || DL == 0 || G == 0 => start
                .push("stride, dilation and groups must be at least 1, not ")
                .num(S)
                .push(", ")
                .num(DL)
                .push(" and ")
                .num(G),
            _ if OP >= S => start
                .push("output padding must be smaller than the stride, but got output_padding=")
                .num(OP)
                .push(" and stride=")
                .num(S),
            (Some(channels), Some(in_channels), Some(per_group), Some(kh), Some(kw)) => {
                if channels != in_channels || channels % G != 0 {
                    start
                        .push("the input `")
                        .shape(X::DIM_NAMES)
                        .push("` has ")
                        .num(channels)
                        .push(" channels, but the weight `")
                        .shape(Wt::DIM_NAMES)
                        .push("` takes ")
                        .num(in_channels)
                        .push(" in ")
                        .num(G)
                        .push(" groups")
                } else if let Some(out) = y[1] {
                    if out != per_group * G {
                        start
                            .push("the weight `")
                            .shape(Wt::DIM_NAMES)
                            .push("` in ")
                            .num(G)
                            .push(" groups gives ")
                            .num(per_group * G)
                            .push(" channels, not the output's ")
                            .push(Y::DIM_NAMES[1])
                    } else {
                        Self::sizes([kh, kw])
                    }
                } else {
                    Self::sizes([kh, kw])
                }
            }
            _ => start
                .push("the input's channels `")
                .shape(X::DIM_NAMES)
                .push("` and the weight's dims `")
                .shape(Wt::DIM_NAMES)
                .push("` must be static, so that the build checks them"),
        }
    };

    /// The message of the first static spatial size whose output is not the output type's.
    const fn sizes(kernel: [usize; 2]) -> ConstStr {
        let (x, y) = (X::STATIC_DIMS, Y::STATIC_DIMS);
        let mut axis = 2;
        while axis < 4 {
            if let Some(size) = x[axis] {
                let got = transposed_size(size, kernel[axis - 2], [S, P, OP, DL]);
                let wrong = match (got, y[axis]) {
                    (None, _) => true,
                    (Some(got), Some(declared)) => got != declared,
                    (Some(_), None) => false,
                };
                if wrong {
                    let message = ConstStr::new()
                        .push("conv_transpose2d: ")
                        .push(if axis == 2 { "height " } else { "width " })
                        .num(size)
                        .push(" (axis ")
                        .num(axis)
                        .push(" of `")
                        .shape(X::DIM_NAMES)
                        .push("`) with kernel ")
                        .num(kernel[axis - 2])
                        .push(", stride ")
                        .num(S)
                        .push(", padding ")
                        .num(P)
                        .push(", output padding ")
                        .num(OP)
                        .push(", dilation ")
                        .num(DL);
                    return match got {
                        Some(got) => message
                            .push(" gives ")
                            .num(got)
                            .push(", not the output's ")
                            .push(Y::DIM_NAMES[axis]),
                        None => message.push(" gives no output"),
                    };
                }
            }
            axis += 1;
        }
        ConstStr::new()
    }

    const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
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
    /// The 2-D transposed convolution of this `[batch, C, H, W]` input by `weight`, `[C, O /
    /// GROUPS, KH, KW]` (PyTorch's layout for it), plus `bias` (`[O]`), with the options of
    /// [`ConvTranspose`]: `F.conv_transpose2d(x, weight, bias, stride, padding,
    /// output_padding, groups, dilation)`, the adjoint of `conv2d` (the upsampling of decoders
    /// and GAN generators).
    ///
    /// The output is `[batch, O, OH, OW]`, named by the caller; where `H` (`W`) is static the
    /// build checks `OH` against `(H - 1) STRIDE - 2 PADDING + DILATION (KH - 1) +
    /// OUTPUT_PADDING + 1`, and the channels, as `conv2d` does. A `Dyn` size is checked at run
    /// time ([`try_conv_transpose2d`](Self::try_conv_transpose2d)).
    ///
    /// ```
    /// use typed_tensor::nn::ConvTranspose;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 1, 2]>::from_vec(vec![1., 2.]).unwrap();
    /// let w = Tensor::<f32, shape![1, 2, 1, 3]>::from_vec(vec![1., 1., 1., 0., 1., 0.]).unwrap();
    /// // Stride 1: (2 - 1) + 3 = 4 columns; the kernels of the two inputs overlap.
    /// let y: Tensor<f32, shape![1, 2, 1, 4]> = x.conv_transpose2d(&w, None, ConvTranspose::<1>);
    /// assert_eq!(y.to_vec(), [1., 3., 3., 2., 0., 1., 2., 0.]);
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn conv_transpose2d<
        O: Dim,
        CG: Dim,
        KH: Dim,
        KW: Dim,
        OH: Dim,
        OW: Dim,
        const S: usize,
        const P: usize,
        const OP: usize,
        const DL: usize,
        const G: usize,
    >(
        &self,
        weight: &Tensor<T, (C, CG, KH, KW), R>,
        bias: Option<&Tensor<T, (O,), R>>,
        options: ConvTranspose<S, P, OP, DL, G>,
    ) -> Tensor<T, (B, O, OH, OW), R> {
        self.try_conv_transpose2d(weight, bias, options).or_panic()
    }

    /// [`conv_transpose2d`](Self::conv_transpose2d), with a `Dyn` size whose output is not a
    /// static `OH`/`OW`, or a `Dyn` channel axis of another size than the weight's, as an
    /// `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::ConvTranspose;
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn, 3]>::ones_with_dims(&[1, 1, 4, 3]).unwrap();
    /// let w = Tensor::<f32, shape![1, 1, 3, 3]>::ones();
    /// let y: Result<Tensor<f32, shape![1, 1, 8, 8]>, _> =
    ///     x.try_conv_transpose2d(&w, None, ConvTranspose::<2, 0, 1>);
    /// assert_eq!(
    ///     y.unwrap_err().to_string(),
    ///     "conv_transpose2d(): input size 4 at dimension 2 with kernel 3, stride 2, padding 0, \
    ///      dilation 1 gives an output of size 10, but the output type says 8"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_conv_transpose2d<
        O: Dim,
        CG: Dim,
        KH: Dim,
        KW: Dim,
        OH: Dim,
        OW: Dim,
        const S: usize,
        const P: usize,
        const OP: usize,
        const DL: usize,
        const G: usize,
    >(
        &self,
        weight: &Tensor<T, (C, CG, KH, KW), R>,
        bias: Option<&Tensor<T, (O,), R>>,
        _options: ConvTranspose<S, P, OP, DL, G>,
    ) -> Result<Tensor<T, (B, O, OH, OW), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = ConvTransposeCheck::<(B, C, H, W), (C, CG, KH, KW), (B, O, OH, OW), S, P, OP, DL, G>::CHECK;
        let (dims, wd) = (self.dims(), weight.dims());
        if dims[1] != wd[0] {
            return Err(ShapeError::ChannelCount {
                name: "weight",
                expected: dims[1],
                got: wd[0],
            });
        }
        let out_channels = wd[1] * G;
        if let Some(b) = bias.filter(|b| b.dims()[0] != out_channels) {
            return Err(ShapeError::ChannelCount {
                name: "bias",
                expected: out_channels,
                got: b.dims()[0],
            });
        }
        let kernel = [wd[2], wd[3]];
        let mut out = [0; 2];
        for axis in 0..2 {
            let size = dims[2 + axis];
            let got =
                transposed_size(size.max(1), kernel[axis], [S, P, OP, DL]).filter(|_| size > 0);
            let declared = [OH::SIZE, OW::SIZE][axis];
            match (got, declared) {
                (Some(got), Some(declared)) if got != declared => {
                    return Err(transposed_error(
                        size,
                        2 + axis,
                        kernel[axis],
                        [S, P, DL],
                        Some(got),
                        Some(declared),
                    ))
                }
                (Some(got), _) => out[axis] = got,
                (None, declared) => {
                    return Err(transposed_error(
                        size,
                        2 + axis,
                        kernel[axis],
                        [S, P, DL],
                        None,
                        declared,
                    ))
                }
            }
        }
        // The convolution whose input gradient this is: its input is our output.
        let geometry = Conv2dGeometry {
            batch: dims[0],
            channels: out_channels,
            input: out,
            kernel,
            stride: [S; 2],
            padding: [P; 2],
            dilation: [DL; 2],
            groups: G,
            ceil_mode: false,
        };
        debug_assert_eq!(geometry.out(), [dims[2], dims[3]]);
        let value = transposed(
            &self.plain().retype(),
            &weight.plain().retype(),
            bias.map(|b| b.plain().retype()).as_ref(),
            &geometry,
        )?;
        let records: Vec<&R> = [
            Some(self.record()),
            Some(weight.record()),
            bias.map(|b| b.record()),
        ]
        .into_iter()
        .flatten()
        .collect();
        Ok(R::derive(&records, value.retype(), |_, _| {
            Derivation::ConvTranspose2d {
                x: saved(self),
                w: saved(weight),
                bias: bias.is_some(),
                geometry,
                output_padding: [OP; 2],
            }
        }))
    }
}

/// The error of a transposed convolution's size: `ConvSize` with the forward formula's words.
fn transposed_error(
    input: usize,
    axis: usize,
    kernel: usize,
    [stride, padding, dilation]: [usize; 3],
    output: Option<usize>,
    declared: Option<usize>,
) -> ShapeError {
    ShapeError::ConvSize {
        op: "conv_transpose2d",
        axis,
        input,
        kernel,
        stride,
        padding,
        dilation,
        output,
        declared,
    }
}

/// `x` (`[N, C, H, W]`) transposed-convolved by `w` (`[C, O / G, KH, KW]`) plus `bias`, on
/// run-time dims the caller checked: the input gradient of the convolution `g` (whose input is
/// the output) for an output gradient `x`, `[N, O, OH, OW]`: blocks of each group's `Wᵀ · x`
/// as columns, added onto the output (`col2im`).
pub(crate) fn transposed<T: FloatElement + MatmulElement>(
    x: &Tensor<T, AnyDims>,
    w: &Tensor<T, AnyDims>,
    bias: Option<&Tensor<T, AnyDims>>,
    g: &Conv2dGeometry,
) -> Result<Tensor<T, AnyDims>, ShapeError> {
    let op = "conv_transpose2d";
    let in_channels = x.dims()[1];
    let w = contiguous(w, op)?;
    let w = w.as_slice().expect("a contiguous tensor");
    // The input gradient of the convolution `g` whose output gradient is `x`.
    let y = x.with_contiguous(op, |x| {
        kernel::conv2d_input_grad(x, w, g, in_channels).in_op(op)
    })??;
    let out = [g.batch, g.channels, g.input[0], g.input[1]];
    plus_channel_bias(Tensor::<T, AnyDims>::from_row_major(y, &out), bias, op)
}
