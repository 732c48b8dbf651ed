//! GELU's tanh form, `x / 2 * (1 + tanh(u))` with `u = sqrt(2 / pi) * (x + 0.044715 x^3)`,
//! computed in `f64` as the equal `x * sigmoid(2u)` (no cancellation for negative `x`), so
//! that the rounding of `u` in `f32`, which `e^2u` would magnify, does not occur.
//!
//! With `v = 2u` and `e = e^-|v|`: `x / (1 + e)` for `v >= 0`, `x e / (1 + e)` below. The
//! `f64` value is within about 2^-41 of the exact one, relatively, so that its one rounding to
//! `f32` gives the correctly rounded result but for true values within 2^-17 ulp of a tie:
//! - `e = 2^j e^r` with `|r| <= ln 2 / 2`, `r = -|v| - j ln 2` in one multiply-add (the error
//!   of the constant `ln 2`, times `|j| <= 202`, is under 2^-47 of `e`), and `e^r` by Taylor's
//!   series to `r^10` by fused multiply-adds (remainder under 2^-42);
//! - `v` as `x (2 beta + 2 beta 0.044715 x^2)`, its error (a few units of 2^-53) magnified by
//!   `|v| <= 140` in `e`;
//! - one `f64` division: the loop is bound by its arithmetic on both ports, which the divider
//!   runs beside (an `f32` reciprocal corrected by the residual was slower).
//!
//! `f64` halves the lanes per vector against the `f32` ops: that, not the formula, is what
//! this op pays over `tanh` for its correct rounding.

use super::sigmoid::TINY;
use super::MulAdd;

/// `sqrt(2 / pi)`, as PyTorch writes it: `M_SQRT2 * M_2_SQRTPI * 0.5`.
const BETA: f64 = core::f64::consts::SQRT_2 * core::f64::consts::FRAC_2_SQRT_PI * 0.5;

/// Adding 1.5 * 2^52 rounds to an integer, which lands in the low mantissa bits.
const MAGIC: f64 = 6_755_399_441_055_744.0;

/// `-|v|` is clamped to this (`e^-140` is still a normal `f64`).
const LOWEST: f64 = -140.0;

/// Below this `x` (`v < -142`) the result is `x * 0 = -0`: the true value is below the
/// smallest `f32`, but `x e^-140` of a huge `x` would not be. Between `LOWEST` and there,
/// `|x| e^-140 < 12 e^-140` rounds to `-0` too.
const VANISHES: f32 = -12.0;

/// `1 / k!` for `k = 10` down to 0, in the order of Horner's rule.
const TAYLOR: [f64; 11] = [
    1.0 / 3_628_800.0,
    1.0 / 362_880.0,
    1.0 / 40_320.0,
    1.0 / 5_040.0,
    1.0 / 720.0,
    1.0 / 120.0,
    1.0 / 24.0,
    1.0 / 6.0,
    0.5,
    1.0,
    1.0,
];

/// GELU's tanh form of one element: `-0` at `-inf` (and where the result is below the
/// smallest `f32`), `+inf` at `+inf`, NaN stays NaN, and the formula's `x / 2` below `TINY`, rounded as
/// the scalar form rounds it.
#[inline(always)]
pub(super) fn gelu_tanh<M: MulAdd>(x: f32) -> f32 {
    let x64 = f64::from(x);
    let v = x64 * M::mul_add_f64(x64 * x64, 2.0 * BETA * 0.044_715, 2.0 * BETA);
    let a = -v.abs();
    // NaN is clamped too (its result is NaN through `x64`).
    let a = if a >= LOWEST { a } else { LOWEST };
    let t = M::mul_add_f64(a, core::f64::consts::LOG2_E, MAGIC);
    let j = t - MAGIC;
    let r = M::mul_add_f64(j, -core::f64::consts::LN_2, a);
    let mut p = TAYLOR[0];
    for &c in &TAYLOR[1..] {
        p = M::mul_add_f64(p, r, c);
    }
    // `2^j` from `j`'s low bits in `t` (`j + 1023` is in `[821, 1023]`).
    let e = p * f64::from_bits(t.to_bits().wrapping_add(1023) << 52);
    let d = 1.0 + e;
    let n = if v >= 0.0 { x64 } else { x64 * e };
    let g = (n / d) as f32;
    let g = if x < VANISHES { x * 0.0 } else { g };
    // Tiny x: the formula's `x / 2`, rounded as the scalar form rounds it (ties to even, where
    // the true value, a hair above the tie, would round away).
    let g = if x.abs() < TINY { x * 0.5 } else { g };
    if x == f32::NEG_INFINITY {
        -0.0
    } else {
        g
    }
}
