//! The three kinds of dimension a shape is made of.

use super::const_fmt::ConstStr;
use core::fmt::Debug;
use core::marker::PhantomData;

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
/// A run-time dim can carry a name, `Dyn<Batch>` (written `dyn Batch` in `shape!`), declared
/// with [`dim_name!`](crate::dim_name): two different names on one axis are a compile error, so a
/// batch axis and a sequence axis cannot be mixed up. The plain `Dyn` is `Dyn<Unnamed>`, and
/// meets a named one as it meets any size (the result keeps the name; the sizes are checked at
/// run time).
///
/// ```
/// use typed_tensor::{dim_name, shape, Dim, Dyn, Tensor};
/// dim_name!(Batch);
/// assert_eq!(<Dyn as Dim>::SIZE, None);
/// assert_eq!(<Dyn<Batch> as Dim>::NAME, "Dyn<Batch>");
/// let _: shape![dyn Batch, 4] = (Dyn::<Batch>::new(), typed_tensor::D::<4>);
///
/// let x = Tensor::<f32, shape![dyn Batch, 4]>::zeros_with_dims(&[2, 4]).unwrap();
/// let y = Tensor::<f32, shape![dyn, 4]>::ones_with_dims(&[2, 4]).unwrap();
/// let z: Tensor<f32, shape![dyn Batch, 4]> = &x + &y; // the name is kept
/// assert_eq!(z.dims(), &[2, 4]);
/// ```
// A braced struct, so that the value `Dyn` below can share its name.
pub struct Dyn<Name = Unnamed> {
    name: PhantomData<fn() -> Name>,
}

/// The value of the unnamed run-time dim, so that `(D::<2>, Dyn)` reads like its type.
///
/// ```
/// use typed_tensor::{shape, Dyn, D};
/// let _: shape![2, dyn] = (D::<2>, Dyn);
/// ```
#[allow(non_upper_case_globals)]
pub const Dyn: Dyn = Dyn::new();

impl<Name> Dyn<Name> {
    /// The dim value (dims carry no data; shapes are tuples of them).
    ///
    /// ```
    /// use typed_tensor::{dim_name, Dyn};
    /// dim_name!(Seq);
    /// let _: Dyn<Seq> = Dyn::new();
    /// ```
    pub const fn new() -> Self {
        Dyn { name: PhantomData }
    }
}

impl<Name> Clone for Dyn<Name> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Name> Copy for Dyn<Name> {}

impl<Name> Default for Dyn<Name> {
    fn default() -> Self {
        Dyn::new()
    }
}

impl<Name> PartialEq for Dyn<Name> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<Name> Eq for Dyn<Name> {}

impl<Name> core::hash::Hash for Dyn<Name> {
    fn hash<H: core::hash::Hasher>(&self, _: &mut H) {}
}

impl<Name: DynName> Debug for Dyn<Name> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(Name::DIM)
    }
}

/// The name of the plain [`Dyn`](struct@Dyn): no name. It meets every name.
///
/// ```
/// use typed_tensor::{shape::Unnamed, Dim, Dyn};
/// assert_eq!(<Dyn<Unnamed> as Dim>::NAME, "Dyn");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Unnamed;

/// A name for run-time dims: `Dyn<Batch>`. Declare names with [`dim_name!`](crate::dim_name),
/// which implements this trait; bound generic code on it to take any named dim.
///
/// ```
/// use typed_tensor::{dim_name, shape, shape::DimName, Tensor};
/// dim_name!(pub Batch);
/// assert_eq!(Batch::NAME, "Batch");
///
/// // Any name, as long as both operands have the same one: no other bound.
/// fn shift<B: DimName>(x: &Tensor<f32, shape![dyn B, 3]>, b: &Tensor<f32, shape![dyn B, 1]>) -> Tensor<f32, shape![dyn B, 3]> {
///     x + b
/// }
/// let x = Tensor::<f32, shape![dyn Batch, 3]>::ones_with_dims(&[2, 3]).unwrap();
/// let b = Tensor::<f32, shape![dyn Batch, 1]>::ones_with_dims(&[2, 1]).unwrap();
/// assert_eq!(shift(&x, &b).to_vec(), [2.0; 6]);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a name for run-time dims",
    label = "not declared with `dim_name!`",
    note = "declare names with `typed_tensor::dim_name!(Batch);` and write `dyn Batch` in `shape!`"
)]
pub trait DimName: Copy + Default + Debug + Send + Sync + 'static {
    /// The name as errors print it: `Batch`. It must be the type's own name, as `dim_name!`
    /// writes it: run-time errors read the name from the type (compile-time errors do too).
    const NAME: &'static str;
}

/// The names a [`Dyn`](struct@Dyn) can have: [`Unnamed`] and every [`DimName`].
///
/// ```
/// use typed_tensor::{dim_name, shape::machinery::DynName, shape::Unnamed};
/// dim_name!(Seq);
/// assert_eq!((Unnamed::DIM, Seq::DIM), ("Dyn", "Dyn<Seq>"));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a name for run-time dims",
    label = "not declared with `dim_name!`",
    note = "declare names with `typed_tensor::dim_name!(Batch);` and write `dyn Batch` in `shape!`"
)]
pub trait DynName: Copy + Default + Debug + Send + Sync + 'static {
    /// How `Dyn<Self>` reads in an error message: `Dyn` or `Dyn<Batch>`.
    const DIM: &'static str;
}

impl DynName for Unnamed {
    const DIM: &'static str = "Dyn";
}

// `Unnamed` is not a `DimName`, so this does not overlap the impl above.
impl<Name: DimName> DynName for Name {
    const DIM: &'static str = {
        let name = &NamedDyn::<Name>::DIM;
        name.as_str()
    };
}

/// Declares a name for run-time dims, a unit struct that implements [`DimName`]:
/// `dim_name!(pub Batch);` makes `Dyn<Batch>`, written `dyn Batch` in `shape!`, possible.
///
/// The struct derives `Clone`, `Copy`, `Debug`, `Default`, `PartialEq`, `Eq` and `Hash`, so
/// attributes given to the macro must not derive them again.
///
/// ```
/// use typed_tensor::{dim_name, shape};
/// dim_name!(pub Batch);
/// dim_name!(
///     /// The sequence axis.
///     Seq
/// );
/// assert_eq!(<shape![dyn Batch, dyn Seq] as typed_tensor::Shape>::describe(), "(Dyn<Batch>, Dyn<Seq>)");
/// ```
#[macro_export]
macro_rules! dim_name {
    ($(#[$attr:meta])* $vis:vis $name:ident) => {
        $(#[$attr])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        $vis struct $name;

        impl $crate::shape::DimName for $name {
            const NAME: &'static str = stringify!($name);
        }
    };
}

/// One axis of a [`Shape`](crate::Shape): [`D<N>`](D), [`One`] or [`Dyn`](struct@Dyn).
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
    /// The size when it is known at compile time, `None` for [`Dyn`](struct@Dyn).
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
impl<Name: DynName> Sealed for Dyn<Name> {}

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

impl<Name: DynName> Dim for Dyn<Name> {
    const SIZE: Option<usize> = None;
    const NAME: &'static str = Name::DIM;
}

/// Marks the dims whose size is known at compile time: [`D<N>`](D) and [`One`].
///
/// ```
/// use typed_tensor::{shape::StaticDim, One, D};
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

/// Whether a dim's name (as [`Dim::NAME`] and rustc print it) is a named run-time dim,
/// `Dyn<Batch>`, rather than the plain `Dyn` or a static size.
pub(crate) const fn is_named_dyn(name: &str) -> bool {
    let bytes = name.as_bytes();
    bytes.len() > 4 && bytes[0] == b'D' && bytes[1] == b'y' && bytes[2] == b'n' && bytes[3] == b'<'
}

/// `Dyn<Name>`, built at compile time.
struct NamedDyn<Name>(PhantomData<Name>);

impl<Name: DimName> NamedDyn<Name> {
    const DIM: ConstStr = ConstStr::new().push("Dyn<").push(Name::NAME).push(">");
}
