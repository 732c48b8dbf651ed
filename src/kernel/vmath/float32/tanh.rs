//! `tanh`: Cephes' `tanhf` polynomial near 0, `1 - 2 / (e^2|x| + 1)` elsewhere, where the
//! subtraction shrinks the error of `e^2|x|` at least three times.

use super::exp::{exp_fast_horner, exp_parts, scale, FAST_RANGE};
use super::MulAdd;

/// Where the polynomial stops: above, `1 - 2 / (e^2|x| + 1)` cancels little.
const SMALL: f32 = 0.625;

/// Whether `x` is outside [`tanh_fast`]'s range (NaN included).
#[inline(always)]
#[allow(clippy::neg_cmp_op_on_partial_ord)] // NaN is outside: the comparison is false for it
pub(super) fn outside_fast_range(x: f32) -> bool {
    !(x.abs() <= FAST_RANGE * 0.5)
}

/// [`tanh`] for `|x| <= FAST_RANGE / 2`: the polynomial near 0, else `1 - 2 / (e^2|x| + 1)`
/// with the short exponential polynomial (the full-range form takes the longer one and scales
/// in two steps).
#[inline(always)]
pub(super) fn tanh_fast<M: MulAdd>(x: f32) -> f32 {
    let a = x.abs();
    let large = 1.0 - 2.0 / (exp_fast_horner::<M>(a + a) + 1.0);
    f32::copysign(if a < SMALL { small::<M>(a) } else { large }, x)
}

/// `tanh(a)` for `0 <= a < SMALL`: Cephes' odd polynomial.
#[inline(always)]
fn small<M: MulAdd>(a: f32) -> f32 {
    let z = a * a;
    let mut p = -5.704_988_7e-3_f32;
    p = M::mul_add(p, z, 2.063_909e-2);
    p = M::mul_add(p, z, -5.373_971_6e-2);
    p = M::mul_add(p, z, 1.333_144_2e-1);
    p = M::mul_add(p, z, -3.333_328e-1);
    M::mul_add(p * z, a, a)
}

/// `tanh(x)`; `tanh(+-inf) = +-1`, `tanh(+-0) = +-0`, NaN stays NaN.
#[inline(always)]
pub(super) fn tanh<M: MulAdd>(x: f32) -> f32 {
    let a = x.abs();
    // e^2|x| overflows to infinity above |x| = 44, where the quotient becomes 0 and the
    // result 1, as it rounds to for |x| > 9.
    let (y, n) = exp_parts::<M>(a + a);
    let large = 1.0 - 2.0 / (scale(y, n) + 1.0);
    // On |x|, signed at the end: `x + x * ...` would give +0 for -0.
    let t = f32::copysign(if a < SMALL { small::<M>(a) } else { large }, x);
    if x.is_nan() {
        x
    } else {
        t
    }
}
