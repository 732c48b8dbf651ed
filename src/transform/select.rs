//! `select::<A>(i)` (PyTorch's `x[i]` along an axis) and `narrow::<A>(start, len)`: views that
//! drop an axis or keep a range of it.

use crate::error::{OrPanic, ShapeError};
use crate::layout::Layout;
use crate::shape::const_fmt::{fail, ConstStr};
use crate::shape::{Dyn, ReplaceAxis, SelectAxis, Shape, D};
use crate::tensor::Derivation;
use crate::{Record, Tensor};
use core::marker::PhantomData;

/// The compile-time check of `narrow_static::<A, L>` on shape `S`: `L` must not exceed a
/// static axis. A const assertion, evaluated by `cargo build`, not `cargo check`.
pub(crate) struct NarrowCheck<S, const A: usize, const L: usize>(PhantomData<S>);

impl<S: Shape + ReplaceAxis<A, D<L>>, const A: usize, const L: usize> NarrowCheck<S, A, L> {
    const AXIS: usize = <S as ReplaceAxis<A, D<L>>>::INDEX;

    pub(crate) const OK: () = if let Some(n) = S::STATIC_DIMS[Self::AXIS] {
        if L > n {
            fail(Self::MESSAGE.as_str());
        }
    };

    const MESSAGE: ConstStr = ConstStr::new()
        .push("narrow_static(): length ")
        .num(L)
        .push(" exceeds axis ")
        .num(Self::AXIS)
        .push(" of shape ")
        .shape(S::DIM_NAMES)
        .push(", which is ")
        .push(S::DIM_NAMES[Self::AXIS]);
}

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// The slice at index `i` of axis `A`, without that axis: PyTorch's `x.select(A, i)`, and
    /// `x[i]` for `A = 0`. A view (no copy).
    ///
    /// `A` out of range is a compile error naming the axis and the shape; [`LAST`](crate::LAST)
    /// is the last axis. Panics with the message of [`try_select`](Self::try_select) when `i`
    /// is not below the axis's size.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor, LAST};
    /// let x = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let row: Tensor<i32, shape![3]> = x.select::<0>(1);
    /// let column: Tensor<i32, shape![2]> = x.select::<LAST>(2);
    /// assert_eq!((row.to_vec(), column.to_vec()), (vec![4, 5, 6], vec![3, 6]));
    /// let scalar: Tensor<i32, shape![]> = row.select::<0>(0);
    /// assert_eq!(scalar.to_vec(), [4]);
    /// ```
    #[track_caller]
    pub fn select<const A: usize>(&self, i: usize) -> Tensor<T, <S as SelectAxis<A>>::Removed, R>
    where
        S: SelectAxis<A>,
    {
        self.try_select::<A>(i).or_panic()
    }

    /// [`select`](Self::select), with an `Err` naming the axis, the index and the size when `i`
    /// is out of range.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 3]>::zeros();
    /// assert_eq!(
    ///     x.try_select::<1>(3).unwrap_err().to_string(),
    ///     "select(): index 3 is out of range for dimension 1 of size 3 (dims [2, 3])"
    /// );
    /// ```
    pub fn try_select<const A: usize>(
        &self,
        i: usize,
    ) -> Result<Tensor<T, <S as SelectAxis<A>>::Removed, R>, ShapeError>
    where
        S: SelectAxis<A>,
    {
        let axis = <S as SelectAxis<A>>::INDEX;
        let layout = self.layout();
        let (dims, strides) = (layout.dims(), layout.strides());
        if i >= dims[axis] {
            return Err(ShapeError::IndexOutOfRange {
                op: "select",
                dims: dims.to_vec(),
                axis,
                index: i,
            });
        }
        // Cannot overflow: `i` is below the axis's size, so the offset addresses an element of
        // the storage.
        let offset = layout.offset() + i * strides[axis];
        let (mut dims, mut strides) = (dims.to_vec(), strides.to_vec());
        dims.remove(axis);
        strides.remove(axis);
        let value = self.with_layout(Layout::strided(&dims, &strides, offset));
        Ok(self.derive_view(value, || Derivation::Range {
            dims: self.dims().to_vec(),
            axis,
            start: i,
            selected: true,
        }))
    }

    /// The `len` indices `start..start + len` of axis `A`, as a view whose axis `A` is `Dyn`:
    /// PyTorch's `x.narrow(A, start, len)`. For a length known at compile time, see
    /// [`narrow_static`](Self::narrow_static).
    ///
    /// Panics with the message of [`try_narrow`](Self::try_narrow) when the range does not fit.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 4]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    /// let middle: Tensor<i32, shape![2, dyn]> = x.narrow::<1>(1, 2);
    /// assert_eq!(middle.to_vec(), [1, 2, 11, 12]);
    /// assert_eq!(x.narrow::<0>(2, 0).dims(), &[0, 4]); // an empty range at the end
    /// ```
    #[track_caller]
    pub fn narrow<const A: usize>(
        &self,
        start: usize,
        len: usize,
    ) -> Tensor<T, <S as ReplaceAxis<A, Dyn>>::Output, R>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        self.try_narrow::<A>(start, len).or_panic()
    }

    /// [`narrow`](Self::narrow), with an `Err` naming the axis, the range and the size when
    /// `start + len` exceeds the axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 4]>::zeros();
    /// assert_eq!(
    ///     x.try_narrow::<1>(3, 2).unwrap_err().to_string(),
    ///     "narrow(): start (3) + length (2) exceeds dimension 1 of size 4 (dims [2, 4])"
    /// );
    /// ```
    pub fn try_narrow<const A: usize>(
        &self,
        start: usize,
        len: usize,
    ) -> Result<Tensor<T, <S as ReplaceAxis<A, Dyn>>::Output, R>, ShapeError>
    where
        S: ReplaceAxis<A, Dyn>,
    {
        self.narrow_view("narrow", <S as ReplaceAxis<A, Dyn>>::INDEX, start, len)
    }

    /// [`narrow`](Self::narrow) with a length `L` known at compile time: axis `A` becomes
    /// `D<L>`. A view.
    ///
    /// `L` larger than a static axis fails the build (a const assertion: `cargo build`, not
    /// `cargo check`); the range is checked at run time and this panics like
    /// [`try_narrow_static`](Self::try_narrow_static) when it does not fit.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor, LAST};
    /// let x = Tensor::<i32, shape![2, 4]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    /// let tail: Tensor<i32, shape![2, 3]> = x.narrow_static::<LAST, 3>(1);
    /// assert_eq!(tail.to_vec(), [1, 2, 3, 11, 12, 13]);
    /// ```
    #[track_caller]
    pub fn narrow_static<const A: usize, const L: usize>(
        &self,
        start: usize,
    ) -> Tensor<T, <S as ReplaceAxis<A, D<L>>>::Output, R>
    where
        S: Shape + ReplaceAxis<A, D<L>>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = NarrowCheck::<S, A, L>::OK;
        self.narrow_static_unchecked::<A, L>(start).or_panic()
    }

    /// `narrow_static` without the build-time check, which each public form evaluates itself
    /// so that the error names the caller's line.
    pub(crate) fn narrow_static_unchecked<const A: usize, const L: usize>(
        &self,
        start: usize,
    ) -> Result<Tensor<T, <S as ReplaceAxis<A, D<L>>>::Output, R>, ShapeError>
    where
        S: Shape + ReplaceAxis<A, D<L>>,
    {
        let axis = <S as ReplaceAxis<A, D<L>>>::INDEX;
        self.narrow_view("narrow_static", axis, start, L)
    }

    /// [`narrow_static`](Self::narrow_static), with an `Err` when `start + L` exceeds the axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
    /// assert_eq!(x.try_narrow_static::<0, 2>(1).unwrap().dims(), &[2]);
    /// assert_eq!(
    ///     x.try_narrow_static::<0, 2>(2).unwrap_err().to_string(),
    ///     "narrow_static(): start (2) + length (2) exceeds dimension 0 of size 3 (dims [3])"
    /// );
    /// ```
    pub fn try_narrow_static<const A: usize, const L: usize>(
        &self,
        start: usize,
    ) -> Result<Tensor<T, <S as ReplaceAxis<A, D<L>>>::Output, R>, ShapeError>
    where
        S: Shape + ReplaceAxis<A, D<L>>,
    {
        #[allow(clippy::let_unit_value)] // evaluating the constant is the point
        let () = NarrowCheck::<S, A, L>::OK;
        self.narrow_view(
            "narrow_static",
            <S as ReplaceAxis<A, D<L>>>::INDEX,
            start,
            L,
        )
    }

    /// The view of `start..start + len` along `axis`, or an `Err` when it does not fit.
    pub(crate) fn narrow_view<S2>(
        &self,
        op: &'static str,
        axis: usize,
        start: usize,
        len: usize,
    ) -> Result<Tensor<T, S2, R>, ShapeError> {
        let layout = self.layout();
        let (dims, strides) = (layout.dims(), layout.strides());
        let fits = start.checked_add(len).is_some_and(|end| end <= dims[axis]);
        if !fits {
            return Err(ShapeError::RangeOutOfRange {
                op,
                dims: dims.to_vec(),
                axis,
                start,
                len,
            });
        }
        let mut new_dims = dims.to_vec();
        new_dims[axis] = len;
        // An empty range addresses nothing: keep the offset, which may sit at the end.
        let offset = if len == 0 {
            layout.offset()
        } else {
            layout.offset() + start * strides[axis]
        };
        let value = self.with_layout(Layout::strided(&new_dims, strides, offset));
        Ok(self.derive_view(value, || Derivation::Range {
            dims: self.dims().to_vec(),
            axis,
            start,
            selected: false,
        }))
    }
}
