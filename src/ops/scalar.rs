//! Tensor-scalar ops on either side (`&t * 2.0`, `2.0 * &t`, `t += 1`) for every primitive.
//!
//! One impl per primitive type rather than a generic `T`: a generic scalar impl would leave
//! float and integer literals ambiguous against the tensor-tensor impls.
//!
//! A borrowed scalar on the right (`&t * &s`) has its own impl. Besides the convenience, it
//! keeps the shape bound in the error of generic code that forgot it: with two scalar impls
//! that could apply, rustc type-checks the right operand before choosing, finds a tensor, and
//! reports the tensor-tensor impl's missing `BroadcastWith` bound; with one, it would commit to
//! the scalar impl and report "expected `f32`, found `&Tensor<f32, S2>`".

use super::binary::Operand2;
use crate::error::{InOp, OrPanic};
use crate::kernel::{Arith, Operand};
use crate::layout::Layout;
use crate::tensor::{saved, Derivation};
use crate::{Element, Record, Tensor};
use core::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Rem, RemAssign, Sub, SubAssign};

/// `op(x, value)` for every element `x`, reusing an owned unique buffer; panics with
/// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory)'s text when a new one cannot be
/// allocated.
#[inline(always)]
#[track_caller]
fn with_scalar<T: Element, S>(tensor: impl Operand2<T, S>, value: T, op: Arith) -> Tensor<T, S> {
    let tensor = match tensor.reuse_as_output(|_| Some(Operand::scalar(&value)), op) {
        Ok(result) => return result,
        Err(tensor) => tensor,
    };
    let dims = tensor.dims();
    let storage = T::zip_arith(op, dims, tensor.operand(dims), Operand::scalar(&value));
    let storage = storage.in_op(op.name()).or_panic();
    Tensor::from_parts(
        storage,
        Layout::contiguous(dims).expect("dims of an existing tensor fit"),
    )
}

impl<T: Element, S> Tensor<T, S> {
    /// `op(x, value)` for every element `x`, for callers that hold the op as a value.
    #[track_caller]
    pub(crate) fn zip_scalar(&self, value: T, op: Arith) -> Tensor<T, S> {
        with_scalar(self, value, op)
    }
}

/// `x op value` with `x`'s record; the rule of `c / x` saves `x` and the result.
#[inline(always)]
#[track_caller]
fn derive_scalar<T: Element, S, R: Record<T>>(
    x: &Tensor<T, S, R>,
    value: T,
    op: Arith,
) -> Tensor<T, S, R> {
    let y = with_scalar(x, value, op);
    R::derive(&[x.record()], y, |_, y| Derivation::Scalar {
        op,
        c: value,
        saved: (op == Arith::DivReversed).then(|| (saved(x), saved(y))),
    })
}

/// [`derive_scalar`] of an owned tensor, whose buffer is reused when nothing records it.
#[inline(always)]
#[track_caller]
fn derive_scalar_owned<T: Element, S, R: Record<T>>(
    x: Tensor<T, S, R>,
    value: T,
    op: Arith,
) -> Tensor<T, S, R> {
    if R::RECORDS {
        return derive_scalar(&x, value, op);
    }
    let (x, record) = x.into_parts();
    Tensor::with_record(with_scalar(x, value, op), record)
}

macro_rules! scalar_operator {
    ($t:ty; $($Op:ident $op:ident $OpAssign:ident $op_assign:ident $elem:ident $kind:ident),*) => {$(
        scalar_operator!(@$kind $t; $Op $op $elem);

        /// In place with a scalar.
        impl<S> $OpAssign<$t> for Tensor<$t, S> {
            #[track_caller]
            fn $op_assign(&mut self, rhs: $t) {
                self.scalar_assign(rhs, Arith::$elem);
            }
        }
    )*};
    // For every record: recorded, the gradient of `x op c` (and `c op x`) flows to `x`.
    (@recorded $t:ty; $Op:ident $op:ident $elem:ident) => {
        /// Elementwise with a scalar on the right.
        impl<S, R: Record<$t>> $Op<$t> for &Tensor<$t, S, R> {
            type Output = Tensor<$t, S, R>;
            #[track_caller]
            fn $op(self, rhs: $t) -> Tensor<$t, S, R> {
                derive_scalar(self, rhs, Arith::$elem)
            }
        }

        /// Elementwise with a borrowed scalar on the right.
        impl<S, R: Record<$t>> $Op<&$t> for &Tensor<$t, S, R> {
            type Output = Tensor<$t, S, R>;
            #[track_caller]
            fn $op(self, rhs: &$t) -> Tensor<$t, S, R> {
                derive_scalar(self, *rhs, Arith::$elem)
            }
        }

        /// Elementwise with a scalar on the right, reusing the tensor's buffer when unique.
        impl<S, R: Record<$t>> $Op<$t> for Tensor<$t, S, R> {
            type Output = Tensor<$t, S, R>;
            #[track_caller]
            fn $op(self, rhs: $t) -> Tensor<$t, S, R> {
                derive_scalar_owned(self, rhs, Arith::$elem)
            }
        }

        /// Elementwise with a borrowed scalar on the right, reusing the tensor's buffer when
        /// unique.
        impl<S, R: Record<$t>> $Op<&$t> for Tensor<$t, S, R> {
            type Output = Tensor<$t, S, R>;
            #[track_caller]
            fn $op(self, rhs: &$t) -> Tensor<$t, S, R> {
                derive_scalar_owned(self, *rhs, Arith::$elem)
            }
        }

        /// Elementwise with a scalar on the left.
        impl<S, R: Record<$t>> $Op<&Tensor<$t, S, R>> for $t {
            type Output = Tensor<$t, S, R>;
            #[track_caller]
            fn $op(self, rhs: &Tensor<$t, S, R>) -> Tensor<$t, S, R> {
                derive_scalar(rhs, self, Arith::$elem.reversed())
            }
        }

        /// Elementwise with a scalar on the left, reusing the tensor's buffer when unique.
        impl<S, R: Record<$t>> $Op<Tensor<$t, S, R>> for $t {
            type Output = Tensor<$t, S, R>;
            #[track_caller]
            fn $op(self, rhs: Tensor<$t, S, R>) -> Tensor<$t, S, R> {
                derive_scalar_owned(rhs, self, Arith::$elem.reversed())
            }
        }
    };
    // Plain tensors only (`%`, which has no gradient here).
    (@plain $t:ty; $Op:ident $op:ident $elem:ident) => {
        /// Elementwise with a scalar on the right.
        impl<S> $Op<$t> for &Tensor<$t, S> {
            type Output = Tensor<$t, S>;
            #[track_caller]
            fn $op(self, rhs: $t) -> Tensor<$t, S> {
                with_scalar(self, rhs, Arith::$elem)
            }
        }

        /// Elementwise with a borrowed scalar on the right.
        impl<S> $Op<&$t> for &Tensor<$t, S> {
            type Output = Tensor<$t, S>;
            #[track_caller]
            fn $op(self, rhs: &$t) -> Tensor<$t, S> {
                with_scalar(self, *rhs, Arith::$elem)
            }
        }

        /// Elementwise with a scalar on the right, reusing the tensor's buffer when unique.
        impl<S> $Op<$t> for Tensor<$t, S> {
            type Output = Tensor<$t, S>;
            #[track_caller]
            fn $op(self, rhs: $t) -> Tensor<$t, S> {
                with_scalar(self, rhs, Arith::$elem)
            }
        }

        /// Elementwise with a borrowed scalar on the right, reusing the tensor's buffer when
        /// unique.
        impl<S> $Op<&$t> for Tensor<$t, S> {
            type Output = Tensor<$t, S>;
            #[track_caller]
            fn $op(self, rhs: &$t) -> Tensor<$t, S> {
                with_scalar(self, *rhs, Arith::$elem)
            }
        }

        /// Elementwise with a scalar on the left.
        impl<S> $Op<&Tensor<$t, S>> for $t {
            type Output = Tensor<$t, S>;
            #[track_caller]
            fn $op(self, rhs: &Tensor<$t, S>) -> Tensor<$t, S> {
                with_scalar(rhs, self, Arith::$elem.reversed())
            }
        }

        /// Elementwise with a scalar on the left, reusing the tensor's buffer when unique.
        impl<S> $Op<Tensor<$t, S>> for $t {
            type Output = Tensor<$t, S>;
            #[track_caller]
            fn $op(self, rhs: Tensor<$t, S>) -> Tensor<$t, S> {
                with_scalar(rhs, self, Arith::$elem.reversed())
            }
        }
    };
}

macro_rules! scalar_operators {
    ($($t:ty),*) => {$(
        scalar_operator!($t;
            Add add AddAssign add_assign Add recorded,
            Sub sub SubAssign sub_assign Sub recorded,
            Mul mul MulAssign mul_assign Mul recorded,
            Div div DivAssign div_assign Div recorded,
            Rem rem RemAssign rem_assign Rem plain);
    )*};
}

scalar_operators!(
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    f32,
    f64,
    half::bf16,
    half::f16
);
