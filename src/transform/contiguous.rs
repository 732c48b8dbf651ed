//! `contiguous()` and `to_owned()`: a view materialised in row-major order.

use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel;
use crate::layout::Layout;
use crate::Tensor;

impl<T: Copy + Send + Sync, S> Tensor<T, S> {
    /// This tensor with its elements in row-major order without gaps: itself (sharing the
    /// storage) when it already is, otherwise a copy. PyTorch's `contiguous`. Panics with
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory)'s text when the copy cannot
    /// be allocated (a broadcast view's can be far larger than its storage).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 2, 3, 4, 5, 6]).unwrap();
    /// let t = x.t();
    /// assert!(!t.is_contiguous());
    /// let c = t.contiguous();
    /// assert!(c.is_contiguous());
    /// assert_eq!(c.as_slice(), Some(&[1, 4, 2, 5, 3, 6][..]));
    /// ```
    #[track_caller]
    pub fn contiguous(&self) -> Tensor<T, S> {
        if self.is_contiguous() {
            return self.clone();
        }
        self.copied("contiguous").or_panic()
    }

    /// A copy of the elements in new, unshared, row-major storage, whatever this tensor's
    /// layout. Unlike [`contiguous`](Self::contiguous) it always copies, so it also lets a
    /// small view release a large storage it shares. Panics as
    /// [`contiguous`](Self::contiguous) does when the copy cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let row = Tensor::<i32, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    /// let grid = row.broadcast_to::<shape![2, 3]>(); // stride 0 on axis 0
    /// let owned = grid.to_owned();
    /// assert_eq!(owned.strides(), &[3, 1]);
    /// assert_eq!(owned.as_slice(), Some(&[1, 2, 3, 1, 2, 3][..]));
    /// ```
    #[track_caller]
    pub fn to_owned(&self) -> Tensor<T, S> {
        self.copied("to_owned").or_panic()
    }

    /// A row-major copy, or the `Err` of op `op` when it cannot be allocated.
    pub(crate) fn copied(&self, op: &'static str) -> Result<Tensor<T, S>, ShapeError> {
        let dims = self.dims();
        let storage = kernel::map(dims, self.operand(dims), core::convert::identity);
        let layout = Layout::contiguous(dims).expect("dims of an existing tensor fit");
        Ok(Tensor::from_parts(storage.in_op(op)?, layout))
    }
}
