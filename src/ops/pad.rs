//! `pad2d` and `pad1d`: PyTorch's `F.pad` of the last two (one) axes of an NCHW (NCL) tensor,
//! with a constant, by reflection or by replication, the amounts as types so that the output's
//! sizes are checked by the build. Computed as an index map (`kernel::remap2d`).

use super::conv::contiguous;
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{remap2d, OUTSIDE};
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dim, Shape};
use crate::tensor::{AnyDims, Derivation, Remapped};
use crate::{FloatElement, One, Record, Tensor};
use core::marker::PhantomData;

/// The amounts of a 2-D padding, as types, in PyTorch's order for `pad=(left, right, top,
/// bottom)`: the last axis' then the one before (the defaults pad every side by `LEFT`).
///
/// ```
/// use typed_tensor::nn::{Pad, PadMode};
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 1, 1, 2]>::from_vec(vec![1., 2.]).unwrap();
/// let y: Tensor<f32, shape![1, 1, 1, 5]> = x.pad2d(Pad::<1, 2, 0, 0>, PadMode::Constant(9.0));
/// assert_eq!(y.to_vec(), [9., 1., 2., 9., 9.]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pad<
    const LEFT: usize,
    const RIGHT: usize = LEFT,
    const TOP: usize = LEFT,
    const BOTTOM: usize = TOP,
>;

/// How [`Tensor::pad2d`] fills, PyTorch's `mode`: `"constant"` with `value`, `"reflect"`
/// (mirrored about the edge, the edge not repeated: each amount below the axis' size) and
/// `"replicate"` (the edge repeated).
///
/// ```
/// use typed_tensor::nn::{Pad, PadMode};
/// use typed_tensor::{shape, Tensor};
/// let x = Tensor::<f32, shape![1, 1, 1, 3]>::from_vec(vec![1., 2., 3.]).unwrap();
/// let reflect: Tensor<f32, shape![1, 1, 1, 7]> = x.pad2d(Pad::<2, 2, 0, 0>, PadMode::Reflect);
/// assert_eq!(reflect.to_vec(), [3., 2., 1., 2., 3., 2., 1.]);
/// let edge: Tensor<f32, shape![1, 1, 1, 7]> = x.pad2d(Pad::<2, 2, 0, 0>, PadMode::Replicate);
/// assert_eq!(edge.to_vec(), [1., 1., 1., 2., 3., 3., 3.]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PadMode<T> {
    /// Every new element is this value (PyTorch's default, with 0).
    Constant(T),
    /// The elements mirrored about the edge, the edge itself not repeated.
    Reflect,
    /// The edge element repeated.
    Replicate,
}

/// The build-time check of a padding of `X` into `Y` by `[left, right, top, bottom]`.
struct PadCheck<X, Y, const L: usize, const R: usize, const T: usize, const B: usize>(
    PhantomData<(X, Y)>,
);

impl<X: Shape, Y: Shape, const L: usize, const R: usize, const T: usize, const B: usize>
    PadCheck<X, Y, L, R, T, B>
{
    const MESSAGE: ConstStr = {
        let (x, y, rank) = (X::STATIC_DIMS, Y::STATIC_DIMS, X::RANK);
        let (last, before) = ([L, R], [T, B]);
        let mut message = ConstStr::new();
        let mut axis = rank - 2;
        while axis < rank && message.is_empty() {
            let [low, high] = if axis == rank - 1 { last } else { before };
            if let (Some(size), Some(declared)) = (x[axis], y[axis]) {
                if size + low + high != declared {
                    message = ConstStr::new()
                        .push("pad: size ")
                        .num(size)
                        .push(" (axis ")
                        .num(axis)
                        .push(" of `")
                        .shape(X::DIM_NAMES)
                        .push("`) padded by ")
                        .num(low)
                        .push(" and ")
                        .num(high)
                        .push(" gives ")
                        .num(size + low + high)
                        .push(", not the output's ")
                        .push(Y::DIM_NAMES[axis]);
                }
            }
            axis += 1;
        }
        message
    };

    const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

impl<T, B, C, H, W, R> Tensor<T, (B, C, H, W), R>
where
    T: FloatElement,
    B: Dim,
    C: Dim,
    H: Dim,
    W: Dim,
    R: Record<T>,
{
    /// This `[batch, C, H, W]` input padded on its spatial axes (`F.pad(x, (LEFT, RIGHT, TOP,
    /// BOTTOM), mode, value)`): `[batch, C, H + TOP + BOTTOM, W + LEFT + RIGHT]`, the sizes
    /// named by the caller and checked by the build where `H` (`W`) is static. Gradients flow
    /// back to the elements read (a reflected or replicated one gathers every copy's).
    ///
    /// ```
    /// use typed_tensor::nn::{Pad, PadMode};
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![dyn, 3, 28, 28]>::ones_with_dims(&[2, 3, 28, 28]).unwrap();
    /// let y: Tensor<f32, shape![dyn, 3, 32, 32]> = x.pad2d(Pad::<2>, PadMode::Constant(0.0));
    /// assert_eq!(y.dims(), &[2, 3, 32, 32]);
    /// ```
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn pad2d<
        OH: Dim,
        OW: Dim,
        const L: usize,
        const RT: usize,
        const TP: usize,
        const BT: usize,
    >(
        &self,
        amounts: Pad<L, RT, TP, BT>,
        mode: PadMode<T>,
    ) -> Tensor<T, (B, C, OH, OW), R> {
        self.try_pad2d(amounts, mode).or_panic()
    }

    /// [`pad2d`](Self::pad2d), with a `Dyn` size whose padded size is not a static output
    /// one, a reflection as large as its axis, or an empty axis to reflect or replicate, as
    /// an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::{Pad, PadMode};
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 2, dyn]>::ones_with_dims(&[1, 1, 2, 2]).unwrap();
    /// let y: Result<Tensor<f32, shape![1, 1, 2, dyn]>, _> = x.try_pad2d(Pad::<2, 2, 0, 0>, PadMode::Reflect);
    /// assert_eq!(
    ///     y.unwrap_err().to_string(),
    ///     "pad(): reflect padding must be less than the size of the axis it pads. \
    ///      Got: 2 and 2 on axis 3 of size 2 (input dims [1, 1, 2, 2])"
    /// );
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_pad2d<
        OH: Dim,
        OW: Dim,
        const L: usize,
        const RT: usize,
        const TP: usize,
        const BT: usize,
    >(
        &self,
        _amounts: Pad<L, RT, TP, BT>,
        mode: PadMode<T>,
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = PadCheck::<(B, C, H, W), (B, C, OH, OW), L, RT, TP, BT>::CHECK;
        self.padded(
            [L, RT, TP, BT],
            mode,
            [OH::SIZE, OW::SIZE],
            ([2, 3], self.dims()),
        )
    }

    /// The padding of `[left, right, top, bottom]` in `mode`, the output sizes checked against
    /// `declared`; an error names the axis `shown.0` gives for each of the two and the dims
    /// `shown.1` (the user's input's, for `pad1d`).
    #[allow(clippy::type_complexity)]
    pub(crate) fn padded<OH: Dim, OW: Dim>(
        &self,
        [left, right, top, bottom]: [usize; 4],
        mode: PadMode<T>,
        declared: [Option<usize>; 2],
        shown: ([usize; 2], &[usize]),
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        let op = "pad";
        let dims = self.dims();
        let (h, w) = (dims[2], dims[3]);
        let (shown_axes, shown_dims) = shown;
        let mut maps = [(h, [top, bottom]), (w, [left, right])].map(|(size, [low, high])| {
            index_map(size, low, high, mode)
                .map_err(|(name, expected)| (name, expected, low, high, size))
        });
        for (axis, map) in maps.iter_mut().enumerate() {
            if let Err((name, expected, low, high, size)) = map {
                let shown = shown_axes[axis];
                return Err(ShapeError::Argument {
                    op,
                    name,
                    expected,
                    value: format!(
                        "{low} and {high} on axis {shown} of size {size} (input dims {shown_dims:?})"
                    ),
                });
            }
        }
        let [rows, cols] = maps.map(|map| map.unwrap_or_default());
        for (axis, (len, declared)) in [rows.len(), cols.len()]
            .into_iter()
            .zip(declared)
            .enumerate()
        {
            if declared.is_some_and(|d| d != len) {
                let mut out = dims.to_vec();
                out[2 + axis] = len;
                return Err(ShapeError::DimsMismatch {
                    shape: <(B, C, OH, OW)>::describe(),
                    static_dims: <(B, C, OH, OW)>::STATIC_DIMS.to_vec(),
                    dims: out,
                    axis: Some(2 + axis),
                });
            }
        }
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let fill = match mode {
            PadMode::Constant(value) => value,
            _ => T::zero(),
        };
        let planes = dims[0] * dims[1];
        let values = remap2d(
            x.as_slice().expect("contiguous"),
            [planes, h, w],
            &rows,
            &cols,
            fill,
        )
        .in_op(op)?;
        let out = [dims[0], dims[1], rows.len(), cols.len()];
        let value = Tensor::<T, AnyDims>::from_row_major(values, &out);
        let pads = [left, right, top, bottom];
        Ok(R::derive(&[self.record()], value.retype(), |_, _| {
            Derivation::Remap {
                rows,
                cols,
                input: [h, w],
                form: match mode {
                    PadMode::Constant(value) => Remapped::Constant { pads, value },
                    PadMode::Reflect => Remapped::Reflect { pads },
                    PadMode::Replicate => Remapped::Replicate { pads },
                },
            }
        }))
    }
}

impl<T, B, C, L, R> Tensor<T, (B, C, L), R>
where
    T: FloatElement,
    B: Dim,
    C: Dim,
    L: Dim,
    R: Record<T>,
{
    /// This `[batch, C, L]` input padded on its length (`F.pad(x, (LEFT, RIGHT), mode,
    /// value)`): `[batch, C, L + LEFT + RIGHT]`, checked as [`pad2d`](Tensor::pad2d)'s.
    ///
    /// ```
    /// use typed_tensor::nn::{Pad, PadMode};
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 3]>::from_vec(vec![1., 2., 3.]).unwrap();
    /// let y: Tensor<f32, shape![1, 1, 5]> = x.pad1d(Pad::<1, 1>, PadMode::Reflect);
    /// assert_eq!(y.to_vec(), [2., 1., 2., 3., 2.]);
    /// ```
    #[track_caller]
    pub fn pad1d<OL: Dim, const LEFT: usize, const RIGHT: usize>(
        &self,
        amounts: Pad<LEFT, RIGHT>,
        mode: PadMode<T>,
    ) -> Tensor<T, (B, C, OL), R> {
        self.try_pad1d(amounts, mode).or_panic()
    }

    /// [`pad1d`](Self::pad1d), with [`try_pad2d`](Tensor::try_pad2d)'s errors as an `Err`.
    ///
    /// ```
    /// use typed_tensor::nn::{Pad, PadMode};
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn]>::ones_with_dims(&[1, 1, 0]).unwrap();
    /// let y: Result<Tensor<f32, shape![1, 1, dyn]>, _> = x.try_pad1d(Pad::<1, 1>, PadMode::Replicate);
    /// assert!(y.unwrap_err().to_string().starts_with("pad(): replicate padding"));
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_pad1d<OL: Dim, const LEFT: usize, const RIGHT: usize>(
        &self,
        _amounts: Pad<LEFT, RIGHT>,
        mode: PadMode<T>,
    ) -> Result<Tensor<T, (B, C, OL), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = PadCheck::<(B, C, L), (B, C, OL), LEFT, RIGHT, 0, 0>::CHECK;
        let y = self.unsqueeze::<2>().padded::<One, OL>(
            [LEFT, RIGHT, 0, 0],
            mode,
            [Some(1), OL::SIZE],
            ([2, 2], self.dims()),
        );
        let y = y.map_err(|error| match error {
            // The 2-D form's width is this input's axis 2.
            ShapeError::DimsMismatch { dims, .. } => ShapeError::DimsMismatch {
                shape: <(B, C, OL)>::describe(),
                static_dims: <(B, C, OL)>::STATIC_DIMS.to_vec(),
                dims: vec![dims[0], dims[1], dims[3]],
                axis: Some(2),
            },
            other => other,
        })?;
        Ok(y.squeeze::<2>())
    }
}

/// For each output position of an axis of `size` padded by `low` and `high`, the input
/// position it reads ([`OUTSIDE`] for a constant), or the name of what cannot pad it.
#[allow(clippy::type_complexity)]
fn index_map<T>(
    size: usize,
    low: usize,
    high: usize,
    mode: PadMode<T>,
) -> Result<Vec<usize>, (&'static str, &'static str)> {
    let reflect = matches!(mode, PadMode::Reflect);
    if reflect && (low >= size || high >= size) && low + high > 0 {
        return Err(("reflect padding", "less than the size of the axis it pads"));
    }
    if matches!(mode, PadMode::Replicate) && size == 0 && low + high > 0 {
        return Err(("replicate padding", "of an axis that is not empty"));
    }
    Ok((0..low + size + high)
        .map(|o| {
            let i = o as isize - low as isize;
            let last = size as isize - 1;
            match mode {
                _ if (0..=last).contains(&i) => i as usize,
                PadMode::Constant(_) => OUTSIDE,
                PadMode::Reflect if i < 0 => (-i) as usize,
                PadMode::Reflect => (2 * last - i) as usize,
                PadMode::Replicate => i.clamp(0, last) as usize,
            }
        })
        .collect())
}
