//! `erf`.
//!
//! `erf(a) = a + a g(a^2)` for `a <= 1`, and `1 - erfc(a)` with `erfc(a) = e^(P(a))` above,
//! where the subtraction shrinks `erfc`'s error five times or more; `g` is fitted (minimax,
//! each coefficient rounded to `f32` in turn and the rest refitted) to `erf(sqrt s) / sqrt s - 1`
//! on `[0, 1]`, and `P` to `ln(erfc a)` on `[1, 4]` with the weight `erfc(a)`.

use super::exp::exp_fast_horner;
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
