//! `ln`, `log2` and `log10` of normal positive numbers (Cephes' `logf`, `log2f`, `log10f`);
//! zero, negative, subnormal, infinite and NaN arguments take the scalar form.

use super::MulAdd;

/// Whether `x` is outside the normal positive numbers, where the scalar form answers.
#[inline(always)]
pub(super) fn outside_normal(x: f32) -> bool {
    !(f32::MIN_POSITIVE..=f32::MAX).contains(&x)
}

/// `x = (1 + f) * 2^e` with `1 + f` in `[sqrt(1/2), sqrt(2))` (so `f` is exact), and the
/// polynomial part `y` of `ln(1 + f) = f + y`, for normal positive `x`.
#[inline(always)]
fn parts<M: MulAdd>(x: f32) -> (f32, f32, f32) {
    // Offsetting the bits by those of sqrt(1/2) makes the exponent field count from there:
    // `e` is the exponent of `x / sqrt(1/2)`, and the mantissa bits put back on the offset
    // give `m` in `[sqrt(1/2), sqrt(2))`.
    const SQRT_HALF_BITS: i32 = 0x3f35_04f3;
    let offset = (x.to_bits() as i32).wrapping_sub(SQRT_HALF_BITS);
    let e = offset >> 23;
    let m = f32::from_bits(((offset & 0x007f_ffff).wrapping_add(SQRT_HALF_BITS)) as u32);
    let f = m - 1.0;
    let z = f * f;
    let mut p = 7.037_683_6e-2_f32;
    p = M::mul_add(p, f, -1.151_461e-1);
    p = M::mul_add(p, f, 1.167_699_9e-1);
    p = M::mul_add(p, f, -1.242_014_1e-1);
    p = M::mul_add(p, f, 1.424_932_3e-1);
    p = M::mul_add(p, f, -1.666_805_8e-1);
    p = M::mul_add(p, f, 2.000_071_5e-1);
    p = M::mul_add(p, f, -2.499_999_4e-1);
    p = M::mul_add(p, f, 3.333_333e-1);
    let y = M::mul_add(p, f, -0.5) * z;
    (f, y, e as f32)
}

/// Natural logarithm: `f + y + e ln 2`, with `ln 2` in two parts, small terms first.
#[inline(always)]
pub(super) fn ln<M: MulAdd>(x: f32) -> f32 {
    const LN2_HI: f32 = 0.693_359_4;
    const LN2_LO: f32 = -2.121_944_4e-4;
    let (f, y, e) = parts::<M>(x);
    // `e * LN2_HI` is exact (at most 8 bits times 9), so the last step rounds once either way.
    M::mul_add(e, LN2_HI, f + M::mul_add(e, LN2_LO, y))
}

/// Base-2 logarithm: `(f + y) log2(e) + e`, with `log2(e) = 1 + LOG2E_M1` so the large part
/// of the product is exact.
#[inline(always)]
pub(super) fn log2<M: MulAdd>(x: f32) -> f32 {
    const LOG2E_M1: f32 = 0.442_695_04;
    let (f, y, e) = parts::<M>(x);
    (M::mul_add(y, LOG2E_M1, M::mul_add(f, LOG2E_M1, y)) + f) + e
}

/// Base-10 logarithm: `(f + y) log10(e) + e log10(2)`, each constant in two parts whose
/// leading one has few bits.
#[inline(always)]
pub(super) fn log10<M: MulAdd>(x: f32) -> f32 {
    const LOG10E_HI: f32 = 0.433_593_75;
    const LOG10E_LO: f32 = 7.007_319e-4;
    const LOG10_2_HI: f32 = 0.300_781_25;
    const LOG10_2_LO: f32 = 2.487_456_6e-4;
    let (f, y, e) = parts::<M>(x);
    let low = M::mul_add(e, LOG10_2_LO, M::mul_add(f, LOG10E_LO, y * LOG10E_LO));
    M::mul_add(
        e,
        LOG10_2_HI,
        M::mul_add(f, LOG10E_HI, M::mul_add(y, LOG10E_HI, low)),
    )
}
