//! Type-level `cat`: two shapes that agree on every axis except the one concatenated along.
//!
//! No broadcasting (as PyTorch's `cat`): equal dims agree through one blanket impl over the
//! pair `(X, X)`, so a generic dim `B` agrees with itself without a bound; a `Dyn` agrees with
//! any dim and is checked at run time; a hand-written `D<1>` agrees with `One`.

use super::axis::AxisOutOfRange;
use super::dim::{DimName, Dyn, DynName, One, D};

/// `Self` and `Rhs` can be concatenated along axis `A`: same rank, and every axis but `A`
/// agrees. The bound of [`Cat::cat`](crate::Cat::cat) between its first part and each other one.
///
/// ```
/// use typed_tensor::{shape, shape::CatWith};
/// fn joinable<L: CatWith<R, A>, R, const A: usize>() {}
/// joinable::<shape![2, 3], shape![5, 3], 0>();
/// joinable::<shape![2, dyn], shape![2, 4], 0>(); // the `Dyn` is checked at run time
/// ```
#[diagnostic::on_unimplemented(
    message = "shapes `{Self}` and `{Rhs}` cannot be concatenated along axis {A}",
    note = "both must have the same rank, at most 8, with axis {A} below it"
)]
pub trait CatWith<Rhs, const A: usize> {}

// One blanket impl over the per-rank trait, so that rustc does not list every impl under an
// error from a method bound.
impl<L: CatRanks<R, A>, R, const A: usize> CatWith<R, A> for L {}

/// The per-rank impls behind [`CatWith`]; use `CatWith` in bounds.
///
/// ```
/// use typed_tensor::{shape, shape::machinery::CatRanks};
/// fn joinable<L: CatRanks<R, A>, R, const A: usize>() {}
/// joinable::<shape![2, 3], shape![2, 7], 1>();
/// ```
#[diagnostic::on_unimplemented(
    message = "shapes `{Self}` and `{Rhs}` cannot be concatenated along axis {A}",
    note = "both must have the same rank, at most 8, with axis {A} below it"
)]
pub trait CatRanks<Rhs, const A: usize> {}

/// Axis `AXIS` of the shapes `L` and `R`, which are concatenated along axis `CAT`, agrees:
/// `A` is `L`'s dim there and `B` is `R`'s.
///
/// The innermost bound that fails when two shapes differ on an axis other than `CAT`, so it
/// carries both shapes and both axis numbers for rustc to print. Implemented for the pair
/// `(A, B)`.
///
/// ```
/// use typed_tensor::{shape::machinery::CatDims, Dyn, D};
/// fn agree<P: CatDims<A, B, (A,), (B,), 0, 1>, A, B>() {}
/// agree::<(D<3>, D<3>), D<3>, D<3>>();
/// agree::<(Dyn, D<3>), Dyn, D<3>>();
/// ```
#[diagnostic::on_unimplemented(
    message = "shapes `{L}` and `{R}` cannot be concatenated along axis {CAT}",
    label = "axis {AXIS} is `{A}` in one and `{B}` in the other",
    note = "all axes but the one concatenated along must be equal (cat does not broadcast)"
)]
pub trait CatDims<A, B, L, R, const AXIS: usize, const CAT: usize> {}

macro_rules! cat_dims {
    ($([$($gen:tt)*] $a:ty, $b:ty;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$($gen)* L, R, const AXIS: usize, const CAT: usize> CatDims<$a, $b, L, R, AXIS, CAT> for ($a, $b) {}
    )*};
}

super::equal_dims::equal_dim_pairs!(cat_dims);

typed_tensor_macros::__cat_impls!();

/// The parts that [`Cat::cat`](crate::Cat::cat) joins along axis `A` into a result whose axis
/// `A` is `X`: tuples of 2 to 4 tensor references whose shapes are [`CatWith`] the first one's,
/// and arrays, slices and `Vec`s of tensors of one type (or of references to them).
///
/// The bound of `cat`; it holds exactly when [`JoinParts`] does, through one blanket impl, so
/// that rustc does not list every kind of parts under an error.
///
/// ```
/// use typed_tensor::{shape, shape::CatParts, Dyn, Tensor, D};
/// type Pair<'a> = (&'a Tensor<f32, shape![2, 3]>, &'a Tensor<f32, shape![4, 3]>);
/// let _: <Pair<'static> as CatParts<0, D<6>>>::Output = <shape![6, 3]>::default();
/// assert_eq!(<Pair<'static> as CatParts<0, D<6>>>::STATIC_LEN, Some(6));
/// assert_eq!(<&[Tensor<f32, shape![2, 3]>] as CatParts<1, Dyn>>::STATIC_LEN, None);
/// ```
pub trait CatParts<const A: usize, X> {
    /// The result's shape: the first part's, with axis `A` replaced by `X`.
    type Output;
    /// The axis number `A` stands for ([`LAST`](crate::LAST) resolved).
    const INDEX: usize;
    /// The length of the joined axis when the types know every part's, `None` otherwise.
    const STATIC_LEN: Option<usize>;
}

impl<P, O, X, const A: usize> CatParts<A, X> for P
where
    P: JoinParts<A, X, Output = O>,
{
    type Output = O;
    const INDEX: usize = <P as JoinParts<A, X>>::INDEX;
    const STATIC_LEN: Option<usize> = <P as JoinParts<A, X>>::STATIC_LEN;
}

/// The per-kind impls behind [`CatParts`] (tuples, arrays, slices, `Vec`s); use `CatParts` in
/// bounds.
///
/// ```
/// use typed_tensor::{shape, shape::machinery::JoinParts, Dyn, Tensor};
/// assert_eq!(<[Tensor<f32, shape![2, 3]>; 4] as JoinParts<0, Dyn>>::STATIC_LEN, Some(8));
/// ```
pub trait JoinParts<const A: usize, X> {
    /// The result's shape: the first part's, with axis `A` replaced by `X`.
    type Output;
    /// The axis number `A` stands for ([`LAST`](crate::LAST) resolved).
    const INDEX: usize;
    /// The length of the joined axis when the types know every part's, `None` otherwise.
    const STATIC_LEN: Option<usize>;
}

/// Never implemented: the failing bound of [`CatWith`] between shapes of different ranks, so
/// the error names both.
///
/// ```compile_fail
/// use typed_tensor::{shape, shape::CatWith};
/// fn joinable<L: CatWith<R, 0>, R>() {}
/// joinable::<shape![2, 3], shape![3]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "shapes `{L}` and `{R}` cannot be concatenated: their ranks differ",
    label = "`cat` needs parts of one rank",
    note = "to join along a new axis, use `stack`; to add an axis of size one, `unsqueeze`"
)]
pub trait CatRankMismatch<L, R> {}
