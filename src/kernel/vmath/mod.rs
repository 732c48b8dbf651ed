//! Transcendental functions over slices of `f32` and `f64`: `exp`, `ln`, `tanh`, `erf`, GELU
//! and the rest of the unary float ops, one call per contiguous run of elements.
//!
//! Each op is an [`Op`] value, so the elementwise kernel is compiled once per element type,
//! not once per op and shape. The per-type bodies live in `float32` and `float64`.

mod float32;
mod float64;
mod scalar;

use core::mem::MaybeUninit;

/// A unary float op of the elementwise kernel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Op<T> {
    Exp,
    Ln,
    Log2,
    Log10,
    Sqrt,
    Tanh,
    /// `1 / (1 + e^-x)`.
    Sigmoid,
    Erf,
    /// Exact GELU, `x / 2 * (1 + erf(x / sqrt 2))`.
    Gelu,
    /// GELU's tanh approximation with PyTorch's constants.
    GeluTanh,
    /// Exact GELU's derivative, `Phi(x) + x phi(x)`, by PyTorch's formula
    /// `0.5 (1 + erf(x / sqrt 2)) + x e^(-x^2 / 2) / sqrt(2 pi)`: the backward rule's slope.
    GeluDerivative,
    /// `x / (1 + e^-x)`.
    Silu,
    /// `x` to a float power through C's `pow` rules (the exponents PyTorch computes as other
    /// operations, `0.5`, `2`, ..., are chosen by the caller before this).
    Powf(T),
}

impl<T> Op<T> {
    /// An element's time relative to a memory-bound elementwise op's (`+`), rounded to a
    /// power of two: what decides how small an output still gains from splitting over
    /// threads. Taken from the vectorized `f32` forms' times per element (BENCHMARKS.md,
    /// "Vectorized unary math (f32)").
    pub(crate) fn cost(self) -> usize {
        match self {
            Op::Sqrt | Op::Exp | Op::Ln | Op::Log2 | Op::Log10 | Op::Sigmoid | Op::Silu => 1,
            Op::Tanh | Op::GeluTanh | Op::Powf(_) | Op::Erf | Op::Gelu => 2,
            Op::GeluDerivative => 4,
        }
    }
}

/// The float types with slice implementations of every [`Op`].
pub trait VecMath: Copy + Send + Sync + 'static {
    /// `out[i] = op(src[i])` for every `i`; `out.len() == src.len()`.
    fn apply(op: Op<Self>, src: &[Self], out: &mut [MaybeUninit<Self>]);
}

/// Elements computed between two checks for inputs that need another form: short enough to
/// stay in L1 for the second look, long enough that the check costs nothing.
const BLOCK: usize = 256;

/// `out[i] = fast(src[i])`, then `out[i] = slow(src[i])` where `special(src[i])`: the loop of
/// every slice form, per block of [`BLOCK`] elements so that only blocks holding a special
/// input are revisited and the fast loop stays branch-free.
///
/// `slow` is the scalar form, or a module's own full-range form (whose extra work for the
/// rare arguments, such as two-step scaling of subnormal results, the fast loop skips).
#[inline(always)]
fn map_with<T: Copy>(
    src: &[T],
    out: &mut [MaybeUninit<T>],
    fast: impl Fn(T) -> T,
    special: impl Fn(T) -> bool,
    slow: impl Fn(T) -> T,
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
