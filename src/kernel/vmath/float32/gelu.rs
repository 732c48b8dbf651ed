//! Exact GELU, `x / 2 * (1 + erf(x / sqrt 2)) = max(x, 0) - |x| Q(|x|)` with
//! `Q(y) = erfc(y / sqrt 2) / 2`, by one multiply-add: for negative `x` the product is the
//! result, for positive `x` it is at most half of `x`, so neither sign cancels, and the error is
//! `Q`'s relative error plus the one rounding.
//!
//! `Q` on `[0, 4 sqrt 2]` is a degree-7 polynomial on each of 16 pieces, the piece
//! `j = round(y (A + B y))`: narrower where `Q` falls faster, so that every piece needs the
//! same degree. Each piece's polynomial is in `v = y - Y[j]` (exact: `y` and `Y[j]` are within
//! a factor 2, or `Y[j] = 0`), and `Q(Y[j])` is within 2^-8 ulp of its `f32` `c0`, so the last
//! step of Horner's rule adds only the rounded terms' error to `c0`. `gelu_fit.py` beside this
//! file fits the tables and prints each piece's error (under 2^-27 of `Q`).
//!
//! The coefficients are picked per lane from 16-entry tables: one permute of a register
//! under AVX-512, two and a blend under AVX2 (`gelu/simd.rs`, written with the instructions,
//! as LLVM turns an indexed table into a gather). The scalar form below is the same
//! arithmetic, for the tails, for CPUs without those vectors and for aarch64: with FMA every
//! form gives the same bits.

#[cfg(target_arch = "x86_64")]
mod simd;

use super::erf::erf;
use super::exp::exp_fast;
use super::sigmoid::TINY;
use super::MulAdd;
#[cfg(target_arch = "x86_64")]
pub(super) use simd::apply as apply_vectors;

/// Where GELU's form ends, `4 sqrt 2`: below `-X_END` GELU is `-0`, as the formula gives in
/// `f32` (the true value is under `5e-8` in magnitude there); above `X_END` it is `x`
/// (`|x| Q(|x|) < x 2^-27`), and `|x|` is clamped to it.
pub(super) const X_END: f32 = 4.0 * core::f32::consts::SQRT_2;

/// The piece of `y` is `round(y (A + B y))`, 15 at `X_END`.
const A: f32 = 1.0;
const B: f32 = 0.305;

/// Adding 1.5 * 2^23 rounds to an integer, which lands in the low mantissa bits.
const MAGIC: f32 = 12_582_912.0;

/// Where each piece's polynomial is centred.
const Y: [f32; 16] = [
    0.0, 0.8845432, 1.4693447, 1.9601216, 2.391309, 2.78044, 3.1378088, 3.4701724, 3.7820816,
    4.076951, 4.357236, 4.62506, 4.8818173, 5.128713, 5.3670692, 5.5827227,
];
/// The coefficients of `v^7`.
#[rustfmt::skip]
const V7: [f32; 16] = [
    8.344536e-4, -4.3553332e-4, -6.7261816e-4, 1.3887062e-5, 2.6077795e-4, 1.8554101e-4,
    5.439611e-5, -1.3007744e-5, -2.8461507e-5, -2.4596911e-5, -1.476488e-5, -7.64666e-6,
    -3.5388932e-6, -1.5599783e-6, -6.346794e-7, -2.5938158e-7,
];
/// The coefficients of `v^6`.
#[rustfmt::skip]
const V6: [f32; 16] = [
    4.1984834e-4, 0.0025954377, -5.149932e-4, -0.0013775094, -7.179905e-4, -8.0226186e-5,
    1.687305e-4, 1.8418023e-4, 1.2517517e-4, 6.9521426e-5, 3.38241e-5, 1.5005085e-5,
    6.2222944e-6, 2.4493704e-6, 9.188932e-7, 3.572481e-7,
];
/// The coefficients of `v^5`.
#[rustfmt::skip]
const V5: [f32; 16] = [
    -0.010189313, 0.0024218597, 0.005988892, 0.0025788248, -2.618848e-4, -0.0011409847,
    -9.895934e-4, -6.116646e-4, -3.1735838e-4, -1.4669032e-4, -6.251618e-5, -2.5001144e-5,
    -9.505786e-6, -3.4645152e-6, -1.2188739e-6, -4.4637977e-7,
];
/// The coefficients of `v^4`.
#[rustfmt::skip]
const V4: [f32; 16] = [
    5.7349727e-5, -0.022050899, -0.006979824, 0.004018365, 0.0061932527, 0.0045815688,
    0.0025987057, 0.0012659346, 5.566257e-4, 2.269566e-4, 8.729471e-5, 3.201801e-5,
    1.129625e-5, 3.858012e-6, 1.2797822e-6, 4.4616908e-7,
];
/// The coefficients of `v^3`.
#[rustfmt::skip]
const V3: [f32; 16] = [
    0.06648244, 0.009783256, -0.02618325, -0.027675701, -0.017981498, -0.009377715,
    -0.0042805434, -0.0017819727, -6.9284876e-4, -2.5536664e-4, -9.01639e-5, -3.0701947e-5,
    -1.0144279e-5, -3.2671492e-6, -1.0277056e-6, -3.4237928e-7,
];
/// The coefficients of `v^2`.
#[rustfmt::skip]
const V2: [f32; 16] = [
    5.1576853e-7, 0.11931623, 0.09958377, 0.057262026, 0.027339458, 0.011621482,
    0.004555213, 0.0016800534, 5.9088937e-4, 1.9993841e-4, 6.553015e-5, 2.0891111e-5,
    6.5069585e-6, 1.9866113e-6, 5.951098e-7, 1.9008294e-7,
];
/// The coefficients of `v^1`.
#[rustfmt::skip]
const V1: [f32; 16] = [
    -0.3989423, -0.26978043, -0.13554853, -0.058427013, -0.022865685, -0.008359455,
    -0.0029034356, -9.682824e-4, -3.124678e-4, -9.8082324e-5, -3.007877e-5, -9.033877e-6,
    -2.6657935e-6, -7.7470173e-7, -2.2176343e-7, -6.809686e-8,
];
/// The coefficients of `v^0`.
#[rustfmt::skip]
const V0: [f32; 16] = [
    0.5, 0.18820153, 0.070869654, 0.024990788, 0.008394208, 0.0027142637,
    8.5107936e-4, 2.600622e-4, 7.776118e-5, 2.281505e-5, 6.585764e-6, 1.8724492e-6,
    5.25563e-7, 1.4586475e-7, 4.001317e-8, 1.1839108e-8,
];
/// The coefficients from `v^7`'s to `v^0`'s, in the order of Horner's rule.
const C: [[f32; 16]; 8] = [V7, V6, V5, V4, V3, V2, V1, V0];

/// GELU of one element; `-0` at `-inf` and below `-X_END`, `+inf` at `+inf`, NaN stays NaN
/// (`max` passes it through), and the formula's `x / 2` below `TINY`, rounded as the scalar
/// form rounds it.
#[inline(always)]
pub(super) fn gelu<M: MulAdd>(x: f32) -> f32 {
    let y = x.abs();
    let y = if y < X_END { y } else { X_END };
    let t = M::mul_add(y, M::mul_add(y, B, A), MAGIC);
    let j = (t.to_bits() & 15) as usize;
    let v = y - Y[j];
    let mut q = C[0][j];
    for row in &C[1..7] {
        q = M::mul_add(q, v, row[j]);
    }
    // `v q` is up to 1.33 times `c0`: without FMA its rounding would add to the sum's.
    let q = M::mul_add_once(q, v, C[7][j]);
    // `max(x, 0)` that keeps NaN and -0.
    let positive_part = if 0.0 > x { 0.0 } else { x };
    let g = M::mul_add(-y, q, positive_part);
    let g = if x.abs() < TINY { x * 0.5 } else { g };
    if x < -X_END {
        -0.0
    } else {
        g
    }
}

/// Past this `|x|`, `x phi(x)` is under `1e-21` and is taken as `x * 0`: the rest of `Phi`'s
/// range, and `exp`'s fast range for `-x^2 / 2`.
const PDF_END: f32 = 10.0;

/// GELU's derivative `Phi(x) + x phi(x)` by PyTorch's formula (the same cancellation in
/// `1 + erf` for negative `x`); NaN stays NaN, and `+-inf` give NaN (`inf * 0`) as PyTorch's.
#[inline(always)]
pub(super) fn gelu_derivative<M: MulAdd>(x: f32) -> f32 {
    let cdf = 0.5 * (1.0 + erf::<M>(x * core::f32::consts::FRAC_1_SQRT_2));
    let inside = x.abs() < PDF_END;
    let a = if inside { x } else { 0.0 };
    let pdf = 0.398_942_3 * exp_fast::<M>(-0.5 * a * a);
    let term = if inside { x * pdf } else { x * 0.0 };
    cdf + term
}
