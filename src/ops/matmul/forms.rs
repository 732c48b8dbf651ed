//! The fixed-rank forms of `matmul`, as in PyTorch: `mm` (matrices), `bmm` (batches of equal
//! size), `mv` (matrix times vector) and `dot` (vectors). Each is `matmul` on the ranks its
//! receiver's type allows; `bmm` also refuses to broadcast the batch.
//!
//! The results are written as the projection `Matmul<..>` (it normalizes to the plain shape)
//! rather than the shape itself, so that an inner mismatch is reported where the result type
//! is computed, without rustc's "required by a bound in `mm`" note quoting this file.
#![allow(clippy::type_complexity)]

use crate::error::{OrPanic, ShapeError};
use crate::kernel::MatmulElement;
use crate::shape::{Matmul, MatmulWith};
use crate::Tensor;

impl<T: MatmulElement, A0, A1> Tensor<T, (A0, A1)> {
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
    pub fn mm<B0, B1>(&self, rhs: &Tensor<T, (B0, B1)>) -> Tensor<T, Matmul<(A0, A1), (B0, B1)>>
    where
        (A0, A1): MatmulWith<(B0, B1)>,
    {
        self.matmul(rhs)
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
    pub fn mv<B0>(&self, vector: &Tensor<T, (B0,)>) -> Tensor<T, Matmul<(A0, A1), (B0,)>>
    where
        (A0, A1): MatmulWith<(B0,)>,
    {
        self.matmul(vector)
    }
}

impl<T: MatmulElement, A0> Tensor<T, (A0,)> {
    /// The dot product of two vectors (`torch.dot`), as a scalar; panics when a `Dyn` dim
    /// does not fit. `matmul` gives the same value as a rank-0 tensor.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![3]>::from_vec(vec![1.0, 2.0, 3.0]).unwrap();
    /// assert_eq!(a.dot(&a), 14.0);
    /// ```
    #[track_caller]
    pub fn dot<B0>(&self, rhs: &Tensor<T, (B0,)>) -> T
    where
        (A0,): MatmulWith<(B0,)>,
    {
        let product = self.matmul(rhs);
        *product.get(&[]).expect("a rank-0 tensor has one element")
    }
}

impl<T: MatmulElement, A0, A1, A2> Tensor<T, (A0, A1, A2)> {
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
    pub fn bmm<B1, B2>(
        &self,
        rhs: &Tensor<T, (A0, B1, B2)>,
    ) -> Tensor<T, Matmul<(A0, A1, A2), (A0, B1, B2)>>
    where
        (A0, A1, A2): MatmulWith<(A0, B1, B2)>,
    {
        self.try_bmm(rhs).or_panic()
    }

    /// [`bmm`](Self::bmm), or an `Err` naming both shapes when a `Dyn` dim does not fit,
    /// including a batch of another size (even 1: `bmm` does not broadcast).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![dyn, 2, 2]>::zeros_with_dims(&[3, 2, 2]).unwrap();
    /// let b = Tensor::<f32, shape![dyn, 2, 2]>::zeros_with_dims(&[1, 2, 2]).unwrap();
    /// assert!(a.try_bmm(&b).is_err());
    /// assert_eq!(a.try_bmm(&a).unwrap().dims(), &[3, 2, 2]);
    /// ```
    pub fn try_bmm<B1, B2>(
        &self,
        rhs: &Tensor<T, (A0, B1, B2)>,
    ) -> Result<Tensor<T, Matmul<(A0, A1, A2), (A0, B1, B2)>>, ShapeError>
    where
        (A0, A1, A2): MatmulWith<(A0, B1, B2)>,
    {
        if self.dims()[0] != rhs.dims()[0] {
            return Err(ShapeError::MatmulBatch {
                lhs: self.dims().to_vec(),
                rhs: rhs.dims().to_vec(),
                axis: 0,
            });
        }
        self.try_matmul(rhs)
    }
}
