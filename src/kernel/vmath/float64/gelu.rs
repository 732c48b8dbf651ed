//! The exact GELU, `x / 2 * (1 + erf(x / sqrt 2))`, through `erfc` so that nothing cancels:
//! `x / 2 * erfc(z)` for negative `x` and `x / 2 * (1 + erf(z))` for positive `x`, with
//! `z = |x| / sqrt 2` held as an unevaluated sum `z_hi + z_lo` (its rounding alone would move
//! `erfc` by up to 4 of its ulps near `z = 1.25`). fdlibm's pieces of `erf` and `erfc`, every
//! one evaluated for every element and the result selected:
//! - `z < 0.84375`: `erf(z) = z + z P(z^2) / Q(z^2)`, and `erfc(z)` as fdlibm forms it
//!   (`0.5 - ((z - 0.5) + z y)` from 1/4 on, with `z - 0.5` exact);
//! - `z < 1.25`: `erf(z) = c + P(z - 1) / Q(z - 1)`, with `c` near `erf(1)`;
//! - from 1.25 on: `erfc(z) = e^(-z^2 - 0.5625 + R(1/z^2) / S(1/z^2)) / z` (two sets of `R`
//!   and `S`, below and above `1 / 0.35`). Since `x / (2 z) = +-1 / sqrt 2`, GELU is
//!   `-e^(...)/sqrt 2` for negative `x` and `x - e^(...)/sqrt 2` for positive `x`: `ln sqrt 2`
//!   joins the exponent, and `z^2 = x^2 / 2` enters it exactly (`x^2` as a sum of two floats),
//!   so the result keeps its relative accuracy down to the smallest normal numbers.
//!
//! `R / S` is evaluated as the ratio of the reversed polynomials in `z^2` (both multiplied by
//! `z^16`), so that one division serves every piece, with the numerator and the denominator
//! selected per element.

use super::exp::exp_split;
use super::MulAdd;

/// `erf(1)` rounded to 24 bits (fdlibm's `erx`): `1 - ERX` and `1 + ERX` are exact.
const ERX: f64 = f64::from_bits(0x3feb_0ac1_6000_0000);
/// Where the pieces change (in `z`).
const QUARTER: f64 = 0.25;
const SMALL_END: f64 = 0.843_75;
const NEAR_END: f64 = 1.25;
/// fdlibm's `1 / 0.35`, compared by its upper 32 bits.
const TAIL_SPLIT: f64 = f64::from_bits(0x4006_db6d_0000_0000);
/// `|x|` is clamped to this: beyond, `e^(...)` is below `x`'s ulp for positive `x`, and the
/// exponent stays within the exponential's range (above -708).
const CLAMP: f64 = 37.5;
/// `1 / sqrt 2` as `HI + LO`.
const FRAC_1_SQRT_2_LO: f64 = -4.833_646_656_726_457e-17;
/// `ln sqrt 2`.
const HALF_LN2: f64 = core::f64::consts::LN_2 / 2.0;
/// Below this (except 0), the scalar form: `x / 2` would be subnormal.
const TINY: f64 = 1.0e-300;

/// The inputs [`gelu`] leaves to the scalar form: NaN, `+inf`, tiny nonzero `x`, and `x`
/// below `-CLAMP` (`-inf` included), where GELU is below `1e-305` in magnitude and the scalar
/// form's `-0` is kept.
#[inline(always)]
#[allow(clippy::neg_cmp_op_on_partial_ord)] // NaN is outside: the comparison is false for it
pub(super) fn outside_gelu(x: f64) -> bool {
    let a = x.abs();
    !(x >= -CLAMP) | (x == f64::INFINITY) | ((a < TINY) & (a != 0.0))
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
fn horner<M: MulAdd, const N: usize>(
    u: f64,
    pick_first: bool,
    first: &[f64; N],
    second: &[f64; N],
) -> f64 {
    let mut p = 0.0;
    for (&c1, &c2) in first.iter().zip(second) {
        p = M::mul_add(p, u, if pick_first { c1 } else { c2 });
    }
    p
}

/// [`horner`] of the reversed coefficients: `u^(N-1) P(1/u)`.
#[inline(always)]
fn horner_reversed<M: MulAdd, const N: usize>(
    u: f64,
    pick_first: bool,
    first: &[f64; N],
    second: &[f64; N],
) -> f64 {
    let mut p = 0.0;
    for (&c1, &c2) in first.iter().zip(second).rev() {
        p = M::mul_add(p, u, if pick_first { c1 } else { c2 });
    }
    p
}

/// GELU of `x` for finite `x` from `-CLAMP` on, but tiny nonzero `x`.
#[inline(always)]
pub(super) fn gelu<M: MulAdd>(x: f64) -> f64 {
    let a = x.abs();
    let a = if a < CLAMP { a } else { CLAMP };
    let (z, z_err) = M::two_prod(a, core::f64::consts::FRAC_1_SQRT_2);
    let z_lo = M::mul_add(a, FRAC_1_SQRT_2_LO, z_err);
    let (square, square_lo) = M::two_prod(a, a);
    let v = 0.5 * square;
    // The rational function of the piece: in `z^2` or `z - 1` near 0, in `z^2` reversed (that
    // is, in `1 / z^2`) in the tail.
    let small = z < SMALL_END;
    let tail = z >= NEAR_END;
    let u = if small { v } else { (z - 1.0) + z_lo };
    let below_split = z < TAIL_SPLIT;
    let numerator = if tail {
        horner_reversed::<M, 9>(v, below_split, &RA, &RB)
    } else {
        horner::<M, 7>(u, small, &PP, &PA)
    };
    let denominator = if tail {
        horner_reversed::<M, 9>(v, below_split, &SA, &SB)
    } else {
        horner::<M, 7>(u, small, &QQ, &QA)
    };
    let ratio = numerator / denominator;
    // The first two pieces: `erf(z) = z + rest` below 0.84375.
    let rest = M::mul_add(z, ratio, z_lo);
    let erfc_small = if z < QUARTER {
        1.0 - (z + rest)
    } else {
        0.5 - ((z - 0.5) + rest)
    };
    let erfc_near = if small {
        erfc_small
    } else {
        (1.0 - ERX) - ratio
    };
    let one_plus_erf = if small {
        1.0 + (z + rest)
    } else {
        (1.0 + ERX) + ratio
    };
    let near = x * 0.5 * if x < 0.0 { erfc_near } else { one_plus_erf };
    // The tail: `e^(-z^2 - 0.5625 + R / S) / sqrt 2`, with `-z^2 = -(square + square_lo) / 2`.
    let e = exp_split::<M>(-v, ((ratio - 0.5625) - 0.5 * square_lo) - HALF_LN2);
    let far = if x < 0.0 { -e } else { x - e };
    if tail {
        far
    } else {
        near
    }
}
