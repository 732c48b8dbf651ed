//! The bounds of the indexing, splitting and joining methods: [`Axis`] and [`InsertAxis`] one
//! blanket impl away, with the resolved axis number.
//!
//! As for the reductions' `ReduceAxis`: a method bound that names `Axis<A>` directly makes
//! rustc list the generated impls under an out-of-range error; a trait with one blanket impl
//! whose where clause binds `Axis`'s outputs does not. Each holds exactly when `Axis<A>` (or
//! `InsertAxis<A, New>`) does, so generic code can bound on either.

use super::axis::{Axis, InsertAxis};
use super::dim::Dim;

/// Shapes with an axis `A` to remove: the bound of [`select`](crate::Tensor::select).
/// Implemented exactly when [`Axis<A>`] is.
///
/// ```
/// use typed_tensor::{shape, shape::SelectAxis, LAST};
/// let _: <shape![2, 3, 4] as SelectAxis<1>>::Removed = <shape![2, 4]>::default();
/// assert_eq!(<shape![2, 3, 4] as SelectAxis<LAST>>::INDEX, 2);
/// ```
pub trait SelectAxis<const A: usize> {
    /// The axis number: `A`, or `rank - 1` for [`LAST`](crate::LAST).
    const INDEX: usize;
    /// The dim at axis `A`.
    type Dim;
    /// The shape without axis `A`.
    type Removed;
}

impl<S, X, R, const A: usize> SelectAxis<A> for S
where
    S: Axis<A, Dim = X, Removed = R>,
{
    const INDEX: usize = <S as Axis<A>>::INDEX;
    type Dim = X;
    type Removed = R;
}

/// Shapes whose axis `A` can be replaced by the dim `New`: the bound of `narrow`, `split`,
/// `chunk`, `index_select` and `cat`. Implemented exactly when [`Axis<A>`] is.
///
/// ```
/// use typed_tensor::{shape, shape::ReplaceAxis, Dyn, D};
/// let _: <shape![2, 3] as ReplaceAxis<1, Dyn>>::Output = <shape![2, dyn]>::default();
/// let _: <shape![2, 3] as ReplaceAxis<0, D<7>>>::Dim = D::<2>;
/// ```
pub trait ReplaceAxis<const A: usize, New> {
    /// The axis number: `A`, or `rank - 1` for [`LAST`](crate::LAST).
    const INDEX: usize;
    /// The dim at axis `A` before the replacement.
    type Dim;
    /// The shape with axis `A` replaced by `New`.
    type Output;
}

impl<S, X, O, New, const A: usize> ReplaceAxis<A, New> for S
where
    S: Axis<A, Dim = X, Replaced<New> = O>,
{
    const INDEX: usize = <S as Axis<A>>::INDEX;
    type Dim = X;
    type Output = O;
}

/// Shapes that take a new axis `New` at position `A`: the bound of
/// [`stack`](crate::Stack::stack). Implemented exactly when [`InsertAxis<A, New>`] is.
///
/// ```
/// use typed_tensor::{shape, shape::NewAxis, D, LAST};
/// let _: <shape![2, 3] as NewAxis<0, D<4>>>::Output = <shape![4, 2, 3]>::default();
/// assert_eq!(<shape![2, 3] as NewAxis<LAST, D<4>>>::INDEX, 2);
/// ```
pub trait NewAxis<const A: usize, New> {
    /// The position of the new axis: `A`, or the rank for [`LAST`](crate::LAST).
    const INDEX: usize;
    /// The shape with the new axis.
    type Output;
}

impl<S, O, New, const A: usize> NewAxis<A, New> for S
where
    S: InsertAxis<A, New, Output = O>,
{
    const INDEX: usize = <S as InsertAxis<A, New>>::INDEX;
    type Output = O;
}

/// The size of axis `A` when the type knows it: `Some(N)` for `D<N>`, `Some(1)` for `One`,
/// `None` for `Dyn`. What `cat` adds up for its build-time check; it asks nothing of the other
/// axes, so a generic batch dim `B` needs no bound. Implemented exactly when [`Axis<A>`] is
/// and that axis is a dim.
///
/// ```
/// use typed_tensor::{shape, shape::AxisLen, LAST};
/// assert_eq!(<shape![2, dyn] as AxisLen<0>>::LEN, Some(2));
/// assert_eq!(<shape![2, dyn] as AxisLen<LAST>>::LEN, None);
/// ```
pub trait AxisLen<const A: usize> {
    /// The static size of axis `A`, `None` for `Dyn`.
    const LEN: Option<usize>;
}

impl<S, X: DimLen, const A: usize> AxisLen<A> for S
where
    S: Axis<A, Dim = X>,
{
    const LEN: Option<usize> = X::LEN;
}

/// The static size of a dim, for [`AxisLen`]: also implemented for the `()` that `Axis`'s
/// out-of-range impls report, so that an axis out of range shows that error alone.
///
/// ```
/// use typed_tensor::{shape::machinery::DimLen, Dyn, D};
/// assert_eq!((<D<4> as DimLen>::LEN, <Dyn as DimLen>::LEN), (Some(4), None));
/// ```
pub trait DimLen {
    /// The size, `None` when it is known only at run time.
    const LEN: Option<usize>;
}

#[diagnostic::do_not_recommend]
impl<X: Dim> DimLen for X {
    const LEN: Option<usize> = X::SIZE;
}

#[diagnostic::do_not_recommend]
impl DimLen for () {
    const LEN: Option<usize> = None;
}
