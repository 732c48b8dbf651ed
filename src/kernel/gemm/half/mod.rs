//! Products of `bf16` and `f16`: the operands' products summed in `f32`, and each result
//! (plus the bias, in `f32`) rounded once, as PyTorch's CPU products of these types do.
//!
//! Three paths, chosen once per product from the element type and the CPU
//! (`choose::half_path`):
//! - `bf16` on a CPU with AMX-BF16 whose kernel grants the tile state (`amx`): both operands
//!   packed into tiles (`pack`), 32 x 32 blocks of `c` in four tile registers (`tiled`);
//! - `bf16` with AVX512-BF16 (`dot`): the same packing and driver, the blocks in zmm registers
//!   by `vdpbf16ps`, pairs of the inner axis at a time;
//! - everything else (`f16`, and `bf16` on other CPUs): the operands widened to `f32` and
//!   multiplied by the `f32` kernels (`widened`).
//!
//! The paths differ only in the order of the `f32` sums, so their results agree within `f32`
//! rounding before the one rounding to the half type. Tests run every path this CPU has
//! (`choose::on_each_half_path`).

#[cfg(target_arch = "x86_64")]
mod amx;
#[cfg(target_arch = "x86_64")]
mod dot;
#[cfg(target_arch = "x86_64")]
mod pack;
#[cfg(test)]
mod tests;
#[cfg(target_arch = "x86_64")]
mod tiled;
#[cfg(target_arch = "x86_64")]
mod transpose;
mod widened;

use super::choose::HalfPath;
use super::operand::Matrix;
use crate::kernel::half::HalfFloat;
use core::mem::MaybeUninit;

/// What a half-precision product writes: the element (each sum rounded once) or `f32` (the
/// sums as they are, for a fused op that goes on in `f32`).
pub(crate) trait Output: Copy {
    /// Whether this is `bf16`, which the tiled store rounds in vector registers.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))] // no tiled path there
    const BF16: bool;
    /// The output of an `f32` sum.
    fn from_sum(sum: f32) -> Self;
}

impl<H: HalfFloat> Output for H {
    const BF16: bool = H::BF16;
    #[inline(always)]
    fn from_sum(sum: f32) -> Self {
        H::narrow(sum)
    }
}

impl Output for f32 {
    const BF16: bool = false;
    #[inline(always)]
    fn from_sum(sum: f32) -> Self {
        sum
    }
}

/// Writes every slot of `c` (`c.len() / cols` rows of `cols`) with `a · b` plus `bias`, on
/// `path`. The caller has checked that every element of `a` and `b` so addressed lies inside
/// its slice.
pub(crate) fn gemm<H: HalfFloat, O: Output>(
    c: &mut [MaybeUninit<O>],
    cols: usize,
    bias: Option<&[H]>,
    inner: usize,
    a: Matrix<H>,
    b: Matrix<H>,
    path: HalfPath,
) {
    #[cfg(target_arch = "x86_64")]
    if matches!(path, HalfPath::Amx | HalfPath::DotBf16) && H::BF16 && inner > 0 {
        return tiled::gemm(c, cols, bias, inner, a, b, path);
    }
    let _ = path;
    widened::gemm(c, cols, bias, inner, a, b)
}
