//! Type-level permutations: `axes![2, 0, 1]` as a type, and the shape it makes of another.

use super::axis::{Axis, AxisOutOfRange};
use super::const_fmt::{fail, ConstStr};

/// A permutation written as a type, one const per axis: [`axes!`](crate::axes) writes these.
///
/// `AXES` lists the axes; evaluating `CHECK` fails the build when an axis appears twice (the
/// `axes!` macro already rejects repeated literals; this catches const generics).
///
/// ```
/// use typed_tensor::{axes, shape::PermuteAxes};
/// assert_eq!(<axes![2, 0, 1]>::AXES, &[2, 0, 1]);
/// ```
pub trait PermuteAxes {
    /// The source axis of each result axis.
    const AXES: &'static [usize];
    /// Evaluating this fails the build when an axis appears twice.
    const CHECK: () = if has_repeat(Self::AXES) {
        fail(RepeatedAxis::<Self>::MESSAGE.as_str())
    };
}

struct RepeatedAxis<P: ?Sized>(core::marker::PhantomData<P>);

impl<P: PermuteAxes + ?Sized> RepeatedAxis<P> {
    const MESSAGE: ConstStr = {
        let axes = P::AXES;
        let mut first_repeat = 0;
        let mut i = 0;
        'outer: while i < axes.len() {
            let mut j = 0;
            while j < i {
                if axes[j] == axes[i] {
                    first_repeat = axes[i];
                    break 'outer;
                }
                j += 1;
            }
            i += 1;
        }
        ConstStr::new()
            .push("permute: axis ")
            .num(first_repeat)
            .push(" appears twice in ")
            .list(axes)
            .push("; a permutation names each axis once")
    };
}

/// Whether an axis appears twice in `axes`.
const fn has_repeat(axes: &[usize]) -> bool {
    let mut i = 0;
    while i < axes.len() {
        let mut j = 0;
        while j < i {
            if axes[j] == axes[i] {
                return true;
            }
            j += 1;
        }
        i += 1;
    }
    false
}

macro_rules! axes_types {
    ($($name:ident [$($a:ident),*] $example:literal;)*) => {$(
        #[doc = concat!("A permutation of ", stringify!($name), "'s rank, written `axes![..]`; see [`PermuteAxes`].")]
        ///
        /// ```
        /// use typed_tensor::{axes, shape::PermuteAxes};
        #[doc = concat!("let expected: &[usize] = &[", $example, "];")]
        #[doc = concat!("assert_eq!(<axes![", $example, "]>::AXES, expected);")]
        /// ```
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name<$(const $a: usize),*>;

        impl<$(const $a: usize),*> PermuteAxes for $name<$($a),*> {
            const AXES: &'static [usize] = &[$($a),*];
        }
    )*};
}

axes_types! {
    Axes0 [] "";
    Axes1 [A0] "0";
    Axes2 [A0, A1] "1, 0";
    Axes3 [A0, A1, A2] "2, 0, 1";
    Axes4 [A0, A1, A2, A3] "0, 2, 3, 1";
    Axes5 [A0, A1, A2, A3, A4] "4, 3, 2, 1, 0";
    Axes6 [A0, A1, A2, A3, A4, A5] "0, 1, 2, 3, 5, 4";
    Axes7 [A0, A1, A2, A3, A4, A5, A6] "6, 0, 1, 2, 3, 4, 5";
    Axes8 [A0, A1, A2, A3, A4, A5, A6, A7] "7, 6, 5, 4, 3, 2, 1, 0";
}

/// The shape made by permuting the axes of `Self` by `P`: result axis `i` is axis `P[i]`.
///
/// Implemented for every rank 0..=8 and permutation of the same length, through
/// [`PermuteRanks`]. A permutation of another length fails with [`PermutationLength`]'s error,
/// naming both.
///
/// ```
/// use typed_tensor::{axes, shape, shape::Permute};
/// let _: <shape![2, 3, 4] as Permute<axes![2, 0, 1]>>::Output = <shape![4, 2, 3]>::default();
/// ```
pub trait Permute<P> {
    /// The permuted shape.
    type Output;
}

impl<S, P, R> Permute<P> for S
where
    S: PermuteRanks<P, Output = R>,
{
    type Output = R;
}

/// The per-rank impls behind [`Permute`]: result axis `i` is the dim at axis `P[i]`, found
/// through [`Axis`] so that an axis out of range reports itself.
///
/// ```
/// use typed_tensor::{shape};
/// use typed_tensor::shape::machinery::{Axes2, PermuteRanks};
/// let _: <shape![2, 3] as PermuteRanks<Axes2<1, 0>>>::Output = <shape![3, 2]>::default();
/// ```
pub trait PermuteRanks<P> {
    /// The permuted shape.
    type Output;
}

/// Never implemented: the failing bound of [`Permute`] when the permutation's length is not the
/// shape's rank, so the error names both.
///
/// ```compile_fail
/// use typed_tensor::{axes, shape, shape::Permute};
/// fn permuted<S: Permute<P>, P>() {}
/// permuted::<shape![2, 3, 4], axes![1, 0]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot permute shape `{S}` by `{P}`: the permutation has {N} axes",
    label = "`{P}` has {N} axes but `{S}` has another rank",
    note = "a permutation names each axis of the shape once: `axes![2, 0, 1]` for rank 3"
)]
pub trait PermutationLength<S, P, const N: usize> {}

/// The shape of `Self` with axes `A` and `B` swapped: the result of
/// [`Tensor::transpose`](crate::Tensor::transpose).
///
/// Implemented through [`TransposeRanks`], which has the per-rank impls.
///
/// ```
/// use typed_tensor::{shape, shape::Transpose};
/// let _: <shape![2, 3, 4] as Transpose<0, 2>>::Output = <shape![4, 3, 2]>::default();
/// ```
pub trait Transpose<const A: usize, const B: usize> {
    /// The shape with the two axes swapped.
    type Output;
}

impl<S, R, const A: usize, const B: usize> Transpose<A, B> for S
where
    S: TransposeRanks<A, B, Output = R>,
{
    type Output = R;
}

/// The per-rank impls behind [`Transpose`]. An axis out of range (up to 15) fails with
/// [`AxisOutOfRange`](super::machinery::AxisOutOfRange)'s error naming the shape and the axis.
///
/// ```
/// use typed_tensor::{shape};
/// use typed_tensor::shape::machinery::{TransposeRanks};
/// let _: <shape![2, 3] as TransposeRanks<1, 0>>::Output = <shape![3, 2]>::default();
/// ```
pub trait TransposeRanks<const A: usize, const B: usize> {
    /// The shape with the two axes swapped.
    type Output;
}

/// A rank-2 shape, the only kind [`Tensor::t`](crate::Tensor::t) accepts.
///
/// ```
/// use typed_tensor::{shape, shape::MatrixShape};
/// let _: <shape![2, 3] as MatrixShape>::Transposed = <shape![3, 2]>::default();
/// ```
#[diagnostic::on_unimplemented(
    message = "`t()` needs a rank-2 shape, not `{Self}`",
    label = "`{Self}` is not a rank-2 shape",
    note = "to swap two axes of any rank, use `transpose::<A, B>()`"
)]
pub trait MatrixShape {
    /// The shape with its two axes swapped.
    type Transposed;
}

impl<A, B> MatrixShape for (A, B) {
    type Transposed = (B, A);
}

typed_tensor_macros::__permute_impls!();
