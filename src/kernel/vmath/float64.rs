//! The [`Op`]s for `f64`: branch-free per-element forms in plain loops that LLVM vectorizes
//! (four lanes with AVX2, two with SSE2), run through [`with_wide_vectors`].
//!
//! Each op has a fast form valid on a common range of inputs (finite, normal, no overflow or
//! underflow), evaluated on every element, and a predicate for the inputs outside that range
//! (NaN, the infinities, zeros where they matter, subnormals, huge magnitudes). A second pass
//! rewrites the results of those inputs with the scalar form, so special values are exactly
//! the scalar form's. The pass checks a block of inputs at a time and touches no element of
//! a block without such inputs.
//!
//! `powf` keeps the scalar `pow`: a vector `pow` within an ulp needs `ln` in more than double
//! precision.

mod erf;
mod exp;
mod log;
mod logistic;
mod tanh;
#[cfg(test)]
mod tests;

use super::{scalar, Op, VecMath};
use crate::kernel::wide::with_wide_vectors;
use core::mem::MaybeUninit;

/// Inputs checked at once by the fix-up pass: an `or` over a block vectorizes, and a block
/// without special inputs costs one predictable branch.
const FIX_UP_BLOCK: usize = 64;

impl VecMath for f64 {
    fn apply(op: Op<f64>, src: &[f64], out: &mut [MaybeUninit<f64>]) {
        assert_eq!(
            src.len(),
            out.len(),
            "vmath: input and output lengths differ"
        );
        match op {
            Op::Exp => map(op, src, out, exp::exp, exp::outside_exp),
            Op::Ln => map(op, src, out, log::ln, log::outside_log),
            Op::Log2 => map(op, src, out, log::log2, log::outside_log),
            Op::Log10 => map(op, src, out, log::log10, log::outside_log),
            // The hardware square root is correctly rounded, for every input.
            Op::Sqrt => map(op, src, out, f64::sqrt, |_| false),
            Op::Tanh => map(op, src, out, tanh::tanh, f64::is_nan),
            Op::Sigmoid => map(op, src, out, logistic::sigmoid, exp::outside_exp),
            Op::Silu => map(op, src, out, logistic::silu, exp::outside_exp),
            Op::Erf => map(op, src, out, erf::erf, erf::outside_erf),
            Op::Gelu => map(op, src, out, erf::gelu, not_finite),
            Op::GeluTanh => map(op, src, out, tanh::gelu_tanh, not_finite),
            Op::Powf(_) => scalar::apply(op, src, out, libm::erf),
        }
    }
}

/// NaN or an infinity.
#[inline(always)]
fn not_finite(x: f64) -> bool {
    !x.is_finite()
}

/// `out[i] = fast(src[i])`, then `op`'s scalar form for the inputs where `special` holds.
#[inline(always)]
fn map(
    op: Op<f64>,
    src: &[f64],
    out: &mut [MaybeUninit<f64>],
    fast: impl Fn(f64) -> f64 + Copy,
    special: impl Fn(f64) -> bool + Copy,
) {
    with_wide_vectors(
        #[inline(always)]
        || {
            for (o, &x) in out.iter_mut().zip(src) {
                o.write(fast(x));
            }
            for (out, src) in out.chunks_mut(FIX_UP_BLOCK).zip(src.chunks(FIX_UP_BLOCK)) {
                if src.iter().fold(false, |any, &x| any | special(x)) {
                    for (o, &x) in out.iter_mut().zip(src) {
                        if special(x) {
                            o.write(scalar::one(op, x, libm::erf));
                        }
                    }
                }
            }
        },
    )
}
