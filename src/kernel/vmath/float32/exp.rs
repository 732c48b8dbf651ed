//! `e^x` as a mantissa and a power of two, the building block of every exponential op.

use super::MulAdd;

/// Arguments are clamped to `[LOWEST, HIGHEST]`: below, `e^x` (even times the largest factor a
/// caller scales it by) rounds to 0; above, it overflows to infinity.
const LOWEST: f32 = -120.0;
const HIGHEST: f32 = 89.0;

const LOG2E: f32 = core::f32::consts::LOG2_E;
/// ln 2 in two parts: `n * LN2_HI` is exact for the `|n| <= 256` used here.
const LN2_HI: f32 = 0.693_359_4;
const LN2_LO: f32 = -2.121_944_4e-4;

/// Adding 1.5 * 2^23 rounds to an integer, which lands in the low mantissa bits.
const MAGIC: f32 = 12_582_912.0;

/// Where [`exp_fast`] holds: `e^x` normal and `n` in `[-125, 125]`.
pub(super) const FAST_RANGE: f32 = 86.5;

/// The reduced argument `r` and `n` (as the low bits of `t`) of `x = n ln 2 + r`, and `e^r`.
#[inline(always)]
fn reduce<M: MulAdd>(x: f32) -> (f32, f32) {
    let t = M::mul_add(x, LOG2E, MAGIC);
    let nf = t - MAGIC;
    let r = M::mul_add(nf, -LN2_LO, M::mul_add(nf, -LN2_HI, x));
    (t, exp_reduced::<M>(r))
}

/// `e^r` for `|r| <= ln 2 / 2`: Cephes' degree-7 polynomial.
#[inline(always)]
fn exp_reduced<M: MulAdd>(r: f32) -> f32 {
    expm1_reduced::<M>(r) + 1.0
}

/// `e^r - 1` for `|r| <= ln 2 / 2`, with the relative accuracy of `e^r`'s polynomial.
#[inline(always)]
fn expm1_reduced<M: MulAdd>(r: f32) -> f32 {
    let mut p = 1.987_569_1e-4_f32;
    p = M::mul_add(p, r, 1.398_199_9e-3);
    p = M::mul_add(p, r, 8.333_452e-3);
    p = M::mul_add(p, r, 4.166_579_6e-2);
    p = M::mul_add(p, r, 1.666_666_5e-1);
    p = M::mul_add(p, r, 0.5);
    M::mul_add(p * r, r, r)
}

/// `e^x` for `|x| <= FAST_RANGE` (other arguments give garbage, not UB): `2^n` is added to
/// the exponent bits of `e^r`. `t`'s bits are `MAGIC`'s plus `n`, and shifting them left by 23
/// leaves `n << 23` (`MAGIC`'s own bits shift out).
#[inline(always)]
pub(super) fn exp_fast<M: MulAdd>(x: f32) -> f32 {
    let (t, y) = reduce::<M>(x);
    f32::from_bits(y.to_bits().wrapping_add(t.to_bits().wrapping_shl(23)))
}

/// [`exp_fast`] with the shorter polynomial of [`exp_reduced_horner`], for callers whose
/// result shrinks its error.
#[inline(always)]
pub(super) fn exp_fast_horner<M: MulAdd>(x: f32) -> f32 {
    let t = M::mul_add(x, LOG2E, MAGIC);
    let nf = t - MAGIC;
    let r = M::mul_add(nf, -LN2_LO, M::mul_add(nf, -LN2_HI, x));
    let y = exp_reduced_horner::<M>(r);
    f32::from_bits(y.to_bits().wrapping_add(t.to_bits().wrapping_shl(23)))
}

/// Whether `x` is outside [`exp_fast`]'s range (NaN included).
#[inline(always)]
#[allow(clippy::neg_cmp_op_on_partial_ord)] // NaN is outside: the comparison is false for it
pub(super) fn outside_fast_range(x: f32) -> bool {
    !(x.abs() <= FAST_RANGE)
}

/// `e^r` for `|r| <= ln 2 / 2` by a degree-6 polynomial (fitted as `erf`'s, `1 + r` kept exact)
/// in plain Horner form: two steps fewer than [`exp_reduced`]'s, for 0.1 ulp more.
#[inline(always)]
fn exp_reduced_horner<M: MulAdd>(r: f32) -> f32 {
    let mut p = 1.375_138_2e-3_f32;
    p = M::mul_add(p, r, 8.368_923e-3);
    p = M::mul_add(p, r, 4.166_953_3e-2);
    p = M::mul_add(p, r, 1.666_651_8e-1);
    p = M::mul_add(p, r, 4.999_998_8e-1);
    p = M::mul_add(p, r, 1.0);
    M::mul_add(p, r, 1.0)
}

/// `2^n` for `n` in `[-126, 127]`.
#[inline(always)]
pub(super) fn pow2(n: i32) -> f32 {
    f32::from_bits((n.wrapping_add(127) as u32).wrapping_shl(23))
}

/// `e^x = y * 2^n` with `y` in about `[0.7, 1.42]` and `n` in `[-174, 129]`, for `x` clamped
/// to `[LOWEST, HIGHEST]` (NaN becomes `LOWEST`: callers select NaN themselves).
///
/// Cephes' `expf`: `n = round(x / ln 2)`, `r = x - n ln 2` in `[-ln 2 / 2, ln 2 / 2]` with
/// `ln 2` in two parts (`n * LN2_HI` is exact), and a polynomial for `e^r`.
#[inline(always)]
pub(super) fn exp_parts<M: MulAdd>(x: f32) -> (f32, i32) {
    let x = if x >= LOWEST { x } else { LOWEST };
    let x = if x <= HIGHEST { x } else { HIGHEST };
    let (t, y) = reduce::<M>(x);
    (y, (t.to_bits() as i32).wrapping_sub(MAGIC.to_bits() as i32))
}

/// `v * 2^n` for `n` in `[-174, 129]`, rounded once: the power is applied in two halves,
/// each a normal number, so a result in the subnormal range is rounded only by the last
/// product.
#[inline(always)]
pub(super) fn scale(v: f32, n: i32) -> f32 {
    let n1 = n >> 1;
    v * pow2(n1) * pow2(n.wrapping_sub(n1))
}
