//! `x^e` for a fixed exponent, as `e^(e ln|x|)` with `ln|x|` and the product carried as sums
//! of two floats, so that the exponential's argument is known to far more than an ulp (an
//! error `d` in it is an error `d` relative to the result, and the argument reaches 709).
//!
//! `ln x = k ln 2 + 2 atanh(s)` with `x = 2^k m`, `m` in `[sqrt(2)/2, sqrt(2))` and
//! `s = (m - 1) / (m + 1)` (`|s| < 0.172`), as `s_hi + s_lo` from the remainder of the
//! division; `2 atanh(s) = 2s + 2s^3/3 + ...`, with `2s^3/3` (below 1% of `2s`) as a sum of
//! two floats and the terms past it (below 0.01%) in `f64` at `s_hi`. The product `e ln x` is split exactly ([`MulAdd::two_prod`])
//! and the exponential takes both parts ([`exp_split`]).
//!
//! Bases `+-0`, subnormal, `+-inf` and NaN, bases whose power could leave the exponential's
//! range (by their exponent alone, against `e`), and exponents that are not finite or are 0
//! take the scalar `powf` (C's `pow` rules). Negative normal bases are handled in the fast
//! loop: `|x|^e`, negated for odd integer `e`, NaN for non-integer `e`.

use super::exp::exp_split;
use super::log::{fast_two_sum, split_exponent, LN2_HI, LN2_LO};
use super::{map_with, scalar, MulAdd, Op};
use core::mem::MaybeUninit;

/// `2 / 3` as `TWO_THIRDS + TWO_THIRDS_LO`.
const TWO_THIRDS: f64 = 2.0 / 3.0;
const TWO_THIRDS_LO: f64 = 3.700_743_415_417_188e-17;

/// The largest `|e ln x|` the fast form takes: `e^(+-708)` is a normal number.
const ARGUMENT_LIMIT: f64 = 708.0;

/// `x^e` for every element of `src`.
#[inline(always)]
pub(super) fn powf<M: MulAdd>(e: f64, src: &[f64], out: &mut [MaybeUninit<f64>]) {
    let slow = |x: f64| scalar::one(Op::Powf(e), x, libm::erf);
    // `|ln x| < (d + 1) ln 2` for `x` of unbiased exponent `d`: the fast form takes the
    // exponents with `|e| (d + 1) ln 2 <= ARGUMENT_LIMIT`, which leaves out the zeros,
    // subnormals, infinities and NaNs (biased exponents 0 and 2047) too.
    let max_distance = (ARGUMENT_LIMIT / (e.abs() * core::f64::consts::LN_2)).floor() - 1.0;
    if !e.is_finite() || e == 0.0 || max_distance < 0.0 {
        return map_with(src, out, slow, |_| false, slow);
    }
    let max_distance = max_distance.min(1021.0) as u64;
    let lowest = 1023 - max_distance;
    let integer = e == e.trunc();
    // Odd only below 2^53: every larger float is even.
    let odd = integer && e.abs() < 9_007_199_254_740_992.0 && e % 2.0 != 0.0;
    map_with(
        src,
        out,
        #[inline(always)]
        |x| {
            let p = pow_positive::<M>(x.abs(), e);
            let p = if x < 0.0 && odd { -p } else { p };
            if x < 0.0 && !integer {
                f64::NAN
            } else {
                p
            }
        },
        #[inline(always)]
        |x| ((x.to_bits() >> 52) & 0x7ff).wrapping_sub(lowest) > 2 * max_distance,
        slow,
    )
}

/// `a + b` as `(sum, error)` exactly, for any order of magnitudes (Knuth's two-sum).
#[inline(always)]
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let b_part = s - a;
    (s, (a - (s - b_part)) + (b - b_part))
}

/// `ln a` as `hi + lo`, for positive normal finite `a`.
#[inline(always)]
fn ln_split<M: MulAdd>(a: f64) -> (f64, f64) {
    // `1 / (2j + 1)` times 2, for j = 11 down to 2: the series past `s^23` is below `2^-70`
    // of the result.
    const SERIES: [f64; 10] = [
        2.0 / 23.0,
        2.0 / 21.0,
        2.0 / 19.0,
        2.0 / 17.0,
        2.0 / 15.0,
        2.0 / 13.0,
        2.0 / 11.0,
        2.0 / 9.0,
        2.0 / 7.0,
        2.0 / 5.0,
    ];
    let (k, m) = split_exponent(a);
    // `m - 1` is exact (the two are within a factor 2); `m + 1` as `d + d_lo`.
    let f = m - 1.0;
    let (d, d_lo) = two_sum(m, 1.0);
    let inv = 1.0 / d;
    let s = f * inv;
    // `f - s (d + d_lo)`, the remainder of the quotient (`f - s d` is exact).
    let (sd, sd_lo) = M::two_prod(s, d);
    let remainder = ((f - sd) - sd_lo) - s * d_lo;
    let s_lo = remainder * inv;
    // `2s^3 / 3`, the largest term after `2s` (up to 1% of it), as a sum of two floats: its
    // rounding in one float, about `2^-60` of `ln m`, times `e`, would reach the result's ulp
    // for large exponents.
    let (t, t_lo) = M::two_prod(s, s);
    let (cube, cube_lo) = M::two_prod(s, t);
    let cube_lo = M::mul_add(s, t_lo, cube_lo);
    let (third, third_lo) = M::two_prod(TWO_THIRDS, cube);
    let third_lo = third_lo + M::mul_add(TWO_THIRDS, cube_lo, TWO_THIRDS_LO * cube);
    // The terms from `2s^5 / 5` on, below 0.01% of `ln m`.
    let mut p = SERIES[0];
    for &c in &SERIES[1..] {
        p = M::mul_add(p, t, c);
    }
    let rest = (cube * t) * p;
    // `2 s_lo (1 + t)`: `s_lo`'s share of `2s` and of `2s^3 / 3`.
    let lo_m = M::mul_add(2.0 * s_lo, t, 2.0 * s_lo) + (third_lo + rest);
    // `k ln 2 + 2s + third`: each sum's larger term first (`|2s| > |third|`, and `k ln 2` is
    // 0 or larger than `2s`).
    let (hi, err) = fast_two_sum(k * LN2_HI, 2.0 * s);
    let (hi, err2) = fast_two_sum(hi, third);
    (hi, (err + err2) + M::mul_add(k, LN2_LO, lo_m))
}

/// `a^e` for positive normal `a` with `|e ln a| <= ARGUMENT_LIMIT`.
#[inline(always)]
fn pow_positive<M: MulAdd>(a: f64, e: f64) -> f64 {
    let (hi, lo) = ln_split::<M>(a);
    let (y, y_lo) = M::two_prod(e, hi);
    exp_split::<M>(y, M::mul_add(e, lo, y_lo))
}
