//! The three kinds of dimension a shape is made of.

use super::const_fmt::ConstStr;
use core::fmt::Debug;

/// A dimension whose size `N` is known at compile time.
///
/// Stable Rust cannot ask "is `N` equal to 1?" inside a trait impl, so the size one that
/// broadcasts has its own type, [`One`], and the broadcasting rules become plain,
/// non-overlapping impls. The [`shape!`](macro@crate::shape) macro turns the literal `1` into
/// `One`. A `D<1>` (a const generic that turns out to be 1, or written by hand) is a legal static
/// size that does not broadcast implicitly: it meets `D<1>` and `One`, and against another
/// `D<N>` it is a compile error.
///
/// ```
/// use typed_tensor::{shape, Dim, Tensor, D, One};
/// assert_eq!(<D<5> as Dim>::SIZE, Some(5));
/// let _: shape![5, 1] = (D::<5>, One);
///
/// // A regression head: `O` is 1 here, and the code is the same as for any other `O`.
/// fn head<const O: usize>() -> Tensor<f32, shape![4, O]> {
///     &Tensor::<f32, shape![4, 1]>::ones() * &Tensor::<f32, shape![O]>::ones()
/// }
/// assert_eq!(head::<1>().dims(), &[4, 1]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D<const N: usize>;

/// A dimension of size one, the one that broadcasts against anything.
///
/// ```
/// use typed_tensor::{Dim, One};
/// assert_eq!(<One as Dim>::SIZE, Some(1));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct One;

/// A dimension whose size is known only at run time, such as a batch size.
///
/// Its value lives in the tensor; every constructor and op checks it once, so a `Dyn` that meets
/// a static dim in broadcasting must be 1 or equal to it, and the result takes the static type.
///
/// ```
/// use typed_tensor::{Dim, Dyn};
/// assert_eq!(<Dyn as Dim>::SIZE, None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dyn;

/// One axis of a [`Shape`](crate::Shape): [`D<N>`](D), [`One`] or [`Dyn`].
///
/// ```
/// use typed_tensor::{Dim, D, Dyn, One};
/// assert_eq!(<D<3> as Dim>::NAME, "D<3>");
/// assert_eq!(<One as Dim>::NAME, "One");
/// assert_eq!(<Dyn as Dim>::NAME, "Dyn");
/// ```
///
/// Sealed: the three kinds are all there is, and the kernel relies on them.
pub trait Dim: Copy + Default + Debug + Send + Sync + 'static + Sealed {
    /// The size when it is known at compile time, `None` for [`Dyn`].
    const SIZE: Option<usize>;
    /// How the type reads in an error message: `D<3>`, `One` or `Dyn`.
    const NAME: &'static str;
}

/// Implemented only inside this crate, for the dims and the shape tuples.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a shape or a dim: `Shape` and `Dim` are sealed",
    label = "not one of typed-tensor's dims (`D<N>`, `One`, `Dyn`) or shapes (tuples of them)",
    note = "write shapes with `shape![..]`; ranks 0 through 8 are supported"
)]
pub trait Sealed {}

impl<const N: usize> Sealed for D<N> {}
impl Sealed for One {}
impl Sealed for Dyn {}

impl<const N: usize> Dim for D<N> {
    const SIZE: Option<usize> = Some(N);
    const NAME: &'static str = {
        let name = &Spelled::<N>::NAME;
        name.as_str()
    };
}

impl Dim for One {
    const SIZE: Option<usize> = Some(1);
    const NAME: &'static str = "One";
}

impl Dim for Dyn {
    const SIZE: Option<usize> = None;
    const NAME: &'static str = "Dyn";
}

/// Marks the dims whose size is known at compile time: [`D<N>`](D) and [`One`].
///
/// ```
/// use typed_tensor::{StaticDim, D, One};
/// fn size<X: StaticDim>() -> usize { X::STATIC_SIZE }
/// assert_eq!(size::<D<7>>() * size::<One>(), 7);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no size known at compile time",
    label = "this needs a static dimension, not `{Self}`",
    note = "for shapes with `Dyn`, use the constructors that take run-time dims, such as `from_shape_vec`"
)]
pub trait StaticDim: Dim {
    /// The size.
    const STATIC_SIZE: usize;
}

impl<const N: usize> StaticDim for D<N> {
    const STATIC_SIZE: usize = match <Self as Dim>::SIZE {
        Some(n) => n,
        None => unreachable!(),
    };
}

impl StaticDim for One {
    const STATIC_SIZE: usize = 1;
}

/// `D<N>` in decimal, built at compile time so run-time errors print types as rustc does.
struct Spelled<const N: usize>;

impl<const N: usize> Spelled<N> {
    const NAME: ConstStr = ConstStr::new().push("D<").num(N).push(">");
}
