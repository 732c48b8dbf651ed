//! The half-precision element types `bf16` and `f16` (the `half` crate's, re-exported at the
//! crate root): their element arithmetic, as PyTorch computes it on the CPU.
//!
//! The rule every operation here keeps: the operands are widened to `f32` (exactly: every
//! `bf16` and `f16` is an `f32`), the operation runs in `f32`, and the result is rounded
//! once, to nearest with ties to even. NaN and the infinities are kept. So `a + b` is the
//! correctly rounded sum, as PyTorch's `bfloat16` and `float16` ops on the CPU give it.

use crate::float::{AbsElement, PowElement};
use crate::kernel::HalfFloat;
use crate::scalar::SignedElement;
use crate::{Element, FloatElement};
use half::{bf16, f16};

macro_rules! half_elements {
    ($($t:ty),*) => {$(
        impl Element for $t {
            #[inline(always)]
            fn add_elem(self, rhs: Self) -> Self { <$t as HalfFloat>::narrow(self.widen() + rhs.widen()) }
            #[inline(always)]
            fn sub_elem(self, rhs: Self) -> Self { <$t as HalfFloat>::narrow(self.widen() - rhs.widen()) }
            #[inline(always)]
            fn mul_elem(self, rhs: Self) -> Self { <$t as HalfFloat>::narrow(self.widen() * rhs.widen()) }
            #[inline(always)]
            fn div_elem(self, rhs: Self) -> Self { <$t as HalfFloat>::narrow(self.widen() / rhs.widen()) }
            #[inline(always)]
            fn rem_elem(self, rhs: Self) -> Self { <$t as HalfFloat>::narrow(self.widen() % rhs.widen()) }
            type Accumulator = f32;
            #[inline(always)]
            fn to_accumulator(self) -> f32 { self.widen() }
            #[inline(always)]
            fn from_accumulator(acc: f32) -> Self { <$t as HalfFloat>::narrow(acc) }
        }

        impl SignedElement for $t {
            #[inline(always)]
            fn neg_elem(self) -> Self { -self }
        }

        impl AbsElement for $t {
            #[inline(always)]
            fn abs_elem(self) -> Self { <$t>::from_bits(self.to_bits() & 0x7fff) }
        }

        impl PowElement for $t {
            type Exp = i32;
            #[inline(always)]
            fn pow_elem(self, exp: Self) -> Self {
                <$t as HalfFloat>::narrow(self.widen().powf(exp.widen()))
            }
            #[inline(always)]
            fn powi_elem(self, exp: i32) -> Self {
                <$t as HalfFloat>::narrow(self.widen().powi_elem(exp))
            }
            #[inline(always)]
            fn exp_as_elem(exp: i32) -> Self {
                <$t as HalfFloat>::narrow(exp as f32)
            }
        }

        impl FloatElement for $t {
            #[inline(always)]
            fn round_half_even(self) -> Self {
                <$t as HalfFloat>::narrow(self.widen().round_ties_even())
            }
            #[inline(always)]
            fn erf_elem(self) -> Self {
                <$t as HalfFloat>::narrow(libm::erff(self.widen()))
            }
        }
    )*};
}

half_elements!(bf16, f16);

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `bf16` pair of a spread of values, the sum against the `f64` sum rounded once
    /// (exact in `f64`, so one rounding to `bf16` is the correctly rounded result).
    #[test]
    fn arithmetic_rounds_once_to_nearest_even() {
        let values: Vec<f32> = [
            0.0, -0.0, 1.0, -1.5, 3.140625, 1e-3, 255.0, 65504.0, 1e30, -7.0e-39,
        ]
        .to_vec();
        for &x in &values {
            for &y in &values {
                let (a, b) = (bf16::from_f32(x), bf16::from_f32(y));
                let exact = a.to_f64() + b.to_f64();
                assert_eq!(a.add_elem(b), bf16::from_f64(exact), "{a} + {b}");
                let (a, b) = (f16::from_f32(x), f16::from_f32(y));
                let exact = a.to_f64() * b.to_f64();
                assert_eq!(
                    a.mul_elem(b).to_bits(),
                    f16::from_f64(exact).to_bits(),
                    "{a} * {b}"
                );
            }
        }
        // 1 + 2^-8 is a tie between 1 and 1 + 2^-7 in bf16: even (1) wins.
        let tie = bf16::ONE.add_elem(bf16::from_f32(1.0 / 256.0));
        assert_eq!(tie, bf16::ONE);
        let up = bf16::ONE.add_elem(bf16::from_f32(3.0 / 256.0));
        assert_eq!(up.to_f32(), 1.015625);
    }

    #[test]
    fn special_values_are_kept() {
        assert!(bf16::NAN.add_elem(bf16::ONE).is_nan());
        assert_eq!(bf16::INFINITY.neg_elem(), bf16::NEG_INFINITY);
        assert_eq!(bf16::NEG_INFINITY.abs_elem(), bf16::INFINITY);
        assert_eq!(f16::from_f32(-0.0).abs_elem().to_bits(), 0);
        assert_eq!(f16::MAX.add_elem(f16::MAX), f16::INFINITY);
        assert_eq!(bf16::from_f32(2.5).round_half_even(), bf16::from_f32(2.0));
        assert_eq!(bf16::from_f32(2.0).powi_elem(-2), bf16::from_f32(0.25));
        assert_eq!(bf16::ONE.div_elem(bf16::ZERO), bf16::INFINITY);
    }
}
