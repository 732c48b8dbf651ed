//! `squeeze::<A>()` / `try_squeeze::<A>()`: remove a size-one axis, as a view.

use crate::error::OrPanic;
use crate::error::ShapeError;
use crate::layout::Layout;
use crate::shape::{axis_index, Squeeze};
use crate::tensor::Derivation;
use crate::{Record, Tensor};

impl<T, S, R: Record<T>> Tensor<T, S, R> {
    /// A view without axis `A`, which must have size one. No copy
    /// (views share storage: see [`view`](Self::view)).
    ///
    /// Axis `A` of `S` must be [`One`](crate::One) or [`Dyn`](struct@crate::Dyn). A static axis of
    /// another size is a compile error: "cannot squeeze axis 0 of `(D<2>, One, D<4>)`: it is
    /// `D<2>`, not `One`". A `Dyn` axis is checked at run time: this panics when it is not 1
    /// (see [`try_squeeze`](Self::try_squeeze)).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 1, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let y: Tensor<i32, shape![2, 3]> = x.squeeze::<1>();
    /// assert_eq!(y.to_vec(), [1, 2, 3, 4, 5, 6]);
    /// ```
    #[track_caller]
    pub fn squeeze<const A: usize>(&self) -> Tensor<T, <S as Squeeze<A>>::Output, R>
    where
        S: Squeeze<A>,
    {
        self.try_squeeze::<A>().or_panic()
    }

    /// [`squeeze`](Self::squeeze), with an `Err` instead of a panic when a `Dyn` axis `A` is
    /// not 1 at run time.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let one = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[1, 3]).unwrap();
    /// assert_eq!(one.try_squeeze::<0>().unwrap().dims(), &[3]);
    /// let two = Tensor::<f32, shape![dyn, 3]>::zeros_with_dims(&[2, 3]).unwrap();
    /// assert_eq!(
    ///     two.try_squeeze::<0>().unwrap_err().to_string(),
    ///     "cannot squeeze axis 0 of dims [2, 3]: it is 2, not 1"
    /// );
    /// ```
    pub fn try_squeeze<const A: usize>(
        &self,
    ) -> Result<Tensor<T, <S as Squeeze<A>>::Output, R>, ShapeError>
    where
        S: Squeeze<A>,
    {
        let layout = self.layout();
        let axis = axis_index(A, layout.dims().len());
        if layout.dims()[axis] != 1 {
            return Err(ShapeError::Squeeze {
                dims: layout.dims().to_vec(),
                axis,
            });
        }
        let mut dims = layout.dims().to_vec();
        let mut strides = layout.strides().to_vec();
        dims.remove(axis);
        strides.remove(axis);
        let value = self.with_layout(Layout::strided(&dims, &strides, layout.offset()));
        Ok(self.derive_view(value, || Derivation::Reshape {
            dims: self.dims().to_vec(),
        }))
    }
}
