//! `e^x` and `e^x - 1`: `x = n ln 2 + r` with `|r| <= ln 2 / 2`, `e^r - 1` by its Taylor
//! polynomial, and `2^n` built from its bits.

use super::MulAdd;

/// `ln 2` in two parts (fdlibm's): `LN2_HI` has 32 significant bits, so `n * LN2_HI` is exact
/// for `|n| < 2^21`, and `x - n * LN2_HI` is exact (its operands are within a factor 2).
const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76);

/// `1.5 * 2^52`: adding it rounds a float of magnitude below `2^51` to an integer, which then
/// sits in the low bits of the sum's mantissa.
const SHIFT: f64 = 6_755_399_441_055_744.0;

/// The largest `|x|` of the fast forms: `e^x` and `e^-x` are normal numbers.
const EXP_LIMIT: f64 = 708.0;

/// The inputs [`exp`] leaves to the scalar form (NaN, overflow, subnormal results), and those
/// of the logistic functions, which take `e^-x`.
#[inline(always)]
pub(super) fn outside_exp(x: f64) -> bool {
    x.is_nan() | (x.abs() > EXP_LIMIT)
}

/// `(r, 2^n)` with `x = n ln 2 + r`, `n` the integer nearest `x / ln 2`. For `|x| <= 708`
/// (`|n| <= 1022`, so `2^n` is a normal number).
#[inline(always)]
fn reduce<M: MulAdd>(x: f64) -> (f64, f64) {
    let t = M::mul_add(x, core::f64::consts::LOG2_E, SHIFT);
    let n = t - SHIFT;
    let r = M::mul_add(n, -LN2_LO, M::mul_add(n, -LN2_HI, x));
    (r, power_of_two(t))
}

/// `2^n` from `t = SHIFT + n`, for `|n| <= 1022`.
#[inline(always)]
fn power_of_two(t: f64) -> f64 {
    // The low bits of `t` hold `n` (two's complement); the exponent field of `2^n` is
    // `n + 1023`.
    let biased = t.to_bits().wrapping_sub(SHIFT.to_bits()).wrapping_add(1023);
    f64::from_bits(biased << 52)
}

/// `e^r - 1` for `|r| <= ln 2 / 2`: the Taylor polynomial to `r^13`, whose remainder is below
/// `r * 2^-55` on the range, as `r + r^2 P(r)` with `P` evaluated by Estrin's scheme (pairs
/// of terms, then pairs of pairs), whose chains of dependent operations are a third as long as
/// Horner's.
#[inline(always)]
fn expm1_reduced<M: MulAdd>(r: f64) -> f64 {
    // 1/k! for k = 2..=13.
    const C: [f64; 12] = [
        0.5,
        1.0 / 6.0,
        1.0 / 24.0,
        1.0 / 120.0,
        1.0 / 720.0,
        1.0 / 5_040.0,
        1.0 / 40_320.0,
        1.0 / 362_880.0,
        1.0 / 3_628_800.0,
        1.0 / 39_916_800.0,
        1.0 / 479_001_600.0,
        1.0 / 6_227_020_800.0,
    ];
    let r2 = r * r;
    let r4 = r2 * r2;
    let r8 = r4 * r4;
    let p0 = M::mul_add(C[1], r, C[0]);
    let p2 = M::mul_add(C[3], r, C[2]);
    let p4 = M::mul_add(C[5], r, C[4]);
    let p6 = M::mul_add(C[7], r, C[6]);
    let p8 = M::mul_add(C[9], r, C[8]);
    let p10 = M::mul_add(C[11], r, C[10]);
    let p0 = M::mul_add(p2, r2, p0);
    let p4 = M::mul_add(p6, r2, p4);
    let p8 = M::mul_add(p10, r2, p8);
    let p = M::mul_add(p8, r8, M::mul_add(p4, r4, p0));
    M::mul_add(r2, p, r)
}

/// `e^x` for `|x| <= 708`.
#[inline(always)]
pub(super) fn exp<M: MulAdd>(x: f64) -> f64 {
    let (r, scale) = reduce::<M>(x);
    // `scale * p` is exact: one rounding.
    M::mul_add(scale, expm1_reduced::<M>(r), scale)
}

/// `e^x - 1` for `|x| <= 708`, accurate relative to the result for small `x` too (for
/// `n = 0`, it is the polynomial alone).
#[inline(always)]
pub(super) fn expm1<M: MulAdd>(x: f64) -> f64 {
    let (r, scale) = reduce::<M>(x);
    M::mul_add(scale, expm1_reduced::<M>(r), scale - 1.0)
}

/// `e^(hi + lo)` for `|hi + lo| <= 708`, without rounding the sum: `n` is taken from
/// `hi + lo`, `hi - n * LN2_HI` is exact, and `lo` joins the reduced argument, whose rounding
/// is that of a number below 0.35. The subtraction is exact when `|lo| < 1` and either
/// `|hi| >= 1` or `|lo|` is below `hi`'s ulp: both terms are multiples of `hi`'s ulp (`LN2_HI`
/// is a multiple of `2^-32`), and their difference, where `n` is not 0, is below `2|hi|`.
#[inline(always)]
pub(super) fn exp_split<M: MulAdd>(hi: f64, lo: f64) -> f64 {
    let t = M::mul_add(hi + lo, core::f64::consts::LOG2_E, SHIFT);
    let n = t - SHIFT;
    let r = M::mul_add(n, -LN2_HI, hi) + M::mul_add(n, -LN2_LO, lo);
    let scale = power_of_two(t);
    M::mul_add(scale, expm1_reduced::<M>(r), scale)
}
