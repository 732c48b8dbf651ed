//! The [`Op`]s for `f32`: branch-free polynomial forms that LLVM vectorizes, eight lanes at a
//! time under AVX2 (four with SSE2), each within 2 ulp of the correctly rounded result.
//!
//! Every per-element function uses only `+`, `-`, `*`, `/`, `sqrt`, bit operations and selects,
//! never `mul_add` (which is a libm call without FMA) or a branch, so the same loop compiled
//! with and without AVX2 gives the same bits. Inputs outside a function's fast range (zero,
//! negative or subnormal arguments of the logarithms, the special bases of `powf`) are flagged
//! per block of [`BLOCK`] elements, and only blocks holding one are revisited, recomputing those
//! elements by the scalar forms, so the fast loop itself stays branch-free.

mod erf;
mod exp;
mod log;
mod pow;
mod sigmoid;
mod tanh;
#[cfg(test)]
mod tests;

use super::{scalar, Op, VecMath};
use crate::kernel::wide::with_wide_vectors;
use core::mem::MaybeUninit;

/// Set by tests to run without AVX-512 (then AVX2 or the baseline, as `kernel::wide` decides),
/// to compare the builds of the loops.
#[cfg(test)]
pub(crate) static NO_AVX512: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Runs `f` compiled for AVX-512 where the CPU has it (sixteen `f32` per vector), else as
/// [`with_wide_vectors`] does. The same bits either way: the loops use no fused operation, so
/// only the width of the vectors changes.
#[inline(always)]
fn with_widest_vectors<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    if avx512() {
        // SAFETY: `avx512` requires only that the CPU supports AVX-512F, which has just been
        // checked with the standard library's run-time detection.
        return unsafe { run_avx512(f) };
    }
    with_wide_vectors(f)
}

/// Whether the CPU supports AVX-512F (and tests have not turned it off).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn avx512() -> bool {
    #[cfg(test)]
    if NO_AVX512.load(std::sync::atomic::Ordering::Relaxed) {
        return false;
    }
    std::arch::is_x86_feature_detected!("avx512f")
}

/// `f()`, with `f` inlined and compiled for AVX-512F.
///
/// # Safety
///
/// The CPU must support AVX-512F.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
unsafe fn run_avx512<R>(f: impl FnOnce() -> R) -> R {
    f()
}

/// Elements computed between two checks for inputs that need the scalar form: short enough
/// to stay in L1 for the second look, long enough that the check costs nothing.
const BLOCK: usize = 256;

impl VecMath for f32 {
    fn apply(op: Op<f32>, src: &[f32], out: &mut [MaybeUninit<f32>]) {
        assert_eq!(
            src.len(),
            out.len(),
            "vmath: input and output lengths differ"
        );
        with_widest_vectors(
            #[inline(always)]
            || match op {
                Op::Exp => map(op, src, out, exp::exp_fast, exp::outside_fast_range),
                Op::Ln => map(op, src, out, log::ln, log::outside_normal),
                Op::Log2 => map(op, src, out, log::log2, log::outside_normal),
                Op::Log10 => map(op, src, out, log::log10, log::outside_normal),
                Op::Sqrt => map(op, src, out, f32::sqrt, never),
                Op::Tanh => map_with(
                    src,
                    out,
                    tanh::tanh_fast,
                    tanh::outside_fast_range,
                    tanh::tanh,
                ),
                Op::Sigmoid => map_with(
                    src,
                    out,
                    sigmoid::sigmoid_fast,
                    exp::outside_fast_range,
                    sigmoid::sigmoid,
                ),
                Op::Erf => map(op, src, out, erf::erf, never),
                Op::Gelu => map(op, src, out, erf::gelu, never),
                Op::GeluTanh => map(op, src, out, sigmoid::gelu_tanh, never),
                Op::Silu => map_with(
                    src,
                    out,
                    sigmoid::silu_fast,
                    exp::outside_fast_range,
                    sigmoid::silu,
                ),
                Op::Powf(e) => pow::powf(e, src, out),
            },
        )
    }
}

/// For the functions whose fast form covers every input.
#[inline(always)]
fn never(_: f32) -> bool {
    false
}

/// `out[i] = fast(src[i])`, then `out[i] = op(src[i])` by the scalar form where
/// `special(src[i])`.
#[inline(always)]
fn map(
    op: Op<f32>,
    src: &[f32],
    out: &mut [MaybeUninit<f32>],
    fast: impl Fn(f32) -> f32,
    special: impl Fn(f32) -> bool,
) {
    map_with(src, out, fast, special, |x| scalar::one(op, x, libm::erff))
}

/// `out[i] = fast(src[i])`, then `out[i] = slow(src[i])` where `special(src[i])`.
///
/// `slow` is the scalar form, or this module's own full-range form (whose extra work for the
/// rare arguments, such as two-step scaling of subnormal results, the fast loop skips).
#[inline(always)]
fn map_with(
    src: &[f32],
    out: &mut [MaybeUninit<f32>],
    fast: impl Fn(f32) -> f32,
    special: impl Fn(f32) -> bool,
    slow: impl Fn(f32) -> f32,
) {
    for (src, out) in src.chunks(BLOCK).zip(out.chunks_mut(BLOCK)) {
        let mut any = false;
        for (o, &x) in out.iter_mut().zip(src) {
            o.write(fast(x));
            any |= special(x);
        }
        if any {
            for (o, &x) in out.iter_mut().zip(src) {
                if special(x) {
                    o.write(slow(x));
                }
            }
        }
    }
}
