//! Broadcasting one shape into a fixed target shape: in-place ops, `*_into` and `broadcast_to`.

use super::dim::{DimName, Dyn, DynName, One, D};

/// `Self` broadcasts into `Target` without changing it: `Target` is the broadcast of both.
///
/// This is the bound of in-place ops: `x += &y` compiles when `Y: BroadcastInto<X>`. It holds
/// when `Self` has at most the rank of `Target` and, aligned from the right, each axis of `Self`
/// is `One` or equals the target's.
///
/// ```
/// use typed_tensor::{shape, Tensor};
/// let mut x = Tensor::<i32, shape![2, 3]>::zeros();
/// let y = Tensor::<i32, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
/// x += &y;
/// assert_eq!(x.to_vec(), [1, 2, 3, 1, 2, 3]);
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{Self}` cannot be broadcast into `{Target}`",
    note = "both must be tuples of at most 8 dims (`D<N>`, `One`, `Dyn`); write them with `shape![..]`"
)]
pub trait BroadcastInto<Target> {
    /// Bit `i` is set when axis `i` of the target is a `Dyn` that a `D<1>` of `Self` meets:
    /// there the target's run-time size must be 1, since a `D<1>` does not broadcast.
    #[doc(hidden)]
    const STRICT_AXES: u16;
}

// The one blanket impl (see the `shape` module's rules).
impl<S, T> BroadcastInto<T> for S
where
    S: BroadcastIntoRanks<T>,
{
    const STRICT_AXES: u16 = <S as BroadcastIntoRanks<T>>::STRICT_AXES;
}

/// The per-rank-pair impls behind [`BroadcastInto`]; use `BroadcastInto` in bounds.
///
/// ```
/// use typed_tensor::{shape};
/// use typed_tensor::shape::machinery::{BroadcastIntoRanks};
/// fn fits<S: BroadcastIntoRanks<T>, T>() {}
/// fits::<shape![3], shape![2, 3]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{Self}` cannot be broadcast into `{Target}`",
    note = "both must be tuples of at most 8 dims (`D<N>`, `One`, `Dyn`); write them with `shape![..]`"
)]
pub trait BroadcastIntoRanks<Target> {
    /// As [`BroadcastInto::STRICT_AXES`].
    const STRICT_AXES: u16;
}

/// Never implemented: the failing bound of [`BroadcastInto`] when the source has more axes
/// than the target, so the error names both shapes and says why.
///
/// ```compile_fail
/// use typed_tensor::{D};
/// use typed_tensor::shape::machinery::{SourceHasMoreAxes};
/// fn never<X: SourceHasMoreAxes>() {}
/// never::<((D<2>, D<3>), (D<3>,))>();
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{S}` cannot be broadcast into `{T}`: it has more axes",
    label = "the result would have the rank of `{S}`, not the shape `{T}`",
    note = "the result must keep the target's shape, so the other operand may not add axes"
)]
pub trait SourceHasMoreAxes<S, T> {}

/// One aligned pair of axes for [`BroadcastInto`]: axis `SA` of the source shape `S` is `A`,
/// axis `TA` of the target shape `T` is `B`.
///
/// The innermost bound that fails when a shape does not fit its target, so it carries both
/// shapes and both axis numbers for rustc to print.
///
/// ```
/// use typed_tensor::{D, One};
/// use typed_tensor::shape::machinery::{BroadcastDimInto};
/// fn fits<X: BroadcastDimInto<One, D<3>, (One,), (D<3>,), 0, 0>>() {}
/// fits::<(One, D<3>)>();
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{S}` cannot be broadcast into `{T}`",
    label = "axis {SA} of `{S}` is `{A}` but axis {TA} of the target is `{B}`",
    note = "the result must keep the target's shape: each axis must equal the target's or be `One` (`1` in `shape!`; a `D<1>` from a const does not broadcast)"
)]
pub trait BroadcastDimInto<A, B, S, T, const SA: usize, const TA: usize> {
    /// Whether the target's run-time size must be 1: a `D<1>` source into a `Dyn` target.
    const STRICT: bool = false;
}

// Equal dims fit through one blanket impl, as in `BroadcastDims`.
#[diagnostic::do_not_recommend]
impl<X, S, T, const SA: usize, const TA: usize> BroadcastDimInto<X, X, S, T, SA, TA> for (X, X) {}

macro_rules! broadcast_dim_into {
    ($([$($gen:tt)*] $a:ty => $b:ty $(, strict: $strict:expr)?;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($gen)* S, T, const SA: usize, const TA: usize> BroadcastDimInto<$a, $b, S, T, SA, TA> for ($a, $b) {
            $(const STRICT: bool = $strict;)?
        }
    )*};
}

broadcast_dim_into! {
    [const N: usize,] One => D<N>;
    [Name: DynName,] One => Dyn<Name>;
    // Checked at run time: the source must be 1 or the target's size.
    [const N: usize, Name: DynName,] Dyn<Name> => D<N>;
    [Name: DynName,] Dyn<Name> => One;
    // A `D<1>` source does not stretch: the target must be 1 too.
    [const N: usize, Name: DynName,] D<N> => Dyn<Name>, strict: N == 1;
    // The target's name stays (as a plain `Dyn` target takes any name); two names must agree.
    [Name: DimName,] Dyn => Dyn<Name>;
    [Name: DimName,] Dyn<Name> => Dyn;
}

typed_tensor_macros::__broadcast_into_impls!();
