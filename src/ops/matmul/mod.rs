//! `a.matmul(&b)`: matrix products with `torch.matmul`'s rules, the result's shape computed
//! by [`MatmulWith`], the run-time dims checked once, then one call into the GEMM kernel.

mod attention;
mod forms;
mod linear;
mod plan;

use crate::error::{InOp, OrPanic, ShapeError};
use crate::kernel::MatmulElement;
use crate::shape::machinery::IsProduct;
use crate::shape::machinery::MatmulOutput;
use crate::shape::MatmulWith;
use crate::tensor::{saved, Derivation};
use crate::{Record, Tensor};
use plan::Plan;

impl<T: MatmulElement, S, R: Record<T>> Tensor<T, S, R> {
    /// The matrix product `self · rhs` with `torch.matmul`'s rules; panics with PyTorch's
    /// message when a `Dyn` dim does not fit.
    ///
    /// - rank 1 with rank 1: the dot product, a rank-0 tensor;
    /// - rank 2 with rank 2: `[n, k] x [k, m] -> [n, m]`;
    /// - a rank-1 lhs is a row `[1, k]`, a rank-1 rhs a column `[k, 1]`, that 1 removed after;
    /// - otherwise the last two axes multiply and the leading (batch) axes broadcast:
    ///   `[5, 64] x [10, 64, 2048] -> [10, 5, 2048]`.
    ///
    /// The contracted axes (the lhs's last, the rhs's second to last) must be equal: a
    /// mismatch of static dims is a compile error naming both shapes and axes. Transposed and
    /// permuted operands are read through their strides, never copied whole (the kernels pack
    /// a bounded block at a time), and so is an operand broadcast along batch axes, however
    /// many. An operand broadcast along its own rows or columns (stride 0, as from `expand`)
    /// is copied first, as PyTorch copies it. A result, or such a copy, that cannot be
    /// allocated panics with [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory)'s
    /// text.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 2., 3., 4., 5., 6.]).unwrap();
    /// let w = Tensor::<f32, shape![2, 3]>::from_vec(vec![1., 0., 1., 0., 1., 0.]).unwrap();
    /// let y: Tensor<f32, shape![2, 2]> = x.matmul(&w.t()); // w.t() is a view, not a copy
    /// assert_eq!(y.to_vec(), [4., 2., 10., 5.]);
    ///
    /// let v = Tensor::<f32, shape![3]>::from_vec(vec![1., 1., 1.]).unwrap();
    /// let rows: Tensor<f32, shape![2]> = x.matmul(&v);
    /// assert_eq!(rows.to_vec(), [6., 15.]);
    /// let batch = Tensor::<f32, shape![4, 3, 2]>::ones();
    /// let z: Tensor<f32, shape![4, 2, 2]> = x.matmul(&batch); // x broadcast over the batch
    /// assert_eq!(z.to_vec()[..4], [6., 6., 15., 15.]);
    /// ```
    #[track_caller]
    pub fn matmul<S2>(&self, rhs: &Tensor<T, S2, R>) -> Tensor<T, <S as MatmulWith<S2>>::Output, R>
    where
        S: MatmulWith<S2>,
    {
        self.try_matmul(rhs).or_panic()
    }

    /// [`matmul`](Self::matmul), or an `Err` naming both shapes when a `Dyn` dim does not fit
    /// (or naming the bytes when the result, or the copy of an operand broadcast along a
    /// matrix axis, cannot be allocated).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![2, dyn]>::zeros_with_dims(&[2, 784]).unwrap();
    /// let w = Tensor::<f32, shape![dyn, 10]>::zeros_with_dims(&[128, 10]).unwrap();
    /// assert_eq!(
    ///     x.try_matmul(&w).unwrap_err().to_string(),
    ///     "mat1 and mat2 shapes cannot be multiplied (2x784 and 128x10) (shapes [2, 784] and [128, 10])"
    /// );
    /// ```
    pub fn try_matmul<S2>(
        &self,
        rhs: &Tensor<T, S2, R>,
    ) -> Result<Tensor<T, <S as MatmulWith<S2>>::Output, R>, ShapeError>
    where
        S: MatmulWith<S2>,
    {
        self.derive_product("matmul", rhs, S::STRICT_AXES)
    }
}

impl<T: MatmulElement, S, R> Tensor<T, S, R> {
    /// The product typed as `P`, which the caller's bound makes [`Matmul<S, S2>`](crate::shape::Matmul)
    /// (`MatmulWith::Output`, or `MatmulForm::Output` for the fixed-rank forms, which is the same
    /// shape), plus `bias` on every row; the run-time dims are checked here, the batch axes in
    /// `strict` as `Plan::new` says, and the bias against the product's last axis. An `Err` of
    /// op `op` when the result cannot be allocated.
    pub(crate) fn product<S2, R2, P>(
        &self,
        op: &'static str,
        rhs: &Tensor<T, S2, R2>,
        strict: u16,
        bias: Option<&[T]>,
    ) -> Result<Tensor<T, P>, ShapeError> {
        let plan = Plan::new(self.layout(), rhs.layout(), strict)
            .map_err(ShapeError::naming_dims::<S, S2>)?;
        if let Some(bias) = bias.filter(|bias| bias.len() != plan.dims.cols) {
            let product = plan.out.dims().to_vec();
            return Err(ShapeError::Broadcast {
                axis: product.len() - 1,
                lhs: product,
                rhs: vec![bias.len()],
                dim: None,
            });
        }
        let storage = T::matmul(
            &plan.dims,
            plan.lhs(self.operand(self.dims())),
            plan.rhs(rhs.operand(rhs.dims())),
            bias,
        );
        Ok(Tensor::from_parts(storage.in_op(op)?, plan.out))
    }
}

impl<T: MatmulElement, S, R: Record<T>> Tensor<T, S, R> {
    /// [`product`](Self::product) without a bias, with the operands' record: the gradient
    /// of both operands by `matmul`'s rule.
    pub(crate) fn derive_product<S2, P>(
        &self,
        op: &'static str,
        rhs: &Tensor<T, S2, R>,
        strict: u16,
    ) -> Result<Tensor<T, P, R>, ShapeError> {
        let value = self.product(op, rhs, strict, None)?;
        Ok(R::derive(&[self.record(), rhs.record()], value, |_, _| {
            Derivation::Matmul {
                a: saved(self),
                b: saved(rhs),
            }
        }))
    }
}

impl<T: MatmulElement, S> Tensor<T, S> {
    /// `out = self · rhs`, written into `out`'s buffer; panics when a `Dyn` dim does not fit.
    ///
    /// Compiles only when `out`'s shape is the product's. If `out` shares its storage with a
    /// clone (or is a strided view), it gets a fresh buffer instead. `P` is the product's shape,
    /// inferred: a generic caller with `S: MatmulWith<S2>` passes an `out` of
    /// [`Matmul<S, S2>`](crate::shape::Matmul) and needs no other bound.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<i32, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    /// let mut out = Tensor::<i32, shape![2, 2]>::zeros();
    /// a.matmul_into(&a, &mut out);
    /// assert_eq!(out.to_vec(), [7, 10, 15, 22]);
    /// ```
    // `out`'s bound sits on the line of the name and starts with `P`, which no argument's type
    // names: rustc then reports a wrong `out` at the method's name, and its note quotes only
    // this line (see `IsProduct`). Keep both when reformatting; `try_matmul_into` likewise.
    #[track_caller]
    pub fn matmul_into<S2, SO, P: MatmulOutput<S, S2, SO>>(
        &self,
        rhs: &Tensor<T, S2>,
        out: &mut Tensor<T, SO>,
    ) where
        S: MatmulWith<S2>,
        <S as MatmulWith<S2>>::Output: IsProduct<P>,
    {
        self.try_matmul_into(rhs, out).or_panic()
    }

    /// [`matmul_into`](Self::matmul_into), or an `Err` (with `out` unchanged) when a `Dyn`
    /// dim does not fit, or when `out` needs a fresh buffer (or an operand a copy, see
    /// [`matmul`](Self::matmul)) that cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let a = Tensor::<f32, shape![dyn, 3]>::ones_with_dims(&[2, 3]).unwrap();
    /// let b = Tensor::<f32, shape![3, 2]>::ones();
    /// let mut out = Tensor::<f32, shape![dyn, 2]>::zeros_with_dims(&[5, 2]).unwrap();
    /// assert_eq!(
    ///     a.try_matmul_into(&b, &mut out).unwrap_err().to_string(),
    ///     "matmul: the product has dims [2, 2] but out has dims [5, 2]"
    /// );
    /// ```
    pub fn try_matmul_into<S2, SO, P: MatmulOutput<S, S2, SO>>(
        &self,
        rhs: &Tensor<T, S2>,
        out: &mut Tensor<T, SO>,
    ) -> Result<(), ShapeError>
    where
        S: MatmulWith<S2>,
        <S as MatmulWith<S2>>::Output: IsProduct<P>,
    {
        let plan = Plan::new(self.layout(), rhs.layout(), S::STRICT_AXES)
            .map_err(ShapeError::naming_dims::<S, S2>)?;
        if plan.out.dims() != out.dims() {
            return Err(ShapeError::MatmulOut {
                product: plan.out.dims().to_vec(),
                out: out.dims().to_vec(),
                dim: None,
            }
            .naming_dims::<SO, SO>());
        }
        let (a, b) = (
            plan.lhs(self.operand(self.dims())),
            plan.rhs(rhs.operand(rhs.dims())),
        );
        match out.unique_elements_mut() {
            Some(elements) => T::matmul_into(elements, &plan.dims, a, b).in_op("matmul")?,
            None => {
                // Shared or strided: a fresh buffer, since every element is overwritten anyway.
                let storage = T::matmul(&plan.dims, a, b, None).in_op("matmul")?;
                *out = Tensor::from_parts(storage, plan.out);
            }
        }
        Ok(())
    }
}
