//! `erf` and exact GELU from two approximations: `erf(a) = a + a g(a^2)` for small `a`, and
//! `erfc(a) = e^(h(a) - a^2)` above, with polynomials `g` and `h` fitted (minimax, each
//! coefficient rounded to `f32` in turn and the rest refitted) to `erf(sqrt s) / sqrt s - 1` on
//! `[0, 1]` and to `ln(erfc a) + a^2` on `[0.5, 4]`.

use super::exp::{exp_split_parts, pow2};

/// `erf(a) = 1 - erfc(a)` from here on (below, the subtraction would cancel).
const ERF_SPLIT: f32 = 1.0;
/// `1 - erf(a) = erfc(a)` from here on (below, `erfc` is large and `1 - erf` exact enough).
const ERFC_SPLIT: f32 = 0.5;
/// The end of `h`'s range: `erf(a)` rounds to 1 above 3.92.
const ERFC_END: f32 = 4.0;

/// `erf(a)` for `0 <= a <= 1` (also right for subnormal `a`).
#[inline(always)]
fn erf_small(a: f32) -> f32 {
    let s = a * a;
    let mut g = 7.807_454e-5_f32;
    g = g * s - 7.997_973e-4;
    g = g * s + 5.187_170_6e-3;
    g = g * s - 2.685_335e-2;
    g = g * s + 1.128_357_9e-1;
    g = g * s - 3.761_262_6e-1;
    g = g * s + 1.283_791_7e-1;
    a + a * g
}

/// `v` with its mantissa cut to 11 significant bits, so that squares of it and products of
/// two such are exact in `f32`.
#[inline(always)]
fn high_bits(v: f32) -> f32 {
    f32::from_bits(v.to_bits() & 0xffff_e000)
}

/// `h(a) = ln(erfc(a)) + a^2` for `0.5 <= a <= 4` (`a` is clamped to that range).
#[inline(always)]
fn h(a: f32) -> f32 {
    let a = if a >= ERFC_SPLIT { a } else { ERFC_SPLIT };
    let a = if a <= ERFC_END { a } else { ERFC_END };
    let u = (a - 2.25) * (1.0 / 1.75);
    let mut h = -4.237_821e-5_f32;
    h = h * u + 2.954_056_3e-5;
    h = h * u + 2.179_547e-4;
    h = h * u - 8.722_54e-4;
    h = h * u + 2.921_591_7e-3;
    h = h * u - 9.093_314e-3;
    h = h * u + 2.600_120_6e-2;
    h = h * u - 7.134_846e-2;
    h = h * u + 1.994_667_6e-1;
    h = h * u - 6.700_991_4e-1;
    h * u - 1.464_959_9
}

/// `erfc(a) = y * 2^n` for `0.5 <= a <= 4` (else a value of no use, from the clamped `h`),
/// given `-a^2` as `hi + lo` (exact, `hi` from [`high_bits`] values, `a <= 4`): `e^(h(a) - a^2)` with `-a^2` never
/// rounded, since its rounding error would be magnified by up to `a^2 = 16`.
#[inline(always)]
fn erfc_parts(a: f32, minus_square: (f32, f32)) -> (f32, i32) {
    let (hi, lo) = minus_square;
    exp_split_parts(hi, h(a), lo)
}

/// `-v^2` as an exact `hi + lo` for `|v| <= 4` (`lo` rounded only below `2^-40 v^2`).
#[inline(always)]
fn minus_square(v: f32) -> (f32, f32) {
    let vh = high_bits(v);
    let vl = v - vh;
    (-(vh * vh), -((vh + vh) * vl + vl * vl))
}

/// `-x^2 / 2` as an exact `hi + lo`, for `|x| <= 4 sqrt 2`.
#[inline(always)]
fn minus_half_square(x: f32) -> (f32, f32) {
    let (hi, lo) = minus_square(x);
    (hi * 0.5, lo * 0.5)
}

/// `erf(x)`; `+-1` at `+-inf`, `erf(+-0) = +-0`, NaN stays NaN.
#[inline(always)]
pub(super) fn erf(x: f32) -> f32 {
    let a = x.abs();
    let small = erf_small(if a <= ERF_SPLIT { a } else { ERF_SPLIT });
    let clamped = if a <= ERFC_END { a } else { ERFC_END };
    let (y, n) = erfc_parts(a, minus_square(clamped));
    let large = 1.0 - y * pow2(n);
    let e = if a <= ERF_SPLIT { small } else { large };
    let e = f32::copysign(e, x);
    if x.is_nan() {
        x
    } else {
        e
    }
}

/// `x / 2 * (1 + erf(x / sqrt 2))`; `-0` at `-inf` (the formula's `-inf * 0`). For negative
/// `x`, `1 + erf(x / sqrt 2)` is `erfc(|x| / sqrt 2)`, computed as such, with `x^2 / 2` from
/// `x` exactly; below `x = -4 sqrt 2` the result is `-0`, as the formula gives in `f32` (the
/// true value is under `5e-8` in magnitude there).
#[inline(always)]
pub(super) fn gelu(x: f32) -> f32 {
    const X_END: f32 = ERFC_END * core::f32::consts::SQRT_2;
    let z = x * core::f32::consts::FRAC_1_SQRT_2;
    let a = z.abs();
    let e = erf_small(if a <= ERF_SPLIT { a } else { ERF_SPLIT });
    let clamped = if x.abs() <= X_END { x } else { X_END };
    let (y, n) = erfc_parts(a, minus_half_square(clamped));
    let p = pow2(n);
    // 1 + erf(z) as `w * p`.
    let (w, p) = if x >= 0.0 {
        (if a <= ERF_SPLIT { 1.0 + e } else { 2.0 - y * p }, 1.0)
    } else if a < ERFC_SPLIT {
        (1.0 - e, 1.0)
    } else if a <= ERFC_END {
        (y, p)
    } else {
        (0.0, 1.0)
    };
    let g = 0.5 * x * w * p;
    if x == f32::NEG_INFINITY {
        -0.0
    } else {
        g
    }
}
