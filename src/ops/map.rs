//! Elementwise ops with the caller's own function: `map`, `zip_map` (broadcasting) and
//! `map_inplace`.
//!
//! They run on the same kernel as the built-in ops (`kernel::map`, `kernel::binary`,
//! `kernel::assign`), so a closure costs what a built-in unary op costs: the closure is
//! inlined into the kernel's inner loop, which LLVM vectorizes when the closure allows it.

use super::compare::zip_map;
use crate::error::OrPanic;
use crate::error::ShapeError;
use crate::kernel::Operand;
use crate::shape::ZipWith;
use crate::Tensor;

impl<T: Copy + Sync, S> Tensor<T, S> {
    /// `f` of every element, as a new contiguous tensor of the same shape; the output element
    /// type is whatever `f` returns.
    ///
    /// Runs on the elementwise kernel (any layout, split over rayon when large), as the
    /// built-in unary ops do: `t.map(|x| x.exp())` costs what `t.exp()` costs. Panics with
    /// [`ShapeError::OutOfMemory`]'s text when the result cannot be allocated (a broadcast
    /// view can have far more elements than its storage).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![2, 2]>::from_vec(vec![1.0, -2.0, 3.5, 0.0]).unwrap();
    /// let doubled: Tensor<f32, shape![2, 2]> = t.map(|x| 2.0 * x);
    /// assert_eq!(doubled.to_vec(), [2.0, -4.0, 7.0, 0.0]);
    /// let positive: Tensor<bool, shape![2, 2]> = t.map(|x| x > 0.0);
    /// assert_eq!(positive.to_vec(), [true, false, true, false]);
    /// let rounded: Tensor<i64, _> = t.t().map(|x| x.round() as i64); // views work too
    /// assert_eq!(rounded.to_vec(), [1, 4, -2, 0]);
    /// ```
    #[track_caller]
    pub fn map<O: Send>(&self, f: impl Fn(T) -> O + Sync) -> Tensor<O, S> {
        self.map_elements("map", f)
    }

    /// `f(self[i], other[i])` over the broadcast of both shapes, into a new tensor of any
    /// element type; the two inputs may have different element types.
    ///
    /// The shapes are checked at compile time exactly as for `+` (the bound is [`ZipWith`],
    /// which holds when [`BroadcastWith`](crate::shape::BroadcastWith) does), and the result has the
    /// broadcast shape. A `Dyn` axis that does not fit panics with PyTorch's message;
    /// [`try_zip_map`](Self::try_zip_map) returns it as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let w = Tensor::<i32, shape![3]>::from_vec(vec![1, 0, 2]).unwrap();
    /// let y: Tensor<f64, shape![2, 3]> = x.zip_map(&w, |a, b| f64::from(a) * f64::from(b));
    /// assert_eq!(y.to_vec(), [1., 0., 6., 4., 0., 12.]);
    /// ```
    #[track_caller]
    pub fn zip_map<U, O, S2>(
        &self,
        other: &Tensor<U, S2>,
        f: impl Fn(T, U) -> O + Sync,
    ) -> Tensor<O, <S as ZipWith<S2>>::Output>
    where
        U: Copy + Sync,
        O: Send,
        S: ZipWith<S2>,
    {
        self.try_zip_map(other, f).or_panic()
    }

    /// [`zip_map`](Self::zip_map), with a `Dyn` axis that does not fit (or a result that
    /// cannot be allocated) as an `Err`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<u8, shape![dyn]>::from_shape_vec(&[2], vec![1, 2]).unwrap();
    /// let b = Tensor::<u8, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    /// let err = a.try_zip_map(&b, |x, y| x.max(y)).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0 \
    ///      (shapes [2] and [3])"
    /// );
    /// ```
    pub fn try_zip_map<U, O, S2>(
        &self,
        other: &Tensor<U, S2>,
        f: impl Fn(T, U) -> O + Sync,
    ) -> Result<Tensor<O, <S as ZipWith<S2>>::Output>, ShapeError>
    where
        U: Copy + Sync,
        O: Send,
        S: ZipWith<S2>,
    {
        zip_map("zip_map", self, other, f)
    }
}

impl<T: Copy + Send + Sync, S> Tensor<T, S> {
    /// `self[i] = f(self[i])` for every element, in this tensor's own buffer.
    ///
    /// Copy on write, as `+=`: when a clone or view shares the storage (or the layout is not
    /// contiguous), the results go to a new buffer of this tensor's own, in the same single
    /// pass, and the other tensors keep their values.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let mut t = Tensor::<i32, shape![3]>::from_vec(vec![1, 2, 3]).unwrap();
    /// let before = t.clone();
    /// t.map_inplace(|x| x * 10);
    /// assert_eq!(t.to_vec(), [10, 20, 30]);
    /// assert_eq!(before.to_vec(), [1, 2, 3]); // the clone is untouched
    /// ```
    #[track_caller]
    pub fn map_inplace(&mut self, f: impl Fn(T) -> T + Sync) {
        if self.assign_if_unique(Operand::scalar(&()), of_first(&f)) {
            return;
        }
        *self = self.map_elements("map_inplace", f);
    }
}

/// `f` of the first argument, as the kernel's two-operand loop calls it. Built outside the
/// shape-generic `map_inplace`, so that the closure's type, and with it the kernel's instance,
/// depends on `f` but not on the shape.
#[inline(always)]
fn of_first<T, F: Fn(T) -> T + Sync>(f: &F) -> impl Fn(T, ()) -> T + Sync + '_ {
    move |x, ()| f(x)
}
