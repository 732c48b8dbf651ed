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
    /// `x / (1 + e^-x)`.
    Silu,
    /// `x` to a float power through C's `pow` rules (the exponents PyTorch computes as other
    /// operations, `0.5`, `2`, ..., are chosen by the caller before this).
    Powf(T),
}

/// The float types with slice implementations of every [`Op`].
pub trait VecMath: Copy + Send + Sync + 'static {
    /// `out[i] = op(src[i])` for every `i`; `out.len() == src.len()`.
    fn apply(op: Op<Self>, src: &[Self], out: &mut [MaybeUninit<Self>]);
}
