//! `shape!` and `tensor!`: thin wrappers that hand `$crate` to the proc macros, so the
//! generated paths resolve under any import style and rustc prints them short.

/// A shape type from a list of dims: `shape![5, 3, 4, 1]` is `(D<5>, D<3>, D<4>, One)`.
///
/// Each dim is one of:
/// - an integer literal: `1` becomes [`One`](crate::One), any other size `n` becomes
///   [`D<n>`](crate::D) (`0` is an ordinary size);
/// - `_`, left to type inference;
/// - `dyn`, a size known only at run time ([`Dyn`](struct@crate::Dyn));
/// - `dyn Name`, a run-time size with a name, `Dyn<Name>`, where `Name` is declared with
///   [`dim_name!`](crate::dim_name) (or is a generic parameter bound by
///   [`DimName`](crate::shape::DimName)); two different names on one axis are a compile error;
/// - a const name or const generic parameter, `B` or `config::HIDDEN`, which becomes `D<B>`;
///   a `{ const block }` works the same way. Such a const may be 1: stable Rust cannot turn it
///   into `One`, so it is `D<1>`, a size one that does not broadcast implicitly.
///
/// `shape![]` is rank 0. Up to 8 dims. Anything else is a compile error on the offending token.
///
/// ```
/// use typed_tensor::{dim_name, shape, Dyn, One, Tensor, D};
/// const HIDDEN: usize = 64;
/// dim_name!(Batch);
/// let _: shape![5, 1, dyn, HIDDEN] = (D::<5>, One, Dyn, D::<64>);
/// let _: shape![dyn Batch, HIDDEN] = (Dyn::<Batch>::new(), D::<64>);
/// let _: shape![] = ();
/// fn batch<const B: usize>(x: Tensor<f32, shape![B, 3]>) -> usize { x.dims()[0] }
/// assert_eq!(batch(Tensor::<f32, shape![4, 3]>::zeros()), 4);
/// let inferred: Tensor<f32, shape![_, 3]> = Tensor::<f32, shape![2, 3]>::zeros();
/// assert_eq!(inferred.dims(), &[2, 3]);
/// ```
#[macro_export]
macro_rules! shape {
    ($($dims:tt)*) => { $crate::__private::shape_type!($crate; $($dims)*) };
}

/// A tensor from nested brackets; the shape is read off the nesting.
///
/// ```
/// use typed_tensor::{shape, tensor, Tensor};
/// let t: Tensor<i32, shape![2, 3]> = tensor![[1, 2, 3], [4, 5, 6]];
/// assert_eq!(t.get(&[1, 0]), Some(&4));
/// let column = tensor![[1.0], [2.0]]; // Tensor<f64, shape![2, 1]>
/// let _: Tensor<f64, shape![2, 1]> = column;
/// ```
///
/// Rows of different lengths are a compile error on the offending row.
#[macro_export]
macro_rules! tensor {
    ($($elements:tt)*) => { $crate::__private::tensor_value!($crate; $($elements)*) };
}

/// A permutation of axes as a type, for [`Tensor::permute`](crate::Tensor::permute):
/// `axes![2, 0, 1]` puts axis 2 first, then axes 0 and 1.
///
/// Each axis is an integer literal below the number of axes, and appears once; anything else
/// is a compile error on the offending axis. The type is [`Axes3<2, 0, 1>`](crate::shape::machinery::Axes3).
///
/// ```
/// use typed_tensor::{axes, shape, Tensor};
/// let x = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| (100 * i[0] + 10 * i[1] + i[2]) as i32);
/// let y = x.permute::<axes![2, 0, 1]>(); // Tensor<i32, shape![4, 2, 3]>
/// assert_eq!(y.dims(), &[4, 2, 3]);
/// assert_eq!(y.get(&[3, 1, 2]), Some(&123));
/// ```
#[macro_export]
macro_rules! axes {
    ($($axes:tt)*) => { $crate::__private::axes_type!($crate; $($axes)*) };
}
