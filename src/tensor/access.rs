//! Reading a tensor: its dims, its elements, one element.

use super::Tensor;
use crate::error::{InOp, OrPanic};
use crate::kernel;

impl<T, S, R> Tensor<T, S, R> {
    /// The run-time dims, one per axis of `S`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert_eq!(Tensor::<f32, shape![4, 1, 2]>::zeros().dims(), &[4, 1, 2]);
    /// ```
    pub fn dims(&self) -> &[usize] {
        self.layout().dims()
    }

    /// The number of axes.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert_eq!(Tensor::<f32, shape![4, 1, 2]>::zeros().rank(), 3);
    /// ```
    pub fn rank(&self) -> usize {
        self.dims().len()
    }

    /// The number of elements (1 for rank 0, 0 when any dim is 0).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert_eq!(Tensor::<f32, shape![4, 1, 2]>::zeros().numel(), 8);
    /// assert_eq!(Tensor::<f32, shape![]>::zeros().numel(), 1);
    /// ```
    pub fn numel(&self) -> usize {
        self.layout().numel()
    }

    /// The element strides, one per axis (0 on an axis that is broadcast).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert_eq!(Tensor::<f32, shape![4, 3]>::zeros().strides(), &[3, 1]);
    /// ```
    pub fn strides(&self) -> &[usize] {
        self.layout().strides()
    }

    /// Whether the elements are stored in row-major order without gaps.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert!(Tensor::<f32, shape![4, 3]>::zeros().is_contiguous());
    /// ```
    pub fn is_contiguous(&self) -> bool {
        self.layout().is_contiguous()
    }

    /// The element at `index`, or `None` when the index has the wrong rank or is out of bounds.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| (10 * i[0] + i[1]) as i32);
    /// assert_eq!(t.get(&[1, 2]), Some(&12));
    /// assert_eq!(t.get(&[2, 0]), None);
    /// assert_eq!(t.get(&[1]), None);
    /// ```
    pub fn get(&self, index: &[usize]) -> Option<&T> {
        let layout = self.layout();
        if index.len() != layout.dims().len()
            || index.iter().zip(layout.dims()).any(|(i, d)| i >= d)
        {
            return None;
        }
        let offset = index
            .iter()
            .zip(layout.strides())
            .map(|(i, s)| i * s)
            .sum::<usize>();
        self.storage.get(layout.offset() + offset)
    }

    /// The elements as one row-major slice, when they are stored contiguously.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2]>::from_vec(vec![5, 6]).unwrap();
    /// assert_eq!(t.as_slice(), Some(&[5, 6][..]));
    /// ```
    pub fn as_slice(&self) -> Option<&[T]> {
        let layout = self.layout();
        if !layout.is_contiguous() {
            return None;
        }
        let start = layout.offset().min(self.storage.len());
        self.storage.get(start..start + layout.numel())
    }
}

impl<T: Clone, S, R> Tensor<T, S, R> {
    /// The elements in row-major logical order, whatever the strides.
    ///
    /// Panics with [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory)'s text when
    /// they cannot be allocated (a broadcast view can have far more elements than storage).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2, 1]>::from_vec(vec![1, 2]).unwrap();
    /// let u = Tensor::<i32, shape![3]>::from_vec(vec![10, 20, 30]).unwrap();
    /// assert_eq!((&t + &u).to_vec(), [11, 21, 31, 12, 22, 32]);
    /// ```
    #[track_caller]
    pub fn to_vec(&self) -> Vec<T> {
        let mut out = kernel::vec_with_capacity(self.numel())
            .in_op("to_vec")
            .or_panic();
        match self.as_slice() {
            Some(slice) => out.extend_from_slice(slice),
            None => out.extend(self.plain().iter().cloned()),
        }
        out
    }
}

impl<T: Clone, R> Tensor<T, (), R> {
    /// The one element of a rank-0 tensor, as a number (PyTorch's `item()`): a reduction over
    /// every element, a loss.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2]>::from_vec(vec![1.0, 2.0]).unwrap();
    /// assert_eq!(x.sum_all().item(), 3.0);
    /// ```
    pub fn item(&self) -> T {
        self.get(&[])
            .expect("a rank-0 tensor has one element")
            .clone()
    }
}

impl<T: PartialEq, S> PartialEq for Tensor<T, S> {
    /// Equal dims and equal elements, whatever the layouts.
    fn eq(&self, other: &Self) -> bool {
        self.dims() == other.dims() && self.iter().eq(other.iter())
    }
}

impl<T: Copy + Send + Sync, S> Tensor<T, S> {
    /// The elements as one mutable row-major slice, copying them first (copy on write) if the
    /// storage is shared with another tensor or not contiguous, as `Arc::make_mut` does.
    /// Panics with [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory)'s text when the
    /// copy cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let mut t = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    /// let clone = t.clone();
    /// t.make_mut_slice()[1] = 20; // shared: copied first, the clone keeps its values
    /// assert_eq!(t.to_vec(), [1, 20, 3, 4]);
    /// assert_eq!(clone.to_vec(), [1, 2, 3, 4]);
    ///
    /// let mut transposed = clone.t(); // a strided view: copied into row-major order first
    /// transposed.make_mut_slice()[1] = 30;
    /// assert_eq!(transposed.to_vec(), [1, 30, 2, 4]);
    /// ```
    #[track_caller]
    pub fn make_mut_slice(&mut self) -> &mut [T] {
        self.make_elements_mut("make_mut_slice").or_panic()
    }
}

#[cfg(feature = "ndarray")]
impl<T, S> Tensor<T, S> {
    /// The whole storage the layout addresses (more than the tensor's elements for views), for
    /// zero-copy views in other libraries' strided types.
    pub(crate) fn storage_slice(&self) -> &[T] {
        &self.storage
    }
}
