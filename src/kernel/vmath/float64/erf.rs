//! `erf` without a division or a branch: two polynomials and an exponential, evaluated for
//! every element and the result selected (a vector cannot branch per lane).
//!
//! On `a = |x|`:
//! - `a < 1.5`: `erf(a) = a + a g(a^2)`, with `g` a polynomial of degree 14 in `a^2 - 1`
//!   fitted to `erf(a) / a - 1` (centred so that the terms of Horner's rule shrink: no
//!   cancellation up to 1.5);
//! - `1.5 <= a < 5.921875`: `erf(a) = 1 - e^(h(a))`, with `h` a polynomial of degree 14 in
//!   `a - 3.5` (exact: the two are within a factor 2, or `a`'s ulp is coarser) fitted to
//!   `ln(erfc a)`, its error weighted by `erfc(a)`, which is what reaches `erf`;
//! - from 5.921875 on `erf` rounds to 1: larger inputs (the infinities too) are clamped to it.
//!
//! The split is where `erfc(a)` (0.034) is small enough that the rounding of `h` (an ulp of a
//! number near -3.4) and of the exponential move `erf` by a fraction of its ulp. The
//! polynomials are near-minimax (Lawson's weighted least squares in mpmath, `erf_fit.py`
//! beside this file prints them) with errors under `2^-58` relative to `erf`.

use super::exp::exp_coarse;
use super::MulAdd;

/// Where the pieces change.
const SPLIT: f64 = 1.5;
/// From here on `erf` rounds to 1.
const SATURATION: f64 = 5.921_875;
/// The centres of the two polynomials' variables.
const NEAR_CENTRE: f64 = 1.0;
const FAR_CENTRE: f64 = 3.5;
/// Below this (except 0), the scalar form: the products of the fast form would be subnormal
/// and lose bits.
const TINY: f64 = 1.0e-300;

/// The inputs [`erf`] leaves to the scalar form: NaN and tiny nonzero inputs.
#[inline(always)]
#[allow(clippy::neg_cmp_op_on_partial_ord)] // NaN is outside: the comparison is false for it
pub(super) fn outside_erf(x: f64) -> bool {
    let a = x.abs();
    !(a >= TINY) & (a != 0.0)
}

/// `g`, highest degree first.
const NEAR: [f64; 15] = [
    f64::from_bits(0x3d46_690e_df32_aa94),
    f64::from_bits(0xbd87_a0d3_a78c_25a3),
    f64::from_bits(0x3dc4_9ba4_f718_ad47),
    f64::from_bits(0xbe00_e032_80ea_b8ad),
    f64::from_bits(0x3e39_9b03_3e52_d65f),
    f64::from_bits(0xbe71_d89f_bae0_ff89),
    f64::from_bits(0x3ea6_aecc_74f0_e6c5),
    f64::from_bits(0xbeda_0dfb_f46a_0e70),
    f64::from_bits(0x3f0a_c251_19c8_7bf1),
    f64::from_bits(0xbf38_4227_ca7a_fafb),
    f64::from_bits(0x3f63_1cd0_cec0_7a13),
    f64::from_bits(0xbf89_b3c1_054f_200a),
    f64::from_bits(0x3fac_f6d2_bc57_8656),
    f64::from_bits(0xbfcb_5db0_4512_54f0),
    f64::from_bits(0xbfc4_2261_62fb_ddd5),
];

/// `h`, highest degree first.
const FAR: [f64; 15] = [
    f64::from_bits(0xbde5_5158_754c_ff5e),
    f64::from_bits(0xbe14_9b0d_d46b_4a9d),
    f64::from_bits(0xbe35_73f9_c299_7a37),
    f64::from_bits(0xbe4a_391b_c412_19e7),
    f64::from_bits(0xbe35_fcc0_c059_2961),
    f64::from_bits(0xbe77_5ffe_78e6_d6a8),
    f64::from_bits(0x3ea3_fc4e_4d52_c2de),
    f64::from_bits(0xbed0_3c70_e3d9_f332),
    f64::from_bits(0x3ef9_9564_7752_ca40),
    f64::from_bits(0xbf23_4e73_366e_f649),
    f64::from_bits(0x3f4c_a0ff_6eb7_030f),
    f64::from_bits(0xbf75_6780_5a2a_0488),
    f64::from_bits(0xbfee_efa4_1a4e_3203),
    f64::from_bits(0xc01d_107c_6915_b1a6),
    f64::from_bits(0xc02c_3991_652a_1997),
];

/// The polynomial of degree 14 with coefficients `c` (highest degree first) at `u`: the terms
/// from `u^2` on by Estrin's scheme (pairs of terms in `u`, pairs of those in `u^2`, then in
/// `u^4` and `u^8`), the last two steps by Horner's rule, whose roundings are those of the
/// largest terms. Five multiply-adds deep instead of Horner's fourteen, so that the loop is
/// not bound by their latency.
#[inline(always)]
fn polynomial<M: MulAdd>(u: f64, c: &[f64; 15]) -> f64 {
    // `k(i)` is the coefficient of `u^i`.
    let k = |i: usize| c[14 - i];
    let u2 = u * u;
    let u4 = u2 * u2;
    let u8 = u4 * u4;
    let pair = |i: usize| M::mul_add(k(i + 1), u, k(i));
    // The terms from `u^2` on, divided by `u^2`.
    let q0 = M::mul_add(pair(4), u2, pair(2));
    let q1 = M::mul_add(pair(8), u2, pair(6));
    let q2 = M::mul_add(pair(12), u2, pair(10));
    let high = M::mul_add(M::mul_add(k(14), u4, q2), u8, M::mul_add(q1, u4, q0));
    M::mul_add(M::mul_add(high, u, k(1)), u, k(0))
}

/// `erf x` for every `x` but NaN and tiny nonzero `x`.
#[inline(always)]
pub(super) fn erf<M: MulAdd>(x: f64) -> f64 {
    let a = x.abs();
    let a = if a < SATURATION { a } else { SATURATION };
    let near = M::mul_add(a, polynomial::<M>(M::mul_add(a, a, -NEAR_CENTRE), &NEAR), a);
    // Evaluated from the split on for the smaller elements, whose result is not used.
    let b = if a > SPLIT { a } else { SPLIT };
    let far = 1.0 - exp_coarse::<M>(polynomial::<M>(b - FAR_CENTRE, &FAR));
    let y = if a < SPLIT { near } else { far };
    y.copysign(x)
}
