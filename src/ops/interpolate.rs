//! `interpolate_nearest` and `interpolate_bilinear`: PyTorch's `F.interpolate(x, size=(OH,
//! OW), mode="nearest" | "bilinear")` on NCHW tensors, the output sizes named by the output
//! type (static): an index map (`kernel::remap2d`) and separable two-tap weights
//! (`kernel::resample2d`).

use super::conv::contiguous;
use super::resize::{resized_sizes, StaticSizes};
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::{remap2d, resample2d, Taps};
use crate::shape::Dim;
use crate::tensor::{AnyDims, Derivation, Remapped};
use crate::{FloatElement, Record, Tensor};

/// Output position `o` of an axis of `len` resized to `out` reads PyTorch's nearest input,
/// `min(floor(o * (len / out)), len - 1)` with the scale in f32, as PyTorch computes it.
fn nearest(o: usize, len: usize, out: usize) -> usize {
    let scale = len as f32 / out as f32;
    ((o as f32 * scale).floor() as usize).min(len.saturating_sub(1))
}

/// Output position `o` of an axis of `len` resized to `out`: PyTorch's bilinear source
/// `(o + 0.5) len / out - 0.5` clamped at 0 (`o (len - 1) / (out - 1)` with
/// `align_corners`), its two neighbours and their weights, computed in `T` as PyTorch does.
fn linear_taps<T: FloatElement>(o: usize, len: usize, out: usize, align_corners: bool) -> Taps<T> {
    let cast = |v: usize| T::from(v).unwrap_or_else(T::nan);
    let half = T::from(0.5).unwrap_or_else(T::nan);
    let source = if align_corners {
        let scale = match out > 1 {
            true => cast(len - 1) / cast(out - 1),
            false => T::zero(),
        };
        cast(o) * scale
    } else {
        let source = (cast(o) + half) * (cast(len) / cast(out)) - half;
        source.max(T::zero())
    };
    let first = (source.floor().to_usize().unwrap_or(0)).min(len - 1);
    let second = (first + 1).min(len - 1);
    let weight = source - cast(first);
    Taps {
        at: [first, second],
        weights: [T::one() - weight, weight],
    }
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
        let () = StaticSizes::<(B, C, OH, OW), false>::CHECK;
        let op = "interpolate";
        let dims = self.dims();
        let out = resized_sizes::<(B, C, OH, OW)>(op, dims)?;
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

    /// This `[batch, C, H, W]` input resized to `[batch, C, OH, OW]` by bilinear
    /// interpolation (`F.interpolate(x, size=(OH, OW), mode="bilinear", align_corners)`), `OH`
    /// and `OW` the static sizes the output type names. Each output blends the four input
    /// elements around its source position, PyTorch's `(i + 0.5) H / OH - 0.5` (or `i (H - 1)
    /// / (OH - 1)` with `align_corners`); its gradient is spread back by the same weights.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 1, 2]>::from_vec(vec![0., 4.]).unwrap();
    /// let y: Tensor<f32, shape![1, 1, 1, 4]> = x.interpolate_bilinear(false);
    /// assert_eq!(y.to_vec(), [0., 1., 3., 4.]);
    /// let y: Tensor<f32, shape![1, 1, 1, 5]> = x.interpolate_bilinear(true);
    /// assert_eq!(y.to_vec(), [0., 1., 2., 3., 4.]);
    /// ```
    #[track_caller]
    pub fn interpolate_bilinear<OH: Dim, OW: Dim>(
        &self,
        align_corners: bool,
    ) -> Tensor<T, (B, C, OH, OW), R> {
        self.try_interpolate_bilinear(align_corners).or_panic()
    }

    /// [`interpolate_bilinear`](Self::interpolate_bilinear), with an empty spatial axis to
    /// resize to a non-empty one as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![1, 1, 2, dyn]>::zeros_with_dims(&[1, 1, 2, 0]).unwrap();
    /// let y: Result<Tensor<f32, shape![1, 1, 4, 4]>, _> = x.try_interpolate_bilinear(false);
    /// assert!(y.is_err());
    /// ```
    #[allow(clippy::type_complexity)]
    pub fn try_interpolate_bilinear<OH: Dim, OW: Dim>(
        &self,
        align_corners: bool,
    ) -> Result<Tensor<T, (B, C, OH, OW), R>, ShapeError> {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = StaticSizes::<(B, C, OH, OW), false>::CHECK;
        let op = "interpolate";
        let dims = self.dims();
        let out = resized_sizes::<(B, C, OH, OW)>(op, dims)?;
        let (h, w) = (dims[2], dims[3]);
        let rows: Vec<Taps<T>> = (0..out[0])
            .map(|o| linear_taps(o, h, out[0], align_corners))
            .collect();
        let cols: Vec<Taps<T>> = (0..out[1])
            .map(|o| linear_taps(o, w, out[1], align_corners))
            .collect();
        let x = contiguous(&self.plain().retype::<AnyDims>(), op)?;
        let planes = dims[0] * dims[1];
        let values = resample2d(
            x.as_slice().expect("contiguous"),
            [planes, h, w],
            &rows,
            &cols,
        )
        .in_op(op)?;
        let value =
            Tensor::<T, AnyDims>::from_row_major(values, &[dims[0], dims[1], out[0], out[1]]);
        Ok(R::derive(&[self.record()], value.retype(), |_, _| {
            Derivation::Resample {
                rows,
                cols,
                input: [h, w],
            }
        }))
    }
}
