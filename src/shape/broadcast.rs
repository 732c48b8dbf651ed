//! Broadcasting two shapes into one, NumPy's rule, at compile time.

use super::dim::{DimName, Dyn, DynName, One, D};

/// The broadcast of two shapes: align from the right, pad the shorter with size one, and on
/// each axis the sizes must be equal or one of them `One`.
///
/// Implemented for every pair of tuple ranks 0..=8. Generic code needs exactly this one bound:
///
/// ```
/// use typed_tensor::shape::{Broadcast, BroadcastWith};
/// use typed_tensor::{shape, Tensor};
/// fn add<S1: BroadcastWith<S2>, S2>(a: &Tensor<f32, S1>, b: &Tensor<f32, S2>) -> Tensor<f32, Broadcast<S1, S2>> {
///     a + b
/// }
/// let x = Tensor::<f32, shape![2, 1]>::from_vec(vec![1.0, 2.0]).unwrap();
/// let y = Tensor::<f32, shape![3]>::from_vec(vec![10.0, 20.0, 30.0]).unwrap();
/// let z: Tensor<f32, shape![2, 3]> = add(&x, &y);
/// assert_eq!(z.to_vec(), [11.0, 21.0, 31.0, 12.0, 22.0, 32.0]);
/// ```
#[diagnostic::on_unimplemented(
    message = "shapes `{Self}` and `{Rhs}` cannot be broadcast together",
    note = "both must be tuples of at most 8 dims (`D<N>`, `One`, `Dyn`); write them with `shape![..]`"
)]
pub trait BroadcastWith<Rhs> {
    /// The broadcast shape.
    type Output;
    /// Bit `i` is set when axis `i` of the result is a `D<1>` met by a `Dyn` (see
    /// [`BroadcastDims::STRICT`]): there the run-time size must be 1, though NumPy's rule
    /// would let the `Dyn` stretch it.
    #[doc(hidden)]
    const STRICT_AXES: u16;
}

// The one blanket impl (see the `shape` module's rules). Its bound has the right-hand shape as
// its `Self`: when rustc looks up `a + b` it asks whether the operator impl may apply before it
// knows `b`'s type, and a bound whose `Self` is still unknown is ambiguous at once, where a
// bound on the known left shape would be tried against every rank of right shape.
impl<L, R> BroadcastWith<R> for L
where
    R: BroadcastAgainst<L>,
{
    type Output = <R as BroadcastAgainst<L>>::Output;
    const STRICT_AXES: u16 = <R as BroadcastAgainst<L>>::STRICT_AXES;
}

/// The per-rank-pair impls behind [`BroadcastWith`], on the right-hand shape: `R:
/// BroadcastAgainst<L>` holds when `L: BroadcastWith<R>` does. Use `BroadcastWith` in bounds.
///
/// ```
/// use typed_tensor::shape;
/// use typed_tensor::shape::machinery::BroadcastAgainst;
/// let _: <shape![3] as BroadcastAgainst<shape![2, 1]>>::Output = <shape![2, 3]>::default();
/// ```
#[diagnostic::on_unimplemented(
    message = "shapes `{Lhs}` and `{Self}` cannot be broadcast together",
    label = "generic shapes need the bound `{Lhs}: BroadcastWith<{Self}>`",
    note = "both must be tuples of at most 8 dims (`D<N>`, `One`, `Dyn`); write them with `shape![..]`"
)]
pub trait BroadcastAgainst<Lhs> {
    /// The broadcast shape.
    type Output;
    /// As [`BroadcastWith::STRICT_AXES`].
    const STRICT_AXES: u16;
}

/// The shape that `A` and `B` broadcast to: `Broadcast<shape![5, 1], shape![3]>` is
/// `shape![5, 3]`.
///
/// ```
/// use typed_tensor::{shape, shape::Broadcast};
/// let _same: core::marker::PhantomData<Broadcast<shape![5, 1], shape![3]>> =
///     core::marker::PhantomData::<shape![5, 3]>;
/// ```
pub type Broadcast<A, B> = <A as BroadcastWith<B>>::Output;

/// The broadcast of one aligned pair of axes: `A` is axis `LA` of the left shape `L`, `B` is
/// axis `RA` of the right shape `R`.
///
/// This is an implementation detail with a job: it is the innermost bound that fails when two
/// shapes do not broadcast, so it carries both whole shapes and both axis numbers for rustc to
/// print. It is implemented for `()` so that the "not implemented" note is a single line.
///
/// ```
/// use typed_tensor::{D, Dyn, One};
/// use typed_tensor::shape::machinery::{BroadcastDims};
/// type Out = <(Dyn, D<4>) as BroadcastDims<Dyn, D<4>, (Dyn,), (D<4>,), 0, 0>>::Output;
/// let _: Out = D::<4>;
/// ```
#[diagnostic::on_unimplemented(
    message = "shapes `{L}` and `{R}` cannot be broadcast together",
    label = "lhs axis {LA} is `{A}` but rhs axis {RA} is `{B}`",
    note = "aligned from the right, each pair of axes must be equal or one of them `One` (`1` in `shape!`; a `D<1>` from a const does not broadcast)"
)]
pub trait BroadcastDims<A, B, L, R, const LA: usize, const RA: usize> {
    /// The broadcast axis.
    type Output;
    /// Whether the result is a static size the run-time sizes cannot change: a `D<1>` met by
    /// a `Dyn`, which must then be 1 (NumPy would let it stretch the 1).
    const STRICT: bool = false;
}

// Equal dims, whatever they are (a generic `B` too), broadcast to themselves through one
// blanket impl; `D<N>`, `One` and `Dyn` are distinct types, so it overlaps none of the mixed
// pairs below. `D<1>` is an ordinary static size: it meets `D<1>` here and `One` below, and
// against any other `D<N>` no impl applies.
#[diagnostic::do_not_recommend]
impl<X, L, R, const LA: usize, const RA: usize> BroadcastDims<X, X, L, R, LA, RA> for (X, X) {
    type Output = X;
}

macro_rules! broadcast_dims {
    ($([$($gen:tt)*] $a:ty, $b:ty => $out:ty $(, strict: $strict:expr)?;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($gen)* L, R, const LA: usize, const RA: usize> BroadcastDims<$a, $b, L, R, LA, RA> for ($a, $b) {
            type Output = $out;
            $(const STRICT: bool = $strict;)?
        }
    )*};
}

broadcast_dims! {
    [const N: usize,] D<N>, One => D<N>;
    [const N: usize,] One, D<N> => D<N>;
    // A run-time dim must turn out 1 or N; the op checks that before it runs.
    [const N: usize, Name: DynName,] Dyn<Name>, D<N> => D<N>, strict: N == 1;
    [const N: usize, Name: DynName,] D<N>, Dyn<Name> => D<N>, strict: N == 1;
    [Name: DynName,] Dyn<Name>, One => Dyn<Name>;
    [Name: DynName,] One, Dyn<Name> => Dyn<Name>;
    // A name is kept when it meets the plain `Dyn` (two names must be equal: the blanket impl).
    [Name: DimName,] Dyn, Dyn<Name> => Dyn<Name>;
    [Name: DimName,] Dyn<Name>, Dyn => Dyn<Name>;
}

typed_tensor_macros::__broadcast_with_impls!();
