//! `Element`, the scalar types a tensor can hold, and `SignedElement`.

use core::fmt::{Debug, Display};

/// A scalar a [`Tensor`](crate::Tensor) can hold: every primitive integer and float, and the
/// half-precision floats [`bf16`](crate::bf16) and [`f16`](crate::f16) (the `half` crate's).
///
/// The arithmetic follows NumPy and PyTorch rather than Rust's debug-mode checks, so a result
/// does not depend on the build profile:
/// - integer `+`, `-`, `*` and `-x` wrap on overflow (`i8: 127 + 1 == -128`);
/// - integer `/` and `%` by zero panic, as in Rust; `MIN / -1` wraps to `MIN`;
/// - `%` is Rust's remainder: its sign follows the dividend (`-7 % 3 == -1`), like
///   `torch.fmod`, not Python's `%`;
/// - floats follow IEEE 754; `bf16` and `f16` compute in `f32` and round each result once
///   (to nearest, ties to even), which for `+ - * /` is the correctly rounded result.
///
/// ```
/// use typed_tensor::Element;
/// assert_eq!(127i8.add_elem(1), -128);
/// assert_eq!((-7i32).rem_elem(3), -1);
/// assert_eq!(1.5f32.mul_elem(2.0), 3.0);
/// ```
pub trait Element:
    Copy
    + Default
    + PartialEq
    + Debug
    + Display
    + Send
    + Sync
    + 'static
    + num_traits::Num
    + num_traits::NumCast
    + crate::kernel::ElementKernels
{
    /// `self + rhs`, wrapping for integers.
    fn add_elem(self, rhs: Self) -> Self;
    /// `self - rhs`, wrapping for integers.
    fn sub_elem(self, rhs: Self) -> Self;
    /// `self * rhs`, wrapping for integers.
    fn mul_elem(self, rhs: Self) -> Self;
    /// `self / rhs`; panics on an integer division by zero.
    fn div_elem(self, rhs: Self) -> Self;
    /// `self % rhs` (sign of the dividend); panics on an integer division by zero.
    fn rem_elem(self, rhs: Self) -> Self;

    /// The type that sums, products and means of this element accumulate in, as PyTorch's
    /// CPU kernels: `f32` for `bf16` and `f16`, the element itself otherwise.
    ///
    /// ```
    /// use typed_tensor::{bf16, Element};
    /// let x = bf16::from_f32(1.5);
    /// let wide: f32 = x.to_accumulator();
    /// assert_eq!(bf16::from_accumulator(wide + 2.0), bf16::from_f32(3.5));
    /// ```
    type Accumulator: Element;
    /// `self` in the accumulator type, exactly.
    fn to_accumulator(self) -> Self::Accumulator;
    /// An accumulated value as an element: rounded to nearest (ties to even) for `bf16` and
    /// `f16`, the value itself otherwise.
    fn from_accumulator(acc: Self::Accumulator) -> Self;
}

/// An [`Element`] with a negation: the signed integers and the floats.
///
/// ```
/// use typed_tensor::element::SignedElement;
/// assert_eq!(i8::MIN.neg_elem(), i8::MIN);
/// assert_eq!(2.5f64.neg_elem(), -2.5);
/// ```
pub trait SignedElement: Element {
    /// `-self`, wrapping for integers.
    fn neg_elem(self) -> Self;
}

macro_rules! integer_elements {
    ($($t:ty),*) => {$(
        impl Element for $t {
            #[inline(always)]
            fn add_elem(self, rhs: Self) -> Self { self.wrapping_add(rhs) }
            #[inline(always)]
            fn sub_elem(self, rhs: Self) -> Self { self.wrapping_sub(rhs) }
            #[inline(always)]
            fn mul_elem(self, rhs: Self) -> Self { self.wrapping_mul(rhs) }
            #[inline(always)]
            fn div_elem(self, rhs: Self) -> Self { self.wrapping_div(rhs) }
            #[inline(always)]
            fn rem_elem(self, rhs: Self) -> Self { self.wrapping_rem(rhs) }
            type Accumulator = Self;
            #[inline(always)]
            fn to_accumulator(self) -> Self { self }
            #[inline(always)]
            fn from_accumulator(acc: Self) -> Self { acc }
        }
    )*};
}

macro_rules! float_elements {
    ($($t:ty),*) => {$(
        impl Element for $t {
            #[inline(always)]
            fn add_elem(self, rhs: Self) -> Self { self + rhs }
            #[inline(always)]
            fn sub_elem(self, rhs: Self) -> Self { self - rhs }
            #[inline(always)]
            fn mul_elem(self, rhs: Self) -> Self { self * rhs }
            #[inline(always)]
            fn div_elem(self, rhs: Self) -> Self { self / rhs }
            #[inline(always)]
            fn rem_elem(self, rhs: Self) -> Self { self % rhs }
            type Accumulator = Self;
            #[inline(always)]
            fn to_accumulator(self) -> Self { self }
            #[inline(always)]
            fn from_accumulator(acc: Self) -> Self { acc }
        }

        impl SignedElement for $t {
            #[inline(always)]
            fn neg_elem(self) -> Self { -self }
        }
    )*};
}

macro_rules! signed_integer_elements {
    ($($t:ty),*) => {$(
        impl SignedElement for $t {
            #[inline(always)]
            fn neg_elem(self) -> Self { self.wrapping_neg() }
        }
    )*};
}

integer_elements!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);
signed_integer_elements!(i8, i16, i32, i64, i128, isize);
float_elements!(f32, f64);
