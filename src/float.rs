//! Element traits for math: floats, absolute values and powers.

use crate::scalar::SignedElement;
use crate::Element;

/// A float element (`f32`, `f64`, and the half-precision [`bf16`](crate::bf16) and
/// [`f16`](crate::f16)): the elements of the math functions (`sqrt`, `exp`, ...), `mean` and
/// `norm`. The half types compute each op in `f32` and round once (`guide::math`, "Half
/// precision").
///
/// It is [`num_traits::Float`] plus the rounding PyTorch uses.
///
/// ```
/// use typed_tensor::FloatElement;
/// assert_eq!(2.5f32.round_half_even(), 2.0);
/// assert_eq!(3.5f64.round_half_even(), 4.0);
/// ```
pub trait FloatElement:
    SignedElement<Accumulator: num_traits::Float>
    + PartialOrd
    + num_traits::Float
    + crate::kernel::SoftmaxFloat
    + crate::kernel::VecMath
    + crate::kernel::FloatKernels
{
    /// Rounds to the nearest integer, halves to even (`torch.round`, NumPy's `round`).
    ///
    /// ```
    /// use typed_tensor::FloatElement;
    /// assert_eq!((-0.5f64).round_half_even(), -0.0);
    /// assert_eq!(1.5f32.round_half_even(), 2.0);
    /// ```
    fn round_half_even(self) -> Self;

    /// The error function `erf(self)` (`torch.erf`), from the `libm` crate (the standard
    /// library has none): `erf(±inf) = ±1`, `erf(±0) = ±0`, NaN stays NaN.
    ///
    /// ```
    /// use typed_tensor::FloatElement;
    /// assert_eq!(0.0f64.erf_elem(), 0.0);
    /// assert!((1.0f64.erf_elem() - 0.8427007929497149).abs() < 1e-16);
    /// assert_eq!(f32::NEG_INFINITY.erf_elem(), -1.0);
    /// ```
    fn erf_elem(self) -> Self;
}

/// An element with an absolute value: the signed integers and the floats.
///
/// Integers wrap like PyTorch: `abs(i8::MIN)` is `i8::MIN`.
///
/// ```
/// use typed_tensor::element::AbsElement;
/// assert_eq!((-3i32).abs_elem(), 3);
/// assert_eq!(i8::MIN.abs_elem(), i8::MIN);
/// assert_eq!((-0.5f32).abs_elem(), 0.5);
/// ```
pub trait AbsElement: Element {
    /// `|self|`, wrapping for integers.
    ///
    /// ```
    /// use typed_tensor::element::AbsElement;
    /// assert_eq!((-7i64).abs_elem(), 7);
    /// ```
    fn abs_elem(self) -> Self;
}

/// An element with powers: every integer and float.
///
/// ```
/// use typed_tensor::element::PowElement;
/// assert_eq!(3u8.pow_elem(2), 9);
/// assert_eq!(2i32.powi_elem(10), 1024);
/// assert_eq!(4.0f64.pow_elem(0.5), 2.0);
/// assert_eq!(2.0f32.powi_elem(-1), 0.5);
/// ```
pub trait PowElement: Element {
    /// The exponent type of [`powi_elem`](Self::powi_elem): `u32` for integers (as Rust's
    /// `pow`), `i32` for floats (as Rust's `powi`).
    type Exp: Copy + Send + Sync;
    /// `self` to the power `exp` of the same type. Integers wrap on overflow and panic on a
    /// negative exponent ("Integers to negative integer powers are not allowed", as PyTorch);
    /// floats use `powf`.
    ///
    /// ```
    /// use typed_tensor::element::PowElement;
    /// assert_eq!(2u8.pow_elem(9), 0); // 512 wraps
    /// assert_eq!(9.0f32.pow_elem(0.5), 3.0);
    /// ```
    fn pow_elem(self, exp: Self) -> Self;
    /// `self` to an integer power: wrapping `pow` for integers; for floats, as PyTorch's
    /// `pow` with an integer scalar: `x * x` for 2, `x * x * x` for 3, `1 / x` for -1,
    /// `1 / (x * x)` for -2, 1 for 0 (NaN included), and C's `pow` otherwise.
    ///
    /// ```
    /// use typed_tensor::element::PowElement;
    /// assert_eq!((-2i8).powi_elem(7), -128);
    /// assert_eq!(10.0f64.powi_elem(-2), 0.01);
    /// ```
    fn powi_elem(self, exp: Self::Exp) -> Self;
    /// The integer exponent as an element (`as`, wrapping for integers): the factor of
    /// `powi`'s derivative, `n x^(n - 1)`.
    ///
    /// ```
    /// use typed_tensor::element::PowElement;
    /// assert_eq!(f32::exp_as_elem(-2), -2.0);
    /// assert_eq!(u8::exp_as_elem(300), 44);
    /// ```
    fn exp_as_elem(exp: Self::Exp) -> Self;
}

macro_rules! float_impls {
    (@erf f32, $x:expr) => { libm::erff($x) };
    (@erf f64, $x:expr) => { libm::erf($x) };
    ($($t:tt),*) => {$(
        impl FloatElement for $t {
            #[inline(always)]
            fn round_half_even(self) -> Self {
                self.round_ties_even()
            }
            #[inline(always)]
            fn erf_elem(self) -> Self {
                float_impls!(@erf $t, self)
            }
        }

        impl AbsElement for $t {
            #[inline(always)]
            fn abs_elem(self) -> Self {
                self.abs()
            }
        }

        impl PowElement for $t {
            type Exp = i32;
            #[inline(always)]
            fn pow_elem(self, exp: Self) -> Self {
                self.powf(exp)
            }
            #[inline(always)]
            fn powi_elem(self, exp: i32) -> Self {
                // PyTorch's `pow(tensor, scalar)`: these exponents are the operations they
                // stand for, the others C's `pow` with the exponent as a float. (Rust's
                // `powi` multiplies by repeated squaring, which rounds differently.)
                match exp {
                    0 => 1.0,
                    1 => self,
                    2 => self * self,
                    3 => self * self * self,
                    -1 => 1.0 / self,
                    -2 => 1.0 / (self * self),
                    _ => self.powf(exp as $t),
                }
            }
            #[inline(always)]
            fn exp_as_elem(exp: i32) -> Self {
                exp as $t
            }
        }
    )*};
}

macro_rules! integer_pow {
    ($($t:ty),*) => {$(
        impl PowElement for $t {
            type Exp = u32;
            #[inline]
            #[allow(unused_comparisons)] // unsigned types are never negative
            fn pow_elem(self, exp: Self) -> Self {
                assert!(exp >= 0, "Integers to negative integer powers are not allowed.");
                // Square-and-multiply over all bits of the exponent, wrapping like `wrapping_pow`.
                let (mut base, mut exp, mut acc) = (self, exp, 1 as $t);
                while exp != 0 {
                    if exp & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    exp >>= 1;
                }
                acc
            }
            #[inline(always)]
            fn powi_elem(self, exp: u32) -> Self {
                self.wrapping_pow(exp)
            }
            #[inline(always)]
            fn exp_as_elem(exp: u32) -> Self {
                exp as $t
            }
        }
    )*};
}

macro_rules! signed_abs {
    ($($t:ty),*) => {$(
        impl AbsElement for $t {
            #[inline(always)]
            fn abs_elem(self) -> Self {
                self.wrapping_abs()
            }
        }
    )*};
}

float_impls!(f32, f64);
integer_pow!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);
signed_abs!(i8, i16, i32, i64, i128, isize);
