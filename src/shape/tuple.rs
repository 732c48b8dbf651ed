//! `Shape`: a tuple of dims, rank 0 through 8.

use super::broadcast::BroadcastWith;
use super::broadcast_into::BroadcastInto;
use super::dim::{Dim, Sealed, StaticDim};
use crate::error::ShapeError;
use crate::limits::MAX_ELEMENTS;
use core::fmt::Debug;

/// A tensor shape as a type: a tuple of [`Dim`]s, rank 0 (`()`) through [`MAX_RANK`](crate::shape::MAX_RANK).
///
/// Sealed: the tuples of rank 0 through 8 are the only shapes, so a type that is not one cannot
/// implement it and then break the kernel's rank limit at run time.
///
/// Every shape broadcasts with itself to itself, and this is part of the trait, so code generic
/// over any shape needs only `S: Shape` to combine two tensors of that shape:
///
/// ```
/// use typed_tensor::{shape, Shape, Tensor};
/// fn residual<S: Shape>(x: &Tensor<f32, S>, f: impl Fn(&Tensor<f32, S>) -> Tensor<f32, S>) -> Tensor<f32, S> {
///     x + &f(x)
/// }
/// let x = Tensor::<f32, shape![2, dyn]>::ones_with_dims(&[2, 3]).unwrap();
/// assert_eq!(residual(&x, |t| t * 2.0).to_vec(), [3.0; 6]);
/// ```
///
/// ```
/// use typed_tensor::{shape, Shape};
/// type S = shape![5, dyn, 1];
/// assert_eq!(S::RANK, 3);
/// assert_eq!(S::STATIC_DIMS, &[Some(5), None, Some(1)]);
/// assert_eq!(S::NUMEL, None);
/// assert_eq!(<shape![2, 3]>::NUMEL, Some(6));
/// assert_eq!(S::describe(), "(D<5>, Dyn, One)");
/// ```
pub trait Shape:
    Copy
    + Default
    + Debug
    + Send
    + Sync
    + 'static
    + BroadcastWith<Self, Output = Self>
    + BroadcastInto<Self>
    + Sealed
{
    /// Number of axes.
    const RANK: usize;
    /// Each axis's compile-time size, `None` for [`Dyn`](struct@crate::Dyn).
    const STATIC_DIMS: &'static [Option<usize>];
    /// Each axis's type name as rustc prints it (`D<5>`, `One`, `Dyn`).
    const DIM_NAMES: &'static [&'static str];
    /// The element count when every axis is static. Evaluating it for a shape whose count
    /// overflows `usize` is a compile error.
    const NUMEL: Option<usize> = checked_numel(Self::STATIC_DIMS);

    /// The type as rustc prints it, for run-time error messages: `(D<5>, Dyn, One)`.
    fn describe() -> String {
        describe_dims(Self::DIM_NAMES)
    }

    /// Checks that run-time `dims` fit this type: same rank, same size on every static axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Shape};
    /// assert!(<shape![dyn, 3]>::check_dims(&[7, 3]).is_ok());
    /// let err = <shape![dyn, 3]>::check_dims(&[7, 4]).unwrap_err();
    /// assert_eq!(err.to_string(), "dims [7, 4] do not fit shape (Dyn, D<3>): axis 1 is 4, the type says 3");
    /// ```
    fn check_dims(dims: &[usize]) -> Result<(), ShapeError> {
        check_dims_against(dims, Self::STATIC_DIMS, Self::describe)
    }
}

/// [`Shape::describe`] of a shape whose dims' type names are `names`, compiled once rather
/// than once per shape type.
fn describe_dims(names: &[&str]) -> String {
    match names.len() {
        1 => format!("({},)", names[0]),
        _ => format!("({})", names.join(", ")),
    }
}

/// [`Shape::check_dims`] against a shape's `static_dims` (`None` for `Dyn`), described by
/// `describe` in the error: apart from the trait, so that it is compiled once rather than once
/// per shape type.
fn check_dims_against(
    dims: &[usize],
    static_dims: &[Option<usize>],
    describe: fn() -> String,
) -> Result<(), ShapeError> {
    let mismatch = |axis| ShapeError::DimsMismatch {
        shape: describe(),
        static_dims: static_dims.to_vec(),
        dims: dims.to_vec(),
        axis,
    };
    if dims.len() != static_dims.len() {
        return Err(mismatch(None));
    }
    let misfit = static_dims
        .iter()
        .zip(dims)
        .position(|(want, &got)| want.is_some_and(|w| w != got));
    match misfit {
        Some(axis) => Err(mismatch(Some(axis))),
        None => Ok(()),
    }
}

/// A [`Shape`] whose every axis is static, so its dims and element count are constants.
///
/// ```
/// use typed_tensor::{shape, StaticShape};
/// assert_eq!(<shape![4, 1, 3]>::DIMS, &[4, 1, 3]);
/// assert_eq!(<shape![4, 1, 3]>::STATIC_NUMEL, 12);
/// assert_eq!(<shape![]>::STATIC_NUMEL, 1);
/// ```
#[diagnostic::on_unimplemented(
    message = "shape `{Self}` has a run-time (`Dyn`) dimension",
    label = "this needs every dimension known at compile time",
    note = "for shapes with `Dyn`, use the constructors that take run-time dims: `from_shape_vec`, `zeros_with_dims`, ..."
)]
pub trait StaticShape: Shape {
    /// The dims.
    const DIMS: &'static [usize];
    /// The element count.
    const STATIC_NUMEL: usize = match Self::NUMEL {
        Some(n) => n,
        None => unreachable!(),
    };
}

const fn checked_numel(dims: &[Option<usize>]) -> Option<usize> {
    let mut total: usize = 1;
    let mut i = 0;
    while i < dims.len() {
        match dims[i] {
            None => return None,
            Some(d) => match total.checked_mul(d) {
                Some(t) if t <= MAX_ELEMENTS => total = t,
                _ => panic!("the element count of this shape is more than a tensor may hold"),
            },
        }
        i += 1;
    }
    Some(total)
}

macro_rules! impl_shape_for_tuples {
    ($( ($($dim:ident),*) )*) => {$(
        impl<$($dim: Dim),*> Sealed for ($($dim,)*) {}

        impl<$($dim: Dim),*> Shape for ($($dim,)*) {
            const RANK: usize = 0 $(+ { let _ = stringify!($dim); 1 })*;
            const STATIC_DIMS: &'static [Option<usize>] = &[$($dim::SIZE),*];
            const DIM_NAMES: &'static [&'static str] = &[$($dim::NAME),*];
        }

        #[diagnostic::do_not_recommend]
        impl<$($dim: StaticDim),*> StaticShape for ($($dim,)*) {
            const DIMS: &'static [usize] = &[$($dim::STATIC_SIZE),*];
        }
    )*};
}

impl_shape_for_tuples! {
    ()
    (A0)
    (A0, A1)
    (A0, A1, A2)
    (A0, A1, A2, A3)
    (A0, A1, A2, A3, A4)
    (A0, A1, A2, A3, A4, A5)
    (A0, A1, A2, A3, A4, A5, A6)
    (A0, A1, A2, A3, A4, A5, A6, A7)
}
