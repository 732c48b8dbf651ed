//! Variance and standard deviation: `var`/`std` over one axis `A` and over every element,
//! with PyTorch's `correction`. The kernel is `kernel::variance` (the mean, then the
//! deviations from it, over each cached piece; the pieces merged with Chan's formula).

use super::split_at_axis;
use crate::error::{InOp, OrPanic};
use crate::float::FloatElement;
use crate::kernel::Buffer;
use crate::shape::axis_index;
use crate::shape::ReduceAxis;
use crate::tensor::Reducing;
use crate::{Record, Tensor};

/// `var` and `std` over axis `A`, dropped (`$name`) or kept as `One` (`$keep`).
macro_rules! moment_axis {
    ($name:ident, $keep:ident, $sqrt:literal, $what:literal, $axis1:literal, $keep0:literal) => {
        impl<T: FloatElement, S, R: Record<T>> Tensor<T, S, R> {
            #[doc = concat!("The ", $what, " along axis `A`, which the result drops (`torch.", stringify!($name), "(x, dim=A, correction=c)`).")]
            ///
            /// The divisor is `len - correction`: pass `1` for PyTorch's default (the unbiased
            /// sample estimate, Bessel's correction), `0` for the population (biased) one. When
            /// `correction >= len` there are no degrees of freedom left and the divisor is 0:
            /// the result is inf, or NaN where all values are equal and for an empty axis, as in
            /// PyTorch (which also warns). NaN or inf in the input give NaN.
            ///
            /// `A` is checked at compile time, like [`mean`](Self::mean). The deviations are
            /// taken from the mean of each cached piece of the axis, so values with a large
            /// common offset (`1e4 + noise`) keep their precision. Panics with
            /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory)'s text when the
            /// result (or a copy of a view that is not contiguous) cannot be allocated.
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            /// let t = Tensor::<f64, shape![2, 3]>::from_vec(vec![1.0, 2.0, 6.0, 4.0, 4.0, 4.0]).unwrap();
            #[doc = concat!("let r: Tensor<f64, shape![2]> = t.", stringify!($name), "::<1>(1);")]
            #[doc = concat!("assert_eq!(r.to_vec(), ", $axis1, ");")]
            #[doc = concat!("assert!(t.", stringify!($name), "::<1>(3).to_vec()[0].is_infinite()); // no degrees of freedom")]
            /// ```
            #[track_caller]
            pub fn $name<const A: usize>(
                &self,
                correction: usize,
            ) -> Tensor<T, <S as ReduceAxis<A>>::Removed, R>
            where
                S: ReduceAxis<A>,
            {
                let axis = axis_index(A, self.rank());
                let storage = self.plain().variance_storage(stringify!($name), axis, correction, $sqrt);
                self.reduced_as(storage, axis, false, Reducing::Moment { correction, sqrt: $sqrt })
            }

            #[doc = concat!("The ", $what, " along axis `A`, kept as a `One` axis (`keepdim=True`); see [`", stringify!($name), "`](Self::", stringify!($name), ").")]
            ///
            /// ```
            /// use typed_tensor::{shape, Tensor};
            /// let t = Tensor::<f32, shape![2, 3]>::from_vec(vec![1.0, 2.0, 6.0, 4.0, 4.0, 4.0]).unwrap();
            #[doc = concat!("let r: Tensor<f32, shape![1, 3]> = t.", stringify!($keep), "::<0>(0);")]
            #[doc = concat!("assert_eq!(r.to_vec(), ", $keep0, ");")]
            /// ```
            #[track_caller]
            pub fn $keep<const A: usize>(
                &self,
                correction: usize,
            ) -> Tensor<T, <S as ReduceAxis<A>>::Kept, R>
            where
                S: ReduceAxis<A>,
            {
                let axis = axis_index(A, self.rank());
                let storage = self.plain().variance_storage(stringify!($name), axis, correction, $sqrt);
                self.reduced_as(storage, axis, true, Reducing::Moment { correction, sqrt: $sqrt })
            }
        }
    };
}

moment_axis!(
    var,
    var_keepdim,
    false,
    "variance",
    "[7.0, 0.0]",
    "[2.25, 1.0, 1.0]"
);
moment_axis!(
    std,
    std_keepdim,
    true,
    "standard deviation",
    "[7f64.sqrt(), 0.0]",
    "[1.5, 1.0, 1.0]"
);

impl<T: FloatElement, S, R: Record<T>> Tensor<T, S, R> {
    /// The variance of every element with divisor `numel - correction` (`torch.var(x,
    /// correction=c)`): `1` is PyTorch's default, `0` the population variance. With
    /// `correction >= numel` the divisor is 0: inf, or NaN if all elements are equal or there
    /// are none, as in PyTorch. See [`var`](Self::var), whose panic when memory cannot be
    /// allocated this shares.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f64, shape![2, 2]>::from_vec(vec![1.0, 2.0, 3.0, 6.0]).unwrap();
    /// assert_eq!(t.var_all(1).item(), 14.0 / 3.0);
    /// assert_eq!(t.var_all(0).item(), 3.5);
    /// assert!(Tensor::<f64, shape![0]>::zeros().var_all(1).item().is_nan());
    /// ```
    #[track_caller]
    pub fn var_all(&self, correction: usize) -> Tensor<T, (), R> {
        let value = self.plain().variance_storage_all("var", correction, false);
        let kind = Reducing::Moment {
            correction,
            sqrt: false,
        };
        self.reduced_all_as(value, kind)
    }

    /// The standard deviation of every element, the square root of
    /// [`var_all`](Self::var_all) (`torch.std(x, correction=c)`), with its panic.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let t = Tensor::<f32, shape![4]>::from_vec(vec![1.0, 3.0, 1.0, 3.0]).unwrap();
    /// assert_eq!(t.std_all(0).item(), 1.0);
    /// assert!(t.std_all(4).item().is_infinite()); // no degrees of freedom left
    /// ```
    #[track_caller]
    pub fn std_all(&self, correction: usize) -> Tensor<T, (), R> {
        let value = self.plain().variance_storage_all("std", correction, true);
        let kind = Reducing::Moment {
            correction,
            sqrt: true,
        };
        self.reduced_all_as(value, kind)
    }

    /// The variance (or its square root) along `axis`, as a row-major buffer of the other
    /// axes' dims; panics with the error of op `op` when a buffer cannot be allocated.
    #[track_caller]
    fn variance_storage(
        &self,
        op: &'static str,
        axis: usize,
        correction: usize,
        sqrt: bool,
    ) -> Buffer<T> {
        let dims = split_at_axis(self.dims(), axis);
        self.with_contiguous(op, |data| T::variance(data, dims, correction, sqrt))
            .and_then(|storage| storage.in_op(op))
            .or_panic()
    }

    #[track_caller]
    fn variance_storage_all(&self, op: &'static str, correction: usize, sqrt: bool) -> T {
        let dims = (1, self.numel(), 1);
        self.with_contiguous(op, |data| T::variance(data, dims, correction, sqrt))
            .and_then(|storage| storage.in_op(op))
            .or_panic()[0]
    }
}
