//! `x^e` for a fixed exponent, as `2^(e log2|x|)` evaluated in `f64`, whose error (about
//! 1e-13 relative) leaves only the final rounding to `f32`: the result is within half an ulp
//! plus a hair of the true power, subnormal results included.
//!
//! Bases `0`, `+-inf` and NaN, and exponents that are not finite or are 0, take the scalar
//! `powf` (C's `pow` rules). Negative bases are handled in the fast loop: `|x|^e`, negated for
//! odd integer `e`, NaN for non-integer `e`.

use super::super::scalar;
use super::{map_with, Op};
use core::mem::MaybeUninit;

/// `x^e` for every element of `src`.
#[inline(always)]
pub(super) fn powf(e: f32, src: &[f32], out: &mut [MaybeUninit<f32>]) {
    let slow = |x: f32| scalar::one(Op::Powf(e), x, libm::erff);
    if !e.is_finite() || e == 0.0 {
        return map_with(src, out, slow, |_| false, slow);
    }
    let integer = e == e.trunc();
    // Odd only below 2^24: every larger f32 is even.
    let odd = integer && e.abs() < 16_777_216.0 && (e as i32) % 2 != 0;
    let e64 = f64::from(e);
    map_with(
        src,
        out,
        #[inline(always)]
        |x| {
            let p = exp2(e64 * log2(f64::from(x.abs()))) as f32;
            let p = if x < 0.0 && odd { -p } else { p };
            if x < 0.0 && !integer {
                f32::NAN
            } else {
                p
            }
        },
        |x| !(x.abs() > 0.0 && x.abs() < f32::INFINITY),
        slow,
    )
}

/// `log2(x)` for finite positive `x` with a relative error near 1e-15: `x = m * 2^k` with `m`
/// in `[sqrt(1/2), sqrt(2))`, and `ln m = 2 atanh(s)`, `s = (m - 1) / (m + 1)`, by its series
/// to `s^15` (`|s| < 0.172`).
#[inline(always)]
fn log2(x: f64) -> f64 {
    let bits = x.to_bits();
    let k = ((bits >> 52) as i64).wrapping_sub(1023);
    let m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    let above = m > core::f64::consts::SQRT_2;
    let m = if above { m * 0.5 } else { m };
    let k = if above { k.wrapping_add(1) } else { k };
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut p = 1.0 / 15.0;
    p = p * s2 + 1.0 / 13.0;
    p = p * s2 + 1.0 / 11.0;
    p = p * s2 + 1.0 / 9.0;
    p = p * s2 + 1.0 / 7.0;
    p = p * s2 + 1.0 / 5.0;
    p = p * s2 + 1.0 / 3.0;
    p = p * s2 + 1.0;
    let ln_m = 2.0 * s * p;
    ln_m * core::f64::consts::LOG2_E + k as f64
}

/// `2^y`, with `y` clamped to `[-200, 200]` (beyond, the `f32` result is 0 or infinite):
/// `y = j + r`, `|r| <= 1/2`, and `2^r = e^(r ln 2)` by Taylor's series to degree 12.
#[inline(always)]
pub(super) fn exp2(y: f64) -> f64 {
    // Adding 1.5 * 2^52 rounds to an integer, which lands in the low mantissa bits.
    const MAGIC: f64 = 6_755_399_441_055_744.0;
    let y = if y >= -200.0 { y } else { -200.0 };
    let y = if y <= 200.0 { y } else { 200.0 };
    let t = y + MAGIC;
    let j = (t.to_bits() as i64).wrapping_sub(MAGIC.to_bits() as i64);
    let r = (y - (t - MAGIC)) * core::f64::consts::LN_2;
    let mut p = 1.0 / 479_001_600.0;
    for d in [
        39_916_800.0,
        3_628_800.0,
        362_880.0,
        40_320.0,
        5_040.0,
        720.0,
        120.0,
        24.0,
        6.0,
        2.0,
        1.0,
        1.0,
    ] {
        p = p * r + 1.0 / d;
    }
    p * f64::from_bits((j.wrapping_add(1023) as u64).wrapping_shl(52))
}
