//! `+= -= *= /= %=`: in place, allowed only when the result keeps the left shape.

use crate::error::OrPanic;
use crate::error::ShapeError;
use crate::kernel::{Arith, Operand};
use crate::layout::check_broadcast_into;
use crate::shape::BroadcastInto;
use crate::{Element, Tensor};
use core::ops::{AddAssign, DivAssign, MulAssign, RemAssign, SubAssign};

impl<T: Element, S> Tensor<T, S> {
    /// `self[i] = op(self[i], rhs[i])` with `rhs` broadcast into `self`'s dims.
    fn zip_assign<S2>(&mut self, rhs: &Tensor<T, S2>, op: Arith) -> Result<(), ShapeError>
    where
        S2: BroadcastInto<S>,
    {
        check_broadcast_into(rhs.dims(), self.dims(), S2::STRICT_AXES)
            .map_err(ShapeError::naming_dims::<S2, S>)?;
        let layout = *self.layout();
        let out = self.make_elements_mut(op.name())?;
        T::assign_arith(op, out, layout.dims(), rhs.operand(layout.dims()));
        Ok(())
    }

    /// `self[i] = op(self[i], value)`; panics with the error's text when `self` must be copied
    /// first and the copy cannot be allocated.
    #[track_caller]
    pub(crate) fn scalar_assign(&mut self, value: T, op: Arith) {
        let layout = *self.layout();
        let out = self.make_elements_mut(op.name()).or_panic();
        T::assign_arith(op, out, layout.dims(), Operand::scalar(&value));
    }
}

macro_rules! assign_operator {
    ($OpAssign:ident, $op_assign:ident, $elem:ident, $try_op_assign:ident, $symbol:literal, $example:literal) => {
        impl<T: Element, S> Tensor<T, S> {
            #[doc = concat!("`self ", $symbol, " rhs` in place, or an `Err` when a `Dyn` dim does not fit (or `self` must be copied first and the copy cannot be allocated).")]
            ///
            /// Allowed at compile time only when `rhs` broadcasts into `self` without changing its
            /// shape (`S2: BroadcastInto<S>`). On `Err`, `self` is unchanged. If `self` shares its
            /// storage with a clone, it gets its own copy first.
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            /// let mut a = Tensor::<i32, shape![2, 2]>::from_vec(vec![6, 7, 8, 9]).unwrap();
            /// let b = Tensor::<i32, shape![dyn]>::from_shape_vec(&[2], vec![2, 3]).unwrap();
            #[doc = concat!("a.", stringify!($try_op_assign), "(&b).unwrap();")]
            #[doc = concat!("assert_eq!(a.to_vec(), ", $example, ");")]
            /// let wrong = Tensor::<i32, shape![dyn]>::zeros_with_dims(&[3]).unwrap();
            #[doc = concat!("assert!(a.", stringify!($try_op_assign), "(&wrong).is_err());")]
            #[doc = concat!("assert_eq!(a.to_vec(), ", $example, ");")]
            /// ```
            pub fn $try_op_assign<S2>(&mut self, rhs: &Tensor<T, S2>) -> Result<(), ShapeError>
            where
                S2: BroadcastInto<S>,
            {
                self.zip_assign(rhs, Arith::$elem)
            }
        }

        /// In-place broadcasting operator: compiles only when the result keeps `self`'s shape;
        /// panics with the `ShapeError` text when a `Dyn` dim does not fit.
        impl<T: Element, S1, S2> $OpAssign<&Tensor<T, S2>> for Tensor<T, S1>
        where
            S2: BroadcastInto<S1>,
        {
            #[track_caller]
            fn $op_assign(&mut self, rhs: &Tensor<T, S2>) {
                self.zip_assign(rhs, Arith::$elem).or_panic()
            }
        }

        /// In-place broadcasting operator with an owned right-hand side.
        impl<T: Element, S1, S2> $OpAssign<Tensor<T, S2>> for Tensor<T, S1>
        where
            S2: BroadcastInto<S1>,
        {
            #[track_caller]
            fn $op_assign(&mut self, rhs: Tensor<T, S2>) {
                self.zip_assign(&rhs, Arith::$elem).or_panic()
            }
        }
    };
}

assign_operator!(
    AddAssign,
    add_assign,
    Add,
    try_add_assign,
    "+=",
    "[8, 10, 10, 12]"
);
assign_operator!(
    SubAssign,
    sub_assign,
    Sub,
    try_sub_assign,
    "-=",
    "[4, 4, 6, 6]"
);
assign_operator!(
    MulAssign,
    mul_assign,
    Mul,
    try_mul_assign,
    "*=",
    "[12, 21, 16, 27]"
);
assign_operator!(
    DivAssign,
    div_assign,
    Div,
    try_div_assign,
    "/=",
    "[3, 2, 4, 3]"
);
assign_operator!(
    RemAssign,
    rem_assign,
    Rem,
    try_rem_assign,
    "%=",
    "[0, 1, 0, 0]"
);
