//! The fixed-rank forms of `matmul`, as in PyTorch: `mm` (matrices), `bmm` (batches of equal
//! size), `mv` (matrix times vector) and `dot` (vectors). Each is `matmul` with the ranks
//! restricted: the receiver's by its type, the other operand's by [`MatmulForm`], which also
//! keeps `bmm`'s batches equal.
//!
//! The other operand's shape is a plain parameter `S2`, not a tuple spelled out here, and the
//! result is the projection `MatmulForm::Output`: a spelled-out tuple made an inner-dim error
//! end with a list of every `MatmulAgainst` impl, and a separate rank bound on `S2` made a
//! wrong rank end with a note quoting this file.

use crate::error::{OrPanic, ShapeError};
use crate::kernel::MatmulElement;
use crate::shape::MatmulForm;
use crate::{Record, Tensor};

/// The forms' `strict` batch axes for `product`: none, since `bmm` checks its batches equal
/// and the other forms have no batch.
const NO_BROADCAST_BATCH: u16 = 0;

impl<T: MatmulElement, A0, A1, R: Record<T>> Tensor<T, (A0, A1), R> {
    /// The product of two matrices (`torch.mm`): `[n, k] x [k, m] -> [n, m]`; panics when a
    /// `Dyn` dim does not fit. Only rank 2 on both sides.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f64, shape![1, 2]>::from_vec(vec![1.0, 2.0]).unwrap();
    /// let b = Tensor::<f64, shape![2, 3]>::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]).unwrap();
    /// let c: Tensor<f64, shape![1, 3]> = a.mm(&b);
    /// assert_eq!(c.to_vec(), [9.0, 12.0, 15.0]);
    /// ```
    #[track_caller]
    pub fn mm<S2>(
        &self,
        rhs: &Tensor<T, S2, R>,
    ) -> Tensor<T, <(A0, A1) as MatmulForm<S2, 2>>::Output, R>
    where
        (A0, A1): MatmulForm<S2, 2>,
    {
        self.try_mm(rhs).or_panic()
    }

    /// [`mm`](Self::mm), or an `Err` naming both shapes when a `Dyn` dim does not fit.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 3]).unwrap();
    /// let b = Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[5, 4]).unwrap();
    /// assert_eq!(
    ///     a.try_mm(&b).unwrap_err().to_string(),
    ///     "mat1 and mat2 shapes cannot be multiplied (2x3 and 5x4) (shapes [2, 3] and [5, 4])"
    /// );
    /// ```
    #[allow(clippy::type_complexity)] // the projection is the point: see the module docs
    pub fn try_mm<S2>(
        &self,
        rhs: &Tensor<T, S2, R>,
    ) -> Result<Tensor<T, <(A0, A1) as MatmulForm<S2, 2>>::Output, R>, ShapeError>
    where
        (A0, A1): MatmulForm<S2, 2>,
    {
        self.derive_product("mm", rhs, NO_BROADCAST_BATCH)
    }

    /// A matrix times a vector (`torch.mv`): `[n, k] x [k] -> [n]`; panics when a `Dyn` dim
    /// does not fit.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<i64, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    /// let v = Tensor::<i64, shape![2]>::from_vec(vec![10, 1]).unwrap();
    /// assert_eq!(a.mv(&v).to_vec(), [12, 34]);
    /// ```
    #[track_caller]
    pub fn mv<S2>(
        &self,
        vector: &Tensor<T, S2, R>,
    ) -> Tensor<T, <(A0, A1) as MatmulForm<S2, 1>>::Output, R>
    where
        (A0, A1): MatmulForm<S2, 1>,
    {
        self.try_mv(vector).or_panic()
    }

    /// [`mv`](Self::mv), or an `Err` naming both shapes when a `Dyn` dim does not fit.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 3]).unwrap();
    /// let v = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    /// assert_eq!(
    ///     a.try_mv(&v).unwrap_err().to_string(),
    ///     "size mismatch, got input (2), mat (2x3), vec (4) (shapes [2, 3] and [4])"
    /// );
    /// ```
    #[allow(clippy::type_complexity)] // the projection is the point: see the module docs
    pub fn try_mv<S2>(
        &self,
        vector: &Tensor<T, S2, R>,
    ) -> Result<Tensor<T, <(A0, A1) as MatmulForm<S2, 1>>::Output, R>, ShapeError>
    where
        (A0, A1): MatmulForm<S2, 1>,
    {
        self.derive_product("mv", vector, NO_BROADCAST_BATCH)
    }
}

impl<T: MatmulElement, A0, R: Record<T>> Tensor<T, (A0,), R> {
    /// The dot product of two vectors (`torch.dot`), a rank-0 tensor as in PyTorch; panics
    /// when a `Dyn` dim does not fit.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    /// let d: Tensor<f32, shape![]> = a.dot(&a);
    /// assert_eq!(d.get(&[]), Some(&14.0));
    /// ```
    #[track_caller]
    pub fn dot<S2>(
        &self,
        rhs: &Tensor<T, S2, R>,
    ) -> Tensor<T, <(A0,) as MatmulForm<S2, 1>>::Output, R>
    where
        (A0,): MatmulForm<S2, 1>,
    {
        self.try_dot(rhs).or_panic()
    }

    /// [`dot`](Self::dot), or an `Err` naming both lengths when a `Dyn` dim does not fit.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
    /// let b = Tensor::<f32, shape![dyn]>::zeros_with_dims(&[4]).unwrap();
    /// assert!(a.try_dot(&b).unwrap_err().to_string().starts_with("inconsistent tensor size"));
    /// assert_eq!(a.try_dot(&a).unwrap().to_vec(), [0.0]);
    /// ```
    #[allow(clippy::type_complexity)] // the projection is the point: see the module docs
    pub fn try_dot<S2>(
        &self,
        rhs: &Tensor<T, S2, R>,
    ) -> Result<Tensor<T, <(A0,) as MatmulForm<S2, 1>>::Output, R>, ShapeError>
    where
        (A0,): MatmulForm<S2, 1>,
    {
        self.derive_product("dot", rhs, NO_BROADCAST_BATCH)
    }
}

impl<T: MatmulElement, A0, A1, A2, R: Record<T>> Tensor<T, (A0, A1, A2), R> {
    /// Batched matrix products (`torch.bmm`): `[b, n, k] x [b, k, m] -> [b, n, m]`, the batch
    /// the same on both sides (no broadcasting); panics when a `Dyn` dim does not fit.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![2, 1, 2]>::from_vec(vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    /// let b = Tensor::<f32, shape![2, 2, 1]>::from_vec(vec![1.0, 1.0, 2.0, 0.0]).unwrap();
    /// let c: Tensor<f32, shape![2, 1, 1]> = a.bmm(&b);
    /// assert_eq!(c.to_vec(), [3.0, 6.0]);
    /// ```
    #[track_caller]
    pub fn bmm<S2>(
        &self,
        rhs: &Tensor<T, S2, R>,
    ) -> Tensor<T, <(A0, A1, A2) as MatmulForm<S2, 3>>::Output, R>
    where
        (A0, A1, A2): MatmulForm<S2, 3>,
    {
        self.try_bmm(rhs).or_panic()
    }

    /// [`bmm`](Self::bmm), or an `Err` naming both shapes when a `Dyn` dim does not fit,
    /// including batches of different sizes (even 1: `bmm` does not broadcast).
    ///
    /// Batches of different static sizes, `One` against `D<4>` included, are a compile error.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![dyn, 2, 2]>::zeros_with_dims(&[3, 2, 2]).unwrap();
    /// let b = Tensor::<f32, shape![dyn, 2, 2]>::zeros_with_dims(&[1, 2, 2]).unwrap();
    /// assert_eq!(
    ///     a.try_bmm(&b).unwrap_err().to_string(),
    ///     "Expected size for first two dimensions of batch2 tensor to be: [3, 2] but got: \
    ///      [1, 2] (bmm does not broadcast the batch; shapes [3, 2, 2] and [1, 2, 2])"
    /// );
    /// assert_eq!(a.try_bmm(&a).unwrap().dims(), &[3, 2, 2]);
    /// ```
    #[allow(clippy::type_complexity)] // the projection is the point: see the module docs
    pub fn try_bmm<S2>(
        &self,
        rhs: &Tensor<T, S2, R>,
    ) -> Result<Tensor<T, <(A0, A1, A2) as MatmulForm<S2, 3>>::Output, R>, ShapeError>
    where
        (A0, A1, A2): MatmulForm<S2, 3>,
    {
        if self.dims()[0] != rhs.dims()[0] {
            return Err(ShapeError::BmmBatches {
                lhs: self.dims().to_vec(),
                rhs: rhs.dims().to_vec(),
                dim: None,
            }
            .naming_dims::<(A0, A1, A2), S2>());
        }
        self.derive_product("bmm", rhs, NO_BROADCAST_BATCH)
    }
}
