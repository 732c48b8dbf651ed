//! Unary `-` for signed integer and float tensors.

use crate::error::{InOp, OrPanic};
use crate::kernel::Arith;
use crate::kernel::{self, Operand};
use crate::layout::Layout;
use crate::scalar::SignedElement;
use crate::tensor::Derivation;
use crate::{Record, Tensor};
use core::ops::Neg;

/// `-t` elementwise, allocating a new tensor.
impl<T: SignedElement, S, R: Record<T>> Neg for &Tensor<T, S, R> {
    type Output = Tensor<T, S, R>;

    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i8, shape![3]>::from_vec(vec![1, -2, i8::MIN]).unwrap();
    /// assert_eq!((-&t).to_vec(), [-1, 2, i8::MIN]);
    /// ```
    #[track_caller]
    fn neg(self) -> Tensor<T, S, R> {
        let dims = self.dims();
        let storage = kernel::map(dims, self.operand(dims), T::neg_elem);
        let storage = storage.in_op("neg").or_panic();
        let value = Tensor::from_parts(
            storage,
            Layout::contiguous(dims).expect("dims of an existing tensor fit"),
        );
        // Recorded as `x * -1`.
        R::derive(&[self.record()], value, |_, _| Derivation::Scalar {
            op: Arith::Mul,
            c: T::one().neg_elem(),
            saved: None,
        })
    }
}

/// `-t` elementwise, in the tensor's own buffer when no clone shares it.
impl<T: SignedElement, S, R: Record<T>> Neg for Tensor<T, S, R> {
    type Output = Tensor<T, S, R>;

    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![2]>::from_vec(vec![1.5, -0.0]).unwrap();
    /// assert_eq!((-t).to_vec(), [-1.5, 0.0]);
    /// ```
    #[track_caller]
    fn neg(self) -> Tensor<T, S, R> {
        if R::RECORDS {
            return -&self;
        }
        let (mut value, record) = self.into_parts();
        if value.assign_if_unique(Operand::scalar(&T::zero()), negated_first) {
            return Tensor::with_record(value, record);
        }
        Tensor::with_record(-&value, record)
    }
}

/// `-x`, ignoring the second argument: the in-place form of `neg` through the kernel's
/// two-operand loop. A function, not a closure in `neg`, so that the kernel is compiled once
/// per element type rather than once per shape.
fn negated_first<T: SignedElement>(x: T, _: T) -> T {
    x.neg_elem()
}
