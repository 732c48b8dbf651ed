//! `ln`, `log2` and `log10`: `x = 2^k (1 + f)` with `1 + f` in `[sqrt(2)/2, sqrt(2))`, and
//! `ln(1 + f)` by fdlibm's polynomial in `s = f / (2 + f)`, combined as fdlibm's `log` does
//! (and for `log2` and `log10`, `f` times the constant as an exact sum of two floats), with
//! the exponent split out by bit operations instead of branches.

use super::MulAdd;

/// `ln 2` in two parts: `k * LN2_HI` is exact for every exponent `k`.
pub(super) const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
pub(super) const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76);
/// `1 / ln 2` and `1 / ln 10` as `HI + LO`, `HI` the nearest float.
const INV_LN2_HI: f64 = core::f64::consts::LOG2_E;
const INV_LN2_LO: f64 = 2.035_527_374_093_103_3e-17;
const INV_LN10_HI: f64 = core::f64::consts::LOG10_E;
const INV_LN10_LO: f64 = 1.098_319_650_216_765e-17;
/// `log10(2)` in two parts: `k * LOG10_2_HI` is exact for every exponent `k`.
const LOG10_2_HI: f64 = f64::from_bits(0x3fd3_4413_509f_6000);
const LOG10_2_LO: f64 = f64::from_bits(0x3d59_fef3_11f1_2b36);
/// fdlibm's minimax coefficients of `(ln(1 + f) - 2s) / s ≈ LG1 s^2 + ... + LG7 s^14`.
const LG1: f64 = f64::from_bits(0x3fe5_5555_5555_5593);
const LG2: f64 = f64::from_bits(0x3fd9_9999_9997_fa04);
const LG3: f64 = f64::from_bits(0x3fd2_4924_9422_9359);
const LG4: f64 = f64::from_bits(0x3fcc_71c5_1d8e_78af);
const LG5: f64 = f64::from_bits(0x3fc7_4664_96cb_03de);
const LG6: f64 = f64::from_bits(0x3fc3_9a09_d078_c69f);
const LG7: f64 = f64::from_bits(0x3fc2_f112_df3e_5244);

/// The bits of `sqrt(2) / 2` above the low word: mantissas from here up to twice it map to
/// exponent 0.
const HALF_SQRT2_BITS: u64 = 0x3fe6_a09e_0000_0000;

/// The inputs the logarithms leave to the scalar form: NaN, zeros, negative numbers,
/// subnormals and `+inf`.
#[inline(always)]
pub(super) fn outside_log(x: f64) -> bool {
    !(f64::MIN_POSITIVE..=f64::MAX).contains(&x)
}

/// `x = 2^k m` as `(k, m)` with `m` in `[sqrt(2)/2, sqrt(2))`, for positive normal finite `x`.
#[inline(always)]
pub(super) fn split_exponent(x: f64) -> (f64, f64) {
    // Adding `1.0 - sqrt(2)/2` (as bits) carries into the exponent exactly when the mantissa
    // is at least that of `sqrt(2) / 2`; the biased `k` is then the exponent field.
    let v = x.to_bits().wrapping_add(1.0f64.to_bits() - HALF_SQRT2_BITS);
    let biased_k = v >> 52;
    // `k` as a float without an integer conversion (AVX2 has none from 64-bit integers):
    // `2^52 + biased_k`, exactly, minus `2^52 + 1023`.
    let two52 = f64::from_bits(0x4330_0000_0000_0000);
    let k = f64::from_bits(two52.to_bits() | biased_k) - (two52 + 1023.0);
    let m = f64::from_bits((v & 0x000f_ffff_ffff_ffff) + HALF_SQRT2_BITS);
    (k, m)
}

/// `x = 2^k (1 + f)` as `(k, f, hfsq, s, R)`, with fdlibm's names: `hfsq = f^2 / 2`,
/// `s = f / (2 + f)` and the polynomial `R`, so that `ln(1 + f) ≈ f - hfsq + s (hfsq + R)`.
#[inline(always)]
fn reduce<M: MulAdd>(x: f64) -> (f64, f64, f64, f64, f64) {
    let (k, m) = split_exponent(x);
    let f = m - 1.0;
    let hfsq = 0.5 * f * f;
    let s = f / (2.0 + f);
    let z = s * s;
    let w = z * z;
    let t1 = w * M::mul_add(w, M::mul_add(w, LG6, LG4), LG2);
    let t2 = z * M::mul_add(w, M::mul_add(w, M::mul_add(w, LG7, LG5), LG3), LG1);
    (k, f, hfsq, s, t2 + t1)
}

/// `ln x` for positive normal finite `x`.
#[inline(always)]
pub(super) fn ln<M: MulAdd>(x: f64) -> f64 {
    let (k, f, hfsq, s, r) = reduce::<M>(x);
    M::mul_add(s, hfsq + r, k * LN2_LO) - hfsq + f + k * LN2_HI
}

/// `ln(1 + f) - f`, small beside `f` (`|f| <= 0.42`, the difference at most 17% of it).
#[inline(always)]
fn ln1p_minus_f<M: MulAdd>(hfsq: f64, s: f64, r: f64) -> f64 {
    M::mul_add(s, hfsq + r, -hfsq)
}

/// `a + b` as a sum whose first part carries the rounded result: `(w, error)`.
#[inline(always)]
pub(super) fn fast_two_sum(a: f64, b: f64) -> (f64, f64) {
    let w = a + b;
    (w, (a - w) + b)
}

/// `log2 x` for positive normal finite `x`: `k + (f + c) / ln 2` with `f / ln 2` as an exact
/// sum of two floats and the sum with `k` kept exact until the last rounding (`|k| >= 1 >
/// |f / ln 2|` unless `k` is 0).
#[inline(always)]
pub(super) fn log2<M: MulAdd>(x: f64) -> f64 {
    let (k, f, hfsq, s, r) = reduce::<M>(x);
    let c = ln1p_minus_f::<M>(hfsq, s, r);
    let (p, p_lo) = M::two_prod(f, INV_LN2_HI);
    let (w, err) = fast_two_sum(k, p);
    let lows = M::mul_add(c, INV_LN2_HI, M::mul_add(f, INV_LN2_LO, p_lo));
    (lows + err) + w
}

/// `log10 x` for positive normal finite `x`: as [`log2`], with `k log10(2)` in two parts
/// (`|k log10 2| >= 0.3 > |f / ln 10|` unless `k` is 0).
#[inline(always)]
pub(super) fn log10<M: MulAdd>(x: f64) -> f64 {
    let (k, f, hfsq, s, r) = reduce::<M>(x);
    let c = ln1p_minus_f::<M>(hfsq, s, r);
    let (p, p_lo) = M::two_prod(f, INV_LN10_HI);
    let (w, err) = fast_two_sum(k * LOG10_2_HI, p);
    let lows = M::mul_add(
        c,
        INV_LN10_HI,
        M::mul_add(f, INV_LN10_LO, M::mul_add(k, LOG10_2_LO, p_lo)),
    );
    (lows + err) + w
}
