//! Type-level axis operations: look up, remove, replace and insert the axis `A` of a shape.
//!
//! These are what axis-taking ops (`sum::<1>()`, `squeeze::<0>()`, `unsqueeze::<2>()`, ...)
//! build their result types from. The axis is a const generic, so an out-of-range axis is a
//! compile error that names the axis and the shape. [`LAST`] names the last axis of any rank.

/// The last axis of a shape, whatever its rank: PyTorch's `dim=-1`.
///
/// Every axis-taking method accepts it as its const axis (`sum::<LAST>()`,
/// `cat::<LAST, _>(..)`, `select::<LAST>(i)`, ...) without an extra bound; for a new axis
/// (`unsqueeze::<LAST>()`, `stack::<LAST>(..)`) it appends one after the last, as PyTorch's
/// `unsqueeze(-1)` does. It is `usize::MAX`, which no shape reaches as a real axis; run-time
/// code and error messages use the resolved number ([`Axis::INDEX`]), so they print `1` for the
/// last axis of a rank-2 shape. A rank-0 shape has no last axis: a compile error.
///
/// ```
/// use typed_tensor::{shape, shape::Axis, Tensor, LAST};
/// let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
/// let rows: Tensor<f32, shape![2]> = x.sum::<LAST>();
/// assert_eq!(rows.to_vec(), [6., 15.]);
/// assert_eq!(<shape![2, 3] as Axis<LAST>>::INDEX, 1);
/// ```
pub const LAST: usize = usize::MAX;

/// The run-time axis number of the const axis `A` in a shape of `rank` axes: `A` itself, or
/// `rank - 1` for [`LAST`]. The type layer has already rejected an `A` out of range.
#[inline(always)]
pub(crate) const fn axis_index(a: usize, rank: usize) -> usize {
    if a == LAST {
        rank.wrapping_sub(1)
    } else {
        a
    }
}

/// The run-time position of a new axis `A` in a shape of `rank` axes: `A` itself, or `rank`
/// (appended) for [`LAST`].
#[inline(always)]
pub(crate) const fn new_axis_index(a: usize, rank: usize) -> usize {
    if a == LAST {
        rank
    } else {
        a
    }
}

/// The axis `A` of a shape, and the shapes made by removing or replacing it.
///
/// Implemented for every tuple rank 0..=8 and every axis below the rank, and for [`LAST`]
/// at ranks 1..=8.
///
/// ```
/// use typed_tensor::{shape, shape::Axis, One, D, LAST};
/// type S = shape![2, 3, 4];
/// let _: <S as Axis<1>>::Dim = D::<3>;
/// let _: <S as Axis<1>>::Removed = (D::<2>, D::<4>);
/// let _: <S as Axis<1>>::Replaced<One> = (D::<2>, One, D::<4>);
/// let _: <S as Axis<LAST>>::Dim = D::<4>;
/// assert_eq!((<S as Axis<1>>::INDEX, <S as Axis<LAST>>::INDEX), (1, 2));
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{Self}` has no axis {A}",
    label = "axis {A} is out of range for `{Self}`",
    note = "axes count from 0: a shape of rank N has axes 0 to N - 1"
)]
pub trait Axis<const A: usize> {
    /// The axis number `A` stands for: `A` itself, or `rank - 1` for [`LAST`].
    const INDEX: usize;
    /// The dim at axis `A`.
    type Dim;
    /// The shape without axis `A`.
    type Removed;
    /// The shape with axis `A` replaced by `New`.
    type Replaced<New>;
}

// The one blanket impl (see the `shape` module's rules).
impl<S: AxisRanks<A>, const A: usize> Axis<A> for S {
    const INDEX: usize = S::INDEX;
    type Dim = S::Dim;
    type Removed = S::Removed;
    type Replaced<New> = S::Replaced<New>;
}

/// The per-rank impls behind [`Axis`]; use `Axis` in bounds.
///
/// ```
/// use typed_tensor::{shape, D};
/// use typed_tensor::shape::machinery::{AxisRanks};
/// let _: <shape![2, 3] as AxisRanks<1>>::Dim = D::<3>;
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{Self}` has no axis {A}",
    label = "axis {A} is out of range for `{Self}`",
    note = "axes count from 0: a shape of rank N has axes 0 to N - 1"
)]
pub trait AxisRanks<const A: usize> {
    /// The axis number `A` stands for: `A` itself, or `rank - 1` for [`LAST`].
    const INDEX: usize;
    /// The dim at axis `A`.
    type Dim;
    /// The shape without axis `A`.
    type Removed;
    /// The shape with axis `A` replaced by `New`.
    type Replaced<New>;
}

/// The shape with a new axis `New` inserted so that it becomes axis `A`.
///
/// Implemented for ranks 0..=7 and `A` from 0 to the rank (inclusive: `A == rank` appends),
/// and [`LAST`], which appends too.
///
/// ```
/// use typed_tensor::{shape, shape::InsertAxis, One, D, LAST};
/// let _: <shape![2, 3] as InsertAxis<0, One>>::Output = (One, D::<2>, D::<3>);
/// let _: <shape![2, 3] as InsertAxis<2, One>>::Output = (D::<2>, D::<3>, One);
/// let _: <shape![2, 3] as InsertAxis<LAST, One>>::Output = (D::<2>, D::<3>, One);
/// assert_eq!(<shape![2, 3] as InsertAxis<LAST, One>>::INDEX, 2);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot insert axis {A} into shape `{Self}`",
    label = "axis {A} is out of range for a new axis of `{Self}`",
    note = "a shape of rank N takes a new axis at 0 to N, and a shape has at most 8 axes"
)]
pub trait InsertAxis<const A: usize, New> {
    /// The position of the new axis: `A` itself, or the rank for [`LAST`].
    const INDEX: usize;
    /// The shape with the new axis.
    type Output;
}

// The one blanket impl (see the `shape` module's rules).
impl<S: InsertAxisRanks<A, New>, const A: usize, New> InsertAxis<A, New> for S {
    const INDEX: usize = S::INDEX;
    type Output = S::Output;
}

/// The per-rank impls behind [`InsertAxis`]; use `InsertAxis` in bounds.
///
/// ```
/// use typed_tensor::{shape, One, D};
/// use typed_tensor::shape::machinery::{InsertAxisRanks};
/// let _: <shape![2] as InsertAxisRanks<0, One>>::Output = (One, D::<2>);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot insert axis {A} into shape `{Self}`",
    label = "axis {A} is out of range for a new axis of `{Self}`",
    note = "a shape of rank N takes a new axis at 0 to N, and a shape has at most 8 axes"
)]
pub trait InsertAxisRanks<const A: usize, New> {
    /// The position of the new axis: `A` itself, or the rank for [`LAST`].
    const INDEX: usize;
    /// The shape with the new axis.
    type Output;
}

/// Never implemented: the failing bound of [`Axis<A>`] when `A` is not below the rank of `S`,
/// so the error names both.
///
/// ```compile_fail
/// use typed_tensor::{shape, shape::Axis};
/// fn axis_of<S: Axis<A>, const A: usize>() {}
/// axis_of::<shape![2, 3], 2>();
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{S}` has no axis {A}",
    label = "axis {A} is out of range for `{S}`",
    note = "axes count from 0: a shape of rank N has axes 0 to N - 1"
)]
pub trait AxisOutOfRange<S, const A: usize> {}

/// Never implemented: the failing bound of [`InsertAxis<A, New>`] when `A` is above the rank of
/// `S` or `S` already has 8 axes, so the error names both.
///
/// ```compile_fail
/// use typed_tensor::{shape, shape::InsertAxis, One};
/// fn insert<S: InsertAxis<A, One>, const A: usize>() {}
/// insert::<shape![2, 3], 3>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot insert axis {A} into shape `{S}`",
    label = "axis {A} is out of range for a new axis of `{S}`",
    note = "a shape of rank N takes a new axis at 0 to N, and a shape has at most 8 axes"
)]
pub trait NewAxisOutOfRange<S, const A: usize> {}

typed_tensor_macros::__axis_impls!();
