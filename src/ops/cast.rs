//! `cast::<U>()`: element type conversion with Rust's `as` semantics, plus `bool` to and from
//! numbers.

use crate::Tensor;

/// Element types that convert to `U` by [`cast`](Tensor::cast): every pair of primitive
/// integers and floats (`bf16` and `f16` included), `bool` to any of them, and any of them
/// to `bool`.
///
/// The rules are Rust's `as` (which PyTorch's `.to(dtype)` matches except where noted):
/// - integer to integer: the low bits, two's complement (`300i32` to `u8` is `44`, `-1i32` to
///   `u32` is `4294967295`), as PyTorch;
/// - float to integer: rounds toward zero, then **saturates** at the integer type's bounds,
///   and NaN becomes 0 (`1e10f32` to `i32` is `i32::MAX`, `-1.5` to `u8` is `0`). PyTorch
///   leaves out-of-range float to integer conversions undefined (C++), so its results vary by
///   platform there;
/// - integer to float, `f64` to `f32`: the nearest representable value (ties to even);
///   values beyond `f32::MAX` become infinities;
/// - to `bf16` and `f16`: rounded once to nearest, ties to even (from an integer beyond
///   2^53 in magnitude, twice: through `f64`); values beyond their range become infinities;
///   from them, exactly through `f32`, then as above;
/// - `bool` to a number: `true` is 1, `false` is 0;
/// - a number to `bool`: `x != 0`, so NaN is `true` and `-0.0` is `false`, as PyTorch.
///
/// ```
/// use typed_tensor::element::CastElement;
/// assert_eq!(CastElement::<u8>::cast_elem(300i32), 44);
/// assert_eq!(CastElement::<i32>::cast_elem(f32::NAN), 0);
/// assert_eq!(CastElement::<f32>::cast_elem(true), 1.0);
/// assert!(CastElement::<bool>::cast_elem(f64::NAN));
/// use typed_tensor::{bf16, f16};
/// assert_eq!(CastElement::<bf16>::cast_elem(1.00390625f32), bf16::from_f32(1.0)); // a tie: even
/// assert_eq!(CastElement::<i32>::cast_elem(bf16::from_f32(-2.75)), -2);
/// assert_eq!(CastElement::<f16>::cast_elem(1e6f64), f16::INFINITY);
///
/// // Generic code: this bound, and `Send` on the target (every element type is).
/// use typed_tensor::{shape, Tensor};
/// fn convert<T: CastElement<U>, U: Send, S>(x: &Tensor<T, S>) -> Tensor<U, S> {
///     x.cast::<U>()
/// }
/// let x = Tensor::<f64, shape![2]>::from_vec(vec![1.5, -2.5]).unwrap();
/// assert_eq!(convert::<f64, i8, _>(&x).to_vec(), [1, -2]);
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot cast `{Self}` elements to `{U}`",
    label = "no conversion from `{Self}` to `{U}`",
    note = "`cast` converts between the primitive integers, floats (`bf16`, `f16` too) and `bool`"
)]
pub trait CastElement<U>: Copy + Sync {
    /// `self` converted to `U` by the rules above.
    ///
    /// ```
    /// use typed_tensor::element::CastElement;
    /// assert_eq!(CastElement::<i8>::cast_elem(-3.9f64), -3);
    /// ```
    fn cast_elem(self) -> U;
}

/// `as` from each source type to every numeric type.
macro_rules! as_casts {
    ($($from:ty),*) => {$(
        as_casts!(@to $from => u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64);
        #[diagnostic::do_not_recommend]
        impl CastElement<bool> for $from {
            #[inline(always)]
            #[allow(clippy::float_cmp)]
            fn cast_elem(self) -> bool {
                self != (0 as $from)
            }
        }
    )*};
    (@to $from:ty => $($to:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl CastElement<$to> for $from {
            #[inline(always)]
            fn cast_elem(self) -> $to {
                self as $to
            }
        }
    )*};
}

as_casts!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64);

/// `bool` to integers (`as`) and floats (`as u8`, then to the float).
macro_rules! bool_casts {
    ($($to:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl CastElement<$to> for bool {
            #[inline(always)]
            fn cast_elem(self) -> $to {
                u8::from(self) as $to
            }
        }
    )*};
}

bool_casts!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64);

/// The half-precision types: to the other numbers through `f32` (exact), so to an integer by
/// `as`'s truncation and saturation; from `f32` and `f64` rounded once to nearest (ties to
/// even); from an integer through `f64` (exact up to 2^53 in magnitude, which every `i32` and
/// `u32` is; a larger one is rounded twice); between themselves through `f32`, rounded once.
/// NaN and the infinities are kept.
macro_rules! half_casts {
    ($($half:ty),*) => {$(
        half_casts!(@to $half => u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64);
        half_casts!(@from $half => u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f64);
        #[diagnostic::do_not_recommend]
        impl CastElement<$half> for f32 {
            #[inline(always)]
            fn cast_elem(self) -> $half {
                <$half>::from_f32(self)
            }
        }
        #[diagnostic::do_not_recommend]
        impl CastElement<bool> for $half {
            #[inline(always)]
            fn cast_elem(self) -> bool {
                self.to_f32() != 0.0
            }
        }
        #[diagnostic::do_not_recommend]
        impl CastElement<$half> for bool {
            #[inline(always)]
            fn cast_elem(self) -> $half {
                <$half>::from_f32(f32::from(u8::from(self)))
            }
        }
        #[diagnostic::do_not_recommend]
        impl CastElement<half::bf16> for $half {
            #[inline(always)]
            fn cast_elem(self) -> half::bf16 {
                half::bf16::from_f32(self.to_f32())
            }
        }
        #[diagnostic::do_not_recommend]
        impl CastElement<half::f16> for $half {
            #[inline(always)]
            fn cast_elem(self) -> half::f16 {
                half::f16::from_f32(self.to_f32())
            }
        }
    )*};
    (@to $half:ty => $($to:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl CastElement<$to> for $half {
            #[inline(always)]
            fn cast_elem(self) -> $to {
                self.to_f32() as $to
            }
        }
    )*};
    (@from $half:ty => $($from:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl CastElement<$half> for $from {
            #[inline(always)]
            fn cast_elem(self) -> $half {
                <$half>::from_f64(self as f64)
            }
        }
    )*};
}

half_casts!(half::bf16, half::f16);

#[diagnostic::do_not_recommend]
impl CastElement<bool> for bool {
    #[inline(always)]
    fn cast_elem(self) -> bool {
        self
    }
}

/// Element types that [`cast`](Tensor::cast) converts to `U`: `Output` is always `U`.
/// Implemented exactly when [`CastElement<U>`] is, so generic code bounds on that.
///
/// `cast` names `Output` in its result rather than bounding on `CastElement<U>` in a where
/// clause, so that a missing conversion is reported without rustc's "required by a bound" note.
///
/// ```
/// use typed_tensor::{shape, Tensor};
/// let c: Tensor<u8, shape![2]> = Tensor::<f64, shape![2]>::ones().cast::<u8>();
/// ```
pub trait CastTo<U> {
    /// `U`.
    type Output: Send;
    /// [`CastElement::cast_elem`].
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// assert_eq!(Tensor::<u8, shape![1]>::full(7).cast::<f32>().to_vec(), [7.0]);
    /// ```
    fn cast_to(self) -> Self::Output;
}

impl<T: CastElement<U>, U: Send> CastTo<U> for T {
    type Output = U;
    #[inline(always)]
    fn cast_to(self) -> U {
        self.cast_elem()
    }
}

impl<T: Copy + Sync, S> Tensor<T, S> {
    /// Every element converted to `U`, as a new contiguous tensor of the same shape
    /// (`tensor.to(dtype)`), by the rules of [`CastElement`]: Rust's `as` between numbers
    /// (float to integer truncates toward zero and saturates, NaN becomes 0), `bool` to 0/1,
    /// and a number to `bool` as `x != 0`.
    ///
    /// ```
    /// use typed_tensor::{shape, Tensor};
    /// let x = Tensor::<f32, shape![5]>::from_vec(vec![-1.7, 2.9, 300.0, f32::NAN, -0.0]).unwrap();
    /// assert_eq!(x.cast::<i32>().to_vec(), [-1, 2, 300, 0, 0]);
    /// assert_eq!(x.cast::<u8>().to_vec(), [0, 2, 255, 0, 0]); // saturates
    /// assert_eq!(x.cast::<bool>().to_vec(), [true, true, true, true, false]);
    ///
    /// let mask = Tensor::<bool, shape![3]>::from_vec(vec![true, false, true]).unwrap();
    /// assert_eq!(mask.cast::<f32>().to_vec(), [1.0, 0.0, 1.0]);
    /// assert_eq!(mask.cast::<i64>().sum_all().item(), 2);
    /// ```
    #[track_caller]
    pub fn cast<U>(&self) -> Tensor<<T as CastTo<U>>::Output, S>
    where
        T: CastTo<U>,
    {
        self.map_elements("to", T::cast_to)
    }
}
