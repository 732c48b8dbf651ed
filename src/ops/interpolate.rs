//! `interpolate_nearest`: PyTorch's `F.interpolate(x, size=(OH, OW), mode="nearest")` on NCHW
//! tensors, the output sizes named by the output type (static), as an index map
//! (`kernel::remap2d`).

use super::conv::contiguous;
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::remap2d;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dim, Shape};
use crate::tensor::{AnyDims, Derivation, Remapped};
use crate::{FloatElement, Record, Tensor};
use core::marker::PhantomData;

/// The build-time check of an interpolation into `Y`: its spatial sizes are static.
struct SizesCheck<Y>(PhantomData<Y>);

impl<Y: Shape> SizesCheck<Y> {
    const MESSAGE: ConstStr = match (Y::STATIC_DIMS[2], Y::STATIC_DIMS[3]) {
        (Some(_), Some(_)) => ConstStr::new(),
        _ => ConstStr::new()
            .push("interpolate: the output `")
            .shape(Y::DIM_NAMES)
            .push("` must have a static height and width, the sizes to interpolate to"),
    };

    const CHECK: () = if !Self::MESSAGE.is_empty() {
        fail(Self::MESSAGE.as_str())
    };
}

/// Output position `o` of an axis of `len` resized to `out` reads PyTorch's nearest input,
/// `min(floor(o * (len / out)), len - 1)` with the scale in f32, as PyTorch computes it.
fn nearest(o: usize, len: usize, out: usize) -> usize {
    let scale = len as f32 / out as f32;
    ((o as f32 * scale).floor() as usize).min(len.saturating_sub(1))
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
    /// This `[batch, C, H, W]` input resized to `[batch, C, OH, OW]` by nearest neighbours
    /// (`F.interpolate(x, size=(OH, OW), mode="nearest")`, upsampling or downsampling), `OH`
    /// and `OW` the static sizes the output type names (a `Dyn` one does not build). Output
    /// `(i, j)` reads input `(floor(i H / OH), floor(j W / OW))`; its gradient adds up at the
    /// element read.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 2, 2]>::from_vec(vec![1., 2., 3., 4.]).unwrap();
    /// let y: Tensor<f32, shape![1, 1, 4, 4]> = x.interpolate_nearest();
    /// assert_eq!(y.to_vec()[..8], [1., 1., 2., 2., 1., 1., 2., 2.]);
    /// ```
    #[track_caller]
    pub fn interpolate_nearest<OH: Dim, OW: Dim>(&self) -> Tensor<T, (B, C, OH, OW), R> {
        self.try_interpolate_nearest().or_panic()
    }

    /// [`interpolate_nearest`](Self::interpolate_nearest), with an empty spatial axis to
    /// resize to a non-empty one as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, dyn, 2]>::zeros_with_dims(&[1, 1, 0, 2]).unwrap();
    /// let y: Result<Tensor<f32, shape![1, 1, 4, 4]>, _> = x.try_interpolate_nearest();
    /// assert!(y.is_err());
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_interpolate_nearest<OH: Dim, OW: Dim>(
        &self,
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = SizesCheck::<(B, C, OH, OW)>::CHECK;
        let op = "interpolate";
        let dims = self.dims();
        let static_size = |size: Option<usize>| size.expect("checked static by the build");
        let out = [static_size(OH::SIZE), static_size(OW::SIZE)];
        if let Some(axis) = (0..2).find(|&a| dims[2 + a] == 0 && out[a] > 0) {
            return Err(ShapeError::EmptyReduction {
                op,
                dims: dims.to_vec(),
                axis: Some(2 + axis),
            });
        }
        let (h, w) = (dims[2], dims[3]);
        let rows: Vec<usize> = (0..out[0]).map(|o| nearest(o, h, out[0])).collect();
        let cols: Vec<usize> = (0..out[1]).map(|o| nearest(o, w, out[1])).collect();
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let planes = dims[0] * dims[1];
        let values = remap2d(
            x.as_slice().expect("contiguous"),
            [planes, h, w],
            &rows,
            &cols,
            T::zero(),
        )
        .in_op(op)?;
        let value =
            Tensor::<T, AnyDims>::from_row_major(values, &[dims[0], dims[1], out[0], out[1]]);
        Ok(R::derive(&[self.record()], value.retype(), |_, _| {
            Derivation::Remap {
                rows,
                cols,
                input: [h, w],
                form: Remapped::Nearest,
            }
        }))
    }
}
