//! Reductions over one axis `A`, a const generic checked at compile time: the result drops the
//! axis (`<S as ReduceAxis<A>>::Removed`) or, in the `_keepdim` forms, keeps it as `One`.

use super::{kept, removed, ArgExtreme, Empty, Extreme, Mean, Norm, Prod, Sum};
use crate::error::OrPanic;
use crate::error::ShapeError;
use crate::float::FloatElement;
use crate::shape::axis_index;
use crate::shape::ReduceAxis;
use crate::tensor::Reducing;
use crate::{Element, Plain, Record, Tensor};

/// The four forms of a reduction whose empty axis is an error: `name`, `name_keepdim`,
/// `try_name`, `try_name_keepdim`.
macro_rules! fallible_axis_reduction {
    // A reduction with a gradient has the input's record; one without (the indices) is plain.
    (@record [$kind:expr]) => { R };
    (@record []) => { Plain };
    (@finish $self:ident, $storage:ident, $axis:ident, $keep:literal, [$kind:expr]) => {
        $self.reduced_as($storage, $axis, $keep, $kind)
    };
    (@finish $self:ident, $storage:ident, $axis:ident, false, []) => {
        removed($storage, $self.dims(), $axis)
    };
    (@finish $self:ident, $storage:ident, $axis:ident, true, []) => {
        kept($storage, $self.dims(), $axis)
    };
    (
        impl[$($bound:tt)*] $Out:ty, $reducer:expr, $op:literal, [$($kind:expr)?];
        $name:ident, $keep:ident, $try_name:ident, $try_keep:ident;
        $what:literal; $T:literal, $input:literal => $axis1:literal, $keep0:literal
    ) => {
        impl<T: $($bound)*, S, R: Record<T>> Tensor<T, S, R> {
            #[doc = concat!("The ", $what, " along axis `A`, which the result drops.")]
            ///
            /// `A` is checked at compile time: an axis out of range is a compile error naming
            /// the axis and the shape. An empty axis (size 0) has no such value: this panics
            #[doc = concat!("with the message of [`", stringify!($try_name), "`](Self::", stringify!($try_name), ").")]
            /// NaN propagates (see the crate's "Math and reductions" notes).
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            #[doc = concat!("let t = Tensor::<", $T, ", shape![2, 3]>::from_vec(vec!", $input, ").unwrap();")]
            #[doc = concat!("let r: Tensor<_, shape![2]> = t.", stringify!($name), "::<1>();")]
            #[doc = concat!("assert_eq!(r.to_vec(), ", $axis1, ");")]
            /// ```
            #[track_caller]
            pub fn $name<const A: usize>(&self) -> Tensor<$Out, <S as ReduceAxis<A>>::Removed, fallible_axis_reduction!(@record [$($kind)?])>
            where
                S: ReduceAxis<A>,
            {
                self.$try_name::<A>().or_panic()
            }

            #[doc = concat!("The ", $what, " along axis `A`, kept as a `One` axis (`keepdim=True`).")]
            ///
            #[doc = concat!("Panics on an empty axis like [`", stringify!($name), "`](Self::", stringify!($name), ").")]
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            #[doc = concat!("let t = Tensor::<", $T, ", shape![2, 3]>::from_vec(vec!", $input, ").unwrap();")]
            #[doc = concat!("let r: Tensor<_, shape![1, 3]> = t.", stringify!($keep), "::<0>();")]
            #[doc = concat!("assert_eq!(r.to_vec(), ", $keep0, ");")]
            /// ```
            #[track_caller]
            pub fn $keep<const A: usize>(&self) -> Tensor<$Out, <S as ReduceAxis<A>>::Kept, fallible_axis_reduction!(@record [$($kind)?])>
            where
                S: ReduceAxis<A>,
            {
                self.$try_keep::<A>().or_panic()
            }

            #[doc = concat!("The ", $what, " along axis `A`, or an `Err` when the axis is empty (PyTorch's error).")]
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            #[doc = concat!("let t = Tensor::<", $T, ", shape![2, 3]>::from_vec(vec!", $input, ").unwrap();")]
            #[doc = concat!("assert_eq!(t.", stringify!($try_name), "::<1>().unwrap().to_vec(), ", $axis1, ");")]
            #[doc = concat!("let empty = Tensor::<", $T, ", shape![2, 0]>::zeros();")]
            /// assert_eq!(
            #[doc = concat!("    empty.", stringify!($try_name), "::<1>().unwrap_err().to_string(),")]
            #[doc = concat!("    \"", $op, "(): Expected reduction dim 1 to have non-zero size (dims [2, 0])\"")]
            /// );
            /// ```
            pub fn $try_name<const A: usize>(
                &self,
            ) -> Result<Tensor<$Out, <S as ReduceAxis<A>>::Removed, fallible_axis_reduction!(@record [$($kind)?])>, ShapeError>
            where
                S: ReduceAxis<A>,
            {
                let axis = axis_index(A, self.rank());
                let storage = self.reduce_axis_storage($op, axis, &$reducer, Empty::Error($op))?;
                Ok(fallible_axis_reduction!(@finish self, storage, axis, false, [$($kind)?]))
            }

            #[doc = concat!("[`", stringify!($keep), "`](Self::", stringify!($keep), "), or an `Err` when the axis is empty.")]
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            #[doc = concat!("let empty = Tensor::<", $T, ", shape![0, 3]>::zeros();")]
            #[doc = concat!("assert!(empty.", stringify!($try_keep), "::<0>().is_err());")]
            #[doc = concat!("let r = empty.", stringify!($try_keep), "::<1>().unwrap(); // nothing to reduce")]
            /// assert_eq!(r.dims(), &[0, 1]);
            /// ```
            pub fn $try_keep<const A: usize>(
                &self,
            ) -> Result<Tensor<$Out, <S as ReduceAxis<A>>::Kept, fallible_axis_reduction!(@record [$($kind)?])>, ShapeError>
            where
                S: ReduceAxis<A>,
            {
                let axis = axis_index(A, self.rank());
                let storage = self.reduce_axis_storage($op, axis, &$reducer, Empty::Error($op))?;
                Ok(fallible_axis_reduction!(@finish self, storage, axis, true, [$($kind)?]))
            }
        }
    };
}

/// A reduction with a value for an empty axis: `name` and `name_keepdim`.
macro_rules! total_axis_reduction {
    (
        impl[$($bound:tt)*] $reducer:expr, $empty:expr, $op:literal, $kind:expr;
        $name:ident, $keep:ident;
        $what:literal, $empty_doc:literal; $T:literal, $input:literal => $axis1:literal, $keep0:literal
    ) => {
        impl<T: $($bound)*, S, R: Record<T>> Tensor<T, S, R> {
            #[doc = concat!("The ", $what, " along axis `A`, which the result drops.")]
            ///
            /// `A` is checked at compile time: an axis out of range is a compile error naming
            #[doc = concat!("the axis and the shape. ", $empty_doc)]
            /// Panics with [`ShapeError::OutOfMemory`]'s text when the result (or a copy of a
            /// view that is not contiguous) cannot be allocated.
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            #[doc = concat!("let t = Tensor::<", $T, ", shape![2, 3]>::from_vec(vec!", $input, ").unwrap();")]
            #[doc = concat!("let r: Tensor<_, shape![2]> = t.", stringify!($name), "::<1>();")]
            #[doc = concat!("assert_eq!(r.to_vec(), ", $axis1, ");")]
            /// ```
            #[track_caller]
            pub fn $name<const A: usize>(&self) -> Tensor<T, <S as ReduceAxis<A>>::Removed, R>
            where
                S: ReduceAxis<A>,
            {
                let axis = axis_index(A, self.rank());
                let storage = self
                    .reduce_axis_storage($op, axis, &$reducer, Empty::Value($empty))
                    .or_panic();
                self.reduced_as(storage, axis, false, $kind)
            }

            #[doc = concat!("The ", $what, " along axis `A`, kept as a `One` axis (`keepdim=True`).")]
            ///
            #[doc = concat!("Panics like [`", stringify!($name), "`](Self::", stringify!($name), ").")]
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            #[doc = concat!("let t = Tensor::<", $T, ", shape![2, 3]>::from_vec(vec!", $input, ").unwrap();")]
            #[doc = concat!("let r: Tensor<_, shape![1, 3]> = t.", stringify!($keep), "::<0>();")]
            #[doc = concat!("assert_eq!(r.to_vec(), ", $keep0, ");")]
            /// ```
            #[track_caller]
            pub fn $keep<const A: usize>(&self) -> Tensor<T, <S as ReduceAxis<A>>::Kept, R>
            where
                S: ReduceAxis<A>,
            {
                let axis = axis_index(A, self.rank());
                let storage = self
                    .reduce_axis_storage($op, axis, &$reducer, Empty::Value($empty))
                    .or_panic();
                self.reduced_as(storage, axis, true, $kind)
            }
        }
    };
}

total_axis_reduction! {
    impl[Element] Sum, T::zero(), "sum", Reducing::Sum;
    sum, sum_keepdim;
    "sum (wrapping for integers; floats are summed in several partial sums, so the last bits \
     can differ from a sequential sum)",
    "An empty axis sums to 0.";
    "i32", "[1, 5, 3, 4, 2, 6]" => "[9, 12]", "[5, 7, 9]"
}

total_axis_reduction! {
    impl[Element] Prod, T::one(), "prod", Reducing::Product;
    prod, prod_keepdim;
    "product (wrapping for integers)", "The product of an empty axis is 1.";
    "i32", "[1, 5, 3, 4, 2, 6]" => "[15, 48]", "[4, 10, 18]"
}

total_axis_reduction! {
    impl[FloatElement] Mean, T::nan(), "mean", Reducing::Mean;
    mean, mean_keepdim;
    "mean (floats)", "The mean of an empty axis is NaN, as in PyTorch.";
    "f64", "[1.0, 5.0, 3.0, 4.0, 2.0, 6.0]" => "[3.0, 4.0]", "[2.5, 3.5, 4.5]"
}

fallible_axis_reduction! {
    impl[Element + PartialOrd] T, Extreme::<true>, "max", [Reducing::Extreme { max: true }];
    max, max_keepdim, try_max, try_max_keepdim;
    "maximum (`torch.amax`; the values only: the indices are `argmax`)";
    "i32", "[1, 5, 3, 4, 2, 6]" => "[5, 6]", "[4, 5, 6]"
}

fallible_axis_reduction! {
    impl[Element + PartialOrd] T, Extreme::<false>, "min", [Reducing::Extreme { max: false }];
    min, min_keepdim, try_min, try_min_keepdim;
    "minimum (`torch.amin`; the values only: the indices are `argmin`)";
    "i32", "[1, 5, 3, 4, 2, 6]" => "[1, 2]", "[1, 2, 3]"
}

fallible_axis_reduction! {
    impl[Element + PartialOrd] usize, ArgExtreme::<true>, "argmax", [];
    argmax, argmax_keepdim, try_argmax, try_argmax_keepdim;
    "index of the maximum (the first one on ties, the first NaN if any)";
    "i32", "[1, 5, 3, 4, 2, 6]" => "[1, 2]", "[1, 0, 1]"
}

fallible_axis_reduction! {
    impl[Element + PartialOrd] usize, ArgExtreme::<false>, "argmin", [];
    argmin, argmin_keepdim, try_argmin, try_argmin_keepdim;
    "index of the minimum (the first one on ties, the first NaN if any)";
    "i32", "[1, 5, 3, 4, 2, 6]" => "[0, 1]", "[0, 1, 0]"
}

impl<T: FloatElement, S, R: Record<T>> Tensor<T, S, R> {
    /// The vector norm of order `p` along axis `A` (`torch.linalg.vector_norm(x, p, dim=A)`).
    ///
    /// `p = 1`: sum of absolute values; `p = 2`: Euclidean norm; `p = inf`: largest absolute
    /// value; also `p = 0` (count of non-zeros), `p = -inf` (smallest absolute value) and any
    /// other `p`: `(sum |x|^p)^(1/p)`. An empty axis gives 0, except for `p = ±inf`, which
    /// panics like [`try_norm`](Self::try_norm). NaN propagates.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f64, shape![2, 2]>::from_vec(vec![3.0, -4.0, 0.0, 1.0]).unwrap();
    /// assert_eq!(t.norm::<1>(2.0).to_vec(), [5.0, 1.0]);
    /// assert_eq!(t.norm::<1>(1.0).to_vec(), [7.0, 1.0]);
    /// assert_eq!(t.norm::<0>(f64::INFINITY).to_vec(), [3.0, 4.0]);
    /// ```
    #[track_caller]
    pub fn norm<const A: usize>(&self, p: T) -> Tensor<T, <S as ReduceAxis<A>>::Removed, R>
    where
        S: ReduceAxis<A>,
    {
        self.try_norm::<A>(p).or_panic()
    }

    /// [`norm`](Self::norm) keeping axis `A` as `One`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![2, 2]>::from_vec(vec![3.0, -4.0, 0.0, 1.0]).unwrap();
    /// let n: Tensor<f32, shape![2, 1]> = t.norm_keepdim::<1>(2.0);
    /// assert_eq!(n.to_vec(), [5.0, 1.0]);
    /// ```
    #[track_caller]
    pub fn norm_keepdim<const A: usize>(&self, p: T) -> Tensor<T, <S as ReduceAxis<A>>::Kept, R>
    where
        S: ReduceAxis<A>,
    {
        self.try_norm_keepdim::<A>(p).or_panic()
    }

    /// [`norm`](Self::norm), or an `Err` for an infinity norm of an empty axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f64, shape![3, 0]>::zeros();
    /// assert_eq!(t.try_norm::<1>(2.0).unwrap().to_vec(), [0.0; 3]);
    /// assert_eq!(
    ///     t.try_norm::<1>(f64::INFINITY).unwrap_err().to_string(),
    ///     "norm(): Expected reduction dim 1 to have non-zero size (dims [3, 0])"
    /// );
    /// ```
    pub fn try_norm<const A: usize>(
        &self,
        p: T,
    ) -> Result<Tensor<T, <S as ReduceAxis<A>>::Removed, R>, ShapeError>
    where
        S: ReduceAxis<A>,
    {
        let (norm, axis) = (Norm::new(p), axis_index(A, self.rank()));
        let storage = self.reduce_axis_storage("norm", axis, &norm, norm.empty())?;
        Ok(self.reduced_as(storage, axis, false, Reducing::Norm(p)))
    }

    /// [`norm_keepdim`](Self::norm_keepdim), or an `Err` for an infinity norm of an empty axis.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f64, shape![2, 2]>::from_vec(vec![1.0, -2.0, 3.0, 0.5]).unwrap();
    /// let n: Tensor<f64, shape![1, 2]> = t.try_norm_keepdim::<0>(f64::INFINITY).unwrap();
    /// assert_eq!(n.to_vec(), [3.0, 2.0]);
    /// ```
    pub fn try_norm_keepdim<const A: usize>(
        &self,
        p: T,
    ) -> Result<Tensor<T, <S as ReduceAxis<A>>::Kept, R>, ShapeError>
    where
        S: ReduceAxis<A>,
    {
        let (norm, axis) = (Norm::new(p), axis_index(A, self.rank()));
        let storage = self.reduce_axis_storage("norm", axis, &norm, norm.empty())?;
        Ok(self.reduced_as(storage, axis, true, Reducing::Norm(p)))
    }
}
