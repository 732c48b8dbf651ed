//! `erf` and exact GELU from two approximations: `erf(a) = a + a g(a^2)` for `a <= 1`, and
//! `erfc(a) = e^(h(a) - a^2)` for `a` up to 4, with polynomials `g` and `h` fitted (minimax,
//! each coefficient rounded to `f32` in turn and the rest refitted) to `erf(sqrt s) / sqrt s - 1`
//! on `[0, 1]` and to `ln(erfc a) + a^2` on `[0, 4]`.
//!
//! GELU needs only `erfc`: `x / 2 * erfc(|x| / sqrt 2)` for negative `x`, and
//! `x - x / 2 * erfc(x / sqrt 2)` for positive `x`, which `f32` evaluates without cancellation.

use super::exp::{exp_fast, exp_split_parts, pow2};
use super::sigmoid::TINY;
use super::MulAdd;

/// `erf(a) = 1 - erfc(a)` from here on (below, the subtraction would cancel).
const ERF_SPLIT: f32 = 1.0;
/// The end of `h`'s range: `erf(a)` rounds to 1 from 3.92 on.
const ERFC_END: f32 = 4.0;

/// `erf(a)` for `0 <= a <= 1` (also right for subnormal `a`).
#[inline(always)]
fn erf_small<M: MulAdd>(a: f32) -> f32 {
    let s = a * a;
    let mut g = 7.807_454e-5_f32;
    g = M::mul_add(g, s, -7.997_973e-4);
    g = M::mul_add(g, s, 5.187_170_6e-3);
    g = M::mul_add(g, s, -2.685_335e-2);
    g = M::mul_add(g, s, 1.128_357_9e-1);
    g = M::mul_add(g, s, -3.761_262_6e-1);
    g = M::mul_add(g, s, 1.283_791_7e-1);
    M::mul_add(a, g, a)
}

/// `h(a) = ln(erfc(a)) + a^2` for `0 <= a <= 4`.
#[inline(always)]
fn h<M: MulAdd>(a: f32) -> f32 {
    let u = (a - 2.0) * 0.5;
    let mut h = 1.617_281_2e-4_f32;
    h = M::mul_add(h, u, -3.473_463_6e-4);
    h = M::mul_add(h, u, 6.264_448e-5);
    h = M::mul_add(h, u, 6.840_455e-4);
    h = M::mul_add(h, u, -2.629_03e-3);
    h = M::mul_add(h, u, 8.567_433e-3);
    h = M::mul_add(h, u, -2.344_270_6e-2);
    h = M::mul_add(h, u, 5.715_309_5e-2);
    h = M::mul_add(h, u, -1.317_201_4e-1);
    h = M::mul_add(h, u, 3.049_948_8e-1);
    h = M::mul_add(h, u, -8.363_216_5e-1);
    M::mul_add(h, u, -1.364_941_2)
}

/// `-x^2 / 2` as an exact `hi + lo` for `|x| <= 4 sqrt 2`, `hi` a multiple of `2^-22` as
/// `exp_split_parts` requires: `x`'s mantissa cut to 11 significant bits squares exactly.
#[inline(always)]
fn minus_half_square(x: f32) -> (f32, f32) {
    let xh = f32::from_bits(x.to_bits() & 0xffff_e000);
    let xl = x - xh;
    (-(xh * xh) * 0.5, -(xh * xl + 0.5 * xl * xl))
}

/// `erf(x)`; `+-1` at `+-inf`, `erf(+-0) = +-0`, NaN stays NaN. Above 1, the rounding of
/// `a^2` changes `erfc(a)` by at most 5e-7 of itself, which `1 - erfc` shrinks below 0.1 ulp.
#[inline(always)]
pub(super) fn erf<M: MulAdd>(x: f32) -> f32 {
    let a = x.abs();
    let small = erf_small::<M>(if a <= ERF_SPLIT { a } else { ERF_SPLIT });
    let m = if a <= ERFC_END { a } else { ERFC_END };
    let large = 1.0 - exp_fast::<M>(h::<M>(m) - m * m);
    let e = f32::copysign(if a <= ERF_SPLIT { small } else { large }, x);
    if x.is_nan() {
        x
    } else {
        e
    }
}

/// `x / 2 * (1 + erf(x / sqrt 2))`; `-0` at `-inf` (the formula's `-inf * 0`).
///
/// `erfc(a)`, `a = |x| / sqrt 2`, is `e^(h(a) - x^2 / 2)` with `x^2 / 2` from `x` exactly, since
/// its rounding would be magnified by up to 16 in the exponential. Below `x = -4 sqrt 2` the
/// result is `-0`, as the formula gives in `f32` (the true value is under `5e-8` in magnitude
/// there); above `4 sqrt 2` it is `x`.
#[inline(always)]
pub(super) fn gelu<M: MulAdd>(x: f32) -> f32 {
    let a = (x * core::f32::consts::FRAC_1_SQRT_2).abs();
    let inside = a <= ERFC_END;
    let m = if inside { a } else { ERFC_END };
    let (hi, lo) = minus_half_square(if inside { x } else { 0.0 });
    let (y, n) = exp_split_parts::<M>(hi, h::<M>(m), lo);
    // x / 2 * erfc(a)
    let tail = 0.5 * x * y * pow2(n);
    let g = if x > 0.0 {
        if inside {
            x - tail
        } else {
            x
        }
    } else if inside {
        tail
    } else {
        -0.0
    };
    // Tiny x: the formula's `x / 2`, rounded as the scalar form rounds it (ties to even, where
    // the true value, a hair above the tie, would round away).
    let g = if x.abs() < TINY { x * 0.5 } else { g };
    if x.is_nan() {
        x
    } else if x == f32::NEG_INFINITY {
        -0.0
    } else {
        g
    }
}
