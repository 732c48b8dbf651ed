//! Type-level `squeeze` and `unsqueeze`: removing axis `A` of a shape, which must be `One` (or
//! `Dyn`, checked at run time), and inserting a `One` there.
//!
//! `Squeeze` and `Unsqueeze` keep the `shape` module's rules; their blanket impls bind the
//! inner trait's output in the where clause, not as a projection, which would bring the list
//! of impls back.

use super::axis::{Axis, InsertAxisRanks};
use super::dim::{Dyn, DynName, One};

/// The shape left when axis `A` of `Self` is squeezed away.
///
/// Implemented for every shape whose axis `A` is [`One`] or [`Dyn`](struct@Dyn) (a `Dyn` axis must turn out
/// to be 1 at run time). Generic code needs this one bound to call
/// [`Tensor::squeeze`](crate::Tensor::squeeze).
///
/// ```
/// use typed_tensor::{shape, shape::Squeeze};
/// let _: <shape![2, 1, 4] as Squeeze<1>>::Output = <shape![2, 4]>::default();
/// let _: <shape![dyn, 4] as Squeeze<0>>::Output = <shape![4]>::default();
/// ```
pub trait Squeeze<const A: usize> {
    /// The shape without axis `A`.
    type Output;
}

impl<S, X, R, const A: usize> Squeeze<A> for S
where
    S: Axis<A, Dim = X, Removed = R>,
    X: SqueezeDim<S, A>,
{
    type Output = R;
}

/// The dim at axis `A` of shape `S` can be squeezed: it is [`One`], or [`Dyn`](struct@Dyn) (checked at run
/// time).
///
/// The innermost bound that fails when a static axis that is not `One` is squeezed, so it
/// carries the shape and the axis for rustc to print.
///
/// ```
/// use typed_tensor::{shape, One};
/// use typed_tensor::shape::machinery::{SqueezeDim};
/// fn squeezable<X: SqueezeDim<S, A>, S, const A: usize>() {}
/// squeezable::<One, shape![2, 1], 1>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot squeeze axis {A} of `{S}`: it is `{Self}`, not `One`",
    label = "axis {A} of `{S}` is `{Self}`",
    note = "only a size-one axis can be squeezed: `One`, or `Dyn` (checked at run time)"
)]
pub trait SqueezeDim<S, const A: usize> {}

#[diagnostic::do_not_recommend]
impl<S, const A: usize> SqueezeDim<S, A> for One {}

#[diagnostic::do_not_recommend]
impl<S, Name: DynName, const A: usize> SqueezeDim<S, A> for Dyn<Name> {}

// The dim that `Axis`'s out-of-range impls report: that error alone should be shown.
#[diagnostic::do_not_recommend]
impl<S, const A: usize> SqueezeDim<S, A> for () {}

/// The shape with a new [`One`] axis inserted so that it becomes axis `A`: the result of
/// [`Tensor::unsqueeze`](crate::Tensor::unsqueeze).
///
/// The same as [`InsertAxis<A, One>`](crate::shape::InsertAxis), with its output bound in the where
/// clause: through a method bound, that keeps rustc from listing every rank's impl under an
/// out-of-range error.
///
/// ```
/// use typed_tensor::{shape, shape::Unsqueeze};
/// let _: <shape![2, 3] as Unsqueeze<1>>::Output = <shape![2, 1, 3]>::default();
/// ```
pub trait Unsqueeze<const A: usize> {
    /// The shape with the new axis.
    type Output;
}

impl<S, R, const A: usize> Unsqueeze<A> for S
where
    S: InsertAxisRanks<A, One, Output = R>,
{
    type Output = R;
}
