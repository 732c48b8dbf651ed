//! The bounds of the math, comparison, reduction and `*_into` methods: [`Axis`],
//! [`BroadcastWith`] and [`BroadcastInto`] one blanket impl away.
//!
//! A method whose where clause names `Axis<A>` or `BroadcastWith<S2>` directly gets rustc's
//! list of impls under its shape errors; a trait with one blanket impl whose where clause names
//! them does not (the `shape` module's rules). Each trait holds exactly when the underlying ones
//! do, so generic code can keep writing `S: Axis<1>` or `S1: BroadcastWith<S2>`.

use super::axis::Axis;
use super::broadcast::BroadcastWith;
use super::broadcast_into::BroadcastInto;
use super::dim::{One, D};

/// Shapes whose axis `A` can be reduced: the bound of `sum::<A>()` and the other axis
/// reductions. Implemented exactly when [`Axis<A>`] is.
///
/// ```
/// use typed_tensor::shape::{Axis, ReduceAxis};
/// use typed_tensor::{shape, Tensor};
/// let _: <shape![2, 3, 4] as ReduceAxis<1>>::Removed = <shape![2, 4]>::default();
/// let _: <shape![2, 3, 4] as ReduceAxis<1>>::Kept = <shape![2, 1, 4]>::default();
///
/// // Generic code can bound on `Axis` (or on this trait).
/// fn row_sums<S: Axis<1>>(t: &Tensor<f32, S>) -> Tensor<f32, <S as Axis<1>>::Removed> {
///     t.sum::<1>()
/// }
/// let t = Tensor::<f32, shape![2, 3]>::ones();
/// assert_eq!(row_sums(&t).to_vec(), [3.0, 3.0]);
/// ```
pub trait ReduceAxis<const A: usize> {
    /// The shape without axis `A` (`<Self as Axis<A>>::Removed`).
    type Removed;
    /// The shape with axis `A` replaced by `One` (`<Self as Axis<A>>::Replaced<One>`).
    type Kept;
}

impl<S, R, K, const A: usize> ReduceAxis<A> for S
where
    S: Axis<A, Removed = R, Replaced<One> = K>,
{
    type Removed = R;
    type Kept = K;
}

/// Shapes whose axis `A` can hold the `K` results of `topk::<K, A>()`: the axis becomes `D<K>`.
/// Implemented exactly when [`Axis<A>`] is; whether `K` fits is a separate check.
///
/// ```
/// use typed_tensor::{shape, shape::TopKAxis};
/// let _: <shape![2, 9] as TopKAxis<3, 1>>::Output = <shape![2, 3]>::default();
/// ```
pub trait TopKAxis<const K: usize, const A: usize> {
    /// The shape with axis `A` replaced by `D<K>`.
    type Output;
}

impl<S, O, const K: usize, const A: usize> TopKAxis<K, A> for S
where
    S: Axis<A, Replaced<D<K>> = O>,
{
    type Output = O;
}

/// Shapes that broadcast with `Rhs`, for elementwise methods (`maximum`, `lt`, `where_`, ...).
/// Implemented exactly when [`BroadcastWith<Rhs>`] is, with the same output.
///
/// ```
/// use typed_tensor::{shape, shape::ZipWith};
/// let _: <shape![2, 1] as ZipWith<shape![3]>>::Output = <shape![2, 3]>::default();
/// ```
pub trait ZipWith<Rhs> {
    /// The broadcast shape.
    type Output;
    /// As [`BroadcastWith::STRICT_AXES`].
    #[doc(hidden)]
    const STRICT_AXES: u16;
}

impl<S1, S2, S3> ZipWith<S2> for S1
where
    S1: BroadcastWith<S2, Output = S3>,
{
    type Output = S3;
    const STRICT_AXES: u16 = <S1 as BroadcastWith<S2>>::STRICT_AXES;
}

/// Shapes that broadcast with `Rhs` and each into `Out` without changing it: the bound of
/// `add_into` and the other `*_into` methods. Implemented exactly when
/// `Self: BroadcastWith<Rhs> + BroadcastInto<Out>` and `Rhs: BroadcastInto<Out>`.
///
/// `Written` is always `()`, the type the methods return. They name it rather than `()` so
/// that rustc meets a failed check while it works out the result type, and reports it at the
/// call in at most 12 lines, without the "required by a bound" note that a where clause
/// adds. Generic code that needs the `()` itself can bound on the three underlying traits.
///
/// ```
/// use typed_tensor::{shape, shape::ZipInto, Tensor};
/// fn sum_into<S1: ZipInto<S2, SO>, S2, SO>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>, out: &mut Tensor<f32, SO>) {
///     a.add_into(b, out);
/// }
/// let a = Tensor::<f32, shape![2, 1]>::ones();
/// let mut out = Tensor::<f32, shape![2, 3]>::zeros();
/// sum_into(&a, &Tensor::<f32, shape![3]>::ones(), &mut out);
/// assert_eq!(out.to_vec(), [2.0; 6]);
/// ```
pub trait ZipInto<Rhs, Out> {
    /// `()`.
    type Written: Default;
    /// [`BroadcastInto::STRICT_AXES`] of `Self` and of `Rhs` into `Out`.
    #[doc(hidden)]
    const STRICT_AXES: (u16, u16);
}

impl<S1, S2, SO> ZipInto<S2, SO> for S1
where
    S1: BroadcastWith<S2> + BroadcastInto<SO>,
    S2: BroadcastInto<SO>,
{
    type Written = ();
    const STRICT_AXES: (u16, u16) = (
        <S1 as BroadcastInto<SO>>::STRICT_AXES,
        <S2 as BroadcastInto<SO>>::STRICT_AXES,
    );
}
