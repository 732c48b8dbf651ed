//! The kernels of `bf16` and `f16` that are not matrix products: each widens its operands to
//! `f32`, runs the `f32` kernel and rounds each result once (to nearest, ties to even), as
//! PyTorch's CPU kernels for these types accumulate in `f32`. So a half-precision softmax or
//! norm is the `f32` one's result rounded, not a computation in 8 or 11 bits. Attention is the
//! generic kernel (`attention.rs`), whose scores, softmax and context are `f32` for these types
//! and whose products run on the half-precision GEMM.
//!
//! The widened copies are working memory of the op's size; their allocation failing is the
//! op's `Err`, as for any output.
#![allow(private_interfaces)]

use super::adam::AdamStep;
use super::alloc;
use super::attention::Attention;
use super::buffer::Buffer;
use super::compiled::FloatKernels;
use super::norm::Norm;
use super::norm_backward::NormBackward;
use super::parallel::for_each_chunk;
use super::softmax::{Softmax, SoftmaxFloat};
use super::vmath::{Op as MathOp, VecMath};
use super::wide::{with_wide_vectors, MulAdd};
use super::Operand;
use crate::error::AllocError;
use core::mem::MaybeUninit;
use half::{bf16, f16};

/// A half-precision float: exact widening to `f32`, and rounding back (`bf16`'s branch-free,
/// so that elementwise loops over it vectorize; `f16`'s the `half` crate's).
// Off x86-64 no tiled product packs bits: `BF16`, `bits` and `bits_of` go unused there.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) trait HalfFloat: Copy + Send + Sync + 'static {
    /// Whether this is `bf16` (whose products have their own kernels).
    const BF16: bool;
    /// The bits of `self`.
    fn bits(self) -> u16;
    /// The bits of every element of `values`, in place.
    fn bits_of(values: &[Self]) -> &[u16];
    /// `self` as an `f32`, exactly.
    fn widen(self) -> f32;
    /// `x` rounded to nearest, ties to even; NaN stays NaN, out-of-range values become
    /// infinities.
    fn narrow(x: f32) -> Self;
}

/// `x` rounded to `bf16` (to nearest, ties to even; a NaN stays a NaN, quieted; subnormals
/// kept): the bits of `bf16::from_f32`, without branches, so that loops over it vectorize.
/// Adding 0x7fff plus the kept part's lowest bit carries into the kept part exactly when the
/// dropped half is above one half, or one half with the kept part odd.
#[inline(always)]
fn bf16_from_f32(x: f32) -> bf16 {
    let x = x.to_bits();
    let nan = x & 0x7fff_ffff > 0x7f80_0000;
    let rounded = (x.wrapping_add(0x7fff + ((x >> 16) & 1)) >> 16) as u16;
    let quiet = ((x >> 16) | 0x40) as u16;
    bf16::from_bits(if nan { quiet } else { rounded })
}

/// `x` as an `f32`, exactly: its bits are the top half of the `f32`'s.
#[inline(always)]
fn bf16_to_f32(x: bf16) -> f32 {
    f32::from_bits(u32::from(x.to_bits()) << 16)
}

/// `HalfFloat` for each type, from its flag and its two conversions.
macro_rules! half_floats {
    ($($T:ty: $bf16:expr, $widen:path, $narrow:path;)*) => {$(
        impl HalfFloat for $T {
            const BF16: bool = $bf16;
            #[inline(always)]
            fn bits(self) -> u16 {
                self.to_bits()
            }
            #[inline(always)]
            fn bits_of(values: &[Self]) -> &[u16] {
                // SAFETY: the type is `repr(transparent)` over its `u16` bits (the `half`
                // crate's definition), so the slice is the same memory as `values.len()` `u16`.
                unsafe { core::slice::from_raw_parts(values.as_ptr().cast::<u16>(), values.len()) }
            }
            #[inline(always)]
            fn widen(self) -> f32 {
                $widen(self)
            }
            #[inline(always)]
            fn narrow(x: f32) -> Self {
                $narrow(x)
            }
        }
    )*};
}

half_floats! {
    bf16: true, bf16_to_f32, bf16_from_f32;
    f16: false, f16::to_f32, f16::from_f32;
}

/// `data` widened to `f32`, or an `Err` when the copy cannot be allocated; split over threads
/// as an elementwise op.
pub(crate) fn widened<H: HalfFloat>(data: &[H]) -> Result<Vec<f32>, AllocError> {
    let mut out = alloc::uninit_vec::<f32>(data.len())?;
    for_each_chunk(&mut out, 1, |start, chunk| {
        with_wide_vectors(
            #[inline(always)]
            || {
                for (slot, x) in chunk.iter_mut().zip(&data[start..]) {
                    slot.write(x.widen());
                }
            },
        )
    });
    let mut out = core::mem::ManuallyDrop::new(out);
    // SAFETY: the chunks cover `out`, and each slot was written; `MaybeUninit<f32>` has
    // `f32`'s layout, so the allocation (pointer, length, capacity) is a `Vec<f32>`'s, whose
    // ownership passes from the `ManuallyDrop` to the new `Vec`.
    Ok(unsafe { Vec::from_raw_parts(out.as_mut_ptr().cast::<f32>(), out.len(), out.capacity()) })
}

/// `data` rounded to `H`, as a new buffer, split over threads as an elementwise op.
fn narrowed<H: HalfFloat>(data: &[f32]) -> Result<Buffer<H>, AllocError> {
    alloc::filled_buffer(data.len(), |out| {
        for_each_chunk(out, 1, |start, chunk| {
            with_wide_vectors(
                #[inline(always)]
                || {
                    for (slot, &x) in chunk.iter_mut().zip(&data[start..]) {
                        slot.write(H::narrow(x));
                    }
                },
            )
        })
    })
}

/// An `f32` buffer rounded to `H`.
fn narrowed_buffer<H: HalfFloat>(
    data: Result<Buffer<f32>, AllocError>,
) -> Result<Buffer<H>, AllocError> {
    narrowed(&data?)
}

/// `op` with its parameter widened.
fn widened_op<H: HalfFloat>(op: MathOp<H>) -> MathOp<f32> {
    match op {
        MathOp::Exp => MathOp::Exp,
        MathOp::Ln => MathOp::Ln,
        MathOp::Log2 => MathOp::Log2,
        MathOp::Log10 => MathOp::Log10,
        MathOp::Sqrt => MathOp::Sqrt,
        MathOp::Tanh => MathOp::Tanh,
        MathOp::Sigmoid => MathOp::Sigmoid,
        MathOp::Erf => MathOp::Erf,
        MathOp::Gelu => MathOp::Gelu,
        MathOp::GeluTanh => MathOp::GeluTanh,
        MathOp::GeluDerivative => MathOp::GeluDerivative,
        MathOp::Silu => MathOp::Silu,
        MathOp::Powf(p) => MathOp::Powf(p.widen()),
    }
}

/// Elements widened per block of the unary math: on the stack, in L1.
const BLOCK: usize = 256;

macro_rules! half_kernels {
    ($($T:ty),*) => {$(
        impl VecMath for $T {
            fn apply(op: MathOp<$T>, src: &[$T], out: &mut [MaybeUninit<$T>]) {
                let op = widened_op(op);
                let mut wide = [0.0f32; BLOCK];
                let mut result = [MaybeUninit::<f32>::uninit(); BLOCK];
                for (src, out) in src.chunks(BLOCK).zip(out.chunks_mut(BLOCK)) {
                    let n = src.len();
                    with_wide_vectors(
                        #[inline(always)]
                        || {
                            for (w, x) in wide.iter_mut().zip(src) {
                                *w = x.widen();
                            }
                        },
                    );
                    f32::apply(op, &wide[..n], &mut result[..n]);
                    with_wide_vectors(
                        #[inline(always)]
                        || {
                            for (slot, r) in out.iter_mut().zip(&result[..n]) {
                                slot.write(<$T>::narrow(written(r)));
                            }
                        },
                    );
                }
            }
        }

        impl SoftmaxFloat for $T {
            #[inline(always)]
            fn exp_nonpositive<M: MulAdd>(self) -> Self {
                <$T>::narrow(self.widen().exp_nonpositive::<M>())
            }
        }

        impl FloatKernels for $T {
            fn softmax(data: &[$T], dims: (usize, usize, usize), kind: Softmax) -> Result<Buffer<$T>, AllocError> {
                narrowed_buffer(f32::softmax(&widened(data)?, dims, kind))
            }

            fn softmax_backward(y: &[$T], g: &mut [$T], len: usize, scale: $T) {
                // No allocation may fail here: widen a row at a time.
                let mut wide_y = Vec::new();
                let mut wide_g = Vec::new();
                for (y, g) in y.chunks(len.max(1)).zip(g.chunks_mut(len.max(1))) {
                    wide_y.clear();
                    wide_y.extend(y.iter().map(|x| x.widen()));
                    wide_g.clear();
                    wide_g.extend(g.iter().map(|x| x.widen()));
                    f32::softmax_backward(&wide_y, &mut wide_g, len, scale.widen());
                    for (g, &w) in g.iter_mut().zip(&wide_g) {
                        *g = <$T>::narrow(w);
                    }
                }
            }

            fn logsumexp(data: &[$T], dims: (usize, usize, usize)) -> Result<Buffer<$T>, AllocError> {
                narrowed_buffer(f32::logsumexp(&widened(data)?, dims))
            }

            fn unary_math(dims: &[usize], a: Operand<'_, $T>, op: MathOp<$T>) -> Result<Buffer<$T>, AllocError> {
                super::unary_math_generic(dims, a, op)
            }

            fn normalize(data: &[$T], len: usize, norm: Norm<'_, $T>, eps: $T) -> Result<Buffer<$T>, AllocError> {
                let data = widened(data)?;
                match norm {
                    Norm::Layer { weight, bias } => {
                        let (weight, bias) = (widened(weight)?, widened(bias)?);
                        narrowed_buffer(f32::normalize(&data, len, Norm::Layer { weight: &weight, bias: &bias }, eps.widen()))
                    }
                    Norm::Rms { weight } => {
                        let weight = widened(weight)?;
                        narrowed_buffer(f32::normalize(&data, len, Norm::Rms { weight: &weight }, eps.widen()))
                    }
                }
            }

            fn norm_backward(b: &NormBackward<'_, $T>) -> Result<(Option<Buffer<$T>>, Vec<$T>), AllocError> {
                let (x, g) = (widened(b.x)?, widened(b.g)?);
                let weight = b.weight.map(widened).transpose()?;
                let wide = NormBackward {
                    x: &x,
                    g: &g,
                    weight: weight.as_deref(),
                    len: b.len,
                    centered: b.centered,
                    eps: b.eps.widen(),
                    weight_grad: b.weight_grad,
                };
                let (input, weight) = f32::norm_backward(&wide)?;
                let input = input.map(|input| narrowed(&input)).transpose()?;
                let mut weight_out = alloc::vec_with_capacity(weight.len())?;
                weight_out.extend(weight.iter().map(|&w| <$T>::narrow(w)));
                Ok((input, weight_out))
            }

            fn attention_weights(scores: &mut [$T], queries: usize, keys: usize, scale: $T, causal: bool, allowed: Option<&[bool]>) -> Result<Buffer<$T>, AllocError> {
                let mut wide = widened(scores)?;
                let weights = f32::attention_weights(&mut wide, queries, keys, scale.widen(), causal, allowed)?;
                // The kernel may use `scores` as working memory: leave it as the f32 one's.
                for (s, &w) in scores.iter_mut().zip(&wide) {
                    *s = <$T>::narrow(w);
                }
                narrowed(&weights)
            }

            fn adam_update(step: &AdamStep<$T>, p: &mut [$T], g: &[$T], m: &mut [$T], v: &mut [$T]) {
                let wide = AdamStep {
                    shrink: step.shrink.widen(),
                    decay: step.decay.widen(),
                    beta1: step.beta1.widen(),
                    beta2: step.beta2.widen(),
                    step_size: step.step_size.widen(),
                    correction2_root: step.correction2_root.widen(),
                    eps: step.eps.widen(),
                };
                // Element by element, in f32 (no working memory to allocate).
                for i in 0..p.len() {
                    let (mut wp, wg) = ([p[i].widen()], [g[i].widen()]);
                    let (mut wm, mut wv) = ([m[i].widen()], [v[i].widen()]);
                    f32::adam_update(&wide, &mut wp, &wg, &mut wm, &mut wv);
                    p[i] = <$T>::narrow(wp[0]);
                    m[i] = <$T>::narrow(wm[0]);
                    v[i] = <$T>::narrow(wv[0]);
                }
            }

            fn attention(a: &Attention<'_, $T>) -> Result<Buffer<$T>, AllocError> {
                // Scores, softmax and context in f32 (`attend`), on the half products.
                super::attention::attention(a)
            }

            fn variance(data: &[$T], dims: (usize, usize, usize), correction: usize, sqrt: bool) -> Result<Buffer<$T>, AllocError> {
                narrowed_buffer(f32::variance(&widened(data)?, dims, correction, sqrt))
            }
        }
    )*};
}

/// The value of a slot the f32 kernel has written.
#[inline(always)]
fn written(slot: &MaybeUninit<f32>) -> f32 {
    // SAFETY: called only on the first `n` slots of a block, each written by `f32::apply`
    // (its contract: every slot of `out` written).
    unsafe { slot.assume_init() }
}

half_kernels!(bf16, f16);

/// Floats whose rounding to `bf16` tests a conversion: the zeros, the extremes, infinities,
/// subnormals, NaNs with payloads, ties to either side and just past them, then `random`
/// more bit patterns from a fixed xorshift.
#[cfg(test)]
pub(crate) fn rounding_cases(random: usize) -> Vec<f32> {
    let mut values = vec![
        0.0f32,
        -0.0,
        1.0,
        f32::MAX,
        f32::MIN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::MIN_POSITIVE,
        1e-45,
        -1e-45,
        3.0e-39,
        f32::NAN,
        -f32::NAN,
        f32::from_bits(0x7f80_0001),
        f32::from_bits(0xff80_1234),
        f32::from_bits(0x3f80_8000),
        f32::from_bits(0x3f81_8000),
        f32::from_bits(0x3f80_8001),
        f32::from_bits(0x7f7f_ffff),
        f32::from_bits(0x0000_8000),
    ];
    let mut state = 0x1234_5678_9abc_def1u64;
    for _ in 0..random {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        values.push(f32::from_bits(state as u32));
    }
    values
}

#[cfg(test)]
mod tests {
    use super::{bf16_from_f32, bf16_to_f32};
    use half::bf16;

    #[test]
    fn branch_free_conversions_are_the_half_crates() {
        for x in super::rounding_cases(200_000) {
            let rounded = bf16_from_f32(x);
            assert_eq!(
                rounded.to_bits(),
                bf16::from_f32(x).to_bits(),
                "{x:e} ({:#x})",
                x.to_bits()
            );
            assert_eq!(bf16_to_f32(rounded).to_bits(), rounded.to_f32().to_bits());
        }
    }
}
