//! `tanh` and GELU's tanh form, through `e^y - 1` as fdlibm's `tanh`: `-t / (t + 2)` with
//! `t = e^(-2|x|) - 1` below 1, `1 - 2 / (t + 2)` with `t = e^(2|x|) - 1` from 1 on (each
//! form where it has no cancellation), both through one `expm1` and one division per element.

use super::exp::expm1;
use super::MulAdd;

/// From here on `tanh(|x|)` rounds to 1 (`1 - tanh(22) < 2^-62`); larger inputs are clamped
/// to it, so the infinities give `±1` without a branch.
const SATURATION: f64 = 22.0;

/// `tanh x` for every `x` but NaN.
#[inline(always)]
pub(super) fn tanh<M: MulAdd>(x: f64) -> f64 {
    let a = x.abs();
    let a = if a < SATURATION { a } else { SATURATION };
    let small = a < 1.0;
    let t = expm1::<M>(if small { -2.0 * a } else { 2.0 * a });
    let d = t + 2.0;
    let y = if small { -t / d } else { 1.0 - 2.0 / d };
    y.copysign(x)
}

/// `sqrt(2 / pi)`, written as PyTorch's `M_SQRT2 * M_2_SQRTPI * 0.5` (as the scalar form).
const BETA: f64 = core::f64::consts::SQRT_2 * core::f64::consts::FRAC_2_SQRT_PI * 0.5;

/// `x / 2 * (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3)))` for finite `x`, in the scalar form's
/// order of operations.
#[inline(always)]
pub(super) fn gelu_tanh<M: MulAdd>(x: f64) -> f64 {
    let inner = BETA * (x + 0.044715 * x * x * x);
    0.5 * x * (1.0 + tanh::<M>(inner))
}
