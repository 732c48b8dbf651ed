//! Type-level axis operations: look up, remove, replace and insert the axis `A` of a shape.
//!
//! These are what axis-taking ops (`sum::<1>()`, `squeeze::<0>()`, `unsqueeze::<2>()`, ...)
//! build their result types from. The axis is a const generic, so an out-of-range axis is a
//! compile error that names the axis and the shape.

/// The axis `A` of a shape, and the shapes made by removing or replacing it.
///
/// Implemented for every tuple rank 0..=8 and every axis below the rank.
///
/// ```
/// use typed_tensor::{shape, Axis, One, D};
/// type S = shape![2, 3, 4];
/// let _: <S as Axis<1>>::Dim = D::<3>;
/// let _: <S as Axis<1>>::Removed = (D::<2>, D::<4>);
/// let _: <S as Axis<1>>::Replaced<One> = (D::<2>, One, D::<4>);
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{Self}` has no axis {A}",
    label = "axis {A} is out of range for `{Self}`",
    note = "axes count from 0: a shape of rank N has axes 0 to N - 1"
)]
pub trait Axis<const A: usize> {
    /// The dim at axis `A`.
    type Dim;
    /// The shape without axis `A`.
    type Removed;
    /// The shape with axis `A` replaced by `New`.
    type Replaced<New>;
}

// The one blanket impl (see the `shape` module's rules).
impl<S: AxisRanks<A>, const A: usize> Axis<A> for S {
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
    /// The dim at axis `A`.
    type Dim;
    /// The shape without axis `A`.
    type Removed;
    /// The shape with axis `A` replaced by `New`.
    type Replaced<New>;
}

/// The shape with a new axis `New` inserted so that it becomes axis `A`.
///
/// Implemented for ranks 0..=7 and `A` from 0 to the rank (inclusive: `A == rank` appends).
///
/// ```
/// use typed_tensor::{shape, InsertAxis, One, D};
/// let _: <shape![2, 3] as InsertAxis<0, One>>::Output = (One, D::<2>, D::<3>);
/// let _: <shape![2, 3] as InsertAxis<2, One>>::Output = (D::<2>, D::<3>, One);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot insert axis {A} into shape `{Self}`",
    label = "axis {A} is out of range for a new axis of `{Self}`",
    note = "a shape of rank N takes a new axis at 0 to N, and a shape has at most 8 axes"
)]
pub trait InsertAxis<const A: usize, New> {
    /// The shape with the new axis.
    type Output;
}

// The one blanket impl (see the `shape` module's rules).
impl<S: InsertAxisRanks<A, New>, const A: usize, New> InsertAxis<A, New> for S {
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
    /// The shape with the new axis.
    type Output;
}

/// Never implemented: the failing bound of [`Axis<A>`] when `A` is not below the rank of `S`,
/// so the error names both.
///
/// ```compile_fail
/// use typed_tensor::{shape, Axis};
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
/// use typed_tensor::{shape, InsertAxis, One};
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
