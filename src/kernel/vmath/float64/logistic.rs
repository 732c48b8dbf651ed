//! The logistic function and SiLU, by the scalar forms' formulas with the vector `exp`.

use super::exp::exp;
use super::MulAdd;

/// `1 / (1 + e^-x)` for `|x| <= 708`: as `e^x / (1 + e^x)` for negative `x`, so that the
/// exponential never exceeds 1 (the scalar form's rule, and its bits when `exp` agrees).
#[inline(always)]
pub(super) fn sigmoid<M: MulAdd>(x: f64) -> f64 {
    let e = exp::<M>(-x.abs());
    let numerator = if x >= 0.0 { 1.0 } else { e };
    numerator / (1.0 + e)
}

/// `x / (1 + e^-x)` for `|x| <= 708`.
#[inline(always)]
pub(super) fn silu<M: MulAdd>(x: f64) -> f64 {
    x / (1.0 + exp::<M>(-x))
}
