//! Type-level `unflatten`: axis `A` of a shape split into the dims of a tuple of parts.

use super::axis::AxisOutOfRange;

/// The shape of `Self` with axis `A` replaced by the dims of the tuple `Parts`, in order: the
/// result of [`Tensor::unflatten`](crate::Tensor::unflatten). The other axes keep their dims
/// (static, `Dyn`, named) unchanged.
///
/// `A` may be [`LAST`](crate::LAST). Stable Rust cannot check `D<256>` against
/// `D<8> x D<32>` in a trait, so the sizes are checked by `unflatten` itself (at build time
/// when they are all static).
///
/// ```
/// use typed_tensor::{shape, shape::Unflatten, Dyn, D, LAST};
/// type Split = <shape![dyn, 256] as Unflatten<1, (D<8>, D<32>)>>::Output;
/// let _: Split = <shape![dyn, 8, 32]>::default();
/// let _: <shape![2, 12] as Unflatten<LAST, (Dyn, D<4>)>>::Output = <shape![2, dyn, 4]>::default();
/// assert_eq!(<shape![2, 12] as Unflatten<LAST, (Dyn, D<4>)>>::INDEX, 1);
/// ```
pub trait Unflatten<const A: usize, Parts> {
    /// The axis number: `A`, or `rank - 1` for [`LAST`](crate::LAST).
    const INDEX: usize;
    /// The shape with axis `A` split into `Parts`.
    type Output;
}

// The one blanket impl (see the `shape` module's rules).
impl<S, O, Parts, const A: usize> Unflatten<A, Parts> for S
where
    S: UnflattenRanks<A, Parts, Output = O>,
{
    const INDEX: usize = <S as UnflattenRanks<A, Parts>>::INDEX;
    type Output = O;
}

/// The per-rank impls behind [`Unflatten`]; use `Unflatten` in bounds. Implemented for every
/// rank, axis below the rank (and [`LAST`](crate::LAST)) and tuple of 1 to 8 parts.
///
/// ```
/// use typed_tensor::{shape, D};
/// use typed_tensor::shape::machinery::UnflattenRanks;
/// let _: <shape![6] as UnflattenRanks<0, (D<2>, D<3>)>>::Output = <shape![2, 3]>::default();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot split axis {A} of `{Self}` into `{Parts}`",
    label = "the parts must be a tuple of dims",
    note = "write the parts as a tuple of one or more dims: `(D<8>, D<32>)`, `(Dyn, D<32>)`"
)]
pub trait UnflattenRanks<const A: usize, Parts> {
    /// The axis number: `A`, or `rank - 1` for [`LAST`](crate::LAST).
    const INDEX: usize;
    /// The shape with axis `A` split into `Parts`.
    type Output;
}

/// Never implemented: the failing bound of [`Unflatten`] when the split shape would have more
/// than [`MAX_RANK`](crate::shape::MAX_RANK) axes, so the error names the shape, the axis and the
/// parts.
///
/// ```compile_fail
/// use typed_tensor::{shape, shape::Unflatten, D};
/// fn split<S: Unflatten<0, (D<1>, D<1>, D<1>, D<1>, D<1>, D<1>, D<1>, D<1>)>>() {}
/// split::<shape![1, 1]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "splitting axis {A} of `{S}` into `{Parts}` gives more than 8 axes",
    label = "the result would have more than 8 axes",
    note = "a shape has at most 8 axes"
)]
pub trait UnflattenTooManyAxes<S, const A: usize, Parts> {}

typed_tensor_macros::__unflatten_impls!();
