//! Conversions between [`Tensor`] and [`ndarray`] arrays (feature `ndarray`).
//!
//! - [`Tensor::as_array_view`] borrows the tensor as an [`ArrayView`] **without copying**, for
//!   every layout: views keep their strides and offset, broadcast axes keep stride 0 (a
//!   read-only `ArrayView` may alias elements).
//! - [`Tensor::to_array`] copies the elements once into a new standard-layout [`Array`].
//! - [`Tensor::from_array`] (and `TryFrom<Array>`) checks an array's dims against the shape type (a `ShapeError`,
//!   as every constructor) and copies its elements once, in logical row-major order, whatever
//!   the array's strides. An owned `Array` is not adopted without a copy: a tensor's storage is
//!   a shared buffer whose reference count sits in the same allocation as the elements, which
//!   a `Vec`'s allocation does not have room for, so exactly one copy is made.
//!
//! A shape of rank 0 to 6 maps to ndarray's fixed dimension (`Ix0` .. `Ix6`), ranks 7 and 8 to
//! `IxDyn` (see [`NdarrayShape`]).
//!
//! ```
//! use ndarray::{array, s, Array2, ArrayView3};
//! use typed_tensor::{shape, Tensor};
//!
//! let t = Tensor::<f32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as f32);
//! // Zero-copy, also for a broadcast view: ndarray sees stride 0 on the new axis.
//! let wide: Tensor<f32, shape![4, 2, 3]> = t.broadcast_to();
//! let view: ArrayView3<'_, f32> = wide.as_array_view();
//! assert_eq!(view.strides(), &[0, 3, 1]);
//! assert_eq!(view[[3, 1, 2]], 12.0);
//! assert_eq!(view.sum_axis(ndarray::Axis(0)), &t.as_array_view() * 4.0);
//!
//! // Arrays in: dims checked against the type, elements copied once.
//! let a: Array2<f32> = array![[1., 2., 3.], [4., 5., 6.]];
//! let back = Tensor::<f32, shape![dyn, 3]>::from_array(a.slice(s![.., ..;-1])).unwrap();
//! assert_eq!(back.to_vec(), [3., 2., 1., 6., 5., 4.]);
//! let err = Tensor::<f32, shape![3, 2]>::from_array(&a).unwrap_err();
//! assert_eq!(err.to_string(), "dims [2, 3] do not fit shape (D<3>, D<2>): axis 0 is 2, the type says 3");
//! assert_eq!(back.to_array(), array![[3., 2., 1.], [6., 5., 4.]]);
//! ```

use super::build::tensor_from_iter;
use crate::error::ShapeError;
use crate::shape::{Dim, Shape};
use crate::tensor::Tensor;
use ndarray::ShapeBuilder;
use ndarray::{Array, ArrayView, AsArray, Dimension, Ix0, Ix1, Ix2, Ix3, Ix4, Ix5, Ix6, IxDyn};

/// The ndarray dimension type of a shape of each rank: `Ix0` to `Ix6` for ranks 0 to 6,
/// `IxDyn` for ranks 7 and 8. Every [`Shape`] implements it; generic code that converts
/// tensors of shape `S` bounds on `S: NdarrayShape`.
///
/// ```
/// use ndarray::Ix2;
/// use typed_tensor::interop::ndarray::NdarrayShape;
/// use typed_tensor::{shape, Tensor};
///
/// fn row_sums<S: NdarrayShape>(t: &Tensor<f64, S>) -> Vec<f64> {
///     t.as_array_view().rows().into_iter().map(|row| row.sum()).collect()
/// }
/// let t = Tensor::<f64, shape![dyn, 2]>::from_shape_vec(&[2, 2], vec![1., 2., 3., 4.]).unwrap();
/// assert_eq!(row_sums(&t), [3., 7.]);
/// let _: <shape![5, dyn] as NdarrayShape>::Dim = Ix2(5, 7);
/// ```
pub trait NdarrayShape: Shape {
    /// The ndarray dimension type of this rank.
    type Dim: Dimension;
}

macro_rules! ndarray_shapes {
    ($( ($($dim:ident),*) => $ix:ty; )*) => {$(
        impl<$($dim: Dim),*> NdarrayShape for ($($dim,)*) {
            type Dim = $ix;
        }
    )*};
}

ndarray_shapes! {
    () => Ix0;
    (A0) => Ix1;
    (A0, A1) => Ix2;
    (A0, A1, A2) => Ix3;
    (A0, A1, A2, A3) => Ix4;
    (A0, A1, A2, A3, A4) => Ix5;
    (A0, A1, A2, A3, A4, A5) => Ix6;
    (A0, A1, A2, A3, A4, A5, A6) => IxDyn;
    (A0, A1, A2, A3, A4, A5, A6, A7) => IxDyn;
}

/// `values` (one per axis) as the ndarray dimension type `D`.
fn as_dimension<D: Dimension>(values: &[usize]) -> D {
    let mut dim = D::zeros(values.len());
    dim.slice_mut().copy_from_slice(values);
    dim
}

impl<T, S: NdarrayShape> Tensor<T, S> {
    /// The tensor as an ndarray [`ArrayView`], without copying: the same elements, dims,
    /// strides and offset. Broadcast axes keep stride 0.
    ///
    /// Never fails: ndarray's limit of `isize::MAX` elements is above the most elements a
    /// tensor may have, broadcast views included (see
    /// [`ShapeError::ElementCountOverflow`](crate::ShapeError::ElementCountOverflow)).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    /// let tt = t.t(); // a transposed view
    /// let view = tt.as_array_view();
    /// assert_eq!(view.strides(), &[1, 3]);
    /// assert_eq!(view, ndarray::array![[0, 10], [1, 11], [2, 12]]);
    /// assert_eq!(view.as_ptr(), t.as_slice().unwrap().as_ptr()); // no copy
    /// ```
    pub fn as_array_view(&self) -> ArrayView<'_, T, S::Dim> {
        let storage = self.storage_slice();
        let dims = as_dimension::<S::Dim>(self.dims());
        let result = if self.numel() == 0 {
            // Nothing is read, and the strides of an empty tensor may reach past its storage
            // (ndarray checks the largest offset even then): an empty standard-layout view.
            ArrayView::from_shape(dims, &storage[..0])
        } else {
            // ndarray checks that every index stays inside the slice; a read-only view may
            // alias (stride 0). A tensor's layout always stays inside its storage.
            let shape = dims.strides(as_dimension(self.strides()));
            ArrayView::from_shape(shape, &storage[self.layout().offset()..])
        };
        // A tensor's layout always addresses its own storage and its element count is below
        // ndarray's limit, so this cannot fail; the message is for a broken invariant.
        result.unwrap_or_else(|error| {
            panic!(
                "as_array_view: ndarray cannot view dims {:?} with strides {:?}: {error}",
                self.dims(),
                self.strides()
            )
        })
    }
}

impl<T: Clone, S: NdarrayShape> Tensor<T, S> {
    /// The elements copied once into a new standard-layout (row-major) ndarray [`Array`].
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<u8, shape![2, 1]>::from_vec(vec![1, 2]).unwrap();
    /// let a = t.broadcast_to::<shape![3, 2, 4]>().to_array();
    /// assert!(a.is_standard_layout());
    /// assert_eq!(a.shape(), &[3, 2, 4]);
    /// assert_eq!(a[[2, 1, 3]], 2);
    /// ```
    pub fn to_array(&self) -> Array<T, S::Dim> {
        Array::from_shape_vec(as_dimension::<S::Dim>(self.dims()), self.to_vec())
            .expect("a tensor's element count matches its dims")
    }
}

impl<T: Clone, S: Shape> Tensor<T, S> {
    /// A tensor holding a copy of an ndarray array's elements, of any dimension type and any
    /// strides (`&Array`, `ArrayView`, slices with negative steps, ...).
    ///
    /// The array's dims must fit `S` (a [`ShapeError`] naming both otherwise, before anything
    /// is copied); `Dyn` axes take the array's sizes. The elements are copied once, in logical
    /// row-major order. Ownership of an `Array` cannot be taken without a copy either (see the
    /// [module docs](self)).
    ///
    /// ```
    /// use ndarray::{Array, IxDyn};
    /// use typed_tensor::{shape, Tensor};
    /// let a = Array::from_shape_fn(IxDyn(&[2, 3]), |i| i[0] * 3 + i[1]);
    /// let t = Tensor::<usize, shape![2, dyn]>::from_array(&a).unwrap();
    /// assert_eq!(t.to_vec(), [0, 1, 2, 3, 4, 5]);
    /// let t = Tensor::<usize, shape![dyn, 2]>::from_array(a.t()).unwrap();
    /// assert_eq!(t.to_vec(), [0, 3, 1, 4, 2, 5]);
    /// let err = Tensor::<usize, shape![2]>::from_array(&a).unwrap_err();
    /// assert_eq!(err.to_string(), "dims [2, 3] do not fit shape (D<2>,): 2 axes given, the type has 1");
    /// ```
    pub fn from_array<'a, D, V>(array: V) -> Result<Self, ShapeError>
    where
        T: 'a,
        D: Dimension,
        V: AsArray<'a, T, D>,
    {
        let view: ArrayView<'a, T, D> = array.into();
        tensor_from_iter("from_array", view.shape(), view.iter().cloned())
    }
}

impl<T: Clone, S: Shape, D: Dimension> TryFrom<Array<T, D>> for Tensor<T, S> {
    type Error = ShapeError;

    /// An owned array into a tensor: [`from_array`](Tensor::from_array), so one copy (the
    /// array's allocation cannot become a tensor's shared storage).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i8, shape![2, dyn]>::try_from(ndarray::array![[1, 2], [3, 4]]).unwrap();
    /// assert_eq!(t.to_vec(), [1, 2, 3, 4]);
    /// ```
    fn try_from(array: Array<T, D>) -> Result<Self, ShapeError> {
        Tensor::from_array(&array)
    }
}

#[cfg(test)]
mod tests {
    use crate::layout::Layout;
    use crate::{shape, Tensor};

    /// Offsets come only from crate-internal views today: build them by hand.
    #[test]
    fn views_with_an_offset_start_there() {
        let base = Tensor::<i32, shape![12]>::from_fn(|i| i[0] as i32);
        // Elements 5, 7, 9 / 6, 8, 10: offset 5, strides [1, 2].
        let view: Tensor<i32, shape![2, 3]> =
            base.with_layout(Layout::strided(&[2, 3], &[1, 2], 5));
        let expected: Vec<i32> = (0..2)
            .flat_map(|i| (0..3).map(move |j| 5 + i + 2 * j))
            .collect();
        assert_eq!(view.to_vec(), expected);
        let array = view.as_array_view();
        assert_eq!(array.iter().copied().collect::<Vec<_>>(), expected);
        assert_eq!(array.as_ptr(), base.as_slice().unwrap()[5..].as_ptr());
        assert_eq!(
            Tensor::<i32, shape![2, 3]>::from_array(array)
                .unwrap()
                .to_vec(),
            expected
        );
    }

    #[test]
    fn empty_views_whose_offset_is_the_storage_end() {
        let base = Tensor::<f32, shape![4]>::ones();
        let empty: Tensor<f32, shape![0, 3]> =
            base.with_layout(Layout::strided(&[0, 3], &[3, 1], 4));
        let array = empty.as_array_view();
        assert_eq!(array.shape(), &[0, 3]);
        assert_eq!(array.iter().count(), 0);
        assert_eq!(empty.to_array().shape(), &[0, 3]);
    }
}
