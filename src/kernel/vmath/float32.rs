//! The [`Op`]s for `f32`: branch-free polynomial forms that LLVM vectorizes, sixteen lanes at
//! a time under AVX-512, eight under AVX2, within 2 ulp of the correctly rounded result.
//!
//! Every per-element function uses only `+`, `-`, `*`, `/`, `sqrt`, [`MulAdd`], bit operations,
//! selects and (GELU) lookups in 16-entry tables, never a branch; GELU's vector loops are
//! written with the instructions, for the lookups (`gelu.rs`). The multiply-adds of the
//! polynomials are fused where the CPU has FMA (every AVX2 and AVX-512 CPU this runs the wide
//! loops on, and aarch64), where they are a single instruction; without FMA (the x86-64
//! baseline) they are a multiply and an add, as a fused one would be a call. Results are
//! therefore the same bits on every CPU with FMA, whatever the vector width, and within the
//! same bounds without it.
//!
//! Inputs outside a function's fast range (zero, negative or subnormal arguments of the
//! logarithms, arguments whose exponential is not a normal number, the special bases of
//! `powf`) are flagged per block of elements ([`map_with`]), and only blocks holding one are
//! revisited, recomputing those elements by a full-range or the scalar form, so the fast loop
//! itself stays branch-free.

mod erf;
mod exp;
mod gelu;
mod gelu_tanh;
mod log;
mod pow;
mod sigmoid;
mod tanh;
#[cfg(test)]
mod tests;

use super::{map_with, scalar, Op, VecMath};
use crate::kernel::wide::with_wide_multiply_add;
use core::mem::MaybeUninit;

/// `a * b + c`, fused or not: the loops are instantiated once with each.
pub(super) trait MulAdd {
    fn mul_add(a: f32, b: f32, c: f32) -> f32;

    /// `a * b - c` with the product not rounded, for `c` within a few units of the product's
    /// last place (so that the difference is exact and only its tiny remainder is rounded).
    fn product_minus(a: f32, b: f32, c: f32) -> f32;

    /// `a * b + c` rounded as if once: for a last step whose product's rounding would cost
    /// as much as the sum's.
    fn mul_add_once(a: f32, b: f32, c: f32) -> f32;

    /// `a * b + c` in `f64`, for the ops computed in `f64` inside.
    fn mul_add_f64(a: f64, b: f64, c: f64) -> f64;
}

/// One rounding: for CPUs with FMA.
struct Fused;

impl MulAdd for Fused {
    #[inline(always)]
    fn mul_add(a: f32, b: f32, c: f32) -> f32 {
        a.mul_add(b, c)
    }

    #[inline(always)]
    fn product_minus(a: f32, b: f32, c: f32) -> f32 {
        a.mul_add(b, -c)
    }

    #[inline(always)]
    fn mul_add_once(a: f32, b: f32, c: f32) -> f32 {
        a.mul_add(b, c)
    }

    #[inline(always)]
    fn mul_add_f64(a: f64, b: f64, c: f64) -> f64 {
        a.mul_add(b, c)
    }
}

/// Two roundings: for CPUs without FMA, where `f32::mul_add` is a library call.
#[cfg_attr(target_arch = "aarch64", allow(dead_code))]
struct Separate;

impl MulAdd for Separate {
    #[inline(always)]
    fn mul_add(a: f32, b: f32, c: f32) -> f32 {
        a * b + c
    }

    /// Dekker's product: see [`product_error`].
    #[inline(always)]
    fn product_minus(a: f32, b: f32, c: f32) -> f32 {
        let (p, error) = product_error(a, b);
        (p - c) + error
    }

    /// Dekker's product and Knuth's two-sum give both rounding errors exactly; they are added
    /// to the rounded sum, so the only rounding that is not tiny is the last.
    #[inline(always)]
    fn mul_add_once(a: f32, b: f32, c: f32) -> f32 {
        let (p, product_error) = product_error(a, b);
        let s = c + p;
        let p_part = s - c;
        let sum_error = (c - (s - p_part)) + (p - p_part);
        s + (sum_error + product_error)
    }

    #[inline(always)]
    fn mul_add_f64(a: f64, b: f64, c: f64) -> f64 {
        a * b + c
    }
}

/// `a * b` rounded and its rounding error, exactly: `a` and `b` split into halves of 12 bits,
/// whose products are exact (Dekker's product, for `|a|, |b| < 2^100`).
#[cfg_attr(target_arch = "aarch64", allow(dead_code))]
#[inline(always)]
fn product_error(a: f32, b: f32) -> (f32, f32) {
    let split = |v: f32| {
        let s = 4097.0 * v;
        let high = s - (s - v);
        (high, v - high)
    };
    let (ah, al) = split(a);
    let (bh, bl) = split(b);
    let p = a * b;
    (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
}

impl VecMath for f32 {
    fn apply(op: Op<f32>, src: &[f32], out: &mut [MaybeUninit<f32>]) {
        assert_eq!(
            src.len(),
            out.len(),
            "vmath: input and output lengths differ"
        );
        #[cfg(target_arch = "x86_64")]
        if op == Op::Gelu && gelu::apply_vectors(src, out) {
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
#[inline(always)]
fn apply_with<M: MulAdd>(op: Op<f32>, src: &[f32], out: &mut [MaybeUninit<f32>]) {
    match op {
        Op::Exp => map(op, src, out, exp::exp_fast::<M>, exp::outside_fast_range),
        Op::Ln => map(op, src, out, log::ln::<M>, log::outside_normal),
        Op::Log2 => map(op, src, out, log::log2::<M>, log::outside_normal),
        Op::Log10 => map(op, src, out, log::log10::<M>, log::outside_normal),
        Op::Sqrt => map(op, src, out, f32::sqrt, never),
        Op::Tanh => map_with(
            src,
            out,
            tanh::tanh_fast::<M>,
            tanh::outside_fast_range,
            tanh::tanh::<M>,
        ),
        Op::Sigmoid => map_with(
            src,
            out,
            sigmoid::sigmoid_fast::<M>,
            exp::outside_fast_range,
            sigmoid::sigmoid::<M>,
        ),
        Op::Erf => map(op, src, out, erf::erf::<M>, never),
        // Where the CPU lacks `gelu::apply_vectors`'s vectors.
        Op::Gelu => map(op, src, out, gelu::gelu::<M>, never),
        Op::GeluTanh => map(op, src, out, gelu_tanh::gelu_tanh::<M>, never),
        Op::GeluDerivative => map(op, src, out, gelu::gelu_derivative::<M>, never),
        // The scalar form beyond the fast range: it gives -0 below -88.7, where `e^-x`
        // overflows, as PyTorch's does (the tests of special values pin that).
        Op::Silu => map(
            op,
            src,
            out,
            sigmoid::silu_fast::<M>,
            exp::outside_fast_range,
        ),
        Op::Powf(e) => pow::powf(e, src, out),
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
