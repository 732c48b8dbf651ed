//! The [`Op`]s for `f64`: branch-free per-element forms in plain loops that LLVM vectorizes,
//! eight lanes at a time under AVX-512, four under AVX2.
//!
//! Every per-element function uses only `+`, `-`, `*`, `/`, `sqrt`, [`MulAdd`], bit operations
//! and selects, never a branch. The multiply-adds are fused where the CPU has FMA (every AVX2
//! and AVX-512 CPU the wide loops run on, and aarch64), where they are one instruction; without
//! FMA (the x86-64 baseline) they are a multiply and an add, as a fused one would be a call.
//! Results are therefore the same bits on every CPU with FMA, whatever the vector width, and
//! within the bounds the tests state for each path without it.
//!
//! Each op has a fast form valid on a common range of inputs (finite, normal, no overflow or
//! underflow), evaluated on every element, and a predicate for the inputs outside that range
//! (NaN, the infinities, zeros where they matter, subnormals, huge magnitudes). The elements
//! of a block holding such an input ([`map_with`]) are computed again by the scalar form, so
//! special values are exactly the scalar form's.

mod erf;
mod exp;
mod gelu;
mod log;
mod logistic;
mod pow;
#[cfg(target_arch = "x86_64")]
mod sqrt;
mod tanh;
#[cfg(test)]
mod tests;

use super::{map_with, scalar, Op, VecMath};
use crate::kernel::wide::with_wide_multiply_add;
use core::mem::MaybeUninit;

/// `a * b + c`, fused or not: the loops are instantiated once with each.
pub(super) trait MulAdd {
    fn mul_add(a: f64, b: f64, c: f64) -> f64;

    /// `a * b` as `(p, e)` with `p + e` exactly the product (for products that neither
    /// overflow nor underflow): Dekker's splitting into halves of 26 bits, whose products are
    /// exact.
    #[inline(always)]
    fn two_prod(a: f64, b: f64) -> (f64, f64) {
        const SPLITTER: f64 = 134_217_729.0; // 2^27 + 1
        let split = |v: f64| {
            let t = SPLITTER * v;
            let hi = t - (t - v);
            (hi, v - hi)
        };
        let p = a * b;
        let ((ah, al), (bh, bl)) = (split(a), split(b));
        (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }
}

/// One rounding: for CPUs with FMA.
struct Fused;

impl MulAdd for Fused {
    #[inline(always)]
    fn mul_add(a: f64, b: f64, c: f64) -> f64 {
        a.mul_add(b, c)
    }

    #[inline(always)]
    fn two_prod(a: f64, b: f64) -> (f64, f64) {
        let p = a * b;
        (p, a.mul_add(b, -p))
    }
}

/// Two roundings: for CPUs without FMA, where `f64::mul_add` is a library call.
#[cfg_attr(target_arch = "aarch64", allow(dead_code))]
struct Separate;

impl MulAdd for Separate {
    #[inline(always)]
    fn mul_add(a: f64, b: f64, c: f64) -> f64 {
        a * b + c
    }
}

impl VecMath for f64 {
    fn apply(op: Op<f64>, src: &[f64], out: &mut [MaybeUninit<f64>]) {
        assert_eq!(
            src.len(),
            out.len(),
            "vmath: input and output lengths differ"
        );
        // The hardware square root's loop is bound by that unit, not by memory; the
        // multiply-add form gives the same bits (see `sqrt`).
        #[cfg(target_arch = "x86_64")]
        if op == Op::Sqrt && sqrt::apply(src, out) {
            return;
        }
        #[cfg(target_arch = "x86_64")]
        if op == Op::Erf && erf::apply_vectors(src, out) {
            return;
        }
        with_wide_multiply_add(
            out,
            #[inline(always)]
            |out| apply_with::<Fused>(op, src, out),
            #[inline(always)]
            |out| apply_with::<Separate>(op, src, out),
        )
    }
}

/// [`VecMath::apply`] with the multiply-adds of `M`.
///
/// The per-element forms are passed as `#[inline(always)]` closures, not as fn items: an fn
/// item's `Fn::call` shim is an ordinary function, which LLVM may leave out of line, and out
/// of line it is compiled without the runner's target features (scalar, with `fma` calls).
#[inline(always)]
fn apply_with<M: MulAdd>(op: Op<f64>, src: &[f64], out: &mut [MaybeUninit<f64>]) {
    macro_rules! inlined {
        ($f:path) => {
            #[inline(always)]
            |x: f64| $f(x)
        };
    }
    match op {
        Op::Exp => map(
            op,
            src,
            out,
            inlined!(exp::exp::<M>),
            inlined!(exp::outside_exp),
        ),
        Op::Ln => map(
            op,
            src,
            out,
            inlined!(log::ln::<M>),
            inlined!(log::outside_log),
        ),
        Op::Log2 => map(
            op,
            src,
            out,
            inlined!(log::log2::<M>),
            inlined!(log::outside_log),
        ),
        Op::Log10 => map(
            op,
            src,
            out,
            inlined!(log::log10::<M>),
            inlined!(log::outside_log),
        ),
        // The hardware square root is correctly rounded, for every input.
        Op::Sqrt => map(op, src, out, inlined!(f64::sqrt), inlined!(never)),
        Op::Tanh => map(
            op,
            src,
            out,
            inlined!(tanh::tanh::<M>),
            inlined!(f64::is_nan),
        ),
        Op::Sigmoid => map(
            op,
            src,
            out,
            inlined!(logistic::sigmoid::<M>),
            inlined!(exp::outside_exp),
        ),
        Op::Silu => map(
            op,
            src,
            out,
            inlined!(logistic::silu::<M>),
            inlined!(exp::outside_exp),
        ),
        Op::Erf => map(
            op,
            src,
            out,
            inlined!(erf::erf::<M>),
            inlined!(erf::outside_erf),
        ),
        Op::Gelu => map(
            op,
            src,
            out,
            inlined!(gelu::gelu::<M>),
            inlined!(gelu::outside_gelu),
        ),
        Op::GeluTanh => map(
            op,
            src,
            out,
            inlined!(tanh::gelu_tanh::<M>),
            inlined!(not_finite),
        ),
        // The scalar form: no training step of this crate's benches runs in `f64`.
        Op::GeluDerivative => map(
            op,
            src,
            out,
            |x| scalar::one(op, x, libm::erf),
            inlined!(never),
        ),
        Op::Powf(e) => pow::powf::<M>(e, src, out),
    }
}

/// For the functions whose fast form covers every input.
#[inline(always)]
fn never(_: f64) -> bool {
    false
}

/// NaN or an infinity.
#[inline(always)]
fn not_finite(x: f64) -> bool {
    !x.is_finite()
}

/// `out[i] = fast(src[i])`, then `out[i] = op(src[i])` by the scalar form where
/// `special(src[i])`.
#[inline(always)]
fn map(
    op: Op<f64>,
    src: &[f64],
    out: &mut [MaybeUninit<f64>],
    fast: impl Fn(f64) -> f64,
    special: impl Fn(f64) -> bool,
) {
    map_with(src, out, fast, special, |x| scalar::one(op, x, libm::erf))
}
