//! Whole-tensor reductions: one value from every element, as a rank-0 tensor (PyTorch's
//! `x.sum()`; [`item`](crate::Tensor::item) gives the number), recorded like any op; the
//! indices of `argmax_all`/`argmin_all` are numbers.

use super::{ArgExtreme, Empty, Extreme, Mean, Norm, Prod, Sum};
use crate::error::OrPanic;
use crate::error::ShapeError;
use crate::float::FloatElement;
use crate::tensor::Reducing;
use crate::{Element, Record, Tensor};

impl<T: Element, S, R: Record<T>> Tensor<T, S, R> {
    /// The sum of every element; 0 for an empty tensor. Integers wrap; floats are summed in
    /// several partial sums (the last bits can differ from a sequential sum). Panics with
    /// [`ShapeError::OutOfMemory`]'s text when a view that is not contiguous must be copied
    /// first and the copy cannot be allocated.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 5, 3, 4, 2, 6]).unwrap();
    /// assert_eq!(t.sum_all().item(), 21);
    /// assert_eq!(Tensor::<f32, shape![0, 3]>::zeros().sum_all().item(), 0.0);
    /// ```
    #[track_caller]
    pub fn sum_all(&self) -> Tensor<T, (), R> {
        let value = self
            .reduce_all("sum", &Sum, Empty::Value(T::zero()))
            .or_panic();
        self.reduced_all_as(value, Reducing::Sum)
    }

    /// The product of every element; 1 for an empty tensor. Integers wrap. Panics like
    /// [`sum_all`](Self::sum_all).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<i64, shape![2, 2]>::from_vec(vec![1, 2, 3, 4]).unwrap();
    /// assert_eq!(t.prod_all().item(), 24);
    /// assert_eq!(Tensor::<i64, shape![0]>::zeros().prod_all().item(), 1);
    /// ```
    #[track_caller]
    pub fn prod_all(&self) -> Tensor<T, (), R> {
        let value = self
            .reduce_all("prod", &Prod, Empty::Value(T::one()))
            .or_panic();
        self.reduced_all_as(value, Reducing::Product)
    }
}

impl<T: FloatElement, S, R: Record<T>> Tensor<T, S, R> {
    /// The mean of every element; NaN for an empty tensor, as in PyTorch. Panics like
    /// [`sum_all`](Self::sum_all).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![2, 2]>::from_vec(vec![1.0, 2.0, 3.0, 6.0]).unwrap();
    /// assert_eq!(t.mean_all().item(), 3.0);
    /// assert!(Tensor::<f32, shape![0]>::zeros().mean_all().item().is_nan());
    /// ```
    #[track_caller]
    pub fn mean_all(&self) -> Tensor<T, (), R> {
        let value = self
            .reduce_all("mean", &Mean, Empty::Value(T::nan()))
            .or_panic();
        self.reduced_all_as(value, Reducing::Mean)
    }

    /// The vector norm of order `p` of all elements (see [`norm`](Self::norm) for `p`).
    /// Panics for `p = ±inf` on an empty tensor, like [`try_norm_all`](Self::try_norm_all).
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f64, shape![2, 2]>::from_vec(vec![1.0, -2.0, 2.0, 4.0]).unwrap();
    /// assert_eq!(t.norm_all(2.0).item(), 5.0);
    /// assert_eq!(t.norm_all(1.0).item(), 9.0);
    /// assert_eq!(t.norm_all(f64::INFINITY).item(), 4.0);
    /// ```
    #[track_caller]
    pub fn norm_all(&self, p: T) -> Tensor<T, (), R> {
        self.try_norm_all(p).or_panic()
    }

    /// [`norm_all`](Self::norm_all), or an `Err` for `p = ±inf` on an empty tensor.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f64, shape![0, 2]>::zeros();
    /// assert_eq!(t.try_norm_all(2.0).unwrap().item(), 0.0);
    /// assert!(t.try_norm_all(f64::INFINITY).is_err());
    /// ```
    pub fn try_norm_all(&self, p: T) -> Result<Tensor<T, (), R>, ShapeError> {
        let norm = Norm::new(p);
        let value = self.reduce_all("norm", &norm, norm.empty())?;
        Ok(self.reduced_all_as(value, Reducing::Norm(p)))
    }
}

macro_rules! fallible_all {
    ($Out:ty, $reducer:expr, $op:literal, $name:ident, $try_name:ident, $what:literal, $value:literal, $item:literal $(, $kind:expr)?) => {
        impl<T: Element + PartialOrd, S, R: Record<T>> Tensor<T, S, R> {
            #[doc = concat!("The ", $what, " of every element. NaN propagates.")]
            ///
            /// Panics on an empty tensor with the message of
            #[doc = concat!("[`", stringify!($try_name), "`](Self::", stringify!($try_name), ").")]
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            /// let t = Tensor::<i32, shape![2, 3]>::from_vec(vec![1, 5, 3, 4, 6, 2]).unwrap();
            #[doc = concat!("assert_eq!(t.", stringify!($name), "()", $item, ", ", $value, ");")]
            /// ```
            #[track_caller]
            pub fn $name(&self) -> $Out {
                self.$try_name().or_panic()
            }

            #[doc = concat!("The ", $what, " of every element, or an `Err` for an empty tensor.")]
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            /// let t = Tensor::<f32, shape![0, 2]>::zeros();
            /// assert_eq!(
            #[doc = concat!("    t.", stringify!($try_name), "().unwrap_err().to_string(),")]
            #[doc = concat!("    \"", $op, "(): Expected a tensor with at least one element (dims [0, 2])\"")]
            /// );
            /// ```
            pub fn $try_name(&self) -> Result<$Out, ShapeError> {
                let value = self.reduce_all($op, &$reducer, Empty::Error($op))?;
                $(let value = self.reduced_all_as(value, $kind);)?
                Ok(value)
            }
        }
    };
}

fallible_all!(
    Tensor<T, (), R>,
    Extreme::<true>,
    "max_all",
    max_all,
    try_max_all,
    "maximum",
    "6",
    ".item()",
    Reducing::Extreme { max: true }
);
fallible_all!(
    Tensor<T, (), R>,
    Extreme::<false>,
    "min_all",
    min_all,
    try_min_all,
    "minimum",
    "1",
    ".item()",
    Reducing::Extreme { max: false }
);
fallible_all!(
    usize,
    ArgExtreme::<true>,
    "argmax_all",
    argmax_all,
    try_argmax_all,
    "flat row-major index (PyTorch's `argmax()` without `dim`) of the maximum, the first \
     one on ties, or of the first NaN if any,",
    "4",
    ""
);
fallible_all!(
    usize,
    ArgExtreme::<false>,
    "argmin_all",
    argmin_all,
    try_argmin_all,
    "flat row-major index of the minimum, the first one on ties, or of the first NaN if any,",
    "0",
    ""
);
