//! The logistic function and the ops built on it, `sigmoid` and `silu`, each from `e^-|v|`,
//! which never overflows.
//!
//! For `v < 0`, `sigmoid(v) = e^v / (1 + e^v)`; a product `x * sigmoid(v)` is formed on the
//! mantissa of `e^v` and scaled by its power of two last, so tiny results (subnormal ones
//! included) are rounded once.

use super::exp::{exp_fast, exp_parts, scale};
use super::MulAdd;

/// Below this magnitude GELU is `x / 2` to far more than `f32` precision.
pub(super) const TINY: f32 = 1e-20;

/// Below this `v`, `x * sigmoid(v)` rounds to 0 for every `x` the callers pass (`|x| <= |v|`),
/// and `e^v` is no longer computed (`exp_parts` clamps it).
const VANISHES: f32 = -110.0;

/// `x * sigmoid(v)` from `e^-|v|`, for `x` of any sign with `|x| <= max(1, |v|)`.
#[inline(always)]
fn times_sigmoid<M: MulAdd>(x: f32, v: f32) -> f32 {
    let (y, n) = exp_parts::<M>(-v.abs());
    let denominator = 1.0 + scale(y, n);
    let positive = v >= 0.0;
    let numerator = if positive { x } else { x * y };
    let n = if positive { 0 } else { n };
    let s = scale(numerator / denominator, n);
    if v < VANISHES {
        x * 0.0
    } else {
        s
    }
}

/// [`sigmoid`] for `|x| <= FAST_RANGE` (`exp::outside_fast_range` is false).
#[inline(always)]
pub(super) fn sigmoid_fast<M: MulAdd>(x: f32) -> f32 {
    let e = exp_fast::<M>(-x.abs());
    let numerator = if x >= 0.0 { 1.0 } else { e };
    quotient_by_one_plus::<M>(numerator, e)
}

/// `n / (1 + e)` for `0 < e <= 1` and `n` in `{1, e}`, without the rounding of `1 + e`.
#[inline(always)]
fn quotient_by_one_plus<M: MulAdd>(n: f32, e: f32) -> f32 {
    let (q, residual, reciprocal) = quotient_parts::<M>(n, e);
    M::mul_add(residual, reciprocal, q)
}

/// The quotient `q = n / (1 + e)` by the rounded sum and what corrects it for that rounding,
/// `residual * reciprocal`: the exact residual `n - q - q e` (`n - q` is exact, as `q` is
/// within a factor 2 of `n`) and an approximate `1 / (1 + e)`, whose error of under 9% touches
/// only the correction.
#[inline(always)]
fn quotient_parts<M: MulAdd>(n: f32, e: f32) -> (f32, f32, f32) {
    let sum = 1.0 + e;
    let q = n / sum;
    let residual = M::mul_add(-q, e, n - q);
    // The best line through 1 / s on [1, 2].
    let reciprocal = M::mul_add(sum, -0.5, 1.457);
    (q, residual, reciprocal)
}

/// SiLU, `x / (1 + e^-x)`, for `|x| <= FAST_RANGE` (`exp::outside_fast_range` is false).
#[inline(always)]
pub(super) fn silu_fast<M: MulAdd>(x: f32) -> f32 {
    let e = exp_fast::<M>(-x.abs());
    // `x * sigmoid(x)`, the product formed with the sigmoid's correction and its own rounding
    // error, so that it rounds once (`x e` or `x * sigmoid` rounded first would add an error).
    let numerator = if x >= 0.0 { 1.0 } else { e };
    let (q, residual, reciprocal) = quotient_parts::<M>(numerator, e);
    let product = x * q;
    let correction = M::mul_add(x * residual, reciprocal, M::product_minus(x, q, product));
    // SiLU has `x`'s sign; this also keeps the zeros' signs, which the corrections' `+0` lose.
    f32::copysign(product + correction, x)
}

/// `1 / (1 + e^-x)`; 0 and 1 at the infinities, NaN stays NaN.
#[inline(always)]
pub(super) fn sigmoid<M: MulAdd>(x: f32) -> f32 {
    let s = times_sigmoid::<M>(1.0, x);
    if x.is_nan() {
        x
    } else {
        s
    }
}
