//! `+ - * / %` between tensors, for every mix of owned and borrowed operands, and their
//! `try_*` forms.

use super::binary::{output_layout, zip_broadcast};
use crate::error::{OrPanic, ShapeError};
use crate::kernel::Arith;
use crate::shape::{Broadcast, BroadcastWith};
use crate::tensor::Derivation;
use crate::{Element, Record, Tensor};
use core::ops::{Add, Div, Mul, Rem, Sub};

macro_rules! binary_operator {
    ($kind:ident $Op:ident, $op:ident, $elem:ident, $try_op:ident, $symbol:literal, $example:literal) => {
        impl<T: Element, S> Tensor<T, S> {
            #[doc = concat!("`self ", $symbol, " rhs` with broadcasting, or an `Err` when a `Dyn` dim does not fit (or the result cannot be allocated).")]
            ///
            /// The shapes are checked at compile time (`S: BroadcastWith<S2>`), so the only
            /// run-time failure is a `Dyn` axis whose value is neither 1 nor the other size.
            /// Integer overflow wraps and integer division by zero panics (see [`Element`]).
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            /// let a = Tensor::<i32, shape![dyn, 2]>::from_shape_vec(&[2, 2], vec![6, 7, 8, 9]).unwrap();
            /// let b = Tensor::<i32, shape![2]>::from_vec(vec![2, 3]).unwrap();
            #[doc = concat!("let c = a.", stringify!($try_op), "(&b).unwrap();")]
            #[doc = concat!("assert_eq!(c.to_vec(), ", $example, ");")]
            /// let wrong = Tensor::<i32, shape![dyn, 2]>::zeros_with_dims(&[3, 2]).unwrap();
            #[doc = concat!("assert!(a.", stringify!($try_op), "(&wrong).is_err());")]
            /// ```
            pub fn $try_op<S2>(&self, rhs: &Tensor<T, S2>) -> Result<Tensor<T, Broadcast<S, S2>>, ShapeError>
            where
                S: BroadcastWith<S2>,
            {
                let layout = output_layout(self, rhs)?;
                zip_broadcast(self, rhs, &layout, Arith::$elem)
            }
        }

        binary_operator!(@$kind $Op, $op, $elem);
    };
    (@plain $Op:ident, $op:ident, $elem:ident) => {
        binary_operator!(@impl $Op, $op, $elem, &'a Tensor<T, S1>, &'b Tensor<T, S2>);
        binary_operator!(@impl $Op, $op, $elem, Tensor<T, S1>, &'b Tensor<T, S2>);
        binary_operator!(@impl $Op, $op, $elem, &'a Tensor<T, S1>, Tensor<T, S2>);
        binary_operator!(@impl $Op, $op, $elem, Tensor<T, S1>, Tensor<T, S2>);
    };
    (@impl $Op:ident, $op:ident, $elem:ident, $Lhs:ty, $Rhs:ty) => {
        /// Broadcasting elementwise operator; panics with PyTorch's message when a `Dyn` dim
        /// does not fit. An owned operand with the result's dims is reused as the output.
        // `S3` is bound in the where clause rather than written as the projection
        // `Broadcast<S1, S2>`: a projection in `Output` makes rustc append a list of every
        // `BroadcastWith` impl to the shape error.
        impl<'a, 'b, T: Element, S1, S2, S3> $Op<$Rhs> for $Lhs
        where
            S1: BroadcastWith<S2, Output = S3>,
        {
            type Output = Tensor<T, S3>;

            #[track_caller]
            fn $op(self, rhs: $Rhs) -> Self::Output {
                let layout = output_layout(&self, &rhs).or_panic();
                zip_broadcast(self, rhs, &layout, Arith::$elem).or_panic()
            }
        }
    };
    // For every record: recorded, the gradient of each operand is summed back to its dims.
    (@recorded $Op:ident, $op:ident, $elem:ident) => {
        /// Broadcasting elementwise operator; panics with PyTorch's message when a `Dyn` dim
        /// does not fit. Recorded when the operands are (on one tape).
        // `S3` in the where clause: see the owned forms below.
        impl<'a, 'b, T: Element, S1, S2, S3, R: Record<T>> $Op<&'b Tensor<T, S2, R>>
            for &'a Tensor<T, S1, R>
        where
            S1: BroadcastWith<S2, Output = S3>,
        {
            type Output = Tensor<T, S3, R>;

            #[track_caller]
            fn $op(self, rhs: &'b Tensor<T, S2, R>) -> Self::Output {
                let layout = output_layout(self, rhs).or_panic();
                let value = zip_broadcast(self, rhs, &layout, Arith::$elem).or_panic();
                R::derive(&[self.record(), rhs.record()], value, |requires, _| {
                    Derivation::arith(Arith::$elem, self, rhs, requires)
                })
            }
        }

        binary_operator!(@owned $Op, $op, $elem, Tensor<T, S1, R>, &'b Tensor<T, S2, R>, rhs);
        binary_operator!(@owned $Op, $op, $elem, &'a Tensor<T, S1, R>, Tensor<T, S2, R>, lhs);
        binary_operator!(@owned $Op, $op, $elem, Tensor<T, S1, R>, Tensor<T, S2, R>, both);
    };
    // An owned operand is reused as the output when nothing records it; a recorded op takes
    // the borrowed form (the rule may save the operand).
    (@owned $Op:ident, $op:ident, $elem:ident, $Lhs:ty, $Rhs:ty, $which:ident) => {
        /// Broadcasting elementwise operator; panics with PyTorch's message when a `Dyn` dim
        /// does not fit. An owned operand with the result's dims is reused as the output.
        // `S3` is bound in the where clause rather than written as the projection
        // `Broadcast<S1, S2>`: a projection in `Output` makes rustc append a list of every
        // `BroadcastWith` impl to the shape error.
        impl<'a, 'b, T: Element, S1, S2, S3, R: Record<T>> $Op<$Rhs> for $Lhs
        where
            S1: BroadcastWith<S2, Output = S3>,
        {
            type Output = Tensor<T, S3, R>;

            #[track_caller]
            fn $op(self, rhs: $Rhs) -> Self::Output {
                let lhs = self;
                if R::RECORDS {
                    return binary_operator!(@borrowed $which, $Op, $op, lhs, rhs);
                }
                binary_operator!(@reuse $which, lhs, rhs, $elem)
            }
        }
    };
    (@borrowed rhs, $Op:ident, $op:ident, $lhs:ident, $rhs:ident) => { $Op::$op(&$lhs, $rhs) };
    (@borrowed lhs, $Op:ident, $op:ident, $lhs:ident, $rhs:ident) => { $Op::$op($lhs, &$rhs) };
    (@borrowed both, $Op:ident, $op:ident, $lhs:ident, $rhs:ident) => { $Op::$op(&$lhs, &$rhs) };
    (@reuse rhs, $lhs:ident, $rhs:ident, $elem:ident) => {{
        let (lhs, record) = $lhs.into_parts();
        let layout = output_layout(&lhs, $rhs).or_panic();
        let value = zip_broadcast(lhs, $rhs, &layout, Arith::$elem).or_panic();
        Tensor::with_record(value, record)
    }};
    (@reuse lhs, $lhs:ident, $rhs:ident, $elem:ident) => {{
        let (rhs, record) = $rhs.into_parts();
        let layout = output_layout($lhs, &rhs).or_panic();
        let value = zip_broadcast($lhs, rhs, &layout, Arith::$elem).or_panic();
        Tensor::with_record(value, record)
    }};
    (@reuse both, $lhs:ident, $rhs:ident, $elem:ident) => {{
        let (lhs, record) = $lhs.into_parts();
        let (rhs, _) = $rhs.into_parts();
        let layout = output_layout(&lhs, &rhs).or_panic();
        let value = zip_broadcast(lhs, rhs, &layout, Arith::$elem).or_panic();
        Tensor::with_record(value, record)
    }};
}

binary_operator!(recorded Add, add, Add, try_add, "+", "[8, 10, 10, 12]");
binary_operator!(recorded Sub, sub, Sub, try_sub, "-", "[4, 4, 6, 6]");
binary_operator!(recorded Mul, mul, Mul, try_mul, "*", "[12, 21, 16, 27]");
binary_operator!(recorded Div, div, Div, try_div, "/", "[3, 2, 4, 3]");
binary_operator!(plain Rem, rem, Rem, try_rem, "%", "[0, 1, 0, 0]");
