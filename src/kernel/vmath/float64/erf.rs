//! `erf` and the exact GELU: fdlibm's piecewise rational approximations of `erf`, every piece
//! evaluated for every element (a vector cannot branch per lane) and the result selected.
//!
//! fdlibm's four pieces, on `a = |x|`:
//! - `a < 0.84375`: `a + a P(a^2) / Q(a^2)`;
//! - `a < 1.25`: `c + P(a - 1) / Q(a - 1)`, with `c` near `erf(1)`;
//! - `a < 6` (two sets of coefficients, below and above `1 / 0.35`): `1 - erfc(a)`, with
//!   `erfc(a) = e^(-a^2 - 0.5625 + R(1/a^2) / S(1/a^2)) / a`;
//! - from 6 on, 1.
//!
//! fdlibm computes that exponential as two, `e^(-z^2 - 0.5625) e^((z - a)(z + a) + R / S)`
//! with `z` the upper half of `a`, so that the rounding of `a^2` does not reach `erfc`'s
//! relative error. `erf` needs only its absolute error: the relative error of one exponential
//! (that of its argument, about an ulp of `a^2`) times `erfc(a)`, at most `0.08 * 1.6` ulps of
//! 1 at `a = 1.25` and falling fast from there, is a fraction of an ulp of the result: one
//! exponential is enough. So is one division, `1 / a`, for both `1 / a^2`
//! and the quotient.
//!
//! The first two pieces share one rational function whose coefficients are selected per
//! element (the first piece's, of lower degree, padded with zeros, which leaves fdlibm's
//! evaluation unchanged), and so do the two sets of the third.

use super::exp::exp;

/// `erf(1)` rounded to 24 bits (fdlibm's `erx`).
const ERX: f64 = f64::from_bits(0x3feb_0ac1_6000_0000);
/// Where the pieces change.
const SMALL_END: f64 = 0.843_75;
const NEAR_END: f64 = 1.25;
/// fdlibm's `1 / 0.35`, compared by its upper 32 bits.
const TAIL_SPLIT: f64 = f64::from_bits(0x4006_db6d_0000_0000);
/// From here on `erf` rounds to 1; larger inputs (the infinities too) are clamped to it.
const SATURATION: f64 = 6.0;
/// Below this (except 0), the scalar form: the products of the fast form would be subnormal
/// and lose bits.
const TINY: f64 = 1.0e-300;

/// The inputs [`erf`] leaves to the scalar form: NaN and tiny nonzero inputs.
#[inline(always)]
pub(super) fn outside_erf(x: f64) -> bool {
    let a = x.abs();
    x.is_nan() | ((a < TINY) & (a != 0.0))
}

// fdlibm's coefficients (as bits), highest degree first, each pair of pieces padded to the
// same degree.
/// `P` and `Q` of `[0, 0.84375)` (in `a^2`).
const PP: [f64; 7] = [
    0.0,
    0.0,
    f64::from_bits(0xbef8_ead6_1200_16ac),
    f64::from_bits(0xbf77_a291_2366_68e4),
    f64::from_bits(0xbf9d_2a51_dbd7_194f),
    f64::from_bits(0xbfd4_cd7d_691c_b913),
    f64::from_bits(0x3fc0_6eba_8214_db68),
];
const QQ: [f64; 7] = [
    0.0,
    f64::from_bits(0xbed0_9c43_42a2_6120),
    f64::from_bits(0x3f21_5dc9_221c_1a10),
    f64::from_bits(0x3f74_d022_c4d3_6b0f),
    f64::from_bits(0x3fb0_a54c_5536_ceba),
    f64::from_bits(0x3fd9_7779_cdda_dc09),
    1.0,
];
/// `P` and `Q` of `[0.84375, 1.25)` (in `a - 1`).
const PA: [f64; 7] = [
    f64::from_bits(0xbf61_bf38_0a96_073f),
    f64::from_bits(0x3fa2_2a36_5997_95eb),
    f64::from_bits(0xbfbc_6398_3d3e_28ec),
    f64::from_bits(0x3fd4_5fca_8051_20e4),
    f64::from_bits(0xbfd7_d240_fbb8_c3f1),
    f64::from_bits(0x3fda_8d00_ad92_b34d),
    f64::from_bits(0xbf63_59b8_bef7_7538),
];
const QA: [f64; 7] = [
    f64::from_bits(0x3f88_8b54_5735_151d),
    f64::from_bits(0x3f8b_edc2_6b51_dd1c),
    f64::from_bits(0x3fc0_2660_e763_351f),
    f64::from_bits(0x3fb2_635c_d99f_e9a7),
    f64::from_bits(0x3fe1_4af0_92eb_6f33),
    f64::from_bits(0x3fbb_3e66_18ee_e323),
    1.0,
];
/// `R` and `S` of `[1.25, 1 / 0.35)` (in `1 / a^2`).
const RA: [f64; 9] = [
    0.0,
    f64::from_bits(0xc023_a0ef_c69a_c25c),
    f64::from_bits(0xc054_5265_57e4_d2f2),
    f64::from_bits(0xc067_135c_ebcc_abb2),
    f64::from_bits(0xc064_4cb1_8428_2266),
    f64::from_bits(0xc04f_300a_e4cb_a38d),
    f64::from_bits(0xc025_1e04_41b0_e726),
    f64::from_bits(0xbfe6_3416_e4ba_7360),
    f64::from_bits(0xbf84_3412_600d_6435),
];
const SA: [f64; 9] = [
    f64::from_bits(0xbfae_eff2_ee74_9a62),
    f64::from_bits(0x401a_47ef_8e48_4a93),
    f64::from_bits(0x405b_28a3_ee48_ae2c),
    f64::from_bits(0x407a_d021_5770_0314),
    f64::from_bits(0x4084_2b19_21ec_2868),
    f64::from_bits(0x407b_290d_d58a_1a71),
    f64::from_bits(0x4061_350c_526a_e721),
    f64::from_bits(0x4033_a6b9_bd70_7687),
    1.0,
];
/// `R` and `S` of `[1 / 0.35, 6)`.
const RB: [f64; 9] = [
    0.0,
    0.0,
    f64::from_bits(0xc07e_384e_9bdc_383f),
    f64::from_bits(0xc090_0461_6a2e_5992),
    f64::from_bits(0xc083_ec88_1375_f228),
    f64::from_bits(0xc064_145d_43c5_ed98),
    f64::from_bits(0xc031_c209_555f_995a),
    f64::from_bits(0xbfe9_93ba_70c2_85de),
    f64::from_bits(0xbf84_3412_39e8_6f4a),
];
const SB: [f64; 9] = [
    0.0,
    f64::from_bits(0xc036_70e2_4271_2d62),
    f64::from_bits(0x407d_a874_e79f_e763),
    f64::from_bits(0x40a3_f219_cedf_3be6),
    f64::from_bits(0x40a8_ffb7_688c_246a),
    f64::from_bits(0x4098_02eb_189d_5118),
    f64::from_bits(0x4074_5cae_221b_9f0a),
    f64::from_bits(0x403e_568b_261d_5190),
    1.0,
];

/// The polynomial with coefficients `first` (if `pick_first`) or `second`, highest degree
/// first, at `u`, by Horner's rule.
#[inline(always)]
fn horner<const N: usize>(u: f64, pick_first: bool, first: &[f64; N], second: &[f64; N]) -> f64 {
    let mut p = 0.0;
    for (&c1, &c2) in first.iter().zip(second) {
        p = p * u + if pick_first { c1 } else { c2 };
    }
    p
}

/// `erf x` for every `x` but NaN and tiny nonzero `x`.
#[inline(always)]
pub(super) fn erf(x: f64) -> f64 {
    let a = x.abs();
    let a = if a < SATURATION { a } else { SATURATION };
    // Below 1.25.
    let small = a < SMALL_END;
    let u = if small { a * a } else { a - 1.0 };
    let ratio = horner(u, small, &PP, &PA) / horner(u, small, &QQ, &QA);
    let near = if small { a + a * ratio } else { ERX + ratio };
    // From 1.25 on (evaluated from 1.25 for the smaller elements, whose result is not used).
    let b = if a > NEAR_END { a } else { NEAR_END };
    let inv = 1.0 / b;
    let w = inv * inv;
    let below_split = b < TAIL_SPLIT;
    let ratio = horner(w, below_split, &RA, &RB) / horner(w, below_split, &SA, &SB);
    let erfc = exp(-b * b - 0.5625 + ratio) * inv;
    let far = 1.0 - erfc;
    let y = if a < NEAR_END { near } else { far };
    y.copysign(x)
}

/// `x / 2 * (1 + erf(x / sqrt 2))` for finite `x`, in the scalar form's order of operations.
#[inline(always)]
pub(super) fn gelu(x: f64) -> f64 {
    x * 0.5 * (1.0 + erf(x * core::f64::consts::FRAC_1_SQRT_2))
}
