//! Attaching a name to a run-time axis, or removing it: the type side of
//! [`Tensor::rename`](crate::Tensor::rename).

use super::axis::Axis;
use super::dim::{Dyn, DynName};

/// Shapes whose axis `A` is a run-time dim that can take the name `Name`: the bound of
/// [`rename`](crate::Tensor::rename). `Output` is the shape with `Dyn<Name>` at axis `A`.
///
/// ```
/// use typed_tensor::shape::{Rename, Unnamed};
/// use typed_tensor::{dim_name, shape};
/// dim_name!(Batch);
/// let _: <shape![dyn, 4] as Rename<0, Batch>>::Output = <shape![dyn Batch, 4]>::default();
/// let _: <shape![dyn Batch, 4] as Rename<0, Unnamed>>::Output = <shape![dyn, 4]>::default();
/// ```
pub trait Rename<const A: usize, Name> {
    /// The axis number: `A`, or `rank - 1` for [`LAST`](crate::LAST).
    const INDEX: usize;
    /// The shape with axis `A` named `Name`.
    type Output;
}

// The one blanket impl (see the `shape` module's rules).
impl<S, X, O, Name, const A: usize> Rename<A, Name> for S
where
    S: Axis<A, Dim = X, Replaced<Dyn<Name>> = O>,
    X: RunTimeAxis<S, A>,
    Name: DynName,
{
    const INDEX: usize = <S as Axis<A>>::INDEX;
    type Output = O;
}

/// Axis `A` of the shape `S` is a run-time dim, so it may carry a name: the failing bound of
/// [`Rename`] on a static axis.
///
/// ```
/// use typed_tensor::{shape, Dyn};
/// use typed_tensor::shape::machinery::RunTimeAxis;
/// fn nameable<X: RunTimeAxis<S, A>, S, const A: usize>() {}
/// nameable::<Dyn, shape![dyn, 3], 0>();
/// ```
#[diagnostic::on_unimplemented(
    message = "axis {A} of `{S}` cannot be named: it is `{Self}`, a static size",
    label = "axis {A} of `{S}` is `{Self}`",
    note = "only a run-time dim (`dyn` in `shape!`) carries a name; a static size needs none"
)]
pub trait RunTimeAxis<S, const A: usize> {}

#[diagnostic::do_not_recommend]
impl<S, Name: DynName, const A: usize> RunTimeAxis<S, A> for Dyn<Name> {}

// The dim that `Axis`'s out-of-range impls report: that error alone should be shown.
#[diagnostic::do_not_recommend]
impl<S, const A: usize> RunTimeAxis<S, A> for () {}
