//! `rename::<A, Name>()` / `unname::<A>()`: attach a name to a run-time axis or remove it, as
//! a view.

use crate::shape::{Rename, Unnamed};
use crate::Tensor;

impl<T, S> Tensor<T, S> {
    /// A view whose run-time axis `A` is named `Name`: `Dyn<Name>`, whatever its name was. No
    /// copy and no check (a run-time dim takes any size), so data from outside, loaded as
    /// `shape![dyn, dyn]`, can be typed `shape![dyn Batch, dyn Seq]`.
    ///
    /// A static axis (`D<N>` or `One`) has no name to take: that is a compile error, "axis 1 of
    /// `(Dyn, D<4>)` cannot be named: it is `D<4>`, a static size".
    ///
    /// ```
    /// use typed_tensor::{dim_name, shape, Tensor};
    /// dim_name!(Batch);
    /// dim_name!(Seq);
    /// let raw = Tensor::<f32, shape![dyn, dyn]>::zeros_with_dims(&[2, 5]).unwrap();
    /// let x: Tensor<f32, shape![dyn Batch, dyn Seq]> = raw.rename::<0, Batch>().rename::<1, Seq>();
    /// assert_eq!(x.dims(), &[2, 5]);
    /// ```
    pub fn rename<const A: usize, Name>(&self) -> Tensor<T, <S as Rename<A, Name>>::Output>
    where
        S: Rename<A, Name>,
    {
        self.with_layout(*self.layout())
    }

    /// A view whose run-time axis `A` has no name: the plain [`Dyn`](struct@crate::Dyn). No copy.
    ///
    /// ```
    /// use typed_tensor::{dim_name, shape, Tensor};
    /// dim_name!(Batch);
    /// let x = Tensor::<f32, shape![dyn Batch, 3]>::zeros_with_dims(&[2, 3]).unwrap();
    /// let plain: Tensor<f32, shape![dyn, 3]> = x.unname::<0>();
    /// assert_eq!(plain.dims(), &[2, 3]);
    /// ```
    pub fn unname<const A: usize>(&self) -> Tensor<T, <S as Rename<A, Unnamed>>::Output>
    where
        S: Rename<A, Unnamed>,
    {
        self.with_layout(*self.layout())
    }
}
