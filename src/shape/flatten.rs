//! Type-level `flatten`: axes `FROM..=TO` of a shape merged into one dim chosen by the caller.

/// The shape of `Self` with axes `FROM` through `TO` (inclusive) replaced by the one dim `New`:
/// the result of [`Tensor::flatten_axes`](crate::Tensor::flatten_axes).
///
/// Stable Rust cannot compute `D<{A * B}>`, so the merged dim is named by the caller: a
/// [`D<N>`](crate::D) (its size is checked against the product, at compile time when every
/// merged axis is static) or [`Dyn`](struct@crate::Dyn).
///
/// ```
/// use typed_tensor::{shape, shape::FlattenAxes, Dyn, D};
/// let _: <shape![2, 3, 4] as FlattenAxes<1, 2, D<12>>>::Output = <shape![2, 12]>::default();
/// let _: <shape![2, 3, 4] as FlattenAxes<0, 1, Dyn>>::Output = <shape![dyn, 4]>::default();
/// ```
pub trait FlattenAxes<const FROM: usize, const TO: usize, New> {
    /// The shape with the merged axis.
    type Output;
}

impl<S, New, R, const FROM: usize, const TO: usize> FlattenAxes<FROM, TO, New> for S
where
    S: FlattenRanks<FROM, TO, New, Output = R>,
{
    type Output = R;
}

/// The per-rank impls behind [`FlattenAxes`]; use `FlattenAxes` in bounds.
///
/// ```
/// use typed_tensor::{shape, Dyn};
/// use typed_tensor::shape::machinery::{FlattenRanks};
/// let _: <shape![2, 3] as FlattenRanks<0, 1, Dyn>>::Output = <shape![dyn]>::default();
/// ```
pub trait FlattenRanks<const FROM: usize, const TO: usize, New> {
    /// The shape with the merged axis.
    type Output;
}

/// Never implemented: the failing bound of [`FlattenAxes`] when `FROM..=TO` is not a range of
/// axes of `S`, so the error names the shape and both axes.
///
/// ```compile_fail
/// use typed_tensor::{shape, shape::FlattenAxes, Dyn};
/// fn flat<S: FlattenAxes<F, T, Dyn>, const F: usize, const T: usize>() {}
/// flat::<shape![2, 3], 1, 2>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot flatten axes {FROM} to {TO} of `{S}`",
    label = "axes {FROM} to {TO} are not a range of axes of `{S}`",
    note = "axes FROM to TO (inclusive) must satisfy FROM <= TO < rank"
)]
pub trait FlattenRange<S, const FROM: usize, const TO: usize> {}

typed_tensor_macros::__flatten_impls!();
