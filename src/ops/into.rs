//! `a.add_into(&b, &mut out)`: write a broadcasting op into an existing tensor.
//!
//! Like NumPy's `out=`: the operands broadcast together (`S: BroadcastWith<S2>`, which is
//! where two different names on one axis are caught) and each into `out`'s shape, checked at
//! compile time the same way as the in-place ops (`S: BroadcastInto<SO>`); `out` keeps its
//! shape. The three checks are one bound, [`ZipInto`], whose `()` the methods return.
//! Writing into a reused buffer skips the allocation and its first-touch page faults, which
//! for large outputs cost more than the arithmetic.

use crate::error::OrPanic;
use crate::error::{InOp, ShapeError};
use crate::kernel::Arith;
use crate::layout::{check_broadcast_into, Layout};
use crate::shape::ZipInto;
use crate::{Element, Tensor};

impl<T: Element, S> Tensor<T, S> {
    /// `out[i] = op(self[i], rhs[i])`, both broadcast into `out`'s dims.
    fn zip_into<S2, SO>(
        &self,
        rhs: &Tensor<T, S2>,
        out: &mut Tensor<T, SO>,
        op: Arith,
    ) -> Result<(), ShapeError>
    where
        S: ZipInto<S2, SO>,
    {
        let (lhs_strict, rhs_strict) = <S as ZipInto<S2, SO>>::STRICT_AXES;
        check_broadcast_into(self.dims(), out.dims(), lhs_strict)
            .map_err(ShapeError::naming_dims::<S, SO>)?;
        check_broadcast_into(rhs.dims(), out.dims(), rhs_strict)
            .map_err(ShapeError::naming_dims::<S2, SO>)?;
        let layout = *out.layout();
        let dims = layout.dims();
        match out.unique_elements_mut() {
            Some(elements) => {
                T::zip_arith_into(op, elements, dims, self.operand(dims), rhs.operand(dims))
            }
            None => {
                // Shared or strided: a fresh buffer, since every element is overwritten anyway.
                let storage = T::zip_arith(op, dims, self.operand(dims), rhs.operand(dims));
                let storage = storage.in_op(op.name())?;
                let contiguous = Layout::contiguous(dims).expect("dims of an existing tensor fit");
                *out = Tensor::from_parts(storage, contiguous);
            }
        }
        Ok(())
    }
}

macro_rules! into_operator {
    ($into:ident, $try_into:ident, $elem:ident, $symbol:literal, $example:literal) => {
        impl<T: Element, S> Tensor<T, S> {
            #[doc = concat!("`out = self ", $symbol, " rhs`, written into `out`'s buffer; panics when a `Dyn` dim does not fit.")]
            ///
            /// Compiles only when the operands broadcast together and each into `out`'s shape
            /// without changing it ([`ZipInto`], whose `Written` is the `()` this returns). If
            /// `out` shares its storage with a clone, it gets a fresh buffer instead.
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            /// let a = Tensor::<i32, shape![2, 1]>::from_vec(vec![6, 8]).unwrap();
            /// let b = Tensor::<i32, shape![2]>::from_vec(vec![2, 3]).unwrap();
            /// let mut out = Tensor::<i32, shape![2, 2]>::zeros();
            #[doc = concat!("a.", stringify!($into), "(&b, &mut out);")]
            #[doc = concat!("assert_eq!(out.to_vec(), ", $example, ");")]
            /// ```
            #[track_caller]
            pub fn $into<S2, SO>(&self, rhs: &Tensor<T, S2>, out: &mut Tensor<T, SO>) -> <S as ZipInto<S2, SO>>::Written
            where
                S: ZipInto<S2, SO>,
            {
                self.$try_into(rhs, out).or_panic()
            }

            #[doc = concat!("`out = self ", $symbol, " rhs` into `out`, or an `Err` (with `out` unchanged) when a `Dyn` dim does not fit, or `out` needs a fresh buffer that cannot be allocated.")]
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            /// let a = Tensor::<i32, shape![dyn]>::from_shape_vec(&[3], vec![1, 2, 3]).unwrap();
            /// let b = Tensor::<i32, shape![2]>::from_vec(vec![2, 3]).unwrap();
            /// let mut out = Tensor::<i32, shape![2]>::zeros();
            #[doc = concat!("assert!(a.", stringify!($try_into), "(&b, &mut out).is_err());")]
            /// assert_eq!(out.to_vec(), [0, 0]);
            /// ```
            pub fn $try_into<S2, SO>(&self, rhs: &Tensor<T, S2>, out: &mut Tensor<T, SO>) -> Result<<S as ZipInto<S2, SO>>::Written, ShapeError>
            where
                S: ZipInto<S2, SO>,
            {
                self.zip_into(rhs, out, Arith::$elem).map(|()| Default::default())
            }
        }
    };
}

into_operator!(add_into, try_add_into, Add, "+", "[8, 9, 10, 11]");
into_operator!(sub_into, try_sub_into, Sub, "-", "[4, 3, 6, 5]");
into_operator!(mul_into, try_mul_into, Mul, "*", "[12, 18, 16, 24]");
into_operator!(div_into, try_div_into, Div, "/", "[3, 2, 4, 2]");
into_operator!(rem_into, try_rem_into, Rem, "%", "[0, 0, 0, 2]");
