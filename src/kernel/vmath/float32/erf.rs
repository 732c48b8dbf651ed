//! `erf` and exact GELU.
//!
//! `erf(a) = a + a g(a^2)` for `a <= 1`, and `1 - erfc(a)` with `erfc(a) = e^(P(a))` above,
//! where the subtraction shrinks `erfc`'s error five times or more; `g` is fitted (minimax,
//! each coefficient rounded to `f32` in turn and the rest refitted) to `erf(sqrt s) / sqrt s - 1`
//! on `[0, 1]`, and `P` to `ln(erfc a)` on `[1, 4]` with the weight `erfc(a)`.
//!
//! GELU needs `erfc` to full relative precision up to `a = 4` (its negative side is
//! `x / 2 * erfc(|x| / sqrt 2)`): `erfc(a) = e^(h(a) - a^2)`, with `h` fitted to
//! `ln(erfc a) + a^2` on `[0, 4]` and `a^2 = x^2 / 2` kept exact from `x`.

use super::exp::{exp_fast_horner, half_exp_minus_half_square};
use super::sigmoid::TINY;
use super::MulAdd;

/// `erf(a) = 1 - erfc(a)` from here on (below, the subtraction would cancel).
const ERF_SPLIT: f32 = 1.0;
/// Where `P` ends: `erf(a)` rounds to 1 from 3.92 on.
const ERFC_END: f32 = 4.0;

/// `erf(a)` for `0 <= a <= 1` (also right for subnormal `a`; NaN stays NaN).
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

/// `h(a) = ln(erfc(a)) + a^2` for `0 <= a <= 4`, of `u = a / 2 - 1`.
#[inline(always)]
fn h_of<M: MulAdd>(u: f32) -> f32 {
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

/// `ln(erfc(a))` for `1 <= a <= 4`, accurate to what `erf = 1 - erfc` keeps (a relative error
/// of `erfc` is shrunk by `erfc(a) / erf(a) <= 0.19` there): a polynomial in `a - 1`, exact for
/// those `a`, fitted with the error weighted by `erfc(a)`.
#[inline(always)]
fn ln_erfc<M: MulAdd>(a: f32) -> f32 {
    let v = a - 1.0;
    let mut p = 1.855_768e-4_f32;
    p = M::mul_add(p, v, -1.826_173_2e-3);
    p = M::mul_add(p, v, 9.890_905e-3);
    p = M::mul_add(p, v, -4.150_069_5e-2);
    p = M::mul_add(p, v, -8.431_183e-1);
    p = M::mul_add(p, v, -2.638_966_8);
    M::mul_add(p, v, -1.849_605_6)
}

/// `erf(x)`; `+-1` at `+-inf`, `erf(+-0) = +-0`, NaN stays NaN (the small form, chosen for it,
/// passes it through).
#[inline(always)]
pub(super) fn erf<M: MulAdd>(x: f32) -> f32 {
    let a = x.abs();
    let m = if a < ERFC_END { a } else { ERFC_END };
    let large = 1.0 - exp_fast_horner::<M>(ln_erfc::<M>(m));
    let e = if a > ERF_SPLIT {
        large
    } else {
        erf_small::<M>(a)
    };
    f32::copysign(e, x)
}

/// Where GELU's form ends, `4 sqrt 2`: below `-X_END` GELU is `-0`, as the formula gives in
/// `f32` (the true value is under `5e-8` in magnitude there); above `X_END` it is `x`.
pub(super) const X_END: f32 = 4.0 * core::f32::consts::SQRT_2;

/// `x / 2 * (1 + erf(x / sqrt 2))`, as `max(x, 0) - |x| / 2 * erfc(a)`, `a = |x| / sqrt 2`,
/// which `f32` evaluates without cancellation for either sign; `-0` at `-inf`.
///
/// `erfc(a) / 2 = e^(h(a) - x^2 / 2) / 2` with `x^2 / 2` kept exact in two parts, since its
/// rounding would be magnified by up to 16 in the exponential. `|x|` is clamped to `X_END`,
/// where `erfc(4) / 2 < 2^-26` leaves positive `x` (and `+inf`) unchanged; NaN passes through
/// `max`.
#[inline(always)]
pub(super) fn gelu<M: MulAdd>(x: f32) -> f32 {
    let y = x.abs();
    let y = if y < X_END { y } else { X_END };
    // (a - 2) / 2, h's variable.
    let u = M::mul_add(y, core::f32::consts::FRAC_1_SQRT_2 * 0.5, -1.0);
    let half_erfc = half_exp_minus_half_square::<M>(y, h_of::<M>(u));
    // `max(x, 0)` that keeps NaN and -0.
    let positive_part = if 0.0 > x { 0.0 } else { x };
    let g = M::mul_add(-y, half_erfc, positive_part);
    // Tiny x: the formula's `x / 2`, rounded as the scalar form rounds it (ties to even, where
    // the true value, a hair above the tie, would round away).
    let g = if x.abs() < TINY { x * 0.5 } else { g };
    if x < -X_END {
        -0.0
    } else {
        g
    }
}
