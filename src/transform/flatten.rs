//! `flatten()` to rank 1 and `flatten_axes::<FROM, TO, New>()` for a range of axes.

use crate::error::OrPanic;
use crate::error::ShapeError;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dim, Dyn, FlattenAxes, Shape};
use crate::{Record, Tensor};
use core::marker::PhantomData;

/// Fails the build when the merged axes `FROM..=TO` of `S` are all static and their product
/// is not the static size of `New`.
pub(crate) struct FlattenCheck<S, New, const FROM: usize, const TO: usize>(PhantomData<(S, New)>);

impl<S: Shape, New: Dim, const FROM: usize, const TO: usize> FlattenCheck<S, New, FROM, TO> {
    const MERGED: Option<usize> = {
        let dims = S::STATIC_DIMS;
        let mut product: Option<usize> = Some(1);
        let mut i = FROM;
        while i <= TO && i < dims.len() {
            product = match (product, dims[i]) {
                (Some(p), Some(d)) => p.checked_mul(d),
                _ => None,
            };
            i += 1;
        }
        product
    };

    const MESSAGE: ConstStr = match (Self::MERGED, New::SIZE) {
        (Some(merged), Some(_)) => ConstStr::new()
            .push("flatten: axes ")
            .num(FROM)
            .push(" to ")
            .num(TO)
            .push(" of `")
            .shape(S::DIM_NAMES)
            .push("` hold ")
            .num(merged)
            .push(" elements, not the ")
            .push(New::NAME)
            .push(" named for them"),
        _ => ConstStr::new(),
    };

    pub(crate) const CHECK: () = if let (Some(merged), Some(size)) = (Self::MERGED, New::SIZE) {
        if merged != size {
            fail(Self::MESSAGE.as_str());
        }
    };
}

impl<T: Copy + Send + Sync, S: Shape, R: Record<T>> Tensor<T, S, R> {
    /// All elements in row-major order as one `Dyn` axis: a view when the strides allow it,
    /// otherwise a copy (PyTorch's `flatten`). For a static result dim, name it with
    /// [`reshape`](Self::reshape): `x.reshape::<shape![24]>()`. Panics with
    /// [`ShapeError::OutOfMemory`]'s text when the copy cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Dyn, Tensor};
    /// let x = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let flat: Tensor<i32, (Dyn,)> = x.flatten();
    /// assert_eq!(flat.dims(), &[6]);
    /// assert_eq!(x.t().flatten().to_vec(), [1, 4, 2, 5, 3, 6]);
    /// ```
    #[track_caller]
    pub fn flatten(&self) -> Tensor<T, (Dyn,), R> {
        self.reshape_dims("flatten", &[self.numel()]).or_panic()
    }

    /// Axes `FROM` through `TO` (inclusive) merged into one axis of the dim `New`, which the
    /// caller names: [`Dyn`](struct@Dyn), or a [`D<N>`](crate::D) whose `N` must be the product of the
    /// merged sizes. A view when the strides allow it, otherwise a copy.
    ///
    /// A range that is not `FROM <= TO < rank` is a compile error naming the shape and both
    /// axes. When the merged axes are all static, a wrong `N` fails the build ("flatten: axes
    /// 1 to 2 of `(D<2>, D<3>, D<4>)` hold 12 elements, not the D<13> named for them"; a
    /// const assertion, so `cargo build`, not `cargo check`); with `Dyn` among them it panics
    /// at run time (see [`try_flatten_axes`](Self::try_flatten_axes)).
    ///
    /// ```
    /// use typed_tensor::{shape, Dyn, Tensor, D};
    /// let x = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| (12 * i[0] + 4 * i[1] + i[2]) as i32);
    /// let y: Tensor<i32, shape![2, 12]> = x.flatten_axes::<1, 2, D<12>>();
    /// assert_eq!(y.get(&[1, 5]), Some(&17));
    /// let z: Tensor<i32, shape![dyn, 4]> = x.flatten_axes::<0, 1, Dyn>();
    /// assert_eq!(z.dims(), &[6, 4]);
    /// ```
    #[track_caller]
    pub fn flatten_axes<const FROM: usize, const TO: usize, New: Dim>(
        &self,
    ) -> Tensor<T, <S as FlattenAxes<FROM, TO, New>>::Output, R>
    where
        S: FlattenAxes<FROM, TO, New>,
        <S as FlattenAxes<FROM, TO, New>>::Output: Shape,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = FlattenCheck::<S, New, FROM, TO>::CHECK;
        self.flatten_axes_unchecked::<FROM, TO, New>().or_panic()
    }

    /// [`flatten_axes`](Self::flatten_axes), with an `Err` instead of a panic when a static
    /// `New` does not match the run-time product of the merged axes.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor, D};
    /// let x = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[2, 3]).unwrap();
    /// assert_eq!(x.try_flatten_axes::<0, 1, D<6>>().unwrap().dims(), &[6]);
    /// assert!(x.try_flatten_axes::<0, 1, D<9>>().is_err());
    /// ```
    pub fn try_flatten_axes<const FROM: usize, const TO: usize, New: Dim>(
        &self,
    ) -> Result<Tensor<T, <S as FlattenAxes<FROM, TO, New>>::Output, R>, ShapeError>
    where
        S: FlattenAxes<FROM, TO, New>,
        <S as FlattenAxes<FROM, TO, New>>::Output: Shape,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = FlattenCheck::<S, New, FROM, TO>::CHECK;
        self.flatten_axes_unchecked::<FROM, TO, New>()
    }

    /// `try_flatten_axes` without the compile-time check, which each public caller evaluates
    /// itself so that a build error names the caller's line once.
    pub(crate) fn flatten_axes_unchecked<const FROM: usize, const TO: usize, New: Dim>(
        &self,
    ) -> Result<Tensor<T, <S as FlattenAxes<FROM, TO, New>>::Output, R>, ShapeError>
    where
        S: FlattenAxes<FROM, TO, New>,
        <S as FlattenAxes<FROM, TO, New>>::Output: Shape,
    {
        let from = self.dims();
        let merged: usize = from[FROM..=TO].iter().product();
        if New::SIZE.is_some_and(|n| n != merged) {
            return Err(ShapeError::Transform {
                op: "flatten",
                from: from.to_vec(),
                to: <S as FlattenAxes<FROM, TO, New>>::Output::describe(),
                reason: format!(
                    "axes {FROM} to {TO} hold {merged} elements, not the {} named for them",
                    New::NAME
                ),
            });
        }
        let mut dims = from[..FROM].to_vec();
        dims.push(merged);
        dims.extend_from_slice(&from[TO + 1..]);
        <S as FlattenAxes<FROM, TO, New>>::Output::check_dims(&dims)?;
        self.reshape_dims("flatten", &dims)
    }
}
