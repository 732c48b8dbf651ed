//! Constructors: from data, filled, or computed from each index.

use super::Tensor;
use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::Buffer;
use crate::kernel::{self, Operand};
use crate::layout::Layout;
use crate::shape::{Shape, StaticShape};

impl<T, S: Shape> Tensor<T, S> {
    /// A tensor of the fully static shape `S` from its elements in row-major order.
    ///
    /// A wrong length is an `Err` naming the expected and actual counts. Shapes with `Dyn` use
    /// [`from_shape_vec`](Self::from_shape_vec).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    /// assert_eq!(t.get(&[1, 0]), Some(&3));
    /// let err = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3]).unwrap_err();
    /// assert_eq!(err.to_string(), "dims [2, 2] need 4 elements but the data has 3");
    /// ```
    pub fn from_vec(data: Vec<T>) -> Result<Self, ShapeError>
    where
        S: StaticShape,
    {
        Self::from_shape_vec(S::DIMS, data)
    }

    /// A tensor from run-time `dims` and its elements in row-major order, for any `S`.
    ///
    /// `dims` must have the rank of `S`, agree with its static dims, and call for exactly
    /// `data.len()` elements. The elements move into the tensor's own allocation: an `Err` too
    /// when that cannot be had.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let batch = 2;
    /// let t = Tensor::<f64, shape![dyn, 3]>::from_shape_vec(&[batch, 3], vec![0.0; 6]).unwrap();
    /// assert_eq!(t.dims(), &[2, 3]);
    /// let err = Tensor::<f64, shape![dyn, 3]>::from_shape_vec(&[2, 4], vec![0.0; 8]).unwrap_err();
    /// assert_eq!(err.to_string(), "dims [2, 4] do not fit shape (Dyn, D<3>): axis 1 is 4, the type says 3");
    /// ```
    pub fn from_shape_vec(dims: &[usize], data: Vec<T>) -> Result<Self, ShapeError> {
        let layout = Self::checked_layout(dims)?;
        let expected = layout.numel();
        if data.len() != expected {
            return Err(ShapeError::LengthMismatch {
                dims: dims.to_vec(),
                expected,
                actual: data.len(),
            });
        }
        Ok(Self::from_parts(
            Buffer::try_from_vec(data).in_op("from_shape_vec")?,
            layout,
        ))
    }

    /// A tensor of run-time `dims` whose element at each index is `f(index)`, or an `Err`
    /// when the dims do not fit `S` or the elements cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<usize, shape![dyn, 2]>::from_fn_with_dims(&[3, 2], |i| 10 * i[0] + i[1]).unwrap();
    /// assert_eq!(t.to_vec(), [0, 1, 10, 11, 20, 21]);
    /// ```
    pub fn from_fn_with_dims(
        dims: &[usize],
        mut f: impl FnMut(&[usize]) -> T,
    ) -> Result<Self, ShapeError> {
        let layout = Self::checked_layout(dims)?;
        let mut index = vec![0; dims.len()];
        let storage = Buffer::filled(layout.numel(), |slots| {
            for slot in slots {
                slot.write(f(&index));
                for axis in (0..dims.len()).rev() {
                    index[axis] += 1;
                    if index[axis] < dims[axis] {
                        break;
                    }
                    index[axis] = 0;
                }
            }
        });
        Ok(Self::from_parts(storage.in_op("from_fn")?, layout))
    }

    /// A tensor of the static shape `S` whose element at each index is `f(index)`. Panics with
    /// [`ShapeError::OutOfMemory`]'s text when the elements cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let eye = Tensor::<f32, shape![2, 2]>::from_fn(|i| if i[0] == i[1] { 1.0 } else { 0.0 });
    /// assert_eq!(eye.to_vec(), [1.0, 0.0, 0.0, 1.0]);
    /// ```
    #[track_caller]
    pub fn from_fn(f: impl FnMut(&[usize]) -> T) -> Self
    where
        S: StaticShape,
    {
        // A static shape's own dims fit it: only the allocation can fail.
        Self::from_fn_with_dims(S::DIMS, f).or_panic()
    }

    /// Run-time dims checked against `S` and for element-count overflow.
    fn checked_layout(dims: &[usize]) -> Result<Layout, ShapeError> {
        S::check_dims(dims)?;
        Layout::contiguous(dims)
    }
}

impl<T: Copy + Send + Sync, S: Shape> Tensor<T, S> {
    /// A tensor of run-time `dims` with every element `value`, or an `Err` when the dims do
    /// not fit `S` or the elements cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<u8, shape![dyn, 1]>::full_with_dims(&[3, 1], 7).unwrap();
    /// assert_eq!(t.to_vec(), [7, 7, 7]);
    /// assert!(Tensor::<u8, shape![dyn, 1]>::full_with_dims(&[3, 2], 7).is_err());
    /// ```
    pub fn full_with_dims(dims: &[usize], value: T) -> Result<Self, ShapeError> {
        Self::filled_with_dims("full", dims, value)
    }

    /// [`full_with_dims`](Self::full_with_dims), its allocation error naming op `op`.
    fn filled_with_dims(op: &'static str, dims: &[usize], value: T) -> Result<Self, ShapeError> {
        let layout = Self::checked_layout(dims)?;
        let storage = kernel::map(dims, Operand::scalar(&value), core::convert::identity);
        Ok(Self::from_parts(storage.in_op(op)?, layout))
    }

    /// A tensor of the static shape `S` with every element `value`. Panics with
    /// [`ShapeError::OutOfMemory`]'s text when the elements cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert_eq!(Tensor::<f32, shape![2]>::full(0.5).to_vec(), [0.5, 0.5]);
    /// ```
    #[track_caller]
    pub fn full(value: T) -> Self
    where
        S: StaticShape,
    {
        // A static shape's own dims fit it: only the allocation can fail.
        Self::filled_with_dims("full", S::DIMS, value).or_panic()
    }
}

impl<T: crate::Element, S: Shape> Tensor<T, S> {
    /// A tensor of run-time `dims` filled with zeros.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i64, shape![dyn, 2]>::zeros_with_dims(&[0, 2]).unwrap();
    /// assert_eq!(t.numel(), 0);
    /// ```
    pub fn zeros_with_dims(dims: &[usize]) -> Result<Self, ShapeError> {
        Self::filled_with_dims("zeros", dims, T::zero())
    }

    /// A tensor of run-time `dims` filled with ones.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![dyn]>::ones_with_dims(&[3]).unwrap();
    /// assert_eq!(t.to_vec(), [1.0; 3]);
    /// ```
    pub fn ones_with_dims(dims: &[usize]) -> Result<Self, ShapeError> {
        Self::filled_with_dims("ones", dims, T::one())
    }

    /// A tensor of the static shape `S` filled with zeros. Panics like [`full`](Self::full).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert_eq!(Tensor::<i32, shape![2, 1]>::zeros().to_vec(), [0, 0]);
    /// ```
    #[track_caller]
    pub fn zeros() -> Self
    where
        S: StaticShape,
    {
        Self::filled_with_dims("zeros", S::DIMS, T::zero()).or_panic()
    }

    /// A tensor of the static shape `S` filled with ones. Panics like [`full`](Self::full).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert_eq!(Tensor::<f64, shape![]>::ones().to_vec(), [1.0]);
    /// ```
    #[track_caller]
    pub fn ones() -> Self
    where
        S: StaticShape,
    {
        Self::filled_with_dims("ones", S::DIMS, T::one()).or_panic()
    }
}
